"""Seven page writers for the sixty-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers come from evals/blind_corpus/drawing.py, imported.

- ridder (fpdf2, Liberation Sans): a Ridder iQ manufacturing-ERP invoice, nl or de.
- timewax (Typst, DejaVu Sans): a Timewax project-hours invoice, nl or en.
- tribe (reportlab canvas, DejaVu Sans): a Tribe CRM invoice, nl or en.
- efficy (reportlab platypus, Liberation Sans): an Efficy CRM invoice (article code under the product), fr or en.
- babelway (fpdf2, DejaVu Sans): Babelway's PDF rendering of a UBL invoice (UN/ECE unit codes, tax breakdown,
  monetary totals), fr or nl.
- tiekinetix (reportlab canvas, Liberation Sans): the TIE Kinetix portal's rendering of an e-invoice, en.
- edicom (Typst, Liberation Sans): EDICOM's visualisation of an e-invoice, de."""

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
                     _ft, _issued, _lib, _price, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)


# --- ridder (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def ridder(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Debiteurnummer", "Uw ordernummer",
                                        "Ons ordernummer", "Pakbonnummer"),
          "cols": ("Artikelcode", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"),
          "sub": "Totaal artikelen", "net": "Totaal excl. BTW", "vat": "BTW {rate}%", "gross": "Totaal te betalen",
          "due": "Vervaldatum", "terms": "Betalingsconditie", "vatno": "BTW-nummer", "yours": "Uw BTW-nummer",
          "pay": "Betaling op IBAN {iban} (BIC {bic}) onder vermelding van het factuurnummer."}
         if nl else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellnummer",
                                         "Unsere Auftragsnummer", "Lieferschein"),
          "cols": ("Artikelnummer", "Beschreibung", "Menge", "Einheit", "Preis", "Betrag"),
          "sub": "Summe Artikel", "net": "Summe netto", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag EUR",
          "due": "Fällig am", "terms": "Zahlungsbedingung", "vatno": "USt-IdNr.", "yours": "Ihre USt-IdNr.",
          "pay": "Zahlung auf IBAN {iban} (BIC {bic}) unter Angabe der Rechnungsnummer."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country][inv.language]}", f"T {s.phone}",
                              s.email]):
        f(192, 16 + k * 3.8, text, 7.8, "", "right")
    f(18, 46, f"{s.name} - {s.street} - {place(inv)}", 6.4)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(18, 47.2, 100, 47.2)
    for k, text in enumerate([BUYER[0], "Crediteurenadministratie" if nl else "Kreditorenbuchhaltung", BUYER[1],
                              BUYER[2], COUNTRY_BE[inv.language]]):
        f(18, 53 + k * 4.5, text, 9.6)
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    issued = inv.day(inv.issued, "long") if inv.extra.get("date") == "long" else inv.day(inv.issued, dfmt)
    values = (inv.invoice_no, issued, inv.customer_no, inv.po_printed or "", inv.extra["ours"],
              inv.extra["delivery"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(118, 53 + k * 4.5, label, 8.2)
        f(156, 53 + k * 4.5, value, 8.2, "B" if k == 0 else "")
    f(118, 53 + 6 * 4.5, f"{w['yours']}: {BUYER_VAT}", 7.6)
    f(18, 92, w["title"], 17, "B")
    y = 104
    pdf.set_fill_color(226, 232, 240)
    pdf.rect(18, y - 4.4, 174, 6.4, style="F")
    cols = [(19.5, "l"), (50, "l"), (134, "r"), (137, "l"), (163, "r"), (190.5, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 64)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2 if x < 40 else 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(50, y, more, 8.4)
        y += 5.6
    pdf.line(18, y - 2.4, 192, y - 2.4)
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        f(163, y, label, 8.8, "B" if strong else "", "right")
        f(190.5, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.line(135, y - 4.2, 192, y - 4.2)
        y += 5
    y += 6
    pdf.set_font("Lib", "", 8.2)
    texts = [f"{w['due']}: {inv.day(inv.due, dfmt)}  -  {w['terms']}: {inv.extra['terms']}", inv.statement,
             w["pay"].format(iban=inv.iban, bic=inv.bic)]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.2
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, "",
      "center")
    return bytes(pdf.output())


# --- timewax (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def timewax(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie",
                                        "Klantcode", "Project", "Periode"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Tarief", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw",
          "vatno": "Btw", "pay": "Gelieve het totaalbedrag binnen {terms} over te maken op {iban} (BIC {bic})"
                                 " met vermelding van {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Your reference",
                                        "Customer code", "Project", "Period"),
          "cols": ("Description", "Quantity", "Unit", "Rate", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total",
          "vatno": "VAT", "pay": "Please pay the total within {terms} to {iban} (BIC {bic}), quoting {ref}."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    issued = inv.day(inv.issued, "long") if inv.extra.get("date") == "long" else inv.day(inv.issued, dfmt)
    values = (inv.invoice_no, issued, inv.day(inv.due, dfmt), inv.po_printed or "", inv.customer_no,
              inv.extra["project"], inv.extra["period"])
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 26mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(110))\n#align(center)['
        f'{ts(s.name + " | " + s.street + ", " + place(inv) + " | " + w["vatno"] + " " + s.vat)} \\ '
        f'{ts(s.register + " | IBAN " + inv.iban + " | BIC " + inv.bic)}'
        ']])\n#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1.5fr, 1fr),\n'
        f'  text(size: 14pt, weight: "bold", fill: rgb("#1f6f8b"))[{ts(s.name)}],\n'
        f'  align(right)[{ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country][inv.language])} \\ '
        f'{ts(s.phone)} \\ {ts(s.email)}])\n'
        '#v(14mm)\n#grid(columns: (1fr, 1fr),\n'
        f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (30mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(8mm)\n'
        f'#text(size: 16pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(3mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                   f'align(right)[{ts(_price(inv, line))}], align(right)[{ts(inv.number(line.amount))}],\n'
                   for line in inv.lines)
    src += ('#table(columns: (1fr, 18mm, 16mm, 20mm, 24mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#1f6f8b") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.1mm),\n'
            + "".join(f'  {"(" if k in (0, 2) else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    ref = inv.payment_ref or inv.invoice_no
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=ref)) + "\n"
    return _typst(src)


# --- tribe (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def tribe(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurdatum", "Vervaldatum", "Referentie", "Contactpersoon"),
          "subject": "Onderwerp", "cols": ("Omschrijving", "Aantal", "Prijs", "Korting", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw",
          "vatno": "Btw-nr.", "pay": "We verzoeken u het bedrag van {amount} vóór {due} over te maken op {iban} "
                                     "(BIC {bic}) o.v.v. {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice date", "Due date", "Reference", "Contact"),
          "subject": "Subject", "cols": ("Description", "Quantity", "Price", "Discount", "VAT", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total incl. VAT",
          "vatno": "VAT no.", "pay": "Please transfer {amount} before {due} to {iban} (BIC {bic}), quoting {ref}."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 13, B, grey=0.15)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(192, 16 + k * 3.9, text, 7.6, F, "right", grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 48 + k * 4.4, text, 9.2, B if k == 0 else F)
    c.text(18, 84, f"{w['title']} {inv.invoice_no}", 17, B)
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    style = inv.extra.get("date")
    issued = inv.day(inv.issued, style) if style else inv.day(inv.issued, dfmt)
    due = inv.day(inv.due, style) if style else inv.day(inv.due, dfmt)
    values = (issued, due, inv.po_printed or "", inv.extra["contact"])
    x = 18
    for label, value in zip(w["facts"], values):
        if not value:
            continue
        c.text(x, 93, label, 7.2, F, grey=0.45)
        c.text(x, 97.5, value, 8.8, F)
        x += 44
    c.text(18, 105, f"{w['subject']}: {inv.extra['subject']}", 8.8, F)
    discounts = any(line.discount for line in inv.lines)
    y = 117
    cols = [(18, "left"), (118, "right"), (140, "right"), (156, "right"), (170, "right"), (192, "right")]
    heads = list(w["cols"])
    for (cx, al), head in zip(cols, heads):
        if head in ("Korting", "Discount") and not discounts:
            continue
        c.text(cx, y, head, 7.8, B, al, grey=0.35)
    c.rule(18, y + 2, 192, 0.5, grey=0.4)
    y += 7.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 70 * MM)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        values = (desc[0], qty, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", inv.number(line.amount))
        for (cx, al), value in zip(cols, values):
            if value:
                c.text(cx, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.6, F)
        c.rule(18, y + 2.4, 192, 0.2, grey=0.8)
        y += 7
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(165, y, label, 9 if not strong else 9.6, B if strong else F, "right")
        c.text(192, y, "€ " + inv.number(value), 9 if not strong else 9.6, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(amount="€ " + inv.number(inv.gross_total), due=due, iban=inv.iban, bic=inv.bic,
                        ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
        y += 1.6
    c.rule(18, 276, 192, 0.3, grey=0.7)
    c.text(105, 280.5, f"{s.name} · {s.register} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, F, "center", grey=0.4)
    return c.bytes()


# --- efficy (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def efficy(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "head": ("N° de facture", "Date", "Échéance", "Votre référence", "Compte",
                                       "Code client"),
          "cols": ("Produit", "Quantité", "Unité", "Prix unitaire", "Remise", "Total HTVA"),
          "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC", "vatno": "TVA", "ref": "Réf.",
          "contact": "Votre contact", "site": "Lieu d'intervention",
          "pay": "Paiement à {terms} sur le compte {iban} (BIC {bic}) avec la communication {ref}."}
         if fr else
         {"title": "INVOICE", "head": ("Invoice no.", "Date", "Due date", "Your reference", "Account",
                                       "Customer code"),
          "cols": ("Product", "Qty", "Unit", "Unit price", "Discount", "Amount excl. VAT"),
          "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total incl. VAT", "vatno": "VAT", "ref": "Ref.",
          "contact": "Your contact", "site": "Work site",
          "pay": "Payment within {terms} to account {iban} (BIC {bic}) with the reference {ref}."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    F, B = "LS", "LSB"
    lab = _style("efl", 7, F, grey=0.4)
    normal, right = _style("efn", 8.4, F), _style("efr", 8.4, F, align=2)
    small = _style("efs", 7.2, F, grey=0.4)
    bold, bold_r = _style("efb", 8.4, B), _style("efbr", 8.4, B, align=2)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<font size=13><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))} - {escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)} - "
                        f"{escape(s.email)}<br/>{w['vatno']} {escape(s.vat)}", _style("efc", 8.2, F, lead=11))
    buyer = Paragraph("<br/>".join([f"<b>{escape(BUYER[0])}</b>", escape(BUYER[1]), escape(BUYER[2]),
                                    escape(COUNTRY_BE[inv.language]), f"{w['vatno']} {BUYER_VAT}"]),
                      _style("efa", 9, F, lead=12))
    top = Table([[company, buyer]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("TOPPADDING", (1, 0), (1, 0), 22)]))
    title = Paragraph(f"<b>{w['title']}</b>", _style("eft", 18, B, lead=22, grey=0.2))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.extra["account"], inv.customer_no)
    keep = [(k, v) for k, v in zip(w["head"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in keep],
                  [Paragraph(escape(v), bold if k.startswith(("N°", "Invoice")) else normal) for k, v in keep]],
                 colWidths=[178 * mm * max(len(k), len(v) + 3) / sum(max(len(a), len(b) + 3) for a, b in keep)
                            for k, v in keep])
    grid.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.Color(0.85, 0.2, 0.25)),
                              ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                              ("LEFTPADDING", (0, 0), (-1, -1), 1), ("TOPPADDING", (0, 0), (-1, -1), 1.4)]))
    extra = f"{w['contact']}: {inv.extra['contact']}"
    if "site" in inv.extra:
        extra += f" · {w['site']}: {inv.extra['site']}"
    rows = [[Paragraph(escape(h), bold_r if k in (1, 3, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        name = escape(line.description) + (f"<br/><font size=7.2 color='#666666'>{w['ref']} "
                                           f"{escape(line.article)}</font>" if line.article else "")
        rows.append([Paragraph(name, normal), Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) + " %" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[74 * mm, 14 * mm, 17 * mm, 22 * mm, 17 * mm, 34 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.3, 0.3, 0.3)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph("€ " + escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[46 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.93, 0.93, 0.93)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 8 * mm), title, Spacer(1, 3 * mm), grid, Spacer(1, 2.5 * mm), Paragraph(escape(extra),
             normal), Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 13 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · "
                                                    f"IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- babelway (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def babelway(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "seller": "Vendeur", "buyer": "Acheteur", "vatno": "N° TVA", "endpoint": "Adresse électronique",
          "facts": ("Numéro de facture", "Date d'émission", "Date d'échéance", "Référence de commande",
                    "Référence acheteur", "Type de facture", "Devise"),
          "cols": ("N°", "ID article", "Désignation", "Quantité", "Unité", "Prix net", "TVA %", "Montant"),
          "ac": "Remises et frais au niveau du document", "tax": "Ventilation de la TVA",
          "taxcols": ("Catégorie", "Taux", "Base imposable", "Montant TVA", "Motif d'exonération"),
          "tot": "Totaux", "lines": "Total des lignes", "charges": "Total des frais", "net": "Montant HT",
          "vat": "Montant TVA", "gross": "Montant TTC", "due": "Montant à payer",
          "pay": "Moyen de paiement : 58 (virement SEPA) - IBAN {iban} - BIC {bic}", "note": "Note",
          "comm": "Référence de paiement"}
         if fr else
         {"title": "Factuur", "seller": "Verkoper", "buyer": "Koper", "vatno": "Btw-nummer", "endpoint": "Elektronisch adres",
          "facts": ("Factuurnummer", "Uitgiftedatum", "Vervaldatum", "Bestelreferentie", "Referentie koper",
                    "Factuurtype", "Munt"),
          "cols": ("Nr.", "Artikel-ID", "Omschrijving", "Hoeveelheid", "Eenheid", "Nettoprijs", "Btw %", "Bedrag"),
          "ac": "Kortingen en toeslagen op documentniveau", "tax": "Btw-overzicht",
          "taxcols": ("Categorie", "Tarief", "Maatstaf", "Btw-bedrag", "Vrijstellingsreden"),
          "tot": "Totalen", "lines": "Totaal lijnen", "charges": "Totaal toeslagen", "net": "Totaal excl. btw",
          "vat": "Btw-bedrag", "gross": "Totaal incl. btw", "due": "Te betalen bedrag",
          "pay": "Betaalwijze: 58 (SEPA-overschrijving) - IBAN {iban} - BIC {bic}", "note": "Opmerking",
          "comm": "Betalingsreferentie"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d/%m/%Y" if fr else "%d-%m-%Y"
    f(14, 16, f"{w['title']} {inv.invoice_no}", 15, "B")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    for x, head, lines in ((14, w["seller"], [s.name, s.street, f"{place(inv)} {s.country}",
                                              f"{w['vatno']}: {s.vat}", s.register, s.email]),
                           (106, w["buyer"], [BUYER[0], BUYER[1], f"{BUYER[2]} BE", f"{w['vatno']}: {BUYER_VAT}",
                                              f"{w['endpoint']}: 9925:{BUYER_VAT.replace('.', '')}"])):
        pdf.set_fill_color(233, 238, 244)
        pdf.rect(x, 22, 90, 5.6, style="F")
        f(x + 1.5, 26, head, 8, "B")
        pdf.rect(x, 22, 90, 34)
        for k, text in enumerate(lines):
            f(x + 1.5, 31.6 + k * 4, text, 7.8, "B" if k == 0 else "")
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.customer_no, "380", "EUR")
    y = 63
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        col, row = k % 2, k // 2
        f(14 + col * 92, y + row * 4.4, label, 7.6)
        f(58 + col * 92, y + row * 4.4, value, 7.8, "B" if k == 0 else "")
    y = 86
    pdf.set_fill_color(233, 238, 244)
    pdf.rect(14, y - 4, 182, 5.8, style="F")
    cols = [(15, "l"), (22, "l"), (58, "l"), (132, "r"), (134, "l"), (162, "r"), (174, "r"), (195, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7, "B", "right" if al == "r" else "left")
    y += 6
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 7.6)
        desc = fp_wrap(pdf, line.description, 56)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line),
                  inv.rate(), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 7.2 if x == 22 else 7.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(58, y, more, 7.6)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(14, y + 1.8, 196, y + 1.8)
        y += 5.4
    if inv.charges():
        y += 3
        f(14, y, w["ac"], 8, "B")
        y += 4.6
        for label, amount in inv.charges():
            f(15, y, f"{'Frais' if fr else 'Toeslag'} : {label}" if fr else f"Toeslag: {label}", 7.6)
            f(162, y, inv.rate(), 7.6, "", "right")
            f(195, y, inv.number(amount), 7.6, "", "right")
            y += 4.4
    y += 4
    f(14, y, w["tax"], 8, "B")
    y += 4.6
    tx = [(15, "l"), (50, "r"), (85, "r"), (115, "r"), (120, "l")]
    for (x, al), head in zip(tx, w["taxcols"]):
        f(x, y, head, 7, "B", "right" if al == "r" else "left")
    y += 4.4
    reason = inv.extra.get("reason", "")
    for (x, al), value in zip(tx, (inv.extra["category"], inv.rate() + " %", inv.number(inv.net_total),
                                   inv.number(inv.vat_amount), reason)):
        if value:
            f(x, y, value, 7.6, "", "right" if al == "r" else "left")
    y += 9
    f(130, y, w["tot"], 8, "B")
    y += 5
    rows = [(w["lines"], inv.subtotal)]
    if inv.charges():
        rows.append((w["charges"], sum(a for _, a in inv.charges())))
    rows += [(w["net"], inv.net_total), (w["vat"], inv.vat_amount), (w["gross"], inv.gross_total),
             (w["due"], inv.gross_total)]
    for k, (label, value) in enumerate(rows):
        strong = k == len(rows) - 1
        f(130, y, label, 8, "B" if strong else "")
        f(195, y, inv.number(value) + " EUR", 8, "B" if strong else "", "right")
        y += 4.6
    y += 5
    pdf.set_font("DejaVu", "", 7.6)
    texts = [w["pay"].format(iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    texts.append(f"{w['note']}: {inv.extra['terms']}." + (f" {inv.statement}" if inv.statement else ""))
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 7.6)
            y += 3.8
        y += 1
    f(105, 287, "1 / 1", 6.6, "", "center")
    return bytes(pdf.output())


# --- tiekinetix (reportlab canvas, Liberation Sans) -----------------------------------------------------------------
def tiekinetix(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.fill(0, 0, 210, 14, 0.22)
    c.c.setFillGray(1)
    c.c.setFont(B, 15)
    c.c.drawString(14 * MM, c.height - 9.4 * MM, "INVOICE")
    c.c.setFont(F, 8)
    c.c.drawRightString(196 * MM, c.height - 9 * MM, "Original · e-invoice rendition")
    c.c.setFillGray(0)
    facts = (("Document number", inv.invoice_no), ("Document date", inv.issued.isoformat()),
             ("Due date", inv.due.isoformat()), ("Buyer order number", inv.po_printed or ""),
             ("Despatch advice", inv.extra["despatch"]), ("Currency", "EUR"))
    for k, (label, value) in enumerate(facts):
        x, y = 14 + (k % 3) * 61, 22 + (k // 3) * 9
        c.text(x, y, label, 7, F, grey=0.45)
        c.text(x, y + 4, value, 9, B if k == 0 else F)
    c.rule(14, 36, 196, 0.4, grey=0.6)
    parties = (("Supplier", [s.name, s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country]["en"],
                             f"VAT: {s.vat}", f"GLN: {inv.extra['gln_supplier']}"]),
               ("Buyer", [BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT: {BUYER_VAT}",
                          f"Supplier's customer no.: {inv.customer_no}"]),
               ("Invoicee", [BUYER[0], "Accounts payable", BUYER[1], BUYER[2], "Belgium"]))
    for k, (head, lines) in enumerate(parties):
        x = 14 + k * 61
        c.text(x, 43, head.upper(), 7.2, B, grey=0.35)
        for j, text in enumerate(lines):
            c.text(x, 48 + j * 3.9, text, 7.8, B if j == 0 else F)
    y = 82
    c.fill(14, y - 4.2, 182, 6, 0.9)
    cols = [(15, "left"), (24, "left"), (58, "left"), (146, "right"), (149, "left"), (170, "right"), (195, "right")]
    for (x, al), head in zip(cols, ("Line", "Supplier art. no.", "Description", "Quantity", "UoM", "Unit price",
                                    "Net amount")):
        c.text(x, y, head, 7, B, al)
    y += 6
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 7.8, 70 * MM)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                                         _price(inv, line), inv.number(line.amount))):
            c.text(x, y, value, 7 if x == 24 else 7.8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(58, y, more, 7.8, F)
        c.rule(14, y + 2, 196, 0.2, grey=0.8)
        y += 6
    y += 3
    yy = y
    for label, value, strong in totals(inv, "Total line amount", "Taxable amount", "VAT amount ({rate}%)",
                                       "Invoice total"):
        c.text(168, yy, label, 8, B if strong else F, "right")
        c.text(195, yy, inv.number(value), 8, B if strong else F, "right")
        yy += 4.6
    c.text(168, yy, "Amount due", 9, B, "right")
    c.text(195, yy, inv.number(inv.gross_total), 9, B, "right")
    y = yy + 10
    c.text(14, y, "VAT SUMMARY", 7.2, B, grey=0.35)
    for x, al, head in ((14, "left", "Category"), (70, "right", "VAT %"), (105, "right", "Taxable amount"),
                        (135, "right", "VAT amount")):
        c.text(x, y + 5, head, 7, B, al)
    for x, al, value in ((14, "left", "K - intra-Community supply"), (70, "right", inv.rate()),
                         (105, "right", inv.number(inv.net_total)), (135, "right", inv.number(inv.vat_amount))):
        c.text(x, y + 9.4, value, 7.8, F, al)
    y += 20
    texts = [inv.statement, f"Payment terms: 30 days net, due {inv.due.isoformat()}. IBAN {inv.iban}, BIC {inv.bic}."]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 182 * MM):
            c.text(14, y, row, 7.8, F)
            y += 3.8
        y += 1.4
    c.rule(14, 280, 196, 0.3, grey=0.7)
    c.text(14, 284, f"{s.name} · {s.register} · {s.email} · {s.phone}", 6.6, F, grey=0.45)
    c.text(196, 284, "Page 1 of 1", 6.6, F, "right", grey=0.45)
    return c.bytes()


def _bold(text: str) -> str:
    return '#text(weight: "bold")[' + ts(text) + "]"


# --- edicom (Typst, Liberation Sans) --------------------------------------------------------------------------------
def edicom(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    facts = (("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, dfmt)),
             ("Fälligkeitsdatum", inv.day(inv.due, dfmt)), ("Bestellreferenz", inv.po_printed or ""),
             ("Lieferschein", inv.extra["delivery"]), ("Lieferdatum", inv.extra["delivery_date"]),
             ("Kundennummer", inv.customer_no), ("Währung", "EUR"))
    box = 'block(width: 100%, stroke: 0.5pt + luma(150), inset: 2.4mm)'
    head = lambda t: f'block(width: 100%, fill: rgb("#dfe7ef"), inset: 1.6mm)[#text(weight: "bold")[{ts(t)}]]'  # noqa: E731
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 20mm), footer: [#set text(size: 6.6pt, '
        'fill: luma(120))\n#grid(columns: (1fr, auto), '
        f'[{ts("Visualisierung einer elektronischen Rechnung (UBL 2.1) · " + s.name + " · " + s.register)}], '
        '[Seite 1 / 1])])\n#set text(font: "Liberation Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, auto), align: (left, right),\n'
        '  text(size: 20pt, weight: "bold", fill: rgb("#24476b"))[RECHNUNG],\n'
        '  text(fill: luma(90))[Handelsrechnung (380)])\n#v(4mm)\n'
        f'#grid(columns: (1fr, 1fr), column-gutter: 4mm,\n'
        f'  [#{head("Rechnungssteller")} #{box}[#text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv) + " · " + COUNTRY[s.country]["de"])} \\ {ts("USt-IdNr.: " + s.vat)} \\ {ts(s.email)}]],\n'
        f'  [#{head("Rechnungsempfänger")} #{box}[#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2] + " · Belgien")} \\ {ts("USt-IdNr.: " + BUYER_VAT)} \\ {ts("Leitweg/Endpunkt: 9925:BE0456789133")}]])\n'
        f'#v(3mm)\n#{head("Rechnungsdaten")}\n'
        '#table(columns: (1fr, 1fr, 1fr, 1fr), stroke: 0.4pt + luma(170), inset: 1.8mm,\n'
        + "".join(f'  [#text(size: 7pt, fill: luma(100))[{ts(k)}] \\ {_bold(v) if k == "Rechnungsnummer" else ts(v)}],\n'
                  for k, v in facts)
        + ')\n#v(3mm)\n'
        f'#{head("Rechnungspositionen")}\n')
    discounts = any(line.discount for line in inv.lines)
    rows = "".join(
        f'  align(right)[{ts(str(k + 1))}], [{ts(line.article or "")}], [{ts(line.description)}], '
        f'align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], align(right)[{ts(_price(inv, line))}], '
        f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}], '
        f'align(right)[{ts(inv.number(line.amount))}],\n'
        for k, line in enumerate(inv.lines))
    heads = ("Pos.", "Artikelnr.", "Beschreibung", "Menge", "Einheit", "Einzelpreis", "Rabatt" if discounts else "",
             "Nettobetrag")
    src += ('#table(columns: (9mm, 28mm, 1fr, 13mm, 13mm, 20mm, 14mm, 22mm), stroke: (x, y) => (bottom: 0.4pt + '
            'luma(190)), inset: (x: 1.2mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k in (0, 3, 5, 6, 7) else "("}text(weight: "bold", size: 7.6pt)[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + rows + ')\n#v(3mm)\n')
    src += (f'#grid(columns: (1fr, 74mm), column-gutter: 6mm,\n  [#{head("Steueraufschlüsselung")}\n'
            '  #table(columns: (auto, auto, 1fr, 1fr), stroke: 0.4pt + luma(170), inset: 1.6mm,\n'
            '    [Kategorie], [Satz], align(right)[Basis], align(right)[Steuer],\n'
            f'    [K], [{ts(inv.rate() + " %")}], align(right)[{ts(inv.number(inv.net_total))}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}],\n  )\n'
            f'  #text(size: 7.6pt)[{ts("Befreiungsgrund: " + inv.statement)}]],\n'
            f'  [#{head("Summen")}\n  #table(columns: (1fr, auto), stroke: none, inset: 1.5mm,\n')
    rows = totals(inv, "Summe Positionen", "Gesamtbetrag ohne USt", "USt-Betrag ({rate} %)",
                  "Gesamtbetrag mit USt", always_sub=True)
    rows.append(("Zahlbetrag EUR", inv.gross_total, True))
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'    text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '  )])\n#v(4mm)\n'
    src += (f'#{head("Zahlungsinformationen")}\n'
            f'{ts("Zahlungsart: SEPA-Überweisung (58) · IBAN " + inv.iban + " · BIC " + inv.bic)} \\ '
            f'{ts("Verwendungszweck: " + inv.invoice_no)}\n')
    return _typst(src)


WRITERS = {"ridder": ridder, "timewax": timewax, "tribe": tribe, "efficy": efficy, "babelway": babelway,
           "tiekinetix": tiekinetix, "edicom": edicom}
