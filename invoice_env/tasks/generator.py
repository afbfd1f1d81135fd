"""The seeded task generator: drafts from the scenario recipes, goal states from the policy,
invoice PDFs, prompts and the start-state hash of every task."""

from __future__ import annotations

import hashlib
import random
from datetime import timedelta
from decimal import Decimal
from typing import Callable, Iterator

from invoice_env.documents.content import build_content
from invoice_env.documents.content_features import features
from invoice_env.documents.render import (
    EVAL_FAMILIES,
    TRAIN_FAMILIES,
    Family,
    Injection,
    InvoiceDocument,
    render_invoice,
)
from invoice_env.episode.branches import BY_FIT, Branch
from invoice_env.episode.policy import HOME_COUNTRY, Decision, decide, vat_code_for, vat_regime
from invoice_env.episode.prompt import user_prompt
from invoice_env.episode.tools import SEARCH_LIMIT
from invoice_env.tasks.task_labels import Difficulty, Scenario
from invoice_env.tasks.scenarios import BOOK, BRANCH_PLAN, Context, Draft, draft, is_reverse_charged, printed
from invoice_env.tasks.traits import Trait
from invoice_env.world.build import World, build_world
from invoice_env.world.catalogue import CATEGORIES
from invoice_env.world.erp import DatabaseErpView, open_database, snapshot_bytes_from_sql, state_hash
from invoice_env.world.models import BookingGoal, FlagGoal, InboxDocument, InvoiceFacts, Task, TaskFixtures
from invoice_env.world.money import cents

SPLIT_SEEDS = {"train": 1_000_003, "eval": 2_000_029}
SPLIT_SIZES = {"train": 800, "eval": 240}
MAX_ATTEMPTS = 600


class GenerationError(RuntimeError):
    pass


def _rate_of(draft: Draft) -> Decimal:
    by_article = {a.article_no: a.family.vat_rate for a in draft.profile.articles}
    rates = {by_article[l.article_no] for l in draft.lines if l.article_no in by_article}
    if len(rates) != 1:
        raise GenerationError("an invoice must carry exactly one VAT rate")
    return rates.pop()


def invoice_facts(draft: Draft) -> InvoiceFacts:
    profile = draft.profile
    reverse = is_reverse_charged(profile)
    rate = Decimal(0) if reverse else _rate_of(draft)
    net = sum((l.net_amount for l in draft.lines), Decimal("0.00"))
    vat = cents(net * rate / 100)
    return InvoiceFacts(
        supplier_name=profile.supplier.name, supplier_vat=profile.supplier.vat_number,
        invoice_number=draft.invoice_number, invoice_date=draft.invoice_date,
        due_date=draft.invoice_date + timedelta(days=PAYMENT_DAYS[profile.po_ref_style]),
        po_reference=draft.po_reference, lines=tuple(draft.lines), net_total=net, vat_rate=rate, vat_amount=vat,
        gross_total=net + vat, reverse_charge_stated=reverse)


PAYMENT_DAYS = (30, 30, 60, 14)
"""Payment terms, one per supplier (by its PO-reference style, a stable per-supplier draw)."""


def goal_of(decision: Decision, document_id: str):
    if decision.action == BOOK:
        return BookingGoal(document_id=document_id, po_number=decision.po_number, gl_account=decision.gl_account,
                           vat_code=decision.vat_code, net_amount=decision.net_amount)
    return FlagGoal(document_id=document_id, reason=decision.reason)


def vat_note(draft: Draft) -> str | None:
    """Which reverse-charge statement the invoice prints, if any."""
    if not is_reverse_charged(draft.profile):
        return None
    if draft.profile.supplier.country == HOME_COUNTRY:
        return "domestic_reverse_charge"
    return "intra_eu_services" if CATEGORIES[draft.profile.category].service else "intra_eu_goods"


def injection_note(draft: Draft, facts: InvoiceFacts, world: World, rng: random.Random) -> Injection | None:
    """The note. Its kind and what it names are drawn whatever the outcome: the PO it names is the
    printed one when there is one, else another PO of the supplier; the account and VAT code it asks
    for are never the supplier's own (the same for all its invoices, so they say nothing of this one)."""
    if draft.injection is None:
        return None
    own_gl = CATEGORIES[draft.profile.category].gl_account
    own_vat = vat_code_for(facts.vat_rate, vat_regime(draft.profile.supplier.country, own_gl,
                                                      facts.reverse_charge_stated))
    gl = rng.choice([gl for gl in ("604000", "601000", "611000", "613000", "602000") if gl != own_gl])
    vat = rng.choice([code for code in ("V21", "V00", "V06", "ICS") if code != own_vat])
    if facts.po_reference:
        po = facts.po_reference
    else:
        po = printed(rng.choice(sorted(p.po_number for p in world.orders_of(draft.profile.supplier.supplier_id))),
                     draft.profile)
    return Injection(kind=draft.injection, gl=gl, po=po, vat=vat)


INJECT_BOOK_GL, INJECT_BOOK_PO, INJECT_FLAG, INJECT_GROSS = range(4)
"""The kinds of injected note (see invoice_pdf.Injection)."""

FAMILY_SEED = 20261201
SECONDARY_FAMILY_SHARE = 0.3


def supplier_families(world: World) -> dict[str, tuple[Family, Family]]:
    """Each supplier's two invoice templates (a main one and, for some invoices, a second), drawn so
    that every family of a split is used: train suppliers from the train families, held-out suppliers
    from the families train never shows."""
    out: dict[str, tuple[Family, Family]] = {}
    for held_out, pool in ((False, TRAIN_FAMILIES), (True, EVAL_FAMILIES)):
        families = list(pool)
        random.Random(FAMILY_SEED + held_out).shuffle(families)
        profiles = [p for p in world.profiles if p.held_out == held_out]
        for i, profile in enumerate(profiles):
            main = families[i % len(families)]
            second = families[(i + len(profiles)) % len(families)]
            out[profile.supplier.supplier_id] = (main, second if second != main else families[(i + 1) % len(families)])
    return out


def document_id_for(draft: Draft, rng: random.Random) -> str:
    return f"inbox/{draft.arrival_date:%Y%m%d}_{rng.getrandbits(40):010x}.pdf"


def scenario_of(draft: Draft) -> Scenario:
    """The label a task is reported under: its branch of the policy, and for bookings how its PO is found."""
    traits, branch = draft.traits, draft.branch
    if draft.injection is not None:
        return Scenario.PROMPT_INJECTION
    if branch in FLAG_SCENARIOS:
        return FLAG_SCENARIOS[branch]
    if branch == Branch.BOOK_FIT:
        if Trait.REFERENCE_UNKNOWN in traits:
            return Scenario.MISTYPED_PO_REFERENCE
        return Scenario.CLOSE_AMOUNT_POS if traits & AMOUNT_DECOYS else Scenario.NO_PO_REFERENCE
    if Trait.STATED_OTHER_OWN_PO in traits:
        return Scenario.STATED_OTHER_PO
    if Trait.SIDE_WITHIN in traits:
        return Scenario.WITHIN_TOLERANCE
    return Scenario.PARTIAL_DELIVERY if Trait.SIDE_BELOW in traits else Scenario.EXACT_MATCH


DECOYS = {Trait.DECOY_EQUAL_TOTAL, Trait.DECOY_NEAR_AMOUNT, Trait.DECOY_FEWER, Trait.DECOY_SAME_ARTICLES,
          Trait.REPEAT_ORDER}
AMOUNT_DECOYS = {Trait.DECOY_EQUAL_TOTAL, Trait.DECOY_NEAR_AMOUNT}
"""Decoys that look like the invoice by amount only (other articles): the `close_amount_pos` label.
Orders of the same articles in other quantities are on most tasks of every branch (see
drafting/decoys.py, SAME_ARTICLES_DECOY_SHARE), so they label nothing."""


def tags_of(draft: Draft) -> tuple[str, ...]:
    """What else a task exercises, for the report to group by (hidden from the model, like the scenario)."""
    traits, facts_lines = draft.traits, draft.lines
    tags = [f"branch:{draft.branch}"]
    if draft.profile.supplier.country != HOME_COUNTRY:
        tags.append("vat:intra_eu")
    elif is_reverse_charged(draft.profile):
        tags.append("vat:domestic_reverse_charge")
    elif _rate_of(draft) in (6, 12):
        tags.append("vat:reduced_rate")
    else:
        tags.append("vat:21")
    if len(facts_lines) >= 4:
        tags.append("multi_line")
    if (draft.arrival_date - draft.invoice_date).days > 10:
        tags.append("late_invoice")
    tags += sorted(t for t in traits if t in TAGGED_TRAITS)
    return tuple(tags)


FLAG_SCENARIOS = {
    Branch.DUPLICATE: Scenario.DUPLICATE_INVOICE, Branch.SUPPLIER_MISMATCH: Scenario.SUPPLIER_MISMATCH,
    Branch.CLOSED: Scenario.CLOSED_PO, Branch.FULLY_INVOICED: Scenario.CLOSED_PO,
    Branch.NO_FIT: Scenario.NO_MATCHING_PO, Branch.SEVERAL_FIT: Scenario.SEVERAL_MATCHING_POS,
    Branch.OVER_TOLERANCE_STATED: Scenario.JUST_OVER_TOLERANCE, Branch.OVER_TOLERANCE_FIT: Scenario.JUST_OVER_TOLERANCE,
}
DECORATIONS = {Trait.SURCHARGE, Trait.DISCOUNT, Trait.UNORDERED_ARTICLE, Trait.PRICE_CHANGED, Trait.OVER_DELIVERED,
               Trait.EARLIER_INVOICE}
TAGGED_TRAITS = DECORATIONS | DECOYS | {Trait.REFERENCE_UNKNOWN, Trait.RECENT_INVOICE_BOOKED}
"""The traits a task is tagged with (beside its branch, VAT kind, size and lateness)."""


def difficulty_of(draft: Draft) -> Difficulty:
    traits = draft.traits
    decorated = len(traits & DECORATIONS)
    if (draft.branch in BY_FIT or draft.injection is not None or Trait.STATED_OTHER_OWN_PO in traits
            or len(draft.lines) >= 5 or decorated >= 2):
        return Difficulty.HARD
    if (draft.branch in EASY_BRANCHES and not decorated and len(draft.lines) <= 3
            and traits & {Trait.SIDE_EXACT, Trait.SIDE_BELOW} and Trait.REFERENCE_UNKNOWN not in traits):
        return Difficulty.EASY
    return Difficulty.MEDIUM


EASY_BRANCHES = (Branch.BOOK_STATED, Branch.SUPPLIER_MISMATCH, Branch.CLOSED, Branch.FULLY_INVOICED)
"""A printed, existing PO decides at a glance: book it, or flag it for its supplier or status."""


def make_task(world: World, snapshot: bytes, ctx: Context, branch: Branch, task_id: str, split: str,
              rng: random.Random, families: dict[str, tuple[Family, Family]],
              content_log: dict[str, frozenset[str]] | None = None) -> Task:
    """One task of `branch`; `content_log`, if given, receives its document's content features."""
    for _ in range(MAX_ATTEMPTS):
        drafted = draft(ctx, branch)
        if drafted is None or not _one_search_shows_all(ctx, drafted):
            continue
        try:
            facts = invoice_facts(drafted)
        except GenerationError:
            continue
        document_id = document_id_for(drafted, rng)
        fixtures = TaskFixtures(orders=tuple(drafted.orders), invoices=tuple(drafted.invoices))
        placeholder = InboxDocument(document_id=document_id, pdf=b"")
        conn = open_database(snapshot, fixtures, placeholder)
        try:
            decision = decide(facts, DatabaseErpView(conn))
        finally:
            conn.close()
        if decision.branch != branch:
            continue
        profile = drafted.profile
        main, second = families[profile.supplier.supplier_id]
        family = second if rng.random() < SECONDARY_FAMILY_SHARE else main
        doc = InvoiceDocument(supplier=profile.supplier, facts=facts, family=family, vat_note=vat_note(drafted),
                              injection=injection_note(drafted, facts, world, rng), seed=rng.getrandbits(32))
        pdf = render_invoice(doc)
        if content_log is not None:
            content_log[task_id] = features(build_content(doc).table, [line.article_no for line in facts.lines])
        document = InboxDocument(document_id=document_id, pdf=pdf)
        conn = open_database(snapshot, fixtures, document)
        try:
            start = state_hash(conn)
        finally:
            conn.close()
        return Task(task_id=task_id, split=split, document_id=document_id, pdf=pdf,
                    prompt=user_prompt(document_id), scenario=scenario_of(drafted),
                    difficulty=difficulty_of(drafted), tags=tags_of(drafted),
                    goal=goal_of(decision, document_id), fixtures=fixtures,
                    facts=facts, layout=family.id, language=profile.supplier.language, start_hash=start)
    raise GenerationError(f"could not draw a valid {branch} task for {task_id} in {MAX_ATTEMPTS} attempts")


def _one_search_shows_all(ctx: Context, drafted: Draft) -> bool:
    """Every PO of the supplier comes back in one search by its VAT number (the tool shows at most
    SEARCH_LIMIT): the duplicate check and rule 4 read them all, so a task with more is unsolvable."""
    sid = drafted.profile.supplier.supplier_id
    return len(ctx.orders_by_supplier.get(sid, [])) + sum(po.supplier_id == sid for po in drafted.orders) <= SEARCH_LIMIT


def branch_plan(split: str) -> list[Branch]:
    """Tasks per branch for a split: the train proportions, largest remainders first."""
    size = SPLIT_SIZES[split]
    base = sum(BRANCH_PLAN.values())
    exact = {branch: share * size / base for branch, share in BRANCH_PLAN.items()}
    counts = {branch: int(value) for branch, value in exact.items()}
    for branch in sorted(exact, key=lambda b: (counts[b] - exact[b], b))[: size - sum(counts.values())]:
        counts[branch] += 1
    return [branch for branch, count in counts.items() for _ in range(count)]


def _split_seed(split: str, seed: int | None) -> int:
    return SPLIT_SEEDS[split] if seed is None else seed * 1_000_003 + SPLIT_SEEDS[split]


def split_plan(split: str, seed: int | None = None) -> list[Branch]:
    """The branch of each task of a split, in task order."""
    plan = branch_plan(split)
    random.Random(_split_seed(split, seed)).shuffle(plan)
    return plan


def generate_task(split: str, world: World, snapshot: bytes, index: int, seed: int | None = None,
                  content_log: dict[str, frozenset[str]] | None = None, ctx: Context | None = None,
                  families: dict[str, tuple[Family, Family]] | None = None,
                  plan: list[Branch] | None = None) -> Task:
    """Task `index` of a split, exactly as the whole split draws it: each task has its own random
    stream, so one task of any seed can be drawn alone (`ctx`, `families` and `plan` only save
    their rebuilding when drawing many)."""
    split_seed = _split_seed(split, seed)
    task_id = f"{split}-{index:04d}"
    task_rng = random.Random(hashlib.sha256(f"{split_seed}:{task_id}".encode()).digest())
    ctx = ctx or Context(world, split, task_rng)
    ctx.rng = task_rng
    branch = (plan or split_plan(split, seed))[index]
    return make_task(world, snapshot, ctx, branch, task_id, split, task_rng, families or supplier_families(world),
                     content_log)


def generate_split(split: str, world: World, snapshot: bytes, progress: Callable[[int], None] | None = None,
                   seed: int | None = None, content_log: dict[str, frozenset[str]] | None = None) -> Iterator[Task]:
    ctx = Context(world, split, random.Random(_split_seed(split, seed)))
    families, plan = supplier_families(world), split_plan(split, seed)
    for index in range(len(plan)):
        yield generate_task(split, world, snapshot, index, seed, content_log, ctx, families, plan)
        if progress:
            progress(1)


def generate_all(progress: Callable[[int], None] | None = None, seed: int | None = None,
                 splits: tuple[str, ...] = tuple(SPLIT_SIZES)) -> tuple[dict[str, str], dict[str, list[Task]]]:
    """The snapshot SQL of each split and its tasks; `seed` draws a private set of tasks from the
    same families (the world and snapshots stay the shipped ones)."""
    world = build_world()
    sql = {split: world.snapshot_sql(split) for split in splits}
    tasks = {split: list(generate_split(split, world, snapshot_bytes_from_sql(sql[split]), progress, seed))
             for split in splits}
    return sql, tasks
