"""The inbox's rule for an invoice without a usable PO number: where it names a delivery note of the same
supplier that arrived earlier in the inbox, it is read as stating the PO number that delivery note states
(rule 3 then applies, not rule 4). The generator's oracle applies it to what the documents are; the
reference agent to what it read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import InvoiceFacts


def _key(supplier_vat: str, number: str) -> tuple[str, str]:
    return normalize_vat(supplier_vat), number.strip().upper()


@dataclass
class EarlierNotes:
    """The delivery notes an inbox showed so far: (supplier, note number) -> the PO number the note states."""

    stated: dict[tuple[str, str], str] = field(default_factory=dict)

    def add(self, supplier_vat: str, number: str, po_reference: str | None) -> None:
        if po_reference and number:
            self.stated[_key(supplier_vat, number)] = po_reference

    def read_as(self, facts: InvoiceFacts, named_notes: Iterable[str], stated_po_exists: bool) -> InvoiceFacts:
        """The invoice as the inbox rule reads it: its own PO number where that exists in the ERP, else the PO
        number of the first earlier delivery note of its supplier it names (`named_notes`: note numbers)."""
        if stated_po_exists:
            return facts
        for number in named_notes:
            po = self.stated.get(_key(facts.supplier_vat, number))
            if po is not None:
                return facts.model_copy(update={"po_reference": po})
        return facts
