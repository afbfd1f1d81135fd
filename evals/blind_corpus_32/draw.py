"""Seven page writers for the thirty-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, three on
reportlab (two on its canvas, one on its platypus flowables), one made by Typst, on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers come from
evals/blind_corpus/drawing.py.

- meg (reportlab canvas, DejaVu Sans): a MEG-style Belgian online-accounting invoice, nl or fr: the company top
  left, the customer right with its VAT number, `Factuur` / `Facture` with a fact list, columns `Code` (only when a
  line has one) / `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Btw` / `Totaal excl. btw`, a VAT summary table
  (base, rate, VAT), `Totaal incl. btw`, `Te betalen`, the structured communication.
- facturationpro (fpdf2, DejaVu Sans): a Facturation.pro-style French online invoice: issuer left, client right,
  `Facture n° …`, the dates, the customer's order reference, columns `Réf.` / `Désignation` / `Qté` /
  `P.U. HT` / `Rem.` / `TVA` / `Total HT`, totals `Total HT`, `TVA`, `Total TTC`, `Net à payer`, bank details.
- actindo (reportlab platypus, Liberation Sans): an Actindo-style ERP invoice, de or en: the sender line, the
  address, an info block (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Auftrags-Nr.`, `Lieferschein-Nr.`,
  `Ihre Bestellnr.`), a grid with `Pos.` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `Einzelpreis` / `Rabatt` /
  `Gesamt`, totals `Summe netto`, `MwSt.`, `Gesamtbetrag`.
- pickware (fpdf2, Liberation Sans): a Shopware/Pickware shop invoice, de or nl: the sender line, the address,
  a right-hand block (`Kundennummer`, `Bestellnummer`, `Bestelldatum`, `Datum`), `Rechnung 1004827`, columns
  `Pos.` / `Art.-Nr.` / `Produktname` / `Anzahl` / `USt.` / `Stückpreis` / `Gesamt`, totals `Gesamtkosten`,
  `Versandkosten`, `Gesamtkosten netto`, `zzgl. … USt.`, `Gesamtkosten brutto`, the shipping and payment method.
- agenda (reportlab canvas, Liberation Sans): an Agenda-style German DIN 5008 letter: sender line, window,
  an info column, `Rechnung Nr. …` as subject, an opening sentence with the order, columns `Pos.` / `Menge` /
  `Einheit` / `Bezeichnung` / `Einzelpreis` / `Gesamtpreis`, totals `Nettobetrag`, `Umsatzsteuer`,
  `Rechnungsbetrag`, a four-column footer.
- addison (fpdf2, DejaVu Sans Condensed): an Addison-style German invoice: a header band, the address, a boxed
  fact grid (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellung`, `Leistungszeitraum`), columns `Pos` /
  `Leistung` / `Menge` / `ME` / `Preis/ME` / `Betrag EUR`, totals `Summe netto`, `USt`, `Endbetrag`.
- hansaworld (Typst, Liberation Sans): a HansaWorld Standard ERP invoice form, en or nl: `INVOICE` / `FACTUUR`
  top right with a framed fact grid (`Invoice No.`, `Inv. Date`, `Customer`, `Your Ref.`, `Our Ref.`,
  `Payment Terms`, `Due Date`, `Salesman`), columns `Item` / `Description` / `Qty` / `Unit` / `Unit Price` /
  `Sum`, totals `Subtotal`, `VAT`, `TOTAL EUR`, the bank line."""

from __future__ import annotations

import io
import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, MM, Canvas, _fpdf, _ft, _lib, _p, _style,  # noqa: E402
                     _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts, LIBERATION_SANS)

register_fonts(*LIBERATION_SANS)


# --- meg (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------------
def meg(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Uw ref."),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Totaal excl. btw"),
          "base": "Maatstaf", "vatcol": "Btw", "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal incl. btw",
          "pay": "Te betalen", "vatno": "Btw", "comm": "Gestructureerde mededeling",
          "terms": "Betaling binnen {t} op rekening {iban} (BIC {bic})."}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "N° client",
                                        "Votre réf."),
          "cols": ("Code", "Description", "Quantité", "Prix unitaire", "TVA", "Total HTVA"),
          "base": "Base", "vatcol": "TVA", "net": "Total HTVA", "vat": "TVA", "gross": "Total TVAC",
          "pay": "À payer", "vatno": "TVA", "comm": "Communication structurée",
          "terms": "Paiement à {t} sur le compte {iban} (BIC {bic})."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    c.text(18, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), f"{w['vatno']} {s.vat}", f"Tel. {s.phone}", s.email]):
        c.text(18, 26 + k * 4, text, 8, F, grey=0.25)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                              f"{w['vatno']} {BUYER_VAT}"]):
        c.text(118, 50 + k * 4.6, text, 9.4, B if k == 0 else F)
    c.text(18, 82, w["title"], 17, B)
    facts = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y"), inv.day(inv.due, "%d/%m/%Y"), inv.customer_no,
             inv.po_printed or "")
    y = 89
    for label, value in zip(w["facts"], facts):
        if value:
            c.text(18, y, label, 8.4, F, grey=0.35)
            c.text(56, y, value, 8.4, B if label == w["facts"][0] else F)
            y += 4.4
    y += 6
    articles = any(line.article for line in inv.lines)
    cols = [(19, "left"), (44 if articles else 19, "left"), (124, "right"), (146, "right"), (158, "right"),
            (191, "right")]
    c.fill(18, y - 4.4, 174, 6.4, 0.92)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k or articles:
            c.text(x, y, head, 7.8, B, al)
    y += 7
    width = (cols[2][0] - 16 - cols[1][0]) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, width)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                  inv.rate() + "%", eur(line.amount)]
        for k, ((x, al), value) in enumerate(zip(cols, values)):
            if k or articles:
                c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(cols[1][0], y, more, 8.4, F)
        c.rule(18, y + 2.2, 192, 0.3, 0.8)
        y += 6.4
    y += 4
    # the VAT summary MEG prints left of the totals
    c.text(18, y, w["base"], 7.8, B)
    c.text(48, y, w["vatcol"] + " %", 7.8, B)
    c.text(88, y, w["vatcol"], 7.8, B, "right")
    c.text(18, y + 4.6, eur(inv.net_total), 8.2, F)
    c.text(48, y + 4.6, inv.rate() + "%", 8.2, F)
    c.text(88, y + 4.6, eur(inv.vat_amount), 8.2, F, "right")
    for label, value, strong in totals(inv, "", w["net"], w["vat"] + " " + inv.rate() + "%", w["gross"]):
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(191, y, eur(value), 8.8, B if strong else F, "right")
        y += 5
    c.fill(120, y - 1.6, 72, 7.6, 0.15)
    c.text(124, y + 3.6, w["pay"], 10, B, grey=1)
    c.text(189, y + 3.6, eur(inv.gross_total), 10, B, "right", grey=1)
    y += 16
    if inv.extra.get("note"):
        c.text(18, y, inv.extra["note"], 8.2, F)
        y += 6
    for row in rl_wrap(w["terms"].format(t=inv.extra["terms"], iban=inv.iban, bic=inv.bic), F, 8.2, 172 * MM):
        c.text(18, y, row, 8.2, F)
        y += 4.2
    if inv.payment_ref:
        c.text(18, y + 1, f"{w['comm']}: {inv.payment_ref}", 8.6, B)
    c.rule(18, 278, 192, 0.3, 0.6)
    c.text(105, 282, f"{s.name} · {s.street} · {place(inv)} · {s.register} · {w['vatno']} {s.vat} · "
                     f"IBAN {inv.iban}", 6.6, F, "center", grey=0.3)
    return c.bytes()


# --- facturationpro (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------
def facturationpro(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    f(16, 20, s.name, 12, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], f"Tél. : {s.phone}", s.email]):
        f(16, 26 + k * 4, text, 8.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"TVA : {BUYER_VAT}"]):
        f(118, 48 + k * 4.6, text, 9.2, "B" if k == 0 else "")
    f(16, 82, f"Facture n° {inv.invoice_no}", 14, "B")
    facts = [("Date", inv.day(inv.issued, "%d/%m/%Y")), ("Échéance", inv.day(inv.due, "%d/%m/%Y")),
             ("Code client", inv.customer_no)]
    if inv.po_printed:
        facts.append((inv.extra.get("po_label", "Votre commande"), inv.po_printed))
    y = 89
    for label, value in facts:
        f(16, y, f"{label} : {value}", 8.6)
        y += 4.4
    y += 6
    cols = [(17, "l"), (52, "l"), (132, "r"), (152, "r"), (164, "r"), (175, "r"), (193, "r")]
    heads = ("Réf.", "Désignation", "Qté", "P.U. HT", "Rem.", "TVA", "Total HT")
    pdf.set_fill_color(45, 62, 80)
    pdf.rect(16, y - 4.6, 178, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    for (x, al), head in zip(cols, heads):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 66)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.rate() + " %", eur(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 7.6 if x == 17 else 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(52, y, more, 8.2)
        pdf.set_draw_color(205, 205, 205)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.2
    y += 5
    rows = [("Total HT", inv.net_total, False), (f"TVA {inv.rate()} %", inv.vat_amount, False),
            ("Total TTC", inv.gross_total, False), ("Net à payer", inv.gross_total, True)]
    for label, value, strong in rows:
        f(160, y, label, 9, "B" if strong else "", "right")
        f(193, y, eur(value), 9, "B" if strong else "", "right")
        y += 5.4
    y += 6
    pdf.set_font("DejaVu", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Conditions de paiement : {inv.extra['terms']}. En cas de retard de paiement, indemnité forfaitaire pour "
        "frais de recouvrement : 40 €."]
    if inv.payment_ref:
        texts.append(f"Communication structurée : {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8)
            y += 4
        y += 1.6
    f(16, y + 3, "Coordonnées bancaires", 8.2, "B")
    f(16, y + 7.4, f"IBAN : {inv.iban}    BIC : {inv.bic}", 8.2)
    f(105, 284, f"{s.name} - {s.register} - N° TVA {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- actindo (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
def actindo(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", "Auftrags-Nr.", "Lieferschein-Nr.",
                                         "Ihre Bestellnr.", "Ansprechpartner"),
          "cols": ("Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "Einzelpreis", "Rabatt", "Gesamt"),
          "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR", "vatno": "USt-IdNr.",
          "yours": "Ihre USt-IdNr.", "due": "Zahlbar bis {due} ({terms}).", "bank": "Bankverbindung",
          "hello": "Sehr geehrte Damen und Herren,", "intro": "wir berechnen Ihnen wie folgt:"}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Date", "Customer no.", "Sales order no.", "Delivery note no.",
                                        "Your order no.", "Contact"),
          "cols": ("Pos.", "Item no.", "Description", "Qty", "Unit price", "Discount", "Total"),
          "net": "Total net", "vat": "VAT {rate} %", "gross": "Total amount EUR", "vatno": "VAT ID",
          "yours": "Your VAT ID", "due": "Payable by {due} ({terms}).", "bank": "Bank details",
          "hello": "Dear Sir or Madam,", "intro": "we invoice you as follows:"})
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=20 * mm, rightMargin=15 * mm, topMargin=14 * mm,
                            bottomMargin=26 * mm, invariant=1, title=f"{w['title']} {inv.invoice_no}",
                            author=s.name, creator=s.name, producer="", subject="")
    norm, small, bold = _style("an", 8.8, "LS"), _style("as", 6.6, "LS", grey=0.35), _style("ab", 8.8, "LSB")
    right, rbold = _style("ar", 8.8, "LS", 2), _style("arb", 8.8, "LSB", 2)
    dfmt = "%d.%m.%Y"
    head = Table([[_p(s.name, _style("h", 14, "LSB")), _p(f"{s.street}\n{place(inv)}\n{COUNTRY[s.country]['de' if de else 'en']}"
                                                       f"\n{s.phone}\n{s.email}", _style("hr", 8, "LS", 2))]],
                 colWidths=[100 * mm, 75 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["order"], inv.extra["delivery"],
              inv.po_printed or "", inv.extra["contact"])
    info = Table([[_p(k, small), _p(v, norm)] for k, v in zip(w["facts"], values) if v],
                 colWidths=[28 * mm, 37 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0), ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    addr = [_p(f"{s.name} · {s.street} · {place(inv)}", small), Spacer(1, 2 * mm),
            _p("\n".join([*BUYER, COUNTRY_BE["de" if de else "en"], "", f"{w['yours']}: {BUYER_VAT}"]), norm)]
    block = Table([[addr, info]], colWidths=[105 * mm, 70 * mm])
    block.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [head, Spacer(1, 14 * mm), block, Spacer(1, 10 * mm),
             _p(f"{w['title']} {inv.invoice_no}", _style("t", 13, "LSB")), Spacer(1, 3 * mm),
             _p(w["hello"], norm), _p(w["intro"], norm), Spacer(1, 3 * mm)]
    rows = [[_p(h, _style("c", 8, "LSB", 2 if k >= 3 else 0)) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        rows.append([_p(str(k + 1), norm), _p(line.article or "", _style("art", 8, "LS")),
                     _p(line.description, norm), _p(f"{inv.qty(line)} {line.unit}", right),
                     _p(inv.number(line.price), right),
                     _p(inv.pct(line.discount) + " %" if line.discount else "", right),
                     _p(inv.number(line.amount), right)])
    grid = Table(rows, colWidths=[10 * mm, 28 * mm, 62 * mm, 19 * mm, 20 * mm, 15 * mm, 21 * mm], repeatRows=1)
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                              ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                              ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    story += [grid, Spacer(1, 4 * mm)]
    trows = [[_p(label, rbold if strong else right), _p(inv.number(value), rbold if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[45 * mm, 25 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    story += [tot, Spacer(1, 6 * mm)]
    if inv.statement:
        story += [_p(inv.statement, norm), Spacer(1, 2 * mm)]
    story.append(_p(w["due"].format(due=inv.day(inv.due, dfmt), terms=inv.extra["terms"]), norm))

    def footer(canvas, _doc):
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setStrokeGray(0.6)
        canvas.line(20 * mm, 22 * mm, 195 * mm, 22 * mm)
        for k, text in enumerate([f"{s.name} · {s.street} · {place(inv)}", f"{s.register} · {w['vatno']} {s.vat}",
                                  f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}"]):
            canvas.drawString(20 * mm, (18 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- pickware (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def pickware(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Kundennummer", "Bestellnummer", "Bestelldatum", "Datum"),
          "cols": ("Pos.", "Art.-Nr.", "Produktname", "Anzahl", "USt.", "Stückpreis", "Gesamt"),
          "sub": "Gesamtkosten", "net": "Gesamtkosten netto", "vat": "zzgl. {rate} % USt.",
          "gross": "Gesamtkosten brutto", "ship": "Versandart", "payment": "Zahlungsart", "comment": "Kommentar",
          "vatno": "USt-IdNr.", "yours": "USt-IdNr. des Kunden", "page": "Seite 1 von 1",
          "due": "Bitte überweisen Sie den Rechnungsbetrag bis zum {due}."}
         if de else
         {"title": "Factuur", "facts": ("Klantnummer", "Bestelnummer", "Besteldatum", "Datum"),
          "cols": ("Pos.", "Art.nr.", "Productnaam", "Aantal", "Btw", "Stukprijs", "Totaal"),
          "sub": "Totaal", "net": "Totaal excl. btw", "vat": "plus {rate} % btw",
          "gross": "Totaal incl. btw", "ship": "Verzendwijze", "payment": "Betaalwijze", "comment": "Opmerking",
          "vatno": "Btw-nr.", "yours": "Btw-nr. klant", "page": "Pagina 1 van 1",
          "due": "Gelieve het factuurbedrag over te maken vóór {due}."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    f(190, 20, s.name, 13, "B", "right")
    f(25, 48, f"{s.name} - {s.street} - {place(inv)}", 7)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(25, 54 + k * 4.5, text, 10)
    f(25, 76, f"{w['yours']}: {BUYER_VAT}", 8.4)
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    values = (inv.customer_no, inv.extra["order"], inv.extra["order_date"], inv.day(inv.issued, dfmt))
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(140, 54 + k * 4.5, label + ":", 8.6)
        f(190, 54 + k * 4.5, value, 8.6, "", "right")
    f(25, 96, f"{w['title']} {inv.invoice_no}", 14, "B")
    f(190, 96, w["page"], 8, "", "right")
    y = 106
    cols = [(25, "l"), (34, "l"), (70, "l"), (132, "r"), (146, "r"), (168, "r"), (190, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(0, 0, 0)
    pdf.line(25, y + 1.8, 190, y + 1.8)
    y += 6.4
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 52)
        art = fp_wrap(pdf, line.article or "", 34)
        values = [str(k + 1), art[0] if art else "", desc[0], inv.qty(line), inv.rate() + " %", eur(line.price),
                  eur(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2 if x == 34 else 8.6, "", "right" if al == "r" else "left")
        for j in range(1, max(len(desc), len(art))):
            y += 3.9
            if j < len(desc):
                f(70, y, desc[j], 8.6)
            if j < len(art):
                f(34, y, art[j], 8.2)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(25, y + 2.2, 190, y + 2.2)
        y += 6.2
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(160, y, label + ":", 9, "B" if strong else "", "right")
        f(190, y, eur(value), 9, "B" if strong else "", "right")
        y += 5
    y += 6
    f(25, y, f"{w['ship']}: {inv.extra['shipping']}", 8.6)
    f(25, y + 4.5, f"{w['payment']}: {inv.extra['payment']}", 8.6)
    y += 9
    if inv.po_printed:
        f(25, y, f"{w['comment']}: {inv.po_printed}", 8.6)
        y += 4.5
    f(25, y, w["due"].format(due=inv.day(inv.due, dfmt)), 8.6)
    y += 8
    if inv.statement:
        pdf.set_font("Lib", "", 8.6)
        for row in fp_wrap(pdf, inv.statement, 165):
            f(25, y, row, 8.6)
            y += 4.2
    pdf.set_draw_color(120, 120, 120)
    pdf.line(25, 272, 190, 272)
    for k, (x, rows) in enumerate(((25, [s.name, s.street, place(inv)]),
                                   (80, [s.register, f"{w['vatno']} {s.vat}", s.email]),
                                   (135, [f"IBAN {inv.iban}", f"BIC {inv.bic}", s.phone]))):
        for j, text in enumerate(rows):
            f(x, 276 + j * 3.3, text, 6.8)
    return bytes(pdf.output())


# --- agenda (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def agenda(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(190, 18, s.name, 12, B, "right")
    c.text(190, 23, "Beratung für Lager und Logistik", 8.4, F, "right", grey=0.35)
    c.text(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.8, F)
    c.rule(25, 49.5, 110, 0.3)
    for k, text in enumerate([BUYER[0], "Buchhaltung", BUYER[1], BUYER[2], COUNTRY_BE["de"].upper()]):
        c.text(25, 55 + k * 4.4, text, 10, F)
    info = [("Kunden-Nr.", inv.customer_no), ("Rechnungs-Nr.", inv.invoice_no),
            ("Datum", inv.day(inv.issued, "%d.%m.%Y")), ("Leistungszeitraum", inv.extra["period"]),
            ("Ihre USt-IdNr.", BUYER_VAT), ("Unsere USt-IdNr.", s.vat)]
    for k, (label, value) in enumerate(info):
        c.text(125, 52 + k * 4.3, label, 8, F, grey=0.3)
        c.text(155, 52 + k * 4.3, value, 8, F)
    c.text(25, 100, f"Rechnung Nr. {inv.invoice_no}", 11.5, B)
    y = 110
    intro = ("Sehr geehrte Damen und Herren,", "",
             f"für die in Ihrem Auftrag Nr. {inv.po_printed} vom {inv.extra['order_date']} beauftragten "
             "Leistungen erlauben wir uns zu berechnen:")
    for text in intro:
        for row in rl_wrap(text, F, 9.6, 165 * MM) or [""]:
            c.text(25, y, row, 9.6, F)
            y += 4.6
    y += 4
    cols = [(25, "left"), (44, "right"), (47, "left"), (60, "left"), (166, "right"), (190, "right")]
    for (x, al), head in zip(cols, ("Pos.", "Menge", "Einheit", "Bezeichnung", "Einzelpreis", "Gesamtpreis")):
        c.text(x, y, head, 8.4, B, al)
    c.rule(25, y + 1.8, 190, 0.6)
    y += 6.6
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 9, 80 * MM)
        values = [str(k + 1), inv.qty(line), line.unit, desc[0], inv.number(line.price), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 9, F, al)
        for more in desc[1:]:
            y += 4.2
            c.text(60, y, more, 9, F)
        y += 6.4
    c.rule(25, y - 3, 190, 0.6)
    y += 2
    for label, value, strong in totals(inv, "", "Nettobetrag", "Umsatzsteuer {rate} %", "Rechnungsbetrag"):
        c.text(166, y, label, 9.4, B if strong else F, "right")
        c.text(190, y, inv.number(value) + " EUR", 9.4, B if strong else F, "right")
        y += 5
    y += 6
    texts = [inv.statement, f"Zahlungsbedingungen: {inv.extra['terms']}, fällig am "
                            f"{inv.day(inv.due, '%d.%m.%Y')}.", "", "Mit freundlichen Grüßen", s.name]
    for text in texts:
        for row in rl_wrap(text, F, 9.4, 165 * MM) or [""]:
            c.text(25, y, row, 9.4, F)
            y += 4.5
    c.rule(25, 273, 190, 0.3, 0.5)
    for x, rows in ((25, [s.name, s.street, place(inv)]), (66, [f"Tel. {s.phone}", s.email]),
                    (101, [s.register, "Geschäftsführer: Jan Weidenbach"]),
                    (153, [f"IBAN {inv.iban}", f"BIC {inv.bic}", "Frankfurter Sparkasse"])):
        for j, text in enumerate(rows):
            c.text(x, 277 + j * 3.2, text, 6.5, F, grey=0.25)
    return c.bytes()


# --- addison (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def addison(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    pdf.set_fill_color(0, 84, 122)
    pdf.rect(0, 0, 210, 24, style="F")
    pdf.set_text_color(255, 255, 255)
    f(20, 12, s.name, 14, "B")
    f(20, 18, f"{s.street} · {place(inv)} · Tel. {s.phone} · {s.email}", 8)
    pdf.set_text_color(0, 0, 0)
    f(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIEN"]):
        f(20, 52 + k * 4.5, text, 10)
    f(20, 90, "RECHNUNG", 15, "B")
    facts = [("Rechnungs-Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihre Bestellung", inv.po_printed or ""),
             ("Leistungszeitraum", inv.extra["period"])]
    pdf.set_draw_color(0, 84, 122)
    pdf.set_line_width(0.3)
    pdf.rect(20, 95, 170, 12)
    xs = (22, 50, 74, 98, 132)
    for k, (x, (label, value)) in enumerate(zip(xs, facts)):
        if k:
            pdf.line(x - 2, 95, x - 2, 107)
        f(x, 99.4, label, 7, "", "left")
        f(x, 104.6, value, 9, "B", "left")
    f(20, 114, f"Ihre USt-IdNr.: {BUYER_VAT}   ·   Unsere USt-IdNr.: {s.vat}", 8.4)
    y = 124
    cols = [(21, "l"), (30, "l"), (128, "r"), (131, "l"), (164, "r"), (189, "r")]
    pdf.set_fill_color(226, 236, 242)
    pdf.rect(20, y - 4.6, 170, 6.6, style="F")
    for (x, al), head in zip(cols, ("Pos", "Leistung", "Menge", "ME", "Preis/ME", "Betrag EUR")):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    y += 7
    for k, line in enumerate(inv.lines):
        pdf.set_font("Cond", "", 9)
        desc = fp_wrap(pdf, line.description, 82)
        values = [str(k + 1), desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 9, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.1
            f(30, y, more, 9)
        y += 6.6
    pdf.line(20, y - 3, 190, y - 3)
    y += 3
    for label, value, strong in totals(inv, "", "Summe netto", "USt {rate} %", "Endbetrag"):
        f(164, y, label, 9.4, "B" if strong else "", "right")
        f(189, y, inv.number(value), 9.4, "B" if strong else "", "right")
        y += 5.2
    y += 7
    pdf.set_font("Cond", "", 9)
    for text in (inv.statement, f"Zahlungsbedingungen: {inv.extra['terms']} (fällig am "
                                f"{inv.day(inv.due, '%d.%m.%Y')})."):
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 9)
            y += 4.4
        y += 1.5
    pdf.line(20, 274, 190, 274)
    f(105, 278, f"{s.name} · {s.register} · Geschäftsführerin: Dr. Anke Kessler", 7, "", "center")
    f(105, 281.5, f"Bankverbindung: Sparkasse Aachen · IBAN {inv.iban} · BIC {inv.bic}", 7, "", "center")
    return bytes(pdf.output())


# --- hansaworld (Typst, Liberation Sans) ----------------------------------------------------------------------------
def hansaworld(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice No.", "Inv. Date", "Customer", "Your Ref.", "Our Ref.",
                                        "Payment Terms", "Due Date", "Salesman"),
          "to": "Invoice Address", "cols": ("Item", "Description", "Qty", "Unit", "Unit Price", "Sum"),
          "sub": "Subtotal", "vat": "VAT {rate}%", "gross": "TOTAL EUR", "vatno": "VAT Reg. No.",
          "cvat": "Customer VAT Reg. No.", "bank": "Bank", "ref": "Payment reference"}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurnr.", "Fact. datum", "Klant", "Uw ref.", "Onze ref.",
                                        "Betalingsvoorw.", "Vervaldatum", "Verkoper"),
          "to": "Factuuradres", "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Eenh.prijs", "Bedrag"),
          "sub": "Subtotaal", "vat": "BTW {rate}%", "gross": "TOTAAL EUR", "vatno": "BTW-nr.",
          "cvat": "BTW-nr. klant", "bank": "Bank", "ref": "Gestructureerde mededeling"})
    dfmt = "%Y-%m-%d" if en else "%d.%m.%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "", inv.extra["order"],
              inv.extra["terms"], inv.day(inv.due, dfmt), inv.extra["salesman"])
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 26mm), footer: [#set text(size: 7pt)\n'
        '#line(length: 100%, stroke: 0.5pt)\n'
        f'{ts(s.name)} · {ts(s.street)} · {ts(place(inv))} · {ts(s.register)} · '
        f'{ts(w["vatno"] + " " + s.vat)} \\ {ts(w["bank"] + ": IBAN " + inv.iban + " · BIC " + inv.bic)} · '
        f'{ts(s.phone)} · {ts(s.email)}])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 82mm), gutter: 4mm,\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language if s.country != "LU" else "en"])}],\n'
        f'  [#align(right, text(size: 18pt, weight: "bold")[{ts(w["title"])}])\n'
        '   #table(columns: (30mm, 1fr), stroke: 0.5pt, inset: (x: 1.6mm, y: 1.4mm),\n'
        + "".join(f'     text(size: 7.4pt)[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '   )])\n#v(4mm)\n'
        f'#text(size: 7.4pt)[{ts(w["to"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["cvat"] + ": " + BUYER_VAT)}\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], '
                    f'align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (26mm, 1fr, 14mm, 10mm, 22mm, 24mm), stroke: (x, y) => (top: if y <= 1 { 0.6pt } '
            'else { none }), inset: (x: 1.4mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#line(length: 100%, stroke: 0.6pt)\n')
    src += '#align(right, table(columns: (36mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    if inv.payment_ref:
        src += f'{ts(w["ref"] + ": " + inv.payment_ref)}\n'
    return _typst(src)


WRITERS = {"meg": meg, "facturationpro": facturationpro, "actindo": actindo, "pickware": pickware,
           "agenda": agenda, "addison": addison, "hansaworld": hansaworld}
