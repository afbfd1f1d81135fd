"""Seven page writers for the thirty-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two on fpdf2, three on
reportlab (two on its canvas, one on its platypus flowables), two made by Typst, on DejaVu and Liberation fonts. Every writer takes
an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, the
platypus and fpdf2 set-ups, word wrapping, Typst strings, the buyer) are evals/blind_corpus/drawing.py's.

- erpnext (reportlab platypus, Liberation Sans): ERPNext's standard Sales Invoice print, en, de or nl: the company
  left, the document type right (`Sales Invoice` / `Ausgangsrechnung` / `Verkoopfactuur`) over the document name
  (`ACC-SINV-2027-00871`), a two-column field section (customer, address, tax id | date, due date, the
  customer's purchase order and its date), columns `Sr` / `Item Code` / `Description` / `Quantity` / `UOM` /
  `Rate` / `Amount`, totals (`Total`, an additional discount and `Net Total`, the tax row named after its account
  `VAT 0% - KSC`, `Grand Total`, `Rounded Total`), `In Words`, terms, `Page 1 of 1`.
- tryton (fpdf2, Liberation Sans): Tryton's invoice report, fr or nl: the company header, the party's address right,
  `Facture N° …` / `Factuur N° …`, `Description`, `Référence`, `Date`, columns `Description` (the product as
  `[CODE] Name`) / `Quantité` / `Prix unitaire` (four decimals) / `Taxes` / `Montant`, a tax table (`Taxe` /
  `Base` / `Montant`) left of the totals (`Total (hors taxes)`, `Taxes`, `Total`), the payment term's due lines.
- akaunting (Typst, DejaVu Sans): Akaunting's default invoice template, nl or fr: the company right, `Factureren
  aan` / `Facturer à` left with the document facts right (`Factuurnummer`, `Bestelnummer`, `Factuurdatum`
  `03 dec 2027`, `Vervaldatum`), columns `Artikelen` / `Aantal` / `Prijs` / `Bedrag` with each item's
  description in grey under its name, totals `Subtotaal`, `Korting`, the tax by name, `Totaal` (no net row),
  notes, amounts `€1.234,56`.
- crater (reportlab canvas, DejaVu Sans): Crater's first invoice template, fr or de: the company top left, the
  invoice facts right (`Numéro de facture`, `Date de facture`, `Date d'échéance`, `Numéro de référence`),
  `Facturer à` / `Expédier à`, columns `#` / `Articles` / `Quantité` / `Prix` / (`Remise`) / `Montant` with the
  item description under its name, totals `Sous-total`, the tax by name, `Total`, `Remarques`, amounts
  `1.234,56 €`.
- factusol (fpdf2, DejaVu Sans Condensed): a Factusol (Spanish desktop invoicing) print with bilingual Spanish /
  English labels: the company top left, the customer in a rounded box right with its code, a boxed row
  (`Documento` / `Número` / `Página` / `Fecha` / `Su pedido`), a ruled body box `Artículo` / `Descripción` /
  `Cantidad` / `Precio` / `Dto.` / `Importe`, quantities with two decimals, a footer grid (`Importe bruto`,
  `Portes`, `Base imponible`, `% IVA`, `Cuota IVA`, `TOTAL`), payment and due dates, the mercantile register
  printed up the left margin.
- anfix (Typst, Liberation Sans): an Anfix (Spanish online accounting) invoice in English: the issuer left, `INVOICE`
  right with number and dates, `Client` block, `Your reference`, columns `Description` / `Units` / `Price` /
  `VAT` / `Total`, totals `Tax base` / `VAT 0%` / `Total`, payment method, notes; amounts `1.234,56 €`.
- vendus (reportlab canvas, Liberation Sans): a Vendus (Portuguese certified invoicing) invoice with bilingual
  Portuguese / English labels: `Original`, `Fatura / Invoice FT 2027A/482`, ISO dates, `ATCUD`, the customer's
  VAT number without dots, columns `Ref.` / `Descrição` / `Qtd.` / `Preço Un.` / `IVA` / `Total`, the exemption
  reason `M16`, a tax summary (`Taxa` / `Incidência` / `Valor IVA`), totals, the certified-program line."""

from __future__ import annotations

import sys
from datetime import timedelta
from decimal import ROUND_HALF_UP
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import MONTHS, D, Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _style, _typst,  # noqa: E402
                     doc_head, fp_wrap, lib_fonts, register_fonts, rl_wrap, ts)

register_fonts(*LIBERATION_SANS)

COUNTRY = {"NL": {"en": "The Netherlands", "nl": "Nederland"}, "BE": {"nl": "België", "fr": "Belgique",
                                                                      "de": "Belgien", "en": "Belgium"},
           "LU": {"fr": "Luxembourg", "de": "Luxemburg", "en": "Luxembourg"}, "DE": {"de": "Deutschland",
                                                                                   "en": "Germany"},
           "FR": {"fr": "France", "en": "France"}, "ES": {"en": "Spain", "es": "España"},
           "PT": {"en": "Portugal", "pt": "Portugal"}}
SHORT_MONTHS = {"nl": "jan feb mrt apr mei jun jul aug sep okt nov dec".split(),
                "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
                "en": [m[:3] for m in MONTHS["en"].split()]}


def place(inv) -> str:
    return f"{inv.supplier.postal_code} {inv.supplier.city}"


def short_date(inv, value) -> str:
    """Akaunting's default `d M Y`, the month in the document's language: `03 dec 2027`, `15 déc. 2027`."""
    return f"{value.day:02d} {SHORT_MONTHS[inv.language][value.month - 1]} {value.year}"


def words_en(value) -> str:
    """ERPNext's `In Words` in English: `EUR Four Thousand ... and Forty Cents only.`"""
    ones = ("Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen "
            "Sixteen Seventeen Eighteen Nineteen").split()
    tens = "_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()

    def under_thousand(n: int) -> str:
        out = []
        if n >= 100:
            out.append(f"{ones[n // 100]} Hundred")
            n %= 100
        if n >= 20:
            out.append(tens[n // 10] + (f"-{ones[n % 10]}" if n % 10 else ""))
        elif n:
            out.append(ones[n])
        return " ".join(out)

    whole, cents = int(value), int(round((value - int(value)) * 100))
    parts = []
    if whole >= 1000:
        parts.append(f"{under_thousand(whole // 1000)} Thousand")
    if whole % 1000:
        parts.append(under_thousand(whole % 1000))
    text = "EUR " + " ".join(parts)
    if cents:
        text += f" and {under_thousand(cents)} Cents"
    return text + " only."


# --- erpnext (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
def erpnext(inv: Invoice) -> bytes:
    s, lang = inv.supplier, inv.language
    w = {"en": {"title": "Sales Invoice", "customer": "Customer Name", "address": "Address", "taxid": "Tax Id",
                "date": "Date", "due": "Payment Due Date", "po": "Customer's Purchase Order",
                "po_date": "Customer's Purchase Order Date",
                "cols": ("Sr", "Item Code", "Description", "Quantity", "UOM", "Rate", "Amount"),
                "total": "Total", "net": "Net Total", "vat": "VAT {rate}% - {abbr}", "grand": "Grand Total",
                "rounded": "Rounded Total", "words": "In Words", "terms": "Terms and Conditions",
                "pay": "Payment within {terms} by bank transfer to IBAN {iban} (BIC {bic}).", "page": "Page 1 of 1"},
         "de": {"title": "Ausgangsrechnung", "customer": "Kundenname", "address": "Adresse", "taxid": "Steuer-ID",
                "date": "Datum", "due": "Zahlungsfrist", "po": "Bestellnummer des Kunden",
                "po_date": "Bestelldatum des Kunden",
                "cols": ("Nr.", "Artikelcode", "Beschreibung", "Menge", "ME", "Preis", "Betrag"),
                "total": "Summe", "net": "Nettosumme", "vat": "USt {rate} % - {abbr}", "grand": "Gesamtbetrag",
                "rounded": "Gerundeter Gesamtbetrag", "words": "In Worten", "terms": "Geschäftsbedingungen",
                "pay": "Zahlbar innerhalb von {terms} per Überweisung auf IBAN {iban} (BIC {bic}).",
                "page": "Seite 1 von 1"},
         "nl": {"title": "Verkoopfactuur", "customer": "Klantnaam", "address": "Adres", "taxid": "Btw-nummer",
                "date": "Datum", "due": "Vervaldatum", "po": "Inkooporder klant", "po_date": "Datum inkooporder klant",
                "cols": ("Nr", "Artikelcode", "Omschrijving", "Aantal", "Eenh.", "Tarief", "Bedrag"),
                "total": "Totaal", "net": "Netto totaal", "vat": "Btw {rate}% - {abbr}", "grand": "Eindtotaal",
                "rounded": "Afgerond totaal", "words": "In woorden", "terms": "Algemene voorwaarden",
                "pay": "Betaling binnen {terms} op IBAN {iban} (BIC {bic}), met vermelding van de gestructureerde "
                       "mededeling {ref}.", "page": "Pagina 1 van 1"}}[lang]
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    dfmt = "%d.%m.%Y" if lang == "de" else "%d-%m-%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    F, B = "LS", "LSB"
    lab = _style("enl", 8, F, grey=0.45)
    normal, right = _style("enn", 8.6, F), _style("enr", 8.6, F, align=2)
    bold, bold_r = _style("enb", 8.6, B), _style("enbr", 8.6, B, align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b>", _style("enc", 15, B, lead=18))
    title = Paragraph(f"{escape(w['title'])}<br/><font size=9 color='#777777'>{escape(inv.invoice_no)}</font>",
                      _style("ent", 17, F, align=2, lead=20))
    top = Table([[company, title]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                             ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.Color(0.8, 0.8, 0.8)),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    left = [(w["customer"], BUYER[0]), (w["address"], f"{BUYER[1]}<br/>{BUYER[2]}<br/>{COUNTRY['BE'][lang]}"),
            (w["taxid"], BUYER_VAT)]
    right_f = [(w["date"], inv.issued.strftime(dfmt)), (w["due"], inv.due.strftime(dfmt))]
    if inv.po_printed:
        right_f += [(w["po"], inv.po_printed), (w["po_date"], (inv.issued - timedelta(days=21)).strftime(dfmt))]
    rows = []
    for k in range(max(len(left), len(right_f))):
        a = left[k] if k < len(left) else ("", "")
        b = right_f[k] if k < len(right_f) else ("", "")
        rows.append([Paragraph(escape(a[0]) + (":" if a[0] else ""), lab), Paragraph(a[1].replace("&", "&amp;"), normal),
                     Paragraph(escape(b[0]) + (":" if b[0] else ""), lab), Paragraph(escape(b[1]), normal)])
    fields = Table(rows, colWidths=[30 * mm, 62 * mm, 46 * mm, 40 * mm])
    fields.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    items = [[Paragraph(escape(h), bold_r if k in (0, 3, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        items.append([Paragraph(str(k + 1), right), Paragraph(escape(line.article or ""), normal),
                      Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                      Paragraph(escape(line.unit), normal), Paragraph(eur(line.price), right),
                      Paragraph(eur(line.amount), right)])
    table = Table(items, colWidths=[9 * mm, 27 * mm, 58 * mm, 19 * mm, 16 * mm, 24 * mm, 25 * mm], repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.82, 0.82, 0.82)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.96, 0.96, 0.96)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6)]))
    trows = []
    if inv.adjustments:
        trows.append((w["total"], inv.subtotal, False))
        trows += [(label, amount, False) for label, amount in inv.adjustment_amounts()]
        trows.append((w["net"], inv.net_total, False))
    else:
        trows.append((w["total"], inv.net_total, False))
    trows.append((w["vat"].format(rate=inv.rate(), abbr=inv.extra["abbr"]), inv.vat_amount, False))
    trows.append((w["grand"], inv.gross_total, True))
    if inv.extra.get("rounded"):
        trows.append((w["rounded"], money(inv.gross_total.quantize(D(1), ROUND_HALF_UP)), True))
    tot = Table([[Paragraph(escape(label), bold if strong else normal), Paragraph(eur(value), bold_r if strong
                                                                                 else right)]
                 for label, value, strong in trows], colWidths=[52 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, len(trows) - (2 if inv.extra.get("rounded") else 1)), (-1, -1), 0.5,
                              colors.Color(0.6, 0.6, 0.6)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 4 * mm), fields, Spacer(1, 6 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 3 * mm)]
    if inv.extra.get("words"):
        story += [Paragraph(f"<font color='#777777'>{escape(w['words'])}:</font> "
                            f"{escape(words_en(inv.gross_total))}", normal), Spacer(1, 5 * mm)]
    story += [Spacer(1, 4 * mm), Paragraph(f"<b>{escape(w['terms'])}</b>", normal), Spacer(1, 1.5 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                                                                          bic=inv.bic, ref=inv.payment_ref)]
    for text in texts:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.5 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 7)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} · {s.street} · {place(inv)} · "
                                                    f"{COUNTRY[s.country][lang if lang in COUNTRY[s.country] else 'en']}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"{s.register} · {s.vat} · {s.phone} · {s.email}")
        canvas.drawRightString(194 * mm, 6 * mm, w["page"])
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- tryton (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def tryton(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture N° {no}", "desc": "Description :", "ref": "Référence :", "date": "Date :",
          "vatno": "TVA", "cols": ("Description", "Quantité", "Prix unitaire", "Taxes", "Montant"),
          "taxhead": ("Taxe", "Base", "Montant"), "untaxed": "Total (hors taxes) :", "taxes": "Taxes :",
          "total": "Total :", "term": "Échéances", "comm": "Communication structurée",
          "pay": "Paiement par virement sur le compte IBAN {iban} - BIC {bic}"}
         if fr else
         {"title": "Factuur N° {no}", "desc": "Omschrijving:", "ref": "Referentie:", "date": "Datum:",
          "vatno": "Btw", "cols": ("Omschrijving", "Hoeveelheid", "Eenheidsprijs", "Belastingen", "Bedrag"),
          "taxhead": ("Belasting", "Basis", "Bedrag"), "untaxed": "Totaal (excl. belastingen):",
          "taxes": "Belastingen:", "total": "Totaal:", "term": "Vervaldagen", "comm": "Gestructureerde mededeling",
          "pay": "Betaling per overschrijving op rekening IBAN {iban} - BIC {bic}"})
    eur = lambda v, places=2: inv.number(v, places) + " €"  # noqa: E731
    pdf = _fpdf(w["title"].format(no=inv.invoice_no), s.name)
    lib_fonts(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(15, 16, s.name, 12, "B")
    f(15, 21, f"{s.street}, {place(inv)}", 8.5)
    f(15, 25, f"{w['vatno']}: {s.vat}", 8.5)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    pdf.line(15, 28, 195, 28)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"][inv.language],
                              f"{w['vatno']}: {BUYER_VAT}"]):
        f(118, 42 + k * 4.6, text, 9.6, "B" if k == 0 else "")
    f(15, 76, w["title"].format(no=inv.invoice_no), 14, "B")
    facts = [(w["desc"], inv.extra["description"])]
    if inv.po_printed:
        facts.append((w["ref"], inv.po_printed))
    facts.append((w["date"], inv.issued.strftime("%d/%m/%Y")))
    for k, (label, value) in enumerate(facts):
        f(15, 84 + k * 4.8, label, 9, "B")
        f(52, 84 + k * 4.8, value, 9)
    y = 84 + len(facts) * 4.8 + 7
    cols = [(16, "left"), (128, "right"), (154, "right"), (157, "left"), (194, "right")]
    pdf.set_fill_color(230, 230, 230)
    pdf.rect(15, y - 4.4, 180, 6.2, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8.6, "B", al)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        label = f"[{line.article}] {line.description}" if line.article else line.description
        desc = fp_wrap(pdf, label, 86)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price, 4),
                                         inv.extra["tax"], eur(line.amount))):
            f(x, y, value, 8.6, "", al)
        for more in desc[1:]:
            y += 4
            f(16, y, more, 8.6)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(15, y + 2, 195, y + 2)
        y += 6.4
    y += 5
    tx = [(16, "left"), (66, "right"), (90, "right")]
    for (x, al), head in zip(tx, w["taxhead"]):
        f(x, y, head, 8.4, "B", al)
    pdf.line(15, y + 1.5, 92, y + 1.5)
    for (x, al), value in zip(tx, (inv.extra["tax"], eur(inv.net_total), eur(inv.vat_amount))):
        f(x, y + 6, value, 8.4, "", al)
    for k, (label, value) in enumerate(((w["untaxed"], inv.net_total), (w["taxes"], inv.vat_amount),
                                        (w["total"], inv.gross_total))):
        f(165, y + k * 5.6, label, 9, "B" if k == 2 else "", "right")
        f(194, y + k * 5.6, eur(value), 9, "B" if k == 2 else "", "right")
    y += 26
    f(15, y, w["term"], 9, "B")
    f(15, y + 5, inv.due.strftime("%d/%m/%Y"), 8.6)
    f(70, y + 5, eur(inv.gross_total), 8.6, "", "right")
    y += 14
    f(15, y, w["pay"].format(iban=inv.iban, bic=inv.bic), 8.4)
    f(15, y + 4.6, f"{w['comm']}: {inv.payment_ref}", 8.4, "B")
    pdf.line(15, 280, 195, 280)
    f(105, 284, f"{s.name} · {s.phone} · {s.email} · {s.register} · {w['vatno']} {s.vat}", 7, "", "center")
    return bytes(pdf.output())


# --- akaunting (Typst, DejaVu Sans) ---------------------------------------------------------------------------------
def akaunting(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "bill": "Factureren aan", "facts": ("Factuurnummer", "Bestelnummer", "Factuurdatum",
                                                                  "Vervaldatum"),
          "cols": ("Artikelen", "Aantal", "Prijs", "Bedrag"), "sub": "Subtotaal", "disc": "Korting",
          "total": "Totaal", "notes": "Notities", "vatno": "Btw-nummer",
          "pay": "Gelieve te betalen op IBAN {iban} (BIC {bic}) met de mededeling {ref}."}
         if nl else
         {"title": "Facture", "bill": "Facturer à", "facts": ("Numéro de facture", "Numéro de commande",
                                                              "Date de facturation", "Date d'échéance"),
          "cols": ("Articles", "Quantité", "Prix", "Montant"), "sub": "Sous-total", "disc": "Remise",
          "total": "Total", "notes": "Notes", "vatno": "N° de TVA",
          "pay": "Paiement par virement : IBAN {iban} - BIC {bic}, référence {ref}."})
    eur = lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v))  # noqa: E731
    values = (inv.invoice_no, inv.po_printed or "", short_date(inv, inv.issued), short_date(inv, inv.due))
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 16mm, bottom: 20mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(140))[{ts(s.name + " · " + s.register + " · " + w["vatno"] + " " + s.vat)}]))\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 20pt, fill: rgb("#55588b"))[{ts(w["title"])}]],\n'
        f'  align(right)[#text(weight: "bold", size: 10pt)[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(w["vatno"] + ": " + s.vat)} \\ {ts(s.phone)} \\ '
        f'{ts(s.email)}])\n#v(6mm)\n#line(length: 100%, stroke: 0.5pt + luma(220))\n#v(4mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(fill: luma(120))[{ts(w["bill"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(COUNTRY["BE"][inv.language])} \\ {ts(w["vatno"] + ": " + BUYER_VAT)}],\n'
        '  align(right, table(columns: (auto, auto), stroke: none, inset: (x: 1.5mm, y: 1.2mm),\n'
        + "".join(f'    align(right, text(weight: "bold")[{ts(k + ":")}]), align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  )))\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        name = f'[{ts(line.description)}'
        for d in line.detail:
            name += f' \\ #text(size: 7.4pt, fill: luma(120))[{ts(d)}]'
        name += "]"
        rows.append(f'  {name}, align(right)[{ts(inv.qty(line))}], align(right)[{ts(eur(line.price))}], '
                    f'align(right)[{ts(eur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 20mm, 26mm, 28mm), stroke: (x, y) => (bottom: 0.4pt + luma(225)), '
            'fill: (x, y) => if y == 0 { rgb("#55588b") }, inset: (x: 2mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    trows = [(w["sub"], inv.subtotal, False)]
    trows += [(w["disc"], amount, False) for _, amount in inv.adjustment_amounts()]
    trows += [(inv.extra["tax"], inv.vat_amount, False), (w["total"], inv.gross_total, True)]
    src += '#align(right, table(columns: (40mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.6mm),\n'
    for label, value, strong in trows:
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  align(right, text({weight})[{ts(label + ":")}]), align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    notes = ([inv.statement] if inv.statement else []) + [w["pay"].format(iban=inv.iban, bic=inv.bic,
                                                                          ref=inv.payment_ref or inv.invoice_no)]
    src += f'#text(weight: "bold")[{ts(w["notes"])}] \\ ' + " \\ ".join(ts(t) for t in notes) + "\n"
    return _typst(src)


# --- crater (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def crater(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance",
                                        "Numéro de référence"),
          "bill": "Facturer à", "ship": "Expédier à", "cols": ("#", "Articles", "Quantité", "Prix", "Remise",
                                                               "Montant"),
          "sub": "Sous-total", "total": "Total", "notes": "Remarques", "vatno": "N° TVA",
          "pay": "Coordonnées bancaires : IBAN {iban} - BIC {bic}"}
         if fr else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Referenznummer"),
          "bill": "Rechnung an", "ship": "Lieferung an", "cols": ("#", "Artikel", "Menge", "Preis", "Rabatt",
                                                                  "Betrag"),
          "sub": "Zwischensumme", "total": "Gesamt", "notes": "Anmerkungen", "vatno": "USt-IdNr.",
          "pay": "Bankverbindung: IBAN {iban} - BIC {bic}"})
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(16, 20, s.name, 13, B)
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country][inv.language]}", s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(16, 26 + k * 4, text, 8, F, grey=0.3)
    c.text(194, 20, w["title"].upper(), 15, B, "right")
    values = (inv.invoice_no, inv.issued.strftime("%d/%m/%Y" if fr else "%d.%m.%Y"),
              inv.due.strftime("%d/%m/%Y" if fr else "%d.%m.%Y"), inv.po_printed or "")
    y = 28
    for label, value in zip(w["facts"], values):
        if value:
            c.text(160, y, label, 8, F, "right", grey=0.45)
            c.text(194, y, value, 8, B, "right")
            y += 4.6
    for x, head in ((16, w["bill"]), (110, w["ship"])):
        c.text(x, 58, head, 8, B, grey=0.45)
        for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"][inv.language]]):
            c.text(x, 63 + k * 4.2, text, 8.6, B if k == 0 else F)
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "left"), (24, "left"), (128, "right"), (152, "right"), (170, "right"), (194, "right")]
    if not discounts:
        cols = [(16, "left"), (24, "left"), (140, "right"), (166, "right"), None, (194, "right")]
    y = 90
    c.fill(14, y - 4.6, 182, 6.6, 0.94)
    for col, head in zip(cols, w["cols"]):
        if col:
            c.text(col[0], y, head, 8, B, col[1], grey=0.3)
    y += 7.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, B, 8.6, 96 * MM)
        values = (str(k + 1), desc[0], inv.qty(line), eur(line.price),
                  (inv.pct(line.discount) + " %") if line.discount else "", eur(line.amount))
        for col, value in zip(cols, values):
            if col and value:
                c.text(col[0], y, value, 8.6, B if col[0] == 24 else F, col[1])
        for more in desc[1:]:
            y += 4
            c.text(24, y, more, 8.6, B)
        for d in line.detail:
            for row in rl_wrap(d, F, 7.6, 96 * MM):
                y += 3.8
                c.text(24, y, row, 7.6, F, grey=0.45)
        c.rule(14, y + 2.6, 196, 0.3, grey=0.85)
        y += 7.8
    y += 4
    for label, value, strong in ((w["sub"], inv.net_total, False), (inv.extra["tax"], inv.vat_amount, False),
                                 (w["total"], inv.gross_total, True)):
        if strong:
            c.rule(128, y - 4.4, 196, 0.5, grey=0.6)
        c.text(160, y, label, 9, B if strong else F, "right", grey=0 if strong else 0.3)
        c.text(194, y, eur(value), 9.6 if strong else 9, B if strong else F, "right")
        y += 6
    y += 8
    c.text(16, y, w["notes"], 8.6, B)
    y += 5
    for text in (inv.statement, w["pay"].format(iban=inv.iban, bic=inv.bic)):
        for row in rl_wrap(text, F, 8.2, 176 * MM):
            c.text(16, y, row, 8.2, F)
            y += 4
        y += 1.4
    c.text(105, 287, f"{s.name} · {s.register}", 6.8, F, "center", grey=0.5)
    return c.bytes()


# --- factusol (fpdf2, DejaVu Sans Condensed) ------------------------------------------------------------------------
def factusol(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factura {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.25)
    f(20, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} (Castellón) - {COUNTRY['ES']['es']}",
                              f"Tel. {s.phone}", s.email, f"C.I.F.: {s.vat[2:]}"]):
        f(20, 23.5 + k * 3.8, text, 8)
    pdf.rect(112, 12, 84, 34, round_corners=True, style="D")
    f(115, 17, f"Cliente / Customer: {inv.customer_no}", 7.4)
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]} - BÉLGICA / BELGIUM", f"N.I.F. / VAT: {BUYER_VAT}"]):
        f(115, 23 + k * 4.6, text, 9, "B" if k == 0 else "")
    heads = ("Documento / Document", "Número / Number", "Página / Page", "Fecha / Date", "Su pedido / Your order",
             "Agente / Agent")
    values = ("FACTURA / INVOICE", inv.invoice_no, "1", inv.issued.strftime("%d/%m/%Y"), inv.po_printed or "",
              inv.extra["agent"])
    xs = (20, 55, 82, 100, 124, 160, 196)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(20, 52, 176, 5, style="DF")
    pdf.rect(20, 57, 176, 6.4)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            pdf.line(xs[k], 52, xs[k], 63.4)
        f(xs[k] + 1.2, 55.6, head, 6.8)
        f(xs[k] + 1.2, 61.6, value, 8.4, "B")
    top, bottom = 68, 222
    cols = (20, 45, 120, 144, 162, 174, 196)
    pdf.rect(20, top, 176, bottom - top)
    pdf.rect(20, top, 176, 8.4, style="DF")
    for x in cols[1:-1]:
        pdf.line(x, top, x, bottom)
    for (x, x2), head, al in zip(zip(cols, cols[1:]), (("Artículo", "Item"), ("Descripción", "Description"),
                                                       ("Cantidad", "Quantity"), ("Precio", "Price"),
                                                       ("Dto. %", "Disc. %"), ("Importe", "Amount")),
                                 ("l", "l", "r", "r", "r", "r")):
        for k, text in enumerate(head):
            f(x + 1.2 if al == "l" else x2 - 1.2, top + 3.4 + k * 3.4, text, 6.6, "B" if k == 0 else "",
              "left" if al == "l" else "right")
    y = top + 13.4
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.2)
        desc = fp_wrap(pdf, line.description, 72)
        values = (line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, x2), value, al in zip(zip(cols, cols[1:]), values, ("l", "l", "r", "r", "r", "r")):
            if value:
                f(x + 1.2 if al == "l" else x2 - 1.2, y, value, 8.2, "", "left" if al == "l" else "right")
        for more in desc[1:]:
            y += 3.8
            f(46.2, y, more, 8.2)
        y += 6
    # the footer grid of totals
    heads = ("Importe bruto / Gross", "Portes / Freight", "Base imponible / Tax base", "% IVA / VAT %",
             "Cuota IVA / VAT", "TOTAL FACTURA / TOTAL (EUR)")
    charges = sum((a for _, a in inv.adjustment_amounts()), inv.subtotal * 0)
    values = (inv.number(inv.subtotal), inv.number(charges), inv.number(inv.net_total), inv.number(inv.vat_rate),
              inv.number(inv.vat_amount), inv.number(inv.gross_total))
    xs = (20, 52, 78, 112, 132, 158, 196)
    pdf.rect(20, 226, 176, 5, style="DF")
    pdf.rect(20, 231, 176, 7)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            pdf.line(xs[k], 226, xs[k], 238)
        f(xs[k + 1] - 1.2, 229.6, head, 6.2, "", "right")
        f(xs[k + 1] - 1.2, 236, value, 9 if k == 5 else 8.4, "B" if k == 5 else "", "right")
    f(20, 245, f"Forma de pago / Payment: {inv.extra['pay']}", 8)
    f(20, 249.2, f"Vencimientos / Due dates: {inv.due.strftime('%d/%m/%Y')}   {inv.number(inv.gross_total)}", 8)
    f(20, 253.4, f"Banco / Bank: IBAN {inv.iban}   BIC {inv.bic}", 8)
    pdf.set_font("Cond", "", 7.4)
    y = 259
    for row in fp_wrap(pdf, inv.statement, 174):
        f(20, y, row, 7.4)
        y += 3.4
    with pdf.rotation(90, 13, 240):
        f(13, 240, f"{s.name} - {s.register} - C.I.F. {s.vat[2:]}", 6.2)
    return bytes(pdf.output())


# --- anfix (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def anfix(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    facts = [("Invoice no.", inv.invoice_no), ("Date", inv.issued.strftime("%d/%m/%Y")),
             ("Due date", inv.due.strftime("%d/%m/%Y"))]
    src = doc_head(inv, "Invoice") + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 17mm, bottom: 20mm), footer: align(center, text(size: 6.8pt, '
        f'fill: luma(140))[{ts(s.name + " · CIF " + s.vat[2:] + " · " + s.register)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv) + ", " + COUNTRY["ES"]["en"])}'
        f' \\ {ts("VAT no. " + s.vat)} \\ {ts(s.phone)} \\ {ts(s.email)}],\n'
        '  align(right)[#text(size: 24pt, weight: "bold", fill: rgb("#1b9e8f"))[INVOICE] #v(1mm)\n'
        '  #table(columns: (auto, auto), stroke: none, inset: (x: 1mm, y: 1mm),\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right, text(weight: "bold")[{ts(v)}]),\n'
                  for k, v in facts)
        + '  )])\n#v(8mm)\n'
        '#block(fill: luma(246), inset: 3mm, width: 100%)[#grid(columns: (1fr, 1fr),\n'
        f'  [#text(fill: luma(110))[Client] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2] + ", " + COUNTRY["BE"]["en"])} \\ {ts("VAT no. " + BUYER_VAT)}],\n'
        + (f'  [#text(fill: luma(110))[Your reference] \\ {ts(inv.po_printed)}]' if inv.po_printed else '  []')
        + ')]\n#v(8mm)\n')
    rows = "".join(f'  [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], '
                   f'align(right)[{ts(eur(line.price))}], align(right)[{ts(inv.rate() + "%")}], '
                   f'align(right)[{ts(eur(line.amount))}],\n' for line in inv.lines)
    src += ('#table(columns: (1fr, 14mm, 26mm, 13mm, 28mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt + '
            'rgb("#1b9e8f") } else { 0.3pt + luma(220) }), inset: (x: 1.6mm, y: 2.3mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Description", "Units", "Price", "VAT", "Total")))
            + rows + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (36mm, 30mm), stroke: none, inset: (x: 1.6mm, y: 1.8mm),\n'
    for label, value, strong in (("Tax base", inv.net_total, False), (f"VAT {inv.rate()}%", inv.vat_amount, False),
                                 ("Total", inv.gross_total, True)):
        weight = 'weight: "bold", size: 11pt' if strong else ""
        src += f'  align(right, text({weight})[{ts(label)}]), align(right, text({weight})[{ts(eur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += (f'#text(weight: "bold")[Payment method] \\ {ts("Bank transfer - IBAN " + inv.iban + " - BIC " + inv.bic)}'
            f'\n#v(4mm)\n#text(weight: "bold")[Notes] \\ {ts(inv.statement)}\n')
    return _typst(src)


# --- vendus (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def vendus(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Fatura {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c.text(16, 18, s.name, 12.5, B)
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", f"NIF {s.vat[2:]}", f"Tel. {s.phone}",
                              s.email]):
        c.text(16, 23.5 + k * 3.9, text, 8, F, grey=0.25)
    c.text(194, 16, "Original", 8.6, B, "right")
    c.text(194, 26, f"Fatura / Invoice {inv.invoice_no}", 13, B, "right")
    facts = (("Data / Date", inv.issued.isoformat()), ("Vencimento / Due date", inv.due.isoformat()),
             ("ATCUD", inv.extra["atcud"]), ("Cliente n.º / Customer no.", inv.customer_no))
    for k, (label, value) in enumerate(facts):
        c.text(160, 33 + k * 4.3, label, 7.8, F, "right", grey=0.4)
        c.text(194, 33 + k * 4.3, value, 7.8, F, "right")
    c.fill(16, 56, 92, 30, 0.95)
    c.text(19, 61, "Cliente / Customer", 7.4, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], f"{BUYER[2]}, {COUNTRY['BE']['en']}",
                              f"NIF / VAT no. BE{BUYER_VAT[2:].replace('.', '')}"]):
        c.text(19, 66.5 + k * 4.5, text, 9, B if k == 0 else F)
    y = 98
    cols = [(16, "left"), (42, "left"), (128, "right"), (155, "right"), (168, "right"), (194, "right")]
    heads = ("Ref.", "Descrição / Description", "Qtd. / Qty", "Preço Un. / Price", "IVA", "Total")
    c.rule(16, y - 4.6, 194, 0.8)
    for (x, al), head in zip(cols, heads):
        c.text(x, y, head, 7.6, B, al)
    c.rule(16, y + 1.8, 194, 0.4)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 70 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], f"{inv.qty(line)} {line.unit}",
                                         eur(line.price), inv.rate() + "%", eur(line.amount))):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(42, y, more, 8.2, F)
        y += 5.6
    c.rule(16, y - 2.4, 194, 0.4)
    y += 3
    c.text(16, y, "Motivo de isenção / Exemption reason:", 7.8, B)
    c.text(16, y + 4, inv.statement, 7.8, F)
    y += 12
    c.text(16, y, "Resumo de impostos / Tax summary", 7.8, B)
    for (x, al), head in zip(((16, "left"), (62, "right"), (92, "right")),
                             ("Taxa / Rate", "Incidência / Base", "Valor IVA / VAT")):
        c.text(x, y + 5, head, 7.4, F, al, grey=0.4)
    for (x, al), value in zip(((16, "left"), (62, "right"), (92, "right")),
                              (f"IVA {inv.rate()}% (M16)", eur(inv.net_total), eur(inv.vat_amount))):
        c.text(x, y + 9.5, value, 8, F, al)
    ty = y
    for label, value, strong in (("Total s/ IVA / Total excl. VAT", inv.net_total, False),
                                 ("Total IVA / VAT", inv.vat_amount, False),
                                 ("Total (EUR)", inv.gross_total, True)):
        if strong:
            c.fill(120, ty - 4.6, 76, 6.8, 0.9)
        c.text(168, ty, label, 8.6 if not strong else 9.6, B if strong else F, "right")
        c.text(194, ty, eur(value), 8.6 if not strong else 9.6, B if strong else F, "right")
        ty += 6.2
    y = max(ty, y + 14) + 8
    c.text(16, y, f"Pagamento / Payment: transferência bancária / bank transfer - IBAN {inv.iban} - BIC {inv.bic}",
           7.8, F)
    c.text(16, y + 4.2, f"Os bens foram colocados à disposição do adquirente em {inv.issued.isoformat()}.", 7.8, F)
    c.rule(16, 276, 194, 0.3, grey=0.6)
    c.text(16, 280, f"{inv.extra['hash']}-Processado por programa certificado n.º {inv.extra['cert']}", 7, F,
           grey=0.3)
    c.text(16, 283.5, f"{s.name} · {s.register} · NIF {s.vat[2:]}", 6.6, F, grey=0.4)
    c.text(194, 283.5, "Pág. 1/1", 6.6, F, "right", grey=0.4)
    return c.bytes()


WRITERS = {"erpnext": erpnext, "tryton": tryton, "akaunting": akaunting, "crater": crater, "factusol": factusol,
           "anfix": anfix, "vendus": vendus}
