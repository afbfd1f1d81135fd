"""Proxy features: cheap observables that co-vary with a rule's answer without being the rule.

Where features.py holds superficial features only, this module is generous on purpose: the
stronger adversary learns from everything observable, and `decisive.py` withholds from each rule's
stand-in only that rule's own decisive input. So some features here *are* a rule's input (the
printed PO's status, its supplier's VAT, the quantity fit, the exact overshoot); they exist so the
other rules' stand-ins and the tables can name them, and `DECISIVE` keeps them from their own rule.

Three groups, all computed from the `View` (what the agent sees, a duplicate's original included;
only comparing the invoice number with a booked one is the duplicate rule's decisive input, named
`number_booked` and `number_booked_on_printed` below and withheld from that rule's stand-in):
- `po_features(v, po)`: one PO against the invoice (status, what is left, invoiced share, numbering
  style of its booked invoices, article and price overlap, quantity fit, overshoot and its buckets,
  order date, non-round quantities, the reference's edit distance to it). The suite prefixes them:
  `printed.` for the printed PO, `picked.` for the PO a policy picked, `cand.` for a fit candidate.
- `PROXIES`: the invoice and the supplier's POs as a whole (surcharge and discount lines, an article
  line after a free line, near-duplicate numbers and amounts, candidates sharing articles, the
  article-only candidates and the largest of them, mistyped-reference neighbours, ...).
A feature that does not apply is NA (-999)."""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Callable

from invoice_env.agents.shortcuts.features import NA, View, levenshtein, rank_of, split_number
from invoice_env.episode.policy import po_fits_invoice, within_tolerance
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.money import cents
from invoice_env.world.models import PurchaseOrderView

BUCKETS = (Decimal("0.04"), Decimal("0.10"), Decimal("0.50"))
"""Coarse overshoot buckets (invoice net above the PO's remaining by more than 4 %, 10 %, 50 %):
allowed to every stand-in, the 2 % rule's own among them."""


def shape(number: str) -> str:
    """An invoice number's style: letters as A, digit runs as 9 (their length kept), other marks kept."""
    out = re.sub(r"[A-Za-z]", "A", number.strip().upper())
    return re.sub(r"\d+", lambda m: f"9{len(m.group())}", out)


def _prefix(number: str) -> str:
    return split_number(number)[0]


def _flag(value: bool) -> float:
    return 1.0 if value else 0.0


def _log(amount: Decimal) -> float:
    return math.log10(1 + max(float(amount), 0.0))


def articles(v: View) -> set[str]:
    return {l.article_no for l in v.facts.lines if l.article_no}


def po_articles(po: PurchaseOrderView) -> set[str]:
    return {l.article_no for l in po.lines if l.article_no}


def candidates(v: View) -> list[PurchaseOrderView]:
    """What rule 4 chooses from: the supplier's open POs with something left."""
    return [po for po in v.open_pos if po.remaining_net > 0]


def article_only(v: View) -> list[PurchaseOrderView]:
    """Candidates holding every article of the invoice, quantities not looked at."""
    mine = articles(v)
    return [po for po in candidates(v) if mine and mine <= po_articles(po)]


def largest(pos: list[PurchaseOrderView]) -> PurchaseOrderView | None:
    return max(pos, key=lambda po: (po.remaining_net, po.po_number), default=None)


def nonround(po: PurchaseOrderView) -> bool:
    return any(l.quantity % 1 for l in po.lines)


def spare_value(v: View, po: PurchaseOrderView) -> Decimal:
    """The PO's net on articles the invoice does not carry."""
    mine = articles(v)
    return sum((l.quantity * l.unit_price for l in po.lines if l.article_no not in mine), Decimal(0))


def mean_quantity(po: PurchaseOrderView) -> Decimal:
    quantities = [l.quantity for l in po.lines if l.article_no]
    return sum(quantities, Decimal(0)) / len(quantities) if quantities else Decimal(0)


def exactly_90(po: PurchaseOrderView) -> bool:
    return po.net_total > 0 and po.invoiced_net == cents(po.net_total * Decimal("0.9"))


def round_remaining(po: PurchaseOrderView) -> bool:
    """The PO's remaining net is a multiple of 0.50."""
    return po.remaining_net % Decimal("0.50") == 0


def ordered_after(v: View, po: PurchaseOrderView) -> bool:
    return po.order_date >= v.facts.invoice_date


def _prices(v: View, po: PurchaseOrderView) -> tuple[float, float]:
    """Share of the invoice's article lines whose unit price equals the PO's for that article, and
    whether every unit price differs (NA without article lines on both)."""
    price = {l.article_no: l.unit_price for l in po.lines if l.article_no}
    lines = [l for l in v.facts.lines if l.article_no and l.article_no in price]
    if not lines:
        return NA, NA
    same = sum(l.unit_price == price[l.article_no] for l in lines)
    return same / len(lines), _flag(same == 0)


def _quantities_equal(v: View, po: PurchaseOrderView) -> bool:
    mine = sorted(l.quantity for l in v.facts.lines if l.article_no)
    return bool(mine) and mine == sorted(l.quantity for l in po.lines if l.article_no)


def _qty_within_share(v: View, po: PurchaseOrderView) -> float:
    ordered: dict[str, Decimal] = {}
    for l in po.lines:
        if l.article_no:
            ordered[l.article_no] = ordered.get(l.article_no, Decimal(0)) + l.quantity
    lines = [l for l in v.facts.lines if l.article_no in ordered]
    return sum(l.quantity <= ordered[l.article_no] for l in lines) / len(lines) if lines else NA


def _style(v: View, po: PurchaseOrderView) -> tuple[float, float, float]:
    """The printed number's style against the PO's booked invoices: share with the same shape, share
    with the same prefix, and whether any is in another shape (NA without booked invoices)."""
    if not po.invoices:
        return NA, NA, NA
    mine, prefix = shape(v.facts.invoice_number), _prefix(v.facts.invoice_number)
    shapes = [shape(i.invoice_number) for i in po.invoices]
    same = sum(s == mine for s in shapes) / len(shapes)
    return same, sum(_prefix(i.invoice_number) == prefix for i in po.invoices) / len(shapes), _flag(same < 1)


def _overshoot(v: View, po: PurchaseOrderView) -> float:
    return float(v.facts.net_total / po.remaining_net - 1) if po.remaining_net > 0 else NA


PO_FEATURES: dict[str, str] = {
    "is_open": "the PO's status is open",
    "same_vat": "the PO's supplier VAT number is the invoice's",
    "same_name": "the PO's supplier name is the printed supplier name",
    "same_country": "the PO's supplier country is the country of the invoice's VAT number",
    "in_supplier_list": "the PO is among the POs found by the invoice's supplier VAT",
    "remaining_log": "log10 of the PO's remaining net",
    "net_total_log": "log10 of the PO's net total",
    "nothing_left": "the PO's remaining net is 0 or less",
    "invoiced_share": "invoiced net / net total of the PO",
    "n_invoices": "invoices booked on the PO",
    "invoiced_beyond_total": "the PO is invoiced beyond its net total",
    "style_same_shape": "share of the PO's booked invoice numbers in this number's shape (letters A, digit runs 9n)",
    "style_same_prefix": "share of the PO's booked invoice numbers with this number's prefix",
    "style_differs": "some invoice booked on the PO has another numbering shape than this invoice's number",
    "article_share": "share of the invoice's article numbers on the PO",
    "po_article_share": "share of the PO's article numbers on the invoice",
    "all_articles": "every article of the invoice is on the PO (quantities not looked at)",
    "same_article_set": "the PO's articles are exactly the invoice's",
    "price_same_share": "share of the invoice's article lines priced as on the PO",
    "prices_all_differ": "every unit price of the invoice differs from the PO's for that article",
    "qty_equal": "the invoice's article quantities are the PO's (as multisets)",
    "qty_equal_prices_differ": "the invoice's quantities with every unit price different (and no free line)",
    "qty_within_share": "share of the invoice's lines on the PO whose quantity is at most the ordered one",
    "fits": "the article-fit test of rule 4 (every article on the PO, at most the ordered quantity)",
    "overshoot": "invoice net / the PO's remaining net - 1 (exact)",
    "over_2pct": "over the 2 % tolerance of the PO's remaining net",
    "over_0pct": "the invoice net is above the PO's remaining net at all",
    "over_4pct": "the invoice net is more than 4 % above the PO's remaining net",
    "over_10pct": "the invoice net is more than 10 % above the PO's remaining net",
    "over_50pct": "the invoice net is more than 50 % above the PO's remaining net",
    "net_share_of_total": "invoice net / the PO's net total, capped at 3",
    "ordered_after_invoice": "the PO was ordered on or after the invoice date",
    "days_since_order": "invoice date minus the PO's order date, in days",
    "nonround_qty": "the PO has a non-round quantity",
    "reference_edit": "edit distance of the printed reference's digits to the PO's number",
    "is_largest_article_only": "the PO is the largest (by remaining) of the article-only candidates",
    "is_newest_candidate": "the PO is the newest-ordered candidate",
    "candidate_rank_by_remaining": "rank of the PO's remaining among the candidates and itself (0 lowest)",
    "spare_value_log": "log10 of the PO's net on articles the invoice does not carry",
    "spare_rank": "rank of that spare value among the article-only candidates and itself (0 lowest)",
    "mean_qty_log": "log10 of the PO's mean ordered quantity",
    "mean_qty_rank": "rank of the mean ordered quantity among the article-only candidates and itself",
    "invoiced_90": "the PO is exactly 90 % invoiced",
    "remaining_round": "the PO's remaining net is a multiple of 0.50",
}
"""Features of one PO against the invoice; each name is prefixed by the suite (printed., picked., cand.)."""


def po_features(v: View, po: PurchaseOrderView | None) -> dict[str, float]:
    """`PO_FEATURES` of one PO (all NA without one)."""
    if po is None or v.facts is None:
        return dict.fromkeys(PO_FEATURES, NA)
    facts = v.facts
    mine, theirs = articles(v), po_articles(po)
    same_price, all_differ = _prices(v, po)
    same_shape, same_prefix, differs = _style(v, po)
    cands = candidates(v)
    only = article_only(v)
    best = largest(only)
    digits = v.reference_digits
    free = any(not l.article_no for l in facts.lines)
    over = facts.net_total - po.remaining_net
    return {
        "is_open": _flag(po.status == "open"),
        "same_vat": _flag(normalize_vat(po.supplier.vat_number) == normalize_vat(facts.supplier_vat)),
        "same_name": _flag(bool(facts.supplier_name) and po.supplier.name.strip().lower()
                           == (facts.supplier_name or "").strip().lower()),
        "same_country": _flag(po.supplier.country == facts.supplier_vat[:2].upper()),
        "in_supplier_list": _flag(any(p.po_number == po.po_number for p in v.own)),
        "remaining_log": _log(po.remaining_net),
        "net_total_log": _log(po.net_total),
        "nothing_left": _flag(po.remaining_net <= 0),
        "invoiced_share": float(po.invoiced_net / po.net_total) if po.net_total else NA,
        "n_invoices": float(len(po.invoices)),
        "invoiced_beyond_total": _flag(po.invoiced_net > po.net_total),
        "style_same_shape": same_shape,
        "style_same_prefix": same_prefix,
        "style_differs": differs,
        "article_share": len(mine & theirs) / len(mine) if mine else NA,
        "po_article_share": len(mine & theirs) / len(theirs) if theirs else NA,
        "all_articles": _flag(bool(mine) and mine <= theirs),
        "same_article_set": _flag(bool(mine) and mine == theirs),
        "price_same_share": same_price,
        "prices_all_differ": all_differ,
        "qty_equal": _flag(_quantities_equal(v, po)),
        "qty_equal_prices_differ": _flag(_quantities_equal(v, po) and all_differ == 1.0 and not free),
        "qty_within_share": _qty_within_share(v, po),
        "fits": _flag(po_fits_invoice(po, facts)),
        "overshoot": _overshoot(v, po),
        "over_2pct": _flag(not within_tolerance(facts.net_total, po.remaining_net)),
        "over_0pct": _flag(over > 0),
        **{f"over_{int(b * 100)}pct": _flag(over > po.remaining_net * b) for b in BUCKETS},
        "net_share_of_total": min(float(facts.net_total / po.net_total), 3.0) if po.net_total > 0 else NA,
        "ordered_after_invoice": _flag(ordered_after(v, po)),
        "days_since_order": float((facts.invoice_date - po.order_date).days),
        "nonround_qty": _flag(nonround(po)),
        "reference_edit": float(levenshtein(digits, po.po_number)) if digits else NA,
        "is_largest_article_only": _flag(best is not None and best.po_number == po.po_number),
        "is_newest_candidate": _flag(bool(cands) and po.po_number == max(
            cands, key=lambda p: (p.order_date, p.po_number)).po_number),
        "candidate_rank_by_remaining": rank_of(po, cands, lambda p: p.remaining_net) if cands else NA,
        "spare_value_log": _log(spare_value(v, po)),
        "spare_rank": rank_of(po, only, lambda p: spare_value(v, p)) if only else NA,
        "mean_qty_log": _log(mean_quantity(po)),
        "mean_qty_rank": rank_of(po, only, mean_quantity) if only else NA,
        "invoiced_90": _flag(exactly_90(po)),
        "remaining_round": _flag(round_remaining(po)),
    }


def _free_lines(v: View):
    return [l for l in v.facts.lines if not l.article_no]


def article_after_free(v: View) -> bool:
    seen_free = False
    for line in v.facts.lines:
        if not line.article_no:
            seen_free = True
        elif seen_free:
            return True
    return False


def min_number_edit(v: View) -> float:
    """Edit distance of this number to the nearest other booked number of the supplier (an equal one
    is left out: distance 0 is the duplicate rule's own input)."""
    others = v.other_numbers()
    return float(min(levenshtein(v.number, o) for o in others)) if others else NA


def number_booked(v: View) -> bool:
    """The duplicate rule itself: this invoice number is among the supplier's booked ones."""
    return any(i.invoice_number.strip().upper() == v.number for i in v.booked)


def number_booked_on(v: View, po: PurchaseOrderView | None) -> bool:
    return po is not None and any(i.invoice_number.strip().upper() == v.number for i in po.invoices)


def _one_edit(v: View) -> list[PurchaseOrderView]:
    """The supplier's POs whose number is one edit from the printed reference's digits."""
    digits = v.reference_digits
    return [po for po in v.own if digits and levenshtein(digits, po.po_number) == 1]


def _best_over(v: View, bucket: Decimal | None) -> float:
    best = largest(article_only(v))
    if best is None:
        return NA
    if bucket is None:
        return _overshoot(v, best)
    return _flag(v.facts.net_total - best.remaining_net > best.remaining_net * bucket)


PROXIES: dict[str, tuple[str, Callable[[View], float]]] = {
    "has_surcharge": ("a line without article number adds to the net (freight, surcharge)",
                      lambda v: _flag(any(l.net_amount > 0 for l in _free_lines(v)))),
    "has_discount": ("a line without article number takes off the net (discount)",
                     lambda v: _flag(any(l.net_amount < 0 for l in _free_lines(v)))),
    "article_after_free_line": ("an article line is printed after a line without article number",
                                lambda v: _flag(article_after_free(v))),
    "nonround_invoice_qty": ("invoice lines with a non-round quantity",
                             lambda v: float(sum(bool(l.quantity % 1) for l in v.facts.lines))),
    "number_shape_share": ("share of the supplier's booked invoice numbers in this number's shape",
                           lambda v: sum(shape(i.invoice_number) == shape(v.facts.invoice_number) for i in v.booked)
                           / len(v.booked) if v.booked else NA),
    "number_edit_to_booked": ("edit distance of the invoice number to the nearest other booked number",
                              min_number_edit),
    "number_booked": ("the invoice number is among the supplier's booked ones (the duplicate rule)",
                      lambda v: _flag(number_booked(v))),
    "number_booked_on_printed": ("an invoice with this number is booked on the printed PO",
                                 lambda v: _flag(number_booked_on(v, v.printed)) if v.printed else NA),
    "booked_same_net": ("booked invoices of the supplier with this invoice's net amount",
                        lambda v: float(sum(i.net_amount == v.facts.net_total for i in v.booked))),
    "booked_same_date": ("booked invoices of the supplier dated on this invoice's date",
                         lambda v: float(sum(i.invoice_date == v.facts.invoice_date for i in v.booked))),
    "booked_same_date_and_net": ("booked invoices of the supplier dated on this invoice's date with its net",
                                 lambda v: float(sum(i.invoice_date == v.facts.invoice_date
                                                     and i.net_amount == v.facts.net_total for i in v.booked))),
    "printed_same_date": ("invoices on the printed PO dated on this invoice's date",
                          lambda v: float(sum(i.invoice_date == v.facts.invoice_date for i in v.printed.invoices))
                          if v.printed else NA),
    "n_candidates": ("open POs of the supplier with something left", lambda v: float(len(candidates(v)))),
    "n_sharing_article": ("candidates sharing an article with the invoice",
                          lambda v: float(sum(bool(articles(v) & po_articles(p)) for p in candidates(v)))),
    "none_sharing_article": ("no candidate shares an article with the invoice",
                             lambda v: _flag(not any(articles(v) & po_articles(p) for p in candidates(v)))),
    "n_article_only": ("candidates holding every article of the invoice (quantities not looked at)",
                       lambda v: float(len(article_only(v)))),
    "n_fitting": ("candidates passing rule 4's fit test (quantities included)",
                  lambda v: float(sum(po_fits_invoice(p, v.facts) for p in candidates(v)))),
    "n_candidates_ordered_after_invoice": ("candidates ordered on or after the invoice date",
                                           lambda v: float(sum(ordered_after(v, p) for p in candidates(v)))),
    "n_candidates_nonround": ("candidates with a non-round quantity",
                              lambda v: float(sum(nonround(p) for p in candidates(v)))),
    "n_pos_invoiced_beyond_total": ("supplier POs invoiced beyond their total",
                                    lambda v: float(sum(p.invoiced_net > p.net_total for p in v.own))),
    "largest_article_only_overshoot": ("exact overshoot of the invoice net over the largest article-only "
                                       "candidate's remaining", lambda v: _best_over(v, None)),
    **{f"largest_article_only_over_{int(b * 100)}pct": (
        f"the invoice net is more than {int(b * 100)} % above the largest article-only candidate's remaining",
        lambda v, b=b: _best_over(v, b)) for b in BUCKETS},
    "reference_one_edit_pos": ("supplier POs one edit from the printed reference's digits",
                               lambda v: float(len(_one_edit(v)))),
    "reference_one_edit_open": ("a candidate is one edit from the printed reference",
                                lambda v: _flag(any(p in candidates(v) for p in _one_edit(v)))),
    "reference_one_edit_is_largest": ("the PO one edit from the reference is the largest article-only candidate",
                                      lambda v: _flag(any(p == largest(article_only(v)) for p in _one_edit(v)))),
    "reference_one_edit_all_articles": ("a PO one edit from the reference holds every article of the invoice",
                                        lambda v: _flag(any(p in article_only(v) for p in _one_edit(v)))),
}
"""Invoice- and supplier-level proxies by name: (description, function of the View)."""

PROXY_NAMES = tuple(PROXIES)


def proxies(v: View) -> dict[str, float]:
    if v.facts is None:
        return dict.fromkeys(PROXY_NAMES, NA)
    return {name: float(fn(v)) for name, (_, fn) in PROXIES.items()}
