"""Seven page writers for the twenty-first blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, Liberation Sans and Liberation Mono. Every writer takes an `Invoice` (invoices.py) and
returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst
strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- exactmfg (reportlab canvas, DejaVu Sans): an Exact Online Manufacturing sales-invoice print, nl or en: the
  company name top left, its address right, the customer in the window, `Factuur` / `Invoice` with a label/value
  block (`Factuurnummer`, `Factuurdatum`, `Debiteur`, `Uw referentie` (only when given), `Verkooporder`,
  `Vervaldatum`), columns `Artikel` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Korting` / `Bedrag`, a
  grey delivery row under each line (`Pakbon …, geleverd …`), totals with the VAT basis (`BTW 0% over …`).
- uniconta (fpdf2, Liberation Sans): a Uniconta-style Danish ERP invoice, de or en: the company top right, the
  title big left, the customer left, a fact box right (`Rechnungsnr.`, `Datum`, `Kundennr.`, `Ihre Ref.`,
  `Kontakt`, `Zahlungsbed.`, `Fällig`), columns `Artikel` / `Text` / `Menge` / `Einheit` / `Preis` / `Rabatt` /
  `Betrag`, totals, a one-row footer; Danish number format in English too.
- sage50hw (fpdf2, DejaVu Sans): a Sage 50 Handwerk-style German craftsman's invoice: DIN letter, `Rechnung` with
  a `Bauvorhaben` line, outline positions `01.001` under a title `01`, the article number as its own row above
  the text, columns `Pos.` / `Menge` / `ME` / `Bezeichnung` / `EP €` / `GP €`, a title sum, the totals and the
  Skonto terms.
- ciel (reportlab platypus, Liberation Sans): a Ciel Gestion Commerciale French facture: `FACTURE` framed, the
  client box right, a row of framed facts (`Date`, `N° facture`, `Code client`, `Votre commande`, `Échéance`,
  `Mode de règlement`), a ruled grid `Référence` / `Désignation` / `Qté` / `P.U. HT` / `Rem. %` / `Montant HT`, a
  VAT recap beside the totals box (`Total brut HT`, `Frais de port`, `Total HT`, `Total TVA`, `Total TTC`,
  `NET À PAYER`).
- sapscript (reportlab canvas, Liberation Mono): an SAP R/3 SAPscript invoice form, de or en: monospaced windows
  (the sender line, the address, an info window with number / date, customer number, the purchase order with its
  date, sales order and delivery), dashed rules, items numbered 10, 20, … with the material number, the price per
  unit, a discount condition row under the item, and `Summe netto` / `Fracht` / `Nettowert` / `MwSt` /
  `Endbetrag`.
- kluwer (Typst, DejaVu Sans): a Kluwer Expert/M-style Belgian invoicing module, nl or fr: the company left, the
  customer right, `FACTUUR` / `FACTURE` with `label : value` facts (journal, number, date, due date, customer
  number and VAT number, your reference), a plain table `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` (`21 %`) /
  `Bedrag`, a VAT recap (`Maatstaf van heffing` / `Base imposable`), `Te betalen` / `À payer`, the structured
  communication.
- tradecom (Typst, Liberation Sans): a Tradecom-style Belgian wholesale invoice, nl or fr: the company left,
  `FACTUUR` / `FACTURE` right with a framed fact grid (`Nummer`, `Datum`, `Klant`, `Vertegenw.`, `Uw ref.`,
  `Leverbon`), columns `Artikel` / `Omschrijving` / `Aantal` / `Brutoprijs` / `Kort. %` / `Nettoprijs` /
  `Btw` (`21%`) / `Totaal`, and the totals as a horizontal band of boxed cells (labels above values)."""

from __future__ import annotations

import textwrap
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from decimal import Decimal

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"}, "DE": {"de": "Deutschland"},
           "LU": {"de": "Luxemburg"}, "DK": {"en": "Denmark"}, "IT": {"en": "Italy"}, "ES": {"en": "Spain"},
           "BE": {"nl": "België", "fr": "Belgique"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LSI", "LiberationSans-Italic.ttf"), ("LM", "LiberationMono-Regular.ttf"),
               ("LMB", "LiberationMono-Bold.ttf"))


# --- exactmfg (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def exactmfg(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Debiteur", "Uw referentie", "Verkooporder",
                                        "Vervaldatum"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting", "Bedrag"),
          "sub": "Totaal regels", "net": "Totaal excl. BTW", "vat": "BTW {rate}% over {{base}}", "gross": "Totaal EUR",
          "deliv": "Pakbon {p}, geleverd {d}", "vatno": "BTW-nummer", "pay": "Betalingsconditie: {t}. Gelieve te "
          "betalen op {iban} t.n.v. {name} onder vermelding van het factuurnummer."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Customer", "Your reference", "Sales order",
                                        "Due date"),
          "cols": ("Item", "Description", "Quantity", "Unit", "Price", "Discount", "Amount"),
          "sub": "Total lines", "net": "Total excl. VAT", "vat": "VAT {rate}% on {{base}}", "gross": "Total EUR",
          "deliv": "Packing slip {p}, shipped {d}", "vatno": "VAT number", "pay": "Payment condition: {t}. Please "
          "pay to {iban} in the name of {name}, quoting the invoice number."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    c.text(18, 22, s.name, 15, "DVB")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country][inv.language], s.phone,
                              s.email]):
        c.text(192, 16 + k * 4, text, 7.8, "DV", "right", grey=0.25)
    for k, text in enumerate([BUYER[0], "Crediteurenadministratie" if nl else "Accounts payable", BUYER[1],
                              BUYER[2], COUNTRY_BE["nl" if nl else "fr"] if nl else "Belgium"]):
        c.text(22, 52 + k * 4.6, text, 9.4, "DVB" if k == 0 else "DV")
    c.text(18, 88, w["title"], 16, "DVB")
    facts = zip(w["facts"], (inv.invoice_no, _issued(inv, dfmt), inv.customer_no, inv.po_printed or "",
                             inv.extra["order"], inv.day(inv.due, dfmt)))
    k = 0
    for label, value in facts:
        if value:
            c.text(118, 80 + k * 4.4, label, 8.2, "DV", grey=0.35)
            c.text(150, 80 + k * 4.4, value, 8.2, "DVB" if k == 0 else "DV")
            k += 1
    y = 112
    c.fill(18, y - 4.2, 174, 6, 0.88)
    cols = [(19.5, "left"), (44, "left"), (122, "right"), (124, "left"), (150, "right"), (166, "right"),
            (190.5, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.6, "DVB", al)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, "DV", 8.2, 66 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, "DV", al)
        for more in desc[1:]:
            y += 3.8
            c.text(44, y, more, 8.2, "DV")
        y += 3.7
        c.text(44, y, w["deliv"].format(p=inv.extra["packing"], d=inv.extra["shipped"]), 6.8, "DVI", grey=0.45)
        c.rule(18, y + 1.8, 192, 0.25, grey=0.75)
        y += 6
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        label = label.replace("{base}", inv.number(inv.net_total))
        if strong:
            c.rule(118, y - 4, 192, 0.6)
        c.text(160, y, label, 8.6, "DVB" if strong else "DV", "right")
        c.text(190.5, y, inv.number(value), 8.6, "DVB" if strong else "DV", "right")
        y += 5
    y += 8
    texts = [inv.statement, w["pay"].format(t=inv.extra["terms"], iban=inv.iban, name=s.name)]
    for text in texts:
        for row in rl_wrap(text, "DV", 8, 174 * MM):
            c.text(18, y, row, 8, "DV")
            y += 3.9
        y += 2
    c.rule(18, 276, 192, 0.3, grey=0.6)
    c.text(105, 280.5, f"{s.name}  ·  {s.register}  ·  {w['vatno']} {s.vat}", 6.8, "DV", "center", grey=0.35)
    c.text(105, 284, f"IBAN {inv.iban}  ·  BIC {inv.bic}", 6.8, "DV", "center", grey=0.35)
    c.text(192, 290, "1 / 1", 6.8, "DV", "right", grey=0.35)
    return c.bytes()


# --- uniconta (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def uniconta(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Datum", "Kundennr.", "Ihre Ref.", "Kontakt", "Zahlungsbed.",
                                         "Fällig"),
          "cols": ("Artikel", "Text", "Menge", "Einheit", "Preis", "Rabatt", "Betrag"),
          "sub": "Summe", "net": "Netto", "vat": "MwSt. {rate} %", "gross": "Gesamt EUR", "vatno": "USt-IdNr.",
          "bank": "Bank"}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Date", "Customer no.", "Your order no.", "Contact", "Terms",
                                        "Due date"),
          "cols": ("Item", "Text", "Qty", "Unit", "Price", "Disc.", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total EUR",
          "vatno": "VAT no.", "bank": "Bank"})
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    f(192, 18, s.name, 12, "B", "right")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(192, 23.5 + k * 3.8, text, 8, "", "right")
    f(20, 62, w["title"], 20, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"] if False else
                              ("Belgien" if de else "Belgium"), f"{w['vatno']} {BUYER_VAT}"]):
        f(20, 72 + k * 4.5, text, 9.4, "B" if k == 0 else "")
    pdf.set_draw_color(150, 150, 150)
    pdf.rect(120, 66, 72, 36)
    values = (inv.invoice_no, _issued(inv, dfmt), inv.customer_no, inv.po_printed or "", inv.extra["contact"],
              inv.extra["terms"], inv.day(inv.due, dfmt))
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(123, 71 + k * 4.6, label, 8.4)
        f(150, 71 + k * 4.6, value, 8.4, "B" if k == 0 else "")
    y = 116
    cols = [(20, "l"), (44, "l"), (129, "r"), (131, "l"), (158, "r"), (172, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.6, 192, y + 1.6)
    y += 6.4
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 68)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(44, y, more, 8.6)
        y += 5.6
    pdf.set_line_width(0.2)
    pdf.line(20, y - 3, 192, y - 3)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(192, y, inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.set_line_width(0.4)
            pdf.line(140, y + 1.4, 192, y + 1.4)
        y += 5
    y += 8
    pdf.set_font("Lib", "", 8.4)
    for row in fp_wrap(pdf, inv.statement, 172):
        f(20, y, row, 8.4)
        y += 4
    pdf.set_line_width(0.2)
    pdf.line(20, 280, 192, 280)
    f(106, 284.5, f"{s.name} | {s.register} | {w['vatno']} {s.vat} | {w['bank']}: IBAN {inv.iban} | BIC {inv.bic}",
      7, "", "center")
    return bytes(pdf.output())


# --- sage50hw (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def sage50hw(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(192, 20, s.name, 13, "B", "right")
    f(192, 25, "Stahlbau · Treppen · Geländer · Gitterroste", 7.6, "", "right")
    f(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(0, 0, 0)
    pdf.line(25, 49.2, 105, 49.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIEN"]):
        f(25, 55 + k * 4.5, text, 9.6)
    for k, (label, value) in enumerate((("Rechnungs-Nr.:", inv.invoice_no),
                                        ("Datum:", inv.day(inv.issued, "%d.%m.%Y")),
                                        ("Kunden-Nr.:", inv.customer_no), ("Ihre USt-IdNr.:", BUYER_VAT),
                                        ("Bearbeiter:", "Frau Offermann"), ("Telefon:", s.phone))):
        f(130, 52 + k * 4.3, label, 8.2)
        f(192, 52 + k * 4.3, value, 8.2, "", "right")
    f(25, 98, f"Rechnung {inv.invoice_no}", 12, "B")
    f(25, 104, f"Bauvorhaben: {inv.extra['project']}", 8.8)
    if inv.po_printed:
        f(25, 108.5, f"Ihre Bestellung Nr. {inv.po_printed}", 8.8)
    f(25, 116, "Sehr geehrte Damen und Herren,", 8.8)
    f(25, 121, "wir erlauben uns, für unsere Lieferung wie folgt zu berechnen:", 8.8)
    y = 131
    cols = [(25, "l"), (53, "r"), (55, "l"), (68, "l"), (168, "r"), (192, "r")]
    for (x, al), head in zip(cols, ("Pos.", "Menge", "ME", "Bezeichnung", "EP €", "GP €")):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_line_width(0.5)
    pdf.line(25, y + 1.8, 192, y + 1.8)
    y += 7
    f(25, y, "01", 8.6, "B")
    f(68, y, "Stahlbauteile Lieferung", 8.6, "B")
    y += 5.5
    for k, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 84)
        f(25, y, f"01.{k:03d}", 8.4)
        f(53, y, inv.qty(line), 8.4, "", "right")
        f(55, y, line.unit, 8.4)
        f(68, y, f"Art.-Nr. {line.article}", 8.4, "B")
        f(168, y, inv.number(line.price), 8.4, "", "right")
        f(192, y, inv.number(line.amount), 8.4, "", "right")
        for row in desc:
            y += 3.9
            f(68, y, row, 8.4)
        y += 6
    pdf.set_line_width(0.2)
    pdf.line(68, y - 3.4, 192, y - 3.4)
    f(68, y, "Summe Titel 01 Stahlbauteile Lieferung", 8.4, "B")
    f(192, y, inv.number(inv.subtotal), 8.4, "B", "right")
    y += 9
    for label, value, strong in totals(inv, "Summe Positionen", "Nettobetrag", "{rate} % USt.", "Rechnungsbetrag"):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(192, y, ("€ " if strong else "") + inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    pdf.set_line_width(0.5)
    pdf.line(130, y - 3.5, 192, y - 3.5)
    y += 6
    pdf.set_font("DejaVu", "", 8.4)
    skonto = money(inv.gross_total * 2 / 100)
    texts = [inv.statement,
             f"Zahlungsbedingungen: {inv.extra['terms']}. Bei Zahlung bis {inv.day(inv.issued.fromordinal(inv.issued.toordinal() + 14), '%d.%m.%Y')} "
             f"abzüglich 2 % Skonto ({inv.number(skonto)} €) = {inv.number(inv.gross_total - skonto)} €.",
             "Wir danken für Ihren Auftrag.", "Mit freundlichen Grüßen", s.name]
    for text in texts:
        for row in fp_wrap(pdf, text, 167):
            f(25, y, row, 8.4)
            y += 4.1
        y += 1.5
    pdf.line(25, 272, 192, 272)
    cols4 = [[s.name, s.street, place(inv), "Deutschland"],
             ["Geschäftsführer:", "Wilfried Offermann", s.register, f"USt-IdNr. {s.vat}"],
             ["Volksbank Düren", f"IBAN {inv.iban}", f"BIC {inv.bic}", ""],
             [f"Tel. {s.phone}", s.email, "www.metallbau-rurtal.de", ""]]
    for x, col in zip((25, 67, 107, 157), cols4):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.2)
    return bytes(pdf.output())


# --- ciel (reportlab platypus, Liberation Sans) ---------------------------------------------------------------------
def ciel(inv: Invoice) -> bytes:
    import io
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate
    s = inv.supplier
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=14 * mm, rightMargin=14 * mm, topMargin=12 * mm,
                            bottomMargin=24 * mm, invariant=1, title=f"Facture {inv.invoice_no}", author=s.name,
                            creator=s.name, producer="", subject="")
    normal = _style("cn", 8.4, "LS")
    small = _style("cs", 7.6, "LS")
    bold = _style("cb", 8.4, "LSB")
    right = _style("cr", 8.4, "LS", align=2)
    bold_r = _style("cbr", 8.4, "LSB", align=2)
    centre = _style("cc", 7.8, "LS", align=1)
    grey = colors.Color(0.45, 0.45, 0.45)
    issuer = "<br/>".join([f"<font name='LSB' size='12'>{escape(s.name)}</font>", escape(s.street),
                           escape(place(inv)), escape("Tél. : " + s.phone), escape(s.email)])
    client = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE", "N° TVA : " + BUYER_VAT))
    top = Table([[Paragraph(issuer, _style("ci", 8.4, "LS", lead=11)),
                  Paragraph("<font name='LSB' size='16'>FACTURE</font>", _style("ct", 16, "LSB", align=1))],
                 ["", Paragraph(client, _style("cl", 9, "LS", lead=11.6))]],
                colWidths=[100 * mm, 82 * mm])
    top.setStyle(TableStyle([("BOX", (1, 0), (1, 0), 1, colors.black), ("BOX", (1, 1), (1, 1), 0.5, grey),
                             ("VALIGN", (0, 0), (-1, -1), "TOP"), ("SPAN", (0, 0), (0, 1)),
                             ("TOPPADDING", (1, 1), (1, 1), 5), ("BOTTOMPADDING", (1, 1), (1, 1), 5),
                             ("LEFTPADDING", (1, 1), (1, 1), 6)]))
    heads = ("Date", "N° facture", "Code client", "Votre commande", "Échéance", "Mode de règlement")
    values = (inv.day(inv.issued, "%d/%m/%Y"), inv.invoice_no, inv.customer_no, inv.po_printed or "",
              inv.day(inv.due, "%d/%m/%Y"), inv.extra["mode"])
    facts = Table([[Paragraph(h, centre) for h in heads], [Paragraph(escape(v), centre) for v in values]],
                  colWidths=[26 * mm, 28 * mm, 28 * mm, 32 * mm, 26 * mm, 42 * mm])
    facts.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9))]))
    rows = [[Paragraph(h, bold_r if k >= 2 else bold) for k, h in
             enumerate(("Référence", "Désignation", "Qté", "P.U. HT", "Rem. %", "Montant HT"))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    rows += [[""] * 6]
    grid = Table(rows, colWidths=[28 * mm, 76 * mm, 14 * mm, 22 * mm, 18 * mm, 24 * mm],
                 rowHeights=[None] * (len(rows) - 1) + [40 * mm])
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                              ("LINEBEFORE", (1, 0), (-1, -1), 0.4, grey),
                              ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    recap = Table([[Paragraph(h, small) for h in ("Code", "Base HT", "Taux", "Montant TVA")],
                   [Paragraph("4", small), Paragraph(inv.number(inv.net_total), small),
                    Paragraph(inv.pct(inv.vat_rate) + " %", small), Paragraph(inv.number(inv.vat_amount), small)]],
                  colWidths=[12 * mm, 24 * mm, 14 * mm, 22 * mm])
    recap.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey)]))
    trows = [("Total brut HT", inv.subtotal)] + inv.adjustment_amounts() + [
        ("Total HT", inv.net_total), ("Total TVA", inv.vat_amount), ("Total TTC", inv.gross_total),
        ("Acompte", inv.gross_total * 0), ("NET À PAYER", inv.gross_total)]
    box = Table([[Paragraph(escape(k), bold if k == "NET À PAYER" else normal),
                  Paragraph(inv.number(v) + (" €" if k == "NET À PAYER" else ""), bold_r if k == "NET À PAYER"
                            else right)] for k, v in trows], colWidths=[36 * mm, 28 * mm])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.9, 0.9)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[recap, box]], colWidths=[110 * mm, 72 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 5 * mm), facts, Spacer(1, 5 * mm), grid, Spacer(1, 3 * mm), foot, Spacer(1, 6 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm),
             Paragraph(escape(f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}"), normal),
             Spacer(1, 2 * mm),
             Paragraph("En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et "
                       "indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement "
                       "anticipé.", small)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.3)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} - SAS au capital de 40 000 € - {s.register}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"N° TVA intracommunautaire {s.vat} - APE 4674B")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- sapscript (reportlab canvas, Liberation Mono) ------------------------------------------------------------------
def sapscript(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "no": "Nummer/Datum", "cust": "Kundennummer", "po": "Ihre Bestellung",
          "order": "Unser Auftrag", "deliv": "Lieferung", "vatno": "Ihre USt-IdNr.",
          "head": "Pos.  Material     Bezeichnung                    Menge ME      Preis/ME     Nettowert",
          "disc": "Rabatt", "sub": "Summe netto", "net": "Nettowert", "vat": "MwSt {rate} %",
          "gross": "Endbetrag EUR", "page": "Seite", "pay": "Zahlbar bis {due} ohne Abzug.",
          "bank": "Bankverbindung"}
         if de else
         {"title": "Invoice", "no": "Number/Date", "cust": "Customer number", "po": "Your purchase order",
          "order": "Our order", "deliv": "Delivery", "vatno": "Your VAT reg. no.",
          "head": "Item  Material     Description                      Qty UoM     Price/UoM     Net value",
          "disc": "Discount", "sub": "Total net items", "net": "Net value", "vat": "VAT {rate} %",
          "gross": "Final amount EUR", "page": "Page", "pay": "Payable by {due} without deduction.",
          "bank": "Bank details"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LM", "LMB"
    dot = "%d.%m.%Y"
    c.text(20, 18, s.name, 11, B)
    c.text(20, 22.5, f"{s.street}, {place(inv)}", 8, F)
    c.text(20, 46, f"{s.name}, {s.street}, {place(inv)}", 6.5, F)
    for k, text in enumerate([BUYER[0], BUYER[1], "9000 GENT", "BELGIEN" if de else "BELGIUM"]):
        c.text(20, 53 + k * 4.2, text, 9, F)
    c.text(118, 40, w["title"], 12, B)
    info = [(w["no"], f"{inv.invoice_no} / {inv.day(inv.issued, dot)}"), (w["cust"], inv.customer_no),
            (w["vatno"], BUYER_VAT.replace(".", "")),
            (w["po"], inv.po_printed or ""), (w["order"], inv.extra["order"]), (w["deliv"], inv.extra["delivery"]),
            (w["page"], "1 / 1")]
    for k, (label, value) in enumerate(info):
        c.text(118, 47 + k * 4.2, f"{label:<19} {value}", 7.8, F)
    y = 94
    c.text(20, y, "-" * 94, 7.8, F)
    c.text(20, y + 3.6, w["head"], 7.8, B)
    c.text(20, y + 7.2, "-" * 94, 7.8, F)
    y += 12.5
    for k, line in enumerate(inv.lines, 1):
        desc = textwrap.wrap(line.description, 34, break_on_hyphens=False)
        head = f"{k * 10:<6d}{line.article:<13s}"
        c.text(20, y, head, 7.8, F)
        c.text(20 + 19 * 1.65, y, desc[0], 7.8, F)
        qty = f"{inv.qty(line)} {line.unit}"
        c.text(143, y, qty, 7.8, F, "right")
        c.text(169, y, f"{inv.number(line.price)}/1", 7.8, F, "right")
        c.text(192, y, inv.number(line.gross), 7.8, F, "right")
        for more in desc[1:]:
            y += 3.6
            c.text(20 + 19 * 1.65, y, more, 7.8, F)
        if line.discount:
            y += 3.6
            c.text(20 + 19 * 1.65, y, f"{w['disc']:<12} {inv.pct(line.discount)} %", 7.8, F)
            c.text(192, y, inv.number(line.amount - line.gross), 7.8, F, "right")
            y += 3.6
            c.text(20 + 19 * 1.65, y, w["net"], 7.8, F)
            c.text(192, y, inv.number(line.amount), 7.8, F, "right")
        y += 6
    c.text(20, y - 2, "-" * 94, 7.8, F)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        c.text(118, y, label, 7.8, B if strong else F)
        c.text(192, y, inv.number(value), 7.8, B if strong else F, "right")
        y += 4.2
    c.text(118, y - 1, "=" * 36, 7.8, F)
    y += 8
    texts = [inv.statement, w["pay"].format(due=inv.day(inv.due, dot))]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 172 * MM):
            c.text(20, y, row, 7.8, F)
            y += 3.8
        y += 1.6
    c.text(20, 274, "-" * 94, 7.8, F)
    c.text(20, 278, f"{s.name} - {s.register} - {s.phone} - {s.email}", 6.6, F)
    c.text(20, 281.5, f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic} - "
                      f"{'USt-IdNr.' if de else 'VAT no.'} {s.vat}", 6.6, F)
    return c.bytes()


# --- kluwer (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def kluwer(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Dagboek", "Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Uw btw-nummer", "Uw referentie"),
          "cols": ("Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Btw", "Bedrag excl."),
          "recap": ("Tarief", "Maatstaf van heffing", "Btw"), "vattot": "Totaal btw", "net": "Maatstaf van heffing",
          "gross": "Te betalen", "vatno": "BTW", "comm": "Gestructureerde mededeling",
          "pay": "Te betalen binnen {t} op rekening {iban} (BIC {bic}) met vermelding van de mededeling."}
         if nl else
         {"title": "FACTURE", "facts": ("Journal", "Facture n°", "Date de facture", "Date d'échéance", "N° client",
                                        "Votre n° TVA", "Votre référence"),
          "cols": ("Description", "Quantité", "Unité", "Prix unitaire", "TVA", "Montant HTVA"),
          "recap": ("Taux", "Base imposable", "TVA"), "vattot": "Total TVA", "net": "Base imposable",
          "gross": "À payer", "vatno": "TVA", "comm": "Communication structurée",
          "pay": "À payer dans les {t} sur le compte {iban} (BIC {bic}) avec la communication structurée."})
    dfmt = "%d/%m/%Y"
    ref = ("Bestelbon " if False else "") + (inv.po_printed or "")
    if inv.po_printed and not nl:
        ref = f"Bon de commande {inv.po_printed}"
    values = (inv.extra["journal"], inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              BUYER_VAT, ref)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 26mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(80))\n#align(center)['
        f'{ts(s.name + " - " + s.street + " - " + place(inv) + " - " + w["vatno"] + " " + s.vat + " - " + s.register)}'
        f' \\ {ts("IBAN " + inv.iban + " - BIC " + inv.bic + " - " + s.phone + " - " + s.email)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts("Tel. " + s.phone)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [#v(22mm) {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])}])\n'
        f'#v(12mm)\n#text(size: 15pt, weight: "bold")[{ts(w["title"])}]\n#v(3mm)\n'
        '#grid(columns: (38mm, 4mm, auto), row-gutter: 2mm,\n'
        + "".join(f'  [{ts(k)}], [:], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + ')\n#v(7mm)\n')
    rows = "".join(
        f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
        f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
        f'align(right)[{ts(inv.number(line.amount))}],\n' for line in inv.lines)
    src += ('#table(columns: (1fr, 17mm, 15mm, 27mm, 15mm, 28mm), stroke: (x, y) => if y == 0 { (top: 0.6pt, '
            'bottom: 0.6pt) } else { none }, inset: (x: 1.4mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#line(length: 100%, stroke: 0.6pt)\n#v(4mm)\n')
    recap = [w["recap"], (inv.rate() + " %", inv.number(inv.net_total), inv.number(inv.vat_amount))]
    src += ('#grid(columns: (1fr, 72mm), column-gutter: 8mm,\n'
            '  table(columns: (16mm, 36mm, 24mm), stroke: 0.4pt + luma(140), inset: 1.6mm,\n'
            + "".join(f'    align(right)[{ts(v)}],' for row in recap for v in row)
            + '\n  ),\n'
            '  table(columns: (1fr, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
            f'    [{ts(w["net"])}], align(right)[{ts(inv.number(inv.net_total))}],\n'
            f'    [{ts(w["vattot"])}], align(right)[{ts(inv.number(inv.vat_amount))}],\n'
            f'    table.hline(stroke: 0.6pt),\n'
            f'    text(weight: "bold")[{ts(w["gross"])}], align(right, text(weight: "bold")'
            f'[{ts("EUR " + inv.number(inv.gross_total))}]),\n'
            '  ))\n#v(8mm)\n')
    if inv.statement:
        src += f'#text(weight: "bold")[{ts(inv.statement)}]\n#v(3mm)\n'
    src += ts(w["pay"].format(t=inv.extra["terms"], iban=inv.iban, bic=inv.bic)) + "\n#v(2mm)\n"
    src += f'{ts(w["comm"] + " : " if not nl else w["comm"] + ": ")}#text(weight: "bold")[{ts(inv.payment_ref)}]\n'
    return _typst(src)


# --- tradecom (Typst, Liberation Sans) ------------------------------------------------------------------------------
def tradecom(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Nummer", "Datum", "Klant", "Vertegenw.", "Uw ref.", "Leverbon", "Vervaldag"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Brutoprijs", "Kort. %", "Nettoprijs", "Btw", "Totaal"),
          "band": ("Goederen", "Maatstaf", "Btw {rate}%", "Totaal EUR"), "vatno": "BTW", "comm": "Mededeling",
          "bill": "Facturatieadres", "ship": "Leveringsadres", "wh": "Magazijn - levering via poort 3",
          "cond": "Onze algemene verkoopsvoorwaarden zijn van toepassing. Klachten binnen 8 dagen na levering."}
         if nl else
         {"title": "FACTURE", "facts": ("Numéro", "Date", "Client", "Représ.", "Votre réf.", "Bon de livr.",
                                        "Échéance"),
          "cols": ("Article", "Désignation", "Quantité", "Prix brut", "Rem. %", "Prix net", "TVA", "Total"),
          "band": ("Marchandises", "Base imposable", "TVA {rate}%", "Total EUR"), "vatno": "TVA",
          "comm": "Communication", "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "wh": "Entrepôt - livraison quai 3",
          "cond": "Nos conditions générales de vente sont d'application. Réclamations dans les 8 jours de la "
                  "livraison."})
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["rep"], inv.po_printed or "",
              inv.extra["delivery"], inv.day(inv.due, dfmt))
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 14mm, top: 14mm, bottom: 22mm), footer: [#set text(size: 6.6pt, '
        f'fill: luma(90))\n#align(center)[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}'
        f' \\ {ts("IBAN " + inv.iban + " · BIC " + inv.bic)}]])\n'
        '#set text(font: "Liberation Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 88mm), column-gutter: 6mm,\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts("Tel. " + s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [#align(right, text(size: 16pt, weight: "bold")[{ts(w["title"])}])\n'
        '  #table(columns: (1fr, 1fr, 1fr), stroke: 0.5pt, inset: 1.4mm,\n'
        + "".join(f'    [#text(size: 6.8pt, fill: luma(90))[{ts(k)}] \\ {ts(v)}],\n'
                  for k, v in zip(w["facts"], values))
        + '    [], [],\n  )])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  rect(width: 100%, stroke: 0.5pt, inset: 2.4mm)[#text(size: 6.8pt, fill: luma(90))[{ts(w["bill"])}] \\ '
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  rect(width: 100%, stroke: 0.5pt, inset: 2.4mm)[#text(size: 6.8pt, fill: luma(90))[{ts(w["ship"])}] \\ '
        f'{ts(BUYER[0])} \\ {ts(w["wh"])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])}])\n#v(6mm)\n')
    rows = []
    for line in inv.lines:
        net = money(line.price * (1 - (line.discount or 0) / Decimal(100)))
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], '
                    f'align(right)[{ts(inv.qty(line) + " " + line.unit)}], align(right)[{ts(inv.number(line.price))}],'
                    f' align(right)[{ts(inv.pct(line.discount) if line.discount else "")}], '
                    f'align(right)[{ts(inv.number(net))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (26mm, 1fr, 16mm, 18mm, 15mm, 18mm, 11mm, 21mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt } else { 0.3pt + luma(190) }), inset: (x: 1.2mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(6mm)\n')
    band = [(w["band"][0], inv.subtotal)] + inv.adjustment_amounts() + [
        (w["band"][1], inv.net_total), (w["band"][2].format(rate=inv.rate()), inv.vat_amount),
        (w["band"][3], inv.gross_total)]
    src += (f'#table(columns: ({", ".join(["1fr"] * len(band))}), stroke: 0.5pt, inset: 2mm,\n'
            + "".join(f'  align(center, text(size: 7.4pt, fill: luma(70))[{ts(k)}]),\n' for k, _ in band)
            + "".join(f'  align(right, text(weight: "{"bold" if k == len(band) - 1 else "regular"}")'
                      f'[{ts(inv.number(v))}]),\n' for k, (_, v) in enumerate(band))
            + ')\n#v(6mm)\n')
    src += (f'{ts(inv.extra["terms"])} \\ {ts(w["comm"] + ": ")}#text(weight: "bold")[{ts(inv.payment_ref)}]\n'
            f'#v(4mm)\n#text(size: 7.4pt, fill: luma(80))[{ts(w["cond"])}]\n')
    return _typst(src)


WRITERS = {"exactmfg": exactmfg, "uniconta": uniconta, "sage50hw": sage50hw, "ciel": ciel, "sapscript": sapscript,
           "kluwer": kluwer, "tradecom": tradecom}
