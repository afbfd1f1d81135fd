"""Seven page writers for the seventy-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software no earlier corpus used (no logos, no trademarks, invented suppliers):
two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu
and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The drawing helpers
(reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- otto (reportlab canvas, Liberation Sans): a marketplace seller's invoice for an Otto Market order, de or en: the
  seller top left, the sender line over the window, `Rechnung` / `Invoice`, an info block right (`Rechnungsnummer`,
  `Rechnungsdatum`, `Bestelldatum`, `Versanddatum`, `Marktplatz-Bestellnr.`, `Ihre Referenz`), columns `Pos.` /
  `Art.-Nr.` (de; en: the item number under the name) / `Artikelbezeichnung` / `Menge` / `Einzelpreis netto` /
  `Rabatt` / `Gesamt netto`, totals (`Warenwert netto`, `Versandkosten`, `Nettobetrag`, `USt`, `Rechnungsbetrag`).
- kaufland (Typst, DejaVu Sans): a Kaufland.de marketplace seller's invoice, de or fr: `Rechnung` / `Facture` big
  left, the seller right, a fact list (`Rechnungsnr.`, `Rechnungsdatum`, `Lieferdatum`, `Bestellnummer
  Marktplatz`, `Ihre Bestell-Nr.`), columns `Menge` / (`Réf.`) / `Artikel` / `Einzelpreis` / `MwSt.` / `Gesamt`,
  totals `Zwischensumme`, the coupon or delivery, `Summe netto`, `MwSt.`, `Gesamtbetrag`.
- loyverse (fpdf2, DejaVu Sans): a Loyverse POS receipt printed as an invoice, nl or en: a narrow centred column,
  store, cashier and POS, the customer, each item with `6 x €54,95` under it, the discount under the item,
  `Subtotaal` / `Subtotal`, the tax line `BTW 21%` (added to the price), `Totaal`, the payment, the comment with
  the PO, the date and receipt number at the foot (`#1-1047`).
- orderbird (reportlab platypus, DejaVu Sans Condensed): an orderbird A4 invoice, de: the business top, `Rechnung
  Nr.`, date and time, staff, table, receipt, columns `Menge` / `Art.-Nr.` / `Artikel` / `Einzelpreis` / `Summe`,
  totals `Zwischensumme`, the fee, `Netto`, `MwSt`, `Gesamt EUR`, the payment and the TSE block.
- gastrofix (fpdf2, Liberation Sans): a Gastrofix A4 invoice, fr: the business centred, `FACTURE`, a fact list
  (`Facture n°`, `Date`, `Table`, `Serveur`, `Bon`), the customer, `Qté` / `Réf.` / `Article` / `P.U. HT` /
  `Total HT`, totals `Sous-total`, the discount, `Total HT`, `TVA`, `Total TTC`.
- trivec (Typst, Liberation Sans): a Trivec invoice, nl or en: ISO dates (`2027-11-16`), the supplier left,
  `FACTUUR` / `INVOICE` right with a fact table, the event, `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` /
  `Btw %` / `Bedrag`, totals, a VAT summary table (`Btw %` / `Grondslag` / `Btw` / `Totaal`).
- clyo (reportlab canvas, DejaVu Sans): a Clyo Systems (Belgian retail POS) invoice, fr or nl: the shop left,
  `FACTURE` / `FACTUUR` in a box right (`N°`, `Date`, `Client`, `Vendeur`), the client box, columns `Réf.` /
  `Désignation` / `Qté` / `PU HTVA` / `Rem.` / `Total HTVA` (nl: the barcode under the name), the fee or discount,
  a VAT table (`Taux` / `Base HTVA` / `TVA` / `TVAC`), `Total HTVA`, `Total TVAC`, the structured communication."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _issued,  # noqa: E402
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"DE": {"de": "Deutschland", "en": "Germany", "fr": "Allemagne", "nl": "Duitsland"},
           "NL": {"de": "Niederlande", "en": "The Netherlands", "fr": "Pays-Bas", "nl": "Nederland"},
           "AT": {"de": "Österreich", "en": "Austria", "fr": "Autriche", "nl": "Oostenrijk"},
           "FR": {"de": "Frankreich", "en": "France", "fr": "France", "nl": "Frankrijk"},
           "LU": {"de": "Luxemburg", "en": "Luxembourg", "fr": "Luxembourg", "nl": "Luxemburg"},
           "IE": {"de": "Irland", "en": "Ireland", "fr": "Irlande", "nl": "Ierland"},
           "BE": COUNTRY_BE}
FR_MONTHS = "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split()


# --- otto (reportlab canvas, Liberation Sans) -----------------------------------------------------------------------
def otto(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Bestelldatum", "Versanddatum",
                                         "Marktplatz-Bestellnr.", "Ihre Referenz", "Ansprechpartner"),
          "cols": ("Pos.", "Art.-Nr.", "Artikelbezeichnung", "Menge", "Einzelpreis netto", "Rabatt",
                   "Gesamt netto"),
          "sub": "Warenwert netto", "net": "Nettobetrag", "vat": "USt {rate} %", "gross": "Rechnungsbetrag EUR",
          "intro": "vielen Dank für Ihre Bestellung über den Marktplatz. Wir berechnen Ihnen folgende Artikel:",
          "hello": "Sehr geehrte Damen und Herren,",
          "pay": "Zahlbar ohne Abzug bis zum {due} auf das unten genannte Konto.", "vatno": "USt-IdNr.",
          "buyer_vat": "Ihre USt-IdNr.", "bank": "Bankverbindung", "item": "Art.-Nr."}
         if de else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Order date", "Shipping date",
                                        "Marketplace order no.", "Your reference", "Contact"),
          "cols": ("Pos.", "", "Description", "Qty", "Price excl. VAT", "Discount", "Total excl. VAT"),
          "sub": "Goods value excl. VAT", "net": "Net amount", "vat": "VAT {rate}%", "gross": "Invoice total EUR",
          "intro": "thank you for your marketplace order. We invoice you for the following items:",
          "hello": "Dear Sir or Madam,",
          "pay": "Payable without deduction by {due} to the account below.", "vatno": "VAT no.",
          "buyer_vat": "Your VAT no.", "bank": "Bank details", "item": "Item no."})
    dfmt = "%d.%m.%Y" if de else "%d %B %Y"
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 20, s.name, 14, B)
    c.text(20, 25.5, f"{s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}", 8, F, grey=0.3)
    c.text(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.5, F, grey=0.35)
    c.rule(20, 48.3, 100, 0.3, grey=0.5)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(20, 54 + k * 4.5, text, 9.6, F)
    values = (inv.invoice_no, _issued(inv, dfmt), inv.extra["ordered"], inv.extra["shipped"], inv.extra["order"],
              inv.po_printed or "", inv.extra["contact"])
    y = 44
    for label, value in list(zip(w["facts"], values)) + [(w["buyer_vat"], BUYER_VAT)]:
        c.text(122, y, label, 8, F, grey=0.35)
        c.text(192, y, value, 8, B if label == w["facts"][0] else F, "right")
        y += 4.4
    c.text(20, 92, f"{w['title']} {inv.invoice_no}", 14, B)
    c.text(20, 101, w["hello"], 9, F)
    c.text(20, 106, w["intro"], 9, F)
    discounts = any(line.discount for line in inv.lines)
    cols = [(20, "left"), (30, "left"), (50 if de else 30, "left"), (124, "right"), (152, "right"),
            (168, "right"), (192, "right")]
    y = 117
    c.fill(19, y - 4.2, 174, 6, 0.9)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if (k == 5 and not discounts) or not head:
            continue
        c.text(x, y, head, 7.6, B, al)
    y += 7
    width = (78 if not de else 56) * MM
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.6, width)
        values = [str(k + 1), line.article if de else "", desc[0], f"{inv.qty(line)} {line.unit}",
                  inv.number(line.price), f"{inv.pct(line.discount)} %" if line.discount else "",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(cols[2][0], y, more, 8.6, F)
        if not de and line.article:
            y += 4
            c.text(cols[2][0], y, f"{w['item']} {line.article}", 7.6, F, grey=0.35)
        c.rule(20, y + 2.2, 192, 0.25, grey=0.75)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        c.text(166, y, label, 9, B if strong else F, "right")
        c.text(192, y, inv.number(value), 9, B if strong else F, "right")
        if strong:
            c.rule(130, y - 4.2, 192, 0.6)
        y += 5
    y += 6
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt))):
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.1
        y += 1.8
    c.rule(20, 270, 192, 0.3, grey=0.6)
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
             [f"Tel. {s.phone}", s.email, s.register, f"{w['vatno']} {s.vat}"],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 80, 142), cols3):
        for k, text in enumerate(col):
            c.text(x, 274 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- kaufland (Typst, DejaVu Sans) ----------------------------------------------------------------------------------
def kaufland(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Lieferdatum", "Bestellnummer Marktplatz",
                                         "Bestelldatum", "Ihre Bestell-Nr."),
          "cols": ("Menge", "Art.-Nr.", "Artikel", "Einzelpreis", "MwSt.", "Gesamt"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "to": "Rechnungsadresse", "vatno": "USt-IdNr.", "buyer": "USt-IdNr. Kunde",
          "pay": "Bitte überweisen Sie den Gesamtbetrag bis {due} auf IBAN {iban} (BIC {bic}). Verwendungszweck: {no}.",
          "thanks": "Vielen Dank für Ihren Einkauf!"}
         if de else
         {"title": "Facture", "facts": ("N° de facture", "Date de facture", "Date de livraison", "N° de commande place de marché",
                                        "Date de commande", "Votre référence"),
          "cols": ("Qté", "Réf.", "Article", "P.U. HT", "TVA", "Total HT"),
          "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "to": "Adresse de facturation", "vatno": "N° TVA", "buyer": "N° TVA client",
          "pay": "Merci de régler le montant total avant le {due} par virement sur l'IBAN {iban} (BIC {bic}), "
                 "référence {no}.",
          "thanks": "Merci pour votre achat !"})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.extra["shipped"], inv.extra["order"], inv.extra["ordered"],
              inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 26mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(100))\n#line(length: 100%, stroke: 0.4pt + luma(180))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + COUNTRY[s.country][inv.language])}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.phone)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(s.email)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 24pt, weight: "bold")[{ts(w["title"])}]],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.email)}])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 7.4pt, fill: luma(110))[{ts(w["to"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["buyer"] + ": " + BUYER_VAT)}],\n'
        '  table(columns: (auto, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm), column-gutter: 3mm,\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], values))
        + '  ))\n#v(8mm)\n')
    in_col = not de          # German: the article number opens the description; French: its own column
    keep = [0, 1, 2, 3, 4, 5] if in_col else [0, 2, 3, 4, 5]
    widths = {0: "14mm", 1: "22mm", 2: "1fr", 3: "24mm", 4: "12mm", 5: "24mm"}
    rows = []
    for line in inv.lines:
        name = line.description if in_col else f"{line.article} · {line.description}"
        cells = {0: f'[{ts(inv.qty(line) + " " + line.unit)}]', 1: f'[{ts(line.article or "")}]',
                 2: f'[{ts(name)}]', 3: f'align(right)[{ts(inv.number(line.price) + " €")}]',
                 4: f'align(right)[{ts(inv.rate() + " %")}]', 5: f'align(right)[{ts(inv.number(line.amount) + " €")}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 1pt + rgb("#e10915") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k >= 3 else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (48mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(6mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, no=inv.invoice_no)) + "\n"
    src += f'#v(2mm)\n{ts(w["thanks"])}\n'
    return _typst(src)


# --- loyverse (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def loyverse(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "cashier": "Kassier", "pos": "Kassa", "customer": "Klant", "vatno": "Btw-nr.",
          "items": "Artikelen", "sub": "Subtotaal", "vat": "BTW {rate}% (toegevoegd)", "gross": "Totaal",
          "paid": "Op rekening (overschrijving)", "comment": "Opmerking", "due": "Te betalen vóór {due}",
          "comm": "Mededeling", "thanks": "Bedankt voor uw aankoop!", "receipt": "Factuur"}
         if nl else
         {"title": "INVOICE", "cashier": "Cashier", "pos": "POS", "customer": "Customer", "vatno": "VAT no.",
          "items": "Items total", "sub": "Subtotal", "vat": "VAT {rate}% (added)", "gross": "Total",
          "paid": "On account (bank transfer)", "comment": "Comment", "due": "Payment due by {due}",
          "comm": "Reference", "thanks": "Thank you for your business!", "receipt": "Receipt"})
    dfmt = "%d-%m-%Y"
    pdf = _fpdf(f"{w['receipt']} #{inv.invoice_no}", s.name)
    cur = lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v))  # noqa: E731
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    left, right, mid = 58, 152, 105
    y = 22
    f(mid, y, s.name, 12.5, "B", "center")
    for text in (s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}", s.phone,
                 f"{w['vatno']} {s.vat}"):
        y += 4.6
        f(mid, y, text, 8.4, "", "center")
    y += 9
    f(mid, y, w["title"], 11, "B", "center")
    y += 7
    pdf.set_draw_color(120, 120, 120)
    pdf.set_dash_pattern(dash=1, gap=1)
    for label, value in ((w["cashier"], inv.extra["cashier"]), (w["pos"], inv.extra["pos"]),
                         (w["customer"], BUYER[0])):
        f(left, y, f"{label}: {value}", 8.6)
        y += 4.4
    for text in (BUYER[1], BUYER[2] + ", " + COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"):
        f(left + 4, y, text, 8.2)
        y += 4.2
    pdf.line(left, y, right, y)
    y += 6
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.8)
        rows = fp_wrap(pdf, line.description, 66)
        f(left, y, rows[0], 8.8)
        f(right, y, cur(line.gross), 8.8, "", "right")
        for more in rows[1:]:
            y += 4.2
            f(left, y, more, 8.8)
        y += 4.2
        f(left, y, f"{inv.qty(line)} {line.unit} x {cur(line.price)}", 8, "", "left")
        if line.article:
            y += 3.9
            f(left, y, f"SKU: {line.article}", 7.6)
        if line.discount:
            y += 4.2
            f(left + 4, y, f"{'Korting' if nl else 'Discount'} ({inv.pct(line.discount)}%)", 8.2, "I")
            f(right, y, cur(line.amount - line.gross), 8.2, "I", "right")
        y += 6.2
    pdf.line(left, y - 2.4, right, y - 2.4)
    y += 3.4
    for label, value, strong in totals(inv, w["items"], w["sub"], w["vat"], w["gross"]):
        f(left, y, label, 10.5 if strong else 8.8, "B" if strong else "")
        f(right, y, cur(value), 10.5 if strong else 8.8, "B" if strong else "", "right")
        y += 6.4 if strong else 4.8
    pdf.line(left, y - 2.4, right, y - 2.4)
    y += 3.4
    f(left, y, w["paid"], 8.8)
    f(right, y, cur(inv.gross_total), 8.8, "", "right")
    y += 8
    pdf.line(left, y - 3.4, right, y - 3.4)
    texts = [f"{w['comment']}: {inv.po_printed}" if inv.po_printed else "",
             w["due"].format(due=inv.day(inv.due, "%d-%m-%Y" if nl else "%b %d, %Y")),
             f"IBAN {inv.iban} · BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    if inv.statement:
        texts.append(inv.statement)
    pdf.set_font("DejaVu", "", 8.2)
    for text in filter(None, texts):
        for row in fp_wrap(pdf, text, right - left):
            f(left, y, row, 8.2)
            y += 4
        y += 1.6
    y += 4
    f(mid, y, w["thanks"], 8.6, "", "center")
    y += 7
    f(left, y, f"{_issued(inv, dfmt)} {inv.extra['time']}", 8.2)
    f(right, y, f"#{inv.invoice_no}", 8.2, "", "right")
    y += 4.2
    f(mid, y, inv.extra["store"], 7.4, "", "center")
    pdf.set_dash_pattern()
    f(105, 286, f"{s.name} · {s.register} · {s.email}", 6.6, "", "center")
    return bytes(pdf.output())


# --- orderbird (reportlab platypus, DejaVu Sans Condensed) ----------------------------------------------------------
def orderbird(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    small, normal = _style("obs", 7.2, "DVC", grey=0.35), _style("obn", 8.6, "DVC")
    right, bold = _style("obr", 8.6, "DVC", align=2), _style("obb", 8.6, "DVCB")
    bold_r = _style("obbr", 8.6, "DVCB", align=2)
    head = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)} · {escape(place(inv))} · "
                     f"{escape(COUNTRY[s.country]['de'])}<br/>Tel. {escape(s.phone)} · {escape(s.email)}<br/>"
                     f"USt-IdNr. {escape(s.vat)} · Steuer-Nr. 11050/48211",
                     _style("obh", 9, "DVC", align=1, lead=12))
    facts = [("Rechnung Nr.", inv.invoice_no), ("Datum", f"{inv.day(inv.issued, '%d.%m.%Y')} {inv.extra['time']}"),
             ("Bedienung", inv.extra["staff"]), ("Tisch", inv.extra["table"]), ("Beleg-Nr.", inv.extra["receipt"])]
    if inv.po_printed:
        facts.append(("Ihre Bestellnummer", inv.po_printed))
    fact_t = Table([[Paragraph(escape(k), small), Paragraph(escape(v), bold if k.startswith("Rechnung") else normal)]
                    for k, v in facts], colWidths=[30 * mm, 50 * mm])
    fact_t.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                                ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in ("Rechnungsempfänger:", BUYER[0], BUYER[1], BUYER[2],
                                                       "Belgien", "USt-IdNr. " + BUYER_VAT)),
                      _style("obc", 9, "DVC", lead=11.6))
    top = Table([[buyer, fact_t]], colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k in (0, 3, 4) else bold)
             for k, h in enumerate(("Menge", "Art.-Nr.", "Artikel", "Einzelpreis", "Summe"))]]
    for line in inv.lines:
        rows.append([Paragraph(f"{inv.qty(line)} x", right), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[18 * mm, 20 * mm, 90 * mm, 24 * mm, 26 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Zwischensumme", "Netto", "MwSt {rate} %", "Gesamt EUR")]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    tse = ("TSE-Transaktion 18822 · TSE-Start 2027-10-27T10:17:52 · TSE-Stop 2027-10-27T10:18:09 · "
           "TSE-Seriennr. 9f3c2a71e4b05d86 · Kasse 2 (iPad) · Signaturzähler 40117")
    story = [head, Spacer(1, 9 * mm), top, Spacer(1, 10 * mm),
             Paragraph("<b>Rechnung</b>", _style("obt", 15, "DVCB", lead=19)), Spacer(1, 3 * mm), table,
             Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm),
             Paragraph(escape("Zahlart: Rechnung (Überweisung) · fällig am " + inv.day(inv.due, "%d.%m.%Y")), normal),
             Spacer(1, 1.6 * mm), Paragraph(escape(f"IBAN {inv.iban} · BIC {inv.bic}"), normal),
             Spacer(1, 3 * mm), Paragraph(escape(inv.statement), normal), Spacer(1, 6 * mm),
             Paragraph(escape(tse), small), Spacer(1, 3 * mm),
             Paragraph("Vielen Dank für Ihren Besuch!", _style("obv", 8.6, "DVC", align=1))]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · Geschäftsführerin: K. Brändlin")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- gastrofix (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def gastrofix(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(105, 20, s.name, 15, "B", "center")
    f(105, 26, f"{s.street} · {place(inv)} · {COUNTRY[s.country]['fr']}", 8.4, "", "center")
    f(105, 30.2, f"Tél. {s.phone} · {s.email} · TVA {s.vat}", 8.4, "", "center")
    pdf.set_draw_color(60, 60, 60)
    pdf.line(20, 35, 190, 35)
    f(20, 47, "FACTURE", 17, "B")
    facts = (("Facture n°", inv.invoice_no), ("Date", f"{_issued(inv, '%d/%m/%Y')}, {inv.extra['time']}"),
             ("Table", inv.extra["table"]), ("Serveur", inv.extra["staff"]), ("Bon", inv.extra["receipt"]),
             ("Réf. client", inv.po_printed or ""))
    y = 55
    for label, value in facts:
        f(20, y, label, 8.8)
        f(48, y, value, 8.8, "B" if label == "Facture n°" else "")
        y += 4.6
    pdf.set_fill_color(244, 244, 244)
    pdf.rect(118, 50, 72, 29, style="F")
    f(121, 55, "Client", 7.6)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2] + ", Belgique", f"TVA {BUYER_VAT}")):
        f(121, 60 + k * 4.6, text, 9, "B" if k == 0 else "")
    y = 92
    cols = [(31, "right"), (35, "left"), (60, "left"), (162, "right"), (190, "right")]
    pdf.line(20, y - 4.6, 190, y - 4.6)
    for (x, al), head in zip(cols, ("Qté", "Réf.", "Article", "P.U. HT", "Total HT")):
        f(x, y, head, 8.4, "B", al)
    pdf.line(20, y + 1.8, 190, y + 1.8)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 9)
        desc = fp_wrap(pdf, line.description, 76)
        for (x, al), value in zip(cols, (inv.qty(line), line.article or "", desc[0], inv.number(line.price),
                                         inv.number(line.amount))):
            f(x, y, value, 9, "", al)
        for more in desc[1:]:
            y += 4.2
            f(60, y, more, 9)
        y += 6
    pdf.line(20, y - 2.6, 190, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, "Sous-total", "Total HT", "TVA {rate} %", "Total TTC"):
        f(162, y, label, 10 if strong else 9, "B" if strong else "", "right")
        f(190, y, inv.number(value) + " €", 10 if strong else 9, "B" if strong else "", "right")
        y += 5.4
    y += 6
    pdf.set_font("Lib", "", 8.6)
    for text in (inv.statement, f"Paiement : virement à 30 jours, au plus tard le {inv.day(inv.due, '%d/%m/%Y')}.",
                 f"IBAN {inv.iban} · BIC {inv.bic} · Communication : {inv.invoice_no}"):
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.6)
            y += 4.2
        y += 1.6
    f(105, 283, f"{s.name} · {s.register} · TVA {s.vat} · Autorisation d'établissement 10087412/2", 6.8, "",
      "center")
    return bytes(pdf.output())


# --- trivec (Typst, Liberation Sans) --------------------------------------------------------------------------------
def trivec(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Klantnr.", "Uw referentie",
                                        "Contactpersoon"),
          "event": "Evenement", "cols": ("Omschrijving", "Aantal", "Eenheid", "Prijs", "Btw %", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal te betalen",
          "sum": ("Btw %", "Grondslag", "Btw", "Totaal"), "vatno": "Btw-nr.",
          "pay": "Gelieve te betalen binnen {terms} op {iban} (BIC {bic}) met vermelding van {ref}."}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice no.", "Invoice date", "Due date", "Customer no.", "Your reference",
                                        "Contact"),
          "event": "Event", "cols": ("Description", "Qty", "Unit", "Price", "VAT %", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total to pay",
          "sum": ("VAT %", "Basis", "VAT", "Total"), "vatno": "VAT no.",
          "pay": "Please pay within {terms} to {iban} (BIC {bic}), quoting {ref}."})
    iso = "%Y-%m-%d"
    values = (inv.invoice_no, inv.day(inv.issued, iso), inv.day(inv.due, iso), inv.customer_no,
              inv.po_printed or "", inv.extra["staff"])
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 24mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " | " + s.street + ", " + place(inv) + " | " + w["vatno"] + " " + s.vat + " | " + s.register)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 20pt, weight: "bold", fill: rgb("#1f3b57"))[{ts(w["title"])}] #v(1mm)\n'
        '  #table(columns: (auto, auto), stroke: none, inset: (x: 1mm, y: 1.2mm), align: (left, right),\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(6mm)\n'
        f'#block(inset: 3mm, stroke: 0.5pt + luma(160), width: 80mm)[#text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}]\n'
        f'#v(4mm)\n{ts(w["event"] + ": " + inv.extra["event"])}\n#v(4mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate())}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (1fr, 16mm, 16mm, 22mm, 14mm, 24mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#1f3b57") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.1mm),\n'
            + "".join(f'  {"(" if k in (0, 2) else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("EUR " + inv.number(value))}]),\n'
    src += '))\n#v(4mm)\n'
    src += ('#table(columns: (18mm, 26mm, 22mm, 26mm), stroke: 0.3pt + luma(180), inset: 1.5mm, '
            'align: (left, right, right, right),\n'
            + "".join(f'  text(weight: "bold")[{ts(h)}],\n' for h in w["sum"])
            + f'  [{ts(inv.rate())}], [{ts(inv.number(inv.net_total))}], [{ts(inv.number(inv.vat_amount))}], '
              f'[{ts(inv.number(inv.gross_total))}],\n)\n#v(5mm)\n')
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic,
                              ref=inv.payment_ref or inv.invoice_no)) + "\n"
    return _typst(src)


# --- clyo (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------------
def clyo(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("N°", "Date", "Échéance", "Client n°", "Vendeur", "Votre réf."),
          "cols": ("Réf.", "Désignation", "Qté", "PU HTVA", "Rem.", "Total HTVA"),
          "sub": "Total articles", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC",
          "sum": ("Taux", "Base HTVA", "TVA", "TVAC"), "vatno": "TVA", "comm": "Communication structurée",
          "pay": "À payer avant le {due} sur le compte {iban} (BIC {bic}).",
          "cond": "Conditions générales de vente au verso. Toute réclamation doit être introduite par écrit dans "
                  "les 8 jours. Les marchandises restent notre propriété jusqu'au paiement complet."}
         if fr else
         {"title": "FACTUUR", "facts": ("Nr.", "Datum", "Vervaldag", "Klantnr.", "Verkoper", "Uw ref."),
          "cols": ("Code", "Omschrijving", "Aantal", "EP excl.", "Kort.", "Totaal excl."),
          "sub": "Totaal artikelen", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw",
          "sum": ("Tarief", "Basis", "Btw", "Totaal"), "vatno": "Btw", "comm": "Gestructureerde mededeling",
          "pay": "Te betalen vóór {due} op rekening {iban} (BIC {bic}).",
          "cond": "Onze algemene verkoopsvoorwaarden zijn van toepassing. Klachten schriftelijk binnen 8 dagen. "
                  "De goederen blijven onze eigendom tot volledige betaling."})
    dfmt = "%d/%m/%Y"
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}" if fr else f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}", inv.extra["shop"]]):
        c.text(18, 26 + k * 4, text, 8, F, grey=0.2)
    c.c.setLineWidth(0.8)
    c.c.rect(124 * MM, c.height - 58 * MM, 68 * MM, 44 * MM, stroke=1, fill=0)
    c.fill(124, 14, 68, 8, 0.15)
    c.c.setFillGray(1)
    c.c.setFont(B, 12)
    c.c.drawCentredString(158 * MM, c.height - 19.8 * MM, w["title"])
    c.c.setFillGray(0)
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.extra["seller"],
              inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(127, 28 + k * 5, label, 8.2, F, grey=0.3)
        c.text(189, 28 + k * 5, value, 8.2, B if k == 0 else F, "right")
    c.fill(18, 64, 92, 26, 0.94)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}")):
        c.text(21, 70 + k * 4.4, text, 9, B if k == 0 else F)
    y = 100
    in_col = fr
    cols = [(19, "left"), (46 if in_col else 19, "left"), (132, "right"), (152, "right"), (166, "right"),
            (191, "right")]
    c.fill(18, y - 4.4, 174, 6.2, 0.85)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k == 0 and not in_col:
            continue
        c.text(x, y, head, 7.8, B, al)
    y += 7
    width = (68 if in_col else 92) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, width)
        values = [line.article if in_col else "", desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price),
                  f"{inv.pct(line.discount)}%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(cols[1][0], y, more, 8.4, F)
        if not in_col and line.article:
            y += 3.7
            c.text(cols[1][0], y, line.article, 7.2, F, grey=0.4)
        c.rule(18, y + 2.2, 192, 0.25, grey=0.7)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(166, y, label, 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(191, y, "€ " + inv.number(value), 9.4 if strong else 8.8, B if strong else F, "right")
        y += 5.2
    yv = y - 5.2 * (4 if inv.adjustments else 3) - 1
    for k, h in enumerate(w["sum"]):
        c.text(34 + k * 22, yv, h, 7.6, B, "left" if k == 0 else "right") if k else c.text(20, yv, h, 7.6, B)
        if k:
            c.text(34 + k * 22, yv + 4.6, [inv.number(inv.net_total), inv.number(inv.vat_amount),
                                          inv.number(inv.gross_total)][k - 1], 8, F, "right")
    c.text(20, yv + 4.6, f"{inv.rate()} %", 8, F)
    c.rule(20, yv + 1.4, 100, 0.3, grey=0.5)
    y += 6
    for text in (w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic),
                 f"{w['comm']}: {inv.payment_ref}"):
        c.text(18, y, text, 8.6, B if text.startswith(w["comm"]) else F)
        y += 5
    yy = 272
    for row in rl_wrap(w["cond"], F, 6.8, 174 * MM):
        c.text(18, yy, row, 6.8, F, grey=0.35)
        yy += 3.2
    c.text(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · {inv.iban}", 6.6, F, "center", grey=0.35)
    return c.bytes()


WRITERS = {"otto": otto, "kaufland": kaufland, "loyverse": loyverse, "orderbird": orderbird, "gastrofix": gastrofix,
           "trivec": trivec, "clyo": clyo}
