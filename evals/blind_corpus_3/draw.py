"""Six page writers for the third blind corpus, none of them the project's (documents/layouts_*.py) nor the twelve
of the two earlier blind corpora (letter, boxed grid, one-run-per-fact, French facture, Courier print-out; sidebox,
zebra, stacked, landscape, footer, typst_din, typst_modern): two on reportlab (its canvas and its platypus
flowables), two on fpdf2, two made by Typst. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes.

- twocol (reportlab canvas): a two-column page; the letterhead, the line table and the totals in the left 60 %, the
  title, the facts (label above value), the bill-to address and the bank in a tinted right column running down
  the whole page.
- flow2p (reportlab platypus): a two-page letter; a place-and-date line instead of a dated fact, a flowing line
  table with a position and a unit column whose header row is repeated on page 2, the article number in small
  type below the description, "continued" at the foot of page 1, "Page 1/2".
- receipt (fpdf2): a narrow 80 mm till-roll page in a monospaced font; every figure with its currency sign; each
  line as description, article and `qty x price  amount`, a line discount as a row of its own.
- bilingual (fpdf2): labels in two languages (`Factuurnummer / N° de facture`), the supplier's name and the title
  rotated up the left margin, a separate delivery-note box under the facts, two-row bilingual column headings.
- typst_grid (Typst): an HTML-like page built of grids: the facts as cards, a grid table on a dark header band with
  position and unit columns, the currency sign on every figure, negative amounts with a trailing minus.
- typst_ledger (Typst): a monogram and the facts as right-aligned labels against a rule, the article number in small
  type below the description, negative amounts in parentheses."""

from __future__ import annotations

import io
import sys
import textwrap
from datetime import datetime, timezone
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from fpdf import FPDF
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice, Line

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import BUYER, BUYER_VAT, FONTS, MM, RIGHT, _document, _ft, ts  # noqa: E402

STAMP = datetime(2027, 1, 15, 9, 0, tzinfo=timezone.utc)


# --- what a table cell prints ----------------------------------------------------------------------------------
def cell(inv: Invoice, line: Line, column: str) -> str:
    if column == "article":
        return line.article or ""
    if column == "quantity":
        return inv.quantity_text(line)
    if column == "unit":
        return line.unit or ""
    if column == "price":
        return inv.figure(line.price, places=line.price_places)
    if column == "discount":
        return "" if not line.discount or inv.discount_rows else inv.percent(line.discount)
    if column == "vat":
        return inv.percent(inv.vat_rate)
    if column == "amount":
        return inv.figure(line.gross if inv.discount_rows and line.discount else line.amount)
    if column == "position":
        return str(inv.lines.index(line) + 1)
    raise KeyError(column)


def article_below(inv: Invoice, line: Line) -> str | None:
    """The article number printed in small type below the description, when the table has no article column."""
    if line.article and "article" not in dict(inv.columns):
        prefix = inv.words2.get("ref")
        return f"{prefix} {line.article}" if prefix else line.article
    return None


def discount_row(inv: Invoice, line: Line) -> tuple[str, str] | None:
    if not (inv.discount_rows and line.discount):
        return None
    return inv.words2["discount_row"].format(rate=inv.percent(line.discount)), inv.figure(line.amount - line.gross)


# --- reportlab canvas: twocol ------------------------------------------------------------------------------------
class Canvas:
    """reportlab's canvas with (x, y) in mm from the top left, in invariant mode, on DejaVu fonts."""

    def __init__(self):
        self.buffer = io.BytesIO()
        self.height = A4[1]
        self.c = rl_canvas.Canvas(self.buffer, pagesize=A4, invariant=1)

    def text(self, x: float, y: float, value: str, size: float = 9, font: str = "DV", align: str = "left",
             grey: float = 0) -> None:
        self.c.setFont(font, size)
        self.c.setFillGray(grey)
        draw = {"left": self.c.drawString, "right": self.c.drawRightString, "center": self.c.drawCentredString}[align]
        draw(x * MM, self.height - y * MM, value)
        self.c.setFillGray(0)

    def fill(self, x: float, y: float, w: float, h: float, rgb: tuple[float, float, float]) -> None:
        self.c.setFillColorRGB(*rgb)
        self.c.rect(x * MM, self.height - (y + h) * MM, w * MM, h * MM, stroke=0, fill=1)
        self.c.setFillGray(0)

    def rule(self, x1: float, y: float, x2: float, width: float = 0.5, grey: float = 0) -> None:
        self.c.setLineWidth(width)
        self.c.setStrokeGray(grey)
        self.c.line(x1 * MM, self.height - y * MM, x2 * MM, self.height - y * MM)
        self.c.setStrokeGray(0)

    def bytes(self) -> bytes:
        self.c.showPage()
        self.c.save()
        return self.buffer.getvalue()


def twocol(inv: Invoice) -> bytes:
    page, s, w = Canvas(), inv.supplier, inv.words2
    # the right column, down the whole page
    page.fill(134, 0, 76, 297, (0.92, 0.94, 0.96))
    page.text(140, 24, inv.words["title"], 17, "DVB")
    y = 38
    for label, value in inv.header_pairs():
        page.text(140, y, label, 7.2, grey=0.4)
        page.text(140, y + 4.6, value, 9.6, "DVB")
        y += 12
    y += 6
    page.text(140, y, w["bill_to"], 7.2, grey=0.4)
    for k, text in enumerate((*BUYER, inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}")):
        page.text(140, y + 4.8 + k * 4.3, text, 8.6, "DVB" if k == 0 else "DV")
    y += 36
    page.text(140, y, w["bank"], 7.2, grey=0.4)
    page.text(140, y + 4.6, f"IBAN {inv.iban}", 8)
    page.text(140, y + 8.8, f"{inv.words['vat_id']} {s.vat}", 8)
    page.text(140, 288, w["page"], 7, grey=0.4)
    # the left 60 %: letterhead, table, totals, notes
    page.text(14, 22, s.name, 15, "DVB")
    page.text(14, 28, f"{s.street}, {s.postal_code} {s.city}", 8.2, grey=0.25)
    page.text(14, 32, f"{inv.words['vat_id']} {s.vat}", 8.2, grey=0.25)
    page.rule(14, 36, 128, 1.2)
    page.text(14, 50, inv.intro, 8.6)
    total = sum(width for _, width in inv.columns)
    scale, xs, x = 114 / total, [], 14.0
    for column, width in inv.columns:
        xs.append((column, x, width * scale))
        x += width * scale
    y = 60
    for column, cx, width in xs:
        page.text(cx + width - 1 if column in RIGHT else cx, y, inv.headings[column], 7.4, "DVB",
                  "right" if column in RIGHT else "left")
    page.rule(14, y + 1.8, 128, 0.7)
    y += 6.5
    for line in inv.lines:
        wrapped = textwrap.wrap(line.description, inv.wrap)
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                page.text(cx + width - 1 if column in RIGHT else cx, y, value, 7.6, "DVC",
                          "right" if column in RIGHT else "left")
        desc_x = next(cx for column, cx, _ in xs if column == "description")
        for more in wrapped[1:]:
            y += 3.6
            page.text(desc_x, y, more, 7.6, "DVC")
        page.rule(14, y + 2, 128, 0.2, grey=0.6)
        y += 6.2
    y += 3
    for label, amount, bold in inv.totals_block():
        if bold:
            page.rule(62, y - 3.8, 128, 0.8)
        page.text(64, y, label, 9.4 if bold else 8.6, "DVB" if bold else "DV")
        page.text(127, y, amount, 9.4 if bold else 8.6, "DVB" if bold else "DV", "right")
        y += 5
    y += 10
    for note in inv.notes:
        for part in textwrap.wrap(note, 78):
            page.text(14, y, part, 7)
            y += 3.3
        y += 1.5
    return page.bytes()


# --- reportlab platypus: flow2p ----------------------------------------------------------------------------------
def _style(name: str, size: float = 8.6, font: str = "DV", lead: float | None = None, align: int = 0,
           grey: float = 0) -> ParagraphStyle:
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.25, alignment=align,
                          textColor=colors.Color(grey, grey, grey))


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text), style)


def _flow2p_build(inv: Invoice, pages: int) -> tuple[bytes, int]:
    s, w = inv.supplier, inv.words2
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=40 * mm,
                            bottomMargin=26 * mm, invariant=1, title=f"{inv.words['title']} {inv.invoice_no}",
                            author=s.name, creator=s.name, producer="", subject="")

    def decorate(canvas, document) -> None:
        number = document.page
        canvas.saveState()
        canvas.setFont("DVB", 14)
        canvas.drawString(18 * mm, A4[1] - 18 * mm, s.name)
        canvas.setFont("DV", 8)
        canvas.drawString(18 * mm, A4[1] - 23 * mm, f"{s.street} · {s.postal_code} {s.city} · "
                                                     f"{inv.words['vat_id']} {s.vat}")
        canvas.setLineWidth(0.8)
        canvas.line(18 * mm, A4[1] - 26 * mm, A4[0] - 18 * mm, A4[1] - 26 * mm)
        if number > 1:
            canvas.setFont("DV", 8.5)
            canvas.drawRightString(A4[0] - 18 * mm, A4[1] - 32 * mm,
                                   f"{inv.words['title']} {inv.invoice_no} – {w['page'].format(page=number, pages=pages)}")
        canvas.setFont("DV", 7)
        canvas.setFillGray(0.35)
        canvas.drawString(18 * mm, 14 * mm, f"{s.name} · {w['bank']} {inv.iban} · {inv.words['vat_id']} {s.vat}")
        canvas.drawRightString(A4[0] - 18 * mm, 14 * mm, w["page"].format(page=number, pages=pages))
        if number < pages:
            canvas.setFont("DVI", 8)
            canvas.setFillGray(0)
            canvas.drawRightString(A4[0] - 18 * mm, 21 * mm, w["carry"])
        canvas.restoreState()

    body, small, label = _style("body"), _style("small", 7, grey=0.35), _style("label", 8, grey=0.35)
    bold = _style("bold", 8.8, "DVB")
    facts = []
    if inv.place_line():
        facts.append([_p(inv.place_line(), body), ""])
    facts += [[_p(k, label), _p(v, bold)] for k, v in inv.header_pairs()]
    facts_table = Table(facts, colWidths=[36 * mm, 44 * mm])
    facts_table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                     ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5), ("TOPPADDING", (0, 0), (-1, -1), 1.5)]
                                    + ([("SPAN", (0, 0), (1, 0))] if inv.place_line() else [])))
    buyer = [_p(w["bill_to"], label), _p(BUYER[0], bold)] + [_p(t, body) for t in (*BUYER[1:], inv.words["country_be"],
                                                                                  f"{inv.words['vat_id']} {BUYER_VAT}")]
    head = Table([[buyer, facts_table]], colWidths=[94 * mm, 80 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [head, Spacer(1, 14 * mm), _p(inv.words["title"], _style("title", 18, "DVB")), Spacer(1, 4 * mm),
             _p(inv.intro, _style("intro", 8.8, lead=12)), Spacer(1, 5 * mm)]
    total = sum(width for _, width in inv.columns)
    widths = [width / total * 174 * mm for _, width in inv.columns]
    heading = _style("heading", 7.8, "DVB")
    heading_r = _style("heading_r", 7.8, "DVB", align=2)
    rows = [[_p(inv.headings[c], heading_r if c in RIGHT else heading) for c, _ in inv.columns]]
    right = _style("right", 9, align=2)
    for line in inv.lines:
        row = []
        for column, _ in inv.columns:
            if column == "description":
                parts = [_p(line.description, _style("desc", 9, lead=12))]
                below = article_below(inv, line)
                if below:
                    parts.append(_p(below, small))
                parts += [_p(d, _style("detail", 7, "DVI", grey=0.3)) for d in line.detail]
                row.append(parts)
            else:
                row.append(_p(cell(inv, line, column), right if column in RIGHT else _style("cell", 9)))
        rows.append(row)
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.86, 0.86, 0.86)),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.6, 0.6, 0.6)),
                               ("TOPPADDING", (0, 1), (-1, -1), 8), ("BOTTOMPADDING", (0, 1), (-1, -1), 10)]))
    story += [table, Spacer(1, 6 * mm)]
    totals = [[_p(label, bold if b else body), _p(amount, _style("tr", 8.8, "DVB" if b else "DV", align=2))]
              for label, amount, b in inv.totals_block()]
    totals_table = Table(totals, colWidths=[58 * mm, 34 * mm], hAlign="RIGHT")
    totals_table.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    story.append(KeepTogether([totals_table, Spacer(1, 8 * mm)]
                              + [_p(note, _style("note", 7.6, lead=9.6)) for note in inv.notes]))
    doc.build(story, onFirstPage=decorate, onLaterPages=decorate)
    return buffer.getvalue(), doc.page


def flow2p(inv: Invoice) -> bytes:
    _, pages = _flow2p_build(inv, 0)           # a first pass counts the pages ("Page 1/2")
    data, again = _flow2p_build(inv, pages)
    if again != pages or pages < 2:
        raise AssertionError(f"{inv.name}: flow2p must run over two pages or more, got {pages}")
    return data


# --- fpdf2 ----------------------------------------------------------------------------------------------------
def _fpdf(fmt: object = "A4") -> FPDF:
    pdf = FPDF(orientation="P", format=fmt)
    pdf.set_creation_date(STAMP)
    pdf.set_auto_page_break(False)
    pdf.set_margins(5, 5, 5)
    for style, file in (("", "DejaVuSans.ttf"), ("B", "DejaVuSans-Bold.ttf"), ("I", "DejaVuSans-Oblique.ttf")):
        pdf.add_font("DejaVu", style, f"{FONTS}/{file}")
    pdf.add_font("Mono", "", f"{FONTS}/DejaVuSansMono.ttf")
    pdf.add_font("Mono", "B", f"{FONTS}/DejaVuSansMono-Bold.ttf")
    pdf.add_page()
    return pdf


def receipt(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    width = 42

    def lr(left: str, right: str) -> list[str]:
        if len(left) + len(right) + 1 <= width:
            return [left + " " * (width - len(left) - len(right)) + right]
        return [left, right.rjust(width)]

    rows: list[tuple[str, str]] = []           # (style, text)
    centre = lambda t: t.center(width).rstrip()  # noqa: E731
    rows += [("B", centre(s.name))] + [("", centre(t)) for t in (s.street, f"{s.postal_code} {s.city}",
                                                                   f"{inv.words['vat_id']} {s.vat}")]
    rows += [("", "=" * width), ("B", centre(inv.words["title"])), ("", "-" * width)]
    for label, value in inv.header_pairs():
        rows += [("", t) for t in lr(label, value)]
    rows += [("", "-" * width), ("", w["bill_to"] + ":")]
    rows += [("", "  " + t) for t in (*BUYER, inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}")]
    rows += [("", "-" * width)]
    for line in inv.lines:
        rows += [("B", t) for t in textwrap.wrap(line.description, width)]
        if line.article:
            rows.append(("", f"  {w['item_no']} {line.article}"))
        quantity = inv.quantity_text(line)
        rows += [("", t) for t in lr(f"  {quantity} x {inv.figure(line.price)}", inv.figure(line.gross))]
        if line.discount:
            rows += [("", t) for t in lr(f"  {w['disc'].format(rate=inv.percent(line.discount))}",
                                         inv.figure(line.amount - line.gross))]
        rows.append(("", ""))
    rows += [("", "-" * width)]
    for label, amount, bold in inv.totals_block():
        if bold:
            rows.append(("", "=" * width))
        rows += [("B" if bold else "", t) for t in lr(label, amount)]
    rows += [("", "=" * width), ("", "")]
    for note in inv.notes:
        rows += [("", t) for t in textwrap.wrap(note, width)] + [("", "")]
    rows += [("", f"IBAN {inv.iban}")]
    step = 3.5
    pdf = _fpdf((80, 14 + step * len(rows)))
    y = 9.0
    for style, text in rows:
        if text:
            _ft(pdf, 5, y, text, 7.5, style, family="Mono")
        y += step
    return bytes(pdf.output())


def bilingual(inv: Invoice) -> bytes:
    pdf, s, w = _fpdf(), inv.supplier, inv.words2
    # the strip up the left margin
    with pdf.rotation(90, 9, 250):
        _ft(pdf, 9, 250, f"{w['strip']}  ·  {inv.words['title']}", 10, "b")
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.3)
    pdf.line(12, 15, 12, 282)
    pdf.set_draw_color(0, 0, 0)
    _ft(pdf, 18, 18, s.name, 14, "b")
    for k, text in enumerate((s.street, f"{s.postal_code} {s.city}", f"{inv.words['vat_id']}: {s.vat}",
                              f"IBAN {inv.iban}")):
        _ft(pdf, 18, 24 + k * 4, text, 8.2)
    _ft(pdf, 195, 20, inv.words["title"], 15, "b", "right")
    _ft(pdf, 18, 50, w["bill_to"], 7.5, "i")
    for k, text in enumerate((*BUYER, inv.words["country_be"], f"{inv.words['vat_id']}: {BUYER_VAT}")):
        _ft(pdf, 18, 55 + k * 4.4, text, 9.4 if k == 0 else 9, "b" if k == 0 else "")
    y = 34
    for label, value in inv.header_pairs():
        _ft(pdf, 108, y, label, 7.6)
        _ft(pdf, 195, y, value, 9, "b", "right")
        y += 5.2
    # the delivery-note box
    y += 1.5
    box_h = 6.5 + 5 * len(inv.delivery)
    pdf.set_line_width(0.35)
    pdf.rect(106, y, 91, box_h)
    _ft(pdf, 108, y + 4.6, w["delivery"], 7.6, "b")
    for k, (label, value) in enumerate(inv.delivery):
        _ft(pdf, 108, y + 9.6 + k * 5, label, 7.6)
        _ft(pdf, 195, y + 9.6 + k * 5, value, 8.6, "", "right")
    y = max(y + box_h, 80) + 10
    # the table: bilingual headings over two rows
    total = sum(width for _, width in inv.columns)
    xs, x = [], 18.0
    for column, width in inv.columns:
        xs.append((column, x, width / total * 179))
        x += width / total * 179
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(18, y - 4, 179, 10, style="F")
    for column, cx, width in xs:
        first, _, second = inv.headings[column].partition(" / ")
        ax, align = (cx + width - 1.2, "right") if column in RIGHT else (cx + 1, "left")
        _ft(pdf, ax, y, first, 7.6, "b", align)
        _ft(pdf, ax, y + 4, second, 7.2, "i", align)
    y += 11
    pdf.set_line_width(0.2)
    for line in inv.lines:
        wrapped = textwrap.wrap(line.description, inv.wrap)
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                ax, align = (cx + width - 1.2, "right") if column in RIGHT else (cx + 1, "left")
                _ft(pdf, ax, y, value, 8.4, "", align)
        desc_x = next(cx for column, cx, _ in xs if column == "description") + 1
        for more in wrapped[1:]:
            y += 4
            _ft(pdf, desc_x, y, more, 8.4)
        pdf.line(18, y + 2.2, 197, y + 2.2)
        y += 6.6
    y += 3
    for label, amount, bold in inv.totals_block():
        if bold:
            pdf.set_line_width(0.6)
            pdf.line(110, y - 4, 197, y - 4)
        _ft(pdf, 112, y, label, 9.4 if bold else 8.6, "b" if bold else "")
        _ft(pdf, 195.8, y, amount, 9.4 if bold else 8.6, "b" if bold else "", "right")
        y += 5.2
    y += 8
    for note in inv.notes:
        for part in textwrap.wrap(note, 112):
            _ft(pdf, 18, y, part, 7.2)
            y += 3.4
        y += 1.6
    return bytes(pdf.output())


# --- Typst ------------------------------------------------------------------------------------------------------
def _typst_pdf(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS], timestamp=STAMP)


def typst_grid(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    cards = ",\n  ".join(
        f"block(width: 100%, fill: luma(246), stroke: 0.5pt + luma(205), radius: 2mm, inset: 2.6mm)"
        f"[#text(size: 6.8pt, fill: luma(95))[{ts(label)}] \\ #text(size: 9.5pt, weight: \"bold\")[{ts(value)}]]"
        for label, value in inv.header_pairs())
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    cells = [f"text(fill: white, weight: \"bold\", size: 7.6pt)[{ts(inv.headings[c])}]" for c, _ in inv.columns]
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            body.append(f"[{ts(line.description if column == 'description' else cell(inv, line, column))}]")
        extra = discount_row(inv, line)
        if extra:
            for column, _ in inv.columns:
                text = extra[0] if column == "description" else extra[1] if column == "amount" else ""
                body.append(f"text(style: \"italic\", size: 7.8pt)[{ts(text)}]")
    totals = []
    for label, amount, bold in inv.totals_block():
        if bold:
            totals.append(f"grid.cell(fill: rgb(\"#243b53\"), inset: 2.4mm)[#text(fill: white, weight: \"bold\")[{ts(label)}]], "
                          f"grid.cell(fill: rgb(\"#243b53\"), inset: 2.4mm)[#text(fill: white, weight: \"bold\")[{ts(amount)}]]")
        else:
            totals.append(f"[{ts(label)}], [{ts(amount)}]")
    notes = "\n\n".join(ts(n) for n in inv.notes)
    buyer = " \\ ".join(ts(t) for t in (*BUYER[1:], inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}"))
    source = _document(inv) + f"""#set page(paper: "a4", margin: (x: 15mm, top: 14mm, bottom: 20mm),
  footer: align(center, text(size: 7pt, fill: luma(110))[{ts(s.name + ' · ' + inv.words['vat_id'] + ' ' + s.vat + ' · IBAN ' + inv.iban)}]))
#set text(font: "DejaVu Sans", size: 8.6pt, lang: "{inv.language}")
#grid(columns: (1fr, auto), align: (left + horizon, right + horizon),
  [#text(size: 16pt, weight: "bold", fill: rgb("#243b53"))[{ts(s.name)}] \\ #text(size: 7.6pt, fill: luma(90))[{ts(w['tagline'])}] \\ #text(size: 8pt)[{ts(s.street + ', ' + s.postal_code + ' ' + s.city)}]],
  block(fill: rgb("#243b53"), inset: (x: 6mm, y: 4mm), radius: 1.5mm, text(fill: white, size: 20pt, weight: "bold")[{ts(inv.words['title'])}]))
#v(6mm)
#grid(columns: (1fr, 1fr), column-gutter: 6mm,
  block(width: 100%, stroke: 0.5pt + luma(205), radius: 2mm, inset: 3mm)[#text(size: 6.8pt, fill: luma(95))[{ts(w['bill_to'])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {buyer}],
  grid(columns: (1fr, 1fr), gutter: 2.5mm,
  {cards}))
#v(7mm)
#grid(columns: ({widths}), align: ({aligns}), inset: (x: 2mm, y: 2.4mm),
  fill: (x, y) => if y == 0 {{ rgb("#243b53") }} else if calc.odd(y) {{ none }} else {{ luma(247) }},
  stroke: (x, y) => (bottom: 0.3pt + luma(215)),
  {', '.join(cells)},
  {', '.join(body)})
#v(3mm)
#align(right, grid(columns: (auto, 36mm), align: (left, right), inset: (x: 2.4mm, y: 1.8mm),
  {', '.join(totals)}))
#v(8mm)
#text(size: 7.6pt)[{notes}]
"""
    return _typst_pdf(source)


def typst_ledger(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    initials = "".join(word[0] for word in s.name.split()[:2]).upper()
    facts = ",\n    ".join(f"text(size: 7.6pt, fill: luma(80))[{ts(label)}], text(weight: \"bold\")[{ts(value)}]"
                           for label, value in inv.header_pairs())
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    cells = [f"[#text(weight: \"bold\", size: 7.8pt)[{ts(inv.headings[c])}]]" for c, _ in inv.columns]
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            if column == "description":
                below = article_below(inv, line)
                text = ts(line.description) + (f" \\ #text(size: 6.8pt, fill: luma(100))[{ts(below)}]" if below else "")
                body.append(f"[{text}]")
            else:
                body.append(f"[{ts(cell(inv, line, column))}]")
    totals = []
    for label, amount, bold in inv.totals_block():
        weight = ', weight: "bold"' if bold else ""
        rule = "table.hline(stroke: 1pt), " if bold else ""
        totals.append(f"{rule}[#text(9pt{weight})[{ts(label)}]], [#text(9pt{weight})[{ts(amount)}]]")
    notes = "\n\n".join(ts(n) for n in inv.notes)
    buyer = " \\ ".join(ts(t) for t in (*BUYER[1:], inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}"))
    source = _document(inv) + f"""#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 22mm),
  footer: text(size: 7pt, fill: luma(110))[{ts(s.name + ' · ' + s.street + ', ' + s.postal_code + ' ' + s.city + ' · IBAN ' + inv.iban)}])
#set text(font: "DejaVu Serif", size: 8.8pt, lang: "{inv.language}")
#grid(columns: (16mm, 1fr, auto), column-gutter: 4mm,
  box(width: 16mm, height: 16mm, fill: rgb("#5b2333"), align(center + horizon, text(fill: white, size: 15pt, weight: "bold")[{ts(initials)}])),
  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ #text(size: 8pt)[{ts(s.street)} \\ {ts(s.postal_code + ' ' + s.city)} \\ {ts(inv.words['vat_id'] + ' ' + s.vat)}]],
  grid(columns: (auto, auto), align: (right, left), column-gutter: 3mm, row-gutter: 2mm,
    stroke: (x, y) => if x == 0 {{ (right: 0.6pt + rgb("#5b2333")) }},
    inset: (x, y) => if x == 0 {{ (right: 2.5mm) }} else {{ (left: 0.5mm) }},
    {facts}))
#v(9mm)
#text(size: 22pt, weight: "bold", fill: rgb("#5b2333"), tracking: 2pt)[{ts(inv.words['title'])}]
#line(length: 100%, stroke: 1.6pt + rgb("#5b2333"))
#v(3mm)
#text(size: 7pt, fill: luma(90))[{ts(w['bill_to'].upper())}] \\
#text(weight: "bold")[{ts(BUYER[0])}] \\ {buyer}
#v(7mm)
#table(columns: ({widths}), align: ({aligns}), inset: (x: 3pt, y: 4pt),
  stroke: (x, y) => if y == 0 {{ (top: 1pt, bottom: 1pt) }} else {{ (bottom: 0.3pt + luma(190)) }},
  table.header({', '.join(cells)}),
  {', '.join(body)})
#v(2mm)
#align(right, table(columns: (auto, 34mm), align: (left, right), stroke: none, inset: (x: 4pt, y: 3.2pt),
  {', '.join(totals)}))
#v(8mm)
#text(size: 7.6pt)[{notes}]
"""
    return _typst_pdf(source)


WRITERS = {"twocol": twocol, "flow2p": flow2p, "receipt": receipt, "bilingual": bilingual,
           "typst_grid": typst_grid, "typst_ledger": typst_ledger}
