"""Guards of `case new` made on corpora 37 to 40 (the twenty-fifth change): forms no earlier corpus printed, where
the reader's value is wrong; each value is written right where the form says how, else left a TODO. For `case new`
only (called at the end of `prefill_checks.supported_reading`); the agent's reader is unchanged."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.reader import parse_date, reader_for
from invoice_env.documents.reader.page import Page, candidates
from invoice_env.documents.reader.shared import KNOWN_RATES, begins_with_date, identifier_as_printed, split_cells
from invoice_env.documents.reader.structure_number import BARE_NUMBER
from invoice_env.documents.reader.structure_dates import ISSUE_LABEL
from invoice_env.documents.reader.structure_table import is_header
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import VAT_PREFIX, normalize_vat, vat_problem
from invoice_env.world.money import cents

SERIES = re.compile(r"(?i)\b(?:seria|série|serie|series)(?:\s*/\s*(?:seria|série|serie|series))?\s+"
                    r"(?P<series>(?-i:[A-Z]{1,6}))\s+(?:nr\.?|n°|no\.?)(?:\s*/\s*(?:nr\.?|n°|no\.?))?\s*:?\s*"
                    r"(?P<number>\d{1,10})\b")
"""A series printed apart from its number, as Romanian invoices print them ('Série SDC n° 0087', 'Seria / Series TCE
nr. / no. 0457'): the invoice number is the series and the number together, without a space ('SDC0087')."""

OTHER_CURRENCY = re.compile(r"\b(?:in|v|en|w|în|u)\s+(?P<code>[A-Z]{3})\b")
"""A block of amounts in another currency, named in its heading ('Rekapitulace DPH v CZK / MwSt-Übersicht in CZK')."""

EXCHANGE_WORD = re.compile(r"(?i)\b(?:kurz|kurs|exchange rate|taux de change|wisselkoers|curs)\b")


def guarded(values: dict, problems: dict, text: str) -> None:
    """Each guard in turn, on the values `supported_reading` kept."""
    def drop(name: str, why: str) -> None:
        values.pop(name, None)
        problems.setdefault(name, why)

    page = Page(text, reader_for(None))
    number = values.get("invoice_number")
    if number and (position := _number_is_a_position(number, page)):
        drop("invoice_number", position)
    if not values.get("invoice_number") and (titled := _number_under_title_ending_its_row(page)
                                             or _number_after_a_bilingual_label(page)):
        values["invoice_number"] = titled
        problems.pop("invoice_number", None)
    series = [m for m in map(SERIES.search, page.raw) if m]
    if series:
        whole = series[0].group("series") + series[0].group("number")
        if values.get("invoice_number") in (None, series[0].group("number"), whole):
            values["invoice_number"] = whole  # the series and its number, as the invoice is known
            problems.pop("invoice_number", None)
        else:
            drop("invoice_number", f"the invoice prints a series and a number {series[0].group()!r}")
    net = values.get("net_total")
    if net is not None and (block := _only_in_other_currency(net, page)):
        drop("net_total", block)
    if "net_total" not in values and "vat_rate" not in values and (summary := _vat_summary_row(page, values)):
        values["net_total"], values["vat_rate"] = summary
        problems.pop("net_total", None)
        problems.pop("vat_rate", None)
    lines = values.get("lines")
    if lines and (cut := _article_cut(lines)):
        drop("lines", cut)
    elif lines and (left := _quantity_left_in_description(lines)):
        drop("lines", left)
    elif lines and (detail := _detail_row_joined(lines, page)):
        drop("lines", detail)
    _issue_date(values, problems, page, drop)
    if not values.get("supplier_vat") and (vat := _vat_without_prefix(text)):
        values["supplier_vat"] = vat
        problems.pop("supplier_vat", None)


def _number_is_a_position(number: str, page: Page) -> str | None:
    """The invoice number read is the first cell of a row right under the line table's heading (a row of column
    headings the reader takes for one): a position under a 'Nr.' column, not the invoice's number."""
    for above, row in zip(page.lines, page.lines[1:]):
        if len(row) >= 3 and row[0].strip() == number and is_header(above, page):
            return f"{number!r} is the first row's position under the line table's heading {' '.join(above[:2])!r}"
    return None


def _spellings(amount: Decimal) -> set[str]:
    whole, cents = f"{amount:.2f}".split(".")
    groups = f"{int(whole):,}".split(",")
    return {sep.join(groups) + dec + cents for sep in ("", " ", ".", ",", "'") for dec in (",", ".") if sep != dec}


def _only_in_other_currency(net: Decimal, page: Page) -> str | None:
    """The net total read is printed only in a block of amounts in another currency than the totals' (a VAT summary
    at the exchange rate: 'Rekapitulace DPH v CZK ... (Kurz 24,365 CZK/EUR)')."""
    spellings = _spellings(net)
    rows = [i for i, raw in enumerate(page.raw) if any(re.search(rf"(?<![\d.,']){re.escape(s)}(?![\d])", raw)
                                                        for s in spellings)]
    if not rows:
        return None
    for index, raw in enumerate(page.raw):
        match = OTHER_CURRENCY.search(raw)
        if (match and EXCHANGE_WORD.search(raw) and match.group("code") not in ("EUR",)
                and all(index < row <= index + 8 for row in rows)):
            return f"the net total {net} is printed only in the block {raw.strip()!r}, in another currency"
    return None


def _article_cut(lines) -> str | None:
    """An article that starts or ends with a dash or a dot: a code cut (a currency code taken off 'EUR-1200')."""
    for line in lines:
        article = line.article_no or ""
        if article and (article[0] in "-./" or article[-1] in "-./"):
            return f"article number {article!r} starts or ends with a separator: a code cut short"
    return None


def _quantity_left_in_description(lines) -> str | None:
    """A description that prints the line's quantity with its decimals and a unit ('..., 1,00 Fahrt'): the quantity
    cell was left in the description."""
    for line in lines:
        quantity = f"{line.quantity:.2f}"
        for spelled in {quantity, quantity.replace(".", ",")}:
            if re.search(rf"(?<![\d.,]){re.escape(spelled)} [^\W\d]", line.description or ""):
                return f"the description {line.description!r} holds the quantity {spelled}: its cell was left in it"
    return None


DATE_LIKE = re.compile(r"\d{1,2}\.?\s*(?:[^\W\d_]{3,10}\.?|\d{1,2}[./-]?)\s*\d{4}\.?|\d{4}-\d{1,2}-\d{1,2}")
"""A value printed as a date, whether the reader parses it or not: '13 janv. 2028', '12. 11. 2027', '24.01.2028',
'2027-11-09'."""


ISSUE_IN_CELL = re.compile(rf"(?:.*/\s*)?{ISSUE_LABEL.pattern.removeprefix('(?i)')}\s*(?P<v>.*)", re.IGNORECASE)
"""A label of the issue date alone in its cell, after another language's label ('Datum izdaje / Ausstellungsdatum:'),
or with its value in the same cell ('Data wystawienia / Ausstellungsdatum: 2027-11-09')."""

SPACED_DOTS = re.compile(r"(\d)\.\s+(?=\d)")
"""A date printed with a space after each dot ('12. 11. 2027', '14. 1. 2028'), read as '12.11.2027'."""


def _issue_date(values: dict, problems: dict, page: Page, drop) -> None:
    """Where a label of the issue date prints a date beside it ('Ausstellungsdatum  24.01.2028', '... / Date of
    issue  14. 1. 2028'), that is the invoice date (not the date of supply beside 'Leistungsdatum'). Else, where the
    invoice date's own label prints a date-like value (a day, a month word or number, a year) and none of those is
    the date read: the one date those values give, a month's four-letter abbreviation cut to three ('Date de
    facture:  13 janv. 2028'), is the invoice date; none or several, the date read is another date: a TODO."""
    issued = None
    for cells in page.lines:
        for position, cell in enumerate(cells):
            label = ISSUE_IN_CELL.fullmatch(cell.strip())
            if issued is not None or label is None:
                continue
            value = label.group("v") or (cells[position + 1] if position + 1 < len(cells) else "")
            issued = _date_like(value)
    read = values.get("invoice_date")
    if issued is not None:
        if read != issued:
            values["invoice_date"] = issued
            problems.pop("invoice_date", None)
        return
    printed = [value for value in candidates(page, "invoice_date") if DATE_LIKE.fullmatch(value.strip())]
    if read is not None and printed and all(parse_date(value) != read for value in printed):
        dates = {_date_like(value) for value in printed}
        if len(dates) == 1 and None not in dates:
            values["invoice_date"] = dates.pop()
        else:
            drop("invoice_date", f"the date read is not the one beside the invoice date's label ({printed[0]!r})")


MONTH_CUT = re.compile(r"(?<=\d )([^\W\d_]{3})[^\W\d_]\.")
"""A month's four-letter abbreviation with its dot ('janv.', 'avr.'), cut to its first three letters ('jan.')."""


def _date_like(value: str):
    """The date a date-like value prints: dots followed by a space closed up, a month's four letters cut to three."""
    value = value.strip()
    if not DATE_LIKE.fullmatch(value):
        return None
    value = SPACED_DOTS.sub(r"\1.", value)
    return parse_date(value) or parse_date(MONTH_CUT.sub(r"\1.", value))


OPEN_END = re.compile(r"(?:[,;:\-/&+(]|\b(?:und|and|et|en|mit|with|de|du|des|van|voor|für|for|x|of|in|à|au|zu|zum"
                      r"|zur|inkl\.?|incl\.?|ca\.?))$", re.IGNORECASE)
"""The end of a row that a description continues from: a comma, a dash, a joining word ('..., Länge 600 mm,')."""


def _detail_row_joined(lines, page: Page) -> str | None:
    """A description joined from its item row and a row below that is wider than the description column (longer, by
    a third and fifteen characters, than every description's part on its item row): a detail row printed across the
    table, not a wrap of the column ('Regalinspektion ..., Lager Gent' over 'Palettenregale, ca. 2.400 Stellplätze,
    Prüfbericht und Prüfplaketten'), where the row below starts with a capital and the item row's part ends a phrase (no comma, dash
    or joining word at its end, every parenthesis closed). A TODO."""
    descriptions = [" ".join((line.description or "").split()) for line in lines]
    firsts = [max((len(cell) for row in page.lines for cell in row if len(cell) >= 3 and d.startswith(cell.strip())),
                  default=0) for d in descriptions]
    width = max(firsts, default=0)
    if not width:
        return None
    for description, first in zip(descriptions, firsts):
        for row in page.raw[1:]:
            below = " ".join(row.split())
            at = description.find(" " + below)
            if (len(below) > max(1.3 * width, width + 15) and first and at >= first and below[0].isupper()
                    and split_cells(row) == [row.strip()] and not OPEN_END.search(description[:at])
                    and description[:at].count("(") <= description[:at].count(")")):
                return (f"the description {description!r} joins the row {below!r}, wider than the description column:"
                        " a detail row of its own")
    return None


TAX_NUMBER = re.compile(r"(?<![\w.])(?:C\.I\.F\.|CIF|N\.I\.F\.|NIF|NIPC|CUI)\s*:?\s*(?P<v>[A-Z]?\d{7,10}[A-Z]?)(?![\w.])")
"""A tax number printed without its country prefix ('C.I.F.: B88916747', 'NIF 583039162')."""

IBAN_COUNTRY = re.compile(r"\b(?P<c>[A-Z]{2})\d{2}(?: ?[0-9A-Z]{4}){3,}")


def _vat_without_prefix(text: str) -> str | None:
    """Where no VAT number was read: the tax number printed without its country prefix, written with the prefix of
    the country of an IBAN the invoice prints, where that is a valid VAT number (its check digits) and not our own,
    and the only one so."""
    own = normalize_vat(COMPANY_VAT)
    countries = {m.group("c") for m in IBAN_COUNTRY.finditer(text)}
    found = {VAT_PREFIX[c] + m.group("v") for m in TAX_NUMBER.finditer(text) for c in countries if c in VAT_PREFIX}
    valid = {vat for vat in found if vat != own and vat_problem(vat) is None}
    return valid.pop() if len(valid) == 1 else None


TITLE_ENDING = re.compile(r"(?i)(?:\w*(?:rechnung|factuur|facture|invoice)|sales invoice|tax invoice)")
"""The document's title, a word of an invoice alone or compound ('Ausgangsrechnung', 'Verkoopfactuur', 'Sales
Invoice'), in the last cell of its row beside the supplier's name."""


def _number_under_title_ending_its_row(page: Page) -> str | None:
    """Where no invoice number was read: the identifier alone on the row under the document's title that ends the
    first row (ERPNext's 'Eifel Fördertechnik GmbH  Ausgangsrechnung' over 'ACC-SINV-2027-01163'): four digits in a
    row and a capital or a slash (not a street, a postcode with its town, a date)."""
    if len(page.lines) < 2 or not TITLE_ENDING.fullmatch(page.lines[0][-1].strip()):
        return None
    below = page.lines[1]
    value = below[0].strip() if len(below) == 1 else ""
    return value if BARE_NUMBER.fullmatch(value) and not begins_with_date(value) else None


BILINGUAL_NUMBER = re.compile(r"(?i)/\s*(?:vat\s+)?invoice\s+(?:no\.?|nr\.?|number)\s*:?\s+(?P<v>\S.*)$")
"""The English half of a bilingual label with the number after it in its cell ('Faktura VAT nr / VAT invoice no. FV
214/11/2027')."""


def _number_after_a_bilingual_label(page: Page) -> str | None:
    """Where no invoice number was read: the identifier after the English half of a bilingual label, to the end of its
    cell, with a figure, not a date."""
    for cells in page.lines:
        for cell in cells:
            match = BILINGUAL_NUMBER.search(cell.strip())
            value = match.group("v").strip() if match else ""
            if (re.search(r"\d", value) and not begins_with_date(value)
                    and identifier_as_printed(value) == " ".join(value.split())):
                return " ".join(value.split())
    return None


RATE_HEADING = re.compile(r"(?i)^(?:btw|vat|tva|mwst\.?|ust\.?|dph|iva)\s*%$")
"""A column heading of the VAT rate printed with a bare '%' ('Btw %', 'MwSt %'): the rates under it print none."""

AMOUNT_CELL = re.compile(r"\d{1,3}(?:(?P<g>[ .'])\d{3})*(?P<d>,)\d{2}|\d{1,3}(?:(?P<g2>[ ,'])\d{3})*\.\d{2}")


def _amount(cell: str) -> Decimal | None:
    cell = cell.strip()
    if not AMOUNT_CELL.fullmatch(cell):
        return None
    if "," in cell[-3:]:
        return Decimal(re.sub(r"[ .']", "", cell).replace(",", "."))
    return Decimal(re.sub(r"[ ,']", "", cell))


def _vat_summary_row(page: Page, values: dict) -> tuple[Decimal, Decimal] | None:
    """Where neither the net total nor the rate was read, under a line table with a VAT rate column headed 'Btw %'
    (its rates without '%'): the one summary row after a label that prints a net, a known rate with no '%', its VAT
    to the cent and their sum ('waarvan:  1 460,70  6  87,64  1 548,34'), the rate consistent with the reverse-charge
    statement read. The net total and the rate, else None."""
    headed = any(RATE_HEADING.match(cell.strip()) for row in page.lines for cell in row)
    if not headed:
        return None
    found = set()
    for row in page.lines:
        if len(row) != 5 or re.search(r"\d", row[0]) or not re.fullmatch(r"\d{1,2}", row[2].strip()):
            continue
        net, vat, gross, rate = _amount(row[1]), _amount(row[3]), _amount(row[4]), Decimal(row[2].strip())
        if (None not in (net, vat, gross) and rate in KNOWN_RATES and cents(net * rate / 100) == vat
                and net + vat == gross and (rate == 0) == bool(values.get("reverse_charge_stated"))):
            found.add((net, rate))
    return found.pop() if len(found) == 1 else None
