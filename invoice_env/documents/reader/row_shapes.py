"""Line items in other shapes than one row of cells: a till roll's quantity row under its description, a line
discount printed on a row of its own below the line."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.reader.articles import article_on_own_row, join_wrapped
from invoice_env.documents.reader.shared import ROW_PERCENT, NumberFormat, adds_up
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents


TILL_ROW = re.compile(r"(?P<q>\d+(?:[.,]\d+)?)(?: (?P<u>[^\W\d_]{1,6}\.?))? ?[x×] ?(?P<p>.+)")
"""A till roll's quantity row: the quantity (and unit) times the unit price, the amount in the next cell
('6 x €286.50  €1,719.00', '150 m x €6.85  €1,027.50'); the description stands on the rows above."""


def till_row(cells: list[str], fmt: NumberFormat) -> tuple[Decimal, Decimal, Decimal] | None:
    """(quantity, unit price, amount) of a till roll's quantity row, if its amounts add up; else None."""
    match = TILL_ROW.fullmatch(cells[0].strip()) if len(cells) == 2 else None
    if match is None or match.group("q").startswith("0"):
        return None
    price, amount = fmt.amount_cell(match.group("p"), fmt.price), fmt.amount_cell(cells[1])
    if price is None or amount is None:
        return None
    quantity = Decimal(match.group("q").replace(fmt.dec, "."))
    return (quantity, price, amount) if adds_up(quantity, price, amount) else None


def line_of_texts(texts: list[str], quantity: Decimal, unit_price: Decimal, amount: Decimal) -> InvoiceLine | None:
    """A till roll's line: the article from the row that prints only one, the description from the others."""
    codes = [code for text in texts if (code := article_on_own_row(text))]
    words = [text for text in texts if not article_on_own_row(text)]
    if len(codes) > 1 or not words:
        return None
    description = words[0]
    for more in words[1:]:
        description = join_wrapped(description, more)
    return InvoiceLine(article_no=codes[0] if codes else None, description=description, quantity=quantity,
                       unit_price=unit_price, net_amount=amount)


LINE_DISCOUNT = re.compile(r"(?i)(?<![^\W\d_])(?:korting|remise|rabatt|discount|réduction|nachlass|less)(?![^\W\d_])")


def with_line_discount(line: InvoiceLine, cells: list[str], fmt: NumberFormat) -> InvoiceLine | None:
    """The line less a discount printed on a row of its own below it ('Korting 8 %  -148,22'): a discount
    word, a percentage and a negative amount that is that percentage of the line's amount (within a cent);
    None if the row is not that line's discount."""
    row = "  ".join(cells)
    percent = ROW_PERCENT.search(row)
    amounts = fmt.signed_amounts(row)
    if not (LINE_DISCOUNT.search(row) and percent and len(amounts) == 1 and amounts[0] < 0):
        return None
    rate = Decimal(percent.group("value").replace(",", "."))
    if abs(cents(line.net_amount * rate / 100) + amounts[0]) > Decimal("0.01"):
        return None
    return line.model_copy(update={"net_amount": line.net_amount + amounts[0],
                                   "unit_price": cents(line.unit_price * (1 - rate / 100))})
