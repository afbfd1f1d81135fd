"""Seven page writers for the forty-fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two made by Typst, two on
fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and Liberation fonts. Every
writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in
mm, platypus and fpdf2 set-ups, word wrapping, Typst strings, the buyer, the totals rows) are the shared ones of
evals/blind_corpus/drawing.py, imported.

- bueroplus (fpdf2, Liberation Sans): a Büro Plus NexT-style German ERP print, de or nl: the company top right, the
  sender line over the address window, an info block right (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`,
  `USt-IdNr.`, `Bearbeiter`, `Seite`), `Rechnung` with the number, the order and delivery-note reference lines,
  a grey header band `Pos.` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `E-Preis` / `Rabatt` / `G-Preis`,
  totals (`Warenwert`, the freight, `Nettobetrag`, `USt`, `Rechnungsbetrag EUR`), the Skonto terms, a four-column
  footer.
- meinbuero (reportlab canvas, Liberation Sans): a Buhl MeinBüro-style invoice letter, de or en: the sender line,
  the window, facts right (`Rechnungs-Nr.`, `Kunden-Nr.`, `Datum`, `Leistungszeitraum`, `Ihre Bestellnummer`),
  `Rechnung Nr. …` as subject, a salutation and an intro sentence, `Pos.` / `Beschreibung` / `Menge` / `Einheit` /
  `Einzelpreis` / `Gesamtpreis` with `€` after the amounts, `Nettobetrag`, `zzgl. USt.`, `Gesamtbetrag`, a closing
  and a four-column footer; the English form keeps the German number format.
- sage50 (reportlab platypus, DejaVu Sans Condensed): a Sage 50cloud-style print, nl or en: the company left,
  `FACTUUR` / `INVOICE` right over a boxed fact grid (`Factuurnr.`, `Factuurdatum`, `Klantref.`, `Uw bestelnr.`,
  `Pagina`; an empty order box when there is none), invoice and delivery addresses in boxes, **the quantity first**
  (`Aantal` / `Artikelcode` / `Omschrijving` / `Korting %` / `Eenheidsprijs` / `Netto` / `Btw %`), a totals box.
- vosfactures (Typst, DejaVu Sans): a VosFactures-style French online invoice: ISO dates right (`Date d'émission`,
  `Date de vente`, `Date d'échéance`, `Mode de paiement`), `Facture n° …`, `Vendeur` / `Acheteur` side by side with
  the bank account under the seller, the order number, a table with per-line VAT (`N°` / `Désignation` / `Code` /
  `Qté` / `Unité` / `Prix unit. HT` / (`Remise`) / `TVA` / `Total HT` / `Total TTC`), a VAT summary
  (`Taux TVA` / `Total HT` / `Montant TVA` / `Total TTC`), `Montant payé`, `Reste à payer`, `Observations`.
- quadratus (fpdf2, DejaVu Sans): a QuadraFACTURE-style French accountant's-software invoice: the company left, the
  client framed right, a framed band (`FACTURE`, `Numéro`, `Date`, `Code client`, `Page`), `Votre référence`, a
  boxed table with vertical rules (`Code` / `Désignation` / `Qté` / `Unité` / `P.U. HT` / `Montant HT` / `TVA`),
  a VAT base box (`Base HT` / `Taux` / `Montant TVA`), a totals box (`Total HT`, `Total TVA`, `Total TTC`,
  `Net à payer`), the due date and the French legal mentions.
- sylob (reportlab canvas, Liberation Sans): a Sylob-style French manufacturing-ERP invoice: `FACTURE` and its
  number right, a one-row grid (`Date`, `N° client`, `Votre commande`, `Date cde`, `Représentant`, `Règlement`,
  `Échéance`), delivery and billing addresses, `Article` / `Désignation` / `Qté` / `U` / `PU net HT` /
  `Montant HT`, the delivery note in italics under each line, a totals recap (`Total brut HT`, the discount and
  freight, `Total HT`, `TVA`, `Total TTC`, `Net à payer EUR`).
- zistemo (Typst, Liberation Sans): a zistemo-style agency invoice from Austria, en: `Invoice 2027-147` large,
  a fact grid (`Invoice date`, `Due date`, `Your reference`, `Project`, `Period`), hours with two decimals
  (`Description` / `Quantity` / `Unit` / `Rate` / `Amount`), `Net amount`, `VAT 0%`, `Total EUR`, a footer with UID
  and Firmenbuch."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)

register_fonts(*LIBERATION_SANS)
LAND = {**COUNTRY, "AT": {"de": "Österreich", "en": "Austria", "fr": "Autriche", "nl": "Oostenrijk"}}


# --- bueroplus (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def bueroplus(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", "Ihre USt-IdNr.", "Bearbeiter",
                                         "Seite"),
          "ref": "Ihre Bestellung", "cols": ("Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "E-Preis",
                                             "Rabatt", "G-Preis"),
          "sub": "Warenwert", "net": "Nettobetrag", "vat": "zzgl. {rate},00 % USt", "gross": "Rechnungsbetrag EUR",
          "page": "1 von 1", "tel": "Telefon", "bank": "Bankverbindung", "vatno": "USt-IdNr.",
          "boss": "Geschäftsführer: Dipl.-Ing. Jörg Hellweg"}
         if de else
         {"title": "Factuur", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Uw btw-nr.", "Behandeld door", "Blad"),
          "ref": "Uw bestelling", "cols": ("Pos.", "Artikelnr.", "Omschrijving", "Aantal", "Eh.", "Eenh.prijs",
                                           "Korting", "Bedrag"),
          "sub": "Goederenwaarde", "net": "Totaal netto", "vat": "Btw {rate},00 %", "gross": "Factuurbedrag EUR",
          "page": "1 van 1", "tel": "Telefoon", "bank": "Bankgegevens", "vatno": "Btw-nr.",
          "boss": "Zaakvoerder: Ralf Kemper"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(192, 20, s.name, 14, "B", "right")
    f(192, 25.5, f"{s.street} · {place(inv)}", 8.2, "", "right")
    f(192, 29.5, f"{w['tel']} {s.phone} · {s.email}", 8.2, "", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    f(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.6)
    pdf.line(20, 48.2, 105, 48.2)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung" if de else "Boekhouding leveranciers", BUYER[1],
                              BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(20, 54 + k * 4.5, text, 9.8)
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, BUYER_VAT, inv.extra["clerk"], w["page"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(128, 52 + k * 4.6, label, 8.2)
        f(160, 52 + k * 4.6, value, 8.2, "B" if k == 0 else "")
    f(20, 95, f"{w['title']} {inv.invoice_no}", 14, "B")
    f(20, 101.5, f"{w['ref']}: {inv.po_printed}", 8.8)
    f(20, 106, inv.extra["delivery"], 8.8)
    y = 116
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.4, 172, 6.2, style="F")
    cols = [(21, "l"), (30, "l"), (58, "l"), (134, "r"), (136, "l"), (159, "r"), (173, "r"), (191, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.6
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 62)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(58, y, more, 8.4)
        y += 5.6
    pdf.line(20, y - 2.6, 192, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.line(130, y - 4, 192, y - 4)
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    y += 6
    if de:
        skonto = money(inv.gross_total * Decimal("0.02"))
        terms = (f"Zahlbar bis {inv.extra['skonto_until']} mit 2 % Skonto ({inv.number(skonto)} EUR) oder bis "
                 f"{inv.day(inv.due, dfmt)} netto ohne Abzug.")
    else:
        terms = f"Betaalbaar binnen 30 dagen na factuurdatum, uiterlijk op {inv.day(inv.due, dfmt)}."
    texts = ([inv.statement] if inv.statement else []) + [terms]
    if inv.payment_ref:
        texts.append(f"Gelieve bij betaling de gestructureerde mededeling {inv.payment_ref} te vermelden.")
    pdf.set_font("Lib", "", 8.4)
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4
        y += 1.4
    pdf.line(20, 272, 192, 272)
    cols4 = [[s.name, s.street, place(inv), LAND[s.country][inv.language]],
             [f"{w['tel']} {s.phone}", s.email, f"{w['vatno']} {s.vat}"],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"],
             [s.register, w["boss"]]]
    for x, col in zip((20, 64, 108, 152), cols4):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.2, text, 6.4)
    return bytes(pdf.output())


# --- meinbuero (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def meinbuero(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungs-Nr.", "Kunden-Nr.", "Datum", "Leistungszeitraum",
                                         "Ihre Bestellnummer"),
          "subject": "Rechnung Nr. {no}", "cols": ("Pos.", "Beschreibung", "Menge", "Einheit", "Einzelpreis",
                                                  "Gesamtpreis"),
          "net": "Nettobetrag", "vat": "zzgl. USt. {rate} %", "gross": "Gesamtbetrag",
          "pay": "Bitte überweisen Sie den Rechnungsbetrag bis zum {due} ohne Abzug auf unser unten genanntes Konto.",
          "bye": "Mit freundlichen Grüßen", "tel": "Tel.", "vatno": "USt-IdNr."}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Customer no.", "Date", "Service period", "Your order no."),
          "subject": "Invoice no. {no}", "cols": ("Item", "Description", "Qty", "Unit", "Unit price", "Total"),
          "net": "Net amount", "vat": "plus VAT {rate} %", "gross": "Total amount",
          "pay": "Please transfer the invoice amount without deduction by {due} to the bank account below.",
          "bye": "Kind regards", "tel": "Phone", "vatno": "VAT ID"})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 20, s.name, 13, B, "right")
    c.text(192, 25, f"{s.street}, {place(inv)}", 8, F, "right", grey=0.3)
    c.text(20, 47, f"{s.name} - {s.street} - {place(inv)} - {LAND[s.country][inv.language]}", 6.6, F, grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(20, 54 + k * 4.6, text, 10, F)
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, inv.customer_no, inv.day(inv.issued, dfmt), inv.extra["period"], inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        if value:
            c.text(128, 52 + k * 4.6, label, 8.2, F)
            c.text(192, 52 + k * 4.6, value, 8.2, F, "right")
    c.text(20, 98, w["subject"].format(no=inv.invoice_no), 12, B)
    c.text(20, 108, inv.extra["greeting"], 9.4, F)
    c.text(20, 113, inv.extra["intro"], 9.4, F)
    y = 124
    cols = [(20, "left"), (31, "left"), (128, "right"), (131, "left"), (163, "right"), (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.2, B, al)
    c.rule(20, y + 1.8, 192, 0.5)
    y += 6.6
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.8, 82 * MM)
        for (x, al), value in zip(cols, (f"{k + 1}.", desc[0], inv.qty(line), line.unit, eur(line.price),
                                         eur(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4
            c.text(31, y, more, 8.8, F)
        y += 6
    c.rule(20, y - 3, 192, 0.3, grey=0.5)
    y += 2.5
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(163, y, label, 9, B if strong else F, "right")
        c.text(192, y, eur(value), 9, B if strong else F, "right")
        y += 5
    c.rule(140, y - 3.6, 192, 0.5)
    y += 7
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt))):
        for row in rl_wrap(text, F, 8.8, 172 * MM):
            c.text(20, y, row, 8.8, F)
            y += 4.2
        y += 2
    y += 2
    c.text(20, y, w["bye"], 8.8, F)
    c.text(20, y + 9, s.name, 8.8, F)
    c.rule(20, 270, 192, 0.3, grey=0.6)
    cols4 = [[s.name, s.street, place(inv), LAND[s.country][inv.language]],
             [f"{w['tel']} {s.phone}", s.email, f"{w['vatno']} {s.vat}"],
             [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"],
             [s.register, inv.extra["boss"]]]
    for x, col in zip((20, 62, 104, 148), cols4):
        for k, text in enumerate(col):
            c.text(x, 274 + k * 3.3, text, 6.4, F, grey=0.3)
    return c.bytes()


# --- sage50 (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def sage50(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Klantref.", "Uw bestelnr.", "Pagina"),
          "bill": "Factuuradres", "ship": "Leveradres",
          "cols": ("Aantal", "Artikelcode", "Omschrijving", "Korting %", "Eenheidsprijs", "Netto", "Btw %"),
          "sub": "Totaal goederen", "net": "Totaal netto", "vat": "Totaal btw {rate} %", "gross": "FACTUURTOTAAL",
          "vatno": "Btw", "terms": "Betalingsvoorwaarden", "pay": "Rekening: IBAN {iban} - BIC {bic}",
          "comm": "Gestructureerde mededeling"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice No.", "Invoice Date", "Account Ref.", "Customer Order No.", "Page"),
          "bill": "Invoice Address", "ship": "Deliver To",
          "cols": ("Quantity", "Product Code", "Details", "Disc %", "Unit Price", "Net Amount", "VAT %"),
          "sub": "Goods Net", "net": "Total Net Amount", "vat": "Total VAT Amount {rate} %", "gross": "INVOICE TOTAL",
          "vatno": "VAT Reg. No.", "terms": "Terms", "pay": "Bank: IBAN {iban} - BIC {bic}", "comm": "Reference"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("sgl", 7, "DVC", grey=0.3)
    normal, right = _style("sgn", 8.2, "DVC"), _style("sgr", 8.2, "DVC", align=2)
    bold, bold_r = _style("sgb", 8.2, "DVCB"), _style("sgbr", 8.2, "DVCB", align=2)
    grey = colors.Color(0.45, 0.45, 0.45)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(LAND[s.country][inv.language])}<br/>Tel. {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"{escape(w['vatno'])} {escape(s.vat)}", _style("sgc", 8.4, "DVC", lead=10.4))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "", "1")
    grid = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if i == 0 else normal)]
                  for i, (k, v) in enumerate(zip(w["facts"], values))], colWidths=[32 * mm, 34 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                              ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    right_col = [Paragraph(f"<b>{w['title']}</b>", _style("sgt", 18, "DVCB", align=2, lead=22)), Spacer(1, 2 * mm),
                 grid]
    top = Table([[company, right_col]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"))
    ship = "<br/>".join(escape(t) for t in (inv.extra["ship"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    addr = Table([[Paragraph(escape(w["bill"]), lab), "", Paragraph(escape(w["ship"]), lab)],
                  [Paragraph(bill, _style("sga", 8.8, "DVC", lead=11)), "",
                   Paragraph(ship, _style("sga2", 8.8, "DVC", lead=11))]], colWidths=[85 * mm, 8 * mm, 85 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.5, grey), ("BOX", (2, 0), (2, -1), 0.5, grey),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(escape(h), bold_r if k in (0, 3, 4, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(inv.qty(line), right), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal),
                     Paragraph(inv.number(line.discount or Decimal(0)), right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right),
                     Paragraph(inv.number(inv.vat_rate), right)])
    table = Table(rows, colWidths=[16 * mm, 28 * mm, 59 * mm, 16 * mm, 23 * mm, 22 * mm, 14 * mm], repeatRows=1)
    table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, grey), ("LINEBELOW", (0, 0), (-1, 0), 0.5, grey),
                               ("LINEAFTER", (0, 0), (-2, -1), 0.3, grey),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    trows = [[Paragraph(escape(label), bold if strong else normal),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[46 * mm, 26 * mm])
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, grey), ("LINEABOVE", (0, -1), (-1, -1), 0.5, grey),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    notes = [f"{w['terms']}: {inv.extra['terms']}", inv.statement,
             w["pay"].format(iban=inv.iban, bic=inv.bic)] + (
        [f"{w['comm']}: {inv.payment_ref}"] if inv.payment_ref else [])
    left = [Paragraph(escape(t), normal) for t in notes if t]
    foot = Table([[left, tot]], colWidths=[104 * mm, 74 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, 0), 0),
                              ("RIGHTPADDING", (1, 0), (1, 0), 0)]))
    story = [top, Spacer(1, 6 * mm), addr, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), foot]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- vosfactures (Typst, DejaVu Sans) -------------------------------------------------------------------------------
def vosfactures(inv: Invoice) -> bytes:
    s = inv.supplier
    iso = "%Y-%m-%d"
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 14mm, top: 14mm, bottom: 18mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(120))[{ts(s.name + " - " + s.register)}]))\n'
        '#set text(font: "DejaVu Sans", size: 7.8pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  [#text(size: 15pt, weight: "bold", fill: rgb("#2b5797"))[{ts(s.name)}]],\n'
        '  grid(columns: (auto, auto), column-gutter: 3mm, row-gutter: 1.4mm,\n'
        + "".join(f'    align(right)[{ts(k)}], [{ts(v)}],\n' for k, v in (
            ("Date d'émission :", inv.issued.strftime(iso)), ("Date de vente :", inv.extra["sale"]),
            ("Date d'échéance :", inv.due.strftime(iso)), ("Mode de paiement :", inv.extra["pay"])))
        + '  ))\n#v(6mm)\n'
        f'#align(center, text(size: 13pt, weight: "bold")[{ts("Facture n° " + inv.invoice_no)}])\n#v(5mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(weight: "bold")[Vendeur] #line(length: 100%, stroke: 0.4pt + luma(160)) #text(weight: "bold")'
        f'[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ {ts(LAND[s.country]["fr"])} \\ '
        f'{ts("N° TVA : " + s.vat)} \\ {ts("Tél. : " + s.phone)} \\ {ts(s.email)} \\ '
        f'{ts("Banque : " + inv.extra["bank"])} \\ {ts("IBAN : " + inv.iban)} \\ {ts("BIC : " + inv.bic)}],\n'
        f'  [#text(weight: "bold")[Acheteur] #line(length: 100%, stroke: 0.4pt + luma(160)) #text(weight: "bold")'
        f'[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("Belgique")} \\ {ts("N° TVA : " + BUYER_VAT)}])\n'
        '#v(5mm)\n')
    if inv.po_printed:
        src += f'{ts("N° de commande : " + inv.po_printed)}\n#v(3mm)\n'
    heads = ["N°", "Désignation", "Code", "Qté", "Unité", "Prix unit. HT"] + (["Remise"] if discounts else []) + [
        "TVA", "Total HT", "Total TTC"]
    widths = ["7mm", "1fr", "25mm" if any(len(line.article or "") > 12 for line in inv.lines) else "19mm", "10mm",
              "12mm", "17mm"] + (["12mm"] if discounts else []) + ["10mm", "19mm", "19mm"]
    rows = []
    for k, line in enumerate(inv.lines):
        ttc = line.amount + money(line.amount * inv.vat_rate / 100)
        cells = [f'[{k + 1}]', f'[{ts(line.description)}]', f'[{ts(line.article or "")}]',
                 f'align(right)[{ts(inv.qty(line))}]', f'[{ts(line.unit)}]',
                 f'align(right)[{ts(inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells += [f'align(right)[{ts(inv.rate() + " %")}]', f'align(right)[{ts(inv.number(line.amount))}]',
                  f'align(right)[{ts(inv.number(ttc))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    src += (f'#table(columns: ({", ".join(widths)}), stroke: 0.4pt + luma(170), fill: (x, y) => if y == 0 '
            '{ luma(232) }, inset: (x: 1.2mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k >= 3 and h != "Unité" else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += ('#align(right, table(columns: (18mm, 22mm, 22mm, 24mm), stroke: 0.4pt + luma(170), '
            'inset: (x: 1.4mm, y: 1.6mm), fill: (x, y) => if y == 0 { luma(232) },\n'
            + "".join(f'  align(right, text(weight: "bold")[{ts(h)}]),\n'
                      for h in ("Taux TVA", "Total HT", "Montant TVA", "Total TTC"))
            + f'  align(right)[{ts(inv.rate() + " %")}], align(right)[{ts(inv.number(inv.net_total))}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}], align(right)[{ts(inv.number(inv.gross_total))}],\n'
            f'  align(right, text(weight: "bold")[Total]), align(right, text(weight: "bold")'
            f'[{ts(inv.number(inv.net_total))}]), align(right, text(weight: "bold")[{ts(inv.number(inv.vat_amount))}]),'
            f' align(right, text(weight: "bold")[{ts(inv.number(inv.gross_total))}]),\n'
            '))\n#v(3mm)\n')
    src += ('#align(right, grid(columns: (auto, 30mm), row-gutter: 1.8mm,\n'
            f'  align(right)[{ts("Total TTC :")}], align(right)[{ts(inv.number(inv.gross_total) + " EUR")}],\n'
            f'  align(right)[{ts("Montant payé :")}], align(right)[{ts(inv.number(Decimal(0)) + " EUR")}],\n'
            f'  align(right, text(size: 10pt, weight: "bold")[{ts("Reste à payer :")}]), align(right, text(size: 10pt, '
            f'weight: "bold")[{ts(inv.number(inv.gross_total) + " EUR")}]),\n))\n#v(6mm)\n')
    notes = [inv.statement] if inv.statement else []
    if inv.payment_ref:
        notes.append(f"Merci de mentionner la communication structurée {inv.payment_ref} lors du paiement.")
    notes.append(f"Paiement par virement avant le {inv.due.strftime('%d/%m/%Y')}.")
    src += f'#text(weight: "bold")[Observations] \\\n' + " \\\n".join(ts(n) for n in notes) + "\n"
    return _typst(src)


# --- quadratus (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def quadratus(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 18, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}", s.email, f"N° TVA intracom. {s.vat}"]):
        f(15, 24 + k * 3.9, text, 8)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(112, 36, 83, 28)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE"]):
        f(116, 42 + k * 4.4, text, 9.2, "B" if k == 0 else "")
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(15, 72, 180, 12, style="DF")
    band = [(15, 38, "FACTURE", ""), (53, 40, "Numéro", inv.invoice_no), (93, 34, "Date", inv.day(inv.issued, "%d/%m/%Y")),
            (127, 44, "Code client", inv.customer_no), (171, 24, "Page", "1/1")]
    for k, (x, width, label, value) in enumerate(band):
        if k:
            pdf.line(x, 72, x, 84)
        if value:
            f(x + 2, 76.5, label, 7)
            f(x + 2, 81.5, value, 9, "B")
        else:
            f(x + 3, 80, label, 13, "B")
    f(15, 91, f"N° TVA client : {BUYER_VAT}", 8.4)
    f(15, 95.5, f"Votre référence : {inv.po_printed}", 8.4)
    top, bottom = 101, 200
    xs = [15, 37, 114, 128, 141, 160, 182, 195]
    heads = ["Code", "Désignation", "Qté", "Unité", "P.U. HT", "Montant HT", "TVA"]
    pdf.rect(15, top, 180, bottom - top)
    pdf.line(15, top + 6, 195, top + 6)
    for x in xs[1:-1]:
        pdf.line(x, top, x, bottom)
    for k, head in enumerate(heads):
        f((xs[k] + xs[k + 1]) / 2, top + 4.2, head, 7.8, "B", "center")
    y = top + 11
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 74)
        f(16.5, y, line.article or "", 8.2)
        f(38.5, y, desc[0], 8.2)
        f(127, y, inv.qty(line), 8.2, "", "right")
        f(129.5, y, line.unit, 8.2)
        f(158.5, y, inv.number(line.price), 8.2, "", "right")
        f(180.5, y, inv.number(line.amount), 8.2, "", "right")
        f(188.5, y, inv.rate() + " %", 8.2, "", "center")
        for more in desc[1:]:
            y += 3.8
            f(38.5, y, more, 8.2)
        y += 5.6
    # the VAT base box (left) and the totals box (right)
    yb = bottom + 5
    pdf.rect(15, yb, 95, 15)
    pdf.line(15, yb + 5.5, 110, yb + 5.5)
    for x, head, value in ((17, "Base HT", inv.number(inv.net_total)), (50, "Taux", inv.rate() + " %"),
                           (75, "Montant TVA", inv.number(inv.vat_amount))):
        f(x, yb + 4, head, 7.6, "B")
        f(x, yb + 11, value, 8.4)
    pdf.rect(125, yb, 70, 26)
    rows = [("Total HT", inv.net_total, False), ("Total TVA", inv.vat_amount, False),
            ("Total TTC", inv.gross_total, False), ("Net à payer EUR", inv.gross_total, True)]
    for k, (label, value, strong) in enumerate(rows):
        if strong:
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(125, yb + 19.5, 70, 6.5, style="DF")
        f(128, yb + 5 + k * 6, label, 8.8, "B" if strong else "")
        f(193, yb + 5 + k * 6, inv.number(value), 8.8, "B" if strong else "", "right")
    f(15, yb + 23, f"Échéance : {inv.day(inv.due, '%d/%m/%Y')} - {inv.extra['pay']}", 8.4)
    y = yb + 35
    texts = [inv.statement, f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}",
             "Pas d'escompte pour paiement anticipé. En cas de retard de paiement, pénalités de retard au taux de "
             "trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € "
             "(art. L441-10 du Code de commerce)."]
    pdf.set_font("DejaVu", "", 7.6)
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 7.6)
            y += 3.6
        y += 1.6
    f(105, 285, f"{s.name} - {s.register} - N° TVA {s.vat}", 6.4, "", "center")
    return bytes(pdf.output())


# --- sylob (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def sylob(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B, I = "LS", "LSB", "LSI"
    c.text(15, 18, s.name, 12, B)
    for k, text in enumerate([s.street, f"{place(inv)} - {LAND[s.country]['fr']}", f"Tél. {s.phone} - {s.email}",
                              f"N° TVA {s.vat}"]):
        c.text(15, 23.5 + k * 3.8, text, 7.8, F)
    c.text(195, 20, inv.extra["title"], 18, B, "right")
    c.text(195, 27, f"N° {inv.invoice_no}", 10, B, "right")
    # the grid of facts: one row
    dfmt = "%d/%m/%Y"
    heads = ("Date", "N° client", "Votre commande", "Date cde", "Représentant", "Règlement", "Échéance")
    values = (inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "", inv.extra["po_date"],
              inv.extra["rep"], inv.extra["pay"], inv.day(inv.due, dfmt))
    widths = (20, 18, 26, 19, 23, 53, 21)
    x, y0 = 15, 42
    c.fill(15, y0, 180, 5, 0.88)
    c.c.setLineWidth(0.4)
    c.c.rect(15 * MM, c.height - (y0 + 12) * MM, 180 * MM, 12 * MM)
    for k, (head, value, width) in enumerate(zip(heads, values, widths)):
        if k:
            c.c.line(x * MM, c.height - y0 * MM, x * MM, c.height - (y0 + 12) * MM)
        c.text(x + 1.2, y0 + 3.6, head, 7, B)
        c.text(x + 1.2, y0 + 9.6, value, 7.8, F)
        x += width
    c.text(15, 62, "Adresse de livraison", 7, F, grey=0.4)
    for k, text in enumerate([BUYER[0], "Réception marchandises", BUYER[1], BUYER[2], "BELGIQUE"]):
        c.text(15, 67 + k * 4.1, text, 8.6, F)
    c.text(112, 62, "Adresse de facturation", 7, F, grey=0.4)
    for k, text in enumerate([BUYER[0], "Comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE",
                              f"N° TVA {BUYER_VAT}"]):
        c.text(112, 67 + k * 4.1, text, 9, B if k == 0 else F)
    y = 98
    cols = [(16, "left"), (45, "left"), (138, "right"), (140, "left"), (166, "right"), (194, "right")]
    c.fill(15, y - 4.2, 180, 6, 0.2)
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, ("Article", "Désignation", "Qté", "U", "PU net HT", "Montant HT")):
        c.c.setFont(B, 7.8)
        draw = c.c.drawRightString if al == "right" else c.c.drawString
        draw(x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 86 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(45, y, more, 8.2, F)
        for more in line.detail:
            y += 3.7
            c.text(45, y, more, 7.4, I, grey=0.35)
        c.rule(15, y + 2, 195, 0.2, grey=0.7)
        y += 6
    y += 4
    rows = totals(inv, "Total brut HT", "Total HT", "TVA {rate} %", "Total TTC")
    rows.append(("Net à payer EUR", inv.gross_total, True))
    for label, value, strong in rows:
        if label == "Net à payer EUR":
            c.fill(120, y - 4, 75, 6, 0.88)
        c.text(168, y, label, 8.8, B if strong else F, "right")
        c.text(194, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 5.2
    y += 6
    texts = ([inv.statement] if inv.statement else []) + [
        f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}"
        + (f" - communication structurée {inv.payment_ref}" if inv.payment_ref else ""),
        "Conditions générales de vente au verso. Pas d'escompte pour paiement anticipé. Tout retard de paiement "
        "entraîne des pénalités et une indemnité forfaitaire pour frais de recouvrement de 40 €."]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 180 * MM):
            c.text(15, y, row, 7.8, F)
            y += 3.7
        y += 1.6
    c.rule(15, 278, 195, 0.3, grey=0.5)
    c.text(105, 282, f"{s.name} - {s.register} - N° TVA {s.vat}", 6.6, F, "center", grey=0.35)
    c.text(195, 287, "Page 1/1", 6.6, F, "right", grey=0.35)
    return c.bytes()


# --- zistemo (Typst, Liberation Sans) -------------------------------------------------------------------------------
def zistemo(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d %b %Y"
    facts = (("Invoice date", inv.day(inv.issued, dfmt)), ("Due date", inv.day(inv.due, dfmt)),
             ("Your reference", inv.po_printed or ""), ("Project", inv.extra["project"]),
             ("Period", inv.extra["period"]))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 28mm), footer: [#line(length: 100%, stroke: '
        '0.3pt + luma(190)) #set text(size: 6.6pt, fill: luma(110))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + LAND[s.country]["en"])}],\n'
        f'  [{ts("UID " + s.vat)} \\ {ts(s.register)} \\ {ts(s.email)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(s.phone)}])])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ #text(size: 7.6pt, fill: luma(110))'
        f'[{ts(s.street + " · " + place(inv) + " · " + LAND[s.country]["en"])}]\n#v(14mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [{ts(BUYER[0])} \\ {ts("Accounts payable")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE["en"])} \\ {ts("VAT ID " + BUYER_VAT)}],\n'
        '  grid(columns: (auto, 1fr), column-gutter: 4mm, row-gutter: 1.8mm,\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + '  ))\n#v(10mm)\n'
        f'#text(size: 20pt, weight: "bold")[{ts("Invoice " + inv.invoice_no)}]\n#v(3mm)\n'
        f'{ts("For the work carried out in the period " + inv.extra["period"] + " we invoice as follows:")}\n'
        '#v(4mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (1fr, 18mm, 12mm, 20mm, 24mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + black } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k in (0, 2) else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Description", "Quantity", "Unit", "Rate", "Amount")))
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "", "Net amount", "VAT {rate}%", "Total EUR"):
        weight = 'weight: "bold", size: 11pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'{ts(inv.statement)}\n#v(2mm)\n'
            f'{ts("Please transfer the total amount by " + inv.day(inv.due, dfmt) + " to the account below, quoting the invoice number " + inv.invoice_no + ".")}\n'
            '#v(2mm)\nThank you for working with us.\n')
    return _typst(src)


WRITERS = {"bueroplus": bueroplus, "meinbuero": meinbuero, "sage50": sage50, "vosfactures": vosfactures,
           "quadratus": quadratus, "sylob": sylob, "zistemo": zistemo}
