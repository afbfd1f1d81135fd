"""Seven page writers for the eighteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed and Liberation Sans. Every writer takes an `Invoice`
(invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word
wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- asperion (Typst, DejaVu Sans): an Asperion-style Dutch online-bookkeeping invoice: the company name where the
  logo goes, its address block right, the customer left (`T.a.v. crediteurenadministratie`), `Factuur`, two
  columns of facts (`Factuurnummer`, `Factuurdatum`, `Vervaldatum` / `Debiteurnummer`, `Uw referentie`,
  `Uw btw-nummer`), columns `Code` (when a line has one) / `Omschrijving` / `Aantal` / `Prijs` / `Korting` /
  `Btw` / `Bedrag` with `€`, totals (`Totaal excl. btw`, `Btw verlegd` or `Btw 21%`, `Totaal incl. btw`), the
  payment sentence and a one-row footer.
- adsolut (fpdf2, DejaVu Sans Condensed): an Adsolut-style Belgian accounting-package print, nl or fr: the company
  block top left with its VAT and RPR numbers, the customer in the window right, `FACTUUR` / `FACTURE`, a row of
  ruled cells (`Factuurnr.` / `Datum` / `Klantnr.` / `Vervaldag` / `Uw referentie` / `Vertegenw.`), columns
  `Artikel` / `Omschrijving` / `Aantal` / `Eenh.prijs` / `Kort.%` / `Btw%` / `Bedrag`, a VAT recap
  (`Btw-code`, `Maatstaf`, `Btw`) left of the totals (`Totaal goederen`, a charge, `Totaal excl. btw`,
  `Totaal btw`, `Te betalen EUR`), the structured communication, the conditions.
- obat (reportlab canvas, Liberation Sans): an Obat-style French building-trade invoice: the company top left,
  `Facture` with `N°`, `Date` and `Échéance` top right, the client card, `Adresse du chantier` / `Adresse de
  livraison`, `Objet`, `Votre réf. commande`, a coloured header `N°` / `Désignation` / `Qté` / `Unité` /
  `PU HT` / `TVA` / `Total HT`, numbered sections (`1`, `1.1`) with their `Sous-total`, no-break space
  thousands with `€` after, totals (`Total HT`, `Remise`, `Total HT net`, `TVA`, `Total TTC`, `Net à payer`), the
  legal footer.
- xentral (reportlab platypus, Liberation Sans): a Xentral-style German ERP invoice: the sender line, the address
  window, a right-hand fact table (`Rechnung`, `Rechnungsnr.`, `Datum`, `Kundennr.`, `Auftrag`, `Lieferschein`,
  `Ihre Bestellnummer`, `Bearbeiter`, `Ihre USt-IdNr.`), `Rechnung 400935`, a greeting, `Pos` / `Artikel-Nr.` /
  `Artikel` / `Menge` / `Einzelpreis` / `Rabatt` / `Gesamt`, shipping as a position, `Gesamt netto`,
  `zzgl. USt.`, `Gesamt brutto`, a four-column footer.
- intacct (Typst, Liberation Sans): a Sage Intacct-style sales invoice in English: the entity top left, `INVOICE`
  right with a fact grid (`Invoice No.`, `Invoice Date`, `Due Date`, `Terms`, `Customer ID`, `Customer PO`),
  `Bill To` / `Ship To`, `Item ID` / `Description` / `Qty` / `UOM` / `Unit Price` / `Amount`, `Subtotal`, `VAT`,
  `Total (EUR)`, `Amount Paid`, `Balance Due`; the entity's locale decides the date (dd/mm/yyyy or mm/dd/yyyy).
- kashflow (fpdf2, Liberation Sans): a KashFlow-style small-business invoice: `INVOICE` top left, the company top
  right, `Invoice To`, a box of facts (`Invoice Date`, `Invoice No.`, `Your Ref`, `Due Date`), columns `Qty` /
  `Code` / `Description` / `Unit Price` / `VAT %` / `Net`, `Net Total`, `VAT Total`, `Invoice Total`,
  `Amount Due`, the bank and the company registration.
- haufe (reportlab canvas, DejaVu Sans): a Haufe X360-style German cloud-ERP invoice: the sender line, the window,
  an info block (`Rechnungsnummer`, `Rechnungsdatum`, `Leistungszeitraum`, `Kundennummer`, `Ihre Referenz`,
  `Ansprechpartner`, `Seite`), `Rechnung RG-…`, `Pos.` / `Artikel` / `Beschreibung` / `Menge` / `ME` /
  `Einzelpreis` / `Rabatt %` / `Betrag`, `Nettobetrag`, `Umsatzsteuer 0 %`, `Gesamtbetrag EUR`, a footer."""

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
from drawing import (BUYER, BUYER_VAT, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland"}, "LU": {"de": "Luxemburg", "fr": "Luxembourg", "en": "Luxembourg"},
           "IE": {"en": "Ireland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
BREAK = " \\ "
register_fonts(*LIBERATION_SANS)


# --- asperion (Typst, DejaVu Sans) ----------------------------------------------------------------------------------
def asperion(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = inv.extra["date"]
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    left = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", _issued(inv, dfmt)),
            ("Vervaldatum", inv.day(inv.due, dfmt)))
    right = (("Debiteurnummer", inv.customer_no), ("Uw referentie", inv.po_printed or ""),
             ("Uw btw-nummer", BUYER_VAT))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    facts = lambda pairs: "".join(f'  text(fill: luma(90))[{ts(k)}], [{ts(v)}],\n' for k, v in pairs if v)  # noqa
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 16mm, bottom: 26mm), footer: [#line(length: 100%, stroke: '
        '0.5pt + rgb("#1f6f8b")) #set text(size: 6.8pt, fill: luma(80))\n#align(center)['
        f'{ts(s.name + "  |  " + s.register + "  |  Btw " + s.vat + "  |  IBAN " + inv.iban + "  |  BIC " + inv.bic)}'
        ']])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 62mm),\n'
        f'  text(size: 11pt, weight: "bold", fill: rgb("#1f6f8b"))[{ts(s.name)}],\n'
        f'  [{ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country]["nl"])} \\ #v(1.5mm) '
        f'{ts("T " + s.phone)} \\ #text(size: 7.8pt)[{ts("E " + s.email)}] \\ {ts("W " + inv.extra["web"])}])\n'
        f'#v(9mm)\n{ts(BUYER[0])} \\ {ts("T.a.v. crediteurenadministratie")} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts("BELGIË")}\n'
        '#v(10mm)\n#text(size: 17pt, weight: "bold")[Factuur]\n#v(1mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        '  table(columns: (32mm, auto), stroke: none, inset: (x: 0mm, y: 1.2mm),\n' + facts(left) + '  ),\n'
        '  table(columns: (32mm, auto), stroke: none, inset: (x: 0mm, y: 1.2mm),\n' + facts(right) + '  ))\n'
        '#v(5mm)\n')
    heads = (["Code"] if articles else []) + ["Omschrijving", "Aantal", "Prijs"] + (
        ["Korting"] if discounts else []) + ["Btw", "Bedrag"]
    widths = (["25mm"] if articles else []) + ["1fr", "20mm", "18mm"] + (["13mm"] if discounts else []) + [
        "14mm", "21mm"]
    rows = []
    for line in inv.lines:
        cells = ([f'[{ts(line.article or "")}]'] if articles else []) + [
            f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
            f'align(right)[{ts(eur(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]')
        cells += [f'align(right)[{ts(inv.rate() + "%")}]',
                  f'align(right)[{ts(eur(line.amount))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    first = 1 if articles else 0
    src += (f'#table(columns: ({", ".join(widths)}), stroke: (x, y) => (bottom: if y == 0 {{ 0.8pt + '
            'rgb("#1f6f8b") } else { 0.3pt + luma(210) }), inset: (x: 1.2mm, y: 1.6mm),\n'
            + "".join(f'  {"align(right, " if k > first else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(3mm)\n')
    vat = "Btw verlegd" if inv.reverse_charge else "Btw {rate}%"
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal incl. btw"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(5mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(f"Wij verzoeken u vriendelijk het totaalbedrag van {eur(inv.gross_total)} binnen "
              f"{inv.extra['terms']} over te maken op rekeningnummer {inv.iban} t.n.v. {s.name}, onder vermelding "
              f"van factuurnummer {inv.invoice_no}.") + "\n"
    return _typst(src)


# --- adsolut (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def adsolut(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Vervaldag", "Uw referentie",
                                        "Vertegenw."),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.prijs", "Kort.%", "Btw%", "Bedrag"),
          "recap": ("Btw-code", "Maatstaf", "Btw %", "Btw"), "sub": "Totaal goederen", "net": "Totaal excl. btw",
          "vat": "Totaal btw", "gross": "Te betalen EUR", "vatno": "BTW", "yours": "Uw BTW-nr.",
          "comm": "Gestructureerde mededeling", "terms": "Betalingsvoorwaarden",
          "pay": "Gelieve het bedrag van EUR {gross} te storten op {iban} (BIC {bic}) met vermelding van de "
                 "gestructureerde mededeling.",
          "cond": "Onze facturen zijn betaalbaar te Kortrijk. Bij niet-betaling op de vervaldag is van rechtswege en "
                  "zonder ingebrekestelling een verwijlintrest van 10 % per jaar verschuldigd, evenals een "
                  "forfaitaire schadevergoeding van 10 % met een minimum van 50 EUR. Klachten binnen 8 dagen."}
         if nl else
         {"title": "FACTURE", "facts": ("Facture n°", "Date", "N° client", "Échéance", "Votre référence",
                                        "Représ."),
          "cols": ("Article", "Description", "Quantité", "Prix unit.", "Rem.%", "TVA%", "Montant"),
          "recap": ("Code TVA", "Base", "Taux", "TVA"), "sub": "Total marchandises", "net": "Total HTVA",
          "vat": "Total TVA", "gross": "À payer EUR", "vatno": "TVA", "yours": "Votre n° TVA",
          "comm": "Communication structurée", "terms": "Conditions de paiement",
          "pay": "Veuillez verser le montant de EUR {gross} sur le compte {iban} (BIC {bic}) en mentionnant la "
                 "communication structurée.",
          "cond": "Nos factures sont payables à Jambes. Tout montant impayé à l'échéance porte de plein droit et sans "
                  "mise en demeure un intérêt de retard de 10 % l'an et une indemnité forfaitaire de 10 % avec un "
                  "minimum de 50 EUR. Toute réclamation doit être introduite dans les 8 jours."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa
    f(15, 18, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}", s.register]):
        f(15, 24 + k * 3.8, text, 8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"][inv.language].upper()]):
        f(120, 50 + k * 4.8, text, 10, "B" if k == 0 else "")
    f(120, 72, f"{w['yours']} {BUYER_VAT}", 8.2)
    f(15, 84, w["title"], 16, "B")
    dfmt = inv.extra["date"]
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.day(inv.due, dfmt),
              inv.po_printed or "", inv.extra["rep"])
    xs = (15, 44, 69, 93, 118, 160, 195)
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.2)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, 88, 180, 4.6, style="DF")
    pdf.rect(15, 92.6, 180, 6, style="D")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        if k:
            pdf.line(xs[k], 88, xs[k], 98.6)
        f(xs[k] + 1.2, 91.6, label, 7.2)
        f(xs[k] + 1.2, 97, value, 8.6, "B" if k == 0 else "")
    y = 107
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, y - 4, 180, 5.6, style="DF")
    cols = [(16, "l"), (40, "l"), (130, "r"), (148, "r"), (160, "r"), (171, "r"), (194, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.4)
        desc = fp_wrap(pdf, line.description, 74)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.pct(inv.vat_rate),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(40, y, more, 8.4)
        y += 5
    pdf.line(15, y - 2, 195, y - 2)
    y += 5
    top = y
    # the VAT recap, left
    recap_x = (16, 48, 66, 92)
    for x, head in zip(recap_x, w["recap"]):
        f(x, y, head, 7.6, "B", "left" if x == 16 else "right")
    pdf.line(15, y + 1.4, 94, y + 1.4)
    code = {"21": "V21" if nl else "T21", "6": "V06" if nl else "T06", "0": "V00"}[inv.rate()]
    for x, value in zip(recap_x, (code, inv.number(inv.net_total), inv.pct(inv.vat_rate) + " %",
                                  inv.number(inv.vat_amount))):
        f(x, y + 5.4, value, 8.2, "", "left" if x == 16 else "right")
    # the totals, right
    y = top
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(225, 225, 225)
            pdf.rect(128, y - 4, 67, 6, style="F")
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5.2
    y = max(y, top + 14) + 8
    pdf.set_font("Cond", "", 8.4)
    for text in ([inv.statement] if inv.statement else []) + [
            f"{w['terms']}: {inv.extra['terms']}",
            w["pay"].format(gross=inv.number(inv.gross_total), iban=inv.iban, bic=inv.bic),
            f"{w['comm']}: {inv.payment_ref}"]:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.4, "B" if text.startswith(w["comm"]) else "")
            y += 3.9
        y += 1.2
    pdf.set_font("Cond", "", 6.8)
    yy = 268
    for row in fp_wrap(pdf, w["cond"], 180):
        f(15, yy, row, 6.8)
        yy += 3.1
    f(105, 284, f"{s.name} · {w['vatno']} {s.vat} · {s.register} · IBAN {inv.iban} · BIC {inv.bic}", 6.6, "",
      "center")
    return bytes(pdf.output())


# --- obat (reportlab canvas, Liberation Sans) -----------------------------------------------------------------------
def obat(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    dfmt = inv.extra["date"]
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv) + (" - " + COUNTRY[s.country]["fr"]), f"Tél. {s.phone}",
                              s.email]):
        c.text(18, 26 + k * 4, text, 8.4, F, grey=0.2)
    c.text(192, 21, "Facture", 20, B, "right")
    c.text(192, 28, f"N° {inv.invoice_no}", 9.6, B, "right")
    c.text(192, 33, f"Date : {inv.day(inv.issued, dfmt)}", 8.6, F, "right")
    c.text(192, 37.4, f"Échéance : {inv.day(inv.due, dfmt)}", 8.6, F, "right")
    c.fill(112, 46, 80, 30, 0.95)
    c.text(116, 51.5, "Client", 7.4, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        c.text(116, 57 + k * 4.2, text, 9, B if k == 0 else F)
    chantier = "Adresse du chantier" if inv.extra["sections"] else "Adresse de livraison"
    c.text(18, 52, chantier, 7.4, B, grey=0.4)
    for k, row in enumerate(rl_wrap(inv.extra["site"], F, 8.6, 84 * MM)):
        c.text(18, 57 + k * 4, row, 8.6, F)
    y = 84
    for row in rl_wrap(f"Objet : {inv.extra['object']}", B, 9, 174 * MM):
        c.text(18, y, row, 9, B)
        y += 4.4
    if inv.po_printed:
        c.text(18, y, f"Votre réf. commande : {inv.po_printed}", 8.6, F)
        y += 4.4
    y += 5
    c.c.setFillColorRGB(0.16, 0.31, 0.55)
    c.c.rect(18 * MM, c.height - (y + 2.4) * MM, 174 * MM, 7 * MM, stroke=0, fill=1)
    cols = [(19.5, "left"), (30, "left"), (128, "right"), (131, "left"), (154, "right"), (166, "right"),
            (190.5, "right")]
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, ("N°", "Désignation", "Qté", "Unité", "PU HT", "TVA", "Total HT")):
        c.c.setFont(B, 8.2)
        draw = c.c.drawString if al == "left" else c.c.drawRightString
        draw(x * MM, c.height - (y + 2) * MM, head)
    c.c.setFillGray(0)
    y += 9.5
    sections = inv.extra["sections"] or [(None, len(inv.lines))]
    k = 0
    for number, (title, count) in enumerate(sections, 1):
        lines = inv.lines[k:k + count]
        if title:
            c.text(19.5, y, str(number), 8.6, B)
            c.text(30, y, title, 8.6, B)
            y += 5.4
        for i, line in enumerate(lines, 1):
            desc = rl_wrap(line.description, F, 8.4, 94 * MM)
            pos = f"{number}.{i}" if title else str(k + i)
            for (x, al), value in zip(cols, (pos, desc[0], inv.qty(line), line.unit, eur(line.price),
                                             inv.rate() + " %", eur(line.amount))):
                c.text(x, y, value, 8.4, F, al)
            for more in desc[1:]:
                y += 3.9
                c.text(30, y, more, 8.4, F)
            y += 5.6
        if title:
            c.text(166, y - 1, f"Sous-total {number} - {title}", 7.8, B, "right", grey=0.3)
            c.text(190.5, y - 1, eur(sum((line.amount for line in lines), inv.net_total * 0)), 7.8, B, "right",
                   grey=0.3)
            y += 5.4
        k += count
    c.rule(18, y - 2.6, 192, 0.5, grey=0.6)
    y += 4
    net = "Total HT net" if inv.adjustments else "Total HT"
    for label, value, strong in totals(inv, "Total HT", net, "TVA {rate} %", "Total TTC"):
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(190.5, y, eur(value), 9, B if strong else F, "right")
        y += 5
    c.c.setFillColorRGB(0.16, 0.31, 0.55)
    c.c.rect(124 * MM, c.height - (y + 3.2) * MM, 68 * MM, 7 * MM, stroke=0, fill=1)
    c.c.setFillGray(1)
    c.c.setFont(B, 10)
    c.c.drawString(127 * MM, c.height - (y + 1) * MM, "Net à payer")
    c.c.drawRightString(190.5 * MM, c.height - (y + 1) * MM, eur(inv.gross_total))
    c.c.setFillGray(0)
    y += 14
    texts = [inv.statement, f"Conditions de règlement : {inv.extra['terms']}, au plus tard le "
                            f"{inv.day(inv.due, dfmt)}.", f"IBAN : {inv.iban} - BIC : {inv.bic}"]
    if s.country == "FR":
        texts.append("En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera "
                     "exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €.")
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 3.9
        y += 1.6
    c.rule(18, 278, 192, 0.3, grey=0.7)
    c.text(105, 282, " - ".join(t for t in (s.name, inv.extra["form"], s.register, f"N° TVA {s.vat}") if t), 6.8,
           F, "center", grey=0.4)
    c.text(192, 288, "Page 1 / 1", 6.8, F, "right", grey=0.4)
    return c.bytes()


# --- xentral (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
def xentral(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 14, 30)
    del inv.words
    small = _style("xs", 6.6, "LS", grey=0.3)
    normal, right = _style("xn", 8.6, "LS"), _style("xr", 8.6, "LS", align=2)
    bold, bold_r = _style("xb", 8.6, "LSB"), _style("xbr", 8.6, "LSB", align=2)
    label = _style("xl", 8.2, "LS", grey=0.3)
    dfmt = "%d.%m.%Y"
    head = Paragraph(f"<b>{escape(s.name)}</b>", _style("xh", 13, "LSB", align=2))
    window = [Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small), Spacer(1, 2 * mm),
              Paragraph("<br/>".join(escape(t) for t in (BUYER[0], "Buchhaltung", BUYER[1], BUYER[2], "Belgien")),
                        _style("xa", 9.6, "LS", lead=12.4))]
    facts = [("Rechnungsnr.", inv.invoice_no), ("Datum", inv.day(inv.issued, dfmt)),
             ("Kundennr.", inv.customer_no), ("Auftrag", inv.extra["order"]),
             ("Lieferschein", inv.extra["delivery"])]
    if inv.po_printed:
        facts.append(("Ihre Bestellnummer", inv.po_printed))
    facts += [("Bearbeiter", inv.extra["clerk"]), ("Ihre USt-IdNr.", BUYER_VAT)]
    info = Table([[Paragraph(escape(k), label), Paragraph(escape(v), normal)] for k, v in facts],
                 colWidths=[32 * mm, 36 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    top = Table([[window, info]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k >= 3 else bold)
             for k, h in enumerate(("Pos", "Artikel-Nr.", "Artikel", "Menge", "Einzelpreis", "Rabatt", "Gesamt"))]]
    for k, line in enumerate(inv.lines, 1):
        rows.append([Paragraph(str(k), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal),
                     Paragraph(escape(f"{inv.qty(line)} {line.unit}"), right),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(f"{inv.pct(line.discount)} %" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 22 * mm, 70 * mm, 20 * mm, 20 * mm, 14 * mm, 22 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(lab), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " EUR"), bold_r if strong else right)]
             for lab, value, strong in totals(inv, "Zwischensumme", "Gesamt netto", "zzgl. USt. {rate} %",
                                              "Gesamt brutto")]
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [head, Spacer(1, 14 * mm), top, Spacer(1, 10 * mm),
             Paragraph(f"Rechnung {escape(inv.invoice_no)}", _style("xt", 13, "LSB")), Spacer(1, 4 * mm),
             Paragraph("Sehr geehrte Damen und Herren,", normal), Spacer(1, 1.5 * mm),
             Paragraph("vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Lieferung:", normal),
             Spacer(1, 4 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 7 * mm)]
    for text in (inv.statement, f"Lieferdatum entspricht Rechnungsdatum. Lieferbedingung: frei Haus.",
                 f"Zahlungsbedingung: zahlbar innerhalb von {inv.extra['days']} Tagen ohne Abzug bis zum "
                 f"{inv.day(inv.due, dfmt)}.", "Mit freundlichen Grüßen", s.name):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    cols4 = [[s.name, s.street, place(inv), COUNTRY[s.country]["de"]],
             [f"Tel. {s.phone}", s.email, f"USt-IdNr. {s.vat}"],
             [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"],
             [inv.extra["md"], s.register]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.3)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 27 * mm, 194 * mm, 27 * mm)
        for x, col in zip((16, 62, 108, 152), cols4):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (23 - k * 3.2) * mm, text)
        canvas.drawRightString(194 * mm, 7 * mm, "Seite 1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- intacct (Typst, Liberation Sans) -------------------------------------------------------------------------------
def intacct(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = inv.extra["date"]
    facts = [("Invoice No.", inv.invoice_no), ("Invoice Date", inv.day(inv.issued, dfmt)),
             ("Due Date", inv.day(inv.due, dfmt)), ("Terms", inv.extra["terms"]), ("Customer ID", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Customer PO", inv.po_printed))
    addr = [BUYER[0], "Accounts Payable", BUYER[1], BUYER[2], "Belgium"]
    ship = [BUYER[0], "Warehouse / Receiving", BUYER[1], BUYER[2], "Belgium"]
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · VAT No. " + s.vat)} #h(1fr) Page 1 of 1]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 74mm),\n'
        f'  [#text(size: 12.5pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ {ts("Tel: " + s.phone)} \\ {ts(s.email)} \\ '
        f'{ts("VAT No.: " + s.vat)}],\n'
        '  [#align(right, text(size: 20pt, weight: "bold", fill: rgb("#00594f"))[INVOICE]) #v(1mm)\n'
        '  #table(columns: (30mm, 1fr), stroke: 0.4pt + luma(170), inset: (x: 1.6mm, y: 1.5mm),\n'
        + "".join(f'    table.cell(fill: luma(238))[{ts(k)}], [{ts(v)}],\n' for k, v in facts)
        + '  )])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        + "".join(f'  rect(width: 100%, stroke: 0.4pt + luma(170), inset: 2.4mm)[#text(size: 7.4pt, weight: '
                  f'"bold", fill: luma(90))[{ts(title)}] \\ {BREAK.join(ts(t) for t in lines)}],\n'
                  for title, lines in (("BILL TO", addr), ("SHIP TO", ship)))
        + ')\n#v(7mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'[{ts(line.unit)}], align(right)[{ts(inv.number(line.price))}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    heads = ("Item ID", "Description", "Qty", "UOM", "Unit Price", "Amount")
    src += ('#table(columns: (28mm, 1fr, 14mm, 16mm, 23mm, 25mm), stroke: (x, y) => (bottom: 0.4pt + luma(190)), '
            'fill: (x, y) => if y == 0 { rgb("#00594f") }, inset: (x: 1.6mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(weight: "bold", fill: white)[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    rows = totals(inv, "Subtotal", "", "VAT {rate}%", "Total (EUR)", always_sub=True)
    rows += [("Amount Paid", inv.gross_total * 0, False), ("Balance Due", inv.gross_total, True)]
    for lab, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(lab)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(weight: "bold")[Notes] \\ {ts(inv.statement)}\n#v(3mm)\n'
    src += (f'#text(weight: "bold")[Remit To] \\ {ts(s.name + ", " + inv.extra["bank"])} \\ '
            f'{ts("IBAN: " + inv.iban + "   BIC: " + inv.bic)}')
    if inv.payment_ref:
        src += f' \\ {ts("Payment reference: " + inv.payment_ref)}'
    src += "\n"
    return _typst(src)


# --- kashflow (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def kashflow(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    f(15, 24, "INVOICE", 24, "B")
    for k, (text, style) in enumerate([(s.name, "B"), (s.street, ""), (s.city, ""), (s.postal_code, ""),
                                       (COUNTRY[s.country]["en"], ""), (f"Tel: {s.phone}", ""), (s.email, ""),
                                       (f"VAT Reg No: {s.vat}", "")]):
        f(195, 16 + k * 4.3, text, 10.5 if style else 8.8, style, "right")
    f(15, 56, "Invoice To:", 8.8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT No: {BUYER_VAT}"]):
        f(15, 61.5 + k * 4.4, text, 9.2)
    facts = [("Invoice Date", inv.day(inv.issued, "short_en")), ("Invoice No.", inv.invoice_no)]
    if inv.po_printed:
        facts.append(("Your Ref", inv.po_printed))
    facts += [("Due Date", inv.day(inv.due, "short_en")), ("Account", inv.customer_no)]
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.25)
    pdf.rect(120, 53, 75, 6 + 5 * len(facts) - 2)
    for k, (label, value) in enumerate(facts):
        f(123, 58 + k * 5, label, 8.8, "B")
        f(192, 58 + k * 5, value, 8.8, "", "right")
    y = 96
    pdf.set_fill_color(64, 64, 64)
    pdf.rect(15, y - 4.6, 180, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(27, "r"), (31, "l"), (62, "l"), (156, "r"), (172, "r"), (194, "r")]
    for (x, al), head in zip(cols, ("Qty", "Code", "Description", "Unit Price", "VAT %", "Net")):
        f(x, y, head, 8.6, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7.2
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 70)
        if k % 2:
            pdf.set_fill_color(242, 242, 242)
            pdf.rect(15, y - 4, 180, 5.4 + 3.9 * (len(desc) - 1), style="F")
        for (x, al), value in zip(cols, (inv.qty(line), line.article or "", desc[0], eur(line.price),
                                         inv.rate() + "%", eur(line.amount))):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(62, y, more, 8.6)
        y += 5.4
    pdf.line(15, y - 2.4, 195, y - 2.4)
    y += 5
    rows = totals(inv, "Sub Total", "Net Total", "VAT Total", "Invoice Total")
    rows += [("Amount Paid", inv.gross_total * 0, False), ("Amount Due", inv.gross_total, True)]
    for label, value, strong in rows:
        f(165, y, label, 9.2, "B" if label in ("Invoice Total", "Amount Due") else "", "right")
        f(194, y, eur(value), 9.2, "B" if label in ("Invoice Total", "Amount Due") else "", "right")
        y += 5.4
    y += 8
    pdf.set_font("Lib", "", 8.6)
    f(15, y, "Notes", 9, "B")
    y += 5
    for text in [inv.statement, f"Payment terms: 30 days from invoice date. Please quote invoice number "
                                f"{inv.invoice_no} with your payment."]:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.6)
            y += 4
        y += 1.5
    y += 4
    f(15, y, "Bank Details", 9, "B")
    for k, text in enumerate([inv.extra["bank"], f"Account Name: {s.name}", f"IBAN: {inv.iban}",
                              f"BIC: {inv.bic}"]):
        f(15, y + 5 + k * 4.2, text, 8.6)
    f(105, 285, f"{s.name} · {s.register} · Registered office: {s.street}, {s.city}, {s.postal_code}", 6.8, "",
      "center")
    return bytes(pdf.output())


# --- haufe (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def haufe(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    dfmt = "%d.%m.%Y"
    c.text(192, 17, s.name, 12, B, "right")
    c.text(192, 22, f"{s.street} · {place(inv)}", 7.8, F, "right", grey=0.3)
    c.text(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.3, F, grey=0.35)
    c.rule(20, 47.3, 100, 0.3, grey=0.5)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(20, 53 + k * 4.3, text, 9.4, F)
    facts = [("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, dfmt)),
             ("Leistungszeitraum", inv.extra["period"]), ("Kundennummer", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Ihre Referenz", inv.po_printed))
    facts += [("Ansprechpartner", inv.extra["contact"]), ("USt-IdNr. Kunde", BUYER_VAT), ("Seite", "1 von 1")]
    for k, (label, value) in enumerate(facts):
        c.text(122, 46 + k * 4.2, label, 7.6, F, grey=0.35)
        c.text(192, 46 + k * 4.2, value, 7.6, F, "right")
    c.text(20, 96, f"Rechnung {inv.invoice_no}", 12.5, B)
    c.text(20, 105, "Sehr geehrte Damen und Herren,", 8.8, F)
    c.text(20, 109.6, "wir erlauben uns, Ihnen folgende Leistungen in Rechnung zu stellen:", 8.8, F)
    y = 120
    c.fill(20, y - 4.2, 172, 6, 0.9)
    cols = [(21, "left"), (31, "left"), (55, "left"), (124, "right"), (126, "left"), (152, "right"),
            (169, "right"), (191, "right")]
    for (x, al), head in zip(cols, ("Pos.", "Artikel", "Beschreibung", "Menge", "ME", "Einzelpreis", "Rabatt %",
                                    "Betrag")):
        c.text(x, y, head, 7.4, B, al)
    y += 6.5
    for k, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 7.8, 60 * MM)
        for (x, al), value in zip(cols, (str(k), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price),
                                         inv.number(line.discount) if line.discount else "",
                                         inv.number(line.amount))):
            c.text(x, y, value, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(55, y, more, 7.8, F)
        c.rule(20, y + 2, 192, 0.2, grey=0.8)
        y += 5.6
    y += 3
    for label, value, strong in totals(inv, "Summe Positionen", "Nettobetrag", "Umsatzsteuer {rate} %",
                                       "Gesamtbetrag EUR"):
        if strong:
            c.rule(130, y - 3.6, 192, 0.6)
        c.text(170, y, label, 8.6, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 4.8
    y += 8
    for text in [inv.statement, f"Zahlungsbedingung: {inv.extra['terms']}. Bitte überweisen Sie den Betrag bis "
                                f"zum {inv.day(inv.due, dfmt)} unter Angabe der Rechnungsnummer.",
                 "Mit freundlichen Grüßen", s.name]:
        for row in rl_wrap(text, F, 8.4, 172 * MM):
            c.text(20, y, row, 8.4, F)
            y += 4
        y += 1.6
    c.rule(20, 272, 192, 0.3, grey=0.6)
    cols3 = [[s.name, s.street, place(inv), s.register],
             [f"Telefon {s.phone}", s.email, f"USt-IdNr. {s.vat}", inv.extra["md"]],
             [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 82, 142), cols3):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.2, text, 6.3, F, grey=0.3)
    return c.bytes()


WRITERS = {"asperion": asperion, "adsolut": adsolut, "obat": obat, "xentral": xentral, "intacct": intacct,
           "kashflow": kashflow, "haufe": haufe}
