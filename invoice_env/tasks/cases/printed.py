"""What a case's PDF says, read line by line from the text `read_document` gives: the value beside
(or, in a grid, below) a label, the amounts on a labelled line, the VAT rates, the rows of the line
table, a reverse-charge statement. The labels are the ones the project's invoices print in every
language and wording set, plus the usual ones of other invoice software; nothing here needs the
reader to parse the whole invoice, so a layout it does not know is still checked line by line."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from invoice_env.documents.labels import REVERSE_CHARGE as _REVERSE_CHARGE
from invoice_env.documents.labels import HEADINGS, VAT_WORD, all_labels
from invoice_env.documents.locales import LOCALES, LONG, MONTHS, MONTHS_EN, SHORT_EN, format_day, parse_day
from invoice_env.documents.reader import ItemRow, item_row, quantity_glued_row
from invoice_env.documents.reader.line_items import TILL_ROW, article_on_own_row, price_cell, quantity_glued_after
from invoice_env.documents.reader.line_items import TRAILING_PERCENT as PERCENT
from invoice_env.documents.reader.shared import (AUSTRIAN_MONTHS, PAGE_BREAK, date_at_start, groups_with_space,
                                                 join_wrapped_years, parse_date, split_cells)
from invoice_env.documents.wordings import WORDINGS
from invoice_env.world.money import cents
from invoice_env.tasks.cases.row_forms import (before_rate_and_vat, coded_recap_row, cut_long_decimals,
                                               line_discount_cell, priceless_items, quantity_and_article,
                                               quantity_below, quantity_row_below, split_glued_code,
                                               unbracket_units, bracketed_quantity, space_grouped_glued,
                                               tokens_show_quantity, without_posting_date)

MONEY = re.compile(r"(?<![\d.,])-?(?:\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+)[.,]\d{2}(?![\d%]|[.,]\d)")
DISCOUNT_WORD = re.compile(r"(?i)korting|remise|rabatt|discount|skonto|escompte|réduction|reduction")
COUPON_WORD = re.compile(r"(?i)gutschein|coupon|voucher|waardebon|kortingscode|bon de réduction|code promo")
"""A coupon or voucher redeemed on the invoice ('Gutschein TREUE10 (10 %)  - 166,38 €'): a discount line of its
totals."""
TAXES_WORD = re.compile(r"(?i)(?<![^\W\d_])taxes(?![^\W\d_])")
"""'Taxes' naming the VAT line of web invoicing tools ('Taxes (21%)  €1,140.30'), where VAT_WORD knows 'tax'."""
RATE_CELL = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?) ?%?")
"""A VAT rate standing as a cell, with its '%' or (under a 'TVA %' heading) without."""
SUMMARY_TAX = re.compile(r"(?i)btw|tva|vat|mwst|ust|steuer|tax|iva")
SUMMARY_BASE = re.compile(r"(?i)(?<![^\W\d_])(?:base|basis|grondslag|maatstaf|bemessungsgrundlage|imposable|taxable|"
                          r"origin)")
SUMMARY_RATE = re.compile(r"(?i)(?:pourcentage|percentage|percent|prozentsatz|prozent|steuersatz|satz|taux|tarief|rate|%)"
                          r"(?:\s+(?:de\s+(?:la\s+)?)?(?:tva|btw|vat|mwst|ust|iva))?$")
"""A VAT summary table's heading (issue 38, corpus 13): it names the tax, the base ('Montant de base',
'Basisbetrag', 'Grondslag', 'Maatstaf van heffing', 'Taxable amount', Dynamics' 'Origin') and the rate ('Pourcentage', 'Prozentsatz', 'Taux', 'Rate', '%'),
the rate word may name the tax after it ('Taux TVA', 'Taux de TVA', '% TVA'; corpus 54)."""
CHARGED_ELSEWHERE = re.compile(
    r"(?i)(?:invoiced|billed|charged)\s+separately|separately\s+(?:invoiced|billed|charged)|"
    r"on\s+a\s+separate\s+invoice|"
    r"afzonderlijk\s+gefactureerd|apart\s+gefactureerd|op\s+een\s+aparte\s+factuur|"
    r"factur[ée]e?s?\s+séparément|séparément\s+factur|sur\s+une\s+facture\s+séparée|"
    r"gesondert\s+(?:berechnet|in\s+rechnung)|separat\s+(?:berechnet|in\s+rechnung)|mit\s+separater\s+rechnung")
"""A sentence saying that something is invoiced separately ('Beverages and room hire are invoiced separately at 21 %
VAT.'): a rate it names is charged on another invoice, none of this one's rates."""
REVERSE_CHARGE_MORE = re.compile(
    r"verlagerung der steuerschuld|(?:mehrwert|umsatz)steuer (?:ist|wird) vom (?:kunden|leistungsempfänger|"
    r"vertragspartner) geschuldet")
"""The reverse-charge statement of a German-speaking Belgian supplier (Art. 20 KE Nr. 1 zum MwStGB: 'Verlagerung der
Steuerschuld auf den Vertragspartner', 'die Mehrwertsteuer ist vom Kunden geschuldet'), beside the shared wordings."""
CODE_THEN_WORDS = re.compile(r"(?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+|\d{4,}) (?=[^\W\d_])")
"""A till ticket's article row: the article number, then its description in the same cell ('10231 Koffiebonen
espresso blend 1 kg' over '12 st x 17,40  208,80  6%')."""
HUNDRED_PERCENT = re.compile(r"(?<![\d.,])100(?:[.,]0{1,2})?\s?%")
DISCOUNT_HEADING = re.compile(r"(?:kort|rab|rem|disc|nachl|réd|red)\.?")
"""A discount column's heading cut short ('Kort.', 'Rab.', 'Rem.', 'Disc.', 'Réd.' for réduction)."""


def _labels() -> list[tuple[str, str]]:
    """(label, field), longest first: the project's wording sets of every language, then the usual ones of
    other invoice software (documents/labels.py, the list the reader uses too)."""
    pairs = {(label, name) for label, name, _ in all_labels()}
    return sorted(pairs, key=lambda p: (-len(p[0]), p))


LABELS = _labels()
_QUANTITY_HEADINGS = frozenset({w.quantity.casefold() for sets in WORDINGS.values() for w in sets}
                               | {"qty", "qty.", "quantity", "menge", "anzahl", "anz.", "aantal", "qté", "quantité",
                                  "pcs", "stk", "stk.", "units", "hoeveelheid"})
DATE_STYLES = tuple(dict.fromkeys([w.date_style for sets in WORDINGS.values() for w in sets]
                                  + ["%d-%m-%Y", "%d/%m/%Y", "%d.%m.%Y", "%Y-%m-%d", "%d.%m.%y", "%d/%m/%y",
                                     LONG, SHORT_EN]))
_NOTES = tuple(" ".join(note.split()).casefold() for sets in WORDINGS.values() for w in sets
               for note in w.reverse_charge)


@dataclass(frozen=True)
class Found:
    """A value as the PDF prints it, and the line it stands on."""

    value: str
    line: str

    def quoted(self) -> str:
        line = " ".join(self.line.split("  ")) if len(self.line) <= 110 else self.line[:107] + "..."
        return f'line "{line}"'


def parse_amount(printed: str) -> Decimal:
    """A printed two-place amount in any usual spelling: 1.236,00 / 1 236,00 / 1,236.00 / 1236.00."""
    sign = "-" if printed.strip().startswith("-") else ""
    digits = re.sub(r"\D", "", printed)
    return Decimal(f"{sign}{digits[:-2] or '0'}.{digits[-2:]}")


def amounts_in(text: str) -> list[tuple[Decimal, str]]:
    return [(parse_amount(m.group(0)), m.group(0)) for m in MONEY.finditer(text)]


def label_of(cell: str) -> tuple[str, str] | None:
    """(field, rest of the cell) if the cell starts with a label: 'Label', 'Label:', 'Label ....: value',
    'Label : value' (a space, or a no-break space, before the colon: French typography)."""
    folded = cell.casefold()
    for label, name in LABELS:
        if folded.startswith(label.casefold()):
            rest = _without_business_term(cell[len(label):])
            if rest == "" or rest[0] in ":#" or rest[0].isspace() or (rest[0] == "." and not label.endswith(".")):
                return name, after_label(rest)
    return None


BUSINESS_TERM = re.compile(r"\s*\((?:BT|BG)-\d{1,3}\)(?=$|[\s:])")
"""The EN 16931 business term's id an XRechnung or ZUGFeRD viewer prints after a label ('Rechnungsnummer (BT-1)',
'Invoice date (BT-2):'): a part of the label, not its value."""


def _without_business_term(rest: str) -> str:
    """What follows a label, a business term's id right after it left out: ' (BT-1)' -> '', ' (BT-2): x' -> ': x'."""
    match = BUSINESS_TERM.match(rest)
    return rest[match.end():] if match else rest


def after_label(text: str) -> str:
    """A value as printed after its label, without the label's punctuation: ': F-2026-001' -> 'F-2026-001'."""
    return text.lstrip(":.#" + WHITESPACE).strip()


WHITESPACE = " \t\u00a0\u202f\u2007\u2009"
_PUNCTUATION = str.maketrans({**dict.fromkeys("\u2019\u2018\u201b\u02bc\u00b4\u0060\u2032", "'"),
                              **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
                              **dict.fromkeys("\u00a0\u202f\u2007\u2009", " ")})


def plain(text: str) -> str:
    """The text with its punctuation in one form: typographic apostrophes as ', dashes as -, no-break
    spaces as spaces. One character for one, so a position in it is the same in the text."""
    return text.translate(_PUNCTUATION)


def date_spellings(value: date) -> list[str]:
    spellings = {format_day(value, style, language) for style in DATE_STYLES for language in LOCALES}
    spellings |= {f"{value.day}.{value.month}.{value.year}", f"{value.day}/{value.month}/{value.year}",
                  f"{value.day}-{value.month}-{value.year}"}
    spellings |= {f"{value.year}{sep}{value.month:02d}{sep}{value.day:02d}" for sep in "/."}  # SYSPRO, Hungarian
    spellings |= {f"{month} {value.day}, {value.year}" for month in (MONTHS["en"][value.month - 1],
                                                                       MONTHS_EN[value.month - 1])}  # November 2, 2026
    spellings.add(f"{MONTHS_EN[value.month - 1]} {value.day:02d}, {value.year}")  # Dec 02, 2027: a till's stamp
    spellings |= {f"{value.day}. {value.month}. {value.year}", f"{value.day:02d}. {value.month:02d}. {value.year}"}
    spellings.add(f"{value.day:02d}-{MONTHS_EN[value.month - 1]}-{value.year}")  # 05-Oct-2027: ERP (Infor LN, Oracle)
    spellings.add(f"{value.day:02d}-{MONTHS_EN[value.month - 1]}-{value.year % 100:02d}")  # 18-Oct-27: forwarders' ERP
    if value.month in AUSTRIAN_MONTHS:  # 8. Jänner 2027
        spellings.add(f"{value.day}. {AUSTRIAN_MONTHS[value.month]} {value.year}")
    return sorted(spellings, key=lambda s: (not s[0].isdigit() or len(s) != 10, s))


def parse_any_date(text: str) -> date | None:
    words = " ".join(text.split()).split(" ")
    for count in (3, 1):  # "24 november 2026" or "24-11-2026", at the start of the value
        head = " ".join(words[:count])
        for language in LOCALES:
            found = parse_day(head, DATE_STYLES, language)
            if found is not None:
                return found
    return (_month_first(" ".join(words[:3])) or _any_spelling(" ".join(words[:4])) or _spaced_dots(" ".join(words))
            or _short_month(" ".join(words[:3])))


SPACED_DOTS = re.compile(r"(\d{1,2})\. ?(\d{1,2})\. ?(\d{4})(?!\d)")
"""A date day first with dots and a space after each ('12. 11. 2027', '14. 1. 2028': Slovenian and Czech software)."""


def _spaced_dots(text: str) -> date | None:
    match = SPACED_DOTS.match(text)
    if match is None:
        return None
    try:
        return date(int(match.group(3)), int(match.group(2)), int(match.group(1)))
    except ValueError:
        return None


SHORT_MONTH = re.compile(r"(\d{1,2})\.? ([^\W\d_]{3,})[.,] (\d{4})")


def _short_month(text: str) -> date | None:
    """A date with its month cut short and a dot ('13 janv. 2028', '12 févr. 2028') or a comma ('14 Oct, 2027': web
    shops): the month whose name in some language starts with the printed letters, where they name one month only."""
    match = SHORT_MONTH.fullmatch(text)
    if match is None:
        return None
    cut = match.group(2).casefold()
    months = {number for names in MONTHS.values() for number, name in enumerate(names, start=1)
              if name.casefold().startswith(cut)}
    if len(months) != 1:
        return None
    try:
        return date(int(match.group(3)), months.pop(), int(match.group(1)))
    except ValueError:
        return None


def _any_spelling(head: str) -> date | None:
    """A date at the start of a value in a spelling the wording sets do not print, as the reader reads it: an
    ordinal day ('1er décembre 2026', '23rd November 2026'), a weekday first ('dinsdag 17 november 2026'),
    an abbreviated month with its dot ('30. Nov. 2026')."""
    return date_at_start(head)


_MONTH_FIRST = re.compile(r"([A-Z][a-z]+)\.? (\d{1,2}),? (\d{4})")


def _month_first(text: str) -> date | None:
    """An English date with the month first: 'November 2, 2026', 'Nov 2, 2026' (the reader's `parse_date`)."""
    return parse_date(text) if _MONTH_FIRST.fullmatch(text) else None


class PrintedText:
    """The PDF's text as lines and cells (page-break lines left out)."""

    def __init__(self, text: str):
        self.lines = [line for line in text.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]
        self.cells = join_wrapped_years([split_cells(line) for line in self.lines])
        self.plain_lines = [plain(line) for line in self.lines]
        self.flat = " ".join(text.split())
        self.groups_with_space = groups_with_space(text)
        self._rates: set[Decimal] | None = None
        self._amounts: set[Decimal] | None = None
        self._recaps: list[tuple[Decimal, Decimal, Decimal, Found]] | None = None
        self._articles_under_quantities: bool | None = None

    def labelled(self, field: str) -> list[Found]:
        """Every value printed beside a `field` label, or below it in a grid of labels over values."""
        found: list[Found] = []
        for index, cells in enumerate(self.cells):
            for position, cell in enumerate(cells):
                hit = label_of(cell)
                if hit is None or hit[0] != field:
                    continue
                if hit[1]:
                    found.append(Found(hit[1], self.lines[index]))
                    continue
                following = [cell for cell in cells[position + 1:] if after_label(cell)]  # not a lone ':'
                gridded = self._under_label_beside_column(index, position)
                if gridded is not None and following and not re.search(r"\d", following[0]):
                    found.append(gridded)  # the label's neighbour in a grid of labels is a label, not its value
                    continue
                if following and label_of(following[0]) is None:
                    found.append(Found(after_label(following[0]), self.lines[index]))
                    continue
                below = self.cells[index + 1] if index + 1 < len(self.cells) else []
                if len(below) == len(cells) and label_of(below[position]) is None and after_label(below[position]):
                    found.append(Found(after_label(below[position]), self.lines[index + 1]))
                elif gridded is not None:
                    found.append(gridded)
        return found

    def _under_label_beside_column(self, index: int, position: int) -> Found | None:
        """The value under a label in a grid of labels over values printed beside another column (the sender's
        address) that the text puts first on the labels' row and between the two rows ('53721 Siegburg -
        Deutschland  Rechnungsnr.  Rechnungsdatum  Seite' over '02241 38 95 0' over 'RG-27-03318  05.11.2027  1 / 1'):
        the values' row is the next, or the one after a row of one cell, as wide as the labels from the first of them
        on; the labels print no figure, each cell before them does, the values' row prints no label and the value a
        figure (as the reader's `page._under_label_beside_column`); else None."""
        cells = self.cells[index]
        for row in range(index + 1, min(index + 3, len(self.cells))):
            below = self.cells[row]
            offset = len(cells) - len(below)
            if (1 <= offset <= position and len(below) >= 2
                    and all(re.search(r"\d", cell) for cell in cells[:offset])
                    and not any(re.search(r"\d", cell) for cell in cells[offset:])
                    and not any(label_of(cell) for cell in below)
                    and re.search(r"\d", below[position - offset])):
                return Found(after_label(below[position - offset]), self.lines[row])
            if len(below) != 1:
                return None
        return None

    def labelled_amounts(self, field: str) -> list[tuple[Decimal, Found]]:
        """The first amount after each `field` label on its own line (the totals of an invoice)."""
        out = []
        for index, cells in enumerate(self.cells):
            for position, cell in enumerate(cells):
                hit = label_of(cell)
                if hit and hit[0] == field:
                    amounts = amounts_in("  ".join([hit[1], *cells[position + 1:]]))
                    if amounts:
                        out.append((amounts[0][0], Found(amounts[0][1], self.lines[index])))
                    break
        return out

    def vat_rates(self) -> list[tuple[Decimal, Found]]:
        """Every VAT rate printed: a percentage on a line that names VAT, or a percentage standing as its
        own cell (a VAT recap row, a VAT % column of the line table); discount lines are left out."""
        named, columns = [], []
        for index, (line, cells) in enumerate(zip(self.lines, self.cells)):
            if DISCOUNT_WORD.search(line) or _zero_row(cells):
                continue
            if CHARGED_ELSEWHERE.search(line) and not amounts_in(line):
                continue  # 'Beverages and room hire are invoiced separately at 21 % VAT.': another invoice's rate
            if VAT_WORD.search(line) or self._taxes_line(line):
                named += [(Decimal(match.group(1).replace(",", ".")), Found(match.group(0), line))
                          for at, cell in enumerate(cells) for match in PERCENT.finditer(cell)
                          if not _interest_rate(cells, at, match.start()) and not line_discount_cell(cells, at)]
                continue
            if not self._vat_context(index, cells):
                continue  # a percentage of no VAT column or row: 'Late payment interest  8,00 %'
            columns += [(Decimal(RATE_CELL.fullmatch(cells[at].strip()).group(1).replace(",", ".")), Found(cells[at].strip(), line))
                        for at in self._vat_column_cells(index, cells)]
        found = named + columns + self._summary_rates() + self._totals_row_rates()  # VAT lines first: a message shows one
        return found + [(rate, where) for rate, _, _, where in self.recap_rows()
                        if (rate, where.line) not in {(r, f.line) for r, f in found}]

    def _taxes_line(self, line: str) -> bool:
        """A line that names the VAT 'Taxes' and prints a percentage and an amount that is that percentage of another
        amount the text prints ('Taxes (21%)  €1,140.30' below 'Subtotal  €5,430.00')."""
        if not TAXES_WORD.search(line):
            return False
        if self._amounts is None:
            self._amounts = {amount for amount, _ in amounts_in(self.flat)}
        rates = [Decimal(m.group(1).replace(",", ".")) for m in PERCENT.finditer(line)]
        taxes = [amount for amount, _ in amounts_in(line) if amount > 0]
        return any(abs(base * rate / 100 - tax) <= Decimal("0.01") for rate in rates if rate
                   for tax in taxes for base in self._amounts if base > tax)

    def recap_rows(self) -> list[tuple[Decimal, Decimal, Decimal, Found]]:
        """The rows of a VAT recap whose rate stands bare (or with '%') right under a rate heading on the row above,
        that heading naming a base column too, as (rate, base, tax, where), where the row's amounts confirm it: the
        base at that rate is the row's tax ('Btw %' over '4.392,24  21  922,37'; 'Percent' over 'BE21  21.00  5,626.45
        1,181.55'). The heading and the row may go on with a side column the text prints beside them ('...
        Brutobedrag  4.392,24'): cells are matched from the left."""
        if self._recaps is not None:
            return self._recaps
        out = []
        for index in range(1, len(self.cells)):
            heading, cells = self.cells[index - 1], self.cells[index]
            for at, title in enumerate(heading[:len(cells)]):
                if not (SUMMARY_RATE.search(title.strip()) and any(SUMMARY_BASE.search(cell) for cell in heading)
                        and (SUMMARY_TAX.search(" ".join(heading)) or "%" in title)):
                    continue
                rate = RATE_CELL.fullmatch(cells[at].strip())
                if rate is None or re.search(r"\d", title):
                    continue
                value = Decimal(rate.group(1).replace(",", "."))
                amounts = [(k, amount) for k, cell in enumerate(cells) if k != at for amount, _ in amounts_in(cell)]
                pair = next(((base, tax) for k, base in amounts for m, tax in amounts
                             if k != m and base > 0 and abs(base * value / 100 - tax) <= Decimal("0.01")), None)
                if value < 30 and pair is not None:
                    out.append((value, pair[0], pair[1], Found(cells[at].strip(), self.lines[index])))
            coded = coded_recap_row(heading, cells)
            if coded is not None:
                out.append((*coded, Found(cells[0].strip(), self.lines[index])))
        self._recaps = out
        return out

    def _vat_context(self, row: int, cells: list[str]) -> bool:
        """A row whose percentage cells can be VAT rates: under a heading with a VAT column, or a row that prints an
        amount beside its percentages (a VAT recap row: base, rate, tax); not a percentage alone with words, like a
        late-payment interest in the payment terms ('Late payment interest  8,00 %', 'Verzugszinsen  9 %')."""
        if any(_percent_role(title) == "vat" for title in self._heading_above(row)):
            return True
        return any(MONEY.search(cell) for cell in cells if not PERCENT.fullmatch(cell.strip()))

    def _vat_column_cells(self, row: int, cells: list[str]) -> list[int]:
        """The positions of a row's cells that print a VAT rate, by the table heading above (the nearest row of three
        or more cells without an amount). A row of the cells of a heading with discount and VAT columns: the
        percentages under its VAT headings, and the bare rates under a VAT heading with a '%' ('TVA %'). Otherwise the
        percentage cells: all where it names no discount column, none where it names a discount and no VAT column;
        where it names both, matched to its percentage columns from the right (a row with an empty discount cell
        prints only its VAT rate). A percentage the heading does not place is no rate where it is the row's line
        discount."""
        heading = self._heading_above(row)
        roles = [_percent_role(cell) for cell in heading]
        if len(heading) == len(cells) and {"discount", "vat"} <= set(roles):
            return [at for at, (cell, title, role) in enumerate(zip(cells, heading, roles)) if role == "vat" and (
                PERCENT.fullmatch(cell.strip()) or ("%" in title and RATE_CELL.fullmatch(cell.strip())))]
        percents = [at for at, cell in enumerate(cells) if PERCENT.fullmatch(cell.strip())]
        if len(heading) == len(cells) and not percents:  # bare rates under a 'Btw %' heading: '... 804,00  6  48,24'
            return [at for at, (cell, title, role) in enumerate(zip(cells, heading, roles))
                    if role == "vat" and "%" in title and not re.search(r"\d", title)
                    and (rate := RATE_CELL.fullmatch(cell.strip())) and Decimal(rate.group(1).replace(",", ".")) < 30]
        if not percents and self._bare_rate_last(row, heading):  # '... 68.00  442.00  21' under '...  Net  VAT %'
            return [len(cells) - 1]
        percents = [at for at in percents if not line_discount_cell(cells, at)]  # '2  pce  285,00  10%  513,00'
        percent_roles = [role for role in roles if role]
        if "discount" not in percent_roles:
            return percents
        matched = zip(reversed(percents), reversed(percent_roles))
        return [at for at, role in matched if role == "vat"][::-1]

    def _bare_rate_last(self, row: int, heading: list[str]) -> bool:
        """The row's last cell is a bare VAT rate (no '%') under a last heading 'VAT %' of a table whose rows do not
        fill every column ('Code  Description  Qty  Unit  Unit Price  Disc %  Net  VAT %' over 'LAB-ENG  ...  6.5 hr
        68.00  442.00  21'), an amount before it; and the totals confirm it: that rate of a printed net total is a
        printed amount ('Total Net  951.80', 'Total VAT  199.88')."""
        if not heading or "%" not in heading[-1] or re.search(r"\d", heading[-1]) or not self._vat_rate_after_amount(row):
            return False
        rate = Decimal(RATE_CELL.fullmatch(self.cells[row][-1].strip()).group(1).replace(",", "."))
        if self._amounts is None:
            self._amounts = {amount for amount, _ in amounts_in(self.flat)}
        return rate < 30 and any(cents(net * rate / 100) in self._amounts
                                 for net, _ in self.labelled_amounts("net_total") if net > 0)

    def _totals_row_rates(self) -> list[tuple[Decimal, Found]]:
        """The VAT rate of totals printed as one row of headings over one row of amounts ('Sous-total  Remise
        commerciale 2 %  Net  TVA 21%  Total' over '2.815,14 €  -56,30 €  2.758,84 €  579,36 €  3.338,20 €'): a
        heading that names VAT and no discount, with a percentage, where the amount below it is that rate of an amount
        below another heading (579,36 is 21 % of 2.758,84)."""
        out = []
        for index in range(len(self.cells) - 1):
            heading, below = self.cells[index], self.cells[index + 1]
            if len(heading) < 2 or len(below) != len(heading) or MONEY.search(self.lines[index]):
                continue
            amounts = [amounts_in(cell) for cell in below]
            if not all(len(found) == 1 for found in amounts):
                continue
            for at, title in enumerate(heading):
                match = PERCENT.search(title)
                if match is None or not VAT_WORD.search(title) or DISCOUNT_WORD.search(title):
                    continue
                rate, tax = Decimal(match.group(1).replace(",", ".")), amounts[at][0][0]
                if any(k != at and found[0][0] > 0 and cents(found[0][0] * rate / 100) == tax
                       for k, found in enumerate(amounts)):
                    out.append((rate, Found(match.group(0), self.lines[index])))
        return out

    def _summary_rates(self) -> list[tuple[Decimal, Found]]:
        """The rates a VAT summary table prints as bare numbers under a rate heading, where the amounts confirm
        them ('Code taxe  Montant de base  Pourcentage  Montant de taxe' over 'TVA6  1.897,40  6  113,84': 6 % of
        the base is a tax amount of the row). The heading names the tax, a base and a rate; the row has its cells."""
        out = []
        for index, cells in enumerate(self.cells):
            heading = self._heading_above(index)
            if len(heading) != len(cells) or not SUMMARY_TAX.search(" ".join(heading)):
                continue
            bases = [at for at, title in enumerate(heading) if SUMMARY_BASE.search(title)]
            rates = [at for at, title in enumerate(heading) if SUMMARY_RATE.search(title.strip())]
            if len(bases) != 1 or len(rates) != 1:
                continue
            base, rate = amounts_in(cells[bases[0]]), RATE_CELL.fullmatch(cells[rates[0]].strip())
            if len(base) != 1 or rate is None or base[0][0] <= 0:
                continue
            value = Decimal(rate.group(1).replace(",", "."))
            tax = base[0][0] * value / 100
            others = [amount for at, cell in enumerate(cells) if at not in (bases[0], rates[0])
                      for amount, _ in amounts_in(cell)]
            if any(abs(amount - tax) <= Decimal("0.01") for amount in others):
                out.append((value, Found(cells[rates[0]].strip(), self.lines[index])))
        return out

    def _vat_rate_after_amount(self, row: int) -> bool:
        """The row's last cell is a bare VAT rate ('12,00', '21 %') under the last heading of its table, a VAT rate
        heading ('% TVA', 'Btw %', 'MwSt.-Satz'), and an amount stands before it."""
        cells, heading = self.cells[row], self._heading_above(row)
        return (len(cells) >= 4 and bool(heading) and _percent_role(heading[-1]) == "vat"
                and RATE_CELL.fullmatch(cells[-1].strip()) is not None and price_cell(cells[-2]) is not None)

    def _heading_above(self, row: int) -> list[str]:
        """The cells of the nearest row above of three or more cells without an amount: the table's heading."""
        for index in range(row - 1, -1, -1):
            if len(self.cells[index]) >= 3 and not MONEY.search(self.lines[index]):
                return self.cells[index]
        return []

    def reverse_charge(self) -> Found | None:
        """The first reverse-charge (or exempt intra-EU supply) statement the PDF prints, if any."""
        for line in self.lines:
            folded = " ".join(line.split()).casefold()
            if (any(note in folded for note in _NOTES) or _REVERSE_CHARGE.search(folded)
                    or REVERSE_CHARGE_MORE.search(folded)):
                return Found(line.strip(), line)
        folded = self.flat.casefold()  # a statement wrapped over two lines
        for note in _NOTES:
            at = folded.find(note)
            if at >= 0:
                return Found(self.flat[at:at + len(note)], self.flat[at:at + len(note)])
        match = _REVERSE_CHARGE.search(folded) or REVERSE_CHARGE_MORE.search(folded)
        return Found(match.group(0), self.flat[max(0, match.start() - 40):match.end() + 40]) if match else None

    def item_rows(self) -> list[ItemRow]:
        """Every row whose amounts make it a line item (quantity x unit price = amount), read by the reader
        package's parser for any number spelling (documents/reader/line_items.py)."""
        rows = [row for row in (item_row(i, cells) or quantity_glued_row(i, cells) or _glued_after(i, cells)
                                or _before_side_cell(i, cells) or _before_code_cell(i, cells)
                                or _before_tax_cells(i, cells) or self._before_vat_amount(i, cells)
                                or (self._vat_rate_after_amount(i) and item_row(i, cells[:-1]))
                                or _in_row_forms(i, cells)
                                or (self.groups_with_space and _space_grouped_item(i, cells))
                                for i, cells in enumerate(map(_sign_spaced, self.cells))) if row]
        found = {row.index for row in rows}
        subtotals = {amount for amount, _ in self.labelled_amounts("net_total")}
        rows += [row for row in priceless_items(self.cells, self._quantity_heading, subtotals) if row.index not in found]
        return [_without_slash_units(row) for row in sorted(rows, key=lambda row: row.index)]

    def words_before_quantity(self, row: int) -> tuple[str, ...]:
        """The cells of words only that stand before an item row's quantity, where the reader's item row takes every
        word cell for a unit ('4  Travel costs  1  each  185.00  0  185.00': a unit follows the quantity, so the words
        before it are the description): the quantity is the last number before the first price."""
        cells = self.cells[row]
        first_price = next((at for at, cell in enumerate(cells) if price_cell(cell) is not None), None)
        if first_price is None:
            return ()
        numbers = [at for at, cell in enumerate(cells[:first_price]) if re.fullmatch(r"\d+(?:[.,]\d+)?", cell.strip())]
        if not numbers:
            return ()
        return tuple(cell.strip() for cell in cells[:numbers[-1]] if re.fullmatch(r"[^\W\d_][^\d]*", cell.strip()))

    def _quantity_heading(self, cells: list[str]) -> bool:
        """A table heading of a text column, a quantity column and one amount column, without an amount."""
        return (len(cells) == 3 and cells[1].casefold().rstrip(":").strip() in _QUANTITY_HEADINGS
                and not any(MONEY.search(cell) for cell in cells))

    def _before_vat_amount(self, index: int, cells: list[str]) -> ItemRow | None:
        """An item row that prints its VAT amount after its net amount, the net at a rate the text prints ('... 42,00
        504,00  0,00' at 0 %): read without it."""
        if len(cells) < 4 or not MONEY.fullmatch(cells[-1].strip()) or not MONEY.fullmatch(cells[-2].strip()):
            return None
        if self._rates is None:
            self._rates = {rate for rate, _ in self.vat_rates()}
        net, vat = parse_amount(cells[-2]), parse_amount(cells[-1])
        if net <= 0 or not any(abs(net * rate / 100 - vat) <= Decimal("0.01") for rate in self._rates):
            return None
        return item_row(index, cells[:-1])

    def rows_with(self, pattern: re.Pattern[str]) -> list[int]:
        """The indexes of the lines on which `pattern` stands."""
        return [index for index, line in enumerate(self.lines) if pattern.search(line)]

    def description_rows(self, description: str) -> list[tuple[int, ...]]:
        """The rows a line's description stands on, each match as its rows: one row, or consecutive rows
        where it wraps (its start ends the text of one row, the rest starts a cell of the next; a middle
        part fills a row's cell, and at most one of the rows is a line item of its own: the rows of two items
        are not one description). Compared with its punctuation in one form (plain) and any whitespace."""
        words = plain(description).split()
        if not words:
            return []
        whole = _words_pattern(words)
        found = [(index,) for index, line in enumerate(self.plain_lines) if whole.search(line)]
        items = {row.index for row in self.item_rows()}
        for index in range(len(self.plain_lines) - 1):
            for head, tail in _wrap_points(words):
                if _words_pattern(head, ending=True).search(self.plain_lines[index]):
                    rest = self._continued(index + 1, tail, _MAX_DESCRIPTION_ROWS - 1)
                    if rest and len(items & {index, *rest}) <= 1:
                        found.append((index, *rest))
        return found

    def _continued(self, row: int, words: list[str], rows_left: int, passed: bool = False) -> tuple[int, ...] | None:
        """The rows from `row` on that carry `words` as the rest of a wrapped description, or None. One row between
        two of its parts may be another column's (the text interleaves a side column with the table: one cell
        without a figure, 'Rechnungsadresse'); it is passed over, not one of the description's rows."""
        if row >= len(self.plain_lines) or rows_left <= 0:
            return None
        if _words_pattern(words, starting=True).search(self.plain_lines[row]):
            return (row,)
        cells = [" ".join(cell.split()).casefold() for cell in split_cells(self.plain_lines[row])]
        for head, tail in _wrap_points(words):
            if " ".join(head).casefold() in cells:
                rest = self._continued(row + 1, tail, rows_left - 1, passed)
                if rest:
                    return (row, *rest)
        if not passed and len(cells) == 1 and not re.search(r"\d", self.plain_lines[row]):
            return self._continued(row + 1, words, rows_left - 1, passed=True)
        return None

    def quantity_rows_of_article(self, row: int) -> list[int]:
        """Where an article number stands on a row of its own, the rows that may print its quantity: the row of
        cells above it (the article below its description, wrapped over at most a few one-cell rows) and a till
        roll's quantity row right below it ('Part SH-PMP-G20' over '6 x €286.50  €1,719.00'); on a till roll that
        prints each article under its quantity row, the item's name row and that quantity row above it."""
        if _position_and_article(self.cells[row]):  # 'Pos. 1  EPAL-NEW' over the description row with the figures
            return [row + 1] if row + 1 < len(self.cells) and len(self.cells[row + 1]) > 1 else []
        above = self._item_and_quantity_above(row)
        if above:  # 'LED panel ...  €825.00' over '30 pcs x €27.50' over 'SKU: LES-PNL-6040'
            return above
        below = quantity_row_below(self.cells, row)  # '2 Stk x 219,00' under the description's rows and amount
        if below is not None:
            return [below]
        if len(self.cells[row]) != 1:
            return []
        out = []
        for above in range(row - 1, max(-1, row - 1 - _MAX_WRAPPED_ROWS), -1):
            if len(self.cells[above]) > 1:
                out.append(above)
                break
        if row + 1 < len(self.cells) and _till_quantity(self.cells[row + 1]) is not None:
            out.append(row + 1)
        return out

    def _item_and_quantity_above(self, row: int) -> list[int]:
        """Where an article number stands alone right under a till roll's quantity row, which stands right under its
        item's name and amount ('LED panel 600 x 600 mm  €825.00' over '30 pcs x €27.50' over 'SKU: LES-PNL-6040':
        30 x 27,50 = 825,00), the two rows above it, where every article row of the text stands so (a till roll that
        prints the article first, over its name, amount and quantity row, puts the item above's two rows over it too);
        else none."""
        if self._articles_under_quantities is None:
            rows = [at for at, cells in enumerate(self.cells) if len(cells) == 1 and article_on_own_row(cells[0])]
            self._articles_under_quantities = bool(rows) and all(self._quantity_row_above(at) for at in rows)
        return self._quantity_row_above(row) if self._articles_under_quantities else []

    def _quantity_row_above(self, row: int) -> list[int]:
        """The item's name row and its quantity row, right above a one-cell row, where they add up; else none."""
        if row < 2 or len(self.cells[row]) != 1 or quantity_below(self.cells[row - 1]) is None:
            return []
        return [row - 2, row - 1] if quantity_row_below(self.cells, row - 2) == row - 1 else []

    def quantity_row_under(self, row: int) -> list[int]:
        """A till roll's quantity row right under a description's last row, the quantity times the unit price its
        amount ('Muurverf mat wit 10 L  €329,70' over '6 st x €54,95'); else none."""
        return [row + 1] if quantity_row_below(self.cells, row) == row + 1 else []

    def till_items(self) -> list[ItemRow]:
        """A till roll's lines, each at the row that prints its article number alone, over its quantity row (or under
        it, the item's name and amount above the two: 'LED panel ...  €825.00' over '30 pcs x €27.50' over 'SKU:
        LES-PNL-6040')."""
        return [ItemRow(row, code, (code,)) for row, cells in enumerate(self.cells[:-1])
                if len(cells) == 1 and (code := article_on_own_row(cells[0]))
                and (_till_quantity(self.cells[row + 1]) is not None
                     or quantity_row_below(self.cells, row) is not None)] + [
            ItemRow(row, code, (code,)) for row, cells in enumerate(self.cells[:-1])
            if (code := quantity_and_article(cells, self.cells[row + 1]))] + [
            ItemRow(row, match.group("code"), (match.group("code"),)) for row, cells in enumerate(self.cells[:-1])
            if len(cells) == 1 and (match := CODE_THEN_WORDS.match(cells[0].strip()))
            and _till_quantity(self.cells[row + 1]) is not None] + [
            ItemRow(row, code, (code,)) for row, cells in enumerate(self.cells)
            if len(cells) == 1 and (code := article_on_own_row(cells[0])) and self._item_and_quantity_above(row)]

    def quantity_column(self, row: int) -> int | None:
        """The quantity column of the line table the row belongs to, when the row has the header's cells:
        the nearest header above it with a quantity heading (Aantal, Qté, Menge, Qty, ...); a row with amounts
        is no header, even where its unit reads like one (Stk, pcs)."""
        for index in range(row - 1, -1, -1):
            cells = self.cells[index]
            headings = [cell.casefold().rstrip(":").strip() for cell in cells]
            if any(h in _QUANTITY_HEADINGS for h in headings) and not MONEY.search(self.lines[index]):
                if len(cells) != len(self.cells[row]):
                    return None
                return next(i for i, h in enumerate(headings) if h in _QUANTITY_HEADINGS)
        return None

    def shows_quantity(self, row: int, quantity: Decimal, without: re.Pattern[str], in_plain: bool = False) -> bool:
        """The row prints `quantity`: in its quantity column when the table's header says which one; else as
        a cell of its own (a unit may follow: 12 st, 12,5 m², 1 lump sum); else, on a row not split in cells, as a
        whole number anywhere but inside the article number (`without`; found in the plain row with `in_plain`)."""
        pattern = quantity_pattern(quantity)
        cell_pattern = quantity_pattern(quantity, self.groups_with_space)  # a cell is one number: '1 200 u'
        whole_cell = re.compile(rf"^{cell_pattern.pattern}(?:\s*{UNIT_AFTER_QUANTITY})?$")
        cells = self.cells[row]
        if quantity == 1 and self.one_unprinted(row, without, in_plain):
            return True
        if _till_quantity(cells) is not None:
            return _till_quantity(cells) == quantity
        if quantity_below(cells) is not None:  # '2 Stk x 219,00' alone, below its item's row
            return quantity_below(cells)[0] == quantity
        if bracketed_quantity(cells) is not None:  # a folio's '... (2 x 780,00)  1.560,00'
            return bracketed_quantity(cells) == quantity
        column = self.quantity_column(row)
        if column is not None and re.fullmatch(rf"-?\d[\d.,'\s]*(?:\s*{COLUMN_UNIT})?", cells[column].strip()):
            return re.match(rf"^{cell_pattern.pattern}(?:\s*{COLUMN_UNIT})?$", cells[column].strip()) is not None
        # else the heading's quantity column holds no number on the row: the heading wraps over rows or one cell of
        # it or of the row runs two columns together ('Einzelpreis Rabatt %'); the row is read as without a heading
        if len(cells) > 1:
            # under a heading whose quantity column the row does not fill, only the row's arithmetic shows a quantity
            # (its discount cell '12,00' is no quantity 12)
            if column is None and any(whole_cell.match(cell.strip()) for cell in cells):
                return True
            # a quantity-first row printed one space from its description: '6 Douchegoot RVS 800 mm'
            if column is None and re.match(rf"{pattern.pattern}\s+[^\W\d]", cells[0].strip()) is not None:
                return True
            # the quantity one space after the description, the row adding up with it ('... eerste 22  uur  54,00')
            glued = quantity_glued_after(row, cells)
            if glued is None and self.groups_with_space:  # '... retirée sur le 1 250 m²  4,20 €  5 250,00 €'
                glued = space_grouped_glued(row, cells)
            if glued is None and any(NO_BREAK_GROUP.search(cell) for cell in cells[:-2]):
                # its thousands grouped with a no-break space, which parts no cells ('isolation 14\u00a0380 mots')
                glued = quantity_glued_after(row, [NO_BREAK_GROUP.sub("", cell) for cell in cells])
            if glued is None and self._vat_rate_after_amount(row):
                # the VAT rate after the amount, under the heading's last (VAT rate) column: '... bidon 5 l 48
                # 38,90  1.867,20  12,00' under 'Réf.  Description  Qté  Prix  Rem. %  Base  % TVA'
                glued = quantity_glued_after(row, cells[:-1])
            if glued is not None and pattern.fullmatch(glued[1]) is not None:
                return True
            return tokens_show_quantity(without.sub(" ", (self.plain_lines if in_plain else self.lines)[row]),
                                        quantity, pattern)

        return pattern.search(without.sub(" ", (self.plain_lines if in_plain else self.lines)[row])) is not None

    def one_unprinted(self, row: int, without: re.Pattern[str], in_plain: bool = False) -> bool:
        """A quantity of 1 the row does not print: besides the line's description (or article, `without`) the row
        prints one amount, the line's net (as unit price and net where both stand: 'Phase ESQ ...  6 800,00 €  100 %
        6 800,00 €', progress at 100 %), and no other figure that could be a quantity ('M. de Wit  Reiskosten
        Reiskosten vier bezoeken Utrecht - Gent  € 285,20'); and no quantity row of a till roll stands right below
        it. A posting date as the row's first cell is no figure of the line ('18/10/27  7110  Organisation séminaire
        ...  1.950,00': a hotel folio prints '(2 x 780,00)' in the text for more than one unit, nothing for one)."""
        rest = without_posting_date(without.sub(" ", (self.plain_lines if in_plain else self.lines)[row]))
        amounts = {amount for amount, _ in amounts_in(rest)}
        if len(amounts) != 1 or next(iter(amounts)) <= 0:
            return False
        if re.search(r"\d", HUNDRED_PERCENT.sub(" ", MONEY.sub(" ", rest))):
            return False
        return not any(quantity_below(cells) is not None or _till_quantity(cells) is not None
                       for cells in self.cells[row + 1:row + 1 + _MAX_WRAPPED_ROWS])


UNIT_AFTER_QUANTITY = r"[^\W\d]{1,8}(?:-[^\W\d]{1,8})?[23]?(?:['\u2019][^\W\d]{1,2})?(?:\([^\W\d]{1,2}\))?\.?(?: [^\W\d]{1,8})?"
"""The unit a quantity cell may print after the quantity: 'st', 'm²', 'm2', 'lump sum', a plural in brackets
('Unité(s)', 'pièce(s)') or after an apostrophe ("pagina's")."""


COLUMN_UNIT = rf"(?:{UNIT_AFTER_QUANTITY}|[^\W\d]{{9,14}})"
"""The unit a cell of the quantity column may print after the quantity: one of UNIT_AFTER_QUANTITY, or a longer word
('8 deelnemer', '3 Teilnehmer', '2 participants'), the heading saying the cell is the quantity."""


NO_BREAK_GROUP = re.compile(r"(?<=\d)[\u00a0\u202f](?=\d{3}(?!\d))")
"""A no-break space between a number's thousands groups ('14\u00a0380', '1\u00a0581,80')."""


NO_BREAK_BEFORE_SIGN = re.compile(r"(?<=\d)[\u00a0\u202f](?=(?:€|EUR)$)")
"""A no-break space between an amount and its currency sign ('80,00\u00a0€', as word processors and invoicing
tools print it): read as the plain space a price cell allows there."""


def _sign_spaced(cells: list[str]) -> list[str]:
    """The row's cells with an amount's currency sign set off by a plain space, whatever space the PDF prints."""
    return [NO_BREAK_BEFORE_SIGN.sub(" ", cell.strip()) for cell in cells]


SLASH_UNIT = re.compile(r"[^\W\d]{1,3}/[^\W\d]{1,3}")
"""A unit printed with a slash in a unit column ('A/R' for aller-retour, 'm/l'): a unit, not a text of the row."""


def _without_slash_units(row: ItemRow) -> ItemRow:
    """The row with a unit written with a slash not taken for a second text cell (which would make its
    description an article number)."""
    texts = tuple(text for text in row.texts if not SLASH_UNIT.fullmatch(text.strip()))
    if texts == row.texts:
        return row
    return ItemRow(row.index, texts[0] if len(texts) >= 2 else None, texts)


def _before_side_cell(index: int, cells: list[str]) -> ItemRow | None:
    """An item row whose text goes on, after its amount, with a cell of a side column the text interleaves with
    the table (the buyer's address beside the lines: '... 37,5 kg  9,80  367,50  Industrieweg 14')."""
    if len(cells) < 4 or not re.search(r"[^\W\d]", cells[-1]):
        return None
    return item_row(index, cells[:-1])


def _before_code_cell(index: int, cells: list[str]) -> ItemRow | None:
    """An item row with a VAT code of one to three digits after its amount, where the table prints a code, not a
    rate ('ST-FUSS-40  Stellfüße ...  300,00  Stk  2,35  705,00  41': Italian software's VAT code 41)."""
    if len(cells) < 4 or re.fullmatch(r"\d{1,3}", cells[-1].strip()) is None:
        return None
    return item_row(index, cells[:-1])


def _zero_row(cells: list[str]) -> bool:
    """A row of a VAT summary for a rate not in use: two or more amounts beside its rate, every one zero
    ('5 %  0,00  0,00  0,00': Pohoda prints a row for each rate of the country)."""
    amounts = [amount for cell in cells if not PERCENT.fullmatch(cell.strip()) for amount, _ in amounts_in(cell)]
    return len(amounts) >= 2 and all(amount == 0 for amount in amounts)


def _before_tax_cells(index: int, cells: list[str]) -> ItemRow | None:
    """An item row that prints, after its net amount, the row's VAT and its amount with VAT ('... 95,00  21 %
    190,00  39,90  229,90'): the net plus the VAT is the last amount; read without the two."""
    if len(cells) < 5 or not all(MONEY.fullmatch(cell.strip()) for cell in cells[-3:]):
        return None
    net, vat, gross = (parse_amount(cell) for cell in cells[-3:])
    if net <= 0 or vat < 0 or net + vat != gross:
        return None
    return item_row(index, cells[:-2])


def _in_row_forms(index: int, cells: list[str]) -> ItemRow | None:
    """The row read in the forms `row_forms.py` knows: a six-decimal unit price, a quantity's unit in brackets, a VAT
    code glued to the amount, a VAT rate and amount after the net amount."""
    formed = split_glued_code(unbracket_units(cut_long_decimals(cells)))
    row = before_rate_and_vat(index, formed)
    if row is None and formed != cells:
        row = item_row(index, formed) or _before_code_cell(index, formed) or before_rate_and_vat(index, formed)
    return row


def _glued_after(index: int, cells: list[str]) -> ItemRow | None:
    glued = quantity_glued_after(index, cells)
    return glued[0] if glued else None


def _space_grouped_item(index: int, cells: list[str]) -> ItemRow | None:
    """An item row whose quantity, thousands grouped with a space, ends its description cell (row_forms)."""
    glued = space_grouped_glued(index, cells)
    return glued[0] if glued else None


def _position_and_article(cells: list[str]) -> bool:
    """A row of a position number and an article number only, the item's description and figures on the row below
    ('1  EPAL-NEW' over 'EUR pallet 1200 x 800 mm, new  200  14.80  2,960.00')."""
    return (len(cells) == 2 and re.fullmatch(r"\d{1,3}\.?", cells[0].strip()) is not None
            and re.fullmatch(r"(?=[A-Z0-9./-]*[A-Z])[A-Z0-9][A-Z0-9./-]*", cells[1].strip()) is not None)


def _till_quantity(cells: list[str]) -> Decimal | None:
    """The quantity of a till roll's quantity row ('6 x €286.50  €1,719.00'), or None."""
    rated = len(cells) == 3 and re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})? ?%", cells[2].strip()) is not None
    match = TILL_ROW.fullmatch(cells[0].strip()) if len(cells) == 2 or rated else None
    if match is None or (price := price_cell(match.group("p"))) is None or (amount := price_cell(cells[1])) is None:
        return None
    quantity = Decimal(match.group("q").replace(",", "."))
    if rated and abs(quantity * price - amount) > Decimal("0.01"):
        return None  # with its VAT rate after the amount ('40 pak x 3,35  134,00  6%') only where it adds up
    return quantity


def _wrap_points(words: list[str]) -> list[tuple[list[str], list[str]]]:
    """Where a description may wrap: (its words on the first row, the rest): between two words, or after a
    hyphen of its own ('F-' ends a row, 'gassenverordening' starts the next)."""
    points = [(words[:cut], words[cut:]) for cut in range(1, len(words))]
    for at, word in enumerate(words):
        for match in re.finditer(r"(?<=\w)-(?=\w)", word):
            points.append((words[:at] + [word[:match.end()]], [word[match.end():]] + words[at + 1:]))
    return points


INTEREST_WORD = re.compile(r"(?i)interest|zinsen|intérêts?|interêts?|rente(?![^\W\d_])|renten|interesse|ränta|"
                           r"retard|verzug|nalatigheid|penalt|pénalit|late payment|dröjsmål")
"""A word of the interest or penalty charged on late payment ('Late payment interest', 'Verzugszinsen', 'intérêts de
retard', 'nalatigheidsinterest', 'dröjsmålsränta'): a percentage after it is no VAT rate."""


def _interest_rate(cells: list[str], at: int, start: int) -> bool:
    """The percentage at `start` of cell `at` follows an interest word in its cell or the cell before it."""
    return (INTEREST_WORD.search(cells[at][:start]) is not None
            or (at > 0 and start == 0 and INTEREST_WORD.search(cells[at - 1]) is not None))


def _percent_role(heading: str) -> str | None:
    folded = heading.casefold().strip()
    if DISCOUNT_WORD.search(heading) or folded in HEADINGS["discount"] or DISCOUNT_HEADING.fullmatch(folded):
        return "discount"
    return "vat" if VAT_WORD.search(heading) else None


def token_pattern(value: str) -> re.Pattern[str]:
    """`value` as a whole token: not a part of a longer number or word ('2026-015' is not in '2026-0151')."""
    body = r"\s+".join(re.escape(part) for part in value.split())
    return re.compile(rf"(?i)(?<![\w\-/])(?<!\d\.){body}(?![\w]|[.\-/,]\w)")


_MAX_WRAPPED_ROWS = 4
_MAX_DESCRIPTION_ROWS = 8
"""How many rows a description may wrap over (its item row's figures on the first of them or on any other)."""
_TOKEN_START, _TOKEN_END = r"(?<![\w\-/])(?<!\d\.)", r"(?![\w]|[.\-/,]\w)"


def _words_pattern(words: list[str], ending: bool = False, starting: bool = False) -> re.Pattern[str]:
    """`words` as a whole token (as token_pattern), any whitespace between them. `ending`: where a description
    breaks off to wrap, no more words of it follow on the row (the row ends, a cell ends, or a number, unit
    price or amount follows, a currency sign of the next column before it: '... Ø 40 € 118,00'). `starting`: where a wrapped description goes on, it starts a cell of the row."""
    body = r"\s+".join(re.escape(word) for word in words)
    start = r"(?:^\s*|(?<=\s\s))" if starting else _TOKEN_START
    end = _TOKEN_END + (r"(?=(?:\s(?:€|EUR|\$|£))?(?:\s*$|\s{2}|\s+-?\d[\d.,]*(?:\s|$))|\s[^\W\d]{1,6}\.?\s{2,}\d)"
                        if ending else "")
    return re.compile(start + body + end, re.IGNORECASE)


def quantity_pattern(value: Decimal, spaces: bool = False) -> re.Pattern[str]:
    """A quantity as a whole number on a row: 24, 24,00, 24.000; 2,5 / 2.50 for a fraction. `spaces`: its
    thousands may be grouped with a plain space too ('1 200'), for a cell of a text that groups its amounts so."""
    whole, _, fraction = f"{value.normalize():f}".partition(".")
    decimals = rf"[.,]{fraction}0*" if fraction else r"(?:[.,]0+)?"
    return re.compile(rf"(?<![\w.,\-/]){_thousands_grouped(whole, spaces)}{decimals}(?![\w]|[.,\-/]\d)")


def _thousands_grouped(whole: str, spaces: bool = False) -> str:
    """The whole part of a quantity, with or without a thousands separator between its groups: '2000' or '2.000'
    (a dot, comma, apostrophe or no-break space: '2,000', "2'000"; a plain space may part two cells, so only with
    `spaces`)."""
    head, groups = whole[:len(whole) % 3 or 3], re.findall(r"\d{3}", whole[len(whole) % 3 or 3:])
    separators = ".,'\u00a0\u202f" + (" " if spaces else "")
    return head + "".join(rf"[{separators}]?{group}" for group in groups)
