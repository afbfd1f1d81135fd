"""Written proxies: one cheap observable per rule, each a named stand-in (the independent review's
ideas and the tells it found), so a regularity of that kind shows as a line over its ceiling.

`WRITTEN[rule][name]` answers the rule's question ("does it flag here?") from a proxy; the fit test's
proxies pick a PO (`PICKERS[name]`) and flag when they pick none."""

from __future__ import annotations

from invoice_env.agents.shortcuts.features import View, split_number
from invoice_env.agents.shortcuts.policies import Picker, Shortcut
from invoice_env.agents.shortcuts.proxies import (
    article_after_free,
    min_number_edit,
    article_only,
    largest,
    nonround,
    ordered_after,
    po_features,
)
from invoice_env.episode.policy import RULES
from invoice_env.world.models import PurchaseOrderView


def _po(v: View, po: PurchaseOrderView | None, name: str) -> bool:
    return po is not None and po_features(v, po)[name] == 1.0


def nothing_left(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the status: the printed PO has nothing left to invoice (remaining <= 0)."""
    return po is not None and v._without_same_number(po).remaining_net <= 0


def invoiced_beyond(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the status: the printed PO is invoiced up to or beyond its total, or holds 2+ invoices."""
    po = v._without_same_number(po) if po is not None else None
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


def near_number(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check: one edit from a booked number, or a booked invoice of the same
    net amount (the equal number itself is hidden)."""
    return min_number_edit(v) <= 1 or any(i.net_amount == v.facts.net_total for i in v.booked)


def number_not_after(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of the duplicate check: the number (same prefix) is not above the supplier's highest booked."""
    prefix, number = split_number(v.facts.invoice_number)
    booked = [n for p, n in (split_number(i.invoice_number) for i in v.booked) if p == prefix and n is not None]
    return number is not None and bool(booked) and number <= max(booked)


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


PICKERS: dict[str, Picker] = {"article-only, largest": article_only_largest, "article-only + tells": with_tells}


def _no_pick(picker: Picker) -> Shortcut:
    return lambda v, po: picker(v) is None


WRITTEN: dict[str, dict[str, Shortcut]] = {
    "duplicate": {"near number": near_number, "number not after": number_not_after},
    "supplier": {"numbering style": numbering_style, "foreign prices": foreign_prices,
                 "style or prices": style_or_prices},
    "status": {"nothing left": nothing_left, "invoiced up": invoiced_beyond},
    "fit": {name: _no_pick(p) for name, p in PICKERS.items()},
    "tolerance": {"above 4 %": above_4},
}
"""rule -> {proxy name: stand-in}; every rule has at least one."""
assert set(WRITTEN) == set(RULES)

