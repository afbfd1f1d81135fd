"""Seven page writers for the fifty-first blind corpus, each imitating from general knowledge what one family of
small-business or point-of-sale software prints (no logos, no trademarks, invented suppliers): three on A4 (Wix
Invoices, Squarespace Commerce, an Etsy seller's invoice) and four on an 80 mm receipt roll, as a till prints an
invoice (Vectron POS, Hiopos, unTill POS, Odoo POS). Engines: reportlab (platypus for Wix, the canvas for the
Hiopos and unTill rolls), fpdf2 (Etsy, the Vectron and Odoo POS rolls) and Typst (Squarespace), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes; the shared helpers
(fonts, canvas in mm, fpdf2 set-up, wrapping, Typst strings, the buyer) come from evals/blind_corpus/drawing.py.

- wix (reportlab platypus, Liberation Sans): the business top left, `FACTUUR` / `INVOICE` right with `#0000087`,
  issue and due dates (`6 okt. 2027`, `Oct 29, 2027`), `Factureren aan` / `Bill To`, an optional title line, a
  table `Product of dienst` / `Product or Service` (the name in bold, its description under it in grey) / `Aantal`
  / `Prijs` / `Btw` / `Totaal` with `€` amounts, totals (`Subtotaal`, `Btw 21%`, `Totaal`, **`Te betalen (EUR)`**),
  `Opmerkingen` / `Notes` and `Betalingsvoorwaarden` / `Payment Terms` blocks, a grey footer.
- squarespace (Typst, DejaVu Sans): a store's order print: the store name, `Facture` / `Factuur`, **`Commande
  n° 01047` / `Bestelling #01288`** (the order number is the only number), `Passée le 12 octobre 2027 à 10:42`,
  billing and shipping addresses, shipping method and payment, items with their variant rows and `SKU : …`, `Qté`
  / `Prix` / `Total`, totals `Sous-total`, `Livraison`, `Taxes` / `Btw 6%`, `Total` (**no line labelled net**), the
  checkout form's `Informations supplémentaires` / `Aanvullende informatie` (where the PO stands), a footer.
- etsy (fpdf2, DejaVu Sans): an Etsy seller's order invoice: the shop name and the seller's legal line, `INVOICE`
  / `RECHNUNG` with the seller's own number, `Order #3184427719`, order date (`14 Oct, 2027`), `Ship to`, dispatch
  date and payment, item rows with variation and personalisation rows and a `Transaction ID`, totals `Item total`,
  `Shop discount …`, `Subtotal`, `Delivery`, `VAT (0%)`, **`Order total`**, then **`Note from buyer`** (the PO).
- vectron (fpdf2, DejaVu Sans Mono, 42 columns): a German retail till's invoice receipt: the centred header,
  `RECHNUNG` with `Nr.`, date, time, till, clerk and Bon number, the customer block, each article as `Art.` number
  row, name with the amount and the tax letter, `2 Stk x 219,00`, `SUMME EUR`, the tax table (tax letters:
  `C 0%` in Germany, `C 6%` in Belgium), the reverse-charge note and, in Germany, the TSE block.
- hiopos (reportlab canvas, Liberation Sans): a Spanish POS's invoice roll, en or fr: the centred header with the
  NIF, `INVOICE` / `FACTURE` with `Number` / `N°`, date and time, terminal and seller, the customer with its VAT
  number and the order reference, `Units` / `Description` / `Price` / `Amount` with the reference as its own row,
  a line discount row, totals with **`Tax base`** / **`Base imposable`**, the VAT table, payment and bank; the
  English roll keeps the Spanish number format (`2.177,28`).
- untill (reportlab canvas, Liberation Mono, 42 columns): a Belgian restaurant's unTill invoice: the header,
  `FACTUUR` with number, date, time, table and waiter, the customer with `Uw ref.`, lines with **prices incl.
  btw** (`22 Lunchmenu … 42,00 924,00 B`), `TOTAAL EUR`, the VAT table (`B 12%`, basis `Netto`), payment with the
  structured communication, the registered-till (FDM) block.
- odoopos (fpdf2, DejaVu Sans): an Odoo POS receipt with the invoice asked for at the till: the company header,
  `Servi par`, **`[QMC-10512] Cheville …`** (the internal reference in brackets in the name) with its amount,
  `12 x 14,90 € / Boîte`, `Avec une remise de 10 %`, `Montant HT`, `TVA 21%`, `TOTAL`, the payment and change,
  the customer, `Facture : INV/2027/00841`, the order reference and the date."""

from __future__ import annotations

import hashlib
import io
import sys
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

from fpdf import FPDF
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP,  # noqa: E402
                     _doc, _style, _typst, doc_head, place, register_fonts, rl_wrap, ts)

register_fonts(*LIBERATION_SANS, ("LM", "LiberationMono-Regular.ttf"), ("LMB", "LiberationMono-Bold.ttf"))
COUNTRY = {**COUNTRY, "ES": {"en": "Spain", "fr": "Espagne"}, "IT": {"en": "Italy"},
           "DE": {**COUNTRY["DE"], "en": "Germany"}}
SHORT = {"nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
         "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
         "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez."}


def short(day: date, language: str) -> str:
    return SHORT[language].split()[day.month - 1]


def fake_digits(seed: str, n: int) -> str:
    """Deterministic digits for till and marketplace ids (transaction ids, signatures): sha256 of `seed`."""
    return "".join(str(int(ch, 16) % 10) for ch in hashlib.sha256(seed.encode()).hexdigest())[:n]


def fake_hex(seed: str, n: int) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n].upper()


# --- wix (reportlab platypus, Liberation Sans) ----------------------------------------------------------------------
def wix(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Factuurnummer", "issued": "Uitgiftedatum", "due": "Vervaldatum",
          "bill": "Factureren aan", "cols": ("Product of dienst", "Aantal", "Prijs", "Btw", "Totaal"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "total": "Totaal", "due_amount": "Te betalen (EUR)",
          "notes": "Opmerkingen", "terms": "Betalingsvoorwaarden", "vatno": "Btw-nr.",
          "bank": "Gelieve te betalen op rekening {iban} (BIC {bic}) met mededeling {ref}."}
         if nl else
         {"title": "INVOICE", "no": "Invoice #", "issued": "Issue Date", "due": "Due Date", "bill": "Bill To",
          "cols": ("Product or Service", "Qty", "Price", "Tax", "Line Total"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "total": "Total", "due_amount": "Amount Due (EUR)",
          "notes": "Notes", "terms": "Payment Terms", "vatno": "VAT no.",
          "bank": "Please pay to {iban} (BIC {bic}), reference {ref}."})
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: "€" + inv.number(v))  # noqa: E731
    day = ((lambda d: f"{d.day} {short(d, 'nl')} {d.year}") if nl
           else (lambda d: f"{short(d, 'en')} {d.day}, {d.year}"))
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, grey = _style("wxn", 8.8, "LS"), _style("wxg", 8, "LS", grey=0.45)
    right, bold = _style("wxr", 8.8, "LS", align=2), _style("wxb", 8.8, "LSB")
    head = _style("wxh", 7.4, "LSB", grey=0.4)
    head_r = _style("wxhr", 7.4, "LSB", grey=0.4, align=2)
    company = Paragraph(f'<font name="LSB" size="15">{escape(s.name)}</font><br/>{escape(s.street)}<br/>'
                        f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}"
                        f"<br/>{escape(s.email)}", _style("wxc", 8.8, "LS", lead=12))
    facts = Table([[Paragraph(w["title"], _style("wxt", 22, "LSB", align=2, lead=26, grey=0.2)), ""],
                   [Paragraph(escape(w["no"]), head_r), Paragraph(escape(inv.invoice_no), right)],
                   [Paragraph(escape(w["issued"]), head_r), Paragraph(escape(day(inv.issued)), right)],
                   [Paragraph(escape(w["due"]), head_r), Paragraph(escape(day(inv.due)), right)]],
                  colWidths=[42 * mm, 30 * mm])
    facts.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("BOTTOMPADDING", (0, 0), (-1, 0), 8),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    top = Table([[company, facts]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<b>{escape(w['bill'])}</b><br/>{escape(BUYER[0])}<br/>{escape(BUYER[1])}<br/>"
                     f"{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                     f"{escape(w['vatno'] + ' ' + BUYER_VAT)}", _style("wxa", 8.8, "LS", lead=11.6))
    story = [top, Spacer(1, 9 * mm), bill, Spacer(1, 7 * mm)]
    if inv.extra.get("title"):
        story += [Paragraph(escape(inv.extra["title"]), _style("wxtt", 11, "LSB")), Spacer(1, 3 * mm)]
    rows = [[Paragraph(escape(h.upper()), head if k == 0 else head_r) for k, h in enumerate(w["cols"])]]
    tax = inv.rate() + "%"
    for line in inv.lines:
        name = f"<b>{escape(line.description)}</b>" + "".join(
            f'<br/><font color="#737373" size="8">{escape(d)}</font>' for d in line.detail)
        rows.append([Paragraph(name, _style("wxd", 8.8, "LS", lead=11)), Paragraph(inv.qty(line), right),
                     Paragraph(eur(line.price), right), Paragraph(tax, right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[92 * mm, 16 * mm, 24 * mm, 16 * mm, 30 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.2, 0.2, 0.2)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.82, 0.82, 0.82)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 4), ("LEFTPADDING", (0, 0), (-1, -1), 1)]))
    trows = [(w["sub"], inv.subtotal, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
             (w["total"], inv.gross_total, False), (w["due_amount"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), _style("wxl", 9.6 if strong else 8.8, "LSB" if strong else "LS", align=2)),
                  Paragraph(escape(eur(value)), _style("wxv", 9.6 if strong else 8.8, "LSB" if strong else "LS",
                                                       align=2))]
                 for label, value, strong in trows], colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, 3), (-1, 3), 0.8, colors.black), ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 9 * mm)]
    notes = [inv.extra["notes"]] + ([inv.statement] if inv.statement else [])
    story += [Paragraph(escape(w["notes"]), bold), Spacer(1, 1 * mm)]
    story += [item for text in notes for item in (Paragraph(escape(text), normal), Spacer(1, 1.4 * mm))]
    story += [Spacer(1, 4 * mm), Paragraph(escape(w["terms"]), bold), Spacer(1, 1 * mm),
              Paragraph(escape(inv.extra["terms"] + " " + w["bank"].format(
                  iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 7)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {w['vatno']} {s.vat} · {s.register}")
        canvas.drawRightString(194 * mm, 8 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- squarespace (Typst, DejaVu Sans) -------------------------------------------------------------------------------
def squarespace(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "order": "Commande n° {no}", "placed": "Passée le {day} à {time}",
          "bill": "Adresse de facturation", "ship": "Adresse de livraison", "method": "Mode de livraison",
          "pay": "Paiement", "cols": ("Article", "Qté", "Prix unitaire", "Total"), "sku": "SKU : ",
          "sub": "Sous-total", "tax": "Taxes", "total": "Total", "info": "Informations supplémentaires",
          "vatno": "N° TVA"}
         if fr else
         {"title": "Factuur", "order": "Bestelling #{no}", "placed": "Geplaatst op {day} om {time}",
          "bill": "Factuuradres", "ship": "Verzendadres", "method": "Verzendmethode", "pay": "Betaling",
          "cols": ("Product", "Aantal", "Prijs", "Totaal"), "sku": "SKU: ", "sub": "Subtotaal",
          "tax": "Btw {rate}%", "total": "Totaal", "info": "Aanvullende informatie", "vatno": "Btw-nr."})
    eur = lambda v: inv.number(v) + " €" if fr else "€ " + inv.number(v)  # noqa: E731
    buyer = [BUYER[0], "Crediteurenadministratie" if not fr else "Service comptabilité", BUYER[1], BUYER[2],
             COUNTRY_BE[inv.language]]
    ship = [BUYER[0], "Magazijn / Magasin - poort 2", BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 20mm, bottom: 28mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(120))\n#align(center)[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + COUNTRY[s.country][inv.language])}'
        f' \\ {ts(w["vatno"] + " " + s.vat + " · " + s.register + " · IBAN " + inv.iban + " · BIC " + inv.bic)}'
        f' \\ {ts(s.email + " · " + s.phone)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#align(center, text(size: 17pt, tracking: 1.5pt)[{ts(s.name.upper())}])\n#v(8mm)\n'
        f'#text(size: 15pt, weight: "bold")[{ts(w["title"])}] \\\n'
        f'#text(size: 11pt)[{ts(w["order"].format(no=inv.invoice_no))}] \\\n'
        f'#text(fill: luma(100))[{ts(w["placed"].format(day=inv.day(inv.issued, "long"), time=inv.extra["time"]))}]\n'
        '#v(6mm)\n#grid(columns: (1fr, 1fr, 1fr), column-gutter: 6mm,\n'
        f'  [#text(weight: "bold")[{ts(w["bill"])}] \\ ' + " \\ ".join(ts(t) for t in buyer) + '],\n'
        f'  [#text(weight: "bold")[{ts(w["ship"])}] \\ ' + " \\ ".join(ts(t) for t in ship) + '],\n'
        f'  [#text(weight: "bold")[{ts(w["method"])}] \\ {ts(inv.extra["ship_method"])} \\ #v(2mm) '
        f'#text(weight: "bold")[{ts(w["pay"])}] \\ {ts(inv.extra["card"])}])\n#v(8mm)\n'
        '#table(columns: (1fr, 16mm, 28mm, 28mm), stroke: (x, y) => (bottom: 0.4pt + luma(200)), '
        'inset: (x: 1mm, y: 2.6mm),\n'
        + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                  for k, h in enumerate(w["cols"])))
    for line in inv.lines:
        under = "".join(f' \\ #text(size: 8pt, fill: luma(100))[{ts(d)}]' for d in line.detail)
        under += f' \\ #text(size: 8pt, fill: luma(100))[{ts(w["sku"] + line.article)}]'
        src += (f'  [{ts(line.description)}{under}], align(right)[{ts(inv.qty(line))}], '
                f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += ')\n#v(3mm)\n#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1mm, y: 1.6mm),\n'
    rows = [(w["sub"], inv.subtotal, False)] + [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [(w["tax"].format(rate=inv.rate()), inv.vat_amount, False), (w["total"], inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    label, value = inv.extra["form"]
    src += (f'))\n#v(6mm)\n#text(weight: "bold")[{ts(w["info"])}] \\ {ts(label + (" : " if fr else ": ") + value)}\n')
    if inv.statement:
        src += f'#v(5mm)\n#text(size: 8pt)[{ts(inv.statement)}]\n'
    return _typst(src)


# --- etsy (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------------
def etsy(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "no": "Rechnungsnummer", "order": "Bestellung #{no}", "date": "Bestelldatum",
          "inv_date": "Rechnungsdatum", "ship": "Versand an", "dispatch": "Versand geplant bis",
          "pay": "Zahlungsmethode", "paid": "Bezahlt (Karte)", "cols": ("Artikel", "Anzahl", "Preis", "Summe"),
          "tid": "Transaktions-ID", "items": "Artikelsumme", "sub": "Zwischensumme", "vat": "MwSt. ({rate} %)",
          "total": "Bestellsumme", "note": "Nachricht vom Käufer", "vatno": "USt-IdNr.", "seller": "Verkäufer"}
         if de else
         {"title": "INVOICE", "no": "Invoice no.", "order": "Order #{no}", "date": "Order date",
          "inv_date": "Invoice date", "ship": "Ship to", "dispatch": "Scheduled to dispatch by",
          "pay": "Payment method", "paid": "Paid (card)", "cols": ("Item", "Qty", "Price", "Total"),
          "tid": "Transaction ID", "items": "Item total", "sub": "Subtotal", "vat": "VAT ({rate}%)",
          "total": "Order total", "note": "Note from buyer", "vatno": "VAT no.", "seller": "Seller"})
    day = ((lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}") if de
           else (lambda d: f"{d.day} {short(d, 'en')}, {d.year}"))
    eur = ((lambda v: inv.number(v) + " €") if de
           else (lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v))))  # noqa: E731
    pdf = FPDF(orientation="P", format="A4")
    pdf.set_creation_date(STAMP)
    pdf.set_title(f"{w['title'].title()} {inv.invoice_no}")
    pdf.set_author(s.name)
    pdf.set_auto_page_break(False)
    for style, file in (("", "DejaVuSans.ttf"), ("B", "DejaVuSans-Bold.ttf")):
        pdf.add_font("DV", style, f"{FONTS}/{file}")
    pdf.add_page()

    def f(x, y, text, size=8.6, style="", align="left", grey=0):
        pdf.set_font("DV", style, size)
        pdf.set_text_color(grey)
        width = pdf.get_string_width(text)
        pdf.text(x - width if align == "right" else x, y, text)
        pdf.set_text_color(0)

    f(18, 22, inv.extra["shop"], 15, "B")
    f(18, 28, f"{s.name} · {s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}", 7.6, grey=90)
    f(18, 31.8, f"{w['vatno']} {s.vat} · {s.register} · {s.email}", 7.6, grey=90)
    f(192, 22, w["title"], 15, "B", "right")
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["inv_date"], day(inv.issued)))):
        f(140, 28 + k * 4.2, label, 8, grey=90)
        f(192, 28 + k * 4.2, value, 8, "B" if k == 0 else "", "right")
    pdf.set_draw_color(200)
    pdf.line(18, 38, 192, 38)
    f(18, 47, w["order"].format(no=inv.extra["order"]), 12, "B")
    f(18, 53, f"{w['date']}: {day(inv.issued)}", 8.6)
    f(18, 66, w["ship"], 8, "B", grey=90)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 71 + k * 4.3, text, 8.8)
    for k, (label, value) in enumerate(((w["dispatch"], day(inv.extra["dispatch"])), (w["pay"], w["paid"]))):
        f(110, 66 + k * 9, label, 8, "B", grey=90)
        f(110, 70.5 + k * 9, value, 8.8)
    y = 102
    pdf.set_fill_color(244, 241, 236)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    cols = ((20, "left"), (140, "right"), (165, "right"), (190, "right"))
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", al)
    y += 8
    for k, line in enumerate(inv.lines):
        pdf.set_font("DV", "B", 8.8)
        title = _fp_rows(pdf, line.description, 110)
        for (x, al), value in zip(cols, (title[0], inv.qty(line), eur(line.price), eur(line.amount))):
            f(x, y, value, 8.8, "B" if x == 20 else "", al)
        for more in title[1:]:
            y += 4.2
            f(20, y, more, 8.8, "B")
        for text in line.detail + (f"{w['tid']}: {fake_digits(inv.name + str(k), 10)}",):
            y += 4
            f(22, y, text, 7.8, grey=100)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 8
    y += 2
    amounts = inv.adjustment_amounts()
    discounts = [(label, a) for label, a in amounts if a < 0]
    rows = [(w["items"], inv.subtotal, False)] + [(label, a, False) for label, a in discounts]
    if discounts:
        rows.append((w["sub"], inv.subtotal + sum(a for _, a in discounts), False))
    rows += [(label, a, False) for label, a in amounts if a > 0]
    rows += [(w["vat"].format(rate=inv.rate()), inv.vat_amount, False), (w["total"], inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.line(120, y - 3.6, 192, y - 3.6)
            y += 1
        f(165, y, label, 9.6 if strong else 8.6, "B" if strong else "", "right")
        f(190, y, eur(value), 9.6 if strong else 8.6, "B" if strong else "", "right")
        y += 5
    y += 6
    f(18, y, w["note"], 8.6, "B")
    y += 4.6
    pdf.set_font("DV", "", 8.6)
    for row in _fp_rows(pdf, f"“{inv.extra['note']}”", 170):
        f(18, y, row, 8.6)
        y += 4.2
    y += 5
    pdf.set_font("DV", "", 7.8)
    for row in _fp_rows(pdf, inv.statement, 174):
        f(18, y, row, 7.8)
        y += 3.8
    f(18, y + 2, f"IBAN {inv.iban} · BIC {inv.bic}", 7.8)
    f(105, 285, f"{w['seller']}: {s.name} · {s.street}, {place(inv)}", 6.8, "", "left", 120)
    return bytes(pdf.output())


def _fp_rows(pdf: FPDF, text: str, width: float) -> list[str]:
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if row and pdf.get_string_width(trial) > width:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + ([row] if row else [])


# --- receipts: rows of text on an 80 mm roll -------------------------------------------------------------------------
class Roll:
    """A till's receipt as rows: each row (left, right, centre, size, bold, gap below); drawn on a page as tall
    as its rows need, by fpdf2 or reportlab."""

    def __init__(self, width_mm: float = 80, margin: float = 4):
        self.rows: list[tuple[str, str, bool, float, bool, float]] = []
        self.width, self.margin = width_mm, margin

    def add(self, left: str = "", right: str = "", centre: bool = False, size: float = 8, bold: bool = False,
            gap: float = 0) -> None:
        self.rows.append((left, right, centre, size, bold, gap))

    def height(self) -> float:
        return 12 + sum(size * 0.3528 * 1.32 + gap for *_, size, _, gap in self.rows) + 10

    def fpdf(self, title: str, author: str, family: str, files: dict[str, str]) -> bytes:
        pdf = FPDF(orientation="P", unit="mm", format=(self.width, self.height()))
        pdf.set_creation_date(STAMP)
        pdf.set_title(title)
        pdf.set_author(author)
        pdf.set_auto_page_break(False)
        for style, file in files.items():
            pdf.add_font(family, style, file)
        pdf.add_page()
        y = 12
        for left, right, centre, size, bold, gap in self.rows:
            pdf.set_font(family, "B" if bold else "", size)
            y += size * 0.3528 * 1.32
            if centre:
                pdf.text((self.width - pdf.get_string_width(left)) / 2, y, left)
            elif left:
                pdf.text(self.margin, y, left)
            if right:
                pdf.text(self.width - self.margin - pdf.get_string_width(right), y, right)
            y += gap
        return bytes(pdf.output())

    def reportlab(self, title: str, author: str, font: str, bold_font: str) -> bytes:
        buffer = io.BytesIO()
        height = self.height() * MM
        c = rl_canvas.Canvas(buffer, pagesize=(self.width * MM, height), invariant=1)
        c.setTitle(title)
        c.setAuthor(author)
        y = 12
        for left, right, centre, size, bold, gap in self.rows:
            c.setFont(bold_font if bold else font, size)
            y += size * 0.3528 * 1.32
            if centre:
                c.drawCentredString(self.width / 2 * MM, height - y * MM, left)
            elif left:
                c.drawString(self.margin * MM, height - y * MM, left)
            if right:
                c.drawRightString((self.width - self.margin) * MM, height - y * MM, right)
            y += gap
        c.showPage()
        c.save()
        return buffer.getvalue()


def mono_wrap(text: str, width: int) -> list[str]:
    rows, row = [], ""
    for word in text.split():
        trial = f"{row} {word}".strip()
        if row and len(trial) > width:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + ([row] if row else [])


def cols(*parts: tuple[str, int], width: int = 42) -> str:
    """A fixed-width row: each (text, n) left-aligned in n columns when n > 0, right-aligned in -n when n < 0."""
    out = "".join(text.ljust(n) if n > 0 else text.rjust(-n) for text, n in parts)
    return out[:width]


# --- vectron (fpdf2, DejaVu Sans Mono, 42 columns) -----------------------------------------------------------------
def vectron(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    letters = {"21": "A", "12": "B", "6": "C", "0": "D"} if be else {"19": "A", "7": "B", "0": "C"}
    letter = letters[f"{inv.vat_rate:.0f}"]     # the till's tax letters: Belgian A to D, German A 19 % to C 0 %
    r, W, dash = Roll(), 42, "-" * 42
    for k, text in enumerate([s.name, s.street, place(inv), f"Tel. {s.phone}",
                              f"{'MwSt-Nr.' if be else 'USt-IdNr.'} {s.vat}"]):
        r.add(text, centre=True, size=9 if k == 0 else 7.8, bold=k == 0)
    r.add(dash, gap=0.6)
    r.add(cols(("RECHNUNG", 20), (f"Nr. {inv.invoice_no}", -22)), bold=True)
    r.add(cols((f"Datum {inv.day(inv.issued, '%d.%m.%Y')}", 26), (f"Zeit {inv.extra['time']}", -16)))
    r.add(cols((inv.extra["till"], 10), (inv.extra["clerk"], 18), (f"Bon {inv.extra['bon']}", -14)))
    r.add(dash)
    r.add(f"Kunde {inv.customer_no}")
    for text in (BUYER[0], BUYER[1], f"{BUYER[2]}  BELGIEN", f"USt-IdNr. {BUYER_VAT}"):
        r.add(text)
    if inv.po_printed:
        r.add(f"Ihre Bestell-Nr.: {inv.po_printed}")
    r.add(dash)
    if be:
        r.add("Preise netto zzgl. MwSt.")
        r.add(dash)
    for line in inv.lines:
        r.add(f"Art. {line.article}")
        name = mono_wrap(line.description, 29)
        r.add(cols((name[0], 30), (inv.number(line.amount) + " " + letter, -12)))
        for more in name[1:]:
            r.add(more)
        r.add(f"  {inv.qty(line)} {line.unit} x {inv.number(line.price)}", gap=0.8)
    r.add(dash)
    if be:
        r.add(cols(("Zwischensumme netto", 30), (inv.number(inv.net_total), -12)))
        r.add(cols((f"MwSt. {letter} {inv.rate()} %", 30), (inv.number(inv.vat_amount), -12)))
    r.add(cols(("SUMME EUR", 28), (inv.number(inv.gross_total), -14)), size=9.4, bold=True)
    r.add("=" * 42)
    r.add(cols(("Auf Rechnung", 28), (inv.number(inv.gross_total), -14)))
    r.add(f"Fällig am {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug", gap=1.5)
    r.add(cols(("MwSt", 8), ("Netto", -11), ("MwSt", -10), ("Brutto", -13)))
    r.add(cols((f"{letter} {inv.rate()}%", 8), (inv.number(inv.net_total), -11), (inv.number(inv.vat_amount), -10),
               (inv.number(inv.gross_total), -13)), gap=1.5)
    if inv.statement:
        for row in mono_wrap(inv.statement, W):
            r.add(row)
    r.add(dash)
    if not be:
        seed = inv.name + inv.invoice_no
        r.add(f"TSE-Seriennr.: {fake_hex(seed + 's', 32)[:26]}", size=6.8)
        r.add(f"TSE-Start: 2027-10-20T{inv.extra['time']}:12.000", size=6.8)
        r.add(f"TSE-Ende:  2027-10-20T{inv.extra['time']}:58.000", size=6.8)
        r.add(f"TSE-Transaktion: {fake_digits(seed + 't', 6)}", size=6.8)
        r.add(f"TSE-Signaturzähler: {fake_digits(seed + 'c', 6)}", size=6.8)
        sig = fake_hex(seed + "g", 64)
        r.add(f"TSE-Signatur: {sig[:32]}", size=6.8)
        r.add(f"  {sig[32:]}", size=6.8)
        r.add(dash)
    r.add(f"IBAN {inv.iban}", size=7.4)
    r.add(f"BIC {inv.bic}", size=7.4)
    r.add(s.register, size=7.4, gap=1.5)
    r.add("Vielen Dank für Ihren Einkauf!", centre=True)
    mono = {"": f"{FONTS}/DejaVuSansMono.ttf", "B": f"{FONTS}/DejaVuSansMono-Bold.ttf"}
    return r.fpdf(f"Rechnung {inv.invoice_no}", s.name, "Mono", mono)


# --- hiopos (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def hiopos(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N° :", "date": "Date :", "till": "Caisse :", "clerk": "Vendeur :",
          "cust": "Client :", "vatno": "N° TVA :", "po": "Bon de commande client :", "cols": ("Qté", "Description",
                                                                                           "Prix", "Montant"),
          "disc": "Remise {pct} %", "base": "Base imposable", "vat": "TVA {rate} %", "total": "TOTAL EUR",
          "table": ("Taux", "Base", "TVA", "Total"), "pay": "Mode de paiement :", "due": "Échéance :",
          "comm": "Communication :", "thanks": "Merci de votre visite", "nif": "N° TVA"}
         if fr else
         {"title": "INVOICE", "no": "Number:", "date": "Date:", "till": "Terminal:", "clerk": "Seller:",
          "cust": "Customer:", "vatno": "VAT No.:", "po": "Your order ref.:", "cols": ("Units", "Description",
                                                                                     "Price", "Amount"),
          "disc": "Discount {pct} %", "base": "Tax base", "vat": "VAT {rate} %", "total": "TOTAL EUR",
          "table": ("Rate", "Base", "VAT", "Total"), "pay": "Payment method:", "due": "Due date:",
          "comm": "Reference:", "thanks": "Thank you for your visit", "nif": "NIF"})
    r = Roll()
    r.add(s.name, centre=True, size=9.6, bold=True)
    for text in (s.street, f"{place(inv)} - {COUNTRY[s.country][inv.language]}", f"{w['nif']} {s.vat}",
                 f"Tel. {s.phone}", s.email):
        r.add(text, centre=True, size=7.6)
    r.add("", size=4)
    r.add(w["title"], centre=True, size=11, bold=True, gap=1)
    r.add(f"{w['no']} {inv.invoice_no}", size=8.4, bold=True)
    r.add(f"{w['date']} {inv.day(inv.issued, '%d/%m/%Y')}  {inv.extra['time']}", size=8)
    r.add(f"{w['till']} {inv.extra['till']}", f"{w['clerk']} {inv.extra['clerk']}", size=8, gap=1.2)
    r.add(f"{w['cust']} {inv.customer_no}", size=8, bold=True)
    for text in (BUYER[0], BUYER[1], f"{BUYER[2]} - {COUNTRY_BE[inv.language]}", f"{w['vatno']} {BUYER_VAT}"):
        r.add(text, size=8)
    if inv.po_printed:
        r.add(f"{w['po']} {inv.po_printed}", size=8, gap=1)
    r.add("_" * 64, size=6)
    r.add(f"{w['cols'][0]}    {w['cols'][1]}", f"{w['cols'][2]}          {w['cols'][3]}", size=7.6, bold=True)
    r.add("_" * 64, size=6, gap=0.6)
    for line in inv.lines:
        r.add(f"{inv.qty(line)} {line.unit}   {line.article}", size=7.8)
        desc = rl_wrap(line.description, "LS", 7.8, 40 * MM)
        r.add("      " + desc[0], f"{inv.number(line.price)}      {inv.number(line.gross)}", size=7.8)
        for more in desc[1:]:
            r.add("      " + more, size=7.8)
        if line.discount:
            r.add("      " + w["disc"].format(pct=inv.pct(line.discount)), f"-{inv.number(line.gross - line.amount)}",
                  size=7.8)
        r.add("", size=2)
    r.add("_" * 64, size=6, gap=0.8)
    for label, value in inv.adjustment_amounts():
        r.add(label, inv.number(value), size=8)
    r.add(w["base"], inv.number(inv.net_total), size=8.4)
    r.add(w["vat"].format(rate=inv.rate()), inv.number(inv.vat_amount), size=8.4)
    r.add(w["total"], inv.number(inv.gross_total), size=10.5, bold=True, gap=1.6)
    r.add(f"{w['table'][0]}            {w['table'][1]}", f"{w['table'][2]}              {w['table'][3]}", size=7.4,
          bold=True)
    r.add(f"{inv.rate()} %            {inv.number(inv.net_total)}",
          f"{inv.number(inv.vat_amount)}           {inv.number(inv.gross_total)}", size=7.4, gap=1.6)
    r.add(f"{w['pay']} {inv.extra['pay']}", size=7.8)
    r.add(f"{w['due']} {inv.day(inv.due, '%d/%m/%Y')}", size=7.8)
    r.add(f"IBAN {inv.iban}", size=7.8)
    r.add(f"BIC {inv.bic}", size=7.8)
    if inv.payment_ref:
        r.add(f"{w['comm']} {inv.payment_ref}", size=7.8)
    r.add("", size=3)
    if inv.statement:
        for row in rl_wrap(inv.statement, "LS", 7.4, 72 * MM):
            r.add(row, size=7.4)
    r.add(s.register, size=6.8, gap=2)
    r.add(w["thanks"], centre=True, size=8)
    return r.reportlab(f"{w['title'].title()} {inv.invoice_no}", s.name, "LS", "LSB")


# --- untill (reportlab canvas, Liberation Mono, 42 columns) --------------------------------------------------------
def untill(inv: Invoice) -> bytes:
    s = inv.supplier
    factor = 1 + inv.vat_rate / 100
    letter = {"21": "A", "12": "B", "6": "C", "0": "D"}[f"{inv.vat_rate:.0f}"]
    r, dash = Roll(), "-" * 42
    r.add(s.name.upper(), centre=True, size=9, bold=True)
    for text in (s.street, place(inv), f"Tel {s.phone}", f"BTW {s.vat}"):
        r.add(text, centre=True, size=7.8)
    r.add(dash, size=7.8)
    r.add(cols(("FACTUUR", 20), (inv.invoice_no, -22)), size=7.8, bold=True)
    r.add(cols((f"Datum: {inv.day(inv.issued, '%d-%m-%Y')}", 30), (inv.extra["time"], -12)), size=7.8)
    r.add(cols((f"Tafel: {inv.extra['table']}", 21), (f"Ober: {inv.extra['waiter']}", -21)), size=7.8)
    r.add(dash, size=7.8)
    r.add("Klant:", size=7.8)
    for text in (BUYER[0], f"{BUYER[1]}, {BUYER[2]}", f"BTW {BUYER_VAT}"):
        r.add(text, size=7.8)
    if inv.po_printed:
        r.add(f"Uw ref.: {inv.po_printed}", size=7.8)
    r.add(dash, size=7.8)
    r.add(cols(("Aant", 5), ("Omschrijving", 21), ("Prijs", -7), ("Bedrag", -9)), size=7.8, bold=True)
    for line in inv.lines:
        unit = (line.price * factor).quantize(line.price)
        amount = (line.amount * factor).quantize(line.amount)
        desc = mono_wrap(line.description, 20)
        r.add(cols((inv.qty(line).rjust(4) + " ", 5), (desc[0], 21), (inv.number(unit), -7),
                   (inv.number(amount), -9)) + " " + letter, size=7.8)
        for more in desc[1:]:
            r.add("     " + more, size=7.8)
    r.add(dash, size=7.8)
    r.add(cols(("TOTAAL EUR", 26), (inv.number(inv.gross_total), -14)), size=9.4, bold=True)
    r.add(dash, size=7.8)
    r.add(cols(("BTW", 8), ("Netto", -12), ("BTW", -10), ("Totaal", -12)), size=7.8)
    r.add(cols((f"{letter} {inv.rate()}%", 8), (inv.number(inv.net_total), -12), (inv.number(inv.vat_amount), -10),
               (inv.number(inv.gross_total), -12)), size=7.8)
    r.add(dash, size=7.8)
    r.add("Betaling: op factuur, 30 dagen", size=7.8)
    r.add(f"Vervaldag: {inv.day(inv.due, '%d-%m-%Y')}", size=7.8)
    r.add(f"IBAN {inv.iban}", size=7.8)
    r.add(f"BIC {inv.bic}", size=7.8)
    r.add(f"Mededeling: {inv.payment_ref}", size=7.8)
    r.add(dash, size=7.8)
    seed = inv.name + inv.invoice_no
    r.add(f"Ticket: {inv.extra['ticket']}", size=7)
    r.add(f"Kassa-ID: {inv.extra['till']}  FDM ID: FDM0{fake_digits(seed + 'f', 7)}", size=7)
    r.add(f"FDM datum: {inv.day(inv.issued, '%d-%m-%Y')} {inv.extra['time']}:51", size=7)
    r.add(f"VSC ID: BRE00{fake_digits(seed + 'v', 7)}", size=7)
    r.add(f"Handtekening: {fake_hex(seed + 'h', 28)}", size=7)
    r.add(dash, size=7.8)
    r.add(s.register, centre=True, size=7.4)
    r.add("Bedankt en tot ziens!", centre=True, size=8)
    return r.reportlab(f"Factuur {inv.invoice_no}", s.name, "LM", "LMB")


# --- odoopos (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def odoopos(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    r = Roll(76, 3.5)
    r.add(s.name, centre=True, size=8.8, bold=True, gap=1)
    for text in (f"Tél : {s.phone}", f"TVA : {s.vat}", s.email, inv.extra["web"]):
        r.add(text, centre=True, size=7.8)
    r.add("-" * 40, centre=True, size=7.8)
    r.add(f"Servi par {inv.extra['cashier']}", centre=True, size=8.2, gap=2.5)
    pdf = FPDF(unit="mm", format=(76, 100))
    pdf.add_font("DV", "", f"{FONTS}/DejaVuSans.ttf")
    pdf.set_font("DV", "", 7.8)
    for line in inv.lines:
        name = _fp_rows(pdf, f"[{line.article}] {line.description}", 50)
        r.add(name[0], eur(line.amount), size=7.8)
        for more in name[1:]:
            r.add(more, size=7.8)
        r.add(f"    {inv.qty(line)} x {eur(line.price)} / {line.unit}", size=7.4)
        if line.discount:
            r.add(f"    Avec une remise de {inv.number(line.discount)} %", size=7.4)
        r.add("", size=2.2)
    r.add("", "--------------------", size=7.8)
    r.add("                      Montant HT", eur(inv.net_total), size=8.2)
    r.add(f"                      TVA {inv.rate()}%", eur(inv.vat_amount), size=8.2)
    r.add("                      TOTAL", eur(inv.gross_total), size=10, bold=True, gap=2.5)
    r.add("Compte client", eur(inv.gross_total), size=8.2)
    r.add("MONNAIE", eur(inv.gross_total * 0), size=8.2, bold=True, gap=2.5)
    r.add("Client :", size=7.8, bold=True)
    for text in (BUYER[0], BUYER[1], f"{BUYER[2]}, {COUNTRY_BE['fr']}", f"TVA : {BUYER_VAT}"):
        r.add(text, size=7.8)
    r.add("", size=3)
    r.add(f"Facture : {inv.invoice_no}", size=8.2, bold=True)
    r.add(f"Échéance : {inv.day(inv.due, '%d/%m/%Y')}", size=7.8)
    r.add(f"IBAN {inv.iban} - BIC {inv.bic}", size=7.2, gap=2.5)
    r.add(inv.extra["order"], centre=True, size=7.8)
    r.add(f"{inv.day(inv.issued, '%d/%m/%Y')} {inv.extra['time']}", centre=True, size=7.8)
    dv = {"": f"{FONTS}/DejaVuSans.ttf", "B": f"{FONTS}/DejaVuSans-Bold.ttf"}
    return r.fpdf(f"Ticket {inv.invoice_no}", s.name, "DV", dv)


WRITERS = {"wix": wix, "squarespace": squarespace, "etsy": etsy, "vectron": vectron, "hiopos": hiopos,
           "untill": untill, "odoopos": odoopos}
