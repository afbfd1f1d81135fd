"""Seven page writers for the sixty-fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of open-source invoicing software no earlier corpus used (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables),
on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- axelor (reportlab platypus, Liberation Sans): an Axelor-style ERP invoice, fr or en: the company left, the title
  right over a fact grid (`Référence`, `Date de facture`, `Échéance`, `Code client`, `Votre référence`), the
  customer in a box, columns `Produit` / `Désignation` / `Qté` / `Unité` / `P.U. HT` / `Remise` / `Total HT`,
  totals (`Total HT`, `Total TVA`, `Total TTC`) with the currency after, bank details and legal mentions.
- idempiere (fpdf2, DejaVu Sans): an iDempiere standard print format, nl or en: the organisation left, the document
  type right, a framed header of label/value pairs (`Document No`, `Date Invoiced`, `Order Reference`, `Sales
  Order`, `Business Partner`, `Payment Term`), columns `Line` / `Product` / `Name` / `Qty` / `UOM` / `Price` /
  `Discount %` / `Line Amount`, totals (`Total Lines`, the charge, `Total Net`, the tax, `Grand Total`).
- openbravo (reportlab canvas, DejaVu Sans): an Openbravo-style invoice, nl or fr: a coloured title band, the
  document facts in a framed block, `Factureren aan` / `Facturer à`, columns `Referentie` / `Product` / `Aantal` /
  `Eenheid` / `Eenheidsprijs` / `Korting` / `Nettobedrag`, a tax summary table (base, rate, tax) and the totals.
- metasfresh (Typst, Liberation Sans): a metasfresh-style German wholesale invoice (DIN letter): sender line, the
  address window, an info block right, `Rechnung Nr. …`, the article number **under** the name, packing details,
  `Warenwert`, the freight, `Nettobetrag`, `MwSt.`, `Gesamtbetrag`, a three-column footer.
- kivitendo (fpdf2, Liberation Sans): a kivitendo-style (LaTeX template) German invoice: the sender top right, the
  recipient left, a fact block (`Rechnungsnummer`, `Rechnungsdatum`, `Kundennummer`, `Ihre Bestellnummer`,
  `Lieferdatum` / `Leistungszeitraum`, `Ansprechpartner`), a salutation, columns `Pos.` / `Artikel-Nr.` /
  `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` / `Rabatt` / `Gesamtpreis`, totals (`Zwischensumme`, the
  discount, `Nettobetrag`, `Umsatzsteuer`, `Endbetrag`).
- invoiceplane (Typst, DejaVu Sans): an InvoicePlane default template, nl: the client left, the company right,
  `Factuur F…`, a small fact table (`Factuurdatum`, `Vervaldatum`, `Te betalen`), columns `Omschrijving` /
  `Aantal` / `Prijs` / `Totaal`, totals (`Subtotaal`, `Btw`, `Totaal`, `Betaald`, `Saldo`), terms.
- facturascripts (reportlab canvas, Liberation Sans): a FacturaScripts-style invoice, en or fr: the company left,
  the title right, a one-row fact table (`Date`, `Number`, `Customer`, `Customer order`), the reference and the
  description in one cell, `Qty` / `Price` / `Disc. %` / `Net`, and the totals as **one horizontal row**
  (`Subtotal`, the charge or discount, `Net`, `VAT`, `Total`)."""

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
                     _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)
COUNTRY = {**COUNTRY, "AT": {"de": "Österreich", "en": "Austria"}, "ES": {"en": "Spain", "fr": "Espagne"}}


# --- axelor (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def axelor(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("Référence", "Date de facture", "Date d'échéance", "Code client",
                                        "Votre référence", "Bon de livraison"),
          "cols": ("Produit", "Désignation", "Qté", "Unité", "P.U. HT", "Remise", "Total HT"),
          "sub": "Total lignes HT", "net": "Total HT", "vat": "Total TVA ({rate} %)", "gross": "Total TTC",
          "cust": "Client", "vatno": "N° TVA intracom.", "terms": "Conditions de paiement",
          "bank": "Coordonnées bancaires"}
         if fr else
         {"title": "Invoice", "facts": ("Reference", "Invoice date", "Due date", "Customer code",
                                        "Customer reference", "Delivery note"),
          "cols": ("Product", "Description", "Qty", "Unit", "Unit price", "Disc.", "Total excl. tax"),
          "sub": "Lines total excl. tax", "net": "Total excl. tax", "vat": "Total tax ({rate} %)",
          "gross": "Total incl. tax", "cust": "Customer", "vatno": "VAT number", "terms": "Payment terms",
          "bank": "Bank details"})
    cur = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: "€" + inv.number(v))
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 15, 24)
    del inv.words
    F, B = "LS", "LSB"
    normal, right = _style("axn", 8.4, F), _style("axr", 8.4, F, align=2)
    bold, bold_r = _style("axb", 8.4, B), _style("axbr", 8.4, B, align=2)
    lab = _style("axl", 7.6, F, grey=0.4)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<font name='{B}' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))} - {escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}"
                        f" · {escape(s.email)}<br/>{escape(w['vatno'])} : {escape(s.vat)}" if fr else
                        f"<font name='{B}' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))} - {escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}"
                        f" · {escape(s.email)}<br/>{escape(w['vatno'])}: {escape(s.vat)}",
                        _style("axc", 8.4, F, lead=11))
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra.get("ship", ""))
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if i == 0 else normal)]
                   for i, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[32 * mm, 38 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    right_col = [Paragraph(escape(w["title"]), _style("axt", 20, B, lead=24)), Spacer(1, 2 * mm), facts]
    top = Table([[company, right_col]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    cust = Table([[Paragraph(escape(w["cust"]), lab)],
                  [Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                              f"{w['vatno']} {BUYER_VAT}")),
                             _style("axa", 9, F, lead=11.5))]], colWidths=[78 * mm], hAlign="RIGHT")
    cust.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.6, 0.6, 0.6))]))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 5 or discounts)]
    widths = {0: 27, 1: 0, 2: 14, 3: 12, 4: 20, 5: 17, 6: 24}
    widths[1] = 178 - sum(widths[k] for k in keep if k != 1)
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k in (2, 4, 5, 6) else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(escape(line.unit), normal),
                 4: Paragraph(inv.number(line.price), right),
                 5: Paragraph((inv.pct(line.discount) + " %") if line.discount else "", right),
                 6: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(cur(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.93, 0.93, 0.93))]))
    story = [top, Spacer(1, 5 * mm), cust, Spacer(1, 7 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    sep = " : " if fr else ": "
    for text in ([inv.statement] if inv.statement else []) + [
            f"{w['terms']}{sep}{inv.extra['terms']}",
            f"{w['bank']}{sep}IBAN {inv.iban} - BIC {inv.bic}"] + (
            [("Communication structurée" if fr else "Structured reference") + sep + inv.payment_ref]
            if inv.payment_ref else []):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 13 * mm, f"{s.name} - {s.street} - {place(inv)} - {s.register}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 / 1" if fr else "Page 1 of 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- idempiere (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def idempiere(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": (("Documentnr.", inv.invoice_no), ("Factuurdatum", None),
                                        ("Uw referentie", inv.po_printed or ""), ("Verkooporder", inv.extra["order"]),
                                        ("Relatie", inv.customer_no), ("Betalingsconditie", inv.extra["terms"])),
          "cols": ("Regel", "Product", "Naam", "Aantal", "Eenh.", "Prijs", "Korting %", "Regelbedrag"),
          "sub": "Totaal regels", "net": "Totaal netto", "vat": "Btw ICG {rate}%", "gross": "Eindtotaal EUR",
          "vatno": "Btw-nr.", "bp": "Factuuradres", "due": "Vervaldatum"}
         if nl else
         {"title": "Invoice", "facts": (("Document No", inv.invoice_no), ("Date Invoiced", None),
                                        ("Order Reference", inv.po_printed or ""), ("Sales Order", inv.extra["order"]),
                                        ("Business Partner", inv.customer_no), ("Payment Term", inv.extra["terms"])),
          "cols": ("Line", "Product", "Name", "Qty", "UOM", "Price", "Discount %", "Line Amount"),
          "sub": "Total Lines", "net": "Total Net", "vat": "Tax ICS {rate}%", "gross": "Grand Total EUR",
          "vatno": "VAT No", "bp": "Bill To", "due": "Due Date"})
    dfmt = "%d-%m-%Y" if nl else "%b %d, %Y"
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, f"{place(inv)} {COUNTRY[s.country][inv.language]}",
                              f"{w['vatno']} {s.vat}", f"{s.phone} - {s.email}"]):
        f(15, 23.5 + k * 3.8, text, 7.8)
    f(195, 20, w["title"], 18, "B", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    pdf.rect(15, 42, 180, 25)
    facts = [(k, v if v is not None else _issued(inv, dfmt)) for k, v in w["facts"]]
    facts.append((w["due"], inv.day(inv.due, dfmt)))
    for i, (k, v) in enumerate(facts):
        x, y = (18 if i % 2 == 0 else 108), 47 + (i // 2) * 6.4
        f(x, y, k + ":", 7.6, "", "left")
        f(x + 32, y, v, 8.2, "B" if i == 0 else "")
    f(15, 75, w["bp"], 7.4)
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]} {COUNTRY_BE[inv.language]}",
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(15, 80 + k * 4.2, text, 8.8, "B" if k == 0 else "")
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "l"), (27, "l"), (55, "l"), (132, "r"), (134, "l"), (155, "r"), (174, "r"), (194, "r")]
    if not discounts:
        cols = [(16, "l"), (27, "l"), (55, "l"), (146, "r"), (148, "l"), (172, "r"), None, (194, "r")]
    y = 104
    pdf.set_fill_color(225, 230, 238)
    pdf.rect(15, y - 4.3, 180, 6, style="F")
    for col, head in zip(cols, w["cols"]):
        if col:
            f(col[0], y, head, 7.4, "B", "right" if col[1] == "r" else "left")
    y += 6.5
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 7.8)
        desc = fp_wrap(pdf, line.description, cols[3][0] - 12 - 55)
        values = [str(n * 10), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount)]
        for col, value in zip(cols, values):
            if col and value:
                f(col[0], y, value, 7.8, "", "right" if col[1] == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(55, y, more, 7.8)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(15, y + 2, 195, y + 2)
        y += 5.8
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 8.4, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.4, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("DejaVu", "", 7.8)
    for text in (inv.statement, f"IBAN {inv.iban} - BIC {inv.bic}"):
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 7.8)
            y += 3.8
        y += 1.5
    f(105, 287, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    f(195, 291, "1/1", 6.6, "", "right")
    return bytes(pdf.output())


# --- openbravo (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def openbravo(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantcode", "Uw order"),
          "bill": "Factureren aan", "cols": ("Referentie", "Product", "Aantal", "Eenheid", "Eenheidsprijs",
                                             "Korting", "Nettobedrag"),
          "taxh": ("Btw", "Grondslag", "Tarief", "Btw-bedrag"), "tax": "Btw {rate}%", "sub": "Subtotaal",
          "net": "Totaal netto", "vat": "Totaal btw", "gross": "Totaal te betalen", "vatno": "Btw",
          "pay": "Betaling binnen {terms} op IBAN {iban} (BIC {bic}) met gestructureerde mededeling {ref}."}
         if nl else
         {"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "Date d'échéance", "Code client",
                                        "Votre commande"),
          "bill": "Facturer à", "cols": ("Référence", "Produit", "Quantité", "Unité", "Prix unitaire", "Remise",
                                         "Montant net"),
          "taxh": ("TVA", "Base", "Taux", "Montant TVA"), "tax": "TVA {rate}%", "sub": "Sous-total",
          "net": "Total net", "vat": "Total TVA", "gross": "Total à payer", "vatno": "TVA",
          "pay": "Paiement à {terms} sur IBAN {iban} (BIC {bic}), communication structurée {ref}."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.fill(0, 0, 210, 30, 0.22)
    c.c.setFillColorRGB(1, 1, 1)
    c.c.setFont(B, 13)
    c.c.drawString(16 * MM, c.height - 14 * MM, s.name)
    c.c.setFont(F, 7.6)
    c.c.drawString(16 * MM, c.height - 20 * MM, f"{s.street} · {place(inv)} · {w['vatno']} {s.vat}")
    c.c.drawString(16 * MM, c.height - 24.4 * MM, f"Tel. {s.phone} · {s.email}")
    c.c.setFont(B, 20)
    c.c.drawRightString(194 * MM, c.height - 18 * MM, w["title"])
    c.c.setFillGray(0)
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "")
    c.c.setStrokeGray(0.6)
    c.c.rect(118 * MM, c.height - 72 * MM, 76 * MM, 31 * MM)
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(121, 47 + k * 5.6, label, 7.8, F, grey=0.35)
        c.text(191, 47 + k * 5.6, value, 8.2, B if k == 0 else F, "right")
    c.text(16, 45, w["bill"], 7.6, B, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(16, 51 + k * 4.4, text, 9, B if k == 0 else F)
    y = 80
    if "site" in inv.extra:
        c.text(16, y, inv.extra["site"], 8.2, F)
        y += 6
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    cols = [(17, "left"), (40 if articles else 17, "left"), (122, "right"), (124, "left"), (158, "right"),
            (172, "right"), (193, "right")]
    c.fill(16, y, 178, 6.4, 0.88)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if (k == 0 and not articles) or (k == 5 and not discounts):
            continue
        c.text(x, y + 4.4, head, 7.2, B, al)
    y += 11
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, (cols[2][0] - 12 - cols[1][0]) * MM)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  (inv.pct(line.discount) + "%") if line.discount else "", inv.number(line.amount)]
        for k, ((x, al), value) in enumerate(zip(cols, values)):
            if value and not (k == 0 and not articles):
                c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(cols[1][0], y, more, 8, F)
        c.rule(16, y + 2.2, 194, 0.25, grey=0.75)
        y += 6.4
    y += 5
    # the tax summary (left) and the totals (right)
    for k, head in enumerate(w["taxh"]):
        c.text((16, 60, 80, 108)[k], y, head, 7.4, B, "left" if k == 0 else "right")
    c.rule(16, y + 1.5, 108, 0.4)
    c.text(16, y + 5.5, w["tax"].format(rate=inv.rate()), 7.8, F)
    c.text(60, y + 5.5, inv.number(inv.net_total), 7.8, F, "right")
    c.text(80, y + 5.5, inv.rate() + "%", 7.8, F, "right")
    c.text(108, y + 5.5, inv.number(inv.vat_amount), 7.8, F, "right")
    ty = y
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(126, ty - 4.2, 68, 6.2, 0.88)
        c.text(160, ty, label, 8.4, B if strong else F, "right")
        c.text(193, ty, "€ " + inv.number(value), 8.4, B if strong else F, "right")
        ty += 5.6
    y = max(ty, y + 12) + 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)]
    for text in texts:
        for row in rl_wrap(text, F, 8, 178 * MM):
            c.text(16, y, row, 8, F)
            y += 3.9
        y += 2
    c.rule(16, 278, 194, 0.3, grey=0.6)
    c.text(105, 283, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.6, F, "center",
           grey=0.35)
    return c.bytes()


# --- metasfresh (Typst, Liberation Sans) ----------------------------------------------------------------------------
def metasfresh(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    facts = (("Rechnungsnr.", inv.invoice_no), ("Datum", _issued(inv, dfmt)), ("Kundennr.", inv.customer_no),
             ("Ihre Bestellung", inv.po_printed or ""), ("Lieferschein", inv.extra["delivery"]),
             ("Zahlungsbedingung", inv.extra["terms"]), ("Fällig am", inv.day(inv.due, dfmt)))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (left: 22mm, right: 18mm, top: 14mm, bottom: 30mm), footer: [#set text(size: '
        '6.6pt, fill: luma(100))\n#line(length: 100%, stroke: 0.3pt + luma(160))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts("USt-IdNr. " + s.vat)} \\ {ts("Tel. " + s.phone)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(s.email)}])])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#align(right, text(size: 14pt, weight: "bold")[{ts(s.name)}])\n#v(14mm)\n'
        '#grid(columns: (95mm, 1fr),\n'
        f'  [#text(size: 6.5pt)[#underline({ts(s.name + " · " + s.street + " · " + place(inv))[1:]})] #v(1mm)\n'
        f'   {ts(BUYER[0])} \\ {ts("Kreditorenbuchhaltung")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts("BELGIEN")}],\n'
        '  grid(columns: (auto, 1fr), column-gutter: 3mm, row-gutter: 1.6mm,\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts if v)
        + '  ))\n#v(12mm)\n'
        f'#text(size: 13pt, weight: "bold")[{ts("Rechnung Nr. " + inv.invoice_no)}]\n#v(1mm)\n'
        f'{ts("Ihre USt-IdNr.: " + BUYER_VAT)}\n#v(5mm)\n')
    rows = []
    for n, line in enumerate(inv.lines, 1):
        under = [f'text(size: 7.6pt, fill: luma(90))[{ts("Art.-Nr. " + line.article)}]'] if line.article else []
        under += [f'text(size: 7.6pt, fill: luma(90))[{ts(d)}]' for d in line.detail]
        name = f'[{ts(line.description)}' + "".join(f' \\ #{u}' for u in under) + ']'
        rows.append(f'  [{n}], {name}, align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n')
    heads = ("Pos", "Bezeichnung", "Menge", "ME", "Preis EUR", "Betrag EUR")
    src += ('#table(columns: (10mm, 1fr, 18mm, 14mm, 22mm, 24mm), stroke: (x, y) => (bottom: if y == 0 { 0.7pt } '
            'else { 0.3pt + luma(200) }), inset: (x: 1.4mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "MwSt. {rate} %", "Gesamtbetrag EUR"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(f"Bitte überweisen Sie den Betrag bis zum {inv.day(inv.due, dfmt)} unter Angabe der Rechnungsnummer "
              f"auf unser Konto IBAN {inv.iban}.") + "\n#v(4mm)\nMit freundlichen Grüßen\n"
    return _typst(src)


# --- kivitendo (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def kivitendo(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(195, 16, s.name, 12, "B", "right")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country]['de']}", f"Telefon {s.phone}", s.email]):
        f(195, 21.5 + k * 3.9, text, 8, "", "right")
    f(20, 48, f"{s.name}, {s.street}, {place(inv)}", 6.8)
    pdf.set_draw_color(0, 0, 0)
    pdf.line(20, 49.3, 100, 49.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgien"]):
        f(20, 56 + k * 4.6, text, 10)
    period = "-" in inv.extra["delivery"]
    facts = (("Rechnungsnummer:", inv.invoice_no), ("Rechnungsdatum:", _issued(inv, "%d.%m.%Y")),
             ("Kundennummer:", inv.customer_no), ("Ihre Bestellnummer:", inv.po_printed or ""),
             ("Leistungszeitraum:" if period else "Lieferdatum:", inv.extra["delivery"]),
             ("Ansprechpartner:", inv.extra["contact"]), ("Ihre USt-IdNr.:", BUYER_VAT))
    for k, (label, value) in enumerate(facts):
        f(122, 56 + k * 4.3, label, 8.2)
        f(195, 56 + k * 4.3, value, 8.2, "", "right")
    f(20, 98, "Rechnung", 15, "B")
    f(20, 108, "Sehr geehrte Damen und Herren,", 9.4)
    f(20, 113, "hiermit stellen wir Ihnen folgende Positionen in Rechnung:", 9.4)
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    if articles:
        cols = [(20, "l"), (29, "l"), (51, "l"), (132, "r"), (134, "l"), (159, "r"), (172, "r"), (195, "r")]
        dwidth = 68
    else:
        cols = [(20, "l"), None, (29, "l"), (135, "r"), (137, "l"), (165, "r"), None, (195, "r")]
        dwidth = 92
    heads = ("Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Rabatt", "Gesamtpreis")
    y = 124
    for col, head in zip(cols, heads):
        if col and (head != "Rabatt" or discounts):
            f(col[0], y, head, 8.2, "B", "right" if col[1] == "r" else "left")
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.8, 195, y + 1.8)
    y += 6.6
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 8.8)
        desc = fp_wrap(pdf, line.description, dwidth)
        values = [str(n), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  (inv.pct(line.discount) + " %") if line.discount else "", inv.number(line.amount)]
        for col, value in zip(cols, values):
            if col and value:
                f(col[0], y, value, 8.8, "", "right" if col[1] == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(cols[2][0], y, more, 8.8)
        y += 5.6
    pdf.set_line_width(0.2)
    pdf.line(20, y - 2.4, 195, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Zwischensumme", "Nettobetrag", "Umsatzsteuer {rate} %", "Endbetrag"):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(195, y, inv.number(value) + " EUR", 9, "B" if strong else "", "right")
        y += 5
    y += 7
    pdf.set_font("Lib", "", 8.8)
    texts = [inv.statement, f"Zahlungsbedingungen: {inv.extra['terms']}. Bitte überweisen Sie den Endbetrag bis "
                            f"zum {inv.day(inv.due, '%d.%m.%Y')} unter Angabe der Rechnungsnummer.",
             "Mit freundlichen Grüßen"]
    for text in texts:
        for row in fp_wrap(pdf, text, 175):
            f(20, y, row, 8.8)
            y += 4.2
        y += 1.8
    pdf.set_line_width(0.2)
    pdf.line(20, 273, 195, 273)
    cols3 = [[s.name, s.street, place(inv)], [s.register, f"USt-IdNr.: {s.vat}", f"Tel. {s.phone}"],
             [f"IBAN: {inv.iban}", f"BIC: {inv.bic}", s.email]]
    for x, col in zip((20, 80, 138), cols3):
        for k, text in enumerate(col):
            f(x, 277 + k * 3.3, text, 6.8)
    f(195, 290, "Seite 1 von 1", 6.8, "", "right")
    return bytes(pdf.output())


# --- invoiceplane (Typst, DejaVu Sans) ------------------------------------------------------------------------------
def invoiceplane(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d-%m-%Y"
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 20mm))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 7.6pt, fill: luma(110))[{ts("Aan")}] \\ #text(size: 10pt, weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("België")} \\ {ts("Btw-nummer: " + BUYER_VAT)}],\n'
        f'  align(right)[#text(size: 10pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["nl"])} \\ {ts("Btw-nummer: " + s.vat)} \\ {ts(s.register)} \\ {ts("Tel.: " + s.phone)}'
        f' \\ {ts(s.email)}])\n#v(10mm)\n'
        f'#text(size: 17pt)[{ts("Factuur " + inv.invoice_no)}]\n#v(3mm)\n'
        '#table(columns: (32mm, 36mm), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        f'  [{ts("Factuurdatum:")}], [{ts(_issued(inv, dfmt))}],\n'
        f'  [{ts("Vervaldatum:")}], [{ts(inv.day(inv.due, dfmt))}],\n'
        f'  [{ts("Te betalen:")}], text(weight: "bold")[{ts(eur(inv.gross_total))}],\n)\n#v(6mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 24mm, 26mm, 28mm), stroke: (x, y) => (bottom: 0.4pt + luma(190)), '
            'fill: (x, y) => if y == 0 { luma(240) }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Omschrijving", "Aantal", "Prijs", "Totaal")))
            + "".join(rows) + ')\n#v(2mm)\n')
    src += '#align(right, table(columns: (36mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    rows = totals(inv, "Subtotaal", "Subtotaal", "Btw ({rate}%)", "Totaal", always_sub=False)
    rows += [("Betaald", inv.gross_total * 0, False), ("Saldo", inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'#text(weight: "bold")[{ts("Voorwaarden")}] \\ {ts(inv.statement)} \\ '
    src += ts(f"Gelieve binnen {inv.extra['terms']} te betalen op {inv.iban} (BIC {inv.bic}) onder vermelding van "
              f"factuurnummer {inv.invoice_no}.") + "\n"
    return _typst(src)


# --- facturascripts (reportlab canvas, Liberation Sans) -------------------------------------------------------------
def facturascripts(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Date", "Number", "Customer", "Customer order", "Due date"),
          "cols": ("Reference + Description", "Quantity", "Price", "Disc. %", "Net"),
          "sub": "Subtotal", "net": "Net", "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT no.",
          "cust": "Customer", "pay": "Payment method", "bank": "Bank account"}
         if en else
         {"title": "FACTURE", "facts": ("Date", "Numéro", "Client", "N° commande client", "Échéance"),
          "cols": ("Référence + Description", "Quantité", "Prix", "Rem. %", "Net"),
          "sub": "Sous-total", "net": "Net", "vat": "TVA {rate}%", "gross": "Total", "vatno": "N° TVA",
          "cust": "Client", "pay": "Mode de paiement", "bank": "Compte bancaire"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(15, 20, s.name, 14, B)
    for k, text in enumerate([f"{w['vatno']}: {s.vat}", f"{s.street}, {place(inv)} "
                              f"({COUNTRY[s.country][inv.language]})", f"{s.phone} · {s.email}"]):
        c.text(15, 26 + k * 4, text, 8.2, F)
    c.text(195, 20, w["title"], 18, B, "right")
    dfmt = "%d-%m-%Y" if en else "%d/%m/%Y"
    values = (_issued(inv, dfmt), inv.invoice_no, inv.customer_no, inv.po_printed or "", inv.day(inv.due, dfmt))
    xs = (15, 45, 85, 120, 165)
    y = 46
    c.fill(15, y, 180, 6, 0.9)
    for x, head, value in zip(xs, w["facts"], values):
        c.text(x + 1.5, y + 4.2, head, 7.6, B)
        c.text(x + 1.5, y + 10.4, value, 8.4, F)
    c.rule(15, y + 12.6, 195, 0.3, grey=0.6)
    y = 68
    c.text(15, y, w["cust"], 7.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], f"{BUYER[1]}, {BUYER[2]} ({COUNTRY_BE[inv.language]})",
                              f"{w['vatno']}: {BUYER_VAT}"]):
        c.text(15, y + 5 + k * 4.3, text, 9, B if k == 0 else F)
    y = 92
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "left"), (140, "right"), (161, "right"), (175, "right"), (194, "right")]
    c.fill(15, y, 180, 6.2, 0.9)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 3 or discounts:
            c.text(x, y + 4.3, head, 7.8, B, al)
    y += 11
    for line in inv.lines:
        ref = (line.article + " ") if line.article else ""
        rows = rl_wrap(ref + line.description, F, 8.4, 112 * MM)
        c.text(16, y, line.article or "", 8.4, B)
        first = rows[0][len(ref):] if ref else rows[0]
        c.text(16 + (c.c.stringWidth(ref, B, 8.4) / MM if ref else 0), y, first, 8.4, F)
        values = [inv.qty(line) + (" " + line.unit if line.unit else ""), inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols[1:], values):
            if value:
                c.text(x, y, value, 8.4, F, al)
        for more in rows[1:]:
            y += 3.9
            c.text(16, y, more, 8.4, F)
        c.rule(15, y + 2.2, 195, 0.2, grey=0.8)
        y += 6.2
    y += 8
    # the totals as one horizontal row
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    width = 180 / len(rows)
    c.fill(15, y, 180, 6.2, 0.9)
    for k, (label, value, strong) in enumerate(rows):
        x = 15 + (k + 1) * width - 2
        c.text(x, y + 4.3, label, 7.8, B, "right")
        c.text(x, y + 11, inv.number(value) + " €", 9 if strong else 8.6, B if strong else F, "right")
    c.rule(15, y + 13.6, 195, 0.3, grey=0.6)
    y += 24
    texts = ([inv.statement] if inv.statement else []) + [
        f"{w['pay']}: {inv.extra['terms']}", f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}"] + (
        [("Communication structurée : " if not en else "Structured reference: ") + inv.payment_ref]
        if inv.payment_ref else [])
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 178 * MM):
            c.text(15, y, row, 8.4, F)
            y += 4.1
        y += 1.6
    c.text(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, "center", grey=0.4)
    return c.bytes()


WRITERS = {"axelor": axelor, "idempiere": idempiere, "openbravo": openbravo, "metasfresh": metasfresh,
           "kivitendo": kivitendo, "invoiceplane": invoiceplane, "facturascripts": facturascripts}
