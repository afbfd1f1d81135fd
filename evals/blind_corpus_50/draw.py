"""Seven page writers for the fiftieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 and
platypus set-ups, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's.

- bjornlunden (fpdf2, DejaVu Sans): a Björn Lundén-style Swedish invoice, en or nl: the company top left,
  `INVOICE` / `FACTUUR` and `Page 1 (1)` right, a fact list left (invoice date, number, customer number, OCR or
  structured communication), the customer in the window right, a boxed row of terms (`Your reference`,
  `Our reference`, `Your order no.`, `Terms of payment`, `Due date`, `Interest on late payment`), columns
  `Art. no.` / `Description` / `Qty` / `Unit` / `Unit price` / `Disc. %` / `Amount`, the totals as a **boxed row
  across the page** (`Net`, `Freight`, `Excl. VAT`, `VAT %`, `VAT`, `To pay EUR`), a four-column footer with
  `Bankgiro`, `Org. no.` / `VAT reg. no.` and `Approved for F-tax`.
- speedledger (reportlab canvas, Liberation Sans): a Speedledger-style invoice, en or fr: the company in colour,
  `Invoice` / `Facture` right over a two-column fact list, the customer left, columns (`Art. no.`) /
  `Description` / `Qty` / `Unit` / `Price` / `Amount`, totals right, a payment line with OCR, a four-column
  footer under headings.
- wint (reportlab platypus, DejaVu Sans): a Wint-style invoice, en or nl: the company, `Invoice` / `Factuur` with
  the number in the title, a boxed 3 x 2 fact grid, the customer, columns (`Item`) / `Description` / `Qty` /
  `Unit price` / `VAT` / `Amount`, totals, a grey payment box (bank, OCR / structured communication, amount, due
  date).
- bonsai (reportlab canvas, Liberation Sans): a Bonsai-style freelancer invoice, en: `Invoice`, `From` / `To`
  blocks, `Invoice #`, `Issued`, `Due` written US-style (`Dec 3, 2027`), items as a bold name with a grey line
  under it, `Qty` / `Rate` / `Line total`, `Subtotal`, `VAT (0%)`, `Total`, `Amount due (EUR)`, notes with the PO.
- paymo (reportlab platypus, Liberation Sans): a Paymo-style invoice, nl or de: the company left, `FACTUUR` /
  `RECHNUNG` right, a fact table (`Factuurnummer`, `Datum`, `Vervaldatum`, `PO-nummer`, `Project`), `Aan` /
  `An`, columns `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Bedrag` (quantities with two decimals in
  03), `Subtotaal`, `Btw 0%`, `Totaal`, `Te betalen`.
- nutcache (fpdf2, Liberation Sans): a Nutcache-style invoice, fr: the company left, `FACTURE` right with a fact
  box (`N° de facture`, `Date`, `Échéance`, `Bon de commande`), `Facturer à`, columns `Article` / `Description` /
  `Prix unitaire` / `Qté` / `Remise` / `Taxe` / `Total` (price before quantity), `Sous-total`, `TVA 12 %`,
  `Total`, `Paiements`, `Solde dû`.
- hiveage (fpdf2, DejaVu Sans): a Hiveage-style invoice, de or en: the company left, `RECHNUNG` / `INVOICE` right
  with a fact list, a summary line under the title, `Rechnung an` / `Bill to`, **separate tables for services
  (hours, rate) and items (quantity, price)**, totals `Zwischensumme` / `Subtotal`, the discount or shipping,
  `Gesamt` / `Total`, `Bezahlt` / `Paid to date`, `Offener Betrag` / `Balance due`; no line labelled net."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _issued,  # noqa: E402
                     _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)

COUNTRY = {"SE": {"en": "Sweden", "nl": "Zweden", "fr": "Suède", "de": "Schweden"},
           "IE": {"en": "Ireland", "nl": "Ierland", "fr": "Irlande", "de": "Irland"},
           "AT": {"en": "Austria", "nl": "Oostenrijk", "fr": "Autriche", "de": "Österreich"},
           "NL": {"en": "The Netherlands", "nl": "Nederland", "fr": "Pays-Bas", "de": "Niederlande"},
           "DE": {"en": "Germany", "nl": "Duitsland", "fr": "Allemagne", "de": "Deutschland"},
           "BE": {"en": "Belgium", "nl": "België", "fr": "Belgique", "de": "Belgien"}}
US_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def _us(day) -> str:
    return f"{US_MONTHS[day.month - 1]} {day.day}, {day.year}"


# --- bjornlunden (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------
def bjornlunden(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "page": "Blad 1 (1)",
          "facts": ("Factuurdatum", "Factuurnr.", "Klantnr.", "Gestructureerde mededeling"),
          "terms": ("Uw referentie", "Onze referentie", "Uw bestelnr.", "Betalingsvoorwaarden", "Vervaldatum",
                    "Verwijlintrest"),
          "cols": ("Art.nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting %", "Bedrag"),
          "sums": ("Netto", "Excl. btw", "Btw %", "Btw", "Te betalen EUR"),
          "foot": (("Adres",), ("Telefoon", "E-mail"), ("Bank",), ("Ondernemingsnr.", "Btw-nr.")),
          "bank": "IBAN"}
         if nl else
         {"title": "INVOICE", "page": "Page 1 (1)",
          "facts": ("Invoice date", "Invoice no.", "Customer no.", "OCR"),
          "terms": ("Your reference", "Our reference", "Your order no.", "Terms of payment", "Due date",
                    "Interest on late payment"),
          "cols": ("Art. no.", "Description", "Qty", "Unit", "Unit price", "Disc. %", "Amount"),
          "sums": ("Net", "Excl. VAT", "VAT %", "VAT", "To pay EUR"),
          "foot": (("Address",), ("Telephone", "E-mail"), ("Bankgiro", "IBAN / BIC"), ("Reg. no.", "VAT reg. no.")),
          "bank": "IBAN"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%Y-%m-%d"
    f(18, 20, s.name, 12.5, "B")
    f(192, 20, w["title"], 15, "B", "right")
    f(192, 25, w["page"], 7.6, "", "right")
    values = (inv.day(inv.issued, dfmt), inv.invoice_no, inv.customer_no, inv.payment_ref)
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(18, 40 + k * 4.6, label, 7.4)
        f(62 if nl else 48, 40 + k * 4.6, value, 8.8, "B" if k in (1, 3) else "")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(118, 42 + k * 4.7, text, 9.6)
    y = 66
    pdf.set_line_width(0.25)
    pdf.rect(18, y, 174, 19)
    pdf.line(18, y + 9.5, 192, y + 9.5)
    values = (inv.extra["yours"], inv.extra["ours"], inv.po_printed or "", inv.extra["terms"],
              inv.day(inv.due, dfmt), inv.extra["interest"])
    for k, (label, value) in enumerate(zip(w["terms"], values)):
        x, yy = 20 + (k % 3) * 58, y + (k // 3) * 9.5
        f(x, yy + 3.4, label, 6.6)
        f(x, yy + 7.6, value, 8.8)
    y = 96
    cols = [(18, "l"), (44, "l"), (126, "r"), (128, "l"), (152, "r"), (170, "r"), (192, "r")]
    discounts = any(line.discount for line in inv.lines)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 5 or discounts:
            f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    pdf.line(18, y + 1.6, 192, y + 1.6)
    y += 6
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.3)
        desc = fp_wrap(pdf, line.description, 66)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.3, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.3)
        y += 5
    y = max(y + 6, 190)
    pdf.set_font("DejaVu", "", 8)
    if inv.statement:
        for row in fp_wrap(pdf, inv.statement, 172):
            f(18, y, row, 8)
            y += 3.9
    y = 222
    charges = inv.adjustment_amounts()
    heads = [w["sums"][0]] + [label for label, _ in charges] + list(w["sums"][1:])
    values = ([inv.number(inv.subtotal)] + [inv.number(a) for _, a in charges]
              + [inv.number(inv.net_total), inv.rate(), inv.number(inv.vat_amount), inv.number(inv.gross_total)])
    width = 174 / len(heads)
    pdf.rect(18, y, 174, 12)
    for k, (head, value) in enumerate(zip(heads, values)):
        x = 18 + (k + 1) * width
        if k:
            pdf.line(18 + k * width, y, 18 + k * width, y + 12)
        f(x - 2, y + 4, head, 6.8, "", "right")
        f(x - 2, y + 9.5, value, 9 if k == len(heads) - 1 else 8.6, "B" if k == len(heads) - 1 else "", "right")
    y += 20
    pay = (f"Gelieve te betalen op {inv.iban} (BIC {inv.bic}) met gestructureerde mededeling {inv.payment_ref}."
           if nl else f"Please pay to IBAN {inv.iban} (BIC {inv.bic}) or bankgiro {inv.extra['bankgiro']}, "
                      f"quoting OCR {inv.payment_ref}.")
    f(18, y, pay, 8)
    pdf.line(18, 268, 192, 268)
    register = s.register.split(",")[0].replace("Org.nr ", "")
    pdf.set_font("DejaVu", "", 6.4)
    cols4 = [fp_wrap(pdf, s.name, 42) + [s.street, f"{place(inv)}", COUNTRY[s.country][inv.language]],
             [s.phone, s.email],
             ([f"IBAN {inv.iban}", f"BIC {inv.bic}"] if nl else [inv.extra["bankgiro"], inv.iban, inv.bic]),
             ([s.vat.replace("BE", "").replace(".", ""), s.vat] if nl
              else [register, s.vat, "Godkänd för F-skatt / Approved for F-tax"])]
    for x, heads4, col in zip((18, 64, 104, 148), w["foot"], cols4):
        f(x, 272, " / ".join(heads4), 6.2, "B")
        for k, text in enumerate(col):
            f(x, 275.5 + k * 3.2, text, 6.4)
    if nl:
        f(18, 290, s.register, 6)
    return bytes(pdf.output())


# --- speedledger (reportlab canvas, Liberation Sans) ----------------------------------------------------------------
def speedledger(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("N° de facture", "Date de facture", "Échéance", "N° client",
                                         "Votre référence", "Notre référence"),
          "to": "Adresse de facturation", "cols": ("Réf.", "Description", "Qté", "Unité", "Prix", "Montant"),
          "net": "Total hors TVA", "vat": "TVA {rate} %", "gross": "Total à payer",
          "foot": ("Adresse", "Contact", "Paiement", "Société"), "dfmt": "%d/%m/%Y"}
         if fr else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Due date", "Customer no.", "Your reference",
                                        "Our reference"),
          "to": "Invoice address", "cols": ("Art. no.", "Description", "Qty", "Unit", "Price", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total to pay",
          "foot": ("Address", "Contact", "Payment", "Company"), "dfmt": "%Y-%m-%d"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.c.setFillColorRGB(0.05, 0.36, 0.45)
    c.c.setFont(B, 15)
    c.c.drawString(18 * MM, c.height - 24 * MM, s.name)
    c.c.setFillGray(0)
    c.text(192, 24, w["title"], 20, F, "right")
    values = (inv.invoice_no, inv.day(inv.issued, w["dfmt"]), inv.day(inv.due, w["dfmt"]), inv.customer_no,
              inv.po_printed or "", inv.extra["ours"])
    y = 36
    for label, value in zip(w["facts"], values):
        if value:
            c.text(150, y, label, 8, F, "right", grey=0.4)
            c.text(153, y, value, 8.6, B if label in ("Invoice no.", "N° de facture") else F)
            y += 4.6
    c.text(18, 44, w["to"], 7.4, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], BUYER_VAT]):
        c.text(18, 49.5 + k * 4.5, text, 9.4, B if k == 0 else F)
    articles = any(line.article for line in inv.lines)
    y = 90
    c.fill(18, y - 4.4, 174, 6.6, 0.92)
    cols = ([(20, "left")] if articles else []) + [(52 if articles else 20, "left"), (140, "right"), (143, "left"),
                                                   (168, "right"), (190, "right")]
    heads = w["cols"] if articles else w["cols"][1:]
    for (x, al), head in zip(cols, heads):
        c.text(x, y, head, 7.8, B, al)
    y += 7
    width = (86 if articles else 118) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, width)
        values = ([line.article] if articles else []) + [desc[0], inv.qty(line), line.unit, inv.number(line.price),
                                                          inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(cols[-5][0], y, more, 8.6, F)
        c.rule(18, y + 2.2, 192, 0.2, grey=0.8)
        y += 6.4
    y += 5
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(165, y, label, 9.6 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, inv.number(value) + " EUR", 9.6 if strong else 8.8, B if strong else F, "right")
        y += 5.4
    y += 8
    texts = [inv.statement] if inv.statement else []
    if fr:
        texts.append(f"Veuillez verser le montant sur le compte {inv.iban} (BIC {inv.bic}) avec la communication "
                     f"structurée {inv.payment_ref}.")
    else:
        texts.append(f"Please pay to bankgiro {inv.extra['bankgiro']} or IBAN {inv.iban} (BIC {inv.bic}), "
                     f"quoting OCR reference {inv.payment_ref}.")
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
        y += 1.8
    c.rule(18, 266, 192, 0.3, grey=0.6)
    cols4 = [[s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
             [s.phone, s.email],
             ([f"IBAN {inv.iban}", f"BIC {inv.bic}"] if fr
              else [f"Bankgiro {inv.extra['bankgiro']}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]),
             ([s.register, f"TVA {s.vat}"] if fr
              else [s.register, f"VAT no. {s.vat}", "Registered for F-tax"])]
    for x, head, col in zip((18, 66, 106, 152), w["foot"], cols4):
        c.text(x, 270, head.upper(), 6.2, B, grey=0.45)
        for k, text in enumerate(col):
            c.text(x, 273.6 + k * 3.3, text, 6.6, F, grey=0.2)
    return c.bytes()


# --- wint (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------------
def wint(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                         "Uw referentie", "Onze referentie"),
          "to": "Factuuradres", "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "Korting", "Btw", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Te betalen",
          "pay": ("Betaalgegevens", "IBAN", "BIC", "Mededeling", "Bedrag", "Vervaldatum"), "vatno": "Btw-nr."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number",
                                        "Your reference", "Our reference"),
          "to": "Invoice address", "cols": ("Item", "Description", "Qty", "Unit price", "Discount", "VAT", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total to pay",
          "pay": ("Payment details", "Bankgiro", "IBAN", "BIC", "OCR", "Amount", "Due date"), "vatno": "VAT no."})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    dfmt = inv.extra["date_fmt"]
    lab = _style("wl", 7, "DV", grey=0.4)
    normal, right = _style("wn", 8.4, "DV"), _style("wr", 8.4, "DV", align=2)
    bold, bold_r = _style("wb", 8.4, "DVB"), _style("wbr", 8.4, "DVB", align=2)
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                             f"{escape(COUNTRY[s.country][inv.language])}", _style("wc", 8.6, "DV", lead=11)),
                   Paragraph(f"{w['title']} {escape(inv.invoice_no)}", _style("wt", 18, "DVB", align=2, lead=22))]],
                 colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.po_printed or "", inv.extra["ours"])
    cells = [[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in zip(w["facts"], values)]
    grid = Table([[cells[0], cells[1], cells[2]], [cells[3], cells[4], cells[5]]], colWidths=[59 * mm] * 3)
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.7, 0.7, 0.7)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    buyer = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                             f"{w['vatno']} {BUYER_VAT}"))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 4 or discounts)]
    widths = {0: 36, 1: 0, 2: 16, 3: 22, 4: 16, 5: 12, 6: 24}
    widths[1] = 178 - sum(widths[k] for k in keep if k != 1)
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k >= 2 else bold) for k in keep]]
    for line in inv.lines:
        cell = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                2: Paragraph(escape(f"{inv.qty(line)} {line.unit}"), right),
                3: Paragraph(inv.number(line.price), right),
                4: Paragraph(inv.pct(line.discount) + "%" if line.discount else "", right),
                5: Paragraph(inv.rate() + "%", right), 6: Paragraph(inv.number(line.amount), right)}
        rows.append([cell[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " EUR"), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    if nl:
        pay_values = (inv.iban, inv.bic, inv.payment_ref, inv.number(inv.gross_total) + " EUR",
                      inv.day(inv.due, dfmt))
    else:
        pay_values = (inv.extra["bankgiro"], inv.iban, inv.bic, inv.payment_ref,
                      inv.number(inv.gross_total) + " EUR", inv.day(inv.due, dfmt))
    pay = Table([[Paragraph(f"<b>{w['pay'][0]}</b>", normal), ""]]
                + [[Paragraph(escape(k), lab), Paragraph(escape(v), bold)] for k, v in zip(w["pay"][1:], pay_values)],
                colWidths=[30 * mm, 70 * mm], hAlign="LEFT")
    pay.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.94, 0.94, 0.94)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [head, Spacer(1, 6 * mm), grid, Spacer(1, 6 * mm), Paragraph(escape(w["to"]), lab),
             Paragraph(buyer, _style("wa", 9, "DV", lead=11.4)), Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot,
             Spacer(1, 6 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 4 * mm)]
    story.append(pay)
    foot = (f"{s.name} · {s.street}, {place(inv)} · {s.phone} · {s.email}",
            f"{s.register} · {w['vatno']} {s.vat}")

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 14 * mm, foot[0])
        canvas.drawCentredString(105 * mm, 10.6 * mm, foot[1])
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- bonsai (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def bonsai(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 26, "Invoice", 24, B)
    c.text(18, 33, inv.extra["project"], 9.6, F, grey=0.4)
    for k, (label, value) in enumerate((("Invoice #", inv.invoice_no), ("Issued", _us(inv.issued)),
                                        ("Due", _us(inv.due)))):
        c.text(160, 22 + k * 5, label, 8.4, F, "right", grey=0.45)
        c.text(192, 22 + k * 5, value, 8.8, B if k == 0 else F, "right")
    c.text(18, 50, "FROM", 7, B, grey=0.45)
    c.text(105, 50, "TO", 7, B, grey=0.45)
    left = [s.name, s.email, s.street, f"{s.city} {s.postal_code}", COUNTRY[s.country]["en"], f"VAT {s.vat}"]
    right = [BUYER[0], "accounts.payable@technibouw.be", BUYER[1], BUYER[2], "Belgium", f"VAT {BUYER_VAT}"]
    for k, (a, b) in enumerate(zip(left, right)):
        c.text(18, 55.5 + k * 4.4, a, 9 if k else 9.6, B if k == 0 else F)
        c.text(105, 55.5 + k * 4.4, b, 9 if k else 9.6, B if k == 0 else F)
    y = 95
    for x, al, head in ((18, "left", "DESCRIPTION"), (140, "right", "QTY"), (166, "right", "RATE"),
                        (192, "right", "LINE TOTAL")):
        c.text(x, y, head, 7.2, B, al, grey=0.45)
    c.rule(18, y + 2, 192, 0.4, grey=0.7)
    y += 8
    for line in inv.lines:
        c.text(18, y, line.description, 9.4, B)
        c.text(140, y, inv.qty(line) + (f" {line.unit}s" if line.unit and line.quantity > 1 else ""), 9, F, "right")
        c.text(166, y, eur(line.price), 9, F, "right")
        c.text(192, y, eur(line.amount), 9, F, "right")
        for text in line.detail:
            for row in rl_wrap(text, F, 8.4, 100 * MM):
                y += 4.4
                c.text(18, y, row, 8.4, F, grey=0.45)
        c.rule(18, y + 3.2, 192, 0.2, grey=0.85)
        y += 9
    y += 3
    for label, value, strong in totals(inv, "Subtotal", "", "VAT ({rate}%)", "Total", always_sub=True):
        c.text(166, y, label, 9, F, "right", grey=0.3)
        c.text(192, y, eur(value), 9, B if strong else F, "right")
        y += 5.6
    c.rule(120, y - 2.6, 192, 0.4, grey=0.7)
    y += 4
    c.text(166, y, "Amount due (EUR)", 11, B, "right")
    c.text(192, y, eur(inv.gross_total), 13, B, "right")
    y += 16
    c.text(18, y, "NOTES", 7, B, grey=0.45)
    y += 5
    notes = [f"Your PO: {inv.po_printed}" if inv.po_printed else "", inv.statement,
             "Thank you for your business!"]
    for text in notes:
        for row in rl_wrap(text, F, 8.6, 174 * MM):
            c.text(18, y, row, 8.6, F)
            y += 4.3
        y += 1.5
    y += 6
    c.text(18, y, "PAYMENT DETAILS", 7, B, grey=0.45)
    for k, text in enumerate((f"Account name: {s.name}", f"IBAN: {inv.iban}", f"BIC: {inv.bic}",
                              f"Reference: Invoice {inv.invoice_no}")):
        c.text(18, y + 5 + k * 4.3, text, 8.6, F)
    c.text(192, 285, "Page 1 of 1", 7, F, "right", grey=0.5)
    return c.bytes()


# --- paymo (reportlab platypus, Liberation Sans) --------------------------------------------------------------------
def paymo(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Datum", "Vervaldatum", "PO-nummer", "Project"),
          "to": "Aan", "cols": ("Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal", "due": "Te betalen",
          "notes": "Opmerkingen", "vatno": "Btw-nr.",
          "pay": "Gelieve het bedrag binnen 30 dagen over te maken op IBAN {iban} (BIC {bic}) o.v.v. het "
                 "factuurnummer.", "dfmt": "%d-%m-%Y"}
         if nl else
         {"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Datum", "Fällig am", "Ihre Bestellnummer", "Projekt"),
          "to": "An", "cols": ("Beschreibung", "Menge", "Einheit", "Preis", "Betrag"),
          "sub": "Zwischensumme", "vat": "USt. {rate}%", "gross": "Gesamt", "due": "Offener Betrag",
          "notes": "Hinweise", "vatno": "USt-IdNr.",
          "pay": "Bitte überweisen Sie den Betrag bis zum Fälligkeitsdatum auf IBAN {iban} (BIC {bic}) unter Angabe "
                 "der Rechnungsnummer.", "dfmt": "%d.%m.%Y"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 18, 22)
    del inv.words
    normal, right = _style("pn", 8.8, "LS"), _style("pr", 8.8, "LS", align=2)
    bold, bold_r = _style("pb", 8.8, "LSB"), _style("pbr", 8.8, "LSB", align=2)
    grey = _style("pg", 8, "LS", grey=0.45)
    company = Paragraph(f"<font size=13><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.email)}"
                        f"<br/>{w['vatno']} {escape(s.vat)}", _style("pc", 8.6, "LS", lead=11.4))
    values = (inv.invoice_no, _issued(inv, w["dfmt"]), inv.day(inv.due, w["dfmt"]), inv.po_printed or "",
              inv.extra["project"])
    facts = Table([[Paragraph(escape(k), grey), Paragraph(escape(v), bold if i == 0 else normal)]
                   for i, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[33 * mm, 51 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    right_block = [Paragraph(w["title"], _style("pt", 22, "LSB", align=2, lead=26, grey=0.25)), Spacer(1, 3 * mm),
                   facts]
    top = Table([[company, right_block]], colWidths=[94 * mm, 84 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph(f"<font color='#777777'>{w['to']}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                      f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                      f"{w['vatno']} {BUYER_VAT}", _style("pa", 9, "LS", lead=12))
    rows = [[Paragraph(escape(h), _style(f"ph{k}", 8.8, "LSB", align=2 if k in (1, 3, 4) else 0, grey=1))
             for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[92 * mm, 20 * mm, 18 * mm, 22 * mm, 26 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.24, 0.3)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.96, 0.96, 0.97)]),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6)]))
    trows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True) + [(w["due"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if label == w["due"] else right),
                  Paragraph(escape("€ " + inv.number(value)), bold_r if label == w["due"] else right)]
                 for label, value, _ in trows], colWidths=[46 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    story = [top, Spacer(1, 8 * mm), buyer, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm),
             Paragraph(f"<b>{w['notes']}</b>", normal), Spacer(1, 1 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone} · IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- nutcache (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def nutcache(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], f"Tél. : {s.phone}", s.email,
                              f"N° TVA : {s.vat}"]):
        f(18, 26 + k * 4, text, 8.2)
    pdf.set_text_color(38, 115, 180)
    f(192, 22, "FACTURE", 22, "B", "right")
    pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(190, 190, 190)
    pdf.set_line_width(0.2)
    pdf.rect(128, 28, 64, 23)
    dfmt = "%d/%m/%Y"
    for k, (label, value) in enumerate((("N° de facture", inv.invoice_no), ("Date", inv.day(inv.issued, dfmt)),
                                        ("Échéance", inv.day(inv.due, dfmt)),
                                        ("Bon de commande", inv.po_printed or ""))):
        f(131, 33 + k * 5, label, 8, "", "left")
        f(189, 33 + k * 5, value, 8.4, "B" if k == 0 else "", "right")
    f(18, 60, "FACTURER À", 7.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        f(18, 65.5 + k * 4.4, text, 9, "B" if k == 0 else "")
    y = 98
    pdf.set_fill_color(38, 115, 180)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(19.5, "l"), (44, "l"), (130, "r"), (142, "r"), (155, "r"), (174, "r"), (190.5, "r")]
    for (x, al), head in zip(cols, ("Article", "Description", "Prix unitaire", "Qté", "Remise", "Taxe", "Total")):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 68)
        values = [line.article or "", desc[0], eur(line.price), inv.qty(line),
                  inv.pct(line.discount) + " %" if line.discount else "", f"TVA {inv.rate()} %", eur(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(44, y, more, 8.4)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(18, y + 2.4, 192, y + 2.4)
        y += 6.6
    y += 5
    rows = totals(inv, "Sous-total", "", "TVA {rate} %", "Total", always_sub=True)
    rows += [("Paiements", inv.gross_total * 0, False), ("Solde dû", inv.gross_total, True)]
    for label, value, strong in rows:
        big = label == "Solde dû"
        if big:
            pdf.set_fill_color(232, 240, 248)
            pdf.rect(128, y - 4.6, 64, 6.8, style="F")
        f(164, y, label, 9.6 if big else 8.8, "B" if strong else "", "right")
        f(190.5, y, eur(value), 9.6 if big else 8.8, "B" if strong else "", "right")
        y += 6
    y += 8
    f(18, y, "Notes", 8.4, "B")
    y += 4.6
    pdf.set_font("Lib", "", 8.2)
    for text in ([inv.statement] if inv.statement else []) + [
            f"Paiement à {inv.extra['terms']} par virement sur le compte {inv.iban} (BIC {inv.bic}), "
            f"communication structurée {inv.payment_ref}.",
            "Produits phytopharmaceutiques à usage professionnel : phytolicence du client requise."]:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.2
    f(105, 284, f"{s.name} · {s.register} · TVA {s.vat} · IBAN {inv.iban}", 6.8, "", "center")
    return bytes(pdf.output())


# --- hiveage (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def hiveage(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fällig am"), "to": "Rechnung an",
          "services": ("Leistungen", "Stunden", "Satz", "Betrag"),
          "items": ("Material", "Menge", "Preis", "Betrag"), "desc": "Beschreibung",
          "sub": "Zwischensumme", "vat": "USt. {rate} %", "gross": "Gesamt", "paid": "Bezahlt",
          "due": "Offener Betrag", "notes": "Hinweise", "vatno": "UID", "dfmt": "%d.%m.%Y",
          "pay": "Zahlbar innerhalb von 14 Tagen ohne Abzug auf IBAN {iban}, BIC {bic}."}
         if de else
         {"title": "INVOICE", "facts": ("Invoice No.", "Issue Date", "Due Date"), "to": "Bill To",
          "services": ("Services", "Hours", "Rate", "Amount"),
          "items": ("Items", "Quantity", "Rate", "Amount"), "desc": "Description",
          "sub": "Subtotal", "vat": "Tax ({rate}%)", "gross": "Total", "paid": "Paid to Date",
          "due": "Balance Due (EUR)", "notes": "Notes", "vatno": "VAT", "dfmt": "%d %b %Y",
          "pay": "Payment by bank transfer within 30 days to IBAN {iban}, BIC {bic}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(18, 25.5 + k * 3.9, text, 7.8)
    pdf.set_text_color(90, 90, 90)
    f(192, 21, w["title"], 19, "", "right")
    pdf.set_text_color(0, 0, 0)
    values = (inv.invoice_no, _issued(inv, w["dfmt"]), inv.day(inv.due, w["dfmt"] if de else "%d %b %Y"))
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(162, 29 + k * 4.6, label, 7.8, "", "right")
        f(192, 29 + k * 4.6, value, 8.4, "B" if k == 0 else "", "right")
    f(18, 58, w["to"].upper(), 7, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 63 + k * 4.3, text, 8.8, "B" if k == 0 else "")
    y = 92
    summary = inv.extra["summary"] + (f" · {inv.po_printed}" if inv.po_printed else "")
    f(18, y, summary, 10, "B")
    y += 9
    n = int(inv.extra["services"])
    groups = [(w["services"], inv.lines[:n], False), (w["items"], inv.lines[n:], True)]
    for heads, lines, items in groups:
        if not lines:
            continue
        pdf.set_fill_color(240, 240, 240)
        pdf.rect(18, y - 4.4, 174, 6.4, style="F")
        x_desc = 48 if items else 20
        f(20, y, heads[0], 7.8, "B")
        if items:
            f(48, y, w["desc"], 7.8, "B")
        for x, head in zip((146, 168, 190), heads[1:]):
            f(x, y, head, 7.8, "B", "right")
        y += 6.6
        for line in lines:
            pdf.set_font("DejaVu", "", 8.3)
            desc = fp_wrap(pdf, line.description, 122 - (x_desc - 20) if items else 112)
            if items:
                f(20, y, line.article or "", 8.3)
            f(x_desc, y, desc[0], 8.3)
            qty = inv.qty(line) + ("" if items and line.unit == "pcs" else f" {line.unit}")
            for x, value in zip((146, 168, 190), (qty, inv.number(line.price), inv.number(line.amount))):
                f(x, y, value, 8.3, "", "right")
            for more in desc[1:]:
                y += 3.8
                f(x_desc, y, more, 8.3)
            pdf.set_draw_color(225, 225, 225)
            pdf.line(18, y + 2.2, 192, y + 2.2)
            y += 6
        y += 4
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        if label == w["due"]:
            pdf.set_draw_color(0, 0, 0)
            pdf.line(126, y - 4.4, 192, y - 4.4)
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(190, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5.4
    y += 8
    f(18, y, w["notes"], 8.4, "B")
    y += 4.6
    pdf.set_font("DejaVu", "", 8)
    for text in ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic)]:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.2
    pdf.set_text_color(120, 120, 120)
    f(105, 284, f"{s.name} · {s.register}", 6.6, "", "center")
    pdf.set_text_color(0, 0, 0)
    return bytes(pdf.output())


WRITERS = {"bjornlunden": bjornlunden, "speedledger": speedledger, "wint": wint, "bonsai": bonsai,
           "paymo": paymo, "nutcache": nutcache, "hiveage": hiveage}
