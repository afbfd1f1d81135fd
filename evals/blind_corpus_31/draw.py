"""Seven page writers for the thirty-first blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): three on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), one made by
Typst, on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes.
The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the
totals rows) are evals/blind_corpus/drawing.py's, imported.

- minox (fpdf2, Liberation Sans): a Minox-style Dutch accounting-package invoice, nl: the company block top right,
  the customer in the window (`t.a.v. Crediteurenadministratie`), `FACTUUR`, a label/value list (`Factuurnummer`,
  `Factuurdatum`, `Debiteurnummer`, `Uw ordernr.`, `Vervaldatum`, `Uw BTW-nummer`), columns `Artikelcode` /
  `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `BTW` / `Bedrag`, totals (`Totaal excl. BTW`, `BTW 0%`,
  `Totaal incl. BTW`), a small `BTW-specificatie` grid (`BTW %` / `Grondslag` / `BTW`), the payment sentence.
- logic4 (reportlab canvas, DejaVu Sans): a Logic4-style retail/wholesale ERP invoice, fr or de: the shop name
  left, its details right, invoice and delivery addresses side by side, a one-row fact band (`N° de facture` /
  `Rechnungsnummer`, date, customer number, order number, `Votre référence` / `Ihre Referenz`), columns
  `Code article` / `Description` / `Qté` / `Prix unitaire` / `Remise` / `TVA` / `Total`, totals (`Sous-total`,
  the shipping, `Total HTVA` / `Gesamt exkl. MwSt.`, the VAT, `Total TVAC` / `Gesamt inkl. MwSt.`), the payment
  method.
- acumulus (fpdf2, DejaVu Sans): an Acumulus-style plain Dutch small-business invoice, nl or en: the sender top
  right, the customer left, `Factuur` / `Invoice`, `Factuurnummer:` / `Invoice number:` facts, columns
  `Omschrijving` / `Aantal` / `Prijs` / `Btw` / `Bedrag` (the VAT column says `verlegd` / `reverse`), totals
  (`Totaal exclusief btw`, `Btw verlegd`, `Totaal`), the reverse-charge line and the payment request.
- tellow (Typst, Liberation Sans): a Tellow-style freelancer invoice, nl or en: the company name large left,
  `Factuur` / `Invoice` and its number right, a three-fact row (date, due date, reference), `Factuur aan` /
  `Billed to`, columns `Omschrijving` / `Aantal` / `Prijs` / `Btw` / `Totaal`, totals (`Subtotaal`, `Btw verlegd`,
  `Totaal`), a footer with KvK, VAT number and IBAN.
- mplus (reportlab canvas, Liberation Sans): an Mplus Kassa-style point-of-sale A4 invoice, fr or de: the shop
  centred at the top, `FACTURE` / `RECHNUNG` with the invoice number, the ticket number, till and clerk,
  **prices including VAT** (`Qté` / `PLU` / `Article` / `Prix TVAC` / `TVA` / `Total TVAC`), **no thousands
  separator**, a VAT breakdown (`Taux` / `Base HTVA` / `TVA` / `Total TVAC`) holding the net, `À payer`.
- kerridge (fpdf2, DejaVu Sans Mono): a Kerridge K8-style builders' merchant invoice, en: boxed stationery,
  `INVOICE`, `Tax Point` dated `dd/mm/yy`, `Account No`, a box row (`Cust Order No` / `Branch` / `Salesperson` /
  `Delivery Note` / `Despatch`), capitals, columns `Product Code` / `Description` / `Quantity` / `Unit` / `Price` /
  `Per` / `Disc%` / `Nett Value` / `VAT`, totals (`Goods Value`, `Delivery Charge`, `Total Nett`, `Total VAT`,
  `Invoice Total EUR`), a VAT analysis.
- merit (reportlab platypus, DejaVu Sans Condensed): a Merit Aktiva-style Estonian invoice, en: the seller left,
  `INVOICE No` right, the buyer and a fact list (`Invoice date`, `Due date`, `Payment term`, `Reference no`,
  `Buyer's order no`, `Delivery terms`), columns `No` / `Item code` / `Description` / `Qty` / `Unit` / `Price` /
  `Disc %` / `Sum`, **space thousands with a decimal point** (`12 979.75`), totals (`Total without VAT`, `VAT 0%`,
  `Total with VAT`, `To pay EUR`), the late-payment interest, the seller's registry code and bank."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "BE": {"fr": "Belgique", "de": "Belgien"},
           "DE": {"de": "Deutschland"}, "IE": {"en": "Ireland"}, "EE": {"en": "Estonia"}}


# --- minox (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def minox(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(192, 20, s.name, 12.5, "B", "right")
    for k, text in enumerate([s.street, f"{s.postal_code}  {s.city.upper()}", f"Telefoon {s.phone}",
                              f"E-mail {s.email}", s.register, f"BTW-nr. {s.vat}", f"IBAN {inv.iban}",
                              f"BIC {inv.bic}"]):
        f(192, 25.5 + k * 3.8, text, 8, "", "right")
    for k, text in enumerate([BUYER[0], "t.a.v. Crediteurenadministratie", BUYER[1], BUYER[2],
                              COUNTRY_BE["nl"].upper()]):
        f(22, 60 + k * 4.6, text, 10)
    f(22, 94, "FACTUUR", 17, "B")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Debiteurnummer", inv.customer_no), ("Uw ordernr.", inv.po_printed or ""),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Uw BTW-nummer", BUYER_VAT)]
    y = 102
    for label, value in facts:
        if value:
            f(22, y, label, 9)
            f(56, y, f": {value}", 9)
            y += 4.5
    y += 6
    cols = [(20, "l"), (43, "l"), (130, "r"), (132, "l"), (158, "r"), (171, "r"), (192, "r")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(18, y - 4.4, 175, 6.2, style="F")
    for (x, al), head in zip(cols, ("Artikelcode", "Omschrijving", "Aantal", "Eenheid", "Prijs", "BTW",
                                    "Bedrag")):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 78)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.rate() + "%", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(43, y, more, 8.6)
        y += 5.6
    pdf.set_draw_color(0, 0, 0)
    pdf.line(18, y - 2.6, 193, y - 2.6)
    y += 4
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. BTW", "BTW {rate}%", "Totaal incl. BTW"):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(170, y, "EUR", 9, "B" if strong else "")
        f(192, y, inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    y += 4
    f(22, y, "BTW-specificatie", 8, "B")
    y += 4.2
    for x, head in ((22, "BTW %"), (62, "Grondslag"), (92, "BTW")):
        f(x, y, head, 8, "", "right" if x > 22 else "left")
    pdf.line(22, y + 1.2, 94, y + 1.2)
    y += 4.6
    f(22, y, inv.rate() + "% verlegd" if inv.reverse_charge else inv.rate() + "%", 8)
    f(62, y, inv.number(inv.net_total), 8, "", "right")
    f(92, y, inv.number(inv.vat_amount), 8, "", "right")
    y += 10
    pdf.set_font("Lib", "", 8.6)
    texts = [inv.statement, f"Wij verzoeken u vriendelijk het bedrag van EUR {inv.number(inv.gross_total)} vóór "
                            f"{inv.day(inv.due, '%d-%m-%Y')} over te maken op IBAN {inv.iban} t.n.v. {s.name} "
                            f"onder vermelding van het factuurnummer."]
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(22, y, row, 8.6)
            y += 4.2
        y += 2
    pdf.set_draw_color(150, 150, 150)
    pdf.line(18, 280, 193, 280)
    f(105.5, 284, "Op al onze leveringen zijn onze algemene leveringsvoorwaarden van toepassing, gedeponeerd bij de "
                  "Kamer van Koophandel.", 6.6, "", "center")
    return bytes(pdf.output())


# --- logic4 (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def logic4(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("N° de facture", "Date de facture", "N° client", "N° de commande",
                                        "Votre référence"),
          "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Code article", "Description", "Qté", "Prix unitaire", "Remise", "TVA", "Total"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC",
          "method": "Mode de paiement : virement bancaire", "due": "Échéance", "vatno": "TVA",
          "pay": "Veuillez verser le montant de {amount} € sur le compte {iban} (BIC {bic}) avant le {due}"
                 " avec la communication structurée {ref}.",
          "thanks": "Merci pour votre commande !"}
         if fr else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Auftragsnummer",
                                         "Ihre Referenz"),
          "bill": "Rechnungsadresse", "ship": "Lieferadresse",
          "cols": ("Artikelnr.", "Beschreibung", "Anzahl", "Stückpreis", "Rabatt", "MwSt.", "Gesamt"),
          "sub": "Zwischensumme", "net": "Gesamt exkl. MwSt.", "vat": "MwSt. {rate}%", "gross": "Gesamt inkl. MwSt.",
          "method": "Zahlungsart: Überweisung", "due": "Fällig am", "vatno": "USt-IdNr.",
          "pay": "Bitte überweisen Sie {amount} € bis zum {due} auf das Konto {iban} (BIC {bic}) unter Angabe der "
                 "Rechnungsnummer{ref}.",
          "thanks": "Vielen Dank für Ihre Bestellung!"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 24, s.name, 15, B)
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        c.text(192, 16 + k * 3.7, text, 7.6, F, "right")
    dfmt = "%d-%m-%Y"
    c.text(18, 48, w["bill"], 7.2, B, grey=0.4)
    c.text(110, 48, w["ship"], 7.2, B, grey=0.4)
    bill = [BUYER[0], "Comptabilité fournisseurs" if fr else "Kreditorenbuchhaltung", BUYER[1], BUYER[2],
            COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]
    ship = [BUYER[0], "Magazijn / Entrepôt" if fr else "Magazijn / Lager", BUYER[1], BUYER[2],
            COUNTRY_BE[inv.language]]
    for k, text in enumerate(bill):
        c.text(18, 53 + k * 4.3, text, 8.8, B if k == 0 else F)
    for k, text in enumerate(ship):
        c.text(110, 53 + k * 4.3, text, 8.8, B if k == 0 else F)
    c.text(18, 90, w["title"], 18, B)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["order"], inv.po_printed or "")
    c.fill(18, 94, 174, 11, 0.93)
    xs = (20, 54, 86, 114, 146)
    for x, label, value in zip(xs, w["facts"], values):
        c.text(x, 98.4, label, 7, F, grey=0.35)
        c.text(x, 103, value, 8.6, B)
    y = 114
    cols = [(18, "left"), (44, "left"), (124, "right"), (146, "right"), (160, "right"), (172, "right"),
            (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.6, B, al)
    c.rule(18, y + 1.8, 192, 0.8)
    y += 6.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 76 * MM)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(44, y, more, 8, F)
        c.rule(18, y + 2, 192, 0.25, grey=0.75)
        y += 6
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.rule(128, y - 3.8, 192, 0.6)
        c.text(168, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, f"€ {inv.number(value)}", 8.8, B if strong else F, "right")
        y += 5
    y += 6
    c.text(18, y, w["method"], 8.4, F)
    c.text(18, y + 4.4, f"{w['due']} : {inv.day(inv.due, dfmt)}" if fr else
           f"{w['due']}: {inv.day(inv.due, dfmt)}", 8.4, F)
    y += 12
    ref = inv.payment_ref if fr else (f" {inv.invoice_no}" if not inv.payment_ref else f" {inv.payment_ref}")
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(amount=inv.number(inv.gross_total), iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt),
                        ref=ref), w["thanks"]]
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 1.8
    c.rule(18, 279, 192, 0.3, grey=0.6)
    c.text(105, 283, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.35)
    c.text(105, 286.4, f"IBAN {inv.iban} · BIC {inv.bic}", 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- acumulus (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def acumulus(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer:", "Factuurdatum:", "Uw kenmerk:", "Vervaldatum:"),
          "cols": ("Omschrijving", "Aantal", "Prijs", "Btw", "Bedrag"), "rc": "verlegd",
          "net": "Totaal exclusief btw", "vat": "Btw verlegd", "gross": "Totaal",
          "pay": "Wij verzoeken u het totaalbedrag binnen {terms} over te maken op rekening {iban} t.n.v. {name}, "
                 "onder vermelding van factuurnummer {no}.", "vatno": "Btw-nummer", "coc": "KvK-nummer"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number:", "Invoice date:", "Your reference:", "Due date:"),
          "cols": ("Description", "Quantity", "Price", "VAT", "Amount"), "rc": "reverse",
          "net": "Total excluding VAT", "vat": "VAT reverse-charged", "gross": "Total",
          "pay": "Please transfer the total amount within {terms} to account {iban} in the name of {name}, "
                 "quoting invoice number {no}.", "vatno": "VAT number", "coc": "Chamber of Commerce"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['coc']} {s.register.split()[-1]}", f"{w['vatno']} {s.vat}",
                              f"IBAN {inv.iban}"]):
        f(190, 18 + k * 4, text, 8.4, "B" if k == 0 else "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"] if nl else "Belgium",
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(20, 60 + k * 4.5, text, 9.4)
    f(20, 96, w["title"], 15, "B")
    y = 104
    for label, value in zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y"), inv.po_printed or "",
                                         inv.day(inv.due, "%d-%m-%Y"))):
        if value:
            f(20, y, label, 9)
            f(58, y, value, 9)
            y += 4.6
    y += 7
    cols = [(20, "l"), (128, "r"), (152, "r"), (170, "r"), (190, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.6, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(0, 0, 0)
    pdf.line(20, y + 1.6, 190, y + 1.6)
    y += 6.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 88)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        values = [desc[0], qty, "€ " + inv.number(line.price), w["rc"] if inv.reverse_charge else inv.rate() + "%",
                  "€ " + inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(20, y, more, 8.6)
        y += 5.8
    pdf.line(20, y - 2.6, 190, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(166, y, label, 9, "B" if strong else "", "right")
        f(190, y, "€ " + inv.number(value), 9, "B" if strong else "", "right")
        y += 5.2
    y += 8
    pdf.set_font("DejaVu", "", 8.6)
    texts = [inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, name=s.name,
                                            no=inv.invoice_no)]
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.6)
            y += 4.3
        y += 2.4
    return bytes(pdf.output())


# --- tellow (Typst, Liberation Sans) --------------------------------------------------------------------------------
def tellow(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurdatum", "Vervaldatum", "Referentie"), "to": "Factuur aan",
          "cols": ("Omschrijving", "Aantal", "Prijs", "Btw", "Totaal"), "sub": "Subtotaal", "vat": "Btw verlegd",
          "gross": "Totaal", "rc": "verlegd",
          "pay": "Gelieve het bedrag van € {amount} vóór {due} over te maken op {iban} t.n.v. {name}, o.v.v. "
                 "factuurnummer {no}.", "vatno": "Btw-nr."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice date", "Due date", "Reference"), "to": "Billed to",
          "cols": ("Description", "Quantity", "Price", "VAT", "Total"), "sub": "Subtotal",
          "vat": "VAT reverse-charged", "gross": "Total", "rc": "reverse charge",
          "pay": "Please pay € {amount} before {due} to {iban} in the name of {name}, quoting invoice number {no}.",
          "vatno": "VAT no."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    values = (inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 20mm, bottom: 26mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(200)) #set text(size: 7pt, fill: luma(110))\n'
        f'#align(center)[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · IBAN " + inv.iban)}]])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 16pt, weight: "bold", fill: rgb("#1f3a93"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(s.email)} \\ {ts(s.phone)}],\n'
        f'  align(right)[#text(size: 20pt, weight: "bold")[{ts(w["title"])}] \\ #text(size: 11pt, fill: luma(90))'
        f'[{ts(inv.invoice_no)}]])\n#v(10mm)\n'
        '#grid(columns: (1fr, 1fr, 1fr), column-gutter: 4mm,\n'
        + "".join(f'  [#text(size: 7.5pt, fill: luma(120))[{ts(k.upper())}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                  for k, v in zip(w["facts"], values) if v)
        + ')\n#v(8mm)\n'
        f'#text(size: 7.5pt, fill: luma(120))[{ts(w["to"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["nl"] if nl else "Belgium")} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(qty)}], '
                    f'align(right)[{ts("€ " + inv.number(line.price))}], align(right)[{ts(w["rc"])}], '
                    f'align(right)[{ts("€ " + inv.number(line.amount))}],\n')
    src += ('#table(columns: (1fr, 20mm, 24mm, 29mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 1pt + '
            'rgb("#1f3a93") } else { 0.3pt + luma(220) }), inset: (x: 1.6mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.8mm),\n'
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 11pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += '))\n#v(10mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(amount=inv.number(inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                              name=s.name, no=inv.invoice_no)) + "\n"
    return _typst(src)


# --- mplus (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def mplus(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("Facture n°", "Date", "Ticket", "Caisse", "Vendeur", "Client",
                                        "Votre commande"),
          "cols": ("Qté", "PLU", "Article", "Prix TVAC", "TVA", "Total TVAC"), "total": "Total TVAC",
          "vt": ("Taux", "Base HTVA", "TVA", "Total TVAC"), "topay": "À payer", "paid": "Payé",
          "due": "Échéance", "vatno": "TVA", "event": "Événement",
          "pay": "Paiement par virement sur {iban} (BIC {bic}) avec la communication {ref}."}
         if fr else
         {"title": "RECHNUNG", "facts": ("Rechnung Nr.", "Datum", "Bon-Nr.", "Kasse", "Bedienung", "Kunde",
                                         "Ihre Bestellung"),
          "cols": ("Anz.", "PLU", "Artikel", "Preis inkl.", "MwSt.", "Gesamt inkl."), "total": "Gesamt inkl. MwSt.",
          "vt": ("Satz", "Netto", "MwSt.", "Brutto"), "topay": "Zu zahlen", "paid": "Bezahlt",
          "due": "Fällig am", "vatno": "MwSt.-Nr.", "event": "Anlass",
          "pay": "Zahlung per Überweisung auf {iban} (BIC {bic}) mit der Mitteilung {ref}."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(105, 20, s.name, 14, B, "center")
    c.text(105, 25.5, f"{s.street} · {place(inv)}", 8.6, F, "center")
    c.text(105, 29.8, f"Tel. {s.phone} · {s.email}", 8.6, F, "center")
    c.text(105, 34.1, f"{w['vatno']} {s.vat} · {s.register}", 8.6, F, "center")
    c.rule(18, 38, 192, 0.5)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 50 + k * 4.5, text, 9.4, B if k == 0 else F)
    c.text(18, 50, w["title"], 16, B)
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y" if fr else "%d.%m.%Y") + "  10:42",
              inv.extra["ticket"], inv.extra["till"], inv.extra["clerk"], inv.customer_no, inv.po_printed or "")
    y = 58
    for label, value in zip(w["facts"], values):
        if value:
            c.text(18, y, label, 8.4, F, grey=0.3)
            c.text(50, y, value, 8.4, B if label == w["facts"][0] else F)
            y += 4.2
    c.text(18, y + 1, f"{w['event']}: {inv.extra['event']}", 8.4, F)
    y = max(y + 12, 100)
    cols = [(26, "right"), (30, "left"), (44, "left"), (150, "right"), (165, "right"), (192, "right")]
    c.fill(18, y - 4.2, 174, 6, 0.88)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.2, B, al)
    y += 6.5
    rate = inv.vat_rate

    def incl(value):
        return money(value * (1 + rate / 100))

    for line in inv.lines:
        values = [inv.qty(line), line.article or "", line.description, inv.number(incl(line.price)),
                  inv.rate() + "%", inv.number(incl(line.price) * line.quantity)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.8, F, al)
        y += 5.2
    c.rule(18, y - 2.4, 192, 0.5)
    y += 3
    c.text(150, y, w["total"], 10, B, "right")
    c.text(192, y, inv.number(inv.gross_total), 10, B, "right")
    y += 12
    for x, head in zip((18, 60, 95, 130), w["vt"]):
        c.text(x, y, head, 8.2, B, "left" if x == 18 else "right")
    c.rule(18, y + 1.6, 132, 0.3)
    y += 5.4
    for x, value in zip((18, 60, 95, 130), (inv.rate() + "%", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                             inv.number(inv.gross_total))):
        c.text(x, y, value, 8.8, F, "left" if x == 18 else "right")
    y += 10
    c.text(150, y, w["paid"], 9, F, "right")
    c.text(192, y, inv.number(inv.gross_total * 0), 9, F, "right")
    c.text(150, y + 5, w["topay"], 10, B, "right")
    c.text(192, y + 5, inv.number(inv.gross_total), 10, B, "right")
    y += 16
    c.text(18, y, f"{w['due']}: {inv.day(inv.due, '%d/%m/%Y' if fr else '%d.%m.%Y')}", 8.6, F)
    c.text(18, y + 4.6, w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref), 8.6, F)
    c.text(105, 286, "Merci et à bientôt !" if fr else "Vielen Dank und bis bald!", 8, F, "center", grey=0.4)
    return c.bytes()


# --- kerridge (fpdf2, DejaVu Sans Mono) -----------------------------------------------------------------------------
def kerridge(inv: Invoice) -> bytes:
    s, x_ = inv.supplier, inv.extra
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    for style, file in (("", "DejaVuSansMono.ttf"), ("B", "DejaVuSansMono-Bold.ttf")):
        pdf.add_font("Mono", style, f"{FONTS}/{file}")
    f = lambda x, y, text, size=8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Mono")  # noqa: E731
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    f(14, 18, s.name.upper(), 12, "B")
    for k, text in enumerate([s.street.upper(), f"{s.city.upper()}, CO. WESTMEATH, {s.postal_code}",
                              f"TEL {s.phone}", s.email.upper(), f"VAT REG NO {s.vat}"]):
        f(14, 23 + k * 3.6, text, 7.4)
    pdf.rect(138, 12, 58, 30)
    f(167, 19, "INVOICE", 13, "B", "center")
    for k, (label, value) in enumerate((("INVOICE NO", inv.invoice_no), ("TAX POINT", inv.day(inv.issued, "%d/%m/%y")),
                                        ("ACCOUNT NO", inv.customer_no), ("PAGE", "1 OF 1"))):
        f(140, 25 + k * 4.2, label, 7.4)
        f(194, 25 + k * 4.2, value, 7.8, "B", "right")
    pdf.rect(14, 48, 88, 30)
    pdf.rect(108, 48, 88, 30)
    f(16, 52, "INVOICE TO:", 7, "B")
    f(110, 52, "DELIVER TO:", 7, "B")
    for k, text in enumerate([BUYER[0].upper(), "ACCOUNTS PAYABLE", BUYER[1].upper(), BUYER[2].upper(), "BELGIUM"]):
        f(16, 57 + k * 4, text, 8)
    for k, text in enumerate([BUYER[0].upper(), "GOODS IN - WAREHOUSE", BUYER[1].upper(), BUYER[2].upper(),
                              "BELGIUM"]):
        f(110, 57 + k * 4, text, 8)
    heads = ("CUST ORDER NO", "BRANCH", "SALESPERSON", "DELIVERY NOTE", "DESPATCH")
    values = (inv.po_printed or "", x_["branch"], x_["salesperson"], x_["delnote"], x_["despatch"])
    xs = (14, 58, 88, 126, 162, 196)
    pdf.rect(14, 82, 182, 11)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            pdf.line(xs[k], 82, xs[k], 93)
        f(xs[k] + 2, 86, head, 6.6)
        f(xs[k] + 2, 91, value, 8, "B")
    y = 101
    cols = [(15, "l"), (40, "l"), (128, "r"), (130, "l"), (152, "r"), (154, "l"), (168, "r"), (188, "r"),
            (195, "r")]
    pdf.rect(14, 96, 182, 7.5)
    for (x, al), head in zip(cols, ("PRODUCT CODE", "DESCRIPTION", "QTY", "UNIT", "PRICE", "PER", "DISC%",
                                    "NETT", "V")):
        f(x, y, head, 6.8, "B", "right" if al == "r" else "left")
    y += 8
    for line in inv.lines:
        per = "1"
        values = [line.article or "", line.description, inv.qty(line), line.unit, inv.number(line.price), per,
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount), x_["vatcode"]]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 7.6, "", "right" if al == "r" else "left")
        y += 5
    pdf.rect(14, 103.5, 182, max(y - 103.5, 110))
    y = 103.5 + max(y - 103.5, 110) + 6
    f(16, y, "VAT ANALYSIS", 7, "B")
    for x, head in ((16, "CODE"), (30, "RATE"), (72, "NETT"), (100, "VAT")):
        f(x, y + 4.4, head, 7, "", "left" if x < 40 else "right")
    f(16, y + 8.6, x_["vatcode"], 7.6)
    f(30, y + 8.6, inv.number(inv.vat_rate) + "%", 7.6)
    f(72, y + 8.6, inv.number(inv.net_total), 7.6, "", "right")
    f(100, y + 8.6, inv.number(inv.vat_amount), 7.6, "", "right")
    rows = [("GOODS VALUE", inv.subtotal)] + [(label.upper(), amount) for label, amount in inv.adjustment_amounts()]
    rows += [("TOTAL NETT", inv.net_total), ("TOTAL VAT", inv.vat_amount), ("INVOICE TOTAL EUR", inv.gross_total)]
    pdf.rect(130, y - 4, 66, 6 + 4.6 * len(rows))
    for k, (label, value) in enumerate(rows):
        strong = k == len(rows) - 1
        f(132, y + 1 + k * 4.6, label, 7.6, "B" if strong else "")
        f(194, y + 1 + k * 4.6, inv.number(value), 7.6, "B" if strong else "", "right")
    y += 12 + 4.6 * len(rows)
    pdf.set_font("Mono", "", 7)
    texts = [inv.statement.upper(), f"TERMS: NETT MONTHLY ACCOUNT, DUE {inv.day(inv.due, '%d/%m/%y')}. "
             f"BANK: IBAN {inv.iban} BIC {inv.bic}. PLEASE QUOTE ACCOUNT NO AND INVOICE NO.",
             "GOODS REMAIN THE PROPERTY OF THE COMPANY UNTIL PAID FOR IN FULL. E&OE."]
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 7)
            y += 3.5
        y += 1.5
    f(105, 289, f"{s.name.upper()} - {s.register.upper()}", 6.4, "", "center")
    return bytes(pdf.output())


# --- merit (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def merit(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 16, 26)
    del inv.words
    normal, right = _style("mn", 8.4, "DVC"), _style("mr", 8.4, "DVC", align=2)
    bold, bold_r = _style("mb", 8.4, "DVCB"), _style("mbr", 8.4, "DVCB", align=2)
    small = _style("ms", 7, "DVC", grey=0.35)
    seller = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                       f"{escape(COUNTRY[s.country]['en'])}<br/>{escape(s.register)}<br/>VAT no. {escape(s.vat)}",
                       _style("mse", 8.6, "DVC", lead=11))
    title = Paragraph(f"<b>INVOICE No {escape(inv.invoice_no)}</b>", _style("mt", 15, "DVCB", align=2, lead=19))
    top = Table([[seller, title]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join([f"<b>{escape(BUYER[0])}</b>", escape(BUYER[1]), escape(BUYER[2]), "Belgium",
                                    f"VAT no. {BUYER_VAT}"]), _style("mbu", 8.8, "DVC", lead=11.4))
    dfmt = "%d.%m.%Y"
    facts = [("Invoice date", inv.day(inv.issued, dfmt)), ("Due date", inv.day(inv.due, dfmt)),
             ("Payment term", inv.extra["terms"]), ("Reference no", inv.extra["reference"]),
             ("Buyer's order no", inv.po_printed or ""), ("Delivery terms", inv.extra["delivery"])]
    fact_table = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), bold)] for k, v in facts if v],
                       colWidths=[30 * mm, 42 * mm])
    fact_table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    mid = Table([[Paragraph("Buyer", small), ""], [buyer, fact_table]], colWidths=[100 * mm, 78 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    heads = ("No", "Item code", "Description", "Qty", "Unit", "Price", "Disc %", "Sum")
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k in (3, 5, 6, 7) else bold) for k, h in enumerate(heads)]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[8 * mm, 24 * mm, 62 * mm, 15 * mm, 12 * mm, 18 * mm, 14 * mm, 25 * mm])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.6, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [("Total without VAT", inv.net_total, False), (f"VAT {inv.rate()}%", inv.vat_amount, False),
             ("Total with VAT", inv.gross_total, False), ("To pay EUR", inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(inv.number(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[45 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 8 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm),
             Paragraph(escape(f"Please use the reference number {inv.extra['reference']} when paying. Late payment "
                              f"interest {inv.extra['penalty']} per day."), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.5)
        canvas.line(16 * mm, 24 * mm, 194 * mm, 24 * mm)
        canvas.setFont("DVC", 7)
        for k, text in enumerate([f"{s.name}   {s.street}, {place(inv)}, Estonia   {s.register}",
                                  f"Phone {s.phone}   E-mail {s.email}   VAT no. {s.vat}",
                                  f"Swedbank   IBAN {inv.iban}   SWIFT {inv.bic}"]):
            canvas.drawString(16 * mm, (20 - k * 3.6) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"minox": minox, "logic4": logic4, "acumulus": acumulus, "tellow": tellow, "mplus": mplus,
           "kerridge": kerridge, "merit": merit}
