"""Seven page writers for the thirty-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one Nordic family of invoicing software (no logos, no trademarks, invented suppliers): two made by Typst,
two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas
in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are evals/blind_corpus/drawing.py's.

- dinero (Typst, DejaVu Sans): a Dinero-style Danish small-business invoice, nl or en: the company block top right,
  the customer left, `Factuur` / `Invoice` with a fact list (number, date, due date, terms, `Uw referentie` /
  `Your reference`, contact), columns `Omschrijving` / `Aantal` / `Eenheid` / `Stukprijs` / (`Korting`) /
  `Bedrag`, totals `Subtotaal` (the net) / `Btw 21%` / `Totaal EUR`, a payment block, a one-line footer.
- billy (reportlab canvas, Liberation Sans): a Billy-style Danish invoice, de or fr: the company name top left, its
  details in a grey column top right, the customer left, `Rechnung` / `Facture` right with a fact table, the product
  name in bold with a grey row under it, the product number in its own column, totals `Zwischensumme` /
  `Sous-total` (the net), VAT, `Gesamt EUR` / `Total EUR`, a four-column footer.
- procountor (reportlab platypus, DejaVu Sans Condensed): a Procountor-style Finnish invoice, en or fr: `INVOICE` /
  `FACTURE` with `1 (1)`, a label/value block (date, number, customer number, reference number, due date, terms,
  penalty interest, notice period, our / your reference, order reference), columns `Product` / `Description` /
  `Qty` / `Unit` / `Unit price` / `Disc. %` / `VAT %` / `Total`, Finnish number format (`1 485,00`), and for a
  Finnish account the bank-transfer form (`Saajan tilinumero / Mottagarens kontonummer` ...) with the virtual
  bar-code number.
- netvisor (fpdf2, Liberation Sans): a Netvisor-style Finnish invoice, nl or en: `FACTUUR` / `INVOICE` right with
  page number, a fact grid (number, date, due date, customer number, terms, delivery date, method and terms, our /
  your reference, `Uw bestelnummer`), columns `Productcode` / `Omschrijving` / `Aantal` / `Eenh.` /
  `Eenheidsprijs` / `Btw %` / `Totaal`, totals and a VAT breakdown table, a four-column footer.
- poweroffice (Typst, Liberation Sans): a PowerOffice Go-style invoice, de: `Rechnung` big top left, the company
  top right, the fact list (`Rechnungsnr.`, `Rechnungsdatum`, `Fälligkeitsdatum`, `Kundennr.`, `Ihre Referenz`,
  `Unsere Referenz`, `OCR`), columns `Beschreibung` / `Menge` / `Einheit` / `Preis` / `MwSt. %` / `Betrag`,
  totals `Summe exkl. MwSt.` / `MwSt.` / `Zu zahlen`, a framed payment strip at the foot.
- reviso (fpdf2, DejaVu Sans): a Reviso-style (e-conomic family) invoice, fr or nl: the company in small type top
  right, `Facture` / `Factuur` with a framed fact box (`N° de facture`, `Date`, `N° client`, `Votre réf.`,
  `Notre réf.`, `Page`), columns `N° produit` / `Désignation` / `Qté` / `Unité` / `Prix unit.` / (`Rem. %`) /
  `Montant`, totals `Montant HT` / `TVA` / `Total EUR`, the payment terms, a footer line.
- holvi (reportlab canvas, DejaVu Sans): a Holvi-style freelancer invoice, de: the company name top left,
  `Rechnung` with a meta block right (`Rechnungsnummer`, `Rechnungsdatum`, `Fälligkeitsdatum`,
  `Referenznummer`, `Ihre Referenz`), `Rechnung an`, columns `Beschreibung` / `Menge` / `Einzelpreis` / `MwSt.` /
  `Gesamt` with `€` after every amount, totals `Summe netto` / `MwSt. 0 %` / `Gesamtbetrag`, the bank details."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)

register_fonts(*LIBERATION_SANS)

COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
           "DK": {"nl": "Denemarken", "fr": "Danemark", "de": "Dänemark", "en": "Denmark"},
           "FI": {"nl": "Finland", "fr": "Finlande", "de": "Finnland", "en": "Finland"},
           "SE": {"nl": "Zweden", "fr": "Suède", "de": "Schweden", "en": "Sweden"},
           "EE": {"nl": "Estland", "fr": "Estonie", "de": "Estland", "en": "Estonia"},
           "LU": {"nl": "Luxemburg", "fr": "Luxembourg", "de": "Luxemburg", "en": "Luxembourg"},
           "NL": {"nl": "Nederland", "fr": "Pays-Bas", "de": "Niederlande", "en": "The Netherlands"}}


def _country(inv: Invoice) -> str:
    return COUNTRY[inv.supplier.country][inv.language]


# --- dinero (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def dinero(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Betalingsvoorwaarden",
                                        "Uw referentie", "Contactpersoon"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Stukprijs", "Korting", "Bedrag"),
          "net": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal EUR", "payinfo": "Betalingsinformatie",
          "pay": "Gelieve het bedrag uiterlijk op {due} over te maken op IBAN {iban}, BIC {bic}.",
          "comm": "Gestructureerde mededeling", "vatno": "Btw-nr.", "page": "Pagina 1 van 1"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Due date", "Payment terms", "Your reference",
                                        "Contact person"),
          "cols": ("Description", "Quantity", "Unit", "Unit price", "Discount", "Amount"),
          "net": "Subtotal", "vat": "VAT {rate}%", "gross": "Total EUR", "payinfo": "Payment details",
          "pay": "Please pay the amount no later than {due} to IBAN {iban}, SWIFT/BIC {bic}, stating the invoice "
                 "number.", "comm": "Reference", "vatno": "VAT no.", "page": "Page 1 of 1"})
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.extra["terms"],
              inv.po_printed or "", inv.extra["contact"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: [#line(length: 100%, stroke: '
        '0.3pt + luma(190)) #align(center, text(size: 6.8pt, fill: luma(110))['
        f'{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + w["vatno"] + " " + s.vat + " · " + s.email)}'
        f' \\ {ts(w["page"])}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(24mm) {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ #v(1mm) {ts("Tel. " + s.phone)} \\ {ts(s.email)} \\ '
        f'{ts(w["vatno"] + " " + s.vat)}])\n'
        f'#v(10mm)\n#text(size: 20pt, weight: "bold")[{ts(w["title"])}]\n#v(3mm)\n'
        '#table(columns: (44mm, 60mm), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'  text(weight: "bold")[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + ')\n#v(6mm)\n')
    keep = [k for k in range(6) if k != 4 or discounts]
    widths = {0: "1fr", 1: "16mm", 2: "16mm", 3: "22mm", 4: "16mm", 5: "24mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.description)}]', 1: f'align(right)[{ts(inv.qty(line))}]', 2: f'[{ts(line.unit)}]',
                 3: f'align(right)[{ts(inv.number(line.price))}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + black } else { 0.3pt + luma(210) }), inset: (x: 1.2mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (40mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(4mm)\n'
    src += (f'#text(weight: "bold")[{ts(w["payinfo"])}] \\ '
            f'{ts(w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic))}\n')
    if inv.payment_ref:
        src += f' \\ {ts(w["comm"] + ": " + inv.payment_ref)}\n'
    return _typst(src)


# --- billy (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def billy(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fälligkeitsdatum", "Kundennr.",
                                         "Ihre Referenz"),
          "cols": ("Nr.", "Beschreibung", "Menge", "Einzelpreis", "Betrag"), "net": "Zwischensumme",
          "vat": "MwSt. ({rate} %)", "gross": "Gesamt EUR", "vatno": "USt-IdNr.", "to": "Rechnungsempfänger",
          "pay": "Zahlungsbedingungen: {terms}. Bitte überweisen Sie den Betrag bis zum {due} unter Angabe der "
                 "Rechnungsnummer.", "bank": "Bankverbindung", "comm": "Strukturierte Mitteilung"}
         if de else
         {"title": "Facture", "facts": ("N° de facture", "Date de facture", "Date d'échéance", "N° client",
                                        "Votre référence"),
          "cols": ("N°", "Description", "Quantité", "Prix unitaire", "Montant"), "net": "Sous-total",
          "vat": "TVA ({rate} %)", "gross": "Total EUR", "vatno": "N° TVA", "to": "Facturé à",
          "pay": "Conditions de paiement : {terms}. Merci de régler le montant au plus tard le {due}.",
          "bank": "Coordonnées bancaires", "comm": "Communication structurée"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    c.text(20, 24, s.name, 15, B)
    for k, text in enumerate([s.street, place(inv), _country(inv), s.phone, s.email, f"{w['vatno']} {s.vat}"]):
        c.text(190, 18 + k * 3.7, text, 7.6, F, "right", grey=0.45)
    c.text(20, 52, w["to"], 7.4, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(20, 57 + k * 4.4, text, 9.4, F)
    c.text(120, 52, w["title"], 20, B)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.po_printed or "")
    y = 60
    for label, value in zip(w["facts"], values):
        if value:
            c.text(120, y, label, 8.6, F, grey=0.45)
            c.text(190, y, value, 8.6, F, "right")
            y += 4.6
    y = 98
    articles = any(line.article for line in inv.lines)
    x_desc = 48 if articles else 20
    cols = [(20, "left"), (x_desc, "left"), (140, "right"), (165, "right"), (190, "right")]
    c.fill(18, y - 4.6, 174, 7, 0.93)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k or articles:
            c.text(x, y, head, 8.2, B, al)
    y += 8
    for line in inv.lines:
        desc = rl_wrap(line.description, B, 8.8, (123 - x_desc) * MM)
        if articles:
            c.text(20, y, line.article, 8.4, F)
        c.text(x_desc, y, desc[0], 8.8, B)
        for (x, al), value in zip(cols[2:], (f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                                            inv.number(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4
            c.text(x_desc, y, more, 8.8, B)
        for more in line.detail:
            y += 4
            c.text(x_desc, y, more, 8, F, grey=0.45)
        y += 3
        c.rule(18, y, 192, 0.3, grey=0.8)
        y += 5
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            c.rule(120, y - 4.2, 192, 0.8)
        c.text(160, y, label, 9.6 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, inv.number(value), 9.6 if strong else 8.8, B if strong else F, "right")
        y += 5.6
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], due=inv.day(inv.due, dfmt))]
    if inv.payment_ref:
        texts.append(f"{w['comm']} : {inv.payment_ref}" if not de else f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 170 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.2
        y += 2
    c.rule(20, 268, 190, 0.3, grey=0.7)
    cols4 = [[s.name, s.street, place(inv), _country(inv)], [s.phone, s.email],
             [s.register, f"{w['vatno']} {s.vat}"], [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 70, 115, 152), cols4):
        for k, text in enumerate(col):
            c.text(x, 273 + k * 3.4, text, 6.8, F, grey=0.4)
    return c.bytes()


# --- procountor (reportlab platypus, DejaVu Sans Condensed) ---------------------------------------------------------
def _barcode(inv: Invoice) -> str:
    """The Finnish virtual bar code (version 4): IBAN digits, euros, cents, the reference, the due date."""
    account = inv.iban.replace(" ", "")[2:]
    euros, cents = divmod(int(inv.gross_total * 100), 100)
    ref = inv.payment_ref.replace(" ", "")
    return f"4{account}{euros:06d}{cents:02d}000{ref:0>20}{inv.due.strftime('%y%m%d')}"


def procountor(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice date", "Invoice number", "Customer number", "Reference number",
                                        "Due date", "Terms of payment", "Penalty interest", "Notice period",
                                        "Our reference", "Your reference", "Order reference"),
          "cols": ("Product", "Description", "Qty", "Unit", "Unit price", "Disc. %", "VAT %", "Total"),
          "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total EUR", "vatno": "VAT no.",
          "bid": "Business ID", "pay": "Bank account: IBAN {iban}, BIC {bic}. Please use the reference number."}
         if en else
         {"title": "FACTURE", "facts": ("Date de facture", "Numéro de facture", "Numéro client",
                                        "Communication structurée", "Échéance", "Conditions de paiement",
                                        "Intérêts de retard", "Délai de réclamation", "Notre référence",
                                        "Votre référence", "Référence de commande"),
          "cols": ("Produit", "Désignation", "Qté", "Unité", "Prix unit.", "Rem. %", "TVA %", "Total"),
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC EUR", "vatno": "N° TVA", "bid": "",
          "pay": "Compte bancaire : IBAN {iban}, BIC {bic}. Merci de mentionner la communication structurée."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 100 if s.country == "FI" else 22)
    del inv.words
    normal, right = _style("pcn", 8.2, "DVC"), _style("pcr", 8.2, "DVC", align=2)
    bold, bold_r = _style("pcb", 8.2, "DVCB"), _style("pcbr", 8.2, "DVCB", align=2)
    small = _style("pcs", 7.6, "DVC", grey=0.3)
    dfmt = "%d.%m.%Y"
    sender = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                       f"{escape(_country(inv))}", _style("pcc", 8.6, "DVC", lead=10.8))
    title = Paragraph(f"<b>{w['title']}</b>&nbsp;&nbsp;&nbsp;&nbsp;<font size=8>1 (1)</font>",
                      _style("pct", 15, "DVCB", lead=19))
    values = (inv.day(inv.issued, dfmt), inv.invoice_no, inv.customer_no, inv.payment_ref, inv.day(inv.due, dfmt),
              inv.extra["terms"], inv.extra["interest"], inv.extra["notice"], inv.extra["ours"],
              inv.extra["yours"], inv.po_printed or "")
    facts = Table([[Paragraph(escape(k), small), Paragraph(escape(v), normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[36 * mm, 50 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                      _style("pca", 9.2, "DVC", lead=11.6))
    top = Table([[sender, title], [Spacer(1, 8 * mm), ""], [buyer, facts]], colWidths=[92 * mm, 86 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 8 * mm)]
    rows = [[Paragraph(escape(h), bold_r if k >= 2 and k != 3 else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) if line.discount else "", right),
                     Paragraph(inv.rate(), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[30 * mm, 62 * mm, 12 * mm, 10 * mm, 18 * mm, 13 * mm, 12 * mm, 21 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        if text:
            story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    register = " · ".join(t for t in (s.name, s.street + ", " + place(inv), s.register,
                                      f"{w['vatno']} {s.vat}", s.phone, s.email) if t)

    def page(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFillGray(0.35)
        canvas.setFont("DVC", 6.6)
        if s.country != "FI":
            canvas.drawCentredString(105 * mm, 12 * mm, register)
            canvas.restoreState()
            return
        canvas.drawCentredString(105 * mm, 101 * mm, register)
        canvas.setFillGray(0)
        # the Finnish bank-transfer form (tilisiirto / girering), 100 mm high at the foot of the page
        top, left, mid, rgt = 96, 10, 110, 200
        canvas.setLineWidth(0.5)
        canvas.line(left * mm, top * mm, rgt * mm, top * mm)
        canvas.line(mid * mm, top * mm, mid * mm, 20 * mm)
        rows_y = (top - 16, top - 34, top - 62, top - 70)
        for yy in rows_y:
            canvas.line(left * mm, yy * mm, mid * mm, yy * mm)
        for yy in (top - 34, top - 62, top - 70):
            canvas.line(mid * mm, yy * mm, rgt * mm, yy * mm)
        canvas.line(left * mm, 20 * mm, rgt * mm, 20 * mm)

        def label(x, y, text):
            canvas.setFont("DVC", 6)
            canvas.drawString(x * mm, y * mm, text)

        def value(x, y, text, size=9):
            canvas.setFont("DVC", size)
            canvas.drawString(x * mm, y * mm, text)

        label(left + 1, top - 3, "Saajan tilinumero")
        label(left + 1, top - 5.5, "Mottagarens kontonummer")
        value(left + 30, top - 5, f"IBAN {inv.iban}")
        value(left + 30, top - 10, f"BIC {inv.bic}")
        label(left + 1, top - 19, "Saaja")
        label(left + 1, top - 21.5, "Mottagare")
        value(left + 30, top - 21, s.name)
        label(left + 1, top - 37, "Maksajan nimi ja")
        label(left + 1, top - 39.5, "osoite / Betalarens")
        label(left + 1, top - 42, "namn och adress")
        for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])):
            value(left + 30, top - 39 - k * 4.2, text)
        label(left + 1, top - 65, "Allekirjoitus / Underskrift")
        label(left + 1, top - 73, "Tililtä nro / Från konto nr")
        label(mid + 1, top - 37, "Viitenro / Ref.nr")
        value(mid + 30, top - 39, inv.payment_ref, 10)
        label(mid + 1, top - 65, "Eräpäivä / Förfallodag")
        value(mid + 30, top - 67, inv.day(inv.due, dfmt), 10)
        label(mid + 1, top - 73, "Euro")
        value(mid + 30, top - 75, inv.number(inv.gross_total), 10)
        canvas.setFont("DVC", 6.4)
        canvas.drawString(left * mm, 15 * mm, "Maksu välitetään saajalle maksujenvälityksen ehtojen mukaisesti ja "
                                              "vain maksajan ilmoittaman tilinumeron perusteella.")
        canvas.drawString(left * mm, 12 * mm, "Betalningen förmedlas till mottagaren enligt villkoren för "
                                              "betalningsförmedling och endast till det kontonummer som "
                                              "betalaren angivit.")
        canvas.setFont("DVC", 8)
        canvas.drawString(left * mm, 7 * mm, _barcode(inv))
        canvas.restoreState()

    doc.build(story, onFirstPage=page, onLaterPages=page)
    return buffer.getvalue()


# --- netvisor (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def netvisor(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Betalingsvoorwaarden", "Leverdatum", "Leveringswijze",
                                        "Leveringsvoorwaarden", "Onze referentie", "Uw referentie",
                                        "Uw bestelnummer"),
          "cols": ("Productcode", "Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Btw %", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Te betalen EUR",
          "vt": ("Btw %", "Excl. btw", "Btw", "Incl. btw"), "vatno": "Btw-nr.", "page": "Pagina 1 / 1",
          "comm": "Gestructureerde mededeling", "bank": "Bank"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number",
                                        "Terms of payment", "Delivery date", "Delivery method", "Delivery terms",
                                        "Our reference", "Your reference", "Your order number"),
          "cols": ("Product code", "Description", "Quantity", "Unit", "Unit price", "VAT %", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Amount due EUR",
          "vt": ("VAT %", "Excl. VAT", "VAT", "Incl. VAT"), "vatno": "VAT no.", "page": "Page 1 / 1",
          "comm": "Reference", "bank": "Bank"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    f(16, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), _country(inv)]):
        f(16, 25.5 + k * 3.8, text, 8.2)
    f(120, 20, w["title"], 14, "B")
    f(194, 20, w["page"], 7.6, "", "right")
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.extra["terms"], inv.extra["delivery"], inv.extra["method"], inv.extra.get("incoterms", ""),
              inv.extra["ours"], inv.extra["yours"], inv.po_printed or "")
    y = 27
    for label, value in zip(w["facts"], values):
        if value:
            f(120, y, label, 7.8)
            f(154, y, value, 7.8, "B" if label == w["facts"][0] else "")
            y += 3.9
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(20, 52 + k * 4.5, text, 9.6)
    f(20, 52 + 4 * 4.5 + 2, f"{w['vatno']} {BUYER_VAT}", 8)
    y = max(y, 80) + 8
    cols = [(16, "left"), (42, "left"), (132, "right"), (134, "left"), (162, "right"), (175, "right"),
            (194, "right")]
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(16, y + 1.6, 194, y + 1.6)
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "right" else "left")
    y += 6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 82)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.rate(), inv.number(line.amount))):
            f(x, y, value, 8.4, "", "right" if al == "right" else "left")
        for more in desc[1:]:
            y += 3.8
            f(42, y, more, 8.4)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(16, y - 2.8, 194, y - 2.8)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(166, y, label, 9 if strong else 8.4, "B" if strong else "", "right")
        f(194, y, inv.number(value), 9 if strong else 8.4, "B" if strong else "", "right")
        y += 4.8
    y += 4
    for k, (x, head) in enumerate(zip((40, 75, 105, 135), w["vt"])):
        f(x, y, head, 7.6, "B", "right")
    y += 4
    for x, value in zip((40, 75, 105, 135), (inv.rate(), inv.number(inv.net_total), inv.number(inv.vat_amount),
                                             inv.number(inv.gross_total))):
        f(x, y, value, 7.6, "", "right")
    y += 9
    pdf.set_font("Lib", "", 8.2)
    texts = [inv.statement] if inv.statement else []
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8.2)
            y += 3.9
        y += 1.5
    pdf.set_draw_color(150, 150, 150)
    pdf.line(16, 272, 194, 272)
    cols4 = [[s.name, s.street, place(inv), _country(inv)], [s.phone, s.email, s.register],
             [w["vatno"], s.vat], [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((16, 66, 118, 150), cols4):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.8)
    return bytes(pdf.output())


# --- poweroffice (Typst, Liberation Sans) ---------------------------------------------------------------------------
def poweroffice(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    values = (("Rechnungsnr.", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, dfmt)),
              ("Fälligkeitsdatum", inv.day(inv.due, dfmt)), ("Kundennr.", inv.customer_no),
              ("Ihre Referenz", inv.po_printed or ""), ("Unsere Referenz", inv.extra["ours"]),
              ("OCR", inv.payment_ref))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + _country(inv))} \\ '
        f'{ts(s.register + " · USt-IdNr. " + s.vat + " · Tel. " + s.phone + " · " + s.email)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        '  text(size: 26pt, weight: "bold")[Rechnung],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))}])\n#v(12mm)\n'
        '#grid(columns: (1fr, 78mm),\n'
        f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["de"])} \\ #v(1mm) '
        f'#text(size: 8pt)[{ts("USt-IdNr. " + BUYER_VAT)}]],\n'
        '  table(columns: (34mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in values if v)
        + '  ))\n#v(10mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate())}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    heads = ("Beschreibung", "Menge", "Einheit", "Preis", "MwSt. %", "Betrag")
    src += ('#table(columns: (1fr, 14mm, 16mm, 22mm, 17mm, 24mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.6pt + black } else { 0.3pt + luma(220) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (44mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "", "Summe exkl. MwSt.", "MwSt. {rate} %", "Zu zahlen EUR"):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n{ts("Zahlungsbedingungen: " + inv.extra["terms"])}\n'
    src += ('#place(bottom, dy: -4mm, table(columns: (32mm, 32mm, 1fr, 32mm), stroke: 0.5pt + luma(120), '
            'inset: 2mm,\n'
            + "".join(f'  [#text(size: 7pt, fill: luma(90))[{ts(k)}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                      for k, v in (("Zu zahlen", "EUR " + inv.number(inv.gross_total)),
                                   ("Fällig am", inv.day(inv.due, dfmt)), ("IBAN", inv.iban), ("BIC", inv.bic)))
            + '))\n')
    return _typst(src)


# --- reviso (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def reviso(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("N° de facture", "Date", "N° client", "Votre réf.", "Notre réf.", "Page"),
          "cols": ("N° produit", "Désignation", "Qté", "Unité", "Prix unit.", "Rem. %", "Montant"),
          "net": "Montant HT", "vat": "TVA {rate} %", "gross": "Total EUR", "vatno": "N° TVA",
          "pay": "Conditions de paiement : {terms} - échéance le {due}. Virement sur IBAN {iban}, BIC {bic}, en "
                 "indiquant le numéro de facture.", "page": "1 de 1"}
         if fr else
         {"title": "Factuur", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Uw ref.", "Onze ref.", "Pagina"),
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting %", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR", "vatno": "Btw-nr.",
          "pay": "Betalingsconditie: {terms} - vervaldatum {due}. Gelieve te betalen op IBAN {iban}, BIC {bic}, "
                 "onder vermelding van het factuurnummer.", "page": "1 van 1"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    for k, text in enumerate([s.name, s.street, place(inv), _country(inv), f"Tél. {s.phone}" if fr else
                              f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}", s.register]):
        f(194, 16 + k * 3.5, text, 7.4, "B" if k == 0 else "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(20, 50 + k * 4.5, text, 9.4)
    f(20, 78, f"{w['vatno']} {BUYER_VAT}", 7.8)
    f(20, 96, w["title"], 17, "B")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    pdf.rect(124, 48, 70, 30)
    dfmt = "%d/%m/%Y" if fr else "%d-%m-%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra["ours"], w["page"])
    y = 53
    for label, value in zip(w["facts"], values):
        if value:
            f(127, y, label, 8)
            f(158, y, value, 8, "B" if label == w["facts"][0] else "")
            y += 4.4
    discounts = any(line.discount for line in inv.lines)
    y = 108
    cols = [(20, "l"), (48, "l"), (126, "r"), (128, "l"), (151, "r"), (170, "r"), (194, "r")]
    if not discounts:
        cols[4], cols[5] = (166, "r"), None
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.8, 194, y + 1.8)
    for col, head in zip(cols, w["cols"]):
        if col:
            f(col[0], y, head, 7.6, "B", "right" if col[1] == "r" else "left")
    y += 6.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 66)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount))
        for col, value in zip(cols, values):
            if col and value:
                f(col[0], y, value, 8, "", "right" if col[1] == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(48, y, more, 8)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(20, y - 2.6, 194, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(168, y, label, 9 if strong else 8.4, "B" if strong else "", "right")
        f(194, y, inv.number(value), 9 if strong else 8.4, "B" if strong else "", "right")
        if strong:
            pdf.line(140, y - 4, 194, y - 4)
        y += 5
    y += 7
    pdf.set_font("DejaVu", "", 8)
    for text in (inv.statement, w["pay"].format(terms=inv.extra["terms"], due=inv.day(inv.due, dfmt),
                                                iban=inv.iban, bic=inv.bic)):
        for row in fp_wrap(pdf, text, 174):
            f(20, y, row, 8)
            y += 3.9
        y += 2
    f(107, 285, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.4, "",
      "center")
    return bytes(pdf.output())


# --- holvi (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def holvi(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    eur = lambda v: f"{inv.number(v)} €"  # noqa: E731
    dfmt = "%d.%m.%Y"
    c.text(20, 24, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), _country(inv), s.email, s.phone]):
        c.text(20, 30 + k * 3.8, text, 7.8, F, grey=0.4)
    c.text(20, 64, "Rechnung", 22, B)
    c.text(20, 76, "Rechnung an", 7.6, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["de"], f"USt-IdNr. {BUYER_VAT}"]):
        c.text(20, 81 + k * 4.3, text, 8.8, F)
    meta = (("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, dfmt)),
            ("Fälligkeitsdatum", inv.day(inv.due, dfmt)), ("Referenznummer", inv.payment_ref),
            ("Ihre Referenz", inv.po_printed or ""))
    y = 76
    for label, value in meta:
        if value:
            c.text(125, y, label, 7.6, F, grey=0.45)
            c.text(190, y, value, 8.6, F, "right")
            y += 5
    y = 118
    cols = [(20, "left"), (125, "right"), (150, "right"), (166, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Beschreibung", "Menge", "Einzelpreis", "MwSt.", "Gesamt")):
        c.text(x, y, head, 7.6, B, al, grey=0.35)
    c.rule(20, y + 2, 190, 0.4, grey=0.6)
    y += 8
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 88 * MM)
        qty = f"{inv.qty(line)} {line.unit}".strip()
        for (x, al), value in zip(cols, (desc[0], qty, eur(line.price), f"{inv.rate()} %", eur(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4.1
            c.text(20, y, more, 8.6, F)
        y += 3
        c.rule(20, y, 190, 0.25, grey=0.85)
        y += 5.4
    y += 3
    for label, value, strong in totals(inv, "", "Summe netto", "MwSt. {rate} %", "Gesamtbetrag"):
        c.text(160, y, label, 10 if strong else 8.6, B if strong else F, "right")
        c.text(190, y, eur(value), 10 if strong else 8.6, B if strong else F, "right")
        y += 5.6
    y += 8
    for text in (inv.statement, f"Bitte überweisen Sie den Gesamtbetrag bis zum {inv.day(inv.due, dfmt)} unter "
                                f"Angabe der Referenznummer {inv.payment_ref}."):
        for row in rl_wrap(text, F, 8.4, 170 * MM):
            c.text(20, y, row, 8.4, F)
            y += 4.1
        y += 2
    y += 3
    c.text(20, y, "Bankverbindung", 8.4, B)
    for k, text in enumerate((f"Kontoinhaber: {s.name}", f"IBAN: {inv.iban}", f"BIC: {inv.bic}")):
        c.text(20, y + 4.6 + k * 4.3, text, 8.4, F)
    c.rule(20, 276, 190, 0.3, grey=0.75)
    c.text(105, 281, f"{s.name} · {s.register} · USt-IdNr. {s.vat} · {s.email}", 6.8, F, "center", grey=0.45)
    return c.bytes()


WRITERS = {"dinero": dinero, "billy": billy, "procountor": procountor, "netvisor": netvisor,
           "poweroffice": poweroffice, "reviso": reviso, "holvi": holvi}
