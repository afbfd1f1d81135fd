"""Reads an invoice's extracted text back into facts, the way a careful clerk does: find the
language by its labels, take each labelled value (beside its label or, in a grid, below it),
parse the line table by its header, skip carry-forward lines and page breaks, read the totals.

It is the reference agent's reader (it sees only what `read_document` returns) and the check
that every generated PDF carries its amounts and references in extractable text. Its vocabulary
is a parameter: `TRAIN_VOCABULARY` knows only the wording sets the train split shows."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from functools import cached_property

from invoice_env.documents.locales import LOCALES, LONG, SHORT_EN, parse_day
from invoice_env.documents.wordings import EVAL_WORDING, WORDINGS, Wording
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import normalize_vat, vat_problem
from invoice_env.world.models import InvoiceFacts, InvoiceLine
from invoice_env.world.money import cents, parse_localized

Vocabulary = dict[str, tuple[Wording, ...]]
FULL_VOCABULARY: Vocabulary = dict(WORDINGS)
# What train documents show: wording sets 0-3, and no carry-forward line (only the eval-only
# two-page layout prints one).
TRAIN_VOCABULARY: Vocabulary = {language: tuple(replace(w, carry_forward="") for w in sets[:EVAL_WORDING])
                                for language, sets in WORDINGS.items()}

CELL = " {2,}"
PERCENT = re.compile(r"(?P<sign>-)? ?(?P<value>\d+(?:[.,]\d+)?) ?%")
UNIT = re.compile(r"[^\d\s]{1,8}(?: [^\d\s]{1,8})?|m[23²³]")
VAT_NUMBER = re.compile(
    r"\b(BE ?[01]\d{3}[. ]?\d{3}[. ]?\d{3}|NL ?\d{4}\.?\d{2}\.?\d{3}[ .]?B\d{2}|DE ?\d{3} ?\d{3} ?\d{3}"
    r"|FR ?[0-9A-Z]{2} ?\d{3} ?\d{3} ?\d{3}|LU ?\d{4} ?\d{4})(?![\d])")
OTHER_EU_VAT = re.compile(r"\b((?:AT|BG|CY|CZ|DK|EE|EL|ES|FI|HR|HU|IE|IT|LT|LV|MT|PL|PT|RO|SE|SI|SK) ?[0-9A-Z]{8,12})\b")
"""VAT numbers of the other EU states (your own cases); a match counts only with valid check digits."""
PO_CORE = re.compile(r"(?:PO[- ]?)?\d+(?: \d+)?(?=$| \D)")
PAGE_BREAK = re.compile(r"^--- page \d+ of \d+ ---$")
CURRENCY = r"(?:(?:EUR|€) ?)?"
CURRENCY_AFTER = r"(?: ?(?:EUR|€))?"


class UnreadableInvoice(ValueError):
    """The text does not look like an invoice this reader knows."""


@dataclass(frozen=True)
class Lexicon:
    """One language's vocabulary, flattened for reading."""

    language: str
    labels: dict[str, tuple[str, ...]]   # field -> labels, longest first
    vat_patterns: tuple[re.Pattern[str], ...]
    headers: tuple[tuple[str, ...], ...]
    recaps: tuple[tuple[str, str, str], ...]
    notes: tuple[str, ...]
    date_styles: tuple[str, ...]
    money: str

    @cached_property
    def all_labels(self) -> list[tuple[str, str]]:
        pairs = [(label, name) for name, labels in self.labels.items() for label in labels]
        return sorted(pairs, key=lambda p: (-len(p[0]), p))


def lexicon(language: str, wordings: tuple[Wording, ...]) -> Lexicon:
    loc = LOCALES[language]
    fields = wordings[0].labels().keys()
    labels = {name: tuple(sorted({w.labels()[name] for w in wordings} - {""}, key=lambda t: (-len(t), t)))
              for name in fields}
    vats = []
    for template in sorted({w.vat for w in wordings}, key=lambda t: (-len(t), t)):
        before, after = template.split("{rate}")
        vats.append(re.compile(rf"^{re.escape(before)}(?P<rate>\d+(?:[.,]\d+)?){re.escape(after)}(?=$| )"))
    groups = "".join(sorted({re.escape(loc.group_seps[w.group]) for w in wordings if loc.group_seps[w.group]}))
    if "\\\xa0" in groups or "\xa0" in groups:
        groups += " "  # a non-breaking space may come out of a PDF as a plain one
    dec = re.escape(loc.decimal_sep)
    grouped = rf"\d{{1,3}}(?:[{groups}]\d{{3}})+{dec}\d{{2}}" if groups else None
    money = rf"-?(?:{grouped + '|' if grouped else ''}\d+{dec}\d{{2}})"
    notes = tuple(" ".join(n.split()) for w in wordings for n in w.reverse_charge)
    styles = tuple(dict.fromkeys(w.date_style for w in wordings))
    return Lexicon(language, labels, tuple(vats),
                   tuple(sorted({(w.article, w.description, w.quantity, w.unit_price, w.amount) for w in wordings})),
                   tuple(sorted({w.recap for w in wordings})), notes, styles, money)


_LEXICONS: dict[int, tuple[Vocabulary, dict[str, Lexicon]]] = {}


def _lexicons(vocabulary: Vocabulary) -> dict[str, Lexicon]:
    """The vocabulary's lexicons, built once. The cache keeps the vocabulary itself alive: keyed by
    id() alone, a vocabulary freed and another allocated at its address would get its lexicons."""
    entry = _LEXICONS.get(id(vocabulary))
    if entry is None or entry[0] is not vocabulary:
        entry = (vocabulary, {language: lexicon(language, sets) for language, sets in vocabulary.items()})
        _LEXICONS[id(vocabulary)] = entry
    return entry[1]


def _cells(line: str) -> list[str]:
    return [cell for cell in re.split(CELL, line.strip()) if cell]


def _label_of(cell: str, lex: Lexicon) -> tuple[str, str, str] | None:
    """(field, label, rest) if the cell starts with a label: 'Label', 'Label:', 'Label: value'."""
    for label, name in lex.all_labels:
        if cell.startswith(label):
            rest = cell[len(label):]
            if rest == "" or rest[0] in ": " or (rest[0] == "." and not label.endswith(".")):
                return name, label, rest.lstrip(":. ").strip()
    return None


def _fields(lines: list[list[str]], lex: Lexicon, wanted: set[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for index, cells in enumerate(lines):
        hits = [(_label_of(cell, lex), position) for position, cell in enumerate(cells)]
        for hit, position in hits:
            if hit is None or hit[0] not in wanted or hit[0] in found:
                continue
            name, _, rest = hit
            if rest:
                found[name] = rest
                continue
            following = cells[position + 1] if position + 1 < len(cells) else None
            if following is not None and _label_of(following, lex) is None:
                found[name] = following
                continue
            # a grid: the value stands below its label, in the same column
            below = lines[index + 1] if index + 1 < len(lines) else []
            if len(below) == len(cells) and position < len(below):
                found[name] = below[position]
    return found


def _language(lines: list[list[str]], lexicons: dict[str, Lexicon]) -> Lexicon:
    scores = {}
    for language, lex in lexicons.items():
        scores[language] = sum(1 for cells in lines for cell in cells if _label_of(cell, lex) is not None)
    best = max(scores, key=lambda k: scores[k])
    if scores[best] < 3:
        raise UnreadableInvoice("no known invoice labels found")
    return lexicons[best]


def detect_lexicon(text: str, vocabulary: Vocabulary | None = None) -> Lexicon:
    """The vocabulary of the language the invoice is written in; UnreadableInvoice if none fits."""
    lines = [_cells(line) for line in text.splitlines() if line.strip()]
    return _language(lines, _lexicons(FULL_VOCABULARY if vocabulary is None else vocabulary))


def _date(text: str, lex: Lexicon) -> date:
    found = parse_day(text, lex.date_styles, lex.language)
    if found is None:
        found = parse_day(text, tuple(dict.fromkeys(lex.date_styles + (LONG, SHORT_EN))), lex.language)
    if found is None:
        raise UnreadableInvoice(f"unreadable date {text!r}")
    return found


def strip_po_prefix(value: str) -> str:
    """A printed PO reference without the label word a locale puts before the number
    ('Best.-Nr. 45001234' -> '45001234')."""
    text = value.strip()
    for loc in LOCALES.values():
        for prefix in sorted(loc.po_prefixes, key=lambda t: (-len(t), t)):
            if text.startswith(prefix + " ") and text[len(prefix) + 1:][:1].isdigit():
                text = text[len(prefix) + 1:]
                break
    return text


def _po(value: str | None) -> str | None:
    if value is None:
        return None
    text = strip_po_prefix(value)
    match = PO_CORE.match(text)
    if not match:
        raise UnreadableInvoice(f"unreadable PO reference {value!r}")
    return match.group(0)


def _header(cells: list[str], lex: Lexicon) -> tuple[str, ...] | None:
    """The wording whose description and quantity headings the row shows (a heading may be cut where
    the software wrapped it: 'Details' of 'Details supplied')."""
    for header in lex.headers:
        if header[2] in cells and any(cell == header[1] or header[1].startswith(cell + " ") for cell in cells):
            return header
    return None


@dataclass(frozen=True)
class TableShape:
    """What a table's header says about its rows: the quantity before the description (a
    quantity-first table) and a unit cell of its own after the quantity."""

    quantity_first: bool
    unit_column: bool


def _shape(cells: list[str], header: tuple[str, ...]) -> TableShape:
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


def _row_patterns(lex: Lexicon) -> RowPatterns:
    dec = re.escape(LOCALES[lex.language].decimal_sep)
    price = lex.money.replace(f"{dec}\\d{{2}}", f"{dec}\\d{{2,4}}")
    return RowPatterns(re.compile(rf"{CURRENCY}(?P<v>{lex.money}){CURRENCY_AFTER}"),
                       re.compile(rf"{CURRENCY}(?P<v>{price}){CURRENCY_AFTER}"),
                       re.compile(rf"(?P<q>\d+(?:{dec}\d+)?)(?: (?P<u>{UNIT.pattern}))?"),
                       LOCALES[lex.language].decimal_sep)


def _row(cells: list[str], shape: TableShape, patterns: RowPatterns) -> InvoiceLine | None:
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
    if abs(cents(qty * unit_price) - amount) > max(Decimal("0.01"), abs(amount) * Decimal("0.005")):
        return None
    return InvoiceLine(article_no=cells[0] if len(cells) == 2 else None, description=cells[-1], quantity=qty,
                       unit_price=unit_price, net_amount=amount)


def _amount(text: str, lex: Lexicon) -> Decimal | None:
    found = re.search(lex.money, text)
    return parse_localized(found.group(0), LOCALES[lex.language].decimal_sep) if found else None


def _labelled_amount(cells: list[str], lex: Lexicon, field: str) -> Decimal | None:
    for position, cell in enumerate(cells):
        hit = _label_of(cell, lex)
        if hit and hit[0] == field:
            return _amount("  ".join([hit[2], *cells[position + 1:]]), lex)
    return None


def _vat_line(cells: list[str], lex: Lexicon) -> tuple[Decimal, Decimal] | None:
    for position, cell in enumerate(cells):
        for pattern in lex.vat_patterns:
            match = pattern.match(cell)
            if match:
                amount = _amount("  ".join([cell[match.end():], *cells[position + 1:]]), lex)
                if amount is not None:
                    return Decimal(match.group("rate").replace(",", ".")), amount
    return None


def _recap(lines: list[list[str]], start: int, lex: Lexicon) -> tuple[Decimal, Decimal] | None:
    for index in range(start, len(lines) - 1):
        if any(list(recap) == lines[index][-3:] for recap in lex.recaps):
            row = lines[index + 1]
            rate = re.fullmatch(r"(\d+(?:[.,]\d+)?) ?%", row[-2]) if len(row) >= 3 else None
            amount = _amount(row[-1], lex)
            if rate and amount is not None:
                return Decimal(rate.group(1).replace(",", ".")), amount
    return None


def _table(lines: list[list[str]], raw: list[str], lex: Lexicon) -> tuple[list[InvoiceLine], int]:
    start = next((i for i, cells in enumerate(lines) if _header(cells, lex)), None)
    if start is None:
        raise UnreadableInvoice("no line table header found")
    patterns = _row_patterns(lex)
    shape = _shape(lines[start], _header(lines[start], lex))
    rows: list[InvoiceLine] = []
    since_header, skipping = 0, False
    for index in range(start + 1, len(lines)):
        cells, line = lines[index], raw[index]
        if _header(cells, lex):
            skipping, since_header = False, 0
            continue
        if skipping or PAGE_BREAK.match(line) or set(line) <= {"-", " "}:
            continue
        row = _row(cells, shape, patterns)
        if row:
            rows.append(row)
            since_header += 1
            continue
        if since_header and len(cells) == 1 and not patterns.money.fullmatch(cells[0]) and _label_of(cells[0], lex) is None:
            rows[-1] = rows[-1].model_copy(update={"description": f"{rows[-1].description} {cells[0]}"})
            continue
        if not since_header and not patterns.money.search(line) and not any(_label_of(cell, lex) for cell in cells):
            continue  # the rest of a heading wrapped over two lines
        fields = {hit[0] for hit in (_label_of(cell, lex) for cell in cells) if hit}
        if "net_total" in fields:
            if not rows:
                raise UnreadableInvoice("no line items before the totals")
            return rows, index
        if "carry_forward" in fields:
            skipping = since_header > 0  # carried out at a page's end: skip to the next page's header
            continue
        raise UnreadableInvoice(f"unreadable table row {line.strip()!r}")
    raise UnreadableInvoice("no totals after the line table")


def read_invoice(text: str, vocabulary: Vocabulary | None = None) -> InvoiceFacts:
    lexicons = _lexicons(FULL_VOCABULARY if vocabulary is None else vocabulary)
    raw = [line for line in text.splitlines() if line.strip()]
    lines = [_cells(line) for line in raw]
    lex = _language(lines, lexicons)
    rows, totals_at = _table(lines, raw, lex)
    head = _fields(lines[:totals_at], lex, {"invoice_number", "invoice_date", "due_date", "po_reference"})
    if not all(k in head for k in ("invoice_number", "invoice_date", "due_date")):
        raise UnreadableInvoice("invoice number or dates missing")

    net_total = _labelled_amount(lines[totals_at], lex, "net_total")
    rate = vat_amount = gross_total = None
    for index in range(totals_at + 1, len(lines)):
        if rate is None:
            found = _vat_line(lines[index], lex)
            if found:
                rate, vat_amount = found
                continue
        if gross_total is None:
            gross_total = _labelled_amount(lines[index], lex, "gross_total")
    if rate is None:
        found = _recap(lines, totals_at, lex)
        if found:
            rate, vat_amount = found
    if net_total is None or vat_amount is None or gross_total is None:
        raise UnreadableInvoice("net total, VAT or gross total missing")

    company = normalize_vat(COMPANY_VAT)
    vats = [v for v in VAT_NUMBER.findall(text) if normalize_vat(v) != company]
    vats += [v for v in OTHER_EU_VAT.findall(text) if normalize_vat(v) != company and vat_problem(v) is None]
    if not vats:
        raise UnreadableInvoice("no supplier VAT number found")
    flat = " ".join(text.split())
    return InvoiceFacts(
        supplier_name=None, supplier_vat=vats[0], invoice_number=head["invoice_number"].split()[0],
        invoice_date=_date(head["invoice_date"], lex), due_date=_date(head["due_date"], lex),
        po_reference=_po(head.get("po_reference")), lines=tuple(rows), net_total=net_total, vat_rate=rate,
        vat_amount=vat_amount, gross_total=gross_total, reverse_charge_stated=any(n in flat for n in lex.notes))
