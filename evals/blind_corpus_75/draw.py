"""Seven page writers for the seventy-fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software no earlier corpus used (no logos, no trademarks, invented suppliers):
two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), two made by Typst, on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes; the small drawing
helpers come from evals/blind_corpus/drawing.py.

- hero (fpdf2, DejaVu Sans): HERO-style German craftsman invoice: the company letterhead, the window address, the
  `Bauvorhaben`, a `Rechnung` heading with `Rechnungs-Nr.` / `Datum` / `Kunden-Nr.` / `Ihre Bestellung`, positions
  `01.001`, columns `Pos.` / `Menge` / `ME` / `Bezeichnung` (the article number under the name) / `EP` / `GP`,
  totals `Summe Positionen`, `abzgl. Nachlass`, `Nettosumme`, `zzgl. USt`, `Rechnungsbetrag`.
- openhandwerk (Typst, Liberation Sans): openHandwerk-style modern craftsman invoice: the company right, the
  customer left, `Rechnung RE-…`, a fact row, columns `Pos.` / `Beschreibung` / `Menge` / `Einheit` /
  `Einzelpreis` / `Rabatt` / `Gesamt`, `€ ` before amounts, `Zwischensumme`, the freight, `Nettobetrag`, `USt.`,
  `Gesamtbetrag`.
- streit (reportlab platypus, DejaVu Sans Condensed): Streit V.1-style ERP print, de or en: a boxed document
  head (`Beleg-Nr.` / `Document no.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellung … vom …`, `Bearbeiter`, `Seite`),
  columns `Pos` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` / `Rab. %` / `Gesamtpreis`,
  `Warenwert`, the charge, `Nettobetrag`, `MwSt`, `Endbetrag EUR`; German number format in both languages.
- billcom (Typst, DejaVu Sans): Bill.com-style invoice, en: `INVOICE`, a fact box (`Invoice #`, `Invoice Date`,
  `Due Date`, `PO #`, `Terms`), `Bill To`, columns `Item` (when any) / `Description` / `Qty` / `Rate` / `Amount`,
  `Subtotal`, the discount, `Tax`, `Total`, a shaded `Amount Due`, a pay-online line.
- keap (reportlab canvas, Liberation Sans): Keap-style small-business invoice, en or fr: the company left, a big
  `Invoice` / `Facture`, `Invoice #` / `Date`, `Bill To`, columns `Product` / `Qty` / `Price` / `Total` (no
  article numbers, no units), `Subtotal`, the discount or shipping, `Tax`, `Total`, `Payments`, `Balance Due`.
- ebay (fpdf2, Liberation Sans): eBay business-seller VAT invoice, nl: `Factuur`, seller and buyer blocks, the
  invoice number, date, delivery date and eBay order number, columns `Objectnummer` / `Omschrijving` / `Aantal` /
  `Prijs per stuk` / `Korting` / `Btw` / `Bedrag excl. btw`, `Subtotaal`, `Verzendkosten`, `Totaal excl. btw`,
  `Btw`, `Totaal incl. btw`.
- cdiscount (reportlab canvas, DejaVu Sans): Cdiscount marketplace-seller invoice, fr: `FACTURE`, `Vendeur`
  and `Adresse de facturation` boxes, the Cdiscount order number, columns `Réf.` / `Désignation` / `Qté` /
  `PU HT` / `Remise` / `Total HT` / `TVA`, `Total produits HT`, `Frais de livraison HT`, `Total HT`, `TVA`,
  `Total TTC`, `Net à payer`; no-break-space thousands."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import MONTHS, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"DE": {"de": "Deutschland", "en": "Germany"}, "AT": {"de": "Österreich", "en": "Austria"},
           "IE": {"en": "Ireland"}, "LU": {"en": "Luxembourg"}, "FR": {"fr": "France"},
           "NL": {"nl": "Nederland"}, "BE": {"de": "Belgien", "en": "Belgium", "nl": "België", "fr": "Belgique"}}


def when(inv: Invoice, value, numeric: str) -> str:
    style = inv.extra.get("date_style", numeric)
    month = MONTHS["en"].split()[value.month - 1]
    if style == "us_short":
        return f"{month[:3]} {value.day:02d}, {value.year}"
    if style == "us_long":
        return f"{month} {value.day}, {value.year}"
    return inv.day(value, style)


# --- hero (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------------
def hero(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(192, 18, s.name, 14, "B", "right")
    f(192, 23.5, f"{s.street} · {place(inv)} · {COUNTRY[s.country]['de']}", 7.6, "", "right")
    f(192, 27.5, f"Tel. {s.phone} · {s.email}", 7.6, "", "right")
    pdf.set_draw_color(160, 30, 30)
    pdf.set_line_width(0.6)
    pdf.line(18, 31, 192, 31)
    f(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], BUYER[2], "BELGIEN"]):
        f(20, 54 + k * 4.5, text, 9.6)
    facts = [("Rechnungs-Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihre Bestellung", inv.po_printed or ""),
             ("Ihre USt-IdNr.", BUYER_VAT), ("Seite", "1 von 1")]
    for k, (label, value) in enumerate(facts):
        f(128, 52 + k * 4.4, label, 8, "")
        f(192, 52 + k * 4.4, value, 8, "B" if k == 0 else "", "right")
    f(20, 90, f"Rechnung {inv.invoice_no}", 13, "B")
    f(20, 96, inv.extra["project"], 8.8)
    f(20, 104, "Sehr geehrte Damen und Herren,", 8.8)
    f(20, 108.5, "für die ausgeführten Arbeiten und gelieferten Materialien erlauben wir uns zu berechnen:", 8.8)
    y = 118
    pdf.set_fill_color(236, 236, 236)
    pdf.rect(18, y - 4.4, 174, 6.2, style="F")
    cols = [(19, "left", "Pos."), (48, "right", "Menge"), (50, "left", "ME"), (62, "left", "Bezeichnung"),
            (168, "right", "EP"), (191, "right", "GP")]
    for x, al, head in cols:
        f(x, y, head, 8, "B", al)
    y += 7
    for k, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 84)
        values = [f"01.{k:03d}", inv.qty(line), line.unit, desc[0], inv.number(line.price), inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 3.9
            f(62, y, more, 8.6)
        if line.article:
            y += 3.7
            f(62, y, f"Art.-Nr. {line.article}", 7.2)
        y += 6.4
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.line(120, y - 3, 192, y - 3)
    y += 2
    rows = totals(inv, "Summe Positionen", "Nettosumme", "zzgl. {rate} % USt.", "Rechnungsbetrag")
    for label, value, strong in rows:
        f(165, y, label, 9, "B" if strong else "", "right")
        f(191, y, inv.number(value) + " €", 9, "B" if strong else "", "right")
        y += 5.2
    y += 5
    pdf.set_font("DejaVu", "", 8.2)
    texts = [inv.statement,
             f"Zahlbar innerhalb von {inv.extra['terms'].split()[0]} Tagen bis {inv.day(inv.due, '%d.%m.%Y')} ohne "
             f"Abzug.",
             *([f"Strukturierte Mitteilung: {inv.payment_ref}"] if inv.payment_ref else []),
             "Wir bedanken uns für Ihren Auftrag und freuen uns auf die weitere Zusammenarbeit."]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.2)
            y += 4
        y += 1.5
    pdf.set_draw_color(160, 30, 30)
    pdf.line(18, 272, 192, 272)
    foot = [[s.name, s.street, place(inv)], [s.register, f"USt-IdNr. {s.vat}", f"Tel. {s.phone}"],
            [f"IBAN {inv.iban}", f"BIC {inv.bic}", s.email]]
    for x, col in zip((20, 80, 138), foot):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.2, text, 6.6)
    return bytes(pdf.output())


# --- openhandwerk (Typst, Liberation Sans) ---------------------------------------------------------------------------
def openhandwerk(inv: Invoice) -> bytes:
    s = inv.supplier
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 28mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(100))\n#grid(columns: (1fr, 1fr, 1fr), column-gutter: 4mm,\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + COUNTRY[s.country]["de"])}],\n'
        f'  [{ts(s.register)} \\ {ts("UID " + s.vat)} \\ {ts(s.email)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts("Tel. " + s.phone)}])])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(22mm) #text(size: 6.8pt, fill: luma(110))[{ts(s.name + " | " + s.street + " | " + place(inv))}]'
        f' \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["de"])}],\n'
        f'  align(right)[#text(size: 15pt, weight: "bold", fill: rgb("#1f6f5c"))[{ts(s.name)}] \\ {ts(s.street)}'
        f' \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country]["de"])} \\ {ts(s.phone)} \\ {ts(s.email)}])\n'
        f'#v(10mm)\n#text(size: 17pt, weight: "bold")[{ts("Rechnung " + inv.invoice_no)}]\n#v(3mm)\n'
        '#table(columns: (1fr, 1fr, 1fr, 1fr), stroke: none, fill: luma(243), inset: (x: 2mm, y: 2mm),\n')
    facts = [("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Kundennummer", inv.customer_no),
             ("Bestellnr.", inv.po_printed or ""), ("Projekt", inv.extra["project"])]
    src += "".join(f'  [#text(size: 7.4pt, fill: luma(100))[{ts(k)}] \\ {ts(v)}],\n' for k, v in facts)
    src += (f')\n#v(2mm)\n{ts(inv.extra["service"])}\n#v(3mm)\n'
            'Sehr geehrte Damen und Herren, \\ vielen Dank für Ihren Auftrag. Wir erlauben uns, folgende Leistungen '
            'in Rechnung zu stellen:\n#v(3mm)\n')
    heads = ["Pos.", "Beschreibung", "Menge", "Einheit", "Einzelpreis"] + (["Rabatt"] if discounts else []) + \
        ["Gesamt"]
    widths = "(10mm, 1fr, 15mm, 14mm, 24mm, " + ("14mm, " if discounts else "") + "26mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: if y == 0 {{ 1pt + rgb("#1f6f5c") }} else '
            '{ 0.3pt + luma(210) }), inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 and h != "Einheit" else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads)))
    for k, line in enumerate(inv.lines, 1):
        cells = [f'[{k}]', f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'[{ts(line.unit)}]', f'align(right)[{ts("€ " + inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells.append(f'align(right)[{ts("€ " + inv.number(line.amount))}]')
        src += "  " + ", ".join(cells) + ",\n"
    src += ')\n#v(3mm)\n#align(right, table(columns: (46mm, 30mm), stroke: none, inset: (x: 1.5mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Zwischensumme", "Nettobetrag", "USt. {rate} %", "Gesamtbetrag"):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += (f'))\n#v(6mm)\n{ts(inv.statement)}\n#v(2mm)\n'
            f'{ts("Bitte überweisen Sie den Gesamtbetrag bis " + inv.day(inv.due, "%d.%m.%Y") + " ohne Abzug auf unser Konto.")}\n'
            '#v(2mm)\nMit freundlichen Grüßen \\ ' + ts(s.name) + '\n')
    return _typst(src)


# --- streit (reportlab platypus, DejaVu Sans Condensed) ---------------------------------------------------------------
def streit(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "head": ("Beleg-Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "Bearbeiter", "Seite"),
          "cols": ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Rab. %", "Gesamtpreis"),
          "sub": "Warenwert", "net": "Nettobetrag", "vat": "MwSt {rate} %", "gross": "Endbetrag EUR",
          "of": "vom", "vatno": "USt-IdNr.", "delivery": "Lieferschein", "terms": "Zahlungsbedingung",
          "due": "fällig am", "intro": "Wir berechnen Ihnen für unsere Lieferung:"}
         if de else
         {"title": "Invoice", "head": ("Document no.", "Date", "Customer no.", "Your order no.", "Clerk", "Page"),
          "cols": ("Pos", "Item no.", "Description", "Qty", "Unit", "Unit price", "Disc. %", "Total price"),
          "sub": "Goods value", "net": "Net amount", "vat": "VAT {rate} %", "gross": "Total amount EUR",
          "of": "of", "vatno": "VAT no.", "delivery": "Delivery note", "terms": "Payment terms",
          "due": "due on", "intro": "We invoice you for our delivery as follows:"})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    normal, right = _style("stn", 8.2, "DVC"), _style("str", 8.2, "DVC", align=2)
    bold, bold_r = _style("stb", 8.2, "DVCB"), _style("stbr", 8.2, "DVCB", align=2)
    lab = _style("stl", 7, "DVC", grey=0.3)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}", _style("stc", 8.6, "DVC", lead=10.8))
    sender = Paragraph(escape(f"{s.name} - {s.street} - {place(inv)}"), _style("sts", 6.4, "DVC", grey=0.3))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                      _style("sta", 9.4, "DVC", lead=12))
    po = f"{inv.po_printed} {w['of']} {inv.extra['po_date']}" if inv.po_printed else ""
    values = (inv.invoice_no, inv.day(inv.issued, "%d.%m.%Y"), inv.customer_no, po, inv.extra["clerk"], "1")
    head = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k in ("Beleg-Nr.", "Document no.")
                                                        else normal)] for k, v in zip(w["head"], values)],
                 colWidths=[26 * mm, 46 * mm])
    head.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                              ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    top = Table([[[company, Spacer(1, 12 * mm), sender, Spacer(1, 1.5 * mm), buyer],
                  [Paragraph(f"<b>{w['title'].upper()}</b>", _style("stt", 16, "DVCB", lead=20)),
                   Spacer(1, 2 * mm), head]]], colWidths=[104 * mm, 74 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k in (3, 5, 6, 7) else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines, 1):
        rows.append([Paragraph(str(k), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[9 * mm, 27 * mm, 62 * mm, 14 * mm, 11 * mm, 20 * mm, 13 * mm, 22 * mm],
                  repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [top, Spacer(1, 8 * mm),
             Paragraph(escape(f"{w['delivery']}: {inv.extra['delivery'].split(' ', 1)[1]}"), normal),
             Paragraph(escape(f"{w['vatno']} {BUYER_VAT}"), normal), Spacer(1, 3 * mm),
             Paragraph(escape(w["intro"]), normal), Spacer(1, 2 * mm), table, Spacer(1, 2 * mm), tot,
             Spacer(1, 6 * mm)]
    for text in (inv.statement, f"{w['terms']}: {inv.extra['terms']} - {w['due']} {inv.day(inv.due, '%d.%m.%Y')}"):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.3)
        canvas.line(16 * mm, 22 * mm, 194 * mm, 22 * mm)
        canvas.drawString(16 * mm, 18 * mm, f"{s.name} · {s.register} · {s.phone} · {s.email}")
        canvas.drawString(16 * mm, 14.5 * mm, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- billcom (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def billcom(inv: Invoice) -> bytes:
    s = inv.supplier
    items = any(line.article for line in inv.lines)
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · VAT " + s.vat + " · " + s.email)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 70mm),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(s.city + " " + s.postal_code)}'
        f' \\ {ts(COUNTRY[s.country]["en"])} \\ {ts(s.phone)} \\ {ts("VAT " + s.vat)}],\n'
        '  [#align(right, text(size: 20pt, weight: "bold", fill: rgb("#2b5797"))[INVOICE]) #v(1mm)\n'
        '  #table(columns: (1fr, 1fr), stroke: 0.4pt + luma(180), inset: 1.6mm,\n')
    facts = [("Invoice #", inv.invoice_no), ("Invoice Date", when(inv, inv.issued, "%d/%m/%Y")),
             ("Due Date", when(inv, inv.due, "%d/%m/%Y")), ("PO #", inv.po_printed or ""),
             ("Terms", inv.extra["terms"])]
    src += "".join(f'    text(fill: luma(90))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts if v)
    src += ('  )])\n#v(8mm)\n'
            f'#text(size: 7.4pt, weight: "bold", fill: rgb("#2b5797"))[BILL TO] \\ {ts(BUYER[0])} \\ '
            f'{ts("Attn: Accounts Payable")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["en"])} \\ '
            f'{ts("VAT " + BUYER_VAT)}\n#v(7mm)\n')
    heads = (["Item"] if items else []) + ["Description", "Qty", "Rate", "Amount"]
    widths = "(" + ("22mm, " if items else "") + "1fr, 22mm, 24mm, 26mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: 0.4pt + luma(200)), '
            'fill: (x, y) => if y == 0 { rgb("#2b5797") }, inset: (x: 1.8mm, y: 2.3mm),\n'
            + "".join(f'  {"align(right, " if h in ("Qty", "Rate", "Amount") else "("}text(weight: "bold", '
                      f'fill: white)[{ts(h)}]),\n' for h in heads))
    for line in inv.lines:
        cells = ([f'[{ts(line.article or "")}]'] if items else []) + [
            f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
            f'align(right)[{ts(inv.number(line.price))}]', f'align(right)[{ts(inv.number(line.amount))}]']
        src += "  " + ", ".join(cells) + ",\n"
    src += ')\n#v(3mm)\n#align(right, table(columns: (46mm, 30mm), stroke: none, inset: (x: 1.8mm, y: 1.7mm),\n'
    rows = totals(inv, "Subtotal", "", "Tax ({rate}%)", "Total", always_sub=True)
    rows.append(("Amount Due (EUR)", inv.gross_total, True))
    for label, value, strong in rows:
        if label == "Amount Due (EUR)":
            src += (f'  table.cell(fill: luma(230))[#text(weight: "bold", size: 10pt)[{ts(label)}]], '
                    f'table.cell(fill: luma(230), align(right, text(weight: "bold", size: 10pt)'
                    f'[{ts("€" + inv.number(value))}])),\n')
        else:
            src += f'  [{ts(label)}], align(right)[{ts("€" + inv.number(value))}],\n'
    src += (f'))\n#v(8mm)\n#text(weight: "bold")[Notes] \\ {ts(inv.statement)}\n#v(3mm)\n'
            f'{ts("Pay by bank transfer: IBAN " + inv.iban + ", BIC " + inv.bic + ", reference " + inv.invoice_no + ".")}'
            ' \\ ' + ts("Or pay online with the link in the invoice e-mail.") + '\n')
    return _typst(src)


# --- keap (reportlab canvas, Liberation Sans) ------------------------------------------------------------------------
def keap(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "no": "Invoice #", "date": "Date", "due": "Due", "po": "Your PO", "bill": "Bill To",
          "cols": ("Product", "Qty", "Price", "Total"), "sub": "Subtotal", "vat": "Tax (VAT {rate}%)",
          "gross": "Total", "paid": "Payments", "bal": "Balance Due", "vatno": "VAT",
          "pay": "Please pay by bank transfer to {iban} (BIC {bic}) with structured reference {ref}.",
          "thanks": "Thank you for your business!"}
         if en else
         {"title": "Facture", "no": "Facture n°", "date": "Date", "due": "Échéance", "po": "Votre bon de commande",
          "bill": "Facturé à", "cols": ("Produit", "Qté", "Prix", "Total"), "sub": "Sous-total",
          "vat": "TVA {rate} %", "gross": "Total", "paid": "Paiements", "bal": "Solde dû", "vatno": "TVA",
          "pay": "Merci de payer par virement sur {iban} (BIC {bic}) avec la communication structurée {ref}.",
          "thanks": "Merci pour votre confiance !"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    cur = (lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v))) if en else (lambda v: inv.number(v) + " €")
    c.text(18, 22, s.name, 14, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 28 + k * 4.2, text, 8.6, F, grey=0.25)
    c.text(192, 24, w["title"], 26, B, "right", grey=0.35)
    facts = [(w["no"], inv.invoice_no), (w["date"], when(inv, inv.issued, "%d/%m/%Y")),
             (w["due"], when(inv, inv.due, "%d/%m/%Y") if inv.extra.get("date_style") != "long"
              else inv.day(inv.due, "%d/%m/%Y")),
             (w["po"], inv.po_printed or "")]
    for k, (label, value) in enumerate(facts):
        c.text(150, 34 + k * 4.8, label, 8.6, B, "right")
        c.text(192, 34 + k * 4.8, value, 8.6, F, "right")
    c.text(18, 64, w["bill"], 8.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 69.5 + k * 4.4, text, 9.2, F)
    y = 100
    c.fill(18, y - 4.6, 174, 6.8, 0.2)
    c.c.setFillGray(1)
    heads = [(20, "left"), (140, "right"), (166, "right"), (190, "right")]
    for (x, al), head in zip(heads, w["cols"]):
        c.c.setFont(B, 8.8)
        draw = c.c.drawString if al == "left" else c.c.drawRightString
        draw(x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 108 * MM)
        for (x, al), value in zip(heads, (desc[0], inv.qty(line), cur(line.price), cur(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4
            c.text(20, y, more, 8.8, F)
        c.rule(18, y + 2.4, 192, 0.3, grey=0.8)
        y += 7
    y += 3
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["bal"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(160, y, label, 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, cur(value), 9.4 if strong else 8.8, B if strong else F, "right")
        y += 5.4
    y += 8
    for text in (w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref), w["thanks"]):
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(18, y, row, 8.6, F)
            y += 4.2
        y += 2
    c.text(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.8, F, "center",
           grey=0.4)
    return c.bytes()


# --- ebay (fpdf2, Liberation Sans) -----------------------------------------------------------------------------------
def ebay(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)

    def f(x, y, text, size=8.6, style="", align="left"):
        _ft(pdf, x, y, text, size, style, align, family="Lib")
    f(18, 22, "Factuur", 20, "B")
    f(18, 28, "Btw-factuur voor een aankoop via eBay", 8.2)
    pdf.set_draw_color(190, 190, 190)
    pdf.rect(18, 36, 84, 40)
    pdf.rect(108, 36, 84, 40)
    f(21, 41, "Verkoper", 8, "B")
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[s.country]["nl"], f"Btw-nummer {s.vat}",
                              s.register, s.email]):
        f(21, 46 + k * 4.1, text, 8.2)
    f(111, 41, "Koper", 8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"], f"Btw-nummer {BUYER_VAT}"]):
        f(111, 46 + k * 4.1, text, 8.2)
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Leveringsdatum", inv.extra["delivered"]), ("eBay-bestelnummer", inv.extra["order"])]
    if inv.po_printed:
        facts.append(("Referentie koper", inv.po_printed))
    for k, (label, value) in enumerate(facts):
        f(18, 85 + k * 4.6, label, 8.4, "B")
        f(56, 85 + k * 4.6, value, 8.4)
    y = 85 + len(facts) * 4.6 + 8
    discounts = any(line.discount for line in inv.lines)
    cols = [(19, "left", "Objectnummer"), (44, "left", "Omschrijving"), (120, "right", "Aantal"),
            (140, "right", "Prijs per stuk")] + ([(153, "right", "Korting")] if discounts else []) + \
        [(164, "right", "Btw"), (191, "right", "Bedrag excl. btw")]
    if not discounts:
        cols[2:4] = [(124, "right", "Aantal"), (148, "right", "Prijs per stuk")]
    pdf.set_fill_color(242, 242, 242)
    pdf.rect(18, y - 4.2, 174, 6, style="F")
    for x, al, head in cols:
        f(x, y, head, 7.4, "B", al)
    y += 6.6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 58 if discounts else 62)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", "€ " + inv.number(line.price)] + \
            ([inv.pct(line.discount) + "%" if line.discount else ""] if discounts else []) + \
            [inv.rate() + "%", "€ " + inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.2)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal incl. btw"):
        f(160, y, label, 9 if strong else 8.6, "B" if strong else "", "right")
        f(191, y, "€ " + inv.number(value), 9 if strong else 8.6, "B" if strong else "", "right")
        y += 5
    y += 6
    texts = ([inv.statement] if inv.statement else []) + [
        f"Betaald via eBay op {inv.day(inv.issued, '%d-%m-%Y')}. Er is geen verdere betaling verschuldigd.",
        f"Bankgegevens verkoper: IBAN {inv.iban} - BIC {inv.bic}"]
    pdf.set_font("Lib", "", 8.2)
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.4
    f(105, 284, "Deze factuur is opgemaakt door de verkoper. eBay is geen partij bij deze verkoop.", 6.6, "",
      "center")
    return bytes(pdf.output())


# --- cdiscount (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def cdiscount(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    c.text(18, 20, "FACTURE", 18, B)
    c.text(18, 26, f"Vente réalisée sur la Marketplace Cdiscount par le vendeur {inv.extra['shop']}", 7.6, F,
           grey=0.35)
    facts = [("N° de facture", inv.invoice_no), ("Date de facture", inv.day(inv.issued, "%d/%m/%Y")),
             ("N° de commande", inv.extra["order"]), ("Votre référence", inv.po_printed or "")]
    for k, (label, value) in enumerate(facts):
        c.text(130, 17 + k * 4.4, label, 7.8, F, grey=0.35)
        c.text(192, 17 + k * 4.4, value, 7.8, B if k == 0 else F, "right")
    for x, title, rows in ((18, "Vendeur", [s.name, s.street, place(inv), "France", f"N° TVA : {s.vat}",
                                            s.register]),
                           (108, "Adresse de facturation", [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"],
                                                            f"N° TVA : {BUYER_VAT}"])):
        c.fill(x, 38, 84, 5.6, 0.9)
        c.text(x + 2, 42, title, 8, B)
        c.c.setStrokeGray(0.6)
        c.c.rect(x * MM, c.height - 76 * MM, 84 * MM, 38 * MM, stroke=1, fill=0)
        for k, text in enumerate(rows):
            c.text(x + 2, 48 + k * 4.3, text, 7.8 if k == 5 else 8.2, F)
    y = 88
    c.fill(18, y - 4.4, 174, 6.4, 0.2)
    cols = [(19.5, "left", "Réf."), (44, "left", "Désignation"), (128, "right", "Qté"), (146, "right", "PU HT"),
            (160, "right", "Remise"), (171, "right", "TVA"), (191, "right", "Total HT")]
    c.c.setFillGray(1)
    for x, al, head in cols:
        c.c.setFont(B, 7.8)
        (c.c.drawString if al == "left" else c.c.drawRightString)(x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 74 * MM)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                  f"{inv.pct(line.discount)} %" if line.discount else "", f"{inv.rate()} %", eur(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(44, y, more, 8, F)
        c.rule(18, y + 2.3, 192, 0.3, grey=0.75)
        y += 6.4
    y += 4
    rows = totals(inv, "Total produits HT", "Total HT", "TVA {rate} %", "Total TTC")
    rows.append(("Net à payer", inv.gross_total, True))
    for label, value, strong in rows:
        if label == "Net à payer":
            c.fill(120, y - 4.4, 72, 6.4, 0.88)
        c.text(165, y, label, 8.8, B if strong else F, "right")
        c.text(191, y, eur(value), 8.8, B if strong else F, "right")
        y += 5.6
    y += 6
    texts = [inv.statement, "Commande payée par le client via Cdiscount. Aucun montant restant dû.",
             f"Coordonnées bancaires du vendeur : IBAN {inv.iban} - BIC {inv.bic}",
             "En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité "
             "forfaitaire pour frais de recouvrement de 40 €. Pas d’escompte pour paiement anticipé."]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.8
    c.text(105, 284, f"{s.name} – SAS au capital de 20 000 € – {s.register} – {s.email}", 6.4, F, "center",
           grey=0.4)
    return c.bytes()


WRITERS = {"hero": hero, "openhandwerk": openhandwerk, "streit": streit, "billcom": billcom, "keap": keap,
           "ebay": ebay, "cdiscount": cdiscount}
