"""The invoice number and date of `case new` where the reader took a label's part or an address's for the number
(made on corpora 69 and 72, the thirty-second change): an EN 16931 business-term id printed after a label ('Rechnungs-
nummer (BT-1)  R-2027-004417', the id part of the label, not the value), a postal code beside a label of the number in
a grid beside an address ('Invoice Number  D02 KX60 Dublin 2', the number printed whole again in a payment advice:
'Invoice Number  INV-0871'), and a date after 'Issued' in a row that holds the addresses too. For `case new` only
(called by `prefill_checks.supported_reading` before `prefill_identifiers.identified`); the agent's reader is
unchanged."""

from __future__ import annotations

import re

from invoice_env.documents.reader import parse_date
from invoice_env.documents.reader.shared import begins_with_date, identifier_as_printed, label_cells

BUSINESS_TERM = re.compile(r"\(\s*B[TG]-\d{1,3}\s*\)")
"""An EN 16931 business term's or group's id as a label prints it ('(BT-1)', '(BG-4)')."""

TERM_LABEL = re.compile(r"(?P<label>\S.*?)\s*\(\s*BT-(?P<term>\d{1,3})\s*\)")
"""A label with its business term's id after it ('Rechnungsnummer (BT-1)', 'Invoice issue date (BT-2)')."""

INVOICE_NUMBER_TERM = "1"
ISSUE_DATE_TERM = "2"

NUMBER_LABEL = re.compile(
    r"(?i)(?:(?:tax\s+)?invoice|inv\.?)\s*(?:no\.?|nr\.?|number|#)|factuur\s*(?:nr\.?|nummer|no\.?)|factuurnr\.?"
    r"|rechnungs?-?\s*(?:nr\.?|nummer|no\.?)|num[ée]ro\s+(?:de\s+)?facture|n[°º]\.?\s*(?:de\s+)?facture")
"""A label of the invoice's number alone in its cell ('Invoice Number', 'Factuurnummer')."""

ISSUED = re.compile(r"(?i)issued(?:\s+on)?|date\s+issued|ausgestellt(?:\s+am)?|émise?\s+le|uitgegeven\s+op")
"""A label of the date the invoice was issued, in a verb's form ('Issued')."""

WHOLE_DATE = re.compile(r"\d{1,2}\.?\s*[^\W\d_]+\.?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2}"
                        r"|[^\W\d_]+\.?\s+\d{1,2},?\s+\d{4}")
"""A cell that is a date and nothing else ('Oct 27, 2027', '05.10.2027')."""


def _rows(text: str) -> list[list[str]]:
    return [label_cells(line) for line in text.splitlines() if line.strip()]


def _identifier(value: str) -> str | None:
    """The value as an invoice number: whole, with a figure, not a date, not a business term's id."""
    value = " ".join(value.split())
    if (not re.search(r"\d", value) or begins_with_date(value) or len(value) > 30
            or BUSINESS_TERM.search(value)):
        return None
    return value if identifier_as_printed(value) == value else None


def is_business_term(value: str) -> bool:
    """The value read is a business term's id, part of its label ('(BT-1)' of 'Rechnungsnummer (BT-1)')."""
    return bool(BUSINESS_TERM.fullmatch(value.strip()))


def _after_term(rows: list[list[str]], term: str) -> set[str]:
    """Each value in the cell after a label of the business term `term` ('Invoice number (BT-1)  MCS-27-11-0309'),
    a label of some words before the id."""
    found = set()
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            match = TERM_LABEL.fullmatch(label.strip().rstrip(":"))
            if match and match.group("term") == term and re.search(r"[^\W\d_]", match.group("label")):
                found.add(value.strip())
    return found


def number_after_business_term(rows: list[list[str]]) -> str | None:
    """The invoice number after the label of business term BT-1 ('Rechnungsnummer (BT-1)  R-2027-004417'): the
    only such value printed, an identifier."""
    found = {_identifier(value) for value in _after_term(rows, INVOICE_NUMBER_TERM)}
    return found.pop() if len(found) == 1 else None


def date_after_business_term(rows: list[list[str]]):
    """The invoice date after the label of business term BT-2 ('Invoice issue date (BT-2)  08.11.2027'): the only
    such value printed, a whole date."""
    found = {parse_date(value) if WHOLE_DATE.fullmatch(value) else None
             for value in _after_term(rows, ISSUE_DATE_TERM)}
    return found.pop() if len(found) == 1 else None


def _after_number_label(rows: list[list[str]]) -> list[tuple[list[str], str]]:
    """(row, cell) for each cell right after a cell that is a label of the invoice's number."""
    return [(cells, value.strip()) for cells in rows for label, value in zip(cells, cells[1:])
            if NUMBER_LABEL.fullmatch(label.strip().rstrip(":").strip())]


def number_printed_alone(rows: list[list[str]], read: str) -> str | None:
    """The invoice number printed whole beside its label, the two alone on their row ('Invoice Number  INV-0871', a
    payment advice's), where the number read is only the head of a longer cell after that label ('D02 KX60' of
    'Invoice Number  D02 KX60 Dublin 2', an address's postal code and town beside a grid's label) and never printed
    whole beside it: the only such number, else None."""
    after = _after_number_label(rows)
    if not after or any(value == read for _, value in after):
        return None
    if not any(value.startswith(read + " ") for _, value in after):
        return None
    alone = {number for cells, value in after if len(cells) == 2 and (number := _identifier(value))}
    if len(alone) != 1 or (number := alone.pop()) == read:
        return None
    return number


def date_after_issued_in_row(rows: list[list[str]]):
    """The date in the cell after 'Issued' in a row that holds other cells too ('Technibouw Distributie NV  Noorder-
    licht Beeld B.V.  Issued  Oct 27, 2027', a grid beside the addresses): the only such date, a whole date."""
    found = {parse_date(value.strip()) for cells in rows for label, value in zip(cells, cells[1:])
             if ISSUED.fullmatch(label.strip().rstrip(":").strip()) and WHOLE_DATE.fullmatch(value.strip())}
    found.discard(None)
    return found.pop() if len(found) == 1 else None


def identifiers_as_labelled(values: dict, problems: dict, text: str) -> None:
    """Each rule in turn on the invoice number and date `supported_reading` kept, before `identified`."""
    rows = _rows(text)
    number = values.get("invoice_number")
    if isinstance(number, str) and is_business_term(number):
        del values["invoice_number"]
        problems["invoice_number"] = f"{number!r} is a business term's id printed in the label, not the number"
    if isinstance(number := values.get("invoice_number"), str) and (alone := number_printed_alone(rows, number)):
        values["invoice_number"] = alone  # the reader took an address's postal code beside the label
    if not values.get("invoice_number") and (found := number_after_business_term(rows)):
        values["invoice_number"] = found
        problems.pop("invoice_number", None)
    if values.get("invoice_date") is None and (found := (date_after_business_term(rows)
                                                          or date_after_issued_in_row(rows))):
        values["invoice_date"] = found
        problems.pop("invoice_date", None)


__all__ = ["identifiers_as_labelled", "is_business_term", "number_after_business_term", "date_after_business_term",
           "number_printed_alone", "date_after_issued_in_row"]
