"""Line tables read wrong in ways the reader's own checks do not see, for `invoice-env case new` only (issue 38,
item 8; first printed by corpora 41 to 48). Each finding leaves the lines a TODO (they may then be read by their
arithmetic, `lines_by_arithmetic.py`, which goes through these checks too):
- an article number that is a date or a period ('01.12.2027 - 30.11.2028', a service-period column): a date is
  never an article;
- under a heading that has an article column, a line without an article whose description holds a code of
  capitals and digits in groups with a dash ('..., DIN933-M12X100-VZ galvanisch verzinkt'): the code is that
  line's article, left in its description;
- a line without an article whose item row is followed by a row of text in lower case, no amount on it, that its
  description does not hold ('paths, according to offer 2027-118'): the description was cut at its wrap;
- a line without an article whose description holds a row under its item row that is a product option of a web
  shop, a word or two and a colon before its value ('Size: 300 x 100 mm', 'SKU : SQ4417268'), or a date or a period
  of two dates in any spelling ('Nov 23, 2027 - Nov 22, 2028', a subscription's service period) unless the item
  row's text leads on to it ('..., du' over '04/10/2027 au 15/10/2027'): no part of the description (corpora 49 to 52, the twenty-seventh change);
- a line without an article under whose item row an option names its article ('SKU : SQ4417268'): the article was
  not read;
- a line read with quantity 1 at a unit price that is its amount, whose item row prints two other numbers whose
  product is that amount ('600  szt. / pcs  9,40  5 640,00': a quantity and a unit price the reader did not take):
  the quantity 1 is no quantity printed (corpora 53 to 56, the twenty-eighth change);
- a line whose description ends with the number of a chapter row printed under its item row ('2  SERRURERIE', a
  number and a title in capitals, no amount), or, in a table whose first row under its heading is a word alone
  (a section: 'Arbeitsleistung'), with another capitalised word alone printed right over an item row
  ('Ersatzteile'): a section heading may have been read as the rest of the description (corpora 57 to 60, the
  twenty-ninth change).
`articles_in_parentheses` moves an article code printed in parentheses after an article word at the end of a
description ('... für Mehrgaswarngerät (Art.-Nr. SEN-CO-H2S)', '... (Réf. GAL-NYL-3)') to the line's article: it is
never part of the description (corpora 57 to 60, the twenty-ninth change).
The reader (invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import itertools
import re
from decimal import Decimal, InvalidOperation

from invoice_env.documents.reader.articles import ARTICLE_PREFIX
from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, begins_with_date, parse_date, split_cells

DATE = r"\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}"
PERIOD = re.compile(rf"(?:{DATE})(?:\s*(?:-|–|to|bis|t/m|au|al)\s*(?:{DATE}))?")
"""A date, or a period of two dates ('01.12.2027 - 30.11.2028', '01-01-2028 - 31-12-2028')."""
GROUPED_CODE = re.compile(r"(?<![\w-])(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+(?![\w-])")
"""A code of capitals and digits in groups joined by dashes, with a capital and a digit ('DIN933-M12X100-VZ')."""
ARTICLE_COLUMN = re.compile(r"(?i)^(?:artikel ?(?:nr\.?|nummer)|art\.? ?nr\.?|article (?:no\.?|number|code)|item "
                            r"(?:no\.?|number|code)|sku|part (?:no\.?|number)|réf(?:érence)?\.?|referentie|"
                            r"artikelcode|productcode|product code)$")
"""A heading cell that names an article column ('Artikelnummer', 'SKU', 'Item no.')."""


def is_period(value: str | None) -> bool:
    """Whether a value is a date or a period of two dates."""
    return bool(value) and PERIOD.fullmatch(value.strip()) is not None


OPTION_ROW = re.compile(r"[^\W\d_][^\W\d_.]*(?: [^\W\d_][^\W\d_.]*)?\s?:\s+\S.*")
"""A product option of a web shop under its item row: a word or two, a colon, its value ('Finish: Brushed',
'Size: 300 x 100 mm', 'SKU : SQ4417268', 'Transaction ID: 2981425109')."""
OPTION_ARTICLE = re.compile(r"(?i)(?:sku|art(?:ikel|icle)?\.?\s?(?:no\.?|nr\.?|n°|number|nummer)?|réf(?:érence)?\.?"
                            r"|item\s+no\.?)\s?:\s*([A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*)")
"""A product option that names the line's article ('SKU : SQ4417268')."""
PERIOD_SPLIT = re.compile(r"\s+(?:-|–|to|bis|t/m|au|al)\s+")
WORDED_DATE = re.compile(r"(?i)(?:\d{1,2}\.?\s+[^\W\d_]{3,}\.?,?\s+\d{4}|[^\W\d_]{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})")
"""A date with its month in words, whole ('Nov 23, 2027', '23 November 2027')."""


MONTH_DAY_PERIOD = re.compile(r"(?<![\w])[A-Z][a-z]{2,8}\.? \d{1,2}(?:, \d{4})?\s*[-–]\s*[A-Z][a-z]{2,8}\.? \d{1,2}(?!\d)")
"""A period of two days with their months in words, inside a row ('metered component, Oct 19 - Nov 18')."""


def is_dated_row(row: str) -> bool:
    """Whether a row is a period of two dates alone, numeric or in words ('Nov 23, 2027 - Nov 22, 2028'); a date
    alone may end a description ('... fiscale du' over '04/10/2027')."""
    row = row.strip()
    if is_period(row):
        return len(re.findall(DATE, row)) == 2
    halves = PERIOD_SPLIT.split(row)
    return len(halves) == 2 and all(WORDED_DATE.fullmatch(half) and parse_date(half) for half in halves)


LEADS_ON = re.compile(r"(?i)(?:(?<![^\W\d_])(?:du|from|vom|van|von|de|del|dal|période|periode|period|zeitraum)|:)\s*$")
"""The end of an item row's text that a date below goes on from ('Location nacelle ..., du' over '04/10/2027 au
15/10/2027'): then the period is the rest of the description."""


def leads_on(text: str) -> bool:
    """Whether an item row's text ends with a word a period below goes on from ('du', 'from', 'vom', a colon)."""
    return LEADS_ON.search(text.strip()) is not None


def is_option_row(row: str) -> bool:
    """Whether a row under an item row is a web shop's product option ('Finish: Brushed') alone."""
    row = row.strip()
    return len(split_cells(row)) == 1 and OPTION_ROW.fullmatch(row) is not None and not begins_with_date(row)


def _has_article_column(text: str) -> bool:
    return any(sum(ARTICLE_COLUMN.match(cell.strip()) is not None for cell in split_cells(row)) == 1
               and len(split_cells(row)) >= 3 for row in text.splitlines())


def _normal(value: str) -> str:
    return " ".join(value.split())


def _cut_at_wrap(lines, text: str) -> str | None:
    """The row of text in lower case under a line's item row that the line's description does not hold."""
    fmt = NumberFormat(text)
    rows = [row for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    for line in lines:
        if line.article_no or not line.description:
            continue
        description = _normal(line.description)
        for index, row in enumerate(rows[:-1]):
            first = split_cells(row)[0] if split_cells(row) else ""
            if not fmt.amounts(row) or not first or not description.startswith(_normal(first)):
                continue
            below = rows[index + 1].strip()
            if (len(split_cells(below)) == 1 and not fmt.amounts(below) and below[:1].islower()
                    and _normal(below) not in description):
                return below
    return None


def _not_description_below(lines, text: str) -> str | None:
    """A row under a line's item row (before the next row with an amount) that its description holds, but that is
    a product option or a date or a period, no part of a description."""
    fmt = NumberFormat(text)
    rows = [row for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    for line in lines:
        if line.article_no or not line.description:
            continue
        description = _normal(line.description)
        for index, row in enumerate(rows):
            first = split_cells(row)[0] if split_cells(row) else ""
            if not fmt.amounts(row) or not first or not description.startswith(_normal(first)):
                continue
            above = first
            for below in rows[index + 1:]:
                if fmt.amounts(below) and not is_dated_row(below):
                    break
                led_on, above = leads_on(above), below
                if ((is_option_row(below) or (is_dated_row(below) and not led_on))
                        and _normal(below) in description
                        and not _normal(first).endswith(_normal(below))):
                    return below.strip()
                if is_option_row(below) and OPTION_ARTICLE.fullmatch(below.strip()):
                    return below.strip()
    return None


NUMBER_CELL = re.compile(r"(?P<n>\d[\d.,\u00a0\u202f ]*)(?:\s?[^\W\d_][^\s\d]{0,7}\.?)?")
"""A cell that prints a number, a unit after it or not ('600', '9,40', '5 640,00', '60 st')."""


def _row_numbers(cells: list[str], fmt: NumberFormat) -> list[Decimal]:
    numbers = []
    for cell in cells:
        found = NUMBER_CELL.fullmatch(cell.strip())
        if found is None:
            continue
        try:
            value = fmt.number(found.group("n").strip())
        except (InvalidOperation, ArithmeticError, ValueError):
            continue
        if value is not None:
            numbers.append(value)
    return numbers


def _quantity_one_not_printed(lines, text: str) -> str | None:
    """The item row of a line read with quantity 1 at a unit price that is its amount, where the row prints two
    other numbers (neither 1 nor the amount) whose product is the amount: the row's quantity and unit price."""
    fmt = NumberFormat(text)
    rows = [row for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    for line in lines:
        if line.quantity != 1 or line.unit_price != line.net_amount or not line.net_amount:
            continue
        mark = line.article_no or (line.description or "").split("  ")[0][:20]
        for row in rows:
            if not mark or mark not in row or line.net_amount not in fmt.amounts(row):
                continue
            numbers = [n for n in _row_numbers(split_cells(row), fmt) if n not in (0, 1, line.net_amount)]
            if any(a * b == line.net_amount for a, b in itertools.combinations(numbers, 2)):
                return row.strip()
    return None


PARENTHESISED_ARTICLE = re.compile(rf"\s*\({ARTICLE_PREFIX}:?\s+(?P<code>(?=[A-Z0-9./-]*\d)[A-Z0-9]+(?:[-./][A-Z0-9]+)+)\)$")
"""An article word and a code with a digit, in parentheses, ending a description ('(Art.-Nr. SEN-CO-H2S)',
'(Réf. RS-TORS-650G)'); not a bare code or a note in parentheses ('(quais 1 à 6)', '(EN 14604)')."""


def articles_in_parentheses(lines):
    """The lines, each without an article whose description ends with an article word and a code in parentheses
    given that code as its article and the description without it."""
    out = []
    for line in lines:
        found = None if line.article_no else PARENTHESISED_ARTICLE.search(line.description or "")
        if found is not None and line.description[:found.start()].strip():
            line = line.model_copy(update={"article_no": found.group("code"),
                                           "description": line.description[:found.start()].rstrip()})
        out.append(line)
    return lines if out == list(lines) else type(lines)(out)


CHAPTER_ROW = re.compile(r"(?P<n>\d{1,2})\.?\s{2,}(?=.*[A-ZÀ-Þ]{2})[^\W\da-zß-ÿ][^\da-zß-ÿ]*")
"""A chapter row of a line table: its number and a title in capitals ('2  SERRURERIE')."""
SECTION_WORD = re.compile(r"[A-ZÀ-Þ][^\W\d_A-ZÀ-Þ]{3,}")
"""A section heading of one capitalised word alone ('Arbeitsleistung', 'Ersatzteile', 'Pièces')."""


def _section_read_as_description(lines, text: str) -> str | None:
    """The row of a section heading a line's description may end with (see the module's docstring), or None."""
    fmt = NumberFormat(text)
    rows = [row.strip() for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    items = [k for k, row in enumerate(rows) if is_item_like(row, fmt)]
    if not items:
        return None
    sectioned = items[0] >= 1 and SECTION_WORD.fullmatch(rows[items[0] - 1]) is not None
    for line in lines:
        if line.article_no or not line.description:
            continue
        description = _normal(line.description)
        for k, row in enumerate(rows):
            chapter = CHAPTER_ROW.fullmatch(row)
            if chapter and not fmt.amounts(row) and description.endswith(f" {chapter.group('n')}") and any(
                    at < k for at in items):
                return row
            if (sectioned and k not in (items[0] - 1,) and SECTION_WORD.fullmatch(row) and k + 1 in items
                    and k - 1 >= 0 and description.endswith(f" {row}")):
                return row
    return None


def is_item_like(row: str, fmt: NumberFormat) -> bool:
    """A row with text and at least two amounts (a line table's item row, as far as the text tells)."""
    return len(fmt.amounts(row)) >= 2 and re.search(r"[^\W\d_]{3}", row) is not None


def line_misread(lines, text: str) -> str | None:
    """Why the lines read are wrong in a way these checks see, or None."""
    if (section := _section_read_as_description(lines, text)) is not None:
        return f"the row {section!r} is a section heading of the line table, which a line's description may hold"
    if (row := _quantity_one_not_printed(lines, text)) is not None:
        return (f"a line was read with quantity 1 at its amount, but its row {row!r} prints a quantity and a unit "
                f"price that make that amount")
    if dated := next((line.article_no for line in lines if is_period(line.article_no)), None):
        return f"article number {dated!r} is a date or a period, never an article: a date column was read as it"
    if _has_article_column(text):
        for line in lines:
            if not line.article_no and (code := GROUPED_CODE.search(line.description or "")):
                return (f"the description {line.description!r} holds the code {code.group()!r} under a heading with "
                        f"an article column, but no article was read for it")
    if (cut := _cut_at_wrap(lines, text)) is not None:
        return f"the row {cut!r} under a line's item row is the rest of its description, which was read without it"
    if (extra := _not_description_below(lines, text)) is not None:
        return f"the row {extra!r} under a line's item row is a product option or a period, no part of its description, or names its article, which was not read"
    return None


__all__ = ["articles_in_parentheses", "PERIOD", "is_period", "is_dated_row", "is_option_row", "leads_on", "OPTION_ARTICLE", "line_misread"]
