"""Seven page writers for the forty-third blind corpus, each imitating from general knowledge the ordinary PDF of one
family of invoicing software or e-invoicing portal (no logos, no trademarks, invented suppliers): three on fpdf2,
three on reportlab (two on its canvas, one on its platypus flowables) and one made by Typst, on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer) are the shared ones of
evals/blind_corpus/drawing.py, imported.

- zenvoices (fpdf2, DejaVu Sans): a Zenvoices-style rendering of a UBL e-invoice, nl: `Factuur`, boxed
  `Leverancier` / `Klant` blocks, a `Factuurgegevens` grid (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`,
  `Inkoopordernummer`, `Klantnummer`, `Valuta`), columns `Regel` / `Artikelnummer` / `Omschrijving` / `Aantal` /
  `Eenheid` / `Prijs` / `Btw %` / `Regelbedrag`, totals (`Totaal regels`, `Toeslag`, `Totaal excl. btw`, `Btw`,
  `Totaal incl. btw`, `Te betalen`), a `Btw-specificatie` with the category, the payment block.
- storecove (reportlab canvas, Liberation Sans): a Storecove-style Peppol BIS rendering, nl: `Factuur <nr>`,
  `Afzender` / `Ontvanger` with their Peppol IDs, a fact row (`Factuurdatum`, `Vervaldatum`, `Referentie koper`,
  `Valuta`), columns `Omschrijving` / `Aantal` / `Eenheid` / `Prijs` / `Btw` / `Bedrag`, totals (`Totaal regels`,
  `Totaal excl. btw`, `Btw 21 % (S)`, `Totaal incl. btw`, `Te betalen`), the payment instructions.
- pagero (reportlab platypus, DejaVu Sans Condensed): a Pagero-style e-invoice visualisation, nl or en: the title
  and number, `Leverancier` / `Koper` / `Leveradres` (`Supplier` / `Buyer` / `Delivery`), a details grid
  (`Factuurdatum`, `Vervaldatum`, `Ordernummer koper` / `Order reference`, `Referentie koper` /
  `Buyer reference`, ...), columns `Nr.` / `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenheid` / `Eenheidsprijs` /
  `Btw %` / `Bedrag`, document-level allowances, totals (`Som regelbedragen`, `Totaal excl. btw`, `Btw`,
  `Totaal incl. btw`, `Te betalen`), a VAT breakdown by category, the payment means.
- esker (fpdf2, Liberation Sans): an Esker-delivered French corporate invoice: the company left, `FACTURE` right
  with a framed reference box (`N° facture`, `Date`, `Code client`, `Votre commande`, `Page`), the billing
  address, columns `Référence` / `Désignation` / `Qté` / `Unité` / `P.U. HT` / `Rem. %` / `Montant HT` / `TVA`
  (a VAT code), a VAT recap by code left and the totals right (`Total marchandises HT`, `Frais de port`,
  `Total HT` / `Total HTVA`, `Total TVA`, `Total TTC` / `Total TVAC`, `Net à payer`), the due-date table.
- tradeshift (Typst, Liberation Sans): a Tradeshift-style rendering of a network invoice, fr or de: the title and
  number left, a four-cell fact row (`Numéro de facture` / `Rechnungsnummer`, `Date d'émission` /
  `Ausstellungsdatum`, `Date d'échéance` / `Fälligkeitsdatum`, `N° de commande` / `Bestellnummer`), `De` / `À`
  (`Von` / `An`), columns `Article` / `Qté` / `Prix unitaire` / `TVA` / `Total` (the seller's item ID under the
  description), totals (`Sous-total`, `TVA`, `Total EUR`), notes, payment and the document ID.
- tungsten (fpdf2, DejaVu Sans): a Tungsten Network-style invoice, en: `INVOICE`, `Supplier` / `Invoice To` boxes,
  a fact box (`Invoice Number`, `Invoice Date`, `Tax Point Date`, `Purchase Order Number`, `Customer Account`,
  `Currency`), a ruled grid `Line` / `Product Code` / `Description` / `Qty` / `UOM` / `Unit Price` / `Net Amount` /
  `VAT %` / `VAT Amount`, totals (`Total Net Amount`, `Total VAT Amount`, `Total Gross Amount`), a VAT analysis.
- dynamicsax (reportlab canvas, Liberation Sans): a Microsoft Dynamics AX (Axapta) sales-invoice report, en or de:
  `Invoice` / `Rechnung` right with number, date and page, the customer in the window, a label block
  (`Invoice account`, `Sales order`, `Customer requisition`, `Our ref.`, `Your ref.`, `Terms of payment`,
  `Due date`, `Delivery terms`, `Mode of delivery`), columns `Item number` / `Description` / `Quantity` / `Unit` /
  `Unit price` / `Disc. %` / `Amount`, a totals box (`Sales subtotal amount`, `Misc. charges amount`,
  `Sales tax amount`, `Total`) and a sales tax specification (`Sales tax code`, `Percent`, `Origin`,
  `Sales tax amount`); no line labelled net."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf,  # noqa: E402
                     _ft, _issued, _style, _typst, doc_head, fp_wrap, lib_fonts, place, register_fonts, rl_wrap, ts)

register_fonts(*LIBERATION_SANS)
COUNTRIES = {**COUNTRY, "SE": {"en": "Sweden"}, "IE": {"en": "Ireland"}}
BUYER_VAT_PLAIN = BUYER_VAT.replace(".", "")


def _country(inv: Invoice) -> str:
    return COUNTRIES[inv.supplier.country][inv.language]


def _charges_and_discounts(inv: Invoice) -> list[tuple[str, object]]:
    return inv.adjustment_amounts()


# --- zenvoices (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def zenvoices(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(15, 20, "Factuur", 18, "B")
    f(195, 14, "Pagina 1 van 1", 7, "", "right")
    pdf.set_draw_color(170, 180, 190)
    pdf.set_line_width(0.3)
    for x, head, rows in ((15, "Leverancier", [s.name, s.street, place(inv), _country(inv), f"Btw-nummer {s.vat}",
                                               s.register, s.email]),
                          (107, "Klant", [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"],
                                          f"Btw-nummer {BUYER_VAT_PLAIN}", "Crediteurenadministratie"])):
        pdf.rect(x, 28, 88, 38)
        pdf.set_fill_color(232, 238, 244)
        pdf.rect(x, 28, 88, 6, style="FD")
        f(x + 2, 32.3, head, 8.2, "B")
        for k, text in enumerate(rows):
            f(x + 2, 39 + k * 3.8, text, 8.2, "B" if k == 0 else "")
    f(15, 75, "Factuurgegevens", 9.4, "B")
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")),
             ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")), ("Inkoopordernummer", inv.po_printed or ""),
             ("Klantnummer", inv.customer_no), ("Valuta", "EUR")]
    for k, (label, value) in enumerate(facts):
        x, y = 15 + (k % 2) * 92, 81 + (k // 2) * 4.6
        f(x, y, label, 8.2, "", "left")
        f(x + 36, y, value, 8.2, "B" if label == "Factuurnummer" else "")
    y = 100
    cols = [(16, "left", "Regel"), (26, "left", "Artikelnummer"), (51, "left", "Omschrijving"),
            (130, "right", "Aantal"), (132, "left", "Eenheid"), (163, "right", "Prijs"), (175, "right", "Btw %"),
            (195, "right", "Regelbedrag")]
    pdf.set_fill_color(52, 86, 120)
    pdf.rect(15, y - 4.3, 180, 6, style="F")
    pdf.set_text_color(255, 255, 255)
    for x, al, head in cols:
        f(x, y, head, 7.6, "B", al)
    pdf.set_text_color(0, 0, 0)
    y += 6.5
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 62)
        values = [str(k + 1), line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.rate(), inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8, "", al)
        for more in desc[1:]:
            y += 3.7
            f(51, y, more, 8)
        pdf.set_draw_color(215, 220, 226)
        pdf.line(15, y + 2, 195, y + 2)
        y += 6
    y += 3
    rows = [("Totaal regels", inv.subtotal, False)]
    rows += [(("Toeslag: " if amount > 0 else "Korting: ") + label, amount, False)
             for label, amount in _charges_and_discounts(inv)]
    rows += [("Totaal excl. btw", inv.net_total, False), ("Btw", inv.vat_amount, False),
             ("Totaal incl. btw", inv.gross_total, False), ("Te betalen", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(232, 238, 244)
            pdf.rect(120, y - 4.2, 75, 6, style="F")
        f(165, y, label, 8.6, "B" if strong else "", "right")
        f(194, y, "EUR " + inv.number(value), 8.6, "B" if strong else "", "right")
        y += 5.4
    y += 5
    f(15, y, "Btw-specificatie", 9, "B")
    y += 5
    spec = [("Categorie", 15, "left"), ("Grondslag", 75, "right"), ("Tarief", 95, "right"),
            ("Btw-bedrag", 125, "right"), ("Vrijstellingsreden", 130, "left")]
    for head, x, al in spec:
        f(x, y, head, 7.6, "B", al)
    y += 4.4
    values = [inv.extra["vat_cat"], inv.number(inv.net_total), inv.rate() + " %", inv.number(inv.vat_amount),
              inv.extra.get("vat_reason", "")]
    for (_, x, al), value in zip(spec, values):
        f(x, y, value, 8, "", al)
    y += 9
    f(15, y, "Betaalinformatie", 9, "B")
    y += 5
    for label, value in (("Betaalwijze", "Overboeking"), ("IBAN", inv.iban), ("BIC", inv.bic),
                         ("Betalingskenmerk", inv.payment_ref), ("Betalingstermijn", inv.extra["terms"])):
        f(15, y, label, 8)
        f(51, y, value, 8)
        y += 4
    y += 4
    if inv.statement:
        f(15, y, "Opmerking", 9, "B")
        y += 5
        pdf.set_font("DejaVu", "", 8)
        for row in fp_wrap(pdf, inv.statement, 178):
            f(15, y, row, 8)
            y += 3.9
    f(105, 287, f"{s.name} · {s.register} · Btw {s.vat} · IBAN {inv.iban}", 6.4, "", "center")
    return bytes(pdf.output())


# --- storecove (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def storecove(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Factuur {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, f"Factuur {inv.invoice_no}", 17, B)
    c.text(192, 16, "Peppol BIS Billing 3.0", 7, F, "right", grey=0.45)
    c.rule(18, 27, 192, 0.8, grey=0.2)
    blocks = ((18, "Afzender", [s.name, s.street, place(inv), _country(inv), f"Btw {s.vat}",
                                f"Peppol-ID {inv.extra['peppol_from']}", f"Tel. {s.phone}", s.email]),
              (108, "Ontvanger", [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"], f"Btw {BUYER_VAT}",
                                  f"Peppol-ID {inv.extra['peppol_to']}"]))
    for x, head, rows in blocks:
        c.text(x, 35, head.upper(), 7.4, B, grey=0.45)
        for k, text in enumerate(rows):
            c.text(x, 40.5 + k * 4.2, text, 8.8, B if k == 0 else F)
    y = 79
    c.fill(18, y - 4.6, 174, 13, 0.95)
    facts = (("Factuurdatum", inv.day(inv.issued, "%d-%m-%Y")), ("Vervaldatum", inv.day(inv.due, "%d-%m-%Y")),
             ("Referentie koper", inv.extra.get("buyer_ref", "")), ("Valuta", "EUR"))
    for k, (label, value) in enumerate(facts):
        x = 21 + k * (43 if k < 2 else 46)
        c.text(x, y, label, 7.4, F, grey=0.4)
        c.text(x, y + 5, value, 8.8, F)
    y = 101
    cols = [(18, "left", "Omschrijving"), (128, "right", "Aantal"), (131, "left", "Eenheid"),
            (160, "right", "Prijs"), (172, "right", "Btw"), (192, "right", "Bedrag")]
    for x, al, head in cols:
        c.text(x, y, head, 8, B, al)
    c.rule(18, y + 1.8, 192, 0.6)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 104 * MM)
        for (x, al, _), value in zip(cols, (desc[0], inv.qty(line), line.unit, inv.number(line.price),
                                            inv.rate() + "%", inv.number(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.6, F)
        c.rule(18, y + 2.2, 192, 0.25, grey=0.75)
        y += 6.4
    y += 4
    rows = [("Totaal regels", inv.subtotal, F), ("Totaal excl. btw", inv.net_total, F),
            (f"Btw {inv.rate()}% (S) over {inv.number(inv.net_total)}", inv.vat_amount, F),
            ("Totaal incl. btw", inv.gross_total, F), ("Te betalen", inv.gross_total, B)]
    for label, value, font in rows:
        if font == B:
            c.rule(120, y - 4, 192, 0.6)
        c.text(165, y, label, 9, font, "right")
        c.text(192, y, inv.number(value) + " EUR", 9, font, "right")
        y += 5.4
    y += 8
    c.text(18, y, "Betaling", 9, B)
    y += 5
    for text in (f"Overschrijving (30) naar {inv.iban}, BIC {inv.bic}, t.n.v. {s.name}",
                 f"Gestructureerde mededeling {inv.payment_ref}",
                 f"Betalingsvoorwaarden: {inv.extra['terms']}"):
        c.text(18, y, text, 8.6, F)
        y += 4.3
    c.rule(18, 280, 192, 0.3, grey=0.6)
    c.text(18, 284, f"{s.name} · {s.register} · Btw {s.vat}", 6.8, F, grey=0.4)
    c.text(192, 284, "Pagina 1/1", 6.8, F, "right", grey=0.4)
    return c.bytes()


# --- pagero (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def pagero(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "parties": ("Leverancier", "Koper", "Leveradres"),
          "facts": ("Factuurdatum", "Vervaldatum", "Ordernummer koper", "Referentie koper", "Leveringsbon",
                    "Contract", "Valuta"),
          "cols": ("Nr.", "Artikelnr.", "Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Btw %", "Bedrag"),
          "allow": "Kortingen en toeslagen op documentniveau", "sum": "Som regelbedragen",
          "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal incl. btw", "due": "Te betalen",
          "breakdown": ("Btw-categorie", "Tarief", "Grondslag", "Btw-bedrag"), "vatno": "Btw-nr.",
          "pay": "Betaalwijze: overschrijving - IBAN {iban} - BIC {bic} - betalingskenmerk {ref}",
          "terms": "Betalingsvoorwaarden", "cat": {"S": "S - Standaardtarief", "AE": "AE - Btw verlegd",
                                                    "K": "K - Intracommunautair"}}
         if nl else
         {"title": "INVOICE", "parties": ("Supplier", "Buyer", "Delivery"),
          "facts": ("Invoice date", "Due date", "Order reference", "Buyer reference", "Despatch advice",
                    "Contract reference", "Currency"),
          "cols": ("No.", "Item no.", "Description", "Quantity", "Unit", "Unit price", "VAT %", "Amount"),
          "allow": "Document level allowances and charges", "sum": "Sum of line amounts",
          "net": "Total amount excl. VAT", "vat": "VAT", "gross": "Total amount incl. VAT", "due": "Amount due",
          "breakdown": ("VAT category", "Rate", "Taxable amount", "VAT amount"), "vatno": "VAT no.",
          "pay": "Payment means: credit transfer - IBAN {iban} - BIC {bic} - payment reference {ref}",
          "terms": "Payment terms", "cat": {"S": "S - Standard rate", "AE": "AE - Reverse charge",
                                            "K": "K - Intra-community supply"}})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    lab = _style("pgl", 6.8, "DVC", grey=0.4)
    normal, right = _style("pgn", 8, "DVC"), _style("pgr", 8, "DVC", align=2)
    bold, bold_r = _style("pgb", 8, "DVCB"), _style("pgbr", 8, "DVCB", align=2)
    head = Table([[Paragraph(f"<b>{w['title']}</b>", _style("pgt", 18, "DVCB", lead=22)),
                   Paragraph(f"<b>{escape(inv.invoice_no)}</b>", _style("pgno", 13, "DVCB", align=2, lead=22))]],
                 colWidths=[100 * mm, 78 * mm])
    head.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.Color(0.12, 0.3, 0.45)),
                              ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    supplier = [s.name, s.street, place(inv), _country(inv), f"{w['vatno']} {s.vat}", s.register]
    buyer = [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]
    delivery = [BUYER[0], "Magazijn / Warehouse", BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]
    parties = Table([[Paragraph(escape(p), lab) for p in w["parties"]],
                     [Paragraph("<br/>".join(escape(t) if k else f"<b>{escape(t)}</b>" for k, t in enumerate(rows)),
                                _style(f"pgp{n}", 8.4, "DVC", lead=10.6))
                      for n, rows in enumerate((supplier, buyer, delivery))]],
                    colWidths=[62 * mm, 58 * mm, 58 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.day(inv.issued, "%d-%m-%Y" if nl else "%Y-%m-%d"),
              inv.day(inv.due, "%d-%m-%Y" if nl else "%Y-%m-%d"), inv.po_printed or "",
              inv.extra.get("buyer_ref", ""), inv.extra.get("delivery", ""), inv.extra.get("contract", ""), "EUR")
    keep = [(k, v) for k, v in zip(w["facts"], values) if v]
    grid = Table([[Paragraph(escape(k), lab) for k, _ in keep], [Paragraph(escape(v), normal) for _, v in keep]],
                 colWidths=[178 * mm / len(keep)] * len(keep))
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                              ("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.96, 0.97, 0.98)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    articles = any(line.article for line in inv.lines)
    keep_cols = [k for k in range(8) if k != 1 or articles]
    widths = {0: 8, 1: 23, 2: 60 if articles else 83, 3: 15, 4: 14, 5: 24, 6: 12, 7: 22}
    rows = [[Paragraph(escape(w["cols"][k]), bold_r if k in (3, 5, 6, 7) else bold) for k in keep_cols]]
    for n, line in enumerate(inv.lines, 1):
        cells = {0: Paragraph(str(n), normal), 1: Paragraph(escape(line.article or ""), normal),
                 2: Paragraph(escape(line.description), normal), 3: Paragraph(inv.qty(line), right),
                 4: Paragraph(escape(line.unit), normal), 5: Paragraph(inv.number(line.price), right),
                 6: Paragraph(inv.rate(), right), 7: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep_cols])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep_cols])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.12, 0.3, 0.45)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [head, Spacer(1, 5 * mm), parties, Spacer(1, 5 * mm), grid, Spacer(1, 6 * mm), table,
             Spacer(1, 4 * mm)]
    if inv.adjustments:
        story += [Paragraph(escape(w["allow"]), bold), Spacer(1, 1 * mm)]
        allow = Table([[Paragraph(escape(label), normal), Paragraph(inv.number(amount), right)]
                       for label, amount in _charges_and_discounts(inv)], colWidths=[80 * mm, 25 * mm],
                      hAlign="LEFT")
        allow.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
        story += [allow, Spacer(1, 3 * mm)]
    trows = [(w["sum"], inv.subtotal, False)]
    trows += [(label, amount, False) for label, amount in _charges_and_discounts(inv)]
    trows += [(w["net"], inv.net_total, False), (w["vat"], inv.vat_amount, False),
              (w["gross"], inv.gross_total, False), (w["due"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(inv.number(value) + " EUR", bold_r if strong else right)] for label, value, strong in trows],
                colWidths=[58 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    breakdown = Table([[Paragraph(escape(h), lab) for h in w["breakdown"]],
                       [Paragraph(escape(w["cat"][inv.extra["vat_cat"]]), normal),
                        Paragraph(inv.rate() + " %", right), Paragraph(inv.number(inv.net_total), right),
                        Paragraph(inv.number(inv.vat_amount), right)]],
                      colWidths=[50 * mm, 18 * mm, 30 * mm, 30 * mm], hAlign="LEFT")
    breakdown.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.Color(0.6, 0.6, 0.6)),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story += [tot, Spacer(1, 6 * mm), breakdown, Spacer(1, 5 * mm)]
    if inv.statement:
        story += [Paragraph(escape(inv.statement), normal), Spacer(1, 2 * mm)]
    story += [Paragraph(escape(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)),
                        normal), Spacer(1, 1 * mm),
              Paragraph(escape(f"{w['terms']}: {inv.extra['terms']}"), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, f"{s.name} · {s.email} · {s.phone}")
        canvas.drawRightString(194 * mm, 10 * mm, "1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- esker (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def esker(inv: Invoice) -> bytes:
    s, be = inv.supplier, inv.extra.get("belgian") == "yes"
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    lib_fonts(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align,  # noqa: E731
                                                                 family="Lib")
    f(15, 19, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv) + " - " + _country(inv), f"Tél. {s.phone}", s.email,
                              f"N° TVA {s.vat}"]):
        f(15, 25 + k * 3.9, text, 8.2)
    f(195, 19, "FACTURE", 20, "B", "right")
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.3)
    box = [("N° facture", inv.invoice_no), ("Date", inv.day(inv.issued, "%d/%m/%Y")),
           ("Code client", inv.customer_no), ("Votre commande", inv.po_printed or ""), ("Page", "1/1")]
    pdf.rect(120, 24, 75, len(box) * 4.6 + 2.4)
    for k, (label, value) in enumerate(box):
        f(123, 28.4 + k * 4.6, label, 8.2)
        f(153, 28.4 + k * 4.6, value, 8.2, "B" if k == 0 else "")
    f(110, 58, "Adresse de facturation", 7.4, "", "left")
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2],
                              COUNTRY_BE["fr"], f"N° TVA {BUYER_VAT}"]):
        f(110, 63 + k * 4.3, text, 9, "B" if k == 0 else "")
    y = 100
    cols = [(16, "left", "Référence"), (43, "left", "Désignation"), (128, "right", "Qté"),
            (130, "left", "Unité"), (155, "right", "P.U. HT"), (166, "right", "Rem. %"),
            (186, "right", "Montant HT"), (194, "right", "TVA")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, y - 4.3, 180, 6, style="F")
    for x, al, head in cols:
        f(x, y, head, 7.6, "B", al)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 70)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) if line.discount else "", inv.number(line.amount), inv.extra["vat_code"]]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(43, y, more, 8.2)
        y += 5.6
    pdf.set_draw_color(60, 60, 60)
    pdf.line(15, y - 2.6, 195, y - 2.6)
    y += 5
    top = y
    f(15, y, "Récapitulatif TVA", 8.4, "B")
    y += 4.8
    for x, al, head in ((15, "left", "Code"), (28, "left", "Libellé"), (68, "right", "Base HT"),
                        (82, "right", "Taux"), (104, "right", "Montant TVA")):
        f(x, y, head, 7.6, "B", al)
    y += 4.4
    for x, al, value in ((15, "left", inv.extra["vat_code"]), (28, "left", inv.extra["vat_label"]),
                         (68, "right", inv.number(inv.net_total)), (82, "right", inv.rate() + " %"),
                         (104, "right", inv.number(inv.vat_amount))):
        f(x, y, value, 8.2, "", al)
    y = top
    rows = []
    if inv.adjustments:
        rows.append(("Total marchandises HT", inv.subtotal, False))
        rows += [(label, amount, False) for label, amount in _charges_and_discounts(inv)]
    rows += [("Total HTVA" if be else "Total HT", inv.net_total, False), ("Total TVA", inv.vat_amount, False),
             ("Total TVAC" if be else "Total TTC", inv.gross_total, False), ("Net à payer", inv.gross_total, True)]
    for label, value, strong in rows:
        if strong:
            pdf.set_fill_color(225, 225, 225)
            pdf.rect(130, y - 4.2, 65, 6, style="F")
        f(165, y, label, 8.8, "B" if strong else "", "right")
        f(194, y, inv.number(value) + " €", 8.8, "B" if strong else "", "right")
        y += 5.2
    y = max(y, top + 20) + 8
    f(15, y, "Échéance", 7.6, "B")
    f(45, y, "Montant", 7.6, "B")
    f(75, y, "Mode de règlement", 7.6, "B")
    y += 4.4
    f(15, y, inv.day(inv.due, "%d/%m/%Y"), 8.2)
    f(45, y, inv.number(inv.gross_total) + " €", 8.2)
    f(75, y, f"Virement - IBAN {inv.iban} - BIC {inv.bic}", 8.2)
    y += 8
    texts = ([inv.statement] if inv.statement else [])
    if be:
        texts += [f"Communication structurée : {inv.payment_ref}",
                  f"Conditions de paiement : {inv.extra['terms']}. Nos factures sont payables au siège social; "
                  "toute réclamation doit être introduite par écrit dans les huit jours."]
    else:
        texts += [f"Conditions de paiement : {inv.extra['terms']}. Pas d'escompte pour paiement anticipé. En cas "
                  "de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité "
                  "forfaitaire pour frais de recouvrement de 40 €."]
    pdf.set_font("Lib", "", 7.8)
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 7.8)
            y += 3.6
        y += 1.6
    f(105, 285, f"{s.name} · {s.register} · N° TVA {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- tradeshift (Typst, Liberation Sans) ----------------------------------------------------------------------------
def tradeshift(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "facts": ("Numéro de facture", "Date d'émission", "Date d'échéance",
                                        "N° de commande"),
          "from": "De", "to": "À", "cols": ("Article", "Qté", "Prix unitaire", "TVA", "Total"),
          "sub": "Sous-total", "vat": "TVA {rate} %", "gross": "Total EUR", "vatno": "N° TVA",
          "item": "Réf. vendeur", "notes": "Notes", "pay": "Paiement",
          "pay_text": "Virement bancaire - IBAN {iban} - BIC {bic} - Communication {ref}", "terms": "Conditions",
          "doc": "ID du document", "page": "Page 1 sur 1"}
         if fr else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Ausstellungsdatum", "Fälligkeitsdatum",
                                         "Bestellnummer"),
          "from": "Von", "to": "An", "cols": ("Artikel", "Menge", "Einzelpreis", "Steuer", "Summe"),
          "sub": "Zwischensumme", "vat": "MwSt. {rate} %", "gross": "Gesamt EUR", "vatno": "USt-IdNr.",
          "item": "Artikel-ID des Verkäufers", "notes": "Hinweise", "pay": "Zahlung",
          "pay_text": "Banküberweisung - IBAN {iban} - BIC {bic} - Verwendungszweck {ref}",
          "terms": "Zahlungsbedingungen", "doc": "Dokument-ID", "page": "Seite 1 von 1"})
    dfmt = "%d/%m/%Y" if fr else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "")
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 16mm, bottom: 22mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(120))\n{ts(w["doc"] + " " + inv.extra["doc_id"])} #h(1fr) {ts(w["page"])}])\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 24pt, weight: "bold", fill: rgb("#1f4e79"))[{ts(w["title"])}] \\ '
        f'#text(size: 11pt)[{ts(inv.invoice_no)}]],\n'
        f'  align(right)[#text(size: 11pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))}])\n#v(7mm)\n'
        f'#table(columns: ({", ".join(["1fr"] * len(facts))}), stroke: 0.4pt + luma(200), fill: luma(247), '
        'inset: 2.4mm,\n'
        + "".join(f'  [#text(size: 7.4pt, fill: luma(110))[{ts(k)}] \\ #text(weight: "bold")[{ts(v)}]],\n'
                  for k, v in facts)
        + ')\n#v(6mm)\n'
        '#grid(columns: (1fr, 1fr), column-gutter: 8mm,\n'
        f'  [#text(size: 7.4pt, fill: luma(110))[{ts(w["from"].upper())}] \\ #text(weight: "bold")[{ts(s.name)}] \\ '
        f'{ts(s.street)} \\ {ts(place(inv))} \\ {ts(_country(inv))} \\ {ts(w["vatno"] + " " + s.vat)} \\ '
        f'{ts(s.register)} \\ {ts(s.email)}],\n'
        f'  [#text(size: 7.4pt, fill: luma(110))[{ts(w["to"].upper())}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ '
        f'{ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + " " + BUYER_VAT_PLAIN)}])\n#v(7mm)\n')
    rows = []
    for line in inv.lines:
        desc = ts(line.description)
        if line.article:
            desc += f' \\ #text(size: 7.4pt, fill: luma(110))[{ts(w["item"] + ": " + line.article)}]'
        rows.append(f'  [{desc}], align(right)[{ts(inv.qty(line) + " " + line.unit)}], '
                    f'align(right)[{ts(inv.number(line.price))}], align(right)[{ts(inv.rate() + " %")}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    src += ('#table(columns: (1fr, 26mm, 26mm, 16mm, 26mm), stroke: (x, y) => (bottom: if y == 0 { 0.9pt + '
            'rgb("#1f4e79") } else { 0.3pt + luma(210) }), inset: (x: 1.6mm, y: 2.3mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(w["cols"]))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (40mm, 28mm), stroke: none, inset: (x: 1.6mm, y: 1.6mm),\n'
    trows = [(w["sub"], inv.subtotal, False)]
    trows += [(label, amount, False) for label, amount in _charges_and_discounts(inv)]
    trows += [(w["vat"].format(rate=inv.rate()), inv.vat_amount, False), (w["gross"], inv.gross_total, True)]
    for label, value, strong in trows:
        weight = 'weight: "bold", size: 10.5pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(8mm)\n'
    if inv.statement:
        src += f'#text(weight: "bold")[{ts(w["notes"])}] \\ {ts(inv.statement)}\n#v(3mm)\n'
    src += (f'#text(weight: "bold")[{ts(w["pay"])}] \\ '
            f'{ts(w["pay_text"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no))} \\ '
            f'{ts(w["terms"] + ": " + inv.extra["terms"])}\n')
    return _typst(src)


# --- tungsten (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def tungsten(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = inv.extra.get("date_fmt", "%d/%m/%Y")
    f(14, 20, "INVOICE", 20, "B")
    f(196, 16, "Original", 7.4, "", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    for x, width, head, rows in ((14, 90, "Supplier", [s.name, s.street, place(inv), _country(inv),
                                                         f"VAT Registration No: {s.vat}", s.register]),
                                 (14, 90, "Invoice To", [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en"],
                                                         f"VAT Registration No: {BUYER_VAT}"])):
        y0 = 28 if head == "Supplier" else 63
        pdf.rect(x, y0, width, 31)
        f(x + 2, y0 + 4.5, head, 8.2, "B")
        for k, text in enumerate(rows):
            f(x + 2, y0 + 9.5 + k * 3.7, text, 8)
    facts = [("Invoice Number", inv.invoice_no), ("Invoice Date", inv.day(inv.issued, dfmt)),
             ("Tax Point Date", inv.day(inv.issued, dfmt)), ("Purchase Order Number", inv.po_printed or ""),
             ("Customer Account", inv.customer_no), ("Currency", "EUR"), ("Due Date", inv.day(inv.due, dfmt))]
    pdf.rect(112, 28, 84, len(facts) * 5.2 + 2)
    for k, (label, value) in enumerate(facts):
        f(114, 32.6 + k * 5.2, label, 8, "B")
        f(194, 32.6 + k * 5.2, value, 8, "", "right")
    y = 104
    codes = any(line.article for line in inv.lines)
    if codes:
        cols = [(14, 9, "Line", "left"), (23, 25, "Product Code", "left"), (48, 52, "Description", "left"),
                (100, 12, "Qty", "right"), (112, 11, "UOM", "left"), (123, 19, "Unit Price", "right"),
                (142, 21, "Net Amount", "right"), (163, 12, "VAT %", "right"), (175, 21, "VAT Amount", "right")]
    else:
        cols = [(14, 9, "Line", "left"), (23, 77, "Description", "left"),
                (100, 12, "Qty", "right"), (112, 11, "UOM", "left"), (123, 19, "Unit Price", "right"),
                (142, 21, "Net Amount", "right"), (163, 12, "VAT %", "right"), (175, 21, "VAT Amount", "right")]
    pdf.set_fill_color(220, 224, 230)
    pdf.rect(14, y, 182, 6.4, style="FD")
    for x, width, head, al in cols:
        f(x + 1 if al == "left" else x + width - 1, y + 4.3, head, 7, "B", al)
    y += 6.4
    start = y
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 7.8)
        desc_w = next(width for _, width, head, _ in cols if head == "Description") - 2
        desc = fp_wrap(pdf, line.description, desc_w)
        values = {"Line": str(n), "Product Code": line.article or "", "Description": desc[0],
                  "Qty": inv.qty(line), "UOM": line.unit, "Unit Price": inv.number(line.price),
                  "Net Amount": inv.number(line.amount), "VAT %": inv.rate(),
                  "VAT Amount": inv.number(money0(inv, line))}
        for x, width, head, al in cols:
            f(x + 1 if al == "left" else x + width - 1, y + 4.2, values[head], 7.8, "", al)
        for k, more in enumerate(desc[1:], 1):
            f(next(x for x, _, head, _ in cols if head == "Description") + 1, y + 4.2 + k * 3.6, more, 7.8)
        y += 6 + 3.6 * (len(desc) - 1)
        pdf.set_draw_color(190, 190, 190)
        pdf.line(14, y, 196, y)
    pdf.set_draw_color(120, 120, 120)
    pdf.rect(14, start, 182, y - start)
    for x, _, _, _ in cols[1:]:
        pdf.line(x, start - 6.4, x, y)
    y += 6
    rows = [("Total Net Amount", inv.net_total), ("Total VAT Amount", inv.vat_amount),
            ("Total Gross Amount", inv.gross_total)]
    pdf.rect(130, y - 1, 66, len(rows) * 6 + 1)
    for label, value in rows:
        strong = label.startswith("Total Gross")
        f(132, y + 3.6, label, 8.4, "B" if strong else "")
        f(194, y + 3.6, "EUR " + inv.number(value), 8.4, "B" if strong else "", "right")
        y += 6
    vy = y - 18
    f(14, vy + 3.6, "VAT Analysis", 8.4, "B")
    for k, (head, x) in enumerate((("VAT Rate", 14), ("Net", 60), ("VAT", 90))):
        f(x, vy + 8.6, head, 7.6, "B", "left" if k == 0 else "right")
        f(x, vy + 13, (inv.rate() + " %", inv.number(inv.net_total), inv.number(inv.vat_amount))[k], 8,
          "", "left" if k == 0 else "right")
    y += 10
    pdf.set_font("DejaVu", "", 8)
    for label, text in (("Notes", inv.statement),
                        ("Payment Terms", inv.extra["terms"]),
                        ("Bank Details", f"IBAN {inv.iban}  BIC/SWIFT {inv.bic}  Account name {s.name}")):
        f(14, y, label, 8.2, "B")
        y += 4.3
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 8)
            y += 3.9
        y += 2.6
    f(105, 287, f"{s.name} · {s.street}, {place(inv)} · {s.email} · {s.phone}", 6.4, "", "center")
    return bytes(pdf.output())


def money0(inv: Invoice, line) -> object:
    """The VAT on one line at the invoice's rate (a Tungsten-style grid prints it per line)."""
    return money(line.amount * inv.vat_rate / 100)


# --- dynamicsax (reportlab canvas, Liberation Sans) -----------------------------------------------------------------
def dynamicsax(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "head": ("Rechnung", "Datum", "Seite"),
          "labels": ("Rechnungskonto", "Auftrag", "Kundenanforderung", "Unser Zeichen", "Ihr Zeichen",
                     "Zahlungsbedingungen", "Fälligkeitsdatum", "Lieferbedingungen", "Lieferart"),
          "cols": ("Artikelnummer", "Text", "Menge", "Einheit", "Einzelpreis", "Rabatt %", "Betrag"),
          "sub": "Zwischensumme Umsatz", "misc": "Summe Belastungen", "tax": "Mehrwertsteuerbetrag",
          "total": "Gesamtsumme", "cur": "Währung", "spec": ("MwSt.-Code", "Prozent", "Basis", "MwSt.-Betrag"),
          "spec_head": "Mehrwertsteuerspezifikation", "vatno": "USt-IdNr.", "bank": "Bankverbindung",
          "of": "von", "vat_cust": "USt-IdNr. Kunde"}
         if de else
         {"title": "Invoice", "head": ("Invoice", "Date", "Page"),
          "labels": ("Invoice account", "Sales order", "Customer requisition", "Our ref.", "Your ref.",
                     "Terms of payment", "Due date", "Delivery terms", "Mode of delivery"),
          "cols": ("Item number", "Description", "Quantity", "Unit", "Unit price", "Disc. %", "Amount"),
          "sub": "Sales subtotal amount", "misc": "Misc. charges amount", "tax": "Sales tax amount",
          "total": "Total", "cur": "Currency", "spec": ("Sales tax code", "Percent", "Origin", "Sales tax amount"),
          "spec_head": "Sales tax specification", "vatno": "VAT no.", "bank": "Bank account",
          "of": "of", "vat_cust": "Customer VAT no."})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 18, s.name, 11.5, B)
    for k, text in enumerate([s.street, f"{place(inv)}, {_country(inv)}", f"Tel. {s.phone}", s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 23 + k * 3.6, text, 7.8, F)
    c.text(192, 18, w["title"], 16, B, "right")
    for k, (label, value) in enumerate(zip(w["head"], (inv.invoice_no, inv.day(inv.issued, dfmt),
                                                      f"1 {w['of']} 1"))):
        c.text(150, 25 + k * 4.2, label, 8, F)
        c.text(192, 25 + k * 4.2, value, 8, B if k == 0 else F, "right")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]):
        c.text(20, 52 + k * 4.4, text, 9.4, F)
    values = (inv.customer_no, inv.extra["sales_order"], inv.po_printed or "", inv.extra["ours"],
              inv.extra["yours"], inv.extra["terms"], inv.day(inv.due, dfmt), inv.extra["delivery_terms"],
              inv.extra["mode"])
    for k, (label, value) in enumerate(zip(w["labels"], values)):
        c.text(118, 48 + k * 4, label, 7.8, F)
        c.text(152, 48 + k * 4, value, 7.8, F)
    c.text(20, 76, f"{w['vat_cust']} {BUYER_VAT}", 7.8, F)
    y = 96
    cols = [(18, "left"), (46, "left"), (132, "right"), (135, "left"), (162, "right"), (175, "right"),
            (192, "right")]
    c.rule(18, y - 4, 192, 0.6)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, al)
    c.rule(18, y + 1.8, 192, 0.6)
    y += 6.5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 80 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(46, y, more, 8, F)
        y += 5
    c.rule(18, y - 2, 192, 0.4)
    y = max(y + 8, 180)
    c.text(18, y, w["spec_head"], 8.2, B)
    for k, head in enumerate(w["spec"]):
        c.text((18, 60, 92, 122)[k], y + 5, head, 7.6, F, "left" if k == 0 else "right")
    c.rule(18, y + 6.4, 122, 0.3)
    for k, value in enumerate((inv.extra["tax_code"], inv.number(inv.vat_rate), inv.number(inv.net_total),
                               inv.number(inv.vat_amount))):
        c.text((18, 60, 92, 122)[k], y + 10.4, value, 8, F, "left" if k == 0 else "right")
    rows = [(w["sub"], inv.subtotal)]
    if inv.charges():
        rows.append((w["misc"], sum(amount for _, amount in inv.charges())))
    rows += [(w["tax"], inv.vat_amount), (w["total"], inv.gross_total)]
    box_y = y - 4
    c.rule(132, box_y, 192, 0.6)
    for k, (label, value) in enumerate(rows):
        strong = k == len(rows) - 1
        c.text(134, y + k * 5, label, 8.2, B if strong else F)
        c.text(192, y + k * 5, inv.number(value), 8.2, B if strong else F, "right")
    c.text(134, y + len(rows) * 5, w["cur"], 8.2, F)
    c.text(192, y + len(rows) * 5, "EUR", 8.2, F, "right")
    c.rule(132, y + len(rows) * 5 + 2, 192, 0.6)
    y += max(len(rows) * 5 + 12, 22)
    texts = ([inv.statement] if inv.statement else [])
    if inv.payment_ref:
        texts.append(("Zahlungsreferenz " if de else "Payment reference ") + inv.payment_ref)
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.8
        y += 1.6
    c.rule(18, 276, 192, 0.3, grey=0.5)
    c.text(18, 280, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.8, F, grey=0.3)
    c.text(18, 283.5, f"{w['bank']}: IBAN {inv.iban} · BIC {inv.bic}", 6.8, F, grey=0.3)
    return c.bytes()


WRITERS = {"zenvoices": zenvoices, "storecove": storecove, "pagero": pagero, "esker": esker,
           "tradeshift": tradeshift, "tungsten": tungsten, "dynamicsax": dynamicsax}
