"""What `invoice-env case new` may pre-fill: only what the invoice's own amounts and statements support. A user
checks a pre-filled case by eye, so a wrong value is worse than a TODO (issue 38, item 8).

The cross-checks, on the totals block the PDF prints (the rows above its VAT line and below it):
- the net total is the amount on a row above the VAT line whose VAT at the printed rate is the VAT line's amount,
  and which plus that VAT is an amount printed below it (the gross);
- the line amounts add up to that net total, or to a subtotal printed above it from which amounts on the rows
  between (a discount, a packing charge) lead to it;
- a totals grid (a row of labels over a row of amounts) is read as one row per column;
- one VAT rate on the VAT lines, 0 % exactly when the invoice states reverse charge;
- a line table read as one row with quantity 1 and no article number is not a line table that was read;
- 'no PO' only where the invoice prints no word that names an order, and no reference label with a number
  shaped as a PO beside it;
- where no PO is read, the one number printed in the ERP's PO form beside a word that names an order or a
  reference, and no other number's (`po_by_form`);
- no article number that starts with its row's position or is a place in an outline of sections ('1.4') (a
  position column read as the article);
- no article that is words ('... und zurück': a description read as the article), and none in a column of the
  line's kind ('Service', 'Service', 'Expense': dropped, the lines kept);
- each line's quantity printed on the side of its unit price the heading puts it ('2.000,00  st  0,124': quantity
  x price is the amount either way);
- a reverse-charged invoice that prints no VAT amount has the line amounts' sum as its net at 0 % where it prints
  that sum as its subtotal and again as the amount due.
A net total printed alone (no line table read, no VAT line with an amount) has nothing to contradict it and is kept.
Where a check fails the field is left as a TODO with the reason, never filled with a guess."""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal

from invoice_env.documents.labels import HEADINGS
from invoice_env.documents.reader import Reading, item_row, strip_po_prefix
from invoice_env.documents.reader.articles import ARTICLE_PREFIX, GROUPED_CODE
from invoice_env.documents.reader.structure_table import OUTLINE_PLACE, heading_role
from invoice_env.documents.reader.structure_totals import vat_breakdown
from invoice_env.documents.reader.shared import NumberFormat, label_cells, po_in_erp_form, split_cells
from invoice_env.tasks.cases.line_columns import articles_from_heading_column, isbn_articles, unit_read_as_article
from invoice_env.tasks.cases.line_labels import (article_cell_before_description, articles_labelled_below,
                                                   labelled_code_at_end, labelled_code_below)
from invoice_env.tasks.cases.line_misreads import articles_in_parentheses, line_misread
from invoice_env.tasks.cases.lines_by_arithmetic import allowances_above_lead_to, lines_by_arithmetic, subtotal_leads_to
from invoice_env.tasks.cases.po_by_form import (ORDER_WORD, REFERENCE_WORD, order_in_address, order_in_prose,
                                                po_by_form, supplier_order_only)
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.tasks.cases.prefill_guards import guarded
from invoice_env.tasks.cases.identifiers_as_labelled import identifiers_as_labelled
from invoice_env.tasks.cases.identifiers_printed_so import (identifiers_printed_so, po_by_buyer_label,
                                                          reverse_charge_hint)
from invoice_env.tasks.cases.po_after_label import po_after_order_label
from invoice_env.tasks.cases.prefill_identifiers import identified, po_in_customer_note
from invoice_env.tasks.cases.prefill_totals import totals_by_arithmetic
from invoice_env.tasks.cases.printed import REVERSE_CHARGE_MORE
from invoice_env.tasks.cases.totals_chain import (TotalsChain, gross_printed_below_vat, is_item_row,
                                                  lines_reach_net, names_vat_amount, reached_chain, totals_chain,
                                                  untaxed_total)
from invoice_env.world.money import cents


def _order_word(text: str) -> str | None:
    """The first word naming an order on a row that is not a line item ('Small order surcharge' is one), not in a
    sentence naming no number ('commande de novembre': `order_in_prose`), not in an e-mail or web address
    ('orders@scheldeboek.be': `order_in_address`)."""
    for row in text.splitlines():
        found = next((word for word in ORDER_WORD.finditer(row)
                      if not order_in_prose(row, word) and not order_in_address(row, word)), None)
        if found and item_row(0, split_cells(row)) is None:
            return found.group(0)
    return None


def _reference_with_po_value(text: str) -> str | None:
    """The first cell that names a reference with a value shaped as a PO number after it, in the cell or the next
    ('Externe Referenz  4577/0942', 'Votre référence  :  4577/1035'): a PO the reader did not read as one, so 'no PO'
    is not pre-filled."""
    for row in text.splitlines():
        cells = label_cells(row)
        for position, cell in enumerate(cells):
            word = REFERENCE_WORD.search(cell)
            if word is None:
                continue
            value = cell[word.end():] or (cells[position + 1] if position + 1 < len(cells) else "")
            if po_in_erp_form(strip_po_prefix(value)) or po_in_erp_form(_without_glued_letters(value)):
                return cell
    return None


def _without_glued_letters(value: str) -> str:
    """A value without the few capitals glued before its number ('BB45771414' -> '45771414')."""
    return re.sub(r"^[A-Z]{1,4}(?=\d)", "", value.strip())


def _reverse_charged_totals(values: dict, text: str) -> bool:
    """A 0 % VAT of 0 read between a net and a gross total that are the same amount, the largest the invoice prints
    (the VAT line prints no rate: 'Total Exclusive: 3,268.10 / Total VAT: 0.00 / Grand Total: 3,268.10')."""
    net, vat, rate, gross = (values.get(n) for n in ("net_total", "vat_amount", "vat_rate", "gross_total"))
    return net is not None and rate == 0 and vat == 0 and gross == net and _largest_amount(text) == gross


def _largest_amount(text: str) -> Decimal | None:
    fmt = NumberFormat(text)
    return max((a for row in text.splitlines() for a in fmt.signed_amounts(row)), default=None)


def supported_reading(reading: Reading, text: str, po_numbers: Iterable[str] = ()) -> Reading:
    """The reading with every value the cross-checks do not support moved to its problems (a TODO). `po_numbers`:
    the ERP's PO numbers, whose form a PO read must have (none given: any form)."""
    values, problems = dict(reading.values), dict(reading.problems)

    def drop(name: str, why: str) -> None:
        values.pop(name, None)
        problems.setdefault(name, why)

    chain, why = totals_chain(text)
    lines = values.get("lines")
    if chain is None and lines:
        chain = reached_chain(text, {sum((line.net_amount for line in lines), Decimal(0))})
    if chain is None:  # other forms of the totals, by their arithmetic (prefill_totals.py)
        chain, doubt = totals_by_arithmetic(text, values)
        for name in ("net_total", "vat_rate") if doubt else ():
            drop(name, doubt)
    if chain is None:
        net, vat, rate = (values.get(n) for n in ("net_total", "vat_amount", "vat_rate"))
        breakdown = vat_breakdown(text) if why == "no VAT line with a rate and an amount" else None
        if breakdown is not None and (rate, net, vat) == breakdown[:3]:
            chain = TotalsChain(net, rate, -1)  # no VAT line: the VAT breakdown's one row (lines may include VAT)
        elif (reading.adds_up and rate is not None and cents(net * rate / 100) == vat
                and (vat != 0 or gross_printed_below_vat(text, net, vat))):
            chain = TotalsChain(net, rate, -1)  # no rate on the VAT line, but every amount adds up
        elif not lines and not names_vat_amount(text):
            drop("vat_rate", f"not supported by the totals ({why})")  # a net total alone: nothing contradicts it
        elif lines and values.get("reverse_charge_stated") and (untaxed := untaxed_total(text, lines)) is not None:
            chain = TotalsChain(untaxed, Decimal(0), -1)
        elif values.get("reverse_charge_stated") and _reverse_charged_totals(values, text):
            chain = TotalsChain(net, Decimal(0), -1)
        else:
            drop("net_total", f"not supported by the totals ({why})")
            drop("vat_rate", f"not supported by the totals ({why})")
    if chain is not None:
        values["net_total"], values["vat_rate"] = chain.net_total, chain.vat_rate
        problems.pop("net_total", None)
        problems.pop("vat_rate", None)
        line_sum = sum((line.net_amount for line in lines), Decimal(0)) if lines else Decimal(0)
        if lines and not (chain.net_row < 0 or lines_reach_net(line_sum, chain, text)
                          or _lines_priced_with_vat(lines, chain, text)
                          or allowances_above_lead_to(line_sum, chain.net_total, text)):
            drop("lines", f"the line amounts do not add up to the net total {chain.net_total}")
    if (values.get("reverse_charge_stated") is False and values.get("vat_rate") == 0
            and REVERSE_CHARGE_MORE.search(" ".join(text.split()).casefold())):
        values["reverse_charge_stated"] = True  # 'Verlagerung der Steuerschuld ...' at 0 % (printed.py's wording)
        problems.pop("reverse_charge_stated", None)
    if values.get("reverse_charge_stated") is False and (hint := reverse_charge_hint(text)):
        drop("reverse_charge_stated", f"no reverse-charge statement read, but the invoice prints {hint.group()!r}")
    stated = values.get("reverse_charge_stated")
    if "vat_rate" in values and stated is not None and (values["vat_rate"] == 0) != bool(stated):
        drop("vat_rate", f"{values['vat_rate']} % VAT but the invoice " + (
            "states reverse charge" if stated else "states no reverse charge for 0 %"))
    order = _order_word(text)
    if "po_reference" in values and values["po_reference"] is None and order:
        drop("po_reference", f"no PO number read, but the invoice prints {order!r}")
    reference = _reference_with_po_value(text) if values.get("po_reference", "") is None else None
    if reference:
        drop("po_reference", f"no PO number read, but the invoice prints {reference!r} with a number")
    shapes = PoShapes.of(po_numbers)
    if values.get("po_reference") and not shapes.fits(values["po_reference"]):
        drop("po_reference", f"{values['po_reference']!r} was read as the PO, but the ERP's PO numbers have "
                             f"{shapes.described()}: a number of the supplier's own?")
    elif "po_reference" in values and values["po_reference"] is None and (shaped := shapes.printed_in(text)):
        drop("po_reference", f"no PO number read, but the invoice prints {shaped!r}, in the form of a PO number")
    if not values.get("po_reference") and (by_form := po_by_form(text, shapes, reading.values.get("invoice_number"))):
        values["po_reference"] = by_form  # the one number in the ERP's PO form, beside a word of an order
        problems.pop("po_reference", None)
    elif not values.get("po_reference") and (noted := po_in_customer_note(text, shapes)):
        values["po_reference"] = noted  # the buyer's note at a web shop's checkout (prefill_identifiers.py)
        problems.pop("po_reference", None)
    elif not values.get("po_reference") and (after := po_after_order_label(text, shapes,
                                                                           reading.values.get("invoice_number"))):
        values["po_reference"] = after  # 'Commande n°  4577 62 70': the digits in pairs (po_after_label.py)
        problems.pop("po_reference", None)
    elif not values.get("po_reference") and (buyers := po_by_buyer_label(text, shapes,
                                                                         reading.values.get("invoice_number"))):
        values["po_reference"] = buyers  # 'Uw bestelbon' over '45.777.235' (identifiers_printed_so.py)
        problems.pop("po_reference", None)
    if ("po_reference" in problems and not values.get("po_reference") and not reading.values.get("po_reference")
            and supplier_order_only(text, shapes)):
        values["po_reference"] = None  # only the supplier's own order is named: no PO (po_by_form.py)
        problems.pop("po_reference")
    if values.get("lines"):  # '(Art.-Nr. SEN-CO-H2S)' ending a description: the line's article (line_misreads.py)
        values["lines"] = articles_in_parentheses(values["lines"])
    if values.get("lines"):  # 'Tabellenboek Metaal ISBN 978-90-6228-915-3': the book's article (line_columns.py)
        values["lines"] = isbn_articles(values["lines"])
    if values.get("lines"):  # 'Art.-Nr.' over '1012', the column the reader left out (line_columns.py)
        values["lines"] = articles_from_heading_column(values["lines"], text)
    if values.get("lines") and (unit_first := unit_read_as_article(values["lines"], text)) is None:
        drop("lines", "a unit of measure was read as an article, and the description under its row is not printed")
    elif values.get("lines"):  # 'EA  PMP-GR2-16': the unit read as the article, the code as the description
        values["lines"] = unit_first
    if values.get("lines"):  # '... SKU PT-6x12', 'Job J27-3390' under every line: the line's article (line_labels.py)
        values["lines"] = articles_labelled_below(labelled_code_at_end(values["lines"]), text)
        values["lines"] = article_cell_before_description(values["lines"], text)  # '3  FLT-KIT  Kit filtres ...'
    lines = values.get("lines")
    if lines and (_articles_are_a_type_column(lines) or _articles_are_words_under_no_article_heading(lines, text)):
        lines = values["lines"] = [line.model_copy(update={"article_no": None}) for line in lines]
    unaccounted = _lines_unaccounted(lines, text) if lines else None
    if unaccounted:
        drop("lines", unaccounted)
    elif lines and (labelled := _article_left_in_description(lines)):
        drop("lines", f"the description {labelled!r} is an article word and its code, but no article was read")
    elif lines and (inside := _article_inside_description(lines)):
        drop("lines", f"the description {inside!r} holds a code of the other lines' articles, but no article was read")
    elif lines and (words := _article_is_words(lines)):
        drop("lines", f"article number {words!r} is words, not a code: a description was read as the article")
    elif lines and (swapped := _quantity_against_heading(lines, text)):
        drop("lines", swapped)
    elif lines and len(lines) == 1 and lines[0].quantity == 1 and not lines[0].article_no:
        drop("lines", "one row with quantity 1 and no article number: the line table was not read")
    elif lines and (position := _article_is_position(lines)):
        drop("lines", f"article number {position!r} is the row's position: a position column was read as the article")
    elif lines and (person := _articles_are_persons(lines)):
        drop("lines", f"article number {person!r} is a person's initials and surname: a column of people (a team "
                      f"member, a technician) was read as the article")
    if values.get("lines") and (misread := line_misread(values["lines"], text)):
        drop("lines", misread)
    if values.get("lines") and (coded := labelled_code_below(values["lines"], text)):
        drop("lines", f"the row {coded!r} under a line without an article labels a code: its article?")
    guarded(values, problems, text)  # forms first printed by corpora 37 to 40 (prefill_guards.py)
    identifiers_as_labelled(values, problems, text)  # a business term's id, a postal code read (corpora 69, 72)
    identified(values, problems, text)  # invoice numbers and dates first printed by corpora 41 to 48
    identifiers_printed_so(values, problems, text)  # forms first printed by corpora 77 to 80
    if "lines" not in values and chain is not None:  # lines not read or dropped: read by their arithmetic
        _with_lines_by_arithmetic(reading, values, problems, chain, text, po_numbers)
    return Reading(values, problems, reading.language, reading.how)


BY_ARITHMETIC = "arithmetic"
"""The `how` of a reading whose lines were read by their arithmetic (checked once, never read again)."""


def _with_lines_by_arithmetic(reading: Reading, values: dict, problems: dict, chain: TotalsChain, text: str,
                              po_numbers: Iterable[str]) -> None:
    """Where `supported_reading` left the lines as a TODO and established the net total, the lines read by their
    arithmetic (`lines_by_arithmetic.py`), put into `values` only if every check `supported_reading` makes of lines
    holds for them."""
    if reading.how == BY_ARITHMETIC or "lines" in values or values.get("net_total") != chain.net_total:
        return

    def reaches_net(total: Decimal) -> bool:
        return total == chain.net_total or (chain.net_row >= 0 and lines_reach_net(total, chain, text)) or (
            chain.net_row < 0 and subtotal_leads_to(total, chain.net_total, text)) or (  # a net no row prints
            allowances_above_lead_to(total, chain.net_total, text))  # 'Korting: ...' over 'Som regelbedragen'

    lines, _ = lines_by_arithmetic(text, reaches_net)
    if lines is None:
        return
    again = supported_reading(Reading({**reading.values, "lines": tuple(lines)},
                                      {k: v for k, v in reading.problems.items() if k != "lines"},
                                      reading.language, BY_ARITHMETIC), text, po_numbers)
    if "lines" in again.values and again.values.get("net_total") == chain.net_total:
        values["lines"] = again.values["lines"]
        problems.pop("lines", None)


INCLUDING_VAT = re.compile(r"(?i)\b(?:incl\.?|inkl\.?|including|inclusief)\s*(?:btw|vat|tva|mwst\.?|ust\.?)?(?!\w)|\bTVAC\b|\bTTC\b")
"""A heading's word for a price including VAT ('Prijs incl. btw', 'Preis inkl.', 'Prix TVAC', 'Total TTC')."""


def _lines_priced_with_vat(lines, chain: TotalsChain, text: str) -> bool:
    """The line table prices its lines including VAT (its heading says so: 'Prijs incl. btw', 'Preis inkl.',
    'Prix TVAC') and the line amounts add up to the net total plus its VAT at the chain's rate, to the cent."""
    total = sum((line.net_amount for line in lines), Decimal(0))
    if total != chain.net_total + cents(chain.net_total * chain.vat_rate / 100) or chain.vat_rate == 0:
        return False
    for row in text.splitlines():
        cells = split_cells(row)
        if len(cells) >= 3 and "quantity" in {heading_role(cell) for cell in cells} \
                and any(INCLUDING_VAT.search(cell) for cell in cells):
            return True
    return False


CODE_TOKEN = re.compile(r"(?!\d{1,2}[A-Z]\s)(?=[A-Z0-9./-]*[A-Z])(?=[A-Z0-9./-]*[\d\-./])[A-Z0-9][A-Z0-9./-]+(?=\s|$)")
"""A token shaped like an article code: capitals with digits or in groups ('MAINT-PS', 'RW-ONB', 'KR1120'); not a
digit or two and one capital before a word ('3D product visualisations', '4K camera': no code)."""


def _lines_unaccounted(lines, text: str) -> str | None:
    """Why the line table read may not be the one printed, or None: more rows of the text are line items (quantity
    x unit price = amount) than lines were read (a line missed, or two read as one); the heading has an article
    column of its own and no line has an article number (the column not read); a line without an article number
    whose description starts with a code ('RW-ONB Onboarding ...', 'MAINT-PS - Contrat ...') where the heading has
    no article column (article glued to the description, not told apart)."""
    printed = sum(is_item_row(row) for row in text.splitlines())
    if printed > len(lines):
        return f"the text prints {printed} rows that are line items and {len(lines)} lines were read"
    roles = _heading_roles(text)
    article_column = "article" in roles and "description" in roles
    if article_column and not any(line.article_no for line in lines):
        return "the table's heading has an article column, and no line's article number was read"
    if not article_column:
        coded = next((line.description for line in lines if not line.article_no
                      and CODE_TOKEN.match(line.description or "")), None)
        if coded is not None:
            return f"the description {coded!r} starts with a code: the article number may be glued to it"
    return None


def _heading_roles(text: str) -> list[str | None]:
    """The roles of the line table's heading cells (the first row that is one), or []."""
    return [heading_role(cell) for cell in _heading_cells(text)]


def _heading_cells(text: str) -> list[str]:
    """The line table's heading cells (the first row whose roles name a quantity and a price or an amount), or []."""
    fmt = NumberFormat(text)
    for row in text.splitlines():
        cells = split_cells(row)
        if len(cells) < 3 or fmt.amounts(row):
            continue
        roles = [heading_role(cell) for cell in cells]
        if "quantity" in roles and ({"unit_price", "amount"} & set(roles)):
            return cells
    return []


POSITION = re.compile(r"(\d{1,3})(?:[.,]0{1,3})?(?=\s|$)")
"""A position number as invoice software prints it before a line: 1, 2 ... 10, 20 ... 1.000, 2.000."""


def _article_is_position(lines) -> str | None:
    """The first article number that starts with its row's position (k or 10 k on row k) or is a place in an outline
    of sections ('1.4'), if any: nothing cross-checks an article number, so one that may be a position column is
    left to the user."""
    for row, line in enumerate(lines, start=1):
        found = POSITION.match(line.article_no or "")
        if (found and int(found.group(1)) in (row, 10 * row)) or OUTLINE_PLACE.fullmatch(line.article_no or ""):
            return line.article_no
    return None


def _articles_are_a_type_column(lines) -> bool:
    """Every line's article is a word or two of letters, not all capitals, and some line prints the same one as
    another ('Service', 'Service', 'Expense'): a column of the line's kind before its description, not an article
    column (an article number tells one article from another; 'TR-COMP' twice is a code)."""
    articles = [line.article_no for line in lines]
    return (len(lines) >= 2 and all(articles) and len(set(articles)) < len(articles)
            and all(KIND_WORDS.fullmatch(article) for article in articles))


def _articles_are_words_under_no_article_heading(lines, text: str) -> bool:
    """Every line's article is a word or two of letters, not all capitals (`KIND_WORDS`), in a first column headed
    as the lines' positions ('Position', 'Pos.') before a description column, with no article column: a position
    column that prints words holds the line's kind ('Position' over 'Beratung', 'Entwicklung', 'Schulung', each
    once: Clockify), not article numbers, which are codes. A column headed otherwise ('Item Type' over 'Survey',
    'Management') is left as read."""
    cells = _heading_cells(text)
    roles = [heading_role(cell) for cell in cells]
    return (len(lines) >= 2 and len(cells) >= 3 and cells[0].strip().casefold().rstrip(":") in POSITION_HEADINGS
            and roles[1] == "description" and "article" not in roles
            and all(line.article_no and KIND_WORDS.fullmatch(line.article_no) for line in lines))


POSITION_HEADINGS = {*HEADINGS["position"], "position", "positie", "pos"}
"""A line table's first heading that names the lines' positions."""


KIND_WORDS = re.compile(r"(?=.*[^\W\d_A-ZÀ-Þ])[^\W\d_]+(?: [^\W\d_]+)?")
"""A word or two of letters alone, one of them in lower case ('Service', 'Travel expense'): no code."""


LOWER_CASE_WORD = re.compile(r"(?<!\S)[^\W\d_A-ZÀ-Þ]{2,}[,.;:]?(?!\S)")
"""A word of lower-case letters alone ('und', 'zurück'): text, not part of a code."""


ARTICLE_IN_DESCRIPTION = re.compile(rf"{ARTICLE_PREFIX}:? [A-Z0-9]+(?:[-./][A-Z0-9]+)+(?![\w-])")


def _article_left_in_description(lines) -> str | None:
    """The first description of a line without an article that starts with an article word and a code
    ('Art.-Nr. GR-3030-2'): the article was read as the description."""
    return next((line.description for line in lines
                 if line.article_no is None and ARTICLE_IN_DESCRIPTION.match(line.description)), None)


def _article_inside_description(lines) -> str | None:
    """The description of a line without an article that holds a code of the shape of the other lines' articles
    (the same first group of capitals: 'verhardingen BF-MOS-10L' beside the article 'BF-PEL-5L'), if any."""
    heads = {code.group("head") for line in lines
             if line.article_no and (code := GROUPED_CODE.fullmatch(line.article_no))}
    for line in lines:
        codes = GROUPED_CODE.finditer(line.description or "")
        if not line.article_no and any(code.group("head") in heads for code in codes):
            return line.description
    return None


PERSON_NAME = re.compile(r"(?:[A-ZÀ-Þ]\.[ -]?){1,3}[A-ZÀ-Þ][^\W\d_A-ZÀ-Þ]+(?:[- ][A-ZÀ-Þ][^\W\d_A-ZÀ-Þ]+)?")
"""A person's initials and surname ('E. Claes', 'J.-P. Dubois', 'A.B. van Dijk' is not: a lower-case particle)."""


def _articles_are_persons(lines) -> str | None:
    """The first article number, where every line has one and each is a person's initials and surname ('E. Claes',
    'T. Maes': a team member column before the notes), or None: an article number is a code, not a person."""
    articles = [line.article_no for line in lines]
    if all(articles) and all(PERSON_NAME.fullmatch(article.strip()) for article in articles):
        return articles[0]
    return None


def _article_is_words(lines) -> str | None:
    """The first article number that is words with spaces, one of them in lower case ('Reisekosten Contern - Gent
    und zurück'): an article number is a code, so a description was read as the article."""
    return next((line.article_no for line in lines if line.article_no and " " in line.article_no.strip()
                 and LOWER_CASE_WORD.search(line.article_no)), None)


def _quantity_against_heading(lines, text: str) -> str | None:
    """Why a line's quantity and unit price may be swapped, or None: the heading prints the quantity column
    before the unit price's (or after it) and the row of the line prints the quantity read after the unit
    price read (or before it). Quantity x unit price is the amount either way ('2.000,00  st  0,124  248,00'),
    so only the heading's order tells them apart."""
    roles = _heading_roles(text)
    if "quantity" not in roles or "unit_price" not in roles:
        return None
    quantity_first = roles.index("quantity") < roles.index("unit_price")
    fmt = NumberFormat(text)
    rows = [split_cells(row) for row in text.splitlines()]
    for line in lines:
        orders = [order for cells in rows if (order := _quantity_before_price(cells, line, fmt)) is not None]
        if orders and quantity_first not in orders:
            return (f"the line of {line.net_amount} prints its quantity {line.quantity} on the other side of its unit "
                    f"price from the heading's: quantity and price may be swapped")
    return None


def _quantity_before_price(cells: list[str], line, fmt: NumberFormat) -> bool | None:
    """On a row that ends with the line's amount: whether the cell printing the line's quantity stands before the
    cell printing its unit price (or its list price, before a line discount of up to half), or None where the
    row is not the line's or does not tell."""
    if len(cells) < 3 or fmt.amount_cell(cells[-1]) != line.net_amount:
        return None
    at_quantity = [k for k, cell in enumerate(cells[:-1]) if _printed_number(cell, fmt) == line.quantity]
    at_price = [k for k, cell in enumerate(cells[:-1]) if (price := fmt.amount_cell(cell, fmt.price)) is not None
                and price != line.quantity and line.unit_price <= price <= 2 * line.unit_price]
    if not at_quantity or not at_price:
        return None
    if max(at_quantity) < min(at_price):
        return True
    return False if min(at_quantity) > max(at_price) else None


def _printed_number(cell: str, fmt: NumberFormat) -> Decimal | None:
    """The number a cell prints in the text's format, with a unit after it or not ('2.000,00', '0,124', '14 Stk')."""
    found = re.fullmatch(r"(-?\d[\d.,' \u00a0\u202f]*?)(?: ?[^\W\d_][^\s\d]{0,7})?", cell.strip())
    if found is None:
        return None
    try:
        return fmt.number(found.group(1))
    except ArithmeticError:
        return None


__all__ = ["supported_reading"]
