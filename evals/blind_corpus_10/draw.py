"""Seven page writers for the tenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software other than the earlier corpora's (no logos, no trademarks,
invented suppliers): three made by Typst, two on fpdf2, two on reportlab (its canvas and its platypus flowables),
on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The
small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals
rows) are the fourth and sixth corpora's, imported.

- visma (fpdf2, DejaVu Sans): a Visma eAccounting-style Dutch invoice: the company name top left, `Factuur` right,
  the customer left and a `label  value` block right (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`,
  `Klantnummer`, `Uw referentie`, `Onze referentie`, `Betalingsvoorwaarden`), a grey-banded table `Artikelnr.` /
  `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Korting` / `Btw` / `Bedrag`, a VAT overview left, the totals
  right and `Te betalen EUR` on a band, a four-column footer.
- zervant (Typst, DejaVu Sans): a Zervant-style invoice, nl or fr: the supplier top left, `FACTUUR` / `FACTURE`
  right with a `label  value` grid under it, the customer under the supplier, `Omschrijving` / `Aantal` /
  `Eenheid` / `Eenheidsprijs` / `Btw` / `Totaal excl. btw` with the details and the article number in grey rows
  under the description, the totals right, a tinted `Te betalen` box, a four-column footer.
- cegid (fpdf2, Liberation Sans): a Cegid-style French ERP invoice: the company top left, `FACTURE` and its number in
  a frame right, `Adresse de livraison` and `Adresse de facturation` frames, a framed `label : value` box (`Date`,
  `Code client`, `Votre commande n°`, `Représentant`, `Mode de règlement`, `Échéance`), a framed table `Code
  article` / `Désignation` / `Qté` / `P.U. brut` / `Rem. %` / `P.U. net` / `Montant HT` with the delivery notes as
  rows (`BL n° … du …`), a VAT base table left and the totals right (`Total marchandises HT`, `Port et emballage`,
  `Total HT`, `TVA`, `Total TTC`, `Net à payer`).
- collmex (reportlab canvas, Liberation Sans): a Collmex-style German invoice: the company right, the sender line
  over the window, `Rechnung 10458` bold, the facts in two columns of `label: value` under it (`Rechnungsdatum`,
  `Kundennummer`, `Ihre Bestellung`, `Lieferdatum` / `Leistungszeitraum`, USt-IdNr.), `Pos.` / `Produkt` /
  `Bezeichnung` / `Menge` / `ME` / `Preis` / `Rabatt` / `Betrag`, `Summe Positionen`, the charge, `Nettobetrag`,
  `Umsatzsteuer 0 %`, `Rechnungsbetrag`, the Skonto terms.
- s4hana (reportlab platypus, DejaVu Sans Condensed): an SAP S/4HANA output form, de or en: the company top right,
  the customer in the window, a framed fact box (`Rechnung` / `Invoice`, billing document number, date, customer,
  purchase order with its date, sales order, delivery, contact, page), items numbered 10, 20, 30 with
  `Material`, `Bezeichnung` / `Description`, `Menge` / `Quantity`, `ME` / `UoM`, `Preis` / `Price`, `Wert` /
  `Value`, condition rows (`Rabatt -5,000 %`) and details under the item, the totals, the legal text.
- ninja (Typst, DejaVu Sans): an Invoice Ninja-style invoice: the company details in two columns, the client left
  and a right block (`Invoice Number`, `PO Number`, `Invoice Date`, `Due Date`, `Balance Due`), `Item` /
  `Description` / `Unit Cost` / `Quantity` / `Line Total`, `Subtotal`, `Discount`, `Reverse charge 0%`, `Total`,
  `Paid to Date`, `Balance Due`, `Terms`.
- gdocs (Typst, Liberation Sans): an invoice made from a Google Docs template: the business name in an accent
  colour, `INVOICE` right, `INVOICE NO.` / `DATE` / `DUE DATE` / `YOUR PO`, `BILL TO`, `DESCRIPTION` / `QTY` /
  `UNIT PRICE` / `AMOUNT` with grey detail rows, `SUBTOTAL`, `VAT 21%`, `TOTAL DUE`, payment details."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc,  # noqa: E402
                     _fpdf, _ft, _style, _typst, doc_head, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals,
                     ts)
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"))


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib"."""
    lib_fonts(pdf, ("", "B", "I", "BI"))


def _net_price(line) -> "object":
    """The unit price after the line discount (what Cegid prints as `P.U. net`)."""
    from decimal import Decimal
    return (line.price * (1 - (line.discount or Decimal(0)) / 100)).quantize(Decimal("0.01"))


# --- visma (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def visma(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 19, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{place(inv)}", COUNTRY[s.country]["nl"]]):
        f(15, 24.5 + k * 3.8, text, 8)
    pdf.set_text_color(31, 78, 121)
    f(195, 20, "Factuur", 22, "", "right")
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], "T.a.v. Crediteurenadministratie", BUYER[1], BUYER[2], "BELGIË",
                              f"Btw-nr.: {BUYER_VAT}"]):
        f(15, 50 + k * 4.4, text, 9, "B" if k == 0 else "")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Klantnummer", inv.customer_no),
             ("Uw referentie", inv.po_printed or ""), ("Onze referentie", inv.extra["ourref"]),
             ("Betalingsvoorwaarden", inv.extra["terms"])]
    for k, (label, value) in enumerate(facts):
        f(120, 50 + k * 4.4, label, 8.2)
        f(157, 50 + k * 4.4, value, 8.2, "B" if k == 0 else "")
    cols = [("Artikelnr.", 15, "l"), ("Omschrijving", 38, "l"), ("Aantal", 123, "r"), ("Eenheid", 125, "l"),
            ("Prijs", 151, "r"), ("Korting", 165, "r"), ("Btw", 176, "r"), ("Bedrag", 195, "r")]
    y = 91
    pdf.set_fill_color(225, 233, 242)
    pdf.rect(14, y - 4.4, 182, 6.4, style="F")
    for head, x, al in cols:
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7.5
    pdf.set_draw_color(205, 205, 205)
    pdf.set_line_width(0.2)
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 70)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(38, y, more, 8.2)
        pdf.line(15, y + 2, 195, y + 2)
        y += 6.4
    y += 3
    ty = y
    vat = "Btw 0% (verlegd)" if inv.reverse_charge else "Btw {rate}%"
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal incl. btw"):
        f(165, ty, label, 8.6, "B" if strong else "", "right")
        f(195, ty, inv.number(value), 8.6, "B" if strong else "", "right")
        ty += 5
    pdf.set_fill_color(31, 78, 121)
    pdf.rect(120, ty - 2, 76, 7.5, style="F")
    pdf.set_text_color(255, 255, 255)
    f(122, ty + 3, "Te betalen EUR", 10, "B")
    f(194, ty + 3, inv.number(inv.gross_total), 10, "B", "right")
    pdf.set_text_color(0, 0, 0)
    f(15, y, "Btw-overzicht", 8.2, "B")
    for k, head in enumerate(("Btw %", "Grondslag", "Btw")):
        f(15 + k * 22, y + 5, head, 7.8)
        f(15 + k * 22, y + 9.5, (inv.rate() + "%", inv.number(inv.net_total), inv.number(inv.vat_amount))[k], 7.8)
    y = ty + 16
    pay = (f"Gelieve het bedrag van EUR {inv.number(inv.gross_total)} vóór {inv.day(inv.due, '%d-%m-%Y')} over te "
           f"schrijven op IBAN {inv.iban} (BIC {inv.bic}) met de gestructureerde mededeling {inv.payment_ref}."
           if inv.payment_ref else
           f"Wij verzoeken u het bedrag van EUR {inv.number(inv.gross_total)} vóór {inv.day(inv.due, '%d-%m-%Y')} "
           f"over te maken op IBAN {inv.iban} (BIC {inv.bic}) t.n.v. {s.name} onder vermelding van factuurnummer "
           f"{inv.invoice_no}.")
    pdf.set_font("DejaVu", "", 8)
    for text in [pay] + ([inv.statement] if inv.statement else []):
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 8)
            y += 3.8
        y += 2
    pdf.set_draw_color(31, 78, 121)
    pdf.set_line_width(0.4)
    pdf.line(15, 276, 195, 276)
    columns = [("Adres", [s.name, s.street, place(inv)]), ("Contact", [s.phone, s.email]),
               ("Bank", [f"IBAN {inv.iban}", f"BIC {inv.bic}"]),
               ("Registratie", [s.register, f"Btw {s.vat}"])]
    for k, (head, rows) in enumerate(columns):
        f(15 + k * 46, 280, head, 6.6, "B")
        for j, text in enumerate(rows):
            f(15 + k * 46, 283.3 + j * 3, text, 6.6)
    return bytes(pdf.output())


# --- zervant (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def zervant(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Betalingstermijn",
                                         "Uw referentie", "Klantnummer"),
          "to": "Factuur aan", "cols": ("Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Btw",
                                        "Totaal excl. btw"),
          "art": "Artikelnr.", "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %",
          "gross": "Totaal incl. btw", "pay": "Te betalen", "due": "Vervaldatum", "ref": "Gestructureerde mededeling",
          "foot": ("Adres", "Contact", "Ondernemingsnummer", "Bankgegevens"), "vatno": "Btw-nr."}
         if nl else
         {"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "Date d'échéance",
                                        "Conditions de paiement", "Votre référence", "N° client"),
          "to": "Facturé à", "cols": ("Description", "Qté", "Unité", "Prix unitaire", "TVA", "Total HT"),
          "art": "Réf.", "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "pay": "Montant à payer", "due": "Échéance", "ref": "Communication",
          "foot": ("Adresse", "Contact", "Immatriculation", "Coordonnées bancaires"), "vatno": "N° TVA"})
    fmt = "%d.%m.%Y" if nl else "%d/%m/%Y"
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + " €")  # noqa: E731
    values = [inv.invoice_no, inv.day(inv.issued, fmt), inv.day(inv.due, fmt), inv.extra["terms"],
              inv.po_printed or "", inv.customer_no]
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 28mm), footer: [#line(length: 100%, '
        'stroke: 0.4pt + luma(190)) #v(1mm) #grid(columns: (1fr, 1fr, 1fr, 1fr), column-gutter: 4mm,\n'
        + "".join(f'  text(size: 6.8pt)[#text(weight: "bold")[{ts(head)}] \\ {body}],\n' for head, body in (
            (w["foot"][0], f'{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}'),
            (w["foot"][1], f'{ts(s.phone)} \\ {ts(s.email)}'),
            (w["foot"][2], f'{ts(w["vatno"] + " " + s.vat)} \\ {ts(s.register)}'),
            (w["foot"][3], f'{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}')))
        + ')])\n#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 92mm),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(w["vatno"] + " " + s.vat)} #v(9mm) '
        f'#text(size: 7.6pt, fill: luma(110))[{ts(w["to"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#align(right, text(size: 20pt, weight: "bold", fill: rgb("#1d6f5f"))[{ts(w["title"])}]) #v(2mm) '
        '#grid(columns: (41mm, 1fr), row-gutter: 1.8mm,\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts)
        + '  )])\n#v(10mm)\n')
    rows = []
    for line in inv.lines:
        sub = "".join(f' \\ #text(size: 7.4pt, fill: luma(110))[{ts(row)}]' for row in line.detail)
        if line.article:
            sub += f' \\ #text(size: 7.4pt, fill: luma(110))[{ts(w["art"] + " " + line.article)}]'
        rows.append(f'  [{ts(line.description)}{sub}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 14mm, 15mm, 25mm, 12mm, 28mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#1d6f5f") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(size: 7.8pt, weight: "bold")'
                      f'[{ts(h)}]),\n' for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(4mm)\n')
    tot = '#align(right, table(columns: (45mm, 30mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = ', weight: "bold"' if strong else ""
        tot += f'  text(size: 8.8pt{weight})[{ts(label)}], align(right, text(size: 8.8pt{weight})[{ts(eur(value))}]),\n'
    src += tot + '))\n#v(3mm)\n'
    box = (f'#text(size: 11pt, weight: "bold")[{ts(w["pay"])} #h(1fr) {ts(eur(inv.gross_total))}] \\ '
           f'{ts(w["due"] + " " + inv.day(inv.due, fmt))} #h(1fr) {ts("IBAN " + inv.iban)}')
    if inv.payment_ref:
        box += f' \\ {ts(w["ref"])} #h(1fr) {ts(inv.payment_ref)}'
    src += f'#align(right, block(width: 100mm, fill: rgb("#e3f1ed"), inset: 3mm, radius: 1mm)[{box}])\n'
    if inv.statement:
        src += f'#v(6mm)\n#text(size: 7.8pt)[{ts(inv.statement)}]\n'
    return _typst(src)


# --- cegid (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def cegid(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(12, 17, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)} - {COUNTRY[s.country]['fr']}", f"Tél. : {s.phone}",
                              f"E-mail : {s.email}", f"N° TVA : {s.vat}"]):
        f(12, 22.5 + k * 3.7, text, 8)
    pdf.set_line_width(0.4)
    pdf.rect(130, 12, 68, 18)
    f(164, 20, "FACTURE", 15, "B", "center")
    f(164, 26.5, f"N° {inv.invoice_no}", 10, "B", "center")
    f(198, 34, "Page 1/1", 7.5, "", "right")
    pdf.set_line_width(0.25)
    boxes = [(12, "Adresse de livraison", [BUYER[0], "Quai de chargement 3", BUYER[1], BUYER[2], "Belgique"]),
             (110, "Adresse de facturation", [BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2],
                                              "Belgique", f"N° TVA : {BUYER_VAT}"])]
    for x, head, rows in boxes:
        pdf.rect(x, 40, 88, 31)
        f(x + 2, 44, head, 7.2, "I")
        for k, text in enumerate(rows):
            f(x + 2, 49 + k * 3.9, text, 8.6, "B" if k == 0 else "")
    pdf.rect(12, 75, 186, 15)
    left = [("Date", inv.day(inv.issued, "%d/%m/%Y")), ("Code client", inv.customer_no),
            ("Votre commande n°", inv.po_printed or "")]
    right = [("Représentant", inv.extra["rep"]), ("Mode de règlement", inv.extra["mode"]),
             ("Échéance", inv.day(inv.due, "%d/%m/%Y"))]
    for col, facts in ((14, left), (110, right)):
        for k, (label, value) in enumerate(facts):
            f(col, 80 + k * 4, label, 8)
            f(col + 31, 80 + k * 4, ": " + value, 8, "B" if k == 0 and col == 14 else "")
    cols = [("Code article", 12, 36, "l"), ("Désignation", 36, 108, "l"), ("Qté", 108, 120, "r"),
            ("P.U. brut", 120, 139, "r"), ("Rem. %", 139, 153, "r"), ("P.U. net", 153, 172, "r"),
            ("Montant HT", 172, 198, "r")]
    top = 95
    pdf.set_fill_color(220, 220, 220)
    pdf.rect(12, top, 186, 6.5, style="DF")
    for head, x0, x1, al in cols:
        f(x0 + 1.3 if al == "l" else x1 - 1.3, top + 4.5, head, 7.8, "B", "left" if al == "l" else "right")
    y = top + 11.5
    bl = inv.extra.get("bl", {})
    for k, line in enumerate(inv.lines):
        if k in bl:
            f(37.3, y, bl[k], 8.2, "BI")
            y += 5.2
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 69)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price, line.price_places),
                  inv.number(line.discount) if line.discount else "", inv.number(_net_price(line)),
                  inv.number(line.amount)]
        for (head, x0, x1, al), value in zip(cols, values):
            if value:
                f(x0 + 1.3 if al == "l" else x1 - 1.3, y, value, 8.4, "", "left" if al == "l" else "right")
        for more in desc[1:]:
            y += 3.8
            f(37.3, y, more, 8.4)
        y += 5.4
    bottom = max(y + 4, 180)
    pdf.rect(12, top, 186, bottom - top)
    for head, x0, x1, al in cols[1:]:
        pdf.line(x0, top, x0, bottom)
    y = bottom + 5
    heads = ("Code", "Base HT", "Taux", "Montant TVA")
    code = {21: "T1", 6: "T3"}.get(int(inv.vat_rate), "E0")
    for k, head in enumerate(heads):
        pdf.rect(12 + k * 22, y, 22, 5.5)
        pdf.rect(12 + k * 22, y + 5.5, 22, 5.5)
        f(23 + k * 22, y + 3.9, head, 7.8, "B", "center")
    for k, value in enumerate((code, inv.number(inv.net_total), inv.pct(inv.vat_rate) + " %",
                               inv.number(inv.vat_amount))):
        f(23 + k * 22, y + 9.4, value, 8, "", "center")
    if inv.reverse_charge:
        f(12, y + 15, "E0 : exonération, autoliquidation par le preneur", 7.2, "I")
    ty = y
    vat = "TVA" if not inv.reverse_charge else "TVA (autoliquidation)"
    for label, value, strong in totals(inv, "Total marchandises HT", "Total HT", vat, "Total TTC"):
        pdf.rect(128, ty, 42, 5.5)
        pdf.rect(170, ty, 28, 5.5)
        f(129.5, ty + 3.9, label, 8, "B" if strong else "")
        f(196.5, ty + 3.9, inv.number(value), 8, "B" if strong else "", "right")
        ty += 5.5
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(128, ty + 1.5, 70, 7, style="DF")
    f(129.5, ty + 6.3, "Net à payer (EUR)", 9.5, "B")
    f(196.5, ty + 6.3, inv.number(inv.gross_total), 9.5, "B", "right")
    y = max(ty + 15, y + 22)
    lines = [f"Règlement par virement sur IBAN {inv.iban} - BIC {inv.bic}."]
    if inv.payment_ref:
        lines.append(f"Merci de mentionner la communication structurée {inv.payment_ref}.")
    else:
        lines.append("Pas d'escompte pour paiement anticipé. Tout retard de paiement entraîne des pénalités au taux "
                     "de trois fois le taux d'intérêt légal et une indemnité forfaitaire de 40 € pour frais de "
                     "recouvrement (art. L441-10 du Code de commerce).")
    pdf.set_font("Lib", "", 7.8)
    for text in lines + ([inv.statement] if inv.statement else []):
        for row in fp_wrap(pdf, text, 186):
            f(12, y, row, 7.8)
            y += 3.6
        y += 1
    foot = ([f"{s.name} - {s.street} - {place(inv)} - {s.register}", f"N° TVA {s.vat} - {s.email}"] if be else
            [f"{s.name} - SAS au capital de 80 000 € - {s.register} - RCS Saint-Étienne - NAF 2573B",
             f"N° TVA intracommunautaire {s.vat} - {s.street} - {place(inv)}"])
    for k, text in enumerate(foot):
        f(105, 284 + k * 3.5, text, 6.8, "", "center")
    return bytes(pdf.output())


# --- collmex (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def collmex(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    c.text(190, 20, s.name, 12, "LSB", "right")
    for k, text in enumerate([s.street, place(inv), f"Telefon {s.phone}", s.email]):
        c.text(190, 25.5 + k * 3.8, text, 8, "LS", "right", grey=0.25)
    c.text(22, 48, f"{s.name}, {s.street}, {place(inv)}", 6.8, "LS")
    for k, text in enumerate([BUYER[0], "Buchhaltung / Eingangsrechnungen", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(22, 54 + k * 4.5, text, 10, "LS")
    c.text(22, 91, f"Rechnung {inv.invoice_no}", 13, "LSB")
    left = [("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Kundennummer", inv.customer_no),
            ("Ihre Bestellung", inv.po_printed or "")]
    right = [(inv.extra["delivery"], inv.extra["when"]), ("Ihre USt-IdNr.", BUYER_VAT), ("Unsere USt-IdNr.", s.vat)]
    for x, facts in ((22, left), (112, right)):
        for k, (label, value) in enumerate(facts):
            c.text(x, 98 + k * 4.3, label + ":", 8.6, "LS", grey=0.3)
            c.text(x + 30, 98 + k * 4.3, value, 8.6, "LS")
    cols = [("Pos.", 22, "l"), ("Produkt", 31, "l"), ("Bezeichnung", 55, "l"), ("Menge", 133, "r"),
            ("ME", 135, "l"), ("Preis", 160, "r"), ("Rabatt", 173, "r"), ("Betrag", 192, "r")]
    y = 118
    for head, x, al in cols:
        c.text(x, y, head, 8.4, "LSB", "right" if al == "r" else "left")
    c.rule(22, y + 1.8, 192, 0.5)
    y += 6.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "LS", 8.6, 64 * 2.835)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.6, "LS", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            c.text(55, y, more, 8.6, "LS")
        y += 5.6
    c.rule(22, y - 3.2, 192, 0.5)
    y += 2
    rows = totals(inv, "Summe Positionen", "Nettobetrag", "Umsatzsteuer {rate} %", "Rechnungsbetrag")
    for label, value, strong in rows:
        c.text(165, y, label, 9, "LSB" if strong else "LS", "right")
        c.text(182, y, inv.number(value), 9, "LSB" if strong else "LS", "right")
        c.text(192, y, "EUR", 9, "LSB" if strong else "LS", "right")
        y += 4.9
    y += 6
    skonto = inv.extra.get("skonto")
    if skonto:
        from decimal import Decimal
        amount = (inv.gross_total * (100 - Decimal(skonto)) / 100).quantize(Decimal("0.01"))
        terms = (f"Zahlungsbedingungen: innerhalb von 14 Tagen mit {skonto} % Skonto ({inv.number(amount)} EUR), "
                 f"innerhalb von 30 Tagen bis {inv.day(inv.due, '%d.%m.%Y')} netto.")
    else:
        terms = f"Zahlungsbedingungen: zahlbar bis {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug."
    for text in [inv.statement, terms, f"Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf "
                                       f"unser Konto IBAN {inv.iban}, BIC {inv.bic}.",
                 "Vielen Dank für Ihren Auftrag!"]:
        for row in rl_wrap(text, "LS", 8.8, 170 * 2.835):
            c.text(22, y, row, 8.8, "LS")
            y += 4.2
        y += 1.6
    c.rule(22, 276, 192, 0.3, 0.6)
    c.text(107, 280, f"{s.name} · {s.street} · {place(inv)} · {s.register}", 6.8, "LS", "center", grey=0.3)
    c.text(107, 283.5, f"USt-IdNr. {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, "LS", "center", grey=0.3)
    return c.bytes()


# --- s4hana (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def s4hana(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Datum", "Kundennummer", "Ihre Bestellnummer",
                                          "Verkaufsbeleg", "Lieferung", "Ansprechpartner", "Seite"),
          "cols": ("Pos.", "Material", "Bezeichnung", "Menge", "ME", "Preis", "Wert (EUR)"),
          "disc": "Rabatt", "sub": "Summe Positionen", "net": "Nettowert", "vat": "MwSt {rate},00 %",
          "gross": "Endbetrag EUR", "of": "von", "attn": "Kreditorenbuchhaltung",
          "pay": "Zahlungsbedingungen: zahlbar innerhalb von 30 Tagen ohne Abzug bis {due}.",
          "bank": "Bankverbindung: IBAN {iban}, BIC {bic}. Bitte geben Sie die Mitteilung {ref} an.",
          "vatno": "MwSt.-Nr.", "cust_vat": "Ihre MwSt.-Nr."}
         if de else
         {"title": "Invoice", "facts": ("Billing document", "Date", "Customer no.", "Purchase order no.",
                                        "Sales order", "Delivery", "Contact", "Page"),
          "cols": ("Item", "Material", "Description", "Quantity", "UoM", "Price", "Value (EUR)"),
          "disc": "Discount", "sub": "Total items", "net": "Net value", "vat": "Output tax {rate}.00 %",
          "gross": "Final amount EUR", "of": "of", "attn": "Accounts payable",
          "pay": "Terms of payment: within 30 days without deduction, due {due}.",
          "bank": "Bank details: IBAN {iban}, BIC {bic}. Please quote billing document {ref}.",
          "vatno": "VAT reg. no.", "cust_vat": "Your VAT reg. no."})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    small, normal = _style("s4s", 7, "DVC", grey=0.3), _style("s4n", 8.6, "DVC")
    bold = _style("s4b", 8.6, "DVCB")
    right, bold_r = _style("s4r", 8.6, "DVC", align=2), _style("s4br", 8.6, "DVCB", align=2)
    grey = _style("s4g", 7.8, "DVC", grey=0.35)
    po = f"{inv.po_printed}" if inv.po_printed else ""
    values = [inv.invoice_no, inv.issued.strftime("%d.%m.%Y"), inv.customer_no, po, inv.extra["order"],
              inv.extra["delivery"], inv.extra["contact"], f"1 {w['of']} 1"]
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    box = Table([[Paragraph(f"<b>{escape(w['title'])}</b>", _style("s4t", 13, "DVCB")), ""]]
                + [[Paragraph(escape(k), normal), Paragraph(escape(v), bold if k == w["facts"][0] else normal)]
                   for k, v in facts], colWidths=[33 * mm, 45 * mm])
    box.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                             ("TOPPADDING", (0, 1), (-1, -1), 1), ("BOTTOMPADDING", (0, 1), (-1, -1), 1)]))
    address = [Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small), Spacer(1, 2 * mm),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], w["attn"], BUYER[1], BUYER[2],
                                                          COUNTRY_BE[inv.language].upper())),
                         _style("s4a", 9.4, "DVC", lead=12.5)),
               Spacer(1, 3 * mm), Paragraph(escape(f"{w['cust_vat']} {BUYER_VAT}"), normal)]
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>{escape(s.email)}",
                        _style("s4c", 8.2, "DVC", align=2, lead=10.5))
    head = Table([["", company], [address, box]], colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, 0), 8 * mm),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k >= 3 and k != 4 else bold)
             for k, h in enumerate(w["cols"])]]
    style = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
             ("LEFTPADDING", (0, 0), (-1, -1), 1.5), ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str((k + 1) * 10), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price, line.price_places), right),
                     Paragraph(inv.number(line.amount), right)])
        subs = []
        if line.discount:
            subs.append(f"{w['disc']} -{inv.number(line.discount, 3)} %")
        subs += list(line.detail)
        for text in subs:
            rows.append(["", "", Paragraph(escape(text), grey), "", "", "", ""])
        style.append(("LINEBELOW", (0, len(rows) - 1), (-1, len(rows) - 1), 0.25, colors.Color(0.75, 0.75, 0.75)))
    table = Table(rows, colWidths=[11 * mm, 20 * mm, 77 * mm, 18 * mm, 11 * mm, 18 * mm, 23 * mm], repeatRows=1)
    table.setStyle(TableStyle(style))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    ref = inv.payment_ref or inv.invoice_no
    story = [head, Spacer(1, 8 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["pay"].format(due=inv.due.strftime("%d.%m.%Y")),
                 w["bank"].format(iban=inv.iban, bic=inv.bic, ref=ref)):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.5)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 20 * mm, 194 * mm, 20 * mm)
        cols = [[s.name, s.street, place(inv)], [s.register, f"{w['vatno']} {s.vat}"],
                [f"IBAN {inv.iban}", f"BIC {inv.bic}"], [s.phone, s.email]]
        for k, texts in enumerate(cols):
            for j, text in enumerate(texts):
                canvas.setFont("DVC", 6.6)
                canvas.setFillGray(0.3)
                canvas.drawString((16 + k * 45) * mm, (16.5 - j * 3) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- ninja (Typst, DejaVu Sans) -------------------------------------------------------------------------------------
def ninja(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: ("-€" if v < 0 else "€") + inv.number(abs(v))  # noqa: E731
    us = lambda d: d.strftime("%b ") + str(d.day) + d.strftime(", %Y")  # noqa: E731
    facts = [("Invoice Number", inv.invoice_no)]
    if inv.po_printed:
        facts.append(("PO Number", inv.po_printed))
    facts += [("Invoice Date", us(inv.issued)), ("Due Date", us(inv.due)), ("Balance Due", eur(inv.gross_total))]
    accent = 'rgb("#2f6fb3")'
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 20mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · VAT " + s.vat + " · IBAN " + inv.iban)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1.8fr, 1fr, 1fr), column-gutter: 5mm,\n'
        f'  text(size: 11.5pt, weight: "bold", fill: {accent})[{ts(s.name)}],\n'
        f'  [{ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country]["en"])}],\n'
        f'  [{ts("VAT: " + s.vat)} \\ {ts(s.email)} \\ {ts(s.phone)}])\n'
        f'#v(8mm)\n#line(length: 100%, stroke: 1.2pt + {accent})\n#v(5mm)\n'
        '#grid(columns: (1fr, 82mm),\n'
        f'  [#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium \\ '
        f'{ts("VAT: " + BUYER_VAT)} \\ {ts("ap@technibouw.be")}],\n'
        '  table(columns: (38mm, 1fr), stroke: none, inset: (x: 1.5mm, y: 1.4mm), '
        f'fill: (x, y) => if y == {len(facts) - 1} {{ luma(238) }},\n'
        + "".join(f'    text(weight: "bold")[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts)
        + '  ))\n#v(9mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += (f'#table(columns: (22mm, 1fr, 24mm, 18mm, 26mm), stroke: (x, y) => (bottom: 0.3pt + luma(215)), '
            f'fill: (x, y) => if y == 0 {{ {accent} }}, inset: (x: 1.8mm, y: 2.3mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Item", "Description", "Unit Cost", "Quantity", "Line Total")))
            + "".join(rows) + ')\n#v(3mm)\n')
    vat = "Reverse charge {rate}%" if inv.reverse_charge else "VAT {rate}%"
    trows = totals(inv, "Subtotal", "", vat, "Total", always_sub=True) + [("Paid to Date", 0, False),
                                                                            ("Balance Due", inv.gross_total, True)]
    src += '#align(right, table(columns: (44mm, 30mm), stroke: none, inset: (x: 1.8mm, y: 1.6mm),\n'
    for label, value, strong in trows:
        weight = ', weight: "bold"' if strong else ""
        shown = eur(value) if value else "€0.00"
        src += f'  text(size: 8.8pt{weight})[{ts(label)}], align(right, text(size: 8.8pt{weight})[{ts(shown)}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[Terms] \\ {ts("Payment within 30 days by bank transfer to IBAN " + inv.iban + " (BIC " + inv.bic + "), quoting invoice " + inv.invoice_no + ".")}\n'
            f'#v(3mm)\n#text(weight: "bold")[Public Notes] \\ {ts(inv.statement)}\n')
    return _typst(src)


# --- gdocs (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def gdocs(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    accent = 'rgb("#0b8a7a")'
    facts = [("INVOICE NO.", inv.invoice_no), ("DATE", inv.day(inv.issued, "long")),
             ("DUE DATE", inv.day(inv.due, "long"))]
    if inv.po_printed:
        facts.append(("YOUR PO", inv.po_printed))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 20mm))\n'
        '#set text(font: "Liberation Sans", size: 9.5pt)\n'
        '#grid(columns: (1.5fr, 1fr),\n'
        f'  [#text(size: 17pt, weight: "bold", fill: {accent})[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} '
        f'\\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts("VAT " + s.vat)}],\n'
        f'  align(right, text(size: 28pt, fill: luma(90))[INVOICE]))\n#v(10mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 8.5pt, weight: "bold", fill: {accent})[BILL TO] \\ {ts(BUYER[0])} \\ Accounts Payable \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium \\ {ts("VAT " + BUYER_VAT)}],\n'
        '  align(right, grid(columns: (30mm, 38mm), row-gutter: 2mm,\n'
        + "".join(f'    text(size: 8.5pt, weight: "bold", fill: {accent})[{ts(k)}], align(right)[{ts(v)}],\n'
                  for k, v in facts)
        + '  )))\n#v(12mm)\n')
    rows = []
    for line in inv.lines:
        detail = "".join(f' \\ #text(size: 8.5pt, fill: luma(110))[{ts(row)}]' for row in line.detail)
        qty = inv.qty(line) + (" " + line.unit if line.unit else "")
        rows.append(f'  [{ts(line.description)}{detail}], align(right)[{ts(qty)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += (f'#table(columns: (1fr, 26mm, 26mm, 28mm), stroke: 0.4pt + luma(200), '
            f'fill: (x, y) => if y == 0 {{ {accent} }}, inset: (x: 2mm, y: 2.6mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(size: 8.5pt, fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("DESCRIPTION", "QTY", "UNIT PRICE", "AMOUNT")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, grid(columns: (40mm, 30mm), row-gutter: 2.4mm,\n'
    for label, value, strong in totals(inv, "SUBTOTAL", "SUBTOTAL", "VAT {rate}%", "TOTAL DUE"):
        weight = ', weight: "bold"' if strong else ""
        src += (f'  text(size: 9.5pt{weight})[{ts(label)}], align(right, text(size: 9.5pt{weight})'
                f'[{ts(eur(value))}]),\n')
    src += '))\n#v(12mm)\n'
    pay = (f"Please transfer {eur(inv.gross_total)} by {inv.day(inv.due, 'long')} to {s.name}, IBAN {inv.iban}, "
           f"BIC {inv.bic}, with the structured reference {inv.payment_ref}.")
    src += (f'#text(size: 8.5pt, weight: "bold", fill: {accent})[PAYMENT DETAILS] \\ {ts(pay)}\n#v(8mm)\n'
            f'#align(center, text(style: "italic", fill: luma(90))[Thank you for your business!])\n'
            f'#v(1fr)\n#align(center, text(size: 7.5pt, fill: luma(120))[{ts(s.name + " · " + s.register + " · VAT " + s.vat)}])\n')
    return _typst(src)


WRITERS = {"visma": visma, "zervant": zervant, "cegid": cegid, "collmex": collmex, "s4hana": s4hana, "ninja": ninja,
           "gdocs": gdocs}
