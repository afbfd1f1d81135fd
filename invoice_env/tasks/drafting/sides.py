"""Which side of a PO's remaining net the invoice net falls on (exact, below, within or over the 2 %
tolerance), and the ratios each side stands for."""

from __future__ import annotations

import random
from decimal import Decimal

from invoice_env.episode.branches import BOOKED, Branch
from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.traits import Side
from invoice_env.world.models import PurchaseOrder
from invoice_env.world.money import cents


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


def side_ratio(side: Side, rng: random.Random) -> Decimal:
    """An invoice net / remaining net drawn on `side`."""
    return (Decimal(1) if side == Side.EXACT else ratio_between(*WITHIN, rng) if side == Side.WITHIN
            else ratio_between(*OVER, rng) if side == Side.OVER
            else ratio_between(Decimal("0.4"), Decimal("0.97"), rng))


def ratio_between(low: Decimal, high: Decimal, rng: random.Random) -> Decimal:
    return low + (high - low) * Decimal(rng.randint(0, 1000)) / 1000


LANDS = {Side.EXACT: (Decimal("0.97"), Decimal(1)), Side.BELOW: (Decimal("0.4"), Decimal("0.97")),
         Side.WITHIN: (Decimal(1), Decimal("1.02")), Side.OVER: (Decimal("1.02"), Decimal("1.04"))}
"""Where a similar order's remaining net may put the invoice net (net / remaining), by the side drawn:
on the side the target's was drawn on, so the 2 % rule reads both alike."""


def lands_on(side: Side, ratio: Decimal) -> bool:
    low, high = LANDS[side]
    return low < ratio <= high if side in (Side.WITHIN, Side.OVER) else low <= ratio <= high


def place_against(b: Builder, po: PurchaseOrder, net: Decimal, side: Side) -> bool:
    """An earlier invoice on `po` that leaves the invoice net on `side` of what is left, as `tune` leaves it
    on the target's: the PO printed on an invoice that states another of the supplier's POs (rule 3c
    takes it as it is), booked or over the tolerance alike. Were it any open PO, its amounts would say
    which invoices are booked on it: nearly all of them."""
    left = cents(net / side_ratio(side, b.rng))
    day = b.history_day(po)
    if day is None or not left < b.remaining(po) or not lands_on(side, net / left):
        return False
    return b.book_invoice(po, b.remaining(po) - left, day) is not None
