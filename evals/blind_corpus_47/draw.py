"""Seven page writers for the forty-seventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of Spanish or Portuguese invoicing software (no logos, no trademarks, invented suppliers):
three on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation
fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers
(reportlab canvas in mm, platypus and fpdf2 set-ups, word wrapping, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- a3erp (reportlab platypus, DejaVu Sans Condensed): an a3ERP-style Spanish ERP invoice, bilingual es/en or nl:
  the company left, `FACTURA / INVOICE` right over a grid (`Nº Factura`, `Fecha`, `Cliente`, `Página`), the
  customer in a box, `Su pedido`, `Agente`, `Forma de pago`, columns `Artículo` / `Descripción` / `Cantidad` /
  `Precio` / `Dto. %` / `Importe`, a tax breakdown (`Base imponible` / `% IVA` / `Cuota`) left of the totals
  (`Importe bruto`, `Portes`, `Base imponible`, `Total IVA`, `TOTAL FACTURA`), `Vencimientos`, the mercantile
  registry printed up the left margin.
- contaplus (fpdf2, Liberation Sans): a ContaPlus-style form, fr or en: rounded boxes (company, `FACTURE` with
  number and date, customer), a framed line grid with column rules down to a fixed foot (`Code` / `Désignation` /
  `Quantité` / `Prix` / `% Rem.` / `Montant`), a row of total boxes across the foot (`Brut`, `Port`,
  `Base imposable`, `% TVA`, `TVA`, `TOTAL`), payment and due date under it.
- billage (reportlab canvas, Liberation Sans): a Billage-style online invoice, nl: an accent band, `FACTUUR` with
  the number, the issuer right, `Klant` and `Factuurgegevens` side by side, `Omschrijving` / `Aantal` / `Prijs` /
  `Totaal`, totals (`Subtotaal`, `Korting 5 %`, `Maatstaf van heffing`, `Btw 21 %`, `Totaal`).
- murano (fpdf2, DejaVu Sans): a Sage Murano-style invoice, de or fr: the company left, `RECHNUNG` / `FACTURE`
  in a box, a boxed data row (`Rechnung Nr.`, `Datum`, `Kunde`, `USt-IdNr.`, `Seite`), the customer box,
  `Artikel` / `Beschreibung` / `Menge` / `Preis` / `% Rab.` / `Betrag`, a horizontal totals grid
  (`Warenwert`, `Fracht`, `Bemessungsgrundlage`, `% MwSt.`, `MwSt.`, `Gesamtbetrag`), `Fälligkeiten`.
- toconline (reportlab platypus, Liberation Sans): a TOConline-style Portuguese certified invoice, en or pt/fr:
  `Original`, `Invoice FT 2028/38`, a document data row, `Ref.` / `Description` / `Qty` / `Unit` /
  `Unit price` / `Disc.` / `VAT` / `Total`, the VAT summary with the exemption code (`M16`, `M40`), totals
  (`Total before tax`, `VAT`, `Total (EUR)`), `ATCUD`, a QR code, the certified-program line.
- keyinvoice (reportlab canvas, DejaVu Sans): a Keyinvoice-style invoice, nl (a Belgian branch) or en: a coloured
  band with the company, `FACTUUR` / `INVOICE` and `Original`, a label-over-value strip, `Ref.` / `Omschrijving` /
  `Aantal` / `Eenh.` / `Prijs` / `Korting` / `Btw` / `Totaal`, a VAT summary left and totals right; ATCUD, QR
  and the certified-program line for the Portuguese company.
- winmax (fpdf2, Liberation Sans Narrow): a Winmax-style invoice of a Belgian branch, fr: boxed document fields in
  two rows, `Article` / `Désignation` / `Qté` / `Un.` / `Prix unit.` / `Rem. %` / `TVA %` / `Montant HT`, a VAT
  summary and totals that start from the goods before line discounts (`Marchandises`, `Remises`, `Total HTVA`,
  `TVA 6 %`, `Total TVAC`)."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _style, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)
COUNTRY = {"ES": {"en": "Spain", "fr": "Espagne", "nl": "Spanje", "de": "Spanien"},
           "PT": {"en": "Portugal", "fr": "Portugal", "nl": "Portugal", "de": "Portugal"},
           "LU": {"en": "Luxembourg", "fr": "Luxembourg", "nl": "Luxemburg", "de": "Luxemburg"},
           "BE": {"en": "Belgium", "fr": "Belgique", "nl": "België", "de": "Belgien"}}
BUYER_COUNTRY = {"en": "Belgium", "fr": "Belgique", "nl": "België", "de": "Belgien"}


def _qr(c, x: float, y: float, size: float, data: str) -> None:
    """A QR code of `size` mm at (x, y) mm from the top left of a reportlab canvas."""
    widget = QrCodeWidget(data, barLevel="M")
    x0, y0, x1, y1 = widget.getBounds()
    d = Drawing(size * MM, size * MM, transform=[size * MM / (x1 - x0), 0, 0, size * MM / (y1 - y0), 0, 0])
    d.add(widget)
    renderPDF.draw(d, c, x * MM, c._pagesize[1] - (y + size) * MM)


def _at_qr(inv: Invoice) -> str:
    """The Portuguese tax authority's QR string (fields A to S, the totals of an exempt document)."""
    return (f"A:{inv.supplier.vat[2:]}*B:{BUYER_VAT.replace('.', '')}*C:BE*D:FT*E:N*F:{inv.issued:%Y%m%d}*"
            f"G:{inv.invoice_no}*H:{inv.extra['atcud']}*I1:PT*I2:{inv.net_total:.2f}*N:0.00*"
            f"O:{inv.gross_total:.2f}*Q:{inv.extra['hash']}*R:{inv.extra['cert']}")


# --- a3erp (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def a3erp(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "FACTURA / INVOICE", "grid": ("Nº Factura / Invoice No.", "Fecha / Date", "Cliente / Customer",
                                                 "Página / Page"),
          "order": "Su pedido / Your order", "agent": "Agente / Agent", "pay": "Forma de pago / Payment",
          "cols": ("Artículo / Item", "Descripción / Description", "Cantidad / Qty", "Precio / Price", "Dto. %",
                   "Importe / Amount"),
          "tax": ("Base imponible / Tax base", "% IVA / VAT", "Cuota / VAT amount"),
          "gross": "Importe bruto / Gross amount", "net": "Base imponible / Tax base", "vat": "Total IVA / VAT",
          "total": "TOTAL FACTURA / INVOICE TOTAL", "due": "Vencimientos / Due dates", "vatno": "NIF / VAT No.",
          "bank": "Domiciliación bancaria / Bank account", "comm": None}
         if en else
         {"title": "FACTUUR", "grid": ("Factuurnr.", "Datum", "Klant", "Pagina"),
          "order": "Uw bestelling", "agent": "Vertegenwoordiger", "pay": "Betalingswijze",
          "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "Kort. %", "Bedrag"),
          "tax": ("Maatstaf van heffing", "Btw %", "Btw-bedrag"),
          "gross": "Brutobedrag", "net": "Maatstaf van heffing", "vat": "Totaal btw",
          "total": "TOTAAL FACTUUR", "due": "Vervaldagen", "vatno": "Btw-nr.", "bank": "Bankrekening",
          "comm": "Gestructureerde mededeling"})
    inv.words = {"title": "Factura" if en else "Factuur"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("a3l", 6.6, "DVC", grey=0.3)
    normal, right = _style("a3n", 8, "DVC"), _style("a3r", 8, "DVC", align=2)
    bold, bold_r = _style("a3b", 8, "DVCB"), _style("a3br", 8, "DVCB", align=2)
    grey = colors.Color(0.55, 0.55, 0.55)
    company = Paragraph(f"<font size=13><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))} - {escape(COUNTRY[s.country][inv.language])}<br/>"
                        f"Tel. {escape(s.phone)} · {escape(s.email)}<br/>{escape(w['vatno'])}: {escape(s.vat)}",
                        _style("a3c", 8.2, "DVC", lead=10.6))
    title = Paragraph(f"<b>{escape(w['title'])}</b>", _style("a3t", 15, "DVCB", align=2, lead=19))
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y"), inv.customer_no, "1 / 1")
    grid = Table([[Paragraph(escape(k), lab) for k in w["grid"]],
                  [Paragraph(escape(v), bold if k == 0 else normal) for k, v in enumerate(values)]],
                 colWidths=[29 * mm, 20 * mm, 22 * mm, 14 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.92, 0.95)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    top = Table([[company, [title, Spacer(1, 2 * mm), grid]]], colWidths=[93 * mm, 85 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    left = [(w["order"], inv.po_printed), (w["agent"], inv.extra["agent"]), (w["pay"], inv.extra["terms"])]
    info = Paragraph("<br/>".join(f"{escape(k)}: {escape(v)}" for k, v in left if v), _style("a3i", 8, "DVC", lead=11))
    client = Paragraph("<br/>".join([f"<b>{escape(BUYER[0])}</b>", escape(BUYER[1]), escape(BUYER[2]),
                                     escape(("Bélgica / " if en else "") + BUYER_COUNTRY[inv.language]),
                                     escape(f"{w['vatno']}: {BUYER_VAT}")]), _style("a3a", 9, "DVC", lead=11.6))
    middle = Table([[info, client]], colWidths=[92 * mm, 86 * mm])
    middle.setStyle(TableStyle([("BOX", (1, 0), (1, 0), 0.5, grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                ("LEFTPADDING", (0, 0), (0, 0), 0), ("TOPPADDING", (1, 0), (1, 0), 3),
                                ("BOTTOMPADDING", (1, 0), (1, 0), 4), ("LEFTPADDING", (1, 0), (1, 0), 4)]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(6) if k != 4 or discounts]
    widths = dict(zip(range(6), (26, 0, 19, 18, 14, 22)))
    widths[1] = 178 - sum(v for k, v in widths.items() if k in keep and k != 1)
    rows = [[Paragraph(f"<b>{escape(w['cols'][k])}</b>", bold_r if k >= 2 else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(inv.number(line.price), right),
                 4: Paragraph(inv.number(line.discount) if line.discount else "", right),
                 5: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, grey),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    tax = Table([[Paragraph(escape(h), lab) for h in w["tax"]],
                 [Paragraph(inv.number(inv.net_total), right), Paragraph(inv.rate(), right),
                  Paragraph(inv.number(inv.vat_amount), right)]], colWidths=[30 * mm, 20 * mm, 24 * mm])
    tax.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey), ("TOPPADDING", (0, 0), (-1, -1), 1),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    trows = [(w["gross"], inv.subtotal, False)] + [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    trows += [(w["net"], inv.net_total, False), (w["vat"], inv.vat_amount, False), (w["total"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(inv.number(value) + (" €" if strong else "")), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[56 * mm, 26 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.92, 0.95)),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[tax, tot]], colWidths=[96 * mm, 82 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    due = Paragraph(f"<b>{escape(w['due'])}:</b> {inv.day(inv.due, '%d/%m/%Y')}  {inv.number(inv.gross_total)} €",
                    normal)
    story = [top, Spacer(1, 6 * mm), middle, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), foot, Spacer(1, 4 * mm),
             due, Spacer(1, 2 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}"]
    if w["comm"] and inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.4 * mm)]

    def page(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6)
        canvas.setFillGray(0.4)
        canvas.translate(9 * mm, 60 * mm)
        canvas.rotate(90)
        canvas.drawString(0, 0, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=page, onLaterPages=page)
    return buffer.getvalue()


# --- contaplus (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def contaplus(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N° facture", "date": "Date", "client": "Code client", "ref": "V/Réf.",
          "cols": ("Code", "Désignation", "Quantité", "Prix", "% Rem.", "Montant"),
          "foot": ("Brut", "Base imposable", "% TVA", "TVA", "TOTAL"), "vatno": "N° TVA",
          "pay": "Mode de paiement", "due": "Échéance", "bank": "Domiciliation", "page": "Page"}
         if fr else
         {"title": "INVOICE", "no": "Invoice No.", "date": "Date", "client": "Customer code", "ref": "Your ref.",
          "cols": ("Code", "Description", "Quantity", "Price", "% Disc.", "Amount"),
          "foot": ("Gross", "Tax base", "% VAT", "VAT", "TOTAL"), "vatno": "VAT No.",
          "pay": "Payment method", "due": "Due date", "bank": "Bank account", "page": "Page"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    lib_fonts(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.3)
    pdf.rect(12, 12, 100, 34, round_corners=True, corner_radius=2.5)
    f(16, 19, s.name, 11.5, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} ({COUNTRY[s.country][inv.language]})",
                              f"Tel. {s.phone}", s.email, f"C.I.F. / {w['vatno']}: {s.vat}"]):
        f(16, 25 + k * 4.2, text, 8.2)
    pdf.rect(120, 12, 78, 34, round_corners=True, corner_radius=2.5)
    f(159, 20, w["title"], 15, "B", "center")
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d/%m/%Y")),
                                        (w["client"], inv.customer_no), (w["page"], "1"))):
        f(124, 27 + k * 4.6, label + ":", 8.2)
        f(194, 27 + k * 4.6, value, 8.6, "B" if k == 0 else "", "right")
    pdf.rect(104, 52, 94, 28, round_corners=True, corner_radius=2.5)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], BUYER_COUNTRY[inv.language],
                              f"{w['vatno']}: {BUYER_VAT}"]):
        f(108, 58.5 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    if inv.po_printed:
        f(12, 76, f"{w['ref']}: {inv.po_printed}", 8.8)
    top, bottom = 86, 232
    xs = [12, 40, 132, 150, 168, 179, 198]
    pdf.rect(12, top, 186, bottom - top, round_corners=True, corner_radius=2)
    pdf.line(12, top + 7, 198, top + 7)
    for x in xs[1:-1]:
        pdf.line(x, top, x, bottom)
    for k, head in enumerate(w["cols"]):
        f((xs[k] + xs[k + 1]) / 2, top + 4.8, head, 7.8, "B", "center")
    y = top + 12
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 89)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for k, value in enumerate(values):
            if not value:
                continue
            if k < 2:
                f(xs[k] + 1.5, y, value, 8.4)
            else:
                f(xs[k + 1] - 1.5, y, value, 8.4, "", "right")
        for more in desc[1:]:
            y += 3.9
            f(xs[1] + 1.5, y, more, 8.4)
        y += 5.6
    boxes = [(w["foot"][0], inv.number(inv.subtotal))]
    boxes += [(label, inv.number(amount)) for label, amount in inv.adjustment_amounts()]
    boxes += [(w["foot"][1], inv.number(inv.net_total)), (w["foot"][2], inv.rate()),
              (w["foot"][3], inv.number(inv.vat_amount)), (w["foot"][4], inv.number(inv.gross_total) + " €")]
    width = 186 / len(boxes)
    for k, (label, value) in enumerate(boxes):
        x = 12 + k * width
        pdf.rect(x, 236, width, 13, round_corners=True, corner_radius=1.5)
        f(x + width / 2, 240.2, label, 7.4, "", "center")
        f(x + width / 2, 246.4, value, 9, "B", "center")
    y = 256
    texts = [f"{w['pay']}: {inv.extra['terms']}    {w['due']}: {inv.day(inv.due, '%d/%m/%Y')}",
             f"{w['bank']}: IBAN {inv.iban}   BIC {inv.bic}"] + ([inv.statement] if inv.statement else [])
    pdf.set_font("Lib", "", 8)
    for text in texts:
        for row in fp_wrap(pdf, text, 184):
            f(12, y, row, 8)
            y += 3.9
        y += 0.8
    f(105, 289, s.register, 6.4, "", "center")
    return bytes(pdf.output())


# --- billage (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def billage(inv: Invoice) -> bytes:
    s = inv.supplier
    F, B = "LS", "LSB"
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    c.c.setFillColorRGB(0.16, 0.55, 0.62)
    c.c.rect(0, c.height - 9 * MM, 210 * MM, 9 * MM, stroke=0, fill=1)
    c.c.setFillGray(0)
    c.text(18, 30, "FACTUUR", 22, B)
    c.text(18, 37, inv.invoice_no, 11, F, grey=0.35)
    for k, text in enumerate([s.name, s.street, place(inv), f"Btw {s.vat}", s.email, s.phone]):
        c.text(192, 22 + k * 4.3, text, 10 if k == 0 else 8.2, B if k == 0 else F, "right")
    c.text(18, 58, "KLANT", 7.4, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "België", f"Btw {BUYER_VAT}"]):
        c.text(18, 63.5 + k * 4.4, text, 9, B if k == 0 else F)
    c.text(112, 58, "FACTUURGEGEVENS", 7.4, B, grey=0.45)
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d/%m/%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d/%m/%Y")), ("Uw referentie", inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        c.text(112, 63.5 + k * 4.4, label, 8.4, F, grey=0.35)
        c.text(192, 63.5 + k * 4.4, value, 8.4, F, "right")
    y = 96
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "left", "Omschrijving"), (128, "right", "Aantal"), (152, "right", "Prijs")]
    cols += [(168, "right", "Korting")] if discounts else []
    cols += [(192, "right", "Totaal")]
    for x, al, head in cols:
        c.text(x, y, head.upper(), 7.4, B, al, grey=0.45)
    c.rule(18, y + 2, 192, 0.8, grey=0.16)
    y += 8
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 9, 92 * MM)
        values = [desc[0], inv.qty(line) + " " + line.unit, eur(line.price)]
        values += [inv.pct(line.discount) + " %" if line.discount else ""] if discounts else []
        values += [eur(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 9, F, al)
        for more in desc[1:]:
            y += 4.3
            c.text(18, y, more, 9, F)
        c.rule(18, y + 3, 192, 0.2, grey=0.8)
        y += 8.5
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Maatstaf van heffing", "Btw {rate} %", "Totaal"):
        if strong:
            c.fill(118, y - 4.6, 74, 7.2, 0.92)
        c.text(150, y, label, 10.5 if strong else 9, B if strong else F, "right")
        c.text(190, y, eur(value), 10.5 if strong else 9, B if strong else F, "right")
        y += 6
    y += 8
    c.text(18, y, "Betaalwijze", 8.4, B)
    y += 4.6
    for text in (f"Overschrijving binnen {inv.extra['terms']} op IBAN {inv.iban} (BIC {inv.bic})",
                 f"Gestructureerde mededeling: {inv.payment_ref}"):
        c.text(18, y, text, 8.4, F)
        y += 4.4
    if inv.statement:
        for row in rl_wrap(inv.statement, F, 8.4, 174 * MM):
            c.text(18, y + 2, row, 8.4, F)
            y += 4.4
    c.text(105, 284, f"{s.name} · {s.street}, {place(inv)} · {s.register} · Btw {s.vat}", 6.8, F, "center", grey=0.45)
    return c.bytes()


# --- murano (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def murano(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "grid": ("Rechnung Nr.", "Datum", "Kunde", "Ihre USt-IdNr.", "Seite"),
          "order": "Ihre Bestellung Nr.", "cols": ("Artikel", "Beschreibung", "Menge", "Preis", "% Rab.", "Betrag"),
          "sum": ("Warenwert", "Bemessungsgrundlage", "% MwSt.", "MwSt.", "Gesamtbetrag EUR"),
          "due": "Fälligkeiten", "pay": "Zahlungsart", "vatno": "USt-IdNr.", "bank": "Bankverbindung"}
         if de else
         {"title": "FACTURE", "grid": ("Facture n°", "Date", "Client", "Votre n° TVA", "Page"),
          "order": "Votre commande n°", "cols": ("Article", "Description", "Quantité", "Prix", "% Rem.", "Montant"),
          "sum": ("Montant brut", "Base imposable", "% TVA", "Montant TVA", "Total facture EUR"),
          "due": "Échéances", "pay": "Mode de règlement", "vatno": "N° TVA", "bank": "Banque"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(14, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, f"{place(inv)} ({COUNTRY[s.country][inv.language]})",
                              f"Tel. {s.phone} · {s.email}", f"{w['vatno']} {s.vat}"]):
        f(14, 23.5 + k * 3.9, text, 7.8)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.35)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(138, 12, 58, 11, style="DF")
    f(167, 19.5, w["title"], 14, "B", "center")
    xs, y0 = (14, 52, 76, 104, 138, 196), 44
    pdf.set_line_width(0.25)
    pdf.rect(14, y0, 182, 11)
    values = (inv.invoice_no, inv.day(inv.issued, "%d.%m.%Y" if de else "%d/%m/%Y"), inv.customer_no, BUYER_VAT,
              "1")
    for k, (label, value) in enumerate(zip(w["grid"], values)):
        if k:
            pdf.line(xs[k], y0, xs[k], y0 + 11)
        f(xs[k] + 1.5, y0 + 3.6, label, 6.8)
        f(xs[k] + 1.5, y0 + 8.8, value, 8.8, "B" if k == 0 else "")
    pdf.rect(110, 60, 86, 27)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], BUYER_COUNTRY[inv.language].upper()]):
        f(114, 67 + k * 4.8, text, 9.4, "B" if k == 0 else "")
    f(14, 67, f"{w['pay']}:", 8)
    f(14, 71.2, inv.extra["terms"], 8)
    if inv.po_printed:
        f(14, 79, f"{w['order']} {inv.po_printed}", 8.6, "B")
    y = 96
    cols = [(15, "l"), (44, "l"), (140, "r"), (159, "r"), (174, "r"), (195, "r")]
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(14, y - 4.2, 182, 6, style="DF")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 78)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.2)
        y += 5.4
    pdf.line(14, y - 2.4, 196, y - 2.4)
    y = max(y + 6, 200)
    heads = [w["sum"][0]] + [label for label, _ in inv.adjustment_amounts()] + list(w["sum"][1:])
    vals = ([inv.number(inv.subtotal)] + [inv.number(a) for _, a in inv.adjustment_amounts()]
            + [inv.number(inv.net_total), inv.rate(), inv.number(inv.vat_amount), inv.number(inv.gross_total)])
    width = 182 / len(heads)
    pdf.rect(14, y, 182, 12)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(14, y, 182, 5, style="DF")
    for k, (head, val) in enumerate(zip(heads, vals)):
        x = 14 + k * width
        if k:
            pdf.line(x, y, x, y + 12)
        f(x + width / 2, y + 3.6, head, 6.8, "", "center")
        f(x + width - 1.5, y + 10, val, 8.8, "B" if k == len(heads) - 1 else "", "right")
    y += 19
    f(14, y, f"{w['due']}:", 8.4, "B")
    f(44, y, f"{inv.day(inv.due, '%d.%m.%Y' if de else '%d/%m/%Y')}    {inv.number(inv.gross_total)}", 8.4)
    y += 5
    f(14, y, f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}", 8.4)
    y += 6
    pdf.set_font("DejaVu", "", 8)
    texts = ([inv.statement] if inv.statement else []) + (
        [("Communication structurée : " if not de else "Verwendungszweck: ") + inv.payment_ref]
        if inv.payment_ref else [])
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 8)
            y += 3.9
        y += 1
    f(105, 288, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.4, "", "center")
    return bytes(pdf.output())


# --- toconline (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def toconline(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "data": ("Date", "Due date", "Customer no.", "Your reference", "Currency"),
          "cust": "Customer", "cols": ("Ref.", "Description", "Qty", "Unit", "Unit price", "Disc.", "VAT",
                                       "Total"),
          "summary": ("VAT summary", "Rate", "Tax base", "VAT", "Exemption reason"),
          "sub": "Total before discounts", "net": "Total before tax", "vat": "VAT", "gross": "Total (EUR)",
          "vatno": "VAT no.", "pay": "Payment: bank transfer, {terms}. IBAN {iban} · BIC {bic}",
          "page": "Page 1 of 1", "cert": "Processado por programa certificado n.º {cert}/AT"}
         if en else
         {"title": "Fatura / Facture", "data": ("Data / Date", "Vencimento / Échéance", "Cliente / Client",
                                                "V/ Ref. / Votre réf.", "Moeda / Devise"),
          "cust": "Exmo.(s) Sr.(s) / Client", "cols": ("Ref.", "Descrição / Désignation", "Qtd. / Qté", "Un.",
                                                      "Preço / Prix", "Desc.", "IVA", "Total"),
          "summary": ("Quadro resumo do IVA / Récapitulatif TVA", "Taxa / Taux", "Incidência / Base", "IVA / TVA",
                      "Motivo de isenção / Motif"),
          "sub": "Total ilíquido / Total brut", "net": "Total s/ IVA / Total HT", "vat": "IVA / TVA",
          "gross": "Total (EUR)", "vatno": "NIF / N° TVA",
          "pay": "Pagamento / Règlement : transferência / virement, {terms}. IBAN {iban} · BIC {bic}",
          "page": "Página 1 de 1", "cert": "Processado por programa certificado n.º {cert}/AT"})
    inv.words = {"title": w["title"].split(" / ")[0]}
    buffer, doc = _doc(inv, 14, 26)
    del inv.words
    lab = _style("tcl", 6.8, "LS", grey=0.4)
    normal, right = _style("tcn", 8, "LS"), _style("tcr", 8, "LS", align=2)
    bold, bold_r = _style("tcb", 8, "LSB"), _style("tcbr", 8, "LSB", align=2)
    line_grey = colors.Color(0.75, 0.75, 0.75)
    company = Paragraph(f"<font size=12><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(s.postal_code)} {escape(s.city)} - {escape(COUNTRY[s.country][inv.language])}<br/>"
                        f"{escape(w['vatno'])}: {escape(s.vat)}<br/>Tel. {escape(s.phone)} · {escape(s.email)}",
                        _style("tcc", 8.2, "LS", lead=10.4))
    original = Paragraph("<b>Original</b>", _style("tco", 9, "LSB", align=2))
    customer = Paragraph(f"<font color='#666666' size=6.8>{escape(w['cust'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                         f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(BUYER_COUNTRY[inv.language])}<br/>"
                         f"{escape(w['vatno'])}: {escape(BUYER_VAT)}", _style("tca", 9, "LS", lead=11.4))
    top = Table([[company, [original, Spacer(1, 8 * mm), customer]]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(f"<b>{escape(w['title'])} {escape(inv.invoice_no)}</b>", _style("tct", 14, "LSB", lead=18))
    values = (inv.day(inv.issued, "%Y-%m-%d"), inv.day(inv.due, "%Y-%m-%d"), inv.customer_no, inv.po_printed or "",
              "EUR")
    keep = [(k, v) for k, v in zip(w["data"], values) if v]
    data = Table([[Paragraph(escape(k), lab) for k, _ in keep], [Paragraph(escape(v), normal) for _, v in keep]],
                 colWidths=[178 * mm / len(keep)] * len(keep))
    data.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black),
                              ("LINEBELOW", (0, -1), (-1, -1), 0.6, colors.black),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if (k != 0 or articles) and (k != 5 or discounts)]
    widths = dict(zip(range(8), (22, 0, 14, 11, 20, 11, 11, 22)))
    widths[1] = 178 - sum(v for k, v in widths.items() if k in keep and k != 1)
    rows = [[Paragraph(f"<b>{escape(w['cols'][k])}</b>", bold_r if k in (2, 4, 5, 6, 7) else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(escape(line.unit), normal),
                 4: Paragraph(inv.number(line.price), right),
                 5: Paragraph(inv.pct(line.discount) + "%" if line.discount else "", right),
                 6: Paragraph(inv.rate() + "%", right), 7: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, line_grey),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    reason = inv.statement.split(" - ")[0] if inv.vat_rate == 0 else ""
    summary = Table([[Paragraph(f"<b>{escape(w['summary'][0])}</b>", normal), "", "", ""],
                     [Paragraph(escape(h), lab) for h in w["summary"][1:]],
                     [Paragraph(inv.rate() + "%", normal), Paragraph(inv.number(inv.net_total), right),
                      Paragraph(inv.number(inv.vat_amount), right), Paragraph(reason, normal)]],
                    colWidths=[20 * mm, 24 * mm, 18 * mm, 30 * mm])
    summary.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("LINEBELOW", (0, 1), (-1, 1), 0.4, line_grey),
                                 ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    gross_goods = sum((line.gross for line in inv.lines), Decimal("0.00"))
    trows = [(w["sub"], gross_goods, False)] if discounts else []
    trows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    trows += [(w["net"], inv.net_total, False), (f"{w['vat']} ({inv.rate()}%)", inv.vat_amount, False),
              (w["gross"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(inv.number(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[48 * mm, 26 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[summary, tot]], colWidths=[100 * mm, 78 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 6 * mm), title, Spacer(1, 2 * mm), data, Spacer(1, 5 * mm), table, Spacer(1, 5 * mm),
             foot, Spacer(1, 6 * mm)]
    for text in (inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    story += [Paragraph(f"<b>ATCUD: {escape(inv.extra['atcud'])}</b>", normal)]

    def page(canvas, _doc) -> None:
        canvas.saveState()
        _qr(canvas, 14, 244, 26, _at_qr(inv))
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.3)
        canvas.drawString(44 * mm, 22 * mm, f"{inv.extra['hash']}-" + w["cert"].format(cert=inv.extra["cert"]))
        canvas.drawString(44 * mm, 18.5 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.drawRightString(196 * mm, 18.5 * mm, w["page"])
        canvas.restoreState()

    doc.build(story, onFirstPage=page, onLaterPages=page)
    return buffer.getvalue()


# --- keyinvoice (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------
def keyinvoice(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    pt = s.country == "PT"
    w = ({"title": "FACTUUR", "strip": ("Factuur nr.", "Datum", "Vervaldatum", "Klantnr.", "Uw ref."),
          "cust": "Klant", "cols": ("Ref.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Btw", "Totaal"),
          "summary": ("Btw-overzicht", "Tarief", "Maatstaf", "Btw"), "sub": "Totaal artikelen",
          "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal EUR", "vatno": "Btw-nr.",
          "pay": "Betaling per overschrijving binnen {terms} op IBAN {iban} (BIC {bic}).",
          "comm": "Gestructureerde mededeling"}
         if nl else
         {"title": "INVOICE", "strip": ("Invoice no.", "Date", "Due date", "Customer no.", "Your ref."),
          "cust": "Customer", "cols": ("Ref.", "Description", "Qty", "Unit", "Price", "Disc.", "VAT", "Total"),
          "summary": ("VAT summary", "Rate", "Taxable amount", "VAT"), "sub": "Total items",
          "net": "Total excl. VAT", "vat": "VAT", "gross": "Total EUR", "vatno": "VAT no.",
          "pay": "Payment by bank transfer within {terms} to IBAN {iban} (BIC {bic}).", "comm": None})
    F, B = "DV", "DVB"
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    c.c.setFillColorRGB(0.11, 0.23, 0.42)
    c.c.rect(0, c.height - 30 * MM, 210 * MM, 30 * MM, stroke=0, fill=1)
    c.c.setFillGray(1)
    c.c.setFont(B, 13)
    c.c.drawString(16 * MM, c.height - 14 * MM, s.name)
    c.c.setFont(F, 7.8)
    for k, text in enumerate([f"{s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}",
                              f"{w['vatno']} {s.vat} · Tel. {s.phone} · {s.email}"]):
        c.c.drawString(16 * MM, c.height - (19.5 + k * 4) * MM, text)
    c.c.setFont(B, 18)
    c.c.drawRightString(194 * MM, c.height - 15 * MM, w["title"])
    c.c.setFont(F, 8)
    c.c.drawRightString(194 * MM, c.height - 21 * MM, "Original")
    c.c.setFillGray(0)
    c.text(112, 40, w["cust"].upper(), 7, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], BUYER_COUNTRY[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(112, 45.5 + k * 4.4, text, 9, B if k == 0 else F)
    values = (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y"), inv.day(inv.due, "%d-%m-%Y"), inv.customer_no,
              inv.po_printed or "")
    xs = (16, 56, 84, 112, 142)
    c.fill(16, 72, 178, 11, 0.94)
    for x, label, value in zip(xs, w["strip"], values):
        c.text(x + 1.5, 76, label, 6.8, F, grey=0.4)
        c.text(x + 1.5, 80.8, value, 8.6, B if x == 16 else F)
    y = 93
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "left"), (44, "left"), (128, "right"), (130, "left"), (152, "right"), (166, "right"),
            (177, "right"), (194, "right")]
    keep = [k for k in range(8) if k != 5 or discounts]
    for k in keep:
        c.text(cols[k][0], y, w["cols"][k], 7.4, B, cols[k][1])
    c.rule(16, y + 1.8, 194, 0.6, grey=0.11)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.8, 80 * MM)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", inv.number(line.amount)]
        for k in keep:
            if values[k]:
                c.text(cols[k][0], y, values[k], 7.8, F, cols[k][1])
        for more in desc[1:]:
            y += 3.6
            c.text(44, y, more, 7.8, F)
        c.rule(16, y + 1.9, 194, 0.2, grey=0.8)
        y += 5.6
    y = max(y + 6, 178)
    c.text(16, y, w["summary"][0], 8, B)
    for x, al, text in ((16, "left", w["summary"][1]), (60, "right", w["summary"][2]), (84, "right", w["summary"][3])):
        c.text(x, y + 4.6, text, 7, F, al, grey=0.4)
    c.rule(16, y + 6, 84, 0.3, grey=0.6)
    c.text(16, y + 10, inv.rate() + "%", 8.2, F)
    c.text(60, y + 10, inv.number(inv.net_total), 8.2, F, "right")
    c.text(84, y + 10, inv.number(inv.vat_amount), 8.2, F, "right")
    if pt:
        c.text(16, y + 15, inv.statement.split(" - ")[0], 7.4, F, grey=0.3)
    yy = y
    for label, value, strong in totals(inv, w["sub"], w["net"], f"{w['vat']} {{rate}}%", w["gross"]):
        if strong:
            c.fill(128, yy - 4.2, 66, 6.4, 0.9)
        c.text(166, yy, label, 9.4 if strong else 8.4, B if strong else F, "right")
        c.text(193, yy, inv.number(value), 9.4 if strong else 8.4, B if strong else F, "right")
        yy += 5.4
    y = max(y + 22, yy + 8)
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                                                                            bic=inv.bic)]
    if w["comm"] and inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 178 * MM):
            c.text(16, y, row, 7.8, F)
            y += 3.8
        y += 1.4
    if pt:
        c.text(16, y + 3, f"ATCUD: {inv.extra['atcud']}", 8, B)
        _qr(c.c, 16, 246, 26, _at_qr(inv))
        c.text(46, 268, f"{inv.extra['hash']}-Processado por programa certificado n.º {inv.extra['cert']}/AT", 6.8, F,
               grey=0.3)
    c.text(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- winmax (fpdf2, Liberation Sans Narrow) -------------------------------------------------------------------------
def winmax(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    for style, file in (("", "LiberationSansNarrow-Regular.ttf"), ("B", "LiberationSansNarrow-Bold.ttf")):
        pdf.add_font("Nar", style, f"{LIBERATION}/{file}")
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Nar")  # noqa: E731
    f(14, 18, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{place(inv)} - Belgique", f"Tél. {s.phone} · {s.email}",
                              f"TVA {s.vat} · {s.register}"]):
        f(14, 24 + k * 4.2, text, 8.6)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(130, 12, 66, 16)
    f(163, 20, "FACTURE", 15, "B", "center")
    f(163, 25.5, "Original", 8.6, "", "center")
    pdf.rect(112, 38, 84, 26)
    f(115, 42.5, "Client", 7.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique"]):
        f(115, 48 + k * 4.5, text, 9.6, "B" if k == 0 else "")
    rows = ((("N° document", inv.invoice_no), ("Date", inv.day(inv.issued, "%d-%m-%Y")),
             ("Échéance", inv.day(inv.due, "%d-%m-%Y"))),
            (("N° client", inv.customer_no), ("TVA client", BUYER_VAT), ("V/Réf.", inv.po_printed or "")))
    for r, row in enumerate(rows):
        y0 = 70 + r * 11
        for k, (label, value) in enumerate(row):
            x = 14 + k * 60.67
            pdf.rect(x, y0, 60.67, 11)
            f(x + 1.5, y0 + 3.8, label, 7.2)
            f(x + 1.5, y0 + 9, value, 9.6, "B" if (r, k) == (0, 0) else "")
    y = 100
    cols = [(15, "l", "Article"), (40, "l", "Désignation"), (134, "r", "Qté"), (136, "l", "Un."),
            (160, "r", "Prix unit."), (171, "r", "Rem. %"), (181, "r", "TVA %"), (195, "r", "Montant HT")]
    pdf.set_fill_color(220, 220, 220)
    pdf.rect(14, y - 4.3, 182, 6.2, style="F")
    for x, al, head in cols:
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Nar", "", 9)
        desc = fp_wrap(pdf, line.description, 84)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.rate(), inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            if value:
                f(x, y, value, 9, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(40, y, more, 9)
        y += 5.6
    pdf.line(14, y - 2.4, 196, y - 2.4)
    y = max(y + 8, 196)
    f(14, y, "Résumé TVA", 9, "B")
    for x, al, text in ((14, "left", "Taux"), (52, "right", "Base"), (76, "right", "TVA")):
        f(x, y + 5, text, 7.8, "", al)
    pdf.line(14, y + 6.4, 76, y + 6.4)
    f(14, y + 10.6, inv.rate() + " %", 9)
    f(52, y + 10.6, inv.number(inv.net_total), 9, "", "right")
    f(76, y + 10.6, inv.number(inv.vat_amount), 9, "", "right")
    goods = sum((line.gross for line in inv.lines), Decimal("0.00"))
    trows = [("Marchandises", goods, False), ("Remises", inv.subtotal - goods, False)]
    trows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    trows += [("Total HTVA", inv.net_total, False), (f"TVA {inv.rate()} %", inv.vat_amount, False),
              ("Total TVAC EUR", inv.gross_total, True)]
    yy = y
    for label, value, strong in trows:
        if strong:
            pdf.rect(128, yy - 4.4, 68, 6.4)
        f(165, yy, label, 9.6 if strong else 9, "B" if strong else "", "right")
        f(194, yy, inv.number(value), 9.6 if strong else 9, "B" if strong else "", "right")
        yy += 5.4
    y = max(y + 18, yy) + 8
    pdf.set_font("Nar", "", 8.8)
    texts = [f"Conditions de paiement : {inv.extra['terms']}. Virement sur IBAN {inv.iban} - BIC {inv.bic}",
             f"Communication structurée : {inv.payment_ref}"] + ([inv.statement] if inv.statement else [])
    for text in texts:
        for row in fp_wrap(pdf, text, 182):
            f(14, y, row, 8.8)
            y += 4.2
        y += 0.8
    f(14, 284, "Document traité par ordinateur", 7.2)
    f(196, 284, "Page 1/1", 7.2, "", "right")
    return bytes(pdf.output())


WRITERS = {"a3erp": a3erp, "contaplus": contaplus, "billage": billage, "murano": murano, "toconline": toconline,
           "keyinvoice": keyinvoice, "winmax": winmax}
