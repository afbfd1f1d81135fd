"""Heading words of a line table of fees by the hour, for `invoice-env case new` only (issue 38, item 8; first
printed by corpora 77 to 80, the thirty-fourth change):
- a rate column before an hours column ('Date  Int.  Description  Taux  Heures  Total'): the row prints its unit
  price before its quantity ('260,00  4,50  1 170,00': 4,50 hours at 260,00), which the arithmetic alone cannot tell
  (`rate_before_hours`, used by lines_by_arithmetic.py);
- a column of the initials of who did the work right before the description ('Int.', 'Initiales', 'Kürzel'): a cell
  of two or three capitals on every row ('CD'), no part of the description (`initials_column_left_out`).
The reader (invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import re

from invoice_env.documents.reader.shared import NumberFormat, split_cells
from invoice_env.documents.reader.structure_table import heading_role

RATE_HEADING = re.compile(r"(?i)^(?:taux(?: horaire)?|tarif(?: horaire)?|(?:hourly )?rate|stundensatz|uurtarief|tarief)$")
"""A heading cell of a rate by the hour ('Taux', 'Rate', 'Stundensatz')."""
HOURS_HEADING = re.compile(r"(?i)^(?:heures|hours|hrs\.?|stunden|std\.?|uren)$")
"""A heading cell of a number of hours ('Heures', 'Hours', 'Stunden')."""


def rate_before_hours(rows: list[str], fmt: NumberFormat) -> bool:
    """Whether a heading row (no amount on it, no quantity column the heading roles name) prints a rate column right
    before an hours column ('Taux  Heures  Total'): the rows print the unit price first."""
    for row in rows:
        cells = [cell.strip() for cell in split_cells(row)]
        if len(cells) < 3 or fmt.amounts(row) or any(heading_role(cell) == "quantity" for cell in cells):
            continue
        if any(RATE_HEADING.fullmatch(a) and HOURS_HEADING.fullmatch(b) for a, b in zip(cells, cells[1:])):
            return True
    return False


INITIALS_HEADING = re.compile(r"(?i)^(?:int\.?|init\.?|initiales?|initials|kürzel|visa|paraaf)$")
"""A heading cell of a column of initials of who did the work ('Int.' for intervenant, 'Kürzel')."""
INITIALS_CELL = re.compile(r"[A-Z]{2,3}")


def initials_column_left_out(texts: list[list[str]], heading: list[str]) -> list[list[str]]:
    """The rows' text cells without the first, where the heading's column right before the description is one of
    initials and every row's first text cell is two or three capitals ('CD', 'Recouvrement de créances ...' ->
    'Recouvrement de créances ...' under 'Date  Int.  Description  Taux  Heures  Total'); else the texts as they are."""
    cells = [cell.strip() for cell in heading]
    at = next((k for k, cell in enumerate(cells) if heading_role(cell) == "description"), -1)
    if at < 1 or INITIALS_HEADING.fullmatch(cells[at - 1]) is None:
        return texts
    if not texts or not all(len(row) >= 2 and INITIALS_CELL.fullmatch(row[0].strip()) for row in texts):
        return texts
    return [row[1:] for row in texts]


__all__ = ["initials_column_left_out", "rate_before_hours"]
