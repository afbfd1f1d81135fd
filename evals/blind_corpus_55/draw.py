"""Seven page writers for the fifty-fifth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of web-shop, order-management or merchant-of-record software (no logos, no trademarks,
invented suppliers): three on fpdf2, four on reportlab (three on its canvas, one on its platypus flowables), on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, the buyer, the totals rows) are the shared
evals/blind_corpus/drawing.py's.

- gambio (fpdf2, Liberation Sans): a Gambio-style German web-shop invoice (the xt:Commerce lineage): the shop top
  right, the sender line over the window, an info block (`Rechnungsnummer`, `Rechnungsdatum`, `Bestellnummer`,
  `Bestelldatum`, `Kundennummer`, `Zahlungsweise`, `Versandart`, where set `Ihre Referenz`), `Rechnung`, columns
  `Menge` (`2 x`) / `Artikel` (product attributes under the name) / `Art.-Nr.` / `MwSt.` / `Einzelpreis` /
  `Summe` with `EUR`, the order-total modules (`Zwischensumme`, a coupon or the shipping, `Summe netto`,
  `zzgl. 21% MwSt.`, `Rechnungsbetrag`), the customer's order comment, a three-column footer.
- oxid (reportlab canvas, DejaVu Sans): an OXID eSales-style invoice PDF, de or fr: the shop address as a small line,
  the customer left and the shop right, `Rechnung Nr. 40418` / `Facture n° …`, a line with `Bestellnr.`,
  `Kundennr.`, `Datum`, the customer's VAT number, the customer's message, columns `Menge` / `Art.-Nr.` /
  `Artikel` / `MwSt.` / `Einzelpreis` / `Gesamt`, totals (`Summe Artikel netto`, `Versandkosten`,
  `Gesamtsumme netto`, `zzgl. MwSt. 0 %`, `Gesamtsumme`), the payment method, a footer.
- ccvshop (fpdf2, DejaVu Sans): a CCV Shop-style Dutch web-shop invoice: the shop name left, `Factuur` right, the
  invoice and delivery addresses, a fact table (`Factuurnummer`, `Factuurdatum`, `Ordernummer`, `Klantnummer`,
  `Betaalmethode`, `Verzendmethode`, `Opmerking` / `Uw referentie`), columns `Artikelnummer` (only when a line has
  one) / `Omschrijving` / `Aantal` / `Stukprijs` / `Btw` / `Totaal` with `€`, totals (`Subtotaal`,
  `Verzendkosten`, `Totaal excl. btw`, `Btw 12%`, `Totaal incl. btw`), a footer with KvK/btw/IBAN.
- mijnwebwinkel (reportlab canvas, Liberation Sans): a Mijnwebwinkel-style small Dutch web-shop invoice: the shop
  left, `Factuur` right with `Factuurnummer`, `Factuurdatum`, `Bestelnummer`, `Betaalmethode`, `Factuuradres`
  and `Verzendadres`, columns `Product` (the article number under the name, in grey) / `Aantal` / `Prijs` /
  `Btw` / `Totaal`, totals (`Subtotaal`, `Verzendkosten`, `Totaal excl. btw`, `Btw 6%`, `Totaal`), the payment
  request with the structured communication.
- ecwid (reportlab platypus, DejaVu Sans): an Ecwid-style store-widget invoice, fr or en: the store left, `Facture` /
  `Invoice` with its number and written date right, `Facturer à` / `Bill to` and `Livrer à` / `Ship to`, the
  payment and shipping methods, the order comments, columns `Produit` / `Référence` (SKU, only when a line has
  one) / `Qté` / `Prix` / `Total` with options under the name, totals `Sous-total`, the discount or delivery,
  `TVA 21 %`, `Total`: **no line labelled net**.
- linnworks (fpdf2, Liberation Sans): a Linnworks-style order-management invoice template, en: the company left,
  `INVOICE` right, `Invoice To` / `Deliver To` boxes, a fact grid (`Invoice No.`, `Invoice Date`, `Order No.`,
  `Customer Ref.`, `Channel`, `Shipping`), columns `SKU` / `Item Title` / `Qty` / `Unit Price` / `Tax Rate` /
  `Tax` / `Line Total`, totals `Subtotal`, `Postage`, `Tax`, `Total`: **no line labelled net**.
- paddle (reportlab canvas, Liberation Sans): a Paddle-style merchant-of-record invoice, en or fr: `Invoice` /
  `Facture` large, the number, date of issue and the PO number, the merchant of record `Sold by` / `Vendu par`
  and the customer `Bill to` / `Facturé à` with its VAT number, `… paid on …`, columns `Description` / `Qty` /
  `Unit price` / `Tax` / `Amount`, totals (`Subtotal`, `Tax`, `Total`, `Amount paid`, `Amount due`), a note
  on the merchant of record and the software publisher."""

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
                     _ft, _issued, _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)
COUNTRY = {**COUNTRY, "ES": {"en": "Spain", "fr": "Espagne"}}


# --- gambio (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def gambio(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    eur = lambda v: inv.number(v) + " EUR"  # noqa: E731
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x_, y, text, size=8.6, style="", align="left": _ft(pdf, x_, y, text, size, style, align, "Lib")  # noqa: E731
    f(192, 17, s.name, 13, "B", "right")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["de"], f"Tel.: {s.phone}", s.email]):
        f(192, 23 + k * 3.8, text, 8, "", "right")
    f(20, 46, f"{s.name} - {s.street} - {place(inv)}", 6.4)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(20, 47.2, 100, 47.2)
    for k, text in enumerate([BUYER[0], "Buchhaltung", BUYER[1], BUYER[2], COUNTRY_BE["de"]]):
        f(20, 53 + k * 4.4, text, 9.6)
    info = [("Rechnungsnummer:", inv.invoice_no), ("Rechnungsdatum:", inv.day(inv.issued, "%d.%m.%Y")),
            ("Bestellnummer:", x["order"]), ("Bestelldatum:", x["ordered"]), ("Kundennummer:", inv.customer_no),
            ("Zahlungsweise:", x["payment"]), ("Versandart:", x["shipping"])]
    if x["po_where"] == "info":
        info.append(("Ihre Referenz:", inv.po_printed))
    info.append(("Ihre USt-IdNr.:", BUYER_VAT))
    for k, (label, value) in enumerate(info):
        f(120, 52 + k * 4.2, label, 8)
        f(150, 52 + k * 4.2, value, 8)
    f(20, 100, "Rechnung", 16, "B")
    y = 110
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.4, 172, 6.2, style="F")
    cols = [(21, "left"), (34, "left"), (112, "left"), (146, "right"), (168, "right"), (191, "right")]
    for (cx, al), head in zip(cols, ("Menge", "Artikel", "Art.-Nr.", "MwSt.", "Einzelpreis", "Summe")):
        f(cx, y, head, 8, "B", al)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "B", 8.4)
        desc = fp_wrap(pdf, line.description, 74)
        values = (f"{inv.qty(line)} x", desc[0], line.article or "", f"{inv.rate()}%", eur(line.price),
                  eur(line.amount))
        for (cx, al), value in zip(cols, values):
            f(cx, y, value, 8.4, "B" if cx == 34 else "", al)
        for more in desc[1:]:
            y += 3.8
            f(34, y, more, 8.4, "B")
        for attr in line.detail:
            y += 3.6
            f(36, y, f"- {attr}", 7.6)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(20, y + 2.2, 192, y + 2.2)
        y += 6.4
    y += 3
    rows = totals(inv, "Zwischensumme:", "Summe netto:", "zzgl. {rate}% MwSt.:", "Rechnungsbetrag:")
    for label, value, strong in rows:
        f(164, y, label if label.endswith(":") else label + ":", 8.8, "B" if strong else "", "right")
        f(191, y, eur(value), 8.8, "B" if strong else "", "right")
        y += 4.7
    y += 6
    pdf.set_font("Lib", "", 8.4)
    if x["po_where"] == "comment":
        f(20, y, "Ihre Anmerkungen zur Bestellung:", 8.4, "B")
        y += 4.2
        f(20, y, inv.po_printed, 8.4)
        y += 7
    texts = ([inv.statement] if inv.statement else []) + [
        f"Bitte überweisen Sie den Rechnungsbetrag bis zum {inv.day(inv.due, '%d.%m.%Y')} unter Angabe der "
        f"Rechnungsnummer auf unser Konto." + (f" Strukturierte Mitteilung: {inv.payment_ref}" if inv.payment_ref
                                               else ""),
        "Vielen Dank für Ihre Bestellung!"]
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4
        y += 1.6
    pdf.set_draw_color(160, 160, 160)
    pdf.line(20, 272, 192, 272)
    cols3 = [[s.name, s.street, place(inv), COUNTRY[s.country]["de"]],
             [s.register, f"USt-IdNr.: {s.vat}", x["manager"]],
             ["Bankverbindung", f"IBAN: {inv.iban}", f"BIC: {inv.bic}"]]
    for cx, col in zip((20, 80, 140), cols3):
        for k, text in enumerate(col):
            f(cx, 276 + k * 3.2, text, 6.6)
    return bytes(pdf.output())


# --- oxid (reportlab canvas, DejaVu Sans) ---------------------------------------------------------------------------
def oxid(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung Nr.", "order": "Bestellnr.", "cust": "Kundennr.", "date": "Datum",
          "vat": "Ihre USt-ID", "msg": "Ihre Mitteilung an uns", "cols": ("Menge", "Art.-Nr.", "Artikel", "MwSt.",
                                                                          "Einzelpreis", "Gesamt"),
          "sub": "Summe Artikel netto", "net": "Gesamtsumme netto", "tax": "zzgl. MwSt. {rate} %",
          "gross": "Gesamtsumme", "pay": "Zahlungsart", "due": "Zahlbar ohne Abzug bis zum {due}.",
          "thanks": "Wir bedanken uns für Ihren Einkauf!", "vatno": "USt-IdNr.", "bank": "Bankverbindung",
          "reg": "Registergericht"}
         if de else
         {"title": "Facture n°", "order": "N° de commande", "cust": "N° client", "date": "Date",
          "vat": "Votre n° TVA", "msg": "Votre message", "cols": ("Qté", "Réf.", "Article", "TVA", "Prix unitaire",
                                                                  "Total"),
          "sub": "Total articles HT", "net": "Total HT", "tax": "TVA {rate} %", "gross": "Total TTC",
          "pay": "Mode de paiement", "due": "Payable sans escompte jusqu'au {due}.",
          "thanks": "Nous vous remercions de votre commande !", "vatno": "N° TVA", "bank": "Banque",
          "reg": "Registre"})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title'].split()[0]} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(20, 44, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(20, 50 + k * 4.4, text, 9.4, F)
    c.text(192, 20, s.name, 11.5, B, "right")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email]):
        c.text(192, 26 + k * 3.8, text, 7.8, F, "right")
    c.text(20, 86, f"{w['title']} {inv.invoice_no}", 13, B)
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    c.text(20, 93, f"{w['order']}: {inv.extra['order']}     {w['cust']}: {inv.customer_no}     "
                   f"{w['date']}: {inv.day(inv.issued, dfmt)}", 8.4, F)
    c.text(20, 97.5, f"{w['vat']}: {BUYER_VAT}", 8.4, F)
    y = 104
    if inv.po_printed:
        c.text(20, y, f"{w['msg']}:", 8.4, B)
        for row in rl_wrap(inv.extra["message"].format(po=inv.po_printed), F, 8.4, 150 * MM):
            y += 4
            c.text(20, y, row, 8.4, F)
    y += 6
    cols = [(20, "left"), (34, "left"), (62, "left"), (146, "right"), (169, "right"), (192, "right")]
    for (cx, al), head in zip(cols, w["cols"]):
        c.text(cx, y, head, 7.8, B, al)
    c.rule(20, y + 1.8, 192, 0.5)
    y += 6.2
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 70 * MM)
        for (cx, al), value in zip(cols, (inv.qty(line), line.article or "", desc[0], f"{inv.rate()} %",
                                          eur(line.price), eur(line.amount))):
            c.text(cx, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(62, y, more, 8, F)
        y += 5.4
    c.rule(20, y - 2.4, 192, 0.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["tax"], w["gross"]):
        c.text(166, y, label, 8.6, B if strong else F, "right")
        c.text(192, y, eur(value), 8.6, B if strong else F, "right")
        if strong:
            c.rule(130, y - 3.8, 192, 0.5)
        y += 4.8
    y += 6
    texts = [f"{w['pay']}: {inv.extra['payment']}", w["due"].format(due=inv.day(inv.due, dfmt)), inv.statement,
             w["thanks"]]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 172 * MM):
            c.text(20, y, row, 8.2, F)
            y += 3.9
        y += 1.4
    c.rule(20, 272, 192, 0.3, grey=0.6)
    cols3 = [[s.name, s.street, place(inv)], [s.register, f"{w['vatno']} {s.vat}"],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for cx, col in zip((20, 82, 140), cols3):
        for k, text in enumerate(col):
            c.text(cx, 276 + k * 3.3, text, 6.5, F, grey=0.3)
    return c.bytes()


# --- ccvshop (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def ccvshop(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x_, y, text, size=8.6, style="", align="left": _ft(pdf, x_, y, text, size, style, align)  # noqa: E731
    f(18, 22, s.name, 15, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["nl"], s.phone, s.email]):
        f(18, 28 + k * 3.8, text, 7.8)
    f(192, 24, "Factuur", 22, "B", "right")
    f(18, 56, "Factuuradres", 7.6, "B")
    f(100, 56, "Afleveradres", 7.6, "B")
    for k, text in enumerate([BUYER[0], "t.a.v. boekhouding", BUYER[1], BUYER[2], COUNTRY_BE["nl"],
                              f"Btw-nummer: {BUYER_VAT}"]):
        f(18, 61 + k * 4.1, text, 8.6)
    for k, text in enumerate([BUYER[0], "Magazijn - laadkade 2", BUYER[1], BUYER[2], COUNTRY_BE["nl"]]):
        f(100, 61 + k * 4.1, text, 8.6)
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Ordernummer", x["order"]),
             ("Klantnummer", inv.customer_no), ("Betaalmethode", x["payment"]), ("Verzendmethode", x["shipping"])]
    if inv.po_printed:
        facts.append((x.get("po_label", "Opmerking"), inv.po_printed))
    y = 92
    pdf.set_draw_color(210, 210, 210)
    for k, (label, value) in enumerate(facts):
        cx = 18 if k % 2 == 0 else 105
        f(cx, y, label, 8, "B")
        f(cx + 30, y, value, 8)
        if k % 2 == 1 or k == len(facts) - 1:
            pdf.line(18, y + 1.8, 192, y + 1.8)
            y += 5.4
    y += 7
    articles = any(line.article for line in inv.lines)
    pdf.set_fill_color(44, 62, 80)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    if articles:
        cols = [(19, "left", 26), (46, "left", 66), (132, "right", 0), (154, "right", 0), (168, "right", 0),
                (191, "right", 0)]
        heads = ("Artikelnummer", "Omschrijving", "Aantal", "Stukprijs", "Btw", "Totaal")
    else:
        cols = [(19, "left", 92), (132, "right", 0), (154, "right", 0), (168, "right", 0), (191, "right", 0)]
        heads = ("Omschrijving", "Aantal", "Stukprijs", "Btw", "Totaal")
    desc_x, desc_w = cols[1 if articles else 0][0], cols[1 if articles else 0][2]
    for (cx, al, _), head in zip(cols, heads):
        f(cx, y, head, 7.8, "B", al)
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, desc_w)
        values = ([line.article or ""] if articles else []) + [
            desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price), f"{inv.rate()}%", eur(line.amount)]
        for (cx, al, _), value in zip(cols, values):
            f(cx, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.8
            f(desc_x, y, more, 8.2)
        pdf.set_draw_color(215, 215, 215)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 4
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal incl. btw"):
        f(162, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, eur(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(44, 62, 80)
            pdf.line(128, y - 4.4, 192, y - 4.4)
        y += 5.2
    y += 8
    pdf.set_font("DejaVu", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Gelieve het totaalbedrag binnen {x['terms']} over te maken op {inv.iban} (BIC {inv.bic})"
        + (f" met vermelding van {inv.payment_ref}." if inv.payment_ref else
           f" onder vermelding van factuurnummer {inv.invoice_no}.")]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8.2)
            y += 4
        y += 1.4
    f(105, 276.4, f"{s.name} | {s.street}, {place(inv)} | {s.register}", 6.6, "", "center")
    f(105, 280, f"Btw {s.vat} | IBAN {inv.iban} | BIC {inv.bic}", 6.6, "", "center")
    f(105, 283.6, "Op al onze leveringen zijn onze algemene voorwaarden van toepassing.", 6.6, "", "center")
    return bytes(pdf.output())


# --- mijnwebwinkel (reportlab canvas, Liberation Sans) --------------------------------------------------------------
def mijnwebwinkel(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, s.name, 14, B)
    for k, text in enumerate([s.street, place(inv), s.phone, s.email]):
        c.text(18, 28 + k * 4, text, 8.4, F, grey=0.25)
    c.text(192, 22, "Factuur", 20, F, "right")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Bestelnummer", x["order"]), ("Betaalmethode", x["payment"]), ("Verzendmethode", x["shipping"])]
    for k, (label, value) in enumerate(facts):
        c.text(140, 30 + k * 4.3, label, 8.2, F, grey=0.4)
        c.text(192, 30 + k * 4.3, value, 8.2, F, "right")
    c.text(18, 62, "Factuuradres", 8.2, B)
    c.text(100, 62, "Verzendadres", 8.2, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"], f"Btw: {BUYER_VAT}"]):
        c.text(18, 67 + k * 4.2, text, 8.8, F)
    for k, text in enumerate([BUYER[0], "Kantine / onthaal", BUYER[1], BUYER[2], COUNTRY_BE["nl"]]):
        c.text(100, 67 + k * 4.2, text, 8.8, F)
    y = 100
    cols = [(18, "left"), (128, "right"), (152, "right"), (166, "right"), (192, "right")]
    for (cx, al), head in zip(cols, ("Product", "Aantal", "Prijs", "Btw", "Totaal")):
        c.text(cx, y, head, 8.4, B, al)
    c.rule(18, y + 2, 192, 0.8, grey=0.2)
    y += 7.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 96 * MM)
        for (cx, al), value in zip(cols, (desc[0], inv.qty(line), eur(line.price), f"{inv.rate()}%",
                                          eur(line.amount))):
            c.text(cx, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.6, F)
        if line.article:
            y += 3.8
            c.text(18, y, f"Artikelnummer: {line.article}", 7.2, F, grey=0.45)
        c.rule(18, y + 2.4, 192, 0.25, grey=0.8)
        y += 7
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal"):
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, eur(value), 8.8, B if strong else F, "right")
        y += 5
    y += 8
    texts = [f"Wij verzoeken u het totaalbedrag van {eur(inv.gross_total)} vóór {inv.day(inv.due, '%d-%m-%Y')} "
             f"over te maken op rekening {inv.iban} (BIC {inv.bic}) ten name van {s.name}, met de gestructureerde "
             f"mededeling {inv.payment_ref}.",
             "Bedankt voor uw bestelling! Vragen over uw bestelling? Mail ons gerust."]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 2
    c.text(105, 279, f"{s.name} · {s.street}, {place(inv)} · {s.register}", 6.6, F, "center", grey=0.4)
    c.text(105, 282.4, f"Btw {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- ecwid (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------------
def ecwid(inv: Invoice) -> bytes:
    s, x, fr = inv.supplier, inv.extra, inv.language == "fr"
    w = ({"title": "Facture", "no": "Facture n°", "bill": "Facturer à", "ship": "Livrer à", "pay": "Paiement",
          "shipm": "Livraison", "comm": "Commentaires de la commande", "cols": ("Produit", "Référence", "Qté", "Prix",
                                                                               "Total"),
          "sub": "Sous-total", "tax": "TVA {rate} %", "gross": "Total", "vatno": "N° TVA",
          "due": "Échéance", "bank": "Coordonnées bancaires", "thanks": "Merci pour votre commande !"}
         if fr else
         {"title": "Invoice", "no": "Invoice #", "bill": "Bill to", "ship": "Ship to", "pay": "Payment method",
          "shipm": "Shipping method", "comm": "Order comments", "cols": ("Product", "SKU", "Qty", "Price", "Total"),
          "sub": "Subtotal", "tax": "VAT {rate}%", "gross": "Total", "vatno": "VAT ID", "due": "Due date",
          "bank": "Bank details", "thanks": "Thank you for your order!"})
    money_ = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: ("-€" if v < 0 else "€")
                                                                + inv.number(abs(v)))
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    normal, right = _style("ecn", 8.6, "DV"), _style("ecr", 8.6, "DV", align=2)
    small, grey = _style("ecs", 7.6, "DV", grey=0.4), _style("ecg", 7.8, "DV", grey=0.45)
    bold, bold_r = _style("ecb", 8.6, "DVB"), _style("ecbr", 8.6, "DVB", align=2)
    store = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                      f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.email)}<br/>{escape(s.phone)}<br/>"
                      f"{escape(w['vatno'])} {escape(s.vat)}", _style("ecst", 8.4, "DV", lead=11))
    dated = _issued(inv, "%d/%m/%Y")
    head = Paragraph(f"<font size=20>{escape(w['title'])}</font><br/><br/>{escape(w['no'])} {escape(inv.invoice_no)}"
                     f"<br/>{escape(dated)}", _style("ech", 9, "DV", align=2, lead=12))
    top = Table([[store, head]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}"))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    meta = "<br/>".join([f"<font color='#777777'>{escape(w['pay'])}</font><br/>{escape(x['payment'])}",
                         f"<font color='#777777'>{escape(w['shipm'])}</font><br/>{escape(x['shipping'])}"])
    addr = Table([[Paragraph(escape(w["bill"].upper()), small), Paragraph(escape(w["ship"].upper()), small), ""],
                  [Paragraph(bill, _style("eca", 8.6, "DV", lead=11)), Paragraph(ship, _style("eca2", 8.6, "DV",
                                                                                              lead=11)),
                   Paragraph(meta, _style("ecm", 8.2, "DV", lead=10.6))]],
                  colWidths=[62 * mm, 58 * mm, 58 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("SPAN", (2, 0), (2, 1))]))
    skus = any(line.article for line in inv.lines)
    keep = [k for k in range(5) if skus or k != 1]
    widths = {0: 84, 1: 28, 2: 14, 3: 26, 4: 26} if skus else {0: 112, 2: 14, 3: 26, 4: 26}
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k >= 2 else bold) for k in keep]]
    for line in inv.lines:
        name = f"<b>{escape(line.description)}</b>" + "".join(f"<br/><font size=7.6 color='#666666'>"
                                                              f"{escape(d)}</font>" for d in line.detail)
        cells = {0: Paragraph(name, normal), 1: Paragraph(escape(line.article or ""), grey),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(escape(money_(line.price)), right),
                 4: Paragraph(escape(money_(line.amount)), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.2, 0.2, 0.2)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 3), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(money_(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], "", w["tax"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[56 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 9 * mm), addr, Spacer(1, 6 * mm)]
    if inv.po_printed:
        story += [Paragraph(f"<b>{escape(w['comm'])}</b><br/>{escape(inv.po_printed)}", normal), Spacer(1, 5 * mm)]
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    due = inv.day(inv.due, "long" if fr else "%d %b %Y")
    texts = ([inv.statement] if inv.statement else []) + [
        f"{w['due']} : {due}" if fr else f"{w['due']}: {due}",
        f"{w['bank']} : IBAN {inv.iban} – BIC {inv.bic}" if fr else f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}",
        w["thanks"]]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- linnworks (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def linnworks(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x_, y, text, size=8.6, style="", align="left": _ft(pdf, x_, y, text, size, style, align, "Lib")  # noqa: E731
    f(15, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["en"], f"Tel: {s.phone}", s.email,
                              f"VAT No: {s.vat}"]):
        f(15, 23.5 + k * 3.7, text, 7.8)
    f(195, 20, "INVOICE", 22, "B", "right")
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.3)
    for bx, title, rows in ((15, "Invoice To", [BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT: {BUYER_VAT}"]),
                            (107, "Deliver To", [BUYER[0], "Goods In - Dock 2", BUYER[1], BUYER[2], "Belgium"])):
        pdf.rect(bx, 50, 88, 30)
        pdf.set_fill_color(230, 230, 230)
        pdf.rect(bx, 50, 88, 5.5, style="DF")
        f(bx + 2, 54, title, 8, "B")
        for k, text in enumerate(rows):
            f(bx + 2, 60 + k * 4, text, 8.4)
    facts = [("Invoice No.", inv.invoice_no), ("Invoice Date", inv.day(inv.issued, "%d/%m/%Y")),
             ("Order No.", x["order"]), ("Customer Ref.", inv.po_printed or ""), ("Channel", x["channel"]),
             ("Shipping", x["shipping"])]
    xs = (15, 47, 75, 100, 128, 163)
    pdf.rect(15, 85, 180, 11)
    for k, (bx, (label, value)) in enumerate(zip(xs, facts)):
        if k:
            pdf.line(bx - 1.5, 85, bx - 1.5, 96)
        f(bx, 89, label, 7, "B")
        f(bx, 94, value, 8.2)
    y = 106
    pdf.set_fill_color(60, 60, 60)
    pdf.rect(15, y - 4.4, 180, 6.4, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(16, "left"), (48, "left"), (128, "right"), (148, "right"), (162, "right"), (176, "right"),
            (194, "right")]
    for (cx, al), head in zip(cols, ("SKU", "Item Title", "Qty", "Unit Price", "Tax Rate", "Tax", "Line Total")):
        f(cx, y, head, 7.6, "B", al)
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8)
        desc = fp_wrap(pdf, line.description, 68)
        tax = line.amount * inv.vat_rate / 100
        values = (line.article or "", desc[0], inv.qty(line), inv.number(line.price), f"{inv.rate()}%",
                  inv.number(tax), inv.number(line.amount))
        for (cx, al), value in zip(cols, values):
            f(cx, y, value, 8, "", al)
        for more in desc[1:]:
            y += 3.7
            f(48, y, more, 8)
        pdf.set_draw_color(210, 210, 210)
        pdf.line(15, y + 2.2, 195, y + 2.2)
        y += 6
    y += 4
    rows = [("Subtotal", inv.subtotal)] + [(label, amount) for label, amount in inv.adjustment_amounts()]
    rows += [("Tax", inv.vat_amount), ("Total (EUR)", inv.gross_total)]
    for k, (label, value) in enumerate(rows):
        strong = k == len(rows) - 1
        f(172, y, label, 8.8, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 8
    pdf.set_font("Lib", "", 8.2)
    texts = [inv.statement, f"Payment terms: 30 days from invoice date (due {inv.day(inv.due, '%d/%m/%Y')}). "
                            f"Bank: IBAN {inv.iban}, BIC {inv.bic}. Please quote the invoice number with your payment."]
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.2)
            y += 4
        y += 1.4
    f(105, 284, f"{s.name} - registered in the Netherlands, {s.register} - VAT {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- paddle (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def paddle(inv: Invoice) -> bytes:
    s, x, fr = inv.supplier, inv.extra, inv.language == "fr"
    w = ({"title": "Facture", "no": "Numéro de facture", "date": "Date d'émission", "po": "Bon de commande",
          "sold": "Vendu par", "bill": "Facturé à", "paid": "{amount} payé le {date}",
          "cols": ("Description", "Qté", "Prix unitaire", "TVA", "Montant"),
          "sub": "Sous-total", "tax": "TVA ({rate} %)", "gross": "Total", "amount_paid": "Montant payé",
          "due": "Montant dû", "vatno": "N° TVA", "method": "Moyen de paiement",
          "note": "{seller} agit en tant que revendeur agréé (merchant of record) de {product}, logiciel édité par "
                  "{vendor}. Pour toute question sur votre facture, contactez {email}."}
         if fr else
         {"title": "Invoice", "no": "Invoice number", "date": "Date of issue", "po": "Purchase order",
          "sold": "Sold by", "bill": "Bill to", "paid": "{amount} paid on {date}",
          "cols": ("Description", "Qty", "Unit price", "Tax", "Amount"),
          "sub": "Subtotal", "tax": "Tax ({rate}%)", "gross": "Total", "amount_paid": "Amount paid",
          "due": "Amount due", "vatno": "VAT ID", "method": "Payment method",
          "note": "{seller} is the merchant of record for this order and sells {product} on behalf of {vendor}. "
                  "For billing questions contact {email}."})
    money_ = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: "€" + inv.number(v))
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 24, w["title"], 24, B)
    dated = _issued(inv, "%d/%m/%Y")
    facts = [(w["no"], inv.invoice_no), (w["date"], dated)] + ([(w["po"], inv.po_printed)] if inv.po_printed
                                                              else [])
    for k, (label, value) in enumerate(facts):
        c.text(18, 34 + k * 4.6, label, 8.6, F, grey=0.4)
        c.text(58, 34 + k * 4.6, value, 8.6, B if k == 0 else F)
    c.text(18, 58, w["sold"], 8.2, B)
    for k, text in enumerate([s.name, s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country][inv.language],
                              f"{w['vatno']} {s.vat}", s.email]):
        c.text(18, 63 + k * 4, text, 8.6, F)
    c.text(110, 58, w["bill"], 8.2, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}",
                              "ap@technibouw.be"]):
        c.text(110, 63 + k * 4, text, 8.6, F)
    c.text(18, 98, w["paid"].format(amount=money_(inv.gross_total), date=dated), 13, B)
    y = 112
    cols = [(18, "left"), (128, "right"), (152, "right"), (168, "right"), (192, "right")]
    for (cx, al), head in zip(cols, w["cols"]):
        c.text(cx, y, head, 8, F, al, grey=0.4)
    c.rule(18, y + 2, 192, 0.4, grey=0.6)
    y += 7.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.8, 100 * MM)
        for (cx, al), value in zip(cols, (desc[0], inv.qty(line), money_(line.price), f"{inv.rate()}%" if not fr
                                          else f"{inv.rate()} %", money_(line.amount))):
            c.text(cx, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4.1
            c.text(18, y, more, 8.8, F)
        c.rule(18, y + 2.6, 192, 0.25, grey=0.85)
        y += 7.4
    y += 2
    rows = [(w["sub"], inv.net_total, False), (w["tax"].format(rate=inv.rate()), inv.vat_amount, False),
            (w["gross"], inv.gross_total, True), (w["amount_paid"], inv.gross_total, False),
            (w["due"], inv.gross_total * 0, True)]
    for label, value, strong in rows:
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, money_(value), 8.8, B if strong else F, "right")
        if label == w["gross"]:
            c.rule(120, y - 3.9, 192, 0.4, grey=0.6)
        y += 5.2
    y += 8
    c.text(18, y, f"{w['method']}{' :' if fr else ':'} {x['paid']}", 8.4, F)
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["note"].format(seller=s.name, product=x["product"], vendor=x["vendor"], email=s.email)]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F, grey=0.25)
            y += 3.9
        y += 2
    c.text(18, 279, f"{s.name} · {s.street}, {place(inv)}", 6.6, F, grey=0.45)
    c.text(18, 282.4, f"{s.register} · {w['vatno']} {s.vat}", 6.6, F, grey=0.45)
    c.text(192, 282, "1/1", 6.6, F, "right", grey=0.45)
    return c.bytes()


WRITERS = {"gambio": gambio, "oxid": oxid, "ccvshop": ccvshop, "mijnwebwinkel": mijnwebwinkel, "ecwid": ecwid,
           "linnworks": linnworks, "paddle": paddle}
