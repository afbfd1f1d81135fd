"""Seven page writers for the sixty-third blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): one made by Typst, three
on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers come from
evals/blind_corpus/drawing.py (the code the fourth, sixth and fifteenth corpora share).

- wuro (Typst, Liberation Sans): a Wuro-style French online-invoicing invoice, fr: the company top left, `FACTURE`
  right with `N°`, `Date`, `Échéance`, the client block right with its code, `Objet` and `Votre référence`, columns
  `Réf.` / `Désignation` / `Qté` / `Unité` / `P.U. HT` / (`Remise`) / `TVA` / `Total HT` with `€` after, totals
  (`Total HT`, `TVA`, `Total TTC`, a bar `Net à payer`), a VAT recap, payment terms and mode, legal mentions.
- ooti (reportlab platypus, DejaVu Sans): an OOTI-style architects' fee invoice, fr or de: the practice top left,
  `FACTURE` / `RECHNUNG` right, a fact grid (date, due date, project, order or period), fees by phase (`Phase` /
  `Honoraires HT` / `Avancement` / `Montant HT`) or on time spent (`Leistung` / `Stunden` / `Stundensatz` /
  `Betrag`), totals, the project's fee summary (fr), the bank.
- ekon (fpdf2, Liberation Sans): a Spanish ERP (Ekon-style) sales invoice, nl or en: the company top left, a framed
  `FACTUUR` / `INVOICE`, a row of fact boxes, the customer in a box, a grey header band, **delivery-note rows**
  over their lines (with the customer's order), `Kort. %` / `Dto. %`, a VAT breakdown box, totals, due dates, the
  company register printed **vertically along the left margin**.
- distritok (reportlab canvas, DejaVu Sans Condensed): a Spanish ERP (Distrito K-style) invoice, en: fact boxes,
  invoice and delivery addresses in boxes, the customer order and agent, a table ruled top to bottom, a
  **horizontal totals band** (`Gross amount` / `Freight` / `Taxable base` / `VAT %` / `VAT` / `TOTAL EUR`).
- gamma (fpdf2, DejaVu Sans): an Italian ERP (Gamma Enterprise-style) invoice, de or nl: the company with its share
  capital and R.E.A., the customer and delivery boxes right, a two-row grid of document facts, the order and the
  transport document as **rows in the body**, `Rabatt` as printed (`10+5`), a VAT-code column, boxes at the foot
  (`Warenwert`, `Transportkosten`, `Steuerpflichtiger Betrag`, the VAT breakdown with its code, due dates).
- filosoft (reportlab canvas, Liberation Sans): a Portuguese certified-invoicing print (Filosoft-style), en with the
  Portuguese labels kept, or nl: `Original` / `Origineel`, the document code `FT` + series, `ATCUD`, a fact row,
  `Code` / `Description` / `Qty` / `Un.` / `Price` / `Disc. %` / `VAT %` / `Amount`, a VAT summary with the
  exemption reason, totals from the goods before discounts (`Mercadoria`, `Desconto comercial`, `Portes`,
  `Total s/ IVA`), the certified-program line.
- kalipso (fpdf2, DejaVu Sans Mono): a Portuguese mobile-sales (Kalipso-style) van-sales ticket, nl, on an **80 mm
  roll**: the company centred, document, date and time, seller and route, each article on two rows (code and
  name, then quantity x price = amount), totals, VAT summary, the signature line."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from fpdf import FPDF
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION_SANS, MM, STAMP, Canvas,  # noqa: E402
                     _doc, _fpdf, _ft, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, ts)

register_fonts(*LIBERATION_SANS)

COUNTRY_X = {**COUNTRY, "ES": {"en": "Spain", "nl": "Spanje"}, "IT": {"de": "Italien", "nl": "Italië"},
             "PT": {"en": "Portugal", "nl": "Portugal"}}


def _country(inv: Invoice) -> str:
    return COUNTRY_X[inv.supplier.country][inv.language]


def _dmy(value, sep: str = "/") -> str:
    return value.strftime(f"%d{sep}%m{sep}%Y")


# --- wuro (Typst, Liberation Sans) ----------------------------------------------------------------------------------
def wuro(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v, places=2: inv.number(v, places) + " €"  # noqa: E731
    discounts = any(line.discount for line in inv.lines)
    vat_id = "N° TVA" if s.country == "BE" else "N° TVA intracom."
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 15mm, bottom: 24mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(120))[{ts(s.name + " - " + s.street + ", " + place(inv) + " - " + s.register + " - " + vat_id + " " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold", fill: rgb("#2d4b73"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(_country(inv))} \\ {ts("Tél. : " + s.phone)} \\ {ts(s.email)} \\ '
        f'{ts(vat_id + " : " + s.vat)}],\n'
        f'  align(right)[#text(size: 22pt, weight: "bold", fill: rgb("#2d4b73"))[FACTURE] \\ #v(1mm)'
        f'#text(size: 10pt, weight: "bold")[{ts("N° " + inv.invoice_no)}] \\ '
        f'{ts("Date : " + _dmy(inv.issued))} \\ {ts("Échéance : " + _dmy(inv.due))}])\n'
        '#v(8mm)\n#grid(columns: (1fr, 78mm),\n'
        f'  [#v(4mm) {ts("Objet : " + inv.extra["object"])}'
        + (f' \\ {ts("Votre référence : " + inv.po_printed)}' if inv.po_printed else "")
        + '],\n'
        '  rect(width: 100%, stroke: 0.5pt + luma(170), radius: 2pt, inset: 3mm)['
        f'#text(size: 7.4pt, fill: luma(110))[CLIENT] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ Belgique \\ {ts("N° TVA : " + BUYER_VAT)} \\ {ts("Code client : " + inv.customer_no)}])\n'
        '#v(8mm)\n')
    heads = ["Réf.", "Désignation", "Qté", "Unité", "P.U. HT"] + (["Remise"] if discounts else []) + ["TVA", "Total HT"]
    widths = ["24mm", "1fr", "13mm", "12mm", "20mm"] + (["14mm"] if discounts else []) + ["11mm", "23mm"]
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.article or "")}]', f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'[{ts(line.unit)}]', f'align(right)[{ts(eur(line.price, line.price_places))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells += [f'align(right)[{ts(inv.rate() + " %")}]', f'align(right)[{ts(eur(line.amount))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    src += (f'#table(columns: ({", ".join(widths)}), stroke: (x, y) => (bottom: 0.3pt + luma(210)), '
            'fill: (x, y) => if y == 0 { rgb("#2d4b73") }, inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"(" if k in (0, 1, 3) else "align(right, "}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(4mm)\n')
    totals = []
    if inv.adjustments:
        totals.append(("Sous-total HT", inv.subtotal))
        totals += inv.adjustment_amounts()
    totals += [("Total HT", inv.net_total), (f"TVA {inv.rate()} %", inv.vat_amount), ("Total TTC", inv.gross_total)]
    src += ('#grid(columns: (1fr, 74mm), column-gutter: 8mm,\n'
            '  [#text(weight: "bold")[Détail TVA] \\ #table(columns: (16mm, 26mm, 24mm), stroke: 0.3pt + luma(190), '
            'inset: 1.4mm, [Taux], align(right)[Base HT], align(right)[TVA],\n'
            f'   [{ts(inv.rate() + " %")}], align(right)[{ts(eur(inv.net_total))}], '
            f'align(right)[{ts(eur(inv.vat_amount))}])],\n'
            '  [#table(columns: (1fr, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
            + "".join(f'   [{ts(label)}], align(right)[{ts(eur(value))}],\n' for label, value in totals)
            + '   table.cell(fill: rgb("#2d4b73"))[#text(fill: white, weight: "bold")[Net à payer]], '
            f'table.cell(fill: rgb("#2d4b73"), align(right)[#text(fill: white, weight: "bold")[{ts(eur(inv.gross_total))}]]))])\n'
            '#v(8mm)\n')
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += (f'#text(weight: "bold")[Conditions de paiement :] {ts(inv.extra["terms"])} \\ '
            f'#text(weight: "bold")[Mode de règlement :] Virement bancaire \\ '
            f'{ts("IBAN : " + inv.iban + " - BIC : " + inv.bic)}\n#v(3mm)\n')
    if s.country == "FR":
        src += ('#text(size: 7.4pt, fill: luma(100))[' + ts(
            "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera exigible, "
            "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement "
            "anticipé.") + ']\n')
    else:
        src += ('#text(size: 7.4pt, fill: luma(100))[' + ts(
            "Toute facture non contestée par écrit dans les 8 jours de sa réception est réputée acceptée.") + ']\n')
    return _typst(src)


# --- ooti (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------------
def ooti(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("Date d'émission", "Date d'échéance", "Projet", "Bon de commande n°"),
          "client": "Client", "cols": ("Phase", "Honoraires HT", "Avancement", "Montant HT"),
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC", "sum": "Récapitulatif des honoraires",
          "pay": "Règlement par virement sous {terms} : IBAN {iban} - BIC {bic}. Merci de rappeler le numéro de "
                 "facture.", "vatno": "N° TVA"}
         if fr else
         {"title": "RECHNUNG", "facts": ("Rechnungsdatum", "Fällig am", "Projekt", "Leistungszeitraum",
                                         "Ihre Bestellnummer"),
          "client": "Auftraggeber", "cols": ("Leistung", "Stunden", "Stundensatz", "Betrag"),
          "net": "Summe netto", "vat": "USt. {rate} %", "gross": "Rechnungsbetrag",
          "pay": "Zahlbar innerhalb von {terms} per Überweisung: IBAN {iban} - BIC {bic}.", "vatno": "USt-IdNr."})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    lab = _style("otl", 7, "DV", grey=0.45)
    normal, right = _style("otn", 8.4, "DV"), _style("otr", 8.4, "DV", align=2)
    bold, bold_r = _style("otb", 8.4, "DVB"), _style("otbr", 8.4, "DVB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(_country(inv))}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                        f"{escape(w['vatno'])} {escape(s.vat)}", _style("otc", 8.4, "DV", lead=10.8))
    title = Paragraph(f"<font size=18><b>{w['title']}</b></font><br/><font size=10>N° {escape(inv.invoice_no)}</font>",
                      _style("ott", 10, "DV", align=2, lead=22))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = ((_dmy(inv.issued), _dmy(inv.due), inv.extra["project"], inv.po_printed or "") if fr else
              (_dmy(inv.issued, "."), _dmy(inv.due, "."), inv.extra["project"], inv.extra["period"],
               inv.po_printed or ""))
    facts = [[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in zip(w["facts"], values) if v]
    grid = Table(facts, colWidths=[34 * mm, 66 * mm])
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                              ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    client = Paragraph(f"<font size=7 color='#777777'>{escape(w['client'].upper())}</font><br/><b>{escape(BUYER[0])}"
                       f"</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}"
                       f"<br/>{escape(w['vatno'])} {escape(BUYER_VAT)}", _style("otk", 8.6, "DV", lead=11))
    box = Table([[client]], colWidths=[72 * mm])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.6, 0.6, 0.6)),
                             ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    head = Table([[grid, box]], colWidths=[104 * mm, 74 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold if k == 0 else bold_r) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        if fr:
            cells = (line.description, eur(line.price), "100 %", eur(line.amount))
        else:
            cells = (line.description, inv.qty(line), eur(line.price), eur(line.amount))
        rows.append([Paragraph(escape(cells[0]), normal)] + [Paragraph(escape(c), right) for c in cells[1:]])
    table = Table(rows, colWidths=[88 * mm, 30 * mm, 28 * mm, 32 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.94, 0.96)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(eur(value)), bold_r if strong else right)]
             for label, value, strong in ((w["net"], inv.net_total, False),
                                          (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
                                          (w["gross"], inv.gross_total, True))]
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    intro = (f"Objet : honoraires d'architecte - phases achevées du projet {inv.extra['project'].split(' - ')[0]}."
             if fr else f"Für die im Leistungszeitraum {inv.extra['period']} erbrachten Leistungen erlauben wir uns, "
                        "nach Aufwand wie folgt abzurechnen:")
    story = [top, Spacer(1, 8 * mm), head, Spacer(1, 7 * mm), Paragraph(escape(intro), normal), Spacer(1, 3 * mm),
             table, Spacer(1, 4 * mm), tot, Spacer(1, 6 * mm)]
    if fr:
        fee = inv.number(inv.net_total.__class__(inv.extra["fee"]))
        billed = inv.net_total
        rest = inv.net_total.__class__(inv.extra["fee"]) - billed
        summary = Table([[Paragraph(f"<b>{escape(w['sum'])}</b>", normal), ""],
                         [Paragraph("Montant des honoraires du contrat HT", normal), Paragraph(fee + " €", right)],
                         [Paragraph("Facturé à ce jour HT (cette facture incluse)", normal),
                          Paragraph(eur(billed), right)],
                         [Paragraph("Reste à facturer HT", normal), Paragraph(eur(rest), right)]],
                        colWidths=[80 * mm, 30 * mm], hAlign="LEFT")
        summary.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.7, 0.7, 0.7)),
                                     ("SPAN", (0, 0), (-1, 0))]))
        story += [summary, Spacer(1, 6 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm)]
    story.append(Paragraph(escape(w["pay"].format(terms=inv.extra["terms"].replace("30 Tage", "30 Tagen"),
                                                  iban=inv.iban, bic=inv.bic)), normal))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · "
                                                    f"IBAN {inv.iban}")
        canvas.drawRightString(194 * mm, 8 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- ekon (fpdf2, Liberation Sans) ----------------------------------------------------------------------------------
def ekon(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuur nr.", "Datum", "Klant", "Btw-nr. klant", "Blad"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "Kort. %", "Bedrag"),
          "group": "Leverbon {no} van {date} - Uw bestelling {po}", "base": "Maatstaf van heffing",
          "vatbox": ("Basis", "% Btw", "Btw"), "sub": "Bruto bedrag", "net": "Totaal excl. btw",
          "vat": "Btw {rate} %", "gross": "TOTAAL FACTUUR EUR", "due": "Vervaldagen", "pay": "Betaalwijze",
          "bank": "Bank", "vatno": "Btw"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice no.", "Date", "Customer", "Customer VAT no.", "Page"),
          "cols": ("Item", "Description", "Quantity", "Price", "Disc. %", "Amount"),
          "group": "Delivery note {no} of {date} - Your order {po}", "base": "Taxable base",
          "vatbox": ("Base", "% VAT", "VAT"), "sub": "Gross amount", "net": "Taxable base",
          "vat": "VAT {rate} %", "gross": "INVOICE TOTAL EUR", "due": "Due dates", "pay": "Payment method",
          "bank": "Bank", "vatno": "VAT no."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)} ({_country(inv)})", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(20, 23.5 + k * 3.9, text, 8)
    pdf.set_line_width(0.3)
    pdf.rect(150, 12, 42, 11)
    f(171, 19.5, w["title"], 14, "B", "center")
    pdf.rect(112, 40, 80, 27)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(116, 47 + k * 4.6, text, 9.4, "B" if k == 0 else "")
    values = (inv.invoice_no, _dmy(inv.issued), inv.customer_no, BUYER_VAT, inv.extra["page"])
    xs, ws = (20, 50, 74, 98, 130), (30, 24, 24, 32, 14)
    for x, wd, label, value in zip(xs, ws, w["facts"], values):
        pdf.rect(x, 74, wd, 10)
        f(x + 1.2, 77, label, 6.6)
        f(x + 1.2, 82, value, 8.6, "B" if label == w["facts"][0] else "")
    y = 92
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.2, 172, 6, style="FD")
    cols = [(21, "l"), (48, "l"), (140, "r"), (158, "r"), (172, "r"), (191, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        if k in inv.extra["groups"]:
            no, day = inv.extra["groups"][k]
            if k:
                y += 1.5
            f(21, y, w["group"].format(no=no, date=day, po=inv.po_printed), 8.2, "B")
            y += 5
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 70)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(48, y, more, 8.4)
        y += 5
    pdf.line(20, y - 2, 192, y - 2)
    y = max(y + 6, 196)
    pdf.rect(20, y - 5, 84, 18)
    for x, head in zip((24, 58, 80), w["vatbox"]):
        f(x, y, head, 7.4, "B")
    f(48, y + 5.5, inv.number(inv.net_total), 8.4, "", "right")
    f(70, y + 5.5, inv.rate(), 8.4, "", "right")
    f(100, y + 5.5, inv.number(inv.vat_amount), 8.4, "", "right")
    rows = [(w["sub"], inv.subtotal)] if inv.adjustments else []
    rows += inv.adjustment_amounts()
    rows += [(w["net"], inv.net_total), (w["vat"].format(rate=inv.rate()), inv.vat_amount)]
    yy = y
    for label, value in rows:
        f(164, yy, label, 8.6, "", "right")
        f(191, yy, inv.number(value), 8.6, "", "right")
        yy += 4.8
    pdf.set_fill_color(235, 235, 235)
    pdf.rect(122, yy - 4, 70, 6.4, style="FD")
    f(164, yy, w["gross"], 9, "B", "right")
    f(191, yy, inv.number(inv.gross_total), 9, "B", "right")
    y = max(yy + 12, y + 24)
    f(20, y, f"{w['pay']}: {inv.extra['pay']}", 8.4)
    f(20, y + 4.6, f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}", 8.4)
    f(20, y + 9.2, f"{w['due']}: {_dmy(inv.due)}   {inv.number(inv.gross_total)} EUR", 8.4)
    y += 16
    if inv.statement:
        pdf.set_font("Lib", "", 8)
        for row in fp_wrap(pdf, inv.statement, 170):
            f(20, y, row, 8)
            y += 3.9
    with pdf.rotation(90, 12, 270):
        f(12, 270, f"{s.name} - {s.register} - {w['vatno']} {s.vat}", 6.4)
    return bytes(pdf.output())


# --- distritok (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------
def distritok(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"

    def box(x, y, wd, h, label=None, value=None, size=8.6, bold=False, align="left"):
        c.c.setLineWidth(0.5)
        c.c.rect(x * MM, c.height - (y + h) * MM, wd * MM, h * MM)
        if label:
            c.fill(x, y, wd, 3.6, 0.86)
            c.c.rect(x * MM, c.height - (y + h) * MM, wd * MM, h * MM)
            c.text(x + wd / 2, y + 2.7, label, 6.6, B, "center")
        if value is not None:
            c.text(x + (wd / 2 if align == "center" else wd - 1.5), y + h - 1.8, value, size, B if bold else F,
                   "center" if align == "center" else "right")

    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, f"{place(inv)} - {_country(inv)}", f"Tel. {s.phone} - {s.email}",
                              f"VAT No. {s.vat}"]):
        c.text(18, 25.5 + k * 3.9, text, 8, F)
    c.text(192, 22, "INVOICE", 18, B, "right")
    for x, wd, label, value in ((18, 34, "INVOICE No.", inv.invoice_no), (52, 26, "DATE", _dmy(inv.issued)),
                                (78, 24, "CUSTOMER", inv.customer_no), (102, 36, "VAT No.", BUYER_VAT),
                                (138, 14, "PAGE", "1/1")):
        box(x, 44, wd, 9, label, value, 8.6, label == "INVOICE No.", "center")
    for x, label, extra in ((18, "INVOICE ADDRESS", ""), (106, "DELIVERY ADDRESS", "Warehouse B - goods receipt")):
        box(x, 58, 86, 26, label)
        rows = [BUYER[0]] + ([extra] if extra else []) + [BUYER[1], BUYER[2], "BELGIUM"]
        for k, text in enumerate(rows):
            c.text(x + 2, 66 + k * 4, text, 8.8, B if k == 0 else F)
    c.text(18, 90, f"Customer order: {inv.po_printed}" if inv.po_printed else "", 8.6, F)
    c.text(106, 90, f"Agent: {inv.extra['agent']}", 8.6, F)
    top, bottom = 95, 214
    xs = (18, 44, 124, 142, 160, 172, 192)
    heads = ("CODE", "DESCRIPTION", "QTY", "PRICE", "DISC.", "AMOUNT")
    c.fill(18, top, 174, 5.5, 0.86)
    c.c.setLineWidth(0.5)
    c.c.rect(18 * MM, c.height - bottom * MM, 174 * MM, (bottom - top) * MM)
    for x in xs[1:-1]:
        c.c.line(x * MM, c.height - top * MM, x * MM, c.height - bottom * MM)
    c.rule(18, top + 5.5, 192, 0.5)
    for k, head in enumerate(heads):
        c.text((xs[k] + xs[k + 1]) / 2, top + 4, head, 7.2, B, "center")
    y = top + 10.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 77 * MM)
        c.text(19.2, y, line.article or "", 8.2, F)
        c.text(45.2, y, desc[0], 8.2, F)
        c.text(140.8, y, inv.qty(line), 8.2, F, "right")
        c.text(158.8, y, inv.number(line.price, line.price_places), 8.2, F, "right")
        c.text(170.8, y, inv.number(line.discount) if line.discount else "", 8.2, F, "right")
        c.text(190.8, y, inv.number(line.amount), 8.2, F, "right")
        for more in desc[1:]:
            y += 3.7
            c.text(45.2, y, more, 8.2, F)
        y += 5
    freight = sum((a for _, a in inv.charges()), inv.subtotal * 0)
    band = (("GROSS AMOUNT", inv.number(inv.subtotal), 30), ("DISC. %", "", 16),
            ("FREIGHT", inv.number(freight) if freight else "", 22), ("TAXABLE BASE", inv.number(inv.net_total), 30),
            ("VAT %", inv.rate(), 14), ("VAT", inv.number(inv.vat_amount), 24),
            ("TOTAL EUR", inv.number(inv.gross_total), 38))
    x = 18
    for label, value, wd in band:
        box(x, 219, wd, 10, label, value, 9 if label == "TOTAL EUR" else 8.4, label == "TOTAL EUR")
        x += wd
    y = 236
    for text in (f"Payment method: {inv.extra['pay']} - IBAN {inv.iban} - BIC {inv.bic}",
                 f"Due dates: {_dmy(inv.due)}  {inv.number(inv.gross_total)} EUR"):
        c.text(18, y, text, 8.4, F)
        y += 4.4
    y += 2
    for row in rl_wrap(inv.statement, F, 8, 174 * MM):
        c.text(18, y, row, 8, F)
        y += 3.8
    c.text(105, 284, f"{s.name} - {s.register} - CIF {s.vat[2:]}", 6.4, F, "center", grey=0.35)
    return c.bytes()


# --- gamma (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def gamma(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"doc": "RECHNUNG", "facts": ("Belegart", "Nummer", "Datum", "Seite"),
          "facts2": ("Kundennr.", "MwSt.-Nr. Kunde", "Zahlungsart", "Bank"), "to": "Empfänger",
          "ship": "Lieferanschrift", "cols": ("Artikelcode", "Beschreibung", "ME", "Menge", "Einzelpreis",
                                              "Rabatt %", "Betrag", "MwSt"),
          "order": "Ihre Bestellung Nr. {po} vom {date}", "ddt": "Lieferschein Nr. {no} vom {date}",
          "foot": ("Warenwert", "Transportkosten", "Steuerpflichtiger Betrag", "MwSt.-Betrag", "Gesamtbetrag EUR"),
          "vathead": ("Code", "Beschreibung", "Bemessungsgrundlage", "Steuer"), "vatdesc": "Nicht steuerb. Art. 41",
          "due": "Fälligkeiten", "vatno": "MwSt.-Nr.", "capital": "Gesellschaftskapital 50.000,00 € i.v.",
          "warehouse": "Lager Halle B"}
         if de else
         {"doc": "FACTUUR", "facts": ("Documenttype", "Nummer", "Datum", "Blad"),
          "facts2": ("Klantnr.", "Btw-nr. klant", "Betalingswijze", "Bank"), "to": "Bestemmeling",
          "ship": "Leveringsadres", "cols": ("Artikelcode", "Omschrijving", "Eh.", "Aantal", "Eenheidsprijs",
                                             "Korting %", "Bedrag", "Btw"),
          "order": "Uw order nr. {po} dd. {date}", "ddt": "Leveringsbon {no} dd. {date}",
          "foot": ("Goederenwaarde", "Transportkosten", "Maatstaf van heffing", "Btw-bedrag", "Totaal document EUR"),
          "vathead": ("Code", "Omschrijving", "Maatstaf", "Btw"), "vatdesc": "Btw 12 %",
          "due": "Vervaldagen", "vatno": "Btw-nr.", "capital": "Zetel: Agrofarma Italia S.p.A., Verona (IT)",
          "warehouse": "Magazijn hal B"})
    day = (lambda d: _dmy(d, ".")) if de else _dmy
    pdf = _fpdf(f"{w['doc'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 18, s.name, 12.5, "B")
    for k, text in enumerate([f"{s.street} - {place(inv)} ({_country(inv)})", f"Tel. {s.phone} - {s.email}",
                              f"{w['vatno']} {s.vat}", f"{s.register} - {w['capital']}"]):
        f(15, 23.5 + k * 3.7, text, 7.4)
    pdf.set_line_width(0.25)
    for y0, label, rows in ((34, w["to"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]),
                            (62, w["ship"], [BUYER[0], w["warehouse"], BUYER[1], BUYER[2]])):
        pdf.rect(112, y0, 83, 25)
        f(114, y0 + 3.5, label, 6.6)
        for k, text in enumerate(rows):
            f(114, y0 + 8.5 + k * 4.1, text, 8.8, "B" if k == 0 else "")
    grid = ((w["facts"], (w["doc"], inv.invoice_no, day(inv.issued), "1"), (24, 24, 24, 12)),
            (w["facts2"], (inv.customer_no, BUYER_VAT, inv.extra["pay"], f"{inv.bic}"), (18, 30, 58, 24)))
    y0 = 92
    for labels, values, widths in grid:
        x = 15
        for label, value, wd in zip(labels, values, widths):
            pdf.rect(x, y0, wd, 9)
            f(x + 1, y0 + 3, label, 6.2)
            f(x + 1, y0 + 7.4, value, 8, "B" if label in ("Nummer", "Belegart", "Documenttype") else "")
            x += wd
        y0 += 9
    y = 118
    cols = [(15, "l"), (40, "l"), (117, "l"), (134, "r"), (153, "r"), (168, "r"), (186, "r"), (195, "r")]
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(15, y - 4, 180, 5.8, style="FD")
    for (x, al), head in zip(cols, w["cols"]):
        f(x + (0.8 if al == "l" else -0.6), y, head, 6.8, "B", "right" if al == "r" else "left")
    y += 6.5
    po_day = day(inv.issued.fromordinal(inv.issued.toordinal() - 21))
    no, ddt_day = inv.extra["ddt"]
    for text in (w["order"].format(po=inv.po_printed, date=po_day), w["ddt"].format(no=no.split()[-1],
                                                                                      date=ddt_day)):
        f(40.8, y, text, 8, "I")
        y += 4.4
    y += 1
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 7.8)
        desc = fp_wrap(pdf, line.description, 75)
        values = [line.article or "", desc[0], line.unit, inv.qty(line), inv.number(line.price),
                  inv.extra["discount_print"].get(k, ""), inv.number(line.amount), inv.extra["vat_code"]]
        for (x, al), value in zip(cols, values):
            if value:
                f(x + (0.8 if al == "l" else -0.6), y, value, 7.8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(40.8, y, more, 7.8)
        y += 4.8
    pdf.line(15, y - 2, 195, y - 2)
    freight = sum((a for _, a in inv.charges()), inv.subtotal * 0)
    y0 = 222
    x = 15
    for label, value, wd in zip(w["foot"], (inv.subtotal, freight, inv.net_total, inv.vat_amount, inv.gross_total),
                                (34, 30, 40, 32, 44)):
        pdf.rect(x, y0, wd, 10)
        f(x + 1, y0 + 3.2, label, 6.4)
        f(x + wd - 1.2, y0 + 8, inv.number(value), 9 if label == w["foot"][-1] else 8.4,
          "B" if label == w["foot"][-1] else "", "right")
        x += wd
    y0 = 237
    pdf.rect(15, y0, 110, 14)
    for x, head in zip((16, 28, 72, 104), w["vathead"]):
        f(x, y0 + 3.4, head, 6.4, "B")
    f(16, y0 + 8.6, inv.extra["vat_code"], 8)
    f(28, y0 + 8.6, w["vatdesc"], 8)
    f(100, y0 + 8.6, inv.number(inv.net_total), 8, "", "right")
    f(123, y0 + 8.6, inv.number(inv.vat_amount), 8, "", "right")
    pdf.rect(130, y0, 65, 14)
    f(131, y0 + 3.4, w["due"], 6.4, "B")
    f(131, y0 + 8.6, day(inv.due), 8)
    f(193, y0 + 8.6, inv.number(inv.gross_total), 8, "", "right")
    y = 257
    pdf.set_font("DejaVu", "", 7.4)
    for text in ([inv.statement] if inv.statement else []) + [f"IBAN {inv.iban} - BIC {inv.bic}"]:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 7.4)
            y += 3.6
    return bytes(pdf.output())


# --- filosoft (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def filosoft(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"orig": "Original", "title": "Fatura / Invoice", "to": "Exmo.(s) Sr.(s) / To",
          "facts": ("Data / Date", "Vencimento / Due date", "Cliente / Customer", "V/ Ref. / Your ref.",
                    "Moeda / Currency"),
          "cols": ("Código / Code", "Descrição / Description", "Qtd. / Qty", "Un.", "Preço / Price",
                   "Desc. %", "IVA %", "Valor / Amount"),
          "sum": "Quadro resumo do IVA / VAT summary", "sumcols": ("Taxa / Rate", "Incidência / Base",
                                                                   "IVA / VAT", "Motivo isenção / Exemption"),
          "goods": "Mercadoria / Goods", "disc": "Desconto comercial / Trade discount", "charge": "Portes / Freight",
          "net": "Total s/ IVA / Total excl. VAT", "vat": "IVA / VAT", "gross": "Total documento / Document total",
          "vatno": "Contribuinte / VAT", "pay": "Pagamento por transferência / Payment by bank transfer: IBAN {iban} "
                                                "- SWIFT {bic}",
          "goods_note": "Os bens foram colocados à disposição do adquirente na data do documento.",
          "reason": "M16 - Isento artigo 14.º do RITI"}
         if en else
         {"orig": "Origineel", "title": "Factuur", "to": "Aan",
          "facts": ("Datum", "Vervaldatum", "Klant", "Uw ref.", "Munt"),
          "cols": ("", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Kort. %", "Btw %", "Bedrag"),
          "sum": "Btw-overzicht", "sumcols": ("Tarief", "Maatstaf", "Btw", ""),
          "goods": "Goederen", "disc": "Handelskorting", "charge": "Transport", "net": "Totaal excl. btw",
          "vat": "Btw", "gross": "Totaal document", "vatno": "Btw-nr.",
          "pay": "Betaling per overschrijving: IBAN {iban} - BIC {bic}", "goods_note": "", "reason": ""})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 14, w["orig"], 9, B, "right")
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, f"{place(inv)} - {_country(inv)}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']}: {s.vat}"]):
        c.text(18, 25.5 + k * 3.9, text, 8, F)
    c.c.setLineWidth(0.4)
    c.c.rect(112 * MM, c.height - 72 * MM, 80 * MM, 30 * MM)
    c.text(114, 46, w["to"], 7, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{'NIF / VAT' if en else 'Btw-nr.'}: {BUYER_VAT}"]):
        c.text(114, 51.5 + k * 4.2, text, 9, B if k == 0 else F)
    c.text(18, 62, f"{w['title']}  {inv.invoice_no}", 13, B)
    if inv.extra["atcud"]:
        c.text(18, 67.5, f"ATCUD: {inv.extra['atcud']}", 8, F)
    values = (_dmy(inv.issued), _dmy(inv.due), inv.customer_no, inv.po_printed or "", "EUR")
    xs = (18, 50, 86, 116, 160)
    c.fill(18, 78, 174, 4.2, 0.88)
    c.c.rect(18 * MM, c.height - 87.5 * MM, 174 * MM, 9.5 * MM)
    for x, label, value in zip(xs, w["facts"], values):
        c.text(x + 1.2, 81.2, label, 6.8, B)
        c.text(x + 1.2, 86, value, 8.4, F)
    y = 96
    articles = any(line.article for line in inv.lines)
    cols = ([(19, "left"), (44, "left")] if articles else [(19, "left"), (19, "left")]) + \
        [(118, "right"), (120, "left"), (143, "right"), (156, "right"), (166, "right"), (191, "right")]
    c.fill(18, y - 3.8, 174, 5.4, 0.2)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if head:
            c.c.setFillGray(1)
            c.c.setFont(B, 7)
            {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 6.5
    width = (62 if articles else 84) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, width)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.rate(), inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(cols[1][0], y, more, 8.2, F)
        c.rule(18, y + 1.8, 192, 0.2, grey=0.7)
        y += 5.4
    y = max(y + 8, 190)
    c.text(18, y, w["sum"], 8, B)
    sx = (18, 34, 58, 76)
    for x, head in zip(sx, w["sumcols"]):
        c.text(x, y + 5, head, 7, B)
    c.rule(18, y + 6.3, 118, 0.3)
    c.text(18, y + 10, f"{inv.rate()} %", 8, F)
    c.text(54, y + 10, inv.number(inv.net_total), 8, F, "right")
    c.text(72, y + 10, inv.number(inv.vat_amount), 8, F, "right")
    if w["reason"] and inv.vat_rate == 0:
        c.text(76, y + 10, w["reason"], 7.2, F)
    gross = sum((line.gross for line in inv.lines), inv.subtotal * 0)
    rows = [(w["goods"], gross)]
    if gross != inv.subtotal:
        rows.append((w["disc"], inv.subtotal - gross))
    rows += [(w["charge"], a) for _, a in inv.charges()]
    rows += [(w["net"], inv.net_total), (f"{w['vat']} {inv.rate()} %" if not en else w["vat"], inv.vat_amount)]
    ty = y
    for label, value in rows:
        c.text(170, ty, label, 8.2, F, "right")
        c.text(191, ty, inv.number(value), 8.2, F, "right")
        ty += 4.6
    c.fill(128, ty - 3.6, 64, 6, 0.88)
    c.text(170, ty + 0.6, w["gross"], 9, B, "right")
    c.text(191, ty + 0.6, inv.number(inv.gross_total) + " EUR", 9, B, "right")
    y = max(ty + 12, y + 22)
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic)] + \
        ([w["goods_note"]] if w["goods_note"] else [])
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.2
    c.rule(18, 276, 192, 0.3, grey=0.5)
    if inv.extra["cert"]:
        c.text(18, 280, f"{inv.extra['hash']}-Processado por programa certificado n.º {inv.extra['cert']}/AT", 6.8,
               F)
    c.text(18, 283.5, f"{s.name} - {s.register} - {w['vatno']} {s.vat}", 6.6, F, grey=0.35)
    c.text(192, 283.5, "Pág. 1/1" if en else "Blz. 1/1", 6.6, F, "right", grey=0.35)
    return c.bytes()


# --- kalipso (fpdf2, DejaVu Sans Mono, 80 mm roll) ------------------------------------------------------------------
def kalipso(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = FPDF(orientation="P", unit="mm", format=(80, 232))
    pdf.set_creation_date(STAMP)
    pdf.set_title(f"Factuur {inv.invoice_no}")
    pdf.set_author(s.name)
    pdf.set_auto_page_break(False)
    pdf.set_margins(4, 4, 4)
    pdf.add_font("Mono", "", f"{FONTS}/DejaVuSansMono.ttf")
    pdf.add_font("Mono", "B", f"{FONTS}/DejaVuSansMono-Bold.ttf")
    pdf.add_page()
    f = lambda x, y, text, size=7.2, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Mono")  # noqa: E731
    y = 8
    for k, text in enumerate([s.name, s.street, place(inv), f"Btw {s.vat}", f"Tel. {s.phone}", s.email]):
        f(40, y, text, 8.4 if k == 0 else 7, "B" if k == 0 else "", "center")
        y += 4.2 if k == 0 else 3.4
    y += 2
    dash = lambda yy: pdf.dashed_line(4, yy, 76, yy, 1, 0.8)  # noqa: E731
    dash(y)
    y += 5
    f(40, y, "FACTUUR", 9.5, "B", "center")
    y += 4.6
    f(40, y, inv.invoice_no, 8, "B", "center")
    y += 5
    for label, value in (("Datum", f"{_dmy(inv.issued)} {inv.extra['time']}"),
                         ("Verkoper", f"{inv.extra['seller']}   Route: {inv.extra['route']}"),
                         ("Leveringsbon", inv.extra["delivery"])):
        f(5, y, f"{label}:", 7)
        f(75, y, value, 7, "", "right")
        y += 3.6
    y += 1.5
    dash(y)
    y += 4.4
    f(5, y, f"Klant: {inv.customer_no}", 7.2, "B")
    y += 3.7
    for text in (BUYER[0], BUYER[1], BUYER[2], f"Btw {BUYER_VAT}"):
        f(5, y, text, 7)
        y += 3.4
    y += 1.5
    dash(y)
    y += 4.2
    f(5, y, "Art.  Omschrijving", 6.8, "B")
    y += 3.4
    f(9, y, "Aantal x Prijs", 6.8, "B")
    f(66, y, "Bedrag", 6.8, "B", "right")
    f(75, y, "Btw", 6.8, "B", "right")
    y += 1.6
    dash(y)
    y += 4
    pdf.set_font("Mono", "", 7)
    for line in inv.lines:
        rows = fp_wrap(pdf, f"{line.article} {line.description}", 70)
        for k, row in enumerate(rows):
            f(5 if k == 0 else 11.4, y, row, 7)
            y += 3.3
        f(9, y, f"{inv.qty(line)} {line.unit} x {inv.number(line.price)}", 7)
        f(66, y, inv.number(line.amount), 7, "", "right")
        f(75, y, inv.rate() + "%", 7, "", "right")
        y += 4.4
    dash(y - 1.8)
    y += 3
    for label, value, strong in (("Totaal excl. btw", inv.net_total, False),
                                 (f"Btw {inv.rate()}%", inv.vat_amount, False), ("TOTAAL EUR", inv.gross_total, True)):
        f(5, y, label, 8.6 if strong else 7.2, "B" if strong else "")
        f(75, y, inv.number(value), 8.6 if strong else 7.2, "B" if strong else "", "right")
        y += 4.6 if strong else 3.8
    y += 1
    dash(y)
    y += 4
    f(5, y, "Btw%   Maatstaf        Btw", 6.8, "B")
    y += 3.4
    f(5, y, f"{inv.rate():>4}   {inv.number(inv.net_total):>8}   {inv.number(inv.vat_amount):>8}", 6.8)
    y += 4.4
    f(5, y, f"Vervaldatum: {_dmy(inv.due)}", 7)
    y += 3.4
    f(5, y, "Betaling: overschrijving", 7)
    y += 3.4
    f(5, y, f"IBAN {inv.iban}", 7)
    y += 3.4
    f(5, y, f"BIC {inv.bic}", 7)
    y += 7
    f(5, y, "Handtekening klant:", 7)
    y += 9
    pdf.line(5, y, 60, y)
    y += 5
    f(40, y, "Bedankt en tot de volgende levering!", 6.8, "", "center")
    y += 3.4
    f(40, y, s.register, 6.2, "", "center")
    return bytes(pdf.output())


WRITERS = {"wuro": wuro, "ooti": ooti, "ekon": ekon, "distritok": distritok, "gamma": gamma, "filosoft": filosoft,
           "kalipso": kalipso}
