"""Seven page writers for the fifteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- reeleezee (Typst, DejaVu Sans): a Reeleezee-style Dutch online-bookkeeping invoice, nl or en: the company block
  right, the customer left, `Factuur` / `Invoice`, a fact table (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`,
  `Uw referentie`, `Debiteurnummer`), columns `Artikel` (only when a line has one) / `Omschrijving` / `Aantal` /
  `Prijs` / `Korting` / `Btw` / `Totaal`, totals (`Subtotaal`, the charge, `Totaal excl. btw`, `Btw`,
  `Te betalen`), a three-column footer (address, numbers, bank).
- robaws (fpdf2, DejaVu Sans): a Robaws-style Belgian construction-company invoice, nl or fr: the company left,
  `FACTUUR` / `FACTURE` in a framed box right with the number and date, the customer, the site and subject lines,
  columns `Omschrijving` / `Hoeveelheid` / `Eenh.` / `Eenheidsprijs` / `Korting` / `Totaal`, totals
  (`Totaal excl. btw`, `Btw`, `Totaal incl. btw`), the structured communication, the general conditions.
- isah (fpdf2, Liberation Sans): an Isah-style manufacturing-ERP invoice, nl or de: `FACTUUR` / `RECHNUNG`, a
  boxed header row (`Factuurnummer` / `Factuurdatum` / `Klantnummer` / `Uw ordernr.` / `Onze ordernr.` /
  `Pagina`), columns `Pos.` / `Artikelcode` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Korting %` /
  `Bedrag`, totals at the foot (`Goederenwaarde`, the invoice discount, `Totaal excl. BTW`, `BTW`, `Totaal`).
- facturenet (reportlab canvas, DejaVu Sans): a Facture.net-style French small-business invoice: the issuer top
  left, `FACTURE` right with `N°` and `Date` written out, the client in a framed box, the article reference
  at the start of the designation (`Réf. …`), columns `Désignation` / `Qté` / `P.U. HT` / `Total HT`, totals
  (`Sous-total HT`, `Frais de port`, `Total HT`, `TVA`, `Total TTC`, `Net à payer`), the legal mentions.
- sagex3 (reportlab platypus, DejaVu Sans Condensed): a Sage X3 sales-invoice print, fr or en: a grid header
  (`Site de vente`, `Facture`, `Date`, `Client`, `Commande client`, `Échéance`, `Condition de paiement`),
  billing and delivery addresses, columns `Article` / `Désignation` / `Qté` / `Unité` / `Prix net` /
  `Montant HT`, totals (`Total lignes HT`, the charge, `Total HT`, `TVA`, `Total TTC`).
- scopevisio (reportlab canvas, Liberation Sans): a Scopevisio-style German DIN 5008 business letter: the sender
  line above the window, an info block right (`Rechnungsnummer`, `Rechnungsdatum`, `Kundennummer`,
  `Ihre Bestellnummer`, `Lieferdatum`, `Ansprechpartner`), `Rechnung RE-…`, a salutation, columns `Pos.` /
  `Art.-Nr.` / `Bezeichnung` / `Menge` / `Einheit` / `Einzelpreis` / `Gesamtpreis`, totals (`Summe Positionen`,
  `abzgl. 2 % Rabatt`, `Nettobetrag`, `USt`, `Rechnungsbetrag`), a three-column footer.
- chargebee (Typst, Liberation Sans): a Chargebee-style subscription invoice, de or en: `RECHNUNG` / `INVOICE`
  right with a fact list (`Invoice Number`, `Invoice Date`, `Billing Period`, `PO Number`), `Bill To`, columns
  `Description` / `Units` / `Unit Price` / `Discount` / `Amount (EUR)`, totals `Sub Total`, `VAT`, `Total`,
  `Amount Due`; no line labelled net."""

from __future__ import annotations

import importlib.util
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

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "draw.py"
if "blind_corpus_6_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_draw", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_draw"] = _module
    _spec.loader.exec_module(_module)
_d6 = sys.modules["blind_corpus_6_draw"]
_d4 = sys.modules["blind_corpus_4_draw"]
_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP,  # noqa: E402
                     Canvas, _doc, _fpdf, _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts,
                     rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)


# --- reeleezee (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def reeleezee(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie",
                                        "Debiteurnummer"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "Korting", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Te betalen",
          "pay": "Wij verzoeken u vriendelijk het verschuldigde bedrag binnen {terms} over te maken op "
                 "rekeningnummer {iban} o.v.v. het factuurnummer.", "vatno": "Btw-nr."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Your reference",
                                        "Customer number"),
          "cols": ("Item", "Description", "Quantity", "Price", "Discount", "VAT", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Amount due",
          "pay": "Please transfer the amount due within {terms} to account {iban}, quoting the invoice number.",
          "vatno": "VAT no."})
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", inv.customer_no)
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 30mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(170)) #set text(size: 6.8pt, fill: luma(90))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.email)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts("Tel. " + s.phone)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(26mm) {ts(BUYER[0])} \\ {ts("t.a.v. crediteurenadministratie" if nl else "attn. accounts payable")}'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}],\n'
        f'  align(right)[#text(size: 13pt, weight: "bold", fill: rgb("#e5632a"))[{ts(s.name)}] \\ {ts(s.street)}'
        f' \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}])\n'
        f'#v(12mm)\n#text(size: 18pt)[{ts(w["title"])}]\n#v(2mm)\n'
        '#table(columns: (34mm, 50mm), stroke: none, inset: (x: 0mm, y: 1.3mm),\n'
        + "".join(f'  text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + ')\n#v(6mm)\n')
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 4 or discounts)]
    widths = {0: "24mm", 1: "1fr", 2: "16mm", 3: "20mm", 4: "15mm", 5: "11mm", 6: "22mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 3: f'align(right)[{ts(inv.number(line.price))}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.rate() + "%")}]', 6: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#e5632a") } else { 0.3pt + luma(215) }), inset: (x: 1.3mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 26mm), stroke: none, inset: (x: 1.3mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban)) + "\n"
    if inv.payment_ref:
        src += f'#v(1mm)\n{ts(("Gestructureerde mededeling: " if nl else "Structured reference: ") + inv.payment_ref)}\n'
    return _typst(src)


# --- robaws (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def robaws(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Nummer", "date": "Datum", "due": "Vervaldag", "ref": "Uw referentie",
          "cols": ("Omschrijving", "Hoeveelheid", "Eenh.", "Eenheidsprijs", "Korting", "Totaal"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw",
          "comm": "Gestructureerde mededeling", "pay": "Te betalen op {iban} (BIC {bic}) vóór {due}.",
          "cond": "Op al onze facturen zijn onze algemene voorwaarden van toepassing. Klachten dienen binnen 8 dagen "
                  "na factuurdatum schriftelijk te worden gemeld."}
         if nl else
         {"title": "FACTURE", "no": "Numéro", "date": "Date", "due": "Échéance", "ref": "Votre réf.",
          "cols": ("Description", "Quantité", "Unité", "Prix unitaire", "Remise", "Total"),
          "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC", "vatno": "TVA",
          "comm": "Communication structurée", "pay": "À payer sur {iban} (BIC {bic}) avant le {due}.",
          "cond": "Nos factures sont soumises à nos conditions générales. Toute réclamation doit nous parvenir par "
                  "écrit dans les 8 jours de la date de facture."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), f"T {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(18, 26 + k * 3.9, text, 8)
    pdf.set_draw_color(40, 40, 40)
    pdf.rect(128, 14, 64, 30)
    f(132, 22, w["title"], 15, "B")
    dfmt = "%d/%m/%Y"
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["date"], _issued(inv, dfmt)),
                                        (w["due"], inv.day(inv.due, dfmt)))):
        f(132, 29 + k * 4.4, label, 8.2)
        f(156, 29 + k * 4.4, value, 8.2, "B" if k == 0 else "")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(118, 58 + k * 4.6, text, 9.4, "B" if k == 0 else "")
    f(18, 88, inv.extra["site"], 8.6, "B")
    f(18, 92.6, inv.extra["subject"], 8.6)
    if inv.po_printed:
        f(18, 97.2, f"{w['ref']}: {inv.po_printed}", 8.6)
    y = 108
    pdf.set_fill_color(52, 73, 94)
    pdf.rect(18, y - 4.6, 174, 6.4, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(19, "l"), (124, "r"), (126, "l"), (155, "r"), (170, "r"), (191, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 84)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(19, y, more, 8.4)
        pdf.set_draw_color(210, 210, 210)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(235, 238, 242)
            pdf.rect(128, y - 4.4, 64, 6.4, style="F")
        f(160, y, label, 9, "B" if strong else "", "right")
        f(191, y, "€ " + inv.number(value), 9, "B" if strong else "", "right")
        y += 6
    y += 6
    pdf.set_font("DejaVu", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt)),
        f"{w['comm']}: {inv.payment_ref}"]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2, "B" if text.startswith(w["comm"]) else "")
            y += 4
        y += 1.4
    pdf.set_font("DejaVu", "", 6.8)
    yy = 270
    for row in fp_wrap(pdf, w["cond"], 174):
        f(18, yy, row, 6.8)
        yy += 3.2
    f(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- isah (fpdf2, Liberation Sans) ----------------------------------------------------------------------------------
def isah(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Uw ordernr.",
                                        "Onze ordernr.", "Pagina"),
          "cols": ("Pos.", "Artikelcode", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting %", "Bedrag"),
          "sub": "Goederenwaarde", "net": "Totaal excl. BTW", "vat": "BTW {rate}%", "gross": "Totaal EUR",
          "due": "Vervaldatum", "terms": "Betalingsconditie", "vatno": "BTW-nr.", "yours": "Uw BTW-nr.",
          "comm": "Gestructureerde mededeling"}
         if nl else
         {"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellung",
                                         "Unsere Auftragsnr.", "Seite"),
          "cols": ("Pos.", "Artikelnummer", "Bezeichnung", "Menge", "Einh.", "Preis", "Rabatt %", "Betrag"),
          "sub": "Warenwert", "net": "Total netto", "vat": "MwSt. {rate}%", "gross": "Total EUR",
          "due": "Fällig am", "terms": "Zahlungsbedingung", "vatno": "USt-IdNr.", "yours": "Ihre USt-IdNr.",
          "comm": "Verwendungszweck"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(192, 18, s.name, 12, "B", "right")
    f(192, 23, f"{s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}", 8, "", "right")
    f(192, 27, f"Tel. {s.phone} · {s.email}", 8, "", "right")
    f(18, 45, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(18, 51 + k * 4.6, text, 9.6)
    f(18, 79, f"{w['yours']} {BUYER_VAT}", 8.2)
    f(18, 92, w["title"], 16, "B")
    values = (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y" if nl else "%d.%m.%Y"), inv.customer_no,
              inv.po_printed or "", inv.extra["ours"], "1")
    xs = (18, 48, 76, 102, 136, 168)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.25)
    pdf.rect(18, 96, 174, 11)
    for k, (x, label, value) in enumerate(zip(xs, w["facts"], values)):
        if k:
            pdf.line(x - 1.5, 96, x - 1.5, 107)
        f(x, 100, label, 7, "", "left")
        f(x, 105, value, 8.8, "B", "left")
    y = 116
    cols = [(18, "l"), (28, "l"), (56, "l"), (132, "r"), (134, "l"), (156, "r"), (172, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.line(18, y + 1.8, 192, y + 1.8)
    y += 6.5
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 60)
        values = [f"{(k + 1) * 10}", line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(56, y, more, 8.4)
        y += 5.4
    pdf.line(18, y - 2.2, 192, y - 2.2)
    y = max(y + 4, 200)
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.line(140, y - 4.2, 192, y - 4.2)
        y += 4.8
    f(18, 200, f"{w['due']}: {inv.day(inv.due, '%d-%m-%Y' if nl else '%d.%m.%Y')}", 8.4)
    f(18, 204.6, f"{w['terms']}: {inv.extra['terms']}", 8.4)
    y = max(y + 6, 232)
    pdf.set_font("Lib", "", 8.2)
    texts = [inv.statement] + ([f"{w['comm']}: {inv.payment_ref}"] if inv.payment_ref else [])
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.2
    pdf.line(18, 276, 192, 276)
    f(18, 280, f"{s.register} · {w['vatno']} {s.vat}", 6.8)
    f(18, 283.4, f"IBAN {inv.iban} · BIC {inv.bic}", 6.8)
    return bytes(pdf.output())


# --- facturenet (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------
def facturenet(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], f"Tél. : {s.phone}", s.email,
                              f"N° TVA intracom. : {s.vat}"]):
        c.text(18, 26 + k * 4, text, 8, F)
    c.text(192, 22, "FACTURE", 20, B, "right")
    c.text(192, 30, f"N° {inv.invoice_no}", 9.5, B, "right")
    c.text(192, 35, f"Date : {inv.day(inv.issued, 'long')}", 8.6, F, "right")
    c.text(192, 39.5, f"Échéance : {inv.day(inv.due, 'long')}", 8.6, F, "right")
    c.c.setLineWidth(0.5)
    c.c.rect(112 * MM, c.height - 86 * MM, 80 * MM, 32 * MM)
    c.text(115, 59, "Client", 7.2, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        c.text(115, 64.5 + k * 4.3, text, 9, B if k == 0 else F)
    c.text(18, 72, f"Code client : {inv.customer_no}", 8.4, F)
    if inv.po_printed:
        c.text(18, 76.5, f"Votre commande n° {inv.po_printed}", 8.4, F)
    y = 98
    c.fill(18, y - 4.4, 174, 6.6, 0.88)
    cols = [(19.5, "left"), (138, "right"), (163, "right"), (190.5, "right")]
    for (x, al), head in zip(cols, ("Désignation", "Qté", "P.U. HT", "Total HT")):
        c.text(x, y, head, 8.2, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(f"Réf. {line.article} – {line.description}", F, 8.4, 100 * MM)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line) + " " + line.unit, eur(line.price),
                                         eur(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(19.5, y, more, 8.4, F)
        c.rule(18, y + 2.2, 192, 0.2, grey=0.75)
        y += 6.4
    y += 4
    for label, value, strong in totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC"):
        c.text(163, y, label, 8.8, B if strong else F, "right")
        c.text(190.5, y, eur(value), 8.8, B if strong else F, "right")
        y += 5
    c.fill(128, y - 3.6, 64, 6.8, 0.2)
    c.c.setFillGray(1)
    c.c.setFont(B, 9.6)
    c.c.drawString(131 * MM, c.height - (y + 1) * MM, "Net à payer")
    c.c.drawRightString(190.5 * MM, c.height - (y + 1) * MM, eur(inv.gross_total))
    c.c.setFillGray(0)
    y += 14
    texts = [inv.statement, f"Règlement par virement à réception, au plus tard le {inv.day(inv.due, 'long')}. "
                            f"IBAN : {inv.iban} – BIC : {inv.bic}.",
             "En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité "
             "forfaitaire pour frais de recouvrement de 40 €. Pas d’escompte pour paiement anticipé."]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.8
    c.text(105, 284, f"{s.name} – SARL au capital de 15 000 € – {s.register}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- sagex3 (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def sagex3(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "head": ("Site de vente", "Facture", "Date", "Client", "Commande client",
                                       "Échéance", "Condition de paiement"),
          "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Article", "Désignation", "Qté", "Unité", "Prix net", "Montant HT"),
          "sub": "Total lignes HT", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC EUR",
          "vatno": "N° TVA", "ship_ref": "Livraison", "pay": "Règlement par virement : IBAN {iban} - BIC {bic}"}
         if fr else
         {"title": "INVOICE", "head": ("Sales site", "Invoice", "Date", "Customer", "Customer order", "Due date",
                                       "Payment terms"),
          "bill": "Bill-to address", "ship": "Ship-to address",
          "cols": ("Item", "Description", "Qty", "Unit", "Net price", "Amount excl. VAT"),
          "sub": "Lines total excl. VAT", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total incl. VAT EUR",
          "vatno": "VAT no.", "ship_ref": "Delivery", "pay": "Payment by bank transfer: IBAN {iban} - BIC {bic}"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("sxl", 6.8, "DVC", grey=0.35)
    normal, right = _style("sxn", 8.2, "DVC"), _style("sxr", 8.2, "DVC", align=2)
    bold, bold_r = _style("sxb", 8.2, "DVCB"), _style("sxbr", 8.2, "DVCB", align=2)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>{escape(s.email)}",
                        _style("sxc", 8.4, "DVC", lead=10.6))
    title = Paragraph(f"<b>{w['title']}</b>", _style("sxt", 17, "DVCB", align=2, lead=21))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.extra["site"], inv.invoice_no, inv.issued.strftime(dfmt), inv.customer_no, inv.po_printed or "",
              inv.due.strftime(dfmt), inv.extra["terms"])
    keep = [(k, v) for k, v in zip(w["head"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in keep],
                  [Paragraph(escape(v), bold if k in ("Facture", "Invoice") else normal) for k, v in keep]],
                 colWidths=[178 * mm * max(len(k), len(v) + 4, 8) / sum(max(len(a), len(b) + 4, 8) for a, b in keep)
                            for k, v in keep])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.93, 0.93)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            w["vatno"] + " " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Magasin / Warehouse", BUYER[1], BUYER[2],
                                            COUNTRY_BE[inv.language]))
    addr = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                  [Paragraph(bill, _style("sxa", 8.6, "DVC", lead=10.8)),
                   Paragraph(ship, _style("sxa2", 8.6, "DVC", lead=10.8))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("BOX", (1, 0), (1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (2, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[28 * mm, 74 * mm, 15 * mm, 13 * mm, 22 * mm, 26 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.88, 0.92)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.7, 0.7, 0.7)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[52 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 4 * mm), grid, Spacer(1, 5 * mm), addr, Spacer(1, 2 * mm),
             Paragraph(escape(f"{w['ship_ref']} : {inv.extra['ship']}" if fr else f"{w['ship_ref']}: {inv.extra['ship']}"),
                       normal), Spacer(1, 4 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 7 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 8 * mm, "1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- scopevisio (reportlab canvas, Liberation Sans) -----------------------------------------------------------------
def scopevisio(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 18, s.name, 12, B, "right")
    c.text(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.6, F, grey=0.3)
    c.rule(20, 48.3, 105, 0.3, grey=0.5)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(20, 54 + k * 4.4, text, 9.6, F)
    facts = (("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kundennummer", inv.customer_no), ("Ihre Bestellnummer", inv.po_printed or ""),
             ("Lieferdatum", inv.extra["delivery"].split()[-1]), ("Ansprechpartner", inv.extra["contact"]),
             ("Ihre USt-IdNr.", BUYER_VAT))
    for k, (label, value) in enumerate(facts):
        c.text(125, 52 + k * 4.3, label, 8, F, grey=0.35)
        c.text(192, 52 + k * 4.3, value, 8, F, "right")
    c.text(20, 100, f"Rechnung {inv.invoice_no}", 13, B)
    c.text(20, 110, "Sehr geehrte Damen und Herren,", 9, F)
    c.text(20, 115, "für unsere Lieferung berechnen wir Ihnen wie folgt:", 9, F)
    y = 126
    cols = [(20, "left"), (30, "left"), (58, "left"), (133, "right"), (135, "left"), (166, "right"),
            (192, "right")]
    for (x, al), head in zip(cols, ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis",
                                    "Gesamtpreis")):
        c.text(x, y, head, 7.8, B, al)
    c.rule(20, y + 1.8, 192, 0.6)
    y += 6.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.4, 58 * MM)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(58, y, more, 8.4, F)
        y += 5.2
    c.rule(20, y - 2.2, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, "Summe Positionen", "Nettobetrag", "USt {rate} %", "Rechnungsbetrag"):
        c.text(166, y, label + (" EUR" if strong else ""), 8.8, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 4.8
    c.rule(140, y - 3.4, 192, 0.6)
    y += 7
    texts = [inv.statement, f"Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum "
                            f"{inv.day(inv.due, '%d.%m.%Y')} auf das unten genannte Konto.",
             "Mit freundlichen Grüßen", s.name]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.1
        y += 1.6
    c.rule(20, 271, 192, 0.3, grey=0.6)
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country]["de"]],
             [f"Tel. {s.phone}", s.email, s.register, f"USt-IdNr. {s.vat}"],
             ["Stadtsparkasse Wuppertal", f"IBAN {inv.iban}", f"BIC {inv.bic}", "Geschäftsführer: H. Brückmann"]]
    for x, col in zip((20, 82, 140), cols3):
        for k, text in enumerate(col):
            c.text(x, 275 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- chargebee (Typst, Liberation Sans) -----------------------------------------------------------------------------
def chargebee(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Abrechnungszeitraum", "Fällig am",
                                         "Bestellnummer (PO)"),
          "bill": "Rechnungsempfänger", "cols": ("Beschreibung", "Einheiten", "Stückpreis", "Rabatt",
                                                 "Betrag (EUR)"),
          "sub": "Zwischensumme", "vat": "MwSt. ({rate}%)", "gross": "Gesamt", "paid": "Bezahlt",
          "due": "Fälliger Betrag", "notes": "Hinweise", "vatno": "USt-IdNr.",
          "pay": "Zahlung per Überweisung an IBAN {iban}, BIC {bic}, Verwendungszweck {ref}."}
         if de else
         {"title": "INVOICE", "facts": ("Invoice Number", "Invoice Date", "Billing Period", "Due Date", "PO Number"),
          "bill": "Bill To", "cols": ("Description", "Units", "Unit Price", "Discount", "Amount (EUR)"),
          "sub": "Sub Total", "vat": "VAT ({rate}%)", "gross": "Total", "paid": "Payments", "due": "Amount Due",
          "notes": "Notes", "vatno": "VAT No.",
          "pay": "Pay by bank transfer to IBAN {iban}, BIC {bic}, reference {ref}."})
    values = (inv.invoice_no, _issued(inv, "%d.%m.%Y"), inv.extra["period"], inv.day(inv.due, "%d.%m.%Y" if de
                                                                                     else "%d/%m/%Y"),
              inv.po_printed or "")
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(130))[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + s.register)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  align(right)[#text(size: 22pt, fill: luma(60))[{ts(w["title"])}] #v(2mm)\n'
        '  #grid(columns: (auto, auto), column-gutter: 4mm, row-gutter: 1.6mm,\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(8mm)\n'
        f'#text(size: 7.6pt, fill: luma(110))[{ts(w["bill"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}\n'
        '#v(8mm)\n')
    cols = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 f'align(right)[{ts(inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(inv.number(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    widths = "(1fr, 26mm, 24mm, " + ("16mm, " if discounts else "") + "26mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: 0.4pt + luma(200)), '
            'fill: (x, y) => if y == 0 { luma(235) }, inset: (x: 1.8mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 28mm), stroke: none, inset: (x: 1.8mm, y: 1.7mm),\n'
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10pt' if label == w["due"] else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(weight: "bold")[{ts(w["notes"])}] \\ {ts(inv.statement)}\n#v(3mm)\n'
    src += ts(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)) + "\n"
    return _typst(src)


WRITERS = {"reeleezee": reeleezee, "robaws": robaws, "isah": isah, "facturenet": facturenet, "sagex3": sagex3,
           "scopevisio": scopevisio, "chargebee": chargebee}
