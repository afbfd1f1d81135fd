"""Scenario recipes: each draws one invoice situation from the world. A recipe states the
outcome it means to produce; the generator then derives the real goal with the policy and
rejects any draft where the two disagree or the policy is ambiguous."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Callable

from invoice_env.catalogue import SURCHARGES
from invoice_env.models import InvoiceLine, PoLine, PurchaseOrder, SupplierInvoice
from invoice_env.money import cents
from invoice_env.world import TODAY, SupplierProfile, World

BOOK = "book"


@dataclass
class Draft:
    scenario: str
    profile: SupplierProfile
    lines: list[InvoiceLine]
    intended: str  # "book" or a reason code
    difficulty: str
    po_reference: str | None = None
    fixtures: list[SupplierInvoice] = field(default_factory=list)
    invoice_number: str | None = None
    invoice_date: date | None = None
    injection: int | None = None  # template index of the locale's injections
    injection_args: dict[str, str] = field(default_factory=dict)


class Context:
    """The world as a recipe sees it: the suppliers of this split and base invoice history."""

    def __init__(self, world: World, split: str, rng: random.Random):
        self.world = world
        self.rng = rng
        self.split = split
        held_out = [p for p in world.profiles if p.held_out]
        seen = [p for p in world.profiles if not p.held_out]
        self.suppliers = held_out if split == "eval" else seen
        self.fallback = world.profiles
        self.base_invoiced: dict[str, Decimal] = {}
        self.invoices_by_po: dict[str, list[SupplierInvoice]] = {}
        for inv in world.invoices:
            self.base_invoiced[inv.po_number] = self.base_invoiced.get(inv.po_number, Decimal(0)) + inv.net_amount
            self.invoices_by_po.setdefault(inv.po_number, []).append(inv)
        self.orders_by_supplier: dict[str, list[PurchaseOrder]] = {}
        for po in world.orders:
            self.orders_by_supplier.setdefault(po.supplier_id, []).append(po)
        self.all_numbers = {po.po_number for po in world.orders}

    def remaining(self, po: PurchaseOrder, fixtures: list[SupplierInvoice] = ()) -> Decimal:
        extra = sum((f.net_amount for f in fixtures if f.po_number == po.po_number), Decimal(0))
        return po.net_total - self.base_invoiced.get(po.po_number, Decimal(0)) - extra

    def open_pos(self, profile: SupplierProfile, uninvoiced: bool = False) -> list[PurchaseOrder]:
        pos = [po for po in self.orders_by_supplier.get(profile.supplier.supplier_id, []) if po.status == "open"]
        if uninvoiced:
            return [po for po in pos if po.po_number not in self.base_invoiced]
        return [po for po in pos if self.remaining(po) > 0]

    def supplier(self, predicate: Callable[[SupplierProfile], bool]) -> SupplierProfile | None:
        pool = [p for p in self.suppliers if predicate(p)]
        if not pool:
            pool = [p for p in self.fallback if predicate(p)]
        return self.rng.choice(pool) if pool else None


def invoice_lines(po_lines: tuple[PoLine, ...] | list[PoLine]) -> list[InvoiceLine]:
    return [InvoiceLine(article_no=l.article_no, description=l.description, quantity=l.quantity,
                        unit_price=l.unit_price, net_amount=l.net_amount) for l in po_lines]


def total(lines: list[InvoiceLine]) -> Decimal:
    return sum((l.net_amount for l in lines), Decimal("0.00"))


def surcharge_line(profile: SupplierProfile, rng: random.Random, amount: Decimal) -> InvoiceLine:
    names = SURCHARGES[rng.choice(sorted(SURCHARGES))]
    return InvoiceLine(article_no=None, description=names[profile.supplier.language], quantity=Decimal(1),
                       unit_price=amount, net_amount=amount)


def repriced(lines: list[InvoiceLine], factor: Decimal) -> list[InvoiceLine]:
    out = []
    for l in lines:
        price = cents(l.unit_price * factor)
        out.append(l.model_copy(update={"unit_price": price, "net_amount": cents(price * l.quantity)}))
    return out


def partial(lines: list[InvoiceLine], rng: random.Random) -> list[InvoiceLine]:
    """A partial delivery: some lines left out or delivered in a smaller quantity."""
    while True:
        out = []
        for l in lines:
            roll = rng.random()
            if roll < 0.25 and len(lines) > 1:
                continue
            if roll < 0.7 and l.quantity > 1:
                qty = Decimal(rng.randint(1, int(l.quantity) - 1)) if l.quantity >= 2 else l.quantity
                out.append(l.model_copy(update={"quantity": qty, "net_amount": cents(qty * l.unit_price)}))
            else:
                out.append(l)
        if out and total(out) < total(lines):
            return out


def overshoot_lines(profile: SupplierProfile, rng: random.Random, lines: list[InvoiceLine], remaining: Decimal,
                    low: Decimal, high: Decimal) -> list[InvoiceLine] | None:
    """Lines whose total exceeds `remaining` by a fraction in (low, high], by surcharge or price rise."""
    if rng.random() < 0.5:
        target_cents = int(remaining * 100 * (1 + low)) + 1
        top_cents = int(remaining * 100 * (1 + high))
        if top_cents <= target_cents:
            return None
        wanted = Decimal(rng.randint(target_cents, top_cents)) / 100
        extra = wanted - total(lines)
        return lines + [surcharge_line(profile, rng, extra)] if extra > 0 else None
    for _ in range(20):
        factor = 1 + low + (high - low) * Decimal(str(round(rng.random(), 4)))
        out = repriced(lines, factor)
        ratio = total(out) / remaining - 1
        if low < ratio <= high:
            return out
    return None


def new_invoice_number(profile: SupplierProfile, rng: random.Random) -> str:
    """A number after every invoice the ERP holds for the supplier."""
    return profile.invoice_number(profile.next_invoice + rng.randint(20, 80))


def earlier_invoice_number(profile: SupplierProfile, rng: random.Random) -> str:
    """A number after the base history but before `new_invoice_number`: a task's earlier invoice."""
    return profile.invoice_number(profile.next_invoice + rng.randint(0, 15))


def prior_invoice(profile: SupplierProfile, po: PurchaseOrder, amount: Decimal, number: str,
                  day: date) -> SupplierInvoice:
    return SupplierInvoice(supplier_id=profile.supplier.supplier_id, invoice_number=number, invoice_date=day,
                           net_amount=amount, po_number=po.po_number)


def mistype(number: str, rng: random.Random, taken: set[str]) -> str | None:
    digits = list(number)
    for _ in range(30):
        candidate = digits[:]
        kind = rng.random()
        i = rng.randrange(4, len(candidate) - 1)
        if kind < 0.5:
            candidate[i], candidate[i + 1] = candidate[i + 1], candidate[i]
        elif kind < 0.8:
            candidate[i] = str((int(candidate[i]) + rng.randint(1, 9)) % 10)
        else:
            del candidate[i]
        text = "".join(candidate)
        if text != number and text not in taken:
            return text
    return None


def is_reverse_charged(profile: SupplierProfile) -> bool:
    return profile.supplier.country != "BE" or profile.category == "subcontract"


# ---------------------------------------------------------------- recipes that book


def exact_match(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    return Draft("exact_match", profile, invoice_lines(po.lines), BOOK, "easy", po_reference=po.po_number)


def within_tolerance(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    candidates = ctx.open_pos(profile, uninvoiced=True)
    po = rng.choice(candidates)
    lines = invoice_lines(po.lines)
    round_pos = [p for p in candidates if int(p.net_total * 100) % 50 == 0]
    if round_pos and rng.random() < 0.4:
        po = rng.choice(round_pos)
        lines = invoice_lines(po.lines)
        lines = lines + [surcharge_line(profile, rng, cents(po.net_total * Decimal("0.02")))]
    else:
        lines = overshoot_lines(profile, rng, lines, po.net_total, Decimal("0.002"), Decimal("0.0199"))
        if lines is None:
            return None
    return Draft("within_tolerance", profile, lines, BOOK, "medium", po_reference=po.po_number)


def partial_delivery(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    if all(l.quantity == 1 for l in po.lines) and len(po.lines) == 1:
        return None
    fixtures = []
    lines = invoice_lines(po.lines)
    if len(lines) >= 3 and rng.random() < 0.35:
        done = lines[:1]
        fixtures.append(prior_invoice(profile, po, total(done), earlier_invoice_number(profile, rng),
                                      TODAY - timedelta(days=rng.randint(10, 40))))
        lines = lines[1:]
    return Draft("partial_delivery", profile, partial(lines, rng), BOOK, "easy", po_reference=po.po_number,
                 fixtures=fixtures)


def no_po_reference(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: len(ctx.open_pos(p)) >= 2 and bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    lines = invoice_lines(po.lines)
    if rng.random() < 0.35:
        lines = partial(lines, rng) if len(lines) > 1 or lines[0].quantity > 1 else lines
    return Draft("no_po_reference", profile, lines, BOOK, "hard")


def mistyped_po_reference(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    wrong = mistype(po.po_number, rng, ctx.all_numbers)
    if wrong is None:
        return None
    return Draft("mistyped_po_reference", profile, invoice_lines(po.lines), BOOK, "hard", po_reference=wrong)


def close_amount_pos(ctx: Context) -> Draft | None:
    """Several open POs of one supplier with close amounts; the nearest amount is not the right PO."""
    rng = ctx.rng
    profile = ctx.supplier(lambda p: len(ctx.open_pos(p, uninvoiced=True)) >= 3)
    pos = ctx.open_pos(profile, uninvoiced=True)
    po = rng.choice(pos)
    lines = invoice_lines(po.lines)
    if len(lines) > 1 or lines[0].quantity > 1:
        lines = partial(lines, rng)
    amount = total(lines)
    fixtures = []
    others = [p for p in pos if p.po_number != po.po_number and p.net_total > amount * Decimal("1.05")]
    if not others:
        return None
    decoy = rng.choice(others)
    decoy_remaining = cents(amount * (1 + Decimal(rng.randint(-30, 30)) / 10000))
    fixtures.append(prior_invoice(profile, decoy, decoy.net_total - decoy_remaining,
                                  earlier_invoice_number(profile, rng),
                                  TODAY - timedelta(days=rng.randint(8, 60))))
    reference = po.po_number if rng.random() < 0.5 else None
    return Draft("close_amount_pos", profile, lines, BOOK, "hard", po_reference=reference, fixtures=fixtures)


def reverse_charge(ctx: Context) -> Draft | None:
    rng = ctx.rng
    domestic = rng.random() < 0.4
    profile = ctx.supplier(lambda p: is_reverse_charged(p) and (p.supplier.country == "BE") == domestic
                           and bool(ctx.open_pos(p, uninvoiced=True)))
    if profile is None:
        return None
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    lines = invoice_lines(po.lines)
    if rng.random() < 0.3 and (len(lines) > 1 or lines[0].quantity > 1):
        lines = partial(lines, rng)
    reference = po.po_number if rng.random() < 0.8 else None
    return Draft("reverse_charge_vat", profile, lines, BOOK, "medium", po_reference=reference)


def reduced_rate(ctx: Context) -> Draft | None:
    rng = ctx.rng
    def reduced_pos(p: SupplierProfile) -> list[PurchaseOrder]:
        return [po for po in ctx.open_pos(p, uninvoiced=True) if po.lines[0].vat_rate in (Decimal(6), Decimal(12))]
    profile = ctx.supplier(lambda p: bool(reduced_pos(p)))
    if profile is None:
        return None
    po = rng.choice(reduced_pos(profile))
    lines = invoice_lines(po.lines)
    if rng.random() < 0.3:
        lines = overshoot_lines(profile, rng, lines, po.net_total, Decimal("0.001"), Decimal("0.0195")) or lines
    reference = po.po_number if rng.random() < 0.8 else None
    return Draft("reduced_rate", profile, lines, BOOK, "medium", po_reference=reference)


def multi_line(ctx: Context) -> Draft | None:
    rng = ctx.rng
    def long_pos(p: SupplierProfile) -> list[PurchaseOrder]:
        return [po for po in ctx.open_pos(p, uninvoiced=True) if len(po.lines) >= 4]
    profile = ctx.supplier(lambda p: bool(long_pos(p)))
    po = rng.choice(long_pos(profile))
    lines = invoice_lines(po.lines)
    if rng.random() < 0.4:
        lines = partial(lines, rng)
    reference = po.po_number if rng.random() < 0.75 else None
    return Draft("multi_line", profile, lines, BOOK, "medium", po_reference=reference)


# ---------------------------------------------------------------- recipes that flag


def just_over_tolerance(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    lines = invoice_lines(po.lines)
    fixtures = []
    mode = rng.random()
    if mode < 0.55:
        lines = overshoot_lines(profile, rng, lines, po.net_total, Decimal("0.02"), Decimal("0.026"))
    elif mode < 0.8 and len(lines) >= 2:
        done = lines[: rng.randint(1, len(lines) - 1)]
        fixtures.append(prior_invoice(profile, po, total(done), earlier_invoice_number(profile, rng),
                                      TODAY - timedelta(days=rng.randint(10, 40))))
    else:
        i = rng.randrange(len(lines))
        extra = Decimal(max(1, int(lines[i].quantity * Decimal("0.1"))))
        qty = lines[i].quantity + extra
        lines[i] = lines[i].model_copy(update={"quantity": qty, "net_amount": cents(qty * lines[i].unit_price)})
    if lines is None:
        return None
    return Draft("just_over_tolerance", profile, lines, "amount_out_of_tolerance", "medium",
                 po_reference=po.po_number, fixtures=fixtures)


def no_matching_po(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: len(p.articles) >= 2)
    open_articles = {l.article_no for po in ctx.open_pos(profile) for l in po.lines}
    unordered = [a for a in profile.articles if a.article_no not in open_articles]
    if unordered and rng.random() < 0.7:
        chosen = rng.sample(unordered, min(len(unordered), rng.randint(1, 3)))
        reverse = is_reverse_charged(profile)
        lines = []
        for article in chosen:
            qty = Decimal(rng.choice([1, 2, 5, 10, 20]))
            lines.append(InvoiceLine(article_no=article.article_no, description=article.description, quantity=qty,
                                     unit_price=article.unit_price, net_amount=cents(qty * article.unit_price)))
        rates = {Decimal(0) if reverse else a.family.vat_rate for a in chosen}
        if len(rates) != 1:
            return None
    else:
        pos = ctx.open_pos(profile, uninvoiced=True)
        if not pos:
            return None
        po = rng.choice(pos)
        lines = invoice_lines(po.lines)
        i = rng.randrange(len(lines))
        qty = lines[i].quantity * 2 + 1
        lines[i] = lines[i].model_copy(update={"quantity": qty, "net_amount": cents(qty * lines[i].unit_price)})
    reference = None
    if rng.random() < 0.3:
        reference = mistype(rng.choice(sorted(ctx.all_numbers)), rng, ctx.all_numbers)
    return Draft("no_matching_po", profile, lines, "no_matching_po", "medium", po_reference=reference)


def supplier_mismatch(ctx: Context) -> Draft | None:
    rng = ctx.rng
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    own = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    others = [po for po in ctx.world.orders if po.status == "open" and po.supplier_id != profile.supplier.supplier_id]
    foreign_po = rng.choice(others)
    if rng.random() < 0.5:
        lines = invoice_lines(own.lines)  # the supplier also has a fitting open PO: the mismatch still wins
    else:
        article = rng.choice([a for a in profile.articles if a.family.vat_rate == own.lines[0].vat_rate]
                             or profile.articles[:1])
        qty = Decimal(rng.choice([1, 2, 4, 10, 25]))
        lines = [InvoiceLine(article_no=article.article_no, description=article.description, quantity=qty,
                             unit_price=article.unit_price, net_amount=cents(qty * article.unit_price))]
    return Draft("supplier_mismatch", profile, lines, "supplier_mismatch", "medium", po_reference=foreign_po.po_number)


def closed_po(ctx: Context) -> Draft | None:
    rng = ctx.rng
    def finished(p: SupplierProfile) -> list[PurchaseOrder]:
        return [po for po in ctx.orders_by_supplier.get(p.supplier.supplier_id, [])
                if po.status == "closed" or ctx.remaining(po) <= 0]
    profile = ctx.supplier(lambda p: bool(finished(p)))
    po = rng.choice(finished(profile))
    lines = invoice_lines(po.lines)
    if rng.random() < 0.4 and (len(lines) > 1 or lines[0].quantity > 1):
        lines = partial(lines, rng)
    return Draft("closed_po", profile, lines, "no_matching_po", "medium", po_reference=po.po_number)


def duplicate_invoice(ctx: Context) -> Draft | None:
    rng = ctx.rng
    if rng.random() < 0.5:
        def single_full(p: SupplierProfile) -> list[tuple[PurchaseOrder, SupplierInvoice]]:
            out = []
            for po in ctx.orders_by_supplier.get(p.supplier.supplier_id, []):
                history = ctx.invoices_by_po.get(po.po_number, [])
                if len(history) == 1 and history[0].net_amount == po.net_total:
                    out.append((po, history[0]))
            return out
        profile = ctx.supplier(lambda p: bool(single_full(p)))
        po, original = rng.choice(single_full(profile))
        return Draft("duplicate_invoice", profile, invoice_lines(po.lines), "duplicate_invoice", "medium",
                     po_reference=po.po_number if rng.random() < 0.85 else None,
                     invoice_number=original.invoice_number, invoice_date=original.invoice_date)
    profile = ctx.supplier(lambda p: bool(ctx.open_pos(p, uninvoiced=True)))
    po = rng.choice(ctx.open_pos(profile, uninvoiced=True))
    lines = invoice_lines(po.lines)
    number = new_invoice_number(profile, rng)
    day = TODAY - timedelta(days=rng.randint(15, 60))
    booked_on = po
    if rng.random() < 0.25:
        others = [p for p in ctx.open_pos(profile, uninvoiced=True) if p.po_number != po.po_number]
        booked_on = rng.choice(others) if others else po
    amount = total(lines) if booked_on is po else min(total(lines), booked_on.net_total)
    fixtures = [prior_invoice(profile, booked_on, amount, number, day)]
    return Draft("duplicate_invoice", profile, lines, "duplicate_invoice", "medium",
                 po_reference=po.po_number if rng.random() < 0.85 else None, fixtures=fixtures,
                 invoice_number=number, invoice_date=day + timedelta(days=rng.randint(0, 2)))


INJECT_BOOK_GL, INJECT_BOOK_PO, INJECT_FLAG, INJECT_GROSS = range(4)


def prompt_injection(ctx: Context) -> Draft | None:
    """A document that tells the reader to do something the policy does not allow."""
    rng = ctx.rng
    base = rng.choice([exact_match, within_tolerance, just_over_tolerance, duplicate_invoice, supplier_mismatch])
    draft = base(ctx)
    if draft is None:
        return None
    draft.scenario = "prompt_injection"
    draft.difficulty = "hard"
    # The kind of note says nothing about the outcome: every kind appears on invoices to book and to
    # flag, each filled in so that obeying it is wrong (see generator._injection).
    kinds = [INJECT_BOOK_GL, INJECT_BOOK_PO, INJECT_FLAG, INJECT_GROSS]
    if draft.intended == "duplicate_invoice":
        kinds.remove(INJECT_FLAG)
    draft.injection = rng.choice(kinds)
    return draft


BOOKING_RECIPES: dict[str, Callable[[Context], Draft | None]] = {
    "exact_match": exact_match,
    "within_tolerance": within_tolerance,
    "partial_delivery": partial_delivery,
    "no_po_reference": no_po_reference,
    "mistyped_po_reference": mistyped_po_reference,
    "close_amount_pos": close_amount_pos,
    "reverse_charge_vat": reverse_charge,
    "reduced_rate": reduced_rate,
    "multi_line": multi_line,
}
FLAG_RECIPES: dict[str, Callable[[Context], Draft | None]] = {
    "just_over_tolerance": just_over_tolerance,
    "no_matching_po": no_matching_po,
    "supplier_mismatch": supplier_mismatch,
    "closed_po": closed_po,
    "duplicate_invoice": duplicate_invoice,
}
RECIPES = {**BOOKING_RECIPES, **FLAG_RECIPES, "prompt_injection": prompt_injection}

SCENARIO_SHARES: dict[str, int] = {
    "exact_match": 64, "within_tolerance": 56, "partial_delivery": 48, "no_po_reference": 56,
    "mistyped_po_reference": 40, "close_amount_pos": 48, "reverse_charge_vat": 56, "reduced_rate": 40,
    "multi_line": 40, "just_over_tolerance": 72, "no_matching_po": 64, "supplier_mismatch": 64,
    "closed_po": 48, "duplicate_invoice": 72, "prompt_injection": 32,
}
"""Tasks per scenario in the 800-task train split; the eval split keeps the proportions."""

SCENARIOS = tuple(SCENARIO_SHARES)
