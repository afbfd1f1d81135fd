"""Five page writers for the blind corpus, none of them the project's (documents/layouts_*.py): two on
fpdf2, three on reportlab's canvas. Each places text by hand, so the invoices look like other software's.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes."""

from __future__ import annotations

import io
import textwrap
from datetime import datetime, timezone

from fpdf import FPDF
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas as rl_canvas

from drawing import FONTS, MM   # FONTS: Debian's fonts-dejavu-core, for the French writer's – and ’
from invoices import Invoice, money

STAMP = datetime(2026, 11, 20, 9, 0, tzinfo=timezone.utc)
PAGE_H = A4[1]


class Page:
    """Text at (x mm from the left, y mm from the top): one interface over fpdf2 and reportlab."""

    def __init__(self, engine: str, font: str = "Helvetica"):
        self.engine, self.font = engine, font
        if engine == "fpdf":
            self.pdf = FPDF(format="A4")
            self.pdf.set_creation_date(STAMP)
            self.pdf.set_auto_page_break(False)
            if font == "DejaVu":
                self.pdf.add_font("DejaVu", "", f"{FONTS}/DejaVuSans.ttf")
                self.pdf.add_font("DejaVu", "B", f"{FONTS}/DejaVuSans-Bold.ttf")
            self.pdf.add_page()
        else:
            self.buffer = io.BytesIO()
            self.pdf = rl_canvas.Canvas(self.buffer, pagesize=A4, invariant=1)

    def text(self, x: float, y: float, value: str, size: float = 9, bold: bool = False, right: bool = False) -> None:
        if self.engine == "fpdf":
            self.pdf.set_font(self.font, "B" if bold else "", size)
            if right:
                x -= self.pdf.get_string_width(value)
            self.pdf.text(x, y, value)
            return
        name = {"Helvetica": "Helvetica", "Courier": "Courier", "Times": "Times-Roman"}[self.font]
        if bold:
            name = {"Helvetica": "Helvetica-Bold", "Courier": "Courier-Bold", "Times": "Times-Bold"}[self.font]
        self.pdf.setFont(name, size)
        draw = self.pdf.drawRightString if right else self.pdf.drawString
        draw(x * MM, PAGE_H - y * MM, value)

    def rule(self, x1: float, y: float, x2: float) -> None:
        if self.engine == "fpdf":
            self.pdf.line(x1, y, x2, y)
        else:
            self.pdf.line(x1 * MM, PAGE_H - y * MM, x2 * MM, PAGE_H - y * MM)

    def box(self, x: float, y: float, w: float, h: float) -> None:
        if self.engine == "fpdf":
            self.pdf.rect(x, y, w, h)
        else:
            self.pdf.rect(x * MM, PAGE_H - (y + h) * MM, w * MM, h * MM)

    def bytes(self) -> bytes:
        if self.engine == "fpdf":
            return bytes(self.pdf.output())
        self.pdf.showPage()
        self.pdf.save()
        return self.buffer.getvalue()


def _address(page: Page, inv: Invoice, x: float, y: float, size: float = 9) -> float:
    s = inv.supplier
    page.text(x, y, s.name, size + 3, bold=True)
    for offset, line in enumerate((s.street, f"{s.postal_code} {s.city}", inv.words["vat_id"] + " " + s.vat), 1):
        page.text(x, y + offset * (size * 0.45), line, size)
    return y + 4 * size * 0.45


def _buyer(page: Page, inv: Invoice, x: float, y: float) -> None:
    for offset, line in enumerate(("Technibouw Distributie NV", "Industrieweg 14", "9000 Gent",
                                   inv.words["country_be"], "BE0456.789.133")):
        page.text(x, y + offset * 4.2, line, 9)


def _cell(inv: Invoice, line, column: str) -> str:
    if column == "article":
        return line.article or ""
    if column == "quantity":
        return inv.quantity_text(line)
    if column == "unit":
        return line.unit or ""
    if column == "price":
        return inv.number(line.price, places=line.price_places)
    if column == "discount":
        return f"{inv.percent(line.discount)}" if line.discount else ""
    if column == "amount":
        return inv.number(line.amount)
    if column == "position":
        return str(inv.lines.index(line) + 1)
    raise KeyError(column)


def _table(page: Page, inv: Invoice, y: float, x0: float = 15, size: float = 8.5, rules: bool = True) -> float:
    """The line table: headings, then each line (its description wrapped at `inv.wrap` characters)."""
    xs, right_aligned = [], {"quantity", "price", "amount", "discount"}
    x = x0
    for column, width in inv.columns:
        xs.append((column, x, width))
        x += width
    for column, cx, width in xs:
        heading = inv.headings[column]
        page.text(cx + width - 2 if column in right_aligned else cx, y, heading, size, bold=True,
                  right=column in right_aligned)
    if rules:
        page.rule(x0, y + 1.5, x)
    y += 6
    for line in inv.lines:
        wrapped = textwrap.wrap(line.description, inv.wrap)
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else _cell(inv, line, column)
            if value:
                page.text(cx + width - 2 if column in right_aligned else cx, y, value, size,
                          right=column in right_aligned)
        desc_x = next(cx for column, cx, _ in xs if column == "description")
        for more in wrapped[1:]:
            y += size * 0.42
            page.text(desc_x, y, more, size)
        y += size * 0.55
    if rules:
        page.rule(x0, y - 2, x)
    return y + 3


def _totals(page: Page, inv: Invoice, y: float, label_x: float, value_x: float, size: float = 9) -> float:
    for label, amount, bold in inv.totals_block():
        page.text(label_x, y, label, size, bold=bold)
        page.text(value_x, y, amount, size, bold=bold, right=True)
        y += size * 0.5
    return y


def _notes(page: Page, inv: Invoice, y: float, x: float = 15, size: float = 8) -> None:
    for note in inv.notes:
        for part in textwrap.wrap(note, 110):
            page.text(x, y, part, size)
            y += size * 0.45
        y += 1


def letter(inv: Invoice) -> bytes:
    """reportlab: letterhead left, buyer right, the facts as 'Label: value' in two columns under a title."""
    page = Page("reportlab")
    _address(page, inv, 15, 20)
    _buyer(page, inv, 120, 42)
    page.text(15, 72, inv.words["title"], 16, bold=True)
    y = 82
    for label, value in inv.header_pairs():
        page.text(15, y, label, 9)
        page.text(58, y, value, 9)
        y += 5
    y = _table(page, inv, y + 6)
    y = _totals(page, inv, y + 2, 120, 195)
    _notes(page, inv, y + 8)
    return page.bytes()


def grid(inv: Invoice) -> bytes:
    """reportlab: a boxed grid of labels over values across the page, the table below, totals in a box."""
    page = Page("reportlab")
    _address(page, inv, 120, 18, 8)
    _buyer(page, inv, 15, 45)
    page.text(15, 30, inv.words["title"], 18, bold=True)
    pairs = inv.header_pairs()
    width = 180 / len(pairs)
    for k, (label, value) in enumerate(pairs):
        page.box(15 + k * width, 72, width, 12)
        page.text(17 + k * width, 76.5, label, 7.5, bold=True)
        page.text(17 + k * width, 81.5, value, 9)
    y = _table(page, inv, 96)
    page.box(115, y, 82, len(inv.totals_block()) * 4.5 + 3)
    y = _totals(page, inv, y + 5, 118, 194)
    _notes(page, inv, y + 10)
    return page.bytes()


def plain(inv: Invoice) -> bytes:
    """reportlab, Times: one column; each fact as one run of text 'Label value' (no gap to split on)."""
    page = Page("reportlab", "Times")
    _address(page, inv, 15, 18, 10)
    page.text(15, 45, inv.words["title"], 14, bold=True)
    y = 53
    for label, value in inv.header_pairs():
        page.text(15, y, f"{label} {value}", 10)
        y += 5
    _buyer(page, inv, 130, 53)
    y = _table(page, inv, max(y, 78) + 8, size=9)
    y = _totals(page, inv, y + 2, 110, 195, 10)
    _notes(page, inv, y + 8, size=9)
    return page.bytes()


def facture(inv: Invoice) -> bytes:
    """fpdf2: French typography, 'Label : value' as one run, a rule above and below the table."""
    page = Page("fpdf", "DejaVu")
    _address(page, inv, 15, 18)
    _buyer(page, inv, 125, 40)
    page.text(15, 45, inv.words["title"], 15, bold=True)
    y = 55
    for label, value in inv.header_pairs():
        page.text(15, y, f"{label}{inv.colon}{value}", 9)
        y += 5
    y = _table(page, inv, max(y, 70) + 8)
    y = _totals(page, inv, y + 3, 125, 195)
    _notes(page, inv, y + 8)
    return page.bytes()


def mono(inv: Invoice) -> bytes:
    """fpdf2, Courier: a print-out whose columns are padded with spaces in one run per row."""
    page = Page("fpdf", "Courier")
    page.text(15, 18, inv.supplier.name.upper(), 11, bold=True)
    page.text(15, 23, f"{inv.supplier.street} - {inv.supplier.postal_code} {inv.supplier.city}", 8)
    page.text(15, 27, f"{inv.words['vat_id']} {inv.supplier.vat}", 8)
    page.text(120, 40, "Technibouw Distributie NV", 9)
    page.text(120, 44, "Industrieweg 14, 9000 Gent", 9)
    page.text(120, 48, "BE0456.789.133", 9)
    page.text(15, 58, inv.words["title"], 12, bold=True)
    y = 66
    for label, value in inv.header_pairs():
        page.text(15, y, f"{label:<22}{value}", 8.5)
        y += 4.5
    y += 5
    widths = dict(inv.columns)
    chars = {column: max(4, int(width / 1.9)) for column, width in widths.items()}
    right_aligned = {"quantity", "price", "amount", "discount"}

    def row(values: dict[str, str]) -> str:
        return "".join((values.get(c, "").rjust(chars[c] - 1) + " ") if c in right_aligned
                       else values.get(c, "").ljust(chars[c]) for c, _ in inv.columns).rstrip()

    page.text(15, y, row(inv.headings), 8.5, bold=True)
    page.text(15, y + 3, "-" * len(row(inv.headings)), 8.5)
    y += 8
    for line in inv.lines:
        wrapped = textwrap.wrap(line.description, min(inv.wrap, chars["description"] - 2))
        values = {c: (wrapped[0] if c == "description" else _cell(inv, line, c)) for c, _ in inv.columns}
        page.text(15, y, row(values), 8.5)
        for more in wrapped[1:]:
            y += 4
            page.text(15, y, row({"description": more}), 8.5)
        y += 4.5
    y += 4
    for label, amount, bold in inv.totals_block():
        page.text(95, y, f"{label:<26}{amount:>14}", 8.5, bold=bold)
        y += 4.5
    _notes(page, inv, y + 8)
    return page.bytes()


WRITERS = {"letter": letter, "grid": grid, "plain": plain, "facture": facture, "mono": mono}
__all__ = ["WRITERS", "money"]
