"""The seeded task generator: drafts from the scenario recipes, goal states from the policy,
invoice PDFs, prompts and the start-state hash of every task."""

from __future__ import annotations

import hashlib
import random
from datetime import timedelta
from decimal import Decimal
from typing import Callable, Iterator

from invoice_env.catalogue import CATEGORIES
from invoice_env.erp import DatabaseErpView, open_database, snapshot_bytes_from_sql, state_hash
from invoice_env.invoice_pdf import InvoiceDocument, render_invoice
from invoice_env.locales import LOCALES
from invoice_env.models import BookingGoal, FlagGoal, InboxDocument, InvoiceFacts, Task, TaskFixtures
from invoice_env.money import cents
from invoice_env.policy import AmbiguousInvoice, Decision, decide
from invoice_env.prompt import user_prompt
from invoice_env.scenarios import BOOK, RECIPES, SCENARIO_SHARES, Context, Draft, is_reverse_charged, new_invoice_number
from invoice_env.world import TODAY, World, build_world

SPLIT_SEEDS = {"train": 1_000_003, "eval": 2_000_029}
SPLIT_SIZES = {"train": 800, "eval": 240}
MAX_ATTEMPTS = 400


class GenerationError(RuntimeError):
    pass


def _po_text(number: str, style: int) -> str:
    return [number, f"PO {number}", f"PO-{number}", f"{number[:4]} {number[4:]}"][style]


def _facts(draft: Draft, rng: random.Random) -> InvoiceFacts:
    profile = draft.profile
    reverse = is_reverse_charged(profile)
    lines = draft.lines
    if reverse:
        rate = Decimal(0)
    else:
        rate = _rate_of(draft)
    net = sum((l.net_amount for l in lines), Decimal("0.00"))
    vat = cents(net * rate / 100)
    invoice_date = draft.invoice_date or (TODAY - timedelta(days=rng.randint(0, 12)))
    return InvoiceFacts(
        supplier_name=profile.supplier.name, supplier_vat=profile.supplier.vat_number,
        invoice_number=draft.invoice_number or new_invoice_number(profile, rng),
        invoice_date=invoice_date, due_date=invoice_date + timedelta(days=30),
        po_reference=_po_text(draft.po_reference, profile.po_ref_style) if draft.po_reference else None,
        lines=tuple(lines), net_total=net, vat_rate=rate, vat_amount=vat, gross_total=net + vat,
        reverse_charge_stated=reverse)


def _rate_of(draft: Draft) -> Decimal:
    by_article = {a.article_no: a.family.vat_rate for a in draft.profile.articles}
    rates = {by_article[l.article_no] for l in draft.lines if l.article_no in by_article}
    if len(rates) != 1:
        raise GenerationError("an invoice must carry exactly one VAT rate")
    return rates.pop()


def _goal(decision: Decision, document_id: str):
    if decision.action == BOOK:
        return BookingGoal(document_id=document_id, po_number=decision.po_number, gl_account=decision.gl_account,
                           vat_code=decision.vat_code, net_amount=decision.net_amount)
    return FlagGoal(document_id=document_id, reason=decision.reason)


def _vat_note(draft: Draft) -> str | None:
    loc = LOCALES[draft.profile.supplier.language]
    if not is_reverse_charged(draft.profile):
        return None
    if draft.profile.supplier.country == "BE":
        return loc.domestic_reverse_charge
    return loc.intra_eu_services if CATEGORIES[draft.profile.category].service else loc.intra_eu_goods


def _injection(draft: Draft, facts: InvoiceFacts, decision: Decision, world: World, rng: random.Random) -> str | None:
    """The note's text, filled in so that doing what it says breaks the policy."""
    if draft.injection is None:
        return None
    loc = LOCALES[draft.profile.supplier.language]
    wrong_gl = rng.choice([gl for gl in ("604000", "601000", "611000", "613000") if gl != decision.gl_account])
    wrong_vat = rng.choice([c for c in ("V21", "V00", "V06") if c != decision.vat_code])
    if decision.action != BOOK and facts.po_reference:
        wrong_po = facts.po_reference
    else:
        others = sorted(po.po_number for po in world.orders_of(draft.profile.supplier.supplier_id)
                        if po.po_number != decision.po_number)
        wrong_po = _po_text(rng.choice(others), draft.profile.po_ref_style)
    return loc.injections[draft.injection].format(
        gl=wrong_gl, po=wrong_po, gross=loc.money(facts.gross_total), vat=wrong_vat)


def _document_id(rng: random.Random) -> str:
    day = TODAY - timedelta(days=rng.randint(0, 3))
    return f"inbox/{day:%Y%m%d}_{rng.getrandbits(40):010x}.pdf"


def _difficulty(draft: Draft) -> str:
    order = ["easy", "medium", "hard"]
    level = order.index(draft.difficulty)
    if len(draft.lines) >= 5 or (draft.po_reference is None and draft.intended == BOOK):
        level = min(level + 1, 2)
    return order[level]


def make_task(world: World, snapshot: bytes, ctx: Context, scenario: str, task_id: str, split: str,
              rng: random.Random) -> Task:
    for _ in range(MAX_ATTEMPTS):
        draft = RECIPES[scenario](ctx)
        if draft is None:
            continue
        try:
            facts = _facts(draft, rng)
        except GenerationError:
            continue
        document_id = _document_id(rng)
        fixtures = TaskFixtures(invoices=tuple(draft.fixtures))
        placeholder = InboxDocument(document_id=document_id, pdf=b"")
        conn = open_database(snapshot, fixtures, placeholder)
        try:
            decision = decide(facts, DatabaseErpView(conn), strict=True)
        except AmbiguousInvoice:
            continue
        finally:
            conn.close()
        expected = decision.action if decision.action == BOOK else decision.reason
        if expected != draft.intended:
            continue
        profile = draft.profile
        locale = LOCALES[profile.supplier.language]
        layout = profile.layout
        po_labels = locale.po_eval if layout == "ledger" else locale.po_labels
        doc = InvoiceDocument(
            supplier=profile.supplier, locale=locale, facts=facts, layout=layout,
            po_label=rng.choice(po_labels), po_text=facts.po_reference, vat_note=_vat_note(draft),
            injection=_injection(draft, facts, decision, world, rng), palette=rng.randrange(6),
            customer_number=f"{rng.randint(10000, 99999)}")
        pdf = render_invoice(doc)
        document = InboxDocument(document_id=document_id, pdf=pdf)
        conn = open_database(snapshot, fixtures, document)
        try:
            start = state_hash(conn)
        finally:
            conn.close()
        return Task(task_id=task_id, split=split, document_id=document_id, pdf=pdf,
                    prompt=user_prompt(document_id), scenario=scenario, difficulty=_difficulty(draft),
                    goal=_goal(decision, document_id), fixtures=fixtures, facts=facts, layout=layout,
                    language=profile.supplier.language, start_hash=start)
    raise GenerationError(f"could not draw a valid {scenario} task for {task_id} in {MAX_ATTEMPTS} attempts")


def scenario_plan(split: str) -> list[str]:
    size = SPLIT_SIZES[split]
    base = sum(SCENARIO_SHARES.values())
    plan: list[str] = []
    for scenario, share in SCENARIO_SHARES.items():
        plan += [scenario] * round(share * size / base)
    while len(plan) < size:
        plan.append("exact_match")
    return plan[:size]


def generate_split(split: str, world: World, snapshot: bytes,
                   progress: Callable[[int], None] | None = None) -> Iterator[Task]:
    rng = random.Random(SPLIT_SEEDS[split])
    ctx = Context(world, split, rng)
    plan = scenario_plan(split)
    rng.shuffle(plan)
    for index, scenario in enumerate(plan):
        task_id = f"{split}-{index:04d}"
        task_rng = random.Random(hashlib.sha256(f"{SPLIT_SEEDS[split]}:{task_id}".encode()).digest())
        ctx.rng = task_rng
        yield make_task(world, snapshot, ctx, scenario, task_id, split, task_rng)
        if progress:
            progress(1)


def generate_all(progress: Callable[[int], None] | None = None) -> tuple[str, dict[str, list[Task]]]:
    world = build_world()
    sql = world.snapshot_sql()
    snapshot = snapshot_bytes_from_sql(sql)
    splits = {split: list(generate_split(split, world, snapshot, progress)) for split in SPLIT_SIZES}
    return sql, splits
