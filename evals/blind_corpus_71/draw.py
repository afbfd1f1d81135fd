"""Seven page writers for the seventy-first blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of small-business invoicing software no earlier corpus used (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the
totals rows, the fonts) are imported from evals/blind_corpus/drawing.py.

- invoicesimple (Typst, DejaVu Sans): an Invoice Simple-style mobile-app invoice, nl or fr: the business name big
  top left, `FACTUUR` / `FACTURE` and the number right, `FACTUREREN AAN` / `FACTURER À`, a fact list right
  (`Datum`, `Vervaldatum`, `Referentie`), a coloured table head `OMSCHRIJVING` / `TARIEF` / `AANTAL` / `BEDRAG`,
  totals `Subtotaal`, the charge or discount, `Btw`, `Totaal`, `Te betalen` (no line labelled net).
- invoicehome (fpdf2, DejaVu Sans): an Invoice Home-style template, en: a coloured band with the company, `INVOICE`
  right, `BILL TO` / `SHIP TO`, a right-hand fact list (`INVOICE #`, `INVOICE DATE`, `P.O.#`, `DUE DATE`), columns
  `QTY` first, `DESCRIPTION`, `UNIT PRICE`, `DISC.`, `AMOUNT`, totals `Subtotal`, `VAT 21%`, `TOTAL`, terms.
- zipbooks (reportlab canvas, Liberation Sans): a ZipBooks-style invoice, en or nl: the company left, a large
  amount-due figure right, `Billed To` / `Date of Issue` / `Invoice Number` / `Reference` / `Due Date` in columns,
  lines `Description` / `Rate` / `Qty` / `Line Total`, totals `Subtotal`, `Tax`, `Total`, `Amount Paid`,
  `Amount Due (EUR)`.
- kashoo (reportlab platypus, DejaVu Sans Condensed): a Kashoo-style invoice, fr: `FACTURE` left, the company right,
  a fact table (`N° de facture`, `Date`, `Échéance`, `Bon de commande`, `Conditions`), `Facturer à`, lines `Article`
  / `Description` / `Qté` / `Prix` / `Taxe` / `Montant`, totals `Sous-total`, the charge, `Total HT`, `TVA 0 %`,
  `Total`, `Solde dû`.
- myob (fpdf2, Liberation Sans): a MYOB AccountRight item-invoice print, de or en: the company top left with its
  VAT number, a `RECHNUNG` / `INVOICE` box right with number and date, `Rechnung an` / `Bill To` and `Lieferung an`
  / `Ship To` boxes, a row of boxes (`Ihre Bestellnr.` / `Customer PO #`, customer ID, terms, ship via), columns
  `Menge` / `Ship`, `Artikelnr.` / `Item No.`, `Beschreibung`, `Preis`, `Rab.%`, `Gesamt`, `St.` (a tax code),
  totals `Zwischensumme`, `Fracht`, `MwSt.`, `Gesamtbetrag`, `Bezahlt`, `Offener Betrag`.
- reckon (reportlab canvas, DejaVu Sans): a Reckon Accounts-style (QuickBooks-desktop heritage) boxed invoice, nl
  or fr: the company left, `Factuur` / `Facture` right over a `Datum | Factuurnr.` box, `Factuuradres` /
  `Leveradres` boxes, a row of boxes (`Bestelnr.` / `N° commande`, `Voorwaarden`, `Verkoper`, `Verzenddatum`),
  a ruled grid `Artikel` / `Omschrijving` / `Aantal` / `Prijs` / `Bedrag` / `Btw`, totals `Totaal excl. btw`,
  `Btw`, `Totaal`, `Saldo`.
- saasu (Typst, Liberation Sans): a Saasu-style invoice, en or de: `TAX INVOICE` / `RECHNUNG` left, the company right,
  a fact grid (`Invoice #`, `Date`, `Due Date`, `Your Ref`, `Terms`), `Bill To`, lines `Code` / `Description` /
  `Qty` / `Unit Price` / `Amount`, totals `Sub Total`, the discount, `Total Ex Tax`, `Tax`, `Total`,
  `Balance Due`."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)


def _country(inv: Invoice) -> str:
    extra = {"IE": {"en": "Ireland"}, "AT": {"en": "Austria", "de": "Österreich"}}
    return {**COUNTRY, **extra}[inv.supplier.country][inv.language]


def _date(inv: Invoice, value, numeric: str) -> str:
    style = inv.extra.get("date_style", numeric)
    if style == "mdy":
        return value.strftime("%b %d, %Y")
    return inv.day(value, style)


def _qty_unit(inv: Invoice, line) -> str:
    return f"{inv.qty(line)} {line.unit}".strip()


# --- invoicesimple (Typst, DejaVu Sans) -----------------------------------------------------------------------------
def invoicesimple(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "bill": "FACTUREREN AAN", "facts": ("Datum", "Vervaldatum", "Referentie"),
          "cols": ("OMSCHRIJVING", "TARIEF", "AANTAL", "BEDRAG"), "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw ({rate}%)",
          "gross": "Totaal", "due": "Te betalen", "vatno": "Btw-nr.", "notes": "Opmerkingen",
          "pay": "Betaling binnen {terms} op IBAN {iban} (BIC {bic}) onder vermelding van:",
          "thanks": "Bedankt voor uw bestelling!"}
         if nl else
         {"title": "FACTURE", "bill": "FACTURER À", "facts": ("Date", "Échéance", "Réf. client"),
          "cols": ("DESCRIPTION", "PRIX", "QTÉ", "MONTANT"), "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA ({rate}%)",
          "gross": "Total", "due": "Solde dû", "vatno": "TVA", "notes": "Notes",
          "pay": "Paiement à {terms} sur IBAN {iban} (BIC {bic}), avec la communication :",
          "thanks": "Merci pour votre confiance !"})
    accent = "#1f8a70" if nl else "#3b5bdb"
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    facts = zip(w["facts"], (_date(inv, inv.issued, dfmt), _date(inv, inv.due, dfmt), inv.po_printed or ""))
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 20mm))\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 62mm),\n'
        f'  [#text(size: 16pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  align(right)[#text(size: 22pt, fill: rgb("{accent}"))[{ts(w["title"])}] \\ '
        f'#text(size: 11pt)[{ts(inv.invoice_no)}]])\n'
        '#v(8mm)\n#grid(columns: (1fr, 62mm),\n'
        f'  [#text(size: 7.6pt, weight: "bold", fill: luma(110))[{ts(w["bill"])}] \\ '
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  grid(columns: (1fr, auto), row-gutter: 2mm,\n'
        + "".join(f'    text(weight: "bold")[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts if v)
        + f'    text(weight: "bold")[{ts(w["due"])}], align(right, text(weight: "bold")[{ts("€" + inv.number(inv.gross_total))}]),\n'
        '  ))\n#v(9mm)\n')
    rows = "".join(
        f'  [{ts(line.description)}], align(right)[{ts("€" + inv.number(line.price))}], '
        f'align(right)[{ts(_qty_unit(inv, line))}], align(right)[{ts("€" + inv.number(line.amount))}],\n'
        for line in inv.lines)
    src += ('#table(columns: (1fr, 26mm, 24mm, 28mm), stroke: (x, y) => (bottom: 0.3pt + luma(210)), '
            f'fill: (x, y) => if y == 0 {{ rgb("{accent}") }}, inset: (x: 2mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.6mm),\n'
    rows = totals(inv, w["sub"], w["net"] if inv.adjustments else "", w["vat"], w["gross"], always_sub=True)
    rows.append((w["due"], inv.gross_total, True))
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        amount = ("-€" if value < 0 else "€") + inv.number(abs(value))
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(amount)}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'#text(weight: "bold")[{ts(w["notes"])}] \\ '
    if inv.statement:
        src += f'{ts(inv.statement)} \\ '
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)) + " \\ "
    src += f'#text(weight: "bold")[{ts(inv.payment_ref or inv.invoice_no)}]\n'
    src += f'#v(6mm)\n#align(center, text(fill: luma(120))[{ts(w["thanks"])}])\n'
    return _typst(src)


# --- invoicehome (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------
def invoicehome(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    pdf.set_fill_color(32, 96, 140)
    pdf.rect(0, 0, 210, 34, style="F")
    pdf.set_text_color(255, 255, 255)
    f(16, 15, s.name, 15, "B")
    f(16, 21, f"{s.street}, {place(inv)}", 8.4)
    f(16, 25.5, f"{s.phone} · {s.email}", 8.4)
    f(16, 30, f"VAT {s.vat}", 8.4)
    f(194, 21, "INVOICE", 24, "B", "right")
    pdf.set_text_color(0, 0, 0)
    f(16, 46, "BILL TO", 8.4, "B")
    f(70, 46, "SHIP TO", 8.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"VAT {BUYER_VAT}"]):
        f(16, 51.5 + k * 4.3, text, 8.6)
    for k, text in enumerate([BUYER[0], "Warehouse", BUYER[1], BUYER[2]]):
        f(70, 51.5 + k * 4.3, text, 8.6)
    facts = [("INVOICE #", inv.invoice_no), ("INVOICE DATE", _date(inv, inv.issued, "%d/%m/%Y")),
             ("P.O.#", inv.po_printed or ""), ("DUE DATE", _date(inv, inv.due, "%d/%m/%Y"))]
    y = 46
    for label, value in facts:
        if value:
            f(160, y, label, 8.4, "B", "right")
            f(194, y, value, 8.6, "", "right")
            y += 5
    y = 82
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "left", "QTY"), (37, "left", "DESCRIPTION"), (150, "right", "UNIT PRICE")]
    cols += [(168, "right", "DISC.")] if discounts else []
    cols += [(194, "right", "AMOUNT")]
    pdf.set_draw_color(32, 96, 140)
    pdf.set_line_width(0.5)
    pdf.line(14, y - 5, 196, y - 5)
    for x, al, head in cols:
        f(x, y, head, 8.2, "B", al)
    pdf.line(14, y + 2, 196, y + 2)
    y += 8
    pdf.set_line_width(0.2)
    pdf.set_draw_color(200, 200, 200)
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 96)
        values = [_qty_unit(inv, line), desc[0], inv.number(line.price)]
        values += [inv.pct(line.discount) + "%" if line.discount else ""] if discounts else []
        values += [inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            if value:
                f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4
            f(37, y, more, 8.6)
        pdf.line(14, y + 2.4, 196, y + 2.4)
        y += 7
    y += 3
    for label, value, strong in totals(inv, "Subtotal", "", "VAT {rate}%", "TOTAL", always_sub=True):
        if strong:
            pdf.set_fill_color(32, 96, 140)
            pdf.rect(124, y - 4.6, 72, 6.6, style="F")
            pdf.set_text_color(255, 255, 255)
        f(160, y, label, 9.2, "B" if strong else "", "right")
        f(194, y, "€" + inv.number(value), 9.2, "B" if strong else "", "right")
        pdf.set_text_color(0, 0, 0)
        y += 6.4
    y += 10
    f(16, y, "Terms & Conditions", 9, "B")
    y += 5
    texts = ([inv.statement] if inv.statement else []) + [
        f"Payment is due within 30 days. Please pay to IBAN {inv.iban} (BIC {inv.bic}) with structured "
        f"reference {inv.payment_ref}.",
        f"{s.register}."]
    pdf.set_font("DejaVu", "", 8.2)
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 8.2)
            y += 4
        y += 1.2
    f(105, 282, "Thank you for your business!", 9, "I", "center")
    return bytes(pdf.output())


# --- zipbooks (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def zipbooks(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "bill": "Gefactureerd aan", "issue": "Factuurdatum", "number": "Factuurnummer",
          "ref": "Referentie", "due": "Vervaldatum", "amount_due": "Te betalen (EUR)",
          "cols": ("Omschrijving", "Tarief", "Aantal", "Totaal"), "sub": "Subtotaal", "vat": "Btw {rate}%",
          "gross": "Totaal", "paid": "Betaald", "notes": "Notities", "vatno": "Btw-nr.",
          "pay": "Gelieve binnen {terms} te betalen op IBAN {iban}, BIC {bic}."}
         if nl else
         {"title": "Invoice", "bill": "Billed To", "issue": "Date of Issue", "number": "Invoice Number",
          "ref": "Reference", "due": "Due Date", "amount_due": "Amount Due (EUR)",
          "cols": ("Description", "Rate", "Qty", "Line Total"), "sub": "Subtotal", "vat": "Tax ({rate}%)",
          "gross": "Total", "paid": "Amount Paid", "notes": "Notes", "vatno": "VAT No.",
          "pay": "Payment terms: {terms}. Bank transfer to IBAN {iban}, BIC {bic}."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.fill(0, 0, 210, 4, 0.25)
    c.text(18, 22, s.name, 15, B)
    for k, text in enumerate([s.street, place(inv), _country(inv), s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 28 + k * 4, text, 8.4, F, grey=0.3)
    c.text(192, 22, w["amount_due"], 8.6, F, "right", grey=0.4)
    c.text(192, 33, "€" + inv.number(inv.gross_total), 24, B, "right")
    y = 62
    heads = [(18, w["bill"]), (78, w["issue"]), (128, w["number"])]
    for x, head in heads:
        c.text(x, y, head, 8, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], BUYER_VAT]):
        c.text(18, y + 5 + k * 4.2, text, 9, F)
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    c.text(78, y + 5, _date(inv, inv.issued, dfmt), 9, F)
    c.text(78, y + 14, w["due"], 8, F, grey=0.45)
    c.text(78, y + 19, _date(inv, inv.due, dfmt), 9, F)
    c.text(128, y + 5, inv.invoice_no, 9, F)
    if inv.po_printed:
        c.text(128, y + 14, w["ref"], 8, F, grey=0.45)
        c.text(128, y + 19, inv.po_printed, 9, F)
    y = 100
    c.rule(18, y - 4.5, 192, 1.6, grey=0.25)
    cols = [(18, "left"), (140, "right"), (163, "right"), (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y + 1, head, 8.4, B, al, grey=0.25)
    y += 9
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 9, 96 * MM)
        values = (desc[0], "€" + inv.number(line.price), _qty_unit(inv, line), "€" + inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 9, F, al)
        for more in desc[1:]:
            y += 4.2
            c.text(18, y, more, 9, F)
        c.rule(18, y + 2.8, 192, 0.3, grey=0.8)
        y += 8
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["amount_due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(192, y, "€" + inv.number(value), 9, B if strong else F, "right")
        y += 5.4
    y += 8
    c.text(18, y, w["notes"], 9, B)
    y += 5
    for text in [inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic), s.register]:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 1.4
    return c.bytes()


# --- kashoo (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def kashoo(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    normal, right = _style("kan", 8.6, "DVC"), _style("kar", 8.6, "DVC", align=2)
    bold, bold_r = _style("kab", 8.6, "DVCB"), _style("kabr", 8.6, "DVCB", align=2)
    lab = _style("kal", 7.4, "DVC", grey=0.4)
    company = Paragraph("<br/>".join([f"<b>{escape(s.name)}</b>"] + [escape(t) for t in (
        s.street, place(inv), _country(inv), s.phone, s.email, f"N° TVA {s.vat}")]),
        _style("kac", 8.6, "DVC", align=2, lead=11))
    title = Paragraph("FACTURE", _style("kat", 24, "DVCB", grey=0.2, lead=28))
    top = Table([[title, company]], colWidths=[80 * mm, 98 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph("<br/>".join([f"<b>{escape(BUYER[0])}</b>"] + [escape(t) for t in (
        BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"N° TVA {BUYER_VAT}")]), _style("kabi", 8.8, "DVC", lead=11.4))
    facts = [("N° de facture", inv.invoice_no), ("Date", inv.day(inv.issued, "%d/%m/%Y")),
             ("Échéance", inv.day(inv.due, "%d/%m/%Y")), ("Bon de commande", inv.po_printed or ""),
             ("Code client", inv.customer_no), ("Conditions", inv.extra["terms"])]
    ft = Table([[Paragraph(escape(k), bold), Paragraph(escape(v), right)] for k, v in facts if v],
               colWidths=[34 * mm, 40 * mm])
    ft.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                            ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    mid = Table([[[Paragraph("Facturer à", lab), bill], ft]], colWidths=[104 * mm, 74 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    heads = ("Article", "Description", "Qté", "Prix", "Taxe", "Montant")
    rows = [[Paragraph(escape(h), bold_r if k in (2, 3, 5) else bold) for k, h in enumerate(heads)]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(_qty_unit(inv, line)), right), Paragraph(inv.number(line.price), right),
                     Paragraph("TVA 0 %", normal), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[27 * mm, 70 * mm, 20 * mm, 18 * mm, 18 * mm, 25 * mm])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 1, colors.Color(0.2, 0.45, 0.3)),
                               ("LINEBELOW", (0, 0), (-1, 0), 1, colors.Color(0.2, 0.45, 0.3)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = totals(inv, "Sous-total", "Total HT", "TVA {rate} %", "Total", always_sub=True)
    trows.append(("Solde dû (EUR)", inv.gross_total, True))
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(inv.number(value) + " €"), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[44 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -2), (-1, -2), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.94, 0.91)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    story = [top, Spacer(1, 10 * mm), mid, Spacer(1, 10 * mm), table, Spacer(1, 4 * mm), tot,
             Spacer(1, 10 * mm), Paragraph("<b>Notes</b>", normal), Spacer(1, 1 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 1.6 * mm),
             Paragraph(escape(f"Règlement par virement : IBAN {inv.iban} – BIC {inv.bic}. En cas de retard de "
                              "paiement, indemnité forfaitaire pour frais de recouvrement de 40 €."), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 11 * mm, f"{s.name} – SAS au capital de 50 000 € – {s.register}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- myob (fpdf2, Liberation Sans) ----------------------------------------------------------------------------------
def myob(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "no": "Rechnungsnr.", "date": "Datum", "page": "Seite", "bill": "Rechnung an",
          "ship": "Lieferung an", "boxes": ("Ihre Bestellnr.", "Kunden-Nr.", "Zahlungsbedingung", "Versandart"),
          "via": "Spedition", "cols": ("Menge", "Artikelnr.", "Beschreibung", "Preis", "Rab.%", "Gesamt", "St."),
          "sub": "Zwischensumme", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag", "paid": "Bezahlt",
          "due": "Offener Betrag", "vatno": "USt-IdNr.", "code": "EU0",
          "pay": "Bitte überweisen Sie den offenen Betrag bis {due} auf IBAN {iban}, BIC {bic}."}
         if de else
         {"title": "INVOICE", "no": "Invoice No.", "date": "Date", "page": "Page", "bill": "Bill To",
          "ship": "Ship To", "boxes": ("Customer PO #", "Customer ID", "Terms", "Ship Via"), "via": "Road freight",
          "cols": ("Ship", "Item No.", "Description", "Price", "Disc%", "Total", "Tax"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "gross": "Total Amount", "paid": "Amount Applied",
          "due": "Balance Due", "vatno": "VAT No.", "code": "EU0",
          "pay": "Please pay the balance due by {due} to IBAN {iban}, BIC {bic}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {_country(inv)}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(16, 23.5 + k * 4, text, 8.2)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(134, 12, 60, 28)
    f(164, 20, w["title"], 15, "B", "center")
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, dfmt)),
                                        (w["page"], "1"))):
        f(137, 27 + k * 4.3, label, 8)
        f(191, 27 + k * 4.3, value, 8.4, "B" if k == 0 else "", "right")
    for x, head, rows in ((16, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], BUYER_VAT]),
                          (108, w["ship"], inv.extra["ship"].split(", "))):
        pdf.rect(x, 48, 86, 30)
        f(x + 2, 52.5, head, 7.6, "B")
        for k, text in enumerate(rows):
            f(x + 2, 57.5 + k * 4, text, 8.6)
    xs = (16, 62, 100, 150, 194)
    values = (inv.po_printed or "", inv.customer_no, inv.extra["terms"], w["via"])
    pdf.rect(16, 82, 178, 11)
    for k, (label, value) in enumerate(zip(w["boxes"], values)):
        if k:
            pdf.line(xs[k], 82, xs[k], 93)
        f(xs[k] + 2, 86, label, 7.4, "B")
        f(xs[k] + 2, 91, value, 8.6)
    y = 101
    cols = [(30, "r"), (33, "l"), (62, "l"), (146, "r"), (158, "r"), (182, "r"), (185, "l")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 68)
        values = [inv.qty(line), line.article or "", desc[0], inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount), w["code"]]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(62, y, more, 8.4)
        y += 5.6
    pdf.line(16, y - 2, 194, y - 2)
    y = max(y + 6, 200)
    pdf.set_font("Lib", "", 8.2)
    yy = y
    for row in fp_wrap(pdf, inv.statement, 100):
        f(16, yy, row, 8.2)
        yy += 4
    yy += 2
    for row in fp_wrap(pdf, w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic), 100):
        f(16, yy, row, 8.2)
        yy += 4
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.rect(134, y - 4.4, 60, 6.4)
        y += 5.4
    f(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- reckon (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def reckon(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "date": "Datum", "no": "Factuurnr.", "bill": "Factuuradres", "ship": "Leveradres",
          "boxes": ("Bestelnr.", "Voorwaarden", "Verkoper", "Verzenddatum"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "Bedrag", "Btw"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal", "paid": "Betalingen",
          "due": "Saldo", "vatno": "Btw", "comm": "Gestructureerde mededeling",
          "pay": "Gelieve te betalen op {iban} (BIC {bic})."}
         if nl else
         {"title": "Facture", "date": "Date", "no": "Facture n°", "bill": "Facturer à", "ship": "Livrer à",
          "boxes": ("N° commande", "Conditions", "Repr.", "Date d'exécution"),
          "cols": ("Article", "Description", "Qté", "Prix", "Montant", "TVA"),
          "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total", "paid": "Paiements",
          "due": "Solde dû", "vatno": "TVA", "comm": "Communication structurée",
          "pay": "À verser sur le compte {iban} (BIC {bic})."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(16, 18, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        c.text(16, 23.5 + k * 4, text, 8.2, F)
    c.text(194, 18, w["title"], 18, B, "right")

    def box(x, y, wd, h, head, value, align="center"):
        c.c.setLineWidth(0.5)
        c.c.rect(x * MM, c.height - (y + h) * MM, wd * MM, h * MM, stroke=1, fill=0)
        c.c.line(x * MM, c.height - (y + 5) * MM, (x + wd) * MM, c.height - (y + 5) * MM)
        c.text(x + wd / 2, y + 3.6, head, 7.6, F, "center")
        c.text(x + wd / 2 if align == "center" else x + 2, y + 9.2, value, 8.4, F, align)

    dfmt = "%d/%m/%Y"
    box(140, 24, 27, 11, w["date"], inv.day(inv.issued, dfmt))
    box(167, 24, 27, 11, w["no"], inv.invoice_no)
    for x, head, rows in ((16, w["bill"], [BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]),
                          (110, w["ship"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]])):
        c.c.rect(x * MM, c.height - 78 * MM, 84 * MM, 32 * MM, stroke=1, fill=0)
        c.c.line(x * MM, c.height - 51 * MM, (x + 84) * MM, c.height - 51 * MM)
        c.text(x + 2, 49.6, head, 7.6, F)
        for k, text in enumerate(rows):
            c.text(x + 2, 56 + k * 4.4, text, 8.6, F)
    values = (inv.po_printed or "", inv.extra["terms"], inv.extra["rep"], inv.day(inv.issued, dfmt))
    x = 88
    for head, value, width in zip(w["boxes"], values, (34, 26, 18, 28)):
        box(x, 84, width, 11, head, value)
        x += width
    y = 100
    xs = [16, 52, 130, 146, 164, 183, 194]
    top = y
    c.c.setLineWidth(0.5)
    for (x0, x1), head in zip(zip(xs, xs[1:]), w["cols"]):
        c.text((x0 + x1) / 2, y + 3.6, head, 7.8, F, "center")
    c.rule(16, y + 5, 194, 0.5)
    y += 9.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 75 * MM)
        c.text(17.5, y, line.article or "", 7.6, F)
        c.text(53.5, y, desc[0], 8.2, F)
        c.text(145, y, _qty_unit(inv, line), 8.2, F, "right")
        c.text(163, y, inv.number(line.price), 8.2, F, "right")
        c.text(182, y, inv.number(line.amount), 8.2, F, "right")
        c.text(188.5, y, inv.rate() + "%" if not inv.reverse_charge else "CC", 7.6, F, "center")
        for more in desc[1:]:
            y += 3.9
            c.text(53.5, y, more, 8.2, F)
        y += 6
    bottom = max(y + 4, 190)
    c.c.rect(16 * MM, c.height - bottom * MM, 178 * MM, (bottom - top) * MM, stroke=1, fill=0)
    for x in xs[1:-1]:
        c.c.line(x * MM, c.height - top * MM, x * MM, c.height - bottom * MM)
    y = bottom + 6
    rows = totals(inv, "", w["net"], w["vat"], w["gross"])
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(192, y, "€ " + inv.number(value), 9, B if strong else F, "right")
        y += 5.2
    yy = bottom + 6
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic),
                                                         f"{w['comm']}: {inv.payment_ref}"]
    for text in texts:
        for row in rl_wrap(text, F, 8, 100 * MM):
            c.text(16, yy, row, 8, F)
            yy += 3.9
        yy += 1.6
    c.text(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · {inv.iban}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- saasu (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def saasu(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungs-Nr.", "Rechnungsdatum", "Fällig am", "Ihre Referenz",
                                         "Kunden-Nr.", "Zahlungsbedingungen"),
          "bill": "Rechnung an", "cols": ("Code", "Beschreibung", "Menge", "Einzelpreis", "Betrag"),
          "sub": "Zwischensumme", "net": "Total exkl. MwSt.", "vat": "MwSt. {rate} %", "gross": "Total EUR",
          "paid": "Bezahlt", "due": "Offener Betrag", "vatno": "MwSt.-Nr.", "notes": "Bemerkungen",
          "pay": "Zahlung per Überweisung: IBAN {iban}, BIC {bic}, Verwendungszweck {ref}."}
         if de else
         {"title": "TAX INVOICE", "facts": ("Invoice #", "Invoice Date", "Due Date", "Your Ref", "Customer #",
                                            "Terms"),
          "bill": "Bill To", "cols": ("Code", "Description", "Qty", "Unit Price", "Amount"),
          "sub": "Sub Total", "net": "Total Ex Tax", "vat": "Tax {rate}%", "gross": "Total EUR",
          "paid": "Amount Paid", "due": "Balance Due", "vatno": "VAT No.", "notes": "Notes",
          "pay": "Pay by bank transfer: IBAN {iban}, BIC {bic}, reference {ref}."})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    values = (inv.invoice_no, _date(inv, inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.customer_no, inv.extra["terms"])
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 20pt, weight: "bold", fill: rgb("#2b6cb0"))[{ts(w["title"])}]],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        '#v(6mm)\n#grid(columns: (1fr, 78mm),\n'
        f'  [#text(fill: luma(110))[{ts(w["bill"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (34mm, 1fr), stroke: 0.4pt + luma(190), inset: (x: 1.6mm, y: 1.5mm),\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(9mm)\n')
    rows = "".join(
        f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(_qty_unit(inv, line))}], '
        f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n'
        for line in inv.lines)
    src += ('#table(columns: (24mm, 1fr, 20mm, 24mm, 26mm), stroke: (x, y) => (bottom: 0.3pt + luma(200)), '
            'fill: (x, y) => if y == 0 { rgb("#2b6cb0") }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    trows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    trows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in trows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[{ts(w["notes"])}] \\ {ts(inv.statement)} \\ '
            + ts(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.invoice_no)) + "\n")
    return _typst(src)


WRITERS = {"invoicesimple": invoicesimple, "invoicehome": invoicehome, "zipbooks": zipbooks, "kashoo": kashoo,
           "myob": myob, "reckon": reckon, "saasu": saasu}
