"""Seven page writers for the twenty-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, DejaVu Serif, Liberation Sans and Liberation Sans Narrow. Every
writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in
mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's,
imported.

- kleer (fpdf2, DejaVu Sans): a Kleer-style Belgian small-business invoice, nl or fr: the company top left,
  `FACTUUR` / `FACTURE` right, the customer with its VAT number, a label/value block (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Klantnummer`, `Uw referentie`), columns (`Code`) / `Omschrijving` / `Aantal` /
  `Eenheid` / `Eenheidsprijs` / (`Korting`) / `Btw` / `Totaal`, a VAT recap (`Maatstaf`, `Btw %`, `Btw`),
  totals (`Totaal excl. btw`, `Btw`, `Totaal incl. btw`, `Te betalen`), the transfer box with the structured
  communication.
- productive (reportlab platypus, DejaVu Sans): a Productive.io-style agency invoice, nl or en: the company name,
  `Factuur` / `Invoice` with the number, a row of facts (`Uitgiftedatum` / `Date of issue`, `Vervaldatum` / `Due
  date`, `Inkooporder` / `Purchase order`, `Project`), `Gefactureerd aan` / `Billed to` and `Van` / `From`,
  columns `Omschrijving` / `Aantal` / `Eenheid` / `Tarief` / `Bedrag`, totals (`Subtotaal`, the discount,
  `Totaal excl. btw`, `Btw`, `Totaal`), the bank details.
- shine (reportlab canvas, DejaVu Sans Condensed): a Shine-style French freelancer/studio invoice: the issuer top
  left, `Facture n° …` large, `Date d'émission` written out, `Date d'échéance`, the client block right,
  `Bon de commande`, columns `Désignation` / `Quantité` / `Prix unitaire HT` / `Total HT`, narrow no-break space
  thousands, totals (`Total HT`, `TVA`, `Total TTC`), the IBAN block and the legal mentions.
- qonto (Typst, DejaVu Sans): a Qonto-invoicing-style invoice, fr or de: the company block left, `Facture` /
  `Rechnung` with `Numéro` / `Rechnungsnummer`, `Date d'émission` / `Ausstellungsdatum`, `Date d'échéance` /
  `Fälligkeitsdatum`, the client, columns `Description` / `Qté` / `Prix unitaire HT` / `TVA` / `Total HT`, the
  reference on a grey row under the description, totals (`Total HT`, charges, `TVA`, `Total TTC`), the payment
  block with IBAN and BIC; no-break space thousands.
- bitrix24 (reportlab canvas, Liberation Sans): a Bitrix24 CRM invoice, de or en: the company left with its
  details, `Rechnung Nr. 27-0341 vom 09.12.2027` / `Invoice No. … dated …`, `Zahler` / `Payer`, a ruled grid
  `Nr.` / `Waren/Dienstleistungen` / `Menge` / `Einheit` / `Preis` / `Summe` (the article code at the head of
  the name), totals (`Summe`, `MwSt.`, `Gesamtbetrag`), the amount in a sentence, the signature line of the
  responsible person.
- clockify (Typst, Liberation Sans): a Clockify-style time invoice, de: `RECHNUNG` with `ID`, `Ausstellungsdatum`,
  `Fälligkeitsdatum`, `Von` / `Rechnung an`, a `Betreff` line (where the PO stands), columns `Position` /
  `Beschreibung` / `Menge` / `Einzelpreis` / `Betrag`, totals (`Zwischensumme`, `Steuer`, `Gesamtbetrag`,
  `Fälliger Betrag`), notes.
- teamwork (fpdf2, Liberation Sans Narrow and DejaVu Serif headings): a Teamwork-style project invoice, en:
  `Invoice` with the project, `Invoice #`, `Issue date` as `Dec 14, 2027`, `PO #`, `Bill to`, time entries
  `Task` / `Hours` / `Rate` / `Amount` then an expense, totals (`Subtotal`, `Tax`, `Total (EUR)`)."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import MONTHS, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft, _p, _style,  # noqa: E402
                     _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland"}, "LU": {"de": "Luxemburg", "fr": "Luxembourg"}, "AT": {"en": "Austria"},
           "IE": {"en": "Ireland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"))


# --- kleer (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def kleer(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Uw referentie"),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Korting", "Btw", "Totaal"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "due": "Te betalen",
          "recap": ("Maatstaf", "Btw %", "Btw"), "vatno": "Btw", "to": "Klant",
          "pay": "Gelieve het bedrag van {amount} te betalen voor {due} op rekening {iban} (BIC {bic}) met "
                 "vermelding van de gestructureerde mededeling {ref}."}
         if nl else
         {"title": "FACTURE", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "N° client",
                                        "Votre référence"),
          "cols": ("Code", "Description", "Quantité", "Unité", "Prix unitaire", "Remise", "TVA", "Total"),
          "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC", "due": "À payer",
          "recap": ("Base", "TVA %", "TVA"), "vatno": "TVA", "to": "Client",
          "pay": "Merci de payer le montant de {amount} avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    accent = (31, 111, 139)
    pdf.set_text_color(*accent)
    _ft(pdf, 16, 22, s.name, 14, "b")
    pdf.set_text_color(0, 0, 0)
    for k, row in enumerate((s.street, place(inv), f"{w['vatno']} {s.vat}", s.phone, s.email)):
        _ft(pdf, 16, 28 + k * 4.3, row, 8.4)
    _ft(pdf, 194, 24, w["title"], 20, "b", "right")
    _ft(pdf, 118, 46, w["to"], 7.5, "b")
    for k, row in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"][inv.language], f"{w['vatno']} {BUYER_VAT}")):
        _ft(pdf, 118, 51 + k * 4.4, row, 9, "b" if k == 0 else "")
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no,
              inv.po_printed or "")
    y = 50
    for label, value in zip(w["facts"], values):
        if value:
            _ft(pdf, 16, y, label, 8.4)
            _ft(pdf, 52, y, value, 8.4, "b")
            y += 5
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    cols = [("Code", 24), ("desc", 0), ("qty", 15), ("unit", 15), ("price", 22), ("disc", 15), ("vat", 11),
            ("amount", 23)]
    cols = [(c, wd) for c, wd in cols if (c != "Code" or articles) and (c != "disc" or discounts)]
    fixed = sum(wd for _, wd in cols)
    cols = [(c, wd or 178 - fixed) for c, wd in cols]
    names = dict(zip(("Code", "desc", "qty", "unit", "price", "disc", "vat", "amount"), w["cols"]))
    y = 86
    pdf.set_fill_color(*accent)
    pdf.rect(16, y - 4.6, 178, 6.6, "F")
    pdf.set_text_color(255, 255, 255)
    x = 16
    for c, wd in cols:
        right = c in ("qty", "price", "disc", "vat", "amount")
        _ft(pdf, x + wd - 1.2 if right else x + 1.2, y, names[c], 7.8, "b", "right" if right else "left")
        x += wd
    pdf.set_text_color(0, 0, 0)
    y += 7
    desc_w = dict(cols)["desc"] - 2.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        rows = fp_wrap(pdf, line.description, desc_w)
        cells = {"Code": line.article or "", "qty": inv.qty(line), "unit": line.unit,
                 "price": inv.number(line.price), "disc": f"{inv.pct(line.discount)}%" if line.discount else "",
                 "vat": f"{inv.rate()}%", "amount": inv.number(line.amount)}
        x = 16
        for c, wd in cols:
            right = c in ("qty", "price", "disc", "vat", "amount")
            if c == "desc":
                for k, row in enumerate(rows):
                    _ft(pdf, x + 1.2, y + k * 3.9, row, 8.2)
            else:
                _ft(pdf, x + wd - 1.2 if right else x + 1.2, y, cells[c], 8.2, "", "right" if right else "left")
            x += wd
        y += 3.9 * len(rows) + 2.6
        pdf.set_draw_color(215, 215, 215)
        pdf.line(16, y - 2.4, 194, y - 2.4)
    y += 6
    _ft(pdf, 16, y, "  ".join(w["recap"]), 7.5, "b")
    _ft(pdf, 16, y + 4.5, f"{inv.number(inv.net_total)}   {inv.rate()}%   {inv.number(inv.vat_amount)}", 7.5)
    rows = [(w["net"], inv.net_total, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
            (w["gross"], inv.gross_total, False), (w["due"], inv.gross_total, True)]
    for label, value, bold in rows:
        _ft(pdf, 140, y, label, 9 if bold else 8.6, "b" if bold else "")
        _ft(pdf, 194, y, f"€ {inv.number(value)}", 9 if bold else 8.6, "b" if bold else "", "right")
        y += 5.4
    y += 6
    if inv.statement:
        pdf.set_font("DejaVu", "I", 7.8)
        for row in fp_wrap(pdf, inv.statement, 178):
            _ft(pdf, 16, y, row, 7.8, "i")
            y += 3.8
        y += 3
    pdf.set_draw_color(*accent)
    pdf.rect(16, y, 178, 16)
    pdf.set_font("DejaVu", "", 8.2)
    text = w["pay"].format(amount=f"€ {inv.number(inv.gross_total)}", due=inv.day(inv.due, dfmt), iban=inv.iban,
                           bic=inv.bic, ref=inv.payment_ref)
    for k, row in enumerate(fp_wrap(pdf, text, 172)):
        _ft(pdf, 19, y + 5.5 + k * 4, row, 8.2)
    _ft(pdf, 105, 287, f"{s.name} - {s.street}, {place(inv)} - {w['vatno']} {s.vat} - {s.register} - "
                       f"IBAN {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- productive (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------
def productive(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Uitgiftedatum", "Vervaldatum", "Inkooporder", "Project"),
          "from": "Van", "to": "Gefactureerd aan", "cols": ("Omschrijving", "Aantal", "Eenheid", "Tarief", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal (EUR)",
          "bank": "Betaalgegevens", "vatno": "Btw-nummer", "terms": "Betalingstermijn"}
         if nl else
         {"title": "Invoice", "facts": ("Date of issue", "Due date", "Purchase order", "Project"),
          "from": "From", "to": "Billed to", "cols": ("Description", "Qty", "Unit", "Rate", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total (EUR)",
          "bank": "Payment details", "vatno": "VAT number", "terms": "Payment terms"})
    buffer, doc = _doc_prod(inv, w["title"])
    base = _style("p", 8.6)
    small = _style("s", 7.4, grey=0.4)
    bold = _style("b", 8.6, font="DVB")
    right = _style("r", 8.6, align=2)
    rightb = _style("rb", 9.2, font="DVB", align=2)

    def p(text, style=base):
        return Paragraph(escape(text), style)

    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    story = [p(s.name, _style("n", 15, font="DVB")), Spacer(1, 2 * mm),
             p(f"{w['title']} {inv.invoice_no}", _style("t", 12, grey=0.25)), Spacer(1, 5 * mm)]
    facts = [inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", inv.extra.get("project", "")]
    fact_table = Table([[p(k, small) for k in w["facts"]], [p(v, bold) for v in facts]],
                       colWidths=[40 * mm, 40 * mm, 40 * mm, 58 * mm])
    fact_table.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1)]))
    story += [fact_table, Spacer(1, 6 * mm)]
    country = COUNTRY[s.country].get(inv.language, COUNTRY[s.country].get("en", ""))
    parties = Table([[p(w["from"], small), p(w["to"], small)],
                     [_p("\n".join((s.name, s.street, place(inv), country, f"{w['vatno']}: {s.vat}")), base),
                      _p("\n".join((*BUYER, COUNTRY["BE"][inv.language], f"{w['vatno']}: {BUYER_VAT}")), base)]],
                    colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story += [parties, Spacer(1, 8 * mm)]
    rows = [[p(w["cols"][0], small)] + [p(c, _style("sr", 7.4, grey=0.4, align=2)) for c in w["cols"][1:]]]
    for line in inv.lines:
        rows.append([p(line.description), p(inv.qty(line), right), p(line.unit, right),
                     p(inv.number(line.price), right), p(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[92 * mm, 20 * mm, 18 * mm, 22 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.Color(0.86, 0.86, 0.86)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    story += [table, Spacer(1, 4 * mm)]
    trows = [[p(label, rightb if strong else right), p(f"€{inv.number(value)}" if not nl else
                                                       f"€ {inv.number(value)}", rightb if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tt = Table(trows, colWidths=[150 * mm, 28 * mm])
    tt.setStyle(TableStyle([("RIGHTPADDING", (1, 0), (1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 1.5)]))
    story += [tt, Spacer(1, 8 * mm)]
    if inv.statement:
        story += [p(inv.statement, _style("st", 7.8)), Spacer(1, 4 * mm)]
    story += [p(w["bank"], bold),
              p(f"IBAN {inv.iban}  ·  BIC {inv.bic}  ·  {w['terms']}: {inv.extra['terms']}", base),
              Spacer(1, 10 * mm), p(f"{s.name} · {s.register} · {s.email} · {s.phone}", small)]
    doc.build(story)
    return buffer.getvalue()


def _doc_prod(inv: Invoice, title: str):
    import io

    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=16 * mm, rightMargin=16 * mm, topMargin=18 * mm,
                            bottomMargin=16 * mm, invariant=1, title=f"{title} {inv.invoice_no}",
                            author=inv.supplier.name, creator=inv.supplier.name, producer="", subject="")
    return buffer, doc


# --- shine (reportlab canvas, DejaVu Sans Condensed) ----------------------------------------------------------------
def shine(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    c.text(18, 22, s.name, 13, "DVCB")
    for k, row in enumerate((s.street, place(inv), s.phone, s.email, f"N° TVA : {s.vat}")):
        c.text(18, 28 + k * 4.2, row, 8.4, "DVC")
    c.text(18, 58, f"Facture n° {inv.invoice_no}", 17, "DVCB")
    facts = [("Date d'émission", inv.day(inv.issued, "long")), ("Date d'échéance", inv.day(inv.due, "%d/%m/%Y")),
             ("Bon de commande", inv.po_printed.replace("Bon de commande ", "") if inv.po_printed else "")]
    for k, (label, value) in enumerate(facts):
        c.text(18, 66 + k * 5, label, 8.6, "DVC", grey=0.45)
        c.text(52, 66 + k * 5, value, 8.6, "DVC")
    c.fill(116, 40, 76, 34, 0.95)
    c.text(120, 46, "Facturé à", 7.8, "DVC", grey=0.45)
    for k, row in enumerate((*BUYER, "Belgique", f"N° TVA : {BUYER_VAT}")):
        c.text(120, 52 + k * 4.4, row, 8.8, "DVCB" if k == 0 else "DVC")
    y = 92
    c.rule(18, y + 2, 192, 0.6)
    heads = (("Désignation", 20, "left"), ("Quantité", 128, "right"), ("Prix unitaire HT", 160, "right"),
             ("Total HT", 190, "right"))
    for head, x, align in heads:
        c.text(x, y, head, 8, "DVCB", align)
    y += 8
    for line in inv.lines:
        rows = rl_wrap(line.description, "DVC", 8.8, 95 * mm)
        for k, row in enumerate(rows):
            c.text(20, y + k * 4.2, row, 8.8, "DVC")
        c.text(128, y, f"{inv.qty(line)} {line.unit}", 8.8, "DVC", "right")
        c.text(160, y, f"{inv.number(line.price)} €", 8.8, "DVC", "right")
        c.text(190, y, f"{inv.number(line.amount)} €", 8.8, "DVC", "right")
        y += 4.2 * len(rows) + 3.2
        c.rule(18, y - 2.6, 192, 0.3, 0.8)
    y += 5
    for label, value, strong in totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC"):
        font = "DVCB" if strong else "DVC"
        c.text(140, y, label, 9.4 if strong else 8.8, font)
        c.text(190, y, f"{inv.number(value)} €", 9.4 if strong else 8.8, font, "right")
        y += 5.6
    y += 6
    for row in rl_wrap(inv.statement, "DVC", 8, 172 * mm):
        c.text(18, y, row, 8, "DVC")
        y += 3.9
    y += 6
    c.text(18, y, "Coordonnées bancaires", 8.6, "DVCB")
    c.text(18, y + 5, f"IBAN : {inv.iban}", 8.6, "DVC")
    c.text(18, y + 9.5, f"BIC : {inv.bic}", 8.6, "DVC")
    c.text(18, y + 14, f"Conditions de paiement : {inv.extra['terms']}", 8.6, "DVC")
    mentions = ("En cas de retard de paiement, une pénalité égale à 3 fois le taux d'intérêt légal sera exigible, "
                "ainsi qu'une indemnité forfaitaire de 40 € pour frais de recouvrement. Pas d'escompte pour "
                f"paiement anticipé. {s.name} - {s.register}")
    for k, row in enumerate(rl_wrap(mentions, "DVC", 6.8, 170 * mm)):
        c.text(105, 274 + k * 3.6, row, 6.8, "DVC", "center", grey=0.4)
    return c.bytes()


# --- qonto (Typst, DejaVu Sans) -------------------------------------------------------------------------------------
def qonto(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("Numéro de facture", "Date d'émission", "Date d'échéance",
                                        "Bon de commande"),
          "to": "Facturé à", "cols": ("Description", "Qté", "Prix unitaire HT", "TVA", "Total HT"),
          "ref": "Réf.", "sub": "Sous-total HT", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "pay": "Informations de paiement", "terms": "Conditions de paiement", "vatno": "N° TVA",
          "benef": "Bénéficiaire"}
         if fr else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Ausstellungsdatum", "Fälligkeitsdatum",
                                         "Bestellnummer"),
          "to": "Rechnung an", "cols": ("Beschreibung", "Menge", "Einzelpreis (netto)", "MwSt.", "Gesamt (netto)"),
          "ref": "Art.-Nr.", "sub": "Zwischensumme (netto)", "net": "Gesamt (netto)", "vat": "MwSt. {rate} %",
          "gross": "Gesamt (brutto)", "pay": "Zahlungsinformationen", "terms": "Zahlungsbedingungen",
          "vatno": "USt-IdNr.", "benef": "Empfänger"})
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    eur = "\u00a0€"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    country = COUNTRY[s.country][inv.language]
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 20mm))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(country)} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 20pt, weight: "bold")[{ts(w["title"])}]])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), gutter: 8mm,\n'
        '  table(columns: (36mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ),\n'
        f'  block(fill: luma(245), inset: 3mm, radius: 2mm, width: 100%)[#text(fill: luma(110))[{ts(w["to"])}] \\ '
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY["BE"][inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}])\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        desc = f'[{ts(line.description)}'
        if line.article:
            desc += f' \\ #text(size: 7pt, fill: luma(120))[{ts(w["ref"] + " " + line.article)}]'
        desc += ']'
        rows.append(f'  {desc}, align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price) + eur)}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(inv.number(line.amount) + eur)}],\n')
    src += ('#table(columns: (1fr, 22mm, 28mm, 13mm, 26mm), stroke: (x, y) => (bottom: 0.4pt + luma(220)), '
            'fill: (x, y) => if y == 0 { luma(240) }, inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold", size: 7.6pt)[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + eur)}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'#text(size: 7.6pt)[{ts(inv.statement)}]\n#v(4mm)\n'
    src += (f'#text(weight: "bold")[{ts(w["pay"])}] \\ {ts(w["benef"] + " : " + s.name if fr else w["benef"] + ": " + s.name)}'
            f' \\ {ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts(w["terms"] + " : " + inv.extra["terms"] if fr else w["terms"] + ": " + inv.extra["terms"])}\n'
            f'#place(bottom + center, text(size: 6.8pt, fill: luma(120))[{ts(s.name + " - " + s.register)}])\n')
    return _typst(src)


# --- bitrix24 (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def bitrix24(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung Nr. {no} vom {date}", "payer": "Zahler", "seller": "Lieferant",
          "cols": ("Nr.", "Waren/Dienstleistungen", "Menge", "Einheit", "Preis", "Summe"),
          "sub": "Summe", "net": "Summe ohne MwSt.", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag",
          "order": "Ihre Bestellung", "due": "Zahlbar bis", "words": "Positionen insgesamt: {n}, Betrag {amount} EUR",
          "resp": "Verantwortlich", "vatno": "USt-IdNr.", "bank": "Bankverbindung", "cust": "Kundennummer"}
         if de else
         {"title": "Invoice No. {no} dated {date}", "payer": "Payer", "seller": "Seller",
          "cols": ("#", "Goods/Services", "Qty", "Unit", "Price", "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total due",
          "order": "Your order", "due": "Payment due", "words": "Total items: {n}, amount {amount} EUR",
          "resp": "Responsible person", "vatno": "VAT No.", "bank": "Bank details", "cust": "Customer No."})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    c = Canvas(w["title"].format(no=inv.invoice_no, date=inv.day(inv.issued, dfmt)), s.name)
    c.text(18, 20, s.name, 12, "LSB")
    for k, row in enumerate((f"{s.street}, {place(inv)}, {COUNTRY[s.country][inv.language]}",
                             f"{w['vatno']} {s.vat} · {s.register}", f"Tel. {s.phone} · {s.email}")):
        c.text(18, 26 + k * 4.2, row, 8.2, "LS")
    c.text(18, 44, w["bank"], 8.2, "LSB")
    c.text(18, 48.5, f"IBAN {inv.iban}  BIC {inv.bic}", 8.2, "LS")
    c.text(105, 64, w["title"].format(no=inv.invoice_no, date=inv.day(inv.issued, dfmt)), 13.5, "LSB", "center")
    c.rule(18, 67.5, 192, 1.2)
    y = 76
    facts = [(w["seller"], f"{s.name}, {w['vatno']} {s.vat}, {s.street}, {place(inv)}"),
             (w["payer"], f"{BUYER[0]}, {w['vatno']} {BUYER_VAT}, {BUYER[1]}, {BUYER[2]}, "
                          f"{COUNTRY['BE'][inv.language]}")]
    if inv.customer_no:
        facts.append((w["cust"], inv.customer_no))
    if inv.po_printed:
        facts.append((w["order"], inv.po_printed))
    facts.append((w["due"], inv.day(inv.due, dfmt)))
    for label, value in facts:
        c.text(18, y, f"{label}:", 8.6, "LS")
        rows = rl_wrap(value, "LSB", 8.6, 140 * mm)
        for k, row in enumerate(rows):
            c.text(48, y + k * 4.2, row, 8.6, "LSB")
        y += 4.2 * len(rows) + 1.4
    y += 5
    xs = [18, 28, 122, 140, 155, 172, 192]
    c.fill(18, y - 4.5, 174, 6.5, 0.9)
    for k, head in enumerate(w["cols"]):
        c.text((xs[k] + xs[k + 1]) / 2, y, head, 8.2, "LSB", "center")
    top = y - 4.5
    y += 6.5
    for n, line in enumerate(inv.lines, 1):
        name = f"{line.article} {line.description}" if line.article else line.description
        rows = rl_wrap(name, "LS", 8.4, 91 * mm)
        c.text(23, y, str(n), 8.4, "LS", "center")
        for k, row in enumerate(rows):
            c.text(29.5, y + k * 4, row, 8.4, "LS")
        c.text(138.5, y, inv.qty(line), 8.4, "LS", "right")
        c.text(147.5, y, line.unit, 8.4, "LS", "center")
        c.text(170.5, y, inv.number(line.price), 8.4, "LS", "right")
        c.text(190.5, y, inv.number(line.amount), 8.4, "LS", "right")
        y += 4 * len(rows) + 2.4
        c.rule(18, y - 3.6, 192, 0.4)
    for x in xs:
        c.c.setLineWidth(0.4)
        c.c.line(x * MM, c.height - top * MM, x * MM, c.height - (y - 3.6) * MM)
    c.rule(18, top, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=False):
        font = "LSB" if strong else "LS"
        c.text(170.5, y, f"{label}:", 8.8, font, "right")
        c.text(190.5, y, inv.number(value), 8.8, font, "right")
        y += 5
    y += 4
    c.text(18, y, w["words"].format(n=len(inv.lines), amount=inv.number(inv.gross_total)), 8.6, "LS")
    y += 8
    if inv.statement:
        for row in rl_wrap(inv.statement, "LS", 8.2, 172 * mm):
            c.text(18, y, row, 8.2, "LS")
            y += 4
    if inv.payment_ref:
        y += 2
        c.text(18, y, ("Structured communication: " if not de else "Verwendungszweck: ") + inv.payment_ref, 8.2,
               "LS")
        y += 4
    y += 14
    c.text(18, y, f"{w['resp']}:", 8.6, "LS")
    c.rule(52, y + 0.8, 110, 0.4)
    c.text(114, y, inv.extra["manager"], 8.6, "LS")
    return c.bytes()


# --- clockify (Typst, Liberation Sans) ------------------------------------------------------------------------------
def clockify(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    items = inv.extra["items"].split("|")
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 20mm))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        '  text(size: 22pt, weight: "bold", fill: rgb("#03a9f4"))[RECHNUNG],\n'
        '  align(right, table(columns: (34mm, 30mm), stroke: none, inset: (x: 0mm, y: 1.2mm), align: right,\n'
        f'    text(fill: luma(120))[ID], [{ts(inv.invoice_no)}],\n'
        f'    text(fill: luma(120))[Ausstellungsdatum], [{ts(inv.day(inv.issued, dfmt))}],\n'
        f'    text(fill: luma(120))[Fälligkeitsdatum], [{ts(inv.day(inv.due, dfmt))}])))\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(fill: luma(120))[Von] \\ #text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(COUNTRY[s.country]["de"])} \\ {ts("USt-IdNr. " + s.vat)}],\n'
        f'  [#text(fill: luma(120))[Rechnung an] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY["BE"]["de"])} \\ {ts("USt-IdNr. " + BUYER_VAT)}])\n#v(6mm)\n'
        f'#text(fill: luma(120))[Betreff] \\ {ts(inv.extra["subject"])}\n#v(6mm)\n')
    rows = []
    for item, line in zip(items, inv.lines):
        rows.append(f'  [{ts(item)}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(inv.number(line.price) + " EUR")}], '
                    f'align(right)[{ts(inv.number(line.amount) + " EUR")}],\n')
    src += ('#table(columns: (24mm, 1fr, 18mm, 28mm, 30mm), stroke: (x, y) => (bottom: 0.4pt + luma(215)), '
            'fill: (x, y) => if y == 0 { luma(236) }, inset: (x: 1.6mm, y: 2.4mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Position", "Beschreibung", "Menge", "Einzelpreis", "Betrag")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (44mm, 32mm), stroke: none, inset: (x: 1.6mm, y: 1.5mm), align: right,\n'
    rows = [("Zwischensumme", inv.subtotal, False), (f"Steuer ({inv.rate()}%)", inv.vat_amount, False),
            ("Gesamtbetrag", inv.gross_total, False), ("Fälliger Betrag", inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], text({weight})[{ts(inv.number(value) + " EUR")}],\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(fill: luma(120))[Notizen] \\ {ts(inv.statement)} \\ '
            f'{ts("Bitte überweisen Sie den Betrag bis zum " + inv.day(inv.due, dfmt) + " auf IBAN " + inv.iban + ", BIC " + inv.bic + ".")}\n'
            f'#place(bottom + center, text(size: 7pt, fill: luma(120))[{ts(s.name + " · " + s.register + " · " + s.email)}])\n')
    return _typst(src)


# --- teamwork (fpdf2, Liberation Sans Narrow, DejaVu Serif headings) ------------------------------------------------
def teamwork(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    for style, file in (("", "LiberationSansNarrow-Regular.ttf"), ("B", "LiberationSansNarrow-Bold.ttf")):
        pdf.add_font("Narrow", style, f"{LIBERATION}/{file}")
    pdf.add_font("Serif", "B", f"{FONTS}/DejaVuSerif-Bold.ttf")

    def us(d):
        return f"{MONTHS['en'].split()[d.month - 1][:3]} {d.day}, {d.year}"

    _ft(pdf, 16, 24, "Invoice", 22, "b", family="Serif")
    _ft(pdf, 16, 31, inv.extra["project"], 10, "", family="Narrow")
    for k, row in enumerate((s.name, s.street, f"{s.postal_code} {s.city}, {COUNTRY[s.country]['en']}",
                             f"VAT: {s.vat}", s.email)):
        _ft(pdf, 194, 20 + k * 4.6, row, 9.4, "b" if k == 0 else "", "right", family="Narrow")
    y = 50
    pdf.set_draw_color(60, 60, 60)
    pdf.line(16, y - 4, 194, y - 4)
    facts = (("Invoice #", inv.invoice_no), ("Issue date", us(inv.issued)), ("Due date", us(inv.due)),
             ("PO #", inv.po_printed.replace("PO #", "") if inv.po_printed else ""))
    for k, (label, value) in enumerate(facts):
        _ft(pdf, 16, y + k * 5, label, 9.4, "b", family="Narrow")
        _ft(pdf, 40, y + k * 5, value, 9.4, "", family="Narrow")
    _ft(pdf, 118, y, "Bill to", 9.4, "b", family="Narrow")
    for k, row in enumerate((*BUYER, "Belgium", f"VAT: {BUYER_VAT}")):
        _ft(pdf, 118, y + 5 + k * 4.6, row, 9.4, "", family="Narrow")
    y = 86
    heads = (("Task", 18, "left"), ("Hours", 140, "right"), ("Rate", 164, "right"), ("Amount", 192, "right"))
    time_lines = [line for line in inv.lines if line.unit == "hrs"]
    other = [line for line in inv.lines if line.unit != "hrs"]
    _ft(pdf, 16, y, "Time", 11, "b", family="Serif")
    y += 7
    pdf.set_fill_color(242, 242, 242)
    pdf.rect(16, y - 4.4, 178, 6.4, "F")
    for head, x, align in heads:
        _ft(pdf, x, y, head, 9, "b", align, family="Narrow")
    y += 6.8
    for line in time_lines:
        _ft(pdf, 18, y, line.description, 9.4, "", family="Narrow")
        _ft(pdf, 140, y, inv.qty(line), 9.4, "", "right", family="Narrow")
        _ft(pdf, 164, y, inv.number(line.price), 9.4, "", "right", family="Narrow")
        _ft(pdf, 192, y, inv.number(line.amount), 9.4, "", "right", family="Narrow")
        pdf.set_draw_color(220, 220, 220)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.4
    if other:
        y += 5
        _ft(pdf, 16, y, "Expenses", 11, "b", family="Serif")
        y += 7
        pdf.rect(16, y - 4.4, 178, 6.4, "F")
        for head, x, align in (("Description", 18, "left"), ("Qty", 140, "right"), ("Cost", 164, "right"),
                               ("Amount", 192, "right")):
            _ft(pdf, x, y, head, 9, "b", align, family="Narrow")
        y += 6.8
        for line in other:
            _ft(pdf, 18, y, line.description, 9.4, "", family="Narrow")
            _ft(pdf, 140, y, inv.qty(line), 9.4, "", "right", family="Narrow")
            _ft(pdf, 164, y, inv.number(line.price), 9.4, "", "right", family="Narrow")
            _ft(pdf, 192, y, inv.number(line.amount), 9.4, "", "right", family="Narrow")
            pdf.line(16, y + 2.2, 194, y + 2.2)
            y += 6.4
    y += 6
    for label, value, strong in (("Subtotal", inv.net_total, False), (f"Tax ({inv.rate()}%)", inv.vat_amount, False),
                                 ("Total (EUR)", inv.gross_total, True)):
        _ft(pdf, 150, y, label, 10.5 if strong else 9.4, "b" if strong else "", family="Narrow")
        _ft(pdf, 192, y, inv.number(value), 10.5 if strong else 9.4, "b" if strong else "", "right",
            family="Narrow")
        y += 5.6
    y += 8
    pdf.set_font("Narrow", "", 9)
    for row in fp_wrap(pdf, inv.statement, 178):
        _ft(pdf, 16, y, row, 9, "", family="Narrow")
        y += 4.4
    y += 4
    _ft(pdf, 16, y, "Payment details", 9.4, "b", family="Narrow")
    _ft(pdf, 16, y + 5, f"{s.name} - IBAN {inv.iban} - BIC {inv.bic}", 9.4, "", family="Narrow")
    _ft(pdf, 16, y + 10, f"Please include the invoice number {inv.invoice_no} with your payment.", 9.4, "",
        family="Narrow")
    _ft(pdf, 105, 285, f"{s.name} · {s.register} · {s.phone}", 7.6, "", "center", family="Narrow")
    return bytes(pdf.output())


WRITERS = {"kleer": kleer, "productive": productive, "shine": shine, "qonto": qonto, "bitrix24": bitrix24,
           "clockify": clockify, "teamwork": teamwork}
