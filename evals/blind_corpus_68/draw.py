"""Seven page writers for the sixty-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of ERP software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The drawing helpers are evals/blind_corpus/drawing.py's, imported.

- inforln (reportlab platypus, DejaVu Sans Condensed): an Infor LN sales-invoice report, en or nl: the document
  title and a framed fact block right (`Invoice` / `Factuur`, `Date`, `Page`), `Sold-to Business Partner`,
  `Invoice-to`, `Your Order` / `Uw order`, `Our Order`, columns `Pos.` / `Item` / `Description` / `Quantity` /
  `Unit` / `Price` / `Disc. %` / `Amount`, totals `Total Goods`, charges, `Total excl. VAT`, `VAT`, `Invoice Amount`.
- syteline (fpdf2, Liberation Sans): an Infor CloudSuite Industrial (SyteLine) invoice, en or fr: a boxed header
  grid (`Invoice`, `Invoice Date`, `Customer`, `Customer PO`, `Order`, `Terms`), `Bill To` / `Ship To`, columns
  `Line` / `Item` / `Description` / `U/M` / `Qty Shipped` / `Unit Price` / `Disc %` / `Extended Price`, totals
  `Sales Amount`, `Sales Tax`, `Invoice Total`.
- psipenta (reportlab canvas, Liberation Sans): a PSIpenta DIN letter, de or nl: the info block right
  (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellung` with its date, `Auftrags-Nr.`, `Lieferschein`),
  columns `Pos.` / `Menge` / `ME` / `Bezeichnung` (the article number under the name: `Art.-Nr. …`) / `Preis` /
  `Wert EUR`, totals `Warenwert`, the discount, `Nettowert`, `MwSt`, `Endbetrag`.
- applus (Typst, DejaVu Sans): an APplus (Asseco) invoice, de or en: the sender line, a fact table right
  (`Rechnung Nr.`, `Datum` written out, `Kunden-Nr.`, `Ihre Bestellung`, `Unser Auftrag`, `Ansprechpartner`),
  columns `Pos.` / `Artikel` / `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` / `Rabatt %` / `Gesamtpreis`,
  totals `Summe netto`, `USt`, `Rechnungsbetrag EUR`.
- godesys (fpdf2, DejaVu Sans): a godesys ERP invoice, de: a grey fact bar (`Rechnung`, `Datum`, `Kunden-Nr.`,
  `Ihre Bestellnr.`, `Auftrag`, `Lieferdatum`), columns `Pos` / `Artikel-Nr.` / `Artikelbezeichnung` / `Menge` /
  `Einheit` / `Preis` / `Betrag`, totals `Positionssumme`, `Fracht`, `Verpackung`, `Nettobetrag`, `MwSt`,
  `Bruttobetrag`; Swiss-locale numbers.
- myfactory (Typst, Liberation Sans): a myfactory cloud-ERP invoice, nl or fr: the address left, a fact list right,
  columns `Pos.` / `Art.-Nr.` (only when a line has one) / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` /
  `Totaal`, totals `Subtotaal`, charges, `Totaal netto`, `Btw`, `Totaal bruto`.
- ramco (reportlab canvas, DejaVu Sans): a Ramco ERP invoice, en: a ruled header grid (`Invoice No`, `Invoice
  Date`, `Customer Code`, `Currency`, `Org. Unit`), `Bill To`, columns `S.No` / `Item Code` / `Item Description` /
  `UOM` / `Qty` / `Rate` / `Amount`, totals `Total Basic Value`, `Tax Amount`, `Invoice Amount`."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "IE": {"en": "Ireland"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "AT": {"de": "Österreich", "en": "Austria"},
           "LU": {"en": "Luxembourg", "de": "Luxemburg", "fr": "Luxembourg"}, "FR": {"en": "France", "fr": "France"}}


# --- inforln (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def inforln(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "box": ("Invoice", "Invoice Date", "Page"), "sold": "Sold-to Business Partner",
          "to": "Invoice-to Address", "facts": ("Your Order", "Our Order", "Delivery Note", "Payment Terms",
                                                "Due Date", "Your VAT No."),
          "cols": ("Pos.", "Item", "Description", "Quantity", "Unit", "Price", "Disc. %", "Amount"),
          "sub": "Total Goods", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Invoice Amount EUR",
          "vatno": "VAT No.", "pay": "Please remit to IBAN {iban}, BIC {bic}, stating invoice {no}.",
          "dfmt": "%d-%b-%Y"}
         if en else
         {"title": "FACTUUR", "box": ("Factuur", "Factuurdatum", "Pagina"), "sold": "Verkoop-aan relatie",
          "to": "Factuuradres", "facts": ("Uw order", "Onze order", "Leverbon", "Betalingsconditie", "Vervaldatum",
                                          "Uw btw-nr."),
          "cols": ("Pos.", "Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Kort. %", "Bedrag"),
          "sub": "Totaal goederen", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Factuurbedrag EUR",
          "vatno": "Btw-nr.", "pay": "Gelieve te betalen op IBAN {iban}, BIC {bic}, met vermelding {ref}.",
          "dfmt": "%d-%m-%Y"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    small = _style("lns", 6.9, "DVC", grey=0.35)
    normal, right = _style("lnn", 8.2, "DVC"), _style("lnr", 8.2, "DVC", align=2)
    bold, bold_r = _style("lnb", 8.2, "DVCB"), _style("lnbr", 8.2, "DVCB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(w['vatno'])} {escape(s.vat)}",
                        _style("lnc", 8.4, "DVC", lead=10.6))
    box = Table([[Paragraph(escape(k), small) for k in w["box"]],
                 [Paragraph(f"<b>{escape(inv.invoice_no)}</b>", normal),
                  Paragraph(inv.day(inv.issued, w["dfmt"]), normal), Paragraph("1 / 1", normal)]],
                colWidths=[30 * mm, 24 * mm, 14 * mm])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    head = Table([[company, [Paragraph(f"<b>{w['title']}</b>", _style("lnt", 15, "DVCB", align=2, lead=19)),
                             Spacer(1, 2 * mm), box]]], colWidths=[108 * mm, 70 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    buyer = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    values = (inv.po_printed or "", inv.extra["ours"], inv.extra["delivery"], inv.extra["terms"],
              inv.day(inv.due, w["dfmt"]), BUYER_VAT)
    facts = Table([[Paragraph(escape(k), small), Paragraph(escape(v), normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[28 * mm, 44 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    addr = Table([[[Paragraph(escape(w["sold"]) + f"  {escape(inv.customer_no)}", small),
                    Paragraph(buyer, _style("lna", 8.8, "DVC", lead=11))],
                   [Paragraph(escape(w["to"]), small), Paragraph(buyer, _style("lna2", 8.8, "DVC", lead=11))],
                   facts]], colWidths=[54 * mm, 52 * mm, 72 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (0, 3, 5, 6, 7) else bold)
             for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(10 * (k + 1)), right), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    widths = [10, 27, 63 if discounts else 75, 17, 10, 17, 12 if discounts else 0, 22]
    if not discounts:
        rows = [r[:6] + r[7:] for r in rows]
        widths = widths[:6] + widths[7:]
    table = Table(rows, colWidths=[x * mm for x in widths])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [head, Spacer(1, 8 * mm), addr, Spacer(1, 7 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no, ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone} · {s.email}")
        canvas.drawString(16 * mm, 8 * mm, "tdsls4404m000")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- syteline (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def syteline(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "grid": ("Invoice", "Invoice Date", "Customer", "Customer PO", "Order", "Terms"),
          "bill": "Bill To:", "ship": "Ship To:", "via": "Ship Via",
          "cols": ("Line", "Item", "Description", "U/M", "Qty Shipped", "Unit Price", "Disc %", "Extended Price"),
          "sub": "Sales Amount", "net": "Net Amount", "vat": "Sales Tax (VAT {rate}%)", "gross": "Invoice Total EUR",
          "remit": "Remit to", "vatno": "VAT Reg. No."}
         if en else
         {"title": "FACTURE", "grid": ("Facture", "Date facture", "Client", "Bon de commande", "Commande",
                                       "Conditions"),
          "bill": "Facturer à :", "ship": "Livrer à :", "via": "Expédition",
          "cols": ("Ligne", "Article", "Description", "U/M", "Qté livrée", "Prix unit.", "Rem. %", "Montant"),
          "sub": "Montant ventes", "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total facture EUR",
          "remit": "Paiement", "vatno": "N° TVA"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}",
                              f"{s.phone} · {s.email}", f"{w['vatno']} {s.vat}"]):
        f(16, 23.5 + k * 4, text, 8)
    f(194, 19, w["title"], 18, "B", "right")
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y"), inv.customer_no, inv.po_printed or "",
              inv.extra["order"], inv.extra["terms"])
    xs = (16, 45, 72, 99, 133, 163, 194)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(16, 44, 178, 5, style="DF")
    pdf.rect(16, 49, 178, 6.5)
    for k, (label, value) in enumerate(zip(w["grid"], values)):
        if k:
            pdf.line(xs[k], 44, xs[k], 55.5)
        f(xs[k] + 1.2, 47.7, label, 7, "B")
        f(xs[k] + 1.2, 53.5, value, 8.6, "B" if k == 0 else "")
    for x, label in ((16, w["bill"]), (108, w["ship"])):
        f(x, 64, label, 7.6, "B")
        for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
            f(x + 4, 69 + k * 4.3, text, 9)
    f(16, 90, f"{w['vatno']} {BUYER_VAT}", 8)
    f(108, 90, f"{w['via']}: {inv.extra['ship']}", 8)
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "l"), (26, "l"), (52, "l"), (117, "l"), (140, "r"), (160, "r"), (174, "r"), (194, "r")]
    y = 101
    pdf.set_fill_color(40, 40, 40)
    pdf.rect(16, y - 4, 178, 5.8, style="F")
    pdf.set_text_color(255, 255, 255)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k == 6 and not discounts:
            continue
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 63)
        values = [str(k + 1), line.article or "", desc[0], line.unit, inv.qty(line), inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(52, y, more, 8.4)
        y += 6
    pdf.set_line_width(0.3)
    pdf.line(16, y - 3, 194, y - 3)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("Lib", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [f"{w['remit']}: {s.name} · IBAN {inv.iban} · BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"Communication structurée : {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8)
            y += 4
        y += 1.5
    f(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- psipenta (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def psipenta(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "vom",
                                         "Auftrags-Nr.", "Lieferschein"),
          "cols": ("Pos.", "Menge", "ME", "Bezeichnung", "Preis/ME", "Wert EUR"), "art": "Art.-Nr.",
          "sub": "Warenwert", "net": "Nettowert", "vat": "MwSt. {rate} %", "gross": "Endbetrag EUR",
          "hello": "Wir berechnen Ihnen für unsere Lieferung:", "dfmt": "%d.%m.%Y",
          "pay": "Zahlbar bis {due} ohne Abzug. Bankverbindung: IBAN {iban}, BIC {bic}.", "vatno": "USt-IdNr."}
         if de else
         {"title": "Factuur", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Uw bestelling", "van", "Ordernr.",
                                        "Pakbon"),
          "cols": ("Pos.", "Aantal", "Eenh.", "Omschrijving", "Prijs/eenh.", "Bedrag EUR"), "art": "Art.nr.",
          "sub": "Goederenwaarde", "net": "Nettowaarde", "vat": "Btw {rate} %", "gross": "Eindbedrag EUR",
          "hello": "Voor onze levering brengen wij u in rekening:", "dfmt": "%d-%m-%Y",
          "pay": "Te betalen vóór {due} zonder aftrek. Bank: IBAN {iban}, BIC {bic}.", "vatno": "Btw-nr."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 16, s.name, 12.5, B, "right")
    c.text(192, 21, f"{s.street} · {place(inv)}", 8, F, "right", grey=0.3)
    c.text(22, 46, f"{s.name} · {s.street} · {place(inv)}", 6.5, F, grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(22, 53 + k * 4.5, text, 9.8, F)
    values = (inv.invoice_no, inv.day(inv.issued, w["dfmt"]), inv.customer_no, inv.po_printed or "",
              inv.extra["po_date"], inv.extra["ours"], inv.extra["delivery"])
    y = 50
    for label, value in zip(w["facts"], values):
        if value:
            c.text(128, y, label, 8, F, grey=0.35)
            c.text(160, y, value, 8, B if label == w["facts"][0] else F)
            y += 4.3
    c.text(22, 92, f"{w['title']} {inv.invoice_no}", 13, B)
    c.text(22, 99, f"{w['vatno']} {BUYER_VAT}", 8, F)
    c.text(22, 106, w["hello"], 9, F)
    y = 116
    cols = [(22, "left"), (46, "right"), (48, "left"), (62, "left"), (166, "right"), (192, "right")]
    c.rule(22, y - 4, 192, 0.6)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    c.rule(22, y + 1.8, 192, 0.6)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.6, 80 * MM)
        for (x, al), value in zip(cols, (f"{k + 1:03d}", inv.qty(line), line.unit, desc[0], inv.number(line.price),
                                         inv.number(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(62, y, more, 8.6, F)
        y += 3.9
        c.text(62, y, f"{w['art']} {line.article}", 7.6, F, grey=0.35)
        y += 6
    c.rule(22, y - 3, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(166, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 4.8
    y += 6
    for text in [inv.statement, w["pay"].format(due=inv.day(inv.due, w["dfmt"]), iban=inv.iban, bic=inv.bic),
                 inv.extra["terms"]]:
        for row in rl_wrap(text, F, 8.4, 170 * MM):
            c.text(22, y, row, 8.4, F)
            y += 4
        y += 1.5
    c.rule(22, 272, 192, 0.3, grey=0.6)
    foot = [[s.name, s.street, place(inv)], [s.register, f"{w['vatno']} {s.vat}", s.phone],
            [s.email, f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((22, 82, 140), foot):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- applus (Typst, DejaVu Sans) -------------------------------------------------------------------------------------
def applus(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnung Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "Unser Auftrag",
                                         "Ansprechpartner", "Ihre UID"),
          "cols": ("Pos.", "Artikel", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Rab. %", "Gesamtpreis"),
          "sub": "Summe Positionen", "net": "Summe netto", "vat": "USt. {rate} %", "gross": "Rechnungsbetrag EUR",
          "pay": "Zahlungsbedingung: {terms}, fällig am {due}. IBAN {iban}, BIC {bic}.", "dfmt": "%d.%m.%Y",
          "vatno": "UID-Nr."}
         if de else
         {"title": "Invoice", "facts": ("Invoice No.", "Date", "Customer No.", "Your PO No.", "Our Order",
                                        "Contact", "Your VAT No."),
          "cols": ("Pos.", "Item", "Description", "Qty", "Unit", "Unit Price", "Disc. %", "Total Price"),
          "sub": "Total items", "net": "Total net", "vat": "VAT {rate} %", "gross": "Invoice Amount EUR",
          "pay": "Terms of payment: {terms}, due {due}. IBAN {iban}, BIC {bic}.", "dfmt": "%d/%m/%Y",
          "vatno": "VAT No."})
    values = (inv.invoice_no, _issued(inv, w["dfmt"]), inv.customer_no, inv.po_printed or "", inv.extra["ours"],
              inv.extra["contact"], BUYER_VAT)
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 14mm, bottom: 28mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(150)) #set text(size: 6.6pt, fill: luma(80))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + COUNTRY[s.country][inv.language])}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.phone)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(s.email)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        f'#align(right, text(size: 14pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(s.name)}])\n#v(14mm)\n'
        '#grid(columns: (1fr, 72mm), column-gutter: 10mm,\n'
        f'  [#text(size: 6.2pt)[{ts(s.name + " · " + s.street + " · " + place(inv))}] #v(1mm) '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}],\n'
        '  table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(8mm)\n'
        f'#text(size: 15pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(4mm)\n')
    keep = [k for k in range(8) if discounts or k != 6]
    widths = {0: "9mm", 1: "20mm", 2: "1fr", 3: "14mm", 4: "10mm", 5: "20mm", 6: "17mm", 7: "22mm"}
    rows = []
    for n, line in enumerate(inv.lines):
        cells = {0: f'[{ts(str(n + 1))}]', 1: f'[{ts(line.article or "")}]', 2: f'[{ts(line.description)}]',
                 3: f'align(right)[{ts(inv.qty(line))}]', 4: f'[{ts(line.unit)}]',
                 5: f'align(right)[{ts(inv.number(line.price))}]',
                 6: f'align(right)[{ts(inv.pct(line.discount) if line.discount else "")}]',
                 7: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#1f4e79") } else { 0.3pt + luma(200) }), fill: (x, y) => if y == 0 { rgb("#e8eef5") },'
            ' inset: (x: 1.2mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k in (3, 5, 6, 7) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], due=inv.day(inv.due, "%d.%m.%Y" if de else "%d/%m/%Y"),
                              iban=inv.iban, bic=inv.bic)) + "\n"
    return _typst(src)


# --- godesys (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def godesys(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(194, 17, s.name, 12, "B", "right")
    f(194, 22, f"{s.street} · D-{place(inv)}", 7.6, "", "right")
    f(194, 26, f"Telefon {s.phone} · {s.email}", 7.6, "", "right")
    f(20, 46, f"{s.name} · {s.street} · D-{place(inv)}", 6.2)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Eingangsrechnungen", BUYER[1], f"B-{BUYER[2]}", "Belgien"]):
        f(20, 52 + k * 4.4, text, 9.4)
    f(20, 86, "Rechnung", 17, "B")
    labels = ("Rechnung", "Datum", "Kunden-Nr.", "Ihre Bestellnr.", "Auftrag", "Lieferdatum")
    values = (inv.invoice_no, inv.day(inv.issued, "%d.%m.%Y"), inv.customer_no, inv.po_printed or "",
              inv.extra["ours"], inv.extra["delivery"])
    xs = (20, 50, 74, 96, 124, 152)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(20, 90, 174, 11, style="F")
    for x, label, value in zip(xs, labels, values):
        f(x + 1, 94, label, 6.8)
        f(x + 1, 99, value, 8.4, "B")
    f(20, 107, f"Ihre USt-IdNr.: {BUYER_VAT}", 7.8)
    y = 116
    cols = [(20, "l"), (29, "l"), (56, "l"), (139, "r"), (141, "l"), (167, "r"), (194, "r")]
    for (x, al), head in zip(cols, ("Pos", "Artikel-Nr.", "Artikelbezeichnung", "Menge", "Einheit", "Preis",
                                    "Betrag")):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.8, 194, y + 1.8)
    y += 6.5
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 68)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(56, y, more, 8.2)
        y += 5.6
    pdf.line(20, y - 2.5, 194, y - 2.5)
    y += 3
    for label, value, strong in totals(inv, "Positionssumme", "Nettobetrag", "MwSt. {rate} %", "Bruttobetrag EUR"):
        f(167, y, label, 8.6, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.6, "B" if strong else "", "right")
        y += 4.8
    y += 6
    pdf.set_font("DejaVu", "", 8)
    for text in [inv.statement, f"Zahlungsbedingung: {inv.extra['terms']}, fällig am {inv.day(inv.due, '%d.%m.%Y')}.",
                 "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum."]:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8)
            y += 4
        y += 1.4
    pdf.set_draw_color(150, 150, 150)
    pdf.line(20, 272, 194, 272)
    foot = [[s.name, s.street, f"D-{place(inv)}"], [s.register, f"USt-IdNr. {s.vat}", "Geschäftsführer: K. Vögtle"],
            ["Sparkasse Lörrach-Rheinfelden", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 80, 138), foot):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.4)
    return bytes(pdf.output())


# --- myfactory (Typst, Liberation Sans) ------------------------------------------------------------------------------
def myfactory(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Uw bestelbon nr.",
                                        "Vervaldatum"),
          "cols": ("Pos.", "Art.-nr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal netto", "vat": "Btw {rate} %", "gross": "Totaal bruto EUR",
          "pay": "Gelieve het bedrag over te maken op {iban} (BIC {bic}) met de gestructureerde mededeling {ref}.",
          "vatno": "Btw", "dfmt": "%d-%m-%Y"}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "N° client",
                                        "Votre bon de commande", "Échéance"),
          "cols": ("Pos.", "Réf.", "Désignation", "Quantité", "Unité", "Prix unitaire", "Total"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC EUR",
          "pay": "Merci de verser le montant sur le compte {iban} (BIC {bic}) avec la communication structurée {ref}.",
          "vatno": "TVA", "dfmt": "%d/%m/%Y"})
    values = (inv.invoice_no, _issued(inv, w["dfmt"]), inv.customer_no, inv.po_printed or "",
              inv.day(inv.due, w["dfmt"]))
    articles = any(line.article for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 16mm, bottom: 26mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(110))[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + w["vatno"] + " " + s.vat)}'
        f' \\ {ts(s.register + " · IBAN " + inv.iban + " · BIC " + inv.bic + " · " + s.email)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#text(size: 16pt, weight: "bold", fill: rgb("#c0392b"))[{ts(s.name)}] \\ '
        f'#text(fill: luma(90))[{ts(s.street + ", " + place(inv) + " · " + s.phone)}]\n#v(12mm)\n'
        '#grid(columns: (1fr, 74mm),\n'
        f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (38mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    [{ts(k)}], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(10mm)\n'
        f'#text(size: 17pt)[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(2mm)\n')
    if inv.extra.get("site"):
        src += f'{ts(inv.extra["site"])}\n#v(3mm)\n'
    keep = [k for k in range(7) if articles or k != 1]
    widths = {0: "9mm", 1: "19mm", 2: "1fr", 3: "16mm", 4: "15mm", 5: "22mm", 6: "22mm"}
    rows = []
    for n, line in enumerate(inv.lines):
        cells = {0: f'[{ts(str(n + 1))}]', 1: f'[{ts(line.article or "")}]', 2: f'[{ts(line.description)}]',
                 3: f'align(right)[{ts(inv.qty(line))}]', 4: f'[{ts(line.unit)}]',
                 5: f'align(right)[{ts(inv.number(line.price))}]', 6: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 1pt + rgb("#c0392b") } else { 0.3pt + luma(210) }), inset: (x: 1.2mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k in (3, 5, 6) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(iban=inv.iban, bic=inv.bic, ref="").rstrip(". ")) + f' #box[{ts(inv.payment_ref)}]\n'
    return _typst(src)


# --- ramco (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------------
def ramco(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 18, s.name, 12, B)
    c.text(18, 23, f"{s.street}, {place(inv)}, {COUNTRY[s.country]['en']}", 7.8, F)
    c.text(18, 27, f"Phone {s.phone} · {s.email} · VAT No. {s.vat}", 7.8, F)
    c.text(192, 18, "INVOICE", 16, B, "right")
    c.rule(18, 31, 192, 0.8)
    grid = (("Invoice No", inv.invoice_no), ("Invoice Date", inv.day(inv.issued, "%d-%b-%Y")),
            ("Customer Code", inv.customer_no), ("Currency", "EUR"), ("Org. Unit", inv.extra["ou"]),
            ("Due Date", inv.day(inv.due, "%d-%b-%Y")), ("Pay Term", inv.extra["terms"]))
    y = 37
    for k, (label, value) in enumerate(grid):
        x = 18 if k < 4 else 110
        yy = y + (k if k < 4 else k - 4) * 5.2
        c.text(x, yy, label, 7.6, F, grey=0.35)
        c.text(x + 26, yy, ":", 7.6, F)
        c.text(x + 29, yy, value, 8.2, B if k == 0 else F)
    c.rule(18, 58, 192, 0.3, grey=0.5)
    c.text(18, 64, "Bill To", 7.6, B)
    c.text(110, 64, "Ship To", 7.6, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT No. {BUYER_VAT}"]):
        c.text(18, 69 + k * 4.2, text, 8.6, F)
        if k < 4:
            c.text(110, 69 + k * 4.2, text, 8.6, F)
    y = 99
    c.fill(18, y - 4.2, 174, 6, 0.88)
    cols = [(19, "left"), (30, "left"), (57, "left"), (128, "left"), (148, "right"), (168, "right"), (191, "right")]
    for (x, al), head in zip(cols, ("S.No", "Item Code", "Item Description", "UOM", "Qty", "Rate", "Amount")):
        c.text(x, y, head, 7.6, B, al)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8, 68 * MM)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], line.unit, inv.qty(line),
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(57, y, more, 8, F)
        y += 5.6
    c.rule(18, y - 2.6, 192, 0.5)
    y += 3
    for label, value, strong in totals(inv, "Total Basic Value", "Total Basic Value", "Tax Amount (VAT {rate}%)",
                                       "Invoice Amount"):
        c.text(168, y, label, 8.6, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 5
    y += 6
    for text in ["Tax Remarks: " + inv.statement, f"Bank Details: IBAN {inv.iban}, BIC {inv.bic}. "
                 f"Please quote invoice number {inv.invoice_no} with your payment."]:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.8
        y += 1.6
    c.text(192, 262, f"For {s.name}", 8, F, "right")
    c.text(192, 272, "Authorised Signatory", 7.6, F, "right", grey=0.35)
    c.text(105, 286, f"{s.name} · {s.register} · This is a computer generated invoice.", 6.4, F, "center",
           grey=0.4)
    return c.bytes()


WRITERS = {"inforln": inforln, "syteline": syteline, "psipenta": psipenta, "applus": applus, "godesys": godesys,
           "myfactory": myfactory, "ramco": ramco}
