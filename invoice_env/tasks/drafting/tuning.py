"""Placing the invoice net on its side of the PO's remaining net with one knob: a surcharge, a price,
or an earlier invoice on the PO."""

from __future__ import annotations

import math
from decimal import Decimal

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.composition import make_partial
from invoice_env.tasks.drafting.lines import extra_line, invoice_lines, total, with_price
from invoice_env.tasks.drafting.sides import OVER, WITHIN, ratio_between
from invoice_env.tasks.traits import Side, Trait
from invoice_env.world.catalogue import SURCHARGES
from invoice_env.world.models import InvoiceLine, PurchaseOrder
from invoice_env.world.money import cents


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
    ratio = high if exactly_two else ratio_between(low, high, b.rng)
    done = left - cents(total(lines) / ratio)
    if not (po.net_total * Decimal("0.1") <= done <= po.net_total * Decimal("0.7")):
        return None
    day = b.history_day(po)
    if day is None:
        return None

    def booked_on_side() -> list[InvoiceLine] | None:
        if b.book_invoice(po, done, day) is None:
            return None
        return lines if _on_side(total(lines), b.remaining(po), low, high, exactly_two) else None

    return b.attempt(booked_on_side)


def _by_surcharge(b: Builder, lines, po, low, high, exactly_two):
    remaining = b.remaining(po)
    target = cents(remaining * (high if exactly_two else ratio_between(low, high, b.rng)))
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
        price = cents((remaining * ratio_between(low, high, b.rng) - rest) / lines[i].quantity)
        if not lines[i].unit_price * Decimal("0.9") <= price <= lines[i].unit_price * Decimal("1.1"):
            return None
        candidate = lines[:i] + [with_price(lines[i], price)] + lines[i + 1:]
        if low <= total(candidate) / remaining <= high:
            return candidate
    return None
