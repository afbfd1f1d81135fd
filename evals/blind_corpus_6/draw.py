"""Seven page writers for the sixth blind corpus, each imitating from general knowledge the ordinary printed layout
of one family of mainstream invoicing software other than the fourth and fifth corpora's (no logos, no trademarks,
invented suppliers): two made by Typst, three on fpdf2, two on reportlab (its canvas and its platypus flowables).
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer) are the fourth corpus's, imported.

- moneybird (Typst): customer top left, the supplier's block top right, `Factuur` / `Invoice`, the facts as a
  label/value list, the table with the quantity first (`Aantal`, `Omschrijving`, `Prijs`, `Totaal`), the article and
  a line discount on small rows under the description, `Subtotaal`, `Btw 0% verlegd`, `Totaal`, and the payment
  sentence (`Wij verzoeken u vriendelijk het bovenstaande bedrag van € … vóór … te voldoen op rekeningnummer …`).
- snelstart (fpdf2): a Dutch wholesaler's SnelStart print: the company name large top left, the address window,
  `FACTUUR` / `INVOICE`, a row of framed facts (`Factuurnummer`, `Factuurdatum`, `Debiteurnummer`, `Uw referentie`,
  `Pakbon`, `Vervaldatum`), `Artikelcode` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Korting` / `Bedrag`,
  totals with `EUR`, the VAT statement.
- octopus (fpdf2): a Belgian accounting package's print (Octopus-like): supplier top left with its VAT number,
  the customer in a frame with its VAT number, `FACTUUR` / `FACTURE` with `Nr.`, `Datum`, `Vervaldag`, `Uw ref.`,
  `Klant`, a table with `Art.` and `Btw %` columns, a VAT summary (basis, rate, VAT), `Te betalen` / `À payer`,
  the structured communication.
- sevdesk (reportlab canvas): a sevDesk-style German invoice: the sender line above the window, the facts right
  (`Rechnungsnr.`, `Rechnungsdatum`, `Lieferdatum`, `Kundennr.`, `Ihre Bestellung`), `Rechnung Nr. RE-…`, greeting,
  `Pos.` / `Art.-Nr.` / `Beschreibung` / `Menge` / `Einheit` / `Einzelpreis` / `Rabatt` / `Gesamt`, `Gesamtbetrag
  (netto)`, `Umsatzsteuer 19 %`, `Gesamtbetrag (brutto)`, a four-column footer.
- quickbooks (reportlab platypus): a QuickBooks-style `INVOICE`: company top left, `BILL TO`, `INVOICE #`, `DATE`,
  `DUE DATE`, `TERMS`, `P.O. NUMBER`, a table `ACTIVITY` / `DESCRIPTION` / `QTY` / `RATE` / `AMOUNT`,
  `SUBTOTAL`, `VAT TOTAL`, `TOTAL`, `BALANCE DUE`.
- sellsy (Typst): a Sellsy-style French invoice: `Facture FA-…`, `Émetteur` / `Adressé à` boxes, the facts in a
  line, `Désignation` / `Qté` / `P.U. HT` / `Remise` / `TVA` / `Total HT`, `Réf.` under the designation, `Total HT`,
  `TVA 20 %`, `Total TTC`, `Net à payer`, the legal mentions.
- luxerp (fpdf2): a Luxembourg wholesaler's own ERP print in condensed type: `FACTURE` / `RECHNUNG` with a grid of
  facts (number, date, customer, order, delivery note, confirmation), dotted article codes `10.220.01`, `UV` /
  `ME`, `Rem.%` / `Rab.%`, `Total marchandises` / `Warenwert`, freight or discount, `Total HTVA` / `Total ohne
  MwSt.`, `EUR` in a column."""

from __future__ import annotations

import importlib.util
import io
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice, Line

_FOURTH = Path(__file__).resolve().parents[1] / "blind_corpus_4" / "draw.py"
if "blind_corpus_4_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_4_draw", _FOURTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_4_draw"] = _module
    _spec.loader.exec_module(_module)
_d4 = sys.modules["blind_corpus_4_draw"]
_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, Canvas, _fpdf, _ft, _typst_pdf, doc_head, fp_wrap,  # noqa: E402
                     place, rl_wrap, totals, ts)


# --- moneybird (Typst) ----------------------------------------------------------------------------------------------
def moneybird(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "no": "Factuurnummer", "date": "Factuurdatum", "due": "Vervaldatum",
          "ref": "Referentie", "cust": "Klantnummer", "qty": "Aantal", "desc": "Omschrijving", "price": "Prijs",
          "total": "Totaal", "sub": "Subtotaal", "vat": "Btw {rate}% verlegd" if inv.reverse_charge else "Btw {rate}%",
          "art": "Artikelnr.", "disc": "Korting {p}%", "vatno": "Btw-nummer",
          "pay": "Wij verzoeken u vriendelijk het bovenstaande bedrag van {gross} vóór {due} te voldoen op "
                 "rekeningnummer {iban} ten name van {name} onder vermelding van het factuurnummer {no}."}
         if nl else
         {"title": "Invoice", "no": "Invoice number", "date": "Invoice date", "due": "Due date",
          "ref": "Reference", "cust": "Customer number", "qty": "Quantity", "desc": "Description", "price": "Price",
          "total": "Total", "sub": "Subtotal", "vat": "VAT {rate}% reverse charged" if inv.reverse_charge
          else "VAT {rate}%", "art": "Item no.", "disc": "Discount {p}%", "vatno": "VAT number",
          "pay": "We kindly request you to pay the amount of {gross} before {due} to account number {iban} in the "
                 "name of {name}, quoting invoice number {no}."})
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d-%m-%Y")),
             (w["due"], inv.day(inv.due, "%d-%m-%Y"))]
    if inv.po_printed:
        facts.append((w["ref"], inv.po_printed))
    facts.append((w["cust"], inv.customer_no))
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 7.5pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · IBAN " + inv.iban)}]))\n'
        '#set text(font: "DejaVu Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(22mm) {ts(BUYER[0])} \\ {ts("t.a.v. Crediteurenadministratie" if nl else "Attn. Accounts Payable")}'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts("Nederland" if nl else "The Netherlands")} \\ #v(2mm) {ts(s.phone)} \\ {ts(s.email)} \\ '
        f'{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        f'#v(12mm)\n#text(size: 20pt, weight: "bold")[{ts(w["title"])}]\n#v(3mm)\n'
        '#grid(columns: (34mm, auto), row-gutter: 1.6mm,\n'
        + "".join(f'  text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in facts) + ')\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        desc = f'{ts(line.description)}'
        small = []
        if line.article:
            small.append(f'{w["art"]} {line.article}')
        if line.discount:
            small.append(w["disc"].format(p=inv.pct(line.discount)))
        if small:
            desc += f' \\ #text(size: 7.5pt, fill: luma(110))[{ts(" · ".join(small))}]'
        rows.append(f'  [{ts(inv.qty(line) + " x")}], [{desc}], align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (20mm, 1fr, 28mm, 28mm), stroke: (x, y) => if y == 0 { (bottom: 0.8pt) } '
            'else { (bottom: 0.3pt + luma(210)) }, inset: (x: 2mm, y: 2.2mm),\n'
            f'  text(weight: "bold")[{ts(w["qty"])}], text(weight: "bold")[{ts(w["desc"])}], '
            f'align(right, text(weight: "bold")[{ts(w["price"])}]), align(right, text(weight: "bold")[{ts(w["total"])}]),\n'
            + "".join(rows) + ')\n#v(2mm)\n#align(right, table(columns: (50mm, 30mm), stroke: none, inset: 1.6mm,\n')
    for label, value, bold in totals(inv, w["sub"], "", w["vat"], w["total"], always_sub=True):
        weight = ', weight: "bold"' if bold else ""
        src += f'  text(size: 9pt{weight})[{ts(label)}], align(right, text(size: 9pt{weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'#text(size: 8pt)[{ts(inv.statement)}]\n#v(3mm)\n'
    src += (f'#text(size: 8.5pt)[{ts(w["pay"].format(gross=eur(inv.gross_total), due=inv.day(inv.due, "%d-%m-%Y"), iban=inv.iban, name=s.name, no=inv.invoice_no))}]\n')
    return _typst_pdf(src)


# --- snelstart (fpdf2) ----------------------------------------------------------------------------------------------
def snelstart(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Factuurnummer", "date": "Factuurdatum", "cust": "Debiteurnummer",
          "ref": "Uw referentie", "pak": "Pakbon", "due": "Vervaldatum", "cols": ["Artikelcode", "Omschrijving",
          "Aantal", "Eenheid", "Prijs", "Korting", "Bedrag"], "sub": "Subtotaal", "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "page": "Pagina 1 van 1", "vatno": "Btw-nr.",
          "pay": "Betaling binnen 30 dagen na factuurdatum op {iban} o.v.v. factuurnummer {no}.",
          "terms": "Op al onze leveringen zijn de algemene voorwaarden van toepassing, gedeponeerd bij de KvK."}
         if nl else
         {"title": "INVOICE", "no": "Invoice number", "date": "Invoice date", "cust": "Customer number",
          "ref": "Your reference", "pak": "Packing slip", "due": "Due date", "cols": ["Item code", "Description",
          "Qty", "Unit", "Price", "Discount", "Amount"], "sub": "Subtotal", "net": "Total excl. VAT",
          "vat": "VAT {rate}%", "gross": "Total incl. VAT", "page": "Page 1 of 1", "vatno": "VAT no.",
          "pay": "Payment within 30 days of the invoice date to {iban}, quoting invoice number {no}.",
          "terms": "All deliveries are subject to our general terms and conditions, filed with the Chamber of "
                   "Commerce."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 15, 20, s.name, 16, "B")
    for k, text in enumerate([s.street, f"{s.postal_code}  {s.city.upper()}", f"T {s.phone}", s.email]):
        _ft(pdf, 15, 26 + k * 4, text, 8.5)
    for k, text in enumerate([f"{s.register}", f"{w['vatno']} {s.vat}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]):
        _ft(pdf, 195, 26 + k * 4, text, 8.5, align="right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        _ft(pdf, 22, 56 + k * 4.8, text, 10)
    _ft(pdf, 15, 94, w["title"], 15, "B")
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d-%m-%Y")), (w["cust"], inv.customer_no),
             (w["ref"], inv.po_printed or ""), (w["pak"], inv.extra.get("pakbon", "")),
             (w["due"], inv.day(inv.due, "%d-%m-%Y"))]
    x, bw = 15, 30
    pdf.set_line_width(0.2)
    for label, value in facts:
        pdf.rect(x, 98, bw, 11)
        _ft(pdf, x + 1.5, 102, label, 7, "B")
        _ft(pdf, x + 1.5, 107, value, 8.5)
        x += bw
    cols = list(zip(w["cols"], [24, 64, 18, 14, 20, 14, 26], ["l", "l", "r", "l", "r", "r", "r"]))
    y = 118
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, y - 4.5, 180, 6.5, style="F")
    x = 15
    for head, cw, al in cols:
        _ft(pdf, x + cw - 1.2 if al == "r" else x + 1.2, y, head, 8, "B", "right" if al == "r" else "left")
        x += cw
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.5)
        desc = fp_wrap(pdf, line.description, 62)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        x = 15
        for (head, cw, al), value in zip(cols, values):
            _ft(pdf, x + cw - 1.2 if al == "r" else x + 1.2, y, value, 8.5, "", "right" if al == "r" else "left")
            x += cw
        for more in list(desc[1:]) + list(line.detail):
            y += 4.2
            _ft(pdf, 40.2, y, more, 8.5 if more in desc else 7.5, "" if more in desc else "I")
        y += 5.6
    pdf.line(15, y - 2.5, 195, y - 2.5)
    y += 4
    for label, value, bold in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        _ft(pdf, 130, y, label, 9, "B" if bold else "")
        _ft(pdf, 168, y, "EUR", 9, "B" if bold else "")
        _ft(pdf, 195, y, inv.number(value), 9, "B" if bold else "", "right")
        y += 5.5
    y += 6
    pdf.set_font("DejaVu", "", 8)
    for text in [inv.statement, w["pay"].format(iban=inv.iban, no=inv.invoice_no)]:
        for row in fp_wrap(pdf, text, 180):
            _ft(pdf, 15, y, row, 8)
            y += 4
        y += 1.5
    _ft(pdf, 105, 282, w["terms"], 7, align="center")
    _ft(pdf, 195, 287, w["page"], 7, align="right")
    return bytes(pdf.output())


# --- octopus (fpdf2) ------------------------------------------------------------------------------------------------
def octopus(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Nr.", "date": "Datum", "due": "Vervaldag", "ref": "Uw ref.", "cust": "Klant",
          "cols": ["Art.", "Omschrijving", "Aantal", "Eenh.prijs", "Korting", "Btw %", "Totaal excl."],
          "basis": "Maatstaf", "rate": "Btw %", "vatamt": "Btw", "net": "Totaal excl. btw", "vat": "Btw",
          "gross": "Te betalen", "ogm": "Gestructureerde mededeling", "vatno": "Btw", "bank": "Bank",
          "pay": "Te betalen vóór {due} op rekening {iban} met vermelding van de gestructureerde mededeling."}
         if nl else
         {"title": "FACTURE", "no": "N°", "date": "Date", "due": "Échéance", "ref": "Votre réf.", "cust": "Client",
          "cols": ["Art.", "Description", "Qté", "Prix unit.", "Remise", "TVA %", "Total HTVA"],
          "basis": "Base", "rate": "TVA %", "vatamt": "TVA", "net": "Total HTVA", "vat": "TVA",
          "gross": "À payer", "ogm": "Communication structurée", "vatno": "TVA", "bank": "Banque",
          "pay": "À payer avant le {due} sur le compte {iban} en mentionnant la communication structurée."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 15, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}" if not nl else f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}", s.register]):
        _ft(pdf, 15, 24 + k * 4, text, 8.5)
    pdf.set_line_width(0.3)
    pdf.rect(112, 38, 83, 30)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        _ft(pdf, 116, 45 + k * 4.6, text, 9.5, "B" if k == 0 else "")
    _ft(pdf, 15, 80, w["title"], 14, "B")
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d/%m/%Y")),
             (w["due"], inv.day(inv.due, "%d/%m/%Y")), (w["cust"], inv.customer_no)]
    if inv.po_printed:
        facts.append((w["ref"], inv.po_printed))
    for k, (label, value) in enumerate(facts):
        _ft(pdf, 15, 87 + k * 4.6, label, 9)
        _ft(pdf, 42, 87 + k * 4.6, value, 9, "B" if k == 0 else "")
    y = 87 + len(facts) * 4.6 + 6
    cols = list(zip(w["cols"], [22, 70, 14, 20, 14, 12, 28], ["l", "l", "r", "r", "r", "r", "r"]))
    pdf.line(15, y - 4.5, 195, y - 4.5)
    x = 15
    for head, cw, al in cols:
        _ft(pdf, x + cw - 1 if al == "r" else x + 1, y, head, 8, "B", "right" if al == "r" else "left")
        x += cw
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.5)
        desc = fp_wrap(pdf, line.description, 68)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        values = [line.article or "", desc[0], qty, inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.rate(), inv.number(line.amount)]
        x = 15
        for (head, cw, al), value in zip(cols, values):
            _ft(pdf, x + cw - 1 if al == "r" else x + 1, y, value, 8.5, "", "right" if al == "r" else "left")
            x += cw
        for more in desc[1:]:
            y += 4.2
            _ft(pdf, 38, y, more, 8.5)
        y += 5.8
    pdf.line(15, y - 2.5, 195, y - 2.5)
    y += 5
    # VAT summary left, totals right
    for k, head in enumerate([w["basis"], w["rate"], w["vatamt"]]):
        _ft(pdf, 45 + k * 25, y, head, 8, "B", "right")
    _ft(pdf, 45, y + 5, inv.number(inv.net_total), 8.5, align="right")
    _ft(pdf, 70, y + 5, inv.rate(), 8.5, align="right")
    _ft(pdf, 95, y + 5, inv.number(inv.vat_amount), 8.5, align="right")
    ty = y
    for label, value, bold in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if bold:
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(125, ty - 4.2, 70, 6.2, style="F")
        _ft(pdf, 127, ty, label, 9.5 if bold else 9, "B" if bold else "")
        _ft(pdf, 193, ty, "€ " + inv.number(value), 9.5 if bold else 9, "B" if bold else "", "right")
        ty += 6
    y = max(y + 14, ty) + 6
    pdf.set_font("DejaVu", "", 8)
    if inv.statement:
        for row in fp_wrap(pdf, inv.statement, 180):
            _ft(pdf, 15, y, row, 8)
            y += 3.8
        y += 3
    _ft(pdf, 15, y, f"{w['ogm']}: {inv.payment_ref}", 9, "B")
    _ft(pdf, 15, y + 5, w["pay"].format(due=inv.day(inv.due, "%d/%m/%Y"), iban=inv.iban), 8)
    _ft(pdf, 105, 284, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat} · {s.register} · "
        f"{w['bank']} {inv.iban} · BIC {inv.bic}", 6.8, align="center")
    return bytes(pdf.output())


# --- sevdesk (reportlab canvas) -------------------------------------------------------------------------------------
def sevdesk(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    c.text(20, 22, s.name, 14, "DVB")
    c.text(20, 45, f"{s.name} · {s.street} · {place(inv)}", 6.5, grey=0.35)
    c.rule(20, 46.5, 100, 0.3, 0.6)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgien"]):
        c.text(20, 52 + k * 4.6, text, 9.5)
    facts = [("Rechnungsnr.", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Lieferdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Kundennr.", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Ihre Bestellung", inv.po_printed))
    facts.append(("Ihre USt-IdNr.", BUYER_VAT))
    for k, (label, value) in enumerate(facts):
        c.text(150, 50 + k * 4.6, label, 8.5, grey=0.35, align="right")
        c.text(153, 50 + k * 4.6, value, 8.5)
    c.text(20, 92, f"Rechnung Nr. {inv.invoice_no}", 13, "DVB")
    c.text(20, 101, "Sehr geehrte Damen und Herren,", 9)
    c.text(20, 106, "vielen Dank für Ihren Auftrag. Wir erlauben uns, Ihnen folgende Positionen in Rechnung zu "
           "stellen:", 9)
    cols = [("Pos.", 20, "l"), ("Art.-Nr.", 29, "l"), ("Beschreibung", 52, "l"), ("Menge", 125, "r"),
            ("Einheit", 127, "l"), ("Einzelpreis", 162, "r"), ("Rabatt", 175, "r"), ("Gesamt", 192, "r")]
    y = 116
    c.fill(18, y - 4.3, 176, 6.3, 0.92)
    for head, x, al in cols:
        c.text(x, y, head, 8, "DVB", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "DV", 8.5, 68 * 2.835)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places) + " €",
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount) + " €"]
        for (head, x, al), value in zip(cols, values):
            c.text(x, y, value, 8.5, align="right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.2
            c.text(52, y, more, 8.5)
        y += 3
        c.rule(20, y, 192, 0.25, 0.8)
        y += 4.2
    y += 3
    for label, value, bold in totals(inv, "Zwischensumme (netto)", "Gesamtbetrag (netto)", "Umsatzsteuer {rate} %",
                                     "Gesamtbetrag (brutto)"):
        c.text(120, y, label, 9, "DVB" if bold else "DV")
        c.text(192, y, inv.number(value) + " €", 9, "DVB" if bold else "DV", "right")
        if bold:
            c.rule(120, y - 4.5, 192, 0.5)
        y += 5.2
    y += 6
    for text in [inv.statement, f"Bitte überweisen Sie den Rechnungsbetrag bis zum {inv.day(inv.due, '%d.%m.%Y')} "
                 f"unter Angabe der Rechnungsnummer {inv.invoice_no} auf unser Konto.", "Mit freundlichen Grüßen",
                 s.name]:
        for row in rl_wrap(text, "DV", 8.5, 172 * 2.835):
            c.text(20, y, row, 8.5)
            y += 4.3
        y += 1
    c.rule(20, 272, 192, 0.3, 0.6)
    columns = [[s.name, s.street, place(inv)], [f"Tel. {s.phone}", s.email],
               [s.register, f"USt-IdNr. {s.vat}"], [f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for k, rows in enumerate(columns):
        for r, text in enumerate(rows):
            c.text(20 + k * 44, 276 + r * 3.4, text, 6.5, grey=0.3)
    return c.bytes()


# --- quickbooks (reportlab platypus) --------------------------------------------------------------------------------
def quickbooks(inv: Invoice) -> bytes:
    s = inv.supplier
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=16 * mm,
                            bottomMargin=18 * mm, title=f"Invoice {inv.invoice_no}", author=s.name, invariant=1)
    st = lambda size=9, font="DV", align=0, grey=0: ParagraphStyle(  # noqa: E731
        f"q{size}{font}{align}{grey}", fontName=font, fontSize=size, leading=size * 1.3, alignment=align,
        textColor=colors.Color(grey, grey, grey))
    p = lambda text, style: Paragraph(escape(text).replace("\n", "<br/>"), style)  # noqa: E731
    teal = colors.Color(0.2, 0.45, 0.5)
    story = [Table([[p("INVOICE", ParagraphStyle("t", fontName="DVB", fontSize=20, leading=24, textColor=teal)), ""],
                    [p(f"{s.name}\n{s.street}\n{s.postal_code} {s.city}\nLuxembourg\n{s.phone}\n{s.email}\n"
                       f"VAT {s.vat}", st(9)), ""]], colWidths=[120 * mm, 54 * mm]),
             Spacer(1, 8 * mm)]
    facts = [("INVOICE #", inv.invoice_no), ("DATE", inv.day(inv.issued, "%d/%m/%Y")),
             ("DUE DATE", inv.day(inv.due, "%d/%m/%Y")), ("TERMS", "Net 30")]
    bill = p("BILL TO", st(8, "DVB", grey=0.35))
    addr = p(f"{BUYER[0]}\n{BUYER[1]}\n{BUYER[2]}\nBelgium\nVAT {BUYER_VAT}", st(9))
    fact_rows = [[p(k, st(8, "DVB", 2, 0.35)), p(v, st(9))] for k, v in facts]
    story += [Table([[bill, "", Table(fact_rows, colWidths=[26 * mm, 30 * mm],
                                      style=[("VALIGN", (0, 0), (-1, -1), "TOP"),
                                             ("TOPPADDING", (0, 0), (-1, -1), 1),
                                             ("BOTTOMPADDING", (0, 0), (-1, -1), 1)])],
                     [addr, "", ""]], colWidths=[80 * mm, 38 * mm, 56 * mm],
                    style=[("SPAN", (2, 0), (2, 1)), ("VALIGN", (0, 0), (-1, -1), "TOP")]),
              Spacer(1, 5 * mm)]
    if inv.po_printed:
        story += [Table([[p("P.O. NUMBER", st(8, "DVB", grey=0.35))], [p(inv.po_printed, st(9))]],
                        colWidths=[60 * mm]), Spacer(1, 4 * mm)]
    rows = [[p(h, st(8, "DVB", a, 0.25)) for h, a in
             (("ACTIVITY", 0), ("DESCRIPTION", 0), ("QTY", 2), ("RATE", 2), ("AMOUNT", 2))]]
    for line in inv.lines:
        rows.append([p(line.article or "", st(9)), p(line.description, st(9)), p(inv.qty(line), st(9, align=2)),
                     p(inv.number(line.price, line.price_places), st(9, align=2)),
                     p(inv.number(line.amount), st(9, align=2))])
    story.append(Table(rows, colWidths=[26 * mm, 82 * mm, 16 * mm, 24 * mm, 26 * mm], repeatRows=1,
                       style=[("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.86, 0.92, 0.93)),
                              ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                              ("LINEBELOW", (0, -1), (-1, -1), 0.6, teal, None, (1, 2)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    trows = []
    for label, value, bold in totals(inv, "SUBTOTAL", "", "VAT TOTAL ({rate}%)", "TOTAL", always_sub=True):
        trows.append([p(label, st(9, "DVB" if bold else "DV", 2, 0.3)),
                      p(inv.number(value), st(9, "DVB" if bold else "DV", 2))])
    trows.append([p("BALANCE DUE", st(9, "DVB", 2, 0.3)),
                  p("EUR " + inv.number(inv.gross_total), st(12, "DVB", 2))])
    story += [Spacer(1, 3 * mm), Table(trows, colWidths=[50 * mm, 40 * mm], hAlign="RIGHT",
                                       style=[("LINEABOVE", (0, -1), (-1, -1), 0.5, colors.grey)]),
              Spacer(1, 8 * mm)]
    # VAT summary, as QuickBooks prints it for a VAT-registered company
    story += [Table([[p("VAT SUMMARY", st(8, "DVB", grey=0.35)), p("RATE", st(8, "DVB", 2, 0.35)),
                      p("VAT", st(8, "DVB", 2, 0.35)), p("NET", st(8, "DVB", 2, 0.35))],
                     [p(f"VAT @ {inv.rate()}%", st(8.5)), p(f"{inv.rate()}%", st(8.5, align=2)),
                      p(inv.number(inv.vat_amount), st(8.5, align=2)), p(inv.number(inv.net_total), st(8.5, align=2))]],
                    colWidths=[40 * mm, 20 * mm, 25 * mm, 25 * mm], hAlign="LEFT"),
              Spacer(1, 6 * mm),
              p(inv.statement, st(8.5)), Spacer(1, 2 * mm),
              p(f"Please pay by bank transfer to IBAN {inv.iban} (BIC {inv.bic}), quoting invoice number "
                f"{inv.invoice_no}. Thank you for your business!", st(8.5))]

    def footer(canvas, _doc):
        canvas.setFont("DV", 7)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(A4[0] / 2, 10 * mm, f"{s.name} · {s.register} · VAT {s.vat} · IBAN {inv.iban}")

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- sellsy (Typst) -------------------------------------------------------------------------------------------------
def sellsy(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v, places=2: inv.number(v, places) + " €"  # noqa: E731
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 24mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(110))[{ts(s.name + " – SAS au capital de 40 000 € – " + s.register + " – RCS Lille Métropole – TVA intracommunautaire " + s.vat)} \\ '
        f'{ts("Conditions de paiement : 30 jours. Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.")}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#grid(columns: (1fr, auto), [#text(size: 13pt, weight: "bold")[{ts(s.name)}]], '
        f'align(right)[#text(size: 18pt, weight: "bold", fill: rgb("#2a5d84"))[{ts("Facture " + inv.invoice_no)}]])\n'
        '#v(4mm)\n')
    facts = [("Date", inv.day(inv.issued, "%d/%m/%Y")), ("Échéance", inv.day(inv.due, "%d/%m/%Y")),
             ("Réf. client", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Votre référence", inv.po_printed))
    src += ('#grid(columns: ' + str(len(facts)) + ' * (1fr,), column-gutter: 3mm,\n'
            + "".join(f'  [#text(size: 7.5pt, fill: luma(110))[{ts(k)}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                      for k, v in facts) + ')\n#v(5mm)\n')
    src += ('#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
            f'  block(width: 100%, inset: 3mm, fill: luma(244))[#text(size: 7.5pt, fill: luma(110))[Émetteur] \\ '
            f'#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ France \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
            f'  block(width: 100%, inset: 3mm, stroke: 0.5pt + luma(180))[#text(size: 7.5pt, fill: luma(110))[Adressé à] \\ '
            f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgique \\ '
            f'{ts("N° TVA : " + BUYER_VAT)}])\n#v(6mm)\n')
    head = ["Désignation", "Qté", "P.U. HT", "Remise", "TVA", "Total HT"]
    src += ('#table(columns: (1fr, 16mm, 24mm, 16mm, 14mm, 26mm), stroke: (x, y) => if y == 0 { none } else '
            '{ (bottom: 0.3pt + luma(200)) }, fill: (x, y) => if y == 0 { rgb("#2a5d84") }, inset: (x: 1.6mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(head)))
    for line in inv.lines:
        desc = ts(line.description)
        if line.article:
            desc += f' \\ #text(size: 7.5pt, fill: luma(110))[{ts("Réf. " + line.article)}]'
        src += (f'  [{desc}], align(right)[{ts(inv.qty(line))}], align(right)[{ts(eur(line.price, line.price_places))}], '
                f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}], '
                f'align(right)[{ts(inv.rate() + " %")}], align(right)[{ts(eur(line.amount))}],\n')
    src += ')\n#v(3mm)\n#align(right, table(columns: (44mm, 32mm), stroke: none, inset: 1.7mm,\n'
    rows = totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC")
    rows.append(("Net à payer", inv.gross_total, True))
    for label, value, bold in rows:
        weight = ', weight: "bold"' if bold else ""
        src += f'  text(size: 9pt{weight})[{ts(label)}], align(right, text(size: 9pt{weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(5mm)\n'
    src += f'#text(size: 8pt)[{ts(inv.statement)}]\n#v(3mm)\n'
    src += (f'#block(inset: 3mm, stroke: 0.5pt + luma(200), width: 100%)[#text(weight: "bold")[Règlement par virement] \\ '
            f'{ts("IBAN : " + inv.iban + " – BIC : " + inv.bic)} \\ {ts("Merci d’indiquer le numéro de facture " + inv.invoice_no + " en référence.")}]\n')
    return _typst_pdf(src)


# --- luxerp (fpdf2) -------------------------------------------------------------------------------------------------
def luxerp(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N° facture", "date": "Date facture", "cust": "N° client", "ref": "Votre commande",
          "bl": "Bon de livraison", "cde": "Notre confirmation", "due": "Échéance", "vatc": "Votre n° TVA",
          "cols": ["Article", "Désignation", "Quantité", "UV", "Prix unit.", "Rem.%", "Montant"],
          "sub": "Total marchandises", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TTC",
          "page": "Page 1/1", "pay": "Payable au plus tard le {due} sans escompte. IBAN {iban} – BIC {bic}",
          "cur": "Devise : EUR"}
         if fr else
         {"title": "RECHNUNG", "no": "Rechnungs-Nr.", "date": "Rechnungsdatum", "cust": "Kunden-Nr.",
          "ref": "Ihre Bestellung", "bl": "Lieferschein", "cde": "Auftragsbestätigung", "due": "Fällig am",
          "vatc": "Ihre USt-IdNr.", "cols": ["Artikel", "Bezeichnung", "Menge", "ME", "Preis", "Rab.%", "Betrag"],
          "sub": "Warenwert", "net": "Total ohne MwSt.", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "page": "Seite 1/1", "pay": "Zahlbar bis {due} ohne Abzug. IBAN {iban} – BIC {bic}",
          "cur": "Währung: EUR"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 12, 16, s.name.upper(), 13, "B", family="Cond")
    _ft(pdf, 12, 21, f"{s.street} · {s.postal_code} {s.city} · Luxembourg", 8, family="Cond")
    _ft(pdf, 12, 25, f"Tél. {s.phone} · {s.email}", 8, family="Cond")
    _ft(pdf, 12, 29, f"TVA/MwSt. {s.vat} · {s.register}", 8, family="Cond")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        _ft(pdf, 115, 44 + k * 4.6, text, 10, "B" if k == 0 else "", family="Cond")
    _ft(pdf, 12, 46, w["title"], 16, "B", family="Cond")
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d.%m.%Y")), (w["cust"], inv.customer_no),
             (w["vatc"], BUYER_VAT), (w["ref"], inv.po_printed or ""), (w["cde"], inv.extra.get("cde", "")),
             (w["bl"], inv.extra.get("bl", "")), (w["due"], inv.day(inv.due, "%d.%m.%Y"))]
    pdf.set_line_width(0.2)
    for k, (label, value) in enumerate(facts):
        x, y = 12 + (k % 4) * 46.5, 68 + (k // 4) * 10
        pdf.rect(x, y, 46.5, 10)
        _ft(pdf, x + 1.2, y + 3.4, label, 6.8, family="Cond")
        _ft(pdf, x + 1.2, y + 8, value, 9, "B", family="Cond")
    _ft(pdf, 198, 92, w["cur"], 7.5, align="right", family="Cond")
    cols = list(zip(w["cols"], [22, 78, 18, 10, 20, 12, 26], ["l", "l", "r", "l", "r", "r", "r"]))
    y = 99
    pdf.line(12, y - 4, 198, y - 4)
    x = 12
    for head, cw, al in cols:
        _ft(pdf, x + cw - 1 if al == "r" else x + 1, y, head, 8, "B", "right" if al == "r" else "left", "Cond")
        x += cw
    pdf.line(12, y + 1.6, 198, y + 1.6)
    y += 6
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.5)
        desc = fp_wrap(pdf, line.description, 76)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.discount, 2) if line.discount else "", inv.number(line.amount)]
        x = 12
        for (head, cw, al), value in zip(cols, values):
            _ft(pdf, x + cw - 1 if al == "r" else x + 1, y, value, 8.5, "", "right" if al == "r" else "left", "Cond")
            x += cw
        for more in desc[1:]:
            y += 3.9
            _ft(pdf, 35, y, more, 8.5, family="Cond")
        y += 5
    pdf.line(12, y - 2.4, 198, y - 2.4)
    y += 4
    for label, value, bold in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        _ft(pdf, 130, y, label, 9, "B" if bold else "", family="Cond")
        _ft(pdf, 172, y, "EUR", 9, "B" if bold else "", family="Cond")
        _ft(pdf, 197, y, inv.number(value), 9, "B" if bold else "", "right", "Cond")
        y += 5
    y += 6
    pdf.set_font("Cond", "", 8)
    for text in [inv.statement, w["pay"].format(due=inv.day(inv.due, "%d.%m.%Y"), iban=inv.iban, bic=inv.bic)]:
        for row in fp_wrap(pdf, text, 186):
            _ft(pdf, 12, y, row, 8, family="Cond")
            y += 3.8
        y += 1.5
    pdf.line(12, 280, 198, 280)
    _ft(pdf, 105, 284, f"{s.name} · {s.register} · TVA/MwSt. {s.vat} · IBAN {inv.iban}", 7, align="center",
        family="Cond")
    _ft(pdf, 198, 289, w["page"], 7, align="right", family="Cond")
    return bytes(pdf.output())


WRITERS = {"moneybird": moneybird, "snelstart": snelstart, "octopus": octopus, "sevdesk": sevdesk,
           "quickbooks": quickbooks, "sellsy": sellsy, "luxerp": luxerp}
