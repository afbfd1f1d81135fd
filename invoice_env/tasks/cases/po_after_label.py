"""The PO read beside an order-number label where its digits are printed in pairs the PO form rule leaves out
('Commande n°  4577 62 70': groups of two digits, an amount's spelling elsewhere; made on corpus 69, the thirty-second
change). For `case new` only (called by `prefill_checks.supported_reading` after `po_by_form`); the agent's reader is
unchanged."""

from __future__ import annotations

import re

from invoice_env.documents.reader.shared import split_cells
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.world.identifiers import normalize_po_number

ORDER_NUMBER_LABEL = re.compile(
    r"(?i)(?:commande|bon\s+de\s+commande|bestelling|bestellung|bestelbon|purchase\s+order|order)\s*"
    r"(?:n[°º]\.?|nr\.?|no\.?|nummer|number|#)")
"""A label of an order's number alone in its cell ('Commande n°', 'Bestelling nr.'; not 'Notre n° de commande', the
supplier's own)."""

REFERENCE_LABEL = re.compile(r"(?i)(?:(?:votre|vos|your|uw|ihre?)\s+)?"
                             r"(?:r[ée]f[ée]rences?|referen(?:tie|z|ce)|kenmerk|r[ée]f\.?)")
"""A label of a reference alone in its cell, the buyer's or no one's ('Référence', 'Uw kenmerk'; not 'Notre
référence', the supplier's own; thirty-third change, corpus 74)."""

SPACED_DIGITS = re.compile(r"\d{2,4}(?:[ .]\d{2,4})+")
"""A number printed as groups of digits, a space or a dot between ('4577 62 70')."""


def po_after_order_label(text: str, shapes: PoShapes, invoice_number: str | None) -> str | None:
    """The PO in the cell right after an order number's label ('Commande n°  4577 62 70  Facturé à') or a reference's
    ('Référence :  45 776 777'), the whole cell digit groups that join to the ERP's PO form: the only such value
    printed, not the invoice number read; else None (nothing known of the ERP's PO form: None)."""
    if not shapes.shapes:
        return None
    found = set()
    for line in text.splitlines():
        cells = split_cells(line)
        for label, value in zip(cells, cells[1:]):
            value = value.strip()
            label = label.strip().rstrip(":").strip()
            named = ORDER_NUMBER_LABEL.fullmatch(label) or REFERENCE_LABEL.fullmatch(label)
            if named and SPACED_DIGITS.fullmatch(value) and shapes.fits(value):
                found.add(value)
    if len({normalize_po_number(value) for value in found}) != 1:
        return None
    value = sorted(found)[0]
    if invoice_number and normalize_po_number(invoice_number) == normalize_po_number(value):
        return None
    return value


__all__ = ["po_after_order_label"]
