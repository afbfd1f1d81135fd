"""The sixth blind corpus's invoices as data, and the truth derived from that data alone (never from the reader).
A small model of its own (the earlier corpora's `Invoice` carries five corpora of print options): the lines, the
totals block (line discounts, an invoice discount in % or a freight/packing charge before the net total), and how
a tool spells numbers and dates."""

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
    phone: str = ""
    email: str = ""
    register: str = ""          # KvK, RPR/RPM, HRB, SIRET, RCS


@dataclass(frozen=True)
class Line:
    article: str | None
    description: str
    quantity: Decimal
    price: Decimal
    unit: str = ""
    discount: Decimal | None = None         # a line discount in %
    detail: tuple[str, ...] = ()             # rows printed under the description
    price_places: int = 2

    @property
    def gross(self) -> Decimal:
        return money(self.quantity * self.price)

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
    po_printed: str | None               # the PO reference as the supplier prints it (None: none printed)
    po_number: str                       # the ERP's PO number it stands for
    vat_rate: Decimal
    lines: list[Line]
    gl_account: str
    vat_code: str
    reverse_charge: bool = False         # the invoice states a reverse charge (BE co-contractor, intra-EU)
    adjustments: list[tuple[str, Decimal]] = field(default_factory=list)  # ("Korting 3 %", 3) or ("Vracht", 45)
    statement: str = ""                  # the VAT statement (exemption, reverse charge, place of supply)
    dec: str = ","
    group: str = "."
    qty_places: int = 0
    iban: str = ""
    bic: str = ""
    payment_ref: str = ""
    customer_no: str = ""
    extra: dict[str, str] = field(default_factory=dict)     # a writer's further facts (delivery note, order...)
    po_charges: bool = True              # the freight/packing is ordered on the PO as well

    # --- the truth ------------------------------------------------------------------------------------------------
    @property
    def subtotal(self) -> Decimal:
        return sum((line.amount for line in self.lines), D("0.00"))

    def adjustment_amounts(self) -> list[tuple[str, Decimal]]:
        return [(label, -money(self.subtotal * value / 100) if "%" in label else value)
                for label, value in self.adjustments]

    def charges(self) -> list[tuple[str, Decimal]]:
        return [(label, amount) for label, amount in self.adjustment_amounts() if amount > 0]

    @property
    def net_total(self) -> Decimal:
        return self.subtotal + sum((amount for _, amount in self.adjustment_amounts()), D("0.00"))

    @property
    def vat_amount(self) -> Decimal:
        return money(self.net_total * self.vat_rate / 100)

    @property
    def gross_total(self) -> Decimal:
        return self.net_total + self.vat_amount

    # --- how it prints --------------------------------------------------------------------------------------------
    def number(self, value: Decimal, places: int = 2) -> str:
        text = f"{abs(value):,.{places}f}"
        whole, _, frac = text.partition(".")
        out = whole.replace(",", self.group) + (self.dec + frac if places else "")
        return ("-" if value < 0 else "") + out

    def qty(self, line: Line) -> str:
        places = max(self.qty_places, -min(0, line.quantity.normalize().as_tuple().exponent))
        return self.number(line.quantity, places)

    def pct(self, value: Decimal) -> str:
        return f"{value.normalize():f}".replace(".", self.dec)

    def rate(self) -> str:
        return self.pct(self.vat_rate)

    def day(self, value: date, style: str) -> str:
        if style == "long":
            month = MONTHS[self.language].split()[value.month - 1]
            if self.language == "de":
                return f"{value.day}. {month} {value.year}"
            if self.language == "en":
                return f"{value.day} {month} {value.year}"
            return f"{value.day} {month} {value.year}"
        if style == "short_en":
            return f"{value.day:02d} {MONTHS['en'].split()[value.month - 1][:3]} {value.year}"
        return value.strftime(style)


def ogm(base: int) -> str:
    """A Belgian structured communication on ten digits: +++123/4567/89012+++ (check digits: mod 97, 97 for 0)."""
    digits = f"{base:010d}{base % 97 or 97:02d}"
    return f"+++{digits[:3]}/{digits[3:7]}/{digits[7:]}+++"
