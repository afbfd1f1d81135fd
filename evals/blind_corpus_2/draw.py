"""Seven page writers for the second blind corpus, none of them the project's (documents/layouts_*.py) nor the
first blind corpus's five (evals/blind_corpus/draw.py): three on reportlab's canvas, two on fpdf2, two made by
Typst. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes.

- sidebox (reportlab): letterhead and bill-to left, the facts in a right-hand box under a dark title band
  (label left, value right-aligned), a table on a grey heading band, a footer line with the bank.
- zebra (reportlab): a big title, the supplier right-aligned, the facts as right-aligned labels against their
  values, a table on zebra rows with no rules (a line discount may be a row of its own).
- stacked (reportlab): each fact's label above its value, in a column; the totals as boxes, label over value.
- landscape (fpdf2): an A4 landscape page, the facts with dot leaders, a fully ruled table with unit, discount
  and VAT-per-line columns.
- footer (fpdf2): the title and the table up top, every fact in a grey band at the foot of the page.
- typst_din (Typst): a DIN 5008 business letter, its information block beside the address, a subject line,
  a salutation, the table and totals (and a VAT summary table).
- typst_modern (Typst): a dark header band, the facts as a table of labels over values, a ruled table, the
  amount due in a dark box."""

from __future__ import annotations

import io
import sys
import textwrap
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path

import typst
from fpdf import FPDF
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas as rl_canvas

from invoices import Invoice, Line

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import BUYER, BUYER_VAT, FONTS, MM, ts  # noqa: E402

STAMP = datetime(2026, 12, 2, 8, 30, tzinfo=timezone.utc)
RIGHT = {"quantity", "price", "amount", "discount", "vat"}


# --- what a table cell prints ----------------------------------------------------------------------------------
def cell(inv: Invoice, line: Line, column: str) -> str:
    if column == "article":
        return line.article or ""
    if column == "quantity":
        return inv.quantity_text(line)
    if column == "unit":
        return line.unit or ""
    if column == "price":
        return inv.number(line.price, places=line.price_places)
    if column == "discount":
        return "" if not line.discount or inv.discount_rows else inv.percent(line.discount)
    if column == "vat":
        return inv.percent(inv.vat_rate)
    if column == "amount":
        return inv.number(line.gross if inv.discount_rows and line.discount else line.amount)
    if column == "position":
        return str(inv.lines.index(line) + 1)
    raise KeyError(column)


def description_rows(inv: Invoice, line: Line) -> tuple[list[str], list[str]]:
    """(the description wrapped at the invoice's width, the detail rows under it)."""
    return textwrap.wrap(line.description, inv.wrap), list(line.detail)


def discount_row(inv: Invoice, line: Line) -> tuple[str, str] | None:
    """(label, negative amount) of a line discount printed as a row of its own."""
    if not (inv.discount_rows and line.discount):
        return None
    return inv.words2["discount_row"].format(rate=inv.percent(line.discount)), inv.number(line.amount - line.gross)


def country_name(inv: Invoice) -> str:
    return inv.words["country_be"]


# --- reportlab ----------------------------------------------------------------------------------------------
class Canvas:
    """reportlab's canvas with (x, y) in mm from the top left, in invariant mode."""

    def __init__(self, pagesize=A4):
        self.buffer = io.BytesIO()
        self.height = pagesize[1]
        self.c = rl_canvas.Canvas(self.buffer, pagesize=pagesize, invariant=1)

    def text(self, x: float, y: float, value: str, size: float = 9, style: str = "", align: str = "left",
             grey: float | None = None, white: bool = False) -> None:
        font = {"": "Helvetica", "b": "Helvetica-Bold", "i": "Helvetica-Oblique"}[style]
        self.c.setFont(font, size)
        if white:
            self.c.setFillColorRGB(1, 1, 1)
        elif grey is not None:
            self.c.setFillGray(grey)
        draw = {"left": self.c.drawString, "right": self.c.drawRightString, "center": self.c.drawCentredString}[align]
        draw(x * MM, self.height - y * MM, value)
        self.c.setFillGray(0)

    def fill(self, x: float, y: float, w: float, h: float, rgb: tuple[float, float, float]) -> None:
        self.c.setFillColorRGB(*rgb)
        self.c.rect(x * MM, self.height - (y + h) * MM, w * MM, h * MM, stroke=0, fill=1)
        self.c.setFillGray(0)

    def box(self, x: float, y: float, w: float, h: float, width: float = 0.6) -> None:
        self.c.setLineWidth(width)
        self.c.rect(x * MM, self.height - (y + h) * MM, w * MM, h * MM, stroke=1, fill=0)

    def rule(self, x1: float, y: float, x2: float, width: float = 0.5) -> None:
        self.c.setLineWidth(width)
        self.c.line(x1 * MM, self.height - y * MM, x2 * MM, self.height - y * MM)

    def bytes(self) -> bytes:
        self.c.showPage()
        self.c.save()
        return self.buffer.getvalue()


def _columns(inv: Invoice, x0: float) -> tuple[list[tuple[str, float, float]], float]:
    """(column, x, width) of each column, and the table's right edge; a left-aligned column after a
    right-aligned one starts 3 mm into its width, so that the two do not touch."""
    out, x, previous = [], x0, None
    for column, width in inv.columns:
        pad = 3 if previous in RIGHT and column not in RIGHT else 0
        out.append((column, x + pad, width - pad))
        x += width
        previous = column
    return out, x


def _rl_rows(page: Canvas, inv: Invoice, xs, y: float, size: float, step: float, zebra: bool = False,
             x_end: float = 195) -> float:
    """The table's lines from `y` (the first row's baseline); returns the baseline after the last row."""
    desc_x = next(cx for column, cx, _ in xs if column == "description")
    for k, line in enumerate(inv.lines):
        wrapped, detail = description_rows(inv, line)
        extra = discount_row(inv, line)
        rows = len(wrapped) + len(detail) + (1 if extra else 0)
        if zebra and k % 2 == 0:
            page.fill(xs[0][1] - 1, y - step + 1.2, x_end - xs[0][1] + 2, rows * step + 0.6, (0.9, 0.92, 0.95))
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                page.text(cx + width - 1.5 if column in RIGHT else cx, y, value, size,
                          align="right" if column in RIGHT else "left")
        for more in wrapped[1:]:
            y += step
            page.text(desc_x, y, more, size)
        for more in detail:
            y += step
            page.text(desc_x, y, more, size - 1, style="i", grey=0.35)
        if extra:
            y += step
            page.text(desc_x + 4, y, extra[0], size - 0.5, style="i")
            amount_col = next((cx + w for column, cx, w in xs if column == "amount"))
            page.text(amount_col - 1.5, y, extra[1], size - 0.5, style="i", align="right")
        y += step + 1.2
    return y


def _rl_headings(page: Canvas, inv: Invoice, xs, y: float, size: float, white: bool = False) -> None:
    for column, cx, width in xs:
        page.text(cx + width - 1.5 if column in RIGHT else cx, y, inv.headings[column], size, style="b",
                  align="right" if column in RIGHT else "left", white=white)


def _rl_notes(page: Canvas, inv: Invoice, y: float, x: float = 15, size: float = 7.5, width: int = 120) -> float:
    for note in inv.notes:
        for part in textwrap.wrap(note, width):
            page.text(x, y, part, size)
            y += size * 0.45
        y += 1.2
    return y


def sidebox(inv: Invoice) -> bytes:
    page, s = Canvas(), inv.supplier
    page.text(15, 20, s.name, 14, "b")
    page.text(15, 26, s.street, 9)
    page.text(15, 30.5, f"{s.postal_code} {s.city}", 9)
    page.text(15, 35, f"{inv.words['vat_id']} {s.vat}", 9)
    page.text(15, 50, inv.words2["bill_to"], 7.5, grey=0.4)
    for k, text in enumerate((*BUYER, country_name(inv), f"{inv.words['vat_id']} {BUYER_VAT}")):
        page.text(15, 55 + k * 4.4, text, 9.5 if k == 0 else 9, "b" if k == 0 else "")
    pairs = inv.header_pairs()
    height = 12 + 5.6 * len(pairs) + 2
    page.fill(118, 15, 77, 11, (0.16, 0.2, 0.26))
    page.text(121, 22.6, inv.words["title"], 13, "b", white=True)
    page.box(118, 15, 77, height)
    y = 32
    for label, value in pairs:
        page.text(121, y, label, 8.5, grey=0.3)
        page.text(192, y, value, 9, "b", align="right")
        y += 5.6
    xs, x_end = _columns(inv, 13)
    y = max(15 + height, 80) + 10
    page.fill(12, y - 4.4, x_end - 11, 6.4, (0.88, 0.88, 0.88))
    _rl_headings(page, inv, xs, y, 8)
    y = _rl_rows(page, inv, xs, y + 7, 8.5, 4.1)
    page.rule(13, y - 3, x_end, 0.6)
    y += 3
    for label, amount, bold in inv.totals_block():
        if bold:
            page.rule(x_end - 67, y - 3.6, x_end, 0.8)
            y += 0.8
        page.text(x_end - 65, y, label, 10 if bold else 9, "b" if bold else "")
        page.text(x_end - 1.5, y, amount, 10 if bold else 9, "b" if bold else "", align="right")
        y += 5
    _rl_notes(page, inv, y + 8)
    page.rule(15, 282, 195, 0.3)
    page.text(105, 286, f"{s.name} · {inv.words2['bank']} {inv.iban} · {inv.words['vat_id']} {s.vat} · "
                        f"{inv.words2['page']}", 7, align="center", grey=0.3)
    return page.bytes()


def zebra(inv: Invoice) -> bytes:
    page, s = Canvas(), inv.supplier
    page.text(15, 27, inv.words["title"], 24, "b", grey=0.2)
    page.text(195, 15, s.name, 11, "b", align="right")
    for k, text in enumerate((s.street, f"{s.postal_code} {s.city}", f"{inv.words['vat_id']}: {s.vat}")):
        page.text(195, 20 + k * 4, text, 8.5, align="right")
    page.text(15, 44, inv.words2["bill_to"], 7.5, grey=0.45)
    for k, text in enumerate((*BUYER, country_name(inv), BUYER_VAT)):
        page.text(15, 49 + k * 4.4, text, 9)
    y = 46
    for label, value in inv.header_pairs():
        page.text(150, y, label, 8.5, grey=0.35, align="right")
        page.text(153, y, value, 9)
        y += 5
    xs, x_end = _columns(inv, 13)
    y = max(y, 74) + 12
    page.fill(12, y - 4.6, x_end - 11, 7, (0.22, 0.3, 0.4))
    _rl_headings(page, inv, xs, y, 8.2, white=True)
    y = _rl_rows(page, inv, xs, y + 7.5, 8.5, 4.2, zebra=True, x_end=x_end)
    y += 4
    for label, amount, bold in inv.totals_block():
        if bold:
            page.fill(120, y - 4.4, x_end - 119, 6.6, (0.22, 0.3, 0.4))
        page.text(165, y, label, 9.5 if bold else 9, "b" if bold else "", align="right", white=bold)
        page.text(x_end - 1.5, y, amount, 9.5 if bold else 9, "b" if bold else "", align="right", white=bold)
        y += 5.4
    y = _rl_notes(page, inv, y + 10)
    page.text(15, 287, f"IBAN {inv.iban}", 7.5, grey=0.35)
    return page.bytes()


def stacked(inv: Invoice) -> bytes:
    page, s = Canvas(), inv.supplier
    page.text(15, 20, s.name, 16, "b")
    page.text(15, 26, f"{s.street} · {s.postal_code} {s.city} · {inv.words['vat_id']} {s.vat}", 8, grey=0.3)
    page.rule(15, 29, 195, 1.2)
    page.text(15, 42, inv.words["title"], 18, "b")
    y = 52
    for label, value in inv.header_pairs():
        page.text(15, y, label.upper(), 6.8, grey=0.45)
        page.text(15, y + 4.4, value, 10)
        y += 10.5
    page.text(110, 52, inv.words2["bill_to"].upper(), 6.8, grey=0.45)
    for k, text in enumerate((*BUYER, country_name(inv), f"{inv.words['vat_id']} {BUYER_VAT}")):
        page.text(110, 56.4 + k * 4.6, text, 10 if k == 0 else 9.5, "b" if k == 0 else "")
    xs, x_end = _columns(inv, 13)
    y += 6
    _rl_headings(page, inv, xs, y, 8)
    page.rule(13, y + 2, x_end, 1)
    y = _rl_rows(page, inv, xs, y + 7, 8.6, 4.2)
    page.rule(13, y - 3, x_end, 0.5)
    blocks = inv.totals_block()
    width = (x_end - 13) / len(blocks)
    y += 3
    for k, (label, amount, bold) in enumerate(blocks):
        x = 13 + k * width
        if bold:
            page.fill(x, y, width, 14, (0.85, 0.85, 0.85))
        page.box(x, y, width, 14, 0.5)
        page.text(x + 2.5, y + 4.6, label, 7, grey=0.3)
        page.text(x + width - 2.5, y + 11, amount, 11 if bold else 10, "b" if bold else "", align="right")
    y = _rl_notes(page, inv, y + 24, width=125)
    page.text(15, 287, f"IBAN {inv.iban}", 7.5, grey=0.35)
    return page.bytes()


# --- fpdf2 ----------------------------------------------------------------------------------------------------
def _fpdf(orientation: str = "P") -> FPDF:
    pdf = FPDF(orientation=orientation, format="A4")
    pdf.set_creation_date(STAMP)
    pdf.set_auto_page_break(False)
    pdf.add_font("DejaVu", "", f"{FONTS}/DejaVuSans.ttf")
    pdf.add_font("DejaVu", "B", f"{FONTS}/DejaVuSans-Bold.ttf")
    pdf.add_font("DejaVu", "I", f"{FONTS}/DejaVuSans-Oblique.ttf")
    pdf.add_page()
    return pdf


def _ft(pdf: FPDF, x: float, y: float, value: str, size: float = 9, style: str = "", align: str = "left") -> None:
    pdf.set_font("DejaVu", style.upper(), size)
    width = pdf.get_string_width(value)
    pdf.text(x - width if align == "right" else x - width / 2 if align == "center" else x, y, value)


def landscape(inv: Invoice) -> bytes:
    pdf, s = _fpdf("L"), inv.supplier
    _ft(pdf, 12, 16, s.name, 15, "b")
    for k, text in enumerate((s.street, f"{s.postal_code} {s.city}", f"{inv.words['vat_id']} {s.vat}")):
        _ft(pdf, 12, 22 + k * 4.2, text, 8.5)
    _ft(pdf, 285, 18, inv.words["title"], 20, "b", "right")
    for k, text in enumerate((*BUYER, country_name(inv), f"{inv.words['vat_id']} {BUYER_VAT}")):
        _ft(pdf, 12, 42 + k * 4.4, text, 9.5 if k == 0 else 9, "b" if k == 0 else "")
    y = 30
    pdf.set_font("DejaVu", "", 9)
    for label, value in inv.header_pairs():
        _ft(pdf, 180, y, label, 9)
        _ft(pdf, 285, y, value, 9, "b", "right")
        pdf.set_font("DejaVu", "", 9)
        start = 180 + pdf.get_string_width(label) + 1.5
        pdf.set_font("DejaVu", "B", 9)
        end = 285 - pdf.get_string_width(value) - 1.5
        pdf.set_font("DejaVu", "", 9)
        dots = int((end - start) / pdf.get_string_width("."))
        if dots > 0:
            _ft(pdf, start, y, "." * dots, 9)
        y += 5
    xs, x_end = _columns(inv, 12)
    y = max(y, 66) + 8
    pdf.set_line_width(0.25)
    pdf.set_fill_color(225, 228, 232)
    pdf.rect(12, y, x_end - 12, 7, style="DF")
    for column, cx, width in xs:
        pdf.line(cx, y, cx, y + 7)
        _ft(pdf, cx + width - 1.5 if column in RIGHT else cx + 1.5, y + 4.8, inv.headings[column], 8, "b",
            "right" if column in RIGHT else "left")
    y += 7
    for line in inv.lines:
        wrapped, detail = description_rows(inv, line)
        rows = len(wrapped) + len(detail)
        height = rows * 4.2 + 2.4
        pdf.rect(12, y, x_end - 12, height)
        for column, cx, width in xs:
            pdf.line(cx, y, cx, y + height)
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                _ft(pdf, cx + width - 1.5 if column in RIGHT else cx + 1.5, y + 4.4, value, 8.5, "",
                    "right" if column in RIGHT else "left")
        desc_x = next(cx for column, cx, _ in xs if column == "description") + 1.5
        for k, more in enumerate(wrapped[1:] + detail, 1):
            _ft(pdf, desc_x, y + 4.4 + k * 4.2, more, 8.5 if k < len(wrapped) else 7.5,
                "" if k < len(wrapped) else "i")
        y += height
    y += 7
    notes_y = y
    for label, amount, bold in inv.totals_block():
        _ft(pdf, 240, y, label, 10 if bold else 9, "b" if bold else "", "right")
        _ft(pdf, x_end - 1.5, y, amount, 10 if bold else 9, "b" if bold else "", "right")
        if bold:
            pdf.line(200, y - 4.2, x_end, y - 4.2)
        y += 5.2
    for note in inv.notes:
        for part in textwrap.wrap(note, 100):
            _ft(pdf, 12, notes_y, part, 7.5)
            notes_y += 3.6
        notes_y += 1.5
    return bytes(pdf.output())


def footer(inv: Invoice) -> bytes:
    pdf, s = _fpdf(), inv.supplier
    _ft(pdf, 105, 18, s.name.upper(), 15, "b", "center")
    _ft(pdf, 105, 23.5, f"{s.street} – {s.postal_code} {s.city}", 8.5, "", "center")
    pdf.set_line_width(0.6)
    pdf.line(15, 27, 195, 27)
    _ft(pdf, 15, 45, inv.words["title"], 22, "b")
    _ft(pdf, 120, 38, inv.words2["bill_to"], 7.5, "i")
    for k, text in enumerate((*BUYER, country_name(inv), BUYER_VAT)):
        _ft(pdf, 120, 43 + k * 4.4, text, 9.5 if k == 0 else 9, "b" if k == 0 else "")
    xs, x_end = _columns(inv, 15)
    y = 78
    pdf.set_line_width(0.4)
    pdf.line(15, y - 5, x_end, y - 5)
    for column, cx, width in xs:
        _ft(pdf, cx + width - 1.5 if column in RIGHT else cx, y, inv.headings[column], 8, "b",
            "right" if column in RIGHT else "left")
    pdf.line(15, y + 2, x_end, y + 2)
    y += 7.5
    pdf.set_line_width(0.15)
    pdf.set_dash_pattern(dash=0.8, gap=0.8)
    for k, line in enumerate(inv.lines):
        wrapped, detail = description_rows(inv, line)
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                _ft(pdf, cx + width - 1.5 if column in RIGHT else cx, y, value, 8.5, "",
                    "right" if column in RIGHT else "left")
        desc_x = next(cx for column, cx, _ in xs if column == "description")
        for more in wrapped[1:]:
            y += 4.1
            _ft(pdf, desc_x, y, more, 8.5)
        for more in detail:
            y += 4.1
            _ft(pdf, desc_x, y, more, 7.5, "i")
        if k < len(inv.lines) - 1:
            pdf.line(15, y + 2.2, x_end, y + 2.2)
        y += 6
    pdf.set_dash_pattern()
    pdf.set_line_width(0.4)
    pdf.line(15, y - 2.5, x_end, y - 2.5)
    y += 4
    for label, amount, bold in inv.totals_block():
        _ft(pdf, 122, y, label, 10 if bold else 9, "b" if bold else "")
        _ft(pdf, x_end - 1.5, y, amount, 10 if bold else 9, "b" if bold else "", "right")
        y += 5.2
    y += 6
    for note in inv.notes:
        for part in textwrap.wrap(note, 105):
            _ft(pdf, 15, y, part, 7.5)
            y += 3.6
        y += 1.5
    # the footer band: every fact of the invoice, and the supplier's registration and bank
    pdf.set_fill_color(232, 232, 232)
    pdf.rect(10, 244, 190, 42, style="F")
    yy = 251
    for label, value in inv.header_pairs():
        _ft(pdf, 15, yy, f"{label}{inv.colon}{value}", 8.5, "b")
        yy += 4.6
    yy = 251
    for text in (f"{inv.words['vat_id']} {s.vat}", f"IBAN {inv.iban}", inv.words2["siret"]):
        for part in textwrap.wrap(text, 52):
            _ft(pdf, 112, yy, part, 7.5)
            yy += 4.2
    return bytes(pdf.output())


# --- Typst ------------------------------------------------------------------------------------------------------
def _typst_pdf(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS], timestamp=STAMP)


def _typst_table(inv: Invoice, stroke: str, header_fill: str = "none", header_white: bool = False) -> str:
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    aligns = ", ".join("right" if column in RIGHT else "left" for column, _ in inv.columns)
    colour = "white" if header_white else "black"
    cells = [f"table.cell(fill: {header_fill})[#text(weight: \"bold\", fill: {colour}, size: 8pt)[{ts(inv.headings[c])}]]"
             for c, _ in inv.columns]
    out = [f"table.header({', '.join(cells)})"]
    for line in inv.lines:
        wrapped, detail = description_rows(inv, line)
        for column, _ in inv.columns:
            if column == "description":
                body = ts(line.description) + "".join(f" \\ #text(size: 7.5pt, style: \"italic\")[{ts(d)}]"
                                                      for d in detail)
            else:
                body = ts(cell(inv, line, column))
            out.append(f"[{body}]")
    return (f"#table(columns: ({widths}), align: ({aligns}), inset: (x: 4pt, y: 4.5pt), stroke: {stroke},\n  "
            + ",\n  ".join(out) + ")\n")


def typst_din(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    info = ",\n    ".join(f"text(size: 7.5pt, fill: luma(90))[{ts(label)}], [{ts(value)}]"
                          for label, value in inv.header_pairs())
    buyer = " \\ ".join(ts(t) for t in (*BUYER, country_name(inv)))
    totals = []
    for label, amount, bold in inv.totals_block():
        weight = ', weight: "bold"' if bold else ""
        line = "table.hline(stroke: 0.8pt), " if bold else ""
        totals.append(f"{line}[#text({'10pt' if bold else '9pt'}{weight})[{ts(label)}]], "
                      f"[#text({'10pt' if bold else '9pt'}{weight})[{ts(amount)}]]")
    vat_table = ""
    if inv.vat_table:
        vat_table = (f"#v(5mm)\n#text(weight: \"bold\", size: 8.5pt)[{ts(w['vat_table'])}]\n"
                     "#table(columns: (35mm, 20mm, 30mm), align: (right, right, right), stroke: (x, y) => "
                     "if y == 0 { (bottom: 0.5pt) } else { none },\n"
                     f"  [{ts(w['basis'])}], [{ts(w['rate'])}], [{ts(w['vat'])}],\n"
                     f"  [{ts(inv.number(inv.net_total))}], [{ts(inv.percent(inv.vat_rate))}], "
                     f"[{ts(inv.number(inv.vat_amount))}])\n")
    notes = "\n\n".join(ts(n) for n in inv.notes)
    source = f"""#set document(title: {ts(inv.words['title'] + ' ' + inv.invoice_no)[1:]}, author: {ts(s.name)[1:]}, date: none)
#set page(paper: "a4", margin: (left: 25mm, right: 20mm, top: 18mm, bottom: 28mm),
  footer: align(center, text(size: 7pt, fill: luma(100))[{ts(w['footer'])}]))
#set text(font: "DejaVu Sans", size: 9pt, lang: "{inv.language}")
#align(right)[#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(s.postal_code + ' ' + s.city)} \\ {ts(inv.words['vat_id'] + ' ' + s.vat)}]
#v(10mm)
#grid(columns: (85mm, 1fr), column-gutter: 8mm,
  [#text(size: 6.5pt)[#underline[{ts(w['sender'])}]] #v(2mm) {buyer}],
  grid(columns: (auto, 1fr), column-gutter: 4mm, row-gutter: 2.2mm,
    {info}))
#v(12mm)
#text(size: 12pt, weight: "bold")[{ts(inv.words['title'] + ' ' + inv.invoice_no)}]
#v(4mm)
{ts(w['greeting'])}

{ts(w['intro'])}
#v(2mm)
{_typst_table(inv, '(x, y) => if y == 0 { (bottom: 0.7pt) } else { (bottom: 0.2pt + luma(200)) }')}
#align(right)[#table(columns: (auto, 32mm), align: (left, right), stroke: none, inset: (x: 4pt, y: 3pt),
  {', '.join(totals)})]
{vat_table}
#v(5mm)
#text(size: 8pt)[{notes}]
#v(6mm)
{ts(w['closing'])} \\ {ts(s.name)}
"""
    return _typst_pdf(source)


def typst_modern(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pairs = inv.header_pairs()
    labels = ", ".join(f"[#text(size: 7pt, fill: luma(80))[{ts(label.upper())}]]" for label, _ in pairs)
    values = ", ".join(f"[#text(size: 9.5pt, weight: \"bold\")[{ts(value)}]]" for _, value in pairs)
    buyer_rest = " \\ ".join(ts(t) for t in (*BUYER[1:], country_name(inv), BUYER_VAT))
    rows = []
    for label, amount, bold in inv.totals_block():
        if bold:
            rows.append(f"table.cell(fill: rgb(\"#1f3a5f\"))[#text(fill: white, weight: \"bold\", size: 10.5pt)[{ts(label)}]], "
                        f"table.cell(fill: rgb(\"#1f3a5f\"))[#text(fill: white, weight: \"bold\", size: 10.5pt)[{ts(amount)}]]")
        else:
            rows.append(f"[{ts(label)}], [{ts(amount)}]")
    notes = "\n\n".join(ts(n) for n in inv.notes)
    source = f"""#set document(title: {ts(inv.words['title'] + ' ' + inv.invoice_no)[1:]}, author: {ts(s.name)[1:]}, date: none)
#set page(paper: "a4", margin: (x: 16mm, top: 48mm, bottom: 22mm),
  header: place(top + left, dx: -16mm, block(width: 210mm, height: 38mm, fill: rgb("#1f3a5f"), inset: (x: 16mm, y: 9mm),
    grid(columns: (1fr, auto),
      [#text(fill: white, size: 17pt, weight: "bold")[{ts(s.name)}] \\ #text(fill: rgb("#c8d3e0"), size: 8pt)[{ts(w['tagline'])}] \\ #text(fill: white, size: 8pt)[{ts(s.street + ', ' + s.postal_code + ' ' + s.city)} \\ {ts(inv.words['vat_id'] + ' ' + s.vat)}]],
      align(right, text(fill: white, size: 24pt, weight: "bold", tracking: 1pt)[{ts(inv.words['title'])}])))),
  header-ascent: 0mm,
  footer: align(center, text(size: 7pt, fill: luma(110))[{ts(s.name + ' · IBAN ' + inv.iban)}]))
#set text(font: "DejaVu Sans", size: 9pt, lang: "{inv.language}")
#text(size: 7pt, fill: luma(80))[{ts(w['bill_to'].upper())}] \\
#text(weight: "bold")[{ts(BUYER[0])}] \\ {buyer_rest}
#v(7mm)
#table(columns: {len(pairs)} * (1fr,), stroke: 0.4pt + luma(170), inset: 5pt, fill: (x, y) => if y == 0 {{ luma(235) }},
  {labels},
  {values})
#v(6mm)
{_typst_table(inv, '0.4pt + luma(170)', 'luma(235)')}
#v(2mm)
#align(right)[#table(columns: (auto, 34mm), align: (left, right), stroke: none, inset: (x: 5pt, y: 4pt),
  {', '.join(rows)})]
#v(6mm)
#text(size: 8pt)[{notes}]
"""
    return _typst_pdf(source)


WRITERS = {"sidebox": sidebox, "zebra": zebra, "stacked": stacked, "landscape": landscape, "footer": footer,
           "typst_din": typst_din, "typst_modern": typst_modern}
__all__ = ["WRITERS", "Decimal"]
