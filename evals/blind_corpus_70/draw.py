"""Seven page writers for the seventieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of field-service software used by EU installers and service firms (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the
totals rows) are imported from evals/blind_corpus/drawing.py.

- joblogic (reportlab platypus, Liberation Sans): a Joblogic-style service-contractor invoice, en or nl: the company
  left, `INVOICE` / `FACTUUR` right, a fact grid (invoice number, date, due date, order number, job number,
  account), invoice and site addresses side by side, the job description, columns `Code` / `Description` / `Qty` /
  `Unit` / `Unit Price` / `Disc %` / `Net` / `VAT %`, totals `Total Net`, `Total VAT`, `Invoice Total`.
- bigchange (Typst, DejaVu Sans): a BigChange-style job-management invoice, en or de: the title left, the company
  right, a fact list (invoice number, date, due date, job ref, customer order ref, resource), the article reference
  printed under each description, columns `Description` / `Qty` / `Unit price` / `Disc.` / `Net`, totals.
- powerednow (fpdf2, Liberation Sans): a Powered Now-style trades-app invoice, en or nl: the company centred, a
  coloured title bar, `Invoice to` left and the numbers right, columns `Description` / `Qty` / `Unit price` /
  `Amount` (no article column), totals `Subtotal`, an invoice discount, `Total (ex VAT)`, VAT, `Total`.
- payaca (Typst, Liberation Sans): a Payaca-style installer-project invoice, en or fr: `Invoice #…` big, issued /
  due / reference, the project, columns `SKU` / `Item` / `Qty` / `Unit price` / `Discount` / `Total`, totals with
  `Amount due`.
- servicetitan (reportlab canvas, DejaVu Sans): a ServiceTitan-style service invoice, fr or de: the invoice number,
  date, job number, customer PO and technician right, bill-to and job address, the job summary, columns `Task #` /
  `Description` / `Qty` / `Price` / `Disc.` / `Total`, totals `Sub-Total`, tax, `Total`, payments, `Balance due`,
  a customer signature line.
- workiz (fpdf2, DejaVu Sans): a Workiz-style mobile-trade invoice, fr: `Facture #…` with the job number, a grey
  client card, columns `Description` / `Qté` / `Prix` / `Montant`, totals with `Reste à payer`.
- fieldedge (reportlab canvas, Liberation Sans): a FieldEdge-style HVAC work-order invoice, nl: a framed fact box
  (`Factuurnr.`, `Datum`, `Werkorder`, `Klant PO`, `Technicus`), customer and service location, flat-rate task
  codes in an `Artikel` column, totals `Subtotaal`, `Btw`, `Totaal`, `Betaald`, `Saldo`."""

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
                     _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals,
                     ts)
register_fonts(*LIBERATION_SANS)


# --- joblogic (reportlab platypus, Liberation Sans) -----------------------------------------------------------------
def joblogic(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice No", "Invoice Date", "Due Date", "Order No", "Job No", "Account"),
          "inv": "Invoice Address", "site": "Site Address", "job": "Job Description", "eng": "Engineer",
          "cols": ("Code", "Description", "Qty", "Unit", "Unit Price", "Disc %", "Net", "VAT %"),
          "net": "Total Net", "vat": "Total VAT", "gross": "Invoice Total", "vatno": "VAT No",
          "pay": "Payment terms: {terms}. Bank: IBAN {iban} - BIC {bic}.", "comm": "Structured reference"}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw ordernummer",
                                        "Opdrachtnummer", "Klantnummer"),
          "inv": "Factuuradres", "site": "Werkadres", "job": "Omschrijving werkzaamheden", "eng": "Monteur",
          "cols": ("Code", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting %", "Netto", "Btw %"),
          "net": "Totaal netto", "vat": "Totaal btw", "gross": "Factuurtotaal", "vatno": "Btw-nr.",
          "pay": "Betalingstermijn: {terms}. Bank: IBAN {iban} - BIC {bic}.", "comm": "Mededeling"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    lab = _style("jll", 7, "LS", grey=0.4)
    normal, right = _style("jln", 8.2, "LS"), _style("jlr", 8.2, "LS", align=2)
    bold, bold_r = _style("jlb", 8.2, "LSB"), _style("jlbr", 8.2, "LSB", align=2)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>Tel {escape(s.phone)}<br/>"
                        f"{escape(s.email)}<br/>{w['vatno']} {escape(s.vat)}", _style("jlc", 8.4, "LS", lead=10.6))
    title = Paragraph(f"<b>{w['title']}</b>", _style("jlt", 20, "LSB", align=2, lead=24, grey=0.2))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", inv.extra["job"],
              inv.customer_no)
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in facts], [Paragraph(escape(v), bold) for _, v in facts]],
                 colWidths=[178 * mm / len(facts)] * len(facts))
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.3, 0.3, 0.3)),
                              ("LINEBEFORE", (1, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"))
    site = escape(inv.extra["site"]) + f"<br/>{w['eng']}: {escape(inv.extra['engineer'])}"
    addr = Table([[Paragraph(escape(w["inv"]), lab), Paragraph(escape(w["site"]), lab)],
                  [Paragraph(bill, _style("jla", 8.6, "LS", lead=10.8)),
                   Paragraph(site, _style("jla2", 8.6, "LS", lead=10.8))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k in (2, 4, 5, 6, 7) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right), Paragraph(inv.rate(), right)])
    table = Table(rows, colWidths=[24 * mm, 64 * mm, 13 * mm, 11 * mm, 19 * mm, 15 * mm, 20 * mm, 12 * mm])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[40 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.9, 0.9)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 5 * mm), grid, Spacer(1, 5 * mm), addr, Spacer(1, 4 * mm),
             Paragraph(escape(w["job"]), bold), Paragraph(escape(inv.extra["summary"]), normal), Spacer(1, 4 * mm),
             table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · {s.email}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- bigchange (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def bigchange(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Job ref",
                                        "Customer order ref", "Resource", "Account"),
          "to": "Invoice to", "cols": ("Description", "Qty", "Unit price", "Disc.", "Net"),
          "sub": "Sub total", "net": "Net total", "vat": "VAT {rate}%", "gross": "Gross total", "vatno": "VAT no.",
          "pay": "Payment due within {terms}. IBAN {iban} · BIC {bic}. Please quote the invoice number."}
         if en else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fällig am", "Auftrag",
                                         "Ihre Bestellung", "Bearbeiter", "Kundennummer"),
          "to": "Rechnung an", "cols": ("Beschreibung", "Menge", "Einzelpreis", "Rabatt", "Netto"),
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "USt. {rate} %", "gross": "Gesamtbetrag",
          "vatno": "USt-IdNr.",
          "pay": "Zahlbar innerhalb von {terms}. IBAN {iban} · BIC {bic}. Bitte Rechnungsnummer angeben."})
    dfmt = "%d/%m/%Y" if en else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, inv.extra.get("date_style", dfmt)),
              inv.extra["job"], inv.po_printed or "", inv.extra["resource"], inv.customer_no)
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(110))\n#align(center)[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 24pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(w["title"])}]],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} '
        f'\\ {ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 7.4pt, fill: luma(110))[{ts(w["to"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}]'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (38mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], text(weight: "bold")[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(8mm)\n')
    keep = [k for k in range(5) if discounts or k != 3]
    widths = {0: "1fr", 1: "18mm", 2: "24mm", 3: "14mm", 4: "26mm"}
    rows = []
    for line in inv.lines:
        desc = f'[{ts(line.description)}' + "".join(f' \\ #text(size: 7pt, fill: luma(120))[{ts(d)}]'
                                                     for d in line.detail) + ']'
        cells = {0: desc, 1: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 2: f'align(right)[{ts(inv.number(line.price))}]',
                 3: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 4: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: none, '
            'fill: (x, y) => if y == 0 { rgb("#1f4e79") } else if calc.even(y) { luma(245) }, '
            'inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold", fill: white)[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += (f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n')
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                              bic=inv.bic)) + "\n"
    return _typst(src)


# --- powerednow (fpdf2, Liberation Sans) ----------------------------------------------------------------------------
def powerednow(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "to": "Invoice to", "facts": ("Invoice number", "Date", "Due date", "Your ref"),
          "cols": ("Description", "Qty", "Unit price", "Amount"), "sub": "Subtotal", "net": "Total (ex VAT)",
          "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT",
          "pay": "Please pay within {terms} to {name}, IBAN {iban}, BIC {bic}.", "comm": "Payment reference",
          "thanks": "Thank you for your business!"}
         if en else
         {"title": "FACTUUR", "to": "Factuur aan", "facts": ("Factuurnummer", "Datum", "Vervaldatum", "Uw ref."),
          "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Bedrag"), "sub": "Subtotaal",
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal", "vatno": "Btw",
          "pay": "Gelieve binnen {terms} te betalen aan {name}, IBAN {iban}, BIC {bic}.",
          "comm": "Gestructureerde mededeling", "thanks": "Bedankt voor uw vertrouwen!"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(105, 20, s.name, 15, "B", "center")
    f(105, 26, f"{s.street}, {place(inv)}", 8.4, "", "center")
    f(105, 30.5, f"Tel {s.phone} · {s.email} · {w['vatno']} {s.vat}", 8.4, "", "center")
    pdf.set_fill_color(0, 122, 135)
    pdf.rect(15, 37, 180, 9, style="F")
    pdf.set_text_color(255, 255, 255)
    f(19, 43.4, w["title"], 13, "B")
    pdf.set_text_color(0, 0, 0)
    f(15, 56, w["to"], 8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(15, 61.5 + k * 4.5, text, 9)
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, inv.extra.get("date_style", dfmt)),
              inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(128, 61.5 + k * 4.8, label, 8.6, "B")
        f(195, 61.5 + k * 4.8, value, 8.6, "", "right")
    y = 90
    pdf.set_draw_color(0, 122, 135)
    pdf.set_line_width(0.5)
    pdf.line(15, y + 1.8, 195, y + 1.8)
    cols = [(15, "left"), (140, "right"), (168, "right"), (195, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.6, "B", al)
    y += 7
    pdf.set_draw_color(200, 200, 200)
    pdf.set_line_width(0.2)
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.8)
        desc = fp_wrap(pdf, line.description, 105)
        values = (desc[0], (inv.qty(line) + " " + line.unit).strip(), "€ " + inv.number(line.price),
                  "€ " + inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.8, "", al)
        for more in desc[1:]:
            y += 4
            f(15, y, more, 8.8)
        pdf.line(15, y + 2.4, 195, y + 2.4)
        y += 7
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        f(165, y, label, 9.6 if strong else 8.8, "B" if strong else "", "right")
        f(195, y, "€ " + inv.number(value), 9.6 if strong else 8.8, "B" if strong else "", "right")
        y += 5.4
    y += 6
    pdf.set_font("Lib", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], name=s.name, iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.4)
            y += 4.1
        y += 1.5
    f(105, y + 6, w["thanks"], 9, "I", "center")
    f(105, 285, f"{s.name} · {s.register}", 7, "", "center")
    return bytes(pdf.output())


# --- payaca (Typst, Liberation Sans) --------------------------------------------------------------------------------
def payaca(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Issued", "Due", "Your reference", "Project"), "to": "Billed to",
          "cols": ("SKU", "Item", "Qty", "Unit price", "Discount", "Total"), "sub": "Subtotal",
          "net": "Total (excl. VAT)", "vat": "VAT {rate}%", "gross": "Total", "due": "Amount due",
          "vatno": "VAT number", "pay": "Pay by bank transfer within {terms}: {name}, IBAN {iban}, BIC {bic}."}
         if en else
         {"title": "Facture", "facts": ("Émise le", "Échéance", "Votre référence", "Projet"), "to": "Facturé à",
          "cols": ("Réf.", "Article", "Qté", "Prix unitaire", "Remise", "Total"), "sub": "Sous-total",
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC", "due": "Montant dû",
          "vatno": "N° TVA", "pay": "Paiement par virement sous {terms} : {name}, IBAN {iban}, BIC {bic}."})
    dfmt = "%d/%m/%Y"
    values = (_issued(inv, dfmt), inv.day(inv.due, inv.extra.get("date_style", dfmt)), inv.po_printed or "",
              inv.extra["project"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(120))\n{ts(s.name + " · " + s.street + ", " + place(inv) + " · " + s.register)} #h(1fr) '
        f'{ts(w["vatno"] + " " + s.vat)}])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 20pt, weight: "bold", fill: rgb("#263238"))[{ts(w["title"])}] \\ '
        f'#text(size: 11pt, fill: rgb("#f2994a"))[{ts("#" + inv.invoice_no)}]])\n#v(9mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  [#text(size: 7.6pt, weight: "bold", fill: luma(120))[{ts(w["to"].upper())}] \\ {ts(BUYER[0])} \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (30mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(size: 7.6pt, weight: "bold", fill: luma(120))[{ts(k.upper())}], [{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(9mm)\n')
    keep = [k for k in range(6) if discounts or k != 4]
    widths = {0: "24mm", 1: "1fr", 2: "18mm", 3: "24mm", 4: "17mm", 5: "25mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'text(size: 7.8pt, fill: luma(90))[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 3: f'align(right)[{ts(inv.number(line.price) + " €")}]',
                 4: f'align(right)[{ts("-" + inv.pct(line.discount) + " %" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.number(line.amount) + " €")}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 1pt + rgb("#263238") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.3mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(size: 7.8pt, weight: "bold")'
                      f'[{ts(w["cols"][k].upper())}]),\n' for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 30mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)
    rows.append((w["due"], inv.gross_total, True))
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10.5pt' if label == w["due"] else ('weight: "bold"' if strong else "")
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(size: 8.4pt)[{ts(inv.statement)}]\n#v(2mm)\n'
    src += (f'#text(size: 8.4pt)[{ts(w["pay"].format(terms=inv.extra["terms"], name=s.name, iban=inv.iban, bic=inv.bic))}]'
            "\n")
    return _typst(src)


# --- servicetitan (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------
def servicetitan(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "Échéance", "N° d'intervention",
                                        "Bon de commande client", "Technicien"),
          "bill": "FACTURER À", "job": "ADRESSE D'INTERVENTION", "summary": "RÉSUMÉ DE L'INTERVENTION",
          "cols": ("Tâche n°", "Description", "Qté", "Prix", "Remise", "Total"),
          "sub": "Sous-total", "vat": "TVA {rate} %", "gross": "Total", "paid": "Paiements/Crédits",
          "due": "Solde dû", "sign": "Signature du client", "vatno": "TVA", "comm": "Communication structurée",
          "pay": "Paiement sous {terms} sur le compte IBAN {iban} (BIC {bic})."}
         if fr else
         {"title": "RECHNUNG", "facts": ("Rechnungs-Nr.", "Rechnungsdatum", "Fällig am", "Auftrags-Nr.",
                                         "Bestellnummer Kunde", "Techniker"),
          "bill": "RECHNUNGSEMPFÄNGER", "job": "EINSATZORT", "summary": "AUFTRAGSZUSAMMENFASSUNG",
          "cols": ("Leistung", "Beschreibung", "Menge", "Preis", "Rabatt", "Gesamt"),
          "sub": "Zwischensumme", "vat": "USt. {rate} %", "gross": "Gesamt", "paid": "Zahlungen/Gutschriften",
          "due": "Offener Betrag", "sign": "Unterschrift Kunde", "vatno": "USt-IdNr.", "comm": "Verwendungszweck",
          "pay": "Zahlbar innerhalb von {terms} auf IBAN {iban} (BIC {bic})."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv), s.phone, s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 25.5 + k * 3.8, text, 7.8, F)
    c.text(192, 20, w["title"], 16, B, "right", grey=0.25)
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.extra["job"], inv.po_printed or "",
              inv.extra["tech"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(150, 27 + k * 4.2, label, 7.6, F, "right", grey=0.35)
        c.text(153, 27 + k * 4.2, value, 7.8, B if k == 0 else F)
    c.fill(18, 56, 174, 5.2, 0.9)
    c.text(20, 59.8, w["bill"], 7.4, B)
    c.text(108, 59.8, w["job"], 7.4, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(20, 66 + k * 4, text, 8.4, F)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2]]):
        c.text(108, 66 + k * 4, text, 8.4, F)
    c.fill(18, 90, 174, 5.2, 0.9)
    c.text(20, 93.8, w["summary"], 7.4, B)
    y = 100
    for row in rl_wrap(inv.extra["summary"], F, 8.4, 170 * MM):
        c.text(20, y, row, 8.4, F)
        y += 4
    y += 4
    cols = [(20, "left"), (48, "left"), (133, "right"), (152, "right"), (169, "right"), (192, "right")]
    discounts = any(line.discount for line in inv.lines)
    c.fill(18, y - 3.8, 174, 5.4, 0.2)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 4 or discounts:
            c.c.setFillGray(1)
            c.c.setFont(B, 7.6)
            {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 80 * MM)
        values = (line.article or "", desc[0], inv.qty(line), inv.number(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 7.6 if x == 20 else 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(48, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.3, grey=0.75)
        y += 6
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(165, y, label, 8.6, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 4.8
    y += 5
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']} : {inv.payment_ref}" if fr else f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.8
        y += 1.6
    c.rule(18, 262, 90, 0.4)
    c.text(18, 266, w["sign"], 7.2, F, grey=0.4)
    c.text(105, 284, f"{s.name} · {s.register}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- workiz (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def workiz(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 22, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), s.phone, s.email]):
        f(16, 28 + k * 4, text, 8.2)
    f(194, 22, f"Facture #{inv.invoice_no}", 14, "B", "right")
    facts = (("Intervention", f"#{inv.extra['job']}"), ("Date", _issued(inv, "%d/%m/%Y")),
             ("Échéance", inv.extra["terms"]), ("Technicien", inv.extra["tech"]))
    for k, (label, value) in enumerate(facts):
        f(160, 29 + k * 4.4, label, 8.2, "", "right")
        f(194, 29 + k * 4.4, value, 8.2, "B", "right")
    pdf.set_fill_color(243, 244, 246)
    pdf.rect(16, 52, 178, 26, style="F")
    f(20, 58, "Client", 7.6, "B")
    for k, text in enumerate([BUYER[0], f"{BUYER[1]}, {BUYER[2]}, {COUNTRY_BE['fr']}", f"TVA {BUYER_VAT}"]):
        f(20, 63.5 + k * 4.4, text, 8.8, "B" if k == 0 else "")
    f(110, 58, "Lieu d'intervention", 7.6, "B")
    f(110, 63.5, f"{BUYER[1]}, {BUYER[2]}", 8.8)
    y = 90
    cols = [(18, "left"), (140, "right"), (166, "right"), (192, "right")]
    pdf.set_draw_color(30, 30, 30)
    pdf.set_line_width(0.4)
    for (x, al), head in zip(cols, ("Description", "Qté", "Prix", "Montant")):
        f(x, y, head, 8.2, "B", al)
    pdf.line(16, y + 2, 194, y + 2)
    y += 7.5
    pdf.set_draw_color(215, 215, 215)
    pdf.set_line_width(0.2)
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 104)
        values = (desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price) + " €",
                  inv.number(line.amount) + " €")
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4
            f(18, y, more, 8.6)
        pdf.line(16, y + 2.6, 194, y + 2.6)
        y += 7.4
    y += 3
    rows = totals(inv, "Sous-total", "Total HT", "TVA {rate} %", "Total TTC")
    rows += [("Payé", inv.gross_total * 0, False), ("Reste à payer", inv.gross_total, True)]
    for label, value, strong in rows:
        f(166, y, label, 9.4 if strong else 8.6, "B" if strong else "", "right")
        f(192, y, inv.number(value) + " €", 9.4 if strong else 8.6, "B" if strong else "", "right")
        y += 5.2
    y += 6
    pdf.set_font("DejaVu", "", 7.9)
    texts = [inv.statement, f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}.",
             "En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 "
             "du Code de commerce)."]
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 7.9)
            y += 3.9
        y += 1.5
    f(105, 284, f"{s.name} · {s.register} · TVA {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- fieldedge (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def fieldedge(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 13, B)
    c.text(18, 25.5, f"{s.street} · {place(inv)} · {s.phone}", 8, F)
    c.text(18, 29.5, f"{s.email} · Btw {s.vat}", 8, F)
    c.text(18, 42, "Factuur", 18, B, grey=0.15)
    c.c.setLineWidth(0.6)
    c.c.rect(122 * MM, c.height - 58 * MM, 70 * MM, 24 * MM)
    facts = (("Factuurnr.", inv.invoice_no), ("Datum", _issued(inv, "%d/%m/%Y")), ("Werkorder", inv.extra["job"]),
             ("Klant PO", inv.po_printed or ""), ("Technicus", inv.extra["tech"]))
    for k, (label, value) in enumerate(facts):
        c.text(125, 39 + k * 4.2, label, 8, B)
        c.text(189, 39 + k * 4.2, value, 8, F, "right")
    c.text(18, 68, "Klant", 8, B, grey=0.35)
    c.text(108, 68, "Servicelocatie", 8, B, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"Btw {BUYER_VAT}", f"Klantnr. {inv.customer_no}"]):
        c.text(18, 73 + k * 4.2, text, 8.8, F)
    for k, text in enumerate([f"{BUYER[0]} - koelcellen", BUYER[1], BUYER[2]]):
        c.text(108, 73 + k * 4.2, text, 8.8, F)
    y = 104
    cols = [(18, "left"), (46, "left"), (138, "right"), (147, "left"), (170, "right"), (192, "right")]
    c.rule(18, y - 4.2, 192, 0.8)
    for (x, al), head in zip(cols, ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Bedrag")):
        c.text(x, y, head, 8, B, al)
    c.rule(18, y + 1.8, 192, 0.8)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 84 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(46, y, more, 8.4, F)
        y += 5.6
    c.rule(18, y - 2.6, 192, 0.4)
    y += 3
    rows = totals(inv, "Subtotaal", "", "Btw {rate}%", "Totaal", always_sub=True)
    rows += [("Betaald", inv.gross_total * 0, False), ("Saldo", inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(168, y, label, 9, B if strong else F, "right")
        c.text(192, y, "€ " + inv.number(value), 9, B if strong else F, "right")
        y += 4.9
    y += 6
    texts = ([inv.statement] if inv.statement else []) + [
        f"Betaling binnen {inv.extra['terms']} op IBAN {inv.iban} (BIC {inv.bic}) met vermelding van "
        f"{inv.payment_ref}."]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
        y += 1.6
    c.text(18, 252, "Opmerkingen technicus", 8, B, grey=0.35)
    c.text(18, 257, "Koelcel 2: deurrubber vertoont slijtage, vervanging voorzien bij volgend onderhoud.", 8.2, F)
    c.text(105, 284, f"{s.name} · {s.register} · Btw {s.vat}", 6.8, F, "center", grey=0.4)
    return c.bytes()


WRITERS = {"joblogic": joblogic, "bigchange": bigchange, "powerednow": powerednow, "payaca": payaca,
           "servicetitan": servicetitan, "workiz": workiz, "fieldedge": fieldedge}
