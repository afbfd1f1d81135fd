"""A case's PDF as text, and the check that the facts of its `[invoice]` table are printed in it."""

from __future__ import annotations

import io
import re
from decimal import Decimal

from pypdf import PdfReader
from pypdf.errors import PyPdfError

from invoice_env.documents.pdf_text import extract_text
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.money import format_localized

# (decimal separator, thousands separator) as invoices print amounts: 4.182,30 / 4 182,30 / 4,182.30 / 4182.30
_AMOUNT_STYLES = ((",", "."), (",", " "), (",", "\u00a0"), (",", "\u202f"), (",", ""), (".", ","), (".", ""),
                  (".", " "), (".", "'"), (",", "'"))


class PdfTextError(ValueError):
    """The file is not a readable PDF, or has no text layer to read."""


def pdf_text(pdf: bytes) -> str:
    """The text `read_document` gives the agent (rows kept); an image-only (scanned) PDF has none and
    is refused."""
    try:
        reader = PdfReader(io.BytesIO(pdf))
        if not reader.pages:
            raise PdfTextError("has no pages")
        text = extract_text(pdf)
    except (PyPdfError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise PdfTextError(f"is not a readable PDF: {exc}") from exc
    if not text.strip():
        raise PdfTextError("has no text layer (an image-only scan?); the agent reads the invoice as text, so run "
                           "it through OCR first (e.g. ocrmypdf) or use the supplier's original PDF")
    return text


def amount_spellings(value: Decimal) -> list[str]:
    return sorted({format_localized(value, dec, group) for dec, group in _AMOUNT_STYLES})


def _has_amount(text: str, value: Decimal) -> bool:
    return any(re.search(rf"(?<![\d.,]){re.escape(spelling)}(?!\d|[.,]\d)", text) for spelling in amount_spellings(value))


def _squeezed(text: str) -> str:
    return " ".join(text.split()).upper()


def facts_not_in_text(facts: InvoiceFactsSpec, text: str) -> list[str]:
    """Each `[invoice]` fact that the PDF's text does not show, as field + value + what was looked for."""
    problems = []
    squeezed, alnum = _squeezed(text), normalize_vat(text)
    if _squeezed(facts.invoice_number) not in squeezed:
        problems.append(f"field invoice.invoice_number: {facts.invoice_number!r} is not in the PDF's text")
    if normalize_vat(facts.supplier_vat) not in alnum:
        problems.append(f"field invoice.supplier_vat: {facts.supplier_vat} is not in the PDF's text "
                        "(compared without spaces, dots and dashes)")
    if not _has_amount(text, facts.net_total):
        problems.append(f"field invoice.net_total: {facts.net_total:.2f} is not in the PDF's text in any usual "
                        f"spelling ({', '.join(amount_spellings(facts.net_total)[:4])}, ...)")
    if facts.po_reference and normalize_po_number(facts.po_reference) not in alnum:
        problems.append(f"field invoice.po_reference: {facts.po_reference!r} is not in the PDF's text")
    for index, line in enumerate(facts.lines, start=1):
        if line.article_no and _squeezed(line.article_no) not in squeezed:
            problems.append(f"field invoice.lines.{index}.article_no: {line.article_no!r} is not in the PDF's text")
    return problems
