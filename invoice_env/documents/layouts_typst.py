"""Invoice layouts written with Typst: the held-out writer, shown in the eval split only. It shares
no code with the fpdf2 and reportlab layouts: the page is laid out by Typst from one template
(`typst/invoice.typ`) fed the document's strings as JSON. Only Typst's embedded fonts are used, so
the bytes do not depend on the fonts a machine has."""

from __future__ import annotations

import json
from datetime import datetime
from importlib import resources

import typst

from invoice_env.documents.content import Content

TEMPLATE = resources.files("invoice_env.documents") / "typst" / "invoice.typ"
ACCENTS = ("#1f4e79", "#7a2234", "#266848", "#5a5a5a", "#a05214", "#3c3c82")
FONTS = {"ledger": "Libertinus Serif", "letter": "New Computer Modern"}


def _data(layout: str, c: Content, stamp: datetime) -> dict:
    return {
        "layout": layout, "font": FONTS[layout], "accent": ACCENTS[c.palette % len(ACCENTS)],
        "stamp": [stamp.year, stamp.month, stamp.day], "title": c.title, "supplier_name": c.supplier_name,
        "supplier_lines": list(c.supplier_lines), "customer_lines": list(c.customer_lines),
        "meta": [list(pair) for pair in c.meta], "header": list(c.header), "rows": [list(row) for row in c.rows],
        "aligns": list(c.aligns), "columns": list(c.table.columns),
        "totals": [list(pair) for pair in c.totals], "notes": list(c.notes), "payment": c.payment,
    }


def render(layout: str, c: Content, stamp: datetime) -> bytes:
    with resources.as_file(TEMPLATE) as template:
        return typst.compile(str(template), sys_inputs={"data": json.dumps(_data(layout, c, stamp))},
                             ignore_system_fonts=True, font_paths=[])
