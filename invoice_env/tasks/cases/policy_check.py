"""A case's expected answer held against its own data: the booking must fit the PO and supplier it
names, and the project's own policy, run on the `[invoice]` facts and the case's ERP, must decide
the same (unless the case opts out with a stated reason)."""

from __future__ import annotations

import sqlite3
from decimal import Decimal

from invoice_env.episode.policy import BRANCHES, HOME_COUNTRY, Decision, decide
from invoice_env.tasks.cases.spec import CaseFile, ExpectedOutcome, InvoiceFactsSpec
from invoice_env.world.chart import DOMESTIC, DOMESTIC_REVERSE_CHARGE, VAT_CODES
from invoice_env.world.erp import DatabaseErpView
from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.models import InvoiceFacts, InvoiceLine
from invoice_env.world.money import cents

_DOMESTIC_REGIMES = (DOMESTIC, DOMESTIC_REVERSE_CHARGE)


def policy_facts(spec: InvoiceFactsSpec) -> InvoiceFacts:
    """The `[invoice]` table as the facts the policy reads (fields it never reads are filled plainly)."""
    vat = cents(spec.net_total * spec.vat_rate / 100)
    lines = tuple(InvoiceLine(article_no=l.article_no, description=l.description, quantity=l.quantity,
                              unit_price=Decimal("0.00"), net_amount=Decimal("0.00")) for l in spec.lines)
    return InvoiceFacts(supplier_name=None, supplier_vat=spec.supplier_vat, invoice_number=spec.invoice_number,
                        invoice_date=spec.invoice_date, due_date=spec.invoice_date, po_reference=spec.po_reference,
                        lines=lines, net_total=spec.net_total, vat_rate=spec.vat_rate, vat_amount=vat,
                        gross_total=spec.net_total + vat, reverse_charge_stated=spec.reverse_charge_stated)


def booking_problems(spec: CaseFile, conn: sqlite3.Connection, disputed: frozenset[str] = frozenset()) -> list[str]:
    """An expected booking that contradicts the case's own rows, whatever policy one follows. `disputed`: the
    `[invoice]` fields the PDF does not show as given (reported already); a comparison with one of them is
    left out, since fixing that fact changes it."""
    expected = spec.expected
    if expected.action != "book":
        return []
    po = DatabaseErpView(conn).find_po(expected.po_number)
    if po is None:
        return [f"field expected.po_number: PO {expected.po_number} is neither in the ERP nor in [[purchase_orders]]"]
    problems = []
    if "supplier_vat" not in disputed and normalize_vat(po.supplier.vat_number) != normalize_vat(spec.invoice.supplier_vat):
        problems.append(f"field expected.po_number: PO {po.po_number} belongs to {po.supplier.name} "
                        f"({po.supplier.vat_number}), not to the invoice's supplier {spec.invoice.supplier_vat}")
    if expected.gl_account != po.gl_account:
        problems.append(f"field expected.gl_account: {expected.gl_account} is not the GL account of PO "
                        f"{po.po_number} ({po.gl_account}); a booking goes on the PO's account")
    regime = VAT_CODES[expected.vat_code][1]
    domestic = po.supplier.country == HOME_COUNTRY
    if domestic != (regime in _DOMESTIC_REGIMES):
        wanted = "V21, V12, V06 or VRC" if domestic else "ICG or ICS"
        problems.append(f"field expected.vat_code: {expected.vat_code} ({regime}) does not apply to a supplier in "
                        f"{po.supplier.country}; expected {wanted}")
    if "net_total" not in disputed and expected.net_amount != spec.invoice.net_total:
        problems.append(f"field expected.net_amount: {expected.net_amount:.2f} is not the invoice's net total "
                        f"{spec.invoice.net_total:.2f} ([invoice].net_total)")
    return problems


def describe(outcome: Decision | ExpectedOutcome) -> str:
    if outcome.action == "flag":
        return f"flag {outcome.reason}"
    return (f"book on PO {outcome.po_number}, GL {outcome.gl_account}, VAT {outcome.vat_code}, "
            f"net {outcome.net_amount:.2f}")


def agrees(decision: Decision, expected: ExpectedOutcome) -> bool:
    if decision.action != expected.action:
        return False
    if decision.action == "flag":
        return decision.reason == expected.reason
    return (normalize_po_number(decision.po_number) == normalize_po_number(expected.po_number)
            and decision.gl_account == expected.gl_account and decision.vat_code == expected.vat_code
            and decision.net_amount == expected.net_amount)


def policy_decision(spec: CaseFile, conn: sqlite3.Connection) -> Decision:
    return decide(policy_facts(spec.invoice), DatabaseErpView(conn))


_PARTS = frozenset({"action", "reason", "po_number", "gl_account", "vat_code", "net_amount"})
# which parts of a decision an [invoice] fact can change (the rest, e.g. the PO reference or the lines, any part)
_CHANGES = {"vat_rate": frozenset({"vat_code"}), "reverse_charge_stated": frozenset({"vat_code"}),
            "net_total": frozenset({"net_amount", "action", "reason"})}


def differing_parts(decision: Decision, expected: ExpectedOutcome) -> frozenset[str]:
    """The parts in which the policy's decision and [expected] differ."""
    if decision.action != expected.action:
        return frozenset({"action"})
    if decision.action == "flag":
        return frozenset({"reason"}) if decision.reason != expected.reason else frozenset()
    pairs = {"po_number": (normalize_po_number(decision.po_number), normalize_po_number(expected.po_number)),
             "gl_account": (decision.gl_account, expected.gl_account),
             "vat_code": (decision.vat_code, expected.vat_code),
             "net_amount": (decision.net_amount, expected.net_amount)}
    return frozenset(name for name, (a, b) in pairs.items() if a != b)


def disagreement(decision: Decision, spec: CaseFile, disputed: frozenset[str] = frozenset()) -> str | None:
    """Why [expected] is not what the policy decides, or None. `disputed`: the [invoice] facts the PDF shows
    otherwise (reported already). A difference that fixing them can explain is left out (it follows from
    them); any other is reported, saying that the policy read the facts as given."""
    if agrees(decision, spec.expected):
        return None
    explained = frozenset().union(*(_CHANGES.get(name, _PARTS) for name in disputed))
    if differing_parts(decision, spec.expected) <= explained:
        return None
    note = ""
    if disputed:
        names = ", ".join(f"invoice.{name}" for name in sorted(disputed))
        note = f" (the policy read [invoice] as given; the PDF disputes {names} above)"
    return (f"[expected] says {describe(spec.expected)}, but the policy decides {describe(decision)} "
            f"({BRANCHES[decision.branch]}: {decision.why}){note}. Fix [expected] or [invoice], "
            "or set policy_check = false with a policy_check_reason")
