"""Seven page writers for the forty-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up,
word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- accountview (reportlab platypus, Liberation Sans): an AccountView-style Dutch mid-market print, nl or de: the
  company left, `FACTUUR` / `RECHNUNG` right, the customer in the window, a fact list right (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Debiteurnummer`, `Uw ordernummer`, `Ons ordernummer`), columns `Artikel` /
  `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Korting` / `Bedrag` / `Btw` (a VAT code), totals, a VAT
  specification table (code, description, basis, VAT) and a bank footer.
- bouwsoft (fpdf2, DejaVu Sans): a Bouwsoft-style Belgian construction-company invoice, nl or fr: the company left
  with its VAT number, `FACTUUR` / `FACTURE` with `Nr.` right, date, due date and customer number in small boxes,
  the customer, the site (`Werf` / `Chantier`), subject and reference lines, columns (`Art.`) / `Omschrijving` /
  `Hoev.` / `Eenh.` / `Eenheidsprijs` / `Totaal`, a VAT recap (basis, rate, VAT), totals, the legal mention and the
  structured communication.
- eenvoudig (reportlab canvas, Liberation Sans): an Eenvoudig-Factureren-style small-business invoice, de or en:
  the company name in colour left, its details right, the customer, a large `Rechnung` / `Invoice`, a fact list
  (`Rechnungsnummer`, `Rechnungsdatum`, `Fälligkeitsdatum`, `Referenz`), columns `Beschreibung` / `Menge` /
  `Preis` / `MwSt.` / `Betrag` with `€` before the amounts, totals, the payment sentence, a footer.
- boekhoudgemak (fpdf2, Liberation Sans): a Boekhoudgemak-style Dutch small-business invoice: the company block
  right, the customer in the window, `FACTUUR`, a fact list left (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`,
  `Debiteurnummer`, `Uw ordernummer`, `Pakbon`), a framed table `Code` / `Omschrijving` / `Aantal` / `Prijs` /
  `Bedrag` / `Btw`, totals, the VAT statement, the payment line, a footer with KvK, VAT and bank.
- vismanet (reportlab platypus, DejaVu Sans): a Visma.net-style ERP print, en: `INVOICE` and `Page 1 (1)` right,
  the invoice address, a fact grid (`Invoice no.`, `Invoice date`, `Customer no.`, `Due date`, `Terms of
  payment`, `Your reference`, `Customer order no.`, `Our order no.`) with ISO dates, columns `Item no.` /
  `Description` / `Quantity` / `Unit` / `Unit price` / `Disc. %` / `Amount`, a horizontal totals box, a
  three-column footer.
- tolteck (reportlab canvas, DejaVu Sans): a Tolteck-style French artisan invoice: the company top left, `Facture`
  with `N°`, `Date` and `Échéance` right, the client in a box, `Objet` and the order reference, numbered lines
  `N°` / `Désignation` / `Qté` / `U` / `PU HT` / `Total HT` with `€` after and no-break-space thousands, totals
  (`Total HT`, `TVA`, `Total TTC`, `Net à payer`), the legal mentions (reverse charge, penalties, insurance).
- davilex (fpdf2, DejaVu Sans Condensed): a Davilex-style older Belgian small-business print, fr: the company
  centred at the top, `FACTURE` in a frame, the customer in the window, a boxed fact row (`N° facture`, `Date`,
  `N° client`, `Votre référence`, `Échéance`), a ruled grid `Article` / `Description` / `Quantité` / `Prix unit.` /
  `Montant` / `TVA`, a VAT box (base, rate, VAT), `Total HTVA`, `Total TVAC`, the structured communication."""

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
                     _lib, _price, _style, fp_wrap, place, register_fonts, rl_wrap, totals)
register_fonts(*LIBERATION_SANS)

COUNTRIES = {"NL": {"nl": "Nederland", "en": "The Netherlands", "de": "Niederlande", "fr": "Pays-Bas"},
             "BE": {"nl": "België", "en": "Belgium", "de": "Belgien", "fr": "Belgique"},
             "FR": {"nl": "Frankrijk", "en": "France", "de": "Frankreich", "fr": "France"}}


def _p(text: str, style) -> Paragraph:
    return Paragraph(escape(text), style)


# --- accountview (reportlab platypus, Liberation Sans) --------------------------------------------------------------
def accountview(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "attn": "t.a.v. crediteurenadministratie",
          "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer", "Uw ordernummer",
                    "Ons ordernummer"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag", "Btw"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw EUR",
          "spec": "Btw-specificatie", "spec_cols": ("Code", "Omschrijving", "Grondslag", "Btw-bedrag"),
          "vatno": "Btw-nummer", "terms": "Betalingsconditie",
          "pay": "Gelieve het totaalbedrag vóór {due} over te maken op {iban} (BIC {bic}) onder vermelding van "
                 "factuurnummer {no}.", "comm": "Gestructureerde mededeling"}
         if nl else
         {"title": "RECHNUNG", "attn": "z. Hd. Kreditorenbuchhaltung",
          "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Kundennummer", "Ihre Referenz",
                    "Unsere Auftragsnr."),
          "cols": ("Artikel", "Bezeichnung", "Menge", "Einh.", "Preis", "Rabatt", "Betrag", "MwSt."),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag EUR",
          "spec": "MwSt.-Aufstellung", "spec_cols": ("Code", "Bezeichnung", "Grundlage", "MwSt.-Betrag"),
          "vatno": "MwSt.-Nr.", "terms": "Zahlungsbedingung",
          "pay": "Bitte überweisen Sie den Gesamtbetrag bis zum {due} auf das Konto {iban} (BIC {bic}).",
          "comm": "Strukturierte Mitteilung"})
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 26)
    del inv.words
    normal, right = _style("avn", 8.4, "LS"), _style("avr", 8.4, "LS", align=2)
    bold, bold_r = _style("avb", 8.4, "LSB"), _style("avbr", 8.4, "LSB", align=2)
    small = _style("avs", 7.6, "LS", grey=0.3)
    company = Paragraph(f"<b>{escape(s.name)}</b>", _style("avc", 14, "LSB", lead=17))
    company_addr = Paragraph("<br/>".join(escape(t) for t in (s.street, place(inv),
                                                               COUNTRIES[s.country][inv.language],
                                                               f"Tel. {s.phone}", s.email)), small)
    title = Paragraph(f"<b>{w['title']}</b>", _style("avt", 18, "LSB", align=2, lead=22, grey=0.25))
    top = Table([[[company, company_addr], title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    customer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], w["attn"], BUYER[1], BUYER[2],
                                                          COUNTRY_BE[inv.language].upper())),
                         _style("avcu", 9.4, "LS", lead=12))
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra.get("ours", ""))
    facts = Table([[_p(k, normal), _p(v, bold if k == w["facts"][0] else normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[32 * mm, 36 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    middle = Table([[customer, facts]], colWidths=[110 * mm, 68 * mm])
    middle.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[_p(h, bold_r if k in (2, 4, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([_p(line.article or "", normal), _p(line.description, normal), _p(inv.qty(line), right),
                     _p(line.unit, normal), _p(_price(inv, line), right),
                     _p(inv.pct(line.discount) + "%" if line.discount else "", right),
                     _p(inv.number(line.amount), right), _p(inv.extra["vatcode"], normal)])
    table = Table(rows, colWidths=[25 * mm, 65 * mm, 13 * mm, 10 * mm, 17 * mm, 14 * mm, 22 * mm, 12 * mm],
                  repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[_p(label, bold_r if strong else right), _p(inv.number(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    spec = Table([[_p(w["spec"], bold), "", "", ""],
                  [_p(h, small) for h in w["spec_cols"]],
                  [_p(inv.extra["vatcode"], normal), _p(inv.extra["vatname"], normal),
                   _p(inv.number(inv.net_total), right), _p(inv.number(inv.vat_amount), right)]],
                 colWidths=[14 * mm, 52 * mm, 24 * mm, 24 * mm], hAlign="LEFT")
    spec.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("LINEBELOW", (0, 1), (-1, 1), 0.4, colors.grey),
                              ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 16 * mm), middle, Spacer(1, 10 * mm), table, Spacer(1, 3 * mm), tot,
             Spacer(1, 5 * mm), spec, Spacer(1, 5 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        f"{w['terms']}: {inv.extra['terms']}",
        w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, no=inv.invoice_no)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        story += [_p(text, normal), Spacer(1, 1.4 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.3)
        canvas.setStrokeGray(0.6)
        canvas.line(16 * mm, 17 * mm, 194 * mm, 17 * mm)
        canvas.drawString(16 * mm, 13 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.drawString(16 * mm, 9.5 * mm, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- bouwsoft (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def bouwsoft(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Nr.", "facts": ("Factuurdatum", "Vervaldatum", "Klantnr."),
          "site": "Werf", "subject": "Betreft", "ref": "Uw referentie",
          "cols": ("Art.", "Omschrijving", "Hoev.", "Eenh.", "Eenheidsprijs", "Totaal"),
          "recap": ("Maatstaf van heffing", "Btw %", "Btw"), "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Te betalen", "vatno": "Btw",
          "pay": "Gelieve te betalen vóór {due} op rekening {iban} (BIC {bic}) met vermelding van {ref}.",
          "cond": "Onze algemene verkoopsvoorwaarden zijn van toepassing. Elke klacht moet schriftelijk en binnen de "
                  "8 dagen na factuurdatum gemeld worden."}
         if nl else
         {"title": "FACTURE", "no": "N°", "facts": ("Date facture", "Échéance", "N° client"),
          "site": "Chantier", "subject": "Objet", "ref": "Votre référence",
          "cols": ("Art.", "Description", "Qté", "Unité", "Prix unitaire", "Total"),
          "recap": ("Base imposable", "TVA %", "TVA"), "net": "Total HTVA", "vat": "TVA {rate}%",
          "gross": "À payer", "vatno": "TVA",
          "pay": "Merci de payer avant le {due} sur le compte {iban} (BIC {bic}) avec la communication {ref}.",
          "cond": "Nos conditions générales de vente sont d'application. Toute réclamation doit être formulée par "
                  "écrit dans les 8 jours de la date de facture."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(18, 25.5 + k * 3.8, text, 7.8)
    f(192, 21, w["title"], 17, "B", "right")
    f(192, 27.5, f"{w['no']} {inv.invoice_no}", 10, "B", "right")
    dfmt = "%d/%m/%Y"
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.2)
    for k, (label, value) in enumerate(zip(w["facts"], (inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt),
                                                        inv.customer_no))):
        x = 132 + k * 20
        pdf.rect(x, 32, 20, 9)
        f(x + 1.2, 35, label, 6.2)
        f(x + 1.2, 39.3, value, 7.8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(118, 56 + k * 4.5, text, 9.4, "B" if k == 0 else "")
    y = 86
    for label, value in ((w["site"], inv.extra["site"]), (w["subject"], inv.extra["subject"]),
                         (w["ref"], inv.po_printed or "")):
        if value:
            f(18, y, f"{label}:" if nl else f"{label} :", 8.4, "B")
            f(44 if nl else 50, y, value, 8.4)
            y += 4.6
    y += 6
    articles = any(line.article for line in inv.lines)
    cols = ([(19, "l"), (40, "l")] if articles else [(19, "l")]) + [(132, "r"), (134, "l"), (166, "r"), (191, "r")]
    heads = w["cols"] if articles else w["cols"][1:]
    pdf.set_fill_color(230, 233, 236)
    pdf.rect(18, y - 4.4, 174, 6.2, style="F")
    for (x, al), head in zip(cols, heads):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.8
    desc_width = 88 if articles else 108
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, desc_width)
        values = ([line.article] if articles else []) + [desc[0], inv.qty(line), line.unit, _price(inv, line),
                                                         inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(cols[-5][0], y, more, 8.2)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(18, y + 2, 192, y + 2)
        y += 5.8
    y += 5
    pdf.set_draw_color(150, 150, 150)
    recap_rate = (f"{inv.rate()} %" + (" (medecontractant)" if inv.reverse_charge and nl else
                                       " (cocontractant)" if inv.reverse_charge else ""))
    for k, (head, value) in enumerate(zip(w["recap"], (inv.number(inv.net_total), recap_rate,
                                                       inv.number(inv.vat_amount)))):
        x = (18, 48, 96)[k]
        width = (30, 48, 24)[k]
        pdf.rect(x, y - 4, width, 10)
        f(x + 1.2, y - 0.8, head, 6.4)
        f(x + 1.2, y + 4, value, 8)
    yy = y - 1
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(166, yy, label, 9, "B" if strong else "", "right")
        f(191, yy, "€ " + inv.number(value), 9, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(0, 0, 0)
            pdf.line(140, yy - 4.2, 192, yy - 4.2)
        yy += 5.4
    y = max(y + 12, yy + 6)
    texts = ([inv.extra["vatnote"]] if inv.extra.get("vatnote") else []) + \
        ([inv.statement] if inv.statement else []) + \
        [w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)]
    for text in texts:
        pdf.set_font("DejaVu", "B" if text == inv.extra.get("vatnote") else "", 7.8)
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 7.8, "B" if text == inv.extra.get("vatnote") else "")
            y += 3.7
        y += 1.6
    pdf.set_font("DejaVu", "", 6.6)
    yy = 272
    for row in fp_wrap(pdf, w["cond"], 174):
        f(18, yy, row, 6.6)
        yy += 3.1
    f(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.4, "",
      "center")
    return bytes(pdf.output())


# --- eenvoudig (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def eenvoudig(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Referenz"),
          "cols": ("Beschreibung", "Menge", "Preis", "MwSt.", "Betrag"), "sub": "Zwischensumme",
          "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag", "vatno": "MwSt.-Nr.", "bank": "IBAN",
          "pay": "Wir bitten Sie, den Betrag von {total} bis zum {due} unter Angabe der Rechnungsnummer {no} auf "
                 "unser Konto {iban} zu überweisen.", "comm": "Strukturierte Mitteilung"}
         if de else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Reference"),
          "cols": ("Description", "Quantity", "Price", "VAT", "Amount"), "sub": "Subtotal",
          "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT no.", "bank": "IBAN",
          "pay": "Please pay the amount of {total} before {due} to our bank account {iban}, stating invoice "
                 "number {no}.", "comm": "Structured reference"})
    eur = lambda v, places=2: "€ " + inv.number(v, places)  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.c.setFillColorRGB(0.09, 0.45, 0.55)
    c.c.setFont(B, 15)
    c.c.drawString(20 * MM, c.height - 24 * MM, s.name)
    c.c.setFillGray(0)
    for k, text in enumerate([s.street, place(inv), COUNTRIES[s.country][inv.language], s.phone, s.email,
                              s.register, f"{w['vatno']} {s.vat}", f"IBAN {inv.iban}"]):
        c.text(190, 18 + k * 3.9, text, 7.8, F, "right", grey=0.25)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], BUYER_VAT]):
        c.text(20, 56 + k * 4.4, text, 9.2, B if k == 0 else F)
    c.text(20, 92, w["title"], 22, B)
    values = (inv.invoice_no, _issued(inv, "%d-%m-%Y"), inv.day(inv.due, inv.extra.get("date_style", "%d-%m-%Y")),
              inv.po_printed or "")
    y = 101
    for label, value in zip(w["facts"], values):
        if value:
            c.text(20, y, label, 8.6, B)
            c.text(58, y, value, 8.6, F)
            y += 4.6
    y += 8
    cols = [(20, "left"), (128, "right"), (152, "right"), (166, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.6, B, al)
    c.rule(20, y + 2, 190, 0.8, grey=0.2)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 86 * MM)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        for (x, al), value in zip(cols, (desc[0], qty, eur(line.price, line.price_places), inv.rate() + "%",
                                         eur(line.amount))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4.1
            c.text(20, y, more, 8.8, F)
        c.rule(20, y + 2.6, 190, 0.3, grey=0.8)
        y += 7
    y += 3
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        if strong:
            c.rule(120, y - 4.2, 190, 0.6, grey=0.2)
        c.text(152, y, label, 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, eur(value), 9.4 if strong else 8.8, B if strong else F, "right")
        y += 5.4
    y += 8
    texts = [w["pay"].format(total=eur(inv.gross_total), due=inv.day(inv.due, inv.extra.get("date_style",
                                                                                           "%d-%m-%Y")),
                             no=inv.invoice_no, iban=inv.iban)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    if inv.statement:
        texts.append(inv.statement)
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 170 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.2
        y += 2
    c.rule(20, 278, 190, 0.3, grey=0.7)
    c.text(105, 282.5, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, F,
           "center", grey=0.4)
    return c.bytes()


# --- boekhoudgemak (fpdf2, Liberation Sans) -------------------------------------------------------------------------
def boekhoudgemak(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(192, 18, s.name, 12, "B", "right")
    for k, text in enumerate([s.street, place(inv), COUNTRIES[s.country]["nl"], f"Telefoon {s.phone}", s.email]):
        f(192, 23.5 + k * 3.9, text, 8, "", "right")
    for k, text in enumerate([BUYER[0], "t.a.v. de crediteurenadministratie", BUYER[1], BUYER[2], "BELGIË"]):
        f(22, 52 + k * 4.6, text, 9.6)
    f(18, 90, "FACTUUR", 15, "B")
    dfmt = "%d-%m-%Y"
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, dfmt)),
             ("Vervaldatum", inv.day(inv.due, dfmt)), ("Debiteurnummer", inv.customer_no),
             ("Uw ordernummer", inv.po_printed or ""), ("Pakbon", inv.extra.get("packslip", "")),
             ("Uw btw-nummer", BUYER_VAT))
    y = 97
    for label, value in facts:
        if value:
            f(18, y, label, 8.6)
            f(50, y, f": {value}", 8.6)
            y += 4.3
    y += 6
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.set_fill_color(242, 242, 242)
    pdf.rect(18, y - 4.6, 174, 6.6, style="DF")
    cols = [(19.5, "l"), (46, "l"), (141, "r"), (160, "r"), (182, "r"), (190.5, "r")]
    for (x, al), head in zip(cols, ("Code", "Omschrijving", "Aantal", "Prijs", "Bedrag", "Btw")):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    top = y + 2
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 80)
        values = (line.article or "", desc[0], inv.qty(line), _price(inv, line), inv.number(line.amount),
                  inv.rate() + "%")
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(46, y, more, 8.4)
        y += 5.4
    pdf.rect(18, top, 174, y - top - 2.4)
    y += 4
    rows = totals(inv, "Subtotaal", "Totaal excl. btw", "Btw verlegd {rate}%" if inv.reverse_charge else
                  "Btw {rate}%", "Totaal te betalen")
    for label, value, strong in rows:
        f(160, y, label, 8.8, "B" if strong else "", "right")
        f(182, y, "€ " + inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.line(130, y - 4.2, 192, y - 4.2)
        y += 4.9
    y += 8
    pdf.set_font("Lib", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Betaling binnen {inv.extra['terms']} op IBAN {inv.iban} t.n.v. {s.name} o.v.v. factuurnummer "
        f"{inv.invoice_no}."]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.4)
            y += 4
        y += 1.6
    pdf.set_draw_color(120, 120, 120)
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.register} · Btw-nr. {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 7, "", "center")
    return bytes(pdf.output())


# --- vismanet (reportlab platypus, DejaVu Sans) ---------------------------------------------------------------------
def vismanet(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 30)
    del inv.words
    lab = _style("vnl", 6.6, "DV", grey=0.4)
    normal, right = _style("vnn", 8, "DV"), _style("vnr", 8, "DV", align=2)
    bold, bold_r = _style("vnb", 8, "DVB"), _style("vnbr", 8, "DVB", align=2)
    dfmt = inv.extra["date_style"]
    company = Paragraph(f"<b>{escape(s.name)}</b>", _style("vnc", 13, "DVB", lead=16))
    title = Paragraph("<b>INVOICE</b>", _style("vnt", 16, "DVB", align=2, lead=19))
    page = Paragraph("Page 1 (1)", _style("vnp", 7.4, "DV", align=2, grey=0.35))
    top = Table([[company, [title, page]]], colWidths=[108 * mm, 70 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    address = [_p("Invoice address", lab),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en"])),
                         _style("vna", 9, "DV", lead=11.5))]
    facts = (("Invoice no.", inv.invoice_no), ("Invoice date", inv.day(inv.issued, dfmt)),
             ("Customer no.", inv.customer_no), ("Due date", inv.day(inv.due, dfmt)),
             ("Terms of payment", inv.extra["terms"]), ("Your reference", inv.extra["contact"]),
             ("Customer order no.", inv.po_printed or ""), ("Our order no.", inv.extra["ours"]),
             ("Customer VAT no.", BUYER_VAT))
    cells = [[_p(k, lab), _p(v, bold if k == "Invoice no." else normal)] for k, v in facts if v]
    grid = Table([cells[i] + (cells[i + 1] if i + 1 < len(cells) else ["", ""]) for i in range(0, len(cells), 2)],
                 colWidths=[28 * mm, 27 * mm, 28 * mm, 27 * mm])
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.55, 0.55, 0.55)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
                              ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    middle = Table([[address, grid]], colWidths=[68 * mm, 110 * mm])
    middle.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    heads = ["Item no.", "Description", "Quantity", "Unit", "Unit price"] + (["Disc. %"] if discounts else []) + \
        ["Amount"]
    rows = [[_p(h, bold_r if h in ("Quantity", "Unit price", "Disc. %", "Amount") else bold) for h in heads]]
    for line in inv.lines:
        row = [_p(line.article or "", normal), _p(line.description, normal), _p(inv.qty(line), right),
               _p(line.unit, normal), _p(_price(inv, line), right)]
        if discounts:
            row.append(_p(inv.pct(line.discount) if line.discount else "", right))
        rows.append(row + [_p(inv.number(line.amount), right)])
    widths = [26 * mm, (64 if discounts else 78) * mm, 18 * mm, 12 * mm, 20 * mm] + \
        ([14 * mm] if discounts else []) + [24 * mm]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    sums = [(label, value) for label, value, _ in totals(inv, "Sum lines", "Amount excl. VAT", "VAT {rate} %",
                                                         "Total EUR", always_sub=True)]
    box = Table([[_p(k, _style("vnh", 7, "DV", align=2, grey=0.35)) for k, _ in sums],
                 [_p(inv.number(v), bold_r if k == "Total EUR" else right) for k, v in sums]],
                colWidths=[178 * mm / len(sums)] * len(sums))
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                             ("BACKGROUND", (-1, 0), (-1, -1), colors.Color(0.9, 0.9, 0.9))]))
    story = [top, Spacer(1, 14 * mm), middle, Spacer(1, 10 * mm), table, Spacer(1, 5 * mm), box,
             Spacer(1, 6 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        f"Payment to IBAN {inv.iban}, BIC {inv.bic}, stating "
        + (f"the structured reference {inv.payment_ref}." if inv.payment_ref else f"invoice no. {inv.invoice_no}.")]
    for text in texts:
        story += [_p(text, normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.5)
        canvas.line(16 * mm, 24 * mm, 194 * mm, 24 * mm)
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.3)
        cols3 = [("Address", s.name, s.street, f"{place(inv)}, {COUNTRIES[s.country]['en']}"),
                 ("Contact", f"Phone {s.phone}", s.email, s.register),
                 ("Bank and VAT", f"IBAN {inv.iban}", f"BIC {inv.bic}", f"VAT no. {s.vat}")]
        for x, col in zip((16, 76, 136), cols3):
            for k, text in enumerate(col):
                canvas.setFont("DVB" if k == 0 else "DV", 6.6)
                canvas.drawString(x * mm, (20 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- tolteck (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def tolteck(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}", s.email]):
        c.text(18, 25.5 + k * 3.9, text, 8, F, grey=0.2)
    c.text(192, 20, "Facture", 20, B, "right")
    dfmt = "%d/%m/%Y"
    for k, (label, value) in enumerate((("N°", inv.invoice_no), ("Date", inv.day(inv.issued, dfmt)),
                                        ("Échéance", inv.day(inv.due, dfmt)))):
        c.text(165, 28 + k * 4.4, f"{label} :", 8.6, F, "right", grey=0.35)
        c.text(192, 28 + k * 4.4, value, 8.6, B if k == 0 else F, "right")
    c.c.setLineWidth(0.4)
    c.c.setStrokeGray(0.6)
    c.c.roundRect(112 * MM, c.height - 76 * MM, 80 * MM, 30 * MM, 2 * MM)
    c.text(116, 51, "Client", 7.4, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        c.text(116, 56.5 + k * 4.2, text, 9, B if k == 0 else F)
    c.text(18, 86, f"Objet : {inv.extra['subject']}", 9, B)
    if inv.po_printed:
        c.text(18, 91, f"Votre bon de commande : {inv.po_printed}", 8.6, F)
    c.text(18, 95.5, f"Code client : {inv.customer_no}", 8.6, F)
    y = 106
    c.fill(18, y - 4.4, 174, 6.6, 0.2)
    cols = [(20, "left"), (28, "left"), (130, "right"), (134, "left"), (162, "right"), (190, "right")]
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, ("N°", "Désignation", "Qté", "U", "PU HT", "Total HT")):
        c.c.setFont(B, 8)
        draw = c.c.drawRightString if al == "right" else c.c.drawString
        draw(x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.4, 96 * MM)
        for (x, al), value in zip(cols, (str(k + 1), desc[0], inv.qty(line), line.unit, eur(line.price),
                                         eur(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(28, y, more, 8.4, F)
        c.rule(18, y + 2.3, 192, 0.2, grey=0.75)
        y += 6.6
    y += 5
    for label, value, strong in totals(inv, "", "Total HT", "TVA {rate} % (autoliquidation)", "Total TTC"):
        c.text(162, y, label, 8.8, B if strong else F, "right")
        c.text(190, y, eur(value), 8.8, B if strong else F, "right")
        y += 5
    c.fill(120, y - 3.6, 72, 7, 0.92)
    c.text(124, y + 1, "Net à payer", 9.6, B)
    c.text(190, y + 1, eur(inv.gross_total), 9.6, B, "right")
    y += 14
    texts = [inv.statement,
             f"Conditions de paiement : virement à {inv.extra['terms']}, au plus tard le {inv.day(inv.due, dfmt)}. "
             f"IBAN : {inv.iban} – BIC : {inv.bic}.",
             "Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de "
             "recouvrement : 40 €. Pas d’escompte pour paiement anticipé.",
             "Assurance décennale : Mutuelle des Artisans du Nord, contrat n° 59-4471-2027, couverture France et "
             "Belgique."]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.8
    c.text(105, 284, f"{s.name} – SARL au capital de 8 000 € – {s.register} – APE 2511Z – N° TVA {s.vat}", 6.4, F,
           "center", grey=0.4)
    return c.bytes()


# --- davilex (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def davilex(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(105, 17, s.name, 14, "B", "center")
    f(105, 22.5, f"{s.street} - {place(inv)} - Tél. {s.phone}", 8, "", "center")
    f(105, 26.5, f"{s.email} - TVA {s.vat} - {s.register}", 8, "", "center")
    pdf.set_line_width(0.4)
    pdf.line(18, 29.5, 192, 29.5)
    pdf.set_line_width(0.5)
    pdf.rect(18, 40, 52, 13, style="D", round_corners=True, corner_radius=2)
    f(44, 49, "FACTURE", 16, "B", "center")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIQUE", f"TVA {BUYER_VAT}"]):
        f(118, 44 + k * 4.6, text, 9.6, "B" if k == 0 else "")
    dfmt = "%d/%m/%Y"
    heads = ("N° facture", "Date", "N° client", "Votre référence", "Échéance")
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "",
              inv.day(inv.due, dfmt))
    widths = (30, 26, 24, 62, 32)
    x, y = 18, 76
    pdf.set_line_width(0.25)
    for head, value, width in zip(heads, values, widths):
        pdf.rect(x, y, width, 5.5)
        pdf.rect(x, y + 5.5, width, 6)
        f(x + 1.5, y + 4, head, 7.4, "B")
        f(x + 1.5, y + 9.8, value, 8.6)
        x += width
    y = 96
    edges = (18, 42, 112, 130, 152, 174, 192)
    heads = ("Article", "Description", "Quantité", "Prix unit.", "Montant", "TVA")
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(18, y, 174, 6, style="DF")
    for k, head in enumerate(heads):
        if k in (0, 1):
            f(edges[k] + 1.5, y + 4.2, head, 8, "B")
        else:
            f(edges[k + 1] - 1.5, y + 4.2, head, 8, "B", "right")
    top, y = y + 6, y + 10.5
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.4)
        desc = fp_wrap(pdf, line.description, 67)
        f(19.5, y, line.article or "", 8.4)
        f(43.5, y, desc[0], 8.4)
        f(128.5, y, inv.qty(line), 8.4, "", "right")
        f(150.5, y, _price(inv, line), 8.4, "", "right")
        f(172.5, y, inv.number(line.amount), 8.4, "", "right")
        f(190.5, y, inv.rate() + "%", 8.4, "", "right")
        for more in desc[1:]:
            y += 3.8
            f(43.5, y, more, 8.4)
        y += 5.6
    bottom = max(y, 180)
    pdf.rect(18, top, 174, bottom - top)
    for x in edges[1:-1]:
        pdf.line(x, top - 6, x, bottom)
    y = bottom + 8
    for k, (head, value) in enumerate((("Base imposable", inv.number(inv.net_total)), ("Taux", inv.rate() + " %"),
                                       ("Montant TVA", inv.number(inv.vat_amount)))):
        x = 18 + k * 28
        pdf.rect(x, y - 4.5, 28, 5.5)
        pdf.rect(x, y + 1, 28, 6)
        f(x + 1.5, y - 0.6, head, 7.4, "B")
        f(x + 26.5, y + 5.4, value, 8.6, "", "right")
    yy = y
    for label, value, strong in totals(inv, "", "Total HTVA", "TVA {rate} %", "Total TVAC"):
        f(160, yy, label, 9, "B" if strong else "", "right")
        f(190.5, yy, inv.number(value), 9, "B" if strong else "", "right")
        yy += 5.2
    pdf.set_line_width(0.5)
    pdf.rect(130, yy - 4.2, 62, 7)
    f(134, yy + 0.6, "À payer EUR", 9.6, "B")
    f(190.5, yy + 0.6, inv.number(inv.gross_total), 9.6, "B", "right")
    y = yy + 14
    pdf.set_line_width(0.25)
    for text in (f"Paiement à {inv.extra['terms']} sur le compte {inv.iban} - BIC {inv.bic}",
                 f"Communication structurée : {inv.payment_ref}"):
        f(18, y, text, 8.6, "B" if text.startswith("Communication") else "")
        y += 4.6
    f(105, 284, "Nos factures sont payables au comptant sauf stipulation contraire. Tout retard de paiement entraîne "
                "de plein droit un intérêt de retard.", 6.6, "", "center")
    return bytes(pdf.output())


WRITERS = {"accountview": accountview, "bouwsoft": bouwsoft, "eenvoudig": eenvoudig, "boekhoudgemak": boekhoudgemak,
           "vismanet": vismanet, "tolteck": tolteck, "davilex": davilex}
