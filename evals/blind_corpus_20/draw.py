"""Seven page writers for the twentieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer,
the totals rows) are the fourth and sixth corpora's, imported.

- exactsynergy (Typst, DejaVu Sans): an Exact Synergy-style Dutch ERP invoice: the company top left, `FACTUUR`
  right, the customer in the window left and a label/value fact block right (`Factuurnummer`, `Factuurdatum`,
  `Debiteur`, `Uw ref.`, `Ordernummer`, `Pakbon`, `Vervaldatum`, `Valuta`), columns `Artikelcode` /
  `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / (`Korting`) / `Bedrag`, `Totaal artikelen`, the charge,
  `Totaal excl. BTW`, a VAT specification (`BTW %` / `Grondslag` / `BTW`), `Te betalen EUR`, a one-line footer.
- extrabat (fpdf2, Liberation Sans): an Extrabat-style French building-trades invoice: the company and its trades
  top left, the client in a frame right, `FACTURE N° …`, `Chantier :` / `Objet :` lines, a lot heading row and a
  lot subtotal row inside the table, `Désignation` / `Qté` / `U` / `P.U. HT` / `Total HT` / `TVA`, a totals frame
  (`Total HT`, `TVA`, `Total TTC`, `Net à payer`), the payment and the statement.
- wavesoft (reportlab canvas, Liberation Sans Narrow): a WaveSoft-style French gestion-commerciale print: `FACTURE`
  in a frame, a row of framed cells (`N° Facture` / `Date` / `Code client` / `Représentant` / `Page`), the client
  framed right, `Votre commande`, a framed body with vertical rules (`Référence` / `Désignation` / `Qté` /
  `Unité` / `P.U. HT` / `Rem. %` / `Montant HT` / `TVA` code), a VAT recap table beside the totals (`Total brut
  HT`, the discount or `Port HT`, `Total HT`, `TVA 21,00 %`, `Total TTC`, `Net à payer`), the due date.
- gsauftrag (reportlab canvas, Liberation Sans): a GS-Auftrag-style German DIN 5008 invoice: sender line over the
  window, a fact block right (`Beleg-Nr.`, `Datum`, `Kunden-Nr.`, `Bearbeiter`, `Seite`), `Rechnung`, the order
  and delivery-note lines (`Ihre Bestellung … vom …`, `Lieferschein …`), `Pos` / `Artikel-Nr.` / `Bezeichnung` /
  `Menge` / `ME` / `Einzelpreis` / `Rab. %` / `Gesamtpreis`, `Warenwert`, the charge, `Nettobetrag`, `MwSt.`,
  `Endbetrag`, payment terms with a cash discount (Skonto), a four-column footer.
- bexio (Typst, Liberation Sans): a bexio-style Swiss cloud-software invoice in German: the company top right, the
  recipient left under a sender line, a fact block (`Rechnungsdatum`, `Fällig am`, `Kontaktperson`, `Referenz`,
  `MWST-Nr.`), the title `Rechnung RE-… – subject`, `Pos.` / `Beschreibung` / `Menge` / `Einheit` / `Preis` /
  `Rabatt` / `Total`, Swiss number format, `Total exkl. MWST`, `MWST 0.00%`, `Total inkl. MWST EUR`, bank details.
- workday (reportlab platypus, DejaVu Sans): a Workday Financials-style customer invoice in English: company left,
  `Invoice` right, a grid of facts (`Invoice Number`, `Invoice Date`, `Payment Terms`, `Due Date`, `Customer ID`,
  `Customer PO`, `Currency`), `Bill To` / `Ship To`, `Line` / (`Item`) / `Description` / `Quantity` / `UOM` /
  `Unit Price` / `Extended Amount`, `Subtotal`, the charge, `Tax`, `Invoice Total`, `Balance Due`; no line
  labelled net; remittance details.
- proffix (fpdf2, DejaVu Sans Condensed): a Proffix-style Swiss ERP print, de or en: the company top left, the
  recipient in a right-hand window, `Rechnung 27-…` / `Invoice 27-…`, a label/value block (`Datum`, `Kunden-Nr.`,
  `Ihre Bestellnr.`, `Auftrag`, `Lieferschein`), `Pos.` / `Artikel` / `Bezeichnung` / `Menge` / `Einheit` /
  `Preis` / `Betrag`, `Total netto`, VAT, `Total EUR`, the payment condition."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _lib, _price, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland"}, "LU": {"de": "Luxemburg", "fr": "Luxembourg"},
           "IE": {"en": "Ireland"}, "AT": {"de": "Österreich"}, "DK": {"en": "Denmark"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LSI", "LiberationSans-Italic.ttf"), ("LN", "LiberationSansNarrow-Regular.ttf"),
               ("LNB", "LiberationSansNarrow-Bold.ttf"))


# --- exactsynergy (Typst, DejaVu Sans) ------------------------------------------------------------------------------
def exactsynergy(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d-%m-%Y"
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime(dfmt)),
             ("Debiteur", inv.customer_no), ("Uw ref.", inv.po_printed or ""), ("Ordernummer", inv.extra["order"]),
             ("Pakbon", inv.extra["packing"]), ("Vervaldatum", inv.due.strftime(dfmt)), ("Valuta", "EUR"))
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, "Factuur") + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 24mm), footer: [#line(length: 100%, stroke: '
        '0.5pt) #set text(size: 6.6pt)\n#align(center)['
        f'{ts(s.name + " | " + s.street + " | " + place(inv) + " | " + s.register + " | BTW " + s.vat)} \\ '
        f'{ts("IBAN " + inv.iban + " | BIC " + inv.bic + " | " + s.phone + " | " + s.email)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country]["nl"])}],\n'
        '  align(right)[#text(size: 20pt, weight: "bold", fill: rgb("#1f3c68"))[FACTUUR]])\n'
        '#v(14mm)\n#grid(columns: (95mm, 1fr),\n'
        f'  [{ts(BUYER[0])} \\ {ts("T.a.v. Crediteurenadministratie")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE["nl"].upper())} \\ #v(2mm) {ts("BTW-nummer: " + BUYER_VAT)}],\n'
        '  table(columns: (30mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    [{ts(k)}], [{ts(": " + v)}],\n' for k, v in facts if v)
        + '  ))\n#v(9mm)\n')
    heads = (["Artikelcode", "Omschrijving", "Aantal", "Eenh.", "Prijs"] + (["Korting"] if discounts else [])
             + ["Bedrag"])
    widths = "(30mm, 1fr, 18mm, 11mm, 17mm, " + ("14mm, " if discounts else "") + "21mm)"
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.article or "")}]', f'[{ts(line.description)}]',
                 f'align(right)[{ts(inv.qty(line))}]', f'[{ts(line.unit)}]', f'align(right)[{ts(_price(inv, line))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(inv.number(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    src += (f'#table(columns: {widths}, stroke: (x, y) => if y == 0 {{ (top: 0.8pt, bottom: 0.8pt) }}, '
            'inset: (x: 1.2mm, y: 1.7mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6) and h != "Eenh." else "("}'
                      f'text(weight: "bold")[{ts(h)}]),\n' for k, h in enumerate(heads))
            + "".join(rows) + ')\n#line(length: 100%, stroke: 0.5pt)\n#v(2mm)\n')
    trows = []
    if inv.adjustments:
        trows.append(("Totaal artikelen", inv.subtotal, False))
        trows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    trows.append(("Totaal excl. BTW", inv.net_total, True))
    src += '#align(right, table(columns: (48mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.4mm),\n'
    for label, value, strong in trows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(2mm)\n'
    src += ('#grid(columns: (1fr, 74mm),\n  [#text(weight: "bold")[BTW-specificatie] \\ '
            '#table(columns: (16mm, 26mm, 22mm), stroke: (x, y) => if y == 0 { (bottom: 0.5pt) }, '
            'inset: (x: 1mm, y: 1.2mm),\n'
            '    [BTW %], align(right)[Grondslag], align(right)[BTW],\n'
            f'    [{ts(inv.rate() + "%")}], align(right)[{ts(inv.number(inv.net_total))}], '
            f'align(right)[{ts(inv.number(inv.vat_amount))}])],\n'
            '  align(right, table(columns: (48mm, 26mm), stroke: (x, y) => (top: 0.8pt), inset: (x: 1.2mm, y: 2mm),\n'
            f'    text(weight: "bold", size: 10pt)[Te betalen EUR], '
            f'align(right, text(weight: "bold", size: 10pt)[{ts(inv.number(inv.gross_total))}]))))\n#v(7mm)\n')
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += f'{ts("Betalingsconditie: " + inv.extra["terms"])} \\\n'
    if inv.payment_ref:
        pay = (f"Gelieve het bedrag van EUR {inv.number(inv.gross_total)} te betalen op rekening {inv.iban} met "
               f"vermelding van de gestructureerde mededeling {inv.payment_ref}.")
    else:
        pay = (f"Gelieve het bedrag van EUR {inv.number(inv.gross_total)} te betalen op rekening {inv.iban} "
               f"(BIC {inv.bic}) onder vermelding van het factuurnummer.")
    src += ts(pay) + "\n"
    return _typst(src)


# --- extrabat (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def extrabat(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    dfmt = "%d/%m/%Y"
    pdf.set_text_color(180, 40, 30)
    f(15, 18, s.name, 14, "B")
    pdf.set_text_color(0, 0, 0)
    f(15, 23, "Chauffage - Sanitaire - Climatisation - Dépannage", 8, "I")
    for k, text in enumerate([s.street, place(inv), f"Tél. : {s.phone}", s.email, f"N° TVA : {s.vat}"]):
        f(15, 29 + k * 3.9, text, 8.2)
    pdf.set_draw_color(90, 90, 90)
    pdf.rect(112, 30, 83, 28)
    f(115, 35, "Client", 7.4, "I")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA : {BUYER_VAT}"]):
        f(115, 40 + k * 4.1, text, 9, "B" if k == 0 else "")
    f(15, 70, f"FACTURE N° {inv.invoice_no}", 13, "B")
    facts = [("Date", inv.issued.strftime(dfmt)), ("Échéance", inv.due.strftime(dfmt)),
             ("Code client", inv.customer_no), ("Réf. commande client", inv.po_printed or "")]
    for k, (label, value) in enumerate(facts):
        if value:
            f(15, 77 + k * 4.2, f"{label} : {value}", 8.6)
    f(112, 77, f"Chantier : {inv.extra['site']}", 8.6)
    f(112, 81.2, f"Objet : {inv.extra['subject']}", 8.6)
    y = 100
    pdf.set_fill_color(225, 228, 232)
    pdf.rect(15, y - 4.5, 180, 6.5, style="F")
    cols = [(16.5, "left", "Désignation"), (128, "right", "Qté"), (130, "left", "U"), (157, "right", "P.U. HT"),
            (181, "right", "Total HT"), (194, "right", "TVA")]
    for x, al, head in cols:
        f(x, y, head, 8.2, "B", al)
    y += 7.5
    f(16.5, y, inv.extra["section"], 8.8, "B")
    y += 5.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 100)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.number(line.amount),
                  inv.pct(inv.vat_rate) + " %"]
        for (x, al, _), value in zip(cols, values):
            f(x + (2 if al == "left" and x < 20 else 0), y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 3.9
            f(18.5, y, more, 8.6)
        y += 5.6
    f(157, y, f"Sous-total {inv.extra['section']}", 8.4, "I", "right")
    f(181, y, inv.number(inv.subtotal), 8.4, "I", "right")
    pdf.set_draw_color(150, 150, 150)
    pdf.line(15, y + 2.5, 195, y + 2.5)
    y += 12
    rows = [("Total HT", inv.net_total), (f"TVA {inv.pct(inv.vat_rate)} % (autoliquidation)", inv.vat_amount),
            ("Total TTC", inv.gross_total)]
    pdf.rect(120, y - 5, 75, 7 * len(rows) + 9)
    for label, value in rows:
        f(124, y, label, 9)
        f(192, y, inv.number(value) + " €", 9, "", "right")
        y += 7
    pdf.set_fill_color(180, 40, 30)
    pdf.rect(120, y - 4.6, 75, 7, style="F")
    pdf.set_text_color(255, 255, 255)
    f(124, y, "Net à payer", 10, "B")
    f(192, y, inv.number(inv.gross_total) + " €", 10, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 14
    pdf.set_font("Lib", "", 8.2)
    texts = [inv.statement, f"Conditions de règlement : {inv.extra['terms']}, soit au plus tard le "
                            f"{inv.due.strftime(dfmt)}.",
             f"Règlement par virement sur le compte IBAN {inv.iban} - BIC {inv.bic}, communication structurée "
             f"{inv.payment_ref}.",
             "Toute réclamation doit être formulée par écrit dans les huit jours de la réception de la facture. "
             "En cas de non-paiement à l'échéance, un intérêt de retard de 10 % l'an et une indemnité "
             "forfaitaire de 10 % (minimum 50 €) seront dus de plein droit."]
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 8.2)
            y += 3.9
        y += 1.8
    for k, text in enumerate([f"{s.name} - {s.street} - {place(inv)} - {s.register} - TVA {s.vat}",
                              f"Agréation chauffage gaz n° GI 27-0391 - IBAN {inv.iban}"]):
        f(105, 282 + k * 3.5, text, 6.8, "", "center")
    return bytes(pdf.output())


# --- wavesoft (reportlab canvas, Liberation Sans Narrow) ------------------------------------------------------------
def wavesoft(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "LN", "LNB"
    dfmt = "%d/%m/%Y"

    def box(x, y, w, h, width=0.6):
        c.c.setLineWidth(width)
        c.c.rect(x * MM, c.height - (y + h) * MM, w * MM, h * MM, stroke=1, fill=0)

    def vline(x, y1, y2, width=0.4):
        c.c.setLineWidth(width)
        c.c.line(x * MM, c.height - y1 * MM, x * MM, c.height - y2 * MM)

    c.text(14, 18, s.name, 13, B)
    for k, text in enumerate([s.street, f"{place(inv)} - {COUNTRY[s.country]['fr']}", f"Tél. {s.phone}", s.email]):
        c.text(14, 23.5 + k * 3.8, text, 8.6, F)
    box(140, 12, 56, 12, 1)
    c.text(168, 20.2, "FACTURE", 16, B, "center")
    heads = [("N° Facture", inv.invoice_no), ("Date", inv.issued.strftime(dfmt)), ("Code client", inv.customer_no),
             ("Représentant", inv.extra["rep"]), ("Page", "1/1")]
    x = 14
    for label, value in heads:
        wid = 26 if label != "N° Facture" else 30
        c.fill(x, 70, wid, 5, 0.88)
        box(x, 70, wid, 11)
        c.text(x + wid / 2, 73.6, label, 7.6, F, "center")
        c.text(x + wid / 2, 79, value, 8.6, B, "center")
        x += wid
    box(128, 38, 68, 27)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2],
                              COUNTRY_BE["fr"].upper()]):
        c.text(131, 43.5 + k * 4.4, text, 9, B if k == 0 else F)
    y = 89
    if inv.po_printed:
        c.text(14, y, f"Votre commande : {inv.po_printed}", 8.8, F)
    c.text(14, y + 4.4, f"Bon de livraison : {inv.extra['bl']}", 8.8, F)
    c.text(14, y + 8.8, f"N° TVA intracom. client : {BUYER_VAT}", 8.8, F)
    top, bottom = 104, 198
    box(14, top, 182, bottom - top)
    c.fill(14, top, 182, 6, 0.85)
    box(14, top, 182, 6)
    cols = [(14, 34, "Référence", "left"), (34, 104, "Désignation", "left"), (104, 118, "Qté", "right"),
            (118, 127, "Unité", "left"), (127, 145, "P.U. HT", "right"), (145, 156, "Rem. %", "right"),
            (156, 184, "Montant HT", "right"), (184, 196, "TVA", "center")]
    for x0, x1, head, al in cols:
        if x0 > 14:
            vline(x0, top, bottom)
        c.text({"left": x0 + 1.2, "right": x1 - 1.2, "center": (x0 + x1) / 2}[al], top + 4.3, head, 8, B, al)
    code = "1" if inv.vat_rate else "4"
    y = top + 11
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 68 * MM)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount), code]
        for (x0, x1, _, al), value in zip(cols, values):
            c.text({"left": x0 + 1.2, "right": x1 - 1.2, "center": (x0 + x1) / 2}[al], y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(35.2, y, more, 8.6, F)
        y += 5.6
    # VAT recap left, totals right
    y = bottom + 6
    recap = [("Code", "Base HT", "Taux", "Montant TVA"),
             (code, inv.number(inv.net_total), inv.pct(inv.vat_rate) + " %", inv.number(inv.vat_amount))]
    xs = [(14, 28), (28, 56), (56, 70), (70, 98)]
    for r, row in enumerate(recap):
        if r == 0:
            c.fill(14, y, 84, 5.5, 0.88)
        for (x0, x1), value in zip(xs, row):
            box(x0, y, x1 - x0, 5.5)
            c.text(x1 - 1.2 if r else (x0 + x1) / 2, y + 4, value, 8, B if r == 0 else F, "right" if r else "center")
        y += 5.5
    rows = [("Total brut HT", inv.subtotal)]
    for label, amount in inv.adjustment_amounts():
        rows.append((label if amount < 0 else f"{label} HT", amount))
    rows += [("Total HT", inv.net_total), (f"TVA {inv.number(inv.vat_rate)} %", inv.vat_amount),
             ("Total TTC", inv.gross_total)]
    y = bottom + 6
    for label, value in rows:
        box(132, y, 34, 5.5)
        box(166, y, 30, 5.5)
        c.text(134, y + 4, label, 8.6, F)
        c.text(194.8, y + 4, inv.number(value), 8.6, F, "right")
        y += 5.5
    c.fill(132, y + 1.5, 64, 7, 0.8)
    box(132, y + 1.5, 64, 7, 1)
    c.text(134, y + 6.3, "Net à payer EUR", 10, B)
    c.text(194.8, y + 6.3, inv.number(inv.gross_total), 10, B, "right")
    y = max(y + 16, bottom + 24)
    c.text(14, y, f"Échéance : {inv.due.strftime(dfmt)}  -  {inv.extra['terms']}  -  "
                  f"{inv.number(inv.gross_total)} EUR", 8.8, B)
    y += 6
    texts = ([inv.statement] if inv.statement else []) + [
        f"Règlement par virement : IBAN {inv.iban} - BIC {inv.bic}"
        + (f" - communication structurée {inv.payment_ref}" if inv.payment_ref else ""),
        "Pas d'escompte pour paiement anticipé. Tout retard de paiement entraîne de plein droit des pénalités de "
        "retard et une indemnité forfaitaire pour frais de recouvrement."]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 182 * MM):
            c.text(14, y, row, 8.2, F)
            y += 3.8
        y += 1.4
    c.text(105, 286, f"{s.name} - {s.register} - N° TVA {s.vat}", 7, F, "center", grey=0.35)
    return c.bytes()


# --- gsauftrag (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def gsauftrag(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    dfmt = "%d.%m.%Y"
    c.text(192, 20, s.name, 13, B, "right")
    c.text(192, 25, f"{s.street} · {place(inv)}", 8, F, "right", grey=0.3)
    c.text(25, 48, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.3)
    for k, text in enumerate([BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], f"BE-{BUYER[2]}", "BELGIEN"]):
        c.text(25, 55 + k * 4.3, text, 9.6, F)
    facts = (("Beleg-Nr.", inv.invoice_no), ("Datum", inv.issued.strftime(dfmt)), ("Kunden-Nr.", inv.customer_no),
             ("Bearbeiter", inv.extra["clerk"]), ("USt-IdNr.", BUYER_VAT), ("Seite", "1"))
    for k, (label, value) in enumerate(facts):
        c.text(130, 52 + k * 4.3, label, 8.4, F)
        c.text(158, 52 + k * 4.3, value, 8.4, F)
    c.text(25, 98, "Rechnung", 14, B)
    order = f"Ihre Bestellung {inv.po_printed}" if inv.po_printed else f"Ihre Bestellung {inv.extra['order_text']}"
    c.text(25, 105, order, 9, F)
    c.text(25, 109.5, f"Lieferschein {inv.extra['ls']} vom {inv.issued.strftime(dfmt)}", 9, F)
    y = 120
    cols = [(25, "left", "Pos"), (34, "left", "Artikel-Nr."), (58, "left", "Bezeichnung"), (134, "right", "Menge"),
            (136, "left", "ME"), (160, "right", "Einzelpreis"), (172, "right", "Rab. %"),
            (192, "right", "Gesamtpreis")]
    c.rule(25, y - 4, 192, 0.4)
    for x, al, head in cols:
        c.text(x, y, head, 8.2, B, al)
    c.rule(25, y + 1.8, 192, 0.4)
    y += 6.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.6, 58 * MM)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(58, y, more, 8.6, F)
        y += 5.4
    c.rule(25, y - 2.5, 192, 0.4)
    y += 3
    rows = [("Warenwert", inv.subtotal, False)]
    rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [("Nettobetrag", inv.net_total, False), (f"MwSt. {inv.number(inv.vat_rate)} %", inv.vat_amount, False),
             ("Endbetrag EUR", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            c.rule(130, y - 3.8, 192, 0.8)
        c.text(132, y, label, 9, B if strong else F)
        c.text(192, y, inv.number(value), 9, B if strong else F, "right")
        y += 5
    y += 6
    skonto = inv.extra["skonto"]
    discount = money(inv.gross_total * int(skonto) / 100)
    texts = [inv.statement,
             f"Zahlungsbedingungen: innerhalb von 10 Tagen bis {(inv.issued + timedelta(days=10)).strftime(dfmt)}"
             f" abzüglich {skonto} % Skonto ({inv.number(discount)} EUR), zahlbar "
             f"{inv.number(inv.gross_total - discount)} EUR; bis {inv.due.strftime(dfmt)} ohne Abzug.",
             "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
             "Vielen Dank für Ihren Auftrag!"]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 167 * MM):
            c.text(25, y, row, 8.6, F)
            y += 4.1
        y += 1.6
    c.rule(25, 270, 192, 0.3, grey=0.6)
    cols4 = [[*rl_wrap(s.name, F, 6.3, 46 * MM), s.street, place(inv), COUNTRY[s.country]["de"]],
             [f"Tel. {s.phone}", s.email, f"USt-IdNr. {s.vat}"],
             [s.register.split(" HR")[0], "HR" + s.register.split(" HR")[1], "Geschäftsführer: T. Brinkmann"],
             ["Bankverbindung", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((25, 74, 114, 152), cols4):
        for k, text in enumerate(col):
            c.text(x, 274 + k * 3.2, text, 6.3, F, grey=0.3)
    return c.bytes()


# --- bexio (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def bexio(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    facts = (("Rechnungsdatum", inv.issued.strftime(dfmt)), ("Fällig am", inv.due.strftime(dfmt)),
             ("Kontaktperson", inv.extra["contact"]), ("Referenz", inv.po_printed or ""), ("MWST-Nr.", s.vat))
    discounts = any(line.discount for line in inv.lines)
    foot = ts(" · ".join((s.name, s.street, place(inv), s.register, s.email)))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (left: 22mm, right: 15mm, top: 15mm, bottom: 22mm), footer: '
        f'align(center, text(size: 7pt, fill: luma(120))[{foot}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#align(right)[#text(size: 13pt, weight: "bold", fill: rgb("#0d7a5f"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(s.phone)}]\n#v(10mm)\n'
        '#grid(columns: (95mm, 1fr),\n'
        f'  [#text(size: 6.8pt)[#underline[{ts(s.name + ", " + s.street + ", " + place(inv))}]] #v(1mm) '
        f'{ts(BUYER[0])} \\ {ts("Kreditorenbuchhaltung")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts(COUNTRY_BE["de"])}],\n'
        '  grid(columns: (auto, auto), column-gutter: 4mm, row-gutter: 1.6mm,\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + '  ))\n#v(14mm)\n'
        f'#text(size: 14pt, weight: "bold")[{ts("Rechnung " + inv.invoice_no + " – " + inv.extra["title"])}]\n'
        '#v(3mm)\nSehr geehrte Damen und Herren\n\nWir erlauben uns, Ihnen folgende Leistungen in Rechnung zu '
        'stellen:\n#v(3mm)\n')
    heads = ["Pos.", "Beschreibung", "Menge", "Einheit", "Preis"] + (["Rabatt"] if discounts else []) + ["Total"]
    widths = "(10mm, 1fr, 15mm, 20mm, 19mm, " + ("15mm, " if discounts else "") + "21mm)"
    rows = []
    for k, line in enumerate(inv.lines):
        cells = [f'[{k + 1}]', f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'[{ts(line.unit)}]', f'align(right)[{ts(inv.number(line.price))}]']
        if discounts:
            cells.append(f'align(right)[{ts(inv.number(line.discount) + "%" if line.discount else "")}]')
        cells.append(f'align(right)[{ts(inv.number(line.amount))}]')
        rows.append("  " + ", ".join(cells) + ",\n")
    src += (f'#table(columns: {widths}, stroke: (x, y) => (bottom: if y == 0 {{ 0.8pt }} else {{ 0.3pt + luma(200) }}),'
            ' inset: (x: 1.3mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if h in ("Menge", "Preis", "Rabatt", "Total") else "("}'
                      f'text(weight: "bold")[{ts(h)}]),\n' for h in heads)
            + "".join(rows) + ')\n#v(2mm)\n')
    rows = [("Total exkl. MWST", inv.net_total, False), (f"MWST {inv.number(inv.vat_rate)}%", inv.vat_amount, False),
            ("Total inkl. MWST EUR", inv.gross_total, True)]
    src += ('#align(right, table(columns: (50mm, 26mm), stroke: (x, y) => if y == 2 { (top: 0.8pt) }, '
            'inset: (x: 1.3mm, y: 1.8mm),\n')
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    pay = ("Zahlbar innert 30 Tagen netto. Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf "
           "folgendes Konto:")
    src += (f'{ts(inv.statement)}\n#v(3mm)\n'
            f'{ts(pay)} \\\n'
            f'{ts("Banque Internationale à Luxembourg, IBAN " + inv.iban + ", BIC " + inv.bic)}\n#v(5mm)\n'
            f'Freundliche Grüsse \\ {ts(inv.extra["contact"])} \\ {ts(s.name)}\n')
    return _typst(src)


# --- workday (reportlab platypus, DejaVu Sans) ----------------------------------------------------------------------
def workday(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 14, 22)
    del inv.words
    dfmt = inv.extra.get("dates", "%d/%m/%Y")
    lab = _style("wdl", 7, "DV", grey=0.4)
    normal, right = _style("wdn", 8, "DV"), _style("wdr", 8, "DV", align=2)
    bold, bold_r = _style("wdb", 8, "DVB"), _style("wdbr", 8, "DVB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country]['en'])}<br/>VAT Reg. No. {escape(s.vat)}",
                        _style("wdc", 8.6, "DV", lead=11))
    title = Paragraph("Invoice", _style("wdt", 22, "DV", align=2, lead=26, grey=0.25))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    facts = [("Invoice Number", inv.invoice_no), ("Invoice Date", inv.issued.strftime(dfmt)),
             ("Payment Terms", inv.extra["terms"]), ("Due Date", inv.due.strftime(dfmt)),
             ("Customer ID", inv.customer_no), ("Customer PO", inv.po_printed or ""), ("Currency", "EUR")]
    grid = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k == "Invoice Number" else normal)]
                  for k, v in facts if v], colWidths=[32 * mm, 48 * mm], hAlign="RIGHT")
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    bill = "<br/>".join(escape(t) for t in (BUYER[0], "Accounts Payable", BUYER[1], BUYER[2], "Belgium",
                                            "VAT " + BUYER_VAT))
    ship = "<br/>".join(escape(t) for t in inv.extra.get("ship", f"{BUYER[0]}, {BUYER[1]}, {BUYER[2]}").split(", ")
                        + ["Belgium"])
    addr = Table([[Paragraph("<b>Bill To</b>", bold), Paragraph("<b>Ship To</b>", bold)],
                  [Paragraph(bill, _style("wda", 8.4, "DV", lead=10.6)),
                   Paragraph(ship, _style("wda2", 8.4, "DV", lead=10.6))]], colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.Color(0.3, 0.3, 0.3))]))
    items = any(line.article for line in inv.lines)
    heads = ["Line"] + (["Item"] if items else []) + ["Description", "Quantity", "UOM", "Unit Price", "Extended Amount"]
    head_l, head_r = _style("wdh", 7.4, "DVB", grey=1), _style("wdhr", 7.4, "DVB", align=2, grey=1)
    rows = [[Paragraph(escape(h), head_r if h in ("Quantity", "Unit Price", "Extended Amount") else head_l)
             for h in heads]]
    for k, line in enumerate(inv.lines):
        row = [Paragraph(str(k + 1), normal)] + ([Paragraph(escape(line.article or ""), normal)] if items else [])
        row += [Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                Paragraph(inv.number(line.amount), right)]
        rows.append(row)
    widths = ([11, 28, 60, 19, 12, 21, 27] if items else [11, 88, 19, 12, 21, 27])
    table = Table(rows, colWidths=[w * mm for w in widths])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.29, 0.42)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    trows = [("Subtotal", inv.subtotal, False)] + [(label, amount, False) for label, amount in
                                                    inv.adjustment_amounts()]
    trows += [(f"Tax ({inv.rate()}%)", inv.vat_amount, False), ("Invoice Total", inv.gross_total, True),
              ("Amount Paid", inv.gross_total * 0, False), ("Balance Due (EUR)", inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(inv.number(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, len(trows) - 3), (-1, len(trows) - 3), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story = [top, Spacer(1, 3 * mm), grid, Spacer(1, 6 * mm), addr, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm),
             tot, Spacer(1, 7 * mm)]
    if inv.extra.get("period"):
        story += [Paragraph(escape(f"Services performed: {inv.extra['period']}"), normal), Spacer(1, 1.6 * mm)]
    remit = (f"<b>Remittance Information</b><br/>Please remit payment by bank transfer to: {escape(s.name)}<br/>"
             f"IBAN {escape(inv.iban)} &nbsp; BIC {escape(inv.bic)}<br/>Please quote the invoice number "
             f"{escape(inv.invoice_no)} on your payment.")
    story += [Paragraph(escape(inv.statement), normal), Spacer(1, 3 * mm), Paragraph(remit, normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.email} · {s.phone}")
        canvas.drawRightString(194 * mm, 8 * mm, "Page 1 of 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- proffix (fpdf2, DejaVu Sans Condensed) -------------------------------------------------------------------------
def proffix(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Datum", "Kunden-Nr.", "Ihre Bestellnr.", "Auftrag", "Lieferschein",
                                         "Ihre UID-Nr."),
          "cols": ("Pos.", "Artikel", "Bezeichnung", "Menge", "Einheit", "Preis", "Betrag"),
          "net": "Total netto", "vat": "USt {rate} %", "gross": "Total EUR", "vatno": "UID",
          "pay": "Zahlungskondition: {terms}, fällig am {due}. Bankverbindung: IBAN {iban}, BIC {bic}."}
         if de else
         {"title": "Invoice", "facts": ("Date", "Customer no.", "Your order no.", "Order", "Delivery note",
                                        "Your VAT no."),
          "cols": ("Pos.", "Item", "Description", "Qty", "Unit", "Price", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total EUR", "vatno": "VAT",
          "pay": "Payment terms: {terms}, due {due}. Bank: IBAN {iban}, BIC {bic}."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    f(20, 20, s.name, 12.5, "B")
    for k, text in enumerate([s.street, f"{place(inv)}", f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(20, 25.5 + k * 3.8, text, 8)
    f(118, 47, f"{s.name}, {s.street}, {place(inv)}", 6, "", "left")
    pdf.set_draw_color(120, 120, 120)
    pdf.line(118, 48, 195, 48)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(118, 53.5 + k * 4.5, text, 10)
    f(20, 90, f"{w['title']} {inv.invoice_no}", 15, "B")
    values = (inv.issued.strftime(dfmt), inv.customer_no, inv.po_printed or "", inv.extra["order"],
              inv.extra["ls"], BUYER_VAT)
    y = 98
    for label, value in zip(w["facts"], values):
        if value:
            f(20, y, label, 8.6)
            f(52, y, value, 8.6)
            y += 4.2
    y += 6
    cols = [(20, "left"), (30, "left"), (58, "left"), (140, "right"), (142, "left"), (170, "right"), (195, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.4, "B", al)
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.8, 195, y + 1.8)
    y += 6.5
    for k, line in enumerate(inv.lines):
        pdf.set_font("Cond", "", 8.6)
        desc = fp_wrap(pdf, line.description, 74)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 3.8
            f(58, y, more, 8.6)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(20, y - 2.4, 195, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_line_width(0.5)
            pdf.line(130, y - 3.8, 195, y - 3.8)
        f(132, y, label, 9, "B" if strong else "")
        f(195, y, inv.number(value), 9, "B" if strong else "", "right")
        y += 5
    y += 8
    pdf.set_font("Cond", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"Structured communication: {inv.payment_ref}")
    if not de:
        texts.append("All services are performed under the Belgian CMR conditions and our general terms of "
                     "carriage, available on request.")
    for text in texts:
        for row in fp_wrap(pdf, text, 175):
            f(20, y, row, 8.4)
            y += 3.9
        y += 1.8
    f(107.5, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


WRITERS = {"exactsynergy": exactsynergy, "extrabat": extrabat, "wavesoft": wavesoft, "gsauftrag": gsauftrag,
           "bexio": bexio, "workday": workday, "proffix": proffix}
