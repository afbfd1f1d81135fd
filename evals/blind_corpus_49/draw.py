"""Seven page writers for the forty-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's.

- factomos (reportlab canvas, Liberation Sans): a Factomos-style French online-invoicing print, fr or nl: the
  company top left, the client in a rounded box right, `Facture n° …` / `Factuur nr. …` as a title, a row of facts
  (`Date de facture`, `Date d'échéance`, `Code client`, the order number), columns `Réf.` (only when a line has
  one) / `Désignation` / `Qté` / `Unité` / `P.U. HT` / `TVA` / `Total HT`, totals with `€` after, the legal
  mentions and bank details at the foot.
- mondevis (fpdf2, DejaVu Sans): a Mon-Devis-style building-trade invoice, fr or nl: the company block with its
  trade, `FACTURE` / `FACTUUR` with number and date, the client, the site (`Chantier` / `Werf`), the accepted quote,
  the subject, numbered rows `1.1`, `1.2` under lot titles with a `Sous-total` per lot, columns `N°` / `Désignation`
  / `Qté` / `U` / `PU HT` / `Total HT`, totals (`Total HT`, `TVA`, `Total TTC`, `Net à payer`), the decennial
  insurance and bank.
- myunisoft (reportlab platypus, DejaVu Sans): an accounting firm's fee note as MyUnisoft's invoicing prints it,
  fr or de: the firm top left, `FACTURE` / `RECHNUNG` with number and date in a framed block right, the client
  box, the engagement letter and period, columns `Désignation` / `Quantité` / `P.U. HT` / `Montant HT`, a VAT
  recap (`Base HT`, `Taux`, `Montant TVA`), totals, `Net à payer` / `Zu zahlen`, payment details.
- kizeo (fpdf2, Liberation Sans): the PDF a Kizeo-style mobile form makes of a delivery with invoice, de: the form
  title, sections in coloured bands (`Auftrag`, `Kunde`, `Gelieferte Artikel`, `Beträge`, `Unterschrift`), each a
  grid of label/value cells, the article table, the customer's name and signature box, a footer with the form
  and the time it was sent.
- invoicera (reportlab platypus, Liberation Sans): an Invoicera-style online invoice, en or nl: the company top
  left, `INVOICE` / `FACTUUR` right, `Bill To` / `Factuur aan`, a fact list (`Invoice #`, `Invoice Date`,
  `Due Date`, `P.O. Number`), a dark-headed table `Item` (only when a line has one) / `Description` /
  `Unit Cost` / `Qty` / `Discount` / `Line Total`, totals (`Sub Total`, `Tax`, `Total`, `Paid`, `Balance Due`
  with `EUR`), `Terms & Conditions`, `Notes`.
- jasmin (reportlab canvas, DejaVu Sans): a Jasmin-style Portuguese cloud-invoicing print, en or fr: the company top
  left with its NIF, `Invoice` / `Facture` with the series number and `Original` right, a grid of facts (date,
  due date, payment terms, customer VAT, your reference), columns `Item` / `Description` / `Qty.` / `Unit` /
  `Unit Price` / `Disc.` / `VAT` / `Net Value`, a VAT summary table, totals, the exemption reason, the ATCUD, a
  QR code and the certification line.
- gesfaturacao (fpdf2, DejaVu Sans Condensed): a Gesfaturação-style Portuguese certified-software invoice with
  bilingual labels (`Fatura / Invoice`, `Data / Date`, …): the company, the document box with series number,
  `Original`, the customer, columns `Código / Code` / `Descrição / Description` / `Qtd. / Qty` / `Un.` /
  `Preço / Price` / `Desc. / Disc.` / `IVA / VAT` / `Total`, the tax summary, totals, the exemption reason, ATCUD,
  QR code and the `…-Processado por programa certificado n.º …` line."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.graphics.barcode import qrencoder
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import D, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, MM, Canvas, _doc, _fpdf, _ft, _lib, _style, fp_wrap,  # noqa: E402
                     place, register_fonts, rl_wrap, totals, LIBERATION_SANS)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"FR": {"fr": "France", "nl": "Frankrijk", "en": "France", "de": "Frankreich"},
           "PT": {"fr": "Portugal", "nl": "Portugal", "en": "Portugal", "de": "Portugal"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}


def _qr(text: str) -> tuple[list[tuple[int, int]], int]:
    """The dark modules (row, column) of a QR code of `text` (reportlab's encoder, level M)."""
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    n = code.getModuleCount()
    return [(r, c) for r in range(n) for c in range(n) if code.isDark(r, c)], n


def _at_qr(inv: Invoice) -> str:
    """The Portuguese tax authority's QR content (fields A to S, the ones an exempt invoice carries)."""
    net = f"{inv.net_total:.2f}"
    return (f"A:{inv.supplier.vat[2:]}*B:{BUYER_VAT.replace('.', '')}*C:BE*D:FT*E:N*F:{inv.issued:%Y%m%d}*"
            f"G:{inv.invoice_no}*H:{inv.extra['atcud']}*I1:PT*I2:{net}*N:0.00*O:{net}*Q:{inv.extra['hash']}*"
            f"R:{inv.extra['cert'].split('/')[0]}")


# --- factomos (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def factomos(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture n°", "facts": ("Date de facture", "Date d'échéance", "Code client"),
          "cols": ("Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "TVA", "Total HT"),
          "sub": "Sous-total HT", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "client": "Client", "vatno": "N° TVA", "due": "Net à payer",
          "pay": "Conditions de paiement : {terms}. Règlement par virement : IBAN {iban} - BIC {bic}.",
          "late": "Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de "
                  "recouvrement : 40 €. Pas d'escompte pour paiement anticipé."}
         if fr else
         {"title": "Factuur nr.", "facts": ("Factuurdatum", "Vervaldatum", "Klantcode"),
          "cols": ("Ref.", "Omschrijving", "Aantal", "Eenheid", "Prijs excl.", "Btw", "Totaal excl."),
          "sub": "Subtotaal excl. btw", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw",
          "client": "Klant", "vatno": "Btw-nr.", "due": "Te betalen",
          "pay": "Betalingsvoorwaarden: {terms}. Betaling per overschrijving: IBAN {iban} - BIC {bic}.",
          "late": "Bij laattijdige betaling is van rechtswege een nalatigheidsinterest verschuldigd volgens de wet "
                  "van 2 augustus 2002."})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 26 + k * 4.1, text, 8.4, F)
    c.c.setStrokeGray(0.6)
    c.c.roundRect(112 * MM, c.height - 72 * MM, 80 * MM, 36 * MM, 3 * MM)
    c.text(116, 42, w["client"], 7.6, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(116, 48 + k * 4.6, text, 9.4, B if k == 0 else F)
    c.text(18, 88, f"{w['title']} {inv.invoice_no}", 15, B)
    facts = [(w["facts"][0], inv.day(inv.issued, "%d/%m/%Y")), (w["facts"][1], inv.day(inv.due, "%d/%m/%Y")),
             (w["facts"][2], inv.customer_no)]
    if inv.po_printed:
        facts.append((inv.extra["po_label"], inv.po_printed))
    for k, (label, value) in enumerate(facts):
        c.text(18 + k * 44, 96, label, 7.4, F, grey=0.45)
        c.text(18 + k * 44, 100.5, value, 9, B)
    y = 113
    c.fill(18, y - 4.6, 174, 6.8, 0.9)
    articles = any(line.article for line in inv.lines)
    cols = [(19.5, "left"), (44 if articles else 19.5, "left"), (124, "right"), (126, "left"), (152, "right"),
            (166, "right"), (190.5, "right")]
    keep = [k for k in range(7) if k or articles]
    for k in keep:
        c.text(cols[k][0], y, w["cols"][k], 8, B, cols[k][1])
    y += 7
    width = (124 - 14 - cols[1][0]) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, width)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, eur(line.price), inv.rate() + " %",
                  eur(line.amount))
        for k in keep:
            c.text(cols[k][0], y, values[k], 8.6, F, cols[k][1])
        for more in desc[1:]:
            y += 3.9
            c.text(cols[1][0], y, more, 8.6, F)
        c.rule(18, y + 2.3, 192, 0.2, grey=0.8)
        y += 6.6
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(190.5, y, eur(value), 9, B if strong else F, "right")
        y += 5.2
    c.fill(128, y - 3.8, 64, 7, 0.25)
    c.c.setFillGray(1)
    c.c.setFont(B, 10)
    c.c.drawString(131 * MM, c.height - (y + 1) * MM, w["due"])
    c.c.drawRightString(190.5 * MM, c.height - (y + 1) * MM, eur(inv.gross_total))
    c.c.setFillGray(0)
    y += 14
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    texts.append(w["late"])
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 1.8
    c.rule(18, 276, 192, 0.3, grey=0.6)
    c.text(105, 280, f"{s.name} - {s.street}, {place(inv)}", 6.4, F, "center", grey=0.4)
    c.text(105, 283.3, s.register, 6.4, F, "center", grey=0.4)
    c.text(105, 286.6, f"{w['vatno']} {s.vat} - IBAN {inv.iban}", 6.4, F, "center", grey=0.4)
    return c.bytes()


# --- mondevis (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def mondevis(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N°", "date": "Date", "due": "Échéance", "client": "Client",
          "site": "Chantier", "subject": "Objet", "cols": ("N°", "Désignation", "Qté", "U", "PU HT", "Total HT"),
          "lot": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC", "pay": "Net à payer",
          "trade": "Menuiserie - Fermetures - Portes industrielles", "vatno": "TVA intracom.",
          "bank": "Règlement par virement à l'échéance : IBAN {iban} - BIC {bic}", "comm": ""}
         if fr else
         {"title": "FACTUUR", "no": "Nr.", "date": "Datum", "due": "Vervaldag", "client": "Klant",
          "site": "Werf", "subject": "Betreft", "cols": ("Nr.", "Omschrijving", "Aantal", "Eh.", "EP excl.",
                                                        "Totaal excl."),
          "lot": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw",
          "pay": "Te betalen", "trade": "Zinkwerken - Dakgoten - Regenwaterafvoer", "vatno": "Btw-nr.",
          "bank": "Te betalen vóór de vervaldag op IBAN {iban} - BIC {bic}", "comm": "Gestructureerde mededeling"})
    dfmt = "%d/%m/%Y"
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    pdf.set_fill_color(231, 111, 36)
    pdf.rect(18, 14, 3, 22, style="F")
    f(24, 19, s.name, 12.5, "B")
    f(24, 24, w["trade"], 8, "I")
    for k, text in enumerate([f"{s.street} - {place(inv)} - {COUNTRY[s.country][inv.language]}",
                              f"Tél. {s.phone} - {s.email}" if fr else f"Tel. {s.phone} - {s.email}",
                              f"{w['vatno']} {s.vat}"]):
        f(24, 29 + k * 3.8, text, 7.8)
    f(192, 20, w["title"], 17, "B", "right")
    f(192, 26.5, f"{w['no']} {inv.invoice_no}", 10, "B", "right")
    f(192, 31.5, f"{w['date']} : {inv.day(inv.issued, dfmt)}" if fr else f"{w['date']}: {inv.day(inv.issued, dfmt)}",
      8.6, "", "right")
    f(192, 35.8, f"{w['due']} : {inv.day(inv.due, dfmt)}" if fr else f"{w['due']}: {inv.day(inv.due, dfmt)}", 8.6,
      "", "right")
    pdf.set_draw_color(150, 150, 150)
    pdf.rect(118, 44, 74, 30)
    f(121, 49, w["client"], 7.2, "I")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(121, 54 + k * 4.3, text, 9, "B" if k == 0 else "")
    sep = " : " if fr else ": "
    rows = [(w["site"], inv.extra["site"]), (w["subject"], inv.extra["subject"]), ("", inv.extra["quote"])]
    if inv.po_printed:
        rows.append((inv.extra["po_label"], inv.po_printed))
    y = 84
    for label, value in rows:
        f(18, y, (label + sep if label else "") + value, 8.6, "")
        y += 4.6
    y += 5
    pdf.set_fill_color(231, 111, 36)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(19, "l"), (31, "l"), (132, "r"), (134, "l"), (160, "r"), (191, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7.5
    lots = dict(part.split(":", 1) for part in inv.extra["lots"].split("|")) if inv.extra["lots"] else {}
    starts = sorted(int(k) for k in lots)
    lot_no, sub_no, lot_sum = 0, 0, None
    pdf.set_draw_color(215, 215, 215)

    def close_lot(y: float) -> float:
        f(160, y, f"{w['lot']} {lots[str(starts[lot_no - 1])].split(' - ', 1)[1]}", 8.4, "B", "right")
        f(191, y, inv.number(lot_sum), 8.4, "B", "right")
        pdf.line(18, y + 2.2, 192, y + 2.2)
        return y + 8

    for k, line in enumerate(inv.lines):
        if str(k) in lots:
            if lot_sum is not None:
                y = close_lot(y)
            lot_no, sub_no, lot_sum = lot_no + 1, 0, D("0.00")
            f(19, y, lots[str(k)], 9, "B")
            y += 5.8
        sub_no += 1
        number = f"{lot_no}.{sub_no}" if lots else str(k + 1)
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 90)
        for (x, al), value in zip(cols, (number, desc[0], inv.qty(line), line.unit, inv.number(line.price),
                                         inv.number(line.amount))):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(31, y, more, 8.4)
        pdf.line(31, y + 2.2, 192, y + 2.2)
        y += 6.4
        if lot_sum is not None:
            lot_sum += line.amount
    if lots:
        y = close_lot(y)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9, "B" if strong else "", "right")
        f(191, y, inv.number(value) + " €", 9, "B" if strong else "", "right")
        y += 5.2
    pdf.set_fill_color(253, 235, 222)
    pdf.rect(124, y - 4.2, 68, 7, style="F")
    f(160, y + 0.2, w["pay"], 10, "B", "right")
    f(191, y + 0.2, inv.number(inv.gross_total) + " €", 10, "B", "right")
    y += 13
    pdf.set_font("DejaVu", "", 8)
    texts = [inv.statement, w["bank"].format(iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    if inv.extra["insurance"]:
        texts.append(inv.extra["insurance"])
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.6
    f(105, 284, f"{s.name} - {s.register}", 6.4, "", "center")
    return bytes(pdf.output())


# --- myunisoft (reportlab platypus, DejaVu Sans) --------------------------------------------------------------------
def myunisoft(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("Facture n°", "Date", "Échéance", "Code client"), "client": "Client",
          "mission": "Mission", "period": "Période", "cols": ("Désignation", "Quantité", "Unité", "P.U. HT",
                                                               "Montant HT"),
          "recap": ("Base HT", "Taux TVA", "Montant TVA"), "net": "Total HT", "vat": "TVA {rate} %",
          "gross": "Total TTC", "due": "Net à payer", "vatno": "N° TVA", "pay": "Mode de règlement : {terms}. "
          "IBAN {iban} - BIC {bic}.", "comm": ""}
         if fr else
         {"title": "RECHNUNG", "facts": ("Rechnung Nr.", "Datum", "Fällig am", "Kundennummer"), "client": "Kunde",
          "mission": "Auftrag", "period": "Zeitraum", "cols": ("Bezeichnung", "Menge", "Einheit", "Einzelpreis",
                                                                "Betrag netto"),
          "recap": ("Netto", "MwSt.-Satz", "MwSt.-Betrag"), "net": "Summe netto", "vat": "MwSt. {rate} %",
          "gross": "Summe brutto", "due": "Zu zahlen", "vatno": "MwSt.-Nr.", "pay": "Zahlungsweise: {terms}. "
          "IBAN {iban} - BIC {bic}.", "comm": "Strukturierte Mitteilung"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    n, r = _style("mun", 8.6, "DV"), _style("mur", 8.6, "DV", align=2)
    b, br = _style("mub", 8.6, "DVB"), _style("mubr", 8.6, "DVB", align=2)
    small = _style("mus", 7, "DV", grey=0.4)
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    firm = Paragraph(f"<font name='DVB' size='10.5'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                     f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>"
                     f"{escape(s.email)}<br/>{escape(w['vatno'])} {escape(s.vat)}", _style("muf", 8.2, "DV", lead=10.8))
    facts = Table([[Paragraph(f"<b>{w['title']}</b>", _style("mut", 15, "DVB", lead=19)), ""]]
                  + [[Paragraph(escape(k), small), Paragraph(escape(v), br if k == w["facts"][0] else r)]
                     for k, v in zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt),
                                                  inv.customer_no))],
                  colWidths=[30 * mm, 40 * mm])
    facts.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.Color(0.16, 0.33, 0.55)),
                               ("SPAN", (0, 0), (1, 0)), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    top = Table([[firm, facts]], colWidths=[108 * mm, 70 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    client = Table([[Paragraph(escape(w["client"]), small)],
                    [Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                                f"{w['vatno']} {BUYER_VAT}")),
                               _style("muc", 9, "DV", lead=11.6))]], colWidths=[78 * mm], hAlign="RIGHT")
    client.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6))]))
    info = [f"<b>{escape(w['mission'])} :</b> {escape(inv.extra['mission'])}" if fr else
            f"<b>{escape(w['mission'])}:</b> {escape(inv.extra['mission'])}",
            f"<b>{escape(w['period'])} :</b> {escape(inv.extra['period'])}" if fr else
            f"<b>{escape(w['period'])}:</b> {escape(inv.extra['period'])}"]
    if inv.po_printed:
        info.append(f"<b>{escape(inv.extra['po_label'])}{' :' if fr else ':'}</b> {escape(inv.po_printed)}")
    rows = [[Paragraph(f"<b>{escape(h)}</b>", br if k in (1, 3, 4) else b) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), n), Paragraph(inv.qty(line), r), Paragraph(line.unit, n),
                     Paragraph(inv.number(line.price), r), Paragraph(inv.number(line.amount), r)])
    table = Table(rows, colWidths=[84 * mm, 22 * mm, 20 * mm, 24 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.16, 0.33, 0.55)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    recap = Table([[Paragraph(escape(h), small) for h in w["recap"]],
                   [Paragraph(inv.number(inv.net_total), r), Paragraph(inv.rate() + " %", r),
                    Paragraph(inv.number(inv.vat_amount), r)]], colWidths=[26 * mm, 20 * mm, 26 * mm])
    recap.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6))]))
    trows = [[Paragraph(escape(label), br if strong else r), Paragraph(inv.number(value) + " €", br if strong else r)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    trows.append([Paragraph(f"<b>{escape(w['due'])}</b>", br), Paragraph(f"<b>{inv.number(inv.gross_total)} €</b>",
                                                                          br)])
    tot = Table(trows, colWidths=[34 * mm, 30 * mm])
    tot.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.87, 0.91, 0.96)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    foot = Table([[recap, tot]], colWidths=[100 * mm, 78 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 6 * mm), client, Spacer(1, 7 * mm)]
    story += [Paragraph(text, n) for text in info]
    story += [Spacer(1, 5 * mm), table, Spacer(1, 5 * mm), foot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                                                                          bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        story += [Paragraph(escape(text), n), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 14 * mm, s.register)
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"{s.name} - {s.street} - {place(inv)} - {w['vatno']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- kizeo (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def kizeo(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"{x['form']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x0, y, text, size=8.6, style="", align="left": _ft(pdf, x0, y, text, size, style, align, "Lib")  # noqa
    f(18, 18, x["form"], 14, "B")
    f(18, 23.5, f"{s.name} · {s.street} · {place(inv)} · MwSt.-Nr. {s.vat}", 7.6)
    f(192, 18, f"Nr. {inv.invoice_no}", 10, "B", "right")
    y = 30

    def band(title: str, y: float) -> float:
        pdf.set_fill_color(0, 122, 135)
        pdf.rect(18, y, 174, 6.4, style="F")
        pdf.set_text_color(255, 255, 255)
        f(20, y + 4.5, title, 9, "B")
        pdf.set_text_color(0, 0, 0)
        return y + 6.4

    def grid(pairs: list[tuple[str, str]], y: float) -> float:
        pdf.set_draw_color(190, 190, 190)
        for k in range(0, len(pairs), 2):
            for j, (label, value) in enumerate(pairs[k:k + 2]):
                x0 = 18 + j * 87
                pdf.set_fill_color(240, 240, 240)
                pdf.rect(x0, y, 34, 6.6, style="DF")
                pdf.rect(x0 + 34, y, 53, 6.6)
                f(x0 + 1.5, y + 4.4, label, 7.6)
                f(x0 + 35.5, y + 4.4, value, 8.4, "B" if label == "Rechnungsnummer" else "")
            y += 6.6
        return y + 3

    y = band("Auftrag", y)
    y = grid([("Rechnungsnummer", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
              ("Fahrer", x["driver"]), (x["po_label"], inv.po_printed or ""),
              ("Ankunft", x["arrival"]), ("Abfahrt", x["departure"])], y)
    y = band("Kunde", y)
    y = grid([("Kunde", BUYER[0]), ("Kundennummer", inv.customer_no), ("Adresse", BUYER[1]),
              ("Ort", f"{BUYER[2]}, {COUNTRY_BE['de']}"), ("MwSt.-Nr. Kunde", BUYER_VAT),
              ("Lieferort", "Lager, Tor 3")], y)
    y = band("Gelieferte Artikel", y)
    cols = [(19.5, "l"), (46, "l"), (130, "r"), (132, "l"), (163, "r"), (190.5, "r")]
    pdf.set_fill_color(240, 240, 240)
    pdf.rect(18, y, 174, 6, style="F")
    for (x0, al), head in zip(cols, ("Artikelnr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Betrag")):
        f(x0, y + 4.2, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 80)
        height = 3.9 * len(desc) + 3
        pdf.set_draw_color(190, 190, 190)
        pdf.rect(18, y, 174, height)
        for (x0, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                          inv.number(line.price), inv.number(line.amount))):
            f(x0, y + 4.4, value, 8.4, "", "right" if al == "r" else "left")
        for k, more in enumerate(desc[1:]):
            f(46, y + 4.4 + 3.9 * (k + 1), more, 8.4)
        y += height
    y += 3
    y = band("Beträge", y)
    rows = [(label, inv.number(value) + " EUR") for label, value, _ in
            totals(inv, "Zwischensumme", "Summe netto", "MwSt. {rate} %", "Gesamtbetrag")]
    rows.append(("Zahlungsziel", f"{x['terms']}, bis {inv.day(inv.due, '%d.%m.%Y')}"))
    rows.append(("Bankverbindung", f"IBAN {inv.iban}"))
    rows.append(("BIC", inv.bic))
    rows.append(("Mitteilung", inv.payment_ref))
    y = grid(rows, y)
    y = band("Unterschrift", y)
    y = grid([("Name Empfänger", x["signer"]), ("Datum", inv.day(inv.issued, "%d.%m.%Y") + " " + x["departure"])], y)
    pdf.set_draw_color(190, 190, 190)
    pdf.rect(18, y, 87, 22)
    f(20, y + 4, "Unterschrift Kunde", 7.6)
    pdf.set_draw_color(20, 40, 120)
    pdf.set_line_width(0.5)
    pdf.line(30, y + 15, 42, y + 10)
    pdf.line(42, y + 10, 50, y + 16)
    pdf.line(50, y + 16, 64, y + 9)
    pdf.line(64, y + 9, 78, y + 14)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(190, 190, 190)
    pdf.rect(105, y, 87, 22)
    f(107, y + 4, "Bemerkungen", 7.6)
    f(107, y + 10, "Ware vollständig und ohne Schäden erhalten.", 8.4)
    f(18, 279, f"Formular: {x['form']} · gesendet am {x['created']} · Benutzer: {x['driver']}", 6.8)
    f(18, 282.5, s.register, 6.8)
    f(192, 282.5, "Seite 1/1", 6.8, "", "right")
    return bytes(pdf.output())


# --- invoicera (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def invoicera(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Invoice Date", "Due Date"), "bill": "Bill To",
          "cols": ("Item", "Description", "Unit Cost", "Qty", "Discount", "Line Total"), "sub": "Sub Total",
          "vat": "Tax (VAT {rate}%)", "gross": "Total", "paid": "Paid", "due": "Balance Due", "terms": "Terms & Conditions",
          "notes": "Notes", "pay": "Payment terms: {terms}. Please pay by bank transfer to IBAN {iban}, BIC {bic}, "
                                   "quoting the invoice number.", "vatno": "VAT No.", "comm": ""}
         if en else
         {"title": "FACTUUR", "facts": ("Factuur #", "Factuurdatum", "Vervaldatum"), "bill": "Factuur aan",
          "cols": ("Artikel", "Omschrijving", "Eenheidsprijs", "Aantal", "Korting", "Regeltotaal"),
          "sub": "Subtotaal", "vat": "Btw ({rate}%)", "gross": "Totaal", "paid": "Betaald", "due": "Openstaand saldo",
          "terms": "Voorwaarden", "notes": "Opmerkingen", "pay": "Betalingstermijn: {terms}. Gelieve te betalen "
          "op IBAN {iban}, BIC {bic}.", "vatno": "Btw-nr.", "comm": "Gestructureerde mededeling"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    n, r = _style("ivn", 8.6, "LS"), _style("ivr", 8.6, "LS", align=2)
    b, br = _style("ivb", 8.6, "LSB"), _style("ivbr", 8.6, "LSB", align=2)
    white = _style("ivw", 8.4, "LSB", grey=1)
    white_r = _style("ivwr", 8.4, "LSB", grey=1, align=2)
    dfmt = "%d/%m/%Y" if en else "%d-%m-%Y"
    company = Paragraph(f"<font name='LSB' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>"
                        f"{escape(s.email)}<br/>{escape(w['vatno'])} {escape(s.vat)}",
                        _style("ivc", 8.6, "LS", lead=11))
    title = Paragraph(w["title"], _style("ivt", 24, "LSB", align=2, lead=28, grey=0.3))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<font name='LSB' color='#777777'>{escape(w['bill'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     + "<br/>".join(escape(t) for t in (BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                                        f"{w['vatno']} {BUYER_VAT}")), _style("ivbill", 8.8, "LS",
                                                                                            lead=11.4))
    pairs = list(zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt))))
    if inv.po_printed:
        pairs.append((inv.extra["po_label"], inv.po_printed))
    facts = Table([[Paragraph(escape(k), b), Paragraph(escape(v), r)] for k, v in pairs],
                  colWidths=[34 * mm, 36 * mm])
    facts.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.85, 0.85, 0.85)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    mid = Table([[bill, facts]], colWidths=[108 * mm, 70 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(6) if (k != 0 or articles) and (k != 4 or discounts)]
    widths = {0: 26, 1: 0, 2: 24, 3: 20, 4: 18, 5: 26}
    widths[1] = 178 - sum(widths[k] for k in keep if k != 1)
    rows = [[Paragraph(escape(w["cols"][k]), white_r if k >= 2 else white) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), n), 1: Paragraph(escape(line.description), n),
                 2: Paragraph(inv.number(line.price), r), 3: Paragraph(escape(inv.qty(line) + " " + line.unit), r),
                 4: Paragraph(inv.pct(line.discount) + "%" if line.discount else "", r),
                 5: Paragraph(inv.number(line.amount), r)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.24, 0.3)),
                               ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.96, 0.96, 0.96)]),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6)]))
    trows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    trows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), br if strong else r),
                  Paragraph(("EUR " if label in (w["gross"], w["due"]) else "") + inv.number(value),
                            br if strong else r)] for label, value, strong in trows],
                colWidths=[44 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.93, 0.93, 0.93)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    story += [Paragraph(f"<b>{escape(w['terms'])}</b>", n),
              Paragraph(escape(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)), n)]
    if inv.payment_ref:
        story.append(Paragraph(escape(f"{w['comm']}: {inv.payment_ref}"), n))
    if inv.statement:
        story += [Spacer(1, 3 * mm), Paragraph(f"<b>{escape(w['notes'])}</b>", n), Paragraph(escape(inv.statement), n)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 12 * mm, s.register)
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 of 1" if en else "Pagina 1 van 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- jasmin (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def jasmin(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Date", "Due Date", "Payment Terms", "Customer VAT No.", inv.extra["po_label"]),
          "cols": ("Item", "Description", "Qty.", "Unit", "Unit Price", "Disc. %", "VAT %", "Net Value"),
          "sum": ("VAT Summary", "Rate", "Taxable Amount", "VAT Amount"), "sub": "Goods total",
          "net": "Total (excl. VAT)", "vat": "VAT {rate} %", "gross": "Total (EUR)", "cust": "Customer",
          "vatno": "VAT No.", "bank": "Bank details", "cert": "Processed by certified program No. {cert}",
          "page": "Page 1 of 1", "code": "Customer"}
         if en else
         {"title": "Facture", "facts": ("Date", "Échéance", "Conditions de paiement", "N° TVA client",
                                        inv.extra["po_label"]),
          "cols": ("Article", "Description", "Qté", "Unité", "Prix unit.", "Rem. %", "TVA %", "Montant HT"),
          "sum": ("Récapitulatif TVA", "Taux", "Base HT", "Montant TVA"), "sub": "Total marchandises",
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total (EUR)", "cust": "Client", "vatno": "N° TVA",
          "bank": "Coordonnées bancaires", "cert": "Traité par programme certifié n° {cert}",
          "page": "Page 1 sur 1", "code": "Client"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 19, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], f"NIF {s.vat[2:]}",
                              f"Tel. {s.phone}", s.email]):
        c.text(18, 24.5 + k * 3.8, text, 7.8, F)
    c.text(192, 19, w["title"], 16, B, "right")
    c.text(192, 25.5, inv.invoice_no, 11, B, "right")
    c.text(192, 30.5, "Original", 8, F, "right", grey=0.4)
    c.text(192, 35, f"ATCUD: {inv.extra['atcud']}", 7.8, F, "right")
    c.text(112, 50, w["cust"], 7.2, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(112, 55 + k * 4.4, text, 9.2, B if k == 0 else F)
    values = (inv.day(inv.issued, "%d/%m/%Y"), inv.day(inv.due, "%d/%m/%Y"), inv.extra["terms"], BUYER_VAT,
              inv.po_printed or "")
    cells = [(k, v) for k, v in zip(w["facts"], values) if v]
    cells.insert(0, (w["code"], inv.customer_no))
    y = 80
    wcell = 174 / len(cells)
    for k, (label, value) in enumerate(cells):
        x = 18 + k * wcell
        c.fill(x, y, wcell, 5, 0.9)
        c.c.setStrokeGray(0.6)
        c.c.rect(x * MM, c.height - (y + 11) * MM, wcell * MM, 11 * MM)
        c.text(x + 1.5, y + 3.6, label, 6.8, F, grey=0.3)
        c.text(x + 1.5, y + 9, value, 8.2, F)
    y = 101
    cols = [(19, "left"), (41, "left"), (124, "right"), (126, "left"), (148, "right"), (160, "right"),
            (171, "right"), (191, "right")]
    c.rule(18, y - 4.4, 192, 0.5)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.2, B, al)
    c.rule(18, y + 1.8, 192, 0.5)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 76 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount or D(0)),
                  inv.number(inv.vat_rate), inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(41, y, more, 8, F)
        y += 5.2
    c.rule(18, y - 2.4, 192, 0.3, grey=0.5)
    y += 4
    # the VAT summary left, the totals right
    c.text(18, y, w["sum"][0], 7.8, B)
    for x, head in ((60, w["sum"][1]), (88, w["sum"][2]), (114, w["sum"][3])):
        c.text(x, y + 5, head, 7, F, "right", grey=0.35)
    c.text(60, y + 9.5, inv.rate() + " %", 8, F, "right")
    c.text(88, y + 9.5, inv.number(inv.net_total), 8, F, "right")
    c.text(114, y + 9.5, inv.number(inv.vat_amount), 8, F, "right")
    ty = y
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(165, ty, label, 8.6, B if strong else F, "right")
        c.text(191, ty, inv.number(value), 8.6 if not strong else 10, B if strong else F, "right")
        ty += 5
    y = max(y + 18, ty + 6)
    for row in rl_wrap(inv.statement, F, 7.8, 174 * MM):
        c.text(18, y, row, 7.8, F)
        y += 3.7
    y += 3
    c.text(18, y, w["bank"], 7.8, B)
    c.text(18, y + 4, f"IBAN {inv.iban} - BIC/SWIFT {inv.bic}", 7.8, F)
    # the QR code bottom left, the ATCUD and the certification line next to it
    dark, n = _qr(_at_qr(inv))
    size = 26 / n
    x0, y0 = 18, 242
    c.c.setFillGray(0)
    for r_, col in dark:
        c.c.rect((x0 + col * size) * MM, c.height - (y0 + (r_ + 1) * size) * MM, size * MM, size * MM, stroke=0,
                 fill=1)
    c.text(48, 250, f"ATCUD: {inv.extra['atcud']}", 7.6, F)
    c.text(48, 254, f"{inv.extra['hash']}-" + w["cert"].format(cert=inv.extra["cert"]), 7.2, F)
    c.text(48, 258, s.register, 6.8, F, grey=0.35)
    c.text(192, 284, w["page"], 6.8, F, "right", grey=0.4)
    return c.bytes()


# --- gesfaturacao (fpdf2, DejaVu Sans Condensed) --------------------------------------------------------------------
def gesfaturacao(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Fatura {inv.invoice_no}", s.name)
    f = lambda x0, y, text, size=8.2, style="", align="left": _ft(pdf, x0, y, text, size, style, align, "Cond")  # noqa
    f(18, 19, s.name, 12.5, "B")
    for k, text in enumerate([s.street, place(inv), "Portugal",
                              f"NIF / VAT: {s.vat}", f"Tel.: {s.phone}", s.email]):
        f(18, 24.5 + k * 3.8, text, 7.8)
    pdf.set_draw_color(60, 60, 60)
    pdf.rect(122, 13, 70, 25)
    f(125, 19.5, "FATURA / INVOICE", 11, "B")
    f(125, 25, f"N.º {inv.invoice_no}", 10, "B")
    f(125, 30, "Original", 7.8)
    f(125, 34.5, f"ATCUD: {x['atcud']}", 7.8)
    f(122, 46, "Exmo.(s) Sr.(s) / Customer", 7, "")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Bélgica / Belgium", f"NIF / VAT: {BUYER_VAT}"]):
        f(122, 51 + k * 4.3, text, 9, "B" if k == 0 else "")
    heads = ("Cliente / Customer", "Data / Date", "Vencimento / Due date", x["po_label"], "Cond. pag. / Terms")
    values = (inv.customer_no, inv.day(inv.issued, "%Y-%m-%d"), inv.day(inv.due, "%Y-%m-%d"), inv.po_printed or "",
              x["terms"])
    xs = (18, 44, 74, 110, 150, 192)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(18, 78, 174, 5, style="DF")
    pdf.rect(18, 83, 174, 6)
    for k, (head, value) in enumerate(zip(heads, values)):
        f(xs[k] + 1.2, 81.6, head, 6.8)
        f(xs[k] + 1.2, 87.4, value, 8.2, "B" if k == 3 else "")
        if k:
            pdf.line(xs[k], 78, xs[k], 89)
    y = 98
    cols = [(19, "l"), (40, "l"), (129, "r"), (131, "l"), (151, "r"), (163, "r"), (173, "r"), (191, "r")]
    pdf.set_fill_color(60, 60, 60)
    pdf.rect(18, y - 4, 174, 8.2, style="F")
    pdf.set_text_color(255, 255, 255)
    for (x0, al), (pt, en) in zip(cols, (("Código", "Code"), ("Descrição", "Description"), ("Qtd.", "Qty"),
                                         ("Un.", "Unit"), ("Preço", "Price"), ("Desc.", "Disc."), ("IVA", "VAT"),
                                         ("Total", "Total"))):
        f(x0, y - 0.6, pt, 7.2, "B", "right" if al == "r" else "left")
        f(x0, y + 2.8, en, 6.6, "", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 9.5
    pdf.set_draw_color(205, 205, 205)
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.2)
        desc = fp_wrap(pdf, line.description, 76)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount or D(0)), inv.number(inv.vat_rate), inv.number(line.amount))
        for (x0, al), value in zip(cols, values):
            f(x0, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(40, y, more, 8.2)
        pdf.line(18, y + 2, 192, y + 2)
        y += 5.6
    y += 4
    # tax summary left, totals right
    f(18, y, "Quadro resumo de IVA / VAT summary", 7.6, "B")
    for x0, head in ((40, "Taxa / Rate"), (66, "Incidência / Base"), (88, "IVA / VAT")):
        f(x0, y + 4.6, head, 6.8, "", "right")
    f(40, y + 9, inv.rate() + " %", 8.2, "", "right")
    f(66, y + 9, inv.number(inv.net_total), 8.2, "", "right")
    f(88, y + 9, inv.number(inv.vat_amount), 8.2, "", "right")
    ty = y
    labels = ("Total ilíquido / Goods total", "Total s/ IVA / Total excl. VAT", "IVA / VAT {rate} %",
              "Total (EUR)")
    for label, value, strong in totals(inv, *labels):
        f(165, ty, label, 8.2, "B" if strong else "", "right")
        f(191, ty, inv.number(value) + " €", 8.6 if strong else 8.2, "B" if strong else "", "right")
        ty += 4.7
    y = max(y + 16, ty + 5)
    pdf.set_font("Cond", "", 7.8)
    for row in fp_wrap(pdf, inv.statement, 172):
        f(18, y, row, 7.8)
        y += 3.7
    y += 2
    f(18, y, f"IBAN: {inv.iban}   BIC/SWIFT: {inv.bic}", 7.8, "B")
    dark, n = _qr(_at_qr(inv))
    size = 24 / n
    pdf.set_fill_color(0, 0, 0)
    for r_, col in dark:
        pdf.rect(18 + col * size, 248 + r_ * size, size, size, style="F")
    f(46, 256, f"ATCUD: {x['atcud']}", 7.6)
    f(46, 260, f"{x['hash']}-Processado por programa certificado n.º {x['cert']}", 7.2)
    f(46, 264, s.register, 6.8)
    f(192, 284, "Pág. 1/1", 6.8, "", "right")
    return bytes(pdf.output())


WRITERS = {"factomos": factomos, "mondevis": mondevis, "myunisoft": myunisoft, "kizeo": kizeo,
           "invoicera": invoicera, "jasmin": jasmin, "gesfaturacao": gesfaturacao}
