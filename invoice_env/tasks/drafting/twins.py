"""Invoices of the supplier booked on or shortly before the invoice date: every task's twin and the
recent ones."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.traits import Trait
from invoice_env.world.models import PurchaseOrder, SupplierInvoice
from invoice_env.world.money import cents


TWIN_ON_TARGET_SHARE = 0.4
"""Share of tasks whose twin (below) is booked on the PO the invoice was made against."""
TWIN_SAME_AMOUNT = 0.3
"""Share of the twins booked elsewhere that carry the invoice's net amount."""


def twin_invoice(b: Builder, target: PurchaseOrder, net: Decimal | None) -> SupplierInvoice | None:
    """Every task's twin: an invoice of the supplier dated on the invoice date, booked on the target
    (`net` None: before the invoice is placed against what is left, TWIN_ON_TARGET_SHARE of the tasks)
    or on another open PO of the supplier (after it, with the invoice's net on TWIN_SAME_AMOUNT of
    them). A duplicate is a task whose invoice carries its twin's number (a resent invoice: same date,
    same number, booked where any invoice of that day would be); every other task's is a different
    invoice of the same day, drawn alike."""
    rng, day = b.rng, b.invoice_date
    if net is None:
        po = target
    else:
        pool = [po for po in b.pos() if po.status == "open" and po.order_date < day and po is not target
                and po.po_number not in b.placed and b.remaining(po) > 0]
        if not pool:
            return None
        po = rng.choice(pool)
    if po.order_date >= day:
        return None
    amount = net if net is not None and rng.random() < TWIN_SAME_AMOUNT else cents(
        po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5", "1"])))
    if net is None and b.invoiced(po) + amount >= po.net_total:
        return None  # on the target the invoice must find something left
    row = b.book_invoice(po, amount, day)
    if row is not None:
        b.traits.add(Trait.TWIN_INVOICE)
    return row


RECENT_COUNTS = (0, 1, 2, 3, 4)
"""How many invoices of the supplier were booked shortly before the invoice, on every task alike."""


def recent_invoices(b: Builder, net: Decimal, target: PurchaseOrder, count: int, same_day: float = 0.4,
                    same_amount: float = 0.3, avoid: PurchaseOrder | None = None) -> list[SupplierInvoice]:
    """Invoices of this supplier booked shortly before or on the invoice date: a supplier sends
    several a month, sometimes two a day, a utility bills the same advance every month. Every task
    has them, drawn alike; a duplicate is a task with one more, whose number the invoice carries.
    `avoid`: a PO whose remaining net is already placed against the invoice, which none of them may
    change (else they would push only the flags further over the tolerance)."""
    rng = b.rng
    out = []
    for _ in range(count):
        day = b.invoice_date if rng.random() < same_day else b.invoice_date - timedelta(days=rng.randint(1, 25))
        open_pos = [po for po in b.pos() if po.status == "open" and po.order_date < day and po is not avoid
                    and po.po_number not in b.placed]
        on_target = target is not avoid and ((rng.random() < 0.4 and target.order_date < day) or not open_pos)
        if not on_target and not open_pos:
            continue
        po = target if on_target else rng.choice(open_pos)
        amount = net if rng.random() < same_amount else cents(
            po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5", "1"])))
        row = b.book_invoice(po, amount, day)
        if row is not None:
            out.append(row)
    return out
