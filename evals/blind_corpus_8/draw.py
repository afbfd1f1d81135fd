"""Seven page writers for the eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software other than the earlier corpora's (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- jortt (Typst): a Jortt-style Dutch invoice: the supplier's block top right, the customer left, `Factuur` in an
  accent colour, the facts as a right-aligned `label  value` block (`Factuurnummer`, `Factuurdatum`,
  `Vervaldatum`, `Uw referentie`, `Klantnummer`), `Omschrijving` / `Aantal` / `Prijs` / `Btw` / `Totaal` with the
  article code bold at the start of the description, `Totaal excl. btw`, `Btw verlegd`, `Totaal incl. btw`, the
  payment sentence with a long date.
- horus (fpdf2): a Belgian online-accounting print (Horus-like): the supplier top left, a boxed two-column grid of
  facts top right (`Factuurnummer` | value ...), `FACTUUR` / `FACTURE`, `Aan` / `À` with the customer, a fully
  ruled table `Code` / `Omschrijving` / `Hoev.` / `Eenh.` / `Eenheidsprijs` / `Korting` / `Btw` / `Bedrag excl.
  btw`, a VAT recap (`Btw-tarief`, `Maatstaf`, `Btw`), `Totaal excl. btw`, `Te betalen`, the structured
  communication in a box.
- billomat (reportlab canvas, Liberation Sans): a Billomat-style German letter invoice (DIN 5008): sender line,
  the window, an info block without the number (`Datum`, `Kunden-Nr.`, `Ihre Bestellung`, `Lieferdatum`), the
  number in the title (`Rechnung Nr. RE 2027/0571`), greeting, `Pos.` / `Menge` / `Einheit` / `Bezeichnung` /
  `Einzel €` / `Rabatt` / `Gesamt €` with `Art.-Nr.` under the description, `Gesamt netto`, `zzgl. Umsatzsteuer
  19 %`, `Gesamtbetrag`.
- axonaut (Typst, Liberation Sans): an Axonaut-style French invoice: `FACTURE` and `N° …` right, four boxes with
  the label above the value (`Date de facturation`, `Date d'échéance`, `Votre commande`, `Code client`),
  `Émetteur` / `Destinataire`, `Réf.` / `Désignation` / `Qté` / `PU HT` / `Remise` / `Total HT` / `TVA`, non-breaking
  space thousands, `Total HT marchandises`, `Frais de port`, `Total net HT`, `Total TTC`, `Net à payer`.
- dolibarr (fpdf2, Liberation Sans): Dolibarr's standard invoice model: `Facture FA2705-0217` top right with
  `Réf. client :`, `Date facturation :`, `Date échéance :`, `Code client :` under it, the grey `Émetteur` box and the
  framed `Adressé à` box, `Montants exprimés en Euros`, a ruled table `Désignation` (`REF - label`) / `TVA` /
  `P.U. HT` / `Qté` / `Réd.` / `Total HT`, payment terms left and `Total HT` / `Total TVA 20%` / `Total TTC` right.
- freshbooks (reportlab platypus): a FreshBooks-style English invoice: the supplier right, a row of facts with the
  label above the value (`Billed To`, `Date of Issue`, `Due Date`, `Invoice Number`, `Reference`, `Amount Due
  (EUR)`), `Description` / `Rate` / `Qty` / `Line Total` with the item name bold over its description,
  `Subtotal`, `Tax`, `Total`, `Amount Paid`, `Amount Due (EUR)`, `Notes`, `Terms`.
- netsuite (reportlab canvas, Liberation Sans): Oracle NetSuite's standard invoice, in English or German:
  `Invoice` / `Rechnung` top right with `Date` and `Invoice #`, `Bill To` / `Ship To`, a boxed header row with the
  labels above the values (`Terms`, `Due Date`, `PO #`, `Sales Rep`, `Ship Via`, `Ship Date`), `Quantity` /
  `Item` / `Description` / `Rate` / `Amount` (quantity first), `Subtotal`, `Tax Total (17%)`, `Total`."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"}, "DE": {"de": "Deutschland"},
           "LU": {"en": "Luxembourg", "de": "Luxemburg"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"))


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib" (Helvetica-like, as Dolibarr prints)."""
    lib_fonts(pdf, ("", "B"))


# --- jortt (Typst) --------------------------------------------------------------------------------------------------
def jortt(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v, p=2: "€ " + inv.number(v, p)  # noqa: E731
    accent = 'rgb("#1f7a8c")'
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "long")),
             ("Vervaldatum", inv.day(inv.due, "long"))]
    if inv.po_printed:
        facts.append(("Uw referentie", inv.po_printed))
    facts.append(("Klantnummer", inv.customer_no))
    vat_cell = "verlegd" if inv.reverse_charge else inv.rate() + "%"
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(130))[{ts(s.name + "  |  " + s.register + "  |  Btw-id " + s.vat + "  |  IBAN " + inv.iban)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#align(right, text(size: 8pt)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(COUNTRY[s.country]["nl"])} \\ {ts("T " + s.phone)} \\ {ts(s.email)}])\n'
        '#v(10mm)\n'
        '#grid(columns: (1fr, auto), column-gutter: 10mm,\n'
        f'  [{ts(BUYER[0])} \\ {ts("T.a.v. de crediteurenadministratie")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE["nl"])} \\ #text(size: 8pt, fill: luma(100))[{ts("Btw-id " + BUYER_VAT)}]],\n'
        '  grid(columns: (auto, auto), column-gutter: 6mm, row-gutter: 1.6mm,\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right, text(weight: "bold")[{ts(v)}]),\n'
                  for k, v in facts) + '  ))\n'
        f'#v(12mm)\n#text(size: 20pt, weight: "bold", fill: {accent})[Factuur]\n#v(4mm)\n')
    rows = []
    for line in inv.lines:
        desc = (f'#text(weight: "bold")[{ts(line.article)}] {ts(line.description)}' if line.article
                else ts(line.description))
        qty = f"{inv.qty(line)} {line.unit}".strip()
        rows.append(f'  [{desc}], align(right)[{ts(qty)}], align(right)[{ts(eur(line.price, line.price_places))}], '
                    f'align(right)[{ts(vat_cell)}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 26mm, 24mm, 16mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 1pt + '
            f'{accent} }} else {{ 0.3pt + luma(215) }}), inset: (x: 1.5mm, y: 2.3mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold", fill: {accent})[{ts(h)}]),\n'
                      for k, h in enumerate(("Omschrijving", "Aantal", "Prijs", "Btw", "Totaal")))
            + "".join(rows) + ')\n#v(2mm)\n'
            '#align(right, table(columns: (50mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.8mm),\n')
    vat = "Btw verlegd" if inv.reverse_charge else "Btw {rate}%"
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal incl. btw"):
        weight = ', weight: "bold"' if strong else ""
        src += f'  text(size: 9.2pt{weight})[{ts(label)}], align(right, text(size: 9.2pt{weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(size: 8pt)[{ts(inv.statement)}]\n#v(3mm)\n'
    pay = (f"Wij verzoeken je vriendelijk het totaalbedrag van {eur(inv.gross_total)} uiterlijk "
           f"{inv.day(inv.due, 'long')} over te maken op rekening {inv.iban} (BIC {inv.bic}) ten name van {s.name}, "
           f"onder vermelding van factuurnummer {inv.invoice_no}.")
    src += f'#text(size: 8.5pt)[{ts(pay)}]\n'
    return _typst(src)


# --- horus (fpdf2) --------------------------------------------------------------------------------------------------
def horus(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Factuurnummer", "date": "Factuurdatum", "due": "Vervaldatum",
          "cust": "Klantnummer", "ref": "Uw referentie", "vatc": "Btw-nr. klant", "to": "Aan",
          "cols": ["Code", "Omschrijving", "Hoev.", "Eenh.", "Eenheidspr.", "Korting", "Btw", "Bedrag excl. btw"],
          "recap": ["Btw-tarief", "Maatstaf", "Btw"], "sub": "Subtotaal", "net": "Totaal excl. btw",
          "vat": "Btw {rate} %", "gross": "Totaal incl. btw", "pay": "Te betalen", "vatno": "Btw",
          "ogm": "Gelieve te betalen vóór {due} op rekening {iban} (BIC {bic}) met de gestructureerde mededeling",
          "cond": "Op al onze facturen zijn onze algemene voorwaarden van toepassing (zie keerzijde of website)."}
         if nl else
         {"title": "FACTURE", "no": "Numéro de facture", "date": "Date de facture", "due": "Date d'échéance",
          "cust": "N° client", "ref": "Votre référence", "vatc": "N° TVA client", "to": "À",
          "cols": ["Code", "Description", "Qté", "Unité", "Prix unit.", "Remise", "TVA", "Montant HTVA"],
          "recap": ["Taux TVA", "Base", "TVA"], "sub": "Sous-total", "net": "Total HTVA",
          "vat": "TVA {rate} %", "gross": "Total TVAC", "pay": "À payer", "vatno": "TVA",
          "ogm": "Merci de payer avant le {due} sur le compte {iban} (BIC {bic}) avec la communication structurée",
          "cond": "Nos factures sont soumises à nos conditions générales de vente (voir verso ou site internet)."})
    vat_cell = "MC" if inv.reverse_charge else inv.rate() + "%"
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    vat_print = s.vat[:2] + " " + s.vat[2:]
    _ft(pdf, 15, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {vat_print}",
                              s.register]):
        _ft(pdf, 15, 25.5 + k * 3.9, text, 8)
    pdf.set_line_width(0.25)
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d/%m/%Y")),
             (w["due"], inv.day(inv.due, "%d/%m/%Y")), (w["cust"], inv.customer_no),
             (w["ref"], inv.po_printed or ""), (w["vatc"], BUYER_VAT)]
    for k, (label, value) in enumerate(facts):
        y = 14 + k * 6
        pdf.set_fill_color(238, 241, 245)
        pdf.rect(118, y, 33, 6, style="DF")
        pdf.rect(151, y, 44, 6)
        _ft(pdf, 119.5, y + 4.2, label, 7.5)
        _ft(pdf, 152.5, y + 4.2, value, 8.3, "B" if k == 0 else "")
    _ft(pdf, 118, 58, w["to"], 7.5)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        _ft(pdf, 118, 63 + k * 4.6, text, 9.5, "B" if k == 0 else "")
    _ft(pdf, 15, 70, w["title"], 18, "B")
    cols = [(w["cols"][0], 15, 27, "l"), (w["cols"][1], 42, 57, "l"), (w["cols"][2], 99, 14, "r"),
            (w["cols"][3], 113, 12, "l"), (w["cols"][4], 125, 20, "r"), (w["cols"][5], 145, 14, "r"),
            (w["cols"][6], 159, 10, "r"), (w["cols"][7], 169, 26, "r")]
    y = 88
    pdf.set_fill_color(52, 73, 94)
    pdf.rect(15, y, 180, 6.5, style="DF")
    pdf.set_text_color(255, 255, 255)
    for head, x, width, al in cols:
        _ft(pdf, x + width - 1.2 if al == "r" else x + 1.2, y + 4.4, head, 7.2, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 7.8)
        desc = fp_wrap(pdf, line.description, 54)
        code = [line.article or ""]
        height = max(len(desc), len(code)) * 3.7 + 2.6
        values = ["", "", inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + " %" if line.discount else "", vat_cell, inv.number(line.amount)]
        for (head, x, width, al), value in zip(cols, values):
            pdf.rect(x, y, width, height)
            if value:
                _ft(pdf, x + width - 1.2 if al == "r" else x + 1.2, y + 4.3, value, 7.8, "",
                    "right" if al == "r" else "left")
        for r, row in enumerate(code):
            _ft(pdf, 16.2, y + 4.3 + r * 3.7, row, 7)
        for r, row in enumerate(desc):
            _ft(pdf, 43.2, y + 4.3 + r * 3.7, row, 7.8)
        y += height
    y += 6
    # the VAT recap, left
    _ft(pdf, 15, y, w["recap"][0], 7.5, "B")
    _ft(pdf, 70, y, w["recap"][1], 7.5, "B", "right")
    _ft(pdf, 95, y, w["recap"][2], 7.5, "B", "right")
    pdf.line(15, y + 1.2, 95, y + 1.2)
    _ft(pdf, 15, y + 5, ("0 % medecontractant" if nl else "0 % cocontractant") if inv.reverse_charge
        else inv.rate() + " %", 7.8)
    _ft(pdf, 70, y + 5, inv.number(inv.net_total), 7.8, align="right")
    _ft(pdf, 95, y + 5, inv.number(inv.vat_amount), 7.8, align="right")
    # the totals, right
    ty = y
    vat = ("Btw verlegd" if nl else "TVA autoliquidée") if inv.reverse_charge else w["vat"]
    for label, value, strong in totals(inv, w["sub"], w["net"], vat, w["gross"]):
        _ft(pdf, 125, ty, label, 8.5, "B" if strong else "")
        _ft(pdf, 195, ty, inv.number(value) + " EUR", 8.5, "B" if strong else "", "right")
        ty += 5
    pdf.set_fill_color(238, 241, 245)
    pdf.rect(123, ty - 2.5, 72, 8, style="DF")
    _ft(pdf, 125, ty + 3, w["pay"], 10, "B")
    _ft(pdf, 193, ty + 3, inv.number(inv.gross_total) + " EUR", 10, "B", "right")
    y = max(ty + 16, y + 16)
    if inv.statement:
        pdf.set_font("DejaVu", "", 7.3)
        for row in fp_wrap(pdf, inv.statement, 180):
            _ft(pdf, 15, y, row, 7.3)
            y += 3.4
        y += 3
    pdf.rect(15, y, 180, 13)
    _ft(pdf, 105, y + 5, w["ogm"].format(due=inv.day(inv.due, "%d/%m/%Y"), iban=inv.iban, bic=inv.bic), 7.4,
        align="center")
    _ft(pdf, 105, y + 10.4, inv.payment_ref, 10.5, "B", "center")
    _ft(pdf, 105, 284, w["cond"], 6.8, align="center")
    _ft(pdf, 105, 288, f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {vat_print} · {s.register} · "
        f"IBAN {inv.iban}", 6.5, align="center")
    return bytes(pdf.output())


# --- billomat (reportlab canvas) ------------------------------------------------------------------------------------
def billomat(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    c.text(190, 22, s.name, 15, "LSB", "right")
    c.text(190, 27.5, f"{s.street} | {place(inv)}", 8.5, "LS", "right", grey=0.35)
    c.text(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.5, "LS", grey=0.3)
    c.rule(25, 49.3, 92, 0.3, 0.5)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(25, 56 + k * 4.6, text, 10, "LS")
    facts = [("Datum", inv.day(inv.issued, "%d.%m.%Y")), ("Kunden-Nr.", inv.customer_no),
             ("Ihre Bestellung", inv.po_printed or "–"), ("Lieferdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Ihre USt-IdNr.", BUYER_VAT), ("Seite", "1 von 1")]
    for k, (label, value) in enumerate(facts):
        c.text(128, 56 + k * 4.6, label, 8.5, "LS", grey=0.35)
        c.text(190, 56 + k * 4.6, value, 8.5, "LS", "right")
    c.text(25, 98, f"Rechnung Nr. {inv.invoice_no}", 14, "LSB")
    c.text(25, 107, "Sehr geehrte Damen und Herren,", 9.5, "LS")
    c.text(25, 112, "vielen Dank für Ihren Auftrag. Vereinbarungsgemäß berechnen wir Ihnen folgende Lieferungen "
                    "und Leistungen:", 9.5, "LS")
    cols = [("Pos.", 25, "l"), ("Menge", 45, "r"), ("Einheit", 48, "l"), ("Bezeichnung", 64, "l"),
            ("Einzel €", 150, "r"), ("Rabatt", 166, "r"), ("Gesamt €", 190, "r")]
    y = 122
    c.fill(25, y - 4.2, 165, 6, 0.9)
    for head, x, al in cols:
        c.text(x, y, head, 8.5, "LSB", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "LS", 8.8, 70 * 2.835)
        values = [str(k + 1), inv.qty(line), line.unit, desc[0], inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            c.text(x, y, value, 8.8, "LS", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.1
            c.text(64, y, more, 8.8, "LS")
        if line.article:
            y += 4.1
            c.text(64, y, f"Art.-Nr.: {line.article}", 7.6, "LS", grey=0.4)
        y += 4
        c.rule(25, y - 1.5, 190, 0.25, 0.75)
        y += 3.5
    y += 2
    vat = "Umsatzsteuer 0 %" if inv.reverse_charge else "zzgl. Umsatzsteuer {rate} %"
    for label, value, strong in totals(inv, "Zwischensumme", "Gesamt netto", vat, "Gesamtbetrag"):
        if strong:
            c.rule(118, y - 3.8, 190, 0.6)
        c.text(118, y, label, 9.5, "LSB" if strong else "LS")
        c.text(190, y, inv.number(value) + " €", 9.5, "LSB" if strong else "LS", "right")
        y += 5.2
    y += 6
    for text in [inv.statement, f"Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum "
                 f"{inv.day(inv.due, '%d.%m.%Y')} unter Angabe der Rechnungsnummer auf das unten genannte Konto.",
                 "Mit freundlichen Grüßen", s.name]:
        for row in rl_wrap(text, "LS", 9, 165 * 2.835):
            c.text(25, y, row, 9, "LS")
            y += 4.4
        y += 1.5
    c.rule(25, 272, 190, 0.3, 0.6)
    columns = [[s.name, s.street, place(inv)], [f"Telefon {s.phone}", s.email, f"USt-IdNr. {s.vat}"],
               [s.register.split(" HRB")[0], "HRB " + s.register.split("HRB ")[-1], "Sitz der Gesellschaft: " + s.city],
               [f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for k, rows in enumerate(columns):
        for r, text in enumerate(rows):
            c.text(25 + k * 42, 276 + r * 3.5, text, 6.6, "LS", grey=0.3)
    return c.bytes()


# --- axonaut (Typst) ------------------------------------------------------------------------------------------------
def axonaut(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v, p=2: inv.number(v, p) + "\u00a0€"  # noqa: E731
    blue = 'rgb("#2c5282")'
    boxes = [("Date de facturation", inv.day(inv.issued, "%d/%m/%Y")),
             ("Date d'échéance", inv.day(inv.due, "%d/%m/%Y")), ("Votre commande", inv.po_printed or "–"),
             ("Code client", inv.customer_no)]
    vat_cell = "0 %" if inv.reverse_charge else inv.rate() + " %"
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 26mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " – SAS au capital de 50 000 € – " + s.register + " – RCS Lille Métropole – TVA " + s.vat)} \\ '
        f'{ts("En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d’escompte pour paiement anticipé.")}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  text(size: 15pt, weight: "bold", fill: {blue})[{ts(s.name)}],\n'
        f'  align(right)[#text(size: 22pt, weight: "bold")[FACTURE] \\ #text(size: 11pt)[{ts("N° " + inv.invoice_no)}]])\n'
        '#v(6mm)\n#grid(columns: (1fr, 1fr, 1fr, 1fr), column-gutter: 2mm,\n'
        + "".join(f'  rect(width: 100%, stroke: 0.5pt + luma(190), inset: 2mm)[#text(size: 7.5pt, fill: luma(110))'
                  f'[{ts(k)}] \\ #text(weight: "bold")[{ts(v)}]],\n' for k, v in boxes) + ')\n'
        '#v(6mm)\n#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  rect(width: 100%, fill: luma(244), stroke: none, inset: 3mm)[#text(size: 7.5pt, fill: {blue}, '
        f'weight: "bold")[ÉMETTEUR] \\ #text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'France \\ {ts("Tél. " + s.phone)} \\ {ts(s.email)}],\n'
        f'  rect(width: 100%, stroke: 0.5pt + luma(190), inset: 3mm)[#text(size: 7.5pt, fill: {blue}, '
        f'weight: "bold")[DESTINATAIRE] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ Belgique \\ {ts("TVA intracom. " + BUYER_VAT)}])\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  text(size: 8pt)[{ts(line.article or "")}], [{ts(line.description)}], '
                    f'align(right)[{ts(inv.qty(line))}], align(right)[{ts(eur(line.price, line.price_places))}], '
                    f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}], '
                    f'align(right)[{ts(eur(line.amount))}], align(right)[{ts(vat_cell)}],\n')
    src += ('#table(columns: (24mm, 1fr, 12mm, 22mm, 15mm, 25mm, 13mm), stroke: (x, y) => (bottom: 0.3pt + '
            'luma(200)), fill: (x, y) => if y == 0 { ' + blue + ' }, inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k > 1 else "("}text(weight: "bold", fill: white)[{ts(h)}]),\n'
                      for k, h in enumerate(("Réf.", "Désignation", "Qté", "PU HT", "Remise", "Total HT", "TVA")))
            + "".join(rows) + ')\n#v(4mm)\n'
            '#grid(columns: (1fr, 80mm), column-gutter: 8mm,\n')
    terms = (f'  [#text(weight: "bold")[Conditions de paiement] \\ {ts("30 jours, soit le " + inv.day(inv.due, "%d/%m/%Y"))}'
             f' \\ {ts("Mode de règlement : virement bancaire")} \\ {ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}],\n')
    tot = '  table(columns: (1fr, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.8mm),\n'
    vat = "TVA 0 % (autoliquidation)" if inv.reverse_charge else "TVA {rate} %"
    for label, value, strong in totals(inv, "Total HT marchandises", "Total net HT", vat, "Total TTC"):
        weight = ', weight: "bold"' if strong else ""
        tot += f'    text(size: 9pt{weight})[{ts(label)}], align(right, text(size: 9pt{weight})[{ts(eur(value))}]),\n'
    tot += (f'    table.cell(fill: {blue})[#text(weight: "bold", fill: white)[Net à payer]], '
            f'table.cell(fill: {blue}, align: right)[#text(weight: "bold", fill: white)[{ts(eur(inv.gross_total))}]],\n  ))\n')
    src += terms + tot + '#v(6mm)\n'
    if inv.statement:
        src += f'#text(size: 8.2pt)[{ts(inv.statement)}]\n'
    return _typst(src)


# --- dolibarr (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def dolibarr(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(10, 18, s.name, 14, "B")
    f(200, 15, f"Facture {inv.invoice_no}", 13, "B", "right")
    rows = []
    if inv.po_printed:
        rows.append(f"Réf. client : {inv.po_printed}")
    rows += [f"Date facturation : {inv.day(inv.issued, '%d/%m/%Y')}",
             f"Date échéance : {inv.day(inv.due, '%d/%m/%Y')}", f"Code client : {inv.customer_no}"]
    for k, text in enumerate(rows):
        f(200, 21 + k * 4.2, text, 8.5, align="right")
    # Émetteur (grey) and Adressé à (framed)
    f(10, 42, "Émetteur", 8)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(10, 44, 82, 38, style="F")
    f(12, 49.5, s.name, 9.5, "B")
    for k, text in enumerate([s.street, place(inv), "", f"Tél.: {s.phone}", f"Email: {s.email}"]):
        f(12, 54.5 + k * 4, text, 8.5)
    f(100, 42, "Adressé à", 8)
    pdf.set_line_width(0.2)
    pdf.rect(100, 44, 100, 38)
    f(102, 49.5, BUYER[0], 9.5, "B")
    for k, text in enumerate([BUYER[1], BUYER[2], "Belgique", "", f"N° TVA : {BUYER_VAT}"]):
        f(102, 54.5 + k * 4, text, 8.5)
    f(200, 89, "Montants exprimés en Euros", 7.5, align="right")
    # the table: frame, header, vertical rules
    top, bottom = 91, 200
    cols = [("Désignation", 10, 96, "l"), ("TVA", 106, 14, "r"), ("P.U. HT", 120, 22, "r"), ("Qté", 142, 14, "r"),
            ("Réd.", 156, 14, "r"), ("Total HT", 170, 30, "r")]
    pdf.rect(10, top, 190, bottom - top)
    pdf.line(10, top + 6, 200, top + 6)
    for head, x, width, al in cols:
        if x > 10:
            pdf.line(x, top, x, bottom)
        f(x + width / 2, top + 4.2, head, 8, align="center")
    y = top + 11
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.5)
        label = f"{line.article} - {line.description}" if line.article else line.description
        desc = fp_wrap(pdf, label, 93)
        values = ["", inv.rate() + "%", inv.number(line.price, line.price_places), inv.qty(line),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (head, x, width, al), value in zip(cols, values):
            if value:
                f(x + width - 1.5, y, value, 8.5, align="right")
        for r, row in enumerate(desc):
            f(11.5, y + r * 4, row, 8.5)
        y += len(desc) * 4 + 3
    # payment terms (left) and totals (right)
    y = bottom + 7
    for k, text in enumerate(["Conditions de règlement : 30 jours",
                              "Mode de règlement : Virement bancaire",
                              f"Banque : IBAN {inv.iban}", f"BIC/SWIFT : {inv.bic}"]):
        f(10, y + k * 4.4, text, 8)
    ty = bottom + 3
    rows = [("Total HT", inv.net_total, False), (f"Total TVA {inv.rate()}%", inv.vat_amount, False),
            ("Total TTC", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(120, ty, 80, 5.5, style="F")
        f(122, ty + 4, label, 8.8, "B" if strong else "")
        f(198, ty + 4, inv.number(value), 8.8, "B" if strong else "", "right")
        ty += 5.5
    y += 24
    pdf.set_font("Lib", "", 8)
    for row in fp_wrap(pdf, inv.statement, 188):
        f(10, y, row, 8)
        y += 3.8
    for k, text in enumerate([f"{s.name} - SARL au capital de 20 000 € - {s.street} {place(inv)}",
                              f"{s.register} - RCS Lille Métropole - NAF-APE 4332B - N° TVA : {s.vat}"]):
        f(105, 284 + k * 3.5, text, 6.8, align="center")
    f(200, 292, "1/1", 6.8, align="right")
    return bytes(pdf.output())


# --- freshbooks (reportlab platypus) --------------------------------------------------------------------------------
def freshbooks(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 18)
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    grey = _style("fg", 8, grey=0.45)
    normal, right = _style("fn", 8.8), _style("fr", 8.8, align=2)
    big = _style("fbig", 20, "DVB", align=2, lead=24)
    country = COUNTRY[s.country]["en"]
    head = Table([[Paragraph("<font size='26'>Invoice</font>", _style("ft", 26, lead=30)),
                   Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                             f"{escape(country)}<br/>{escape(s.phone)}<br/>{escape(s.email)}<br/>"
                             f"VAT {escape(s.vat)}", _style("fs", 8.4, align=2, lead=11))]],
                 colWidths=[90 * mm, 88 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    cell = lambda label, value: [Paragraph(escape(label), grey), Paragraph(value, normal)]  # noqa: E731
    ref = [cell("Invoice Number", escape(inv.invoice_no))]
    if inv.po_printed:
        ref.append(cell("Reference", escape(inv.po_printed)))
    facts = Table([[
        [Paragraph("Billed To", grey), Paragraph(f"{escape(BUYER[0])}<br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}"
                                                  f"<br/>Belgium<br/>VAT {BUYER_VAT}", normal)],
        cell("Date of Issue", inv.day(inv.issued, "%d/%m/%Y")) + [Spacer(1, 3 * mm)]
        + cell("Due Date", inv.day(inv.due, "%d/%m/%Y")),
        sum(([*pair, Spacer(1, 3 * mm)] for pair in ref), []),
        [Paragraph("Amount Due (EUR)", _style("fa", 8, grey=0.45, align=2)), Paragraph(eur(inv.gross_total), big)]]],
        colWidths=[52 * mm, 34 * mm, 40 * mm, 52 * mm])
    facts.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 0), (-1, 0), 2, colors.Color(0.0, 0.45, 0.85))]))
    rows = [[Paragraph(f"<font color='#0073d9'><b>{h}</b></font>", _style("fh", 8.4, align=a))
             for h, a in (("Description", 0), ("Rate", 2), ("Qty", 2), ("Line Total", 2))]]
    for line in inv.lines:
        item = (f"<b>{escape(line.article)}</b><br/><font color='#666666'>{escape(line.description)}</font>"
                if line.article else escape(line.description))
        rows.append([Paragraph(item, normal), Paragraph(eur(line.price), right), Paragraph(inv.qty(line), right),
                     Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[110 * mm, 24 * mm, 16 * mm, 28 * mm])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 1), (-1, -1), 5),
                               ("BOTTOMPADDING", (0, 1), (-1, -1), 5),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.85, 0.85, 0.85))]))
    vat = "Reverse charge (0%)" if inv.reverse_charge else "Tax (VAT {rate}%)"
    trows = [[Paragraph(escape(label), _style("fl", 8.8, "DVB" if strong else "DV", align=2)),
              Paragraph(escape(eur(value)), _style("fv", 8.8, "DVB" if strong else "DV", align=2))]
             for label, value, strong in totals(inv, "Subtotal", "Subtotal", vat, "Total")]
    trows.append([Paragraph("Amount Paid", right), Paragraph(eur(0 * inv.gross_total), right)])
    trows.append([Paragraph("<b>Amount Due (EUR)</b>", _style("fd", 9.5, align=2)),
                  Paragraph(f"<b>{escape(eur(inv.gross_total))}</b>", _style("fdv", 9.5, align=2))])
    tot = Table(trows, colWidths=[50 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    terms = f"Please pay by bank transfer to IBAN {inv.iban} (BIC {inv.bic})"
    terms += (f" with the structured communication {inv.payment_ref}." if inv.payment_ref
              else f", quoting invoice {inv.invoice_no}.")
    story = [head, Spacer(1, 10 * mm), facts, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 10 * mm)]
    if inv.statement:
        story += [Paragraph("Notes", _style("fnh", 9, "DVB")), Paragraph(escape(inv.statement), normal),
                  Spacer(1, 4 * mm)]
    story += [Paragraph("Terms", _style("fth", 9, "DVB")),
              Paragraph(escape(terms + f" {s.register}."), normal)]
    doc.build(story)
    del inv.words
    return buffer.getvalue()


# --- netsuite (reportlab canvas) ------------------------------------------------------------------------------------
def netsuite(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "date": "Datum", "no": "Rechnungsnr.", "bill": "Rechnungsadresse",
          "ship": "Lieferadresse", "row": ["Zahlungsbed.", "Fälligkeitsdatum", "Bestellnr.", "Vertriebsmitarb.",
                                           "Versandart", "Versanddatum"],
          "cols": ["Menge", "Artikel", "Beschreibung", "Preis", "Betrag"], "sub": "Zwischensumme",
          "tax": "Steuer gesamt ({rate} %)", "total": "Gesamt", "page": "Seite 1 von 1", "fmt": "%d.%m.%Y",
          "remit": "Bitte überweisen Sie an: IBAN {iban}, BIC {bic}, Verwendungszweck {no}"}
         if de else
         {"title": "Invoice", "date": "Date", "no": "Invoice #", "bill": "Bill To", "ship": "Ship To",
          "row": ["Terms", "Due Date", "PO #", "Sales Rep", "Ship Via", "Ship Date"],
          "cols": ["Quantity", "Item", "Description", "Rate", "Amount"], "sub": "Subtotal",
          "tax": "Tax Total ({rate}%)", "total": "Total", "page": "Page 1 of 1", "fmt": "%d/%m/%Y",
          "remit": "Remit to: IBAN {iban}, BIC {bic}, reference {no}"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    c.text(15, 18, s.name, 13, "LSB")
    country = COUNTRY[s.country][inv.language]
    for k, text in enumerate([s.street, place(inv), country, s.phone, s.email]):
        c.text(15, 23.5 + k * 3.9, text, 8.5, "LS")
    c.text(195, 20, w["title"], 22, "LS", "right")
    for k, (label, value) in enumerate([(w["date"], inv.day(inv.issued, w["fmt"])), (w["no"], inv.invoice_no)]):
        c.text(165, 30 + k * 5, label, 9, "LSB", "right")
        c.text(195, 30 + k * 5, value, 9, "LS", "right")
    for x, label, rows in ((15, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"VAT {BUYER_VAT}" if not de else f"USt-IdNr. {BUYER_VAT}"]),
                           (110, w["ship"], [BUYER[0], "Wareneingang" if de else "Goods receiving", BUYER[1], BUYER[2],
                                             COUNTRY_BE[inv.language]])):
        c.fill(x, 52, 85, 5.5, 0.85)
        c.text(x + 1.5, 56, label, 8.5, "LSB")
        for k, text in enumerate(rows):
            c.text(x + 1.5, 62 + k * 4.2, text, 8.8, "LS")
    # the boxed header row: label above value
    values = [inv.extra["terms"], inv.day(inv.due, w["fmt"]), inv.po_printed or "", inv.extra["rep"],
              inv.extra["via"], inv.extra["ship"]]
    widths = [26, 28, 40, 30, 30, 26]
    x = 15
    for label, value, width in zip(w["row"], values, widths):
        c.fill(x, 90, width, 5.5, 0.85)
        c.c.setLineWidth(0.4)
        c.c.rect(x * MM, c.height - 101.5 * MM, width * MM, 11.5 * MM, stroke=1, fill=0)
        c.text(x + width / 2, 94, label, 7.8, "LSB", "center")
        c.text(x + width / 2, 99.5, value, 8.3, "LS", "center")
        x += width
    cols = [(w["cols"][0], 15, 18, "r"), (w["cols"][1], 33, 28, "l"), (w["cols"][2], 61, 84, "l"),
            (w["cols"][3], 145, 22, "r"), (w["cols"][4], 167, 28, "r")]
    y = 108
    c.fill(15, y, 180, 6, 0.85)
    for head, x, width, al in cols:
        c.text(x + width - 1.5 if al == "r" else x + 1.5, y + 4.2, head, 8.3, "LSB", "right" if al == "r" else "left")
    y += 10.5
    for line in inv.lines:
        desc = rl_wrap(line.description, "LS", 8.5, 81 * 2.835)
        values = [inv.qty(line), line.article or "", "", inv.number(line.price, line.price_places),
                  inv.number(line.amount)]
        for (head, x, width, al), value in zip(cols, values):
            if value:
                c.text(x + width - 1.5 if al == "r" else x + 1.5, y, value, 8.5, "LS",
                       "right" if al == "r" else "left")
        for r, row in enumerate(desc):
            c.text(62.5, y + r * 4, row, 8.5, "LS")
        y += len(desc) * 4 + 2.6
        c.rule(15, y - 3, 195, 0.2, 0.8)
    y += 3
    rows = [(w["sub"], inv.net_total, False), (w["tax"].format(rate=inv.rate()), inv.vat_amount, False),
            (w["total"], inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            c.fill(120, y - 4.2, 75, 6.2, 0.85)
        c.text(150, y, label, 9, "LSB" if strong else "LS", "right")
        c.text(193.5, y, ("€" if not de else "") + inv.number(value) + (" €" if de else ""), 9,
               "LSB" if strong else "LS", "right")
        y += 6.2
    y += 6
    for text in [inv.statement, w["remit"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no)]:
        for row in rl_wrap(text, "LS", 8.3, 180 * 2.835):
            c.text(15, y, row, 8.3, "LS")
            y += 4
        y += 2
    c.text(105, 284, f"{s.name} · {s.register} · {'USt-IdNr.' if de else 'VAT'} {s.vat}", 7, "LS", "center",
           grey=0.35)
    c.text(195, 289, w["page"], 7, "LS", "right", grey=0.35)
    return c.bytes()


WRITERS = {"jortt": jortt, "horus": horus, "billomat": billomat, "axonaut": axonaut, "dolibarr": dolibarr,
           "freshbooks": freshbooks, "netsuite": netsuite}
