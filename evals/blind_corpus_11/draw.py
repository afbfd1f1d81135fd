"""Eight page writers for the eleventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): three made by Typst, two on fpdf2, three on reportlab (its canvas and its platypus flowables), on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows)
are the fourth and sixth corpora's, imported.

- exactglobe (fpdf2, DejaVu Sans Condensed): an Exact Globe-style Dutch desktop-ERP invoice: the company top left,
  `FACTUUR` right, the customer in the window, a `label : value` block right (`Factuurnummer`, `Factuurdatum`,
  `Debiteurnummer`, `Uw ordernummer`, `Vertegenwoordiger`, `Pagina`), the packing slip as a row over the table,
  ruled header `Artikelcode` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / `Kort.%` / `Bedrag` / `Btw`
  (a VAT code digit), `Totaal artikelen`, the charge or discount, `Totaal excl. BTW`, a BTW specification
  (`Code`, `Omschrijving`, `Grondslag`, `BTW`), `Totaal incl. BTW`, `Te betalen`, the payment condition.
- informer (Typst, Liberation Sans): an Informer-style Dutch online invoice: the company right, the customer
  left, `Factuur` with a small fact table (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`, `Uw referentie`,
  `Klantnummer`), `Aantal` first then `Omschrijving` / `Prijs` / `Btw` / `Totaal` with grey detail rows, the
  totals (`Subtotaal`, `Leveringskosten`, `Totaal excl. btw`, `6% btw over € …`, `Totaal`), the payment sentence.
- sage50 (reportlab canvas, Liberation Sans): a Sage 50 (gestion commerciale, France)-style invoice: the company
  in a rounded frame top left, `FACTURE` right over a four-cell strip (`Numéro`, `Date`, `Code client`, `Page`),
  the client in a frame, `Votre commande` and `Représentant`, a table with vertical rules `Référence` /
  `Désignation` / `Qté` / `P.U. HT` / `Rem. %` / `Montant HT` / `TVA` (a code), a row with the delivery note
  or the work site, the VAT recap (`Code`, `Base HT`, `Taux`, `Montant TVA`), the totals frame (`Total brut HT`,
  the charge, `Total HT`, `Total TVA`, `Total TTC`, `Net à payer`), `Échéance` and `Mode de règlement`.
- holded (Typst, DejaVu Sans): a Holded-style modern invoice, fr or en: the company top left, the title and the
  number big right, `Date` / `Échéance` / the reference, the client under `CLIENT`, a table `CONCEPT` / `PRIX` /
  `UNITÉS` / (`REMISE`) / `SOUS-TOTAL` / `TVA` / `TOTAL` whose last column is **with VAT**, the totals
  (`Base HT` / `Subtotal`, `TVA 17 %`, `TOTAL`), the payment method.
- handwerk (reportlab platypus, DejaVu Sans): a German craftsman's program (Handwerkersoftware): the sender line
  over the window, an info block right (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Ihr Auftrag`), `Bauvorhaben` and
  `Leistungszeitraum`, a salutation and a sentence, `Pos.` / `Menge` / `Einheit` / `Bezeichnung` / `EP €` /
  `GP €` with the article number in the description cell (`Art.-Nr. …`) and detail rows, `Summe Positionen`,
  `Nachlass 3 %`, `Nettobetrag`, `USt. 0 %`, `Rechnungsbetrag`, the terms and greeting, a three-column footer.
- wordletter (fpdf2, Liberation Sans): a business letter written in Microsoft Word, de: the letterhead right,
  the window address, the place and date, a bold `Rechnung Nr. 27-019`, `Ihre Bestellung …`, a salutation, a
  fully ruled table `Pos.` / `Bezeichnung` (article number in front: `Art. 4711 - …`) / `Menge` / `Einzelpreis` /
  `Gesamt`, the totals under the table, the statement, the bank and a greeting with a name.
- infor (reportlab platypus, DejaVu Sans Condensed): an Infor ERP output form, de or en: the company left, the
  title and number right, a grid of small labelled cells (`Invoice date` / `Rechnungsdatum`, customer, your
  order, sales order, terms, Incoterms, contact, page), `Line` / `Item` / `Description` / `Quantity` / `Unit` /
  `Price` / `Disc. %` / `Amount`, delivery-note rows, the totals and a VAT summary.
- acumatica (Typst, Liberation Sans): an Acumatica-style invoice, en: the company top left, `INVOICE` right, a
  bordered fact grid (`Reference Nbr.`, `Date`, `Due Date`, `Customer ID`, `Customer Order Nbr.`, `Terms`),
  `Bill To` / `Ship To`, `Inventory ID` / `Description` / `Quantity` / `UOM` / `Unit Price` / `Ext. Price`,
  `Detail Total`, `Tax Total`, `Invoice Total`, `Balance`; no line labelled net."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP,  # noqa: E402
                     Canvas, _doc, _fpdf, _ft, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)


# --- exactglobe (fpdf2, DejaVu Sans Condensed) ----------------------------------------------------------------------
def exactglobe(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(15, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country]['nl']}", f"Tel. {s.phone}", s.email]):
        f(15, 23.5 + k * 3.7, text, 7.8)
    f(195, 19, "FACTUUR", 18, "B", "right")
    f(15, 44, f"{s.name} - {s.street} - {place(inv)}", 6.4)
    pdf.set_line_width(0.15)
    pdf.line(15, 45.3, 95, 45.3)
    for k, text in enumerate([BUYER[0], "t.a.v. Administratie / Crediteuren", BUYER[1], BUYER[2], "BELGIË"]):
        f(15, 51 + k * 4.3, text, 9.2, "B" if k == 0 else "")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Debiteurnummer", inv.customer_no), ("Uw ordernummer", inv.po_printed or ""),
             ("Uw btw-nummer", BUYER_VAT), ("Vertegenwoordiger", inv.extra["rep"]), ("Pagina", "1 / 1")]
    for k, (label, value) in enumerate(facts):
        f(118, 51 + k * 4.3, label, 8.2)
        f(146, 51 + k * 4.3, ": " + value, 8.2, "B" if k == 0 else "")
    cols = [("Artikelcode", 15, "l"), ("Omschrijving", 41, "l"), ("Aantal", 129, "r"), ("Eenh.", 131, "l"),
            ("Prijs", 154, "r"), ("Kort.%", 167, "r"), ("Bedrag", 187, "r"), ("Btw", 195, "r")]
    y = 92
    pdf.set_line_width(0.35)
    pdf.line(15, y - 4.3, 195, y - 4.3)
    for head, x, al in cols:
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 7
    f(41, y, inv.extra["delivery"], 8.2, "B")
    y += 5.2
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.4)
        desc = fp_wrap(pdf, line.description, 68)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount), inv.extra["vatcode"]]
        for (head, x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(41, y, more, 8.4)
        y += 5
    pdf.set_line_width(0.2)
    pdf.line(15, y - 2, 195, y - 2)
    y += 3
    vat = "BTW 0% verlegd" if inv.reverse_charge else "BTW {rate}%"
    rows = totals(inv, "Totaal artikelen", "Totaal excl. BTW", vat, "Totaal incl. BTW", always_sub=True)
    for label, value, strong in rows:
        f(160, y, label, 8.6, "B" if strong else "", "right")
        f(187, y, inv.number(value), 8.6, "B" if strong else "", "right")
        y += 4.8
    pdf.set_line_width(0.35)
    pdf.line(128, y - 2.5, 195, y - 2.5)
    f(160, y + 2, "Te betalen EUR", 9.6, "B", "right")
    f(187, y + 2, inv.number(inv.gross_total), 9.6, "B", "right")
    sy = y - len(rows) * 4.8
    f(15, sy, "BTW-specificatie", 8.2, "B")
    code_text = "Intracommunautair 0%" if inv.reverse_charge else f"Hoog {inv.rate()}%"
    for k, (head, x) in enumerate((("Code", 15), ("Omschrijving", 25), ("Grondslag", 78), ("BTW", 98))):
        f(x, sy + 4.6, head, 7.8, "", "right" if k >= 2 else "left")
        f(x, sy + 8.8, (inv.extra["vatcode"], code_text, inv.number(inv.net_total), inv.number(inv.vat_amount))[k],
          7.8, "", "right" if k >= 2 else "left")
    y += 12
    pdf.set_font("Cond", "", 8)
    texts = [f"Betalingsconditie: {inv.extra['terms']}, vervaldatum {inv.day(inv.due, '%d-%m-%Y')}."]
    if inv.payment_ref:
        texts.append(f"Gelieve te betalen op {inv.iban} (BIC {inv.bic}) met gestructureerde mededeling "
                     f"{inv.payment_ref}.")
    else:
        texts.append(f"Gelieve bij betaling ons factuurnummer {inv.invoice_no} te vermelden. IBAN {inv.iban}, "
                     f"BIC {inv.bic}.")
    if inv.statement:
        texts.append(inv.statement)
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 8)
            y += 3.7
        y += 1.2
    pdf.set_line_width(0.2)
    pdf.line(15, 279, 195, 279)
    f(105, 283, f"{s.name} | {s.street} | {place(inv)} | {s.register} | BTW {s.vat}", 6.6, "", "center")
    f(105, 286.2, f"IBAN {inv.iban} | BIC {inv.bic} | Op al onze leveringen zijn onze algemene voorwaarden van "
                  "toepassing.", 6.6, "", "center")
    return bytes(pdf.output())


# --- informer (Typst, Liberation Sans) ------------------------------------------------------------------------------
def informer(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: ("- € " if v < 0 else "€ ") + inv.number(abs(v))  # noqa: E731
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "long")),
             ("Vervaldatum", inv.day(inv.due, "long")), ("Uw referentie", inv.po_printed or ""),
             ("Klantnummer", inv.customer_no)]
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + s.register + " · Btw " + s.vat + " · IBAN " + inv.iban + " · BIC " + inv.bic)}]))\n'
        '#set text(font: "Liberation Sans", size: 9.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#v(16mm) #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts("T.a.v. de boekhouding")} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts("Btw " + BUYER_VAT)}],\n'
        f'  align(right)[#text(size: 13pt, weight: "bold", fill: rgb("#3a7d44"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts("T " + s.phone)} \\ {ts(s.email)} \\ {ts("Btw " + s.vat)}])\n'
        '#v(12mm)\n#text(size: 20pt, weight: "bold")[Factuur]\n#v(2mm)\n'
        '#table(columns: (34mm, 60mm), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'  text(fill: luma(90))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        detail = "".join(f' \\ #text(size: 8.2pt, style: "italic", fill: luma(105))[{ts(row)}]'
                         for row in line.detail)
        rows.append(f'  align(right)[{ts(inv.qty(line))}], [{ts(line.description)}{detail}], '
                    f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (16mm, 1fr, 24mm, 13mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.9pt + '
            'rgb("#3a7d44") } else { 0.3pt + luma(215) }), inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k != 1 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Aantal", "Omschrijving", "Prijs", "Btw", "Totaal")))
            + "".join(rows) + ')\n#v(3mm)\n')
    vat = f"{inv.rate()}% btw over {eur(inv.net_total)}"
    src += '#align(right, table(columns: (56mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", vat, "Totaal"):
        weight = ', weight: "bold"' if strong else ""
        src += f'  text({weight[2:]})[{ts(label)}], align(right, text({weight[2:]})[{ts(eur(value))}]),\n'
    src += '))\n#v(10mm)\n'
    pay = (f"Wij verzoeken u vriendelijk het totaalbedrag van {eur(inv.gross_total)} vóór "
           f"{inv.day(inv.due, 'long')} over te maken op rekeningnummer {inv.iban} t.n.v. {s.name}, met "
           "vermelding van de gestructureerde mededeling:")
    src += f'{ts(pay)} \\ #text(weight: "bold")[{ts(inv.payment_ref)}]\n#v(4mm)\n{ts("Met vriendelijke groet,")} \\ {ts(s.name)}\n'
    return _typst(src)


# --- sage50 (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def sage50(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    cv, H = c.c, c.height

    def box(x, y, w, h, radius=0, fill=None):
        if fill is not None:
            cv.setFillGray(fill)
        cv.setLineWidth(0.6)
        if radius:
            cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, radius * MM, stroke=1, fill=fill is not None)
        else:
            cv.rect(x * MM, H - (y + h) * MM, w * MM, h * MM, stroke=1, fill=fill is not None)
        cv.setFillGray(0)

    def vline(x, y1, y2):
        cv.setLineWidth(0.4)
        cv.line(x * MM, H - y1 * MM, x * MM, H - y2 * MM)

    box(12, 12, 92, 34, radius=3)
    c.text(16, 19, s.name, 12, "LSB")
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country]['fr'].upper()}", f"Tél. : {s.phone}",
                              f"Mél : {s.email}", f"N° TVA : {s.vat}"]):
        c.text(16, 24.5 + k * 4, text, 8.4, "LS")
    c.text(198, 20, "FACTURE", 20, "LSB", "right")
    heads = ("Numéro", "Date", "Code client", "Page")
    values = (inv.invoice_no, inv.day(inv.issued, "%d/%m/%Y"), inv.customer_no, "1")
    for k, (head, value) in enumerate(zip(heads, values)):
        box(110 + k * 22, 26, 22, 6, fill=0.86)
        box(110 + k * 22, 32, 22, 6.5)
        c.text(121 + k * 22, 30.2, head, 7.6, "LSB", "center")
        c.text(121 + k * 22, 36.6, value, 8.4, "LS", "center")
    box(110, 44, 88, 32, radius=3)
    for k, text in enumerate([BUYER[0], "Comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE",
                              f"N° TVA : {BUYER_VAT}"]):
        c.text(114, 50.5 + k * 4.3, text, 9, "LSB" if k == 0 else "LS")
    facts = [("Votre commande", inv.po_printed), ("Représentant", inv.extra["rep"]),
             ("Mode de règlement", inv.extra["mode"])]
    y = 56
    for label, value in facts:
        if value:
            c.text(14, y, f"{label} :", 8.4, "LS")
            c.text(46, y, value, 8.4, "LSB" if label == "Votre commande" else "LS")
            y += 4.5
    cols = [("Référence", 12, 38, "l"), ("Désignation", 38, 118, "l"), ("Qté", 118, 134, "r"),
            ("P.U. HT", 134, 152, "r"), ("Rem. %", 152, 166, "r"), ("Montant HT", 166, 188, "r"),
            ("TVA", 188, 198, "c")]
    top = 84
    box(12, top, 186, 6.5, fill=0.86)
    for head, x0, x1, al in cols:
        if al == "l":
            c.text(x0 + 1.5, top + 4.5, head, 8, "LSB")
        elif al == "r":
            c.text(x1 - 1.5, top + 4.5, head, 8, "LSB", "right")
        else:
            c.text((x0 + x1) / 2, top + 4.5, head, 8, "LSB", "center")
    y = top + 12
    code = "0" if inv.reverse_charge else "1"
    if inv.extra.get("bl"):
        c.text(39.5, y, inv.extra["bl"], 8.4, "LSI")
        y += 5.2
    for line in inv.lines:
        desc = rl_wrap(line.description, "LS", 8.4, 77 * MM)
        values = [line.article or "", desc[0], inv.qty(line) + (" " + line.unit if line.unit else ""),
                  inv.number(line.price, line.price_places), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount), code]
        for (head, x0, x1, al), value in zip(cols, values):
            if not value:
                continue
            if al == "l":
                c.text(x0 + 1.5, y, value, 8.4, "LS")
            elif al == "r":
                c.text(x1 - 1.5, y, value, 8.4, "LS", "right")
            else:
                c.text((x0 + x1) / 2, y, value, 8.4, "LS", "center")
        for more in desc[1:]:
            y += 3.9
            c.text(39.5, y, more, 8.4, "LS")
        y += 5.4
    bottom = max(y + 3, 170)
    box(12, top, 186, bottom - top)
    for head, x0, x1, al in cols[1:]:
        vline(x0, top, bottom)
    y = bottom + 5
    rate_text = inv.pct(inv.vat_rate) + " %"
    for k, head in enumerate(("Code", "Base HT", "Taux", "Montant TVA")):
        box(12 + k * 21, y, 21, 5.5, fill=0.86)
        box(12 + k * 21, y + 5.5, 21, 5.5)
        c.text(22.5 + k * 21, y + 3.9, head, 7.6, "LSB", "center")
        c.text(22.5 + k * 21, y + 9.4, (code, inv.number(inv.net_total), rate_text, inv.number(inv.vat_amount))[k],
               8, "LS", "center")
    ty = y
    rows = totals(inv, "Total brut HT", "Total HT", "Total TVA", "Total TTC")
    for label, value, strong in rows:
        box(130, ty, 40, 5.5)
        box(170, ty, 28, 5.5)
        c.text(131.5, ty + 3.9, label, 8.2, "LSB" if strong else "LS")
        c.text(196.5, ty + 3.9, inv.number(value), 8.2, "LSB" if strong else "LS", "right")
        ty += 5.5
    box(130, ty + 2, 68, 7, fill=0.86)
    c.text(131.5, ty + 6.8, "Net à payer", 9.6, "LSB")
    c.text(196.5, ty + 6.8, f"{inv.number(inv.gross_total)} €", 9.6, "LSB", "right")
    c.text(12, y + 17, f"Échéance : {inv.day(inv.due, '%d/%m/%Y')}  -  {inv.number(inv.gross_total)} €", 8.4, "LSB")
    y = max(ty + 16, y + 24)
    texts = []
    if inv.statement:
        texts.append(inv.statement)
    texts.append(f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}."
                 + (f" Communication structurée : {inv.payment_ref}." if inv.payment_ref else ""))
    if s.country == "FR":
        texts.append("Pas d'escompte pour règlement anticipé. En cas de retard de paiement, pénalités au taux de "
                     "trois fois le taux d'intérêt légal et indemnité forfaitaire de 40 € pour frais de "
                     "recouvrement (art. L441-10 du Code de commerce).")
    for text in texts:
        for row in rl_wrap(text, "LS", 7.8, 186 * MM):
            c.text(12, y, row, 7.8, "LS")
            y += 3.7
        y += 1.5
    c.text(105, 285, f"{s.name} - {s.street} - {place(inv)} - {s.register} - N° TVA {s.vat}", 6.8, "LS", "center",
           grey=0.35)
    return c.bytes()


# --- holded (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def holded(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "date": "Date", "due": "Échéance", "ref": "Référence", "client": "CLIENT",
          "cols": ("CONCEPT", "PRIX", "UNITÉS", "REMISE", "SOUS-TOTAL", "TVA", "TOTAL"),
          "base": "Base HT", "vat": "TVA {rate} %", "total": "TOTAL", "pay": "Mode de paiement",
          "paytext": "Virement bancaire sur {iban} (BIC {bic})", "notes": "Notes", "vatno": "N° TVA"}
         if fr else
         {"title": "INVOICE", "date": "Date", "due": "Due date", "ref": "PO number", "client": "CLIENT",
          "cols": ("ITEM", "PRICE", "UNITS", "DISC.", "SUBTOTAL", "VAT", "TOTAL"),
          "base": "Subtotal", "vat": "VAT {rate}%", "total": "TOTAL", "pay": "Payment method",
          "paytext": "Bank transfer to {iban} (BIC {bic})", "notes": "Notes", "vatno": "VAT no."})
    eur = (lambda v: inv.number(v) + " €") if fr else (lambda v: "€" + inv.number(v))  # noqa: E731
    discounts = any(line.discount for line in inv.lines)
    cols = [h for h in w["cols"] if discounts or h not in ("REMISE", "DISC.")]
    accent = 'rgb("#e9484d")'
    facts = [(w["date"], inv.day(inv.issued, "%d/%m/%Y")), (w["due"], inv.day(inv.due, "%d/%m/%Y"))]
    if inv.po_printed:
        facts.append((w["ref"], inv.po_printed))
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(130))[{ts(s.name + " - " + s.register + " - " + w["vatno"] + " " + s.vat + " - " + s.email)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1.15fr, 1fr),\n'
        f'  [#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(w["vatno"] + " " + s.vat)} \\ {ts(s.phone)}],\n'
        f'  align(right)[#text(size: 18pt, weight: "bold", fill: {accent})[{ts(w["title"])}] \\ '
        f'#text(size: 12pt)[{ts(inv.invoice_no)}] #v(2mm) '
        '#grid(columns: (auto, 42mm), column-gutter: 4mm, row-gutter: 1.6mm,\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right)[{ts(v)}],\n' for k, v in facts)
        + '  )])\n#v(8mm)\n'
        f'#text(size: 7.4pt, weight: "bold", fill: {accent})[{ts(w["client"])}] \\ '
        f'#text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}\n#v(9mm)\n')
    rows = []
    for line in inv.lines:
        detail = "".join(f' \\ #text(size: 7.6pt, fill: luma(115))[{ts(row)}]' for row in line.detail)
        gross_line = (line.amount * (1 + inv.vat_rate / 100)).quantize(Decimal("0.01"))
        cells = [f'[{ts(line.description)}{detail}]', f'align(right)[{ts(eur(line.price))}]',
                 f'align(right)[{ts(inv.qty(line))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]')
        cells += [f'align(right)[{ts(eur(line.amount))}]', f'align(right)[{ts(inv.rate() + " %")}]',
                  f'align(right)[{ts(eur(gross_line))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    widths = "(1fr, 21mm, 14mm, " + ("14mm, " if discounts else "") + "24mm, 12mm, 24mm)"
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: if y == 0 {{ 1pt + {accent} }} else '
            '{ 0.3pt + luma(220) }), inset: (x: 1.5mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(size: 7.4pt, weight: "bold", fill: luma(80))'
                      f'[{ts(h)}]),\n' for k, h in enumerate(cols))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 1.5mm, y: 1.7mm),\n'
    for label, value, strong in totals(inv, w["base"], w["base"], w["vat"], w["total"]):
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    pay = w["paytext"].format(iban=inv.iban, bic=inv.bic)
    if inv.payment_ref:
        pay += (" - communication " if fr else " - structured reference ") + inv.payment_ref
    src += f'#text(weight: "bold")[{ts(w["pay"])}] \\ {ts(pay)}\n'
    if inv.statement:
        src += f'#v(4mm)\n#text(weight: "bold")[{ts(w["notes"])}] \\ {ts(inv.statement)}\n'
    return _typst(src)


# --- handwerk (reportlab platypus, DejaVu Sans) ---------------------------------------------------------------------
def handwerk(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 16, 28)
    del inv.words
    normal, small = _style("hwn", 8.8, "DV"), _style("hws", 6.8, "DV", grey=0.3)
    bold, right = _style("hwb", 8.8, "DVB"), _style("hwr", 8.8, "DV", align=2)
    bold_r, grey = _style("hwbr", 8.8, "DVB", align=2), _style("hwg", 7.9, "DV", grey=0.35)
    head = Paragraph(f"<b>{escape(s.name)}</b><br/>Tore · Türen · Antriebe", _style("hwh", 11, "DV", align=2,
                                                                                        lead=14))
    address = [Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small), Spacer(1, 2 * mm),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], "Buchhaltung", BUYER[1], BUYER[2], "BELGIEN")),
                         _style("hwa", 9.6, "DV", lead=12.8))]
    facts = [("Rechnung Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihr Auftrag", inv.po_printed or ""),
             ("Ihre USt-IdNr.", BUYER_VAT), ("Seite", "1 von 1")]
    info = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), bold if k == "Rechnung Nr." else normal)]
                  for k, v in facts if v], colWidths=[28 * mm, 38 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    top = Table([["", head], [address, info]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, 0), 10 * mm),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 10 * mm), Paragraph(f"<b>Rechnung {escape(inv.invoice_no)}</b>",
                                                _style("hwt", 12, "DVB")), Spacer(1, 3 * mm),
             Paragraph(escape(f"Bauvorhaben: {inv.extra['site']}"), normal),
             Paragraph(escape(f"Leistungszeitraum: {inv.extra['period']}"), normal), Spacer(1, 4 * mm),
             Paragraph("Sehr geehrte Damen und Herren,", normal), Spacer(1, 2 * mm),
             Paragraph("für die in Ihrem Auftrag ausgeführten Lieferungen und Leistungen erlauben wir uns, wie folgt "
                       "zu berechnen:", normal), Spacer(1, 4 * mm)]
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (1, 4, 5) else bold)
             for k, h in enumerate(("Pos.", "Menge", "Einheit", "Bezeichnung", "EP €", "GP €"))]]
    for k, line in enumerate(inv.lines):
        text = escape(line.description)
        if line.article:
            text = f"Art.-Nr. {escape(line.article)}<br/>{text}"
        text += "".join(f"<br/><font color='#595959' size='7.9'>{escape(row)}</font>" for row in line.detail)
        rows.append([Paragraph(f"{k + 1:02d}", normal), Paragraph(inv.number(line.quantity, 2), right),
                     Paragraph(escape(line.unit), normal), Paragraph(text, normal),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[11 * mm, 17 * mm, 14 * mm, 90 * mm, 20 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.7, 0.7, 0.7)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    vat = "USt. {rate} % (Reverse Charge)" if inv.reverse_charge else "USt. {rate} %"
    trows = []
    for label, value, strong in totals(inv, "Summe Positionen", "Nettobetrag", vat, "Rechnungsbetrag",
                                       always_sub=True):
        if value < 0:
            label, value = "abzgl. " + label, -value
        trows.append([Paragraph(escape(label), bold_r if strong else right),
                      Paragraph(escape(inv.number(value) + " €"), bold_r if strong else right)])
    tot = Table(trows, colWidths=[60 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm)]
    for text in (inv.statement, f"Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum {inv.day(inv.due, '%d.%m.%Y')}.",
                 "Wir danken für Ihren Auftrag und verbleiben mit freundlichen Grüßen", s.name):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.4)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 22 * mm, 194 * mm, 22 * mm)
        cols = [[s.name, s.street, place(inv)], [f"Tel. {s.phone}", s.email, s.register],
                [f"IBAN {inv.iban}", f"BIC {inv.bic}", f"USt-IdNr. {s.vat}"]]
        for k, texts in enumerate(cols):
            for j, text in enumerate(texts):
                canvas.setFont("DV", 6.6)
                canvas.setFillGray(0.3)
                canvas.drawString((16 + k * 62) * mm, (18 - j * 3) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- wordletter (fpdf2, Liberation Sans) ----------------------------------------------------------------------------
def wordletter(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=10.5, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    f(190, 20, s.name, 15, "B", "right")
    for k, text in enumerate([s.street, f"{place(inv)} · {COUNTRY[s.country]['de']}", f"Tel. {s.phone}", s.email,
                              f"USt-IdNr. {s.vat}"]):
        f(190, 26 + k * 4.2, text, 9, "", "right")
    f(25, 50, f"{s.name} · {s.street} · {place(inv)}", 7)
    for k, text in enumerate([BUYER[0], "z. Hd. Buchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        f(25, 57 + k * 4.8, text, 10.5)
    f(190, 86, f"{s.city}, den {inv.day(inv.issued, 'long')}", 10.5, "", "right")
    f(25, 98, f"Rechnung Nr. {inv.invoice_no}", 12, "B")
    f(25, 104, f"Ihre {inv.po_printed}", 10.5)
    f(25, 114, "Sehr geehrte Damen und Herren,", 10.5)
    f(25, 121, "wir danken für Ihre Bestellung und berechnen Ihnen die folgende Lieferung:", 10.5)
    cols = [("Pos.", 25, 36, "l"), ("Bezeichnung", 36, 120, "l"), ("Menge", 120, 140, "r"),
            ("Einzelpreis", 140, 163, "r"), ("Gesamt", 163, 187, "r")]
    y = 127
    pdf.set_line_width(0.3)
    heights = []
    pdf.set_font("Lib", "", 10)
    texts = [fp_wrap(pdf, f"Art. {line.article} – {line.description}" if line.article else line.description, 81)
             for line in inv.lines]
    heights = [7] + [2.5 + 4.6 * len(t) for t in texts]
    ys = [y]
    for h in heights:
        ys.append(ys[-1] + h)
    for yy in ys:
        pdf.line(25, yy, 187, yy)
    for _, x0, _, _ in cols:
        pdf.line(x0, ys[0], x0, ys[-1])
    pdf.line(187, ys[0], 187, ys[-1])
    for head, x0, x1, al in cols:
        f(x0 + 1.5 if al == "l" else x1 - 1.5, y + 4.9, head, 10, "B", "left" if al == "l" else "right")
    for k, (line, rows) in enumerate(zip(inv.lines, texts)):
        yy = ys[k + 1] + 4.8
        f(26.5, yy, str(k + 1), 10)
        for j, row in enumerate(rows):
            f(37.5, yy + j * 4.6, row, 10)
        f(138.5, yy, f"{inv.qty(line)} {line.unit}", 10, "", "right")
        f(161.5, yy, eur(line.price), 10, "", "right")
        f(185.5, yy, eur(line.amount), 10, "", "right")
    y = ys[-1] + 6
    vat = "MwSt. {rate} %"
    for label, value, strong in totals(inv, "Zwischensumme", "Nettobetrag", vat, "Gesamtbetrag"):
        f(160, y, label, 10, "B" if strong else "", "right")
        f(185.5, y, eur(value), 10, "B" if strong else "", "right")
        y += 5.2
    y += 5
    pdf.set_font("Lib", "", 10)
    for text in (inv.statement,
                 f"Bitte überweisen Sie den Gesamtbetrag bis zum {inv.day(inv.due, 'long')} auf unser Konto "
                 f"IBAN {inv.iban}, BIC {inv.bic}, unter Angabe der Rechnungsnummer."):
        for row in fp_wrap(pdf, text, 162):
            f(25, y, row, 10)
            y += 4.8
        y += 2.5
    y += 3
    f(25, y, "Mit freundlichen Grüßen", 10.5)
    f(25, y + 13, inv.extra["sign"], 10.5)
    f(25, y + 18, s.name, 10.5)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(25, 280, 187, 280)
    f(106, 284, f"{s.name} · {s.register} · USt-IdNr. {s.vat} · IBAN {inv.iban}", 7.5, "", "center")
    return bytes(pdf.output())


# --- infor (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def infor(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "no": "Rechnungsnummer",
          "facts": ("Rechnungsdatum", "Kunde", "Ihre Bestellung", "Auftrag", "Zahlungsbedingung", "Lieferbedingung",
                    "Ansprechpartner", "Seite"),
          "cols": ("Pos.", "Artikel", "Beschreibung", "Menge", "ME", "Preis", "Rab. %", "Betrag"),
          "sub": "Positionssumme", "net": "Nettobetrag", "vat": "MwSt. {rate},00 %", "gross": "Rechnungsbetrag EUR",
          "due": "Fällig am {due}. Bankverbindung: IBAN {iban}, BIC {bic}.", "bill": "Rechnungsempfänger",
          "ship": "Lieferanschrift", "summary": ("MwSt.-Satz", "Bemessungsgrundlage", "MwSt.-Betrag"),
          "vatno": "USt-IdNr."}
         if de else
         {"title": "INVOICE", "no": "Invoice number",
          "facts": ("Invoice date", "Customer", "Your order", "Sales order", "Payment terms", "Delivery terms",
                    "Contact", "Page"),
          "cols": ("Line", "Item", "Description", "Quantity", "Unit", "Price", "Disc. %", "Amount"),
          "sub": "Line total", "net": "Net amount", "vat": "VAT {rate}.00 %", "gross": "Invoice total EUR",
          "due": "Due date {due}. Bank: IBAN {iban}, BIC {bic}.", "bill": "Bill-to", "ship": "Ship-to",
          "summary": ("VAT rate", "Taxable amount", "VAT amount"), "vatno": "VAT no."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    lab = _style("ifl", 6.2, "DVC", grey=0.4)
    normal, bold = _style("ifn", 8, "DVC"), _style("ifb", 8, "DVCB")
    right, bold_r = _style("ifr", 8, "DVC", align=2), _style("ifbr", 8, "DVCB", align=2)
    grey = _style("ifg", 7.2, "DVC", grey=0.35)
    date = inv.issued.strftime("%d.%m.%Y") if de else inv.issued.strftime("%d-%b-%Y")
    due = inv.due.strftime("%d.%m.%Y") if de else inv.due.strftime("%d-%b-%Y")
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(w['vatno'] + ' ' + s.vat)}",
                        _style("ifc", 8.2, "DVC", lead=10.4))
    title = Paragraph(f"<b>{escape(w['title'])}</b><br/><font size='9'>{escape(w['no'])}: "
                      f"<b>{escape(inv.invoice_no)}</b></font>", _style("ift", 15, "DVCB", align=2, lead=18))
    head = Table([[company, title]], colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    buyer = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper(),
                                             w["vatno"] + " " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Wareneingang" if de else "Goods receiving",
                                            BUYER[1], BUYER[2]))
    addresses = Table([[Paragraph(escape(w["bill"]), lab), Paragraph(escape(w["ship"]), lab)],
                       [Paragraph(buyer, _style("ifa", 8.8, "DVC", lead=11)),
                        Paragraph(ship, _style("ifa2", 8.8, "DVC", lead=11))]], colWidths=[89 * mm, 89 * mm])
    addresses.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.5, colors.black),
                                   ("BOX", (1, 0), (1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    values = [date, inv.customer_no, inv.po_printed or "", inv.extra["order"], inv.extra["terms"],
              inv.extra["incoterm"], inv.extra["contact"], "1/1"]
    cells = [[Paragraph(escape(k), lab), ] for k in w["facts"]]
    grid_rows = []
    for r in range(2):
        grid_rows.append([Paragraph(escape(w["facts"][r * 4 + k]), lab) for k in range(4)])
        grid_rows.append([Paragraph(escape(values[r * 4 + k]), bold if r * 4 + k == 2 else normal) for k in range(4)])
    del cells
    grid = Table(grid_rows, colWidths=[44.5 * mm] * 4)
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.5, 0.5, 0.5)),
                              ("LINEBELOW", (0, 0), (-1, 0), 0, colors.white),
                              ("LINEBELOW", (0, 2), (-1, 2), 0, colors.white),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k >= 3 and k != 4 else bold)
             for k, h in enumerate(w["cols"])]]
    style = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
             ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.1),
             ("BOTTOMPADDING", (0, 0), (-1, -1), 1.1), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
             ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price, line.price_places), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
        for text in line.detail:
            rows.append(["", "", Paragraph(escape(text), grey), "", "", "", "", ""])
        style.append(("LINEBELOW", (0, len(rows) - 1), (-1, len(rows) - 1), 0.25, colors.Color(0.75, 0.75, 0.75)))
    table = Table(rows, colWidths=[9 * mm, 26 * mm, 67 * mm, 16 * mm, 9 * mm, 16 * mm, 13 * mm, 22 * mm],
                  repeatRows=1)
    table.setStyle(TableStyle(style))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[46 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    rate = inv.number(inv.vat_rate) + " %"
    summary = Table([[Paragraph(escape(h), lab) for h in w["summary"]],
                     [Paragraph(rate, normal), Paragraph(inv.number(inv.net_total), normal),
                      Paragraph(inv.number(inv.vat_amount), normal)]], colWidths=[24 * mm, 32 * mm, 28 * mm],
                    hAlign="LEFT")
    summary.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.black), ("TOPPADDING", (0, 0), (-1, -1), 1),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    ref = inv.payment_ref or inv.invoice_no
    story = [head, Spacer(1, 5 * mm), addresses, Spacer(1, 3 * mm), grid, Spacer(1, 6 * mm), table,
             Spacer(1, 3 * mm), tot, Spacer(1, 3 * mm), summary, Spacer(1, 5 * mm)]
    texts = [inv.statement] if inv.statement else []
    texts.append(w["due"].format(due=due, iban=inv.iban, bic=inv.bic)
                 + ((" Structured reference: " if not de else " Verwendungszweck: ") + ref))
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.5 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.4)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 15 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.drawCentredString(105 * mm, 12 * mm, f"{w['vatno']} {s.vat} · {s.phone} · {s.email} · "
                                                    f"IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- acumatica (Typst, Liberation Sans) -----------------------------------------------------------------------------
def acumatica(inv: Invoice) -> bytes:
    s = inv.supplier
    us = lambda d: f"{d.month}/{d.day}/{d.year}"  # noqa: E731
    eur = lambda v: inv.number(v)  # noqa: E731
    facts = [("Reference Nbr.", inv.invoice_no), ("Date", us(inv.issued)), ("Due Date", us(inv.due)),
             ("Customer ID", inv.customer_no), ("Customer Order Nbr.", inv.po_printed or ""),
             ("Terms", inv.extra["terms"]), ("Currency", "EUR")]
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 15mm, top: 15mm, bottom: 20mm), footer: [#set text(size: 7pt, '
        f'fill: luma(110)); {ts(s.name + " · " + s.register + " · VAT " + s.vat)} #h(1fr) Page 1 of 1])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 80mm),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["en"])} \\ {ts("Phone: " + s.phone)} \\ {ts("VAT ID: " + s.vat)}],\n'
        '  [#align(right, text(size: 22pt, weight: "bold", fill: rgb("#1f4e79"))[INVOICE]) #v(1mm)\n'
        '   #table(columns: (36mm, 1fr), stroke: 0.4pt + luma(160), inset: (x: 1.6mm, y: 1.3mm),\n'
        + "".join(f'     table.cell(fill: luma(235))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + '   )])\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 6mm,\n'
        f'  block(stroke: 0.4pt + luma(160), inset: 2mm, width: 100%)[#text(weight: "bold")[Bill To:] \\ '
        f'{ts(BUYER[0])} \\ {ts("Attn: Accounts Payable")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium \\ '
        f'{ts("VAT ID: " + BUYER_VAT)}],\n'
        f'  block(stroke: 0.4pt + luma(160), inset: 2mm, width: 100%)[#text(weight: "bold")[Ship To:] \\ '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ Belgium])\n#v(7mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.article or "")}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                    f'[{ts(line.unit)}], align(right)[{ts(eur(line.price))}], align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (28mm, 1fr, 17mm, 15mm, 22mm, 24mm), stroke: 0.4pt + luma(170), '
            'fill: (x, y) => if y == 0 { rgb("#dbe5f1") }, inset: (x: 1.6mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Inventory ID", "Description", "Quantity", "UOM", "Unit Price",
                                             "Ext. Price")))
            + "".join(rows) + ')\n#v(3mm)\n')
    trows = [("Detail Total", inv.subtotal), ("Discount Total", inv.subtotal - inv.net_total),
             (f"Tax Total ({inv.rate()}%)", inv.vat_amount), ("Invoice Total", inv.gross_total),
             ("Balance", inv.gross_total)]
    src += '#align(right, table(columns: (40mm, 28mm), stroke: 0.4pt + luma(170), inset: (x: 1.6mm, y: 1.5mm),\n'
    for label, value in trows:
        weight = 'weight: "bold"' if label in ("Invoice Total", "Balance") else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(7mm)\n'
    src += (f'#text(weight: "bold")[Tax note] \\ {ts(inv.statement)}\n#v(3mm)\n'
            f'#text(weight: "bold")[Remit to] \\ {ts(s.name + ", IBAN " + inv.iban + ", BIC " + inv.bic + ". Please quote the reference number " + inv.invoice_no + ".")}\n')
    return _typst(src)


WRITERS = {"exactglobe": exactglobe, "informer": informer, "sage50": sage50, "holded": holded, "handwerk": handwerk,
           "wordletter": wordletter, "infor": infor, "acumatica": acumatica}
