"""Invoice PDFs: one document rendered by its family's writer and layout. Deterministic: the same
document gives the same bytes in every process; no hidden task field enters the file."""

from __future__ import annotations

from invoice_env import layouts_fpdf, layouts_reportlab
from invoice_env.doc_families import EVAL_FAMILIES, LAYOUTS, TRAIN_FAMILIES, Family, family_by_id
from invoice_env.invoice_document import Injection, InvoiceDocument, build_content

__all__ = ["EVAL_FAMILIES", "TRAIN_FAMILIES", "Family", "Injection", "InvoiceDocument", "family_by_id",
           "render_invoice"]

WRITERS = {"fpdf2": layouts_fpdf, "reportlab": layouts_reportlab}


def render_invoice(doc: InvoiceDocument) -> bytes:
    family = doc.family
    if LAYOUTS.get(family.layout, (None,))[0] != family.writer:
        raise ValueError(f"family {family.id!r} names no known layout of writer {family.writer!r}")
    stamp = layouts_fpdf.creation_stamp(doc.facts.invoice_date)
    return WRITERS[family.writer].render(family.layout, build_content(doc), stamp)
