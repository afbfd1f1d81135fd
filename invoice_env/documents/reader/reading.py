"""What a reader makes of an invoice's text: `Reading`, its values field by field and why the others
could not be read."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.reader.shared import UnreadableInvoice
from invoice_env.world.models import InvoiceFacts

FIELD_ORDER = ("supplier_vat", "invoice_number", "invoice_date", "due_date", "po_reference", "lines", "net_total",
               "vat_rate", "vat_amount", "gross_total", "reverse_charge_stated")


@dataclass(frozen=True)
class Reading:
    """What an invoice's text says, field by field: `values` holds what could be read (the keys of
    InvoiceFacts but `supplier_name`), `problems` why a field could not be read; `how` says which reader read
    it ('wording': the project's wording sets; 'structure': labels as hints, amounts that add up)."""

    values: dict[str, object]
    problems: dict[str, str]
    language: str | None
    how: str

    @property
    def complete(self) -> bool:
        return not self.problems

    @property
    def adds_up(self) -> bool:
        """The lines add up to the net total, and net + VAT to the gross total."""
        lines = self.values.get("lines") or ()
        net, vat, gross = (self.values.get(name) for name in ("net_total", "vat_amount", "gross_total"))
        if net is None or vat is None or gross is None:
            return False
        return sum((line.net_amount for line in lines), Decimal("0.00")) == net and net + vat == gross

    def facts(self) -> InvoiceFacts:
        """Every field as InvoiceFacts; UnreadableInvoice naming the first field that could not be read."""
        for name in FIELD_ORDER:
            if name in self.problems:
                raise UnreadableInvoice(f"{name}: {self.problems[name]}")
        return InvoiceFacts(supplier_name=None, **{name: self.values[name] for name in FIELD_ORDER})
