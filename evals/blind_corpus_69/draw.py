"""Seven page writers for the sixty-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers come from evals/blind_corpus/drawing.py, imported.

- streamtime (Typst, DejaVu Sans): a Streamtime-style agency invoice, nl or de: the studio name top left, a big
  `Factuur` / `Rechnung`, a row of facts (number, date, due date, reference), the job line, a quiet table
  `Omschrijving` / `Aantal` / `Tarief` / `Bedrag` with the unit after the quantity, totals right.
- workflowmax (reportlab platypus, Liberation Sans): a WorkflowMax (Xero-template) job invoice, en or nl:
  `TAX INVOICE` / `FACTUUR` big top left, the customer under it, a narrow fact column (date, number, reference)
  and the company address right, the job number, `Description` / `Quantity` / `Unit Price` / `VAT` / `Amount EUR`,
  totals `Subtotal`, `Total VAT`, `TOTAL EUR`, `Due Date` and payment advice.
- avaza (fpdf2, DejaVu Sans): an Avaza-style invoice, fr or de: the company left, `FACTURE` / `RECHNUNG` right with
  a fact list (`N°`, dates, `Réf.`), `Facturer à`, columns `Article` / `Description` / `Qté` / `Prix` / `Remise` /
  `TVA` / `Montant`, totals with `Solde dû` / `Offener Betrag`.
- bigtime (reportlab canvas, Liberation Sans): a BigTime-style professional-services invoice, en or fr: the firm
  right, `INVOICE` / `FACTURE` left with number, date, terms, project; a `Professional Services` section by staff
  role (`Staff` / `Description` / `Hours` / `Rate` / `Amount`), `Expenses` or a discount, an invoice summary box.
- honeybook (Typst, Liberation Sans): a HoneyBook-style small-business invoice, en or fr: project name as title,
  `Billed to` / `From`, `Invoice #`, `Issued`, `Due`, items `Item` / `Qty` / `Price` / `Total`, totals, a payment
  schedule row and the balance.
- dubsado (fpdf2, Liberation Sans): a Dubsado-style invoice, de: a coloured band, `Rechnung` with `Rechnungsnr.`,
  `Ausgestellt am`, `Fällig am`, the project; items with their note under the name; `Zwischensumme`, the discount,
  `Steuer`, `Gesamt`, `Bezahlt`, `Offener Betrag`.
- andco (reportlab canvas, DejaVu Sans): an AND CO (Fiverr Workspace) freelancer invoice, nl: `Factuur #...`,
  `Van` / `Aan` blocks, `Uitgegeven op` / `Vervaldatum`, the project, `Omschrijving` / `Aantal` / `Tarief` /
  `Bedrag`, `Subtotaal`, `Btw`, `Totaal`, `Te betalen`."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from fpdf import FPDF  # noqa: F401  (the fpdf2 writers use drawing._fpdf)
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)

register_fonts(*LIBERATION_SANS)
CTRY = {**COUNTRY, "IE": {"en": "Ireland"}, "AT": {"de": "Österreich"}}


def dd(inv: Invoice, value) -> str:
    """A date as the invoice prints its dates (the style of its issue date)."""
    return inv.day(value, inv.extra.get("date_style", "%d/%m/%Y"))


def country(inv: Invoice) -> str:
    return CTRY[inv.supplier.country][inv.language]


# --- streamtime (Typst, DejaVu Sans) --------------------------------------------------------------------------------
def streamtime(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Datum", "Vervaldatum", "Uw referentie"),
          "to": "Aan", "cols": ("Omschrijving", "Aantal", "Tarief", "Bedrag"), "sub": "Subtotaal",
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal te betalen", "vatno": "Btw-id",
          "pay": "Gelieve binnen {terms} te betalen op IBAN {iban} (BIC {bic}) met vermelding van factuur {no}."}
         if nl else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Datum", "Fällig am", "Ihre Referenz"),
          "to": "An", "cols": ("Beschreibung", "Menge", "Satz", "Betrag"), "sub": "Zwischensumme",
          "net": "Summe netto", "vat": "USt. {rate}%", "gross": "Gesamtbetrag", "vatno": "UID",
          "pay": "Bitte überweisen Sie den Betrag binnen {terms} auf IBAN {iban} (BIC {bic}), Verwendungszweck "
                 "Rechnung {no}."})
    values = (inv.invoice_no, _issued(inv, "%d-%m-%Y"), dd(inv, inv.due), inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 26mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(120))\n{ts(s.name + "  ·  " + s.register + "  ·  " + w["vatno"] + " " + s.vat + "  ·  IBAN " + inv.iban)}])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(country(inv))}],\n'
        f'  align(right)[{ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}])\n'
        f'#v(14mm)\n#text(size: 26pt, weight: "bold")[{ts(w["title"])}]\n#v(4mm)\n'
        '#grid(columns: (1fr, 1fr, 1fr, 1fr), column-gutter: 4mm,\n'
        + "".join(f'  [#text(size: 7pt, fill: luma(120))[{ts(k.upper())}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                  for k, v in zip(w["facts"], values))
        + ')\n#v(6mm)\n'
        f'#text(size: 7pt, fill: luma(120))[{ts(w["to"].upper())}] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}\n'
        f'#v(6mm)\n#text(weight: "bold")[{ts(inv.extra["job"])}]\n#v(2mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                   f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n'
                   for line in inv.lines)
    src += ('#table(columns: (1fr, 24mm, 22mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } else '
            '{ 0.3pt + luma(210) }), inset: (x: 1mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(size: 7.4pt, fill: luma(90))[{ts(h.upper())}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(3mm)\n'
            '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1mm, y: 1.6mm),\n')
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    src += '))\n#v(10mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, no=inv.invoice_no)) + "\n"
    return _typst(src)


# --- workflowmax (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def workflowmax(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "TAX INVOICE", "facts": ("Invoice Date", "Invoice Number", "Reference", "VAT Number"),
          "job": "Job", "cols": ("Description", "Quantity", "Unit Price", "VAT", "Amount EUR"),
          "sub": "Subtotal", "vat": "TOTAL VAT {rate}%", "gross": "TOTAL EUR", "due": "Due Date",
          "pay": "Please pay by bank transfer within {terms} to {name}, IBAN {iban}, BIC {bic}.",
          "advice": "PAYMENT ADVICE", "cust": "Customer", "amt": "Amount Due", "vatno": "VAT No."}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurdatum", "Factuurnummer", "Referentie", "Btw-nummer"),
          "job": "Opdracht", "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Bedrag EUR"),
          "sub": "Subtotaal", "vat": "TOTAAL BTW {rate}%", "gross": "TOTAAL EUR", "due": "Vervaldatum",
          "pay": "Gelieve binnen {terms} te betalen aan {name}, IBAN {iban}, BIC {bic}.",
          "advice": "BETALINGSBERICHT", "cust": "Klant", "amt": "Te betalen", "vatno": "Btw-nr."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    normal, right = _style("wn", 8.6, "LS"), _style("wr", 8.6, "LS", align=2)
    bold, bold_r = _style("wb", 8.6, "LSB"), _style("wbr", 8.6, "LSB", align=2)
    small = _style("ws", 7.6, "LS", grey=0.35)
    title = Paragraph(w["title"], _style("wt", 20, "LS", lead=24))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                      _style("wa", 8.8, "LS", lead=11))
    facts = Paragraph("<br/>".join(f"<b>{escape(k)}</b><br/>{escape(v)}" for k, v in zip(
        w["facts"], (_issued(inv, "%d/%m/%Y"), inv.invoice_no, inv.po_printed or "", s.vat)) if v),
        _style("wf", 8.4, "LS", lead=10.6))
    company = Paragraph("<br/>".join(escape(t) for t in (s.name, s.street, place(inv), country(inv), s.phone,
                                                         s.email)), _style("wc", 8.4, "LS", lead=10.6))
    top = Table([[[title, Spacer(1, 3 * mm), buyer], facts, company]], colWidths=[78 * mm, 38 * mm, 62 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold if k == 0 else bold_r) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal),
                     Paragraph(escape(inv.qty(line) + (" " + line.unit if line.unit else "")), right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.rate() + "%", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[92 * mm, 22 * mm, 24 * mm, 14 * mm, 26 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.9, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.9, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    advice = Table([[Paragraph(f"<b>{w['advice']}</b>", bold), ""],
                    [Paragraph(escape(w["cust"]), small), Paragraph(escape(BUYER[0]), normal)],
                    [Paragraph(escape(w["facts"][1]), small), Paragraph(escape(inv.invoice_no), normal)],
                    [Paragraph(escape(w["amt"]), small), Paragraph(escape("EUR " + inv.number(inv.gross_total)),
                                                                   bold)],
                    [Paragraph(escape(w["due"]), small), Paragraph(escape(dd(inv, inv.due)), normal)]],
                   colWidths=[34 * mm, 60 * mm], hAlign="RIGHT")
    advice.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("LINEABOVE", (0, 0), (-1, 0), 0.5, colors.Color(0.4, 0.4, 0.4), None, (2, 2)),
                                ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 8 * mm), Paragraph(f"<b>{escape(w['job'])}:</b> {escape(inv.extra['job'])}", normal),
             Spacer(1, 3 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm),
             Paragraph(f"<b>{escape(w['due'])}: {escape(dd(inv, inv.due))}</b>", normal), Spacer(1, 2 * mm)]
    for text in (inv.statement, w["pay"].format(terms=inv.extra["terms"], name=s.name, iban=inv.iban, bic=inv.bic)
                 + (f" {'Gestructureerde mededeling' if not en else 'Reference'}: {inv.payment_ref}"
                    if inv.payment_ref else "")):
        if text:
            story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    story += [Spacer(1, 12 * mm), advice]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- avaza (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def avaza(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("Facture n°", "Date d'émission", "Date d'échéance", "Réf. client",
                                        "Projet"),
          "bill": "Facturer à", "cols": ("Article", "Description", "Qté", "Prix", "Remise", "TVA", "Montant"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC", "paid": "Payé",
          "due": "Solde dû", "vatno": "TVA", "notes": "Notes",
          "pay": "Paiement par virement sur {iban} (BIC {bic}){ref}."}
         if fr else
         {"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fälligkeitsdatum", "Bestell-Nr.",
                                         "Projekt"),
          "bill": "Rechnung an", "cols": ("Artikel", "Beschreibung", "Menge", "Preis", "Rabatt", "MwSt.", "Betrag"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate}%", "gross": "Gesamtsumme",
          "paid": "Bezahlt", "due": "Offener Betrag", "vatno": "USt-IdNr.", "notes": "Hinweise",
          "pay": "Zahlung per Überweisung auf {iban} (BIC {bic}){ref}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {country(inv)}", s.phone, s.email, f"{w['vatno']} {s.vat}"]):
        f(16, 26 + k * 3.9, text, 8)
    pdf.set_text_color(38, 110, 170)
    f(194, 22, w["title"], 20, "B", "right")
    pdf.set_text_color(0, 0, 0)
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), dd(inv, inv.due), inv.po_printed or "", inv.extra["project"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(150, 30 + k * 4.6, label, 7.8, "", "right")
        f(194, 30 + k * 4.6, value, 8.2, "B" if k == 0 else "", "right")
    f(16, 62, w["bill"], 7.6, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(16, 67 + k * 4.2, text, 8.8)
    y = 100
    discounts = any(line.discount for line in inv.lines)
    cols = [(17, "l", 0), (42, "l", 1), (124, "r", 2), (145, "r", 3), (160, "r", 4), (172, "r", 5), (193, "r", 6)]
    if not discounts:
        cols = [c for c in cols if c[2] != 4]
    pdf.set_fill_color(38, 110, 170)
    pdf.rect(16, y - 4.4, 178, 6.4, style="F")
    pdf.set_text_color(255, 255, 255)
    for x, al, k in cols:
        f(x, y, w["cols"][k], 7.8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 66)
        vals = [line.article or "", desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price),
                inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", inv.number(line.amount)]
        for x, al, k in cols:
            if vals[k]:
                f(x, y, vals[k], 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(42, y, more, 8.2)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(16, y + 2.3, 194, y + 2.3)
        y += 6.4
    y += 4
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        if label == w["due"]:
            pdf.set_fill_color(232, 240, 248)
            pdf.rect(126, y - 4.4, 68, 6.4, style="F")
        f(160, y, label, 8.8, "B" if strong else "", "right")
        f(193, y, "€ " + inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5.6
    y += 8
    f(16, y, w["notes"], 8.4, "B")
    y += 5
    pdf.set_font("DejaVu", "", 8)
    ref = (f", communication {inv.payment_ref}" if fr else f", Verwendungszweck {inv.invoice_no}") \
        if (inv.payment_ref or not fr) else ""
    for text in ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic, ref=ref)]:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8)
            y += 4
        y += 1.4
    f(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- bigtime (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def bigtime(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Invoice Date", "Terms", "Due Date", "Client Ref.", "Project"),
          "bill": "Bill To", "section": "Professional Services",
          "cols": ("Staff", "Description", "Hours", "Rate", "Amount"),
          "sum": "Invoice Summary", "sub": "Services", "net": "Total before VAT", "vat": "VAT {rate}%",
          "gross": "Invoice Total (EUR)", "vatno": "VAT",
          "pay": "Remit to IBAN {iban} · BIC {bic}{ref}. Questions about this invoice: {email}"}
         if en else
         {"title": "FACTURE", "facts": ("Facture n°", "Date", "Conditions", "Échéance", "Commande n°", "Projet"),
          "bill": "Facturé à", "section": "Prestations", "cols": ("Intervenant", "Description", "Heures", "Taux",
                                                                  "Montant"),
          "sum": "Récapitulatif", "sub": "Prestations", "net": "Total HT", "vat": "TVA {rate} %",
          "gross": "Total TTC (EUR)", "vatno": "N° TVA",
          "pay": "Règlement par virement : IBAN {iban} · BIC {bic}{ref}. Contact : {email}"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(194, 18, s.name, 12, B, "right")
    for k, text in enumerate([s.street, f"{place(inv)} · {country(inv)}", f"{s.phone} · {s.email}",
                              f"{w['vatno']} {s.vat}"]):
        c.text(194, 23.5 + k * 3.9, text, 8, F, "right", grey=0.25)
    c.text(16, 22, w["title"], 22, B, grey=0.2)
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), inv.extra["terms"], dd(inv, inv.due), inv.po_printed or "",
              inv.extra["project"])
    for k, (label, value) in enumerate((k, v) for k, v in zip(w["facts"], values) if v):
        c.text(16, 32 + k * 4.4, label, 8, F, grey=0.4)
        c.text(44, 32 + k * 4.4, value, 8.4, B if k == 0 else F)
    c.text(120, 50, w["bill"], 7.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 55 + k * 4.3, text, 9, F)
    y = 92
    c.fill(16, y - 5, 178, 7, 0.2)
    c.c.setFillGray(1)
    c.c.setFont(B, 9)
    c.c.drawString(18 * MM, c.height - (y - 0.4) * MM, w["section"])
    c.c.setFillGray(0)
    y += 7
    cols = [(16, "left"), (52, "left"), (146, "right"), (168, "right"), (194, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, al, grey=0.3)
    c.rule(16, y + 1.6, 194, 0.5)
    y += 6
    staff = inv.extra["staff"].split("|")
    for line, who in zip(inv.lines, staff):
        desc = rl_wrap(line.description, F, 8.4, 88 * MM)
        for (x, al), value in zip(cols, (who, desc[0], inv.qty(line) if line.unit in ("h", "hrs") else
                                         inv.qty(line) + " " + line.unit, inv.number(line.price),
                                         inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(52, y, more, 8.4, F)
        c.rule(16, y + 2, 194, 0.25, grey=0.75)
        y += 6
    hours = sum(line.quantity for line in inv.lines if line.unit in ("h", "hrs"))
    c.text(146, y, inv.number(hours), 8.4, B, "right")
    c.text(52, y, "Total hours" if en else "Total heures", 8.4, B)
    y += 12
    c.text(120, y, w["sum"], 9.4, B)
    c.rule(120, y + 1.8, 194, 0.6)
    y += 7
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(120, y - 4.6, 74, 6.6, 0.9)
        c.text(122, y, label, 8.8, B if strong else F)
        c.text(192, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 5.6
    y += 10
    ref = (f" · {'Structured reference' if en else 'Référence'} {inv.payment_ref}" if inv.payment_ref
           else f" · {'Reference' if en else 'Référence'} {inv.invoice_no}")
    for text in ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic, ref=ref,
                                                                               email=s.email)]:
        for row in rl_wrap(text, F, 8.2, 178 * MM):
            c.text(16, y, row, 8.2, F)
            y += 4
        y += 1.8
    c.text(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, "center", grey=0.45)
    c.text(194, 285, "1 / 1", 6.8, F, "right", grey=0.45)
    return c.bytes()


# --- honeybook (Typst, Liberation Sans) -----------------------------------------------------------------------------
def honeybook(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "bill": "BILLED TO", "from": "FROM", "facts": ("Invoice #", "Issued", "Due", "PO"),
          "cols": ("Item", "Qty", "Price", "Total"), "sub": "Subtotal", "net": "", "vat": "VAT ({rate}%)",
          "gross": "Total", "sched": "PAYMENT SCHEDULE", "pay1": "Payment 1 of 1", "paid": "Paid to date",
          "bal": "Balance due", "vatno": "VAT",
          "bank": "Bank transfer: {name}, IBAN {iban}, BIC {bic}{ref}."}
         if en else
         {"title": "FACTURE", "bill": "FACTURÉ À", "from": "DE", "facts": ("Facture n°", "Émise le", "Échéance",
                                                                           "Votre réf."),
          "cols": ("Article", "Qté", "Prix", "Total"), "sub": "Sous-total", "net": "Total HTVA",
          "vat": "TVA ({rate} %)", "gross": "Total TVAC", "sched": "ÉCHÉANCIER", "pay1": "Paiement 1 sur 1",
          "paid": "Déjà payé", "bal": "Solde à payer", "vatno": "TVA",
          "bank": "Virement : {name}, IBAN {iban}, BIC {bic}{ref}."})
    euro = (lambda v: "€" + inv.number(v)) if en else (lambda v: inv.number(v) + " €")
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), dd(inv, inv.due), inv.po_printed or "")
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(140))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#text(size: 8pt, fill: rgb("#7a6a5a"), tracking: 1pt)[{ts(w["title"])}] \\\n'
        f'#text(size: 20pt)[{ts(inv.extra["project"])}]\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr, 1.25fr), column-gutter: 6mm,\n'
        f'  [#text(size: 7pt, fill: luma(120))[{ts(w["bill"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#text(size: 7pt, fill: luma(120))[{ts(w["from"])}] \\ #text(weight: "bold")[{ts(s.name)}] \\ '
        f'{ts(s.street)} \\ {ts(place(inv))} \\ {ts(country(inv))} \\ {ts(s.email)}],\n'
        '  grid(columns: (auto, 1fr), column-gutter: 3mm, row-gutter: 1.8mm,\n'
        + "".join(f'    text(fill: luma(120))[{ts(k)}], align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(10mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + (" " + line.unit if line.unit else ""))}], '
                   f'align(right)[{ts(euro(line.price))}], align(right)[{ts(euro(line.amount))}],\n'
                   for line in inv.lines)
    src += ('#table(columns: (1fr, 22mm, 26mm, 28mm), stroke: (x, y) => (bottom: 0.4pt + luma(215)), '
            'inset: (x: 1mm, y: 3mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(size: 7.4pt, fill: luma(120))[{ts(h.upper())}]),\n'
                      for k, h in enumerate(w["cols"]))
            + rows + ')\n#v(3mm)\n'
            '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1mm, y: 1.8mm),\n')
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=not w["net"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(euro(value))}]),\n'
    src += (f'  text(fill: luma(120))[{ts(w["paid"])}], align(right, text(fill: luma(120))[{ts(euro(inv.gross_total * 0))}]),\n'
            f'  text(weight: "bold", size: 11pt)[{ts(w["bal"])}], align(right, text(weight: "bold", size: 11pt)'
            f'[{ts(euro(inv.gross_total))}]),\n))\n#v(6mm)\n'
            f'#text(size: 7pt, fill: luma(120))[{ts(w["sched"])}]\n#v(1mm)\n'
            '#table(columns: (1fr, 40mm, 30mm), stroke: (top: 0.4pt + luma(215), bottom: 0.4pt + luma(215)), '
            'inset: (x: 1mm, y: 2.4mm),\n'
            f'  [{ts(w["pay1"])}], [{ts(dd(inv, inv.due))}], align(right)[{ts(euro(inv.gross_total))}],\n)\n'
            '#v(6mm)\n')
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    ref = "" if inv.payment_ref else f", {'reference' if en else 'référence'} {inv.invoice_no}"
    src += ts(w["bank"].format(name=s.name, iban=inv.iban, bic=inv.bic, ref=ref)) + "\n"
    if inv.payment_ref:
        src += f'\\ {ts(("Reference: " if en else "Communication structurée : ") + inv.payment_ref)}\n'

    return _typst(src)


# --- dubsado (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def dubsado(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    pdf.set_fill_color(72, 96, 92)
    pdf.rect(0, 0, 210, 34, style="F")
    pdf.set_text_color(255, 255, 255)
    f(18, 16, s.name, 15, "B")
    f(18, 23, f"{s.street} · {place(inv)} · {country(inv)}", 8.4)
    f(18, 28, f"{s.phone} · {s.email}", 8.4)
    f(192, 20, "Rechnung", 20, "", "right")
    pdf.set_text_color(0, 0, 0)
    facts = (("Rechnungsnr.", inv.invoice_no), ("Ausgestellt am", _issued(inv, "%d.%m.%Y")),
             ("Fällig am", dd(inv, inv.due)), ("Projekt", inv.extra["project"]),
             ("Ihre Bestellnummer", inv.po_printed or ""))
    for k, (label, value) in enumerate((a, b) for a, b in facts if b):
        f(122, 48 + k * 5, label, 8.2, "", "left")
        f(192, 48 + k * 5, value, 8.6, "B" if k == 0 else "", "right")
    f(18, 46, "RECHNUNG AN", 7.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["de"], f"USt-IdNr. {BUYER_VAT}"]):
        f(18, 52 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    y = 88
    cols = [(18, "left", "Leistung"), (142, "right", "Menge"), (166, "right", "Preis"), (192, "right", "Summe")]
    for x, al, head in cols:
        f(x, y, head, 8, "B", al)
    pdf.set_draw_color(72, 96, 92)
    pdf.set_line_width(0.5)
    pdf.line(18, y + 2, 192, y + 2)
    pdf.set_line_width(0.2)
    y += 8
    for line in inv.lines:
        f(18, y, line.description, 9.2, "B")
        for (x, al, _), value in zip(cols[1:], (inv.qty(line) + (" " + line.unit if line.unit else ""),
                                                inv.number(line.price) + " €", inv.number(line.amount) + " €")):
            f(x, y, value, 9, "", al)
        for note in line.detail:
            y += 4.4
            f(18, y, note, 8, "I")
        pdf.set_draw_color(210, 210, 210)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 8
    y += 2
    rows = totals(inv, "Zwischensumme", "Nettobetrag", "Steuer ({rate} %)", "Gesamt", always_sub=True)
    rows += [("Bezahlt", inv.gross_total * 0, False), ("Offener Betrag", inv.gross_total, True)]
    for label, value, strong in rows:
        if label == "Offener Betrag":
            pdf.set_fill_color(230, 236, 234)
            pdf.rect(120, y - 4.6, 72, 6.8, style="F")
        f(164, y, label, 9, "B" if strong else "", "right")
        f(190, y, inv.number(value) + " €", 9, "B" if strong else "", "right")
        y += 6
    y += 8
    pdf.set_font("Lib", "", 8.4)
    for text in [inv.statement, f"Bitte überweisen Sie den offenen Betrag bis {dd(inv, inv.due)} auf IBAN "
                                f"{inv.iban} (BIC {inv.bic}), Verwendungszweck {inv.invoice_no}."]:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.4)
            y += 4.2
        y += 1.6
    f(105, 284, f"{s.name} · {s.register} · USt-IdNr. {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- andco (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def andco(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(20, 26, "Factuur", 24, B)
    c.text(20, 34, f"#{inv.invoice_no}", 11, F, grey=0.4)
    facts = (("Uitgegeven op", _issued(inv, "%d-%m-%Y")), ("Vervaldatum", dd(inv, inv.due)),
             ("Project", inv.extra["project"]))
    for k, (label, value) in enumerate(facts):
        c.text(130, 22 + k * 5.4, label, 7.6, F, grey=0.45)
        c.text(190, 22 + k * 5.4, value, 8.4, F, "right")
    c.text(20, 52, "VAN", 7.2, B, grey=0.45)
    c.text(110, 52, "AAN", 7.2, B, grey=0.45)
    for k, (left, right) in enumerate(zip(
            [s.name, s.street, place(inv), country(inv), f"Btw {s.vat}", s.email],
            [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"], f"Btw {BUYER_VAT}", ""])):
        c.text(20, 57.5 + k * 4.5, left, 9, B if k == 0 else F)
        c.text(110, 57.5 + k * 4.5, right, 9, B if k == 0 else F)
    y = 96
    cols = [(20, "left", "Omschrijving"), (138, "right", "Aantal"), (162, "right", "Tarief"),
            (190, "right", "Bedrag")]
    for x, al, head in cols:
        c.text(x, y, head.upper(), 7.2, B, al, grey=0.45)
    c.rule(20, y + 2, 190, 0.4, grey=0.6)
    y += 8
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 96 * MM)
        for (x, al, _), value in zip(cols, (desc[0], inv.qty(line) + (" " + line.unit if line.unit else ""),
                                            "€ " + inv.number(line.price), "€ " + inv.number(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4.2
            c.text(20, y, more, 8.8, F)
        c.rule(20, y + 2.6, 190, 0.25, grey=0.8)
        y += 8
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Subtotaal", "Btw {rate}%", "Totaal"):
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(190, y, "€ " + inv.number(value), 9, B if strong else F, "right")
        y += 5.6
    c.fill(118, y - 1.6, 72, 9, 0.93)
    c.text(122, y + 4.6, "Te betalen", 10, B)
    c.text(188, y + 4.6, "€ " + inv.number(inv.gross_total), 10, B, "right")
    y += 20
    c.text(20, y, "Betaalgegevens", 8.6, B)
    y += 5
    for text in (f"Rekeninghouder: {s.name}", f"IBAN: {inv.iban} · BIC: {inv.bic}",
                 f"Mededeling: {inv.payment_ref}", "Bedankt voor de fijne samenwerking!"):
        c.text(20, y, text, 8.6, F)
        y += 4.6
    c.text(105, 285, f"{s.name} · {s.register} · {s.phone}", 6.8, F, "center", grey=0.5)
    return c.bytes()


WRITERS = {"streamtime": streamtime, "workflowmax": workflowmax, "avaza": avaza, "bigtime": bigtime,
           "honeybook": honeybook, "dubsado": dubsado, "andco": andco}
