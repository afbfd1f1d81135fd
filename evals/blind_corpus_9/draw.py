"""Seven page writers for the ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software other than the earlier corpora's (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- yuki (Typst, DejaVu Sans): a Yuki-style Belgian/Dutch invoice, nl or fr: the supplier's name and address top
  left, the customer right, `Factuur` / `Facture`, the facts as `label  value` rows left (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Uw referentie`, `Klantnummer`), `Omschrijving` / `Aantal` / `Eenheidsprijs` /
  `Btw` / `Bedrag` with `CODE - text` in the description cell, the totals right, a VAT specification left, the
  structured communication.
- syntess (fpdf2, DejaVu Sans Condensed): a Dutch installer's ERP print (Syntess-like): the company name top left,
  `FACTUUR` right, the window address, a grid of framed boxes with the label above the value (`Factuurnummer`,
  `Factuurdatum`, `Debiteurnummer`, `Uw ordernummer` / `Uw bestelbon`, `Project`, `Werkbon(nen)`), a table
  `Artikel` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Korting` / `Bedrag` ruled above and below,
  `Totaal excl. btw`, `Btw verlegd`, `Totaal te betalen`.
- lexware (reportlab canvas, Liberation Sans): a Lexware-style German letter invoice: sender line over the window, a
  right-aligned info block with the labels left of the values (`Rechnungs-Nr.`, `Rechnungsdatum`, `Lieferdatum`,
  `Kunden-Nr.`, `Ihre Bestellung`, `Ansprechpartner`), `Rechnung`, greeting, `Pos.` / `Art.-Nr.` / `Bezeichnung` /
  `Menge` / `Einheit` / `Einzelpreis` / `Rabatt` / `Gesamtpreis`, `Summe Positionen`, `Versandkosten`,
  `Gesamtbetrag netto`, `zzgl. Umsatzsteuer 19 %`, `Gesamtbetrag brutto`, a three-column footer.
- ebp (fpdf2, Liberation Sans): an EBP-style French invoice: the company top left, `FACTURE` framed right, the
  client in a framed box, a header table of framed cells with the labels in the top row (`Date`, `N° facture`,
  `Code client`, `Votre référence`, `Échéance`), a table with vertical rules `Code` / `Désignation` / `Qté` /
  `P.U. HT` / `Rem. %` / `Montant HT` / `TVA`, a VAT base table left (`Code`, `Base HT`, `Taux`, `Montant TVA`), the
  totals right (`Total brut HT`, `Frais de port` or `Remise 3 %`, `Total HT`, `Total TVA`, `Total TTC`, `Net à
  payer`).
- wave (reportlab platypus, DejaVu Sans): a Wave-style English invoice: `INVOICE` and the supplier right, `BILL TO`
  left and a right-aligned `label: value` block (`Invoice Number:`, `P.O./S.O. Number:`, `Invoice Date:`,
  `Payment Due:`, `Amount Due (EUR):`), a coloured header `Items` / `Quantity` / `Price` / `Amount`, the item
  name bold over its description, `Subtotal:`, `VAT 20%:`, `Total:`, `Amount Due (EUR):`, `Notes / Terms`.
- stripe (Typst, Liberation Sans): a Stripe-style invoice: `Invoice` top left, the facts as `label  value` rows
  (`Invoice number`, `Date of issue`, `Date due`, `PO number` as a custom field), the supplier, `Bill to`, the big
  `€5,502.00 due July 11, 2027`, `Description` / `Qty` / `Unit price` / `Amount` with the service period in grey
  under the description, `Subtotal`, `Total excluding tax`, `VAT (0% on €…)`, `Total`, `Amount due`.
- weclapp (reportlab canvas, DejaVu Sans): a weclapp-style invoice, en or de: the sender line and window, the
  title with the number, a row of facts with the label above the value separated by thin rules (`Date` /
  `Customer no.` / `Delivery note` / `Your order` / `Due date` / `Contact`), `Pos.` / `Item` / `Qty` / `Unit` /
  `Unit price` / `Disc.` / `Total` with the item number bold on its own row above the text, `Net total` after
  freight, `VAT 0%`, `Gross total`."""

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
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France", "en": "France"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"en": "Luxembourg", "de": "Luxemburg"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"))


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib"."""
    lib_fonts(pdf, ("", "B"))


def _vat_spaced(vat: str) -> str:
    return vat[:2] + " " + vat[2:]


# --- yuki (Typst, DejaVu Sans) --------------------------------------------------------------------------------------
def yuki(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "no": "Factuurnummer", "date": "Factuurdatum", "due": "Vervaldatum",
          "ref": "Uw referentie", "cust": "Klantnummer", "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Btw",
                                                                  "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw",
          "spec": ("Btw-specificatie", "Grondslag", "Tarief", "Btw"), "vatno": "Btw", "tel": "Tel.",
          "pay": "Gelieve het bedrag van € {gross} vóór {due} over te schrijven op rekening {iban} (BIC {bic}) met "
                 "vermelding van de gestructureerde mededeling {ogm}.",
          "cond": "Onze algemene voorwaarden zijn van toepassing op al onze leveringen."}
         if nl else
         {"title": "Facture", "no": "Numéro de facture", "date": "Date de facture", "due": "Date d'échéance",
          "ref": "Votre référence", "cust": "Numéro client", "cols": ("Description", "Quantité", "Prix unitaire",
                                                                      "TVA", "Montant"),
          "sub": "Sous-total", "net": "Total hors TVA", "vat": "TVA {rate}%", "gross": "Total TVA comprise",
          "spec": ("Détail TVA", "Base", "Taux", "TVA"), "vatno": "TVA", "tel": "Tél.",
          "pay": "Veuillez virer le montant de € {gross} avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ogm}.",
          "cond": "Nos conditions générales de vente s'appliquent à toutes nos livraisons."})
    eur = lambda v, p=2: "€ " + inv.number(v, p)  # noqa: E731
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d-%m-%Y")),
             (w["due"], inv.day(inv.due, "%d-%m-%Y"))]
    if inv.po_printed:
        facts.append((w["ref"], inv.po_printed))
    facts.append((w["cust"], inv.customer_no))
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 24mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.street + ", " + place(inv) + " · " + w["vatno"] + " " + s.vat)}'
        f' \\ {ts(s.register + " · IBAN " + inv.iban + " · BIC " + inv.bic + " · " + w["cond"])}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 70mm),\n'
        f'  [#text(size: 13pt, weight: "bold", fill: rgb("#0b4f6c"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(w["tel"] + " " + s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [#v(14mm) #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}])\n'
        f'#v(10mm)\n#text(size: 17pt, weight: "bold", fill: rgb("#0b4f6c"))[{ts(w["title"])}]\n#v(2mm)\n'
        '#grid(columns: (36mm, auto), row-gutter: 1.7mm,\n'
        + "".join(f'  text(fill: luma(100))[{ts(k)}], text(weight: "bold")[{ts(v)}],\n' for k, v in facts)
        + ')\n#v(7mm)\n')
    rows = []
    for line in inv.lines:
        desc = f"{line.article} - {line.description}" if line.article else line.description
        disc = (f' \\ #text(size: 7.4pt, fill: luma(90))[{ts(("korting " if nl else "remise ") + inv.pct(line.discount) + " %")}]'
                if line.discount else "")
        rows.append(f'  [{ts(desc)}{disc}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(eur(line.price, line.price_places))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 17mm, 26mm, 13mm, 25mm), stroke: (x, y) => (bottom: 0.4pt + luma(200)), '
            'fill: (x, y) => if y == 0 { rgb("#e6eef2") }, inset: (x: 1.6mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    spec = (f'  [#text(weight: "bold")[{ts(w["spec"][0])}] \\ #table(columns: (24mm, 14mm, 22mm), stroke: none, '
            f'inset: (x: 1mm, y: 1.2mm), text(fill: luma(100))[{ts(w["spec"][1])}], text(fill: luma(100))'
            f'[{ts(w["spec"][2])}], text(fill: luma(100))[{ts(w["spec"][3])}], [{ts(eur(inv.net_total))}], '
            f'[{ts(inv.rate() + "%")}], [{ts(eur(inv.vat_amount))}])],\n')
    tot = '  table(columns: (1fr, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.7mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = ', weight: "bold"' if strong else ""
        tot += f'    text(size: 9pt{weight})[{ts(label)}], align(right, text(size: 9pt{weight})[{ts(eur(value))}]),\n'
    src += '#grid(columns: (1fr, 72mm), column-gutter: 10mm,\n' + spec + tot + '  ))\n#v(9mm)\n'
    pay = w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, "%d-%m-%Y"), iban=inv.iban,
                          bic=inv.bic, ogm=inv.payment_ref)
    src += f'#box(stroke: 0.5pt + luma(160), inset: 3mm, width: 100%)[{ts(pay)}]\n'
    if inv.statement:
        src += f'#v(3mm)\n#text(size: 7.8pt)[{ts(inv.statement)}]\n'
    return _typst(src)


# --- syntess (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def syntess(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.5, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(15, 20, s.name, 15, "B")
    f(15, 25.5, f"{s.street} · {place(inv)} · {'België' if be else 'Nederland'}", 8)
    f(15, 29.3, f"T {s.phone} · {s.email}", 8)
    f(195, 20, "FACTUUR", 18, "B", "right")
    pdf.set_draw_color(200, 40, 40)
    pdf.set_line_width(0.8)
    pdf.line(15, 32.5, 195, 32.5)
    pdf.set_draw_color(0, 0, 0)
    f(20, 45, f"{s.name} · {s.street} · {place(inv)}", 6.5)
    for k, text in enumerate([BUYER[0], "t.a.v. crediteurenadministratie", BUYER[1], BUYER[2], "BELGIË"]):
        f(20, 51 + k * 4.5, text, 9.5, "B" if k == 0 else "")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Debiteurnummer", inv.customer_no),
             ("Uw bestelbon" if be else "Uw ordernummer", inv.po_printed or ""),
             ("Project", inv.extra["project"]), ("Werkbon(nen)", inv.extra["werkbon"])]
    pdf.set_line_width(0.2)
    for k, (label, value) in enumerate(facts):
        x, y = 112 + (k % 2) * 41.5, 40 + (k // 2) * 11
        pdf.rect(x, y, 41.5, 11)
        f(x + 1.5, y + 3.4, label, 6.8)
        f(x + 1.5, y + 8.4, value, 8.6 if len(value) < 24 else 7.2, "B" if k < 4 else "")
    f(112, 78, f"Btw-nr. afnemer: {BUYER_VAT}", 7.5)
    f(112, 82, f"Vervaldatum: {inv.day(inv.due, '%d-%m-%Y')}", 7.5)
    cols = [("Artikel", 15, "l"), ("Omschrijving", 39, "l"), ("Aantal", 124, "r"), ("Eenh.", 126, "l"),
            ("Prijs", 153, "r"), ("Korting", 168, "r"), ("Bedrag", 195, "r")]
    y = 93
    pdf.set_line_width(0.5)
    pdf.line(15, y - 4, 195, y - 4)
    for head, x, al in cols:
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    pdf.line(15, y + 2, 195, y + 2)
    y += 7.5
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.5)
        desc = fp_wrap(pdf, line.description, 80)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.5, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(39, y, more, 8.5)
        y += 6
    pdf.set_line_width(0.5)
    pdf.line(15, y - 3, 195, y - 3)
    y += 3
    vat = ("Btw verlegd (medecontractant)" if be else "Btw verlegd") if inv.reverse_charge else "Btw {rate}%"
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal te betalen"):
        f(150, y, label, 9 if strong else 8.5, "B" if strong else "", "right")
        f(195, y, "€ " + inv.number(value), 9 if strong else 8.5, "B" if strong else "", "right")
        y += 5
    y += 5
    pdf.set_font("Cond", "", 7.6)
    for row in fp_wrap(pdf, inv.statement, 180):
        f(15, y, row, 7.6)
        y += 3.5
    y += 4
    pay = (f"Gelieve te betalen vóór {inv.day(inv.due, '%d-%m-%Y')} op {inv.iban} met mededeling {inv.payment_ref}."
           if inv.payment_ref else
           f"Wij verzoeken u het totaalbedrag vóór {inv.day(inv.due, '%d-%m-%Y')} over te maken op {inv.iban} "
           f"o.v.v. het factuurnummer.")
    f(15, y, pay, 8.2)
    pdf.set_draw_color(200, 40, 40)
    pdf.set_line_width(0.4)
    pdf.line(15, 279, 195, 279)
    for k, (head, text) in enumerate([("Adres", f"{s.street}, {place(inv)}"), ("Registratie", s.register),
                                      ("Btw-nummer", s.vat), ("Bank", f"{inv.iban} · {inv.bic}")]):
        f(15 + k * 45, 283, head, 6.5, "B")
        f(15 + k * 45, 286.5, text, 6.5)
    return bytes(pdf.output())


# --- lexware (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def lexware(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    c.text(20, 20, s.name, 14, "LSB")
    c.text(20, 25, f"{s.street} · {place(inv)} · Tel. {s.phone}", 8, "LS", grey=0.35)
    c.text(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.8, "LS", grey=0.3)
    c.rule(20, 48.3, 105, 0.25, 0.5)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "Belgien"]):
        c.text(20, 54 + k * 4.6, text, 10, "LS")
    facts = [("Rechnungs-Nr.", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Lieferdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Kunden-Nr.", inv.customer_no),
             ("Ihre Bestellung", inv.po_printed or ""), ("Ansprechpartner", inv.extra["contact"]),
             ("Ihre USt-IdNr.", BUYER_VAT)]
    for k, (label, value) in enumerate(facts):
        c.text(160, 47 + k * 4.4, label + ":", 8.5, "LS", "right", grey=0.3)
        c.text(192, 47 + k * 4.4, value, 8.5, "LSB" if k == 0 else "LS", "right")
    c.text(20, 94, "Rechnung", 15, "LSB")
    c.text(20, 102, "Sehr geehrte Damen und Herren,", 9.5, "LS")
    c.text(20, 107, "wir erlauben uns, Ihnen folgende Positionen in Rechnung zu stellen:", 9.5, "LS")
    cols = [("Pos.", 20, "l"), ("Art.-Nr.", 29, "l"), ("Bezeichnung", 53, "l"), ("Menge", 128, "r"),
            ("Einheit", 130, "l"), ("Einzelpreis", 160, "r"), ("Rabatt", 173, "r"), ("Gesamtpreis", 192, "r")]
    y = 117
    c.rule(20, y - 4.5, 192, 0.6)
    for head, x, al in cols:
        c.text(x, y, head, 8, "LSB", "right" if al == "r" else "left")
    c.rule(20, y + 1.8, 192, 0.6)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "LS", 8.6, 62 * 2.835)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places) + " €",
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount) + " €"]
        for (head, x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.6, "LS", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            c.text(53, y, more, 8.6, "LS")
        y += 6.5
    c.rule(20, y - 3.5, 192, 0.4)
    y += 2
    vat = "Umsatzsteuer 0 %" if inv.reverse_charge else "zzgl. Umsatzsteuer {rate} %"
    for label, value, strong in totals(inv, "Summe Positionen", "Gesamtbetrag netto", vat, "Gesamtbetrag brutto"):
        c.text(160, y, label, 9, "LSB" if strong else "LS", "right")
        c.text(192, y, inv.number(value) + " €", 9, "LSB" if strong else "LS", "right")
        if strong:
            c.rule(130, y + 1.5, 192, 0.5)
            c.rule(130, y + 2.3, 192, 0.5)
        y += 5.2
    y += 6
    for text in [inv.statement,
                 f"Zahlbar ohne Abzug bis zum {inv.day(inv.due, '%d.%m.%Y')}.",
                 "Vielen Dank für Ihren Auftrag. Mit freundlichen Grüßen", s.name]:
        for row in rl_wrap(text, "LS", 9, 172 * 2.835):
            c.text(20, y, row, 9, "LS")
            y += 4.4
        y += 1.5
    c.rule(20, 274, 192, 0.3, 0.5)
    columns = [[s.name, s.street, place(inv), f"Tel. {s.phone}"],
               [s.email, s.register, "Geschäftsführer: siehe Register", f"USt-IdNr. {s.vat}"],
               ["Bankverbindung", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for k, rows in enumerate(columns):
        for r, text in enumerate(rows):
            c.text(20 + k * 60, 278 + r * 3.3, text, 6.8, "LS", grey=0.3)
    return c.bytes()


# --- ebp (fpdf2, Liberation Sans) -----------------------------------------------------------------------------------
def ebp(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.5, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(12, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv) + (" - Belgique" if be else ""), f"Tél. : {s.phone}",
                              f"E-mail : {s.email}"]):
        f(12, 23.5 + k * 4, text, 8.5)
    pdf.set_line_width(0.4)
    pdf.set_fill_color(225, 232, 240)
    pdf.rect(130, 12, 68, 10, style="DF")
    f(164, 19.2, "FACTURE", 15, "B", "center")
    pdf.set_line_width(0.25)
    pdf.rect(110, 32, 88, 30)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE",
                              f"N° TVA : {BUYER_VAT}"]):
        f(113, 38 + k * 4.3, text, 9 if k == 0 else 8.5, "B" if k == 0 else "")
    heads = [("Date", inv.day(inv.issued, "%d/%m/%Y"), 26), ("N° facture", inv.invoice_no, 30),
             ("Code client", inv.customer_no, 28), ("Votre référence", inv.po_printed or "", 54),
             ("Échéance", inv.day(inv.due, "%d/%m/%Y"), 26), ("Page", "1/1", 22)]
    x, y = 12, 70
    for label, value, width in heads:
        pdf.set_fill_color(225, 232, 240)
        pdf.rect(x, y, width, 5.5, style="DF")
        pdf.rect(x, y + 5.5, width, 6.5)
        f(x + width / 2, y + 4, label, 7.5, "B", "center")
        f(x + width / 2, y + 10, value, 8.5, "", "center")
        x += width
    cols = [("Code", 12, 24, "l"), ("Désignation", 36, 70, "l"), ("Qté", 106, 14, "r"), ("P.U. HT", 120, 20, "r"),
            ("Rem. %", 140, 14, "r"), ("Montant HT", 154, 26, "r"), ("TVA", 180, 18, "c")]
    top, bottom = 88, 196
    pdf.set_fill_color(225, 232, 240)
    pdf.rect(12, top, 186, 6, style="DF")
    pdf.rect(12, top, 186, bottom - top)
    for head, x, width, al in cols:
        if x > 12:
            pdf.line(x, top, x, bottom)
        f(x + width / 2, top + 4.2, head, 8, "B", "center")
    y = top + 11
    vat_code = "2" if not inv.reverse_charge else "0"
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.5)
        desc = fp_wrap(pdf, line.description, 67)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price, line.price_places),
                  inv.number(line.discount, 2) if line.discount else "", inv.number(line.amount), vat_code]
        for (head, x, width, al), value in zip(cols, values):
            if value:
                xx = x + 1.5 if al == "l" else x + width - 1.5 if al == "r" else x + width / 2
                f(xx, y, value, 8.5, "", {"l": "left", "r": "right", "c": "center"}[al])
        for more in desc[1:]:
            y += 4
            f(37.5, y, more, 8.5)
        y += 6
    # the VAT base table (left) and the totals (right)
    y = bottom + 6
    for k, head in enumerate(("Code", "Base HT", "Taux", "Montant TVA")):
        pdf.set_fill_color(225, 232, 240)
        pdf.rect(12 + k * 22, y, 22, 5.5, style="DF")
        pdf.rect(12 + k * 22, y + 5.5, 22, 6)
        f(23 + k * 22, y + 4, head, 7.5, "B", "center")
    for k, value in enumerate((vat_code, inv.number(inv.net_total), inv.pct(inv.vat_rate) + " %",
                               inv.number(inv.vat_amount))):
        f(23 + k * 22, y + 9.8, value, 8.2, "", "center")
    ty = bottom + 4
    vat = "Total TVA" if not inv.reverse_charge else "Total TVA (autoliquidation)"
    rows = totals(inv, "Total brut HT", "Total HT", vat, "Total TTC", always_sub=True)
    for label, value, strong in rows:
        pdf.rect(130, ty, 40, 5.5)
        pdf.rect(170, ty, 28, 5.5)
        f(131.5, ty + 4, label, 8.2, "B" if strong else "")
        f(196.5, ty + 4, inv.number(value), 8.2, "B" if strong else "", "right")
        ty += 5.5
    pdf.set_fill_color(52, 73, 94)
    pdf.rect(130, ty + 2, 68, 7.5, style="DF")
    pdf.set_text_color(255, 255, 255)
    f(131.5, ty + 7.2, "Net à payer", 10, "B")
    f(196.5, ty + 7.2, inv.number(inv.gross_total) + " €", 10, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y = max(ty + 16, y + 20)
    lines = [f"Règlement : virement à 30 jours, soit le {inv.day(inv.due, '%d/%m/%Y')}.",
             f"IBAN : {inv.iban}   BIC : {inv.bic}"]
    if inv.payment_ref:
        lines.append(f"Communication structurée : {inv.payment_ref}")
    else:
        lines.append("Pas d'escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux légal "
                     "majoré et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 C. com.).")
    pdf.set_font("Lib", "", 8)
    for text in lines + ([inv.statement] if inv.statement else []):
        for row in fp_wrap(pdf, text, 184):
            f(12, y, row, 8)
            y += 3.8
        y += 1.2
    foot = ([f"{s.name} - {s.register} - N° TVA : {s.vat}", f"{s.street} - {place(inv)}"] if be else
            [f"{s.name} - SAS au capital de 150 000 € - {s.register} - RCS Arras - APE 2030Z",
             f"N° TVA intracommunautaire : {s.vat} - {s.street} - {place(inv)}"])
    for k, text in enumerate(foot):
        f(105, 284 + k * 3.6, text, 6.8, "", "center")
    return bytes(pdf.output())


# --- wave (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------------
def wave(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 18)
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    grey = _style("wg", 8.4, grey=0.4)
    normal, right = _style("wn", 8.8), _style("wr", 8.8, align=2)
    bold_r = _style("wbr", 8.8, "DVB", align=2)
    country = COUNTRY[s.country]["en"]
    head = Table([["", [Paragraph("INVOICE", _style("wt", 24, align=2, lead=28, grey=0.2)),
                        Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                                  f"{escape(country)}<br/>VAT {escape(s.vat)}<br/><br/>Phone: {escape(s.phone)}<br/>"
                                  f"{escape(s.email)}", _style("ws", 8.4, align=2, lead=11))]]],
                 colWidths=[80 * mm, 98 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                              ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.Color(0.8, 0.8, 0.8))]))
    facts = [("Invoice Number:", inv.invoice_no)]
    if inv.po_printed:
        facts.append(("P.O./S.O. Number:", inv.po_printed))
    facts += [("Invoice Date:", inv.day(inv.issued, "long")), ("Payment Due:", inv.day(inv.due, "long"))]
    block = Table([[Paragraph(f"<b>{escape(k)}</b>", right), Paragraph(escape(v), right)] for k, v in facts]
                  + [[Paragraph("<b>Amount Due (EUR):</b>", right), Paragraph(f"<b>{eur(inv.gross_total)}</b>", right)]],
                  colWidths=[40 * mm, 36 * mm])
    block.setStyle(TableStyle([("BACKGROUND", (0, len(facts)), (-1, len(facts)), colors.Color(0.93, 0.93, 0.93)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    billed = Table([[[Paragraph("BILL TO", grey),
                      Paragraph(f"<b>{escape(BUYER[0])}</b><br/>Accounts Payable<br/>{escape(BUYER[1])}<br/>"
                                f"{escape(BUYER[2])}<br/>Belgium<br/>VAT {BUYER_VAT}", normal)], block]],
                   colWidths=[100 * mm, 78 * mm])
    billed.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    white = lambda text, a: Paragraph(f"<font color='white'><b>{text}</b></font>", _style("wh", 8.8, align=a))  # noqa: E731
    rows = [[white("Items", 0), white("Quantity", 1), white("Price", 2), white("Amount", 2)]]
    for line in inv.lines:
        item = f"<b>{escape(line.description)}</b>"
        if line.detail:
            item += "".join(f"<br/><font color='#555555'>{escape(row)}</font>" for row in line.detail)
        rows.append([Paragraph(item, normal), Paragraph(inv.qty(line), _style("wq", 8.8, align=1)),
                     Paragraph(eur(line.price), right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[104 * mm, 22 * mm, 24 * mm, 28 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.36, 0.6)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 1), (-1, -1), 5),
                               ("BOTTOMPADDING", (0, 1), (-1, -1), 6),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.85, 0.85, 0.85))]))
    vat = "Reverse charge 0%:" if inv.reverse_charge else "VAT {rate}%:"
    trows = [[Paragraph(escape(label + ("" if label.endswith(":") else ":")), bold_r if strong else right),
              Paragraph(escape(eur(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Subtotal", "", vat, "Total", always_sub=True)]
    trows.append([Paragraph("<b>Amount Due (EUR):</b>", _style("wd", 9.5, align=2)),
                  Paragraph(f"<b>{escape(eur(inv.gross_total))}</b>", _style("wdv", 9.5, align=2))])
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -2), (-1, -2), 0.6, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black)]))
    story = [head, Spacer(1, 6 * mm), billed, Spacer(1, 9 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 12 * mm),
             Paragraph("<b>Notes / Terms</b>", normal), Spacer(1, 1.5 * mm)]
    terms = (f"{inv.statement} Payment by bank transfer within 15 days to IBAN {inv.iban} (BIC {inv.bic}), "
             f"quoting invoice number {inv.invoice_no}. {s.register}.")
    story.append(Paragraph(escape(terms), normal))
    doc.build(story)
    del inv.words
    return buffer.getvalue()


# --- stripe (Typst, Liberation Sans) --------------------------------------------------------------------------------
def stripe(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    us = lambda d: d.strftime("%B ") + str(d.day) + d.strftime(", %Y")  # noqa: E731
    facts = [("Invoice number", inv.invoice_no), ("Date of issue", us(inv.issued)), ("Date due", us(inv.due))]
    if inv.po_printed:
        facts.append(("PO number", inv.po_printed))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 20mm), footer: text(size: 7.5pt, '
        f'fill: luma(110))[{ts(inv.invoice_no + " · " + eur(inv.gross_total) + " due " + us(inv.due))} #h(1fr) Page 1 of 1])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#text(size: 18pt, weight: "bold")[Invoice]\n#v(4mm)\n'
        '#grid(columns: (30mm, auto), row-gutter: 1.8mm,\n'
        + "".join(f'  text(weight: "bold")[{ts(k)}], [{ts(v)}],\n' for k, v in facts) + ')\n#v(7mm)\n'
        '#grid(columns: (1fr, 1fr, 1fr), column-gutter: 6mm,\n'
        f'  [#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts("NL VAT " + s.vat)}],\n'
        f'  [#text(weight: "bold")[Bill to] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium \\ '
        f'{ts("accounts.payable@technibouw.be")} \\ {ts("BE VAT " + BUYER_VAT)}],\n  [])\n#v(8mm)\n'
        f'#text(size: 14pt, weight: "bold")[{ts(eur(inv.gross_total) + " due " + us(inv.due))}]\n#v(1mm)\n'
        f'#text(fill: rgb("#635bff"))[Pay online]\n#v(5mm)\n'
        f'#text(fill: luma(60))[{ts("Thank you for your business. Please pay by bank transfer to " + inv.iban + " (BIC " + inv.bic + ").")}]\n'
        '#v(6mm)\n')
    rows = []
    for line in inv.lines:
        detail = "".join(f' \\ #text(size: 8pt, fill: luma(120))[{ts(row)}]' for row in line.detail)
        rows.append(f'  [{ts(line.description)}{detail}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 16mm, 26mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.6pt + luma(120) } '
            'else { 0.3pt + luma(220) }), inset: (x: 0mm, y: 2.4mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(size: 8pt, fill: luma(90))[{ts(h)}]),\n'
                      for k, h in enumerate(("Description", "Qty", "Unit price", "Amount")))
            + "".join(rows) + ')\n#v(2mm)\n')
    vat = (f"VAT (0% on {eur(inv.net_total)}) reverse charge" if inv.reverse_charge
           else f"VAT ({inv.rate()}% on {eur(inv.net_total)})")
    trows = [("Subtotal", inv.subtotal, False), ("Total excluding tax", inv.net_total, False),
             (vat, inv.vat_amount, False), ("Total", inv.gross_total, False), ("Amount due", inv.gross_total, True)]
    src += '#align(right, table(columns: (62mm, 28mm), stroke: (x, y) => (top: 0.3pt + luma(220)), inset: (x: 0mm, y: 2mm),\n'
    for label, value, strong in trows:
        weight = ', weight: "bold"' if strong else ""
        src += f'  text(size: 9pt{weight})[{ts(label)}], align(right, text(size: 9pt{weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(size: 8.4pt, fill: luma(60))[{ts(inv.statement)}]\n#v(2mm)\n'
    src += f'#text(size: 8pt, fill: luma(110))[{ts(s.name + " · " + s.register + " · " + s.street + ", " + place(inv))}]\n'
    return _typst(src)


# --- weclapp (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def weclapp(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "row": ["Datum", "Kundennummer", "Lieferschein", "Ihre Bestellung", "Fällig am",
                                        "Bearbeiter"],
          "cols": ["Pos.", "Artikel / Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Rabatt", "Gesamt"],
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "Umsatzsteuer {rate} %", "gross": "Bruttobetrag",
          "fmt": "%d.%m.%Y", "country": "BELGIEN", "attn": "Kreditorenbuchhaltung",
          "pay": "Zahlbar bis {due} ohne Abzug auf IBAN {iban}, BIC {bic}. Bitte geben Sie die Rechnungsnummer an.",
          "hello": "Sehr geehrte Damen und Herren, wir berechnen Ihnen folgende Leistungen:"}
         if de else
         {"title": "Invoice", "row": ["Date", "Customer no.", "Delivery note", "Your order", "Due date", "Clerk"],
          "cols": ["Pos.", "Item / Description", "Qty", "Unit", "Unit price", "Disc.", "Total"],
          "sub": "Subtotal", "net": "Net total", "vat": "VAT {rate}%", "gross": "Gross total", "fmt": "%d/%m/%Y",
          "country": "BELGIUM", "attn": "Accounts payable",
          "pay": "Payable by {due} without deduction to IBAN {iban}, BIC {bic}. Please quote the invoice number.",
          "hello": "Dear Sir or Madam, thank you for your order. We invoice you as follows:"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    c.text(190, 18, s.name, 12, "DVB", "right")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email]):
        c.text(190, 23 + k * 3.7, text, 7.8, "DV", "right", grey=0.3)
    c.text(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.3, "DV", grey=0.35)
    for k, text in enumerate([BUYER[0], w["attn"], BUYER[1], BUYER[2], w["country"]]):
        c.text(20, 52 + k * 4.4, text, 9.2, "DV")
    c.text(20, 83, f"{w['title']} {inv.invoice_no}", 14, "DVB")
    values = [inv.day(inv.issued, w["fmt"]), inv.customer_no, inv.extra["delivery"], inv.po_printed or "—",
              inv.day(inv.due, w["fmt"]), inv.extra["clerk"]]
    x = 20
    for k, (label, value) in enumerate(zip(w["row"], values)):
        width = 30 if k != 3 else 25
        if k:
            c.c.setLineWidth(0.3)
            c.c.setStrokeGray(0.6)
            c.c.line(x * MM, c.height - 87.5 * MM, x * MM, c.height - 97 * MM)
        c.text(x + (1.5 if k else 0), 91, label, 7, "DV", grey=0.4)
        c.text(x + (1.5 if k else 0), 95.5, value, 8.3, "DV")
        x += width
    c.text(20, 106, w["hello"], 8.8, "DV")
    cols = [(w["cols"][0], 20, "l"), (w["cols"][1], 30, "l"), (w["cols"][2], 127, "r"), (w["cols"][3], 129, "l"),
            (w["cols"][4], 161, "r"), (w["cols"][5], 174, "r"), (w["cols"][6], 192, "r")]
    y = 114
    c.fill(20, y - 4.3, 172, 6.2, 0.92)
    for head, x, al in cols:
        c.text(x, y, head, 7.8, "DVB", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "DV", 8.2, 84 * 2.835)
        c.text(20, y, f"{k + 1}", 8.2, "DV")
        if line.article:
            c.text(30, y, line.article, 8.2, "DVB")
            y += 3.9
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols[1:], values):
            if value:
                c.text(x, y, value, 8.2, "DV", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            c.text(30, y, more, 8.2, "DV")
        y += 3
        c.rule(20, y - 0.6, 192, 0.2, 0.8)
        y += 4.2
    y += 1.5
    vat = w["vat"]
    for label, value, strong in totals(inv, w["sub"], w["net"], vat, w["gross"]):
        c.text(160, y, label, 8.8, "DVB" if strong else "DV", "right")
        c.text(192, y, inv.number(value) + " EUR", 8.8, "DVB" if strong else "DV", "right")
        y += 4.8
    y += 5
    for text in [inv.statement, w["pay"].format(due=inv.day(inv.due, w["fmt"]), iban=inv.iban, bic=inv.bic)]:
        for row in rl_wrap(text, "DV", 8, 172 * 2.835):
            c.text(20, y, row, 8, "DV")
            y += 3.9
        y += 2
    c.rule(20, 276, 192, 0.3, 0.6)
    foot = [s.name, s.register, f"{'USt-IdNr.' if de else 'VAT'} {s.vat}", f"IBAN {inv.iban} · BIC {inv.bic}"]
    c.text(106, 280, " · ".join(foot[:3]), 6.6, "DV", "center", grey=0.35)
    c.text(106, 283.5, foot[3], 6.6, "DV", "center", grey=0.35)
    return c.bytes()


WRITERS = {"yuki": yuki, "syntess": syntess, "lexware": lexware, "ebp": ebp, "wave": wave, "stripe": stripe,
           "weclapp": weclapp}
