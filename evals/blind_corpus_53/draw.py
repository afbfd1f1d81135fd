"""Seven page writers for the fifty-third blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on
reportlab's canvas, two on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- onfact (fpdf2, DejaVu Sans): a Belgian online-invoicing invoice, nl or fr: the company top left in a colour, the
  customer right, `Factuur` / `Facture`, a fact list (number, date, due date, reference, customer number), columns
  `Code` (only when a line has one) / `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Korting` (only with a
  discount) / `Btw` / `Totaal`, a VAT summary table left of the totals (`Totaal excl. btw`, `Btw`,
  `Totaal incl. btw`), the payment request with the structured communication, a one-line footer.
- winbiz (reportlab canvas, Liberation Sans): a Swiss-French desktop invoice printed by a Belgian subsidiary, fr or
  nl: the company top left, the address window on the right (Swiss), a place-and-date line written out
  (`Louvain-la-Neuve, le 8 novembre 2027`), `Facture N° 270452`, references (`Votre référence`, `Notre référence`,
  `N° client`), columns `Réf.` / `Désignation` / `Quantité` / `Unité` / `Prix unit.` / `Rabais` / `Montant`, the
  VAT with two decimals and its base (`TVA 21,00% sur 1 891,00`), `Total TTC EUR` double underlined, the parent
  company in the footer.
- moneymonk (fpdf2, Liberation Sans): a Dutch freelancer's invoice: the freelancer top right with KvK, btw-id and
  IBAN, `Factuur` in a colour, the customer left, a fact list, columns `Omschrijving` / `Aantal` / `Tarief` / `Btw`
  (`verlegd`) / `Bedrag`, totals `Subtotaal`, `Btw verlegd`, `Totaal` (no line labelled excl. btw), a payment
  sentence in the first person.
- klara (reportlab canvas, DejaVu Sans): a Swiss small-business invoice from a Belgian branch, de: the sender line
  over a left window, an info block right (`Datum`, `Kunden-Nr.`, `Ihre Referenz`, `Kontaktperson`),
  `Rechnung 2027-0188`, columns `Pos.` / `Artikel` / `Bezeichnung` / `Menge` / `Einheit` / `Preis` / `MwSt.` /
  `Total`, totals `Zwischentotal`, the discount, `Total exkl. MwSt.`, `MwSt. 12 % von …`, `Total inkl. MwSt.
  EUR`, `Zahlbar innert 30 Tagen`.
- cresus (reportlab platypus, Liberation Sans): a Swiss invoicing program's print from a Luxembourg company, fr or
  en: the company top left, the customer right, `Facture n° 27-1096` / `Invoice no. 27-1096`, dates with dots,
  `Votre commande` / `Your order no.`, columns `Article` / `Désignation` / `Quantité` / `Unité` / `Prix unitaire` /
  `Montant`, totals `Total articles`, the charge, `Total HT`, `TVA 0.00 %`, `Total EUR`, conditions and due date.
- perfectview (reportlab platypus, DejaVu Sans): a Dutch CRM's invoice, nl or en: the company top right, the
  customer left with `t.a.v.`, `FACTUUR` / `INVOICE`, a fact table (`Factuurnummer`, `Factuurdatum`,
  `Relatienummer`, `Uw referentie`, `Betreft`), **the quantity first** (`Aantal` / `Artikelnr.` / `Omschrijving` /
  `Prijs` / `Bedrag`), totals `Totaal excl. btw`, `Btw 0% verlegd`, `Totaal incl. btw`, Dutch number format also in
  English.
- picqer (fpdf2, DejaVu Sans): a Dutch warehouse system's order invoice, nl or de: the shop top left, `Factuur` /
  `Rechnung` right with a fact list (number, date, webshop order number, reference, customer number), invoice and
  delivery addresses side by side, columns `Productcode` / `Product` / `Aantal` / `Prijs p.st.` / `Totaal`, totals
  `Subtotaal`, `Verzendkosten`, `Totaal excl. btw`, `Btw 0%`, `Totaal`."""

from __future__ import annotations

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
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _fpdf, _ft,  # noqa: E402
                     _lib, _style, fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)


def _platypus(inv: Invoice, title: str, top: float, bottom: float):
    import io
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=top * mm,
                            bottomMargin=bottom * mm, invariant=1, title=f"{title} {inv.invoice_no}",
                            author=inv.supplier.name, creator=inv.supplier.name, producer="", subject="")
    return buffer, doc


# --- onfact (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def onfact(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie",
                                        "Klantnummer"),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenheidsprijs", "Korting", "Btw", "Totaal"),
          "vt": ("Btw-tarief", "Maatstaf", "Btw"), "net": "Totaal excl. btw", "vat": "Btw", "gross": "Totaal incl. btw",
          "vatno": "Btw", "pay": "Gelieve het bedrag van € {gross} te betalen vóór {due} op rekening {iban} (BIC {bic}) "
                                 "met gestructureerde mededeling {ref}.", "thanks": "Bedankt voor uw vertrouwen!"}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Votre référence",
                                        "N° client"),
          "cols": ("Code", "Description", "Quantité", "Prix unitaire", "Remise", "TVA", "Total"),
          "vt": ("Taux TVA", "Base", "TVA"), "net": "Total HTVA", "vat": "TVA", "gross": "Total TVAC",
          "vatno": "TVA", "pay": "Merci de payer le montant de € {gross} avant le {due} sur le compte {iban} "
                                 "(BIC {bic}) avec la communication structurée {ref}.",
          "thanks": "Merci pour votre confiance !"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d/%m/%Y"
    pdf.set_text_color(0, 112, 150)
    f(15, 20, s.name, 14, "B")
    pdf.set_text_color(60, 60, 60)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], f"Tel. {s.phone}" if nl
                              else f"Tél. {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        f(15, 26 + k * 4, text, 8.2)
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(120, 48 + k * 4.6, text, 9.4, "B" if k == 0 else "")
    f(15, 80, w["title"], 20, "B")
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.customer_no)
    y = 90
    for label, value in zip(w["facts"], values):
        if value:
            pdf.set_text_color(110, 110, 110)
            f(15, y, label, 8.6)
            pdf.set_text_color(0, 0, 0)
            f(55, y, value, 8.6, "B" if label == w["facts"][0] else "")
            y += 4.8
    y += 7
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    # x of each column (left edge for the text columns, right edge for the numbers)
    x = {"code": 16, "desc": 40 if articles else 16, "qty": 124, "price": 146, "disc": 160, "vat": 172, "tot": 194}
    if not discounts:
        x.update(qty=128, price=152, vat=168)
    desc_w = x["qty"] - x["desc"] - 21
    pdf.set_fill_color(232, 240, 244)
    pdf.rect(14, y - 4.6, 182, 6.6, style="F")
    heads = [("code", 0), ("desc", 1), ("qty", 2), ("price", 3), ("disc", 4), ("vat", 5), ("tot", 6)]
    for key, k in heads:
        if (key == "code" and not articles) or (key == "disc" and not discounts):
            continue
        f(x[key], y, w["cols"][k], 8, "B", "left" if key in ("code", "desc") else "right")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, desc_w)
        if articles and line.article:
            f(x["code"], y, line.article, 8.4)
        f(x["desc"], y, desc[0], 8.4)
        f(x["qty"], y, f"{inv.qty(line)} {line.unit}".strip(), 8.4, "", "right")
        f(x["price"], y, "€ " + inv.number(line.price), 8.4, "", "right")
        if discounts and line.discount:
            f(x["disc"], y, inv.pct(line.discount) + "%", 8.4, "", "right")
        f(x["vat"], y, inv.rate() + "%", 8.4, "", "right")
        f(x["tot"], y, "€ " + inv.number(line.amount), 8.4, "", "right")
        for more in desc[1:]:
            y += 3.9
            f(x["desc"], y, more, 8.4)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(14, y + 2.3, 196, y + 2.3)
        y += 6.4
    y += 6
    # VAT summary left, totals right
    pdf.set_draw_color(180, 180, 180)
    for k, head in enumerate(w["vt"]):
        f((15, 62, 90)[k], y, head, 7.8, "B", "left" if k == 0 else "right")
    pdf.line(15, y + 1.6, 92, y + 1.6)
    f(15, y + 6, inv.rate() + "%", 8.2)
    f(62, y + 6, inv.number(inv.net_total), 8.2, "", "right")
    f(90, y + 6, inv.number(inv.vat_amount), 8.2, "", "right")
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(0, 112, 150)
            pdf.rect(122, y - 4.8, 74, 7, style="F")
            pdf.set_text_color(255, 255, 255)
        f(150, y, label, 9.2, "B" if strong else "", "right")
        f(194, y, "€ " + inv.number(value), 9.2, "B" if strong else "", "right")
        pdf.set_text_color(0, 0, 0)
        y += 6.4
    y += 10
    pdf.set_font("DejaVu", "", 8.4)
    text = w["pay"].format(gross=inv.number(inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic,
                           ref=inv.payment_ref)
    for row in fp_wrap(pdf, text, 180):
        f(15, y, row, 8.4)
        y += 4.2
    y += 3
    f(15, y, w["thanks"], 8.4, "I")
    pdf.set_text_color(120, 120, 120)
    f(105, 286, f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {s.vat} · {s.register} · IBAN {inv.iban}", 6.6,
      "", "center")
    pdf.set_text_color(0, 0, 0)
    return bytes(pdf.output())


# --- winbiz (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def winbiz(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture N°", "attn": "À l'att. de la comptabilité fournisseurs", "on": "{city}, le {date}",
          "facts": ("N° client", "Votre référence", "Notre référence", "Échéance"),
          "cols": ("Réf.", "Désignation", "Quantité", "Unité", "Prix unit.", "Rabais", "Montant"),
          "net": "Total HT", "vat": "TVA {rate}% sur {base}", "gross": "Total TTC EUR", "tel": "Tél.",
          "vatno": "TVA", "cond": "Conditions de paiement : {terms}", "bank": "Paiement : IBAN {iban} – BIC {bic}",
          "comm": "Communication : facture {no}", "bye": "Nous vous remercions de votre confiance."}
         if fr else
         {"title": "Factuur nr.", "attn": "T.a.v. de boekhouding leveranciers", "on": "{city}, {date}",
          "facts": ("Klantnr.", "Uw referentie", "Onze referentie", "Vervaldatum"),
          "cols": ("Ref.", "Omschrijving", "Aantal", "Eenheid", "Eenh.prijs", "Korting", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}% op {base}", "gross": "Totaal EUR", "tel": "Tel.",
          "vatno": "Btw", "cond": "Betalingsvoorwaarden: {terms}", "bank": "Betaling: IBAN {iban} – BIC {bic}",
          "comm": "Mededeling: factuur {no}", "bye": "Wij danken u voor uw vertrouwen."})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(20, 20, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), f"{w['tel']} {s.phone}", s.email, f"{w['vatno']} {s.vat}"]):
        c.text(20, 26 + k * 4, text, 8.4, F, grey=0.25)
    for k, text in enumerate([BUYER[0], w["attn"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper()]):
        c.text(118, 50 + k * 4.6, text, 9.6, F)
    c.text(118, 84, w["on"].format(city=s.city, date=inv.day(inv.issued, "long")), 9.6, F)
    c.text(20, 98, f"{w['title']} {inv.invoice_no}", 13.5, B)
    rate = f"{inv.vat_rate:.2f}".replace(".", inv.dec)
    values = (inv.customer_no, inv.po_printed or "", inv.extra["ours"], inv.due.strftime("%d.%m.%Y"))
    y = 106
    for label, value in zip(w["facts"], values):
        if value:
            c.text(20, y, label, 8.6, F, grey=0.3)
            c.text(58, y, value, 8.6, F)
            y += 4.4
    y += 6
    cols = [(20, "left"), (42, "left"), (129, "right"), (132, "left"), (160, "right"), (174, "right"),
            (192, "right")]
    c.rule(20, y - 4, 192, 0.8)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8, B, al)
    c.rule(20, y + 1.8, 192, 0.4)
    y += 7
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 84 * MM)
        values = (line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 3.9
            c.text(42, y, more, 8.6, F)
        y += 5.6
    c.rule(20, y - 2.6, 192, 0.4)
    y += 4
    rows = [(w["net"], inv.net_total, False),
            (w["vat"].format(rate=rate, base=inv.number(inv.net_total)), inv.vat_amount, False),
            (w["gross"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(192, y, inv.number(value), 9, B if strong else F, "right")
        if strong:
            c.rule(166, y + 1.4, 192, 0.4)
            c.rule(166, y + 2.2, 192, 0.4)
        y += 5.4
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["cond"].format(terms=inv.extra["terms"]), w["bank"].format(iban=inv.iban, bic=inv.bic),
        w["comm"].format(no=inv.invoice_no), "", w["bye"]]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 172 * MM) or [""]:
            c.text(20, y, row, 8.6, F)
            y += 4.3
    c.rule(20, 278, 192, 0.3, grey=0.6)
    c.text(106, 282, f"{s.name} – {inv.extra['parent']} – {s.register} – {w['vatno']} {s.vat}", 6.8, F, "center",
           grey=0.35)
    c.text(192, 287, "Page 1/1" if fr else "Pagina 1/1", 6.8, F, "right", grey=0.35)
    return c.bytes()


# --- moneymonk (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def moneymonk(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    dfmt = "%d-%m-%Y"
    f(195, 20, s.name, 12, "B", "right")
    for k, text in enumerate([inv.extra["owner"], s.street, place(inv), s.phone, s.email, "", s.register,
                              f"Btw-id {s.vat}", f"IBAN {inv.iban}"]):
        if text:
            f(195, 26 + k * 4.2, text, 8.6, "", "right")
    pdf.set_text_color(22, 140, 130)
    f(15, 52, "Factuur", 24, "B")
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], "t.a.v. crediteurenadministratie", BUYER[1], BUYER[2], "België",
                              f"Btw-nummer {BUYER_VAT}"]):
        f(15, 66 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    facts = (("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.day(inv.issued, dfmt)),
             ("Vervaldatum", inv.day(inv.due, dfmt)), ("Uw kenmerk", inv.po_printed or ""))
    y = 102
    for label, value in facts:
        if value:
            f(15, y, label, 9, "B")
            f(52, y, value, 9)
            y += 5
    y += 8
    cols = [(15, "left"), (132, "right"), (156, "right"), (172, "right"), (195, "right")]
    pdf.set_draw_color(22, 140, 130)
    pdf.set_line_width(0.5)
    for (x, al), head in zip(cols, ("Omschrijving", "Aantal", "Tarief", "Btw", "Bedrag")):
        f(x, y, head, 8.6, "B", al)
    pdf.line(15, y + 2, 195, y + 2)
    pdf.set_line_width(0.2)
    y += 8
    for line in inv.lines:
        pdf.set_font("Lib", "", 9)
        desc = fp_wrap(pdf, line.description, 98)
        for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", "€ " + inv.number(line.price),
                                         "verlegd" if inv.reverse_charge else inv.rate() + "%",
                                         "€ " + inv.number(line.amount))):
            f(x, y, value, 9, "", al)
        for more in desc[1:]:
            y += 4.2
            f(15, y, more, 9)
        pdf.set_draw_color(225, 225, 225)
        pdf.line(15, y + 2.4, 195, y + 2.4)
        y += 7
    y += 4
    rows = [("Subtotaal", inv.net_total, False),
            ("Btw verlegd" if inv.reverse_charge else f"Btw {inv.rate()}%", inv.vat_amount, False),
            ("Totaal", inv.gross_total, True)]
    for label, value, strong in rows:
        f(160, y, label, 10 if strong else 9, "B" if strong else "", "right")
        f(195, y, "€ " + inv.number(value), 10 if strong else 9, "B" if strong else "", "right")
        y += 5.6
    y += 10
    pdf.set_font("Lib", "", 9)
    texts = [inv.statement, f"Graag ontvang ik het totaalbedrag binnen {inv.extra['days']} dagen op "
                            f"rekeningnummer {inv.iban} (BIC {inv.bic}) ten name van {inv.extra['owner']}, onder "
                            f"vermelding van factuurnummer {inv.invoice_no}."]
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 9)
            y += 4.5
        y += 2.5
    pdf.set_text_color(140, 140, 140)
    f(105, 287, f"{s.name} · {s.register} · Btw-id {s.vat} · {inv.iban}", 7, "", "center")
    return bytes(pdf.output())


# --- klara (reportlab canvas, DejaVu Sans) --------------------------------------------------------------------------
def klara(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Rechnung {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.fill(0, 0, 210, 4, 0.2)
    c.text(20, 20, s.name, 12, B)
    c.text(20, 25, f"{s.street} · {place(inv)} · {COUNTRY[s.country]['de']}", 8, F, grey=0.3)
    c.text(20, 46, f"{s.name.split(',')[0]}, {s.street}, {place(inv)}", 6.4, F, grey=0.35)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "Belgien"]):
        c.text(20, 52 + k * 4.6, text, 9.6, F)
    facts = (("Datum", inv.day(inv.issued, "%d.%m.%Y")), ("Kunden-Nr.", inv.customer_no),
             ("Ihre Referenz", inv.po_printed or ""), ("Kontaktperson", inv.extra["contact"]),
             ("Ihre MwSt.-Nr.", BUYER_VAT))
    y = 52
    for label, value in facts:
        if value:
            c.text(122, y, label, 8.4, F, grey=0.35)
            c.text(152, y, value, 8.4, F)
            y += 4.6
    c.text(20, 96, f"Rechnung {inv.invoice_no}", 15, B)
    c.text(20, 105, "Sehr geehrte Damen und Herren", 9, F)
    c.text(20, 110, "Wir erlauben uns, Ihnen folgende Lieferung in Rechnung zu stellen:", 9, F)
    y = 121
    cols = [(20, "left"), (28, "left"), (58, "left"), (136, "right"), (138, "left"), (163, "right"),
            (175, "right"), (192, "right")]
    c.fill(20, y - 4.4, 172, 6.2, 0.9)
    for (x, al), head in zip(cols, ("Pos.", "Artikel", "Bezeichnung", "Menge", "Einheit", "Preis", "MwSt.",
                                    "Total")):
        c.text(x, y, head, 7.6, B, al)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 7.8, 68 * MM)
        art = rl_wrap(line.article or "", F, 7.8, 29 * MM)
        for (x, al), value in zip(cols, (str(k + 1), art[0] if art else "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.rate() + "%", inv.number(line.amount))):
            c.text(x, y, value, 7.8, F, al)
        for j in range(1, max(len(desc), len(art))):
            y += 3.7
            if j < len(art):
                c.text(28, y, art[j], 7.8, F)
            if j < len(desc):
                c.text(58, y, desc[j], 7.8, F)
        c.rule(20, y + 2, 192, 0.2, grey=0.7)
        y += 5.6
    y += 3
    rows = totals(inv, "Zwischentotal", "Total exkl. MwSt.", "MwSt. {rate} %", "Total inkl. MwSt. EUR")
    for label, value, strong in rows:
        if label.startswith("MwSt."):
            label = f"{label} von {inv.number(inv.net_total)}"
        if strong:
            c.rule(128, y - 3.6, 192, 0.6)
        c.text(172, y, label, 8.6, B if strong else F, "right")
        c.text(192, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 4.9
    y += 8
    texts = [f"Zahlbar innert {inv.extra['terms']} Tagen netto, bis {inv.day(inv.due, '%d.%m.%Y')}.",
             f"Bankverbindung: IBAN {inv.iban} · BIC {inv.bic} · Strukturierte Mitteilung {inv.payment_ref}",
             "Besten Dank für Ihren Auftrag.", "Freundliche Grüsse", s.name.split(",")[0]]
    for text in texts:
        for row in rl_wrap(text, F, 8.6, 172 * MM):
            c.text(20, y, row, 8.6, F)
            y += 4.3
        y += 1.2
    c.rule(20, 276, 192, 0.3, grey=0.6)
    c.text(20, 280, f"{s.name} · {s.register} · MwSt.-Nr. {s.vat}", 6.6, F, grey=0.35)
    c.text(20, 283.5, f"Tel. {s.phone} · {s.email} · Hauptsitz: Rheintal Pneu AG, Altstätten SG (Schweiz)", 6.6,
           F, grey=0.35)
    return c.bytes()


# --- cresus (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def cresus(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "Facture", "no": "Facture n°", "facts": ("Date", "N° client", "Votre commande", "Échéance"),
          "cols": ("Article", "Désignation", "Quantité", "Unité", "Prix unitaire", "Montant"),
          "sub": "Total articles", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total EUR",
          "vatno": "N° TVA", "cond": "Conditions de paiement : {terms}",
          "bank": "Veuillez effectuer votre paiement sur le compte IBAN {iban}, BIC {bic}, en mentionnant le numéro "
                  "de facture.", "concerne": "Concerne : livraison selon votre commande"}
         if fr else
         {"title": "Invoice", "no": "Invoice no.", "facts": ("Date", "Customer no.", "Your order no.", "Due date"),
          "cols": ("Item", "Description", "Quantity", "Unit", "Unit price", "Amount"),
          "sub": "Total items", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total EUR",
          "vatno": "VAT no.", "cond": "Terms of payment: {terms}",
          "bank": "Please pay to IBAN {iban}, BIC {bic}, quoting the invoice number.",
          "concerne": "Re: services according to your order"})
    buffer, doc = _platypus(inv, w["title"], 16, 24)
    normal, right = _style("crn", 8.6, "LS"), _style("crr", 8.6, "LS", align=2)
    bold, bold_r = _style("crb", 8.6, "LSB"), _style("crbr", 8.6, "LSB", align=2)
    rate = f"{inv.vat_rate:.2f}".replace(".", inv.dec)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(s.phone)}<br/>{escape(s.email)}<br/>"
                        f"{escape(w['vatno'] + ' ' + s.vat)}", _style("crc", 8.6, "LS", lead=11))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language])),
                      _style("cra", 10, "LS", lead=13))
    top = Table([[company, ""], ["", buyer]], colWidths=[100 * mm, 74 * mm], rowHeights=[32 * mm, 30 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    values = (inv.issued.strftime("%d.%m.%Y"), inv.customer_no, inv.po_printed or "", inv.due.strftime("%d.%m.%Y"))
    facts = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[32 * mm, 60 * mm], hAlign="LEFT")
    facts.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    rows = [[Paragraph(escape(h), bold_r if k in (2, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(inv.qty(line), right), Paragraph(escape(line.unit), normal),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[26 * mm, 70 * mm, 18 * mm, 14 * mm, 22 * mm, 24 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    trows = []
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        label = label.replace(f"{inv.rate()} %", f"{rate} %")
        trows.append([Paragraph(escape(label), bold_r if strong else right),
                      Paragraph(escape(inv.number(value)), bold_r if strong else right)])
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    story = [top, Spacer(1, 6 * mm), Paragraph(escape(f"{w['no']} {inv.invoice_no}"), _style("crt", 15, "LSB",
                                                                                               lead=19)),
             Spacer(1, 3 * mm), facts, Spacer(1, 3 * mm), Paragraph(escape(w["concerne"]), normal),
             Spacer(1, 5 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["cond"].format(terms=inv.extra["terms"]),
                 w["bank"].format(iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.street} · {place(inv)} · {s.register}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- perfectview (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------
def perfectview(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "attn": "t.a.v. crediteurenadministratie",
          "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Relatienummer", "Uw referentie", "Betreft"),
          "cols": ("Aantal", "Artikelnr.", "Omschrijving", "Prijs", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}% verlegd" if inv.reverse_charge else "Btw {rate}%",
          "gross": "Totaal incl. btw", "vatno": "Btw-nr.",
          "pay": "Wij verzoeken u vriendelijk het totaalbedrag binnen {terms} over te maken op {iban} (BIC {bic}) "
                 "onder vermelding van het factuurnummer."}
         if nl else
         {"title": "INVOICE", "attn": "attn. accounts payable",
          "facts": ("Invoice number", "Invoice date", "Due date", "Relation number", "Your reference", "Subject"),
          "cols": ("Quantity", "Item no.", "Description", "Price", "Amount"),
          "net": "Total excl. VAT", "vat": "VAT {rate}% reverse charged" if inv.reverse_charge else "VAT {rate}%",
          "gross": "Total incl. VAT", "vatno": "VAT no.",
          "pay": "Please transfer the total amount within {terms} to {iban} (BIC {bic}), quoting the invoice "
                 "number."})
    buffer, doc = _platypus(inv, w["title"].title(), 14, 26)
    normal, right = _style("pvn", 8.4, "DV"), _style("pvr", 8.4, "DV", align=2)
    bold, bold_r = _style("pvb", 8.4, "DVB"), _style("pvbr", 8.4, "DVB", align=2)
    company = Paragraph(f"<font size=13><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(COUNTRY[s.country][inv.language])}<br/>"
                        f"T {escape(s.phone)}<br/>{escape(s.email)}", _style("pvc", 8.4, "DV", align=2, lead=11))
    buyer = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], w["attn"], BUYER[1], BUYER[2],
                                                       COUNTRY_BE[inv.language])), _style("pva", 9.4, "DV", lead=12))
    top = Table([["", company], [buyer, ""]], colWidths=[100 * mm, 74 * mm], rowHeights=[34 * mm, 30 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, inv.day(inv.issued, inv.extra.get("date_style", dfmt)), inv.day(inv.due, dfmt),
              inv.customer_no, inv.po_printed or "", inv.extra["subject"])
    facts = Table([[Paragraph(escape(k), bold), Paragraph(escape(v), normal)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[36 * mm, 90 * mm], hAlign="LEFT")
    facts.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    articles = any(line.article for line in inv.lines)
    keep = [k for k in range(5) if k != 1 or articles]
    widths = {0: 21, 1: 30, 2: 75 if articles else 105, 3: 24, 4: 24}
    rows = [[Paragraph(escape(w["cols"][k]), _style(f"pvh{k}", 8.4, "DVB", align=2 if k in (0, 3, 4) else 0,
                                                      grey=1)) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(inv.qty(line), right), 1: Paragraph(escape(line.article or ""), normal),
                 2: Paragraph(escape(line.description), normal), 3: Paragraph("€ " + inv.number(line.price), right),
                 4: Paragraph("€ " + inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep])
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.16, 0.29, 0.47)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    sub = "Subtotaal" if nl else "Subtotal"
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(escape("€ " + inv.number(value)), bold_r if strong else right)]
             for label, value, strong in totals(inv, sub, w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[56 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.7, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.3)]))
    story = [top, Paragraph(f"<b>{w['title']}</b>", _style("pvt", 16, "DVB", lead=20, grey=0.16)),
             Spacer(1, 3 * mm), facts, Spacer(1, 6 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 8 * mm)]
    for text in (inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)):
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.35)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} · {s.street} · {place(inv)}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"{s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · "
                                                      f"BIC {inv.bic}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- picqer (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def picqer(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Ordernummer", "Referentie",
                                        "Klantnummer"),
          "bill": "Factuuradres", "ship": "Afleveradres", "dock": "Magazijn - laadkade 3",
          "cols": ("Productcode", "Product", "Aantal", "Prijs p.st.", "Totaal"),
          "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal",
          "vatno": "Btw-nummer", "pay": "Graag ontvangen wij uw betaling binnen {days} dagen op {iban} (BIC {bic}) "
                                        "o.v.v. factuurnummer {no}.", "thanks": "Bedankt voor uw bestelling!"}
         if nl else
         {"title": "Rechnung", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Auftragsnummer",
                                         "Referenz", "Kundennummer"),
          "bill": "Rechnungsadresse", "ship": "Lieferadresse", "dock": "Lager - Rampe 3",
          "cols": ("Artikelnummer", "Produkt", "Anzahl", "Einzelpreis", "Gesamt"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate}%", "gross": "Gesamtbetrag",
          "vatno": "USt-IdNr.", "pay": "Bitte überweisen Sie den Betrag innerhalb von {days} Tagen auf {iban} "
                                       "(BIC {bic}) unter Angabe der Rechnungsnummer {no}.",
          "thanks": "Vielen Dank für Ihre Bestellung!"})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    dfmt = "%d-%m-%Y" if nl else "%d.%m.%Y"
    f(15, 22, s.name, 15, "B")
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.email]):
        f(15, 28 + k * 4, text, 8.2)
    f(195, 22, w["title"], 18, "B", "right")
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt), inv.extra["order"],
              inv.po_printed or "", inv.customer_no)
    y = 30
    for label, value in zip(w["facts"], values):
        if value:
            pdf.set_text_color(100, 100, 100)
            f(150, y, label, 8.2, "", "right")
            pdf.set_text_color(0, 0, 0)
            f(153, y, value, 8.2)
            y += 4.4
    y = max(y, 48) + 8
    for x, head, lines in ((15, w["bill"], (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                            f"{w['vatno']} {BUYER_VAT}")),
                           (110, w["ship"], (BUYER[0], w["dock"], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]))):
        f(x, y, head, 8.2, "B")
        for k, text in enumerate(lines):
            f(x, y + 5 + k * 4.2, text, 8.8)
    y += 36
    cols = [(15, "left"), (44, "left"), (150, "right"), (172, "right"), (195, "right")]
    pdf.set_fill_color(245, 245, 245)
    pdf.rect(14, y - 4.6, 182, 6.8, style="F")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", al)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.4)
        desc = fp_wrap(pdf, line.description, 88)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), "€ " + inv.number(line.price),
                                         "€ " + inv.number(line.amount))):
            f(x, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.9
            f(44, y, more, 8.4)
        pdf.set_draw_color(230, 230, 230)
        pdf.line(14, y + 2.3, 196, y + 2.3)
        y += 6.2
    y += 4
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(165, y, label, 9.6 if strong else 8.8, "B" if strong else "", "right")
        f(195, y, "€ " + inv.number(value), 9.6 if strong else 8.8, "B" if strong else "", "right")
        y += 5.4
    y += 8
    pdf.set_font("DejaVu", "", 8.4)
    for text in (inv.statement, w["pay"].format(days=inv.extra["days"], iban=inv.iban, bic=inv.bic,
                                                no=inv.invoice_no)):
        for row in fp_wrap(pdf, text, 180):
            f(15, y, row, 8.4)
            y += 4.2
        y += 2
    f(15, y + 2, w["thanks"], 8.4, "B")
    pdf.set_text_color(120, 120, 120)
    f(105, 283, f"{s.name} · {s.street} · {place(inv)} · {s.phone}", 6.8, "", "center")
    f(105, 287, f"{s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban} · BIC {inv.bic}", 6.8, "", "center")
    return bytes(pdf.output())


WRITERS = {"onfact": onfact, "winbiz": winbiz, "moneymonk": moneymonk, "klara": klara, "cresus": cresus,
           "perfectview": perfectview, "picqer": picqer}
