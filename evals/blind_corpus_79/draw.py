"""Seven page writers for the seventy-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of software no earlier corpus imitated (no logos, no trademarks, invented suppliers): two made
by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- adminpulse (Typst, DejaVu Sans): an AdminPulse-style invoice of a Belgian accountancy firm, nl or fr: the office
  left with its ITAA number, the client right (window), `Factuur` / `Facture` with a fact grid (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Klantnummer`, `Uw referentie`), the period, columns `Omschrijving` / `Aantal` /
  `Eenheidsprijs` / `Btw` / `Bedrag` (no article numbers), totals `Totaal excl. btw` / `Total HTVA`, `Btw 21 %`,
  `Te betalen` / `À payer`, the structured communication, the ITAA deontology line.
- incadea (fpdf2, Liberation Sans): an Incadea-style car-dealer workshop invoice, nl or de: `WERKPLAATSFACTUUR` /
  `WERKSTATTRECHNUNG`, a vehicle box (plate, VIN, model, mileage), the order and service advisor, columns `Code` /
  `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Korting %` / `Bedrag`, totals split in labour and parts, the
  environmental fee, `Totaal excl. btw` / `Summe netto`, the VAT, `Totaal` / `Rechnungsbetrag`.
- cdk (reportlab canvas, DejaVu Sans Mono and Sans): a CDK Drive-style parts counter invoice, fr: a form-like page
  in a monospaced font, boxes for the customer account, the invoice `PV …`, the date, the salesman, columns
  `Réf. pièce` / `Désignation` / `Qté` / `P.U.` / `Rem.%` / `Montant HT`, `Total pièces HT`, `Total HT`, `TVA`,
  `Net à payer EUR`.
- bullhorn (reportlab platypus, Liberation Sans): a Bullhorn-style staffing invoice, en or nl: the agency left,
  `INVOICE` / `FACTUUR` right with a fact table (`Invoice #`, `Invoice Date`, `Due Date`, `PO Number`,
  `Customer ID`, `Period`), the placements, columns `Description` / `Hours` / `Unit` / `Bill Rate` / `Amount`,
  `Subtotal` (the net, no net label in English) / `Totaal excl. btw`, the VAT, `Total Due` / `Te betalen`.
- printvis (Typst, Liberation Sans): a PrintVis-style print-MIS invoice (a Business Central report), de or en: the
  customer left, the company right, `Rechnung` / `Invoice` with a fact list right, columns `Auftrag` / `Beschreibung`
  / `Menge` / `Einheit` / `VK-Preis` / `Rabatt %` / `Betrag`, totals `Zwischensumme`, the freight, `Total EUR ohne
  MwSt.`, `0 % MwSt.`, `Total EUR inkl. MwSt.`, a VAT specification table.
- efipace (fpdf2, DejaVu Sans): an EFI Pace-style printer's invoice, en or fr: `INVOICE` / `FACTURE` with the
  number, a header grid (date, customer PO, terms, sales rep), `Sold To` / `Ship To`, the job number under each
  description, columns `Description` / `Quantity` / `Unit Price` / `Amount`, totals (`Subtotal`, the discount,
  the carriage, `Total excl. VAT` / `Total HT`, VAT, `Invoice Total` / `Total TTC`).
- multipress (reportlab canvas, Liberation Sans): a MultiPress-style Belgian printer's invoice, nl: the printer
  left, `FACTUUR` with the number and date, `Uw bestelbon`, `Ons order`, columns `Omschrijving` / `Oplage` /
  `Eenheidsprijs` / `Bedrag`, totals `Totaal`, the discount, **`Maatstaf van heffing`**, `Btw 21 %`,
  `Te betalen`, the structured communication."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION_SANS, MM, Canvas, _doc,  # noqa: E402
                     _fpdf, _ft, _issued, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)

register_fonts(*LIBERATION_SANS)
register_fonts(("DVM", "DejaVuSansMono.ttf"), ("DVMB", "DejaVuSansMono-Bold.ttf"), folder=FONTS)


# --- adminpulse (Typst, DejaVu Sans) --------------------------------------------------------------------------------
def adminpulse(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Uw referentie"),
          "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Btw", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Te betalen", "vatno": "Btw",
          "pay": "Gelieve het bedrag van € {gross} te betalen vóór {due} op rekening {iban} (BIC {bic}) met "
                 "vermelding van de gestructureerde mededeling {ref}.",
          "deo": "Onderworpen aan de deontologie van het ITAA. Onze algemene voorwaarden zijn van toepassing."}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "N° client",
                                        "Votre référence"),
          "cols": ("Description", "Quantité", "Prix unitaire", "TVA", "Montant"),
          "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "À payer", "vatno": "TVA",
          "pay": "Merci de verser le montant de {gross} € avant le {due} sur le compte {iban} (BIC {bic}) avec la "
                 "communication structurée {ref}.",
          "deo": "Soumis à la déontologie de l'ITAA. Nos conditions générales sont d'application."})
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, "long" if inv.extra.get("date_style") else dfmt),
              inv.customer_no, inv.po_printed or "")
    eur = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + " €")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 26mm), footer: [#set text(size: 6.6pt, '
        'fill: luma(110))\n#align(center)[' + ts(f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {s.vat}")
        + ' \\ ' + ts(s.register) + ' \\ ' + ts(w["deo"]) + ']])\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 64mm),\n'
        f'  [#text(size: 11.5pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts("T " + s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [#v(22mm) #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}])\n'
        f'#v(10mm)\n#text(size: 16pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(w["title"])}]\n#v(1mm)\n'
        '#table(columns: (26mm, 34mm, 34mm, 22mm, 1fr), stroke: none, fill: (x, y) => if y == 0 { luma(238) }, '
        'inset: (x: 1.6mm, y: 1.8mm),\n'
        + "".join(f'  text(size: 7.2pt, fill: luma(90))[{ts(k)}],\n' for k in w["facts"])
        + "".join(f'  [{ts(v)}],\n' for v in values)
        + f')\n#v(3mm)\n{ts(inv.extra["period"])}\n#v(4mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 24mm, 26mm, 12mm, 26mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt + rgb("#1f4e79") } else { 0.3pt + luma(210) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += ts(w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                              bic=inv.bic, ref=inv.payment_ref)) + "\n"
    return _typst(src)


# --- incadea (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def incadea(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "WERKPLAATSFACTUUR", "no": "Factuurnr.", "date": "Factuurdatum", "cust": "Klantnr.",
          "order": "Werkorder", "po": "Uw ordernr.", "adv": "Serviceadviseur",
          "veh": ("Kenteken", "Chassisnummer", "Model", "Kilometerstand"),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting %", "Bedrag"),
          "labour": "Subtotaal arbeidsloon", "parts": "Subtotaal onderdelen", "net": "Totaal excl. btw",
          "vat": "Btw {rate} %", "gross": "Totaal EUR", "vatno": "Btw-nr.", "due": "Vervaldatum",
          "comm": "Gestructureerde mededeling", "thanks": "Bedankt voor uw vertrouwen. Rijd veilig!"}
         if nl else
         {"title": "WERKSTATTRECHNUNG", "no": "Rechnungs-Nr.", "date": "Rechnungsdatum", "cust": "Kunden-Nr.",
          "order": "Auftrag", "po": "Ihre Bestell-Nr.", "adv": "Serviceberater",
          "veh": ("Kennzeichen", "FIN", "Modell", "km-Stand"),
          "cols": ("Code", "Bezeichnung", "Menge", "Einh.", "Preis", "Rabatt %", "Betrag"),
          "labour": "Summe Arbeitslohn", "parts": "Summe Teile", "net": "Summe netto", "vat": "MwSt. {rate} %",
          "gross": "Rechnungsbetrag EUR", "vatno": "USt-IdNr.", "due": "Zahlbar bis",
          "comm": "Verwendungszweck", "thanks": "Vielen Dank für Ihren Auftrag. Gute Fahrt!"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    f(15, 17, s.name, 13, "B")
    f(15, 22, f"{s.street} · {place(inv)} · Tel. {s.phone}", 8)
    f(15, 26, f"{s.email} · {w['vatno']} {s.vat}", 8)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    f(15, 40, f"{s.name} · {s.street} · {place(inv)}", 6.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(15, 46 + k * 4.5, text, 9.4, "B" if k == 0 else "")
    facts = ((w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, dfmt)), (w["cust"], inv.customer_no),
             (w["order"], inv.extra["order"]), (w["po"], inv.po_printed or ""), (w["adv"], inv.extra["advisor"]))
    f(120, 38, w["title"], 13, "B")
    for k, (label, value) in enumerate(facts):
        f(120, 45 + k * 4.3, label, 8.2)
        f(195, 45 + k * 4.3, value, 8.2, "B" if k == 0 else "", "right")
    pdf.set_fill_color(236, 236, 236)
    pdf.rect(15, 75, 180, 12, style="DF")
    for x, label, value in zip((17, 50, 102, 164), w["veh"], inv.extra["vehicle"]):
        f(x, 79.5, label, 7, "")
        f(x, 84.5, value, 8.8, "B")
    y = 96
    cols = [(15, "l"), (40, "l"), (128, "r"), (130, "l"), (155, "r"), (172, "r"), (195, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 76)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(40, y, more, 8.4)
        y += 5.2
    pdf.line(15, y - 2.2, 195, y - 2.2)
    labour = sum((line.amount for line in inv.lines if (line.article or "").startswith(("LAB-", "AW-"))),
                 inv.subtotal * 0)
    rows = [(w["labour"], labour, False), (w["parts"], inv.subtotal - labour, False)]
    rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [(w["net"], inv.net_total, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
             (w["gross"], inv.gross_total, True)]
    y += 4
    for label, value, strong in rows:
        if label == w["net"]:
            pdf.line(130, y - 3.8, 195, y - 3.8)
        f(168, y, label, 8.8, "B" if strong or label == w["net"] else "", "right")
        f(195, y, inv.number(value), 8.8, "B" if strong or label == w["net"] else "", "right")
        y += 4.8
    y += 6
    pdf.set_font("Lib", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"{w['due']}: {inv.day(inv.due, dfmt)} ({inv.extra['terms']}) · IBAN {inv.iban} · BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    texts.append(w["thanks"])
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8.2)
            y += 4
        y += 1.2
    pdf.line(15, 278, 195, 278)
    f(105, 282, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.8, "", "center")
    return bytes(pdf.output())


# --- cdk (reportlab canvas, DejaVu Sans Mono) -----------------------------------------------------------------------
def cdk(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    M, MB, F = "DVM", "DVMB", "DV"
    c.text(15, 18, s.name.upper(), 11, MB)
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} - LUXEMBOURG", f"Tél. {s.phone}", s.email,
                              f"TVA {s.vat}"]):
        c.text(15, 23 + k * 3.8, text, 7.6, M)
    c.c.setLineWidth(0.6)
    c.c.rect(128 * MM, c.height - 36 * MM, 67 * MM, 22 * MM)
    c.text(131, 20, "FACTURE PIECES", 11, MB)
    c.text(131, 26, "N° facture", 7.2, M, grey=0.35)
    c.text(192, 26, inv.invoice_no, 8.6, MB, "right")
    c.text(131, 30.5, "Date", 7.2, M, grey=0.35)
    c.text(192, 30.5, inv.issued.strftime("%d/%m/%Y"), 8.6, M, "right")
    c.text(131, 34.5, "Page", 7.2, M, grey=0.35)
    c.text(192, 34.5, "1/1", 8.6, M, "right")
    c.c.rect(15 * MM, c.height - 75 * MM, 88 * MM, 28 * MM)
    c.text(17, 51, "COMPTE CLIENT " + inv.customer_no, 7.4, M, grey=0.35)
    for k, text in enumerate([BUYER[0].upper(), BUYER[1].upper(), BUYER[2].upper(), "BELGIQUE",
                              f"TVA {BUYER_VAT}"]):
        c.text(17, 56 + k * 4, text, 8.6, MB if k == 0 else M)
    c.c.rect(107 * MM, c.height - 75 * MM, 88 * MM, 28 * MM)
    facts = (("Vendeur", inv.extra["counter"].split("vendeur ")[-1]), ("Livraison", inv.extra["ship"]),
             ("Conditions", inv.extra["terms"]), ("Échéance", inv.due.strftime("%d/%m/%Y")))
    for k, (label, value) in enumerate(facts):
        c.text(109, 52 + k * 5.4, label, 7.4, M, grey=0.35)
        c.text(133, 52 + k * 5.4, value, 7.8, M)
    y = 86
    c.fill(15, y - 4.2, 180, 6.2, 0.15)
    cols = [(16.5, "left"), (45, "left"), (130, "right"), (150, "right"), (163, "right"), (193.5, "right")]
    heads = ("Réf. pièce", "Désignation", "Qté", "P.U. HT", "Rem.%", "Montant HT")
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, heads):
        c.c.setFont(MB, 7.6)
        {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description.upper(), M, 7.8, 70 * MM)
        values = (line.article, desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 7.8, M, al)
        for more in desc[1:]:
            y += 3.7
            c.text(45, y, more, 7.8, M)
        y += 5.4
    c.rule(15, y - 2, 195, 0.5)
    y += 4
    rows = [("Total pièces HT", inv.subtotal, False), ("Total HT", inv.net_total, False),
            (f"TVA {inv.rate()} %", inv.vat_amount, False), ("Total TTC", inv.gross_total, False),
            ("NET À PAYER EUR", inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(165, y, label, 8.4, MB if strong else M, "right")
        c.text(193.5, y, inv.number(value), 8.4, MB if strong else M, "right")
        y += 4.8
    y += 8
    for text in (inv.statement, f"Paiement par virement : IBAN {inv.iban} - BIC {inv.bic}. Merci d'indiquer le "
                                f"numéro de facture.",
                 "Les pièces restent notre propriété jusqu'au paiement intégral. Toute pièce électrique ne sera "
                 "ni reprise ni échangée."):
        for row in rl_wrap(text, F, 7.6, 180 * MM):
            c.text(15, y, row, 7.6, F)
            y += 3.6
        y += 1.6
    c.text(105, 285, f"{s.name} · {s.register} · TVA {s.vat}", 6.4, F, "center", grey=0.4)
    return c.bytes()


# --- bullhorn (reportlab platypus, Liberation Sans) -----------------------------------------------------------------
def bullhorn(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Invoice Date", "Due Date", "PO Number", "Customer ID",
                                        "Period"),
          "bill": "Bill To", "cols": ("Description", "Hours", "Unit", "Bill Rate", "Amount"),
          "net": "Subtotal", "vat": "VAT {rate}%", "gross": "Total Due (EUR)", "vatno": "VAT",
          "placement": "Placements", "pay": "Please remit payment within {terms} to IBAN {iban}, BIC {bic}, "
                                            "quoting the invoice number.",
          "thanks": "Hours as approved on the timesheets in the client portal."}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurnr.", "Factuurdatum", "Vervaldatum", "Uw PO-nummer", "Klant-ID",
                                        "Periode"),
          "bill": "Factuuradres", "cols": ("Omschrijving", "Aantal", "Eenh.", "Tarief", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Te betalen (EUR)", "vatno": "Btw",
          "placement": "Contracten", "pay": "Te betalen binnen {terms} op {iban} (BIC {bic}) met de gestructureerde "
                                            "mededeling {ref}.",
          "thanks": "Uren volgens de goedgekeurde tijdsregistratie in het klantenportaal."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    lab = _style("bhl", 7.2, "LS", grey=0.4)
    normal, right = _style("bhn", 8.4, "LS"), _style("bhr", 8.4, "LS", align=2)
    bold, bold_r = _style("bhb", 8.4, "LSB"), _style("bhbr", 8.4, "LSB", align=2)
    dfmt = "%d/%m/%Y"   # in English too: a Dutch or Belgian agency keeps the European date order
    company = Paragraph(f"<font name='LSB' size='13' color='#0b5394'>{escape(s.name)}</font><br/>"
                        f"{escape(s.street)}<br/>{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}"
                        f"<br/>{escape(s.phone)} · {escape(s.email)}<br/>{w['vatno']} {escape(s.vat)}",
                        _style("bhc", 8.4, "LS", lead=11))
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.po_printed or "",
              inv.customer_no, inv.extra["period"])
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if j == 0 else normal)]
                   for j, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[26 * mm, 42 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(f"<font color='#0b5394'>{w['title']}</font>", _style("bht", 20, "LSB", lead=24))
    top = Table([[company, [title, Spacer(1, 2 * mm), facts]]], colWidths=[108 * mm, 70 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<font name='LS' size='7.2' color='#666666'>{w['bill'].upper()}</font><br/>"
                     f"<b>{escape(BUYER[0])}</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>"
                     f"{escape(COUNTRY_BE[inv.language])}<br/>{w['vatno']} {BUYER_VAT}",
                     _style("bhbill", 8.8, "LS", lead=11.4))
    rows = [[Paragraph(escape(h), _style(f"bhh{k}", 8.2, "LSB", align=0 if k == 0 else 2, grey=1))
             for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[98 * mm, 18 * mm, 14 * mm, 22 * mm, 26 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.04, 0.33, 0.58)),
                               ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.95, 0.96, 0.98)]),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[48 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 8 * mm), bill, Spacer(1, 5 * mm),
             Paragraph(escape(f"{w['placement']}: {inv.extra['placement'].split(' ', 1)[1]}"), normal),
             Spacer(1, 3 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(terms=inv.extra["terms"].lower().replace("net ", "") + (" days" if en else ""),
                            iban=inv.iban, bic=inv.bic, ref=inv.payment_ref), w["thanks"]]:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.8 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · "
                                                    f"IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- printvis (Typst, Liberation Sans) ------------------------------------------------------------------------------
def printvis(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Fälligkeitsdatum", "Debitorennr.",
                                         "Ihre Referenz", "Lieferschein", "Zahlungsbedingung"),
          "cols": ("Auftrag", "Beschreibung", "Menge", "Einheit", "VK-Preis", "Rabatt %", "Betrag"),
          "sub": "Zwischensumme", "net": "Total EUR ohne MwSt.", "vat": "{rate} % MwSt.",
          "gross": "Total EUR inkl. MwSt.", "vatno": "USt-IdNr.",
          "spec": ("MwSt.-Betrag Spezifikation", "MwSt.-Kennzeichen", "MwSt. %", "Bemessungsgrundlage",
                   "MwSt.-Betrag"), "code": "EU-LIEF", "bank": "Bankverbindung"}
         if de else
         {"title": "Invoice", "facts": ("Invoice No.", "Posting Date", "Due Date", "Customer No.",
                                        "Your Reference", "Shipment No.", "Payment Terms"),
          "cols": ("Job No.", "Description", "Quantity", "Unit", "Unit Price", "Disc.%", "Amount"),
          "sub": "Subtotal", "net": "Total EUR Excl. VAT", "vat": "{rate}% VAT", "gross": "Total EUR Incl. VAT",
          "vatno": "VAT Reg. No.", "spec": ("VAT Amount Specification", "VAT Identifier", "VAT %", "VAT Base",
                                            "VAT Amount"), "code": "EU-GOODS", "bank": "Bank"}
         )
    dfmt = "%d.%m.%Y" if de else "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra["delivery"], inv.extra["terms"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 15mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        'fill: luma(80))\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [{ts(w["bank"])} \\ {ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}])])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(24mm) #text(size: 6.5pt)[{ts(s.name + " · " + s.street + " · " + place(inv))}] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])}],\n'
        f'  align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))}'
        f' \\ {ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)}])\n'
        f'#v(8mm)\n#grid(columns: (1fr, 82mm), [#text(size: 15pt, weight: "bold")[{ts(w["title"])}] \\ '
        f'#v(2mm) {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  grid(columns: (34mm, 1fr), row-gutter: 1.4mm,\n'
        + "".join(f'    [{ts(k)}], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(7mm)\n')
    keep = [k for k in range(7) if k != 5 or discounts]
    widths = {0: "22mm", 1: "1fr", 2: "16mm", 3: "13mm", 4: "19mm", 5: "13mm", 6: "22mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'[{ts(line.unit)}]',
                 4: f'align(right)[{ts(inv.number(line.price))}]',
                 5: f'align(right)[{ts(inv.number(line.discount) if line.discount else "")}]',
                 6: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.7pt } else { none }), inset: (x: 1.2mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#line(length: 100%, stroke: 0.4pt)\n')
    src += '#align(right, table(columns: (48mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        weight = 'weight: "bold"' if strong or label == w["net"] else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    spec = w["spec"]
    src += (f'#text(weight: "bold")[{ts(spec[0])}]\n'
            '#table(columns: (40mm, 18mm, 34mm, 28mm), stroke: (x, y) => (bottom: if y == 0 { 0.5pt } else '
            '{ none }), inset: (x: 1.2mm, y: 1.4mm),\n'
            f'  [{ts(spec[1])}], align(right)[{ts(spec[2])}], align(right)[{ts(spec[3])}], '
            f'align(right)[{ts(spec[4])}],\n'
            f'  [{ts(w["code"])}], align(right)[{ts(inv.rate())}], align(right)[{ts(inv.number(inv.net_total))}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}],\n)\n#v(5mm)\n')
    src += ts(inv.statement) + "\n"
    return _typst(src)


# --- efipace (fpdf2, DejaVu Sans) -----------------------------------------------------------------------------------
def efipace(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "no": "Invoice No.", "head": ("Invoice Date", "Customer PO", "Customer ID", "Terms",
                                                              "Sales Rep"),
          "sold": "Sold To", "ship": "Ship To", "job": "Job", "cols": ("Description", "Quantity", "Unit Price",
                                                                         "Amount"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Invoice Total EUR",
          "vatno": "VAT No.", "pay": "Payment by bank transfer to IBAN {iban}, BIC {bic}. Due {due}."}
         if en else
         {"title": "FACTURE", "no": "Facture n°", "head": ("Date de facture", "Votre commande", "Code client",
                                                           "Conditions", "Commercial"),
          "sold": "Facturé à", "ship": "Livré à", "job": "Travail", "cols": ("Désignation", "Quantité",
                                                                             "Prix unitaire", "Montant HT"),
          "sub": "Sous-total HT", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC EUR",
          "vatno": "N° TVA", "pay": "Règlement par virement : IBAN {iban} - BIC {bic}. Échéance : {due}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d/%m/%Y"
    f(15, 18, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY.get(s.country, {}).get(inv.language, 'Ireland')}",
                              f"{s.phone} · {s.email}", f"{w['vatno']} {s.vat}"]):
        f(15, 23.5 + k * 3.8, text, 7.8)
    f(195, 20, w["title"], 20, "B", "right")
    f(195, 27, f"{w['no']} {inv.invoice_no}", 10, "B", "right")
    values = (_issued(inv, dfmt), inv.po_printed or "", inv.customer_no, inv.extra["terms"], inv.extra["rep"])
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.25)
    pdf.set_fill_color(225, 230, 236)
    xs = (15, 47, 79, 107, 155, 195)
    pdf.rect(15, 42, 180, 5, style="DF")
    pdf.rect(15, 47, 180, 6.5)
    for k in range(5):
        if k:
            pdf.line(xs[k], 42, xs[k], 53.5)
        f(xs[k] + 1.5, 45.7, w["head"][k], 7, "B")
        f(xs[k] + 1.5, 51.5, values[k], 8.2)
    for x, label, rows in ((15, w["sold"], (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}")),
                           (107, w["ship"], (BUYER[0], "Warehouse / Magazijn", BUYER[1], BUYER[2],
                                             COUNTRY_BE[inv.language]))):
        f(x, 62, label, 7.4, "B")
        for k, text in enumerate(rows):
            f(x, 67 + k * 4.2, text, 8.8)
    y = 96
    pdf.set_fill_color(40, 40, 40)
    pdf.rect(15, y - 4.4, 180, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(16.5, "l"), (140, "r"), (167, "r"), (193.5, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 100)
        values = [desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(16.5, y, more, 8.4)
        y += 3.8
        f(16.5, y, f"{w['job']} {line.article}", 7.2, "I")
        pdf.set_draw_color(200, 200, 200)
        pdf.line(15, y + 2, 195, y + 2)
        y += 6.4
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(193.5, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(0, 0, 0)
            pdf.line(130, y - 4, 195, y - 4)
        y += 5
    y += 8
    pdf.set_font("DejaVu", "", 7.8)
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic, due=inv.day(inv.due, dfmt))):
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 7.8)
            y += 3.8
        y += 1.4
    f(105, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- multipress (reportlab canvas, Liberation Sans) -----------------------------------------------------------------
def multipress(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 14, B)
    c.text(18, 25.5, "grafische producties · offset · digitaal · afwerking", 7.6, F, grey=0.4)
    for k, text in enumerate([s.street, place(inv), f"T {s.phone}", s.email]):
        c.text(18, 31 + k * 3.9, text, 8, F)
    for k, text in enumerate([BUYER[0], "t.a.v. boekhouding", BUYER[1], BUYER[2]]):
        c.text(118, 52 + k * 4.6, text, 9.6, B if k == 0 else F)
    c.text(118, 72, f"Btw {BUYER_VAT}", 8.4, F)
    c.text(18, 88, "FACTUUR", 16, B)
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime("%d-%m-%Y")),
             ("Vervaldatum", inv.due.strftime("%d-%m-%Y")), ("Klantnummer", inv.customer_no),
             ("Uw bestelbon", inv.po_printed or ""), ("Ons order", inv.extra["order"].split()[-1]))
    for k, (label, value) in enumerate(facts):
        x = 18 + (k % 3) * 60
        yy = 95 + (k // 3) * 9
        c.text(x, yy, label, 7.2, F, grey=0.4)
        c.text(x, yy + 4, value, 9, B if k in (0, 4) else F)
    y = 122
    c.rule(18, y - 4.6, 192, 0.8)
    cols = [(18, "left"), (135, "right"), (162, "right"), (192, "right")]
    for (x, al), head in zip(cols, ("Omschrijving", "Oplage / aantal", "Eenheidsprijs", "Bedrag")):
        c.text(x, y, head, 8, B, al)
    c.rule(18, y + 1.8, 192, 0.4)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 92 * MM)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", "€ " + inv.number(line.price),
                                         "€ " + inv.number(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.6, F)
        y += 6.6
    c.rule(18, y - 3, 192, 0.4)
    y += 4
    rows = [("Totaal", inv.subtotal, False)] + [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [("Maatstaf van heffing", inv.net_total, False), (f"Btw {inv.rate()} %", inv.vat_amount, False),
             ("Te betalen", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            c.fill(120, y - 4.4, 72, 6.6, 0.9)
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(190, y, "€ " + inv.number(value), 9, B if strong else F, "right")
        y += 5.6
    y += 8
    for text in (f"Betaling binnen {inv.extra['terms']} op {inv.iban} (BIC {inv.bic}) met gestructureerde "
                 f"mededeling {inv.payment_ref}.",
                 "Eventuele klachten dienen binnen de 8 dagen na levering schriftelijk gemeld te worden. Bij "
                 "laattijdige betaling is van rechtswege een verwijlintrest en een forfaitaire schadevergoeding van "
                 "10 % verschuldigd."):
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.8
        y += 1.6
    c.rule(18, 276, 192, 0.3, grey=0.5)
    c.text(105, 280, f"{s.name} · Btw {s.vat} · {s.register} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, F,
           "center", grey=0.3)
    return c.bytes()


WRITERS = {"adminpulse": adminpulse, "incadea": incadea, "cdk": cdk, "bullhorn": bullhorn, "printvis": printvis,
           "efipace": efipace, "multipress": multipress}
