"""Seven page writers for the fourteenth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (twice its canvas, once its platypus flowables), on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows)
are the fourth and sixth corpora's, imported.

- twinfield (Typst, Liberation Sans): a Twinfield sales-invoice print, nl or en: the company top left, the customer
  under it, the title right with a fact grid (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`, `Debiteurnummer`,
  `Uw referentie`), columns `Artikel` / `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Korting` / `Btw` /
  `Totaal`, totals (`Subtotaal`, the charge or discount, `Totaal excl. btw`, `Btw 0%`, `Totaal`).
- ifs (reportlab canvas, DejaVu Sans Condensed): an IFS Applications customer-invoice report, nl or de: framed
  boxes at the top (`Factuur` / `Rechnung` with number, ISO date, customer, order and delivery numbers), the
  address windows, columns `Pos` / `Artikel` / `Omschrijving` / `Aantal` / `E` / `Prijs` / `Bedrag`, the
  totals and a VAT summary row.
- sumup (fpdf2, Liberation Sans): a SumUp Invoices-style invoice, nl: big `Factuur`, the number and the written
  date, `Gefactureerd aan`, no article column, `Omschrijving` / `Aantal` / `Prijs per stuk` / `Btw` / `Bedrag`,
  `Subtotaal`, `Leveringskosten`, `Totaal excl. btw`, `Btw (6%)`, `Totaal`, the payment details.
- henrri (Typst, DejaVu Serif and Sans): a Henrri / Ciel-style French invoice: the issuer top left, the client
  block right, `FACTURE N° …`, `Date : 10 septembre 2027`, `Désignation` / `Qté` / `Unité` / `PU HT` / `Remise`
  / `Total HT`, thousands with a narrow no-break space, `Total HT`, `TVA 0 %`, `Net à payer`, the mentions.
- coupa (reportlab platypus, Liberation Sans): a print of an invoice submitted through a Coupa-style supplier
  portal, fr or en: `Facture n°` / `Invoice #` with a status, a two-column header grid (dates, terms, supplier,
  remit-to, ship-to, bill-to), the `Lignes` / `Lines` table `Ligne` / `Type` / `Description` / `Réf. fournisseur`
  / `N° de commande` / `Qté` / `UdM` / `Prix` / `Total`, the totals.
- epicor (reportlab canvas, Liberation Sans): an Epicor (Kinetic) AR invoice form, fr or de: `Facture` /
  `Rechnung` top right with number, date and page, `Vendu à` / `Livré à`, a ruled row of order facts
  (`Commande`, `Réf. client`, `Expédition`, `Conditions`), `Ligne` / `Article` / `Description` / `Qté` / `UdM` /
  `Prix unitaire` / `Rem. %` / `Montant`, packing-slip rows, the totals.
- fakturama (fpdf2, DejaVu Sans): a Fakturama (LibreOffice-template) invoice, de or en: the sender line over the
  address, `Rechnung` / `Invoice`, the facts right, `Pos.` / `Menge` / `Bezeichnung` (the article number at its
  start) / `Einzelpreis` / `Rabatt` / `Gesamt`, `Zwischensumme`, `Versandkosten`, `Netto`, `MwSt.`, `Gesamtsumme`."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import MONTHS, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP,  # noqa: E402
                     Canvas, _doc, _fpdf, _ft, _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
register_fonts(*LIBERATION_SANS)


def day(inv: Invoice, value) -> str:
    """A date as this invoice's software spells it (corpus.py: extra["date"])."""
    style = inv.extra.get("date", "%d-%m-%Y")
    if style == "us_long":
        return f"{MONTHS['en'].split()[value.month - 1]} {value.day}, {value.year}"
    return inv.day(value, style)


# --- twinfield (Typst, Liberation Sans) -----------------------------------------------------------------------------
def twinfield(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer",
                                        "Uw referentie", "Betalingsconditie"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal te betalen EUR",
          "vatno": "Btw-nummer", "pay": "Wij verzoeken u vriendelijk het totaalbedrag vóór {due} over te maken op "
                                        "IBAN {iban} (BIC {bic}) onder vermelding van het factuurnummer."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number",
                                        "Your reference", "Payment terms"),
          "cols": ("Item", "Description", "Quantity", "Unit", "Price", "Discount", "VAT", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total amount due EUR",
          "vatno": "VAT number", "pay": "Please transfer the total amount before {due} to IBAN {iban} (BIC {bic}), "
                                        "quoting the invoice number."})
    values = (inv.invoice_no, day(inv, inv.issued), day(inv, inv.due), inv.customer_no, inv.po_printed or "",
              inv.extra["terms"])
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 24mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(120))[{ts(s.name + " | " + s.street + " | " + place(inv) + " | " + s.register + " | " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 78mm),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts("T " + s.phone)} \\ {ts("E " + s.email)} #v(14mm) '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        f'  [#align(right, text(size: 22pt, fill: rgb("#0b5c8a"))[{ts(w["title"])}]) #v(4mm)\n'
        '   #grid(columns: (36mm, 1fr), row-gutter: 2mm,\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '   )])\n#v(12mm)\n')
    keep = [k for k in range(8) if discounts or k != 5]
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.article or "")}]', f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'[{ts(line.unit)}]', f'align(right)[{ts(inv.number(line.price, line.price_places))}]',
                 f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                 f'align(right)[{ts(inv.rate() + "%")}]', f'align(right)[{ts(inv.number(line.amount))}]']
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    widths = ["28mm", "1fr", "15mm", "12mm", "17mm", "14mm", "10mm", "21mm"]
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.9pt + rgb("#0b5c8a") } else { 0.3pt + luma(215) }), inset: (x: 1.3mm, y: 2.1mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6, 7) else "("}text(weight: "bold")[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (46mm, 26mm), stroke: none, inset: (x: 1.3mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(10mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(due=day(inv, inv.due), iban=inv.iban, bic=inv.bic)) + '\n'
    return _typst(src)


# --- ifs (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------------
def ifs(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "box": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Uw ordernummer",
                                      "Ons ordernummer", "Leveringsbon", "Betalingsvoorwaarden", "Vervaldatum"),
          "inv_addr": "Factuuradres", "del_addr": "Leveringsadres",
          "cols": ("Pos", "Artikel", "Omschrijving", "Aantal", "E", "Prijs", "Bedrag"),
          "sub": "Totaal regels", "net": "Netto bedrag", "vat": "BTW {rate}%", "gross": "Te betalen EUR",
          "summary": ("BTW-code", "Grondslag", "BTW", "Totaal"), "vatno": "BTW", "page": "Pagina 1 van 1",
          "comm": "Gestructureerde mededeling"}
         if nl else
         {"title": "RECHNUNG", "box": ("Rechnungsnummer", "Rechnungsdatum", "Kundennummer", "Ihre Bestellnummer",
                                       "Unsere Auftragsnr.", "Leistung", "Zahlungsbedingungen", "Fällig am"),
          "inv_addr": "Rechnungsadresse", "del_addr": "Leistungsort",
          "cols": ("Pos", "Artikel", "Beschreibung", "Menge", "ME", "Preis", "Betrag"),
          "sub": "Summe Positionen", "net": "Nettobetrag", "vat": "USt. {rate}%", "gross": "Zahlbetrag EUR",
          "summary": ("Steuerschlüssel", "Bemessungsgrundlage", "USt.", "Brutto"), "vatno": "USt-IdNr.",
          "page": "Seite 1 von 1", "comm": "Verwendungszweck"})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.text(16, 18, s.name, 12, B)
    c.text(16, 23, f"{s.street} · {place(inv)} · {COUNTRY[s.country][inv.language]}", 7.8, F)
    c.text(16, 26.6, f"Tel. {s.phone} · {s.email} · {w['vatno']} {s.vat}", 7.8, F)
    c.text(194, 18, w["title"], 15, B, "right")
    c.text(194, 23, w["page"], 7.6, F, "right")
    # the framed fact boxes, two columns of four
    values = (inv.invoice_no, day(inv, inv.issued), inv.customer_no, inv.po_printed or "", inv.extra["order"],
              inv.extra["delivery"], inv.extra["terms"], day(inv, inv.due))
    for k, (label, value) in enumerate(zip(w["box"], values)):
        x, y = 116 + (k % 2) * 39, 31 + (k // 2) * 9
        c.c.setLineWidth(0.4)
        c.c.rect(x * MM, c.height - (y + 9) * MM, 39 * MM, 9 * MM)
        c.text(x + 1.2, y + 3, label, 6.2, F, grey=0.35)
        c.text(x + 1.2, y + 7.3, value, 8.4, B if k == 0 else F)
    c.text(16, 40, w["inv_addr"], 6.6, F, grey=0.35)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(16, 45 + k * 4.2, text, 9, B if k == 0 else F)
    c.text(66, 40, w["del_addr"], 6.6, F, grey=0.35)
    deliver = ([s.name, s.street, place(inv)] if inv.supplier.country != "BE" or not nl else
               [BUYER[0], "Magazijn", BUYER[1], BUYER[2]])
    for k, text in enumerate(deliver):
        c.text(66, 45 + k * 4.2, text, 8.4, F)
    y = 79
    c.fill(16, y - 4, 178, 6, 0.88)
    cols = [(17, "l"), (26, "l"), (50, "l"), (143, "r"), (146, "l"), (171, "r"), (193, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, "right" if al == "r" else "left")
    y += 7
    for n, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 8.2, 80 * MM)
        values = [str(n * 10), line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            c.text(50, y, more, 8.2, F)
        y += 5.2
    c.rule(16, y - 2.6, 194, 0.5)
    y += 2.5
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        c.text(170, y, label, 8.4, B if strong else F, "right")
        c.text(193, y, inv.number(value), 8.4, B if strong else F, "right")
        y += 4.6
    y += 5
    c.rule(16, y - 3.6, 128, 0.3)
    for x, head in zip((17, 70, 98, 126), w["summary"]):
        c.text(x, y, head, 7.4, B, "right" if x > 17 else "left")
    y += 4.2
    for x, value in zip((17, 70, 98, 126), (f"{inv.rate()}%", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                            inv.number(inv.gross_total))):
        c.text(x, y, value, 7.8, F, "right" if x > 17 else "left")
    y += 9
    texts = [inv.statement] if inv.statement else []
    texts.append(f"IBAN {inv.iban} · BIC {inv.bic}")
    if inv.payment_ref:
        texts.append(f"{w['comm']}: {inv.payment_ref}")
    for text in texts:
        for row in rl_wrap(text, F, 8, 176 * MM):
            c.text(16, y, row, 8, F)
            y += 3.8
        y += 1.2
    c.text(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- sumup (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def sumup(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: ("-€" if v < 0 else "€") + inv.number(abs(v))  # noqa: E731
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 26, "Factuur", 24, "B")
    f(190, 20, s.name, 10.5, "B", "right")
    for k, text in enumerate([s.street, place(inv), s.email, s.phone, f"Btw-nr: {s.vat}"]):
        f(190, 25 + k * 4.3, text, 8.6, "", "right")
    for k, (label, value) in enumerate((("Factuurnummer", inv.invoice_no), ("Factuurdatum", day(inv, inv.issued)),
                                        ("Vervaldatum", day(inv, inv.due)), ("Referentie", inv.po_printed or ""))):
        f(20, 40 + k * 5, label, 8.8, "", "left")
        f(52, 40 + k * 5, value, 8.8, "B" if k == 0 else "")
    f(20, 70, "Gefactureerd aan", 8.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "België", f"Btw-nr: {BUYER_VAT}"]):
        f(20, 75 + k * 4.4, text, 9)
    y = 112
    cols = [(20, "l"), (128, "r"), (152, "r"), (166, "r"), (190, "r")]
    for (x, al), head in zip(cols, ("Omschrijving", "Aantal", "Prijs per stuk", "Btw", "Bedrag")):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(40, 40, 40)
    pdf.set_line_width(0.35)
    pdf.line(20, y + 2.4, 190, y + 2.4)
    y += 8
    pdf.set_draw_color(215, 215, 215)
    pdf.set_line_width(0.2)
    for line in inv.lines:
        pdf.set_font("Lib", "", 9.2)
        desc = fp_wrap(pdf, line.description, 88)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), eur(line.price), f"{inv.rate()}%",
                                         eur(line.amount))):
            f(x, y, value, 9.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.2
            f(20, y, more, 9.2)
        pdf.line(20, y + 2.6, 190, y + 2.6)
        y += 7.6
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw ({rate}%)", "Totaal"):
        f(160, y, label, 10 if strong else 9, "B" if strong else "", "right")
        f(190, y, eur(value), 10 if strong else 9, "B" if strong else "", "right")
        y += 5.4
    y += 10
    f(20, y, "Betaalgegevens", 8.8, "B")
    for k, text in enumerate([f"Rekeninghouder: {s.name}", f"IBAN: {inv.iban}", f"BIC: {inv.bic}",
                              f"Mededeling: {inv.payment_ref}"]):
        f(20, y + 5 + k * 4.4, text, 8.8)
    f(105, 284, f"{s.name} · {s.register} · Btw-nr: {s.vat}", 7, "", "center")
    return bytes(pdf.output())


# --- henrri (Typst, DejaVu Serif / DejaVu Sans) ---------------------------------------------------------------------
def henrri(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    src = doc_head(inv, "Facture") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 16mm, bottom: 22mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(110))[{ts(s.name + " – SARL au capital de 8 000 € – " + s.register + " – N° TVA intracommunautaire " + s.vat)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, 80mm),\n'
        f'  [#text(font: "DejaVu Serif", size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ '
        f'{ts(place(inv))} \\ {ts("Tél. : " + s.phone)} \\ {ts(s.email)}],\n'
        f'  [#v(14mm) #block(stroke: 0.5pt + luma(150), inset: 3mm, width: 100%)[#text(weight: "bold")[{ts(BUYER[0])}]'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ BELGIQUE \\ {ts("N° TVA : " + BUYER_VAT)}]])\n#v(8mm)\n'
        f'#text(font: "DejaVu Serif", size: 17pt, weight: "bold")[{ts("FACTURE N° " + inv.invoice_no)}]\n#v(2mm)\n'
        f'{ts("Date : " + day(inv, inv.issued))} \\ {ts("Date d’échéance : " + day(inv, inv.due))} \\ '
        f'{ts("Référence client : " + inv.customer_no)} \\ {ts(inv.po_printed or "")}\n#v(7mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 12mm, 16mm, 24mm, 15mm, 26mm), stroke: 0.4pt + luma(160), '
            'fill: (x, y) => if y == 0 { luma(225) }, inset: (x: 1.6mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 3, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Désignation", "Qté", "Unité", "PU HT", "Remise", "Total HT")))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += ('#align(right, table(columns: (38mm, 28mm), stroke: 0.4pt + luma(160), inset: (x: 1.6mm, y: 1.8mm),\n')
    for label, value, strong in totals(inv, "Total HT", "Total HT", "TVA {rate} %", "Net à payer"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[{ts("Mentions")}] \\ {ts(inv.statement)}\n#v(3mm)\n'
            f'#text(weight: "bold")[{ts("Règlement")}] \\ '
            f'{ts("Par virement à réception de facture, au plus tard le " + day(inv, inv.due) + ". IBAN : " + inv.iban + " – BIC : " + inv.bic)}\n'
            '#v(3mm)\n#text(size: 7.4pt)[' + ts("En cas de retard de paiement, une pénalité égale à trois fois le "
                                               "taux d’intérêt légal sera exigible, ainsi qu’une indemnité forfaitaire "
                                               "pour frais de recouvrement de 40 €. Pas d’escompte pour paiement "
                                               "anticipé.") + ']\n')
    return _typst(src)


# --- coupa (reportlab platypus, Liberation Sans) --------------------------------------------------------------------
def coupa(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture n°", "status": "Statut : Approuvée",
          "head": ("Date de facture", "Conditions de paiement", "Date d’échéance", "Devise", "Fournisseur",
                   "N° TVA fournisseur", "Adresse de paiement", "Adresse de livraison", "Adresse de facturation",
                   "N° TVA client"),
          "lines": "Lignes",
          "cols": ("Ligne", "Type", "Description", "Réf. fournisseur", "N° de commande", "Qté", "UdM", "Prix",
                   "Total"),
          "type": "Qté", "sub": "Total des lignes", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total",
          "notes": "Notes du fournisseur", "comm": "Communication structurée", "bank": "Compte bancaire",
          "portal": "Facture soumise via le portail fournisseurs de Technibouw Distributie NV"}
         if fr else
         {"title": "Invoice #", "status": "Status: Approved",
          "head": ("Invoice Date", "Payment Term", "Due Date", "Currency", "Supplier", "Supplier Tax ID",
                   "Remit-To Address", "Ship To Address", "Bill To Address", "Customer Tax ID"),
          "lines": "Lines",
          "cols": ("Line", "Type", "Description", "Supplier Part #", "PO #", "Qty", "UOM", "Price", "Total"),
          "type": "Qty", "sub": "Lines Net Total", "net": "Net Total", "vat": "VAT {rate}%", "gross": "Total",
          "notes": "Supplier Note", "comm": "Payment reference", "bank": "Bank account",
          "portal": "Invoice submitted through the supplier portal of Technibouw Distributie NV"})
    inv.words = {"title": w["title"].rstrip(" #n°")}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("cpl", 7.4, "LS", grey=0.42)
    normal, right = _style("cpn", 8.2, "LS"), _style("cpr", 8.2, "LS", align=2)
    small, small_r = _style("cps", 7.6, "LS"), _style("cpsr", 7.6, "LS", align=2)
    bold = _style("cpb", 8.2, "LSB")
    title = Paragraph(f"<b>{escape(w['title'] + ' ' + inv.invoice_no)}</b>", _style("cpt", 16, "LSB", lead=20))
    status = Paragraph(escape(w["status"]), _style("cpst", 8.4, "LS", grey=0.25))
    remit = f"{s.name}<br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>IBAN {inv.iban}"
    buyer = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))
    values = (day(inv, inv.issued), inv.extra["terms"], day(inv, inv.due), "EUR", escape(s.name), s.vat, remit,
              buyer, buyer, BUYER_VAT)
    pairs = [[Paragraph(escape(k), lab), Paragraph(v, normal)] for k, v in zip(w["head"], values)]
    grid = Table([pairs[k] + pairs[k + 5] for k in range(5)], colWidths=[34 * mm, 55 * mm, 34 * mm, 55 * mm])
    grid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    rows = [[Paragraph(f"<b>{escape(h)}</b>", _style(f"cph{k}", 7.6, "LSB", align=2 if k in (5, 7, 8) else 0))
             for k, h in enumerate(w["cols"])]]
    po = inv.po_printed or ""
    for n, line in enumerate(inv.lines, 1):
        rows.append([Paragraph(str(n), small), Paragraph(w["type"], small), Paragraph(escape(line.description), small),
                     Paragraph(escape(line.article or ""), small), Paragraph(escape(po), small),
                     Paragraph(inv.qty(line), small_r), Paragraph(escape(line.unit), small),
                     Paragraph(inv.number(line.price, line.price_places), small_r),
                     Paragraph(inv.number(line.amount), small_r)])
    table = Table(rows, colWidths=[10 * mm, 10 * mm, 50 * mm, 25 * mm, 20 * mm, 13 * mm, 13 * mm, 17 * mm, 20 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.93, 0.94, 0.96)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    trows = [[Paragraph(escape(label), bold if strong else right),
              Paragraph(escape(inv.number(value)), _style("cptr", 8.2, "LSB" if strong else "LS", align=2))]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True)]
    for row in trows:
        row[0].style = _style("cptl", 8.2, "LS", align=2)
    tot = Table(trows, colWidths=[45 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [title, status, Spacer(1, 5 * mm), grid, Spacer(1, 6 * mm),
             Paragraph(f"<b>{escape(w['lines'])}</b>", _style("cplh", 10, "LSB", lead=13)), Spacer(1, 2 * mm),
             table, Spacer(1, 3 * mm), tot, Spacer(1, 7 * mm),
             Paragraph(f"<b>{escape(w['notes'])}</b>", bold), Paragraph(escape(inv.statement), normal),
             Spacer(1, 3 * mm), Paragraph(escape(f"{w['bank']}: IBAN {inv.iban} - BIC {inv.bic}"), normal)]
    if inv.payment_ref:
        story.append(Paragraph(escape(f"{w['comm']}: {inv.payment_ref}"), normal))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, w["portal"])
        canvas.drawRightString(194 * mm, 10 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- epicor (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def epicor(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("N° facture", "Date facture", "Page"), "sold": "Vendu à", "ship": "Livré à",
          "row": ("Commande", "Réf. client", "Expédition", "Conditions", "Échéance", "N° client"),
          "cols": ("Ligne", "Article", "Description", "Qté", "UdM", "Prix unitaire", "Rem. %", "Montant"),
          "pack": "Bon de livraison", "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %",
          "gross": "Total facture EUR", "vatno": "N° TVA", "bank": "Paiement : IBAN {iban} - BIC {bic}"}
         if fr else
         {"title": "Rechnung", "facts": ("Rechnungs-Nr.", "Rechnungsdatum", "Seite"), "sold": "Verkauft an",
          "ship": "Versand an",
          "row": ("Auftrag", "Ihre Bestellung", "Versandart", "Zahlungsbed.", "Fällig", "Kunden-Nr."),
          "cols": ("Pos.", "Artikel", "Beschreibung", "Menge", "ME", "Stückpreis", "Rab. %", "Betrag"),
          "pack": "Lieferschein", "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "MwSt. {rate} %",
          "gross": "Rechnungsbetrag EUR", "vatno": "USt-IdNr.", "bank": "Zahlung an: IBAN {iban} - BIC {bic}"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(16, 17, s.name, 12.5, B)
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}", f"Tel. {s.phone}",
                              s.email, f"{w['vatno']} {s.vat}"]):
        c.text(16, 22 + k * 3.8, text, 8, F)
    c.text(194, 17, w["title"].upper(), 17, B, "right")
    for k, (label, value) in enumerate(zip(w["facts"], (inv.invoice_no, day(inv, inv.issued), "1"))):
        c.text(160, 25 + k * 4.4, label + ":", 8.4, F, "right")
        c.text(194, 25 + k * 4.4, value, 8.4, B if k == 0 else F, "right")
    for x, label in ((16, w["sold"]), (110, w["ship"])):
        c.text(x, 50, label, 8, B)
        c.rule(x, 51.3, x + 80, 0.4)
        for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
            c.text(x, 56 + k * 4.2, text, 9, F)
    c.text(16, 75, f"{w['vatno']} {BUYER_VAT}", 8, F)
    y = 83
    xs = (16, 44, 76, 108, 140, 168)
    c.fill(16, y - 3.6, 178, 5, 0.85)
    values = (inv.extra["order"], inv.po_printed or "", inv.extra["ship_via"], inv.extra["terms"],
              day(inv, inv.due), inv.customer_no)
    for x, label, value in zip(xs, w["row"], values):
        c.text(x + 1, y, label, 7.6, B)
        c.text(x + 1, y + 5, value, 8.2, F)
    c.rule(16, y + 7, 194, 0.5)
    y = 101
    cols = [(17, "l"), (28, "l"), (62, "l"), (136, "r"), (139, "l"), (162, "r"), (176, "r"), (193, "r")]
    c.fill(16, y - 3.6, 178, 5, 0.85)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.6, B, "right" if al == "r" else "left")
    y += 7
    for n, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 8.2, 70 * MM)
        values = [str(n), line.article or "", desc[0], inv.qty(line), line.unit,
                  inv.number(line.price, line.price_places), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 7.9 if x == 28 else 8.2, F, "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            c.text(62, y, more, 8.2, F)
        y += 3.8
        c.text(62, y, f"{w['pack']} {inv.extra['packing']} / {n}", 7, F, grey=0.4)
        y += 5.4
    c.rule(16, y - 2.6, 194, 0.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        c.text(168, y, label, 8.6, B if strong else F, "right")
        c.text(193, y, inv.number(value), 8.6, B if strong else F, "right")
        if strong:
            c.rule(140, y - 4, 194, 0.5)
        y += 4.8
    y += 7
    for text in (inv.statement, w["bank"].format(iban=inv.iban, bic=inv.bic)):
        for row in rl_wrap(text, F, 8, 178 * MM):
            c.text(16, y, row, 8, F)
            y += 3.9
        y += 1.4
    c.text(105, 287, f"{s.name} · {s.register}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- fakturama (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def fakturama(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Datum", "Kundennummer", "Lieferdatum"),
          "cols": ("Pos.", "Menge", "Bezeichnung", "Einzelpreis", "Rabatt", "Gesamt"),
          "sub": "Zwischensumme", "net": "Netto", "vat": "MwSt. {rate}%", "gross": "Gesamtsumme",
          "greet": "Sehr geehrte Damen und Herren,", "intro": "wir erlauben uns, Ihnen folgende Lieferung in "
          "Rechnung zu stellen:", "due": "Bitte überweisen Sie den Rechnungsbetrag bis zum {due} auf unser Konto "
          "IBAN {iban}, BIC {bic}.", "bye": "Mit freundlichen Grüßen", "vatno": "USt-IdNr.", "tel": "Tel."}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Date", "Customer no.", "Delivery date"),
          "cols": ("Pos.", "Qty", "Description", "Unit price", "Discount", "Total"),
          "sub": "Subtotal", "net": "Net", "vat": "VAT {rate}%", "gross": "Total",
          "greet": "Dear Sir or Madam,", "intro": "we are pleased to invoice the following delivery:",
          "due": "Please transfer the invoice amount by {due} to our account IBAN {iban}, BIC {bic}{ref}.",
          "bye": "Kind regards", "vatno": "VAT no.", "tel": "Phone"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(190, 20, s.name, 12, "B", "right")
    for k, text in enumerate([s.street, place(inv), f"{w['tel']} {s.phone}", s.email]):
        f(190, 25 + k * 4, text, 8, "", "right")
    f(22, 50, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.2)
    pdf.line(22, 51.2, 105, 51.2)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(22, 57 + k * 4.6, text, 9.6)
    values = (inv.invoice_no, day(inv, inv.issued), inv.customer_no, day(inv, inv.issued))
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(142, 57 + k * 4.6, label + ":", 8.6, "", "right")
        f(145, 57 + k * 4.6, value, 8.6, "B" if k == 0 else "")
    f(22, 92, f"{w['title']} {inv.invoice_no}", 14, "B")
    f(22, 99, inv.po_printed or "", 9)
    f(22, 108, w["greet"], 9)
    f(22, 112.4, w["intro"], 9)
    y = 122
    cols = [(22, "l"), (41, "r"), (45, "l"), (155, "r"), (171, "r"), (190, "r")]
    pdf.set_line_width(0.4)
    pdf.line(22, y - 4.6, 190, y - 4.6)
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.4, "B", "right" if al == "r" else "left")
    pdf.line(22, y + 1.8, 190, y + 1.8)
    y += 7
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 8.6)
        desc = fp_wrap(pdf, f"{line.article} {line.description}" if line.article else line.description, 84)
        values = [str(n), f"{inv.qty(line)} {line.unit}".strip(), desc[0], inv.number(line.price, line.price_places),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(45, y, more, 8.6)
        y += 5.8
    pdf.set_line_width(0.2)
    pdf.line(22, y - 2.6, 190, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 9, "B" if strong else "", "right")
        f(190, y, inv.number(value) + " €", 9, "B" if strong else "", "right")
        y += 5
    y += 7
    pdf.set_font("DejaVu", "", 8.6)
    ref = f", reference {inv.payment_ref}" if inv.payment_ref else ""
    texts = ([inv.statement] if inv.statement else []) + [w["due"].format(due=day(inv, inv.due), iban=inv.iban,
                                                                          bic=inv.bic, ref=ref)]
    for text in texts:
        for row in fp_wrap(pdf, text, 168):
            f(22, y, row, 8.6)
            y += 4.2
        y += 1.6
    f(22, y + 5, w["bye"], 8.6)
    f(22, y + 9.6, s.name, 8.6)
    f(106, 284, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


WRITERS = {"twinfield": twinfield, "ifs": ifs, "sumup": sumup, "henrri": henrri, "coupa": coupa, "epicor": epicor,
           "fakturama": fakturama}
