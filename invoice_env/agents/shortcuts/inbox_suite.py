"""The shortcut suite on inbox tasks (issue 37): clerks that handle every invoice exactly by the policy
but replace one inbox skill with a cheap proxy, scored by the real grader on every task of the shipped
`inbox-eval` split and of fresh private draws from a run seed, pooled (the method of the single-invoice
suite, `draws.draws_of`). Each line is judged on the tasks holding the interaction its proxy stands in
for, traps and twins pooled:

- `order ignored`: each invoice decided on the untouched start ERP (copies and two invoices on one PO);
  at most the share of those tasks where the order does not change a goal, + 3 points;
- `every document an invoice` ("book everything once"): delivery notes, order confirmations and
  reminders decided like invoices; at most the share where that leaves the same rows, + 3 points;
- `flag a repeated amount`: a document with an earlier one's supplier and net total flagged as a
  duplicate instead of comparing invoice numbers (copies); at most 55 %;
- `skip by keyword`: a document whose text names a delivery note, an order confirmation or a reminder
  (any language, any case) left alone; at most 55 %;
- `any note of the supplier`: an invoice without a usable PO number read as stating the PO of any delivery
  note of its supplier in the inbox, before or after it, whatever number it names (notes); at most the
  share where that leaves the same rows, + 3 points (it fails every twin: tests).

The reference agent, through the real tools, must handle every inbox task of every draw right."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from invoice_env.agents.baselines import solve_count
from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS, Draw, draws_of
from invoice_env.agents.shortcuts.lines import CONFIDENCE
from invoice_env.documents.document_kinds import REFERENCE_LABELS, TITLES
from invoice_env.documents.pdf_text import extract_text
from invoice_env.episode.grader import grade_session
from invoice_env.episode.policy import Decision, decide
from invoice_env.episode.session import RolloutSession
from invoice_env.tasks.dataset import load_snapshot, load_tasks
from invoice_env.tasks.inbox.generate import generate_inbox_split
from invoice_env.tasks.inbox.oracle import decide_each_on_start, decide_in_order, inbox_policy, write_decision
from invoice_env.world.build import build_world
from invoice_env.world.erp import snapshot_bytes_from_sql
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import InboxTask

SPLIT = "inbox-eval"
SKIP_MARGIN = 0.03
PROXY_CEILING = 0.55
KEYWORDS = re.compile("|".join(sorted({re.escape(word) for table in (TITLES, REFERENCE_LABELS)
                                       for words in table.values() for word in words.values()}
                                      | {"reminder", "herinnering", "mahnung", "rappel", "erinnerung"},
                                      key=len, reverse=True)), re.IGNORECASE)
"""What a keyword skipper looks for: every title and reference label of a document that is not an invoice."""

Decisions = list[Decision | None]


def _in_order(snapshot: bytes, task: InboxTask, decide_one: Callable) -> Decisions:
    return decide_in_order(snapshot, task.fixtures, task.items, decide_one)


def order_ignored(snapshot: bytes, task: InboxTask, texts: Sequence[str]) -> Decisions:
    return decide_each_on_start(snapshot, task.fixtures, task.items)


def every_document_an_invoice(snapshot: bytes, task: InboxTask, texts: Sequence[str]) -> Decisions:
    return _in_order(snapshot, task, lambda i, item, erp, earlier:
                     inbox_policy(i, item, erp, earlier) if item.kind == "invoice" else decide(item.facts, erp))


def flag_repeated_amount(snapshot: bytes, task: InboxTask, texts: Sequence[str]) -> Decisions:
    def one(index, item, erp, earlier):
        if item.kind != "invoice":
            return None
        key = (normalize_vat(item.facts.supplier_vat), item.facts.net_total)
        if any((normalize_vat(e.facts.supplier_vat), e.facts.net_total) == key for e in earlier if e.kind == "invoice"):
            return Decision("flag", branch=inbox_policy(index, item, erp, earlier).branch,
                            reason="duplicate_invoice", why="the same supplier and amount arrived before")
        return inbox_policy(index, item, erp, earlier)
    return _in_order(snapshot, task, one)


def skip_by_keyword(snapshot: bytes, task: InboxTask, texts: Sequence[str]) -> Decisions:
    return _in_order(snapshot, task, lambda i, item, erp, earlier:
                     None if KEYWORDS.search(texts[i]) else inbox_policy(i, item, erp, earlier))


def any_note_of_the_supplier(snapshot: bytes, task: InboxTask, texts: Sequence[str]) -> Decisions:
    notes = [note for note in task.items if note.kind == "delivery_note" and note.facts is not None]

    def one(index, item, erp, earlier):
        if item.kind != "invoice":
            return None
        facts = item.facts
        if not (facts.po_reference and erp.find_po(facts.po_reference)):
            for note in notes:
                same_supplier = normalize_vat(note.facts.supplier_vat) == normalize_vat(facts.supplier_vat)
                if same_supplier and note.facts.po_reference:
                    return decide(facts.model_copy(update={"po_reference": note.facts.po_reference}), erp)
        return decide(facts, erp)
    return _in_order(snapshot, task, one)


NOTES = frozenset({"po_from_delivery_note", "delivery_note_not_before"})


@dataclass(frozen=True)
class Shortcut:
    name: str
    play: Callable[[bytes, InboxTask, Sequence[str]], Decisions]
    interactions: frozenset[str]
    """The tasks its line is judged on: those holding one of these interactions."""
    ceiling: float | None
    """A fixed ceiling; None: the share of its tasks where the proxy leaves the goal's rows, + SKIP_MARGIN."""


SHORTCUTS = (
    Shortcut("order ignored", order_ignored,
             frozenset({"second_copy", "same_amount_other_invoice", "same_po_no_room", "same_po_both_fit"}) | NOTES,
             None),
    Shortcut("every document an invoice", every_document_an_invoice,
             frozenset({"not_an_invoice", "same_content_as_invoice"}), None),
    Shortcut("flag a repeated amount", flag_repeated_amount,
             frozenset({"second_copy", "same_amount_other_invoice"}), PROXY_CEILING),
    Shortcut("skip by keyword", skip_by_keyword, frozenset({"not_an_invoice", "same_content_as_invoice"}),
             PROXY_CEILING),
    Shortcut("any note of the supplier", any_note_of_the_supplier, NOTES, None),
)


def _graded(snapshot: bytes, task: InboxTask, decisions: Decisions) -> float:
    session = RolloutSession.start(snapshot, task)
    try:
        with session.borrowed() as conn:
            for item, decision in zip(task.items, decisions):
                if decision is not None:
                    write_decision(conn, item.document_id, decision)
        return grade_session(session).reward
    finally:
        session.close()


@dataclass
class Tally:
    solved: int = 0
    tasks: int = 0
    unchanged: int = 0
    """Tasks where the proxy's decisions equal the policy's in order (its skill did not decide)."""


@dataclass
class DrawResult:
    draw: Draw
    tasks: int
    reference: int
    tallies: dict[str, Tally]
    seconds: float


def measure_draw(draw: Draw, snapshot: bytes, tasks: Sequence[InboxTask]) -> DrawResult:
    start = time.monotonic()
    tallies = {shortcut.name: Tally() for shortcut in SHORTCUTS}
    reference = 0
    for task in tasks:
        reference += solve_count("reference", snapshot, [task])
        texts = [extract_text(item.pdf) for item in task.items]
        right = _in_order(snapshot, task, inbox_policy)
        for shortcut in SHORTCUTS:
            if not shortcut.interactions & set(task.interactions):
                continue
            decisions = shortcut.play(snapshot, task, texts)
            tally = tallies[shortcut.name]
            tally.tasks += 1
            tally.solved += int(_graded(snapshot, task, decisions) == 1.0)
            tally.unchanged += int([d and d.outcome for d in decisions] == [d and d.outcome for d in right])
    return DrawResult(draw, len(tasks), reference, tallies, time.monotonic() - start)


def draw_tasks(draw: Draw, world=None) -> tuple[bytes, list[InboxTask]]:
    if draw.seed is None:
        return load_snapshot(None, SPLIT), list(load_tasks(SPLIT))
    world = world or build_world()
    snapshot = snapshot_bytes_from_sql(world.snapshot_sql("eval"))
    return snapshot, list(generate_inbox_split(SPLIT, world, snapshot, seed=draw.seed))


@dataclass(frozen=True)
class Line:
    name: str
    solved: int
    tasks: int
    ceiling: float

    @property
    def rate(self) -> float:
        return self.solved / self.tasks if self.tasks else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The pooled figure's 95 % Wilson interval (as the single suite's lines.Line)."""
        if not self.tasks:
            return 0.0, 1.0
        from scipy.stats import binomtest

        ci = binomtest(self.solved, self.tasks).proportion_ci(CONFIDENCE, method="wilson")
        return float(ci.low), float(ci.high)

    @property
    def within(self) -> bool:
        return self.rate <= self.ceiling


def pooled_lines(results: Sequence[DrawResult]) -> list[Line]:
    lines = []
    for shortcut in SHORTCUTS:
        solved = sum(r.tallies[shortcut.name].solved for r in results)
        tasks = sum(r.tallies[shortcut.name].tasks for r in results)
        unchanged = sum(r.tallies[shortcut.name].unchanged for r in results)
        ceiling = shortcut.ceiling if shortcut.ceiling is not None else unchanged / max(tasks, 1) + SKIP_MARGIN
        lines.append(Line(shortcut.name, solved, tasks, ceiling))
    return lines


def run(run_seed: int, count: int = DEFAULT_DRAWS, say: Callable[[str], None] = lambda text: None
        ) -> tuple[list[DrawResult], list[Line]]:
    world = build_world()
    results = []
    for draw in draws_of(run_seed, count):
        snapshot, tasks = draw_tasks(draw, world)
        result = measure_draw(draw, snapshot, tasks)
        say(f"{draw.name}: {result.tasks} inbox tasks, reference {result.reference}/{result.tasks}, "
            f"{result.seconds:.0f} s")
        results.append(result)
    return results, pooled_lines(results)


def table(run_seed: int, results: Sequence[DrawResult], lines: Sequence[Line]) -> str:
    tasks = sum(r.tasks for r in results)
    reference = sum(r.reference for r in results)
    out = [f"Inbox shortcut suite, run seed {run_seed}: {len(results)} draws of {SPLIT} (the shipped split and "
           f"{len(results) - 1} private seeds), {tasks} inbox tasks pooled; the reference agent through the real "
           f"tools: {reference} of {tasks}.", "",
           "| line | tasks judged | solved | 95 % interval | ceiling | verdict |", "|---|---|---|---|---|---|"]
    for line in lines:
        low, high = line.interval
        out.append(f"| {line.name} | {line.tasks} | {line.rate:.1%} | [{low:.1%}-{high:.1%}] | <= {line.ceiling:.1%} | "
                   f"{'within' if line.within else 'OVER'} |")
    return "\n".join(out) + "\n"
