"""Seven page writers for the seventy-third blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software no earlier corpus used (no logos, no trademarks, invented suppliers):
two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu
and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- ecosio (Typst, DejaVu Sans): the PDF rendering of an e-invoice by the Austrian e-invoicing network, de or en:
  `Rechnung` / `Invoice` with the number, boxes `Rechnungssteller` / `Rechnungsempfänger`, a `Rechnungsdetails`
  fact grid (`Bestellreferenz` / `Order reference`), `Positionen` (`Pos.` / `Artikelnr.` / `Bezeichnung` /
  `Menge` / `Einheit` / `Einzelpreis` / `Rabatt` / `Netto`), `Zu- und Abschläge`, `Summen`, a tax breakdown
  table with the exemption reason, payment data, a note that the page renders an electronic invoice.
- fitek (reportlab canvas, DejaVu Sans): a Fitek-style e-invoicing PDF, nl or fr: the seller top left with its
  numbers, `FACTUUR` / `FACTURE` and a framed fact box right (`Factuurnr.`, `Datum`, `Vervaldatum`,
  `Bestelnr. klant` / `Bon de commande`), `Koper` / `Acheteur`, columns `Nr` / `Code` / `Omschrijving` /
  `Hoeveelheid` / `Eenheid` / `Prijs` / `Btw %` / `Bedrag`, totals (`Totaal excl. btw`, `Btw`, `Te betalen`),
  space thousands (`5 273,00`).
- unimaze (fpdf2, Liberation Sans): a Unimaze-style visualisation of a PEPPOL invoice, nl or de: `Factuur` /
  `Rechnung`, `Verkoper` / `Koper` boxes, a two-column fact list (`Inkoopordernummer` / `Bestellnummer`),
  `Regel` / `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Bedrag` / `Btw`, document-level
  allowances and charges listed apart, `Som regelbedragen`, `Totaal excl. btw`, `Btw`, `Te betalen`.
- prophet21 (reportlab platypus, DejaVu Sans Condensed): an Epicor Prophet 21 distribution invoice, en or fr:
  `INVOICE` / `FACTURE` right with invoice number, date and page, `Bill To` / `Ship To`, a grid row (`Customer
  ID`, `P.O. Number`, `Order No`, `Order Date`, `Salesrep`, `Ship Via`, `Terms`), columns `Qty Ordered` /
  `Qty Shipped` / `Qty Remaining` / `UOM` / `Item ID / Description` (item ID bold, description under it) /
  `Unit Price` / `Disc %` / `Extended Price`; totals `Sub-Total`, `Tax`, `Amount Due` (no line labelled net).
- sxe (fpdf2, DejaVu Sans Mono headings, DejaVu Sans body): an Infor SX.e invoice, en: upper-case print,
  `INVOICE` with `Invoice #` `4411870-00` (order and suffix), US dates `10/19/27`, `Cust #`, `PO #`, `Ship Via`,
  `Whse`, columns `Ln#` / `Product And Description` (product on the first row) / `Qty Ordered` / `Qty B.O.` /
  `Qty Shipped` / `Qty UM` / `Unit Price` / `Amount (Net)`, `Lines Total`, `Freight`, `Subtotal`, `VAT 21%`,
  `Invoice Total`.
- mrpeasy (Typst, Liberation Sans): an MRPeasy small-manufacturer invoice, fr: company top left, `Facture I00847`,
  `Commande client CO-…`, `Votre référence`, the part number and description in one cell, `Quantité` /
  `Prix unitaire` / `Remise` / `Total`, `Total HT`, `TVA 0 %`, `Total TTC`; narrow no-break space thousands.
- fishbowl (reportlab canvas, Liberation Sans): a Fishbowl inventory invoice, en or nl: `Invoice` / `Factuur`
  right with number and date, `Bill To` / `Ship To` boxes, a row `SO Number` / `Customer PO` / `Salesperson` /
  `Carrier` / `Terms`, columns `Item` / `Description` / `Qty` / `UOM` / `Unit Price` / `Total Price`,
  `Subtotal`, `Shipping`, `Total excl. VAT`, `VAT`, `Total`, `Amount Paid`, `Balance Due`."""

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
                     _issued, _lib, _price, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"AT": {"de": "Österreich", "en": "Austria"}, "NL": {"nl": "Nederland", "en": "The Netherlands"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "FR": {"fr": "France"},
           "LU": {"en": "Luxembourg", "fr": "Luxembourg"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}


# --- ecosio (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def ecosio(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "seller": "Rechnungssteller", "buyer": "Rechnungsempfänger", "details": "Rechnungsdetails",
          "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Bestellreferenz", "Lieferschein",
                    "Kundennummer", "Zahlungsbedingungen"),
          "lines": "Positionen", "cols": ("Pos.", "Artikelnr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis",
                                          "Rabatt", "Netto"),
          "adj": "Zu- und Abschläge", "charge": "Zuschlag", "allow": "Abschlag", "sums": "Summen",
          "sub": "Summe Positionen", "net": "Gesamtbetrag netto", "vat": "Umsatzsteuer {rate} %",
          "gross": "Zahlbetrag", "taxes": "Steueraufstellung",
          "tcols": ("Kategorie", "Satz", "Bemessungsgrundlage", "Steuerbetrag"), "cat": "K – innergem. Lieferung"
          if inv.vat_code == "ICG" else "AE – Reverse Charge", "reason": "Befreiungsgrund", "pay": "Zahlungsinformationen",
          "payto": "Überweisung", "purpose": "Verwendungszweck", "vatno": "UID", "note":
          "Diese Darstellung wurde aus einer elektronischen Rechnung (ebInterface 6.1) erzeugt. Seite 1 von 1"}
         if de else
         {"title": "Invoice", "seller": "Seller", "buyer": "Buyer", "details": "Invoice details",
          "facts": ("Invoice number", "Invoice date", "Due date", "Order reference", "Contract reference",
                    "Customer number", "Payment terms"),
          "lines": "Invoice lines", "cols": ("No.", "Item no.", "Description", "Quantity", "Unit", "Unit price",
                                             "Discount", "Net amount"),
          "adj": "Allowances and charges", "charge": "Charge", "allow": "Allowance", "sums": "Totals",
          "sub": "Sum of line net amounts", "net": "Total without VAT", "vat": "VAT {rate} %",
          "gross": "Amount due for payment", "taxes": "VAT breakdown",
          "tcols": ("Category", "Rate", "Taxable amount", "VAT amount"), "cat": "K – intra-Community supply"
          if inv.vat_code == "ICG" else "AE – Reverse charge", "reason": "Exemption reason", "pay": "Payment information",
          "payto": "Credit transfer", "purpose": "Remittance information", "vatno": "VAT ID", "note":
          "This document is a rendering of an electronic invoice (PEPPOL BIS Billing 3.0). Page 1 of 1"})
    dfmt = "%d.%m.%Y" if de else inv.extra.get("date_style", "%d.%m.%Y")
    eur = lambda v: inv.number(v) + " EUR"  # noqa: E731
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.extra.get("delivery", inv.extra.get("contract", "")), inv.customer_no, inv.extra["terms"])
    head = lambda text: f'#v(4mm)\n#text(size: 10pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(text)}]\n#v(-1mm)\n'  # noqa: E731,E501
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 20mm), footer: align(center, text(size: '
        f'6.6pt, fill: luma(120))[{ts(w["note"])}]))\n'
        '#set text(font: "DejaVu Sans", size: 8pt)\n'
        f'#text(size: 17pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(3mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 5mm,\n')
    for label, rows in ((w["seller"], [s.name, s.street, place(inv), COUNTRY[s.country][inv.language],
                                        f'{w["vatno"]}: {s.vat}', s.register, s.email]),
                        (w["buyer"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                      f'{w["vatno"]}: {BUYER_VAT}'])):
        src += (f'  rect(width: 100%, height: 33mm, stroke: 0.5pt + luma(170), inset: 2.4mm)['
                f'#text(size: 7pt, fill: luma(110))[{ts(label.upper())}] \\ #text(weight: "bold")[{ts(rows[0])}] \\ '
                + " \\ ".join(ts(r) for r in rows[1:]) + '],\n')
    src += ')\n' + head(w["details"])
    src += '#table(columns: (34mm, 1fr, 34mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.3mm),\n'
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    if len(facts) % 2:
        facts.append(("", ""))
    for k, v in facts:
        src += f'  text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n'
    src += ')\n' + head(w["lines"])
    discounts = any(line.discount for line in inv.lines)
    articles = any(line.article for line in inv.lines)
    keep = [k for k in range(8) if (k != 6 or discounts) and (k != 1 or articles)]
    widths = {0: "9mm", 1: "22mm", 2: "1fr", 3: "15mm", 4: "14mm", 5: "19mm", 6: "13mm", 7: "22mm"}
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: 0.3pt + '
            'luma(190)), fill: (x, y) => if y == 0 { rgb("#e8eef5") }, inset: (x: 1.2mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k in (3, 5, 6, 7) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep))
    for n, line in enumerate(inv.lines, 1):
        cells = {0: f'[{n}]', 1: f'[{ts(line.article or "")}]', 2: f'[{ts(line.description)}]',
                 3: f'align(right)[{ts(inv.qty(line))}]', 4: f'[{ts(line.unit)}]',
                 5: f'align(right)[{ts(_price(inv, line))}]',
                 6: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 7: f'align(right)[{ts(inv.number(line.amount))}]'}
        src += "  " + ", ".join(cells[k] for k in keep) + ",\n"
    src += ')\n'
    if inv.adjustments:
        src += head(w["adj"]) + '#table(columns: (30mm, 1fr, 30mm), stroke: none, inset: (x: 1.2mm, y: 1.3mm),\n'
        for label, amount in inv.adjustment_amounts():
            src += (f'  [{ts(w["charge"] if amount > 0 else w["allow"])}], [{ts(label)}], '
                    f'align(right)[{ts(eur(amount))}],\n')
        src += ')\n'
    src += head(w["sums"]) + '#align(right, table(columns: (52mm, 32mm), stroke: none, inset: (x: 1.2mm, y: 1.3mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n' + head(w["taxes"])
    src += ('#table(columns: (1fr, 14mm, 40mm, 30mm), stroke: 0.3pt + luma(190), inset: (x: 1.2mm, y: 1.5mm),\n'
            + "".join(f'  text(weight: "bold")[{ts(t)}],\n' for t in w["tcols"])
            + f'  [{ts(w["cat"])}], [{ts(inv.rate() + " %")}], align(right)[{ts(eur(inv.net_total))}], '
            f'align(right)[{ts(eur(inv.vat_amount))}],\n)\n'
            f'#v(1mm)\n#text(size: 7.6pt)[{ts(w["reason"] + ": " + inv.statement)}]\n')
    src += (head(w["pay"]) + '#table(columns: (34mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
            f'  text(fill: luma(100))[{ts(w["payto"])}], [{ts("IBAN " + inv.iban + " · BIC " + inv.bic)}],\n'
            f'  text(fill: luma(100))[{ts(w["purpose"])}], [{ts(inv.invoice_no)}],\n)\n')
    return _typst(src)


# --- fitek (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def fitek(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Bestelnr. klant",
                                        "Onze ordernr.", "Klantnr."),
          "buyer": "Koper", "seller": "Verkoper", "cols": ("Nr", "Code", "Omschrijving", "Hoeveelheid", "Eenheid",
                                                           "Prijs", "Btw %", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Te betalen EUR", "vatno": "Btw-nr.",
          "bank": "Bank", "ref": "Gestructureerde mededeling", "terms": "Betalingsvoorwaarden",
          "pay": "Gelieve het bedrag te betalen vóór de vervaldatum met vermelding van de gestructureerde mededeling."}
         if nl else
         {"title": "FACTURE", "facts": ("Facture n°", "Date de facture", "Date d'échéance", "Votre commande",
                                        "Notre commande", "N° client"),
          "buyer": "Acheteur", "seller": "Vendeur", "cols": ("N°", "Code", "Désignation", "Quantité", "Unité",
                                                             "Prix", "TVA %", "Montant"),
          "net": "Total hors TVA", "vat": "TVA {rate}%", "gross": "À payer EUR", "vatno": "N° TVA",
          "bank": "Banque", "ref": "Communication structurée", "terms": "Conditions de paiement",
          "pay": "Merci de régler le montant avant l'échéance en mentionnant la communication structurée."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 16, w["seller"].upper(), 6.6, F, grey=0.45)
    c.text(18, 21, s.name, 11.5, B)
    for k, text in enumerate([s.street, place(inv), f"{w['vatno']} {s.vat}", s.register, f"Tel. {s.phone}",
                              s.email]):
        c.text(18, 26 + k * 3.8, text, 7.8, F)
    c.text(192, 20, w["title"], 18, B, "right")
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.extra["order"], inv.customer_no)
    c.c.setLineWidth(0.5)
    c.c.setStrokeGray(0.55)
    c.c.rect(106 * MM, c.height - 56 * MM, 86 * MM, 30 * MM, stroke=1, fill=0)
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(109, 31 + k * 4.5, label, 7.6, F, grey=0.35)
        c.text(189, 31 + k * 4.5, value, 7.8, B if k == 0 else F, "right")
    c.text(18, 62, w["buyer"].upper(), 6.6, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 67 + k * 4.4, text, 9, B if k == 0 else F)
    y = 98
    c.fill(18, y - 4.4, 174, 6.4, 0.88)
    cols = [(19.5, "left"), (26, "left"), (50, "left"), (128, "right"), (130, "left"), (153, "right"),
            (167, "right"), (191, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.4, B, al)
    y += 7
    for n, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 8, 62 * MM)
        for (x, al), value in zip(cols, (str(n), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.rate(), inv.number(line.amount))):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(50, y, more, 8, F)
        c.rule(18, y + 2.2, 192, 0.3, grey=0.75)
        y += 6.4
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(118, y - 4.4, 74, 6.4, 0.9)
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 6
    y += 8
    for text in (f"{w['terms']}: {inv.extra['terms']}", w["pay"], f"{w['ref']}: {inv.payment_ref}"):
        for row in rl_wrap(text, F, 8, 172 * MM):
            c.text(18, y, row, 8, B if text.startswith(w["ref"]) else F)
            y += 3.9
        y += 1.5
    c.rule(18, 272, 192, 0.3, grey=0.6)
    for k, text in enumerate([f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat}",
                              f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic} · {s.register}"]):
        c.text(105, 276 + k * 3.6, text, 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- unimaze (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def unimaze(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "seller": "Verkoper", "buyer": "Koper",
          "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Inkoopordernummer", "Verkoopordernummer",
                    "Klantnummer", "Betalingsvoorwaarden", "Valuta"),
          "cols": ("Regel", "Artikelnr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag", "Btw"),
          "adj": "Kortingen en toeslagen op documentniveau", "allow": "Korting", "charge": "Toeslag",
          "sub": "Som regelbedragen", "net": "Totaal excl. btw", "vat": "Btw {rate}% (categorie K)",
          "gross": "Te betalen", "vatno": "Btw-nummer", "bank": "Betaalgegevens",
          "reason": "Reden vrijstelling"}
         if nl else
         {"title": "Rechnung", "seller": "Verkäufer", "buyer": "Käufer",
          "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Bestellnummer", "Auftragsnummer",
                    "Kundennummer", "Zahlungsbedingungen", "Währung"),
          "cols": ("Pos.", "Artikelnr.", "Bezeichnung", "Menge", "Einheit", "Preis", "Betrag", "USt."),
          "adj": "Nachlässe und Zuschläge auf Belegebene", "allow": "Nachlass", "charge": "Zuschlag",
          "sub": "Summe der Positionen", "net": "Gesamtbetrag ohne USt.", "vat": "USt. {rate} % (Kategorie K)",
          "gross": "Zahlbetrag", "vatno": "USt-IdNr.", "bank": "Zahlungsinformationen",
          "reason": "Befreiungsgrund"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, w["title"], 20, "B")
    f(192, 20, inv.invoice_no, 11, "B", "right")
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.3)
    for x, label, rows in ((18, w["seller"], [s.name, s.street, place(inv), COUNTRY[s.country][inv.language],
                                              f"{w['vatno']}: {s.vat}", s.register]),
                           (107, w["buyer"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                              f"{w['vatno']}: {BUYER_VAT}"])):
        pdf.rect(x, 27, 85, 33)
        f(x + 2.5, 32, label.upper(), 7, "B")
        for k, row in enumerate(rows):
            f(x + 2.5, 37 + k * 4, row, 8.6, "B" if k == 0 else "")
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", inv.extra["order"],
              inv.customer_no, inv.extra["terms"], "EUR")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        x, y = (18, 68 + (k // 2) * 4.6) if k % 2 == 0 else (107, 68 + (k // 2) * 4.6)
        f(x, y, label, 7.8)
        f(x + 34, y, value, 8.4, "B")
    y = 95
    pdf.set_fill_color(225, 230, 236)
    pdf.rect(18, y - 4.4, 174, 6.2, style="F")
    cols = [(19, "l"), (30, "l"), (58, "l"), (135, "r"), (137, "l"), (158, "r"), (181, "r"), (191, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 6.6
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 62)
        values = [str(n), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount), inv.rate() + "%"]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(58, y, more, 8.4)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 4
    if inv.adjustments:
        f(18, y, w["adj"], 8.4, "B")
        y += 5
        for label, amount in inv.adjustment_amounts():
            f(20, y, f"{w['charge'] if amount > 0 else w['allow']}: {label}", 8.4)
            f(191, y, inv.number(amount), 8.4, "", "right")
            y += 4.6
        y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        if label in (lbl for lbl, _ in inv.adjustments):
            continue
        f(160, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, inv.number(value) + (" EUR" if strong else ""), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("Lib", "", 8)
    for text in (f"{w['reason']}: {inv.statement}", f"{w['bank']}: IBAN {inv.iban}, BIC {inv.bic}, "
                                                   f"{s.email}, Tel. {s.phone}"):
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.6
    f(105, 286, "1 / 1", 7, "", "center")
    return bytes(pdf.output())


# --- prophet21 (reportlab platypus, DejaVu Sans Condensed) ----------------------------------------------------------
def prophet21(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "top": ("Invoice No.", "Invoice Date", "Page"), "bill": "Bill To:",
          "ship": "Ship To:", "grid": ("Customer ID", "P.O. Number", "Order No", "Order Date", "Salesrep",
                                       "Ship Via", "Terms"),
          "cols": ("Qty\nOrdered", "Qty\nShipped", "Qty\nRemain.", "UOM", "Item ID / Item Description",
                   "Unit\nPrice", "Disc\n%", "Extended\nPrice"),
          "sub": "Sub-Total", "vat": "Tax ({rate}%)", "gross": "Amount Due", "vatno": "VAT No.", "due": "Due Date",
          "remit": "Remit to: IBAN {iban} · BIC {bic}"}
         if en else
         {"title": "FACTURE", "top": ("N° facture", "Date facture", "Page"), "bill": "Facturer à :",
          "ship": "Livrer à :", "grid": ("Code client", "N° bon de commande", "N° commande", "Date commande",
                                         "Commercial", "Expédition", "Conditions"),
          "cols": ("Qté\ncdée", "Qté\nlivrée", "Qté\nrest.", "Unité", "Article / Désignation",
                   "Prix\nunitaire", "Rem.\n%", "Montant\nétendu"),
          "sub": "Sous-total", "vat": "Taxe ({rate} %)", "gross": "Montant dû", "vatno": "N° TVA",
          "due": "Date d'échéance", "remit": "Paiement : IBAN {iban} · BIC {bic}"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("p2l", 6.6, "DVC", grey=0.3)
    normal, right = _style("p2n", 8, "DVC"), _style("p2r", 8, "DVC", align=2)
    bold, bold_r = _style("p2b", 8, "DVCB"), _style("p2br", 8, "DVCB", align=2)
    grey = colors.Color(0.45, 0.45, 0.45)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                        f"{escape(w['vatno'])} {escape(s.vat)}", _style("p2c", 8.2, "DVC", lead=10.2))
    dfmt = "%d/%m/%Y"
    top = Table([[Paragraph(escape(t), lab) for t in w["top"]],
                 [Paragraph(escape(inv.invoice_no), bold), Paragraph(inv.day(inv.issued, dfmt), normal),
                  Paragraph("1 / 1", normal)]], colWidths=[24 * mm, 24 * mm, 12 * mm])
    top.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey), ("TOPPADDING", (0, 0), (-1, -1), 1),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    title = Table([[Paragraph(f"<b>{w['title']}</b>", _style("p2t", 16, "DVCB", align=2, lead=20))], [top]],
                  colWidths=[62 * mm])
    title.setStyle(TableStyle([("ALIGN", (0, 0), (-1, -1), "RIGHT"), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    head = Table([[company, title]], colWidths=[116 * mm, 62 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], "Accounts Payable" if en else "Comptabilité fournisseurs",
                                            BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Warehouse / Dock 3" if en else "Entrepôt / quai 3",
                                            BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    addr = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                  [Paragraph(bill, _style("p2a", 8.4, "DVC", lead=10.4)),
                   Paragraph(ship, _style("p2a2", 8.4, "DVC", lead=10.4))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.5, grey), ("BOX", (1, 0), (1, -1), 0.5, grey),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    values = (inv.customer_no, inv.po_printed or "", inv.extra["order"], inv.extra["order_date"],
              inv.extra["salesrep"], inv.extra["via"], inv.extra["terms"])
    grid = Table([[Paragraph(escape(k), lab) for k in w["grid"]], [Paragraph(escape(v), normal) for v in values]],
                 colWidths=[22 * mm, 32 * mm, 22 * mm, 22 * mm, 24 * mm, 30 * mm, 26 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    rows = [[Paragraph(escape(h).replace("\n", "<br/>"), bold if k == 4 or k == 3 else bold_r)
             for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        q = inv.qty(line)
        rows.append([Paragraph(q, right), Paragraph(q, right), Paragraph("0", right),
                     Paragraph(escape(line.unit), normal),
                     Paragraph(f"<b>{escape(line.article or '')}</b><br/>{escape(line.description)}", normal),
                     Paragraph(_price(inv, line), right),
                     Paragraph(inv.pct(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[16 * mm, 16 * mm, 16 * mm, 11 * mm, 59 * mm, 19 * mm, 12 * mm, 29 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)) + (" EUR" if strong else ""), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[40 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, grey), ("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    story = [head, Spacer(1, 6 * mm), addr, Spacer(1, 4 * mm), grid, Spacer(1, 4 * mm), table, Spacer(1, 4 * mm),
             tot, Spacer(1, 6 * mm),
             Paragraph(escape(f"{w['due']}: {inv.day(inv.due, dfmt)}"), normal), Spacer(1, 1.5 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 1.5 * mm),
             Paragraph(escape(w["remit"].format(iban=inv.iban, bic=inv.bic)), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- sxe (fpdf2, DejaVu Sans Mono / DejaVu Sans) --------------------------------------------------------------------
def sxe(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    pdf.add_font("Mono", "", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    pdf.add_font("Mono", "B", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf")
    f = lambda x, y, text, size=7.8, style="", align="left", fam="Mono": _ft(pdf, x, y, text, size, style, align, fam)  # noqa: E731,E501
    f(14, 16, s.name.upper(), 11, "B", fam="DejaVu")
    for k, text in enumerate([s.street.upper(), place(inv).upper() + " BELGIUM", f"PHONE {s.phone}",
                              f"VAT {s.vat}", s.register.upper()]):
        f(14, 21 + k * 3.6, text, 7.4)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.35)
    pdf.rect(128, 10, 68, 28)
    f(162, 16.5, "INVOICE", 13, "B", "center", "DejaVu")
    us = "%m/%d/%y"
    for k, (label, value) in enumerate((("Invoice #", inv.invoice_no), ("Invoice Date", inv.day(inv.issued, us)),
                                        ("Page #", "1"))):
        f(131, 23 + k * 4.6, label, 7.6)
        f(193, 23 + k * 4.6, value, 8, "B" if k == 0 else "", "right")
    for x, label, rows in ((14, "Bill To:", [BUYER[0].upper(), "ATTN ACCOUNTS PAYABLE", BUYER[1].upper(),
                                             BUYER[2].upper(), f"VAT {BUYER_VAT}"]),
                           (108, "Ship To:", [BUYER[0].upper(), "RECEIVING - GENT WAREHOUSE", BUYER[1].upper(),
                                              BUYER[2].upper()])):
        f(x, 48, label, 7.6, "B")
        for k, row in enumerate(rows):
            f(x + 4, 52.5 + k * 3.9, row, 8)
    heads = ("Cust #", "PO #", "Order Date", "Ship Date", "Ship Via", "Terms", "Whse")
    values = (inv.customer_no, inv.po_printed or "", inv.extra["order_date"], inv.extra["ship_date"],
              inv.extra["via"], inv.extra["terms"], inv.extra["whse"])
    xs = (14, 40, 80, 102, 124, 150, 180, 196)
    pdf.rect(14, 76, 182, 10)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            pdf.line(xs[k], 76, xs[k], 86)
        f(xs[k] + 1.2, 79.6, head, 6.8, "B")
        f(xs[k] + 1.2, 84, value, 7.6)
    y = 94
    cols = [(14, "l", "Ln#"), (22, "l", "Product And Description"), (118, "r", "Qty Ord"),
            (132, "r", "Qty B.O."), (148, "r", "Qty Shp"), (150, "l", "UM"), (175, "r", "Unit Price"),
            (196, "r", "Amount (Net)")]
    for x, al, head in cols:
        f(x, y, head, 7, "B", "right" if al == "r" else "left")
    pdf.line(14, y + 1.6, 196, y + 1.6)
    y += 6
    for n, line in enumerate(inv.lines, 1):
        q = inv.qty(line)
        values = (str(n), line.article or "", q, "0", q, line.unit, _price(inv, line), inv.number(line.amount))
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 7.8, "B" if x == 22 else "", "right" if al == "r" else "left")
        pdf.set_font("Mono", "", 7.8)
        for more in fp_wrap(pdf, line.description, 84):
            y += 3.7
            f(24, y, more, 7.8)
        y += 6
    pdf.line(14, y - 2.4, 196, y - 2.4)
    f(22, y + 1.5, f"{len(inv.lines)} Lines Total", 7.6)
    f(22, y + 5.5, f"Qty Shipped Total {inv.number(sum(line.quantity for line in inv.lines), 1)}", 7.6)
    y += 1.5
    for label, value, strong in totals(inv, "Lines Total", "Subtotal", "VAT {rate}%", "Invoice Total"):
        f(168, y, label, 8, "B" if strong else "", "right")
        f(196, y, inv.number(value), 8, "B" if strong else "", "right")
        y += 4.6
    y += 8
    pdf.set_font("Mono", "", 7.4)
    texts = [f"TERMS: {inv.extra['terms']}  DUE DATE: {inv.day(inv.due, us)}",
             f"PLEASE REMIT TO IBAN {inv.iban} BIC {inv.bic}",
             f"STRUCTURED COMMUNICATION {inv.payment_ref}"]
    for text in texts:
        f(14, y, text, 7.4)
        y += 4
    f(105, 286, "ORIGINAL INVOICE - CONTINUED ON NEXT PAGE ONLY IF INDICATED", 6.4, "", "center")
    return bytes(pdf.output())


# --- mrpeasy (Typst, Liberation Sans) -------------------------------------------------------------------------------
def mrpeasy(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    dfmt = "%d/%m/%Y"
    facts = (("Date", inv.day(inv.issued, dfmt)), ("Échéance", inv.day(inv.due, dfmt)),
             ("Commande client", inv.extra["order"]), ("Votre référence", inv.po_printed or ""),
             ("Expédition", inv.extra["shipment"]), ("Conditions", inv.extra["terms"]))
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 24mm), footer: [#line(length: 100%, stroke: '
        '0.3pt + luma(180)) #align(center, text(size: 6.6pt, fill: luma(110))['
        f'{ts(s.name + " – " + s.register + " – N° TVA " + s.vat)}'
        '])])\n#set text(font: ("Liberation Sans", "DejaVu Sans"), size: 8.8pt, lang: "fr")\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 11.5pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["fr"])} \\ {ts("Tél. " + s.phone)} \\ {ts(s.email)} \\ {ts("N° TVA " + s.vat)}],\n'
        f'  align(right)[#text(size: 9pt, fill: luma(90))[{ts("Client")}] \\ #text(weight: "bold")[{ts(BUYER[0])}]'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["fr"])} \\ {ts("N° TVA " + BUYER_VAT)}])\n'
        f'#v(9mm)\n#text(size: 16pt, weight: "bold")[{ts("Facture " + inv.invoice_no)}]\n#v(2mm)\n'
        '#table(columns: (32mm, 45mm, 32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.3mm),\n'
        + "".join(f'  text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(6mm)\n')
    discounts = any(line.discount for line in inv.lines)
    heads = ["N°", "Article", "Quantité", "Prix unitaire"] + (["Remise"] if discounts else []) + ["Total"]
    widths = "(8mm, 1fr, 20mm, 24mm, " + ("14mm, " if discounts else "") + "26mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: if y == 0 {{ 0.8pt }} else {{ 0.3pt + '
            'luma(200) }), inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads)))
    for n, line in enumerate(inv.lines, 1):
        cells = [f'[{n}]', f'[{ts(line.article + " – " + line.description)}]',
                 f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]', f'align(right)[{ts(eur(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(eur(line.amount))}]')
        src += "  " + ", ".join(cells) + ",\n"
    src += ')\n#v(3mm)\n#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Sous-total", "Total HT", "TVA {rate} %", "Total TTC"):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += (f'))\n#v(8mm)\n{ts(inv.statement)}\n#v(2mm)\n'
            f'{ts("Paiement par virement sur IBAN " + inv.iban + " (BIC " + inv.bic + "). En cas de retard de paiement, pénalités au taux légal majoré et indemnité forfaitaire de 40 € pour frais de recouvrement.")}\n')  # noqa: E501
    return _typst(src)


# --- fishbowl (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def fishbowl(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "no": "Invoice #", "date": "Date", "bill": "Bill To", "ship": "Ship To",
          "row": ("SO Number", "Customer PO", "Salesperson", "Carrier", "Terms", "Due Date"),
          "cols": ("Item", "Description", "Qty", "UOM", "Unit Price", "Total Price"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total", "paid": "Amount Paid",
          "due": "Balance Due", "vatno": "VAT", "thanks": "Thank you for your business!"}
         if en else
         {"title": "Factuur", "no": "Factuur #", "date": "Datum", "bill": "Factuuradres", "ship": "Leveradres",
          "row": ("Verkooporder", "Uw PO", "Verkoper", "Vervoerder", "Voorwaarden", "Vervaldatum"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal", "paid": "Betaald",
          "due": "Te betalen", "vatno": "Btw", "thanks": "Bedankt voor uw bestelling!"})
    style = inv.extra["date_style"]
    day = (lambda d: d.strftime("%b %d, %Y")) if style == "fb" else (lambda d: d.strftime(style))
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 25.5 + k * 3.9, text, 8.2, F)
    c.text(192, 22, w["title"], 22, B, "right", grey=0.25)
    c.c.setLineWidth(0.5)
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["date"], day(inv.issued)))):
        c.fill(140, 28 + k * 7, 24, 6, 0.85)
        c.c.rect(140 * MM, c.height - (34 + k * 7) * MM, 52 * MM, 6 * MM, stroke=1, fill=0)
        c.text(142, 32.2 + k * 7, label, 8, B)
        c.text(190, 32.2 + k * 7, value, 8.4, F, "right")
    for x, label, rows in ((18, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"]),
                           (108, w["ship"], [BUYER[0], "Magazijn" if not en else "Warehouse", BUYER[1], BUYER[2],
                                             COUNTRY_BE[inv.language]])):
        c.fill(x, 56, 84, 6, 0.85)
        c.c.rect(x * MM, c.height - 86 * MM, 84 * MM, 30 * MM, stroke=1, fill=0)
        c.text(x + 2, 60.2, label, 8.4, B)
        for k, row in enumerate(rows):
            c.text(x + 2, 66.5 + k * 4, row, 8.6, F)
    values = (inv.extra["so"], inv.po_printed or "", "", inv.extra["carrier"], inv.extra["terms"], day(inv.due))
    xs = (18, 44, 74, 98, 142, 164, 192)
    c.fill(18, 92, 174, 6, 0.85)
    c.c.rect(18 * MM, c.height - 104 * MM, 174 * MM, 12 * MM, stroke=1, fill=0)
    for k, (head, value) in enumerate(zip(w["row"], values)):
        c.text(xs[k] + 1.5, 96.2, head, 7.6, B)
        c.text(xs[k] + 1.5, 102, value, 8, F)
    y = 112
    cols = [(18, "left"), (46, "left"), (133, "right"), (134, "left"), (168, "right"), (192, "right")]
    c.fill(18, y - 4.2, 174, 6, 0.85)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x + (1.5 if al == "left" else -1.5), y, head, 8, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 86 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x + (1.5 if al == "left" else -1.5), y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(47.5, y, more, 8.4, F)
        c.rule(18, y + 2, 192, 0.3, grey=0.7)
        y += 6
    y += 4
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(164, y, label, 8.8, B if strong else F, "right")
        c.text(190, y, ("€ " if not en else "") + inv.number(value), 8.8, B if strong else F, "right")
        y += 5
    y += 6
    for text in (inv.statement, f"IBAN {inv.iban} · BIC {inv.bic}" +
                 (f" · {inv.payment_ref}" if inv.payment_ref else ""), w["thanks"]):
        for row in rl_wrap(text, F, 8.2, 172 * MM):
            c.text(18, y, row, 8.2, F)
            y += 3.9
        y += 1.5
    c.text(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, "center", grey=0.4)
    return c.bytes()


WRITERS = {"ecosio": ecosio, "fitek": fitek, "unimaze": unimaze, "prophet21": prophet21, "sxe": sxe,
           "mrpeasy": mrpeasy, "fishbowl": fishbowl}
