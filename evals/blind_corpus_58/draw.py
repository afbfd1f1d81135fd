"""Seven page writers for the fifty-eighth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on
reportlab's canvas, two on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes; the small helpers (canvas in mm, fpdf2 set-up, wrapping, the
buyer) come from evals/blind_corpus/drawing.py.

- batigest (fpdf2, DejaVu Sans): a Sage Batigest-style French building-trade invoice: `FACTURE` in a frame, the
  site (`Chantier`) and subject (`Objet`), numbered chapters (`1`, `1.1`, …) with `Sous-total` rows, `Total HT`,
  a VAT recap, `Total TTC`, (a `Retenue de garantie`) and `Net à payer`.
- codial (reportlab canvas, Liberation Sans): a Codial-style French trade (négoce) invoice, fr or nl: a boxed
  header row (number, date, customer code, page), lines grouped under their delivery note, `Référence` /
  `Désignation` / `Qté` / `U` / `P.U. brut` / `Rem. %` / `P.U. net` / `Montant HT`, a VAT recap and totals.
- choruspro (reportlab platypus, DejaVu Sans Condensed): the rendering of a structured invoice as a French public
  e-invoicing portal shows it: labelled blocks (`Fournisseur`, `Destinataire`, `Références` with the
  `Numéro d'engagement`), numbered lines, a VAT breakdown with the exemption code, the totals.
- billin (fpdf2, Liberation Sans): a Billin-style Spanish online invoice, nl or en: accent-coloured name, the
  number and dates top right, issuer and customer side by side, `Omschrijving` / `Aantal` / `Prijs` / (`Korting`)
  / `Btw` / `Totaal`, a taxable base, the VAT, the total.
- magonet (reportlab canvas, DejaVu Sans): a Mago.net-style Italian ERP invoice printed in German: boxed cells
  with small labels (document type, number, date, customer, VAT numbers, payment, bank), the order and delivery
  note as rows of the table, `Artikel` / `Beschreibung` / `ME` / `Menge` / `Preis` / `Rabatt %` / `Betrag` /
  `MwSt`, a boxed foot (goods value, transport, taxable amount, VAT, total) and the due dates.
- opera (fpdf2, Liberation Sans): a Pegasus Opera-style SOP invoice (Irish company): `INVOICE`, a grid
  (`Invoice No.`, `Date/Tax Point`, `Account`, `Your Order No.`, `Despatch No.`, `Page`), invoice and delivery
  addresses, `Stock Ref` / `Description` / `Quantity` / `Unit Price` / `Disc %` / `Net Amount` / `VAT`, a VAT
  analysis and `Goods` / `Carriage` / `Total Nett` / `Total VAT` / `Invoice Total`.
- bigredcloud (reportlab platypus, Liberation Sans): a Big Red Cloud-style Irish online-accounting invoice: the
  company top left, `INVOICE` and a fact table right, `Invoice To`, (`Product Code`) / `Description` / `Qty` /
  `Unit Price` / (`Disc %`) / `VAT %` / `Net Amount`, `Net Total` / `VAT Total` / `Invoice Total`, bank details,
  the directors in the footer."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import D, Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, fp_wrap, place, register_fonts, rl_wrap)

register_fonts(*LIBERATION_SANS)
COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"},
           "FR": {"fr": "France", "en": "France"}, "IE": {"en": "Ireland"}, "IT": {"de": "Italien", "en": "Italy"},
           "ES": {"en": "Spain", "es": "España"}}


def _d(value, fmt: str = "%d/%m/%Y") -> str:
    return value.strftime(fmt)


# --- batigest (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def batigest(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda X, Y, t, size=8.4, style="", align="left": _ft(pdf, X, Y, t, size, style, align)  # noqa: E731
    f(15, 18, s.name, 12.5, "B")
    rows = ([x["group"]] if x.get("group") else []) + [s.street, place(inv), f"Tél. {s.phone}", s.email]
    for k, t in enumerate(rows):
        f(15, 23.5 + k * 3.8, t, 7.8, "I" if k == 0 and x.get("group") else "")
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.5)
    pdf.rect(130, 12, 65, 22)
    f(162.5, 20, "FACTURE", 15, "B", "center")
    f(162.5, 26.5, f"N° {inv.invoice_no}", 9, "B", "center")
    f(162.5, 31, f"du {_d(inv.issued)}", 8.6, "", "center")
    pdf.set_line_width(0.2)
    f(115, 45, f"Client : {inv.customer_no}", 7.6)
    for k, t in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA : {BUYER_VAT}"]):
        f(115, 50 + k * 4.4, t, 9.4, "B" if k == 0 else "")
    f(15, 50, "Chantier :", 8.2, "B")
    for k, t in enumerate(x["site"]):
        f(33, 50 + k * 4, t, 8.2)
    f(15, 60, "Objet :", 8.2, "B")
    pdf.set_font("DejaVu", "", 8.2)
    subject = fp_wrap(pdf, x["subject"], 76)
    for k, row in enumerate(subject):
        f(33, 60 + k * 4, row, 8.2)
    if inv.po_printed:
        f(15, 60 + len(subject) * 4 + 0.4, f"{x.get('po_label', 'Votre commande n°')} {inv.po_printed}", 8.2)
    y = 80
    cols = [(16, "left"), (29, "left"), (140, "right"), (143, "left"), (170, "right"), (194, "right")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(15, y - 4.6, 180, 6.6, style="DF")
    for (X, al), head in zip(cols, ("N°", "Désignation", "Qté", "U", "P.U. HT", "Montant HT")):
        f(X, y, head, 8, "B", al)
    y += 7.4
    chapters = dict(x["chapters"])
    starts = sorted(chapters) + [len(inv.lines)]
    for c, start in enumerate(starts[:-1]):
        f(16, y, str(c + 1), 8.4, "B")
        f(29, y, chapters[start], 8.4, "B")
        y += 5
        for n, line in enumerate(inv.lines[start:starts[c + 1]]):
            pdf.set_font("DejaVu", "", 8.2)
            desc = fp_wrap(pdf, line.description, 104)
            for (X, al), v in zip(cols, (f"{c + 1}.{n + 1}", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.amount))):
                f(X, y, v, 8.2, "", al)
            for more in desc[1:]:
                y += 3.7
                f(29, y, more, 8.2)
            y += 5
        sub = sum((ln.amount for ln in inv.lines[start:starts[c + 1]]), inv.subtotal * 0)
        f(140, y, f"Sous-total {c + 1} {chapters[start]}", 7.8, "I", "right")
        f(194, y, inv.number(sub), 7.8, "I", "right")
        pdf.set_draw_color(170, 170, 170)
        pdf.line(15, y + 2, 195, y + 2)
        y += 7
    y += 3
    # the VAT recap (left) and the totals (right)
    f(15, y, "Base HT", 7.6, "B")
    f(45, y, "Taux TVA", 7.6, "B")
    f(70, y, "Montant TVA", 7.6, "B")
    f(15, y + 4.4, inv.number(inv.net_total), 8.2)
    f(45, y + 4.4, f"{inv.number(inv.vat_rate)} %", 8.2)
    f(70, y + 4.4, inv.number(inv.vat_amount), 8.2)
    rows = [("Total HT", inv.subtotal, "")]
    if inv.adjustments:
        rows += [(label, amount, "") for label, amount in inv.adjustment_amounts()]
        rows.append(("Total HT net", inv.net_total, "B"))
    rows += [(f"TVA {inv.number(inv.vat_rate)} %", inv.vat_amount, ""), ("Total TTC", inv.gross_total, "B")]
    due = inv.gross_total
    if x.get("retention"):
        held = -money(inv.gross_total * int(x["retention"]) / 100)
        rows.append((f"Retenue de garantie {x['retention']} %", held, ""))
        due += held
    for label, amount, style in rows:
        f(165, y, label, 8.6, style, "right")
        f(194, y, inv.number(amount) + " €", 8.6, style, "right")
        y += 5
    pdf.set_fill_color(40, 40, 40)
    pdf.rect(120, y - 4.2, 75, 6.6, style="F")
    pdf.set_text_color(255, 255, 255)
    f(165, y, "Net à payer", 9.6, "B", "right")
    f(194, y, inv.number(due) + " €", 9.6, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 11
    texts = ([inv.statement] if inv.statement else []) + [
        f"Conditions de règlement : {x['terms']}, échéance le {_d(inv.due)}, par virement.",
        f"IBAN {inv.iban} - BIC {inv.bic}"] + ([f"Communication structurée : {inv.payment_ref}"]
                                                if inv.payment_ref else [])
    pdf.set_font("DejaVu", "", 7.8)
    for t in texts:
        for row in fp_wrap(pdf, t, 178):
            f(15, y, row, 7.8)
            y += 3.7
        y += 1.2
    f(105, 280, f"{s.name} - {x['capital']} - {s.register} - TVA {s.vat}", 6.4, "", "center")
    f(105, 283.5, f"Banque : IBAN {inv.iban} - BIC {inv.bic}", 6.4, "", "center")
    return bytes(pdf.output())


# --- codial (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def codial(inv: Invoice) -> bytes:
    s, x, fr = inv.supplier, inv.extra, inv.language == "fr"
    w = ({"title": "FACTURE", "head": ("N° facture", "Date", "Code client", "Page"), "ref": "Votre référence",
          "rep": "Représentant", "bill": "Adresse de facturation", "ship": "Adresse de livraison",
          "cols": ("Référence", "Désignation", "Qté", "U", "P.U. brut", "Rem. %", "P.U. net", "Montant HT"),
          "recap": ("Base HT", "Taux", "Montant TVA"), "goods": "Total marchandises HT", "net": "Total HT",
          "vat": "Total TVA", "gross": "Net à payer TTC", "due": "Échéance", "vatno": "N° TVA",
          "legal": "Pénalités de retard : trois fois le taux d'intérêt légal ; indemnité forfaitaire pour frais de "
                   "recouvrement : 40 €. Pas d'escompte pour paiement anticipé."}
         if fr else
         {"title": "FACTUUR", "head": ("Factuurnr.", "Datum", "Klantnr.", "Blad"), "ref": "Uw referentie",
          "rep": "Vertegenwoordiger", "bill": "Facturatieadres", "ship": "Leveringsadres",
          "cols": ("Referentie", "Omschrijving", "Aantal", "Eenh.", "Bruto", "Korting %", "Netto", "Bedrag"),
          "recap": ("Maatstaf van heffing", "Tarief", "Btw-bedrag"), "goods": "Totaal goederen excl. btw",
          "net": "Totaal excl. btw", "vat": "Totaal btw", "gross": "Te betalen incl. btw", "due": "Vervaldag",
          "vatno": "Btw-nr.",
          "legal": "Onze algemene verkoopsvoorwaarden zijn van toepassing. Bij laattijdige betaling is van "
                   "rechtswege een verwijlintrest verschuldigd volgens de wet van 2 augustus 2002."})
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(15, 18, s.name, 13, B)
    rows = [s.street, place(inv), f"Tél. {s.phone}" if fr else f"Tel. {s.phone}", s.email,
            f"{w['vatno']} {s.vat}"] + ([x["parent"]] if x.get("parent") else [])
    for k, t in enumerate(rows):
        c.text(15, 23.5 + k * 3.7, t, 7.8, F)
    c.text(195, 20, w["title"], 17, B, "right")
    vals = (inv.invoice_no, _d(inv.issued), inv.customer_no, "1/1")
    xs = (112, 142, 163, 185, 195)
    c.fill(112, 26, 83, 4.6, 0.85)
    for k, (label, v) in enumerate(zip(w["head"], vals)):
        c.text((xs[k] + xs[k + 1]) / 2, 29.4, label, 7, B, "center")
        c.text((xs[k] + xs[k + 1]) / 2, 35, v, 8.2, F, "center")
    for X in xs:
        c.c.setLineWidth(0.4)
        c.c.line(X * MM, c.height - 26 * MM, X * MM, c.height - 37.2 * MM)
    c.rule(112, 26, 195, 0.4)
    c.rule(112, 30.6, 195, 0.4)
    c.rule(112, 37.2, 195, 0.4)
    c.text(112, 46, w["bill"], 7, F, grey=0.4)
    for k, t in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(112, 51 + k * 4.4, t, 9.4, B if k == 0 else F)
    c.text(15, 46, w["ship"], 7, F, grey=0.4)
    for k, t in enumerate([BUYER[0], "Magasin - quai 3" if fr else "Magazijn - kaai 3", BUYER[1], BUYER[2]]):
        c.text(15, 51 + k * 4, t, 8.4, F)
    y = 78
    if inv.po_printed:
        c.text(15, y, f"{w['ref']} : {inv.po_printed}" if fr else f"{w['ref']}: {inv.po_printed}", 8.4, F)
    c.text(112, y, f"{w['rep']} : {x['rep']}" if fr else f"{w['rep']}: {x['rep']}", 8.4, F)
    y = 88
    cols = [(16, "left"), (41, "left"), (123, "right"), (125, "left"), (143, "right"), (156, "right"),
            (174, "right"), (194, "right")]
    c.fill(15, y - 4, 180, 6, 0.85)
    for (X, al), head in zip(cols, w["cols"]):
        c.text(X, y, head, 7, B, al)
    y += 7
    c.text(16, y, x["delivery"], 8, B)
    y += 5
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.8, 70 * MM)
        net = inv.number(line.price * (1 - (line.discount or 0) / D(100)))
        vals = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                inv.pct(line.discount) if line.discount else "", net, inv.number(line.amount))
        for (X, al), v in zip(cols, vals):
            c.text(X, y, v, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(41, y, more, 7.8, F)
        y += 5
    c.rule(15, y - 2, 195, 0.4)
    y += 6
    # VAT recap left, totals right
    for k, head in enumerate(w["recap"]):
        c.text((16, 52, 72)[k], y, head, 7, B)
    c.text(16, y + 4.4, inv.number(inv.net_total), 8, F)
    c.text(52, y + 4.4, inv.number(inv.vat_rate) + " %", 8, F)
    c.text(72, y + 4.4, inv.number(inv.vat_amount), 8, F)
    rows = [(w["goods"], inv.subtotal, False)] + [(lbl, amt, False) for lbl, amt in inv.adjustment_amounts()]
    rows += [(w["net"], inv.net_total, False), (w["vat"], inv.vat_amount, False), (w["gross"], inv.gross_total, True)]
    for label, amount, strong in rows:
        if strong:
            c.fill(125, y - 3.8, 70, 5.6, 0.85)
        c.text(170, y, label, 8.4, B if strong else F, "right")
        c.text(194, y, inv.number(amount) + " €", 8.4, B if strong else F, "right")
        y += 5
    y += 5
    texts = [f"{w['due']} : {_d(inv.due)}  {inv.number(inv.gross_total)} €  {x['terms']}" if fr else
             f"{w['due']}: {_d(inv.due)}  {inv.number(inv.gross_total)} €  {x['terms']}",
             f"IBAN {inv.iban}  BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    if inv.statement:
        texts.insert(0, inv.statement)
    for t in texts:
        for row in rl_wrap(t, F, 8, 178 * MM):
            c.text(15, y, row, 8, F)
            y += 3.8
        y += 1.2
    yy = 272
    for row in rl_wrap(w["legal"], F, 6.6, 178 * MM):
        c.text(15, yy, row, 6.6, F, grey=0.35)
        yy += 3
    c.text(105, 285, f"{s.name} - {s.register} - {w['vatno']} {s.vat}", 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- choruspro (reportlab platypus, DejaVu Sans Condensed) ----------------------------------------------------------
def choruspro(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 14, 18)
    del inv.words
    lab, val = _style("cpl", 7, "DVC", grey=0.4), _style("cpv", 8.2, "DVC")
    head = _style("cph", 9, "DVCB")
    right, bold_r = _style("cpr", 8, "DVC", align=2), _style("cpbr", 8.4, "DVCB", align=2)
    small = _style("cps", 7.8, "DVC")

    def block(title: str, pairs: list[tuple[str, str]], width: float) -> Table:
        data = [[Paragraph(escape(title), head), ""]] + [[Paragraph(escape(k), lab), Paragraph(escape(v), val)]
                                                          for k, v in pairs if v]
        t = Table(data, colWidths=[width * 0.42 * mm, width * 0.58 * mm])
        t.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("BOX", (0, 0), (-1, -1), 0.5, colors.Color(.45, .45, .45)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(.9, .92, .96)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
        return t

    title = Table([[Paragraph("<b>FACTURE</b>", _style("cpt", 16, "DVCB", lead=20)),
                    Paragraph(escape(f"Cadre de facturation : {x['frame']}"), _style("cpf", 7.8, "DVC", align=2))]],
                  colWidths=[90 * mm, 88 * mm])
    supplier = block("Fournisseur", [("Raison sociale", s.name), ("Identifiant (SIRET)", s.register.split(" ", 1)[1]),
                                     ("N° TVA intracommunautaire", s.vat),
                                     ("Adresse", f"{s.street}, {place(inv)}, {COUNTRY[s.country]['fr']}"),
                                     ("Contact", s.email)], 88)
    buyer = block("Destinataire", [("Raison sociale", BUYER[0]), ("Type d'identifiant", "N° TVA intracommunautaire"),
                                   ("Identifiant", BUYER_VAT), ("Code service", x["service"]),
                                   ("Adresse", f"{BUYER[1]}, {BUYER[2]}, Belgique")], 88)
    parties = Table([[supplier, buyer]], colWidths=[90 * mm, 90 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    refs = block("Références", [("Numéro de facture", inv.invoice_no), ("Date de facture", _d(inv.issued)),
                                ("Numéro d'engagement", inv.po_printed or ""), ("Devise", "EUR"),
                                ("Mode de paiement", x["mode"]), ("Date d'échéance", _d(inv.due)),
                                ("IBAN / BIC", f"{inv.iban} / {inv.bic}")], 178)
    rows = [[Paragraph(f"<b>{h}</b>", small) for h in ("N°", "Réf. produit", "Désignation", "Quantité", "Unité",
                                                        "PU HT", "Montant HT", "Taux TVA")]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), small), Paragraph(escape(line.article or ""), small),
                     Paragraph(escape(line.description), small), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), small), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right), Paragraph(inv.pct(inv.vat_rate) + " %", right)])
    lines = Table(rows, colWidths=[8 * mm, 24 * mm, 66 * mm, 16 * mm, 15 * mm, 17 * mm, 19 * mm, 13 * mm],
                  repeatRows=1)
    lines.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(.6, .6, .6)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(.9, .92, .96)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    recap = Table([[Paragraph(f"<b>{h}</b>", small) for h in ("Catégorie", "Taux", "Base HT", "Montant TVA",
                                                               "Motif d'exonération")],
                   [Paragraph("AE", small), Paragraph(inv.pct(inv.vat_rate) + " %", right),
                    Paragraph(inv.number(inv.net_total), right), Paragraph(inv.number(inv.vat_amount), right),
                    Paragraph("Autoliquidation", small)]],
                  colWidths=[24 * mm, 16 * mm, 26 * mm, 26 * mm, 50 * mm], hAlign="LEFT")
    recap.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(.6, .6, .6)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(.9, .92, .96))]))
    tot = Table([[Paragraph(escape(k), right if k != "Montant à payer" else bold_r),
                  Paragraph(inv.number(v) + " EUR", right if k != "Montant à payer" else bold_r)]
                 for k, v in (("Montant total HT", inv.net_total), ("Montant total TVA", inv.vat_amount),
                              ("Montant total TTC", inv.gross_total), ("Montant à payer", inv.gross_total))],
                colWidths=[50 * mm, 32 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(.45, .45, .45)),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.5, colors.Color(.45, .45, .45))]))
    story = [title, Spacer(1, 4 * mm), parties, Spacer(1, 3 * mm), refs, Spacer(1, 5 * mm),
             Paragraph("Lignes de facture", head), Spacer(1, 1.5 * mm), lines, Spacer(1, 5 * mm),
             Paragraph("Récapitulatif TVA", head), Spacer(1, 1.5 * mm), recap, Spacer(1, 4 * mm), tot,
             Spacer(1, 5 * mm), Paragraph("Note", head), Paragraph(escape(inv.statement), val)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DVC", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, "Représentation PDF de la facture électronique - Page 1 / 1")
        canvas.drawRightString(194 * mm, 10 * mm, f"{s.name} - {s.register}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- billin (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def billin(inv: Invoice) -> bytes:
    s, x, nl = inv.supplier, inv.extra, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Datum", "Vervaldatum", "Uw referentie"),
          "from": "VAN", "to": "AAN", "cols": ("Omschrijving", "Aantal", "Prijs", "Korting", "Btw", "Totaal"),
          "base": "Maatstaf van heffing", "vat": "Btw {rate}%", "total": "TOTAAL", "vatno": "Btw-nr.",
          "pay": "Betaalwijze: overschrijving", "notes": "Opmerkingen"}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice number", "Date", "Due date", "Customer ref."),
          "from": "FROM", "to": "BILL TO", "cols": ("Description", "Qty", "Price", "Disc.", "VAT", "Total"),
          "base": "Taxable base", "vat": "VAT {rate}%", "total": "TOTAL", "vatno": "VAT ID",
          "pay": "Payment method: bank transfer", "notes": "Notes"})
    money = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + " €")
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf, ("", "B"))
    f = lambda X, Y, t, size=8.6, style="", align="left": _ft(pdf, X, Y, t, size, style, align, "Lib")  # noqa: E731
    pdf.set_text_color(0, 150, 136)
    f(18, 22, s.name, 14, "B")
    pdf.set_text_color(120, 120, 120)
    f(192, 22, w["title"], 20, "", "right")
    pdf.set_text_color(0, 0, 0)
    vals = (inv.invoice_no, _d(inv.issued), _d(inv.due), inv.po_printed or "")
    y = 32
    for label, v in zip(w["facts"], vals):
        if v:
            pdf.set_text_color(120, 120, 120)
            f(160, y, label, 8.2, "", "right")
            pdf.set_text_color(0, 0, 0)
            f(192, y, v, 8.6, "B", "right")
            y += 5
    y = 60
    pdf.set_text_color(0, 150, 136)
    f(18, y, w["from"], 7.6, "B")
    f(110, y, w["to"], 7.6, "B")
    pdf.set_text_color(0, 0, 0)
    left = [s.name, s.street, f"{place(inv)} ({COUNTRY[s.country][inv.language]})", f"{w['vatno']} {s.vat}",
            s.email, s.phone]
    right = [BUYER[0], BUYER[1], f"{BUYER[2]} ({COUNTRY_BE[inv.language]})", f"{w['vatno']} {BUYER_VAT}"]
    for k, t in enumerate(left):
        f(18, y + 5 + k * 4.2, t, 8.6, "B" if k == 0 else "")
    for k, t in enumerate(right):
        f(110, y + 5 + k * 4.2, t, 8.6, "B" if k == 0 else "")
    y = 100
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "left"), (126, "right"), (148, "right"), (160, "right"), (172, "right"), (192, "right")]
    if not discounts:
        cols[2], cols[3] = (152, "right"), None
    for col, head in zip(cols, w["cols"]):
        if col:
            f(col[0], y, head, 8, "B", col[1])
    pdf.set_draw_color(0, 150, 136)
    pdf.set_line_width(0.6)
    pdf.line(18, y + 2, 192, y + 2)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(220, 220, 220)
    y += 7.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.6)
        desc = fp_wrap(pdf, line.description, 88)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        vals = (desc[0], qty, money(line.price), inv.pct(line.discount) + "%" if line.discount else "",
                inv.rate() + "%", money(line.amount))
        for col, v in zip(cols, vals):
            if col and v:
                f(col[0], y, v, 8.6, "", col[1])
        for more in desc[1:]:
            y += 4
            f(18, y, more, 8.6)
        pdf.line(18, y + 2.6, 192, y + 2.6)
        y += 7.2
    y += 4
    for label, v, strong in ((w["base"], inv.net_total, False), (w["vat"].format(rate=inv.rate()), inv.vat_amount,
                                                                 False), (w["total"], inv.gross_total, True)):
        if strong:
            pdf.set_fill_color(0, 150, 136)
            pdf.rect(120, y - 4.6, 72, 7, style="F")
            pdf.set_text_color(255, 255, 255)
        f(160, y, label, 10 if strong else 8.8, "B" if strong else "", "right")
        f(190 if strong else 192, y, money(v), 10 if strong else 8.8, "B" if strong else "", "right")
        pdf.set_text_color(0, 0, 0)
        y += 6.4
    y += 8
    f(18, y, w["notes"], 8.6, "B")
    y += 5
    texts = ([inv.statement] if inv.statement else []) + [f"{w['pay']} - IBAN {inv.iban} - BIC {inv.bic}"]
    if inv.payment_ref:
        texts.append(f"Gestructureerde mededeling: {inv.payment_ref}")
    pdf.set_font("Lib", "", 8.2)
    for t in texts:
        for row in fp_wrap(pdf, t, 174):
            f(18, y, row, 8.2)
            y += 4
        y += 1.2
    pdf.set_text_color(130, 130, 130)
    foot = f"{s.name} · {s.register}" + (f" · {x['parent']}" if x.get("parent") else "")
    f(105, 284, foot, 6.8, "", "center")
    return bytes(pdf.output())


# --- magonet (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def magonet(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(14, 17, s.name, 12, B)
    rows = [s.street, f"{s.postal_code} {s.city} - {COUNTRY[s.country]['de']}", f"Tel. {s.phone}", s.email,
            f"MwSt.-Nr. {s.vat}" if s.country == "BE" else f"MwSt.-Nr./P.IVA {s.vat}"]
    rows += [x["parent"]] if x.get("parent") else [f"{x['tax_id']} {s.vat[2:]} - {s.register}"]
    for k, t in enumerate(rows):
        c.text(14, 22.5 + k * 3.6, t, 7.4, F)
    c.c.setLineWidth(0.5)
    c.c.rect(112 * MM, c.height - 64 * MM, 84 * MM, 32 * MM)
    c.text(114, 36, "Empfänger", 6.4, F, grey=0.4)
    for k, t in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["de"].upper()]):
        c.text(116, 42 + k * 4.6, t, 9.2, B if k == 0 else F)

    def cells(y: float, items: list[tuple[str, str, float]]) -> None:
        X = 14
        for label, value, width in items:
            c.c.setLineWidth(0.4)
            c.c.rect(X * MM, c.height - (y + 9) * MM, width * MM, 9 * MM)
            c.text(X + 1.2, y + 2.8, label, 5.8, F, grey=0.4)
            c.text(X + 1.2, y + 7.2, value, 8.2, B if label == "Dokumentart" else F)
            X += width

    cells(70, [("Dokumentart", "RECHNUNG", 34), ("Nummer", inv.invoice_no, 26), ("Datum", _d(inv.issued), 24),
               ("Kunde", inv.customer_no, 20), ("MwSt.-Nr. Kunde", BUYER_VAT, 40), ("Seite", "1", 38)])
    cells(79, [("Zahlungsart", x["pay"], 64), (x["bank"], f"IBAN {inv.iban}  BIC {inv.bic}", 118)])
    y = 95
    cols = [(15, "left"), (40, "left"), (119, "left"), (137, "right"), (154, "right"), (167, "right"),
            (184, "right"), (187, "left")]
    c.fill(14, y - 4, 182, 6, 0.88)
    for (X, al), head in zip(cols, ("Artikel", "Beschreibung", "ME", "Menge", "Preis", "Rabatt %", "Betrag",
                                    "MwSt")):
        c.text(X, y, head, 6.8, B, al)
    y += 6.5
    for row in (x["po_row"], x["ddt"]):
        c.text(40, y, row, 7.8, "DVI")
        y += 4.4
    y += 1
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 7.8, 76 * MM)
        vals = (line.article or "", desc[0], line.unit, inv.qty(line), inv.number(line.price, 3),
                inv.pct(line.discount) if line.discount else "", inv.number(line.amount), x["vat_col"])
        for (X, al), v in zip(cols, vals):
            c.text(X, y, v, 7.8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(40, y, more, 7.8, F)
        y += 5
    c.rule(14, y - 2, 196, 0.4)
    # the boxed foot: goods, transport, taxable amount, VAT, total
    charge = sum((a for _, a in inv.charges()), inv.subtotal * 0)
    label_t = inv.adjustments[0][0] if inv.adjustments else "Transportkosten"
    foot = [("Warenwert", inv.number(inv.subtotal), 34), (label_t, inv.number(charge), 28),
            ("Steuerpfl. Betrag" if inv.vat_rate else "Nicht steuerpfl. Betrag", inv.number(inv.net_total), 38),
            (f"MwSt. {inv.pct(inv.vat_rate)} %", inv.number(inv.vat_amount), 30),
            ("Rechnungsbetrag EUR", inv.number(inv.gross_total), 52)]
    fy = 226
    cells(fy, foot)
    c.text(14, fy + 15, "Fälligkeiten", 7, B)
    c.text(14, fy + 19.4, f"{_d(inv.due)}   EUR {inv.number(inv.gross_total)}", 8, F)
    yy = fy + 26
    texts = [inv.statement] if inv.statement else [f"MwSt. {inv.pct(inv.vat_rate)} % (Belgien)."]
    if inv.payment_ref:
        texts.append(f"Strukturierte Mitteilung: {inv.payment_ref}")
    for t in texts:
        for row in rl_wrap(t, F, 7.4, 180 * MM):
            c.text(14, yy, row, 7.4, F)
            yy += 3.5
        yy += 0.8
    c.text(105, 287, f"{s.name} - {s.register} - {s.vat}", 6.2, F, "center", grey=0.4)
    return c.bytes()


# --- opera (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def opera(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf, ("", "B"))
    f = lambda X, Y, t, size=8.4, style="", align="left": _ft(pdf, X, Y, t, size, style, align, "Lib")  # noqa: E731
    f(14, 18, s.name.upper(), 13, "B")
    for k, t in enumerate([s.street, f"{s.city}, {s.postal_code}", COUNTRY[s.country]["en"],
                           f"Tel: {s.phone}", f"Email: {s.email}", f"VAT Reg No: {s.vat}"]):
        f(14, 23.5 + k * 3.7, t, 7.8)
    f(196, 19, "INVOICE", 18, "B", "right")
    pdf.set_line_width(0.3)
    grid = [("Invoice No.", inv.invoice_no), ("Date/Tax Point", _d(inv.issued)), ("Account", inv.customer_no),
            ("Your Order No.", inv.po_printed or ""), ("Despatch No.", x["despatch"]), ("Page", "1")]
    for k, (label, v) in enumerate(grid):
        X, Y = 126 + (k % 2) * 35, 26 + (k // 2) * 10
        pdf.rect(X, Y, 35, 10)
        f(X + 1.5, Y + 3.4, label, 6.6)
        f(X + 1.5, Y + 8, v, 8.6, "B")
    for X, title, rows in ((14, "Invoice Address", [BUYER[0], "Accounts Payable", BUYER[1], BUYER[2], "Belgium"]),
                           (105, "Delivery Address", [BUYER[0], "Goods Inward", BUYER[1], BUYER[2], "Belgium"])):
        pdf.rect(X, 62, 86, 30)
        f(X + 2, 66, title, 6.8, "B")
        for k, t in enumerate(rows):
            f(X + 2, 71 + k * 4.2, t, 8.6)
    f(14, 98, f"Customer VAT No: {BUYER_VAT}", 8)
    y = 106
    cols = [(15, "left"), (43, "left"), (132, "right"), (150, "right"), (162, "right"), (185, "right"),
            (195, "right")]
    pdf.rect(14, y - 4.4, 182, 6.2)
    for (X, al), head in zip(cols, ("Stock Ref", "Description", "Quantity", "Unit Price", "Disc %", "Net Amount",
                                    "VAT")):
        f(X, y, head, 7.4, "B", al)
    y += 6.6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 74)
        vals = (line.article or "", desc[0], inv.qty(line) + " " + line.unit, inv.number(line.price),
                inv.number(line.discount) if line.discount else "", inv.number(line.amount), "4")
        for (X, al), v in zip(cols, vals):
            if v:
                f(X, y, v, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(43, y, more, 8.2)
        y += 5.4
    pdf.rect(14, 101.6, 182, y - 101.6)
    y = max(y + 6, 200)
    pdf.rect(14, y, 96, 20)
    f(16, y + 4, "VAT Analysis", 7, "B")
    for X, head in ((16, "Code"), (30, "Rate"), (60, "Goods"), (90, "VAT")):
        f(X, y + 8.6, head, 7, "B")
    f(16, y + 13.4, "4", 8)
    f(30, y + 13.4, f"{inv.number(inv.vat_rate)}%", 8)
    f(60, y + 13.4, inv.number(inv.net_total), 8)
    f(90, y + 13.4, inv.number(inv.vat_amount), 8)
    rows = [("Goods", inv.subtotal)] + list(inv.adjustment_amounts()) + [
        ("Total Nett", inv.net_total), ("Total VAT", inv.vat_amount), ("Invoice Total EUR", inv.gross_total)]
    ty = y
    for label, v in rows:
        strong = label.startswith("Invoice Total")
        pdf.rect(130, ty, 66, 6)
        f(132, ty + 4.2, label, 8.4, "B" if strong else "")
        f(194, ty + 4.2, inv.number(v), 8.4, "B" if strong else "", "right")
        ty += 6
    y = max(ty, y + 20) + 6
    pdf.set_font("Lib", "", 7.8)
    texts = [inv.statement, f"Terms: {x['terms']}. Due date {_d(inv.due)}.",
             f"Bank: Bank of Ireland - IBAN {inv.iban} - BIC {inv.bic}" if inv.bic.startswith("BOFI") else
             f"Bank: IBAN {inv.iban} - BIC {inv.bic}"]
    for t in texts:
        for row in fp_wrap(pdf, t, 180):
            f(14, y, row, 7.8)
            y += 3.7
        y += 1
    f(105, 284, f"{s.name} - {s.register} - {x['directors']}", 6.6, "", "center")
    return bytes(pdf.output())


# --- bigredcloud (reportlab platypus, Liberation Sans) --------------------------------------------------------------
def bigredcloud(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 16, 22)
    del inv.words
    normal, right = _style("brn", 8.6, "LS"), _style("brr", 8.6, "LS", align=2)
    bold, bold_r = _style("brb", 8.6, "LSB"), _style("brbr", 9.4, "LSB", align=2)
    grey = _style("brg", 7.6, "LS", grey=0.4)
    company = Paragraph(f"<font name='LSB' size='14'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(s.city)}<br/>{escape(s.postal_code)}<br/>Ireland<br/>{escape(s.phone)}<br/>"
                        f"{escape(s.email)}<br/>VAT No: {escape(s.vat)}", _style("brc", 8.4, "LS", lead=11))
    facts = [("Invoice No:", inv.invoice_no), ("Invoice Date:", _d(inv.issued)), ("Due Date:", _d(inv.due)),
             ("Your Ref:", inv.po_printed or ""), ("Account No:", inv.customer_no)]
    ftab = Table([[Paragraph(escape(k), grey), Paragraph(escape(v), normal)] for k, v in facts],
                 colWidths=[26 * mm, 36 * mm])
    right_col = [Paragraph("<b>INVOICE</b>", _style("brt", 22, "LSB", align=2, lead=26, grey=0.75)),
                 Spacer(1, 3 * mm), ftab]
    top = Table([[company, right_col]], colWidths=[112 * mm, 66 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    to = Paragraph("<b>Invoice To:</b><br/>" + "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2],
                                                                                 "Belgium", f"VAT No: {BUYER_VAT}")),
                   _style("brto", 8.8, "LS", lead=11.6))
    codes = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    heads = (["Product Code"] if codes else []) + ["Description", "Qty", "Unit Price"] + \
        (["Disc %"] if discounts else []) + ["VAT %", "Net Amount"]
    white = _style("brw", 8.6, "LSB", grey=1)
    white_r = _style("brwr", 8.6, "LSB", align=2, grey=1)
    rows = [[Paragraph(escape(h), white if h in ("Product Code", "Description") else white_r) for h in heads]]
    for line in inv.lines:
        cells = ([Paragraph(escape(line.article or ""), normal)] if codes else []) + [
            Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
            Paragraph(inv.number(line.price), right)]
        if discounts:
            cells.append(Paragraph(inv.number(line.discount) if line.discount else "", right))
        cells += [Paragraph(inv.number(inv.vat_rate), right), Paragraph(inv.number(line.amount), right)]
        rows.append(cells)
    desc_w = 178 - (26 if codes else 0) - 14 - 22 - (15 if discounts else 0) - 15 - 25
    widths = ([26] if codes else []) + [desc_w, 14, 22] + ([15] if discounts else []) + [15, 25]
    table = Table(rows, colWidths=[w_ * mm for w_ in widths], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(.78, .12, .12)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.Color(.8, .8, .8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    tot = Table([[Paragraph(k, right if not strong else bold_r), Paragraph(inv.number(v), right if not strong
                                                                            else bold_r)]
                 for k, v, strong in (("Net Total", inv.net_total, False), ("VAT Total", inv.vat_amount, False),
                                      ("Invoice Total (EUR)", inv.gross_total, True))],
                colWidths=[40 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    story = [top, Spacer(1, 8 * mm), to, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 3 * mm),
             Paragraph("<b>Bank Details</b>", normal),
             Paragraph(escape(f"IBAN: {inv.iban}   BIC: {inv.bic}"), normal), Spacer(1, 2 * mm),
             Paragraph(escape(f"Payment due by {_d(inv.due)}. Please quote invoice number {inv.invoice_no}."),
                       normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} - {s.register} - {x['directors']}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"batigest": batigest, "codial": codial, "choruspro": choruspro, "billin": billin, "magonet": magonet,
           "opera": opera, "bigredcloud": bigredcloud}
