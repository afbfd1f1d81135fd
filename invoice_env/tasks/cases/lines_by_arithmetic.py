"""A line table read by its arithmetic, for `invoice-env case new` only (issue 38, item 8): where the reader's
lines were not read or were dropped by a cross-check, the rows of the text are split into cells in every way the
arithmetic may support and a line table is written only when it holds throughout:
- an item row prints a quantity, a unit price and an amount, in the heading's order (quantity first where no
  heading tells), where quantity x unit price, less the discounts printed between the price and the amount ('10 %',
  '10+5', a bare '5,00', a bare '10' also as 10 % where no price unit makes the amount), per the price unit printed there ('/1', '100'), is the amount to the cent. The quantity
  may carry a unit ('60 st', '37,5 kg') or have one in a cell of its own (in two languages: 'szt. / pcs'), or be glued to the description's last
  word ('bidon 5 l 48'); cells after the amount (a VAT rate or code, the address column beside the table) are no
  part of the line; a leading number alone is the row's position;
- each row has one such split (or several that give the same line), else the table is not read;
- the item rows' amounts add up to the net total the totals chain established (or to a subtotal that leads to it);
- an article number is a code cell (capitals or digits, no lower-case word) under a heading that has an article
  column, the first text cell of every row where it is the description's first column, or the code every row
  starts its text with (all of one shape) where the heading has no article column;
- a line without an article has its description on its own row alone: a row of text below it (a wrap, a delivery
  note or the address column beside the table cannot be told apart) leaves the table unread; rows right under an
  item row that are all a web shop's product options ('Finish: Brushed', 'Size: 300 x 100 mm') or a date or a
  period ('Nov 23, 2027 - Nov 22, 2028'; not where the item row leads on to it: '..., du') are no part of the
  description, and an option of the article's label
  ('SKU : SQ4417268') is the line's article (corpora 49 to 52, the twenty-seventh change);
- where the totals give a net total the totals chain found on no row (the VAT on a subtotal plus a charge below it),
  the item rows' amounts reach it when their sum is a subtotal printed alone on its row ('Sous-total  1 690,40 €')
  from which the one-amount rows right under it (no item row, no VAT row: 'Livraison  18,00 €') lead to it
  (`subtotal_leads_to`; corpora 53 to 56, the twenty-eighth change);
- numbered chapters: a leading place in an outline ('1.1', '1.2', '2.1', in order) is the row's position, and a
  chapter's subtotal row ('Sous-total 1 MENUISERIES EXTÉRIEURES  9 330,00') or the next chapter's heading ('2
  SERRURERIE') ends what lies under an item row: no line and no part of one; an article column may be headed
  'Réf. produit' (corpora 57 to 60, the twenty-ninth change);
- a quantity may group its thousands with an apostrophe ("1'840"); where the heading's column right before the
  amount is the VAT rate ('Nettoprijs  Btw %  Bedrag'), the rate printed there ('6', '0%') is no discount; a unit
  may be a UN/ECE code ('C62'); an article column may be headed 'Artikel-ID' or 'ID article'; where the heading puts
  the quantity before the description ('Pos.  Aantal  Eenh.  Omschrijving'), the row prints it first (after its
  position), and where every item row has a row under it that labels its article ('Art.nr. KR-6040-32B', only the
  description's wraps between), that is the line's article (corpora 65 to 68, the thirty-first change);
- a heading whose first column is the quantity ('Menge  Artikelnr.  Beschreibung  Preis  Rab.%  Gesamt', 'Ship  Item
  No.  Description ...'): the row's first cell is its quantity; a quantity's unit may be in parentheses ('2,000
  (EA)'); a column of people before the description ('Staff', 'Intervenant') and a column of the line's kind after
  it ('Type': 'MATERIAL') are no part of the description (line_columns.py); a discount row at the rate it prints
  ('Rabatt 3 %  -119,28' under 'Zwischensumme  3.976,00') leads from the subtotal to the net total like a charge
  (corpora 69 to 72, the thirty-second change);
- the totals' heading alone on its row ('Totals', in the plural, over 'Sum of line net amounts ...') ends what lies
  under the last item row: no part of its description; the charges and allowances on the document printed above
  the sum of the lines ('Korting: Orderkorting 2 %  -169,01' over 'Som regelbedragen  8.450,50' over 'Totaal excl.
  btw  8.281,49') lead from that sum to the net total, all of them (`allowances_above_lead_to`; corpora 73 to 76,
  the thirty-third change); a barcode's number alone right under every item row ('5411873020418', an EAN-13 whose
  check digit is right) is that line's article (`is_gtin`); where every row's text is a code, a long dash and words
  ('P-2119 – Flasque palier usiné, aluminium 6082'), the code is the article (`DASHED_ARTICLE`; the same change).
The lines found go through every check `supported_reading` makes of the reader's lines; the reader
(invoice_env/documents/reader, shared with the agent) is not changed."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, split_cells
from invoice_env.documents.reader.structure_table import heading_role
from invoice_env.tasks.cases.line_columns import people_column_left_out, type_column_left_out
from invoice_env.tasks.cases.line_headings import initials_column_left_out, rate_before_hours
from invoice_env.tasks.cases.line_misreads import CHAPTER_ROW, MONTH_DAY_PERIOD, OPTION_ARTICLE, is_dated_row, is_option_row, is_period, leads_on
from invoice_env.tasks.cases.prefill_totals import SUBTOTAL_WORD
from invoice_env.tasks.cases.totals_chain import REVERSE_CHARGE_HINT, is_item_row, totals_rows
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents

UNIT = re.compile(r"[^\W\d_][^\s\d]{0,7}\.?|m[23²³]|[A-Z]\d{2}")
"""A unit printed after a quantity or in a cell of its own ('st', 'Stk', 'PAA', 'forfait', 'm²'; a UN/ECE unit code
of a capital and two digits: 'C62' one piece, 'H87')."""
VAT_RATE_CELL = re.compile(r"\d{1,2}(?:[.,]\d{1,2})? ?%?")
"""A VAT rate as a line table's VAT column prints it ('0', '6', '21 %', '5,5')."""
PERCENT = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?) ?%")
CASCADE = re.compile(r"\d{1,2}(?:[.,]\d{1,2})?(?:\+\d{1,2}(?:[.,]\d{1,2})?)+")
"""Discounts one after another ('10+5': 10 %, then 5 % of the rest)."""
PER_UNIT = re.compile(r"(?P<price>.*\d)/(?P<per>1|10|100|1000)")
"""A unit price per one, ten, a hundred or a thousand units ('412,00/1')."""
POSITION_CELL = re.compile(r"\d{1,4}(?:[.,]0{1,3})?")
CODE = re.compile(r"[A-Z0-9]+(?:[-./_][A-Z0-9]+)+|(?=\S*\d)[A-Z0-9]{3,}")
"""An article code: groups of capitals and digits, or one group with a digit ('SH-BUIS-48-6', 'PAL-EUR-A',
'210402')."""
_HUNDRED = Decimal(100)


@dataclass(frozen=True)
class _Split:
    """One way of reading an item row: its text cells, quantity, unit price and amount."""

    texts: tuple[str, ...]
    quantity: Decimal
    unit_price: Decimal
    amount: Decimal


def _number(cell: str, fmt: NumberFormat) -> Decimal | None:
    """A number alone in the text's format ('2.000', '37,5', '1 200'; thousands grouped with an apostrophe as well:
    "1'840")."""
    group = "." if fmt.dec == "," else ","
    if not re.fullmatch(rf"\d{{1,3}}(?:[{re.escape(group)} \u00a0\u202f']\d{{3}})+(?:{re.escape(fmt.dec)}\d+)?"
                        rf"|\d+(?:{re.escape(fmt.dec)}\d+)?", cell):
        return None
    try:
        return fmt.number(cell)
    except (InvalidOperation, ArithmeticError):
        return None


def _is_unit(cell: str) -> bool:
    """Whether a cell is a unit alone, or the same unit in two languages ('szt. / pcs', 'Stk/pcs')."""
    return UNIT.fullmatch(cell) is not None or (
        len(parts := re.split(r" ?/ ?", cell.strip())) == 2 and all(UNIT.fullmatch(part) for part in parts))


def _quantity_cell(cell: str, fmt: NumberFormat) -> Decimal | None:
    """A cell that prints a quantity, a unit after it (in parentheses or not) or not ('60 st', '37,5 kg', '60 x', '24',
    '2,000 (EA)')."""
    found = re.fullmatch(rf"(?P<q>[\d.,\u00a0\u202f ]*\d)(?: ?(?:{UNIT.pattern}|\((?:{UNIT.pattern})\)))?", cell.strip())
    return _number(found.group("q").strip(), fmt) if found else None


def _price(cell: str, fmt: NumberFormat) -> tuple[Decimal, int] | None:
    """A unit price and the units it is per ('74,50', '€ 18,95', '412,00/1')."""
    per = 1
    if (found := PER_UNIT.fullmatch(cell.strip())) is not None:
        cell, per = found.group("price"), int(found.group("per"))
    price = fmt.amount_cell(cell, fmt.price)
    return (price, per) if price is not None and price > 0 else None


def _discounts(cells: list[str], fmt: NumberFormat) -> list[Decimal] | None:
    """The factors the cells printed between a unit price and its amount may stand for (each a discount, or one a
    price unit), or None where a cell is neither."""
    factors = [Decimal(1)]
    for cell in cells:
        cell = cell.strip()
        options: list[Decimal] = []
        if (found := PERCENT.fullmatch(cell)) is not None:
            options.append(1 - Decimal(found.group(1).replace(",", ".")) / _HUNDRED)
        elif CASCADE.fullmatch(cell):
            factor = Decimal(1)
            for part in cell.split("+"):
                factor *= 1 - Decimal(part.replace(",", ".")) / _HUNDRED
            options.append(factor)
        elif cell in ("10", "100", "1000"):
            options.append(1 / Decimal(cell))  # a price unit: per 10, 100, 1000
            if cell == "10":
                options.append(1 - Decimal(cell) / _HUNDRED)  # or a discount of 10 % without its sign
        elif (rate := _number(cell, fmt)) is not None and 0 < rate < 100:
            options.append(1 - rate / _HUNDRED)  # a discount printed without its percent sign ('5,00')
        if not options:
            return None
        factors = [f * o for f in factors for o in options]
    return factors


def _without_vat_cell(cells: list[str], vat_before_amount: bool) -> list[list[str]]:
    """The cells between a unit price and its amount that may be discounts: all of them, and, where the heading's
    column right before the amount is the VAT rate ('Prix net  TVA %  Montant'), all but the last where it is a
    rate ('14,90  0  894,00', '245,00  10%  0%  1.764,00': 10 % off, 0 % VAT)."""
    if vat_before_amount and cells and VAT_RATE_CELL.fullmatch(cells[-1].strip()):
        return [cells, cells[:-1]]
    return [cells]


def _splits(cells: list[str], fmt: NumberFormat, price_first: bool, vat_before_amount: bool = False,
            quantity_first: bool = False) -> set[_Split]:
    """Every split of a row's cells whose arithmetic holds to the cent (the VAT rate printed between the price and
    the amount left out where the heading's VAT column comes right before the amount)."""
    found: set[_Split] = set()
    for at_amount in range(2, len(cells)):
        amount = fmt.amount_cell(cells[at_amount])
        if amount is None or amount <= 0:
            continue
        for at_price in range(at_amount - 1, max(-1, at_amount - 4), -1):
            priced = _price(cells[at_price], fmt)
            if priced is None:
                continue
            price, per = priced
            between = cells[at_price + 1: at_amount]
            for texts, quantity, rest in _quantities(cells, at_price, at_amount, fmt, price_first, quantity_first):
                discounts = [cell for k, cell in enumerate(between) if k not in rest]
                factors = [f for cells_ in _without_vat_cell(discounts, vat_before_amount)
                           for f in _discounts(cells_, fmt) or []]
                for factor in factors:
                    if cents(quantity * price * factor / per) == amount and quantity > 0:
                        found.add(_Split(tuple(t for t in texts if t), quantity, price / per if per != 1 else price,
                                         amount))
    return found


def _quantities(cells: list[str], at_price: int, at_amount: int, fmt: NumberFormat, price_first: bool,
                quantity_first: bool = False):
    """(text cells, quantity, cells between price and amount that the quantity took) of each way the row prints a
    quantity: before the unit price (a unit cell between them or not; glued to the description's last word), or,
    where the heading puts the price first, between the price and the amount, or, where it puts the quantity before
    the description, at the row's start (`_leading_quantities`)."""
    if quantity_first:
        yield from _leading_quantities(cells, at_price, fmt)
        return
    if price_first:
        for k in range(at_price + 1, at_amount):
            if (quantity := _quantity_cell(cells[k], fmt)) is not None:
                unit = {k + 1} if k + 1 < at_amount and UNIT.fullmatch(cells[k + 1]) else set()
                yield cells[:at_price], quantity, {k - at_price - 1} | {u - at_price - 1 for u in unit}
        return
    before = at_price - 1
    if before >= 1 and _is_unit(cells[before]) and (quantity := _number(cells[before - 1], fmt)) is not None:
        yield cells[:before - 1], quantity, set()
    if before >= 1 and (quantity := _quantity_cell(cells[before], fmt)) is not None:
        yield cells[:before], quantity, set()
    if before >= 0 and " " in cells[before]:
        head, last = cells[before].rsplit(" ", 1)
        if (quantity := _number(last, fmt)) is not None and re.search(r"[^\W\d_]", head):
            yield [*cells[:before], head], quantity, set()


def _leading_quantities(cells: list[str], at_price: int, fmt: NumberFormat):
    """(text cells, quantity, no cell taken) where a row prints its quantity first, after its position or not, a
    unit cell after it or not, then its description ('001  250  st  Stapelkrat 600 x 400 mm  8,45  2.112,50' under
    'Pos.  Aantal  Eenh.  Omschrijving  Prijs/eenh.  Bedrag')."""
    for at in (0, 1):
        if at + 1 >= at_price or (quantity := _number(cells[at], fmt)) is None:
            continue
        after = at + 2 if _is_unit(cells[at + 1]) and at + 2 < at_price else at + 1
        yield [*cells[:at], *cells[after:at_price]], quantity, set()


@dataclass(frozen=True)
class _Row:
    index: int
    split: _Split


def _heading(rows: list[str], fmt: NumberFormat) -> tuple[int, list[str | None]]:
    """The row index and the roles of the line table's heading (the first row of cells naming a quantity and a
    price or an amount, no amount printed), or (-1, [])."""
    for index, row in enumerate(rows):
        cells = split_cells(row)
        if len(cells) < 3 or fmt.amounts(row):
            continue
        roles = [heading_role(cell) or ("article" if ARTICLE_HEADING.match(cell.strip()) else None)
                 or ("unit" if UNIT_HEADING.match(cell.strip()) else None)
                 or ("description" if DESCRIPTION_HEADING.match(cell.strip()) else None) for cell in cells]
        if "quantity" in roles and ({"unit_price", "amount", "unit"} & set(roles)):
            return index, roles
    return -1, []


def lines_by_arithmetic(text: str, reaches_net: Callable[[Decimal], bool]) -> tuple[list[InvoiceLine] | None, str]:
    """The line table the text's arithmetic supports, or None and why not. `reaches_net`: whether a sum of line
    amounts is the net total (or a subtotal leading to it)."""
    fmt = NumberFormat(text)
    rows = [row for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    at_heading, roles = _heading(rows, fmt)
    price_first = ("quantity" in roles and "unit_price" in roles
                   and roles.index("unit_price") < roles.index("quantity")) or rate_before_hours(rows, fmt)
    vat_before_amount = "amount" in roles and roles[roles.index("amount") - 1:roles.index("amount")] == ["vat_rate"]
    quantity_first = ("quantity" in roles and "description" in roles
                      and roles.index("quantity") < roles.index("description"))
    at_leading, leading_roles = _quantity_leading_heading(rows, fmt)
    if at_leading >= 0 and at_heading < 0:
        at_heading, roles = at_leading, leading_roles  # 'Ship  Item No.  Description  Price  Disc%  Total  Tax'
    items: list[_Row] = []
    for index in range(at_heading + 1, len(rows)):
        splits = {s for s in _splits(split_cells(rows[index]), fmt, price_first, vat_before_amount, quantity_first)
                  | (_splits_quantity_first(split_cells(rows[index]), fmt) if 0 <= at_leading < index else set())
                  if any(re.search(r"[^\W\d_]{2}", t) for t in s.texts)}
        if len(splits) > 1:
            return None, f"the row {rows[index]!r} adds up in more than one way"
        if splits:
            items.append(_Row(index, splits.pop()))
    if not items:
        return None, "no row of the text adds up as an item row"
    if not reaches_net(sum((item.split.amount for item in items), Decimal(0))):
        return None, "the item rows' amounts do not add up to the net total"
    texts = _without_positions([tuple(t for t in item.split.texts if not is_period(t)) for item in items])
    if texts is None:
        return None, "a number before the text is not every row's position: a position or an article number?"
    texts = people_column_left_out(texts, _heading_above(rows, items[0].index, fmt))
    if texts is None:
        return None, "a row under a column of people does not print the person and the description apart"
    texts = type_column_left_out(texts, _heading_above(rows, items[0].index, fmt))
    texts = initials_column_left_out(texts, _heading_above(rows, items[0].index, fmt))
    unit_first = "quantity" in roles and roles.index("quantity") > 0 and roles[roles.index("quantity") - 1] == "unit"
    if unit_first and all(len(cells) >= 2 and UNIT_CELL.fullmatch(cells[-1]) for cells in texts):
        texts = [cells[:-1] for cells in texts]  # a unit column before the quantity ('pers.', 'h', 'forfait')
    elif _unit_before_figures(roles) and all(len(cells) >= 2 and (UNIT_CELL.fullmatch(cells[-1])
                                                                  or PACK_CELL.fullmatch(cells[-1])) for cells in texts):
        texts = [cells[:-1] for cells in texts]  # a size or packaging column before the price ('BX/50', 'EA')
    articles = _articles(texts, roles)
    if articles is None:
        return None, "the article numbers cannot be told from the descriptions"
    labelled_lines = _lines_of_labelled_articles(items, articles, rows, fmt)
    if labelled_lines is not None:
        return labelled_lines
    lines, barcoded = [], 0
    for k, (item, (article, description)) in enumerate(zip(items, articles)):
        end = items[k + 1].index if k + 1 < len(items) else item.index + 2
        under = rows[item.index + 1: end]
        under = list(itertools.takewhile(lambda row: not _closes_section(row, fmt), under))
        is_option = lambda row: is_option_row(row) or (is_dated_row(row) and not leads_on(description))  # noqa: E731
        options = list(itertools.takewhile(is_option, rows[item.index + 1: None if k + 1 == len(items) else end]))
        if article is None and options:
            under = under[len(options):]  # a web shop's product options or a service period under the item row
            labelled = [m.group(1) for row in options if (m := OPTION_ARTICLE.fullmatch(row.strip()))]
            if len(labelled) > 1:
                return None, f"the options under the line of {item.split.amount} name more than one article"
            article = labelled[0] if labelled else None
        below = [row for row in under if not fmt.amounts(row)]
        if k + 1 == len(items) and below and REVERSE_CHARGE_HINT.search(below[0]):
            below = []  # the reverse-charge statement under the table: no line's description
        run = list(itertools.takewhile(lambda row: not fmt.amounts(row), under))
        if article is None and run and is_gtin(run[0]):
            article, below, run = run[0].strip(), below[1:], run[1:]  # a barcode's number right under the item row
            barcoded += 1
        if article is None and below and below == run and all(_is_wrap(row, description) for row in below):
            description = " ".join([description, *(row.strip() for row in below)])  # right under its item row
        elif article is None and below:
            return None, f"the row {below[0]!r} below a line may be the rest of its description"
        if not description:
            return None, f"the line of {item.split.amount} prints no description"
        lines.append(InvoiceLine(article_no=article, description=description, quantity=item.split.quantity,
                                 unit_price=item.split.unit_price, net_amount=item.split.amount))
    if 0 < barcoded < len(lines):
        return None, "a barcode's number is printed under some item rows only: a column of articles not read"
    return lines, ""


GTIN = re.compile(r"\d{8}|\d{12,14}")
"""A barcode's number alone on its row (an EAN-13 '5411873020418', an EAN-8, a UPC-A, a GTIN-14)."""


def is_gtin(row: str) -> bool:
    """Whether a row is a barcode's number alone with its check digit right (weights 3 and 1 from the right):
    the article number of the item row above it ('5411873020418' under 'Haagbeuk ... 180 st  5,60  1.008,00')."""
    digits = row.strip()
    if not GTIN.fullmatch(digits):
        return False
    body = [int(d) for d in reversed(digits[:-1])]
    total = sum(d * (3 if k % 2 == 0 else 1) for k, d in enumerate(body))
    return (10 - total % 10) % 10 == int(digits[-1])


LABELLED_ARTICLE = re.compile(r"(?i)(?:art(?:ikel|icle)?\.?\s?(?:no\.?|nr\.?|n°|number|nummer)|item\s+no\.?)"
                              r"\s?:?\s*([A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*)")
"""A row that names the article of the line above it, its label and its code alone ('Art.nr. KR-6040-32B')."""
_LABEL_REACH = 3
"""How many rows under an item row may lead to the row that labels its article (the description's wraps first)."""


def _labelled_article(below: list[str], fmt: NumberFormat) -> tuple[str, list[str]] | None:
    """(article, the rows before it) where one of the rows right under an item row, before any row with an amount,
    labels the line's article ('handgrepen', 'Art.nr. KR-6040-32B'), else None."""
    for k, row in enumerate(below[:_LABEL_REACH]):
        if fmt.amounts(row):
            return None
        if (found := LABELLED_ARTICLE.fullmatch(row.strip())) is not None:
            return found.group(1), below[:k]
    return None


def _lines_of_labelled_articles(items: list[_Row], articles: list[tuple[str | None, str]], rows: list[str],
                                fmt: NumberFormat) -> tuple[list[InvoiceLine] | None, str] | None:
    """Where every item row has a row under it that labels its article ('Art.nr. DK-6040-S'), with nothing else
    between it and the next item row but the description's wraps above the label: the lines with those articles
    (None where the rows under a line are not so); None where no line's article is labelled so or the table's
    columns gave an article already (the usual reading goes on)."""
    ends = [item.index for item in items[1:]] + [len(rows)]
    found = [_labelled_article(rows[item.index + 1: end], fmt) for item, end in zip(items, ends)]
    if all(label is None for label in found) or any(article for article, _ in articles):
        return None
    if None in found:
        return None, "some lines label their article on a row under them, some do not"
    lines = []
    for k, (item, (_, description), (article, wraps)) in enumerate(zip(items, articles, found)):
        after = rows[item.index + 2 + len(wraps): ends[k]] if k + 1 < len(items) else []
        if after or not all(_is_wrap(row, description) for row in wraps):
            return None, f"the rows under the line of {item.split.amount} are not its description and its article"
        lines.append(InvoiceLine(article_no=article, description=" ".join([description, *(r.strip() for r in wraps)]),
                                 quantity=item.split.quantity, unit_price=item.split.unit_price,
                                 net_amount=item.split.amount))
    return lines, ""


LEADING_QUANTITY_HEADING = re.compile(r"(?i)^(?:ship(?:ped)?|qty shipped|geliefert|geleverd|livré)$")
"""A heading cell of the quantity shipped, the heading roles do not name ('Ship')."""


def _quantity_leading_heading(rows: list[str], fmt: NumberFormat) -> tuple[int, list[str | None]]:
    """The row index and the roles of a line table's heading whose first column is the quantity and whose second is
    the article or the description ('Menge  Artikelnr.  Beschreibung  Preis  Rab.%  Gesamt  St.', 'Ship  Item No.
    Description  Price  Disc%  Total  Tax'), no amount printed on it, or (-1, [])."""
    for index, row in enumerate(rows):
        cells = [cell.strip() for cell in split_cells(row)]
        if len(cells) < 4 or fmt.amounts(row):
            continue
        if heading_role(cells[0]) != "quantity" and not LEADING_QUANTITY_HEADING.fullmatch(cells[0]):
            continue
        roles = ["quantity", *(heading_role(cell) or ("article" if ARTICLE_HEADING.match(cell) else None)
                               or ("description" if DESCRIPTION_HEADING.match(cell) else None) for cell in cells[1:])]
        if roles[1] in ("article", "description") and {"unit_price", "amount"} <= set(roles):
            return index, roles
    return -1, []


def _splits_quantity_first(cells: list[str], fmt: NumberFormat) -> set[_Split]:
    """Every split of a row that starts with its quantity, under a heading whose first column is the quantity ('150
    HS-1SN-10  Hydraulikschlauch 1SN DN10, Meterware  6,85  5,00  976,13  EU0': 150 x 6,85 less 5 % is 976,13), the
    text cells between the quantity and the unit price, the discounts between the price and the amount."""
    found: set[_Split] = set()
    quantity = _quantity_cell(cells[0], fmt) if cells else None
    if quantity is None or quantity <= 0:
        return found
    for at_amount in range(3, len(cells)):
        amount = fmt.amount_cell(cells[at_amount])
        if amount is None or amount <= 0:
            continue
        for at_price in range(at_amount - 1, max(1, at_amount - 4), -1):
            if (priced := _price(cells[at_price], fmt)) is None:
                continue
            price, per = priced
            for factor in _discounts(cells[at_price + 1: at_amount], fmt) or []:
                if cents(quantity * price * factor / per) == amount:
                    found.add(_Split(tuple(t for t in cells[1:at_price] if t), quantity,
                                     price / per if per != 1 else price, amount))
    return found


def _heading_above(rows: list[str], first_item: int, fmt: NumberFormat) -> list[str]:
    """The cells of the row right above the first item row where it prints no amount (the table's heading: 'Staff
    Description  Hours  Rate  Amount'), else []."""
    return split_cells(rows[first_item - 1]) if first_item > 0 and not fmt.amounts(rows[first_item - 1]) else []


_SUBTOTAL_REACH = 4
"""How many one-amount rows under a subtotal may lead to a net total no row prints."""
VAT_ROW_WORD = re.compile(r"(?i)\b(?:vat|tva|btw|mwst|ust|iva|tax|steuer|taxe|dph|áfa|pdv|moms)\b|\d ?%")


def subtotal_leads_to(line_sum: Decimal, net_total: Decimal, text: str) -> bool:
    """Whether the line amounts' sum is printed as a subtotal (a row of one amount, a label before it) from which
    the amounts of one-amount rows right under it (rows of labels alone passed over), before any row that names VAT
    or a rate, lead to a net total
    that the totals chain found on no row of its own ('Sous-total  1 690,40 €', 'Livraison  18,00 €', 'TVA 21 %  358,76 €': net 1 708,40)."""
    if line_sum == net_total:
        return True
    fmt = NumberFormat(text)
    rows = totals_rows(text, fmt)
    for index, row in enumerate(rows):
        if fmt.amounts(row) != [line_sum] or not re.search(r"[^\W\d_]{3}", split_cells(row)[0]) or is_item_row(row):
            continue
        charges: list[Decimal] = []
        for below in rows[index + 1: index + 1 + _SUBTOTAL_REACH]:
            amounts = fmt.signed_amounts(below)
            if not amounts:
                continue  # a row of labels (the VAT summary's heading beside the subtotal)
            if (VAT_ROW_WORD.search(below) and not _percent_off(below, line_sum, amounts)) or len(amounts) != 1 \
                    or is_item_row(below):
                break
            charges.append(amounts[0])
            if line_sum + sum(charges, Decimal(0)) == net_total:
                return True
    return False


LINE_SUM_LABEL = re.compile(r"(?i)som regelbedragen|summe der positionen|sum of line net amounts|somme des montants nets"
                            r"|total des lignes|lines total|totaal regels")
"""The label of the row that prints the sum of the line amounts under a table of charges and allowances on the
document ('Som regelbedragen  8.450,50', 'Summe der Positionen  5.787,80': an e-invoice's rendering)."""
ALLOWANCE_ROW = re.compile(r"(?i)(?:korting|toeslag|nachlass|zuschlag|abschlag|rabatt|remise|majoration|frais|"
                           r"discount|allowance|charge|surcharge)\s*:\s*\S.*")
"""A charge or an allowance on the document, its kind and a colon before its reason ('Korting: Orderkorting 2 %',
'Zuschlag: Frachtkosten')."""


def allowances_above_lead_to(line_sum: Decimal, net_total: Decimal, text: str) -> bool:
    """Whether the line amounts' sum is printed on a row labelled as the sum of the lines ('Som regelbedragen
    8.450,50') right over the net total ('Totaal excl. btw  8.281,49'), and the charges and allowances printed above
    it, after the last item row ('Korting: Orderkorting 2 %  -169,01'), all of them, lead from it to the net total."""
    fmt = NumberFormat(text)
    rows = [row for row in text.splitlines() if row.strip() and not PAGE_BREAK.match(row.strip())]
    for index, row in enumerate(rows[:-1]):
        cells = split_cells(row)
        if (fmt.amounts(row) != [line_sum] or not LINE_SUM_LABEL.fullmatch(cells[0].strip())
                or fmt.signed_amounts(rows[index + 1]) != [net_total]):
            continue
        allowances = _allowances_above(rows[:index], fmt)
        return bool(allowances) and line_sum + sum(allowances, Decimal(0)) == net_total
    return False


def _allowances_above(rows: list[str], fmt: NumberFormat) -> list[Decimal]:
    """The amounts of the charge and allowance rows right above a row (rows without an amount passed over), up to
    the last item row; [] where another row with an amount stands between."""
    found: list[Decimal] = []
    for row in reversed(rows):
        amounts = fmt.signed_amounts(row)
        if is_item_row(row):
            return found
        if not amounts:
            continue
        if len(amounts) != 1 or not ALLOWANCE_ROW.fullmatch(split_cells(row)[0].strip()):
            return []
        found.append(amounts[0])
    return found


DISCOUNT_WORD = re.compile(r"(?i)^(?:rabatt|korting|remise|discount|sconto|descuento)\b[^%\d]{0,20}(\d{1,2}(?:[.,]\d{1,2})?) ?%$")
"""A discount row's label and its rate ('Rabatt 3 %', 'Remise commerciale 3 %')."""


def _percent_off(row: str, base: Decimal, amounts: list[Decimal]) -> bool:
    """Whether a row under a subtotal is a discount at the rate it prints, no VAT ('Rabatt 3 %  -119,28 EUR' under
    'Zwischensumme  3.976,00 EUR': 3 % of 3.976,00 is 119,28), its one amount negative."""
    found = DISCOUNT_WORD.match(split_cells(row)[0].strip())
    if found is None or len(amounts) != 1 or amounts[0] >= 0:
        return False
    return cents(base * Decimal(found.group(1).replace(",", ".")) / _HUNDRED) == -amounts[0]


def _is_wrap(row: str, description: str) -> bool:
    """Whether a row of text under a line without an article is the rest of its description: one cell that goes on
    in lower case ('paths, according to offer 2027-118'), or a word or two without a figure no wider than the
    description on the item row ('Gent')."""
    row = row.strip()
    if (len(split_cells(row)) != 1 or REVERSE_CHARGE_HINT.search(row) or CAPITAL_CODE.search(description)
            or MONTH_DAY_PERIOD.search(row)):  # a period ('metered component, Oct 19 - Nov 18'): a note, no wrap
        return False  # a code in the description: an article the table's columns did not give (a wrap not joined)
    return row[:1].islower() or (not re.search(r"\d", row) and len(row.split()) <= 2 and len(row) <= len(description))


TOTALS_HEADING = re.compile(r"(?i)(?:totals|totaux|totalen|summen|invoice totals|document totals|totaalbedragen)\s*:?")
"""The heading of the totals' section alone on its row, under the line table ('Totals' over 'Sum of line net
amounts  4,631.25 EUR'): in the plural, never a description's wrap ('Total' alone is left as it was)."""


def _closes_section(row: str, fmt: NumberFormat) -> bool:
    """A chapter's subtotal row ('Sous-total 1 MENUISERIES EXTÉRIEURES  9 330,00'), the next chapter's heading
    ('2  SERRURERIE') or the totals' heading ('Totals'): no line and no part of one."""
    return ((SUBTOTAL_WORD.match(row.strip()) is not None and len(fmt.amounts(row)) == 1)
            or (CHAPTER_ROW.fullmatch(row.strip()) is not None and not fmt.amounts(row))
            or TOTALS_HEADING.fullmatch(row.strip()) is not None)


OUTLINE_CELL = re.compile(r"(\d{1,2})\.(\d{1,2})")
"""A place in an outline of chapters ('1.1', '2.3')."""


def _outline_positions(texts: list[tuple[str, ...]]) -> bool:
    """Whether every row starts with its place in an outline of chapters, in order ('1.1', '1.2', '2.1')."""
    places = [tuple(map(int, found.groups())) if len(cells) > 1 and (found := OUTLINE_CELL.fullmatch(cells[0]))
              else None for cells in texts]
    return (len(places) >= 2 and None not in places and all(a < b for a, b in zip(places, places[1:]))
            and all(place[1] >= 1 for place in places))


def _without_positions(texts: list[tuple[str, ...]]) -> list[list[str]] | None:
    """The rows' text cells, a leading position number left out where every row prints its position (k or 10 k on
    row k: '1', '2' or '10', '20', '1.000'); None where a row starts with a number that is not (an article number
    of digits, or positions not told from one)."""
    if _outline_positions(texts):
        return [list(cells[1:]) for cells in texts]  # '1.1', '1.2', '2.1': places in an outline of chapters
    numbered = [len(cells) > 1 and POSITION_CELL.fullmatch(cells[0]) is not None for cells in texts]
    if not any(numbered):
        return [list(cells) for cells in texts]
    positions = [int(re.split(r"[.,]", cells[0])[0]) if numbered[k] else None for k, cells in enumerate(texts)]
    if all(position in (row, 10 * row) for row, position in enumerate(positions, start=1)):
        return [list(cells[1:]) for cells in texts]
    return None


def _unit_before_figures(roles: list[str | None]) -> bool:
    """Whether the heading's last column before its first figure column (unit price or quantity) is a unit or a
    packaging column ('Size/Packaging  Unit Price  Quantity')."""
    first = min((roles.index(role) for role in ("quantity", "unit_price") if role in roles), default=0)
    return first > 0 and roles[first - 1] == "unit"


def _glued_article(cells: list[str], roles: list[str | None]) -> list[str]:
    """A row's text cells with the article code split off the end of its description, where the heading's article
    column comes right after the description column and the row prints no code cell of its own: the text ran the
    two columns together ('..., countersunk, FX-SXR-10100' under 'Product Description  Catalog No.')."""
    at = roles.index("description") if "description" in roles else -1
    if (at < 0 or at + 1 >= len(roles) or roles[at + 1] != "article" or len(cells) != 1
            or (found := GLUED_CODE.search(cells[0])) is None):
        return cells
    return [cells[0][:found.start()].rstrip(), found.group(1)]


def _articles(texts: list[list[str]], roles: list[str | None]) -> list[tuple[str | None, str]] | None:
    """(article, description) of each line, or None where they cannot be told apart unambiguously."""
    if "article" in roles and "description" in roles:
        out = []
        for cells in texts:
            cells = _glued_article(cells, roles)
            codes = [k for k, cell in enumerate(cells) if CODE.fullmatch(cell)]
            if len(codes) > 1 or (codes and len(cells) < 2):
                return None
            at = codes[0] if codes else None
            if at is None and any(CODE.fullmatch(word.strip(",;:")) for word in " ".join(cells).split()):
                return None  # a code inside the text, under an article column: glued to the description?
            out.append((cells[at] if at is not None else None, " ".join(c for k, c in enumerate(cells) if k != at)))
        return out
    heads = {head.group(0) if (head := SHAPE_HEAD.match(cells[0])) and CODE_SHAPE.fullmatch(cells[0]) else None
             for cells in texts}
    if len(texts) >= 2 and len(heads) == 1 and None not in heads and all(len(cells) >= 2 for cells in texts):
        return [(cells[0], " ".join(cells[1:])) for cells in texts]  # a code every row starts with, of one shape
    if len(texts) >= 2 and all(len(cells) >= 2 and DIGIT_CODE.fullmatch(cells[0]) and re.search(r"[a-z]{2}", cells[1])
                               for cells in texts):
        return [(cells[0], " ".join(cells[1:])) for cells in texts]  # a cell of its own every row starts with: a
        # code of capitals and digits in groups ('EPAL-1208-N', 'PAL-1210-W'), then words in lower case
    dashed = [DASHED_ARTICLE.fullmatch(" ".join(cells)) for cells in texts]
    if len(texts) >= 2 and all(dashed):
        return [(found.group("code"), found.group("rest")) for found in dashed]  # 'P-2119 – Flasque palier ...'
    return [(None, " ".join(cells)) for cells in texts]


DASHED_ARTICLE = re.compile(r"(?P<code>(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z])[A-Z0-9]+(?:[-./][A-Z0-9]+)+) [–—] "
                            r"(?P<rest>[^\W\d_].*[^\W\d_A-ZÀ-Þ]{2}.*)")
"""A code and a long dash with a space either side before the words of a description, in one cell ('P-2119 –
Flasque palier usiné, aluminium 6082'): the article and its description."""


CAPITAL_CODE = re.compile(r"(?<![\w-])(?=[A-Z0-9]*[A-Z])[A-Z0-9]+(?:[-./_][A-Z0-9]+)+(?![\w-])")
"""A code with a capital, in groups ('MO-ELEC', 'MAT-LED-60'), inside a description."""
UNIT_CELL = re.compile(r"[^\W\d_]{1,7}\.?|m[23²³]")
"""A cell of a unit column alone ('pers.', 'h', 'Stk', 'forfait')."""
PACK_CELL = re.compile(r"[A-Z]{1,4}/\d{1,4}")
"""A packaging cell: a unit of capitals and how many pieces it holds ('BX/50', 'PK/10')."""
GLUED_CODE = re.compile(r"\s((?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+)$")
"""A code of capitals and digits in groups joined by dashes, ending a description cell ('... FX-SXR-10100')."""
DESCRIPTION_HEADING = re.compile(r"(?i)^(?:(?:product|item|article) description|description (?:du|de l'|de la) ?"
                                 r"(?:produit|article|prestation))$")
"""A heading cell of a description column the heading roles do not name ('Product Description')."""
UNIT_HEADING = re.compile(r"(?i)^(?:u\.? ?m\.?|udm|um|size ?/ ?packaging|packaging|pack(?:ing)? unit|conditionnement)$")
"""A heading cell of a unit column the heading roles do not name ('U.M.', 'UdM': unité de mesure)."""
DIGIT_CODE = re.compile(r"(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+")
"""A code of capitals and digits in groups joined by dashes, with a capital and a digit ('EPAL-1208-N')."""
SHAPE_HEAD = re.compile(r"[A-Z]{2,}[-./]")
CODE_SHAPE = re.compile(r"[A-Z0-9]+(?:[-./][A-Z0-9]+)+")
"""A code of groups of capitals and digits ('SV-TECH-H'); rows share its shape where their first group is the same."""
ARTICLE_HEADING = re.compile(r"(?i)^(?:item|part|article|artikel|material|materiaal|catalog(?:ue)?)[ -]?(?:no\.?|nr\.?|number|nummer|"
                             r"code|#)$|^(?:sku|réf\.?|ref\.?|référence|code|(?:n°|no\.?|nr\.?) ?(?:catalogue|catalog|katalog))$"
                             r"|^(?:réf\.?|référence) (?:produit|article)$"
                             r"|^(?:item|article|artikel)[ -]id$|^id (?:article|artikel)$")
"""A heading cell that names an article column the heading roles do not ('Item number', 'SKU', 'Réf.'; an
identifier: 'Artikel-ID', 'ID article')."""


__all__ = ["lines_by_arithmetic", "subtotal_leads_to"]
