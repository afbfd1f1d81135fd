"""Seven page writers for the thirteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (its canvas and its platypus flowables), on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows)
are the fourth and sixth corpora's, imported.

- wefact (fpdf2, Liberation Sans): a WeFact-style invoice (Dutch hosting/wholesale billing), nl or en: the company
  name where a logo goes, its data block right, the customer left, `Factuur` / `Invoice`, the facts as
  `label: value` lines, a table `Aantal` / `Code` / `Omschrijving` / `Prijs per stuk` / `Korting` / `Totaal`,
  totals (`Subtotaal`, the charge, `Totaal excl. btw`, `21% btw` / `0% btw verlegd`, `Totaal incl. btw`), the
  payment sentence.
- rompslomp (Typst, DejaVu Sans): a Rompslomp-style Dutch online-bookkeeping invoice, nl or en: a thin accent bar,
  `Factuur 2027-0388` / `Invoice …`, the facts in a row (`Factuurdatum` written out, `Vervaldatum`, `Kenmerk`),
  the company right, the customer left, `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Btw` / `Totaal`, no
  article column, `Totaal excl. btw`, `Btw 21%`, `Totaal incl. btw`.
- accountable (Typst, Liberation Sans): an Accountable-style Belgian freelancer invoice, nl or fr: `FACTUUR` /
  `FACTURE` with the number, `Van` / `Aan` (`De` / `À`) cards with both VAT numbers, the dates and the reference,
  `Beschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` / `Totaal`, `Totaal excl. btw`, `Btw`, `Te betalen` /
  `À payer`, the structured communication and the reverse-charge mention.
- easybill (reportlab canvas, Liberation Sans): an easybill-style DIN 5008 letter, de or en: the sender line over the
  window, the info block right (`Rechnungsnr.`, `Kundennr.`, `Datum`, `Lieferdatum`, `Ihre Bestellnr.`), `Rechnung
  RE-…`, a greeting, `Pos.` / `Beschreibung` (article number on a small row under it) / `Menge` / `Einzelpreis` /
  `Gesamt`, `Summe Positionen`, the charge or discount, `Gesamt netto`, `USt. 0 %`, `Gesamt brutto`, a
  three-column footer.
- orgamax (fpdf2, DejaVu Sans Condensed): an orgaMAX-style German invoice: the letterhead centred, the address
  window, a framed info box (`Rechnung Nr.`, `Kunden-Nr.`, `Datum` written out, `Ihr Auftrag`, `Seite`), `Pos` /
  `Menge` / `Einh.` / `Art.-Nr.` / `Bezeichnung` / `E-Preis` / `Rab.%` / `G-Preis`, `Summe netto`, `zzgl. 0 %
  USt.`, `Gesamtbetrag`.
- evoliz (reportlab platypus, DejaVu Sans): an Evoliz-style French invoice: the company left, `FACTURE` and its
  number right, the client in a box, `Référence` / `Désignation` / `Qté` / `PU HT` / `Remise` / `Total HT` /
  `TVA`, `Total HT brut`, `Remise globale`, `Total HT net`, `TVA`, `Total TTC`, `Net à payer`, the legal mentions.
- dynamicsax (reportlab platypus, Liberation Sans): the standard sales-invoice report of Microsoft Dynamics AX 2012,
  fr or de: `Facture` / `Rechnung` top right with a ruled fact grid (number, date, customer account, sales order,
  customer requisition, terms, mode and terms of delivery, due date, page), `Code article` / `Nom` / `Quantité`
  / `Unité` / `Prix unitaire` / `Remise %` / `Montant`, the totals block of AX (`Solde des ventes`, `Frais divers`,
  `Taxe`, `Arrondi`, `Montant de la facture`) **with no net label**, and a tax specification (`Code taxe`,
  `Montant de base`, `Pourcentage`, `Montant de taxe`)."""

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


def _en_date(value) -> str:
    """`September 8, 2027`."""
    return f"{value.strftime('%B')} {value.day}, {value.year}"


# --- wefact (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def wefact(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer",
                                        "Uw referentie"),
          "cols": ("Aantal", "Code", "Omschrijving", "Prijs per stuk", "Korting", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw",
          "vat": "{rate}% btw verlegd" if inv.reverse_charge else "{rate}% btw", "gross": "Totaal incl. btw",
          "vatno": "Btw-nr.", "pay": "Wij verzoeken u vriendelijk het totaalbedrag van € {gross} binnen {terms} over "
                                     "te maken op IBAN {iban} (BIC {bic}) onder vermelding van het factuurnummer {no}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Debtor number",
                                        "Your reference"),
          "cols": ("Qty", "Code", "Description", "Price per unit", "Discount", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "{rate}% VAT", "gross": "Total incl. VAT",
          "vatno": "VAT no.", "pay": "Please transfer the total amount of € {gross} within {terms} to IBAN {iban} "
                                     "(BIC {bic}), quoting {no}."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    pdf.set_text_color(16, 78, 139)
    f(18, 22, s.name, 16, "B")
    pdf.set_text_color(0, 0, 0)
    info = [s.street, f"{place(inv)}", COUNTRY[s.country][inv.language], "", f"T {s.phone}", f"E {s.email}", "",
            s.register, f"{w['vatno']} {s.vat}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]
    for k, text in enumerate(info):
        f(150, 34 + k * 3.9, text, 8)
    for k, text in enumerate([BUYER[0], "t.a.v. de crediteurenadministratie" if nl else "Attn. accounts payable",
                              BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(18, 48 + k * 4.6, text, 10)
    f(18, 92, w["title"], 18, "B")
    values = (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y"), inv.day(inv.due, "%d-%m-%Y"), inv.customer_no,
              inv.po_printed or "")
    y = 101
    for label, value in zip(w["facts"], values):
        if value:
            f(18, y, label + ":", 9)
            f(56, y, value, 9, "B" if label == w["facts"][0] else "")
            y += 4.6
    y += 8
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "l"), (32, "l"), (62, "l"), (158, "r"), (174, "r"), (194, "r")]
    pdf.set_draw_color(16, 78, 139)
    pdf.set_line_width(0.4)
    for (x, al), head in zip(cols, w["cols"]):
        if head == w["cols"][4] and not discounts:
            continue
        f(x, y, head, 8.6, "B", "right" if al == "r" else "left")
    pdf.line(18, y + 2, 194, y + 2)
    y += 7.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 9)
        desc = fp_wrap(pdf, line.description, 74)
        values = [inv.qty(line), line.article or "", desc[0], "€ " + inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", "€ " + inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 9, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.1
            f(62, y, more, 9)
        y += 6
    pdf.set_line_width(0.2)
    pdf.line(18, y - 3, 194, y - 3)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.line(130, y - 3.6, 194, y - 3.6)
        f(165, y, label, 9, "B" if strong else "", "right")
        f(194, y, "€ " + inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    y += 8
    pdf.set_font("Lib", "", 8.8)
    texts = [inv.statement] if inv.statement else []
    texts.append(w["pay"].format(gross=inv.number(inv.gross_total), terms=inv.extra["terms"], iban=inv.iban,
                                 bic=inv.bic, no=inv.payment_ref or inv.invoice_no))
    for text in texts:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.8)
            y += 4.3
        y += 2
    pdf.set_text_color(120, 120, 120)
    f(106, 286, f"{s.name} | {s.street} | {place(inv)} | {s.register} | {w['vatno']} {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- rompslomp (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def rompslomp(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurdatum", "Vervaldatum", "Kenmerk", "Klantnummer"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Prijs", "Btw", "Totaal"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw-id", "to": "Factuur aan",
          "pay": "Graag ontvangen wij het totaalbedrag van € {gross} vóór {due} op {iban} t.n.v. {name}, onder "
                 "vermelding van factuurnummer {no}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice date", "Due date", "Reference", "Customer no."),
          "cols": ("Description", "Quantity", "Unit", "Price", "VAT", "Total"), "net": "Total excl. VAT",
          "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT no.", "to": "Invoice to",
          "pay": "Please pay the total of € {gross} before {due} to {iban} in the name of {name}, quoting invoice "
                 "number {no}."})
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    accent = 'rgb("#e8553f")'
    values = (inv.day(inv.issued, "long"), inv.day(inv.due, "long"), inv.po_printed or "", inv.customer_no)
    rate = f"{inv.rate()}%" if not inv.reverse_charge else ("verlegd" if nl else "RC")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 16mm, bottom: 20mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(130))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · " + s.email)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#rect(width: 100%, height: 2mm, fill: {accent}, stroke: none)\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 7.5pt, fill: luma(120))[{ts(w["to"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        f'#v(12mm)\n#text(size: 18pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(4mm)\n'
        '#grid(columns: (auto, auto, auto, auto), column-gutter: 12mm,\n'
        + "".join(f'  [#text(size: 7.5pt, fill: luma(120))[{ts(k)}] \\ {ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + ')\n#v(9mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(rate)}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 16mm, 14mm, 22mm, 20mm, 24mm), stroke: (x, y) => (bottom: if y == 0 { 1pt + '
            + accent + ' } else { 0.3pt + luma(215) }), inset: (x: 1.3mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 26mm), stroke: none, inset: (x: 1.3mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, w["net"], w["net"], w["vat"], w["gross"]):
        weight = f'weight: "bold", size: 10pt, fill: {accent}' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(10mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    pay = w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, "long"), iban=inv.iban,
                          name=s.name, no=inv.invoice_no)
    src += f'{ts(pay)}\n'
    return _typst(src)


# --- accountable (Typst, Liberation Sans) ---------------------------------------------------------------------------
def accountable(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "from": "Van", "to": "Aan", "facts": ("Factuurdatum", "Vervaldag", "Referentie"),
          "cols": ("Beschrijving", "Aantal", "Eenheidsprijs", "Btw", "Totaal"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "due": "Te betalen", "vatno": "Btw",
          "pay": "Gelieve het bedrag over te schrijven op", "comm": "met gestructureerde mededeling",
          "rc": "Btw verlegd"}
         if nl else
         {"title": "FACTURE", "from": "De", "to": "À", "facts": ("Date de facture", "Échéance", "Votre référence"),
          "cols": ("Description", "Quantité", "Prix unitaire", "TVA", "Total"), "net": "Total HTVA",
          "vat": "TVA {rate}%", "gross": "Total TVAC", "due": "À payer", "vatno": "TVA",
          "pay": "Merci de verser le montant sur le compte", "comm": "avec la communication structurée",
          "rc": "Autoliquidation"})
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    accent = 'rgb("#1f6f5c")'
    rate = w["rc"] if inv.reverse_charge else f"{inv.rate()}%"
    values = (inv.day(inv.issued, "%d/%m/%Y"), inv.day(inv.due, "%d/%m/%Y"), inv.po_printed or "")
    card = lambda head, lines: (  # noqa: E731
        f'block(stroke: 0.5pt + luma(200), radius: 2mm, inset: 3.5mm, width: 100%)[#text(size: 7.5pt, fill: '
        f'{accent}, weight: "bold")[{ts(head.upper())}] \\ ' + " \\ ".join(
            (f'#text(weight: "bold")[{ts(t)}]' if k == 0 else ts(t)) for k, t in enumerate(lines)) + ']')
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 20mm))\n'
        '#set text(font: "Liberation Sans", size: 9.2pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  text(size: 22pt, weight: "bold", fill: {accent})[{ts(w["title"])}],\n'
        f'  align(right)[#text(size: 12pt)[{ts("# " + inv.invoice_no)}]])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  {card(w["from"], [s.name, s.street, place(inv), w["vatno"] + " " + s.vat, s.email, s.phone])},\n'
        f'  {card(w["to"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], w["vatno"] + " " + BUYER_VAT])})\n'
        '#v(6mm)\n#grid(columns: (auto, auto, auto), column-gutter: 14mm,\n'
        + "".join(f'  [#text(size: 7.8pt, fill: luma(110))[{ts(k)}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                  for k, v in zip(w["facts"], values) if v)
        + ')\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        qty = inv.qty(line) + (" " + line.unit if line.unit else "")
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(qty)}], align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts(rate)}], align(right)[{ts(eur(line.amount))}],\n')
    src += (f'#table(columns: (1fr, 24mm, 26mm, 22mm, 26mm), stroke: none, fill: (x, y) => if y == 0 {{ {accent} }}'
            ' else if calc.odd(y) { luma(247) }, inset: (x: 1.6mm, y: 2.4mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.7mm),\n'
    for label, value, _strong in totals(inv, w["net"], w["net"], w["vat"], w["gross"]):
        src += f'  [{ts(label)}], align(right)[{ts(eur(value))}],\n'
    src += (f'  table.cell(fill: {accent})[#text(fill: white, weight: "bold")[{ts(w["due"])}]], '
            f'table.cell(fill: {accent}, align(right)[#text(fill: white, weight: "bold")[{ts(eur(inv.gross_total))}]]),\n'
            '))\n#v(8mm)\n')
    if inv.statement:
        src += f'#text(weight: "bold")[{ts(inv.statement)}]\n#v(3mm)\n'
    src += (f'{ts(w["pay"] + " " + inv.iban + " (BIC " + inv.bic + ") " + w["comm"] + ":")} \\ '
            f'#box(text(weight: "bold")[{ts(inv.payment_ref)}])\n#v(2mm)\n#text(size: 7.6pt, fill: luma(120))[{ts(s.name + " · " + s.register)}]\n')
    return _typst(src)


# --- easybill (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def easybill(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Kundennr.", "Datum", "Lieferdatum", "Ihre Bestellnr."),
          "hello": "Sehr geehrte Damen und Herren,",
          "intro": "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Lieferung:",
          "cols": ("Pos.", "Beschreibung", "Menge", "Einheit", "Einzelpreis", "Gesamt"), "art": "Art.-Nr.",
          "sub": "Summe Positionen", "net": "Gesamt netto", "vat": "USt. {rate} %", "gross": "Gesamt brutto",
          "pay": "Zahlbar ohne Abzug bis zum {due}.", "bye": "Mit freundlichen Grüßen", "vatno": "USt-IdNr.",
          "foot": ("Bankverbindung", "Geschäftsführung: Jens Wuppermann")}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Customer no.", "Date", "Delivery date", "Your order no."),
          "hello": "Dear Sir or Madam,", "intro": "Thank you for your order. We invoice the following delivery:",
          "cols": ("Pos.", "Description", "Qty", "Unit", "Unit price", "Total"), "art": "Item no.",
          "sub": "Sum of items", "net": "Total net", "vat": "VAT {rate} %", "gross": "Total gross",
          "pay": "Payable without deduction by {due}.", "bye": "Kind regards", "vatno": "VAT ID",
          "foot": ("Bank details", "Managing director: Hauke Petersen")})
    day = (lambda d: d.strftime("%d.%m.%Y")) if de else _en_date
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 22, s.name, 13, B, "right")
    c.text(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.8, F, grey=0.35)
    c.rule(20, 48.5, 105, 0.3, 0.5)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(20, 55 + k * 4.4, text, 10, F)
    values = (inv.invoice_no, inv.customer_no, day(inv.issued), inv.extra["delivery"], inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(130, 52 + k * 4.5, label, 8.6, F, grey=0.35)
        c.text(192, 52 + k * 4.5, value, 8.6, F, "right")
    c.text(130, 52 + 5 * 4.5, w["vatno"], 8.6, F, grey=0.35)
    c.text(192, 52 + 5 * 4.5, s.vat, 8.6, F, "right")
    c.text(20, 98, f"{w['title']} {inv.invoice_no}", 13, B)
    c.text(20, 107, w["hello"], 9, F)
    c.text(20, 112, w["intro"], 9, F)
    cols = [(20, "l"), (30, "l"), (132, "r"), (135, "l"), (168, "r"), (192, "r")]
    y = 122
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.6, B, "right" if al == "r" else "left")
    c.rule(20, y + 1.8, 192, 0.6)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 9, 92 * MM)
        values = [str(k + 1), desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 9, F, "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            c.text(30, y, more, 9, F)
        if line.article:
            y += 3.8
            c.text(30, y, f"{w['art']} {line.article}", 7.6, F, grey=0.4)
        y += 6
    c.rule(20, y - 3, 192, 0.3, 0.5)
    y += 2
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(165, y, label, 9, B if strong else F, "right")
        c.text(192, y, inv.number(value) + " EUR", 9, B if strong else F, "right")
        y += 4.8
    y += 6
    for text in [inv.statement, w["pay"].format(due=day(inv.due))]:
        for row in rl_wrap(text, F, 9, 172 * MM):
            c.text(20, y, row, 9, F)
            y += 4.3
        y += 1.5
    c.text(20, y + 4, w["bye"], 9, F)
    c.text(20, y + 8.5, s.name, 9, F)
    c.rule(20, 272, 192, 0.3, 0.5)
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
             [s.phone, s.email, s.register, f"{w['vatno']} {s.vat}"],
             [w["foot"][0], f"IBAN {inv.iban}", f"BIC {inv.bic}", w["foot"][1]]]
    for x, rows in zip((20, 80, 140), cols3):
        for k, text in enumerate(rows):
            c.text(x, 276 + k * 3.3, text, 6.8, F, grey=0.3)
    return c.bytes()


# --- orgamax (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def orgamax(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(105, 18, s.name, 15, "B", "center")
    f(105, 23.5, f"{s.street} · {place(inv)} · Tel. {s.phone} · {s.email}", 8, "", "center")
    pdf.set_line_width(0.4)
    pdf.line(20, 26.5, 190, 26.5)
    f(20, 48, f"{s.name} · {s.street} · {place(inv)}", 6.6)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], BUYER[2], "BELGIEN"]):
        f(20, 55 + k * 4.5, text, 10)
    pdf.set_line_width(0.3)
    pdf.rect(122, 44, 68, 38)
    facts = [("Rechnung Nr.", inv.invoice_no), ("Kunden-Nr.", inv.customer_no),
             ("Datum", inv.day(inv.issued, "long")), ("Ihr Auftrag", inv.po_printed or ""),
             ("Ansprechpartner", inv.extra["contact"]), ("Ihre USt-IdNr.", BUYER_VAT), ("Seite", "1 von 1")]
    for k, (label, value) in enumerate(facts):
        f(125, 50 + k * 4.6, label, 8.4)
        f(152, 50 + k * 4.6, value, 8.4, "B" if k == 0 else "")
    f(20, 98, f"Rechnung {inv.invoice_no}", 13, "B")
    f(20, 106, "Sehr geehrte Damen und Herren,", 9.2)
    f(20, 111, "für die ausgeführten Arbeiten erlauben wir uns, wie folgt zu berechnen:", 9.2)
    cols = [(21, "l"), (38, "r"), (40, "l"), (50, "l"), (72, "l"), (158, "r"), (171, "r"), (189, "r")]
    heads = ("Pos", "Menge", "Einh.", "Art.-Nr.", "Bezeichnung", "E-Preis", "Rab.%", "G-Preis")
    y = 121
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(20, y - 4.2, 170, 6, style="F")
    for (x, al), head in zip(cols, heads):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        pdf.set_font("Cond", "", 8.8)
        desc = fp_wrap(pdf, line.description, 70)
        values = [str(k + 1), inv.qty(line), line.unit, line.article or "", desc[0],
                  inv.number(line.price, line.price_places), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(72, y, more, 8.8)
        y += 5.6
    pdf.line(20, y - 2.5, 190, y - 2.5)
    y += 3
    rows = totals(inv, "Zwischensumme", "Summe netto", "zzgl. {rate} % USt.", "Gesamtbetrag EUR")
    for label, value, strong in rows:
        f(160, y, label, 9, "B" if strong else "", "right")
        f(189, y, inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.line(130, y - 4, 190, y - 4)
        y += 5
    y += 6
    pdf.set_font("Cond", "", 8.8)
    for text in (inv.statement, f"Zahlungsbedingung: zahlbar bis {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug.",
                 "Mit freundlichen Grüßen", s.name):
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.8)
            y += 4.2
        y += 1.2
    pdf.set_line_width(0.2)
    pdf.line(20, 271, 190, 271)
    foot = [[s.name, s.street, place(inv)], [s.register, f"USt-IdNr. {s.vat}", "Geschäftsführer: Dirk Lennartz"],
            ["Sparkasse Aachen", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, rows in zip((20, 78, 136), foot):
        for k, text in enumerate(rows):
            f(x, 275 + k * 3.4, text, 6.8)
    return bytes(pdf.output())


# --- evoliz (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------------
def evoliz(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    blue = colors.Color(0.13, 0.32, 0.55)
    normal, right = _style("evn", 8.2, "DV"), _style("evr", 8.2, "DV", align=2)
    bold, bold_r = _style("evb", 8.2, "DVB"), _style("evbr", 8.2, "DVB", align=2)
    head_style = _style("evh", 7.6, "DVB")
    head_style.textColor = colors.white
    head_r = _style("evhr", 7.6, "DVB", align=2)
    head_r.textColor = colors.white
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"Tél. : {escape(s.phone)}<br/>{escape(s.email)}", _style("evc", 8.6, "DV", lead=11))
    title = Paragraph(f"<font color='#21528c'><b>FACTURE</b></font><br/><font size=10>N° {escape(inv.invoice_no)}"
                      "</font>", _style("evt", 18, "DVB", align=2, lead=22))
    facts = Paragraph("<br/>".join(escape(t) for t in (
        f"Date de facturation : {inv.day(inv.issued, '%d/%m/%Y')}",
        f"Date d'échéance : {inv.day(inv.due, '%d/%m/%Y')}", f"Code client : {inv.customer_no}",
        f"Bon de commande n° {inv.po_printed}" if inv.po_printed else "")), _style("evf", 8.4, "DV", align=2, lead=11))
    client = Table([[Paragraph("<b>Adresse de facturation</b><br/>" + "<br/>".join(
        escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE", "N° TVA intracom. : " + BUYER_VAT)),
        _style("evcl", 8.6, "DV", lead=11))]], colWidths=[80 * mm])
    client.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, blue), ("LEFTPADDING", (0, 0), (-1, -1), 3 * mm),
                                ("TOPPADDING", (0, 0), (-1, -1), 2 * mm), ("BOTTOMPADDING", (0, 0), (-1, -1), 2 * mm)]))
    top = Table([[company, [title, Spacer(1, 2 * mm), facts]], ["", client]], colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 1), (-1, 1), 6 * mm)]))
    heads = ("Référence", "Désignation", "Qté", "PU HT", "Remise", "Total HT", "TVA")
    rows = [[Paragraph(h, head_r if k >= 2 else head_style) for k, h in enumerate(heads)]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(inv.qty(line) + " " + line.unit), right),
                     Paragraph(escape(eur(line.price)), right),
                     Paragraph(escape(inv.pct(line.discount) + " %") if line.discount else "", right),
                     Paragraph(escape(eur(line.amount)), right), Paragraph(escape(inv.rate() + " %"), right)])
    table = Table(rows, colWidths=[25 * mm, 59 * mm, 20 * mm, 19 * mm, 17 * mm, 24 * mm, 14 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), blue), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    trows = []
    for label, value, strong in totals(inv, "Total HT brut", "Total HT net", "TVA {rate} %", "Total TTC"):
        trows.append([Paragraph(escape(label), bold_r if strong else right),
                      Paragraph(escape(eur(value)), bold_r if strong else right)])
    trows.append([Paragraph("<b>Net à payer</b>", bold_r), Paragraph(f"<b>{escape(eur(inv.gross_total))}</b>", bold_r)])
    tot = Table(trows, colWidths=[46 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.88, 0.92, 0.97)),
                             ("LINEABOVE", (0, -2), (-1, -2), 0.5, blue),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 9 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 7 * mm)]
    for text in (inv.statement, f"Mode de règlement : virement bancaire. IBAN : {inv.iban} - BIC : {inv.bic}",
                 "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera "
                 "exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte "
                 "pour paiement anticipé."):
        story += [Paragraph(escape(text), _style("evm", 7.8, "DV", lead=10)), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 13 * mm, f"{s.name} - SAS au capital de 50 000 € - {s.register} - "
                                                     f"RCS Villefranche-Tarare - N° TVA {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- dynamicsax (reportlab platypus, Liberation Sans) ---------------------------------------------------------------
def dynamicsax(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "head": ("Facture", "Date", "Compte client", "Commande client", "Réquisition client",
                                       "Conditions de paiement", "Mode de livraison", "Conditions de livraison",
                                       "Date d'échéance", "Page"),
          "cols": ("Code article", "Nom", "Quantité", "Unité", "Prix unitaire", "Remise %", "Montant"),
          "tot": ("Solde des ventes", "Remise totale", "Frais divers", "Taxe", "Arrondi", "Montant de la facture"),
          "spec": ("Code taxe", "Montant de base", "Pourcentage", "Montant de taxe"), "vatno": "N° TVA",
          "bill": "Adresse de facturation", "ship": "Adresse de livraison", "code": "TVA6",
          "pay": "Paiement : IBAN {iban} - BIC {bic} - communication {ref}"}
         if fr else
         {"title": "Rechnung", "head": ("Rechnung", "Datum", "Debitorenkonto", "Auftrag", "Anforderung",
                                        "Zahlungsbedingungen", "Lieferart", "Lieferbedingungen", "Fälligkeitsdatum",
                                        "Seite"),
          "cols": ("Artikelnummer", "Name", "Menge", "Einheit", "Einzelpreis", "Rabatt %", "Betrag"),
          "tot": ("Umsatzsaldo", "Gesamtrabatt", "Sonstige Belastungen", "Mehrwertsteuer", "Rundung",
                  "Rechnungsbetrag"),
          "spec": ("Mehrwertsteuercode", "Basisbetrag", "Prozentsatz", "Mehrwertsteuer"), "vatno": "USt-IdNr.",
          "bill": "Rechnungsadresse", "ship": "Lieferadresse", "code": "IG-0",
          "pay": "Zahlung: IBAN {iban} - BIC {bic} - Verwendungszweck {ref}"})
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab, normal = _style("axl", 7.4, "LS", grey=0.3), _style("axn", 8.2, "LS")
    right, bold, bold_r = _style("axr", 8.2, "LS", align=2), _style("axb", 8.2, "LSB"), _style("axbr", 8.2, "LSB",
                                                                                              align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>Tél./Tel. {escape(s.phone)}<br/>"
                        f"{escape(w['vatno'] + ' ' + s.vat)}", _style("axc", 8.6, "LS", lead=11))
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.customer_no, inv.extra["order"], inv.po_printed or "",
              inv.extra["terms"], inv.extra["delivery"], inv.extra["dterms"], inv.due.strftime(dfmt), "1 / 1")
    hrows = [[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k == w["head"][0] else normal)]
             for k, v in zip(w["head"], values) if v]
    head = Table(hrows, colWidths=[36 * mm, 38 * mm])
    head.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.7, 0.7, 0.7)),
                              ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    title = Paragraph(f"<b>{w['title']}</b>", _style("axt", 17, "LSB", align=2, lead=21))
    top = Table([[company, [title, Spacer(1, 3 * mm), head]]], colWidths=[104 * mm, 74 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])
    addr = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                  [Paragraph("<br/>".join(escape(t) for t in buyer + (w["vatno"] + " " + BUYER_VAT,)),
                             _style("axa", 8.8, "LS", lead=11)),
                   Paragraph("<br/>".join(escape(t) for t in buyer), _style("axa2", 8.8, "LS", lead=11))]],
                 colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k in (2, 4, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price, line.price_places), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[30 * mm, 62 * mm, 16 * mm, 12 * mm, 20 * mm, 15 * mm, 23 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
                               ("LEFTPADDING", (0, 0), (-1, -1), 1.2), ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    discount = -sum((a for _, a in inv.adjustment_amounts() if a < 0), inv.subtotal * 0)
    charges = sum((a for _, a in inv.charges()), inv.subtotal * 0)
    amounts = (inv.subtotal, discount, charges, inv.vat_amount, inv.subtotal * 0, inv.gross_total)
    trows = [[Paragraph(escape(label), bold if k == 5 else normal),
              Paragraph(escape(inv.number(value)), bold_r if k == 5 else right)]
             for k, (label, value) in enumerate(zip(w["tot"], amounts))]
    tot = Table(trows, colWidths=[44 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    spec = Table([[Paragraph(escape(h), bold if k == 0 else bold_r) for k, h in enumerate(w["spec"])],
                  [Paragraph(w["code"], normal), Paragraph(inv.number(inv.net_total), right),
                   Paragraph(inv.rate(), right), Paragraph(inv.number(inv.vat_amount), right)]],
                 colWidths=[34 * mm, 30 * mm, 22 * mm, 32 * mm], hAlign="LEFT")
    spec.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black),
                              ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [top, Spacer(1, 7 * mm), addr, Spacer(1, 7 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 5 * mm),
             spec, Spacer(1, 6 * mm)]
    texts = [inv.statement] if inv.statement else []
    texts.append(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no))
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.5 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.email}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"wefact": wefact, "rompslomp": rompslomp, "accountable": accountable, "easybill": easybill,
           "orgamax": orgamax, "evoliz": evoliz, "dynamicsax": dynamicsax}
