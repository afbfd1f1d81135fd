"""Eight page writers for the fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software (no logos, no trademarks, invented suppliers): three on
reportlab (its canvas and its platypus flowables), three on fpdf2, two made by Typst. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes.

- exact (reportlab canvas): an Exact Online-style invoice: the supplier's name where a logo goes, its address top
  right, the customer in the envelope window, `Factuur`, the facts as a label/value block, a table on a grey header
  band, the totals on the right, payment data and a centred footer with KvK / RPR, VAT number, IBAN and BIC.
- odoo (Typst): an Odoo-style invoice: company block top left and right, the partner's address on the right, the
  title with the number (`Facture FAC/2027/00031`), the facts as a row of label-above-value blocks, the article
  number in brackets before the product name (`[QM-VIS-560] Vis à bois …`) with the product's description below,
  a discount and a taxes column, `Montant hors taxes` / `Untaxed Amount`, the payment communication.
- datev (fpdf2): a DIN 5008 German business letter as DATEV-style accounting software prints it: the sender's return
  line above the address window, the information block on the right, the subject line `Rechnung Nr. …`, a greeting
  and an introduction, a positions table, `Rechnungsbetrag`, the closing, fold marks and a four-column footer
  (address, managing director and register court, bank, VAT and tax number).
- sapb1 (reportlab platypus): a SAP Business One-style print: Bill To / Ship To boxes, a ruled box of document
  facts, a ruled item grid (`#`, `Item No.`, `Item Description`, …, `Disc. %`, `Total (EUR)`), a totals box
  (`Total Before Discount`, `Discount`, `Freight`, `Tax`, `Total Payment Due`).
- sage (fpdf2): a Sage 100 Gestion commerciale-style French facture: `FACTURE` in a frame, the customer in a framed
  box on the right, a row of framed cells with the facts (label above value), a framed body with vertical column
  rules down the page, a VAT recap table beside the totals box, `Net à payer`, the legal mentions.
- dynamics (reportlab platypus): a Dynamics 365 Business Central-style `Invoice`: the customer top left, company data
  top right, the facts as a two-column label/value grid, the lines with `Unit Price Excl. VAT`, `Line Disc. %`,
  `VAT %`, `Line Amount Excl. VAT`, the invoice discount, `Total EUR Excl. VAT`, a `VAT Amount Specification`.
- word_be (fpdf2): a Belgian accountant's Word template: a centred letterhead, the addressee on the right, the facts
  as `label : value` lines, `FACTUUR` / `FACTURE`, a fully ruled table (Word's table grid), a small ruled totals
  table, the payment sentence with the structured communication, the footer with RPR / RPM and bank.
- artisan (Typst): a French artisan's online invoicing tool: the trade under the name, `Facture` and `N° …` top
  right, a client card, a light table with a TVA column, `Total HT`, `TVA 20 %`, `Total TTC`, a highlighted
  `Net à payer`, the bank, the late-payment mentions and the SIRET / RM / insurance footer."""

from __future__ import annotations

import io
import sys
from datetime import datetime, timezone
from decimal import Decimal
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
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice, Line

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, FONTS, MM, RIGHT, STAMP, Canvas, _doc, _document, _fpdf, _ft, _p,  # noqa: E402
                     _style, _typst_pdf, fp_wrap, rl_wrap, ts)


# --- what a table cell prints --------------------------------------------------------------------------------------
def cell(inv: Invoice, line: Line, column: str) -> str:
    if column == "article":
        return line.article or ""
    if column == "description":
        return line.description
    if column == "quantity":
        return inv.quantity_text(line)
    if column == "unit":
        return line.unit or ""
    if column == "price":
        return inv.number(line.price, line.price_places)
    if column == "discount":
        return inv.pct(line.discount) if line.discount else ""
    if column == "vat":
        return inv.words2.get("tax_label") or f"{inv.vat_rate.normalize():f}"
    if column == "amount":
        return inv.number(line.amount)
    if column == "position":
        return str(inv.lines.index(line) + 1)
    raise KeyError(column)


def buyer_lines(inv: Invoice) -> list[str]:
    return [*BUYER, *([inv.words["country_be"]] if inv.words["country_be"] else [])]


def supplier_place(inv: Invoice) -> str:
    return f"{inv.supplier.postal_code} {inv.supplier.city}"


def fill(template: str, inv: Invoice) -> str:
    return template.format(ref=inv.payment_ref or inv.invoice_no, due=inv.day(inv.due), iban=inv.iban,
                           gross=inv.amount(inv.gross_total))


def widths_of(inv: Invoice, total: float) -> list[tuple[str, float]]:
    whole = sum(width for _, width in inv.columns)
    return [(column, width / whole * total) for column, width in inv.columns]


# --- reportlab canvas: exact ----------------------------------------------------------------------------------------
def exact(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    page = Canvas(f"{inv.words['title']} {inv.invoice_no}", s.name)
    page.text(20, 24, s.name, 15, "DVB", grey=0.15)
    for k, text in enumerate((s.name, s.street, supplier_place(inv),
                              "Nederland" if s.country == "NL" else "België",
                              f"{inv.words['vat_id']}: {s.vat}")):
        page.text(190, 18 + k * 4, text, 7.8, "DVB" if k == 0 else "DV", "right", grey=0.2)
    for k, text in enumerate(buyer_lines(inv)):
        page.text(20, 52 + k * 4.6, text, 9.6, "DVB" if k == 0 else "DV")
    page.text(20, 92, inv.words["title"], 17, "DVB")
    y = 101
    for label, value in [(inv.labels["invoice_number"], inv.invoice_no), *[
            pair for pair in inv.header_pairs() if pair[0] != inv.labels["invoice_number"]]]:
        page.text(20, y, label, 8.4, grey=0.3)
        page.text(58, y, value, 8.4)
        y += 4.6
    y += 7
    xs, x = [], 20.0
    for column, width in widths_of(inv, 170):
        xs.append((column, x, width))
        x += width
    page.fill(20, y - 4.2, 170, 6.2, 0.88)
    for column, cx, width in xs:
        right = column in RIGHT
        page.text(cx + width - 1.2 if right else cx + 1.2, y, inv.headings[column], 7.8, "DVB",
                  "right" if right else "left")
    y += 7
    for line in inv.lines:
        desc_w = next(width for column, _, width in xs if column == "description")
        wrapped = rl_wrap(line.description, "DV", 8.2, desc_w * MM - 4)
        for column, cx, width in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                right = column in RIGHT
                page.text(cx + width - 1.2 if right else cx + 1.2, y, value, 8.2, "DV", "right" if right else "left")
        desc_x = next(cx for column, cx, _ in xs if column == "description")
        for more in wrapped[1:]:
            y += 3.8
            page.text(desc_x + 1.2, y, more, 8.2)
        page.rule(20, y + 2, 190, 0.25, grey=0.7)
        y += 6
    y += 5
    for label, amount, bold in inv.totals_block():
        if bold:
            page.rule(118, y - 4, 190, 0.8)
        page.text(120, y, label, 9.2 if bold else 8.6, "DVB" if bold else "DV")
        page.text(188.8, y, amount, 9.2 if bold else 8.6, "DVB" if bold else "DV", "right")
        y += 5.2
    y += 8
    for note in inv.notes:
        for part in rl_wrap(note, "DV", 8, 170 * MM):
            page.text(20, y, part, 8)
            y += 3.8
        y += 2
    page.text(20, y, w["bank"], 8.4, "DVB")
    page.text(20, y + 4.4, fill(w["pay"], inv), 8.2)
    page.text(20, y + 8.8, f"IBAN {inv.iban}   BIC {inv.bic}", 8.2)
    page.rule(20, 274, 190, 0.4, grey=0.6)
    for k, text in enumerate(inv.footer):
        page.text(105, 278 + k * 3.5, text, 6.6, align="center", grey=0.35)
    page.text(190, 290, w["page"], 6.6, align="right", grey=0.35)
    return page.bytes()


# --- reportlab platypus: sapb1, dynamics --------------------------------------------------------------------------
def sapb1(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    buffer, doc = _doc(inv, 14, 24)
    GRID = colors.Color(0.45, 0.45, 0.45)
    body, small, bold = _style("b"), _style("s", 7.2, grey=0.3), _style("bb", 8.4, "DVB")
    right, right_b = _style("r", 8.2, align=2), _style("rb", 8.4, "DVB", align=2)

    def footer(canvas, document) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.3)
        for k, text in enumerate(inv.footer):
            canvas.drawCentredString(A4[0] / 2, (14 - k * 3.6) * mm, text)
        canvas.drawRightString(A4[0] - 16 * mm, 20 * mm, w["page"])
        canvas.restoreState()

    head = Table([[[_p(s.name, _style("n", 14, "DVB")), _p(f"{s.street}\n{supplier_place(inv)}\nThe Netherlands\n"
                                                          f"{inv.words['vat_id']} {s.vat}", _style("a", 8, lead=10.5))],
                   _p(inv.words["title"], _style("t", 20, "DVB", align=2))]], colWidths=[110 * mm, 68 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    address = "\n".join([*buyer_lines(inv), f"{inv.words['vat_id']} {BUYER_VAT}"])
    boxes = Table([[_p(w["bill_to"], small), _p(w["ship_to"], small)],
                   [_p(address, body), _p("\n".join(buyer_lines(inv)), body)]], colWidths=[51 * mm, 51 * mm])
    boxes.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.6, GRID), ("BOX", (1, 0), (1, -1), 0.6, GRID),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 1), (-1, 1), 12)]))
    facts = Table([[_p(label, small), _p(value, body)] for label, value in inv.header_pairs()],
                  colWidths=[30 * mm, 40 * mm])
    facts.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, GRID), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("BACKGROUND", (0, 0), (0, -1), colors.Color(0.93, 0.93, 0.93)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    top = Table([[boxes, facts]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    heading, heading_r = _style("h", 7.6, "DVB"), _style("hr", 7.6, "DVB", align=2)
    rows = [[_p(inv.headings[c], heading_r if c in RIGHT else heading) for c, _ in inv.columns]]
    for line in inv.lines:
        rows.append([_p(cell(inv, line, c), right if c in RIGHT else _style("c", 8.2)) for c, _ in inv.columns])
    items = Table(rows, colWidths=[width * mm for _, width in widths_of(inv, 178)], repeatRows=1)
    items.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, GRID), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.87, 0.9))]))
    totals = Table([[_p(label, bold if b else body), _p(amount, right_b if b else right)]
                    for label, amount, b in inv.totals_block()], colWidths=[44 * mm, 32 * mm], hAlign="RIGHT")
    totals.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, GRID), ("LINEABOVE", (0, -1), (-1, -1), 0.8, GRID),
                                ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.85, 0.87, 0.9))]))
    story = [head, Spacer(1, 8 * mm), top, Spacer(1, 8 * mm), items, Spacer(1, 4 * mm), totals, Spacer(1, 6 * mm),
             _p("Remarks", bold), *[_p(note, body) for note in inv.notes], Spacer(1, 4 * mm),
             _p(f"Please remit to {s.name}, IBAN {inv.iban}, BIC {inv.bic}, quoting invoice {inv.invoice_no}.", body)]
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


def dynamics(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    buffer, doc = _doc(inv, 14, 26)
    body, small, bold = _style("b", 8.2), _style("s", 7.6, grey=0.35), _style("bb", 8.2, "DVB")
    right, right_b = _style("r", 8, align=2), _style("rb", 8.4, "DVB", align=2)

    def footer(canvas, document) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.35)
        for k, text in enumerate(inv.footer):
            canvas.drawString(16 * mm, (16 - k * 3.6) * mm, text)
        canvas.restoreState()

    company = "\n".join([s.name, s.street, supplier_place(inv), "", f"{inv.words['vat_id']} {s.vat}",
                         f"Bank: Belfius", f"IBAN {inv.iban}", f"SWIFT Code {inv.bic}"])
    head = Table([[_p("\n".join([*buyer_lines(inv), f"VAT {BUYER_VAT}"]), _style("cust", 9.2, lead=12)),
                   [_p(inv.words["title"], _style("t", 18, "DVB", align=2)), _p(w["page"], _style("pg", 7.6, align=2,
                                                                                        grey=0.35)),
                    Spacer(1, 3 * mm), _p(company, _style("co", 7.8, align=2, lead=10))]]],
                 colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (0, 0), 22)]))
    pairs = inv.header_pairs()
    half = (len(pairs) + 1) // 2
    grid = []
    for k in range(half):
        row = [_p(pairs[k][0], small), _p(pairs[k][1], body)]
        row += [_p(pairs[half + k][0], small), _p(pairs[half + k][1], body)] if half + k < len(pairs) else ["", ""]
        grid.append(row)
    facts = Table(grid, colWidths=[30 * mm, 55 * mm, 32 * mm, 61 * mm])
    facts.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    heading, heading_r = _style("h", 7.4, "DVB"), _style("hr", 7.4, "DVB", align=2)
    rows = [[_p(inv.headings[c], heading_r if c in RIGHT else heading) for c, _ in inv.columns]]
    for line in inv.lines:
        rows.append([_p(cell(inv, line, c), right if c in RIGHT else _style("c", 8)) for c, _ in inv.columns])
    items = Table(rows, colWidths=[width * mm for _, width in widths_of(inv, 178)], repeatRows=1)
    items.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("LEFTPADDING", (0, 0), (-1, -1), 2),
                               ("TOPPADDING", (0, 1), (-1, -1), 3), ("BOTTOMPADDING", (0, 1), (-1, -1), 3)]))
    totals = Table([[_p(label, bold if b else body), _p(amount, right_b if b else right)]
                    for label, amount, b in inv.totals_block()], colWidths=[60 * mm, 30 * mm], hAlign="RIGHT")
    totals.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                                ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black)]))
    discount = inv.net_total - inv.subtotal
    spec_rows = [["VAT %", "Line Amount", "Invoice Discount Amount", "VAT Base", "VAT Amount"],
                 [f"{inv.vat_rate.normalize():f}", inv.number(inv.subtotal), inv.number(discount),
                  inv.number(inv.net_total), inv.number(inv.vat_amount)]]
    spec = Table([[_p(t, heading_r if k else heading) if r == 0 else _p(t, right if k else body)
                   for k, t in enumerate(row)] for r, row in enumerate(spec_rows)],
                 colWidths=[20 * mm, 30 * mm, 40 * mm, 30 * mm, 30 * mm], hAlign="LEFT")
    spec.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black), ("LEFTPADDING", (0, 0), (-1, -1), 2)]))
    story = [head, Spacer(1, 10 * mm), facts, Spacer(1, 8 * mm), items, Spacer(1, 4 * mm), totals,
             Spacer(1, 7 * mm), _p(w["vat_spec"], bold), Spacer(1, 1.5 * mm), spec, Spacer(1, 7 * mm),
             _p(fill(w["pay"], inv), body)]
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- fpdf2: datev, sage, word_be ----------------------------------------------------------------------------------
def _fp_table(pdf: FPDF, inv: Invoice, x0: float, width: float, y: float, size: float, step: float,
              family: str = "DejaVu", after=None) -> tuple[float, list[tuple[str, float, float]]]:
    """The line rows of a table (header drawn by the caller); returns the y below them and the columns."""
    xs, x = [], x0
    for column, w in widths_of(inv, width):
        xs.append((column, x, w))
        x += w
    for line in inv.lines:
        pdf.set_font(family, "", size)
        desc_w = next(w for column, _, w in xs if column == "description")
        wrapped = fp_wrap(pdf, line.description, desc_w - 2.4)
        for column, cx, w in xs:
            value = wrapped[0] if column == "description" else cell(inv, line, column)
            if value:
                right = column in RIGHT
                _ft(pdf, cx + w - 1.2 if right else cx + 1.2, y, value, size, "", "right" if right else "left",
                    family)
        desc_x = next(cx for column, cx, _ in xs if column == "description")
        for more in wrapped[1:]:
            y += step
            _ft(pdf, desc_x + 1.2, y, more, size, family=family)
        y += step * 0.55
        if after:
            after(y)
        y += step * 1.1
    return y, xs


def datev(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    # fold and hole marks
    pdf.set_line_width(0.2)
    for y in (105, 148.5, 210):
        pdf.line(4, y, 8 if y != 148.5 else 9, y)
    _ft(pdf, 190, 22, s.name, 13, "b", "right")
    _ft(pdf, 190, 27.5, f"{s.street} · {supplier_place(inv)}", 8, "", "right")
    # the address window: the return line, then the recipient
    _ft(pdf, 25, 49, w["return"], 6.4)
    pdf.set_line_width(0.15)
    pdf.line(25, 50, 25 + pdf.get_string_width(w["return"]), 50)
    for k, text in enumerate(buyer_lines(inv)):
        _ft(pdf, 25, 58 + k * 4.6, text, 9.6)
    # the information block
    y = 52
    for label, value in inv.header_pairs():
        _ft(pdf, 125, y, label, 8, family="Cond")
        _ft(pdf, 158, y, value, 8, family="Cond")
        y += 4.3
    _ft(pdf, 125, y + 2, f"{inv.words['vat_id']}: {s.vat}", 7.2, family="Cond")
    _ft(pdf, 25, 108, f"{inv.words['title']} Nr. {inv.invoice_no}", 12, "b")
    _ft(pdf, 25, 118, w["greeting"], 9)
    y = 124
    pdf.set_font("DejaVu", "", 9)
    for part in fp_wrap(pdf, w["intro"], 165):
        _ft(pdf, 25, y, part, 9)
        y += 4.4
    y += 5
    pdf.set_line_width(0.4)
    pdf.line(25, y - 4.2, 190, y - 4.2)
    xs, x = [], 25.0
    for column, width in widths_of(inv, 165):
        xs.append((column, x, width))
        x += width
    for column, cx, width in xs:
        right = column in RIGHT
        _ft(pdf, cx + width - 1.2 if right else cx + 1.2, y, inv.headings[column], 7.8, "b",
            "right" if right else "left", "Cond")
    pdf.line(25, y + 1.8, 190, y + 1.8)
    pdf.set_line_width(0.15)
    y, _ = _fp_table(pdf, inv, 25, 165, y + 6.8, 8.2, 3.9, "Cond")
    pdf.set_line_width(0.4)
    pdf.line(25, y - 3.4, 190, y - 3.4)
    y += 2
    for label, amount, bold in inv.totals_block():
        if bold:
            pdf.set_line_width(0.5)
            pdf.line(120, y - 3.8, 190, y - 3.8)
        _ft(pdf, 122, y, label, 9 if bold else 8.6, "b" if bold else "")
        _ft(pdf, 188.8, y, amount, 9 if bold else 8.6, "b" if bold else "", "right")
        y += 5
    pdf.line(120, y - 3.6, 190, y - 3.6)
    y += 5
    pdf.set_font("DejaVu", "", 8.4)
    for text in [*inv.notes, fill(w["pay"], inv)]:
        for part in fp_wrap(pdf, text, 165):
            _ft(pdf, 25, y, part, 8.4)
            y += 4
        y += 2
    _ft(pdf, 25, y + 4, w["closing"], 9)
    _ft(pdf, 25, y + 9, s.name, 9)
    # the four-column footer
    pdf.set_line_width(0.2)
    pdf.line(25, 268, 190, 268)
    for k, block in enumerate(inv.footer):
        for j, text in enumerate(block.split("\n")):
            _ft(pdf, 25 + k * 42, 272 + j * 3.3, text, 6.6, family="Cond")
    _ft(pdf, 190, 290, w["page"], 6.6, align="right", family="Cond")
    return bytes(pdf.output())


def sage(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 15, 20, s.name, 12, "b")
    for k, text in enumerate((s.street, f"{supplier_place(inv)} - FRANCE", "Tél. 03 20 65 48 12",
                              f"{inv.words['vat_id']} : {s.vat}")):
        _ft(pdf, 15, 25.5 + k * 4, text, 8)
    pdf.set_line_width(0.5)
    pdf.rect(130, 12, 65, 13)
    _ft(pdf, 162.5, 21, inv.words["title"], 16, "b", "center")
    pdf.set_line_width(0.3)
    pdf.rect(112, 38, 83, 34)
    for k, text in enumerate((*buyer_lines(inv), f"{inv.words['vat_id']} : {BUYER_VAT}")):
        _ft(pdf, 116, 45 + k * 5, text, 9.4 if k == 0 else 9, "b" if k == 0 else "")
    # the row of framed fact cells: label above value
    pairs = inv.header_pairs()
    cw, y = 180 / len(pairs), 80
    pdf.set_fill_color(225, 225, 225)
    for k, (label, value) in enumerate(pairs):
        pdf.rect(15 + k * cw, y, cw, 6, style="DF")
        pdf.rect(15 + k * cw, y + 6, cw, 7)
        _ft(pdf, 15 + k * cw + cw / 2, y + 4.2, label, 7, "b", "center", "Cond")
        _ft(pdf, 15 + k * cw + cw / 2, y + 11, value, 7.8, "", "center", "Cond")
    # the framed body with vertical column rules
    top, bottom = 99, 206
    pdf.rect(15, top, 180, bottom - top)
    pdf.rect(15, top, 180, 7, style="DF")
    xs, x = [], 15.0
    for column, width in widths_of(inv, 180):
        xs.append((column, x, width))
        x += width
    for column, cx, width in xs:
        if cx > 15:
            pdf.line(cx, top, cx, bottom)
        _ft(pdf, cx + width / 2, top + 4.8, inv.headings[column], 7.8, "b", "center", "Cond")
    _fp_table(pdf, inv, 15, 180, top + 12.5, 8.2, 3.9, "Cond")
    # the VAT recap and the totals box
    y = 212
    recap = [(w["tax_code"], 14), (w["tax_base"], 26), (w["tax_rate"], 16), (w["tax_amount"], 26)]
    x = 15
    for k, (head, width) in enumerate(recap):
        pdf.rect(x, y, width, 6, style="DF")
        pdf.rect(x, y + 6, width, 7)
        _ft(pdf, x + width / 2, y + 4.2, head, 7.2, "b", "center", "Cond")
        value = ("0" if inv.vat_rate == 0 else "1", inv.number(inv.net_total), inv.percent(inv.vat_rate),
                 inv.number(inv.vat_amount))[k]
        _ft(pdf, x + width - 1.5 if k else x + width / 2, y + 11, value, 8, "", "right" if k else "center", "Cond")
        x += width
    rows = inv.totals_block() + [(w["net_pay"], inv.amount(inv.gross_total), True)]
    pdf.rect(120, y, 75, 5.6 * len(rows) + 2)
    ty = y + 5
    for label, amount, bold in rows:
        if label == w["net_pay"]:
            pdf.rect(120, ty - 4.2, 75, 6.4, style="DF")
        _ft(pdf, 123, ty, label, 8.6 if bold else 8.2, "b" if bold else "")
        _ft(pdf, 193, ty, amount, 8.6 if bold else 8.2, "b" if bold else "", "right")
        ty += 5.6
    y = max(ty, y + 18) + 5
    pdf.set_font("DejaVu", "", 7.4)
    for note in inv.notes:
        for part in fp_wrap(pdf, note, 180):
            _ft(pdf, 15, y, part, 7.4)
            y += 3.5
        y += 1.2
    for k, text in enumerate(inv.footer):
        _ft(pdf, 105, 282 + k * 3.6, text, 6.6, align="center", family="Cond")
    _ft(pdf, 195, 292, w["page"], 6.6, align="right", family="Cond")
    return bytes(pdf.output())


def word_be(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 105, 20, s.name, 16, "b", "center")
    _ft(pdf, 105, 26, w["tagline"], 9, "i", "center")
    _ft(pdf, 105, 31, f"{s.street} – {supplier_place(inv)} – {inv.words['vat_id']} {s.vat}", 8.4, "", "center")
    pdf.set_line_width(0.6)
    pdf.line(20, 34.5, 190, 34.5)
    for k, text in enumerate((*buyer_lines(inv), f"{inv.words['vat_id']} {BUYER_VAT}")):
        _ft(pdf, 118, 50 + k * 5, text, 10, "b" if k == 0 else "")
    _ft(pdf, 20, 88, inv.words["title"], 18, "b")
    y = 97
    for label, value in inv.header_pairs():
        _ft(pdf, 20, y, label, 9.6)
        _ft(pdf, 56, y, f": {value}", 9.6)
        y += 5.2
    y += 6
    # Word's table grid
    xs, x = [], 20.0
    for column, width in widths_of(inv, 170):
        xs.append((column, x, width))
        x += width
    pdf.set_line_width(0.25)
    pdf.set_fill_color(217, 217, 217)
    head_h = 7
    for column, cx, width in xs:
        pdf.rect(cx, y, width, head_h, style="DF")
        right = column in RIGHT
        _ft(pdf, cx + width - 1.6 if right else cx + 1.6, y + 4.8, inv.headings[column], 8.6, "b",
            "right" if right else "left")
    y += head_h
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 9.4)
        desc_w = next(width for column, _, width in xs if column == "description")
        wrapped = fp_wrap(pdf, line.description, desc_w - 3.2)
        row_h = 3 + 4.4 * len(wrapped)
        for column, cx, width in xs:
            pdf.rect(cx, y, width, row_h)
            if column == "description":
                for j, part in enumerate(wrapped):
                    _ft(pdf, cx + 1.6, y + 4.6 + j * 4.4, part, 9.4)
                continue
            value = cell(inv, line, column)
            if column in ("price", "amount"):
                value = inv.amount(line.price if column == "price" else line.amount)
            right = column in RIGHT
            _ft(pdf, cx + width - 1.6 if right else cx + 1.6, y + 4.6, value, 9.4, "",
                "right" if right else "left")
        y += row_h
    y += 6
    for label, amount, bold in inv.totals_block():
        pdf.rect(110, y, 45, 7)
        pdf.rect(155, y, 35, 7)
        _ft(pdf, 111.6, y + 4.8, label, 9.6, "b" if bold else "")
        _ft(pdf, 188.4, y + 4.8, amount, 9.6, "b" if bold else "", "right")
        y += 7
    y += 9
    pdf.set_font("DejaVu", "", 9.4)
    for part in fp_wrap(pdf, fill(w["pay"], inv), 170):
        _ft(pdf, 20, y, part, 9.4)
        y += 4.6
    y += 3
    pdf.set_font("DejaVu", "I", 7.8)
    for note in inv.notes:
        for part in fp_wrap(pdf, note, 170):
            _ft(pdf, 20, y, part, 7.8, "i")
            y += 3.7
        y += 2
    _ft(pdf, 20, y + 4, w["thanks"], 9.4)
    pdf.set_line_width(0.3)
    pdf.line(20, 279, 190, 279)
    for k, text in enumerate(inv.footer):
        _ft(pdf, 105, 283 + k * 3.6, text, 7, align="center")
    return bytes(pdf.output())


# --- Typst: odoo, artisan -----------------------------------------------------------------------------------------
def odoo(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    country = {"BE": "Belgique", "LU": "Luxembourg"}[s.country]
    facts = ", ".join(f"[#text(weight: \"bold\")[{ts(label)}] \\ {ts(value)}]" for label, value in inv.header_pairs())
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    cells = [f"[#text(weight: \"bold\")[{ts(inv.headings[c])}]]" for c, _ in inv.columns]
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            if column == "description":
                name = f"[{line.article}] {line.description}" if line.article else line.description
                text = ts(name) + "".join(f" \\ {ts(d)}" for d in line.detail)
                body.append(f"[{text}]")
            elif column == "discount":
                body.append(f"[{ts(inv.pct(line.discount or Decimal(0)))}]")
            elif column == "amount":
                body.append(f"[{ts(inv.amount(line.amount))}]")
            else:
                body.append(f"[{ts(cell(inv, line, column))}]")
    totals = []
    for label, amount, bold in inv.totals_block():
        if bold:
            totals.append(f"table.hline(stroke: 0.8pt), [#text(weight: \"bold\")[{ts(label)}]], "
                          f"[#text(weight: \"bold\")[{ts(amount)}]]")
        else:
            totals.append(f"[{ts(label)}], [{ts(amount)}]")
    partner = " \\ ".join(ts(t) for t in (*buyer_lines(inv)[1:], f"{inv.words['vat_id']}: {BUYER_VAT}"))
    footer = " \\ ".join(ts(t) for t in inv.footer)
    source = _document(inv) + f"""#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 26mm),
  footer: [#line(length: 100%, stroke: 0.4pt + luma(170)) #align(center, text(size: 7.4pt, fill: luma(90))[{footer} \\ {ts(w['page'])}])])
#set text(font: "DejaVu Sans", size: 8.8pt, lang: "{inv.language}")
#grid(columns: (1fr, 1fr),
  [#text(size: 15pt, weight: "bold", fill: rgb("#714b67"))[{ts(s.name)}]],
  align(right, text(size: 8pt)[{ts(s.name)} \\ {ts(s.street)} \\ {ts(supplier_place(inv))} \\ {ts(country)}]))
#line(length: 100%, stroke: 0.6pt + luma(150))
#v(10mm)
#grid(columns: (1fr, 1fr), [], [#text(weight: "bold")[{ts(BUYER[0])}] \\ {partner}])
#v(10mm)
#text(size: 17pt)[{ts(inv.labels['invoice_number'] + ' ' + inv.invoice_no)}]
#v(4mm)
#grid(columns: ({', '.join(['auto'] * len(inv.header_pairs()))}), column-gutter: 12mm, {facts})
#v(6mm)
#table(columns: ({widths}), align: ({aligns}), inset: (x: 4pt, y: 5pt),
  stroke: (x, y) => if y == 0 {{ (bottom: 1pt) }} else {{ (bottom: 0.3pt + luma(210)) }},
  table.header({', '.join(cells)}),
  {', '.join(body)})
#v(2mm)
#align(right, table(columns: (auto, 34mm), align: (left, right), stroke: none, inset: (x: 5pt, y: 4pt),
  table.hline(stroke: 0.4pt + luma(170)), {', '.join(totals)}))
#v(8mm)
{ts(w['pay'])} #text(weight: "bold")[{ts(inv.payment_ref)}]

{ts(w['terms'])}
"""
    return _typst_pdf(source)


def artisan(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    accent = 'rgb("#1f6f8b")'
    facts = ",\n    ".join(f"text(fill: luma(90))[{ts(label)}], text(weight: \"bold\")[{ts(value)}]"
                           for label, value in inv.header_pairs())
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    cells = [f"[#text(weight: \"bold\", fill: white)[{ts(inv.headings[c])}]]" for c, _ in inv.columns]
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            if column == "article":
                body.append(f"box[{ts(cell(inv, line, column))}]")
            elif column == "vat":
                body.append(f"[{ts(inv.percent(inv.vat_rate))}]")
            elif column in ("price", "amount"):
                body.append(f"[{ts(inv.amount(line.price if column == 'price' else line.amount))}]")
            else:
                body.append(f"[{ts(cell(inv, line, column))}]")
    totals = [f"[{ts(label)}], [{ts(amount)}]" for label, amount, _ in inv.totals_block()]
    client = " \\ ".join(ts(t) for t in (*buyer_lines(inv)[1:], f"{inv.words['vat_id']} {BUYER_VAT}"))
    notes = "\n\n".join(ts(n) for n in inv.notes)
    footer = " \\ ".join(ts(t) for t in inv.footer)
    source = _document(inv) + f"""#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 24mm),
  footer: align(center, text(size: 7pt, fill: luma(100))[{footer}]))
#set text(font: "DejaVu Sans", size: 8.8pt, lang: "fr")
#grid(columns: (1fr, auto),
  [#text(size: 14pt, weight: "bold", fill: {accent})[{ts(s.name)}] \\ #text(style: "italic")[{ts(w['trade'])}] \\ {ts(s.street)} \\ {ts(supplier_place(inv))} \\ {ts(inv.words['vat_id'] + ' ' + s.vat)}],
  align(right)[#text(size: 24pt, weight: "bold", fill: {accent})[{ts(inv.words['title'])}] \\ #text(size: 10pt, weight: "bold")[{ts(inv.labels['invoice_number'] + ' ' + inv.invoice_no)}]])
#v(8mm)
#grid(columns: (1fr, 1fr), column-gutter: 10mm,
  grid(columns: (auto, 1fr), column-gutter: 4mm, row-gutter: 2.4mm,
    {facts}),
  block(width: 100%, fill: luma(244), radius: 2mm, inset: 4mm)[#text(size: 7.6pt, fill: luma(90))[{ts(w['client'])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {client}])
#v(8mm)
#table(columns: ({widths}), align: ({aligns}), inset: (x: 5pt, y: 5pt),
  fill: (x, y) => if y == 0 {{ {accent} }},
  stroke: (x, y) => (bottom: 0.3pt + luma(200)),
  table.header({', '.join(cells)}),
  {', '.join(body)})
#v(3mm)
#align(right, block(width: 72mm)[
  #table(columns: (1fr, auto), align: (left, right), stroke: none, inset: (x: 5pt, y: 3.6pt),
    {', '.join(totals)})
  #block(width: 100%, fill: {accent}, radius: 1.5mm, inset: 3mm)[#text(fill: white, weight: "bold")[{ts(w['net_pay'])} #h(1fr) {ts(inv.amount(inv.gross_total))}]]])
#v(6mm)
#text(weight: "bold")[{ts(w['pay'])}] \\
{ts('IBAN ' + inv.iban)} \\ {ts('BIC ' + inv.bic)} \\ {ts(w['conditions'])}
#v(4mm)
#text(size: 7.4pt)[{notes}]
"""
    return _typst_pdf(source)


WRITERS = {"exact": exact, "odoo": odoo, "datev": datev, "sapb1": sapb1, "sage": sage, "dynamics": dynamics,
           "word_be": word_be, "artisan": artisan}
