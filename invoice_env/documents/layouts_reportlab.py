"""Invoice layouts written with reportlab's canvas: every string is its own text object, as many
invoicing systems write them. `invariant=1` and fixed metadata make the bytes reproducible."""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from invoice_env.documents.content import Content

PALETTES = [(0.12, 0.31, 0.47), (0.48, 0.13, 0.2), (0.15, 0.41, 0.28), (0.35, 0.35, 0.35), (0.63, 0.32, 0.08),
            (0.24, 0.24, 0.51)]
BOLD = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}


class Page:
    """A canvas addressed in millimetres from the top-left corner."""

    def __init__(self, canvas: Canvas, font: str):
        self.c = canvas
        self.font = font

    def text(self, x: float, y: float, text: str, size: float = 9, bold: bool = False, align: str = "L",
             width: float | None = None) -> None:
        name = BOLD[self.font] if bold else self.font
        if width is not None:
            while size > 5.5 and stringWidth(text, name, size) > (width - 1.5) * mm:
                size -= 0.5
        self.c.setFont(name, size)
        px, py = x * mm, A4[1] - y * mm
        if align == "R":
            self.c.drawRightString(px, py, text)
        elif align == "C":
            self.c.drawCentredString(px, py, text)
        else:
            self.c.drawString(px, py, text)

    def rule(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.5) -> None:
        self.c.setLineWidth(width)
        self.c.line(x1 * mm, A4[1] - y1 * mm, x2 * mm, A4[1] - y2 * mm)

    def box(self, x: float, y: float, w: float, h: float, fill=None, stroke: bool = True) -> None:
        if fill:
            self.c.setFillColorRGB(*fill)
        self.c.rect(x * mm, A4[1] - (y + h) * mm, w * mm, h * mm, stroke=int(stroke), fill=int(bool(fill)))
        self.c.setFillColorRGB(0, 0, 0)

    def wrapped(self, x: float, y: float, text: str, width: float, size: float = 8.5, leading: float = 4.2) -> float:
        """Word-wrapped paragraph; returns the y below it."""
        words, line = text.split(), ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if line and stringWidth(candidate, self.font, size) > width * mm:
                self.text(x, y, line, size)
                y += leading
                line = word
            else:
                line = candidate
        if line:
            self.text(x, y, line, size)
            y += leading
        return y + 1.5


def _columns(x: float, widths, aligns) -> list[tuple[float, str]]:
    """Anchor x of each table column (left for text, right edge for numbers)."""
    out, left = [], x
    for width, align in zip(widths, aligns):
        out.append((left + 1 if align == "L" else left + width - 1, align))
        left += width
    return out


def _table(p: Page, c: Content, y: float, x: float = 15, widths=(26, 82, 20, 26, 26), size: float = 8.5,
           ruled: bool = False, rows=None, header_fill=None) -> float:
    widths = c.widths(widths)
    cols = _columns(x, widths, c.aligns)
    total = sum(widths)
    top = y
    if header_fill:
        p.box(x, y - 4.6, total, 6.4, fill=header_fill, stroke=False)
    for (cx, align), text, width in zip(cols, c.header, widths):
        p.text(cx, y, text, size, bold=True, align=align, width=width)
    p.rule(x, y + 2, x + total, y + 2)
    y += 6.5
    for row in (c.rows if rows is None else rows):
        for (cx, align), text, width in zip(cols, row, widths):
            p.text(cx, y, text, size, align=align, width=width)
        if ruled:
            p.rule(x, y + 2, x + total, y + 2, 0.25)
        y += 6
    if ruled:
        left = x
        for width in (0,) + tuple(widths):
            left += width
            p.rule(left, top - 4.6, left, y - 4, 0.25)
    return y + 2


def _totals(p: Page, c: Content, y: float, x: float = 120, right: float = 195, rows=None) -> float:
    rows = c.totals if rows is None else rows
    for index, (label, value) in enumerate(rows):
        last = index == len(rows) - 1
        p.text(x, y, label, 10 if last else 9, bold=last)
        p.text(right, y, value, 10 if last else 9, bold=last, align="R")
        y += 6
    return y + 3


def _notes(p: Page, c: Content, y: float, x: float = 15, width: float = 180) -> float:
    for note in c.notes:
        y = p.wrapped(x, y, note, width)
    return y


def recap(p: Page, c: Content) -> None:
    """A VAT recap table (base, rate, VAT per rate) replaces the VAT line of the totals."""
    p.text(15, 20, c.supplier_name, 15, bold=True)
    for index, line in enumerate(c.supplier_lines):
        p.text(15, 26 + 4.5 * index, line, 8.5)
    p.text(195, 20, c.title, 18, bold=True, align="R")
    for index, line in enumerate(c.customer_lines):
        p.text(125, 50 + 5 * index, line, 9.5)
    y = 80
    for label, value in c.meta:
        p.text(15, y, f"{label}:", 9, bold=True)
        p.text(65, y, value, 9)
        y += 5.5
    y = _table(p, c, y + 8)
    (net_label, net), (gross_label, gross) = c.totals[0], c.totals[2]
    y = _totals(p, c, y + 4, rows=[(net_label, net)])
    base, rate, tax = c.wording.recap
    p.text(100, y, base, 8, bold=True, width=38)
    p.text(160, y, rate, 8, bold=True, align="R", width=20)
    p.text(195, y, tax, 8, bold=True, align="R", width=30)
    p.rule(100, y + 1.5, 195, y + 1.5, 0.3)
    y += 6
    p.text(100, y, net, 8.5)
    p.text(160, y, f"{c.rate} %", 8.5, align="R")
    p.text(195, y, c.totals[1][1], 8.5, align="R")
    y = _totals(p, c, y + 8, rows=[(gross_label, gross)])
    _notes(p, c, y + 4)
    p.text(15, 282, c.payment, 8)


def cells(p: Page, c: Content) -> None:
    """A fully ruled table, each cell its own text object; meta as a two-column ruled block."""
    color = PALETTES[c.palette]
    p.c.setFillColorRGB(*color)
    p.text(15, 22, c.title, 20, bold=True)
    p.c.setFillColorRGB(0, 0, 0)
    p.text(195, 18, c.supplier_name, 12, bold=True, align="R")
    for index, line in enumerate(c.supplier_lines):
        p.text(195, 23 + 4.2 * index, line, 8, align="R")
    for index, line in enumerate(c.customer_lines):
        p.text(15, 48 + 5 * index, line, 9.5)
    y = 48
    for label, value in c.meta:
        p.box(115, y - 4, 40, 5.6, fill=(0.92, 0.92, 0.92))
        p.box(155, y - 4, 40, 5.6)
        p.text(116, y, label, 8, width=39)
        p.text(156, y, value, 8.5, bold=True, width=39)
        y += 5.6
    y = _table(p, c, max(y, 75) + 10, ruled=True, header_fill=(0.92, 0.92, 0.92))
    y = _totals(p, c, y + 4)
    _notes(p, c, y + 4)
    p.rule(15, 276, 195, 276, 0.3)
    p.text(105, 281, c.payment, 8, align="C")


def logo(p: Page, c: Content) -> None:
    """A logo block (initials in a coloured square), meta right, totals in a shaded box."""
    color = PALETTES[c.palette]
    p.box(15, 12, 22, 22, fill=color, stroke=False)
    initials = "".join(word[0] for word in c.supplier_name.split()[:2]).upper()
    p.c.setFillColorRGB(1, 1, 1)
    p.text(26, 26, initials, 16, bold=True, align="C")
    p.c.setFillColorRGB(0, 0, 0)
    p.text(42, 20, c.supplier_name, 14, bold=True)
    p.text(42, 26, f"{c.supplier_lines[0]}, {c.supplier_lines[1]}", 8.5)
    p.text(42, 30.5, c.supplier_lines[2], 8.5)
    p.text(195, 20, c.title, 16, bold=True, align="R")
    for index, line in enumerate(c.customer_lines):
        p.text(15, 50 + 5 * index, line, 9.5)
    y = 50
    for label, value in c.meta:
        p.text(120, y, label, 8.5)
        p.text(195, y, value, 8.5, bold=True, align="R")
        y += 5
    y = _table(p, c, max(y, 75) + 10, header_fill=(0.9, 0.9, 0.9))
    p.box(115, y, 82, 22, fill=(0.95, 0.95, 0.95), stroke=False)
    y = _totals(p, c, y + 5, x=118, right=194)
    _notes(p, c, y + 6)
    p.text(15, 278, c.supplier_lines[3], 8)
    p.text(15, 282, c.payment, 8)


COMPACT_WIDTHS = {"quantity": 12, "unit": 11, "article": 24, "description": 80, "unit_price": 24, "discount": 13,
                  "vat": 14, "amount": 26}


def compact(p: Page, c: Content) -> None:
    """Small type, quantity-first table with a VAT % column, supplier details in one header line."""
    p.font = "Times-Roman"
    p.text(15, 16, c.supplier_name, 12, bold=True)
    p.text(15, 21, "  |  ".join(c.supplier_lines[:3]), 7.5)
    p.rule(15, 23, 195, 23, 0.4)
    p.text(15, 32, c.title, 13, bold=True)
    for index, line in enumerate(c.customer_lines):
        p.text(130, 32 + 4.4 * index, line, 8.5)
    y = 40
    for label, value in c.meta:
        p.text(15, y, f"{label}: {value}", 8.5)
        y += 4.4
    y = max(y, 55) + 8
    table = c.table
    vat_column = "vat" in table.columns
    front = tuple(k for k in ("quantity", "unit") if k in table.columns)
    order = front + tuple(k for k in table.columns if k not in front + ("vat", "amount")) + ("vat", "amount")
    header = tuple("%" if k == "vat" and not vat_column else table.labels[k] for k in order)
    rows = [tuple(f"{c.rate}%" if k == "vat" and not vat_column and "amount" in row else row.get(k, "")
                  for k in order) for row in table.rows]
    widths = [COMPACT_WIDTHS[k] for k in order]
    widths[order.index("description")] -= sum(widths) - 180
    aligns = table.aligns(order)
    for cells_ in [header] + rows:
        left = 15
        for text, width, align in zip(cells_, widths, aligns):
            p.text(left + width - 1 if align == "R" else left + 1, y, text, 8, bold=cells_ is header, align=align,
                   width=width)
            left += width
        if cells_ is header:
            p.rule(15, y + 1.5, 195, y + 1.5, 0.3)
        y += 5
    p.rule(15, y - 3, 195, y - 3, 0.3)
    y = _totals(p, c, y + 3)
    _notes(p, c, y + 3)
    p.text(15, 283, c.payment, 7.5)


def sidebar(p: Page, c: Content) -> None:
    """A shaded left column holding the supplier's details; everything else to its right."""
    p.box(0, 0, 55, 297, fill=(0.94, 0.94, 0.94), stroke=False)
    p.text(8, 20, c.supplier_name, 10, bold=True, width=46)
    for index, line in enumerate(c.supplier_lines):
        p.text(8, 27 + 4.5 * index, line, 7.5, width=46)
    p.text(8, 270, c.payment[: len(c.payment) - len(c.iban)].strip(), 6.5, width=46)
    p.text(8, 274, c.iban, 7, width=46)
    p.text(62, 22, c.title, 18, bold=True)
    for index, line in enumerate(c.customer_lines):
        p.text(62, 40 + 4.8 * index, line, 9)
    y = 40
    for label, value in c.meta:
        p.text(135, y, label, 8)
        p.text(195, y, value, 8.5, bold=True, align="R")
        y += 4.8
    y = _table(p, c, max(y, 66) + 8, x=62, widths=(22, 60, 14, 19, 18), size=7.5)
    y = _totals(p, c, y + 4, x=130)
    _notes(p, c, y + 4, x=62, width=133)


def twopage(p: Page, c: Content) -> None:
    """Eval only: the lines run over two pages with a carry-forward subtotal; totals on page 2."""
    lines = len(c.amounts)
    split = max(1, lines - 2) if lines > 1 else 1
    cut = sum(1 for line in c.table.line_of_row if line < split)
    first, rest = c.rows[:cut], c.rows[cut:]
    carried = c.money(sum(c.amounts[:split]))
    p.text(15, 20, c.supplier_name, 14, bold=True)
    for index, line in enumerate(c.supplier_lines[:3]):
        p.text(15, 26 + 4.3 * index, line, 8.5)
    p.text(195, 20, c.title, 18, bold=True, align="R")
    for index, line in enumerate(c.customer_lines):
        p.text(125, 48 + 5 * index, line, 9.5)
    y = 48
    for label, value in c.meta:
        p.text(15, y, label, 8.5)
        p.text(58, y, value, 8.5, bold=True)
        y += 5
    y = _table(p, c, max(y, 75) + 12, rows=first)
    p.text(120, y + 2, c.wording.carry_forward, 9, bold=True)
    p.text(195, y + 2, carried, 9, bold=True, align="R")
    p.text(105, 285, c.page(1, 2), 8, align="C")
    p.c.showPage()
    p.text(15, 18, c.supplier_name, 10, bold=True)
    p.text(195, 18, f"{c.meta[0][0]} {c.meta[0][1]}", 8.5, align="R")
    y = 32
    y = _table(p, c, y, rows=())
    p.text(120, y - 1, c.wording.carry_forward, 9)
    p.text(195, y - 1, carried, 9, align="R")
    y = _table_rows(p, c, y + 5, rest)
    y = _totals(p, c, y + 4)
    y = _notes(p, c, y + 4)
    p.text(15, 276, c.supplier_lines[3], 8)
    p.text(15, 280, c.payment, 8)
    p.text(105, 285, c.page(2, 2), 8, align="C")


def _table_rows(p: Page, c: Content, y: float, rows, x: float = 15, widths=(26, 82, 20, 26, 26)) -> float:
    widths = c.widths(widths)
    for row in rows:
        for (cx, align), text, width in zip(_columns(x, widths, c.aligns), row, widths):
            p.text(cx, y, text, 8.5, align=align, width=width)
        y += 6
    p.rule(x, y - 3, x + sum(widths), y - 3, 0.3)
    return y


LAYOUTS = {"recap": recap, "cells": cells, "logo": logo, "compact": compact, "sidebar": sidebar, "twopage": twopage}
FONTS = {"compact": "Times-Roman", "recap": "Helvetica", "cells": "Helvetica", "logo": "Helvetica",
         "sidebar": "Helvetica", "twopage": "Helvetica"}


def render(layout: str, c: Content, stamp) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=1, pageCompression=1)
    canvas.setAuthor(c.supplier_name)
    canvas.setCreator(c.supplier_name)
    canvas.setTitle(c.title)
    canvas.setSubject("")
    canvas.setProducer("invoicing")
    LAYOUTS[layout](Page(canvas, FONTS[layout]), c)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()
