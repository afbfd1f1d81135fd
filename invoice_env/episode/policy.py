"""The booking policy: the one place that holds the 2 % rule, the VAT-code rule and the decision.

The generator computes every goal state with `decide`, the grader explains verdicts with it,
and the reference policy applies it to what it read through the tools.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable, Literal, Protocol, get_args

from invoice_env.episode.branches import Branch
from invoice_env.episode.checks import Part, Rule
from invoice_env.world.chart import (
    DOMESTIC,
    DOMESTIC_REVERSE_CHARGE,
    GOODS_ACCOUNTS,
    INTRA_EU_GOODS,
    INTRA_EU_SERVICES,
    VAT_CODES,
)
from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.models import FlagReason, InvoiceFacts, PurchaseOrderView

TOLERANCE = Decimal("0.02")
HOME_COUNTRY = "BE"

REASONS: tuple[FlagReason, ...] = get_args(FlagReason)
"""The flag reasons in the order the policy lists them."""


def within_tolerance(invoice_net: Decimal, remaining_net: Decimal) -> bool:
    """The 2 % rule: the invoice may exceed the PO's remaining net amount by at most 2.00 %."""
    return invoice_net <= remaining_net * (1 + TOLERANCE)


def overshoot_percent(invoice_net: Decimal, remaining_net: Decimal) -> Decimal | None:
    if remaining_net <= 0:
        return None
    return (invoice_net - remaining_net) / remaining_net * 100


def vat_regime(supplier_country: str, gl_account: str, reverse_charge_stated: bool) -> str:
    if supplier_country != HOME_COUNTRY:
        return INTRA_EU_GOODS if gl_account in GOODS_ACCOUNTS else INTRA_EU_SERVICES
    return DOMESTIC_REVERSE_CHARGE if reverse_charge_stated else DOMESTIC


def vat_code_for(rate: Decimal, regime: str) -> str:
    """The VAT-code rule: the code whose (rate, regime) row matches; reverse-charge regimes are 0 %."""
    wanted_rate = Decimal(0) if regime != DOMESTIC else rate
    for code, (code_rate, code_regime, _) in VAT_CODES.items():
        if code_regime == regime and code_rate == wanted_rate:
            return code
    raise ValueError(f"no VAT code for rate {rate} and regime {regime}")


class ErpView(Protocol):
    """What the policy needs to see of the ERP; both the oracle and the reference agent provide it."""

    def find_po(self, po_number: str) -> PurchaseOrderView | None: ...

    def supplier_pos(self, vat_number: str) -> list[PurchaseOrderView]: ...


@dataclass(frozen=True)
class Decision:
    action: Literal["book", "flag"]
    branch: Branch
    """Which branch of the written policy decided."""
    reason: str | None = None
    po_number: str | None = None
    gl_account: str | None = None
    vat_code: str | None = None
    net_amount: Decimal | None = None
    why: str = ""

    @property
    def outcome(self) -> tuple:
        """What the decision writes (its branch and explanation aside): two decisions with the same
        outcome leave the same row."""
        return (self.action, self.reason, self.po_number, self.gl_account, self.vat_code, self.net_amount)


BRANCHES: dict[Branch, str] = {
    Branch.DUPLICATE: "rule 2: the invoice number is already booked for this supplier",
    Branch.SUPPLIER_MISMATCH: "rule 3a: the stated PO belongs to another supplier",
    Branch.CLOSED: "rule 3b: the stated PO is closed",
    Branch.FULLY_INVOICED: "rule 3b: the stated PO is open but fully invoiced",
    Branch.NO_FIT: "rule 4: no open PO of the supplier fits the invoice lines",
    Branch.SEVERAL_FIT: "rule 4: more than one open PO of the supplier fits",
    Branch.OVER_TOLERANCE_STATED: "rule 5: over the 2 % tolerance of the stated PO",
    Branch.OVER_TOLERANCE_FIT: "rule 5: over the 2 % tolerance of the one fitting PO",
    Branch.BOOK_STATED: "rule 6: book on the stated PO",
    Branch.BOOK_FIT: "rule 6: book on the one fitting PO (no usable PO number)",
}
"""Every way the policy can end; each occurs in both splits."""


def quantities_by_article(lines) -> dict[str, Decimal]:
    """The quantity of each article number over `lines` (PO lines or invoice lines); lines without one left out."""
    totals: dict[str, Decimal] = {}
    for line in lines:
        if line.article_no:
            totals[line.article_no] = totals.get(line.article_no, Decimal(0)) + line.quantity
    return totals


def po_fits_invoice(po: PurchaseOrderView, facts: InvoiceFacts, quantities: bool = True) -> bool:
    """Every invoice line with an article number is on the PO, for at most the ordered quantity
    (`quantities=False`: on the PO at all, the fit test with its quantity input left out). As the policy text says
    it, lines without an article number are left out: an invoice with none fits every PO."""
    ordered, invoiced = quantities_by_article(po.lines), quantities_by_article(facts.lines)
    return all(article in ordered and (not quantities or qty <= ordered[article])
               for article, qty in invoiced.items())


def _invoice_numbers(pos: Iterable[PurchaseOrderView]) -> set[str]:
    return {inv.invoice_number.strip().upper() for po in pos for inv in po.invoices}


RULES = tuple(Rule)
"""The checks of the policy that `decide(..., skip=...)` can leave out: rule 2, 3a, 3b, rule 4's
article-fit test (every open PO then fits) and rule 5."""

PARTS = tuple(Part)
"""Single inputs of a rule that `decide(..., skip=...)` can leave out while the rest of the rule stays."""


def decide(facts: InvoiceFacts, erp: ErpView, skip: frozenset[Rule | Part] = frozenset()) -> Decision:
    """Apply the booking policy, rules in the order the policy text states them. `skip` leaves checks
    out (see RULES): where the decision then changes is where that check decides, the measure the
    shortcut suite holds its skip-one-rule policies to."""
    unknown = set(skip) - set(RULES) - set(PARTS)
    if unknown:
        raise ValueError(f"unknown rule(s) {sorted(unknown)}; the rules are: {', '.join(RULES)}; "
                         f"the parts: {', '.join(PARTS)}")
    supplier_key = normalize_vat(facts.supplier_vat)
    own_pos = erp.supplier_pos(facts.supplier_vat)

    if Rule.DUPLICATE not in skip and facts.invoice_number.strip().upper() in _invoice_numbers(own_pos):
        return Decision("flag", reason="duplicate_invoice", branch=Branch.DUPLICATE,
                        why=f"invoice number {facts.invoice_number} is already booked for this supplier")

    referenced = erp.find_po(facts.po_reference) if facts.po_reference else None
    if referenced is not None:
        if Rule.SUPPLIER not in skip and normalize_vat(referenced.supplier.vat_number) != supplier_key:
            return Decision("flag", reason="supplier_mismatch", branch=Branch.SUPPLIER_MISMATCH,
                            why=f"PO {referenced.po_number} belongs to {referenced.supplier.name}")
        closed = referenced.status != "open" and Part.CLOSED not in skip
        nothing_left = referenced.remaining_net <= 0 and Part.NOTHING_LEFT not in skip
        if Rule.STATUS not in skip and (closed or nothing_left):
            return Decision("flag", reason="no_matching_po",
                            branch=Branch.CLOSED if closed else Branch.FULLY_INVOICED,
                            why=f"PO {referenced.po_number} is {referenced.status} with "
                                f"{referenced.remaining_net:.2f} remaining")
        po = referenced
        over_tolerance, book = Branch.OVER_TOLERANCE_STATED, Branch.BOOK_STATED
    else:
        fitting = [p for p in own_pos if p.status == "open" and p.remaining_net > 0
                   and (Rule.FIT in skip or po_fits_invoice(p, facts, quantities=Part.QUANTITY not in skip))]
        if len(fitting) != 1:
            return Decision("flag", reason="no_matching_po",
                            branch=Branch.NO_FIT if not fitting else Branch.SEVERAL_FIT,
                            why=f"{len(fitting)} open POs of the supplier fit the invoice lines")
        po = fitting[0]
        over_tolerance, book = Branch.OVER_TOLERANCE_FIT, Branch.BOOK_FIT

    if Rule.TOLERANCE not in skip and not within_tolerance(facts.net_total, po.remaining_net):
        over = overshoot_percent(facts.net_total, po.remaining_net)
        return Decision("flag", reason="amount_out_of_tolerance", po_number=po.po_number,
                        branch=over_tolerance,
                        why=f"{facts.net_total:.2f} exceeds the remaining {po.remaining_net:.2f} of PO "
                            f"{po.po_number}" + (f" by {over:.3f} %" if over is not None else ""))

    regime = vat_regime(po.supplier.country, po.gl_account, facts.reverse_charge_stated)
    return Decision("book", po_number=po.po_number, gl_account=po.gl_account,
                    vat_code=vat_code_for(facts.vat_rate, regime), net_amount=facts.net_total,
                    branch=book,
                    why=f"within tolerance of PO {po.po_number}")


def same_po(a: str, b: str) -> bool:
    return normalize_po_number(a) == normalize_po_number(b)
