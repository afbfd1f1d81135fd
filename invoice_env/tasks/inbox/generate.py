"""The seeded inbox generator: units of documents (interactions drawn as minimal pairs, and independent
invoices) interleaved in arrival order, rendered, and decided in that order by the policy; an inbox is kept
where every document lands as its unit planned."""

from __future__ import annotations

import hashlib
import random
from datetime import timedelta
from typing import Callable, Iterator

from invoice_env.documents.render import InvoiceDocument, render_invoice
from invoice_env.episode.branches import Branch
from invoice_env.episode.policy import Decision
from invoice_env.episode.tools import SEARCH_LIMIT
from invoice_env.tasks.inbox.context import InboxContext
from invoice_env.tasks.inbox.oracle import decide_each_on_start, decide_in_order
from invoice_env.tasks.inbox.prompt import inbox_user_prompt
from invoice_env.tasks.inbox.units import INTERACTIONS, UNIT_MAKERS, Unit
from invoice_env.tasks.drafting.builder import Context, Draft
from invoice_env.tasks.generator import (
    SECONDARY_FAMILY_SHARE,
    GenerationError,
    goal_of,
    injection_note,
    invoice_facts,
    supplier_families,
    vat_note,
)
from invoice_env.world.build import TODAY, World
from invoice_env.world.erp import open_inbox_database, state_hash
from invoice_env.world.models import InboxItem, InboxTask, TaskFixtures

INBOX_SPLITS = {"inbox-train": "train", "inbox-eval": "eval"}
"""Each inbox split and the single-invoice split whose suppliers and ERP snapshot it uses."""
INBOX_SPLIT_SIZES = {"inbox-train": 200, "inbox-eval": 60}
INBOX_SPLIT_SEEDS = {"inbox-train": 3_000_017, "inbox-eval": 4_000_037}
SIZES = (2, 3, 4, 5, 6)
"""Documents per inbox, drawn alike."""
MAX_DOCUMENTS = max(SIZES)
MAX_ATTEMPTS = 100
UNIT_ATTEMPTS = 200


def _plan(rng: random.Random) -> tuple[int, list[str]]:
    """An inbox's size and its interactions: one (two when it holds four documents or more), each its trap
    or its twin at even odds; independent invoices fill the rest."""
    size = rng.choice(SIZES)
    count = 1 if size < 4 else rng.choice((1, 2))
    kinds = []
    for _ in range(count):
        trap = rng.choice(sorted(INTERACTIONS))
        kinds.append(trap if rng.random() < 0.5 else INTERACTIONS[trap])
    return size, kinds


def _interleave(units: list[Unit], rng: random.Random) -> list[tuple[int, int]]:
    """(unit, piece) in arrival order: a unit's documents keep their order, others may come between."""
    slots = [u for u, unit in enumerate(units) for _ in unit.pieces]
    rng.shuffle(slots)
    seen = [0] * len(units)
    order = []
    for u in slots:
        order.append((u, seen[u]))
        seen[u] += 1
    return order


def _expected(unit: Unit, position: int, decisions: list[Decision | None]) -> bool:
    """Whether a unit's document landed where the unit planned it: a document that is not an invoice gets
    no decision; a second copy the first copy's decision, or the duplicate flag once that was a booking."""
    decision, piece = decisions[position], unit.pieces[position]
    if piece.kind != "invoice":
        return decision is None
    first = decisions[0]
    if position == 1 and unit.kind in COPIES and first is not None:
        return decision.branch == Branch.DUPLICATE if first.action == "book" else decision.outcome == first.outcome
    return decision.branch == piece.draft.branch


COPIES = ("second_copy", "same_content_as_invoice")
"""Units whose second document, where there is one, is the first invoice again."""


class _Attempt:
    """One try at an inbox: its units drawn on a fresh copy of the split's context, then rendered."""

    def __init__(self, world: World, base: Context, families, rng: random.Random):
        self.world, self.families, self.rng = world, families, rng
        self.ctx = InboxContext(base, rng)
        self.base = base

    def units(self, size: int, kinds: list[str]) -> list[Unit] | None:
        """Each planned interaction, then independent invoices up to `size` documents; a unit is drawn
        again where its draw cannot be finished (its rows are taken in only once it is whole)."""
        units: list[Unit] = []
        while kinds or sum(len(unit.pieces) for unit in units) < size:
            kind = kinds.pop(0) if kinds else "independent"
            for _ in range(UNIT_ATTEMPTS):
                unit = UNIT_MAKERS[kind](self.ctx)
                if unit is not None:
                    units.append(unit)
                    break
            else:
                return None
        return units

    def fits_one_search(self) -> bool:
        counts: dict[str, int] = {}
        for po in self.ctx.orders:
            counts[po.supplier_id] = counts.get(po.supplier_id, 0) + 1
        return all(len(self.base.orders_by_supplier.get(sid, [])) + n <= SEARCH_LIMIT for sid, n in counts.items())

    def render(self, units: list[Unit], order: list[tuple[int, int]]) -> list[InboxItem] | None:
        rng, items, arrival = self.rng, [], None
        draws = sorted(TODAY - timedelta(days=rng.randint(0, 3)) for _ in order)
        layouts: dict[tuple[int, int], tuple] = {}
        for (u, d), drawn in zip(order, draws):
            piece = units[u].pieces[d]
            drafted: Draft = piece.draft
            arrival = max(drawn, drafted.invoice_date, piece.issued or drawn, arrival or drawn)
            try:
                facts = invoice_facts(drafted)
            except GenerationError:
                return None
            main, second = self.families[drafted.profile.supplier.supplier_id]
            if d and (u, 0) in layouts and drafted.invoice_number == units[u].pieces[0].draft.invoice_number:
                family, injection = layouts[(u, 0)]  # the same invoice again
                if piece.other_layout:
                    family = second if family == main else main
            else:
                family = second if rng.random() < SECONDARY_FAMILY_SHARE else main
                injection = injection_note(drafted, facts, self.world, rng)
            layouts[(u, d)] = (family, injection)
            pdf = render_invoice(InvoiceDocument(
                supplier=drafted.profile.supplier, facts=facts, family=family, vat_note=vat_note(drafted),
                injection=injection, seed=rng.getrandbits(32), kind=piece.kind, number=piece.number,
                issued=piece.issued, references=piece.references, terms_note=piece.terms_note))
            number, issued = ((drafted.invoice_number, drafted.invoice_date) if piece.kind == "invoice"
                              else (piece.number, piece.issued))
            if piece.kind in ("delivery_note", "order_confirmation"):  # a reminder restates its invoice's facts
                facts = facts.model_copy(update={"invoice_number": number, "invoice_date": issued})
            items.append(InboxItem(document_id=f"inbox/{arrival:%Y%m%d}_{rng.getrandbits(40):010x}.pdf", pdf=pdf,
                                   kind=piece.kind, number=number, issued=issued, facts=facts,
                                   references=piece.references))
        return items


def _difficulty(size: int, interactions: int) -> str:
    if interactions > 1 or size >= 5:
        return "hard"
    return "easy" if size <= 3 else "medium"


def make_inbox_task(world: World, snapshot: bytes, base: Context, families, task_id: str, split: str,
                    rng: random.Random) -> InboxTask:
    size, kinds = _plan(rng)  # drawn once: a plan that is harder to draw is not drawn less often
    for _ in range(MAX_ATTEMPTS):
        attempt = _Attempt(world, base, families, rng)
        units = attempt.units(size, list(kinds))
        if units is None or not attempt.fits_one_search():
            continue
        order = _interleave(units, rng)
        items = attempt.render(units, order)
        if items is None:
            continue
        fixtures = TaskFixtures(orders=tuple(attempt.ctx.orders), invoices=tuple(attempt.ctx.invoices))
        decisions = decide_in_order(snapshot, fixtures, items)
        at = {slot: i for i, slot in enumerate(order)}
        if not all(_expected(unit, d, [decisions[at[(u, k)]] for k in range(len(unit.pieces))])
                   for u, unit in enumerate(units) for d in range(len(unit.pieces))):
            continue
        if any(unit.kind == "same_po_no_room" for unit in units):
            alone = decide_each_on_start(snapshot, fixtures, items)
            if not all(alone[at[(u, 1)]].action == "book" for u, unit in enumerate(units)
                       if unit.kind == "same_po_no_room"):
                continue
        items = [item.model_copy(update={"goal": goal_of(decision, item.document_id)}) if decision else item
                 for item, decision in zip(items, decisions)]
        conn = open_inbox_database(snapshot, fixtures, items)
        try:
            start = state_hash(conn)
        finally:
            conn.close()
        interactions = tuple(unit.kind for unit in units if unit.kind != "independent")
        tags = [f"size:{len(items)}", *(f"interaction:{kind}" for kind in interactions)]
        tags += sorted({f"branch:{d.branch}" for d in decisions if d is not None})
        tags += [f"{unit.kind}:of_{'booked' if decisions[at[(u, 0)]].action == 'book' else 'flagged'}"
                 for u, unit in enumerate(units) if unit.kind in COPIES and len(unit.pieces) == 2]
        tags += sorted({tag for unit in units for tag in unit.tags})
        return InboxTask(task_id=task_id, split=split, items=tuple(items),
                         prompt=inbox_user_prompt([item.document_id for item in items]),
                         scenario=interactions[0], difficulty=_difficulty(len(items), len(interactions)),
                         interactions=interactions, fixtures=fixtures, start_hash=start, tags=tuple(tags))
    raise GenerationError(f"could not draw inbox task {task_id} in {MAX_ATTEMPTS} attempts")


def _split_seed(split: str, seed: int | None) -> int:
    return INBOX_SPLIT_SEEDS[split] if seed is None else seed * 1_000_003 + INBOX_SPLIT_SEEDS[split]


def generate_inbox_task(split: str, world: World, snapshot: bytes, index: int, seed: int | None = None,
                        base: Context | None = None, families=None) -> InboxTask:
    """Inbox task `index` of a split, drawn from its own random stream (like generator.generate_task)."""
    if split not in INBOX_SPLITS:
        raise ValueError(f"unknown inbox split {split!r}; the inbox splits are {', '.join(INBOX_SPLITS)}")
    task_id = f"{split}-{index:04d}"
    rng = random.Random(hashlib.sha256(f"{_split_seed(split, seed)}:{task_id}".encode()).digest())
    base = base or Context(world, INBOX_SPLITS[split], rng)
    return make_inbox_task(world, snapshot, base, families or supplier_families(world), task_id, split, rng)


def generate_inbox_split(split: str, world: World, snapshot: bytes, seed: int | None = None,
                         size: int | None = None, progress: Callable[[int], None] | None = None) -> Iterator[InboxTask]:
    base = Context(world, INBOX_SPLITS[split], random.Random(0))
    families = supplier_families(world)
    for index in range(INBOX_SPLIT_SIZES[split] if size is None else size):
        yield generate_inbox_task(split, world, snapshot, index, seed, base, families)
        if progress:
            progress(1)
