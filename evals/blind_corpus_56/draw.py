"""Seven page writers for the fifty-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The drawing helpers (reportlab canvas in mm, the platypus and
fpdf2 set-ups, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- afosto (fpdf2, DejaVu Sans): an Afosto-style Dutch commerce-platform invoice, nl: the shop's name big top left and
  its address right, `Factuur`, `Factuuradres` and `Afleveradres` side by side, a fact list right (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Bestelnummer` `#…`, `Klantnummer`, `Uw referentie`), columns `Aantal` / `SKU` /
  `Omschrijving` / `Prijs` / `Btw` / `Totaal`, totals with `€` (`Subtotaal`, `Verzendkosten`, `Totaal excl. btw`,
  `Btw`, `Totaal`), the payment line, a one-line footer.
- jaggaer (reportlab platypus, Liberation Sans): a Jaggaer-style supplier-portal invoice print, en or fr: `INVOICE` /
  `FACTURE` with a grey header grid (`Invoice No.`, `Invoice Date`, `PO No.`, `Payment Terms`, `Currency`), four
  address boxes (`Supplier`, `Remit To`, `Bill To`, `Ship To`), columns `Line` / `Product Description` /
  `Catalog No.` / `Size/Packaging` / `Unit Price` / `Quantity` / `Ext. Price`, totals `Subtotal`, `Shipping`, `Tax`,
  `Total` (no line labelled net), `Notes`, a "printed from the portal" footer.
- ivalua (fpdf2, Liberation Sans): an Ivalua-style supplier-portal invoice print, nl or fr: the supplier left,
  `FACTUUR` / `FACTURE` right, a boxed two-column header (supplier invoice number, dates, order, supplier number,
  contract, legal entity), `Leverancier` / `Fournisseur` and `Klant` / `Client` boxes, columns `Regel` / `Artikel` /
  `Omschrijving` / `Hoeveelheid` / `Eenheid` / `Eenheidsprijs` / `Btw %` / `Bedrag excl. btw`, a VAT breakdown
  (`Btw-tarief`, `Maatstaf`, `Btw-bedrag`) left of the totals.
- fastspring (reportlab canvas, Liberation Sans): a FastSpring-style software reseller invoice, en or de: the
  reseller as merchant of record, `INVOICE` / `RECHNUNG`, the order reference as the invoice number, `Sold To` /
  `Sold By`, `Product` / `Quantity` / `Unit Price` / `Discount` / `Total`, `Subtotal`, a coupon, `Tax`, `Total`,
  `Paid` / `Balance Due`, the merchant-of-record sentence.
- saga (fpdf2, DejaVu Sans): a Saga-style Romanian invoice, bilingual ro/en or ro/fr: `Furnizor` left,
  `FACTURĂ` with `Seria … nr. …`, date and VAT rate in the middle, `Cumpărător` right, a table with numbered
  columns (0 to 6: `Nr. crt.`, `Denumirea produselor sau a serviciilor`, `U.M.`, `Cantitatea`, `Preț unitar`,
  `Valoarea`, `Valoarea TVA`), the `Total` row, the signature and dispatch boxes, `Total de plată`.
- kulcssoft (reportlab canvas, DejaVu Sans): a Kulcs-Soft-style Hungarian invoice, bilingual hu/de: `SZÁMLA /
  RECHNUNG` with `Sorszám`, `Eladó` and `Vevő` boxes with tax numbers and the giro account, a row of dates
  (`Fizetési mód`, `Teljesítés kelte`, `Számla kelte`, `Fizetési határidő`), columns `Cikkszám` / `Megnevezés` /
  `Menny.` / `Me.` / `Egységár` / `Kedv. %` / `Nettó érték` / `ÁFA` / `ÁFA érték` / `Bruttó érték` with the VTSZ
  code under the name, the VAT summary (`KBAET`), `Fizetendő`.
- vyfakturuj (reportlab platypus, DejaVu Sans): a Vyfakturuj-style Czech invoice, bilingual cs/en: `Faktura -
  daňový doklad` with its number, `Dodavatel` and `Odběratel` with IČO and DIČ, the payment box (bank account,
  `Variabilní symbol`, dates `17. 12. 2027`), `Objednávka`, columns `Popis` / `Množství` / `MJ` / `Cena za MJ` /
  `DPH` / `Celkem bez DPH`, the VAT recap and `Celkem k úhradě`, `Vystavil`."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _issued, _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)
register_fonts(*LIBERATION_SANS)

LAND = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "BE": COUNTRY_BE,
        "DE": {"de": "Deutschland", "en": "Germany", "fr": "Allemagne"},
        "ES": {"fr": "Espagne", "en": "Spain"}, "RO": {"en": "Romania", "fr": "Roumanie"},
        "HU": {"de": "Ungarn", "en": "Hungary"}, "CZ": {"en": "Czech Republic"}}


# --- afosto (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def afosto(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    pdf.set_text_color(33, 52, 84)
    f(16, 22, s.name, 15, "B")
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([s.street, place(inv), LAND[s.country]["nl"], s.phone, s.email]):
        f(194, 16 + k * 3.9, text, 7.8, "", "right")
    f(16, 46, "Factuur", 20, "B")
    f(16, 56, "Factuuradres", 7.6, "B")
    f(66, 56, "Afleveradres", 7.6, "B")
    for k, text in enumerate([BUYER[0], "Crediteurenadministratie", BUYER[1], BUYER[2], "België",
                              f"Btw-nummer: {BUYER_VAT}"]):
        f(16, 60.5 + k * 4, text, 8.4)
    for k, text in enumerate([BUYER[0], "Magazijn - poort 3", BUYER[1], BUYER[2], "België"]):
        f(66, 60.5 + k * 4, text, 8.4)
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", _issued(inv, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, inv.extra.get("date_style", "%d-%m-%Y"))),
             ("Bestelnummer", inv.extra["order"]), ("Klantnummer", inv.customer_no),
             ("Uw referentie", inv.po_printed or "")]
    y = 60.5
    for label, value in facts:
        if value:
            f(126, y, label, 8.2)
            f(194, y, value, 8.2, "B" if label == "Factuurnummer" else "", "right")
            y += 4.6
    y = 96
    pdf.set_fill_color(241, 243, 246)
    pdf.rect(16, y - 4.8, 178, 7, style="F")
    cols = [(17.5, "l"), (30, "l"), (64, "l"), (160, "r"), (172, "r"), (192.5, "r")]
    for (x, al), head in zip(cols, ("Aantal", "SKU", "Omschrijving", "Prijs", "Btw", "Totaal")):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7.5
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 76)
        values = [f"{inv.qty(line)} {line.unit}", line.article or "", desc[0], eur(line.price), inv.rate() + "%",
                  eur(line.amount)]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2 if x != 30 else 7.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(64, y, more, 8.2)
        pdf.set_draw_color(225, 228, 232)
        pdf.line(16, y + 2.4, 194, y + 2.4)
        y += 7
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal"):
        f(165, y, label, 9.6 if strong else 8.6, "B" if strong else "", "right")
        f(192.5, y, eur(value), 9.6 if strong else 8.6, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(33, 52, 84)
            pdf.line(130, y - 4.4, 194, y - 4.4)
        y += 5.4
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        f"Wij verzoeken u het totaalbedrag binnen {inv.extra['terms']} over te maken op {inv.iban} (BIC {inv.bic}) "
        f"t.n.v. {s.name}, onder vermelding van "
        + (f"de gestructureerde mededeling {inv.payment_ref}." if inv.payment_ref else
           f"factuurnummer {inv.invoice_no}.")]
    pdf.set_font("DejaVu", "", 8)
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 8)
            y += 4
        y += 2
    f(16, y + 2, "Bedankt voor je bestelling!", 8.6, "B")
    pdf.set_draw_color(210, 210, 210)
    pdf.line(16, 279, 194, 279)
    vat_label = "Btw-nr." if s.country == "BE" else "Btw-id"
    f(105, 283.5, f"{s.name} · {s.register} · {vat_label} {s.vat} · IBAN {inv.iban}", 6.8, "", "center")
    return bytes(pdf.output())


# --- jaggaer (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def jaggaer(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "head": ("Invoice No.", "Invoice Date", "PO No.", "Payment Terms", "Currency",
                                       "Customer No."),
          "boxes": ("Supplier", "Remit To", "Bill To", "Ship To"),
          "cols": ("Line", "Product Description", "Catalog No.", "Size/Packaging", "Unit Price", "Quantity",
                   "Ext. Price"),
          "sub": "Subtotal", "vat": "Tax (VAT {rate}%)", "gross": "Total", "notes": "Notes", "tax_id": "VAT ID",
          "bank": "Bank details", "printed": "Invoice created in the supplier portal · Page 1 of 1",
          "ship": "Receiving - Dock 3"}
         if en else
         {"title": "FACTURE", "head": ("N° de facture", "Date de facture", "N° bon de commande",
                                       "Conditions de paiement", "Devise", "N° client"),
          "boxes": ("Fournisseur", "Adresse de paiement", "Facturer à", "Livrer à"),
          "cols": ("Ligne", "Description du produit", "N° catalogue", "Conditionnement", "Prix unitaire",
                   "Quantité", "Montant"),
          "sub": "Sous-total", "vat": "Taxe (TVA {rate} %)", "gross": "Total", "notes": "Remarques",
          "tax_id": "N° TVA", "bank": "Coordonnées bancaires",
          "printed": "Facture créée dans le portail fournisseurs · Page 1 de 1", "ship": "Réception - quai 3"})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("jgl", 7, "LS", grey=0.35)
    normal, right = _style("jgn", 8, "LS"), _style("jgr", 8, "LS", align=2)
    bold, bold_r = _style("jgb", 8, "LSB"), _style("jgbr", 8, "LSB", align=2)
    values = (inv.invoice_no, _issued(inv, "%d/%m/%Y"), inv.po_printed or "", inv.extra["terms"], "EUR",
              inv.customer_no)
    title = Table([[Paragraph(f"<b>{w['title']}</b>", _style("jgt", 18, "LSB", lead=22)),
                    Paragraph(escape(s.name), _style("jgs", 10, "LSB", align=2, lead=13))]],
                  colWidths=[89 * mm, 89 * mm])
    title.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    keep = [(k, v) for k, v in zip(w["head"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in keep],
                  [Paragraph(escape(v), bold if i == 0 else normal) for i, (_, v) in enumerate(keep)]],
                 colWidths=[178 * mm / len(keep)] * len(keep))
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.93, 0.95)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    country = LAND[s.country][inv.language]
    supplier = [s.name, s.street, f"{place(inv)}, {country}", f"{w['tax_id']}: {s.vat}"]
    remit = [inv.extra["remit"], "IBAN:", inv.iban, f"BIC {inv.bic}"] + (
        [inv.payment_ref] if inv.payment_ref else [])
    bill = [BUYER[0], "Accounts Payable" if en else "Comptabilité fournisseurs", BUYER[1], BUYER[2],
            f"{w['tax_id']}: {BUYER_VAT}"]
    ship = [BUYER[0], w["ship"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]
    addr_style = _style("jga", 7.8, "LS", lead=10)
    boxes = Table([[Paragraph(escape(b), lab) for b in w["boxes"]],
                   [Paragraph("<br/>".join(escape(t) for t in block), addr_style)
                    for block in (supplier, remit, bill, ship)]], colWidths=[44.5 * mm] * 4)
    boxes.setStyle(TableStyle([("BOX", (i, 0), (i, -1), 0.4, colors.Color(0.6, 0.6, 0.6)) for i in range(4)]
                              + [("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.93, 0.95))]))
    rows = [[Paragraph(escape(h), bold_r if k >= 4 else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines, 1):
        rows.append([Paragraph(str(k), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.qty(line), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 58 * mm, 26 * mm, 27 * mm, 19 * mm, 16 * mm, 22 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.93, 0.95)),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.6),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.6)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " EUR"), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)]
    tot = Table(trows, colWidths=[44 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [title, Spacer(1, 4 * mm), grid, Spacer(1, 5 * mm), boxes, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm),
             tot, Spacer(1, 8 * mm), Paragraph(f"<b>{escape(w['notes'])}</b>", normal), Spacer(1, 1 * mm)]
    notes = [inv.statement] if inv.statement else []
    if inv.payment_ref:
        notes.append(("Communication structurée : " if not en else "Structured reference: ") + inv.payment_ref)
    notes.append(f"{s.register} · {w['tax_id']} {s.vat} · {s.phone}")
    for text in notes:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.4 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, w["printed"])
        canvas.drawRightString(194 * mm, 10 * mm, f"{w['head'][0]} {inv.invoice_no}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- ivalua (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def ivalua(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "copy": "Origineel",
          "facts": ("Factuurnummer leverancier", "Factuurdatum", "Vervaldatum", "Bestelling",
                    "Leveranciersnummer", "Betalingsvoorwaarden", "Contract", "Juridische entiteit"),
          "sup": "Leverancier", "cust": "Klant - factuuradres", "vatno": "Btw-nr.",
          "cols": ("Regel", "Artikel", "Omschrijving", "Hoeveelheid", "Eenheid", "Eenheidsprijs", "Btw %",
                   "Bedrag excl. btw"),
          "sub": "Totaal regels excl. btw", "net": "Totaal excl. btw", "vat": "Totaal btw", "gross": "Totaal incl. btw",
          "bd": ("Btw-tarief", "Maatstaf van heffing", "Btw-bedrag"), "comm": "Gestructureerde mededeling",
          "portal": "Ingediend via het leveranciersportaal van de klant"}
         if nl else
         {"title": "FACTURE", "copy": "Original",
          "facts": ("N° facture fournisseur", "Date de facture", "Date d'échéance", "Commande",
                    "N° fournisseur", "Conditions de paiement", "Contrat", "Entité juridique"),
          "sup": "Fournisseur", "cust": "Client - adresse de facturation", "vatno": "N° TVA",
          "cols": ("Ligne", "Article", "Description", "Quantité", "Unité", "Prix unitaire", "TVA %",
                   "Montant HT"),
          "sub": "Total lignes HT", "net": "Total HT", "vat": "Total TVA", "gross": "Total TTC",
          "bd": ("Taux TVA", "Base HT", "Montant TVA"), "comm": "Communication structurée",
          "portal": "Soumise via le portail fournisseurs du client"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    dfmt = "%d/%m/%Y"
    f(16, 20, s.name, 12, "B")
    f(16, 25, f"{s.street}, {place(inv)}, {LAND[s.country][inv.language]}", 8)
    f(194, 20, w["title"], 18, "B", "right")
    f(194, 26, w["copy"], 8, "I", "right")
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "", inv.customer_no,
              inv.extra["terms"], inv.extra["contract"], inv.extra["entity"])
    pairs = [(k, v) for k, v in zip(w["facts"], values) if v]
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.25)
    top = 34
    half = (len(pairs) + 1) // 2
    pdf.rect(16, top, 178, half * 5.6 + 3)
    pdf.line(105, top, 105, top + half * 5.6 + 3)
    for k, (label, value) in enumerate(pairs):
        x = 18 if k < half else 107
        y = top + 5 + (k % half) * 5.6
        f(x, y, label, 7.6, "", "left")
        f(x + 86, y, value, 8.2, "B" if k == 0 else "", "right")
    y = top + half * 5.6 + 10
    pdf.set_fill_color(232, 236, 241)
    for x, head in ((16, w["sup"]), (107, w["cust"])):
        pdf.rect(x, y, 87, 5.4, style="F")
        f(x + 2, y + 3.9, head, 7.8, "B")
    sup = [s.name, s.street, f"{place(inv)} {LAND[s.country][inv.language]}", f"{w['vatno']} {s.vat}",
           f"IBAN {inv.iban} · BIC {inv.bic}", s.email]
    cust = [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]
    for k, text in enumerate(sup):
        f(18, y + 10 + k * 4.2, text, 8.2)
    for k, text in enumerate(cust):
        f(109, y + 10 + k * 4.2, text, 8.2, "B" if k == 0 else "")
    y += 10 + len(sup) * 4.2 + 7
    articles = any(line.article for line in inv.lines)
    cols = [(17, "l"), (27, "l"), (56 if articles else 27, "l"), (128, "r"), (130, "l"), (158, "r"), (170, "r"),
            (193, "r")]
    pdf.set_fill_color(64, 84, 110)
    pdf.rect(16, y - 4.2, 178, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k == 1 and not articles:
            continue
        f(x, y, head, 7.4, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 6.6
    width = 68 if articles else 86
    for k, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, width)
        values = [str(k), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.rate(), inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(cols[2][0], y, more, 8.2)
        pdf.set_draw_color(205, 205, 205)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.2
    y += 5
    pdf.set_draw_color(120, 120, 120)
    f(18, y, w["bd"][0], 7.6, "B")
    f(58, y, w["bd"][1], 7.6, "B", "right")
    f(88, y, w["bd"][2], 7.6, "B", "right")
    pdf.line(16, y + 1.6, 90, y + 1.6)
    f(18, y + 5.4, inv.rate() + " %", 8.2)
    f(58, y + 5.4, inv.number(inv.net_total), 8.2, "", "right")
    f(88, y + 5.4, inv.number(inv.vat_amount), 8.2, "", "right")
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 9 if strong else 8.4, "B" if strong else "", "right")
        f(193, y, inv.number(value) + " EUR", 9 if strong else 8.4, "B" if strong else "", "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + (
        [f"{w['comm']}: {inv.payment_ref}"] if inv.payment_ref else [])
    pdf.set_font("Lib", "", 8)
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8)
            y += 4
        y += 1.6
    pdf.line(16, 278, 194, 278)
    f(16, 282, f"{w['portal']} · {s.register}", 6.8)
    f(194, 282, "1 / 1", 6.8, "", "right")
    return bytes(pdf.output())


# --- fastspring (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def fastspring(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Invoice Date", "Order Reference", "PO Number",
                                        "Payment Method"),
          "to": "Sold To", "by": "Sold By", "cols": ("Product", "Quantity", "Unit Price", "Discount", "Total"),
          "sub": "Subtotal", "vat": "Tax (VAT {rate}%)", "gross": "Total", "paid": "Paid", "due": "Balance Due",
          "vatno": "VAT ID", "mor": "{name} is the authorised reseller and Merchant of Record for this order. "
                                    "The products are licensed to you by {publisher}.",
          "bank": "Please pay by wire transfer to {name}, IBAN {iban}, BIC {bic}, quoting {ref}.",
          "help": "Questions about this order? Contact {email}."}
         if en else
         {"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Bestellreferenz", "Ihre Bestellnummer",
                                         "Zahlungsart"),
          "to": "Rechnungsempfänger", "by": "Verkäufer", "cols": ("Produkt", "Menge", "Einzelpreis", "Rabatt",
                                                                  "Summe"),
          "sub": "Zwischensumme", "vat": "MwSt. ({rate} %)", "gross": "Gesamtbetrag", "paid": "Bezahlt",
          "due": "Offener Betrag", "vatno": "USt-IdNr.",
          "mor": "{name} ist autorisierter Wiederverkäufer und Vertragspartner (Merchant of Record) für diese "
                 "Bestellung. Die Produkte werden Ihnen von {publisher} lizenziert.",
          "bank": "Bankverbindung {name}: IBAN {iban}, BIC {bic}.",
          "help": "Fragen zu Ihrer Bestellung? Schreiben Sie an {email}."})
    cur = (lambda v: "€" + inv.number(v)) if en else (lambda v: inv.number(v) + " €")
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, s.name, 14, B)
    c.text(18, 27.5, f"{s.street} · {place(inv)} · {LAND[s.country][inv.language]}", 8, F, grey=0.35)
    c.text(192, 22, w["title"], 20, B, "right", grey=0.25)
    values = (inv.invoice_no, _issued(inv, "%d.%m.%Y"), inv.invoice_no, inv.po_printed or "",
              inv.extra["payment"])
    y = 40
    for label, value in zip(w["facts"], values):
        if label in ("Order Reference", "Bestellreferenz") and value == inv.invoice_no:
            continue
        if value:
            c.text(126, y, label, 8.2, F, grey=0.4)
            c.text(192, y, value, 8.2, B if y == 40 else F, "right")
            y += 4.6
    c.text(18, 40, w["to"].upper(), 7.4, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], inv.extra["email"],
                              f"{w['vatno']}: {BUYER_VAT}"]):
        c.text(18, 45 + k * 4.3, text, 8.8, B if k == 0 else F)
    c.text(18, 78, w["by"].upper(), 7.4, B, grey=0.4)
    for k, text in enumerate([s.name, f"{s.street}, {place(inv)}", f"{w['vatno']}: {s.vat}", s.register]):
        c.text(18, 83 + k * 4.3, text, 8.4, F)
    y = 108
    c.fill(18, y - 4.6, 174, 6.8, 0.93)
    cols = [(20, "left"), (121, "right"), (143, "right"), (163, "right"), (190, "right")]
    discounts = any(line.discount for line in inv.lines)
    for (x, al), head in zip(cols, w["cols"]):
        if head in ("Discount", "Rabatt") and not discounts:
            continue
        c.text(x, y, head, 8.2, B, al)
    y += 7.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 90 * MM)
        values = (desc[0], inv.qty(line), cur(line.price), inv.pct(line.discount) + "%" if line.discount else "",
                  cur(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(20, y, more, 8.6, F)
        c.rule(18, y + 2.4, 192, 0.3, grey=0.8)
        y += 7.2
    y += 3
    paid = bool(inv.extra["paid"])
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    rows += [(w["paid"], inv.gross_total if paid else inv.gross_total * 0, False),
             (w["due"], inv.gross_total * 0 if paid else inv.gross_total, True)]
    for label, value, strong in rows:
        bold = strong or label == w["gross"]
        c.text(163, y, label, 9 if bold else 8.6, B if bold else F, "right")
        text = cur(value) if label not in (w["paid"],) or not value else "-" + cur(value)
        c.text(190, y, text, 9 if bold else 8.6, B if bold else F, "right")
        y += 5.2
    y += 8
    texts = [inv.statement,
             w["mor"].format(name=s.name, publisher=inv.extra["publisher"])]
    if not paid:
        texts.append(w["bank"].format(name=s.name, iban=inv.iban, bic=inv.bic, ref=inv.invoice_no))
    else:
        texts.append(w["bank"].format(name=s.name, iban=inv.iban, bic=inv.bic))
    texts.append(w["help"].format(email=s.email))
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
        y += 2
    c.rule(18, 279, 192, 0.3, grey=0.7)
    c.text(105, 283.5, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · {s.phone}", 6.8, F, "center", grey=0.4)
    return c.bytes()


# --- saga (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------------
def saga(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    series, number = inv.invoice_no.split()
    t = ({"title": "INVOICE", "sup": "Supplier", "buy": "Buyer", "reg": "Trade reg. no.", "cif": "VAT no.",
          "addr": "Address", "county": "County", "acct": "Account", "bank": "Bank", "cap": "Share capital",
          "series": "Series {series} no. {number}", "date": "Date", "due": "Due date", "rate": "VAT rate",
          "order": "Order no.", "cols": ("No.", "Description of goods or services", "U.M.", "Quantity",
                                          "Unit price (excl. VAT) -EUR-", "Value -EUR-", "VAT value -EUR-"),
          "sig": "Supplier's signature and stamp", "disp": "Dispatch details", "deleg": "Carrier / delegate",
          "recv": "Receiver's signature", "pay": "Total payable (col. 5 + col. 6)", "issuer": "Issued by"}
         if en else
         {"title": "FACTURE", "sup": "Fournisseur", "buy": "Acheteur", "reg": "N° reg. com.", "cif": "N° TVA",
          "addr": "Adresse", "county": "Département", "acct": "Compte", "bank": "Banque", "cap": "Capital social",
          "series": "Série {series} n° {number}", "date": "Date", "due": "Échéance", "rate": "Taux TVA",
          "order": "Commande n°", "cols": ("N°", "Désignation des produits ou services", "U.M.", "Quantité",
                                            "Prix unitaire (HT) -EUR-", "Valeur -EUR-", "Valeur TVA -EUR-"),
          "sig": "Signature et cachet du fournisseur", "disp": "Données d'expédition", "deleg": "Délégué",
          "recv": "Signature de l'acheteur", "pay": "Total à payer (col. 5 + col. 6)", "issuer": "Émise par"})
    ro = {"title": "FACTURĂ", "sup": "Furnizor", "buy": "Cumpărător", "reg": "Nr. ord. reg. com.", "cif": "CIF",
          "addr": "Sediul", "county": "Județul", "acct": "Cont", "bank": "Banca", "cap": "Capital social",
          "series": "Seria {series} nr. {number}", "date": "Data", "due": "Termen de plată", "rate": "Cota TVA",
          "order": "Comanda nr.", "cols": ("Nr. crt.", "Denumirea produselor sau a serviciilor", "U.M.", "Cantitatea",
                                            "Preț unitar (fără TVA) -EUR-", "Valoarea -EUR-", "Valoarea TVA -EUR-"),
          "sig": "Semnătura și ștampila furnizorului", "disp": "Date privind expediția", "deleg": "Numele delegatului",
          "recv": "Semnătura de primire", "pay": "Total de plată (col. 5 + col. 6)", "issuer": "Întocmit de"}
    pdf = _fpdf(f"Factura {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=7.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    both = lambda key: f"{ro[key]} / {t[key]}"  # noqa: E731
    dfmt = "%d.%m.%Y"
    f(12, 14, both("sup") + ":", 7, "I")
    f(12, 19, s.name, 9.6, "B")
    rows = [(both("reg"), s.register), (both("cif"), s.vat), (both("addr"), f"{s.street}, {place(inv)}"),
            (both("county"), f"{inv.extra['county']}, România"), (both("acct"), inv.iban),
            (both("bank"), inv.extra["bank"]), (both("cap"), inv.extra["capital"])]
    y = 23.5
    pdf.set_font("DejaVu", "", 6.8)
    for label, value in rows:
        for k, row in enumerate(fp_wrap(pdf, f"{label}: {value}", 64)):
            f(12, y, row, 6.8)
            y += 3.3
    f(105, 20, ro["title"], 15, "B", "center")
    f(105, 25.5, t["title"], 10, "B", "center")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(80, 29, 50, 23)
    f(105, 34, ro["series"].format(series=series, number=number), 8.6, "B", "center")
    f(105, 37.6, t["series"].format(series=series, number=number), 6.8, "", "center")
    f(105, 42.2, f"{both('date')}: {inv.issued.strftime(dfmt)}", 7.4, "", "center")
    f(105, 46, f"{both('due')}: {inv.due.strftime(dfmt)}", 7.4, "", "center")
    f(105, 49.8, f"{both('rate')}: {inv.rate()}%", 7.4, "", "center")
    f(138, 14, both("buy") + ":", 7, "I")
    f(138, 19, BUYER[0], 9.6, "B")
    brow = [(both("reg"), "RPR Gent 0456.789.133"), (both("cif"), BUYER_VAT),
            (both("addr"), f"{BUYER[1]}, {BUYER[2]}"), (both("county"), "Oost-Vlaanderen, Belgia")]
    y2 = 23.5
    for label, value in brow:
        for row in fp_wrap(pdf, f"{label}: {value}", 60):
            f(138, y2, row, 6.8)
            y2 += 3.3
    y = max(y, y2, 55) + 3
    if inv.po_printed:
        f(12, y, f"{both('order')}: {inv.po_printed}", 7.6, "B")
        y += 5
    xs = [12, 22, 98, 112, 130, 157, 178, 198]
    top = y
    heads = [f"{ro['cols'][k]}\n{t['cols'][k]}" for k in range(7)]
    pdf.set_fill_color(236, 236, 236)
    pdf.rect(12, top, 186, 12, style="F")
    for k in range(7):
        pdf.set_font("DejaVu", "B", 6)
        rows_h = []
        for part in heads[k].split("\n"):
            rows_h += fp_wrap(pdf, part, xs[k + 1] - xs[k] - 2)
        for j, row in enumerate(rows_h[:4]):
            f((xs[k] + xs[k + 1]) / 2, top + 3 + j * 2.5, row, 6, "B", "center")
    y = top + 12
    for k in range(7):
        f((xs[k] + xs[k + 1]) / 2, y + 2.8, str(k) if k < 5 else ("5 (3 x 4)" if k == 5 else "6"), 6.2, "",
          "center")
    y += 4
    pdf.line(12, y, 198, y)
    y += 4.4
    for k, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 7.6)
        desc = fp_wrap(pdf, line.description, 73)
        values = [str(k), desc[0], line.unit, inv.qty(line), inv.number(line.price), inv.number(line.amount),
                  inv.number(line.amount * inv.vat_rate / 100)]
        for j, value in enumerate(values):
            if j in (0, 2):
                f((xs[j] + xs[j + 1]) / 2, y, value, 7.6, "", "center")
            elif j == 1:
                f(xs[1] + 1, y, value, 7.6)
            else:
                f(xs[j + 1] - 1.2, y, value, 7.6, "", "right")
        for more in desc[1:]:
            y += 3.6
            f(xs[1] + 1, y, more, 7.6)
        y += 5.2
    bottom = max(y + 20, 200)
    for x in xs:
        pdf.line(x, top, x, bottom)
    pdf.rect(12, top, 186, bottom - top)
    pdf.line(12, bottom - 10, 198, bottom - 10)
    f(xs[1] + 1, bottom - 4, "Total", 8.6, "B")
    f(xs[6] - 1.2, bottom - 4, inv.number(inv.net_total), 8.6, "B", "right")
    f(xs[7] - 1.2, bottom - 4, inv.number(inv.vat_amount), 8.6, "B", "right")
    y = bottom
    pdf.rect(12, y, 56, 26)
    pdf.rect(68, y, 80, 26)
    pdf.rect(148, y, 50, 26)
    f(14, y + 4, ro["sig"], 6.4)
    f(14, y + 7, t["sig"], 6.2, "I")
    f(70, y + 4, f"{ro['disp']} / {t['disp']}", 6.4)
    f(70, y + 8.5, f"{ro['deleg']} / {t['deleg']}: {inv.extra['delegate'] or '-'}", 6.4)
    f(70, y + 12.5, f"{ro['issuer']} / {t['issuer']}: {inv.extra['issuer']}", 6.4)
    f(70, y + 21, f"{ro['recv']} / {t['recv']}", 6.4)
    f(150, y + 4, ro["pay"], 6.4, "B")
    f(150, y + 7, t["pay"], 6.2, "I")
    f(196, y + 18, inv.number(inv.gross_total) + " EUR", 11, "B", "right")
    y += 33
    pdf.set_font("DejaVu", "", 7.2)
    for row in fp_wrap(pdf, inv.statement, 186):
        f(12, y, row, 7.2)
        y += 3.6
    f(12, y + 3, f"SWIFT / BIC: {inv.bic} · {s.phone} · {s.email}", 7.2)
    f(105, 287, "Factură emisă cu programul de facturare / Invoice printed by the invoicing program", 5.6, "I",
      "center")
    return bytes(pdf.output())


# --- kulcssoft (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def kulcssoft(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Számla {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    hu_date = "%Y.%m.%d."
    c.text(192, 18, "SZÁMLA / RECHNUNG", 15, B, "right")
    c.text(192, 24, f"Sorszám / Rechnungsnummer: {inv.invoice_no}", 9, B, "right")
    c.text(192, 28.4, "Eredeti példány / Original", 7.4, F, "right", grey=0.4)
    c.text(18, 18, s.name, 11, B)
    c.text(18, 23, f"{s.postal_code} {s.city}, {s.street}", 8, F)
    c.c.setLineWidth(0.4)
    for x, head in ((18, "Eladó / Verkäufer"), (106, "Vevő / Käufer")):
        c.c.rect(x * MM, c.height - 80 * MM, 86 * MM, 44 * MM)
        c.fill(x, 36, 86, 5.2, 0.9)
        c.text(x + 2, 39.8, head, 7.8, B)
    seller = [s.name, f"{s.postal_code} {s.city}, {s.street}", "Magyarország / Ungarn",
              f"Adószám / Steuernr.: {inv.extra['taxno']}", f"Közösségi adószám / USt-IdNr.: {s.vat}",
              f"Bankszámla / Konto: {inv.extra['account']}", f"IBAN: {inv.iban}", f"SWIFT: {inv.bic}",
              f"Cégjegyzékszám: {s.register}"]
    for k, text in enumerate(seller):
        c.text(20, 45.5 + k * 3.8, text, 7.4, B if k == 0 else F)
    buyer = [BUYER[0], f"{BUYER[2]}, {BUYER[1]}", "Belgium / Belgien",
             f"Közösségi adószám / USt-IdNr.: {BUYER_VAT}"]
    for k, text in enumerate(buyer):
        c.text(108, 45.5 + k * 3.8, text, 7.8, B if k == 0 else F)
    if inv.po_printed:
        c.text(108, 45.5 + 5 * 3.8, f"Megrendelés / Bestell-Nr.: {inv.po_printed}", 7.8, F)
    dates = [("Fizetési mód / Zahlungsart", "Átutalás / Überweisung"),
             ("Teljesítés kelte / Leistungsdatum", inv.extra["performed"]),
             ("Számla kelte / Rechnungsdatum", inv.issued.strftime(hu_date)),
             ("Fizetési határidő / Fällig am", inv.due.strftime(hu_date))]
    y = 84
    c.c.rect(18 * MM, c.height - (y + 11) * MM, 174 * MM, 11 * MM)
    for k, (label, value) in enumerate(dates):
        x = 18 + k * 43.5
        if k:
            c.c.line(x * MM, c.height - y * MM, x * MM, c.height - (y + 11) * MM)
        c.text(x + 1.6, y + 4, label, 6.4, F, grey=0.35)
        c.text(x + 1.6, y + 8.6, value, 8, B)
    y = 104
    cols = [(19, "left"), (42, "left"), (106, "right"), (108, "left"), (127, "right"), (138, "right"),
            (155, "right"), (165, "right"), (176, "right"), (192, "right")]
    heads1 = ("Cikkszám", "Megnevezés", "Menny.", "Me.", "Egységár", "Kedv.%", "Nettó érték", "ÁFA", "ÁFA ért.",
              "Bruttó érték")
    heads2 = ("Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "Preis", "Rabatt", "Nettowert", "USt.", "USt.",
              "Bruttowert")
    c.fill(18, y - 4, 174, 9, 0.9)
    for (x, al), h1, h2 in zip(cols, heads1, heads2):
        c.text(x, y - 0.6, h1, 6.2, B, al)
        c.text(x, y + 3.2, h2, 6, F, al)
    y += 10
    vat_label = "KBAET" if inv.vat_rate == 0 else inv.rate() + "%"
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.4, 56 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount), vat_label,
                  inv.number(line.amount * inv.vat_rate / 100), inv.number(line.amount * (1 + inv.vat_rate / 100)))
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 7.4 if x != 165 else 6.4, F, al)
        for more in list(desc[1:]) + list(line.detail):
            y += 3.6
            c.text(42, y, more, 7.4 if more in desc else 6.6, F, grey=0 if more in desc else 0.35)
        c.rule(18, y + 2, 192, 0.25, grey=0.7)
        y += 6
    y += 4
    c.text(18, y, "ÁFA-összesítő / USt.-Übersicht", 7.8, B)
    heads = [("ÁFA / USt.", 19, "left"), ("Nettó / Netto", 88, "right"), ("ÁFA / USt.", 118, "right"),
             ("Bruttó / Brutto", 150, "right")]
    for text, x, al in heads:
        c.text(x, y + 4.6, text, 7, B, al)
    c.rule(18, y + 6, 152, 0.3)
    c.text(19, y + 10, f"{vat_label} (0 %)" if inv.vat_rate == 0 else vat_label, 7.8, F)
    c.text(88, y + 10, inv.number(inv.net_total), 7.8, F, "right")
    c.text(118, y + 10, inv.number(inv.vat_amount), 7.8, F, "right")
    c.text(150, y + 10, inv.number(inv.gross_total), 7.8, F, "right")
    c.rule(18, y + 12, 152, 0.3)
    c.text(19, y + 16, "Összesen / Gesamt", 7.8, B)
    c.text(88, y + 16, inv.number(inv.net_total), 7.8, B, "right")
    c.text(118, y + 16, inv.number(inv.vat_amount), 7.8, B, "right")
    c.text(150, y + 16, inv.number(inv.gross_total), 7.8, B, "right")
    y += 26
    c.fill(110, y - 5, 82, 8, 0.88)
    c.text(112, y, "Fizetendő / Zu zahlen:", 9.4, B)
    c.text(190, y, inv.number(inv.gross_total) + " EUR", 10, B, "right")
    y += 10
    for row in rl_wrap(inv.statement, F, 7.6, 174 * MM):
        c.text(18, y, row, 7.6, F)
        y += 3.7
    y += 3
    c.text(18, y, "A számla pénzneme: EUR / Rechnungswährung: EUR", 7.6, F)
    c.text(18, 262, f"Kiállító / Aussteller: {inv.extra['issuer']}", 7.6, F)
    c.rule(18, 274, 192, 0.3, grey=0.6)
    c.text(18, 278, f"{s.name} · {s.phone} · {s.email}", 6.6, F, grey=0.35)
    c.text(192, 278, "1/1. oldal / Seite", 6.6, F, "right", grey=0.35)
    c.text(18, 281.4, "Készült számlázó programmal / Erstellt mit Rechnungsprogramm", 6.2, F, grey=0.45)
    return c.bytes()


# --- vyfakturuj (reportlab platypus, DejaVu Sans) --------------------------------------------------------------------
def vyfakturuj(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Faktura"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    cz_date = "%d. %m. %Y"
    lab = _style("vfl", 7, "DV", grey=0.45)
    normal, right = _style("vfn", 8.2, "DV"), _style("vfr", 8.2, "DV", align=2)
    bold, bold_r = _style("vfb", 8.2, "DVB"), _style("vfbr", 8.2, "DVB", align=2)
    title = Table([[Paragraph("<b>Faktura - daňový doklad</b><br/>"
                              "<font size=8 color='#777777'>Invoice - tax document</font>",
                              _style("vft", 16, "DVB", lead=19)),
                    Paragraph(f"<font size=8 color='#777777'>č. / No.</font><br/><b>{escape(inv.invoice_no)}</b>",
                              _style("vfno", 16, "DVB", align=2, lead=19))]], colWidths=[120 * mm, 58 * mm])
    title.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.Color(0.16, 0.5, 0.73))]))
    ico = s.vat[2:]
    sup = (f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(s.postal_code)} {escape(s.city)}<br/>"
           f"Česká republika<br/><br/>IČO: {ico}<br/>DIČ / VAT ID: {escape(s.vat)}<br/>"
           f"<font size=6.6 color='#666666'>{escape(s.register)}</font>")
    cust = (f"<b>{escape(BUYER[0])}</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>Belgie / Belgium<br/><br/>"
            f"DIČ / VAT ID: {escape(BUYER_VAT)}")
    parties = Table([[Paragraph("Dodavatel / Supplier", lab), Paragraph("Odběratel / Customer", lab)],
                     [Paragraph(sup, _style("vfs", 8.4, "DV", lead=11)),
                      Paragraph(cust, _style("vfc", 8.4, "DV", lead=11))]], colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("BOX", (1, 0), (1, -1), 0.5, colors.Color(0.7, 0.7, 0.7)),
                                 ("LEFTPADDING", (1, 0), (1, -1), 6)]))
    pay = [("Bankovní účet / Bank account", inv.extra["account"]), ("IBAN", inv.iban), ("SWIFT", inv.bic),
           ("Variabilní symbol", inv.extra["vs"]), ("Způsob platby / Payment", "Převodem / Bank transfer")]
    dates = [("Datum vystavení / Issue date", inv.issued.strftime(cz_date)),
             ("Datum splatnosti / Due date", inv.due.strftime(cz_date)),
             ("DUZP / Date of taxable supply", inv.issued.strftime(cz_date))]
    if inv.po_printed:
        dates.append(("Objednávka / Order", inv.po_printed))
    left = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k == "Variabilní symbol" else normal)]
                  for k, v in pay], colWidths=[35 * mm, 54 * mm])
    rightt = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in dates],
                   colWidths=[44 * mm, 45 * mm])
    for t in (left, rightt):
        t.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    box = Table([[left, rightt]], colWidths=[89 * mm, 89 * mm])
    box.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.95, 0.96, 0.97)),
                             ("LEFTPADDING", (0, 0), (-1, -1), 4), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                             ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    rows = [[Paragraph(f"<b>{escape(a)}</b><br/><font size=6.4>{escape(b)}</font>", bold_r if k else bold)
             for k, (a, b) in enumerate((("Popis", "Description"), ("Množství", "Qty"), ("MJ", "Unit"),
                                         ("Cena za MJ", "Unit price"), ("DPH", "VAT"),
                                         ("Celkem bez DPH", "Total excl. VAT")))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), right), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.rate() + " %", right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[84 * mm, 18 * mm, 12 * mm, 22 * mm, 14 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.16, 0.5, 0.73)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    recap = [[Paragraph("<b>Sazba DPH / VAT rate</b>", bold), Paragraph("<b>Základ / Base</b>", bold_r),
              Paragraph("<b>DPH / VAT</b>", bold_r), Paragraph("<b>Celkem / Total</b>", bold_r)],
             [Paragraph(inv.rate() + " %", normal), Paragraph(inv.number(inv.net_total), right),
              Paragraph(inv.number(inv.vat_amount), right), Paragraph(inv.number(inv.gross_total), right)]]
    rt = Table(recap, colWidths=[42 * mm, 26 * mm, 22 * mm, 26 * mm], hAlign="LEFT")
    rt.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.Color(0.6, 0.6, 0.6)),
                            ("LEFTPADDING", (0, 0), (-1, -1), 1.4)]))
    due = Table([[Paragraph("Celkem k úhradě / Total due", _style("vfd", 10, "DVB", lead=13)),
                  Paragraph(f"{inv.number(inv.gross_total)} EUR", _style("vfdv", 13, "DVB", align=2, lead=16))]],
                colWidths=[108 * mm, 70 * mm])
    due.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.9, 0.94, 0.97)),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 5),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    story = [title, Spacer(1, 6 * mm), parties, Spacer(1, 5 * mm), box, Spacer(1, 7 * mm),
             Paragraph("Fakturujeme Vám / We invoice you for:", normal), Spacer(1, 2 * mm), table,
             Spacer(1, 5 * mm), rt, Spacer(1, 4 * mm), due, Spacer(1, 6 * mm), Paragraph(escape(inv.statement),
                                                                                         normal),
             Spacer(1, 8 * mm), Paragraph(f"Vystavil / Issued by: {escape(inv.extra['issuer'])} · "
                                          f"{escape(s.phone)} · {escape(s.email)}", normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.5)
        canvas.drawString(16 * mm, 10 * mm, "Vystaveno v online fakturačním systému / Issued with an online "
                                            "invoicing service")
        canvas.drawRightString(194 * mm, 10 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"afosto": afosto, "jaggaer": jaggaer, "ivalua": ivalua, "fastspring": fastspring, "saga": saga,
           "kulcssoft": kulcssoft, "vyfakturuj": vyfakturuj}
