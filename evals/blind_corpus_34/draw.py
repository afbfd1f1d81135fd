"""Seven page writers for the thirty-fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): one made by Typst, two on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables),
on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The
small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals
rows) are evals/blind_corpus/drawing.py's, imported.

- maconomy (reportlab platypus, Liberation Sans): a Deltek Maconomy project invoice of a consultancy, nl or fr:
  the company top right, the customer in the window, a label/value block (`Factuurnummer`, `Factuurdatum`,
  `Vervaldatum`, `Klantnummer`, `Projectnummer`, `Uw referentie`, `Onze referentie`, `Pagina`), `Factuur`, the
  job and the invoicing period, lines grouped under `Uren` / `Kosten` (`Honoraires` / `Frais`) each with its
  subtotal, columns `Omschrijving` / `Aantal` / `Eenheid` / `Tarief` / `Bedrag`, totals (`Totaal excl. btw`,
  `Btw`, `Totaal EUR`).
- easyfact (fpdf2, DejaVu Sans): a small Belgian online-invoicing invoice, nl or fr: the company top left, the
  customer right, `FACTUUR` / `FACTURE`, a row of grey boxes (`Factuurnr.`, `Factuurdatum`, `Vervaldatum`,
  `Klantnr.`, the PO label), columns (`Art.nr.`) / `Omschrijving` / `Aantal` / `Eenh.` / `Eenheidsprijs` /
  (`Korting`) / `Btw` / `Totaal excl. btw`, a VAT table left (`Btw-tarief`, `Maatstaf`, `Btw`) and totals right
  (`Totaal excl. btw`, `Btw`, `Totaal incl. btw`, `Te betalen`), the structured communication.
- billingo (reportlab canvas, DejaVu Sans): a Hungarian online invoice printed bilingual (Hungarian / English or
  German): `Számla / Invoice`, `Sorszám`, seller and buyer boxes with the Hungarian tax number and the EU VAT
  number, a row of four cells (payment method, fulfilment date, invoice date, due date; dates `2027.12.02.`),
  columns `Megnevezés` / `Menny.` / `Egységár` / `Nettó ár` / `ÁFA` (the VAT key `KBAET` / `EUFAD37`) /
  `ÁFA érték` / `Bruttó ár`, a VAT summary, `Összesen`, a comment box holding the PO.
- fakturoid (Typst, Liberation Sans): a Czech online invoice in English: `Invoice 2027-0187`, `Supplier` and
  `Customer` with `Reg. No.` and `VAT No.`, the payment facts (bank account in the Czech form, IBAN, SWIFT,
  variable symbol, order number) beside the dates, `Description` / `Quantity` / `Unit price` / `Total`, totals
  (`Total w/o VAT`, `VAT 0 %`) and a framed `Amount due`.
- idoklad (fpdf2, Liberation Sans): a Czech online tax document in English: `INVOICE - TAX DOCUMENT No.`, framed
  supplier and customer, a payment box and a dates box, columns `Code` / `Description` / `Qty` / `Unit` /
  `Unit price` / `Disc. %` / `VAT %` / `Total excl. VAT`, a `VAT recapitulation`, `Total to be paid`.
- infakt (reportlab canvas, Liberation Sans): a Polish online invoice printed bilingual (Polish / English or
  German): place and dates of issue and sale (ISO dates), `Faktura / Invoice nr …`, `Sprzedawca` / `Nabywca`,
  the order line, columns `Lp.` / `Nazwa` / `Ilość` / `J.m.` / `Cena netto` / `Wartość netto` / `VAT` /
  `Kwota VAT` / `Wartość brutto` (headers on two rows), a summary by rate, `Do zapłaty`, the amount in words
  (`Słownie`), payment facts, notes and signature fields.
- wfirma (reportlab platypus, DejaVu Sans Condensed): a Polish online invoice printed bilingual (Polish /
  English): `FAKTURA VAT / VAT INVOICE nr FV …`, `ORYGINAŁ / ORIGINAL`, a dates grid, seller and buyer in a
  ruled grid, a ruled table `Lp.` / `Nazwa` / `Ilość` / `J.m.` / `Cena netto` / `Rabat` / `Wartość netto` /
  `Stawka` / `Kwota VAT` / `Wartość brutto`, `W tym` by rate, `Razem`, `Do zapłaty` / `Zapłacono` /
  `Pozostało do zapłaty`, remarks."""

from __future__ import annotations

import sys
from datetime import date
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRIES = {"NL": {"nl": "Nederland", "fr": "Pays-Bas"}, "BE": {"nl": "België", "fr": "Belgique"},
             "HU": {"en": "Magyarország / Hungary", "de": "Magyarország / Ungarn"},
             "CZ": {"en": "Czech Republic"}, "PL": {"en": "Polska / Poland", "de": "Polska / Polen"}}


def _d(inv: Invoice, value, style: str) -> str:
    return inv.day(value, style)


# --- amounts in words (inFakt's `Słownie`) --------------------------------------------------------------------------
_EN = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
       "seventeen eighteen nineteen").split()
_EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_DE = ("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn "
       "siebzehn achtzehn neunzehn").split()
_DE_TENS = "_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()


def _en_words(n: int) -> str:
    if n < 20:
        return _EN[n]
    if n < 100:
        return _EN_TENS[n // 10] + ("-" + _EN[n % 10] if n % 10 else "")
    if n < 1000:
        return _EN[n // 100] + " hundred" + (" " + _en_words(n % 100) if n % 100 else "")
    return _en_words(n // 1000) + " thousand" + (" " + _en_words(n % 1000) if n % 1000 else "")


def _de_words(n: int) -> str:
    if n < 20:
        return "ein" if n == 1 else _DE[n]
    if n < 100:
        unit = n % 10
        return (("ein" if unit == 1 else _DE[unit]) + "und" if unit else "") + _DE_TENS[n // 10]
    if n < 1000:
        rest = n % 100
        return ("ein" if n // 100 == 1 else _DE[n // 100]) + "hundert" + (
            (_DE[rest] if rest < 20 and rest != 1 else "eins" if rest == 1 else _de_words(rest)) if rest else "")
    rest = n % 1000
    return _de_words(n // 1000) + "tausend" + (
        ("eins" if rest == 1 else _DE[rest] if rest < 20 else _de_words(rest)) if rest else "")


def in_words(amount: Decimal, language: str) -> str:
    whole, cents = int(amount), int((amount * 100) % 100)
    words = _de_words(whole) if language == "de" else _en_words(whole)
    return f"{words} EUR {cents:02d}/100"


# --- maconomy (reportlab platypus, Liberation Sans) -----------------------------------------------------------------
def maconomy(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Projectnummer", "Uw referentie", "Onze referentie", "Pagina"),
          "attn": "t.a.v. crediteurenadministratie", "job": "Project", "period": "Periode",
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Tarief", "Bedrag"), "groups": ("Uren", "Kosten"),
          "group_total": "Totaal {g}", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR",
          "page": "1 van 1", "vatno": "Btw-nr.",
          "pay": "Wij verzoeken u het totaalbedrag binnen {terms} over te maken op IBAN {iban} (BIC {bic}) onder "
                 "vermelding van factuurnummer {no}."}
         if nl else
         {"title": "Facture", "facts": ("N° de facture", "Date de facture", "Échéance", "N° client", "N° de projet",
                                        "Votre référence", "Notre référence", "Page"),
          "attn": "À l'attention de la comptabilité fournisseurs", "job": "Projet", "period": "Période",
          "cols": ("Description", "Quantité", "Unité", "Taux", "Montant"), "groups": ("Honoraires", "Frais"),
          "group_total": "Total {g}", "net": "Total hors TVA", "vat": "TVA {rate} %", "gross": "Total TVAC EUR",
          "page": "1 / 1", "vatno": "N° TVA",
          "pay": "Merci de verser le montant total dans les {terms} sur le compte IBAN {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("mcn", 8.6, "LS"), _style("mcr", 8.6, "LS", align=2)
    bold, bold_r = _style("mcb", 8.6, "LSB"), _style("mcbr", 8.6, "LSB", align=2)
    small = _style("mcs", 6.8, "LS", grey=0.35)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRIES[s.country][inv.language])}<br/>T {escape(s.phone)}<br/>{escape(s.email)}",
                        _style("mcc", 8.4, "LS", align=2, lead=10.8))
    top = Table([["", company]], colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    window = Paragraph(f"<font size='6.6' color='#666666'>{escape(s.name + ' · ' + s.street + ' · ' + place(inv))}"
                       f"</font><br/><br/>{escape(BUYER[0])}<br/>{escape(w['attn'])}<br/>{escape(BUYER[1])}<br/>"
                       f"{escape(BUYER[2])}<br/>{escape(COUNTRY_BE.get(inv.language, 'Belgium'))}",
                       _style("mcw", 9.4, "LS", lead=12))
    values = (inv.invoice_no, _d(inv, inv.issued, dfmt), _d(inv, inv.due, dfmt), inv.customer_no, inv.extra["job"],
              inv.po_printed or "", inv.extra["ours"], w["page"])
    facts = Table([[Paragraph(escape(k), small), Paragraph(escape(v), bold if i == 0 else normal)]
                   for i, (k, v) in enumerate(zip(w["facts"], values)) if v],
                  colWidths=[30 * mm, 42 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    head = Table([[window, facts]], colWidths=[104 * mm, 74 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(escape(w["title"]), _style("mct", 16, "LSB", lead=20))
    job = Paragraph(f"<b>{escape(w['job'])}:</b> {escape(inv.extra['job'] + ' ' + inv.extra['job_name'])}<br/>"
                    f"<b>{escape(w['period'])}:</b> {escape(inv.extra['period'])}", _style("mcj", 8.8, "LS", lead=12))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold if k in (0, 2) else bold_r) for k, h in enumerate(w["cols"])]]
    styles = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
              ("LEFTPADDING", (0, 0), (-1, -1), 1.2), ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]
    groups = ([line for line in inv.lines if line.unit not in ("km", "forfait")],
              [line for line in inv.lines if line.unit in ("km", "forfait")])
    for name, lines in zip(w["groups"], groups):
        if not lines:
            continue
        rows.append([Paragraph(f"<b>{escape(name)}</b>", bold), "", "", "", ""])
        for line in lines:
            rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                         Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                         Paragraph(inv.number(line.amount), right)])
        rows.append([Paragraph(escape(w["group_total"].format(g=name.lower())), _style("mci", 8.6, "LSI")), "", "",
                     "", Paragraph(inv.number(sum((line.amount for line in lines), Decimal("0.00"))), bold_r)])
        styles.append(("LINEABOVE", (4, len(rows) - 1), (4, len(rows) - 1), 0.4, colors.Color(0.5, 0.5, 0.5)))
    table = Table(rows, colWidths=[98 * mm, 18 * mm, 18 * mm, 20 * mm, 24 * mm])
    table.setStyle(TableStyle(styles))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 6 * mm), head, Spacer(1, 10 * mm), title, Spacer(1, 2 * mm), job, Spacer(1, 5 * mm),
             table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, no=inv.invoice_no, ref=inv.payment_ref)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- easyfact (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def easyfact(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "boxes": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Klantnr."),
          "cols": ("Art.nr.", "Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Korting", "Btw",
                   "Totaal excl."),
          "vt": ("Btw-tarief", "Maatstaf", "Btw"), "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal incl. btw",
          "due": "Te betalen", "vatno": "Btw", "tel": "Tel.",
          "pay": "Gelieve het bedrag van € {amount} te betalen vóór {due} op rekening {iban} (BIC {bic}) met "
                 "gestructureerde mededeling {ref}.",
          "cond": "Op onze facturen zijn onze algemene verkoopsvoorwaarden van toepassing. Bij laattijdige betaling "
                  "is van rechtswege een intrest verschuldigd volgens de wet van 2 augustus 2002."}
         if nl else
         {"title": "FACTURE", "boxes": ("N° facture", "Date facture", "Échéance", "N° client"),
          "cols": ("Réf.", "Description", "Quantité", "Unité", "Prix unitaire", "Remise", "TVA", "Total HTVA"),
          "vt": ("Taux TVA", "Base", "TVA"), "net": "Total HTVA", "vat": "TVA", "gross": "Total TVAC",
          "due": "À payer", "vatno": "TVA", "tel": "Tél.",
          "pay": "Merci de payer le montant de {amount} € avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "cond": "Nos factures sont soumises à nos conditions générales de vente. En cas de retard de paiement, un "
                  "intérêt est dû de plein droit conformément à la loi du 2 août 2002."})
    dfmt = "%d/%m/%Y"
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, place(inv), f"{w['tel']} {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(16, 26.5 + k * 4, text, 8.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(120, 50 + k * 4.8, text, 9.6, "B" if k == 0 else "")
    f(16, 84, w["title"], 18, "B")
    labels = list(w["boxes"]) + ([inv.extra["po_label"]] if inv.po_printed else [])
    values = [inv.invoice_no, _d(inv, inv.issued, dfmt), _d(inv, inv.due, dfmt), inv.customer_no] + (
        [inv.po_printed] if inv.po_printed else [])
    width = 178 / len(labels)
    for k, (label, value) in enumerate(zip(labels, values)):
        x = 16 + k * width
        pdf.set_fill_color(240, 240, 240)
        pdf.rect(x, 90, width - 1.5, 12, style="F")
        f(x + 2, 94.5, label, 7, "", "left")
        f(x + 2, 99.6, value, 9, "B" if k == 0 else "")
    y = 110
    if inv.extra.get("delivery"):
        f(16, y, inv.extra["delivery"], 8.2)
        y += 6
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    # column: (x, align); the description takes what the others leave
    spec = {0: (17, "l"), 1: (45 if articles else 17, "l"), 2: (118, "r"), 3: (120, "l"), 4: (150, "r"),
            5: (163, "r"), 6: (172, "r"), 7: (193, "r")}
    keep = [k for k in range(8) if (k != 0 or articles) and (k != 5 or discounts)]
    desc_w = 118 - 14 - spec[1][0]
    pdf.set_draw_color(60, 60, 60)
    pdf.line(16, y - 4, 194, y - 4)
    for k in keep:
        x, al = spec[k]
        f(x, y, w["cols"][k], 7.4, "B", "right" if al == "r" else "left")
    pdf.line(16, y + 2, 194, y + 2)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, desc_w)
        cells = {0: line.article or "", 1: desc[0], 2: inv.qty(line), 3: line.unit, 4: inv.number(line.price),
                 5: inv.pct(line.discount) + "%" if line.discount else "", 6: inv.rate() + "%",
                 7: inv.number(line.amount)}
        for k in keep:
            x, al = spec[k]
            if cells[k]:
                f(x, y, cells[k], 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(spec[1][0], y, more, 8.2)
        y += 6
    pdf.set_draw_color(180, 180, 180)
    pdf.line(16, y - 3, 194, y - 3)
    y += 4
    top = y
    for k, head in enumerate(w["vt"]):
        f((16, 52, 78)[k], y, head, 7.4, "B", "left" if k == 0 else "right")
    pdf.line(16, y + 1.6, 80, y + 1.6)
    f(16, y + 6, inv.rate() + "%", 8.2)
    f(52, y + 6, inv.number(inv.net_total), 8.2, "", "right")
    f(78, y + 6, inv.number(inv.vat_amount), 8.2, "", "right")
    y = top
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 8.8, "", "right")
        f(193, y, "€ " + inv.number(value), 8.8, "", "right")
        y += 5.4
    pdf.set_fill_color(30, 30, 30)
    pdf.rect(124, y - 3.6, 70, 8, style="F")
    pdf.set_text_color(255, 255, 255)
    f(160, y + 1.8, w["due"], 10, "B", "right")
    f(193, y + 1.8, "€ " + inv.number(inv.gross_total), 10, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 16
    pdf.set_font("DejaVu", "", 8.2)
    text = w["pay"].format(amount=inv.number(inv.gross_total), due=_d(inv, inv.due, dfmt), iban=inv.iban, bic=inv.bic,
                           ref=inv.payment_ref)
    for row in fp_wrap(pdf, text, 176):
        f(16, y, row, 8.2)
        y += 4
    y += 3
    pdf.set_font("DejaVu", "", 7)
    for row in fp_wrap(pdf, w["cond"], 176):
        f(16, y, row, 7, "", "left")
        y += 3.4
    pdf.set_draw_color(200, 200, 200)
    pdf.line(16, 276, 194, 276)
    pdf.set_text_color(110, 110, 110)
    f(105, 280, f"{s.name} · {s.street} · {place(inv)} · {w['vatno']} {s.vat} · {s.register}", 6.6, "", "center")
    f(105, 283.4, f"IBAN {inv.iban} · BIC {inv.bic} · {s.email}", 6.6, "", "center")
    return bytes(pdf.output())


# --- billingo (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def billingo(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Számla / Invoice", "no": "Sorszám / Number", "seller": "Eladó / Seller", "buyer": "Vevő / Buyer",
          "tax": "Adószám / Tax number", "eu": "Közösségi adószám / EU VAT number", "bank": "Bankszámla / Bank account",
          "cells": ("Fizetési mód / Payment method", "Teljesítés dátuma / Fulfilment date",
                    "Számla kelte / Invoice date", "Fizetési határidő / Due date"),
          "method": "Átutalás / Bank transfer",
          "cols": (("Megnevezés", "Description"), ("Menny.", "Qty"), ("Egységár", "Unit price"),
                   ("Nettó ár", "Net amount"), ("ÁFA", "VAT"), ("ÁFA érték", "VAT amount"), ("Bruttó ár", "Gross")),
          "sum": ("ÁFA kulcs / VAT rate", "Nettó / Net", "ÁFA / VAT", "Bruttó / Gross"),
          "total": "Összesen / Total", "note": "Megjegyzés / Comment", "page": "1/1 oldal / page"}
         if en else
         {"title": "Számla / Rechnung", "no": "Sorszám / Rechnungsnummer", "seller": "Eladó / Verkäufer",
          "buyer": "Vevő / Käufer", "tax": "Adószám / Steuernummer", "eu": "Közösségi adószám / USt-IdNr.",
          "bank": "Bankszámla / Bankverbindung",
          "cells": ("Fizetési mód / Zahlungsart", "Teljesítés dátuma / Leistungsdatum",
                    "Számla kelte / Rechnungsdatum", "Fizetési határidő / Fälligkeit"),
          "method": "Átutalás / Überweisung",
          "cols": (("Megnevezés", "Bezeichnung"), ("Menny.", "Menge"), ("Egységár", "Einzelpreis"),
                   ("Nettó ár", "Nettobetrag"), ("ÁFA", "USt."), ("ÁFA érték", "USt.-Betrag"), ("Bruttó ár", "Brutto")),
          "sum": ("ÁFA kulcs / USt.-Satz", "Nettó / Netto", "ÁFA / USt.", "Bruttó / Brutto"),
          "total": "Összesen / Gesamtbetrag", "note": "Megjegyzés / Bemerkung", "page": "1/1 oldal / Seite"})
    hu = lambda value: value.strftime("%Y.%m.%d.")  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(16, 22, w["title"], 18, B)
    c.text(194, 18, w["no"], 7.4, F, "right", grey=0.4)
    c.text(194, 24, inv.invoice_no, 12, B, "right")
    # seller and buyer boxes
    for x, head in ((16, w["seller"]), (107, w["buyer"])):
        c.fill(x, 31, 87, 6, 0.92)
        c.text(x + 2, 35.2, head, 7.6, B)
        for edge in (31, 83):
            c.rule(x, edge, x + 87, 0.5, grey=0.6)
    seller = [(s.name, B), (f"{s.postal_code} {s.city}, {s.street}.", F), (COUNTRIES[s.country][inv.language], F),
              (f"{w['tax']}: {inv.extra['tax_no']}", F), (f"{w['eu']}: {s.vat}", F),
              (f"{w['bank']}:", F), (inv.iban, F), (f"SWIFT: {inv.bic}", F), (s.email, F)]
    buyer = [(BUYER[0], B), (f"{BUYER[2]}, {BUYER[1]}", F), ("Belgium" if en else "Belgien", F),
             (f"{w['eu']}: {BUYER_VAT}", F)]
    for x, rows in ((18, seller), (109, buyer)):
        for k, (text, font) in enumerate(rows):
            c.text(x, 41.5 + k * 4.3, text, 8.2 if font == B else 7.6, font)
    # the four cells
    values = (w["method"], hu(date.fromisoformat(inv.extra["fulfilment"])),
              hu(inv.issued), hu(inv.due))
    for k, (label, value) in enumerate(zip(w["cells"], values)):
        x = 16 + k * 44.5
        c.fill(x, 87, 43.5, 11.5, 0.95)
        c.text(x + 1.6, 91, label, 6.2, F, grey=0.35)
        c.text(x + 1.6, 96, value, 8.6, B)
    # the lines
    y = 106
    cols = [(17, "left"), (108, "right"), (125, "right"), (143, "right"), (146, "left"), (175, "right"),
            (193, "right")]
    c.fill(16, y - 4, 178, 10, 0.88)
    for (x, al), (top, bottom) in zip(cols, w["cols"]):
        c.text(x, y, top, 7, B, al)
        c.text(x, y + 3.8, bottom, 7, F, al)
    y += 12
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 76 * MM)
        cells = (desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price), inv.number(line.amount),
                 inv.extra["vat_key"], inv.number(inv.vat_amount * 0), inv.number(line.amount))
        for (x, al), value in zip(cols, cells):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(17, y, more, 8, F)
        c.rule(16, y + 2.2, 194, 0.3, grey=0.75)
        y += 6.6
    # VAT summary and total
    y += 4
    sx = [(100, "left"), (152, "right"), (171, "right"), (193, "right")]
    for (x, al), head in zip(sx, w["sum"]):
        c.text(x, y, head, 6.8, B, al)
    c.rule(100, y + 1.6, 194, 0.4)
    y += 6
    for (x, al), value in zip(sx, (inv.extra["vat_key"], inv.number(inv.net_total), inv.number(inv.vat_amount),
                                   inv.number(inv.gross_total))):
        c.text(x, y, value, 8, F, al)
    y += 9
    c.fill(104, y - 5.4, 90, 9, 0.2)
    c.c.setFillGray(1)
    c.c.setFont(B, 11)
    c.c.drawString(106 * MM, c.height - (y + 0.6) * MM, w["total"])
    c.c.drawRightString(192 * MM, c.height - (y + 0.6) * MM, f"{inv.number(inv.gross_total)} EUR")
    c.c.setFillGray(0)
    y += 14
    c.text(16, y, w["note"], 7.6, B)
    y += 4.6
    for text in (inv.extra["po_note"], inv.statement):
        for row in rl_wrap(text, F, 7.8, 176 * MM):
            c.text(16, y, row, 7.8, F)
            y += 3.8
        y += 1
    c.rule(16, 282, 194, 0.3, grey=0.7)
    c.text(16, 286, f"{s.name} · {s.register} · {s.phone}", 6.4, F, grey=0.45)
    c.text(194, 286, w["page"], 6.4, F, "right", grey=0.45)
    return c.bytes()


# --- fakturoid (Typst, Liberation Sans) -----------------------------------------------------------------------------
def fakturoid(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 24mm), footer: [#set text(size: 6.6pt, '
        f'fill: luma(120))\n{ts(s.register)} \\ {ts("Issued by: Petra Nováková · " + s.email + " · " + s.phone)}])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#text(size: 20pt, weight: "bold")[{ts("Invoice " + inv.invoice_no)}]\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 7.5pt, fill: luma(120))[{ts("SUPPLIER")}] \\ #text(weight: "bold")[{ts(s.name)}] \\ '
        f'{ts(s.street)} \\ {ts(place(inv))} \\ {ts(COUNTRIES[s.country]["en"])} #v(1mm) '
        f'{ts("Reg. No.: " + inv.extra["reg_no"])} \\ {ts("VAT No.: " + s.vat)}],\n'
        f'  [#text(size: 7.5pt, fill: luma(120))[{ts("CUSTOMER")}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("Belgium")} #v(1mm) {ts("VAT No.: " + BUYER_VAT)}])\n'
        '#v(6mm)\n#line(length: 100%, stroke: 0.4pt + luma(190))\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        '  table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in (
            ("Bank account", inv.extra["account"]), ("IBAN", inv.iban), ("SWIFT", inv.bic),
            ("Variable symbol", inv.extra["vs"]), ("Payment method", "Bank transfer"),
            ("Order number", inv.po_printed or "")) if v)
        + '  ),\n'
        '  table(columns: (36mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in (
            ("Issue date", _d(inv, inv.issued, dfmt)), ("Due date", _d(inv, inv.due, dfmt)),
            ("Taxable supply date", _d(inv, inv.issued, dfmt))))
        + '  ))\n#line(length: 100%, stroke: 0.4pt + luma(190))\n#v(5mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                   f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n'
                   for line in inv.lines)
    src += ('#table(columns: (1fr, 26mm, 26mm, 28mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + luma(60) } '
            'else { 0.3pt + luma(210) }), inset: (x: 1.5mm, y: 2.2mm),\n'
            '  text(weight: "bold")[Description], align(right, text(weight: "bold")[Quantity]), '
            'align(right, text(weight: "bold")[Unit price]), align(right, text(weight: "bold")[Total]),\n'
            + rows + ')\n#v(3mm)\n'
            '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1.5mm, y: 1.4mm),\n'
            f'  [Total w/o VAT], align(right)[{ts(inv.number(inv.net_total) + " EUR")}],\n'
            f'  [{ts("VAT " + inv.rate() + " %")}], align(right)[{ts(inv.number(inv.vat_amount) + " EUR")}],\n'
            '))\n#v(2mm)\n'
            '#align(right, box(stroke: 1pt + luma(40), inset: 3mm, width: 74mm)[#grid(columns: (1fr, auto), column-gutter: 4mm, '
            f'text(size: 11pt, weight: "bold")[Amount due], text(size: 11pt, weight: "bold")'
            f'[{ts(inv.number(inv.gross_total) + " EUR")}])])\n#v(8mm)\n'
            f'{ts(inv.statement)}\n')
    return _typst(src)


# --- idoklad (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def idoklad(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 20, "INVOICE - TAX DOCUMENT", 15, "B")
    f(194, 20, f"No. {inv.invoice_no}", 13, "B", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    for x, head in ((16, "Supplier"), (107, "Customer")):
        pdf.rect(x, 26, 87, 44)
        f(x + 2, 31, head, 7.4, "B")
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRIES[s.country]["en"], f"Reg. No.: {inv.extra['reg_no']}",
                              f"VAT No.: {s.vat}"]):
        f(18, 37 + k * 4.3, text, 8.8 if k == 0 else 8.2, "B" if k == 0 else "")
    pdf.set_font("Lib", "", 6.8)
    for k, row in enumerate(fp_wrap(pdf, f"Registered: {s.register}", 82)):
        f(18, 64 + k * 3.2, row, 6.8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT No.: {BUYER_VAT}"]):
        f(109, 37 + k * 4.3, text, 8.8 if k == 0 else 8.2, "B" if k == 0 else "")
    pdf.rect(16, 72, 87, 30)
    pdf.rect(107, 72, 87, 30)
    pay = [("Payment method:", "Bank transfer"), ("Bank account:", inv.extra["account"]), ("IBAN:", inv.iban),
           ("SWIFT:", inv.bic), ("Variable symbol:", inv.extra["vs"])]
    for k, (label, value) in enumerate(pay):
        f(18, 77 + k * 4.8, label, 7.8)
        f(48, 77 + k * 4.8, value, 7.8, "B" if label == "Variable symbol:" else "")
    dates = [("Date of issue:", _d(inv, inv.issued, dfmt)), ("Due date:", _d(inv, inv.due, dfmt)),
             ("Date of taxable supply:", _d(inv, inv.issued, dfmt)), ("Order No.:", inv.po_printed or "")]
    for k, (label, value) in enumerate(dates):
        if value:
            f(109, 77 + k * 4.8, label, 7.8)
            f(148, 77 + k * 4.8, value, 7.8, "B" if label == "Due date:" else "")
    y = 112
    cols = [(17, "l", "Code"), (42, "l", "Description"), (123, "r", "Qty"), (125, "l", "Unit"),
            (151, "r", "Unit price"), (164, "r", "Disc. %"), (175, "r", "VAT %"), (194, "r", "Excl. VAT")]
    pdf.set_fill_color(225, 232, 240)
    pdf.rect(16, y - 4.4, 178, 6.4, style="F")
    for x, al, head in cols:
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8)
        desc = fp_wrap(pdf, line.description, 66)
        cells = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                 inv.pct(line.discount) if line.discount else "", inv.rate(), inv.number(line.amount))
        for (x, al, _), value in zip(cols, cells):
            if value:
                f(x, y, value, 8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(42, y, more, 8)
        pdf.set_draw_color(210, 210, 210)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.2
    y += 5
    f(16, y, "VAT recapitulation", 8.2, "B")
    y += 5
    rx = [(16, "l", "VAT rate"), (52, "r", "Tax base"), (72, "r", "VAT"), (96, "r", "Total")]
    for x, al, head in rx:
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(120, 120, 120)
    pdf.line(16, y + 1.6, 96, y + 1.6)
    y += 5.4
    for (x, al, _), value in zip(rx, (inv.rate() + " %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                      inv.number(inv.gross_total))):
        f(x, y, value, 8, "", "right" if al == "r" else "left")
    pdf.set_fill_color(225, 232, 240)
    pdf.rect(118, y - 10, 76, 12, style="F")
    f(121, y - 2.6, "Total to be paid", 10, "B")
    f(192, y - 2.6, f"{inv.number(inv.gross_total)} EUR", 11, "B", "right")
    y += 12
    pdf.set_font("Lib", "", 8)
    for row in fp_wrap(pdf, inv.statement, 176):
        f(16, y, row, 8)
        y += 4
    y += 8
    f(16, y, "Issued by: Ing. Tomáš Dvořák", 8)
    f(16, y + 4.2, f"E-mail: {s.email} · Phone: {s.phone}", 8)
    f(194, 287, "Page 1/1", 6.8, "", "right")
    return bytes(pdf.output())


# --- infakt (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def infakt(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    other = lambda e, d: e if en else d  # noqa: E731
    c = Canvas(f"Faktura {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(16, 20, s.name, 12, B)
    facts = ((f"Miejsce wystawienia / {other('Place of issue', 'Ausstellungsort')}:", inv.extra["place"]),
             (f"Data wystawienia / {other('Issue date', 'Ausstellungsdatum')}:", inv.issued.isoformat()),
             (f"Data sprzedaży / {other('Date of sale', 'Verkaufsdatum')}:", inv.extra["sale"]))
    for k, (label, value) in enumerate(facts):
        c.text(160, 16 + k * 4.4, label, 7.4, F, "right", grey=0.35)
        c.text(194, 16 + k * 4.4, value, 7.8, B, "right")
    c.text(105, 38, f"Faktura / {other('Invoice', 'Rechnung')} nr {inv.invoice_no}", 15, B, "center")
    c.text(105, 43, "ORYGINAŁ / " + other("ORIGINAL", "ORIGINAL"), 7.6, F, "center", grey=0.4)
    for x, head, rows in (
            (16, f"Sprzedawca / {other('Seller', 'Verkäufer')}",
             [s.name, s.street, place(inv), COUNTRIES[s.country][inv.language],
              f"NIP / {other('VAT ID', 'USt-IdNr.')}: {s.vat}", s.register]),
            (110, f"Nabywca / {other('Buyer', 'Käufer')}",
             [BUYER[0], BUYER[1], BUYER[2], other("Belgia / Belgium", "Belgia / Belgien"),
              f"NIP / {other('VAT ID', 'USt-IdNr.')}: {BUYER_VAT}"])):
        c.text(x, 52, head, 8, B)
        c.rule(x, 53.6, x + 84, 0.4, grey=0.5)
        for k, text in enumerate(rows):
            c.text(x, 58.5 + k * 4.2, text, 8.4 if k == 0 else 8, B if k == 0 else F)
    y = 87
    if inv.po_printed:
        c.text(16, y, f"{inv.extra['po_label']}: {inv.po_printed}", 8.2, F)
        y += 7
    cols = [(17, "left", "Lp.", ""), (24, "left", "Nazwa", other("Name", "Bezeichnung")),
            (105, "right", "Ilość", other("Qty", "Menge")), (107, "left", "J.m.", other("Unit", "Einheit")),
            (135, "right", "Cena netto", other("Net price", "Nettopreis")),
            (154, "right", "Wart. netto", other("Net value", "Nettowert")), (164, "right", "VAT", other("", "USt.")),
            (178, "right", "Kwota VAT", other("VAT", "USt.-Betrag")),
            (194, "right", "Wart. brutto", other("Gross", "Bruttowert"))]
    c.fill(16, y - 4, 178, 9.6, 0.9)
    for x, al, top, bottom in cols:
        c.text(x, y, top, 6.8, B, al)
        if bottom:
            c.text(x, y + 3.6, bottom, 6.6, F, al, grey=0.3)
    y += 11
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 7.8, 62 * MM)
        cells = (f"{k + 1}", desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.number(line.amount),
                 inv.extra["rate_label"], inv.number(inv.vat_amount * 0), inv.number(line.amount))
        for (x, al, _, _), value in zip(cols, cells):
            c.text(x, y, value, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(24, y, more, 7.8, F)
        c.rule(16, y + 2, 194, 0.3, grey=0.75)
        y += 6
    y += 3
    sx = [(140, "right"), (154, "right"), (178, "right"), (194, "right")]
    c.text(120, y, other("Stawka VAT / VAT rate", "Stawka VAT / USt.-Satz"), 6.8, B, "right")
    for (x, al), head in zip(sx[1:], ("Netto", "VAT", "Brutto")):
        c.text(x, y, head, 6.8, B, al)
    y += 4.8
    c.text(120, y, inv.extra["rate_label"], 7.8, F, "right")
    for (x, al), value in zip(sx[1:], (inv.net_total, inv.vat_amount, inv.gross_total)):
        c.text(x, y, inv.number(value), 7.8, F, al)
    y += 4.8
    c.rule(100, y - 3, 194, 0.4)
    c.text(120, y, other("Razem / Total", "Razem / Summe"), 7.8, B, "right")
    for (x, al), value in zip(sx[1:], (inv.net_total, inv.vat_amount, inv.gross_total)):
        c.text(x, y, inv.number(value), 7.8, B, al)
    y += 12
    c.text(16, y, f"Do zapłaty / {other('Amount due', 'Zu zahlen')}:", 10, B)
    c.text(100, y, f"{inv.number(inv.gross_total)} EUR", 12, B, "right")
    y += 5.4
    c.text(16, y, f"Słownie / {other('In words', 'In Worten')}: {in_words(inv.gross_total, inv.language)}", 8, F)
    y += 8
    pay = ((f"Sposób płatności / {other('Payment method', 'Zahlungsart')}:",
            f"przelew / {other('bank transfer', 'Überweisung')}"),
           (f"Termin płatności / {other('Due date', 'Zahlungsfrist')}:",
            f"{inv.due.isoformat()} ({inv.extra['terms_days']} dni / {other('days', 'Tage')})"),
           ("Bank:", inv.extra["bank"]), (f"Numer konta / {other('Account no.', 'Kontonummer')}:", inv.iban),
           ("SWIFT:", inv.bic))
    for label, value in pay:
        c.text(16, y, label, 7.8, F, grey=0.35)
        c.text(72, y, value, 7.8, F)
        y += 4.4
    y += 4
    c.text(16, y, f"Uwagi / {other('Notes', 'Bemerkungen')}:", 7.8, B)
    y += 4.2
    for row in rl_wrap(inv.statement, F, 7.8, 176 * MM):
        c.text(16, y, row, 7.8, F)
        y += 3.8
    for x, label in ((16, f"Osoba upoważniona do odbioru / {other('Authorised to receive', 'Empfangsberechtigt')}"),
                     (112, f"Osoba upoważniona do wystawienia / {other('Authorised to issue', 'Ausstellungsberechtigt')}")):
        c.rule(x, 262, x + 80, 0.3, grey=0.5)
        c.text(x + 40, 265.5, label, 6.2, F, "center", grey=0.4)
    c.text(105, 284, f"{s.name} · {s.street}, {place(inv)} · {s.register} · {s.email} · {s.phone}", 6.2, F,
           "center", grey=0.45)
    return c.bytes()


# --- wfirma (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def wfirma(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    inv.words = {"title": "Faktura VAT"}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    lab = _style("wfl", 6.6, "DVC", grey=0.35)
    normal, right = _style("wfn", 7.8, "DVC"), _style("wfr", 7.8, "DVC", align=2)
    bold, bold_r = _style("wfb", 7.8, "DVCB"), _style("wfbr", 7.8, "DVCB", align=2)
    head_l, head_r = _style("wfh", 6.6, "DVCB", lead=8), _style("wfhr", 6.6, "DVCB", align=2, lead=8)
    grey = colors.Color(0.55, 0.55, 0.55)
    title = Paragraph(f"<b>FAKTURA VAT / VAT INVOICE</b><br/><font size='11'>nr {escape(inv.invoice_no)}</font>",
                      _style("wft", 14, "DVCB", lead=17))
    dates = Table([[Paragraph("Data wystawienia / Date of issue", lab), Paragraph(inv.issued.strftime(dfmt), bold)],
                   [Paragraph("Data sprzedaży / Date of sale", lab),
                    Paragraph(_d(inv, date.fromisoformat(inv.extra["sale"]), dfmt), normal)],
                   [Paragraph("Miejsce wystawienia / Place of issue", lab), Paragraph(escape(inv.extra["place"]), normal)]],
                  colWidths=[44 * mm, 24 * mm])
    dates.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    top = Table([[title, [Paragraph("ORYGINAŁ / ORIGINAL", _style("wfo", 7, "DVCB", align=2)), Spacer(1, 1.5 * mm),
                          dates]]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("ALIGN", (1, 0), (1, 0), "RIGHT")]))
    seller = "<br/>".join([f"<b>{escape(s.name)}</b>", escape(s.street), escape(place(inv)),
                           escape(COUNTRIES[s.country]["en"]), f"NIP / VAT ID: {escape(s.vat)}",
                           f"{escape(inv.extra['bank'])}", f"{escape(inv.iban)} (SWIFT {escape(inv.bic)})"])
    buyer = "<br/>".join([f"<b>{escape(BUYER[0])}</b>", escape(BUYER[1]), escape(BUYER[2]), "Belgia / Belgium",
                          f"NIP / VAT ID: {escape(BUYER_VAT)}"])
    parties = Table([[Paragraph("Sprzedawca / Seller", head_l), Paragraph("Nabywca / Buyer", head_l)],
                     [Paragraph(seller, _style("wfs", 8.2, "DVC", lead=10.4)),
                      Paragraph(buyer, _style("wfs2", 8.2, "DVC", lead=10.4))]], colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92))]))
    heads = [("Lp.", "No.", 0), ("Nazwa towaru lub usługi", "Description", 0), ("Ilość", "Qty", 1),
             ("J.m.", "Unit", 0), ("Cena netto", "Net price", 1), ("Rabat", "Disc.", 1),
             ("Wartość netto", "Net amount", 1), ("Stawka", "Rate", 1), ("Kwota VAT", "VAT", 1),
             ("Wartość brutto", "Gross", 1)]
    rows = [[Paragraph(f"{pl}<br/><font name='DVC' size='5.8' color='#555555'>{en}</font>", head_r if r else head_l)
             for pl, en, r in heads]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) + "%" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right), Paragraph(escape(inv.extra["rate_label"]), right),
                     Paragraph(inv.number(inv.vat_amount * 0), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[7 * mm, 52 * mm, 10 * mm, 10 * mm, 16 * mm, 11 * mm, 21 * mm, 11 * mm, 17 * mm,
                                   21 * mm])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92)),
                               ("LEFTPADDING", (0, 0), (-1, -1), 1.2), ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    two = lambda pl, en: Paragraph(f"{pl}<br/><font name='DVC' size='5.8' color='#555555'>{en}</font>", head_r)  # noqa: E731
    summary = Table([[Paragraph("", normal), two("Stawka", "Rate"), two("Netto", "Net"), two("Kwota VAT", "VAT"),
                      two("Brutto", "Gross")],
                     [Paragraph("W tym / Including", right), Paragraph(escape(inv.extra["rate_label"]), right),
                      Paragraph(inv.number(inv.net_total), right), Paragraph(inv.number(inv.vat_amount), right),
                      Paragraph(inv.number(inv.gross_total), right)],
                     [Paragraph("Razem / Total", bold_r), Paragraph("", right),
                      Paragraph(inv.number(inv.net_total), bold_r), Paragraph(inv.number(inv.vat_amount), bold_r),
                      Paragraph(inv.number(inv.gross_total), bold_r)]],
                    colWidths=[26 * mm, 20 * mm, 22 * mm, 18 * mm, 22 * mm], hAlign="RIGHT")
    summary.setStyle(TableStyle([("GRID", (1, 0), (-1, -1), 0.4, grey),
                                 ("BACKGROUND", (1, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92))]))
    money = Table([[Paragraph("Do zapłaty / To pay:", bold), Paragraph(f"{inv.number(inv.gross_total)} EUR", bold_r)],
                   [Paragraph("Zapłacono / Paid:", normal), Paragraph(f"{inv.number(inv.gross_total * 0)} EUR", right)],
                   [Paragraph("Pozostało do zapłaty / Left to pay:", bold),
                    Paragraph(f"{inv.number(inv.gross_total)} EUR", bold_r)]], colWidths=[56 * mm, 30 * mm])
    money.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, grey), ("TOPPADDING", (0, 0), (-1, -1), 1)]))
    pay = Paragraph(f"Sposób zapłaty / Payment method: przelew / bank transfer<br/>"
                    f"Termin zapłaty / Due date: {inv.due.strftime(dfmt)}<br/>"
                    f"Konto / Account: {escape(inv.extra['bank'])} {escape(inv.iban)}<br/>"
                    f"{escape(inv.extra['po_label'])}: {escape(inv.po_printed or '')}", _style("wfp", 7.8, "DVC", lead=10.4))
    foot = Table([[pay, money]], colWidths=[96 * mm, 82 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 5 * mm), parties, Spacer(1, 5 * mm), table, Spacer(1, 3 * mm), summary,
             Spacer(1, 5 * mm), foot, Spacer(1, 5 * mm), Paragraph("<b>Uwagi / Remarks:</b>", normal),
             Paragraph(escape(inv.statement), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.5)
        canvas.setLineWidth(0.3)
        for x, label in ((16, "Podpis osoby upoważnionej do odbioru / Signature of the recipient"),
                         (112, "Podpis osoby upoważnionej do wystawienia / Signature of the issuer")):
            canvas.line(x * mm, 34 * mm, (x + 80) * mm, 34 * mm)
            canvas.setFont("DVC", 6)
            canvas.setFillGray(0.4)
            canvas.drawCentredString((x + 40) * mm, 30.5 * mm, label)
        canvas.setFont("DVC", 6.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.email} · {s.phone}")
        canvas.drawRightString(194 * mm, 8 * mm, "Strona / Page 1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"maconomy": maconomy, "easyfact": easyfact, "billingo": billingo, "fakturoid": fakturoid,
           "idoklad": idoklad, "infakt": infakt, "wfirma": wfirma}
