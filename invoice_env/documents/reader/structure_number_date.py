"""The invoice number and date printed together under labels that name only a number and a date: a grid of bare
'Nummer  Datum' labels over their values (Tradecom, Exact's 'Numéro  Date  Client'), or SAP's one label
'Nummer/Datum' beside '90031876 / 13.12.2027'. The invoice's own labels, the reader's vocabulary, come first."""

from __future__ import annotations

import re
from datetime import date

from invoice_env.documents.reader.page import Page
from invoice_env.documents.reader.shared import identifier_as_printed, parse_date
from invoice_env.documents.reader.structure_table import is_header

NUMBER_LABEL = r"(?:nummer|number|numéro|nr\.?|no\.?|n°)"
DATE_LABEL = r"(?:datum|date)"
COMBINED_LABEL = re.compile(rf"(?i){NUMBER_LABEL}\s*/\s*{DATE_LABEL}:?")
"""One label for a number and a date ('Nummer/Datum', 'Number/Date')."""
COMBINED_VALUE = re.compile(r"(?P<number>[A-Z0-9][\w.\-]*\d[\w.\-]*)\s+/\s+(?P<date>\S.*)")
"""A number and a date with a slash set apart between them ('90031876 / 13.12.2027')."""


def number_and_date(text: Page) -> tuple[str, date] | None:
    """The invoice number and date under a bare number label and a date label, or beside one label naming both,
    above the line table; else None."""
    for index, cells in enumerate(text.lines):
        if is_header(cells, text):
            return None
        found = _beside_combined_label(cells) or _under_grid_labels(text, index)
        if found is not None:
            return found
    return None


def _beside_combined_label(cells: list[str]) -> tuple[str, date] | None:
    """The number and date in the cell after a label naming both ('Nummer/Datum  90031876 / 13.12.2027')."""
    for label, value in zip(cells, cells[1:]):
        match = COMBINED_VALUE.fullmatch(value.strip()) if COMBINED_LABEL.fullmatch(label.strip()) else None
        if match and (printed := parse_date(match.group("date"))) and identifier_as_printed(match.group("number")):
            return match.group("number"), printed
    return None


def _under_grid_labels(text: Page, index: int) -> tuple[str, date] | None:
    """The number and date under a bare number label followed by a date label in a row of labels that print no
    figure ('Nummer  Datum  Klant'), in the next row or the one after a row of one cell that the text interleaves
    (the sender's phone); the values' row starts as the labels' row does and is not wider."""
    cells = text.lines[index]
    at = next((i for i, (first, second) in enumerate(zip(cells, cells[1:]))
               if re.fullmatch(rf"(?i){NUMBER_LABEL}", first.strip())
               and re.fullmatch(rf"(?i){DATE_LABEL}", second.strip())), None)
    if at is None or any(re.search(r"\d", cell) for cell in cells):
        return None
    for below in text.lines[index + 1: index + 3]:
        if at + 2 <= len(below) <= len(cells) and not any(text.strong.hit(cell) for cell in below):
            number, printed = identifier_as_printed(below[at]), parse_date(below[at + 1])
            if number == below[at].strip() and printed is not None and re.search(r"\d", number):
                return number, printed
            return None
        if len(below) != 1:
            return None
    return None
