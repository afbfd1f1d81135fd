"""Forms of a line table's rows that `invoice-env case check` reads besides the reader's item rows
(`documents/reader/item_rows.py`), each confirmed by the row's own arithmetic: a unit price printed with six
decimals, a quantity with its unit in brackets, a VAT code glued to the line amount, a VAT rate and VAT amount after the net amount, a row's figures
read word by word where its description and unit run into its cells, and the rows of a table that prints a
quantity and a line amount but no unit price, whose amounts add up to the printed subtotal; a quantity glued to the
description with its thousands grouped by a space ('... sur le 1 250 m²'), a hotel folio's count in brackets ('(2 x
780,00)') and its posting date as a row's first cell."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.labels import VAT_WORD
from invoice_env.documents.reader import ItemRow, item_row
from invoice_env.documents.reader.line_items import price_cell, quantity_glued_after

LONG_DECIMALS = re.compile(r"(-?(?:\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,]\d{4})0{1,4}")
"""A unit price printed with five to eight decimals, those after the fourth zeros ('186,000000': Italian
e-invoices print the XML's six decimals)."""
GLUED_CODE = re.compile(r"(-?(?:\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,]\d{2}) ([A-Z]{1,2}\d?)")
"""A line amount with the row's VAT code one space after it ('1.187,50 RC', '96,00 S')."""
BARE_RATE = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?) ?%?")


def cut_long_decimals(cells: list[str]) -> list[str]:
    """The cells with a unit price's trailing zero decimals past the fourth left out."""
    return [(m.group(1) if (m := LONG_DECIMALS.fullmatch(cell.strip())) else cell) for cell in cells]


BRACKETED_UNIT = re.compile(r"(\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,4})?) \(([^\W\d_]{1,4})\)")
"""A quantity cell with its unit in brackets after it ('150 (EA)', '2,000 (EA)', '8 (ST)': SAP Ariba's 'Qty (Unit)'
column)."""


def unbracket_units(cells: list[str]) -> list[str]:
    """The cells with a quantity's bracketed unit printed as a unit one space after it: '8 (ST)' -> '8 ST'."""
    return [(f"{m.group(1)} {m.group(2)}" if (m := BRACKETED_UNIT.fullmatch(cell.strip())) else cell) for cell in cells]


def split_glued_code(cells: list[str]) -> list[str]:
    """The cells with a VAT code glued to the last cell's amount set apart as a cell of its own."""
    match = GLUED_CODE.fullmatch(cells[-1].strip()) if cells else None
    return [*cells[:-1], match.group(1), match.group(2)] if match else cells


def before_rate_and_vat(index: int, cells: list[str]) -> ItemRow | None:
    """An item row that prints, after its net amount, its VAT rate (bare or with '%') and its VAT amount, the net at
    that rate being that VAT ('... 6,900.00  0  0.00', '... 1.480,00  21  310,80'): read up to its net amount."""
    if len(cells) < 5:
        return None
    net, rate, vat = price_cell(cells[-3]), BARE_RATE.fullmatch(cells[-2].strip()), price_cell(cells[-1])
    if net is None or rate is None or vat is None or net <= 0:
        return None
    if abs(net * Decimal(rate.group(1).replace(",", ".")) / 100 - vat) > Decimal("0.01"):
        return None
    return item_row(index, cells[:-2])


def tokens_show_quantity(rest: str, quantity: Decimal, quantity_token: re.Pattern[str]) -> bool:
    """A row's text without its description (`rest`), read word by word, prints the quantity as a word of its own and
    a unit price that times it is the last amount ('... 15635, 1  forfait 1.480,00  1.480,00': a unit glued to the
    price, the quantity to the description)."""
    tokens = cut_long_decimals(rest.split())
    if len(tokens) < 3:
        return False
    amount = price_cell(tokens[-1])
    if amount is None or amount <= 0:
        return False
    quantities = [at for at, token in enumerate(tokens[:-1]) if quantity_token.fullmatch(token)]
    prices = [at for at, token in enumerate(tokens[:-1]) if price_cell(token) is not None]
    return any(q < p and abs(quantity * price_cell(tokens[p]) - amount) <= Decimal("0.01")
               for q in quantities for p in prices)


def priceless_items(cells: list[list[str]], is_heading, subtotals: set[Decimal]) -> list[ItemRow]:
    """The rows of a table that prints a quantity and a line amount but no unit price ('Product  Quantity  Price' over
    'Onboarding webinar (2 hours) for administrators  1  €150.00': web shop invoices): under a heading row
    (`is_heading(cells)`), each row of a text, a whole quantity and an amount, one-cell rows between them (a wrapped
    description, 'SKU: ...'), up to the first other row; taken where they are two or more and their amounts add up
    to a printed subtotal."""
    out: list[ItemRow] = []
    for start, heading in enumerate(cells):
        if not is_heading(heading):
            continue
        rows: list[ItemRow] = []
        total = Decimal(0)
        for index in range(start + 1, len(cells)):
            row = cells[index]
            if len(row) == 1 and price_cell(row[0]) is None:
                continue
            if (len(row) != 3 or re.search(r"[^\W\d_]", row[0]) is None or re.fullmatch(r"\d{1,5}", row[1].strip())
                    is None or (amount := price_cell(row[2])) is None):
                break
            rows.append(ItemRow(index, None, (row[0].strip(),)))
            total += amount
        if len(rows) >= 2 and total in subtotals:
            out += rows
    return out


QUANTITY_ROW_BELOW = re.compile(r"(?P<q>\d+(?:[.,]\d+)?)(?: [^\W\d_]{1,6}\.?)? ?[x×] ?"
                                r"(?P<p>[^/]*?\d[.,]\d{2}(?: ?€)?)"
                                r"(?: ?/ ?[^\W\d_][^\W\d_()]{0,14}(?:\([^\W\d_]{1,2}\))?)?")
"""A till roll's quantity row alone in one cell, the amount on the item's row above it ('2 Stk x 219,00',
'12 x 14,90 € / Boîte')."""
LINE_PERCENT_OFF = re.compile(r"(?i)(?:remise|rabatt|korting|discount)\D{0,12}(\d{1,2}(?:[.,]\d{1,2})?) ?%")
"""A line discount printed on a row of its own under the item ('Avec une remise de 10,00 %')."""
_ROWS_TO_QUANTITY = 3


def quantity_row_below(cells: list[list[str]], row: int) -> int | None:
    """The row that prints the quantity of the item whose article stands on `row`, a till roll's quantity row alone
    in one cell up to three rows below it (the description and its wrap between: 'Art. 4711830' over 'Bohrhammer
    SDS-plus 800 W im  438,00 C' over 'Koffer' over '2 Stk x 219,00'), where the quantity times the unit price is the
    amount printed on a row from the article's down to it (less a discount printed on the row right under it:
    'Avec une remise de 10,00 %'); else None."""
    for below in range(row + 1, min(row + 1 + _ROWS_TO_QUANTITY, len(cells))):
        found = quantity_below(cells[below])
        if found is None:
            continue
        quantity, price = found
        gross = quantity * price
        expected = {gross.quantize(Decimal("0.01"))}
        if below + 1 < len(cells) and len(cells[below + 1]) == 1:
            off = LINE_PERCENT_OFF.search(cells[below + 1][0])
            if off:
                rate = Decimal(off.group(1).replace(",", "."))
                expected.add((gross * (100 - rate) / 100).quantize(Decimal("0.01")))
        amounts = {price_cell(cell) for line in cells[row:below] for cell in split_glued_code(line)[-2:]}
        return below if expected & amounts else None
    return None


def quantity_below(cells: list[str]) -> tuple[Decimal, Decimal] | None:
    """(quantity, unit price) of a quantity row alone in one cell ('24 x 6,40 € / Unité(s)'), else None."""
    match = QUANTITY_ROW_BELOW.fullmatch(cells[0].strip()) if len(cells) == 1 else None
    if match is None or (price := price_cell(match.group("p"))) is None or match.group("q").startswith("0"):
        return None
    return Decimal(match.group("q").replace(",", ".")), price


CODED_RATE = re.compile(r"[A-Z] (\d{1,2}(?:[.,]\d{1,2})?) ?%")
"""A VAT recap row's first cell: the till's VAT code and its rate ('B 12%', 'C 6 %')."""


def coded_recap_row(heading: list[str], cells: list[str]) -> tuple[Decimal, Decimal, Decimal] | None:
    """(rate, base, tax) of a till roll's VAT recap row: a VAT code and its rate, then the base, the tax and their sum
    ('B 12%  1.227,50  147,30  1.374,80' under 'BTW  Netto  BTW  Totaal'), under a heading of as many cells whose first
    names the VAT; the base at the rate is the tax to the cent and the base plus the tax the last amount; else None."""
    if len(cells) != 4 or len(heading) != 4 or not VAT_WORD.search(heading[0]):
        return None
    match = CODED_RATE.fullmatch(cells[0].strip())
    base, tax, total = (price_cell(cell) for cell in cells[1:])
    if match is None or base is None or tax is None or total is None or base <= 0:
        return None
    rate = Decimal(match.group(1).replace(",", "."))
    if rate >= 30 or abs(base * rate / 100 - tax) > Decimal("0.01") or base + tax != total:
        return None
    return rate, base, tax


def line_discount_cell(cells: list[str], at: int) -> bool:
    """Cell `at` is a bare percentage that is the item row's line discount, not its VAT rate: a quantity cell times
    a unit price of the row (a cell or a word of one), less that percentage, is the row's last amount ('... 17,85 €
    36  5 %  TVA 12 %  610,47 €': 36 x 17,85 less 5 % is 610,47); the quantity cell may print its unit ('2 pce')."""
    match = BARE_RATE.fullmatch(cells[at].strip())
    if match is None or "%" not in cells[at] or at + 1 >= len(cells) or (amount := price_cell(cells[-1])) is None:
        return False
    rate = Decimal(match.group(1).replace(",", "."))
    before = cells[:at]
    prices = [price for token in " ".join(before).split() if (price := price_cell(token)) is not None and price > 0]
    quantities = [Decimal(quantity_cell.group(1).replace(",", ".")) for cell in before  # '2', or with its unit '2 pce'
                  if (quantity_cell := re.fullmatch(r"(\d{1,6}(?:[.,]\d{1,3})?)(?: [^\W\d_]{1,6}\.?)?", cell.strip()))
                  and price_cell(cell) is None]
    return any(abs(quantity * price * (100 - rate) / 100 - amount) <= Decimal("0.01")
               for quantity in quantities for price in prices if 0 < rate < 100)


QUANTITY_CELL = re.compile(r"(\d{1,6}(?:[.,]\d{1,3})?)(?: [^\W\d_]{1,6}\.?)?")
"""A quantity cell, its unit one space after it ('30 u')."""


def quantity_and_article(cells: list[str], below: list[str]) -> str | None:
    """The article of a row of a quantity and an article only, the item's description, unit price and amount on the
    row below ('30 u  US-2210-NV' over 'Pantalon de travail multipoches 34,90  1.047,00'), where the quantity times
    the unit price (a cell or a word of one) is that amount; else None."""
    if len(cells) != 2 or len(below) < 2 or (match := QUANTITY_CELL.fullmatch(cells[0].strip())) is None:
        return None
    code = cells[1].strip()
    if re.fullmatch(r"(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z])[A-Z0-9][A-Z0-9./-]{2,}", code) is None:
        return None
    amount = price_cell(below[-1])
    quantity = Decimal(match.group(1).replace(",", "."))
    prices = [price for token in " ".join(below[:-1]).split() if (price := price_cell(token)) is not None]
    if amount is None or not any(abs(quantity * price - amount) <= Decimal("0.01") for price in prices):
        return None
    return code


SPACE_GROUPED_GLUED = re.compile(r"(.*[^\W\d_].*?\s)(\d{1,3}(?: \d{3})+)(\s+[^\W\d]{1,8}[23²³]?\.?)?")
"""A description cell that ends with its quantity, thousands grouped with a plain space, and maybe its unit
('Moquette ... posée et retirée sur le 1 250 m²')."""


def space_grouped_glued(index: int, cells: list[str]) -> tuple[ItemRow, str] | None:
    """A row whose quantity stands one space after its description, its thousands grouped with a plain space, in a
    text that groups its amounts so ('Moquette ..., posée et retirée sur le 1 250 m²  4,20 €  5 250,00 €': 1250 x
    4,20 = 5 250,00), read as the reader's glued quantity with the groups joined: the item and the quantity ('1250');
    else None. The row's arithmetic confirms it."""
    for at, cell in enumerate(cells[:-2]):
        match = SPACE_GROUPED_GLUED.fullmatch(cell.strip())
        if match is None:
            continue
        joined = match.group(1) + match.group(2).replace(" ", "") + (match.group(3) or "")
        glued = quantity_glued_after(index, [*cells[:at], joined, *cells[at + 1:]])
        if glued is not None:
            return glued
    return None


BRACKETED_TIMES = re.compile(r"\((?P<q>\d+(?:[.,]\d+)?) ?[x×] ?(?P<p>\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2})\)")
"""A hotel folio's posting of more than one unit, the count and the unit price in brackets in its text ('Service
traduction simultanée FR/NL, cabine et casques (2 x 780,00)  1.560,00': Opera prints no quantity column)."""


def bracketed_quantity(cells: list[str]) -> Decimal | None:
    """The quantity a row prints in brackets in its text as count times unit price, where that is the row's last
    amount ('... (2 x 780,00)  1.560,00' -> 2); else None."""
    if len(cells) < 2 or (amount := price_cell(cells[-1])) is None:
        return None
    found = [m for cell in cells[:-1] for m in BRACKETED_TIMES.finditer(cell)]
    if len(found) != 1 or (price := price_cell(found[0].group("p"))) is None:
        return None
    quantity = Decimal(found[0].group("q").replace(",", "."))
    return quantity if abs(quantity * price - amount) <= Decimal("0.01") else None


POSTING_DATE = re.compile(r"^\s*\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})(?=\s{2}|$)")
"""A posting date as a row's first cell ('18/10/27  7110  Organisation séminaire ...  1.950,00': a hotel folio)."""


def without_posting_date(line: str) -> str:
    """The row without the posting date its first cell prints: '18/10/27  7110  Libellé  1.950,00' -> '  7110  ...'."""
    return POSTING_DATE.sub(" ", line, count=1)
