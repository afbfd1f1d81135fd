"""Line items in any number spelling, for `invoice-env case check` (tasks/cases/printed.py): a row is an item
when some quantity times a unit price (less a printed discount) is its last amount, without the text's number
format."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.reader.shared import grouped_thousands, rates_after


def quantity_glued_row(index: int, cells: list[str]) -> ItemRow | None:
    """A row whose quantity stands one space before its description ('6 Douchegoot RVS 800 mm  SP-4410  ...'),
    read with the quantity as a cell of its own."""
    match = re.match(r"(\d+(?:[.,]\d+)?)\s+([^\W\d].*)", cells[0].strip()) if cells else None
    return item_row(index, [match.group(1), match.group(2), *cells[1:]]) if match else None


def quantity_glued_after(index: int, cells: list[str]) -> tuple[ItemRow, str] | None:
    """A row whose quantity stands one space after its description ('... kantoren eerste 22  uur  54,00  1.188,00',
    '... taille 9, EN 388 240  2,35  564,00'), read with the quantity as a cell of its own: the item and that
    quantity as printed."""
    for unit in ("", r"(?:\s+[^\W\d]{1,8}\.?)"):  # then with a unit after it ('... Gr. 25 Pack  27,40 €')
        for at, cell in enumerate(cells[:-2]):
            match = re.fullmatch(rf"(.*[^\W\d_].*?)\s+(\d+(?:[.,]\d+)?{unit})", cell.strip())
            row = item_row(index, [*cells[:at], match.group(1), match.group(2), *cells[at + 1:]]) if match else None
            if row is not None:
                return row, match.group(2).split()[0]
    return None


NUMBER_CELL = re.compile(r"(?P<n>\d+(?:[.,]\d{1,4})?)(?:\s*[^\W\d]{1,8}\.?(?: [^\W\d]{1,8})?)?")
UNIT_CELL = re.compile(r"[^\W\d]{1,8}\.?(?: [^\W\d]{1,8})?|m[23²³]")
PRICE_CELL = re.compile(r"(?:(?:EUR|€) ?)?-?(?:\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+)[.,]\d{2,4}(?: ?(?:EUR|€))?")
TRAILING_PERCENT = re.compile(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?%")


@dataclass(frozen=True)
class ItemRow:
    """A row of the line table found by its amounts: some quantity times a unit price (less a printed
    discount) is its last amount. `article` is the first of two or more text cells (a unit is no text
    cell), if there are."""

    index: int
    article: str | None
    texts: tuple[str, ...]


def _number(cell: str) -> Decimal | None:
    found = NUMBER_CELL.fullmatch(cell.strip())
    return Decimal(found.group("n").replace(",", ".")) if found else None


def price_cell(cell: str) -> Decimal | None:
    """A printed amount or unit price (2 to 4 decimals, any grouping), or None."""
    text = cell.strip()
    if not PRICE_CELL.fullmatch(text):
        return None
    body = re.sub(r"[^\d.,\-]", "", text)
    found = re.fullmatch(r"-?(.*?)[.,](\d{2,4})", body)
    whole = re.sub(r"\D", "", found.group(1)) or "0"
    return Decimal(("-" if body.startswith("-") else "") + whole + "." + found.group(2))


def item_row(index: int, cells: list[str]) -> ItemRow | None:
    """The row as a line item, if its amounts add up (within a cent per unit's rounding); a row that prints its
    VAT rate and its amount with VAT after its net amount ('SUBTOTAL  VAT  TOTAL': '€3,360.00  21 %  €4,065.60')
    is read up to its net amount, a rate between its quantity and that amount its discount ('3  10 %')."""
    return _item_row(index, cells) or _item_row_before_vat(index, cells)


def _item_row_before_vat(index: int, cells: list[str]) -> ItemRow | None:
    if len(cells) < 5:
        return None
    net, rate, gross = price_cell(cells[-3]), TRAILING_PERCENT.fullmatch(cells[-2].strip()), price_cell(cells[-1])
    if net is None or rate is None or gross is None or net <= 0:
        return None
    if abs(net * (1 + Decimal(rate.group(1).replace(",", ".")) / 100) - gross) > Decimal("0.01"):
        return None
    rest = cells[:-2]
    if len(rest) >= 4 and TRAILING_PERCENT.fullmatch(rest[-2].strip()) and not rest[-2].strip().startswith("-"):
        rest = [*rest[:-2], "-" + rest[-2].strip(), rest[-1]]  # a discount column printed without its minus
    return _item_row(index, rest)


def _item_row(index: int, cells: list[str]) -> ItemRow | None:
    if len(cells) < 3:
        return None
    amount = price_cell(cells[-1])
    if amount is None:
        cells = _without_columns_after_amount(cells)
        amount = price_cell(cells[-1]) if len(cells) >= 3 else None
    if amount is None:
        return None
    discount = Decimal(0)
    unsigned = []  # a percentage without a minus before the amount: a VAT rate, or a discount column's
    rest = cells[:-1]
    while rest and TRAILING_PERCENT.fullmatch(rest[-1].strip().lstrip("-").strip()):
        rate = Decimal(TRAILING_PERCENT.fullmatch(rest[-1].strip().lstrip("-").strip()).group(1).replace(",", "."))
        if rest[-1].strip().startswith("-"):
            discount = rate
        else:
            unsigned.append(rate)
        rest = rest[:-1]
    numbers = [(k, _number(cell)) for k, cell in enumerate(rest)]
    grouped = [(k, _grouped_number(cell)) for k, cell in enumerate(rest)]
    tries = [(numbers, False, discount), (grouped, False, discount), (numbers, True, discount)]
    if not discount:  # '60 rlx  7,40 €  5 %  421,80 €': the row adds up only less that percentage, its discount
        tries += [(quantities, False, rate) for rate in unsigned if rate for quantities in (numbers, grouped)]
    for quantities, bare, less in tries:
        used = _quantity_and_price_adding_up(rest, amount, quantities, less, bare)
        if used is not None:
            texts = tuple(cell for m, cell in enumerate(rest) if m not in used and _number(cell) is None
                          and price_cell(cell) is None and not UNIT_CELL.fullmatch(cell.strip())
                          and not TRAILING_PERCENT.fullmatch(cell.strip()))
            return ItemRow(index, texts[0] if len(texts) >= 2 else None, texts)
    return None


def _without_columns_after_amount(cells: list[str]) -> list[str]:
    """The cells without a VAT rate column printed after the line amount, and a currency sign set apart from the
    amount ('1 121,00  €  0 %'), or a VAT code column last ('564,00  2', '210,00  0', '96,00  S'), where a price
    cell stands before them; else the cells as they are."""
    rest = list(cells)
    if len(rest) > 3 and VAT_CODE_CELL.fullmatch(rest[-1].strip()):
        rest.pop()
    while len(rest) > 3 and (TRAILING_PERCENT.fullmatch(rest[-1].strip()) or rest[-1].strip() in ("€", "EUR")):
        rest.pop()
    return rest if rest is not cells and price_cell(rest[-1]) is not None else cells


VAT_CODE_CELL = re.compile(r"[A-Z]?\d|[A-Z]{1,2}")
"""A VAT code printed in a column after the line amount: one digit, or one or two capitals ('2', '0', 'S', 'AE')."""


def _quantity_and_price_adding_up(rest: list[str], amount: Decimal, quantities: list[tuple[int, Decimal | None]],
                                  discount: Decimal, bare: bool) -> tuple[int, int] | None:
    """The cells (quantity, unit price) whose product less the discount is the amount (within a cent per unit's
    rounding), or None. `bare`: the discount is instead a number printed without '%' after the unit price."""
    for k, cell in enumerate(rest):
        price = price_cell(cell)
        if price is None:
            continue
        for j, quantity in quantities:
            if j == k or quantity is None or quantity == 0:
                continue
            tried = [d for at, d in _bare_percent_cells(rest, k) if at != j] if bare else [discount]
            if any(abs(quantity * price * (1 - d / 100) - amount) <= max(Decimal("0.01"), abs(amount) / 200)
                   for d in tried):
                return j, k
    return None


def _grouped_number(cell: str) -> Decimal | None:
    """A quantity of thousands printed with a thousands separator ('2.400', '1,200 pcs', "12'500", '1 200 u': a
    cell is one number, and the row must add up with it), or None."""
    return grouped_thousands(cell, ".,' \u00a0\u202f", r"\s*[^\W\d]{1,8}\.?")


def _bare_percent_cells(rest: list[str], price_at: int) -> list[tuple[int, Decimal]]:
    """The rates printed after the unit price that may be its discount: without '%' ('31,60  5  240,16'), or
    with it before a VAT rate ('96,00  5 %  21  364,80')."""
    return rates_after(rest, price_at, percent_sign=True)
