"""The second blind corpus's invoices as data: the first corpus's `Invoice` and `Line`
(evals/blind_corpus/invoices.py, imported, not copied) with what these invoices print besides: more date
spellings, further header facts (customer number, delivery note, delivery date), payment terms instead of a
due date, a currency sign on the totals, rows under a line's description, a line discount printed as its
own row, a VAT-summary table. The truth is still derived from this data alone (never from the reader)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path

_FIRST = Path(__file__).resolve().parents[1] / "blind_corpus" / "invoices.py"
if "blind_corpus_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_invoices", _FIRST)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_invoices"] = _module
    _spec.loader.exec_module(_module)
first = sys.modules["blind_corpus_invoices"]

D, MONTHS, Supplier, money = first.D, first.MONTHS, first.Supplier, first.money

SHORT_MONTHS = {"en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
                "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.",
                "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
                "nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec."}
WEEKDAYS = {"en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
            "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
            "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche",
            "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag"}


@dataclass(frozen=True)
class Line(first.Line):
    detail: tuple[str, ...] = ()     # rows printed under the description (a batch, a colour, a test report)

    @property
    def gross(self) -> Decimal:
        """The line's amount before its line discount (printed when the discount is a row of its own)."""
        return money(self.quantity * self.price)


@dataclass
class Invoice(first.Invoice):
    extra_pairs: list[tuple[str, str]] = field(default_factory=list)   # further header facts, printed after
    order: tuple[str, ...] = ()       # header keys in print order: invoice_number, invoice_date, due_date, po, x0..
    terms: str | None = None          # printed as the due-date fact instead of a date ("30 Tage netto")
    money_format: str = "{}"          # the totals' amounts: "{} €", "€ {}", "EUR {}"
    discount_rows: bool = False       # a line discount printed as a row of its own under its line
    vat_table: bool = False           # a VAT summary (basis, rate, VAT) under the totals
    po_charges: bool = True           # fixed charges (freight, packing) are ordered on the PO as well
    words2: dict[str, str] = field(default_factory=dict)   # a writer's further words (bill-to, page, bank, ...)
    iban: str = ""

    def day(self, value: date) -> str:
        lang, style = self.language, self.date_style
        month = MONTHS[lang].split()[value.month - 1]
        if style == "iso":
            return value.isoformat()
        if style == "long":
            if lang == "de":
                return f"{value.day}. {month} {value.year}"
            if lang == "fr" and value.day == 1:
                return f"1er {month} {value.year}"
            return f"{value.day} {month} {value.year}"
        if style == "long_us":
            return f"{month} {value.day}, {value.year}"
        if style == "ordinal":
            suffix = "th" if 10 < value.day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(value.day % 10, "th")
            return f"{value.day}{suffix} {month} {value.year}"
        if style == "short":
            short = SHORT_MONTHS[lang].split()[value.month - 1]
            return f"{value.day:02d}. {short} {value.year}" if lang == "de" else f"{value.day:02d} {short} {value.year}"
        if style == "weekday":
            weekday = WEEKDAYS[lang].split()[value.weekday()]
            if lang == "de":
                return f"{weekday}, {value.day}. {month} {value.year}"
            return f"{weekday} {value.day} {month} {value.year}"
        if style == "nopad/":
            return f"{value.day}/{value.month}/{value.year}"
        return value.strftime(style)

    def header_pairs(self) -> list[tuple[str, str]]:
        known = {"invoice_number": (self.labels["invoice_number"], self.invoice_no),
                 "invoice_date": (self.labels["invoice_date"], self.day(self.issued))}
        if self.labels.get("due_date"):
            known["due_date"] = (self.labels["due_date"], self.terms or self.day(self.due))
        if self.po_printed:
            known["po"] = (self.labels["po"], self.po_printed)
        for k, pair in enumerate(self.extra_pairs):
            known[f"x{k}"] = pair
        order = self.order or ("invoice_number", "invoice_date", "due_date", "po",
                               *(f"x{k}" for k in range(len(self.extra_pairs))))
        return [known[key] for key in order if key in known]

    def amount(self, value: Decimal) -> str:
        return self.money_format.format(self.number(value))

    def totals_block(self) -> list[tuple[str, str, bool]]:
        return [(label, self.money_format.format(value), bold) for label, value, bold in super().totals_block()]

    def charges(self) -> list[tuple[str, Decimal]]:
        """The fixed charges of the totals block (freight, packing), not the discounts."""
        return [(label, amount) for label, amount in self.adjustment_amounts() if amount > 0]
