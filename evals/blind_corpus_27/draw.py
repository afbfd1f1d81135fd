"""Seven page writers for the twenty-seventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- unleashed (reportlab platypus, Liberation Sans): an Unleashed-style inventory-software invoice, en or nl: the
  company left, `INVOICE` / `FACTUUR` right over a label/value grid (`Invoice Number`, `Invoice Date`, `Due Date`,
  `Order Number`, `Customer Reference`, `Customer Code`), `Bill To` / `Deliver To` boxes, a dark header band
  `Product Code` / `Description` / `Qty` / `Unit` / `Unit Price` / `Disc %` / `Line Total`, totals `Sub Total`,
  `VAT`, `Total EUR` (no line labelled net), notes, payment terms and bank details.
- cin7 (Typst, DejaVu Sans): a Cin7 Core-style invoice, de or nl: company left, `RECHNUNG` / `FACTUUR` and the
  number right, a fact list (`Rechnungsdatum`, `Fällig am`, `Auftragsnr.`, `Kundenreferenz`), billing and shipping
  addresses, columns `Artikelnr.` / `Artikel` / `Menge` / `Einheit` / `Preis` / `Rabatt` / `Steuer` / `Summe`,
  totals (`Zwischensumme`, the charge, `Summe netto`, `MwSt.`, `Gesamt`, `Bezahlt`, `Offener Betrag`).
- brightpearl (fpdf2, DejaVu Sans): a Brightpearl-style retail/wholesale invoice, en or fr: `INVOICE` / `FACTURE`,
  the facts right (`Invoice number`, `Tax date`, `Order number`, `Customer ref.`, `Payment due`), invoice and
  delivery addresses, **the quantity first** (`Qty` / `SKU` / `Product` / `Unit price` / `Net` / `VAT` /
  `Total`), the VAT per line, totals (`Net total`, `VAT`, `Total`), the company data in the footer.
- katana (Typst, Liberation Sans): a Katana MRP-style invoice, nl or en: `Factuur F2027-0412` / `Invoice INV-1128`
  as a heading, the company right, a row of facts (label above value, dates as `7 dec. 2027` / `Dec 17, 2027`),
  bill-to and ship-to, columns `Item` / (`SKU`) / `Quantity` / `Price per unit` / `Tax` / `Total price`, totals
  (`Subtotal`, `Shipping fee`, `Total (tax excl.)`, `Tax`, `Total (EUR)`).
- priority (fpdf2, Liberation Sans): a Priority ERP-style print, de or fr: `RECHNUNG` / `FACTURE` with `Original`, a
  boxed two-row fact grid (`Rechnung Nr.` / `Datum` / `Kunden-Nr.` / `Seite`; `Ihre Bestellung` / `Bestelldatum` /
  `Lieferschein` / `Zahlungsbed.`), **dates with a two-digit year** (`09.12.27`), a ruled grid `Pos.` /
  `Beschreibung` / `Menge` / `Einh.` / `Preis` / `Rab. %` / `Gesamtpreis`, a boxed totals block.
- fortnox (reportlab canvas, DejaVu Sans): a Fortnox-style Swedish invoice in English: `INVOICE` and `Page 1 (1)`,
  a box of facts (`Invoice date` in ISO form, `Invoice no.`, `Customer no.`), `Our reference` / `Your reference`
  (a person) / `Payment terms` / `Due date` / `Late payment interest`, columns `Art. no.` / `Description` /
  `Delivered` / `Unit` / `Price each` / `Amount`, Swedish number format (`1 234,50`), **a row of summary boxes**
  (`Net`, `Freight`, `Excl. VAT`, `VAT`, `Total EUR`), a four-column footer with `Registered for F-tax`.
- economic (reportlab canvas, Liberation Sans): an e-conomic-style Danish invoice in German: the company right,
  the customer in the window, `Rechnung` with the facts right (`Rechnungsnr.`, `Datum`, `Kundennr.`,
  `Ihre Referenz`, `Unsere Referenz`, `Fälligkeitsdatum`), columns `Beschreibung` / `Anzahl` / `Einheit` /
  `Einzelpreis` / `Rabatt %` / `Betrag`, totals `Zwischensumme`, `MwSt.`, `Gesamt EUR`, payment terms and bank."""

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

from invoices import MONTHS, Invoice

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "draw.py"
if "blind_corpus_6_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_draw", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_draw"] = _module
    _spec.loader.exec_module(_module)
_d6 = sys.modules["blind_corpus_6_draw"]
_d4 = sys.modules["blind_corpus_4_draw"]
BUYER, BUYER_VAT, Canvas, _fpdf, _ft, fp_wrap, rl_wrap, ts, STAMP = (
    _d4.BUYER, _d4.BUYER_VAT, _d4.Canvas, _d4._fpdf, _d4._ft, _d4.fp_wrap, _d4.rl_wrap, _d4.ts, _d4.STAMP)
_style, _doc, MM = _d4._style, _d4._doc, _d4.MM
totals, place, doc_head = _d6.totals, _d6.place, _d6.doc_head
COUNTRY_BE = {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"}
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "DE": {"de": "Deutschland", "en": "Germany"},
           "IE": {"en": "Ireland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"},
           "SE": {"en": "Sweden"}, "DK": {"de": "Dänemark", "en": "Denmark"}, "FR": {"fr": "France"},
           "EE": {"en": "Estonia"}}
FONTS = "/usr/share/fonts/truetype/dejavu"
LIBERATION = "/usr/share/fonts/truetype/liberation"
for _name, _file in (("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
                     ("LSI", "LiberationSans-Italic.ttf")):
    if _name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(_name, f"{LIBERATION}/{_file}"))


BOLD = 'weight: "bold"'


def _typst(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS, LIBERATION], timestamp=STAMP)


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib"."""
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf")):
        pdf.add_font("Lib", style, f"{LIBERATION}/{file}")


def _issued(inv: Invoice, numeric: str) -> str:
    """The invoice date as the writer prints it: written out where the invoice asks for it."""
    return inv.day(inv.issued, inv.extra.get("date_style", numeric))


# --- unleashed (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def unleashed(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice Number", "Invoice Date", "Due Date", "Order Number",
                                        "Customer Reference", "Customer Code"),
          "bill": "Bill To", "ship": "Deliver To", "cols": ("Product Code", "Description", "Qty", "Unit",
                                                           "Unit Price", "Disc %", "Line Total"),
          "sub": "Sub Total", "vat": "VAT {rate}%", "gross": "Total EUR", "notes": "Notes",
          "terms": "Payment Terms", "bank": "Bank Details", "vatno": "VAT No.", "page": "Page 1 of 1",
          "comm": "Payment reference"}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Ordernummer",
                                        "Klantreferentie", "Klantcode"),
          "bill": "Factuuradres", "ship": "Leveradres", "cols": ("Productcode", "Omschrijving", "Aantal", "Eenh.",
                                                                "Prijs", "Korting %", "Regeltotaal"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal EUR", "notes": "Opmerkingen",
          "terms": "Betalingstermijn", "bank": "Bankgegevens", "vatno": "Btw-nr.", "page": "Pagina 1 van 1",
          "comm": "Gestructureerde mededeling"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    normal, right = _style("ulN", 8.2, "LS"), _style("ulR", 8.2, "LS", align=2)
    bold, lab = _style("ulB", 8.2, "LSB"), _style("ulL", 7.6, "LS", grey=0.35)
    white = _style("ulW", 7.8, "LSB")
    white.textColor = colors.white
    white_r = _style("ulWR", 7.8, "LSB", align=2)
    white_r.textColor = colors.white
    dfmt = inv.extra["date"]
    company = Paragraph(f"<font name='LSB' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>"
                        f"{escape(s.phone)}<br/>{escape(s.email)}<br/>{escape(w['vatno'] + ' ' + s.vat)}",
                        _style("ulC", 8.2, "LS", lead=11))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.extra["order"],
              inv.po_printed or "", inv.customer_no)
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k == w["facts"][0] else normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[32 * mm, 36 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    head = Table([[company, [Paragraph(f"<b>{w['title']}</b>", _style("ulT", 20, "LSB", lead=24)),
                             Spacer(1, 2 * mm), facts]]], colWidths=[110 * mm, 68 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            w["vatno"] + " " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], inv.extra["ship"], BUYER[1], BUYER[2],
                                            COUNTRY_BE[inv.language]))
    addr = Table([[Paragraph(f"<b>{w['bill']}</b>", normal), Paragraph(f"<b>{w['ship']}</b>", normal)],
                  [Paragraph(bill, _style("ulA", 8.4, "LS", lead=11)),
                   Paragraph(ship, _style("ulA2", 8.4, "LS", lead=11))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                              ("BOX", (1, 0), (1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.94, 0.94, 0.94)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    numeric = {2, 4, 5, 6}
    rows = [[Paragraph(escape(h), white_r if k in numeric else white) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.discount) if line.discount else inv.number(0 * line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[29 * mm, 66 * mm, 14 * mm, 12 * mm, 19 * mm, 16 * mm, 22 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.16, 0.27, 0.38)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.6),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.6)]))
    trows = [[Paragraph(escape(label), _style("ulTL", 8.8, "LSB" if strong else "LS", align=2)),
              Paragraph(escape(inv.number(value)), _style("ulTV", 8.8, "LSB" if strong else "LS", align=2))]
             for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[40 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [head, Spacer(1, 6 * mm), addr, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    notes = [f"<b>{w['notes']}</b>"] + ([escape(inv.statement)] if inv.statement else [])
    notes += [f"<b>{w['terms']}:</b> {escape(inv.extra['terms'])}",
              f"<b>{w['bank']}:</b> {escape(s.name)} - IBAN {escape(inv.iban)} - BIC {escape(inv.bic)}"]
    if inv.payment_ref:
        notes.append(f"<b>{w['comm']}:</b> {escape(inv.payment_ref)}")
    for text in notes:
        story += [Paragraph(text, normal), Spacer(1, 1.4 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 10 * mm, w["page"])
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- cin7 (Typst, DejaVu Sans) --------------------------------------------------------------------------------------
def cin7(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fällig am", "Auftragsnr.",
                                         "Kundenreferenz"),
          "bill": "Rechnungsadresse", "ship": "Lieferadresse",
          "cols": ("Artikelnr.", "Artikel", "Menge", "Einheit", "Preis", "Rabatt", "Steuer", "Summe"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamt EUR",
          "paid": "Bezahlt", "due": "Offener Betrag", "vatno": "USt-IdNr.", "terms": "Zahlungsbedingungen",
          "bank": "Bankverbindung", "comm": "Verwendungszweck"}
         if de else
         {"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Ordernr.",
                                        "Klantreferentie"),
          "bill": "Factuuradres", "ship": "Leveradres",
          "cols": ("Artikelnr.", "Artikel", "Aantal", "Eenheid", "Prijs", "Korting", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR",
          "paid": "Betaald", "due": "Openstaand saldo", "vatno": "Btw-nr.", "terms": "Betalingsvoorwaarden",
          "bank": "Bankgegevens", "comm": "Gestructureerde mededeling"})
    dfmt = inv.extra["date"]
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.extra["order"], inv.po_printed or "")
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(110))\n#align(center)[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + s.register)}'
        f' \\ {ts(w["vatno"] + " " + s.vat + " · IBAN " + inv.iban + " · BIC " + inv.bic)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 20pt, weight: "bold", fill: rgb("#1f6fb2"))[{ts(w["title"])}] #v(1mm)\n'
        '  #grid(columns: (auto, auto), column-gutter: 5mm, row-gutter: 1.5mm,\n'
        + "".join(f'    align(left, text(fill: luma(100))[{ts(k)}]), align(right, text({BOLD if n == 0 else ""})[{ts(v)}]),\n'
                  for n, (k, v) in enumerate(zip(w["facts"], values)) if v)
        + '  )])\n#v(7mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  [#text(size: 7.4pt, weight: "bold", fill: luma(90))[{ts(w["bill"].upper())}] \\ {ts(BUYER[0])} \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#text(size: 7.4pt, weight: "bold", fill: luma(90))[{ts(w["ship"].upper())}] \\ {ts(BUYER[0])} \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}])\n#v(7mm)\n')
    keep = [k for k in range(8) if k != 5 or discounts]
    widths = {0: "31mm", 1: "1fr", 2: "13mm", 3: "14mm", 4: "17mm", 5: "13mm", 6: "12mm", 7: "21mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'[{ts(line.unit)}]',
                 4: f'align(right)[{ts(inv.number(line.price))}]',
                 5: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 6: f'align(right)[{ts(inv.rate() + " %")}]', 7: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: 0.4pt + luma(200)),'
            ' fill: (x, y) => if y == 0 { rgb("#e8f0f8") }, inset: (x: 1.4mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6, 7) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += (f'#text(weight: "bold")[{ts(w["terms"] + ":")}] {ts(inv.extra.get("terms", "30 dagen netto"))} \\ '
            f'#text(weight: "bold")[{ts(w["bank"] + ":")}] {ts("IBAN " + inv.iban + " · BIC " + inv.bic)}\n')
    if inv.payment_ref:
        src += f'\\ #text(weight: "bold")[{ts(w["comm"] + ":")}] {ts(inv.payment_ref)}\n'
    return _typst(src)


# --- brightpearl (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------
def brightpearl(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice number", "Tax date", "Order number", "Customer ref.", "Payment due"),
          "bill": "Invoice address", "ship": "Delivery address",
          "cols": ("Qty", "SKU", "Product", "Unit price", "Net", "VAT", "Total"),
          "sub": "Subtotal", "net": "Net total", "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT no.",
          "pay": "Payment terms: {terms}. Please pay by bank transfer to {name}, IBAN {iban}, BIC {bic}, quoting "
                 "the invoice number.", "thanks": "Thank you for your order."}
         if en else
         {"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "N° de commande", "Réf. client",
                                        "Échéance"),
          "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Qté", "Réf.", "Produit", "P.U. HT", "Total HT", "TVA", "Total TTC"),
          "sub": "Sous-total HT", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "vatno": "N° TVA",
          "pay": "Conditions de paiement : {terms}. Règlement par virement à {name}, IBAN {iban}, BIC {bic}, en "
                 "rappelant le numéro de facture.", "thanks": "Merci pour votre commande."})
    eur = (lambda v: "€" + inv.number(v)) if en else (lambda v: inv.number(v) + "\u00a0€")  # noqa: E731
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email]):
        f(18, 26 + k * 3.9, text, 8)
    f(192, 21, w["title"], 17, "B", "right")
    dfmt = inv.extra["date"]
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.extra["order"], inv.po_printed or "",
              inv.day(inv.due, dfmt))
    y = 29
    for label, value in zip(w["facts"], values):
        if value:
            f(160, y, label, 8, "", "right")
            f(192, y, value, 8, "B" if label == w["facts"][0] else "", "right")
            y += 4.2
    for x, head, rows in ((18, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"]),
                          (110, w["ship"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]])):
        f(x, 60, head, 7.6, "B")
        for k, text in enumerate(rows):
            f(x, 65 + k * 4.2, text, 8.8)
    y = 96
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    pdf.line(18, y - 4.5, 192, y - 4.5)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    cols = [(27, "r"), (30, "l"), (62, "l"), (137, "r"), (156, "r"), (170, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 56)
        values = [inv.qty(line), line.article or "", desc[0], inv.number(line.price), inv.number(line.amount),
                  inv.number(line.amount * 0), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(62, y, more, 8.2)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(18, y + 2.1, 192, y + 2.1)
        y += 5.8
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, eur(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 8
    pdf.set_font("DejaVu", "", 7.8)
    for text in [inv.statement, w["pay"].format(terms=inv.extra["terms"], name=s.name, iban=inv.iban, bic=inv.bic),
                 w["thanks"]]:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 7.8)
            y += 3.8
        y += 1.6
    pdf.set_draw_color(170, 170, 170)
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.name} · {s.street}, {place(inv)}, {COUNTRY[s.country][inv.language]}", 6.6, "", "center")
    f(105, 284.4, f"{s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- katana (Typst, Liberation Sans) --------------------------------------------------------------------------------
def _katana_day(inv: Invoice, value) -> str:
    """Katana's short written dates: `Dec 17, 2027` in English, `7 dec. 2027` in Dutch."""
    month = MONTHS[inv.language].split()[value.month - 1]
    if inv.language == "en":
        return f"{month[:3]} {value.day}, {value.year}"
    return f"{value.day} {month[:3]}{'.' if len(month) > 3 else ''} {value.year}"


def katana(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Invoice date", "Due date", "Sales order", "Customer reference"),
          "bill": "Bill to", "ship": "Ship to",
          "cols": ("Item", "SKU", "Quantity", "Price per unit", "Tax", "Total price"),
          "sub": "Subtotal", "net": "Total (tax excl.)", "vat": "Tax {rate}%", "gross": "Total (EUR)",
          "vatno": "VAT", "pay": "Payment terms: {terms}. Bank transfer to IBAN {iban}, BIC {bic}.",
          "comm": "Reference"}
         if en else
         {"title": "Factuur", "facts": ("Factuurdatum", "Vervaldatum", "Verkooporder", "Uw referentie"),
          "bill": "Factuuradres", "ship": "Leveradres",
          "cols": ("Artikel", "SKU", "Aantal", "Prijs per eenheid", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal (EUR)",
          "vatno": "Btw", "pay": "Betalingsvoorwaarden: {terms}. Overschrijving op IBAN {iban}, BIC {bic}.",
          "comm": "Gestructureerde mededeling"})
    values = (_katana_day(inv, inv.issued), _katana_day(inv, inv.due), inv.extra["order"], inv.po_printed or "")
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    skus = any(line.article for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 22pt, weight: "bold")[{ts(w["title"])}] \\ #text(size: 12pt, fill: luma(90))[{ts(inv.invoice_no)}]],\n'
        f'  align(right)[#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        '#v(7mm)\n'
        f'#grid(columns: ({", ".join(["1fr"] * len(facts))}), column-gutter: 4mm,\n'
        + "".join(f'  [#text(size: 7.6pt, fill: luma(120))[{ts(k)}] \\ {ts(v)}],\n' for k, v in facts)
        + ')\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  [#text(size: 7.6pt, fill: luma(120))[{ts(w["bill"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#text(size: 7.6pt, fill: luma(120))[{ts(w["ship"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}])\n#v(8mm)\n')
    keep = [k for k in range(6) if k != 1 or skus]
    widths = {0: "1fr", 1: "25mm", 2: "20mm", 3: "26mm", 4: "14mm", 5: "25mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.description)}]', 1: f'[{ts(line.article or "")}]',
                 2: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 3: f'align(right)[{ts(inv.number(line.price))}]', 4: f'align(right)[{ts(inv.rate() + "%")}]',
                 5: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + luma(60) } else { 0.3pt + luma(215) }), inset: (x: 1.5mm, y: 2.3mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(size: 7.8pt, fill: luma(90))[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)) + "\n"
    if inv.payment_ref:
        src += f'#v(1mm)\n{ts(w["comm"] + ": " + inv.payment_ref)}\n'
    return _typst(src)


# --- priority (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def priority(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "row1": ("Rechnung Nr.", "Datum", "Kunden-Nr.", "Seite"),
          "row2": ("Ihre Bestellung", "Bestelldatum", "Lieferschein", "Zahlungsbed."),
          "cols": ("Pos.", "Artikel", "Beschreibung", "Menge", "Einh.", "Preis", "Rab. %", "Gesamtpreis"),
          "sub": "Summe Positionen", "net": "Nettobetrag", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag EUR",
          "due": "Fällig am", "bill": "Rechnungsempfänger", "vatno": "USt-IdNr.", "yours": "Ihre USt-IdNr.",
          "comm": "Verwendungszweck", "bank": "Bankverbindung", "dfmt": "%d.%m.%y", "colon": ":"}
         if de else
         {"title": "FACTURE", "row1": ("Facture n°", "Date", "N° client", "Page"),
          "row2": ("Votre commande", "Date commande", "Bon de livraison", "Cond. paiement"),
          "cols": ("Pos.", "Référence", "Désignation", "Qté", "Unité", "Prix unit.", "% Rem.", "Montant"),
          "sub": "Total lignes", "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC EUR",
          "due": "Échéance", "bill": "Client", "vatno": "TVA", "yours": "Votre n° TVA",
          "comm": "Communication structurée", "bank": "Banque", "dfmt": "%d/%m/%y", "colon": " :"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 19, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}",
                              f"Tel. {s.phone}" if de else f"Tél. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(18, 25 + k * 3.8, text, 8)
    f(192, 20, w["title"], 16, "B", "right")
    f(192, 25.5, "Original", 8, "I", "right")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(112, 48, 80, 30)
    f(114, 52, w["bill"], 7, "", "left")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                              f"{w['yours']} {BUYER_VAT}"]):
        f(114, 57 + k * 4.3, text, 9, "B" if k == 0 else "")
    dfmt = w["dfmt"]
    rows = [(w["row1"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, "1/1")),
            (w["row2"], (inv.po_printed or "", inv.extra["order_date"] if inv.po_printed else "",
                         inv.extra["delivery"], inv.extra["terms"]))]
    xs = (18, 62, 100, 138, 192)
    y = 86
    for labels, values in rows:
        pdf.rect(18, y, 174, 10)
        for k, (label, value) in enumerate(zip(labels, values)):
            if k:
                pdf.line(xs[k], y, xs[k], y + 10)
            f(xs[k] + 1.5, y + 3.4, label, 6.8)
            f(xs[k] + 1.5, y + 8, value, 8.8, "B" if (labels, k) == (w["row1"], 0) else "")
        y += 10
    articles = any(line.article for line in inv.lines)
    y += 6
    # a ruled grid: Pos. | (Artikel) | Beschreibung | Menge | Einh. | Preis | Rab. % | Gesamtpreis
    bounds = [18, 28, 50, 116, 131, 143, 161, 173, 192] if articles else [18, 28, 28, 116, 131, 143, 161, 173, 192]
    keep = [k for k in range(8) if k != 1 or articles]
    top = y
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(18, y, 174, 6, style="DF")
    for k in keep:
        right = k in (3, 5, 6, 7)
        f(bounds[k + 1] - 1.2 if right else bounds[k] + 1.2, y + 4.2, w["cols"][k], 7.4, "B",
          "right" if right else "left")
    y += 6
    for n, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, bounds[3] - bounds[2] - 2.5)
        values = [str(n + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for k in keep:
            right = k in (3, 5, 6, 7)
            if values[k]:
                f(bounds[k + 1] - 1.2 if right else bounds[k] + 1.2, y + 4, values[k], 8.2, "",
                  "right" if right else "left")
        for more in desc[1:]:
            y += 3.7
            f(bounds[2] + 1.2, y + 4, more, 8.2)
        y += 6
        pdf.set_draw_color(150, 150, 150)
        pdf.line(18, y, 192, y)
    pdf.set_draw_color(0, 0, 0)
    pdf.rect(18, top, 174, y - top)
    for k in keep[1:]:
        pdf.line(bounds[k], top, bounds[k], y)
    y += 6
    trows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    pdf.rect(122, y, 70, 5.2 * len(trows) + 2)
    yy = y + 4.6
    for label, value, strong in trows:
        f(124, yy, label, 8.6, "B" if strong else "")
        f(190, yy, inv.number(value), 8.6, "B" if strong else "", "right")
        yy += 5.2
    f(18, y + 4.6, f"{w['due']}{w['colon']} {inv.day(inv.due, dfmt)}", 8.4)
    y = yy + 8
    pdf.set_font("Lib", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"{w['bank']}{w['colon']} IBAN {inv.iban} · BIC {inv.bic}"] + (
        [f"{w['comm']}{w['colon']} {inv.payment_ref}"] if inv.payment_ref else [])
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.2
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.name} · {s.street} · {place(inv)} · {s.register} · {w['vatno']} {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- fortnox (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def fortnox(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 22, s.name, 14, B)
    c.text(112, 20, "INVOICE", 16, B)
    c.text(192, 20, "Page 1 (1)", 8, F, "right")
    # the box of facts, labels above values
    c.c.setLineWidth(0.5)
    c.c.rect(112 * MM, c.height - 36 * MM, 80 * MM, 11 * MM)
    for x, label, value in ((113.5, "Invoice date", inv.issued.isoformat()), (141, "Invoice no.", inv.invoice_no),
                            (166, "Customer no.", inv.customer_no)):
        c.text(x, 29, label, 6.8, F, grey=0.35)
        c.text(x, 34, value, 9, B if label == "Invoice no." else F)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en"].upper()]):
        c.text(114, 50 + k * 4.6, text, 9.6, F)
    facts = (("Our reference", inv.extra["our_ref"]), ("Your reference", inv.extra["your_ref"]),
             ("Customer VAT no.", BUYER_VAT), ("Payment terms", inv.extra["terms"]),
             ("Due date", inv.due.isoformat()), ("Late payment interest", inv.extra["interest"]))
    for k, (label, value) in enumerate(facts):
        c.text(18, 50 + k * 4.4, label, 7.8, F, grey=0.35)
        c.text(52, 50 + k * 4.4, value, 8.2, F)
    y = 88
    cols = [(18, "left"), (44, "left"), (136, "right"), (139, "left"), (166, "right"), (192, "right")]
    for (x, al), head in zip(cols, ("Art. no.", "Description", "Delivered", "Unit", "Price each", "Amount")):
        c.text(x, y, head, 7.8, B, al)
    c.rule(18, y + 1.8, 192, 0.6)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 74 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(44, y, more, 8.2, F)
        y += 5.4
    y += 6
    for row in rl_wrap(inv.statement, F, 8.2, 174 * MM):
        c.text(18, y, row, 8.2, F)
        y += 4
    # the summary boxes at the foot of the page
    boxes = [("Net", inv.subtotal)] + [(label, amount) for label, amount in inv.adjustment_amounts()]
    boxes += [("Excl. VAT", inv.net_total), (f"VAT {inv.rate()}%", inv.vat_amount), ("Total EUR", inv.gross_total)]
    width = 174 / len(boxes)
    for k, (label, value) in enumerate(boxes):
        x = 18 + k * width
        c.c.rect(x * MM, c.height - 250 * MM, width * MM, 11 * MM)
        c.text(x + 1.5, 243, label, 6.8, F, grey=0.35)
        c.text(x + width - 1.5, 248, inv.number(value), 9.4 if k == len(boxes) - 1 else 8.8,
               B if k == len(boxes) - 1 else F, "right")
    c.rule(18, 266, 192, 0.3, grey=0.5)
    cols4 = [("Address", [s.name, s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country]["en"]]),
             ("Phone / E-mail", [s.phone, s.email]),
             ("Bank", [f"Bankgiro {inv.extra['bankgiro']}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]),
             ("Company", [s.register, f"VAT reg. no. {s.vat}", "Registered for F-tax"])]
    for x, (head, rows) in zip((18, 62, 100, 150), cols4):
        c.text(x, 270, head, 6.4, B, grey=0.3)
        for k, text in enumerate(rows):
            c.text(x, 273.6 + k * 3.3, text, 6.4, F, grey=0.3)
    return c.bytes()


# --- economic (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def economic(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 20, s.name, 13, B, "right")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country]["de"], f"Tel. {s.phone}",
                              s.email, s.register]):
        c.text(192, 26 + k * 3.9, text, 8, F, "right")
    for k, text in enumerate([BUYER[0], "z. Hd. Kreditorenbuchhaltung", BUYER[1], BUYER[2], "Belgien"]):
        c.text(20, 56 + k * 4.5, text, 9.6, F)
    facts = (("Rechnungsnr.", inv.invoice_no), ("Datum", inv.issued.strftime("%d.%m.%Y")),
             ("Kundennr.", inv.customer_no), ("Ihre Referenz", inv.po_printed or ""),
             ("Unsere Referenz", inv.extra["our_ref"]), ("Fälligkeitsdatum", inv.due.strftime("%d.%m.%Y")),
             ("Ihre USt-IdNr.", BUYER_VAT))
    y = 56
    for label, value in facts:
        if value:
            c.text(128, y, label, 8.2, F, grey=0.3)
            c.text(192, y, value, 8.2, B if label == "Rechnungsnr." else F, "right")
            y += 4.3
    c.text(20, 98, "Rechnung", 17, B)
    y = 110
    articles = any(line.article for line in inv.lines)
    cols = ([(20, "left")] if articles else []) + [(36 if articles else 20, "left"), (124, "right"),
                                                   (127, "left"), (152, "right"), (170, "right"), (192, "right")]
    heads = (["Nr."] if articles else []) + ["Beschreibung", "Anzahl", "Einheit", "Einzelpreis", "Rabatt %",
                                             "Betrag"]
    for (x, al), head in zip(cols, heads):
        c.text(x, y, head, 8, B, al)
    c.rule(20, y + 1.8, 192, 0.5)
    y += 6.5
    desc_x = cols[-6][0]
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, (118 - desc_x) * MM)
        values = ([line.article or ""] if articles else []) + [
            desc[0], inv.qty(line), line.unit, inv.number(line.price),
            inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(desc_x, y, more, 8.6, F)
        y += 5.6
    c.rule(20, y - 2.4, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, "Zwischensumme", "Zwischensumme", "MwSt. {rate} %", "Gesamt EUR"):
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(192, y, inv.number(value), 9, B if strong else F, "right")
        if strong:
            c.rule(130, y - 4, 192, 0.5)
        y += 5
    y += 8
    texts = [inv.statement, f"Zahlungsbedingungen: {inv.extra['terms']} - fällig am {inv.due.strftime('%d.%m.%Y')}.",
             f"Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer {inv.invoice_no} auf unser Konto: "
             f"IBAN {inv.iban}, SWIFT/BIC {inv.bic}."]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.1
        y += 1.6
    c.rule(20, 276, 192, 0.3, grey=0.6)
    c.text(106, 280, f"{s.name} · {s.street} · {s.postal_code} {s.city} · Dänemark · {s.register} · "
                     f"USt-IdNr. {s.vat}", 6.8, F, "center", grey=0.35)
    c.text(106, 283.5, f"Tel. {s.phone} · {s.email} · IBAN {inv.iban} · SWIFT {inv.bic}", 6.8, F, "center",
           grey=0.35)
    return c.bytes()


WRITERS = {"unleashed": unleashed, "cin7": cin7, "brightpearl": brightpearl, "katana": katana, "priority": priority,
           "fortnox": fortnox, "economic": economic}
