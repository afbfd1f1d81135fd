"""Seven page writers for the fifty-fourth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of Southern- and Eastern-European invoicing software (no logos, no trademarks, invented
suppliers): three on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, the buyer) come from evals/blind_corpus/drawing.py.

- stelorder (fpdf2, DejaVu Sans): a STEL Order-style field-service invoice, fr or en: the company top left, the
  title in a blue accent right over `N°` / `Date` / `Échéance`, a client box, the intervention block
  (`Intervention`, `Technicien(s)`, `Adresse d'intervention`) or the delivery note, `Votre référence`, a blue
  header band `RÉF.` / `DESCRIPTION` / `QTÉ` / `PRIX` / `REM. %` / `TVA` / `SOUS-TOTAL`, amounts with ` €` after,
  a totals box (`BASE IMPOSABLE`, `TVA 21 %`, `TOTAL`), the payment block.
- buffetti (fpdf2, Liberation Sans): an Italian pre-printed business form (`Spett.le`, a row of boxed fields
  `TIPO DOCUMENTO` / `NUMERO` / `DATA` / `COD. CLIENTE` / `PAGINA`, `PAGAMENTO`, `BANCA D'APPOGGIO`,
  `VS. ORDINE` ... `DEL`, `DDT`), a ruled body `CODICE` / `DESCRIZIONE` / `U.M.` / `QUANTITÀ` / `PREZZO` /
  `SCONTI` (cascades `10+5`) / `IMPORTO` / `IVA`, the transport boxes and the closing boxes (`TOTALE MERCE`,
  `SPESE TRASPORTO`, `TOTALE IMPONIBILE`, `TOTALE IVA`, `TOTALE FATTURA`); bilingual Italian/English or French.
- adhoc (reportlab platypus, DejaVu Sans Condensed): an Ad Hoc Revolution-style Italian ERP document, de or en: a
  header grid (`Belegart`, `Nummer`, `Datum`, `Kunde`, `USt-IdNr.`, `Zahlung`, `Bank`), the body with reference
  rows (`Ihre Bestellung Nr. … vom …`, `Lieferschein Nr. … vom …`) among the article rows, `Artikel` /
  `Beschreibung` / `ME` / `Menge` / `Preis` / `Rabatt %` / `Betrag` / `MwSt`, the VAT summary (code N3.2 / N2.1),
  the totals boxes and the due-date table.
- eticadata (reportlab canvas, DejaVu Sans): a Portuguese certified-software invoice, en or nl: `Original`, the
  title with `FT 2027/583` and `ATCUD`, the customer right, a fact row (`Customer no.`, `VAT no.`, `Date`,
  `Due date`, `Your ref.`, `Currency`), `Code` / `Description` / `Qty` / `Unit` / `Unit price` / `Disc. %` /
  `VAT %` / `Net value`, a VAT summary with the exemption reason, totals (`Gross total`, `Discounts`,
  `Net total`, `VAT`, `Total (EUR)`), the AT QR code and the hash line (Portuguese supplier only).
- artsoft (fpdf2, Liberation Sans): a Portuguese ERP invoice, fr or nl: `ORIGINAL`, `FACTURE` / `FACTUUR` in a box
  with the number, the customer, a grey fact band (`Date`, `Échéance`, `Client`, `N° TVA client`,
  `Votre commande`, `Devise`, `Change`), `Article` / `Désignation` / `Qté` / `Un.` / `Prix` / `Rem.` / `TVA` /
  `Total net`, the VAT summary table, totals (`Total marchandise`, `Total remises`, `Frais de port`,
  `Total HTVA`, `Total TVA`, `Total à payer`), ATCUD and hash (Portuguese supplier only).
- symfonia (reportlab platypus, Liberation Sans): a Polish exporter's bilingual VAT invoice (`Faktura VAT nr … /
  VAT Invoice no.`, `Oryginał / Original`, place and dates of issue and sale, `Sprzedawca / Seller`,
  `Nabywca / Buyer`, `Lp.` / `Symbol` / `Nazwa / Description` / … / `Wartość brutto / Gross value`, the summary by
  rate, `Do zapłaty / Amount due`, `Słownie / In words`, the NBP exchange rate and VAT in PLN, signatures).
- enova (reportlab canvas, DejaVu Sans Condensed): an enova365-style Polish invoice, bilingual Polish/German
  (`Faktura VAT / Rechnung`, `Sprzedawca / Verkäufer`, `Nabywca / Käufer`, the dates, `Zlecenie / Ihr Auftrag`),
  `Lp.` / `Nazwa / Bezeichnung` / `Ilość / Menge` / `J.m.` / `Cena netto` / `Wartość netto` / `VAT` /
  `Kwota VAT` / `Wartość brutto`, the rate `np` on reverse-charged services, `Do zapłaty / Zu zahlen`,
  `Słownie` in Polish words."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _style,  # noqa: E402
                     fp_wrap, lib_fonts, place, register_fonts, rl_wrap)
register_fonts(*LIBERATION_SANS)

LAND = {"ES": {"en": "Spain", "fr": "Espagne"}, "IT": {"en": "Italy", "de": "Italien", "fr": "Italie"},
        "PT": {"en": "Portugal", "fr": "Portugal", "nl": "Portugal"}, "PL": {"en": "Poland", "de": "Polen"},
        "BE": {"fr": "Belgique", "nl": "België", "en": "Belgium"}}
D0 = Decimal(0)


def gross_before_discounts(inv: Invoice) -> Decimal:
    return sum((line.gross for line in inv.lines), Decimal("0.00"))


def disc(inv: Invoice, k: int, line) -> str:
    if not line.discount:
        return ""
    return inv.extra.get("cascade", {}).get(k) or inv.pct(line.discount)


# --- stelorder (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def stelorder(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "no": "N° facture", "date": "Date", "due": "Échéance", "client": "CLIENT",
          "ref": "Votre référence", "cols": ("RÉF.", "DESCRIPTION", "QTÉ", "PRIX", "REM. %", "TVA", "SOUS-TOTAL"),
          "base": "BASE IMPOSABLE", "vat": "TVA {rate} %", "total": "TOTAL", "vatno": "N° TVA",
          "pay": "Mode de paiement", "bank": "Coordonnées bancaires", "obs": "Observations", "code": "Code client",
          "page": "Page 1 de 1", "comm": "Communication structurée"}
         if fr else
         {"title": "INVOICE", "no": "Invoice no.", "date": "Date", "due": "Due date", "client": "CUSTOMER",
          "ref": "Your reference", "cols": ("REF.", "DESCRIPTION", "QTY", "PRICE", "DISC. %", "VAT", "SUBTOTAL"),
          "base": "TAX BASE", "vat": "VAT {rate} %", "total": "TOTAL", "vatno": "VAT no.",
          "pay": "Payment method", "bank": "Bank details", "obs": "Remarks", "code": "Customer code",
          "page": "Page 1 of 1", "comm": "Structured reference"})
    blue = (0, 112, 184)
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 12.5, "B")
    rows = [s.street, f"{s.postal_code} {s.city} ({LAND[s.country][inv.language]})", f"{w['vatno']} {s.vat}",
            f"Tel. {s.phone}", s.email]
    for k, text in enumerate(rows):
        f(16, 26 + k * 3.9, text, 8)
    pdf.set_text_color(*blue)
    f(194, 21, w["title"], 20, "B", "right")
    pdf.set_text_color(0, 0, 0)
    facts = [(w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d/%m/%Y")),
             (w["due"], inv.day(inv.due, "%d/%m/%Y")), (w["code"], inv.customer_no)]
    for k, (label, value) in enumerate(facts):
        f(160, 29 + k * 4.3, label, 8, "", "right")
        f(194, 29 + k * 4.3, value, 8, "B" if k == 0 else "", "right")
    pdf.set_draw_color(*blue)
    pdf.set_line_width(0.3)
    pdf.rect(112, 50, 82, 30)
    pdf.set_fill_color(*blue)
    pdf.rect(112, 50, 82, 5, style="F")
    pdf.set_text_color(255, 255, 255)
    f(114, 53.6, w["client"], 7.6, "B")
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(115, 60 + k * 4.1, text, 8.6, "B" if k == 0 else "")
    y = 58
    if "work" in inv.extra:
        block = [("Intervention", inv.extra["work"]), ("Technicien(s)", inv.extra["tech"]),
                 ("Adresse d'intervention", inv.extra["site"])]
    else:
        block = [("Delivery note", inv.extra["delivery"].split()[-1])]
    if inv.po_printed:
        block.append((w["ref"], inv.po_printed))
    for label, value in block:
        f(16, y, label, 7.6, "", "left")
        f(52, y, value, 8.2, "B" if label == w["ref"] else "")
        y += 4.6
    y = 92
    pdf.set_fill_color(*blue)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    cols = [(17, "left"), (40, "left"), (126, "right"), (145, "right"), (160, "right"), (172, "right"),
            (193, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.4, "B", al)
    pdf.set_text_color(0, 0, 0)
    y += 7
    pdf.set_draw_color(200, 200, 200)
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 72)
        values = [line.article or "", desc[0], inv.qty(line), inv.number(line.price) + " €", disc(inv, k, line),
                  inv.rate() + " %", inv.number(line.amount) + " €"]
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2 if x > 20 else 7.6, "", al)
        for more in desc[1:]:
            y += 3.8
            f(40, y, more, 8.2)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.4
    y += 4
    pdf.set_draw_color(*blue)
    pdf.rect(128, y, 66, 20)
    rows = [(w["base"], inv.net_total), (w["vat"].format(rate=inv.rate()), inv.vat_amount)]
    for k, (label, value) in enumerate(rows):
        f(131, y + 5 + k * 4.8, label, 8.2)
        f(192, y + 5 + k * 4.8, inv.number(value) + " €", 8.2, "", "right")
    pdf.set_fill_color(*blue)
    pdf.rect(128, y + 14, 66, 6, style="F")
    pdf.set_text_color(255, 255, 255)
    f(131, y + 18.3, w["total"], 9.4, "B")
    f(192, y + 18.3, inv.number(inv.gross_total) + " €", 9.4, "B", "right")
    pdf.set_text_color(0, 0, 0)
    f(16, y + 4, w["pay"], 7.6, "B")
    f(16, y + 8, inv.extra["terms"], 8.2)
    f(16, y + 13, w["bank"], 7.6, "B")
    f(16, y + 17, f"IBAN {inv.iban}   BIC {inv.bic}", 8.2)
    if inv.payment_ref:
        f(16, y + 21, f"{w['comm']} : {inv.payment_ref}", 8.2)
    y += 32
    if inv.statement:
        f(16, y, w["obs"], 7.6, "B")
        pdf.set_font("DejaVu", "", 8)
        for row in fp_wrap(pdf, inv.statement, 176):
            y += 4
            f(16, y, row, 8)
    pdf.set_draw_color(200, 200, 200)
    pdf.line(16, 280, 194, 280)
    f(16, 284, f"{s.name} · {s.register}", 6.6)
    f(194, 284, w["page"], 6.6, "", "right")
    return bytes(pdf.output())


# --- buffetti (fpdf2, Liberation Sans) ------------------------------------------------------------------------------
def buffetti(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    if en:
        L = {"type": "TIPO DOCUMENTO / Document", "doc": "FATTURA / INVOICE", "no": "NUMERO / Number",
             "date": "DATA / Date", "code": "COD. CLIENTE / Customer", "page": "PAGINA / Page",
             "pay": "PAGAMENTO / Payment terms", "bank": "BANCA D'APPOGGIO / Bank", "order": "VS. ORDINE / Your order",
             "of": "del", "ddt": "DOCUMENTO DI TRASPORTO / Delivery note", "dear": "Spett.le / Messrs",
             "cols": ("CODICE / Code", "DESCRIZIONE / Description", "U.M.", "QUANTITÀ / Qty", "PREZZO / Price",
                      "SCONTI % / Disc.", "IMPORTO / Amount", "IVA"),
             "carrier": "TRASPORTO A CURA DEL / Transport by", "porto": "PORTO / Carriage",
             "aspect": "ASPETTO DEI BENI / Packaging", "colli": "N. COLLI / Packages",
             "sum": ("ALIQ. IVA / VAT", "IMPONIBILE / Taxable", "IMPOSTA / Tax"),
             "tot": ("TOTALE MERCE / Goods total", "SPESE TRASPORTO / Freight", "TOTALE IMPONIBILE / Taxable amount",
                     "TOTALE IVA / VAT", "TOTALE FATTURA / Invoice total"), "vatno": "P.IVA / VAT no."}
    else:
        L = {"type": "TYPE DE DOCUMENT", "doc": "FACTURE", "no": "NUMÉRO", "date": "DATE", "code": "CODE CLIENT",
             "page": "PAGE", "pay": "CONDITIONS DE PAIEMENT", "bank": "BANQUE", "order": "VOTRE COMMANDE",
             "of": "du", "ddt": "BON DE LIVRAISON", "dear": "Messieurs",
             "cols": ("CODE", "DÉSIGNATION", "U.M.", "QUANTITÉ", "PRIX UNIT.", "REMISE %", "MONTANT", "TVA"),
             "carrier": "TRANSPORT", "porto": "PORT", "aspect": "ASPECT DES MARCHANDISES",
             "colli": "NB COLIS",
             "sum": ("TAUX TVA", "BASE", "TVA"),
             "tot": ("TOTAL MARCHANDISES", "FRAIS DE TRANSPORT", "TOTAL HTVA", "TOTAL TVA", "TOTAL FACTURE"),
             "vatno": "N° TVA"}
    pdf = _fpdf(f"{L['doc'].split(' / ')[0].title()} {inv.invoice_no}", s.name)
    lib_fonts(pdf)

    def f(x, y, text, size=8.2, style="", align="left"):
        _ft(pdf, x, y, text, size, style, align, family="Lib")

    def box(x, y, wd, ht, label, value="", bold=False, align="left", size=8.6):
        pdf.rect(x, y, wd, ht)
        f(x + 1, y + 2.6, label, 5.6)
        if value:
            f(x + wd - 1.2 if align == "right" else x + 1.2, y + ht - 1.6, value, size, "B" if bold else "", align)

    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.25)
    f(12, 18, s.name, 14, "B")
    country = LAND[s.country][inv.language]
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city} - {country}", f"{L['vatno']} {s.vat}",
                              f"Tel. {s.phone} - {s.email}", s.register]):
        f(12, 23.5 + k * 3.7, text, 7.8)
    box(112, 12, 86, 32, L["dear"])
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{L['vatno']} {BUYER_VAT}"]):
        f(116, 20 + k * 4.4, text, 9, "B" if k == 0 else "")
    y = 48
    for x, wd, label, value, bold in ((12, 52, L["type"], L["doc"], True), (64, 34, L["no"], inv.invoice_no, True),
                                      (98, 30, L["date"], inv.day(inv.issued, "%d/%m/%Y"), False),
                                      (128, 40, L["code"], inv.customer_no, False), (168, 30, L["page"], "1", False)):
        box(x, y, wd, 9, label, value, bold)
    y += 9
    box(12, y, 86, 9, L["pay"], inv.extra["terms"], size=7.4)
    box(98, y, 100, 9, L["bank"], f"IBAN {inv.iban} - BIC {inv.bic}", size=7.6)
    y += 9
    box(12, y, 86, 9, L["order"], f"{inv.po_printed}   {L['of']} {inv.extra['po_date']}" if inv.po_printed else "")
    box(98, y, 100, 9, L["ddt"], inv.extra["ddt"], size=7.8)
    y += 13
    xs = [12, 40, 110, 120, 138, 157, 171, 190, 198]
    heads = L["cols"]
    top = y
    pdf.set_fill_color(232, 232, 232)
    pdf.rect(12, y, 186, 7, style="DF")
    for k, head in enumerate(heads):
        pdf.set_font("Lib", "B", 5.6)
        parts = head.split(" / ")
        for j, part in enumerate(parts):
            f((xs[k] + xs[k + 1]) / 2 - pdf.get_string_width(part) / 2, y + 3 + j * 2.6 - (1.3 if len(parts) == 1
                                                                                            else 0), part, 5.6, "B")
    y += 11
    code = "N3.2" if inv.reverse_charge else inv.rate()
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8)
        desc = fp_wrap(pdf, line.description, 68)
        values = [(xs[0] + 1, line.article or "", "left"), (xs[1] + 1, desc[0], "left"),
                  (xs[2] + 1, line.unit, "left"), (xs[4] - 1, inv.qty(line), "right"),
                  (xs[5] - 1, inv.number(line.price), "right"), (xs[6] - 1, disc(inv, k, line), "right"),
                  (xs[7] - 1, inv.number(line.amount), "right"), (xs[8] - 1, code, "right")]
        for x, value, al in values:
            f(x, y, value, 8 if x > xs[1] else 7.4, "", al)
        for more in desc[1:]:
            y += 3.7
            f(xs[1] + 1, y, more, 8)
        y += 5.6
    bottom = 206
    pdf.rect(12, top, 186, bottom - top)
    for x in xs[1:-1]:
        pdf.line(x, top, x, bottom)
    y = bottom
    box(12, y, 70, 9, L["carrier"], inv.extra["carrier"], size=7.2)
    box(82, y, 30, 9, L["porto"], inv.extra["porto"], size=7.6)
    box(112, y, 56, 9, L["aspect"], inv.extra["aspect"], size=7.6)
    box(168, y, 30, 9, L["colli"], inv.extra["colli"], align="right")
    y += 9
    pdf.set_font("Lib", "", 6.8)
    rows = fp_wrap(pdf, inv.statement, 184) if inv.statement else []
    ht = max(8, 3 + 3.4 * len(rows))
    box(12, y, 186, ht, "")
    for k, row in enumerate(rows):
        f(13.5, y + 3.6 + k * 3.4, row, 6.8)
    y += ht + 2
    for k, head in enumerate(L["sum"]):
        box((12, 32, 62)[k], y, (20, 30, 30)[k], 9, head,
            (code if k == 0 else inv.number(inv.net_total if k == 1 else inv.vat_amount)), align="right" if k else
            "left")
    y += 12
    charge = sum((amount for _, amount in inv.charges()), Decimal("0.00"))
    values = (inv.subtotal, charge, inv.net_total, inv.vat_amount, inv.gross_total)
    widths = (36, 34, 40, 34, 42)
    x = 12
    for k, (label, value, wd) in enumerate(zip(L["tot"], values, widths)):
        if k == 4:
            pdf.set_fill_color(232, 232, 232)
            pdf.rect(x, y, wd, 11, style="DF")
            f(x + 1, y + 2.6, label, 5.6)
            f(x + wd - 1.2, y + 9, "€ " + inv.number(value), 10, "B", "right")
        else:
            box(x, y, wd, 11, label, inv.number(value), align="right")
        x += wd
    y += 15
    if inv.payment_ref:
        f(12, y, f"Communication structurée : {inv.payment_ref}", 8.2, "B")
    f(105, 288, f"{s.name} - {s.register}", 6.2, "", "center")
    return bytes(pdf.output())


# --- adhoc (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
def adhoc(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"type": "Belegart", "doc": "Sammelrechnung", "no": "Nummer", "date": "Datum", "cust": "Kunde",
          "vat": "USt-IdNr.", "pay": "Zahlungsbedingung", "bank": "Bank", "agent": "Vertreter", "dear": "An",
          "cols": ("Artikel", "Beschreibung", "ME", "Menge", "Preis", "Rab. %", "Betrag", "MwSt"),
          "order": "Ihre Bestellung Nr. {po} vom {date}", "sum": "MwSt.-Übersicht",
          "sumcols": ("Code", "Bezeichnung", "Bemessungsgrundlage", "Steuer"),
          "nat": "Nicht steuerbar Art. 41 DL 331/93", "goods": "Summe Waren", "taxable": "Summe Bemessungsgrundlage",
          "tax": "Summe MwSt.", "total": "Rechnungsbetrag EUR", "due": "Fälligkeiten", "page": "Seite 1/1"}
         if de else
         {"type": "Document type", "doc": "Invoice", "no": "Number", "date": "Date", "cust": "Customer",
          "vat": "VAT no.", "pay": "Payment terms", "bank": "Bank", "agent": "Agent", "dear": "To",
          "cols": ("Item", "Description", "UM", "Quantity", "Price", "Disc. %", "Amount", "VAT"),
          "order": "Your order no. {po} of {date}", "sum": "VAT summary",
          "sumcols": ("Code", "Description", "Taxable amount", "Tax"),
          "nat": "Not subject art. 7-ter DPR 633/72", "goods": "Goods/services total", "taxable": "Total taxable amount",
          "tax": "Total VAT", "total": "Invoice total EUR", "due": "Instalments", "page": "Page 1/1"})
    inv.words = {"title": f"{w['doc']}"}
    buffer, doc = _doc(inv, 12, 18)
    del inv.words
    lab = _style("ahl", 6.4, "DVC", grey=0.4)
    normal, right = _style("ahn", 8, "DVC"), _style("ahr", 8, "DVC", align=2)
    bold, bold_r = _style("ahb", 8, "DVCB"), _style("ahbr", 8, "DVCB", align=2)
    ital = _style("ahi", 7.8, "DVC", grey=0.25)
    country = LAND[s.country][inv.language]
    company = Paragraph(f"<font name='DVCB' size='12.5'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"I-{escape(s.postal_code)} {escape(s.city)} - {escape(country)}<br/>"
                        f"{escape(w['vat'])} {escape(s.vat)}<br/>Tel. {escape(s.phone)}<br/>{escape(s.email)}",
                        _style("ahc", 8, "DVC", lead=10.4))
    cust = Paragraph(f"<font color='#666666' size='6.4'>{w['dear']}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     f"{escape(BUYER[1])}<br/>B-{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language].upper())}",
                     _style("ahcu", 9, "DVC", lead=12))
    cust_box = Table([[cust]], colWidths=[80 * mm])
    cust_box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                                  ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    top = Table([[company, cust_box]], colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    heads = [(w["type"], w["doc"]), (w["no"], inv.invoice_no), (w["date"], inv.day(inv.issued, "%d.%m.%Y" if de
                                                                                    else "%d/%m/%Y")),
             (w["cust"], inv.customer_no), (w["vat"], BUYER_VAT), (w["page"].split()[0], "1/1")]
    grid1 = Table([[Paragraph(escape(k), lab) for k, _ in heads],
                   [Paragraph(escape(v), bold if k in (w["no"], w["type"]) else normal) for k, v in heads]],
                  colWidths=[34 * mm, 26 * mm, 24 * mm, 28 * mm, 36 * mm, 30 * mm])
    rest = [(w["pay"], inv.extra["terms"]), (w["bank"], f"IBAN {inv.iban} - BIC {inv.bic}")]
    if inv.extra.get("agent"):
        rest.append((w["agent"], inv.extra["agent"].split(": ", 1)[1]))
    widths = [54 * mm, 84 * mm, 40 * mm] if len(rest) == 3 else [60 * mm, 118 * mm]
    grid2 = Table([[Paragraph(escape(k), lab) for k, _ in rest], [Paragraph(escape(v), normal) for _, v in rest]],
                  colWidths=widths)
    for g in (grid1, grid2):
        g.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                               ("LINEBEFORE", (1, 0), (-1, -1), 0.5, colors.black),
                               ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    nat = inv.extra["iva"]
    rows = [[Paragraph(f"<b>{escape(h)}</b>", bold_r if k in (3, 4, 5, 6) else bold) for k, h in enumerate(w["cols"])]]
    refs = []
    if inv.po_printed:
        refs.append(w["order"].format(po=inv.po_printed, date=inv.extra["po_date"]))
    ddts = list(inv.extra["ddt"])
    for k, line in enumerate(inv.lines):
        if k == 0:
            texts = refs + ddts[:1]
        elif k == inv.extra["split"] and len(ddts) > 1:
            texts = ddts[1:]
        else:
            texts = []
        for text in texts:
            rows.append(["", Paragraph(escape(text), ital), "", "", "", "", "", ""])
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.qty(line), right),
                     Paragraph(inv.number(line.price), right), Paragraph(disc(inv, k, line), right),
                     Paragraph(inv.number(line.amount), right), Paragraph(nat, right)])
    table = Table(rows, colWidths=[28 * mm, 66 * mm, 10 * mm, 16 * mm, 17 * mm, 13 * mm, 19 * mm, 9 * mm],
                  repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    summary = Table([[Paragraph(escape(h), lab) for h in w["sumcols"]],
                     [Paragraph(nat, normal), Paragraph(escape(w["nat"]), normal),
                      Paragraph(inv.number(inv.net_total), right), Paragraph(inv.number(inv.vat_amount), right)]],
                    colWidths=[12 * mm, 50 * mm, 28 * mm, 18 * mm])
    summary.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                                 ("LINEBELOW", (0, 0), (-1, 0), 0.3, colors.grey),
                                 ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    tot_rows = [(w["goods"], inv.subtotal)] + [(label, amount) for label, amount in inv.adjustment_amounts()]
    tot_rows += [(w["taxable"], inv.net_total), (w["tax"], inv.vat_amount), (w["total"], inv.gross_total)]
    tot = Table([[Paragraph(escape(k), bold if k == w["total"] else normal),
                  Paragraph(inv.number(v), bold_r if k == w["total"] else right)] for k, v in tot_rows],
                colWidths=[40 * mm, 26 * mm])
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.9, 0.9, 0.9)),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    foot = Table([[[Paragraph(f"<b>{escape(w['sum'])}</b>", normal), summary, Spacer(1, 3 * mm),
                    Paragraph(f"<b>{escape(w['due'])}</b>", normal),
                    Paragraph(f"{inv.day(inv.due, '%d.%m.%Y' if de else '%d/%m/%Y')}  EUR "
                              f"{inv.number(inv.gross_total)}", normal)], tot]],
                 colWidths=[112 * mm, 66 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story = [top, Spacer(1, 5 * mm), grid1, grid2, Spacer(1, 4 * mm), table, Spacer(1, 6 * mm), foot,
             Spacer(1, 5 * mm), Paragraph(escape(inv.statement), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.4)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} - {s.register} - {w['vat']} {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- eticadata (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def _qr(c: Canvas, x: float, y: float, size: float, payload: str) -> None:
    widget = QrCodeWidget(payload, barLevel="M")
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(size * MM, size * MM, transform=[size * MM / (x1 - x0), 0, 0, size * MM / (y1 - y0), 0, 0])
    drawing.add(widget)
    renderPDF.draw(drawing, c.c, x * MM, c.height - (y + size) * MM)


def eticadata(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    pt = s.country == "PT"
    w = ({"orig": "Original", "title": "Invoice", "facts": ("Customer no.", "VAT no.", "Date", "Due date",
                                                             "Your ref.", "Currency"),
          "cust": "Customer", "cols": ("Code", "Description", "Qty", "Unit", "Unit price", "Disc. %", "VAT %",
                                        "Net value"),
          "sum": ("Rate", "Taxable", "VAT", "Exemption"), "tot": ("Gross total", "Discounts", "Net total", "VAT",
                                                                  "Total (EUR)"),
          "pay": "Payment: bank transfer, {terms}. IBAN {iban} · BIC {bic}", "vatno": "VAT no.", "page": "Page 1 of 1"}
         if en else
         {"orig": "Origineel", "title": "Factuur", "facts": ("Klantnr.", "Btw-nr.", "Datum", "Vervaldatum",
                                                             "Uw referentie", "Munt"),
          "cust": "Klant", "cols": ("Code", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Btw %",
                                    "Netto"),
          "sum": ("Tarief", "Maatstaf", "Btw", ""), "tot": ("Totaal bruto", "Kortingen", "Totaal excl. btw",
                                                            "Btw", "Totaal (EUR)"),
          "pay": "Betaling per overschrijving binnen {terms}. IBAN {iban} · BIC {bic}", "vatno": "Btw-nr.",
          "page": "Pagina 1 van 1"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(16, 20, s.name, 12, B)
    for k, text in enumerate([s.street, place(inv) + ("" if s.country == "BE" else f" - {LAND[s.country]['en']}"),
                              f"{'NIF' if pt else w['vatno']} {s.vat}", f"Tel. {s.phone}", s.email]):
        c.text(16, 25.5 + k * 3.8, text, 7.8, F)
    c.text(194, 16, w["orig"], 7.6, F, "right", grey=0.35)
    c.text(194, 25, f"{w['title']} {inv.invoice_no}", 13, B, "right")
    if pt:
        c.text(194, 30, f"ATCUD: {inv.extra['atcud']}", 7.8, F, "right")
    c.text(112, 42, w["cust"], 7, F, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(112, 47 + k * 4.3, text, 9, B if k == 0 else F)
    y = 72
    values = (inv.customer_no, BUYER_VAT, inv.day(inv.issued, "%d-%m-%Y"), inv.day(inv.due, "%d-%m-%Y"),
              inv.po_printed or "", "EUR")
    xs = (16, 42, 76, 102, 128, 172)
    c.fill(16, y - 4, 178, 10.5, 0.93)
    for x, label, value in zip(xs, w["facts"], values):
        c.text(x + 1, y - 0.6, label, 6.6, F, grey=0.35)
        c.text(x + 1, y + 4.2, value, 8, F)
    y += 14
    cols = [(16, "left"), (40, "left"), (130, "right"), (132, "left"), (156, "right"), (168, "right"),
            (179, "right"), (194, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7, B, al)
    c.rule(16, y + 1.8, 194, 0.5)
    y += 6.2
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 7.8, 78 * MM)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "0,00", inv.number(inv.vat_rate),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 7.8 if x > 20 else 7.2, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(40, y, more, 7.8, F)
        y += 5.4
    c.rule(16, y - 2, 194, 0.3, grey=0.6)
    y = max(y + 6, 150)
    c.text(16, y, "Quadro resumo do IVA" if pt else "Btw-overzicht", 7.4, B)
    sx = (16, 34, 62, 84)
    for x, head in zip(sx, w["sum"]):
        c.text(x, y + 5, head, 6.8, F, grey=0.35)
    reason = inv.statement.split(" - ")[0] if pt else ""
    for x, value in zip(sx, (inv.number(inv.vat_rate) + " %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                             reason)):
        c.text(x, y + 9.4, value, 7.6, F)
    gross = gross_before_discounts(inv)
    rows = list(zip(w["tot"], (gross, inv.net_total - gross - sum((a for _, a in inv.adjustment_amounts()), D0),
                               inv.net_total, inv.vat_amount, inv.gross_total)))
    ty = y
    for k, (label, value) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            c.fill(132, ty + k * 5.2 - 4, 62, 6.2, 0.88)
        c.text(135, ty + k * 5.2, label, 8.6 if last else 8, B if last else F)
        c.text(192, ty + k * 5.2, inv.number(value), 8.6 if last else 8, B if last else F, "right")
    y += 34
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                                                                          bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    texts.append(inv.extra["load"])
    for text in texts:
        for row in rl_wrap(text, F, 7.6, 176 * MM):
            c.text(16, y, row, 7.6, F)
            y += 3.7
        y += 1.6
    if pt:
        payload = (f"A:{s.vat[2:]}*B:999999990*C:BE*D:FT*E:N*F:{inv.issued:%Y%m%d}*G:{inv.invoice_no}*"
                   f"H:{inv.extra['atcud']}*I1:PT*I2:{inv.net_total:.2f}*N:0.00*O:{inv.gross_total:.2f}*"
                   f"Q:{inv.extra['hash']}*R:{inv.extra['cert']}")
        _qr(c, 16, 240, 28, payload)
        c.text(48, 264, f"{inv.extra['hash']}-Processado por programa certificado n.º {inv.extra['cert']}/AT", 6.6, F)
    c.rule(16, 278, 194, 0.3, grey=0.6)
    c.text(16, 282, f"{s.name} · {s.register} · {'NIF' if pt else w['vatno']} {s.vat}", 6.4, F, grey=0.35)
    c.text(194, 282, w["page"], 6.4, F, "right", grey=0.35)
    return c.bytes()


# --- artsoft (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
def artsoft(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    pt = s.country == "PT"
    w = ({"orig": "ORIGINAL", "title": "FACTURE", "dear": "Exmo.(s) Sr.(s) / Client",
          "facts": ("Date", "Échéance", "Client", "N° TVA client", "Votre commande", "Devise", "Change"),
          "cols": ("Article", "Désignation", "Qté", "Un.", "Prix", "Rem.", "TVA", "Total net"),
          "sum": ("Taux", "Base", "TVA", "Motif d'exonération"),
          "tot": ("Total marchandise", "Total remises", "Total HTVA", "Total TVA", "Total à payer"),
          "pay": "Paiement par virement à {terms} - IBAN {iban} - BIC {bic}", "vatno": "N° TVA", "nif": "NIF"}
         if fr else
         {"orig": "ORIGINEEL", "title": "FACTUUR", "dear": "Klant",
          "facts": ("Datum", "Vervaldag", "Klant", "Uw btw-nr.", "Uw bestelbon", "Munt", "Koers"),
          "cols": ("Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "Korting", "Btw", "Netto"),
          "sum": ("Tarief", "Maatstaf", "Btw", ""),
          "tot": ("Totaal goederen", "Totaal kortingen", "Totaal excl. btw", "Totaal btw", "Te betalen"),
          "pay": "Betaling per overschrijving binnen {terms} - IBAN {iban} - BIC {bic}", "vatno": "Btw-nr.",
          "nif": "Btw-nr."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    lib_fonts(pdf)

    def f(x, y, text, size=8.2, style="", align="left"):
        _ft(pdf, x, y, text, size, style, align, family="Lib")

    f(14, 18, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}" + (" - Portugal" if pt else ""),
                              f"{w['nif']} {s.vat}", f"Tel. {s.phone}", s.email]):
        f(14, 23.5 + k * 3.7, text, 7.8)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    pdf.rect(132, 10, 64, 22)
    f(194, 14.5, w["orig"], 7, "B", "right")
    f(135, 22, w["title"], 14, "B")
    f(135, 28.5, inv.invoice_no, 10, "B")
    f(118, 42, w["dear"], 6.8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        f(118, 47 + k * 4.4, text, 9, "B" if k == 0 else "")
    y = 70
    pdf.set_fill_color(220, 220, 220)
    pdf.rect(14, y, 182, 5, style="F")
    values = (inv.day(inv.issued, "%Y-%m-%d"), inv.day(inv.due, "%Y-%m-%d"), inv.customer_no, BUYER_VAT,
              inv.po_printed or "", "EUR", "1,00")
    xs = (14, 36, 58, 76, 106, 140, 160, 196)
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        f(xs[k] + 1, y + 3.6, label, 6.8, "B")
        f(xs[k] + 1, y + 9.5, value, 8)
    pdf.rect(14, y, 182, 12)
    y += 20
    articles = any(line.article for line in inv.lines)
    cols = [(14, "left"), (40 if articles else 14, "left"), (134, "right"), (136, "left"), (158, "right"),
            (170, "right"), (180, "right"), (196, "right")]
    heads = w["cols"]
    pdf.set_line_width(0.4)
    for k, ((x, al), head) in enumerate(zip(cols, heads)):
        if k == 0 and not articles:
            continue
        f(x, y, head, 7.4, "B", al)
    pdf.line(14, y + 1.8, 196, y + 1.8)
    y += 6.4
    dwidth = 88 if articles else 112
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8)
        desc = fp_wrap(pdf, line.description, dwidth)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%",
                  inv.number(line.amount)]
        for j, ((x, al), value) in enumerate(zip(cols, values)):
            if j == 0 and not articles:
                continue
            f(x, y, value, 8, "", al)
        for more in desc[1:]:
            y += 3.7
            f(cols[1][0], y, more, 8)
        y += 5.2
    pdf.set_line_width(0.2)
    pdf.line(14, y - 2, 196, y - 2)
    y = max(y + 8, 160)
    f(14, y, "Quadro resumo IVA" if pt else "Btw-samenvatting", 7.6, "B")
    sx = (14, 30, 56, 78)
    for x, head in zip(sx, w["sum"]):
        f(x, y + 5, head, 6.8, "B")
    reason = "M16 - Isento artigo 14.º do RITI" if pt else ""
    for x, value in zip(sx, (inv.rate() + "%", inv.number(inv.net_total), inv.number(inv.vat_amount), reason)):
        f(x, y + 9.5, value, 7.8)
    gross = gross_before_discounts(inv)
    rows = [(w["tot"][0], gross), (w["tot"][1], -(gross - inv.subtotal))]
    rows += [(label, amount) for label, amount in inv.adjustment_amounts()]
    rows += [(w["tot"][2], inv.net_total), (w["tot"][3], inv.vat_amount), (w["tot"][4], inv.gross_total)]
    for k, (label, value) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            pdf.set_fill_color(220, 220, 220)
            pdf.rect(136, y + k * 5 - 3.8, 60, 5.8, style="F")
        f(138, y + k * 5, label, 8.8 if last else 8, "B" if last else "")
        f(194, y + k * 5, inv.number(value) + " €", 8.8 if last else 8, "B" if last else "", "right")
    y += 10 + 5 * len(rows)
    pdf.set_font("Lib", "", 7.6)
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(terms=inv.extra["terms"], iban=inv.iban,
                                                                          bic=inv.bic)]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling {inv.payment_ref}")
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 7.6)
            y += 3.7
        y += 1.5
    if pt:
        f(14, 268, f"ATCUD: {inv.extra['atcud']}", 7.4, "B")
        f(14, 272, f"{inv.extra['hash']}-Processado por programa certificado n.º {inv.extra['cert']}/AT", 6.8)
    pdf.line(14, 278, 196, 278)
    f(105, 282, f"{s.name} - {s.register} - {w['nif']} {s.vat}", 6.4, "", "center")
    f(196, 286, "1/1", 6.4, "", "right")
    return bytes(pdf.output())


# --- words ----------------------------------------------------------------------------------------------------------
_EN = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
      "seventeen eighteen nineteen".split()
_EN_T = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_words(n: int) -> str:
    if n < 20:
        return _EN[n]
    if n < 100:
        return _EN_T[n // 10] + ("-" + _EN[n % 10] if n % 10 else "")
    if n < 1000:
        return _EN[n // 100] + " hundred" + (" " + en_words(n % 100) if n % 100 else "")
    return en_words(n // 1000) + " thousand" + (" " + en_words(n % 1000) if n % 1000 else "")


_PL = ("zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście "
       "czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście").split()
_PL_T = "_ _ dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt " \
        "dziewięćdziesiąt".split()
_PL_H = "_ sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset".split()


def _pl_999(n: int) -> list[str]:
    out = []
    if n >= 100:
        out.append(_PL_H[n // 100])
    n %= 100
    if n >= 20:
        out.append(_PL_T[n // 10])
        n %= 10
    if n:
        out.append(_PL[n])
    return out


def pl_words(n: int) -> str:
    if n == 0:
        return "zero"
    k, r = divmod(n, 1000)
    out = []
    if k:
        if k == 1:
            out.append("tysiąc")
        else:
            last, tens = k % 10, k % 100
            form = "tysiące" if 2 <= last <= 4 and not 12 <= tens <= 14 else "tysięcy"
            out += _pl_999(k) + [form]
    return " ".join(out + _pl_999(r))


# --- symfonia (reportlab platypus, Liberation Sans) -----------------------------------------------------------------
def symfonia(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Faktura VAT"}
    buffer, doc = _doc(inv, 14, 16)
    del inv.words
    n, r = _style("syn", 7.8, "LS"), _style("syr", 7.8, "LS", align=2)
    b, br = _style("syb", 7.8, "LSB"), _style("sybr", 7.8, "LSB", align=2)
    small = _style("sys", 6.6, "LS", grey=0.3)
    h = _style("syh", 6.6, "LSB", align=1)
    title = Paragraph(f"<font name='LSB' size='14'>Faktura VAT nr {escape(inv.invoice_no)}</font><br/>"
                      f"<font size='9'>VAT Invoice no. {escape(inv.invoice_no)}</font>", _style("syt", 9, "LS", lead=17))
    dates = Table([[Paragraph("Oryginał / Original", b)],
                   [Paragraph(f"Miejsce wystawienia / Place of issue: {escape(s.city)}", n)],
                   [Paragraph(f"Data wystawienia / Date of issue: {inv.day(inv.issued, '%d.%m.%Y')}", n)],
                   [Paragraph(f"Data sprzedaży / Date of sale: {inv.extra['sale']}", n)]], colWidths=[72 * mm])
    dates.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.4)]))
    top = Table([[title, dates]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    seller = Paragraph(f"<font name='LSB'>Sprzedawca / Seller</font><br/><b>{escape(s.name)}</b><br/>"
                       f"{escape(s.street)}<br/>{escape(s.postal_code)} {escape(s.city)}, Polska / Poland<br/>"
                       f"NIP / VAT ID: {escape(s.vat)}<br/>Tel. {escape(s.phone)}, {escape(s.email)}",
                       _style("sys1", 8, "LS", lead=10.4))
    buyer = Paragraph(f"<font name='LSB'>Nabywca / Buyer</font><br/><b>{escape(BUYER[0])}</b><br/>"
                      f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}, Belgia / Belgium<br/>"
                      f"NIP / VAT ID: {escape(BUYER_VAT)}", _style("sys2", 8, "LS", lead=10.4))
    parties = Table([[seller, buyer]], colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("BOX", (0, 0), (0, 0), 0.5, colors.black), ("BOX", (1, 0), (1, 0), 0.5,
                                                                                colors.black),
                                 ("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    heads = ("Lp.", "Symbol", "Nazwa towaru / Description", "Ilość / Qty", "J.m. / Unit", "Cena netto / Net price",
             "Wartość netto / Net value", "Stawka VAT / VAT rate", "Kwota VAT / VAT", "Wartość brutto / Gross value")
    rows = [[Paragraph(escape(x), h) for x in heads]]
    for k, line in enumerate(inv.lines):
        gross = line.amount
        rows.append([Paragraph(str(k + 1), r), Paragraph(escape(line.article or ""), n),
                     Paragraph(f"{escape(inv.extra['pl'][k])}<br/><font color='#555555'>{escape(line.description)}"
                               "</font>", n), Paragraph(inv.qty(line), r), Paragraph("szt. / pcs", n),
                     Paragraph(inv.number(line.price), r), Paragraph(inv.number(line.amount), r),
                     Paragraph(inv.rate() + "%", r), Paragraph(inv.number(D0), r), Paragraph(inv.number(gross), r)])
    table = Table(rows, colWidths=[8 * mm, 20 * mm, 52 * mm, 13 * mm, 12 * mm, 15 * mm, 17 * mm, 13 * mm, 12 * mm,
                                   16 * mm], repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    summ = Table([[Paragraph(x, h) for x in ("Stawka VAT / VAT rate", "Wartość netto / Net", "Kwota VAT / VAT",
                                               "Wartość brutto / Gross")],
                  [Paragraph("0% WDT", r), Paragraph(inv.number(inv.net_total), r), Paragraph(inv.number(D0), r),
                   Paragraph(inv.number(inv.gross_total), r)],
                  [Paragraph("Razem / Total", b), Paragraph(inv.number(inv.net_total), br),
                   Paragraph(inv.number(inv.vat_amount), br), Paragraph(inv.number(inv.gross_total), br)]],
                 colWidths=[28 * mm, 24 * mm, 20 * mm, 24 * mm], hAlign="RIGHT")
    summ.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                              ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    whole = int(inv.gross_total)
    cents = int((inv.gross_total - whole) * 100)
    pay = [f"Zamówienie / Order: {inv.po_printed}" if inv.po_printed else "",
           f"Forma płatności / Payment: przelew / bank transfer, {inv.extra['terms']}",
           f"Termin płatności / Due date: {inv.day(inv.due, '%d.%m.%Y')}",
           f"Bank: IBAN {inv.iban}, SWIFT {inv.bic}"]
    story = [top, Spacer(1, 5 * mm), parties, Spacer(1, 3 * mm)]
    story += [Paragraph(escape(t), n) for t in pay if t]
    story += [Spacer(1, 3 * mm), table, Spacer(1, 3 * mm), summ, Spacer(1, 4 * mm),
              Paragraph(f"<font size='10'><b>Do zapłaty / Amount due: {inv.number(inv.gross_total)} EUR</b></font>",
                        _style("syd", 10, "LS", lead=13)),
              Paragraph(escape(f"Słownie / In words: {en_words(whole)} EUR {cents:02d}/100"), n), Spacer(1, 3 * mm),
              Paragraph(escape(f"Kurs EUR/PLN NBP z dnia {inv.extra['rate_date']}, tabela nr "
                               f"{inv.extra['table']}: {inv.extra['rate']}. Kwota VAT w PLN / VAT in PLN: 0,00 PLN"),
                        n), Spacer(1, 2 * mm), Paragraph(escape(inv.statement), n), Spacer(1, 18 * mm)]
    sig = Table([[Paragraph("Podpis osoby upoważnionej do odbioru faktury<br/>Authorised signature (buyer)", small),
                  Paragraph("Podpis osoby upoważnionej do wystawienia faktury<br/>Authorised signature (seller)",
                            small)]], colWidths=[89 * mm, 89 * mm])
    sig.setStyle(TableStyle([("LINEABOVE", (0, 0), (0, 0), 0.4, colors.black),
                             ("LINEABOVE", (1, 0), (1, 0), 0.4, colors.black), ("ALIGN", (0, 0), (-1, -1), "CENTER")]))
    story.append(sig)

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.4)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 9 * mm, f"{s.name}, {s.register}")
        canvas.drawRightString(194 * mm, 5 * mm, "Strona / Page 1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- enova (reportlab canvas, DejaVu Sans Condensed) ----------------------------------------------------------------
def enova(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Faktura {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.text(16, 20, s.name, 12, B)
    c.text(194, 18, "Faktura VAT / Rechnung", 13, B, "right")
    c.text(194, 24, f"nr {inv.invoice_no}", 10.5, B, "right")
    c.text(194, 29, "ORYGINAŁ / ORIGINAL", 7, F, "right", grey=0.4)
    facts = [("Data wystawienia / Ausstellungsdatum", inv.day(inv.issued, "%d.%m.%Y")),
             ("Data sprzedaży / Leistungsdatum", inv.extra["sale"]),
             ("Termin płatności / Fällig am", inv.day(inv.due, "%d.%m.%Y")),
             ("Sposób zapłaty / Zahlungsart", inv.extra["terms"])]
    if inv.po_printed:
        facts.append(("Zlecenie / Ihr Auftrag", inv.po_printed))
    for k, (label, value) in enumerate(facts):
        c.text(130, 37 + k * 4.2, label, 7, F, "right", grey=0.35)
        c.text(133, 37 + k * 4.2, value, 7.8, F)
    y = 64
    for x, head, rows in ((16, "Sprzedawca / Verkäufer", [s.name, s.street, f"{s.postal_code} {s.city}, Polska",
                                                          f"NIP: {s.vat}", f"Tel. {s.phone}"]),
                          (108, "Nabywca / Käufer", [BUYER[0], BUYER[1], f"{BUYER[2]}, Belgia / Belgien",
                                                     f"NIP / USt-IdNr.: {BUYER_VAT}"])):
        c.text(x, y, head, 7.2, B, grey=0.35)
        c.rule(x, y + 1.4, x + 84, 0.4, grey=0.5)
        for k, text in enumerate(rows):
            c.text(x, y + 6 + k * 4.2, text, 8.6, B if k == 0 else F)
    y = 96
    cols = [(16, "left", "Lp."), (23, "left", "Nazwa / Bezeichnung"), (112, "right", "Ilość / Menge"),
            (114, "left", "J.m."), (138, "right", "Cena netto"), (156, "right", "Wart. netto"),
            (165, "right", "VAT"), (177, "right", "Kw. VAT"), (194, "right", "Wart. brutto")]
    c.fill(16, y - 4, 178, 9.5, 0.9)
    for x, al, head in cols:
        c.text(x, y, head, 6.6, B, al)
    c.text(138, y + 3.6, "Nettopreis", 6.2, F, "right", grey=0.35)
    c.text(156, y + 3.6, "Nettowert", 6.2, F, "right", grey=0.35)
    c.text(177, y + 3.6, "MwSt.", 6.2, F, "right", grey=0.35)
    c.text(194, y + 3.6, "Bruttowert", 6.2, F, "right", grey=0.35)
    y += 10
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 7.8, 78 * MM)
        values = [str(k + 1), desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.number(line.amount),
                  "np", inv.number(D0), inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(23, y, more, 7.8, F)
        c.rule(16, y + 2, 194, 0.2, grey=0.75)
        y += 6
    y += 4
    c.text(110, y, "Stawka / Satz", 7, B)
    for x, head in ((150, "Netto"), (172, "VAT"), (194, "Brutto")):
        c.text(x, y, head, 7, B, "right")
    c.text(110, y + 4.6, "np", 7.8, F)
    for x, v in ((150, inv.net_total), (172, inv.vat_amount), (194, inv.gross_total)):
        c.text(x, y + 4.6, inv.number(v), 7.8, F, "right")
    c.rule(110, y + 6.4, 194, 0.4)
    c.text(110, y + 10.4, "Razem / Summe", 7.8, B)
    for x, v in ((150, inv.net_total), (172, inv.vat_amount), (194, inv.gross_total)):
        c.text(x, y + 10.4, inv.number(v), 7.8, B, "right")
    y += 20
    c.fill(110, y - 4.6, 84, 7, 0.9)
    c.text(112, y, "Do zapłaty / Zu zahlen:", 9.4, B)
    c.text(192, y, f"{inv.number(inv.gross_total)} EUR", 9.4, B, "right")
    y += 8
    whole = int(inv.gross_total)
    cents = int((inv.gross_total - whole) * 100)
    c.text(16, y, f"Słownie / In Worten: {pl_words(whole)} EUR {cents:02d}/100", 7.8, F)
    y += 6
    texts = [f"Rachunek bankowy / Bankverbindung: IBAN {inv.iban}, SWIFT {inv.bic}",
             f"Kurs EUR/PLN NBP, tabela nr {inv.extra['table']}: {inv.extra['rate']}; kwota VAT / MwSt.-Betrag: "
             "0,00 PLN", inv.statement]
    for text in texts:
        for row in rl_wrap(text, F, 7.8, 178 * MM):
            c.text(16, y, row, 7.8, F)
            y += 3.8
        y += 1.4
    c.text(16, 262, "Wystawił(a) / Ausgestellt von: Agnieszka Wróbel", 7.2, F, grey=0.3)
    c.rule(16, 278, 194, 0.3, grey=0.6)
    c.text(16, 282, f"{s.name} · {s.register}", 6.2, F, grey=0.35)
    c.text(194, 286, "Strona / Seite 1 z 1", 6.2, F, "right", grey=0.35)
    return c.bytes()


WRITERS = {"stelorder": stelorder, "buffetti": buffetti, "adhoc": adhoc, "eticadata": eticadata, "artsoft": artsoft,
           "symfonia": symfonia, "enova": enova}
