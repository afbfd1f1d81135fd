"""Seven page writers for the fifty-seventh blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two made by Typst, two
on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the shared ones of
evals/blind_corpus/drawing.py.

- silvasoft (Typst, Liberation Sans): a Silvasoft-style Dutch online-bookkeeping invoice, nl or en: the company
  details top right in small print, the customer left, `Factuur` / `Invoice`, a fact list (`Factuurnummer`,
  `Factuurdatum`, `Vervaldatum`, `Klantnummer`, `Uw ordernummer`), a coloured header row `Artikelcode` /
  `Omschrijving` / `Aantal` / `Prijs` / (`Korting`) / `BTW` / `Totaal`, totals (`Totaal excl. BTW`, `BTW 0%`,
  `Totaal incl. BTW`), the payment sentence with the amount and the due date.
- billtobox (reportlab canvas, DejaVu Sans): a Billtobox-style Belgian platform invoice, nl or fr: the seller
  left, the customer right, `Factuur` / `Facture`, a two-column fact block, columns `Omschrijving` / `Aantal` /
  `Eenheid` / `Eenheidsprijs` / (`Korting`) / `Btw` / `Totaal excl. btw`, a VAT recap table (rate, base, VAT),
  totals (`Totaal excl. btw`, `Btw 21%`, `Totaal incl. btw`, `Te betalen`), the structured communication.
- doccle (fpdf2, DejaVu Sans): a Belgian document platform's rendering of a supplier invoice, nl or fr: a grey
  platform band on top (sender, document type, document date, amount, due date, status, communication), then
  the supplier's own page: letterhead, customer, the facts, `Omschrijving` / `Hoeveelheid` / `Eenheidsprijs` /
  `Bedrag`, totals (`Totaal excl. btw`, `Btw`, `Totaal te betalen`).
- taifun (Typst, Liberation Sans): a Taifun-style German craft-trade invoice (DIN 5008 letter): the sender line,
  the info block (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Ihr Auftrag`, `Seite`), `Bauvorhaben` and
  `Leistungszeitraum`, columns `Pos.` (`01.0010`) / `Menge` (two decimals) / `ME` / `Leistung` / `EP` / `GP`
  under a `Titel 01` heading, `Summe Titel 01`, totals (`Nettobetrag`, `USt 0 %`, `Rechnungsbetrag`).
- pds (reportlab canvas, Liberation Sans): a pds-style craft-trade/wholesale invoice, de or fr: letterhead,
  window, a boxed info block right (`Rechnungs-Nr.`, `Datum`, `Kunden-Nr.`, `Objekt`, `Lieferschein`, the order
  when there is one), columns `Pos` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Einzelpreis` /
  `Gesamtpreis`, totals (`Warensumme`, the charge, `Nettobetrag`, `MwSt`, `Endbetrag`), a bank footer.
- monkey (reportlab platypus, DejaVu Sans): a MonKey Office-style German small-business invoice, de or en: the
  sender line over the address, a fact table right (`Rechnung Nr.`, `Datum`, `Kunden-Nr.`, `Ihre Bestellnr.`),
  the delivery-date sentence, columns `Pos.` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `Einzelpreis` /
  `Gesamt`, totals (`Zwischensumme`, the charge, `Nettobetrag`, `zzgl. 0 % USt.`, `Rechnungsbetrag`), a
  four-column footer.
- hamburger (fpdf2, Liberation Sans): a Hamburger Software-style German ERP invoice: a framed head right
  (`Beleg-Nr.`, `Belegdatum`, `Kunden-Nr.`, `Ihre Bestellung`, `vom`, `Sachbearbeiter`, `Lieferschein`), columns
  `Pos` / `Artikel-Nr.` / `Bezeichnung` / `Menge` / `ME` / `Preis EUR` / `Rab. %` / `Betrag EUR`, totals
  (`Warenwert netto`, `USt 0,00 %`, `Rechnungsbetrag EUR`), the terms."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft,  # noqa: E402
                     _lib, _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)


def _eur(inv: Invoice, value) -> str:
    return "€ " + inv.number(value)


# --- silvasoft (Typst, Liberation Sans) -----------------------------------------------------------------------------
def silvasoft(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer"),
          "cols": ("Artikelcode", "Omschrijving", "Aantal", "Prijs", "Korting", "BTW", "Totaal"),
          "net": "Totaal excl. BTW", "vat": "BTW {rate}%", "gross": "Totaal incl. BTW", "vatno": "BTW-nummer",
          "pay": "Wij verzoeken u vriendelijk het bedrag van {amount} vóór {due} over te maken op {iban} "
                 "t.n.v. {name} onder vermelding van het factuurnummer {no}.", "reg": "KvK"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Customer number"),
          "cols": ("Item code", "Description", "Qty", "Price", "Discount", "VAT", "Total"),
          "net": "Total excl. VAT", "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT number",
          "pay": "Please transfer the amount of {amount} before {due} to {iban} in the name of {name}, quoting "
                 "invoice number {no}.", "reg": "Chamber of Commerce"})
    dfmt = "%d-%m-%Y"
    facts = list(zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt),
                                  inv.customer_no)))
    if inv.po_printed:
        facts.append((inv.extra["ref_label"], inv.po_printed))
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    accent = 'rgb("#2b6cb0")'
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 20mm), footer: align(center, text(size: 7pt, '
        f'fill: luma(120))[{ts(s.name + " | " + s.register + " | " + w["vatno"] + " " + s.vat + " | IBAN " + inv.iban)}]))\n'
        '#set text(font: "Liberation Sans", size: 8.8pt)\n'
        '#grid(columns: (1fr, 70mm),\n'
        f'  [#text(size: 15pt, weight: "bold", fill: {accent})[{ts(s.name)}]],\n'
        f'  align(right, text(size: 7.8pt)[{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRY[s.country][inv.language])} \\ {ts(s.phone)} \\ {ts(s.email)} \\ '
        f'{ts(w["reg"] + ": " + s.register.split()[-1])} \\ {ts(w["vatno"] + ": " + s.vat)} \\ '
        f'{ts("IBAN: " + inv.iban)} \\ {ts("BIC: " + inv.bic)}]))\n'
        f'#v(4mm)\n{ts(BUYER[0])} \\ {ts("T.a.v. de crediteurenadministratie" if nl else "Attn. Accounts Payable")}'
        f' \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY_BE[inv.language])} \\ '
        f'{ts(w["vatno"] + ": " + BUYER_VAT)}\n'
        f'#v(10mm)\n#text(size: 20pt, weight: "bold", fill: {accent})[{ts(w["title"])}]\n#v(3mm)\n'
        '#table(columns: (38mm, 60mm), stroke: none, inset: (x: 0mm, y: 1.2mm),\n'
        + "".join(f'  text(weight: "bold")[{ts(k + ":")}], [{ts(v)}],\n' for k, v in facts)
        + ')\n#v(6mm)\n')
    keep = [k for k in range(7) if (k != 0 or articles) and (k != 4 or discounts)]
    widths = {0: "25mm", 1: "1fr", 2: "15mm", 3: "20mm", 4: "15mm", 5: "11mm", 6: "23mm"}
    rows = []
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'align(right)[{ts(_eur(inv, line.price))}]',
                 4: f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                 5: f'align(right)[{ts(inv.rate() + "%")}]', 6: f'align(right)[{ts(_eur(inv, line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: 0.3pt + '
            f'luma(200)), fill: (x, y) => if y == 0 {{ {accent} }}, inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k >= 2 else "("}text(weight: "bold", fill: white)[{ts(w["cols"][k])}]),\n'
                      for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (42mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(_eur(inv, value))}]),\n'
    src += '))\n#v(10mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(amount=_eur(inv, inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                              name=s.name, no=inv.invoice_no)) + "\n"
    return _typst(src)


# --- billtobox (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def billtobox(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Eenheidsprijs", "Korting", "Btw", "Totaal excl. btw"),
          "recap": ("Btw-tarief", "Maatstaf van heffing", "Btw-bedrag"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal incl. btw", "due": "Te betalen", "vatno": "Btw",
          "comm": "Gestructureerde mededeling", "client": "Klant",
          "pay": "Gelieve {amount} te betalen vóór {due} op rekening {iban} (BIC {bic}) met vermelding van de "
                 "gestructureerde mededeling.",
          "cond": "Betalingstermijn: {terms}. Bij laattijdige betaling is van rechtswege een verwijlintrest "
                  "verschuldigd volgens de wet van 2 augustus 2002."}
         if nl else
         {"title": "Facture", "facts": ("N° de facture", "Date de facture", "Date d'échéance", "N° client"),
          "cols": ("Description", "Quantité", "Unité", "Prix unitaire", "Remise", "TVA", "Total HTVA"),
          "recap": ("Taux TVA", "Base imposable", "Montant TVA"), "net": "Total HTVA", "vat": "TVA {rate}%",
          "gross": "Total TVAC", "due": "À payer", "vatno": "TVA", "comm": "Communication structurée",
          "client": "Client",
          "pay": "Merci de payer {amount} avant le {due} sur le compte {iban} (BIC {bic}) en mentionnant la "
                 "communication structurée.",
          "cond": "Délai de paiement : {terms}. En cas de retard de paiement, un intérêt de retard est dû de plein "
                  "droit conformément à la loi du 2 août 2002."})
    dfmt = "%d/%m/%Y"
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv), f"{w['vatno']} {s.vat}", s.register, s.phone, s.email]):
        c.text(18, 26 + k * 3.9, text, 7.8, F, grey=0.25)
    c.text(118, 52, w["client"], 7.2, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(118, 57 + k * 4.4, text, 9.2, B if k == 0 else F)
    c.text(18, 62, w["title"], 19, B)
    facts = list(zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.day(inv.due, dfmt),
                                  inv.customer_no)))
    if inv.po_printed:
        facts.append((inv.extra["ref_label"], inv.po_printed))
    for k, (label, value) in enumerate(facts):
        c.text(18, 70 + k * 4.4, label, 8.2, F, grey=0.4)
        c.text(54, 70 + k * 4.4, value, 8.2, B if k == 0 else F)
    y = 104
    discounts = any(line.discount for line in inv.lines)
    c.fill(18, y - 4.6, 174, 6.6, 0.92)
    c.rule(18, y + 2, 192, 0.6, grey=0.3)
    cols = [(19.5, "left"), (106, "right"), (108, "left"), (140, "right"), (152, "right"), (163, "right"),
            (190.5, "right")]
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 4 or discounts:
            c.text(x, y, head, 7.4, B, al)
    y += 7.4
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 76 * MM)
        values = (desc[0], inv.qty(line), line.unit, _eur(inv, line.price),
                  inv.pct(line.discount) + "%" if line.discount else "", inv.rate() + "%", _eur(inv, line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(19.5, y, more, 8.2, F)
        c.rule(18, y + 2.3, 192, 0.2, grey=0.8)
        y += 6.4
    y += 6
    c.text(19.5, y, w["recap"][0], 7.4, B)
    c.text(70, y, w["recap"][1], 7.4, B, "right")
    c.text(100, y, w["recap"][2], 7.4, B, "right")
    c.rule(18, y + 1.6, 102, 0.3, grey=0.5)
    c.text(19.5, y + 5.4, inv.rate() + "%", 8, F)
    c.text(70, y + 5.4, _eur(inv, inv.net_total), 8, F, "right")
    c.text(100, y + 5.4, _eur(inv, inv.vat_amount), 8, F, "right")
    rows = totals(inv, "", w["net"], w["vat"], w["gross"]) + [(w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        if label == w["due"]:
            y += 1.5
            c.fill(128, y - 4.6, 64, 6.8, 0.15)
            c.text(131, y, label, 9.6, B, grey=1)
            c.text(190.5, y, _eur(inv, value), 9.6, B, "right", grey=1)
        else:
            c.text(131, y, label, 8.6, B if strong else F)
            c.text(190.5, y, _eur(inv, value), 8.6, B if strong else F, "right")
        y += 5.6
    y += 10
    texts = [w["pay"].format(amount=_eur(inv, inv.gross_total), due=inv.day(inv.due, dfmt), iban=inv.iban,
                             bic=inv.bic)]
    for text in texts:
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
    c.text(18, y + 2, f"{w['comm']}: {inv.payment_ref}", 9, B)
    for k, row in enumerate(rl_wrap(w["cond"].format(terms=inv.extra["terms"]), F, 6.8, 174 * MM)):
        c.text(18, 276 + k * 3.2, row, 6.8, F, grey=0.4)
    c.text(105, 287, f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.4, F,
           "center", grey=0.4)
    return c.bytes()


# --- doccle (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def doccle(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"band": "Uw digitale documenten - ontvangen op {date}",
          "meta": ("Afzender", "Documenttype", "Documentdatum", "Bedrag", "Vervaldatum", "Status", "Mededeling"),
          "type": "Factuur", "status": "Te betalen", "title": "FACTUUR",
          "facts": ("Factuurnummer", "Factuurdatum", "Klantnummer", "Vervaldatum"),
          "cols": ("Omschrijving", "Hoeveelheid", "Eenheidsprijs", "Bedrag"), "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal te betalen", "vatno": "Btw", "site": "Leveringsadres",
          "pay": "Te betalen vóór {due} op {iban} (BIC {bic}) met de mededeling {ref}.",
          "orig": "Origineel document van de afzender"}
         if nl else
         {"band": "Vos documents numériques - reçu le {date}",
          "meta": ("Expéditeur", "Type de document", "Date du document", "Montant", "Échéance", "Statut",
                   "Communication"),
          "type": "Facture", "status": "À payer", "title": "FACTURE",
          "facts": ("N° de facture", "Date de facture", "N° client", "Échéance"),
          "cols": ("Description", "Quantité", "Prix unitaire", "Montant"), "net": "Total HTVA",
          "vat": "TVA {rate}%", "gross": "Total à payer", "vatno": "TVA", "site": "Adresse de livraison",
          "pay": "À payer avant le {due} sur {iban} (BIC {bic}) avec la communication {ref}.",
          "orig": "Document original de l'expéditeur"})
    dfmt = "%d/%m/%Y"
    pdf = _fpdf(f"{w['type']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    # the platform band
    pdf.set_fill_color(243, 244, 246)
    pdf.rect(10, 8, 190, 36, style="F")
    pdf.set_fill_color(230, 81, 0)
    pdf.rect(10, 8, 2.2, 36, style="F")
    received = inv.issued + timedelta(days=1)
    f(16, 14.5, w["band"].format(date=received.strftime(dfmt)), 9, "B")
    meta = (s.name, w["type"], inv.day(inv.issued, dfmt), _eur(inv, inv.gross_total), inv.day(inv.due, dfmt),
            w["status"], inv.payment_ref)
    for k, (label, value) in enumerate(zip(w["meta"], meta)):
        x, y = (16, 21 + k * 4.6) if k < 4 else (112, 21 + (k - 4) * 4.6)
        f(x, y, label, 7.2, "", "left")
        pdf.set_text_color(0, 0, 0)
        f(x + 32, y, value, 7.8, "B" if k in (3, 5) else "")
    pdf.set_draw_color(170, 170, 170)
    pdf.set_line_width(0.2)
    f(10, 50, w["orig"], 6.8)
    pdf.line(10, 51.4, 200, 51.4)
    # the supplier's own invoice
    f(18, 62, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"{w['vatno']} {s.vat}",
                              s.register]):
        f(18, 67.5 + k * 3.7, text, 7.6)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(118, 70 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    f(18, 98, w["title"], 15, "B")
    facts = list(zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no,
                                  inv.day(inv.due, dfmt))))
    if inv.po_printed:
        facts.append((inv.extra["ref_label"], inv.po_printed))
    if "site" in inv.extra:
        facts.append((w["site"], inv.extra["site"]))
    for k, (label, value) in enumerate(facts):
        x, y = (18, 105 + (k // 2) * 4.6) if k % 2 == 0 else (110, 105 + (k // 2) * 4.6)
        f(x, y, label, 7.8)
        f(x + 30, y, value, 8.2, "B" if k == 0 else "")
    y = 105 + ((len(facts) + 1) // 2) * 4.6 + 7
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.4)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    cols = [(18, "l"), (134, "r"), (163, "r"), (192, "r")]
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 6.6
    pdf.set_line_width(0.15)
    pdf.set_draw_color(200, 200, 200)
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 94)
        values = (desc[0], f"{inv.qty(line)} {line.unit}", _eur(inv, line.price) if line.price_places == 2
                  else "€ " + inv.number(line.price, line.price_places), _eur(inv, line.amount))
        for (x, al), value in zip(cols, values):
            f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(18, y, more, 8.2)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 9 if strong else 8.4, "B" if strong else "", "right")
        f(192, y, _eur(inv, value), 9 if strong else 8.4, "B" if strong else "", "right")
        y += 5.4
    y += 8
    pdf.set_font("DejaVu", "", 8.2)
    for row in fp_wrap(pdf, w["pay"].format(due=inv.day(inv.due, dfmt), iban=inv.iban, bic=inv.bic,
                                            ref=inv.payment_ref), 174):
        f(18, y, row, 8.2)
        y += 4
    f(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.4, "", "center")
    return bytes(pdf.output())


# --- taifun (Typst, Liberation Sans) --------------------------------------------------------------------------------
def taifun(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    info = [("Rechnung Nr.", inv.invoice_no), ("Datum", inv.day(inv.issued, dfmt)), ("Kunden-Nr.", inv.customer_no)]
    if inv.po_printed:
        info.append(("Ihr Auftrag", inv.po_printed))
    info.append(("Seite", "1"))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (left: 25mm, right: 18mm, top: 15mm, bottom: 28mm), footer: [#set text('
        'size: 6.8pt, fill: luma(80))\n#line(length: 100%, stroke: 0.4pt)\n#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts("Tel. " + s.phone)} \\ {ts(s.email)} \\ {ts(s.register)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)} \\ {ts("USt-IdNr. " + s.vat)}])])\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        f'#align(right)[#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ #text(size: 8pt)[{ts("Elektroinstallation · Gebäudetechnik · Prüfungen")}]]\n'
        '#v(14mm)\n'
        '#grid(columns: (95mm, 1fr),\n'
        f'  [#text(size: 6.5pt)[#underline[{ts(s.name + " · " + s.street + " · " + place(inv))}]] \\ #v(1mm) '
        f'{ts(BUYER[0])} \\ {ts("Abt. Buchhaltung")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts("BELGIEN")}],\n'
        '  table(columns: (26mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(size: 8pt)[{ts(k)}], text(size: 8pt)[{ts(v)}],\n' for k, v in info)
        + '  ))\n#v(12mm)\n'
        f'#text(size: 12pt, weight: "bold")[{ts("Rechnung " + inv.invoice_no)}]\n#v(1mm)\n'
        f'{ts("Bauvorhaben: " + inv.extra["project"])} \\ {ts("Leistungszeitraum: " + inv.extra["period"])}\n'
        '#v(3mm)\nSehr geehrte Damen und Herren, \\ für die ausgeführten Arbeiten erlauben wir uns, Ihnen wie '
        'folgt zu berechnen:\n#v(3mm)\n')
    rows = [f'  [], [], [], table.cell(colspan: 3)[#text(weight: "bold")[{ts("Titel 01 Elektroinstallation Lager")}]],\n']
    for k, line in enumerate(inv.lines):
        rows.append(f'  [{ts(f"01.{(k + 1) * 10:04d}")}], align(right)[{ts(inv.number(line.quantity, 2))}], '
                    f'[{ts(line.unit)}], [{ts(line.description)}], align(right)[{ts(inv.number(line.price))}], '
                    f'align(right)[{ts(inv.number(line.amount))}],\n')
    rows.append(f'  [], [], [], table.cell(colspan: 2)[#text(weight: "bold")[{ts("Summe Titel 01")}]], '
                f'align(right, text(weight: "bold")[{ts(inv.number(inv.subtotal))}]),\n')
    src += ('#table(columns: (16mm, 15mm, 11mm, 1fr, 19mm, 21mm), stroke: (x, y) => (bottom: if y == 0 { 0.8pt } '
            'else { 0.2pt + luma(200) }), inset: (x: 1.2mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if k in (1, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Pos.", "Menge", "ME", "Leistung", "EP EUR", "GP EUR")))
            + "".join(rows) + ')\n#v(4mm)\n')
    src += '#align(right, table(columns: (42mm, 26mm), stroke: none, inset: (x: 1.2mm, y: 1.5mm),\n'
    for label, value, strong in totals(inv, "", "Nettobetrag", "USt {rate} %", "Rechnungsbetrag"):
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label + (" EUR" if strong else ""))}], align(right, text({weight})[{ts(inv.number(value))}]),\n'
    src += '))\n#v(6mm)\n'
    src += (f'{ts(inv.statement)}\n#v(2mm)\n'
            f'{ts("Zahlbar bis " + inv.day(inv.due, dfmt) + " ohne Abzug. Bitte geben Sie bei Zahlung die Rechnungsnummer an.")}\n'
            '#v(4mm)\nMit freundlichen Grüßen \\ ' + ts(s.name) + '\n')
    return _typst(src)


# --- pds (reportlab canvas, Liberation Sans) ------------------------------------------------------------------------
def pds(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "info": ("Rechnungs-Nr.", "Datum", "Kunden-Nr.", "Objekt", "Lieferschein",
                                        "Ihre Bestellung"),
          "cols": ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Einzelpreis", "Gesamtpreis"),
          "sub": "Warensumme", "net": "Nettobetrag", "vat": "MwSt {rate} %", "gross": "Endbetrag EUR",
          "vatno": "USt-IdNr.", "yours": "Ihre USt-IdNr.", "country": "BELGIEN",
          "intro": "Wir lieferten Ihnen zu unseren Verkaufs- und Lieferbedingungen:",
          "pay": "Zahlbar innerhalb von 30 Tagen bis {due} ohne Abzug.", "bank": "Bankverbindung"}
         if de else
         {"title": "Facture", "info": ("N° facture", "Date", "N° client", "Objet", "Bon de livraison",
                                       "Votre commande"),
          "cols": ("Pos", "Réf.", "Désignation", "Qté", "Unité", "Prix unit.", "Montant"),
          "sub": "Total marchandises", "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC EUR",
          "vatno": "TVA", "yours": "Votre n° TVA", "country": "",
          "intro": "Nous vous facturons selon nos conditions générales de vente :",
          "pay": "Payable pour le {due} au plus tard. Communication structurée : {ref}", "bank": "Banque"})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(192, 17, s.name, 13, B, "right")
    c.text(192, 22, f"{s.street} · {place(inv)}", 8, F, "right")
    c.text(192, 26, f"Tel. {s.phone} · {s.email}", 8, F, "right")
    c.rule(20, 30, 192, 0.8, grey=0.3)
    c.text(20, 46, f"{s.name} · {s.street} · {place(inv)}", 6.4, F, grey=0.3)
    rows = [BUYER[0], BUYER[1], BUYER[2]] + ([w["country"]] if w["country"] else [])
    for k, text in enumerate(rows):
        c.text(20, 52 + k * 4.5, text, 9.6, F)
    c.text(20, 52 + len(rows) * 4.5 + 3, f"{w['yours']}: {BUYER_VAT}", 8, F)
    c.c.setLineWidth(0.5)
    c.c.rect(120 * MM, c.height - 80 * MM, 72 * MM, 36 * MM)
    values = (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no, inv.extra["project"],
              inv.extra["delivery"], inv.po_printed or "")
    info = [(k, v) for k, v in zip(w["info"], values) if v]
    for k, (label, value) in enumerate(info):
        c.text(122, 50 + k * 5, label, 7.6, F, grey=0.35)
        c.text(149, 50 + k * 5, value, 8, B if k == 0 else F)
    c.text(20, 92, f"{w['title']} {inv.invoice_no}", 14, B)
    c.text(20, 99, w["intro"], 8.8, F)
    y = 108
    cols = [(20, "left"), (29, "left"), (52, "left"), (139, "right"), (141, "left"), (167, "right"),
            (192, "right")]
    c.fill(20, y - 4.2, 172, 6, 0.9)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x + (0.8 if al == "left" else -0.8), y, head, 7.8, B, al)
    y += 7
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.4, 74 * MM)
        values = (f"{k + 1:03d}", line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            c.text(x + (0.8 if al == "left" else -0.8), y, value, 8.4, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(52.8, y, more, 8.4, F)
        y += 5.6
    c.rule(20, y - 2.4, 192, 0.5)
    y += 3
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"], always_sub=True):
        c.text(167, y, label, 8.8, B if strong else F, "right")
        c.text(191.2, y, inv.number(value), 8.8, B if strong else F, "right")
        if strong:
            c.rule(140, y - 4, 192, 0.5)
        y += 4.8
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [w["pay"].format(due=inv.day(inv.due, dfmt),
                                                                          ref=inv.payment_ref)]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 172 * MM):
            c.text(20, y, row, 8.4, F)
            y += 4
        y += 1.6
    c.rule(20, 272, 192, 0.3, grey=0.5)
    cols3 = [[s.name, s.street, place(inv)], [s.register, f"{w['vatno']} {s.vat}", s.email],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 80, 140), cols3):
        for k, text in enumerate(col):
            c.text(x, 276 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- monkey (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------------
def monkey(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "Rechnung", "facts": ("Rechnung Nr.", "Datum", "Kunden-Nr."),
          "cols": ("Pos.", "Artikel-Nr.", "Bezeichnung", "Menge", "Einzelpreis", "Gesamt"),
          "sub": "Zwischensumme", "net": "Nettobetrag", "vat": "zzgl. {rate} % USt.", "gross": "Rechnungsbetrag",
          "salut": "Sehr geehrte Damen und Herren,", "intro": "wir berechnen Ihnen folgende Lieferung:",
          "ldate": "Das Lieferdatum entspricht dem Rechnungsdatum.",
          "pay": "Bitte überweisen Sie den Betrag von {amount} EUR bis zum {due} auf unser Konto.",
          "bye": "Mit freundlichen Grüßen", "vatno": "USt-IdNr.", "manager": "Geschäftsführer",
          "bank": "Bankverbindung", "country": "Belgien"}
         if de else
         {"title": "Invoice", "facts": ("Invoice no.", "Date", "Customer no."),
          "cols": ("Pos.", "Art. no.", "Description", "Qty", "Unit price", "Total"),
          "sub": "Subtotal", "net": "Net amount", "vat": "plus {rate}% VAT", "gross": "Invoice total",
          "salut": "Dear Sir or Madam,", "intro": "we invoice you as follows:",
          "ldate": "Date of supply corresponds to the invoice date.",
          "pay": "Please transfer the amount of EUR {amount} to our account by {due}.",
          "bye": "Kind regards", "vatno": "VAT ID", "manager": "Managing director", "bank": "Bank details",
          "country": "Belgium"})
    dfmt = "%d.%m.%Y" if de else "%d/%m/%Y"
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 30)
    del inv.words
    small = _style("mo_s", 6.6, "DV", grey=0.35)
    normal, right = _style("mo_n", 8.4), _style("mo_r", 8.4, align=2)
    bold, bold_r = _style("mo_b", 8.4, "DVB"), _style("mo_br", 8.4, "DVB", align=2)
    head = Table([["", Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                                 f"{escape(COUNTRY[s.country]['en' if not de else 'de'])}",
                                 _style("mo_h", 8.6, lead=11, align=2))]], colWidths=[100 * mm, 78 * mm])
    facts = list(zip(w["facts"], (inv.invoice_no, inv.day(inv.issued, dfmt), inv.customer_no)))
    if inv.po_printed:
        facts.append((inv.extra["ref_label"], inv.po_printed))
    facts.append((w["vatno"], s.vat))
    address = [Paragraph(escape(f"{s.name} · {s.street} · {place(inv)}"), small), Spacer(1, 2 * mm),
               Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], w["country"])),
                         _style("mo_a", 9.4, lead=12))]
    fact_table = Table([[Paragraph(escape(k), normal), Paragraph(escape(v), right)] for k, v in facts],
                       colWidths=[32 * mm, 38 * mm])
    fact_table.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    top = Table([[address, fact_table]], colWidths=[105 * mm, 73 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k in (3, 4, 5) else bold) for k, h in enumerate(w["cols"])]]
    for k, line in enumerate(inv.lines):
        rows.append([Paragraph(str(k + 1), normal), Paragraph(escape(line.article or ""), normal),
                     Paragraph(escape(line.description), normal),
                     Paragraph(escape(f"{inv.qty(line)} {line.unit}"), right),
                     Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[10 * mm, 26 * mm, 72 * mm, 22 * mm, 22 * mm, 26 * mm], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label + (" EUR" if strong else "")), bold_r if strong else right),
              Paragraph(inv.number(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [head, Spacer(1, 14 * mm), top, Spacer(1, 12 * mm),
             Paragraph(f"<b>{escape(w['title'] + ' ' + inv.invoice_no)}</b>", _style("mo_t", 13, "DVB", lead=16)),
             Spacer(1, 5 * mm), Paragraph(escape(w["salut"]), normal), Paragraph(escape(w["intro"]), normal),
             Spacer(1, 4 * mm), table, Spacer(1, 2 * mm), tot, Spacer(1, 6 * mm)]
    for text in (w["ldate"], inv.statement, w["pay"].format(amount=inv.number(inv.gross_total),
                                                            due=inv.day(inv.due, dfmt))):
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]
    story += [Spacer(1, 3 * mm), Paragraph(escape(w["bye"]), normal), Paragraph(escape(s.name), normal)]
    cols4 = [[s.name, s.street, place(inv)], [f"Tel. {s.phone}", s.email],
             [w["bank"], f"IBAN {inv.iban}", f"BIC {inv.bic}"],
             [f"{w['vatno']} {s.vat}", s.register, f"{w['manager']}: K. Hofbauer" if s.country == "DE"
              else f"{w['manager']}: M. Weber"]]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.3)
        canvas.setLineWidth(0.3)
        canvas.line(16 * mm, 24 * mm, 194 * mm, 24 * mm)
        for x, col in zip((16, 60, 104, 148), cols4):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (20 - k * 3.2) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- hamburger (fpdf2, Liberation Sans) -----------------------------------------------------------------------------
def hamburger(inv: Invoice) -> bytes:
    s = inv.supplier
    dfmt = "%d.%m.%Y"
    pdf = _fpdf(f"Rechnung {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(20, 18, s.name.upper(), 12, "B")
    f(20, 22.5, "Schrauben · Dübel · Befestigungssysteme · Industriebedarf", 7.6)
    f(20, 45, f"{s.name} · {s.street} · {place(inv)}", 6.4)
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.2)
    pdf.line(20, 46.2, 100, 46.2)
    for k, text in enumerate([BUYER[0], "Kreditorenbuchhaltung", BUYER[1], BUYER[2], "BELGIEN"]):
        f(20, 52 + k * 4.5, text, 9.8)
    pdf.set_line_width(0.35)
    pdf.rect(118, 36, 74, 44)
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(118, 36, 74, 7.5, style="FD")
    f(120, 41.6, "RECHNUNG", 11, "B")
    f(190, 41.6, "Seite 1", 7.6, "", "right")
    head = (("Beleg-Nr.", inv.invoice_no), ("Belegdatum", inv.day(inv.issued, dfmt)),
            ("Kunden-Nr.", inv.customer_no), ("Ihre Bestellung", inv.po_printed or ""),
            ("vom", inv.extra["po_date"]), ("Lieferschein", inv.extra["delivery"]),
            ("Sachbearbeiter", inv.extra["clerk"]), ("Ihre USt-IdNr.", BUYER_VAT))
    for k, (label, value) in enumerate(head):
        f(120, 48 + k * 4.1, label, 7.6)
        f(148, 48 + k * 4.1, value, 8.2, "B" if k in (0, 3) else "")
    y = 96
    cols = [(20, "l"), (29, "l"), (51, "l"), (130, "r"), (132, "l"), (155, "r"), (168, "r"), (192, "r")]
    pdf.set_line_width(0.5)
    pdf.line(20, y - 4.4, 192, y - 4.4)
    for (x, al), head_text in zip(cols, ("Pos", "Artikel-Nr.", "Bezeichnung", "Menge", "ME", "Preis EUR",
                                         "Rab. %", "Betrag EUR")):
        f(x, y, head_text, 7.6, "B", "right" if al == "r" else "left")
    pdf.line(20, y + 1.8, 192, y + 1.8)
    y += 6.6
    for k, line in enumerate(inv.lines):
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 66)
        values = (str(k + 1), line.article or "", desc[0], inv.number(line.quantity, 2), line.unit,
                  inv.number(line.price), inv.number(line.discount) if line.discount else "",
                  inv.number(line.amount))
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.4, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(51, y, more, 8.4)
        y += 5.4
    pdf.set_line_width(0.3)
    pdf.line(20, y - 2.4, 192, y - 2.4)
    y += 3
    for label, value, strong in totals(inv, "Warenwert", "Warenwert netto", "USt {rate},00 %",
                                       "Rechnungsbetrag EUR"):
        f(168, y, label, 8.8, "B" if strong else "", "right")
        f(192, y, inv.number(value), 8.8, "B" if strong else "", "right")
        if strong:
            pdf.line(140, y - 4.2, 192, y - 4.2)
            pdf.line(140, y + 1.4, 192, y + 1.4)
        y += 4.8
    y += 8
    pdf.set_font("Lib", "", 8.4)
    texts = [f"Zahlungsbedingungen: 30 Tage netto, fällig am {inv.day(inv.due, dfmt)}.",
             "Lieferdatum entspricht Lieferscheindatum. Lieferung frei Haus Gent.", inv.statement]
    for text in texts:
        for row in fp_wrap(pdf, text, 172):
            f(20, y, row, 8.4)
            y += 4
        y += 1.2
    pdf.set_line_width(0.2)
    pdf.line(20, 273, 192, 273)
    foot = [[s.name, s.street, place(inv)], [f"Tel. {s.phone}", s.email, s.register],
            [f"USt-IdNr. {s.vat}", f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
    for x, col in zip((20, 78, 136), foot):
        for k, text in enumerate(col):
            f(x, 277 + k * 3.3, text, 6.6)
    return bytes(pdf.output())


WRITERS = {"silvasoft": silvasoft, "billtobox": billtobox, "doccle": doccle, "taifun": taifun, "pds": pds,
           "monkey": monkey, "hamburger": hamburger}
