"""The parts an inbox is made of, each one or two invoices in the order they must arrive: an independent
invoice, or one of the interactions drawn as a minimal pair (the same situation with the decisive
fact set or not, whatever the outcome):

- `second_copy` / `same_amount_other_invoice`: an invoice, then the same invoice again (by post, perhaps in
  the supplier's other layout), or another invoice of the same supplier with the same amount and date on a
  repeat order of the same goods (the repeat order is in the ERP on both sides);
- `same_po_no_room` / `same_po_both_fit`: a partial delivery invoiced on a PO, then the rest of the order,
  with (or without) a line of the first invoice billed again: over the tolerance once the first is booked,
  though within it on the untouched PO (or within it either way)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal

from invoice_env.episode.branches import Branch
from invoice_env.episode.policy import TOLERANCE
from invoice_env.tasks.drafting.builder import Builder, Draft
from invoice_env.tasks.drafting.composition import invoice_dates, make_partial
from invoice_env.tasks.drafting.lines import invoice_lines, total, with_article_line, with_quantity
from invoice_env.tasks.drafting.references import printed
from invoice_env.tasks.scenarios import BRANCH_PLAN, draft
from invoice_env.tasks.inbox.context import InboxContext
from invoice_env.world.models import PoLine, PurchaseOrder

INTERACTIONS = {
    "second_copy": "same_amount_other_invoice",
    "same_po_no_room": "same_po_both_fit",
}
"""Each interaction and its twin: the same situation without the decisive fact."""
INBOX_SCENARIOS = tuple(name for pair in INTERACTIONS.items() for name in pair)
"""The labels inbox tasks are reported under: the first interaction each holds."""


@dataclass
class Unit:
    """Invoices that arrive in this order (others may arrive between them) and what they exercise."""

    kind: str
    drafts: list[Draft]
    secondary_layout: list[bool] = field(default_factory=list)
    """Per draft: printed in the supplier's other layout (None of these: drawn at render time)."""


def _branch(rng: random.Random) -> Branch:
    branches = list(BRANCH_PLAN)
    return rng.choices(branches, weights=[BRANCH_PLAN[b] for b in branches])[0]


def _drafted(ctx: InboxContext) -> Draft | None:
    """A single-invoice draft of a branch drawn in the single splits' proportions (its rows not yet taken in)."""
    drafted = draft(ctx, _branch(ctx.rng))
    if drafted is None:
        return None
    sid = drafted.profile.supplier.supplier_id
    if drafted.invoice_number in ctx.taken_numbers(sid) - {i.invoice_number for i in drafted.invoices}:
        return None  # an earlier document of this inbox prints that number
    return drafted


def _taken_in(ctx: InboxContext, unit: Unit, orders: list[PurchaseOrder] = ()) -> Unit:
    """The unit's rows and printed numbers, added to the inbox once the whole unit is drawn."""
    for drafted in unit.drafts:
        ctx.absorb(drafted.orders, drafted.invoices)
        ctx.document_numbers.setdefault(drafted.profile.supplier.supplier_id, set()).add(drafted.invoice_number)
    ctx.absorb(list(orders), [])
    return unit


def independent(ctx: InboxContext) -> Unit | None:
    drafted = _drafted(ctx)
    return None if drafted is None else _taken_in(ctx, Unit("independent", [drafted]))


def copy_pair(ctx: InboxContext, trap: bool) -> Unit | None:
    first = _drafted(ctx)
    if first is None:
        return None
    rng, profile = ctx.rng, first.profile
    sid = profile.supplier.supplier_id
    rate = Decimal(0) if profile.reverse_charged else _rate(first)
    number = ctx.new_po_number(taken={po.po_number for po in first.orders})
    repeat = PurchaseOrder(
        po_number=number, supplier_id=sid, status="open",
        order_date=first.invoice_date - timedelta(days=rng.randint(5, 45)),
        gl_account=ctx.orders_by_supplier[sid][0].gl_account,
        lines=tuple(PoLine(line_no=i, article_no=l.article_no, description=l.description, quantity=l.quantity,
                           unit_price=l.unit_price, net_amount=l.net_amount, vat_rate=rate)
                    for i, l in enumerate(first.lines, start=1)))
    if trap:
        second = Draft(**{**first.__dict__, "orders": [], "invoices": [], "traits": set(first.traits)})
        kind = "second_copy"
    else:
        taken = ctx.taken_numbers(sid) | {first.invoice_number} | {i.invoice_number for i in first.invoices}
        number = profile.number_on(first.invoice_date, rng, taken)
        if number is None:
            return None
        second = Draft(branch=Branch.BOOK_STATED, profile=profile, lines=list(first.lines),
                       invoice_date=first.invoice_date, arrival_date=first.arrival_date,
                       po_reference=printed(repeat.po_number, profile), invoice_number=number,
                       injection=first.injection)
        kind = "same_amount_other_invoice"
    return _taken_in(ctx, Unit(kind, [first, second], [False, rng.random() < 0.5]), [repeat])


def _rate(drafted: Draft) -> Decimal:
    by_article = {a.article_no: a.family.vat_rate for a in drafted.profile.articles}
    return next(by_article[l.article_no] for l in drafted.lines if l.article_no in by_article)


def same_po_pair(ctx: InboxContext, trap: bool) -> Unit | None:
    rng = ctx.rng
    profile = rng.choice(ctx.suppliers)
    sid = profile.supplier.supplier_id
    first_date, first_arrival = invoice_dates(rng)
    b = Builder(ctx, profile, first_date, Branch.BOOK_STATED)
    pool = [po for po in b.pos() if po.status == "open" and po.order_date < first_date
            and b.invoiced(po) == 0 and any(l.article_no for l in po.lines)]
    if not pool:
        return None
    po = rng.choice(pool)
    ordered = invoice_lines(po.lines)
    part = make_partial(ordered, rng)
    if part is None:
        return None
    rest = []
    for line in ordered:
        done = next((p for p in part if p.article_no == line.article_no and p.description == line.description), None)
        if done is None:
            rest.append(line)
        elif done.quantity < line.quantity:
            rest.append(with_quantity(line, line.quantity - done.quantity))
    if not rest:
        return None
    if trap:
        again = rng.choice([l for l in part if l.article_no])
        rest = with_article_line(rest, again, rng)
    remaining, first_net, second_net = po.net_total, total(part), total(rest)
    room_after = remaining - first_net
    if trap != (second_net > room_after * (1 + TOLERANCE)) or second_net > remaining * (1 + TOLERANCE):
        return None
    second_date = min(first_arrival, first_date + timedelta(days=rng.randint(0, 10)))
    taken = ctx.taken_numbers(sid)
    numbers = []
    for day in (first_date, second_date):
        number = profile.number_on(day, rng, taken)
        if number is None:
            return None
        taken.add(number)
        numbers.append(number)
    reference = printed(po.po_number, profile)
    drafts = [Draft(branch=Branch.BOOK_STATED, profile=profile, lines=lines, invoice_date=day, arrival_date=first_arrival,
                    po_reference=reference, invoice_number=number)
              for lines, day, number in ((part, first_date, numbers[0]), (rest, second_date, numbers[1]))]
    drafts[1].branch = Branch.OVER_TOLERANCE_STATED if trap else Branch.BOOK_STATED
    return _taken_in(ctx, Unit("same_po_no_room" if trap else "same_po_both_fit", drafts, [False, False]))


UNIT_MAKERS = {"second_copy": lambda ctx: copy_pair(ctx, True),
               "same_amount_other_invoice": lambda ctx: copy_pair(ctx, False),
               "same_po_no_room": lambda ctx: same_po_pair(ctx, True),
               "same_po_both_fit": lambda ctx: same_po_pair(ctx, False),
               "independent": independent}
