"""Seven page writers for the fortieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): two on fpdf2, three on
reportlab (two on its canvas, one on its platypus flowables), two made by Typst, on DejaVu and Liberation fonts.
Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab
canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are the shared ones of
evals/blind_corpus/drawing.py.

- pantheon (fpdf2, DejaVu Sans): a Pantheon-style print (the Slovenian/Croatian ERP), en or de: the issuer's
  block with its VAT ID and court register over a rule, the customer in a framed box left, `INVOICE` /
  `RECHNUNG` with `No.` and a fact list right (date and place of issue, date of supply, due date, the order, the
  customer ID; Croatian prints add the time of issue and write dates with a closing dot), a grey-headed grid
  `No.` / `Code` / `Description` / `Qty` / `UM` / `Price` / `Rebate %` / `VAT %` / `Value`, a VAT recap (rate,
  base, VAT) beside the totals (`Value without VAT`, `VAT`, `TOTAL FOR PAYMENT EUR`), the exemption note, the
  payment reference (`SI00 …` / `HR00 …`), who issued it.
- eracuni (Typst, Liberation Sans): an e-racuni-style online invoice (Slovenia, Croatia), en or de: the company
  left, a big coloured `INVOICE` / `RECHNUNG` with the number right, the buyer in a framed box and the document
  facts beside it (`Date of issue`, `Date of service`, `Due date`, `Your order`, `Payment reference`), a table on
  a coloured header (`#`, `Code` when lines have one, `Item`, `Qty`, `Unit`, `Price`, `Discount` when a line has
  one, `VAT`, `Amount`), totals (`Total without VAT`, `VAT`, `Total`, a shaded `Amount due EUR`), a VAT recap.
  Slovenian dates are written the Slovenian way (`14. 1. 2028`).
- sage200 (reportlab canvas, Liberation Sans): a Sage 200-style sales invoice (UK/Ireland), en: the company top
  left, `INVOICE` top right with the company's contact and VAT registration, `Invoice To` / `Deliver To` boxes, a
  boxed row of facts (`Invoice No.`, `Invoice Date / Tax Point`, `Account`, `Customer Order No.`, `Despatch No.`,
  `Page`), `Product Code` / `Description` / `Quantity` (two decimals) / `Unit` / `Unit Price` / `Disc %` /
  `Net Amount` / `VAT %`, a totals box (`Goods Total`, `Carriage`, `Total Net Amount`, `Total VAT`,
  `Invoice Total EUR`), the bank details box, the registered-office line.
- scoro (reportlab platypus, DejaVu Sans): a Scoro-style invoice (Estonian work-management software), en or nl:
  the company left, `INVOICE` / `FACTUUR` with `No.` right, the client and the facts (`Invoice date`, `Due date`,
  `Payment term`, `Reference no.` / `Gestructureerde mededeling`, `Your ref.` / `Uw referentie`, `Our contact`)
  side by side, `Description` / `Qty` / `Unit` / `Price` / `Disc. %` / `Sum`, totals (`Total without VAT`,
  `VAT`, `Total`, `To pay`), a three-column footer (register, contact, bank).
- kontist (Typst, DejaVu Sans): a Kontist-style freelancer invoice (German business account with invoicing), de:
  the sender line over the address, an info block right (`Rechnungsnummer`, `Rechnungsdatum`,
  `Leistungszeitraum`), `Rechnung`, an introduction that cites the customer's order (the PO number only there),
  `Pos.` / `Beschreibung` / `Menge` / `Einheit` / `Einzelpreis` / `Gesamt`, `Summe netto`, `USt.`,
  `Gesamtbetrag`, the reverse-charge note, the payment sentence, a footer with tax number and bank.
- paypal (reportlab canvas, DejaVu Sans): a PayPal Invoicing-style invoice, nl or fr: the business top left,
  `FACTUUR` / `FACTURE` top right over `Factuurnummer`, `Factuurdatum` (`7 jan. 2028`), `Referentie`,
  `Vervaldatum`, `Factuur aan` / `Verzenden naar`, items as a bold name with a grey description under it,
  `AANTAL` / `PRIJS` / `BEDRAG` (no units, no article numbers), totals (`Subtotaal`, shipping or discount, the
  tax row, `Totaal`, `Verschuldigd bedrag`), `Opmerking voor de ontvanger` and `Voorwaarden`.
- zettle (fpdf2, Liberation Sans): a Zettle-style small-shop invoice (the card-terminal app's invoices), nl or fr:
  the shop top left, `Factuur` / `Facture` right with its number and dates, the customer, products with prices
  **including VAT** (`Product` / `Aantal` / `Prijs` / `Totaal`), `Totaal incl. btw`, then the VAT breakdown
  (`Btw %` / `Excl. btw` / `Btw` / `Incl. btw`), the transfer sentence."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice, money

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib,  # noqa: E402
                     _style, _typst, doc_head, fp_wrap, place, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRIES = {"SI": {"en": "Slovenia", "de": "Slowenien"}, "HR": {"en": "Croatia", "de": "Kroatien"},
             "IE": {"en": "Ireland"}, "EE": {"en": "Estonia"}, "DE": {"de": "Deutschland"},
             "NL": {"nl": "Nederland"}, "BE": {"nl": "België", "fr": "Belgique"}}
SHORT_MONTHS = {"nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
                "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc."}


def eur(inv: Invoice, value: Decimal) -> str:
    """An amount with the euro sign where the language puts it."""
    text = inv.number(value)
    return f"{text}\u00a0€" if inv.language in ("fr", "de") else f"€ {text}" if inv.language == "nl" else f"€{text}"


def si_date(value) -> str:
    """The Slovenian way: `14. 1. 2028`."""
    return f"{value.day}. {value.month}. {value.year}"


# --- pantheon (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def pantheon(inv: Invoice) -> bytes:
    s, en, hr = inv.supplier, inv.language == "en", inv.supplier.country == "HR"
    w = ({"title": "INVOICE", "no": "No.", "customer": "Customer", "vatid": "VAT ID",
          "facts": ("Date of issue", "Place of issue", "Date of supply", "Due date", "Your order No.",
                    "Customer ID"),
          "cols": ("No.", "Code", "Description", "Qty", "UM", "Price", "Rebate %", "VAT %", "Value"),
          "recap": ("VAT rate", "Tax base", "VAT amount"), "sub": "Goods value", "net": "Value without VAT",
          "vat": "VAT {rate} %", "gross": "TOTAL FOR PAYMENT EUR",
          "pay": "Please pay the amount by {due} to our account IBAN {iban}, BIC {bic}, quoting the reference "
                 "{ref}.", "issuer": "Invoice issued by", "page": "Page 1/1", "stamp": "Stamp and signature"}
         if en else
         {"title": "RECHNUNG", "no": "Nr.", "customer": "Kunde", "vatid": "USt-IdNr.",
          "facts": ("Datum und Zeit der Ausstellung" if hr else "Ausstellungsdatum", "Ausstellungsort",
                    "Lieferdatum", "Fälligkeitsdatum", "Ihre Bestellung", "Kundennummer"),
          "cols": ("Nr.", "Ident", "Bezeichnung", "Menge", "ME", "Preis", "Rabatt %", "MwSt. %", "Wert"),
          "recap": ("MwSt.-Satz", "Bemessungsgrundlage", "MwSt.-Betrag"), "sub": "Warenwert",
          "net": "Wert ohne MwSt.", "vat": "MwSt. {rate} %", "gross": "ZAHLBETRAG EUR",
          "pay": "Bitte überweisen Sie den Betrag bis {due} auf unser Konto IBAN {iban}, BIC {bic}, "
                 "Zahlungsreferenz {ref}.", "issuer": "Rechnung ausgestellt von", "page": "Seite 1/1",
          "stamp": "Stempel und Unterschrift"})
    dfmt = "%d.%m.%Y." if hr else "%d.%m.%Y"
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.2, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(14, 17, s.name, 12.5, "B")
    rows = [f"{s.street}, {place(inv)}, {COUNTRIES[s.country][inv.language]}", f"Tel. {s.phone} · {s.email}",
            f"{w['vatid']}: {s.vat}", s.register]
    for k, text in enumerate(rows):
        f(14, 22.5 + k * 3.7, text, 7.6)
    pdf.set_draw_color(90, 90, 90)
    pdf.set_line_width(0.3)
    pdf.line(14, 40, 196, 40)
    pdf.rect(14, 48, 88, 32)
    pdf.set_text_color(100, 100, 100)
    f(17, 53, w["customer"], 7)
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"] + " / " + {"en": "Belgium",
                                                                                         "de": "Belgien"}[inv.language],
                              f"{w['vatid']}: {BUYER_VAT}"]):
        f(17, 58.5 + k * 4.3, text, 9, "B" if k == 0 else "")
    f(112, 53, w["title"], 15, "B")
    f(112, 59.5, f"{w['no']} {inv.invoice_no}", 10.5, "B")
    issued = inv.issued.strftime(dfmt) + (f" {inv.extra['time']}" if "time" in inv.extra else "")
    values = (issued, inv.extra["place"], inv.extra["supply"], inv.due.strftime(dfmt), inv.po_printed or "",
              inv.customer_no)
    y = 66
    for label, value in zip(w["facts"], values):
        if value:
            f(112, y, label, 7.8)
            f(196, y, value, 7.8, "", "right")
            y += 3.9
    y = 96
    cols = [(15, "l"), (21, "l"), (45, "l"), (123, "r"), (125, "l"), (145, "r"), (160, "r"), (173, "r"),
            (195, "r")]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(14, y - 4.4, 182, 6.2, style="DF")
    for (x, al), head in zip(cols, w["cols"]):
        f(x, y, head, 7.2, "B", "right" if al == "r" else "left")
    y += 6.4
    for k, line in enumerate(inv.lines):
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 64)
        values = [f"{k + 1}", line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price),
                  inv.number(line.discount) if line.discount else "", inv.number(inv.vat_rate),
                  inv.number(line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(45, y, more, 8)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(14, y + 2, 196, y + 2)
        y += 5.8
    pdf.set_draw_color(90, 90, 90)
    y += 4
    top = y
    for (x, al), head in zip(((14, "left"), (70, "right"), (100, "right")), w["recap"]):
        f(x, y, head, 7.2, "B", al)
    pdf.line(14, y + 1.4, 92, y + 1.4)
    f(14, y + 5.4, f"{inv.number(inv.vat_rate)} %", 7.8)
    f(70, y + 5.4, inv.number(inv.net_total), 7.8, "", "right")
    f(100, y + 5.4, inv.number(inv.vat_amount), 7.8, "", "right")
    y = top
    for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"]):
        if strong:
            pdf.set_fill_color(235, 235, 235)
            pdf.rect(112, y - 4.2, 84, 6.2, style="F")
        f(160, y, label, 8.6 if strong else 8.2, "B" if strong else "", "right")
        f(195, y, inv.number(value), 8.6 if strong else 8.2, "B" if strong else "", "right")
        y += 5.6
    y += 6
    pdf.set_font("DejaVu", "", 7.8)
    texts = [inv.statement, w["pay"].format(due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic,
                                            ref=inv.payment_ref)]
    for text in texts:
        for row in fp_wrap(pdf, text, 180):
            f(14, y, row, 7.8)
            y += 3.8
        y += 1.6
    y += 4
    f(14, y, f"{w['issuer']}: {inv.extra['issuer']}", 7.8)
    f(150, y, w["stamp"], 7.8)
    pdf.line(140, y + 14, 196, y + 14)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(14, 282, 196, 282)
    f(14, 286, f"{s.name} · {s.street} · {place(inv)} · {inv.iban}", 6.4)
    f(196, 286, w["page"], 6.4, "", "right")
    return bytes(pdf.output())


# --- eracuni (Typst, Liberation Sans) -------------------------------------------------------------------------------
def eracuni(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "no": "No.", "buyer": "BUYER", "vatid": "VAT ID",
          "facts": ("Invoice number", "Date of issue", "Date of service", "Due date", "Your order",
                    "Payment reference", "Place of issue"),
          "cols": ("#", "Code", "Item", "Qty", "Unit", "Price", "Discount", "VAT", "Amount"),
          "net": "Total without VAT", "vat": "VAT {rate} %", "gross": "Total", "due": "Amount due EUR",
          "recap": ("VAT rate", "Base", "VAT"), "note": "Note", "issuer": "Issued by",
          "pay": "Payment to {iban} (BIC {bic}), reference {ref}."}
         if en else
         {"title": "RECHNUNG", "no": "Nr.", "buyer": "KÄUFER", "vatid": "USt-IdNr.",
          "facts": ("Rechnungsnummer", "Ausstellungsdatum", "Leistungsdatum", "Fälligkeitsdatum", "Ihre Bestellung",
                    "Zahlungsreferenz", "Ausstellungsort"),
          "cols": ("Pos.", "Art.-Nr.", "Artikel", "Menge", "ME", "Preis", "Rabatt", "MwSt.", "Betrag"),
          "net": "Betrag ohne MwSt.", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "due": "Zu zahlender Betrag EUR", "recap": ("MwSt.-Satz", "Grundlage", "MwSt."), "note": "Hinweis",
          "issuer": "Ausgestellt von", "pay": "Zahlung an {iban} (BIC {bic}), Referenz {ref}."})
    day = si_date if s.country == "SI" else (lambda d: d.strftime("%d.%m.%Y"))
    values = (inv.invoice_no, day(inv.issued), day(inv.extra["service"]), day(inv.due), inv.po_printed or "",
              inv.payment_ref, inv.extra["place"])
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    blue = 'rgb("#1d6fa5")'
    src = doc_head(inv, w["title"].title()) + (
        '#set page(paper: "a4", margin: (x: 16mm, top: 15mm, bottom: 24mm), footer: [#line(length: 100%, stroke: '
        '0.4pt + luma(180)) #set text(size: 6.8pt, fill: luma(100))\n'
        f'#align(center)[{ts(s.name + " · " + s.street + ", " + place(inv) + " · " + w["vatid"] + " " + s.vat)} \\ '
        f'{ts(s.register + " · IBAN " + inv.iban + " · BIC " + inv.bic)}]])\n'
        '#set text(font: "Liberation Sans", size: 8.6pt)\n'
        '#grid(columns: (1fr, auto),\n'
        f'  [#text(size: 13pt, weight: "bold")[{ts(s.name)}] \\ {ts(s.street)} \\ {ts(place(inv))} \\ '
        f'{ts(COUNTRIES[s.country][inv.language])} \\ {ts(w["vatid"] + ": " + s.vat)} \\ '
        f'{ts(s.phone + " · " + s.email)}],\n'
        f'  align(right)[#text(size: 24pt, weight: "bold", fill: {blue})[{ts(w["title"])}] \\ '
        f'#text(size: 11pt)[{ts(w["no"] + " " + inv.invoice_no)}]])\n'
        '#v(8mm)\n#grid(columns: (1fr, 1fr), column-gutter: 10mm,\n'
        f'  rect(width: 100%, stroke: 0.5pt + luma(160), inset: 3mm)[#text(size: 7pt, fill: luma(110))'
        f'[{ts(w["buyer"])}] \\ #text(weight: "bold")[{ts(BUYER[0])}] \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts({"en": "Belgium", "de": "Belgien"}[inv.language])} \\ {ts(w["vatid"] + ": " + BUYER_VAT)}],\n'
        '  table(columns: (auto, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm), column-gutter: 4mm,\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], align(right)[{ts(v)}],\n'
                  for k, v in zip(w["facts"], values) if v)
        + '  ))\n#v(8mm)\n')
    keep = [k for k in range(9) if (k != 1 or articles) and (k != 6 or discounts)]
    widths = {0: "10mm", 1: "24mm", 2: "1fr", 3: "17mm", 4: "13mm", 5: "16mm", 6: "14mm", 7: "11mm", 8: "21mm"}
    rows = []
    for n, line in enumerate(inv.lines, 1):
        cells = {0: f'[{n}]', 1: f'[{ts(line.article or "")}]', 2: f'[{ts(line.description)}]',
                 3: f'align(right)[{ts(inv.qty(line))}]', 4: f'[{ts(line.unit)}]',
                 5: f'align(right)[{ts(inv.number(line.price))}]',
                 6: f'align(right)[{ts(inv.pct(line.discount) + " %" if line.discount else "")}]',
                 7: f'align(right)[{ts(inv.rate() + " %")}]', 8: f'align(right)[{ts(inv.number(line.amount))}]'}
        rows.append("  " + ", ".join(cells[k] for k in keep) + ",\n")
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => (bottom: 0.3pt + '
            f'luma(200)), fill: (x, y) => if y == 0 {{ {blue} }}, inset: (x: 1.4mm, y: 2mm),\n'
            + "".join(f'  {"align(right, " if k in (3, 5, 6, 7, 8) else "("}text(weight: "bold", fill: white)'
                      f'[{ts(w["cols"][k])}]),\n' for k in keep)
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#grid(columns: (1fr, 80mm), column-gutter: 8mm,\n'
    src += ('  table(columns: (auto, auto, auto), stroke: (x, y) => (bottom: 0.3pt + luma(190)), '
            'inset: (x: 1.4mm, y: 1.4mm),\n'
            + "".join(f'    text(size: 7.4pt, fill: luma(100))[{ts(h)}],\n' for h in w["recap"])
            + f'    [{ts(inv.rate() + " %")}], align(right)[{ts(inv.number(inv.net_total))}], '
              f'align(right)[{ts(inv.number(inv.vat_amount))}],\n  ),\n')
    src += '  table(columns: (1fr, 26mm), stroke: none, inset: (x: 1.4mm, y: 1.5mm),\n'
    for label, value, _ in totals(inv, "", w["net"], w["vat"], w["gross"]):
        src += f'    [{ts(label)}], align(right)[{ts(inv.number(value))}],\n'
    src += (f'    table.cell(fill: luma(232))[#text(weight: "bold", size: 10pt)[{ts(w["due"])}]], '
            f'table.cell(fill: luma(232), align(right)[#text(weight: "bold", size: 10pt)'
            f'[{ts(inv.number(inv.gross_total))}]]),\n  ))\n#v(6mm)\n')
    src += f'#text(weight: "bold")[{ts(w["note"])}] \\ {ts(inv.statement)}\n#v(2mm)\n'
    src += ts(w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)) + "\n#v(2mm)\n"
    if inv.extra.get("delivery"):
        src += ts(("Delivery note: " if en else "Lieferschein: ") + inv.extra["delivery"]) + "\n#v(2mm)\n"
    src += ts(f'{w["issuer"]}: {inv.extra["issuer"]}') + "\n"
    return _typst(src)


# --- sage200 (reportlab canvas, Liberation Sans) --------------------------------------------------------------------
def sage200(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Invoice {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(16, 20, s.name, 14, B)
    for k, text in enumerate([s.street, f"{s.city}, {inv.extra['county']}", s.postal_code, COUNTRIES[s.country]["en"]]):
        c.text(16, 25.5 + k * 3.9, text, 8.4, F)
    c.text(194, 21, "INVOICE", 22, B, "right")
    for k, text in enumerate([f"Tel: {s.phone}", f"Email: {s.email}", f"VAT Reg. No.: {s.vat}"]):
        c.text(194, 28 + k * 3.9, text, 8, F, "right")
    for x, title, lines in ((16, "Invoice To:", [BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT: {BUYER_VAT}"]),
                            (108, "Deliver To:", [BUYER[0], "Goods Inwards", BUYER[1], BUYER[2], "Belgium"])):
        c.c.setLineWidth(0.5)
        c.c.rect(x * MM, c.height - 78 * MM, 86 * MM, 30 * MM)
        c.text(x + 2, 52.5, title, 7.6, B)
        for k, text in enumerate(lines):
            c.text(x + 2, 57.5 + k * 4, text, 8.8, F)
    heads = ("Invoice No.", "Invoice Date / Tax Point", "Account", "Customer Order No.", "Despatch No.", "Page")
    values = (inv.invoice_no, inv.issued.strftime("%d/%m/%Y"), inv.customer_no, inv.po_printed or "",
              inv.extra["despatch"], "1 of 1")
    xs = (16, 42, 82, 106, 144, 174, 194)
    c.fill(16, 83, 178, 5, 0.88)
    c.c.rect(16 * MM, c.height - 95 * MM, 178 * MM, 12 * MM)
    for k, (head, value) in enumerate(zip(heads, values)):
        if k:
            c.c.line(xs[k] * MM, c.height - 83 * MM, xs[k] * MM, c.height - 95 * MM)
        c.text(xs[k] + 1.5, 86.8, head, 7, B)
        c.text(xs[k] + 1.5, 92.6, value, 8.6, F)
    y = 104
    cols = [(16, "left"), (42, "left"), (124, "right"), (126, "left"), (149, "right"), (162, "right"),
            (181, "right"), (194, "right")]
    c.fill(16, y - 4, 178, 5.6, 0.2)
    for (x, al), head in zip(cols, ("Product Code", "Description", "Quantity", "Unit", "Unit Price", "Disc %",
                                    "Net Amount", "VAT %")):
        c.c.setFillGray(1)
        c.c.setFont(B, 7.4)
        px = (x + 1 if al == "left" else x - 1) * MM
        (c.c.drawString if al == "left" else c.c.drawRightString)(px, c.height - y * MM, head)
        c.c.setFillGray(0)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 66 * MM)
        for (x, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                         inv.number(line.price), inv.number(line.discount) if line.discount else "",
                                         inv.number(line.amount), inv.number(inv.vat_rate))):
            c.text(x + 1 if al == "left" else x - 1, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(43, y, more, 8.2, F)
        y += 5.6
    c.rule(16, y - 2.4, 194, 0.5)
    y = max(y + 6, 196)
    box = y - 5
    rows = totals(inv, "Goods Total", "Total Net Amount", "Total VAT", "Invoice Total EUR")
    c.c.rect(124 * MM, c.height - (box + len(rows) * 5.4 + 1.6) * MM, 70 * MM, (len(rows) * 5.4 + 1.6) * MM)
    for label, value, strong in rows:
        c.text(126, y, label, 8.6, B if strong else F)
        c.text(192, y, inv.number(value), 8.6, B if strong else F, "right")
        y += 5.4
    yy = box + 1
    c.text(16, yy, "Terms: " + inv.extra["terms"] + f" (due {inv.due.strftime('%d/%m/%Y')})", 8.2, F)
    yy += 6
    for row in rl_wrap(inv.statement, F, 8.2, 100 * MM):
        c.text(16, yy, row, 8.2, F)
        yy += 3.8
    yy = max(yy, y) + 8
    c.c.rect(16 * MM, c.height - (yy + 13) * MM, 178 * MM, 16 * MM)
    c.text(18, yy + 1, "Bank Details", 7.6, B)
    c.text(18, yy + 5.6, f"Account name: {s.name}", 8.2, F)
    c.text(18, yy + 9.8, f"IBAN: {inv.iban}     BIC: {inv.bic}     Please quote invoice no. {inv.invoice_no}", 8.2, F)
    c.rule(16, 279, 194, 0.3, grey=0.5)
    c.text(105, 283, f"{s.name} · {s.register} · Registered office: {s.street}, {s.city}, {s.postal_code}", 6.6,
           F, "center", grey=0.35)
    return c.bytes()


# --- scoro (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------------
def scoro(inv: Invoice) -> bytes:
    s, en = inv.supplier, inv.language == "en"
    w = ({"title": "INVOICE", "no": "No.", "client": "Client", "vatno": "VAT no.",
          "facts": ("Invoice date", "Due date", "Payment term", "Reference no.", "Your ref.", "Our contact"),
          "cols": ("Description", "Qty", "Unit", "Price", "Disc. %", "Sum"),
          "net": "Total without VAT", "vat": "VAT {rate}%", "gross": "Total", "topay": "To pay (EUR)",
          "pay": "Please use the reference number {ref} when paying."}
         if en else
         {"title": "FACTUUR", "no": "Nr.", "client": "Klant", "vatno": "Btw-nr.",
          "facts": ("Factuurdatum", "Vervaldatum", "Betalingstermijn", "Gestructureerde mededeling", "Uw referentie",
                    "Contactpersoon"),
          "cols": ("Omschrijving", "Aantal", "Eenheid", "Prijs", "Korting %", "Bedrag"),
          "net": "Totaal excl. btw", "vat": "Btw {rate}%", "gross": "Totaal", "topay": "Te betalen (EUR)",
          "pay": "Gelieve bij betaling de gestructureerde mededeling {ref} te vermelden."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 30)
    del inv.words
    lab = _style("scl", 7.4, "DV", grey=0.45)
    normal, right = _style("scn", 8.3, "DV"), _style("scr", 8.3, "DV", align=2)
    dfmt = "%d.%m.%Y" if en else "%d/%m/%Y"
    company = Paragraph(f"<font size=14><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}, {escape(COUNTRIES[s.country][inv.language])}",
                        _style("scc", 8.4, "DV", lead=11))
    title = Paragraph(f"<font size=20 color='#2b7bbf'>{w['title']}</font><br/><br/>{w['no']} "
                      f"<b>{escape(inv.invoice_no)}</b>", _style("sct", 10, "DV", align=2, lead=13))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    days = (inv.due - inv.issued).days
    values = (inv.issued.strftime(dfmt), inv.due.strftime(dfmt), f"{days} days" if en else f"{days} dagen",
              inv.payment_ref, inv.po_printed or "", inv.extra["contact"])
    client = Paragraph(f"<font color='#777777' size=7.4>{w['client']}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                       f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language] if not en else 'Belgium')}"
                       f"<br/>{w['vatno']} {escape(BUYER_VAT)}", _style("sca", 8.6, "DV", lead=11.4))
    facts = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), right)] for k, v in zip(w["facts"], values) if v],
                  colWidths=[38 * mm, 46 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.85, 0.85, 0.85))]))
    mid = Table([[client, facts]], colWidths=[94 * mm, 84 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    heads = [h for k, h in enumerate(w["cols"]) if discounts or k != 4]
    rows = [[Paragraph(escape(h), _style(f"sch{k}", 8.3, "DVB", align=0 if k in (0, 2) else 2))
             for k, h in enumerate(heads)]]
    for line in inv.lines:
        cells = [Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                 Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right)]
        if discounts:
            cells.append(Paragraph(inv.pct(line.discount) if line.discount else "", right))
        cells.append(Paragraph(inv.number(line.amount), right))
        rows.append(cells)
    widths = [79, 16, 18, 22, 19, 24] if discounts else [98, 16, 18, 22, 24]
    table = Table(rows, colWidths=[x * mm for x in widths], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.17, 0.48, 0.75)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.82, 0.82, 0.82)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), _style("stl", 8.6, "DVB" if strong else "DV", align=2)),
              Paragraph(escape(inv.number(value)), _style("stv", 8.6, "DVB" if strong else "DV", align=2))]
             for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"])]
    trows.append([Paragraph(f"<b>{escape(w['topay'])}</b>", _style("stp", 10, "DVB", align=2)),
                  Paragraph(f"<b>{escape(inv.number(inv.gross_total))}</b>", _style("stpv", 10, "DVB", align=2))])
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.Color(0.17, 0.48, 0.75)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 10 * mm), mid, Spacer(1, 9 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm)]
    for text in ([inv.statement] if inv.statement else []) + [w["pay"].format(ref=inv.payment_ref)]:
        story += [Paragraph(escape(text), normal), Spacer(1, 2 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.8)
        canvas.setFillGray(0.35)
        canvas.setStrokeGray(0.75)
        canvas.line(16 * mm, 25 * mm, 194 * mm, 25 * mm)
        cols3 = [[s.name, s.register, f"{w['vatno']} {s.vat}"], [s.street, place(inv), f"{s.phone} · {s.email}"],
                 [f"IBAN {inv.iban}", f"BIC {inv.bic}"]]
        for x, col in zip((16, 80, 142), cols3):
            for k, text in enumerate(col):
                canvas.drawString(x * mm, (21 - k * 3.4) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- kontist (Typst, DejaVu Sans) -----------------------------------------------------------------------------------
def kontist(inv: Invoice) -> bytes:
    s = inv.supplier
    facts = (("Rechnungsnummer", inv.invoice_no), ("Rechnungsdatum", inv.issued.strftime("%d.%m.%Y")),
             ("Leistungszeitraum", inv.extra["period"]), ("Fällig am", inv.due.strftime("%d.%m.%Y")))
    intro = (f"vielen Dank für Ihren Auftrag gemäß Ihrer Bestellung Nr. {inv.po_printed} vom {inv.extra['ordered']}. "
             "Für die erbrachten Leistungen erlaube ich mir, wie folgt abzurechnen:")
    src = doc_head(inv, "Rechnung") + (
        '#set page(paper: "a4", margin: (left: 22mm, right: 18mm, top: 16mm, bottom: 30mm), footer: [#line(length: '
        '100%, stroke: 0.3pt + luma(190)) #set text(size: 6.6pt, fill: luma(110))\n'
        '#grid(columns: (1fr, 1fr, 1fr),\n'
        f'  [{ts(s.name)} \\ {ts(s.street)} \\ {ts(place(inv))}],\n'
        f'  [{ts(s.register)} \\ {ts("USt-IdNr. " + s.vat)} \\ {ts(s.email + " · " + s.phone)}],\n'
        f'  [{ts("IBAN " + inv.iban)} \\ {ts("BIC " + inv.bic)}])])\n'
        '#set text(font: "DejaVu Sans", size: 8.8pt)\n'
        f'#align(right)[#text(size: 12pt, weight: "bold")[{ts(s.name)}] \\ #text(fill: luma(90))'
        f'[{ts(s.street + ", " + place(inv))}]]\n#v(12mm)\n'
        '#grid(columns: (1fr, 82mm),\n'
        f'  [#text(size: 6.6pt, fill: luma(110))[{ts(s.name + " · " + s.street + " · " + place(inv))}] \\ '
        f'{ts(BUYER[0])} \\ {ts("z. Hd. Kreditorenbuchhaltung")} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ '
        f'{ts("Belgien")}],\n'
        '  table(columns: (auto, 1fr), stroke: none, inset: (x: 0mm, y: 1.2mm), column-gutter: 4mm,\n'
        + "".join(f'    text(fill: luma(100))[{ts(k)}], align(right)[{ts(v)}],\n' for k, v in facts)
        + '  ))\n#v(14mm)\n'
        f'#text(size: 16pt, weight: "bold")[{ts("Rechnung")}]\n#v(4mm)\n'
        f'{ts("Sehr geehrte Damen und Herren,")}\n#v(1mm)\n{ts(intro)}\n#v(5mm)\n')
    rows = []
    for n, line in enumerate(inv.lines, 1):
        rows.append(f'  [{n}], [{ts(line.description)}], align(right)[{ts(inv.qty(line))}], [{ts(line.unit)}], '
                    f'align(right)[{ts(eur(inv, line.price))}], align(right)[{ts(eur(inv, line.amount))}],\n')
    src += ('#table(columns: (10mm, 1fr, 15mm, 17mm, 22mm, 24mm), stroke: (x, y) => (bottom: if y == 0 '
            '{ 0.7pt } else { 0.3pt + luma(210) }), inset: (x: 1.3mm, y: 2.2mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(weight: "bold")[{ts(h)}]),\n'
                      for k, h in enumerate(("Pos.", "Beschreibung", "Menge", "Einheit", "Einzelpreis", "Gesamt")))
            + "".join(rows) + ')\n#v(3mm)\n')
    src += '#align(right, table(columns: (46mm, 28mm), stroke: none, inset: (x: 1.3mm, y: 1.6mm),\n'
    for label, value, strong in totals(inv, "Zwischensumme", "Summe netto", "USt. {rate} %", "Gesamtbetrag"):
        weight = 'weight: "bold", size: 10pt' if strong else ""
        src += f'  text({weight})[{ts(label)}], align(right, text({weight})[{ts(eur(inv, value))}]),\n'
    src += '))\n#v(8mm)\n'
    src += f'{ts(inv.statement)}\n#v(3mm)\n'
    src += ts(f"Bitte überweisen Sie den Gesamtbetrag bis zum {inv.due.strftime('%d.%m.%Y')} unter Angabe der "
              f"Rechnungsnummer auf das unten genannte Konto.") + "\n#v(3mm)\n"
    src += f'{ts("Mit freundlichen Grüßen")} \\ {ts("Jana Reuter")}\n'
    return _typst(src)


# --- paypal (reportlab canvas, DejaVu Sans) -------------------------------------------------------------------------
def paypal(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnummer", "Factuurdatum", "Referentie", "Vervaldatum"),
          "bill": "Factuur aan", "ship": "Verzenden naar", "cols": ("ARTIKELEN EN OMSCHRIJVING", "AANTAL", "PRIJS",
                                                                     "BEDRAG"),
          "sub": "Subtotaal", "vat": "Btw verlegd ({rate}%)" if inv.reverse_charge else "Btw ({rate}%)",
          "gross": "Totaal", "due": "Verschuldigd bedrag", "note": "Opmerking voor de ontvanger",
          "terms": "Voorwaarden", "vatno": "Btw-nummer"}
         if nl else
         {"title": "FACTURE", "facts": ("N° de facture", "Date de facture", "Référence", "Date d'échéance"),
          "bill": "Facturer à", "ship": "Expédier à", "cols": ("ARTICLES ET DESCRIPTION", "QTÉ", "PRIX",
                                                               "MONTANT"),
          "sub": "Sous-total", "vat": "TVA ({rate} %)", "gross": "Total", "due": "Montant dû",
          "note": "Note au destinataire", "terms": "Conditions générales", "vatno": "N° TVA"})
    months = SHORT_MONTHS[inv.language].split()
    day = lambda d: f"{d.day} {months[d.month - 1]} {d.year}"  # noqa: E731
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 22, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), COUNTRIES[s.country][inv.language], s.email, s.phone,
                              f"{w['vatno']}: {s.vat}"]):
        c.text(18, 28 + k * 4, text, 8.4, F, grey=0.2)
    c.c.setFillColorRGB(0.0, 0.19, 0.53)
    c.c.setFont(B, 22)
    c.c.drawRightString(192 * MM, c.height - 24 * MM, w["title"])
    c.c.setFillGray(0)
    values = (inv.invoice_no, day(inv.issued), inv.po_printed or "", day(inv.due))
    y = 33
    for label, value in zip(w["facts"], values):
        if value:
            c.text(160, y, label + ":", 8.4, B, "right")
            c.text(192, y, value, 8.4, F, "right")
            y += 4.6
    for x, title in ((18, w["bill"]), (105, w["ship"])):
        c.text(x, 64, title, 8.6, B, grey=0.3)
        for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language]]
                                 + ([f"{w['vatno']}: {BUYER_VAT}"] if x == 18 else [])):
            c.text(x, 69.5 + k * 4.2, text, 8.8, F)
    y = 100
    c.rule(18, y - 4.6, 192, 0.8, grey=0.3)
    for (x, al), head in zip(((18, "left"), (130, "right"), (160, "right"), (192, "right")), w["cols"]):
        c.text(x, y, head, 7.6, B, al, grey=0.35)
    c.rule(18, y + 2, 192, 0.4, grey=0.6)
    y += 8
    for line in inv.lines:
        c.text(18, y, line.description, 8.8, B)
        c.text(130, y, inv.qty(line), 8.8, F, "right")
        c.text(160, y, eur(inv, line.price), 8.8, F, "right")
        c.text(192, y, eur(inv, line.amount), 8.8, F, "right")
        for detail in line.detail:
            for row in rl_wrap(detail, F, 7.8, 96 * MM):
                y += 3.9
                c.text(18, y, row, 7.8, F, grey=0.45)
        c.rule(18, y + 2.6, 192, 0.3, grey=0.82)
        y += 8
    y += 2
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    for label, value, strong in rows:
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(192, y, eur(inv, value), 8.8, B if strong else F, "right")
        y += 5.4
    c.fill(110, y - 3.6, 82, 8, 0.93)
    c.text(160, y + 1.6, w["due"], 10.2, B, "right")
    c.text(192, y + 1.6, eur(inv, inv.gross_total) + " EUR", 10.2, B, "right")
    y += 16
    blocks = [(w["note"], [inv.statement] if inv.statement else []),
              (w["terms"], [inv.extra["terms"], f"IBAN {inv.iban} · BIC {inv.bic}"])]
    for head, texts in blocks:
        if not texts:
            continue
        c.text(18, y, head, 8.8, B)
        y += 4.6
        for text in texts:
            for row in rl_wrap(text, F, 8.2, 172 * MM):
                c.text(18, y, row, 8.2, F, grey=0.2)
                y += 4
        y += 4
    return c.bytes()


# --- zettle (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def zettle(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie"),
          "to": "Factuur aan", "cols": ("Product", "Aantal", "Prijs", "Totaal"), "total": "Totaal incl. btw",
          "recap": ("Btw %", "Excl. btw", "Btw", "Incl. btw"), "vatno": "Btw",
          "pay": "Gelieve het totaalbedrag binnen {terms} over te schrijven op {iban} (BIC {bic}) met vermelding "
                 "van het factuurnummer {no}.", "thanks": "Bedankt voor uw aankoop!"}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Votre référence"),
          "to": "Facturé à", "cols": ("Produit", "Quantité", "Prix", "Total"), "total": "Total TVAC",
          "recap": ("TVA %", "HTVA", "TVA", "TVAC"), "vatno": "TVA",
          "pay": "Merci de virer le montant total dans les {terms} sur le compte {iban} (BIC {bic}) en mentionnant "
                 "le numéro de facture {no}.", "thanks": "Merci pour votre confiance !"})
    rate = inv.vat_rate / 100
    for line in inv.lines:      # the shop's prices include VAT: each must be a whole number of cents
        assert money(line.price * (1 + rate)) == line.price * (1 + rate), line
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=9, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    dfmt = "%d-%m-%Y" if nl else "%d/%m/%Y"
    f(18, 22, s.name, 15, "B")
    for k, text in enumerate([s.street, place(inv), f"{w['vatno']} {s.vat}", s.phone, s.email]):
        f(18, 28.5 + k * 4.2, text, 8.8)
    f(192, 22, w["title"], 20, "", "right")
    values = (inv.invoice_no, inv.issued.strftime(dfmt), inv.due.strftime(dfmt), inv.po_printed or "")
    y = 30
    for label, value in zip(w["facts"], values):
        if value:
            pdf.set_text_color(110, 110, 110)
            f(150, y, label, 8.4, "", "right")
            pdf.set_text_color(0, 0, 0)
            f(192, y, value, 8.8, "", "right")
            y += 4.6
    pdf.set_text_color(110, 110, 110)
    f(18, 60, w["to"], 8.4)
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        f(18, 65.5 + k * 4.4, text, 9.4, "B" if k == 0 else "")
    y = 96
    cols = [(18, "left"), (132, "right"), (160, "right"), (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        pdf.set_text_color(110, 110, 110)
        f(x, y, head, 8.4, "", al)
    pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(210, 210, 210)
    pdf.set_line_width(0.3)
    pdf.line(18, y + 2.4, 192, y + 2.4)
    y += 8.4
    for line in inv.lines:
        unit = line.price * (1 + rate)
        pdf.set_font("Lib", "", 9.2)
        desc = fp_wrap(pdf, line.description, 100)
        for (x, al), value in zip(cols, (desc[0], inv.qty(line), eur(inv, unit), eur(inv, unit * line.quantity))):
            f(x, y, value, 9.2, "", al)
        for more in desc[1:]:
            y += 4.2
            f(18, y, more, 9.2)
        pdf.line(18, y + 3, 192, y + 3)
        y += 8
    y += 2
    f(150, y, w["total"], 11, "B", "right")
    f(192, y, eur(inv, inv.gross_total), 11, "B", "right")
    y += 12
    xs = (112, 140, 166, 192)
    for k, (x, head) in enumerate(zip(xs, w["recap"])):
        pdf.set_text_color(110, 110, 110)
        f(x, y, head, 8, "", "left" if k == 0 else "right")
    pdf.set_text_color(0, 0, 0)
    pdf.line(112, y + 1.8, 192, y + 1.8)
    y += 6
    for k, (x, value) in enumerate(zip(xs, (f"{inv.rate()} %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                             inv.number(inv.gross_total)))):
        f(x, y, value, 8.8, "", "left" if k == 0 else "right")
    y += 14
    pdf.set_font("Lib", "", 8.8)
    texts = ([inv.extra["note"]] if inv.extra.get("note") else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, no=inv.invoice_no), w["thanks"]]
    for text in texts:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.8)
            y += 4.4
        y += 2
    pdf.set_text_color(130, 130, 130)
    f(105, 284, f"{s.name} · {s.street}, {place(inv)} · {s.register} · {w['vatno']} {s.vat}", 7, "", "center")
    return bytes(pdf.output())


WRITERS = {"pantheon": pantheon, "eracuni": eracuni, "sage200": sage200, "scoro": scoro, "kontist": kontist,
           "paypal": paypal, "zettle": zettle}
