"""Articles printed with a label of their own, apart from the line table's columns, for `invoice-env case new` only
(issue 38, item 8; first printed by corpora 77 to 80, the thirty-fourth change):
- a description that ends with an article word and a code ('Partytent 6 x 12 m, wit SKU PT-6x12', 'Location salle
  Meuse, journée Art. SAL-MEUSE': the row under the item row joined to it): the code is the line's article, the
  words before it its description (`labelled_code_at_end`);
- every line without an article whose item row has, under it (its description's wraps between), a row of one and
  the same label and a code alone ('Job J27-3390', 'Travail T27-0871', 'Art. SAL-MEUSE' under each line): that
  code is the line's article (`articles_labelled_below`);
- a line without an article in a table whose other lines each have theirs in the cell right before the description
  cell of their item row, where its item row prints a code of capitals in groups in that cell ('3  FLT-KIT  Kit
  filtres entretien 500 h ...' under '1  GEN-60K-OCC  Groupe électrogène ...'): that code is its article
  (`article_cell_before_description`);
- a line without an article under whose item row a row labels a code with a colon ('Sendung: SDG 2711-0418',
  'Code: WZ') or an article word ('Art. EQ-VISIO'), the code not in its description, where not every line's label is
  the same article word: what the code is cannot be told, the lines are left
  a TODO (`labelled_code_below`).
The reader (invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import re

from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, split_cells

ARTICLE_LABEL = (r"(?:art(?:ikel|icle)?\.?(?:[ -]?(?:no\.?|nr\.?|n°|number|nummer))?|sku|réf(?:érence)?\.?|ref\.?"
                 r"|item\s+no\.?|job|travail)")
"""An article's label before its code ('Art.', 'Art.-Nr.', 'SKU', 'Réf.'; a printer's job: 'Job', 'Travail')."""
LABELLED_CODE = r"(?=[A-Za-z0-9./-]*[A-Z])(?=[A-Za-z0-9./-]*[\d-])[A-Z0-9](?:[A-Z0-9./-]|(?<=\d)x(?=\d))*[A-Z0-9]"
"""A code after its label: capitals and digits, with a capital and a digit or a dash ('PT-6x12': an x between two
digits, 'SAL-MEUSE', 'J27-3390-P')."""
CODE_AT_END = re.compile(rf"(?i:\s+{ARTICLE_LABEL}):?\s+({LABELLED_CODE})$")
"""An article word and its code ending a description ('... vloerplaten SKU PT-6x12')."""
LABEL_ROW = re.compile(rf"(?P<label>(?i:{ARTICLE_LABEL}))\s?:?\s+(?P<code>{LABELLED_CODE})")
"""A row that labels a line's article, alone ('Art. SAL-MEUSE', 'Job J27-3390', 'SKU : PT-6x12')."""
COLON_CODE_ROW = re.compile(r"[^\W\d_][^\W\d_.]*\.?(?: [^\W\d_][^\W\d_.]*\.?)?\s?:\s+"
                            r"(?=\S*[A-Z])(?!\S*[a-z]{2})[A-Z0-9][A-Za-z0-9./-]*(?: [A-Z0-9][A-Z0-9./-]*)?")
"""A row of a label, a colon and a code in capitals or digits ('Sendung: SDG 2711-0418', 'Code: WZ')."""


def labelled_code_at_end(lines):
    """The lines, each without an article whose description ends with an article word and a code given that code
    as its article and the words before as its description ('Klaptafel 183 x 76 cm SKU TAF-183' -> 'TAF-183',
    'Klaptafel 183 x 76 cm'); not where the words before are no description."""
    out = []
    for line in lines:
        found = None if line.article_no else CODE_AT_END.search(line.description or "")
        if found is not None and re.search(r"[^\W\d_]{3}", line.description[:found.start()]):
            line = line.model_copy(update={"article_no": found.group(1),
                                           "description": line.description[:found.start()].rstrip()})
        out.append(line)
    return lines if out == list(lines) else type(lines)(out)


def _normal(value: str) -> str:
    return " ".join(value.split())


def _rows_under_lines(lines, text: str) -> list[list[str]] | None:
    """For each line, the rows under its item row up to the next row with an amount (the item row: the first row with
    an amount after the last line's whose text cell begins the description); None where a line's item row is not
    found."""
    fmt = NumberFormat(text)
    rows = [row.strip() for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    out, start = [], 0
    for line in lines:
        description = _normal(line.description or "")
        at = next((k for k in range(start, len(rows)) if fmt.amounts(rows[k]) and description and any(
            re.search(r"[^\W\d_]{3}", cell) and description.startswith(_normal(cell)) for cell in split_cells(rows[k]))),
                  None)
        if at is None:
            return None
        below = []
        for row in rows[at + 1:]:
            if fmt.amounts(row):
                break
            below.append(row)
        out.append(below)
        start = at + 1
    return out


def articles_labelled_below(lines, text: str):
    """The lines, each given the code of the row under its item row that labels it ('Product catalogue 2028, A4 ...
    2,500 ea  3.12  7,800.00' over 'silk, perfect bound ...' over 'Job J27-3390' -> 'J27-3390'), where no line has an
    article but the label row's own code and every line has one such row, all with the same label; the lines as they
    are otherwise."""
    if not lines or all(line.article_no for line in lines):
        return lines
    under = _rows_under_lines(lines, text)
    if under is None:
        return lines
    found = [[m for row in below if len(split_cells(row)) == 1 and (m := LABEL_ROW.fullmatch(row))] for below in under]
    if any(len(labels) != 1 for labels in found):
        return lines
    if len({re.sub(r"\W", "", labels[0].group("label")).casefold() for labels in found}) != 1:
        return lines
    if any(line.article_no and line.article_no != labels[0].group("code") for line, labels in zip(lines, found)):
        return lines  # an article read already is that of its label row ('... Art. SAL-MEUSE' split off), or none
    out = []
    for line, labels in zip(lines, found):
        description = line.description
        label_row = _normal(labels[0].group(0))
        if _normal(description).endswith(label_row):  # the label row joined to the description: no part of it
            description = _normal(description)[:-len(label_row)].rstrip()
        out.append(line.model_copy(update={"article_no": labels[0].group("code"), "description": description}))
    return type(lines)(out)


def labelled_code_below(lines, text: str) -> str | None:
    """A row under the item row of a line without an article that labels a code with a colon ('Sendung: SDG
    2711-0418', 'Code: WZ') or with an article word ('Art. EQ-VISIO'), the code not in the line's description: it may
    be the line's article, not read."""
    under = _rows_under_lines(lines, text) if any(not line.article_no for line in lines) else None
    for line, below in zip(lines, under or []):
        if line.article_no:
            continue
        for row in below:
            if len(split_cells(row)) != 1:
                continue
            if COLON_CODE_ROW.fullmatch(row) and row.split(":", 1)[1].strip() not in (line.description or ""):
                return row
            if (labelled := LABEL_ROW.fullmatch(row)) and labelled.group("code") not in (line.description or ""):
                return row  # 'Art. EQ-VISIO' under a line read without it
    return None


ARTICLE_CELL = re.compile(r"(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+")
"""A code of capitals and digits in groups joined by dashes, a capital among them ('FLT-KIT', 'CAB-H07-32')."""


def _cell_before_description(line, text: str, fmt: NumberFormat) -> str | None:
    """The cell right before the cell that begins the line's description, on the one row with an amount that prints
    such a cell ('3  FLT-KIT  Kit filtres entretien 500 h ...  U  96,50  289,50' -> 'FLT-KIT'); else None."""
    description = _normal(line.description or "")
    found = set()
    for row in text.splitlines():
        cells = [cell.strip() for cell in split_cells(row)]
        if not fmt.amounts(row) or not description:
            continue
        for k, cell in enumerate(cells[1:], start=1):
            if re.search(r"[^\W\d_]{3}", cell) and description.startswith(_normal(cell)):
                found.add(cells[k - 1])
    return found.pop() if len(found) == 1 else None


def article_cell_before_description(lines, text: str):
    """The lines, each without an article given the code its item row prints right before its description, where
    every other line's article is the cell right before its description on its own item row ('GEN-60K-OCC',
    'CAB-H07-32' -> 'FLT-KIT' for '3  FLT-KIT  Kit filtres ...'); the lines as they are otherwise."""
    if not lines or all(line.article_no for line in lines) or not any(line.article_no for line in lines):
        return lines
    fmt = NumberFormat(text)
    before = [_cell_before_description(line, text, fmt) for line in lines]
    if any(line.article_no and cell != line.article_no for line, cell in zip(lines, before)):
        return lines
    if any(not line.article_no and (cell is None or not ARTICLE_CELL.fullmatch(cell)) for line, cell in zip(lines, before)):
        return lines
    return type(lines)(line if line.article_no else line.model_copy(update={"article_no": cell})
                       for line, cell in zip(lines, before))


__all__ = ["article_cell_before_description", "articles_labelled_below", "labelled_code_at_end", "labelled_code_below"]
