"""The third blind corpus's invoices as data: the second corpus's `Invoice` and `Line`
(evals/blind_corpus_2/invoices.py, itself on the first corpus's, both imported, not copied) with what these
invoices print besides: negative amounts with a trailing minus or in parentheses, the currency sign on every
figure of the table, the invoice date as a letter's place and date (`Ath, le 9 décembre 2026`) instead of a
labelled fact, a delivery-note box, and further date spellings (`14-Dec-2026`, `Jan 12, 2027`, `29 dec 2026`,
the Austrian `8. Jänner 2027`). The truth is still derived from this data alone (never from the reader)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path

_SECOND = Path(__file__).resolve().parents[1] / "blind_corpus_2" / "invoices.py"
if "blind_corpus_2_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_2_invoices", _SECOND)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_2_invoices"] = _module
    _spec.loader.exec_module(_module)
second = sys.modules["blind_corpus_2_invoices"]

D, MONTHS, SHORT_MONTHS, Supplier, money, Line = (second.D, second.MONTHS, second.SHORT_MONTHS, second.Supplier,
                                                  second.money, second.Line)
EN_ABBR = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"


@dataclass
class Invoice(second.Invoice):
    negative: str = "minus"          # minus: -1.234,56 | trailing: 1.234,56- | parens: (1.234,56)
    sign_every: bool = False         # the currency sign (money_format) on every figure of the table too
    place: str | None = None         # the invoice date printed as "<place><date>" in a letter's head, unlabelled
    delivery: list[tuple[str, str]] = field(default_factory=list)   # a delivery-note box near the date
    intro: str = ""                  # a sentence above the table

    def number(self, value: Decimal, places: int = 2) -> str:
        text = super().number(abs(value), places)
        if value >= 0:
            return text
        return {"minus": "-" + text, "trailing": text + "-", "parens": f"({text})"}[self.negative]

    def amount(self, value: Decimal, places: int = 2) -> str:
        """An amount with its currency sign; in parentheses the sign goes inside them: `(€ 1.234,56)`."""
        if value < 0 and self.negative == "parens":
            return "(" + self.money_format.format(self.number(-value, places)) + ")"
        return self.money_format.format(self.number(value, places))

    def figure(self, value: Decimal, places: int = 2) -> str:
        """A figure of the table: with the currency sign when the invoice prints it on every figure."""
        return self.amount(value, places) if self.sign_every else self.number(value, places)

    def day(self, value: date) -> str:
        lang, style = self.language, self.date_style
        if style == "long" and lang == "de" and self.supplier.country == "AT" and value.month == 1:
            return f"{value.day}. Jänner {value.year}"       # Austrian German
        if style == "d-Mon-y":
            return f"{value.day:02d}-{EN_ABBR.split()[value.month - 1]}-{value.year}"
        if style == "us_short":
            return f"{EN_ABBR.split()[value.month - 1]} {value.day}, {value.year}"
        if style == "d mon y":
            return f"{value.day} {SHORT_MONTHS[lang].split()[value.month - 1].rstrip('.')} {value.year}"
        return super().day(value)

    def header_pairs(self) -> list[tuple[str, str]]:
        """The labelled facts; an invoice date printed as the letter's place and date has no label."""
        return [(label, value) for label, value in super().header_pairs() if label]

    def place_line(self) -> str | None:
        return f"{self.place}{self.day(self.issued)}" if self.place is not None else None

    def totals_block(self) -> list[tuple[str, str, bool]]:
        rows = []
        if self.adjustments:
            rows.append((self.labels["subtotal"], self.amount(self.subtotal), False))
            rows += [(label, self.amount(amount), False) for label, amount in self.adjustment_amounts()]
        rows.append((self.labels["net"], self.amount(self.net_total), False))
        rows.append((self.labels["vat"].format(rate=self.percent(self.vat_rate)), self.amount(self.vat_amount), False))
        rows.append((self.labels["gross"], self.amount(self.gross_total), True))
        return rows
