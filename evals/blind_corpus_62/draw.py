"""Seven page writers for the sixty-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of German invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2,
two on reportlab's canvas, one on reportlab's platypus flowables, one made by Typst, on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the shared ones of
evals/blind_corpus/drawing.py.

- topkontor (fpdf2, Liberation Sans): a TopKontor-Handwerk-style craftsman's invoice, de: the company top right, the
  sender line over the window, an info block (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Bearbeiter`, `Seite`),
  `Bauvorhaben`, `Ihre Bestellung`, `Ausführungszeitraum`, columns `Pos.` (`01.01`) / `Menge` / `ME` /
  `Bezeichnung` / `EP` / `GP`, titles with `Summe Titel`, a `Zusammenstellung` of the titles, `Nettobetrag`,
  `MwSt.`, `Rechnungsbetrag`, a three-column footer.
- fakturia (reportlab canvas, Liberation Sans): a Fakturia-style subscription invoice, de or en: the company name
  left, its address right, the window, an info block (`Rechnungsnummer`, `Rechnungsdatum`, `Kundennummer`,
  `Vertragsnummer`, `Leistungszeitraum`, `Ihre Bestellnummer`), columns `Pos.` / `Bezeichnung` (the period in grey
  under it) / `Menge` / `Einzelpreis` / `USt.` / `Gesamtpreis`, totals `Summe netto`, `USt. 0 %`, `Gesamtbetrag`,
  amounts with `€` after them in the German format (also under English labels), a four-column footer.
- billwerk (Typst, Liberation Sans): a billwerk-style subscription invoice, en or nl: the company left, `Invoice` /
  `Factuur` right, the customer and a fact grid, columns `Description` / `Period` / `Quantity` / `Unit price` /
  `Total`, a coupon before `Total net` / `Totaal netto`, `VAT` / `Btw`, `Total gross` / `Totaal bruto`, the
  direct debit or transfer note, a one-line footer.
- pixi (fpdf2, DejaVu Sans): a Pixi-style web-shop invoice, de or fr: the shop top left, billing and delivery
  addresses side by side, a row of facts (`Rechnungsnr.`, `Rechnungsdatum`, `Kundennr.`, `Auftragsnr.`,
  `Bestelldatum`, `Ihre Bestellnr.`), the shipment, columns `Pos` / `Art.-Nr.` / `Bezeichnung` (EAN under it) /
  `Menge` / `Einzelpreis` / `MwSt.` / `Gesamt`, totals `Warenwert netto`, `Versandkosten`, `Summe netto`, `MwSt.`,
  `Rechnungsbetrag`.
- vario (reportlab platypus, DejaVu Sans Condensed): a VARIO-8-style trade ERP invoice, en or nl: the company
  right, the window left with an info table right (`Invoice no.`, `Date`, `Customer no.`, `Your order`,
  `Order date`, `Contact`, `Page`), `INVOICE 27-06215`, columns `Pos` / `Item no.` / `Description` / `Qty` /
  `Unit` / `Price` / (`PE`) / (`Disc. %`) / `Total`, delivery-note rows heading their positions, totals
  `Goods value`, the freight, `Net amount`, `VAT`, `Invoice total EUR`.
- egecko (reportlab canvas, DejaVu Sans): an eGECKO-style mid-size ERP invoice, fr: `FACTURE` right, a framed fact
  table (`Facture n°`, `Date`, `N° client`, `Votre commande`, the delivery, `Échéance`), columns `Pos.` /
  `Article` / `Désignation` / `Quantité` / `Unité` / `Prix unitaire` / `Montant EUR`, totals `Total articles`,
  the discount, `Total HT` / `Total HTVA`, `TVA`, `Total TTC` / `Total TVAC`, a dark `Net à payer` row.
- gevis (fpdf2, Liberation Sans): a GEVIS-style agricultural and building-materials wholesale invoice, nl: the
  company left, `FACTUUR` with a framed row (`Factuurnr.`, `Datum`, `Klantnr.`, `Blad`), the delivery note and
  representative, columns `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenh.` / `Eenh.prijs` / `Bedrag` / `Btw`
  (a VAT code), a VAT recap (`Btw-code`, `Maatstaf`, `Tarief`, `Btw`), totals `Totaal excl. btw`, `Btw`,
  `Totaal te betalen`."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "LU": {"en": "Luxembourg", "fr": "Luxembourg"},
           "NL": {"nl": "Nederland", "en": "The Netherlands"}, "AT": {"de": "Österreich", "fr": "Autriche"},
           "ES": {"en": "Spain", "nl": "Spanje"}, "FR": {"fr": "France"}}


def _bottom_rows(pdf, x: float, y: float, texts: list[str], width: float, size: float, gap: float = 3.9) -> float:
    """Wrapped paragraphs from (x, y) with fpdf2; returns the next y."""
    pdf.set_font(pdf.font_family, "", size)
    for text in texts:
        for row in fp_wrap(pdf, text, width):
            pdf.text(x, y, row)
            y += gap
        y += 1.4
    return y


# --- topkontor (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def topkontor(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)

    def f(x, y, v, size=8.6, style="", align="left"):
        _ft(pdf, x, y, v, size, style, align, family="Lib")

    f(192, 18, s.name, 15, "B", "right")
    f(192, 23, "Elektroinstallation · Beleuchtung · Gebäudetechnik", 8, "", "right")
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.2)
    f(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.6)
    pdf.line(20, 48.2, 105, 48.2)
    for k, text in enumerate([BUYER[0], "Buchhaltung", BUYER[1], BUYER[2]]):
        f(20, 54 + k * 4.5, text, 9.6)
    info = [("Rechnung Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d.%m.%Y")),
            ("Kunden-Nr.", inv.customer_no), ("Bearbeiter", inv.extra["clerk"]), ("Telefon", s.phone),
            ("Seite", "1 von 1")]
    for k, (label, value) in enumerate(info):
        f(128, 50 + k * 4.4, label, 8.2)
        f(158, 50 + k * 4.4, value, 8.2, "B" if k == 0 else "")
    f(20, 92, f"Rechnung {inv.invoice_no}", 13, "B")
    f(20, 99, f"Bauvorhaben: {inv.extra['site']}", 8.6)
    f(20, 103.4, f"Ihre Bestellung: {inv.po_printed}", 8.6)
    f(20, 107.8, f"Ausführungszeitraum: {inv.extra['period']}", 8.6)
    f(20, 116, "Sehr geehrte Damen und Herren,", 8.8)
    f(20, 120.5, "für die ausgeführten Arbeiten erlauben wir uns, wie folgt zu berechnen:", 8.8)
    y = 130
    cols = {"pos": (20, "left"), "qty": (50, "right"), "unit": (52, "left"), "text": (63, "left"),
            "ep": (166, "right"), "gp": (192, "right")}
    for key, head in (("pos", "Pos."), ("qty", "Menge"), ("unit", "ME"), ("text", "Bezeichnung"),
                      ("ep", "EP €"), ("gp", "GP €")):
        f(cols[key][0], y, head, 8, "B", cols[key][1])
    pdf.set_line_width(0.4)
    pdf.line(20, y + 1.6, 192, y + 1.6)
    y += 6.5
    pdf.set_font("Lib", "", 8.4)
    k = 0
    recap = []
    for number, title, count in inv.extra["titles"]:
        f(20, y, f"{number}", 8.4, "B")
        f(63, y, f"Titel {number} {title}", 8.4, "B")
        y += 5.2
        total = inv.subtotal * 0
        for n in range(count):
            line = inv.lines[k]
            k += 1
            total += line.amount
            pdf.set_font("Lib", "", 8.4)
            desc = fp_wrap(pdf, line.description, 78)
            for key, value in (("pos", f"{number}.{n + 1:02d}"), ("qty", inv.qty(line)), ("unit", line.unit),
                               ("text", desc[0]), ("ep", inv.number(line.price)), ("gp", inv.number(line.amount))):
                f(cols[key][0], y, value, 8.4, "", cols[key][1])
            for more in desc[1:]:
                y += 3.8
                f(63, y, more, 8.4)
            y += 5.2
        pdf.set_line_width(0.15)
        pdf.line(140, y - 3.4, 192, y - 3.4)
        f(166, y, f"Summe Titel {number}", 8.4, "B", "right")
        f(192, y, inv.number(total), 8.4, "B", "right")
        recap.append((number, title, total))
        y += 7.5
    f(20, y, "Zusammenstellung", 9, "B")
    y += 5
    for number, title, total in recap:
        f(20, y, f"Titel {number}", 8.4)
        f(42, y, title, 8.4)
        f(192, y, inv.number(total), 8.4, "", "right")
        y += 4.4
    pdf.set_line_width(0.3)
    pdf.line(120, y - 2.6, 192, y - 2.6)
    y += 2.4
    for label, value, strong in totals(inv, "", "Nettobetrag", "MwSt. {rate} %", "Rechnungsbetrag"):
        f(166, y, label, 9, "B" if strong else "", "right")
        f(192, y, inv.number(value) + " €", 9, "B" if strong else "", "right")
        y += 4.8
    y += 4
    pdf.set_font("Lib", "", 8.2)
    texts = [inv.statement,
             f"Zahlbar bis zum {inv.day(inv.due, '%d.%m.%Y')} ohne Abzug auf das unten genannte Konto. Bitte geben "
             f"Sie als Verwendungszweck die strukturierte Mitteilung {inv.payment_ref} an.",
             "Mit freundlichen Grüßen", s.name]
    _bottom_rows(pdf, 20, y, texts, 172, 8.2)
    pdf.set_line_width(0.2)
    pdf.line(20, 273, 192, 273)
    cols3 = [[s.name, s.street, place(inv), f"Tel. {s.phone}"],
             [s.email, s.register, f"MwSt.-Nr. {s.vat}"],
             ["Bankverbindung", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 80, 140), cols3):
        for n, text in enumerate(col):
            f(x, 277 + n * 3.2, text, 6.6)
    return bytes(pdf.output())


# --- fakturia (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def fakturia(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Vertragsnummer",
                                         "Leistungszeitraum", "Ihre Bestellnummer", "Ihre USt-IdNr."),
          "attn": "z. Hd. Kreditorenbuchhaltung", "hello": "Sehr geehrte Damen und Herren,",
          "intro": "vielen Dank für Ihr Vertrauen. Für unsere Leistungen berechnen wir Ihnen:",
          "cols": ("Pos.", "Bezeichnung", "Menge", "Einzelpreis", "USt.", "Gesamtpreis"),
          "net": "Summe netto", "vat": "USt. {rate} %", "gross": "Gesamtbetrag",
          "pay": "Bitte überweisen Sie den Gesamtbetrag bis zum {due} unter Angabe der Rechnungsnummer auf das "
                 "unten genannte Konto.", "bye": "Mit freundlichen Grüßen",
          "foot": ("Bankverbindung", "USt-IdNr.")}
         if de else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Customer number", "Contract number",
                                        "Service period", "Purchase order no.", "Your VAT ID"),
          "attn": "Attn. Accounts Payable", "hello": "Dear Sir or Madam,",
          "intro": "thank you for your business. We invoice the following services:",
          "cols": ("Item", "Description", "Quantity", "Unit price", "VAT", "Total price"),
          "net": "Total net", "vat": "VAT {rate} %", "gross": "Total amount",
          "pay": "Please transfer the total amount by {due}, quoting the invoice number, to the account below.",
          "bye": "Kind regards", "foot": ("Bank details", "VAT ID")})
    eur = lambda v, p=2: inv.number(v, p) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 22, s.name, 15, B, grey=0.2)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email]):
        c.text(192, 16 + k * 3.8, text, 7.6, F, "right", grey=0.35)
    c.text(20, 47, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.4)
    for k, text in enumerate([BUYER[0], w["attn"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(20, 53 + k * 4.4, text, 9.4, F)
    facts = (inv.invoice_no, inv.day(inv.issued, "%d.%m.%Y"), inv.customer_no, inv.extra["contract"],
             inv.extra["period"], inv.po_printed or "", BUYER_VAT)
    row = 0
    for label, value in zip(w["facts"], facts):
        if value:
            c.text(122, 51 + row * 4.3, label, 7.8, F, grey=0.35)
            c.text(192, 51 + row * 4.3, value, 7.8, B if row == 0 else F, "right")
            row += 1
    c.text(20, 96, f"{w['title']} {inv.invoice_no}", 14, B)
    c.text(20, 105, w["hello"], 8.8, F)
    c.text(20, 109.5, w["intro"], 8.8, F)
    y = 120
    c.fill(20, y - 4.2, 172, 6.2, 0.9)
    heads = [(21, "left"), (31, "left"), (128, "right"), (152, "right"), (166, "right"), (191, "right")]
    for (x, al), head in zip(heads, w["cols"]):
        c.text(x, y, head, 7.8, B, al)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.4, 92 * MM)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        for (x, al), value in zip(heads, (str(k + 1), desc[0], qty, eur(line.price, line.price_places),
                                          inv.rate() + " %", eur(line.amount))):
            c.text(x, y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(31, y, more, 8.4, F)
        for more in line.detail:
            y += 3.7
            c.text(31, y, more, 7.4, F, grey=0.45)
        c.rule(20, y + 2.3, 192, 0.2, grey=0.7)
        y += 6.6
    y += 2
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            c.rule(120, y - 3.8, 192, 0.6)
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(191, y, eur(value), 9, B if strong else F, "right")
        y += 5
    y += 5
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, "%d.%m.%Y")), w["bye"], s.name):
        for row_text in rl_wrap(text, F, 8.4, 172 * MM):
            c.text(20, y, row_text, 8.4, F)
            y += 4
        y += 1.6
    c.rule(20, 270, 192, 0.3, grey=0.6)
    cols4 = [[s.name, s.street, place(inv)], [s.phone, s.email, s.register],
             [w["foot"][0], inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"],
             [f"{w['foot'][1]} {s.vat}", inv.extra["md"]]]
    for x, col in zip((20, 62, 106, 152), cols4):
        for k, text in enumerate(col):
            for n, part in enumerate(rl_wrap(text, F, 6.4, 42 * MM)):
                c.text(x, 274 + k * 3.1 + n * 2.9, part, 6.4, F, grey=0.35)
    return c.bytes()


# --- billwerk (Typst, Liberation Sans) ------------------------------------------------------------------------------
def billwerk(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number", "Contract",
                                        "Your reference"),
          "cols": ("Description", "Period", "Quantity", "Unit price", "Total"),
          "sub": "Subtotal", "net": "Total net", "vat": "VAT {rate}%", "gross": "Total gross", "vatno": "VAT ID"}
         if en else
         {"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Contract",
                                        "Uw referentie"),
          "cols": ("Omschrijving", "Periode", "Aantal", "Eenheidsprijs", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal netto", "vat": "Btw {rate}%", "gross": "Totaal bruto",
          "vatno": "Btw-nr."})
    eur = (lambda v: "€" + inv.number(v)) if en else (lambda v: "€ " + inv.number(v))  # noqa: E731
    day = (lambda d: inv.day(d, "short_en")) if en else (lambda d: d.strftime("%d-%m-%Y"))  # noqa: E731
    values = (inv.invoice_no, day(inv.issued), day(inv.due), inv.customer_no, inv.extra["contract"],
              inv.po_printed or "")
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 24mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(200)) #align(center, text(size: 6.6pt, fill: luma(120))['
        f'{ts(s.name + " · " + s.street + " · " + place(inv) + " · " + COUNTRY[s.country][inv.language])} \\ '
        f'{ts(s.register + " · " + w["vatno"] + " " + s.vat + " · IBAN " + inv.iban + " · BIC " + inv.bic)}])])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 15pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts(s.email)} \\ {ts(s.phone)}],\n'
        f'  align(right)[#text(size: 24pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(w["title"])}]])\n'
        '#v(10mm)\n#grid(columns: (1fr, 1fr),\n'
        f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  align(right, table(columns: (auto, auto), stroke: none, inset: (x: 1.5mm, y: 1.2mm), align: (left, right),\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  )))\n#v(10mm)\n')
    rows = []
    for line in inv.lines:
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        rows.append(f'  [{ts(line.description)}], [{ts(line.detail[0] if line.detail else "")}], '
                    f'align(right)[{ts(qty)}], align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 40mm, 18mm, 24mm, 24mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + '
            'rgb("#1f4e79") } else { 0.3pt + luma(220) }), inset: (x: 1.4mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (56mm, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    if en:
        pay = (f"The amount of {eur(inv.gross_total)} will be collected by SEPA direct debit from your account "
               f"{inv.extra['debit']} on or shortly after {day(inv.due)}. Mandate reference {inv.extra['mandate']}, "
               f"creditor ID {inv.extra['creditor']}.")
    else:
        pay = (f"Gelieve {eur(inv.gross_total)} te betalen vóór {day(inv.due)} op rekening {inv.iban} (BIC {inv.bic}) "
               f"met de gestructureerde mededeling {inv.payment_ref}.")
    src += ts(pay) + "\n"
    return _typst(src)


# --- pixi (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------------
def pixi(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "bill": "Rechnungsadresse", "ship": "Lieferadresse", "dock": "Warenannahme",
          "facts": ("Rechnungsnr.", "Rechnungsdatum", "Kundennr.", "Auftragsnr.", "Bestelldatum", "Ihre Bestellnr."),
          "sent": "Versand am {day} mit {carrier}",
          "cols": ("Pos", "Art.-Nr.", "Bezeichnung", "Menge", "Einzelpreis", "MwSt.", "Gesamt"),
          "sub": "Warenwert netto", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Rechnungsbetrag",
          "pay": "Zahlbar bis {due} ohne Abzug auf unser Konto IBAN {iban}, BIC {bic}. Bitte geben Sie die "
                 "Rechnungsnummer an.", "thanks": "Vielen Dank für Ihre Bestellung!", "vatno": "UID"}
         if de else
         {"title": "Facture", "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "dock": "Réception marchandises",
          "facts": ("N° facture", "Date facture", "N° client", "N° commande", "Date commande", "Votre référence"),
          "sent": "Expédié le {day} par {carrier}",
          "cols": ("Pos", "Réf.", "Désignation", "Qté", "Prix unit.", "TVA", "Total"),
          "sub": "Total marchandises HTVA", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC",
          "pay": "Payable avant le {due} sur notre compte IBAN {iban}, BIC {bic}, avec la communication "
                 "structurée {ref}.", "thanks": "Merci pour votre commande !", "vatno": "TVA"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)

    def f(x, y, v, size=8.4, style="", align="left"):
        _ft(pdf, x, y, v, size, style, align)

    f(18, 20, s.name, 13, "B")
    f(18, 25, inv.extra["web"], 8)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email]):
        f(192, 16 + k * 3.8, text, 7.6, "", "right")
    f(18, 44, f"{s.name} · {s.street} · {place(inv)}", 6.2)
    f(18, 50, w["bill"], 7, "B")
    f(110, 50, w["ship"], 7, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(18, 55 + k * 4.3, text, 9)
    for k, text in enumerate([BUYER[0], w["dock"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(110, 55 + k * 4.3, text, 9)
    f(18, 86, w["title"], 16, "B")
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["order"],
              inv.extra["ordered"] if de else inv.extra["ordered"].replace(".", "/"), inv.po_printed or "")
    xs = (18, 47, 74, 98, 130, 157)
    for x, label, value in zip(xs, w["facts"], values):
        f(x, 94, label, 7, "", "left")
        f(x, 98.5, value, 8.6, "B" if x == 18 else "")
    shipped = inv.extra["shipped"] if de else inv.extra["shipped"].replace(".", "/")
    f(18, 105, w["sent"].format(day=shipped, carrier=inv.extra["carrier"]), 7.8)
    y = 114
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(18, y - 4.4, 174, 6.4, "F")
    cols = [(19, "left"), (27, "left"), (56, "left"), (140, "right"), (160, "right"), (172, "right"),
            (191, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.6, "B", al)
    y += 6.6
    pdf.set_draw_color(200, 200, 200)
    pdf.set_line_width(0.2)
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 72)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], f"{inv.qty(line)} {line.unit}",
                                         inv.number(line.price), inv.rate() + " %", inv.number(line.amount))):
            f(x, y, value, 8.2 if x != 27 else 7.4, "", al)
        for more in desc[1:] + list(line.detail):
            y += 3.7
            f(56, y, more, 8.2 if more in desc else 7.2)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(191, y, inv.number(value) + " €", 8.8, "B" if strong else "", "right")
        y += 4.8
    y += 5
    pdf.set_font("DejaVu", "", 7.8)
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic, ref=inv.payment_ref),
        w["thanks"]]
    _bottom_rows(pdf, 18, y, texts, 174, 7.8, 3.7)
    pdf.line(18, 276, 192, 276)
    f(105, 280, f"{s.name} · {s.street} · {place(inv)} · {s.register}", 6.4, "", "center")
    f(105, 283.4, f"{w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.4, "", "center")
    return bytes(pdf.output())


# --- vario (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def vario(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice no.", "Date", "Customer no.", "Your order", "Order date",
                                        "Contact", "Page"),
          "cols": ("Pos", "Item no.", "Description", "Qty", "Unit", "Price", "PE", "Disc. %", "Total"),
          "sub": "Goods value", "net": "Net amount", "vat": "VAT {rate} %", "gross": "Invoice total EUR",
          "terms": "Terms of payment: {days} days net, due {due}.", "vatno": "VAT no.", "bank": "Bank"}
         if en else
         {"title": "FACTUUR", "facts": ("Factuurnr.", "Datum", "Klantnr.", "Uw bestelling", "Besteldatum",
                                        "Behandeld door", "Pagina"),
          "cols": ("Pos", "Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "PE", "Korting %", "Bedrag"),
          "sub": "Goederenwaarde", "net": "Netto bedrag", "vat": "BTW {rate} %", "gross": "Factuurbedrag EUR",
          "terms": "Betalingsconditie: {days} dagen netto, vervaldatum {due}.", "vatno": "BTW-nr.", "bank": "Bank"})
    dfmt = "%d/%m/%Y" if en else "%d-%m-%Y"
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    small = _style("vs", 6.4, "DVC", grey=0.3)
    normal, right = _style("vn", 8.2, "DVC"), _style("vr", 8.2, "DVC", align=2)
    bold, bold_r = _style("vb", 8.2, "DVCB"), _style("vbr", 8.2, "DVCB", align=2)
    label = _style("vl", 7.8, "DVC", grey=0.35)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))} · "
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)} · {escape(s.email)}",
                        _style("vc", 8.2, "DVC", align=2, lead=10.4))
    head = Table([["", company]], colWidths=[88 * mm, 90 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    address = [Paragraph(escape(f"{s.name} · {place(inv)}"), small), Spacer(1, 2 * mm),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                         _style("va", 9.4, "DVC", lead=12))]
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra["ordered"], inv.extra["clerk"], "1")
    facts = Table([[Paragraph(escape(k), label), Paragraph(escape(v), bold if n == 0 else normal)]
                   for n, (k, v) in enumerate(zip(w["facts"], values)) if v], colWidths=[30 * mm, 42 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    top = Table([[address, facts]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    per100 = set(inv.extra.get("per100", ()))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(9) if (k != 6 or per100) and (k != 7 or discounts)]
    widths = {0: 9, 1: 26, 2: 0, 3: 15, 4: 10, 5: 17, 6: 9, 7: 15, 8: 22}
    widths[2] = 178 - sum(widths[k] for k in keep if k != 2)
    rights = {0, 3, 5, 6, 7, 8}
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k in rights else bold) for k in keep]]
    spans = []
    groups = inv.extra.get("notes") or [(inv.extra.get("delivery"), len(inv.lines))]
    n = 0
    for note, count in groups:
        if note:
            spans.append(len(rows))
            rows.append([Paragraph(escape(note if not en else f"Delivery note {note}"), bold)]
                        + [""] * (len(keep) - 1))
        for _ in range(count):
            line = inv.lines[n]
            n += 1
            price = line.price * 100 if line.article in per100 else line.price
            cells = {0: str(n * 10), 1: line.article or "", 2: line.description, 3: inv.qty(line), 4: line.unit,
                     5: inv.number(price), 6: "100" if line.article in per100 else "1",
                     7: inv.pct(line.discount) if line.discount else "", 8: inv.number(line.amount)}
            rows.append([Paragraph(escape(cells[k]), right if k in rights else normal) for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    style = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
             ("LEFTPADDING", (0, 0), (-1, -1), 1.2), ("RIGHTPADDING", (0, 0), (-1, -1), 1.2),
             ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black)]
    style += [("SPAN", (0, r), (-1, r)) for r in spans]
    table.setStyle(TableStyle(style))
    trows = [[Paragraph(escape(lab), bold_r if strong else right),
              Paragraph(escape(inv.number(value)), bold_r if strong else right)]
             for lab, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    title = Paragraph(f"<b>{escape(w['title'])} {escape(inv.invoice_no)}</b>", _style("vt", 13, "DVCB", lead=16))
    story = [head, Spacer(1, 12 * mm), top, Spacer(1, 9 * mm), title, Spacer(1, 4 * mm)]
    if en:
        story += [Paragraph(escape(f"Incoterms: {inv.extra['incoterm']}"), normal), Spacer(1, 3 * mm)]
    story += [table, Spacer(1, 3 * mm), tot, Spacer(1, 7 * mm)]
    days = (inv.due - inv.issued).days
    for text in (inv.statement, w["terms"].format(days=days, due=inv.day(inv.due, dfmt))):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.5)
        canvas.setFillGray(0.3)
        canvas.drawString(16 * mm, 16 * mm, f"{s.name} · {s.street} · {place(inv)}")
        canvas.drawString(16 * mm, 13 * mm, s.register)
        canvas.drawString(16 * mm, 10 * mm, f"{w['vatno']} {s.vat} · {w['bank']}: IBAN {inv.iban} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- egecko (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def egecko(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.supplier.country == "BE"
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    c.text(18, 25, f"{s.street} · {place(inv)} · {COUNTRY[s.country]['fr']}", 7.6, F, grey=0.3)
    c.text(18, 28.8, f"Tél. {s.phone} · {s.email}", 7.6, F, grey=0.3)
    c.text(192, 22, "FACTURE", 19, B, "right")
    c.text(18, 46, f"{s.name} · {s.street} · {place(inv)}", 6.2, F, grey=0.4)
    buyer = [BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2]] + ([] if be else ["BELGIQUE"])
    for k, text in enumerate(buyer + [f"N° TVA : {BUYER_VAT}"]):
        c.text(18, 52 + k * 4.4, text, 9.2, F)
    facts = [("Facture n°", inv.invoice_no), ("Date", inv.day(inv.issued, "%d/%m/%Y")), ("N° client", inv.customer_no),
             ("Votre commande", inv.po_printed or ""), (inv.extra["delivery_label"], inv.extra["delivery"]),
             ("Échéance", inv.day(inv.due, "%d/%m/%Y"))]
    c.c.setLineWidth(0.4)
    c.c.rect(112 * MM, c.height - 78 * MM, 80 * MM, 31 * MM)
    for k, (label, value) in enumerate(facts):
        c.text(114, 52 + k * 4.6, label, 7.4, F, grey=0.35)
        parts = rl_wrap(value, F, 7.8, 50 * MM)
        c.text(140, 52 + k * 4.6, parts[0] if len(parts) == 1 else value, 7.8 if len(parts) == 1 else 6.6,
               B if k == 0 else F)
        if k < 5:
            c.rule(112, 53.6 + k * 4.6, 192, 0.15, grey=0.7)
    y = 92
    c.fill(18, y - 4.2, 174, 6.2, 0.85)
    cols = [(19, "left"), (28, "left"), (52, "left"), (136, "right"), (139, "left"), (168, "right"),
            (191, "right")]
    for (x, al), head in zip(cols, ("Pos.", "Article", "Désignation", "Quantité", "Unité", "Prix unitaire",
                                    "Montant EUR")):
        c.text(x, y, head, 7.4, B, al)
    y += 6.8
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8, 74 * MM)
        for (x, al), value in zip(cols, (str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            c.text(x, y, value, 8 if x != 28 else 7.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(52, y, more, 8, F)
        y += 5.6
    c.rule(18, y - 2.8, 192, 0.5)
    y += 3
    net, vat, gross = ("Total HTVA", "TVA {rate} %", "Total TVAC") if be else ("Total HT", "TVA {rate} %",
                                                                                 "Total TTC")
    for label, value, strong in totals(inv, "Total articles", net, vat, gross):
        c.text(166, y, label, 8.6, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 4.8
    c.fill(120, y - 3.6, 72, 6.4, 0.25)
    c.c.setFillGray(1)
    c.c.setFont(B, 9.2)
    c.c.drawString(122 * MM, c.height - (y + 0.9) * MM, "Net à payer EUR")
    c.c.drawRightString(191 * MM, c.height - (y + 0.9) * MM, inv.number(inv.gross_total))
    c.c.setFillGray(0)
    y += 13
    pay = f"Conditions de paiement : {inv.extra['terms']}, échéance le {inv.day(inv.due, '%d/%m/%Y')}."
    if inv.payment_ref:
        pay += f" Veuillez mentionner la communication structurée {inv.payment_ref}."
    for text in [t for t in (inv.statement, pay) if t]:
        for row in rl_wrap(text, F, 7.8, 174 * MM):
            c.text(18, y, row, 7.8, F)
            y += 3.7
        y += 1.8
    c.rule(18, 272, 192, 0.3, grey=0.5)
    cols3 = [[s.name, s.street, place(inv)] + ([inv.extra["capital"]] if inv.extra["capital"] else []),
             [s.register, f"N° TVA {s.vat}", s.email],
             [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((18, 80, 140), cols3):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.2, text, 6.4, F, grey=0.35)
    return c.bytes()


# --- gevis (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def gevis(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf, ("", "B", "I"))

    def f(x, y, v, size=8.4, style="", align="left"):
        _ft(pdf, x, y, v, size, style, align, family="Lib")

    f(18, 19, s.name, 13, "B")
    f(18, 24, "Groothandel land- en tuinbouw · bouwmaterialen · banden", 8, "I")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email]):
        f(192, 16 + k * 3.8, text, 7.6, "", "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2]]):
        f(110, 44 + k * 4.5, text, 9.6, "B" if k == 0 else "")
    f(110, 58, f"Btw-nr. klant: {BUYER_VAT}", 8)
    f(18, 44, "FACTUUR", 18, "B")
    pdf.set_line_width(0.3)
    pdf.rect(18, 64, 174, 11)
    heads = (("Factuurnr.", inv.invoice_no), ("Datum", inv.day(inv.issued, "%d-%m-%Y")), ("Klantnr.", inv.customer_no),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Blad", "1/1"))
    for k, (label, value) in enumerate(heads):
        x = 18 + k * 34.8
        if k:
            pdf.line(x, 64, x, 75)
        f(x + 2, 68, label, 7)
        f(x + 2, 72.6, value, 9, "B" if k == 0 else "")
    f(18, 82, f"Uw bestelling: {inv.po_printed}", 8.4)
    f(18, 86.4, inv.extra["delivery"], 8.4)
    f(110, 82, inv.extra["rep"], 8.4)
    y = 96
    cols = [(18, "left"), (44, "left"), (130, "right"), (132, "left"), (158, "right"), (180, "right"),
            (190, "right")]
    for (x, al), head in zip(cols, ("Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Eenh.prijs", "Bedrag",
                                    "Btw")):
        f(x, y, head, 7.8, "B", al)
    pdf.set_line_width(0.5)
    pdf.line(18, y + 1.6, 192, y + 1.6)
    y += 6.4
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 74)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount), "2")):
            f(x, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.4)
        y += 5
    pdf.set_line_width(0.3)
    pdf.line(18, y - 2.4, 192, y - 2.4)
    y += 6
    f(18, y, "Btw-code", 7.6, "B")
    f(50, y, "Maatstaf", 7.6, "B", "right")
    f(66, y, "Tarief", 7.6, "B", "right")
    f(90, y, "Btw", 7.6, "B", "right")
    f(18, y + 4.6, "2", 8.4)
    f(50, y + 4.6, inv.number(inv.net_total), 8.4, "", "right")
    f(66, y + 4.6, inv.rate() + " %", 8.4, "", "right")
    f(90, y + 4.6, inv.number(inv.vat_amount), 8.4, "", "right")
    for label, value, strong in totals(inv, "", "Totaal excl. btw", "Btw {rate} %", "Totaal te betalen EUR"):
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(190, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    y += 8
    texts = [f"Betaling: {inv.extra['terms']}, uiterlijk op {inv.day(inv.due, '%d-%m-%Y')}, op rekening "
             f"{inv.iban} (BIC {inv.bic}) met gestructureerde mededeling {inv.payment_ref}.",
             "Op al onze leveringen zijn onze algemene verkoopsvoorwaarden van toepassing. Klachten dienen binnen "
             "8 dagen na levering schriftelijk te worden gemeld."]
    _bottom_rows(pdf, 18, y, texts, 174, 8)
    pdf.set_line_width(0.2)
    pdf.line(18, 277, 192, 277)
    f(105, 281, f"{s.name} · {s.street} · {place(inv)} · {s.register}", 6.6, "", "center")
    f(105, 284.4, f"Btw {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.6, "", "center")
    return bytes(pdf.output())


WRITERS = {"topkontor": topkontor, "fakturia": fakturia, "billwerk": billwerk, "pixi": pixi, "vario": vario,
           "egecko": egecko, "gevis": gevis}
