"""Seven page writers for the seventeenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- gripp (Typst, Liberation Sans): a Gripp-style Dutch project/CRM invoice, nl or en: the company's name where the
  logo goes, its data in a grey column right, the customer `t.a.v. crediteurenadministratie`, `Factuur`, a fact
  table (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`, `Klantnummer`, `Uw referentie`, `Project`), the lines
  grouped under the project, quantity first (`18,5 uur`), `Omschrijving` / `Prijs` / `Btw` / `Totaal`, totals
  `Totaal excl. btw`, `21% btw over € …`, `Totaal incl. btw`, a payment sentence.
- venice (fpdf2, DejaVu Sans Condensed): a Belgian accounting package's sales invoice (Venice-style), nl or fr:
  the company top left, the customer right with its VAT number, `FACTUUR` / `FACTURE`, a row of ruled cells
  (`Nummer`, `Datum`, `Klant`, `Vervaldag`), `Uw referentie`, a grey-banded table with a VAT column, a VAT recap
  (`Maatstaf` / `BTW %` / `BTW`) beside the totals (`Totaal excl. BTW`, `BTW`, `Te betalen EUR`), the structured
  communication.
- mercator (reportlab canvas, Liberation Sans Narrow): a Mercator-style Belgian ERP print, nl or fr: the document
  title and number right, label/value facts in two columns, `Code` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs`
  / `Bedrag` / `BTW`, totals in a boxed horizontal strip (`Totaal goederen`, the charge, `Maatstaf van heffing`,
  `BTW 6%`, `Te betalen`).
- divalto (fpdf2, Liberation Sans): a Divalto-style French ERP invoice, fr or en: everything framed, `FACTURE` /
  `INVOICE` box with the number and date, a row of framed header cells (`Code client`, `Votre commande`,
  `Date commande`, `Représentant`, `Bon de livraison`), a framed body with vertical column rules (`Référence` /
  `Désignation` / `Qté` / `U` / `P.U. HT` / `Rem. %` / `Montant HT` / `TVA`), a VAT recap box, a totals box
  (`Total brut HT`, `Port et emballage`, `Total HT`, `Total TVA`, `Total TTC`, `NET À PAYER`).
- selectline (reportlab platypus, DejaVu Sans): a SelectLine-style German ERP invoice: a DIN address field, a
  ruled info box (`Beleg-Nr.`, `Datum`, `Kunden-Nr.`, `Lieferschein`, `Seite`), `Rechnung RE…`,
  `Ihre Bestellung … vom …`, `Pos.` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` / `Rabatt` /
  `Gesamt`, totals (`Warenwert`, `Frachtkosten`, `Nettobetrag`, `USt`, `Endbetrag EUR`).
- jtlwawi (reportlab canvas, DejaVu Sans): a JTL-Wawi-style German web-shop invoice: the sender line, an info
  column (`Rechnungsnummer`, `Rechnungsdatum`, `Auftragsnummer`, `Kundennummer`, `Lieferdatum`, `Zahlungsart`),
  `Rechnung`, `Pos.` / `Art.-Nr.` / `Artikel` / `Menge` / `USt.` / `Einzelpreis` / `Gesamtpreis` with `€` after the
  amounts, totals (`Zwischensumme netto`, `Versandkosten`, `Gesamtsumme netto`, `zzgl. USt.`, `Gesamtsumme`).
- freeagent (Typst, DejaVu Sans): a FreeAgent-style invoice from Ireland, en: `Invoice` with `Invoice Date`,
  `Invoice Number`, `Your Reference`, `Payment Due`, `Quantity` / `Details` / `Unit Price` / `VAT` /
  `Net Subtotal`, totals (`Net Total`, `VAT`, `Total`), a payment-details box, the company-register footer."""

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
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France", "en": "France"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"en": "Luxembourg", "de": "Luxemburg",
                                                                 "fr": "Luxembourg"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}, "IE": {"en": "Ireland"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LSI", "LiberationSans-Italic.ttf"), ("LSN", "LiberationSansNarrow-Regular.ttf"),
               ("LSNB", "LiberationSansNarrow-Bold.ttf"))


def _be_vat_spaced(vat: str) -> str:
    """BE0630.240.672 as Belgian letterheads often print it: BE 0630.240.672."""
    return vat[:2] + " " + vat[2:] if vat.startswith("BE") else vat


# --- gripp (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def gripp(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Uw referentie", "Project"),
          "cols": ("Aantal", "Omschrijving", "Prijs", "Btw", "Totaal"), "attn": "t.a.v. crediteurenadministratie",
          "net": "Totaal excl. btw", "vat": "{rate}% btw over € {base}", "vat0": "Btw verlegd",
          "gross": "Totaal incl. btw", "vatno": "Btw", "coc": "",
          "pay": "Wij verzoeken u vriendelijk het totaalbedrag van € {gross} vóór {due} over te maken op {iban} "
                 "t.n.v. {name}, onder vermelding van {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number",
                                        "Your reference", "Project"),
          "cols": ("Quantity", "Description", "Price", "VAT", "Total"), "attn": "attn. accounts payable",
          "net": "Total excl. VAT", "vat": "{rate}% VAT on € {base}", "vat0": "VAT reverse charged",
          "gross": "Total incl. VAT", "vatno": "VAT", "coc": "",
          "pay": "Please transfer the total amount of € {gross} before {due} to {iban} in the name of {name}, "
                 "quoting {ref}."})
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.po_printed or "", inv.extra["project"])
    grey = 'fill: luma(110)'
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (left: 20mm, right: 16mm, top: 16mm, bottom: 22mm), footer: '
        f'align(center, text(size: 7pt, fill: luma(140))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · IBAN " + inv.iban)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 52mm),\n'
        f'  [#text(size: 17pt, weight: "bold", fill: rgb("#1f6f8b"))[{ts(s.name)}]],\n'
        f'  text(size: 7.8pt, {grey})[{ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country][inv.language])}'
        f' \\ #v(1mm) T {ts(s.phone)} \\ {ts(s.email)} \\ #v(1mm) {ts(s.register)} \\ '
        f'{ts(w["vatno"] + " " + s.vat)} \\ {ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}])\n'
        '#v(6mm)\n'
        f'{ts(BUYER[0])} \\ {ts(w["attn"])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}\n'
        f'#v(14mm)\n#text(size: 20pt, weight: "bold")[{ts(w["title"])}]\n#v(3mm)\n'
        '#table(columns: (34mm, 80mm), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'  text({grey})[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + ')\n#v(6mm)\n')
    rows = [f'  table.cell(colspan: 5, text(weight: "bold")[{ts(inv.extra["project"])}]),\n']
    for line in inv.lines:
        rows.append(f'  [{ts(inv.qty(line) + " " + line.unit)}], [{ts(line.description)}], '
                    f'align(right)[{ts("€ " + inv.number(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts("€ " + inv.number(line.amount))}],\n')
    src += ('#table(columns: (24mm, 1fr, 24mm, 12mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 1pt + '
            'rgb("#1f6f8b") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(4mm)\n')
    base = inv.number(inv.net_total)
    trows = [(w["net"], inv.net_total, False),
             (w["vat"].format(rate=inv.rate(), base=base) if inv.vat_rate else w["vat0"], inv.vat_amount, False),
             (w["gross"], inv.gross_total, True)]
    src += '#align(right, table(columns: (56mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in trows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                              name=s.name, ref=inv.payment_ref or inv.invoice_no)) + "\n"
    return _typst(src)


# --- venice (fpdf2, DejaVu Sans Condensed) --------------------------------------------------------------------------
def venice(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "cells": ("Nummer", "Datum", "Klant", "Vervaldag"), "ref": "Uw referentie",
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.prijs", "Kort.%", "Bedrag", "BTW"),
          "recap": ("Maatstaf", "BTW %", "BTW"), "net": "Totaal excl. BTW", "vat": "BTW", "gross": "Te betalen EUR",
          "vatno": "BTW", "comm": "Gestructureerde mededeling", "page": "Blz. 1/1",
          "pay": "Gelieve te betalen vóór {due} op rekening {iban} (BIC {bic}) met vermelding van de "
                 "gestructureerde mededeling."}
         if nl else
         {"title": "FACTURE", "cells": ("Numéro", "Date", "Client", "Échéance"), "ref": "Votre référence",
          "cols": ("Article", "Description", "Quantité", "Prix unit.", "Rem.%", "Montant", "TVA"),
          "recap": ("Base", "TVA %", "TVA"), "net": "Total HTVA", "vat": "TVA", "gross": "À payer EUR",
          "vatno": "TVA", "comm": "Communication structurée", "page": "Page 1/1",
          "pay": "Prière de payer avant le {due} sur le compte {iban} (BIC {bic}) en mentionnant la "
                 "communication structurée."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F = "Cond"
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, F)  # noqa: E731
    f(16, 18, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {_be_vat_spaced(s.vat)}", s.register]):
        f(16, 24 + k * 3.8, text, 8)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    pdf.rect(108, 40, 86, 30)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(112, 47 + k * 4.8, text, 9.4, "B" if k == 0 else "")
    f(16, 82, w["title"], 16, "B")
    f(194, 82, w["page"], 7.6, "", "right")
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.day(inv.due, dfmt))
    for k, (label, value) in enumerate(zip(w["cells"], values)):
        x = 16 + k * 44.5
        pdf.rect(x, 86, 44.5, 11)
        f(x + 2, 90, label, 7, "")
        f(x + 2, 95, value, 9, "B")
    y = 103
    if inv.po_printed:
        f(16, y, f"{w['ref']}: {inv.po_printed}", 8.8)
        y += 4.6
    if inv.extra.get("site"):
        f(16, y, inv.extra["site"], 8.8)
        y += 4.6
    y += 4
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    # (x, align, width of the description) per column, left to right
    if articles:
        cols = [(17, "l"), (42, "l"), (128, "r"), (146, "r"), (158, "r"), (182, "r"), (193, "r")]
        desc_w = 70
    else:
        cols = [None, (17, "l"), (128, "r"), (146, "r"), (158, "r"), (182, "r"), (193, "r")]
        desc_w = 96
    pdf.set_fill_color(220, 220, 220)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    for k, head in enumerate(w["cols"]):
        if cols[k] is None or (k == 4 and not discounts):
            continue
        x, al = cols[k]
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.6
    for line in inv.lines:
        pdf.set_font(F, "", 8.4)
        desc = fp_wrap(pdf, line.description, desc_w)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount), inv.rate() + "%"]
        for k, value in enumerate(values):
            if cols[k] is None or not value:
                continue
            x, al = cols[k]
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(cols[1][0], y, more, 8.4)
        y += 5.6
    pdf.line(16, y - 2.6, 194, y - 2.6)
    y += 6
    # VAT recap left, totals right
    pdf.set_fill_color(235, 235, 235)
    pdf.rect(16, y - 4.2, 80, 5.8, style="F")
    for x, head in zip((40, 62, 94), w["recap"]):
        f(x, y, head, 7.8, "B", "right")
    for x, value in zip((40, 62, 94), (inv.number(inv.net_total), inv.rate() + "%", inv.number(inv.vat_amount))):
        f(x, y + 5.4, value, 8.4, "", "right")
    ty = y
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.rect(124, ty - 4.6, 70, 6.6)
        f(160, ty, label if label != w["vat"] + " " + inv.rate() else w["vat"], 9, "B" if strong else "", "right")
        f(192, ty, inv.number(value), 9, "B" if strong else "", "right")
        ty += 6
    y = max(ty, y + 12) + 6
    pdf.set_font(F, "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic), f"{w['comm']}: {inv.payment_ref}"]
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8.2, "B" if text.startswith(w["comm"]) else "")
            y += 4
        y += 1.4
    f(105, 284, f"{s.name} · {s.street} · {s.postal_code} {s.city} · {w['vatno']} {_be_vat_spaced(s.vat)} · "
                f"IBAN {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- mercator (reportlab canvas, Liberation Sans Narrow) ------------------------------------------------------------
def mercator(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": (("Factuur nr.", inv.invoice_no), ("Datum", None), ("Vervaldag", None),
                                        ("Klant nr.", inv.customer_no), ("Uw BTW nr.", BUYER_VAT),
                                        ("Uw referentie", inv.po_printed or ""),
                                        ("Leveringsbon", inv.extra.get("delivery", ""))),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag", "BTW"),
          "goods": "Totaal goederen", "net": "Maatstaf van heffing", "vat": "BTW {rate}%", "gross": "Te betalen",
          "vatno": "BTW", "tel": "Tel.", "comm": "Mededeling",
          "pay": "Betaalbaar op {iban} - BIC {bic} uiterlijk op {due}."}
         if nl else
         {"title": "FACTURE", "facts": (("Facture n°", inv.invoice_no), ("Date", None), ("Échéance", None),
                                        ("Client n°", inv.customer_no), ("Votre n° TVA", BUYER_VAT),
                                        ("Votre référence", inv.po_printed or ""),
                                        ("Bon de livraison", inv.extra.get("delivery", ""))),
          "cols": ("Code", "Description", "Qté", "Unité", "Prix", "Montant", "TVA"),
          "goods": "Total prestations", "net": "Base imposable", "vat": "TVA {rate}%", "gross": "À payer",
          "vatno": "TVA", "tel": "Tél.", "comm": "Communication",
          "pay": "Payable sur {iban} - BIC {bic} au plus tard le {due}."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LSN", "LSNB"
    c.text(16, 18, s.name, 15, B)
    c.text(16, 24, f"{s.street} - {place(inv)} - {COUNTRY[s.country][inv.language]}", 8.6, F)
    c.text(16, 28, f"{w['tel']} {s.phone} - {s.email}", 8.6, F)
    c.text(16, 32, f"{w['vatno']} {s.vat} - {s.register}", 8.6, F)
    c.rule(16, 35, 194, 0.8)
    c.text(194, 46, w["title"], 18, B, "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(118, 56 + k * 4.6, text, 10, B if k == 0 else F)
    y = 52
    for label, value in w["facts"]:
        if value is None:
            value = inv.day(inv.issued if label in ("Datum", "Date") else inv.due, dfmt)
        if not value:
            continue
        c.text(16, y, label, 8.8, F, grey=0.35)
        c.text(44, y, ":  " + value, 8.8, B if label.startswith(("Factuur", "Facture")) else F)
        y += 4.5
    y = max(y, 78) + 10
    cols = [(16, "left"), (42, "left"), (136, "right"), (138, "left"), (160, "right"), (184, "right"),
            (194, "right")]
    c.rule(16, y - 4.2, 194, 0.5)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.6, B, al)
    c.rule(16, y + 1.8, 194, 0.5)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 9, 90 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount), inv.rate())
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 9, F, al)
        for more in desc[1:]:
            y += 4
            c.text(42, y, more, 9, F)
        y += 5.4
    y = max(y + 8, 200)
    rows = totals(inv, w["goods"], w["net"], w["vat"], w["gross"])
    width = 178 / len(rows)
    c.c.setLineWidth(0.5)
    c.c.rect(16 * MM, c.height - (y + 10) * MM, 178 * MM, 14 * MM)
    for k, (label, value, strong) in enumerate(rows):
        x = 16 + k * width
        if k:
            c.c.line(x * MM, c.height - (y - 4) * MM, x * MM, c.height - (y + 10) * MM)
        if strong:
            c.fill(x, y - 4, width, 14, 0.9)
        c.text(x + width / 2, y, label, 8.2, F, "center", grey=0.3)
        c.text(x + width / 2, y + 6.4, inv.number(value) + (" EUR" if strong else ""), 10, B if strong else F,
               "center")
    y += 20
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt))]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 9, 178 * MM):
            c.text(16, y, row, 9, F)
            y += 4.2
        y += 1.2
    c.text(105, 285, f"{s.name} - {w['vatno']} {s.vat} - IBAN {inv.iban}", 7, F, "center", grey=0.4)
    return c.bytes()


# --- divalto (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def divalto(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N°", "date": "Date", "page": "Page",
          "cells": ("Code client", "Votre commande", "Date commande", "Représentant", "Bon de livraison"),
          "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Référence", "Désignation", "Qté", "U", "P.U. HT", "Rem. %", "Montant HT", "TVA"),
          "recap": ("Code", "Base HT", "Taux", "Montant TVA"), "sub": "Total brut HT", "net": "Total HT",
          "vat": "Total TVA", "ttc": "Total TTC", "gross": "NET À PAYER EUR", "due": "Échéance",
          "mode": "Règlement", "vatno": "N° TVA intracom.", "esc": "Pas d'escompte pour paiement anticipé. "
          "Pénalités de retard : trois fois le taux d'intérêt légal ; indemnité forfaitaire pour frais de "
          "recouvrement : 40 €."}
         if fr else
         {"title": "INVOICE", "no": "No.", "date": "Date", "page": "Page",
          "cells": ("Customer code", "Your order", "Order date", "Sales rep", "Delivery note"),
          "bill": "Invoice address", "ship": "Delivery address",
          "cols": ("Item", "Description", "Qty", "U", "Unit price", "Disc. %", "Net amount", "VAT"),
          "recap": ("Code", "Taxable base", "Rate", "VAT amount"), "sub": "Gross total excl. VAT",
          "net": "Total excl. VAT", "vat": "Total VAT", "ttc": "Total incl. VAT", "gross": "NET AMOUNT DUE EUR",
          "due": "Due date", "mode": "Payment", "vatno": "VAT reg. no.", "esc": "No discount for early payment. "
          "Late payment: interest at three times the French legal rate and a fixed recovery fee of EUR 40."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    F = "Lib"
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, F)  # noqa: E731
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.25)
    f(12, 17, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} - {COUNTRY[s.country][inv.language]}",
                              f"Tel. {s.phone}", s.email]):
        f(12, 22.5 + k * 3.8, text, 8)
    pdf.rect(128, 11, 70, 24)
    f(163, 19, w["title"], 15, "B", "center")
    f(131, 26, f"{w['no']} {inv.invoice_no}", 9.5, "B")
    dfmt = "%d/%m/%Y"
    f(131, 31, f"{w['date']} {inv.day(inv.issued, dfmt)}", 8.8)
    f(195, 31, f"{w['page']} 1/1", 8, "", "right")
    for x, label, lines in ((12, w["ship"], [BUYER[0], "Magasin / Entrepôt" if fr else "Warehouse", BUYER[1],
                                              BUYER[2], COUNTRY_BE["fr" if fr else "en"].upper()]),
                            (108, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr" if fr else "en"].upper(),
                                              f"{w['vatno']} {BUYER_VAT}"])):
        pdf.rect(x, 42, 90, 30)
        f(x + 2, 46, label, 7, "I")
        for k, text in enumerate(lines):
            f(x + 3, 51 + k * 4.2, text, 9, "B" if k == 0 else "")
    values = (inv.customer_no, inv.po_printed or "", inv.extra["order_date"], inv.extra["rep"], inv.extra["ship"])
    widths = (32, 38, 30, 42, 44)
    x = 12
    for label, value, cw in zip(w["cells"], values, widths):
        pdf.rect(x, 77, cw, 11)
        f(x + cw / 2, 81, label, 7, "", "center")
        f(x + cw / 2, 86, value, 8.8, "B", "center")
        x += cw
    # the body, framed, with vertical column rules down to the totals
    top, bottom = 93, 205
    edges = [12, 40, 104, 120, 128, 146, 160, 184, 198]
    pdf.rect(12, top, 186, bottom - top)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(12, top, 186, 6, style="FD")
    for x in edges[1:-1]:
        pdf.line(x, top, x, bottom)
    for k, head in enumerate(w["cols"]):
        f((edges[k] + edges[k + 1]) / 2, top + 4.2, head, 7.6, "B", "center")
    y = top + 10.5
    for line in inv.lines:
        pdf.set_font(F, "", 8.2)
        desc = fp_wrap(pdf, line.description, 61)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount), "1")
        for k, value in enumerate(values):
            if not value:
                continue
            if k in (2, 4, 5, 6):
                f(edges[k + 1] - 1.2, y, value, 8.2, "", "right")
            elif k in (3, 7):
                f((edges[k] + edges[k + 1]) / 2, y, value, 8.2, "", "center")
            else:
                f(edges[k] + 1.2, y, value, 7.6 if k == 0 else 8.2)
        for more in desc[1:]:
            y += 3.7
            f(edges[1] + 1.2, y, more, 8.2)
        y += 5.4
    # VAT recap box, the terms, the totals box
    y = bottom + 4
    pdf.rect(12, y, 86, 13)
    for x, head in zip((14, 44, 62, 96), w["recap"]):
        f(x, y + 4, head, 7.4, "B", "right" if x != 14 else "left")
    for x, value in zip((14, 44, 62, 96), ("1", inv.number(inv.net_total), inv.number(inv.vat_rate),
                                           inv.number(inv.vat_amount))):
        f(x, y + 9.5, value, 8.4, "", "right" if x != 14 else "left")
    f(12, y + 19, f"{w['due']} : {inv.day(inv.due, dfmt)}" if fr else f"{w['due']}: {inv.day(inv.due, dfmt)}", 8.4)
    f(12, y + 23, f"{w['mode']} : {inv.extra['terms']}" if fr else f"{w['mode']}: {inv.extra['terms']}", 8.4)
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["ttc"])
    rows = [(w["vat"] if label.startswith(w["vat"]) else label, value, False) for label, value, _ in rows]
    rows.append((w["gross"], inv.gross_total, True))
    pdf.rect(118, y, 80, 5.6 * len(rows) + 2)
    ty = y + 4.6
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(225, 225, 225)
            pdf.rect(118, ty - 4, 80, 5.8, style="FD")
        f(120, ty, label, 8.6, "B" if strong else "")
        f(196, ty, inv.number(value), 8.6, "B" if strong else "", "right")
        ty += 5.6
    y = max(ty, y + 27) + 5
    pdf.set_font(F, "", 7.8)
    for text in (inv.statement, f"IBAN {inv.iban} - BIC {inv.bic}", w["esc"]):
        for row in fp_wrap(pdf, text, 184):
            f(12, y, row, 7.8)
            y += 3.6
        y += 1
    f(105, 287, f"{s.name} - SAS au capital de 250 000 € - {s.register} - {w['vatno']} {s.vat}", 6.6, "",
      "center")
    return bytes(pdf.output())


# --- selectline (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------
def selectline(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 14, 26)
    del inv.words
    small = _style("slsm", 6.6, "DV", grey=0.3)
    normal, right = _style("sln", 8.2, "DV"), _style("slr", 8.2, "DV", align=2)
    bold, bold_r = _style("slb", 8.2, "DVB"), _style("slbr", 8.2, "DVB", align=2)
    home = s.country == "BE"
    country_line = "BELGIEN"
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b>", _style("slh", 13, "DVB")),
                   Paragraph(escape(f"{s.street} · {place(inv)}") + "<br/>" + escape(f"Tel. {s.phone}") + "<br/>"
                             + escape(s.email), _style("sla", 7.8, "DV", align=2, lead=10))]],
                 colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    address = (Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small), Spacer(1, 1.5 * mm),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], "Buchhaltung", BUYER[1], BUYER[2],
                                                            country_line)), _style("sld", 9.4, "DV", lead=12)))
    info = Table([[Paragraph("Beleg-Nr.", normal), Paragraph(escape(inv.invoice_no), bold_r)],
                  [Paragraph("Datum", normal), Paragraph(inv.day(inv.issued, "%d.%m.%Y"), right)],
                  [Paragraph("Kunden-Nr.", normal), Paragraph(escape(inv.customer_no), right)],
                  [Paragraph("Lieferschein", normal), Paragraph(escape(inv.extra["ls"]), right)],
                  [Paragraph("Seite", normal), Paragraph("1", right)]],
                 colWidths=[26 * mm, 34 * mm])
    info.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    top = Table([[list(address), info]], colWidths=[112 * mm, 66 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    discounts = any(line.discount for line in inv.lines)
    heads = ["Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Rab. %", "Gesamt EUR"]
    widths = [10, 30, 60, 15, 11, 20, 14, 22] if discounts else [10, 30, 74, 15, 11, 20, 0, 22]
    keep = [k for k in range(8) if widths[k]]
    rows = [[Paragraph(f"<b>{escape(heads[k])}</b>", bold_r if k in (3, 5, 6, 7) else bold) for k in keep]]
    for n, line in enumerate(inv.lines, 1):
        cells = [Paragraph(str(n), normal), Paragraph(escape(line.article or ""), normal),
                 Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                 Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                 Paragraph(inv.number(line.discount) if line.discount else "", right),
                 Paragraph(inv.number(line.amount), right)]
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    vat_label = "MwSt. {rate} %" if home else "USt. {rate} %"
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", vat_label, "Endbetrag EUR")]
    tot = Table(trows, colWidths=[44 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 1.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    order = f"Ihre Bestellung {inv.po_printed} vom {inv.extra['order_date']}" if inv.po_printed else ""
    story = [head, Spacer(1, 14 * mm), top, Spacer(1, 10 * mm),
             Paragraph(f"<b>Rechnung {escape(inv.invoice_no)}</b>", _style("slt", 13, "DVB", lead=16)),
             Spacer(1, 2 * mm), Paragraph(escape(order), normal), Spacer(1, 1 * mm),
             Paragraph(escape(f"Lieferdatum entspricht Rechnungsdatum · Zahlungsbedingung: {inv.extra['terms']}"),
                       normal),
             Spacer(1, 5 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        f"Bitte überweisen Sie den Betrag bis zum {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug."
        + (f" Strukturierte Mitteilung: {inv.payment_ref}" if inv.payment_ref else "")]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country]["de"]],
             [s.register, f"USt-IdNr. {s.vat}", "Geschäftsführung: " + ("M. Kessler" if home else "J. Wendt")],
             [f"IBAN {inv.iban}", f"BIC {inv.bic}"]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.3)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 22 * mm, 194 * mm, 22 * mm)
        for x, col in zip((16, 76, 136), cols3):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (19 - k * 3) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- jtlwawi (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def jtlwawi(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(194, 20, s.name, 13, B, "right")
    c.text(194, 25, "Ihr Fachhändler für Werkstatt und Betrieb", 7.6, F, "right", grey=0.4)
    c.text(20, 48, f"{s.name} - {s.street} - {place(inv)}", 6.4, F, grey=0.35)
    for k, text in enumerate([BUYER[0], "Einkauf / Buchhaltung", BUYER[1], BUYER[2], "Belgien"]):
        c.text(20, 55 + k * 4.4, text, 9.4, F)
    facts = (("Rechnungsnummer:", inv.invoice_no), ("Rechnungsdatum:", inv.day(inv.issued, "%d.%m.%Y")),
             ("Auftragsnummer:", inv.extra["order"]), ("Kundennummer:", inv.customer_no),
             ("Lieferdatum:", inv.extra["delivery"]), ("Zahlungsart:", inv.extra["pay"]), ("Seite:", "1 von 1"))
    for k, (label, value) in enumerate(facts):
        c.text(128, 48 + k * 4.2, label, 7.8, F)
        c.text(194, 48 + k * 4.2, value, 7.8, B if k == 0 else F, "right")
    c.text(20, 96, "Rechnung", 15, B)
    c.text(20, 103, f"Ihre USt-IdNr.: {BUYER_VAT}", 8, F)
    y = 114
    c.fill(20, y - 4.4, 174, 6.2, 0.9)
    cols = [(21, "left"), (30, "left"), (52, "left"), (136, "right"), (148, "right"), (170, "right"),
            (193, "right")]
    for (x, al), head in zip(cols, ("Pos.", "Art.-Nr.", "Artikel", "Menge", "USt.", "Einzelpreis",
                                    "Gesamtpreis")):
        c.text(x, y, head, 7.8, B, al)
    y += 7
    for k, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 8.2, 72 * MM)
        values = (str(k), line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.rate() + " %",
                  eur(line.price), eur(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(52, y, more, 8.2, F)
        c.rule(20, y + 2.2, 194, 0.2, grey=0.7)
        y += 6.4
    y += 4
    rows = totals(inv, "Zwischensumme netto", "Gesamtsumme netto", "zzgl. {rate} % USt.", "Gesamtsumme")
    for label, value, strong in rows:
        if strong:
            c.rule(120, y - 4, 194, 0.6)
        c.text(168, y, label, 8.6, B if strong else F, "right")
        c.text(193, y, eur(value), 8.6, B if strong else F, "right")
        y += 5
    y += 8
    texts = [inv.statement,
             f"Zahlungsziel: {inv.extra['terms']}, zahlbar bis {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug. "
             f"Bitte geben Sie bei der Überweisung die Rechnungsnummer {inv.invoice_no} an.",
             "Vielen Dank für Ihren Einkauf!"]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(20, y, row, 8.2, F)
            y += 3.9
        y += 1.6
    c.rule(20, 270, 194, 0.3, grey=0.6)
    cols4 = [[s.name, s.street, place(inv)], [f"Tel.: {s.phone}", f"E-Mail: {s.email}", "www.owl-werkstattbedarf.de"],
             ["Sparkasse Bielefeld", f"IBAN: {inv.iban}", f"BIC: {inv.bic}"],
             [s.register, f"USt-IdNr.: {s.vat}", "Geschäftsführer: T. Brinkmann"]]
    for x, col in zip((20, 62, 110, 152), cols4):
        for k, text in enumerate(col):
            c.text(x, 274 + k * 3.2, text, 6, F, grey=0.3)
    return c.bytes()


# --- freeagent (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def freeagent(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d %b %Y"
    facts = (("Invoice Date", inv.issued.strftime(dfmt)), ("Invoice Number", inv.invoice_no),
             ("Your Reference", inv.po_printed or ""), ("Payment Due", inv.due.strftime(dfmt)))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 24mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + ". Registered in Ireland, " + s.register + ". VAT Reg. No. " + s.vat + ". Registered office: " + s.street + ", " + s.city + " " + s.postal_code + ".")}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 24pt, fill: rgb("#2a7ab0"))[Invoice]],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(s.city)} \\ '
        f'{ts(s.postal_code)} \\ {ts("Ireland")} \\ {ts(s.phone)} \\ {ts(s.email)}])\n'
        '#v(8mm)\n'
        '#grid(columns: (1fr, 70mm),\n'
        f'  [#text(fill: luma(110))[Invoice To] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts("Belgium")} \\ {ts("VAT No. " + BUYER_VAT)}],\n'
        '  table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.4mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts if v)
        + '  ))\n#v(10mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(inv.qty(line) + " " + line.unit)}], [{ts(line.description)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (24mm, 1fr, 24mm, 13mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + '
            'rgb("#2a7ab0") } else { 0.3pt + luma(215) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Quantity", "Details", "Unit Price", "VAT", "Net Subtotal")))
            + "".join(rows) + ')\n#v(3mm)\n')
    trows = [("Net Total", inv.net_total, False), (f"VAT {inv.rate()}% (reverse charge)" if inv.reverse_charge
                                                    else f"VAT {inv.rate()}%", inv.vat_amount, False),
             ("Total EUR", inv.gross_total, True)]
    src += '#align(right, table(columns: (52mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.7mm),\n'
    for label, value, strong in trows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(4mm)\n'
    src += ('#block(fill: luma(245), inset: 3mm, width: 100%)[#text(weight: "bold")[Payment Details] \\ '
            f'{ts("Bank: Allied Irish Banks, Cork")} \\ {ts("Account name: " + s.name)} \\ {ts("IBAN: " + inv.iban)}'
            f' \\ {ts("BIC: " + inv.bic)} \\ {ts("Please quote " + inv.invoice_no + " with your payment.")}]\n')
    return _typst(src)


WRITERS = {"gripp": gripp, "venice": venice, "mercator": mercator, "divalto": divalto, "selectline": selectline,
           "jtlwawi": jtlwawi, "freeagent": freeagent}
