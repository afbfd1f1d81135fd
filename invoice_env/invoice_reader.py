"""Reads an invoice's extracted text back into facts, the way a careful clerk does: find the
language by its labels, take each labelled value, parse the line table by its header.

It is the reference agent's reader (it sees only what `read_document` returns) and the check
that every generated PDF carries its amounts and references in extractable text."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal

from invoice_env.identifiers import normalize_vat
from invoice_env.locales import LOCALES, MONTHS_EN, Locale
from invoice_env.models import InvoiceFacts, InvoiceLine
from invoice_env.money import parse_localized
from invoice_env.prompt import COMPANY_VAT

ARTICLE = r"(?:[A-Z]{2,3}-?\d{5}|\d{3}\.\d{3})"
QTY = r"\d+(?:[.,]\d+)?"
VAT_NUMBER = re.compile(r"\b(BE\s?[01]\d{3}\.?\d{3}\.?\d{3}|NL\d{9}B\d{2}|DE\d{9}|FR[0-9A-Z]{2}\d{9}|LU\d{8})\b")


class UnreadableInvoice(ValueError):
    """The text does not look like an invoice this reader knows."""


def _number_pattern(loc: Locale) -> str:
    group = re.escape(loc.group_sep)
    dec = re.escape(loc.decimal_sep)
    return rf"\d{{1,3}}(?:{group}\d{{3}})*{dec}\d{{2}}"


def detect_locale(text: str) -> Locale:
    for loc in LOCALES.values():
        if re.search(rf"^\s*{re.escape(loc.invoice_number)}(?=[\s.:]|$)", text, re.MULTILINE):
            return loc
    raise UnreadableInvoice("no known invoice-number label found")


def _field(lines: list[str], labels: tuple[str, ...] | list[str]) -> str | None:
    for index, line in enumerate(lines):
        for label in labels:
            match = re.match(rf"^{re.escape(label)}(?:\s*[.:]+\s*|\s+|$)(.*)$", line)
            if match:
                value = match.group(1).strip()
                if value:
                    return value
                following = [l for l in lines[index + 1:] if l.strip()]
                return following[0].strip() if following else None
    return None


def _date(text: str, loc: Locale) -> date:
    if loc.date_format == "en":
        day, month, year = text.split()
        return date(int(year), MONTHS_EN.index(month) + 1, int(day))
    return datetime.strptime(text.strip(), loc.date_format).date()


def _row_pattern(header: str, loc: Locale) -> re.Pattern[str]:
    num = _number_pattern(loc)
    positions = {"qty": header.find(loc.quantity), "article": header.find(loc.article)}
    if positions["qty"] != -1 and positions["qty"] < positions["article"]:
        return re.compile(rf"^(?P<qty>{QTY})\s+(?:(?P<article>{ARTICLE})\s+)?(?P<desc>.+?)\s+(?P<unit>{num})\s+"
                          rf"(?P<rate>\d+(?:[.,]\d+)?)\s?%\s+(?P<amount>{num})$")
    return re.compile(rf"^(?:(?P<article>{ARTICLE})\s+)?(?P<desc>.+?)\s+(?P<qty>{QTY})\s+(?P<unit>{num})\s+"
                      rf"(?P<amount>{num})$")


def _last_amount(line: str, loc: Locale) -> Decimal:
    found = re.findall(_number_pattern(loc), line)
    if not found:
        raise UnreadableInvoice(f"no amount in {line!r}")
    return parse_localized(found[-1], loc.decimal_sep)


def read_invoice(text: str) -> InvoiceFacts:
    loc = detect_locale(text)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    number = _field(lines, [loc.invoice_number])
    invoice_day = _field(lines, [loc.invoice_date])
    due_day = _field(lines, [loc.due_date])
    if not (number and invoice_day and due_day):
        raise UnreadableInvoice("invoice number or dates missing")
    po_reference = _field(lines, list(loc.po_labels) + list(loc.po_eval))

    company = normalize_vat(COMPANY_VAT)
    vats = [v for v in VAT_NUMBER.findall(text) if normalize_vat(v) != company]
    if not vats:
        raise UnreadableInvoice("no supplier VAT number found")

    header_index = next((i for i, l in enumerate(lines) if loc.description in l and loc.article in l
                         and loc.amount in l), None)
    if header_index is None:
        raise UnreadableInvoice("no line table header found")
    pattern = _row_pattern(lines[header_index], loc)
    vat_prefix = loc.vat.split("{rate}")[0]
    invoice_lines: list[InvoiceLine] = []
    net_total = vat_amount = gross_total = rate = None
    for line in lines[header_index + 1:]:
        if line.startswith(loc.net_total):
            net_total = _last_amount(line, loc)
        elif line.startswith(vat_prefix) and net_total is not None and vat_amount is None:
            rate = Decimal(re.search(r"(\d+(?:[.,]\d+)?)\s?%", line).group(1).replace(",", "."))
            vat_amount = _last_amount(line, loc)
        elif line.startswith(loc.gross_total) and vat_amount is not None:
            gross_total = _last_amount(line, loc)
            break
        elif net_total is None and not set(line) <= {"-"}:
            match = pattern.match(line)
            if not match:
                raise UnreadableInvoice(f"unreadable table row {line!r}")
            invoice_lines.append(InvoiceLine(
                article_no=match.group("article"), description=match.group("desc"),
                quantity=Decimal(match.group("qty").replace(",", ".")),
                unit_price=parse_localized(match.group("unit"), loc.decimal_sep),
                net_amount=parse_localized(match.group("amount"), loc.decimal_sep)))
    if net_total is None or vat_amount is None or gross_total is None or not invoice_lines:
        raise UnreadableInvoice("totals or lines missing")

    flat = " ".join(text.split())
    notes = (loc.domestic_reverse_charge, loc.intra_eu_goods, loc.intra_eu_services)
    return InvoiceFacts(
        supplier_name=None, supplier_vat=vats[0], invoice_number=number,
        invoice_date=_date(invoice_day, loc), due_date=_date(due_day, loc), po_reference=po_reference,
        lines=tuple(invoice_lines), net_total=net_total, vat_rate=rate, vat_amount=vat_amount,
        gross_total=gross_total, reverse_charge_stated=any(" ".join(n.split()) in flat for n in notes))
