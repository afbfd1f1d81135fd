"""Seven page writers for the forty-sixth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of Italian or Spanish invoicing software (no logos, no trademarks, invented suppliers): three
on fpdf2, four on reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's.

- fattura24 (reportlab canvas, DejaVu Sans): a Fattura24-style Italian online-invoicing print, en or nl: the
  company top left, the customer block right, a coloured title bar `INVOICE No. … of …` / `FACTUUR nr. … van …`,
  the order reference, columns `Code` (only when a line has one) / `Description` / `Qty` / `U.M.` / `Unit price` /
  `Disc. %` / `Amount` / `VAT` (a nature code `N3.2` or `21%`), a VAT summary table left, the totals right,
  payment method, due date and bank, the notes.
- aruba (reportlab platypus, DejaVu Sans Condensed): the PDF courtesy copy of an Italian FatturaPA e-invoice as an
  e-invoicing portal renders it, Italian with a second language (en or fr): `Cedente/prestatore (fornitore)` and
  `Cessionario/committente (cliente)` boxes, the document grid (`Tipologia documento` / `Numero documento` /
  `Data documento` / `Codice destinatario`), the purchase-order data, the lines grid (`Cod. articolo` /
  `Descrizione` / `Quantità` / `Prezzo unitario` / `UM` / `Sconto o magg.` / `%IVA` / `Prezzo totale`),
  `RIEPILOGHI IVA E TOTALI` with the nature code and the legal reference, `Totale documento`, the payment grid.
- teamsystem (fpdf2, Liberation Sans): a TeamSystem-style Italian ERP print, de or nl: the company left, the
  addressee box right, a boxed header row (document, number, date, customer code, VAT number, page), the
  payment/bank row, the order reference, a ruled lines grid (`Artikel` / `Beschreibung` / `ME` / `Menge` /
  `Preis` / `Rabatt %` / `Betrag` / `MwSt`), quantities with two decimals, a VAT-code summary and the totals boxes.
- mexal (fpdf2, Liberation Sans Narrow): a Passepartout Mexal-style print, de or fr: a document box left
  (`RECHNUNG` / `FACTURE`, number, date, page), the `Spett.le`-style addressee box right, a row of boxes (customer
  code, VAT number, payment, bank), the delivery-note or order reference, columns `Code` / `Description` / `UM` /
  `Quantity` / `Price` / `Discounts` (cascade `10+5`) / `Amount` / `VAT code`, the transport boxes (carrier,
  parcels, weight), the VAT breakdown and the totals (`Totale merce`, transport, taxable, VAT, total document).
- arca (reportlab platypus, Liberation Sans): an Arca Evolution-style Italian ERP print, de: the company header,
  `RECHNUNG` with a small fact grid (number, date, customer, page), the billing address, the order reference as
  a row of the lines table (`Ihr Auftrag Nr. … vom …`), columns `Artikel` / `Beschreibung` / `ME` / `Menge` /
  `Einzelpreis` / `Betrag` / `MwSt`, the VAT summary and totals (`Summe netto`, `MwSt.`, `Rechnungsbetrag`), the
  payment terms and due dates.
- gestionale1 (fpdf2, DejaVu Sans): a Gestionale 1-style small-business print, fr: the company centred on top,
  the customer box right, a one-row fact grid (`Type de document` / `Numéro` / `Date` / `Code client` /
  `N° TVA client`), the order reference, columns `Description` / `Unité` / `Qté` / `Prix unitaire` / `Montant` /
  `TVA`, a VAT summary (`Base`, `Taux`, `TVA`) and totals, the due dates.
- sage200c (reportlab canvas, Liberation Sans): a Sage 200c-style Spanish ERP invoice, Spanish and English or
  Dutch: the company left, the register entry printed vertically in the left margin, the invoice box right
  (`Nº Factura` / `Fecha` / `Cliente` / `Página`), the customer box, the delivery-note and order references,
  columns `Artículo` / `Descripción` / `Cantidad` / `Precio` / `%Dto` / `Importe`, the foot grid (`Importe bruto`,
  discount, freight, `Base imponible`, `%IVA`, `Cuota IVA`, `Total factura`), payment and due dates."""

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
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION, LIBERATION_SANS, MM, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)
BUYER_VAT_PLAIN = BUYER_VAT.replace(".", "")
COUNTRY = {"IT": {"en": "Italy", "de": "Italien", "fr": "Italie", "nl": "Italië", "it": "Italia"},
           "ES": {"en": "Spain", "es": "España", "nl": "Spanje"},
           "BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
           "LU": {"de": "Luxemburg", "fr": "Luxembourg"}, "NL": {"nl": "Nederland"}}


def _city(inv: Invoice) -> str:
    """The postal code and city, with the Italian province in brackets."""
    prov = inv.extra.get("prov")
    return place(inv) + (f" ({prov})" if prov and inv.supplier.country == "IT" else "")


def _disc(inv: Invoice, line) -> str:
    if not line.discount:
        return ""
    return inv.extra.get("disc_text") or inv.pct(line.discount)


# --- fattura24 (reportlab canvas, DejaVu Sans) -----------------------------------------------------------------------
def fattura24(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "no": "No.", "of": "of", "cust": "Customer", "vatno": "VAT no.",
          "ref": "Your order ref.", "custno": "Customer code",
          "cols": ("Code", "Description", "Qty", "U.M.", "Unit price", "Disc. %", "Amount", "VAT"),
          "sub": "Goods total", "net": "Taxable amount", "vat": "VAT {rate}%", "gross": "Total invoice",
          "sum": ("VAT rate", "Taxable", "VAT"), "paym": "Payment method", "due": "Due date", "bank": "Bank",
          "notes": "Notes", "tel": "Tel."}
         if en else
         {"title": "FACTUUR", "no": "nr.", "of": "van", "cust": "Klant", "vatno": "Btw-nr.",
          "ref": "Uw bestelbon nr.", "custno": "Klantcode",
          "cols": ("Code", "Omschrijving", "Aantal", "Eh.", "Prijs", "Korting %", "Bedrag", "Btw"),
          "sub": "Totaal goederen", "net": "Maatstaf van heffing", "vat": "Btw {rate}%", "gross": "Totaal factuur",
          "sum": ("Btw-tarief", "Maatstaf", "Btw"), "paym": "Betaalwijze", "due": "Vervaldatum", "bank": "Bank",
          "notes": "Opmerkingen", "tel": "Tel."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    blue = (0.13, 0.38, 0.62)
    c.text(15, 20, s.name, 13, B)
    rows = [s.street, _city(inv), COUNTRY[s.country][inv.language],
            f"{'P.IVA' if s.country == 'IT' else w['vatno']} {s.vat}", f"{w['tel']} {s.phone}", s.email]
    if s.country == "IT":
        rows.append(s.register)
    for k, text in enumerate(rows):
        c.text(15, 26 + k * 4, text, 8, F, grey=0.2)
    c.text(118, 26, w["cust"], 7.5, B, grey=0.4)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}")):
        c.text(118, 31.5 + k * 4.4, text, 9, B if k == 0 else F)
    c.c.setFillColorRGB(*blue)
    c.c.rect(15 * MM, c.height - 70 * MM, 180 * MM, 8 * MM, stroke=0, fill=1)
    c.c.setFillColorRGB(1, 1, 1)
    c.c.setFont(B, 11)
    c.c.drawString(18 * MM, c.height - 67.6 * MM,
                   f"{w['title']} {w['no']} {inv.invoice_no} {w['of']} {inv.issued.strftime('%d/%m/%Y')}")
    c.c.setFillGray(0)
    y = 76
    if inv.po_printed:
        c.text(15, y, f"{w['ref']}: {inv.po_printed}", 8.6, F)
    if inv.customer_no:
        c.text(195, y, f"{w['custno']}: {inv.customer_no}", 8.6, F, "right")
    y = 84
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    cols = [(16, "left", 0), (40 if articles else 16, "left", 1), (114, "right", 2), (116, "left", 3),
            (142, "right", 4), (161, "right", 5), (182, "right", 6), (194, "right", 7)]
    cols = [col for col in cols if (col[2] != 0 or articles) and (col[2] != 5 or discounts)]
    c.fill(15, y - 4.2, 180, 6, 0.9)
    for x, al, k in cols:
        c.text(x, y, w["cols"][k], 7.6, B, al)
    y += 6.5
    desc_width = (112 - (40 if articles else 16) - 10) * MM
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, desc_width)
        values = {0: line.article or "", 1: desc[0], 2: inv.qty(line), 3: line.unit, 4: inv.number(line.price),
                  5: _disc(inv, line), 6: inv.number(line.amount), 7: inv.extra["vat_col"]}
        for x, al, k in cols:
            c.text(x, y, values[k], 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(cols[1][0] if articles else 16, y, more, 8.2, F)
        c.rule(15, y + 2, 195, 0.3, grey=0.8)
        y += 6
    y += 5
    top = y
    c.text(15, y, w["sum"][0], 7.4, B, grey=0.3)
    c.text(62, y, w["sum"][1], 7.4, B, "right", grey=0.3)
    c.text(88, y, w["sum"][2], 7.4, B, "right", grey=0.3)
    c.rule(15, y + 1.4, 90, 0.4, grey=0.6)
    c.text(15, y + 5.4, inv.extra["vat_col"], 8.2, F)
    c.text(62, y + 5.4, inv.number(inv.net_total), 8.2, F, "right")
    c.text(88, y + 5.4, inv.number(inv.vat_amount), 8.2, F, "right")
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            c.fill(120, y - 4.2, 75, 6.4, 0.9)
        c.text(160, y, label, 9 if strong else 8.4, B if strong else F, "right")
        c.text(194, y, "€ " + inv.number(value), 9 if strong else 8.4, B if strong else F, "right")
        y += 5.4
    y = max(y, top + 12) + 8
    pays = [(w["paym"], inv.extra["pay"]), (w["due"], f"{inv.due.strftime('%d/%m/%Y')}   € "
                                                      f"{inv.number(inv.gross_total)}"),
            ("IBAN", inv.iban), ("BIC", inv.bic)]
    if inv.payment_ref:
        pays.append(("Gestructureerde mededeling", inv.payment_ref))
    for label, value in pays:
        c.text(15, y, label, 8.2, B)
        c.text(68, y, value, 8.2, F)
        y += 4.4
    if inv.statement:
        y += 4
        c.text(15, y, w["notes"], 8.2, B)
        for row in rl_wrap(inv.statement, F, 8.2, 180 * MM):
            y += 4.2
            c.text(15, y, row, 8.2, F)
    c.rule(15, 280, 195, 0.3, grey=0.7)
    c.text(105, 284, f"{s.name} · {s.street} · {_city(inv)} · {w['vatno'] if s.country != 'IT' else 'P.IVA'} {s.vat}"
           f" · {s.register}", 6.4, F, "center", grey=0.4)
    return c.bytes()


# --- aruba (reportlab platypus, DejaVu Sans Condensed) --------------------------------------------------------------
_ARUBA2 = {
    "en": {"title": "Courtesy copy of electronic invoice", "supplier": "Supplier", "customer": "Customer",
           "vatid": "VAT ID", "cf": "Tax code", "name": "Name", "regime": "Tax regime", "addr": "Address",
           "town": "Town", "prov": "Province", "zip": "Postcode", "country": "Country", "tel": "Telephone",
           "doc": "Document type", "number": "Document number", "date": "Document date", "dest": "Recipient code",
           "inv": "invoice", "po": "Purchase order", "po_id": "Document ID", "po_date": "Date",
           "cols": ("Item code", "Description", "Quantity", "Unit price", "UoM", "Discount/surch.", "VAT %",
                    "Total price"),
           "sum": "VAT SUMMARY AND TOTALS", "sumcols": ("VAT chargeability / legal reference", "VAT %",
                                                        "Nature", "Rounding", "Taxable amount", "Tax"),
           "due": "Deferred", "tot": ("Stamp duty", "Discount/surcharge", "Rounding", "Document total"),
           "pay": "Payment", "paycols": ("Payment method", "IBAN", "Bank", "Due date", "Amount"),
           "mp": "MP05 bank transfer", "bollo": "Virtual stamp duty"},
    "fr": {"title": "Copie de courtoisie de la facture électronique", "supplier": "Fournisseur", "customer": "Client",
           "vatid": "N° TVA", "cf": "Code fiscal", "name": "Dénomination", "regime": "Régime fiscal",
           "addr": "Adresse", "town": "Commune", "prov": "Province", "zip": "Code postal", "country": "Pays",
           "tel": "Téléphone", "doc": "Type de document", "number": "Numéro du document", "date": "Date du document",
           "dest": "Code destinataire", "inv": "facture", "po": "Bon de commande", "po_id": "N° document",
           "po_date": "Date",
           "cols": ("Code article", "Description", "Quantité", "Prix unitaire", "Unité", "Remise/major.", "% TVA",
                    "Prix total"),
           "sum": "RÉCAPITULATIF TVA ET TOTAUX", "sumcols": ("Exigibilité TVA / référence légale", "% TVA",
                                                             "Nature", "Arrondi", "Base imposable", "TVA"),
           "due": "Différée", "tot": ("Droit de timbre", "Remise/majoration", "Arrondi", "Total document"),
           "pay": "Paiement", "paycols": ("Mode de paiement", "IBAN", "Banque", "Échéance", "Montant"),
           "mp": "MP05 virement", "bollo": "Droit de timbre virtuel"},
}


def aruba(inv: Invoice) -> bytes:
    s, w = inv.supplier, _ARUBA2[inv.extra["lang2"]]
    bi = lambda it, other: f"{it} / {other}"   # noqa: E731
    inv.words = {"title": "Fattura"}
    buffer, doc = _doc(inv, 12, 16)
    del inv.words
    grey = colors.Color(0.55, 0.55, 0.55)
    head = _style("arh", 7.2, "DVCB", lead=8.8)
    lab = _style("arl", 6.4, "DVCB", grey=0.3, lead=7.8)
    val, val_r = _style("arv", 7.6, "DVC", lead=9.4), _style("arvr", 7.6, "DVC", align=2, lead=9.4)
    box_val = _style("arbv", 7.8, "DVC", lead=10)

    def para(text: str, style) -> Paragraph:
        return Paragraph(escape(text).replace("\n", "<br/>"), style)

    def party(title: str, rows: list[tuple[str, str]]) -> list:
        return [para(title, head)] + [Paragraph(f"{escape(k)}: <b>{escape(v)}</b>", box_val) for k, v in rows if v]

    supplier = party(bi("Cedente/prestatore (fornitore)", w["supplier"]), [
        (bi("Identificativo fiscale ai fini IVA", w["vatid"]), s.vat),
        (bi("Codice fiscale", w["cf"]), inv.extra["cf"]),
        (bi("Denominazione", w["name"]), s.name),
        (bi("Regime fiscale", w["regime"]), "RF01 (ordinario)"),
        (bi("Indirizzo", w["addr"]), s.street),
        (bi("Comune", w["town"]), f"{s.city}   Provincia: {inv.extra['prov']}"),
        (bi("Cap", w["zip"]), s.postal_code), (bi("Nazione", w["country"]), "IT"),
        (bi("Telefono", w["tel"]), s.phone), ("Email", s.email)])
    customer = party(bi("Cessionario/committente (cliente)", w["customer"]), [
        (bi("Identificativo fiscale ai fini IVA", w["vatid"]), BUYER_VAT_PLAIN),
        (bi("Denominazione", w["name"]), BUYER[0]),
        (bi("Indirizzo", w["addr"]), BUYER[1]),
        (bi("Comune", w["town"]), "Gent"), (bi("Cap", w["zip"]), "9000"), (bi("Nazione", w["country"]), "BE")])
    parties = Table([[supplier, customer]], colWidths=[92 * mm, 86 * mm])
    parties.setStyle(TableStyle([("BOX", (0, 0), (0, 0), 0.5, grey), ("BOX", (1, 0), (1, 0), 0.5, grey),
                                 ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))

    def grid(header: list[str], rows: list[list[str]], widths: list[float], right: set[int] = frozenset(),
             shade: bool = True) -> Table:
        data = [[para(h, lab) for h in header]]
        data += [[para(v, val_r if k in right else val) for k, v in enumerate(row)] for row in rows]
        t = Table(data, colWidths=[x * mm for x in widths], repeatRows=1)
        style = [("GRID", (0, 0), (-1, -1), 0.4, grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                 ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2)]
        if shade:
            style.append(("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.92, 0.92, 0.92)))
        t.setStyle(TableStyle(style))
        return t

    docdata = grid([bi("Tipologia documento", w["doc"]), "Art. 73", bi("Numero documento", w["number"]),
                    bi("Data documento", w["date"]), bi("Codice destinatario", w["dest"])],
                   [[f"TD01 fattura / {w['inv']}", "", inv.invoice_no, inv.issued.strftime("%d-%m-%Y"), "XXXXXXX"]],
                   [46, 16, 42, 36, 38])
    story = [para(bi("Copia di cortesia della fattura elettronica", w["title"]), _style("art", 10.5, "DVCB")),
             para("Documento privo di valore fiscale ai sensi dell'art. 21 D.P.R. 633/72. L'originale è disponibile "
                  "nell'area riservata del sito web dell'Agenzia delle Entrate.", _style("arn", 6.6, "DVC", grey=0.4)),
             Spacer(1, 3 * mm), parties, Spacer(1, 3 * mm), docdata, Spacer(1, 2 * mm)]
    if inv.extra.get("bollo"):
        story += [grid([bi("Bollo virtuale", w["bollo"]), bi("Importo bollo", w["tot"][0])],
                       [["SI", inv.extra["bollo"]]], [46, 36]), Spacer(1, 2 * mm)]
    if inv.po_printed:
        story += [grid([bi("Dati ordine d'acquisto", w["po"]), bi("Id documento", w["po_id"]),
                        bi("Data", w["po_date"])], [["", inv.po_printed, inv.extra["po_date"]]], [46, 42, 36]),
                  Spacer(1, 3 * mm)]
    rows = []
    for line in inv.lines:
        rows.append([f"{line.article} (INTERNO)" if line.article else "", line.description, inv.qty(line),
                     inv.number(line.price, 6), line.unit, _disc(inv, line), inv.number(inv.vat_rate),
                     inv.number(line.amount)])
    it_cols = ("Cod. articolo", "Descrizione", "Quantità", "Prezzo unitario", "UM", "Sconto o magg.", "%IVA",
               "Prezzo totale")
    story += [grid([bi(a, b) for a, b in zip(it_cols, w["cols"])], rows, [25, 54, 15, 21, 12, 19, 11, 21],
                   right={2, 3, 5, 6, 7}), Spacer(1, 4 * mm),
              para(bi("RIEPILOGHI IVA E TOTALI", w["sum"]), head), Spacer(1, 1 * mm)]
    it_sum = ("esigibilità iva / riferimenti normativi", "%IVA", "Natura", "Arrotondamento", "Totale imponibile",
              "Totale imposta")
    story += [grid([bi(a, b) for a, b in zip(it_sum, w["sumcols"])],
                   [[inv.statement, inv.number(inv.vat_rate),
                     f"{inv.extra['natura']} {inv.extra['natura_text']}", "", inv.number(inv.net_total),
                     inv.number(inv.vat_amount)]], [58, 12, 40, 20, 26, 22], right={1, 4, 5}),
              Spacer(1, 2 * mm)]
    it_tot = ("Importo bollo", "Sconto/Maggiorazione", "Arrotondamento", "Totale documento")
    story += [grid([bi(a, b) for a, b in zip(it_tot, w["tot"])],
                   [[inv.extra.get("bollo", ""), "", "", inv.number(inv.gross_total)]], [40, 46, 40, 52],
                   right={0, 3}), Spacer(1, 4 * mm)]
    it_pay = ("Modalità pagamento", "IBAN", "Istituto finanziario", "Data scadenza", "Importo")
    story += [para(bi("Modalità pagamento", w["pay"]) + ":  TP02 " + bi("pagamento completo", "complete payment"
                                                                         if inv.extra["lang2"] == "en"
                                                                         else "paiement complet"), head),
              Spacer(1, 1 * mm),
              grid([bi(a, b) for a, b in zip(it_pay, w["paycols"])],
                   [[w["mp"].replace("MP05 ", "MP05 bonifico / "), inv.iban, inv.extra["bank"],
                     inv.due.strftime("%d-%m-%Y"), inv.number(inv.gross_total)]], [36, 52, 40, 24, 26],
                   right={4})]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.4)
        canvas.setFillGray(0.4)
        progressive = "".join(ch for ch in inv.invoice_no if ch.isdigit())[-5:].rjust(5, "0")
        canvas.drawString(16 * mm, 9 * mm, f"Versione FPR12 · {s.vat}_{progressive}.xml")
        canvas.drawRightString(194 * mm, 9 * mm, "Pag. 1 di 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- teamsystem (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def teamsystem(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"doc": "Beleg", "title": "RECHNUNG", "no": "Nummer", "date": "Datum", "cust": "Kunde",
          "vatno": "MwSt.-Nr.", "page": "Seite", "pay": "Zahlungsbedingung", "bank": "Bank", "to": "Empfänger",
          "ref": "Ihre Bestellung",
          "cols": ("Artikel", "Beschreibung", "ME", "Menge", "Preis", "Rabatt %", "Betrag", "MwSt"),
          "sum": ("MwSt.-Code", "Beschreibung", "Bemessungsgrundlage", "Steuer"),
          "code_text": "Art. 41 G.D. 331/93", "sub": "Warenwert", "net": "Steuerpflichtiger Betrag",
          "vat": "MwSt.", "gross": "Rechnungsbetrag EUR", "due": "Fälligkeit", "carrier": "Transport durch",
          "tel": "Tel.", "reg": "Handelsregister"}
         if de else
         {"doc": "Document", "title": "FACTUUR", "no": "Nummer", "date": "Datum", "cust": "Klant",
          "vatno": "Btw-nr.", "page": "Blad", "pay": "Betalingsvoorwaarde", "bank": "Bank", "to": "Geadresseerde",
          "ref": "Uw ref.",
          "cols": ("Artikel", "Omschrijving", "Eh", "Aantal", "Prijs", "Korting %", "Bedrag", "Btw"),
          "sum": ("Btw-code", "Omschrijving", "Maatstaf van heffing", "Btw"),
          "code_text": "Btw 6 %", "sub": "Totaal goederen", "net": "Maatstaf van heffing", "vat": "Btw",
          "gross": "Totaal factuur EUR", "due": "Vervaldag", "carrier": "Vervoer", "tel": "Tel.",
          "reg": "RPR"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.25)
    f(12, 16, s.name, 14, "B")
    rows = [s.street, _city(inv) + " - " + COUNTRY[s.country][inv.language], f"{w['tel']} {s.phone} - {s.email}",
            f"{w['vatno']} {s.vat} - {s.register}"]
    for k, text in enumerate(rows):
        f(12, 22 + k * 4, text, 8)
    pdf.rect(112, 30, 86, 30)
    f(115, 34.5, w["to"], 6.8, "", "left")
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper())):
        f(115, 40 + k * 4.6, text, 9.6, "B" if k == 0 else "")
    y = 66
    heads = [(w["doc"], w["title"], 36), (w["no"], inv.invoice_no, 30), (w["date"], inv.issued.strftime(
        "%d.%m.%Y" if de else "%d/%m/%Y"), 26), (w["cust"], inv.customer_no, 24), (w["vatno"], BUYER_VAT_PLAIN, 38),
             (w["page"], "1", 32)]
    x = 12
    for label, value, width in heads:
        pdf.rect(x, y, width, 11)
        f(x + 1.5, y + 3.4, label, 6.6)
        f(x + 1.5, y + 8.6, value, 9.2, "B" if label in (w["no"], w["doc"]) else "")
        x += width
    y += 11
    x = 12
    for label, value, width in ((w["pay"], inv.extra["pay"], 72), (w["bank"], f"{inv.extra['bank']} - IBAN "
                                                                                f"{inv.iban} - BIC {inv.bic}", 114)):
        pdf.rect(x, y, width, 11)
        f(x + 1.5, y + 3.4, label, 6.6)
        f(x + 1.5, y + 8.6, value, 8.2)
        x += width
    y += 16
    if inv.po_printed:
        f(12, y, f"{w['ref']} {inv.po_printed}", 8.8, "B")
        y += 4
    y += 2
    cols = [(12, 30, "l"), (42, 70, "l"), (112, 10, "l"), (122, 16, "r"), (138, 16, "r"), (154, 13, "r"),
            (167, 20, "r"), (187, 11, "r")]
    discounts = any(line.discount for line in inv.lines)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(12, y, 186, 6, style="DF")
    for (x, width, al), head in zip(cols, w["cols"]):
        if head in ("Rabatt %", "Korting %") and not discounts:
            continue
        f(x + 1.2 if al == "l" else x + width - 1.2, y + 4.2, head, 7.4, "B", "left" if al == "l" else "right")
    top = y
    y += 6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 67)
        values = [line.article or "", desc[0], line.unit, inv.qty(line), inv.number(line.price, 3),
                  _disc(inv, line), inv.number(line.amount), inv.extra["vat_code"]]
        y += 4.4
        for (x, width, al), value in zip(cols, values):
            f(x + 1.2 if al == "l" else x + width - 1.2, y, value, 8.2, "", "left" if al == "l" else "right")
        for more in desc[1:]:
            y += 3.9
            f(43.2, y, more, 8.2)
        y += 1.6
    bottom = max(y + 4, 190)
    pdf.rect(12, top, 186, bottom - top)
    for x, _, _ in cols[1:]:
        pdf.line(x, top, x, bottom)
    y = bottom + 4
    sx = [(12, 22), (34, 52), (86, 34), (120, 24)]
    for (x, width), head in zip(sx, w["sum"]):
        pdf.rect(x, y, width, 5.4)
        f(x + 1.2, y + 3.8, head, 6.8, "B")
    pdf.rect(12, y + 5.4, 132, 6)
    for (x, width), value, al in zip(sx, (inv.extra["vat_code"], w["code_text"], inv.number(inv.net_total),
                                          inv.number(inv.vat_amount)), ("l", "l", "r", "r")):
        f(x + 1.2 if al == "l" else x + width - 1.2, y + 9.6, value, 8.2, "", "left" if al == "l" else "right")
    ty = y
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"] + (" {rate} %" if not de else ""),
                                       w["gross"]):
        pdf.rect(148, ty, 50, 7.8)
        f(149.2, ty + 2.8, label, 6.6)
        f(196.8, ty + 6.8, inv.number(value), 9.4 if strong else 8.6, "B" if strong else "", "right")
        ty += 7.8
    y += 16
    f(12, y, f"{w['due']}: {inv.due.strftime('%d.%m.%Y' if de else '%d/%m/%Y')}   EUR "
             f"{inv.number(inv.gross_total)}", 8.2, "B")
    y += 5
    if inv.payment_ref:
        f(12, y, f"Gestructureerde mededeling: {inv.payment_ref}", 8.2)
        y += 5
    if inv.extra.get("carrier"):
        f(12, y, f"{w['carrier']}: {inv.extra['carrier']}", 8)
        y += 5
    pdf.set_font("Lib", "", 7.8)
    for row in fp_wrap(pdf, inv.statement, 130) if inv.statement else []:
        f(12, y, row, 7.8)
        y += 3.8
    f(105, 289, f"{s.name} - {s.street} - {_city(inv)} - {w['vatno']} {s.vat}", 6.4, "", "center")
    return bytes(pdf.output())


# --- mexal (fpdf2, Liberation Sans Narrow) ---------------------------------------------------------------------------
def mexal(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "no": "Nr.", "date": "Datum", "page": "Seite", "to": "Herrn / Firma",
          "cust": "Kunden-Nr.", "vatno": "MwSt.-Nr.", "pay": "Zahlungsart", "bank": "Bank",
          "cols": ("Code", "Beschreibung", "ME", "Menge", "Preis", "Rabatte", "Betrag", "MwSt"),
          "carrier": "Transport durch", "parcels": "Packstücke", "weight": "Gewicht kg", "port": "Frachtkosten",
          "port_v": "unfrei, in Rechnung gestellt", "sum": ("Code", "Beschreibung", "Bemessungsgrundlage", "Steuer"),
          "code_text": "Nicht steuerb. Art. 41", "goods": "Summe Ware", "net": "Steuerpfl. Betrag",
          "vat": "Summe MwSt.", "gross": "GESAMTBETRAG EUR", "due": "Fälligkeiten", "tel": "Tel."}
         if de else
         {"title": "FACTURE", "no": "N°", "date": "Date", "page": "Page", "to": "Destinataire",
          "cust": "Code client", "vatno": "N° TVA", "pay": "Mode de paiement", "bank": "Banque",
          "cols": ("Code", "Description", "UM", "Quantité", "Prix", "Remises", "Montant", "TVA"),
          "carrier": "Transport", "parcels": "Colis", "weight": "Poids kg", "port": "Port", "port_v": "",
          "sum": ("Code", "Description", "Base imposable", "TVA"), "code_text": "TVA 21 %",
          "goods": "Total marchandises", "net": "Total HTVA", "vat": "Total TVA", "gross": "TOTAL EUR",
          "due": "Échéances", "tel": "Tél."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    for style, file in (("", "LiberationSansNarrow-Regular.ttf"), ("B", "LiberationSansNarrow-Bold.ttf")):
        pdf.add_font("Narrow", style, f"{LIBERATION}/{file}")
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Narrow")  # noqa: E731
    pdf.set_line_width(0.2)
    f(12, 16, s.name.upper(), 14, "B")
    f(12, 22, f"{s.street} - {_city(inv)} - {COUNTRY[s.country][inv.language]}", 8.6)
    f(12, 26, f"{w['tel']} {s.phone} - {s.email}", 8.6)
    f(12, 30, f"{'P.IVA' if s.country == 'IT' else w['vatno']} {s.vat} - {s.register}", 8.6)
    pdf.rect(12, 38, 86, 24)
    f(14, 44, w["title"], 13, "B")
    for k, (label, value) in enumerate(((w["no"], inv.invoice_no), (w["date"], inv.issued.strftime(
            "%d.%m.%Y" if de else "%d/%m/%Y")), (w["page"], "1"))):
        f(14 + k * 28, 51, label, 7)
        f(14 + k * 28, 57, value, 10.5, "B" if k < 2 else "")
    pdf.rect(112, 38, 86, 24)
    f(114, 42, w["to"], 7)
    for k, text in enumerate((BUYER[0], BUYER[1], f"{BUYER[2].split()[0]} {BUYER[2].split()[1].upper()} (BE)")):
        f(114, 47.5 + k * 4.6, text, 10, "B" if k == 0 else "")
    y = 66
    boxes = [(w["cust"], inv.customer_no, 24), (w["vatno"], BUYER_VAT_PLAIN, 32), (w["pay"], inv.extra["pay"], 66),
             (w["bank"], inv.extra["bank"], 64)]
    x = 12
    for label, value, width in boxes:
        pdf.rect(x, y, width, 10)
        f(x + 1.2, y + 3.2, label, 6.6)
        pdf.set_font("Narrow", "", 8.4)
        while pdf.get_string_width(value) > width - 2.4:
            value = value[:-1]
        f(x + 1.2, y + 8.2, value, 8.4)
        x += width
    y += 15
    refs = [inv.extra["ddt"]] if inv.extra.get("ddt") else []
    if inv.po_printed:
        refs.append(("Votre commande : " if not de else "Ihre Bestellung: ") + inv.po_printed)
    cols = [(12, 28, "l"), (40, 74, "l"), (114, 9, "l"), (123, 15, "r"), (138, 16, "r"), (154, 13, "r"),
            (167, 21, "r"), (188, 10, "r")]
    pdf.rect(12, y, 186, 5.6)
    for (x, width, al), head in zip(cols, w["cols"]):
        f(x + 1 if al == "l" else x + width - 1, y + 4, head, 7.6, "B", "left" if al == "l" else "right")
    top = y
    y += 5.6
    for ref in refs:
        y += 4.4
        f(41, y, ref, 8.6, "B")
    for line in inv.lines:
        pdf.set_font("Narrow", "", 8.8)
        desc = fp_wrap(pdf, line.description, 71)
        y += 4.6
        values = [line.article or "", desc[0], line.unit, inv.qty(line), inv.number(line.price, 3),
                  _disc(inv, line), inv.number(line.amount), inv.extra["vat_code"]]
        for (x, width, al), value in zip(cols, values):
            f(x + 1 if al == "l" else x + width - 1, y, value, 8.8, "", "left" if al == "l" else "right")
        for more in desc[1:]:
            y += 4
            f(41, y, more, 8.8)
    bottom = 200
    pdf.rect(12, top, 186, bottom - top)
    for x, _, _ in cols[1:]:
        pdf.line(x, top, x, bottom)
    y = bottom
    trans = [(w["carrier"], inv.extra.get("carrier", ""), 50), (w["parcels"], inv.extra.get("parcels", ""), 20),
             (w["weight"], inv.extra.get("weight", ""), 22), (w["port"], w["port_v"] if inv.adjustments else "", 94)]
    x = 12
    for label, value, width in trans:
        pdf.rect(x, y, width, 9)
        f(x + 1.2, y + 3, label, 6.4)
        f(x + 1.2, y + 7.6, value, 8.4)
        x += width
    y += 12
    sx = [(12, 14), (26, 40), (66, 30), (96, 24)]
    for (x, width), head in zip(sx, w["sum"]):
        pdf.rect(x, y, width, 5)
        f(x + 1, y + 3.6, head, 6.8, "B")
    pdf.rect(12, y + 5, 108, 6)
    for (x, width), value, al in zip(sx, (inv.extra["vat_code"], w["code_text"], inv.number(inv.net_total),
                                          inv.number(inv.vat_amount)), "llrr"):
        f(x + 1 if al == "l" else x + width - 1, y + 9.4, value, 8.6, "", "left" if al == "l" else "right")
    rows = [(w["goods"], inv.subtotal)] + [(label, amount) for label, amount in inv.adjustment_amounts()]
    rows += [(w["net"], inv.net_total), (w["vat"], inv.vat_amount)]
    ty = y
    for label, value in rows:
        f(166, ty + 3.6, label, 8.4, "", "right")
        f(196, ty + 3.6, inv.number(value), 8.8, "", "right")
        ty += 4.8
    pdf.rect(126, ty, 72, 8)
    f(128, ty + 5.6, w["gross"], 10, "B")
    f(196, ty + 5.6, inv.number(inv.gross_total), 11, "B", "right")
    y += 16
    f(12, y, w["due"], 8, "B")
    f(12, y + 4.4, f"{inv.due.strftime('%d.%m.%Y' if de else '%d/%m/%Y')}   EUR {inv.number(inv.gross_total)}", 8.6)
    y += 10
    if inv.payment_ref:
        f(12, y, f"Communication structurée : {inv.payment_ref}", 8.6, "B")
        y += 5
    pdf.set_font("Narrow", "", 8)
    for row in fp_wrap(pdf, inv.statement, 110) if inv.statement else []:
        f(12, y, row, 8)
        y += 3.8
    f(12, 288, f"IBAN {inv.iban} - BIC {inv.bic}", 7)
    return bytes(pdf.output())


# --- arca (reportlab platypus, Liberation Sans) ----------------------------------------------------------------------
def arca(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Rechnung"}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    line_grey = colors.Color(0.6, 0.6, 0.6)
    normal, right = _style("acn", 8.2, "LS"), _style("acr", 8.2, "LS", align=2)
    bold, bold_r = _style("acb", 8.2, "LSB"), _style("acbr", 8.2, "LSB", align=2)
    small = _style("acs", 6.6, "LS", grey=0.35)
    italic = _style("aci", 8.2, "LSI")
    company = Paragraph(f"<font name='LSB' size='14'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(s.postal_code)} {escape(s.city)} - {escape(COUNTRY[s.country]['de'])}<br/>"
                        f"Tel. {escape(s.phone)} - {escape(s.email)}<br/>USt-IdNr. {escape(s.vat)} - "
                        f"{escape(s.register)}", _style("acc", 8, "LS", lead=10.4))
    facts = Table([[Paragraph("Rechnung Nr.", small), Paragraph("Datum", small), Paragraph("Kunde", small),
                    Paragraph("Seite", small)],
                   [Paragraph(escape(inv.invoice_no), bold), Paragraph(inv.issued.strftime("%d.%m.%Y"), normal),
                    Paragraph(escape(inv.customer_no), normal), Paragraph("1/1", normal)]],
                  colWidths=[24 * mm, 20 * mm, 15 * mm, 11 * mm])
    facts.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, line_grey), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    title = [Paragraph("RECHNUNG", _style("act", 16, "LSB", lead=20)), Spacer(1, 2 * mm), facts]
    top = Table([[company, title]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    address = Table([[Paragraph("Rechnungsanschrift", small)],
                     [Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIEN")),
                                _style("aca", 9.4, "LS", lead=12))],
                     [Paragraph(f"USt-IdNr. {escape(BUYER_VAT)}", normal)]], colWidths=[80 * mm], hAlign="RIGHT")
    address.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, line_grey)]))
    heads = ("Artikel", "Beschreibung", "ME", "Menge", "Einzelpreis", "Betrag", "MwSt")
    rows = [[Paragraph(h, bold_r if k in (3, 4, 5) else bold) for k, h in enumerate(heads)]]
    if inv.po_printed:
        rows.append(["", Paragraph(escape(f"Ihr Auftrag Nr. {inv.po_printed}"), italic), "", "", "", "", ""])
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.qty(line), right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right),
                     Paragraph(inv.extra["vat_code"], normal)])
    table = Table(rows, colWidths=[26 * mm, 70 * mm, 11 * mm, 16 * mm, 20 * mm, 23 * mm, 12 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.4, line_grey),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]))
    summary = Table([[Paragraph(h, small) for h in ("MwSt.-Code", "Beschreibung", "Basis", "Satz", "MwSt.")],
                     [Paragraph(inv.extra["vat_code"], normal), Paragraph("Reverse Charge", normal),
                      Paragraph(inv.number(inv.net_total), right), Paragraph(inv.rate() + " %", right),
                      Paragraph(inv.number(inv.vat_amount), right)]],
                    colWidths=[19 * mm, 36 * mm, 20 * mm, 10 * mm, 14 * mm])
    summary.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, line_grey)]))
    trows = [[Paragraph(label, bold_r if strong else right), Paragraph(inv.number(value), bold_r if strong
                                                                       else right)]
             for label, value, strong in totals(inv, "Summe Positionen", "Summe netto", "MwSt. {rate} %",
                                                "Rechnungsbetrag EUR")]
    tot = Table(trows, colWidths=[38 * mm, 24 * mm])
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    foot = Table([[summary, tot]], colWidths=[104 * mm, 74 * mm])
    foot.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    pay = Table([[Paragraph(h, small) for h in ("Zahlungsart", "Bank", "IBAN", "Fälligkeit", "Betrag")],
                 [Paragraph(escape(inv.extra["pay"]), normal), Paragraph(escape(inv.extra["bank"]), normal),
                  Paragraph(escape(inv.iban), normal), Paragraph(inv.due.strftime("%d.%m.%Y"), normal),
                  Paragraph(inv.number(inv.gross_total), right)]],
                colWidths=[40 * mm, 30 * mm, 54 * mm, 22 * mm, 24 * mm])
    pay.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, line_grey)]))
    story = [top, Spacer(1, 6 * mm), address, Spacer(1, 8 * mm), table, Spacer(1, 5 * mm), foot,
             Spacer(1, 6 * mm), pay, Spacer(1, 4 * mm), Paragraph(escape(inv.statement), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.street} · {s.postal_code} {s.city} · "
                                                    f"{s.register} · BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- gestionale1 (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------
def gestionale1(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    f(105, 16, s.name, 14, "B", "center")
    f(105, 21.5, f"{s.street} - {place(inv)} - {COUNTRY[s.country]['fr']}", 8, "", "center")
    f(105, 25.5, f"Tél. {s.phone} - {s.email} - TVA {s.vat} - {s.register}", 8, "", "center")
    pdf.line(12, 29, 198, 29)
    pdf.rect(110, 36, 88, 28)
    f(112, 40.5, "Client", 7, "I")
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"])):
        f(112, 46 + k * 4.6, text, 9.4, "B" if k == 0 else "")
    y = 70
    heads = [("Type de document", "FACTURE", 42), ("Numéro", inv.invoice_no, 32),
             ("Date", inv.issued.strftime("%d/%m/%Y"), 28), ("Code client", inv.customer_no, 30),
             ("N° TVA client", BUYER_VAT, 54)]
    x = 12
    pdf.set_fill_color(238, 238, 238)
    for label, value, width in heads:
        pdf.rect(x, y, width, 5, style="DF")
        pdf.rect(x, y + 5, width, 7)
        f(x + width / 2, y + 3.6, label, 6.8, "B", "center")
        f(x + width / 2, y + 10, value, 8.8, "B" if label == "Numéro" else "", "center")
        x += width
    y += 18
    if inv.po_printed:
        f(12, y, f"Réf. commande : bon de commande n° {inv.po_printed}", 8.6)
        y += 6
    cols = [(12, 98, "l", "Description"), (110, 16, "l", "Unité"), (126, 14, "r", "Qté"),
            (140, 22, "r", "Prix unitaire"), (162, 24, "r", "Montant"), (186, 12, "r", "TVA")]
    pdf.rect(12, y, 186, 6, style="DF")
    for x, width, al, head in cols:
        f(x + 1.2 if al == "l" else x + width - 1.2, y + 4.2, head, 7.6, "B", "left" if al == "l" else "right")
    top = y
    y += 6
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 95)
        y += 4.6
        values = [desc[0], line.unit, inv.qty(line), inv.number(line.price), inv.number(line.amount),
                  inv.rate() + "%"]
        for (x, width, al, _), value in zip(cols, values):
            f(x + 1.2 if al == "l" else x + width - 1.2, y, value, 8.2, "", "left" if al == "l" else "right")
        for more in desc[1:]:
            y += 3.9
            f(13.2, y, more, 8.2)
        y += 1.2
    bottom = max(y + 6, 170)
    pdf.rect(12, top, 186, bottom - top)
    for x, _, _, _ in cols[1:]:
        pdf.line(x, top, x, bottom)
    y = bottom + 6
    for k, head in enumerate(("Taux TVA", "Base", "TVA")):
        pdf.rect(12 + k * 28, y, 28, 5, style="DF")
        f(12 + k * 28 + 14, y + 3.6, head, 7, "B", "center")
        pdf.rect(12 + k * 28, y + 5, 28, 6.4)
    for k, value in enumerate((inv.rate() + " %", inv.number(inv.net_total), inv.number(inv.vat_amount))):
        f(12 + k * 28 + 26.6, y + 9.6, value, 8.4, "", "right")
    ty = y
    for label, value, strong in (("Total HTVA", inv.net_total, False), (f"TVA {inv.rate()} %", inv.vat_amount,
                                                                         False),
                                 ("Total TVAC", inv.gross_total, True)):
        f(170, ty + 3.8, label, 9 if strong else 8.6, "B" if strong else "", "right")
        f(197, ty + 3.8, "€ " + inv.number(value), 9 if strong else 8.6, "B" if strong else "", "right")
        ty += 5.6
    y = ty + 8
    f(12, y, "Échéances", 8, "B")
    f(12, y + 4.6, f"{inv.due.strftime('%d/%m/%Y')}  € {inv.number(inv.gross_total)}  -  {inv.extra['pay']}", 8.4)
    f(12, y + 9.2, f"IBAN {inv.iban}  BIC {inv.bic}", 8.4)
    f(12, y + 13.8, f"Communication structurée : {inv.payment_ref}", 8.4, "B")
    f(12, 284, "Toute réclamation doit être introduite par écrit dans les 8 jours de la réception de la facture.",
      6.8, "I")
    return bytes(pdf.output())


# --- sage200c (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def sage200c(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    if nl:
        w = {"title": "FACTUUR", "facts": ("Factuurnr.", "Datum", "Klant", "Pagina"), "cust": "Klant",
             "vatno": "Btw-nr.", "cols": ("Artikel", "Omschrijving", "Aantal", "Prijs", "%Krt", "Bedrag"),
             "alb": "Leveringsbon", "ped": "Uw bestelling", "foot": ("Bruto bedrag", "Korting", "Vracht",
                                                                     "Grondslag", "% Btw", "Btw", "Totaal factuur"),
             "pay": "Betalingswijze", "due": "Vervaldata", "bank": "Bank"}
    else:
        w = {"title": "FACTURA / INVOICE", "facts": ("Nº Factura / Invoice No.", "Fecha / Date",
                                                     "Cliente / Customer", "Página / Page"),
             "cust": "Cliente / Customer", "vatno": "NIF/VAT",
             "cols": ("Artículo / Item", "Descripción / Description", "Cantidad / Qty", "Precio / Price", "%Dto",
                      "Importe / Amount"),
             "alb": "Albarán / Delivery note", "ped": "Su pedido / Your order",
             "foot": ("Importe bruto", "Dto.", "Portes", "Base imponible", "% IVA", "Cuota IVA", "Total factura"),
             "pay": "Forma de pago / Payment", "due": "Vencimientos / Due dates", "bank": "Banco / Bank"}
    c = Canvas(f"{'Factuur' if nl else 'Factura'} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(22, 18, s.name, 13, B)
    for k, text in enumerate((s.street, f"{s.postal_code} {s.city}" + (f" ({inv.extra['prov']})"
                                                                       if inv.extra.get("prov") else ""),
                              COUNTRY[s.country]["nl" if nl else "es"], f"{'Btw-nr.' if nl else 'CIF'} "
                              f"{s.vat if nl else s.vat[2:]}", f"Tel. {s.phone}", s.email)):
        c.text(22, 24 + k * 3.9, text, 8, F)
    # the register entry, printed vertically in the left margin
    c.c.saveState()
    c.c.setFont(F, 6)
    c.c.setFillGray(0.4)
    c.c.translate(10 * MM, c.height - 200 * MM)
    c.c.rotate(90)
    c.c.drawString(0, 0, f"{s.name} - {s.register} - {'Btw-nr.' if nl else 'CIF'} {s.vat if nl else s.vat[2:]}")
    c.c.restoreState()
    c.text(196, 18, w["title"], 15, B, "right")
    widths = (44, 22, 20, 18) if not nl else (30, 24, 24, 18)
    x = 196 - sum(widths)
    values = (inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.customer_no, "1")
    for width, label, value in zip(widths, w["facts"], values):
        c.fill(x, 23, width, 5, 0.85)
        c.c.setLineWidth(0.4)
        c.c.rect(x * MM, c.height - 34 * MM, width * MM, 11 * MM, stroke=1, fill=0)
        c.text(x + width / 2, 26.6, label, 6.4, B, "center")
        c.text(x + width / 2, 32, value, 8.6, B if label == w["facts"][0] else F, "center")
        x += width
    c.c.rect(112 * MM, c.height - 70 * MM, 84 * MM, 30 * MM, stroke=1, fill=0)
    c.text(114, 44, w["cust"], 6.8, F, grey=0.4)
    for k, text in enumerate((BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl" if nl else "en"],
                              f"{w['vatno']}: {BUYER_VAT_PLAIN}")):
        c.text(114, 49.5 + k * 4.3, text, 9, B if k == 0 else F)
    y = 78
    c.text(22, y, f"{w['alb']}: {inv.extra['delivery']}", 8.4, F)
    if inv.po_printed:
        c.text(110, y, f"{w['ped']}: {inv.po_printed}", 8.4, B)
    y = 86
    cols = [(23, "left"), (56, "left"), (140, "right"), (160, "right"), (173, "right"), (195, "right")]
    c.fill(22, y - 4, 174, 6, 0.85)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7 if not nl else 7.6, B, al)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 68 * MM)
        values = (line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(56, y, more, 8.2, F)
        y += 5.4
    c.rule(22, y - 2, 196, 0.4, grey=0.5)
    y = max(y + 6, 200)
    disc = next((a for label, a in inv.adjustment_amounts() if a < 0), None)
    charge = next((a for label, a in inv.adjustment_amounts() if a > 0), None)
    disc_label = next((label for label, a in inv.adjustment_amounts() if a < 0), w["foot"][1])
    values = (inv.number(inv.subtotal), inv.number(disc) if disc is not None else "",
              inv.number(charge) if charge is not None else "", inv.number(inv.net_total), inv.rate(),
              inv.number(inv.vat_amount), inv.number(inv.gross_total) + " €")
    labels = list(w["foot"])
    if disc is not None:
        labels[1] = disc_label
    fw = (26, 22, 20, 28, 14, 22, 42)
    x = 22
    for width, label, value in zip(fw, labels, values):
        c.fill(x, y, width, 5, 0.85)
        c.c.rect(x * MM, c.height - (y + 12) * MM, width * MM, 12 * MM, stroke=1, fill=0)
        c.text(x + width / 2, y + 3.6, label, 6.6, B, "center")
        c.text(x + width - 1.5, y + 10, value, 9.4 if label == labels[-1] else 8.4,
               B if label == labels[-1] else F, "right")
        x += width
    y += 20
    c.text(22, y, f"{w['pay']}: {inv.extra['pay']}", 8.2, F)
    c.text(22, y + 4.6, f"{w['bank']}: IBAN {inv.iban}  BIC {inv.bic}", 8.2, F)
    c.text(22, y + 9.2, f"{w['due']}: {inv.due.strftime('%d/%m/%Y')}  {inv.number(inv.gross_total)} €", 8.2, F)
    y += 17
    for row in rl_wrap(inv.statement, F, 7.8, 172 * MM):
        c.text(22, y, row, 7.8, F)
        y += 3.7
    if not nl:
        c.text(22, 280, "De conformidad con el RGPD, sus datos forman parte de un fichero responsabilidad de "
                        f"{s.name.rstrip('.')}.", 6, F, grey=0.45)
    return c.bytes()


WRITERS = {"fattura24": fattura24, "aruba": aruba, "teamsystem": teamsystem, "mexal": mexal, "arca": arca,
           "gestionale1": gestionale1, "sage200c": sage200c}
