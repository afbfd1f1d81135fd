"""What both readers share: the text as cells, the printed patterns (VAT numbers, PO references,
percentages, units, currency signs), the supplier's VAT number, PO normalisation and dates in any
usual spelling."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from invoice_env.documents.locales import LOCALES, MONTHS
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import normalize_vat, vat_problem
from invoice_env.world.money import cents

CELL = " {2,}"
PERCENT = re.compile(r"(?P<sign>-)? ?(?P<value>\d+(?:[.,]\d+)?) ?%")
ROW_PERCENT = re.compile(r"(?P<sign>-)? ?(?P<value>\d{1,2}(?:[.,]\d{1,2})?) ?%")
UNIT = re.compile(r"[^\d\s]{1,8}(?: [^\d\s]{1,8})?|m[23²³]")
VAT_NUMBER = re.compile(
    r"\b(BE ?[01]\d{3}[. ]?\d{3}[. ]?\d{3}|NL ?\d{4}\.?\d{2}\.?\d{3}[ .]?B\d{2}|DE ?\d{3} ?\d{3} ?\d{3}"
    r"|FR ?[0-9A-Z]{2} ?\d{3} ?\d{3} ?\d{3}|LU ?\d{4} ?\d{4})(?![\d])")
OTHER_EU_VAT = re.compile(r"\b((?:AT|BG|CY|CZ|DK|EE|EL|ES|FI|HR|HU|IE|IT|LT|LV|MT|PL|PT|RO|SE|SI|SK) ?[0-9A-Z]{8,12})\b")
"""VAT numbers of the other EU states (your own cases); a match counts only with valid check digits."""
PO_CORE = re.compile(r"(?:PO[- ]?)?\d+(?: \d+)?(?=$| \D)")
PAGE_BREAK = re.compile(r"^--- page \d+ of \d+ ---$")
CURRENCY = r"(?:(?:EUR|€) ?)?"
CURRENCY_AFTER = r"(?: ?(?:EUR|€))?"
CURRENCY_SIGNS = re.compile(r"^(?:EUR|€)\s?|\s?(?:EUR|€)$")
KNOWN_RATES = (Decimal(0), Decimal(21), Decimal(12), Decimal(6), Decimal(19), Decimal(7), Decimal(20), Decimal(10),
               Decimal("5.5"), Decimal(9), Decimal(17), Decimal(16), Decimal(3), Decimal(8))


class UnreadableInvoice(ValueError):
    """The text does not look like an invoice this reader knows."""


def split_cells(line: str) -> list[str]:
    """A line's cells: the pieces between runs of two or more spaces."""
    return [cell for cell in re.split(CELL, line.strip()) if cell]


def label_cells(line: str) -> list[str]:
    """A line's cells, a colon set apart from its label by spaces given back to the label: 'Datum  :  03-12-2027'
    and 'Datum  : 03-12-2027' read as 'Datum :' and '03-12-2027', the form 'Datum :  03-12-2027' prints (French and
    Belgian typography sets the colon apart; the text cuts a cell at two spaces)."""
    cells: list[str] = []
    for cell in split_cells(line):
        if cells and cell.startswith(":") and not cells[-1].endswith(":"):
            cells[-1] += " :"
            cell = cell[1:].strip()
        if cell:
            cells.append(cell)
    return cells


def supplier_vat(text: str) -> str | None:
    """The supplier's VAT number: the first printed one that is not ours, one with valid check digits
    first (a Belgian, Dutch, German, French or Luxembourg number counts without; another EU state's only with)."""
    company = normalize_vat(COMPANY_VAT)
    vats = [v for v in VAT_NUMBER.findall(text) if normalize_vat(v) != company]
    vats += [v for v in OTHER_EU_VAT.findall(text) if normalize_vat(v) != company and vat_problem(v) is None]
    valid = [v for v in vats if vat_problem(v) is None]
    return (valid or vats or [None])[0]


def strip_po_prefix(value: str) -> str:
    """A printed PO reference without the label word a locale puts before the number
    ('Best.-Nr. 45001234' -> '45001234', 'BC n° 45770075' -> '45770075')."""
    text = value.strip()
    for loc in LOCALES.values():
        for prefix in sorted(loc.po_prefixes, key=lambda t: (-len(t), t)):
            if text.startswith(prefix + " ") and text[len(prefix) + 1:][:1].isdigit():
                text = text[len(prefix) + 1:]
                break
            if text.startswith(prefix + " ") and any(text[len(prefix) + 1:].startswith(other + " ")
                                                     and text[len(prefix) + len(other) + 2:][:1].isdigit()
                                                     for other in loc.po_prefixes if other != prefix):
                text = text[len(prefix) + 1:].split(" ", 1)[1]  # two of its words: 'BC n° 45770075'
                break
    return text


SUPPLIER_PO = re.compile(r"(?i)^(?:P\.?O\.?\s?[-/#:.]?\s?)?(?P<groups>\d{3,}(?:[-./ ]\d{3,}){0,2})$")
"""A PO number in a supplier's own form: an optional 'PO' prefix, then up to three groups of digits, each one
separator apart ('PO 4571-0032', 'PO/4571.0063', 'PO-4571-0104', '4571 0091')."""


def po_in_erp_form(printed: str) -> str | None:
    """The ERP's form of a PO number printed in a supplier's own form (its digits, without prefix or separators),
    or None where that is not unambiguous: anything but digits and single separators after the prefix, a group of
    fewer than three digits (a line or release number, '45710032-2'), fewer than six digits in all."""
    match = SUPPLIER_PO.match(printed.strip())
    if match is None:
        return None
    digits = re.sub(r"\D", "", match.group("groups"))
    return digits if 6 <= len(digits) <= 12 else None


IDENTIFIER_TOKEN = re.compile(r"[A-Z]{1,4}|[A-Za-z0-9/.\-]*\d[A-Za-z0-9/.\-]*|/|-")


def identifier_as_printed(value: str) -> str | None:
    """An invoice number as printed at the start of a value, with the spaces and slashes inside it: 'F 2026 118',
    '118 / 2026', 'CS 2026/0778' (a short capital prefix, groups with digits, a lone '/' or '-' between them); it
    ends at the first other word or at a date. None without a digit."""
    tokens = []
    for token in value.split():
        if not IDENTIFIER_TOKEN.fullmatch(token) or (tokens and parse_date(token) is not None):
            break
        if token.isalpha() and any(any(ch.isdigit() for ch in t) for t in tokens):
            break  # a word after the number ('2026-0151 EUR')
        tokens.append(token)
    while tokens and tokens[-1] in "/-":
        tokens.pop()
    text = " ".join(tokens).rstrip(".,;:")
    return text if re.search(r"\d", text) else None


_MONTHS = {name.casefold(): number + 1 for language in LOCALES for number, name in enumerate(MONTHS[language])}
_MONTHS.update({name[:3].casefold(): number for name, number in list(_MONTHS.items())})
_MONTHS.update({"sept": 9, "mrt": 3, "mär": 3, "okt": 10, "dez": 12, "déc": 12, "févr": 2, "juil": 7})
_MONTHS.update({"jänner": 1, "jän": 1, "feber": 2})  # Austrian German: '8. Jänner 2027'
AUSTRIAN_MONTHS = {1: "Jänner", 2: "Feber"}
_MONTH = r"(?P<month>[^\W\d_]{3,10})\.?"
_ORDINAL = r"(?:st|nd|rd|th|er|re|e|ste|de)?"
"""A day printed as an ordinal: '1er décembre', '23rd November', 'November 2nd', '1ste november'."""
DATE_FORMS = (
    re.compile(r"(?<!\d)(?P<year>\d{4})-(?P<mon>\d{1,2})-(?P<day>\d{1,2})(?!\d)"),
    # year first with dots or slashes (Hungarian '2027.12.02.', SYSPRO's '2027/11/12')
    re.compile(r"(?<![\d./])(?P<year>(?:19|20)\d{2})(?P<ysep>[./])(?P<mon>\d{1,2})(?P=ysep)(?P<day>\d{1,2})(?![\d/]|\.\d)"),
    re.compile(r"(?<!\d)(?P<day>\d{1,2})[./-](?P<mon>\d{1,2})[./-](?P<year>\d{4}|\d{2})(?![\d])"),
    re.compile(rf"(?<!\d)(?P<day>\d{{1,2}}){_ORDINAL}\.?[ -]{_MONTH}[ -](?P<year>\d{{4}})(?!\d)"),
    re.compile(rf"(?<![\w]){_MONTH} (?P<day>\d{{1,2}}){_ORDINAL},? (?P<year>\d{{4}})(?!\d)"),
)


def begins_with_date(value: str) -> bool:
    """The value starts with a date in a usual spelling ('12 Apr 2027', '2026-11-14'): not an identifier."""
    value = value.strip()
    return any(match and parse_date(match.group(0)) is not None for match in (form.match(value) for form in DATE_FORMS))


def parse_date(value: str) -> date | None:
    """The first date in `value` in any usual spelling: 14-11-2026, 14/11/2026, 14.11.26, 2026-11-14, 2026.11.14.,
    2026/11/14, 14 november 2026, 6. November 2026, 14 Nov 2026, 18-Nov-2026, November 14, 2026, 1er décembre 2026,
    23rd November 2026."""
    found = []
    for form in DATE_FORMS:
        match = form.search(value)
        if match:
            found.append(match)
    for match in sorted(found, key=lambda m: m.start()):
        parts = match.groupdict()
        month = int(parts["mon"]) if parts.get("mon") else _MONTHS.get(parts["month"].casefold().rstrip("."))
        year = int(parts["year"]) + (2000 if len(parts["year"]) == 2 else 0)
        try:
            return date(year, month, int(parts["day"])) if month else None
        except (TypeError, ValueError):
            continue
    return None


NUMERIC_DATE = re.compile(r"(?<![\d./-])(?P<first>\d{1,2})(?P<sep>[./-])(?P<second>\d{1,2})(?P=sep)(?P<year>\d{4})"
                          r"(?![\d./-])")
"""A date of numbers with its year in full, read either way: day first ('21/12/2027') or month first ('12/21/2027')."""


def prints_month_first(text: str) -> bool:
    """The text prints its numeric dates month first (the US form): some date a day-first reading cannot take (its
    second number is over 12: '12/21/2027', '01/20/2028') and none a month-first reading cannot take."""
    pairs = [(int(m.group("first")), int(m.group("second"))) for m in NUMERIC_DATE.finditer(text)]
    return (any(first <= 12 < second <= 31 for first, second in pairs)
            and not any(first > 12 for first, _ in pairs))


def parse_date_month_first(value: str) -> date | None:
    """The first date in `value`, a numeric one read month first ('12/21/2027'), any other as parse_date reads it."""
    match = NUMERIC_DATE.search(value)
    if match is None:
        return parse_date(value)
    try:
        return date(int(match.group("year")), int(match.group("first")), int(match.group("second")))
    except ValueError:
        return None


_YEAR_CELL = re.compile(r"(?:19|20)\d{2}")


def join_wrapped_years(rows: list[list[str]]) -> list[list[str]]:
    """The rows with each date whose year wrapped to the next row given its year back: in a grid of narrow
    cells, 'November 26,  December 26,' over '2026  2026'. The row of years stays (the rows keep their
    indexes); a row counts as wrapped years only when it has as many years as the row above has dates
    without one."""
    out = [list(cells) for cells in rows]
    for index in range(1, len(rows)):
        years = rows[index]
        if not years or not all(_YEAR_CELL.fullmatch(cell) for cell in years):
            continue
        above = out[index - 1]
        yearless = [i for i, cell in enumerate(above) if parse_date(cell) is None
                    and parse_date(f"{cell} {years[0]}") is not None]
        if len(yearless) == len(years):
            for i, year in zip(yearless, years):
                above[i] = f"{above[i]} {year}"
    return out


NO_BREAK_SPACES = "\u00a0\u202f"
"""A no-break or narrow no-break space: what French typography puts between thousands ('7 665,91')."""


def date_at_start(value: str) -> date | None:
    """The date `value` starts with, after a weekday if one comes first ('dinsdag 17 november 2026'), in any
    spelling parse_date reads; None where the value starts with something else ('4500 1234 van 14/11/2026')."""
    text = value.strip()
    weekday = re.match(r"[^\W\d_]+,?\s+", text)
    for start in (text, text[weekday.end():] if weekday else None):
        if start and any(form.match(start) for form in DATE_FORMS):
            return parse_date(start)
    return None


NEGATIVE_AFTER = re.compile(r"-(?![\w-])")
PARENTHESIS_BEFORE = re.compile(r"\((?:EUR|€)? ?$")
PARENTHESIS_AFTER = re.compile(r" ?(?:EUR|€)?\)")
MINUS_BEFORE_SIGN = re.compile(r"(?<![\w.,-])[-−] ?(?:EUR|€) ?$")
"""A minus printed before the currency sign ('-€540.00', '- EUR 540,00')."""


_GROUPED_AMOUNT = re.compile(r"(?<![\d.,])\d{1,3}(?P<sep>[.,' \u00a0\u202f])\d{3}(?:(?P=sep)\d{3})*[.,]\d{2}(?![\d%]|[.,]\d)")


def groups_with_space(text: str) -> bool:
    """The text's own number style groups thousands with a space (a plain, no-break or narrow no-break one:
    '1 752,00', '4 711,25 €'): it prints an amount so grouped and none grouped with another separator."""
    found = {match.group("sep") for match in _GROUPED_AMOUNT.finditer(text)}
    return bool(found) and found <= {" ", "\u00a0", "\u202f"}


class NumberFormat:
    """How a text prints its amounts: the decimal separator most of its two-place numbers use, and the
    money, price (two to four places) and quantity patterns that go with it."""

    def __init__(self, text: str):
        commas = len(re.findall(r"\d,\d{2}(?![\d])", text))
        points = len(re.findall(r"\d\.\d{2}(?![\d])", text))
        self.dec = "," if commas >= points else "."
        self.space_groups = groups_with_space(text)
        group = "." if self.dec == "," else ","
        groups = rf"[{re.escape(group)} '{NO_BREAK_SPACES}]"
        self.money = re.compile(rf"-?(?:\d{{1,3}}(?:{groups}\d{{3}})+|\d+){re.escape(self.dec)}\d{{2}}")
        self.price = re.compile(rf"-?(?:\d{{1,3}}(?:{groups}\d{{3}})+|\d+){re.escape(self.dec)}\d{{2,4}}")
        self.quantity = re.compile(rf"(?P<q>\d+(?:{re.escape(self.dec)}\d+)?)(?: ?(?P<u>[^\W\d_][^\s\d]{{0,7}}|m[23²³]))?")

    def number(self, printed: str) -> Decimal:
        body = re.sub(rf"[ '{NO_BREAK_SPACES}]", "", printed)
        body = body.replace("." if self.dec == "," else ",", "")
        return Decimal(body.replace(",", "."))

    def amount_cell(self, cell: str, pattern: re.Pattern[str] | None = None) -> Decimal | None:
        body = CURRENCY_SIGNS.sub("", cell.strip()).strip()
        return self.number(body) if (pattern or self.money).fullmatch(body) else None

    def amounts(self, line: str) -> list[Decimal]:
        return [self.number(m.group(0)) for m in re.finditer(rf"(?<![\d.,]){self.money.pattern}(?![\d%]|[.,]\d)", line)]

    def signed_amounts(self, line: str) -> list[Decimal]:
        """The amounts, a negative one also where it is printed in parentheses ('(74,92 €)', '(EUR 131.40)'), with
        its minus after it ('145,50-', '156,67- €') or before its currency sign ('-€540.00')."""
        out = []
        for match in re.finditer(rf"(?<![\d.,]){self.money.pattern}(?![\d%]|[.,]\d)", line):
            value = self.number(match.group(0))
            before, after = line[:match.start()], line[match.end():]
            if value > 0 and (NEGATIVE_AFTER.match(after) or MINUS_BEFORE_SIGN.search(before)
                              or (PARENTHESIS_BEFORE.search(before) and PARENTHESIS_AFTER.match(after))):
                value = -value
            out.append(value)
        return out


def adds_up(quantity: Decimal, unit_price: Decimal, amount: Decimal) -> bool:
    """Within a cent, or half a percent of the amount (a unit price rounded to the cent)."""
    return abs(cents(quantity * unit_price) - amount) <= max(Decimal("0.01"), abs(amount) * Decimal("0.005"))


def grouped_thousands(cell: str, separators: str, unit: str) -> Decimal | None:
    """A quantity of thousands printed with a thousands separator (one of `separators`, as a character class's
    body) between its groups of three, maybe a unit after it (`unit`, a pattern): '2.000', '12.500 Stk', "12'500";
    else None. The structure reader passes its text's separator, the case check every usual one."""
    match = re.fullmatch(rf"(?P<q>\d{{1,3}}(?:[{separators}]\d{{3}})+)(?:{unit})?", cell.strip())
    return Decimal(re.sub(r"\D", "", match.group("q"))) if match else None


def rates_after(cells: list[str], price_at: int, percent_sign: bool = False,
                skip: list[int] | tuple[int, ...] = ()) -> list[tuple[int, Decimal]]:
    """(cell, rate) of each small number printed after the unit price at `price_at` that may be its discount: a
    bare one ('348.00  7.5  21  1,287.60'), or with `percent_sign` one with '%' too ('96,00  5 %  21  364,80');
    the cells at `skip` (already read as a printed discount) left out."""
    form = r"(\d{1,2}(?:[.,]\d{1,2})?)" + (r"(?: ?%)?" if percent_sign else "")
    found = [(at, re.fullmatch(form, cells[at].strip())) for at in range(price_at + 1, len(cells)) if at not in skip]
    return [(at, Decimal(match.group(1).replace(",", "."))) for at, match in found if match]
