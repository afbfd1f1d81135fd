"""Seven page writers for the twelfth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): three made by Typst, two on fpdf2, two on reportlab (its canvas and its platypus flowables), on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows)
are the fourth and sixth corpora's, imported.

- mamut (fpdf2, DejaVu Sans): a Mamut Business Software-style invoice, nl or en: the company top right, the
  customer in the window left, `Factuur` / `Invoice` with a two-column fact block (`Factuurnr.`, `Factuurdatum`,
  `Vervaldatum`, `Klantnr.`, `Uw ref.`, `Onze ref.`), grey header band `Productnr.` / `Omschrijving` / `Aantal` /
  `Eenheid` / `Prijs` / `Korting` / `Bedrag`, totals right (`Subtotaal`, the charge, `Totaal excl. btw`, `Btw`,
  `Totaal`), the statement and the bank lines in a box at the bottom.
- navision (reportlab canvas, Liberation Sans): the classic report print of Navision / Dynamics NAV 2009: the
  customer address top left, the company right, `Verkoopfactuur` / `Rechnung` with `Pagina 1`, a left-right fact
  column (`Factuurnr.`, `Boekingsdatum`, `Vervaldatum`, `Uw referentie`, `Debiteurnr.`, `Verkoper`, `Verzendwijze`),
  columns `Nr.` / `Omschrijving` / `Aantal` / `Eenheid` / `Eenheidsprijs excl. BTW` / `Regelkorting %` /
  `BTW %` / `Bedrag`, shipment rows in the description column, `Totaal EUR excl. BTW`, `Factuurkorting`,
  `21% BTW`, `Totaal EUR incl. BTW`, a VAT specification.
- boekhoudennl (Typst, DejaVu Sans): a Boekhouden.nl-style simple Dutch invoice: the company right, the customer
  left, `FACTUUR`, `Factuurnummer` / `Factuurdatum` / `Vervaldatum` / `Referentie`, columns `Omschrijving` /
  `Aantal` / `Prijs` / `Btw` / `Bedrag`, totals with `Btw 6%`, the payment sentence.
- tiime (Typst, Liberation Sans): a Tiime-style French freelancer invoice: the company and client side by side,
  `Facture n° …`, `Date d'émission`, `Date d'échéance`, `Bon de commande`, a table `Désignation` / `Qté` /
  `Unité` / `Prix unitaire HT` / `Total HT`, `Total HT`, `TVA 20 %`, `Total TTC`, the mentions.
- oracle (reportlab platypus, DejaVu Sans Condensed): an Oracle E-Business Suite Receivables transaction print,
  fr or en: `FACTURE` / `INVOICE` with a framed header (`Numéro de facture` / `Invoice Number`, dates, terms,
  customer number, purchase order), `Bill To` / `Ship To`, `Ligne` / `Article` / `Description` / `Qté` / `UdM`
  / `Prix unitaire` / `Remise %` / `Montant`, `Sous-total`, `Remise`, `Total hors taxes`, `TVA`, `Total`.
- abacus (fpdf2, Liberation Sans): a Swiss-style Abacus ERP invoice, fr or de: the sender line, the address in a
  right window (Swiss window), the facts left (`Rechnung` / `Facture`, number, date, customer, order), the
  article number at the start of the description (`SK-8-40-88  Sechskantschraube …`), `Menge` / `Preis` / `Betrag`,
  totals with `Fracht`, `Total netto`, `MwSt. 0 %`, `Total EUR`.
- debitoor (Typst, DejaVu Sans): a Debitoor-style invoice, de or en: the title and number big left, the company
  right, the fact column (`Rechnungsnr.`, `Rechnungsdatum`, `Zahlungsziel`, `Bestellnr.`), a light table
  `Beschreibung` / `Menge` / `Einheit` / `Preis` / `Rabatt` / `Betrag` with grey detail rows, totals
  `Zwischensumme`, `MwSt. 0 %`, `Gesamt`, notes and bank."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP,  # noqa: E402
                     Canvas, _doc, _fpdf, _ft, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)


# --- mamut (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def mamut(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Klantnr.", "Uw ref.",
                                        "Onze ref.", "Betalingsvoorwaarden"),
          "cols": ("Productnr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR",
          "bank": "Bank", "vatno": "Btw-nr.", "pay": "Gelieve te betalen vóór {due} met vermelding van {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Due date", "Customer no.", "Your ref.",
                                        "Our ref.", "Terms of payment"),
          "cols": ("Product no.", "Description", "Qty", "Unit", "Price", "Disc.", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total EUR",
          "bank": "Bank", "vatno": "VAT no.", "pay": "Please pay by {due} quoting {ref}."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(195, 20, s.name, 12.5, "B", "right")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}", s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(195, 25.5 + k * 3.8, text, 7.8, "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(20, 52 + k * 4.6, text, 9.6, "B" if k == 0 else "")
    f(20, 88, w["title"], 17, "B")
    values = (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y"), inv.day(inv.due, "%d-%m-%Y"), inv.customer_no,
              inv.po_printed or "", inv.extra["ref"], inv.extra["terms"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        x, y = (20, 96 + k * 4.4) if k < 4 else (112, 96 + (k - 4) * 4.4)
        f(x, y, label, 8.2)
        f(x + 33, y, value, 8.2, "B" if k == 0 else "")
    y = 119
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.6, 175, 6.6, style="F")
    cols = [(20.5, "l"), (44, "l"), (136, "r"), (138, "l"), (160, "r"), (175, "r"), (194.5, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 78)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.4)
        y += 5.6
    pdf.set_draw_color(120, 120, 120)
    pdf.line(20, y - 2.5, 195, y - 2.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(168, y, label, 8.8, "B" if strong else "", "right")
        f(194.5, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    f(20, y + 4, inv.extra["delivery"], 8.2)
    y = max(y + 14, 236)
    pdf.rect(20, y, 175, 30)
    ref = inv.payment_ref or inv.invoice_no
    texts = [inv.statement, w["pay"].format(due=inv.day(inv.due, "%d-%m-%Y"), ref=ref),
             f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}"]
    yy = y + 5
    pdf.set_font("DejaVu", "", 7.8)
    for text in texts:
        for row in fp_wrap(pdf, text, 168):
            f(23, yy, row, 7.8)
            yy += 3.7
        yy += 1
    f(107.5, 284, f"{s.name} - {s.street} - {place(inv)} - {s.register} - {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- navision (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def navision(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Verkoopfactuur", "page": "Pagina 1",
          "facts": ("Factuurnr.", "Boekingsdatum", "Vervaldatum", "Uw referentie", "Debiteurnr.", "Verkoper",
                    "Verzendwijze", "Betalingscondities"),
          "cols": ("Nr.", "Omschrijving", "Aantal", "Eenh.", "Eenheids-", "Regel-", "BTW %", "Bedrag"),
          "cols2": ("", "", "", "", "prijs", "korting %", "", ""),
          "net": "Totaal EUR excl. BTW", "sub": "Subtotaal", "vat": "{rate}% BTW", "gross": "Totaal EUR incl. BTW",
          "spec": ("BTW-specificatie", "BTW %", "Regelbedrag", "BTW-basis", "BTW-bedrag"), "vatno": "Ondernemingsnr.",
          "bank": "Bank"}
         if nl else
         {"title": "Rechnung", "page": "Seite 1",
          "facts": ("Rechnungsnr.", "Buchungsdatum", "Fälligkeitsdatum", "Ihre Referenz", "Debitorennr.", "Verkäufer",
                    "Versandart", "Zahlungsbedingungen"),
          "cols": ("Nr.", "Beschreibung", "Menge", "Einheit", "VK-Preis", "Zeilen-", "MwSt. %", "Betrag"),
          "cols2": ("", "", "", "", "", "rabatt %", "", ""),
          "net": "Total EUR ohne MwSt.", "sub": "Zwischensumme", "vat": "{rate}% MwSt.",
          "gross": "Total EUR inkl. MwSt.",
          "spec": ("MwSt.-Betrag Spezifikation", "MwSt. %", "Zeilenbetrag", "MwSt.-Bemessungsgrundl.", "MwSt.-Betrag"),
          "vatno": "USt-IdNr.", "bank": "Bank"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(18, 40 + k * 4.2, text, 9, F)
    c.text(192, 14, w["title"], 14, B, "right")
    c.text(192, 19.5, w["page"], 8, F, "right")
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[s.country][inv.language], f"Tel. {s.phone}",
                              s.email, f"{w['vatno']} {s.vat}", f"{w['bank']} {inv.iban}", f"BIC {inv.bic}"]):
        c.text(130, 30 + k * 3.9, text, 8, B if k == 0 else F)
    c.text(18, 66, f"{w['vatno']} {BUYER_VAT}", 8, F)
    values = (inv.invoice_no, inv.issued.strftime("%d-%m-%y" if nl else "%d.%m.%y"),
              inv.due.strftime("%d-%m-%y" if nl else "%d.%m.%y"), inv.po_printed or "", inv.customer_no,
              inv.extra["seller"], inv.extra["shipment"], inv.extra["terms"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(18, 76 + k * 3.9, label, 8, F)
        c.text(55, 76 + k * 3.9, value, 8, F)
    cols = [(18, "l"), (44, "l"), (118, "r"), (120, "l"), (142, "r"), (159, "r"), (172, "r"), (192, "r")]
    y = 114
    for (x, al), head, head2 in zip(cols, w["cols"], w["cols2"]):
        c.text(x, y, head, 7.6, B, "right" if al == "r" else "left")
        if head2:
            c.text(x, y + 3.3, head2, 7.6, B, "right" if al == "r" else "left")
    c.rule(18, y + 5, 192, 0.5)
    y += 10
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 62 * MM)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.discount) if line.discount else "", inv.rate(), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8, F, "right" if al == "r" else "left")
        for more in desc[1:] + list(line.detail):
            y += 3.7
            c.text(44, y, more, 8, F)
        y += 4.6
    c.rule(18, y - 2, 192, 0.3)
    y += 2.5
    rows = []
    if inv.adjustments:
        rows.append((w["sub"], inv.subtotal, False))
        rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [(w["net"], inv.net_total, True), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
             (w["gross"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(179, y, label, 8, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8, B if strong else F, "right")
        y += 4.3
    c.rule(150, y - 2.8, 192, 0.5)
    y += 6
    c.text(18, y, w["spec"][0], 8, B)
    y += 4.4
    for x, head in zip((36, 70, 108, 140), w["spec"][1:]):
        c.text(x, y, head, 7.6, B, "right")
    y += 4
    for x, value in zip((36, 70, 108, 140), (inv.rate(), inv.number(inv.subtotal), inv.number(inv.net_total),
                                                inv.number(inv.vat_amount))):
        c.text(x, y, value, 8, F, "right")
    y += 9
    texts = [inv.statement] if inv.statement else []
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.8
        y += 1
    c.text(18, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, grey=0.4)
    return c.bytes()


# --- boekhoudennl (Typst, DejaVu Sans) ------------------------------------------------------------------------------
def boekhoudennl(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: ("-€ " if v < 0 else "€ ") + inv.number(abs(v))  # noqa: E731
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Referentie", inv.po_printed or ""),
             ("Klantnummer", inv.customer_no)]
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 22mm, top: 20mm, bottom: 22mm))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1.3fr),\n'
        f'  [#v(22mm) {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("België")}],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts("Tel: " + s.phone)} \\ {ts("E-mail: " + s.email)} \\ {ts("Btw-nummer: " + s.vat)} \\ '
        f'{ts("IBAN: " + inv.iban)}])\n'
        '#v(14mm)\n#text(size: 16pt, weight: "bold")[FACTUUR]\n#v(3mm)\n'
        '#grid(columns: (32mm, 60mm), row-gutter: 1.8mm,\n'
        + "".join(f'  [{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(9mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 16mm, 22mm, 12mm, 24mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } '
            'else { 0.2pt + luma(200) }), inset: (x: 1.2mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Omschrijving", "Aantal", "Prijs", "Btw", "Bedrag")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (48mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, "Subtotaal", "Totaal exclusief btw", "Btw {rate}%", "Totaal inclusief btw"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(12mm)\n'
    pay = (f"Wij verzoeken u het bedrag van {eur(inv.gross_total)} binnen {inv.extra['terms']} over te maken op "
           f"{inv.iban} (BIC {inv.bic}) t.n.v. {s.name} onder vermelding van {inv.payment_ref}.")
    src += f'{ts(pay)}\n#v(2mm)\n#text(size: 7.6pt, fill: luma(110))[{ts(s.register + " · Btw " + s.vat)}]\n'
    return _typst(src)


# --- tiime (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def tiime(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    accent = 'rgb("#2a3b8f")'
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 20mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " - SAS au capital de 20 000 € - " + s.register + " - TVA " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#text(size: 20pt, weight: "bold", fill: {accent})[{ts("Facture n° " + inv.invoice_no)}]\n#v(2mm)\n'
        f'{ts("Date d’émission : " + inv.day(inv.issued, "%d/%m/%Y"))} \\ '
        f'{ts("Date d’échéance : " + inv.day(inv.due, "%d/%m/%Y"))} \\ '
        f'{ts("Bon de commande : " + (inv.po_printed or ""))}\n#v(7mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  block(fill: luma(245), inset: 3mm, width: 100%)[#text(size: 7.5pt, fill: luma(100))[ÉMETTEUR] \\ '
        f'#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ {ts(s.email)} \\ '
        f'{ts("N° TVA : " + s.vat)}],\n'
        f'  block(fill: luma(245), inset: 3mm, width: 100%)[#text(size: 7.5pt, fill: luma(100))[CLIENT] \\ '
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgique \\ '
        f'{ts("N° TVA : " + BUYER_VAT)}])\n#v(9mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += (f'#table(columns: (1fr, 12mm, 16mm, 30mm, 12mm, 26mm), stroke: none, fill: (x, y) => if y == 0 '
            f'{{ {accent} }} else if calc.even(y) {{ luma(246) }}, inset: (x: 1.6mm, y: 2.3mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Désignation", "Qté", "Unité", "Prix unitaire HT", "TVA", "Total HT")))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Total HT", "Total HT", "TVA {rate} %", "Total TTC"):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[Conditions de paiement] \\ {ts("Paiement par virement à 30 jours. IBAN " + inv.iban + " - BIC " + inv.bic)}\n'
            f'#v(3mm)\n{ts(inv.statement)}\n#v(3mm)\n#text(size: 7.6pt)[{ts("Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte pour paiement anticipé.")}]\n')
    return _typst(src)


# --- oracle (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def oracle(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "head": ("Numéro de facture", "Date de facture", "Échéance", "Conditions",
                                       "N° client", "Bon de commande", "Page"),
          "bill": "Facturer à", "ship": "Livrer à",
          "cols": ("Ligne", "Article", "Description", "Qté", "UdM", "Prix unitaire", "Rem. %", "Montant"),
          "sub": "Sous-total", "net": "Total hors taxes", "vat": "TVA {rate} %", "gross": "Total facture EUR",
          "pay": "Veuillez régler avant le {due} sur IBAN {iban} - BIC {bic}.", "ship_ref": "Réf. expédition",
          "vatno": "N° TVA", "comm": "Communication structurée"}
         if fr else
         {"title": "INVOICE", "head": ("Invoice Number", "Invoice Date", "Due Date", "Terms", "Customer Number",
                                       "Purchase Order", "Page"),
          "bill": "Bill To", "ship": "Ship To",
          "cols": ("Line", "Item", "Description", "Qty", "UOM", "Unit Price", "Disc. %", "Amount"),
          "sub": "Subtotal", "net": "Total excluding tax", "vat": "VAT {rate}%", "gross": "Invoice Total EUR",
          "pay": "Please remit by {due} to IBAN {iban} - BIC {bic}.", "ship_ref": "Shipment ref.",
          "vatno": "VAT Reg. No.", "comm": "Payment reference"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("orl", 6.6, "DVCB", grey=0.3)
    normal, right = _style("orn", 8, "DVC"), _style("orr", 8, "DVC", align=2)
    bold, bold_r = _style("orb", 8, "DVCB"), _style("orbr", 8, "DVCB", align=2)
    dfmt = "%d-%m-%Y" if fr else "%d-%b-%Y"
    company = Paragraph(f"<b>{escape(s.name.upper())}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(w['vatno'] + ' ' + s.vat)}",
                        _style("orc", 8.4, "DVC", lead=10.6))
    values = (inv.invoice_no, inv.issued.strftime(dfmt).upper(), inv.due.strftime(dfmt).upper(), inv.extra["terms"],
              inv.customer_no, inv.po_printed or "", "1 / 1")
    hrows = [[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k in ("Numéro de facture", "Invoice Number")
                                                   else normal)] for k, v in zip(w["head"], values) if v]
    head = Table(hrows, colWidths=[32 * mm, 40 * mm])
    head.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                              ("INNERGRID", (0, 0), (-1, -1), 0.25, colors.Color(0.6, 0.6, 0.6)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    title = Paragraph(f"<b>{w['title']}</b>", _style("ort", 16, "DVCB", align=2, lead=20))
    top = Table([[company, [title, Spacer(1, 2 * mm), head]]], colWidths=[104 * mm, 74 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                                            w["vatno"] + " " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()))
    addr = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                  [Paragraph(bill, _style("ora", 8.6, "DVC", lead=10.8)),
                   Paragraph(ship, _style("ora2", 8.6, "DVC", lead=10.8))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (3, 5, 6, 7) else bold)
             for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price, line.price_places), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 26 * mm, 66 * mm, 12 * mm, 11 * mm, 19 * mm, 14 * mm, 20 * mm])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.3),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.3), ("LEFTPADDING", (0, 0), (-1, -1), 1.3),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.3)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 6 * mm), addr, Spacer(1, 2 * mm),
             Paragraph(escape(f"{w['ship_ref']}: {inv.extra['ship']} / {inv.extra['site']}"), normal),
             Spacer(1, 5 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm)]
    texts = [inv.statement] if inv.statement else []
    texts.append(w["pay"].format(due=inv.due.strftime(dfmt).upper(), iban=inv.iban, bic=inv.bic))
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.5 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.4)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone} · {s.email}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- abacus (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def abacus(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnung Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "Kontakt",
                                         "Zahlungskondition"),
          "cols": ("Artikel / Bezeichnung", "Menge", "Einheit", "Preis", "Betrag EUR"),
          "sub": "Total Positionen", "net": "Total netto", "vat": "MwSt. {rate} %", "gross": "Total EUR",
          "due": "Zahlbar bis {due}. IBAN {iban}, BIC {bic}.", "vatno": "USt-IdNr.", "greet": "Freundliche Grüsse"}
         if de else
         {"title": "Facture", "facts": ("Facture n°", "Date", "N° client", "Votre commande", "Contact",
                                        "Condition de paiement"),
          "cols": ("Article / Désignation", "Quantité", "Unité", "Prix", "Montant EUR"),
          "sub": "Total positions", "net": "Total net", "vat": "TVA {rate} %", "gross": "Total EUR",
          "due": "Payable jusqu'au {due}. IBAN {iban}, BIC {bic}.", "vatno": "N° TVA",
          "greet": "Meilleures salutations"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 18, s.name, 12, "B")
    f(20, 23, f"{s.street}, {place(inv)}", 8.4)
    f(20, 27, f"Tel. {s.phone} · {s.email}", 8.4)
    f(118, 47, f"{s.name}, {s.street}, {place(inv)}", 6.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(118, 53 + k * 4.6, text, 10)
    f(20, 92, w["title"], 15, "B")
    values = (inv.invoice_no, inv.day(inv.issued, "%d.%m.%Y"), inv.customer_no, inv.po_printed or "",
              inv.extra["contact"], inv.extra["terms"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(20, 100 + k * 4.4, label, 8.8)
        f(58, 100 + k * 4.4, value, 8.8, "B" if k == 0 else "")
    f(118, 100, f"{w['vatno']} {s.vat}", 8.8)
    f(118, 104.4, f"{w['vatno']} {BUYER_VAT}", 8.8)
    y = 134
    cols = [(20, "l"), (140, "r"), (143, "l"), (167, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.6, "B", "right" if al == "r" else "left")
    pdf.set_line_width(0.3)
    pdf.line(20, y + 1.8, 192, y + 1.8)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 9)
        text = f"{line.article}  {line.description}" if line.article else line.description
        desc = fp_wrap(pdf, text, 104)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 9, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.1
            f(20, y, more, 9)
        y += 5.6
    pdf.line(20, y - 2.4, 192, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(192, y, inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.line(140, y - 4.2, 192, y - 4.2)
            pdf.line(140, y + 1.4, 192, y + 1.4)
            pdf.line(140, y + 2.0, 192, y + 2.0)
        y += 5
    y += 6
    pdf.set_font("Lib", "", 8.6)
    for text in (inv.statement, w["due"].format(due=inv.day(inv.due, "%d.%m.%Y"), iban=inv.iban, bic=inv.bic)):
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.6)
            y += 4.2
        y += 1.5
    f(20, y + 5, w["greet"], 8.6)
    f(20, y + 9.4, s.name, 8.6)
    f(106, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- debitoor (Typst, DejaVu Sans) ----------------------------------------------------------------------------------
def debitoor(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Zahlungsziel", "Bestellnr."),
          "cols": ("Beschreibung", "Menge", "Einheit", "Preis", "Rabatt", "Betrag"),
          "sub": "Zwischensumme", "vat": "MwSt. {rate} %", "gross": "Gesamt EUR", "notes": "Hinweis",
          "bank": "Bankverbindung", "vatno": "USt-IdNr."}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Due date", "Order no."),
          "cols": ("Description", "Qty", "Unit", "Price", "Discount", "Amount"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "gross": "Total EUR", "notes": "Notes",
          "bank": "Bank details", "vatno": "VAT no."})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    discounts = any(line.discount for line in inv.lines)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(130))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 24pt, fill: rgb("#1b9bd7"))[{ts(w["title"])}] #v(1mm) #text(size: 11pt)[{ts(inv.invoice_no)}]'
        f' #v(8mm) #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  align(right)[#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}'
        ' #v(6mm) #grid(columns: (auto, 36mm), column-gutter: 4mm, row-gutter: 1.6mm,\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(10mm)\n')
    cols = [h for k, h in enumerate(w["cols"]) if discounts or k != 4]
    rows = []
    for line in inv.lines:
        detail = "".join(f' \\ #text(size: 7.6pt, fill: luma(120))[{ts(row)}]' for row in line.detail)
        cells = [f'[{ts(line.description)}{detail}]', f'align(right)[{ts(inv.qty(line))}]', f'[{ts(line.unit)}]',
                 f'align(right)[{ts(inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(inv.number(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    widths = "(1fr, 14mm, 16mm, 22mm, " + ("20mm, " if discounts else "") + "24mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: 0.4pt + luma(210)), '
            'fill: (x, y) => if y == 0 { luma(240) }, inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k in (0, 2) else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.7mm),\n'
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(weight: "bold")[{ts(w["notes"])}] \\ {ts(inv.statement)}\n#v(4mm)\n'
    bank = f"IBAN {inv.iban} · BIC {inv.bic}" + (f" · {inv.payment_ref}" if inv.payment_ref else "")
    src += f'#text(weight: "bold")[{ts(w["bank"])}] \\ {ts(bank)}\n'
    return _typst(src)


WRITERS = {"mamut": mamut, "navision": navision, "boekhoudennl": boekhoudennl, "tiime": tiime, "oracle": oracle,
           "abacus": abacus, "debitoor": debitoor}
