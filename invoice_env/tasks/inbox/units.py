"""The parts an inbox is made of, each one or two invoices in the order they must arrive: an independent
invoice, or one of the interactions drawn as a minimal pair (the same situation with the decisive
fact set or not, whatever the outcome):

- `second_copy` / `same_amount_other_invoice`: an invoice, then the same invoice again (by post, perhaps in
  the supplier's other layout), or another invoice of the same supplier with the same amount and date on a
  repeat order of the same goods (the repeat order is in the ERP on both sides);
- `same_po_no_room` / `same_po_both_fit`: a partial delivery invoiced on a PO, then the rest of the order,
  with (or without) a line of the first invoice billed again: over the tolerance once the first is booked,
  though within it on the untouched PO (or within it either way);
- `not_an_invoice` / `same_content_as_invoice`: a delivery note, an order confirmation or a payment
  reminder (of an invoice of the same inbox), or the same content arriving as an invoice;
- `po_from_delivery_note` / `delivery_note_not_before`: an invoice without a usable PO number, of goods
  two open POs fit, naming one of two delivery notes of those goods (one on each PO): the note it names
  arrives before it and the other after it, or the other way round."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from invoice_env.documents.document_kinds import KINDS
from invoice_env.episode.branches import Branch
from invoice_env.episode.policy import TOLERANCE, po_fits_invoice, within_tolerance
from invoice_env.tasks.drafting.builder import Builder, Draft
from invoice_env.tasks.drafting.composition import invoice_dates, make_partial
from invoice_env.tasks.drafting.lines import invoice_lines, total, with_article_line, with_quantity
from invoice_env.tasks.drafting.references import printed
from invoice_env.tasks.scenarios import BRANCH_PLAN, draft
from invoice_env.tasks.inbox.context import InboxContext
from invoice_env.world.build import TODAY
from invoice_env.world.models import PoLine, PurchaseOrder

INTERACTIONS = {
    "second_copy": "same_amount_other_invoice",
    "same_po_no_room": "same_po_both_fit",
    "not_an_invoice": "same_content_as_invoice",
    "po_from_delivery_note": "delivery_note_not_before",
}
"""Each interaction and its twin: the same situation without the decisive fact."""
INBOX_SCENARIOS = tuple(name for pair in INTERACTIONS.items() for name in pair)
"""The labels inbox tasks are reported under: the first interaction each holds."""


@dataclass
class Piece:
    """One document of a unit: a draft, and how it is printed."""

    draft: Draft
    kind: str = "invoice"
    """`invoice`, or a kind of document_kinds.KINDS printed from the draft's facts."""
    number: str = ""
    issued: date | None = None
    """A document other than an invoice: its own number and date."""
    references: tuple[tuple[str, str], ...] = ()
    terms_note: bool = False
    other_layout: bool = False
    """A second copy printed in the supplier's other layout than the first's."""


@dataclass
class Unit:
    """Documents that arrive in this order (others may arrive between them) and what they exercise."""

    kind: str
    pieces: list[Piece]
    tags: tuple[str, ...] = ()

    @property
    def drafts(self) -> list[Draft]:
        return [piece.draft for piece in self.pieces]


def _branch(rng: random.Random) -> Branch:
    branches = list(BRANCH_PLAN)
    return rng.choices(branches, weights=[BRANCH_PLAN[b] for b in branches])[0]


def _drafted(ctx: InboxContext, branch: Branch | None = None) -> Draft | None:
    """A single-invoice draft of `branch`, or of a branch drawn in the single splits' proportions (its rows
    not yet taken in)."""
    drafted = draft(ctx, branch or _branch(ctx.rng))
    if drafted is None:
        return None
    sid = drafted.profile.supplier.supplier_id
    if drafted.invoice_number in ctx.taken_numbers(sid) - {i.invoice_number for i in drafted.invoices}:
        return None  # an earlier document of this inbox prints that number
    return drafted


def _taken_in(ctx: InboxContext, unit: Unit, orders: list[PurchaseOrder] = ()) -> Unit:
    """The unit's rows and printed numbers, added to the inbox once the whole unit is drawn."""
    for piece in unit.pieces:
        drafted = piece.draft
        ctx.absorb(drafted.orders, drafted.invoices)
        if piece.kind == "invoice":
            ctx.document_numbers.setdefault(drafted.profile.supplier.supplier_id, set()).add(drafted.invoice_number)
    ctx.absorb(list(orders), [])
    return unit


def _copy(drafted: Draft) -> Draft:
    """The same invoice again: its rows belong to the first."""
    return Draft(**{**drafted.__dict__, "orders": [], "invoices": [], "traits": set(drafted.traits)})


def independent(ctx: InboxContext) -> Unit | None:
    drafted = _drafted(ctx)
    return None if drafted is None else _taken_in(ctx, Unit("independent", [Piece(drafted)]))


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
        second = _copy(first)
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
    pieces = [Piece(first), Piece(second, other_layout=rng.random() < 0.5)]
    return _taken_in(ctx, Unit(kind, pieces), [repeat])


def _rate(drafted: Draft) -> Decimal:
    by_article = {a.article_no: a.family.vat_rate for a in drafted.profile.articles}
    return next(by_article[l.article_no] for l in drafted.lines if l.article_no in by_article)


NUMBER_PREFIXES = {"nl": {"delivery_note": "PB", "order_confirmation": "OB", "payment_reminder": "HR"},
                   "fr": {"delivery_note": "BL", "order_confirmation": "CC", "payment_reminder": "RP"},
                   "de": {"delivery_note": "LS", "order_confirmation": "AB", "payment_reminder": "MA"},
                   "en": {"delivery_note": "DN", "order_confirmation": "OC", "payment_reminder": "RM"}}


def _number(rng: random.Random, language: str, kind: str) -> str:
    return f"{NUMBER_PREFIXES[language][kind]}{rng.randint(100000, 999999)}"


def other_document(ctx: InboxContext, trap: bool) -> Unit | None:
    """A document that is not an invoice: a delivery note or an order confirmation with an invoice's content
    (the twin: the same content arriving as an invoice, naming such a document), or a payment reminder that
    restates an invoice of the same inbox (the twin: that invoice arriving again). Every document of the
    unit names a delivery note or an order confirmation, and prints the terms that name a reminder, alike."""
    rng = ctx.rng
    kind = rng.choice(KINDS)
    drafted = _drafted(ctx)
    if drafted is None:
        return None
    language = drafted.profile.supplier.language
    named = "order_confirmation" if kind == "delivery_note" else "delivery_note"
    references = ((named, _number(rng, language, named)),)
    terms = rng.random() < 0.5
    if kind == "payment_reminder":
        issued = min(TODAY, drafted.invoice_date + timedelta(days=rng.randint(14, 45)))
        first = Piece(drafted, references=references, terms_note=terms)
        if trap:
            second = Piece(_copy(drafted), kind=kind, number=_number(rng, language, kind), issued=issued,
                           references=references, terms_note=terms)
        else:
            second = Piece(_copy(drafted), references=references, terms_note=terms, other_layout=rng.random() < 0.5)
        pieces = [first, second]
    elif trap:
        issued = drafted.invoice_date - timedelta(days=rng.randint(0, 10))
        pieces = [Piece(drafted, kind=kind, number=_number(rng, language, kind), issued=issued,
                        references=references, terms_note=terms)]
    else:
        pieces = [Piece(drafted, references=((kind, _number(rng, language, kind)),), terms_note=terms)]
    unit = Unit("not_an_invoice" if trap else "same_content_as_invoice", pieces, (f"document:{kind}",))
    return _taken_in(ctx, unit)


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
    return _taken_in(ctx, Unit("same_po_no_room" if trap else "same_po_both_fit", [Piece(d) for d in drafts]))


def _fitting(ctx: InboxContext, drafted: Draft) -> list[tuple[PurchaseOrder, Decimal]]:
    """The supplier's open POs with room left that the draft's lines fit (rule 4's test), each with its room,
    the draft's own rows counted."""
    invoiced = dict(ctx.invoiced)
    for inv in drafted.invoices:
        invoiced[inv.po_number] = invoiced.get(inv.po_number, Decimal(0)) + inv.net_amount
    orders = [*ctx.orders_by_supplier.get(drafted.profile.supplier.supplier_id, []), *drafted.orders]
    rooms = [(po, po.net_total - invoiced.get(po.po_number, Decimal(0))) for po in orders if po.status == "open"]
    return [(po, room) for po, room in rooms if room > 0 and po_fits_invoice(po, drafted)]


def note_pair(ctx: InboxContext, trap: bool) -> Unit | None:
    """An invoice rule 4 cannot place (more than one open PO fits it) naming one of two delivery notes of its
    goods, each on another of those POs. The trap: the named note arrives before the invoice, the other
    after it (booked or flagged on the named note's PO); the twin: the other note before it, the named one
    after (rule 4: flagged). The same three documents; only their order differs."""
    rng = ctx.rng
    drafted = _drafted(ctx, Branch.SEVERAL_FIT)
    if drafted is None:
        return None
    candidates = _fitting(ctx, drafted)
    if len(candidates) < 2:
        return None
    language = drafted.profile.supplier.language
    (named_po, room), (other_po, _) = rng.sample(candidates, 2)

    def note_on(po: PurchaseOrder) -> Piece:
        on_po = Draft(**{**_copy(drafted).__dict__, "po_reference": printed(po.po_number, drafted.profile)})
        return Piece(on_po, kind="delivery_note", number=_number(rng, language, "delivery_note"),
                     issued=drafted.invoice_date - timedelta(days=rng.randint(0, 10)))

    named, other = note_on(named_po), note_on(other_po)
    invoice = Piece(drafted, references=(("delivery_note", named.number),))
    if trap:
        drafted.branch = (Branch.BOOK_STATED if within_tolerance(total(drafted.lines), room)
                          else Branch.OVER_TOLERANCE_STATED)
    pieces = [named, invoice, other] if trap else [other, invoice, named]
    return _taken_in(ctx, Unit("po_from_delivery_note" if trap else "delivery_note_not_before", pieces))


UNIT_MAKERS = {"second_copy": lambda ctx: copy_pair(ctx, True),
               "same_amount_other_invoice": lambda ctx: copy_pair(ctx, False),
               "same_po_no_room": lambda ctx: same_po_pair(ctx, True),
               "same_po_both_fit": lambda ctx: same_po_pair(ctx, False),
               "not_an_invoice": lambda ctx: other_document(ctx, True),
               "same_content_as_invoice": lambda ctx: other_document(ctx, False),
               "po_from_delivery_note": lambda ctx: note_pair(ctx, True),
               "delivery_note_not_before": lambda ctx: note_pair(ctx, False),
               "independent": independent}
