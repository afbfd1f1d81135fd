"""Seven page writers for the thirty-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of Italian, Spanish or Portuguese invoicing software (no logos, no trademarks, invented
suppliers): three on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, the platypus and fpdf2 set-ups, word wrapping, the buyer) are the shared ones of
evals/blind_corpus/drawing.py.

- primavera (reportlab platypus, DejaVu Sans Condensed): a Primavera-style ERP invoice, nl: the company left,
  `Origineel` right over the customer, `Factuur FA 2027/1187`, a grey-headed grid of facts (`Klantnr.`,
  `Btw-nr. klant`, `Datum` in ISO form, `Vervaldatum`, `Uw ref.`, `Betalingsvoorwaarde`, `Munt`), columns
  `Artikel` / `Omschrijving` / `Hoev.` / `Eh.` / `Prijs` / `Korting` / `Btw` / `Bedrag`, a VAT summary beside
  the totals (`Goederen`, `Kortingen`, `Totaal excl. btw`, `Btw`, `Totaal (EUR)`).
- moloni (fpdf2, Liberation Sans): a Moloni-style invoice, fr or nl: the company left, the document type and
  number right with `Original`, the client in a box, a grey row of facts (`Date`, `Échéance`, `Votre réf.`,
  `Conditions de paiement`), columns `Réf.` / `Désignation` / `Qté` / `Prix unit.` / `Rem.` / `TVA` / `Total`,
  a VAT summary with the exemption reason, totals (`Total brut`, `Remises`, `Total HT`, `TVA`, `Total (EUR)`),
  for a Portuguese issuer the QR code, the ATCUD and the certified-program line.
- fic (reportlab canvas, Liberation Sans): a Fatture in Cloud-style invoice, en or fr: the company left, the
  customer right, the title `Invoice no. 218/E of 25/11/2027` on one line, the order reference under it, a
  coloured header band `Code` / `Description` / `Qty` / `Unit price` / `VAT` / `Amount`, the VAT summary, totals
  (`Taxable amount`, `VAT`, `Total`, `Amount due`), payment method and the due-date schedule.
- danea (fpdf2, DejaVu Sans): a Danea Easyfatt-style invoice, de or nl: the company left, the addressee and the
  delivery address in two boxes right, a boxed fact row (`Dokument`, `Nr.`, `Datum` `26/11/2027`,
  `Kunden-Nr.`, `USt-IdNr.`, `Seite`), a ruled table whose first rows are the delivery note and order references
  in text, columns `Code` / `Beschreibung` / `Menge` / `ME` / `Preis` / `Rabatt %` (cascades `10+5`) / `Betrag`
  / `MwSt`, the VAT summary by code, a boxed totals row (`Summe Waren`, `Transportkosten`, `Nettobetrag`,
  `MwSt.-Betrag`, `Gesamtbetrag EUR`), the payment and due dates.
- quipu (reportlab canvas, DejaVu Sans): a Quipu-style online invoice, en or de: `Invoice` / `Rechnung` big left,
  the company right, a fact list (number, date, due date, PO), `Bill to`, columns `Concept` / `Quantity` /
  `Price` / `VAT` / `Total` (no article, no unit), totals (`Tax base`, `VAT 0%`, `Total`), notes, payment.
- contasimple (reportlab platypus, Liberation Sans): a Contasimple-style invoice, fr: `FACTURE` right with number
  and dates, `Émetteur` and `Client` boxes side by side, the reference, columns `Réf.` / `Description` / `Qté` /
  `Prix` / `Rem. %` / `Base` / `% TVA`, a VAT breakdown grid (`Base imposable`, `% TVA`, `Montant TVA`,
  `Total`), `TOTAL FACTURE`, the payment.
- phc (fpdf2, DejaVu Sans Condensed): a PHC-style ERP invoice, de or en: the company left, `Original` and the
  document right, the customer in the window, a boxed fact grid (`Kunde Nr.`, `USt-IdNr.`, `Datum`,
  `Fälligkeit`, `Ihre Referenz`, `Zahlungsbedingungen`), columns `Ref.` / `Bezeichnung` / `Menge` / `Einh.` /
  `Einzelpreis` / `Rab.` / `MwSt.` / `Betrag`, a VAT summary and a totals box, for a Portuguese issuer the QR
  code, the ATCUD and the certified-program line."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.graphics.barcode import qrencoder
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import D, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib, _style,  # noqa: E402
                     fp_wrap, place, register_fonts, rl_wrap)
register_fonts(*LIBERATION_SANS)

LAND = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
        "IT": {"nl": "Italië", "fr": "Italie", "de": "Italien", "en": "Italy"},
        "ES": {"nl": "Spanje", "fr": "Espagne", "de": "Spanien", "en": "Spain"},
        "PT": {"nl": "Portugal", "fr": "Portugal", "de": "Portugal", "en": "Portugal"}}


def _gross(inv: Invoice):
    return sum((line.gross for line in inv.lines), D("0.00"))


def _qr_text(inv: Invoice) -> str:
    """The Portuguese invoice QR code's fields (issuer, buyer, country, type, status, date, number, ATCUD, VAT
    space, totals, hash characters, certificate)."""
    return (f"A:{inv.supplier.vat[2:]}*B:{BUYER_VAT.replace('.', '')}*C:BE*D:FT*E:N*F:{inv.issued:%Y%m%d}*"
            f"G:{inv.invoice_no}*H:{inv.extra['atcud']}*I1:PT*I2:{inv.net_total:.2f}*N:0.00*"
            f"O:{inv.gross_total:.2f}*Q:{inv.extra['hash']}*R:{inv.extra['cert'].split('/')[0]}")


def _qr_fpdf(pdf, x: float, y: float, size: float, text: str) -> None:
    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData(text)
    qr.make()
    n = qr.getModuleCount()
    cell = size / n
    pdf.set_fill_color(0, 0, 0)
    for r in range(n):
        for c in range(n):
            if qr.isDark(r, c):
                pdf.rect(x + c * cell, y + r * cell, cell, cell, style="F")


# --- primavera (reportlab platypus, DejaVu Sans Condensed) ----------------------------------------------------------
def primavera(inv: Invoice) -> bytes:
    s = inv.supplier
    w = {"title": "Factuur", "orig": "Origineel", "to": "Aan",
         "head": ("Klantnr.", "Btw-nr. klant", "Datum", "Vervaldatum", "Uw ref.", "Betalingsvoorwaarde", "Munt"),
         "cols": ("Artikel", "Omschrijving", "Hoev.", "Eh.", "Prijs", "Korting", "Btw", "Bedrag"),
         "sum": ("Btw-overzicht", "Tarief", "Basis", "Btw"),
         "goods": "Goederen", "disc": "Kortingen", "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal (EUR)",
         "ship": "Leveringsbon", "pay": "Betaling per overschrijving op IBAN {iban} - BIC {bic}, met vermelding van "
                                         "de gestructureerde mededeling {ref}.", "vatno": "Btw-nr."}
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    lab = _style("pvl", 6.8, "DVC", grey=0.3)
    normal, right = _style("pvn", 8.1, "DVC"), _style("pvr", 8.1, "DVC", align=2)
    bold, bold_r = _style("pvb", 8.1, "DVCB"), _style("pvbr", 8.1, "DVCB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(LAND[s.country]['nl'])}<br/>Tel. {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"{w['vatno']} {escape(s.vat)}", _style("pvc", 8.3, "DVC", lead=10.4))
    customer = Paragraph(f"<font size=7 color='#555555'>{w['orig']}</font><br/><br/>"
                         f"<font size=7 color='#555555'>{w['to']}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                         f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(LAND['BE']['nl'])}",
                         _style("pvk", 8.8, "DVC", lead=11.2))
    top = Table([[company, customer]], colWidths=[108 * mm, 70 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(f"<b>{w['title']} {escape(inv.invoice_no)}</b>", _style("pvt", 13, "DVCB", lead=16))
    values = (inv.customer_no, BUYER_VAT, inv.issued.isoformat(), inv.due.isoformat(), inv.po_printed or "",
              inv.extra["terms"], "EUR")
    grid = Table([[Paragraph(escape(k), lab) for k in w["head"]], [Paragraph(escape(v), normal) for v in values]],
                 colWidths=[20 * mm, 29 * mm, 21 * mm, 21 * mm, 31 * mm, 40 * mm, 16 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.55, 0.55, 0.55)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (2, 4, 5, 6, 7) else bold)
             for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.discount) if line.discount else "0,00", right),
                     Paragraph(inv.number(inv.vat_rate), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[25 * mm, 65 * mm, 12 * mm, 9 * mm, 17 * mm, 14 * mm, 12 * mm, 24 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    gross = _gross(inv)
    summary = Table([[Paragraph(f"<b>{w['sum'][0]}</b>", bold), "", ""],
                     [Paragraph(w["sum"][1], lab), Paragraph(w["sum"][2], lab), Paragraph(w["sum"][3], lab)],
                     [Paragraph(inv.number(inv.vat_rate) + " %", normal), Paragraph(inv.number(inv.net_total), right),
                      Paragraph(inv.number(inv.vat_amount), right)]], colWidths=[18 * mm, 26 * mm, 22 * mm])
    summary.setStyle(TableStyle([("LINEBELOW", (0, 1), (-1, 1), 0.3, colors.grey), ("SPAN", (0, 0), (-1, 0)),
                                 ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    trows = [(w["goods"], gross, False), (w["disc"], inv.net_total - gross, False), (w["net"], inv.net_total, False),
             (w["vat"], inv.vat_amount, False), (w["gross"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(k), bold if b else normal), Paragraph(inv.number(v), bold_r if b else right)]
                 for k, v, b in trows], colWidths=[34 * mm, 28 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.9, 0.9)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[summary, tot]], colWidths=[110 * mm, 68 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 6 * mm), title, Spacer(1, 2 * mm), grid, Spacer(1, 5 * mm), table, Spacer(1, 4 * mm),
             foot, Spacer(1, 8 * mm), Paragraph(f"{w['ship']}: {escape(inv.extra['ship'])}", normal),
             Spacer(1, 1.6 * mm),
             Paragraph(escape(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.3)
        canvas.line(16 * mm, 17 * mm, 194 * mm, 17 * mm)
        canvas.drawString(16 * mm, 13 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register} · "
                                            f"{w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 9 * mm, "Pag. 1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- moloni (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def moloni(inv: Invoice) -> bytes:
    s, fr, pt = inv.supplier, inv.language == "fr", inv.supplier.country == "PT"
    w = ({"title": "Facture", "orig": "Original", "client": "Client", "vatno": "N° TVA", "nif": "NIF / TVA",
          "facts": ("Date", "Échéance", "Votre réf.", "Conditions de paiement"),
          "cols": ("Réf.", "Désignation", "Qté", "Prix unit.", "Rem.", "TVA", "Total"),
          "sum": ("Récapitulatif TVA", "Taux", "Base", "Montant", "Motif d'exonération"),
          "tot": ("Total brut", "Remises", "Total HT", "TVA", "Total (EUR)"),
          "pay": "Paiement par virement bancaire - IBAN {iban} - BIC/SWIFT {bic}",
          "cert": "Traité par programme certifié n° {cert}", "comm": "Communication structurée"}
         if fr else
         {"title": "Factuur", "orig": "Origineel", "client": "Klant", "vatno": "Btw-nr.", "nif": "Btw-nr.",
          "facts": ("Datum", "Vervaldatum", "Uw ref.", "Betalingsvoorwaarden"),
          "cols": ("Ref.", "Omschrijving", "Hoev.", "Eenheidsprijs", "Korting", "Btw", "Totaal"),
          "sum": ("Btw-overzicht", "Tarief", "Basis", "Bedrag", "Vrijstellingsreden"),
          "tot": ("Totaal bruto", "Kortingen", "Totaal excl. btw", "Btw", "Totaal (EUR)"),
          "pay": "Betaling per overschrijving - IBAN {iban} - BIC {bic}",
          "cert": "", "comm": "Gestructureerde mededeling"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    pdf.set_font("Lib", "B", 12.5)
    for k, row in enumerate(fp_wrap(pdf, s.name, 100)):
        f(15, 18 + k * 5.4, row, 12.5, "B")
    y0 = 18 + 5.4 * len(fp_wrap(pdf, s.name, 100))
    for k, text in enumerate([s.street, f"{place(inv)} {LAND[s.country][inv.language]}",
                              f"{w['nif']}: {s.vat}", f"Tel. {s.phone}", s.email]):
        f(15, y0 + k * 3.9, text, 8)
    f(195, 18, w["orig"], 7.5, "", "right")
    f(195, 26, w["title"], 15, "B", "right")
    f(195, 32.5, inv.invoice_no, 11, "", "right")
    pdf.set_draw_color(190, 190, 190)
    pdf.rect(118, 44, 77, 30)
    f(121, 49, w["client"], 7.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], LAND["BE"][inv.language],
                              f"{w['vatno']}: {BUYER_VAT}"]):
        f(121, 54 + k * 4.2, text, 8.8, "B" if k == 0 else "")
    values = (inv.day(inv.issued, "%d-%m-%Y"), inv.day(inv.due, "%d-%m-%Y"), inv.po_printed or "",
              inv.extra["terms"])
    xs = (15, 55, 95, 140)
    pdf.set_fill_color(240, 240, 240)
    pdf.rect(15, 82, 180, 11, style="F")
    for x, label, value in zip(xs, w["facts"], values):
        f(x + 2, 86, label, 7, "B")
        f(x + 2, 90.6, value, 8.6)
    y = 103
    cols = [(16, "l"), (40, "l"), (128, "r"), (150, "r"), (164, "r"), (176, "r"), (194, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(60, 60, 60)
    pdf.line(15, y + 2, 195, y + 2)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.3)
        desc = fp_wrap(pdf, line.description, 72)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "0%", inv.rate() + "%",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.3, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(40, y, more, 8.3)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(15, y + 2.2, 195, y + 2.2)
        y += 6
    y = max(y + 6, 160)
    f(15, y, w["sum"][0], 8, "B")
    for x, label in zip((15, 32, 58, 80), w["sum"][1:]):
        f(x, y + 5, label, 7.2, "B")
    reason = inv.statement.split(" : ")[0].split(": ")[0] if pt else ""
    f(15, y + 9.5, inv.rate() + "%", 8.2)
    f(52, y + 9.5, inv.number(inv.net_total), 8.2, "", "right")
    f(74, y + 9.5, inv.number(inv.vat_amount), 8.2, "", "right")
    f(80, y + 9.5, reason, 8.2)
    gross = _gross(inv)
    rows = [(w["tot"][0], gross), (w["tot"][1], inv.net_total - gross), (w["tot"][2], inv.net_total),
            (w["tot"][3], inv.vat_amount)]
    ty = y
    for label, value in rows:
        f(160, ty, label, 8.4, "", "right")
        f(194, ty, inv.number(value), 8.4, "", "right")
        ty += 5
    pdf.set_fill_color(45, 45, 45)
    pdf.rect(128, ty - 3.6, 67, 8, style="F")
    pdf.set_text_color(255, 255, 255)
    f(131, ty + 1.8, w["tot"][4], 10, "B")
    f(193, ty + 1.8, inv.number(inv.gross_total) + " €", 10, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y = ty + 16
    pdf.set_font("Lib", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8)
            y += 3.9
        y += 1.4
    if pt:
        _qr_fpdf(pdf, 15, 247, 27, _qr_text(inv))
        f(46, 256, f"ATCUD: {inv.extra['atcud']}", 7.6, "B")
        f(46, 260.5, f"{inv.extra['hash']}-{w['cert'].format(cert=inv.extra['cert'])}", 7)
    pdf.set_draw_color(190, 190, 190)
    pdf.line(15, 280, 195, 280)
    f(105, 284, f"{s.name} · {s.register} · {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- fic (reportlab canvas, Liberation Sans) ------------------------------------------------------------------------
def fic(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice no. {no} of {date}", "cust": "Customer", "vatno": "VAT No.", "tax": "Tax code",
          "order": "Your order no. {po} of {date}",
          "cols": ("Code", "Description", "Qty", "Unit price", "VAT", "Amount"),
          "sum": ("VAT rate", "Taxable amount", "VAT", "Description"), "nat": "Non-taxable art. 41 D.L. 331/93",
          "tot": ("Taxable amount", "VAT", "Total"), "due": "Amount due", "method": "Payment method",
          "bank": "Bank details", "sched": "Due dates"}
         if en else
         {"title": "Facture n° {no} du {date}", "cust": "Client", "vatno": "N° TVA", "tax": "Code fiscal",
          "order": "Votre référence : {po}",
          "cols": ("Code", "Description", "Qté", "Prix unitaire", "TVA", "Montant"),
          "sum": ("Taux TVA", "Base imposable", "TVA", "Nature"), "nat": "Non soumis art. 7-ter DPR 633/72",
          "tot": ("Base imposable", "TVA", "Total document"), "due": "Net à payer", "method": "Mode de paiement",
          "bank": "Coordonnées bancaires", "sched": "Échéances"})
    c = Canvas(w["title"].format(no=inv.invoice_no, date=inv.issued.strftime("%d/%m/%Y")), s.name)
    F, B = "LS", "LSB"
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    c.text(16, 20, s.name, 14, B)
    for k, text in enumerate([s.street, f"{place(inv)} - {LAND[s.country][inv.language]}",
                              f"{w['vatno']} {s.vat}", s.email, f"Tel. {s.phone}"]):
        c.text(16, 26 + k * 4.1, text, 8.6, F)
    c.text(120, 20, w["cust"], 7.6, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]} - {LAND['BE'][inv.language]}",
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 25.5 + k * 4.4, text, 9.2, B if k == 0 else F)
    c.text(16, 62, w["title"].format(no=inv.invoice_no, date=inv.issued.strftime("%d/%m/%Y")), 13, B)
    if inv.po_printed:
        c.text(16, 68, w["order"].format(po=inv.po_printed, date=inv.extra.get("po_date", "")), 8.8, F)
    y = 78
    c.c.setFillColorRGB(0.86, 0.92, 0.97)
    c.c.rect(16 * MM, c.height - (y + 2.2) * MM, 178 * MM, 7 * MM, stroke=0, fill=1)
    c.c.setFillGray(0)
    articles = any(line.article for line in inv.lines)
    xs = [(17, "left"), (44 if articles else 17, "left"), (137, "right"), (160, "right"), (172, "right"),
          (193, "right")]
    for k, ((x, al), head) in enumerate(zip(xs, w["cols"])):
        if k or articles:
            c.text(x, y + 2.4, head, 8, B, al)
    y += 10
    width = 76 if articles else 100
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, width * MM)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}".strip(), inv.number(line.price),
                  inv.rate() + "%", inv.number(line.amount)]
        for k, ((x, al), value) in enumerate(zip(xs, values)):
            if k or articles:
                c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(xs[1][0], y, more, 8.6, F)
        c.rule(16, y + 2.4, 194, 0.3, 0.8)
        y += 7
    y += 4
    c.text(16, y, w["sum"][0], 7.4, B)
    c.text(62, y, w["sum"][1], 7.4, B, "right")
    c.text(82, y, w["sum"][2], 7.4, B, "right")
    c.text(86, y, w["sum"][3], 7.4, B)
    c.rule(16, y + 1.4, 120, 0.3, 0.6)
    c.text(16, y + 5.4, inv.rate() + "%", 8.4, F)
    c.text(62, y + 5.4, inv.number(inv.net_total), 8.4, F, "right")
    c.text(82, y + 5.4, inv.number(inv.vat_amount), 8.4, F, "right")
    c.text(86, y + 5.4, w["nat"] if inv.reverse_charge else "", 8.4, F)
    ty = y
    for label, value in zip(w["tot"], (inv.net_total, inv.vat_amount, inv.gross_total)):
        c.text(165, ty, label, 8.8, F, "right")
        c.text(193, ty, eur(value), 8.8, F, "right")
        ty += 5.2
    c.fill(130, ty - 2.6, 64, 8, 0.9)
    c.text(133, ty + 2.6, w["due"], 10, B)
    c.text(193, ty + 2.6, eur(inv.gross_total), 10, B, "right")
    y = ty + 18
    for row in rl_wrap(inv.statement, F, 8.4, 178 * MM):
        c.text(16, y, row, 8.4, F)
        y += 4.2
    y += 5
    c.text(16, y, w["method"], 7.6, B)
    c.text(16, y + 4.4, inv.extra["terms"], 8.6, F)
    c.text(70, y, w["bank"], 7.6, B)
    c.text(70, y + 4.4, f"IBAN {inv.iban}", 8.6, F)
    c.text(70, y + 8.6, f"BIC/SWIFT {inv.bic}", 8.6, F)
    c.text(150, y, w["sched"], 7.6, B)
    c.text(150, y + 4.4, inv.due.strftime("%d/%m/%Y"), 8.6, F)
    c.text(193, y + 4.4, eur(inv.gross_total), 8.6, F, "right")
    c.rule(16, 280, 194, 0.3, 0.7)
    c.text(105, 284, f"{s.name} - {s.street} - {place(inv)} - {w['tax']} / {w['vatno']} {s.vat[2:]} - "
                     f"{s.register}", 6.8, F, "center", grey=0.35)
    return c.bytes()


# --- danea (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def danea(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"doc": "Rechnung", "to": "Rechnungsempfänger", "ship": "Lieferanschrift", "vatno": "MwSt.-Nr.",
          "facts": ("Dokument", "Nr.", "Datum", "Kunden-Nr.", "USt-IdNr.", "Seite"),
          "cols": ("Code", "Beschreibung", "Menge", "ME", "Preis", "Rabatt %", "Betrag", "MwSt"),
          "sum": ("Code", "Beschreibung", "Bemessungsgrundlage", "MwSt.-Betrag"),
          "nat": "Nicht steuerbar Art. 41 GvD 331/93",
          "tot": ("Summe Waren", "Transportkosten", "Nettobetrag", "MwSt.-Betrag", "Gesamtbetrag EUR"),
          "pay": "Zahlung", "bank": "Bank", "due": "Fälligkeiten", "warehouse": "Lager"}
         if de else
         {"doc": "Factuur", "to": "Factuuradres", "ship": "Leveringsadres", "vatno": "Btw-nr.",
          "facts": ("Document", "Nr.", "Datum", "Klantnr.", "Btw-nr. klant", "Pagina"),
          "cols": ("Code", "Omschrijving", "Hoev.", "Eh.", "Prijs", "Korting %", "Bedrag", "Btw"),
          "sum": ("Code", "Omschrijving", "Maatstaf van heffing", "Btw-bedrag"),
          "nat": "Niet belastbaar art. 41 D.L. 331/93",
          "tot": ("Totaal goederen", "Transportkosten", "Belastbaar bedrag", "Totaal btw", "Totaal factuur EUR"),
          "pay": "Betaling", "bank": "Bank", "due": "Vervaldagen", "warehouse": "Magazijn"})
    pdf = _fpdf(f"{w['doc']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(12, 18, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} - {LAND[s.country][inv.language]}",
                              f"{w['vatno']} {s.vat}", f"Tel. {s.phone}", s.email]):
        f(12, 24 + k * 3.8, text, 7.8)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    for x, label, rows in ((112, w["to"], [BUYER[0], BUYER[1], BUYER[2], LAND["BE"][inv.language].upper()]),
                           (112, w["ship"], [BUYER[0], f"{w['warehouse']} - {BUYER[1]}", BUYER[2],
                                             LAND["BE"][inv.language].upper()])):
        top = 14 if label == w["to"] else 40
        pdf.rect(x, top, 86, 23)
        f(x + 2, top + 3.6, label, 6.6, "I")
        for k, text in enumerate(rows):
            f(x + 2, top + 8.2 + k * 3.9, text, 8.2, "B" if k == 0 else "")
    values = (w["doc"], inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.customer_no, BUYER_VAT, "1")
    xs = (12, 46, 76, 104, 130, 176, 198)
    pdf.rect(12, 70, 186, 11)
    for k in range(6):
        if k:
            pdf.line(xs[k], 70, xs[k], 81)
        f(xs[k] + 1.5, 73.6, w["facts"][k], 6.6, "I")
        f(xs[k] + 1.5, 78.6, values[k], 8.6, "B" if k < 2 else "")
    cols = [(13, "l"), (36, "l"), (128, "r"), (130, "l"), (153, "r"), (169, "r"), (189, "r"), (191, "l")]
    edges = (12, 35, 113, 129, 139, 154, 170, 190, 198)
    top = 86
    pdf.set_fill_color(232, 232, 232)
    pdf.rect(12, top, 186, 6, style="DF")
    for (x, al), head in zip(cols, w["cols"]):
        f(x if al == "l" else x, top + 4.2, head, 7, "B", "right" if al == "r" else "left")
    y = top + 10.5
    refs = [inv.extra["ddt"]]
    if inv.po_printed:
        ordered = inv.issued - timedelta(days=21)     # the PO's order date
        refs.append(inv.extra["po_label"].format(po=inv.po_printed, date=ordered.strftime("%d.%m.%Y")))
    for text in refs:
        f(36, y, text, 7.8, "I")
        y += 4.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 7.8)
        desc = fp_wrap(pdf, line.description, 75)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  line.discount_text, inv.number(line.amount), "41"]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 7.8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(36, y, more, 7.8)
        y += 4.8
    bottom = 196
    pdf.rect(12, top, 186, bottom - top)
    for x in edges[1:-1]:
        pdf.line(x, top, x, bottom)
    y = bottom + 6
    for x, label in zip((12, 26, 112, 150), w["sum"]):
        f(x, y, label, 6.8, "B")
    f(12, y + 4.6, "41", 7.8)
    f(26, y + 4.6, w["nat"], 7.8)
    f(146, y + 4.6, inv.number(inv.net_total), 7.8, "", "right")
    f(176, y + 4.6, inv.number(inv.vat_amount), 7.8, "", "right")
    y += 10
    pdf.set_font("DejaVu", "", 7.4)
    for row in fp_wrap(pdf, inv.statement, 186):
        f(12, y, row, 7.4)
        y += 3.6
    charge = sum((a for _, a in inv.adjustment_amounts()), D("0.00"))
    values = (inv.subtotal, charge, inv.net_total, inv.vat_amount, inv.gross_total)
    box = 232
    xs = (12, 46, 80, 118, 152, 198)
    pdf.rect(12, box, 186, 12)
    for k in range(5):
        if k:
            pdf.line(xs[k], box, xs[k], box + 12)
        f(xs[k] + 1.5, box + 3.8, w["tot"][k], 6.6, "I")
        f(xs[k + 1] - 1.5, box + 9.2, inv.number(values[k]), 9 if k == 4 else 8.4, "B" if k == 4 else "", "right")
    y = box + 19
    f(12, y, f"{w['pay']}: {inv.extra['terms']}", 7.8)
    f(12, y + 4.2, f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}", 7.8)
    f(12, y + 8.4, f"{w['due']}: {inv.due.strftime('%d/%m/%Y')}  {inv.number(inv.gross_total)}", 7.8)
    f(105, 287, f"{s.name} - {s.register} - {w['vatno']} {s.vat}", 6.4, "", "center")
    return bytes(pdf.output())


# --- quipu (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def quipu(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Invoice number", "Issue date", "Due date", "PO number"), "to": "Bill to",
          "cols": ("Concept", "Quantity", "Price", "VAT", "Total"), "base": "Tax base", "vat": "VAT {rate}%",
          "total": "Total", "notes": "Notes", "pay": "Payment method: {terms} · IBAN {iban} · BIC {bic}",
          "vatno": "VAT"}
         if en else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum",
                                         "Ihre Bestellnummer"), "to": "Rechnungsempfänger",
          "cols": ("Beschreibung", "Menge", "Preis", "MwSt.", "Gesamt"), "base": "Bemessungsgrundlage",
          "vat": "MwSt. {rate} %", "total": "Gesamtbetrag", "notes": "Hinweise",
          "pay": "Zahlungsart: {terms} · IBAN {iban} · BIC {bic}", "vatno": "USt-IdNr."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c.text(18, 26, w["title"], 24, B, grey=0.15)
    c.text(192, 18, s.name, 10, B, "right")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}, {LAND[s.country][inv.language]}",
                              f"{w['vatno']} {s.vat}", s.email, s.phone]):
        c.text(192, 23 + k * 4, text, 8, F, "right", grey=0.3)
    values = (inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.due.strftime("%d/%m/%Y"), inv.po_printed or "")
    y = 50
    for label, value in zip(w["facts"], values):
        if value:
            c.text(18, y, label, 8, F, grey=0.45)
            c.text(58, y, value, 8.6, B if label == w["facts"][0] else F)
            y += 5.2
    c.text(118, 50, w["to"], 8, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]}, {LAND['BE'][inv.language]}",
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(118, 55.2 + k * 4.6, text, 8.8, B if k == 0 else F)
    y = 86
    xs = [(18, "left"), (128, "right"), (152, "right"), (168, "right"), (192, "right")]
    for (x, al), head in zip(xs, w["cols"]):
        c.text(x, y, head.upper(), 7, B, al, grey=0.45)
    c.rule(18, y + 2.2, 192, 0.6, 0.2)
    y += 8
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 96 * MM)
        values = [desc[0], inv.qty(line), inv.number(line.price), inv.rate() + "%", inv.number(line.amount)]
        for (x, al), value in zip(xs, values):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4.2
            c.text(18, y, more, 8.6, F)
        c.rule(18, y + 2.8, 192, 0.3, 0.85)
        y += 7.6
    y += 4
    for label, value, strong in ((w["base"], inv.net_total, False),
                                 (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
                                 (w["total"], inv.gross_total, True)):
        if strong:
            c.rule(122, y - 4, 192, 0.6, 0.2)
            y += 1
        c.text(150, y, label, 10 if strong else 8.8, B if strong else F, "right")
        c.text(192, y, eur(value), 10 if strong else 8.8, B if strong else F, "right")
        y += 6
    y += 10
    c.text(18, y, w["notes"].upper(), 7, B, grey=0.45)
    y += 5
    for row in rl_wrap(inv.statement, F, 8.2, 174 * MM):
        c.text(18, y, row, 8.2, F)
        y += 4.2
    y += 3
    for row in rl_wrap(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic), F, 8.2, 174 * MM):
        c.text(18, y, row, 8.2, F)
        y += 4.2
    c.text(105, 284, s.register, 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- contasimple (reportlab platypus, Liberation Sans) --------------------------------------------------------------
def contasimple(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    normal, right = _style("csn", 8.4, "LS"), _style("csr", 8.4, "LS", align=2)
    bold, bold_r = _style("csb", 8.4, "LSB"), _style("csbr", 8.4, "LSB", align=2)
    lab = _style("csl", 7.2, "LSB", grey=0.35)
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b>", _style("csh", 12, "LSB", lead=15)),
                   Paragraph("<b>FACTURE</b>", _style("cst", 18, "LSB", align=2, lead=22))],
                  ["", Paragraph(f"N° de facture : <b>{escape(inv.invoice_no)}</b><br/>"
                                 f"Date : {inv.issued:%d/%m/%Y}<br/>Échéance : {inv.due:%d/%m/%Y}",
                                 _style("csd", 8.8, "LS", align=2, lead=12))]], colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    issuer = "<br/>".join(escape(t) for t in (s.name, s.street, f"{s.postal_code} {s.city}", LAND[s.country]["fr"],
                                              f"N° TVA : {s.vat}", f"Tél. : {s.phone}", s.email))
    client = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], LAND["BE"]["fr"],
                                              f"N° TVA : {BUYER_VAT}", f"Code client : {inv.customer_no}"))
    boxes = Table([[Paragraph("ÉMETTEUR", lab), Paragraph("CLIENT", lab)],
                   [Paragraph(issuer, _style("csi", 8.4, "LS", lead=10.8)),
                    Paragraph(client, _style("csc", 8.6, "LS", lead=11))]], colWidths=[89 * mm, 89 * mm])
    boxes.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.5, colors.Color(0.6, 0.6, 0.6)),
                               ("BOX", (1, 0), (1, -1), 0.5, colors.Color(0.6, 0.6, 0.6)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.95, 0.97)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k >= 2 else bold)
             for k, h in enumerate(("Réf.", "Description", "Qté", "Prix", "Rem. %", "Base", "% TVA"))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right), Paragraph(inv.number(inv.vat_rate), right)])
    table = Table(rows, colWidths=[24 * mm, 72 * mm, 13 * mm, 17 * mm, 15 * mm, 22 * mm, 15 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.35, 0.5)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    for k in range(7):
        rows[0][k].style = _style(f"csw{k}", 8.4, "LSB", align=2 if k >= 2 else 0, grey=1)
    vat = Table([[Paragraph(h, lab) for h in ("Base imposable", "% TVA", "Montant TVA", "Total")],
                 [Paragraph(eur(inv.net_total), right), Paragraph(inv.number(inv.vat_rate) + " %", right),
                  Paragraph(eur(inv.vat_amount), right), Paragraph(eur(inv.gross_total), right)]],
                colWidths=[34 * mm, 20 * mm, 30 * mm, 34 * mm], hAlign="RIGHT")
    vat.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                             ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.95, 0.97))]))
    grand = Table([[Paragraph("<b>TOTAL FACTURE</b>", _style("csg", 11, "LSB")),
                    Paragraph(f"<b>{eur(inv.gross_total)}</b>", _style("csgr", 11, "LSB", align=2))]],
                  colWidths=[50 * mm, 34 * mm], hAlign="RIGHT")
    grand.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 1, colors.black)]))
    story = [head, Spacer(1, 6 * mm), boxes, Spacer(1, 4 * mm),
             Paragraph(f"Référence : {escape(inv.po_printed or '')}", normal), Spacer(1, 3 * mm), table,
             Spacer(1, 5 * mm), vat, Spacer(1, 3 * mm), grand, Spacer(1, 8 * mm),
             Paragraph("<b>Mode de paiement :</b> virement bancaire", normal), Spacer(1, 1 * mm),
             Paragraph(escape(f"IBAN : {inv.iban} - BIC : {inv.bic}"), normal), Spacer(1, 1 * mm),
             Paragraph(escape(f"Communication structurée : {inv.payment_ref}"), normal), Spacer(1, 1 * mm),
             Paragraph(escape(f"Conditions : {inv.extra['terms']}"), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 11 * mm, f"{s.name} - {s.register} - TVA {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- phc (fpdf2, DejaVu Sans Condensed) -----------------------------------------------------------------------------
def phc(inv: Invoice) -> bytes:
    s, de, pt = inv.supplier, inv.language == "de", inv.supplier.country == "PT"
    w = ({"doc": "Rechnung", "orig": "Original", "vatno": "USt-IdNr.",
          "facts": ("Kunde Nr.", "USt-IdNr. Kunde", "Datum", "Fälligkeit", "Ihre Referenz", "Zahlungsbedingungen"),
          "cols": ("Ref.", "Bezeichnung", "Menge", "Einh.", "Einzelpreis", "Rab.", "MwSt.", "Betrag"),
          "sum": ("MwSt.-Satz", "Basis", "MwSt.", "Befreiungsgrund"), "gross": "Summe Positionen",
          "net": "Summe netto", "vat": "MwSt.", "total": "Gesamtbetrag EUR", "bank": "Bankverbindung",
          "comm": "Strukturierte Mitteilung", "dfmt": "%d.%m.%Y", "cert": "", "object": "Gerät"}
         if de else
         {"doc": "Invoice", "orig": "Original", "vatno": "VAT no.",
          "facts": ("Customer no.", "Customer VAT no.", "Date", "Due date", "Your ref.", "Payment terms"),
          "cols": ("Ref.", "Description", "Qty", "Unit", "Unit price", "Disc.", "VAT", "Amount"),
          "sum": ("VAT rate", "Base", "VAT", "Exemption reason"), "gross": "Goods total",
          "net": "Total excl. VAT", "vat": "VAT", "total": "Total EUR", "bank": "Bank details",
          "comm": "Payment reference", "dfmt": "%d-%m-%Y", "cert": "Processed by certified program no. {cert}",
          "object": "Equipment"})
    pdf = _fpdf(f"{w['doc']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(14, 17, s.name, 12, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} · {LAND[s.country][inv.language]}",
                              f"Tel. {s.phone} · {s.email}", f"{w['vatno']} {s.vat}"]):
        f(14, 22.5 + k * 3.8, text, 7.8)
    f(196, 17, w["orig"], 7.4, "", "right")
    f(196, 24, f"{w['doc']} {inv.invoice_no}", 12.5, "B", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], LAND["BE"][inv.language]]):
        f(118, 48 + k * 4.6, text, 9.2, "B" if k == 0 else "")
    dfmt = w["dfmt"]
    values = (inv.customer_no, BUYER_VAT, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.po_printed or "",
              inv.extra["terms"])
    xs = (14, 38, 70, 94, 118, 150, 196)
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.2)
    pdf.set_fill_color(225, 230, 236)
    pdf.rect(14, 74, 182, 5, style="DF")
    pdf.rect(14, 79, 182, 6)
    for k in range(6):
        if k:
            pdf.line(xs[k], 74, xs[k], 85)
        f(xs[k] + 1.2, 77.6, w["facts"][k], 6.8, "B")
        f(xs[k] + 1.2, 83.2, values[k], 8.2)
    y = 92
    if "vehicle" in inv.extra:
        f(14, y, f"{w['object']}: {inv.extra['vehicle']}", 8.2)
        y += 6
    cols = [(15, "l"), (40, "l"), (128, "r"), (130, "l"), (156, "r"), (166, "r"), (177, "r"), (195, "r")]
    pdf.set_fill_color(225, 230, 236)
    pdf.rect(14, y - 4, 182, 6, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.2)
        desc = fp_wrap(pdf, line.description, 74)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "0%", inv.rate() + "%",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(40, y, more, 8.2)
        pdf.set_draw_color(205, 205, 205)
        pdf.line(14, y + 2, 196, y + 2)
        y += 5.8
    y = max(y + 8, 170)
    pdf.set_draw_color(90, 90, 90)
    f(14, y, w["sum"][0], 7.2, "B")
    f(52, y, w["sum"][1], 7.2, "B", "right")
    f(72, y, w["sum"][2], 7.2, "B", "right")
    f(76, y, w["sum"][3], 7.2, "B")
    pdf.line(14, y + 1.4, 120, y + 1.4)
    f(14, y + 5.6, inv.rate() + "%", 8.2)
    f(52, y + 5.6, inv.number(inv.net_total), 8.2, "", "right")
    f(72, y + 5.6, inv.number(inv.vat_amount), 8.2, "", "right")
    if pt:
        f(76, y + 5.6, "M16 - Art. 14 RITI", 8.2)
    rows = []
    if inv.adjustments:
        rows.append((w["gross"], inv.subtotal, False))
        rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [(w["net"], inv.net_total, False), (f"{w['vat']} {inv.rate()}%", inv.vat_amount, False),
             (w["total"], inv.gross_total, True)]
    top = y - 4.4
    pdf.rect(130, top, 66, 5.6 * len(rows) + 2)
    ty = y
    for label, value, strong in rows:
        f(133, ty, label, 8.8 if strong else 8.2, "B" if strong else "")
        f(194, ty, inv.number(value), 8.8 if strong else 8.2, "B" if strong else "", "right")
        ty += 5.6
    y = max(ty, y + 12) + 8
    pdf.set_font("Cond", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 182):
            f(14, y, row, 8)
            y += 3.9
        y += 1.2
    if pt:
        _qr_fpdf(pdf, 14, 244, 28, _qr_text(inv))
        f(46, 254, f"ATCUD: {inv.extra['atcud']}", 7.8, "B")
        f(46, 258.5, f"{inv.extra['hash']}-{w['cert'].format(cert=inv.extra['cert'])}", 7.2)
    pdf.line(14, 279, 196, 279)
    f(14, 283, f"{s.name} · {s.register}", 6.6)
    f(196, 283, "1/1", 6.6, "", "right")
    return bytes(pdf.output())


WRITERS = {"primavera": primavera, "moloni": moloni, "fic": fic, "danea": danea, "quipu": quipu,
           "contasimple": contasimple, "phc": phc}
