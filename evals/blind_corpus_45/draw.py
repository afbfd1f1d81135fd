"""Seven page writers for the forty-fifth blind corpus, each imitating from general knowledge the ordinary printed
invoice of one family of web-shop or marketplace software (no logos, no trademarks, invented suppliers): three on
fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu, Liberation and the PDF
core Helvetica fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, the buyer) are evals/blind_corpus/drawing.py's.

- woocommerce (reportlab platypus, DejaVu Sans): the "simple" template of a WooCommerce PDF-invoice plugin, nl or
  en: the shop name left and its address right, `FACTUUR` / `INVOICE`, the billing address left and the order data
  right (`Factuurnummer:`, `Factuurdatum:` written out, `Bestelnummer:`, `Besteldatum:`, `Betaalmethode:`, a
  checkout field `PO-nummer:`), a black-headed table `Product` / `Aantal` / `Prijs` (the line total only, `SKU:`
  and the variation under the name), totals `Subtotaal`, `Verzending` (`via bpost`), `BTW`, `Totaal`, customer
  notes; no line labelled net.
- prestashop (fpdf2, DejaVu Sans): a PrestaShop 1.7 invoice, fr or nl: the shop left, the title, date and `#FA…`
  number right, delivery and billing addresses, a grey summary row (`Numéro de facture`, `Date de facture`,
  `Référence de commande`, `Date de commande`, `Numéro de TVA`), columns `Référence` / `Produit` / `Taux de taxe`
  / (`Prix unitaire de base (HT)`) / `Prix unitaire (HT)` / `Qté` / `Total (HT)`, the tax detail table
  (`12.000 %`) or `Exonération de TVA`, the payment method, totals (`Total produits`, `Frais de livraison`,
  `Total (HT)`, `Total taxes`, `Total`), the invoice note, the assistance footer.
- magento (reportlab canvas, Liberation Serif): a Magento default invoice PDF, de or en: the store address right,
  a dark band with `Rechnung # …` / `Bestellung # …` / dates, grey header rows `Verkauft an:` / `Versand an:` and
  `Zahlungsart:` / `Versandart:` (the PO number under the payment method, the shipping charge in brackets),
  columns `Produkte` / `Artikelnummer` / `Preis` / `Menge` / `Steuer` / `Zwischensumme`, totals with colons
  (`Zwischensumme:`, `Versand & Bearbeitung:`, `Steuer:`, `Gesamtsumme:`); no line labelled net.
- bol (fpdf2, Liberation Sans): a Bol.com-style seller invoice made by the platform for the seller, nl: `Factuur`,
  the seller block, the invoice address, a fact list (`Factuurnummer`, `Factuurdatum`, `Bestelnummer`,
  `Besteldatum`, `Uw referentie`), columns `Omschrijving` / `EAN` / `Aantal` / `Prijs excl. btw` / `Btw` /
  `Totaal excl. btw`, totals to `Totaal incl. btw`, `Reeds betaald` and `Openstaand bedrag € 0,00`.
- mirakl (reportlab platypus, Liberation Sans): a Mirakl-marketplace seller invoice, fr or en: `FACTURE` /
  `INVOICE`, a fact box (number, date, marketplace order `…-A`, customer reference), `Vendeur` / `Facturé à` /
  `Livré à`, a grid `Réf. vendeur` / `Désignation` / `Qté` / `PU HT` / `TVA` / `Total HT`, totals (`Total HT
  produits`, `Frais de port HT`, `Total HT`, `TVA`, `Total TTC`), the operator's collection mention.
- amazon (reportlab canvas, Helvetica): an Amazon-Business-style VAT invoice of a marketplace seller, de:
  `Rechnung`, the amount to pay boxed, `Rechnungsdatum/Lieferdatum`, three address columns (`Rechnungsadresse`,
  `Lieferadresse`, `Verkauft von`), order information with `PO-Nummer`, columns `Beschreibung` / `Menge` /
  `Stückpreis (ohne USt.)` / `USt. %` / `Stückpreis (inkl. USt.)` / `Zwischensumme (inkl. USt.)`, and the net
  amount only in the VAT summary (`Zwischensumme (ohne USt.)`); no article numbers.
- manomano (fpdf2, DejaVu Sans Condensed): a ManoMano-style marketplace seller invoice, fr: the seller top left,
  `FACTURE` right with `N°` and the written date, the client box, the marketplace order `M…` and the customer's
  order form, columns `Réf.` / `Produit` / `Qté` / `Prix unit. HT` / `TVA` / `Total HT`, totals (`Total HT
  articles`, `Frais de livraison HT`, `Total HT`, `TVA 0 %`, `Total TTC`), the exemption and bank details."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION, LIBERATION_SANS, MM, Canvas, _fpdf, _ft,  # noqa: E402
                     _lib, _style, fp_wrap, place, register_fonts, rl_wrap)

register_fonts(*LIBERATION_SANS, ("LSer", "LiberationSerif-Regular.ttf"), ("LSerB", "LiberationSerif-Bold.ttf"))

COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
           "NL": {"nl": "Nederland", "en": "The Netherlands", "fr": "Pays-Bas", "de": "Niederlande"},
           "FR": {"fr": "France", "en": "France", "nl": "Frankrijk", "de": "Frankreich"},
           "DE": {"de": "Deutschland", "en": "Germany", "fr": "Allemagne", "nl": "Duitsland"},
           "ES": {"en": "Spain", "fr": "Espagne", "nl": "Spanje", "de": "Spanien"},
           "IT": {"fr": "Italie", "en": "Italy", "nl": "Italië", "de": "Italien"}}


def _platypus(inv: Invoice, title: str, top: float, bottom: float) -> tuple[io.BytesIO, SimpleDocTemplate]:
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=16 * mm, rightMargin=16 * mm, topMargin=top * mm,
                            bottomMargin=bottom * mm, invariant=1, title=f"{title} {inv.invoice_no}",
                            author=inv.supplier.name, creator=inv.supplier.name, producer="", subject="")
    return buffer, doc


def _para(text: str, style) -> Paragraph:
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


# --- woocommerce (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------
def woocommerce(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer:", "Factuurdatum:", "Bestelnummer:", "Besteldatum:",
                                        "Betaalmethode:"),
          "cols": ("Product", "Aantal", "Prijs"), "sub": "Subtotaal", "ship": "Verzending", "vat": "BTW",
          "total": "Totaal", "notes": "Klantnotitie", "sku": "SKU", "vatno": "BTW", "via": "via"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice Number:", "Invoice Date:", "Order Number:", "Order Date:",
                                        "Payment Method:"),
          "cols": ("Product", "Quantity", "Price"), "sub": "Subtotal", "ship": "Shipping", "vat": "VAT",
          "total": "Total", "notes": "Customer Notes", "sku": "SKU", "vatno": "VAT", "via": "via"})
    eur = (lambda v: ("-" if v < 0 else "") + "€ " + inv.number(abs(v))) if nl else \
        (lambda v: ("-" if v < 0 else "") + "€" + inv.number(abs(v)))
    issued = inv.day(inv.issued, "long") if nl else f"{inv.issued:%B} {inv.issued.day}, {inv.issued.year}"
    buffer, doc = _platypus(inv, w["title"].title(), 16, 24)
    normal = _style("wcn", 8.6, "DV", lead=11.2)
    small = _style("wcs", 7.2, "DV", grey=0.35, lead=9)
    right = _style("wcr", 8.6, "DV", align=2, lead=11.2)
    bold = _style("wcb", 8.6, "DVB", lead=11.2)
    bold_r = _style("wcbr", 8.6, "DVB", align=2, lead=11.2)
    head = _style("wch", 8.6, "DVB", grey=1, lead=11.2)
    head_r = _style("wchr", 8.6, "DVB", grey=1, align=2, lead=11.2)
    shop = Paragraph(f"<font size=17>{escape(s.name)}</font>", _style("wcl", 17, "DVB", lead=21))
    address = _para("\n".join([s.name, s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                               f"{w['vatno']} {s.vat}"]), _style("wca", 8, "DV", lead=10.2))
    top = Table([[shop, address]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(w["title"], _style("wct", 18, "DVB", lead=22))
    bill = _para("\n".join([BUYER[0], "Crediteurenadministratie" if nl else "Accounts Payable", BUYER[1], BUYER[2],
                            COUNTRY_BE[inv.language], f"{w['vatno']}: {BUYER_VAT}", "facturen@technibouw.be"]),
                 normal)
    values = (inv.invoice_no, issued, inv.extra["order"], inv.extra["ordered"], inv.extra["method"])
    facts = [[Paragraph(escape(k), normal), Paragraph(escape(v), normal)] for k, v in zip(w["facts"], values)]
    if "po_label" in inv.extra and inv.po_printed:
        facts.append([Paragraph(escape(inv.extra["po_label"] + ":"), normal), Paragraph(escape(inv.po_printed),
                                                                                        normal)])
    fact_table = Table(facts, colWidths=[32 * mm, 40 * mm])
    fact_table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    mid = Table([[bill, fact_table]], colWidths=[104 * mm, 74 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(w["cols"][0], head), Paragraph(w["cols"][1], head), Paragraph(w["cols"][2], head_r)]]
    for line in inv.lines:
        cell = [Paragraph(escape(line.description), bold)]
        if line.article:
            cell.append(Paragraph(escape(f"{w['sku']}: {line.article}"), small))
        cell += [Paragraph(escape(text), small) for text in line.detail]
        rows.append([cell, Paragraph(inv.qty(line), normal), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[128 * mm, 22 * mm, 28 * mm])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.4, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2.4),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    trows = [[Paragraph(w["sub"], normal), Paragraph(eur(inv.subtotal), right)]]
    for label, amount in inv.adjustment_amounts():
        if amount < 0:
            trows.append([Paragraph(escape(label + ":"), normal), Paragraph(eur(amount), right)])
        else:
            trows.append([Paragraph(w["ship"], normal),
                          Paragraph(escape(f"{eur(amount)} {w['via']} {inv.extra['ship_via']}"), right)])
    trows.append([Paragraph(escape(f"{w['vat']} {inv.rate()}%"), normal), Paragraph(eur(inv.vat_amount), right)])
    trows.append([Paragraph(w["total"], bold), Paragraph(eur(inv.gross_total), bold_r)])
    totals_table = Table(trows, colWidths=[30 * mm, 40 * mm])
    totals_table.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                                      ("LINEBELOW", (0, 0), (-1, -2), 0.3, colors.Color(0.85, 0.85, 0.85)),
                                      ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    notes = []
    if "note" in inv.extra:
        notes += [Paragraph(w["notes"], bold), _para(inv.extra["note"], normal), Spacer(1, 3 * mm)]
    if inv.statement:
        notes += [_para(inv.statement, normal)]
    bottom = Table([[notes or "", totals_table]], colWidths=[104 * mm, 74 * mm])
    bottom.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    footer_text = (f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}",
                   ("Gelieve te betalen binnen 30 dagen na factuurdatum met vermelding van het factuurnummer."
                    if nl else "Payment within 14 days of the invoice date, quoting the invoice number."))

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 7)
        canvas.setFillGray(0.4)
        canvas.line(16 * mm, 18 * mm, 194 * mm, 18 * mm)
        canvas.drawCentredString(105 * mm, 14 * mm, footer_text[0])
        canvas.drawCentredString(105 * mm, 10.5 * mm, footer_text[1])
        canvas.restoreState()

    story = [top, Spacer(1, 8 * mm), title, Spacer(1, 4 * mm), mid, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm),
             bottom]
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- prestashop (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------
def prestashop(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "delivery": "Adresse de livraison", "billing": "Adresse de facturation",
          "summary": ("Numéro de facture", "Date de facture", "Référence de commande", "Date de commande",
                      "Numéro de TVA"),
          "cols": ("Référence", "Produit", "Taux de taxe", "Prix unitaire de base (HT)", "Prix unitaire (HT)", "Qté",
                   "Total (HT)"),
          "taxes": ("Détail des taxes", "Taux de taxe", "Prix de base", "Total taxes"), "products": "Produits",
          "shipping": "Livraison", "exempt": "Exonération de TVA", "payment": "Moyen de paiement",
          "totals": ("Total produits", "Frais de livraison", "Total (HT)", "Total taxes", "Total"),
          "note": "Note", "help": "Pour toute assistance, merci de contacter le support :", "vatno": "N° TVA"}
         if fr else
         {"title": "Factuur", "delivery": "Afleveradres", "billing": "Factuuradres",
          "summary": ("Factuurnummer", "Factuurdatum", "Bestelreferentie", "Besteldatum", "Btw-nummer"),
          "cols": ("Referentie", "Product", "Btw-tarief", "Basisprijs (excl. btw)", "Stukprijs (excl. btw)", "Aantal",
                   "Totaal (excl. btw)"),
          "taxes": ("Btw-details", "Btw-tarief", "Basisprijs", "Totaal btw"), "products": "Producten",
          "shipping": "Verzending", "exempt": "Vrijgesteld van btw", "payment": "Betaalmethode",
          "totals": ("Totaal producten", "Verzendkosten", "Totaal (excl. btw)", "Totaal btw", "Totaal"),
          "note": "Opmerking", "help": "Voor hulp kunt u contact opnemen met onze klantendienst:", "vatno": "Btw"})
    eur = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: "€ " + inv.number(v))
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(12, 20, s.name, 14, "B")
    f(198, 16, w["title"], 11, "B", "right")
    f(198, 21, inv.issued.strftime("%d/%m/%Y"), 9, "", "right")
    f(198, 26, inv.extra["prefix"] + inv.invoice_no, 9, "", "right")
    buyer = [BUYER[0], "Service comptabilité" if fr else "Boekhouding", BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]
    delivery = [BUYER[0], "Magasin - quai 3" if fr else "Magazijn - kaai 3", BUYER[1], BUYER[2],
                COUNTRY_BE[inv.language]]
    for x, label, rows in ((12, w["delivery"], delivery), (108, w["billing"], buyer)):
        f(x, 42, label, 8.4, "B")
        for k, text in enumerate(rows):
            f(x, 47 + k * 4, text, 8.2)
    y = 72
    xs = (12, 50, 84, 124, 160, 198)
    values = (inv.extra["prefix"] + inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.extra["order_ref"],
              inv.extra["ordered"], BUYER_VAT)
    pdf.set_fill_color(240, 240, 240)
    pdf.set_draw_color(200, 200, 200)
    pdf.rect(12, y, 186, 6, style="DF")
    pdf.rect(12, y + 6, 186, 6, style="D")
    for k, (label, value) in enumerate(zip(w["summary"], values)):
        f(xs[k] + 1.5, y + 4.2, label, 7.2, "B")
        f(xs[k] + 1.5, y + 10.2, value, 7.8)
    y = 90
    discounts = any(line.discount for line in inv.lines)
    heads = [h for k, h in enumerate(w["cols"]) if discounts or k != 3]
    if discounts:
        cols = [(12, "l", 27), (39, "l", 66), (105, "r", 18), (123, "r", 20), (143, "r", 20), (163, "r", 11),
                (174, "r", 24)]
    else:
        cols = [(12, "l", 27), (39, "l", 80), (119, "r", 20), (139, "r", 24), (163, "r", 11), (174, "r", 24)]
    pdf.set_font("DejaVu", "B", 6.8)
    heights = [fp_wrap(pdf, head, width - 2) for (_, _, width), head in zip(cols, heads)]
    band = 3.4 * max(len(h) for h in heights) + 3
    pdf.rect(12, y, 186, band, style="DF")
    for (x, al, width), rows in zip(cols, heights):
        for k, row in enumerate(rows):
            if al == "r":
                f(x + width - 1, y + 4 + k * 3.4, row, 6.8, "B", "right")
            else:
                f(x + 1, y + 4 + k * 3.4, row, 6.8, "B")
    y += band
    rate = inv.rate() + " %"
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 7.8)
        (_, _, dwidth) = cols[1]
        desc = fp_wrap(pdf, line.description, dwidth - 2)
        unit = line.price * (1 - (line.discount or line.price * 0) / 100)
        values = [line.article or "", desc[0], rate] + ([eur(line.price)] if discounts else []) + \
                 [eur(unit.quantize(line.price)), inv.qty(line), eur(line.amount)]
        h = 4 * len(desc) + 2.6
        pdf.rect(12, y, 186, h, style="D")
        for (x, al, width), value in zip(cols, values):
            if al == "r":
                f(x + width - 1, y + 4.2, value, 7.8, "", "right")
            else:
                f(x + 1, y + 4.2, value, 7.8)
        for k, more in enumerate(desc[1:]):
            f(cols[1][0] + 1, y + 8.2 + k * 4, more, 7.8)
        y += h
    y += 6
    # tax detail (left) and totals (right)
    ty = y
    if inv.vat_rate:
        heads = w["taxes"]
        txs = [(12, "l"), (52, "r"), (78, "r"), (100, "r")]
        pdf.rect(12, ty, 90, 5.6, style="DF")
        for (x, al), head in zip(txs, heads):
            f(x + (1 if al == "l" else -1), ty + 3.9, head, 7, "B", "right" if al == "r" else "left")
        ty += 5.6
        charge = sum((a for _, a in inv.charges()), 0)
        for label, base in ((w["products"], inv.subtotal), (w["shipping"], charge)):
            if not base:
                continue
            pdf.rect(12, ty, 90, 5.4, style="D")
            tax = (base * inv.vat_rate / 100).quantize(base)
            for (x, al), value in zip(txs, (label, f"{inv.vat_rate:.3f} %", eur(base), eur(tax))):
                f(x + (1 if al == "l" else -1), ty + 3.8, value, 7.4, "", "right" if al == "r" else "left")
            ty += 5.4
    else:
        pdf.rect(12, ty, 90, 6, style="D")
        f(14, ty + 4.1, w["exempt"], 7.8, "B")
        ty += 6
    ty += 5
    pdf.rect(12, ty, 90, 5.6, style="DF")
    f(13, ty + 3.9, w["payment"], 7, "B")
    pdf.rect(12, ty + 5.6, 90, 5.6, style="D")
    f(13, ty + 9.5, inv.extra["method"], 7.6)
    f(101, ty + 9.5, eur(inv.gross_total), 7.6, "", "right")
    ty += 11.2
    charge = sum((a for _, a in inv.charges()), 0)
    rows = [(w["totals"][0], eur(inv.subtotal)), (w["totals"][1], eur(charge)), (w["totals"][2], eur(inv.net_total)),
            (w["totals"][3], eur(inv.vat_amount)), (w["totals"][4], eur(inv.gross_total))]
    for k, (label, value) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            pdf.rect(120, y, 78, 6, style="DF")
        else:
            pdf.rect(120, y, 78, 6, style="D")
        f(122, y + 4.2, label, 7.8, "B" if last else "")
        f(196, y + 4.2, value, 7.8, "B" if last else "", "right")
        y += 6
    y = max(y, ty) + 8
    pdf.set_font("DejaVu", "", 7.6)
    if inv.statement:
        for row in fp_wrap(pdf, inv.statement, 184):
            f(12, y, row, 7.6)
            y += 3.8
        y += 2
    if inv.po_printed:
        pdf.rect(12, y, 186, 5.6, style="DF")
        f(13, y + 3.9, w["note"], 7, "B")
        pdf.rect(12, y + 5.6, 186, 6, style="D")
        f(13, y + 9.8, inv.po_printed, 7.8)
        y += 12
    f(105, 272, f"{w['help']} {s.phone} - {s.email}", 7, "", "center")
    f(105, 276, f"{s.name} - {s.street} - {place(inv)} - {COUNTRY[s.country][inv.language]}", 7, "", "center")
    f(105, 280, f"{s.register} - {w['vatno']} {s.vat} - IBAN {inv.iban} - BIC {inv.bic}", 7, "", "center")
    return bytes(pdf.output())


# --- magento (reportlab canvas, Liberation Serif) -------------------------------------------------------------------
def magento(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"invoice": "Rechnung # ", "order": "Bestellung # ", "ordered": "Bestelldatum: ",
          "issued": "Rechnungsdatum: ", "sold": "Verkauft an:", "ship": "Versand an:", "pay": "Zahlungsart:",
          "method": "Versandart:", "cols": ("Produkte", "Artikelnummer", "Preis", "Menge", "Steuer", "Zwischensumme"),
          "totals": ("Zwischensumme:", "Versand & Bearbeitung:", "Steuer:", "Gesamtsumme:"),
          "po_method": "Kauf auf Rechnung (Bestellschein)", "po": "Bestellscheinnummer: ",
          "charges": "(Gesamt Versandkosten {amount})"}
         if de else
         {"invoice": "Invoice # ", "order": "Order # ", "ordered": "Order Date: ", "issued": "Invoice Date: ",
          "sold": "Sold to:", "ship": "Ship to:", "pay": "Payment Method:", "method": "Shipping Method:",
          "cols": ("Products", "SKU", "Price", "Qty", "Tax", "Subtotal"),
          "totals": ("Subtotal:", "Shipping & Handling:", "Tax:", "Grand Total:"),
          "po_method": "Purchase Order", "po": "Purchase Order Number: ", "charges": "(Total Shipping Charges {amount})"})
    eur = (lambda v: inv.number(v) + " €") if de else (lambda v: "€" + inv.number(v))
    issued = inv.issued.strftime("%d.%m.%Y") if de else f"{inv.issued:%b} {inv.issued.day}, {inv.issued.year}"
    c = Canvas(f"{'Rechnung' if de else 'Invoice'} {inv.invoice_no}", s.name)
    F, B = "LSer", "LSerB"
    c.text(12, 20, s.name, 15, B)
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              ("USt-IdNr.: " if de else "VAT: ") + s.vat]):
        c.text(198, 14 + k * 3.8, text, 8, F, "right")
    y = 46
    c.fill(12, y, 186, 18, 0.45)
    for k, text in enumerate([w["invoice"] + inv.invoice_no, w["order"] + inv.extra["order"],
                              w["ordered"] + inv.extra["ordered"], w["issued"] + issued]):
        c.text(15 if k < 2 else 110, y + 6 + (k % 2) * 6.5, text, 10 if k == 0 else 9, B if k == 0 else F,
               grey=1)
    y = 68
    virtual = not inv.charges()
    c.fill(12, y, 186, 6, 0.93)
    c.text(15, y + 4.2, w["sold"], 9, B)
    if not virtual:
        c.text(110, y + 4.2, w["ship"], 9, B)
    address = [BUYER[0], "Kreditorenbuchhaltung" if de else "Accounts Payable", BUYER[1], BUYER[2],
               COUNTRY_BE[inv.language], ("USt-IdNr.: " if de else "VAT: ") + BUYER_VAT]
    ship = [BUYER[0], "Wareneingang Tor 3" if de else "Goods-in, gate 3", BUYER[1], BUYER[2],
            COUNTRY_BE[inv.language], "T: +32 9 251 40 00"]
    for k, text in enumerate(address):
        c.text(15, y + 10.5 + k * 4, text, 8.6, F)
        if not virtual:
            c.text(110, y + 10.5 + k * 4, ship[k], 8.6, F)
    y += 10.5 + len(address) * 4 + 2
    c.fill(12, y, 186, 6, 0.93)
    c.text(15, y + 4.2, w["pay"], 9, B)
    if not virtual:
        c.text(110, y + 4.2, w["method"], 9, B)
    c.text(15, y + 10.5, w["po_method"], 8.6, F)
    if inv.po_printed:
        c.text(15, y + 14.5, w["po"] + inv.po_printed, 8.6, F)
    if not virtual:
        c.text(110, y + 10.5, inv.extra["ship"], 8.6, F)
        charge = sum((a for _, a in inv.charges()), 0)
        c.text(110, y + 14.5, w["charges"].format(amount=eur(charge)), 8.6, F)
    y += 22
    c.fill(12, y, 186, 6.5, 0.93)
    cols = [(15, "left"), (98, "left"), (143, "right"), (154, "right"), (168, "right"), (196, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y + 4.4, head, 8.4, B, al)
    y += 12
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 80 * MM)
        sku = rl_wrap(line.article or "", F, 8.6, 30 * MM)
        tax = (line.amount * inv.vat_rate / 100).quantize(line.amount)
        for (x, al), value in zip(cols, (desc[0], sku[0], eur(line.price), inv.qty(line), eur(tax),
                                         eur(line.amount))):
            c.text(x, y, value, 8.6, B if x == 15 else F, al)
        for k in range(1, max(len(desc), len(sku))):
            if k < len(desc):
                c.text(15, y + k * 4, desc[k], 8.6, B)
            if k < len(sku):
                c.text(98, y + k * 4, sku[k], 8.6, F)
        y += 4 * max(len(desc), len(sku)) + 3.4
    c.rule(12, y - 1.5, 198, 0.4, grey=0.6)
    y += 5
    rows = [(w["totals"][0], inv.subtotal)]
    if inv.charges():
        rows.append((w["totals"][1], sum((a for _, a in inv.charges()), 0)))
    rows += [(w["totals"][2], inv.vat_amount), (w["totals"][3], inv.gross_total)]
    for k, (label, value) in enumerate(rows):
        last = k == len(rows) - 1
        c.text(170, y, label, 9.6 if last else 8.8, B if last else F, "right")
        c.text(196, y, eur(value), 9.6 if last else 8.8, B if last else F, "right")
        y += 5.2
    y += 6
    for row in rl_wrap(inv.statement, F, 8.4, 184 * MM):
        c.text(12, y, row, 8.4, F)
        y += 4
    c.rule(12, 274, 198, 0.3, grey=0.6)
    c.text(105, 279, f"{s.name} · {s.street} · {place(inv)} · {s.register}", 7.2, F, "center", grey=0.3)
    c.text(105, 283, f"{'USt-IdNr.' if de else 'VAT no.'} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 7.2, F,
           "center", grey=0.3)
    return c.bytes()


# --- bol (fpdf2, Liberation Sans) -----------------------------------------------------------------------------------
def bol(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: "€ " + inv.number(v)  # noqa: E731
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 24, "Factuur", 22, "B")
    f(194, 16, "Deze factuur is namens de verkoper opgesteld door het verkoopplatform.", 7, "", "right")
    f(16, 40, "Verkoper", 8, "B")
    seller = [s.name, s.street, f"{place(inv)}, {COUNTRY[s.country]['nl']}", f"Btw-nummer: {s.vat}",
              f"{inv.extra['register']}: {s.register.split(' ', 1)[-1] if s.country == 'NL' else s.vat[2:]}",
              s.email]
    for k, text in enumerate(seller):
        f(16, 45 + k * 4.2, text, 8.6)
    f(110, 40, "Factuuradres", 8, "B")
    for k, text in enumerate([BUYER[0], "t.a.v. crediteurenadministratie", BUYER[1], BUYER[2],
                              COUNTRY_BE["nl"], f"Btw-nummer: {BUYER_VAT}"]):
        f(110, 45 + k * 4.2, text, 8.6)
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime("%d-%m-%Y")),
             ("Bestelnummer", inv.extra["order"]), ("Besteldatum", inv.extra["ordered"])]
    if inv.po_printed:
        facts.append((inv.extra["po_label"], inv.po_printed))
    y = 78
    pdf.set_draw_color(220, 220, 220)
    pdf.line(16, y - 4, 194, y - 4)
    for k, (label, value) in enumerate(facts):
        x = 16 + (k % 3) * 60
        yy = y + (k // 3) * 9
        f(x, yy, label, 7.2, "", "left")
        f(x, yy + 4, value, 9, "B")
    y += 9 * ((len(facts) + 2) // 3) + 6
    cols = [(16, "l"), (96, "l"), (134, "r"), (156, "r"), (168, "r"), (194, "r")]
    pdf.set_fill_color(0, 0, 160)
    pdf.rect(16, y - 4.2, 178, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    for (x, al), head in zip(cols, ("Omschrijving", "EAN", "Aantal", "Prijs excl. btw", "Btw", "Totaal excl. btw")):
        f(x + (1 if al == "l" else -1), y, head, 7.6, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 76)
        for (x, al), value in zip(cols, (desc[0], line.article or "", inv.qty(line), eur(line.price),
                                         inv.rate() + "%", eur(line.amount))):
            f(x + (1 if al == "l" else -1), y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(17, y, more, 8.6)
        pdf.line(16, y + 2.4, 194, y + 2.4)
        y += 6.6
    y += 3
    rows = []
    if inv.charges():
        rows.append(("Subtotaal artikelen", eur(inv.subtotal), ""))
        rows += [(label, eur(amount), "") for label, amount in inv.charges()]
    rows += [("Totaal excl. btw", eur(inv.net_total), ""),
             (f"Btw {inv.rate()}%" + (" (verlegd)" if inv.reverse_charge else ""), eur(inv.vat_amount), ""),
             ("Totaal incl. btw", eur(inv.gross_total), "B"),
             (f"Reeds betaald via {inv.extra['paid']}", eur(inv.gross_total), ""),
             ("Openstaand bedrag", eur(inv.gross_total * 0), "B")]
    for label, value, style in rows:
        f(164, y, label, 8.8, style, "right")
        f(193, y, value, 8.8, style, "right")
        y += 5
    y += 6
    pdf.set_font("Lib", "", 8.2)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Deze bestelling is reeds betaald via {inv.extra['paid']} op {inv.extra['ordered']}. "
        "U hoeft niets meer te betalen.",
        "Vragen over deze factuur? Neem contact op met de verkoper via uw account op het verkoopplatform."]
    for text in texts:
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.line(16, 276, 194, 276)
    f(105, 281, f"{s.name} · {s.street} · {place(inv)} · Btw {s.vat} · IBAN {inv.iban}", 6.8, "", "center")
    return bytes(pdf.output())


# --- mirakl (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def mirakl(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "facts": ("Facture n°", "Date d'émission", "Commande n°", "Date de commande",
                                        "Votre référence"),
          "seller": "Vendeur", "bill": "Facturé à", "ship": "Livré à", "shop": "Boutique n° {shop} sur la marketplace",
          "cols": ("Réf. vendeur", "Désignation", "Qté", "PU HT", "TVA", "Total HT"),
          "sub": "Total HT produits", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "vatno": "N° TVA", "collect": "Paiement encaissé par l'opérateur de la marketplace pour le compte du vendeur. "
                                        "Facture émise par le vendeur ; pour toute question, contactez le vendeur "
                                        "depuis votre espace client.", "due": "Échéance"}
         if fr else
         {"title": "INVOICE", "facts": ("Invoice no.", "Issue date", "Order no.", "Order date", "Customer reference"),
          "seller": "Seller", "bill": "Billed to", "ship": "Shipped to", "shop": "Shop no. {shop} on the marketplace",
          "cols": ("Seller SKU", "Description", "Qty", "Unit price excl. VAT", "VAT", "Total excl. VAT"),
          "sub": "Products total excl. VAT", "net": "Total excl. VAT", "vat": "VAT {rate} %",
          "gross": "Total incl. VAT", "vatno": "VAT no.",
          "collect": "Payment collected by the marketplace operator on behalf of the seller. This invoice is issued by "
                     "the seller; for any question, contact the seller from your customer account.",
          "due": "Due date"})
    eur = (lambda v: inv.number(v) + "\u00a0€") if fr else (lambda v: inv.number(v) + " EUR")
    day = (lambda d: d.isoformat()) if inv.extra["iso"] else (lambda d: d.strftime("%d/%m/%Y"))
    buffer, doc = _platypus(inv, w["title"].title(), 16, 26)
    lab = _style("mkl", 7.4, "LS", grey=0.4, lead=9.4)
    normal, right = _style("mkn", 8.6, "LS", lead=11), _style("mkr", 8.6, "LS", align=2, lead=11)
    bold, bold_r = _style("mkb", 8.6, "LSB", lead=11), _style("mkbr", 8.6, "LSB", align=2, lead=11)
    title = Paragraph(w["title"], _style("mkt", 20, "LSB", lead=24))
    values = (inv.invoice_no, day(inv.issued), inv.extra["order"], inv.extra["ordered"], inv.po_printed or "")
    facts = [[Paragraph(escape(k), lab), Paragraph(escape(v), bold if k in ("Facture n°", "Invoice no.") else normal)]
             for k, v in zip(w["facts"], values) if v]
    fact_box = Table(facts, colWidths=[30 * mm, 44 * mm])
    fact_box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.Color(0.6, 0.6, 0.6)),
                                  ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    top = Table([[title, fact_box]], colWidths=[104 * mm, 74 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    seller = "\n".join([s.name, s.street, place(inv), COUNTRY[s.country][inv.language], f"{w['vatno']} {s.vat}",
                        s.register, w["shop"].format(shop=inv.extra["shop"])])
    bill = "\n".join([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"])
    ship = "\n".join([BUYER[0], "Magasin / Warehouse", BUYER[1], BUYER[2], COUNTRY_BE[inv.language]])
    parties = Table([[Paragraph(w["seller"], lab), Paragraph(w["bill"], lab), Paragraph(w["ship"], lab)],
                     [_para(seller, normal), _para(bill, normal), _para(ship, normal)]],
                    colWidths=[66 * mm, 56 * mm, 56 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                 ("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.Color(0.7, 0.7, 0.7))]))
    rows = [[Paragraph(escape(h), bold_r if k >= 2 else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(eur(line.price), right),
                     Paragraph(inv.rate() + " %", right), Paragraph(eur(line.amount), right)])
    table = Table(rows, colWidths=[27 * mm, 69 * mm, 12 * mm, 26 * mm, 14 * mm, 30 * mm], repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.7, 0.7, 0.7)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.93, 0.97)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    trows = []
    if inv.charges():
        trows.append((w["sub"], inv.subtotal, False))
        trows += [(label, amount, False) for label, amount in inv.charges()]
    trows += [(w["net"], inv.net_total, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
              (w["gross"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(eur(value), bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.93, 0.97)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 8 * mm), parties, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [w["collect"], f"{w['due']} : {day(inv.due)}" if fr else
                                                          f"{w['due']}: {day(inv.due)}"]
    for text in texts:
        story += [_para(text, normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 7)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 14 * mm, f"{s.name} - {s.street}, {place(inv)} - {w['vatno']} {s.vat}")
        canvas.drawString(16 * mm, 10.5 * mm, f"IBAN {inv.iban} - BIC {inv.bic} - {s.email}")
        canvas.drawRightString(194 * mm, 10.5 * mm, "1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- amazon (reportlab canvas, Helvetica) ---------------------------------------------------------------------------
def amazon(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "Helvetica", "Helvetica-Bold"
    c.text(14, 22, "Rechnung", 22, B)
    c.c.setLineWidth(0.8)
    c.c.rect(132 * MM, c.height - 32 * MM, 64 * MM, 20 * MM)
    c.text(135, 18, "Zahlbetrag", 9, F)
    c.text(193, 27, eur(inv.gross_total), 16, B, "right")
    c.text(135, 30, "Bezahlt", 7.5, F, grey=0.35)
    c.text(14, 32, "Verkauft von " + s.name, 8.5, F)
    c.text(14, 36.5, "USt-IdNr. " + s.vat.replace(".", ""), 8.5, F)
    facts = (("Rechnungsdatum/Lieferdatum", inv.issued.strftime("%d.%m.%Y")), ("Rechnungsnummer", inv.invoice_no),
             ("Zahlbetrag", eur(inv.gross_total)))
    for k, (label, value) in enumerate(facts):
        c.text(14, 48 + k * 4.6, label, 8.5, B)
        c.text(70, 48 + k * 4.6, value, 8.5, F)
    y = 68
    c.rule(14, y - 4, 196, 0.5, grey=0.6)
    blocks = (("Rechnungsadresse", [BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "Belgien"]),
              ("Lieferadresse", [BUYER[0], "Wareneingang", BUYER[1], BUYER[2], "Belgien"]),
              ("Verkauft von", [s.name, s.street, place(inv), COUNTRY[s.country]["de"],
                                "USt-IdNr. " + s.vat.replace(".", "")]))
    for x, (label, rows) in zip((14, 76, 138), blocks):
        c.text(x, y, label, 8.5, B)
        for k, text in enumerate(rows):
            c.text(x, y + 4.6 + k * 4.1, text, 8.3, F)
    y = 100
    c.rule(14, y - 4, 196, 0.5, grey=0.6)
    c.text(14, y, "Bestellinformationen", 9.5, B)
    for k, (label, value) in enumerate((("Bestelldatum", inv.extra["ordered"]),
                                        ("Bestellnummer", inv.extra["order"]),
                                        ("PO-Nummer", inv.po_printed or ""))):
        if value:
            c.text(14, y + 5 + k * 4.3, label, 8.3, F)
            c.text(56, y + 5 + k * 4.3, value, 8.3, F)
    y = 126
    c.text(14, y, "Rechnungsdetails", 9.5, B)
    y += 5
    heads = [("Beschreibung",), ("Menge",), ("Stückpreis", "(ohne USt.)"), ("USt. %",), ("Stückpreis", "(inkl. USt.)"),
             ("Zwischensumme", "(inkl. USt.)")]
    cols = [(15, "left"), (104, "right"), (126, "right"), (142, "right"), (166, "right"), (195, "right")]
    c.fill(14, y - 1, 182, 10, 0.9)
    for (x, al), head in zip(cols, heads):
        for k, text in enumerate(head):
            c.text(x, y + 3.4 + k * 3.6, text, 7.8, B, al)
    y += 14
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.3, 80 * MM)
        unit_gross = (line.price * (1 + inv.vat_rate / 100)).quantize(line.price)
        sub_gross = (line.amount * (1 + inv.vat_rate / 100)).quantize(line.amount)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), eur(line.price), inv.rate() + " %", eur(unit_gross),
                                         eur(sub_gross))):
            c.text(x, y, value, 8.3, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(15, y, more, 8.3, F)
        c.rule(14, y + 2.3, 196, 0.2, grey=0.75)
        y += 6.6
    c.text(166, y + 1, "Rechnungsbetrag", 9, B, "right")
    c.text(195, y + 1, eur(inv.gross_total), 9, B, "right")
    y += 10
    c.fill(14, y - 1, 182, 6, 0.9)
    vcols = [(15, "left"), (104, "right"), (158, "right"), (195, "right")]
    for (x, al), head in zip(vcols, ("", "USt. %", "Zwischensumme (ohne USt.)", "USt.")):
        c.text(x, y + 3.2, head, 7.8, B, al)
    y += 9.5
    for label, strong in (("", False), ("Gesamt", True)):
        for (x, al), value in zip(vcols, (label, inv.rate() + " %" if not strong else "", eur(inv.net_total),
                                          eur(inv.vat_amount))):
            c.text(x, y, value, 8.3, B if strong else F, al)
        y += 5
    y += 8
    texts = ["Diese Rechnung wurde vom Marktplatzbetreiber im Namen und für Rechnung des Verkäufers ausgestellt. "
             "Der Rechnungsbetrag wurde bei der Bestellung bereits beglichen.",
             f"{s.name}, {s.street}, {place(inv)}, Belgien - Unternehmensnummer {s.vat[2:]} - {s.register} - "
             f"Bankverbindung IBAN {inv.iban}, BIC {inv.bic}"]
    for text in texts:
        for row in rl_wrap(text, F, 7.6, 182 * MM):
            c.text(14, y, row, 7.6, F, grey=0.25)
            y += 3.6
        y += 1.6
    c.text(105, 285, "Seite 1 von 1", 7, F, "center", grey=0.4)
    return c.bytes()


# --- manomano (fpdf2, DejaVu Sans Condensed) ------------------------------------------------------------------------
def manomano(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + " €"  # noqa: E731
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Cond")  # noqa: E731
    f(14, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], f"Tél. {s.phone}", s.email,
                              f"N° TVA : {s.vat}"]):
        f(14, 26 + k * 4, text, 8.2)
    f(196, 21, "FACTURE", 20, "B", "right")
    f(196, 29, f"N° {inv.invoice_no}", 9.6, "B", "right")
    f(196, 34, f"Date : {inv.day(inv.issued, 'long')}", 8.8, "", "right")
    pdf.set_draw_color(0, 160, 150)
    pdf.set_line_width(0.5)
    pdf.rect(112, 46, 84, 30)
    f(115, 51, "Client", 7.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        f(115, 56 + k * 4.2, text, 8.8, "B" if k == 0 else "")
    f(14, 58, f"Commande n° {inv.extra['order']} du {inv.extra['ordered']}", 8.6)
    f(14, 62.5, "Vendu et expédié par le vendeur via la marketplace", 8.6)
    if inv.po_printed:
        f(14, 67, f"Votre bon de commande : {inv.po_printed}", 8.6)
    y = 88
    pdf.set_fill_color(0, 160, 150)
    pdf.rect(14, y - 4.4, 182, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(15, "l"), (42, "l"), (138, "r"), (160, "r"), (172, "r"), (195, "r")]
    for (x, al), head in zip(cols, ("Réf.", "Produit", "Qté", "Prix unit. HT", "TVA", "Total HT")):
        f(x, y, head, 8, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7
    pdf.set_draw_color(200, 200, 200)
    pdf.set_line_width(0.2)
    for line in inv.lines:
        pdf.set_font("Cond", "", 8.6)
        desc = fp_wrap(pdf, line.description, 84)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), eur(line.price),
                                         inv.rate() + " %", eur(line.amount))):
            f(x, y, value, 8.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 4
            f(42, y, more, 8.6)
        pdf.line(14, y + 2.4, 196, y + 2.4)
        y += 6.6
    y += 4
    rows = [("Total HT articles", inv.subtotal, "")] + [(label, amount, "") for label, amount in inv.charges()] + \
        [("Total HT", inv.net_total, "B"), (f"TVA {inv.rate()} %", inv.vat_amount, ""),
         ("Total TTC", inv.gross_total, "B")]
    for label, value, style in rows:
        f(166, y, label, 9, style, "right")
        f(195, y, eur(value), 9, style, "right")
        y += 5.2
    y += 8
    pdf.set_font("Cond", "", 8.2)
    texts = [inv.statement, f"Paiement reçu le {inv.extra['ordered']} par la marketplace pour le compte du vendeur. "
                            "Montant restant dû : 0,00 €.",
             f"Coordonnées bancaires du vendeur : IBAN {inv.iban} - BIC {inv.bic}"]
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 8.2)
            y += 4
        y += 1.6
    pdf.set_draw_color(0, 160, 150)
    pdf.line(14, 276, 196, 276)
    f(105, 280, f"{s.name} - {s.street}, {place(inv)}, Italie - Partita IVA / N° TVA {s.vat}", 6.8, "", "center")
    f(105, 283.5, s.register, 6.8, "", "center")
    return bytes(pdf.output())


WRITERS = {"woocommerce": woocommerce, "prestashop": prestashop, "magento": magento, "bol": bol, "mirakl": mirakl,
           "amazon": amazon, "manomano": manomano}
