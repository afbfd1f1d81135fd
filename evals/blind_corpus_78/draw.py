"""Seven page writers for the seventy-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of software no earlier corpus used (no logos, no trademarks, invented suppliers): five hotel
property-management systems (Mews, Oracle Opera, protel, Cloudbeds, Apaleo) and two law-firm billing programs (Clio,
Kleos). Two are made by Typst, two on fpdf2, three on reportlab (one on its canvas, two on its platypus flowables),
on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The
drawing helpers are evals/blind_corpus/drawing.py's, imported.

- mews (Typst, DejaVu Sans): a Mews-style hotel invoice, nl or en: the hotel left, `Factuur` / `Invoice` right, the
  billing address and a fact list (number, date, due date, PO, reservation, arrival and departure), items with the
  date they were consumed (`Datum` / `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` / `Totaal excl. btw`), a
  tax breakdown table (rate, net, tax, gross), `Totaal`, `Betaald`, `Saldo`.
- opera (reportlab canvas, Liberation Sans): an Oracle Opera guest folio turned company invoice, fr: the hotel
  centred, the company left, the folio facts right (`Chambre`, `Arrivée`, `Départ`, `Folio n°`, `Confirmation`,
  `Caissier`, `Page`), `FACTURE n°`, columns `Date` / `Code` / `Libellé` / `Débit` / `Crédit`, `Total`, `Solde`, a
  VAT summary (`Taux` / `Montant HT` / `TVA` / `Montant TTC`), dates as `19/10/27`.
- protel (fpdf2, Liberation Sans): a protel-style hotel invoice, de or fr: the sender line over the window, the
  fact block right (`Rechnung Nr.`, `Datum`, `Zimmer`, `Anreise`, `Abreise`, `Debitor`, `Kassierer`), columns
  `Datum` / `Text` / `Anzahl` / `Einzelpreis` / `Betrag` with the article number under the text, totals, a VAT
  table (`MwSt.-Satz` / `Netto` / `MwSt.` / `Brutto`), `Offener Saldo`.
- cloudbeds (reportlab platypus, DejaVu Sans): a Cloudbeds-style invoice, en: `INVOICE` left, the hotel right,
  `Invoice #`, `Invoice Date`, `Due Date`, `Reservation #`, `Source`, `Bill To`, columns `Description` / `Date` /
  `Qty` / `Rate` / `Discount` / `Total`, `Subtotal`, `Taxes`, `Grand Total`, `Paid`, `Balance Due`.
- apaleo (Typst, Liberation Sans): an Apaleo-style hotel invoice, de or nl: the recipient left, the hotel right,
  `Rechnung` / `Factuur` with its number, facts (date, service period, booking, your reference, due), the service
  code in front of the description, columns `Datum` / `Beschreibung` / `Menge` / `Einzelpreis` / `Netto`, totals
  (`Summe netto`, a fee, `Gesamt netto`, VAT, `Gesamt brutto`, `Bezahlt`, `Offener Betrag`).
- clio (reportlab platypus, DejaVu Sans): a Clio-style law-firm invoice, en or fr: the firm left, `Invoice` /
  `Facture`, `Invoice Number`, `Issue Date`, `Due Date`, `Subject` (the matter), `Bill To`, `Time Entries`
  (`Date` / `EE` / `Activity` / `Description` / `Rate` / `Hours` / `Line Total`), `Expense Entries`, totals,
  `Amount Outstanding`.
- kleos (fpdf2, DejaVu Sans): a Kleos-style lawyer's statement, nl (`Ereloonstaat`) or de (`Kostennote`): the firm
  centred, the client, place and date, the dossier, your reference, the statement number, fees and costs with hours
  and rates, office costs, totals, the account."""

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


def _mid(inv: Invoice, line) -> str:
    """A line's amount, its quantity and unit."""
    return (inv.qty(line) + (" " + line.unit if line.unit else "")).strip()


# --- mews (Typst, DejaVu Sans) ---------------------------------------------------------------------------------------
def mews(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "bill": "Factuuradres", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum",
                                                                "Inkoopordernummer", "Reservering", "Aankomst",
                                                                "Vertrek"),
          "cols": ("Datum", "Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Totaal"),
          "tax": ("Btw-tarief", "Excl. btw", "Btw", "Incl. btw"), "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Totaal", "paid": "Betaald", "bal": "Openstaand saldo", "vatno": "Btw-nr.",
          "pay": "Gelieve het openstaande saldo te betalen op {iban} (BIC {bic}) met de gestructureerde mededeling "
                 "{ref}."}
         if nl else
         {"title": "Invoice", "bill": "Billing address", "facts": ("Invoice number", "Invoice date", "Due date",
                                                                  "Purchase order", "Reservation", "Arrival",
                                                                  "Departure"),
          "cols": ("Date", "Item", "Quantity", "Unit price", "VAT", "Total"),
          "tax": ("VAT rate", "Without tax", "Tax", "With tax"), "net": "Total excl. VAT", "vat": "VAT {rate}%",
          "gross": "Total", "paid": "Paid", "bal": "Balance due", "vatno": "VAT no.",
          "pay": "Please pay the balance to {iban} (BIC {bic}), quoting invoice {ref}."})
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    stay = inv.extra["stay"]
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", stay[0], stay[1],
              stay[2])
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(110))\n{ts(s.name + " · " + s.street + ", " + place(inv) + " · " + w["vatno"] + " " + s.vat)}'
        f' \\ {ts(s.register + " · IBAN " + inv.iban + " · BIC " + inv.bic + " · " + s.email)}])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language] if s.country in COUNTRY and inv.language in COUNTRY[s.country] else "")}'
        f' \\ {ts(s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  align(right)[#text(size: 22pt, weight: "bold")[{ts(w["title"])}]])\n#v(8mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  [#text(size: 7.4pt, fill: luma(110))[{ts(w["bill"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}]'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (34mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(8mm)\n')
    rows = []
    for line, day in zip(inv.lines, inv.extra["line_dates"]):
        rows.append(f'  [{ts(day)}], [{ts(line.description)}], align(right)[{ts(_mid(inv, line))}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (20mm, 1fr, 17mm, 25mm, 11mm, 23mm), stroke: (x, y) => (bottom: if y == 0 { 0.7pt } '
            'else { 0.3pt + luma(210) }), inset: (x: 1.2mm, y: 1.9mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(4mm)\n')
    cur = lambda v: ("€ " + inv.number(v)) if nl else ("EUR " + inv.number(v))  # noqa: E731
    src += ('#grid(columns: (1fr, 72mm), column-gutter: 8mm,\n'
            '  table(columns: (1fr, 1fr, 1fr, 1fr), stroke: 0.3pt + luma(190), inset: 1.4mm,\n'
            + "".join(f'    text(size: 7.4pt, weight: "bold")[{ts(h)}],\n' for h in w["tax"])
            + f'    [{ts(inv.rate() + "%")}], [{ts(inv.number(inv.net_total))}], [{ts(inv.number(inv.vat_amount))}],'
              f' [{ts(inv.number(inv.gross_total))}],\n  ),\n'
            '  table(columns: (1fr, 28mm), stroke: none, inset: (x: 1.2mm, y: 1.5mm),\n')
    rows = totals(inv, "", w["net"], w["vat"], w["gross"]) + [(w["paid"], inv.gross_total * 0, False),
                                                               (w["bal"], inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'    text({weight})[{ts(label)}], align(right, text({weight})[{ts(cur(value))}]),\n'
    src += '  ))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)) + "\n"
    return _typst(src)


# --- opera (reportlab canvas, Liberation Sans) ----------------------------------------------------------------------
def opera(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(105, 16, s.name.upper(), 13, B, "center")
    c.text(105, 21.5, f"{s.street} · {place(inv)} · {COUNTRY[s.country]['fr']}", 8, F, "center")
    c.text(105, 25.5, f"Tél. {s.phone} · {s.email}", 8, F, "center")
    for k, text in enumerate([BUYER[0], "Comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE",
                              f"N° TVA {BUYER_VAT}"]):
        c.text(18, 42 + k * 4.3, text, 9, B if k == 0 else F)
    facts = (("Chambre", x["room"]), ("Arrivée", x["arrival"]), ("Départ", x["departure"]),
             ("Folio n°", x["folio"]), ("N° confirmation", x["conf"]), ("Compte débiteur", inv.customer_no),
             ("Caissier", x["cashier"]), ("Page", "1 de 1"))
    for k, (label, value) in enumerate(facts):
        c.text(128, 42 + k * 4.1, label, 8, F)
        c.text(160, 42 + k * 4.1, ":", 8, F)
        c.text(163, 42 + k * 4.1, value, 8, F)
    c.text(18, 84, f"FACTURE  N° {inv.invoice_no}", 12, B)
    c.text(192, 84, f"Date : {inv.issued.strftime('%d/%m/%y')}", 9, F, "right")
    if inv.po_printed:
        c.text(18, 90, f"Votre référence : {inv.po_printed}", 8.6, F)
    y = 98
    c.rule(18, y - 4, 192, 0.8)
    cols = [(18, "left"), (38, "left"), (52, "left"), (168, "right"), (192, "right")]
    for (cx, al), head in zip(cols, ("Date", "Code", "Libellé", "Débit", "Crédit")):
        c.text(cx, y, head, 8.2, B, al)
    c.rule(18, y + 1.8, 192, 0.4)
    y += 6.5
    for line, day in zip(inv.lines, x["line_dates"]):
        desc = rl_wrap(line.description + (f"  ({inv.qty(line)} x {inv.number(line.price)})"
                                           if line.quantity != 1 else ""), F, 8.4, 100 * MM)
        for (cx, al), value in zip(cols, (day, line.article or "", desc[0], inv.number(line.amount), "")):
            if value:
                c.text(cx, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(52, y, more, 8.4, F)
        y += 5
    c.rule(18, y - 2, 192, 0.4)
    y += 3
    c.text(140, y, "Total", 9, B, "right")
    c.text(168, y, inv.number(inv.gross_total), 9, B, "right")
    c.text(192, y, inv.number(inv.gross_total * 0), 9, F, "right")
    y += 5.5
    c.text(140, y, "Solde", 9, B, "right")
    c.text(168, y, f"{inv.number(inv.gross_total)} EUR", 9, B, "right")
    y += 12
    c.text(18, y, "Récapitulatif TVA", 8.6, B)
    y += 5
    vcols = [(18, "left"), (80, "right"), (120, "right"), (160, "right")]
    for (cx, al), head in zip(vcols, ("Taux", "Montant HT", "TVA", "Montant TTC")):
        c.text(cx, y, head, 8.2, B, al)
    c.rule(18, y + 1.6, 160, 0.3)
    y += 5.5
    for (cx, al), value in zip(vcols, (f"{inv.rate()} %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                       inv.number(inv.gross_total))):
        c.text(cx, y, value, 8.4, F, al)
    y += 5.5
    c.text(18, y, "Total HT", 8.4, B)
    c.text(80, y, inv.number(inv.net_total), 8.4, B, "right")
    y += 10
    texts = [inv.statement, f"Échéance : {inv.due.strftime('%d/%m/%y')} · Virement : IBAN {inv.iban} · BIC {inv.bic}",
             "Nous vous remercions de votre confiance et espérons vous accueillir à nouveau."]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 3.9
        y += 1.8
    c.text(18, 262, "Signature du client : ..............................", 8, F, grey=0.3)
    c.rule(18, 276, 192, 0.3, grey=0.5)
    c.text(105, 280, f"{s.name} · {s.register} · N° TVA {s.vat} · Capital social 250.000 EUR", 6.8, F, "center",
           grey=0.35)
    return c.bytes()


# --- protel (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def protel(inv: Invoice) -> bytes:
    s, x, de = inv.supplier, inv.extra, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnung Nr.", "Datum", "Zimmer", "Anreise", "Abreise", "Debitor",
                                         "Kassierer", "Ihre Bestellung"),
          "cols": ("Datum", "Text", "Anzahl", "Einzelpreis", "Betrag"), "art": "Art.-Nr.",
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR",
          "tax": ("MwSt.-Satz", "Netto", "MwSt.", "Brutto"), "bal": "Offener Saldo", "vatno": "USt-IdNr.",
          "due": "Zahlbar bis {due} ohne Abzug auf IBAN {iban}, BIC {bic}.",
          "bye": "Wir danken für Ihren Besuch und freuen uns auf ein Wiedersehen."}
         if de else
         {"title": "Facture", "facts": ("Facture n°", "Date", "Chambre", "Arrivée", "Départ", "Débiteur",
                                        "Caissier", "Votre commande"),
          "cols": ("Date", "Texte", "Quantité", "Prix unitaire", "Montant"), "art": "Art.",
          "sub": "Sous-total", "net": "Total hors TVA", "vat": "TVA {rate} %", "gross": "Montant total EUR",
          "tax": ("Taux TVA", "Net", "TVA", "Brut"), "bal": "Solde ouvert", "vatno": "N° TVA",
          "due": "Payable jusqu'au {due} sur IBAN {iban}, BIC {bic}, communication {ref}.",
          "bye": "Nous vous remercions de votre séjour et espérons vous revoir bientôt."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda px, py, text, size=8.6, style="", align="left": _ft(pdf, px, py, text, size, style, align, "Lib")  # noqa: E731
    f(192, 16, s.name, 13, "B", "right")
    f(192, 21, f"{s.street} · {place(inv)}", 8, "", "right")
    f(192, 25, f"Tel. {s.phone} · {s.email}", 8, "", "right")
    f(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(20, 47.2, 100, 47.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                              f"{w['vatno']} {BUYER_VAT}"]):
        f(20, 53 + k * 4.5, text, 9.4)
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), x["room"], x["arrival"], x["departure"], inv.customer_no,
              x["cashier"], inv.po_printed or "")
    k = 0
    for label, value in zip(w["facts"], values):
        if value:
            f(128, 50 + k * 4.2, label, 8)
            f(158, 50 + k * 4.2, value, 8, "B" if k == 0 else "")
            k += 1
    f(20, 94, f"{w['title']} {inv.invoice_no}", 14, "B")
    y = 104
    cols = [(20, "l"), (40, "l"), (140, "r"), (166, "r"), (192, "r")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.2, 172, 6, style="F")
    for (cx, al), head in zip(cols, w["cols"]):
        f(cx + (1 if al == "l" else -1), y, head, 8, "B", "right" if al == "r" else "left")
    y += 7
    for line, day in zip(inv.lines, x["line_dates"]):
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 80)
        for (cx, al), value in zip(cols, (day, desc[0], _mid(inv, line), inv.number(line.price),
                                          inv.number(line.amount))):
            f(cx + (1 if al == "l" else -1), y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(41, y, more, 8.6)
        if line.article:
            y += 3.6
            f(41, y, f"{w['art']} {line.article}", 7, "I")
        y += 5.4
    pdf.line(20, y - 2.4, 192, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    f(166, y, w["bal"], 8.8, "B", "right")
    f(191, y, inv.number(inv.gross_total), 8.8, "B", "right")
    y += 10
    tcols = (20, 60, 95, 130)
    for cx, head in zip(tcols, w["tax"]):
        f(cx, y, head, 7.8, "B")
    pdf.line(20, y + 1.4, 150, y + 1.4)
    y += 5
    for cx, value in zip(tcols, (f"{inv.rate()} %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                 inv.number(inv.gross_total))):
        f(cx, y, value, 8.2)
    y += 10
    pdf.set_font("Lib", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        w["due"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, ref=inv.payment_ref), w["bye"]]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.4)
            y += 4
        y += 1.6
    pdf.line(20, 272, 192, 272)
    for k, text in enumerate([f"{s.name} · {s.street} · {place(inv)} · {s.register}",
                              f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}"]):
        f(106, 276 + k * 3.4, text, 6.8, "", "center")
    return bytes(pdf.output())


# --- cloudbeds (reportlab platypus, DejaVu Sans) ---------------------------------------------------------------------
def cloudbeds(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    normal, right = _style("cbn", 8.4), _style("cbr", 8.4, align=2)
    bold, bold_r = _style("cbb", 8.4, "DVB"), _style("cbbr", 8.4, "DVB", align=2)
    small = _style("cbs", 7.2, grey=0.4)
    dfmt = "%d/%m/%Y"
    title = Paragraph("INVOICE", _style("cbt", 20, "DVB", lead=24))
    hotel = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}, "
                      f"{escape(COUNTRY['BE']['en'])}<br/>{escape(s.phone)}<br/>{escape(s.email)}<br/>"
                      f"VAT {escape(s.vat)}", _style("cbh", 8.4, align=2, lead=10.6))
    top = Table([[title, hotel]], colWidths=[90 * mm, 88 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    facts = (("Invoice #", inv.invoice_no), ("Invoice Date", inv.issued.strftime(dfmt)),
             ("Due Date", inv.due.strftime(dfmt)), ("Reservation #", x["reservation"]),
             ("Check-in / Check-out", f"{x['stay'][0]} - {x['stay'][1]}"), ("Source", x["source"]),
             ("Purchase order", inv.po_printed or ""))
    left = Paragraph("<font size=7 color='#666666'>BILL TO</font><br/><b>" + escape(BUYER[0]) + "</b><br/>"
                     + "<br/>".join(escape(t) for t in (BUYER[1], BUYER[2], "Belgium", "VAT " + BUYER_VAT)),
                     _style("cbl", 8.6, lead=11))
    fact_t = Table([[Paragraph(escape(k), small), Paragraph(escape(v), right)] for k, v in facts if v],
                   colWidths=[38 * mm, 46 * mm])
    fact_t.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    mid = Table([[left, fact_t]], colWidths=[94 * mm, 84 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    heads = ("Description", "Date", "Qty", "Rate", "Discount", "Total")
    rows = [[Paragraph(h, bold_r if k >= 2 else bold) for k, h in enumerate(heads)]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(x["stay"][0], normal),
                     Paragraph(escape(_mid(inv, line)), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.pct(line.discount) + "%" if line.discount else "-", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[66 * mm, 22 * mm, 20 * mm, 20 * mm, 24 * mm, 26 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.16, 0.38, 0.62)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    for k in range(len(heads)):
        rows[0][k].style = _style(f"cbhd{k}", 8.4, "DVB", align=2 if k >= 2 else 0, grey=1)
    trows = [("Subtotal", inv.net_total, False), (f"Taxes (VAT {inv.rate()}%)", inv.vat_amount, False),
             ("Grand Total", inv.gross_total, True), ("Paid", inv.gross_total * 0, False),
             ("Balance Due (EUR)", inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph("€" + inv.number(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, 2), (-1, 2), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm),
             Paragraph("<b>Payment details</b>", normal),
             Paragraph(escape(f"Bank transfer to IBAN {inv.iban} - BIC {inv.bic}, structured reference "
                              f"{inv.payment_ref}."), normal), Spacer(1, 3 * mm),
             Paragraph(escape("Restaurant services (food) at the Belgian reduced rate of 12 %; beverages are invoiced "
                              "separately."), small)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · VAT {s.vat} · {s.email}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- apaleo (Typst, Liberation Sans) --------------------------------------------------------------------------------
def apaleo(inv: Invoice) -> bytes:
    s, x, de = inv.supplier, inv.extra, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsdatum", "Leistungszeitraum", "Buchungsnummer", "Ihre Referenz",
                                         "Zahlbar bis"),
          "cols": ("Datum", "Beschreibung", "Menge", "Einzelpreis", "Netto"), "sub": "Summe netto",
          "net": "Gesamt netto", "vat": "MwSt. {rate} %", "gross": "Gesamt brutto", "paid": "Bezahlt",
          "bal": "Offener Betrag", "vatno": "USt-IdNr.",
          "pay": "Bitte überweisen Sie den offenen Betrag unter Angabe der Rechnungsnummer auf IBAN {iban}, BIC {bic}."}
         if de else
         {"title": "Factuur", "facts": ("Factuurdatum", "Prestatiedatum", "Boekingsnummer", "Uw referentie",
                                        "Te betalen voor"),
          "cols": ("Datum", "Omschrijving", "Aantal", "Eenheidsprijs", "Netto"), "sub": "Subtotaal netto",
          "net": "Totaal netto", "vat": "Btw {rate} %", "gross": "Totaal bruto", "paid": "Betaald",
          "bal": "Openstaand bedrag", "vatno": "Btw-nr.",
          "pay": "Gelieve het openstaande bedrag over te maken op IBAN {iban}, BIC {bic}, met mededeling {ref}."})
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    values = (inv.day(inv.issued, dfmt), x["period"], x["booking"], inv.po_printed or "", inv.day(inv.due, dfmt))
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 16mm, bottom: 26mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(120))\n#grid(columns: (1fr, 1fr, 1fr), column-gutter: 4mm,\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}])])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(20mm) #text(size: 6.6pt)[{ts(s.name + " · " + s.street + " · " + place(inv))}] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}],\n'
        f'  align(right)[#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(s.phone)} \\ {ts(s.email)}])\n#v(12mm)\n'
        f'#text(size: 16pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(3mm)\n'
        '#grid(columns: (auto, 1fr), column-gutter: 6mm, row-gutter: 1.6mm,\n'
        + "".join(f'  text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + f'  text(fill: luma(100))[{ts(w["vatno"])}], [{ts(BUYER_VAT)}],\n)\n#v(7mm)\n')
    rows = []
    for line, day in zip(inv.lines, x["line_dates"]):
        rows.append(f'  [{ts(day)}], [{ts(line.article + " · " + line.description)}], '
                    f'align(right)[{ts(_mid(inv, line))}], align(right)[{ts(inv.number(line.price) + " €")}], '
                    f'align(right)[{ts(inv.number(line.amount) + " €")}],\n')
    src += ('#table(columns: (22mm, 1fr, 20mm, 24mm, 25mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } else '
            '{ 0.3pt + luma(200) }), inset: (x: 1.2mm, y: 2mm),\n'
            + "".join(f'  {"(" if k < 2 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.2mm, y: 1.5mm),\n'
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=bool(inv.adjustments))
    rows += [(w["paid"], inv.gross_total * 0, False), (w["bal"], inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    pay = w["pay"].replace("{iban}", "\x00" + inv.iban + "\x00").replace("{ref}", "\x00" + inv.payment_ref + "\x00")
    src += "".join(f"#box[{ts(part)}]" if k % 2 else ts(part.format(bic=inv.bic))
                   for k, part in enumerate(pay.split("\x00"))) + "\n"
    return _typst(src)


# --- clio (reportlab platypus, DejaVu Sans) -------------------------------------------------------------------------
def clio(inv: Invoice) -> bytes:
    s, x, en = inv.supplier, inv.extra, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Invoice Number", "Issue Date", "Due Date", "PO Reference", "Subject"),
          "bill": "Bill To", "time": "Time Entries", "exp": "Expense Entries",
          "tcols": ("Date", "EE", "Activity", "Description", "Rate", "Hours", "Line Total"),
          "ecols": ("Date", "EE", "Activity", "Description", "Cost", "Quantity", "Line Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT ({rate}%)", "gross": "Total",
          "out": "Amount Outstanding", "vatno": "VAT no.",
          "pay": "Please make payment to {iban} (BIC {bic}) by {due}, quoting invoice {no}."}
         if en else
         {"title": "Facture", "facts": ("N° de facture", "Date d'émission", "Date d'échéance", "Référence client",
                                        "Objet"),
          "bill": "Facturé à", "time": "Temps passé", "exp": "Frais et débours",
          "tcols": ("Date", "Int.", "Activité", "Description", "Taux", "Heures", "Total"),
          "ecols": ("Date", "Int.", "Activité", "Description", "Coût", "Quantité", "Total"),
          "sub": "Sous-total", "net": "Total HT", "vat": "TVA ({rate} %)", "gross": "Total TTC",
          "out": "Solde dû", "vatno": "N° TVA",
          "pay": "Règlement par virement sur {iban} (BIC {bic}) avant le {due}, en rappelant la facture n° {no}."})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    normal, right = _style("cln", 8.2), _style("clr", 8.2, align=2)
    bold, bold_r = _style("clb", 8.2, "DVB"), _style("clbr", 8.2, "DVB", align=2)
    lab = _style("cll", 8.2, grey=0.4)
    firm = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                     f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>{escape(s.email)}<br/>"
                     f"{escape(w['vatno'] + ' ' + s.vat)}", _style("clf", 8.4, lead=10.8))
    title = Paragraph(w["title"], _style("clt", 22, "DVB", align=2, lead=26))
    top = Table([[firm, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), inv.day(inv.due, "long"), inv.po_printed or "",
              x["matter"])
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in zip(w["facts"], values) if v],
                  colWidths=[30 * mm, 64 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<font color='#666666'>{escape(w['bill'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     + "<br/>".join(escape(t) for t in (BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                        w["vatno"] + " " + BUYER_VAT)), _style("clbi", 8.4, lead=10.8))
    mid = Table([[bill, facts]], colWidths=[80 * mm, 98 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    initials = "".join(p[0] for p in x["attorney"].replace("Me ", "").replace(".", "").split())
    codes = any(line.article for line in inv.lines)
    story = [top, Spacer(1, 6 * mm), mid, Spacer(1, 7 * mm)]
    for section, heads, pick in ((w["time"], w["tcols"], lambda ln: not (ln.article or "").startswith("E")),
                                 (w["exp"], w["ecols"], lambda ln: (ln.article or "").startswith("E"))):
        chosen = [(ln, d) for ln, d in zip(inv.lines, x["line_dates"]) if pick(ln)]
        if not chosen:
            continue
        keep = [k for k in range(7) if codes or k != 2]
        widths = {0: 20, 1: 10, 2: 16, 3: 70 if codes else 86, 4: 20, 5: 18, 6: 24}
        rows = [[Paragraph(escape(heads[k]), bold_r if k >= 4 else bold) for k in keep]]
        for ln, day in chosen:
            cells = {0: Paragraph(day, normal), 1: Paragraph(escape(initials), normal),
                     2: Paragraph(escape(ln.article or ""), normal), 3: Paragraph(escape(ln.description), normal),
                     4: Paragraph(inv.number(ln.price), right), 5: Paragraph(inv.qty(ln), right),
                     6: Paragraph(inv.number(ln.amount), right)}
            rows.append([cells[k] for k in keep])
        sub = sum((ln.amount for ln, _ in chosen), inv.subtotal * 0)
        rows.append([Paragraph("", normal)] * (len(keep) - 2) + [Paragraph(escape(w["sub"]), bold_r),
                                                                  Paragraph(inv.number(sub), bold_r)])
        table = Table(rows, colWidths=[widths[k] * mm for k in keep])
        table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                                   ("LINEBELOW", (0, 1), (-1, -2), 0.25, colors.Color(0.8, 0.8, 0.8)),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                                   ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
        story += [Paragraph(f"<b>{escape(section)}</b>", _style("clsec", 9.6, "DVB", lead=13)), Spacer(1, 1.5 * mm),
                  table, Spacer(1, 5 * mm)]
    trows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"]) + [(w["out"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(inv.number(value) + " €") if not en
                            else escape(("-€" if value < 0 else "€") + inv.number(abs(value))), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[52 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -2), (-1, -2), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story += [tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, "long"),
                                                no=inv.invoice_no)):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 of 1" if en else "Page 1 sur 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- kleos (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def kleos(inv: Invoice) -> bytes:
    s, x, nl = inv.supplier, inv.extra, inv.language == "nl"
    w = ({"title": "ERELOONSTAAT", "no": "Ereloonstaat nr.", "dossier": "Ons dossier", "ref": "Uw referentie",
          "cols": ("Omschrijving", "Aantal", "Tarief", "Korting", "Bedrag"), "fees": "Erelonen en kosten",
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal te betalen",
          "vatno": "Btw", "greet": "Geachte mevrouw, geachte heer,",
          "intro": "Hierbij laten wij u onze staat van erelonen en kosten geworden in bovenvermeld dossier.",
          "pay": "Gelieve dit bedrag te storten op rekening {iban} (BIC {bic}) uiterlijk op {due}, met vermelding van "
                 "de gestructureerde mededeling {ref}.",
          "bye": "Met collegiale groeten,", "deont": "Erelonen berekend volgens uurtarief, overeenkomstig de "
                                                    "ereloonovereenkomst. Uitsluitend de Orde van Advocaten Gent is "
                                                    "bevoegd voor betwistingen over het ereloon."}
         if nl else
         {"title": "KOSTENNOTE", "no": "Rechnungsnummer", "dossier": "Unser Zeichen", "ref": "Ihre Bestellnummer",
          "cols": ("Leistung", "Menge", "Satz", "Rabatt", "Betrag"), "fees": "Vergütung nach Zeitaufwand",
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "Umsatzsteuer {rate} %", "gross": "Rechnungsbetrag",
          "vatno": "USt-IdNr.", "greet": "Sehr geehrte Damen und Herren,",
          "intro": "für unsere Tätigkeit in der vorbezeichneten Angelegenheit erlauben wir uns, gemäß der "
                   "Vergütungsvereinbarung wie folgt abzurechnen:",
          "pay": "Wir bitten um Ausgleich bis zum {due} auf das Konto IBAN {iban}, BIC {bic}.",
          "bye": "Mit freundlichen Grüßen", "deont": ""})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda px, py, text, size=8.8, style="", align="left": _ft(pdf, px, py, text, size, style, align)  # noqa: E731
    f(105, 18, s.name.upper(), 12.5, "B", "center")
    f(105, 23.5, f"{s.street} · {place(inv)} · T {s.phone} · {s.email}", 7.6, "", "center")
    pdf.set_draw_color(90, 90, 90)
    pdf.line(20, 26.5, 190, 26.5)
    for k, text in enumerate([BUYER[0], "t.a.v. de directie" if nl else "z. Hd. der Geschäftsführung", BUYER[1],
                              BUYER[2], COUNTRY_BE[inv.language]]):
        f(115, 42 + k * 4.6, text, 9.2)
    dfmt = "%d.%m.%Y"
    f(20, 74, f"{s.city}, {inv.day(inv.issued, 'long' if nl else dfmt)}", 9)
    facts = [(w["dossier"], x["dossier"])] + ([(w["ref"], inv.po_printed)] if inv.po_printed else []) + [
        (w["no"], inv.invoice_no), ("Behandelend advocaat" if nl else "Bearbeiter", x["lawyer"])]
    for k, (label, value) in enumerate(facts):
        f(20, 82 + k * 4.6, label, 8.8)
        f(62, 82 + k * 4.6, f": {value}", 8.8, "B" if label == w["no"] else "")
    y = 82 + len(facts) * 4.6 + 5
    f(20, y, w["title"], 13, "B")
    y += 7
    f(20, y, w["greet"], 8.8)
    y += 4.6
    pdf.set_font("DejaVu", "", 8.8)
    for row in fp_wrap(pdf, w["intro"], 170):
        f(20, y, row, 8.8)
        y += 4.2
    y += 4
    discounts = any(line.discount for line in inv.lines)
    cols = [(20, "l"), (128, "r"), (148, "r"), (166, "r"), (190, "r")]
    heads = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    use = [c for k, c in enumerate(cols) if discounts or k != 3]
    f(20, y, w["fees"], 9, "B")
    y += 5.5
    for (cx, al), head in zip(use, heads):
        f(cx, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.line(20, y + 1.6, 190, y + 1.6)
    y += 6
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, line.description, 88)
        values = [desc[0], _mid(inv, line), inv.number(line.price)]
        if discounts:
            values.append(inv.pct(line.discount) + " %" if line.discount else "")
        values.append(inv.number(line.amount))
        for (cx, al), value in zip(use, values):
            if value:
                f(cx, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.9
            f(20, y, more, 8.6)
        y += 5.4
    pdf.line(20, y - 2.4, 190, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(190, y, "EUR " + inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    y += 6
    pdf.set_font("DejaVu", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, "long" if nl else dfmt),
                        ref=inv.payment_ref)] + ([w["deont"]] if w["deont"] else [])
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 8.4)
            y += 4
        y += 1.6
    y += 3
    f(20, y, w["bye"], 8.8)
    f(20, y + 10, x["lawyer"], 8.8, "B")
    pdf.line(20, 276, 190, 276)
    f(105, 280, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    f(105, 283.4, f"IBAN {inv.iban} · BIC {inv.bic}", 6.6, "", "center")
    return bytes(pdf.output())


WRITERS = {"mews": mews, "opera": opera, "protel": protel, "cloudbeds": cloudbeds, "apaleo": apaleo, "clio": clio,
           "kleos": kleos}
