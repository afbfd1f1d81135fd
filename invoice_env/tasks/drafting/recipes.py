"""What sets each branch's draft apart (RECIPES); `steps.draft` takes every other step alike."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Callable, TypeVar

from invoice_env.episode.branches import Branch
from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.composition import decorate, deliver
from invoice_env.tasks.drafting.foreign import (
    FOREIGN_UNRELATED_SHARE,
    as_if_booked,
    book_for_other_supplier,
    foreign_order,
    foreign_po,
    foreign_twin,
)
from invoice_env.tasks.drafting.lines import invoice_lines, same_rate_articles, total, with_article_line, with_quantity
from invoice_env.tasks.drafting.references import printed, reference_for_fit
from invoice_env.tasks.drafting.sides import place_against
from invoice_env.tasks.drafting.similar_orders import similar_order
from invoice_env.tasks.drafting.twins import TWIN_ON_TARGET_SHARE
from invoice_env.tasks.traits import Side, Trait
from invoice_env.world.catalogue import step_of
from invoice_env.world.models import InvoiceLine, PurchaseOrder, SupplierInvoice
from invoice_env.world.money import cents

T = TypeVar("T")

OTHER_OWN_PO_SHARE = 0.2
"""Share of stated-PO tasks whose invoice states another open PO of the same supplier (rule 3c
takes it as stated): the twin of a supplier mismatch, a printed PO whose lines are not the invoice's."""
NO_FIT_IN_FULL_SHARE = 0.25
"""Share of no-fit tasks whose order is invoiced in full; the others' invoice carries more than it."""
REPLACEMENT_ORDER_SHARE = 0.5
"""Share of closed-PO tasks whose rest was ordered again on a new PO."""


class Rejected(Exception):
    """The draft cannot be finished as drawn: the generator draws another."""


def needed(value: T | None) -> T:
    """`value`, where a step gave one; a step that could not be taken (None or False) rejects the draft."""
    if value is None or value is False:
        raise Rejected
    return value


@dataclass
class Invoice:
    """The invoice as drafted so far, against the order its goods came from (`target`)."""
    target: PurchaseOrder
    twin: SupplierInvoice | None = None
    lines: list[InvoiceLine] | None = None
    side: Side | None = None
    foreign: PurchaseOrder | None = None
    """An order placed with another supplier whose goods the invoice carries (a supplier mismatch)."""
    fresh: bool = False
    """Every order rule 4 chooses from is placed by the draft (`fresh_orders`)."""


Step = Callable[[Builder, Invoice], None]


def _nothing(b: Builder, invoice: Invoice) -> None:
    return None


def _never(rng: random.Random) -> bool:
    return False


# ---------------------------------------------------------------- what the branches set apart


def _foreign_goods(b: Builder, invoice: Invoice) -> None:
    """But on FOREIGN_UNRELATED_SHARE, the goods of an order we placed with the other supplier,
    placed against that order as our own stated POs' are."""
    rng = b.rng
    if rng.random() < FOREIGN_UNRELATED_SHARE:
        return
    foreign = needed(foreign_order(b, invoice.target))
    if rng.random() < TWIN_ON_TARGET_SHARE:
        needed(foreign_twin(b, foreign))
    goods = deliver(invoice_lines(foreign.lines), rng, b.traits)
    invoice.lines = needed(as_if_booked(b, decorate(b, goods, foreign), foreign))
    invoice.foreign = foreign


def _no_order_fits(b: Builder, invoice: Invoice) -> None:
    """Where the target is neither invoiced in full nor replaced by fresh orders: the invoice carries
    more of an ordered article than the target, or an article it lacks."""
    if Trait.TARGET_FULLY_INVOICED in b.traits or invoice.fresh:
        return
    rng, lines, target = b.rng, invoice.lines, invoice.target
    how = rng.choice([Trait.OVER_DELIVERED, Trait.UNORDERED_ARTICLE])
    if how == Trait.OVER_DELIVERED:
        ordered_qty = {l.article_no: l.quantity for l in target.lines}
        candidates = [k for k, l in enumerate(lines) if l.article_no in ordered_qty]
        if not candidates:
            raise Rejected
        i = rng.choice(candidates)
        ordered = ordered_qty[lines[i].article_no]
        step = step_of(lines[i].description)
        lines[i] = with_quantity(lines[i], ordered + step * max(1, int(ordered / step * Decimal("0.1"))))
    else:
        spare = [a for a in same_rate_articles(b.profile, target)
                 if a.article_no not in {l.article_no for l in target.lines}]
        if not spare:
            raise Rejected
        article = rng.choice(spare)
        step = step_of(article.description)
        invoice.lines = with_article_line(lines, InvoiceLine(
            article_no=article.article_no, description=article.description, quantity=step,
            unit_price=article.unit_price, net_amount=cents(step * article.unit_price)), rng)
    b.traits.add(how)


def _replacement_order(b: Builder, invoice: Invoice) -> None:
    """Closed short, the rest ordered again on a new PO: an open PO that takes the invoice."""
    if b.rng.random() < REPLACEMENT_ORDER_SHARE:
        if similar_order(b, invoice.target, invoice.lines, fits=True) is not None:
            b.traits.add(Trait.REPLACEMENT_ORDER)


def _repeat_order(b: Builder, invoice: Invoice) -> None:
    """A second order that takes the invoice, where the draft did not place the candidates already."""
    if invoice.fresh:
        return
    b.traits.add(Trait.REPEAT_ORDER)
    needed(similar_order(b, invoice.target, invoice.lines, fits=True))


def _new_number(b: Builder, invoice: Invoice) -> str | None:
    return b.profile.number_on(b.invoice_date, b.rng, b.numbers_taken)


def _twins_number(b: Builder, invoice: Invoice) -> str | None:
    """The original: the twin every task has, under the invoice's number."""
    return invoice.twin.invoice_number


def _targets_reference(b: Builder, invoice: Invoice) -> str | None:
    return printed(invoice.target.po_number, b.profile)


def _stated_reference(b: Builder, invoice: Invoice) -> str | None:
    """The target's number, or (OTHER_OWN_PO_SHARE) another of our POs the supplier prints with
    them: rule 3c takes the stated PO as it is."""
    if b.rng.random() >= OTHER_OWN_PO_SHARE:
        return _targets_reference(b, invoice)
    others = [po for po in b.pos() if po.po_number != invoice.target.po_number and po.status == "open"
              and b.remaining(po) > 0 and po.order_date < b.invoice_date]
    other = needed(b.rng.choice(others) if others else None)
    needed(place_against(b, other, total(invoice.lines), invoice.side))
    b.traits.add(Trait.STATED_OTHER_OWN_PO)
    return printed(other.po_number, b.profile)


def _foreign_reference(b: Builder, invoice: Invoice) -> str | None:
    foreign = invoice.foreign or needed(foreign_po(b.ctx, b.profile, invoice.target, b.invoice_date, invoice.lines))
    book_for_other_supplier(b, foreign, total(invoice.lines))
    return printed(foreign.po_number, b.profile)


def _fit_reference(b: Builder, invoice: Invoice) -> str | None:
    return reference_for_fit(b, invoice.target)


# ---------------------------------------------------------------- the recipes


@dataclass(frozen=True)
class Recipe:
    """A branch's own steps, in the order `steps.draft` takes them."""
    target_status: str = "open"
    """The status of the PO the invoice was made against (a closed one still has something left)."""
    in_full: Callable[[random.Random], bool] = _never
    """Whether the target is invoiced in full before the invoice."""
    usable_number: bool = True
    """False: the invoice prints no usable PO number (none, or one the search cannot find)."""
    goods: Step = _nothing
    """Once the invoice carries the target's goods: another order's goods in their place."""
    decisive: Step = _nothing
    """Once the lines are drawn: what makes no order fit."""
    beside: Step = _nothing
    """Orders of the same goods placed beside the target."""
    number: Callable[[Builder, Invoice], str | None] = _new_number
    reference: Callable[[Builder, Invoice], str | None] = _targets_reference
    """The PO number printed (None: none)."""


STATED = Recipe(reference=_stated_reference)
WITHOUT_NUMBER = Recipe(usable_number=False, reference=_fit_reference)
"""Rule 4's branches, and duplicates drawn as a task booked by the fit test is (the same orders,
FRESH_ORDERS). With the stated-PO branches' books and flags beside them, whether the printed number
is found says as little about book or flag as the number itself."""

RECIPES: dict[Branch, Recipe] = {
    Branch.BOOK_STATED: STATED,
    Branch.OVER_TOLERANCE_STATED: STATED,
    Branch.BOOK_FIT: WITHOUT_NUMBER,
    Branch.OVER_TOLERANCE_FIT: WITHOUT_NUMBER,
    Branch.SEVERAL_FIT: replace(WITHOUT_NUMBER, beside=_repeat_order),
    Branch.NO_FIT: replace(WITHOUT_NUMBER, in_full=lambda rng: rng.random() < NO_FIT_IN_FULL_SHARE,
                           decisive=_no_order_fits),
    Branch.DUPLICATE: replace(WITHOUT_NUMBER, number=_twins_number),
    Branch.SUPPLIER_MISMATCH: Recipe(goods=_foreign_goods, reference=_foreign_reference),
    Branch.CLOSED: Recipe(target_status="closed", beside=_replacement_order),
    Branch.FULLY_INVOICED: Recipe(in_full=lambda rng: True),
}
