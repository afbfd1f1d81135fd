"""Seven page writers for the sixteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, Libertinus Serif, Bitstream Vera Sans and the standard
Helvetica. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers
(reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and
sixth corpora's, imported.

- king (fpdf2, Helvetica): a KING-style Dutch wholesale ERP invoice, nl or en: the company name large top left,
  its data in a column right, the address window, `FACTUUR` / `INVOICE`, a ruled row of facts (`Factuurnummer`,
  `Factuurdatum`, `Debiteurnummer`, `Vervaldatum`, `Blad`), the lines grouped under a delivery-note row that
  carries the customer's reference (`Pakbon … d.d. … Uw referentie: …`), columns `Artikelnummer` /
  `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Korting` / `Bedrag`, totals right (`Subtotaal`, the charge,
  `Totaal excl. BTW`, `BTW`, `Totaal incl. BTW`) and a VAT specification left (`Grondslag`, `%`, `BTW`).
- simplicate (Typst, DejaVu Sans): a Simplicate-style invoice of a Dutch/Flemish service firm, nl or en: the
  company right, the customer left, `Factuur` / `Invoice`, facts in two columns (`Factuurnummer`, `Factuurdatum`
  written out, `Vervaldatum`, `Uw kenmerk`, `Debiteurnummer`), a project heading, hours lines `Omschrijving` /
  `Aantal` / `Prijs` / `Btw` / `Totaal` with `€` on every amount, totals (`Totaal excl. btw`, `Btw`, `Totaal`),
  the payment sentence with the amount, a one-row footer.
- dexxter (Typst, Libertinus Serif): a Dexxter-style Belgian freelancer's invoice, nl or fr: the freelancer's
  data left, `FACTUUR` / `FACTURE` right with its facts, `Factuur aan` / `Facturé à`, `Referentie` /
  `Votre référence`, columns `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` / `Totaal excl. btw`, totals
  (`Subtotaal`, `Btw 21%` / `TVA 0%`, `Totaal`), `Te betalen` / `À payer` in a box with the structured
  communication.
- gestimum (reportlab canvas, DejaVu Sans): a Gestimum-style French commercial-management invoice: the company
  top left, `FACTURE` in a grey box with a grid of cells (`Numéro`, `Date`, `Code client`, `Page`), the client in
  a framed box, `Votre cde n° … du …` / `Votre réf.`, a framed body with vertical rules (`Référence` /
  `Désignation` / `Qté` / `P.U. HT` / `Rem. %` / `Montant HT` / `TVA` code), a VAT recap (`Code`, `Base HT`,
  `Taux`, `Montant TVA`), totals (`Total HT brut`, `Remise`, `Port HT`, `Total HT`, `Total TVA`, `Total TTC`,
  `Net à payer`), the due date line and the legal mentions.
- bydesign (reportlab platypus, Helvetica): a SAP Business ByDesign-style invoice form, de or en: the sender line
  above the address, a facts block right (`Rechnungsnummer` / `Invoice ID`, `Datum` / `Date`, `Kundennummer`,
  `Externe Referenz` / `External Reference`, `Ihr Ansprechpartner`, `Seite`), items numbered 10, 20, … with the
  product ID in its own column and the delivery under the description, `Nettowert`, totals (`Nettobetrag`,
  `Steuer`, `Bruttobetrag`), a three-column footer.
- meinbuero (fpdf2, Bitstream Vera Sans): a WISO MeinBüro-style German DIN 5008 letter: the sender line, an info
  block (`Rechnungs-Nr.`, `Rechnungsdatum`, `Kunden-Nr.`, `Leistungszeitraum`, `Ihre Bestellung`,
  `Ansprechpartner`), `Rechnung Nr. …`, a salutation and introduction, `Pos.` / `Bezeichnung` / `Menge` /
  `Einheit` / `Einzel €` / `Gesamt €`, `Gesamt netto`, `zzgl. Umsatzsteuer 0 %`, `Gesamtbetrag`, a four-column
  footer.
- microtech (reportlab canvas, DejaVu Sans Condensed): a microtech büro+-style German wholesale invoice: the
  company top right, a framed fact block (`Beleg-Nr.`, `Datum`, `Kunden-Nr.`, `Ihr Auftrag`, `Lieferschein`,
  `Bearbeiter`, `Seite`), `Rechnung RE-…`, dotted article numbers, quantities with two decimals, `Rabatt %`, the
  customs tariff number and origin under each description, `Warenwert`, `Fracht + Verpackung`, `Nettobetrag`,
  `USt. 0,00 %`, `Endbetrag EUR`, the total weight."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

import reportlab
import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, MM, STAMP, Canvas, _doc, _fpdf, _ft, _issued,  # noqa: E402
                     _style, _typst_pdf, doc_head, fp_wrap, place, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"en": "Luxembourg", "de": "Luxemburg",
                                                                 "fr": "Luxembourg"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
VERA = Path(reportlab.__file__).resolve().parent / "fonts"
_typst = _typst_pdf   # Typst on the DejaVu fonts alone


def _due(inv: Invoice, numeric: str) -> str:
    return inv.day(inv.due, inv.extra.get("date_style", numeric))


# --- king (fpdf2, Helvetica) ----------------------------------------------------------------------------------------
def king(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Debiteurnummer", "Vervaldatum", "Blad"),
          "cols": ("Artikelnummer", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting", "Bedrag"),
          "ref": "Uw referentie", "sub": "Subtotaal", "net": "Totaal excl. BTW", "vat": "BTW {rate}%",
          "gross": "Totaal incl. BTW", "spec": ("BTW-specificatie", "Grondslag", "%", "BTW"),
          "due": "Te betalen EUR", "vatno": "BTW-nr.", "terms": "Betalingsconditie",
          "pay": "Wij verzoeken u het totaalbedrag vóór {due} over te maken op IBAN {iban} (BIC {bic}) onder "
                 "vermelding van factuurnummer {no}.",
          "cond": "Op al onze aanbiedingen, leveringen en overeenkomsten zijn onze algemene verkoop- en "
                  "leveringsvoorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel."}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice number", "Invoice date", "Customer number", "Due date", "Page"),
          "cols": ("Item number", "Description", "Quantity", "Unit", "Price", "Discount", "Amount"),
          "ref": "Your order no.", "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%",
          "gross": "Total incl. VAT", "spec": ("VAT specification", "Basis", "%", "VAT"),
          "due": "Amount due EUR", "vatno": "VAT no.", "terms": "Payment terms",
          "pay": "Please transfer the total amount before {due} to IBAN {iban} (BIC {bic}), quoting invoice "
                 "number {no}.",
          "cond": "All our offers, deliveries and agreements are subject to our general terms of sale and delivery, "
                  "filed with the Chamber of Commerce."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    pdf.core_fonts_encoding = "windows-1252"
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align,  # noqa: E731
                                                                 "Helvetica")
    f(20, 22, s.name, 15, "B")
    f(20, 27, inv.extra["trade"], 8.4, "I")
    side = [s.street, f"{s.postal_code}  {s.city.upper()}", COUNTRY[s.country][inv.language], "",
            f"Tel. {s.phone}", s.email, "", s.register, f"{w['vatno']} {s.vat}", f"IBAN {inv.iban}",
            f"BIC {inv.bic}"]
    for k, text in enumerate(side):
        if text:
            f(150, 18 + k * 3.6, text, 7.6)
    for k, text in enumerate([BUYER[0], "T.a.v. crediteurenadministratie" if nl else "Attn. Accounts Payable",
                              BUYER[1], f"{BUYER[2][:4]}  {BUYER[2][5:].upper()}",
                              COUNTRY_BE[inv.language].upper()]):
        f(22, 52 + k * 4.5, text, 9.6)
    f(22, 80, f"{w['vatno']} {BUYER_VAT}", 8)
    f(20, 96, w["title"], 14, "B")
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.day(inv.due, dfmt), "1")
    xs = (20, 52, 84, 116, 148)
    pdf.set_line_width(0.3)
    pdf.line(20, 99.5, 192, 99.5)
    for x, label, value in zip(xs, w["facts"], values):
        f(x, 103.5, label, 7.6, "B")
        f(x, 108, value, 8.8)
    pdf.line(20, 110.5, 192, 110.5)
    y = 118
    cols = [(20, "l"), (46, "l"), (128, "r"), (130, "l"), (157, "r"), (173, "r"), (192, "r")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4, 172, 5.6, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 7
    note = inv.extra["note"] + (f"    {w['ref']}: {inv.po_printed}" if inv.po_printed else "")
    f(20, y, note, 8.2, "BI")
    y += 5.2
    for line in inv.lines:
        pdf.set_font("Helvetica", "", 8.4)
        desc = fp_wrap(pdf, line.description, 66)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(46, y, more, 8.4)
        y += 5
    pdf.line(20, y - 2, 192, y - 2)
    y += 4
    top = y
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(168, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    pdf.line(140, y - 3, 192, y - 3)
    y += 1.5
    f(168, y, w["due"], 9.6, "B", "right")
    f(192, y, inv.number(inv.gross_total), 9.6, "B", "right")
    spec = w["spec"]
    f(20, top, spec[0], 7.8, "B")
    for x, head in zip((90, 102, 120), spec[1:]):
        f(x, top + 4.4, head, 7.6, "", "right")
    f(20, top + 8.6, "Intracommunautair / verlegd" if nl else "Intra-Community / reverse charge", 7.6)
    for x, value in zip((90, 102, 120), (inv.number(inv.net_total), inv.pct(inv.vat_rate), inv.number(inv.vat_amount))):
        f(x, top + 8.6, value, 7.6, "", "right")
    y = max(y, top + 12) + 12
    pdf.set_font("Helvetica", "", 8.2)
    texts = [inv.statement, f"{w['terms']}: {inv.extra['terms']}",
             w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, no=inv.invoice_no)]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.2)
            y += 3.9
        y += 1.5
    pdf.set_font("Helvetica", "", 6.8)
    yy = 278
    for row in fp_wrap(pdf, w["cond"], 172):
        f(106, yy, row, 6.8, "", "center")
        yy += 3.1
    return bytes(pdf.output())


# --- simplicate (Typst, DejaVu Sans) --------------------------------------------------------------------------------
def simplicate(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "left": ("Factuurnummer", "Factuurdatum", "Vervaldatum"),
          "right": ("Uw kenmerk", "Debiteurnummer"), "project": "Project",
          "cols": ("Omschrijving", "Aantal", "Prijs", "Btw", "Totaal"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal", "vatno": "Btw-nummer",
          "rate": "verlegd",
          "pay": "Wij verzoeken u vriendelijk het totaalbedrag van {amount} vóór {due} over te maken op "
                 "rekeningnummer {iban} ten name van {name}, onder vermelding van factuurnummer {no}."}
         if nl else
         {"title": "Invoice", "left": ("Invoice number", "Invoice date", "Due date"),
          "right": ("Your reference", "Customer number"), "project": "Project",
          "cols": ("Description", "Quantity", "Price", "VAT", "Total"), "net": "Total excl. VAT",
          "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT number",
          "rate": "",
          "pay": "Please transfer the total amount of {amount} before {due} to account {iban} in the name of "
                 "{name}, using the structured reference {ref}."})
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: "€" + inv.number(v))  # noqa: E731
    left = (inv.invoice_no, _issued(inv, "%d-%m-%Y"), _due(inv, "%d-%m-%Y"))
    right = (inv.po_printed or "", inv.customer_no)
    rate_cell = w["rate"] if inv.reverse_charge and w["rate"] else inv.rate() + "%"
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(120))\n#align(center)['
        + ts(" | ".join((s.name, f"{s.street}, {place(inv)}", s.register, f"{w['vatno']} {s.vat}",
                         f"IBAN {inv.iban}"))) + ']])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(30mm) #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])}],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold", fill: rgb("#2b4c7e"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        f'#v(10mm)\n#text(size: 20pt, weight: "bold", fill: rgb("#2b4c7e"))[{ts(w["title"])}]\n#v(3mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        '  table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["left"], left))
        + '  ),\n  table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["right"], right) if v)
        + '  ))\n#v(6mm)\n'
        f'#text(weight: "bold")[{ts(w["project"] + ": " + inv.extra["project"])}]\n#v(1mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(rate_cell)}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 26mm, 24mm, 16mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + '
            'rgb("#2b4c7e") } else { 0.3pt + luma(220) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(amount=eur(inv.gross_total), due=_due(inv, "%d-%m-%Y"), iban=inv.iban, name=s.name,
                              no=inv.invoice_no, ref=inv.payment_ref)) + "\n"
    return _typst(src)


# --- dexxter (Typst, Libertinus Serif) ------------------------------------------------------------------------------
def dexxter(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum"), "to": "Factuur aan",
          "ref": "Referentie:", "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Totaal excl. btw"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal", "pay": "Te betalen:", "vatno": "Btw",
          "how": "Gelieve {amount} over te schrijven op {iban} (BIC {bic}) vóór {due} met de gestructureerde "
                 "mededeling {ref}.", "thanks": "Bedankt voor het vertrouwen!"}
         if nl else
         {"title": "FACTURE", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance"),
          "to": "Facturé à", "ref": "Votre référence :",
          "cols": ("Description", "Quantité", "Prix unitaire", "TVA", "Total HTVA"),
          "sub": "Sous-total HTVA", "vat": "TVA {rate}%", "gross": "Total", "pay": "À payer :", "vatno": "TVA",
          "how": "Merci de verser {amount} sur le compte {iban} (BIC {bic}) avant le {due} avec la communication "
                 "structurée {ref}.", "thanks": "Merci pour votre confiance !"})
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    dfmt = "%d/%m/%Y"
    rate_cell = ("verlegd" if nl else "autoliq.") if inv.reverse_charge else inv.rate() + "%"
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 20mm, bottom: 22mm), footer: [#set text(size: 7pt, '
        f'fill: luma(120))\n#align(center)[{ts(s.name + " · " + s.register + " · " + inv.iban)}]])\n'
        '#set text(font: "Libertinus Serif", size: 10pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(w["vatno"] + " " + s.vat)} \\ {ts(s.email)} \\ {ts(s.phone)}],\n'
        f'  align(right)[#text(size: 22pt, weight: "bold", fill: rgb("#3a7d6b"))[{ts(w["title"])}] #v(1mm)\n'
        '  #table(columns: (auto, auto), stroke: none, inset: (x: 1.5mm, y: 1mm), align: right,\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n'
                  for k, v in zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt))))
        + '  )])\n#v(10mm)\n'
        f'#text(size: 8.5pt, fill: luma(100))[{ts(w["to"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}\n'
        '#v(5mm)\n')
    if inv.po_printed:
        src += f'{ts(w["ref"] + " " + inv.po_printed)}\n#v(4mm)\n'
    rows = [f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
            f'align(right)[{ts(eur(line.price))}], align(right)[{ts(rate_cell)}], '
            f'align(right)[{ts(eur(line.amount))}],\n' for line in inv.lines]
    src += ('#table(columns: (1fr, 16mm, 25mm, 15mm, 32mm), stroke: none, fill: (x, y) => if y == 0 '
            '{ rgb("#e4efec") }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#line(length: 100%, stroke: 0.4pt + luma(180))\n#v(2mm)\n')
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1.6mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(4mm)\n'
    src += ('#block(fill: rgb("#e4efec"), inset: 4mm, width: 100%)[#text(size: 12pt, weight: "bold")['
            f'{ts(w["pay"] + " " + eur(inv.gross_total))}] \\ '
            f'{ts(w["how"].format(amount=eur(inv.gross_total), iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt), ref=inv.payment_ref))}]\n'
            '#v(4mm)\n')
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(3mm)\n'
    src += f'#text(style: "italic")[{ts(w["thanks"])}]\n'
    return _typst(src)


# --- gestimum (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def gestimum(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    dfmt = "%d/%m/%Y"
    c.text(16, 19, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv) + ("" if s.country == "FR" else " - Belgique"),
                              f"Tél. : {s.phone}", s.email, f"N° TVA : {s.vat}"]):
        c.text(16, 25 + k * 3.8, text, 7.8, F)
    # FACTURE box with its grid of cells
    c.fill(118, 12, 76, 9, 0.85)
    c.c.setLineWidth(0.6)
    c.c.rect(118 * MM, c.height - 33 * MM, 76 * MM, 21 * MM)
    c.text(156, 18.8, "FACTURE", 14, B, "center")
    heads = ("Numéro", "Date", "Code client", "Page")
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, "1/1")
    xs = (118, 139, 157, 182, 194)
    c.c.line(118 * MM, c.height - 21 * MM, 194 * MM, c.height - 21 * MM)
    c.c.line(118 * MM, c.height - 26 * MM, 194 * MM, c.height - 26 * MM)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            c.c.line(xs[k] * MM, c.height - 21 * MM, xs[k] * MM, c.height - 33 * MM)
        mid = (xs[k] + xs[k + 1]) / 2
        c.text(mid, 24.6, head, 6.8, F, "center", grey=0.3)
        c.text(mid, 30.6, value, 8, B if k == 0 else F, "center")
    # the client
    c.c.rect(112 * MM, c.height - 78 * MM, 82 * MM, 34 * MM)
    c.text(115, 49, "Adresse de facturation", 6.8, F, grey=0.4)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE",
                              f"N° TVA : {BUYER_VAT}"]):
        c.text(115, 54.5 + k * 4.1, text, 8.8, B if k == 0 else F)
    if inv.po_printed:
        c.text(16, 62, inv.extra["order"], 8.4, F)
    c.text(16, 66.5, f"Mode de règlement : {inv.extra['terms']}", 8.4, F)
    # the body, framed, with vertical rules down to the foot of the frame
    top, bottom = 86, 196
    xs = (16, 44, 114, 130, 148, 162, 184, 194)
    heads = ("Référence", "Désignation", "Qté", "P.U. HT", "Rem. %", "Montant HT", "TVA")
    c.fill(16, top, 178, 6, 0.88)
    c.c.setLineWidth(0.5)
    c.c.rect(16 * MM, c.height - bottom * MM, 178 * MM, (bottom - top) * MM)
    c.c.line(16 * MM, c.height - (top + 6) * MM, 194 * MM, c.height - (top + 6) * MM)
    for x in xs[1:-1]:
        c.c.line(x * MM, c.height - top * MM, x * MM, c.height - bottom * MM)
    for k, head in enumerate(heads):
        c.text((xs[k] + xs[k + 1]) / 2, top + 4.2, head, 7.4, B, "center")
    y = top + 11
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.8, 67 * MM)
        cells = [(17, line.article or "", "left"), (45, desc[0], "left"), (129, inv.qty(line), "right"),
                 (147, inv.number(line.price), "right"),
                 (161, inv.number(line.discount) if line.discount else "", "right"),
                 (183, inv.number(line.amount), "right"), (189, inv.extra["tva_code"], "center")]
        for x, value, al in cells:
            if value:
                c.text(x, y, value, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(45, y, more, 7.8, F)
        y += 5.4
    # VAT recap left, totals right
    y = bottom + 7
    c.c.rect(16 * MM, c.height - (y + 12) * MM, 92 * MM, 14 * MM)
    for x, head in zip((18, 48, 74, 106), ("Code", "Base HT", "Taux", "Montant TVA")):
        c.text(x, y + 1, head, 7, B, "left" if x == 18 else "right")
    for x, value in zip((18, 48, 74, 106), (inv.extra["tva_code"], inv.number(inv.net_total),
                                            inv.number(inv.vat_rate) + " %", inv.number(inv.vat_amount))):
        c.text(x, y + 7, value, 7.8, F, "left" if x == 18 else "right")
    rows = totals(inv, "Total HT brut", "Total HT", "Total TVA", "Total TTC")
    ty = y + 1
    c.c.rect(122 * MM, c.height - (ty + 4.4 * len(rows) + 1) * MM, 72 * MM, (4.4 * len(rows) + 4) * MM)
    for label, value, strong in rows:
        c.text(124, ty, label, 8, B if strong else F)
        c.text(192, ty, inv.number(value), 8, B if strong else F, "right")
        ty += 4.4
    ty += 3
    c.fill(122, ty - 2, 72, 7, 0.15)
    c.c.setFillGray(1)
    c.c.setFont(B, 9.2)
    c.c.drawString(124 * MM, c.height - (ty + 2.8) * MM, "Net à payer EUR")
    c.c.drawRightString(192 * MM, c.height - (ty + 2.8) * MM, inv.number(inv.gross_total))
    c.c.setFillGray(0)
    y = max(y + 18, ty + 12)
    c.text(16, y, f"Échéance : {inv.day(inv.due, dfmt)}  -  Virement  -  {inv.number(inv.gross_total)} €", 8.2, F)
    y += 4.6
    c.text(16, y, f"IBAN : {inv.iban}  -  BIC : {inv.bic}", 8.2, F)
    y += 7
    texts = [inv.statement] + (
        ["En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité "
         "forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour "
         "paiement anticipé."] if s.country == "FR" else
        [f"Communication structurée : {inv.payment_ref}",
         "Toute réclamation doit être formulée par écrit dans les 8 jours de la réception de la facture. Nos "
         "conditions générales de vente sont applicables."])
    for text in texts:
        for row in rl_wrap(text, F, 7.6, 178 * MM):
            c.text(16, y, row, 7.6, F)
            y += 3.6
        y += 1.6
    legal = (f"{s.name} - {inv.extra['capital']} - {s.register} - N° TVA {s.vat}" if s.country == "FR" else
             f"{s.name} - {s.register} - TVA {s.vat} - {inv.iban}")
    c.text(105, 285, legal, 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- bydesign (reportlab platypus, Helvetica) -----------------------------------------------------------------------
def bydesign(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Datum", "Kundennummer", "Externe Referenz",
                                         "Ihr Ansprechpartner", "Seite"),
          "cols": ("Pos.", "Produkt", "Beschreibung", "Menge", "Nettopreis", "Nettowert"),
          "net": "Nettobetrag", "vat": "Umsatzsteuer {rate} %", "gross": "Bruttobetrag EUR",
          "terms": "Zahlungsbedingungen: {terms}, fällig am {due}", "vatno": "USt-IdNr.",
          "pay": "Bankverbindung: IBAN {iban}, BIC {bic}", "intro": "Wir berechnen Ihnen:",
          "board": "Geschäftsführung: Ralf Niehaus, Petra Obermeier"}
         if de else
         {"title": "Invoice", "facts": ("Invoice ID", "Date", "Customer ID", "External Reference", "Your Contact",
                                        "Page"),
          "cols": ("Item", "Product", "Description", "Quantity", "Net Price", "Net Value"),
          "net": "Total Net Amount", "vat": "VAT {rate} %", "gross": "Total Gross Amount EUR",
          "terms": "Payment terms: {terms}, due on {due}", "vatno": "VAT Reg. No.",
          "pay": "Bank details: IBAN {iban}, BIC {bic}", "intro": "",
          "board": "Board of Directors: Marc Schmit (Chairman), Luc Hoffmann"})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 26)
    del inv.words
    H, HB = "Helvetica", "Helvetica-Bold"
    small = _style("bdsm", 6.6, H, grey=0.3)
    normal, right = _style("bdn", 8.4, H), _style("bdr", 8.4, H, align=2)
    bold, bold_r = _style("bdb", 8.4, HB), _style("bdbr", 8.4, HB, align=2)
    label = _style("bdl", 8, H, grey=0.35)
    dfmt = "%d.%m.%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b>", _style("bdc", 12, HB, align=2, lead=15))
    sender = Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small)
    addr = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                     _style("bda", 9.4, H, lead=12))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra["contact"], "1 / 1")
    facts = Table([[Paragraph(escape(k), label), Paragraph(escape(v), bold if k in ("Rechnungsnummer",
                                                                                       "Invoice ID") else normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[34 * mm, 36 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    head = Table([[company, ""], [Spacer(1, 14 * mm), ""], [sender, ""], [addr, facts]],
                 colWidths=[108 * mm, 70 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, 0), 0), ("SPAN", (0, 0), (1, 0))]))
    title = Paragraph(escape(w["title"]), _style("bdt", 16, HB, lead=20))
    rows = [[Paragraph(escape(h), bold_r if k >= 3 else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        desc = escape(line.description) + "".join(f'<br/><font size="7" color="#555555">{escape(d)}</font>'
                                                  for d in line.detail)
        rows.append([Paragraph(str((k + 1) * 10), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(desc, normal), Paragraph(f"{inv.qty(line)} {escape(line.unit)}", right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[11 * mm, 30 * mm, 67 * mm, 21 * mm, 23 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(lab), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for lab, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[56 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [head, Spacer(1, 12 * mm), title, Spacer(1, 2 * mm)]
    if w["intro"]:
        story += [Paragraph(escape(w["intro"]), normal), Spacer(1, 2 * mm)]
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["terms"].format(terms=inv.extra["terms"], due=inv.day(inv.due, dfmt)),
                 w["pay"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(H, 6.6)
        canvas.setFillGray(0.3)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 26 * mm, 194 * mm, 26 * mm)
        blocks = ([s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
                  [s.register, f"{w['vatno']} {s.vat}", w["board"]],
                  [f"Tel. {s.phone}", s.email, f"IBAN {inv.iban}", f"BIC {inv.bic}"])
        for x, block in zip((16, 78, 146), blocks):
            for k, text in enumerate(block):
                canvas.drawString(x * mm, (22 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- meinbuero (fpdf2, Bitstream Vera Sans) -------------------------------------------------------------------------
def meinbuero(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    for style, file in (("", "Vera.ttf"), ("B", "VeraBd.ttf"), ("I", "VeraIt.ttf")):
        pdf.add_font("Vera", style, str(VERA / file))
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align,  # noqa: E731
                                                                 "Vera")
    f(190, 20, s.name, 13, "B", "right")
    f(190, 25, "Beratende Ingenieure für Tragwerksplanung und Logistikbauten", 7.6, "I", "right")
    pdf.set_draw_color(160, 160, 160)
    pdf.set_line_width(0.2)
    pdf.line(0, 105, 4, 105)       # fold mark
    pdf.line(0, 148.5, 6, 148.5)   # punch mark
    f(25, 49, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.line(25, 50.2, 105, 50.2)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], BUYER[2], "BELGIEN"]):
        f(25, 56 + k * 4.4, text, 9.6)
    facts = (("Rechnungs-Nr.", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Leistungszeitraum", inv.extra["period"]),
             ("Ihre Bestellung", inv.po_printed or ""), ("Ansprechpartner", inv.extra["contact"]),
             ("Telefon", s.phone))
    for k, (label, value) in enumerate(facts):
        f(125, 54 + k * 4.2, label, 7.8)
        f(190, 54 + k * 4.2, value, 7.8, "", "right")
    f(25, 103, f"Rechnung Nr. {inv.invoice_no}", 12, "B")
    f(25, 113, "Sehr geehrte Damen und Herren,", 9)
    pdf.set_font("Vera", "", 9)
    y = 118.5
    for row in fp_wrap(pdf, "vielen Dank für Ihren Auftrag. Für die im Leistungszeitraum erbrachten Leistungen "
                            "erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:", 165):
        f(25, y, row, 9)
        y += 4.3
    y += 5
    cols = [(25, "l"), (35, "l"), (129, "r"), (131, "l"), (164, "r"), (190, "r")]
    for (x, al), head in zip(cols, ("Pos.", "Bezeichnung", "Menge", "Einheit", "Einzel €", "Gesamt €")):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(25, y + 1.8, 190, y + 1.8)
    y += 6.4
    for k, line in enumerate(inv.lines):
        pdf.set_font("Vera", "", 8.4)
        desc = fp_wrap(pdf, line.description, 74)
        for (x, al), value in zip(cols, (str(k + 1), desc[0], inv.qty(line), line.unit, inv.number(line.price),
                                         inv.number(line.amount))):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(35, y, more, 8.4)
        y += 5.6
    pdf.set_line_width(0.2)
    pdf.line(25, y - 2.4, 190, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "", "Gesamt netto", "zzgl. Umsatzsteuer {rate} %", "Gesamtbetrag"):
        if strong:
            pdf.set_line_width(0.4)
            pdf.line(130, y - 3.8, 190, y - 3.8)
        f(164, y, label, 8.8, "B" if strong else "", "right")
        f(190, y, inv.number(value) + " €", 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("Vera", "", 8.8)
    texts = [inv.statement, f"Zahlbar bis zum {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug auf das unten "
                            "angegebene Konto.", "Mit freundlichen Grüßen", "", inv.extra["contact"]]
    for text in texts:
        for row in fp_wrap(pdf, text, 165) or [""]:
            f(25, y, row, 8.8)
            y += 4.2
        y += 1.2
    pdf.set_line_width(0.2)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(25, 271, 190, 271)
    blocks = ([s.name, s.street, place(inv)], [f"Tel. {s.phone}", s.email, "www." + s.email.split("@")[1]],
              [s.register, f"USt-IdNr. {s.vat}", f"Steuer-Nr. {inv.extra['tax_no']}"],
              [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"])
    for x, block in zip((25, 67, 108, 152), blocks):
        for k, text in enumerate(block):
            f(x, 275 + k * 3.2, text, 6.4)
    return bytes(pdf.output())


# --- microtech (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------
def microtech(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.text(192, 18, s.name, 13, B, "right")
    c.text(192, 23, "Werkzeuge · Zerspanung · Betriebsausstattung", 7.8, F, "right", grey=0.35)
    c.text(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.3)
    for k, text in enumerate([BUYER[0], "Einkauf / Rechnungsprüfung", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(20, 52 + k * 4.4, text, 9.4, F)
    facts = (("Beleg-Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihr Auftrag", inv.po_printed or ""),
             ("Lieferschein", inv.extra["delivery"]), ("Bearbeiter", inv.extra["clerk"]), ("Seite", "1 von 1"))
    c.c.setLineWidth(0.4)
    c.c.rect(120 * MM, c.height - (44 + 4.2 * len(facts) + 2) * MM, 72 * MM, (4.2 * len(facts) + 5) * MM)
    for k, (label, value) in enumerate(facts):
        c.text(122, 46 + k * 4.2, label, 7.8, F, grey=0.3)
        c.text(190, 46 + k * 4.2, value, 7.8, B if k == 0 else F, "right")
    c.text(20, 92, f"Rechnung {inv.invoice_no}", 13, B)
    c.text(20, 99, "Wir lieferten Ihnen zu unseren Verkaufs- und Lieferbedingungen:", 8.6, F)
    y = 108
    cols = [(20, "left"), (29, "left"), (50, "left"), (127, "right"), (129, "left"), (153, "right"),
            (168, "right"), (192, "right")]
    c.fill(20, y - 4, 172, 5.8, 0.86)
    for (x, al), head in zip(cols, ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "ME", "E-Preis", "Rabatt %",
                                    "G-Preis EUR")):
        c.text(x, y, head, 7.6, B, al)
    y += 6.4
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.2, 63 * MM)
        values = (str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(50, y, more, 8.2, F)
        for more in line.detail:
            y += 3.5
            c.text(50, y, more, 6.8, F, grey=0.4)
        c.rule(20, y + 1.9, 192, 0.2, grey=0.75)
        y += 5.6
    y += 2
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "USt. {rate},00 %", "Endbetrag EUR"):
        c.text(166, y, label, 8.6, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.6, B if strong else F, "right")
        if strong:
            c.rule(136, y - 3.8, 192, 0.6)
        y += 4.6
    c.text(20, y - 4.6 * 3, f"Gesamtgewicht: {inv.extra['weight']}", 8.2, F)
    c.text(20, y - 4.6 * 2, f"Zahlungsbedingung: {inv.extra['terms']}, fällig am "
                            f"{inv.day(inv.due, '%d.%m.%Y')}", 8.2, F)
    y += 8
    for text in (inv.statement, "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gelten unsere "
                                "Allgemeinen Geschäftsbedingungen."):
        for row in rl_wrap(text, F, 8.2, 172 * MM):
            c.text(20, y, row, 8.2, F)
            y += 3.9
        y += 1.6
    c.rule(20, 272, 192, 0.3, grey=0.6)
    blocks = ([s.name, s.street, place(inv), "Geschäftsführer: Jörg Hellmich"],
              [f"Telefon {s.phone}", s.email, s.register, f"USt-IdNr. {s.vat}"],
              ["Stadt-Sparkasse Solingen", f"IBAN {inv.iban}", f"BIC {inv.bic}"])
    for x, block in zip((20, 82, 140), blocks):
        for k, text in enumerate(block):
            c.text(x, 276 + k * 3.2, text, 6.4, F, grey=0.3)
    return c.bytes()


WRITERS = {"king": king, "simplicate": simplicate, "dexxter": dexxter, "gestimum": gestimum, "bydesign": bydesign,
           "meinbuero": meinbuero, "microtech": microtech}
