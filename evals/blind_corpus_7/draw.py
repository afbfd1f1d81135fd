"""Seven page writers for the seventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of mainstream invoicing software other than the earlier corpora's (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables). Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers
(reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth
and sixth corpora's, imported.

- unit4 (fpdf2): a Dutch installer's Unit4 (Multivers-like) print: letterhead right, the address window left,
  `FACTUUR`, a label/value block (`Factuurnummer`, `Factuurdatum`, `Debiteurnummer`, `Uw ordernummer`,
  `Vervaldatum`), `Artikel` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Kort.%` / `Bedrag`, wrapped
  descriptions, a BTW specification (`Grondslag`, `%`, `BTW`), `Te betalen EUR`.
- eboekhouden (Typst): an e-Boekhouden-style invoice: the company name top left, its details right, `Factuur` /
  `Invoice`, the facts as `Label: value` rows, `Code` / `Omschrijving` / `Aantal` / `Prijs` / `Btw` / `Totaal`,
  `Totaal exclusief btw`, `Btw verlegd`, `Totaal inclusief btw`, a payment sentence.
- winbooks (fpdf2): a Belgian WinBooks print: supplier top left, the customer framed right with its VAT number,
  `FACTURE N°` / `FACTUUR Nr.`, a grid of facts, `Référence` / `Description` / `Qté` / `P.U.` / `Rem.%` /
  `Montant HTVA`, a VAT summary, `Total TVAC` / `Totaal incl. btw`, the structured communication.
- fastbill (reportlab canvas): a FastBill-style German invoice: the sender line, the info block right
  (`Rechnungsnummer`, `Rechnungsdatum`, `Leistungsdatum`, `Kundennummer`, `Ihre Bestellnummer`), `Rechnung`,
  `Pos.` / `Artikel` / `Bezeichnung` / `Menge` / `Einzelpreis` / `Rabatt` / `Betrag`, `Nettobetrag`,
  `zzgl. 19 % USt.`, `Rechnungsbetrag`.
- zoho (reportlab platypus): a Zoho Invoice-style `INVOICE`: `# INV-000317`, `Balance Due`, `Bill To`,
  `Invoice Date : 12 Apr 2027`, `Terms`, `Due Date`, `P.O.#`, the table `#` / `Item & Description` / `Qty` /
  `Rate` / `Discount` / `Amount` with the item name bold over its description, `Sub Total`, `VAT (17%)`, `Total`.
- pennylane (Typst): a Pennylane-style French invoice: `Facture`, `Numéro`, `Date d'émission`, `Date d'échéance`,
  `Référence`, supplier and client blocks, `Description` / `Qté` / `Prix unitaire HT` / `Remise` / `TVA` /
  `Montant HT`, narrow-space thousands (`5 870,00 €`), `Total HT`, `TVA 20 %`, `Total TTC`, the legal mentions.
- jde (reportlab canvas, monospaced): a large distributor's JD Edwards print: `RECHNUNG / INVOICE`, a header grid
  (document number with its type `RI`, date, customer, branch, sales order, `Ihre Bestellnr.`), upper-case item
  descriptions, `ZL` / `ARTIKELNR.` / `BESCHREIBUNG` / `MENGE` / `ME` / `PREIS` / `RAB.%` / `BETRAG`, `Warenwert`,
  `Fracht`, `Nettobetrag`, `MwSt. 0 %`, `Rechnungsbetrag EUR`."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, Canvas, _doc, _fpdf, _ft, _style, _typst_pdf,  # noqa: E402
                     doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(("DVM", "DejaVuSansMono.ttf"), ("DVMB", "DejaVuSansMono-Bold.ttf"), folder=FONTS)


# --- unit4 (fpdf2) --------------------------------------------------------------------------------------------------
def unit4(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _ft(pdf, 195, 20, s.name, 13, "B", "right")
    for k, text in enumerate([s.street, place(inv), f"Telefoon {s.phone}", s.email, s.register,
                              f"BTW-nummer {s.vat}", f"IBAN {inv.iban}  BIC {inv.bic}"]):
        _ft(pdf, 195, 26 + k * 3.8, text, 7.5, align="right")
    for k, text in enumerate([BUYER[0], "t.a.v. crediteurenadministratie", BUYER[1], BUYER[2], "BELGIË"]):
        _ft(pdf, 22, 58 + k * 4.6, text, 9.5)
    _ft(pdf, 15, 92, "FACTUUR", 14, "B")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Debiteurnummer", inv.customer_no), ("Uw ordernummer", inv.po_printed or ""),
             ("Uw btw-nummer", BUYER_VAT), ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y"))]
    for k, (label, value) in enumerate(facts):
        _ft(pdf, 15 + (k % 2) * 95, 100 + (k // 2) * 4.6, label, 8.5)
        _ft(pdf, 48 + (k % 2) * 95, 100 + (k // 2) * 4.6, ": " + value, 8.5)
    cols = [("Artikel", 15, "l"), ("Omschrijving", 40, "l"), ("Aantal", 122, "r"), ("Eenh.", 124, "l"),
            ("Prijs", 154, "r"), ("Kort.%", 168, "r"), ("Bedrag", 195, "r")]
    y = 122
    pdf.set_line_width(0.3)
    pdf.line(15, y - 4.5, 195, y - 4.5)
    for head, x, al in cols:
        _ft(pdf, x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.5)
        desc = fp_wrap(pdf, line.description, 68)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            _ft(pdf, x, y, value, 8.5, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            _ft(pdf, 40, y, more, 8.5)
        y += 5.5
    pdf.line(15, y - 2, 195, y - 2)
    y += 4
    rows = totals(inv, "Subtotaal", "Totaal excl. BTW", "BTW {rate}% verlegd" if inv.reverse_charge else
                  "BTW {rate}%", "Te betalen EUR")
    for label, value, bold in rows:
        _ft(pdf, 130, y, label, 9, "B" if bold else "")
        _ft(pdf, 195, y, inv.number(value), 9, "B" if bold else "", "right")
        y += 5
    y += 4
    _ft(pdf, 15, y, "BTW-specificatie", 8, "B")
    for k, (head, x) in enumerate((("Grondslag", 60), ("%", 75), ("BTW", 100))):
        _ft(pdf, x, y + 4.5, head, 8, align="right")
    _ft(pdf, 60, y + 9, inv.number(inv.net_total), 8, align="right")
    _ft(pdf, 75, y + 9, inv.rate(), 8, align="right")
    _ft(pdf, 100, y + 9, inv.number(inv.vat_amount), 8, align="right")
    y += 17
    pdf.set_font("DejaVu", "", 8)
    for row in fp_wrap(pdf, inv.statement, 180) + [
            f"Wij verzoeken u het factuurbedrag vóór {inv.day(inv.due, '%d-%m-%Y')} over te maken op "
            f"{inv.iban} onder vermelding van factuurnummer {inv.invoice_no}."]:
        _ft(pdf, 15, y, row, 8)
        y += 4
    _ft(pdf, 105, 287, "Op al onze aanbiedingen en overeenkomsten zijn de UNETO-VNI voorwaarden van toepassing.",
        6.8, align="center")
    return bytes(pdf.output())


# --- eboekhouden (Typst) --------------------------------------------------------------------------------------------
def eboekhouden(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "no": "Factuurnummer", "date": "Factuurdatum", "due": "Vervaldatum",
          "ref": "Uw kenmerk", "cust": "Relatienummer", "cols": ("Code", "Omschrijving", "Aantal", "Prijs", "Btw",
                                                                 "Totaal"),
          "net": "Totaal exclusief btw", "vat": "Btw verlegd" if inv.reverse_charge else "Btw {rate}%",
          "gross": "Totaal inclusief btw", "sub": "Subtotaal", "vatno": "Btw-nr.", "coc": "KvK",
          "pay": "Wij verzoeken u het totaalbedrag van € {gross} vóór {due} over te maken op {iban} t.n.v. {name} "
                 "onder vermelding van factuurnummer {no}."}
         if nl else
         {"title": "Invoice", "no": "Invoice number", "date": "Invoice date", "due": "Due date",
          "ref": "Your reference", "cust": "Customer number", "cols": ("Code", "Description", "Quantity", "Price",
                                                                      "VAT", "Total"),
          "net": "Total excluding VAT", "vat": "VAT reverse charged" if inv.reverse_charge else "VAT {rate}%",
          "gross": "Total including VAT", "sub": "Subtotal", "vatno": "VAT no.", "coc": "CoC",
          "pay": "Please transfer the total amount of € {gross} before {due} to {iban} in the name of {name}, "
                 "quoting invoice number {no}."})
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d-%m-%Y")),
             (w["due"], inv.day(inv.due, "%d-%m-%Y")), (w["cust"], inv.customer_no)]
    if inv.po_printed:
        facts.insert(3, (w["ref"], inv.po_printed))
    vat_cell = "verlegd" if nl and inv.reverse_charge else "0% RC" if inv.reverse_charge else inv.rate() + "%"
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 20mm))\n'
        '#set text(font: "DejaVu Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  text(size: 16pt, weight: "bold")[{ts(s.name)}],\n'
        f'  align(right, text(size: 8pt)[{ts(s.street)} \\ {ts(place(inv))} \\ {ts(s.phone)} \\ {ts(s.email)} \\ '
        f'{ts(w["coc"] + " " + s.register.replace("KvK ", ""))} \\ {ts(w["vatno"] + " " + s.vat)} \\ '
        f'{ts("IBAN " + inv.iban)}]))\n'
        f'#v(12mm)\n{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}\n'
        f'#v(10mm)\n#text(size: 18pt)[{ts(w["title"])}]\n#v(2mm)\n'
        + "".join(f'{ts(k + ": " + v)} \\\n' for k, v in facts) + '#v(6mm)\n')
    head = w["cols"]
    rows = "".join(
        f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
        f'align(right)[{ts("€ " + inv.number(line.price, line.price_places))}], align(right)[{ts(vat_cell)}], '
        f'align(right)[{ts("€ " + inv.number(line.amount))}],\n' for line in inv.lines)
    src += ('#table(columns: (22mm, 1fr, 18mm, 24mm, 16mm, 26mm), stroke: none, inset: (x: 1.5mm, y: 2mm),\n'
            '  fill: (x, y) => if y == 0 { luma(225) },\n'
            + "".join(f'  {"align(right, " if k > 1 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(head))
            + rows + ')\n#line(length: 100%, stroke: 0.5pt)\n'
            '#align(right, table(columns: (52mm, 28mm), stroke: none, inset: 1.5mm,\n')
    for label, value, bold in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = ', weight: "bold"' if bold else ""
        src += (f'  text(size: 9pt{weight})[{ts(label)}], '
                f'align(right, text(size: 9pt{weight})[{ts("€ " + inv.number(value))}]),\n')
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'#text(size: 8pt)[{ts(inv.statement)}]\n#v(3mm)\n'
    src += (f'#text(size: 8.5pt)[{ts(w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, "%d-%m-%Y"), iban=inv.iban, name=s.name, no=inv.invoice_no))}]\n')
    return _typst_pdf(src)


# --- winbooks (fpdf2) -----------------------------------------------------------------------------------------------
def winbooks(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE N°", "date": "Date", "due": "Échéance", "cust": "Client", "ref": "Votre référence",
          "vatno": "TVA", "cols": ["Référence", "Description", "Qté", "P.U.", "Rem.%", "Montant HTVA"],
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC",
          "base": "Base", "rate": "Taux", "ogm": "Communication structurée", "page": "Page 1",
          "pay": "Payable au plus tard le {due} sur le compte {iban} (BIC {bic})."}
         if fr else
         {"title": "FACTUUR Nr.", "date": "Datum", "due": "Vervaldag", "cust": "Klant", "ref": "Uw referentie",
          "vatno": "Btw", "cols": ["Referentie", "Omschrijving", "Aantal", "E.P.", "Kort.%", "Bedrag excl."],
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw",
          "base": "Basis", "rate": "Tarief", "ogm": "Gestructureerde mededeling", "page": "Blad 1",
          "pay": "Te betalen uiterlijk op {due} op rekening {iban} (BIC {bic})."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _ft(pdf, 15, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}" if fr else f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}", s.register]):
        _ft(pdf, 15, 26 + k * 4, text, 8.5)
    pdf.set_line_width(0.3)
    pdf.rect(110, 40, 85, 32)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        _ft(pdf, 114, 47 + k * 5, text, 9.5, "B" if k == 0 else "")
    _ft(pdf, 15, 86, f"{w['title']} {inv.invoice_no}", 14, "B")
    facts = [(w["date"], inv.day(inv.issued, "%d/%m/%Y")), (w["due"], inv.day(inv.due, "%d/%m/%Y")),
             (w["cust"], inv.customer_no), (w["ref"], inv.po_printed or "")]
    x = 15
    for (label, value), bw in zip(facts, (30, 30, 30, 90)):
        pdf.set_fill_color(230, 230, 230)
        pdf.rect(x, 91, bw, 5, style="DF")
        pdf.rect(x, 96, bw, 6)
        _ft(pdf, x + 1.5, 94.6, label, 7.5, "B")
        _ft(pdf, x + 1.5, 100.5, value, 8.5)
        x += bw
    cols = [(w["cols"][0], 15, "l"), (w["cols"][1], 43, "l"), (w["cols"][2], 130, "r"), (w["cols"][3], 150, "r"),
            (w["cols"][4], 166, "r"), (w["cols"][5], 195, "r")]
    y = 112
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(15, y - 4.5, 180, 6.5, style="F")
    for head, x, al in cols:
        _ft(pdf, x + (-1 if al == "r" else 1), y, head, 8, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.5)
        desc = fp_wrap(pdf, line.description, 76)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price, line.price_places),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            _ft(pdf, x + (-1 if al == "r" else 1), y, value, 8.5, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            _ft(pdf, 44, y, more, 8.5)
        y += 5.2
    pdf.line(15, y - 2, 195, y - 2)
    y += 5
    _ft(pdf, 15, y, w["base"], 8, "B")
    _ft(pdf, 50, y, w["rate"], 8, "B")
    _ft(pdf, 75, y, w["vatno"], 8, "B")
    _ft(pdf, 15, y + 4.5, inv.number(inv.net_total), 8.5)
    _ft(pdf, 50, y + 4.5, inv.rate() + " %", 8.5)
    _ft(pdf, 75, y + 4.5, inv.number(inv.vat_amount), 8.5)
    for label, value, bold in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if bold:
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(120, y - 4, 75, 6, style="F")
        _ft(pdf, 122, y, label, 9, "B" if bold else "")
        _ft(pdf, 194, y, inv.number(value) + " EUR", 9, "B" if bold else "", "right")
        y += 5.5
    y += 8
    _ft(pdf, 15, y, f"{w['ogm']} : {inv.payment_ref}" if fr else f"{w['ogm']}: {inv.payment_ref}", 9, "B")
    _ft(pdf, 15, y + 5, w["pay"].format(due=inv.day(inv.due, "%d/%m/%Y"), iban=inv.iban, bic=inv.bic), 8.5)
    _ft(pdf, 15, 287, f"{s.name} - {s.street} - {place(inv)} - {w['vatno']} {s.vat} - {inv.iban}", 6.8)
    _ft(pdf, 195, 287, w["page"], 6.8, align="right")
    return bytes(pdf.output())


# --- fastbill (reportlab canvas) ------------------------------------------------------------------------------------
def fastbill(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    c.text(192, 20, s.name, 13, "DVB", "right")
    c.text(192, 25, f"{s.street} · {place(inv)}", 8, align="right", grey=0.3)
    c.text(20, 47, f"{s.name}, {s.street}, {place(inv)}", 6.5, grey=0.4)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        c.text(20, 53 + k * 4.5, text, 9.5)
    facts = [("Rechnungsnummer:", inv.invoice_no), ("Rechnungsdatum:", inv.day(inv.issued, "%d.%m.%Y")),
             ("Leistungsdatum:", inv.day(inv.issued, "%d.%m.%Y")), ("Kundennummer:", inv.customer_no)]
    if inv.po_printed:
        facts.append(("Ihre Bestellnummer:", inv.po_printed))
    for k, (label, value) in enumerate(facts):
        c.text(130, 53 + k * 4.5, label, 8.5)
        c.text(192, 53 + k * 4.5, value, 8.5, align="right")
    c.text(20, 90, "Rechnung", 16, "DVB")
    c.text(20, 99, "Sehr geehrte Damen und Herren,", 9)
    c.text(20, 104, "wir bedanken uns für Ihren Auftrag und stellen Ihnen hiermit folgende Leistungen in Rechnung:", 9)
    cols = [("Pos.", 20, "l"), ("Artikel", 30, "l"), ("Bezeichnung", 62, "l"), ("Menge", 132, "r"),
            ("Einzelpreis", 157, "r"), ("Rabatt", 172, "r"), ("Betrag", 192, "r")]
    y = 114
    c.rule(20, y - 4.5, 192, 0.8)
    for head, x, al in cols:
        c.text(x, y, head, 8, "DVB", "right" if al == "r" else "left")
    c.rule(20, y + 2, 192, 0.4)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, "DV", 8.2, 60 * 2.835)
        values = [str(k + 1), line.article or "", desc[0], f"{inv.qty(line)} {line.unit}".strip(),
                  inv.number(line.price, line.price_places) + " €",
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount) + " €"]
        for (head, x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, align="right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            c.text(62, y, more, 8.2)
        y += 6
    c.rule(120, y - 2.5, 192, 0.4)
    y += 3
    vat = "Umsatzsteuer 0 %" if inv.reverse_charge else "zzgl. {rate} % USt."
    for label, value, bold in totals(inv, "Zwischensumme", "Nettobetrag", vat, "Rechnungsbetrag"):
        c.text(120, y, label, 9, "DVB" if bold else "DV")
        c.text(192, y, inv.number(value) + " €", 9, "DVB" if bold else "DV", "right")
        y += 5
    y += 7
    for text in [inv.statement, f"Zahlbar ohne Abzug bis zum {inv.day(inv.due, '%d.%m.%Y')}.",
                 "Mit freundlichen Grüßen", s.name]:
        for row in rl_wrap(text, "DV", 8.5, 172 * 2.835):
            c.text(20, y, row, 8.5)
            y += 4.3
        y += 1
    c.rule(20, 271, 192, 0.3, 0.6)
    columns = [[s.name, s.street, place(inv)], [f"Tel.: {s.phone}", f"E-Mail: {s.email}"],
               [s.register, f"USt-IdNr.: {s.vat}"], [f"IBAN: {inv.iban}", f"BIC: {inv.bic}"]]
    for k, rows in enumerate(columns):
        for r, text in enumerate(rows):
            c.text(20 + k * 44, 275 + r * 3.4, text, 6.3, grey=0.3)
    return c.bytes()


# --- zoho (reportlab platypus) --------------------------------------------------------------------------------------
def zoho(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "INVOICE"}
    buffer, doc = _doc(inv, 16, 18)
    eur = lambda v: "€" + inv.number(v)  # noqa: E731
    small, normal, bold = _style("zs", 8, grey=0.35), _style("zn", 8.6), _style("zb", 8.6, "DVB")
    right, rbold = _style("zr", 8.6, align=2), _style("zrb", 9.5, "DVB", align=2)
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                             f"Luxembourg<br/>VAT {escape(s.vat)}<br/>{escape(s.email)}"
                             if s.country == "LU" else
                             f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                             f"The Netherlands<br/>VAT {escape(s.vat)}<br/>{escape(s.email)}", normal),
                   Paragraph(f'<font size="22">INVOICE</font><br/><br/># {escape(inv.invoice_no)}<br/><br/>'
                             f'<font size="7.5">Balance Due</font><br/><b>{escape(eur(inv.gross_total))}</b>',
                             _style("zt", 9, align=2, lead=12))]], colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    facts = [("Invoice Date :", inv.day(inv.issued, "short_en")), ("Terms :", "Net 30"),
             ("Due Date :", inv.day(inv.due, "short_en"))]
    if inv.po_printed:
        facts.append(("P.O.# :", inv.po_printed))
    fact_rows = [[Paragraph(escape(k), _style("zk", 8.6, align=2, grey=0.35)), Paragraph(escape(v), right)]
                 for k, v in facts]
    bill = Table([[Paragraph(f"<font color='#555555'>Bill To</font><br/><b>{escape(BUYER[0])}</b><br/>"
                             f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>Belgium<br/>VAT {BUYER_VAT}", normal),
                   Table(fact_rows, colWidths=[40 * mm, 32 * mm])]], colWidths=[106 * mm, 72 * mm])
    bill.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(f"<font color='white'><b>{h}</b></font>", _style("zh", 8.3, align=a))
             for h, a in (("#", 0), ("Item &amp; Description", 0), ("Qty", 2), ("Rate", 2), ("Discount", 2),
                          ("Amount", 2))]]
    for k, line in enumerate(inv.lines):
        item = (f"<b>{escape(line.article)}</b><br/><font color='#555555'>{escape(line.description)}</font>"
                if line.article else escape(line.description))
        rows.append([Paragraph(str(k + 1), normal), Paragraph(item, normal), Paragraph(inv.qty(line), right),
                     Paragraph(inv.number(line.price, line.price_places), right),
                     Paragraph(inv.pct(line.discount) + "%" if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[8 * mm, 86 * mm, 16 * mm, 22 * mm, 20 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.22, 0.27)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(0.85, 0.85, 0.85))]))
    vat = "VAT (0%) reverse charge" if inv.reverse_charge else "VAT ({rate}%)"
    trows = []
    for label, value, strong in totals(inv, "Sub Total", "", vat, "Total", always_sub=True):
        label = "Shipping charge" if label == "Shipping" else label
        trows.append([Paragraph(escape(label), rbold if strong else right),
                      Paragraph(escape(eur(value)), rbold if strong else right)])
    trows.append([Paragraph("<b>Balance Due</b>", _style("zbd", 9.5, align=2)),
                  Paragraph(f"<b>{escape(eur(inv.gross_total))}</b>", rbold)])
    tot = Table(trows, colWidths=[60 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.95, 0.95, 0.95))]))
    story = [head, Spacer(1, 8 * mm), bill, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm),
             Paragraph("Notes", bold), Paragraph(escape(inv.statement), normal), Spacer(1, 4 * mm),
             Paragraph("Terms &amp; Conditions", bold),
             Paragraph(escape(f"Payment by bank transfer to IBAN {inv.iban}, BIC {inv.bic}, quoting "
                              f"{inv.invoice_no}. {s.register}."), normal)]
    doc.build(story)
    del inv.words
    return buffer.getvalue()


# --- pennylane (Typst) ----------------------------------------------------------------------------------------------
def pennylane(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v, p=2: inv.number(v, p) + "\u00a0€"  # noqa: E731
    facts = [("Numéro", inv.invoice_no), ("Date d'émission", inv.day(inv.issued, "%d/%m/%Y")),
             ("Date d'échéance", inv.day(inv.due, "%d/%m/%Y"))]
    if inv.po_printed:
        facts.append(("Référence", inv.po_printed))
    vat_cell = "Autoliq." if inv.reverse_charge else inv.rate() + " %"
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 24mm), footer: text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " – " + s.register + " – TVA intracommunautaire " + s.vat + " – Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte pour paiement anticipé.")}])\n'
        '#set text(font: "DejaVu Sans", size: 9pt)\n'
        '#text(size: 22pt, weight: "bold")[Facture]\n#v(3mm)\n'
        '#grid(columns: (32mm, auto), row-gutter: 1.8mm,\n'
        + "".join(f'  text(fill: luma(110))[{ts(k)}], text(weight: "bold")[{ts(v)}],\n' for k, v in facts) + ')\n'
        '#v(8mm)\n#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(fill: luma(110))[De] \\ #text(weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ France \\ {ts(s.email)} \\ {ts("N° TVA " + s.vat)}],\n'
        f'  [#text(fill: luma(110))[Pour] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ Belgique \\ {ts("N° TVA " + BUYER_VAT)}])\n#v(10mm)\n')
    rows = []
    for line in inv.lines:
        desc = ts(line.description)
        if line.article:
            desc += f' \\ #text(size: 7.5pt, fill: luma(120))[{ts("Réf. " + line.article)}]'
        rows.append(f'  [{desc}], align(right)[{ts(inv.qty(line))}], '
                    f'align(right)[{ts(eur(line.price, line.price_places))}], '
                    f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "–")}], '
                    f'align(right)[{ts(vat_cell)}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 14mm, 28mm, 16mm, 18mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } '
            'else { 0.3pt + luma(210) }), inset: (x: 1.6mm, y: 2.4mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold", fill: luma(90))[{ts(h)}]),\n'
                      for k, h in enumerate(("Description", "Qté", "Prix unitaire HT", "Remise", "TVA",
                                             "Montant HT")))
            + "".join(rows) + ')\n#v(3mm)\n#align(right, table(columns: (48mm, 30mm), stroke: none, inset: 1.6mm,\n')
    vat = "TVA 0 % (autoliquidation)" if inv.reverse_charge else "TVA {rate} %"
    for label, value, strong in totals(inv, "Sous-total HT", "Total HT", vat, "Total TTC"):
        weight = ', weight: "bold"' if strong else ""
        src += f'  text(size: 9.5pt{weight})[{ts(label)}], align(right, text(size: 9.5pt{weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(6mm)\n'
    src += f'#text(size: 8.5pt)[{ts(inv.statement)}]\n#v(4mm)\n'
    src += ('#block(fill: luma(245), inset: 3mm, radius: 2pt, width: 100%)[#text(weight: "bold")[Paiement] \\ '
            f'{ts("Virement bancaire avant le " + inv.day(inv.due, "%d/%m/%Y"))} \\ {ts("IBAN " + inv.iban)} \\ '
            f'{ts("BIC " + inv.bic)}]\n')
    return _typst_pdf(src)


# --- jde (reportlab canvas, monospaced) -----------------------------------------------------------------------------
def jde(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    doc_no, doc_type, doc_co = inv.invoice_no.split()[2], inv.invoice_no.split()[1], inv.invoice_no.split()[0]
    c.text(15, 18, s.name.upper(), 12, "DVMB")
    for k, text in enumerate([s.street, place(inv) + "  LUXEMBOURG", f"TEL {s.phone}", s.email]):
        c.text(15, 23 + k * 3.6, text, 7.5, "DVM")
    c.text(195, 18, "RECHNUNG / INVOICE", 13, "DVMB", "right")
    c.text(195, 24, "ORIGINAL", 8, "DVM", "right")
    c.text(15, 46, "RECHNUNGSEMPFÄNGER / BILL TO", 7, "DVMB")
    for k, text in enumerate([BUYER[0].upper(), BUYER[1].upper(), BUYER[2].upper(), "BELGIEN",
                              f"UST-ID {BUYER_VAT}"]):
        c.text(15, 51 + k * 3.9, text, 8.5, "DVM")
    grid = [("RECHNUNGSNR.", inv.invoice_no), ("BELEGART", f"{doc_type} {doc_no}"),
            ("RECHNUNGSDATUM", inv.day(inv.issued, "%d.%m.%Y")), ("KUNDENNR.", inv.customer_no),
            ("KUNDENAUFTRAG", inv.extra["order"]), ("IHRE BESTELLNR.", inv.po_printed or ""),
            ("VERSANDDATUM", inv.day(inv.issued.replace(day=inv.issued.day - 1), "%d.%m.%Y")),
            ("NIEDERLASSUNG", inv.extra["branch"]), ("FÄLLIG AM", inv.day(inv.due, "%d.%m.%Y")),
            ("ZAHLUNGSBED.", "30 TAGE NETTO")]
    for k, (label, value) in enumerate(grid):
        x, y = 115 + (k % 2) * 42, 46 + (k // 2) * 7.5
        c.text(x, y, label, 6.3, "DVM", grey=0.35)
        c.text(x, y + 3.5, value, 8.2, "DVM")
    cols = [("ZL", 15, "l"), ("ARTIKELNR.", 22, "l"), ("BESCHREIBUNG", 42, "l"), ("MENGE", 122, "r"),
            ("ME", 124, "l"), ("PREIS", 150, "r"), ("RAB.%", 164, "r"), ("BETRAG", 195, "r")]
    y = 96
    c.rule(15, y - 4, 195, 0.6)
    for head, x, al in cols:
        c.text(x, y, head, 7.5, "DVMB", "right" if al == "r" else "left")
    c.rule(15, y + 1.8, 195, 0.6)
    y += 6.5
    for k, line in enumerate(inv.lines):
        values = [f"{(k + 1) * 1.0:.3f}", line.article or "", line.description, inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount)]
        for (head, x, al), value in zip(cols, values):
            c.text(x, y, value, 7.6, "DVM", "right" if al == "r" else "left")
        y += 4.6
    c.rule(15, y - 1.5, 195, 0.3)
    y += 4
    vat = "MWST. 0 % (STEUERFREI)" if inv.reverse_charge else "MWST. {rate} %"
    for label, value, strong in totals(inv, "WARENWERT", "NETTOBETRAG", vat, "RECHNUNGSBETRAG EUR",
                                       always_sub=True):
        c.text(120, y, label.upper(), 8.2, "DVMB" if strong else "DVM")
        c.text(195, y, inv.number(value), 8.2, "DVMB" if strong else "DVM", "right")
        y += 4.6
    y += 6
    for row in rl_wrap(inv.statement.upper(), "DVM", 7.4, 180 * 2.835):
        c.text(15, y, row, 7.4, "DVM")
        y += 3.8
    y += 3
    c.text(15, y, f"ZAHLUNG AN: IBAN {inv.iban}  BIC {inv.bic}  VERWENDUNGSZWECK: {doc_no}", 7.4, "DVM")
    c.rule(15, 276, 195, 0.3)
    c.text(15, 280, f"{s.name} · {s.register} · UST-ID {s.vat} · {s.street}, {place(inv)}", 6.5, "DVM", grey=0.3)
    c.text(195, 284, "SEITE 1 VON 1", 6.5, "DVM", "right", grey=0.3)
    return c.bytes()


WRITERS = {"unit4": unit4, "eboekhouden": eboekhouden, "winbooks": winbooks, "fastbill": fastbill, "zoho": zoho,
           "pennylane": pennylane, "jde": jde}
