"""The invoice date and the due date, read by structure: beside or under a label of theirs, or the place and
date a letter is dated with."""

from __future__ import annotations

import re
from datetime import date

from invoice_env.documents.reader.page import Page, below_lone_label, candidates
from invoice_env.documents.reader.shared import parse_date, parse_date_month_first, prints_month_first
from invoice_env.documents.reader.structure_number_date import number_and_date


DATELINE = re.compile(r"^\s*[^\W\d][^\d,]{1,40}, (?:le |den |am |the |op )?(?P<d>\d{1,2}\.? [^\W\d]{3,10}\.? \d{4}"
                      r"|\d{1,2}[./-]\d{1,2}[./-]\d{4})\s*$")
"""The place and date a letter is dated with, on a line of its own: 'Gérardmer, le 3 novembre 2026'."""

TITLE_WITH_DATE = re.compile(r"^\s*(?i:facture|rechnung|factuur|invoice)\s+(?i:n°|nr\.?|no\.?)?\s*[A-Z0-9][\w/.-]*\s+"
                             r"(?:du|vom|van|of|dated)\s+(?P<d>\d{1,2}[./-]\d{1,2}[./-]\d{4})\s*$")
"""The invoice's title with its number and its date on a line of its own: 'FACTURE N° FA-2710-045 du 15/10/2027'."""


def read_dates(text: Page, values: dict, problems: dict) -> None:
    """The invoice date and the due date beside or under a label of theirs (month first where the text prints its
    numeric dates so), else the reason each could not be read."""
    parse = parse_date_month_first if prints_month_first(text.flat) else parse_date
    for field, what in (("invoice_date", "invoice date"), ("due_date", "due date")):
        printed = candidates(text, field) + (candidates(text, field, weak=True) if field == "invoice_date" else [])
        read = next((d for d in map(parse, printed) if d), None)
        if read is None:
            read = next((d for d in map(_date_cell, below_lone_label(text, field, 2)) if d), None)
        if read is None:
            read = _date_below_label_beside_text(text, field)
        if read is None and field == "invoice_date":
            read = next((parse_date(m.group("d")) for m in map(DATELINE.match, text.raw) if m), None)
        if read is None and field == "invoice_date":
            read = next((parse_date(m.group("d")) for m in map(TITLE_WITH_DATE.match, text.raw) if m), None)
        if read is None and field == "invoice_date" and (together := number_and_date(text)) is not None:
            read = together[1]
        if read is None and field == "invoice_date":
            read = _beside_issue_label(text, parse)
        if read is not None:
            values[field] = read
        else:
            problems[field] = (f"no {what} beside a known label" if not printed
                               else f"unreadable {what} {printed[0]!r}")


def _date_below_label_beside_text(text: Page, field: str) -> date | None:
    """The one date alone in a cell of the row below a label of `field` printed as a heading over its value (no
    colon, or nothing after it on its row) and with no digit after it on its row, where the row below prints no
    label: a column of labels each over its value, between address columns the text interleaves with it (Xero's
    'Invoice Date  Kanaalzicht Data Consultancy B.V.' over 'Technibouw Distributie NV  12 Feb 2027  Oudegracht
    204'). A label with a colon and words after it has its value there ('Rechnungsdatum:  siehe Lieferschein')."""
    for index, cells in enumerate(text.lines[:-1]):
        at = next((i for i, cell in enumerate(cells) if (hit := text.strong.hit(cell)) and hit[0] == field
                   and not hit[2]), None)
        if (at is None or (cells[at].endswith(":") and at + 1 < len(cells))
                or any(re.search(r"\d", cell) for cell in cells[at + 1:])):
            continue
        below = text.lines[index + 1]
        dates = [d for d in map(_date_cell, below) if d]
        if len(dates) == 1 and not any(_reads_as_label(cell, text) for cell in below):
            return dates[0]
    return None


def _reads_as_label(cell: str, text: Page) -> bool:
    """A label the reader knows, or any cell ending in a colon ('Lieferdatum:')."""
    return cell.endswith(":") or text.strong.hit(cell) is not None or text.weak.hit(cell) is not None


def _date_cell(cell: str) -> date | None:
    """The date a cell holds and nothing else but a weekday: '2026-11-10', 'woensdag 25 november 2026'."""
    found = parse_date(cell)
    return found if found is not None and len(cell.split()) <= 4 and not re.search(r"\d{5}", cell) else None


ISSUE_LABEL = re.compile(r"(?i)(?:ausstellungsdatum|ausgestellt am|date d'émission|date of issue|issue date"
                         r"|uitgiftedatum|datum van uitgifte|tax date|tax point date"
                         r"|(?:inv|fact|fakt|rechn?|rg)\.\s?-?\s?(?:date|datum))\s*:?")
"""A label of the date the invoice was issued, in words the label tables may not know ('Ausstellungsdatum':
Clockify's and Qonto's German invoices; the tax date, the UK's tax point, that Brightpearl's invoices print as
their date: 'Tax date  06/12/2027'); the invoice word cut short before the date word, as an ERP's narrow fact grid
prints it ('Inv. Date  2027-12-15', 'Fact. datum  07.01.2028': HansaWorld)."""


def _beside_issue_label(text: Page, parse) -> date | None:
    """The date in the cell after a label of the issue date, on its row ('Ausstellungsdatum  13.12.2027'); None
    where that cell is no date."""
    for cells in text.lines:
        for position, cell in enumerate(cells[:-1]):
            if ISSUE_LABEL.fullmatch(cell.strip()):
                read = parse(cells[position + 1])
                if read is not None:
                    return read
    return None
