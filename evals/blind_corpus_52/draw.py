"""Seven page writers for the fifty-second blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two on fpdf2, two on
reportlab's platypus flowables, two on reportlab's canvas, one made by Typst, on Liberation and DejaVu fonts. Every
writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The drawing helpers (reportlab canvas in mm,
fpdf2 and platypus set-ups, word wrapping, Typst strings, the buyer, the totals rows) are evals/blind_corpus/drawing.py's.

- writer (fpdf2, Liberation Serif / Sans): a small tradesman's LibreOffice Writer template, nl or fr: the trade's
  name in large type with the trades under it, the customer on the right, a place-and-date line
  (`Merelbeke, 2 november 2027`), `FACTUUR nr. …` / `FACTURE n° …`, the order reference, a Writer table with every
  cell ruled (`Omschrijving` / `Aantal` / `Eenheid` / `Eenheidsprijs` / `Bedrag`), the totals as the table's last
  rows, the payment sentence and a footer line with the VAT number and bank.
- despachos (reportlab platypus, Liberation Sans): a Sage Despachos print of a Spanish professional office, Spanish
  labels with English under them: `FACTURA / INVOICE`, a boxed `Nº factura`, `Fecha`, `Cliente`, `NIF / VAT`,
  the matter (`Expediente`), `Concepto / Description` / `Horas / Hours` / `Precio / Rate` / `Importe / Amount`,
  `Base imponible / Tax base`, `IVA 0 %`, `Total factura / Invoice total`, the legal text and the bank.
- cubigo (Typst, DejaVu Sans): a Cubigo-style platform invoice, nl or fr: a coloured band with the company name,
  `Factuur` / `Facture` with the facts as a two-column card (`Factuurnummer`, `Factuurdatum` written out,
  `Vervaldatum`, `Klantnummer`, `Referentie`), the customer card, rounded table `Omschrijving` / `Aantal` /
  `Eenheidsprijs` / `Korting` / `Totaal`, totals `Subtotaal excl. btw`, `Btw 21%`, `Totaal incl. btw`, the payment box.
- proforma (fpdf2, DejaVu Sans): a Proforma-style wholesaler's invoice, nl or de: the company left and its numbers
  right, the address window, `FACTUUR` / `RECHNUNG` with a line of facts (`Factuurnr.`, `Datum`, `Klantnr.`,
  `Uw ordernummer`, `Pakbon`), `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` / (`Korting`) /
  `Bedrag`, totals (`Subtotaal`, the charge, `Totaal excl. btw`, `Btw 0%`, `Totaal`), the statement.
- chargify (reportlab canvas, Liberation Sans): a Chargify-style subscription invoice in English: the company
  top left, `Invoice` right with `Invoice #`, `Issue Date` and `Due Date` written the US way (`November 19,
  2027`), `Bill To`, the memo, `Description` / `Quantity` / `Unit Price` / `Amount` with the service period under
  the plan, `Subtotal`, the coupon, `Tax`, `Total`, `Payments`, `Amount Due` (no line labelled net).
- facturo (reportlab platypus, DejaVu Sans): a Facturo-style online invoice, nl or fr: the supplier left, `Factuur`
  / `Facture` right, a row of three facts boxes, `Code` / `Omschrijving` / `Aantal` / `Prijs` / `Korting` /
  `Btw` / `Totaal`, a VAT summary table (`Basis`, `Btw %`, `Btw`) beside the totals, the payment sentence.
- falcon (reportlab canvas, DejaVu Sans Mono): a Falcon-style ERP print in a fixed-width font, de: the company in
  the header, the address window, a boxed fact block (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Ihr Zeichen`,
  `Unsere AB`, `Lieferschein`), dashed rules, columns `Pos` / `Artikel` / `Bezeichnung` / `Menge` / `ME` /
  `Preis EUR` / `Betrag EUR`, totals `Warenwert`, `Netto`, `MwSt 0,00 %`, `Endbetrag EUR`."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION, LIBERATION_SANS, MM, Canvas,  # noqa: E402
                     _doc, _fpdf, _ft, _issued, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap,
                     totals, ts)

register_fonts(*LIBERATION_SANS)
register_fonts(("DVM", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
               ("DVMB", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"))


def _eur(inv: Invoice, value, before: bool = True) -> str:
    return f"€ {inv.number(value)}" if before else f"{inv.number(value)} €"


# --- writer (fpdf2, Liberation Serif / Sans) ------------------------------------------------------------------------
def writer(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "nr": "nr.", "due": "Vervaldatum", "cols": ("Omschrijving", "Aantal", "Eenheid",
                                                                          "Eenheidsprijs", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal te betalen",
          "vatno": "Btw", "to": "Aan:", "colon": ":",
          "pay": "Gelieve het totaalbedrag binnen {terms} over te schrijven op rekening {iban} (BIC {bic}) met "
                 "vermelding van het factuurnummer {no}.", "thanks": "Met dank voor uw vertrouwen,"}
         if nl else
         {"title": "FACTURE", "nr": "n°", "due": "Date d'échéance", "cols": ("Description", "Quantité", "Unité",
                                                                               "Prix unitaire", "Montant"),
          "sub": "Sous-total", "net": "Total HTVA", "vat": "TVA {rate}%", "gross": "Total à payer",
          "vatno": "TVA", "to": "À l'attention de :", "colon": " :",
          "pay": "Merci de verser le montant total dans les {terms} sur le compte {iban} (BIC {bic}) en "
                 "mentionnant la communication structurée {ref}.", "thanks": "Avec nos remerciements,"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", inv.extra["owner"])
    for style, file in (("", "LiberationSerif-Regular.ttf"), ("B", "LiberationSerif-Bold.ttf"),
                        ("I", "LiberationSerif-Italic.ttf")):
        pdf.add_font("Serif", style, f"{LIBERATION}/{file}")
    pdf.add_font("Lib", "", f"{LIBERATION}/LiberationSans-Regular.ttf")
    pdf.add_font("Lib", "B", f"{LIBERATION}/LiberationSans-Bold.ttf")
    f = lambda x, y, text, size=11, style="", align="left", fam="Serif": _ft(pdf, x, y, text, size, style,  # noqa
                                                                              align, fam)
    f(20, 22, s.name, 20, "B", fam="Lib")
    f(20, 28, inv.extra["trade"], 10, "I")
    pdf.set_draw_color(0, 0, 0)
    pdf.line(20, 30.5, 190, 30.5)
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(20, 37 + k * 4.6, text, 10)
    f(118, 52, w["to"], 10, "I")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(118, 57.5 + k * 5, text, 11, "B" if k == 0 else "")
    f(20, 86, f"{s.city}, {_issued(inv, '%d/%m/%Y')}", 11)
    title = f"{w['title']} {w['nr']} {inv.invoice_no}"
    f(20, 97, title, 15, "B")
    pdf.set_font("Serif", "B", 15)
    pdf.line(20, 98.2, 20 + pdf.get_string_width(title), 98.2)
    y = 105
    if inv.po_printed:
        f(20, y, f"{inv.extra['ref_label']} {inv.po_printed}", 11)
        y += 5.5
    f(20, y, f"{w['due']}{w['colon']} {inv.due.strftime('%d/%m/%Y')}", 11)
    y += 9
    # the Writer table: every cell ruled (0.5 pt), the header row bold on light grey
    xs = [20, 106, 124, 142, 166, 190]
    pdf.set_line_width(0.18)
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(20, y, 170, 7, style="DF")
    for k, head in enumerate(w["cols"]):
        if k == 0:
            f(xs[0] + 1.5, y + 5, head, 10.5, "B")
        else:
            f(xs[k + 1] - 1.5, y + 5, head, 10.5, "B", "right")
    for x in xs[1:-1]:
        pdf.line(x, y, x, y + 7)
    y += 7
    for line in inv.lines:
        pdf.set_font("Serif", "", 10.5)
        desc = fp_wrap(pdf, line.description, 82)
        h = 2.6 + 4.8 * len(desc)
        pdf.rect(20, y, 170, h)
        for x in xs[1:-1]:
            pdf.line(x, y, x, y + h)
        for k, row in enumerate(desc):
            f(21.5, y + 5 + k * 4.8, row, 10.5)
        for k, value in enumerate((inv.qty(line), line.unit, _eur(inv, line.price), _eur(inv, line.amount))):
            if k == 1:
                f(xs[2] + 1.5, y + 5, value, 10.5)
            else:
                f(xs[k + 2] - 1.5, y + 5, value, 10.5, "", "right")
        y += h
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        pdf.rect(20, y, 170, 6.6, style="DF" if strong else "D")
        pdf.line(166, y, 166, y + 6.6)
        f(164.5, y + 4.7, label, 10.5, "B" if strong else "", "right")
        f(188.5, y + 4.7, _eur(inv, value), 10.5, "B" if strong else "", "right")
        y += 6.6
    y += 8
    pdf.set_font("Serif", "", 10.5)
    texts = ([inv.statement] if inv.statement else []) + ([inv.extra["note"]] if "note" in inv.extra else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, no=inv.invoice_no,
                        ref=inv.payment_ref)]
    for text in texts:
        for row in fp_wrap(pdf, text, 170):
            f(20, y, row, 10.5)
            y += 4.9
        y += 2.5
    y += 4
    f(20, y, w["thanks"], 10.5)
    f(20, y + 12, inv.extra["owner"], 10.5, "I")
    pdf.line(20, 279, 190, 279)
    f(105, 283.5, f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {s.vat} · {s.register}", 8, "",
      "center")
    f(105, 287.5, f"IBAN {inv.iban} · BIC {inv.bic}", 8, "", "center")
    return bytes(pdf.output())


# --- despachos (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def despachos(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Factura"}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    F, B = "LS", "LSB"
    lab = _style("dl", 6.8, F, grey=0.4)
    normal, right = _style("dn", 8.6, F), _style("dr", 8.6, F, align=2)
    bold, bold_r = _style("db", 8.6, B), _style("dbr", 8.6, B, align=2)
    blue = colors.Color(0.12, 0.25, 0.45)
    company = Paragraph(f"<font name='LSB' size='13'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(s.postal_code)} {escape(s.city)} (España)<br/>NIF {escape(s.vat[2:])}<br/>"
                        f"Tel. {escape(s.phone)}<br/>{escape(s.email)}", _style("dc", 8.6, F, lead=11))
    title = Paragraph("<font name='LSB' size='18'>FACTURA</font><br/><font size='9' color='#666666'>INVOICE</font>",
                      _style("dt", 9, F, align=2, lead=20))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    facts = [("Nº factura / Invoice no.", inv.invoice_no), ("Serie / Series", inv.extra["series"]),
             ("Fecha / Date", inv.issued.strftime("%d/%m/%Y")), ("Vencimiento / Due", inv.due.strftime("%d/%m/%Y")),
             ("Cód. cliente / Client", inv.customer_no)]
    fact_rows = [[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k.startswith("Nº") else normal)]
                 for k, v in facts]
    fact_box = Table(fact_rows, colWidths=[34 * mm, 30 * mm])
    fact_box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, blue), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                                  ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    client = Paragraph("<font size='6.8' color='#666666'>CLIENTE / CLIENT</font><br/>"
                       f"<b>{escape(BUYER[0])}</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>"
                       f"{escape(COUNTRY_BE['en'])}<br/>NIF-IVA / VAT: {escape(BUYER_VAT)}",
                       _style("dcl", 9, F, lead=11.5))
    mid = Table([[client, fact_box]], colWidths=[112 * mm, 66 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, 0), 0),
                             ("BOX", (0, 0), (0, 0), 0.4, colors.Color(0.6, 0.6, 0.6))]))
    refs = [Paragraph(escape(f"Expediente / Matter: {inv.extra['matter']}"), normal)]
    if inv.po_printed:
        refs.append(Paragraph(escape(f"Su referencia / Your reference: {inv.po_printed}"), normal))
    head = (("Concepto", "Description"), ("Horas", "Hours"), ("Precio", "Rate"), ("Importe", "Amount"))
    rows = [[Paragraph(f"<font color='white'><b>{escape(es)}</b><br/>{escape(en)}</font>", bold_r if k else bold)
             for k, (es, en) in enumerate(head)]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(_eur(inv, line.price, False), right), Paragraph(_eur(inv, line.amount, False), right)])
    table = Table(rows, colWidths=[106 * mm, 20 * mm, 24 * mm, 28 * mm], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), blue),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = [[Paragraph(escape(lab_), bold_r if strong else right),
              Paragraph(escape(_eur(inv, value, False)), bold_r if strong else right)]
             for lab_, value, strong in totals(inv, "Suma / Sum", "Base imponible / Tax base",
                                               "IVA {rate} % / VAT {rate} %", "Total factura / Invoice total")]
    tot = Table(trows, colWidths=[58 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, blue), ("LINEABOVE", (0, -1), (-1, -1), 0.6, blue),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.93, 0.97))]))
    story = [top, Spacer(1, 6 * mm), mid, Spacer(1, 5 * mm), *refs, Spacer(1, 4 * mm), table, Spacer(1, 4 * mm),
             tot, Spacer(1, 8 * mm), Paragraph(escape(inv.statement), normal), Spacer(1, 3 * mm),
             Paragraph(escape(f"Forma de pago / Payment: transferencia bancaria / bank transfer - IBAN {inv.iban} - "
                              f"BIC {inv.bic}"), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.4)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} - NIF {s.vat[2:]} - {s.register}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, "De conformidad con el RGPD, sus datos forman parte de un "
                                 "fichero responsabilidad de " + s.name + " con la finalidad de gestionar la "
                                 "relación profesional.")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- cubigo (Typst, DejaVu Sans) ------------------------------------------------------------------------------------
def cubigo(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer",
                                        "Referentie"),
          "to": "Gefactureerd aan", "cols": ("Omschrijving", "Aantal", "Eenheidsprijs", "Korting", "Totaal"),
          "sub": "Subtotaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "vatno": "Btw-nummer",
          "pay": "Betaling", "paytext": "Gelieve {gross} over te maken vóór {due} op {iban} (BIC {bic}).",
          "ref": "Gestructureerde mededeling", "contact": "Uw contactpersoon"}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Numéro client",
                                        "Référence"),
          "to": "Facturé à", "cols": ("Description", "Quantité", "Prix unitaire", "Remise", "Total"),
          "sub": "Sous-total HTVA", "vat": "TVA {rate}%", "gross": "Total TVAC", "vatno": "N° TVA",
          "pay": "Paiement", "paytext": "Merci de régler {gross} avant le {due} sur {iban} (BIC {bic}).",
          "ref": "Communication", "contact": "Votre contact"})
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), inv.due.strftime("%d/%m/%Y"), inv.customer_no,
              inv.po_printed or "")
    discounts = any(line.discount for line in inv.lines)
    accent = 'rgb("#2b6f77")'
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 12mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(110))\n#align(center)[{ts(s.name + " · " + s.street + ", " + place(inv) + " · " + w["vatno"] + " " + s.vat + " · " + s.register)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        f'#block(width: 100%, fill: {accent}, inset: 5mm, radius: 2mm)[#text(fill: white, size: 14pt, weight: '
        f'"bold")[{ts(s.name)}] \\ #text(fill: white, size: 8pt)[{ts(s.email)} · {ts(s.phone)}]]\n'
        '#v(6mm)\n#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 20pt, weight: "bold", fill: {accent})[{ts(w["title"])}] #v(3mm)\n'
        f'   #text(size: 7.4pt, fill: luma(110))[{ts(w["to"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ {ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  block(width: 100%, stroke: 0.5pt + luma(200), radius: 2mm, inset: 3.5mm)[#table(columns: (1fr, auto), '
        'stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'    text(fill: luma(110))[{ts(k)}], align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + f'    text(fill: luma(110))[{ts(w["contact"])}], align(right)[{ts(inv.extra["contact"])}],\n'
        '  )])\n#v(8mm)\n')
    keep = [k for k in range(5) if discounts or k != 3]
    widths = {0: "1fr", 1: "22mm", 2: "26mm", 3: "16mm", 4: "26mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.description)}]', 1: f'align(right)[{ts(inv.qty(line) + " " + line.unit)}]',
                 2: f'align(right)[{ts(_eur(inv, line.price))}]',
                 3: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 4: f'align(right)[{ts(_eur(inv, line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#block(stroke: 0.5pt + luma(200), radius: 2mm, clip: true)[#table(columns: '
            f'({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (top: if y > 0 {{ 0.4pt + luma(225) }}), '
            f'fill: (x, y) => if y == 0 {{ rgb("#e8f1f2") }}, inset: (x: 2.4mm, y: 2.6mm),\n'
            + "".join(f'  {"align(right, " if k else "("}text(weight: "bold", fill: {accent})[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')]\n#v(4mm)\n')
    src += '#align(right, table(columns: (46mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.8mm),\n'
    for label, value, strong in totals(inv, "Subtotaal" if nl else "Sous-total", w["sub"], w["vat"], w["gross"]):
        weight = f'weight: "bold", size: 10.5pt, fill: {accent}' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(_eur(inv, value))}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(3mm)\n'
    pay = w["paytext"].format(gross=_eur(inv, inv.gross_total), due=inv.due.strftime("%d/%m/%Y"), iban=inv.iban,
                              bic=inv.bic)
    src += (f'#block(width: 100%, fill: luma(245), radius: 2mm, inset: 4mm)[#text(weight: "bold")[{ts(w["pay"])}]'
            f' \\ {ts(pay)}'
            + (f' \\ {ts(w["ref"] + ": " + inv.payment_ref)}' if inv.payment_ref else "") + ']\n')
    return _typst(src)


# --- proforma (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def proforma(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Datum", "Klantnr.", inv.extra["ref_label"], "Pakbon"),
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Bedrag"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal EUR",
          "vatno": "Btw-nr.", "pay": "Betaling binnen {terms} op {iban} (BIC {bic}) onder vermelding van het "
                                     "factuurnummer.", "due": "Vervaldatum", "page": "Blad 1 van 1"}
         if nl else
         {"title": "RECHNUNG", "facts": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", inv.extra["ref_label"],
                                         "Lieferschein"),
          "cols": ("Artikel-Nr.", "Bezeichnung", "Menge", "ME", "E-Preis", "Rabatt", "Gesamt"),
          "sub": "Warenwert", "net": "Nettobetrag", "vat": "USt. {rate} %", "gross": "Rechnungsbetrag EUR",
          "vatno": "USt-IdNr.", "pay": "Zahlbar {terms} ohne Abzug auf {iban} (BIC {bic}).",
          "due": "Fällig am", "page": "Seite 1 von 1"})
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 18, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{place(inv)} ({COUNTRY[s.country][inv.language]})", f"Tel. {s.phone}",
                              s.email]):
        f(15, 24 + k * 3.7, text, 7.8)
    for k, text in enumerate([s.register, f"{w['vatno']} {s.vat}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]):
        f(195, 24 + k * 3.7, text, 7.8, "", "right")
    f(15, 47, f"{s.name} · {s.street} · {place(inv)}", 6.2)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(15, 48.2, 95, 48.2)
    for k, text in enumerate([BUYER[0], "t.a.v. Crediteurenadministratie" if nl else "z. Hd. Kreditorenbuchhaltung",
                              BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        f(15, 54 + k * 4.4, text, 9.4)
    f(15, 89, w["title"], 16, "B")
    f(195, 89, w["page"], 7.4, "", "right")
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.customer_no, inv.po_printed or "",
              inv.extra["delivery"].split()[-1])
    xs = (15, 45, 72, 96, 152)
    pdf.set_fill_color(242, 242, 242)
    pdf.rect(15, 92.5, 180, 10, style="F")
    for x, label, value in zip(xs, w["facts"], values):
        if value:
            f(x + 1.5, 96.5, label, 6.8)
            f(x + 1.5, 100.8, value, 8.6, "B")
    y = 112
    discounts = any(line.discount for line in inv.lines)
    cols = [(15, "l"), (43, "l"), (134, "r"), (136, "l"), (158, "r"), (172, "r"), (195, "r")]
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k == 5 and not discounts:
            continue
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.4)
    pdf.line(15, y + 1.8, 195, y + 1.8)
    y += 6.4
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 68 if discounts else 76)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price, line.price_places),
                  (inv.pct(line.discount) + "%") if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(43, y, more, 8.2)
        y += 5.4
    pdf.set_line_width(0.2)
    pdf.line(15, y - 2.6, 195, y - 2.6)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.line(140, y - 3.8, 195, y - 3.8)
        f(170, y, label, 8.6, "B" if strong else "", "right")
        f(195, y, inv.number(value), 8.6, "B" if strong else "", "right")
        y += 4.9
    y += 6
    pdf.set_font("DejaVu", "", 8.2)
    for text in (inv.statement, f"{w['due']}: {inv.due.strftime(dfmt)}",
                 w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)):
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 8.2)
            y += 3.9
        y += 1.5
    f(105, 287, "Op al onze leveringen zijn de algemene voorwaarden van toepassing, gedeponeerd bij de KvK."
      if nl else "Es gelten unsere Allgemeinen Geschäftsbedingungen. Die Ware bleibt bis zur vollständigen "
      "Bezahlung unser Eigentum.", 6.4, "", "center")
    return bytes(pdf.output())


# --- chargify (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def chargify(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    us = lambda d: f"{d.strftime('%B')} {d.day}, {d.year}"  # noqa: E731
    c.text(18, 22, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["en"], s.email, f"VAT {s.vat}"]):
        c.text(18, 28 + k * 4.1, text, 8.6, F, grey=0.25)
    c.text(192, 24, "Invoice", 24, F, "right", grey=0.2)
    for k, (label, value) in enumerate((("Invoice #", inv.invoice_no), ("Issue Date", us(inv.issued)),
                                        ("Due Date", us(inv.due)), ("Customer ID", inv.customer_no),
                                        ("Subscription", inv.extra["subscription"]))):
        c.text(158, 33 + k * 4.5, label, 8.4, B, "right")
        c.text(192, 33 + k * 4.5, value, 8.4, F, "right")
    c.text(18, 64, "Bill To", 8.4, B, grey=0.35)
    for k, text in enumerate([BUYER[0], "Accounts Payable", BUYER[1], BUYER[2], "Belgium", f"VAT {BUYER_VAT}"]):
        c.text(18, 69.5 + k * 4.2, text, 9, F)
    c.text(110, 64, "Memo", 8.4, B, grey=0.35)
    c.text(110, 69.5, inv.extra["memo"], 9, F)
    y = 104
    c.fill(18, y - 5, 174, 7.4, 0.94)
    cols = [(20, "left", "Description"), (128, "right", "Quantity"), (158, "right", "Unit Price"),
            (190, "right", "Amount")]
    for x, al, head in cols:
        c.text(x, y, head, 8.4, B, al)
    y += 8
    for line in inv.lines:
        c.text(20, y, line.description, 8.8, F)
        c.text(128, y, inv.qty(line), 8.8, F, "right")
        c.text(158, y, "€" + inv.number(line.price), 8.8, F, "right")
        c.text(190, y, "€" + inv.number(line.amount), 8.8, F, "right")
        for more in line.detail:
            y += 4
            c.text(20, y, more, 7.6, F, grey=0.45)
        c.rule(18, y + 3, 192, 0.3, grey=0.8)
        y += 8
    y += 2
    rows = [("Subtotal", inv.subtotal, False)]
    rows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
    rows += [(f"Tax: VAT {inv.rate()}%" + (" (reverse charge)" if inv.reverse_charge else ""), inv.vat_amount,
              False), ("Total", inv.gross_total, True), ("Payments", inv.gross_total * 0, False),
             ("Amount Due (EUR)", inv.gross_total, True)]
    for label, value, strong in rows:
        text = ("-€" + inv.number(-value)) if value < 0 else "€" + inv.number(value)
        c.text(158, y, label, 9, B if strong else F, "right")
        c.text(190, y, text, 9, B if strong else F, "right")
        y += 5.4
    y += 6
    if inv.statement:
        for row in rl_wrap(inv.statement, F, 8.4, 172 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 3
    c.text(18, y, "Payment Instructions", 9, B)
    y += 4.6
    for text in (f"Bank transfer to {s.name}", f"IBAN {inv.iban}  ·  BIC {inv.bic}",
                 "Reference: " + (inv.payment_ref or inv.invoice_no)):
        c.text(18, y, text, 8.4, F)
        y += 4.2
    c.rule(18, 276, 192, 0.3, grey=0.7)
    c.text(18, 281, f"{s.name} · {s.register} · VAT {s.vat} · {s.phone}", 7, F, grey=0.4)
    c.text(192, 281, "Page 1 of 1", 7, F, "right", grey=0.4)
    return c.bytes()


# --- facturo (reportlab platypus, DejaVu Sans) ----------------------------------------------------------------------
def facturo(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum"),
          "cols": ("Code", "Omschrijving", "Aantal", "Prijs", "Korting", "Btw", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal incl. btw",
          "sum": ("Basis", "Btw %", "Btw"), "vatno": "Btw-nr.", "client": "Klant", "ref": "Uw ref.",
          "custno": "Klantnr.",
          "pay": "Gelieve {gross} te betalen vóór {due} op rekening {iban} (BIC {bic}) met de mededeling {ref}."}
         if nl else
         {"title": "Facture", "facts": ("Numéro", "Date", "Échéance"),
          "cols": ("Code", "Description", "Qté", "Prix", "Remise", "TVA", "Total"),
          "sub": "Sous-total", "net": "Total HT", "vat": "TVA", "gross": "Total TTC",
          "sum": ("Base HT", "Taux", "TVA"), "vatno": "N° TVA", "client": "Client", "ref": "Votre référence",
          "custno": "N° client",
          "pay": "Merci de régler {gross} avant le {due} sur le compte {iban} (BIC {bic}), référence {ref}."})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    money = lambda v: _eur(inv, v, before=nl)  # noqa: E731
    normal, right = _style("fn", 8, "DV"), _style("fr", 8, "DV", align=2)
    bold, bold_r = _style("fb", 8, "DVB"), _style("fbr", 8, "DVB", align=2)
    lab = _style("fl", 6.8, "DV", grey=0.45)
    head = Table([[Paragraph(f"<font name='DVB' size='12'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                             f"{escape(place(inv))}, {escape(COUNTRY[s.country][inv.language])}<br/>"
                             f"{escape(w['vatno'])} {escape(s.vat)}<br/>{escape(s.email)} · {escape(s.phone)}",
                             _style("fc", 8, "DV", lead=10.4)),
                   Paragraph(f"<font name='DVB' size='22' color='#3d5a80'>{escape(w['title'])}</font>",
                             _style("ft", 22, "DVB", align=2, lead=26))]], colWidths=[110 * mm, 68 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    dfmt = "%d/%m/%Y"
    boxes = Table([[Paragraph(escape(k), lab) for k in w["facts"]],
                   [Paragraph(escape(v), bold) for v in (inv.invoice_no, inv.issued.strftime(dfmt),
                                                         inv.due.strftime(dfmt))]],
                  colWidths=[40 * mm, 40 * mm, 40 * mm], hAlign="LEFT")
    boxes.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.5, colors.Color(0.7, 0.7, 0.7)),
                               ("BOX", (1, 0), (1, -1), 0.5, colors.Color(0.7, 0.7, 0.7)),
                               ("BOX", (2, 0), (2, -1), 0.5, colors.Color(0.7, 0.7, 0.7)),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    client_lines = [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]
    client = Paragraph(f"<font size='6.8' color='#777777'>{escape(w['client'].upper())}</font><br/>"
                       + "<br/>".join(escape(t) if k else f"<b>{escape(t)}</b>" for k, t in enumerate(client_lines)),
                       _style("fcl", 8.6, "DV", lead=11))
    refs = [f"{w['custno']}: {inv.customer_no}"] + ([f"{w['ref']}: {inv.po_printed}"] if inv.po_printed else [])
    side = Paragraph("<br/>".join(escape(r) for r in refs), normal)
    mid = Table([[boxes, client], [side, ""]], colWidths=[122 * mm, 56 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0),
                             ("SPAN", (1, 0), (1, 1))]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(7) if discounts or k != 4]
    widths = {0: 32, 1: 66 if discounts else 80, 2: 14, 3: 18, 4: 14, 5: 10, 6: 24}
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k >= 2 else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(escape(inv.qty(line)), right), 3: Paragraph(escape(money(line.price)), right),
                 4: Paragraph(escape(inv.pct(line.discount) + "%" if line.discount else ""), right),
                 5: Paragraph(escape(inv.rate() + "%"), right), 6: Paragraph(escape(money(line.amount)), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.9, colors.Color(0.24, 0.35, 0.5)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.82, 0.82, 0.82)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    summary = Table([[Paragraph(escape(h), lab) for h in w["sum"]],
                     [Paragraph(escape(money(inv.net_total)), right), Paragraph(escape(inv.rate() + "%"), right),
                      Paragraph(escape(money(inv.vat_amount)), right)]], colWidths=[26 * mm, 14 * mm, 22 * mm])
    summary.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.75, 0.75, 0.75))]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(money(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"] + " {rate}%", w["gross"])]
    tot = Table(trows, colWidths=[40 * mm, 28 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.Color(0.24, 0.35, 0.5)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[summary, tot]], colWidths=[100 * mm, 78 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, 0), 0)]))
    pay = w["pay"].format(gross=money(inv.gross_total), due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic,
                          ref=inv.payment_ref or inv.invoice_no)
    story = [head, Spacer(1, 8 * mm), mid, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), foot, Spacer(1, 8 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm)]
    story += [Paragraph(escape(pay), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · "
                                                    f"IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- falcon (reportlab canvas, DejaVu Sans Mono) --------------------------------------------------------------------
def falcon(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DVM", "DVMB"
    c.text(18, 18, s.name.upper(), 12, B)
    c.text(18, 23, f"{s.street} · {place(inv)} · Tel. {s.phone} · {s.email}", 7, F)
    c.rule(18, 25.5, 192, 0.8)
    c.text(18, 45, f"{s.name}, {s.street}, {place(inv)}", 6, F)
    for k, text in enumerate([BUYER[0], "Einkauf", BUYER[1], f"B-{BUYER[2]}", "BELGIEN"]):
        c.text(18, 51 + k * 4.2, text, 9, F)
    c.c.setLineWidth(0.6)
    c.c.rect(116 * MM, c.height - 80 * MM, 76 * MM, 40 * MM)
    c.text(119, 46, "RECHNUNG", 12, B)
    facts = (("Rechnung Nr.", inv.invoice_no), ("Datum", inv.issued.strftime("%d.%m.%Y")),
             ("Kunden-Nr.", inv.customer_no), ("Ihr Zeichen", inv.extra["contact"]),
             ("Unsere AB", inv.extra["order"]), ("Lieferschein", inv.extra["delivery"]), ("Seite", "1"))
    for k, (label, value) in enumerate(facts):
        c.text(119, 52 + k * 3.9, f"{label:<13}{value}", 7.6, F)
    c.text(18, 90, f"USt-IdNr. Kunde: {BUYER_VAT}      Lieferbedingung: DAP Gent      Versand: Spedition", 7.4, F)
    y = 100
    c.text(18, y, "-" * 98, 7.6, F)
    heads = "Pos Artikel        Bezeichnung                    Menge ME     Preis EUR    Betrag EUR"
    c.text(18, y + 4, heads, 7.6, B)
    c.text(18, y + 8, "-" * 98, 7.6, F)
    y += 13
    for k, line in enumerate(inv.lines):
        desc = textwrap.wrap(line.description, 30)
        row = (f"{(k + 1) * 10:>3} {line.article or '':<14} {desc[0]:<30} {inv.qty(line):>5} {line.unit:<3}"
               f"{inv.number(line.price):>12} {inv.number(line.amount):>13}")
        c.text(18, y, row, 7.6, F)
        for more in desc[1:]:
            y += 3.6
            c.text(18, y, " " * 19 + more, 7.6, F)
        y += 5
    c.text(18, y - 1.5, "-" * 98, 7.6, F)
    y += 3
    for label, value, strong in totals(inv, "Warenwert", "Nettobetrag", "MwSt {rate},00 %", "Endbetrag EUR",
                                       always_sub=True):
        c.text(18, y, f"{label:>66}{inv.number(value):>18}", 7.6, B if strong else F)
        y += 4.2
    c.text(18, y - 1.5, " " * 66 + "=" * 18, 7.6, F)
    y += 6
    texts = [inv.statement, f"Zahlungsbedingung: {inv.extra['terms']}, fällig am {inv.due.strftime('%d.%m.%Y')}.",
             "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum."]
    for text in texts:
        for row in rl_wrap(text, F, 7.6, 174 * MM):
            c.text(18, y, row, 7.6, F)
            y += 3.8
        y += 1.6
    c.rule(18, 272, 192, 0.5)
    cols3 = [[s.name, s.street, place(inv)], [s.register, "Geschäftsführer: K. Weidmann", f"USt-IdNr. {s.vat}"],
             ["Frankfurter Volksbank", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((18, 78, 138), cols3):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.4, text, 6.2, F)
    return c.bytes()


WRITERS = {"writer": writer, "despachos": despachos, "cubigo": cubigo, "proforma": proforma, "chargify": chargify,
           "facturo": facturo, "falcon": falcon}
