"""Seven page writers for the seventy-seventh blind corpus, each imitating from general knowledge the ordinary
printed layout of one family of billing software no earlier corpus used (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The drawing helpers are evals/blind_corpus/drawing.py's, imported.

- amdocs (reportlab canvas, DejaVu Sans): a telecom operator's business bill, nl or en: the account facts right
  (`Klantnummer`, `Factuurnummer`, `Factuurdatum`, `Factuurperiode`, `Uw referentie`, `Vervaldatum`), a shaded
  bill summary (`Vorig saldo`, `Ontvangen betalingen`, `Nieuwe kosten`, `Totaal te betalen`), then `Details van
  uw kosten` with columns `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Bedrag excl. btw`, totals.
- cargowise (reportlab platypus, DejaVu Sans Condensed): a CargoWise One forwarder's invoice, en or fr: the
  `TAX INVOICE` / `FACTURE` title, a boxed grid of invoice and shipment facts (job, master and house bill, vessel,
  voyage, origin, destination, customer reference), a charges table `Charge` / `Description` / `Qty` / `Unit` /
  `Rate` / `Amount EUR`, totals.
- riege (fpdf2, Liberation Sans): a Riege Scope air-freight invoice, de: the sender line and window, an info box
  right (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Akte`, `AWB`, `HAWB`, `Flug`, `Ihre Referenz`), columns `Pos.` /
  `Leistung` / `Menge` / `ME` / `Preis` / `Betrag EUR`, totals `Nettobetrag` / `MwSt.` / `Rechnungsbetrag`.
- carlo (fpdf2, DejaVu Sans): a Soloplan CarLo haulier's invoice, de or nl: a sender line, the customer, a fact
  block, the shipment number printed under each line's text, columns `Leistung` / `Menge` / `Einheit` / `Preis` /
  (`Rabatt`) / `Betrag`, totals (`Summe Leistungen`, `Mautanteil`, `Nettobetrag`, `MwSt.`, `Gesamtbetrag`).
- magaya (Typst, Liberation Sans): a Magaya warehouse invoice, en: `INVOICE` with a boxed fact grid (`Invoice #`,
  `Date`, `Due Date`, `Terms`, `Customer PO#`, `Warehouse Receipt`), `Bill To` / `Ship To`, columns `Item` /
  `Description` / `Qty` / `Unit` / `Price` / `Amount`, totals (`Subtotal`, `Fuel surcharge`, `Total before VAT`,
  `VAT 21%`, `Total`, `Balance Due`).
- descartes (Typst, DejaVu Sans): a route-distribution invoice, fr or nl: the company left, `FACTURE` / `FACTUUR`
  right over its facts, the route line, columns (`Art.nr.`) / `Désignation` / `Qté` / `Unité` / `P.U.` /
  (`Korting`) / `Montant HT`, totals.
- sapisu (reportlab canvas, Liberation Sans): a SAP IS-U utility's business bill, nl or fr: a contract-account
  block right (`Contractrekening`, `Factuurnummer`, `Factuurdatum`, `EAN-code`, `Verbruiksadres`, `Periode`,
  `Uw referentie`), the amount due in a box, the bill lines with periods and meter in the text, prices on four
  decimals, totals and the structured communication."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from fpdf import FPDF
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _issued, _lib, _price, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)


def _country(inv: Invoice) -> str:
    return COUNTRY.get(inv.supplier.country, {}).get(inv.language, inv.supplier.country)


# --- amdocs (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def amdocs(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Klantnummer", "Factuurnummer", "Factuurdatum", "Factuurperiode",
                                        "Uw referentie", "Vervaldatum"),
          "summary": "Overzicht van uw factuur", "prev": "Vorig saldo", "paid": "Ontvangen betalingen",
          "new": "Nieuwe kosten deze periode", "due": "Totaal te betalen",
          "details": "Details van uw kosten", "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Bedrag excl. btw"),
          "sub": "Subtotaal diensten", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw",
          "pay": "Gelieve {amount} te betalen vóór {due} op rekening {iban} (BIC {bic}) met de gestructureerde "
                 "mededeling {ref}.", "vatno": "Btw"}
         if nl else
         {"title": "Invoice", "facts": ("Account number", "Invoice number", "Invoice date", "Billing period",
                                        "Your reference", "Due date"),
          "summary": "Your bill at a glance", "prev": "Previous balance", "paid": "Payments received",
          "new": "New charges this period", "due": "Total amount due",
          "details": "Charges in detail", "cols": ("Description", "Quantity", "Unit price", "Amount excl. VAT"),
          "sub": "Services subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total incl. VAT",
          "pay": "Please pay {amount} by {due} to IBAN {iban} (BIC {bic}), quoting account number {ref}.",
          "vatno": "VAT no."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    dfmt = "%d/%m/%Y"
    c.fill(0, 0, 210, 8, 0.25)
    c.text(18, 22, s.name, 15, "DVB")
    for k, text in enumerate([s.street, f"{place(inv)}, {_country(inv)}", s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 28 + k * 3.8, text, 7.6, "DV", grey=0.3)
    c.text(192, 22, w["title"], 16, "DV", "right")
    values = (inv.extra["account"], inv.invoice_no, _issued(inv, dfmt), inv.extra["period"], inv.po_printed or "",
              inv.day(inv.due, dfmt))
    for k, (label, value) in enumerate((kv for kv in zip(w["facts"], values) if kv[1])):
        c.text(128, 30 + k * 4.4, label, 8, "DV", grey=0.35)
        c.text(192, 30 + k * 4.4, value, 8, "DVB" if k == 1 else "DV", "right")
    for k, text in enumerate([BUYER[0], "Boekhouding / crediteuren" if nl else "Accounts payable", BUYER[1],
                              BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 62 + k * 4.4, text, 9.2, "DVB" if k == 0 else "DV")
    y = 96
    c.fill(18, y, 174, 30, 0.93)
    c.text(22, y + 6, w["summary"], 10, "DVB")
    for k, (label, value) in enumerate(((w["prev"], inv.number(inv.gross_total * 0)),
                                        (w["paid"], inv.number(inv.gross_total * 0)),
                                        (w["new"], inv.number(inv.gross_total)))):
        c.text(22, y + 12 + k * 4.4, label, 8.4)
        c.text(110, y + 12 + k * 4.4, "€ " + value, 8.4, "DV", "right")
    c.text(150, y + 13, w["due"], 8.6, "DV", "center")
    c.text(150, y + 22, "€ " + inv.number(inv.gross_total), 15, "DVB", "center")
    y = 136
    c.text(18, y, w["details"], 11, "DVB")
    y += 7
    cols = ((18, "left"), (132, "right"), (160, "right"), (192, "right"))
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, "DVB", al)
    c.rule(18, y + 1.8, 192, 0.7)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, "DV", 8.2, 96 * MM)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        for (x, al), value in zip(cols, (desc[0], qty, _price(inv, line), inv.number(line.amount))):
            c.text(x, y, value, 8.2, "DV", al)
        for more in desc[1:]:
            y += 3.8
            c.text(18, y, more, 8.2)
        c.rule(18, y + 2, 192, 0.2, grey=0.75)
        y += 6
    y += 2
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(160, y, label, 8.8, "DVB" if strong else "DV", "right")
        c.text(192, y, "€ " + inv.number(value), 8.8, "DVB" if strong else "DV", "right")
        y += 5
    y += 5
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(amount="€ " + inv.number(inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                        bic=inv.bic, ref=inv.payment_ref or inv.extra["account"])]
    for text in texts:
        for row in rl_wrap(text, "DV", 8, 174 * MM):
            c.text(18, y, row, 8)
            y += 3.9
        y += 2
    c.rule(18, 280, 192, 0.3, grey=0.6)
    c.text(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · {s.phone}", 6.4, "DV",
           "center", grey=0.4)
    return c.bytes()


# --- cargowise (reportlab platypus, DejaVu Sans Condensed) ----------------------------------------------------------
def cargowise(inv: Invoice) -> bytes:
    s, fr, x = inv.supplier, inv.language == "fr", inv.extra
    w = ({"title": "FACTURE", "facts": (("Facture n°", inv.invoice_no), ("Date", None), ("Échéance", None),
                                        ("Code client", inv.customer_no), ("Réf. client", inv.po_printed),
                                        ("Dossier", x["job"]), ("Connaissement (MBL)", x["mbl"]),
                                        ("Conn. maison (HBL)", x["hbl"]), ("Navire / Voyage",
                                                                           f"{x['vessel']} / {x['voyage']}"),
                                        ("Origine", x["origin"]), ("Destination", x["dest"]),
                                        ("Conditions", x["terms"])),
          "bill": "Facturé à", "cols": ("Code", "Désignation", "Qté", "Unité", "Tarif", "Montant EUR"),
          "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total à payer EUR", "vatno": "N° TVA",
          "pay": "Règlement par virement : {iban} - BIC {bic}. Merci de rappeler le numéro de facture."}
         if fr else
         {"title": "TAX INVOICE", "facts": (("Invoice No.", inv.invoice_no), ("Invoice Date", None),
                                            ("Due Date", None), ("Account", inv.customer_no),
                                            ("Client Ref", inv.po_printed), ("Shipment", x["job"]),
                                            ("Master Bill", x["mbl"]), ("House Bill", x["hbl"]),
                                            ("Vessel / Voyage", f"{x['vessel']} / {x['voyage']}"),
                                            ("Origin", x["origin"]), ("Destination", x["dest"]),
                                            ("Terms", x["terms"])),
          "bill": "Bill To", "cols": ("Charge", "Description", "Qty", "Unit", "Rate", "Amount EUR"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total Due EUR", "vatno": "VAT No.",
          "pay": "Remit by bank transfer to {iban}, BIC {bic}, quoting the invoice number."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("cwl", 6.6, "DVC", grey=0.35)
    normal, right = _style("cwn", 8, "DVC"), _style("cwr", 8, "DVC", align=2)
    bold, bold_r = _style("cwb", 8, "DVCB"), _style("cwbr", 8, "DVCB", align=2)
    dfmt = x.get("date_style", "%d/%m/%Y")
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}, "
                        f"{escape(_country(inv))}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                        f"{escape(w['vatno'] + ' ' + s.vat)}", _style("cwc", 8.2, "DVC", lead=10.4))
    title = Paragraph(f"<b>{w['title']}</b>", _style("cwt", 16, "DVCB", align=2, lead=20))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    facts = [(k, v if v is not None else inv.day(inv.issued if n == 1 else inv.due, dfmt))
             for n, (k, v) in enumerate(w["facts"])]
    facts = [(k, v) for k, v in facts if v]
    cells = [[Paragraph(escape(k), lab), Paragraph(escape(v), bold if n == 0 else normal)]
             for n, (k, v) in enumerate(facts)]
    half = (len(cells) + 1) // 2
    grid_rows = []
    for r in range(half):
        left = cells[r]
        rightc = cells[half + r] if half + r < len(cells) else ["", ""]
        grid_rows.append(left + rightc)
    grid = Table(grid_rows, colWidths=[30 * mm, 59 * mm, 30 * mm, 59 * mm])
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                              ("LINEAFTER", (1, 0), (1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("BACKGROUND", (0, 0), (0, -1), colors.Color(0.94, 0.94, 0.94)),
                              ("BACKGROUND", (2, 0), (2, -1), colors.Color(0.94, 0.94, 0.94)),
                              ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            w["vatno"] + " " + BUYER_VAT))
    addr = Table([[Paragraph(escape(w["bill"]), lab)], [Paragraph(bill, _style("cwa", 8.6, "DVC", lead=10.8))]],
                 colWidths=[89 * mm], hAlign="LEFT")
    addr.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5))]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (2, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(_price(inv, line), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[18 * mm, 82 * mm, 15 * mm, 13 * mm, 22 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[52 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 5 * mm), addr, Spacer(1, 5 * mm), grid, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm),
             tot, Spacer(1, 7 * mm)]
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 of 1" if not fr else "Page 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- riege (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def riege(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x_, y, text, size=8.6, style="", align="left": _ft(pdf, x_, y, text, size, style, align,  # noqa: E731
                                                                 "Lib")
    f(192, 18, s.name, 12.5, "B", "right")
    for k, text in enumerate([s.street, f"D-{place(inv)}", f"Tel. {s.phone}", s.email]):
        f(192, 23.5 + k * 3.7, text, 7.6, "", "right")
    f(20, 47, f"{s.name} · {s.street} · D-{place(inv)}", 6.4)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], f"B-{BUYER[2]}", "Belgien"]):
        f(20, 54 + k * 4.4, text, 9.4)
    pdf.set_draw_color(120, 120, 120)
    pdf.rect(122, 48, 70, 40)
    facts = (("Rechnungs-Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Akte", x["file"]), ("AWB", x["awb"]), ("HAWB", x["hawb"]),
             ("Flug / Route", f"{x['flight']}  {x['route']}"), ("Ihre Referenz", inv.po_printed or ""))
    for k, (label, value) in enumerate(facts):
        f(124, 53 + k * 4.4, label, 7.8)
        f(190, 53 + k * 4.4, value, 7.8, "B" if k == 0 else "", "right")
    f(20, 100, "RECHNUNG", 14, "B")
    f(20, 106, f"USt-IdNr. Kunde: {BUYER_VAT}   Leistungsdatum: {inv.day(inv.issued, '%d.%m.%Y')}", 8)
    y = 116
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, y - 4.4, 172, 6.2, style="F")
    cols = [(21, "left"), (30, "left"), (132, "right"), (135, "left"), (164, "right"), (191, "right")]
    for (x_, al), head in zip(cols, ("Pos.", "Leistung", "Menge", "ME", "Preis", "Betrag EUR")):
        f(x_, y, head, 8, "B", al)
    y += 6.5
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 96)
        for (x_, al), value in zip(cols, (str(k + 1), desc[0], inv.qty(line), line.unit, _price(inv, line),
                                          inv.number(line.amount))):
            f(x_, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.8
            f(30, y, more, 8.4)
        y += 5.6
    pdf.set_draw_color(0, 0, 0)
    pdf.line(20, y - 2.6, 192, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, "Zwischensumme", "Nettobetrag", "MwSt. {rate} %", "Rechnungsbetrag EUR"):
        f(164, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    texts = [inv.statement, f"Zahlbar ohne Abzug bis {inv.day(inv.due, '%d.%m.%Y')} unter Angabe der "
                            f"Rechnungsnummer.", "Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen "
                                                 "Spediteurbedingungen (ADSp 2017) in ihrer neuesten Fassung."]
    for text in texts:
        pdf.set_font("Lib", "", 8.2)
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.set_draw_color(150, 150, 150)
    pdf.line(20, 271, 192, 271)
    cols3 = [[s.name, s.street, f"D-{place(inv)}"], [s.register, f"USt-IdNr. {s.vat}", "Geschäftsführer: M. Kiefer"],
             ["Sparkasse Lörrach-Rheinfelden", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x_, col in zip((20, 80, 138), cols3):
        for k, text in enumerate(col):
            f(x_, 275 + k * 3.3, text, 6.6)
    return bytes(pdf.output())


# --- carlo (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def carlo(inv: Invoice) -> bytes:
    s, de, x = inv.supplier, inv.language == "de", inv.extra
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellnummer",
                                         "Tour", "Sachbearbeiter"),
          "cols": ("Leistung", "Menge", "Einheit", "Preis", "Rabatt", "Betrag"), "ship": "Sendung",
          "sub": "Summe Leistungen", "net": "Nettobetrag", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR",
          "pay": "Zahlbar bis {due} ohne Abzug auf {iban} (BIC {bic}).", "vatno": "USt-IdNr.",
          "hello": "Für die durchgeführten Transporte berechnen wir:"}
         if de else
         {"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Debiteurnummer", "Uw ordernummer", "Rit",
                                        "Behandeld door"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Tarief", "Korting", "Bedrag"), "ship": "Zending",
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR",
          "pay": "Te voldoen vóór {due} op {iban} (BIC {bic}) onder vermelding van het factuurnummer.",
          "vatno": "Btw-nr.", "hello": "Voor de uitgevoerde transporten brengen wij u in rekening:"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x_, y, text, size=8.6, style="", align="left": _ft(pdf, x_, y, text, size, style, align)  # noqa: E731
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    pdf.set_fill_color(0, 84, 140)
    pdf.rect(0, 0, 210, 4, style="F")
    f(18, 18, s.name, 12, "B")
    f(18, 23, f"{s.street} · {place(inv)} · {_country(inv)}", 7.6)
    f(18, 44, f"{s.name} · {s.street} · {place(inv)}", 6.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(18, 51 + k * 4.4, text, 9.4)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "", x["tour"], x["sach"])
    for k, (label, value) in enumerate((kv for kv in zip(w["facts"], values) if kv[1])):
        f(124, 46 + k * 4.4, label, 7.8)
        f(192, 46 + k * 4.4, value, 7.8, "B" if k == 0 else "", "right")
    f(18, 84, f"{w['title']} {inv.invoice_no}", 13, "B")
    f(18, 91, w["hello"], 8.6)
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "left"), (124, "right"), (127, "left"), (150, "right"), (166, "right"), (192, "right")]
    y = 100
    for k, ((x_, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 4 or discounts:
            f(x_, y, head, 7.8, "B", al)
    pdf.set_draw_color(0, 84, 140)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 92)
        values = [desc[0], inv.qty(line), line.unit, _price(inv, line),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (x_, al), value in zip(cols, values):
            if value:
                f(x_, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(18, y, more, 8.2)
        if line.article:
            y += 3.7
            f(18, y, f"{w['ship'] if ' ' in line.article else 'Code'}: {line.article}", 7, "I")
        pdf.set_draw_color(200, 200, 200)
        pdf.line(18, y + 2, 192, y + 2)
        y += 6
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic)):
        pdf.set_font("DejaVu", "", 8)
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 1.6
    f(105, 282, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.4, "", "center")
    f(105, 285.5, f"IBAN {inv.iban} · BIC {inv.bic} · Tel. {s.phone} · {s.email}", 6.4, "", "center")
    return bytes(pdf.output())


# --- magaya (Typst, Liberation Sans) --------------------------------------------------------------------------------
def magaya(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    facts = (("Invoice #", inv.invoice_no), ("Date", _issued(inv, "%d/%m/%Y")),
             ("Due Date", inv.day(inv.due, x.get("date_style", "%d/%m/%Y"))), ("Terms", x["terms"]),
             ("Customer PO#", inv.po_printed or ""), ("Warehouse Receipt", x["wr"]), ("Account", inv.customer_no))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 20mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.register + " · VAT " + s.vat + " · IBAN " + inv.iban + " · BIC " + inv.bic)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 70mm),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ {ts("Phone " + s.phone)} \\ {ts(s.email)} \\ {ts("VAT " + s.vat)}],\n'
        '  [#align(right, text(size: 20pt, weight: "bold", fill: rgb("#1f4e79"))[INVOICE]) #v(1mm)\n'
        '  #table(columns: (32mm, 1fr), stroke: 0.5pt + luma(150), inset: 1.4mm,\n'
        + "".join(f'    table.cell(fill: luma(235))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + '  )])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        '  rect(width: 100%, stroke: 0.5pt + luma(150), inset: 2mm)[#text(weight: "bold")[Bill To] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("Belgium")} \\ {ts("VAT " + BUYER_VAT)}],\n'
        '  rect(width: 100%, stroke: 0.5pt + luma(150), inset: 2mm)[#text(weight: "bold")[Ship To] \\ '
        f'{ts(BUYER[0])} \\ {ts("Warehouse / Dock 3")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("Belgium")}])\n'
        '#v(6mm)\n')
    rows = "".join(
        f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
        f'[{ts(line.unit)}], align(right)[{ts(_price(inv, line))}], align(right)[{ts(inv.number(line.amount))}],\n'
        for line in inv.lines)
    src += ('#table(columns: (22mm, 1fr, 14mm, 16mm, 20mm, 24mm), stroke: (x, y) => (bottom: 0.4pt + luma(190)), '
            'fill: (x, y) => if y == 0 { rgb("#1f4e79") }, inset: (x: 1.6mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Item", "Description", "Qty", "Unit", "Price", "Amount")))
            + rows + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.5mm),\n'
    rows = totals(inv, "Subtotal", "Total before VAT", "VAT {rate}%", "Total")
    rows += [("Payments/Credits", inv.gross_total * 0, False), ("Balance Due EUR", inv.gross_total, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(f"Please remit to IBAN {inv.iban} (BIC {inv.bic}) with structured reference {inv.payment_ref}. "
              "All services are subject to our standard terms and conditions (Belgian Freight Forwarding "
              "Conditions).") + "\n"
    return _typst(src)


# --- descartes (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def descartes(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "Échéance", "Code client",
                                        "Votre commande"),
          "cols": ("Réf.", "Désignation", "Qté", "Unité", "P.U. HT", "Remise", "Montant HT"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC",
          "pay": "Paiement à {terms} sur le compte {iban} (BIC {bic}) avec la communication structurée :\n{ref}",
          "vatno": "TVA", "terms": "30 jours"}
         if fr else
         {"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Uw referentie"),
          "cols": ("Art.nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal te betalen",
          "pay": "Betaling binnen {terms} op {iban} (BIC {bic}) o.v.v.\n{ref}", "vatno": "Btw-nr.",
          "terms": "30 dagen"})
    dfmt = "%d/%m/%Y" if fr else "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "")
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 22mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(170)) #set text(size: 6.6pt, fill: luma(100))\n'
        f'#align(center)[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + s.register)} \\ '
        f'{ts(w["vatno"] + " " + s.vat + " · IBAN " + inv.iban + " · BIC " + inv.bic + " · " + s.phone)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1.4fr, 1fr),\n'
        f'  [#text(size: 12.5pt, weight: "bold", fill: rgb("#00695c"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(s.email)}],\n'
        f'  align(right)[#text(size: 17pt, weight: "bold")[{ts(w["title"])}] #v(1mm)\n'
        '  #grid(columns: (auto, auto), column-gutter: 4mm, row-gutter: 1.5mm,\n'
        + "".join(f'    align(left, text(fill: luma(100))[{ts(k)}]), align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  )])\n#v(8mm)\n'
        '#grid(columns: (1fr, 80mm), [], rect(width: 100%, stroke: 0.5pt + luma(140), inset: 2.4mm)['
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}])\n'
        f'#v(6mm)\n{ts(inv.extra["route"])}\n#v(3mm)\n')
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 5 or discounts)]
    widths = {0: "28mm", 1: "1fr", 2: "14mm", 3: "13mm", 4: "17mm", 5: "14mm", 6: "25mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'[{ts(line.unit)}]',
                 4: f'align(right)[{ts(_price(inv, line))}]',
                 5: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 6: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.9pt + rgb("#00695c") } else { 0.3pt + luma(210) }), inset: (x: 1.3mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 26mm), stroke: none, inset: (x: 1.3mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 9.6pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    pay = w["pay"].format(terms=w["terms"], iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)
    src += " \\ ".join(ts(part) for part in pay.split("\n"))
    return _typst(src + "\n")


# --- sapisu (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def sapisu(inv: Invoice) -> bytes:
    s, nl, x = inv.supplier, inv.language == "nl", inv.extra
    w = ({"title": "Factuur", "facts": ("Contractrekening", "Factuurnummer", "Factuurdatum", "Klantnummer",
                                        "EAN-code", "Verbruiksadres", "Periode", "Uw referentie"),
          "due": "Te betalen vóór {due}", "cols": ("Omschrijving", "Hoeveelheid", "Eenheidsprijs", "Bedrag"),
          "lines": "Detail van de aangerekende bedragen", "sub": "Subtotaal", "net": "Totaal excl. btw",
          "vat": "Btw {rate} %", "gross": "Totaal te betalen", "comm": "Gestructureerde mededeling",
          "pay": "Gelieve het totaalbedrag over te schrijven op {iban} (BIC {bic}). Bij domiciliëring gebeurt de "
                 "betaling automatisch.", "vatno": "Btw"}
         if nl else
         {"title": "Facture", "facts": ("Compte de contrat", "N° de facture", "Date de facture", "N° client",
                                        "Code EAN", "Adresse de consommation", "Période", "Votre référence"),
          "due": "À payer avant le {due}", "cols": ("Description", "Quantité", "Prix unitaire", "Montant"),
          "lines": "Détail des montants facturés", "sub": "Sous-total", "net": "Total hors TVA",
          "vat": "TVA {rate} %", "gross": "Total à payer", "comm": "Communication structurée",
          "pay": "Veuillez virer le montant total sur le compte {iban} (BIC {bic}). En cas de domiciliation, le "
                 "paiement est automatique.", "vatno": "TVA"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    dfmt = "%d.%m.%Y"
    c.text(18, 18, s.name, 13, B)
    c.text(18, 23, f"{s.street} · {place(inv)}", 7.6, F, grey=0.3)
    c.text(18, 27, f"{s.phone} · {s.email}", 7.6, F, grey=0.3)
    for k, text in enumerate([BUYER[0], "Dienst boekhouding" if nl else "Service comptabilité", BUYER[1], BUYER[2]]):
        c.text(18, 50 + k * 4.5, text, 9.6, F)
    values = (x["contract"], inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, x["ean"], x["address"],
              x["period"], inv.po_printed or "")
    for k, (label, value) in enumerate((kv for kv in zip(w["facts"], values) if kv[1])):
        c.text(112, 42 + k * 4.3, label, 7.8, F, grey=0.35)
        c.text(192, 42 + k * 4.3, value, 7.8, B if k == 1 else F, "right")
    c.text(18, 86, f"{w['title']} {inv.invoice_no}", 14, B)
    c.fill(112, 80, 80, 16, 0.9)
    c.text(116, 86, w["gross"], 9, F)
    c.text(188, 86, "€ " + inv.number(inv.gross_total), 12, B, "right")
    c.text(116, 92, w["due"].format(due=inv.day(inv.due, dfmt)), 8, F)
    y = 108
    c.text(18, y, w["lines"], 10, B)
    y += 7
    cols = ((18, "left"), (136, "right"), (164, "right"), (192, "right"))
    c.fill(18, y - 4.2, 174, 6, 0.85)
    for (x_, al), head in zip(cols, w["cols"]):
        c.text(x_ + (1 if al == "left" else -1), y, head, 8, B, al)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.4, 92 * MM)
        for (x_, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", _price(inv, line),
                                          inv.number(line.amount))):
            c.text(x_ + (1 if al == "left" else -1), y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(19, y, more, 8.4, F)
        y += 5.4
    c.rule(18, y - 2.4, 192, 0.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(164, y, label, 9, B if strong else F, "right")
        c.text(191, y, "€ " + inv.number(value), 9, B if strong else F, "right")
        y += 5
    y += 6
    c.text(18, y, f"{w['comm']}: {inv.payment_ref}", 9, B)
    y += 5.5
    for row in rl_wrap(w["pay"].format(iban=inv.iban, bic=inv.bic), F, 8.2, 174 * MM):
        c.text(18, y, row, 8.2, F)
        y += 4
    c.rule(18, 278, 192, 0.3, grey=0.6)
    c.text(105, 282, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.4)
    c.text(105, 285.5, f"IBAN {inv.iban} · BIC {inv.bic}", 6.6, F, "center", grey=0.4)
    return c.bytes()


WRITERS = {"amdocs": amdocs, "cargowise": cargowise, "riege": riege, "carlo": carlo, "magaya": magaya,
           "descartes": descartes, "sapisu": sapisu}
