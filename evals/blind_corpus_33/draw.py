"""Seven page writers for the thirty-third blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, three on
reportlab's canvas, one on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- baan (fpdf2, DejaVu Sans letterhead, DejaVu Sans Mono body): an Infor Baan IV invoice report printed on
  pre-printed stationery, nl or de: a character report in fixed columns (`Pos` 10, 20, ... / `Artikel` /
  `Omschrijving` / `Aantal` / `Eh` / `Prijs` / `Krt%` / `Bedrag`), text lines under a position, dates with two-digit
  years (`11-10-27`, `09.11.27`), amounts without thousands separators, totals `Goederenwaarde` / `Netto bedrag` /
  `BTW` / `Te betalen EUR`.
- bob50 (reportlab canvas, DejaVu Sans): a BOB 50 (Belgian accounting package) sales invoice, nl or fr: the
  company top left, the customer in the window with its VAT number, `FACTUUR` / `FACTURE`, a boxed row
  (`Nummer`, `Datum`, `Vervaldag`, `Klantnr.`, `Uw ref.`), a grey header band `Omschrijving` / `Aantal` /
  `Eenheid` / `Eenheidsprijs` / `Btw` / `Totaal excl.`, a VAT summary (`Btw-tarief` / `Maatstaf van heffing` /
  `Btw`), totals `Totaal excl. btw` / `Btw` / `Totaal incl. btw`, the structured communication.
- jeeves (fpdf2, Liberation Sans): a Jeeves (Swedish ERP) invoice of a Benelux or German subsidiary, nl or de:
  `FACTUUR` / `RECHNUNG` with `Nummer` and `Pagina 1(1)`, invoice and delivery addresses left, a fact list right
  (dates ISO `2027-10-18`, references, `Uw ordernummer`, delivery terms, shipping, payment terms, due date),
  `Artikelnr` / `Omschrijving` / `Geleverd` / `Eenh` / `Prijs` / `Rab %` / `Bedrag`, thousands with a space, a
  **horizontal totals row** at the foot (`Goederen`, `Vracht`, `Netto`, `Btw %`, `Btw`, `Te betalen EUR`), a
  four-column footer.
- admisol (reportlab canvas, Liberation Sans): an Admisol-style small-business invoice (Belgian invoicing
  package), nl: the company top left, the customer in a framed box right, `FACTUUR` with a fact list, a ruled grid
  `Code` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Btw` / `Totaal`, totals with `€`, the structured
  communication, a centred footer.
- plex (reportlab canvas, DejaVu Sans Condensed): a Plex (manufacturing cloud ERP) invoice, fr or de:
  `FACTURE` / `RECHNUNG` right over a boxed number/date/page grid, `Facturé à` / `Livré à` boxes, a grey band of
  shipping facts (`Commande client`, `N° commande`, `Conditions`, `Date d'expédition`, `N° expédition`,
  `Transporteur`, `Incoterm`), columns `Ligne` / `Réf. pièce` / `Rév.` / `Désignation` / `Qté` / `UM` /
  `Prix unit.` / `Montant`, totals right.
- monitor (fpdf2, DejaVu Sans): a Monitor ERP (Swedish manufacturing ERP) invoice of a Belgian user, fr:
  `FACTURE` right with number, ISO date, customer number and page, the customer under it, a framed reference grid
  (`Votre référence`, `Notre référence`, `Votre n° de commande`, `Conditions de livraison`, ..., `Date d'échéance`),
  `Pos.` / `Référence` / `Désignation` / `Qté` / `Unité` / `Prix unit.` / `Rem. %` / `Montant`, totals right
  (`Total lignes`, an invoice discount, `Total HTVA`, `TVA`, `Total TVAC EUR`), a three-column footer.
- syspro (reportlab platypus, Liberation Sans): a SYSPRO sales-invoice print, en: `INVOICE` right with
  `Invoice No.` / `Invoice Date` / `Page`, `Sold To` / `Ship To`, a band (`Customer`, `Customer PO No.`,
  `Sales Order`, `Salesperson`, `Ship Via`, `Terms`), columns `Stock Code` / `Description` / `Ordered` /
  `Shipped` / `B/O` / `Price` / `Per` / `Disc %` / `Value` (quantities with three decimals), totals `Merchandise`,
  `Freight`, `Misc. Charges`, `Total excl. VAT`, `VAT 6.00%`, `Invoice Total EUR`."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION_SANS, MM, Canvas,  # noqa: E402
                     _doc, _fpdf, _ft, _style, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)


def _box(c: Canvas, x: float, y: float, w: float, h: float, width: float = 0.5, grey: float = 0) -> None:
    """A stroked rectangle on the mm canvas, (x, y) its top left."""
    c.c.setLineWidth(width)
    c.c.setStrokeGray(grey)
    c.c.rect(x * MM, c.height - (y + h) * MM, w * MM, h * MM, stroke=1, fill=0)
    c.c.setStrokeGray(0)


def _vline(c: Canvas, x: float, y1: float, y2: float, width: float = 0.4, grey: float = 0) -> None:
    c.c.setLineWidth(width)
    c.c.setStrokeGray(grey)
    c.c.line(x * MM, c.height - y1 * MM, x * MM, c.height - y2 * MM)
    c.c.setStrokeGray(0)


# --- baan (fpdf2, DejaVu Sans Mono) ---------------------------------------------------------------------------------
def baan(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Factuurnummer", "date": "Factuurdatum", "page": "Pagina", "cust": "Debiteur",
          "po": "Uw ordernr.", "ours": "Ons ordernr.", "deliv": "Leverdatum", "vatc": "BTW-nr. klant",
          "cols": ("Pos", "Artikel", "Omschrijving", "Aantal", "Eh", "Prijs", "Krt%", "Bedrag"),
          "sub": "Goederenwaarde", "net": "Netto bedrag", "vat": "BTW {rate}%", "gross": "Te betalen EUR",
          "due": "Vervaldatum", "terms": "Betalingsconditie", "vatno": "BTW-nr.", "addr": "Factuuradres",
          "dfmt": "%d-%m-%y", "comm": "Gestructureerde mededeling", "bank": "Bank",
          "pay": "Gelieve bij betaling het factuurnummer te vermelden."}
         if nl else
         {"title": "RECHNUNG", "no": "Rechnungsnummer", "date": "Rechnungsdatum", "page": "Seite", "cust": "Kunde",
          "po": "Ihre Bestellung", "ours": "Unser Auftrag", "deliv": "Lieferdatum", "vatc": "MwSt-Nr. Kunde",
          "cols": ("Pos", "Artikel", "Bezeichnung", "Menge", "ME", "Preis", "Rab%", "Betrag"),
          "sub": "Warenwert", "net": "Nettobetrag", "vat": "MwSt. {rate}%", "gross": "Zu zahlen EUR",
          "due": "Fälligkeitsdatum", "terms": "Zahlungsbedingung", "vatno": "MwSt-Nr.", "addr": "Rechnungsanschrift",
          "dfmt": "%d.%m.%y", "comm": "Strukturierte Mitteilung", "bank": "Bank",
          "pay": "Bitte geben Sie bei Zahlung die strukturierte Mitteilung an."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    for style, file in (("", "DejaVuSansMono.ttf"), ("B", "DejaVuSansMono-Bold.ttf")):
        pdf.add_font("Mono", style, f"{FONTS}/{file}")
    # the pre-printed letterhead
    _ft(pdf, 18, 19, s.name, 14, "B")
    _ft(pdf, 18, 24.5, f"{s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}", 7.6)
    for k, text in enumerate([f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}", s.register]):
        _ft(pdf, 192, 16 + k * 3.6, text, 7.2, "", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.line(18, 32, 192, 32)
    _ft(pdf, 18, 286, f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}", 7, "", "left")
    # the report, in fixed columns

    def m(y: float, text: str, bold: bool = False, size: float = 7.8, x: float = 18) -> None:
        _ft(pdf, x, y, text, size, "B" if bold else "", "left", "Mono")

    m(44, w["addr"] + ":", size=7.4, x=112)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        m(49 + k * 4.2, text, k == 0, 9, 112)
    m(80, w["title"], True, 12)
    d = w["dfmt"]
    left = [(w["no"], inv.invoice_no), (w["cust"], inv.customer_no), (w["ours"], inv.extra["ours"]),
            (w["vatc"], BUYER_VAT.replace(".", ""))]
    right = [(w["date"], inv.issued.strftime(d)), (w["po"], inv.po_printed or ""), (w["deliv"], inv.extra["delivery"]),
             (w["page"], "1")]
    right = [pair for pair in right if pair[1]]
    for k in range(max(len(left), len(right))):
        text = f"{left[k][0]:<16}: {left[k][1]:<20}" if k < len(left) else " " * 38
        if k < len(right):
            text += f"   {right[k][0]:<16}: {right[k][1]}"
        m(87 + k * 4, text)
    y = 87 + 4 * max(len(left), len(right)) + 3
    rule = "-" * 100
    m(y, rule)
    c = w["cols"]
    m(y + 3.8, f"{c[0]:>3}  {c[1]:<16} {c[2]:<34} {c[3]:>8} {c[4]:<4} {c[5]:>10} {c[6]:>5} {c[7]:>12}", True)
    m(y + 7.6, rule)
    y += 12
    for k, line in enumerate(inv.lines):
        desc = textwrap.wrap(line.description, 34)
        m(y, f"{(k + 1) * 10:>3}  {line.article or '':<16} {desc[0]:<34} {inv.qty(line):>8} {line.unit:<4} "
             f"{inv.number(line.price):>10} {inv.pct(line.discount) if line.discount else '':>5} "
             f"{inv.number(line.amount):>12}")
        for more in desc[1:] + [t for extra in line.detail for t in textwrap.wrap(extra, 34)]:
            y += 3.8
            m(y, f"{'':<22}{more}")
        y += 5
    m(y - 1.2, rule)
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        m(y, f"{'':<56}{label:<28}{inv.number(value):>16}", strong)
        y += 4.2
    m(y - 1.4, f"{'':<56}{'=' * 44}")
    y += 6
    m(y, f"{w['due']:<18}: {inv.due.strftime(d)}")
    m(y + 4, f"{w['terms']:<18}: {inv.extra['terms']}")
    y += 11
    for text in ([inv.statement] if inv.statement else []) + [w["pay"]]:
        for row in textwrap.wrap(text, 100):
            m(y, row)
            y += 3.8
        y += 1.5
    if inv.payment_ref:
        m(y + 1, f"{w['comm']}: {inv.payment_ref}", True)
    return bytes(pdf.output())


# --- bob50 (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def bob50(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Nummer", "Datum", "Vervaldag", "Klantnr.", "Uw ref."),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Btw", "Totaal excl."),
          "sum": ("Btw-tarief", "Maatstaf van heffing", "Btw"), "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Totaal incl. btw", "vatno": "Btw", "due": "Te betalen",
          "pay": "Gelieve het bedrag van € {gross} te betalen vóór {due} op rekening {iban} (BIC {bic}) met "
                 "vermelding van de gestructureerde mededeling {ref}.",
          "cond": "Onze facturen zijn betaalbaar op de vervaldag. Bij niet-betaling op de vervaldag is van "
                  "rechtswege en zonder ingebrekestelling een nalatigheidsintrest verschuldigd van 10 % per jaar "
                  "en een forfaitaire schadevergoeding van 10 % met een minimum van € 40."}
         if nl else
         {"title": "FACTURE", "facts": ("Numéro", "Date", "Échéance", "N° client", "Votre réf."),
          "cols": ("Description", "Quantité", "Unité", "Prix unitaire", "TVA", "Total HTVA"),
          "sum": ("Taux TVA", "Base imposable", "TVA"), "net": "Total HTVA", "vat": "TVA {rate}%",
          "gross": "Total TVAC", "vatno": "TVA", "due": "À payer",
          "pay": "Merci de verser le montant de {gross} € avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "cond": "Nos factures sont payables à l'échéance. En cas de non-paiement à l'échéance, un intérêt de "
                  "retard de 10 % l'an et une indemnité forfaitaire de 10 % avec un minimum de 40 € sont dus de "
                  "plein droit et sans mise en demeure."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    c.text(18, 20, s.name, 13, "DVB")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email]):
        c.text(18, 26 + k * 3.9, text, 8)
    c.text(18, 43, f"{w['vatno']} {s.vat} - {s.register}", 7.4, grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(115, 50 + k * 4.6, text, 9.6, "DVB" if k == 0 else "DV")
    c.text(115, 72, f"{w['vatno']} {BUYER_VAT}", 8.4)
    c.text(18, 88, w["title"], 16, "DVB")
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.customer_no,
              inv.po_printed or "")
    xs, widths = [18, 46, 72, 98, 122], [28, 26, 26, 24, 70]
    _box(c, 18, 92, 174, 11, 0.5, 0.4)
    c.fill(18, 92, 174, 4.6, 0.9)
    for x, wd, label, value in zip(xs, widths, w["facts"], values):
        if x > 18:
            _vline(c, x, 92, 103, 0.4, 0.4)
        c.text(x + 1.5, 95.3, label, 7, grey=0.3)
        c.text(x + 1.5, 100.8, value, 8.6, "DVB" if label in ("Nummer", "Numéro") else "DV")
    y = 112
    c.fill(18, y - 4.2, 174, 6, 0.82)
    cols = [(19.5, "left"), (118, "right"), (121, "left"), (158, "right"), (170, "right"), (191, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, "DVB", al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, "DV", 8.4, 90 * MM)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), line.unit, inv.number(line.price),
                                         inv.rate() + "%", inv.number(line.amount))):
            c.text(x, y, value, 8.4, "DV", al)
        for more in desc[1:]:
            y += 3.8
            c.text(19.5, y, more, 8.4)
        c.rule(18, y + 2.2, 192, 0.3, grey=0.75)
        y += 6.4
    y += 6
    # the VAT summary left, the totals right
    top = y
    for x, head in zip((20, 70, 100), w["sum"]):
        c.text(x, y, head, 7.4, "DVB", "left" if x == 20 else "right")
    c.rule(18, y + 1.4, 102, 0.4)
    c.text(20, y + 5.6, inv.rate() + "%", 8.2)
    c.text(70, y + 5.6, inv.number(inv.net_total), 8.2, "DV", "right")
    c.text(100, y + 5.6, inv.number(inv.vat_amount), 8.2, "DV", "right")
    y = top
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        c.text(160, y, label, 9, "DVB" if strong else "DV", "right")
        c.text(191, y, "€ " + inv.number(value), 9, "DVB" if strong else "DV", "right")
        y += 5.4
    c.fill(128, y - 3.6, 64, 7, 0.88)
    c.text(160, y + 1.2, w["due"], 10, "DVB", "right")
    c.text(191, y + 1.2, "€ " + inv.number(inv.gross_total), 10, "DVB", "right")
    y += 14
    texts = ([inv.extra["note"]] if inv.extra.get("note") else []) + [
        w["pay"].format(gross=inv.number(inv.gross_total), due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic,
                        ref=inv.payment_ref)]
    for text in texts:
        for row in rl_wrap(text, "DV", 8.4, 174 * MM):
            c.text(18, y, row, 8.4)
            y += 4.1
        y += 1.8
    yy = 272
    for row in rl_wrap(w["cond"], "DV", 6.6, 174 * MM):
        c.text(18, yy, row, 6.6, grey=0.35)
        yy += 3.1
    c.text(105, 285, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.4, "DV",
           "center", grey=0.35)
    return c.bytes()


# --- jeeves (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def jeeves(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    e = inv.extra
    w = ({"title": "FACTUUR", "no": "Nummer", "page": "Pagina 1(1)", "bill": "Factuuradres", "ship": "Afleveradres",
          "store": "Magazijn / expeditie",
          "facts": ("Factuurdatum", "Klantnummer", "Uw referentie", "Onze referentie", "Uw ordernummer",
                    "Ons ordernummer", "Leveringsvoorwaarden", "Verzendwijze", "Betalingsvoorwaarden",
                    "Vervaldatum"),
          "cols": ("Artikelnr", "Omschrijving", "Geleverd", "Eenh", "Prijs", "Rab %", "Bedrag"),
          "tot": ("Goederen", "Vracht", "Netto", "Btw %", "Btw", "Te betalen EUR"),
          "foot": ("Adres", "Telefoon / e-mail", "Bank", "Btw-nummer / KvK")}
         if nl else
         {"title": "RECHNUNG", "no": "Nummer", "page": "Seite 1(1)", "bill": "Rechnungsadresse",
          "ship": "Lieferadresse", "store": "Lager / Warenannahme",
          "facts": ("Rechnungsdatum", "Kundennummer", "Ihre Referenz", "Unsere Referenz", "Ihre Bestellnr.",
                    "Unsere Auftragsnr.", "Lieferbedingung", "Versandart", "Zahlungsbedingung", "Fälligkeitsdatum"),
          "cols": ("Artikelnr.", "Bezeichnung", "Geliefert", "Einh.", "Preis", "Rab. %", "Betrag"),
          "tot": ("Warenwert", "Fracht", "Netto", "MwSt. %", "MwSt.", "Zu zahlen EUR"),
          "foot": ("Anschrift", "Telefon / E-Mail", "Bankverbindung", "USt-IdNr. / Handelsregister")})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    lib_fonts(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, s.name, 15, "B")
    f(18, 25.5, f"{s.street}, {place(inv)}", 8)
    f(120, 20, w["title"], 15, "B")
    f(120, 26, f"{w['no']} {inv.invoice_no}", 9.5, "B")
    f(192, 26, w["page"], 8, "", "right")
    dfmt = "%Y-%m-%d"
    f(18, 42, w["bill"], 7, "", "left")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(18, 47 + k * 4.3, text, 9.4, "B" if k == 0 else "")
    f(18, 72, w["ship"], 7)
    for k, text in enumerate([BUYER[0], w["store"], BUYER[1], BUYER[2]]):
        f(18, 77 + k * 4, text, 8.4)
    values = (inv.issued.strftime(dfmt), inv.customer_no, e["yours"], e["ours"], inv.po_printed or "", e["order"],
              e["delivery"], e["via"], e["terms"], inv.due.strftime(dfmt))
    k = 0
    for label, value in zip(w["facts"], values):
        if value:
            f(120, 36 + k * 4.5, label, 7.4)
            f(152, 36 + k * 4.5, value, 8.4)
            k += 1
    y = 102
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(18, y - 4.4, 192, y - 4.4)
    cols = [(18, "left"), (40, "left"), (128, "right"), (130, "left"), (150, "right"), (164, "right"),
            (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", al)
    pdf.line(18, y + 1.6, 192, y + 1.6)
    y += 6.6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 70)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.pct(line.discount) if line.discount else "",
                                         inv.number(line.amount))):
            f(x, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.7
            f(40, y, more, 8.4)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(18, y - 2.4, 192, y - 2.4)
    y += 6
    if inv.statement:
        pdf.set_font("Lib", "", 8)
        for row in fp_wrap(pdf, inv.statement, 174):
            f(18, y, row, 8)
            y += 3.8
    # the totals row at the foot of the page
    charge = sum((amount for _, amount in inv.charges()), inv.subtotal * 0)
    cells = (inv.number(inv.subtotal), inv.number(charge), inv.number(inv.net_total), inv.rate(),
             inv.number(inv.vat_amount), inv.number(inv.gross_total))
    xs = (18, 48, 74, 104, 124, 150, 192)
    pdf.set_line_width(0.3)
    pdf.rect(18, 238, 174, 13)
    for k, (label, value) in enumerate(zip(w["tot"], cells)):
        if k:
            pdf.line(xs[k], 238, xs[k], 251)
        f(xs[k + 1] - 2, 242, label, 7, "", "right")
        f(xs[k + 1] - 2, 248.5, value, 9.4 if k == 5 else 8.8, "B" if k == 5 else "", "right")
    pdf.set_line_width(0.2)
    pdf.line(18, 263, 192, 263)
    foot = ([s.name, s.street, place(inv), COUNTRY[s.country][inv.language]],
            [s.phone, s.email],
            [f"IBAN {inv.iban}", f"BIC {inv.bic}"],
            [s.vat, s.register])
    for x, label, rows in zip((18, 66, 112, 158), w["foot"], foot):
        f(x, 267, label, 6.6, "B")
        for k, text in enumerate(rows):
            f(x, 270.6 + k * 3.2, text, 6.8)
    return bytes(pdf.output())


# --- admisol (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def admisol(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, s.name, 16, B)
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email]):
        c.text(18, 28.5 + k * 4, text, 8.6, F)
    _box(c, 112, 44, 80, 30, 0.5)
    c.text(115, 49, "Klant", 7, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BTW " + BUYER_VAT]):
        c.text(115, 54.5 + k * 4.6, text, 9.4, B if k == 0 else F)
    c.text(18, 86, "FACTUUR", 18, B)
    dfmt = "%d/%m/%Y"
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime(dfmt)),
             ("Vervaldatum", inv.due.strftime(dfmt)), ("Klantnummer", inv.customer_no))
    for k, (label, value) in enumerate(facts):
        c.text(18, 93 + k * 4.6, label + ":", 9, F)
        c.text(50, 93 + k * 4.6, value, 9, B if k == 0 else F)
    y = 118
    edges = (18, 42, 118, 134, 150, 168, 176, 192)
    heads = ("Code", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Btw", "Totaal")
    rows = []
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 73 * MM)
        rows.append((line.article or "", desc, inv.qty(line), line.unit, inv.number(line.price), inv.rate() + "%",
                     inv.number(line.amount)))
    height = 6 + sum(3.9 * len(r[1]) + 2.6 for r in rows)
    c.fill(18, y, 174, 6, 0.9)
    _box(c, 18, y, 174, height, 0.5)
    for x in edges[1:-1]:
        _vline(c, x, y, y + height, 0.4)
    for k, head in enumerate(heads):
        right = k in (2, 4, 5, 6)
        c.text(edges[k + 1] - 1.2 if right else edges[k] + 1.2, y + 4.2, head, 8, B, "right" if right else "left")
    c.rule(18, y + 6, 192, 0.5)
    yy = y + 6 + 4.4
    for code, desc, qty, unit, price, rate, amount in rows:
        cells = (code, desc[0], qty, unit, price, rate, amount)
        for k, value in enumerate(cells):
            right = k in (2, 4, 5, 6)
            c.text(edges[k + 1] - 1.2 if right else edges[k] + 1.2, yy, value, 8.6, F, "right" if right else "left")
        for more in desc[1:]:
            yy += 3.9
            c.text(43.2, yy, more, 8.6, F)
        yy += 6.5
    y += height + 8
    for label, value, strong in totals(inv, "", "Totaal excl. BTW", "BTW {rate} %", "Totaal incl. BTW"):
        c.text(165, y, label, 9.4, B if strong else F, "right")
        c.text(192, y, "€ " + inv.number(value), 9.4, B if strong else F, "right")
        y += 5.2
    c.rule(140, y - 9, 192, 0.4)
    y += 10
    texts = [f"Te betalen binnen {inv.extra['terms']} op rekeningnummer {inv.iban} (BIC {inv.bic}).",
             f"Gelieve bij betaling de gestructureerde mededeling {inv.payment_ref} te vermelden."]
    for text in texts:
        c.text(18, y, text, 8.8, F)
        y += 4.8
    c.rule(18, 276, 192, 0.3, grey=0.6)
    c.text(105, 280, f"{s.name} - {s.street} - {place(inv)} - BTW {s.vat} - {s.register}", 7, F, "center", grey=0.3)
    c.text(105, 283.6, f"IBAN {inv.iban} - BIC {inv.bic} - {s.email}", 7, F, "center", grey=0.3)
    return c.bytes()


# --- plex (reportlab canvas, DejaVu Sans Condensed) -----------------------------------------------------------------
def plex(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    e = inv.extra
    w = ({"title": "FACTURE", "grid": ("N° facture", "Date facture", "Page"), "bill": "Facturé à", "ship": "Livré à",
          "dock": "Quai de réception 3",
          "band": ("Commande client", "N° commande", "Conditions", "Date d'expédition", "N° expédition",
                   "Transporteur", "Incoterm"),
          "cols": ("Ligne", "Réf. pièce", "Rév.", "Désignation", "Qté", "UM", "Prix unit.", "Montant"),
          "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total EUR", "vatno": "N° TVA",
          "due": "Échéance", "pay": "Règlement par virement : IBAN {iban} - BIC {bic}", "dfmt": "%d/%m/%Y"}
         if fr else
         {"title": "RECHNUNG", "grid": ("Rechnungsnr.", "Rechnungsdatum", "Seite"), "bill": "Rechnung an",
          "ship": "Lieferung an", "dock": "Warenannahme Tor 3",
          "band": ("Kundenbestellung", "Auftragsnr.", "Zahlungsbedingung", "Leistungsdatum", "Lieferschein",
                   "Spediteur", "Incoterm"),
          "cols": ("Zeile", "Teilenr.", "Rev.", "Beschreibung", "Menge", "ME", "Einzelpreis", "Betrag"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR",
          "vatno": "USt-IdNr.", "due": "Fällig am", "pay": "Zahlung per Überweisung: IBAN {iban} - BIC {bic}",
          "dfmt": "%d.%m.%Y"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.text(18, 19, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv) + " - " + COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 24.5 + k * 3.6, text, 7.6, F)
    c.text(192, 19, w["title"], 18, B, "right")
    gx = (128, 152, 178, 192)
    _box(c, 128, 24, 64, 11, 0.5)
    c.fill(128, 24, 64, 4.6, 0.88)
    for k, (label, value) in enumerate(zip(w["grid"], (inv.invoice_no, inv.issued.strftime(w["dfmt"]), "1 / 1"))):
        if k:
            _vline(c, gx[k], 24, 35)
        c.text(gx[k] + 1.2, 27.5, label, 6.8, F, grey=0.25)
        c.text(gx[k] + 1.2, 32.8, value, 8.4, B if k == 0 else F)
    for x, label, rows in ((18, w["bill"], [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"]),
                           (106, w["ship"], [BUYER[0], w["dock"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]])):
        _box(c, x, 44, 86, 28, 0.4, 0.4)
        c.text(x + 2, 48, label, 7, B, grey=0.3)
        for k, text in enumerate(rows):
            c.text(x + 2, 53 + k * 4, text, 8.6, B if k == 0 else F)
    values = (inv.po_printed or "", e["so"], e["terms"], e["ship_date"], e["shipper"], e["carrier"], e["fob"])
    band = [(label, value) for label, value in zip(w["band"], values) if value]
    share = [max(len(label), len(value)) + 3 for label, value in band]
    x = 18
    c.fill(18, 78, 174, 4.8, 0.85)
    _box(c, 18, 78, 174, 10.6, 0.4, 0.4)
    for (label, value), part in zip(band, share):
        width = 174 * part / sum(share)
        if x > 18:
            _vline(c, x, 78, 88.6, 0.4, 0.4)
        c.text(x + 1.2, 81.6, label, 6.8, B)
        c.text(x + 1.2, 86.8, value, 8, F)
        x += width
    y = 98
    cols = [(18, "left"), (28, "left"), (50, "left"), (60, "left"), (142, "right"), (144, "left"), (170, "right"),
            (192, "right")]
    c.rule(18, y - 4, 192, 0.6)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.6, B, al)
    c.rule(18, y + 1.6, 192, 0.6)
    y += 6.4
    revs = e["revs"].split()
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.2, 66 * MM)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", revs[k], desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(60, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.25, grey=0.7)
        y += 6.2
    y += 5
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(124, y - 3.8, 68, 5.6, 0.88)
        c.text(164, y, label, 8.8, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.8, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = [f"{w['due']} : {inv.due.strftime(w['dfmt'])} ({e['terms']})" if fr else
             f"{w['due']}: {inv.due.strftime(w['dfmt'])} ({e['terms']})", inv.statement,
             w["pay"].format(iban=inv.iban, bic=inv.bic)]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 3.9
        y += 1.6
    c.rule(18, 279, 192, 0.3, grey=0.6)
    c.text(105, 283, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, "center", grey=0.35)
    c.text(192, 289, "Page 1 / 1" if fr else "Seite 1 / 1", 6.4, F, "right", grey=0.5)
    return c.bytes()


# --- monitor (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def monitor(inv: Invoice) -> bytes:
    s, e = inv.supplier, inv.extra
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], f"Tél. {s.phone}", s.email]):
        f(18, 25.5 + k * 3.7, text, 7.8)
    f(118, 20, "FACTURE", 16, "B")
    dfmt = "%Y-%m-%d"
    for k, (label, value) in enumerate((("N° de facture", inv.invoice_no), ("Date de facture",
                                                                             inv.issued.strftime(dfmt)),
                                        ("N° client", inv.customer_no), ("Page", "1 (1)"))):
        f(118, 27 + k * 4, label, 7.6)
        f(150, 27 + k * 4, value, 8.2, "B" if k == 0 else "")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA {BUYER_VAT}"]):
        f(118, 50 + k * 4.4, text, 9.2, "B" if k == 0 else "")
    refs = [("Votre référence", e["yours"]), ("Notre référence", e["ours"]),
            ("Votre n° de commande", inv.po_printed or ""), ("Notre n° de commande", e["order"]),
            ("Conditions de livraison", e["delivery"]), ("Mode de livraison", e["via"]),
            ("Conditions de paiement", e["terms"]), ("Date d'échéance", inv.due.strftime(dfmt))]
    refs = [pair for pair in refs if pair[1]]
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.3)
    rows = (len(refs) + 1) // 2
    pdf.rect(18, 78, 174, rows * 4.6 + 3)
    for k, (label, value) in enumerate(refs):
        x, yy = (20 if k % 2 == 0 else 106), 82.4 + (k // 2) * 4.6
        f(x, yy, label, 7.2)
        f(x + 36, yy, value, 8.2)
    y = 78 + rows * 4.6 + 14
    cols = [(18, "left"), (28, "left"), (54, "left"), (130, "right"), (132, "left"), (160, "right"),
            (172, "right"), (192, "right")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(18, y - 4.2, 174, 6, style="F")
    for (x, al), head in zip(cols, ("Pos.", "Référence", "Désignation", "Qté", "Unité", "Prix unit.", "Rem. %",
                                     "Montant")):
        f(x + (1 if al == "left" else -0.5), y, head, 7.6, "B", al)
    y += 7
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 64)
        for (x, al), value in zip(cols, (str((k + 1) * 10), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.pct(line.discount) if line.discount else "",
                                         inv.number(line.amount))):
            f(x + (1 if al == "left" else -0.5), y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(55, y, more, 8.2)
        y += 5.6
    pdf.line(18, y - 2.6, 192, y - 2.6)
    y += 5
    for label, value, strong in totals(inv, "Total lignes", "Total HTVA", "TVA {rate} %", "Total TVAC EUR"):
        f(164, y, label, 8.8, "B" if strong else "", "right")
        f(191.5, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    pdf.line(130, y - 8.6, 192, y - 8.6)
    y += 8
    for text in (f"Paiement : IBAN {inv.iban} - BIC {inv.bic} - Communication : facture {inv.invoice_no}",
                 "Les marchandises restent notre propriété jusqu'au paiement intégral de la facture."):
        f(18, y, text, 8)
        y += 4.4
    pdf.line(18, 266, 192, 266)
    for x, rows in zip((18, 78, 138), ([s.name, s.street, place(inv)], [f"Tél. {s.phone}", s.email, s.register],
                                       [f"TVA {s.vat}", f"IBAN {inv.iban}", f"BIC {inv.bic}"])):
        for k, text in enumerate(rows):
            f(x, 270 + k * 3.4, text, 6.8)
    return bytes(pdf.output())


# --- syspro (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def syspro(inv: Invoice) -> bytes:
    s, e = inv.supplier, inv.extra
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("spl", 6.8, "LSB", grey=0.3)
    normal, right = _style("spn", 8, "LS"), _style("spr", 8, "LS", align=2)
    bold_r = _style("spbr", 8, "LSB", align=2)
    head, head_r = _style("sph", 7.4, "LSB"), _style("sphr", 7.4, "LSB", align=2)
    dfmt = e["date_fmt"]
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country]['en'])}<br/>Tel {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"VAT Reg. No. {escape(s.vat)}", _style("spc", 8.2, "LS", lead=10.4))
    grid = Table([[Paragraph("Invoice No.", lab), Paragraph(escape(inv.invoice_no), _style("spi", 9, "LSB"))],
                  [Paragraph("Invoice Date", lab), Paragraph(inv.issued.strftime(dfmt), normal)],
                  [Paragraph("Page", lab), Paragraph("1", normal)]], colWidths=[24 * mm, 34 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    right_block = [Paragraph("<b>INVOICE</b>", _style("spt", 20, "LSB", align=2, lead=24)), Spacer(1, 2 * mm), grid]
    top = Table([[company, right_block]], colWidths=[116 * mm, 62 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    sold = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "Belgium", "VAT " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Goods receiving", BUYER[1], BUYER[2], "Belgium"))
    addr = Table([[Paragraph("Sold To", lab), Paragraph("Ship To", lab)],
                  [Paragraph(sold, _style("spa", 8.6, "LS", lead=10.8)),
                   Paragraph(ship, _style("spa2", 8.6, "LS", lead=10.8))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("BOX", (1, 0), (1, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    band_heads = ("Customer", "Customer PO No.", "Sales Order", "Salesperson", "Ship Via", "Terms")
    band_values = (inv.customer_no, inv.po_printed or "", e["so"], e["rep"], e["via"], e["terms"])
    band = Table([[Paragraph(h, lab) for h in band_heads], [Paragraph(escape(v), normal) for v in band_values]],
                 colWidths=[22 * mm, 32 * mm, 36 * mm, 30 * mm, 30 * mm, 28 * mm])
    band.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.4, 0.4, 0.4)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    heads = ("Stock Code", "Description", "Ordered", "Shipped", "B/O", "Price", "Per", "Disc %", "Value")
    rows = [[Paragraph(h, head_r if k in (2, 3, 4, 5, 7, 8) else head) for k, h in enumerate(heads)]]
    for line in inv.lines:
        qty = inv.qty(line)
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(qty, right), Paragraph(qty, right), Paragraph(inv.number(line.quantity * 0, 3), right),
                     Paragraph(inv.number(line.price), right), Paragraph(escape(line.unit), normal),
                     Paragraph(f"{line.discount:.2f}" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[27 * mm, 55 * mm, 15 * mm, 15 * mm, 11 * mm, 16 * mm, 9 * mm, 12 * mm, 18 * mm],
                  repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    freight = sum((amount for _, amount in inv.charges()), inv.subtotal * 0)
    trows = [("Merchandise", inv.subtotal, False), ("Freight", freight, False),
             ("Misc. Charges", inv.subtotal * 0, False), ("Total excl. VAT", inv.net_total, False),
             (f"VAT {inv.vat_rate:.2f}%", inv.vat_amount, False), ("Invoice Total EUR", inv.gross_total, True)]
    tot = Table([[Paragraph(label, bold_r if strong else right),
                  Paragraph(inv.number(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[40 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 5 * mm), addr, Spacer(1, 4 * mm), band, Spacer(1, 5 * mm), table, Spacer(1, 3 * mm),
             tot, Spacer(1, 8 * mm)]
    texts = [inv.statement] if inv.statement else []
    texts.append(f"Due date: {inv.due.strftime(dfmt)}. Please remit to IBAN {inv.iban}, BIC {inv.bic}, quoting "
                 + (f"the structured communication {inv.payment_ref}." if inv.payment_ref
                    else f"invoice number {inv.invoice_no}."))
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · VAT Reg. No. {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"baan": baan, "bob50": bob50, "jeeves": jeeves, "admisol": admisol, "plex": plex, "monitor": monitor,
           "syspro": syspro}
