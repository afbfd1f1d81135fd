"""Seven page writers for the sixty-first blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on
reportlab's canvas, two on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- ratio (fpdf2, DejaVu Sans): a Ratio-style Dutch construction-ERP invoice, nl or fr: the company left with its
  numbers right, the customer in the window, `FACTUUR` / `FACTURE`, a two-column fact block (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Debiteurnummer` | `Project`, `Uw ordernummer`, `Ons ordernummer`, `Pakbon`),
  columns `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / (`Korting`) / `Bedrag`, prices to three
  places where the line has them, totals (`Subtotaal`, the freight, `Totaal excl. BTW`, `BTW 0% over …`,
  `Totaal incl. BTW`).
- bouw7 (reportlab canvas, Liberation Sans): a Bouw7-style Dutch contractor invoice: the company left and its
  contact right, `Factuur` / `Termijnfactuur`, a fact list with the project (and the term and contract sum), a
  coloured header band, (`Code`) / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Btw` / `Totaal`, totals
  (`Totaal excl. btw`, `Btw …`, `Totaal incl. btw`), a footer bar.
- carerix (reportlab platypus, DejaVu Sans Condensed): a Carerix-style staffing-agency invoice, nl or de: the agency
  left, `FACTUUR` / `RECHNUNG` right, the customer beside a fact grid (`Factuurnummer`, `Periode`, `PO-nummer`,
  `Kostenplaats`), an intro on the approved time sheets, one row per candidate and hour type (`Week 44 - Peeters,
  Jan - …`), `Aantal` with two decimals, `Tarief`, `Btw`, `Bedrag`, totals.
- timechimp (fpdf2, Liberation Sans): a TimeChimp-style time-tracking invoice, en or de: `INVOICE` / `RECHNUNG`
  large right, `Invoice to`, facts right (`Invoice number`, `Invoice date`, `Due date`, `PO number` /
  `Ihre Referenz`, `Period`), `Project`, hours per task (`42,50 h`), `Rate`, `Amount` with `€` after or before,
  totals (`Subtotal` / `Zwischensumme`, `Rabatt 5 %`, `Nettobetrag`, `VAT 0%`, `Total`).
- pinkweb (reportlab canvas, DejaVu Sans): a Pinkweb-style Dutch online invoice: the company block right with
  KvK, btw and IBAN, the customer left, `Factuur`, a short fact list, columns `Aantal` (first) / `Artikelnr.` /
  `Omschrijving` / `Prijs` / `Btw` / `Totaal`, totals (`Subtotaal`, `Btw 0% (verlegd)`, `Totaal`).
- archisnapper (fpdf2, DejaVu Sans): an ArchiSnapper-style Belgian architect's fee invoice, fr: the office left,
  the client right, `FACTURE` with `Honoraires d'architecte`, the date written out, a project box, columns
  `Description` / `Qté` / `Unité` / `P.U. HTVA` / `Total HTVA` with `€` after, `Total HTVA`, `TVA 21 %`,
  `Total TVAC`, the structured communication.
- yesplan (reportlab platypus, Liberation Sans): a Yesplan-style Belgian venue invoice, nl or en: the venue left,
  `FACTUUR` / `INVOICE` right, the customer beside a fact grid, an event box (`Evenement` / `Event`, date, room,
  contact), `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` / `Bedrag`, totals, the structured communication."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, MM, LIBERATION_SANS, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _issued, _lib, _price, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)
COUNTRY_ES = {"en": "Spain", "nl": "Spanje", "fr": "Espagne", "de": "Spanien"}


def _country(inv: Invoice) -> str:
    s = inv.supplier
    return COUNTRY_ES[inv.language] if s.country == "ES" else COUNTRY[s.country][inv.language]


# --- ratio (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def ratio(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "attn": "t.a.v. crediteurenadministratie",
          "left": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer"),
          "right": ("Project", "Uw ordernummer", "Ons ordernummer", "Pakbonnummer"),
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. BTW", "vat": "BTW {rate}%", "over": "over",
          "gross": "Totaal incl. BTW", "vatno": "BTW-nr.", "tel": "Tel.",
          "pay": "Gelieve het totaalbedrag vóór {due} over te maken op {iban} ({bank}, BIC {bic}) onder vermelding "
                 "van het factuurnummer.",
          "cond": "Op al onze aanbiedingen, leveringen en overeenkomsten zijn onze algemene verkoop- en "
                  "leveringsvoorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel.",
          "page": "Pagina 1 van 1"}
         if nl else
         {"title": "FACTURE", "attn": "à l'attention de la comptabilité fournisseurs",
          "left": ("N° de facture", "Date de facture", "Échéance", "N° client"),
          "right": ("Projet", "Votre n° de commande", "Notre n° de commande", "Bon de livraison"),
          "cols": ("Article", "Désignation", "Quantité", "Unité", "Prix", "Remise", "Montant"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate}%", "over": "sur",
          "gross": "Total TVAC", "vatno": "TVA", "tel": "Tél.",
          "pay": "Merci de verser le montant total avant le {due} sur le compte {iban} ({bank}, BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "cond": "Toutes nos offres, livraisons et conventions sont soumises à nos conditions générales de vente, "
                  "disponibles sur simple demande.",
          "page": "Page 1 de 1"})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, place(inv), _country(inv)]):
        f(18, 26 + k * 3.9, text, 8.2)
    for k, (label, value) in enumerate(((w["tel"], s.phone), ("E-mail", s.email), ("", s.register),
                                        (w["vatno"], s.vat), ("IBAN", inv.iban), ("BIC", inv.bic))):
        if label:
            f(140, 17 + k * 3.7, label, 7.4)
        f(156 if label else 140, 17 + k * 3.7, value, 7.4)
    for k, text in enumerate([BUYER[0], w["attn"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(22, 52 + k * 4.5, text, 9.4)
    f(18, 88, w["title"], 16, "B")
    lvals = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.customer_no)
    rvals = (inv.extra["project"], inv.po_printed or "", inv.extra["ours"], inv.extra["delivery"])
    for k, (label, value) in enumerate(zip(w["left"], lvals)):
        f(18, 97 + k * 4.4, label, 8.2)
        f(50, 97 + k * 4.4, value, 8.2, "B" if k == 0 else "")
    for k, (label, value) in enumerate(zip(w["right"], rvals)):
        f(104, 97 + k * 4.4, label, 8.2)
        f(142, 97 + k * 4.4, value, 8.2)
    discounts = any(line.discount for line in inv.lines)
    y = 122
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(18, y - 4.2, 192, y - 4.2)
    pdf.line(18, y + 1.6, 192, y + 1.6)
    cols = [(18, "left"), (46, "left"), (122, "right"), (124, "left"), (148, "right"), (166, "right"),
            (192, "right")]
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 5 or discounts:
            f(x, y, head, 7.8, "B", al)
    y += 6.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 64)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(46, y, more, 8.2)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(18, y - 2.6, 192, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if label.startswith(w["vat"][:3]):
            label += f" {w['over']} {inv.number(inv.net_total)}"
        if strong:
            pdf.set_line_width(0.4)
            pdf.line(130, y - 4, 192, y - 4)
        f(164, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, ("€ " if strong else "") + inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("DejaVu", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bank=inv.extra["bank"], bic=inv.bic,
                        ref=inv.payment_ref)]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.6
    pdf.set_font("DejaVu", "", 6.8)
    yy = 276
    for row in fp_wrap(pdf, w["cond"], 150):
        f(18, yy, row, 6.8)
        yy += 3.1
    f(192, 276, w["page"], 6.8, "", "right")
    return bytes(pdf.output())


# --- bouw7 (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def bouw7(inv: Invoice) -> bytes:
    s = inv.supplier
    title = "Termijnfactuur" if "term" in inv.extra else "Factuur"
    c = Canvas(f"{title} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 22, s.name, 15, B)
    c.text(20, 27.5, f"{s.street} · {place(inv)} · {_country(inv)}", 8, F, grey=0.3)
    for k, text in enumerate([f"T {s.phone}", s.email, s.register, f"Btw {s.vat}"]):
        c.text(192, 18 + k * 3.8, text, 7.6, F, "right", grey=0.3)
    for k, text in enumerate([BUYER[0], "t.a.v. de crediteurenadministratie", BUYER[1], BUYER[2],
                              COUNTRY_BE["nl"], f"Btw {BUYER_VAT}"]):
        c.text(20, 50 + k * 4.4, text, 9.4, B if k == 0 else F)
    c.text(20, 88, title, 19, B)
    ref_label = "Uw referentie" if "term" in inv.extra else "Uw kenmerk"
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Klantnummer", inv.customer_no),
             ("Project", inv.extra["project"])]
    if "term" in inv.extra:
        facts += [("Termijn", inv.extra["term"].split(" ", 1)[1]), ("Aanneemsom excl. btw", "€ " + inv.extra["sum"])]
    if inv.po_printed:
        facts.append((ref_label, inv.po_printed))
    y = 97
    for label, value in facts:
        c.text(20, y, label, 8.6, F, grey=0.35)
        c.text(62, y, value, 8.6, F)
        y += 4.6
    y += 6
    articles = any(line.article for line in inv.lines)
    c.c.setFillColorRGB(0.16, 0.38, 0.62)
    c.c.rect(18 * MM, c.height - (y + 4.8) * MM, 174 * MM, 7 * MM, stroke=0, fill=1)
    c.c.setFillColorRGB(1, 1, 1)
    desc_x = 42 if articles else 21
    cols = ([(21, "left", "Code")] if articles else []) + [
        (desc_x, "left", "Omschrijving"), (132, "right", "Aantal"), (134, "left", "Eenheid"),
        (162, "right", "Prijs"), (173, "right", "Btw"), (190, "right", "Totaal")]
    c.c.setFont(B, 8.2)
    for x, al, head in cols:
        draw = c.c.drawString if al == "left" else c.c.drawRightString
        draw(x * MM, c.height - (y + 2.4) * MM, head)
    c.c.setFillColorRGB(0, 0, 0)
    y += 10
    width = (130 - desc_x) * MM - 6 * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, width)
        values = ([line.article or ""] if articles else []) + [
            desc[0], inv.qty(line), line.unit, "€ " + inv.number(line.price), inv.rate() + "%",
            "€ " + inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(desc_x, y, more, 8.6, F)
        c.rule(18, y + 2.4, 192, 0.3, grey=0.8)
        y += 6.6
    y += 3
    vat = "Btw verlegd ({rate}%)" if inv.reverse_charge else "Btw {rate}%"
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal incl. btw"):
        if strong:
            c.rule(128, y - 3.8, 192, 0.8)
        c.text(160, y, label, 9.2 if strong else 8.8, B if strong else F, "right")
        c.text(190, y, "€ " + inv.number(value), 9.2 if strong else 8.8, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        f"Wij verzoeken u het totaalbedrag binnen {inv.extra['terms']} na factuurdatum over te maken op "
        f"IBAN {inv.iban} (BIC {inv.bic}) t.n.v. {s.name}, onder vermelding van het factuurnummer"
        + (f" of de gestructureerde mededeling {inv.payment_ref}." if inv.payment_ref else ".")]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.1
        y += 2
    c.c.setFillColorRGB(0.16, 0.38, 0.62)
    c.c.rect(0, 0, 210 * MM, 14 * MM, stroke=0, fill=1)
    c.c.setFillColorRGB(1, 1, 1)
    c.c.setFont(F, 7)
    c.c.drawCentredString(105 * MM, 8 * MM, f"{s.name} · {s.street}, {place(inv)} · {s.register} · "
                                            f"Btw {s.vat} · IBAN {inv.iban}")
    c.c.setFillColorRGB(0, 0, 0)
    return c.bytes()


# --- carerix (reportlab platypus, DejaVu Sans Condensed) ------------------------------------------------------------
def carerix(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Relatienummer", "Periode",
                                        "PO-nummer", "Kostenplaats"),
          "intro": "Hierbij brengen wij u de volgende prestaties van onze uitzendkrachten in rekening, op basis van "
                   "de door u goedgekeurde urenbriefjes.",
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Tarief", "Btw", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw-nr.",
          "pay": "Te betalen binnen {terms} op {iban} (BIC {bic}) met gestructureerde mededeling {ref}.",
          "date": "%d-%m-%Y"}
         if nl else
         {"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fällig am", "Kundennummer",
                                         "Zeitraum", "Bestell-Nr.", "Kostenstelle"),
          "intro": "Für die Überlassung von Arbeitnehmern berechnen wir Ihnen auf Grundlage der von Ihnen "
                   "abgezeichneten Stundennachweise:",
          "cols": ("Beschreibung", "Menge", "Einheit", "Satz", "USt", "Betrag"),
          "net": "Nettobetrag", "vat": "USt {rate} %", "gross": "Rechnungsbetrag EUR", "vatno": "USt-IdNr.",
          "pay": "Zahlbar innerhalb von {terms} ohne Abzug auf IBAN {iban}, BIC {bic}, unter Angabe der "
                 "Rechnungsnummer{ref}.",
          "date": "%d.%m.%Y"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    normal, right = _style("cxn", 8.4, "DVC"), _style("cxr", 8.4, "DVC", align=2)
    bold, bold_r = _style("cxb", 8.4, "DVCB"), _style("cxbr", 8.4, "DVCB", align=2)
    lab = _style("cxl", 7.8, "DVC", grey=0.4)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(_country(inv))}<br/>{escape(s.phone)} · {escape(s.email)}",
                        _style("cxc", 8.4, "DVC", lead=10.8))
    title = Paragraph(f"<b>{w['title']}</b>", _style("cxt", 18, "DVCB", align=2, lead=22,
                                                    grey=0.25))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                       f"{w['vatno']} {BUYER_VAT}")),
                      _style("cxa", 9.2, "DVC", lead=11.8))
    values = (inv.invoice_no, inv.day(inv.issued, w["date"]), inv.day(inv.due, w["date"]), inv.customer_no,
              inv.extra["period"], inv.po_printed or "", inv.extra["cost"])
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if n == 0 else normal)]
                   for n, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[31 * mm, 53 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                               ("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                               ("BACKGROUND", (0, 0), (0, -1), colors.Color(0.95, 0.95, 0.95))]))
    head = Table([[buyer, facts]], colWidths=[92 * mm, 86 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k in (1, 3, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.rate() + "%", right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[90 * mm, 17 * mm, 17 * mm, 18 * mm, 12 * mm, 24 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.1, 0.3, 0.45)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 10 * mm), head, Spacer(1, 8 * mm), Paragraph(escape(w["intro"]), normal),
             Spacer(1, 3 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    ref = inv.payment_ref if nl else ""
    pay = w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=ref)
    for text in ([inv.statement] if inv.statement else []) + [pay]:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.8)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 13 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.drawCentredString(105 * mm, 9.6 * mm, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- timechimp (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def timechimp(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "to": "Invoice to", "facts": ("Invoice number", "Invoice date", "Due date",
                                                            "PO number", "Period"),
          "project": "Project", "cols": ("Description", "Quantity", "Rate", "Amount"),
          "sub": "Subtotal", "net": "Net amount", "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT no.",
          "pay": "Please pay within 30 days to IBAN {iban} (BIC {bic}), stating invoice number {no}.",
          "date": "%d-%m-%Y"}
         if en else
         {"title": "RECHNUNG", "to": "Rechnung an", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fällig am",
                                                             "Ihre Referenz", "Leistungszeitraum"),
          "project": "Projekt", "cols": ("Beschreibung", "Menge", "Satz", "Betrag"),
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "vatno": "USt-IdNr.",
          "pay": "Bitte überweisen Sie den Betrag innerhalb von 30 Tagen auf IBAN {iban} (BIC {bic}) unter Angabe "
                 "der Rechnungsnummer {no}.",
          "date": "%d.%m.%Y"})

    def eur(value) -> str:
        return (inv.number(value) + " €") if inv.extra["symbol"] == "after" else ("€ " + inv.number(value))

    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align,  # noqa: E731
                                                                family="Lib")
    f(18, 22, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), _country(inv), s.email, f"{w['vatno']} {s.vat}"]):
        f(18, 28 + k * 4, text, 8.4)
    pdf.set_text_color(255, 140, 0)
    f(192, 24, w["title"], 24, "B", "right")
    pdf.set_text_color(0, 0, 0)
    f(18, 58, w["to"], 8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 63 + k * 4.3, text, 9)
    values = (inv.invoice_no, inv.day(inv.issued, w["date"]), inv.day(inv.due, w["date"]), inv.po_printed or "",
              inv.extra["period"])
    y = 58
    for label, value in zip(w["facts"], values):
        if value:
            pdf.set_text_color(110, 110, 110)
            f(128, y, label, 8.4)
            pdf.set_text_color(0, 0, 0)
            f(192, y, value, 8.4, "", "right")
            y += 4.6
    f(18, 96, f"{w['project']}: {inv.extra['project']}", 9.6, "B")
    y = 106
    pdf.set_fill_color(244, 244, 244)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    cols = [(20, "left"), (130, "right"), (160, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.2, "B", al)
    y += 7.4
    pdf.set_draw_color(225, 225, 225)
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.8)
        desc = fp_wrap(pdf, line.description, 86)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                                         eur(line.amount))):
            f(x, y, value, 8.8, "", al)
        for more in desc[1:]:
            y += 4
            f(20, y, more, 8.8)
        pdf.line(18, y + 2.4, 192, y + 2.4)
        y += 7
    y += 3
    net = w["net"] if inv.adjustments else w["sub"]
    for label, value, strong in totals(inv, w["sub"], net, w["vat"], w["gross"]):
        if strong:
            pdf.set_draw_color(0, 0, 0)
            pdf.line(124, y - 4.2, 192, y - 4.2)
        f(160, y, label, 10 if strong else 9, "B" if strong else "", "right")
        f(190, y, eur(value), 10 if strong else 9, "B" if strong else "", "right")
        y += 5.4
    y += 8
    pdf.set_font("Lib", "", 8.4)
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no)):
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.4)
            y += 4
        y += 2
    pdf.set_text_color(120, 120, 120)
    f(105, 282, f"{s.name} · {s.register}", 7, "", "center")
    f(105, 285.5, f"IBAN {inv.iban} · BIC {inv.bic} · {s.phone}", 7, "", "center")
    return bytes(pdf.output())


# --- pinkweb (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def pinkweb(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    for k, text in enumerate([s.name, s.street, place(inv), _country(inv), "", s.register, f"Btw-nr. {s.vat}",
                              f"IBAN {inv.iban}", f"BIC {inv.bic}", "", s.phone, s.email]):
        if text:
            c.text(192, 18 + k * 3.9, text, 8.4 if k else 10, B if k == 0 else F, "right")
    for k, text in enumerate([BUYER[0], "T.a.v. de administratie", BUYER[1], BUYER[2], COUNTRY_BE["nl"]]):
        c.text(20, 46 + k * 4.3, text, 9.2, F)
    c.text(20, 92, "Factuur", 20, B)
    facts = (("Factuurnummer:", inv.invoice_no), ("Factuurdatum:", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum:", inv.day(inv.due, "%d-%m-%Y")), ("Klantnummer:", inv.customer_no))
    y = 101
    for label, value in facts:
        c.text(20, y, label, 8.8, F)
        c.text(58, y, value, 8.8, F)
        y += 4.6
    y += 8
    cols = [(20, "left", "Aantal"), (38, "left", "Artikelnr."), (70, "left", "Omschrijving"),
            (158, "right", "Prijs"), (170, "right", "Btw"), (192, "right", "Totaal")]
    for x, al, head in cols:
        c.text(x, y, head, 8.4, B, al)
    c.rule(20, y + 1.8, 192, 0.8)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 66 * MM)
        for (x, al, _), value in zip(cols, (inv.qty(line), line.article or "", desc[0],
                                            "€ " + inv.number(line.price), inv.rate() + "%",
                                            "€ " + inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(70, y, more, 8.4, F)
        y += 5.8
    c.rule(20, y - 2.6, 192, 0.4)
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Subtotaal", "Btw {rate}% (verlegd)"
                                       if inv.reverse_charge else "Btw {rate}%", "Totaal"):
        c.text(170, y, label, 9.4 if strong else 8.6, B if strong else F, "right")
        c.text(192, y, "€ " + inv.number(value), 9.4 if strong else 8.6, B if strong else F, "right")
        y += 5
    y += 10
    texts = [inv.statement,
             f"Wij verzoeken u vriendelijk het totaalbedrag van € {inv.number(inv.gross_total)} vóór "
             f"{inv.day(inv.due, '%d-%m-%Y')} over te maken op rekeningnummer {inv.iban} t.n.v. {s.name} onder "
             f"vermelding van factuurnummer {inv.invoice_no}."]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 172 * MM):
            c.text(20, y, row, 8.4, F)
            y += 4
        y += 2
    return c.bytes()


# --- archisnapper (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------
def archisnapper(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731

    def eur(value) -> str:
        return inv.number(value) + " €"

    f(18, 20, s.name, 12.5, "B")
    f(18, 25.4, "Architectes", 8.6, "I")
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}", s.email, f"TVA {s.vat}"]):
        f(18, 31 + k * 3.9, text, 8)
    f(118, 46, "Client", 7.6, "I")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA {BUYER_VAT}"]):
        f(118, 51 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    f(18, 84, "FACTURE", 17, "B")
    f(18, 90, "Honoraires d'architecte", 9.4)
    facts = (("Facture n°", inv.invoice_no), ("Date", _issued(inv, "%d/%m/%Y")),
             ("Échéance", inv.day(inv.due, "%d/%m/%Y")), ("Votre référence", inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        f(118, 84 + k * 4.4, label, 8.4)
        f(148, 84 + k * 4.4, value, 8.4, "B" if k == 0 else "")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_fill_color(246, 246, 246)
    pdf.rect(18, 104, 174, 13, style="DF")
    f(21, 109.4, f"Projet : {inv.extra['project']}", 8.6, "B")
    f(21, 114, inv.extra["architect"], 8)
    y = 128
    cols = [(18, "left", "Description"), (132, "right", "Qté"), (134, "left", "Unité"),
            (168, "right", "P.U. HTVA"), (192, "right", "Total HTVA")]
    for x, al, head in cols:
        f(x, y, head, 8, "B", al)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.5)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    pdf.set_line_width(0.2)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 100)
        for (x, al, _), value in zip(cols, (desc[0], inv.qty(line), line.unit, eur(line.price),
                                            eur(line.amount))):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4
            f(18, y, more, 8.6)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(18, y + 2.4, 192, y + 2.4)
        y += 6.8
    y += 3
    for label, value, strong in totals(inv, "", "Total HTVA", "TVA {rate} %", "Total TVAC"):
        f(164, y, label, 9.4 if strong else 8.8, "B" if strong else "", "right")
        f(192, y, eur(value), 9.4 if strong else 8.8, "B" if strong else "", "right")
        y += 5.2
    y += 8
    pdf.set_font("DejaVu", "", 8.4)
    texts = [f"À verser sur le compte {inv.iban} (BIC {inv.bic}) pour le {inv.day(inv.due, '%d/%m/%Y')} au plus "
             f"tard, avec la communication structurée {inv.payment_ref}.",
             "Les rapports de visite de chantier sont disponibles dans le projet partagé."]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.4)
            y += 4
        y += 1.8
    f(105, 284, f"{s.name} · {s.register} · TVA {s.vat} · {inv.iban}", 6.8, "", "center")
    return bytes(pdf.output())


# --- yesplan (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
def yesplan(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Bestelbon"),
          "event": ("Evenement", "Datum", "Zaal", "Contactpersoon"),
          "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw",
          "pay": "Gelieve het totaalbedrag te storten op {iban} (BIC {bic}) vóór {due} met de gestructureerde "
                 "mededeling {ref}.", "date": "%d/%m/%Y"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice number", "Invoice date", "Due date", "Customer no.", "Your PO"),
          "event": ("Event", "Date", "Room", "Contact"),
          "cols": ("Description", "Qty", "Unit price", "VAT", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT",
          "pay": "Please pay the total amount to {iban} (BIC {bic}) by {due}, quoting the structured reference {ref}.",
          "date": "%d/%m/%Y"})

    def eur(value) -> str:
        return ("€ " if nl else "€") + inv.number(value)

    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("ypn", 8.8, "LS"), _style("ypr", 8.8, "LS", align=2)
    bold, bold_r = _style("ypb", 8.8, "LSB"), _style("ypbr", 8.8, "LSB", align=2)
    lab = _style("ypl", 8, "LS", grey=0.4)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(s.phone)}<br/>{escape(s.email)}<br/>{w['vatno']} {escape(s.vat)}",
                        _style("ypc", 8.8, "LS", lead=11.2))
    title = Paragraph(f"<b>{w['title']}</b>", _style("ypt", 20, "LSB", align=2, lead=24))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                       f"{w['vatno']} {BUYER_VAT}")),
                      _style("ypa", 9.4, "LS", lead=12))
    values = (inv.invoice_no, _issued(inv, w["date"]), inv.day(inv.due, w["date"]), inv.customer_no,
              inv.po_printed or "")
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if n == 0 else normal)]
                   for n, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[30 * mm, 44 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    head = Table([[buyer, facts]], colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    ev = Table([[Paragraph(escape(k), lab), Paragraph(escape(inv.extra[key]), bold if key == "event" else normal)]
                for k, key in zip(w["event"], ("event", "when", "room", "contact"))], colWidths=[32 * mm, 146 * mm])
    ev.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.94, 0.95, 0.97)),
                            ("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.7, 0.72, 0.78)),
                            ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    rows = [[Paragraph(escape(h), bold if k == 0 else bold_r) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(eur(line.price), right), Paragraph(inv.rate() + "%", right),
                     Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[90 * mm, 18 * mm, 28 * mm, 14 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.9, colors.Color(0.2, 0.2, 0.3)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.82, 0.82, 0.82)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(eur(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 10 * mm), head, Spacer(1, 7 * mm), ev, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm),
             tot, Spacer(1, 8 * mm)]
    texts = ([inv.extra["note"]] if "note" in inv.extra else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, w["date"]), ref=inv.payment_ref)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.street}, {place(inv)} · {s.register} · "
                                                    f"{w['vatno']} {s.vat} · IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"ratio": ratio, "bouw7": bouw7, "carerix": carerix, "timechimp": timechimp, "pinkweb": pinkweb,
           "archisnapper": archisnapper, "yesplan": yesplan}
