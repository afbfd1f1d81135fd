"""Seven page writers for the sixty-seventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are evals/blind_corpus/drawing.py's, imported.

- everwin (fpdf2, DejaVu Sans): an Everwin-style project-ERP invoice, fr or nl: the company left, `FACTURE` /
  `FACTUUR` with its number right, an `Affaire` / `Project` block (project, project manager, the PO), columns
  `Désignation` / `Qté` / `Unité` / `P.U. HT` / (`Remise`) / `Montant HT` with the phase under each line in grey
  italics, totals `Total HT`, `TVA`, `Total TTC`, a `Net à payer` box, the bank and the legal footer.
- qualiac (reportlab platypus, DejaVu Sans Condensed): a Qualiac-style large-company ERP invoice, fr or en:
  `FACTURE N° …` right, a grid of references (`Date facture`, `Code client`, `Votre commande`, `Bon de livraison`,
  `Échéance`, `Mode de règlement`), columns `Code article` / `Libellé` / `Quantité` / `U` / `PU HT` /
  `Montant HT`, totals `Total brut HT`, the discount or the transport, `Total net HT`, `TVA`, `Total TTC`,
  `Net à payer EUR`.
- clipper (reportlab canvas, Liberation Sans): a Clipper-style manufacturing-ERP invoice, fr or nl: a title band,
  a row of boxed references (number, date, customer code, your order, our work order, delivery note), columns
  `Réf.` / `Désignation` / `Qté` / `U` / `P.U. HT` / `Rem. %` / `Montant HT`, a VAT recap box (`Base HT`, `Taux`,
  `Montant TVA`) next to the totals (`Total HT`, `Port`, `Total TVA`, `Total TTC`).
- dougs (Typst, DejaVu Sans): a Dougs-style French online-accountant invoice: `Facture` big with its number,
  `Date d'émission` written out, `Émetteur` / `Destinataire` side by side, columns `Description` / `Qté` /
  `Prix unitaire HT` / `TVA` / `Total HT`, totals (`Total HT`, `TVA 0 %`, `Total TTC`), payment details and
  the legal mentions; narrow no-break space thousands.
- kiwili (Typst, Liberation Sans): a Kiwili-style small-business invoice, fr or en: the company left, a coloured
  title with `No` right, a fact list (`Date`, `Échéance` / `Due date`, `Bon de commande` / none), `Facturer à` /
  `Bill to`, columns `Description` / `Qté` / `Prix` / (`Rabais`) / `Total`, totals `Sous-total`, `TVA`, `Total`,
  `Payé`, `Solde` (no line labelled net); English dates `Nov 10, 2027`.
- softengine (fpdf2, Liberation Sans): a SoftENGINE-style German ERP invoice (DIN 5008 letter): the sender line,
  an info block right (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellung`, `Auftrag`, `Lieferschein`,
  `Bearbeiter`, `Seite`), columns `Pos` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` /
  `Rab. %` / `Gesamt EUR`, totals `Warenwert`, the freight, `Nettobetrag`, `USt`, `Endbetrag EUR`.
- contasol (reportlab canvas, DejaVu Sans): a Contasol-style Spanish small-business invoice in English: the
  company left, an `INVOICE` box (number, date, customer code, your order), the customer box, columns
  `Description` / `Quantity` / `Price` / `Disc. %` / `Amount` with the article code under the description, a
  boxed footer row `Gross amount` / `Taxable base` / `% VAT` / `VAT` / `INVOICE TOTAL`; Spanish number format."""

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
COUNTRY = {**COUNTRY, "AT": {"de": "Österreich", "en": "Austria"}, "ES": {"en": "Spain", "fr": "Espagne"},
           "LU": {**COUNTRY["LU"]}}


# --- everwin (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def everwin(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N°", "date": "Date", "due": "Échéance", "client": "Code client",
          "project": "Affaire", "manager": "Chef de projet", "po": "Votre commande",
          "cols": ("Désignation", "Qté", "Unité", "P.U. HT", "Remise", "Montant HT"),
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC", "pay_due": "Net à payer",
          "vatno": "N° TVA", "bank": "Règlement par virement : IBAN {iban} – BIC {bic}",
          "terms": "Conditions de paiement : {terms}."}
         if fr else
         {"title": "FACTUUR", "no": "Nr.", "date": "Datum", "due": "Vervaldatum", "client": "Klantcode",
          "project": "Project", "manager": "Projectleider", "po": "Uw bestelbon",
          "cols": ("Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw",
          "pay_due": "Te betalen", "vatno": "Btw-nr.", "bank": "Betaling op IBAN {iban} – BIC {bic}",
          "terms": "Betalingsvoorwaarden: {terms}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d/%m/%Y"
    f(16, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{place(inv)} – {COUNTRY[s.country][inv.language]}", f"Tél. {s.phone}"
                              if fr else f"Tel. {s.phone}", s.email]):
        f(16, 25.5 + k * 3.9, text, 7.8)
    pdf.set_fill_color(0, 86, 140)
    pdf.rect(120, 14, 76, 9, style="F")
    pdf.set_text_color(255, 255, 255)
    f(123, 20.4, f"{w['title']} {w['no']} {inv.invoice_no}", 11, "B")
    pdf.set_text_color(0, 0, 0)
    for k, (label, value) in enumerate(((w["date"], inv.day(inv.issued, dfmt)), (w["due"], inv.day(inv.due, dfmt)),
                                        (w["client"], inv.customer_no))):
        f(123, 29 + k * 4.3, label, 8.2)
        f(196, 29 + k * 4.3, value, 8.2, "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(120, 52 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    pdf.set_draw_color(0, 86, 140)
    pdf.set_line_width(0.3)
    pdf.rect(16, 78, 180, 15)
    facts = ((w["project"], inv.extra["project"]), (w["manager"], inv.extra["manager"]),
             (w["po"], inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        f(19, 83 + k * 4.2, f"{label} :" if fr else f"{label}:", 8.2, "B")
        f(52, 83 + k * 4.2, value, 8.2)
    discounts = any(line.discount for line in inv.lines)
    cols = [(17, "l"), (128, "r"), (131, "l"), (156, "r"), (172, "r"), (195, "r")]
    y = 104
    pdf.set_fill_color(228, 236, 244)
    pdf.rect(16, y - 4.4, 180, 6.4, style="F")
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 4 or discounts:
            f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.3)
        desc = fp_wrap(pdf, line.description, 106)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.3, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(17, y, more, 8.3)
        for more in line.detail:
            y += 3.6
            pdf.set_text_color(110, 110, 110)
            f(19, y, more, 7.2, "I")
            pdf.set_text_color(0, 0, 0)
        pdf.set_draw_color(205, 205, 205)
        pdf.line(16, y + 2.2, 196, y + 2.2)
        y += 6.4
    y += 5
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(195, y, inv.number(value) + " €", 8.8, "B" if strong else "", "right")
        y += 5
    pdf.set_draw_color(0, 86, 140)
    pdf.rect(128, y - 2, 68, 8)
    f(131, y + 3.4, w["pay_due"], 9.4, "B")
    f(195, y + 3.4, inv.number(inv.gross_total) + " €", 9.4, "B", "right")
    y += 16
    pdf.set_font("DejaVu", "", 7.8)
    texts = ([inv.statement] if inv.statement else []) + [
        w["terms"].format(terms=inv.extra["terms"]), w["bank"].format(iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(("Communication structurée : " if fr else "Gestructureerde mededeling: ") + inv.payment_ref)
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 7.8)
            y += 3.8
        y += 1.4
    if fr:
        pdf.set_font("DejaVu", "", 6.6)
        for k, row in enumerate(fp_wrap(pdf, "En cas de retard de paiement, une pénalité égale à trois fois le taux "
                                              "d'intérêt légal sera exigible, ainsi qu'une indemnité forfaitaire de "
                                              "40 € pour frais de recouvrement.", 178)):
            f(16, 272 + k * 3.1, row, 6.6)
    f(106, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- qualiac (reportlab platypus, DejaVu Sans Condensed) ------------------------------------------------------------
def qualiac(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "head": ("Date facture", "Code client", "Votre commande", "Bon de livraison",
                                       "Échéance", "Mode de règlement"),
          "bill": "Adresse de facturation", "cols": ("Code article", "Libellé", "Quantité", "U", "PU HT",
                                                     "Montant HT"),
          "sub": "Total brut HT", "net": "Total net HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "due": "Net à payer EUR", "vatno": "N° TVA intracommunautaire", "iban": "Coordonnées bancaires"}
         if fr else
         {"title": "INVOICE", "head": ("Invoice date", "Customer code", "Your order", "Delivery note", "Due date",
                                       "Payment method"),
          "bill": "Invoice address", "cols": ("Item code", "Description", "Quantity", "U", "Unit price",
                                              "Net amount"),
          "sub": "Gross total excl. VAT", "net": "Net total excl. VAT", "vat": "VAT {rate} %",
          "gross": "Total incl. VAT", "due": "Amount payable EUR", "vatno": "VAT no.", "iban": "Bank details"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("qll", 6.8, "DVC", grey=0.35)
    normal, right = _style("qln", 8.2, "DVC"), _style("qlr", 8.2, "DVC", align=2)
    bold, bold_r = _style("qlb", 8.2, "DVCB"), _style("qlbr", 8.2, "DVCB", align=2)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{'Tél.' if fr else 'Tel.'} {escape(s.phone)}<br/>"
                        f"{escape(s.email)}", _style("qlc", 8.4, "DVC", lead=10.6))
    title = Paragraph(f"<b>{w['title']} N° {escape(inv.invoice_no)}</b>", _style("qlt", 14, "DVCB", align=2,
                                                                                  lead=18))
    bill = Paragraph(f"<font size=6.8 color='#595959'>{escape(w['bill'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                     f"{escape(w['vatno'])} : {BUYER_VAT}" if fr else
                     f"<font size=6.8 color='#595959'>{escape(w['bill'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                     f"{escape(w['vatno'])}: {BUYER_VAT}", _style("qla", 8.8, "DVC", lead=11))
    top = Table([[company, [title, Spacer(1, 5 * mm), bill]]], colWidths=[96 * mm, 82 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("BOX", (1, 0), (1, 0), 0.4, colors.Color(0.5, 0.5, 0.5))]))
    values = (inv.issued.strftime(dfmt), inv.customer_no, inv.po_printed or "", inv.extra["ship"],
              inv.due.strftime(dfmt), inv.extra["terms"])
    keep = [(k, v) for k, v in zip(w["head"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in keep], [Paragraph(escape(v), normal) for _, v in keep]],
                 colWidths=[178 * mm * max(len(k), len(v), 10) / sum(max(len(a), len(b), 10) for a, b in keep)
                            for k, v in keep])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.94, 0.90)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    rows = [[Paragraph(escape(h), bold_r if k in (2, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[27 * mm, 77 * mm, 18 * mm, 10 * mm, 20 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)
    trows.append((w["due"], inv.gross_total, True))
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(inv.number(value)), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[52 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.92, 0.94, 0.90)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 6 * mm), grid, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, f"{w['iban']} : IBAN {inv.iban} - BIC {inv.bic}" if fr else
                 f"{w['iban']}: IBAN {inv.iban} - BIC {inv.bic}"):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- clipper (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def clipper(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "refs": ("N° facture", "Date", "Code client", "Votre commande", "Notre OF", "N° BL"),
          "cols": ("Réf.", "Désignation", "Qté", "U", "P.U. HT", "Rem. %", "Montant HT"),
          "recap": ("Base HT", "Taux", "Montant TVA"), "sub": "Total marchandises HT", "net": "Total HT",
          "vat": "Total TVA", "gross": "Total TTC EUR", "due": "Échéance", "terms": "Conditions",
          "vatno": "TVA", "bank": "IBAN {iban} – BIC {bic}", "comm": "Communication structurée"}
         if fr else
         {"title": "FACTUUR", "refs": ("Factuurnr.", "Datum", "Klantcode", "Uw ordernummer", "Ons werkorder",
                                       "Pakbon"),
          "cols": ("Ref.", "Omschrijving", "Aantal", "Eh.", "Prijs", "Korting %", "Bedrag"),
          "recap": ("Grondslag", "Tarief", "Btw-bedrag"), "sub": "Totaal goederen", "net": "Totaal excl. btw",
          "vat": "Totaal btw", "gross": "Totaal incl. btw EUR", "due": "Vervaldatum", "terms": "Voorwaarden",
          "vatno": "Btw-nr.", "bank": "IBAN {iban} – BIC {bic}", "comm": "Mededeling"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 18, s.name, 12.5, B)
    for k, text in enumerate([s.street, f"{place(inv)} ({COUNTRY[s.country][inv.language]})",
                              f"Tél. {s.phone}" if fr else f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 23.5 + k * 3.8, text, 7.8, F)
    c.c.setLineWidth(0.4)
    c.c.rect(112 * MM, c.height - 70 * MM, 80 * MM, 28 * MM)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(116, 48.5 + k * 4.4, text, 9.2, B if k == 0 else F)
    c.fill(18, 76, 174, 8, 0.25)
    c.text(21, 81.6, w["title"], 13, B, grey=1)
    c.text(189, 81.6, "1/1", 8, F, "right", grey=1)
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y" if fr else "%d-%m-%Y"), inv.customer_no,
              inv.po_printed or "", inv.extra["ours"], inv.extra["ship"])
    xs = (18, 47, 73, 99, 134, 163, 192)
    for k, (label, value) in enumerate(zip(w["refs"], values)):
        c.c.rect(xs[k] * MM, c.height - 97 * MM, (xs[k + 1] - xs[k]) * MM, 11 * MM)
        c.text(xs[k] + 1.5, 89.5, label, 6.8, F, grey=0.35)
        c.text(xs[k] + 1.5, 94.6, value, 8.6, B)
    y = 106
    cols = [(19, "left"), (47, "left"), (132, "right"), (134, "left"), (154, "right"), (169, "right"),
            (191, "right")]
    c.fill(18, y - 4.4, 174, 6.4, 0.88)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.6, B, al)
    y += 6.8
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 82 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(47, y, more, 8.2, F)
        y += 5.6
    c.rule(18, y - 2.4, 192, 0.4)
    y = max(y + 6, 180)
    # VAT recap box left, totals right
    c.c.rect(18 * MM, c.height - (y + 12) * MM, 84 * MM, 16 * MM)
    for k, head in enumerate(w["recap"]):
        c.text(46 + k * 27, y, head, 7.2, B, "right")
    c.text(46, y + 6, inv.number(inv.net_total), 8.4, F, "right")
    c.text(73, y + 6, inv.pct(inv.vat_rate) + " %", 8.4, F, "right")
    c.text(100, y + 6, inv.number(inv.vat_amount), 8.4, F, "right")
    ty = y
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(164, ty, label, 8.6, B if strong else F, "right")
        c.text(191, ty, inv.number(value), 8.6, B if strong else F, "right")
        ty += 4.9
    c.rule(130, ty - 8.6, 192, 0.6)
    y = max(ty, y + 16) + 8
    c.text(18, y, f"{w['due']} : {inv.day(inv.due, '%d/%m/%Y')}" if fr else
           f"{w['due']}: {inv.day(inv.due, '%d-%m-%Y')}", 8.4, B)
    c.text(18, y + 4.4, (f"{w['terms']} : " if fr else f"{w['terms']}: ") + inv.extra["terms"], 8.4, F)
    y += 11
    texts = ([inv.statement] if inv.statement else []) + [w["bank"].format(iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']} : {inv.payment_ref}" if fr else f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.8
        y += 1.4
    c.rule(18, 278, 192, 0.3, grey=0.6)
    c.text(105, 282, f"{s.name} – {s.register} – {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- dougs (Typst, DejaVu Sans) -------------------------------------------------------------------------------------
def dougs(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(140))[{ts(s.name + " – " + s.register + " – N° TVA " + s.vat)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  text(size: 24pt, weight: "bold", fill: rgb("#1f3a5f"))[Facture],\n'
        f'  align(right)[#text(size: 10pt, weight: "bold")[{ts("N° " + inv.invoice_no)}] \\ '
        f'{ts("Date d’émission : " + inv.day(inv.issued, "long"))} \\ '
        f'{ts("Date d’échéance : " + inv.day(inv.due, "long"))}])\n#v(10mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  [#text(size: 7.4pt, fill: luma(120))[ÉMETTEUR] \\ #text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)}'
        f' \\ {ts(place(inv))} \\ {ts(COUNTRY[s.country]["fr"])} \\ {ts("N° TVA : " + s.vat)} \\ {ts(s.email)}'
        f' \\ {ts(s.phone)}],\n'
        f'  [#text(size: 7.4pt, fill: luma(120))[DESTINATAIRE] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE["fr"])} \\ {ts("N° TVA : " + BUYER_VAT)}])\n'
        '#v(6mm)\n')
    if inv.po_printed:
        src += f'{ts("Bon de commande : " + inv.po_printed)}\n#v(4mm)\n'
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 24mm, 31mm, 12mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + '
            'rgb("#1f3a5f") } else { 0.3pt + luma(220) }), inset: (x: 1.5mm, y: 2.3mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Description", "Qté", "Prix unitaire HT", "TVA", "Total HT")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (36mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Sous-total HT", "Total HT", "TVA {rate} %", "Total TTC"):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'#text(weight: "bold")[Mentions] \\ {ts(inv.statement)}\n#v(3mm)\n'
    src += (f'#text(weight: "bold")[Paiement] \\ {ts("Par virement bancaire – IBAN : " + inv.iban + " – BIC : " + inv.bic)}'
            f' \\ {ts("Référence à indiquer : " + inv.invoice_no)}\n#v(3mm)\n')
    src += ('#text(size: 7pt, fill: luma(100))[' + ts("Pas d’escompte en cas de paiement anticipé. En cas de retard "
            "de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais "
            "de recouvrement de 40 € (art. L441-10 du Code de commerce).") + ']\n')
    return _typst(src)


# --- kiwili (Typst, Liberation Sans) --------------------------------------------------------------------------------
def kiwili(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "no": "No", "facts": ("Date", "Échéance", "Bon de commande"), "bill": "Facturer à",
          "cols": ("Description", "Qté", "Prix", "Rabais", "Total"), "sub": "Sous-total", "vat": "TVA {rate} %",
          "gross": "Total", "paid": "Payé", "due": "Solde à payer", "vatno": "N° TVA",
          "pay": "Paiement par virement sur le compte {iban} (BIC {bic}), communication structurée :",
          "thanks": "Merci pour votre confiance !"}
         if fr else
         {"title": "Invoice", "no": "No", "facts": ("Date", "Due date", "Purchase order"), "bill": "Bill to",
          "cols": ("Description", "Qty", "Price", "Discount", "Total"), "sub": "Subtotal", "vat": "VAT {rate}%",
          "gross": "Total", "paid": "Paid", "due": "Balance due", "vatno": "VAT no.",
          "pay": "Please pay by bank transfer to {iban} (BIC {bic}), structured reference:",
          "thanks": "Thank you for your business!"})
    dfmt = inv.extra["date_fmt"]
    values = (inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    discounts = any(line.discount for line in inv.lines)
    money = lambda v: inv.number(v) + " €" if fr else "€" + inv.number(v)  # noqa: E731
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(130))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat + " · " + s.phone)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  align(right)[#text(size: 24pt, fill: rgb("#2b9c8f"), weight: "bold")[{ts(w["title"])}] \\ '
        f'#text(size: 11pt)[{ts(w["no"] + " " + inv.invoice_no)}] #v(2mm)\n'
        '  #grid(columns: (auto, auto), column-gutter: 5mm, row-gutter: 1.8mm,\n'
        + "".join(f'    align(right, text(fill: luma(100))[{ts(k)}]), align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(8mm)\n'
        f'#block(fill: luma(245), inset: 3mm, width: 80mm)[#text(size: 7.6pt, fill: rgb("#2b9c8f"), weight: "bold")'
        f'[{ts(w["bill"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}]\n#v(6mm)\n')
    cols = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    rows = []
    for line in inv.lines:
        qty = inv.qty(line) + (" " + line.unit if line.unit else "")
        cells = [f'[{ts(line.description)}]', f'align(right)[{ts(qty)}]', f'align(right)[{ts(money(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(money(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    widths = "(1fr, 18mm, 24mm, " + ("16mm, " if discounts else "") + "26mm)"
    src += (f'#table(columns: {widths}, stroke: none, fill: (x, y) => if y == 0 {{ rgb("#2b9c8f") }} else if '
            'calc.even(y) { luma(246) }, inset: (x: 2mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold", fill: white)[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.7mm),\n'
    trows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    trows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in trows:
        weight = 'weight: "bold", size: 10.5pt' if label == w["due"] else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(money(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (ts(w["pay"].format(iban=inv.iban, bic=inv.bic)) + " \\ "
            + f'#text(weight: "bold")[{ts(inv.payment_ref or inv.invoice_no)}]\n#v(3mm)\n')
    src += f'#text(style: "italic")[{ts(w["thanks"])}]\n'
    return _typst(src)


# --- softengine (fpdf2, Liberation Sans) ----------------------------------------------------------------------------
def softengine(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(190, 18, s.name, 12.5, "B", "right")
    f(190, 23, f"{s.street} · {s.postal_code} {s.city} · {COUNTRY[s.country]['de']}", 7.8, "", "right")
    f(20, 48, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(20, 49.2, 105, 49.2)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        f(20, 55 + k * 4.5, text, 9.6)
    facts = (("Rechnung Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihre Bestellung", inv.po_printed or ""),
             ("Auftrag", inv.extra["ours"]), ("Lieferschein" if "LS" in inv.extra["ship"] else "Bericht",
                                              inv.extra["ship"].split()[-1]),
             ("Bearbeiter", inv.extra["contact"]), ("Ihre USt-IdNr.", BUYER_VAT), ("Seite", "1"))
    for k, (label, value) in enumerate(facts):
        f(126, 50 + k * 4.2, label, 7.8)
        f(190, 50 + k * 4.2, value, 7.8, "B" if k == 0 else "", "right")
    f(20, 102, f"Rechnung {inv.invoice_no}", 13, "B")
    f(20, 110, "Wir berechnen Ihnen für unsere Lieferungen und Leistungen:", 8.8)
    y = 120
    cols = [(20, "l"), (29, "l"), (58, "l"), (128, "r"), (130, "l"), (153, "r"), (166, "r"), (190, "r")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(19, y - 4.2, 172, 6, style="F")
    for (x, al), head in zip(cols, ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Rab. %",
                                    "Gesamt EUR")):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    y += 6.6
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.3)
        desc = fp_wrap(pdf, line.description, 56)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.3, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(58, y, more, 8.3)
        y += 5.3
    pdf.line(19, y - 2.4, 191, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "{rate} % USt", "Endbetrag EUR"):
        f(163, y, label, 8.8, "B" if strong else "", "right")
        f(190, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.line(140, y - 4.1, 191, y - 4.1)
        y += 4.8
    y += 6
    pdf.set_font("Lib", "", 8.4)
    texts = [inv.statement, f"Zahlungsbedingung: {inv.extra['terms']}, fällig am {inv.day(inv.due, '%d.%m.%Y')}.",
             "Es gelten unsere Allgemeinen Geschäftsbedingungen."]
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4
        y += 1.2
    pdf.line(20, 272, 190, 272)
    cols3 = [[s.name, s.street, place(inv)], [s.register, f"USt-IdNr. {s.vat}", f"Tel. {s.phone}"],
             [f"IBAN {inv.iban}", f"BIC {inv.bic}", s.email]]
    for x, col in zip((20, 80, 136), cols3):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.6)
    return bytes(pdf.output())


# --- contasol (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def contasol(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country]["en"],
                              f"Tel. {s.phone}", s.email, f"VAT no. {s.vat}"]):
        c.text(18, 26 + k * 3.9, text, 7.8, F)
    c.c.setLineWidth(0.5)
    c.c.rect(128 * MM, c.height - 46 * MM, 64 * MM, 32 * MM)
    c.fill(128, 14, 64, 7, 0.3)
    c.text(160, 19.2, "INVOICE", 10.5, B, "center", grey=1)
    for k, (label, value) in enumerate((("Invoice no.", inv.invoice_no), ("Date", inv.day(inv.issued, "%d/%m/%Y")),
                                        ("Customer", inv.customer_no), ("Your order no.", inv.po_printed or ""))):
        c.text(131, 26 + k * 5, label, 7.8, F, grey=0.3)
        c.text(190, 26 + k * 5, value, 8.4, B if k == 0 else F, "right")
    c.c.rect(18 * MM, c.height - 82 * MM, 96 * MM, 28 * MM)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en"].upper(), f"VAT no. {BUYER_VAT}"]):
        c.text(21, 60 + k * 4.5, text, 9, B if k == 0 else F)
    y = 94
    cols = [(20, "left"), (130, "right"), (150, "right"), (166, "right"), (190, "right")]
    c.fill(18, y - 4.4, 174, 6.6, 0.85)
    for (x, al), head in zip(cols, ("Description", "Quantity", "Price", "Disc. %", "Amount")):
        c.text(x, y, head, 8, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 90 * MM)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price),
                                         inv.pct(line.discount) if line.discount else "", inv.number(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(20, y, more, 8.4, F)
        if line.article:
            y += 3.6
            c.text(20, y, f"Ref.: {line.article}", 7, F, grey=0.4)
        y += 6
    c.rule(18, y - 2.5, 192, 0.4)
    y = max(y + 8, 200)
    heads = ["Gross amount"] + [label for label, _ in inv.adjustment_amounts()] + [
        "Taxable base", "% VAT", "VAT", "INVOICE TOTAL"]
    vals = [inv.number(inv.subtotal)] + [inv.number(v) for _, v in inv.adjustment_amounts()] + [
        inv.number(inv.net_total), inv.pct(inv.vat_rate), inv.number(inv.vat_amount),
        inv.number(inv.gross_total) + " €"]
    width = 174 / len(heads)
    for k, (head, value) in enumerate(zip(heads, vals)):
        x = 18 + k * width
        c.c.rect(x * MM, c.height - (y + 10) * MM, width * MM, 14 * MM)
        c.fill(x, y - 4, width, 5.4, 0.9)
        c.text(x + width / 2, y, head, 7.2, B, "center")
        c.text(x + width - 2, y + 6.6, value, 8.6, B if k == len(heads) - 1 else F, "right")
    y += 20
    texts = [inv.statement, f"Payment: {inv.extra['terms']}, due date {inv.day(inv.due, '%d/%m/%Y')}.",
             f"IBAN {inv.iban} – BIC {inv.bic}"]
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.8
        y += 1.6
    for k, row in enumerate(rl_wrap(f"{s.name} – {s.register}. In accordance with the data protection regulation "
                                    "(GDPR), your data are processed for invoicing purposes only.", F, 6.4,
                                    174 * MM)):
        c.text(18, 278 + k * 3, row, 6.4, F, grey=0.4)
    return c.bytes()


WRITERS = {"everwin": everwin, "qualiac": qualiac, "clipper": clipper, "dougs": dougs, "kiwili": kiwili,
           "softengine": softengine, "contasol": contasol}
