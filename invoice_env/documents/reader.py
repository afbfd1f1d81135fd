"""Reads an invoice's extracted text back into facts, the way a careful clerk does: find the
language by its labels, take each labelled value (beside its label or, in a grid, below it),
parse the line table by its header, skip carry-forward lines and page breaks, read the totals.

It is the reference agent's reader (it sees only what `read_document` returns) and the check
that every generated PDF carries its amounts and references in extractable text. Its vocabulary
is a parameter: `TRAIN_VOCABULARY` knows only the wording sets the train split shows."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from functools import cached_property

from invoice_env.documents.labels import HEADINGS, REVERSE_CHARGE, VAT_WORD, all_labels
from invoice_env.documents.locales import LOCALES, LONG, MONTHS, SHORT_EN, parse_day
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

    @cached_property
    def labels_by_initial(self) -> dict[str, list[tuple[str, str]]]:
        """`all_labels` by their first character, in the same order (a cell can only start with those)."""
        index: dict[str, list[tuple[str, str]]] = {}
        for label, name in self.all_labels:
            index.setdefault(label[:1], []).append((label, name))
        return index


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
    for label, name in lex.labels_by_initial.get(cell[:1], ()):
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


def _read_known(text: str, vocabulary: Vocabulary | None = None) -> tuple[InvoiceFacts, str]:
    """The invoice read by the vocabulary's own wording (every generated document reads this way), and
    its language; UnreadableInvoice at the first thing the wording does not cover."""
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
    return _facts_known(vats, head, lex, rows, net_total, rate, vat_amount, gross_total, flat), lex.language


def _facts_known(vats, head, lex, rows, net_total, rate, vat_amount, gross_total, flat) -> InvoiceFacts:
    return InvoiceFacts(
        supplier_name=None, supplier_vat=vats[0], invoice_number=head["invoice_number"].split()[0],
        invoice_date=_date(head["invoice_date"], lex), due_date=_date(head["due_date"], lex),
        po_reference=_po(head.get("po_reference")), lines=tuple(rows), net_total=net_total, vat_rate=rate,
        vat_amount=vat_amount, gross_total=gross_total, reverse_charge_stated=any(n in flat for n in lex.notes))


# --- Reading by structure: what a clerk does with an invoice from software the wording sets do not cover.
# Labels are hints (the wording sets' and other software's, documents/labels.py); the line table is found by
# its headings or by the first row whose amounts add up, each row by its cells' kinds (quantity x unit price,
# less a discount, = the line amount), the totals by adding up (lines = net, net + VAT = gross).

FIELD_ORDER = ("supplier_vat", "invoice_number", "invoice_date", "due_date", "po_reference", "lines", "net_total",
               "vat_rate", "vat_amount", "gross_total", "reverse_charge_stated")
LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\ufb05": "st", "\ufb06": "st", "\u00a0": " ", "\u202f": " "})
KNOWN_RATES = (Decimal(0), Decimal(21), Decimal(12), Decimal(6), Decimal(19), Decimal(7), Decimal(20), Decimal(10),
               Decimal("5.5"), Decimal(9), Decimal(17), Decimal(16), Decimal(3), Decimal(8))
_MONTHS = {name.casefold(): number + 1 for language in LOCALES for number, name in enumerate(MONTHS[language])}
_MONTHS.update({name[:3].casefold(): number for name, number in list(_MONTHS.items())})
_MONTHS.update({"sept": 9, "mrt": 3, "mär": 3, "okt": 10, "dez": 12, "déc": 12, "févr": 2, "juil": 7})
_MONTH = r"(?P<month>[^\W\d_]{3,10})\.?"
DATE_FORMS = (
    re.compile(r"(?<!\d)(?P<year>\d{4})-(?P<mon>\d{1,2})-(?P<day>\d{1,2})(?!\d)"),
    re.compile(r"(?<!\d)(?P<day>\d{1,2})[./-](?P<mon>\d{1,2})[./-](?P<year>\d{4}|\d{2})(?![\d])"),
    re.compile(rf"(?<!\d)(?P<day>\d{{1,2}})\.?[ -]{_MONTH}[ -](?P<year>\d{{4}})(?!\d)"),
    re.compile(rf"(?<![\w]){_MONTH} (?P<day>\d{{1,2}}),? (?P<year>\d{{4}})(?!\d)"),
)
TITLE_NUMBER = re.compile(r"(?i)^(?:invoice|factuur|facture|rechnung|tax invoice)\b\s*(?:nr\.?|n°|no\.?|#|nummer|number"
                          r"|numéro)?\s*:?\s+(?P<v>[A-Z0-9][\w/.\-]*\d[\w/.\-]*)")
DATELINE = re.compile(r"^\s*[^\W\d][^\d,]{1,40}, (?:le |den |am |the |op )?(?P<d>\d{1,2}\.? [^\W\d]{3,10}\.? \d{4}"
                      r"|\d{1,2}[./-]\d{1,2}[./-]\d{4})\s*$")
"""The place and date a letter is dated with, on a line of its own: 'Gérardmer, le 3 novembre 2026'."""
ROW_PERCENT = re.compile(r"(?P<sign>-)? ?(?P<value>\d{1,2}(?:[.,]\d{1,2})?) ?%")
CURRENCY_SIGNS = re.compile(r"^(?:EUR|€)\s?|\s?(?:EUR|€)$")


@dataclass(frozen=True)
class Reading:
    """What an invoice's text says, field by field: `values` holds what could be read (the keys of
    InvoiceFacts but `supplier_name`), `problems` why a field could not be read; `how` says which reader read
    it ('wording': the project's wording sets; 'structure': labels as hints, amounts that add up)."""

    values: dict[str, object]
    problems: dict[str, str]
    language: str | None
    how: str

    @property
    def complete(self) -> bool:
        return not self.problems

    def facts(self) -> InvoiceFacts:
        """Every field as InvoiceFacts; UnreadableInvoice naming the first field that could not be read."""
        for name in FIELD_ORDER:
            if name in self.problems:
                raise UnreadableInvoice(f"{name}: {self.problems[name]}")
        return InvoiceFacts(supplier_name=None, **{name: self.values[name] for name in FIELD_ORDER})


def read_fields(text: str, vocabulary: Vocabulary | None = None) -> Reading:
    """Read what can be read: by the wording sets when they cover the invoice (so every generated document
    reads exactly as its wording prints it), else by structure, field by field, with a reason for each
    field that could not be read."""
    try:
        facts, language = _read_known(text, vocabulary)
    except UnreadableInvoice:
        return _read_structure(text, FULL_VOCABULARY if vocabulary is None else vocabulary)
    known = Reading({name: getattr(facts, name) for name in FIELD_ORDER}, {}, language, "wording")
    if _adds_up(known.values):
        return known
    # the wording read something, but its amounts do not add up (a subtotal carried forward taken for the
    # net total): the structure decides when it reads the whole invoice and its amounts add up
    structure = _read_structure(text, FULL_VOCABULARY if vocabulary is None else vocabulary)
    return structure if structure.complete and _adds_up(structure.values) else known


def _adds_up(values: dict) -> bool:
    lines = values.get("lines") or ()
    net, vat, gross = values.get("net_total"), values.get("vat_amount"), values.get("gross_total")
    if net is None or vat is None or gross is None:
        return False
    return sum((line.net_amount for line in lines), Decimal("0.00")) == net and net + vat == gross


def read_invoice(text: str, vocabulary: Vocabulary | None = None) -> InvoiceFacts:
    """All of an invoice's facts; UnreadableInvoice with the first field that could not be read."""
    return read_fields(text, vocabulary).facts()


@dataclass(frozen=True)
class _Labels:
    strong: list[tuple[str, str, str]]   # (label casefolded, field, language), longest first
    weak: list[tuple[str, str, str]]


_LABEL_CACHE: dict[int, tuple[Vocabulary, _Labels]] = {}


def _labels_for(vocabulary: Vocabulary) -> _Labels:
    entry = _LABEL_CACHE.get(id(vocabulary))
    if entry is None or entry[0] is not vocabulary:
        fold = lambda triples: [(label.casefold(), name, language) for label, name, language in triples]
        entry = (vocabulary, _Labels(fold(all_labels(dict(vocabulary))), fold(all_labels(dict(vocabulary), weak=True))))
        _LABEL_CACHE[id(vocabulary)] = entry
    return entry[1]


_HITS: dict[tuple[int, str], tuple[str, str, str] | None] = {}


def _hit(cell: str, labels: list[tuple[str, str, str]]) -> tuple[str, str, str] | None:
    """(field, language, rest of the cell) if the cell starts with a label (remembered per label list: the
    lists live as long as their vocabulary's cache entry)."""
    key = (id(labels), cell)
    if key not in _HITS:
        if len(_HITS) > 100_000:
            _HITS.clear()
        _HITS[key] = _find_hit(cell, labels)
    return _HITS[key]


def _find_hit(cell: str, labels: list[tuple[str, str, str]]) -> tuple[str, str, str] | None:
    folded = cell.casefold()
    for label, name, language in labels:
        if folded.startswith(label):
            rest = cell[len(label):]
            if rest == "" or rest[0] in ": #" or (rest[0] == "." and not label.endswith(".")):
                value = rest.lstrip(":.# ").strip()
                if value.startswith("/"):  # a bilingual label: 'Datum / Date', 'Bestelbon / Bon de commande'
                    other = _hit(value.lstrip("/ "), labels)
                    if other is not None:
                        value = other[2]
                return name, language, value
    return None


class _Text:
    """The text as lines of cells, with its number format."""

    def __init__(self, text: str, labels: _Labels):
        clean = text.translate(LIGATURES)
        self.raw = [line for line in clean.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]
        self.lines = [_cells(line) for line in self.raw]
        self.flat = " ".join(clean.split())
        self.labels = labels
        self.hits = [[_hit(cell, labels.strong) for cell in cells] for cells in self.lines]
        commas = len(re.findall(r"\d,\d{2}(?![\d])", clean))
        points = len(re.findall(r"\d\.\d{2}(?![\d])", clean))
        self.dec = "," if commas >= points else "."
        group = "." if self.dec == "," else ","
        self.money = re.compile(rf"-?(?:\d{{1,3}}(?:[{re.escape(group)} ']\d{{3}})+|\d+){re.escape(self.dec)}\d{{2}}")
        self.price = re.compile(rf"-?(?:\d{{1,3}}(?:[{re.escape(group)} ']\d{{3}})+|\d+){re.escape(self.dec)}\d{{2,4}}")
        self.quantity = re.compile(rf"(?P<q>\d+(?:{re.escape(self.dec)}\d+)?)(?: ?(?P<u>[^\W\d_][^\s\d]{{0,7}}|m[23²³]))?")

    def number(self, printed: str) -> Decimal:
        body = printed.replace(" ", "").replace("'", "")
        body = body.replace("." if self.dec == "," else ",", "")
        return Decimal(body.replace(",", "."))

    def amount_cell(self, cell: str, pattern: re.Pattern[str] | None = None) -> Decimal | None:
        body = CURRENCY_SIGNS.sub("", cell.strip()).strip()
        return self.number(body) if (pattern or self.money).fullmatch(body) else None

    def amounts(self, line: str) -> list[Decimal]:
        return [self.number(m.group(0)) for m in re.finditer(rf"(?<![\d.,]){self.money.pattern}(?![\d%]|[.,]\d)", line)]


def _language_of(text: _Text) -> str | None:
    """The language whose labels the text shows most; without any, English for a point decimal separator."""
    counts = Counter(hit[1] for hits in text.hits for hit in hits if hit)
    if counts:
        return max(sorted(counts), key=lambda k: counts[k])
    return "en" if text.dec == "." else None


def _candidates(text: _Text, field: str, weak: bool = False) -> list[str]:
    """Every value printed beside (or, in a grid, below) a label of `field`."""
    labels = text.labels.weak if weak else text.labels.strong
    out = []
    for index, cells in enumerate(text.lines):
        for position, cell in enumerate(cells):
            hit = _hit(cell, labels)
            if hit is None or hit[0] != field:
                continue
            if hit[2]:
                whole = field == "po_reference" and re.match(r"(?i)p\.?o\.?[- ]?\d", cell)
                out.append(cell if whole else hit[2])  # 'PO 45003613' is the number, not a label and a value
                continue
            following = cells[position + 1] if position + 1 < len(cells) else None
            again = _hit(following, text.labels.strong) if following is not None else None
            if following is not None and (again is None or (again[0] == field and again[2])):
                out.append(following)  # a value, or one that starts like a label of its field ('PO 4500...')
            below = text.lines[index + 1] if index + 1 < len(text.lines) else []
            if len(below) == len(cells) and len(cells) > 1 and _hit(below[position], text.labels.strong) is None:
                out.append(below[position])
    return out


def parse_date(value: str) -> date | None:
    """The first date in `value` in any usual spelling: 14-11-2026, 14/11/2026, 14.11.26, 2026-11-14,
    14 november 2026, 6. November 2026, 14 Nov 2026, 18-Nov-2026, November 14, 2026."""
    found = []
    for form in DATE_FORMS:
        match = form.search(value)
        if match:
            found.append(match)
    for match in sorted(found, key=lambda m: m.start()):
        parts = match.groupdict()
        month = int(parts["mon"]) if parts.get("mon") else _MONTHS.get(parts["month"].casefold().rstrip("."))
        year = int(parts["year"]) + (2000 if len(parts["year"]) == 2 else 0)
        try:
            return date(year, month, int(parts["day"])) if month else None
        except (TypeError, ValueError):
            continue
    return None


def _header_fields(text: _Text, values: dict, problems: dict) -> None:
    number = next((v.split()[0] for v in _candidates(text, "invoice_number") if re.search(r"\d", v.split()[0])), None)
    if number is None:
        for raw in text.raw:
            match = TITLE_NUMBER.match(raw.strip())
            if match:
                number = match.group("v")
                break
    if number is None:
        number = next((v.split()[0] for v in _candidates(text, "invoice_number", weak=True)
                       if re.search(r"\d", v.split()[0])), None)
    if number is None:
        problems["invoice_number"] = "no invoice number beside a known label"
    else:
        values["invoice_number"] = number
    for field, what in (("invoice_date", "invoice date"), ("due_date", "due date")):
        printed = _candidates(text, field) + (_candidates(text, field, weak=True) if field == "invoice_date" else [])
        read = next((d for d in map(parse_date, printed) if d), None)
        if read is None and field == "invoice_date":
            read = next((parse_date(m.group("d")) for m in map(DATELINE.match, text.raw) if m), None)
        if read is not None:
            values[field] = read
        else:
            problems[field] = (f"no {what} beside a known label" if not printed
                               else f"unreadable {what} {printed[0]!r}")
    printed = _candidates(text, "po_reference")
    for value in printed:
        match = PO_CORE.match(strip_po_prefix(value))
        if match:
            values["po_reference"] = match.group(0)
            break
    else:
        if printed and not any(re.search(r"\d", v) for v in printed):
            values["po_reference"] = None  # a label without a number (a name, 'none')
        elif printed:
            problems["po_reference"] = f"unreadable PO reference {printed[0]!r}"
        else:
            printed_po = PO_PRINTED.search(text.flat)
            values["po_reference"] = printed_po.group(0) if printed_po else _po_by_word(text)


def _po_by_word(text: _Text) -> str | None:
    """A PO number beside a label the reader does not know but that names an order ('Customer order
    reference', 'Bestelreferentie klant'), above the line table: the number after it in the cell or the next."""
    for cells in text.lines:
        if _is_header(cells, text):
            return None
        for position, cell in enumerate(cells):
            word = PO_WORD.search(cell)
            if word is None or cell[:1].isdigit():
                continue
            rest = cell[word.end():].split(":", 1)
            value = rest[1].strip() if len(rest) == 2 else ""
            if not value and position + 1 < len(cells):
                value = cells[position + 1]
            match = PO_CORE.match(strip_po_prefix(value.strip()))
            if match and len(re.sub(r"\D", "", match.group(0))) >= 4:
                return match.group(0)
    return None


PO_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:order|commande|bestel|bestell|auftrag)[^\W\d_]*(?: [^\W\d_.:]+)?")
PO_PRINTED = re.compile(r"(?<![\w-])PO[- ]\d{5,}(?![\w/-])")
"""A PO number printed with its 'PO' prefix ('PO-45004515', 'PO 45006840'): one, whatever its label says."""


def _role(heading: str) -> str | None:
    folded = CURRENCY_SIGNS.sub("", heading.casefold().strip().rstrip(":")).strip()
    folded = re.sub(r"\s*\((?:eur|€)\)$", "", folded)
    for role in ("quantity", "unit_price", "discount", "vat_rate", "amount", "unit", "position", "article",
                 "description"):
        if folded in HEADINGS[role]:
            return role
    return None


def _is_header(cells: list[str], text: _Text) -> bool:
    if any(text.amount_cell(cell) is not None for cell in cells):
        return False
    roles = {_role(cell) for cell in cells}
    if "quantity" in roles and ({"unit_price", "amount"} & roles):
        return True
    words = {w for cell in cells for w in re.split(r"\s+", cell.casefold())}
    return len(cells) >= 3 and bool(words & {"qty", "quantity", "quantité", "qté", "menge", "aantal", "anzahl"})


def _row_by_kinds(cells: list[str], text: _Text, header_roles: list[str | None] | None) -> InvoiceLine | None:
    """A line item read by its cells' kinds: the line amount last, a unit price before it (the net one, or a
    list price less a discount %), a quantity (with its unit) that makes them add up; article and
    description are the text cells."""
    cells = [CURRENCY_SIGNS.sub("", cell.strip()).strip() for cell in cells]
    if len(cells) < 3:
        return None
    amount = text.amount_cell(cells[-1])
    if amount is None:
        return None
    body = cells[:-1]
    percents = [i for i, cell in enumerate(body) if ROW_PERCENT.fullmatch(cell)]
    discount_column = header_roles is not None and len(header_roles) == len(cells) and "discount" in header_roles
    if discount_column:  # a discount printed without '%' under a discount heading
        percents += [i for i, cell in enumerate(body) if header_roles[i] == "discount" and i not in percents
                     and re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", cell)]

    def tolerance_ok(q: Decimal, price: Decimal) -> bool:
        return abs(cents(q * price) - amount) <= max(Decimal("0.01"), abs(amount) * Decimal("0.005"))

    discounts = [(None, Decimal(0))] + [(i, Decimal(re.sub(r"[^\d.,]", "", body[i]).replace(",", "."))) for i in percents]
    prices = [i for i in range(len(body) - 1, -1, -1) if i not in percents and text.amount_cell(body[i], text.price)]
    for pi in prices:
        listed = text.amount_cell(body[pi], text.price)
        for qi in range(len(body) - 1, -1, -1):
            if qi == pi or qi in percents:
                continue
            match = text.quantity.fullmatch(body[qi])
            if match is None or (match.group("u") and match.group("u").casefold() in {"x"}):
                continue
            qty = Decimal(match.group("q").replace(text.dec, "."))
            if qty == 0:
                continue
            for di, discount in discounts:
                if di is not None and not (qi < di or pi < di):
                    continue
                exact = listed * (1 - discount / 100)
                unit_price = cents(exact)
                if tolerance_ok(qty, unit_price) or cents(qty * exact) == amount:  # a price to 3-4 places
                    return _texts(body, qi, pi, di, qty, unit_price, amount, header_roles, len(cells), text)
    return None


def _texts(body, qi, pi, di, qty, unit_price, amount, header_roles, width, text) -> InvoiceLine | None:
    used = {qi, pi} | ({di} if di is not None else set())
    aligned = header_roles is not None and len(header_roles) == width
    texts = []
    for i, cell in enumerate(body):
        if i in used or ROW_PERCENT.fullmatch(cell) or i > max(qi, pi):
            continue
        if i > min(qi, pi) and (text.amount_cell(cell, text.price) is not None or re.fullmatch(r"[\d.,]+", cell)):
            continue  # a list price or a bare discount between the quantity and the price; before both, an
            # article number may look like a price ('192.730')
        role = header_roles[i] if aligned else None
        if role in ("unit", "position", "vat_rate", "discount", "quantity", "unit_price", "amount"):
            continue
        if not aligned and i == qi + 1 and re.fullmatch(r"[^\W\d_][^\s\d]{0,7}|m[23²³]", cell):
            continue  # the unit cell after the quantity
        if not aligned and i == 0 and re.fullmatch(r"\d{1,3}", cell) and len(body) - len(used) >= 3:
            continue  # a position number
        texts.append(cell)
    if not texts or len(texts) > 3:
        return None
    article = texts[0] if len(texts) >= 2 else None
    description = " ".join(texts[1:]) if len(texts) >= 2 else texts[0]
    return InvoiceLine(article_no=article, description=description, quantity=qty, unit_price=unit_price,
                       net_amount=amount)


def _split_glued(cells: list[str], text: _Text) -> list[list[str]]:
    """A row whose cells ran into each other where they were printed too close: a description into its
    quantity ('..., 5 150 m'), a quantity or unit into the unit price ('1 forfait 2 883,00'); the variants
    with one such cell split in two."""
    variants = []
    for i in range(len(cells) - 2, -1, -1):
        cell = CURRENCY_SIGNS.sub("", cells[i]).strip()
        match = re.fullmatch(rf"(?P<t>.*\S) (?:{text.quantity.pattern})", cell)
        if match and text.amount_cell(cell) is None and re.search(r"[^\W\d_]", match.group("t")):
            variants.append(cells[:i] + [match.group("t"), cell[len(match.group("t")) + 1:]] + cells[i + 1:])
        for lazy in ("?", ""):
            match = re.fullmatch(rf"(?P<t>.*{lazy}\S) (?:EUR |€ ?)?(?P<p>{text.price.pattern})", cell)
            if match and text.amount_cell(match.group("t")) is None:
                variants.append(cells[:i] + [match.group("t"), match.group("p")] + cells[i + 1:])
    return variants


def _line_table(text: _Text, problems: dict) -> tuple[list[InvoiceLine], int]:
    """The line items and the index of the first line after them. A line whose amount is the running sum
    of the rows, followed by the table's heading again (the next page), is carried forward: the rows go on
    after the heading, where the same amount is brought forward."""
    start = next((i for i, cells in enumerate(text.lines) if _is_header(cells, text)), None)
    roles = [_role(cell) for cell in text.lines[start]] if start is not None else None
    rows: list[InvoiceLine] = []
    end = len(text.lines)
    unread: list[str] = []
    brought_forward = None
    index = start if start is not None else -1
    while index + 1 < len(text.lines):
        index += 1
        cells, raw = text.lines[index], text.raw[index]
        if start is not None and cells == text.lines[start]:
            continue  # the header again on the next page
        hits = [_hit(cell, text.labels.strong) for cell in cells]
        amounts = text.amounts(raw)
        if brought_forward is not None and amounts and amounts[-1] == brought_forward and len(cells) <= 3:
            brought_forward = None
            continue
        row = _row_by_kinds(cells, text, roles)
        if row is None and amounts:
            row = next(filter(None, (_row_by_kinds(v, text, None) for v in _split_glued(cells, text))), None)
        if row:
            rows.append(row)
            continue
        if set(raw.strip()) <= set("-=_ "):
            continue  # a rule printed as text
        if not amounts and rows and len(cells) == 1 and _hit(cells[0], text.labels.strong) is None:
            rows[-1] = rows[-1].model_copy(update={"description": f"{rows[-1].description} {cells[0]}"})
            continue
        if not rows:
            if any(h and h[0] == "carry_forward" for h in hits):
                continue
            if amounts and start is not None and not any(hits):
                unread.append(raw.strip())
            continue
        fields = {h[0] for h in hits if h}
        if amounts and amounts[-1] in _sums(rows):
            again = _header_again(text, start, index)
            if again is not None:  # carried forward to the next page
                index, brought_forward = again, amounts[-1]
                continue
        if "carry_forward" in fields:
            continue
        if amounts and not fields and not VAT_WORD.search(raw) and amounts[-1] not in _sums(rows):
            unread.append(raw.strip())
            continue
        end = index
        break
    if unread:
        problems["lines"] = f"unreadable table row {unread[0]!r}"
    elif not rows:
        problems["lines"] = "no line table found (no heading with quantity and price, no row whose amounts add up)"
    return rows, end if rows else 0


def _header_again(text: _Text, start: int | None, index: int) -> int | None:
    """The index of the table's heading repeated after `index` past a page break, if it is."""
    if start is None:
        return None
    for later in range(index + 1, min(index + 8, len(text.lines))):
        if text.lines[later] == text.lines[start]:
            return later
        if any(text.amount_cell(cell) is not None for cell in text.lines[later]):
            return None
    return None


def _sums(rows: list[InvoiceLine]) -> set[Decimal]:
    return {sum((r.net_amount for r in rows), Decimal("0.00"))}


def _totals(text: _Text, rows: list[InvoiceLine], end: int, values: dict, problems: dict) -> None:
    lines_sum = sum((r.net_amount for r in rows), Decimal("0.00")) if rows else None
    after = list(range(end, len(text.lines)))

    def labelled(field: str) -> list[Decimal]:
        out = []
        for index in after:
            for position, cell in enumerate(text.lines[index]):
                hit = _hit(cell, text.labels.strong)
                if hit and hit[0] == field:
                    found = text.amounts("  ".join([hit[2], *text.lines[index][position + 1:]]))
                    if found:
                        out.append(found[0])
                    break
        return out

    every = [(index, amount) for index in after for amount in text.amounts(text.raw[index])]
    net = next((a for _, a in every if a == lines_sum), None)
    if net is None:
        net = next(iter(labelled("net_total")), None)
    vat_rate = vat_amount = None
    for index in after:
        raw = text.raw[index]
        if not VAT_WORD.search(raw):
            continue
        rates = [ROW_PERCENT.search(raw)] if ROW_PERCENT.search(raw) else []
        found = text.amounts(raw)
        if rates and found:
            vat_rate = Decimal(rates[0].group("value").replace(",", "."))
            vat_amount = found[-1]
            break
        if found and net is not None and len(text.lines[index]) <= 3:  # 'TVA  0,00': the rate that gives it
            rate = next((r for r in KNOWN_RATES if cents(net * r / 100) == found[-1]), None)
            if rate is not None:
                vat_rate, vat_amount = rate, found[-1]
                break
    gross = None
    if net is not None:
        if vat_amount is not None:
            gross = next((a for _, a in every if a == net + vat_amount and a != net or (vat_amount == 0 and a == net)), None)
        else:
            pairs = [(v, g) for _, v in every for _, g in every if g == net + v and v > 0]
            if pairs:
                vat_amount, gross = pairs[0]
                rate = (vat_amount / net * 100) if net else None
                vat_rate = next((r for r in KNOWN_RATES if rate is not None and abs(cents(net * r / 100) - vat_amount)
                                 <= Decimal("0.01")), None)
    if gross is None:
        gross = next(iter(labelled("gross_total")), None)
    if net is None:
        problems["net_total"] = ("no amount after the lines equal to their sum "
                                 f"({lines_sum}) and no known net total label" if lines_sum is not None
                                 else "no known net total label")
    else:
        values["net_total"] = net
    if vat_rate is None or vat_amount is None:
        problems["vat_rate"] = problems["vat_amount"] = "no VAT line (a VAT word, a rate and an amount) after the lines"
    else:
        values["vat_rate"], values["vat_amount"] = vat_rate, vat_amount
    if gross is None:
        problems["gross_total"] = "no amount equal to net + VAT and no known gross total label"
    else:
        values["gross_total"] = gross


def _supplier_vat(text: str) -> str | None:
    company = normalize_vat(COMPANY_VAT)
    vats = [v for v in VAT_NUMBER.findall(text) if normalize_vat(v) != company]
    vats += [v for v in OTHER_EU_VAT.findall(text) if normalize_vat(v) != company and vat_problem(v) is None]
    valid = [v for v in vats if vat_problem(v) is None]
    return (valid or vats or [None])[0]


def _read_structure(text: str, vocabulary: Vocabulary) -> Reading:
    page = _Text(text, _labels_for(vocabulary))
    values: dict[str, object] = {}
    problems: dict[str, str] = {}
    vat = _supplier_vat(page.flat)
    if vat is None:
        problems["supplier_vat"] = "no supplier VAT number found (other than our own)"
    else:
        values["supplier_vat"] = vat
    _header_fields(page, values, problems)
    rows, end = _line_table(page, problems)
    if "lines" not in problems:
        values["lines"] = tuple(rows)
    _totals(page, rows, end, values, problems)
    notes = [" ".join(n.split()).casefold() for sets in vocabulary.values() for w in sets for n in w.reverse_charge]
    folded = page.flat.casefold()
    values["reverse_charge_stated"] = any(n in folded for n in notes) or REVERSE_CHARGE.search(folded) is not None
    return Reading(values, problems, _language_of(page), "structure")

