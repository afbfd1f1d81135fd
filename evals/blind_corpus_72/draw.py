"""Seven page writers for the seventy-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (one on its canvas, two on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, platypus and fpdf2 set-ups, word wrapping, Typst strings,
the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- kosit (reportlab platypus, DejaVu Sans): the KoSIT viewer's HTML rendering of a ZUGFeRD / XRechnung invoice,
  printed to PDF, de or en: `Rechnung` / `Invoice`, grey-headed boxes `Käufer` / `Verkäufer`, `Rechnungsinformationen`
  (labels with their business-term ids: `Rechnungsnummer (BT-1)`, `Rechnungsdatum (BT-2)`, `Bestellnummer (BT-13)`),
  a positions table with the seller's article number under the item name and unit codes (`H87`, `C62`, `HUR`),
  `Gesamtbeträge` (`Summe Nettobetrag der Positionen (BT-106)`, `Gesamtbetrag ohne USt. (BT-109)`, ...), the VAT
  breakdown with category and exemption reason, payment information.
- ariba (fpdf2, Liberation Sans): an SAP Ariba Network invoice print, en or de: `Invoice` / `Rechnung`, `From` /
  `To` / `Remit To` blocks, a header grid (`Invoice #`, `Invoice Date`, `Original Purchase Order`, `Payment Terms`),
  line items `Line #` / `Part #` / `Description` / `Type` / `Qty (Unit)` / `Unit Price` / `Subtotal`, a summary
  (`Subtotal`, shipping or discount, `Total Tax`, `Total Gross Amount`, `Total Net Amount`, `Amount Due`).
- canva (Typst, DejaVu Sans): a Canva invoice template, nl or en: a coloured band, `FACTUUR` / `INVOICE` letter-spaced,
  number and written date right, `GEFACTUREERD AAN` / `BILLED TO` and `BETALEN AAN` / `PAY TO`, a pastel-headed
  table `OMSCHRIJVING` / `AANTAL` / `PRIJS` / (`KORTING`) / `TOTAAL`, totals, payment details, a thank-you line.
- pages (reportlab canvas, Liberation Sans): an Apple Pages invoice template, fr or nl: the company name large,
  a contact line, `Facture` / `Factuur` with its number and date, `Facturer à` / `Factuur aan`, the quantity first
  (`Qté` / `Aantal`, `Description` / `Omschrijving`, `Prix unitaire` / `Prijs`, `Montant` / `Bedrag`), anything
  else typed under the description in grey (ISBN), totals right, payment lines at the foot.
- notion (Typst, Liberation Sans): a Notion invoice page, en or fr: a large title `Invoice LDC-0042` /
  `Facture LT-…`, a property list (`Status`, `Client`, `Invoice date` written out, `Due date`, `PO number` /
  `Bon de commande`, `Project`), `Bill to` / `From`, a simple table (`Item`, `Qty`, `Unit`, `Rate`, `Amount`), a
  grey callout with the totals, a divider and payment bullets.
- gumroad (fpdf2, DejaVu Sans): a Gumroad purchase invoice, en: `Invoice`, `Date Nov 2, 2027`, `Order number`,
  `Invoice number`, `From` (the creator with VAT ID) and `To` (the buyer's business details), `Product` /
  `Quantity` / `Price` / `Amount`, `Subtotal`, `VAT (reverse charge)`, `Amount paid`, the payment method; no PO.
- bigcommerce (reportlab platypus, Liberation Sans): a BigCommerce order invoice, nl: the store's name and
  address, `Factuur voor bestelling #10482`, `Besteldatum`, `Betaalmethode`, `Verzendmethode`, billing and shipping
  details side by side, the order comments (where the buyer typed his PO), `Aantal` / `Code/SKU` / `Productnaam` /
  `Prijs` / `Totaal`, `Subtotaal`, `Verzending`, `Btw`, `Eindtotaal`."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import MONTHS, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _issued,  # noqa: E402
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"DE": {"de": "Deutschland", "en": "Germany"}, "NL": {"nl": "Nederland", "en": "Netherlands"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium"}, "IE": {"en": "Ireland"},
           "AT": {"en": "Austria"}, "LU": {"en": "Luxembourg"}, "FR": {"fr": "France"}}


def _rows(pairs, lab, val) -> list:
    return [[Paragraph(escape(k), lab), Paragraph(escape(v), val)] for k, v in pairs if v]


# --- kosit (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------------
def kosit(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "buyer": "Käufer", "seller": "Verkäufer", "info": "Rechnungsinformationen",
          "name": "Firmenname", "street": "Straße", "city": "PLZ / Ort", "country": "Land", "vat": "Umsatzsteuer-ID",
          "facts": ("Rechnungsnummer (BT-1)", "Rechnungsdatum (BT-2)", "Rechnungsart (BT-3)", "Währung (BT-5)",
                    "Leistungs-/Lieferdatum (BT-72)", "Käuferreferenz (BT-10)", "Bestellnummer (BT-13)"),
          "type": "380 (Rechnung)", "pos": "Positionen",
          "cols": ("Pos.", "Artikelname (BT-153)", "Menge (BT-129)", "Einheit (BT-130)", "Preis netto (BT-146)",
                   "Nachlass (BT-138)", "Gesamt netto (BT-131)"), "art": "Artikel-Nr. Verkäufer (BT-155)",
          "sums": "Gesamtbeträge", "sum_lines": "Summe Nettobetrag der Positionen (BT-106)",
          "sum_net": "Gesamtbetrag ohne USt. (BT-109)", "sum_vat": "Summe Umsatzsteuer (BT-110)",
          "sum_gross": "Gesamtbetrag einschl. USt. (BT-112)", "due_amt": "Fälliger Betrag (BT-115)",
          "breakdown": "Aufschlüsselung der Umsatzsteuer", "cat": "Umsatzsteuerkategorie (BT-118)",
          "rate": "Umsatzsteuersatz (BT-119)", "base": "Gesamtbetrag nach Kategorie (BT-116)",
          "reason": "Befreiungsgrund (BT-120)", "note": "Bemerkung zur Rechnung (BT-22)",
          "pay": "Zahlungsinformationen", "due": "Fälligkeitsdatum (BT-9)", "terms": "Zahlungsbedingungen (BT-20)",
          "means": "Zahlungsart (BT-81)", "means_v": "58 (SEPA-Überweisung)", "iban": "IBAN (BT-84)",
          "bic": "BIC (BT-86)", "register": "Registereintrag"}
         if de else
         {"title": "Invoice", "buyer": "Buyer", "seller": "Seller", "info": "Invoice details",
          "name": "Company name", "street": "Street", "city": "Post code / City", "country": "Country",
          "vat": "VAT identifier", "facts": ("Invoice number (BT-1)", "Invoice issue date (BT-2)",
                                              "Invoice type code (BT-3)", "Currency (BT-5)",
                                              "Actual delivery date (BT-72)", "Buyer reference (BT-10)",
                                              "Purchase order reference (BT-13)"),
          "type": "380 (Commercial invoice)", "pos": "Invoice lines",
          "cols": ("Line", "Item name (BT-153)", "Quantity (BT-129)", "Unit (BT-130)", "Net price (BT-146)",
                   "Allowance (BT-138)", "Line net amount (BT-131)"), "art": "Seller's item identifier (BT-155)",
          "sums": "Document totals", "sum_lines": "Sum of invoice line net amounts (BT-106)",
          "sum_net": "Invoice total amount without VAT (BT-109)", "sum_vat": "Invoice total VAT amount (BT-110)",
          "sum_gross": "Invoice total amount with VAT (BT-112)", "due_amt": "Amount due for payment (BT-115)",
          "breakdown": "VAT breakdown", "cat": "VAT category code (BT-118)", "rate": "VAT category rate (BT-119)",
          "base": "VAT category taxable amount (BT-116)", "reason": "VAT exemption reason text (BT-120)",
          "note": "Invoice note (BT-22)", "pay": "Payment instructions", "due": "Payment due date (BT-9)",
          "terms": "Payment terms (BT-20)", "means": "Payment means type code (BT-81)",
          "means_v": "58 (SEPA credit transfer)", "iban": "Payment account identifier (BT-84)",
          "bic": "Payment service provider identifier (BT-86)", "register": "Legal registration"})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 12, 14)
    del inv.words
    lab, val = _style("kl", 7.2, "DV", grey=0.38, lead=9), _style("kv", 7.6, "DV", lead=9.4)
    valb = _style("kvb", 7.6, "DVB", lead=9.4)
    head = _style("kh", 8.6, "DVB", lead=11)
    right = _style("kr", 7.6, "DV", align=2, lead=9.4)
    grey = colors.Color(0.88, 0.9, 0.93)
    dfmt = "%d.%m.%Y"

    def box(title: str, rows: list, widths=(34, 55)) -> Table:
        t = Table([[Paragraph(escape(title), head), ""]] + rows, colWidths=[x * mm for x in widths])
        t.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("BACKGROUND", (0, 0), (-1, 0), grey),
                               ("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.6, 0.63, 0.68)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
        return t

    buyer = box(w["buyer"], _rows(((w["name"], BUYER[0]), (w["street"], BUYER[1]), (w["city"], BUYER[2]),
                                   (w["country"], "BE"), (w["vat"], BUYER_VAT)), lab, val))
    seller = box(w["seller"], _rows(((w["name"], s.name), (w["street"], s.street), (w["city"], place(inv)),
                                     (w["country"], s.country), (w["vat"], s.vat), (w["register"], s.register),
                                     ("E-Mail" if de else "Email", s.email)), lab, val))
    parties = Table([[buyer, seller]], colWidths=[90 * mm, 90 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, inv.issued.strftime(dfmt), w["type"], "EUR", inv.extra["delivery"],
              inv.extra["buyer_ref"], inv.po_printed or "")
    info = box(w["info"], _rows(zip(w["facts"], values), lab, val), widths=(60, 119))
    rows = [[Paragraph(escape(h), _style(f"kc{k}", 6.2, "DVB", align=2 if k >= 2 else 0, lead=8))
             for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines, 1):
        name = (f"{escape(line.description)}<br/><font size=6.6 color='#606060'>{escape(w['art'])}: "
                f"{escape(line.article)}</font>")
        rows.append([Paragraph(str(k), val), Paragraph(name, val), Paragraph(inv.qty(line), right),
                     Paragraph(line.unit, right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) + " %" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    lines = Table(rows, colWidths=[10 * mm, 62 * mm, 18 * mm, 18 * mm, 22 * mm, 21 * mm, 28 * mm])
    lines.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.75, 0.77, 0.8)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    sums = box(w["sums"], [[Paragraph(escape(k), val), Paragraph(v, right)] for k, v in (
        (w["sum_lines"], inv.number(inv.subtotal)), (w["sum_net"], inv.number(inv.net_total)),
        (w["sum_vat"], inv.number(inv.vat_amount)), (w["sum_gross"], inv.number(inv.gross_total)),
        (w["due_amt"], inv.number(inv.gross_total)))], widths=(62, 27))
    vat = box(w["breakdown"], _rows(((w["cat"], inv.extra["vat_cat"]), (w["rate"], inv.rate() + " %"),
                                     (w["base"], inv.number(inv.net_total)),
                                     (w["reason"], inv.extra["reason"])), lab, val), widths=(45, 44))
    totals_row = Table([[sums, vat]], colWidths=[90 * mm, 90 * mm])
    totals_row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    pay = box(w["pay"], _rows(((w["due"], inv.due.strftime(dfmt)), (w["terms"], inv.extra["terms"]),
                               (w["means"], w["means_v"]), (w["iban"], inv.iban), (w["bic"], inv.bic)), lab, val),
              widths=(60, 119))
    note = box(w["note"], [[Paragraph(escape(inv.statement), val), ""]], widths=(179, 0.1))
    note.setStyle(TableStyle([("SPAN", (0, 1), (1, 1))]))
    story = [Paragraph(escape(w["title"]), _style("kt", 16, "DVB", lead=20)), Spacer(1, 3 * mm), parties,
             Spacer(1, 3 * mm), info, Spacer(1, 3 * mm), Paragraph(escape(w["pos"]), head), Spacer(1, 1 * mm),
             lines, Spacer(1, 3 * mm), totals_row, Spacer(1, 3 * mm), note, Spacer(1, 3 * mm), pay]
    doc.build(story)
    return buffer.getvalue()


# --- ariba (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def ariba(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "from": "From:", "to": "To:", "remit": "Remit To:", "facts": (
              "Invoice #", "Invoice Date", "Original Purchase Order", "Customer #", "Payment Terms", "Ship Via"),
          "cols": ("Line #", "Part #", "Description", "Type", "Qty (Unit)", "Unit Price", "Subtotal"),
          "type": "MATERIAL", "sum": "Summary", "sub": "Subtotal", "tax": "Total Tax", "gross": "Total Gross Amount",
          "net": "Total Net Amount", "due": "Amount Due", "vat": "VAT ID", "tax_info": "Tax Information",
          "bank": "Bank Account"}
         if en else
         {"title": "Rechnung", "from": "Von:", "to": "An:", "remit": "Zahlung an:", "facts": (
              "Rechnungsnummer", "Rechnungsdatum", "Ursprüngliche Bestellung", "Kundennummer", "Zahlungsbedingungen",
              "Versandart"),
          "cols": ("Pos.", "Teilenummer", "Beschreibung", "Typ", "Menge (Einheit)", "Stückpreis", "Zwischensumme"),
          "type": "MATERIAL", "sum": "Zusammenfassung", "sub": "Zwischensumme", "tax": "Steuer gesamt",
          "gross": "Bruttobetrag gesamt", "net": "Nettobetrag gesamt", "due": "Fälliger Betrag", "vat": "USt-IdNr.",
          "tax_info": "Steuerinformationen", "bank": "Bankverbindung"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 20, w["title"], 18, "B")
    f(194, 20, f"{w['facts'][0]} {inv.invoice_no}", 9, "B", "right")
    pdf.set_draw_color(0, 94, 155)
    pdf.set_line_width(0.8)
    pdf.line(16, 24, 194, 24)
    blocks = ((w["from"], [s.name, s.street, place(inv), COUNTRY[s.country][inv.language], s.email,
                           f"{w['vat']}: {s.vat}"]),
              (w["to"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en" if en else "de"],
                         f"{w['vat']}: {BUYER_VAT}"]),
              (w["remit"], [s.name, f"IBAN {inv.iban}", f"BIC {inv.bic}"]))
    for x, (label, rows) in zip((16, 76, 136), blocks):
        f(x, 31, label, 8, "B")
        for k, text in enumerate(rows):
            f(x, 35.5 + k * 3.8, text, 7.8)
    values = (inv.invoice_no, _issued(inv, "%d %b %Y"), inv.po_printed or "", inv.customer_no, inv.extra["terms"],
              inv.extra["ship_via"])
    pdf.set_line_width(0.2)
    pdf.set_draw_color(170, 170, 170)
    y = 62
    pdf.set_fill_color(238, 242, 246)
    pdf.rect(16, y, 178, 15, style="DF")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        x = 18 + (k % 3) * 59
        yy = y + 4.6 + (k // 3) * 7
        f(x, yy, label + ":", 7.4, "", "left")
        f(x + (31 if en else 37), yy, value, 7.8, "B")
    y = 86
    cols = [(17, "l"), (28, "l"), (58, "l"), (118, "l"), (150, "r"), (170, "r"), (193, "r")]
    pdf.set_fill_color(0, 94, 155)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 6.5
    for k, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 7.8)
        desc = fp_wrap(pdf, line.description, 58)
        values = [str(k), line.article, desc[0], w["type"], f"{inv.qty(line)} ({line.unit})", inv.number(line.price),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 7.8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(58, y, more, 7.8)
        pdf.line(16, y + 2, 194, y + 2)
        y += 6
    y += 5
    f(128, y, w["sum"], 8.6, "B")
    y += 5.5
    rows = totals(inv, w["sub"], "", w["tax"] + " ({rate}%)", w["gross"], always_sub=True)
    rows += [(w["net"], inv.gross_total, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        f(128, y, label, 8.2, "B" if strong else "")
        f(193, y, f"{inv.number(value)} EUR", 8.2, "B" if strong else "", "right")
        y += 4.6
    y += 6
    f(16, y, w["tax_info"], 8.4, "B")
    y += 4.6
    pdf.set_font("Lib", "", 7.8)
    for row in fp_wrap(pdf, inv.statement, 176):
        f(16, y, row, 7.8)
        y += 3.8
    pdf.line(16, 280, 194, 280)
    f(16, 284, f"{s.name} · {s.register} · {w['vat']} {s.vat} · {s.phone}", 6.6)
    f(194, 284, "1 / 1", 6.6, "", "right")
    return bytes(pdf.output())


# --- canva (Typst, DejaVu Sans) -------------------------------------------------------------------------------------
def canva(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Factuurnr.", "date": "Datum", "due": "Vervaldatum", "po": "Uw bestelbon",
          "billed": "GEFACTUREERD AAN", "pay_to": "BETALEN AAN",
          "cols": ("OMSCHRIJVING", "AANTAL", "PRIJS", "KORTING", "TOTAAL"), "sub": "Subtotaal", "vat": "Btw {rate}%",
          "gross": "TOTAAL", "pay": "BETAALGEGEVENS", "ref": "Gestructureerde mededeling", "vatno": "Btw",
          "thanks": "Bedankt voor uw vertrouwen!", "terms": "Te betalen {terms} na factuurdatum."}
         if nl else
         {"title": "INVOICE", "no": "Invoice No.", "date": "Date", "due": "Due date", "po": "PO",
          "billed": "BILLED TO", "pay_to": "PAY TO",
          "cols": ("DESCRIPTION", "QTY", "PRICE", "DISCOUNT", "TOTAL"), "sub": "Subtotal", "vat": "VAT {rate}%",
          "gross": "TOTAL", "pay": "PAYMENT INFORMATION", "ref": "Structured reference", "vatno": "VAT",
          "thanks": "Thank you for your business!", "terms": "Payment {terms}."})
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: "€" + inv.number(v))  # noqa: E731
    discounts = any(line.discount for line in inv.lines)
    accent = '#rgb("#2f5d62")'
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 0mm, bottom: 16mm))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#block(width: 100% + 40mm, inset: (x: 20mm, y: 12mm), outset: 0mm, fill: rgb("#dfeae8"), '
        'spacing: 0mm)[#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 26pt, weight: "bold", tracking: 3pt, fill: {accent[1:]})[{ts(w["title"])}] \\ '
        f'#text(size: 10pt)[{ts(s.name)}]],\n'
        f'  align(right)[#v(3mm) {ts(w["no"] + " " + inv.invoice_no)} \\ {ts(w["date"] + ": " + _issued(inv, "%d-%m-%Y"))}'
        f' \\ {ts(w["due"] + ": " + inv.day(inv.due, "long"))}'
        + (f' \\ {ts(w["po"] + ": " + inv.po_printed)}' if inv.po_printed else "") + '])]\n'
        '#place(top + left, dx: -20mm, dy: 0mm, rect(width: 6mm, height: 38mm, fill: rgb("#2f5d62")))\n'
        '#v(10mm)\n#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  [#text(size: 7.6pt, weight: "bold", tracking: 1.5pt, fill: rgb("#2f5d62"))[{ts(w["billed"])}] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#text(size: 7.6pt, weight: "bold", tracking: 1.5pt, fill: rgb("#2f5d62"))[{ts(w["pay_to"])}] \\ '
        f'{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))} \\ {ts(w["vatno"] + " " + s.vat)}])\n#v(10mm)\n')
    cols = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.description)}]', f'align(center)[{ts(inv.qty(line) + " " + line.unit)}]',
                 f'align(right)[{ts(eur(line.price))}]']
        if discounts:
            cells.append(f'align(center)[{ts(inv.pct(line.discount) + "%" if line.discount else "-")}]')
        cells.append(f'align(right)[{ts(eur(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    widths = "(1fr, 24mm, 24mm, " + ("18mm, " if discounts else "") + "26mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: 0.5pt + rgb("#b9cfcb")), '
            'fill: (x, y) => if y == 0 { rgb("#2f5d62") }, inset: (x: 2mm, y: 2.8mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(center, " if k < len(cols) - 2 or (discounts and k == 3) else "align(right, "}'
                      f'text(weight: "bold", size: 7.8pt, fill: white, tracking: 1pt)[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.8mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["sub"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 11pt, fill: rgb("#2f5d62")' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(10mm)\n'
    src += (f'#text(size: 7.6pt, weight: "bold", tracking: 1.5pt, fill: rgb("#2f5d62"))[{ts(w["pay"])}] \\ '
            f'{ts("IBAN " + inv.iban + " · BIC " + inv.bic)} \\ '
            f'{ts(w["ref"] + ": " + inv.payment_ref)} \\ {ts(w["terms"].format(terms=inv.extra["terms"]))}\n'
            f'#v(14mm)\n#align(center, text(size: 14pt, style: "italic", fill: rgb("#2f5d62"))[{ts(w["thanks"])}])\n'
            f'#place(bottom + center, dy: 8mm, text(size: 7pt, fill: luma(110))[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + s.phone + " · " + s.email + " · " + s.register)}])\n')
    return _typst(src)


# --- pages (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def pages(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "no": "Facture n°", "date": "Date", "due": "Échéance", "po": "Votre commande",
          "bill": "Facturer à", "cols": ("Qté", "Description", "Prix unitaire", "Montant"), "sub": "Sous-total",
          "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC", "vatno": "TVA",
          "pay": "Merci de verser le montant total sur le compte {iban} (BIC {bic}) dans les {terms}, avec la "
                 "communication structurée {ref}.", "thanks": "Merci pour votre confiance."}
         if fr else
         {"title": "Factuur", "no": "Factuurnummer", "date": "Datum", "due": "Vervaldatum", "po": "Uw ref.",
          "bill": "Factuur aan", "cols": ("Aantal", "Omschrijving", "Prijs per stuk", "Bedrag"), "sub": "Subtotaal",
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw",
          "pay": "Gelieve het totaalbedrag binnen {terms} over te schrijven op {iban} (BIC {bic}) met de "
                 "gestructureerde mededeling {ref}.", "thanks": "Hartelijk dank voor uw bestelling."})
    eur = lambda v: inv.number(v) + " €" if fr else "€ " + inv.number(v)  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 26, s.name, 20, B)
    c.text(20, 33, f"{s.street}  |  {place(inv)}  |  {s.phone}  |  {s.email}", 8, F, grey=0.4)
    c.rule(20, 38, 190, 1.2)
    c.text(20, 52, w["title"], 15, B)
    facts = ((w["no"], inv.invoice_no), (w["date"], _issued(inv, "%d/%m/%Y")),
             (w["due"], inv.day(inv.due, inv.extra.get("date_style", "%d/%m/%Y"))),
             (w["po"], inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        c.text(20, 59 + k * 4.8, label, 8.6, B)
        c.text(50, 59 + k * 4.8, value, 8.6, F)
    c.text(120, 52, w["bill"], 8.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 59 + k * 4.8, text, 9.2, B if k == 0 else F)
    y = 86 + (6 if inv.extra.get("event") else 0)
    if inv.extra.get("event"):
        c.text(20, 86, inv.extra["event"], 8.6, F)
    cols = [(20, "left"), (36, "left"), (160, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.4, B, al)
    c.rule(20, y + 2, 190, 0.6)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 96 * MM)
        for (x, al), value in zip(cols, (inv.qty(line) + " " + line.unit, desc[0], eur(line.price),
                                         eur(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4.2
            c.text(36, y, more, 8.8, F)
        if line.article:
            y += 4
            c.text(36, y, f"ISBN {line.article}", 7.6, F, grey=0.45)
        c.rule(20, y + 2.4, 190, 0.2, grey=0.7)
        y += 7.2
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.rule(120, y - 4, 190, 0.8)
        c.text(160, y, label, 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, eur(value), 9.4 if strong else 8.8, B if strong else F, "right")
        y += 5.4
    y += 10
    for row in rl_wrap(w["pay"].format(iban=inv.iban, bic=inv.bic, terms=inv.extra["terms"], ref=inv.payment_ref),
                       F, 8.6, 170 * MM):
        c.text(20, y, row, 8.6, F)
        y += 4.2
    y += 4
    c.text(20, y, w["thanks"], 10, B)
    c.rule(20, 276, 190, 0.3, grey=0.6)
    c.text(105, 281, f"{s.name}  ·  {w['vatno']} {s.vat}  ·  {s.register}  ·  IBAN {inv.iban}", 7, F, "center",
           grey=0.4)
    return c.bytes()


# --- notion (Typst, Liberation Sans) --------------------------------------------------------------------------------
def _notion_day(inv: Invoice, value) -> str:
    if inv.language == "fr":
        return inv.day(value, "long")
    return f"{MONTHS['en'].split()[value.month - 1]} {value.day}, {value.year}"


def notion(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "props": ("Status", "Client", "Invoice date", "Due date", "PO number", "Project"),
          "bill": "Bill to", "from": "From", "cols": ("Item", "Qty", "Unit", "Rate", "Amount"),
          "sub": "Subtotal", "vat": "VAT ({rate}%)", "gross": "Total due", "pay": "Payment details",
          "vatno": "VAT no.", "notes": "Notes"}
         if en else
         {"title": "Facture", "props": ("Statut", "Client", "Date de facture", "Échéance", "Bon de commande",
                                        "Projet"),
          "bill": "Facturé à", "from": "Émetteur", "cols": ("Prestation", "Qté", "Unité", "Prix unit. HT",
                                                            "Montant HT"),
          "sub": "Total HT", "vat": "TVA ({rate} %)", "gross": "Total TTC", "pay": "Règlement",
          "vatno": "N° TVA", "notes": "Mentions"})
    eur = (lambda v: "€" + inv.number(v)) if en else (lambda v: inv.number(v) + " €")  # noqa: E731
    po = inv.po_printed or ""
    if not en and po.startswith("Bon de commande"):
        po = po.replace("Bon de commande ", "")
    values = (inv.extra["status"], BUYER[0], _notion_day(inv, inv.issued), _notion_day(inv, inv.due), po,
              inv.extra["project"])
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 24mm, top: 22mm, bottom: 18mm))\n'
        '#set text(font: "Liberation Sans", size: 9.4pt, fill: rgb("#37352f"))\n'
        f'#text(size: 24pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(4mm)\n'
        '#grid(columns: (38mm, 1fr), row-gutter: 2.6mm,\n'
        + "".join(f'  text(fill: rgb("#787774"))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["props"], values) if v)
        + ')\n#v(3mm)\n#line(length: 100%, stroke: 0.5pt + rgb("#e9e9e7"))\n#v(3mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(w["bill"])}] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])}, {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(w["from"])}] \\ {ts(s.name)} \\ {ts(s.street)} \\ '
        f'{ts(place(inv))}, {ts(COUNTRY[s.country][inv.language])} \\ {ts(w["vatno"] + " " + s.vat)}])\n#v(6mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 18mm, 16mm, 26mm, 26mm), stroke: 0.5pt + rgb("#e9e9e7"), '
            'inset: (x: 2mm, y: 2.2mm), fill: (x, y) => if y == 0 { rgb("#f7f6f3") },\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4) else "("}text(fill: rgb("#787774"))[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(5mm)\n')
    src += ('#block(width: 100%, fill: rgb("#f1f1ef"), radius: 3pt, inset: 4mm)[#grid(columns: (8mm, 1fr, 34mm), '
            'row-gutter: 2.2mm,\n')
    for k, (label, value, strong) in enumerate(totals(inv, w["sub"], w["sub"], w["vat"], w["gross"])):
        weight = '"bold"' if strong else '"regular"'
        src += (f'  [], text(weight: {weight})[{ts(label)}], '
                f'align(right, text(weight: {weight})[{ts(eur(value))}]),\n')
    src += ')]\n#v(5mm)\n'
    src += (f'#text(size: 12pt, weight: "bold")[{ts(w["notes"])}]\n#v(1mm)\n{ts(inv.statement)}\n#v(4mm)\n'
            f'#text(size: 12pt, weight: "bold")[{ts(w["pay"])}]\n#v(1mm)\n'
            f'- {ts("IBAN: " + inv.iban)}\n- {ts("BIC: " + inv.bic)}\n'
            f'- {ts(("Reference: " if en else "Référence : ") + inv.invoice_no)}\n'
            f'- {ts(s.email + " · " + s.phone + " · " + s.register)}\n')
    return _typst(src)


# --- gumroad (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def gumroad(inv: Invoice) -> bytes:
    s = inv.supplier
    day = f"{MONTHS['en'].split()[inv.issued.month - 1][:3]} {inv.issued.day}, {inv.issued.year}"
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(20, 26, "Invoice", 22, "B")
    for k, (label, value) in enumerate((("Date", day), ("Order number", inv.extra["order"]),
                                        ("Invoice number", inv.invoice_no))):
        f(20, 38 + k * 5.4, label, 8.6, "", "left")
        f(60, 38 + k * 5.4, value, 8.6, "B")
    blocks = (("From", [s.name, s.street, place(inv), COUNTRY[s.country]["en"], f"VAT ID: {s.vat}", s.email]),
              ("To", [BUYER[0], "Accounts payable", BUYER[1], BUYER[2], "Belgium", f"Business VAT ID: {BUYER_VAT}"]))
    for x, (label, rows) in zip((20, 110), blocks):
        f(x, 62, label.upper(), 7.4, "B")
        for k, text in enumerate(rows):
            f(x, 67.5 + k * 4.6, text, 8.8)
    y = 106
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.6)
    pdf.line(20, y + 2, 190, y + 2)
    cols = [(20, "left"), (140, "right"), (165, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Product", "Quantity", "Price", "Amount")):
        f(x, y, head, 8.2, "B", al)
    y += 8
    pdf.set_line_width(0.2)
    pdf.set_draw_color(200, 200, 200)
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 9)
        desc = fp_wrap(pdf, line.description, 100)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), eur(line.price), eur(line.amount))):
            f(x, y, value, 9, "", al)
        for more in desc[1:]:
            y += 4.2
            f(20, y, more, 9)
        pdf.line(20, y + 3, 190, y + 3)
        y += 8.4
    y += 2
    for label, value, strong in (("Subtotal", eur(inv.subtotal), False),
                                 ("VAT (reverse charge)", eur(inv.vat_amount), False),
                                 ("Total", eur(inv.gross_total), True), ("Amount paid", eur(inv.gross_total), False)):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(190, y, value, 9, "B" if strong else "", "right")
        y += 5.6
    y += 6
    f(20, y, f"Payment method: {inv.extra['card']}, charged on {day}. Paid in full - no payment due.", 8.6)
    y += 9
    pdf.set_font("DejaVu", "", 8.6)
    for row in fp_wrap(pdf, inv.statement, 170):
        f(20, y, row, 8.6)
        y += 4.2
    y += 6
    f(20, y, "Licence keys and downloads are available in your library. Questions? Reply to your receipt email.",
      7.8)
    pdf.line(20, 278, 190, 278)
    f(105, 283, f"{s.name} · {s.street} · {place(inv)} · {s.register} · {s.email}", 6.8, "", "center")
    return bytes(pdf.output())


# --- bigcommerce (reportlab platypus, Liberation Sans) --------------------------------------------------------------
def bigcommerce(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Factuur"}
    buffer, doc = _doc(inv, 14, 18)
    del inv.words
    normal, bold = _style("bcn", 8.8, "LS", lead=11.6), _style("bcb", 8.8, "LSB", lead=11.6)
    right, bold_r = _style("bcr", 8.8, "LS", align=2, lead=11.6), _style("bcbr", 8.8, "LSB", align=2, lead=11.6)
    small = _style("bcs", 7.6, "LS", grey=0.4, lead=9.6)
    store = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                      f"{escape(COUNTRY[s.country]['nl'])}<br/>{escape(s.phone)}", _style("bcst", 9, "LS", lead=12))
    title = Paragraph(f"Factuur voor bestelling #{escape(inv.invoice_no)}", _style("bct", 15, "LSB", lead=19))
    info = Table(_rows((("Besteldatum:", inv.issued.strftime("%d-%m-%Y")), ("Betaalmethode:", inv.extra["payment"]),
                        ("Verzendmethode:", inv.extra["shipping"]), ("E-mail:", "inkoop@technibouw.be")), bold,
                       normal), colWidths=[32 * mm, 70 * mm], hAlign="LEFT")
    info.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    addr = "<br/>".join(escape(t) for t in (BUYER[0], "Afdeling aankoop", BUYER[1], BUYER[2], "België",
                                            f"Btw-nummer: {BUYER_VAT}"))
    parties = Table([[Paragraph("<b>Factuurgegevens</b>", normal), Paragraph("<b>Verzendgegevens</b>", normal)],
                     [Paragraph(addr, normal), Paragraph(addr.replace("Afdeling aankoop", "Magazijn - dock 3"),
                                                         normal)]],
                    colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.Color(0.6, 0.6, 0.6)),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    comments = Paragraph(f"<b>Opmerkingen bij bestelling:</b> graag {escape(inv.po_printed)} vermelden op factuur "
                         "en pakbon", normal)
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k in (0, 3, 4) else bold)
             for k, h in enumerate(("Aantal", "Code/SKU", "Productnaam", "Prijs", "Totaal"))]]
    for line in inv.lines:
        rows.append([Paragraph(inv.qty(line), right), Paragraph(escape(line.article), normal),
                     Paragraph(escape(line.description), normal), Paragraph("€" + inv.number(line.price), right),
                     Paragraph("€" + inv.number(line.amount), right)])
    table = Table(rows, colWidths=[16 * mm, 30 * mm, 82 * mm, 24 * mm, 26 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = [[Paragraph(escape(label) + ":", bold_r if strong else right),
              Paragraph("€" + inv.number(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Subtotaal", "", "Btw ({rate}%)", "Eindtotaal")]
    tot = Table(trows, colWidths=[40 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [Table([[store, ""]], colWidths=[120 * mm, 58 * mm], hAlign="LEFT"), Spacer(1, 8 * mm), title,
             Spacer(1, 3 * mm), info, Spacer(1, 6 * mm), parties, Spacer(1, 5 * mm), comments, Spacer(1, 5 * mm),
             table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm), Paragraph(escape(inv.statement), normal),
             Spacer(1, 2 * mm),
             Paragraph(escape(f"Betaling binnen 30 dagen op IBAN {inv.iban} (BIC {inv.bic}) onder vermelding van "
                              f"bestelnummer #{inv.invoice_no}."), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 7)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · Btw {s.vat} · {s.email}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"kosit": kosit, "ariba": ariba, "canva": canva, "pages": pages, "notion": notion, "gumroad": gumroad,
           "bigcommerce": bigcommerce}
