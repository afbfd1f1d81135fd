"""One inbox's view of the world while it is drafted: the split's context, plus the rows and invoice
numbers its earlier documents took, so no later draft reuses them by chance."""

from __future__ import annotations

import random
from decimal import Decimal

from invoice_env.tasks.drafting.builder import Context
from invoice_env.world.models import PurchaseOrder, SupplierInvoice


class InboxContext(Context):
    """A copy of a split's `Context` that takes in each accepted draft's rows."""

    def __init__(self, base: Context, rng: random.Random):
        # The base's fields, not Context.__init__ (which would rebuild them from the world); the mutable
        # ones are copied below, so the base never sees this inbox's rows.
        self.__dict__.update(base.__dict__)
        self.rng = rng
        self.invoiced = dict(base.invoiced)
        self.invoices_by_supplier = {sid: list(rows) for sid, rows in base.invoices_by_supplier.items()}
        self.orders_by_supplier = {sid: list(rows) for sid, rows in base.orders_by_supplier.items()}
        self.all_numbers = set(base.all_numbers)
        self.document_numbers: dict[str, set[str]] = {}
        """The invoice numbers this inbox's documents print, by supplier."""
        self.orders: list[PurchaseOrder] = []
        self.invoices: list[SupplierInvoice] = []

    def absorb(self, orders: list[PurchaseOrder], invoices: list[SupplierInvoice]) -> None:
        """Rows a draft added to the ERP: later drafts see them as history."""
        for po in orders:
            self.orders_by_supplier.setdefault(po.supplier_id, []).append(po)
            self.all_numbers.add(po.po_number)
            self.orders.append(po)
        for inv in invoices:
            self.invoiced[inv.po_number] = self.invoiced.get(inv.po_number, Decimal(0)) + inv.net_amount
            self.invoices_by_supplier.setdefault(inv.supplier_id, []).append(inv)
            self.invoices.append(inv)

    def taken_numbers(self, supplier_id: str) -> set[str]:
        """Every invoice number the supplier has used: booked in the ERP or printed on this inbox."""
        booked = {inv.invoice_number for inv in self.invoices_by_supplier.get(supplier_id, [])}
        return booked | self.document_numbers.get(supplier_id, set())

    def new_po_number(self, taken: set[str] = frozenset()) -> str:
        while True:
            number = f"4500{self.rng.randint(1000, 9998):04d}"
            if number not in self.all_numbers and number not in taken:
                return number
