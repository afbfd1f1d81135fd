"""The invoice number, read by structure: beside or under a label of its own, after the invoice's title, or
behind a number sign under the title; never a date or the number an address starts with."""

from __future__ import annotations

import re

from invoice_env.documents.reader.page import Page, candidates
from invoice_env.documents.reader.shared import begins_with_date, identifier_as_printed, split_cells
from invoice_env.documents.reader.structure_number_date import number_and_date
from invoice_env.documents.reader.structure_table import is_header


TITLE_NUMBER = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)\b\s*(?:nr\.?|n°|no\.?|#|nummer|number"
                          r"|numéro)?\s*:?\s+(?P<v>[A-Z0-9][\w/.\-]*\d[\w/.\-]*)")


TITLE_SPACED = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)\b\s*(?:nr\.?|n°|no\.?|#|nummer|number"
                          r"|numéro)?\s*:?\s{2,}(?P<v>.+)$")
"""A title with the number in its own cell, spaces inside it: 'Factuur  V 2026 0931'."""


OTHER_LABEL_WORDS = frozenset({"tva", "btw", "vat", "ust", "ust-idnr", "ust-id", "mwst", "iban", "bic", "swift", "kvk",
                               "rpr", "rcs", "siret", "siren", "uid", "tel", "fax", "ondernemingsnummer"})
"""Words of another label: a value that carries one is that label's value, never the invoice number ('N° TVA
LU49068023' under 'FACTURE': the supplier's VAT number behind a number sign)."""


def _of_another_label(value: str | None) -> bool:
    return value is not None and any(word.strip(".:;,()").casefold() in OTHER_LABEL_WORDS for word in value.split())


def read_invoice_number(text: Page, values: dict, problems: dict) -> None:
    """The invoice number beside or under a label of its own, else the reason it could not be read."""
    number = _first_number(candidates(text, "invoice_number"))
    if number is None:
        number = _under_label_ending_its_row(text)
    if number is None:
        for raw in text.raw:
            match = TITLE_NUMBER.match(raw.strip())
            if match and _title_value(raw.strip(), match.start("v")):
                number = identifier_as_printed(raw.strip()[match.start("v"):]) or match.group("v")
                break
            spaced = TITLE_SPACED.match(raw.strip())
            if spaced and identifier_as_printed(spaced.group("v")) and _title_value(raw.strip(), spaced.start("v")):
                number = identifier_as_printed(spaced.group("v"))
                break
    if number is None:
        number = _number_under_title(text)
    if number is None:
        number = _first_number(candidates(text, "invoice_number", weak=True), whole=True)
    if number is None:
        number = _bare_number_under_title(text)
    if number is None and (together := number_and_date(text)) is not None:
        number = together[0]
    if _of_another_label(number):
        number = None
    if number is None:
        problems["invoice_number"] = "no invoice number beside a known label"
    else:
        values["invoice_number"] = number


def _under_label_ending_its_row(text: Page) -> str | None:
    """The invoice number alone on the row under its label, where the label ends a row of the address column's text
    and the text puts the right-hand column's value on a row of its own (Deltek Maconomy's 'Lemaire ... · 1050
    Bruxelles  N° de facture' over '2741172'): the label prints nothing beside it, the row below is one cell, an
    identifier from end to end with a figure, not a date; else None."""
    for index, cells in enumerate(text.lines[:-1]):
        hit = text.strong.hit(cells[-1]) if len(cells) >= 2 else None
        if hit is None or hit[0] != "invoice_number" or hit[2].strip():
            continue
        below = text.lines[index + 1]
        value = below[0].strip() if len(below) == 1 else ""
        if (re.search(r"\d", value) and not begins_with_date(value) and identifier_as_printed(value) == value
                and not _of_another_label(value)):
            return value
    return None


TITLE_ALONE = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)$")


NUMBER_SIGN = re.compile(r"(?i)^(?:#|n°|no\.|nr\.)\s*:?\s*(?P<v>\S.*)$")


_UNDER_TITLE_ROWS = 4
"""How many rows below the invoice's title its number may stand, address lines interleaved ('INVOICE', ...,
'# INV-000317')."""


def _title_value(line: str, start: int) -> bool:
    """The value after an invoice's title can be its number: not a date, and where it stands in a cell of its own
    an identifier from end to end ('Factuur  2026-0151'; not the address beside the title: 'INVOICE  12, rue de
    Bitbourg')."""
    value = line[start:]
    if begins_with_date(value):
        return False
    if line[:start].endswith("  "):
        cell = split_cells(value)[0]
        return identifier_as_printed(cell) == " ".join(cell.split())
    return True


def _number_under_title(text: Page) -> str | None:
    """The invoice number printed under the title that stands alone on its row, behind a number sign of its own:
    Zoho's 'INVOICE' over '# INV-000317', address lines the text interleaves between them; or on the row right
    above it, where the number stands beside the big title and the text gives it first ('# 2027-047' over
    'FACTUUR'); above the line table."""
    for index, cells in enumerate(text.lines):
        if is_header(cells, text):
            return None
        if len(cells) != 1 or not TITLE_ALONE.match(cells[0].strip()):
            continue
        for below in text.lines[index + 1: index + 1 + _UNDER_TITLE_ROWS] + text.lines[max(0, index - 1): index]:
            sign = NUMBER_SIGN.match(below[0].strip()) if len(below) == 1 else None
            if sign and not begins_with_date(sign.group("v")) and not _of_another_label(sign.group("v")):
                return identifier_as_printed(sign.group("v"))
    return None


BARE_NUMBER = re.compile(r"(?=[A-Z0-9/.\-]*[A-Z/])(?=[A-Z0-9/.\-]*\d{4})[A-Z0-9][A-Z0-9/.\-]*[0-9]")
"""An invoice number alone on its row, one token with four digits in a row and a capital or a slash ('F270042',
'2027/INV/0318'); not a postcode with its town, a street, a phone number in groups."""


TOWN = re.compile(r"(?:[A-Z]{1,2}-?)?\d{4,5}(?: ?[A-Z]{2})? [^\W\d_][^\d]*")
"""A postcode and its town, the address column's cell beside the number ('8800 Roeselare', '80010 Pärnu',
'5013 CC Tilburg', 'L-1234 Luxembourg')."""


def _bare_number_under_title(text: Page) -> str | None:
    """The invoice number alone on a row under the title that stands alone on its row, address lines interleaved
    ('FACTURE' over '4, rue Léon Laval' over 'F270042'), or beside the address column's postcode and town on its
    row (Katana's 'Factuur' over 'Ambachtenstraat 27' over 'F2027-0412  8800 Roeselare'), where exactly one such row
    stands there; above the line table."""
    for index, cells in enumerate(text.lines):
        if is_header(cells, text):
            return None
        if len(cells) != 1 or not TITLE_ALONE.match(cells[0].strip()):
            continue
        found = [below[0].strip() for below in text.lines[index + 1: index + 1 + _UNDER_TITLE_ROWS]
                 if (len(below) == 1 or (len(below) == 2 and TOWN.fullmatch(below[1].strip())))
                 and BARE_NUMBER.fullmatch(below[0].strip()) and not begins_with_date(below[0].strip())]
        if not found:
            found = [below[0].strip() for below in text.lines[index + 1: index + 1 + _UNDER_TITLE_ROWS]
                     if len(below) == 1 and DIGITS_NUMBER.fullmatch(below[0].strip())
                     and not begins_with_date(below[0].strip()) and _named_in_a_sentence(text, below[0].strip())]
        return found[0] if len(found) == 1 else None
    return None


DIGITS_NUMBER = re.compile(r"\d{4}[-/.]\d{2,6}")
"""An invoice number of digits alone, a year and a counter ('2027-088'): under the title, only where the text names it
an invoice number elsewhere too."""


NUMBER_WORD = re.compile(r"(?i)(?:factuurnummer|factuurnr\.?|invoice number|invoice no\.?|rechnungsnummer|rechnungsnr\."
                         r"|numéro de facture|n° de facture)\s*:?\s*")


def _named_in_a_sentence(text: Page, number: str) -> bool:
    """The text names `number` an invoice number in its running text too ('... o.v.v. factuurnummer 2027-088.')."""
    return re.search(NUMBER_WORD.pattern + re.escape(number) + r"(?![\w/-]|[.,]\w)", text.flat) is not None


def _first_number(printed: list[str], whole: bool = False) -> str | None:
    """The first invoice number among values printed beside its label, whole as printed ('F 2026 118'). `whole`:
    beside a weak label (a title, a bare 'Nr'), only a value that is an identifier from end to end, not a
    number that starts an address or a date ('12, rue de Bitbourg', '12 Apr 2027')."""
    for value in printed:
        if not value.split():
            continue  # a label with nothing printed beside it
        if begins_with_date(value):
            continue  # a date beside a label read as the number's ('Invoice  12 Apr 2027')
        read = identifier_as_printed(value)
        if _of_another_label(read or value.split()[0]):
            continue  # the value of another label ('TVA LU49068023')
        if whole:
            if read and read == " ".join(value.split()):
                return read
            continue
        if read:
            return read
        if re.search(r"\d", value.split()[0]):
            return value.split()[0]
    return None
