"""The fourth blind corpus's invoices as data: the third corpus's `Invoice` and `Line`
(evals/blind_corpus_3/invoices.py, itself on the second's and the first's, all imported, not copied) with what
mainstream invoicing software prints besides: quantities with decimals or thousands separators (`12,00`,
`2.000`), percentages in a tool's own spelling (`10.00`, `7,5`), the payment reference (a Belgian structured
communication), the BIC and the footer's registration data. The truth is still derived from this data alone
(never from the reader)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

_THIRD = Path(__file__).resolve().parents[1] / "blind_corpus_3" / "invoices.py"
if "blind_corpus_3_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_3_invoices", _THIRD)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_3_invoices"] = _module
    _spec.loader.exec_module(_module)
third = sys.modules["blind_corpus_3_invoices"]

D, MONTHS, Supplier, money, Line = third.D, third.MONTHS, third.Supplier, third.money, third.Line


@dataclass
class Invoice(third.Invoice):
    qty_places: int = 0               # decimals of a quantity as the tool prints it (Exact and Odoo: 2)
    pct_places: int | None = None     # decimals of a line discount (Odoo: `10.00`); None: as little as needed
    bic: str = ""
    payment_ref: str = ""             # the payment reference the supplier asks for (+++…+++, the invoice number)
    footer: list[str] = field(default_factory=list)   # the footer's lines or columns (registration, bank)
    order_no: str = ""                # the supplier's own sales order number (Odoo's source, SAP's base document)

    def qty(self, line: Line) -> str:
        """The quantity alone, in the tool's style: `2.000`, `12,00`, `48,5`."""
        if line.quantity == line.quantity.to_integral() and not self.qty_places:
            return self.number(line.quantity, 0)
        places = max(self.qty_places, -line.quantity.normalize().as_tuple().exponent)
        return self.number(line.quantity, places)

    def quantity_text(self, line: Line) -> str:
        text = self.qty(line)
        if line.unit and "unit" not in dict(self.columns):
            text += f" {line.unit}"
        return text

    def pct(self, value: Decimal) -> str:
        """A line discount without its % sign, as the discount column prints it."""
        if self.pct_places is not None:
            return self.number(value, self.pct_places)
        return f"{value.normalize():f}".replace(".", self.dec)

    def money(self, value: Decimal) -> str:
        """An amount with the currency as the totals print it."""
        return self.amount(value)
