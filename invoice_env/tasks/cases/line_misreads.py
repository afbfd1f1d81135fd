"""Line tables read wrong in ways the reader's own checks do not see, for `invoice-env case new` only (issue 38,
item 8; first printed by corpora 41 to 48). Each finding leaves the lines a TODO (they may then be read by their
arithmetic, `lines_by_arithmetic.py`, which goes through these checks too):
- an article number that is a date or a period ('01.12.2027 - 30.11.2028', a service-period column): a date is
  never an article;
- under a heading that has an article column, a line without an article whose description holds a code of
  capitals and digits in groups with a dash ('..., DIN933-M12X100-VZ galvanisch verzinkt'): the code is that
  line's article, left in its description;
- a line without an article whose item row is followed by a row of text in lower case, no amount on it, that its
  description does not hold ('paths, according to offer 2027-118'): the description was cut at its wrap.
The reader (invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import re

from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, split_cells

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


def line_misread(lines, text: str) -> str | None:
    """Why the lines read are wrong in a way these checks see, or None."""
    if dated := next((line.article_no for line in lines if is_period(line.article_no)), None):
        return f"article number {dated!r} is a date or a period, never an article: a date column was read as it"
    if _has_article_column(text):
        for line in lines:
            if not line.article_no and (code := GROUPED_CODE.search(line.description or "")):
                return (f"the description {line.description!r} holds the code {code.group()!r} under a heading with "
                        f"an article column, but no article was read for it")
    if (cut := _cut_at_wrap(lines, text)) is not None:
        return f"the row {cut!r} under a line's item row is the rest of its description, which was read without it"
    return None


__all__ = ["PERIOD", "is_period", "line_misread"]
