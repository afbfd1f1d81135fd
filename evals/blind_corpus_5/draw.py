"""Seven page writers for the fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software other than the fourth corpus's (no logos, no trademarks,
invented suppliers): two made by Typst, three on fpdf2, two on reportlab (its canvas and its platypus flowables).
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer) are the fourth corpus's, imported.

- teamleader (Typst): a Teamleader-style invoice: the supplier's name and address top left, `Factuur aan` / `Facturé
  à` with the customer, the facts as a label/value list on the right, a light table (`Omschrijving`, `Aantal`,
  `Eenheidsprijs`, `Korting`, `Btw`, `Totaal`), totals on the right, the payment sentence with the structured
  communication, a two-line centred footer.
- billit (fpdf2): a Billit-style Belgian invoice: a coloured band with `FACTUUR` / `FACTURE`, the supplier and the
  customer side by side, the facts in a row of boxes, a table with a coloured header, the totals with `Te betalen` /
  `À payer` in a coloured box, the payment line, the Peppol mention, a six-column footer.
- afas (reportlab platypus): a Dutch wholesaler's own ERP print (AFAS-like): company block top right, the customer
  and the delivery address, the facts as a ruled two-row grid (labels above values), a dense table with the item
  code, unit and `Kort.%`, `Totaal regels`, freight or invoice discount, the VAT statement, a footer with KvK and
  the general terms.
- lexoffice (Typst): a lexoffice-style German invoice: the return line above the address window, the facts as a
  right-aligned label/value block, `Rechnung` with the number, the greeting and an introduction, a table with
  `Pos.`, `Bezeichnung`, `Menge`, `Einheit`, `Einzelpreis`, `Gesamtpreis`, `Gesamtbetrag netto`, `zzgl.
  Umsatzsteuer 19 %`, the payment terms, a three-column footer.
- proalpha (fpdf2): a German Mittelstand ERP print (proALPHA/abas-like): a dense header with a framed fact block
  (Rechnung, Datum, Kunden-Nr., Auftrag, Lieferschein, Ihre Bestell-Nr., Bestelldatum, Versandart,
  Lieferbedingung), a condensed eight-column table between rules, sub-rows under descriptions, `Summe
  Positionen`, `Verpackung`, `Fracht`, `Nettobetrag`, `MwSt. 0 %`, `Endbetrag`, the tax statement, `Seite 1 von 1`.
- xero (reportlab canvas): a Xero-style `TAX INVOICE`: the customer under the title, `Invoice Date`, `Invoice
  Number`, `Reference`, `VAT Number` in a narrow column, the supplier's address on the right, a table with
  `Quantity`, `Unit Price`, `Disc.`, `VAT`, `Amount EUR`, `Subtotal`, `TOTAL VAT`, `TOTAL EUR`, `Due Date`, a
  dashed tear-off `PAYMENT ADVICE`.
- excel (fpdf2): an invoice made in Excel and saved as PDF: cell borders, a bold title cell, the facts in two
  columns of cells, the table as a cell grid, totals as cells, the bank and legal mentions in merged cells."""

from __future__ import annotations

import importlib.util
import io
import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_FOURTH = Path(__file__).resolve().parents[1] / "blind_corpus_4" / "draw.py"
if "blind_corpus_4_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_4_draw", _FOURTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_4_draw"] = _module
    _spec.loader.exec_module(_module)
_d4 = sys.modules["blind_corpus_4_draw"]
widths_of, fill, cell = _d4.widths_of, _d4.fill, _d4.cell     # the fourth corpus's table model
_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, RIGHT, Canvas, _document, _fpdf, _ft, _p, _typst_pdf, fp_wrap,  # noqa: E402
                     place, rl_wrap, ts)

COUNTRY = {"nl": {"BE": "België", "NL": "Nederland"}, "fr": {"BE": "Belgique", "FR": "France", "LU": "Luxembourg"},
           "de": {"DE": "Deutschland"}, "en": {"NL": "The Netherlands", "LU": "Luxembourg", "BE": "Belgium"}}


def vat_row(inv: Invoice, tight: bool = False) -> str:
    rate = f"{inv.vat_rate.normalize():f}".replace(".", inv.dec) + ("%" if tight else " %")
    return inv.labels["vat"].format(rate=rate)


def totals(inv: Invoice, tight: bool = False, sign: bool = True) -> list[tuple[str, str, bool]]:
    """The totals block's rows (label, amount, bold): subtotal and adjustments first when there are any."""
    amount = inv.amount if sign else inv.number
    rows = []
    if inv.adjustments:
        rows.append((inv.labels["subtotal"], amount(inv.subtotal), False))
        rows += [(label, amount(value), False) for label, value in inv.adjustment_amounts()]
    rows.append((inv.labels["net"], amount(inv.net_total), False))
    rows.append((vat_row(inv, tight), amount(inv.vat_amount), False))
    rows.append((inv.labels["gross"], amount(inv.gross_total), True))
    return rows


def cellx(inv: Invoice, line, column: str) -> str:
    if column == "discount" and line.discount and inv.words2.get("pct"):
        return inv.words2["pct"].format(inv.pct(line.discount))
    return cell(inv, line, column)


# --- Typst: teamleader, lexoffice --------------------------------------------------------------------------------
def teamleader(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    head = ", ".join(f"[#text(size: 7.6pt, fill: luma(110))[{ts(inv.headings[c].upper())}]]" for c, _ in inv.columns)
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            if column == "description":
                text = ts(line.description)
                if line.article:
                    text += f" \\ #text(size: 7.6pt, fill: luma(110))[{ts(w['art'] + ' ' + line.article)}]"
                body.append(f"[{text}]")
            else:
                body.append(f"[{ts(cellx(inv, line, column))}]")
    facts = ", ".join(f"text(fill: luma(110))[{ts(label)}], [{ts(value)}]" for label, value in inv.header_pairs())
    rows = []
    for label, amount, bold in totals(inv):
        if bold:
            rows.append(f"table.hline(stroke: 0.6pt), [#text(weight: \"bold\", size: 10.5pt)[{ts(label)}]], "
                        f"[#text(weight: \"bold\", size: 10.5pt)[{ts(amount)}]]")
        else:
            rows.append(f"[{ts(label)}], [{ts(amount)}]")
    customer = " \\ ".join(ts(t) for t in (*BUYER[1:], inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}"))
    footer = " \\ ".join(ts(t) for t in inv.footer)
    source = _document(inv) + f"""#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 24mm),
  footer: align(center, text(size: 7pt, fill: luma(120))[{footer} \\ {ts(w['page'])}]))
#set text(font: "DejaVu Sans", size: 8.6pt, lang: "{inv.language}")
#grid(columns: (1fr, 1fr),
  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRY[inv.language][s.country])} \\ {ts(inv.words['vat_id'] + ' ' + s.vat)}],
  align(right)[#text(size: 22pt, weight: "bold", fill: rgb("#2d3e50"))[{ts(inv.words['title'])}]])
#v(12mm)
#grid(columns: (1fr, 1fr), column-gutter: 10mm,
  [#text(size: 7.6pt, fill: luma(110))[{ts(w['to'].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {customer}],
  grid(columns: (auto, 1fr), column-gutter: 6mm, row-gutter: 2.2mm, {facts}))
#v(12mm)
#table(columns: ({widths}), align: ({aligns}), inset: (x: 3pt, y: 5pt),
  stroke: (x, y) => if y == 0 {{ (bottom: 0.8pt + luma(60)) }} else {{ (bottom: 0.3pt + luma(215)) }},
  table.header({head}),
  {', '.join(body)})
#v(3mm)
#align(right, table(columns: (auto, 32mm), align: (left, right), stroke: none, inset: (x: 4pt, y: 3.5pt),
  {', '.join(rows)}))
#v(10mm)
{ts(fill(w['pay'], inv))}

#v(3mm)
{ts(w['thanks'])}
"""
    return _typst_pdf(source)


def lexoffice(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    aligns = ", ".join("right" if c in RIGHT else "left" for c, _ in inv.columns)
    widths = ", ".join(f"{width}fr" for _, width in inv.columns)
    head = ", ".join(f"[#text(weight: \"bold\")[{ts(inv.headings[c])}]]" for c, _ in inv.columns)
    body = []
    for line in inv.lines:
        for column, _ in inv.columns:
            if column == "description":
                if line.article and w.get("art_first"):
                    body.append(f"[{ts(line.article + ' ' + line.description)}]")
                elif line.article:
                    body.append(f"[{ts(line.description)} \\ #text(size: 7.6pt, fill: luma(100))"
                                f"[{ts('Art.-Nr. ' + line.article)}]]")
                else:
                    body.append(f"[{ts(line.description)}]")
            elif column in ("price", "amount"):
                body.append(f"[{ts(inv.amount(line.price if column == 'price' else line.amount))}]")
            else:
                body.append(f"[{ts(cellx(inv, line, column))}]")
    facts = ", ".join(f"[{ts(label + ':')}], [{ts(value)}]" for label, value in inv.header_pairs())
    rows = []
    for label, amount, bold in totals(inv):
        if bold:
            rows.append(f"table.hline(stroke: 0.6pt), [#text(weight: \"bold\")[{ts(label)}]], "
                        f"[#text(weight: \"bold\")[{ts(amount)}]]")
        else:
            rows.append(f"[{ts(label)}], [{ts(amount)}]")
    third = len(inv.footer) // 3
    cols = [" \\ ".join(ts(t) for t in inv.footer[k * third:(k + 1) * third]) for k in range(3)]
    ret = f"{s.name} · {s.street} · {place(inv)}"
    source = _document(inv) + f"""#set page(paper: "a4", margin: (left: 25mm, right: 20mm, top: 20mm, bottom: 30mm),
  footer: [#line(length: 100%, stroke: 0.3pt + luma(160)) #grid(columns: (1fr, 1fr, 1fr), text(size: 6.8pt, fill: luma(90))[{cols[0]}], text(size: 6.8pt, fill: luma(90))[{cols[1]}], text(size: 6.8pt, fill: luma(90))[{cols[2]}])])
#set text(font: "DejaVu Sans", size: 9pt, lang: "de")
#align(right, text(size: 14pt, weight: "bold")[{ts(s.name)}])
#v(14mm)
#grid(columns: (85mm, 1fr),
  [#text(size: 6.6pt)[#underline[{ts(ret)}]] \\ #v(1mm) {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(inv.words['country_be'])}],
  align(right, grid(columns: (auto, auto), column-gutter: 4mm, row-gutter: 1.6mm, align: (left, right), {facts})))
#v(14mm)
#text(size: 14pt, weight: "bold")[{ts(inv.words['title'] + ' ' + inv.invoice_no)}]
#v(4mm)
{ts(w['greet'])}

{ts(w['intro'])}
#v(2mm)
#table(columns: ({widths}), align: ({aligns}), inset: (x: 3pt, y: 4.5pt),
  stroke: (x, y) => if y == 0 {{ (bottom: 0.7pt) }} else {{ (bottom: 0.3pt + luma(200)) }},
  table.header({head}),
  {', '.join(body)})
#align(right, table(columns: (auto, 30mm), align: (left, right), stroke: none, inset: (x: 4pt, y: 3.5pt),
  {', '.join(rows)}))
#v(4mm)
#text(size: 8.4pt)[{ts(w['place'])}]

{ts(w['pay'])}

{ts(w['bye'])} \\ {ts(s.name)}
"""
    return _typst_pdf(source)


# --- fpdf2: billit, proalpha, excel -------------------------------------------------------------------------------
def billit(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    pdf.set_fill_color(24, 94, 130)
    pdf.rect(0, 0, 210, 26, style="F")
    pdf.set_text_color(255, 255, 255)
    _ft(pdf, 15, 16, inv.words["title"], 20, "B")
    _ft(pdf, 195, 12, s.name, 11, "B", "right")
    _ft(pdf, 195, 18, f"{s.street} · {place(inv)}", 8, align="right")
    pdf.set_text_color(0, 0, 0)
    y = 38
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[inv.language][s.country],
                              f"{inv.words['vat_id']} {s.vat}"]):
        _ft(pdf, 15, y + k * 4.6, text, 8.6, "B" if k == 0 else "")
    for k, text in enumerate([BUYER[0], *BUYER[1:], inv.words["country_be"], f"{w['client_vat']} {BUYER_VAT}"]):
        _ft(pdf, 115, y + k * 4.6, text, 8.6, "B" if k == 0 else "")
    pairs = [p for p in inv.header_pairs() if p[0] != inv.extra_pairs[0][0]]
    y, bw = 70, 180 / len(pairs)
    pdf.set_draw_color(200, 210, 218)
    for k, (label, value) in enumerate(pairs):
        pdf.rect(15 + k * bw, y, bw, 13)
        _ft(pdf, 17.5 + k * bw, y + 5, label, 7.2)
        _ft(pdf, 17.5 + k * bw, y + 10.2, value, 8.2, "B")
    y = 92
    pdf.set_fill_color(24, 94, 130)
    pdf.rect(15, y, 180, 7.5, style="F")
    pdf.set_text_color(255, 255, 255)
    xs, x = [], 15
    for column, cw in widths_of(inv, 180):
        xs.append((column, x, cw))
        right = column in RIGHT
        _ft(pdf, x + cw - 1.5 if right else x + 1.5, y + 5, inv.headings[column], 8, "B",
            "right" if right else "left")
        x += cw
    pdf.set_text_color(0, 0, 0)
    y += 13
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc_w = next(cw for c, _, cw in xs if c == "description")
        rows = fp_wrap(pdf, line.description, desc_w - 3)
        for column, cx, cw in xs:
            value = rows[0] if column == "description" else cellx(inv, line, column)
            right = column in RIGHT
            _ft(pdf, cx + cw - 1.5 if right else cx + 1.5, y, value, 8.6, "", "right" if right else "left")
        dx = next(cx for c, cx, _ in xs if c == "description")
        for more in rows[1:]:
            y += 4.4
            _ft(pdf, dx + 1.5, y, more, 8.6)
        y += 2.6
        pdf.line(15, y, 195, y)
        y += 5
    y += 3
    for label, amount, bold in totals(inv):
        if bold:
            pdf.set_fill_color(24, 94, 130)
            pdf.rect(120, y - 5, 75, 8, style="F")
            pdf.set_text_color(255, 255, 255)
            _ft(pdf, 123, y, label, 10, "B")
            _ft(pdf, 192, y, amount, 10, "B", "right")
            pdf.set_text_color(0, 0, 0)
        else:
            _ft(pdf, 123, y, label, 8.8)
            _ft(pdf, 192, y, amount, 8.8, align="right")
        y += 6.2
    y += 6
    for note in inv.notes:
        pdf.set_font("DejaVu", "", 7.6)
        for row in fp_wrap(pdf, note, 180):
            _ft(pdf, 15, y, row, 7.6)
            y += 3.7
        y += 2
    y += 3
    pdf.set_font("DejaVu", "B", 8.8)
    for row in fp_wrap(pdf, fill(w["pay"], inv), 180):
        _ft(pdf, 15, y, row, 8.8, "B")
        y += 4.4
    _ft(pdf, 15, y + 3, w["sent"], 7.4)
    pdf.set_draw_color(24, 94, 130)
    pdf.line(15, 272, 195, 272)
    for k, text in enumerate(inv.footer):
        _ft(pdf, 15 + (k % 3) * 60, 277 + (k // 3) * 4, text, 6.8)
    return bytes(pdf.output())


def proalpha(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 195, 17, s.name, 12, "B", "right", "Cond")
    _ft(pdf, 195, 22, f"{s.street} · D-{place(inv)}", 7.6, align="right", family="Cond")
    _ft(pdf, 20, 47, f"{s.name} · {s.street} · D-{place(inv)}", 6.4, family="Cond")
    pdf.line(20, 48.2, 100, 48.2)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], f"B-{BUYER[2]}", inv.words["country_be"]]):
        _ft(pdf, 20, 54 + k * 4.4, text, 9, family="Cond")
    pdf.rect(118, 40, 77, 8 + 4.2 * len(inv.header_pairs()))
    _ft(pdf, 121, 45, inv.words["title"], 10, "B", family="Cond")
    for k, (label, value) in enumerate(inv.header_pairs()):
        if label == inv.labels["invoice_number"]:
            label = "Rechnungs-Nr."
        _ft(pdf, 121, 50 + k * 4.2, label, 8, family="Cond")
        _ft(pdf, 192, 50 + k * 4.2, value, 8, "B" if k == 0 else "", "right", "Cond")
    y = 94
    _ft(pdf, 20, y, f"{w['buyer_vat']}: {BUYER_VAT}", 8, family="Cond")
    y += 8
    xs, x = [], 20
    pdf.set_line_width(0.4)
    pdf.line(20, y - 4.2, 195, y - 4.2)
    for column, cw in widths_of(inv, 175):
        xs.append((column, x, cw))
        right = column in RIGHT
        _ft(pdf, x + cw - 1 if right else x + 1, y, inv.headings[column], 8, "B", "right" if right else "left", "Cond")
        x += cw
    pdf.line(20, y + 1.6, 195, y + 1.6)
    pdf.set_line_width(0.2)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.4)
        desc_w = next(cw for c, _, cw in xs if c == "description")
        rows = fp_wrap(pdf, line.description, desc_w - 2) + list(line.detail)
        for column, cx, cw in xs:
            value = rows[0] if column == "description" else cellx(inv, line, column)
            if column == "position":
                value = f"{(inv.lines.index(line) + 1) * 10}"
            right = column in RIGHT
            _ft(pdf, cx + cw - 1 if right else cx + 1, y, value, 8.4, "", "right" if right else "left", "Cond")
        dx = next(cx for c, cx, _ in xs if c == "description")
        for more in rows[1:]:
            y += 3.8
            _ft(pdf, dx + 1, y, more, 8.4, family="Cond")
        y += 5.4
    pdf.line(20, y - 3, 195, y - 3)
    y += 2
    for label, amount, bold in totals(inv, sign=False):
        _ft(pdf, 130, y, label, 8.8, "B" if bold else "", family="Cond")
        _ft(pdf, 166, y, "EUR", 8.8, "B" if bold else "", family="Cond")
        _ft(pdf, 195, y, amount, 8.8, "B" if bold else "", "right", "Cond")
        if bold:
            pdf.line(130, y - 4, 195, y - 4)
            pdf.line(130, y + 1.2, 195, y + 1.2)
            pdf.line(130, y + 1.8, 195, y + 1.8)
        y += 4.8
    y += 6
    pdf.set_font("Cond", "", 8.4)
    for text in (w["statement"], fill(w["pay"], inv)):
        for row in fp_wrap(pdf, text, 175):
            _ft(pdf, 20, y, row, 8.4, family="Cond")
            y += 4
        y += 1.5
    _ft(pdf, 195, 266, w["page"], 7.4, align="right", family="Cond")
    pdf.line(20, 269, 195, 269)
    for k, text in enumerate(inv.footer):
        _ft(pdf, 107.5, 273 + k * 3.5, text, 6.6, align="center", family="Cond")
    return bytes(pdf.output())


def excel(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    pdf = _fpdf(f"{inv.words['title']} {inv.invoice_no}", s.name)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.2)
    x0, width, h = 14, 182, 6

    def box(x: float, y: float, cw: float, text: str, size: float = 9, style: str = "", align: str = "left",
            shade: bool = False) -> None:
        if shade:
            pdf.set_fill_color(217, 225, 242)
            pdf.rect(x, y, cw, h, style="DF")
        else:
            pdf.rect(x, y, cw, h)
        if text:
            tx = x + cw - 1.2 if align == "right" else x + cw / 2 if align == "center" else x + 1.2
            _ft(pdf, tx, y + 4.3, text, size, style, align, "Cond")

    for k, text in enumerate([s.name, s.street, place(inv), f"Tél. 03 20 70 41 18 – {inv.words['vat_id']} {s.vat}"]):
        _ft(pdf, x0, 16 + k * 5, text, 13 if k == 0 else 9, "B" if k == 0 else "", family="Cond")
    pdf.rect(120, 14, 76, 12)
    _ft(pdf, 158, 22.5, inv.words["title"], 16, "B", "center", "Cond")
    y = 42
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], inv.words["country_be"], f"TVA {BUYER_VAT}"]):
        box(120, y + k * h, 76, text, 9, "B" if k == 0 else "")
    for k, (label, value) in enumerate(inv.header_pairs()):
        box(x0, y + k * h, 30, label, 8.6, "B", shade=True)
        box(x0 + 30, y + k * h, 70 if len(value) > 22 else 50, value, 8.6)
    y += max(5, len(inv.header_pairs())) * h + 10
    xs, x = [], x0
    for column, cw in widths_of(inv, width):
        xs.append((column, x, cw))
        box(x, y, cw, inv.headings[column], 8.6, "B", "center", shade=True)
        x += cw
    y += h
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.6)
        desc_w = next(cw for c, _, cw in xs if c == "description")
        rows = fp_wrap(pdf, line.description, desc_w - 2.4)
        for k, row in enumerate(rows):
            for column, cx, cw in xs:
                value = row if column == "description" else cellx(inv, line, column) if k == 0 else ""
                if column in ("price", "amount") and value:
                    value = inv.amount(line.price if column == "price" else line.amount)
                box(cx, y, cw, value, 8.6, "", "right" if column in RIGHT else "left")
            y += h
    for _ in range(2):
        for column, cx, cw in xs:
            box(cx, y, cw, "")
        y += h
    y += 4
    tx = x0 + width - 70
    for label, amount, bold in totals(inv):
        box(tx, y, 40, label, 9, "B" if bold else "", shade=bold)
        box(tx + 40, y, 30, amount, 9, "B" if bold else "", "right", shade=bold)
        y += h
    y += 8
    pdf.set_font("Cond", "", 8.4)
    for text in (w["pay"].format(iban=inv.iban, bic=inv.bic), w["late"]):
        for row in fp_wrap(pdf, text, width - 4):
            _ft(pdf, x0 + 1.5, y, row, 8.4, family="Cond")
            y += 4.2
        y += 1.5
    _ft(pdf, 196, y + 8, w["owner"], 9, "I", "right", "DejaVu")
    pdf.rect(x0, 276, width, 8)
    for k, text in enumerate(inv.footer):
        _ft(pdf, 105, 281 + k * 3.6, text, 6.8, align="center", family="Cond")
    return bytes(pdf.output())


# --- reportlab: afas (platypus), xero (canvas) --------------------------------------------------------------------
def _st(size: float = 8.2, font: str = "DV", align: int = 0, grey: float = 0) -> ParagraphStyle:
    return ParagraphStyle(f"s{size}{font}{align}{grey}", fontName=font, fontSize=size, leading=size * 1.28,
                          alignment=align, textColor=colors.Color(grey, grey, grey))


def afas(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=18 * mm, rightMargin=15 * mm, topMargin=14 * mm,
                            bottomMargin=26 * mm, invariant=1, title=f"{inv.words['title']} {inv.invoice_no}",
                            author=s.name)
    small, right = _st(8.2), _st(8.2, align=2)
    head = Table([[_p(s.name, _st(13, "DVB")), _p(f"{s.street}\n{place(inv)}\n{COUNTRY['en' if inv.language == 'en' else 'nl'].get(s.country, s.country)}\n"
                                                 f"{inv.words['vat_id']} {s.vat}", right)]],
                 colWidths=[100 * mm, 77 * mm])
    buyer = "\n".join([BUYER[0], "t.a.v. crediteurenadministratie" if inv.language == "nl" else "Attn. Accounts Payable",
                       BUYER[1], BUYER[2], inv.words["country_be"], f"{inv.words['vat_id']} {BUYER_VAT}"])
    delivery = "\n".join([BUYER[0], "Magazijn / Warehouse", BUYER[1], BUYER[2], inv.words["country_be"]])
    addr = Table([[_p(buyer, _st(9)), [_p(w["delivery"], _st(7.4, grey=0.4)), _p(delivery, _st(8.2))]]],
                 colWidths=[100 * mm, 77 * mm])
    pairs = inv.header_pairs()
    facts = Table([[_p(label, _st(7.2, grey=0.35)) for label, _ in pairs], [_p(v, _st(8.4, "DVB")) for _, v in pairs]],
                  colWidths=[177 / len(pairs) * mm] * len(pairs))
    facts.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.93, 0.93))]))
    cols = widths_of(inv, 177)
    rows = [[_p(inv.headings[c], _st(7.8, "DVB", 2 if c in RIGHT else 0)) for c, _ in cols]]
    for line in inv.lines:
        rows.append([_p(cellx(inv, line, c), _st(7.8, align=2 if c in RIGHT else 0)) for c, _ in cols])
    table = Table(rows, colWidths=[cw * mm for _, cw in cols], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]))
    trows = [[_p(label, _st(8.4, "DVB" if bold else "DV")), _p("EUR", _st(8.4, "DVB" if bold else "DV")),
              _p(amount, _st(8.4, "DVB" if bold else "DV", 2))] for label, amount, bold in totals(inv)]
    tot = Table(trows, colWidths=[48 * mm, 12 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    story = [head, Spacer(1, 16 * mm), addr, Spacer(1, 10 * mm),
             _p(f"{inv.words['title']} {inv.invoice_no}", _st(14, "DVB")), Spacer(1, 4 * mm), facts,
             Spacer(1, 2 * mm), _p(f"{w['currency']}", _st(7.4, grey=0.4)), Spacer(1, 4 * mm), table,
             Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm), _p(w["statement"], small), Spacer(1, 2 * mm),
             _p(fill(w["pay"].replace("{bic}", inv.bic), inv), small)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setLineWidth(0.4)
        canvas.line(18 * mm, 20 * mm, 195 * mm, 20 * mm)
        canvas.setFont("DV", 6.6)
        for k, text in enumerate(inv.footer):
            canvas.drawCentredString(106.5 * mm, (16 - k * 3.4) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


def xero(inv: Invoice) -> bytes:
    s, w = inv.supplier, inv.words2
    page = Canvas(f"Invoice {inv.invoice_no}", s.name)
    page.text(18, 30, inv.words["title"], 20)
    for k, text in enumerate([BUYER[0], f"{w['customer']} VAT: {BUYER_VAT}", *BUYER[1:], inv.words["country_be"]]):
        page.text(18, 40 + k * 4.2, text, 8.6)
    facts = [(inv.labels["invoice_date"], inv.day(inv.issued)), (inv.labels["invoice_number"], inv.invoice_no)]
    if inv.po_printed:
        facts.append((inv.labels["po"], inv.po_printed))
    facts.append((inv.words["vat_id"], s.vat))
    y = 36
    for label, value in facts:
        page.text(110, y, label, 8.2, "DVB")
        page.text(110, y + 4, value, 8.6)
        y += 10
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY["en"][s.country]]):
        page.text(150, 36 + k * 4.2, text, 8.6)
    cols = widths_of(inv, 174)
    y = 88
    x = 18
    xs = []
    for column, cw in cols:
        xs.append((column, x, cw))
        right = column in RIGHT
        page.text(x + cw - 1 if right else x + 1, y, inv.headings[column], 8.2, "DVB", "right" if right else "left")
        x += cw
    page.rule(18, y + 2, 192, 0.8)
    y += 7.5
    for line in inv.lines:
        dw = next(cw for c, _, cw in xs if c == "description")
        rows = rl_wrap(line.description, "DV", 8.4, (dw - 3) * 72 / 25.4)
        if line.article:
            rows = rl_wrap(f"{line.article} - {line.description}", "DV", 8.4, (dw - 3) * 72 / 25.4)
        for column, cx, cw in xs:
            value = rows[0] if column == "description" else cellx(inv, line, column)
            right = column in RIGHT
            page.text(cx + cw - 1 if right else cx + 1, y, value, 8.4, "DV", "right" if right else "left")
        dx = next(cx for c, cx, _ in xs if c == "description")
        for more in rows[1:]:
            y += 4.2
            page.text(dx + 1, y, more, 8.4)
        y += 2.6
        page.rule(18, y, 192, 0.3, 0.7)
        y += 5
    y += 2
    rows = [(inv.labels["subtotal"], inv.number(inv.net_total), False),
            (vat_row(inv, tight=True), inv.number(inv.vat_amount), False),
            (inv.labels["gross"], inv.number(inv.gross_total), True)]
    for label, amount, bold in rows:
        if bold:
            page.rule(130, y - 4, 192, 0.8)
        page.text(132, y, label, 8.8 if not bold else 9.4, "DVB" if bold else "DV")
        page.text(191, y, amount, 8.8 if not bold else 9.4, "DVB" if bold else "DV", "right")
        y += 6
    y += 8
    page.text(18, y, w["due_line"].format(due=inv.day(inv.due)), 9.4, "DVB")
    page.text(18, y + 6, w["statement"], 7.8)
    page.text(18, y + 11, w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.invoice_no), 7.8)
    page.c.setDash(3, 2)
    page.rule(10, 218, 200, 0.5, 0.4)
    page.c.setDash()
    page.text(18, 228, w["advice"], 15)
    for k, text in enumerate([f"To: {s.name}", s.street, place(inv), COUNTRY["en"][s.country]]):
        page.text(18, 236 + k * 4.2, text, 8.4)
    advice = [(w["customer"], BUYER[0]), ("Invoice Number", inv.invoice_no),
              (w["amount_due"], inv.number(inv.gross_total)), ("Due Date", inv.day(inv.due)),
              (w["enclosed"], "")]
    for k, (label, value) in enumerate(advice):
        page.text(105, 232 + k * 7, label, 8.4, "DVB")
        page.text(145, 232 + k * 7, value, 8.4)
    page.rule(145, 232 + 4 * 7 + 1.5, 192, 0.5)
    page.text(145, 232 + 5 * 7, "Enter the amount you are paying above", 6.8, grey=0.4)
    footer = rl_wrap(inv.footer[0], "DV", 6.8, 174 * 72 / 25.4)
    for k, text in enumerate(footer):
        page.text(18, 200 + k * 3.4, text, 6.8, grey=0.3)
    return page.bytes()


WRITERS = {"teamleader": teamleader, "billit": billit, "afas": afas, "lexoffice": lexoffice, "proalpha": proalpha,
           "xero": xero, "excel": excel}
