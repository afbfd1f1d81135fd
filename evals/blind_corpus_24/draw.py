"""Seven page writers for the twenty-fourth blind corpus, each imitating from general knowledge the ordinary
printed layout of one family of invoicing software other than the earlier corpora's (no logos, no trademarks,
invented suppliers): two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus
flowables), on DejaVu Sans, DejaVu Sans Condensed, Liberation Sans and Liberation Sans Narrow. Every writer takes
an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, Typst strings, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- exactwholesale (fpdf2, Liberation Sans): an Exact Online Wholesale combined print `Pakbon / Factuur`, nl: the
  company top left, the invoice address and the delivery address side by side, a fact row (`Factuurnummer`,
  `Factuurdatum`, `Verkooporder`, `Pakbon`, `Uw ordernummer`, `Debiteur`), columns `Artikelcode` /
  `Omschrijving` / `Besteld` / `Geleverd` / `Eenh.` / `Prijs` / `Korting` / `Bedrag`, totals (`Subtotaal`,
  `Vrachtkosten`, `Totaal excl. btw`, `Btw`, `Totaal EUR`), a signature line for goods received.
- ebpbat (fpdf2, DejaVu Sans): an EBP Bâtiment-style contractor invoice, fr: the company left, `FACTURE N°` right,
  the client box, the `Chantier` line, lots as headings with numbered items (`1.1`, `1.2`), columns `N°` /
  `Désignation` / `Qté` / `U` / `P.U. HT` / `Total HT`, lot subtotals, totals (`Total HTVA`, `TVA`, `Total TVAC`,
  `Net à payer`), the reverse-charge mention.
- sagefr (reportlab canvas, Liberation Sans): a Sage Business Cloud Comptabilité (FR) invoice: `Facture` top
  right, a fact list (`N° de facture`, `Date`, `Échéance`, `Référence`, `Code client`), the client address,
  columns `Référence` / `Description` / `Qté` / `P.U. HT` / `Remise` / `TVA` / `Montant HT`, no-break-space
  thousands with `€`, totals (`Total HT`, `TVA`, `Total TTC`), a VAT recap, bank details.
- plentymarkets (Typst, DejaVu Sans): a Plentymarkets web-shop ERP invoice, de or en: the sender line, the
  customer, a fact table right (`Rechnungsnummer`, `Rechnungsdatum`, `Auftrags-ID`, `Kundennummer`,
  `Lieferdatum`, `Ihre Referenz`, `Zahlungsart`), columns `Pos.` / `Artikel-Nr.` / `Artikel` / `Menge` /
  `Einzelpreis (netto)` / `MwSt.` / `Gesamt (netto)`, totals (`Warenwert (netto)`, `Versandkosten (netto)`,
  `Summe (netto)`, `MwSt.`, `Rechnungsbetrag`).
- shopware (reportlab platypus, Liberation Sans Narrow): a Shopware B2B document print, de or en: the sender line,
  the billing address, an info column (`Kundennummer`, `Bestellnummer`, `Bestelldatum`, `Ihre Bestellreferenz`,
  `Rechnungsdatum`), `Rechnung 10583`, columns `Pos.` / `Produktnummer` / `Bezeichnung` / `Anzahl` / `USt.` /
  `Stückpreis` / `Gesamt`, totals (`Gesamtsumme netto` of the items, `Versandkosten`, `Gesamtkosten netto`,
  `zzgl. USt.`, `Gesamtkosten`), a footer in four columns.
- mercateo (Typst, Liberation Sans): a marketplace invoice (Mercateo/Unite-style), de: issued in the name of the
  seller through a procurement platform, the platform order number and the customer's order reference, the
  seller's and the platform's numbers, columns `Pos.` / `Art.-Nr.` / `Artikelbezeichnung` / `Menge` / `Einheit`
  / `Einzelpreis netto` / `Gesamtpreis netto`, totals (`Summe netto`, `USt.`, `Rechnungsbetrag`).
- basware (reportlab canvas, DejaVu Sans Condensed): a Basware-style visualisation of a Peppol BIS UBL e-invoice,
  en or nl: a title band with the document type code (380), seller and buyer panels with their electronic
  addresses, the document facts (ISO dates, buyer reference, order reference), lines with UN/ECE unit codes
  (`C62`, `DAY`, `H87`), VAT category letters, a VAT breakdown and the document totals with the semantic labels
  of EN 16931 (`Sum of Invoice line net amount`, `Invoice total amount without VAT`, `Amount due for payment`)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import typst
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, FONTS, LIBERATION, MM, STAMP, Canvas, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
COUNTRY = {"NL": {"nl": "Nederland", "en": "The Netherlands"}, "FR": {"fr": "France"},
           "DE": {"de": "Deutschland", "en": "Germany"}, "IE": {"en": "Ireland"}, "AT": {"en": "Austria"},
           "PL": {"en": "Poland"}, "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}
register_fonts(("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf"),
               ("LSI", "LiberationSans-Italic.ttf"), ("LSN", "LiberationSansNarrow-Regular.ttf"),
               ("LSNB", "LiberationSansNarrow-Bold.ttf"))


# --- exactwholesale (fpdf2, Liberation Sans) ------------------------------------------------------------------------
def exactwholesale(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(16, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}  {COUNTRY[s.country]['nl'].upper() if s.country != 'BE' else ''}".strip(),
                              f"T {s.phone}", s.email]):
        f(16, 23.5 + k * 3.8, text, 8)
    f(194, 18, "PAKBON / FACTUUR", 15, "B", "right")
    f(16, 48, "Factuuradres", 7.4, "B")
    f(108, 48, "Afleveradres", 7.4, "B")
    for k, text in enumerate([BUYER[0], "t.a.v. crediteurenadministratie", BUYER[1], BUYER[2], "BELGIË"]):
        f(16, 53 + k * 4.2, text, 9)
    for k, text in enumerate([BUYER[0], "Magazijn - dock 3", BUYER[1], BUYER[2], "BELGIË"]):
        f(108, 53 + k * 4.2, text, 9)
    f(16, 77.5, f"Btw-nummer: {BUYER_VAT}", 8)
    dfmt = "%d-%m-%Y"
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, dfmt)),
             ("Verkooporder", inv.extra["order"]), ("Pakbon", inv.extra["slip"]),
             ("Uw ordernummer", inv.po_printed or ""), ("Debiteur", inv.customer_no))
    pdf.set_fill_color(228, 232, 238)
    pdf.rect(16, 84, 178, 5, style="F")
    xs = (17, 46, 72, 101, 128, 164)
    for x, (label, value) in zip(xs, facts):
        f(x, 87.6, label, 7.2, "B")
        f(x, 93.4, value, 8.6)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(16, 96, 194, 96)
    y = 105
    cols = [(16, "l"), (42, "l"), (128, "r"), (143, "r"), (145, "l"), (165, "r"), (176, "r"), (194, "r")]
    heads = ("Artikelcode", "Omschrijving", "Besteld", "Geleverd", "Eenh.", "Prijs", "Kort.", "Bedrag")
    for (x, al), head in zip(cols, heads):
        f(x, y, head, 7.6, "B", "right" if al == "r" else "left")
    pdf.line(16, y + 1.6, 194, y + 1.6)
    y += 6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 68)
        values = [line.article or "", desc[0], inv.qty(line), inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(42, y, more, 8.2)
        y += 5.2
    pdf.line(16, y - 2.4, 194, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal EUR"):
        f(168, y, label, 8.6, "B" if strong else "", "right")
        f(194, y, inv.number(value), 8.6, "B" if strong else "", "right")
        y += 4.6
    if "ship" in inv.extra:
        f(16, y - 4.6 * 3, inv.extra["ship"].split(": ")[0] + ":", 7.6, "B")
        pdf.set_font("Lib", "", 7.6)
        for k, row in enumerate(fp_wrap(pdf, inv.extra["ship"].split(": ")[1], 80)):
            f(16, y - 4.6 * 3 + 3.6 * (k + 1), row, 7.6)
    y += 6
    pdf.set_font("Lib", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Betalingsconditie: {inv.extra['terms']}. Vervaldatum: {inv.day(inv.due, dfmt)}. Gelieve te betalen op "
        f"IBAN {inv.iban} (BIC {inv.bic}) onder vermelding van het factuurnummer."]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 8)
            y += 3.9
        y += 1.4
    y = max(y + 6, 248)
    f(16, y, "Goederen in goede staat ontvangen:", 8)
    f(110, y, "Naam en handtekening:", 8)
    pdf.line(16, y + 10, 90, y + 10)
    pdf.line(110, y + 10, 194, y + 10)
    pdf.line(16, 278, 194, 278)
    f(105, 282, f"{s.name} · {s.register} · Btw {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, "", "center")
    f(105, 285.4, "Pagina 1 van 1", 6.8, "", "center")
    return bytes(pdf.output())


# --- ebpbat (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def ebpbat(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 18, s.name, 12.5, "B")
    f(16, 23, "Menuiserie générale - cloisons - portes techniques", 7.6, "I")
    for k, text in enumerate([s.street, place(inv), f"Tél. {s.phone}", s.email, f"TVA {s.vat}"]):
        f(16, 28 + k * 3.8, text, 7.8)
    f(194, 20, f"FACTURE N° {inv.invoice_no}", 13, "B", "right")
    dfmt = "%d/%m/%Y"
    f(194, 26, f"Date : {inv.day(inv.issued, dfmt)}", 8.6, "", "right")
    f(194, 30.4, f"Code client : {inv.customer_no}", 8.6, "", "right")
    pdf.set_draw_color(60, 60, 60)
    pdf.rect(112, 44, 82, 28)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"TVA {BUYER_VAT}"]):
        f(116, 51 + k * 4.6, text, 9.2, "B" if k == 0 else "")
    f(16, 80, inv.extra["site"], 8.6, "B")
    if inv.po_printed:
        f(16, 84.6, f"Votre bon de commande n° {inv.po_printed}", 8.6)
    f(16, 89.2, "Objet : travaux de menuiserie suivant devis DE2711-0031 accepté", 8.6)
    y = 98
    pdf.set_fill_color(210, 220, 205)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    cols = [(17, "l"), (28, "l"), (136, "r"), (139, "l"), (168, "r"), (193, "r")]
    for (x, al), head in zip(cols, ("N°", "Désignation", "Qté", "U", "P.U. HT", "Total HT")):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    lots = {int(k): v for k, v in (part.split(":", 1) for part in inv.extra["lots"].split("|"))}
    starts = sorted(lots)
    lot_no, item = 0, 0
    for k, line in enumerate(inv.lines):
        if k in lots:
            if lot_no:
                lot_sum = sum((ln.amount for ln in inv.lines[starts[lot_no - 1]:k]), inv.subtotal * 0)
                f(168, y - 1, f"Sous-total {lots[starts[lot_no - 1]].split(' - ')[0]}", 7.8, "I", "right")
                f(193, y - 1, inv.number(lot_sum), 7.8, "I", "right")
                y += 5
            lot_no, item = lot_no + 1, 0
            f(17, y, str(lot_no), 8.4, "B")
            f(28, y, lots[k].upper(), 8.4, "B")
            y += 5
        item += 1
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 100)
        for (x, al), value in zip(cols, (f"{lot_no}.{item}", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(28, y, more, 8.2)
        y += 5
    lot_sum = sum((ln.amount for ln in inv.lines[starts[-1]:]), inv.subtotal * 0)
    f(168, y - 1, f"Sous-total {lots[starts[-1]].split(' - ')[0]}", 7.8, "I", "right")
    f(193, y - 1, inv.number(lot_sum), 7.8, "I", "right")
    pdf.line(16, y + 1.5, 194, y + 1.5)
    y += 8
    rows = [("Total HTVA", inv.net_total, False), (f"TVA {inv.rate()} %", inv.vat_amount, False),
            ("Total TVAC", inv.gross_total, False), ("Net à payer", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(210, 220, 205)
            pdf.rect(130, y - 4.3, 64, 6.2, style="F")
        f(168, y, label, 8.8, "B" if strong else "", "right")
        f(193, y, inv.number(value) + " €", 8.8, "B" if strong else "", "right")
        y += 5.6
    pdf.set_font("DejaVu", "", 7.8)
    yy = y - 5.6 * 4
    f(16, yy, "Récapitulatif TVA", 7.8, "B")
    f(16, yy + 4, f"Base {inv.number(inv.net_total)} € - taux {inv.rate()} % - montant {inv.number(inv.vat_amount)} €",
      7.8)
    y += 5
    texts = [inv.statement, f"Échéance : {inv.day(inv.due, dfmt)} - règlement par virement sur le compte IBAN "
                            f"{inv.iban} - BIC {inv.bic}.", f"Communication structurée : {inv.payment_ref}"]
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 7.8, "B" if text.startswith("Communication") else "")
            y += 3.8
        y += 1.4
    f(105, 280, f"{s.name} - {s.register} - TVA {s.vat} - Enregistrement entrepreneur 18.2.07", 6.6, "", "center")
    f(105, 283.4, "Nos conditions générales figurent au verso du devis accepté.", 6.6, "", "center")
    return bytes(pdf.output())


# --- sagefr (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def sagefr(inv: Invoice) -> bytes:
    s = inv.supplier
    eur = lambda v: inv.number(v) + "\u00a0€"  # noqa: E731
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 20, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], s.phone, s.email]):
        c.text(18, 25.5 + k * 3.9, text, 8, F)
    c.text(192, 21, "Facture", 22, F, "right", grey=0.25)
    dfmt = "%d/%m/%Y"
    facts = (("N° de facture", inv.invoice_no), ("Date", inv.day(inv.issued, dfmt)),
             ("Échéance", inv.day(inv.due, dfmt)), ("Référence", inv.po_printed or ""),
             ("Code client", inv.customer_no))
    yy = 30
    for label, value in facts:
        if value:
            c.text(150, yy, label, 8.2, B, "right")
            c.text(153, yy, value, 8.2, F)
            yy += 4.4
    c.text(112, 62, "Facturer à", 7.6, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgique", f"N° TVA : {BUYER_VAT}"]):
        c.text(112, 67 + k * 4.2, text, 9, B if k == 0 else F)
    y = 100
    c.fill(18, y - 4.5, 174, 6.6, 0.2)
    cols = [(19.5, "left"), (46, "left"), (122, "right"), (143, "right"), (156, "right"), (168, "right"),
            (190.5, "right")]
    c.c.setFillGray(1)
    heads = ("Référence", "Description", "Qté", "P.U. HT", "Remise", "TVA", "Montant HT")
    for (x, al), head in zip(cols, heads):
        c.c.setFont(B, 7.8)
        {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 62 * MM)
        values = (line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(line.price),
                  inv.pct(line.discount) + "\u00a0%" if line.discount else "", inv.rate() + "\u00a0%",
                  eur(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(46, y, more, 8.2, F)
        c.rule(18, y + 2.2, 192, 0.2, grey=0.7)
        y += 6.2
    y += 5
    ytot = y
    rows = totals(inv, "Sous-total HT", "Total HT", "TVA {rate}\u00a0%", "Total TTC")
    for label, value, strong in rows:
        c.text(160, y, label, 9 if strong else 8.6, B if strong else F, "right")
        c.text(190.5, y, eur(value), 9 if strong else 8.6, B if strong else F, "right")
        y += 5
    c.rule(128, y - 3.6, 192, 0.6)
    c.text(18, ytot, "Détail TVA", 7.8, B)
    c.text(18, ytot + 4.2, "Taux", 7.4, F, grey=0.4)
    c.text(40, ytot + 4.2, "Base HT", 7.4, F, grey=0.4)
    c.text(68, ytot + 4.2, "Montant TVA", 7.4, F, grey=0.4)
    c.text(18, ytot + 8.4, inv.rate() + "\u00a0%", 7.8, F)
    c.text(40, ytot + 8.4, eur(inv.net_total), 7.8, F)
    c.text(68, ytot + 8.4, eur(inv.vat_amount), 7.8, F)
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        f"Conditions de paiement : {inv.extra['terms']}. Paiement par virement bancaire.",
        f"IBAN : {inv.iban}   BIC : {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"Communication structurée : {inv.payment_ref}")
    if s.country == "FR":
        texts.append("En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera "
                     "exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40\u00a0€.")
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 1.6
    c.rule(18, 276, 192, 0.3, grey=0.6)
    c.text(105, 280, f"{s.name} - {s.register} - N° TVA {s.vat}", 6.8, F, "center", grey=0.35)
    c.text(192, 286, "Page 1 / 1", 6.6, F, "right", grey=0.35)
    return c.bytes()


# --- plentymarkets (Typst, DejaVu Sans) -----------------------------------------------------------------------------
def plentymarkets(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Auftrags-ID", "Kundennummer",
                                         "Lieferdatum", "Ihre Referenz", "Zahlungsart"),
          "cols": ("Pos.", "Artikel-Nr.", "Artikel", "Menge", "Einzelpreis (netto)", "MwSt.", "Gesamt (netto)"),
          "sub": "Warenwert (netto)", "net": "Summe (netto)", "vat": "MwSt. {rate} %", "gross": "Rechnungsbetrag",
          "ship": "Versandkosten (netto)", "hello": "Sehr geehrte Damen und Herren,",
          "intro": "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Lieferung:",
          "pay": "Bitte überweisen Sie den Rechnungsbetrag bis zum {due} unter Angabe der Rechnungsnummer.",
          "bank": "Bankverbindung", "vatno": "USt-IdNr.", "ceo": "Geschäftsführer"}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Invoice date", "Order ID", "Customer no.", "Delivery date",
                                        "Your reference", "Payment method"),
          "cols": ("Pos.", "Item no.", "Item", "Qty", "Unit price (net)", "VAT", "Total (net)"),
          "sub": "Value of goods (net)", "net": "Total (net)", "vat": "VAT {rate} %", "gross": "Invoice amount",
          "ship": "Shipping costs (net)", "hello": "Dear Sir or Madam,",
          "intro": "thank you for your order. We invoice the following delivery:",
          "pay": "Please transfer the invoice amount by {due}, quoting the invoice number.",
          "bank": "Bank details", "vatno": "VAT ID", "ceo": "Managing director"})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.extra["order"], inv.customer_no,
              inv.extra["delivery"], inv.po_printed or "", inv.extra["pay"])
    # the shipping row is labelled the writer's way
    inv_rows = [(w["ship"] if amount > 0 else label, amount) for label, amount in inv.adjustment_amounts()]
    country = COUNTRY[s.country]["de" if de else "en"]
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (left: 20mm, right: 16mm, top: 16mm, bottom: 30mm), footer: [#line(length: '
        '100%, stroke: 0.3pt) #set text(size: 6.4pt)\n#grid(columns: (1.15fr, 0.85fr, 0.95fr, 1.3fr), column-gutter: 3mm,\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv) + ", " + country)}],\n'
        f'  [{ts(s.phone)} \\ {ts(s.email)}],\n'
        f'  [{ts(s.register)} \\ {ts(w["vatno"] + " " + s.vat)}],\n'
        f'  [{ts(w["bank"])} \\ {ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        f'#align(right, text(size: 14pt, weight: "bold")[{ts(s.name)}])\n#v(14mm)\n'
        '#grid(columns: (95mm, 1fr),\n'
        f'  [#text(size: 6.4pt)[#underline[{ts(s.name + " · " + s.street + " · " + place(inv))}]] \\ #v(1mm) '
        f'{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ #v(2mm) '
        f'{ts(w["vatno"] + " " + BUYER_VAT)}],\n'
        '  table(columns: (auto, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm), column-gutter: 3mm,\n'
        + "".join(f'    [{ts(k)}], align(right)[{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(10mm)\n'
        f'#text(size: 13pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(2mm)\n'
        f'{ts(w["hello"])} \\ {ts(w["intro"])}\n#v(3mm)\n')
    rows = []
    for k, line in enumerate(inv.lines):
        text = line.description + (f" ({inv.pct(line.discount)} % Rabatt)" if line.discount and de else "")
        rows.append(f'  [{k + 1}], [{ts(line.article or "")}], [{ts(text)}], '
                    f'align(right)[{ts(inv.qty(line) + " " + line.unit)}], align(right)[{ts(inv.number(line.price) + " EUR")}], '
                    f'align(right)[{ts(inv.rate() + " %")}], align(right)[{ts(inv.number(line.amount) + " EUR")}],\n')
    src += ('#table(columns: (9mm, 24mm, 1fr, 17mm, 25mm, 12mm, 25mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.8pt } else { 0.3pt + luma(190) }), inset: (x: 1.2mm, y: 1.8mm),\n'
            + "".join(f'  {"align(right, " if k >= 3 else "("}text(weight: "bold", size: 7.6pt)[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    trows = []
    if inv.adjustments:
        trows.append((w["sub"], inv.subtotal, False))
        trows += [(label, amount, False) for label, amount in inv_rows]
    trows += [(w["net"], inv.net_total, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount, False),
              (w["gross"], inv.gross_total, True)]
    src += '#align(right, table(columns: (50mm, 30mm), stroke: none, inset: (x: 1.2mm, y: 1.4mm),\n'
    for label, value, strong in trows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " EUR")}]),\n'
    src += '))\n#v(6mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(due=inv.day(inv.due, dfmt))) + "\n"
    return _typst(src)


# --- shopware (reportlab platypus, Liberation Sans Narrow) ----------------------------------------------------------
def shopware(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Kundennummer", "Bestellnummer", "Bestelldatum", "Ihre Bestellreferenz",
                                         "Lieferdatum", "Rechnungsdatum"),
          "cols": ("Pos.", "Produktnummer", "Bezeichnung", "Anzahl", "USt.", "Stückpreis", "Gesamt"),
          "sub": "Gesamtsumme netto", "net": "Gesamtkosten netto", "vat": "zzgl. {rate} % USt.",
          "gross": "Gesamtkosten", "ship": "Versandkosten", "disc": "Rabatt", "page": "Seite 1 von 1",
          "pay": "Zahlungsart: Rechnung. Zahlbar bis {due} ohne Abzug.", "vatno": "USt-IdNr.",
          "cust_vat": "USt-IdNr. Kunde", "bank": "Bank"}
         if de else
         {"title": "Invoice", "facts": ("Customer number", "Order number", "Order date", "Your order reference",
                                        "Delivery date", "Invoice date"),
          "cols": ("Pos.", "Product number", "Name", "Quantity", "Tax", "Unit price", "Total"),
          "sub": "Total net", "net": "Total costs net", "vat": "plus {rate}% VAT", "gross": "Total costs",
          "ship": "Shipping costs", "disc": "discount", "page": "Page 1 of 1",
          "pay": "Payment method: invoice. Payable by {due} without deduction.", "vatno": "VAT Reg.No.",
          "cust_vat": "Customer VAT Reg.No.", "bank": "Bank"})
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=20 * mm, rightMargin=16 * mm, topMargin=14 * mm,
                            bottomMargin=28 * mm, invariant=1, title=f"{w['title']} {inv.invoice_no}",
                            author=s.name, creator=s.name, producer="", subject="")
    normal, right = _style("swn", 8.6, "LSN"), _style("swr", 8.6, "LSN", align=2)
    bold, bold_r = _style("swb", 8.6, "LSNB"), _style("swbr", 8.6, "LSNB", align=2)
    small = _style("sws", 6.6, "LSN", grey=0.3)
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    order_date = inv.issued.replace(day=inv.issued.day - 2)
    values = (inv.customer_no, inv.extra["order"], inv.day(order_date, dfmt), inv.po_printed or "",
              inv.extra["delivery"], inv.day(inv.issued, dfmt))
    info = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), right)] for k, v in zip(w["facts"], values) if v],
                 colWidths=[34 * mm, 34 * mm])
    info.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    addr = Paragraph(f'<font size="6.6"><u>{escape(s.name)} - {escape(s.street)} - {escape(place(inv))}</u></font>'
                     f"<br/><br/>{escape(BUYER[0])}<br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>"
                     f"{escape(COUNTRY_BE[inv.language])}<br/><br/>{escape(w['cust_vat'])}: {escape(BUYER_VAT)}",
                     _style("swa", 9, "LSN", lead=11.4))
    head = Paragraph(f"<b>{escape(s.name)}</b>", _style("swh", 15, "LSNB", align=2, lead=18))
    top = Table([[addr, info]], colWidths=[106 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(f"<b>{escape(w['title'])} {escape(inv.invoice_no)}</b>", _style("swt", 14, "LSNB", lead=18))
    rows = [[Paragraph(escape(h), bold_r if k >= 3 else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        text = escape(line.description)
        if line.discount:
            text += f'<br/><font size="7.4">{escape(inv.pct(line.discount))} % {escape(w["disc"])}</font>'
        price = inv.number(line.price) + " €"
        if line.discount:
            price = inv.number(line.price * (1 - line.discount / 100)) + " €"
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(text, normal), Paragraph(f"{inv.qty(line)} {escape(line.unit)}", right),
                     Paragraph(f"{inv.rate()} %", right), Paragraph(escape(price), right),
                     Paragraph(escape(inv.number(line.amount) + " €"), right)])
    table = Table(rows, colWidths=[10 * mm, 26 * mm, 66 * mm, 18 * mm, 12 * mm, 20 * mm, 22 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape(inv.number(value) + " €"), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [head, Spacer(1, 10 * mm), top, Spacer(1, 10 * mm), title, Spacer(1, 4 * mm), table,
             Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["pay"].format(due=inv.day(inv.due, dfmt))):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    country = COUNTRY[s.country]["de" if de else "en"]
    foot = [[s.name, s.street, f"{place(inv)}, {country}"], [s.phone, s.email], [s.register, f"{w['vatno']} {s.vat}"],
            [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LSN", 6.8)
        canvas.setFillGray(0.3)
        canvas.setLineWidth(0.3)
        canvas.line(20 * mm, 25 * mm, 194 * mm, 25 * mm)
        for x, col in zip((20, 66, 104, 148), foot):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (21.5 - k * 3.3) * mm, text)
        canvas.drawRightString(194 * mm, 8 * mm, w["page"])
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- mercateo (Typst, Liberation Sans) ------------------------------------------------------------------------------
def mercateo(inv: Invoice) -> bytes:
    s = inv.supplier
    facts = (("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Leistungsdatum", inv.day(inv.issued, "%d.%m.%Y")), ("Plattform-Bestellnr.", inv.extra["order"]),
             ("Ihre Bestellreferenz", inv.po_printed or ""), ("Ihr Kundenkonto", inv.extra["account"]))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 18mm, top: 14mm, bottom: 26mm), footer: [#set text(size: 6.6pt, '
        'fill: luma(100))\n'
        f'{ts("Verkäufer und Rechnungssteller: " + s.name + ", " + s.street + ", " + place(inv) + " · " + s.register + " · USt-IdNr. " + s.vat)} \\ '
        f'{ts("Die Rechnung wurde über die B2B-Beschaffungsplattform im Namen und für Rechnung des Verkäufers erstellt. Bankverbindung des Verkäufers: IBAN " + inv.iban + " · BIC " + inv.bic)}])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#block(fill: luma(238), width: 100%, inset: 2.5mm)[#text(size: 7.6pt)[B2B-Beschaffungsplattform · '
        'Bestellung über Ihren Firmenzugang] #h(1fr) #text(size: 7.6pt)[Seite 1/1]]\n#v(4mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 7pt, fill: luma(110))[{ts("Verkäufer")}] \\ #text(weight: "bold", size: 11pt)[{ts(s.name)}] '
        f'\\ {ts(s.street)} \\ {ts(place(inv) + ", Deutschland")} \\ {ts("Tel. " + s.phone)} \\ {ts(s.email)}],\n'
        f'  [#text(size: 7pt, fill: luma(110))[{ts("Rechnungsempfänger")}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts("Kreditorenbuchhaltung")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("Belgien")} \\ '
        f'{ts("USt-IdNr. " + BUYER_VAT)}])\n#v(8mm)\n'
        '#text(size: 16pt, weight: "bold")[Rechnung]\n#v(1mm)\n'
        '#table(columns: (1fr, 1fr, 1fr), stroke: 0.4pt + luma(170), inset: 1.8mm,\n'
        + "".join(f'  [#text(size: 6.8pt, fill: luma(110))[{ts(k)}] \\ {ts(v)}],\n' for k, v in facts if v)
        + ')\n#v(5mm)\n')
    rows = []
    for k, line in enumerate(inv.lines):
        rows.append(f'  [{k + 1}], [{ts(line.article or "")}], [{ts(line.description)}], '
                    f'align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price) + " €")}], align(right)[{ts(inv.number(line.amount) + " €")}],\n')
    heads = ("Pos.", "Art.-Nr.", "Artikelbezeichnung", "Menge", "Einheit", "Einzelpreis netto", "Gesamtpreis netto")
    src += ('#table(columns: (9mm, 19mm, 1fr, 13mm, 14mm, 23mm, 25mm), stroke: none, '
            'fill: (x, y) => if y == 0 { luma(225) } else if calc.even(y) { luma(247) }, inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (3, 5, 6) else "("}text(weight: "bold", size: 7.8pt)[{ts(h)}]),\n'
                      for k, h in enumerate(heads))
            + "".join(rows) + ')\n#line(length: 100%, stroke: 0.5pt)\n')
    src += '#align(right, table(columns: (48mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "Zwischensumme netto", "Summe netto", "USt. {rate} %", "Rechnungsbetrag EUR"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value) + " €")}]),\n'
    src += '))\n#v(6mm)\n'
    src += (f'{ts(inv.statement)}\n#v(2mm)\n'
            f'{ts("Zahlungsbedingungen: 30 Tage netto, fällig am " + inv.day(inv.due, "%d.%m.%Y") + ". Bitte zahlen Sie an die unten genannte Bankverbindung des Verkäufers unter Angabe der Rechnungsnummer.")}\n')
    return _typst(src)


# --- basware (reportlab canvas, DejaVu Sans Condensed) --------------------------------------------------------------
def basware(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "Invoice", "type": "Commercial invoice (380)", "seller": "Seller", "buyer": "Buyer",
          "facts": ("Invoice number", "Issue date", "Due date", "Buyer reference", "Order reference", "Currency"),
          "cols": ("#", "Item", "Seller's item ID", "Quantity", "Unit", "Net price", "VAT", "Line net amount"),
          "vatbr": "VAT breakdown", "vathead": ("Category", "Rate", "Taxable amount", "Tax amount", "Exemption reason"),
          "sum": "Sum of Invoice line net amount", "charges": "Sum of charges on document level",
          "net": "Invoice total amount without VAT", "vat": "Invoice total VAT amount",
          "gross": "Invoice total amount with VAT", "due": "Amount due for payment", "vatno": "VAT identifier",
          "endpoint": "Electronic address", "pay": "Payment instructions", "acct": "Payment account",
          "ref": "Remittance information", "notes": "Invoice note", "legal": "Legal registration",
          "foot": "Visualisation of an electronic invoice (Peppol BIS Billing 3.0, UBL 2.1). The electronic "
                  "document is the original."}
         if en else
         {"title": "Factuur", "type": "Handelsfactuur (380)", "seller": "Verkoper", "buyer": "Koper",
          "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Referentie koper", "Orderreferentie", "Valuta"),
          "cols": ("#", "Artikel", "Artikelnr. verkoper", "Aantal", "Eenh.", "Nettoprijs", "Btw", "Nettobedrag"),
          "vatbr": "Btw-overzicht", "vathead": ("Categorie", "Tarief", "Maatstaf", "Btw-bedrag", "Vrijstelling"),
          "sum": "Som van de nettobedragen", "charges": "Toeslagen op documentniveau",
          "net": "Totaal excl. btw", "vat": "Totaal btw", "gross": "Totaal incl. btw", "due": "Te betalen bedrag",
          "vatno": "Btw-nummer", "endpoint": "Elektronisch adres", "pay": "Betaalinstructies",
          "acct": "Rekening", "ref": "Betalingsreferentie", "notes": "Opmerking", "legal": "Registratie",
          "foot": "Weergave van een elektronische factuur (Peppol BIS Billing 3.0, UBL 2.1). Het elektronische "
                  "document is het origineel."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.fill(14, 12, 182, 11, 0.22)
    c.c.setFillGray(1)
    c.c.setFont(B, 14)
    c.c.drawString(17 * MM, c.height - 19.6 * MM, w["title"])
    c.c.setFont(F, 8.4)
    c.c.drawRightString(193 * MM, c.height - 19.2 * MM, w["type"])
    c.c.setFillGray(0)
    cat = "AE" if inv.vat_code in ("ICS", "VRC") else "K" if inv.vat_code == "ICG" else "S"
    panels = ((w["seller"], [s.name, s.street, f"{s.postal_code} {s.city}", s.country,
                              f"{w['vatno']}: {s.vat}", f"{w['legal']}: {s.register}",
                              f"{w['endpoint']}: {inv.extra['endpoint']}"]),
              (w["buyer"], [BUYER[0], BUYER[1], BUYER[2], "BE", f"{w['vatno']}: {BUYER_VAT}",
                            f"{w['legal']}: 0456789133", f"{w['endpoint']}: 0208:0456789133"]))
    for x, (head, rows) in zip((14, 106), panels):
        c.c.setLineWidth(0.4)
        c.c.setStrokeGray(0.6)
        c.c.rect(x * MM, c.height - 68 * MM, 90 * MM, 40 * MM)
        c.text(x + 3, 33, head.upper(), 7.2, B, grey=0.4)
        for k, text in enumerate(rows):
            c.text(x + 3, 38.5 + k * 4.1, text, 8.4, B if k == 0 else F)
    iso = "%Y-%m-%d"
    values = (inv.invoice_no, inv.day(inv.issued, iso), inv.day(inv.due, iso), inv.extra["buyer_ref"],
              inv.po_printed or "", "EUR")
    x = 14
    for label, value in zip(w["facts"], values):
        if not value:
            continue
        c.text(x, 76, label, 7, F, grey=0.4)
        c.text(x, 81, value, 8.8, B)
        x += 31
    c.rule(14, 84.5, 196, 0.4, grey=0.6)
    y = 92
    c.fill(14, y - 4.2, 182, 6.2, 0.9)
    cols = [(15, "left"), (21, "left"), (96, "left"), (134, "right"), (137, "left"), (159, "right"),
            (163, "left"), (195, "right")]
    for (xx, al), head in zip(cols, w["cols"]):
        c.text(xx, y, head, 7.4, B, al)
    y += 6.6
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.2, 72 * MM)
        values = (str(k + 1), desc[0], line.article or "", inv.qty(line), line.unit, inv.number(line.price),
                  f"{cat} {inv.rate()}%", inv.number(line.amount))
        for (xx, al), value in zip(cols, values):
            c.text(xx, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(21, y, more, 8.2, F)
        c.rule(14, y + 2, 196, 0.2, grey=0.75)
        y += 6
    y += 5
    rows = [(w["sum"], inv.subtotal, False)]
    if inv.charges():
        rows.append((w["charges"], sum(a for _, a in inv.charges()), False))
    rows += [(w["net"], inv.net_total, False), (w["vat"], inv.vat_amount, False), (w["gross"], inv.gross_total, False),
             (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(170, y, label, 8.4, B if strong else F, "right")
        c.text(195, y, inv.number(value), 8.4, B if strong else F, "right")
        y += 4.8
    y += 5
    c.text(14, y, w["vatbr"], 8.4, B)
    c.rule(14, y + 1.6, 196, 0.3, grey=0.6)
    y += 5.4
    for xx, head in zip((14, 40, 60, 96, 130), w["vathead"]):
        c.text(xx, y, head, 7, F, grey=0.4)
    y += 4.4
    reason = {"ICG": "Intra-Community supply", "ICS": "Reverse charge", "VRC": "Reverse charge"}.get(inv.vat_code, "")
    for xx, value in zip((14, 40, 60, 96, 130), (cat, inv.rate() + "%", inv.number(inv.net_total),
                                                 inv.number(inv.vat_amount), reason)):
        c.text(xx, y, value, 8.2, F)
    y += 10
    if inv.statement:
        c.text(14, y, w["notes"], 8.2, B)
        y += 4.4
        for row in rl_wrap(inv.statement, F, 8.2, 180 * MM):
            c.text(14, y, row, 8.2, F)
            y += 3.9
    y += 4
    c.text(14, y, w["pay"], 8.2, B)
    y += 4.4
    pay = [f"{w['acct']}: {inv.iban} ({inv.bic})", f"{w['ref']}: {inv.payment_ref or inv.invoice_no}"]
    for text in pay:
        c.text(14, y, text, 8.2, F)
        y += 4.1
    c.rule(14, 279, 196, 0.3, grey=0.6)
    for k, row in enumerate(rl_wrap(w["foot"], F, 6.6, 182 * MM)):
        c.text(14, 283 + k * 3.1, row, 6.6, F, grey=0.4)
    return c.bytes()


WRITERS = {"exactwholesale": exactwholesale, "ebpbat": ebpbat, "sagefr": sagefr, "plentymarkets": plentymarkets,
           "shopware": shopware, "mercateo": mercateo, "basware": basware}
