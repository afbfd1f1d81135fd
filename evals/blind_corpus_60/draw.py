"""Seven page writers for the sixtieth blind corpus, each imitating from general knowledge the ordinary printed layout
of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, two on the
reportlab canvas, two on reportlab's platypus flowables, on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are evals/blind_corpus/drawing.py's, imported.

- twentyfour (fpdf2, DejaVu Sans): a 24SevenOffice-style invoice of an EU subsidiary of a Norwegian group, nl:
  the company top left, `Factuur` and `Pagina 1 van 1` right, the customer left, a label/value list right
  (`Factuurnummer`, `Factuurdatum`, `Vervaldatum`, `Klantnummer`, `Uw referentie`, `Onze referentie`,
  `Betalingsvoorwaarden`), a grey-headed table `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenh.` / `Prijs` /
  (`Korting`) / `Bedrag`, totals right, a framed `Betalingsinformatie` box, a one-line footer.
- xledger (reportlab canvas, DejaVu Sans): an Xledger-style invoice, fr: the company top left with its address,
  `FACTURE` right over a fact list (`N° de facture`, `Date de facture`, `Date d'échéance`, `N° client`,
  `Votre référence`, `Notre référence`, `Conditions de paiement`), dates with dots, the customer left, columns
  `Description` / `Quantité` / `Unité` / `Prix unitaire` / `TVA` / `Montant HT`, totals with a shaded
  `Montant à payer EUR` row, a payment strip (account, reference, due date, amount), a three-column footer.
- lemonsoft (reportlab platypus, Liberation Sans): a Lemonsoft-style Finnish ERP invoice, en or de: the company
  left, `INVOICE` / `RECHNUNG` with `Page 1 (1)` / `Seite 1 (1)`, invoice and delivery addresses, a fact grid
  (number, date, customer no., our/your reference, order no., delivery terms and method, terms of payment, due
  date, penalty interest), Finnish dates (`2.11.2027`) and numbers (`3 914,20`), columns `Product code` /
  `Product name` / `Qty` / `Unit` / `Unit price` / `Disc. %` / `VAT %` / `Total`, totals, a VAT breakdown, the
  payment details with the Finnish reference number, a footer with Business ID and domicile.
- heeros (fpdf2, Liberation Sans): a Heeros-style Finnish e-invoice image, en: the seller left, `INVOICE` right
  over a fact list (invoice date, number, due date, terms, penalty interest, reference number, buyer's
  reference), rows `Description` / `Qty` / `Unit` / `Unit price` / `VAT %` / `Total excl. VAT`, totals, and the
  Finnish bank giro slip at the foot with its Finnish/Swedish labels (`Saajan tilinumero / Mottagarens
  kontonummer`, `Viitenro / Ref.nr`, `Eräpäivä / Förfallodag`, `Euro`).
- billdu (fpdf2, DejaVu Sans): a Billdu-style small-business invoice, en or nl: a coloured band with `INVOICE` /
  `FACTUUR` and the number, `SUPPLIER` / `CUSTOMER` blocks (Slovak company ID, tax ID and VAT ID), a row of date
  boxes (issue, delivery, due, payment method, order number), the bank box (IBAN, SWIFT, variable symbol or
  structured communication), columns (`Code`) / `Description` / `Qty` / `Unit` / `Unit price` / (`Disc.`) /
  `VAT` / `Total`, totals with a coloured `Amount due`, `Issued by`.
- optima (reportlab platypus, DejaVu Sans Condensed): a Comarch ERP Optima-style Polish invoice, Polish with
  English or German: place and dates top right (ISO dates), `Faktura VAT FS/…/2027` with `ORYGINAŁ`,
  `Sprzedawca` / `Nabywca` blocks, the customer order, a gridded table with two-line headers (`Lp.`, `Kod`,
  `Nazwa`, `Ilość`, `J.m.`, `Cena netto`, (`Rabat %`), `Wartość netto`, `Stawka VAT`, `Kwota VAT`,
  `Wartość brutto`), a VAT summary by rate, `Do zapłaty`, the amount in words, the NBP exchange rate and the VAT
  in PLN, signature boxes.
- ifirma (reportlab canvas, Liberation Sans): an iFirma-style Polish freelancer invoice, Polish with English:
  `Faktura nr 14/11/2027` (number/month/year), place and dates, `Sprzedawca` / `Nabywca` side by side, a plain
  table with VAT rate `np.`, the summary by rate, `Do zapłaty`, `Słownie`, payment method and account, the notes
  (where the PO stands), two signature lines."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib, _style,  # noqa: E402
                     fp_wrap, place, register_fonts, rl_wrap, totals)

register_fonts(*LIBERATION_SANS)

NAMES = {"NL": {"nl": "Nederland"}, "FR": {"fr": "France"}, "FI": {"en": "Finland", "de": "Finnland"},
         "SK": {"en": "Slovakia"}, "PL": {"en": "Poland", "de": "Polen"},
         "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"}}


def fi_date(value: date) -> str:
    """A Finnish date: day and month without leading zeros (2.11.2027)."""
    return f"{value.day}.{value.month}.{value.year}"


_EN = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
       "seventeen eighteen nineteen").split()
_EN_T = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_DE = ("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn "
       "siebzehn achtzehn neunzehn").split()
_DE_T = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"]


def en_words(n: int) -> str:
    if n < 20:
        return _EN[n]
    if n < 100:
        return _EN_T[n // 10] + (f"-{_EN[n % 10]}" if n % 10 else "")
    if n < 1000:
        return f"{_EN[n // 100]} hundred" + (f" {en_words(n % 100)}" if n % 100 else "")
    return f"{en_words(n // 1000)} thousand" + (f" {en_words(n % 1000)}" if n % 1000 else "")


def de_words(n: int, final: bool = True) -> str:
    one = lambda k: "ein" if k == 1 else _DE[k]  # noqa: E731
    if n < 20:
        return _DE[n] if final or n != 1 else "ein"
    if n < 100:
        return (one(n % 10) + "und" if n % 10 else "") + _DE_T[n // 10]
    if n < 1000:
        return one(n // 100) + "hundert" + (de_words(n % 100) if n % 100 else "")
    return de_words(n // 1000, final=False) + "tausend" + (de_words(n % 1000) if n % 1000 else "")


def in_words(inv: Invoice, amount) -> str:
    whole, cents = int(amount), int(round((amount - int(amount)) * 100))
    words = de_words(whole) if inv.language == "de" else en_words(whole)
    return f"{words} EUR {cents:02d}/100"


# --- twentyfour (fpdf2, DejaVu Sans) --------------------------------------------------------------------------------
def twentyfour(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 20, s.name, 13, "B")
    f(18, 25.5, f"{s.street}, {place(inv)}, {NAMES[s.country]['nl']}", 7.8)
    f(192, 21, "Factuur", 20, "", "right")
    f(192, 27, "Pagina 1 van 1", 7.4, "", "right")
    for k, text in enumerate([BUYER[0], "t.a.v. Crediteurenadministratie", BUYER[1], BUYER[2], "België",
                              f"Btw-nr. {BUYER_VAT}"]):
        f(18, 50 + k * 4.6, text, 9.2, "B" if k == 0 else "")
    dfmt = "%d-%m-%Y"
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime(dfmt)),
             ("Vervaldatum", inv.due.strftime(dfmt)), ("Klantnummer", inv.customer_no),
             ("Uw referentie", inv.po_printed or ""), ("Onze referentie", inv.extra["ours"]),
             ("Betalingsvoorwaarden", inv.extra["terms"])]
    for k, (label, value) in enumerate(facts):
        f(120, 50 + k * 4.6, label, 8.4)
        f(156, 50 + k * 4.6, value, 8.4, "B" if k == 0 else "")
    discounts = any(line.discount for line in inv.lines)
    cols = [(19, "left", "Artikelnr."), (45, "left", "Omschrijving"), (130, "right", "Aantal"),
            (132, "left", "Eenh."), (155 if discounts else 166, "right", "Prijs")]
    cols += [(171, "right", "Korting")] if discounts else []
    cols += [(191, "right", "Bedrag")]
    y = 96
    pdf.set_fill_color(232, 234, 237)
    pdf.rect(18, y - 4.4, 174, 6.2, style="F")
    for x, al, head in cols:
        f(x, y, head, 7.8, "B", al)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 70)
        values = [line.article or "", desc[0], inv.qty(line), line.unit, inv.number(line.price)]
        values += [inv.pct(line.discount) + " %" if line.discount else ""] if discounts else []
        values += [inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.8
            f(45, y, more, 8.2)
        pdf.set_draw_color(205, 208, 212)
        pdf.line(18, y + 2, 192, y + 2)
        y += 6
    y += 3
    for label, value, strong in totals(inv, "Subtotaal", "Totaal excl. btw", "Btw {rate}%", "Totaal te betalen EUR"):
        f(160, y, label, 9 if strong else 8.6, "B" if strong else "", "right")
        f(191, y, inv.number(value), 9 if strong else 8.6, "B" if strong else "", "right")
        if strong:
            pdf.set_draw_color(60, 60, 60)
            pdf.line(128, y - 4.2, 192, y - 4.2)
        y += 5.4
    y += 5
    if inv.statement:
        pdf.set_font("DejaVu", "", 8)
        for row in fp_wrap(pdf, inv.statement, 172):
            f(18, y, row, 8)
            y += 3.9
        y += 4
    pdf.set_draw_color(120, 120, 120)
    pdf.rect(18, y, 174, 27)
    f(21, y + 5, "Betalingsinformatie", 8.8, "B")
    ref = inv.payment_ref or inv.invoice_no
    pay = [("Bedrag", "EUR " + inv.number(inv.gross_total)), ("Vervaldatum", inv.due.strftime(dfmt)),
           ("IBAN", inv.iban), ("BIC", inv.bic),
           ("Mededeling" if inv.payment_ref else "Betalingskenmerk", ref)]
    for k, (label, value) in enumerate(pay):
        col, row = divmod(k, 3)
        f(21 + col * 88, y + 10.5 + row * 5, label, 7.8)
        f(60 + col * 88, y + 10.5 + row * 5, value, 7.8, "B" if label == "Bedrag" else "")
    f(105, 285, f"{s.name} · {s.street} · {place(inv)} · {s.register} · Btw-nr. {s.vat} · Tel. {s.phone} · "
                f"{s.email}", 6.2, "", "center")
    return bytes(pdf.output())


# --- xledger (reportlab canvas, DejaVu Sans) ------------------------------------------------------------------------
def xledger(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Facture {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 19, s.name, 13, B)
    for k, text in enumerate([s.street, place(inv), NAMES[s.country]["fr"], f"Tél. {s.phone}", s.email]):
        c.text(18, 24.5 + k * 3.8, text, 7.8, F, grey=0.25)
    c.text(192, 20, "FACTURE", 19, B, "right")
    dfmt = "%d.%m.%Y"
    facts = [("N° de facture", inv.invoice_no), ("Date de facture", inv.issued.strftime(dfmt)),
             ("Date d'échéance", inv.due.strftime(dfmt)), ("N° client", inv.customer_no),
             ("Votre référence", inv.po_printed or ""), ("Notre référence", inv.extra["ours"]),
             ("Conditions de paiement", inv.extra["terms"])]
    for k, (label, value) in enumerate(facts):
        c.text(122, 31 + k * 4.4, label, 8, F, grey=0.35)
        c.text(192, 31 + k * 4.4, value, 8, B if k == 0 else F, "right")
    for k, text in enumerate([BUYER[0], "Service comptabilité fournisseurs", BUYER[1], BUYER[2], "Belgique",
                              f"N° TVA {BUYER_VAT}"]):
        c.text(18, 56 + k * 4.5, text, 9, B if k == 0 else F)
    y = 96
    cols = [(19, "left", "Description"), (124, "right", "Quantité"), (126, "left", "Unité"),
            (156, "right", "Prix unitaire"), (168, "right", "TVA"), (191, "right", "Montant HT")]
    c.fill(18, y - 4.3, 174, 6, 0.88)
    for x, al, head in cols:
        c.text(x, y, head, 7.8, B, al)
    y += 6.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 90 * MM)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.pct(inv.vat_rate) + " %",
                  inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(19, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.3, grey=0.75)
        y += 6
    y += 3
    rows = totals(inv, "Sous-total", "Total HT", "TVA {rate} %", "Total TTC")
    rows.append(("Montant à payer EUR", inv.gross_total, True))
    for k, (label, value, strong) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            c.fill(122, y - 4.2, 70, 6.2, 0.85)
        c.text(160, y, label, 8.8, B if last else F, "right")
        c.text(191, y, inv.number(value), 8.8, B if last else F, "right")
        y += 5.6 if not last else 0
    y += 11
    for text in ([inv.statement] if inv.statement else []):
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.8
        y += 3
    c.rule(18, 238, 192, 0.6)
    ref = inv.payment_ref or inv.invoice_no
    strip = [("Compte bancaire (IBAN)", inv.iban), ("BIC", inv.bic),
             ("Communication structurée" if inv.payment_ref else "Référence de paiement", ref),
             ("Date d'échéance", inv.due.strftime(dfmt)), ("Montant EUR", inv.number(inv.gross_total))]
    xs = (18, 86, 108, 152, 192)
    for k, (x, (label, value)) in enumerate(zip(xs, strip)):
        c.text(x, 243, label, 6.8, F, "right" if k == 4 else "left", grey=0.35)
        c.text(x, 248, value, 8.2, B, "right" if k == 4 else "left")
    if s.country == "FR":
        legal = ("En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal et indemnité "
                 "forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement anticipé.")
    else:
        legal = ("Toute réclamation doit être introduite par écrit dans les 8 jours de la date de facture. En cas de "
                 "retard de paiement, un intérêt de retard au taux légal est dû de plein droit.")
    yy = 256
    for row in rl_wrap(legal, F, 6.8, 174 * MM):
        c.text(18, yy, row, 6.8, F, grey=0.3)
        yy += 3.2
    c.rule(18, 270, 192, 0.3, grey=0.6)
    cols3 = [[s.name, s.street, place(inv)], [f"N° TVA {s.vat}", s.register] + (
        [inv.extra["capital"]] if "capital" in inv.extra else []), [f"Tél. {s.phone}", s.email]]
    for x, col in zip((18, 84, 150), cols3):
        for k, text in enumerate(col):
            c.text(x, 275 + k * 3.3, text, 6.6, F, grey=0.3)
    return c.bytes()


# --- lemonsoft (reportlab platypus, Liberation Sans) ----------------------------------------------------------------
def lemonsoft(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "page": "Seite 1 (1)", "bill": "Rechnungsadresse", "ship": "Lieferadresse",
          "facts": ("Rechnungsnr.", "Rechnungsdatum", "Kundennr.", "Unser Zeichen", "Ihr Zeichen", "Ihre Bestellnr.",
                    "Lieferbedingung", "Versandart", "Zahlungsbedingung", "Fälligkeitsdatum", "Verzugszinsen",
                    "Bemerkung"),
          "cols": ("Artikelnr.", "Bezeichnung", "Menge", "Einh.", "Einzelpreis", "Rab. %", "MwSt. %", "Summe"),
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag EUR",
          "breakdown": ("MwSt. %", "Netto", "MwSt.", "Brutto"), "pay": ("IBAN", "BIC", "Referenznummer",
                                                                       "Fällig", "Betrag EUR"),
          "vatno": "USt-IdNr.", "domicile": "Sitz", "phone": "Tel."}
         if de else
         {"title": "INVOICE", "page": "Page 1 (1)", "bill": "Invoice address", "ship": "Delivery address",
          "facts": ("Invoice no.", "Invoice date", "Customer no.", "Our reference", "Your reference",
                    "Your order no.", "Terms of delivery", "Delivery method", "Terms of payment", "Due date",
                    "Penalty interest", "Remarks"),
          "cols": ("Product code", "Product name", "Qty", "Unit", "Unit price", "Disc. %", "VAT %", "Total"),
          "sub": "Subtotal", "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total EUR",
          "breakdown": ("VAT %", "Excl. VAT", "VAT", "Incl. VAT"), "pay": ("IBAN", "BIC", "Reference number",
                                                                          "Due date", "Amount EUR"),
          "vatno": "VAT no.", "domicile": "Domicile", "phone": "Tel."})
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 14, 24)
    del inv.words
    F, B = "LS", "LSB"
    small, lab = _style("lsm", 7.6, F, lead=9.4), _style("lla", 7, F, grey=0.4)
    normal, right = _style("ln", 8.2, F), _style("lr", 8.2, F, align=2)
    bold, bold_r = _style("lb", 8.2, B), _style("lbr", 8.2, B, align=2)
    company = Paragraph(f"<font name='{B}' size='12'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>"
                        f"{escape(place(inv))}<br/>{escape(NAMES[s.country][inv.language])}",
                        _style("lco", 8.4, F, lead=10.8))
    title = Paragraph(f"<font name='{B}' size='16'>{w['title']}</font><br/><br/>{w['page']}",
                      _style("lti", 8, F, align=2, lead=12))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    addr = "<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], NAMES["BE"][inv.language]))
    ship = "<br/>".join(escape(t) for t in (BUYER[0], "Warehouse / Magazijn", BUYER[1], BUYER[2],
                                            NAMES["BE"][inv.language]))
    left = Table([[Paragraph(w["bill"], lab)], [Paragraph(addr, _style("lad", 9, F, lead=11.4))],
                  [Spacer(1, 3 * mm)], [Paragraph(w["ship"], lab)], [Paragraph(ship, small)],
                  [Spacer(1, 2 * mm)], [Paragraph(f"{w['vatno']} {BUYER_VAT}", small)]], colWidths=[84 * mm])
    left.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    values = (inv.invoice_no, fi_date(inv.issued), inv.customer_no, inv.extra["ours"], inv.extra["yours"],
              inv.po_printed or "", inv.extra["delivery"], inv.extra["method"], inv.extra["terms"],
              fi_date(inv.due), inv.extra["interest"], inv.extra.get("note", ""))
    facts = Table([[Paragraph(escape(k), small), Paragraph(escape(v), bold if k == w["facts"][0] else small)]
                   for k, v in zip(w["facts"], values) if v], colWidths=[32 * mm, 56 * mm])
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8),
                               ("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8))]))
    mid = Table([[left, facts]], colWidths=[90 * mm, 88 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if discounts or k != 5]
    widths = {0: 24, 1: 60 if discounts else 72, 2: 14, 3: 11, 4: 19, 5: 12, 6: 14, 7: 24}
    rows = [[Paragraph(w["cols"][k], bold_r if k >= 2 and k != 3 else bold) for k in keep]]
    for line in inv.lines:
        cells = {0: Paragraph(escape(line.article or ""), normal), 1: Paragraph(escape(line.description), normal),
                 2: Paragraph(inv.qty(line), right), 3: Paragraph(escape(line.unit), normal),
                 4: Paragraph(inv.number(line.price), right),
                 5: Paragraph(inv.pct(line.discount) if line.discount else "", right),
                 6: Paragraph(inv.rate(), right), 7: Paragraph(inv.number(line.amount), right)}
        rows.append([cells[k] for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    trows = [[Paragraph(escape(label), bold_r if strong else right),
              Paragraph(inv.number(value), bold_r if strong else right)]
             for label, value, strong in totals(inv, w["sub"], w["net"], w["vat"], w["gross"])]
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    brk = Table([[Paragraph(h, lab) for h in w["breakdown"]],
                 [Paragraph(inv.rate(), small), Paragraph(inv.number(inv.net_total), small),
                  Paragraph(inv.number(inv.vat_amount), small), Paragraph(inv.number(inv.gross_total), small)]],
                colWidths=[16 * mm, 24 * mm, 18 * mm, 24 * mm], hAlign="LEFT")
    brk.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                             ("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    pay_v = (inv.iban, inv.bic, inv.payment_ref, fi_date(inv.due), inv.number(inv.gross_total))
    pay = Table([[Paragraph(h, lab) for h in w["pay"]], [Paragraph(escape(v), bold) for v in pay_v]],
                colWidths=[52 * mm, 28 * mm, 36 * mm, 26 * mm, 36 * mm])
    pay.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                             ("LINEBEFORE", (1, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6))]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 7 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 4 * mm),
             brk, Spacer(1, 5 * mm), Paragraph(escape(inv.statement), normal), Spacer(1, 6 * mm), pay]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.8)
        canvas.setFillGray(0.3)
        canvas.line(16 * mm, 20 * mm, 194 * mm, 20 * mm)
        rows = [f"{s.name}  |  {s.street}, {place(inv)}  |  {w['phone']} {s.phone}  |  {s.email}",
                f"{s.register}  |  {w['vatno']} {s.vat}  |  {w['domicile']} {inv.extra['domicile']}"]
        for k, row in enumerate(rows):
            canvas.drawCentredString(105 * mm, (16 - k * 3.4) * mm, row)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- heeros (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def heeros(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align,  # noqa: E731
                                                                 "Lib")
    f(18, 18, s.name, 12, "B")
    for k, text in enumerate([s.street, place(inv), NAMES[s.country]["en"], s.phone, s.email]):
        f(18, 23.5 + k * 3.8, text, 8)
    f(192, 18, "INVOICE", 16, "B", "right")
    facts = [("Invoice date", fi_date(inv.issued)), ("Invoice number", inv.invoice_no),
             ("Customer number", inv.customer_no), ("Due date", fi_date(inv.due)),
             ("Terms of payment", inv.extra["terms"]), ("Penalty interest", inv.extra["interest"]),
             ("Reference number", inv.payment_ref), ("Buyer's reference", inv.po_printed or ""),
             ("Seller's contact", inv.extra["ours"]), ("Buyer's VAT number", BUYER_VAT)]
    for k, (label, value) in enumerate(facts):
        f(122, 26 + k * 4.2, label, 7.8)
        f(158, 26 + k * 4.2, value, 7.8, "B" if k in (1, 6) else "")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIUM"]):
        f(18, 52 + k * 4.6, text, 9.4, "B" if k == 0 else "")
    y = 80
    cols = [(18, "left", "Description"), (124, "right", "Qty"), (126, "left", "Unit"),
            (150, "right", "Unit price"), (164, "right", "VAT %"), (192, "right", "Total excl. VAT")]
    for x, al, head in cols:
        f(x, y, head, 7.8, "B", al)
    pdf.set_draw_color(0, 0, 0)
    pdf.line(18, y + 1.6, 192, y + 1.6)
    y += 6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.4)
        desc = fp_wrap(pdf, line.description, 96)
        values = [desc[0], inv.qty(line), line.unit, inv.number(line.price), inv.rate(), inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            f(x, y, value, 8.4, "", al)
        for more in desc[1:]:
            y += 3.8
            f(18, y, more, 8.4)
        y += 5.4
    pdf.line(18, y - 2.4, 192, y - 2.4)
    y += 3
    rows = totals(inv, "Subtotal", "Total excl. VAT", "VAT {rate} %", "Total incl. VAT")
    rows.append(("Amount due EUR", inv.gross_total, True))
    for label, value, strong in rows:
        big = label.startswith("Amount")
        f(162, y, label, 9.4 if big else 8.6, "B" if big else "", "right")
        f(192, y, inv.number(value), 9.4 if big else 8.6, "B" if big else "", "right")
        y += 5
    y += 5
    pdf.set_font("Lib", "", 8)
    for row in fp_wrap(pdf, inv.statement, 174):
        f(18, y, row, 8)
        y += 3.8
    # the Finnish bank giro slip (tilisiirto / girering)
    top = 190
    pdf.set_draw_color(0, 0, 0)
    pdf.set_dash_pattern(dash=1, gap=1)
    pdf.line(5, top - 4, 205, top - 4)
    pdf.set_dash_pattern()
    pdf.set_line_width(0.3)
    pdf.line(20, top, 20, top + 34)
    pdf.line(111, top, 111, top + 91)
    pdf.line(20, top + 17, 111, top + 17)
    pdf.line(5, top + 34, 111, top + 34)
    pdf.line(20, top + 58, 111, top + 58)
    pdf.line(5, top + 66, 205, top + 66)
    pdf.line(5, top + 74, 205, top + 74)
    pdf.line(20, top + 66, 20, top + 82)
    pdf.line(20, top + 82, 205, top + 82)
    pdf.line(130, top + 74, 130, top + 82)
    pdf.line(150, top + 74, 150, top + 82)
    labels = [(6, top + 4, ["Saajan", "tilinumero", "Mottagarens", "kontonummer"]),
              (6, top + 21, ["Saaja", "Mottagare"]), (6, top + 38, ["Maksajan", "nimi ja", "osoite", "Betalarens",
                                                                     "namn och", "adress"]),
              (6, top + 62, ["Allekirjoitus", "Underskrift"]), (6, top + 70, ["Tililtä nro", "Från konto nr"]),
              (112, top + 70, ["Viitenro", "Ref.nr"]), (6, top + 78, ["Eräpäivä", "Förf.dag"]),
              (131, top + 78, ["Euro"])]
    for x, y0, rows in labels:
        for k, text in enumerate(rows):
            f(x, y0 + k * 2.5, text, 5.6)
    f(22, top + 5, "IBAN", 7.6, "B")
    f(95, top + 5, "BIC", 7.6, "B")
    f(22, top + 10, inv.iban, 9.4)
    f(95, top + 10, inv.bic, 9.4)
    f(22, top + 24, s.name, 9.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "BELGIUM"]):
        f(22, top + 39 + k * 4.2, text, 9.4)
    f(124, top + 71.5, inv.payment_ref, 10)
    f(22, top + 79.5, fi_date(inv.due), 10)
    f(200, top + 79.5, inv.number(inv.gross_total), 10, "", "right")
    f(114, top + 4, "Invoice " + inv.invoice_no, 8)
    f(114, top + 8.5, "Payment by bank transfer. Please always quote", 7.4)
    f(114, top + 12, "the reference number when paying.", 7.4)
    f(105, 288.5, f"{s.name} · {s.register} · VAT no. {s.vat}", 6.2, "", "center")
    return bytes(pdf.output())


# --- billdu (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------------
def billdu(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Nr.", "sup": "LEVERANCIER", "cus": "KLANT",
          "dates": ("Factuurdatum", "Leveringsdatum", "Vervaldatum", "Betaalwijze", "Bestelnummer"),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenh.", "Eenheidsprijs", "Korting", "Btw", "Totaal"),
          "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw", "due": "Te betalen",
          "issued": "Opgemaakt door", "ids": (("Btw", s.vat),), "cus_vat": "Btw",
          "bank": (("IBAN", inv.iban), ("BIC", inv.bic), ("Mededeling", inv.payment_ref)),
          "thanks": "Bedankt voor uw bestelling."}
         if nl else
         {"title": "INVOICE", "no": "No.", "sup": "SUPPLIER", "cus": "CUSTOMER",
          "dates": ("Issue date", "Delivery date", "Due date", "Payment method", "Order no."),
          "cols": ("Code", "Description", "Qty", "Unit", "Unit price", "Disc.", "VAT", "Total"),
          "net": "Total excl. VAT", "vat": "VAT {rate} %", "gross": "Total", "due": "Amount due",
          "issued": "Issued by", "cus_vat": "VAT ID",
          "ids": (("Company ID (IČO)", inv.extra.get("ico", "")), ("Tax ID (DIČ)", s.vat[2:]),
                  ("VAT ID (IČ DPH)", s.vat)),
          "bank": (("Bank", inv.extra["bank"]), ("IBAN", inv.iban), ("SWIFT", inv.bic),
                   ("Variable symbol", inv.payment_ref)),
          "thanks": "Thank you for your business."})
    dfmt = "%d/%m/%Y" if nl else "%d.%m.%Y"
    money = (lambda v: "€ " + inv.number(v)) if nl else (lambda v: inv.number(v) + "\u00a0€")  # noqa: E731
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    pdf.set_fill_color(22, 122, 128)
    pdf.rect(0, 0, 210, 34, style="F")
    pdf.set_text_color(255, 255, 255)
    f(18, 17, w["title"], 22, "B")
    f(18, 25, f"{w['no']} {inv.invoice_no}", 11)
    f(192, 17, s.name, 11, "B", "right")
    f(192, 23, s.email, 8, "", "right")
    f(192, 27.5, s.phone, 8, "", "right")
    pdf.set_text_color(0, 0, 0)
    f(18, 46, w["sup"], 7.4, "B")
    f(110, 46, w["cus"], 7.4, "B")
    sup = [s.name, s.street, place(inv), NAMES[s.country][inv.language]] + [f"{k}: {v}" for k, v in w["ids"] if v]
    cus = [BUYER[0], BUYER[1], BUYER[2], NAMES["BE"][inv.language], f"{w['cus_vat']}: {BUYER_VAT}"]
    for x, rows in ((18, sup), (110, cus)):
        for k, text in enumerate(rows):
            f(x, 51.5 + k * 4.2, text, 8.6, "B" if k == 0 else "")
    y = 85
    vals = (inv.issued.strftime(dfmt), inv.extra["delivery"], inv.due.strftime(dfmt), inv.extra["method"],
            inv.po_printed or "")
    boxes = [(k, v) for k, v in zip(w["dates"], vals) if v]
    width = 174 / len(boxes)
    pdf.set_fill_color(240, 245, 245)
    for i, (label, value) in enumerate(boxes):
        pdf.rect(18 + i * width, y, width - 1.5, 12, style="F")
        f(20 + i * width, y + 4.4, label, 6.8)
        f(20 + i * width, y + 9.4, value, 8.6, "B")
    y += 18
    for i, (label, value) in enumerate(w["bank"]):
        f(18 + (i % 2) * 92, y + (i // 2) * 4.4, f"{label}: ", 8)
        pdf.set_font("DejaVu", "", 8)
        f(18 + (i % 2) * 92 + pdf.get_string_width(f"{label}: "), y + (i // 2) * 4.4, value, 8, "B")
    y += 4.4 * ((len(w["bank"]) + 1) // 2) + 6
    codes = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if (k != 0 or codes) and (k != 5 or discounts)]
    widths = {0: 26, 2: 14, 3: 11, 4: 22, 5: 13, 6: 11, 7: 24}
    widths[1] = 174 - sum(widths[k] for k in keep if k != 1)
    xs, x = {}, 18.0
    for k in keep:
        xs[k] = x
        x += widths[k]
    pos = {k: xs[k] + 1 if k in (0, 1, 3) else xs[k] + widths[k] - 1.5 for k in keep}
    al = {k: "left" if k in (0, 1, 3) else "right" for k in keep}
    pdf.set_fill_color(22, 122, 128)
    pdf.rect(18, y - 4.4, 174, 6.4, style="F")
    pdf.set_text_color(255, 255, 255)
    for k in keep:
        f(pos[k], y, w["cols"][k], 7.6, "B", al[k])
    pdf.set_text_color(0, 0, 0)
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, widths[1] - 3)
        cells = {0: line.article or "", 1: desc[0], 2: inv.qty(line), 3: line.unit, 4: inv.number(line.price),
                 5: inv.pct(line.discount) + " %" if line.discount else "", 6: inv.rate() + " %",
                 7: inv.number(line.amount)}
        for k in keep:
            if cells[k]:
                f(pos[k], y, cells[k], 8.2, "", al[k])
        for more in desc[1:]:
            y += 3.8
            f(pos[1], y, more, 8.2)
        pdf.set_draw_color(215, 222, 222)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.2
    y += 3
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 8.8, "", "right")
        f(191, y, money(value), 8.8, "", "right")
        y += 5.2
    pdf.set_fill_color(22, 122, 128)
    pdf.rect(118, y - 3.2, 74, 9, style="F")
    pdf.set_text_color(255, 255, 255)
    f(121, y + 2.8, w["due"], 10, "B")
    f(190, y + 2.8, money(inv.gross_total), 11, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 16
    pdf.set_font("DejaVu", "", 8)
    for text in ([inv.statement] if inv.statement else []) + [w["thanks"]]:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8)
            y += 3.9
        y += 2
    f(18, 262, f"{w['issued']}: {inv.extra['issued_by']}", 8.2)
    pdf.set_draw_color(150, 150, 150)
    pdf.line(130, 260, 190, 260)
    pdf.set_font("DejaVu", "", 6.6)
    yy = 280
    for row in fp_wrap(pdf, s.register, 174):
        f(105, yy, row, 6.6, "", "center")
        yy += 3.1
    return bytes(pdf.output())


# --- optima (reportlab platypus, DejaVu Sans Condensed) -------------------------------------------------------------
def optima(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    t = (lambda pl, en, de_: f"{pl} / {de_ if de else en}")  # noqa: E731
    inv.words = {"title": "Faktura VAT"}
    buffer, doc = _doc(inv, 12, 18)
    del inv.words
    F, B = "DVC", "DVCB"
    small, lab = _style("osm", 7.4, F, lead=9), _style("ola", 6.6, F, grey=0.35)
    normal, right = _style("on", 7.8, F, lead=9.4), _style("or", 7.8, F, align=2, lead=9.4)
    head = _style("oh", 6.6, B, lead=7.8, align=1)
    bold, bold_r = _style("ob", 8.2, B), _style("obr", 8.2, B, align=2)
    dates = Table([[Paragraph(t("Miejsce wystawienia", "Place of issue", "Ausstellungsort"), lab),
                    Paragraph(inv.extra["place"], small)],
                   [Paragraph(t("Data wystawienia", "Date of issue", "Ausstellungsdatum"), lab),
                    Paragraph(inv.issued.isoformat(), small)],
                   [Paragraph(t("Data dostawy", "Date of delivery", "Lieferdatum"), lab),
                    Paragraph(inv.issued.isoformat(), small)]], colWidths=[44 * mm, 28 * mm], hAlign="RIGHT")
    dates.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.55, 0.55, 0.55)),
                               ("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    company = Paragraph(f"<font name='{B}' size='11'>{escape(s.name)}</font>", _style("oco", 8, F, lead=13))
    top = Table([[company, dates]], colWidths=[100 * mm, 78 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    title = Paragraph(f"<font name='{B}' size='14'>Faktura VAT {escape(inv.invoice_no)}</font><br/>"
                      f"{'Rechnung' if de else 'VAT Invoice'}<br/><font size='7'>ORYGINAŁ / "
                      f"{'ORIGINAL' if de else 'ORIGINAL'}</font>", _style("otit", 8.6, F, align=1, lead=13))
    nip = "NIP / " + ("USt-IdNr." if de else "VAT ID")
    seller = (f"<font name='{B}'>{escape(s.name)}</font><br/>{escape(s.street)}<br/>{escape(place(inv))}, "
              f"{escape(NAMES[s.country][inv.language])}<br/>{nip}: {escape(s.vat)}<br/>"
              f"{escape(s.register)}, REGON {inv.extra['regon']}<br/>Tel. {escape(s.phone)}, {escape(s.email)}")
    buyer = (f"<font name='{B}'>{escape(BUYER[0])}</font><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}, "
             f"{escape(NAMES['BE'][inv.language])}<br/>{nip}: {BUYER_VAT.replace('.', '')}<br/>"
             f"{t('Nr klienta', 'Customer no.', 'Kunden-Nr.')}: {escape(inv.customer_no)}")
    parties = Table([[Paragraph(t("Sprzedawca", "Seller", "Verkäufer"), lab),
                      Paragraph(t("Nabywca", "Buyer", "Käufer"), lab)],
                     [Paragraph(seller, _style("ose", 8, F, lead=10)), Paragraph(buyer, _style("obu", 8, F, lead=10))]],
                    colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    order = Paragraph(f"{t('Zamówienie klienta', 'Customer order', 'Bestellung')}: {escape(inv.po_printed or '')}",
                      normal)
    discounts = any(line.discount for line in inv.lines)
    heads = [("Lp.", "No.", "Pos."), ("Kod", "Code", "Art.-Nr."), ("Nazwa", "Description", "Bezeichnung"),
             ("Ilość", "Qty", "Menge"), ("J.m.", "Unit", "Einh."), ("Cena netto", "Net price", "Nettopreis")]
    heads += [("Rabat %", "Discount %", "Rabatt %")] if discounts else []
    heads += [("Wartość netto", "Net value", "Nettowert"), ("Stawka VAT", "VAT rate", "Satz"),
              ("Kwota VAT", "VAT", "MwSt."), ("Wartość brutto", "Gross value", "Bruttowert")]
    rows = [[Paragraph(f"{pl}<br/>{de_ if de else en}", head) for pl, en, de_ in heads]]
    for k, line in enumerate(inv.lines):
        row = [Paragraph(str(k + 1), right), Paragraph(escape(line.article or ""), normal),
               Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
               Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right)]
        row += [Paragraph(inv.pct(line.discount) if line.discount else "", right)] if discounts else []
        row += [Paragraph(inv.number(line.amount), right), Paragraph(inv.rate() + "%", right),
                Paragraph(inv.number(line.amount * inv.vat_rate / 100), right),
                Paragraph(inv.number(line.amount * (1 + inv.vat_rate / 100)), right)]
        rows.append(row)
    widths = [7, 22, 44, 13, 9, 15] + ([11] if discounts else []) + [17, 11, 13, 17]
    if not discounts:
        widths[2] += 11
    table = Table(rows, colWidths=[x * mm for x in widths], repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.35, colors.Color(0.4, 0.4, 0.4)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    summary = Table([[Paragraph(x, head) for x in (t("Stawka VAT", "VAT rate", "MwSt.-Satz"),
                                                  t("Wartość netto", "Net value", "Nettowert"),
                                                  t("Kwota VAT", "VAT", "MwSt."),
                                                  t("Wartość brutto", "Gross value", "Bruttowert"))],
                     [Paragraph(inv.rate() + "%", right), Paragraph(inv.number(inv.net_total), right),
                      Paragraph(inv.number(inv.vat_amount), right), Paragraph(inv.number(inv.gross_total), right)],
                     [Paragraph(t("Razem", "Total", "Summe"), bold_r), Paragraph(inv.number(inv.net_total), bold_r),
                      Paragraph(inv.number(inv.vat_amount), bold_r), Paragraph(inv.number(inv.gross_total), bold_r)]],
                    colWidths=[28 * mm, 24 * mm, 20 * mm, 24 * mm], hAlign="RIGHT")
    summary.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.35, colors.Color(0.4, 0.4, 0.4)),
                                 ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9))]))
    pay = [(t("Forma płatności", "Payment method", "Zahlungsart"),
            "przelew / " + ("Überweisung" if de else "bank transfer")),
           (t("Termin płatności", "Due date", "Zahlungsfrist"), inv.due.isoformat()),
           ("Bank", inv.extra["bank"]), (t("Numer konta", "Account (IBAN)", "Konto (IBAN)"), inv.iban),
           ("SWIFT", inv.bic)]
    paytab = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), small)] for k, v in pay],
                   colWidths=[42 * mm, 70 * mm], hAlign="LEFT")
    paytab.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
                                ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    due = Paragraph(f"<font name='{B}' size='11'>{t('Do zapłaty', 'Amount due', 'Zu zahlen')}: "
                    f"{inv.number(inv.gross_total)} EUR</font>", _style("odu", 9, F, lead=14))
    words = Paragraph(f"{t('Słownie', 'In words', 'In Worten')}: {escape(in_words(inv, inv.gross_total))}", normal)
    fx = Paragraph(escape(f"{t('Kurs', 'Exchange rate', 'Wechselkurs')} EUR/PLN {inv.extra['fx']} "
                          f"({t('tabela', 'table', 'Tabelle')} {inv.extra['fx_table']} z dnia {inv.extra['fx_date']}); "
                          f"{t('VAT w PLN', 'VAT in PLN', 'MwSt. in PLN')}: 0,00"), small)
    notes = Paragraph(f"{t('Uwagi', 'Notes', 'Bemerkungen')}: {escape(inv.statement)}", normal)
    sign = Table([[Paragraph(f"<br/><br/>{escape(inv.extra['issued_by'])}", _style("osg", 8, F, align=1)),
                   Paragraph("<br/><br/>", small)],
                  [Paragraph(t("Podpis osoby upoważnionej do wystawienia", "Issued by", "Ausgestellt von"), head),
                   Paragraph(t("Podpis osoby upoważnionej do odbioru", "Received by", "Empfangen von"), head)]],
                 colWidths=[80 * mm, 80 * mm], hAlign="CENTER")
    sign.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.black),
                              ("LEFTPADDING", (0, 0), (-1, -1), 6), ("RIGHTPADDING", (0, 0), (-1, -1), 6)]))
    story = [top, Spacer(1, 5 * mm), title, Spacer(1, 5 * mm), parties, Spacer(1, 3 * mm), order,
             Spacer(1, 3 * mm), table, Spacer(1, 3 * mm), summary, Spacer(1, 4 * mm), due, Spacer(1, 1 * mm), words,
             Spacer(1, 3 * mm), paytab, Spacer(1, 3 * mm), fx, Spacer(1, 2 * mm), notes, Spacer(1, 12 * mm), sign]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.4)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 10 * mm, f"{s.name}, {s.street}, {place(inv)}")
        canvas.drawRightString(194 * mm, 10 * mm, f"{'Seite' if de else 'Page'} 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- ifirma (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def ifirma(inv: Invoice) -> bytes:
    s = inv.supplier
    c = Canvas(f"Faktura {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, f"Faktura nr {inv.invoice_no}", 15, B)
    c.text(18, 27.5, f"Invoice no. {inv.invoice_no}", 9, F, grey=0.3)
    facts = [("Miejsce wystawienia / Place of issue:", inv.extra["place"]),
             ("Data wystawienia / Issue date:", inv.issued.isoformat()),
             ("Data sprzedaży / Date of sale:", inv.extra["sale"])]
    for k, (label, value) in enumerate(facts):
        c.text(160, 18 + k * 4.4, label, 7.8, F, "right", grey=0.35)
        c.text(192, 18 + k * 4.4, value, 7.8, F, "right")
    c.rule(18, 36, 192, 0.6)
    c.text(18, 42, "Sprzedawca / Seller", 8, B)
    c.text(108, 42, "Nabywca / Buyer", 8, B)
    seller = [s.name, s.street, f"{place(inv)}, {NAMES[s.country]['en']}", f"NIP / VAT ID: {s.vat}", s.register,
              f"e-mail: {s.email}", f"tel. {s.phone}"]
    buyer = [BUYER[0], BUYER[1], f"{BUYER[2]}, Belgium", f"NIP / VAT ID: {BUYER_VAT.replace('.', '')}"]
    for x, rows in ((18, seller), (108, buyer)):
        for k, text in enumerate(rows):
            c.text(x, 47.5 + k * 4.2, text, 8.6, B if k == 0 else F)
    y = 86
    cols = [(19, "left", ("Lp.", "No.")), (27, "left", ("Nazwa towaru lub usługi", "Description")),
            (99, "left", ("J.m.", "Unit")), (116, "right", ("Ilość", "Qty")),
            (134, "right", ("Cena netto", "Net price")), (155, "right", ("Wartość netto", "Net amount")),
            (167, "right", ("VAT", "rate")), (191, "right", ("Wartość brutto", "Gross amount"))]
    c.fill(18, y - 4, 174, 9.4, 0.9)
    for x, al, (pl, en) in cols:
        c.text(x, y, pl, 7, B, al)
        c.text(x, y + 3.6, en, 6.6, F, al, grey=0.3)
    y += 10.5
    for k, line in enumerate(inv.lines):
        desc = rl_wrap(line.description, F, 8.2, 70 * MM)
        values = [f"{k + 1}.", desc[0], line.unit, inv.qty(line), inv.number(line.price), inv.number(line.amount),
                  "np.", inv.number(line.amount)]
        for (x, al, _), value in zip(cols, values):
            c.text(x, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.8
            c.text(27, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.3, grey=0.6)
        y += 6
    y += 4
    c.text(120, y, "Stawka VAT / VAT rate", 7.2, F, "right", grey=0.35)
    c.text(145, y, "Netto / Net", 7.2, F, "right", grey=0.35)
    c.text(165, y, "VAT", 7.2, F, "right", grey=0.35)
    c.text(191, y, "Brutto / Gross", 7.2, F, "right", grey=0.35)
    for k, (label, strong) in enumerate((("np.", False), ("Razem / Total", True))):
        yy = y + 4.6 + k * 4.6
        c.text(120, yy, label, 8.2, B if strong else F, "right")
        c.text(145, yy, inv.number(inv.net_total), 8.2, B if strong else F, "right")
        c.text(165, yy, inv.number(inv.vat_amount), 8.2, B if strong else F, "right")
        c.text(191, yy, inv.number(inv.gross_total), 8.2, B if strong else F, "right")
    y += 18
    c.text(18, y, f"Do zapłaty / Amount due: {inv.number(inv.gross_total)} EUR", 11, B)
    y += 5.4
    c.text(18, y, f"Słownie / In words: {in_words(inv, inv.gross_total)}", 8.4, F)
    y += 8
    pay = [("Sposób płatności / Payment method:", "przelew / bank transfer"),
           ("Termin płatności / Payment due:", inv.due.isoformat()),
           ("Bank:", inv.extra["bank"]), ("Numer konta / Account no.:", inv.iban), ("SWIFT:", inv.bic)]
    for label, value in pay:
        c.text(18, y, label, 8.2, F, grey=0.35)
        c.text(78, y, value, 8.2, F)
        y += 4.4
    y += 4
    c.text(18, y, "Uwagi / Notes:", 8.2, B)
    y += 4.4
    for text in (inv.po_printed or "", inv.statement):
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
    c.text(57, 246, inv.extra["issued_by"], 8.6, F, "center")
    c.rule(22, 250, 92, 0.4)
    c.rule(118, 250, 188, 0.4)
    c.text(57, 254, "Podpis osoby upoważnionej do wystawienia", 6.8, F, "center", grey=0.35)
    c.text(153, 254, "Podpis osoby upoważnionej do odbioru", 6.8, F, "center", grey=0.35)
    c.text(105, 284, f"{s.name} · {s.street}, {place(inv)} · NIP {s.vat[2:]}", 6.6, F, "center", grey=0.4)
    return c.bytes()


WRITERS = {"twentyfour": twentyfour, "xledger": xledger, "lemonsoft": lemonsoft, "heeros": heeros,
           "billdu": billdu, "optima": optima, "ifirma": ifirma}
