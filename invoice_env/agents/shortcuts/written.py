"""Written proxies: one cheap observable per rule, each a named stand-in (the independent review's
ideas and the tells it found), so a regularity of that kind shows as a line over its ceiling.

`WRITTEN[rule][name]` answers the rule's question ("does it flag here?") from a proxy; the fit test's
proxies pick a PO (`PICKERS[name]`) and flag when they pick none."""

from __future__ import annotations

from invoice_env.agents.shortcuts.features import View, split_number
from invoice_env.agents.shortcuts.policies import Picker, Shortcut
from invoice_env.agents.shortcuts.proxies import (
    article_after_free,
    article_only,
    exactly_90,
    largest,
    mean_quantity,
    min_number_edit,
    nonround,
    ordered_after,
    po_features,
    round_remaining,
    spare_value,
)
from invoice_env.episode.checks import Rule
from invoice_env.episode.policy import RULES
from invoice_env.world.models import PurchaseOrderView


def _po(v: View, po: PurchaseOrderView | None, name: str) -> bool:
    return po is not None and po_features(v, po)[name] == 1.0


def nothing_left(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the status: the printed PO has nothing left to invoice (remaining <= 0)."""
    return po is not None and po.remaining_net <= 0


def invoiced_beyond(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the status: the printed PO is invoiced up to or beyond its total, or holds 2+ invoices."""
    return po is not None and (po.invoiced_net >= po.net_total or len(po.invoices) >= 2)


def numbering_style(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the supplier check: the printed PO's booked invoice numbers are in another style
    (shape) than this invoice's number."""
    return _po(v, po, "style_differs")


def foreign_prices(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the supplier check: the invoice has the printed PO's quantities with every unit
    price different and no line without article number."""
    return _po(v, po, "qty_equal_prices_differ")


def style_or_prices(v: View, po: PurchaseOrderView | None) -> bool:
    return numbering_style(v, po) or foreign_prices(v, po)


def above_4(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the 2 % rule: flag above 4 % over the PO's remaining."""
    return _po(v, po, "over_4pct")


def round_remaining_over(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the 2 % rule (the second review's tell): flag when the invoice net is above the PO's
    remaining, unless that remaining is a multiple of 0.50."""
    return po is not None and v.facts.net_total > po.remaining_net and not round_remaining(po)


def near_number(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check: one edit from a booked number, or a booked invoice of the same
    net amount (the equal number itself is hidden)."""
    return min_number_edit(v) <= 1 or any(i.net_amount == v.facts.net_total for i in v.booked)


def number_not_after(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check: the number (same prefix) is below the supplier's highest other
    booked number (an equal one is left out: equality is the rule itself)."""
    prefix, number = split_number(v.facts.invoice_number)
    booked = [n for p, n in (split_number(o) for o in v.other_numbers()) if p == prefix and n is not None]
    booked = [n for n in booked if n != number]
    return number is not None and bool(booked) and number < max(booked)


def same_day_on_printed(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check (the second review's tell): the printed PO holds a booked invoice
    dated on the invoice date."""
    return v.printed is not None and any(i.invoice_date == v.facts.invoice_date for i in v.printed.invoices)


def same_day_and_amount(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check: a booked invoice of the supplier with the invoice's date and net."""
    return any(i.invoice_date == v.facts.invoice_date and i.net_amount == v.facts.net_total for i in v.booked)


def article_only_largest(v: View) -> PurchaseOrderView | None:
    """Instead of the fit test: the candidates holding every invoiced article, quantities not looked
    at; the largest (by remaining) wins."""
    return largest(article_only(v))


def with_tells(v: View) -> PurchaseOrderView | None:
    """The article-only pick with the review's tells: an article line after a free line, or no
    candidate sharing an article, means none; candidates ordered on or after the invoice date or
    with a non-round quantity are never it; a candidate one edit from the printed reference wins."""
    if article_after_free(v):
        return None
    pool = [po for po in article_only(v) if not ordered_after(v, po) and not nonround(po)]
    digits = v.reference_digits
    typo = [po for po in pool if digits and po_features(v, po)["reference_edit"] == 1]
    return largest(typo) or largest(pool)


def least_spare(v: View) -> PurchaseOrderView | None:
    """The second review's rule-4 tell: of the article-only candidates, drop the ones exactly 90 %
    invoiced, then take the one with the least value on articles the invoice does not carry."""
    pool = [po for po in article_only(v) if not exactly_90(po)]
    return min(pool, key=lambda po: (spare_value(v, po), po.po_number), default=None)


def largest_mean_quantity(v: View) -> PurchaseOrderView | None:
    """Of the article-only candidates, the one with the largest mean ordered quantity."""
    return max(article_only(v), key=lambda po: (mean_quantity(po), po.po_number), default=None)


PICKERS: dict[str, Picker] = {"article-only, largest": article_only_largest, "article-only + tells": with_tells,
                              "not 90 % invoiced, least spare value": least_spare,
                              "largest mean ordered quantity": largest_mean_quantity}


def _no_pick(picker: Picker) -> Shortcut:
    return lambda v, po: picker(v) is None


WRITTEN: dict[Rule, dict[str, Shortcut]] = {
    Rule.DUPLICATE: {"near number": near_number, "number not after": number_not_after,
                     "same-day invoice on the printed PO": same_day_on_printed,
                     "same day and amount": same_day_and_amount},
    Rule.SUPPLIER: {"numbering style": numbering_style, "foreign prices": foreign_prices,
                    "style or prices": style_or_prices},
    Rule.STATUS: {"nothing left": nothing_left, "invoiced up": invoiced_beyond},
    Rule.FIT: {name: _no_pick(p) for name, p in PICKERS.items()},
    Rule.TOLERANCE: {"above 4 %": above_4, "round remaining": round_remaining_over},
}
"""rule -> {proxy name: stand-in}; every rule has at least one."""
assert set(WRITTEN) == set(RULES)

