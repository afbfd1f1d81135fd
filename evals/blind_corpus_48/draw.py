"""Seven page writers for the forty-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of subscription and small-business billing software (no logos, no trademarks, invented
suppliers): three on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- recurly (reportlab canvas, Liberation Sans): a Recurly-style hosted invoice, nl or de: the company top left,
  `Factuur #41084` / `Rechnung #10277` right over the dates, `Factureren aan` / `Rechnungsempfänger`, a fact row
  (account code, PO number, terms), columns `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Bedrag` with the
  service period in grey under a description, totals (`Subtotaal`, a coupon, `Btw`, `Totaal`, `Betalingen`,
  `Te betalen`).
- zuora (reportlab platypus, DejaVu Sans): a Zuora invoice template, de or nl: `RECHNUNG` / `FACTUUR`, a two-column
  fact grid (invoice number, date, due date, account number, PO), bill-to and sold-to contacts, an account summary
  (previous balance, payments, new charges, total due), `Gebührendetails` / `Details kosten` with columns
  charge name / service period / quantity / unit price / amount, totals (`Zwischensumme`, `Steuer`,
  `Rechnungssumme`).
- maxio (fpdf2, Liberation Sans): a Maxio (ex-Chargify) invoice, de or en: the company left, `Rechnung` / `Invoice`
  and the number right, issue and due dates, `PO`, bill-to and ship-to, columns `Beschreibung` / `Menge` /
  `Preis` / `Betrag`, totals (`Zwischensumme`, the discount, `Steuern`, `Gesamt`, `Zahlungen und Gutschriften`,
  `Offener Betrag`); no line labelled net.
- billsby (fpdf2, DejaVu Sans): a Billsby-style subscription invoice, en: `INVOICE` big, a fact list, `Billed to`,
  columns `Description` / `Qty` / `Unit price` / `Amount`, totals (`Subtotal`, `VAT`, `Total`, `Amount paid`,
  `Amount due (EUR)`).
- ageras (fpdf2, DejaVu Sans Condensed / DejaVu Sans): an Ageras/Billy-style small-business invoice, nl or en: the
  company right, the customer left, a fact box (number, date, due date, customer no., reference), columns
  article / description / quantity / unit / price / amount, totals (`Subtotaal` or `Subtotal`, freight, `Btw`,
  `Totaal`), payment details and a one-line footer.
- karlia (reportlab canvas, DejaVu Sans): a Karlia-style French CRM invoice: the company top left, `FACTURE` and
  `N°` right, the client framed, an `Objet :` line, columns `Réf.` (only when a line has one) / `Désignation` /
  `Qté` / `Unité` / `P.U. HT` / `Remise` (only when used) / `Total HT`, totals (`Total HT`, `TVA`, `Total TTC`,
  `Net à payer`), payment conditions and bank box.
- incwo (reportlab platypus, Liberation Sans): an incwo-style French online-ERP invoice: `Facture n° …` title, the
  company left and the client right, a fact table (`Date de facturation`, `Date d'échéance`, `Code client`,
  `Votre référence`), columns `Réf.` / `Désignation` / `Qté` / `PU HT` / `TVA` / `Montant HT`, totals
  (`Sous-total HT`, `Frais de port`, `Total HT`, `TVA 0 %`, `Total TTC`, `Net à payer`)."""

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

LAND = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
        "NL": {"nl": "Nederland", "en": "The Netherlands", "de": "Niederlande", "fr": "Pays-Bas"},
        "DE": {"de": "Deutschland", "en": "Germany", "nl": "Duitsland", "fr": "Allemagne"},
        "FR": {"fr": "France", "en": "France", "nl": "Frankrijk", "de": "Frankreich"},
        "AT": {"de": "Österreich", "en": "Austria", "nl": "Oostenrijk", "fr": "Autriche"},
        "IE": {"en": "Ireland", "de": "Irland", "nl": "Ierland", "fr": "Irlande"},
        "DK": {"en": "Denmark", "de": "Dänemark", "nl": "Denemarken", "fr": "Danemark"}}


def _land(inv: Invoice) -> str:
    return LAND[inv.supplier.country][inv.language]


# --- recurly (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def recurly(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "issued": "Factuurdatum", "due": "Vervaldatum", "bill": "Factureren aan",
          "facts": ("Accountcode", "PO-nummer", "Betalingstermijn"),
          "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Bedrag"),
          "sub": "Subtotaal", "vat": "Btw ({rate}%)", "gross": "Totaal", "paid": "Betalingen", "due_amt": "Te betalen",
          "vatno": "Btw", "pay": "Gelieve te betalen via overschrijving op {iban} (BIC {bic}) met de "
                                 "gestructureerde mededeling {ref}.", "notes": "Opmerkingen"}
         if nl else
         {"title": "Rechnung", "issued": "Rechnungsdatum", "due": "Fälligkeitsdatum", "bill": "Rechnungsempfänger",
          "facts": ("Kontocode", "Bestellnummer", "Zahlungsziel"),
          "cols": ("Beschreibung", "Menge", "Stückpreis", "Betrag"),
          "sub": "Zwischensumme", "vat": "MwSt. ({rate}%)", "gross": "Gesamt", "paid": "Zahlungen",
          "due_amt": "Fälliger Betrag", "vatno": "USt-IdNr.", "pay": "Bitte überweisen Sie den Betrag auf IBAN "
                                                                     "{iban} (BIC {bic}), Verwendungszweck {ref}.",
          "notes": "Hinweise"})
    dfmt = "%d/%m/%Y" if nl else "%d.%m.%Y"
    eur = lambda v: "€ " + inv.number(v) if nl else inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 14, B)
    for k, text in enumerate([s.street, place(inv), _land(inv), s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 26 + k * 4.2, text, 8.4, F, grey=0.25)
    c.text(192, 21, f"{w['title']} #{inv.invoice_no}", 16, B, "right")
    c.text(160, 29, w["issued"], 8.4, F, "right", grey=0.45)
    c.text(192, 29, _issued(inv, dfmt), 8.4, F, "right")
    c.text(160, 33.5, w["due"], 8.4, F, "right", grey=0.45)
    c.text(192, 33.5, inv.day(inv.due, inv.extra.get("date_style", dfmt)), 8.4, F, "right")
    c.text(18, 56, w["bill"].upper(), 7.4, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 61 + k * 4.3, text, 9, B if k == 0 else F)
    c.rule(18, 88, 192, 0.3, grey=0.75)
    for x, label, value in zip((18, 80, 142), w["facts"], (inv.customer_no, inv.po_printed or "",
                                                        inv.extra["terms"])):
        c.text(x, 93, label.upper(), 7, B, grey=0.45)
        c.text(x, 97.5, value, 8.8, F)
    c.rule(18, 101, 192, 0.3, grey=0.75)
    y = 111
    c.fill(18, y - 4.4, 174, 6.4, 0.94)
    cols = [(20, "left"), (132, "right"), (162, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 98 * MM)
        qty = inv.qty(line)
        for (x, al), value in zip(cols, (desc[0], qty, eur(line.price), eur(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4
            c.text(20, y, more, 8.8, F)
        for more in line.detail:
            y += 4
            c.text(20, y, more, 7.8, F, grey=0.5)
        c.rule(18, y + 2.6, 192, 0.2, grey=0.82)
        y += 7.4
    y += 3
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due_amt"], inv.gross_total, True)]
    for label, value, strong in rows:
        if label == w["due_amt"]:
            c.rule(130, y - 4, 192, 0.6)
            y += 1
        c.text(162, y, label, 9.6 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, eur(value) if value >= 0 else "- " + eur(-value), 9.6 if strong else 8.8,
               B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]
    c.text(18, y, w["notes"], 8.4, B)
    y += 4.6
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 3.9
        y += 1.6
    c.text(105, 284, f"{s.name} · {s.street}, {place(inv)} · {s.register} · {s.phone}", 6.8, F, "center",
           grey=0.45)
    return c.bytes()


# --- zuora (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------------
def zuora(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": (("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum"),
                                         ("Kontonummer", "Bestellnummer", "Zahlungsbedingungen")),
          "bill": "Rechnungsempfänger", "sold": "Auftraggeber", "summary": "Kontoübersicht",
          "sum_rows": ("Vorheriger Saldo", "Zahlungen", "Neue Gebühren", "Fälliger Gesamtbetrag"),
          "details": "Gebührendetails", "cols": ("Gebühr", "Leistungszeitraum", "Menge", "Einzelpreis", "Betrag"),
          "sub": "Zwischensumme", "vat": "Steuer {rate} %", "gross": "Rechnungssumme EUR", "vatno": "UID-Nr.",
          "pay": "Bankverbindung: IBAN {iban} · BIC {bic} · Bitte geben Sie die Rechnungsnummer an.",
          "contact": "Kreditorenbuchhaltung"}
         if de else
         {"title": "FACTUUR", "facts": (("Factuurnummer", "Factuurdatum", "Vervaldatum"),
                                        ("Accountnummer", "Inkoopordernummer", "Betalingsvoorwaarden")),
          "bill": "Factuuradres", "sold": "Opdrachtgever", "summary": "Accountoverzicht",
          "sum_rows": ("Vorig saldo", "Betalingen", "Nieuwe kosten", "Totaal verschuldigd"),
          "details": "Details kosten", "cols": ("Kostenpost", "Serviceperiode", "Aantal", "Eenheidsprijs", "Bedrag"),
          "sub": "Subtotaal", "vat": "Btw {rate} %", "gross": "Factuurtotaal EUR", "vatno": "Btw-nr.",
          "pay": "Bankgegevens: IBAN {iban} · BIC {bic} · Vermeld bij betaling het factuurnummer.",
          "contact": "Crediteurenadministratie"})
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    lab = _style("zl", 7.4, "DV", grey=0.4)
    normal, right = _style("zn", 8, "DV"), _style("zr", 8, "DV", align=2)
    bold, bold_r = _style("zb", 8, "DVB"), _style("zbr", 8, "DVB", align=2)
    head = _style("zh", 10, "DVB", lead=13)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(_land(inv))}<br/>{escape(s.email)}<br/>{escape(w['vatno'] + ' ' + s.vat)}",
                        _style("zc", 8.2, "DV", lead=10.4))
    title = Paragraph(w["title"], _style("zt", 20, "DVB", align=2, lead=24))
    top = Table([[company, title]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    values = ((inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt)),
              (inv.customer_no, inv.po_printed or "", inv.extra["terms"]))
    grid_rows = []
    for k in range(3):
        grid_rows.append([Paragraph(escape(w["facts"][0][k]), lab), Paragraph(escape(values[0][k]), bold),
                          Paragraph(escape(w["facts"][1][k]), lab), Paragraph(escape(values[1][k]), normal)])
    grid = Table(grid_rows, colWidths=[34 * mm, 50 * mm, 40 * mm, 54 * mm])
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], w["contact"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            w["vatno"] + " " + BUYER_VAT))
    sold = "<br/>".join(escape(t) for t in (BUYER[0], "Technibouw IT & Logistiek", BUYER[1], BUYER[2],
                                            COUNTRY_BE[inv.language]))
    addr = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["sold"]), lab)],
                  [Paragraph(bill, _style("za", 8.4, "DV", lead=10.6)),
                   Paragraph(sold, _style("za2", 8.4, "DV", lead=10.6))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    summary_values = (inv.gross_total * 0, inv.gross_total * 0, inv.gross_total, inv.gross_total)
    summary = Table([[Paragraph(escape(h), bold_r if k == 3 else right) for k, h in enumerate(w["sum_rows"])],
                     [Paragraph(escape(inv.number(v)), bold_r if k == 3 else right)
                      for k, v in enumerate(summary_values)]], colWidths=[44.5 * mm] * 4)
    summary.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.5, 0.5, 0.5)),
                                 ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.94, 0.96)),
                                 ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    rows = [[Paragraph(escape(h), bold_r if k >= 2 else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal),
                     Paragraph(escape(line.detail[0] if line.detail else ""), normal),
                     Paragraph(escape(inv.qty(line) + " " + line.unit), right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[62 * mm, 42 * mm, 24 * mm, 24 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["sub"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 5 * mm), grid, Spacer(1, 5 * mm), addr, Spacer(1, 5 * mm),
             Paragraph(escape(w["summary"]), head), Spacer(1, 1.5 * mm), summary, Spacer(1, 6 * mm),
             Paragraph(escape(w["details"]), head), Spacer(1, 1.5 * mm), table, Spacer(1, 3 * mm), tot,
             Spacer(1, 7 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone}")
        canvas.drawRightString(194 * mm, 12 * mm, f"{inv.invoice_no} · 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- maxio (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def maxio(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Ausgestellt am", "Fällig am", "Bestellnummer"),
          "bill": "RECHNUNGSADRESSE", "ship": "LIEFERADRESSE",
          "cols": ("Beschreibung", "Menge", "Preis", "Betrag"),
          "sub": "Zwischensumme", "vat": "Steuern ({rate} %)", "gross": "Gesamt",
          "paid": "Zahlungen und Gutschriften", "due": "Offener Betrag (EUR)", "vatno": "USt-IdNr.",
          "pay": "Zahlbar per Überweisung an IBAN {iban}, BIC {bic}, unter Angabe der Rechnungsnummer.",
          "memo": "Notiz"}
         if de else
         {"title": "Invoice", "facts": ("Issue Date", "Due Date", "PO Number"),
          "bill": "BILL TO", "ship": "SHIP TO", "cols": ("Description", "Quantity", "Price", "Amount"),
          "sub": "Subtotal", "vat": "Taxes ({rate}%)", "gross": "Total", "paid": "Payments and Credits",
          "due": "Amount Due (EUR)", "vatno": "VAT No.",
          "pay": "Please pay by bank transfer to IBAN {iban}, BIC {bic}, quoting structured reference {ref}.",
          "memo": "Memo"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 22, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), _land(inv), s.email, f"{w['vatno']} {s.vat}"]):
        f(18, 28 + k * 4, text, 8.4)
    f(192, 22, w["title"], 20, "B", "right")
    f(192, 29, f"#{inv.invoice_no}" if not de else inv.invoice_no, 11, "", "right")
    dfmt = inv.extra["date_fmt"]
    values = (inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(160, 37 + k * 4.6, label, 8.4, "", "right")
        f(192, 37 + k * 4.6, value, 8.4, "B", "right")
    pdf.set_text_color(110, 110, 110)
    f(18, 60, w["bill"], 7.4, "B")
    f(110, 60, w["ship"], 7.4, "B")
    pdf.set_text_color(0, 0, 0)
    bill = [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]
    ship = [BUYER[0], "Warehouse / Magazijn" if not de else "Lager / Magazijn", BUYER[1], BUYER[2],
            COUNTRY_BE[inv.language]]
    for k in range(5):
        f(18, 65 + k * 4.3, bill[k], 9, "B" if k == 0 else "")
        f(110, 65 + k * 4.3, ship[k], 9, "B" if k == 0 else "")
    y = 98
    pdf.set_draw_color(30, 30, 30)
    pdf.set_line_width(0.5)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    cols = [(18, "l"), (138, "r"), (164, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    pdf.set_line_width(0.2)
    pdf.set_draw_color(200, 200, 200)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.8)
        desc = fp_wrap(pdf, line.description, 96)
        values = [desc[0], inv.qty(line) + " " + line.unit, "€" + inv.number(line.price),
                  "€" + inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(18, y, more, 8.8)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7.2
    y += 3
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        text = ("-€" + inv.number(-value)) if value < 0 else "€" + inv.number(value)
        f(164, y, label, 9.4 if strong else 8.8, "B" if strong else "", "right")
        f(192, y, text, 9.4 if strong else 8.8, "B" if strong else "", "right")
        y += 5.2
    y += 8
    f(18, y, w["memo"], 8.6, "B")
    y += 4.6
    pdf.set_font("Lib", "", 8.2)
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.4
    pdf.set_text_color(120, 120, 120)
    f(105, 284, f"{s.name} · {s.register} · {s.phone}", 6.8, "", "center")
    return bytes(pdf.output())


# --- billsby (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def billsby(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    pdf.set_fill_color(36, 48, 94)
    pdf.rect(0, 0, 210, 8, style="F")
    f(18, 24, s.name, 12, "B")
    for k, text in enumerate([s.street, f"{s.city} {s.postal_code}", _land(inv), f"VAT {s.vat}"]):
        f(18, 30 + k * 4, text, 8.2)
    f(192, 26, "INVOICE", 24, "B", "right")
    dfmt = "%d/%m/%Y"
    facts = (("Invoice number", inv.invoice_no), ("Date issued", inv.day(inv.issued, dfmt)),
             ("Due date", inv.day(inv.due, dfmt)), ("PO number", inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        if value:
            f(150, 36 + k * 4.6, label, 8.4)
            f(192, 36 + k * 4.6, value, 8.4, "B", "right")
    f(18, 62, "Billed to", 8.4, "B")
    for k, text in enumerate([BUYER[0], "Accounts payable", BUYER[1], BUYER[2], COUNTRY_BE["en"],
                              f"VAT {BUYER_VAT}"]):
        f(18, 67.5 + k * 4.3, text, 9)
    y = 104
    pdf.set_fill_color(238, 240, 246)
    pdf.rect(18, y - 4.8, 174, 7, style="F")
    cols = [(20, "l"), (140, "r"), (164, "r"), (190, "r")]
    for (x, al), head in zip(cols, ("Description", "Qty", "Unit price", "Amount")):
        f(x, y, head, 8.2, "B", "right" if al == "r" else "left")
    y += 8
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 104)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), eur(line.price), eur(line.amount))):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(20, y, more, 8.6)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(18, y + 2.8, 192, y + 2.8)
        y += 7.6
    y += 3
    rows = totals(inv, "Subtotal", "", "VAT ({rate}%)", "Total", always_sub=True)
    rows += [("Amount paid", inv.gross_total * 0, False), ("Amount due (EUR)", inv.gross_total, True)]
    for label, value, strong in rows:
        f(164, y, label, 9.6 if strong else 8.8, "B" if strong else "", "right")
        f(190, y, eur(value), 9.6 if strong else 8.8, "B" if strong else "", "right")
        y += 5.4
    y += 8
    pdf.set_font("DejaVu", "", 8.2)
    for text in (inv.statement, f"Payment details: {s.name}, IBAN {inv.iban}, BIC {inv.bic}. Please quote "
                                f"invoice {inv.invoice_no} as the payment reference."):
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.6
    f(18, y + 4, "Thank you for your business.", 8.2, "I")
    pdf.set_text_color(120, 120, 120)
    f(105, 280, f"{s.name} · {s.register} · {s.email} · {s.phone}", 6.8, "", "center")
    f(105, 284, f"{s.street}, {s.city} {s.postal_code}, {_land(inv)}", 6.8, "", "center")
    return bytes(pdf.output())


# --- ageras (fpdf2, DejaVu Sans Condensed and DejaVu Sans) ----------------------------------------------------------
def ageras(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Klantnr.", "Uw referentie"),
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"),
          "sub": "Subtotaal", "vat": "Btw {rate}%", "gross": "Totaal EUR", "vatno": "Btw-nr.",
          "pay": "Betaling binnen {terms} op rekening {iban} (BIC {bic}) met mededeling {ref}."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Due date", "Customer no.", "Your reference"),
          "cols": ("Item no.", "Description", "Qty", "Unit", "Unit price", "Amount"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "gross": "Total EUR", "vatno": "VAT no.",
          "pay": "Payment terms: {terms}. Please transfer to IBAN {iban} (BIC {bic}), reference {ref}."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    g = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(192, 20, s.name, 12, "B", "right")
    for k, text in enumerate([s.street, place(inv), _land(inv), s.phone, s.email]):
        f(192, 26 + k * 3.9, text, 8, "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 50 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    f(18, 86, w["title"], 18, "B")
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, inv.extra.get("date_style", dfmt)),
              inv.customer_no, inv.po_printed or "")
    pdf.set_draw_color(170, 170, 170)
    pdf.set_line_width(0.2)
    shown = [(k, v) for k, v in zip(w["facts"], values) if v]
    pdf.rect(122, 46, 70, 5 + 4.6 * len(shown))
    for k, (label, value) in enumerate(shown):
        f(125, 51 + k * 4.6, label, 8.4)
        f(189, 51 + k * 4.6, value, 8.4, "B" if k == 0 else "", "right")
    y = 100
    pdf.set_fill_color(60, 60, 60)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(19.5, "l"), (50, "l"), (136, "r"), (139, "l"), (166, "r"), (190.5, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        g(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.4)
        desc = fp_wrap(pdf, line.description, 72)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            g(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            g(50, y, more, 8.4)
        pdf.line(18, y + 2.4, 192, y + 2.4)
        y += 6.4
    y += 4
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        f(166, y, label, 9.4 if strong else 8.6, "B" if strong else "", "right")
        f(190.5, y, inv.number(value), 9.4 if strong else 8.6, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(0, 0, 0)
            pdf.line(140, y - 4.4, 192, y - 4.4)
            pdf.line(140, y + 1.6, 192, y + 1.6)
        y += 5.2
    y += 8
    pdf.set_font("DejaVu", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic,
                        ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.set_draw_color(170, 170, 170)
    pdf.line(18, 277, 192, 277)
    pdf.set_text_color(100, 100, 100)
    f(105, 281, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat} · {s.register}", 6.6, "", "center")
    f(105, 284.4, f"IBAN {inv.iban} · BIC {inv.bic} · {s.email}", 6.6, "", "center")
    return bytes(pdf.output())


# --- karlia (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def karlia(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv), _land(inv), f"Tél. {s.phone}", s.email,
                              f"TVA {s.vat}"]):
        c.text(18, 26 + k * 3.9, text, 8, F)
    c.text(192, 21, "FACTURE", 18, B, "right")
    c.text(192, 28, f"N° {inv.invoice_no}", 9.6, B, "right")
    dfmt = "%d/%m/%Y"
    c.text(192, 33, f"Date : {inv.day(inv.issued, dfmt)}", 8.6, F, "right")
    c.text(192, 37.4, f"Échéance : {inv.day(inv.due, dfmt)}", 8.6, F, "right")
    c.c.setLineWidth(0.4)
    c.c.roundRect(110 * MM, c.height - 80 * MM, 82 * MM, 30 * MM, 2 * MM)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "Belgique",
                              f"TVA {BUYER_VAT}"]):
        c.text(114, 56 + k * 4.1, text, 8.8, B if k == 0 else F)
    c.text(18, 66, f"Code client : {inv.customer_no}", 8.4, F)
    if inv.po_printed:
        c.text(18, 70.4, f"Bon de commande n° {inv.po_printed}", 8.4, F)
    c.text(18, 90, inv.extra["subject"], 9, B)
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    cols = [("Réf.", 19.5, "left", articles)]
    x0 = 42 if articles else 19.5
    cols += [("Désignation", x0, "left", True), ("Qté", 128, "right", True), ("Unité", 130, "left", True),
             ("P.U. HT", 160 if discounts else 168, "right", True), ("Remise", 173, "right", discounts),
             ("Total HT", 190.5, "right", True)]
    cols = [col for col in cols if col[3]]
    width = 84 if articles else 104      # mm of the designation column
    y = 100
    c.fill(18, y - 4.4, 174, 6.6, 0.9)
    for head, x, al, _ in cols:
        c.text(x, y, head, 8, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, width * MM)
        cells = {"Réf.": line.article or "", "Désignation": desc[0], "Qté": inv.qty(line), "Unité": line.unit,
                 "P.U. HT": inv.number(line.price), "Remise": inv.pct(line.discount) + " %" if line.discount else "",
                 "Total HT": inv.number(line.amount)}
        for head, x, al, _ in cols:
            c.text(x, y, cells[head], 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(x0, y, more, 8.4, F)
        c.rule(18, y + 2.3, 192, 0.2, grey=0.78)
        y += 6.5
    y += 4
    rows = totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC")
    for label, value, strong in rows:
        c.text(163, y, label, 8.8, B if strong else F, "right")
        c.text(190.5, y, eur(value), 8.8, B if strong else F, "right")
        y += 5
    c.fill(128, y - 3.4, 64, 6.6, 0.25)
    c.c.setFillGray(1)
    c.c.setFont(B, 9.4)
    c.c.drawString(131 * MM, c.height - (y + 1.2) * MM, "Net à payer")
    c.c.drawRightString(190.5 * MM, c.height - (y + 1.2) * MM, eur(inv.gross_total))
    c.c.setFillGray(0)
    y += 14
    c.text(18, y, f"Conditions de paiement : {inv.extra['terms']}", 8.2, F)
    y += 4.2
    c.text(18, y, "Mode de règlement : virement bancaire", 8.2, F)
    y += 4.2
    if inv.payment_ref:
        c.text(18, y, f"Communication structurée : {inv.payment_ref}", 8.2, B)
        y += 4.2
    y += 2
    c.c.setLineWidth(0.3)
    c.c.rect(18 * MM, c.height - (y + 11) * MM, 110 * MM, 13 * MM)
    c.text(21, y + 2.5, "Coordonnées bancaires", 7.6, B)
    c.text(21, y + 6.6, f"IBAN : {inv.iban}", 8, F)
    c.text(21, y + 10.2, f"BIC : {inv.bic}", 8, F)
    y += 20
    for row in rl_wrap(inv.statement, F, 7.8, 174 * MM) if inv.statement else []:
        c.text(18, y, row, 7.8, F)
        y += 3.7
    legal = ("Tout retard de paiement entraîne de plein droit des intérêts de retard au taux légal et une indemnité "
             "forfaitaire de 40 € pour frais de recouvrement." if s.country == "FR" else
             "Sauf stipulation contraire, nos factures sont payables dans le délai indiqué ci-dessus. Toute réclamation "
             "doit être introduite par écrit dans les huit jours de la date de facture.")
    yy = 270
    for row in rl_wrap(legal, F, 6.8, 174 * MM):
        c.text(18, yy, row, 6.8, F, grey=0.35)
        yy += 3.2
    c.text(105, 284, f"{s.name} · {s.register} · TVA {s.vat}", 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- incwo (reportlab platypus, Liberation Sans) --------------------------------------------------------------------
def incwo(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("in", 8.2, "LS"), _style("ir", 8.2, "LS", align=2)
    bold, bold_r = _style("ib", 8.2, "LSB"), _style("ibr", 8.2, "LSB", align=2)
    lab = _style("il", 7.6, "LS", grey=0.4)
    title = Paragraph(f"Facture n° {escape(inv.invoice_no)}", _style("it", 15, "LSB", lead=19))
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(_land(inv))}<br/>Tél. : {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"N° TVA intracommunautaire : {escape(s.vat)}", _style("ic", 8.2, "LS", lead=10.4))
    client = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE",
                                                        f"N° TVA : {BUYER_VAT}")),
                       _style("icl", 9, "LS", lead=11.6))
    top = Table([[company, client]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("BOX", (1, 0), (1, 0), 0.4, colors.Color(0.6, 0.6, 0.6)),
                             ("LEFTPADDING", (1, 0), (1, 0), 3 * mm), ("TOPPADDING", (1, 0), (1, 0), 2.4 * mm),
                             ("BOTTOMPADDING", (1, 0), (1, 0), 2.4 * mm)]))
    dfmt = "%d/%m/%Y"
    facts = [("Date de facturation", inv.day(inv.issued, dfmt)), ("Date d'échéance", inv.day(inv.due, dfmt)),
             ("Code client", inv.customer_no), ("Votre référence", inv.po_printed or ""),
             ("Conditions de règlement", inv.extra["terms"])]
    facts = [(k, v) for k, v in facts if v]
    fact_table = Table([[Paragraph(escape(k), lab) for k, _ in facts],
                        [Paragraph(escape(v), normal) for _, v in facts]], colWidths=[178 * mm / len(facts)] * len(facts))
    fact_table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.4, colors.Color(0.6, 0.6, 0.6)),
                                    ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 1)]))
    rows = [[Paragraph(h, _style(f"ih{k}", 8.2, "LSB", align=2 if k >= 2 else 0, grey=1)) for k, h in
             enumerate(("Réf.", "Désignation", "Qté", "PU HT", "TVA", "Montant HT"))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(inv.qty(line) + " " + line.unit), right), Paragraph(eur(line.price), right),
                     Paragraph(inv.rate() + " %", right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[26 * mm, 78 * mm, 20 * mm, 20 * mm, 12 * mm, 22 * mm], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.42, 0.6)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.96, 0.97, 0.98)]),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right), Paragraph(eur(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC")]
    trows.append([Paragraph("Net à payer", bold_r), Paragraph(eur(inv.gross_total), bold_r)])
    tot = Table(trows, colWidths=[42 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.93, 0.96)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    story = [title, Spacer(1, 5 * mm), top, Spacer(1, 6 * mm), fact_table, Spacer(1, 6 * mm), table,
             Spacer(1, 4 * mm), tot, Spacer(1, 7 * mm)]
    for text in (inv.statement, f"Règlement par virement bancaire - IBAN : {inv.iban} - BIC : {inv.bic}",
                 "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera "
                 "exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte "
                 "pour paiement anticipé."):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} - SAS au capital de 80 000 € - {s.register} - "
                                                    f"TVA {s.vat}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"recurly": recurly, "zuora": zuora, "maxio": maxio, "billsby": billsby, "ageras": ageras,
           "karlia": karlia, "incwo": incwo}
