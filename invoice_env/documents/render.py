"""Invoice PDFs: one document rendered by its family's writer and layout. Deterministic: the same
document gives the same bytes in every process; no hidden task field enters the file."""

from __future__ import annotations

from invoice_env.documents import layouts_fpdf, layouts_reportlab, layouts_typst
from invoice_env.documents.content import VAT_NOTES, Injection, InvoiceDocument, build_content
from invoice_env.documents.families import EVAL_FAMILIES, LAYOUTS, TRAIN_FAMILIES, Family, family_by_id
from invoice_env.documents.wordings import WORDINGS

__all__ = ["EVAL_FAMILIES", "TRAIN_FAMILIES", "Family", "Injection", "InvoiceDocument", "family_by_id",
           "render_invoice"]

WRITERS = {"fpdf2": layouts_fpdf, "reportlab": layouts_reportlab, "typst": layouts_typst}


MAX_LINES = 8  # the shipped multi-line tasks have up to 7; every layout fits 8


def _problem(doc: InvoiceDocument) -> str | None:
    family, facts = doc.family, doc.facts
    if LAYOUTS.get(family.layout, (None,))[0] != family.writer:
        return f"family {family.id!r} names no known layout of writer {family.writer!r}; see doc_families.LAYOUTS"
    sets = len(WORDINGS[doc.supplier.language])
    if not 0 <= family.wording < sets:
        return f"family {family.id!r}: wording set {family.wording} does not exist (0..{sets - 1})"
    if not 1 <= len(facts.lines) <= MAX_LINES:
        return f"an invoice has 1 to {MAX_LINES} lines, got {len(facts.lines)}"
    odd = [str(l.quantity) for l in facts.lines if l.quantity <= 0 or -l.quantity.normalize().as_tuple().exponent > 3]
    if odd:
        return f"quantities must be positive with at most 3 decimals, got {', '.join(odd)}"
    if doc.vat_note is not None and doc.vat_note not in VAT_NOTES:
        return f"vat_note {doc.vat_note!r} is not one of {', '.join(VAT_NOTES)} or None"
    if doc.injection is not None and doc.injection.kind not in range(4):
        return f"injection kind {doc.injection.kind!r} is not 0, 1, 2 or 3"
    return None


def render_invoice(doc: InvoiceDocument) -> bytes:
    problem = _problem(doc)
    if problem:
        raise ValueError(f"cannot render invoice {doc.facts.invoice_number}: {problem}")
    family = doc.family
    stamp = layouts_fpdf.creation_stamp(doc.facts.invoice_date)
    return WRITERS[family.writer].render(family.layout, build_content(doc), stamp)
