"""Seven page writers for the eightieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software no earlier corpus used (no logos, no trademarks, invented suppliers):
two made by Typst, two on fpdf2, three on reportlab (two on its canvas, one on its platypus flowables), on DejaVu and
Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing
helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the
shared ones of evals/blind_corpus/drawing.py, imported.

- rentman (Typst, DejaVu Sans): a Rentman-style AV-rental invoice, nl or en: project name and rental period in the
  fact list, lines grouped under `Materiaal` / `Equipment` and `Personeel` / `Crew`, columns `Aantal` /
  `Omschrijving` / `Prijs` (per day) / `Factor` / `Korting` / `Totaal`, totals with the project discount.
- booqable (reportlab canvas, Liberation Sans): a Booqable-style rental-shop invoice, nl or fr: `Factuur` /
  `Facture` with the order number, pick-up and return times, the SKU in grey under the product name, columns
  `Product` / `Aantal` / `Prijs` / `Korting` / `Totaal`, totals with the delivery charge.
- currentrms (fpdf2, DejaVu Sans): a Current RMS-style rental-company invoice, en or de: a details box (number,
  dates, customer reference, opportunity, charging period), `Invoice To`, a section heading (`Rental` / `Service`
  / `Verkauf`), columns (`Art.-Nr.`) / `Item` / `Qty` / `Price` / `Disc.` / `Total`, totals right.
- pointofrental (fpdf2, Liberation Sans): a Point of Rental-style counter contract invoice, en or fr: a boxed
  header (`Invoice`, `Contract`, `Date`, `Account`, `P.O.`, `Job site`), the out/in times, columns `Qty` /
  `Item #` / `Description` / `Unit` / `Price` / `Extended`, damage waiver and delivery before the subtotal.
- practicepanther (reportlab platypus, DejaVu Sans): a PracticePanther-style law-firm invoice, en or nl: the matter,
  the client reference, `Time Entries` (`Date` / `User` / `Description` / `Hours` / `Rate` / `Amount`) and
  `Expenses` tables, totals, `Balance Due`.
- brm (reportlab canvas, DejaVu Sans Condensed): an Oracle BRM-style B2B billing statement, fr: account number,
  bill number, billing period, an account summary (previous balance, payments, new charges, amount due), charges
  in sections (`Frais d'utilisation`, `Frais récurrents`, `Taxes et contributions`), totals.
- pabbly (Typst, Liberation Sans): a Pabbly Subscriptions-style SaaS invoice, de: `RECHNUNG` with a status badge,
  the plan code under each plan name, columns `Beschreibung` / `Menge` / `Preis` / `Betrag`, the coupon before
  the net sum, `Bezahlter Betrag`."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _issued, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRIES = {"BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"},
             "NL": {"nl": "Nederland", "en": "The Netherlands", "de": "Niederlande", "fr": "Pays-Bas"},
             "FR": {"fr": "France", "en": "France", "nl": "Frankrijk", "de": "Frankreich"},
             "DE": {"de": "Deutschland", "en": "Germany", "nl": "Duitsland", "fr": "Allemagne"},
             "LU": {"fr": "Luxembourg", "en": "Luxembourg", "de": "Luxemburg", "nl": "Luxemburg"},
             "IE": {"en": "Ireland", "de": "Irland", "fr": "Irlande", "nl": "Ierland"},
             "AT": {"de": "Österreich", "en": "Austria", "fr": "Autriche", "nl": "Oostenrijk"}}


def _country(inv: Invoice, code: str | None = None) -> str:
    return COUNTRIES[code or inv.supplier.country][inv.language]


def _eur(inv: Invoice, value, after: bool = False) -> str:
    return f"{inv.number(value)} €" if after else f"€ {inv.number(value)}"


# --- rentman (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def rentman(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Project", "Huurperiode",
                                        "Uw referentie", "Klantnummer"),
          "cols": ("Aantal", "Omschrijving", "Prijs", "Factor", "Korting", "Totaal"),
          "groups": ("Materiaal", "Personeel"), "sub": "Subtotaal", "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Totaal incl. btw", "vatno": "Btw-nummer",
          "pay": "Gelieve het totaalbedrag binnen {terms} over te maken op {iban} (BIC {bic}) onder vermelding van "
                 "het factuurnummer."}
         if nl else
         {"title": "Invoice", "facts": ("Invoice number", "Invoice date", "Due date", "Project", "Rental period",
                                        "Your reference", "Customer number"),
          "cols": ("Qty", "Description", "Price", "Factor", "Discount", "Total"),
          "groups": ("Equipment", "Crew and transport"), "sub": "Subtotal", "net": "Total excl. VAT",
          "vat": "VAT {rate}%", "gross": "Total incl. VAT", "vatno": "VAT number",
          "pay": "Please pay the total within {terms} to {iban} (BIC {bic}), quoting the structured reference "
                 "below."})
    dfmt = "%d-%m-%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.extra["project"],
              inv.extra["period"], inv.po_printed or "", inv.customer_no)
    factors = inv.extra["factors"].split("|")
    day_prices = inv.extra["day_prices"].split("|")
    discounts = any(line.discount for line in inv.lines)
    src = doc_head(inv, w["title"]) + (
        '#set page(paper: "a4", margin: (x: 17mm, top: 15mm, bottom: 24mm), footer: [#set text(size: 6.8pt, '
        f'fill: luma(110))\n#align(center)[{ts(s.name + " | " + s.register + " | " + w["vatno"] + " " + s.vat)} \\ '
        f'{ts("IBAN " + inv.iban + " | BIC " + inv.bic + " | " + s.email)}]])\n'
        '#set text(font: "DejaVu Sans", size: 8.4pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 15pt, weight: "bold", fill: rgb("#1f3a5f"))[{ts(s.name)}]],\n'
        f'  align(right)[{ts(s.street)} \\ {ts(place(inv))} \\ {ts(_country(inv))} \\ {ts(s.phone)} \\ '
        f'{ts(s.email)}])\n#v(10mm)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(_country(inv, "BE"))} \\ '
        f'{ts(w["vatno"] + ": " + BUYER_VAT)}],\n'
        '  table(columns: (30mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["facts"], values) if v)
        + '))\n'
        f'#v(6mm)\n#text(size: 17pt, weight: "bold")[{ts(w["title"] + " " + inv.invoice_no)}]\n#v(3mm)\n')
    keep = [k for k in range(6) if k != 4 or discounts]
    widths = {0: "16mm", 1: "1fr", 2: "20mm", 3: "13mm", 4: "15mm", 5: "22mm"}
    crew = {"uur", "hr", "trip"}
    groups = [(w["groups"][0], [k for k, line in enumerate(inv.lines) if line.unit not in crew]),
              (w["groups"][1], [k for k, line in enumerate(inv.lines) if line.unit in crew])]
    rows = []
    for title, members in groups:
        if not members:
            continue
        rows.append(f'  table.cell(colspan: {len(keep)}, fill: luma(238))[#text(weight: "bold")[{ts(title)}]],\n')
        for k in members:
            line = inv.lines[k]
            price = inv.number(Decimal(day_prices[k]))
            qty = inv.qty(line) + (" " + line.unit if line.unit in crew else "")
            cells = {0: f'[{ts(qty)}]', 1: f'[{ts(line.description)}]', 2: f'align(right)[{ts("€ " + price)}]',
                     3: f'align(right)[{ts(factors[k])}]',
                     4: f'align(right)[{ts(inv.pct(line.discount) + "%" if line.discount else "")}]',
                     5: f'align(right)[{ts("€ " + inv.number(line.amount))}]'}
            rows.append("  " + ", ".join(cells[c] for c in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[c] for c in keep)}), stroke: (x, y) => (bottom: 0.3pt + '
            'luma(205)), inset: (x: 1.4mm, y: 1.9mm),\n'
            + "".join(f'  {"align(right, " if c >= 2 else "("}text(weight: "bold")[{ts(w["cols"][c])}]),\n'
                      for c in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.4mm, y: 1.4mm),\n'
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        weight = 'weight: "bold", size: 9.6pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(_eur(inv, value))}]),\n'
    src += '))\n#v(7mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)) + "\n"
    if inv.payment_ref:
        src += f'#v(1mm)\n#text(weight: "bold")[{ts("Structured reference: " + inv.payment_ref)}]\n'
    return _typst(src)


# --- booqable (reportlab canvas, Liberation Sans) -------------------------------------------------------------------
def booqable(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "order": "Bestelling", "date": "Factuurdatum", "due": "Vervaldatum",
          "pickup": "Ophalen", "return": "Terugbrengen", "ref": "Uw referentie", "to": "Factuuradres",
          "cols": ("Product", "Aantal", "Prijs", "Korting", "Totaal"), "sub": "Subtotaal", "net": "Totaal excl. btw",
          "vat": "Btw {rate}%", "gross": "Totaal", "due_amount": "Te betalen", "vatno": "Btw-nr.",
          "pay": "Betaal via overschrijving op {iban} (BIC {bic}) met mededeling {ref}."}
         if nl else
         {"title": "Facture", "order": "Commande", "date": "Date de facture", "due": "Date d'échéance",
          "pickup": "Retrait", "return": "Retour", "ref": "Votre référence", "to": "Adresse de facturation",
          "cols": ("Produit", "Quantité", "Prix", "Remise", "Total"), "sub": "Sous-total", "net": "Total HT",
          "vat": "TVA {rate} %", "gross": "Total", "due_amount": "Reste à payer", "vatno": "N° TVA",
          "pay": "Paiement par virement sur {iban} (BIC {bic}), référence {ref}."})
    after = not nl
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, s.name, 15, B)
    for k, text in enumerate([s.street, place(inv), _country(inv), s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 28 + k * 4, text, 8.4, F, grey=0.35)
    c.text(192, 22, f"{w['title']} {inv.invoice_no}", 15, B, "right")
    facts = [(w["order"], inv.extra["order"]), (w["date"], _issued(inv, "%d-%m-%Y" if nl else "%d/%m/%Y")),
             (w["due"], inv.day(inv.due, "%d-%m-%Y" if nl else "%d/%m/%Y")),
             (w["pickup"], inv.extra["pickup"]), (w["return"], inv.extra["return"]),
             (w["ref"], inv.po_printed or "")]
    for k, (label, value) in enumerate(facts):
        c.text(148, 30 + k * 4.4, label, 8.2, F, "right", grey=0.4)
        c.text(192, 30 + k * 4.4, value, 8.2, F, "right")
    c.text(18, 62, w["to"].upper(), 7.4, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], _country(inv, "BE"), f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 67 + k * 4.4, text, 9, B if k == 0 else F)
    y = 98
    discounts = any(line.discount for line in inv.lines)
    cols = [(18, "left"), (128, "right"), (150, "right"), (168, "right"), (192, "right")]
    c.fill(18, y - 4.6, 174, 6.6, 0.94)
    for k, ((x, al), head) in enumerate(zip(cols, w["cols"])):
        if k != 3 or discounts:
            c.text(x + (1 if al == "left" else -1), y, head, 8.2, B, al)
    y += 7.5
    for line in inv.lines:
        desc = rl_wrap(line.description, B, 8.8, 94 * MM)
        values = [None, f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                  inv.pct(line.discount) + " %" if line.discount else "", inv.number(line.amount)]
        for k, ((x, al), value) in enumerate(zip(cols, values)):
            if value:
                c.text(x - 1, y, (value + " €" if after else "€ " + value) if k in (2, 4) else value, 8.8, F, al)
        for row in desc:
            c.text(19, y, row, 8.8, B)
            y += 4.2
        c.text(19, y, "SKU " + line.article, 7.4, F, grey=0.45)
        y += 3.2
        c.rule(18, y, 192, 0.3, grey=0.8)
        y += 5.4
    y += 2
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    rows.append((w["due_amount"], inv.gross_total, True))
    for label, value, strong in rows:
        c.text(160, y, label, 9.2 if strong else 8.8, B if strong else F, "right")
        c.text(192, y, _eur(inv, value, after), 9.2 if strong else 8.8, B if strong else F, "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 2
    c.text(105, 285, f"{s.name} · {s.register} · {s.phone}", 6.8, F, "center", grey=0.45)
    return c.bytes()


# --- currentrms (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------
def currentrms(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice Number", "Invoice Date", "Due Date", "Customer Reference",
                                        "Opportunity", "Charging Period", "Account"),
          "to": "Invoice To", "section": "Rental", "section2": "Services",
          "cols": ("Item", "Qty", "Price", "Disc.", "Total"), "sub": "Charge Total",
          "net": "Total Excl. VAT", "vat": "VAT {rate}%", "gross": "Invoice Total", "vatno": "VAT No.",
          "pay": "Payment terms: {terms}. Bank: IBAN {iban}, BIC {bic}."}
         if en else
         {"title": "RECHNUNG", "facts": ("Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Kundenreferenz",
                                         "Vorgang", "Berechnungszeitraum", "Kundenkonto"),
          "to": "Rechnungsempfänger", "section": "Verkauf", "section2": "",
          "cols": ("Artikel", "Menge", "Preis", "Rabatt", "Gesamt"), "sub": "Summe Positionen",
          "net": "Summe netto", "vat": "USt. {rate} %", "gross": "Rechnungsbetrag", "vatno": "USt-IdNr.",
          "pay": "Zahlungsbedingungen: {terms}. Bankverbindung: IBAN {iban}, BIC {bic}."})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {_country(inv)}", s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        f(16, 26 + k * 3.8, text, 7.8)
    f(194, 20, w["title"], 20, "B", "right")
    dfmt = "%d/%m/%Y" if en else "%d.%m.%Y"
    values = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt), inv.po_printed or "",
              inv.extra["opportunity"], inv.extra["period"], inv.customer_no)
    facts = [(k, v) for k, v in zip(w["facts"], values) if v]
    pdf.set_draw_color(170, 170, 170)
    pdf.rect(112, 27, 82, 4 + 4.4 * len(facts))
    for k, (label, value) in enumerate(facts):
        f(115, 32 + k * 4.4, label, 7.6, "B")
        f(150, 32 + k * 4.4, value, 7.6)
    f(16, 56, w["to"], 8, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], _country(inv, "BE"), f"{w['vatno']} {BUYER_VAT}"]):
        f(16, 61 + k * 4.2, text, 8.8)
    y = 92
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    pdf.set_fill_color(60, 60, 60)
    pdf.rect(16, y - 4.4, 178, 6.2, style="F")
    pdf.set_text_color(255, 255, 255)
    xs = {"art": 17, "item": 44 if articles else 17, "qty": 134, "price": 156, "disc": 172, "total": 193}
    if articles:
        f(xs["art"], y, "Art.-Nr." if not en else "Code", 7.8, "B")
    f(xs["item"], y, w["cols"][0], 7.8, "B")
    for key, head in zip(("qty", "price", "disc", "total"), w["cols"][1:]):
        if key != "disc" or discounts:
            f(xs[key], y, head, 7.8, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 7.5
    services = {"hours"}
    sections = [(w["section"], [line for line in inv.lines if line.unit not in services]),
                (w["section2"], [line for line in inv.lines if line.unit in services])]
    width = 134 - xs["item"] - 22
    for title, members in sections:
        if not members:
            continue
        f(17, y, title, 8.6, "B")
        pdf.set_draw_color(60, 60, 60)
        pdf.line(16, y + 1.4, 194, y + 1.4)
        y += 6
        for line in members:
            pdf.set_font("DejaVu", "", 8.2)
            desc = fp_wrap(pdf, line.description, width)
            if line.article:
                f(xs["art"], y, line.article, 8.2)
            f(xs["item"], y, desc[0], 8.2)
            f(xs["qty"], y, f"{inv.qty(line)} {line.unit}" if line.unit == "hours" else inv.qty(line), 8.2, "",
              "right")
            f(xs["price"], y, inv.number(line.price), 8.2, "", "right")
            if line.discount:
                f(xs["disc"], y, inv.pct(line.discount) + "%", 8.2, "", "right")
            f(xs["total"], y, inv.number(line.amount), 8.2, "", "right")
            for more in desc[1:]:
                y += 3.8
                f(xs["item"], y, more, 8.2)
            y += 5.6
        y += 1.5
    pdf.set_draw_color(170, 170, 170)
    pdf.line(110, y - 2, 194, y - 2)
    y += 3
    cur = "EUR"
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        f(160, y, label + (f" ({cur})" if strong else ""), 8.8, "B" if strong else "", "right")
        f(193, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5.2
    y += 8
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic)]:
        pdf.set_font("DejaVu", "", 8)
        for row in fp_wrap(pdf, text, 176):
            f(16, y, row, 8)
            y += 3.9
        y += 1.6
    f(105, 286, f"{s.name} · {s.register} · {w['vatno']} {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


# --- pointofrental (fpdf2, Liberation Sans) -------------------------------------------------------------------------
def pointofrental(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice", "Contract", "Date", "Account", "P.O.", "Job Site", "Terms"),
          "out": "Out", "in": "In", "bill": "Bill To",
          "cols": ("Qty", "Item #", "Description", "Unit", "Price", "Extended"),
          "sub": "Rental / Sales", "net": "Subtotal", "vat": "VAT {rate}%", "gross": "Total",
          "due": "Amount Due", "vatno": "VAT", "pay": "Remit to IBAN {iban} - BIC {bic} - Ref. {ref}",
          "sign": "Received by: ______________________"}
         if en else
         {"title": "FACTURE", "facts": ("Facture", "Contrat", "Date", "Compte", "Bon de cde", "Chantier",
                                        "Conditions"),
          "out": "Sortie", "in": "Retour", "bill": "Facturé à",
          "cols": ("Qté", "N° article", "Désignation", "Unité", "Prix", "Montant"),
          "sub": "Sous-total articles", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "due": "Montant dû", "vatno": "TVA", "pay": "Virement sur IBAN {iban} - BIC {bic} - Réf. {ref}",
          "sign": "Reçu par : ______________________"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    f(14, 18, s.name, 14, "B")
    f(14, 23.5, f"{s.street} · {place(inv)} · {_country(inv)}", 8)
    f(14, 27.5, f"Tel. {s.phone} · {s.email} · {w['vatno']} {s.vat}", 8)
    f(196, 18, w["title"], 16, "B", "right")
    values = (inv.invoice_no, inv.extra["contract"], _issued(inv, "%d/%m/%Y"), inv.customer_no,
              inv.po_printed or "", inv.extra["jobsite"], inv.extra["terms"])
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.3)
    x0, cw = 14, 182 / 7
    pdf.rect(x0, 33, 182, 11)
    for k, (label, value) in enumerate(zip(w["facts"], values)):
        x = x0 + k * cw
        if k:
            pdf.line(x, 33, x, 44)
        f(x + 1.2, 36.6, label, 6.8, "B")
        pdf.set_font("Lib", "", 7.8)
        if pdf.get_string_width(value) > cw - 2:
            raise ValueError(f"{inv.name}: {value!r} does not fit its header cell")
        f(x + 1.2, 41.6, value, 7.8)
    f(14, 52, w["bill"], 7.6, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(14, 57 + k * 4.1, text, 8.8)
    f(120, 57, f"{w['out']}: {inv.extra['out']}", 8.4)
    if inv.extra["in"]:
        f(120, 61.1, f"{w['in']}: {inv.extra['in']}", 8.4)
    y = 80
    cols = [(22, "right"), (26, "left"), (52, "left"), (146, "left"), (170, "right"), (195, "right")]
    pdf.line(14, y - 4.6, 196, y - 4.6)
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 8, "B", al)
    pdf.line(14, y + 1.6, 196, y + 1.6)
    y += 6.5
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 90)
        for (x, al), value in zip(cols, (inv.qty(line), line.article, desc[0], line.unit, inv.number(line.price),
                                         inv.number(line.amount))):
            f(x, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.8
            f(52, y, more, 8.4)
        y += 5.4
    pdf.line(14, y - 2.4, 196, y - 2.4)
    y += 3.5
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    rows.append((w["due"], inv.gross_total, True))
    for label, value, strong in rows:
        f(168, y, label, 8.8, "B" if strong else "", "right")
        f(195, y, inv.number(value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 6
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or inv.invoice_no)]:
        pdf.set_font("Lib", "", 8)
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 8)
            y += 3.9
        y += 1.8
    f(14, y + 8, w["sign"], 8.4)
    f(105, 287, f"{s.name} · {s.register}", 6.8, "", "center")
    return bytes(pdf.output())


# --- practicepanther (reportlab platypus, DejaVu Sans) --------------------------------------------------------------
def practicepanther(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "facts": ("Invoice #", "Invoice Date", "Due Date", "Client Reference"),
          "bill": "Bill To", "matter": "Matter", "time": "Time Entries", "exp": "Expenses",
          "tcols": ("Date", "User", "Description", "Hours", "Rate", "Amount"),
          "ecols": ("Date", "Description", "Qty", "Price", "Amount"),
          "ttot": "Time Entries Total", "etot": "Expenses Total", "net": "Subtotal", "vat": "VAT {rate}%",
          "gross": "Total", "due": "Balance Due", "vatno": "VAT",
          "pay": "Please pay by bank transfer to IBAN {iban} (BIC {bic}), quoting invoice {no}."}
         if en else
         {"title": "FACTUUR", "facts": ("Factuur #", "Factuurdatum", "Vervaldatum", "Referentie cliënt"),
          "bill": "Factuur aan", "matter": "Dossier", "time": "Prestaties", "exp": "Kosten",
          "tcols": ("Datum", "Advocaat", "Omschrijving", "Uren", "Tarief", "Bedrag"),
          "ecols": ("Datum", "Omschrijving", "Aantal", "Prijs", "Bedrag"),
          "ttot": "Totaal prestaties", "etot": "Totaal kosten", "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Totaal incl. btw", "due": "Openstaand saldo", "vatno": "Btw",
          "pay": "Gelieve te betalen op IBAN {iban} (BIC {bic}) met de gestructureerde mededeling {ref}."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    small = _style("ppl", 7.2, "DV", grey=0.4)
    normal, right = _style("ppn", 8.2, "DV"), _style("ppr", 8.2, "DV", align=2)
    bold, bold_r = _style("ppb", 8.2, "DVB"), _style("ppbr", 8.2, "DVB", align=2)
    dfmt = "%d/%m/%Y"
    firm = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}, "
                     f"{escape(_country(inv))}<br/>{escape(s.phone)} · {escape(s.email)}<br/>"
                     f"{escape(w['vatno'])} {escape(s.vat)}", _style("ppf", 8.4, "DV", lead=10.8))
    vals = (inv.invoice_no, _issued(inv, dfmt), inv.day(inv.due, dfmt if not en else "%b %d, %Y"),
            inv.po_printed or "")
    facts = Table([[Paragraph(escape(k), small), Paragraph(escape(v), right)] for k, v in zip(w["facts"], vals)],
                  colWidths=[32 * mm, 40 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    title = Paragraph(f"<b>{w['title']}</b>", _style("ppt", 20, "DVB", align=2, lead=24))
    top = Table([[firm, [title, Spacer(1, 2 * mm), facts]]], colWidths=[106 * mm, 72 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<font size=7 color='#666666'>{escape(w['bill'].upper())}</font><br/><b>{escape(BUYER[0])}"
                     f"</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(_country(inv, 'BE'))}<br/>"
                     f"{escape(w['vatno'])} {escape(BUYER_VAT)}", _style("ppa", 8.6, "DV", lead=11))
    matter = Paragraph(f"<b>{escape(w['matter'])}:</b> {escape(inv.extra['matter'])}", normal)
    dates, who = inv.extra["dates"].split("|"), inv.extra["who"].split("|")
    head = colors.Color(0.16, 0.36, 0.58)
    tstyle = TableStyle([("BACKGROUND", (0, 0), (-1, 0), head), ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                         ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                         ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                         ("BOTTOMPADDING", (0, 0), (-1, -1), 2)])
    white = _style("ppw", 8, "DVB", grey=1)
    white_r = _style("ppwr", 8, "DVB", grey=1, align=2)
    time_rows = [[Paragraph(escape(h), white_r if k >= 3 else white) for k, h in enumerate(w["tcols"])]]
    exp_rows = [[Paragraph(escape(h), white_r if k >= 2 else white) for k, h in enumerate(w["ecols"])]]
    t_sum, e_sum = Decimal("0.00"), Decimal("0.00")
    for k, line in enumerate(inv.lines):
        if line.unit:
            time_rows.append([Paragraph(dates[k], normal), Paragraph(escape(who[k]), normal),
                              Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                              Paragraph(inv.number(line.price), right), Paragraph(inv.number(line.amount), right)])
            t_sum += line.amount
        else:
            exp_rows.append([Paragraph(dates[k], normal), Paragraph(escape(line.description), normal),
                             Paragraph(inv.qty(line), right), Paragraph(inv.number(line.price), right),
                             Paragraph(inv.number(line.amount), right)])
            e_sum += line.amount
    ttable = Table(time_rows, colWidths=[23 * mm, 24 * mm, 69 * mm, 16 * mm, 20 * mm, 26 * mm])
    ttable.setStyle(tstyle)
    etable = Table(exp_rows, colWidths=[23 * mm, 93 * mm, 16 * mm, 20 * mm, 26 * mm])
    etable.setStyle(tstyle)
    cur = "€ "
    trows = [(w["ttot"], t_sum, False), (w["etot"], e_sum, False)] + totals(inv, "", w["net"], w["vat"], w["gross"])
    trows.append((w["due"], inv.gross_total, True))
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(cur + inv.number(value)), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, 2), (-1, 2), 0.6, colors.black),
                             ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    story = [top, Spacer(1, 6 * mm), bill, Spacer(1, 5 * mm), matter, Spacer(1, 3 * mm),
             Paragraph(f"<b>{escape(w['time'])}</b>", normal), Spacer(1, 1.5 * mm), ttable, Spacer(1, 4 * mm),
             Paragraph(f"<b>{escape(w['exp'])}</b>", normal), Spacer(1, 1.5 * mm), etable, Spacer(1, 4 * mm), tot,
             Spacer(1, 7 * mm)]
    for text in ([inv.statement] if inv.statement else []) + [
            w["pay"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no, ref=inv.payment_ref)]:
        story += [Paragraph(escape(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.register} · IBAN {inv.iban}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- brm (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------------
def brm(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.fill(0, 0, 210, 14, 0.2)
    c.c.setFillGray(1)
    c.c.setFont(B, 12)
    c.c.drawString(16 * MM, c.height - 9.4 * MM, s.name)
    c.c.setFont(F, 8)
    c.c.drawRightString(194 * MM, c.height - 9 * MM, "Relevé de facturation entreprises")
    c.c.setFillGray(0)
    for k, text in enumerate([s.street, place(inv), f"TVA {s.vat}", s.register]):
        c.text(16, 21 + k * 3.6, text, 7.6, F, grey=0.3)
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "BELGIQUE"]):
        c.text(110, 30 + k * 4.3, text, 9.2, B if k == 0 else F)
    facts = [("Numéro de compte", inv.extra["account"]), ("Facture n°", inv.invoice_no),
             ("Date de facture", inv.day(inv.issued, "%d/%m/%Y")), ("Période de facturation", inv.extra["period"]),
             ("Date d'échéance", inv.day(inv.due, "%d/%m/%Y")), ("Votre n° TVA", BUYER_VAT),
             ("Votre référence", inv.po_printed)]
    y = 56
    for k, (label, value) in enumerate(facts):
        c.text(16, y + k * 4.2, label, 8, F, grey=0.35)
        c.text(58, y + k * 4.2, value, 8, B if k == 1 else F)
    # account summary
    c.fill(110, 56, 84, 27, 0.93)
    c.text(113, 61, "Résumé du compte", 8.6, B)
    summary = [("Solde précédent", inv.extra["previous"]), ("Paiements reçus - merci", "-" + inv.extra["paid"]),
               ("Nouveaux frais de la période", inv.number(inv.gross_total)),
               ("Montant dû (EUR)", inv.number(inv.gross_total))]
    for k, (label, value) in enumerate(summary):
        c.text(113, 66.5 + k * 4.3, label, 8, B if k == 3 else F)
        c.text(191, 66.5 + k * 4.3, value, 8, B if k == 3 else F, "right")
    y = 95
    c.text(16, y, "Détail des frais", 11, B)
    y += 7
    cols = [(16, "left"), (136, "right"), (139, "left"), (168, "right"), (194, "right")]
    for (x, al), head in zip(cols, ("Description", "Quantité", "Unité", "Prix unitaire", "Montant")):
        c.text(x, y, head, 7.8, B, al)
    c.rule(16, y + 1.6, 194, 0.5)
    y += 6
    sections = [("Frais d'utilisation", [0, 1]), ("Frais récurrents", [2]), ("Taxes et contributions", [3])]
    for title, members in sections:
        c.text(16, y, title, 8.4, B, grey=0.25)
        y += 4.6
        for k in members:
            line = inv.lines[k]
            desc = rl_wrap(line.description, F, 8.2, 100 * MM)
            c.text(19, y, desc[0], 8.2, F)
            for (x, al), value in zip(cols[1:], (inv.qty(line), line.unit, inv.number(line.price),
                                                 inv.number(line.amount))):
                c.text(x, y, value, 8.2, F, al)
            for more in desc[1:]:
                y += 3.8
                c.text(19, y, more, 8.2, F)
            y += 4.6
        sub = sum((inv.lines[k].amount for k in members), inv.lines[0].amount * 0)
        c.text(168, y, f"Sous-total {title.lower()}", 7.8, F, "right", grey=0.35)
        c.text(194, y, inv.number(sub), 7.8, F, "right", grey=0.35)
        y += 6.5
    c.rule(120, y - 2.5, 194, 0.5)
    y += 2.5
    for label, value, strong in totals(inv, "", "Total hors TVA", "TVA {rate} %", "Total TVA comprise"):
        c.text(168, y, label, 8.8, B if strong else F, "right")
        c.text(194, y, inv.number(value) + " €", 8.8, B if strong else F, "right")
        y += 5
    y += 8
    for text in [f"Montant à payer avant le {inv.day(inv.due, '%d/%m/%Y')} : {inv.number(inv.gross_total)} € sur "
                 f"le compte {inv.iban} (BIC {inv.bic}) avec la communication structurée {inv.payment_ref}.",
                 "Les prix de l'énergie sont indexés mensuellement selon les conditions particulières de votre "
                 "contrat. Les relevés de compteur proviennent du gestionnaire de réseau de distribution."]:
        for row in rl_wrap(text, F, 8, 178 * MM):
            c.text(16, y, row, 8, F)
            y += 3.8
        y += 2
    c.rule(16, 276, 194, 0.3, grey=0.6)
    c.text(105, 280, f"{s.name} · {s.street} · {place(inv)} · TVA {s.vat} · {s.register}", 6.6, F, "center",
           grey=0.35)
    c.text(105, 283.5, f"{s.phone} · {s.email} · Page 1 / 1", 6.6, F, "center", grey=0.35)
    return c.bytes()


# --- pabbly (Typst, Liberation Sans) --------------------------------------------------------------------------------
def pabbly(inv: Invoice) -> bytes:
    s = inv.supplier
    cur = lambda value: inv.number(value) + " €"  # noqa: E731
    facts = (("Rechnungsnr.", inv.invoice_no), ("Rechnungsdatum", _issued(inv, "%d.%m.%Y")),
             ("Abonnement-ID", inv.extra["subscription"]), ("Kunden-ID", inv.customer_no))
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (x: 20mm, top: 18mm, bottom: 22mm), footer: align(center, text(size: '
        f'6.8pt, fill: luma(120))[{ts(s.name + " · " + s.register + " · UID " + s.vat)}]))\n'
        '#set text(font: "Liberation Sans", size: 9pt)\n'
        '#grid(columns: (1fr, 1fr),\n'
        f'  [#text(size: 14pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(_country(inv))} \\ {ts(s.email)} \\ {ts("UID: " + s.vat)}],\n'
        '  align(right)[#text(size: 22pt, weight: "bold", fill: rgb("#2b6cb0"))[RECHNUNG] #v(1mm)\n'
        f'  #box(fill: rgb("#c6f6d5"), inset: (x: 2.4mm, y: 1.2mm), radius: 2pt)[#text(fill: rgb("#22543d"), '
        f'weight: "bold")[{ts(inv.extra["status"].upper())}]] #v(2mm)\n'
        '  #grid(columns: (auto, auto), column-gutter: 4mm, row-gutter: 1.8mm,\n'
        + "".join(f'    align(right, text(fill: luma(110))[{ts(k)}]), align(right)[{ts(v)}],\n' for k, v in facts)
        + '  )])\n#v(8mm)\n'
        f'#text(fill: luma(110))[Rechnung an] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ '
        f'{ts(BUYER[2])} \\ {ts(_country(inv, "BE"))} \\ {ts("UID: " + BUYER_VAT)}\n#v(8mm)\n')
    rows = []
    for line in inv.lines:
        rows.append(f'  [{ts(line.description)} \\ #text(size: 7.6pt, fill: luma(120))[{ts("Code: " + line.article)}]],'
                    f' align(right)[{ts(inv.qty(line))}], align(right)[{ts(cur(line.price))}], '
                    f'align(right)[{ts(cur(line.amount))}],\n')
    src += ('#table(columns: (1fr, 18mm, 28mm, 28mm), stroke: (x, y) => (bottom: 0.4pt + luma(210)), '
            'fill: (x, y) => if y == 0 { rgb("#2b6cb0") }, inset: (x: 2mm, y: 2.4mm),\n'
            + "".join(f'  {"(" if k == 0 else "align(right, "}text(fill: white, weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Beschreibung", "Menge", "Preis", "Betrag")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (52mm, 30mm), stroke: none, inset: (x: 2mm, y: 1.6mm),\n'
    rows = totals(inv, "Zwischensumme", "Summe netto", "USt. ({rate} %)", "Gesamtbetrag")
    rows += [("Bezahlter Betrag", inv.gross_total, False), ("Offener Betrag", inv.gross_total * 0, True)]
    for label, value, strong in rows:
        weight = 'weight: "bold"' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(cur(value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'{ts(inv.statement)}\n#v(3mm)\n'
    src += ts(f"Zahlung erhalten am {inv.day(inv.due, '%d.%m.%Y')} per SEPA-Lastschrift. Bankverbindung: IBAN "
              f"{inv.iban}, BIC {inv.bic}.") + "\n#v(2mm)\n"
    src += ts("Vielen Dank für Ihr Abonnement!") + "\n"
    return _typst(src)


WRITERS = {"rentman": rentman, "booqable": booqable, "currentrms": currentrms, "pointofrental": pointofrental,
           "practicepanther": practicepanther, "brm": brm, "pabbly": pabbly}
