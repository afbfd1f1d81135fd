"""Invoice PDFs with fpdf2: five layouts that look like what an accounts-payable clerk receives.
Four appear in the train split; `ledger` only in the eval split. Bytes are reproducible: the
creation date, producer and file id are fixed, and no hidden task field enters the file."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from fpdf import FPDF

from invoice_env.locales import Locale
from invoice_env.models import InvoiceFacts, Supplier
from invoice_env.prompt import COMPANY, COMPANY_ADDRESS, COMPANY_VAT

PALETTES = [(31, 78, 121), (122, 34, 52), (38, 104, 72), (90, 90, 90), (160, 82, 20), (60, 60, 130)]


@dataclass(frozen=True)
class InvoiceDocument:
    supplier: Supplier
    locale: Locale
    facts: InvoiceFacts
    layout: str
    po_label: str | None
    po_text: str | None
    vat_note: str | None
    injection: str | None
    palette: int
    customer_number: str

    def vat_label(self) -> str:
        return self.locale.vat.format(rate=f"{self.facts.vat_rate.normalize():f}")

    def meta(self) -> list[tuple[str, str]]:
        loc, facts = self.locale, self.facts
        rows = [(loc.invoice_number, facts.invoice_number), (loc.invoice_date, loc.day(facts.invoice_date)),
                (loc.due_date, loc.day(facts.due_date))]
        if self.po_label and self.po_text:
            rows.append((self.po_label, self.po_text))
        rows.append((loc.customer, self.customer_number))
        return rows

    def totals(self) -> list[tuple[str, str]]:
        loc, facts = self.locale, self.facts
        return [(loc.net_total, loc.money(facts.net_total)), (self.vat_label(), loc.money(facts.vat_amount)),
                (loc.gross_total, "EUR " + loc.money(facts.gross_total))]

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        loc = self.locale
        return [(l.article_no or "", l.description, loc.qty(l.quantity), loc.money(l.unit_price), loc.money(l.net_amount))
                for l in self.facts.lines]

    def notes(self) -> list[str]:
        return [n for n in (self.vat_note, self.injection) if n]


def _new_pdf(doc: InvoiceDocument) -> FPDF:
    pdf = FPDF(format="A4", unit="mm")
    stamp = datetime(doc.facts.invoice_date.year, doc.facts.invoice_date.month, doc.facts.invoice_date.day,
                     9, 0, 0, tzinfo=timezone.utc)
    pdf.set_creation_date(stamp)
    pdf.set_producer("invoicing")
    pdf.set_creator(doc.supplier.name)
    pdf.set_author(doc.supplier.name)
    pdf.set_title(f"{doc.locale.title} {doc.facts.invoice_number}")
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(15, 15, 15)
    pdf.add_page()
    return pdf


def _fit(pdf: FPDF, text: str, width: float, size: float) -> None:
    """Shrink the font until the text fits one line of the given width."""
    while size > 5.5 and pdf.get_string_width(text) > width - 2:
        size -= 0.5
        pdf.set_font_size(size)


def _table(pdf: FPDF, doc: InvoiceDocument, widths: list[float], font: str, fill: tuple[int, int, int] | None,
           borders: str | int, zebra: bool, size: float = 8.5) -> None:
    loc = doc.locale
    header = [loc.article, loc.description, loc.quantity, loc.unit_price, loc.amount]
    aligns = ["L", "L", "R", "R", "R"]
    pdf.set_font(font, "B", size)
    if fill:
        pdf.set_fill_color(*fill)
        pdf.set_text_color(255, 255, 255)
    for text, width, align in zip(header, widths, aligns):
        pdf.cell(width, 7, text, border=borders, align=align, fill=bool(fill))
    pdf.ln()
    pdf.set_text_color(0, 0, 0)
    for index, row in enumerate(doc.rows()):
        shade = zebra and index % 2 == 1
        if shade:
            pdf.set_fill_color(240, 240, 240)
        for text, width, align in zip(row, widths, aligns):
            pdf.set_font(font, "", size)
            _fit(pdf, text, width, size)
            pdf.cell(width, 6.5, text, border=borders, align=align, fill=shade)
        pdf.ln()
    pdf.set_font(font, "", size)


def _totals(pdf: FPDF, doc: InvoiceDocument, x: float, label_w: float, value_w: float, font: str, box: bool) -> None:
    for index, (label, value) in enumerate(doc.totals()):
        last = index == len(doc.totals()) - 1
        pdf.set_x(x)
        pdf.set_font(font, "B" if last else "", 10 if last else 9)
        pdf.cell(label_w, 6.5, label, border="T" if box and last else 0)
        pdf.cell(value_w, 6.5, value, border="T" if box and last else 0, align="R", new_x="LMARGIN", new_y="NEXT")


def _notes(pdf: FPDF, doc: InvoiceDocument, font: str, width: float = 180) -> None:
    for note in doc.notes():
        pdf.set_font(font, "I" if font != "Courier" else "", 8.5)
        pdf.multi_cell(width, 4.5, note, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)


def _payment(pdf: FPDF, doc: InvoiceDocument, font: str) -> None:
    pdf.set_font(font, "", 8.5)
    pdf.cell(0, 5, f"{doc.locale.payment} {doc.supplier.iban}", new_x="LMARGIN", new_y="NEXT")


def _supplier_lines(doc: InvoiceDocument) -> list[str]:
    s = doc.supplier
    return [f"{s.street}", f"{s.postal_code} {s.city}", f"{doc.locale.vat_number} {s.vat_number}", f"IBAN {s.iban}"]


def _customer_lines() -> list[str]:
    return [COMPANY, *COMPANY_ADDRESS, COMPANY_VAT]


def classic(doc: InvoiceDocument) -> FPDF:
    pdf = _new_pdf(doc)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(110, 8, doc.supplier.name, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    for line in _supplier_lines(doc):
        pdf.cell(110, 4.8, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(125, 15)
    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(70, 10, doc.locale.title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(120, 45)
    pdf.set_font("Helvetica", "", 9)
    for line in _customer_lines():
        pdf.set_x(120)
        pdf.cell(75, 4.8, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(75)
    for label, value in doc.meta():
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(45, 5.5, f"{label}:")
        pdf.set_font("Helvetica", "", 9)
        pdf.cell(60, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    _table(pdf, doc, [28, 80, 20, 26, 26], "Helvetica", None, 1, False)
    pdf.ln(4)
    _totals(pdf, doc, 115, 45, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, doc, "Helvetica")
    pdf.set_y(265)
    _payment(pdf, doc, "Helvetica")
    return pdf


def banner(doc: InvoiceDocument) -> FPDF:
    pdf = _new_pdf(doc)
    color = PALETTES[doc.palette % len(PALETTES)]
    pdf.set_fill_color(*color)
    pdf.rect(0, 0, 210, 32, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_xy(15, 9)
    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(120, 8, doc.supplier.name)
    pdf.set_font("Helvetica", "B", 20)
    pdf.cell(60, 8, doc.locale.title, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8.5)
    pdf.set_x(15)
    pdf.cell(180, 6, " - ".join(_supplier_lines(doc)[:3]), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(42)
    left = doc.meta()
    pdf.set_font("Helvetica", "", 9)
    y = pdf.get_y()
    for label, value in left:
        pdf.set_font("Helvetica", "", 8)
        pdf.set_text_color(*color)
        pdf.cell(42, 6, label)
        pdf.set_text_color(0, 0, 0)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(50, 6, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(125, y)
    pdf.set_font("Helvetica", "", 9)
    for line in _customer_lines():
        pdf.set_x(125)
        pdf.cell(70, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(max(pdf.get_y(), y + 6 * len(left)) + 8)
    _table(pdf, doc, [26, 84, 18, 26, 26], "Helvetica", color, 0, True)
    pdf.ln(5)
    _totals(pdf, doc, 110, 50, 35, "Helvetica", True)
    pdf.ln(6)
    _notes(pdf, doc, "Helvetica")
    pdf.set_y(262)
    pdf.set_draw_color(*color)
    pdf.line(15, 261, 195, 261)
    _payment(pdf, doc, "Helvetica")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(0, 5, f"{doc.locale.vat_number} {doc.supplier.vat_number}", new_x="LMARGIN", new_y="NEXT")
    return pdf


def mono(doc: InvoiceDocument) -> FPDF:
    """A dot-matrix style print-out: one monospaced font, dotted leaders, dashed rules."""
    pdf = _new_pdf(doc)
    pdf.set_font("Courier", "B", 11)
    pdf.cell(0, 5.5, doc.supplier.name.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", 9)
    for line in _supplier_lines(doc):
        pdf.cell(0, 4.5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Courier", "B", 12)
    pdf.cell(0, 6, f"*** {doc.locale.title} ***", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Courier", "", 9)
    for line in _customer_lines():
        pdf.set_x(120)
        pdf.cell(75, 4.5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    width = max(len(label) for label, _ in doc.meta()) + 3
    for label, value in doc.meta():
        pdf.cell(0, 4.8, f"{(label + ' ').ljust(width, '.')}: {value}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    rule = "-" * 94
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    loc = doc.locale
    header = f"{loc.article[:11]:<11} {loc.description[:44]:<44} {loc.quantity[:8]:>8} {loc.unit_price[:13]:>13} {loc.amount[:13]:>13}"
    pdf.set_font("Courier", "B", 8.5)
    pdf.cell(0, 4.8, header, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", 8.5)
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    for article, desc, qty, price, amount in doc.rows():
        pdf.cell(0, 4.8, f"{article:<11} {desc:<44} {qty:>8} {price:>13} {amount:>13}", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, rule, new_x="LMARGIN", new_y="NEXT")
    for label, value in doc.totals():
        pdf.cell(0, 4.8, f"{label:>68} {value:>20}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    _notes(pdf, doc, "Courier", 180)
    pdf.set_y(268)
    _payment(pdf, doc, "Courier")
    return pdf


def letter(doc: InvoiceDocument) -> FPDF:
    """A letter: customer window top left, meta block right, supplier details in the footer."""
    pdf = _new_pdf(doc)
    pdf.set_font("Times", "B", 15)
    pdf.cell(0, 8, doc.supplier.name, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(120, 120, 120)
    pdf.line(15, 25, 195, 25)
    pdf.set_xy(20, 45)
    pdf.set_font("Times", "", 10.5)
    for line in _customer_lines():
        pdf.set_x(20)
        pdf.cell(85, 5.2, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(115, 45)
    for label, value in doc.meta():
        pdf.set_x(115)
        pdf.set_font("Times", "", 10)
        pdf.cell(40, 5.2, label)
        pdf.set_font("Times", "B", 10)
        pdf.cell(40, 5.2, value, new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(88)
    pdf.set_font("Times", "B", 16)
    pdf.cell(0, 9, f"{doc.locale.title} {doc.facts.invoice_number}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    _table(pdf, doc, [28, 82, 18, 26, 26], "Times", None, "B", False, size=10)
    pdf.ln(4)
    _totals(pdf, doc, 110, 50, 35, "Times", False)
    pdf.ln(6)
    _notes(pdf, doc, "Times")
    pdf.set_y(262)
    pdf.line(15, 261, 195, 261)
    pdf.set_font("Times", "", 8.5)
    pdf.cell(0, 4.5, f"{doc.supplier.name} - {doc.supplier.street} - {doc.supplier.postal_code} {doc.supplier.city}",
             align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, f"{doc.locale.vat_number} {doc.supplier.vat_number} - IBAN {doc.supplier.iban}",
             align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 4.5, doc.locale.payment + " " + doc.supplier.iban, align="C", new_x="LMARGIN", new_y="NEXT")
    return pdf


def ledger(doc: InvoiceDocument) -> FPDF:
    """Eval only: a sidebar of small labels above their values, quantity-first line table with a
    VAT column, supplier block right-aligned."""
    pdf = _new_pdf(doc)
    color = PALETTES[(doc.palette + 3) % len(PALETTES)]
    pdf.set_fill_color(245, 245, 245)
    pdf.rect(0, 0, 62, 297, style="F")
    pdf.set_xy(8, 14)
    pdf.set_font("Helvetica", "B", 17)
    pdf.set_text_color(*color)
    pdf.cell(50, 9, doc.locale.title, new_x="LMARGIN", new_y="NEXT")
    y = 30
    for label, value in doc.meta():
        pdf.set_xy(8, y)
        pdf.set_font("Helvetica", "", 7.5)
        pdf.set_text_color(110, 110, 110)
        pdf.cell(50, 4, label)
        pdf.set_xy(8, y + 4)
        pdf.set_font("Helvetica", "B", 10)
        pdf.set_text_color(0, 0, 0)
        pdf.cell(50, 5.5, value)
        y += 13
    pdf.set_xy(8, y + 6)
    pdf.set_font("Helvetica", "", 8)
    for line in _customer_lines():
        pdf.set_x(8)
        pdf.cell(52, 4.2, line, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(70, 14)
    pdf.set_font("Times", "B", 14)
    pdf.cell(125, 7, doc.supplier.name, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 9)
    for line in _supplier_lines(doc):
        pdf.set_x(70)
        pdf.cell(125, 4.5, line, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(70, 75)
    loc = doc.locale
    rate = f"{doc.facts.vat_rate.normalize():f}%"
    header = [loc.quantity, loc.article, loc.description, loc.unit_price, "%", loc.amount]
    widths = [12, 20, 44, 20, 9, 22]
    aligns = ["R", "L", "L", "R", "R", "R"]
    pdf.set_font("Helvetica", "B", 7.5)
    pdf.set_draw_color(*color)
    for text, width, align in zip(header, widths, aligns):
        pdf.cell(width, 6, text, border="B", align=align)
    pdf.ln()
    for article, desc, qty, price, amount in doc.rows():
        pdf.set_x(70)
        for text, width, align in zip([qty, article, desc, price, rate, amount], widths, aligns):
            pdf.set_font("Helvetica", "", 7.5)
            _fit(pdf, text, width, 7.5)
            pdf.cell(width, 6, text, align=align)
        pdf.ln()
    pdf.ln(4)
    for index, (label, value) in enumerate(doc.totals()):
        pdf.set_x(105)
        pdf.set_font("Helvetica", "B" if index == 2 else "", 9)
        pdf.cell(50, 6, label)
        pdf.cell(35, 6, value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    for note in doc.notes():
        pdf.set_x(70)
        pdf.set_font("Helvetica", "I", 8)
        pdf.multi_cell(125, 4.3, note, new_x="LMARGIN", new_y="NEXT")
    pdf.set_xy(70, 270)
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(125, 5, f"{doc.locale.payment} {doc.supplier.iban}", align="R")
    return pdf


LAYOUTS = {"classic": classic, "banner": banner, "mono": mono, "letter": letter, "ledger": ledger}


def render_invoice(doc: InvoiceDocument) -> bytes:
    return bytes(LAYOUTS[doc.layout](doc).output())
