"""The wording reader: an invoice read by the vocabulary's own wording sets, the way every generated
document reads. Finds the language by its labels, takes each labelled value (beside its label or, in a
grid, below it), parses the line table by its header, skips carry-forward lines and page breaks,
reads the totals; UnreadableInvoice at the first thing the wording does not cover."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from invoice_env.documents.labels import REVERSE_CHARGE
from invoice_env.documents.locales import LONG, LOCALES, SHORT_EN, parse_day
from invoice_env.documents.reader.line_items import join_wrapped, row_by_wording, row_patterns, table_shape
from invoice_env.documents.reader.shared import (PAGE_BREAK, PO_CORE, UnreadableInvoice, split_cells,
                                                 strip_po_prefix, supplier_vat)
from invoice_env.documents.reader.vocabulary import Lexicon, Reader
from invoice_env.world.models import InvoiceFacts, InvoiceLine
from invoice_env.world.money import parse_localized


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
    for index, row in enumerate(lines):
        hits = [(_label_of(cell, lex), position) for position, cell in enumerate(row)]
        for hit, position in hits:
            if hit is None or hit[0] not in wanted or hit[0] in found:
                continue
            name, _, rest = hit
            if rest:
                found[name] = rest
                continue
            following = row[position + 1] if position + 1 < len(row) else None
            if following is not None and _label_of(following, lex) is None:
                found[name] = following
                continue
            # a grid: the value stands below its label, in the same column
            below = lines[index + 1] if index + 1 < len(lines) else []
            if len(below) == len(row) and position < len(below):
                found[name] = below[position]
    return found


def _language(lines: list[list[str]], lexicons: dict[str, Lexicon]) -> Lexicon:
    scores = {}
    for language, lex in lexicons.items():
        scores[language] = sum(1 for row in lines for cell in row if _label_of(cell, lex) is not None)
    best = max(scores, key=lambda k: scores[k])
    if scores[best] < 3:
        raise UnreadableInvoice("no known invoice labels found")
    return lexicons[best]


def language_lexicon(text: str, reader: Reader) -> Lexicon:
    """The lexicon of the language the invoice is written in; UnreadableInvoice if none fits."""
    return _language([split_cells(line) for line in text.splitlines() if line.strip()], reader.lexicons)


def _date(text: str, lex: Lexicon) -> date:
    found = parse_day(text, lex.date_styles, lex.language)
    if found is None:
        found = parse_day(text, tuple(dict.fromkeys(lex.date_styles + (LONG, SHORT_EN))), lex.language)
    if found is None:
        raise UnreadableInvoice(f"unreadable date {text!r}")
    return found


def _po(value: str | None) -> str | None:
    if value is None:
        return None
    text = strip_po_prefix(value)
    match = PO_CORE.match(text)
    if not match:
        raise UnreadableInvoice(f"unreadable PO reference {value!r}")
    return match.group(0)


def _header(row: list[str], lex: Lexicon) -> tuple[str, ...] | None:
    """The wording whose description and quantity headings the row shows (a heading may be cut where
    the software wrapped it: 'Details' of 'Details supplied')."""
    for header in lex.headers:
        if header[2] in row and any(cell == header[1] or header[1].startswith(cell + " ") for cell in row):
            return header
    return None


def _amount(text: str, lex: Lexicon) -> Decimal | None:
    found = re.search(lex.money, text)
    return parse_localized(found.group(0), LOCALES[lex.language].decimal_sep) if found else None


def _labelled_amount(row: list[str], lex: Lexicon, field: str) -> Decimal | None:
    for position, cell in enumerate(row):
        hit = _label_of(cell, lex)
        if hit and hit[0] == field:
            return _amount("  ".join([hit[2], *row[position + 1:]]), lex)
    return None


def _vat_line(row: list[str], lex: Lexicon) -> tuple[Decimal, Decimal] | None:
    for position, cell in enumerate(row):
        for pattern in lex.vat_patterns:
            match = pattern.match(cell)
            if match:
                amount = _amount("  ".join([cell[match.end():], *row[position + 1:]]), lex)
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
    start = next((i for i, row in enumerate(lines) if _header(row, lex)), None)
    if start is None:
        raise UnreadableInvoice("no line table header found")
    patterns = row_patterns(lex)
    shape = table_shape(lines[start], _header(lines[start], lex))
    rows: list[InvoiceLine] = []
    since_header, skipping = 0, False
    for index in range(start + 1, len(lines)):
        row_cells, line = lines[index], raw[index]
        if _header(row_cells, lex):
            skipping, since_header = False, 0
            continue
        if skipping or PAGE_BREAK.match(line) or set(line) <= {"-", " "}:
            continue
        row = row_by_wording(row_cells, shape, patterns)
        if row:
            rows.append(row)
            since_header += 1
            continue
        if (since_header and len(row_cells) == 1 and not patterns.money.fullmatch(row_cells[0])
                and _label_of(row_cells[0], lex) is None):
            rows[-1] = rows[-1].model_copy(update={"description": join_wrapped(rows[-1].description, row_cells[0])})
            continue
        if not since_header and not patterns.money.search(line) and not any(_label_of(c, lex) for c in row_cells):
            continue  # the rest of a heading wrapped over two lines
        fields = {hit[0] for hit in (_label_of(cell, lex) for cell in row_cells) if hit}
        if "net_total" in fields:
            if not rows:
                raise UnreadableInvoice("no line items before the totals")
            return rows, index
        if "carry_forward" in fields:
            skipping = since_header > 0  # carried out at a page's end: skip to the next page's header
            continue
        raise UnreadableInvoice(f"unreadable table row {line.strip()!r}")
    raise UnreadableInvoice("no totals after the line table")


@dataclass(frozen=True)
class Totals:
    net_total: Decimal
    vat_rate: Decimal
    vat_amount: Decimal
    gross_total: Decimal


def _totals(lines: list[list[str]], totals_at: int, lex: Lexicon) -> Totals:
    """The net total on the line that ends the table, then a VAT line (or a VAT recap) and the gross total."""
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
    return Totals(net_total, rate, vat_amount, gross_total)


def read_by_wording(text: str, reader: Reader) -> tuple[InvoiceFacts, str]:
    """The invoice read by the vocabulary's own wording, and its language; UnreadableInvoice at the first
    thing the wording does not cover."""
    raw = [line for line in text.splitlines() if line.strip()]
    lines = [split_cells(line) for line in raw]
    lex = _language(lines, reader.lexicons)
    rows, totals_at = _table(lines, raw, lex)
    head = _fields(lines[:totals_at], lex, {"invoice_number", "invoice_date", "due_date", "po_reference"})
    if not all(k in head for k in ("invoice_number", "invoice_date", "due_date")):
        raise UnreadableInvoice("invoice number or dates missing")
    totals = _totals(lines, totals_at, lex)
    vat = supplier_vat(text)
    if vat is None:
        raise UnreadableInvoice("no supplier VAT number found")
    return _facts(vat=vat, head=head, lex=lex, rows=rows, totals=totals, flat=" ".join(text.split())), lex.language


def _facts(*, vat: str, head: dict[str, str], lex: Lexicon, rows: list[InvoiceLine], totals: Totals,
           flat: str) -> InvoiceFacts:
    return InvoiceFacts(
        supplier_name=None, supplier_vat=vat, invoice_number=head["invoice_number"].split()[0],
        invoice_date=_date(head["invoice_date"], lex), due_date=_date(head["due_date"], lex),
        po_reference=_po(head.get("po_reference")), lines=tuple(rows), net_total=totals.net_total,
        vat_rate=totals.vat_rate, vat_amount=totals.vat_amount, gross_total=totals.gross_total,
        reverse_charge_stated=_states_reverse_charge(flat, lex))


def _states_reverse_charge(flat: str, lex: Lexicon) -> bool:
    """The wording's own statement, or any other reverse-charge statement the structure reader knows (an invoice the
    wording reads that words it its own way: 'Intracommunautaire levering: btw verlegd naar de afnemer')."""
    return any(n in flat for n in lex.notes) or REVERSE_CHARGE.search(flat.casefold()) is not None
