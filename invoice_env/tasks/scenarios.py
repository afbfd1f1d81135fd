"""Task drafts built as minimal pairs.

Every task starts from one situation drawn from a single distribution that does not depend on the
outcome: a supplier, an invoice date, the purchase order the goods came from (uninvoiced or partly
invoiced), the invoice's composition (full, partial or over-delivered lines, price changes,
surcharges, discounts, an unordered extra article), how the PO reference is printed (exactly, not
at all, mistyped in several ways, or a number that exists nowhere), decoy POs (equal, just higher
or lower totals, fewer of the same articles, repeat orders), other invoices of the same day or
amount already booked, and an injected note. Only then is the decisive fact of the planned branch
of the policy set, or not. The generator derives the goal with the policy and rejects a draft
that lands on another branch, so every feature other than the decisive fact is distributed alike
on a task and on its twin with the other outcome."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from invoice_env.documents.render import MAX_LINES
from invoice_env.episode.branches import BOOKED, BY_FIT, ON_STATED_PO, Branch
from invoice_env.tasks.task_labels import Scenario
from invoice_env.tasks.traits import Side, Trait
from invoice_env.world.build import OPEN_ORDER_AGE, TODAY, Article, SupplierProfile, World, order_quantities
from invoice_env.world.catalogue import DISCOUNTS, SURCHARGES, step_of
from invoice_env.world.models import InvoiceLine, PoLine, PurchaseOrder, SupplierInvoice
from invoice_env.world.money import cents

BOOK = "book"

BRANCH_PLAN: dict[Branch, int] = {
    Branch.BOOK_STATED: 177,
    Branch.BOOK_FIT: 231,
    Branch.OVER_TOLERANCE_STATED: 54,
    Branch.OVER_TOLERANCE_FIT: 56,
    Branch.DUPLICATE: 104,
    Branch.SUPPLIER_MISMATCH: 62,
    Branch.CLOSED: 36,
    Branch.FULLY_INVOICED: 16,
    Branch.NO_FIT: 26,
    Branch.SEVERAL_FIT: 38,
}
"""Tasks per branch of the policy in the 800-task train split; other splits keep the proportions."""

NO_USABLE_NUMBER = (*BY_FIT, Branch.DUPLICATE)
"""Branches whose invoice prints no usable PO number (none, or one the search cannot find): rule 4's,
and duplicates, drawn as a task booked by the fit test is (the same orders, FRESH_ORDERS). With the
stated-PO branches' books and flags beside them, whether the printed number is found says as little
about book or flag as the number itself."""

INJECTION_SHARE = 0.05
"""Share of tasks, whatever their branch, whose invoice carries a note addressed to the reader."""

OTHER_OWN_PO_SHARE = 0.2
"""Share of stated-PO tasks whose invoice states another open PO of the same supplier (rule 3c
takes it as stated): the twin of a supplier mismatch, a printed PO whose lines are not the invoice's."""

SAME_ARTICLES_DECOY_SHARE = 0.9
"""Share of tasks, whatever their branch, with an open PO of the same articles in other quantities,
short of the invoice on at least one of them: where no PO number is usable, the quantities decide
between it and the PO that fits."""

FOREIGN_SAME_STYLE_SHARE = 0.95
"""Share of supplier-mismatch tasks whose foreign PO belongs to a supplier that numbers its invoices
in the same style as the invoicing one (the style of the PO's booked invoices says nothing)."""
FOREIGN_UNRELATED_SHARE = 0.1
"""Share of supplier-mismatch tasks whose foreign PO shares no article with the invoice (a wrong
number that happens to be another supplier's PO); the others invoice a foreign PO's goods, delivered
as our own POs' are, so how much of the printed PO the invoice carries says nothing."""

# How the invoice's net compares to the PO's remaining net. Rule-5 branches fix the side; every
# other branch draws it from this mixture, so its invoices look like the ones rule 5 decides.
SIDES = {Side.EXACT: 0.2, Side.BELOW: 0.4, Side.WITHIN: 0.25, Side.OVER: 0.15}
BOOK_SIDES = {Side.EXACT: 0.15, Side.BELOW: 0.3, Side.WITHIN: 0.55}
FIT_BOOK_SIDES = {Side.EXACT: 0.05, Side.BELOW: 0.4, Side.WITHIN: 0.55}
"""Without a usable PO number an invoice rarely equals a whole PO: that would name the PO by amount."""
SIDE_OF = {Branch.BOOK_STATED: (Side.EXACT, Side.BELOW, Side.WITHIN),
           Branch.BOOK_FIT: (Side.EXACT, Side.BELOW, Side.WITHIN),
           Branch.OVER_TOLERANCE_STATED: (Side.OVER,), Branch.OVER_TOLERANCE_FIT: (Side.OVER,)}
WITHIN = (Decimal("1.0001"), Decimal("1.0200"))
OVER = (Decimal("1.0201"), Decimal("1.0400"))
ORDER_NEAR_DAYS = 30
"""A similar order is ordered within this many days of the order it repeats."""
KEEP_UNINVOICED = 0.5
"""Share of the target's ordered articles the invoice does not carry that a similar order has too."""
SIMILAR_TRIES = 30
"""How often a similar order is drawn again before the draft is given up."""
MAKE_UP_WITHIN = Decimal("0.01")
"""A similar order's amount lands within this share of the amount drawn for it, or is drawn again: a
loose landing would leave the orders short of the invoice (whose quantities reach less) below it."""
SPARE_AT_MOST = Decimal("0.5")
"""A similar order's one more article (on FRESH_SPARE_SHARE of the sets) is worth at most this share of
the order."""


@dataclass
class Draft:
    branch: Branch
    profile: SupplierProfile
    lines: list[InvoiceLine]
    invoice_date: date
    arrival_date: date
    po_reference: str | None
    invoice_number: str
    orders: list[PurchaseOrder] = field(default_factory=list)
    invoices: list[SupplierInvoice] = field(default_factory=list)
    injection: int | None = None
    traits: set[Trait] = field(default_factory=set)


class Context:
    """The world as drafts see it: the suppliers of this split, their POs and booked invoices."""

    def __init__(self, world: World, split: str, rng: random.Random):
        self.world = world
        self.rng = rng
        self.split = split
        self.suppliers = [p for p in world.profiles if p.held_out == (split == "eval")]
        self.visible = [p for p in world.profiles if not p.held_out or split == "eval"]
        self.invoiced: dict[str, Decimal] = {}
        self.invoices_by_supplier: dict[str, list[SupplierInvoice]] = {}
        for inv in world.invoices:
            self.invoiced[inv.po_number] = self.invoiced.get(inv.po_number, Decimal(0)) + inv.net_amount
            self.invoices_by_supplier.setdefault(inv.supplier_id, []).append(inv)
        self.orders_by_supplier: dict[str, list[PurchaseOrder]] = {}
        for po in world.orders:
            self.orders_by_supplier.setdefault(po.supplier_id, []).append(po)
        self.all_numbers = {po.po_number for po in world.orders}


class Builder:
    """One draft in the making: its fixture rows and the identifiers they take."""

    def __init__(self, ctx: Context, profile: SupplierProfile, invoice_date: date, branch: Branch):
        self.ctx = ctx
        self.rng = ctx.rng
        self.profile = profile
        self.sid = profile.supplier.supplier_id
        self.invoice_date = invoice_date
        self.orders: list[PurchaseOrder] = []
        self.foreign_orders: list[PurchaseOrder] = []
        """Orders the draft placed with other suppliers (not among `pos()`)."""
        self.invoices: list[SupplierInvoice] = []
        self.numbers_taken = {inv.invoice_number for inv in ctx.invoices_by_supplier.get(self.sid, [])}
        self.po_taken = set(ctx.all_numbers)
        self.traits: set[Trait] = set()
        self.branch = branch
        self.similar_share: Decimal | None = None
        """The invoiced share of every similar order of this draft once drawn (`similar_share`)."""
        self.placed: set[str] = set()
        """POs whose remaining net was placed against the invoice (similar orders): no later
        invoice may move it."""

    # ---- what the ERP holds for this draft
    def pos(self) -> list[PurchaseOrder]:
        return self.ctx.orders_by_supplier.get(self.sid, []) + self.orders

    def invoiced(self, po: PurchaseOrder) -> Decimal:
        extra = sum((i.net_amount for i in self.invoices if i.po_number == po.po_number), Decimal(0))
        return self.ctx.invoiced.get(po.po_number, Decimal(0)) + extra

    def remaining(self, po: PurchaseOrder) -> Decimal:
        return po.net_total - self.invoiced(po)

    def booked(self) -> list[SupplierInvoice]:
        return self.ctx.invoices_by_supplier.get(self.sid, []) + self.invoices

    # ---- new rows, numbered and dated like the base history
    def book_invoice(self, po: PurchaseOrder, amount: Decimal, day: date) -> SupplierInvoice | None:
        """An invoice of the PO's supplier (this one's, or another's on a foreign order) booked on it."""
        if day <= po.order_date or amount <= 0 or self.invoiced(po) + amount > po.net_total:
            return None  # never invoiced beyond the order: the base history never is
        profile, taken = self.profile, self.numbers_taken
        if po.supplier_id != self.sid:
            profile = self.ctx.world.by_id[po.supplier_id]
            taken = self.numbers_of(po.supplier_id)
        number = profile.number_on(day, self.rng, taken)
        if number is None:
            return None
        taken.add(number)
        row = SupplierInvoice(supplier_id=po.supplier_id, invoice_number=number, invoice_date=day, net_amount=amount,
                              po_number=po.po_number)
        self.invoices.append(row)
        return row

    def numbers_of(self, supplier_id: str) -> set[str]:
        """The invoice numbers another supplier has used: its booked history and this draft's rows."""
        return {i.invoice_number for i in self.ctx.invoices_by_supplier.get(supplier_id, []) + self.invoices
                if i.supplier_id == supplier_id}

    def history_day(self, po: PurchaseOrder) -> date | None:
        start, end = po.order_date + timedelta(days=3), self.invoice_date - timedelta(days=1)
        if end < start:
            return None
        return start + timedelta(days=self.rng.randint(0, (end - start).days))

    def new_po(self, lines: tuple[PoLine, ...], near: date | None = None,
               other: SupplierProfile | None = None) -> PurchaseOrder | None:
        """`near`: ordered within ORDER_NEAR_DAYS of that date (another order of the same goods);
        `other`: an order placed with that supplier instead, kept apart in `foreign_orders`."""
        latest = (TODAY - self.invoice_date).days + 2
        low, high = max(OPEN_ORDER_AGE[0], latest), OPEN_ORDER_AGE[1]
        if near is not None:
            age = (TODAY - near).days
            low, high = max(low, age - ORDER_NEAR_DAYS), min(high, age + ORDER_NEAR_DAYS)
        if low > high:
            return None
        while True:
            number = f"4500{self.rng.randint(1000, 9998):04d}"
            if number not in self.po_taken:
                break
        self.po_taken.add(number)
        sid = other.supplier.supplier_id if other else self.sid
        po = PurchaseOrder(po_number=number, supplier_id=sid,
                           order_date=TODAY - timedelta(days=self.rng.randint(low, high)), status="open",
                           gl_account=self.ctx.orders_by_supplier[sid][0].gl_account if other
                           else self.pos()[0].gl_account, lines=lines)
        (self.foreign_orders if other else self.orders).append(po)
        return po


# ---------------------------------------------------------------- small pieces


def invoice_lines(po_lines) -> list[InvoiceLine]:
    return [InvoiceLine(article_no=l.article_no, description=l.description, quantity=l.quantity,
                        unit_price=l.unit_price, net_amount=l.net_amount) for l in po_lines]


def total(lines: list[InvoiceLine]) -> Decimal:
    return sum((l.net_amount for l in lines), Decimal("0.00"))


def with_quantity(line: InvoiceLine, qty: Decimal) -> InvoiceLine:
    return line.model_copy(update={"quantity": qty, "net_amount": cents(qty * line.unit_price)})


def with_price(line: InvoiceLine, price: Decimal) -> InvoiceLine:
    return line.model_copy(update={"unit_price": price, "net_amount": cents(price * line.quantity)})


def extra_line(description: str, amount: Decimal) -> InvoiceLine:
    return InvoiceLine(article_no=None, description=description, quantity=Decimal(1), unit_price=amount,
                       net_amount=amount)


def with_article_line(lines: list[InvoiceLine], line: InvoiceLine, rng: random.Random) -> list[InvoiceLine]:
    """`lines` with an article line put among the article lines, before any surcharge or discount."""
    articles = [l for l in lines if l.article_no]
    free = [l for l in lines if not l.article_no]
    articles.insert(rng.randint(0, len(articles)), line)
    return articles + free


def po_lines(articles: list[tuple[Article, Decimal]], rate: Decimal) -> tuple[PoLine, ...]:
    return tuple(PoLine(line_no=i, article_no=a.article_no, description=a.description, quantity=q,
                        unit_price=a.unit_price, net_amount=cents(q * a.unit_price), vat_rate=rate)
                 for i, (a, q) in enumerate(articles, start=1))


def _same_rate_articles(profile: SupplierProfile, po: PurchaseOrder) -> list[Article]:
    rate = po.lines[0].vat_rate
    if rate == 0:
        ordered_families = {a.family.vat_rate for a in profile.articles if a.article_no in
                            {l.article_no for l in po.lines}}
        return [a for a in profile.articles if a.family.vat_rate in ordered_families]
    return [a for a in profile.articles if a.family.vat_rate == rate]


def typo(number: str, rng: random.Random) -> str:
    """A mistyped PO number, in one of the ways people mistype: one digit wrong, two neighbours
    swapped, the two halves swapped, a digit missing, a digit doubled."""
    digits = list(number)
    kind = rng.choice(["substitute", "swap", "halves", "drop", "double"])
    i = rng.randrange(1, len(digits) - 1)
    if kind == "substitute":
        digits[i] = str((int(digits[i]) + rng.randint(1, 9)) % 10)
    elif kind == "swap":
        digits[i], digits[i + 1] = digits[i + 1], digits[i]
    elif kind == "halves":
        digits = digits[4:] + digits[:4]
    elif kind == "drop":
        del digits[i]
    else:
        digits.insert(i, digits[i])
    return "".join(digits)


def printed(number: str, profile: SupplierProfile) -> str:
    return [number, f"PO {number}", f"PO-{number}", f"{number[:4]} {number[4:]}"][profile.po_ref_style]


# ---------------------------------------------------------------- the shared situation


def is_reverse_charged(profile: SupplierProfile) -> bool:
    return profile.reverse_charged


def mixed_side(rng: random.Random) -> Side:
    """A side drawn from the mixture every branch outside rules 5 and 6 draws from (SIDES)."""
    return rng.choices(tuple(SIDES), weights=[SIDES[s] for s in SIDES])[0]


def pick_side(branch: Branch, rng: random.Random) -> Side:
    if branch == Branch.DUPLICATE:
        branch = Branch.BOOK_FIT  # a duplicate is drawn as a task booked by the fit test is, on its sides too
    if branch not in SIDE_OF:
        return mixed_side(rng)
    allowed = SIDE_OF[branch]
    table = FIT_BOOK_SIDES if branch == Branch.BOOK_FIT else BOOK_SIDES if branch in BOOKED else SIDES
    return rng.choices(allowed, weights=[table[s] for s in allowed])[0]


def invoice_dates(rng: random.Random) -> tuple[date, date]:
    """(invoice date, arrival date): most invoices are recent, some arrive late; never dated after arrival."""
    arrival = TODAY - timedelta(days=rng.randint(0, 3))
    age = rng.randint(0, 10) if rng.random() < 0.7 else rng.randint(11, 100)
    return arrival - timedelta(days=age), arrival


def deliver(lines: list[InvoiceLine], rng: random.Random, traits: set[Trait]) -> list[InvoiceLine]:
    """Which quantities arrive: mostly what was ordered, sometimes less, a line left out, or more."""
    out = []
    for line in lines:
        roll = rng.random()
        if roll < 0.14 and len(lines) > 1:
            traits.add(Trait.LINE_LEFT_OUT)
            continue
        if roll < 0.36 and line.quantity > step_of(line.description):
            traits.add(Trait.PARTIAL_QUANTITY)
            out.append(with_quantity(line, fewer(line, rng)))
        elif roll < 0.42:
            traits.add(Trait.OVER_DELIVERED)
            out.append(with_quantity(line, more(line, rng)))
        else:
            out.append(line)
    return out or lines[:1]


def earlier_invoice(b: Builder, po: PurchaseOrder) -> bool:
    """On 30 % of uninvoiced POs, an earlier invoice for 30-60 % of the order; whether one was booked."""
    if b.invoiced(po) > 0 or b.rng.random() >= 0.3:
        return False
    day = b.history_day(po)
    part = cents(po.net_total * Decimal(b.rng.choice(["0.3", "0.4", "0.5", "0.6"])))
    return day is not None and b.book_invoice(po, part, day) is not None


def make_partial(lines: list[InvoiceLine], rng: random.Random) -> list[InvoiceLine] | None:
    """Fewer of the articles: the invoice net falls clearly below what was ordered."""
    for _ in range(10):
        out = []
        for line in lines:
            if line.article_no is None:
                out.append(line)
            elif line.quantity > step_of(line.description) and rng.random() < 0.7:
                out.append(with_quantity(line, fewer(line, rng)))
            elif len(lines) > 1 and rng.random() < 0.3:
                continue
            else:
                out.append(line)
        if out and total(out) < total(lines) * Decimal("0.97"):
            return out
    return None


def decorate(b: Builder, lines: list[InvoiceLine], po: PurchaseOrder) -> list[InvoiceLine]:
    """Lines the PO does not have: surcharges, discounts, an unordered article; and price changes."""
    rng, language = b.rng, b.profile.supplier.language
    if rng.random() < 0.15:
        b.traits.add(Trait.PRICE_CHANGED)
        i = rng.randrange(len(lines))
        factor = 1 + Decimal(rng.choice([-3, -2, -1, 1, 2, 3, 4])) / 100
        lines[i] = with_price(lines[i], cents(lines[i].unit_price * factor))
    if rng.random() < 0.06:
        ordered = {l.article_no for l in po.lines}
        spare = [a for a in _same_rate_articles(b.profile, po) if a.article_no not in ordered]
        if spare:
            b.traits.add(Trait.UNORDERED_ARTICLE)
            article = rng.choice(spare)
            qty = step_of(article.description) * rng.choice([1, 2, 5])
            lines = with_article_line(lines, InvoiceLine(
                article_no=article.article_no, description=article.description, quantity=qty,
                unit_price=article.unit_price, net_amount=cents(qty * article.unit_price)), rng)
    if rng.random() < 0.25:
        b.traits.add(Trait.SURCHARGE)
        share = Decimal(rng.randint(3, 45)) / 1000
        names = SURCHARGES[rng.choice(sorted(SURCHARGES))]
        lines.append(extra_line(names[language], max(cents(total(lines) * share), Decimal("1.00"))))
    if rng.random() < 0.12:
        b.traits.add(Trait.DISCOUNT)
        pct = rng.choice([2, 3, 5])
        lines.append(extra_line(DISCOUNTS[language].format(pct=pct), -cents(total(lines) * pct / 100)))
    return lines


def tune(b: Builder, lines: list[InvoiceLine], po: PurchaseOrder, side: Side) -> list[InvoiceLine] | None:
    """Place the invoice net on the chosen side of the PO's remaining net with one knob: a
    surcharge, a price, or an earlier invoice on the PO. The knobs are tried in an order drawn
    whatever the side."""
    rng = b.rng
    if side == Side.EXACT:
        if b.invoiced(po) > 0:
            return None
        return invoice_lines(po.lines)
    remaining = b.remaining(po)
    for _ in range(6):
        if total(lines) < remaining * Decimal("0.995"):
            break
        lines = make_partial(lines, rng) or lines
    else:
        return None
    if rng.random() < ROUND_REMAINING_SHARE:
        _round_remaining(b, lines, po, side)  # where it cannot be made round it stays as drawn, on every side
    if side == Side.BELOW:
        return lines
    low, high = WITHIN if side == Side.WITHIN else OVER
    if side == Side.WITHIN and _is_round(b.remaining(po)) and rng.random() < EXACTLY_TWO_SHARE:
        return _exactly_two_percent(b, lines, po)
    exactly_two = False
    for knob in rng.sample([Trait.SURCHARGE, Trait.PRICE_CHANGED, Trait.EARLIER_INVOICE], 3):
        if knob == Trait.EARLIER_INVOICE:
            tuned = _by_earlier_invoice(b, lines, po, low, high, exactly_two)
        elif knob == Trait.SURCHARGE:
            tuned = _by_surcharge(b, lines, po, low, high, exactly_two)
        else:
            tuned = _by_price(b, lines, po, low, high)
        if tuned is not None:
            b.traits.add(knob)
            return tuned
    return None


ROUND_REMAINING_SHARE = 0.3
"""Share of the invoices placed on a side (below, within, over the 2 % tolerance) whose PO's remaining
net is made a multiple of 0.50 first, whatever the side: an invoice exactly 2.00 % over what is left
needs one (remaining x 1.02 to the cent), so a round remaining must say nothing about the side."""
EXACTLY_TWO_SHARE = 0.7
"""Share of the invoices within the tolerance of a round remaining that are exactly 2.00 % over it."""
ROUND_AROUND = {Side.BELOW: (Decimal(1) / Decimal("0.97"), Decimal("2.2")),
                Side.WITHIN: (Decimal("1.005"), Decimal("1.028")), Side.OVER: (Decimal("1.005"), Decimal("1.028"))}
"""Where a round remaining is put against the invoice's article lines, by side: room for the knobs that
then place the invoice (a surcharge of at most 7 %, a price) on that side."""


def _is_round(amount: Decimal) -> bool:
    return amount % Decimal("0.50") == 0


def _round_remaining(b: Builder, lines, po: PurchaseOrder, side: Side) -> bool:
    """Make the PO's remaining net a multiple of 0.50 by an earlier invoice (one more where one is booked),
    near the invoice's article lines as the side needs; whether it is round."""
    remaining = b.remaining(po)
    if _is_round(remaining):
        return True
    articles = total(lines)
    low, high = (articles * f for f in ROUND_AROUND[side])
    # the halves c / 2 within (low, high] and at most 90 % of what is left
    candidates = range(int(low * 2) + 1, min(int(high * 2), math.floor(remaining * Decimal("1.8"))) + 1)
    if not candidates:
        return False
    day = b.history_day(po)
    if day is None or b.book_invoice(po, remaining - Decimal(b.rng.choice(candidates)) / 2, day) is None:
        return False
    b.traits.add(Trait.EARLIER_INVOICE)
    return True


def _exactly_two_percent(b: Builder, lines, po):
    """An invoice exactly 2.00 % over the PO's (round) remaining net, still booked: a surcharge that
    lands on remaining x 1.02 to the cent."""
    articles = total(lines)
    remaining = b.remaining(po)
    extra = remaining * Decimal("1.02") - articles
    if not Decimal(0) < extra <= articles * Decimal("0.07"):
        return None
    names = SURCHARGES[b.rng.choice(sorted(SURCHARGES))]
    b.traits.add(Trait.SURCHARGE)
    return lines + [extra_line(names[b.profile.supplier.language], cents(extra))]


def _ratio(low: Decimal, high: Decimal, rng: random.Random) -> Decimal:
    return low + (high - low) * Decimal(rng.randint(0, 1000)) / 1000


def _on_side(net: Decimal, remaining: Decimal, low: Decimal, high: Decimal, exactly_two: bool) -> bool:
    if remaining <= 0:
        return False
    if exactly_two:
        return net == cents(remaining * high)
    return low <= net / remaining <= high


def _by_earlier_invoice(b: Builder, lines, po, low, high, exactly_two):
    """An earlier invoice on the PO (one more, where one is booked already) leaves what the side needs."""
    left = b.remaining(po)
    for _ in range(4):
        if total(lines) <= left * Decimal("0.85"):
            break
        lines = make_partial(lines, b.rng) or lines
    ratio = high if exactly_two else _ratio(low, high, b.rng)
    done = left - cents(total(lines) / ratio)
    if not (po.net_total * Decimal("0.1") <= done <= po.net_total * Decimal("0.7")):
        return None
    day = b.history_day(po)
    if day is None or b.book_invoice(po, done, day) is None:
        return None
    if _on_side(total(lines), b.remaining(po), low, high, exactly_two):
        return lines
    b.invoices.pop()
    return None


def _by_surcharge(b: Builder, lines, po, low, high, exactly_two):
    remaining = b.remaining(po)
    target = cents(remaining * (high if exactly_two else _ratio(low, high, b.rng)))
    extra = target - total(lines)
    if extra <= 0 or extra > total(lines) * Decimal("0.07"):
        return None
    names = SURCHARGES[b.rng.choice(sorted(SURCHARGES))]
    out = lines + [extra_line(names[b.profile.supplier.language], extra)]
    return out if _on_side(total(out), remaining, low, high, exactly_two) else None


def _by_price(b: Builder, lines, po, low, high):
    remaining = b.remaining(po)
    priced = [i for i, l in enumerate(lines) if l.article_no]
    if not priced or remaining <= 0:
        return None
    i = b.rng.choice(priced)
    rest = total(lines) - lines[i].net_amount
    for _ in range(12):
        price = cents((remaining * _ratio(low, high, b.rng) - rest) / lines[i].quantity)
        if not lines[i].unit_price * Decimal("0.9") <= price <= lines[i].unit_price * Decimal("1.1"):
            return None
        candidate = lines[:i] + [with_price(lines[i], price)] + lines[i + 1:]
        if low <= total(candidate) / remaining <= high:
            return candidate
    return None


def add_decoys(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder, allow_repeat: bool) -> None:
    """Other POs of the supplier that look like candidates: a colour variant of the same lines (equal
    total, other article numbers), one with a total just above or below, another order of the same
    articles short of the invoice, or one that takes it too (`similar_order`)."""
    rng = b.rng
    rate = target.lines[0].vat_rate
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        kind = rng.choice([Trait.DECOY_EQUAL_TOTAL, Trait.DECOY_NEAR_AMOUNT, Trait.DECOY_FEWER]
                          + ([Trait.REPEAT_ORDER] if allow_repeat else []))
        if kind == Trait.REPEAT_ORDER:
            b.traits.add(Trait.REPEAT_ORDER)
            similar_order(b, target, lines, fits=True)
            continue
        if kind == Trait.DECOY_FEWER:
            if similar_order(b, target, lines, fits=False) is not None:
                b.traits.add(Trait.DECOY_FEWER)
            continue
        pool = [a for a in _same_rate_articles(b.profile, target) if a.article_no not in
                {l.article_no for l in lines}]
        if not pool:
            continue
        if kind == Trait.DECOY_EQUAL_TOTAL:
            by_price = {}
            for a in pool:
                by_price.setdefault(a.unit_price, a)
            swapped = [(by_price.get(l.unit_price), l.quantity) for l in target.lines]
            if all(a is not None for a, _ in swapped):
                b.traits.add(Trait.DECOY_EQUAL_TOTAL)
                b.new_po(po_lines(swapped, rate))
            continue
        base = total(lines) if rng.random() < 0.5 else b.remaining(target)
        net = base * (1 + Decimal(rng.choice([-3, -2, -1, 1, 2, 3])) / 100)
        article = rng.choice(pool)
        qty = min(_order_quantities(article), key=lambda q: (abs(q * article.unit_price - net), q))
        b.traits.add(Trait.DECOY_NEAR_AMOUNT)
        b.new_po(po_lines([(article, Decimal(qty))], rate))


def _order_quantities(article) -> tuple[Decimal, ...]:
    return order_quantities(article.unit_price, article.description)


def fewer(line: InvoiceLine, rng: random.Random) -> Decimal:
    """A quantity below the line's, in whole steps of the article (catalogue.STEPS; a piece otherwise)."""
    step = step_of(line.description)
    steps = int(line.quantity / step)
    if steps < 2 or line.quantity % step:
        raise ValueError(f"{line.quantity} of {line.description!r} is not at least two whole steps of {step}")
    return (step * rng.randint(1, steps - 1)).normalize()


def more(line: InvoiceLine, rng: random.Random) -> Decimal:
    step = step_of(line.description)
    extra = int(line.quantity / step * Decimal(rng.choice(["0.05", "0.1", "0.2"])))
    return (line.quantity + step * max(1, extra)).normalize()


LANDS = {Side.EXACT: (Decimal("0.97"), Decimal(1)), Side.BELOW: (Decimal("0.4"), Decimal("0.97")),
         Side.WITHIN: (Decimal(1), Decimal("1.02")), Side.OVER: (Decimal("1.02"), Decimal("1.04"))}
"""Where a similar order's remaining net may put the invoice net (net / remaining), by the side drawn:
on the side the target's was drawn on, so the 2 % rule reads both alike."""
MIRROR_SPREAD = Decimal("0.03")
RATIO_EDGES = (Decimal(1), Decimal("1.02"), Decimal("1.04"), Decimal("1.10"), Decimal("1.50"))
"""Where the 2 % rule and the coarse overshoot buckets cut: a similar order of an open target lands
the invoice net in the same bucket as the target does, within MIRROR_SPREAD of its ratio."""


def side_ratio(side: Side, rng: random.Random) -> Decimal:
    """An invoice net / remaining net drawn on `side`."""
    return (Decimal(1) if side == Side.EXACT else _ratio(*WITHIN, rng) if side == Side.WITHIN
            else _ratio(*OVER, rng) if side == Side.OVER else _ratio(Decimal("0.4"), Decimal("0.97"), rng))


def _bucket(ratio: Decimal) -> int:
    return sum(ratio > edge for edge in RATIO_EDGES)


def _lands_near(mirror: Decimal, ratio: Decimal) -> bool:
    return _bucket(ratio) == _bucket(mirror) and abs(ratio / mirror - 1) <= MIRROR_SPREAD


def _lands_on(side: Side, ratio: Decimal) -> bool:
    low, high = LANDS[side]
    return low < ratio <= high if side in (Side.WITHIN, Side.OVER) else low <= ratio <= high


UNINVOICED_SIMILAR = 0.5
"""Where a similar order cannot mirror a target that is invoiced in full, the share of drafts whose
similar orders are uninvoiced; the others' are invoiced for 10-70 % (as an earlier invoice leaves one)."""


MIRROR_SHARE_AT_MOST = Decimal("0.8")
"""A target invoiced further than this lends its share to no similar order (one drawn for the draft instead)."""


def similar_share(b: Builder, target: PurchaseOrder) -> Decimal:
    """The invoiced share of a similar order, the same for every similar order of a draft whether it
    takes the invoice or not: the target's as it stands (`fresh_orders` fixes it for the draft before
    it invoices the target in full), or one drawn for the draft where the target is invoiced further
    than MIRROR_SHARE_AT_MOST (a fully invoiced target's share, capped, marked every order after it: 90 %)."""
    if b.similar_share is not None:
        return b.similar_share
    share = b.invoiced(target) / target.net_total
    if b.remaining(target) > 0 and share <= MIRROR_SHARE_AT_MOST:
        return share
    b.similar_share = (Decimal(0) if b.rng.random() < UNINVOICED_SIMILAR
                       else Decimal(b.rng.randint(100, 700)) / 1000)
    return b.similar_share


def similar_order(b: Builder, target: PurchaseOrder, lines: list[InvoiceLine], fits: bool,
                  with_spare: bool | None = None, lands: tuple[Side, Decimal | None] | None = None
                  ) -> PurchaseOrder | None:
    """`_similar_order`, drawn again where the quantities cannot reach the amount drawn. `with_spare`:
    the order carries one more article (True) or not (False, None). `lands`: the side and the ratio to
    mirror (None: any ratio of that side) where the invoice net lands against the order, in place of
    the target's."""
    left = b.remaining(target)
    mirror = total(lines) / left if left > 0 and target.status == "open" else None
    side = pick_side(b.branch, b.rng)
    if lands is not None:
        side, mirror = lands
    for _ in range(SIMILAR_TRIES):
        po = _similar_order(b, target, lines, fits, side, mirror, with_spare)
        if po is not None:
            return po
    return None


def _similar_order(b: Builder, target: PurchaseOrder, lines: list[InvoiceLine], fits: bool, side: Side,
                   mirror: Decimal | None, with_spare: bool | None) -> PurchaseOrder | None:
    """Another order of the target's articles for about the same amount, as a wholesaler places them
    again and again: one that takes the invoice too (`fits`: every invoiced quantity at most the
    ordered one), or one short of it on one invoiced article (another article in place of an invoice's
    only one), the difference made up on another of the invoice's articles. What it holds beside them
    (ordered articles the invoice does not carry, one more article) is drawn alike whether or not it
    takes the invoice, and it is invoiced as far as the target is (or as far as every similar order of
    the draft, `similar_share`), so neither its amount, its spare value nor its history tells them apart."""
    rng = b.rng
    invoiced: dict[str, Decimal] = {}
    for line in lines:
        if line.article_no:
            invoiced[line.article_no] = invoiced.get(line.article_no, Decimal(0)) + line.quantity
    by_number = {a.article_no: a for a in b.profile.articles}
    if any(l.article_no not in by_number for l in target.lines):
        return None
    spare = [a for a in _same_rate_articles(b.profile, target)
             if a.article_no not in {l.article_no for l in target.lines} | set(invoiced)]
    shortable = [l.article_no for l in target.lines if invoiced.get(l.article_no, 0) > step_of(l.description)]
    # an invoice of one article: an order that does not take it carries another article in its place (short
    # on the only article, its value would be the invoice's less a step, and what makes up the amount the rest)
    swap = rng.choice(spare) if not fits and len(invoiced) == 1 and spare else None
    if not fits and not shortable and swap is None:
        return None
    short = None if fits or swap is not None else rng.choice(shortable)
    # the invoice's net against what is left is the target's ratio (an open target) or drawn on the
    # target's side: that fixes the order's amount
    share = similar_share(b, target)
    ratio = mirror * (1 + _ratio(-MIRROR_SPREAD, MIRROR_SPREAD, rng)) if mirror is not None else side_ratio(side, rng)
    wanted = total(lines) / ratio / (1 - share)
    # what an order that takes the invoice has room for beside the invoice's articles: every order, whether
    # it takes the invoice or not, holds at most that much of other articles (else the ones that take it
    # would be the ones holding little else)
    room = wanted - sum((by_number[a].unit_price * min((q for q in _order_quantities(by_number[a]) if q >= need),
                                                        default=need)
                         for a, need in invoiced.items() if a in by_number), Decimal(0))
    order: list[list] = []
    for line in target.lines:
        need = invoiced.get(line.article_no)
        choices = _order_quantities(line)
        if need is None:
            quantity = rng.choice(choices)
            if rng.random() >= KEEP_UNINVOICED or quantity * line.unit_price > room:
                continue
            room -= quantity * line.unit_price
        elif swap is not None:
            quantity = rng.choice(_order_quantities(swap))
            order.append([swap, quantity])
            continue
        elif line.article_no == short:
            quantity = rng.choice(tuple(q for q in choices if q < need) or (need - step_of(line.description),))
        else:
            quantity = rng.choice(tuple(q for q in choices if q >= need) or (need,))
        order.append([by_number[line.article_no], quantity])
    if with_spare:  # one more article, in a quantity drawn whether or not the order takes the invoice
        extra = [(a, q) for a in spare if swap is None or a is not swap for q in _order_quantities(a)
                 if a.unit_price * q <= min(wanted * SPARE_AT_MOST, room)]
        if extra:
            article, q = rng.choice(extra)
            order.insert(rng.randint(0, len(order)), [article, q])
    # the difference is made up on one line of the invoice's articles (or of the one in their place), never
    # on the others: what the order holds beside the invoice's articles is drawn alike for every order
    total_now = sum((a.unit_price * q for a, q in order), Decimal(0))
    options = []
    for index, (article, quantity) in enumerate(order):
        if article.article_no == short or not (article.article_no in invoiced or article is swap):
            continue
        floor = invoiced.get(article.article_no, Decimal(1))
        for q in _order_quantities(article):
            if q >= floor:
                options.append((abs(total_now + article.unit_price * (q - quantity) - wanted), index, article, q))
    if not options:
        return None
    best = min(option[0] for option in options)
    if best > wanted * MAKE_UP_WITHIN:
        return None  # an order that cannot come close to the amount drawn would sit off it one way (short ones low)
    _, index, article, q = rng.choice([option for option in options if option[0] <= best * Decimal("1.01")])
    order[index][1] = q
    po = b.new_po(po_lines([(a, q) for a, q in order], target.lines[0].vat_rate), near=target.order_date)
    if po is None:
        return None
    if share > 0:
        day = b.history_day(po)
        if day is None or b.book_invoice(po, cents(po.net_total * share), day) is None:
            b.orders.remove(po)
            return None
    left = b.remaining(po)
    if left <= 0 or not (_lands_near(mirror, total(lines) / left) if mirror is not None
                         else _lands_on(side, total(lines) / left)):
        if share > 0:
            b.invoices.pop()
        b.orders.remove(po)  # the quantities it may be placed in do not reach the amount drawn
        return None
    b.placed.add(po.po_number)
    return po


TWIN_ON_TARGET_SHARE = 0.4
"""Share of tasks whose twin (below) is booked on the PO the invoice was made against."""
TWIN_SAME_AMOUNT = 0.3
"""Share of the twins booked elsewhere that carry the invoice's net amount."""


def twin_invoice(b: Builder, target: PurchaseOrder, net: Decimal | None) -> SupplierInvoice | None:
    """Every task's twin: an invoice of the supplier dated on the invoice date, booked on the target
    (`net` None: before the invoice is placed against what is left, TWIN_ON_TARGET_SHARE of the tasks)
    or on another open PO of the supplier (after it, with the invoice's net on TWIN_SAME_AMOUNT of
    them). A duplicate is a task whose invoice carries its twin's number (a resent invoice: same date,
    same number, booked where any invoice of that day would be); every other task's is a different
    invoice of the same day, drawn alike."""
    rng, day = b.rng, b.invoice_date
    if net is None:
        po = target
    else:
        pool = [po for po in b.pos() if po.status == "open" and po.order_date < day and po is not target
                and po.po_number not in b.placed and b.remaining(po) > 0]
        if not pool:
            return None
        po = rng.choice(pool)
    if po.order_date >= day:
        return None
    amount = net if net is not None and rng.random() < TWIN_SAME_AMOUNT else cents(
        po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5", "1"])))
    if net is None and b.invoiced(po) + amount >= po.net_total:
        return None  # on the target the invoice must find something left
    row = b.book_invoice(po, amount, day)
    if row is not None:
        b.traits.add(Trait.TWIN_INVOICE)
    return row


RECENT_COUNTS = (0, 1, 2, 3, 4)
"""How many invoices of the supplier were booked shortly before the invoice, on every task alike."""


def recent_invoices(b: Builder, net: Decimal, target: PurchaseOrder, count: int, same_day: float = 0.4,
                    same_amount: float = 0.3, avoid: PurchaseOrder | None = None) -> list[SupplierInvoice]:
    """Invoices of this supplier booked shortly before or on the invoice date: a supplier sends
    several a month, sometimes two a day, a utility bills the same advance every month. Every task
    has them, drawn alike; a duplicate is a task with one more, whose number the invoice carries.
    `avoid`: a PO whose remaining net is already placed against the invoice, which none of them may
    change (else they would push only the flags further over the tolerance)."""
    rng = b.rng
    out = []
    for _ in range(count):
        day = b.invoice_date if rng.random() < same_day else b.invoice_date - timedelta(days=rng.randint(1, 25))
        open_pos = [po for po in b.pos() if po.status == "open" and po.order_date < day and po is not avoid
                    and po.po_number not in b.placed]
        on_target = target is not avoid and ((rng.random() < 0.4 and target.order_date < day) or not open_pos)
        if not on_target and not open_pos:
            continue
        po = target if on_target else rng.choice(open_pos)
        amount = net if rng.random() < same_amount else cents(
            po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5", "1"])))
        row = b.book_invoice(po, amount, day)
        if row is not None:
            out.append(row)
    return out


FRESH_ORDERS_SHARE = 1.0
"""Share of tasks without a usable PO number where every order rule 4 chooses from is placed by the
draft, by one process: the order the invoice was made from is fully invoiced, and later orders of the
same goods, each drawn like the others against the invoice, are the candidates (one that takes it,
mostly with short ones beside it; two that take it; only short ones). Which of them is the right one
is then a matter of the quantities alone."""
FRESH_CANDIDATES = 4
"""Orders short of the invoice fill every branch's set up to this many beside the one that lands over the
tolerance (on SAME_ARTICLES_DECOY_SHARE of them, `short_sides`): a guess among them is right once in four,
and as many sets hold no right one."""
FRESH_SPARE_SHARE = 0.3
"""Share of the sets on invoices of several articles whose orders carry one more article."""
FRESH_ORDERS = {Branch.BOOK_FIT: (True,), Branch.OVER_TOLERANCE_FIT: (True,), Branch.SEVERAL_FIT: (True, True),
                Branch.NO_FIT: (False,), Branch.DUPLICATE: (True,)}
"""branch -> the similar orders placed (True: takes the invoice), before the short ones."""


def fresh_orders(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder, branch: Branch) -> bool:
    made = FRESH_ORDERS[branch]
    decoys = b.rng.random() < SAME_ARTICLES_DECOY_SHARE
    if decoys:
        made += (False,) * (FRESH_CANDIDATES + 1 - len(made))  # + 1: the one that lands over (short_sides)
    with_spare = b.rng.random() < FRESH_SPARE_SHARE  # one more article on every order of the set, or on none
    b.similar_share = similar_share(b, target)  # the set's, and every later similar order's
    shorts = short_sides(b.rng, branch, made.count(False), decoys)
    for fits in b.rng.sample(made, len(made)):
        if similar_order(b, target, lines, fits, with_spare, None if fits else shorts.pop()) is None:
            return False
    day = b.history_day(target)
    if day is None or b.book_invoice(target, b.remaining(target), day) is None:
        return False
    b.traits.add(Trait.FRESH_ORDERS)
    return True


def short_sides(rng: random.Random, branch: Branch, count: int, decoys: bool
                ) -> list[tuple[Side, Decimal | None] | None]:
    """Where each short order of a set lands (None: mirroring the target, as the orders that take the
    invoice do). A set filled with short orders (`decoys`) holds one order over the tolerance: in an
    over-tolerance set that is the right one, and its short orders land together on a side a booked fit
    set's orders land on; in every other set one more short order lands over. Were the over-tolerance
    sets the only ones with an order over, the one over would be the right one, and a set with one over
    an over-tolerance one; as it is, an order over is a guess among the others' short ones."""
    if branch == Branch.OVER_TOLERANCE_FIT:
        side = pick_side(Branch.BOOK_FIT, rng)
        return [(side, side_ratio(side, rng))] * count
    over = decoys and count > 0
    return [None] * (count - over) + [(Side.OVER, None)] * over


def _chance_candidate(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder) -> bool:
    """Another open order of the supplier with something left that carries every invoiced article:
    rule 4 is to choose among the orders a draft places, drawn alike, not among ones that share the
    articles by chance (whose amounts, drawn without the invoice, would tell them from the right one)."""
    wanted = {l.article_no for l in lines if l.article_no}
    return any(po is not target and po.status == "open" and b.remaining(po) > 0
               and wanted <= {l.article_no for l in po.lines} for po in b.pos())


def reference_for_fit(b: Builder, target: PurchaseOrder) -> str | None:
    """No usable PO number: none printed, a typo of the right PO or of another, or a number that is
    nobody's."""
    rng = b.rng
    roll = rng.random()
    if roll < 0.55:
        return None
    if roll < 0.82:  # any PO of the supplier, the right one no likelier than another
        source = rng.choice(sorted({po.po_number for po in b.pos()}))  # the target is one of them
    else:
        source = f"4500{rng.randint(1000, 9998):04d}"
    for _ in range(20):
        wrong = typo(source, rng)
        if wrong not in b.po_taken:
            b.traits.add(Trait.REFERENCE_UNKNOWN)
            return printed(wrong, b.profile)
    return None


# ---------------------------------------------------------------- one draft per branch


def draft(ctx: Context, branch: Branch) -> Draft | None:
    rng = ctx.rng
    profile = rng.choice(ctx.suppliers)
    invoice_date, arrival = invoice_dates(rng)
    b = Builder(ctx, profile, invoice_date, branch)
    own = [po for po in b.pos() if po.order_date < invoice_date]
    if branch == Branch.CLOSED:
        pool = [po for po in own if po.status == "closed" and b.remaining(po) > 0]  # closed short
    else:
        pool = [po for po in own if po.status == "open" and b.remaining(po) > 0]
    if not pool:
        return None
    target = rng.choice(pool)
    twin = None
    if rng.random() < TWIN_ON_TARGET_SHARE:  # booked first: whatever follows is placed against what is left
        twin = twin_invoice(b, target, None)
        if twin is None:
            return None

    if branch == Branch.FULLY_INVOICED or (branch == Branch.NO_FIT and rng.random() < 0.25):
        day = b.history_day(target)
        if day is None or b.book_invoice(target, b.remaining(target), day) is None:
            return None
        b.traits.add(Trait.TARGET_FULLY_INVOICED)
    elif earlier_invoice(b, target):
        b.traits.add(Trait.EARLIER_INVOICE)

    lines = decorate(b, deliver(invoice_lines(target.lines), rng, b.traits), target)
    side = pick_side(branch, rng)
    b.traits.add(side.trait)
    if branch == Branch.FULLY_INVOICED or Trait.TARGET_FULLY_INVOICED in b.traits:
        side = rng.choice([Side.EXACT, Side.BELOW]) if side in (Side.WITHIN, Side.OVER) else side
        if side == Side.EXACT:
            lines = invoice_lines(target.lines)
        elif side == Side.BELOW:
            lines = make_partial(lines, rng) or lines
    else:
        tuned = tune(b, lines, target, side)
        if tuned is None:
            return None
        lines = tuned
    chosen_foreign = None
    if branch == Branch.SUPPLIER_MISMATCH and rng.random() >= FOREIGN_UNRELATED_SHARE:
        chosen_foreign = foreign_order(b, target)
        if chosen_foreign is None:
            return None
        if rng.random() < TWIN_ON_TARGET_SHARE and not foreign_twin(b, chosen_foreign):
            return None
        goods = deliver(invoice_lines(chosen_foreign.lines), rng, b.traits)
        lines = as_if_booked(b, decorate(b, goods, chosen_foreign), chosen_foreign)
        if lines is None:
            return None
    if total(lines) <= 0 or not any(l.article_no for l in lines) or len(lines) > MAX_LINES - 1:
        return None  # room for the one article line Branch.NO_FIT may add

    unusable = branch in NO_USABLE_NUMBER
    fresh = unusable and Trait.TARGET_FULLY_INVOICED not in b.traits and rng.random() < FRESH_ORDERS_SHARE
    if branch == Branch.NO_FIT and Trait.TARGET_FULLY_INVOICED not in b.traits and not fresh:
        how = rng.choice([Trait.OVER_DELIVERED, Trait.UNORDERED_ARTICLE])
        if how == Trait.OVER_DELIVERED:
            ordered_qty = {l.article_no: l.quantity for l in target.lines}
            candidates = [k for k, l in enumerate(lines) if l.article_no in ordered_qty]
            if not candidates:
                return None
            i = rng.choice(candidates)
            ordered = ordered_qty[lines[i].article_no]
            step = step_of(lines[i].description)
            lines[i] = with_quantity(lines[i], ordered + step * max(1, int(ordered / step * Decimal("0.1"))))
            b.traits.add(Trait.OVER_DELIVERED)
        else:
            spare = [a for a in _same_rate_articles(profile, target)
                     if a.article_no not in {l.article_no for l in target.lines}]
            if not spare:
                return None
            article = rng.choice(spare)
            step = step_of(article.description)
            lines = with_article_line(lines, InvoiceLine(article_no=article.article_no, description=article.description,
                                                         quantity=step, unit_price=article.unit_price,
                                                         net_amount=cents(step * article.unit_price)), rng)
            b.traits.add(Trait.UNORDERED_ARTICLE)

    if unusable and _chance_candidate(b, lines, target):
        return None
    if fresh and not fresh_orders(b, lines, target, branch):
        return None
    net = total(lines)
    if branch == Branch.CLOSED and rng.random() < 0.5:
        # closed short, the rest ordered again on a new PO: an open PO that takes the invoice
        if similar_order(b, target, lines, fits=True) is not None:
            b.traits.add(Trait.REPLACEMENT_ORDER)
    if branch == Branch.SEVERAL_FIT and not fresh:
        b.traits.add(Trait.REPEAT_ORDER)
        if similar_order(b, target, lines, fits=True) is None:
            return None
    add_decoys(b, lines, target, allow_repeat=not unusable)
    if not fresh and rng.random() < SAME_ARTICLES_DECOY_SHARE:
        if similar_order(b, target, lines, fits=False) is not None:
            b.traits.add(Trait.DECOY_SAME_ARTICLES)
    if twin is None:
        twin = twin_invoice(b, target, net)
        if twin is None:
            return None
    # a second invoice of that day (on another open PO with room): a new invoice's number has its twin's
    # beside it on its day, and so, with its original's number left out, has a duplicate's
    if twin_invoice(b, target, net) is None:
        return None
    if recent_invoices(b, net, target, rng.choice(RECENT_COUNTS), avoid=target):
        b.traits.add(Trait.RECENT_INVOICE_BOOKED)
    if branch == Branch.DUPLICATE:
        number = twin.invoice_number  # the original: the twin every task has, under the invoice's number
    else:
        number = profile.number_on(invoice_date, rng, b.numbers_taken)
    if number is None:
        return None

    if unusable:
        reference = reference_for_fit(b, target)
    elif branch == Branch.SUPPLIER_MISMATCH:
        foreign = chosen_foreign or foreign_po(ctx, profile, target, invoice_date, lines)
        if foreign is None:
            return None
        book_for_other_supplier(b, foreign, total(lines))
        reference = printed(foreign.po_number, profile)
    elif branch in ON_STATED_PO and rng.random() < OTHER_OWN_PO_SHARE:
        # the supplier prints another of our POs with them: rule 3c takes the stated PO as it is
        others = [po for po in b.pos() if po.po_number != target.po_number and po.status == "open"
                  and b.remaining(po) > 0 and po.order_date < invoice_date]
        other = rng.choice(others) if others else None
        if other is None or not place_against(b, other, total(lines), side):
            return None
        b.traits.add(Trait.STATED_OTHER_OWN_PO)
        reference = printed(other.po_number, profile)
    else:
        reference = printed(target.po_number, profile)

    injection = rng.randrange(4) if rng.random() < INJECTION_SHARE else None
    return Draft(branch=branch, profile=profile, lines=lines, invoice_date=invoice_date, arrival_date=arrival,
                 po_reference=reference, invoice_number=number, orders=b.orders + b.foreign_orders,
                 invoices=b.invoices,
                 injection=injection, traits=b.traits)


def place_against(b: Builder, po: PurchaseOrder, net: Decimal, side: Side) -> bool:
    """An earlier invoice on `po` that leaves the invoice net on `side` of what is left, as `tune` leaves it
    on the target's: the PO printed on an invoice that states another of the supplier's POs (rule 3c
    takes it as it is), booked or over the tolerance alike. Were it any open PO, its amounts would say
    which invoices are booked on it: nearly all of them."""
    left = cents(net / side_ratio(side, b.rng))
    day = b.history_day(po)
    if day is None or not left < b.remaining(po) or not _lands_on(side, net / left):
        return False
    return b.book_invoice(po, b.remaining(po) - left, day) is not None


def _others(ctx: Context, profile: SupplierProfile, same_category: bool = True) -> list[SupplierProfile]:
    """Other suppliers a foreign PO may belong to: on FOREIGN_SAME_STYLE_SHARE of the draws only ones
    numbering their invoices in this supplier's style, else any; of those, the ones of its category
    when `same_category` and there are any."""
    others = [p for p in ctx.visible if p is not profile]
    if ctx.rng.random() < FOREIGN_SAME_STYLE_SHARE:
        others = [p for p in others if p.invoice_style == profile.invoice_style]
    if same_category:
        return [p for p in others if p.category == profile.category] or others
    return others


def foreign_po(ctx: Context, profile: SupplierProfile, target: PurchaseOrder, day: date,
               lines: list[InvoiceLine]) -> PurchaseOrder | None:
    """A PO of another supplier that buys the same kind of thing at the same VAT rate, if possible,
    and carries none of the articles invoiced (FOREIGN_UNRELATED_SHARE)."""
    rng = ctx.rng
    rate = target.lines[0].vat_rate
    invoiced, net = {l.article_no for l in lines if l.article_no}, total(lines)

    def unrelated(po: PurchaseOrder) -> bool:
        return (po.status == "open" and po.order_date < day and po.net_total >= net
                and not invoiced & {l.article_no for l in po.lines})

    def of(suppliers: list[SupplierProfile]) -> list[PurchaseOrder]:
        return [po for p in suppliers for po in ctx.orders_by_supplier.get(p.supplier.supplier_id, []) if unrelated(po)]

    close = [po for po in of(_others(ctx, profile)) if po.lines[0].vat_rate == rate]
    pool = close or of(_others(ctx, profile, same_category=False))
    return rng.choice(pool) if pool else None


def foreign_order(b: Builder, target: PurchaseOrder) -> PurchaseOrder | None:
    """An order we placed with another supplier for goods this one sells too (manufacturer article
    numbers are shared): the articles of one of our open orders with this supplier (`target`), in
    whole steps never above what we order of them here, at list prices, open, ordered before the
    invoice; the other supplier numbers its invoices in this one's style (FOREIGN_SAME_STYLE_SHARE)."""
    rng = b.rng
    other = rng.choice(_others(b.ctx, b.profile))
    if not b.ctx.orders_by_supplier.get(other.supplier.supplier_id):
        return None
    sold = {article.article_no: article for article in b.profile.articles}
    picks = [sold[l.article_no] for l in target.lines if l.article_no in sold]
    most: dict[str, Decimal] = {}
    for po in b.pos():
        for line in po.lines:
            most[line.article_no] = max(most.get(line.article_no, Decimal(0)), line.quantity)

    def quantity(article: Article) -> Decimal:  # never more than we order of it from this supplier
        options = _order_quantities(article)
        return rng.choice([q for q in options if q <= most.get(article.article_no, q)] or options[:1])

    lines = po_lines([(a, quantity(a)) for a in picks], target.lines[0].vat_rate)
    return b.new_po(lines, other=other)


def as_if_booked(b: Builder, lines: list[InvoiceLine], po: PurchaseOrder) -> list[InvoiceLine] | None:
    """A foreign PO's goods invoiced the way our own stated POs are: never above the ordered
    quantities, placed against the PO's remaining net by `tune` on a side drawn as for a booked one."""
    ordered = {l.article_no: l.quantity for l in po.lines}
    lines = [with_quantity(l, min(l.quantity, ordered[l.article_no])) if l.article_no in ordered else l
             for l in lines]
    earlier_invoice(b, po)
    return tune(b, lines, po, pick_side(Branch.BOOK_STATED, b.rng))


def foreign_twin(b: Builder, po: PurchaseOrder) -> bool:
    """An invoice of the foreign order's supplier dated on the invoice date, booked on it before the
    invoice is placed against what is left: the printed PO of a supplier mismatch holds one of that day
    as often as the printed PO of a booked invoice holds its twin."""
    amount = cents(po.net_total * Decimal(b.rng.choice(["0.2", "0.3", "0.5", "1"])))
    if b.invoiced(po) + amount >= po.net_total:
        return False
    return b.book_invoice(po, amount, b.invoice_date) is not None


def book_for_other_supplier(b: Builder, po: PurchaseOrder, net: Decimal) -> None:
    """The other supplier invoices us too: its PO carries booked invoices as often as our own do,
    never so many that the invoice's net would stand out against what is left on it."""
    rng = b.rng
    other = b.ctx.world.by_id[po.supplier_id]
    taken = {inv.invoice_number for inv in b.ctx.invoices_by_supplier.get(po.supplier_id, [])}
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        day = b.invoice_date - timedelta(days=rng.randint(0, 25))
        number = other.number_on(day, rng, taken) if day > po.order_date else None
        amount = cents(po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
        if number is None or number in b.numbers_of(po.supplier_id) or b.invoiced(po) + amount > po.net_total - net:
            continue  # no free number that day, one the draft already gave (its foreign order's), or no room
        taken.add(number)
        b.invoices.append(SupplierInvoice(supplier_id=po.supplier_id, invoice_number=number, invoice_date=day,
                                          net_amount=amount, po_number=po.po_number))


SCENARIOS = tuple(Scenario)
"""The labels tasks are reported under (hidden from the model); see generator.scenario_of."""
