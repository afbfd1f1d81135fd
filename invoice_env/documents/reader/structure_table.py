"""The line table, read by structure: found by its headings or by the first row whose amounts add up, each row by
its cells' kinds; rows wrapped, carried over a page break, a till roll's quantity row under its texts."""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal

from invoice_env.documents.labels import HEADINGS, VAT_WORD
from invoice_env.documents.reader.articles import articles_inside_descriptions
from invoice_env.documents.reader.line_items import (amount_moved_last, article_on_own_row,
                                                     articles_leading_descriptions, join_wrapped, line_of_texts,
                                                     row_by_kinds, split_glued, till_row, with_line_discount)
from invoice_env.documents.reader.item_rows import VAT_CODE_CELL
from invoice_env.documents.reader.page import Page
from invoice_env.documents.reader.shared import CURRENCY_SIGNS
from invoice_env.world.models import InvoiceLine


PAGE_TURN = re.compile(r"(?i)(?:\(?(?:continued|suite|fortsetzung|vervolg)\b.{0,40}"
                       r"(?:overleaf|next page|page suivante|verso|seite|pagina|ommezijde)\)?)")
"""A note at the foot of a page that the line table goes on overleaf ('continued overleaf', 'suite à la page
suivante', 'Fortsetzung auf Seite 2', 'vervolg op volgende pagina')."""


def _role(heading: str) -> str | None:
    folded = CURRENCY_SIGNS.sub("", heading.casefold().strip().rstrip(":")).strip()
    folded = re.sub(r"\s*\((?:eur|€)\)$", "", folded)
    for role in ("quantity", "unit_price", "discount", "vat_rate", "amount", "unit", "position", "article",
                 "description"):
        if folded in HEADINGS[role]:
            return role
    return None


heading_role = _role


def _roles(cells: list[str]) -> list[str | None]:
    """The roles of a line table's heading cells. A heading with two article cells and no description cell ('Qté
    PLU  Article', 'Anz.  PLU  Artikel'): the later one that is also a description word is the description."""
    roles = [_role(cell) for cell in cells]
    if roles.count("article") >= 2 and "description" not in roles:
        last = max(i for i, role in enumerate(roles) if role == "article")
        if CURRENCY_SIGNS.sub("", cells[last].casefold().strip().rstrip(":")).strip() in HEADINGS["description"]:
            roles[last] = "description"
    return roles
"""The role of a line table's heading cell ('Menge' -> 'quantity'), or None."""


def is_header(cells: list[str], text: Page) -> bool:
    if any(text.amount_cell(cell) is not None for cell in cells):
        return False
    roles = set(_roles(cells))
    if "quantity" in roles and ({"unit_price", "amount"} & roles):
        return True
    words = {w for cell in cells for w in re.split(r"\s+", cell.casefold())}
    return len(cells) >= 3 and bool(words & {"qty", "quantity", "quantité", "qté", "menge", "aantal", "anzahl"}
                                    or ("quantity" in roles and "article" in roles and "description" in roles))


def read_line_table(text: Page, problems: dict) -> tuple[list[InvoiceLine], int]:
    """The line items and the index of the first line after them. A line whose amount is the running sum
    of the rows, followed by the table's heading again (the next page), is carried forward: the rows go on
    after the heading, where the same amount is brought forward."""
    start = next((i for i, cells in enumerate(text.lines) if is_header(cells, text)), None)
    roles = _roles(text.lines[start]) if start is not None else None
    rows: list[InvoiceLine] = []
    end = len(text.lines)
    unread: list[str] = []
    brought_forward = None
    own_texts: list[str] = []  # the one-cell text rows since the last item row: its wrap, or a till roll's next line
    as_read: InvoiceLine | None = None  # the last item row as read, before those rows
    firsts: dict[int, tuple[str, str]] = {}  # each line's description, and its item row up to its end
    wraps: dict[int, list[str]] = {}  # the one-cell rows below it joined to its description
    pending: str | None = None  # an item number on its own row above the item's row
    section_from = 0  # the first line of the table's current numbered section
    index = start if start is not None else -1
    while index + 1 < len(text.lines):
        index += 1
        cells, raw = text.lines[index], text.raw[index]
        if start is not None and cells == text.lines[start]:
            continue  # the header again on the next page
        if start is not None and index - 1 > start and text.lines[index - 1] == text.lines[start] \
                and cells == text.lines[start + 1] and not text.amounts(raw):
            continue  # the header's second row, again on the next page
        hits = [text.strong.hit(cell) for cell in cells]
        amounts = text.amounts(raw)
        if brought_forward is not None and amounts and amounts[-1] == brought_forward and len(cells) <= 3:
            brought_forward = None
            continue
        code = _position_and_code(cells)
        if code is not None and index + 1 < len(text.lines) and not amounts:
            below = row_by_kinds(text.lines[index + 1], text, roles)
            if below is not None and below.article_no is None:
                own_texts, as_read, pending = [], (rows[-1] if rows else None), code
                continue  # a position and an item number on their own row, the item's row below (weclapp)
        row = row_by_kinds(cells, text, roles)
        if row is not None and pending is not None:
            row = row.model_copy(update={"article_no": pending})
        pending = None
        moved = amount_moved_last(cells, roles) if row is None else None
        if moved is not None:
            row = row_by_kinds(moved[0], text, moved[1])
        if row is None and _vat_code_last(cells, roles):
            row = row_by_kinds(cells[:-1], text, roles[:-1])
        if row is None and (fewer := _without_empty_discount(cells, roles)) is not None:
            moved = amount_moved_last(cells, fewer)
            row = row_by_kinds(moved[0], text, moved[1]) if moved is not None else None
        if row is None and amounts:
            row = next(filter(None, (row_by_kinds(v, text, None) for v in split_glued(cells, text))), None)
        if row is None and amounts:
            row = next(filter(None, (row_by_kinds(v, text, None) for v in _quantity_split_after(cells, roles))), None)
        if row is None and amounts and text.space_groups:
            row = next(filter(None, (row_by_kinds(v, text, None) for v in _space_grouped_split(cells, roles))), None)
        if row is None and amounts and _net_before_vat(cells, text):
            row = row_by_kinds(cells[:-2], text, None)  # 'SUBTOTAL  VAT  TOTAL': the row up to its net amount
        till = till_row(cells, text) if row is None and own_texts else None
        if till is not None:
            row = line_of_texts(own_texts[-_TILL_TEXT_ROWS:], *till)
            if row is not None and rows and as_read is not None:
                rows[-1] = as_read  # the rows above were this line's, not the last one's wrap
                wraps.pop(len(rows) - 1, None)
        if row and LONE_SIGN_LAST.search(row.description or ""):
            # the price column's currency sign glued to the description ('... Ø 40 €  118,00'): not its text
            row = row.model_copy(update={"description": LONE_SIGN_LAST.sub("", row.description)})
        if row:
            rows.append(row)
            firsts[len(rows) - 1], _ = (row.description, _printed_before(raw, row.description)), wraps.pop(
                len(rows) - 1, None)
            own_texts, as_read = [], row
            continue
        if set(raw.strip()) <= set("-=_ ") or PAGE_TURN.fullmatch(raw.strip()):
            own_texts, as_read = [], (rows[-1] if rows else None)
            continue  # a rule printed as text, a note that the table goes on overleaf
        if rows and _text_and_unit(cells, text):
            cells = cells[:1]  # the description wrapped, beside the rest of the quantity cell ('woorden')
        if _wrapped_text(cells, text):
            own_texts.append(cells[0])
        else:
            own_texts, as_read = [], (rows[-1] if rows else None)
        if rows and _wrapped_text(cells, text):
            before, rows[-1] = rows[-1], _with_own_row(rows[-1], cells[0])
            if rows[-1].article_no == before.article_no:
                wraps.setdefault(len(rows) - 1, []).append(cells[0])
            else:  # an article number on a row of its own: the description is not its item row's text
                firsts.pop(len(rows) - 1, None)
            continue
        discounted = with_line_discount(rows[-1], cells, text) if rows else None
        if discounted is not None:
            rows[-1] = discounted
            continue
        if not rows:
            if any(h and h[0] == "carry_forward" for h in hits):
                continue
            if amounts and start is not None and not any(hits):
                unread.append(raw.strip())
            continue
        if _section_heading(text, index):
            own_texts, as_read = [], rows[-1]
            continue  # '2  Isolation' over '2.1  Fourniture et pose ...': the table's next section
        goes_on = section_from > 0 or _section_heading(text, index + 1)
        if _section_subtotal(cells, amounts, rows[section_from:], goes_on):
            section_from, own_texts, as_read = len(rows), [], rows[-1]
            continue
        fields = {h[0] for h in hits if h}
        if amounts and amounts[-1] in _sums(rows):
            again = _header_again(text, start, index)
            if again is not None:  # carried forward to the next page
                index, brought_forward = again, amounts[-1]
                continue
        if "carry_forward" in fields:
            continue
        if amounts and not fields and not VAT_WORD.search(raw) and amounts[-1] not in _sums(rows):
            unread.append(raw.strip())
            continue
        again = _header_again(text, start, index)
        if again is not None:  # a page footer, then the table goes on below its heading on the next page
            index, own_texts, as_read = again, [], rows[-1]
            continue
        end = index
        break
    rows, uncertain = _without_sub_rows(rows, firsts, wraps)
    if unread:
        problems["lines"] = f"unreadable table row {unread[0]!r}"
    elif uncertain:
        problems["lines"] = (f"the row {uncertain!r} below a line may be the rest of its description or a detail "
                             "row of its own (its first word would just have fit on the line's row)")
    elif not rows:
        problems["lines"] = "no line table found (no heading with quantity and price, no row whose amounts add up)"
    one_column = start is not None and any(map(_article_and_description, text.lines[start]))
    if roles and _first_column_positions(roles, rows):
        glued = articles_leading_descriptions([_position_not_article(row, at) for at, row in enumerate(rows, 1)])
        if glued and all(row.article_no for row in glued):
            return glued, end  # every line's article code leads its description: the positions are no articles
        if _outline_places(rows):
            return [row.model_copy(update={"article_no": None}) for row in rows], end
    return articles_inside_descriptions(articles_leading_descriptions(rows, one_column)), end if rows else 0


SUBTOTAL = re.compile(r"(?i)(?:sous-total|sub-?total|sub total|subtotaal|tussentotaal|zwischensumme|teilsumme)\b")


def _section_heading(text: Page, index: int) -> bool:
    """The row at `index` is a numbered section's heading in the line table: its number and its title, no figure
    ('2  Isolation'), the row below its first item, numbered in the section ('2.1  Fourniture et pose ...'), as
    building-trade quotes and invoices print an outline of works (Obat, Batappli)."""
    if index + 1 >= len(text.lines):
        return False
    cells, below = text.lines[index], text.lines[index + 1]
    return (len(cells) == 2 and re.fullmatch(r"\d{1,2}\.?", cells[0].strip()) is not None
            and not re.search(r"\d", cells[1]) and len(below) >= 3
            and below[0].strip().startswith(cells[0].strip().rstrip(".") + "."))


def _section_subtotal(cells: list[str], amounts: list[Decimal], section: list[InvoiceLine], more: bool) -> bool:
    """A row that closes a numbered section of the line table: it names a subtotal ('Sous-total 1 - Préparation du
    support', 'Zwischensumme Titel 2') and prints the sum of the section's lines, and the table goes on (`more`: a
    section closed before it, or the next section's heading below it). A subtotal of the whole table ends it."""
    return (more and bool(section) and bool(amounts) and SUBTOTAL.match(cells[0].strip()) is not None
            and amounts[-1] == sum((line.net_amount for line in section), Decimal("0.00")))


def _first_column_positions(roles: list[str | None], rows: list[InvoiceLine]) -> bool:
    """The table's first column prints the lines' positions: headed as positions with no article column, or headed
    by a word that may name either ('Item') over every line's position (1, 2, ... or 10, 20, ...: SAP's item
    numbers, the product's code in a column of its own that the reader took for the description's start), or by a
    word the reader does not know ('Ln', 'No.') before an article column, over every line's position."""
    if roles[0] == "position" and "article" not in roles:
        return True
    if roles[0] is None and "article" in roles[1:] and len(rows) >= 2 and all(
            row.article_no and _position_not_article(row, at).article_no is None for at, row in enumerate(rows, 1)):
        return True  # 'Ln  Artikel  Omschrijving' over '1  LED-PNL-6060  LED paneel ...': an unnamed position column
    return roles[0] == "article" and len(rows) >= 2 and all(
        row.article_no and _position_not_article(row, at).article_no is None for at, row in enumerate(rows, 1))


def _outline_places(rows: list[InvoiceLine]) -> bool:
    """Under a position column, the lines (two or more, some with one) have read as their article their place in an
    outline of numbered sections, in order, or none (a row whose cells lined up with the heading's left it out):
    section, a point, line in it ('1.1', '2.1', '3.1', '3.2'), as building-trade invoices number the works, the
    first a section's first line."""
    outline = [OUTLINE_PLACE.fullmatch(row.article_no) for row in rows if row.article_no]
    if len(rows) < 2 or not outline or not all(outline):
        return False
    places = [(int(match.group(1)), int(match.group(2))) for match in outline]
    return places[0][1] == 1 and all(a < b for a, b in zip(places, places[1:]))


OUTLINE_PLACE = re.compile(r"(\d{1,2})\.(\d{1,3})")
"""A line's place in an outline of numbered sections: the section, a point, the line in it ('3.2')."""


def _position_not_article(row: InvoiceLine, at: int) -> InvoiceLine:
    """A line of a table whose heading starts with a position column and has no article column: an article number
    read that is its row's position (k or 10 k on row k) is that column's, not an article (a row whose cells did not
    line up with the heading's, read by its cells' kinds). Taken so only where every line's description then leads
    with its article code ('1  2.000 Stk  FS-125-60 Fiberscheibe ...'); else the position stays, for the
    cross-checks to leave the table to the user."""
    found = re.fullmatch(r"(\d{1,3})\.?", row.article_no or "")
    if found and int(found.group(1)) in (at, 10 * at):
        return row.model_copy(update={"article_no": None})
    return row


def _article_and_description(heading: str) -> bool:
    """A heading that names the article and the description in one column: 'Article / Désignation', 'Artikel /
    Bezeichnung', 'Item / Description'."""
    parts = [part.strip().casefold() for part in heading.split("/")]
    return len(parts) == 2 and parts[0] in HEADINGS["article"] and parts[1] in HEADINGS["description"]


LONE_SIGN_LAST = re.compile(r"\s+[€$£]$")
"""A currency sign alone at the end of a description: the next column's, printed before its amount."""


_TILL_TEXT_ROWS = 4
"""How many rows above a till roll's quantity row its description and article number may take."""


def _net_before_vat(cells: list[str], text: Page) -> bool:
    """The row prints its VAT rate and its amount with VAT after its net amount ('€3,360.00  21 %  €4,065.60'):
    the net and the rate make that amount to the cent."""
    if len(cells) < 5:
        return False
    rate = re.fullmatch(r"(\d{1,2}(?:[.,]\d{1,2})?) ?%", cells[-2].strip())
    net, gross = text.amounts(cells[-3]), text.amounts(cells[-1])
    if rate is None or len(net) != 1 or len(gross) != 1 or net[0] <= 0:
        return False
    return abs(net[0] * (1 + Decimal(rate.group(1).replace(",", ".")) / 100) - gross[0]) <= Decimal("0.01")


def _with_own_row(line: InvoiceLine, cell: str) -> InvoiceLine:
    """The line with a one-cell row below it: its article number where it has none and the row prints only one
    ('MD-PORTE-83', 'Réf. EG-CAR-604040'); its description where the item row's text cell printed only an article
    number ('RW-FLEET-50  €4,800.00  1  €4,800.00' over 'Route planning subscription, ...'); else the rest of its
    description."""
    code = article_on_own_row(cell)
    if code is not None and line.article_no is None:
        return line.model_copy(update={"article_no": code})
    if line.article_no is None and code is None and (article_on_own_row(line.description) == line.description
                                                     or CODE_CELL.fullmatch(line.description)):
        return line.model_copy(update={"article_no": line.description, "description": cell})
    return line.model_copy(update={"description": join_wrapped(line.description, cell)})


CODE_CELL = re.compile(r"[A-Z][A-Z0-9]*(?:[-./][A-Z0-9]+)+")
"""An item row's text cell that prints only a code of capitals in groups ('RW-ONB', 'RW-FLEET-50')."""


def _quantity_split_after(cells: list[str], roles: list[str | None] | None) -> list[list[str]]:
    """The row's cells with a quantity printed one space after the description set apart ('... EN 388 240  2,35
    564,00' -> '... EN 388', '240', ...), a VAT code after the amount left out; the row is read so only where
    its amounts add up with that quantity."""
    body = cells[:-1] if _vat_code_last(cells, roles) else cells
    out = []
    for at, cell in enumerate(body[:-2]):
        match = re.fullmatch(r"(.*[^\W\d_].*?)\s+(\d+(?:[.,]\d+)?)", cell.strip())
        if match:
            out.append([*body[:at], match.group(1), match.group(2), *body[at + 1:]])
    return out


def _space_grouped_split(cells: list[str], roles: list[str | None] | None) -> list[list[str]]:
    """As `_quantity_split_after`, in a text that groups its thousands with a space ('1 581,80'): the quantity
    grouped so too ('... isolation 14 380 mots'), a unit after it or not."""
    body = cells[:-1] if _vat_code_last(cells, roles) else cells
    out = []
    for at, cell in enumerate(body[:-2]):
        grouped = SPACE_GROUPED_QUANTITY.fullmatch(cell.strip())
        if grouped:
            unit = [grouped.group("unit")] if grouped.group("unit") else []
            out.append([*body[:at], grouped.group("text"), re.sub(r"\D", "", grouped.group("q")), *unit,
                        *body[at + 1:]])
    return out


SPACE_GROUPED_QUANTITY = re.compile(r"(?P<text>.*[^\W\d_].*?)\s+(?P<q>\d{1,3}(?: \d{3})+)(?:\s+(?P<unit>[^\W\d]{1,8}\.?))?")
"""A quantity one space after the description, its thousands grouped with a space as the text groups its amounts
('... isolation 14 380 mots'), a unit after it or not."""


def _without_empty_discount(cells: list[str], roles: list[str | None] | None) -> list[str | None] | None:
    """The heading's roles without its discount column, for a row one cell short of the heading that prints no
    discount (Zucchetti's 'Artikel ... Rabatt %  Betrag  MwSt' over a row with the 'Rabatt %' cell left empty, the
    amount before a VAT code); else None."""
    if roles is None or roles.count("discount") != 1 or len(cells) != len(roles) - 1:
        return None
    return [role for role in roles if role != "discount"]


def _vat_code_last(cells: list[str], roles: list[str | None] | None) -> bool:
    """The row prints a VAT code after its amount, under a heading whose VAT column comes after its amount column
    ('Montant HT  TVA' over '187,20  0'): one digit or one or two capitals, or the rate with its '%' ('0 %')."""
    return (roles is not None and len(roles) >= 3 and roles[-2:] == ["amount", "vat_rate"] and len(cells) >= 4
            and (VAT_CODE_CELL.fullmatch(cells[-1].strip()) is not None
                 or VAT_RATE_LAST.fullmatch(cells[-1].strip()) is not None))


VAT_RATE_LAST = re.compile(r"\d{1,2}(?:[.,]\d{1,2})? ?%")


def _position_and_code(cells: list[str]) -> str | None:
    """The item number of a row that prints only a position and an item number, the item's description and figures
    on the row below ('1  EPAL-NEW' over 'EUR pallet 1200 x 800 mm, new  200  14.80  2,960.00'), or None."""
    if len(cells) != 2 or re.fullmatch(r"\d{1,3}\.?", cells[0].strip()) is None:
        return None
    code = cells[1].strip()
    return code if article_on_own_row(code) == code or CODE_CELL.fullmatch(code) else None


def _wrapped_text(cells: list[str], text: Page) -> bool:
    """A row that goes on with the description above it: one cell, not a label, not ending in an amount (it may
    print a number of its own: 'NSi, l = 13,00 m'), not a section's heading ('Btw-specificatie', 'VAT summary');
    a row in lower case goes on even where it starts with a label word ('customer list of 12 January 2027')."""
    return (len(cells) == 1 and (text.strong.hit(cells[0]) is None or cells[0][:1].islower())
            and not SECTION_HEADING.fullmatch(cells[0].strip())
            and not re.search(rf"(?<![\d.,]){text.money.pattern}\s*(?:EUR|€)?$", cells[0]))


SECTION_HEADING = re.compile(
    r"(?i)(?:(?:vat|btw|tva|mwst|ust|tax|iva)[\s-]*(?:specificatie|specificatie|overzicht|samenvatting|summary|"
    r"breakdown|analysis|details?|recap|récapitulatif|aufstellung|übersicht|zusammenfassung|aufschlüsselung)"
    r"|(?:specificatie|overzicht|summary|breakdown|analysis|récapitulatif|recapitulatif|détail|detail|aufstellung|"
    r"übersicht|zusammenfassung|aufschlüsselung)(?: (?:de la|du|der|des|van de|van|of the|of))? "
    r"(?:vat|btw|tva|mwst|ust|tax|iva|taxes|steuer))\s*:?")
"""A section's heading printed under the line table: the VAT summary ('Btw-specificatie', 'VAT summary', 'MwSt-
Aufstellung', 'Récapitulatif TVA', 'Détail de la TVA'); never the rest of a description."""


SUB_ROW_FIT = 0.85
"""A row below a line that starts with a capital or a digit is a detail row of its own (a place, a period), not its
description's wrap, where its first word would have fit on the line's row within this share of the table's widest
text: a wrap breaks a row that is full. Between this and the widest text, it cannot be told: such a row is a detail
row where another row of the table is one for certain, else the table is left unread. Each row below a line is
weighed against the row above it (the item row, or a row that wrapped it). A row in lower case, or one after a row
ending in a hyphen, goes on with the phrase above; a row in lower case whose first word would have fit within this
share on the row above cannot be told (no greedy wrap breaks there: a detail row, or a break of the writer's own)."""


def _without_sub_rows(rows: list[InvoiceLine], firsts: dict[int, tuple[str, str]],
                      wraps: dict[int, list[str]]) -> tuple[list[InvoiceLine], str | None]:
    """The lines with each detail row below a description left out of it (the description is its item row's
    text and the rows that wrap it), and a row that may be either, if any. Every row below a line is weighed
    against the row above it, the item row or a row that wrapped it ('... petit-' over 'déjeuner inclus' over '1
    chambre, nuits du ...': a wrap, then a detail row). Widths are measured in a proportional font's advances (a
    text's printed width, not its count of characters)."""
    repeated = _repeated_last_rows(rows, wraps)
    wraps = {at: cells[:-1] if at in repeated else cells for at, cells in wraps.items()}
    texts = [*(description for description, _ in firsts.values()), *(cell for cells in wraps.values()
                                                                     for cell in cells)]
    widest = max(map(_printed_width, texts), default=0)
    certain, maybe, beyond = {}, {}, None
    for at, cells in wraps.items():
        description, first = firsts.get(at, ("", ""))
        if not re.search(r"[^\W\d_]{3}", description):
            continue  # a code alone is no description
        above = first
        for kept, cell in enumerate(cells):
            fit = _printed_width(f"{above} {cell.split()[0]}")
            if above.count("(") > above.count(")") and ")" in cell:
                above = cell  # a row that closes the bracket the row above opened goes on with it ('(erkenning')
                continue
            if re.search(r"\w-$", above) or not (cell[:1].isupper() or cell[:1].isdigit()):
                if cell[:1].islower() and fit <= widest * SUB_ROW_FIT and not re.search(r"\w-$", above):
                    maybe[at] = (kept, cell)  # a row in lower case under a row that was not full
                    break
                above = cell  # a row in lower case goes on with the phrase above, as does one after a hyphen
                continue
            if fit <= widest * SUB_ROW_FIT:
                certain[at] = kept
                break
            if fit <= widest:
                maybe[at] = (kept, cell)
                break
            if cell[:1].isupper() and kept == len(cells) - 1 and not above.endswith(","):
                beyond = beyond or cell  # past the widest text, the line's last row: where detail rows stand
            above = cell
    if certain and beyond is not None:
        return rows, beyond  # a row past the widest text under a table with detail rows: either, it cannot be told
    if maybe and not certain:
        return rows, next(iter(maybe.values()))[1]
    cut = {**{at: len(wraps[at]) for at in repeated}, **{at: kept for at, (kept, _) in maybe.items()}, **certain}
    out = []
    for at, line in enumerate(rows):
        if at in cut:
            description = firsts[at][0]
            for cell in wraps[at][:cut[at]]:
                description = join_wrapped(description, cell)
            line = line.model_copy(update={"description": description})
        out.append(line)
    return out, None


def _repeated_last_rows(rows: list[InvoiceLine], wraps: dict[int, list[str]]) -> set[int]:
    """The lines whose last row below is a detail row for certain: every line of the table (two or more) has a row
    below it that prints the same words and differs only in its values, numbers or short codes in capitals ('Bon de
    livraison BL 77104 / 1', '... / 2': a delivery note and its line; 'Zolltarifnr. 82075030 · Ursprungsland DE',
    '... AT': a customs row), in two values at least; lines of one delivery may print the same row ('Lieferung
    81000452 vom 03.12.2027' under two lines, another delivery under the next). A description's wrap does not repeat
    the same words under every line."""
    if len(rows) < 2 or any(not wraps.get(at) for at in range(len(rows))):
        return set()
    shapes = {_detail_shape(wraps[at][-1]) for at in range(len(rows))}
    lasts = {wraps[at][-1] for at in range(len(rows))}
    if len(shapes) != 1 or len(lasts) < 2 or len(re.findall(r"[^\W\d_]{2,}", wraps[0][-1])) < 2:
        return set()
    return set(range(len(rows)))


def _detail_shape(row: str) -> str:
    """A row with its values put by: each number as '0', each short code in capitals (a country, 'DE') as '#'."""
    return re.sub(r"(?<![^\W_])[A-Z]{2,3}(?![^\W_])", "#", re.sub(r"\d+", "0", row))


_ADVANCES = (278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, *[556] * 10, 278, 278,
             584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
             667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500,
             556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
             500, 500, 500, 334, 260, 334, 584)
"""Helvetica's advance widths of the printable ASCII characters (space to '~'), in thousandths of the size."""


def _printed_before(raw: str, description: str) -> str:
    """The item row as printed up to the end of its description (an article code or a quantity printed before it
    in the same column takes its width), or the description where the row does not print it as read."""
    at = raw.find(description)
    return " ".join(raw[:at + len(description)].split()) if at >= 0 and description else description


def _printed_width(text: str) -> int:
    """A text's width in a proportional font (Helvetica's advances; a letter with an accent as its letter)."""
    return sum(_ADVANCES[ord(base) - 32] if " " <= (base := unicodedata.normalize("NFD", char)[:1]) <= "~" else 556
               for char in text)


def _text_and_unit(cells: list[str], text: Page) -> bool:
    """A row that goes on with the description above it and with the unit of its quantity, which wrapped below the
    quantity ('18.400' over 'woorden'): two cells, the first a wrapped text, the second one word of letters."""
    return (len(cells) == 2 and _wrapped_text(cells[:1], text) and text.strong.hit(cells[1]) is None
            and re.fullmatch(r"[^\W\d_]{1,10}\.?", cells[1].strip()) is not None)


def _header_again(text: Page, start: int | None, index: int) -> int | None:
    """The index of the table's heading repeated after `index` past a page break, if it is."""
    if start is None:
        return None
    for later in range(index + 1, min(index + 8, len(text.lines))):
        if text.lines[later] == text.lines[start]:
            return later
        if any(text.amount_cell(cell) is not None for cell in text.lines[later]):
            return None
    return None


def _sums(rows: list[InvoiceLine]) -> set[Decimal]:
    return {sum((r.net_amount for r in rows), Decimal("0.00"))}
