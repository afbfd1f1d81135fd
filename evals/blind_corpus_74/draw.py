"""Seven page writers for the seventy-fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The drawing helpers are evals/blind_corpus/drawing.py's, imported.

- inflow (Typst, Liberation Sans): inFlow Inventory's invoice, en or nl: the company top left, `INVOICE` /
  `FACTUUR` right over a fact list (`Invoice #`, `Date`, `Due Date`, `Customer PO`, `Sales Rep`), `Bill To` /
  `Ship To`, columns `Item` / `Description` / `Quantity` / `Unit Price` / `Discount` / `Sub-Total`, totals
  `Subtotal`, `Freight`, `VAT`, `Total`, `Paid`, `Balance Due` (no line labelled net).
- silog (reportlab platypus, DejaVu Sans Condensed): a Silog ERP invoice, fr: `FACTURE N° … du 8 octobre 2027`,
  a boxed reference grid (`Code client`, `Votre commande`, `Notre AR`, `N° BL`, `Règlement`, `Échéance`), columns
  `Réf. article` / `Désignation` / `Qté fact.` / `U` / `P.U. HT` / `Montant HT`, a VAT base table and totals.
- jefacture (reportlab canvas, DejaVu Sans): a Jefacture.com online invoice, fr: seller left, client right,
  `Facture n° …`, dates and `Référence`, columns `Description` / `Qté` / `Unité` / `Prix unit. HT` / `Remise` /
  `TVA` / `Total HT`, totals `Total HT`, `TVA`, `Total TTC`, `Reste à payer`.
- oxygen (fpdf2, DejaVu Sans): a MemSoft Oxygen small-business invoice, fr: a shaded `FACTURE` box with
  `Numéro` / `Date` / `Code client` / `Page`, the client in the window, `Votre référence`, columns `Référence` /
  `Désignation` / `Quantité` / `P.U. HT` / `Montant HT` / `TVA` (code), a VAT base table, `Net à payer`.
- fourps (fpdf2, Liberation Sans): a 4PS Construct (Business Central) invoice, nl or en: a fact block with the
  project, columns `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Bedrag`, no article numbers.
- dreamrobot (Typst, DejaVu Sans): a DreamRobot e-commerce invoice, de or en: shop order number, payment and
  shipping method, the article number under the article name, `Versandkosten` before `Nettobetrag`.
- enventa (reportlab canvas, Liberation Sans): an eNVenta ERP wholesale invoice, de or nl: a reference block
  (`Rechnung Nr.`, `Kunden-Nr.`, `Ihre Bestellung`, `Auftrag`, `Lieferschein`, `Sachbearbeiter`), columns `Pos` /
  `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Preis` / `PE` / `Betrag`, totals `Warenwert`, `Rabatt`,
  `Frachtkosten`, `Nettowert`, `MwSt`, `Rechnungsbetrag`."""

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
COUNTRY_AT = {"en": "Austria", "de": "Österreich"}


def _country(inv) -> str:
    return COUNTRY_AT[inv.language] if inv.supplier.country == "AT" else COUNTRY[inv.supplier.country][inv.language]


# --- inflow (Typst, Liberation Sans) --------------------------------------------------------------------------------
def inflow(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Date", "Due Date", "Order #", "Customer PO", "Terms",
                                        "Sales Rep"),
          "bill": "Bill To", "ship": "Ship To", "cols": ("Item", "Description", "Quantity", "Unit Price", "Discount",
                                                           "Sub-Total"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "gross": "Total", "paid": "Paid", "due": "Balance Due",
          "vatno": "VAT", "pay": "Please pay to {iban} (BIC {bic}), quoting invoice {no}.", "thanks": "Thank you for your business!"}
         if en else
         {"title": "FACTUUR", "facts": ("Factuur #", "Datum", "Vervaldatum", "Order #", "Uw PO", "Voorwaarden",
                                        "Verkoper"),
          "bill": "Factuuradres", "ship": "Leveradres", "cols": ("Artikel", "Omschrijving", "Aantal", "Eenheidsprijs",
                                                                 "Korting", "Subtotaal"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal", "paid": "Betaald", "due": "Openstaand saldo",
          "vatno": "Btw", "pay": "Gelieve te betalen op {iban} (BIC {bic}) met vermelding van {ref}.",
          "thanks": "Bedankt voor uw bestelling!"})
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.extra["order"], inv.po_printed or "",
              inv.extra["terms"], inv.extra["rep"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 20mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · IBAN " + inv.iban)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 24pt, weight: "bold", fill: rgb("#1f5f8b"))[{ts(w["title"])}] #v(1mm)\n'
        '  #table(columns: (auto, auto), stroke: none, inset: (x: 1.5mm, y: 1.1mm), align: (right, left),\n'
        + "".join(f'    text(weight: "bold")[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  block(width: 100%, inset: 2mm, stroke: 0.5pt + luma(170))[#text(weight: "bold")[{ts(w["bill"])}] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  block(width: 100%, inset: 2mm, stroke: 0.5pt + luma(170))[#text(weight: "bold")[{ts(w["ship"])}] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}])\n#v(6mm)\n')
    keep = [k for k in range(6) if k != 4 or discounts]
    widths = {0: "28mm", 1: "1fr", 2: "18mm", 3: "22mm", 4: "16mm", 5: "24mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 3: f'align(right)[{ts(inv.number(line.price))}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: 0.4pt + '
            'luma(200)), fill: (x, y) => if y == 0 { rgb("#1f5f8b") }, inset: (x: 1.6mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold", fill: white)[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.5mm),\n'
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10.5pt' if label == w["due"] else ('weight: "bold"' if strong else "")
        src += (f'  align(right, text({weight})[{ts(label)}]), align(right, text({weight})'
                f'[{ts("€" + inv.number(value))}]),\n')
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no, ref=inv.payment_ref)) + "\n#v(3mm)\n"
    src += f'#text(style: "italic")[{ts(w["thanks"])}]\n'
    return _typst(src)


# --- silog (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def silog(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("sll", 6.8, "DVC", grey=0.3)
    normal, right = _style("sln", 8.2, "DVC"), _style("slr", 8.2, "DVC", align=2)
    bold, bold_r = _style("slb", 8.2, "DVCB"), _style("slbr", 8.2, "DVCB", align=2)
    eur = lambda v: inv.number(v)  # noqa: E731
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))} - FRANCE<br/>"
                        f"Tél. {escape(s.phone)}<br/>{escape(s.email)}<br/>TVA intracom. {escape(s.vat)}",
                        _style("slc", 8.2, "DVC", lead=10.4))
    client = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE")),
                       _style("slcl", 9.4, "DVC", lead=12))
    top = Table([[company, Paragraph("Adresse de facturation", lab)], ["", client]],
                colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("SPAN", (0, 0), (0, 1)),
                             ("BOX", (1, 0), (1, 1), 0.5, colors.Color(0.4, 0.4, 0.4)),
                             ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    title = Paragraph(f"<b>FACTURE N° {escape(inv.invoice_no)}</b> du {escape(_issued(inv, '%d/%m/%Y'))}",
                      _style("slt", 13, "DVC", lead=17))
    heads = ("Code client", "Votre commande", "Notre AR", "N° BL", "Règlement", "Échéance")
    vals = (inv.customer_no, inv.po_printed or "", inv.extra["order"], inv.extra["ship"], inv.extra["terms"],
            inv.due.strftime("%d/%m/%Y"))
    grid = Table([[Paragraph(escape(h), lab) for h in heads], [Paragraph(escape(v), normal) for v in vals]],
                 colWidths=[24 * mm, 30 * mm, 26 * mm, 28 * mm, 42 * mm, 28 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    rows = [[Paragraph(h, bold_r if k in (2, 4, 5) else bold) for k, h in
             enumerate(("Réf. article", "Désignation", "Qté fact.", "U", "P.U. HT", "Montant HT"))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[26 * mm, 80 * mm, 17 * mm, 9 * mm, 20 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    base = Table([[Paragraph(h, lab) for h in ("Code TVA", "Base HT", "Taux", "Montant TVA")],
                  [Paragraph("E1", normal), Paragraph(eur(inv.net_total), right),
                   Paragraph(inv.rate() + " %", right), Paragraph(eur(inv.vat_amount), right)]],
                 colWidths=[16 * mm, 24 * mm, 14 * mm, 22 * mm])
    base.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5))]))
    trows = [[Paragraph(escape(label), bold_r if strong else right), Paragraph(eur(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Total brut HT", "Total net HT", "TVA {rate} %", "Total TTC",
                                               always_sub=True)]
    trows.append([Paragraph("<b>Net à payer EUR</b>", bold_r), Paragraph(f"<b>{eur(inv.gross_total)}</b>", bold_r)])
    tot = Table(trows, colWidths=[36 * mm, 26 * mm])
    tot.setStyle(TableStyle([("BOX", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    foot = Table([[base, tot]], colWidths=[100 * mm, 78 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    story = [top, Spacer(1, 6 * mm), title, Spacer(1, 3 * mm), grid, Spacer(1, 5 * mm), table, Spacer(1, 5 * mm),
             foot, Spacer(1, 7 * mm)]
    for text in (inv.statement, f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}.",
                 "Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de "
                 "recouvrement : 40 €. Pas d'escompte pour paiement anticipé."):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} - SAS au capital de 250 000 € - {s.register} - "
                                                    f"TVA {s.vat}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- jefacture (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def jefacture(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], s.phone, s.email,
                              f"N° TVA : {s.vat}"]):
        c.text(18, 26 + k * 4, text, 8.2, F)
    c.text(120, 44, "Facturé à", 7.4, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        c.text(120, 49.5 + k * 4.4, text, 9, B if k == 0 else F)
    c.fill(18, 76, 174, 9, 0.93)
    c.text(21, 82, f"Facture n° {inv.invoice_no}", 12, B)
    dfmt = "%d/%m/%Y"
    facts = [("Date de facturation", _issued(inv, dfmt)), ("Date d'échéance", inv.day(inv.due, dfmt)),
             ("Code client", inv.customer_no)] + ([("Référence", inv.po_printed)] if inv.po_printed else [])
    for k, (label, value) in enumerate(facts):
        c.text(18, 93 + k * 4.6, f"{label} :", 8.6, F, grey=0.35)
        c.text(56, 93 + k * 4.6, value, 8.6, F)
    y = 120
    cols = [(19.5, "left"), (117, "right"), (119, "left"), (148, "right"), (161, "right"), (173, "right"),
            (190.5, "right")]
    c.rule(18, y - 4.6, 192, 0.8, grey=0.2)
    discounts = any(line.discount for line in inv.lines)
    for (x, al), head in zip(cols, ("Description", "Qté", "Unité", "Prix unit. HT", "Remise" if discounts else "",
                                    "TVA", "Total HT")):
        c.text(x, y, head, 7.8, B, al)
    c.rule(18, y + 2, 192, 0.4, grey=0.5)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 90 * MM)
        values = (desc[0], inv.qty(line), line.unit, eur(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.rate() + " %", eur(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(19.5, y, more, 8.4, F)
        c.rule(18, y + 2.4, 192, 0.2, grey=0.8)
        y += 6.8
    y += 5
    rows = totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC")
    rows.append(("Reste à payer", inv.gross_total, True))
    for label, value, strong in rows:
        if label == "Reste à payer":
            c.fill(128, y - 4.2, 64, 6.6, 0.93)
        c.text(163, y, label, 9, B if strong else F, "right")
        c.text(190.5, y, eur(value), 9, B if strong else F, "right")
        y += 5.4
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        f"Conditions de paiement : {inv.extra['terms']}. Paiement par virement bancaire sur le compte IBAN "
        f"{inv.iban} - BIC {inv.bic}."]
    if inv.payment_ref:
        texts.append(f"Communication structurée : {inv.payment_ref}")
    if s.country == "FR":
        texts.append("En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera "
                     "exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €.")
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 2
    c.text(105, 284, f"{s.name} · {s.register} · TVA {s.vat}", 6.6, F, "center", grey=0.45)
    c.text(105, 287.4, "Facture éditée avec un logiciel de facturation en ligne", 6, F, "center", grey=0.6)
    return c.bytes()


# --- oxygen (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def oxygen(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, place(inv), f"Tél. : {s.phone}", f"E-mail : {s.email}"]):
        f(15, 24 + k * 3.9, text, 8)
    pdf.set_fill_color(225, 225, 225)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(15, 46, 80, 8, style="DF")
    f(55, 51.8, "FACTURE", 13, "B", "center")
    heads = ("Numéro", "Date", "Code client", "Page")
    vals = (inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.customer_no, "1")
    xs = (15, 37, 57, 80, 95)
    pdf.rect(15, 54, 80, 11)
    for k, (label, value) in enumerate(zip(heads, vals)):
        if k:
            pdf.line(xs[k], 54, xs[k], 65)
        f((xs[k] + xs[k + 1]) / 2, 57.6, label, 6.8, "", "center")
        f((xs[k] + xs[k + 1]) / 2, 62.6, value, 8.2, "B", "center")
    pdf.rect(110, 36, 85, 30)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIQUE"]):
        f(114, 43 + k * 4.8, text, 9.4, "B" if k == 0 else "")
    f(15, 73, f"Votre référence : {inv.po_printed}", 8.6)
    f(15, 77.4, f"N° TVA client : {BUYER_VAT}", 8.6)
    f(110, 73, f"Suivi par : {inv.extra['rep']}", 8.6)
    y = 86
    pdf.set_fill_color(235, 235, 235)
    pdf.rect(15, y - 4.6, 180, 6.6, style="DF")
    cols = [(16.5, "l"), (42, "l"), (135, "r"), (157, "r"), (181, "r"), (193.5, "r")]
    for (x, al), head in zip(cols, ("Référence", "Désignation", "Quantité", "P.U. HT", "Montant HT", "TVA")):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    top = y - 4.6
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 74)
        values = [line.article or "", desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price),
                  inv.number(line.amount), "3"]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(42, y, more, 8.2)
        y += 5.6
    bottom = max(y, 190)
    pdf.rect(15, top, 180, bottom - top)
    for x in (40.5, 118, 141, 160, 184):
        pdf.line(x, top - 6.6, x, bottom)
    y = bottom + 8
    for k, head in enumerate(("Code", "Base HT", "Taux TVA", "Montant TVA")):
        f(17 + k * 22, y, head, 7.4, "B")
    for k, value in enumerate(("3", inv.number(inv.net_total), inv.rate() + " %", inv.number(inv.vat_amount))):
        f(17 + k * 22, y + 5, value, 8.2)
    pdf.rect(15, y - 4.2, 90, 11)
    rows = [("Total HT", inv.net_total), ("Total TVA", inv.vat_amount), ("Total TTC", inv.gross_total)]
    yy = y
    for label, value in rows:
        f(160, yy, label, 8.8, "", "right")
        f(193, yy, inv.number(value) + " €", 8.8, "", "right")
        yy += 5
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(128, yy - 4.4, 67, 7, style="DF")
    f(160, yy, "NET À PAYER", 9.4, "B", "right")
    f(193, yy, inv.number(inv.gross_total) + " €", 9.4, "B", "right")
    f(17, y + 14, f"Échéance : {inv.due.strftime('%d/%m/%Y')} - {inv.extra['terms']}", 8.2)
    y = yy + 12
    pdf.set_font("DejaVu", "", 8)
    for text in (inv.statement, f"Coordonnées bancaires : IBAN {inv.iban} - BIC {inv.bic}"):
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8)
            y += 3.9
        y += 1.5
    f(105, 282, f"{s.name} - {s.register} - N° TVA {s.vat}", 6.8, "", "center")
    f(105, 285.5, f"{s.street}, {place(inv)} - Luxembourg", 6.8, "", "center")
    return bytes(pdf.output())


# --- fourps (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def fourps(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Project",
                                        "Uw ordernummer"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}% verlegd", "gross": "Totaal incl. btw", "vatno": "Btw-nummer",
          "pay": "Gelieve het totaalbedrag vóór {due} over te maken op {iban} (BIC {bic}) met vermelding van {ref}.",
          "cust": "Btw-nummer klant", "page": "Pagina 1 van 1", "terms": "Betalingsvoorwaarde"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice No.", "Invoice Date", "Due Date", "Customer No.", "Project",
                                        "Your Order No."),
          "cols": ("Description", "Quantity", "Unit", "Unit Price", "Amount"), "net": "Total excl. VAT",
          "vat": "VAT {rate}% reverse charge", "gross": "Total incl. VAT", "vatno": "VAT no.",
          "pay": "Please pay the total amount before {due} to {iban} (BIC {bic}), quoting {ref}.",
          "cust": "Customer VAT no.", "page": "Page 1 of 1", "terms": "Payment terms"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 20, s.name, 13, "B")
    f(20, 25, f"{s.street}  |  {place(inv)}  |  {_country(inv)}", 7.8)
    f(20, 28.6, f"T {s.phone}  |  {s.email}", 7.8)
    pdf.set_draw_color(200, 120, 20)
    pdf.set_line_width(0.8)
    pdf.line(20, 32, 190, 32)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(20, 50 + k * 4.7, text, 9.6)
    f(20, 72, f"{w['cust']}: {BUYER_VAT}", 8)
    f(20, 88, w["title"], 18, "B")
    dfmt = "%d-%m-%Y"
    vals = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.extra["project"],
            inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], vals)):
        f(112, 48 + k * 4.6, label, 8.2)
        f(143, 48 + k * 4.6, value, 8.2, "B" if k == 0 else "")
    y = 102
    pdf.set_line_width(0.3)
    pdf.set_draw_color(0, 0, 0)
    cols = [(20, "l"), (130, "r"), (133, "l"), (162, "r"), (190, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    pdf.line(20, y + 1.8, 190, y + 1.8)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 90)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(20, y, more, 8.6)
        y += 6
    pdf.line(20, y - 2.4, 190, y - 2.4)
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(190, y, "EUR " + inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.line(130, y - 4.4, 190, y - 4.4)
        y += 5.2
    y += 8
    pdf.set_font("Lib", "", 8.4)
    for text in (inv.statement, f"{w['terms']}: {inv.extra['terms']}",
                 w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic,
                                 ref=inv.payment_ref or inv.invoice_no)):
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4.1
        y += 1.6
    pdf.set_draw_color(200, 120, 20)
    pdf.line(20, 276, 190, 276)
    f(20, 280.5, f"{s.name}  |  {s.register}  |  {w['vatno']} {s.vat}  |  IBAN {inv.iban}", 6.8)
    f(190, 280.5, w["page"], 6.8, "", "right")
    return bytes(pdf.output())


# --- dreamrobot (Typst, DejaVu Sans) --------------------------------------------------------------------------------
def dreamrobot(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Bestellnummer",
                                         "Ihre Bestellnummer", "Zahlungsart", "Versandart"),
          "cols": ("Pos.", "Artikel", "Menge", "Einzelpreis", "Rabatt", "Gesamt"), "art": "Art.-Nr.",
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "vatno": "USt-IdNr.", "hello": "Vielen Dank für Ihre Bestellung. Wir berechnen Ihnen folgende Artikel:",
          "pay": "Bitte überweisen Sie den Betrag bis zum {due} auf IBAN {iban}, BIC {bic}, Verwendungszweck {no}."}
         if de else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Customer number", "Order number",
                                        "Your order number", "Payment method", "Shipping method"),
          "cols": ("Pos.", "Item", "Qty", "Unit price", "Discount", "Total"), "art": "Item no.",
          "sub": "Subtotal", "net": "Net amount", "vat": "VAT {rate} %", "gross": "Total amount",
          "vatno": "VAT ID", "hello": "Thank you for your order. We invoice you for the following items:",
          "pay": "Please transfer the amount by {due} to IBAN {iban}, BIC {bic}, reference {no}."})
    dfmt = "%d.%m.%Y"
    vals = (inv.invoice_no, _issued(inv, dfmt), inv.customer_no, inv.extra["order"], inv.po_printed or "",
            inv.extra["paid"], inv.extra["shipping"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 15mm, bottom: 28mm), footer: [#set text(size: 6.6pt, '
        'fill: luma(100))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + _country(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.email)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(s.phone)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        f'#align(right)[#text(size: 15pt, weight: "bold")[{ts(s.name)}]]\n#v(10mm)\n'
        f'#text(size: 6.6pt, fill: luma(90))[{ts(s.name + " · " + s.street + " · " + place(inv))}] \\\n'
        f'#text(size: 9.4pt)[{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}]\n'
        '#place(top + right, dy: 24mm, table(columns: (auto, auto), stroke: none, inset: (x: 1mm, y: 0.9mm),\n'
        + "".join(f'  text(fill: luma(90))[{ts(k)}:], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], vals) if v)
        + '))\n#v(16mm)\n'
        f'#text(size: 14pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(2mm)\n{ts(w["hello"])}\n#v(3mm)\n')
    keep = [k for k in range(6) if k != 4 or discounts]
    widths = {0: "10mm", 1: "1fr", 2: "14mm", 3: "22mm", 4: "14mm", 5: "22mm"}
    rows = []
    for k, line in enumerate(inv.lines):
        cells = {0: f'[{k + 1}]', 1: f'[{ts(line.description)} \\ #text(size: 7.2pt, fill: luma(100))'
                                     f'[{ts(w["art"] + " " + line.article)}]]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'align(right)[{ts(inv.number(line.price) + " €")}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.number(line.amount) + " €")}]'}
        rows.append("  " + ", ".join(cells[j] for j in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt } else { 0.3pt + luma(200) }), inset: (x: 1.4mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (40mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.3mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 9.6pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(6mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, no=inv.invoice_no)) + "\n"
    return _typst(src)


# --- enventa (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def enventa(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnung Nr.", "Datum", "Kunden-Nr.", "Ihre Bestellung", "Auftrag",
                                         "Lieferschein", "Sachbearbeiter"),
          "cols": ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Preis", "PE", "Betrag"),
          "sub": "Warenwert", "net": "Nettowert", "vat": "MwSt {rate} %", "gross": "Rechnungsbetrag EUR",
          "cust": "Ihre USt-IdNr.", "due": "Zahlungsbedingung: {terms}, fällig am {due}.", "vatno": "USt-IdNr.",
          "bank": "Bankverbindung"}
         if de else
         {"title": "Factuur", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Uw bestelling", "Order", "Leverbon",
                                        "Behandeld door"),
          "cols": ("Pos", "Artikelnr.", "Omschrijving", "Aantal", "Eenh", "Prijs", "PE", "Bedrag"),
          "sub": "Goederenwaarde", "net": "Nettowaarde", "vat": "Btw {rate} %", "gross": "Te betalen EUR",
          "cust": "Uw btw-nr.", "due": "Betalingsvoorwaarde: {terms}, vervaldatum {due}.", "vatno": "Btw-nr.",
          "bank": "Bank"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(190, 16, s.name, 11.5, B, "right")
    c.text(190, 21, f"{s.street} · {place(inv)}", 7.8, F, "right", grey=0.3)
    c.text(190, 24.6, f"Tel. {s.phone} · {s.email}", 7.8, F, "right", grey=0.3)
    c.text(22, 46, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(22, 53 + k * 4.5, text, 9.6, F)
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    vals = (inv.invoice_no, inv.issued.strftime(dfmt), inv.customer_no, inv.po_printed or "", inv.extra["order"],
            inv.extra["ship"], inv.extra["rep"])
    c.c.setLineWidth(0.4)
    c.c.rect(122 * MM, c.height - 84 * MM, 68 * MM, 38 * MM)
    for k, (label, value) in enumerate(zip(w["facts"], vals)):
        c.text(125, 52 + k * 4.6, label, 8, F)
        c.text(187, 52 + k * 4.6, value, 8, B if k == 0 else F, "right")
    c.text(22, 80, f"{w['cust']} {BUYER_VAT}", 8, F)
    c.text(22, 96, w["title"], 15, B)
    y = 106
    c.fill(20, y - 4.2, 170, 6.2, 0.85)
    cols = [(21, "left"), (30, "left"), (52, "left"), (130, "right"), (132, "left"), (158, "right"), (166, "right"),
            (189, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, al)
    y += 6.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.4, 62 * MM)
        for (x, al), value in zip(cols, (f"{k + 1:03d}", line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), "1", inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(52, y, more, 8.4, F)
        y += 5.4
    c.rule(20, y - 2.4, 190, 0.5)
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(189, y, inv.number(value), 8.8, B if strong else F, "right")
        if strong:
            c.rule(130, y - 4, 190, 0.6)
        y += 4.9
    y += 7
    texts = [inv.statement, w["due"].format(terms=inv.extra["terms"], due=inv.due.strftime(dfmt))]
    if inv.payment_ref:
        texts.append(("Gestructureerde mededeling: " if not de else "") + inv.payment_ref)
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 168 * MM):
            c.text(22, y, row, 8.4, F)
            y += 4
        y += 1.6
    c.rule(20, 272, 190, 0.3, grey=0.5)
    cols3 = [[s.name, s.street, place(inv)], [s.register, f"{w['vatno']} {s.vat}", s.email],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((22, 80, 140), cols3):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


WRITERS = {"inflow": inflow, "silog": silog, "jefacture": jefacture, "oxygen": oxygen, "fourps": fourps,
           "dreamrobot": dreamrobot, "enventa": enventa}
