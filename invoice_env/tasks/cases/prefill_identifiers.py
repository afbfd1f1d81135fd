"""The invoice number and the invoice date of `case new` where the reader left them unread or read a neighbour's
value (made on corpora 41 to 48, the twenty-sixth change): a grid of labels over values with an address line
between or beside, a label alone on its row over its value, a number on the document title's row or just under or
above it, a '#' before a number, a label of two dates; and a PO number in a buyer's note at a web shop's checkout.
For `case new` only (called by `prefill_checks.supported_reading` after `prefill_guards.guarded`); the agent's reader
is unchanged."""

from __future__ import annotations

import re

from invoice_env.documents.reader import parse_date
from invoice_env.documents.reader.shared import begins_with_date, identifier_as_printed, label_cells, split_cells
from invoice_env.documents.reader.structure_number import BARE_NUMBER
from invoice_env.tasks.cases.po_by_form import _printed_in_form as printed_in_form
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.world.identifiers import normalize_po_number

NUMBER_LABEL = re.compile(
    r"(?i)(?:(?:tax\s+)?invoice|inv\.?)\s*(?:no\.?|nr\.?|number|#)|factuur\s*(?:nr\.?|nummer|no\.?)|factuurnr\.?"
    r"|rechnungs?-?\s*(?:nr\.?|nummer|no\.?)|n[°º]\.?\s*(?:de\s+)?(?:facture|factura|document|doc\.?)"
    r"|num[ée]ro\s+(?:de\s+)?(?:facture|documento|fattura|factura|document)|número\s+(?:de\s+)?factura"
    r"|számlaszám|document\s+(?:no\.?|number)")
"""A label of the invoice's number, whole (one half of a bilingual label: 'Számlaszám / Invoice number')."""

BARE_NUMBER_LABEL = re.compile(r"(?i)nr\.?|n[°º]\.?|no\.?|nummer|num[ée]ro|número")
"""A label of a number that names no document ('Nr.', 'N°'): the invoice's only in a grid beside its date."""

DATE_LABEL = re.compile(
    r"(?i)(?:invoice|issue|inv\.?)\s*date|date\s+of\s+issue|date\s+(?:de\s+)?(?:la\s+)?facture|date\s+d'émission"
    r"|factuurdatum|rechnungsdatum|ausstellungsdatum|fecha\s+(?:de\s+)?(?:factura|emisión)"
    r"|data\s+(?:documento|fattura|emissione)|számla\s+kelte|datum\s+(?:vystavení|vyhotovenia)")
"""A label of the date the invoice was issued, whole (one half of a bilingual label)."""

BARE_DATE_LABEL = re.compile(r"(?i)date|datum|fecha|data|dátum")
"""A label of a date that names no other (not a due date, a delivery's, an order's)."""

TITLE = (r"(?:(?:tax\s+)?invoice|rechnung|steuerbeleg|faktura|faktúra|factuur|facture|factura|fattura|számla"
         r"|da[nň]ov[ýy]\s+doklad)")
TITLE_CELL = re.compile(rf"(?i){TITLE}(?:\s*[-/]\s*{TITLE})*")
"""A cell that is a document's title only, in one language or two ('Faktura - daňový doklad / Rechnung -
Steuerbeleg')."""

TITLE_WITH_NUMBER = re.compile(rf"(?i){TITLE}(?:\s*[-/]\s*{TITLE})*\s+(?:nr\.?|no\.?|č\.|n[°º]\.?|#)\s*(?P<v>\S.*)")
"""A title with its number after a number word ('RECHNUNG - STEUERBELEG Nr. 270318')."""

HASH_NUMBER = re.compile(r"#\s?(?P<v>[A-Z0-9][A-Z0-9/.\-]*\d[A-Z0-9/.\-]*)")
"""A number after '#', a sign that is no part of it ('#FA012874', '#20713')."""


def _parts(cell: str) -> list[str]:
    """A label cell's halves, each without a colon ('Számlaszám / Invoice number')."""
    return [part.strip().rstrip(":").strip() for part in cell.split("/")]


def _is_label(cell: str, label: re.Pattern, bare: re.Pattern | None = None) -> bool:
    return any(label.fullmatch(part) or (bare is not None and bare.fullmatch(part)) for part in _parts(cell))


def _identifier(value: str) -> str | None:
    """The value as an invoice number: whole, with a figure, not a date ('FPR 58/27', '28/000112', '1245')."""
    value = " ".join(value.split())
    if not re.search(r"\d", value) or begins_with_date(value) or len(value) > 30:
        return None
    return value if identifier_as_printed(value) == value else None


def without_hash(number: str) -> str:
    """The number without a '#' printed before it."""
    match = HASH_NUMBER.fullmatch(number.strip())
    return match.group("v") if match else number


def _grid(rows: list[list[str]]):
    """Each grid of labels over values: (labels, values aligned to them), the values row up to three rows below the
    labels (an address line or a label's second line between). Aligned one to one where the rows have as many cells,
    else by the one date among the values under the one date label (an address cell before or after the values,
    a label over no value)."""
    for index, labels in enumerate(rows):
        if len(labels) < 2 or not any(_is_label(c, DATE_LABEL, BARE_DATE_LABEL) for c in labels):
            continue
        if any(begins_with_date(cell) for cell in labels):
            continue
        for values in rows[index + 1: index + 4]:
            if any(begins_with_date(cell) for cell in values):
                break
        else:
            continue
        if len(values) == len(labels):
            yield labels, dict(enumerate(values))
            continue
        dated = [i for i, cell in enumerate(values) if begins_with_date(cell)]
        date_labels = [i for i, cell in enumerate(labels) if _is_label(cell, DATE_LABEL, BARE_DATE_LABEL)]
        if len(dated) == 1 and len(date_labels) == 1:
            offset = dated[0] - date_labels[0]
            yield labels, {i: values[i + offset] for i in range(len(labels)) if 0 <= i + offset < len(values)}


def number_in_grid(rows: list[list[str]]) -> str | None:
    """The value under the invoice number's label in a grid beside a date ('Invoice no.  Invoice date' over
    '027418  2027-11-22'; 'Nr.  Datum  Seite' over '1245  20.12.2027  1  9000 GENT (BE)')."""
    for labels, values in _grid(rows):
        for i, cell in enumerate(labels):
            if _is_label(cell, NUMBER_LABEL, BARE_NUMBER_LABEL) and i in values:
                value = _identifier(values[i])
                if value:
                    return value
    return None


def date_in_grid(rows: list[list[str]], strong_only: bool = False, beside=None):
    """The date under the invoice date's label in such a grid; `strong_only`: under a label that names the invoice's
    date ('Rechnungsdatum', 'Számla kelte / Invoice date'), not a bare 'Datum'; `beside`: only where that date
    is printed under another label of the grid (the date the reader took of a neighbour's label)."""
    for labels, values in _grid(rows):
        for i, cell in enumerate(labels):
            strong = _is_label(cell, DATE_LABEL)
            if (strong or (not strong_only and _is_label(cell, BARE_DATE_LABEL))) and i in values:
                if begins_with_date(values[i]) and (found := parse_date(values[i])):
                    others = {parse_date(v) for k, v in values.items() if k != i and begins_with_date(v)}
                    if beside is None or beside in others:
                        return found
    return None


def _number_under_its_label(rows: list[list[str]]) -> str | None:
    """A label of the number alone on its row over a value alone on the next ('Számlaszám / Invoice number' over
    'RTT-2027-1184')."""
    for labels, values in zip(rows, rows[1:]):
        if len(labels) == 1 and len(values) == 1 and _is_label(labels[0], NUMBER_LABEL):
            return _identifier(values[0])
    return None


def _number_on_title_row(rows: list[list[str]]) -> str | None:
    """The number on the document title's row: after a number word in the title's cell ('RECHNUNG - STEUERBELEG
    Nr. 270318') or alone in the cell after the title ('Faktura - daňový doklad / Rechnung - Steuerbeleg
    FAV0947/2027', four digits in a row and a capital or a slash)."""
    for cells in rows:
        if not cells:
            continue
        match = TITLE_WITH_NUMBER.fullmatch(cells[0].strip())
        if match and len(cells) == 1 and (value := _identifier(match.group("v"))):
            return value
        if (len(cells) == 2 and TITLE_CELL.fullmatch(cells[0].strip())
                and BARE_NUMBER.fullmatch(cells[1].strip()) and not begins_with_date(cells[1])):
            return cells[1].strip()
    return None


def _number_near_title_ending_first_row(rows: list[list[str]]) -> str | None:
    """Under the title that ends the first row, the first of the next two rows that is one number alone, a line of
    the address beside it (four digits in a row and a capital or a slash, or a number after '#': 'RE-5884',
    '#20713')."""
    if len(rows) < 3 or not TITLE_CELL.fullmatch(rows[0][-1].strip()) or len(rows[0]) < 2:
        return None
    for cells in rows[1:3]:
        if len(cells) != 1:
            continue
        value = cells[0].strip()
        if HASH_NUMBER.fullmatch(value):
            return without_hash(value)
        if BARE_NUMBER.fullmatch(value) and not begins_with_date(value):
            return value
    return None


def _number_above_bare_title(rows: list[list[str]]) -> str | None:
    """The number alone on the first row over the document's title alone on the second ('FV27-011532' over
    'FACTUUR')."""
    if len(rows) < 2 or len(rows[0]) != 1 or len(rows[1]) != 1 or not TITLE_CELL.fullmatch(rows[1][0].strip()):
        return None
    value = rows[0][0].strip()
    return value if BARE_NUMBER.fullmatch(value) and not begins_with_date(value) else None


def _date_after_two_dates_label(rows: list[list[str]]):
    """The date after a label of the invoice's date and another date ('Rechnungsdatum/Lieferdatum  20.12.2027')."""
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            parts = _parts(label)
            if len(parts) == 2 and DATE_LABEL.fullmatch(parts[0]) and re.search(r"(?i)dat(?:um|e)$", parts[1]):
                if begins_with_date(value) and (found := parse_date(value)):
                    return found
    return None


def identified(values: dict, problems: dict, text: str) -> None:
    """Each rule in turn on the invoice number and date `supported_reading` kept."""
    rows = [label_cells(line) for line in text.splitlines() if line.strip()]
    number = values.get("invoice_number")
    if isinstance(number, str) and without_hash(number) != number:
        values["invoice_number"] = without_hash(number)
    if not values.get("invoice_number") and (found := (number_in_grid(rows) or _number_under_its_label(rows)
                                                       or _number_on_title_row(rows)
                                                       or _number_near_title_ending_first_row(rows)
                                                       or _number_above_bare_title(rows))):
        values["invoice_number"] = found
        problems.pop("invoice_number", None)
    read = values.get("invoice_date")
    if read is None:
        found = date_in_grid(rows) or _date_after_two_dates_label(rows)
        if found:
            values["invoice_date"] = found
            problems.pop("invoice_date", None)
    elif (strong := date_in_grid(rows, strong_only=True, beside=read)) and strong != read:
        values["invoice_date"] = strong  # the reader took the date of a neighbour's label in the grid


NOTE_HEADING = re.compile(r"(?i)(?:customer|client|buyer|order)\s+notes?|opmerkingen?\s+(?:klant|bestelling)"
                          r"|kundenhinweis|kundennotiz|anmerkungen|remarques?\s+(?:du\s+)?client"
                          r"|note\s+(?:du\s+)?client")
"""The heading of a note the buyer typed at the checkout of a web shop ('Customer Notes', WooCommerce's)."""

PO_IN_NOTE = re.compile(r"(?i)(?<![^\W\d_])(?:PO|P\.O\.|purchase\s+order|bestelbon|bestellnummer|bon\s+de\s+commande)"
                        r"(?:\s+(?:no\.?|nr\.?|number|n°))?[\s:#]*(?P<v>\d[\d .\-/]*\d)")
"""A purchase order's number in the buyer's words ('Please quote our purchase order PO 4577-3807')."""


def po_in_customer_note(text: str, shapes: PoShapes) -> str | None:
    """The PO number a buyer's note prints, in the first two rows under the note's heading ('Customer Notes' over
    'Please quote our purchase order PO 4577-3807'), in the ERP's PO form, where the text prints no other number in
    that form ('our' is the buyer's word there, not the supplier's)."""
    if not shapes.shapes:
        return None
    rows = [split_cells(line) for line in text.splitlines() if line.strip()]
    keys = {p.key for p in printed_in_form(rows, shapes)}
    for index, cells in enumerate(rows):
        if not any(NOTE_HEADING.fullmatch(cell.strip().rstrip(":")) for cell in cells):
            continue
        for below in rows[index + 1: index + 3]:
            for cell in below:
                match = PO_IN_NOTE.search(cell)
                value = match.group("v").strip() if match else ""
                if value and shapes.fits(value) and keys == {normalize_po_number(value)}:
                    return value
    return None


__all__ = ["identified", "number_in_grid", "date_in_grid", "without_hash", "po_in_customer_note"]
