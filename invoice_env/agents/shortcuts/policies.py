"""Scripted policies that skip one rule of the written policy (or all five) and put the best
shortcut from superficial features in its place; every other rule is applied as written.

`act(obs, skip=frozenset())` is the written policy on the observation (it must agree with the
oracle on every task); each skipped rule is replaced by its shortcut below. Where a policy books,
GL account and VAT code are the right ones for the PO it picked, so only the shortcut is measured."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Callable, Mapping

from invoice_env.agents.shortcuts.features import NEAR, View
from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.episode.checks import Rule
from invoice_env.episode.grader import BookingRow, FlagRow, Outcome
from invoice_env.episode.policy import RULES, po_fits_invoice, vat_code_for, vat_regime, within_tolerance
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import PurchaseOrderView
from invoice_env.world.money import plain

LATE_DAYS = 12
"""An invoice dated more than this many days before its arrival (the inbox document id's date) or
before the supplier's newest booked invoice."""
STALE_ORDER_DAYS = 200
"""A printed PO ordered more than this many days before the invoice date."""
SURCHARGE_SHARE = Decimal("0.02")
"""Lines without article number worth more than this share of the article lines."""


@dataclass(frozen=True)
class Action:
    kind: str  # "book" or "flag"
    reason: str | None = None
    po: PurchaseOrderView | None = None
    why: str = ""

    def outcome(self, obs: Observation) -> Outcome:
        if self.kind == "flag":
            return Outcome(flags=(FlagRow(obs.document_id, self.reason, self.why),))
        facts, po = obs.facts, self.po
        code = vat_code_for(facts.vat_rate, vat_regime(po.supplier.country, po.gl_account, facts.reverse_charge_stated))
        return Outcome(bookings=(BookingRow(obs.document_id, po.po_number, po.gl_account, code,
                                            plain(facts.net_total)),))


def _flag(reason: str, why: str) -> Action:
    return Action("flag", reason=reason, why=why)


# The shortcuts: each answers its rule's question from superficial features only.

def looks_duplicate(v: View) -> bool:
    """Instead of rule 2: an invoice that arrives long after its date, or is dated long before the
    supplier's newest booked invoice, is a re-sent one."""
    newest = max((i.invoice_date for i in v.booked), default=None)
    return (v.days(v.document_date, v.facts.invoice_date) > LATE_DAYS
            or v.days(newest, v.facts.invoice_date) > LATE_DAYS)


def looks_foreign(v: View, po: PurchaseOrderView) -> bool:
    """Instead of rule 3a: the printed PO shares no article number with the invoice."""
    mine = {l.article_no for l in v.facts.lines if l.article_no}
    return not mine & {l.article_no for l in po.lines if l.article_no}


def looks_used_up(v: View, po: PurchaseOrderView) -> bool:
    """Instead of rule 3b: the printed PO already lists several invoices, or was ordered long ago."""
    return len(po.invoices) >= 2 or v.days(v.facts.invoice_date, po.order_date) > STALE_ORDER_DAYS


def pick_by_amount(v: View) -> PurchaseOrderView | None:
    """Instead of rule 4's article-fit test: an uninvoiced open PO whose total equals the invoice net,
    else the smallest uninvoiced one whose total is at least the net, else the nearest by remaining."""
    open_pos = [po for po in v.open_pos if po.remaining_net > 0]
    net = v.facts.net_total
    fresh = [po for po in open_pos if not po.invoices]
    equal = [po for po in fresh if po.net_total == net]
    if equal:
        return min(equal, key=lambda po: po.po_number)
    above = [po for po in fresh if po.net_total >= net]
    if above:
        return min(above, key=lambda po: (po.net_total, po.po_number))
    near = [po for po in open_pos if abs(po.remaining_net - net) <= po.remaining_net * NEAR]
    return min(near, key=lambda po: (abs(po.remaining_net - net), po.po_number)) if near else None


def looks_over(v: View, po: PurchaseOrderView) -> bool:
    """Instead of rule 5: surcharges above 2 % of the article lines, or a quantity above the PO's."""
    if v.article_net and v.free_net / v.article_net > SURCHARGE_SHARE:
        return True
    ordered = {l.article_no: l.quantity for l in po.lines if l.article_no}
    return any(l.article_no in ordered and l.quantity > ordered[l.article_no] for l in v.facts.lines)


def no_pick_by_amount(v: View, po: PurchaseOrderView | None) -> bool:
    """Instead of rule 4's flag: no PO is picked by amount."""
    return pick_by_amount(v) is None


Shortcut = Callable[[View, PurchaseOrderView | None], bool]
Picker = Callable[[View], PurchaseOrderView | None]
"""A stand-in for rule 4's fit test that picks the PO itself (None: flag no_matching_po)."""
SHORTCUTS: dict[Rule, Shortcut] = {
    Rule.DUPLICATE: lambda v, po: looks_duplicate(v),
    Rule.SUPPLIER: looks_foreign,
    Rule.STATUS: looks_used_up,
    Rule.FIT: no_pick_by_amount,
    Rule.TOLERANCE: looks_over,
}
"""Per rule, the question it answers ("does the rule flag here?") from superficial features; for the
fit test a PO is then picked by amount (`pick_by_amount`)."""


GUESSED_NOTES = {
    Rule.DUPLICATE: "guessed a re-sent invoice from its dates (it arrived late or predates the supplier's newest "
                 "booked invoice); the invoice number was not checked",
    Rule.SUPPLIER: "guessed another supplier's PO {po}: it shares no article with the invoice; its VAT number was "
                "not checked",
    Rule.STATUS: "guessed PO {po} used up: it lists several invoices or was ordered long ago; its status was not "
              "checked",
    Rule.TOLERANCE: "guessed over the tolerance of PO {po}: surcharges or a quantity above the PO's; the amount "
                 "was not checked against the 2 % tolerance",
}
"""The note a shortcut writes when it flags: what it guessed from, never the fact the written policy
would have checked (a skipped duplicate check does not know the number was booked)."""


def act(obs: Observation, skip: frozenset[str] = frozenset(), shortcuts: Mapping[str, Shortcut] = SHORTCUTS,
        pick: Picker | None = None) -> Action:
    """The written policy on what the agent observed, with the skipped rules replaced by shortcuts;
    a skipped fit test picks its PO with `pick` when given (else by amount, `pick_by_amount`)."""
    unknown = set(skip) - set(RULES)
    if unknown:
        raise ValueError(f"unknown rule(s) {sorted(unknown)}; the rules are: {', '.join(RULES)}")
    facts = obs.facts
    if facts is None:
        return _flag("no_matching_po", "the invoice could not be read")
    v = View(obs)

    if Rule.DUPLICATE in skip:
        duplicate = shortcuts[Rule.DUPLICATE](v, None)
    else:
        duplicate = facts.invoice_number.strip().upper() in {
            i.invoice_number.strip().upper() for po in obs.supplier_pos for i in po.invoices}
    if duplicate:
        return _flag("duplicate_invoice", GUESSED_NOTES[Rule.DUPLICATE] if Rule.DUPLICATE in skip
                     else "invoice number already booked")

    po = obs.printed_po
    if po is not None:
        foreign = (shortcuts[Rule.SUPPLIER](v, po) if Rule.SUPPLIER in skip
                   else normalize_vat(po.supplier.vat_number) != normalize_vat(facts.supplier_vat))
        if foreign:
            return _flag("supplier_mismatch", GUESSED_NOTES[Rule.SUPPLIER].format(po=po.po_number)
                         if Rule.SUPPLIER in skip else f"PO {po.po_number} belongs to another supplier")
        used_up = shortcuts[Rule.STATUS](v, po) if Rule.STATUS in skip else po.status != "open" or po.remaining_net <= 0
        if used_up:
            return _flag("no_matching_po", GUESSED_NOTES[Rule.STATUS].format(po=po.po_number) if Rule.STATUS in skip
                         else f"PO {po.po_number} is closed or fully invoiced")
    elif Rule.FIT in skip:
        if pick is not None:
            po = pick(v)
        else:
            po = None if shortcuts[Rule.FIT](v, None) else pick_by_amount(v)
        if po is None:
            return _flag("no_matching_po", "no open PO of a matching amount")
    else:
        fitting = [p for p in v.open_pos if p.remaining_net > 0 and po_fits_invoice(p, facts)]
        if len(fitting) != 1:
            return _flag("no_matching_po", f"{len(fitting)} open POs fit the invoice lines")
        po = fitting[0]

    over = (shortcuts[Rule.TOLERANCE](v, po) if Rule.TOLERANCE in skip
            else not within_tolerance(facts.net_total, po.remaining_net))
    if over:
        return _flag("amount_out_of_tolerance", GUESSED_NOTES[Rule.TOLERANCE].format(po=po.po_number)
                     if Rule.TOLERANCE in skip else f"over the tolerance of PO {po.po_number}")
    return Action("book", po=po, why=f"book on PO {po.po_number}")


POLICIES: dict[str, frozenset[Rule]] = {
    "careful": frozenset(),
    **{f"skip-{rule}": frozenset({rule}) for rule in RULES},
    "careless": frozenset({Rule.DUPLICATE, Rule.FIT, Rule.TOLERANCE}),
    "all-shortcuts": frozenset(RULES),
}
"""Suite name -> the rules it skips. `careful` skips none: the written policy on the observations;
`careless` skips the three rules the first review's careless agent skipped."""
