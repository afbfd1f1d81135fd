"""Seven page writers for the twenty-fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, Liberation Sans, Liberation Serif and Liberation Mono. Every
writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in
mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's,
imported.

- m3 (fpdf2, Liberation Sans): an Infor M3 customer-invoice print, nl or de: the company top left, `FACTUUR` /
  `RECHNUNG` right with a label/value block (number, date, customer, `Uw ordernummer`, `Onze order`, terms),
  delivery and invoice addresses side by side, columns `Rgl` / `Artikelnummer` / `Omschrijving` / `Aantal` /
  `E/H` / `Prijs` / `Bedrag`, totals (`Totaal regels`, the freight, `Totaal excl. BTW`, `BTW`, `Te betalen EUR`).
- qad (reportlab canvas, Liberation Mono): a QAD invoice print in fixed pitch, nl: header fields in two columns,
  dashed rules, `Ln Artikel Omschrijving Aantal EH Prijs Netto`, totals right.
- sage300 (reportlab canvas, DejaVu Sans): a Sage 300 O/E invoice, nl or fr: a grey band of header fields
  (`Factuurnr.`, `Datum`, `Klantnr.`, `Uw bestelbon`, `Ordernr.`, `Voorwaarden`), `Factuur aan` / `Leveren aan`,
  columns `Artikelnummer` / `Omschrijving` / `Geleverd` / `EH` / `Eenheidsprijs` / `Bedrag`, totals.
- oracle (reportlab platypus, DejaVu Sans Condensed): an Oracle Fusion Cloud receivables invoice, fr: a
  business-unit header, a facts grid (`N° de transaction`, `Date de transaction`, `Bon de commande`, ...),
  `Facturer à` / `Livrer à`, columns `Ligne` / `Article` / `Description` / `Quantité` / `UdM` / `Prix unitaire` /
  `Montant`, totals (`Total hors taxes`, `Taxe`, `Total`).
- abas (fpdf2, DejaVu Sans): an abas ERP `Rechnung`, DIN letter, de: sender line, the info block right,
  columns `Pos` / `Artikel` / `Bezeichnung` / `Menge` / `ME` / `Preis` / `Rab. %` / `Betrag EUR`, totals
  (`Warenwert`, `Verpackung`, `Nettobetrag`, `USt`, `Endbetrag`).
- comarch (Typst, DejaVu Sans): a Comarch ERP invoice, en: `INVOICE No FS/...`, dates of issue and sale, seller
  and buyer side by side, columns `No.` / `Code` / `Name` / `Qty` / `Unit` / `Net price` / `Net value` / `VAT %` /
  `VAT` / `Gross value`, a VAT summary table, `To pay`.
- gp (Typst, Liberation Serif): a Microsoft Dynamics GP SOP invoice form, en: a boxed header (`Invoice Number`,
  `Date`, `Customer ID`, `Purchase Order No.`, `Salesperson ID`, `Shipping Method`, `Payment Terms`), columns
  `Quantity` / `Item Number` / `Description` / `U of M` / `Unit Price` / `Ext. Price`, totals `Subtotal`,
  `Trade Discount`, `Freight`, `Miscellaneous`, `Tax`, `Total` (no line labelled net)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, STAMP, Canvas, _fpdf, _ft, _typst,  # noqa: E402
                     doc_head, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "Netherlands"}, "FR": {"fr": "France"}, "DE": {"de": "Deutschland"},
           "LU": {"fr": "Luxembourg"}, "PL": {"en": "Poland"}, "IE": {"en": "Ireland"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LM", "LiberationMono-Regular.ttf"), ("LMB", "LiberationMono-Bold.ttf"))


def _lib(pdf) -> None:
    lib_fonts(pdf, ("", "B"))


def _d(inv: Invoice, value) -> str:
    return inv.day(value, inv.extra["dfmt"])


def _buyer_country(inv: Invoice) -> str:
    return COUNTRY_BE[inv.language]


# --- m3 (fpdf2, Liberation Sans) ------------------------------------------------------------------------------------
def m3(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Uw ordernummer",
                                        "Onze order", "Betalingsvoorwaarde", "Leveringswijze", "Pagina"),
          "inv": "Factuuradres", "dlv": "Afleveradres", "cols": ("Rgl", "Artikelnummer", "Omschrijving", "Aantal",
                                                                "E/H", "Prijs", "Bedrag"),
          "sub": "Totaal regels", "net": "Totaal excl. BTW", "vat": "BTW {rate}%", "gross": "Te betalen EUR",
          "vatno": "BTW-nr.", "due": "Vervaldatum", "pay": "Betaling op IBAN {iban}, BIC {bic}, o.v.v. "
          "factuurnummer {no}."}
         if nl else
         {"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellung",
                                         "Unser Auftrag", "Zahlungsbedingung", "Versandart", "Seite"),
          "inv": "Rechnungsadresse", "dlv": "Lieferadresse", "cols": ("Pos", "Artikelnummer", "Benennung", "Menge",
                                                                     "ME", "Preis", "Betrag"),
          "sub": "Summe Positionen", "net": "Nettobetrag", "vat": "MwSt. {rate}%", "gross": "Endbetrag EUR",
          "vatno": "USt-IdNr.", "due": "Fällig am", "pay": "Zahlbar auf IBAN {iban}, BIC {bic}, unter Angabe "
          "der Rechnungsnummer {no}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, t, size=8.5, st="", al="left": _ft(pdf, x, y, t, size, st, al, "Lib")  # noqa: E731
    f(15, 18, s.name, 12, "B")
    for k, t in enumerate([s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country][inv.language],
                           f"Tel. {s.phone}", s.email]):
        f(15, 23.5 + k * 3.7, t, 8)
    f(195, 18, w["title"], 16, "B", "right")
    values = (inv.invoice_no, _d(inv, inv.issued), inv.customer_no, inv.po_printed or "", inv.extra["ours"],
              inv.extra["terms"], inv.extra["ship"], "1 / 1")
    y = 26
    for label, value in zip(w["facts"], values):
        if not value:
            continue
        f(128, y, label, 8)
        f(162, y, value, 8, "B" if label == w["facts"][0] else "")
        y += 4
    if "ref" in inv.extra:
        f(128, y, "Ihr Zeichen" if not nl else "Uw referentie", 8)
        f(162, y, inv.extra["ref"], 8)
    f(15, 64, w["inv"], 7.5, "B")
    f(80, 64, w["dlv"], 7.5, "B")
    for k, t in enumerate([*BUYER, _buyer_country(inv)]):
        f(15, 69 + k * 4, t, 9)
        f(80, 69 + k * 4, t, 9)
    f(15, 89, f"{w['vatno']} {BUYER_VAT}", 8)
    y = 100
    pdf.set_draw_color(0, 0, 0)
    pdf.line(15, y - 4.5, 195, y - 4.5)
    cols = [(15, "l"), (25, "l"), (57, "l"), (140, "r"), (143, "l"), (170, "r"), (195, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 6.5
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 68)
        vals = [str(n * 10), line.article, desc[0], inv.qty(line), line.unit,
                inv.number(line.price, line.price_places), inv.number(line.amount)]
        for (x, al), v in zip(cols, vals):
            f(x, y, v, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(57, y, more, 8.4)
        y += 5.6
    pdf.line(15, y - 2.5, 195, y - 2.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(195, y, inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    y += 4
    f(15, y, f"{w['due']}: {inv.day(inv.due, inv.extra['dfmt'])}", 8.2)
    y += 6
    pdf.set_font("Lib", "", 8.2)
    for t in fp_wrap(pdf, inv.statement, 178) + fp_wrap(pdf, w["pay"].format(iban=inv.iban, bic=inv.bic,
                                                                             no=inv.invoice_no), 178):
        f(15, y, t, 8.2)
        y += 4
    pdf.line(15, 278, 195, 278)
    f(105, 282, f"{s.name} - {s.street} - {s.postal_code} {s.city} - {s.register} - {w['vatno']} {s.vat}", 7,
      al="center")
    f(105, 285.5, f"IBAN {inv.iban} - BIC {inv.bic}", 7, al="center")
    return bytes(pdf.output())


# --- qad (reportlab canvas, Liberation Mono) ------------------------------------------------------------------------
def qad(inv: Invoice) -> bytes:
    s = inv.supplier
    page = Canvas(f"Factuur {inv.invoice_no}", s.name)
    t = lambda x, y, v, size=8.2, font="LM", al="left": page.text(x, y, v, size, font, al)  # noqa: E731
    t(15, 16, s.name, 11, "LMB")
    t(15, 21, f"{s.street}, {s.postal_code} {s.city}", 8.2)
    t(15, 25, f"Tel {s.phone}  {s.email}", 8.2)
    t(15, 29, f"BTW {s.vat}  {s.register}", 8.2)
    t(195, 16, "FACTUUR", 14, "LMB", "right")
    facts = [("Factuur:", inv.invoice_no), ("Factuurdatum:", _d(inv, inv.issued)), ("Klant:", inv.customer_no),
             ("Order:", inv.extra["order"]), ("Inkooporder:", inv.po_printed), ("Pakbon:", inv.extra["ship"]),
             ("Vervaldatum:", _d(inv, inv.due)), ("Voorwaarden:", inv.extra["terms"])]
    for k, (label, value) in enumerate(facts):
        t(125, 24 + k * 4, label)
        t(150, 24 + k * 4, value, 8.2, "LMB" if k == 0 else "LM")
    t(15, 44, "Factuur aan:", 8.2, "LMB")
    t(75, 44, "Verzenden naar:", 8.2, "LMB")
    for k, v in enumerate([*BUYER, _buyer_country(inv)]):
        t(15, 48.5 + k * 4, v)
        t(75, 48.5 + k * 4, v)
    t(15, 66.5, f"BTW-nr klant: {BUYER_VAT}")
    y = 78
    dash = "-" * 98
    t(15, y - 4, dash, 7.6)
    heads = [(15, "Ln", "left"), (22, "Artikel", "left"), (50, "Omschrijving", "left"), (142, "Aantal", "right"),
             (146, "EH", "left"), (170, "Prijs", "right"), (195, "Netto", "right")]
    for x, h, al in heads:
        t(x, y, h, 8, "LMB", al)
    t(15, y + 3, dash, 7.6)
    y += 8
    for n, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, "LM", 7.8, 64 * mm)
        vals = [str(n), line.article, desc[0], inv.qty(line), line.unit, inv.number(line.price),
                inv.number(line.amount)]
        for (x, _, al), v in zip(heads, vals):
            t(x, y, v, 7.8, "LM", al)
        for more in desc[1:]:
            y += 3.8
            t(50, y, more, 7.8)
        y += 5.2
    t(15, y - 2, dash, 7.6)
    y += 4
    for label, value, strong in totals(inv, "Totaal regels:", "Totaal excl. BTW:", "BTW {rate}%:",
                                       "Factuurtotaal EUR:"):
        t(170, y, label, 8.4, "LMB" if strong else "LM", "right")
        t(195, y, inv.number(value), 8.4, "LMB" if strong else "LM", "right")
        y += 4.6
    y += 6
    for v in (f"Gelieve te betalen voor {_d(inv, inv.due)} op {inv.iban} (BIC {inv.bic})",
              f"met gestructureerde mededeling {inv.payment_ref}.",
              "Verkoop onder onze algemene voorwaarden; eigendomsvoorbehoud tot volledige betaling."):
        t(15, y, v, 7.8)
        y += 4
    t(105, 287, "Pagina 1 van 1", 7, "LM", "center")
    return page.bytes()


# --- sage300 (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def sage300(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Klantnr.", "Uw bestelbon", "Ordernr.",
                                        "Voorwaarden"),
          "to": "Factuur aan", "ship": "Leveren aan", "cols": ("Artikelnummer", "Omschrijving", "Geleverd", "EH",
                                                             "Eenheidsprijs", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Factuurtotaal EUR",
          "vatno": "Btw", "pay": "Te betalen vóór {due} op rekening {iban} (BIC {bic}) met mededeling {ref}."}
         if nl else
         {"title": "FACTURE", "facts": ("N° facture", "Date facture", "N° client", "Votre commande", "N° commande",
                                        "Conditions"),
          "to": "Facturer à", "ship": "Livrer à", "cols": ("N° article", "Description", "Livré", "UM",
                                                         "Prix unitaire", "Montant"),
          "sub": "Sous-total", "net": "Total hors TVA", "vat": "TVA {rate}%", "gross": "Total facture EUR",
          "vatno": "TVA", "pay": "À payer avant le {due} sur le compte {iban} (BIC {bic}) avec la communication "
          "{ref}."})
    page = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    t = lambda x, y, v, size=8.4, font="DV", al="left", g=0: page.text(x, y, v, size, font, al, g)  # noqa: E731
    t(15, 18, s.name, 12.5, "DVB")
    for k, v in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        t(15, 23.5 + k * 3.8, v, 8)
    t(195, 18, w["title"], 18, "DVB", "right", 0.3)
    page.fill(15, 46, 180, 6, 0.85)
    xs = [15, 42, 69, 96, 128, 156]
    values = (inv.invoice_no, _d(inv, inv.issued), inv.customer_no, inv.po_printed, inv.extra["order"],
              inv.extra["terms"])
    for x, label, value in zip(xs, w["facts"], values):
        t(x + 1, 50.3, label, 7.4, "DVB")
        t(x + 1, 56.5, value, 8.2)
    page.rule(15, 59, 195, 0.4, 0.6)
    t(15, 68, w["to"], 7.6, "DVB", g=0.35)
    t(110, 68, w["ship"], 7.6, "DVB", g=0.35)
    for k, v in enumerate([*BUYER, _buyer_country(inv), f"{w['vatno']} {BUYER_VAT}"]):
        t(15, 73 + k * 4, v, 8.8)
    ship = [BUYER[0], inv.extra["ship"]]
    for k, v in enumerate(ship):
        t(110, 73 + k * 4, v, 8.8)
    y = 102
    page.fill(15, y - 4.4, 180, 6, 0.2)
    cols = [(16, "left"), (42, "left"), (132, "right"), (135, "left"), (168, "right"), (194, "right")]
    for (x, al), h in zip(cols, w["cols"]):
        page.c.setFillGray(1)
        page.c.setFont("DVB", 7.8)
        draw = page.c.drawRightString if al == "right" else page.c.drawString
        draw(x * mm, page.height - y * mm, h)
    page.c.setFillGray(0)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, "DV", 8.2, 86 * mm)
        vals = [line.article, desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.number(line.amount)]
        for (x, al), v in zip(cols, vals):
            t(x, y, v, 8.2, "DV", al)
        for more in desc[1:]:
            y += 3.8
            t(42, y, more, 8.2)
        page.rule(15, y + 2, 195, 0.3, 0.8)
        y += 6
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=False):
        t(168, y, label, 8.8, "DVB" if strong else "DV", "right")
        t(194, y, inv.number(value), 8.8, "DVB" if strong else "DV", "right")
        y += 5.2
    y += 6
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(due=_d(inv, inv.due), iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)]:
        for row in rl_wrap(text, "DV", 8, 180 * mm):
            t(15, y, row, 8)
            y += 3.9
        y += 1.5
    t(105, 285, f"{s.name}  |  {s.register}  |  {w['vatno']} {s.vat}  |  {inv.iban}", 6.8, "DV", "center", 0.4)
    return page.bytes()


# --- oracle (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def _st(name: str, size: float = 8.2, font: str = "DVC", align: int = 0) -> ParagraphStyle:
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=size * 1.25, alignment=align)


def _pp(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


def oracle(inv: Invoice) -> bytes:
    s = inv.supplier
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=14 * mm,
                            bottomMargin=18 * mm, invariant=1, title=f"Facture {inv.invoice_no}", author=s.name,
                            creator=s.name, producer="", subject="")
    n, b, r, rb = _st("n"), _st("b", font="DVCB"), _st("r", align=2), _st("rb", font="DVCB", align=2)
    small = _st("s", 7.2)
    story = []
    head = Table([[
        _pp(f"{s.name}\n{s.street}\n{place(inv)}\n{COUNTRY[s.country]['fr']}\nN° TVA : {s.vat}", n),
        _pp("FACTURE", _st("t", 17, "DVCB", 2))]], colWidths=[110 * mm, 70 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story += [head, Spacer(1, 5 * mm)]
    facts = [("N° de transaction", inv.invoice_no), ("Date de transaction", _d(inv, inv.issued)),
             ("Type de transaction", "Facture"), ("Bon de commande", inv.po_printed),
             ("N° de compte client", inv.customer_no), ("Conditions de paiement", inv.extra["terms"]),
             ("Date d'échéance", _d(inv, inv.due)), ("Unité commerciale", inv.extra["bu"])]
    rows = [[_pp(facts[i][0], b), _pp(facts[i][1], n), _pp(facts[i + 4][0], b), _pp(facts[i + 4][1], n)]
            for i in range(4)]
    grid = Table(rows, colWidths=[34 * mm, 56 * mm, 36 * mm, 54 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.7, 0.7, 0.7)),
                              ("BACKGROUND", (0, 0), (0, -1), colors.Color(0.93, 0.94, 0.96)),
                              ("BACKGROUND", (2, 0), (2, -1), colors.Color(0.93, 0.94, 0.96))]))
    story += [grid, Spacer(1, 5 * mm)]
    addr = "\n".join([*BUYER, COUNTRY_BE["fr"], f"N° TVA : {BUYER_VAT}"])
    both = Table([[_pp("Facturer à", b), _pp("Livrer à", b)], [_pp(addr, n), _pp(addr, n)]],
                 colWidths=[90 * mm, 90 * mm])
    story += [both, Spacer(1, 6 * mm)]
    data = [[_pp(h, rb if k >= 3 else b) for k, h in enumerate(
        ("Ligne", "Article", "Description", "Quantité", "UdM", "Prix unitaire", "Montant"))]]
    for k, line in enumerate(inv.lines, 1):
        data.append([_pp(str(k), n), _pp(line.article, n), _pp(line.description, n), _pp(inv.qty(line), r),
                     _pp(line.unit, r), _pp(inv.number(line.price), r), _pp(inv.number(line.amount), r)])
    table = Table(data, colWidths=[13 * mm, 25 * mm, 58 * mm, 20 * mm, 16 * mm, 23 * mm, 25 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story += [table, Spacer(1, 4 * mm)]
    trows = [[_pp(label, rb if strong else r), _pp(inv.number(value), rb if strong else r)]
             for label, value, strong in totals(inv, "Sous-total", "Total hors taxes", "Taxe ({rate} %)",
                                                "Total EUR")]
    tt = Table(trows, colWidths=[45 * mm, 28 * mm], hAlign="RIGHT")
    tt.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    story += [tt, Spacer(1, 7 * mm), _pp(inv.statement, n), Spacer(1, 3 * mm),
              _pp(f"Instructions de paiement : virement sur IBAN {inv.iban} - BIC {inv.bic}, en rappelant le "
                  f"n° de transaction {inv.invoice_no}.", n), Spacer(1, 8 * mm),
              _pp(f"{s.name} - {s.register} - {s.email} - {s.phone}", small)]
    doc.build(story)
    return buffer.getvalue()


# --- abas (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------------
def abas(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, t, size=8.6, st="", al="left": _ft(pdf, x, y, t, size, st, al)  # noqa: E731
    f(195, 16, s.name, 11, "B", "right")
    for k, t in enumerate([s.street, place(inv), f"Telefon {s.phone}", s.email]):
        f(195, 21 + k * 3.8, t, 7.8, al="right")
    f(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.line(25, 49.2, 110, 49.2)
    for k, t in enumerate([*BUYER, COUNTRY_BE["de"].upper()]):
        f(25, 55 + k * 4.3, t, 9.6)
    info = [("Rechnungs-Nr.", inv.invoice_no), ("Datum", _d(inv, inv.issued)), ("Kunden-Nr.", inv.customer_no),
            ("Ihre Bestellung", f"{inv.po_printed} {inv.extra['po_date']}".strip()),
            ("Unser Auftrag", inv.extra["ours"]), ("Ihre USt-IdNr.", BUYER_VAT),
            ("Sachbearbeiter", inv.extra["contact"])]
    for k, (label, value) in enumerate(info):
        f(125, 50 + k * 4.2, label, 7.8)
        f(152, 50 + k * 4.2, value, 7.8)
    f(25, 92, f"Rechnung {inv.invoice_no}", 12, "B")
    f(25, 99, "Sehr geehrte Damen und Herren,", 8.8)
    f(25, 104, "wir berechnen Ihnen für folgende Lieferungen und Leistungen:", 8.8)
    y = 114
    cols = [(25, "l"), (34, "l"), (58, "l"), (136, "r"), (139, "l"), (160, "r"), (172, "r"), (195, "r")]
    heads = ("Pos", "Artikel", "Bezeichnung", "Menge", "ME", "Preis", "Rab. %", "Betrag EUR")
    discounts = any(line.discount for line in inv.lines)
    for (x, al), h in zip(cols, heads):
        if h == "Rab. %" and not discounts:
            continue
        f(x, y, h, 7.8, "B", "right" if al == "r" else "left")
    pdf.line(25, y + 1.8, 195, y + 1.8)
    y += 6.5
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 64)
        vals = [str(n), line.article, desc[0], inv.qty(line), line.unit, inv.number(line.price),
                inv.pct(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), v in zip(cols, vals):
            if v:
                f(x, y, v, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(58, y, more, 8.2)
        y += 5.6
    pdf.line(25, y - 2.4, 195, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "USt {rate} %", "Endbetrag EUR"):
        f(160, y, label, 8.8, "B" if strong else "", "right")
        f(195, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    y += 5
    pdf.set_font("DejaVu", "", 8.2)
    for t in fp_wrap(pdf, inv.statement, 170) + [
            f"Zahlungsbedingung: {inv.extra['terms']}, fällig am {_d(inv, inv.due)}."]:
        f(25, y, t, 8.2)
        y += 4
    pdf.line(25, 276, 195, 276)
    for k, col in enumerate(([s.name, s.street, place(inv)], [s.register, f"USt-IdNr. {s.vat}", s.email],
                             ["Bankverbindung", f"IBAN {inv.iban}", f"BIC {inv.bic}"])):
        for j, t in enumerate(col):
            f(25 + k * 58, 280 + j * 3.3, t, 6.6)
    return bytes(pdf.output())


# --- comarch (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def comarch(inv: Invoice) -> bytes:
    s = inv.supplier
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 14mm, top: 14mm, bottom: 16mm))\n'
        '#set text(font: "DejaVu Sans", size: 8pt)\n'
        f'#grid(columns: (1fr, 1fr), [#text(size: 7.5pt)[Place of issue: {ts(inv.extra["place"])}]],'
        f' align(right)[Date of issue: {ts(_d(inv, inv.issued))} \\ Date of sale: {ts(_d(inv, inv.issued))}])\n'
        f'#v(5mm)\n#align(center, text(size: 14pt, weight: "bold")[INVOICE No {ts(inv.invoice_no)}])\n'
        '#align(center)[ORIGINAL]\n#v(4mm)\n'
        '#grid(columns: (1fr, 1fr), gutter: 6mm,\n'
        f'  rect(width: 100%, stroke: 0.5pt)[#text(weight: "bold")[Seller:] \\ {ts(s.name)} \\ {ts(s.street)} \\ '
        f'{ts(place(inv) + ", " + COUNTRY[s.country]["en"])} \\ VAT ID: {ts(s.vat)} \\ {ts(s.register)}],\n'
        f'  rect(width: 100%, stroke: 0.5pt)[#text(weight: "bold")[Buyer:] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2] + ", Belgium")} \\ VAT ID: {ts(BUYER_VAT)} \\ Customer code: {ts(inv.customer_no)}])\n'
        f'#v(3mm)\nOrder no.: {ts(inv.po_printed)} #h(8mm) Payment: {ts(inv.extra["terms"])} #h(8mm) '
        f'Due date: {ts(_d(inv, inv.due))}\n#v(3mm)\n')
    heads = ("No.", "Code", "Name", "Qty", "Unit", "Net price", "Net value", "VAT %", "VAT", "Gross value")
    src += ('#table(columns: (7mm, 24mm, 1fr, 12mm, 9mm, 16mm, 19mm, 12mm, 13mm, 20mm), stroke: 0.4pt, '
            'inset: 1.4mm, fill: (x, y) => if y == 0 { luma(225) },\n'
            + "".join(f'  {"align(right, " if k >= 3 and k != 4 else "("}text(weight: "bold", size: 7pt)'
                      f'[{ts(h)}]),\n' for k, h in enumerate(heads)))
    rate = inv.rate() + "%"
    for n, line in enumerate(inv.lines, 1):
        vat = inv.vat_rate * line.amount / 100
        cells = [str(n), line.article, line.description, inv.qty(line), line.unit, inv.number(line.price),
                 inv.number(line.amount), rate, inv.number(vat), inv.number(line.amount + vat)]
        src += "  " + ", ".join(f'{"align(right)" if k >= 3 and k != 4 else ""}[{ts(c)}]'
                                for k, c in enumerate(cells)) + ",\n"
    src += ')\n#v(3mm)\n'
    src += ('#align(right, table(columns: (28mm, 22mm, 14mm, 20mm, 22mm), stroke: 0.4pt, inset: 1.4mm,\n'
            '  [], align(right)[*Net value*], align(right)[*VAT %*], align(right)[*VAT*], align(right)[*Gross value*],\n'
            f'  [According to rate], align(right)[{ts(inv.number(inv.net_total))}], align(right)[{ts(rate)}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}], align(right)[{ts(inv.number(inv.gross_total))}],\n'
            f'  [*Total*], align(right)[*{ts(inv.number(inv.net_total))}*], [], '
            f'align(right)[*{ts(inv.number(inv.vat_amount))}*], align(right)[*{ts(inv.number(inv.gross_total))}*],'
            '\n))\n#v(3mm)\n'
            f'#text(size: 11pt, weight: "bold")[To pay: {ts(inv.number(inv.gross_total))} EUR]\n#v(2mm)\n'
            f'Bank account: {ts(inv.iban)} (SWIFT {ts(inv.bic)})\n#v(3mm)\n{ts(inv.statement)}\n#v(14mm)\n'
            '#grid(columns: (1fr, 1fr), align(center)[#line(length: 60%, stroke: 0.4pt) Person authorised to '
            'receive], align(center)[#line(length: 60%, stroke: 0.4pt) Person authorised to issue])\n')
    return _typst(src)


# --- gp (Typst, Liberation Serif) -----------------------------------------------------------------------------------
def gp(inv: Invoice) -> bytes:
    s = inv.supplier
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 15mm, top: 15mm, bottom: 18mm))\n'
        '#set text(font: "Liberation Serif", size: 9pt)\n'
        f'#grid(columns: (1fr, 60mm), [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(s.city + " " + s.postal_code if s.country == "IE" else place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ Phone: {ts(s.phone)} \\ '
        f'VAT Reg. No.: {ts(s.vat)}],\n'
        '  align(right)[#text(size: 20pt, weight: "bold")[INVOICE] #v(1mm) '
        '#table(columns: (28mm, 20mm, 10mm), stroke: 0.5pt, inset: 1.5mm, [Invoice Number], [Date], [Page], '
        f'[{ts(inv.invoice_no)}], [{ts(_d(inv, inv.issued))}], [1])])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), gutter: 8mm,\n'
        f'  [*Bill To:* \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium \\ VAT {ts(BUYER_VAT)}],\n'
        f'  [*Ship To:* \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium])\n#v(5mm)\n'
        '#table(columns: (1fr, 1fr, 1fr, 1fr, 1fr), stroke: 0.5pt, inset: 1.5mm,\n'
        '  [Customer ID], [Purchase Order No.], [Salesperson ID], [Shipping Method], [Payment Terms],\n'
        f'  [{ts(inv.customer_no)}], [{ts(inv.po_printed or "")}], [{ts(inv.extra["sales"])}], '
        f'[{ts(inv.extra["ship"])}], [{ts(inv.extra["terms"])}])\n#v(3mm)\n'
        '#table(columns: (17mm, 28mm, 1fr, 14mm, 22mm, 24mm), stroke: (x, y) => (top: if y <= 1 { 0.5pt }, '
        'bottom: 0.5pt), inset: 1.6mm,\n'
        '  align(right)[*Quantity*], [*Item Number*], [*Description*], [*U of M*], align(right)[*Unit Price*], '
        'align(right)[*Ext. Price*],\n')
    for line in inv.lines:
        q = inv.number(line.quantity, 2)
        src += (f'  align(right)[{ts(q)}], [{ts(line.article)}], [{ts(line.description)}], [{ts(line.unit)}], '
                f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n')
    freight = sum((a for _, a in inv.charges()), inv.subtotal * 0)
    rows = [("Subtotal", inv.subtotal), ("Trade Discount", inv.subtotal * 0), ("Freight", freight),
            ("Miscellaneous", inv.subtotal * 0), (f"Tax ({inv.rate()}%)", inv.vat_amount),
            ("Total", inv.gross_total)]
    src += ')\n#v(2mm)\n#grid(columns: (1fr, 70mm), gutter: 6mm,\n'
    src += (f'  [{ts(inv.statement)} #v(3mm) Remit to: {ts(s.name)}, IBAN {ts(inv.iban)}, BIC {ts(inv.bic)}'
            + (f' \\ Structured communication: {ts(inv.payment_ref)}' if inv.payment_ref else '')
            + f' \\ Due Date: {ts(_d(inv, inv.due))}],\n')
    src += '  table(columns: (1fr, 28mm), stroke: 0.5pt, inset: 1.6mm,\n'
    for label, value in rows:
        strong = label == "Total"
        lab, val = ts(label), ts(inv.number(value))
        src += (f'    [*{lab}*], align(right)[*{val}*],\n' if strong else
                f'    [{lab}], align(right)[{val}],\n')
    src += '  ))\n'
    src += (f'#place(bottom + center, text(size: 7pt)[{ts(s.name)} - {ts(s.register)} - {ts(s.email)}])\n')
    return _typst(src)


WRITERS = {"m3": m3, "qad": qad, "sage300": sage300, "oracle": oracle, "abas": abas, "comarch": comarch, "gp": gp}
