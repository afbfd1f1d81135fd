"""Identifiers of `case new` in forms first printed by corpora 77 to 80 (the thirty-fourth change): a date spelt
day-month-short year ('Invoice Date  18-Oct-27'), the number after the document's own name ('Ereloonstaat nr.  :
2027/0391' under an 'ERELOONSTAAT' title), a number's label wrapped over two rows of a grid ('Numéro de' over
'facture'), the buyer's PO under or beside a label of the buyer's order or reference printed in digit groups
('Uw bestelbon' over '45.777.235', 'Referentie cliënt  bestelling 4577 73 63'), and a reverse-charge word that is
part of another word ('Telefonisch overleg': 'verleg' inside 'overleg', a consultation). For `case new` only (called
by `prefill_checks.supported_reading`); the agent's reader is unchanged."""

from __future__ import annotations

import re

from invoice_env.documents.reader import parse_date
from invoice_env.documents.reader.shared import begins_with_date, identifier_as_printed, label_cells, split_cells
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.tasks.cases.prefill_identifiers import DATE_LABEL, NUMBER_LABEL
from invoice_env.tasks.cases.totals_chain import REVERSE_CHARGE_HINT
from invoice_env.world.identifiers import normalize_po_number

SHORT_YEAR_DATE = re.compile(r"(?P<day>\d{1,2})-(?P<month>[A-Za-z]{3})-(?P<year>\d{2})")
"""A day, an English month's three letters and a year's last two digits, dashes between ('18-Oct-27')."""

NUMBER_WORD = re.compile(r"(?i)\s*(?:nr\.?|no\.?|n[°º]\.?|nummer|number|num[ée]ro)\s*:?")
"""A number word after a document's name ('nr.', 'N°'), a colon after it or not."""

BUYER_ORDER_LABEL = re.compile(
    r"(?i)(?:uw|your|votre|vos|ihre?[mnr]?)\s+(?:bestelbon|bestelling|order|commande|bestellung|auftrag)\w*"
    r"|bon\s+de\s+(?:commande|cde)|purchase\s+order|p\.?o\.?(?:\s+(?:no\.?|number|nr\.?))?|bestelbon"
    r"|(?:referentie|référence|reference|ref\.?|réf\.?)\s+(?:klant|cliënt|client|customer|kunde)"
    r"|(?:uw|your|votre|ihre?)\s+(?:referentie|référence|reference|ref\.?|réf\.?|kenmerk|referenz)")
"""A label of the buyer's order or reference, whole in its cell ('Uw bestelbon', 'Bon de cde', 'Referentie
cliënt'); not the supplier's ('Ons order', 'Notre commande')."""

ORDER_PREFIX = re.compile(r"(?i)(?:bestelling|bestelbon|commande|cde|order|po|bc|bestellung)\.?\s*(?:n[°º]|nr\.?|#)?")
"""An order word printed before the number in its cell ('Cde 45 777 349', 'bestelling 4577 73 63')."""

DIGIT_GROUPS = re.compile(r"\d{2,4}(?:[ .]\d{2,4})+|\d{6,12}")
"""A number as digit groups, a space or a dot between ('45.777.235', '4577 73 63'), or one run of digits."""


def date_with_short_year(rows: list[list[str]]):
    """The date after a label of the invoice's date spelt day-month-short year ('Invoice Date  18-Oct-27', a
    shipping system's spelling the reader does not parse): the only such date, its year in this century."""
    found = set()
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            if DATE_LABEL.fullmatch(label.strip().rstrip(":").strip()) and (
                    match := SHORT_YEAR_DATE.fullmatch(value.strip())):
                found.add(parse_date(f"{match.group('day')} {match.group('month')} 20{match.group('year')}"))
    found.discard(None)
    return found.pop() if len(found) == 1 else None


def _identifier(value: str) -> str | None:
    """The value as an invoice number: whole, with a figure, not a date."""
    value = " ".join(value.split())
    if not re.search(r"\d", value) or begins_with_date(value) or len(value) > 30:
        return None
    return value if identifier_as_printed(value) == value else None


def number_after_document_name(rows: list[list[str]]) -> str | None:
    """The value after a label of the document's own name and a number word ('Ereloonstaat nr.  :  2027/0391'), where
    that name is printed alone on its row as the document's title ('ERELOONSTAAT'): the only such value. A name that
    is no title printed ('Ons dossier  : 2027/0154', 'Dossier nr.' with no 'DOSSIER' alone) is not this."""
    titles = {cells[0].strip().casefold() for cells in rows
              if len(cells) == 1 and re.fullmatch(r"[^\W\d_]{4,}", cells[0].strip())}
    found = set()
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            name = re.match(r"([^\W\d_]{4,})", label.strip())
            if (name and name.group(1).casefold() in titles and NUMBER_WORD.fullmatch(label.strip()[name.end():])
                    and (number := _identifier(value.strip().lstrip(":").strip()))):
                found.add(number)
    return found.pop() if len(found) == 1 else None


def number_under_wrapped_label(rows: list[list[str]]) -> str | None:
    """The value under a label of the invoice's number wrapped over two rows of a grid ('Numéro de  Date de facture
    ...' over 'facture' over 'H-2027-00982  3 décembre 2027 ...'): the label's first row and the values row have as
    many cells, the one cell between completes exactly one label cell, which alone labels nothing of the number."""
    for labels, wrapped, values in zip(rows, rows[1:], rows[2:]):
        if len(labels) < 2 or len(wrapped) != 1 or len(values) != len(labels):
            continue
        if not any(begins_with_date(cell) for cell in values):
            continue
        whole = [i for i, cell in enumerate(labels) if not NUMBER_LABEL.fullmatch(cell.strip())
                 and NUMBER_LABEL.fullmatch(f"{cell.strip()} {wrapped[0].strip()}".rstrip(":").strip())]
        if len(whole) == 1 and (number := _identifier(values[whole[0]])):
            return number
    return None


def _po_in_cell(value: str, shapes: PoShapes) -> str | None:
    """The PO in a value cell: digit groups, an order word before them or not, joining to the ERP's PO form ('Cde 45
    777 349' -> '45 777 349'); an amount ('45.777.235,00') is not."""
    value = value.strip()
    prefix = ORDER_PREFIX.match(value)
    rest = value[prefix.end():].strip() if prefix and prefix.end() else value
    return rest if DIGIT_GROUPS.fullmatch(rest) and shapes.fits(rest) else None


def po_by_buyer_label(text: str, shapes: PoShapes, invoice_number: str | None) -> str | None:
    """The PO under a label of the buyer's order in a grid of rows of as many cells ('Klantnummer  Uw bestelbon  Ons
    order' over '12044  45.777.235  27-0915'), or in the cell after such a label ('Referentie cliënt  bestelling 4577
    73 63'), in the ERP's PO form: the only such value, not the invoice number read; else None (nothing known of the
    form: None). Under or after the supplier's own order ('Ons order') is not this."""
    if not shapes.shapes:
        return None
    rows = [split_cells(line) for line in text.splitlines() if line.strip()]
    found = set()
    for index, cells in enumerate(rows):
        for position, label in enumerate(cells):
            if not BUYER_ORDER_LABEL.fullmatch(label.strip().rstrip(":").strip()):
                continue
            if position + 1 < len(cells) and (po := _po_in_cell(cells[position + 1].lstrip(":"), shapes)):
                found.add(po)
            below = rows[index + 1] if index + 1 < len(rows) else []
            if len(cells) > 1 and len(below) == len(cells) and (po := _po_in_cell(below[position], shapes)):
                found.add(po)
    if len({normalize_po_number(po) for po in found}) != 1:
        return None
    po = sorted(found)[0]
    if invoice_number and normalize_po_number(invoice_number) == normalize_po_number(po):
        return None
    return po


def reverse_charge_hint(text: str) -> re.Match | None:
    """The first word of a reverse-charge statement printed (`REVERSE_CHARGE_HINT`) that is not inside 'overleg' (a
    consultation: 'Telefonisch overleg met cliënt'; 'btw verlegd' is a hint)."""
    for hint in REVERSE_CHARGE_HINT.finditer(text):
        start = hint.start()
        if hint.group().lower() == "verleg" and start > 0 and text[start - 1] in "oO" and (
                start < 2 or not text[start - 2].isalpha()):
            continue
        return hint
    return None


def identifiers_printed_so(values: dict, problems: dict, text: str) -> None:
    """The invoice number and date rules above, where `supported_reading` kept none."""
    rows = [label_cells(line) for line in text.splitlines() if line.strip()]
    if not values.get("invoice_number") and (found := (number_after_document_name(rows)
                                                       or number_under_wrapped_label(rows))):
        values["invoice_number"] = found
        problems.pop("invoice_number", None)
    if values.get("invoice_date") is None and (found := date_with_short_year(rows)):
        values["invoice_date"] = found
        problems.pop("invoice_date", None)


__all__ = ["date_with_short_year", "identifiers_printed_so", "number_after_document_name",
           "number_under_wrapped_label", "po_by_buyer_label", "reverse_charge_hint"]
