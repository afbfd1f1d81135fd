"""Forms of a line table's rows that `invoice-env case check` reads besides the reader's item rows
(`documents/reader/item_rows.py`), each confirmed by the row's own arithmetic: a unit price printed with six
decimals, a VAT code glued to the line amount, a VAT rate and VAT amount after the net amount, a row's figures
read word by word where its description and unit run into its cells, and the rows of a table that prints a
quantity and a line amount but no unit price, whose amounts add up to the printed subtotal."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.reader import ItemRow, item_row
from invoice_env.documents.reader.line_items import price_cell

LONG_DECIMALS = re.compile(r"(-?(?:\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,]\d{4})0{1,4}")
"""A unit price printed with five to eight decimals, those after the fourth zeros ('186,000000': Italian
e-invoices print the XML's six decimals)."""
GLUED_CODE = re.compile(r"(-?(?:\d{1,3}(?:[.,' ]\d{3})+|\d+)[.,]\d{2}) ([A-Z]{1,2}\d?)")
"""A line amount with the row's VAT code one space after it ('1.187,50 RC', '96,00 S')."""
BARE_RATE = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?) ?%?")


def cut_long_decimals(cells: list[str]) -> list[str]:
    """The cells with a unit price's trailing zero decimals past the fourth left out."""
    return [(m.group(1) if (m := LONG_DECIMALS.fullmatch(cell.strip())) else cell) for cell in cells]


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
