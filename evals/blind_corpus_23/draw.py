"""Seven page writers for the twenty-third blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Serif, Liberation Sans and Liberation Sans Narrow. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- exactacc (reportlab canvas, DejaVu Sans): an Exact Online for Accountants-style print, nl or fr: the company
  name top left, the customer in the window, `Factuur` / `Facture`, a label/value block (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Debiteur`, `Uw referentie`), an `Omschrijving` line, columns `Artikel` /
  `Omschrijving` / `Aantal` / `Prijs` / `Bedrag`, totals `Totaal excl. btw`, `Btw`, `Totaal incl. btw`, a
  centred footer.
- winfakt (fpdf2, Liberation Sans): a Winfakt-style Belgian invoice, nl: the company left, the customer framed
  right, `FACTUUR` with a row of framed facts, columns `Artikel` / `Omschrijving` / `Aantal` / `Eenheidsprijs` /
  `Korting` / `Btw` / `Totaal`, a VAT recap table left of the totals, the structured communication.
- mollie (Typst, DejaVu Sans): a Mollie-invoicing-style clean invoice, nl or fr: the company top left, the
  number and dates in a small grid, no article column, `Omschrijving` / `Aantal` / `Prijs` / `Totaal`,
  `Subtotaal`, `Btw`, `Totaal`, a pay-by line.
- lightspeed (reportlab canvas, Liberation Sans Narrow): a Lightspeed Retail-style shop invoice, fr or de: the
  shop's header centred, the register, cashier and time, barcodes as article numbers, columns `Article` /
  `Description` / `Qté` / `Prix` / `Total`, `Total HTVA`, `TVA`, `Total TVAC`, the payment method.
- shopify (fpdf2, DejaVu Sans): a Shopify B2B order invoice, de or en: the shop name, `Rechnung` / `Invoice`,
  the order name `#1287`, the company location, `PO number`, the line items with the SKU under the title,
  `Zwischensumme` / `Subtotal`, `Versand` / `Shipping`, `Nettobetrag` / `Total excl. VAT`, `Steuern` / `Taxes`, `Gesamt` / `Total`.
- invoicexpress (Typst, Liberation Sans): an InvoiceXpress-style Portuguese invoice in English: `Invoice`
  `FT 2027/318`, ISO dates, the ATCUD code, columns `Code` / `Description` / `Qty` / `Unit` / `Unit price` /
  `Disc.` / `VAT` / `Total`, a tax summary (`Incidence`, `Value`), `Total (EUR)`.
- pastel (reportlab platypus, DejaVu Serif): a Sage 50 Pastel-style `TAX INVOICE`: a boxed header with
  `Document No.`, `Date` `08/12/2027`, `Customer Ref.`, `Order No.`, `Sales Code`, columns `Code` /
  `Description` / `Quantity` / `Excl. Price` / `Disc %` / `VAT %` / `Exclusive Total` / `Inclusive Total`,
  totals `Total Discount`, `Total Exclusive`, `Total VAT`, `Sub Total`, `Grand Total`."""

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

from invoices import D, Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"}, "PT": {"en": "Portugal"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"fr": "Luxembourg"}, "IE": {"en": "Ireland"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", f"{LIBERATION}/LiberationSans-Regular.ttf"), ("LSB", f"{LIBERATION}/LiberationSans-Bold.ttf"),
               ("LN", f"{LIBERATION}/LiberationSansNarrow-Regular.ttf"),
               ("LNB", f"{LIBERATION}/LiberationSansNarrow-Bold.ttf"), ("DS", f"{FONTS}/DejaVuSerif.ttf"),
               ("DSB", f"{FONTS}/DejaVuSerif-Bold.ttf"))


def _lib(pdf) -> None:
    lib_fonts(pdf, ("", "B"))


# --- exactacc (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def exactacc(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteur", "Uw referentie",
                                        "Leverdatum"),
          "desc": "Omschrijving", "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw-nummer",
          "pay": "Gelieve het totaalbedrag vóór {due} over te maken op {iban} (BIC {bic}) onder vermelding van "
                 "factuurnummer {no}. Betalingsconditie: {terms}."}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Client",
                                        "Votre référence", "Date de livraison"),
          "desc": "Description", "cols": ("Article", "Description", "Quantité", "Unité", "Prix", "Montant"),
          "net": "Total HT", "vat": "TVA {rate}%", "gross": "Total TTC", "vatno": "N° TVA",
          "pay": "Merci de régler le montant total avant le {due} sur le compte {iban} (BIC {bic}) en mentionnant "
                 "le numéro de facture {no}. Conditions de paiement : {terms}."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    dfmt = "%d-%m-%Y"
    c.text(20, 20, s.name, 14, B)
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country][inv.language]}", s.phone, s.email]):
        c.text(192, 16 + k * 4, text, 8, F, "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(20, 52 + k * 4.6, text, 9.6, F)
    c.text(20, 88, w["title"], 16, B)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.po_printed or "", inv.extra["delivery"])
    y = 96
    for label, value in zip(w["facts"], values):
        if value:
            c.text(20, y, label, 8.4, F, grey=0.35)
            c.text(58, y, value, 8.4, F)
            y += 4.4
    y += 3
    c.text(20, y, f"{w['desc']}: {inv.extra['desc']}", 8.6, F)
    y += 8
    c.fill(20, y - 4.2, 172, 6.2, 0.9)
    cols = [(21, "left"), (40, "left"), (140, "right"), (142, "left"), (166, "right"), (191, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 84 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(40, y, more, 8.4, F)
        y += 5.4
    c.rule(20, y - 2, 192, 0.5)
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(191, y, "€ " + inv.number(value), 8.8, B if strong else F, "right")
        y += 5
    y += 8
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic,
                                                no=inv.invoice_no, terms=inv.extra["terms"])):
        for row in rl_wrap(text, F, 8, 172 * MM):
            c.text(20, y, row, 8, F)
            y += 3.9
        y += 2
    c.rule(20, 278, 192, 0.3, grey=0.6)
    c.text(106, 282, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.4, F,
           "center", grey=0.35)
    return c.bytes()


# --- winfakt (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def winfakt(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(15, 18, s.name, 14, "B")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"BTW {s.vat}", s.register]):
        f(15, 24 + k * 3.9, text, 8)
    pdf.set_line_width(0.3)
    pdf.rect(112, 40, 83, 28)
    for k, text in enumerate([BUYER[0], "Dienst boekhouding", BUYER[1], BUYER[2], f"BTW {BUYER_VAT}"]):
        f(116, 46 + k * 4.5, text, 9.4, "B" if k == 0 else "")
    f(15, 82, "FACTUUR", 18, "B")
    dfmt = "%d/%m/%Y"
    facts = (("Factuurnr.", inv.invoice_no), ("Datum", inv.day(inv.issued, dfmt)), ("Klantnr.", inv.customer_no),
             ("Vervaldatum", inv.day(inv.due, dfmt)), (inv.extra["po_label"], inv.po_printed or ""))
    x, widths = 15, (32, 28, 24, 30, 66)
    for (label, value), wd in zip(facts, widths):
        pdf.rect(x, 87, wd, 11)
        f(x + 1.5, 91, label, 7)
        f(x + 1.5, 96, value, 9, "B")
        x += wd
    y = 106
    if inv.extra.get("site"):
        f(15, y, inv.extra["site"], 8.6, "B")
        y += 6
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, y - 4.4, 180, 6.2, style="F")
    arts = any(line.article for line in inv.lines)
    disc = any(line.discount for line in inv.lines)
    cols = [(16, "l", "Artikel"), (42 if arts else 16, "l", "Omschrijving"), (126, "r", "Aantal"),
            (147, "r", "Eenheidsprijs"), (160, "r", "Korting"), (170, "r", "Btw"), (194, "r", "Totaal")]
    cols = [c for c in cols if (c[2] != "Artikel" or arts) and (c[2] != "Korting" or disc)]
    for x, al, head in cols:
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 80 if arts else 100)
        values = {"Artikel": line.article or "", "Omschrijving": desc[0],
                  "Aantal": f"{inv.qty(line)} {line.unit}".strip(), "Eenheidsprijs": inv.number(line.price),
                  "Korting": inv.pct(line.discount) + "%" if line.discount else "",
                  "Btw": inv.rate() + "%" if inv.vat_rate else "VC", "Totaal": inv.number(line.amount)}
        for x, al, head in cols:
            f(x, y, values[head], 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(cols[1][0] if arts else 16, y, more, 8.6)
        y += 5.2
    pdf.line(15, y - 2, 195, y - 2)
    y += 5
    # VAT recap left, totals right
    f(15, y, "Btw-code", 7.6, "B")
    f(45, y, "Basis", 7.6, "B", "right")
    f(60, y, "Btw %", 7.6, "B", "right")
    f(82, y, "Btw-bedrag", 7.6, "B", "right")
    f(15, y + 4.4, "VC" if not inv.vat_rate else f"{inv.rate()}%", 8.2)
    f(45, y + 4.4, inv.number(inv.net_total), 8.2, "", "right")
    f(60, y + 4.4, inv.rate(), 8.2, "", "right")
    f(82, y + 4.4, inv.number(inv.vat_amount), 8.2, "", "right")
    for label, value, strong in totals(inv, "", "Totaal excl. btw", "Btw {rate}%", "Totaal incl. btw"):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(194, y, "€ " + inv.number(value), 9, "B" if strong else "", "right")
        y += 5.2
    f(165, y + 2, "Te betalen", 10, "B", "right")
    f(194, y + 2, "€ " + inv.number(inv.gross_total), 10, "B", "right")
    y += 14
    pdf.set_font("Lib", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Gelieve te betalen vóór {inv.day(inv.due, dfmt)} op rekening {inv.iban} - BIC {inv.bic}",
        f"met vermelding van {inv.payment_ref}"]
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.2, "B" if text.startswith("met") else "")
            y += 4
        y += 1
    f(105, 286, f"{s.name} - {s.street} - {place(inv)} - BTW {s.vat} - {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- mollie (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def mollie(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Referentie"),
          "to": "Factuur aan", "cols": ("Omschrijving", "Aantal", "Prijs", "Totaal"), "sub": "Subtotaal",
          "vat": "Btw {rate}%", "gross": "Totaal", "pay": "Betaal {amount} vóór {due} op {iban} t.n.v. {name} "
                                                          "o.v.v. {no}.", "vatno": "Btw-nr."}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Référence"),
          "to": "Facturé à", "cols": ("Description", "Quantité", "Prix", "Total"), "sub": "Sous-total",
          "vat": "TVA {rate} %", "gross": "Total", "pay": "Veuillez payer {amount} avant le {due} sur {iban} au nom "
                                                          "de {name} en mentionnant {no}.", "vatno": "N° TVA"})
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + "\u00a0€")
    values = (inv.invoice_no, inv.day(inv.issued, "long"), inv.day(inv.due, "long"), inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 20mm, bottom: 24mm), footer: [#set text(size: 7pt, fill: '
        f'luma(120))\n{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · " + s.email)}])\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)}\n#v(10mm)\n'
        f'#text(size: 22pt, weight: "bold")[{ts(w["title"])}]\n#v(4mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  [#text(fill: luma(120))[{ts(w["to"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  grid(columns: (auto, 1fr), column-gutter: 5mm, row-gutter: 2mm,\n'
        + "".join(f'    text(fill: luma(120))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(10mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                   f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n'
                   for line in inv.lines)
    src += ('#table(columns: (1fr, 20mm, 28mm, 28mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } else '
            '{ 0.3pt + luma(220) }), inset: (x: 0mm, y: 2.6mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 0mm, y: 1.8mm),\n'
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'{ts(inv.statement)}\n#v(3mm)\n'
    src += ts(w["pay"].format(amount=eur(inv.gross_total), due=inv.day(inv.due, "long"), iban=inv.iban,
                              name=s.name, no=inv.invoice_no)) + "\n"
    return _typst(src)


# --- lightspeed (reportlab canvas, Liberation Sans Narrow) ----------------------------------------------------------
def lightspeed(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "Facture n°", "date": "Date", "client": "Client", "cols": ("Article",
          "Description", "Qté", "Prix unit.", "Total"), "net": "Total HTVA", "vat": "TVA {rate}%",
          "gross": "Total TVAC", "due": "Échéance", "pay": "Mode de paiement : virement bancaire",
          "bank": "À verser sur {iban} - BIC {bic} avant le {due}, avec la référence {no}.",
          "staff": "Vendeur", "vatno": "TVA", "thanks": "Merci pour votre confiance !"}
         if fr else
         {"title": "RECHNUNG", "no": "Rechnung Nr.", "date": "Datum", "client": "Kunde", "cols": ("Artikel",
          "Beschreibung", "Menge", "Stückpreis", "Gesamt"), "net": "Gesamt exkl. MwSt.", "vat": "MwSt. {rate}%",
          "gross": "Gesamt inkl. MwSt.", "due": "Fällig am", "pay": "Zahlungsart: Überweisung",
          "bank": "Bitte überweisen Sie auf {iban} - BIC {bic} bis zum {due}, Verwendungszweck {no}.",
          "staff": "Verkäufer", "vatno": "MwSt.-Nr.", "thanks": "Vielen Dank für Ihren Einkauf!"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LN", "LNB"
    eur = (lambda v: "€" + inv.number(v)) if fr else (lambda v: inv.number(v) + " €")
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    c.text(105, 18, s.name, 15, B, "center")
    c.text(105, 24, f"{s.street}, {place(inv)}", 9, F, "center")
    c.text(105, 28.5, f"Tél. {s.phone} · {s.email}" if fr else f"Tel. {s.phone} · {s.email}", 9, F, "center")
    c.text(105, 33, f"{w['vatno']} {s.vat} · {s.register}", 9, F, "center")
    c.rule(20, 38, 190, 0.6)
    c.text(20, 47, w["title"], 16, B)
    facts = ((w["no"], inv.invoice_no), (w["date"], f"{inv.day(inv.issued, dfmt)} {inv.extra['time']}"),
             (w["due"], inv.day(inv.due, dfmt)), (w["staff"], f"{inv.extra['cashier']} ({inv.extra['register']})"),
             (w["client"], inv.customer_no), (inv.extra["po_label"], inv.po_printed or ""))
    y = 54
    for label, value in facts:
        c.text(20, y, label, 9.4, F, grey=0.3)
        c.text(52, y, value, 9.4, B if label == w["no"] else F)
        y += 4.6
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 54 + k * 4.6, text, 10, B if k == 0 else F)
    y += 6
    cols = [(20, "left"), (46, "left"), (142, "right"), (166, "right"), (190, "right")]
    c.rule(20, y - 4.4, 190, 0.6)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 9, B, al)
    c.rule(20, y + 1.8, 190, 0.6)
    y += 6.6
    for line in inv.lines:
        for (x, al), value in zip(cols, (line.article, line.description, inv.qty(line), eur(line.price),
                                         eur(line.amount))):
            c.text(x, y, value, 9.4, F, al)
        y += 5
    c.rule(20, y - 2, 190, 0.3, grey=0.5)
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(166, y, label, 10 if strong else 9.4, B if strong else F, "right")
        c.text(190, y, eur(value), 10 if strong else 9.4, B if strong else F, "right")
        y += 5.2
    y += 6
    for text in (w["pay"], w["bank"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt),
                                            no=inv.invoice_no)):
        c.text(20, y, text, 9, F)
        y += 4.6
    c.text(105, y + 8, w["thanks"], 9.4, B, "center")
    return c.bytes()


# --- shopify (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def shopify(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "no": "Rechnungsnummer", "order": "Bestellung", "date": "Rechnungsdatum",
          "due": "Zahlbar bis", "bill": "Rechnungsadresse", "ship": "Lieferadresse", "company": "Unternehmen",
          "cols": ("Menge", "Artikel", "Preis", "Summe"), "sub": "Zwischensumme", "vat": "Steuern ({rate} %)",
          "gross": "Gesamt", "sku": "Artikelnummer", "terms": "Zahlungsbedingungen: Netto 14",
          "pay": "Bitte überweisen Sie den Betrag an IBAN {iban}, BIC {bic}, Verwendungszweck {ref}.",
          "thanks": "Vielen Dank für Ihre Bestellung!", "vatno": "USt-IdNr."}
         if de else
         {"title": "Invoice", "no": "Invoice", "order": "Order", "date": "Date", "due": "Payment due",
          "bill": "Bill to", "ship": "Ship to", "company": "Company", "cols": ("Qty", "Item", "Price", "Total"),
          "sub": "Subtotal", "vat": "Taxes (VAT {rate}%)", "gross": "Total", "sku": "SKU",
          "terms": "Payment terms: Net 14",
          "pay": "Please pay by bank transfer to IBAN {iban}, BIC {bic}, reference {ref}.",
          "thanks": "Thank you for your order!", "vatno": "VAT"})
    eur = (lambda v: inv.number(v) + " €") if de else (lambda v: "€" + inv.number(v))
    day = (lambda d: inv.day(d, "long")) if de else (lambda d: d.strftime("%b ") + str(d.day) + d.strftime(", %Y"))
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 15, "B")
    f(18, 26, f"{s.street}, {place(inv)}, {COUNTRY[s.country][inv.language]}", 8)
    f(18, 30, f"{s.email} · {w['vatno']} {s.vat}", 8)
    number = inv.invoice_no if de else "#" + inv.invoice_no
    f(192, 20, w["title"], 15, "B", "right")
    facts = [(w["no"], number), (w["order"], inv.extra["order"]), (w["date"], day(inv.issued)),
             (w["due"], day(inv.due)), (inv.extra["po_label"], inv.po_printed or "")]
    y = 27
    for label, value in facts:
        if value:
            f(160, y, label, 8, "", "right")
            f(192, y, value, 8, "B", "right")
            y += 4.2
    for x, head in ((18, w["bill"]), (105, w["ship"])):
        f(x, 56, head, 8, "B")
        for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
            f(x, 61 + k * 4.2, text, 8.6)
    f(18, 80, f"{w['company']}: {BUYER[0]} · {w['vatno']} {BUYER_VAT}", 8)
    y = 94
    cols = [(18, "l"), (34, "l"), (160, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(180, 180, 180)
    pdf.line(18, y + 2, 192, y + 2)
    y += 7.5
    for line in inv.lines:
        for (x, al), value in zip(cols, (inv.qty(line), line.description, eur(line.price), eur(line.amount))):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        f(34, y + 3.8, f"{w['sku']}: {line.article}", 7.2)
        pdf.line(18, y + 6.4, 192, y + 6.4)
        y += 11
    y += 2
    rows = [(w["sub"], inv.subtotal, False)] + [(label if de else label, amount, False)
                                               for label, amount in inv.adjustment_amounts()]
    if inv.adjustments:
        rows.append(("Nettobetrag" if de else "Total excl. VAT", inv.net_total, False))
    rows += [(w["vat"].format(rate=inv.rate()), inv.vat_amount, False), (w["gross"], inv.gross_total, True)]
    for label, value, strong in rows:
        f(160, y, label, 9.4 if strong else 8.6, "B" if strong else "", "right")
        f(192, y, eur(value), 9.4 if strong else 8.6, "B" if strong else "", "right")
        y += 5.2
    y += 8
    pdf.set_font("DejaVu", "", 8)
    for text in ([inv.statement] if inv.statement else []) + [w["terms"], w["pay"].format(
            iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or number)]:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8)
            y += 4
        y += 1.2
    f(105, y + 8, w["thanks"], 9, "B", "center")
    f(105, 286, f"{s.name} · {s.register} · {s.email}", 6.6, "", "center")
    return bytes(pdf.output())


# --- invoicexpress (Typst, Liberation Sans) -------------------------------------------------------------------------
def invoicexpress(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 26mm), footer: [#set text(size: 6.6pt, '
        f'fill: luma(110))\n{ts("Processed by certified program no. 0001/AT · ATCUD " + inv.extra["atcud"])} '
        '#h(1fr) 1/1])\n'
        '#set text(font: "Liberation Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12.5pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ {ts("VAT " + s.vat)} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 17pt, weight: "bold")[Invoice] \\ #text(size: 11pt)[{ts(inv.invoice_no)}] \\ '
        f'#text(fill: luma(110))[Original]])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        '  table(columns: (30mm, 1fr), stroke: 0.4pt + luma(190), inset: 1.8mm,\n'
        f'    [Date], [{ts(inv.issued.isoformat())}], [Due date], [{ts(inv.due.isoformat())}],\n'
        f'    [Customer no.], [{ts(inv.customer_no)}], [Reference], [{ts(inv.po_printed or "")}],\n'
        f'    [ATCUD], [{ts(inv.extra["atcud"])}]),\n'
        f'  [#text(fill: luma(110))[Customer] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE["en"])} \\ {ts("VAT " + BUYER_VAT)}])\n#v(8mm)\n')
    heads = ("Code", "Description", "Qty", "Unit", "Unit price", "Disc.", "VAT", "Total")
    rows = "".join(f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                   f'[{ts(line.unit)}], align(right)[{ts(inv.number(line.price))}], '
                   f'align(right)[{ts(inv.number(line.discount or D(0)))}], align(right)[{ts(inv.rate() + "%")}], '
                   f'align(right)[{ts(inv.number(line.amount))}],\n' for line in inv.lines)
    src += ('#table(columns: (18mm, 1fr, 14mm, 10mm, 20mm, 12mm, 11mm, 22mm), stroke: (x, y) => (bottom: 0.3pt + '
            'luma(200)), fill: (x, y) => if y == 0 { luma(40) }, inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6, 7) else "("}text(fill: white, weight: "bold")'
                      f'[{ts(h)}]),\n' for k, h in enumerate(heads))
            + rows + ')\n#v(4mm)\n')
    charge = "".join(f'    [{ts(label)}], align(right)[{ts(eur(amount))}],\n'
                     for label, amount in inv.adjustment_amounts())
    src += ('#grid(columns: (1fr, 70mm), column-gutter: 8mm,\n'
            '  [#text(weight: "bold")[Tax summary]\n'
            '  #table(columns: (1fr, 1fr, 1fr, 1fr), stroke: 0.3pt + luma(190), inset: 1.6mm,\n'
            '    [Tax], [Rate], align(right)[Incidence], align(right)[Value],\n'
            f'    [VAT], [{ts(inv.rate() + "%")}], align(right)[{ts(inv.number(inv.net_total))}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}])\n'
            f'  #v(2mm) #text(size: 7.8pt)[{ts("Exemption reason: " + inv.statement)}]],\n'
            '  table(columns: (1fr, auto), stroke: none, inset: 1.6mm,\n'
            f'    [Sum], align(right)[{ts(eur(inv.subtotal))}],\n' + charge
            + f'    [Discount], align(right)[{ts(eur(inv.subtotal * 0))}],\n'
            f'    [Taxable amount], align(right)[{ts(eur(inv.net_total))}],\n'
            f'    [VAT], align(right)[{ts(eur(inv.vat_amount))}],\n'
            f'    text(weight: "bold", size: 10.5pt)[Total (EUR)], align(right, text(weight: "bold", size: 10.5pt)'
            f'[{ts(eur(inv.gross_total))}])))\n#v(8mm)\n'
            f'#text(weight: "bold")[Payment] \\ {ts("Bank transfer to IBAN " + inv.iban + " · SWIFT/BIC " + inv.bic)}'
            f' \\ {ts("Please quote " + inv.invoice_no + " on your payment.")}\n')
    return _typst(src)


# --- pastel (reportlab platypus, DejaVu Serif) ----------------------------------------------------------------------
def pastel(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Tax Invoice"}
    buffer, doc = _doc(inv, 14, 18)
    del inv.words
    n, nb = _style("pn", 8, "DS"), _style("pnb", 8, "DSB")
    r, rb = _style("pr", 8, "DS", align=2), _style("prb", 8, "DSB", align=2)
    small = _style("ps", 6.8, "DS", grey=0.3)
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(s.city)}<br/>"
                             f"{escape(s.postal_code)}<br/>{escape(COUNTRY[s.country]['en'])}<br/>"
                             f"Tel: {escape(s.phone)}<br/>Email: {escape(s.email)}<br/>VAT No: {escape(s.vat)}",
                             _style("ph", 8.4, "DS", lead=10.6)),
                   Paragraph("<b>TAX INVOICE</b>", _style("pt", 16, "DSB", align=2, lead=20))]],
                 colWidths=[110 * mm, 68 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in ("Invoice To:", BUYER[0], BUYER[1], BUYER[2], "Belgium",
                                                       f"Customer VAT No: {BUYER_VAT}")), n)
    ship = Paragraph("<br/>".join(escape(t) for t in ("Deliver To:", BUYER[0], "Goods receiving, gate 2",
                                                      BUYER[1], BUYER[2], "Belgium")), n)
    facts = [("Document No.", inv.invoice_no), ("Date", inv.issued.strftime("%d/%m/%Y")),
             ("Customer Ref.", inv.customer_no), ("Order No.", inv.po_printed or ""),
             ("Sales Code", inv.extra["rep"]), ("Terms", inv.extra["terms"]), ("Page", "1")]
    fact = Table([[Paragraph(escape(k), n), Paragraph(escape(v), nb)] for k, v in facts],
                 colWidths=[26 * mm, 32 * mm])
    fact.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                              ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    addr = Table([[buyer, ship, fact]], colWidths=[60 * mm, 60 * mm, 58 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOX", (0, 0), (0, 0), 0.6, colors.black),
                              ("BOX", (1, 0), (1, 0), 0.6, colors.black)]))
    heads = ("Code", "Description", "Quantity", "Excl. Price", "Disc %", "VAT %", "Exclusive Total",
             "Inclusive Total")
    rows = [[Paragraph(f"<b>{escape(h)}</b>", rb if k >= 2 else nb) for k, h in enumerate(heads)]]
    for line in inv.lines:
        incl = money(line.amount * (1 + inv.vat_rate / 100))
        rows.append([Paragraph(escape(line.article or ""), n), Paragraph(escape(line.description), n),
                     Paragraph(inv.number(line.quantity, 2), r), Paragraph(inv.number(line.price), r),
                     Paragraph(inv.number(line.discount or 0), r), Paragraph(inv.number(inv.vat_rate), r),
                     Paragraph(inv.number(line.amount), r), Paragraph(inv.number(incl), r)])
    table = Table(rows, colWidths=[20 * mm, 56 * mm, 16 * mm, 18 * mm, 13 * mm, 13 * mm, 21 * mm, 21 * mm])
    table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                               ("LINEBEFORE", (1, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.3),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.3)]))
    discount = sum((line.gross - line.amount for line in inv.lines), money(0 * inv.subtotal))
    trows = [("Total Discount:", discount), ("Total Exclusive:", inv.net_total), ("Total VAT:", inv.vat_amount),
             ("Sub Total:", inv.gross_total), ("Grand Total:", inv.gross_total)]
    tot = Table([[Paragraph(escape(k), rb if k.startswith("Grand") else r),
                  Paragraph(escape(inv.number(v)), rb if k.startswith("Grand") else r)] for k, v in trows],
                colWidths=[36 * mm, 26 * mm])
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    bank = Paragraph("<br/>".join(escape(t) for t in (
        "Banking Details:", "Allied Irish Banks, Cork", f"IBAN: {inv.iban}", f"BIC: {inv.bic}",
        f"Due date: {inv.due.strftime('%d/%m/%Y')}", inv.extra["delivery"])), n)
    foot = Table([[bank, tot]], colWidths=[116 * mm, 62 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [head, Spacer(1, 5 * mm), addr, Spacer(1, 5 * mm), table, Spacer(1, 4 * mm), foot, Spacer(1, 6 * mm),
             Paragraph(escape(inv.statement), n), Spacer(1, 3 * mm),
             Paragraph("Goods remain the property of the seller until paid in full. E. &amp; O.E.", small)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DS", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · VAT No: {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"exactacc": exactacc, "winfakt": winfakt, "mollie": mollie, "lightspeed": lightspeed,
           "shopify": shopify, "invoicexpress": invoicexpress, "pastel": pastel}
