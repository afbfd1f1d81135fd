"""What a `case.toml` may say: the typed form of one case file, checked field by field."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from invoice_env.world.chart import GL_ACCOUNTS
from invoice_env.world.models import EuCountry, FlagReason, Language, OrderStatus


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ExpectedOutcome(_Strict):
    action: Literal["book", "flag"]
    po_number: str | None = None
    gl_account: str | None = None
    vat_code: str | None = None
    net_amount: Decimal | None = Field(default=None, gt=0, decimal_places=2)
    reason: FlagReason | None = None


class FactLine(_Strict):
    article_no: str | None = None
    quantity: Decimal = Field(gt=0)
    description: str = ""


class InvoiceFactsSpec(_Strict):
    """The facts printed on the invoice that the answer depends on; each is checked against the PDF text."""

    supplier_vat: str
    invoice_number: str = Field(min_length=1)
    invoice_date: date
    net_total: Decimal = Field(gt=0, decimal_places=2)
    vat_rate: Decimal = Field(ge=0, le=100)
    po_reference: str | None = None
    reverse_charge_stated: bool = False
    lines: list[FactLine] = []

    @field_validator("po_reference")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return value.strip() or None if value is not None else None


class CaseSupplier(_Strict):
    name: str = Field(min_length=1)
    vat_number: str
    country: EuCountry
    street: str = ""
    postal_code: str = ""
    city: str = ""
    iban: str = ""
    language: Language = "en"


class CaseLine(_Strict):
    article_no: str | None = None
    description: str
    quantity: Decimal = Field(gt=0)
    unit_price: Decimal = Field(ge=0, decimal_places=2)
    vat_rate: Decimal = Field(ge=0, le=100)


class CaseOrder(_Strict):
    po_number: str
    supplier_vat: str
    order_date: date
    status: OrderStatus = "open"
    gl_account: str
    lines: list[CaseLine] = Field(min_length=1)

    @field_validator("gl_account")
    @classmethod
    def _known_account(cls, value: str) -> str:
        if value not in GL_ACCOUNTS:
            raise ValueError(f"unknown GL account {value!r}; expected one of {', '.join(GL_ACCOUNTS)}")
        return value


class CaseInvoice(_Strict):
    supplier_vat: str
    invoice_number: str
    invoice_date: date
    net_amount: Decimal = Field(gt=0, decimal_places=2)
    po_number: str


class CaseFile(_Strict):
    id: str | None = None
    scenario: str = Field(default="own_case", min_length=1)
    difficulty: str = Field(default="hard", min_length=1)
    tags: list[str] = []
    policy_check: bool = True
    policy_check_reason: str | None = None
    invoice: InvoiceFactsSpec
    expected: ExpectedOutcome
    suppliers: list[CaseSupplier] = []
    purchase_orders: list[CaseOrder] = []
    booked_invoices: list[CaseInvoice] = []


def field_name(loc: tuple) -> str:
    """A pydantic location as the user counts: purchase_orders.1.lines.2.quantity (from 1)."""
    return ".".join(str(p + 1) if isinstance(p, int) else str(p) for p in loc) or "(top level)"


_HINTS = {("invoice",): "add an [invoice] table with the facts printed on the invoice (`invoice-env case new` "
                        "writes one from the PDF)",
          ("expected",): "add an [expected] table with the outcome you expect"}


def spec_problems(error: ValidationError) -> list[str]:
    problems = []
    for e in error.errors():
        hint = _HINTS.get(tuple(e["loc"])) if e["type"] == "missing" else None
        problems.append(f"field {field_name(e['loc'])}: {e['msg']}" + (f"; {hint}" if hint else ""))
    return problems
