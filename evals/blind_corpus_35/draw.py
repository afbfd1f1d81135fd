"""Seven page writers for the thirty-fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up,
word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- banana (reportlab platypus, DejaVu Sans): a Banana Accounting invoice (its standard layout), nl: the supplier top
  left, the customer's address right (the Swiss window side), an info block left (`Factuurnummer`, `Factuurdatum`,
  `Klantnummer`, `Vervaldatum`, `Uw referentie`, `Pagina`), the title `Factuur 10147`, a begin text, a coloured
  header row `Artikel` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Bedrag`, totals `Totaal netto`,
  `Btw 6,00% (op 1.222,00)`, `Totaal EUR`, an end text with the payment details.
- cashctrl (fpdf2, DejaVu Sans): a CashCtrl invoice, fr: the sender line over the address, the customer left, a
  facts table right (`Date`, `Échéance`, `N° client`, the PO), the title `Facture R-…`, an intro, columns `Pos.` /
  `Article` (when any) / `Désignation` / `Quantité` / `Unité` / `Prix` / `Remise` (when any) / `Total`, totals
  `Sous-total`, the charge, `Total HT`, `TVA`, `Total EUR`; Swiss-style dotted dates in 03.
- runmyaccounts (reportlab canvas, Liberation Sans): a Run my Accounts invoice, en: plain, the sender top right,
  the customer left, `Invoice 2027-388`, facts left, the **quantity first** (`Qty` / `Unit` / `Description` /
  `Unit price` / `Total`), `Total excl. VAT`, `VAT 0.00 %`, `Total EUR`, a written date.
- bmd (fpdf2, Liberation Sans): a BMD NTCS invoice (Austria), de or en: a centred letterhead over a rule, the
  sender line and window left, a framed fact box right (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Lieferschein`,
  `Sachbearbeiter`, `Seite`), `Ihre Bestellung` under the box, columns `Pos` / `Artikel-Nr.` / `Bezeichnung` /
  `Menge` / `ME` / `Einzelpreis` / `Rab. %` / `Gesamt EUR`, totals, Skonto terms.
- mesonic (reportlab canvas, Liberation Sans): a Mesonic WinLine print (Austria), de or en: `Rechnung Nr. …` as
  title, a field block (`Belegdatum`, `Kundennummer`, `Ihr Zeichen`, `Unser Zeichen`, `Seite`), a grey header
  band `Pos.` / `Artikelnummer` / `Bezeichnung` / `Menge` / `ME` / `Preis` / `Betrag`, delivery-note rows under
  the lines, quantities with two decimals, totals `Warenwert`, `Frachtkosten`, `Nettobetrag`, `MwSt`,
  `Endbetrag EUR`.
- rzl (fpdf2, DejaVu Serif): an RZL Honorarnote (Austrian tax adviser), de: a letter with the place and written
  date, `HONORARNOTE Nr. …`, `Ihre Bestellnummer`, `Leistungszeitraum`, a salutation, `Leistung` / `Std./Anz.` /
  `Satz` / `Betrag`, `Honorar netto`, `USt 0 %`, `Gesamtbetrag`.
- infoniqa (reportlab platypus, Liberation Sans): an Infoniqa ERP print, fr or nl: the company left and the
  title right, a two-column fact block, the customer in a box, `Pos.` / `Article` / `Désignation` / `Quantité` /
  `UM` / `Prix unit.` / `Montant`, totals and a VAT summary (`Code` / `Base` / `Taux` / `TVA`), the structured
  communication."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)
COUNTRIES = {**COUNTRY, "AT": {"de": "Österreich", "en": "Austria", "fr": "Autriche", "nl": "Oostenrijk"}}


def country(inv: Invoice) -> str:
    return COUNTRIES[inv.supplier.country][inv.language]


def issued(inv: Invoice, default: str) -> str:
    return inv.day(inv.issued, inv.extra.get("date", default))


# --- banana (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------------
def banana(inv: Invoice) -> bytes:
    s = inv.supplier
    w = {"title": "Factuur", "facts": ("Factuurnummer:", "Factuurdatum:", "Klantnummer:", "Vervaldatum:",
                                       inv.extra["po_label"] + ":", "Pagina:"),
         "cols": ("Artikel", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"),
         "net": "Totaal netto", "vat": "Btw {rate}% (op {base})", "gross": "Totaal EUR", "vatno": "Btw-nr.",
         "end": "Gelieve het bedrag binnen {terms} over te maken op IBAN {iban} (BIC {bic}){ref}. "
                "Met vriendelijke groeten, {name}"}
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    small, normal = _style("bns", 7.8, "DV", lead=10), _style("bnn", 8.6, "DV", lead=11.2)
    right, bold = _style("bnr", 8.6, "DV", align=2), _style("bnb", 8.6, "DVB")
    head_l, head_r = _style("bnh", 8.2, "DVB", grey=1), _style("bnhr", 8.2, "DVB", align=2, grey=1)
    sender = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                       f"{escape(country(inv))}<br/>Tel. {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                       f"{escape(w['vatno'] + ' ' + s.vat)}", small)
    top = Table([[sender, ""]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    values = (inv.invoice_no, inv.day(inv.issued, "%d-%m-%Y"), inv.customer_no, inv.day(inv.due, "%d-%m-%Y"),
              inv.po_printed or "", "1 / 1")
    info = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), normal)]
                  for k, v in zip(w["facts"], values) if v], colWidths=[32 * mm, 48 * mm])
    info.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    customer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], "t.a.v. Boekhouding", BUYER[1], BUYER[2],
                                                          COUNTRY_BE["nl"], w["vatno"] + " " + BUYER_VAT)),
                         _style("bnc", 9.4, "DV", lead=12.4))
    mid = Table([[info, customer]], colWidths=[98 * mm, 80 * mm])
    mid.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    articles = any(line.article for line in inv.lines)
    keep = [k for k in range(6) if k != 0 or articles]
    widths = {0: 30 * mm, 1: 70 * mm if articles else 100 * mm, 2: 16 * mm, 3: 16 * mm, 4: 22 * mm, 5: 24 * mm}
    rows = [[Paragraph(escape(w["cols"][k]), head_r if k in (2, 4, 5) else head_l) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(escape(line.unit), normal),
                 4: Paragraph(inv.number(line.price), right), 5: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.24, 0.42, 0.62)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.75, 0.8, 0.86)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.6),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.6), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    vat = w["vat"].format(rate=inv.number(inv.vat_rate), base=inv.number(inv.net_total))
    trows = [[Paragraph(escape(label), bold if strong else normal),
              Paragraph(escape(inv.number(value)), _style("bntr", 8.6, "DVB" if strong else "DV", align=2))]
             for label, value, strong in totals(inv, "Subtotaal", w["net"], vat, w["gross"])]
    tot = Table(trows, colWidths=[58 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.Color(0.24, 0.42, 0.62)),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.Color(0.24, 0.42, 0.62)),
                             ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.Color(0.24, 0.42, 0.62)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    ref = f", met vermelding van {inv.payment_ref}" if inv.payment_ref else f", met vermelding van factuur {inv.invoice_no}"
    story = [top, Spacer(1, 12 * mm), mid, Spacer(1, 10 * mm),
             Paragraph(escape(f"{w['title']} {inv.invoice_no}"), _style("bnt", 14, "DVB", lead=18)),
             Spacer(1, 3 * mm), Paragraph(escape(inv.extra["begin"]), normal), Spacer(1, 4 * mm), table,
             Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm)]
    story.append(Paragraph(escape(w["end"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=ref,
                                                  name=s.name)), normal))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · "
                                                     f"IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- cashctrl (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def cashctrl(inv: Invoice) -> bytes:
    s = inv.supplier
    w = {"facts": ("Date", "Échéance", "N° client", inv.extra["po_label"]),
         "cols": ("Pos.", "Article", "Désignation", "Quantité", "Unité", "Prix", "Remise", "Total"),
         "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total EUR", "vatno": "N° TVA",
         "pay": "Payable jusqu'au {due} sur le compte IBAN {iban}, BIC {bic}{ref}. Merci de votre confiance."}
    title = f"{inv.extra['title']} {inv.invoice_no}"
    pdf = _fpdf(title, s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    pdf.set_text_color(20, 110, 120)
    f(20, 20, s.name, 12.5, "B")
    pdf.set_text_color(60, 60, 60)
    for k, text in enumerate((s.street, place(inv) + " · " + country(inv), s.phone + " · " + s.email)):
        f(20, 25.5 + k * 3.8, text, 7.8)
    pdf.set_text_color(0, 0, 0)
    f(20, 50, f"{s.name}, {s.street}, {place(inv)}", 6.4)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(20, 51.2, 100, 51.2)
    for k, text in enumerate((BUYER[0], "Comptabilité fournisseurs", BUYER[1], BUYER[2], COUNTRY_BE["fr"])):
        f(20, 57 + k * 4.5, text, 9.6)
    dfmt = inv.extra["date"]
    values = (inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "")
    for k, (label, value) in enumerate((lv for lv in zip(w["facts"], values) if lv[1])):
        f(122, 57 + k * 4.6, label, 8.4)
        f(192, 57 + k * 4.6, value, 8.4, "", "right")
    f(122, 57 + 4 * 4.6, "Votre n° TVA", 8.4)
    f(192, 57 + 4 * 4.6, BUYER_VAT, 8.4, "", "right")
    f(20, 96, title, 15, "B")
    f(20, 102.5, inv.extra["intro"], 8.8)
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    xs = {0: (20, "left"), 1: (29, "left"), 2: (56 if articles else 29, "left"), 3: (132, "right"),
          4: (134, "left"), 5: (162, "right"), 6: (175, "right"), 7: (192, "right")}
    if not discounts:
        xs[5] = (172, "right")
    keep = [k for k in range(8) if (k != 1 or articles) and (k != 6 or discounts)]
    desc_width = 72 if articles else 86
    y = 113
    pdf.set_draw_color(20, 110, 120)
    pdf.set_line_width(0.5)
    for k in keep:
        f(xs[k][0], y, w["cols"][k], 7.8, "B", xs[k][1])
    pdf.line(20, y + 1.8, 192, y + 1.8)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(200, 200, 200)
    y += 6.6
    for n, line in enumerate(inv.lines, start=1):
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, desc_width)
        cells = {0: str(n), 1: line.article or "", 2: desc[0], 3: inv.qty(line), 4: line.unit,
                 5: inv.number(line.price), 6: inv.pct(line.discount) + " %" if line.discount else "",
                 7: inv.number(line.amount)}
        for k in keep:
            if cells[k]:
                f(xs[k][0], y, cells[k], 8.4, "", xs[k][1])
        for more in desc[1:]:
            y += 3.9
            f(xs[2][0], y, more, 8.4)
        pdf.line(20, y + 2.2, 192, y + 2.2)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_draw_color(20, 110, 120)
            pdf.set_line_width(0.5)
            pdf.line(120, y - 4.2, 192, y - 4.2)
        f(122, y, label, 9 if not strong else 10, "B" if strong else "")
        f(192, y, inv.number(value), 9 if not strong else 10, "B" if strong else "", "right")
        y += 5.4
    y += 7
    ref = f", communication {inv.payment_ref}" if inv.payment_ref else f", référence {inv.invoice_no}"
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, ref=ref)]
    pdf.set_font("DejaVu", "", 8.4)
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.4)
            y += 4
        y += 2
    pdf.set_text_color(110, 110, 110)
    f(105, 280, f"{s.name} · {s.register}", 6.5, "", "center")
    f(105, 283.5, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.5, "", "center")
    f(192, 288, "Page 1/1", 6.5, "", "right")
    return bytes(pdf.output())


# --- runmyaccounts (reportlab canvas, Liberation Sans) -------------------------------------------------------------
def runmyaccounts(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    for k, text in enumerate((s.name, s.street, f"{place(inv)}, {COUNTRIES[s.country]['en']}", s.phone, s.email,
                              f"VAT ID {s.vat}")):
        c.text(190, 18 + k * 4, text, 8.4 if k else 10, B if k == 0 else F, "right")
    for k, text in enumerate((BUYER[0], "Accounts Payable", BUYER[1], BUYER[2], "Belgium")):
        c.text(22, 52 + k * 4.6, text, 9.8, F)
    c.text(22, 88, f"Invoice {inv.invoice_no}", 16, B)
    facts = (("Invoice date", inv.day(inv.issued, "long")), ("Due date", inv.day(inv.due, "long")),
             ("Customer no.", inv.customer_no), (inv.extra["po_label"], inv.po_printed or ""),
             ("Your VAT ID", BUYER_VAT))
    for k, (label, value) in enumerate(f for f in facts if f[1]):
        c.text(22, 97 + k * 4.5, label, 8.8, F, grey=0.35)
        c.text(62, 97 + k * 4.5, value, 8.8, F)
    y = 127
    cols = [(38, "right"), (41, "left"), (58, "left"), (160, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Qty", "Unit", "Description", "Unit price", "Total")):
        c.text(x, y, head, 8.4, B, al)
    c.rule(22, y + 2, 190, 0.8)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 78 * MM)
        for (x, al), value in zip(cols, (inv.qty(line), line.unit, desc[0], inv.number(line.price),
                                         inv.number(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4.1
            c.text(58, y, more, 8.8, F)
        y += 6.4
    c.rule(22, y - 3.4, 190, 0.4, grey=0.5)
    y += 2
    vat = f"VAT {inv.number(inv.vat_rate)} %"
    for label, value, strong in totals(inv, "Subtotal", "Total excl. VAT", vat, "Total EUR"):
        c.text(160, y, label, 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, inv.number(value), 9.4 if strong else 8.8, B if strong else F, "right")
        y += 5
    c.rule(130, y - 3.6, 190, 0.8)
    y += 8
    texts = [inv.statement, f"Payment terms: {inv.extra['terms']}. Please pay by {inv.day(inv.due, 'long')} to "
                            f"{inv.extra['bank']}, IBAN {inv.iban}, BIC {inv.bic}, quoting invoice {inv.invoice_no}.",
             "Thank you for your business."]
    for text in texts:
        for row in rl_wrap(text, F, 8.8, 168 * MM):
            c.text(22, y, row, 8.8, F)
            y += 4.2
        y += 2
    c.rule(22, 276, 190, 0.3, grey=0.6)
    c.text(22, 280, f"{s.name} · {s.register} · Managing director: Dr. Jana Wendt", 6.8, F, grey=0.4)
    c.text(22, 283.5, f"{inv.extra['bank']} · IBAN {inv.iban} · BIC {inv.bic} · VAT ID {s.vat}", 6.8, F, grey=0.4)
    return c.bytes()


# --- bmd (fpdf2, Liberation Sans) ------------------------------------------------------------------------------------
def bmd(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", "Lieferschein", "Sachbearbeiter",
                                         "Seite"),
          "po": "Ihre Bestellung", "cols": ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis",
                                            "Rab. %", "Gesamt EUR"),
          "sub": "Warenwert", "net": "Summe netto", "vat": "USt {rate} %", "gross": "Rechnungsbetrag EUR",
          "uid": "UID-Nr.", "your_uid": "Ihre UID-Nr.", "terms": "Zahlungsbedingungen", "due": "fällig am",
          "bank": "Bankverbindung"}
         if de else
         {"title": "INVOICE", "facts": ("Invoice no.", "Date", "Customer no.", "Delivery note", "Contact", "Page"),
          "po": "Your order", "cols": ("Pos", "Item no.", "Description", "Qty", "Unit", "Unit price", "Disc. %",
                                       "Amount EUR"),
          "sub": "Goods value", "net": "Net amount", "vat": "VAT {rate} %", "gross": "Invoice total EUR",
          "uid": "VAT ID", "your_uid": "Your VAT ID", "terms": "Terms of payment", "due": "due on",
          "bank": "Bank details"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    f(105, 17, s.name.upper(), 13, "B", "center")
    f(105, 22, f"{s.street} · A-{place(inv)} · Tel. {s.phone} · {s.email}", 7.6, "", "center")
    pdf.set_line_width(0.4)
    pdf.line(20, 25, 190, 25)
    f(20, 45, f"{s.name} · {s.street} · A-{place(inv)}", 6.6)
    for k, text in enumerate((BUYER[0], BUYER[1], f"B-{BUYER[2]}", COUNTRY_BE[inv.language].upper())):
        f(20, 52 + k * 4.6, text, 10)
    pdf.set_line_width(0.3)
    pdf.rect(118, 38, 72, 36)
    f(121, 44, w["title"], 12, "B")
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["delivery"],
              inv.extra["clerk"], "1")
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(121, 50 + k * 4.2, label, 8)
        f(152, 50 + k * 4.2, value, 8, "B" if k == 0 else "")
    y = 82
    f(20, y, f"{w['uid']}: {s.vat}      {w['your_uid']}: {BUYER_VAT}", 8.4)
    if inv.po_printed:
        f(20, y + 4.6, f"{w['po']}: {inv.po_printed}", 8.4)
    y = 97
    xs = [(20, "left"), (28, "left"), (56, "left"), (130, "right"), (132, "left"), (157, "right"), (169, "right"),
          (190, "right")]
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if k != 6 or discounts]
    pdf.line(20, y - 4.2, 190, y - 4.2)
    for k in keep:
        f(xs[k][0], y, w["cols"][k], 7.8, "B", xs[k][1])
    pdf.line(20, y + 1.8, 190, y + 1.8)
    y += 6.4
    for n, line in enumerate(inv.lines, start=1):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 62)
        cells = [str(n * 10), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                 inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for k in keep:
            if cells[k]:
                f(xs[k][0], y, cells[k], 8.4, "", xs[k][1])
        for more in desc[1:]:
            y += 3.8
            f(56, y, more, 8.4)
        y += 5.6
    pdf.line(20, y - 2.6, 190, y - 2.6)
    y += 2.4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.line(128, y - 3.8, 190, y - 3.8)
        f(160, y, label, 9, "B" if strong else "", "right")
        f(190, y, inv.number(value), 9, "B" if strong else "", "right")
        y += 4.8 + (0.8 if strong else 0)
    pdf.line(128, y - 3.6, 190, y - 3.6)
    y += 6
    terms = (f"{w['terms']}: {inv.extra['terms']}, {w['due']} {inv.day(inv.due, dfmt)}"
             if de else f"{w['terms']}: {inv.extra['terms']}, {w['due']} {inv.day(inv.due, dfmt)}")
    pdf.set_font("Lib", "", 8.4)
    for text in (inv.statement, terms):
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4
        y += 1.6
    pdf.line(20, 272, 190, 272)
    for x, rows in ((20, (s.name, s.register)), (84, (f"{w['uid']} {s.vat}", s.email)),
                    (140, (f"{w['bank']}: IBAN {inv.iban}", f"BIC {inv.bic}"))):
        for k, text in enumerate(rows):
            f(x, 276 + k * 3.4, text, 6.6)
    return bytes(pdf.output())


# --- mesonic (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def mesonic(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung Nr.", "facts": ("Belegdatum", "Kundennummer", "Ihr Zeichen", "Unser Zeichen",
                                             "Ihre UID-Nummer", "Seite"),
          "cols": ("Pos.", "Artikelnummer", "Bezeichnung", "Menge", "ME", "Preis", "Betrag"),
          "sub": "Warenwert", "net": "Nettobetrag", "vat": "MwSt {rate} %", "gross": "Endbetrag EUR",
          "pay": "Zahlungskondition: {terms}, fällig am {due}.", "bank": "Bankverbindung", "uid": "UID-Nr.",
          "greet": "Wir danken für Ihren Auftrag."}
         if de else
         {"title": "Invoice No.", "facts": ("Document date", "Customer number", "Your reference", "Our reference",
                                            "Your VAT number", "Page"),
          "cols": ("Pos.", "Item number", "Description", "Quantity", "Unit", "Price", "Amount"),
          "sub": "Goods value", "net": "Net amount", "vat": "VAT {rate} %", "gross": "Total amount EUR",
          "pay": "Terms of payment: {terms}, due on {due}.", "bank": "Bank details", "uid": "VAT No.",
          "greet": "Thank you for your order."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 20, s.name, 12, B)
    c.text(20, 25, f"{s.street} | {place(inv)} | {country(inv)}", 7.8, F, grey=0.3)
    c.text(20, 29, f"Tel. {s.phone} | {s.email}", 7.8, F, grey=0.3)
    c.text(20, 47, f"{s.name}, {s.street}, AT-{place(inv)}", 6.4, F, grey=0.3)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])):
        c.text(20, 53 + k * 4.5, text, 9.8, F)
    dfmt = inv.extra["date"]
    values = (inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "", inv.extra["ours"], BUYER_VAT,
              "1 / 1")
    k = 0
    for label, value in zip(w["facts"], values):
        if value:
            c.text(128, 50 + k * 4.4, label, 8, F, grey=0.3)
            c.text(190, 50 + k * 4.4, value, 8, F, "right")
            k += 1
    c.text(20, 92, f"{w['title']} {inv.invoice_no}", 14, B)
    y = 102
    c.fill(20, y - 4.4, 170, 6.4, 0.85)
    cols = [(21, "left"), (31, "left"), (60, "left"), (138, "right"), (140, "left"), (164, "right"),
            (189, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, al)
    y += 7
    for n, line in enumerate(inv.lines, start=1):
        desc = rl_wrap(line.description, F, 8.4, 62 * MM)
        for (x, al), value in zip(cols, (str(n), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in list(desc[1:]):
            y += 3.8
            c.text(60, y, more, 8.4, F)
        for more in line.detail:
            y += 3.8
            c.text(60, y, more, 7.4, F, grey=0.4)
        y += 6
    c.rule(20, y - 3.6, 190, 0.5)
    y += 2
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(120, y - 4.1, 70, 5.8, 0.9)
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(189, y, inv.number(value), 9, B if strong else F, "right")
        y += 5.2
    y += 7
    texts = [inv.statement, w["pay"].format(terms=inv.extra["terms"], due=inv.day(inv.due, dfmt)), w["greet"]]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 170 * MM):
            c.text(20, y, row, 8.4, F)
            y += 4
        y += 1.8
    c.rule(20, 272, 190, 0.3, grey=0.5)
    for x, rows in ((20, (s.name, s.register)), (82, (f"{w['uid']} {s.vat}", s.email)),
                    (138, (f"{w['bank']}: IBAN {inv.iban}", f"BIC {inv.bic}"))):
        for k, text in enumerate(rows):
            c.text(x, 276 + k * 3.4, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- rzl (fpdf2, DejaVu Serif) ----------------------------------------------------------------------------------------
def rzl(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Honorarnote {inv.invoice_no}", s.name)
    fonts = "/usr/share/fonts/truetype/dejavu"
    for style, file in (("", "DejaVuSerif.ttf"), ("B", "DejaVuSerif-Bold.ttf"), ("I", "DejaVuSerif-Italic.ttf")):
        pdf.add_font("Serif", style, f"{fonts}/{file}")
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Serif")  # noqa
    f(105, 18, s.name, 13, "B", "center")
    f(105, 23, "Wirtschaftstreuhand- und Steuerberatungsgesellschaft", 8, "I", "center")
    f(105, 27.5, f"{s.street} · {place(inv)} · Tel. {s.phone} · {s.email}", 7.4, "", "center")
    pdf.set_line_width(0.3)
    pdf.line(25, 30, 185, 30)
    f(25, 47, f"{s.name}, {s.street}, {place(inv)}", 6.4)
    for k, text in enumerate((BUYER[0], "z. H. Buchhaltung", BUYER[1], BUYER[2], "BELGIEN")):
        f(25, 53 + k * 4.6, text, 9.6)
    f(185, 53, f"Wien, am {inv.day(inv.issued, 'long')}", 9, "", "right")
    for k, (label, value) in enumerate((("Unser Zeichen", inv.extra["ours"]), ("Klienten-Nr.", inv.customer_no),
                                        ("Ihre UID-Nr.", BUYER_VAT))):
        f(138, 60 + k * 4.4, label, 8.2)
        f(185, 60 + k * 4.4, value, 8.2, "", "right")
    f(25, 92, f"HONORARNOTE Nr. {inv.invoice_no}", 12, "B")
    y = 99
    for text in ([f"Ihre Bestellnummer: {inv.po_printed}"] if inv.po_printed else []) + [
            f"Leistungszeitraum: {inv.extra['period']}"]:
        f(25, y, text, 9)
        y += 4.6
    y += 3
    f(25, y, "Sehr geehrte Damen und Herren,", 9)
    y += 5.5
    pdf.set_font("Serif", "", 9)
    for row in fp_wrap(pdf, "für unsere im oben angeführten Zeitraum erbrachten Leistungen erlauben wir uns, wie "
                            "folgt zu honorieren:", 160):
        f(25, y, row, 9)
        y += 4.4
    y += 5
    cols = [(25, "left"), (138, "right"), (160, "right"), (185, "right")]
    for (x, al), head in zip(cols, ("Leistung", "Std./Anz.", "Satz", "Betrag")):
        f(x, y, head, 8.6, "B", al)
    pdf.line(25, y + 1.8, 185, y + 1.8)
    y += 6.6
    for line in inv.lines:
        pdf.set_font("Serif", "", 8.8)
        desc = fp_wrap(pdf, line.description, 92)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                                         inv.number(line.amount))):
            f(x, y, value, 8.8, "", al)
        for more in desc[1:]:
            y += 4.1
            f(25, y, more, 8.8)
        y += 6.2
    pdf.line(25, y - 3.4, 185, y - 3.4)
    y += 1.6
    for label, value, strong in totals(inv, "", "Honorar netto", "USt {rate} %", "Gesamtbetrag EUR"):
        f(160, y, label, 9.4 if strong else 9, "B" if strong else "", "right")
        f(185, y, inv.number(value), 9.4 if strong else 9, "B" if strong else "", "right")
        y += 5
    pdf.line(130, y - 3.6, 185, y - 3.6)
    pdf.line(130, y - 3.0, 185, y - 3.0)
    y += 6
    pdf.set_font("Serif", "", 8.8)
    texts = [inv.statement, f"Wir ersuchen um Überweisung binnen {inv.extra['terms']} ohne Abzug "
                            f"(bis {inv.day(inv.due, '%d.%m.%Y')}) auf unser Konto IBAN {inv.iban}, BIC {inv.bic}, "
                            f"unter Angabe der Honorarnote-Nummer.",
             "Mit freundlichen Grüßen", s.name]
    for text in texts:
        for row in fp_wrap(pdf, text, 160):
            f(25, y, row, 8.8)
            y += 4.3
        y += 1.8
    pdf.line(25, 274, 185, 274)
    f(105, 278, f"{s.name} · {s.register} · UID {s.vat}", 6.8, "", "center")
    f(105, 281.5, f"UniCredit Bank Austria · IBAN {inv.iban} · BIC {inv.bic}", 6.8, "", "center")
    return bytes(pdf.output())


# --- infoniqa (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
def infoniqa(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": (("Facture n°", "Date facture", "Échéance"),
                                        ("N° client", "Votre référence", "Notre référence")),
          "cols": ("Pos.", "Article", "Désignation", "Quantité", "UM", "Prix unit.", "Montant"),
          "sub": "Total marchandises", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC EUR",
          "sum": ("Code TVA", "Base", "Taux", "TVA"), "code": "TVA", "vatno": "TVA", "client_vat": "N° TVA client",
          "comm": "Communication structurée", "pay": "Paiement à {terms} sur IBAN {iban} - BIC {bic}."}
         if fr else
         {"title": "FACTUUR", "facts": (("Factuurnr.", "Factuurdatum", "Vervaldatum"),
                                        ("Klantnr.", "Uw referentie", "Onze referentie")),
          "cols": ("Pos.", "Artikel", "Omschrijving", "Aantal", "Eenh.", "Eenh.prijs", "Bedrag"),
          "sub": "Totaal goederen", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw EUR",
          "sum": ("Btw-code", "Basis", "Tarief", "Btw"), "code": "BTW", "vatno": "Btw", "client_vat": "Btw-nr. klant",
          "comm": "Gestructureerde mededeling", "pay": "Betaling {terms} op IBAN {iban} - BIC {bic}."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    lab, normal = _style("iql", 7.4, "LS", grey=0.4), _style("iqn", 8.4, "LS", lead=10.6)
    right, bold, bold_r = _style("iqr", 8.4, "LS", align=2), _style("iqb", 8.4, "LSB"), _style("iqbr", 8.4, "LSB",
                                                                                                 align=2)
    company = Paragraph(f"<font name='LSB' size='12.5'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                        f"{escape(w['vatno'])} {escape(s.vat)} · {escape(s.register)}",
                        _style("iqc", 8.2, "LS", lead=11))
    title = Paragraph(w["title"], _style("iqt", 18, "LSB", align=2, lead=22, grey=0.25))
    top = Table([[company, title]], colWidths=[120 * mm, 58 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    dfmt = inv.extra["date"]
    vals = ((inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt)),
            (inv.customer_no, inv.po_printed or "", inv.extra["ours"]))
    fact_rows = []
    for k in range(3):
        row = []
        for col in range(2):
            row += [Paragraph(escape(w["facts"][col][k]), lab),
                    Paragraph(escape(vals[col][k]), bold if (col, k) == (0, 0) else normal)]
        fact_rows.append(row)
    facts = Table(fact_rows, colWidths=[24 * mm, 30 * mm, 26 * mm, 30 * mm])
    facts.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    customer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                          f"{w['client_vat']}: {BUYER_VAT}")),
                         _style("iqa", 9.2, "LS", lead=12))
    box = Table([[customer]], colWidths=[66 * mm])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.45, 0.45, 0.45)),
                             ("LEFTPADDING", (0, 0), (-1, -1), 3 * mm), ("TOPPADDING", (0, 0), (-1, -1), 2 * mm),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm)]))
    mid = Table([[facts, box]], colWidths=[112 * mm, 66 * mm])
    mid.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(escape(h), bold_r if k in (3, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    for n, line in enumerate(inv.lines, start=1):
        rows.append([Paragraph(str(n), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 28 * mm, 70 * mm, 16 * mm, 14 * mm, 18 * mm, 22 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[44 * mm, 26 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    summary = Table([[Paragraph(escape(h), lab) for h in w["sum"]],
                     [Paragraph(w["code"] + inv.rate(), normal), Paragraph(inv.number(inv.net_total), right),
                      Paragraph(inv.rate() + " %", right), Paragraph(inv.number(inv.vat_amount), right)]],
                    colWidths=[18 * mm, 24 * mm, 14 * mm, 20 * mm])
    summary.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                                 ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    foot = Table([[summary, tot]], colWidths=[100 * mm, 78 * mm])
    foot.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("VALIGN", (0, 0), (-1, -1), "TOP"), ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 8 * mm), table, Spacer(1, 3 * mm), foot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    if inv.payment_ref:
        story.append(Paragraph(escape(f"{w['comm']} : {inv.payment_ref}" if fr else
                                      f"{w['comm']}: {inv.payment_ref}"), bold))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawString(16 * mm, 12 * mm, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 12 * mm, "1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"banana": banana, "cashctrl": cashctrl, "runmyaccounts": runmyaccounts, "bmd": bmd, "mesonic": mesonic,
           "rzl": rzl, "infoniqa": infoniqa}
