"""Typed rows and views at the boundaries: ERP rows, the PO view the tools show, invoice facts,
goal states and tasks. Money fields are Decimal; JSON forms carry them as two-place strings."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer

Money = Annotated[Decimal, PlainSerializer(lambda v: f"{v:.2f}", return_type=str, when_used="json")]
EuCountry = Literal["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
                    "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"]
Quantity = Annotated[Decimal, PlainSerializer(lambda v: f"{v.normalize():f}", return_type=str, when_used="json")]
Language = Literal["nl", "fr", "de", "en"]
"""The languages a supplier writes its invoices in."""
OrderStatus = Literal["open", "closed"]
"""A purchase order's status: only an open PO takes new invoices."""
FlagReason = Literal["no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch"]
"""Why an invoice is flagged for review instead of booked: the reasons the policy names."""


class Row(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Supplier(Row):
    supplier_id: str
    name: str
    vat_number: str
    country: EuCountry
    street: str
    postal_code: str
    city: str
    iban: str
    language: Language


class PoLine(Row):
    line_no: int
    article_no: str | None
    description: str
    quantity: Quantity
    unit_price: Money
    net_amount: Money
    vat_rate: Quantity


class PurchaseOrder(Row):
    po_number: str
    supplier_id: str
    order_date: date
    status: OrderStatus
    gl_account: str
    lines: tuple[PoLine, ...]

    @property
    def net_total(self) -> Decimal:
        return sum((line.net_amount for line in self.lines), Decimal("0.00"))


class SupplierInvoice(Row):
    supplier_id: str
    invoice_number: str
    invoice_date: date
    net_amount: Money
    po_number: str


class InboxDocument(Row):
    document_id: str
    pdf: bytes


class SupplierRef(Row):
    name: str
    vat_number: str
    country: str


class InvoiceRef(Row):
    invoice_number: str
    invoice_date: date
    net_amount: Money


class PoLineView(Row):
    """A PO line as `search_purchase_order` shows it: what the policy's fit test reads, and the price."""

    article_no: str | None
    quantity: Quantity
    unit_price: Money


class PurchaseOrderView(Row):
    """A PO as the ERP screen (and `search_purchase_order`) shows it."""

    po_number: str
    status: OrderStatus
    order_date: date
    supplier: SupplierRef
    gl_account: str
    lines: tuple[PoLineView, ...]
    net_total: Money
    invoiced_net: Money
    remaining_net: Money
    invoices: tuple[InvoiceRef, ...]


class InvoiceLine(Row):
    article_no: str | None
    description: str
    quantity: Quantity
    unit_price: Money
    net_amount: Money


class InvoiceFacts(Row):
    """What is printed on an invoice, as a careful reader extracts it."""

    supplier_name: str | None
    supplier_vat: str
    invoice_number: str
    invoice_date: date
    due_date: date
    po_reference: str | None
    lines: tuple[InvoiceLine, ...]
    net_total: Money
    vat_rate: Quantity
    vat_amount: Money
    gross_total: Money
    reverse_charge_stated: bool


class BookingGoal(Row):
    kind: Literal["booking"] = "booking"
    document_id: str
    po_number: str
    gl_account: str
    vat_code: str
    net_amount: Money


class FlagGoal(Row):
    kind: Literal["flag"] = "flag"
    document_id: str
    reason: FlagReason


Goal = Annotated[Union[BookingGoal, FlagGoal], Field(discriminator="kind")]


class TaskFixtures(Row):
    """Rows a task adds to the base snapshot; only its own rollouts see them."""

    suppliers: tuple[Supplier, ...] = ()
    orders: tuple[PurchaseOrder, ...] = ()
    invoices: tuple[SupplierInvoice, ...] = ()


class Task(Row):
    task_id: str
    split: Literal["train", "eval", "cases"]
    document_id: str
    pdf: bytes
    prompt: str
    scenario: str
    difficulty: str  # easy / medium / hard for generated tasks; any label for a user's own case
    goal: Goal
    fixtures: TaskFixtures
    facts: InvoiceFacts | None  # what the invoice says; None for a user's own case
    layout: str
    language: str
    start_hash: str
    tags: tuple[str, ...] = ()  # a user's own labels for a case; the report groups by them


DocumentKind = Literal["invoice", "delivery_note", "payment_reminder", "order_confirmation"]
"""What an inbox document is: only invoices are booked or flagged."""


class InboxItem(Row):
    """One document of an inbox task, as the ERP's intake captured it (number and date), with the
    goal the clerk must leave for it (None: nothing may be written for it). `facts` is what the document
    says taken as an invoice (one that is not an invoice: its lines and totals under its own number; a
    payment reminder: the invoice it restates)."""

    document_id: str
    pdf: bytes
    kind: DocumentKind
    number: str
    issued: date
    facts: InvoiceFacts | None = None
    goal: Goal | None = None
    references: tuple[tuple[DocumentKind, str], ...] = ()
    """The other documents it names: (kind, number), as printed after its header's facts."""


class InboxTask(Row):
    """Several documents handled in arrival order against one ERP: each decision may change the next."""

    task_id: str
    split: Literal["inbox-train", "inbox-eval"]
    items: tuple[InboxItem, ...]
    prompt: str
    scenario: str
    difficulty: str
    interactions: tuple[str, ...]
    fixtures: TaskFixtures
    start_hash: str
    tags: tuple[str, ...] = ()

    @property
    def goals(self) -> tuple[Goal, ...]:
        return tuple(item.goal for item in self.items if item.goal is not None)
