"""Seven page writers for the twenty-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two made by Typst, two on
fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and Liberation fonts. Every
writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in
mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's,
imported.

- banqup (reportlab platypus, DejaVu Sans): a Belgian e-invoicing platform's PDF rendering, nl or fr: the supplier
  left, `FACTUUR` / `FACTURE` right, `Factuur aan` / `Facturé à` and a label/value fact list, columns
  `Omschrijving` / `Aantal` / `Eenheid` / `Eenheidsprijs` / `Btw %` / `Totaal excl. btw`, a VAT summary table
  (`Btw-tarief` / `Maatstaf van heffing` / `Btw-bedrag`), totals and a shaded `Te betalen` / `À payer`, the
  structured communication, the Peppol footer.
- tripletex (fpdf2, Liberation Sans): a Norwegian accounting suite's invoice, en or de: the company name top left,
  `INVOICE` / `RECHNUNG` right, the buyer in the window, a right-hand fact list (`Invoice no.`, `Invoice date`,
  `Due date`, `Customer no.`, `Our ref.`, `Your ref.`, `Your order no.`), columns `Item no.` / `Description` /
  `Qty` / `Unit` / `Price` / `Disc. %` / `VAT %` / `Amount`, totals, a payment slip at the foot.
- fiken (Typst, Liberation Sans): a small Norwegian bookkeeping tool's invoice, en: `Invoice` large top left, the
  company right, `Customer` and a fact list, columns `Description` / `Qty` / `Price` / `Discount` / `VAT` /
  `Amount`, `Total excl. VAT`, `VAT`, `Total to pay`, a four-box payment strip (account, KID, amount, due date).
- bokio (reportlab canvas, DejaVu Sans): a Swedish bookkeeping tool's invoice, en: the company top left, `Invoice`
  right with a fact grid (ISO dates), `Our reference` / `Your reference` / `Payment terms` / `Late payment
  interest`, the invoice address, columns (`Item no.`) / `Description` / `Qty` / `Unit` / `Unit price` / `VAT` /
  `Amount`, a horizontal summary (`Total excl. VAT`, `VAT`, `Total to pay`), a four-column footer with Bankgiro,
  organisation number and `Approved for F-tax`.
- quickfile (Typst, DejaVu Sans): a UK online-accounting invoice, en: the company top left, `INVOICE` right,
  `Invoice To`, a fact table (`Invoice No`, `Issue Date`, `Due Date`, `Account Ref`, `PO Number` when given),
  a dark-headed table `Item Code` / `Description` / `Qty` / `Unit Price` / `VAT %` / `Net Amount`, `Net Total`,
  `VAT Total`, `Invoice Total`, payment details and notes.
- clearbooks (fpdf2, DejaVu Sans): a UK cloud-accounting invoice, en: `Invoice` left, the company right, `Invoice
  to`, facts (`Invoice number`, `Date`, `Due date`, `Reference`), columns `Description` / `Quantity` / `Unit
  price` / `VAT rate` / `Total`, `Net`, `VAT`, `Total`, `Amount due`, payment details.
- zucchetti (reportlab canvas, DejaVu Sans Condensed): an Italian ERP's `fattura` print, de or fr: boxed grids of
  labelled facts (document type, number, date, customer code, page; payment terms, bank, IBAN; the customer's
  order), a framed body with vertical rules (`Artikel` / `Beschreibung` / `ME` / `Menge` / `Einzelpreis` /
  `Rabatt %` / `Betrag` / `MwSt`), compound discounts (`10+5`), quantities with decimals, the VAT summary by code
  (`N3.2`), totals boxes and the due dates."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "draw.py"
if "blind_corpus_6_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_draw", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_draw"] = _module
    _spec.loader.exec_module(_module)
_d6 = sys.modules["blind_corpus_6_draw"]
_d4 = sys.modules["blind_corpus_4_draw"]
BUYER, BUYER_VAT, Canvas, _fpdf, _ft, fp_wrap, rl_wrap, ts, STAMP = (
    _d4.BUYER, _d4.BUYER_VAT, _d4.Canvas, _d4._fpdf, _d4._ft, _d4.fp_wrap, _d4.rl_wrap, _d4.ts, _d4.STAMP)
_style, _doc, MM = _d4._style, _d4._doc, _d4.MM
totals, place, doc_head = _d6.totals, _d6.place, _d6.doc_head
COUNTRY_BE = {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"}
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "DE": {"de": "Deutschland", "en": "Germany"},
           "IT": {"de": "Italien", "fr": "Italie", "en": "Italy"}, "SE": {"en": "Sweden"},
           "IE": {"en": "Ireland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
FONTS = "/usr/share/fonts/truetype/dejavu"
LIBERATION = "/usr/share/fonts/truetype/liberation"
for _name, _file in (("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf")):
    if _name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(_name, f"{LIBERATION}/{_file}"))


def _typst(source: str) -> bytes:
    return typst.compile(source.encode("utf-8"), font_paths=[FONTS, LIBERATION], timestamp=STAMP)


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib"."""
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf")):
        pdf.add_font("Lib", style, f"{LIBERATION}/{file}")


# --- banqup (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------------
def banqup(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "to": "Factuur aan", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum",
                                                              "Klantnummer"),
          "po": "Bestelbonnummer" if inv.po_printed and inv.po_printed[0].isdigit() else "Uw referentie",
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Btw %", "Totaal excl. btw"),
          "summary": ("Btw-tarief", "Maatstaf van heffing", "Btw-bedrag"), "net": "Totaal excl. btw",
          "vat": "Btw {rate} %", "gross": "Totaal incl. btw", "pay_label": "Te betalen", "vatno": "Btw",
          "pay": "Gelieve het bedrag van € {gross} te betalen vóór {due} op rekening {iban} (BIC {bic}) met de "
                 "gestructureerde mededeling {ref}.",
          "peppol": "Elektronisch verzonden via het Peppol-netwerk · Peppol-ID {id}"}
         if nl else
         {"title": "FACTURE", "to": "Facturé à", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance",
                                                           "Numéro client"),
          "po": "Votre référence",
          "cols": ("Description", "Quantité", "Unité", "Prix unitaire", "TVA %", "Total HTVA"),
          "summary": ("Taux TVA", "Base imposable", "Montant TVA"), "net": "Total HTVA", "vat": "TVA {rate} %",
          "gross": "Total TVAC", "pay_label": "À payer", "vatno": "TVA",
          "pay": "Merci de verser le montant de {gross} € avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "peppol": "Envoyée électroniquement via le réseau Peppol · ID Peppol {id}"})
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + " €")  # noqa: E731
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("bqn", 8.4, "DV"), _style("bqr", 8.4, "DV", align=2)
    bold, bold_r = _style("bqb", 8.4, "DVB"), _style("bqbr", 8.4, "DVB", align=2)
    lab = _style("bql", 7.4, "DV", grey=0.4)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<font name='DVB' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                        f"{w['vatno']} {escape(s.vat)}", _style("bqc", 8.4, "DV", lead=11))
    title = Paragraph(f"{w['title']}", _style("bqt", 20, "DVB", align=2, lead=24, grey=0.15))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = Paragraph(f"<font color='#666666' size='7.4'>{w['to']}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                      f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                      f"{w['vatno']} {escape(BUYER_VAT)}", _style("bqa", 8.8, "DV", lead=12))
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.customer_no)
    facts = [(k, v) for k, v in zip(w["facts"], values)]
    if inv.po_printed:
        facts.append((w["po"], inv.po_printed))
    fact_table = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if n == 0 else normal)]
                        for n, (k, v) in enumerate(facts)], colWidths=[34 * mm, 38 * mm])
    fact_table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    mid = Table([[buyer, fact_table]], colWidths=[104 * mm, 74 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("BOX", (0, 0), (0, 0), 0.4, colors.Color(0.75, 0.75, 0.75)),
                             ("LEFTPADDING", (0, 0), (0, 0), 6), ("TOPPADDING", (0, 0), (0, 0), 5),
                             ("BOTTOMPADDING", (0, 0), (0, 0), 6), ("LEFTPADDING", (1, 0), (1, 0), 10)]))
    rows = [[Paragraph(escape(h), bold_r if k else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.rate() + " %", right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[76 * mm, 17 * mm, 15 * mm, 25 * mm, 14 * mm, 31 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.9, colors.Color(0.1, 0.33, 0.55)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.6),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.6)]))
    summary = Table([[Paragraph(escape(h), lab) for h in w["summary"]],
                     [Paragraph(inv.rate() + " %", normal), Paragraph(inv.number(inv.net_total), right),
                      Paragraph(inv.number(inv.vat_amount), right)]], colWidths=[22 * mm, 32 * mm, 26 * mm])
    summary.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.Color(0.6, 0.6, 0.6)),
                                 ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), normal), Paragraph(escape(eur(value)), right)]
             for label, value, _ in totals(inv, "", w["net"], w["vat"], w["gross"])]
    trows.append([Paragraph(escape(w["pay_label"]), _style("bqp", 10.5, "DVB")),
                  Paragraph(escape(eur(inv.gross_total)), _style("bqpr", 10.5, "DVB", align=2))])
    tot = Table(trows, colWidths=[44 * mm, 32 * mm])
    tot.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.88, 0.93, 0.97)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
                             ("TOPPADDING", (0, -1), (-1, -1), 4), ("BOTTOMPADDING", (0, -1), (-1, -1), 5)]))
    foot = Table([[summary, tot]], colWidths=[98 * mm, 80 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 10 * mm), mid, Spacer(1, 9 * mm), table, Spacer(1, 6 * mm), foot, Spacer(1, 8 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm)]
    story.append(Paragraph(escape(w["pay"].format(gross=inv.number(inv.gross_total), due=inv.due.strftime(dfmt),
                                                  iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)), normal))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 15 * mm, f"{s.name} · {s.street}, {place(inv)} · {s.register} · "
                                                    f"{w['vatno']} {s.vat} · IBAN {inv.iban}")
        canvas.drawCentredString(105 * mm, 11 * mm, w["peppol"].format(id=inv.extra["peppol"]))
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- tripletex (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def tripletex(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice no.", "Invoice date", "Due date", "Customer no.", "Our ref.",
                                        "Your ref.", "Your order no."),
          "cols": ("Item no.", "Description", "Qty", "Unit", "Price", "Disc. %", "VAT %", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total amount EUR", "vatno": "VAT no.",
          "slip": "PAYMENT INFORMATION", "slip_cols": ("Amount to pay", "Due date", "Account (IBAN)", "BIC",
                                                       "Reference"),
          "terms": "Payment terms"}
         if en else
         {"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fälligkeitsdatum", "Kundennr.",
                                         "Unsere Ref.", "Ihre Ref.", "Ihre Bestellnr."),
          "cols": ("Art.-Nr.", "Bezeichnung", "Anzahl", "Einheit", "Preis", "Rabatt %", "MwSt. %", "Betrag"),
          "net": "Summe ohne MwSt.", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR", "vatno": "USt-IdNr.",
          "slip": "ZAHLUNGSINFORMATIONEN", "slip_cols": ("Zu zahlen", "Fällig am", "Konto (IBAN)", "BIC",
                                                         "Verwendungszweck"),
          "terms": "Zahlungsbedingungen"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    dfmt = "%d.%m.%Y"
    f(18, 20, s.name, 15, "B")
    f(18, 25.5, f"{s.street}, {place(inv)}, {COUNTRY[s.country][inv.language]}", 8.2)
    f(192, 21, w["title"], 20, "B", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(18, 52 + k * 4.8, text, 10)
    f(18, 75, f"{w['vatno']} {BUYER_VAT}", 8.2)
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.customer_no,
              inv.extra["our_ref"], inv.extra["your_ref"], inv.po_printed or "")
    y = 48
    for label, value in zip(w["facts"], values):
        if value:
            f(128, y, label, 8.6)
            f(192, y, value, 8.6, "B" if label == w["facts"][0] else "", "right")
            y += 4.7
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if (k != 0 or articles) and (k != 5 or discounts)]
    # column edges (left text x, or right edge for numbers): description takes what the others leave
    spec = {0: (16, "l"), 1: (0, "l"), 2: (13, "r"), 3: (12, "l"), 4: (19, "r"), 5: (14, "r"), 6: (13, "r"),
            7: (22, "r")}
    fixed = sum(spec[k][0] for k in keep if k != 1)
    x, cols = 18.0, []
    for k in keep:
        width = spec[k][0] or (174 - fixed)
        cols.append((k, x, width, spec[k][1]))
        x += width
    y = 96
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.35)
    for k, cx, width, al in cols:
        f(cx + width - 1 if al == "r" else cx + (1 if k == 3 else 0), y, w["cols"][k], 8.2, "B",
          "right" if al == "r" else "left")
    pdf.line(18, y + 2, 192, y + 2)
    y += 7
    desc_w = next(width for k, _, width, _ in cols if k == 1)
    desc_x = next(cx for k, cx, _, _ in cols if k == 1)
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, desc_w - 3)
        cell = {0: line.article or "", 1: desc[0], 2: inv.qty(line), 3: line.unit, 4: inv.number(line.price),
                5: inv.pct(line.discount) if line.discount else "", 6: inv.rate(), 7: inv.number(line.amount)}
        for k, cx, width, al in cols:
            if cell[k]:
                f(cx + width - 1 if al == "r" else cx + (1 if k == 3 else 0), y, cell[k], 8.6, "",
                  "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(desc_x, y, more, 8.6)
        y += 6
    pdf.set_line_width(0.2)
    pdf.line(18, y - 3, 192, y - 3)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(192, y, inv.number(value), 9, "B" if strong else "", "right")
        y += 5.2
    y += 6
    pdf.set_font("Lib", "", 8.4)
    for text in ([inv.statement] if inv.statement else []) + [f"{w['terms']}: {inv.extra['terms']}"]:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.4)
            y += 4
        y += 1.5
    # the payment slip at the foot of the page
    pdf.set_dash_pattern(dash=1.2, gap=1.2)
    pdf.line(10, 236, 200, 236)
    pdf.set_dash_pattern()
    f(18, 244, w["slip"], 9, "B")
    slip = (inv.number(inv.gross_total) + " EUR", inv.due.strftime(dfmt), inv.iban, inv.bic, inv.invoice_no)
    xs = (18, 52, 80, 136, 164)
    for x, label, value in zip(xs, w["slip_cols"], slip):
        f(x, 251, label, 7.4)
        f(x, 256.5, value, 9.4, "B")
    pdf.set_line_width(0.2)
    pdf.rect(16, 246.5, 176, 13)
    foot = (f"{s.name} · {s.street} · {place(inv)} · {s.register} · {w['vatno']} {s.vat}",
            f"Tel. {s.phone} · {s.email}")
    for k, text in enumerate(foot):
        f(105, 280 + k * 3.6, text, 7, "", "center")
    return bytes(pdf.output())


# --- fiken (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def fiken(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    facts = [("Invoice number", inv.invoice_no), ("Invoice date", inv.issued.strftime(dfmt)),
             ("Due date", inv.due.strftime(dfmt)), ("Customer number", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Your reference", inv.po_printed))
    facts.append(("Our reference", inv.extra["our_ref"]))
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 20mm))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        '  [#text(size: 26pt, weight: "bold")[Invoice]],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(s.register)} \\ '
        f'{ts("VAT no. " + s.vat)}])\n'
        '#v(10mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 7.5pt, fill: luma(110))[CUSTOMER] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts("Belgium")} \\ {ts("VAT no. " + BUYER_VAT)}],\n'
        '  align(right, grid(columns: (auto, 36mm), column-gutter: 5mm, row-gutter: 1.8mm,\n'
        + "".join(f'    align(left, text(fill: luma(100))[{ts(k)}]), align(right)[{ts(v)}],\n' for k, v in facts)
        + '  )))\n#v(12mm)\n')
    cols = ["Description", "Qty", "Price"] + (["Discount"] if discounts else []) + ["VAT", "Amount"]
    widths = "(1fr, 14mm, 22mm, " + ("18mm, " if discounts else "") + "14mm, 26mm)"
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'align(right)[{ts(inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells += [f'align(right)[{ts(inv.rate() + " %")}]', f'align(right)[{ts(inv.number(line.amount))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    src += (f'#table(columns: {widths}, stroke: (x, y) => if y == 0 {{ (bottom: 1pt) }} else '
            '{ (bottom: 0.3pt + luma(200)) }, inset: (x: 1.5mm, y: 2.3mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (46mm, 30mm), stroke: none, inset: (x: 1.5mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "", "Total excl. VAT", "VAT {rate} %", "Total to pay"):
        weight = 'weight: "bold", size: 11pt' if strong else ""
        src += (f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(("EUR " if strong else "") + inv.number(value))}]),\n')
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(4mm)\n'
    slip = [("Account number (IBAN)", inv.iban), ("KID", inv.extra["kid"]),
            ("Amount", "EUR " + inv.number(inv.gross_total)), ("Due date", inv.due.strftime(dfmt))]
    src += ('#place(bottom, block(width: 100%, fill: luma(243), inset: 4mm, radius: 1mm, grid(columns: (1.6fr, 1fr, '
            '1fr, 0.8fr), row-gutter: 1.6mm,\n'
            + "".join(f'  text(size: 7.5pt, fill: luma(100))[{ts(k)}],\n' for k, _ in slip)
            + "".join(f'  text(weight: "bold")[{ts(v)}],\n' for _, v in slip)
            + f'  text(size: 7.5pt)[{ts("BIC " + inv.bic)}],\n'
            + ')))\n')
    return _typst(src)


# --- bokio (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def bokio(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    iso = "%Y-%m-%d"
    c.text(18, 22, s.name, 14, B)
    c.text(192, 22, "Invoice", 18, B, "right")
    grid = [("Invoice date", inv.issued.strftime(iso)), ("Invoice number", inv.invoice_no),
            ("Due date", inv.due.strftime(iso)), ("Customer number", inv.customer_no)]
    for k, (label, value) in enumerate(grid):
        x, y = 128 + (k % 2) * 34, 32 + (k // 2) * 10
        c.text(x, y, label, 6.8, F, grey=0.45)
        c.text(x, y + 4.2, value, 9, B if label == "Invoice number" else F)
    refs = [("Our reference", inv.extra["our_ref"])]
    if inv.po_printed:
        refs.append(("Your reference", inv.po_printed))
    refs += [("Payment terms", inv.extra["terms"]), ("Late payment interest", inv.extra["interest"])]
    for k, (label, value) in enumerate(refs):
        c.text(18, 58 + k * 4.6, label, 8, F, grey=0.45)
        c.text(56, 58 + k * 4.6, value, 8, F)
    c.text(128, 58, "Invoice address", 6.8, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT no. {BUYER_VAT}"]):
        c.text(128, 62.5 + k * 4.4, text, 9, B if k == 0 else F)
    articles = any(line.article for line in inv.lines)
    y = 98
    c.fill(18, y - 4.6, 174, 6.6, 0.93)
    cols = ([(20, "left", "Item no.")] if articles else []) + [
        (44 if articles else 20, "left", "Description"), (128, "right", "Qty"), (131, "left", "Unit"),
        (160, "right", "Unit price"), (171, "right", "VAT"), (191, "right", "Amount")]
    for x, al, head in cols:
        c.text(x, y, head, 7.6, B, al)
    y += 7.5
    desc_x, desc_w = (44, 82) if articles else (20, 106)
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, desc_w * MM)
        values = ([line.article or ""] if articles else []) + [desc[0], inv.qty(line), line.unit,
                                                                inv.number(line.price), inv.rate() + " %",
                                                                inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(desc_x, y, more, 8.2, F)
        c.rule(18, y + 2.4, 192, 0.25, grey=0.8)
        y += 6.6
    y += 6
    c.fill(18, y - 5, 174, 14, 0.95)
    summary = [("Total excl. VAT", inv.number(inv.net_total)), ("VAT", inv.number(inv.vat_amount)),
               ("Total to pay (EUR)", inv.number(inv.gross_total))]
    for k, (label, value) in enumerate(summary):
        x = 80 + k * 44 if k < 2 else 191
        al = "right" if k == 2 else "left"
        c.text(x, y, label, 7.2, F, al, grey=0.4)
        c.text(x, y + 5.4, value, 11 if k == 2 else 9.4, B if k == 2 else F, al)
    y += 20
    if inv.statement:
        for row in rl_wrap(inv.statement, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
    c.rule(18, 266, 192, 0.4, grey=0.6)
    cols4 = [("Address", [s.name, s.street, place(inv), "Sweden"]), ("Contact", [s.phone, s.email]),
             ("Payment details", [f"Bankgiro {inv.extra['bankgiro']}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]),
             ("Company information", [s.register, f"VAT reg. no. {s.vat}", "Approved for F-tax"])]
    for x, (head, rows) in zip((18, 54, 98, 150), cols4):
        c.text(x, 271, head, 6.8, B, grey=0.3)
        for k, text in enumerate(rows):
            c.text(x, 275 + k * 3.4, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- quickfile (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def quickfile(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    facts = [("Invoice No", inv.invoice_no), ("Issue Date", inv.day(inv.issued, "short_en")),
             ("Due Date", inv.day(inv.due, "short_en")), ("Account Ref", inv.customer_no)]
    if inv.po_printed:
        facts.append(("PO Number", inv.po_printed))
    facts.append(("Terms", inv.extra["terms"]))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 24mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.street + ", " + s.city + " " + s.postal_code + ", Ireland · " + s.register + " · VAT No. " + s.vat)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(s.city + " " + s.postal_code)} \\ {ts("Ireland")} \\ {ts("Tel: " + s.phone)} \\ {ts(s.email)}],\n'
        '  align(right)[#text(size: 26pt, fill: luma(150))[INVOICE]])\n'
        '#v(8mm)\n'
        '#grid(columns: (1fr, 72mm),\n'
        f'  [#text(weight: "bold")[Invoice To:] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts("Belgium")} \\ {ts("VAT: " + BUYER_VAT)}],\n'
        '  table(columns: (28mm, 44mm), stroke: 0.4pt + luma(190), inset: (x: 2mm, y: 1.6mm),\n'
        + "".join(f'    table.cell(fill: luma(238))[#text(weight: "bold")[{ts(k)}]], align(right)[{ts(v)}],\n'
                  for k, v in facts)
        + '  ))\n#v(9mm)\n')
    cols = ("Item Code", "Description", "Qty", "Unit Price", "VAT %", "Net Amount")
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate())}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (26mm, 1fr, 12mm, 22mm, 14mm, 24mm), stroke: (x, y) => (bottom: 0.4pt + luma(200)), '
            'fill: (x, y) => if y == 0 { rgb("#1f4e79") }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(weight: "bold", fill: white)[{ts(h)}]),\n'
                      for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.7mm),\n'
    for label, value, strong in totals(inv, "Sub Total", "Net Total", "VAT Total", "Invoice Total"):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[Payment Details] \\ {ts("Bank of Ireland, Cork · IBAN " + inv.iban + " · BIC " + inv.bic)}'
            f' \\ {ts("Please quote invoice number " + inv.invoice_no + " with your payment.")}\n#v(4mm)\n')
    if inv.statement:
        src += f'#text(weight: "bold")[Notes] \\ {ts(inv.statement)}\n'
    return _typst(src)


# --- clearbooks (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------
def clearbooks(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    dfmt = "%d/%m/%Y"
    f(18, 26, "Invoice", 22, "")
    for k, text in enumerate([s.name, s.street, place(inv), "Belgium", s.phone, s.email, f"VAT {s.vat}"]):
        f(192, 18 + k * 4.2, text, 9.4 if k == 0 else 8.2, "B" if k == 0 else "", "right")
    f(18, 56, "Invoice to", 7.6, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT {BUYER_VAT}"]):
        f(18, 61 + k * 4.4, text, 9)
    facts = [("Invoice number", inv.invoice_no), ("Date", inv.issued.strftime(dfmt)),
             ("Due date", inv.due.strftime(dfmt))]
    if inv.po_printed:
        facts.append(("Reference", inv.po_printed))
    for k, (label, value) in enumerate(facts):
        f(132, 61 + k * 4.8, label, 8.6, "B")
        f(192, 61 + k * 4.8, value, 8.6, "", "right")
    y = 96
    pdf.set_fill_color(60, 60, 60)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(20, "left"), (132, "right"), (155, "right"), (172, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Description", "Quantity", "Unit price", "VAT rate", "Total")):
        f(x, y, head, 8, "B", al)
    pdf.set_text_color(0, 0, 0)
    y += 7.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 92)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), inv.number(line.price), inv.rate() + "%",
                                         inv.number(line.amount))):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4.1
            f(20, y, more, 8.6)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7.2
    y += 3
    rows = totals(inv, "Sub total", "Net", "VAT ({rate}%)", "Total")
    rows.append(("Amount due", inv.gross_total, True))
    for label, value, strong in rows:
        f(160, y, label, 9.4 if strong else 9, "B" if strong else "", "right")
        f(190, y, eur(value), 9.4 if strong else 9, "B" if strong else "", "right")
        y += 5.6
    y += 8
    f(18, y, "Payment details", 9, "B")
    y += 5
    pdf.set_font("DejaVu", "", 8.4)
    for text in (f"Bank: KBC Bank · IBAN {inv.iban} · BIC {inv.bic}",
                 f"Please use the structured communication {inv.payment_ref} when paying.",
                 f"Payment terms: {inv.extra['terms']}"):
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.4)
            y += 4.2
    f(105, 284, f"{s.name} · {s.register} · VAT {s.vat} · Registered office: {s.street}, {place(inv)}", 6.6, "",
      "center")
    return bytes(pdf.output())


# --- zucchetti (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------
def zucchetti(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "grid1": ("Dokumentart", "Nummer", "Datum", "Kunden-Nr.", "Seite"),
          "grid2": ("Zahlungsbedingung", "Bank", "IBAN"), "order": "Ihre Bestellung", "order_no": "Nr. {po}",
          "to": "An", "vatno": "MwSt.-Nr.",
          "cols": ("Artikel", "Beschreibung", "ME", "Menge", "Einzelpreis", "Rabatt %", "Betrag", "MwSt"),
          "summary": ("MwSt.-Code", "Beschreibung", "Bemessungsgrundlage", "Satz", "MwSt.-Betrag"),
          "code_text": "Nicht steuerbar Art. 41 DL 331/93", "sub": "Warenwert", "net": "Nettobetrag",
          "vat": "MwSt.-Betrag", "gross": "RECHNUNGSBETRAG EUR", "due": "Fälligkeiten",
          "ship": ("Transport durch", "Frachtbedingung", "Packstücke")}
         if de else
         {"title": "FACTURE", "grid1": ("Type document", "Numéro", "Date", "Code client", "Page"),
          "grid2": ("Mode de paiement", "Banque", "IBAN"), "order": "Votre commande", "order_no": "N° {po}",
          "to": "Destinataire", "vatno": "N° TVA",
          "cols": ("Article", "Désignation", "U.M.", "Quantité", "Prix unitaire", "Remise %", "Montant", "TVA"),
          "summary": ("Code TVA", "Description", "Base imposable", "Taux", "Montant TVA"),
          "code_text": "Non imposable art. 41 DL 331/93", "sub": "Total marchandises", "net": "Total HT",
          "vat": "Total TVA", "gross": "TOTAL FACTURE EUR", "due": "Échéances",
          "ship": ("Transport par", "Port", "Colis")})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    dfmt = "%d/%m/%Y"

    def box(x: float, y: float, width: float, height: float) -> None:
        c.c.setLineWidth(0.5)
        c.c.rect(x * MM, c.height - (y + height) * MM, width * MM, height * MM, stroke=1, fill=0)

    def cells(y: float, spec: list[tuple[float, str, str]], height: float = 9.5) -> None:
        """A row of labelled boxes: (width, label, value)."""
        x = 14
        for width, label, value in spec:
            box(x, y, width, height)
            c.text(x + 1.2, y + 3, label, 6.4, F, grey=0.35)
            c.text(x + 1.2, y + 7.6, value, 8.6, B if label in (w["grid1"][0], w["grid1"][1]) else F)
            x += width

    c.text(14, 18, s.name, 13, B)
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} - {COUNTRY[s.country][inv.language]}",
                              f"Tel. {s.phone} - {s.email}", f"{w['vatno']} {s.vat}", s.register]):
        c.text(14, 23.5 + k * 3.8, text, 8, F)
    box(112, 14, 84, 32)
    c.text(114, 18.5, w["to"], 6.4, F, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(114, 23.5 + k * 4.3, text, 9, B if k == 0 else F)
    cells(52, [(36, w["grid1"][0], w["title"]), (34, w["grid1"][1], inv.invoice_no),
               (34, w["grid1"][2], inv.issued.strftime(dfmt)), (58, w["grid1"][3], inv.customer_no),
               (20, w["grid1"][4], "1")])
    cells(61.5, [(62, w["grid2"][0], inv.extra["terms"]), (54, w["grid2"][1], inv.extra["bank"]),
                 (66, w["grid2"][2], inv.iban)])
    if inv.po_printed:
        cells(71, [(182, w["order"], w["order_no"].format(po=inv.po_printed))])
    # the framed body with vertical rules down to the totals
    top, bottom = 84, 196
    edges = [14, 40, 110, 119, 134, 152, 166, 186, 196]
    box(14, top, 182, bottom - top)
    c.fill(14, top, 182, 6, 0.88)
    box(14, top, 182, 6)
    c.c.setLineWidth(0.35)
    for x in edges[1:-1]:
        c.c.line(x * MM, c.height - top * MM, x * MM, c.height - bottom * MM)
    aligns = ("left", "left", "left", "right", "right", "right", "right", "left")
    for k, head in enumerate(w["cols"]):
        x = edges[k] + 1.2 if aligns[k] == "left" else edges[k + 1] - 1.2
        c.text(x, top + 4.2, head, 7, B, aligns[k])
    y = top + 11
    sconti = inv.extra.get("sconti", {})
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 67 * MM)
        values = (line.article or "", desc[0], line.unit, inv.number(line.quantity), inv.number(line.price),
                  sconti.get(line.article, ""), inv.number(line.amount), inv.extra["tax_code"])
        for k, value in enumerate(values):
            x = edges[k] + 1.2 if aligns[k] == "left" else edges[k + 1] - 1.2
            c.text(x, y, value, 8, F, aligns[k])
        for more in desc[1:]:
            y += 3.7
            c.text(edges[1] + 1.2, y, more, 8, F)
        y += 5.6
    # transport row, VAT summary and totals
    cells(199, [(62, w["ship"][0], inv.extra["ship"]), (60, w["ship"][1], inv.extra["port"]),
                (60, w["ship"][2], inv.extra["pieces"])], 9)
    sy = 212
    sx = [14, 32, 84, 112, 124]
    box(14, sy, 126, 14)
    for k, head in enumerate(w["summary"]):
        c.text(sx[k] + 1.2, sy + 3.6, head, 6.4, F, grey=0.35)
    for k, value in enumerate((inv.extra["tax_code"], w["code_text"], inv.number(inv.net_total), "-",
                               inv.number(inv.vat_amount))):
        c.text(sx[k] + 1.2, sy + 9.4, value, 8, F)
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    ty = sy
    for label, value, strong in rows:
        height = 7.2 if strong else 5.6
        if strong:
            c.fill(142, ty, 54, height, 0.88)
        box(142, ty, 54, height)
        c.text(143.2, ty + height - 1.9, label, 7.6 if strong else 7, B if strong else F)
        c.text(194.8, ty + height - 1.9, inv.number(value), 9 if strong else 8, B if strong else F, "right")
        ty += height
    dy = max(ty, sy + 14) + 8
    c.text(14, dy, f"{w['due']}: {inv.due.strftime(dfmt)}  EUR {inv.number(inv.gross_total)}", 8.4, B)
    dy += 7
    for row in rl_wrap(inv.statement, F, 8, 180 * MM):
        c.text(14, dy, row, 8, F)
        dy += 3.8
    c.text(105, 287, f"{s.name} - {s.street} - {s.postal_code} {s.city} - {w['vatno']} {s.vat} - {s.register}",
           6.4, F, "center", grey=0.35)
    return c.bytes()


WRITERS = {"banqup": banqup, "tripletex": tripletex, "fiken": fiken, "bokio": bokio, "quickfile": quickfile,
           "clearbooks": clearbooks, "zucchetti": zucchetti}
