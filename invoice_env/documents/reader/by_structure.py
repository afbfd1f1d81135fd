"""The structure reader: what a clerk does with an invoice from software the wording sets do not cover.
Labels are hints (the wording sets' and other software's, documents/labels.py); the line table is found by
its headings or by the first row whose amounts add up, each row by its cells' kinds (quantity x unit price,
less a discount, = the line amount), the totals by adding up (lines = net, net + VAT = gross). Each field
it cannot read gets a reason instead of a value."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from decimal import Decimal

from invoice_env.documents.labels import HEADINGS, REVERSE_CHARGE, VAT_WORD
from invoice_env.documents.reader.line_items import (amount_moved_last, article_on_own_row,
                                                     articles_leading_descriptions, join_wrapped, line_of_texts,
                                                     row_by_kinds, split_glued, till_row, with_line_discount)
from invoice_env.documents.reader.reading import Reading
from invoice_env.documents.reader.shared import (CURRENCY_SIGNS, KNOWN_RATES, PAGE_BREAK, PO_CORE, ROW_PERCENT,
                                                 NumberFormat, begins_with_date, identifier_as_printed,
                                                 join_wrapped_years, parse_date, po_in_erp_form, split_cells,
                                                 strip_po_prefix, supplier_vat)
from invoice_env.documents.reader.vocabulary import Reader
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents

LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\ufb05": "st", "\ufb06": "st", "\u00a0": " ", "\u202f": " "})
TITLE_NUMBER = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)\b\s*(?:nr\.?|n°|no\.?|#|nummer|number"
                          r"|numéro)?\s*:?\s+(?P<v>[A-Z0-9][\w/.\-]*\d[\w/.\-]*)")
DATELINE = re.compile(r"^\s*[^\W\d][^\d,]{1,40}, (?:le |den |am |the |op )?(?P<d>\d{1,2}\.? [^\W\d]{3,10}\.? \d{4}"
                      r"|\d{1,2}[./-]\d{1,2}[./-]\d{4})\s*$")
"""The place and date a letter is dated with, on a line of its own: 'Gérardmer, le 3 novembre 2026'."""
TITLE_SPACED = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)\b\s*(?:nr\.?|n°|no\.?|#|nummer|number"
                          r"|numéro)?\s*:?\s{2,}(?P<v>.+)$")
"""A title with the number in its own cell, spaces inside it: 'Factuur  V 2026 0931'."""


PAGE_TURN = re.compile(r"(?i)(?:\(?(?:continued|suite|fortsetzung|vervolg)\b.{0,40}"
                       r"(?:overleaf|next page|page suivante|verso|seite|pagina|ommezijde)\)?)")
"""A note at the foot of a page that the line table goes on overleaf ('continued overleaf', 'suite à la page
suivante', 'Fortsetzung auf Seite 2', 'vervolg op volgende pagina')."""
LEADER = re.compile(r" ?\.{4,} ?")
"""Dot leaders between a label and its value ('Rechnungsnummer ........ DB-2026-04410'): a cell break."""


class Page(NumberFormat):
    """The text as lines of cells (page-break lines left out), with its number format and the labels each
    cell starts with."""

    def __init__(self, text: str, reader: Reader):
        clean = LEADER.sub("  ", text.translate(LIGATURES))
        super().__init__(clean)
        self.raw = [line for line in clean.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]
        self.lines = join_wrapped_years([split_cells(line) for line in self.raw])
        self.flat = " ".join(clean.split())
        self.strong, self.weak = reader.strong, reader.weak
        self.hits = [[self.strong.hit(cell) for cell in row] for row in self.lines]


def _language_of(text: Page) -> str | None:
    """The language whose labels the text shows most; without any, English for a point decimal separator."""
    counts = Counter(hit[1] for hits in text.hits for hit in hits if hit)
    if counts:
        return max(sorted(counts), key=lambda k: counts[k])
    return "en" if text.dec == "." else None


def _candidates(text: Page, field: str, weak: bool = False) -> list[str]:
    """Every value printed beside (or, in a grid, below) a label of `field`."""
    table = text.weak if weak else text.strong
    out = []
    for index, cells in enumerate(text.lines):
        for position, cell in enumerate(cells):
            hit = table.hit(cell)
            if hit is None or hit[0] != field:
                continue
            if weak and hit[2] and _other_label(text, field, hit[2]):
                continue  # a weak label that begins another field's label: 'Invoice Date :' is not a number's
            if hit[2]:
                whole = field == "po_reference" and re.match(r"(?i)p\.?o\.?[- ]?\d", cell)
                out.append(cell if whole else hit[2])  # 'PO 45003613' is the number, not a label and a value
                if not re.search(r"\d", hit[2]) and position + 1 < len(cells) and re.search(r"\d", cells[position + 1]):
                    out.append(cells[position + 1])  # a label of more words ('Ordernummer klant'), then the value
                continue
            following = _without_colon(cells[position + 1]) if position + 1 < len(cells) else None
            again = text.strong.hit(following) if following is not None else None
            if following is not None and (again is None or (again[0] == field and again[2])):
                out.append(following)  # a value, or one that starts like a label of its field ('PO 4500...')
            below = text.lines[index + 1] if index + 1 < len(text.lines) else []
            if len(below) == len(cells) and len(cells) > 1 and text.strong.hit(below[position]) is None:
                out.append(below[position])
    return out


def _other_label(text: Page, field: str, rest: str) -> bool:
    """The rest of a cell after a label starts with a label of another field (strong or weak)."""
    return any(hit is not None and hit[0] != field for hit in (text.strong.hit(rest), text.weak.hit(rest)))


def _without_colon(cell: str) -> str:
    """A value printed after the label's colon standing apart ('Factuurnummer  : 2027-014'), without it."""
    return cell[1:].strip() if cell.startswith(":") else cell


def _header_fields(text: Page, values: dict, problems: dict) -> None:
    number = _first_number(_candidates(text, "invoice_number"))
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
        number = _first_number(_candidates(text, "invoice_number", weak=True), whole=True)
    if number is None:
        problems["invoice_number"] = "no invoice number beside a known label"
    else:
        values["invoice_number"] = number
    for field, what in (("invoice_date", "invoice date"), ("due_date", "due date")):
        printed = _candidates(text, field) + (_candidates(text, field, weak=True) if field == "invoice_date" else [])
        read = next((d for d in map(parse_date, printed) if d), None)
        if read is None:
            read = next((d for d in map(_date_cell, _below_lone_label(text, field, 2)) if d), None)
        if read is None:
            read = _date_below_label_beside_text(text, field)
        if read is None and field == "invoice_date":
            read = next((parse_date(m.group("d")) for m in map(DATELINE.match, text.raw) if m), None)
        if read is not None:
            values[field] = read
        else:
            problems[field] = (f"no {what} beside a known label" if not printed
                               else f"unreadable {what} {printed[0]!r}")
    printed = _candidates(text, "po_reference")
    for value in printed:
        read = _po_number(value)
        if read:
            values["po_reference"] = read
            break
    else:
        below = next(filter(None, map(_po_cell, _below_lone_label(text, "po_reference", 1)
                                      + _below_label_ending_row(text, "po_reference"))), None)
        if below:
            values["po_reference"] = below
        elif printed and not any(re.search(r"\d", v) for v in printed):
            values["po_reference"] = None  # a label without a number (a name, 'none')
        elif printed:
            problems["po_reference"] = f"unreadable PO reference {printed[0]!r}"
        else:
            printed_po = PO_PRINTED.search(text.flat)
            supplier_form = PO_SUPPLIER_FORM.search(text.flat)
            if printed_po:
                values["po_reference"] = printed_po.group(0)
            elif supplier_form and po_in_erp_form(supplier_form.group(0)):
                values["po_reference"] = po_in_erp_form(supplier_form.group(0))
            else:
                found, unreadable = _po_by_word(text)
                if found is None and unreadable is None:
                    found, unreadable = _po_under_bare_reference(text)
                if unreadable and found is None:
                    problems["po_reference"] = f"unreadable PO reference {unreadable!r}"
                else:
                    values["po_reference"] = found


def _below_lone_label(text: Page, field: str, rows: int) -> list[str]:
    """The cells of the `rows` rows below a label of `field` that stands alone on its row, without a value (a
    column of labels each over its value, beside a column of address lines that the text interleaves)."""
    out = []
    for index, cells in enumerate(text.lines):
        hit = text.strong.hit(cells[0]) if len(cells) == 1 else None
        if hit is None or hit[0] != field or re.search(r"\d", hit[2]):
            continue
        for below in text.lines[index + 1: index + 1 + rows]:
            if text.strong.hit(below[0]) is not None:
                break  # the next label: its value is not this one's
            out += below if len(below) == 1 else []
    return out


def _below_label_ending_row(text: Page, field: str) -> list[str]:
    """The one cell of the row below a label of `field` that ends its row without a number: the value wrapped
    below its label in a grid cell ('Bon de commande n°' over '45760084')."""
    out = []
    for cells, below in zip(text.lines, text.lines[1:]):
        hit = text.strong.hit(cells[-1])
        if hit is not None and hit[0] == field and not re.search(r"\d", hit[2]) and len(below) == 1:
            out.append(below[0])
    return out


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


def _po_cell(cell: str) -> str | None:
    """A cell that is a PO number and nothing else ('45720127', 'BC 4572.0063'), in the ERP's form."""
    return po_in_erp_form(strip_po_prefix(cell))


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
    Zoho's 'INVOICE' over '# INV-000317', address lines the text interleaves between them; above the line table."""
    for index, cells in enumerate(text.lines):
        if _is_header(cells, text):
            return None
        if len(cells) != 1 or not TITLE_ALONE.match(cells[0].strip()):
            continue
        for below in text.lines[index + 1: index + 1 + _UNDER_TITLE_ROWS]:
            sign = NUMBER_SIGN.match(below[0].strip()) if len(below) == 1 else None
            if sign and not begins_with_date(sign.group("v")):
                return identifier_as_printed(sign.group("v"))
    return None


def _first_number(printed: list[str], whole: bool = False) -> str | None:
    """The first invoice number among values printed beside its label, whole as printed ('F 2026 118'). `whole`:
    beside a weak label (a title, a bare 'Nr'), only a value that is an identifier from end to end, not a
    number that starts an address or a date ('12, rue de Bitbourg', '12 Apr 2027')."""
    for value in printed:
        if begins_with_date(value):
            continue  # a date beside a label read as the number's ('Invoice  12 Apr 2027')
        read = identifier_as_printed(value)
        if whole:
            if read and read == " ".join(value.split()):
                return read
            continue
        if read:
            return read
        if re.search(r"\d", value.split()[0]):
            return value.split()[0]
    return None


def _po_number(value: str) -> str | None:
    """A PO number as printed beside its label ('PO 45003613'), or in the supplier's own form of it mapped to
    the ERP's ('PO 4571-0032' -> '45710032'); None if it reads as neither."""
    match = PO_CORE.match(strip_po_prefix(value))
    if match and not re.match(r"[-./]\d", strip_po_prefix(value)[match.end():]):
        return match.group(0)
    named = _after_order_word(value)
    return (po_in_erp_form(strip_po_prefix(value)) or po_in_erp_form(strip_po_prefix(value).split("  ")[0])
            or (_po_number(named) if named else None))


def _after_order_word(value: str) -> str | None:
    """The number after words that name the order in the value itself ('bon de commande 4574/0082',
    'Bestellung 4500123'), or None."""
    match = re.fullmatch(r"(?P<words>[^\W\d_][^\d]*?) (?P<number>\d.*)", value.strip())
    return match.group("number") if match and PO_WORD.search(match.group("words")) else None


def _po_by_word(text: Page) -> tuple[str | None, str | None]:
    """A PO number beside a label the reader does not know but that names an order ('Customer order
    reference', 'Bestelreferentie klant'), above the line table: the number after it in the cell or the next;
    with the first value with digits beside such a label that does not read as a PO number."""
    unreadable = None
    for cells in text.lines:
        if _is_header(cells, text):
            return None, unreadable
        for position, cell in enumerate(cells):
            word = PO_WORD.search(cell)
            if word is None or cell[:1].isdigit():
                continue
            rest = cell[word.end():].split(":", 1)
            value = rest[1].strip() if len(rest) == 2 else ""
            if not value and position + 1 < len(cells):
                value = cells[position + 1]
            if not value:
                value = cell[word.end():].lstrip(" .:#")
            read = _po_number(value.strip())
            if read and len(re.sub(r"\D", "", read)) >= 4:
                return read, None
            if unreadable is None and re.search(r"\d", value) and parse_date(value) is None:
                unreadable = value.strip()
    return None, unreadable


BARE_REFERENCE = re.compile(r"(?i)(?:reference|référence|referentie|referenz)\b:?(?: (?P<v>.*\d.*))?")
"""The bare word 'Reference', without 'your' or 'our', as a label: Odoo's grid 'Invoice Date  Due Date  Source
Reference' over the customer's reference, which is often the PO."""


def _po_under_bare_reference(text: Page) -> tuple[str | None, str | None]:
    """A PO number under, beside or after a bare 'Reference' label above the line table; with the first value
    with digits there that does not read as a PO number (the label says nothing of what it refers to, so a
    value with digits may be the PO in a form not read: no 'no PO')."""
    unreadable = None
    for index, cells in enumerate(text.lines):
        if _is_header(cells, text):
            break
        for position, cell in enumerate(cells):
            label = BARE_REFERENCE.fullmatch(cell.strip())
            if label is None:
                continue
            value = label.group("v") or _value_beside_or_below(text, index, position)
            read = _po_number(value.strip()) if value else None
            if read and len(re.sub(r"\D", "", read)) >= 6:
                return read, None
            if unreadable is None and value and re.search(r"\d", value) and parse_date(value) is None:
                unreadable = value.strip()
    return None, unreadable


def _value_beside_or_below(text: Page, index: int, position: int) -> str | None:
    """The cell after a label on its row, else the cell below it in a grid of as many cells, else the one cell of
    the row below a label that ends its row (a column of labels each over its value, beside an address the text
    interleaves: Xero's 'BELGIUM  Reference' over '45750083')."""
    cells = text.lines[index]
    if position + 1 < len(cells) and text.strong.hit(cells[position + 1]) is None:
        return cells[position + 1]
    below = text.lines[index + 1] if index + 1 < len(text.lines) else []
    if len(below) == len(cells) > 1:
        return below[position]
    return below[0] if len(below) == 1 and position == len(cells) - 1 else None


PO_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:order|commande|bestel|bestell|auftrag)[^\W\d_]*(?: [^\W\d_.:]+)?")
PO_PRINTED = re.compile(r"(?<![\w-])PO[- ]\d{5,}(?![\w/-])")
PO_SUPPLIER_FORM = re.compile(r"(?<![\w-])PO[-/ ]?\d{3,}(?:[-./ ]\d{3,}){0,2}(?![\w/-]|[.,]\d)")
"""A PO number printed with its 'PO' prefix ('PO-45004515', 'PO 45006840'): one, whatever its label says."""


def _role(heading: str) -> str | None:
    folded = CURRENCY_SIGNS.sub("", heading.casefold().strip().rstrip(":")).strip()
    folded = re.sub(r"\s*\((?:eur|€)\)$", "", folded)
    for role in ("quantity", "unit_price", "discount", "vat_rate", "amount", "unit", "position", "article",
                 "description"):
        if folded in HEADINGS[role]:
            return role
    return None


def _is_header(cells: list[str], text: Page) -> bool:
    if any(text.amount_cell(cell) is not None for cell in cells):
        return False
    roles = {_role(cell) for cell in cells}
    if "quantity" in roles and ({"unit_price", "amount"} & roles):
        return True
    words = {w for cell in cells for w in re.split(r"\s+", cell.casefold())}
    return len(cells) >= 3 and bool(words & {"qty", "quantity", "quantité", "qté", "menge", "aantal", "anzahl"})


def _line_table(text: Page, problems: dict) -> tuple[list[InvoiceLine], int]:
    """The line items and the index of the first line after them. A line whose amount is the running sum
    of the rows, followed by the table's heading again (the next page), is carried forward: the rows go on
    after the heading, where the same amount is brought forward."""
    start = next((i for i, cells in enumerate(text.lines) if _is_header(cells, text)), None)
    roles = [_role(cell) for cell in text.lines[start]] if start is not None else None
    rows: list[InvoiceLine] = []
    end = len(text.lines)
    unread: list[str] = []
    brought_forward = None
    own_texts: list[str] = []  # the one-cell text rows since the last item row: its wrap, or a till roll's next line
    as_read: InvoiceLine | None = None  # the last item row as read, before those rows
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
        row = row_by_kinds(cells, text, roles)
        moved = amount_moved_last(cells, roles) if row is None else None
        if moved is not None:
            row = row_by_kinds(moved[0], text, moved[1])
        if row is None and amounts:
            row = next(filter(None, (row_by_kinds(v, text, None) for v in split_glued(cells, text))), None)
        till = till_row(cells, text) if row is None and own_texts else None
        if till is not None:
            row = line_of_texts(own_texts[-_TILL_TEXT_ROWS:], *till)
            if row is not None and rows and as_read is not None:
                rows[-1] = as_read  # the rows above were this line's, not the last one's wrap
        if row:
            rows.append(row)
            own_texts, as_read = [], row
            continue
        if set(raw.strip()) <= set("-=_ ") or PAGE_TURN.fullmatch(raw.strip()):
            own_texts, as_read = [], (rows[-1] if rows else None)
            continue  # a rule printed as text, a note that the table goes on overleaf
        if _wrapped_text(cells, text):
            own_texts.append(cells[0])
        else:
            own_texts, as_read = [], (rows[-1] if rows else None)
        if rows and _wrapped_text(cells, text):
            rows[-1] = _with_own_row(rows[-1], cells[0])
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
    if unread:
        problems["lines"] = f"unreadable table row {unread[0]!r}"
    elif not rows:
        problems["lines"] = "no line table found (no heading with quantity and price, no row whose amounts add up)"
    return articles_leading_descriptions(rows), end if rows else 0


_TILL_TEXT_ROWS = 4
"""How many rows above a till roll's quantity row its description and article number may take."""


def _with_own_row(line: InvoiceLine, cell: str) -> InvoiceLine:
    """The line with a one-cell row below it: its article number where it has none and the row prints only one
    ('MD-PORTE-83', 'Réf. EG-CAR-604040'), else the rest of its description."""
    code = article_on_own_row(cell)
    if code is not None and line.article_no is None:
        return line.model_copy(update={"article_no": code})
    return line.model_copy(update={"description": join_wrapped(line.description, cell)})


def _wrapped_text(cells: list[str], text: Page) -> bool:
    """A row that goes on with the description above it: one cell, not a label, not ending in an amount (it may
    print a number of its own: 'NSi, l = 13,00 m'); a row in lower case goes on even where it starts with a label
    word ('customer list of 12 January 2027')."""
    return (len(cells) == 1 and (text.strong.hit(cells[0]) is None or cells[0][:1].islower())
            and not re.search(rf"(?<![\d.,]){text.money.pattern}\s*(?:EUR|€)?$", cells[0]))


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


def _totals(text: Page, rows: list[InvoiceLine], end: int, values: dict, problems: dict) -> None:
    lines_sum = sum((r.net_amount for r in rows), Decimal("0.00")) if rows else None
    after = list(range(end, len(text.lines)))

    def labelled(field: str) -> list[Decimal]:
        out = []
        for index in after:
            for position, cell in enumerate(text.lines[index]):
                hit = text.strong.hit(cell)
                if hit and hit[0] == field:
                    found = text.amounts("  ".join([hit[2], *text.lines[index][position + 1:]]))
                    if found:
                        out.append(found[0])
                    break
        return out

    every = [(index, amount) for index in after for amount in text.amounts(text.raw[index])]
    net = next((a for _, a in every if a == lines_sum), None)
    if net is None:
        net = next(iter(labelled("net_total")), None)
    vat_rate = vat_amount = None
    for index in after:
        raw = text.raw[index]
        if not VAT_WORD.search(raw):
            continue
        rates = [ROW_PERCENT.search(raw)] if ROW_PERCENT.search(raw) else []
        found = text.amounts(raw)
        if rates and found:
            vat_rate = Decimal(rates[0].group("value").replace(",", "."))
            vat_amount = found[-1]
            break
        if found and net is not None and len(text.lines[index]) <= 3:  # 'TVA  0,00': the rate that gives it
            rate = next((r for r in KNOWN_RATES if cents(net * r / 100) == found[-1]), None)
            if rate is not None:
                vat_rate, vat_amount = rate, found[-1]
                break
    gross = None
    if net is not None:
        if vat_amount is not None:
            gross = next((a for _, a in every if a == net + vat_amount and a != net or (vat_amount == 0 and a == net)), None)
        else:
            pairs = [(v, g) for _, v in every for _, g in every if g == net + v and v > 0]
            if pairs:
                vat_amount, gross = pairs[0]
                rate = (vat_amount / net * 100) if net else None
                vat_rate = next((r for r in KNOWN_RATES if rate is not None and abs(cents(net * r / 100) - vat_amount)
                                 <= Decimal("0.01")), None)
    if gross is None:
        gross = next(iter(labelled("gross_total")), None)
    if net is None:
        problems["net_total"] = ("no amount after the lines equal to their sum "
                                 f"({lines_sum}) and no known net total label" if lines_sum is not None
                                 else "no known net total label")
    else:
        values["net_total"] = net
    if vat_rate is None or vat_amount is None:
        problems["vat_rate"] = problems["vat_amount"] = "no VAT line (a VAT word, a rate and an amount) after the lines"
    else:
        values["vat_rate"], values["vat_amount"] = vat_rate, vat_amount
    if gross is None:
        problems["gross_total"] = "no amount equal to net + VAT and no known gross total label"
    else:
        values["gross_total"] = gross


def read_by_structure(text: str, reader: Reader) -> Reading:
    """Every field that can be read by structure, with a reason for each one that cannot."""
    page = Page(text, reader)
    values: dict[str, object] = {}
    problems: dict[str, str] = {}
    vat = supplier_vat(page.flat)
    if vat is None:
        problems["supplier_vat"] = "no supplier VAT number found (other than our own)"
    else:
        values["supplier_vat"] = vat
    _header_fields(page, values, problems)
    rows, end = _line_table(page, problems)
    if "lines" not in problems:
        values["lines"] = tuple(rows)
    _totals(page, rows, end, values, problems)
    folded = page.flat.casefold()
    stated = any(n in folded for n in reader.notes) or REVERSE_CHARGE.search(folded) is not None
    values["reverse_charge_stated"] = stated
    return Reading(values, problems, _language_of(page), "structure")
