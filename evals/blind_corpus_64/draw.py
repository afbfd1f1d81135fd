"""Seven page writers for the sixty-fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on
reportlab's canvas, two on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- hubspot (fpdf2, DejaVu Sans): a HubSpot-style quote-to-cash invoice, nl or en: the company top left, `Factuur` /
  `Invoice` top right over `Factuurnummer` / `Invoice number`, `Uitgiftedatum` / `Issue date`, `Vervaldatum` /
  `Due date` and `Inkoopordernummer` / `Purchase order number`, `Factureren aan` / `Bill to`, columns `Artikel` /
  `Aantal` / `Eenheidsprijs` / (`Korting`) / `Totaal` with the SKU in grey under the item name, totals
  `Subtotaal`, the fee, `Btw (12%)`, `Totaal`, **`Verschuldigd bedrag`**, `Opmerkingen`, the bank details.
- salesforce (reportlab platypus, Liberation Sans): a Salesforce Billing invoice template, en or fr: `INVOICE` /
  `FACTURE`, a two-column fact grid (`Invoice Number`, `Invoice Date`, `Due Date`, `Payment Term`, `PO Number`,
  `Account`, `Order Number`), `Bill To` / `Ship To`, columns `Product Code` / `Product` / `Charge Type` /
  `Service Period` / `Qty` / `Unit Price` / (`Discount`) / `Total`, totals `Subtotal`, `Tax`, **`Total Amount`**,
  `Balance Due`.
- kantata (reportlab canvas, Liberation Sans): a Kantata (professional-services automation) time-and-expense
  invoice, nl or en: the firm top left, `Factuur` / `Invoice` and its facts right, the project and period, a
  **time section** (`Medewerker` / `Rol` / `Omschrijving` / `Uren` / `Tarief` / `Bedrag`, `Subtotaal uren`) and an
  **expense section** (`Categorie` / `Omschrijving` / `Bedrag`, `Subtotaal kosten`), totals `Totaal excl. btw`,
  `Btw`, `Totaal`.
- invoiced (fpdf2, Liberation Sans): an Invoiced (accounts-receivable automation) invoice, fr or nl: company left,
  `FACTURE` / `FACTUUR` right, `Facturé à` / `Factuur aan`, a right-hand fact list (`N° de facture`, `Date`,
  `Conditions`, `Échéance`, `Bon de commande`), columns `Article` / `Quantité` / `Prix unitaire` / `Montant` with
  the item name bold and its description grey under it, totals `Sous-total`, the discount, the shipping, `TVA`,
  `Total`, `Montant payé`, **`Solde dû`**, a pay-online line.
- chargeover (reportlab canvas, DejaVu Sans): a ChargeOver (subscription billing) invoice, fr or de: the company
  top left, `Facture #10482` / `Rechnung #20931` right, a fact box (`Date`, `Échéance`, `Conditions`, `N° client`,
  `Bon de commande`), `Facturé à` / `Livré à`, columns (`Article`) / `Description` / `Qté` / `Prix` / `Total` with the
  service period under the description, totals `Sous-total`, the shipping, `TVA`, `Total`, `Paiements`,
  **`Solde dû`**.
- mor (fpdf2, Liberation Sans): a Lemon Squeezy-style merchant-of-record receipt-invoice, en: `Invoice` top left,
  `Invoice number`, `Date of issue`, `Date paid`, the merchant of record and `Bill to` side by side, **`€4,667.40
  paid on November 19, 2027`**, columns `Description` / `Qty` / `Unit price` / `Amount` with the period in grey,
  totals `Subtotal`, the discount code, **`Total excluding tax`**, `VAT (0% reverse charge)`, `Total`,
  `Amount paid`, the card; no PO, no bank account.
- accelo (reportlab platypus, DejaVu Sans): an Accelo (client work management) invoice, de: the company right,
  `Rechnung 1184` left, `Datum`, `Fällig am`, `Referenz`, `Ansprechpartner`, **`Bezug: Retainer …`**, columns
  `Beschreibung` / `Menge` / `Einheit` / `Einzelpreis` / `Steuer` / `Betrag`, totals `Zwischensumme`,
  `Steuer 0 %`, `Gesamtbetrag`, `Offener Betrag`."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, fp_wrap, place, register_fonts, rl_wrap, totals)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"},
           "NL": {"nl": "Nederland", "en": "The Netherlands"},
           "FR": {"fr": "France"},
           "IE": {"en": "Ireland"},
           "ES": {"en": "Spain"},
           "LU": {"de": "Luxemburg"},
           "DE": {"de": "Deutschland"}}
SHORT = {"nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
         "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
         "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"}


def short_date(inv: Invoice, value) -> str:
    """`2 nov. 2027` (nl, fr) or `Nov 24, 2027` (en)."""
    month = SHORT[inv.language].split()[value.month - 1]
    return f"{month} {value.day}, {value.year}" if inv.language == "en" else f"{value.day} {month} {value.year}"


def eur_before(inv: Invoice, value, space: bool) -> str:
    text = inv.number(value)
    sign = "-" if text.startswith("-") else ""
    return f"{sign}€{' ' if space else ''}{text.lstrip('-')}"


# --- hubspot (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def hubspot(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Uitgiftedatum", "Vervaldatum", "Inkoopordernummer"),
          "bill": "Factureren aan", "cols": ("Artikel", "Aantal", "Eenheidsprijs", "Korting", "Totaal"),
          "sub": "Subtotaal", "vat": "Btw ({rate}%)", "gross": "Totaal", "due": "Verschuldigd bedrag",
          "comments": "Opmerkingen", "pay": "Betalingsgegevens", "vatno": "Btw-nummer",
          "bank": "Betaling per overschrijving op {iban} (BIC {bic}) met vermelding van {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Issue date", "Due date", "Purchase order number"),
          "bill": "Bill to", "cols": ("Item", "Quantity", "Unit price", "Discount", "Total"),
          "sub": "Subtotal", "vat": "VAT ({rate}%)", "gross": "Total", "due": "Amount due",
          "comments": "Comments", "pay": "Payment details", "vatno": "VAT number",
          "bank": "Please pay by bank transfer to {iban} (BIC {bic}), quoting {ref}."})
    money = lambda v: eur_before(inv, v, nl)  # noqa: E731
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 22, s.name, 12.5, "B")
    rows = [s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country][inv.language], s.email,
            f"{w['vatno']}: {s.vat}"]
    for k, text in enumerate(rows):
        f(18, 28 + k * 4, text, 8.2)
    f(192, 22, w["title"], 20, "", "right")
    values = (inv.invoice_no, short_date(inv, inv.issued), short_date(inv, inv.due), inv.po_printed or "")
    y = 30
    for label, value in zip(w["facts"], values):
        if value:
            pdf.set_text_color(110, 110, 110)
            f(150, y, label, 8.2, "", "right")
            pdf.set_text_color(0, 0, 0)
            f(192, y, value, 8.2, "B", "right")
            y += 4.6
    f(18, 60, w["bill"], 8.2, "B")
    for k, text in enumerate((BUYER[0], "Crediteurenadministratie" if nl else "Accounts payable", BUYER[1],
                              BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']}: {BUYER_VAT}")):
        f(18, 65 + k * 4.2, text, 8.6)
    y = 100
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "left"), (132, "right"), (155, "right")] + ([(171, "right")] if discounts else []) + \
        [(192, "right")]
    heads = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    pdf.set_draw_color(203, 214, 226)
    pdf.set_line_width(0.3)
    for (x, al), head in zip(cols, heads):
        f(x, y, head.upper(), 7.2, "B", al)
    pdf.line(18, y + 2, 192, y + 2)
    y += 7.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 92)
        values = [desc[0], inv.qty(line), money(line.price)]
        if discounts:
            values.append(f"{inv.pct(line.discount)}%" if line.discount else "")
        values.append(money(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4
            f(18, y, more, 8.6)
        if line.article:
            y += 3.8
            pdf.set_text_color(120, 120, 120)
            f(18, y, f"SKU: {line.article}", 7.2)
            pdf.set_text_color(0, 0, 0)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7.6
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows.append((w["due"], inv.gross_total, True))
    for label, value, strong in rows:
        last = label == w["due"]
        if last:
            pdf.line(120, y - 4, 192, y - 4)
        f(160, y, label, 10 if last else 8.8, "B" if last else "", "right")
        f(192, y, money(value), 10 if last else 8.8, "B" if last else "", "right")
        y += 5.4
    y += 6
    f(18, y, w["comments"], 8.6, "B")
    y += 4.6
    pdf.set_font("DejaVu", "", 8.2)
    for row in fp_wrap(pdf, inv.extra["comments"], 174):
        f(18, y, row, 8.2)
        y += 4
    if inv.statement:
        for row in fp_wrap(pdf, inv.statement, 174):
            f(18, y, row, 8.2)
            y += 4
    y += 4
    f(18, y, w["pay"], 8.6, "B")
    y += 4.6
    ref = inv.payment_ref or inv.invoice_no
    pdf.set_font("DejaVu", "", 8.2)
    for row in fp_wrap(pdf, w["bank"].format(iban=inv.iban, bic=inv.bic, ref=ref), 174):
        f(18, y, row, 8.2)
        y += 4
    pdf.set_text_color(120, 120, 120)
    f(105, 284, f"{s.name} · {s.register} · {s.phone}", 6.6, "", "center")
    pdf.set_text_color(0, 0, 0)
    return bytes(pdf.output())


# --- salesforce (reportlab platypus, Liberation Sans) ---------------------------------------------------------------
def salesforce(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice Number", "Invoice Date", "Due Date", "Payment Term", "PO Number",
                                        "Account", "Account Number", "Order Number"),
          "bill": "Bill To", "ship": "Ship To", "cols": ("Product Code", "Product", "Charge Type", "Service Period",
                                                         "Qty", "Unit Price", "Discount", "Total"),
          "sub": "Subtotal", "vat": "Tax (VAT {rate}%)", "gross": "Total Amount", "bal": "Balance Due",
          "vatno": "VAT No.", "pay": "Remit to: {name}, IBAN {iban}, BIC {bic}. Please quote the invoice number."}
         if en else
         {"title": "FACTURE", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance",
                                        "Conditions de paiement", "N° de commande client", "Compte",
                                        "Numéro de compte", "Numéro de commande"),
          "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Code produit", "Produit", "Type", "Période de service", "Qté", "Prix unitaire", "Remise",
                   "Montant HT"),
          "sub": "Sous-total", "vat": "TVA {rate} %", "gross": "Montant total", "bal": "Solde dû",
          "vatno": "N° TVA", "pay": "Paiement à {name}, IBAN {iban}, BIC {bic}, communication structurée {ref}."})
    cur = (lambda v: inv.number(v)) if en else (lambda v: inv.number(v) + "\u00a0€")
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    normal, right = _style("sfn", 8, "LS"), _style("sfr", 8, "LS", align=2)
    bold, bold_r = _style("sfb", 8, "LSB"), _style("sfbr", 8, "LSB", align=2)
    lab = _style("sfl", 7.4, "LS", grey=0.4)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(w['vatno'])} {escape(s.vat)}<br/>"
                        f"{escape(s.email)}", _style("sfc", 8.4, "LS", lead=10.8))
    title = Paragraph(w["title"], _style("sft", 20, "LSB", align=2, lead=24, grey=0.2))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y"), inv.day(inv.due, "%d/%m/%Y"), inv.extra["terms"],
              inv.po_printed or "", inv.extra["account"], inv.customer_no, inv.extra["order"])
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    half = (len(facts) + 1) // 2
    grid_rows = []
    for k in range(half):
        row = []
        for side, part in enumerate((facts[:half], facts[half:])):
            if k < len(part):
                row += [Paragraph(escape(part[k][0]), lab),
                        Paragraph(escape(part[k][1]), bold if k == 0 and side == 0 else normal)]
            else:
                row += ["", ""]
        grid_rows.append(row)
    grid = Table(grid_rows, colWidths=[36 * mm, 53 * mm, 36 * mm, 53 * mm])
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    addr = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Warehouse / Magasin", BUYER[1], BUYER[2],
                                            COUNTRY_BE[inv.language]))
    addresses = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                       [Paragraph(addr + f"<br/>{escape(w['vatno'])} {BUYER_VAT}", _style("sfa", 8.6, "LS", lead=11)),
                        Paragraph(ship, _style("sfa2", 8.6, "LS", lead=11))]], colWidths=[89 * mm, 89 * mm])
    addresses.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if discounts or k != 6]
    widths = {0: 22, 1: 48, 2: 17, 3: 31, 4: 9, 5: 19, 6: 13, 7: 19}
    if not discounts:
        widths[1] += 13
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k >= 4 else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(escape(line.detail[0]), normal), 3: Paragraph(escape(line.detail[1]), normal),
                 4: Paragraph(inv.qty(line), right), 5: Paragraph(escape(cur(line.price)), right),
                 6: Paragraph(f"{inv.pct(line.discount)} %" if line.discount else "", right),
                 7: Paragraph(escape(cur(line.amount)), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.93, 0.97)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right), Paragraph(escape(cur(value)),
                                                                              bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)]
    trows.append([Paragraph(escape(w["bal"]), bold_r), Paragraph(escape(cur(inv.gross_total)), bold_r)])
    if en:
        trows = [[a, b] for a, b in trows]
        trows[-1][0] = Paragraph(escape(w["bal"] + " (EUR)"), bold_r)
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -2), (-1, -2), 0.6, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.93, 0.97)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    story = [top, Spacer(1, 5 * mm), grid, Spacer(1, 5 * mm), addresses, Spacer(1, 6 * mm), table,
             Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(name=s.name, iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone}")
        canvas.drawRightString(194 * mm, 12 * mm, "Page 1 of 1" if en else "Page 1 sur 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- kantata (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def kantata(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw ordernummer"),
          "client": "Klant", "project": "Project", "period": "Periode", "manager": "Projectleider",
          "time": "Uren", "tcols": ("Medewerker", "Rol", "Omschrijving", "Uren", "Tarief", "Bedrag"),
          "tsub": "Subtotaal uren", "exp": "Onkosten", "ecols": ("Medewerker", "Categorie", "Omschrijving",
                                                                   "Bedrag"),
          "esub": "Subtotaal onkosten", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal",
          "pay": "Gelieve het totaalbedrag vóór {due} over te maken op IBAN {iban} (BIC {bic}) o.v.v. "
                 "factuurnummer {no}.", "vatno": "Btw-nr."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice #", "Invoice date", "Due date", "Client PO"),
          "client": "Client", "project": "Project", "period": "Period", "manager": "Project lead",
          "time": "Time", "tcols": ("Team member", "Role", "Notes", "Hours", "Rate", "Amount"),
          "tsub": "Time subtotal", "exp": "Expenses", "ecols": ("Team member", "Category", "Notes", "Amount"),
          "esub": "Expenses subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total due",
          "pay": "Please pay by {due} to IBAN {iban} (BIC {bic}), structured reference {ref}.", "vatno": "VAT"})
    day = (lambda d: d.strftime("%d-%m-%Y")) if nl else (lambda d: d.strftime("%b %d, %Y"))
    money = lambda v: eur_before(inv, v, nl)  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate((s.street, place(inv), COUNTRY[s.country][inv.language], s.email,
                              f"{w['vatno']} {s.vat}")):
        c.text(18, 26 + k * 4, text, 8, F, grey=0.25)
    c.text(192, 20, w["title"].upper(), 18, B, "right")
    values = (inv.invoice_no, day(inv.issued), day(inv.due), inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(160, 28 + k * 4.5, label, 8, F, "right", grey=0.4)
        c.text(192, 28 + k * 4.5, value, 8, B if k == 0 else F, "right")
    c.text(18, 56, w["client"], 7.4, F, grey=0.4)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}")):
        c.text(18, 61 + k * 4.3, text, 8.8, B if k == 0 else F)
    for k, (label, value) in enumerate(((w["project"], inv.extra["project"]), (w["period"], inv.extra["period"]),
                                        (w["manager"], inv.extra["manager"]))):
        c.text(112, 61 + k * 4.3, label, 8, F, grey=0.4)
        c.text(134, 61 + k * 4.3, value, 8, B if k == 0 else F)
    time = [line for line in inv.lines if line.unit]
    expenses = [line for line in inv.lines if not line.unit]
    y = 92
    c.text(18, y, w["time"], 10, B)
    y += 6
    c.fill(18, y - 4, 174, 5.8, 0.92)
    tcols = [(19.5, "left"), (44, "left"), (70, "left"), (148, "right"), (168, "right"), (190.5, "right")]
    for (x, al), head in zip(tcols, w["tcols"]):
        c.text(x, y, head, 7.6, B, al)
    y += 6
    for line in time:
        desc = rl_wrap(line.description, F, 8.2, 66 * MM)
        for (x, al), value in zip(tcols, (line.detail[0], line.detail[1], desc[0], inv.qty(line),
                                          money(line.price), money(line.amount))):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(70, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.2, grey=0.8)
        y += 6
    c.text(168, y, w["tsub"], 8.2, B, "right")
    c.text(190.5, y, money(sum((line.amount for line in time), inv.subtotal * 0)), 8.2, B, "right")
    y += 10
    if expenses:
        c.text(18, y, w["exp"], 10, B)
        y += 6
        c.fill(18, y - 4, 174, 5.8, 0.92)
        ecols = [(19.5, "left"), (44, "left"), (70, "left"), (190.5, "right")]
        for (x, al), head in zip(ecols, w["ecols"]):
            c.text(x, y, head, 7.6, B, al)
        y += 6
        for line in expenses:
            for (x, al), value in zip(ecols, (line.detail[0], line.detail[1], line.description,
                                              money(line.amount))):
                c.text(x, y, value, 8.2, F, al)
            c.rule(18, y + 2, 192, 0.2, grey=0.8)
            y += 6
        c.text(168, y, w["esub"], 8.2, B, "right")
        c.text(190.5, y, money(sum((line.amount for line in expenses), inv.subtotal * 0)), 8.2, B, "right")
        y += 10
    c.rule(120, y - 4, 192, 0.6)
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(168, y, label, 9.4 if strong else 8.6, B if strong else F, "right")
        c.text(190.5, y, money(value), 9.4 if strong else 8.6, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(due=day(inv.due), iban=inv.iban, bic=inv.bic, no=inv.invoice_no, ref=inv.payment_ref)]
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 2
    c.text(18, 284, f"{s.name} · {s.register} · {s.phone}", 6.6, F, grey=0.45)
    c.text(192, 284, "1 / 1", 6.6, F, "right", grey=0.45)
    return c.bytes()


# --- invoiced (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def invoiced(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "bill": "Facturé à", "facts": ("N° de facture", "Date", "Conditions", "Échéance",
                                                             "Bon de commande", "N° client"),
          "cols": ("Article", "Quantité", "Prix unitaire", "Montant"), "sub": "Sous-total", "vat": "TVA ({rate} %)",
          "gross": "Total", "paid": "Montant payé", "due": "Solde dû", "vatno": "N° TVA",
          "online": "Payer en ligne : {link}", "bank": "Ou par virement : IBAN {iban} - BIC {bic}",
          "notes": "Notes"}
         if fr else
         {"title": "FACTUUR", "bill": "Factuur aan", "facts": ("Factuurnummer", "Datum", "Betalingstermijn",
                                                               "Vervaldatum", "Inkooporder", "Klantnummer"),
          "cols": ("Artikel", "Aantal", "Prijs", "Bedrag"), "sub": "Subtotaal", "vat": "Btw ({rate}%)",
          "gross": "Totaal", "paid": "Betaald", "due": "Openstaand saldo", "vatno": "Btw-nr.",
          "online": "Online betalen: {link}", "bank": "Of per overschrijving: IBAN {iban} - BIC {bic}",
          "notes": "Opmerkingen"})
    money = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: eur_before(inv, v, True))
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    grey = lambda g: pdf.set_text_color(g, g, g)  # noqa: E731
    f(18, 22, s.name, 13, "B")
    grey(90)
    for k, text in enumerate((s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email)):
        f(18, 28 + k * 4, text, 8.2)
    grey(0)
    f(192, 24, w["title"], 22, "B", "right")
    f(18, 56, w["bill"].upper(), 7.4, "B")
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}")):
        f(18, 61 + k * 4.3, text, 8.8)
    values = (inv.invoice_no, short_date(inv, inv.issued), inv.extra["terms"], short_date(inv, inv.due),
              inv.po_printed or "", inv.customer_no)
    y = 56
    for label, value in zip(w["facts"], values):
        if value:
            grey(110)
            f(150, y, label, 8.2, "", "right")
            grey(0)
            f(192, y, value, 8.2, "B" if label == w["facts"][0] else "", "right")
            y += 4.6
    y = 92
    pdf.set_fill_color(244, 246, 248)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    cols = [(20, "left"), (135, "right"), (162, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", al)
    y += 8
    pdf.set_draw_color(225, 228, 232)
    for line in inv.lines:
        name = f"{line.article} {line.description}" if line.article else line.description
        pdf.set_font("Lib", "B", 8.8)
        rows = fp_wrap(pdf, name, 98)
        for (x, al), value in zip(cols, (rows[0], inv.qty(line), money(line.price), money(line.amount))):
            f(x, y, value, 8.8, "B" if x == 20 else "", al)
        for more in rows[1:]:
            y += 4
            f(20, y, more, 8.8, "B")
        for detail in line.detail:
            y += 4
            grey(110)
            f(20, y, detail, 8)
            grey(0)
        pdf.line(18, y + 2.8, 192, y + 2.8)
        y += 8
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(244, 246, 248)
            pdf.rect(120, y - 4.6, 72, 6.8, style="F")
        f(162, y, label, 9.6 if strong else 8.6, "B" if strong else "", "right")
        f(190, y, money(value), 9.6 if strong else 8.6, "B" if strong else "", "right")
        y += 5.6
    y += 8
    f(18, y, w["notes"], 8.6, "B")
    y += 4.6
    pdf.set_font("Lib", "", 8.2)
    for text in (inv.statement, w["online"].format(link=inv.extra["link"]),
                 w["bank"].format(iban=inv.iban, bic=inv.bic)):
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.2)
            y += 4
        y += 1
    grey(120)
    f(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, "", "center")
    grey(0)
    return bytes(pdf.output())


# --- chargeover (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------
def chargeover(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("Date", "Échéance", "Conditions", "N° client", "Bon de commande"),
          "bill": "Facturé à", "ship": "Livré à", "cols": ("Article", "Description", "Qté", "Prix", "Total"),
          "sub": "Sous-total", "vat": "TVA {rate} %", "gross": "Total", "paid": "Paiements", "due": "Solde dû",
          "vatno": "N° TVA", "pay": "Merci de régler le solde sur le compte {iban} (BIC {bic}) avec la "
                                    "communication structurée {ref}.", "page": "Page 1 de 1"}
         if fr else
         {"title": "Rechnung", "facts": ("Datum", "Fällig am", "Zahlungsbedingung", "Kunden-Nr.", "Ihre Bestell-Nr."),
          "bill": "Rechnungsadresse", "ship": "Lieferadresse", "cols": ("Artikel", "Beschreibung", "Menge", "Preis",
                                                                         "Gesamt"),
          "sub": "Zwischensumme", "vat": "MwSt. {rate} %", "gross": "Gesamt", "paid": "Zahlungen", "due": "Offener Betrag",
          "vatno": "USt-IdNr.", "pay": "Bitte überweisen Sie den offenen Betrag auf IBAN {iban} (BIC {bic}), "
                                       "Verwendungszweck: Rechnung {no}.", "page": "Seite 1 von 1"})
    day = (lambda d: d.strftime("%d/%m/%Y")) if fr else (lambda d: d.strftime("%d.%m.%Y"))
    money = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12, B)
    for k, text in enumerate((s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}")):
        c.text(18, 25.5 + k * 3.8, text, 7.8, F, grey=0.3)
    c.text(192, 21, f"{w['title']} #{inv.invoice_no}", 15, B, "right")
    values = (day(inv.issued), day(inv.due), inv.extra["terms"], inv.customer_no, inv.po_printed or "")
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    c.c.setLineWidth(0.4)
    c.c.setStrokeGray(0.6)
    c.c.rect(122 * MM, c.height - (30 + len(facts) * 4.6) * MM, 70 * MM, (len(facts) * 4.6 + 3) * MM)
    for k, (label, value) in enumerate(facts):
        c.text(125, 31.5 + k * 4.6, label, 7.8, F, grey=0.35)
        c.text(189, 31.5 + k * 4.6, value, 7.8, B, "right")
    c.text(18, 62, w["bill"], 7.6, B, grey=0.35)
    c.text(112, 62, w["ship"], 7.6, B, grey=0.35)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}")):
        c.text(18, 67 + k * 4.2, text, 8.6, F)
    ship = rl_wrap(inv.extra["ship"], F, 8.6, 78 * MM)
    for k, text in enumerate(ship):
        c.text(112, 67 + k * 4.2, text, 8.6, F)
    articles = any(line.article for line in inv.lines)
    y = 97
    c.fill(18, y - 4.2, 174, 6.2, 0.2)
    cols = ([(19.5, "left")] if articles else []) + [(47 if articles else 19.5, "left"), (140, "right"),
                                                     (163, "right"), (190.5, "right")]
    heads = w["cols"] if articles else w["cols"][1:]
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, heads):
        c.c.setFont(B, 7.8)
        {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    width = (88 if articles else 116) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, width)
        values = ([line.article] if articles else []) + [desc[0], inv.qty(line), money(line.price),
                                                         money(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value or "", 8.2, F, al)
        x0 = cols[1][0] if articles else cols[0][0]
        for more in desc[1:]:
            y += 3.8
            c.text(x0, y, more, 8.2, F)
        for detail in line.detail:
            y += 3.6
            c.text(x0, y, detail, 7, F, grey=0.45)
        c.rule(18, y + 2.2, 192, 0.2, grey=0.75)
        y += 6.6
    y += 3
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        if label == w["due"]:
            c.fill(122, y - 4.2, 70, 6.2, 0.9)
        c.text(163, y, label, 9 if strong else 8.4, B if strong else F, "right")
        c.text(190.5, y, money(value), 9 if strong else 8.4, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref, no=inv.invoice_no)]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.8
    c.text(18, 284, f"{s.name} · {s.register}", 6.6, F, grey=0.45)
    c.text(192, 284, w["page"], 6.6, F, "right", grey=0.45)
    return c.bytes()


# --- mor (fpdf2, Liberation Sans) -----------------------------------------------------------------------------------
def mor(inv: Invoice) -> bytes:
    s = inv.supplier
    money = lambda v: eur_before(inv, v, False)  # noqa: E731
    long = lambda d: d.strftime("%B ") + f"{d.day}, {d.year}"  # noqa: E731
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    grey = lambda g: pdf.set_text_color(g, g, g)  # noqa: E731
    f(18, 24, "Invoice", 20, "B")
    for k, (label, value) in enumerate((("Invoice number", inv.invoice_no), ("Date of issue", long(inv.issued)),
                                        ("Date paid", long(inv.issued)), ("Order", inv.extra["order"]))):
        grey(100)
        f(18, 34 + k * 4.6, label, 8.6)
        grey(0)
        f(52, 34 + k * 4.6, value, 8.6, "B" if k == 0 else "")
    f(18, 60, s.name, 8.8, "B")
    for k, text in enumerate((s.street, f"{s.city} {s.postal_code}", COUNTRY[s.country]["en"], s.email,
                              f"VAT {s.vat}")):
        f(18, 64.5 + k * 4.2, text, 8.6)
    f(100, 60, "Bill to", 8.8, "B")
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], "Belgium", inv.extra["email"], f"VAT {BUYER_VAT}")):
        f(100, 64.5 + k * 4.2, text, 8.6)
    f(18, 100, f"{money(inv.gross_total)} paid on {long(inv.issued)}", 14, "B")
    y = 114
    cols = [(18, "left"), (132, "right"), (160, "right"), (192, "right")]
    grey(100)
    for (x, al), head in zip(cols, ("Description", "Qty", "Unit price", "Amount")):
        f(x, y, head, 8, "", al)
    grey(0)
    pdf.set_draw_color(200, 200, 200)
    pdf.line(18, y + 2, 192, y + 2)
    y += 7.5
    for line in inv.lines:
        for (x, al), value in zip(cols, (line.description, inv.qty(line), money(line.price), money(line.amount))):
            f(x, y, value, 8.8, "", al)
        for detail in line.detail:
            y += 4.2
            grey(110)
            f(18, y, detail, 7.8)
            grey(0)
        y += 7
    pdf.line(100, y - 3, 192, y - 3)
    y += 2
    rows = [("Subtotal", inv.subtotal)] + inv.adjustment_amounts() + [
        ("Total excluding tax", inv.net_total), (f"VAT - Belgium ({inv.rate()}% reverse charge)", inv.vat_amount),
        ("Total", inv.gross_total), ("Amount paid", inv.gross_total)]
    for label, value in rows:
        strong = label == "Amount paid"
        f(160, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, money(value), 8.8, "B" if strong else "", "right")
        if label == "Total":
            pdf.line(100, y + 2, 192, y + 2)
        y += 5.6
    y += 8
    grey(70)
    pdf.set_font("Lib", "", 8.2)
    for text in (f"Paid with {inv.extra['card']} on {long(inv.issued)}.", inv.statement):
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.2)
            y += 4
        y += 1.4
    grey(130)
    f(18, 284, f"{inv.invoice_no} · {money(inv.gross_total)} paid on {long(inv.issued)}", 7)
    f(192, 284, "Page 1 of 1", 7, "", "right")
    grey(0)
    return bytes(pdf.output())


# --- accelo (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------------
def accelo(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("acn", 8.2, "DV"), _style("acr", 8.2, "DV", align=2)
    bold, bold_r = _style("acb", 8.2, "DVB"), _style("acbr", 8.2, "DVB", align=2)
    lab = _style("acl", 7.4, "DV", grey=0.4)
    head_left = Paragraph(f"<font size=18><b>Rechnung {escape(inv.invoice_no)}</b></font>",
                          _style("act", 18, "DVB", lead=22))
    head_right = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                           f"{escape(COUNTRY[s.country]['de'])}<br/>Tel. {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                           f"USt-IdNr. {escape(s.vat)}", _style("acc", 8.2, "DV", align=2, lead=10.4))
    top = Table([[head_left, head_right]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in ("An", BUYER[0], "z. Hd. Kreditorenbuchhaltung", BUYER[1],
                                                       BUYER[2], COUNTRY_BE["de"], f"USt-IdNr. {BUYER_VAT}")),
                      _style("acu", 8.8, "DV", lead=11.4))
    facts = [("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Fällig am", inv.day(inv.due, "%d.%m.%Y")),
             ("Zahlungsziel", inv.extra["terms"]), ("Referenz", inv.po_printed or ""),
             ("Ansprechpartner", inv.extra["contact"])]
    fact_table = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in facts if v],
                       colWidths=[30 * mm, 48 * mm])
    fact_table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    middle = Table([[buyer, fact_table]], colWidths=[100 * mm, 78 * mm])
    middle.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(h, bold_r if k else bold) for k, h in enumerate(("Beschreibung", "Menge", "Einheit",
                                                                       "Einzelpreis", "Steuer", "Betrag"))]]
    rows[0][2] = Paragraph("Einheit", bold)
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(f"{inv.rate()} %", right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[86 * mm, 15 * mm, 19 * mm, 22 * mm, 14 * mm, 22 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.2, 0.45, 0.7)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " EUR"), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Zwischensumme", "", "Steuer {rate} %", "Gesamtbetrag",
                                                always_sub=True)]
    trows += [[Paragraph("Bezahlt", right), Paragraph(inv.number(inv.gross_total * 0) + " EUR", right)],
              [Paragraph("Offener Betrag", bold_r), Paragraph(inv.number(inv.gross_total) + " EUR", bold_r)]]
    tot = Table(trows, colWidths=[48 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, 2), (-1, 2), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 10 * mm), middle, Spacer(1, 8 * mm),
             Paragraph(f"<b>Bezug:</b> {escape(inv.extra['against'])}", normal), Spacer(1, 4 * mm), table,
             Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm), Paragraph(escape(inv.statement), normal),
             Spacer(1, 2 * mm),
             Paragraph(escape(f"Bitte überweisen Sie den offenen Betrag bis {inv.day(inv.due, '%d.%m.%Y')} auf "
                              f"IBAN {inv.iban}, BIC {inv.bic}, unter Angabe der Rechnungsnummer {inv.invoice_no}."),
                       normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"hubspot": hubspot, "salesforce": salesforce, "kantata": kantata, "invoiced": invoiced,
           "chargeover": chargeover, "mor": mor, "accelo": accelo}
