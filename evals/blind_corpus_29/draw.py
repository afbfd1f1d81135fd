"""Seven page writers for the twenty-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on
reportlab's canvas and two on its platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- billbee (fpdf2, DejaVu Sans): a Billbee-style e-commerce invoice, nl or en: the sender line over the window, an
  info block right (`Factuurnummer` / `Invoice no.`, date, the shop's order number and date, customer number,
  payment method, `Uw referentie` / `Your reference`), `Factuur` / `Invoice` with the number, a thank-you line,
  columns `Pos.` / `Artikelnr.` / `Omschrijving` / `Aantal` / `Prijs` / `Btw` / `Totaal` (unit prices and line
  totals incl. VAT when the shop prints gross prices), shipping as a table row, totals, a three-column footer.
- afterbuy (reportlab canvas, Liberation Sans): an Afterbuy-style webshop invoice, nl or de: the shop's header line,
  the address left, a fact block right, the quantity first (`Aantal` / `Menge`, `Artikelnr.`, `Artikelomschrijving`,
  `Stukprijs`, `Btw`, `Totaalprijs`), `€` after the amounts, `Subtotaal`, the shipping, the VAT, `Totaalbedrag` /
  `Gesamtsumme` (no line labelled net), the buyer's comment, payment method and bank, a footer.
- papierkram (reportlab platypus, DejaVu Sans): a Papierkram-style freelancer / small-business invoice, nl or de:
  the company small top right, sender line, address, a fact table (`Rechnungsnr.`, `Datum`, `Kundennr.`,
  `Leistungszeitraum`), `Rechnung RE-…`, an opening sentence (the PO, when printed, is inside it), `Pos.` /
  `Beschreibung` / `Menge` / `Einheit` / `Einzelpreis` / `Gesamt` with `€`, `Gesamtsumme netto`, the VAT,
  `Gesamtsumme brutto`, the closing text and a footer with bank and tax numbers.
- indy (fpdf2, Liberation Sans): an Indy-style French freelancer invoice, fr or en: the issuer left with SIRET and
  VAT number, `Facture` / `Invoice` right with the number, `Facturé à` / `Billed to`, dates and order reference,
  `Description` / `Qté` / `Prix unit. HT` / `TVA` / `Total HT` on a light band, `Total HT`, `TVA`, `Total TTC`, a
  bank-details box and the French late-payment mentions.
- freebe (reportlab canvas, DejaVu Sans): a Freebe-style French freelancer invoice: `FACTURE` and `N°` top left,
  `Prestataire` / `Client` blocks, `Objet`, `Bon de commande n°`, `Désignation` / `Qté` / `Unité` / `PU HT` /
  `Total HT`, `Total HT`, `TVA 21 %`, `Total TTC`, `Net à payer`, terms and bank.
- abby (fpdf2, DejaVu Sans Condensed): an Abby-style French invoice: a coloured band with the company, `Facture
  FA-…`, `Émise le … · Échéance le …`, the client card, `Produit / service` / `Qté` / `Prix unitaire HT` / `TVA` /
  `Total HT`, `Total HT`, `TVA 12 %`, `Total TTC`, `Reste à payer`, the bank and the Belgian communication.
- buchhaltungsbutler (reportlab platypus, Liberation Sans): a BuchhaltungsButler-style DIN 5008 invoice, de or en:
  the company right, the sender line, the address, an info block (`Rechnungsnummer`, `Rechnungsdatum`,
  `Lieferdatum`, `Kundennummer`), `Rechnung Nr. …`, the customer's order line, `Pos.` / `Art.-Nr.` / `Bezeichnung`
  / `Menge` / `Einheit` / `Einzelpreis` / `Rabatt` / `Gesamt`, `Zwischensumme`, freight, `Summe netto`, `USt.`,
  `Rechnungsbetrag`, a four-column footer."""

from __future__ import annotations

import importlib.util
import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "draw.py"
if "blind_corpus_6_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_draw", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_draw"] = _module
    _spec.loader.exec_module(_module)
_d6 = sys.modules["blind_corpus_6_draw"]
_d4 = sys.modules["blind_corpus_4_draw"]
BUYER, BUYER_VAT, Canvas, _fpdf, _ft, fp_wrap, rl_wrap = (
    _d4.BUYER, _d4.BUYER_VAT, _d4.Canvas, _d4._fpdf, _d4._ft, _d4.fp_wrap, _d4.rl_wrap)
_style, _doc, MM = _d4._style, _d4._doc, _d4.MM
totals, place = _d6.totals, _d6.place
COUNTRY_BE = {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"}
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France", "en": "France"},
           "DE": {"de": "Deutschland", "en": "Germany", "nl": "Duitsland"}, "AT": {"de": "Österreich"},
           "LU": {"en": "Luxembourg"}, "BE": {"nl": "België", "fr": "Belgique", "de": "Belgien"}}
LIBERATION = "/usr/share/fonts/truetype/liberation"
for _name, _file in (("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
                     ("LSI", "LiberationSans-Italic.ttf")):
    if _name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(_name, f"{LIBERATION}/{_file}"))


def _lib(pdf) -> None:
    """Liberation Sans as the fpdf2 family "Lib"."""
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf"),
                        ("I", "LiberationSans-Italic.ttf")):
        pdf.add_font("Lib", style, f"{LIBERATION}/{file}")


def _issued(inv: Invoice, numeric: str) -> str:
    return inv.day(inv.issued, inv.extra.get("date_style", numeric))


# --- billbee (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def billbee(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    gross = bool(inv.extra.get("gross_prices"))
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Bestelnummer", "Besteldatum",
                                        "Klantnummer", "Betaalwijze", "Uw referentie"),
          "cols": ("Pos.", "Artikelnr.", "Omschrijving", "Aantal",
                   "Prijs incl. btw" if gross else "Prijs", "Btw", "Totaal incl. btw" if gross else "Totaal"),
          "thanks": "Hartelijk dank voor uw bestelling. Wij brengen u het volgende in rekening:",
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw-nr.",
          "pay": "Gelieve het totaalbedrag binnen 14 dagen over te maken op {iban} (BIC {bic}) met vermelding van "
                 "{ref}.", "your_vat": "Uw btw-nr.", "bank": "Bank"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Order no.", "Order date", "Customer no.",
                                        "Payment method", "Your reference"),
          "cols": ("Pos.", "SKU", "Item", "Qty", "Unit price", "VAT", "Total"),
          "thanks": "Thank you for your order. We invoice you as follows:",
          "net": "Total net", "vat": "VAT {rate}%", "gross": "Total", "vatno": "VAT ID",
          "pay": "Please transfer the invoice total within 14 days to {iban} (BIC {bic}), quoting {ref}.",
          "your_vat": "Your VAT ID", "bank": "Bank"})
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(192, 20, s.name, 14, "B", "right")
    f(192, 25.5, f"{s.street} · {place(inv)}", 8, "", "right")
    f(192, 29.5, f"{s.email} · {s.phone}", 8, "", "right")
    f(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(20, 48.2, 100, 48.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(20, 54 + k * 4.6, text, 9.6)
    f(20, 75, f"{w['your_vat']}: {BUYER_VAT}", 8)
    values = (inv.invoice_no, _issued(inv, dfmt), inv.extra["order"], inv.extra["ordered"], inv.customer_no,
              inv.extra["payment"], inv.po_printed or "")
    y = 50
    for label, value in zip(w["facts"], values):
        if value:
            f(132, y, label, 8, "", "left")
            f(192, y, value, 8, "", "right")
            y += 4.4
    f(20, 96, f"{w['title']} {inv.invoice_no}", 14, "B")
    f(20, 103, w["thanks"], 8.8)
    y = 114
    cols = [(20, "left"), (30, "left"), (60, "left"), (130, "right"), (152, "right"), (166, "right"),
            (192, "right")]
    pdf.set_fill_color(238, 238, 238)
    pdf.rect(19, y - 4.6, 174, 6.6, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x + (0 if al == "left" else 0), y, head, 7.6, "B", al)
    y += 7
    factor = 1 + inv.vat_rate / 100 if gross else Decimal(1)
    gross_sum = Decimal("0.00")
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 56)
        price, amount = money(line.price * factor), money(line.amount * factor)
        gross_sum += amount
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], qty, inv.number(price) + " €",
                                         inv.rate() + " %", inv.number(amount) + " €")):
            if value:
                f(x, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.8
            f(60, y, more, 8.2)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(20, y + 2.2, 192, y + 2.2)
        y += 6.2
    if gross:
        assert gross_sum == inv.gross_total, (gross_sum, inv.gross_total)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(166, y, label, 9 if strong else 8.6, "B" if strong else "", "right")
        f(192, y, inv.number(value) + " €", 9 if strong else 8.6, "B" if strong else "", "right")
        y += 5
    pdf.set_draw_color(0, 0, 0)
    pdf.line(130, y - 9.2, 192, y - 9.2)
    y += 6
    pdf.set_font("DejaVu", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.set_draw_color(170, 170, 170)
    pdf.line(20, 272, 192, 272)
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
             [f"Tel. {s.phone}", s.email, s.register, f"{w['vatno']} {s.vat}"],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 80, 140), cols3):
        for k, text in enumerate(col):
            f(x, 276 + k * 3.3, text, 6.6)
    return bytes(pdf.output())


# --- afterbuy (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def afterbuy(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Ordernummer",
                                        "Betaalwijze"),
          "cols": ("Aantal", "Artikelnr.", "Artikelomschrijving", "Stukprijs", "Btw", "Totaalprijs"),
          "sub": "Subtotaal", "vat": "Btw {rate} %", "gross": "Totaalbedrag", "vatno": "Btw-nr.",
          "bank": "Bankgegevens", "pay": "Gelieve het totaalbedrag uiterlijk {due} over te maken onder vermelding "
                                          "van het factuurnummer.", "thanks": "Bedankt voor uw bestelling!"}
         if nl else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Bestellnummer",
                                         "Zahlungsart"),
          "cols": ("Menge", "Art.-Nr.", "Artikelbezeichnung", "Einzelpreis", "MwSt.", "Gesamtpreis"),
          "sub": "Zwischensumme", "vat": "MwSt. {rate} %", "gross": "Gesamtsumme", "vatno": "UID-Nr.",
          "bank": "Bankverbindung", "pay": "Bitte überweisen Sie den Rechnungsbetrag bis spätestens {due} unter "
                                           "Angabe der Rechnungsnummer.", "thanks": "Vielen Dank für Ihren Einkauf!"})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 18, s.name, 15, B)
    c.text(18, 23.5, f"{s.street} | {place(inv)} | {COUNTRY[s.country][inv.language]} | {s.phone} | {s.email}", 7.6,
           F, grey=0.3)
    c.rule(18, 26, 192, 1.2, grey=0.25)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(18, 45 + k * 4.5, text, 9.6, F)
    dfmt = "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.customer_no, inv.extra["order"], inv.extra["payment"])
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        c.text(130, 45 + k * 4.5, label + ":", 8.4, F)
        c.text(192, 45 + k * 4.5, value, 8.4, B if k == 0 else F, "right")
    c.text(18, 82, f"{w['title']} {inv.invoice_no}", 13, B)
    y = 93
    c.fill(18, y - 4.4, 174, 6.4, 0.9)
    cols = [(28, "right"), (32, "left"), (58, "left"), (152, "right"), (168, "right"), (191, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 72 * MM)
        for (x, al), value in zip(cols, (inv.qty(line), line.article or "", desc[0], eur(line.price),
                                         inv.rate() + " %", eur(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(58, y, more, 8.6, F)
        c.rule(18, y + 2.3, 192, 0.25, grey=0.75)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"]):
        c.text(165, y, label + ":", 9.4 if strong else 8.8, B if strong else F, "right")
        c.text(191, y, eur(value), 9.4 if strong else 8.8, B if strong else F, "right")
        if strong:
            c.rule(130, y - 4.2, 192, 0.6)
        y += 5
    y += 6
    texts = ([inv.extra["comment"]] if inv.extra.get("comment") else []) + [
        inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt)), w["thanks"]]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 1.8
    c.text(18, y + 2, w["bank"], 8.4, B)
    c.text(18, y + 6.2, f"IBAN {inv.iban} · BIC {inv.bic}", 8.4, F)
    c.rule(18, 276, 192, 0.3, grey=0.6)
    c.text(105, 280, f"{s.name} · {s.street} · {place(inv)} · {s.register}", 6.8, F, "center", grey=0.35)
    c.text(105, 283.6, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, F, "center", grey=0.35)
    return c.bytes()


# --- papierkram (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------
def papierkram(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Prestatieperiode"),
          "cols": ("Pos.", "Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Totaal"),
          "net": "Totaal netto", "vat": "Btw {rate} %", "gross": "Totaal bruto", "vatno": "USt-IdNr.",
          "hello": "Geachte heer, mevrouw,",
          "intro": "Hartelijk dank voor de prettige samenwerking. Volgens uw opdracht {po} van {date} breng ik u "
                   "de volgende prestaties in rekening:",
          "intro_nopo": "Hartelijk dank voor de prettige samenwerking. Ik breng u de volgende prestaties in rekening:",
          "pay": "Gelieve het factuurbedrag uiterlijk op {due} over te maken op onderstaande rekening.",
          "bye": "Met vriendelijke groet,", "bank": "Bankgegevens", "your_vat": "Uw btw-nr."}
         if nl else
         {"title": "Rechnung", "facts": ("Rechnungsnr.", "Datum", "Kundennr.", "Leistungsdatum"),
          "cols": ("Pos.", "Beschreibung", "Menge", "Einheit", "Einzelpreis", "Gesamt"),
          "net": "Gesamtsumme netto", "vat": "MwSt. {rate} %", "gross": "Gesamtsumme brutto", "vatno": "MwSt.-Nr.",
          "hello": "Sehr geehrte Damen und Herren,",
          "intro": "vielen Dank für Ihren Auftrag {po} vom {date}. Wir berechnen Ihnen die folgenden Leistungen:",
          "intro_nopo": "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen die folgenden Leistungen:",
          "pay": "Bitte überweisen Sie den Rechnungsbetrag bis zum {due} auf das unten genannte Konto.",
          "bye": "Mit freundlichen Grüßen", "bank": "Bankverbindung", "your_vat": "Ihre MwSt.-Nr."})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    dfmt = "%d.%m.%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 30)
    del inv.words
    small = _style("pks", 6.6, "DV", grey=0.35)
    normal, right = _style("pkn", 8.6, "DV", lead=11), _style("pkr", 8.6, "DV", align=2, lead=11)
    bold, bold_r = _style("pkb", 8.6, "DVB", lead=11), _style("pkbr", 8.6, "DVB", align=2, lead=11)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>{escape(s.email)}",
                        _style("pkc", 8, "DV", align=2, lead=10.4))
    top = Table([["", company]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    sender = Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small)
    address = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2],
                                                         COUNTRY_BE[inv.language].upper())),
                        _style("pka", 9.4, "DV", lead=12))
    facts = [(w["facts"][0], inv.invoice_no), (w["facts"][1], _issued(inv, dfmt)),
             (w["facts"][2], inv.customer_no), (w["facts"][3], inv.extra["period"]),
             (w["your_vat"], BUYER_VAT)]
    info = Table([[Paragraph(escape(k), _style("pkl", 8, "DV", grey=0.35)), Paragraph(escape(v), _style(
        "pkv", 8, "DV", align=2))] for k, v in facts if v], colWidths=[29 * mm, 45 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    head = Table([[[sender, Spacer(1, 2 * mm), address], info]], colWidths=[104 * mm, 74 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    order_date = inv.day(inv.issued.fromordinal(inv.issued.toordinal() - 21), "long" if nl else dfmt)
    intro = (w["intro"].format(po=inv.po_printed, date=order_date) if inv.po_printed else w["intro_nopo"])
    rows = [[Paragraph(escape(h), bold_r if k in (2, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(eur(line.price), right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 80 * mm, 16 * mm, 16 * mm, 28 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.78, 0.78, 0.78)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(eur(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    texts = [t for t in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt))) if t]
    story = [top, Spacer(1, 8 * mm), head, Spacer(1, 12 * mm),
             Paragraph(escape(f"{w['title']} {inv.invoice_no}"), _style("pkt", 13, "DVB", lead=16)),
             Spacer(1, 5 * mm), Paragraph(escape(w["hello"]), normal), Spacer(1, 2 * mm),
             Paragraph(escape(intro), normal), Spacer(1, 5 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 7 * mm)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]
    if inv.payment_ref:
        ref = ("Gestructureerde mededeling: " if nl else "Strukturierte Mitteilung: ") + inv.payment_ref
        story += [Paragraph(escape(ref), bold), Spacer(1, 2 * mm)]
    story += [Spacer(1, 3 * mm), Paragraph(escape(w["bye"]), normal), Paragraph(escape(s.name), normal)]
    cols3 = [[s.name, s.street, place(inv)],
             [f"{w['vatno']} {s.vat}", inv.extra.get("tax_no", s.register), s.register
              if inv.extra.get("tax_no") else ""],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.35)
        canvas.setStrokeGray(0.6)
        canvas.line(16 * mm, 24 * mm, 194 * mm, 24 * mm)
        for x, col in zip((16, 76, 136), cols3):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (20 - k * 3.3) * mm, text)
        canvas.drawRightString(194 * mm, 8 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- indy (fpdf2, Liberation Sans) ----------------------------------------------------------------------------------
def indy(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "no": "N°", "billed": "Facturé à", "facts": ("Date d'émission", "Date d'échéance",
                                                                           "Référence commande"),
          "cols": ("Description", "Qté", "Prix unit. HT", "TVA", "Total HT"),
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC", "vatno": "N° TVA",
          "terms": "Conditions de paiement", "method": "Moyen de paiement", "bank": "Coordonnées bancaires",
          "late": "En cas de retard de paiement, une pénalité égale à 3 fois le taux d'intérêt légal sera exigible, "
                  "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour "
                  "paiement anticipé."}
         if fr else
         {"title": "Invoice", "no": "No.", "billed": "Billed to", "facts": ("Issue date", "Due date",
                                                                            "Purchase order"),
          "cols": ("Description", "Qty", "Unit price", "VAT", "Total excl. VAT"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT no.",
          "terms": "Payment terms", "method": "Payment method", "bank": "Bank details",
          "late": "Late payment: penalties at three times the French legal interest rate and a fixed recovery fee "
                  "of €40. No discount for early payment."})
    eur = (lambda v: inv.number(v) + " €") if fr else (lambda v: "€" + inv.number(v))  # noqa: E731
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}", s.email, s.phone,
                              s.register, f"{w['vatno']} {s.vat}"]):
        f(18, 26 + k * 4, text, 8.4)
    f(192, 22, w["title"], 24, "B", "right")
    f(192, 30, f"{w['no']} {inv.invoice_no}", 10, "", "right")
    f(18, 58, w["billed"].upper(), 7.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]}, {COUNTRY_BE[inv.language]}",
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 63.5 + k * 4.4, text, 9, "B" if k == 0 else "")
    dfmt = "%d/%m/%Y"
    values = (_issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    y = 60
    for label, value in zip(w["facts"], values):
        if value:
            f(138, y, label, 8.4, "", "left")
            f(192, y, value, 8.4, "B", "right")
            y += 5
    y = 96
    pdf.set_fill_color(242, 240, 250)
    pdf.rect(18, y - 5, 174, 7.4, style="F")
    cols = [(20, "left"), (124, "right"), (150, "right"), (163, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", al)
    y += 8
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.8)
        desc = fp_wrap(pdf, line.description, 86)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                                         inv.rate() + " %", eur(line.amount))):
            f(x, y, value, 8.8, "", al)
        for more in desc[1:]:
            y += 4.1
            f(20, y, more, 8.8)
        pdf.set_draw_color(225, 225, 225)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7.2
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(242, 240, 250)
            pdf.rect(128, y - 4.8, 64, 7, style="F")
        f(132, y, label, 9.6 if strong else 9, "B" if strong else "")
        f(190, y, eur(value), 9.6 if strong else 9, "B" if strong else "", "right")
        y += 6.4
    y += 6
    pdf.set_font("Lib", "", 8.4)
    for row in fp_wrap(pdf, inv.statement, 174):
        f(18, y, row, 8.4, "I")
        y += 4.2
    y += 4
    f(18, y, f"{w['terms']} : {inv.extra['terms']}" if fr else f"{w['terms']}: {inv.extra['terms']}", 8.4)
    f(18, y + 4.4, f"{w['method']} : {inv.extra['payment']}" if fr else f"{w['method']}: {inv.extra['payment']}",
      8.4)
    y += 11
    pdf.set_draw_color(200, 200, 200)
    pdf.rect(18, y, 100, 17)
    f(21, y + 5, w["bank"], 8.4, "B")
    f(21, y + 9.6, f"IBAN : {inv.iban}" if fr else f"IBAN: {inv.iban}", 8.4)
    f(21, y + 14, f"BIC : {inv.bic}" if fr else f"BIC: {inv.bic}", 8.4)
    pdf.set_font("Lib", "", 7)
    yy = 272
    for row in fp_wrap(pdf, w["late"], 174):
        f(18, yy, row, 7, "", "left")
        yy += 3.3
    f(105, 285, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- freebe (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def freebe(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    dfmt = "%d/%m/%Y"
    c.text(18, 24, "FACTURE", 22, B)
    c.text(18, 31, f"N° {inv.invoice_no}", 10, B)
    c.text(18, 37, f"Date d'émission : {_issued(inv, dfmt)}", 8.6, F)
    c.text(18, 41.5, f"Date d'échéance : {inv.day(inv.due, dfmt)}", 8.6, F)
    c.text(18, 56, "PRESTATAIRE", 7.2, B, grey=0.45)
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY["BE"]["fr"], s.email, s.phone,
                              f"N° TVA : {s.vat}"]):
        c.text(18, 61.5 + k * 4.2, text, 8.6, B if k == 0 else F)
    c.fill(108, 51, 84, 38, 0.95)
    c.text(112, 56, "CLIENT", 7.2, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"N° TVA : {BUYER_VAT}"]):
        c.text(112, 61.5 + k * 4.4, text, 9, B if k == 0 else F)
    c.text(18, 99, f"Objet : {inv.extra['subject']}", 8.8, B)
    if inv.po_printed:
        c.text(18, 104, f"Bon de commande n° {inv.po_printed}", 8.8, F)
    y = 116
    c.rule(18, y - 4.6, 192, 0.8)
    cols = [(18, "left"), (130, "right"), (133, "left"), (164, "right"), (192, "right")]
    for (x, al), head in zip(cols, ("Désignation", "Qté", "Unité", "PU HT", "Total HT")):
        c.text(x, y, head, 8.2, B, al)
    c.rule(18, y + 2, 192, 0.4)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 106 * MM)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), line.unit, eur(line.price), eur(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.6, F)
        c.rule(18, y + 2.4, 192, 0.2, grey=0.75)
        y += 6.8
    y += 4
    for label, value, strong in totals(inv, "", "Total HT", "TVA {rate} %", "Total TTC"):
        c.text(164, y, label, 9, B if strong else F, "right")
        c.text(192, y, eur(value), 9, B if strong else F, "right")
        y += 5.2
    c.fill(128, y - 3.8, 64, 7.2, 0.15)
    c.c.setFillGray(1)
    c.c.setFont(B, 10)
    c.c.drawString(131 * MM, c.height - (y + 1.2) * MM, "Net à payer")
    c.c.drawRightString(190 * MM, c.height - (y + 1.2) * MM, eur(inv.gross_total))
    c.c.setFillGray(0)
    y += 15
    texts = [f"Conditions de règlement : {inv.extra['terms']}, soit au plus tard le {inv.day(inv.due, dfmt)}.",
             "Mode de règlement : virement bancaire",
             f"IBAN : {inv.iban} – BIC : {inv.bic} – Communication : {inv.payment_ref}"]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4.2
        y += 0.8
    c.text(105, 280, f"{s.name} · {s.street}, {place(inv)} · {s.register}", 6.8, F, "center", grey=0.4)
    c.text(105, 283.6, f"N° TVA / BCE : {s.vat} · {s.email}", 6.8, F, "center", grey=0.4)
    return c.bytes()


# --- abby (fpdf2, DejaVu Sans Condensed) ----------------------------------------------------------------------------
def abby(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    pdf.set_fill_color(46, 84, 150)
    pdf.rect(0, 0, 210, 34, style="F")
    pdf.set_text_color(255, 255, 255)
    f(18, 15, s.name, 14, "B")
    f(18, 21, f"{s.street} · {place(inv)} · {COUNTRY['BE']['fr']}", 8.4)
    f(18, 25.5, f"{s.phone} · {s.email} · TVA {s.vat}", 8.4)
    f(192, 16, "Facture", 20, "B", "right")
    f(192, 23, inv.invoice_no, 10, "", "right")
    pdf.set_text_color(0, 0, 0)
    dfmt = "%d/%m/%Y"
    f(18, 46, f"Émise le {_issued(inv, dfmt)}  ·  Échéance le {inv.day(inv.due, dfmt)}", 9)
    pdf.set_draw_color(210, 215, 225)
    pdf.rect(118, 40, 74, 30)
    f(121, 45.5, "Client", 7.6, "", "left")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA {BUYER_VAT}"]):
        f(121, 51 + k * 4.2, text, 8.8, "B" if k == 0 else "")
    y = 86
    pdf.set_fill_color(234, 239, 248)
    pdf.rect(18, y - 5, 174, 7.4, style="F")
    cols = [(20, "left"), (126, "right"), (154, "right"), (168, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Produit / service", "Qté", "Prix unitaire HT", "TVA", "Total HT")):
        f(x, y, head, 8.2, "B", al)
    y += 8
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.8)
        desc = fp_wrap(pdf, line.description, 84)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                                         inv.rate() + " %", eur(line.amount))):
            f(x, y, value, 8.8, "", al)
        for more in desc[1:]:
            y += 4
            f(20, y, more, 8.8)
        pdf.set_draw_color(225, 228, 235)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7
    y += 4
    rows = totals(inv, "", "Total HT", "TVA {rate} %", "Total TTC") + [("Reste à payer", inv.gross_total, True)]
    for label, value, strong in rows:
        if label == "Reste à payer":
            pdf.set_fill_color(46, 84, 150)
            pdf.rect(126, y - 4.8, 66, 7, style="F")
            pdf.set_text_color(255, 255, 255)
        f(130, y, label, 9.4 if strong else 9, "B" if strong else "")
        f(190, y, eur(value), 9.4 if strong else 9, "B" if strong else "", "right")
        pdf.set_text_color(0, 0, 0)
        y += 6.4
    y += 8
    f(18, y, "Paiement", 9, "B")
    y += 5
    for text in (f"Par virement bancaire avant le {inv.day(inv.due, dfmt)}",
                 f"IBAN {inv.iban} · BIC {inv.bic}", f"Communication structurée : {inv.payment_ref}"):
        f(18, y, text, 8.6)
        y += 4.4
    pdf.set_font("Cond", "", 7)
    yy = 274
    for row in fp_wrap(pdf, "Toute réclamation doit être adressée par écrit dans les 8 jours suivant la réception "
                            "de la facture. Intérêts de retard de 10 % l'an et indemnité forfaitaire de 10 % (min. "
                            "40 €) en cas de non-paiement à l'échéance.", 174):
        f(18, yy, row, 7)
        yy += 3.3
    f(105, 286, f"{s.name} · {s.register} · TVA {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- buchhaltungsbutler (reportlab platypus, Liberation Sans) -------------------------------------------------------
def buchhaltungsbutler(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Lieferdatum", "Kundennummer"),
          "subject": "Rechnung Nr. {no}",
          "cols": ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Rabatt", "Gesamt"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "USt. {rate} %", "gross": "Rechnungsbetrag",
          "hello": "Sehr geehrte Damen und Herren,", "intro": "wir bedanken uns für Ihren Auftrag und stellen Ihnen "
                                                              "folgende Lieferung in Rechnung:",
          "pay": "Zahlbar ohne Abzug bis zum {due}.", "bye": "Mit freundlichen Grüßen", "vatno": "USt-IdNr.",
          "bank": "Bankverbindung", "md": "Geschäftsführer: Dr. K. Wessel"}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Service period", "Customer no."),
          "subject": "Invoice no. {no}",
          "cols": ("Pos.", "Item no.", "Description", "Qty", "Unit", "Unit price", "Disc.", "Total"),
          "sub": "Subtotal", "net": "Total net", "vat": "VAT {rate} %", "gross": "Invoice total",
          "hello": "Dear Sir or Madam,", "intro": "thank you for your order. We hereby invoice the following "
                                                  "services:",
          "pay": "Payable without deduction by {due}.", "bye": "Kind regards", "vatno": "VAT ID",
          "bank": "Bank details", "md": "Managing director: P. Hoffmann"})
    num = (lambda v: inv.number(v) + " EUR") if de else (lambda v: "EUR " + inv.number(v))  # noqa: E731
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 30)
    del inv.words
    small = _style("bbs", 6.6, "LS", grey=0.35)
    normal, right = _style("bbn", 8.4, "LS", lead=10.6), _style("bbr", 8.4, "LS", align=2, lead=10.6)
    bold, bold_r = _style("bbb", 8.4, "LSB", lead=10.6), _style("bbbr", 8.4, "LSB", align=2, lead=10.6)
    name = Paragraph(f"<b>{escape(s.name)}</b>", _style("bbc", 13, "LSB", align=2, lead=16))
    top = Table([["", name]], colWidths=[88 * mm, 90 * mm])
    top.setStyle(TableStyle([("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    sender = Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small)
    address = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2],
                                                         COUNTRY_BE[inv.language].upper())),
                        _style("bba", 9.6, "LS", lead=12.2))
    facts = [(w["facts"][0], inv.invoice_no), (w["facts"][1], _issued(inv, dfmt)),
             (w["facts"][2], inv.extra["delivery"]), (w["facts"][3], inv.customer_no)]
    info = Table([[Paragraph(escape(k), _style("bbl", 8.2, "LS", grey=0.35)),
                   Paragraph(escape(v), _style("bbv", 8.2, "LS", align=2))] for k, v in facts],
                 colWidths=[32 * mm, 38 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    head = Table([[[sender, Spacer(1, 2 * mm), address], info]], colWidths=[108 * mm, 70 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if k != 6 or discounts]
    widths = {0: 9, 1: 26, 2: 60, 3: 14, 4: 13, 5: 20, 6: 13, 7: 23}
    spare = 178 - sum(widths[k] for k in keep)
    widths[2] += spare
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k in (3, 5, 6, 7) else bold) for k in keep]]
    for n, line in enumerate(inv.lines):
        cells = {0: Paragraph(str(n + 1), normal), 1: Paragraph(escape(line.article or ""), normal),
                 2: Paragraph(escape(line.description), normal), 3: Paragraph(inv.qty(line), right),
                 4: Paragraph(escape(line.unit), normal), 5: Paragraph(inv.number(line.price), right),
                 6: Paragraph(inv.pct(line.discount) + " %" if line.discount else "", right),
                 7: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.92, 0.95)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2), ("LEFTPADDING", (0, 0), (-1, -1), 1.3),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.3)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(num(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 14 * mm), head, Spacer(1, 12 * mm),
             Paragraph(escape(w["subject"].format(no=inv.invoice_no)), _style("bbt", 12, "LSB", lead=15))]
    if inv.extra.get("order_line"):
        story += [Paragraph(escape(inv.extra["order_line"]), normal)]
    story += [Spacer(1, 4 * mm), Paragraph(escape(w["hello"]), normal), Spacer(1, 1.5 * mm),
              Paragraph(escape(w["intro"]), normal), Spacer(1, 4 * mm), table, Spacer(1, 3 * mm), tot,
              Spacer(1, 7 * mm)]
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt))):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]
    story += [Spacer(1, 3 * mm), Paragraph(escape(w["bye"]), normal), Paragraph(escape(s.name), normal)]
    cols4 = [[s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
             [f"Tel. {s.phone}", s.email],
             [s.register, w["md"], f"{w['vatno']} {s.vat}"],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.4)
        canvas.setFillGray(0.35)
        canvas.setStrokeGray(0.6)
        canvas.line(16 * mm, 24 * mm, 194 * mm, 24 * mm)
        for x, col in zip((16, 58, 100, 150), cols4):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (20.5 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"billbee": billbee, "afterbuy": afterbuy, "papierkram": papierkram, "indy": indy, "freebe": freebe,
           "abby": abby, "buchhaltungsbutler": buchhaltungsbutler}
