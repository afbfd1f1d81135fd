"""Seven page writers for the nineteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, Liberation Sans and Liberation Sans Narrow. Every writer takes
an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- popsy (fpdf2, DejaVu Sans): a Popsy-style Belgian accounting-package invoice, nl or fr: the company top left,
  the customer right, `FACTUUR` / `FACTURE`, a boxed row of facts (`Factuurnr.`, `Datum`, `Klantnr.`,
  `Vervaldag`, `Btw-nr. klant`), a reference line (`Uw referentie`, `Leveringsbon`, `Vertegenwoordiger`), columns
  `Artikel` / `Omschrijving` / `Aantal` / `Eenh.prijs` / `Korting` / `Btw` / `Bedrag`, a VAT recap (`Btw %`,
  `Maatstaf`, `Btw`) left of the totals (`Totaal excl. btw`, `Btw`, `Totaal te betalen`), the structured
  communication.
- factuursturen (Typst, Liberation Sans): a Factuursturen.nl-style Dutch online invoice: the company details top
  right, the customer left, `Factuur`, `Factuurnummer` / `Factuurdatum` / `Vervaldatum` / `Referentie`, columns
  **`Aantal` first**, `Omschrijving`, `Prijs`, `BTW`, `Totaal`, no article numbers, `Totaal excl. BTW`,
  `BTW verlegd`, `Totaal`, the usual sentence asking to pay before the due date quoting the invoice number.
- batappli (reportlab canvas, Liberation Sans Narrow): a Batappli-style French building-trade invoice:
  `FACTURE N° …` with `du …` (or `…, le 8 novembre 2027`), `Chantier`, `Objet`, the customer's order reference,
  lines numbered `1.1`, `1.2`, … under **lot headings with a sub-total per lot**, columns `N°` / `Désignation` /
  `Qté` / `U` / `P.U. HT` / `Total HT`, totals (`Total HT`, `Remise`, `Total net HT`, `TVA`, `Total TTC`,
  `Net à payer`), French thousands with a space (plain, or no-break).
- buroware (fpdf2, Liberation Sans): a Büroware-style German wholesale ERP letter: the sender line and window,
  an info block (`Beleg-Nr.`, `Datum`, `Kunden-Nr.`, `Sachbearbeiter`, `Seite`), `Rechnung` as subject, the order
  and delivery-note lines (`Ihre Bestellung Nr. … vom …`, `Lieferschein Nr. … vom …`), **the article number on
  its own row above the description**, `Menge` / `ME` / `Preis` / **`PE` (prices per 100 pieces)** / `Rabatt %` /
  `Betrag`, totals (`Warenwert`, a charge or a discount, `Nettobetrag`, `USt`, `Rechnungsbetrag EUR`), a Skonto
  sentence, a four-column footer.
- amicron (reportlab platypus, DejaVu Sans Condensed): an Amicron-Faktura-style German small-business invoice: the
  sender line, the address, an info table right (`Rechnungs-Nr.`, `Kunden-Nr.`, `Datum`, `Lieferdatum`,
  `Ihre Bestell-Nr.`), `Rechnung`, columns **`Pos.` / `Menge` / `Einheit` first**, then `Art.-Nr.` /
  `Bezeichnung` / `Einzelpreis` / `Rabatt` / `Gesamtpreis`, totals (`Warenwert`, `Versandkosten`, `Nettobetrag`,
  `MwSt.`, `Endbetrag`), a three-column footer.
- harvest (Typst, DejaVu Sans): a Harvest-style time-tracking invoice, en: `INVOICE`, `From` / `Invoice For`, a fact
  list (`Invoice ID`, `Issue Date`, `Due Date`, `Subject`, `PO Number`), columns `Item Type` (`Service`,
  `Expense`, `Product`) / `Description` / `Quantity` (hours, `46.50`) / `Unit Price` / `Amount`, **no article
  numbers**, totals `Subtotal`, `VAT (21%)` (none when nothing is charged), `Amount Due`;
  **no line labelled net**; notes.
- mkg (reportlab canvas, Liberation Sans): an MKG-style Dutch manufacturing-ERP invoice, nl or en: the company
  right, the customer in the window, `FACTUUR` / `INVOICE` with a fact block (`Factuurnummer`, `Factuurdatum`,
  `Debiteurnummer`, `Uw ordernummer` / `Your reference`, `Ons ordernummer`), **the lines grouped under packing-
  slip headings** (`Pakbon 2709215 d.d. 02-11-2027`), the customer's article number on a row under the
  description, columns `Artikel` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Korting` / `Bedrag`, totals
  (`Subtotaal`, `Vrachtkosten`, `Totaal excl. BTW`, `BTW 0%`, `Totaal EUR`)."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, Line

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland"}, "LU": {"de": "Luxemburg", "fr": "Luxembourg"},
           "IE": {"en": "Ireland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LSI", "LiberationSans-Italic.ttf"), ("LSN", "LiberationSansNarrow-Regular.ttf"),
               ("LSNB", "LiberationSansNarrow-Bold.ttf"))


def _price(inv: Invoice, line: Line) -> str:
    return inv.number(line.price, max(2, line.price_places))


# --- popsy (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def popsy(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Vervaldag", "Btw-nr. klant"),
          "refs": ("Uw referentie", "Leveringsbon", "Vertegenwoordiger"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.prijs", "Korting", "Btw", "Bedrag"),
          "recap": ("Btw-overzicht", "Btw %", "Maatstaf", "Btw"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal te betalen", "vatno": "Btw",
          "pay": "Gelieve het totaalbedrag vóór {due} te storten op {iban} (BIC {bic}) met de gestructureerde "
                 "mededeling {ref}.",
          "terms": "Betalingsvoorwaarden: {terms}. Klachten binnen 8 dagen na ontvangst van de factuur."}
         if nl else
         {"title": "FACTURE", "facts": ("N° facture", "Date", "N° client", "Échéance", "N° TVA client"),
          "refs": ("Votre référence", "Bon de livraison", "Représentant"),
          "cols": ("Article", "Description", "Quantité", "Prix unit.", "Remise", "TVA", "Montant"),
          "recap": ("Récapitulatif TVA", "Taux", "Base", "TVA"),
          "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total à payer", "vatno": "TVA",
          "pay": "Merci de verser le montant total avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "terms": "Conditions de paiement : {terms}. Toute réclamation endéans les 8 jours de la réception."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d/%m/%Y"
    f(18, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(18, 26.5 + k * 3.8, text, 8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2]]):
        f(118, 50 + k * 5, text, 10, "B" if k == 0 else "")
    f(18, 80, w["title"], 15, "B")
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.3)
    xs, ws = (18, 52, 80, 106, 134), (34, 28, 26, 28, 58)
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.customer_no, inv.due.strftime(dfmt), BUYER_VAT)
    for x, width, label, value in zip(xs, ws, w["facts"], values):
        pdf.set_fill_color(230, 230, 230)
        pdf.rect(x, 85, width, 5, style="DF")
        pdf.rect(x, 90, width, 6.2)
        f(x + 1.5, 88.7, label, 7, "B")
        f(x + 1.5, 94.4, value, 8.6)
    refs = [(w["refs"][0], inv.po_printed or ""), (w["refs"][1], inv.extra["delivery"]),
            (w["refs"][2], inv.extra["rep"])]
    y = 102.5
    for k, (label, value) in enumerate(refs):
        f(18, y + k * 4.2, f"{label} :", 8.2)
        f(52, y + k * 4.2, value, 8.2)
    y = 120
    cols = [(19, "l"), (44, "l"), (128, "r"), (148, "r"), (163, "r"), (175, "r"), (191, "r")]
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(18, y - 4.2, 174, 6, style="DF")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 6.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 66)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", _price(inv, line),
                  inv.number(line.discount) + "%" if line.discount else "", inv.rate() + "%",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(44, y, more, 8)
        y += 5.2
    pdf.line(18, y - 2.6, 192, y - 2.6)
    y += 5
    f(18, y, w["recap"][0], 8, "B")
    pdf.rect(18, y + 1.5, 72, 11)
    for x, head in zip((20, 58, 88), w["recap"][1:]):
        f(x, y + 5.5, head, 7.6, "B", "left" if x == 20 else "right")
    for x, value in zip((20, 58, 88), (inv.rate() + "%", inv.number(inv.net_total), inv.number(inv.vat_amount))):
        f(x, y + 10.5, value, 8, "", "left" if x == 20 else "right")
    ty = y + 1
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(118, ty - 4.3, 74, 6.4, style="F")
        f(160, ty, label, 9, "B" if strong else "", "right")
        f(191, ty, inv.number(value) + " EUR", 9, "B" if strong else "", "right")
        ty += 6
    y = max(ty, y + 16) + 8
    pdf.set_font("DejaVu", "", 8)
    for text in (w["pay"].format(due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic, ref=inv.payment_ref),
                 w["terms"].format(terms=inv.extra["terms"])):
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.5
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.name} · {s.street} · {s.postal_code} {s.city} · {w['vatno']} {s.vat} · {s.register}",
      6.6, "", "center")
    f(105, 284.5, f"IBAN {inv.iban} · BIC {inv.bic}", 6.6, "", "center")
    return bytes(pdf.output())


# --- factuursturen (Typst, Liberation Sans) -------------------------------------------------------------------------
def factuursturen(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d-%m-%Y"
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    facts = (("Factuurnummer:", inv.invoice_no), ("Factuurdatum:", inv.issued.strftime(dfmt)),
             ("Vervaldatum:", inv.due.strftime(dfmt)), ("Referentie:", inv.po_printed or ""))
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " | " + s.register + " | BTW " + s.vat + " | IBAN " + inv.iban)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 16pt, weight: "bold", fill: rgb("#1f6fb2"))[{ts(s.name)}]],\n'
        f'  align(right, text(size: 8pt)[{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["nl"])} \\ {ts("T: " + s.phone)} \\ {ts("E: " + s.email)} \\ {ts(s.register)} \\ '
        f'{ts("BTW: " + s.vat)} \\ {ts("IBAN: " + inv.iban)} \\ {ts("BIC: " + inv.bic)}]))\n'
        f'#v(4mm)\n{ts(BUYER[0])} \\ {ts("T.a.v. de crediteurenadministratie")} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE["nl"])} \\ {ts("BTW: " + BUYER_VAT)}\n'
        '#v(12mm)\n#text(size: 20pt, weight: "bold")[Factuur]\n#v(3mm)\n'
        '#grid(columns: (32mm, 60mm), row-gutter: 1.8mm,\n'
        + "".join(f'  text(weight: "bold")[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(inv.qty(line))}], [{ts(line.description)}], align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts("verlegd" if inv.reverse_charge else inv.rate() + "%")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (16mm, 1fr, 24mm, 16mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { none } else '
            '{ 0.3pt + luma(210) }), fill: (x, y) => if y == 0 { rgb("#1f6fb2") }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Aantal", "Omschrijving", "Prijs", "BTW", "Totaal")))
            + "".join(rows) + ')\n#v(4mm)\n')
    rows = [("Totaal excl. BTW", inv.net_total, False),
            ("BTW verlegd" if inv.reverse_charge else f"BTW {inv.rate()}%", inv.vat_amount, False),
            ("Totaal", inv.gross_total, True)]
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(10mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(3mm)\n'
    src += ts(f"Wij verzoeken u vriendelijk het bovenstaande bedrag van {eur(inv.gross_total)} vóór "
              f"{inv.due.strftime(dfmt)} te voldoen op onze bankrekening onder vermelding van het factuurnummer "
              f"{inv.invoice_no}. Voor vragen kunt u contact opnemen per e-mail.") + "\n"
    return _typst(src)


# --- batappli (reportlab canvas, Liberation Sans Narrow) ------------------------------------------------------------
def batappli(inv: Invoice) -> bytes:
    s = inv.supplier
    F, B = "LSN", "LSNB"
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}", s.email, f"N° TVA {s.vat}"]):
        c.text(18, 26 + k * 4, text, 8.6, F)
    c.c.setLineWidth(0.6)
    c.c.roundRect(112 * MM, c.height - 74 * MM, 80 * MM, 32 * MM, 2 * MM)
    c.text(116, 47.5, "CLIENT", 7.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"N° TVA : {BUYER_VAT}"]):
        c.text(116, 53 + k * 4.4, text, 9.4, B if k == 0 else F)
    if inv.extra.get("written"):
        c.text(192, 36, f"{s.city}, le {inv.day(inv.issued, 'long')}", 9, F, "right")
        c.text(18, 86, f"FACTURE N° {inv.invoice_no}", 15, B)
    else:
        c.text(18, 86, f"FACTURE N° {inv.invoice_no} du {inv.issued.strftime('%d/%m/%Y')}", 15, B)
    y = 93
    for label, value in (("Chantier", inv.extra.get("site")), ("Objet", inv.extra["object"]),
                         (inv.extra["ref_label"], inv.po_printed)):
        if value:
            c.text(18, y, f"{label} :", 9, B)
            c.text(18 + pdfmetrics.stringWidth(f"{label} : ", B, 9) / MM, y, value, 9, F)
            y += 4.6
    y += 5
    cols = [(19, "left"), (30, "left"), (138, "right"), (141, "left"), (166, "right"), (191, "right")]
    c.fill(18, y - 4.4, 174, 6.4, 0.25)
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, ("N°", "Désignation", "Qté", "U", "P.U. HT", "Total HT")):
        c.c.setFont(B, 8.6)
        {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    index = 0
    for lot, title, count in inv.extra["lots"]:
        c.text(19, y, str(lot), 9, B)
        c.text(30, y, title.upper(), 9, B)
        y += 5.4
        amount = Decimal("0.00")
        for k in range(count):
            line = inv.lines[index]
            index += 1
            amount += line.amount
            desc = rl_wrap(line.description, F, 9, 104 * MM)
            for (x, al), value in zip(cols, (f"{lot}.{k + 1}", desc[0], inv.qty(line), line.unit,
                                             inv.number(line.price), inv.number(line.amount))):
                c.text(x, y, value, 9, F, al)
            for more in desc[1:]:
                y += 4
                c.text(30, y, more, 9, F)
            y += 5.4
        if len(inv.extra["lots"]) > 1:
            c.text(166, y - 0.6, f"Sous-total {lot}", 8.8, B, "right")
            c.text(191, y - 0.6, inv.number(amount), 8.8, B, "right")
            y += 6.4
    c.rule(18, y - 3, 192, 0.5)
    y += 4
    tot = totals(inv, "Total brut HT", "Total net HT" if inv.adjustments else "Total HT", "TVA {rate} %",
                 "Total TTC")
    if inv.supplier.country == "BE" and inv.reverse_charge:
        tot = [(("TVA autoliquidation (cocontractant)" if lab.startswith("TVA") else lab), v, st)
               for lab, v, st in tot]
    tot.append(("NET À PAYER", inv.gross_total, True))
    c.c.setLineWidth(0.5)
    c.c.rect(118 * MM, c.height - (y - 4.6 + len(tot) * 5.6) * MM, 74 * MM, len(tot) * 5.6 * MM)
    for label, value, strong in tot:
        c.text(164, y, label, 9, B if strong and label.startswith("NET") else F, "right")
        c.text(190, y, eur(value), 9, B if strong and label.startswith("NET") else F, "right")
        y += 5.6
    y += 8
    texts = [inv.statement, f"Conditions de règlement : à 30 jours, soit au plus tard le "
                            f"{inv.due.strftime('%d/%m/%Y')}, par virement sur le compte IBAN {inv.iban} - BIC "
                            f"{inv.bic}" + (f", communication {inv.payment_ref}." if inv.payment_ref else ".")]
    if s.country == "FR":
        texts.append("En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal et une "
                     "indemnité forfaitaire de 40 € pour frais de recouvrement seront exigibles. Pas d'escompte en "
                     "cas de paiement anticipé.")
    for text in texts:
        for row in rl_wrap(text, F, 8.8, 174 * MM):
            c.text(18, y, row, 8.8, F)
            y += 4
        y += 1.8
    c.text(105, 282, f"{s.name} - {s.register} - N° TVA {s.vat}", 7.4, F, "center", grey=0.35)
    c.text(192, 287, "Page 1/1", 7.4, F, "right", grey=0.35)
    return c.bytes()


# --- buroware (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def buroware(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    dfmt = "%d.%m.%Y"
    f(192, 20, s.name, 13, "B", "right")
    f(192, 25, f"{s.street} · {place(inv)}", 8, "", "right")
    f(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.5)
    pdf.set_line_width(0.2)
    pdf.line(25, 49.2, 100, 49.2)
    for k, text in enumerate([BUYER[0], "Einkauf / Kreditoren", BUYER[1], BUYER[2], "BELGIEN"]):
        f(25, 55 + k * 4.5, text, 10)
    info = (("Beleg-Nr.", inv.invoice_no), ("Datum", inv.issued.strftime(dfmt)),
            ("Kunden-Nr.", inv.customer_no), ("Ihre USt-IdNr.", BUYER_VAT),
            ("Sachbearbeiter", inv.extra["clerk"]), ("Telefon", s.phone), ("Seite", "1 von 1"))
    for k, (label, value) in enumerate(info):
        f(128, 52 + k * 4.2, label, 8)
        f(160, 52 + k * 4.2, value, 8)
    f(25, 95, "Rechnung", 14, "B")
    lines = []
    if inv.po_printed:
        lines.append(f"Ihre Bestellung Nr. {inv.po_printed}")
    number, when = inv.extra["delivery"]
    lines.append(f"Lieferschein Nr. {number} vom {when}")
    for k, text in enumerate(lines):
        f(25, 102 + k * 4.4, text, 9)
    y = 102 + len(lines) * 4.4 + 6
    cols = [(25, "l"), (34, "l"), (128, "r"), (130, "l"), (152, "r"), (160, "r"), (174, "r"), (192, "r")]
    heads = ("Pos.", "Artikel-Nr. / Bezeichnung", "Menge", "ME", "Preis €", "PE", "Rabatt %", "Betrag €")
    for (x, al), head in zip(cols, heads):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_line_width(0.4)
    pdf.line(25, y + 1.8, 192, y + 1.8)
    y += 6.6
    for k, line in enumerate(inv.lines):
        per = 100 if line.price_places > 2 else 1
        values = [str(k + 1), line.article or "", inv.qty(line), line.unit, inv.number(line.price * per),
                  str(per), inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.6, "B" if x == 34 else "", "right" if al == "r" else "left")
        pdf.set_font("Lib", "", 8.6)
        for more in fp_wrap(pdf, line.description, 88):
            y += 3.9
            f(34, y, more, 8.6)
        y += 5.6
    pdf.set_line_width(0.2)
    pdf.line(25, y - 2.4, 192, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "USt {rate} %", "Rechnungsbetrag EUR"):
        f(168, y, label, 9, "B" if strong else "", "right")
        f(192, y, inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.line(138, y - 4, 192, y - 4)
            pdf.line(138, y + 1.4, 192, y + 1.4)
        y += 4.8
    y += 6
    pdf.set_font("Lib", "", 8.6)
    skonto = inv.extra.get("skonto")
    if skonto:
        until, pct = skonto
        cut = (inv.gross_total * pct / 100).quantize(Decimal("0.01"))
        pay = (f"Zahlbar bis {until} abzüglich {inv.pct(pct)} % Skonto ({inv.number(cut)} EUR) = "
               f"{inv.number(inv.gross_total - cut)} EUR oder bis {inv.due.strftime(dfmt)} ohne Abzug.")
    else:
        pay = f"Zahlbar bis {inv.due.strftime(dfmt)} ohne Abzug."
    for text in (inv.statement, pay, "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum."):
        for row in fp_wrap(pdf, text, 167):
            f(25, y, row, 8.6)
            y += 4
        y += 1.4
    pdf.line(25, 272, 192, 272)
    country = COUNTRY[s.country]["de"]
    cols4 = [[s.name, s.street, f"{place(inv)}, {country}"], [f"Tel. {s.phone}", s.email, f"USt-IdNr. {s.vat}"],
             [s.register, "Geschäftsführer: " + ("M. Schulte" if s.country == "DE" else "P. Wagner")],
             [f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((25, 72, 112, 152), cols4):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.4)
    return bytes(pdf.output())


# --- amicron (reportlab platypus, DejaVu Sans Condensed) ------------------------------------------------------------
def amicron(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 16, 26)
    del inv.words
    normal, right = _style("amn", 8.4, "DVC"), _style("amr", 8.4, "DVC", align=2)
    bold, bold_r = _style("amb", 8.4, "DVCB"), _style("ambr", 8.4, "DVCB", align=2)
    small = _style("ams", 6.6, "DVC", grey=0.3)
    dfmt = "%d.%m.%Y"
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b>", _style("amt", 14, "DVCB")),
                   Paragraph(f"{escape(s.street)}<br/>{escape(place(inv))}<br/>Tel. {escape(s.phone)}<br/>"
                             f"{escape(s.email)}", _style("amh", 8, "DVC", align=2, lead=10))]],
                 colWidths=[110 * mm, 68 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    address = Paragraph(f"<font size=6.4 color='#555555'>{escape(s.name)} - {escape(s.street)} - "
                        f"{escape(place(inv))}</font><br/><br/>" + "<br/>".join(
                            escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "Belgien")),
                        _style("ama", 9.6, "DVC", lead=12.6))
    facts = [("Rechnungs-Nr.", inv.invoice_no), ("Kunden-Nr.", inv.customer_no),
             ("Datum", inv.issued.strftime(dfmt)), ("Lieferdatum", inv.issued.strftime(dfmt)),
             ("Ihre Bestell-Nr.", inv.po_printed or ""), ("Ihre USt-IdNr.", BUYER_VAT)]
    info = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), bold_r)] for k, v in facts if v],
                 colWidths=[30 * mm, 36 * mm])
    info.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    top = Table([[address, info]], colWidths=[112 * mm, 66 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k in (1, 5, 6, 7) else bold)
             for k, h in enumerate(("Pos.", "Menge", "Einheit", "Art.-Nr.", "Bezeichnung", "Einzelpreis", "Rabatt",
                                    "Gesamtpreis"))]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(inv.qty(line), right), Paragraph(line.unit, normal),
                     Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.number(line.price) + " €", right),
                     Paragraph(inv.pct(line.discount) + " %" if line.discount else "", right),
                     Paragraph(inv.number(line.amount) + " €", right)])
    table = Table(rows, colWidths=[9 * mm, 13 * mm, 12 * mm, 25 * mm, 63 * mm, 20 * mm, 13 * mm, 23 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.2, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " €"), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "zzgl. {rate} % MwSt.",
                                                "Endbetrag")]
    tot = Table(trows, colWidths=[46 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [head, Spacer(1, 14 * mm), top, Spacer(1, 10 * mm),
             Paragraph("<b>Rechnung</b>", _style("amti", 13, "DVCB", lead=16)), Spacer(1, 2 * mm),
             Paragraph("Wir erlauben uns, Ihnen folgende Lieferung in Rechnung zu stellen:", normal),
             Spacer(1, 4 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, f"Zahlungsbedingung: {inv.extra['terms']}, zahlbar bis "
                                f"{inv.due.strftime(dfmt)} ohne Abzug.",
                 "Vielen Dank für Ihren Auftrag!"):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.3)
        cols3 = [[s.name, s.street, place(inv)], [s.register, "Geschäftsführerin: A. Lüders", f"USt-IdNr. {s.vat}"],
                 ["Kreissparkasse", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
        for x, col in zip((16, 80, 140), cols3):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (18 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- harvest (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def harvest(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = inv.extra["date"]
    sym = lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v))  # noqa: E731
    facts = (("Invoice ID", inv.invoice_no), ("Issue Date", inv.issued.strftime(dfmt)),
             ("Due Date", f"{inv.due.strftime(dfmt)} ({inv.extra['terms']})"), ("Subject", inv.extra["subject"]),
             ("PO Number", inv.po_printed or ""))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 20mm), footer: align(right, text(size: 7pt, '
        'fill: luma(140))[Page 1 of 1]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  text(size: 15pt, weight: "bold")[{ts(s.name)}],\n'
        '  text(size: 20pt, fill: luma(110))[INVOICE])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(fill: luma(110))[From] \\ #text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(COUNTRY[s.country]["en"])} \\ {ts("VAT " + s.vat)}],\n'
        f'  [#text(fill: luma(110))[Invoice For] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE["en"])} \\ {ts("VAT " + BUYER_VAT)}])\n#v(6mm)\n'
        '#grid(columns: (28mm, 1fr), row-gutter: 2mm,\n'
        + "".join(f'  text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.unit)}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (22mm, 1fr, 20mm, 24mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } else '
            '{ 0.3pt + luma(215) }), inset: (x: 1.4mm, y: 2.4mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Item Type", "Description", "Quantity", "Unit Price", "Amount")))
            + "".join(rows) + ')\n#v(3mm)\n')
    rows = [("Subtotal", inv.subtotal, False)] + [(label, amount, False) for label, amount in
                                                  inv.adjustment_amounts()]
    if inv.vat_rate:
        rows.append((f"VAT ({inv.rate()}%)", inv.vat_amount, False))
    rows.append(("Amount Due", inv.gross_total, True))
    src += '#align(right, table(columns: (36mm, 30mm), stroke: none, inset: (x: 1.4mm, y: 1.8mm),\n'
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 11pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(sym(value))}]),\n'
    src += '))\n#v(10mm)\n#text(weight: "bold")[Notes]\n\n'
    notes = ([inv.statement] if inv.statement else []) + [
        f"Please pay by bank transfer to {s.name}, IBAN {inv.iban}, BIC {inv.bic}"
        + (f", with the structured reference {inv.payment_ref}." if inv.payment_ref else
           f", quoting invoice {inv.invoice_no}."),
        f"{s.name} - {s.register} - {s.email} - {s.phone}"]
    src += "\n\n".join(ts(n) for n in notes) + "\n"
    return _typst(src)


# --- mkg (reportlab canvas, Liberation Sans) ------------------------------------------------------------------------
def mkg(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer",
                                        "Uw ordernummer", "Ons ordernummer"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag"),
          "slip": "Pakbon {no} d.d. {date}", "sub": "Subtotaal", "net": "Totaal excl. BTW", "vat": "BTW {rate}%",
          "gross": "Totaal EUR", "vatno": "BTW-nummer", "yourvat": "Uw BTW-nummer",
          "pay": "Betaling binnen {terms} op {iban} (BIC {bic}) onder vermelding van factuurnummer {no}.",
          "cond": "Op al onze leveringen zijn de Algemene Voorwaarden van de branchevereniging van toepassing, "
                  "gedeponeerd bij de Kamer van Koophandel."}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number",
                                        "Your reference", "Our order number"),
          "cols": ("Item", "Description", "Quantity", "Unit", "Price", "Discount", "Amount"),
          "slip": "Packing slip {no} dated {date}", "sub": "Subtotal", "net": "Total excl. VAT",
          "vat": "VAT {rate}%", "gross": "Total EUR", "vatno": "VAT number", "yourvat": "Your VAT number",
          "pay": "Payment within {terms} to {iban} (BIC {bic}), quoting invoice number {no}.",
          "cond": "All deliveries are subject to our general terms of delivery, filed with the Chamber of "
                  "Commerce."})
    F, B, I = "LS", "LSB", "LSI"
    dfmt = "%d-%m-%Y"
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    c.text(192, 18, s.name, 12.5, B, "right")
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country][inv.language]}", f"T {s.phone}",
                              s.email]):
        c.text(192, 23.5 + k * 3.7, text, 7.8, F, "right")
    c.text(22, 47, f"{s.name}, {s.street}, {place(inv)}", 6.4, F, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(22, 53 + k * 4.6, text, 10, F)
    c.text(22, 86, w["title"], 16, B)
    yours = inv.po_printed or inv.extra.get("yours") or ""
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.customer_no, yours,
              inv.extra["ours"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        x, y = (22, 93 + k * 4.4) if k < 3 else (112, 93 + (k - 3) * 4.4)
        c.text(x, y, label, 8.4, F, grey=0.3)
        c.text(x + 32, y, value, 8.4, B if k == 0 else F)
    c.text(22, 108.5, f"{w['yourvat']}: {BUYER_VAT}", 8.4, F)
    y = 119
    cols = [(22, "left"), (48, "left"), (136, "right"), (138, "left"), (160, "right"), (174, "right"),
            (192, "right")]
    c.rule(22, y - 4, 192, 0.8)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    c.rule(22, y + 1.8, 192, 0.4)
    y += 7
    index = 0
    for number, when, count in inv.extra["slips"]:
        c.text(22, y, w["slip"].format(no=number, date=when), 8.4, B)
        y += 5
        for _ in range(count):
            line = inv.lines[index]
            index += 1
            desc = rl_wrap(line.description, F, 8.4, 64 * MM)
            values = [line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line),
                      inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
            for (x, al), value in zip(cols, values):
                c.text(x, y, value, 8.4, F, al)
            for more in desc[1:] + list(line.detail):
                y += 3.8
                c.text(48, y, more, 8.4 if more in desc else 7.6, F if more in desc else I,
                       grey=0 if more in desc else 0.3)
            y += 5
        y += 1.5
    c.rule(22, y - 3, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(170, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.8, B if strong else F, "right")
        if strong:
            c.rule(140, y - 4, 192, 0.6)
        y += 4.8
    y += 8
    texts = [inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic,
                                           no=inv.invoice_no)]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 170 * MM):
            c.text(22, y, row, 8.4, F)
            y += 4
        y += 1.6
    for k, row in enumerate(rl_wrap(w["cond"], F, 6.8, 170 * MM)):
        c.text(22, 272 + k * 3.2, row, 6.8, F, grey=0.35)
    c.rule(22, 279, 192, 0.3, grey=0.5)
    c.text(22, 283, f"{s.register}   {w['vatno']} {s.vat}   IBAN {inv.iban}   BIC {inv.bic}", 6.8, F, grey=0.3)
    c.text(192, 283, "1/1", 6.8, F, "right", grey=0.3)
    return c.bytes()


WRITERS = {"popsy": popsy, "factuursturen": factuursturen, "batappli": batappli, "buroware": buroware,
           "amicron": amicron, "harvest": harvest, "mkg": mkg}
