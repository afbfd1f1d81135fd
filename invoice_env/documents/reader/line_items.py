"""Line items read from a row's cells: quantity x unit price (less a line discount) = the row's amount.

Three parsers, for three readers that know different things about the row, and they stay three
because each gives results the others do not (measured on the shipped eval and train documents, the
read corpus, the example cases and 600 synthetic documents of every family; issue 35):

- `row_by_wording` (the wording reader): the wording set's header says where the quantity and the unit
  stand and the lexicon's money pattern knows the thousands separators of the set, so it reads right to
  left by position. Given the same cells and the header's roles, `row_by_kinds` reads 99 of the 6,337 rows
  the wording reader reads otherwise: 79 with another article or description (a two-word unit, 'lump
  sum', taken for text; a numeric article number after the quantity of a quantity-first table left out),
  20 not at all (a quantity and a two-word unit in one cell, '1 lump sum'; a unit price to three places).
- `row_by_kinds` (the structure reader): no header to trust, one number format for the whole text, so it
  tries every price and quantity cell (and every printed discount) until the amounts add up.
- `item_row` (`invoice-env case check`, tasks/cases/printed.py): any spelling of a number on any row,
  without the text's number format, and a row is an article line only when it has two text cells that
  are neither numbers nor unit-like words. Replaced by `row_by_kinds`, 1,210 of 6,367 item rows get
  another article (printed's leaves a numeric article number such as '885.457', or a two-word
  description that reads like a unit, out of the text cells) and 41 rows are an item to one and not to
  the other: the case check would report other left-out lines."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.locales import LOCALES
from invoice_env.documents.reader.shared import (CURRENCY, CURRENCY_AFTER, CURRENCY_SIGNS, PERCENT, ROW_PERCENT, UNIT,
                                                 NumberFormat)
from invoice_env.documents.reader.vocabulary import Lexicon
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents, parse_localized


def _adds_up(quantity: Decimal, unit_price: Decimal, amount: Decimal) -> bool:
    """Within a cent, or half a percent of the amount (a unit price rounded to the cent)."""
    return abs(cents(quantity * unit_price) - amount) <= max(Decimal("0.01"), abs(amount) * Decimal("0.005"))


# --- By the wording set's header ---

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
    if not _adds_up(qty, unit_price, amount):
        return None
    return InvoiceLine(article_no=cells[0] if len(cells) == 2 else None, description=cells[-1], quantity=qty,
                       unit_price=unit_price, net_amount=amount)


# --- By the cells' kinds, in the text's number format ---

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
    body = cells[:-1]
    percents = [i for i, cell in enumerate(body) if ROW_PERCENT.fullmatch(cell)]
    discount_column = header_roles is not None and len(header_roles) == len(cells) and "discount" in header_roles
    if discount_column:  # a discount printed without '%' under a discount heading
        percents += [i for i, cell in enumerate(body) if header_roles[i] == "discount" and i not in percents
                     and re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", cell)]
    discounts = [(None, Decimal(0))] + [(i, Decimal(re.sub(r"[^\d.,]", "", body[i]).replace(",", "."))) for i in percents]
    prices = [i for i in range(len(body) - 1, -1, -1) if i not in percents and fmt.amount_cell(body[i], fmt.price)]
    # the printed discounts first, over every price: a row read so before reads the same; the bare discounts and
    # the grouped quantity only where nothing else adds up
    attempts = [lambda pi: _quantity_and_discount(body, pi, amount, percents, discounts, fmt)]
    if not discount_column:
        attempts.append(lambda pi: _quantity_and_discount(body, pi, amount, percents,
                                                          _bare_discounts(body, pi, percents), fmt))
    attempts.append(lambda pi: _quantity_and_discount(body, pi, amount, percents, discounts, fmt, grouped=True))
    found = next(filter(None, (attempt(pi) for attempt in attempts for pi in prices)), None)
    return _with_texts(body, found, header_roles, len(cells), fmt) if found is not None else None


def _quantity(cell: str, fmt: NumberFormat) -> Decimal | None:
    """The quantity a cell prints, with its unit if any ('12', '2,5 m²'), in the text's number format."""
    match = fmt.quantity.fullmatch(cell)
    if match is None or (match.group("u") and match.group("u").casefold() in {"x"}):
        return None
    return Decimal(match.group("q").replace(fmt.dec, "."))


def _grouped_quantity(cell: str, fmt: NumberFormat) -> Decimal | None:
    """A quantity of thousands printed with the text's thousands separator ('2.000', '12.500 Stk'), or None."""
    group = re.escape("." if fmt.dec == "," else ",")
    match = re.fullmatch(rf"(?P<q>\d{{1,3}}(?:{group}\d{{3}})+)(?: ?[^\W\d_][^\s\d]{{0,7}})?", cell)
    return Decimal(re.sub(r"\D", "", match.group("q"))) if match else None


def _bare_discounts(body: list[str], price_at: int, percents: list[int]) -> list[tuple[int, Decimal]]:
    """A discount printed without '%' after the unit price ('348.00  7.5  21  1,287.60'), under a heading the reader
    does not know ('Disc. %' over two rows, 'Korting %'): each such number, tried only where the row adds up
    with it."""
    return [(i, Decimal(body[i].replace(",", "."))) for i in range(price_at + 1, len(body))
            if i not in percents and re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", body[i])]


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
            if _adds_up(qty, unit_price, amount) or cents(qty * exact) == amount:  # a price to 3-4 places
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
        if i > min(qi, pi) and (fmt.amount_cell(cell, fmt.price) is not None or re.fullmatch(r"[\d.,]+", cell)):
            continue  # a list price or a bare discount between the quantity and the price; before both, an
            # article number may look like a price ('192.730')
        role = header_roles[i] if aligned else None
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


def join_wrapped(description: str, more: str) -> str:
    """A description and the rest of it from the next row: after a hyphen of its own (a row ending 'F-', the
    next starting 'gassenverordening') without a space, else with one."""
    if re.search(r"\w-$", description):
        return description + more
    return f"{description} {more}"


ARTICLE_PREFIX = (r"(?:Réf\.?|Ref\.?|Référence|(?:Part|Item|Article)(?: [Nn][or]\.?| number)?|Art\.?(?:-?Nr\.?)?"
                  r"|Artikel(?:-?nr\.?|nummer)?|SKU|Code)")
ARTICLE_ROW = re.compile(rf"(?P<prefix>{ARTICLE_PREFIX}:? )?(?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+|\d{{4,}})")
"""A row that prints only an article number, below (or, on a till roll, above) its description: a code of
capitals and digits in groups ('MD-PORTE-83', 'MD-CHAMB-SET'), or after an article word ('Réf. EG-CAR-604040',
'Part SH-PMP-G20', 'Item no. VPS-L')."""


def article_on_own_row(cell: str) -> str | None:
    """The article number a row of its own prints, or None: after an article word any code, else one with a
    digit and a capital, or of three groups of capitals ('MD-CHAMB-SET'; 'PVC-U' is a word). After an article
    word, a note may follow a '·' ('Artikelnr. PZ-A4-80 · Korting 8%')."""
    article, _, note = cell.strip().partition(" · ")
    match = ARTICLE_ROW.fullmatch(article)
    if match is None or (note and not match.group("prefix")):
        return None
    code = match.group("code")
    if match.group("prefix"):
        return code
    has_digit, has_capital = re.search(r"\d", code), re.search(r"[A-Z]", code)
    return code if (has_digit and has_capital) or (not has_digit and len(re.split(r"[-./]", code)) >= 3) else None


LEADING_CODE = re.compile(r"(?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+)(?P<dash> [-–])? (?P<rest>\S.*)")
"""A description cell that starts with an article code of capitals and digits in groups, then a space or a dash
set apart, then the description ('KR-1120 Bremsenreiniger 500 ml', 'CONF-FULL - Logistics Summit 2027')."""


def articles_leading_descriptions(lines: list[InvoiceLine]) -> list[InvoiceLine]:
    """The lines with the article code that starts their description cell taken as their article, where the
    table shows it is the supplier's article column glued to the description: two or more lines print one,
    all with the same leading letters ('KR-', 'CONF-'), no two the same, each a numbered code or set apart by a
    dash. Otherwise the lines as read ('DN50 Ball valve', 'DIN-933 M12x40' on two lines: a model name or a
    standard, not an article)."""
    leading = {index: match for index, line in enumerate(lines)
               if line.article_no is None and (match := LEADING_CODE.fullmatch(line.description))}
    codes = [match.group("code") for match in leading.values()]
    if (len(codes) < 2 or len(set(codes)) < len(codes) or not _one_series(codes)
            or not all(match.group("dash") or _numbered_code(match.group("code")) for match in leading.values())):
        return lines
    return [line.model_copy(update={"article_no": leading[index].group("code"),
                                    "description": leading[index].group("rest")}) if index in leading else line
            for index, line in enumerate(lines)]


def _numbered_code(code: str) -> bool:
    """A code by the shape of one on a row of its own, with a number of three digits or more ('KR-1120'; not a
    model name's short number, 'LED-T8', 'RJ-45')."""
    return article_on_own_row(code) is not None and re.search(r"\d{3}", code) is not None


def _one_series(codes: list[str]) -> bool:
    """The codes all start with the same letters before their first separator ('KR' of 'KR-1120')."""
    heads = {re.split(r"[-./]", code)[0] for code in codes}
    return len(heads) == 1 and heads.pop().isalpha()


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
    return (quantity, price, amount) if _adds_up(quantity, price, amount) else None


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


def quantity_glued_row(index: int, cells: list[str]) -> ItemRow | None:
    """A row whose quantity stands one space before its description ('6 Douchegoot RVS 800 mm  SP-4410  ...'),
    read with the quantity as a cell of its own."""
    match = re.match(r"(\d+(?:[.,]\d+)?)\s+([^\W\d].*)", cells[0].strip()) if cells else None
    return item_row(index, [match.group(1), match.group(2), *cells[1:]]) if match else None


# --- In any number spelling, for the case check ---

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
    """The row as a line item, if its amounts add up (within a cent per unit's rounding)."""
    if len(cells) < 3:
        return None
    amount = price_cell(cells[-1])
    if amount is None:
        return None
    discount = Decimal(0)
    rest = cells[:-1]
    while rest and TRAILING_PERCENT.fullmatch(rest[-1].strip().lstrip("-").strip()):
        if rest[-1].strip().startswith("-"):
            discount = Decimal(TRAILING_PERCENT.fullmatch(rest[-1].strip().lstrip("-").strip()).group(1)
                               .replace(",", "."))
        rest = rest[:-1]
    numbers = [(k, _number(cell)) for k, cell in enumerate(rest)]
    grouped = [(k, _grouped_number(cell)) for k, cell in enumerate(rest)]
    for quantities, bare in ((numbers, False), (grouped, False), (numbers, True)):
        used = _quantity_and_price_adding_up(rest, amount, quantities, discount, bare)
        if used is not None:
            texts = tuple(cell for m, cell in enumerate(rest) if m not in used and _number(cell) is None
                          and price_cell(cell) is None and not UNIT_CELL.fullmatch(cell.strip())
                          and not TRAILING_PERCENT.fullmatch(cell.strip()))
            return ItemRow(index, texts[0] if len(texts) >= 2 else None, texts)
    return None


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
    """A quantity of thousands printed with a thousands separator ('2.400', '1,200 pcs', "12'500"), or None."""
    match = re.fullmatch(r"(?P<n>\d{1,3}(?:[.,']\d{3})+)(?:\s*[^\W\d]{1,8}\.?)?", cell.strip())
    return Decimal(re.sub(r"\D", "", match.group("n"))) if match else None


def _bare_percent_cells(rest: list[str], price_at: int) -> list[tuple[int, Decimal]]:
    """The rates printed after the unit price that may be its discount: without '%' ('31,60  5  240,16'), or
    with it before a VAT rate ('96,00  5 %  21  364,80')."""
    rates = [(at, re.fullmatch(r"(\d{1,2}(?:[.,]\d{1,2})?)(?: ?%)?", rest[at].strip()))
             for at in range(price_at + 1, len(rest))]
    return [(at, Decimal(rate.group(1).replace(",", "."))) for at, rate in rates if rate]
