"""Columns of a line table that are no part of a line's description, for `invoice-env case new` only (issue 38,
item 8; first printed by corpora 69 to 72, the thirty-second change):
- a column of people before the description column ('Staff  Description  Hours  Rate  Amount' over 'Senior engineer
  Structural calculations ...  24.5  135.00  3,307.50'; 'Intervenant', 'Role', 'Mitarbeiter'): who did the work is
  no part of what the line bills; where a row does not print one cell in each of the two columns, the two cannot be
  told apart and the table is not read (`people_column_left_out`, used by lines_by_arithmetic.py);
- an ISBN printed after a book's title ('Tabellenboek Metaal, 46e druk ISBN 978-90-6228-915-3', the ISBN on the row
  under the title): the book's article number, as printed; not where the number after the word has not an ISBN's
  digits (thirteen from 978 or 979, or ten) or is not the description's end (`isbn_articles`, used by prefill_checks.py);
- a column of the line's kind right after the description ('Description  Type  Qty (Unit)' over '... zinc plated
  MATERIAL  2,000 (EA)'): a word in capitals on every row, no part of the description (`type_column_left_out`);
- an article column the reader left out ('Menge  Art.-Nr.  Artikel  Einzelpreis  Summe' over '48 x  1012  Espresso
  Casa, Bohnen 1 kg  21.50  1'032.00'): on every line's item row, the cell under the heading's article cell is a
  code with a digit, the line's article (`articles_from_heading_column`, corpora 73 to 76, the thirty-third change);
- a unit of measure read as the article and the article code as the description ('UOM  Item ID / Item Description'
  over '6  6  0  EA  PMP-GR2-16  218.00  1,308.00', the description on the rows under it): the code is the
  article, the rows of text under the item row its description (`unit_read_as_article`, the same change).
The reader (invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import re

from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, split_cells
from invoice_env.documents.reader.structure_table import heading_role

PEOPLE_HEADING = re.compile(r"(?i)^(?:staff|team(?: member)?|r[oô]le|function|fonction|functie|funktion|rolle|"
                            r"consultant|intervenant|intervenants|medewerker|mitarbeiter(?:in)?|employee|resource|"
                            r"ressource|profil|profile|qualification|qualifikation|kwalificatie|personnel|person|"
                            r"personne|engineer|technician|technicien|techniker)$")
"""A heading cell of a column of people: who did the work, by name or role ('Staff', 'Intervenant', 'Role')."""


def people_column_left_out(texts: list[list[str]], heading: list[str]) -> list[list[str]] | None:
    """The rows' text cells without the cell of a people column, where the heading's first column names people and
    its second is the description ('Staff  Description  Hours  Rate  Amount'): each row's two text cells, the first
    left out ('Senior engineer', 'Structural calculations ...' -> 'Structural calculations ...'); the texts as they
    are where the heading has no such column; None where a row does not print exactly the two cells (a role and a
    description run together cannot be told apart)."""
    cells = [cell.strip() for cell in heading]
    if len(cells) < 2 or PEOPLE_HEADING.fullmatch(cells[0]) is None or heading_role(cells[1]) != "description":
        return texts
    if not all(len(row) == 2 for row in texts):
        return None
    return [row[1:] for row in texts]


TYPE_HEADING = re.compile(r"(?i)^(?:type|typ|soort|genre|kind)$")
"""A heading cell of a column of the line's kind ('Type': 'MATERIAL', 'SERVICE')."""
KIND_CELL = re.compile(r"[A-ZÀ-Þ]{3,}")
"""A line's kind in a cell of its own, one word in capitals ('MATERIAL')."""


def type_column_left_out(texts: list[list[str]], heading: list[str]) -> list[list[str]]:
    """The rows' text cells without the last, where the heading's column right after the description names the
    line's kind ('Part #  Description  Type  Qty (Unit)') and every row's last text cell is one word in capitals
    ('Hex bolt DIN 933 M12 x 60', 'MATERIAL' -> 'Hex bolt DIN 933 M12 x 60'); else the texts as they are."""
    cells = [cell.strip() for cell in heading]
    kinds = [k for k, cell in enumerate(cells) if TYPE_HEADING.fullmatch(cell)]
    if len(kinds) != 1 or kinds[0] == 0 or heading_role(cells[kinds[0] - 1]) != "description":
        return texts
    if not texts or not all(len(row) >= 2 and KIND_CELL.fullmatch(row[-1].strip()) for row in texts):
        return texts
    return [row[:-1] for row in texts]


ISBN_AT_END = re.compile(r"\s*\bISBN(?:-1[03])?:? ?(?P<isbn>(?:97[89][- ]?)?\d{1,5}[- ]?\d{1,7}[- ]?\d{1,7}[- ]?[\dX])$")
"""'ISBN 978-90-6228-915-3' (or an ISBN-10, 'ISBN: 90-6228-915-X') ending a description."""


def isbn_shaped(isbn: str) -> bool:
    """Whether a number printed after the word ISBN has an ISBN's digits: thirteen starting 978 or 979, or ten (the
    last may be X) ('978-90-6228-915-3'). Its check digit is not asked for: the article is the number as printed."""
    digits = re.sub(r"[- ]", "", isbn)
    return re.fullmatch(r"97[89]\d{10}|\d{9}[\dX]", digits) is not None


def isbn_articles(lines):
    """The lines, each without an article whose description ends with the word ISBN and a number of an ISBN's digits
    given that number as printed as its article and the title before it as its description ('Tabellenboek Metaal, 46e druk ISBN
    978-90-6228-915-3' -> '978-90-6228-915-3', 'Tabellenboek Metaal, 46e druk')."""
    out = []
    for line in lines:
        found = None if line.article_no else ISBN_AT_END.search(line.description or "")
        if found is not None and isbn_shaped(found.group("isbn")) and line.description[:found.start()].strip():
            line = line.model_copy(update={"article_no": found.group("isbn"),
                                           "description": line.description[:found.start()].rstrip()})
        out.append(line)
    return lines if out == list(lines) else type(lines)(out)


ARTICLE_CELL = re.compile(r"[A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*|[A-Z0-9]+(?:[-./][A-Z0-9]+)*-[A-Z0-9]+")
"""A cell that is an article code: capitals and digits with a digit ('1012', 'KR1120', 'PMP-GR2-16')."""


def _normal(value: str) -> str:
    return " ".join(value.split())


def _item_rows(text: str) -> list[list[str]]:
    return [split_cells(row) for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]


def articles_from_heading_column(lines, text: str):
    """The lines given the article their item rows print under the heading's article cell, where no line has one
    and every line's item row (as many cells as the heading, its description a cell, its amount the last cell)
    prints a code with a digit under one and the same article heading cell ('Art.-Nr.' over '1012'); else the lines
    as they are. A heading with no article cell ('Pos.'), or a row of another shape, tells no article."""
    if not lines or any(line.article_no for line in lines):
        return lines
    fmt = NumberFormat(text)
    rows = _item_rows(text)
    for heading in rows:
        if len(heading) < 3 or fmt.amounts("  ".join(heading)):
            continue
        for at in (k for k, cell in enumerate(heading) if heading_role(cell) == "article"):
            codes = [_article_under(line, rows, len(heading), at, fmt) for line in lines]
            if all(codes):
                return type(lines)(line.model_copy(update={"article_no": code}) for line, code in zip(lines, codes))
    return lines


def _article_under(line, rows: list[list[str]], width: int, at: int, fmt: NumberFormat) -> str | None:
    """The code a line's item row prints in cell `at`, if the row has `width` cells, holds the line's description
    in another cell and ends with its amount."""
    for cells in rows:
        if (len(cells) == width and fmt.amount_cell(cells[-1]) == line.net_amount
                and _normal(line.description or "") in [_normal(cell) for k, cell in enumerate(cells) if k != at]
                and ARTICLE_CELL.fullmatch(cells[at].strip())):
            return cells[at].strip()
    return None


UNIT_CODE = re.compile(r"(?i)ea|each|pce|pcs?|pz|st|stk|stck|set|pr|pair|box|bx|pk|pkt|ctn|rl|roll|kg|m|m2|m3|l|lt|un|u")
"""A unit of measure as a UOM column prints it ('EA', 'PCE', 'SET', 'M')."""


def unit_read_as_article(lines, text: str):
    """The lines, each whose article is a unit of measure ('EA') and whose description is one article code
    ('PMP-GR2-16') given that code as its article and, as its description, the rows of text under its item row (the
    unit before the code on it) up to the next row with an amount ('Gear pump group 2, ...' 'clockwise'); None where
    such a line's item row has no text under it (the description not told); the lines as they are where none is so."""
    fmt = NumberFormat(text)
    rows = [row.strip() for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    out, changed = [], False
    for line in lines:
        code = _normal(line.description or "")
        if not (line.article_no and UNIT_CODE.fullmatch(line.article_no.strip()) and ARTICLE_CELL.fullmatch(code)
                and re.search(r"[A-Z]", code)):
            out.append(line)
            continue
        below = _text_under(rows, line.article_no.strip(), code, line.net_amount, fmt)
        if not below:
            return None
        out.append(line.model_copy(update={"article_no": code, "description": " ".join(below)}))
        changed = True
    return type(lines)(out) if changed else lines


def _text_under(rows: list[str], unit: str, code: str, amount, fmt: NumberFormat) -> list[str]:
    """The rows without an amount under the item row that prints the unit and right after it the code and ends
    with the amount, up to the next row with an amount."""
    for k, row in enumerate(rows):
        cells = [cell.strip() for cell in split_cells(row)]
        pairs = list(zip(cells, cells[1:]))
        if (unit, code) not in pairs or not cells or fmt.amount_cell(cells[-1]) != amount:
            continue
        below = []
        for under in rows[k + 1:]:
            if fmt.amounts(under):
                break
            below.append(_normal(under))
        return below
    return []


__all__ = ["articles_from_heading_column", "unit_read_as_article", "isbn_articles", "isbn_shaped", "people_column_left_out", "type_column_left_out"]
