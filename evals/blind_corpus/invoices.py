"""The blind corpus's invoices as data: who writes them, what they print and how (labels, columns, number and
date spelling, totals block), and the truth derived from that data alone (never from the reader)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

D = Decimal
MONTHS = {"fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
          "en": "January February March April May June July August September October November December",
          "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
          "nl": "januari februari maart april mei juni juli augustus september oktober november december"}


def money(value: Decimal) -> Decimal:
    return value.quantize(D("0.01"), rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Supplier:
    name: str
    street: str
    postal_code: str
    city: str
    country: str
    vat: str


@dataclass(frozen=True)
class Line:
    article: str | None
    description: str
    quantity: Decimal
    price: Decimal
    unit: str | None = None
    discount: Decimal | None = None   # a line discount in %
    price_places: int = 2

    @property
    def amount(self) -> Decimal:
        return money(self.quantity * self.price * (1 - (self.discount or D(0)) / 100))


@dataclass
class Invoice:
    name: str
    language: str
    writer: str
    supplier: Supplier
    invoice_no: str
    issued: date
    due: date
    po_printed: str | None           # the PO reference as the supplier prints it
    po_number: str                   # the ERP's PO number it stands for
    vat_rate: Decimal
    lines: list[Line]
    labels: dict[str, str]           # invoice_number, invoice_date, due_date, po, subtotal, net, vat, gross
    columns: list[tuple[str, float]]
    headings: dict[str, str]
    words: dict[str, str]            # title, vat_id, country_be
    gl_account: str
    vat_code: str
    dec: str = ","
    group: str = "."
    date_style: str = "%d-%m-%Y"
    adjustments: list[tuple[str, Decimal]] = field(default_factory=list)   # (label, % of subtotal or amount)
    notes: list[str] = field(default_factory=list)
    reverse_charge: bool = False
    wrap: int = 34
    colon: str = ": "

    # --- how it prints ---------------------------------------------------------------------------
    def number(self, value: Decimal, places: int = 2) -> str:
        text = f"{abs(value):,.{places}f}".replace(",", "X").replace(".", self.dec).replace("X", self.group)
        return ("-" if value < 0 else "") + text

    def percent(self, value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", self.dec) + " %"

    def quantity_text(self, line: Line) -> str:
        whole = line.quantity == line.quantity.to_integral()
        text = f"{line.quantity:.0f}" if whole else f"{line.quantity.normalize():f}".replace(".", self.dec)
        if line.unit and "unit" not in dict(self.columns):
            text += f" {line.unit}"
        return text

    def day(self, value: date) -> str:
        if self.date_style == "long":
            month = MONTHS[self.language].split()[value.month - 1]
            return f"{month} {value.day}, {value.year}" if self.language == "en" and self.dec == "." \
                else f"{value.day} {month} {value.year}"
        return value.strftime(self.date_style)

    def header_pairs(self) -> list[tuple[str, str]]:
        pairs = [(self.labels["invoice_number"], self.invoice_no), (self.labels["invoice_date"], self.day(self.issued)),
                 (self.labels["due_date"], self.day(self.due))]
        if self.po_printed:
            pairs.append((self.labels["po"], self.po_printed))
        return pairs

    # --- the truth --------------------------------------------------------------------------------
    @property
    def subtotal(self) -> Decimal:
        return sum((line.amount for line in self.lines), D("0.00"))

    def adjustment_amounts(self) -> list[tuple[str, Decimal]]:
        out = []
        for label, value in self.adjustments:
            out.append((label, -money(self.subtotal * value / 100) if "%" in label else value))
        return out

    @property
    def net_total(self) -> Decimal:
        return self.subtotal + sum((amount for _, amount in self.adjustment_amounts()), D("0.00"))

    @property
    def vat_amount(self) -> Decimal:
        return money(self.net_total * self.vat_rate / 100)

    @property
    def gross_total(self) -> Decimal:
        return self.net_total + self.vat_amount

    def totals_block(self) -> list[tuple[str, str, bool]]:
        rows = []
        if self.adjustments:
            rows.append((self.labels["subtotal"], self.number(self.subtotal), False))
            rows += [(label, self.number(amount), False) for label, amount in self.adjustment_amounts()]
        rows.append((self.labels["net"], self.number(self.net_total), False))
        rows.append((self.labels["vat"].format(rate=self.percent(self.vat_rate)), self.number(self.vat_amount), False))
        rows.append((self.labels["gross"], self.number(self.gross_total), True))
        return rows
