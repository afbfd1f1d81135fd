"""Line items by their cells' kinds, in the text's number format (the structure reader): every price and
quantity cell (and every printed discount) tried until quantity x unit price (less the discount) is the amount;
the text cells up to them are the article and the description."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.reader.articles import article_on_own_row
from invoice_env.documents.reader.shared import (CURRENCY_SIGNS, ROW_PERCENT, NumberFormat, adds_up,
                                                 grouped_thousands, rates_after)
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents


@dataclass(frozen=True)
class ItemCells:
    """Which cells of a row's body were read as its quantity, unit price and discount, and the amounts."""

    quantity_at: int
    price_at: int
    discount_at: int | None
    quantity: Decimal
    unit_price: Decimal
    amount: Decimal


def row_by_kinds(cells: list[str], fmt: NumberFormat, header_roles: list[str | None] | None) -> InvoiceLine | None:
    """A line item read by its cells' kinds: the line amount last, a unit price before it (the net one, or a
    list price less a discount %), a quantity (with its unit) that makes them add up; article and
    description are the text cells."""
    cells = [_without_currency(cell) for cell in cells]
    if len(cells) < 3:
        return None
    amount = fmt.amount_cell(cells[-1])
    if amount is None:
        return None
    found = _item_cells(cells[:-1], amount, fmt, header_roles, len(cells))
    aligned = header_roles is not None and len(header_roles) == len(cells)
    if found is not None and aligned and header_roles[found.quantity_at] == "position":
        # the row's position number read as its quantity (1 x the net value = the amount): the position is none
        body = ["" if i == found.quantity_at else cell for i, cell in enumerate(cells[:-1])]
        found = _item_cells(body, amount, fmt, header_roles, len(cells))
        return _with_texts(body, found, header_roles, len(cells), fmt) if found is not None else None
    return _with_texts(cells[:-1], found, header_roles, len(cells), fmt) if found is not None else None


def _item_cells(body: list[str], amount: Decimal, fmt: NumberFormat, header_roles: list[str | None] | None,
                width: int) -> ItemCells | None:
    """Which of the body's cells are the quantity, the unit price and the discount that give `amount`."""
    percents = [i for i, cell in enumerate(body) if ROW_PERCENT.fullmatch(cell)]
    discount_column = header_roles is not None and len(header_roles) == width and "discount" in header_roles
    if discount_column:  # a discount printed without '%' under a discount heading
        percents += [i for i, cell in enumerate(body) if header_roles[i] == "discount" and i not in percents
                     and (re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", cell) or COMPOUND_DISCOUNT.fullmatch(cell))]
    discounts = [(None, Decimal(0))] + [(i, _discount(body[i])) for i in percents]
    prices = [i for i in range(len(body) - 1, -1, -1) if i not in percents and fmt.amount_cell(body[i], fmt.price)]
    # the printed discounts first, over every price: a row read so before reads the same; the bare discounts and
    # the grouped quantity only where nothing else adds up
    attempts = [lambda pi: _quantity_and_discount(body, pi, amount, percents, discounts, fmt)]
    if not discount_column:
        attempts.append(lambda pi: _quantity_and_discount(body, pi, amount, percents,
                                                          _bare_discounts(body, pi, percents), fmt))
    attempts.append(lambda pi: _quantity_and_discount(body, pi, amount, percents, discounts, fmt, grouped=True))
    found = next(filter(None, (attempt(pi) for attempt in attempts for pi in prices)), None)
    if found is None and discount_column:
        found = _bare_number_under_discount_as_price(body, amount, percents, fmt)
    return found


def _bare_number_under_discount_as_price(body: list[str], amount: Decimal, percents: list[int],
                                         fmt: NumberFormat) -> ItemCells | None:
    """The row read without a discount where nothing adds up with one: a bare number under the discount heading
    ('47,50') is the unit price, the heading's cells not lining up with the row's ('Eenh. Eenheidsprijs' printed
    as one cell, the 'Korting' cell left empty), where the quantity times it is the amount."""
    printed = [i for i in percents if ROW_PERCENT.fullmatch(body[i])]
    prices = [i for i in range(len(body) - 1, -1, -1) if i not in printed and fmt.amount_cell(body[i], fmt.price)]
    discounts = [(None, Decimal(0))]
    return next(filter(None, (_quantity_and_discount(body, pi, amount, printed, discounts, fmt) for pi in prices)),
                None)


def _quantity(cell: str, fmt: NumberFormat) -> Decimal | None:
    """The quantity a cell prints, with its unit if any ('12', '2,5 m²'), in the text's number format."""
    match = fmt.quantity.fullmatch(cell)
    if match is None or (match.group("u") and match.group("u").casefold() in {"x"}):
        return None
    return Decimal(match.group("q").replace(fmt.dec, "."))


def _grouped_quantity(cell: str, fmt: NumberFormat) -> Decimal | None:
    """A quantity of thousands printed with the text's thousands separator ('2.000', '12.500 Stk', '1 200 u' where
    the text groups its amounts with a space), or None."""
    separators = re.escape("." if fmt.dec == "," else ",") + (" \u00a0\u202f" if fmt.space_groups else "")
    return grouped_thousands(cell, separators, r" ?[^\W\d_][^\s\d]{0,7}")


def _bare_discounts(body: list[str], price_at: int, percents: list[int]) -> list[tuple[int, Decimal]]:
    """A discount printed without '%' after the unit price ('348.00  7.5  21  1,287.60'), under a heading the reader
    does not know ('Disc. %' over two rows, 'Korting %'): each such number, tried only where the row adds up
    with it."""
    return rates_after(body, price_at, skip=percents)


COMPOUND_DISCOUNT = re.compile(r"\d{1,2}(?:[.,]\d{1,2})?(?:\+\d{1,2}(?:[.,]\d{1,2})?)+")
"""Discounts in a chain under a discount heading ('10+5': 10 %, then 5 % of the rest), as Italian ERPs print them."""


def _discount(cell: str) -> Decimal:
    """The discount % a cell prints; a chain of them as the one discount they make ('10+5' -> 14.5)."""
    if COMPOUND_DISCOUNT.fullmatch(cell):
        left = Decimal(1)
        for part in cell.split("+"):
            left *= 1 - Decimal(part.replace(",", ".")) / 100
        return (1 - left) * 100
    return Decimal(re.sub(r"[^\d.,]", "", cell).replace(",", "."))


def _quantity_and_discount(body: list[str], pi: int, amount: Decimal, percents: list[int],
                           discounts: list[tuple[int | None, Decimal]], fmt: NumberFormat,
                           grouped: bool = False) -> ItemCells | None:
    """The quantity cell (and the discount) that make the unit price at `pi` give the line amount, or None.
    `grouped`: a quantity printed with a thousands separator ('2.000  Stk  0,186  372,00')."""
    listed = fmt.amount_cell(body[pi], fmt.price)
    for qi in range(len(body) - 1, -1, -1):
        if qi == pi or qi in percents:
            continue
        qty = _grouped_quantity(body[qi], fmt) if grouped else _quantity(body[qi], fmt)
        if qty is None or qty == 0:
            continue
        for di, discount in discounts:
            if di == qi or (di is not None and not (qi < di or pi < di)):
                continue
            exact = listed * (1 - discount / 100)
            unit_price = cents(exact)
            if adds_up(qty, unit_price, amount) or cents(qty * exact) == amount:  # a price to 3-4 places
                return ItemCells(qi, pi, di, qty, unit_price, amount)
    return None


def amount_moved_last(cells: list[str], header_roles: list[str | None] | None
                      ) -> tuple[list[str], list[str | None]] | None:
    """A row whose heading puts the line amount before other columns ('Description  Qty  Line total  Unit price
    Item code'), in the order row_by_kinds reads: article, description, the other cells, the amount last; None
    where the heading does not say so."""
    if header_roles is None or len(header_roles) != len(cells) or header_roles.count("amount") != 1:
        return None
    at = header_roles.index("amount")
    if at == len(cells) - 1:
        return None
    texts = [i for role in ("article", "description") for i, r in enumerate(header_roles) if r == role]
    order = texts + [i for i in range(len(cells)) if i not in texts and i != at] + [at]
    return [cells[i] for i in order], [header_roles[i] for i in order]


def _without_currency(cell: str) -> str:
    """A number cell without its currency sign ('€ 12,50' -> '12,50'); a text cell as printed ('Palettes EUR')."""
    body = CURRENCY_SIGNS.sub("", cell.strip()).strip()
    return body if re.fullmatch(r"-?\d[\d.,' \u00a0\u202f]*", body) else cell.strip()


def _with_texts(body: list[str], found: ItemCells, header_roles: list[str | None] | None, width: int,
                fmt: NumberFormat) -> InvoiceLine | None:
    """The line item with its article and description: the text cells up to the quantity and price."""
    qi, pi = found.quantity_at, found.price_at
    used = {qi, pi} | ({found.discount_at} if found.discount_at is not None else set())
    aligned = header_roles is not None and len(header_roles) == width
    texts = []
    for i, cell in enumerate(body):
        if i in used or ROW_PERCENT.fullmatch(cell) or i > max(qi, pi):
            continue
        role = header_roles[i] if aligned else None
        if i > min(qi, pi) and (fmt.amount_cell(cell, fmt.price) is not None or re.fullmatch(r"[\d.,]+", cell)) \
                and not (role == "article" and "description" in header_roles):
            continue  # a list price or a bare discount between the quantity and the price; before both, an
            # article number may look like a price ('192.730'), as it may under an article heading of its own
            # after the quantity ('Menge  Artikel  Beschreibung' over '20  1020345  NYM-J 3x1,5 mm² ...')
        if role == "position" and _code_under_position(cell):
            role = "article"  # an item number under 'Nr.' (Navision: 'Nr.  Beschreibung  Menge ...')
        if role in ("unit", "position", "vat_rate", "discount", "quantity", "unit_price", "amount"):
            continue
        if role is None and i == qi + 1 and re.fullmatch(r"[^\W\d_][^\s\d]{0,7}|m[23²³]", cell):
            continue  # the unit cell after the quantity (under a heading the reader does not know)
        if i == qi - 1 and _unit_before_quantity(header_roles) and re.fullmatch(r"[^\W\d_][^\s\d]{0,7}", cell):
            continue  # the unit cell before the quantity, where the heading puts the unit first ('Einheit  Menge')
        if not aligned and i == 0 and re.fullmatch(r"\d{1,3}", cell) and (
                len(body) - len(used) >= 3 or _position_then_article(header_roles)):
            continue  # a position number (a row without an article under a heading with both columns)
        texts.append(cell)
    if not texts or len(texts) > 3:
        return None
    if len(texts) >= 2 and _reads_as_description(texts[0]):
        code = next((t for t in texts[1:] if _reads_as_article(t)), None)
        if code is not None:  # the description first, the article number after it
            texts = [code] + [t for t in texts if t is not code]
    article = texts[0] if len(texts) >= 2 else None
    description = " ".join(texts[1:]) if len(texts) >= 2 else texts[0]
    bracketed = BRACKETED_ARTICLE.fullmatch(description) if article is None else None
    if bracketed is not None:
        article, description = bracketed.group("code"), bracketed.group("rest")
    return InvoiceLine(article_no=article, description=description, quantity=found.quantity,
                       unit_price=found.unit_price, net_amount=found.amount)


BRACKETED_ARTICLE = re.compile(r"\[(?P<code>[A-Za-z0-9][\w./-]*)\] (?P<rest>\S.*)")
"""A description with its article number in brackets before it, as Odoo prints it ('[QM-FORET-SDS8] Foret
béton SDS-plus 8 x 160')."""


def _code_under_position(cell: str) -> bool:
    """A cell under a position heading ('Nr.', '#') that prints an article code, not a position number: capitals
    and digits in groups ('PR-TR-2700', 'PR-LS-SET'); a position is a number ('1', '10', '1.1')."""
    return re.search(r"[A-Z]", cell) is not None and article_on_own_row(cell) is not None


def _position_then_article(header_roles: list[str | None] | None) -> bool:
    """The heading starts with a position column and has an article column of its own ('Pos.  Artikel
    Bezeichnung ...'): a row's leading small number is its position, not its article, even where the row has no
    article ('3  Anfahrtspauschale Köln-Niehl  1 pauschal ...')."""
    roles = [role for role in header_roles or () if role is not None]
    return bool(roles) and roles[0] == "position" and "article" in roles


def _unit_before_quantity(header_roles: list[str | None] | None) -> bool:
    roles = [role for role in header_roles or () if role is not None]
    return "quantity" in roles and roles.index("quantity") > 0 and roles[roles.index("quantity") - 1] == "unit"


def _reads_as_description(cell: str) -> bool:
    """Words, not a code: four or more of them, a comma between them, or two or more without a digit."""
    return len(cell.split()) >= 4 or ", " in cell or (len(cell.split()) >= 2 and not re.search(r"\d", cell))


def _reads_as_article(cell: str) -> bool:
    """A code: a digit in it, at most three groups, no comma ('VB-CEM-425', 'SDC 31.201', '481 220 10')."""
    return bool(re.search(r"\d", cell)) and len(cell.split()) <= 3 and ", " not in cell


def split_glued(cells: list[str], fmt: NumberFormat) -> list[list[str]]:
    """A row whose cells ran into each other where they were printed too close: a description into its
    quantity ('..., 5 150 m'), a quantity or unit into the unit price ('1 forfait 2 883,00'); the variants
    with one such cell split in two."""
    variants = []
    first = re.fullmatch(rf"(?:{fmt.quantity.pattern}) (?P<t>[^\W\d_].*)", cells[0].strip()) if cells else None
    if first and first.group("u") is None:  # a quantity one space before the description ('6 Douchegoot ...')
        variants.append([first.group("q"), first.group("t"), *cells[1:]])
    for i in range(len(cells) - 2, -1, -1):
        cell = CURRENCY_SIGNS.sub("", cells[i]).strip()
        match = re.fullmatch(rf"(?P<t>.*\S) (?:{fmt.quantity.pattern})", cell)
        if match and fmt.amount_cell(cell) is None and re.search(r"[^\W\d_]", match.group("t")):
            variants.append(cells[:i] + [match.group("t"), cell[len(match.group("t")) + 1:]] + cells[i + 1:])
        for lazy in ("?", ""):
            match = re.fullmatch(rf"(?P<t>.*{lazy}\S) (?:EUR |€ ?)?(?P<p>{fmt.price.pattern})", cell)
            if match and fmt.amount_cell(match.group("t")) is None:
                variants.append(cells[:i] + [match.group("t"), match.group("p")] + cells[i + 1:])
    return variants
