"""Seven page writers for the twenty-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software the earlier corpora did not use (no logos, no trademarks, invented
suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, Liberation Sans and Liberation Serif. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- multivers (fpdf2, Liberation Sans): a Unit4 Multivers-style Dutch invoice: the company name and address top
  left, the customer in the window, `FACTUUR`, a two-column fact block (`Factuurnummer`, `Factuurdatum`,
  `Debiteurnummer`, `Uw ordernummer`, `Ons ordernummer`, `Verkoper`), columns `Artikelcode` / `Omschrijving` /
  `Aantal` / `Eenheid` / `Prijs` / `Bedrag` / `Btw`, totals (`Totaal artikelen`, `Factuurkorting 2 %`,
  `Totaal excl. btw`, `Btw 0%`, `Totaal incl. btw`), a btw-specificatie row, the payment line, a footer.
- cash (Typst, DejaVu Sans): a Cash-style Belgian small-business invoice, nl or fr: the company and its VAT number
  top left, the customer framed right, `FACTUUR` / `FACTURE` with a ruled row of facts (`Nummer`, `Datum`,
  `Vervaldag`, `Klant`, `Uw ref.`), columns `Artikel` (only when a line has one) / `Omschrijving` / `Aantal` /
  `Eenheidsprijs` / `Korting` / `Totaal` / `Btw`, a VAT recap (`Maatstaf` / `Btw %` / `Btw`), totals and
  **`Te betalen`** / **`À payer`**, the structured communication in a box.
- sage100 (reportlab platypus, DejaVu Sans Condensed): a Sage 100 Gestion Commerciale-style French invoice: the
  company top left, `FACTURE` with a boxed grid (`Date`, `N° pièce`, `Code client`, `Page`), the client framed
  right, `Votre commande n°`, columns `Référence` / `Désignation` / `Qté` / `Unité` / `P.U. HT` / `Rem. %` /
  `Montant HT`, a tax-base grid (`Code`, `Base HT`, `Taux`, `Montant TVA`) beside the totals (`Total brut HT`,
  `Frais de port`, `Total HT`, `Total TVA`, `Total TTC`, `Net à payer`), the due date, the legal mentions.
- lexware (fpdf2, Liberation Serif): a classic Lexware faktura+auftrag print, de (DE or AT): the sender line
  over the window, a right info block (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellung`, `vom`,
  `Lieferdatum`), `Rechnung`, a short letter text, columns `Pos.` / `Art.-Nr.` / `Bezeichnung` / `Menge` /
  `Einheit` / `E-Preis` / `Rabatt` / `G-Preis` between double rules, totals (`Zwischensumme`, `Versandkosten`,
  `Gesamt netto`, `zzgl. 0 % USt.`, `Gesamtbetrag`), a boxed four-column footer.
- navision (reportlab canvas, Liberation Sans): the classic Navision 4.0 `Sales - Invoice` report (206), de or
  en: `Verkauf - Rechnung` / `Sales - Invoice` and `Seite 1` / `Page 1` top right, the customer left and the
  company right with `Telefon`, `USt-IdNr.`, `Bank`, `IBAN`, `SWIFT-Code`, the header fields (`Rech. an Debitornr.`,
  `Ihre Referenz` / `Your Reference`, `Verkäufer`, `Rechnungsnr.`, `Buchungsdatum` / `Posting Date`,
  `Fälligkeitsdatum`), columns `Nr.` / `Beschreibung` / `Menge` / `Einheit` / `VK-Preis` / `Zeilen-rabatt %` /
  `Betrag`, totals (`Zwischensumme`, `Rechnungsrabattbetrag`, `Summe EUR ohne MWST`, `0% MWST`,
  `Summe EUR inkl. MWST`), the `MWST-Betrag Spezifikation` / `VAT Amount Specification` table (left out, as
  report 206 does, when the VAT amount is zero); dates with a two-digit year (`10.12.27`, `16/12/27`).
- sageuk (reportlab canvas, DejaVu Sans): a Sage Accounting (UK) invoice, en: the company name large top left,
  `INVOICE` right with `Invoice Number`, `Invoice Date`, `Due Date`, `Customer Reference`, `Invoice To`,
  **no article column**, `Description` / `Qty/Hrs` / `Price/Rate` / `Disc %` / `VAT %` / `Net`, totals
  `Total Net`, `Total VAT`, `TOTAL EUR`, the bank details and registration numbers.
- visma (Typst, Liberation Sans): a Visma.net ERP invoice, en: the company left, `INVOICE` right with a fact list
  (`Invoice no.`, `Invoice date`, `Due date`, `Customer no.`, `Your order no.`, `Our order no.`,
  `Our reference`, `Terms of payment`, `Terms of delivery`), `Invoice address` and `Delivery address`, columns
  `Item no.` / `Description` / `Quantity` / `Unit` / `Unit price` / `Disc. %` / `Amount`, totals
  (`Total excl. VAT`, `VAT 0 %`, `Total EUR`), a four-column footer."""

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

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, LIBERATION_SANS, MM, STAMP, Canvas,  # noqa: E402
                     _doc, _fpdf, _ft, _price, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)
COUNTRY = {"NL": {"nl": "Nederland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium"},
           "FR": {"fr": "France"}, "LU": {"fr": "Luxembourg"}, "DE": {"de": "Deutschland"},
           "AT": {"de": "Österreich"}, "IE": {"en": "Ireland"}, "DK": {"en": "Denmark"}}
register_fonts(*LIBERATION_SANS)


def _add(pdf, family: str, stem: str) -> None:
    """A Liberation family in fpdf2 (stem: "Sans" or "Serif")."""
    for style, suffix in (("", "Regular"), ("B", "Bold"), ("I", "Italic")):
        pdf.add_font(family, style, f"{LIBERATION}/Liberation{stem}-{suffix}.ttf")


# --- multivers (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def multivers(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _add(pdf, "Lib", "Sans")
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{s.postal_code}  {s.city.upper()}", f"Telefoon {s.phone}", s.email]):
        f(20, 24 + k * 3.9, text, 8.2)
    for k, text in enumerate([BUYER[0], "T.a.v. crediteurenadministratie", BUYER[1], f"9000  GENT",
                              "BELGIË"]):
        f(112, 52 + k * 4.5, text, 9.6)
    f(20, 86, "FACTUUR", 15, "B")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime("%d-%m-%Y")),
             ("Debiteurnummer", inv.customer_no), ("Uw ordernummer", inv.po_printed or ""),
             ("Ons ordernummer", inv.extra["ours"]), ("Verkoper", inv.extra["rep"]),
             ("Uw btw-nummer", BUYER_VAT)]
    for k, (label, value) in enumerate(facts[:4]):
        f(20, 94 + k * 4.3, label, 8.4)
        f(50, 94 + k * 4.3, ": " + value, 8.4)
    for k, (label, value) in enumerate(facts[4:]):
        f(112, 94 + k * 4.3, label, 8.4)
        f(140, 94 + k * 4.3, ": " + value, 8.4)
    y = 118
    pdf.set_line_width(0.3)
    pdf.line(20, y - 4.2, 192, y - 4.2)
    cols = [(20, "l", "Artikelcode"), (45, "l", "Omschrijving"), (128, "r", "Aantal"), (130, "l", "Eenheid"),
            (158, "r", "Prijs"), (181, "r", "Bedrag"), (191, "r", "Btw")]
    for x, al, head in cols:
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.line(20, y + 1.8, 192, y + 1.8)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 72)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line),
                  inv.number(line.amount), "0" if inv.reverse_charge else "2"]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(45, y, more, 8.4)
        if line.discount:
            y += 3.8
            f(45, y, f"Korting {inv.pct(line.discount)}%", 8.4)
        y += 5.4
    pdf.line(20, y - 2.6, 192, y - 2.6)
    y += 3
    rows = totals(inv, "Totaal artikelen", "Totaal excl. btw", "Btw {rate}%", "Totaal incl. btw")
    for label, value, strong in rows:
        f(150, y, label, 8.8, "B" if strong else "", "right")
        f(181, y, ("EUR " if strong else "") + inv.number(value), 8.8, "B" if strong else "", "right")
        y += 4.8
    y += 5
    f(20, y, "Btw-specificatie", 8, "B")
    y += 4.4
    for x, head in ((20, "Code"), (40, "Omschrijving"), (120, "Grondslag"), (150, "Btw %"), (181, "Btw-bedrag")):
        f(x, y, head, 7.8, "", "left" if x < 100 else "right")
    y += 4
    code = ("0", "Verlegd / ICL") if inv.reverse_charge else ("2", f"Hoog {inv.rate()}%")
    for x, value in ((20, code[0]), (40, code[1]), (120, inv.number(inv.net_total)), (150, inv.rate()),
                     (181, inv.number(inv.vat_amount))):
        f(x, y, value, 7.8, "", "left" if x < 100 else "right")
    y += 9
    pdf.set_font("Lib", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Betaling binnen {inv.extra['terms'].replace(' netto', '')} na factuurdatum, uiterlijk op "
        f"{inv.due.strftime('%d-%m-%Y')}, op IBAN {inv.iban} (BIC {inv.bic}) onder vermelding van factuurnummer "
        f"{inv.invoice_no}."]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.line(20, 276, 192, 276)
    f(106, 280, f"{s.name}  ·  {s.street}  ·  {place(inv)}  ·  {s.register}  ·  Btw-nr. {s.vat}", 6.8, "",
      "center")
    f(106, 283.4, f"IBAN {inv.iban}  ·  BIC {inv.bic}  ·  Op al onze leveringen zijn de algemene voorwaarden "
                  "van toepassing", 6.8, "", "center")
    return bytes(pdf.output())


# --- cash (Typst, DejaVu Sans) --------------------------------------------------------------------------------------
def cash(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Nummer", "Datum", "Vervaldag", "Klant", "Uw ref."),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenheidsprijs", "Korting", "Totaal", "Btw"),
          "base": ("Maatstaf van heffing", "Btw %", "Btw"), "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Te betalen", "vatno": "Btw", "comm": "Gestructureerde mededeling", "tel": "Tel.",
          "pay": "Gelieve te betalen vóór {due} op rekening {iban} - BIC {bic}."}
         if nl else
         {"title": "FACTURE", "facts": ("Numéro", "Date", "Échéance", "Client", "Votre réf."),
          "cols": ("Article", "Description", "Quantité", "Prix unitaire", "Remise", "Total", "TVA"),
          "base": ("Base imposable", "TVA %", "TVA"), "net": "Total HTVA", "vat": "TVA {rate}%",
          "gross": "À payer", "vatno": "TVA", "comm": "Communication structurée", "tel": "Tél.",
          "pay": "À payer avant le {due} sur le compte {iban} - BIC {bic}."})
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.customer_no,
              inv.po_printed or "")
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 15mm, bottom: 22mm), footer: align(center, text(size: 6.6pt, '
        f'fill: luma(100))[{ts(s.name + " - " + s.street + " - " + place(inv) + " - " + w["vatno"] + " " + s.vat)}'
        f' \\ {ts(s.register + " - " + inv.iban + " - " + inv.bic)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 82mm),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(w["tel"] + " " + s.phone)} \\ {ts(s.email)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [#v(10mm) #rect(width: 100%, inset: 3mm, stroke: 0.6pt)[#text(size: 9.6pt)[#text(weight: "bold")'
        f'[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ #v(1mm) '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}]]])\n'
        f'#v(8mm)\n#text(size: 16pt, weight: "bold")[{ts(w["title"])}]\n#v(1mm)\n'
        '#table(columns: (1fr, 1fr, 1fr, 1fr, 1.4fr), stroke: 0.5pt, inset: (x: 2mm, y: 1.6mm),\n'
        + "".join(f'  text(size: 7pt, fill: luma(90))[{ts(k)}],\n' for k in w["facts"])
        + "".join(f'  text(weight: "bold")[{ts(v)}],\n' for v in values) + ')\n')
    if inv.extra.get("subject"):
        src += f'#v(2mm)\n{ts(inv.extra["subject"])}\n'
    src += '#v(4mm)\n'
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 4 or discounts)]
    widths = {0: "27mm", 1: "1fr", 2: "21mm", 3: "25mm", 4: "15mm", 5: "22mm", 6: "11mm"}
    rows = []
    for line in inv.lines:
        qty = inv.qty(line) + (" " + line.unit if line.unit else "")
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]', 2: f'align(right)[{ts(qty)}]',
                 3: f'align(right)[{ts(_price(inv, line))}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.number(line.amount))}]', 6: f'align(center)[{ts(inv.extra["vatcode"])}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt } else { 0.3pt + luma(190) }), fill: (x, y) => if y == 0 { luma(225) }, '
            'inset: (x: 1.5mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 3, 4, 5) else "align(center, " if k == 6 else "("}'
                      f'text(weight: "bold")[{ts(w["cols"][k])}]),\n' for k in keep)
            + "".join(rows) + ')\n#v(4mm)\n')
    recap = (f'#table(columns: (34mm, 14mm, 22mm), stroke: 0.4pt, inset: 1.6mm,\n'
             + "".join(f'  text(size: 7pt)[{ts(h)}],\n' for h in w["base"])
             + f'  align(right)[{ts(inv.number(inv.net_total))}], align(right)[{ts(inv.rate())}], '
               f'align(right)[{ts(inv.number(inv.vat_amount))}],\n)')
    tot = '#table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.5mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        tot += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts("€ " + inv.number(value))}]),\n'
    tot += ')'
    src += f'#grid(columns: (1fr, auto), [{recap}], [{tot}])\n#v(6mm)\n'
    if inv.statement:
        src += f'#text(size: 7.8pt)[{ts(inv.statement)}]\n#v(3mm)\n'
    src += ts(w["pay"].format(due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic)) + '\n#v(2mm)\n'
    src += (f'#rect(inset: 2.4mm, stroke: 0.8pt)[{ts(w["comm"])}: #text(weight: "bold", size: 10pt)'
            f'[{ts(inv.payment_ref)}]]\n')
    return _typst(src)


# --- sage100 (reportlab platypus, DejaVu Sans Condensed) ------------------------------------------------------------
def sage100(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    lab = _style("sgl", 6.8, "DVC", grey=0.3, align=1)
    normal, right = _style("sgn", 8, "DVC"), _style("sgr", 8, "DVC", align=2)
    center, bold, bold_r = _style("sgc", 8, "DVC", align=1), _style("sgb", 8, "DVCB"), _style("sgbr", 8.4, "DVCB", align=2)
    grey = colors.Color(0.45, 0.45, 0.45)
    dfmt = "%d/%m/%Y"
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country]['fr'])}<br/>Tél. : {escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"N° TVA : {escape(s.vat)}", _style("sgco", 8.4, "DVC", lead=10.6))
    facts = Table([[Paragraph(h, lab) for h in ("Date", "N° pièce", "Code client", "Page")],
                   [Paragraph(inv.issued.strftime(dfmt), center), Paragraph(escape(inv.invoice_no), center),
                    Paragraph(escape(inv.customer_no), center), Paragraph("1", center)]],
                  colWidths=[20 * mm, 24 * mm, 24 * mm, 12 * mm])
    facts.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey), ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    head = Table([[Paragraph("FACTURE", _style("sgt", 18, "DVCB", lead=22))], [facts]], colWidths=[80 * mm])
    head.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    top = Table([[company, head]], colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    client = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE")),
                       _style("sgcl", 9.4, "DVC", lead=12))
    box = Table([[client]], colWidths=[80 * mm])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black), ("TOPPADDING", (0, 0), (-1, -1), 4),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 5), ("LEFTPADDING", (0, 0), (-1, -1), 6)]))
    refs = Paragraph(f"{escape(inv.extra['rep'])}<br/>N° TVA intracom. client : {BUYER_VAT}"
                     + (f"<br/>Votre commande n° {escape(inv.po_printed)}" if inv.po_printed else ""), normal)
    mid = Table([[refs, box]], colWidths=[98 * mm, 80 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    heads = ("Référence", "Désignation", "Qté", "Unité", "P.U. HT", "Rem. %", "Montant HT")
    rows = [[Paragraph(h, bold_r if k in (2, 4, 5, 6) else bold) for k, h in enumerate(heads)]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(_price(inv, line), right),
                     Paragraph(inv.number(line.discount) if line.discount else "", right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[25 * mm, 70 * mm, 13 * mm, 11 * mm, 20 * mm, 14 * mm, 25 * mm])
    table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                               ("LINEAFTER", (0, 0), (-2, -1), 0.3, grey),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.6),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.6)]))
    base = Table([[Paragraph(h, lab) for h in ("Code", "Base HT", "Taux", "Montant TVA")],
                  [Paragraph("EXO" if inv.reverse_charge else "N", center),
                   Paragraph(inv.number(inv.net_total), right), Paragraph(inv.number(inv.vat_rate), right),
                   Paragraph(inv.number(inv.vat_amount), right)]],
                 colWidths=[14 * mm, 26 * mm, 14 * mm, 22 * mm])
    base.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, grey)]))
    trows = []
    for label, value, strong in totals(inv, "Total brut HT", "Total HT", "Total TVA", "Total TTC"):
        trows.append([Paragraph(escape(label), bold if strong else normal),
                      Paragraph(inv.number(value), bold_r if strong else right)])
    trows.append([Paragraph("<b>NET À PAYER</b>", bold), Paragraph(f"<b>{inv.number(inv.gross_total)} €</b>",
                                                                   bold_r)])
    tot = Table(trows, colWidths=[34 * mm, 28 * mm])
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.9, 0.9)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    due = Paragraph(f"<b>Échéance(s)</b><br/>{inv.due.strftime(dfmt)}  {escape(inv.extra['mode'])}  "
                    f"{inv.number(inv.gross_total)} €<br/><br/>IBAN : {escape(inv.iban)}<br/>BIC : {inv.bic}", normal)
    foot = Table([[Table([[base], [Spacer(1, 3 * mm)], [due]], colWidths=[100 * mm]), tot]],
                 colWidths=[112 * mm, 66 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 6 * mm), mid, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), foot, Spacer(1, 6 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm),
             Paragraph("Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de "
                       "recouvrement : 40 €. Pas d'escompte pour paiement anticipé.",
                       _style("sgs", 7, "DVC", grey=0.25))]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.3)
        canvas.drawCentredString(105 * mm, 13 * mm, s.register)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- lexware (fpdf2, Liberation Serif) ------------------------------------------------------------------------------
def lexware(inv: Invoice) -> bytes:
    s, at = inv.supplier, "at" in inv.extra
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _add(pdf, "Ser", "Serif")
    f = lambda x, y, text, size=10, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Ser")  # noqa: E731
    f(190, 20, s.name, 15, "B", "right")
    f(190, 26, f"{s.street} - {place(inv)}", 9.4, "I", "right")
    f(25, 48, f"{s.name} - {s.street} - {'A-' if at else ''}{place(inv)}", 7, "U")
    for k, text in enumerate(["Firma", BUYER[0], "Buchhaltung / Kreditoren", BUYER[1], f"B-{BUYER[2]}",
                              "BELGIEN"]):
        f(25, 55 + k * 4.6, text, 10.4)
    facts = [("Rechnungs-Nr.", inv.invoice_no), ("Datum", inv.issued.strftime("%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihre Bestellung", inv.po_printed or ""),
             ("vom", inv.extra["order_date"]), ("Leistungsdatum" if at else "Lieferdatum", inv.extra["delivery"]), ("Seite", "1")]
    for k, (label, value) in enumerate(facts):
        f(128, 55 + k * 4.5, label, 9.4)
        f(158, 55 + k * 4.5, value, 9.4)
    f(25, 96, "Rechnung", 16, "B")
    f(25, 104, "Sehr geehrte Damen und Herren,", 10)
    f(25, 109, "wir erlauben uns, Ihnen folgende " + ("Leistungen" if at else "Lieferungen") + " in Rechnung zu stellen:",
      10)
    y = 119
    pdf.set_line_width(0.25)
    for dy in (-4.6, -4.0):
        pdf.line(25, y + dy, 190, y + dy)
    cols = [(25, "l", "Pos."), (34, "l", "Art.-Nr."), (56, "l", "Bezeichnung"), (127, "r", "Menge"),
            (129, "l", "Einheit"), (160, "r", "E-Preis"), (172, "r", "Rabatt"), (190, "r", "G-Preis")]
    for x, al, head in cols:
        f(x, y, head, 9, "B", "right" if al == "r" else "left")
    pdf.line(25, y + 1.8, 190, y + 1.8)
    y += 6.6
    for k, line in enumerate(inv.lines):
        pdf.set_font("Ser", "", 9.6)
        desc = fp_wrap(pdf, line.description, 56)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, _price(inv, line),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 9.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4.2
            f(56, y, more, 9.6)
        y += 5.6
    pdf.line(25, y - 3, 190, y - 3)
    y += 2.5
    rows = totals(inv, "Zwischensumme", "Gesamt netto", "zzgl. {rate} % USt.", "Gesamtbetrag")
    for label, value, strong in rows:
        if strong:
            pdf.line(128, y - 4.4, 190, y - 4.4)
        f(128, y, label, 10, "B" if strong else "")
        f(190, y, inv.number(value) + " EUR", 10, "B" if strong else "", "right")
        y += 5.2
    pdf.line(128, y - 4.2, 190, y - 4.2)
    pdf.line(128, y - 3.6, 190, y - 3.6)
    y += 6
    pdf.set_font("Ser", "", 9.6)
    texts = [inv.statement, f"Zahlbar bis {inv.due.strftime('%d.%m.%Y')} ohne Abzug.",
             "Wir danken für Ihren Auftrag und freuen uns auf die weitere Zusammenarbeit."]
    for text in texts:
        for row in fp_wrap(pdf, text, 165):
            f(25, y, row, 9.6)
            y += 4.4
        y += 1.2
    pdf.rect(25, 266, 165, 17)
    cols4 = [[s.name, s.street, f"{'A-' if at else ''}{place(inv)}", inv.extra["boss"]],
             [f"Tel. {s.phone}", s.email, "UID " + s.vat if at else "USt-IdNr. " + s.vat],
             s.register.split(", ") if at else s.register.replace(" HRB", "\nHRB").split("\n"),
             [inv.extra["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((27, 70, 113, 145), cols4):
        for k, text in enumerate(col):
            f(x, 270 + k * 3.3, text, 7)
    return bytes(pdf.output())


# --- navision (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def navision(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Verkauf - Rechnung", "page": "Seite 1", "phone": "Telefon", "vatno": "USt-IdNr.",
          "bank": "Bank", "acc": "IBAN", "swift": "SWIFT-Code",
          "head": ("Rech. an Debitornr.", "Ihre Referenz", "Verkäufer", "Auftragsnr.", "Rechnungsnr.",
                   "Buchungsdatum", "Fälligkeitsdatum", "Zlg.-Bedingungen", "Lieferbedingung"),
          "cols": (("Nr.",), ("Beschreibung",), ("Menge",), ("Einheit",), ("VK-Preis",), ("Zeilen-", "rabatt %"),
                   ("Betrag",)),
          "sub": "Zwischensumme", "disc": "Rechnungsrabattbetrag", "net": "Summe EUR ohne MWST",
          "vat": "{rate}% MWST", "gross": "Summe EUR inkl. MWST", "spec": "MWST-Betrag Spezifikation",
          "spec_cols": ("MWST-Kennzeichen", "MWST %", "Zeilenbetrag", "Rechnungsrab.-betrag", "MWST-Bemessungsgrundl.",
                        "MWST-Betrag"), "ident": "EU-LIEF", "dfmt": "%d.%m.%y"}
         if de else
         {"title": "Sales - Invoice", "page": "Page 1", "phone": "Phone No.", "vatno": "VAT Reg. No.",
          "bank": "Bank", "acc": "IBAN", "swift": "SWIFT Code",
          "head": ("Bill-to Customer No.", "Your Reference", "Salesperson", "Order No.", "Invoice No.",
                   "Posting Date", "Due Date", "Payment Terms", "Shipment Method"),
          "cols": (("No.",), ("Description",), ("Quantity",), ("Unit of", "Measure"), ("Unit Price",),
                   ("Line", "Disc. %"), ("Amount",)),
          "sub": "Subtotal", "disc": "Inv. Discount Amount", "net": "Total EUR Excl. VAT", "vat": "{rate}% VAT",
          "gross": "Total EUR Incl. VAT", "spec": "VAT Amount Specification",
          "spec_cols": ("VAT Identifier", "VAT %", "Line Amount", "Inv. Disc. Amount", "VAT Base", "VAT Amount"),
          "ident": "VAT6", "dfmt": "%d/%m/%y"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 16, w["title"], 13, B, "right")
    c.text(192, 21, w["page"], 7.4, F, "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["de" if de else "en"]]):
        c.text(18, 32 + k * 3.8, text, 7.6, F)
    comp = [s.name, s.street, place(inv)]
    info = [(w["phone"], s.phone), (w["vatno"], s.vat), (w["bank"], inv.extra["bank"]), (w["acc"], inv.iban),
            (w["swift"], inv.bic)]
    for k, text in enumerate(comp):
        c.text(192, 32 + k * 3.8, text, 7.6, F, "right")
    for k, (label, value) in enumerate(info):
        c.text(132, 45 + k * 3.6, label, 7.4, F)
        c.text(192, 45 + k * 3.6, value, 7.4, F, "right")
    c.text(18, 50, f"{w['vatno']} {BUYER_VAT}", 7.4, F)
    values = (inv.customer_no, inv.po_printed or "", inv.extra["sales"], inv.extra["ours"], inv.invoice_no,
              inv.issued.strftime(w["dfmt"]), inv.due.strftime(w["dfmt"]), inv.extra["terms"], inv.extra["ship"])
    for k, (label, value) in enumerate(zip(w["head"], values)):
        col, row = (18, k) if k < 4 else (132, k - 4)
        c.text(col, 72 + row * 3.6, label, 7.4, F)
        c.text(col + (30 if col == 18 else 60), 72 + row * 3.6, value, 7.4, F, "left" if col == 18 else "right")
    y = 100
    cols = [(18, "left"), (40, "left"), (124, "right"), (126, "left"), (158, "right"), (174, "right"),
            (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        for j, part in enumerate(head):
            c.text(x, y - 3.2 * (len(head) - 1 - j), part, 7.4, B, al)
    c.rule(18, y + 1.4, 192, 0.5)
    y += 5.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.6, 66 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         _price(inv, line), inv.pct(line.discount) if line.discount else "",
                                         inv.number(line.amount))):
            c.text(x, y, value, 7.6, F, al)
        for more in desc[1:]:
            y += 3.5
            c.text(40, y, more, 7.6, F)
        y += 4.2
    y += 1.5
    rows = []
    adj = inv.adjustment_amounts()
    if adj:
        rows += [(w["sub"], inv.subtotal, False)] + [(w["disc"], amount, False) for _, amount in adj]
    rows += [(w["net"], inv.net_total, True), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
             (w["gross"], inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            c.rule(158, y - 3.2, 192, 0.4)
        c.text(158, y, label, 7.6, B if strong else F, "right")
        c.text(192, y, inv.number(value), 7.6, B if strong else F, "right")
        y += 4
    c.rule(160, y - 2.6, 192, 0.4)
    y += 7
    if inv.vat_amount:   # like report 206, the VAT specification is left out when there is no VAT amount
        c.text(18, y, w["spec"], 7.6, B)
        y += 4.4
        xs = (18, 62, 92, 122, 156, 192)
        for k, (x, head) in enumerate(zip(xs, w["spec_cols"])):
            c.text(x, y, head, 7.2, B, "left" if k == 0 else "right")
        c.rule(18, y + 1.2, 192, 0.4)
        y += 4.4
        disc = -sum((a for _, a in adj), inv.subtotal * 0)
        for k, (x, value) in enumerate(zip(xs, ((w["ident"] if inv.vat_rate == 0 or not de else "MWST21"),
                                                 inv.number(inv.vat_rate), inv.number(inv.subtotal), inv.number(disc),
                                                 inv.number(inv.net_total), inv.number(inv.vat_amount)))):
            c.text(x, y, value, 7.4, F, "left" if k == 0 else "right")
        y += 9
    texts = ([inv.statement] if inv.statement else [])
    if inv.payment_ref:
        texts.append(f"Please pay using the structured communication {inv.payment_ref}.")
    for text in texts:
        for row in rl_wrap(text, F, 7.6, 174 * MM):
            c.text(18, y, row, 7.6, F)
            y += 3.6
        y += 1.6
    c.text(105, 285, f"{s.name} - {s.register} - {s.email}", 6.4, F, "center", grey=0.3)
    return c.bytes()


# --- sageuk (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def sageuk(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 22, s.name, 16, B)
    for k, text in enumerate([s.street, s.city, s.postal_code, COUNTRY[s.country]["en"], s.phone, s.email]):
        c.text(18, 29 + k * 3.9, text, 8, F, grey=0.25)
    c.text(192, 22, "INVOICE", 20, F, "right", grey=0.35)
    facts = (("Invoice Number", inv.invoice_no), ("Invoice Date", inv.issued.strftime("%d/%m/%Y")),
             ("Due Date", inv.due.strftime("%d/%m/%Y")), ("Customer Reference", inv.po_printed or ""),
             ("Customer VAT Number", BUYER_VAT))
    for k, (label, value) in enumerate(facts):
        c.text(150, 32 + k * 4.6, label, 8, B, "right")
        c.text(154, 32 + k * 4.6, value, 8, F)
    c.text(18, 62, "Invoice To", 8, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium"]):
        c.text(18, 67 + k * 4.2, text, 8.8, F)
    y = 94
    c.fill(18, y - 4.4, 174, 6.4, 0.88)
    cols = [(20, "left", "Description"), (122, "right", "Qty/Hrs"), (143, "right", "Price/Rate"),
            (158, "right", "Disc %"), (171, "right", "VAT %"), (190, "right", "Net")]
    for x, al, head in cols:
        c.text(x, y, head, 7.8, B, al)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 96 * MM)
        values = (desc[0], inv.qty(line), _price(inv, line), inv.number(line.discount) if line.discount else "0.00",
                  inv.number(inv.vat_rate), inv.number(line.amount))
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(20, y, more, 8.2, F)
        c.rule(18, y + 2.4, 192, 0.25, grey=0.75)
        y += 6.4
    y += 3
    rows = [("Total Net", inv.net_total), ("Total VAT", inv.vat_amount), ("TOTAL", inv.gross_total)]
    for label, value in rows:
        strong = label == "TOTAL"
        c.text(160, y, label + (" EUR" if strong else ""), 9 if strong else 8.4, B if strong else F, "right")
        c.text(190, y, inv.number(value), 9 if strong else 8.4, B if strong else F, "right")
        y += 5.2
    y += 6
    for row in rl_wrap(inv.statement, F, 8, 172 * MM):
        c.text(18, y, row, 8, F)
        y += 3.9
    y += 6
    c.text(18, y, "Bank Details", 8.4, B)
    for k, text in enumerate([f"Account Name: {s.name}", "Bank: Bank of Ireland, Patrick Street, Cork",
                              f"IBAN: {inv.iban}", f"BIC: {inv.bic}",
                              f"Payment Terms: 30 days. Please quote {inv.invoice_no} with your payment."]):
        c.text(18, y + 4.4 + k * 4, text, 8, F)
    c.rule(18, 276, 192, 0.3, grey=0.7)
    c.text(105, 280, f"{s.register}  |  VAT Registration No. {s.vat}", 7, F, "center", grey=0.35)
    c.text(105, 283.5, f"Registered Office: {s.street}, {s.city}, {s.postal_code}, Ireland", 7, F, "center",
           grey=0.35)
    return c.bytes()


# --- visma (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def visma(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d-%m-%Y"
    facts = (("Invoice no.", inv.invoice_no), ("Invoice date", inv.issued.strftime(dfmt)),
             ("Due date", inv.due.strftime(dfmt)), ("Customer no.", inv.customer_no),
             ("Your order no.", inv.po_printed or ""), ("Our order no.", inv.extra["order"]),
             ("Our reference", inv.extra["ours"]), ("Terms of payment", inv.extra["terms"]),
             ("Terms of delivery", inv.extra["delivery"]))
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 30mm), footer: [#line(length: 100%, stroke: '
        '0.5pt) #set text(size: 6.8pt)\n#grid(columns: (1fr, 1fr, 1fr, 1fr), column-gutter: 3mm,\n'
        f'  [*Address* \\ {ts(s.name)} \\ {ts(s.street)} \\ {ts("DK-" + place(inv))}],\n'
        f'  [*Contact* \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  [*Registration* \\ {ts(s.register)} \\ {ts("VAT no. " + s.vat)}],\n'
        f'  [*Bank* \\ {ts("IBAN " + inv.iban)} \\ {ts("SWIFT/BIC " + inv.bic)}])])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 78mm),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] #v(14mm) '
        f'#text(size: 7.4pt, fill: luma(90))[{ts("Invoice address")}] \\ {ts(BUYER[0])} \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts("BELGIUM")} #v(3mm) #text(size: 7.4pt, fill: luma(90))[{ts("Delivery address")}] '
        f'\\ {ts(BUYER[0])} \\ {ts("Goods reception, gate 3")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts("BELGIUM")}],\n'
        f'  [#text(size: 18pt, weight: "bold")[{ts("INVOICE")}] #v(2mm)\n'
        '  #table(columns: (32mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(90))[{ts(k)}], [{ts(v)}],\n' for k, v in facts if v)
        + f'    text(fill: luma(90))[{ts("Your VAT no.")}], [{ts(BUYER_VAT)}],\n  )])\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        cells = [f'[{ts(line.article or "")}]', f'[{ts(line.description)}]', f'align(right)[{ts(inv.qty(line))}]',
                 f'[{ts(line.unit)}]', f'align(right)[{ts(_price(inv, line))}]',
                 f'align(right)[{ts(inv.number(line.discount) if line.discount else "")}]',
                 f'align(right)[{ts(inv.number(line.amount))}]']
        rows.append("  " + ", ".join(cells) + ",\n")
    heads = ("Item no.", "Description", "Quantity", "Unit", "Unit price", "Disc. %", "Amount")
    src += ('#table(columns: (26mm, 1fr, 17mm, 13mm, 20mm, 14mm, 23mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt } else { 0.3pt + luma(200) }), inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5, 6) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Subtotal", "Total excl. VAT", "VAT {rate} %", "Total EUR"):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(f"Please pay EUR {inv.number(inv.gross_total)} to IBAN {inv.iban} by {inv.due.strftime(dfmt)}, "
              f"stating invoice no. {inv.invoice_no}.") + "\n"
    return _typst(src)


WRITERS = {"multivers": multivers, "cash": cash, "sage100": sage100, "lexware": lexware, "navision": navision,
           "sageuk": sageuk, "visma": visma}
