"""The drawing helpers the blind corpora share, once: reportlab's canvas in mm, the platypus and fpdf2 set-ups, word
wrapping, Typst strings and compilation, the buyer, the totals rows, the country names and the fonts. Each is the
code the corpora copied or imported until now, unchanged in behaviour (the fourth corpus's canvas, fpdf2, platypus
and Typst helpers; the sixth's place, doc_head and totals; the fifteenth's `_issued`, the twentieth's `_price`; the twelfth's Liberation fonts, `_typst` and `_lib`), so
every corpus draws the same bytes as before (evals/blind_corpus/rebuild_check.py checks that).

A corpus's draw.py imports what it uses (`from drawing import Canvas, _fpdf, ...`, with evals/blind_corpus on
sys.path, as make.py puts it); the fourth, sixth and fifteenth corpora's draw.py re-export the names they always
exported. The helpers take the corpus's `Invoice` as they find it (duck-typed, no import of any invoices.py)."""

from __future__ import annotations

import io
from datetime import datetime, timezone
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
from reportlab.platypus import Paragraph, SimpleDocTemplate

STAMP = datetime(2027, 2, 1, 8, 30, tzinfo=timezone.utc)
FONTS = "/usr/share/fonts/truetype/dejavu"
LIBERATION = "/usr/share/fonts/truetype/liberation"
BUYER = ("Technibouw Distributie NV", "Industrieweg 14", "9000 Gent")
BUYER_VAT = "BE0456.789.133"
RIGHT = {"quantity", "price", "amount", "discount", "vat", "position"}
MM = 72 / 25.4
COUNTRY_BE = {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"}
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France", "en": "France"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"en": "Luxembourg", "de": "Luxemburg",
                                                                 "fr": "Luxembourg"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}

for _name, _file in (("DV", "DejaVuSans.ttf"), ("DVB", "DejaVuSans-Bold.ttf"), ("DVI", "DejaVuSans-Oblique.ttf"),
                     ("DVC", "DejaVuSansCondensed.ttf"), ("DVCB", "DejaVuSansCondensed-Bold.ttf")):
    pdfmetrics.registerFont(TTFont(_name, f"{FONTS}/{_file}"))


def register_fonts(*fonts: tuple[str, str], folder: str = LIBERATION) -> None:
    """reportlab fonts (name, file) not registered yet; a file is in `folder` unless it is a path."""
    for name, file in fonts:
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, file if file.startswith("/") else f"{folder}/{file}"))


LIBERATION_SANS = (("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
                   ("LSI", "LiberationSans-Italic.ttf"))      # what most corpora register: register_fonts(*...)


# --- text ----------------------------------------------------------------------------------------------------------
def rl_wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """`text` in rows no wider than `width` points (reportlab's metrics)."""
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if row and pdfmetrics.stringWidth(trial, font, size) > width:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + ([row] if row else [])


def fp_wrap(pdf: FPDF, text: str, width: float) -> list[str]:
    """`text` in rows no wider than `width` mm (fpdf2's metrics, current font)."""
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if row and pdf.get_string_width(trial) > width:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + ([row] if row else [])


def place(inv) -> str:
    return f"{inv.supplier.postal_code} {inv.supplier.city}"


def _issued(inv, numeric: str) -> str:
    """The invoice date as the writer prints it: written out where the invoice asks for it."""
    return inv.day(inv.issued, inv.extra.get("date_style", numeric))


def _price(inv, line) -> str:
    return inv.number(line.price, line.price_places)


def totals(inv, subtotal: str, net: str, vat: str, gross: str, always_sub: bool = False
           ) -> list[tuple[str, str, bool]]:
    """(label, amount, bold) rows of a totals block; `vat` has {rate}."""
    rows = []
    if inv.adjustments or always_sub:
        rows.append((subtotal, inv.subtotal, False))
        rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    if net:
        rows.append((net, inv.net_total, False))
    rows.append((vat.format(rate=inv.rate()), inv.vat_amount, False))
    rows.append((gross, inv.gross_total, True))
    return rows


# --- reportlab canvas ----------------------------------------------------------------------------------------------
class Canvas:
    """reportlab's canvas with (x, y) in mm from the top left, in invariant mode, on DejaVu fonts."""

    def __init__(self, title: str, author: str):
        self.buffer = io.BytesIO()
        self.height = A4[1]
        self.c = rl_canvas.Canvas(self.buffer, pagesize=A4, invariant=1)
        self.c.setTitle(title)
        self.c.setAuthor(author)

    def text(self, x: float, y: float, value: str, size: float = 9, font: str = "DV", align: str = "left",
             grey: float = 0) -> None:
        self.c.setFont(font, size)
        self.c.setFillGray(grey)
        draw = {"left": self.c.drawString, "right": self.c.drawRightString, "center": self.c.drawCentredString}[align]
        draw(x * MM, self.height - y * MM, value)
        self.c.setFillGray(0)

    def fill(self, x: float, y: float, w: float, h: float, grey: float) -> None:
        self.c.setFillGray(grey)
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


# --- reportlab platypus --------------------------------------------------------------------------------------------
def _style(name: str, size: float = 8.4, font: str = "DV", align: int = 0, grey: float = 0,
           lead: float | None = None) -> ParagraphStyle:
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.25, alignment=align,
                          textColor=colors.Color(grey, grey, grey))


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


def _doc(inv, top: float, bottom: float) -> tuple[io.BytesIO, SimpleDocTemplate]:
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=16 * mm, rightMargin=16 * mm, topMargin=top * mm,
                            bottomMargin=bottom * mm, invariant=1, title=f"{inv.words['title']} {inv.invoice_no}",
                            author=inv.supplier.name, creator=inv.supplier.name, producer="", subject="")
    return buffer, doc


# --- fpdf2 ---------------------------------------------------------------------------------------------------------
def _fpdf(title: str, author: str) -> FPDF:
    pdf = FPDF(orientation="P", format="A4")
    pdf.set_creation_date(STAMP)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_auto_page_break(False)
    pdf.set_margins(5, 5, 5)
    for style, file in (("", "DejaVuSans.ttf"), ("B", "DejaVuSans-Bold.ttf"), ("I", "DejaVuSans-Oblique.ttf")):
        pdf.add_font("DejaVu", style, f"{FONTS}/{file}")
    for style, file in (("", "DejaVuSansCondensed.ttf"), ("B", "DejaVuSansCondensed-Bold.ttf")):
        pdf.add_font("Cond", style, f"{FONTS}/{file}")
    pdf.add_page()
    return pdf


def _ft(pdf: FPDF, x: float, y: float, value: str, size: float = 9, style: str = "", align: str = "left",
        family: str = "DejaVu") -> None:
    pdf.set_font(family, style.upper(), size)
    width = pdf.get_string_width(value)
    pdf.text(x - width if align == "right" else x - width / 2 if align == "center" else x, y, value)


LIB_FILES = {"": "LiberationSans-Regular.ttf", "B": "LiberationSans-Bold.ttf", "I": "LiberationSans-Italic.ttf",
             "BI": "LiberationSans-BoldItalic.ttf"}


def lib_fonts(pdf, styles: tuple[str, ...] = ("", "B", "I")) -> None:
    """Liberation Sans as the fpdf2 family "Lib" (the `styles`, in that order)."""
    for style in styles:
        pdf.add_font("Lib", style, f"{LIBERATION}/{LIB_FILES[style]}")


_lib = lib_fonts     # the name the corpora call it by (regular, bold, italic)


# --- Typst ---------------------------------------------------------------------------------------------------------
def ts(text: str) -> str:
    """A Typst string expression: `text` printed as it is, no markup."""
    return '#"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _typst_pdf(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS], timestamp=STAMP)


def _typst(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS, LIBERATION], timestamp=STAMP)


def _document(inv) -> str:
    return (f"#set document(title: {ts(inv.words['title'] + ' ' + inv.invoice_no)[1:]}, "
            f"author: {ts(inv.supplier.name)[1:]}, date: none)\n")


def doc_head(inv, title: str) -> str:
    return (f"#set document(title: {ts(title + ' ' + inv.invoice_no)[1:]}, author: {ts(inv.supplier.name)[1:]}, "
            "date: none)\n")
