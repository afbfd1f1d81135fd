"""Line items by the wording set's header (the wording reader): where the quantity and the unit stand,
and the lexicon's money pattern, read right to left by position."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.locales import LOCALES
from invoice_env.documents.reader.shared import CURRENCY, CURRENCY_AFTER, PERCENT, UNIT, adds_up
from invoice_env.documents.reader.vocabulary import Lexicon
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents, parse_localized


@dataclass(frozen=True)
class TableShape:
    """What a table's header says about its rows: the quantity before the description (a
    quantity-first table) and a unit cell of its own after the quantity."""

    quantity_first: bool
    unit_column: bool


def table_shape(cells: list[str], header: tuple[str, ...]) -> TableShape:
    article, description, quantity, unit_price, amount = header
    known = {article, description, quantity, unit_price, amount}
    at = cells.index(quantity)
    after = cells[at + 1] if at + 1 < len(cells) else None
    described = next(i for i, cell in enumerate(cells) if cell == description or description.startswith(cell + " "))
    return TableShape(quantity_first=at < described,
                      unit_column=after is not None and after not in known and not after.strip().endswith("%"))


@dataclass(frozen=True)
class RowPatterns:
    money: re.Pattern[str]
    price: re.Pattern[str]
    quantity: re.Pattern[str]
    decimal_sep: str


def row_patterns(lex: Lexicon) -> RowPatterns:
    dec = re.escape(LOCALES[lex.language].decimal_sep)
    price = lex.money.replace(f"{dec}\\d{{2}}", f"{dec}\\d{{2,4}}")
    return RowPatterns(re.compile(rf"{CURRENCY}(?P<v>{lex.money}){CURRENCY_AFTER}"),
                       re.compile(rf"{CURRENCY}(?P<v>{price}){CURRENCY_AFTER}"),
                       re.compile(rf"(?P<q>\d+(?:{dec}\d+)?)(?: (?P<u>{UNIT.pattern}))?"),
                       LOCALES[lex.language].decimal_sep)


def row_by_wording(cells: list[str], shape: TableShape, patterns: RowPatterns) -> InvoiceLine | None:
    """A line item read by its cells' kinds, right to left: the amount, percentages (a line
    discount is printed negative, a VAT rate not), the unit price, then the quantity and its unit
    and the article and description; None if the cells are not a line item whose amounts add up."""
    cells = list(cells)
    if len(cells) < 3 or not patterns.money.fullmatch(cells[-1]):
        return None
    dec = patterns.decimal_sep
    amount = parse_localized(patterns.money.fullmatch(cells.pop()).group("v"), dec)
    discount = Decimal(0)
    while cells and PERCENT.fullmatch(cells[-1]):
        found = PERCENT.fullmatch(cells.pop())
        if found.group("sign"):
            discount = Decimal(found.group("value").replace(",", "."))
    price = patterns.price.fullmatch(cells.pop()) if cells else None
    if price is None:
        return None
    listed = parse_localized(price.group("v"), dec)
    at = 0 if shape.quantity_first else -1
    if shape.unit_column and not shape.quantity_first and cells and UNIT.fullmatch(cells[-1]):
        cells.pop()
    quantity = patterns.quantity.fullmatch(cells.pop(at)) if cells else None
    if quantity is None:
        return None
    if shape.unit_column and shape.quantity_first and cells and UNIT.fullmatch(cells[0]):
        cells.pop(0)
    if not 1 <= len(cells) <= 2:
        return None
    qty = Decimal(quantity.group("q").replace(dec, "."))
    unit_price = cents(listed * (1 - discount / 100))
    if not adds_up(qty, unit_price, amount):
        return None
    return InvoiceLine(article_no=cells[0] if len(cells) == 2 else None, description=cells[-1], quantity=qty,
                       unit_price=unit_price, net_amount=amount)
