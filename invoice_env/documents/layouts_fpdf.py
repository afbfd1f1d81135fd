"""Invoice layouts written with fpdf2. Bytes are reproducible: creation date, producer and file
id are fixed, and nothing but the printed content enters the file."""

from __future__ import annotations

from datetime import datetime, timezone

from fpdf import FPDF

from invoice_env.documents.content import Content

PALETTES = [(31, 78, 121), (122, 34, 52), (38, 104, 72), (90, 90, 90), (160, 82, 20), (60, 60, 130)]


def _new_pdf(c: Content, stamp: datetime) -> FPDF:
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(stamp)
    pdf.set_producer("invoicing")
    pdf.set_creator(c.supplier_name)
    pdf.set_author(c.supplier_name)
    pdf.set_title(c.title)
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(15, 15, 15)
    pdf.add_page()
    return pdf


def _fit(pdf: FPDF, text: str, width: float, size: float, floor: float = 5.5) -> None:
    """Shrink the font until the text fits one line of the given width (not below `floor`)."""
    while size > floor and pdf.get_string_width(text) > width - 2:
        size -= 0.5
        pdf.set_font_size(size)


def _table(pdf: FPDF, c: Content, widths, font: str, fill, borders, zebra: bool, size: float = 8.5,
           x: float | None = None, light: bool = False):
    widths, aligns = c.widths(widths), c.aligns
    pdf.set_font(font, "B", size)
    if fill:
        pdf.set_fill_color(*fill)
        pdf.set_text_color(*((0, 0, 0) if light else (255, 255, 255)))
    if x is not None:
        pdf.set_x(x)
    for text, width, align in zip(c.header, widths, aligns):
        pdf.set_font(font, "B", size)
        _fit(pdf, text, width, size)
        pdf.cell(width, 7, text, border=borders, align=align, fill=bool(fill))
    pdf.ln()
    pdf.set_text_color(0, 0, 0)
    for index, row in enumerate(c.rows):
        shade = zebra and index % 2 == 1
        if shade:
            pdf.set_fill_color(240, 240, 240)
        if x is not None:
            pdf.set_x(x)
        for text, width, align in zip(row, widths, aligns):
            pdf.set_font(font, "", size)
            _fit(pdf, text, width, size)
            pdf.cell(width, 6.5, text, border=borders, align=align, fill=shade)
        pdf.ln()
    pdf.set_font(font, "", size)


def _totals(pdf: FPDF, c: Content, x: float, label_w: float, value_w: float, font: str, box: bool) -> None:
    for index, (label, value) in enumerate(c.totals):
        last = index == len(c.totals) - 1
        pdf.set_x(x)
        pdf.set_font(font, "B" if last else "", 10 if last else 9)
        pdf.cell(label_w, 6.5, label, border="T" if box and last else 0)
        pdf.cell(value_w, 6.5, value, border="T" if box and last else 0, align="R", new_x="LMARGIN", new_y="NEXT")


def _notes(pdf: FPDF, c: Content, font: str, width: float = 180, x: float = 15) -> None:
    for note in c.notes:
        pdf.set_x(x)
        pdf.set_font(font, "I" if font != "Courier" else "", 8.5)
        pdf.multi_cell(width, 4.5, note, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)


def _lines(pdf: FPDF, lines, x: float, width: float, height: float, align: str = "L") -> None:
    for line in lines:
        pdf.set_x(x)
        pdf.cell(width, height, line, align=align, new_x="LMARGIN", new_y="NEXT")


def classic(pdf: FPDF, c: Content) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(110, 8, c.supplier_name, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    _lines(pdf, c.supplier_lines, 15, 100, 4.8)
    pdf.set_xy(125, 15)
    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(70, 10, c.title, align="R")
    pdf.set_xy(120, 45)
    pdf.set_font("Helvetica", "", 9)
    _lines(pdf, c.customer_lines, 120, 75, 4.8)
    pdf.set_y(75)
    for label, value in c.meta:
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(45, 5.5, f"{label}:")
        pdf.set_font("Helvetica", "", 9)
        pdf.cell(80, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    _table(pdf, c, [28, 80, 20, 26, 26], "Helvetica", None, 1, False)
    pdf.ln(4)
    _totals(pdf, c, 115, 45, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, c, "Helvetica")
    pdf.set_y(265)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, c.payment)


def banner(pdf: FPDF, c: Content) -> None:
    color = PALETTES[c.palette]
    pdf.set_fill_color(*color)
    pdf.rect(0, 0, 210, 32, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_xy(15, 9)
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(120, 8, c.supplier_name)
    pdf.set_font("Helvetica", "B", 20)
    pdf.cell(60, 8, c.title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.set_x(15)
    pdf.cell(180, 6, " - ".join(c.supplier_lines[:2]), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(42)
    y = pdf.get_y()
    for label, value in c.meta:
        pdf.set_font("Helvetica", "", 8)
        pdf.set_text_color(*color)
        pdf.cell(42, 6, label)
        pdf.set_text_color(0, 0, 0)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(60, 6, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(125, y)
    pdf.set_font("Helvetica", "", 9)
    _lines(pdf, c.customer_lines, 125, 70, 5)
    pdf.set_y(max(pdf.get_y(), y + 6 * len(c.meta)) + 8)
    _table(pdf, c, [26, 84, 18, 26, 26], "Helvetica", color, 0, True)
    pdf.ln(5)
    _totals(pdf, c, 110, 50, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, c, "Helvetica")
    pdf.set_draw_color(*color)
    pdf.line(15, 261, 195, 261)
    pdf.set_y(262)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, c.payment, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 5, c.vat_line)


def mono(pdf: FPDF, c: Content) -> None:
    """A dot-matrix style print-out: one monospaced font, dotted leaders, whole rows as one string."""
    pdf.set_font("Courier", "B", 11)
    pdf.cell(0, 5.5, c.supplier_name.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", 9)
    _lines(pdf, c.supplier_lines, 15, 180, 4.5)
    pdf.ln(4)
    pdf.set_font("Courier", "B", 12)
    pdf.cell(0, 6, f"*** {c.title.upper()} ***", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Courier", "", 9)
    _lines(pdf, c.customer_lines, 120, 75, 4.5)
    pdf.ln(4)
    width = max(len(label) for label, _ in c.meta) + 3
    for label, value in c.meta:
        pdf.cell(0, 4.8, f"{(label + ' ').ljust(width, '.')}: {value}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    cols = [max(len(r[i]) for r in c.rows + (c.header,)) for i in range(len(c.header))]

    def row(cells) -> str:
        return "  ".join(t.ljust(w) if a == "L" else t.rjust(w) for t, w, a in zip(cells, cols, c.aligns)).rstrip()

    rule = "-" * (sum(cols) + 2 * (len(cols) - 1))
    size = 8.5 if len(rule) <= 94 else 8.5 * 94 / len(rule)
    pdf.set_font("Courier", "", size)
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "B", size)
    pdf.cell(0, 4.8, row(c.header), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", size)
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    for cells in c.rows:
        pdf.cell(0, 4.8, row(cells), new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    for label, value in c.totals:
        pdf.cell(0, 4.8, f"{label:>60}  {value:>20}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    _notes(pdf, c, "Courier", 180)
    pdf.set_y(268)
    pdf.set_font("Courier", "", 8.5)
    pdf.cell(0, 5, c.payment)


def din5008(pdf: FPDF, c: Content) -> None:
    """DIN 5008 form B: return line and address window at 45 mm, information block right, folding marks."""
    pdf.set_draw_color(150, 150, 150)
    pdf.line(3, 105, 7, 105)
    pdf.line(3, 210, 7, 210)
    pdf.line(3, 148.5, 8, 148.5)
    pdf.set_xy(25, 15)
    pdf.set_font("Times", "B", 16)
    pdf.cell(170, 8, c.supplier_name, align="R")
    pdf.set_xy(25, 47)
    pdf.set_font("Times", "U", 7)
    pdf.cell(80, 4, f"{c.supplier_name} - {c.supplier_lines[0]} - {c.supplier_lines[1]}")
    pdf.set_font("Times", "", 10.5)
    pdf.set_xy(25, 53)
    _lines(pdf, c.customer_lines, 25, 80, 5.2)
    pdf.set_xy(125, 50)
    for label, value in c.meta:
        pdf.set_x(125)
        pdf.set_font("Times", "", 9.5)
        pdf.cell(38, 5.2, label)
        pdf.set_font("Times", "B", 9.5)
        pdf.cell(40, 5.2, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(25, 103)
    pdf.set_font("Times", "B", 14)
    pdf.cell(0, 8, f"{c.title} {c.meta[0][1]}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    _table(pdf, c, [26, 76, 18, 25, 25], "Times", None, "B", False, size=10, x=25)
    pdf.ln(4)
    _totals(pdf, c, 110, 50, 35, "Times", False)
    pdf.ln(6)
    _notes(pdf, c, "Times", 170, 25)
    pdf.line(25, 270, 195, 270)
    pdf.set_font("Times", "", 8)
    pdf.set_xy(25, 271)
    pdf.cell(56, 4, c.supplier_name)
    pdf.cell(56, 4, c.supplier_lines[2])
    pdf.cell(58, 4, c.supplier_lines[3], new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(25)
    pdf.cell(170, 4, c.payment)


def grid(pdf: FPDF, c: Content) -> None:
    """Customer block on the right, then a ruled grid: a row of labels over a row of values."""
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(100, 7, c.supplier_name, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    _lines(pdf, c.supplier_lines, 15, 95, 4.5)
    pdf.set_xy(118, 40)
    pdf.set_font("Helvetica", "", 10)
    pdf.set_draw_color(170, 170, 170)
    pdf.rect(116, 38, 79, 26)
    _lines(pdf, c.customer_lines, 118, 75, 5)
    pdf.set_xy(15, 72)
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 9, c.title, new_x="LMARGIN", new_y="NEXT")
    width = 180 / len(c.meta)
    pdf.set_fill_color(232, 232, 232)
    for label, _ in c.meta:
        pdf.set_font("Helvetica", "B", 7.5)
        _fit(pdf, label, width, 7.5)
        pdf.cell(width, 6, label, border=1, fill=True)
    pdf.ln()
    for _, value in c.meta:
        pdf.set_font("Helvetica", "", 8.5)
        _fit(pdf, value, width, 8.5, floor=3.5)  # six facts of a document naming another: a long PO reference
        pdf.cell(width, 7, value, border=1)
    pdf.ln(12)
    _table(pdf, c, [26, 82, 20, 26, 26], "Helvetica", (232, 232, 232), 1, False, light=True)
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    _totals(pdf, c, 115, 45, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, c, "Helvetica")
    pdf.set_y(268)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.cell(0, 5, c.payment)


def bankfooter(pdf: FPDF, c: Content) -> None:
    """Payment terms and bank details in a three-column ruled footer; supplier details only there."""
    color = PALETTES[c.palette]
    pdf.set_font("Helvetica", "B", 22)
    pdf.set_text_color(*color)
    pdf.cell(0, 12, c.supplier_name, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 9.5)
    pdf.set_xy(15, 40)
    _lines(pdf, c.customer_lines, 15, 90, 5)
    pdf.set_xy(120, 40)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(75, 7, c.title, new_x="LMARGIN", new_y="NEXT")
    for label, value in c.meta:
        pdf.set_x(120)
        pdf.set_font("Helvetica", "", 8.5)
        pdf.cell(35, 5, label)
        pdf.cell(40, 5, value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(90)
    _table(pdf, c, [26, 82, 20, 26, 26], "Helvetica", None, "TB", False)
    pdf.ln(4)
    _totals(pdf, c, 115, 45, 35, "Helvetica", False)
    pdf.ln(6)
    _notes(pdf, c, "Helvetica")
    pdf.set_draw_color(*color)
    pdf.line(15, 258, 195, 258)
    pdf.set_font("Helvetica", "", 7.5)
    columns = [(c.supplier_name, *c.supplier_lines[:2]), (c.supplier_lines[2], c.supplier_lines[3]), (c.payment,)]
    for index, column in enumerate(columns):
        pdf.set_xy(15 + 60 * index, 260)
        for line in column:
            pdf.set_x(15 + 60 * index)
            pdf.multi_cell(58, 3.8, line, new_x="LMARGIN", new_y="NEXT")


def stacked(pdf: FPDF, c: Content) -> None:
    """Eval only: each header field in a box with a small label above its value, two boxes a row."""
    color = PALETTES[(c.palette + 3) % len(PALETTES)]
    pdf.set_font("Helvetica", "B", 18)
    pdf.set_text_color(*color)
    pdf.cell(90, 10, c.title)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(90, 10, c.supplier_name, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", 8.5)
    _lines(pdf, c.supplier_lines, 105, 90, 4.3, "R")
    pdf.set_xy(15, 30)
    pdf.set_font("Helvetica", "", 9)
    _lines(pdf, c.customer_lines, 15, 80, 4.6)
    y = 56
    pdf.set_draw_color(*color)
    for start in range(0, len(c.meta), 3):
        chunk = c.meta[start:start + 3]
        for index, (label, _) in enumerate(chunk):
            pdf.rect(15 + 61 * index, y, 58, 13)
            pdf.set_xy(16 + 61 * index, y + 1)
            pdf.set_font("Helvetica", "", 7)
            pdf.set_text_color(110, 110, 110)
            pdf.cell(56, 4, label)
        for index, (_, value) in enumerate(chunk):
            pdf.set_xy(16 + 61 * index, y + 6)
            pdf.set_font("Helvetica", "B", 10)
            pdf.set_text_color(0, 0, 0)
            _fit(pdf, value, 56, 10)
            pdf.cell(56, 6, value)
        y += 16
    pdf.set_xy(15, y + 4)
    _table(pdf, c, [26, 82, 20, 26, 26], "Helvetica", color, "B", False)
    pdf.ln(4)
    _totals(pdf, c, 115, 45, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, c, "Helvetica")
    pdf.set_y(268)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 5, c.payment, align="C")


LAYOUTS = {"classic": classic, "banner": banner, "mono": mono, "din5008": din5008, "grid": grid,
           "bankfooter": bankfooter, "stacked": stacked}


def render(layout: str, c: Content, stamp: datetime) -> bytes:
    pdf = _new_pdf(c, stamp)
    LAYOUTS[layout](pdf, c)
    return bytes(pdf.output())


def creation_stamp(day) -> datetime:
    return datetime(day.year, day.month, day.day, 9, 0, 0, tzinfo=timezone.utc)
