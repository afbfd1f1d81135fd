"""The form of the ERP's PO numbers (how many digits, the first two), a cross-check for a PO read from an invoice.

A supplier prints its own numbers beside order labels too: a web shop's 'Bestellnummer: 20473', a sales order
'Order number #104532', a customer code '00005512'. None has the form of the buyer's PO numbers (the shipped ERP's
are eight digits from 45), so `case new` leaves such a reading to the user and `case check` does not take it for
the PO the invoice states. A user whose POs have another form adds them to a case's [[purchase_orders]], which
`case check` counts; `case new` knows only the shipped ERP's and leaves a PO of another form as a TODO."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from invoice_env.world.identifiers import normalize_po_number

_DIGIT_GROUPS = re.compile(r"(?<![\w.,/\-])\d+(?:[ .\-/]\d+)*(?![\w]|[.,/\-]\d)")

COMPANY_ID_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:y-tunnus|org\.?\s*nr|organisa(?:tion|sjon)snummer|cvr|nip|regon|krs|i[čc]o|di[čc]|uid|abn"
    r"|cif|nif|nipc|kvk|siret|siren|rcs|hrb|kbo|btw|vat|tva|ust-?id(?:nr)?|mwst|p\.?\s*iva|codice\s+fiscale)"
    r"(?:[\s.:#]*(?:n[or°º]|nr|number|id)\.?)?[\s.:#]*$")
"""A company register's or tax number's label right before a number in its cell ('Y-tunnus 4586878-6', a Finnish
business ID; 'KRS 0000412873'): that number is the company's, never a PO, whatever its form (twenty-ninth change)."""

_CELL_GAP = re.compile(r"\s{2,}|\|")


@dataclass(frozen=True)
class PoShapes:
    shapes: frozenset[tuple[int, str]]
    """(digit count, first two digits) of each PO number known; empty: nothing known, every form fits."""

    @classmethod
    def of(cls, po_numbers: Iterable[str]) -> "PoShapes":
        keys = (normalize_po_number(po) for po in po_numbers)
        return cls(frozenset((len(key), key[:2]) for key in keys if key.isdigit() and len(key) >= 2))

    def fits(self, value: str) -> bool:
        """Whether a PO reference as read ('PO 4577-2000', '45772000') has the form of a known PO number."""
        key = normalize_po_number(value)
        return not self.shapes or (key.isdigit() and (len(key), key[:2]) in self.shapes)

    def printed_in(self, text: str) -> str | None:
        """The first number printed anywhere in the text in the form of a known PO number ('4577 2000', '4577.2000',
        '45772000'), but one behind a company register's or tax number's label in its cell, or None (or nothing
        known)."""
        if not self.shapes:
            return None
        for match in _DIGIT_GROUPS.finditer(text):
            group = match.group(0)
            before = text[text.rfind("\n", 0, match.start()) + 1: match.start()]
            if COMPANY_ID_WORD.search(_CELL_GAP.split(before)[-1]):
                continue  # a company's own number ('Y-tunnus 4586878-6')
            for candidate in (group, *group.split(" ")):
                if self.fits(candidate):
                    return candidate
        return None

    def described(self) -> str:
        return " or ".join(f"{count} digits from {first}" for count, first in sorted(self.shapes)) or "any form"


__all__ = ["PoShapes"]
