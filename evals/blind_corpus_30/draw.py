"""Seven page writers for the thirtieth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of invoicing software (no logos, no trademarks, invented suppliers): three on fpdf2, four on
reportlab (two on its canvas, two on its platypus flowables), on DejaVu and Liberation fonts. Every writer takes an
`Invoice` (invoices.py) and returns the PDF's bytes. The small drawing helpers (reportlab canvas in mm, fpdf2
set-up, word wrapping, the buyer, the totals rows) are the fourth and sixth corpora's, imported.

- falco (fpdf2, DejaVu Sans): a Belgian online bookkeeping package's invoice, nl or fr: the supplier top left with
  its VAT number, the customer right with its VAT number, `Factuur F-…` / `Facture F-…` as title, a row of facts
  (label above value), a table on a light band (`Code` / `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Korting` /
  `Btw` / `Totaal excl. btw`), totals (`Totaal excl. btw`, `Btw 21 %`, `Totaal incl. btw`), a shaded `Te betalen`,
  the payment sentence with the structured communication, a one-row footer.
- tebi (reportlab canvas, Liberation Sans): a Dutch hospitality till's invoice, nl or fr: the venue centred at the
  top, `Factuur` / `Facture` with a fact list, the customer right, the lines **priced incl. VAT** (`Prijs` / `Btw` /
  `Totaal`), `Totaal incl. btw`, a VAT breakdown (`Tarief` / `Excl. btw` / `Btw` / `Incl. btw`), `Te betalen`.
- invoice2go (reportlab canvas, DejaVu Sans): a mobile invoicing app's print, nl or de: the business top left,
  `FACTUUR` / `RECHNUNG` top right with `Nr.`, date, due date and the order number, `FACTUUR AAN` / `RECHNUNG AN`,
  a dark header band `OMSCHRIJVING` / `PRIJS` / `AANTAL` / `BEDRAG` (no units, no article numbers), totals in
  capitals (`SUBTOTAAL`, `BTW (21%)`, `TOTAAL`, `BETAALD`, `TE BETALEN`), notes and payment instructions.
- invoicely (reportlab platypus, DejaVu Sans): a web invoicing service's print, fr or de: the company left and the
  title right, `Facturé à` / `Rechnung an` beside a fact grid with the balance due, `Article` / `Description` /
  `Prix unitaire` / `Qté` / `Total`, totals `Sous-total`, the shipping, `TVA`, `Total`, `Montant payé`, `Solde dû`
  (no line labelled net), notes and terms.
- square (fpdf2, DejaVu Sans): a card-payment company's invoice, fr: the business top left, `Facture` and its number
  right, `Facturé à` / dates / `Montant dû` in three columns, items with a bold name and a grey description row under
  it, `Qté` / `Prix` / `Montant`, `Sous-total`, the tax row, `Total`, `Montant dû`, the bank details.
- pandle (reportlab platypus, Liberation Sans): a British bookkeeping package's invoice, en: the company left,
  `INVOICE` right, `Invoice To`, a fact table (`Invoice No.`, `Invoice Date`, `Due Date`, `Customer Ref`), lines
  with per-line VAT (`Product` / `Description` / `Qty` / `Unit Price` / `Disc %` / `Net` / `VAT %` / `VAT` /
  `Total`), `Net Total`, `VAT Total`, `Invoice Total`, bank details and the registration footer.
- crunch (fpdf2, Liberation Sans): a British online accountancy's invoice, en: `Invoice` large top left, the
  company right, the facts (`Invoice number`, `Invoice date`, `Due date`, `PO number`), `Invoice to`,
  `Description` / `Quantity` / `Unit` / `Rate` / `Amount`, `Subtotal`, the VAT row, `Total`, a boxed amount due
  and the bank details."""

from __future__ import annotations

import importlib.util
import sys
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import Invoice

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "draw.py"
if "blind_corpus_6_draw" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_draw", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_draw"] = _module
    _spec.loader.exec_module(_module)
_d6 = sys.modules["blind_corpus_6_draw"]
_d4 = sys.modules["blind_corpus_4_draw"]
BUYER, BUYER_VAT, Canvas, _fpdf, _ft, fp_wrap, rl_wrap = (
    _d4.BUYER, _d4.BUYER_VAT, _d4.Canvas, _d4._fpdf, _d4._ft, _d4.fp_wrap, _d4.rl_wrap)
_style, _doc, MM = _d4._style, _d4._doc, _d4.MM
totals, place = _d6.totals, _d6.place
COUNTRY_BE = {"nl": "België", "fr": "Belgique", "de": "Belgien", "en": "Belgium"}
COUNTRY = {"BE": COUNTRY_BE, "FR": {"fr": "France"}, "AT": {"de": "Österreich"}, "DE": {"de": "Deutschland"},
           "IE": {"en": "Ireland"}, "NL": {"en": "The Netherlands"}}
LIBERATION = "/usr/share/fonts/truetype/liberation"
for _name, _file in (("LS", "LiberationSans-Regular.ttf"), ("LSB", "LiberationSans-Bold.ttf")):
    if _name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(_name, f"{LIBERATION}/{_file}"))
SHORT = {"nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
         "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
         "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"}


def short_day(inv: Invoice, value) -> str:
    """`3 dec. 2027`, `9 déc. 2027`, `14 Dec 2027`."""
    return f"{value.day} {SHORT[inv.language].split()[value.month - 1]} {value.year}"


def eur(inv: Invoice, value: Decimal, before: bool = True) -> str:
    return f"€ {inv.number(value)}" if before else f"{inv.number(value)} €"


# --- falco (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def falco(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurdatum", "Vervaldatum", "Klantnummer", "Uw referentie"),
          "cols": ("Code", "Omschrijving", "Aantal", "Eenheidsprijs", "Korting", "Btw", "Totaal excl. btw"),
          "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Totaal incl. btw", "due": "Te betalen",
          "vatno": "Btw", "pay": "Gelieve {amount} te betalen vóór {due} op rekening {iban} (BIC {bic}) met "
                                 "vermelding van {ref}.",
          "cond": "Op onze facturen zijn onze algemene verkoopsvoorwaarden van toepassing."}
         if nl else
         {"title": "Facture", "facts": ("Date de facture", "Date d'échéance", "N° client", "Votre référence"),
          "cols": ("Code", "Description", "Quantité", "Prix unitaire", "Remise", "TVA", "Total HTVA"),
          "net": "Total HTVA", "vat": "TVA {rate} %", "gross": "Total TVAC", "due": "À payer", "vatno": "TVA",
          "pay": "Merci de payer {amount} avant le {due} sur le compte {iban} (BIC {bic}) avec la communication "
                 "{ref}.",
          "cond": "Nos factures sont soumises à nos conditions générales de vente."})
    pdf = _fpdf(f"{w['title']} {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.4, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 13, "B")
    for k, text in enumerate([s.street, place(inv), f"{w['vatno']} {s.vat}", s.phone, s.email]):
        f(16, 26 + k * 3.8, text, 8)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        f(120, 48 + k * 4.5, text, 9.2, "B" if k == 0 else "")
    f(16, 82, f"{w['title']} {inv.invoice_no}", 16, "B")
    dfmt = "%d/%m/%Y"
    facts = [(w["facts"][0], inv.issued.strftime(dfmt)), (w["facts"][1], inv.due.strftime(dfmt)),
             (w["facts"][2], inv.customer_no), (w["facts"][3], inv.po_printed or "")]
    for k, (label, value) in enumerate((label, value) for label, value in facts if value):
        f(16 + k * 44, 91, label, 7.2)
        f(16 + k * 44, 95.5, value, 9, "B")
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    # (x of the text, alignment, key): the description starts after the code when there is one
    cols = ([(17, "l", 0)] if articles else []) + [(41 if articles else 17, "l", 1), (123, "r", 2),
                                                   (145, "r", 3)] + ([(157, "r", 4)] if discounts else []) + \
        [(167, "r", 5), (194, "r", 6)]
    y = 108
    pdf.set_fill_color(236, 241, 247)
    pdf.rect(15, y - 4.4, 180, 6.4, style="F")
    for x, al, key in cols:
        f(x, y, w["cols"][key], 7.4, "B", "right" if al == "r" else "left")
    y += 7
    desc_w = 63 if articles else 86
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, desc_w)
        values = {0: line.article or "", 1: desc[0],
                  2: (inv.qty(line) + (" " + line.unit if line.unit else "")),
                  3: inv.number(line.price), 4: inv.pct(line.discount) + " %" if line.discount else "",
                  5: inv.rate() + " %", 6: inv.number(line.amount)}
        for x, al, key in cols:
            if values[key]:
                f(x, y, values[key], 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(41 if articles else 17, y, more, 8.2)
        pdf.set_draw_color(220, 224, 230)
        pdf.line(15, y + 2.3, 195, y + 2.3)
        y += 6.3
    y += 4
    for label, value, strong in totals(inv, "", w["net"], w["vat"], w["gross"]):
        f(160, y, label, 8.8, "", "right")
        f(194, y, eur(inv, value), 8.8, "", "right")
        y += 5.4
    pdf.set_fill_color(35, 64, 110)
    pdf.rect(118, y - 4.2, 77, 8, style="F")
    pdf.set_text_color(255, 255, 255)
    f(122, y + 1, w["due"], 10.5, "B")
    f(193, y + 1, eur(inv, inv.gross_total), 10.5, "B", "right")
    pdf.set_text_color(0, 0, 0)
    y += 16
    pdf.set_font("DejaVu", "", 8.2)
    texts = [w["pay"].format(amount=eur(inv, inv.gross_total), due=inv.due.strftime(dfmt), iban=inv.iban, bic=inv.bic,
                             ref=inv.payment_ref or inv.invoice_no), w["cond"]]
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 8.2)
            y += 4
        y += 1.5
    pdf.set_draw_color(200, 200, 200)
    pdf.line(15, 281, 195, 281)
    f(105, 285, f"{s.name} · {s.street}, {place(inv)} · {w['vatno']} {s.vat} · {s.register} · IBAN {inv.iban}",
      6.6, "", "center")
    return bytes(pdf.output())


# --- tebi (reportlab canvas, Liberation Sans) ------------------------------------------------------------------------
def tebi(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurnummer", "Factuurdatum", "Vervaldatum", "Referentie"),
          "to": "Klant", "cols": ("Omschrijving", "Aantal", "Prijs", "Btw", "Totaal"), "gross": "Totaal incl. btw",
          "split": ("Btw-tarief", "Excl. btw", "Btw", "Incl. btw"), "due": "Te betalen", "vatno": "Btw-nr.",
          "pay": "Gelieve het totaalbedrag binnen 14 dagen over te maken op {iban} (BIC {bic}) met vermelding van "
                 "{ref}.", "thanks": "Bedankt en tot ziens!"}
         if nl else
         {"title": "Facture", "facts": ("Numéro de facture", "Date de facture", "Date d'échéance", "Référence"),
          "to": "Client", "cols": ("Description", "Qté", "Prix", "TVA", "Total"), "gross": "Total TVAC",
          "split": ("Taux TVA", "HTVA", "TVA", "TVAC"), "due": "À payer", "vatno": "N° TVA",
          "pay": "Merci de régler le montant total dans les 14 jours sur {iban} (BIC {bic}) avec la communication "
                 "{ref}.", "thanks": "Merci et à bientôt !"})
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(105, 18, s.name, 15, B, "center")
    c.text(105, 23.5, f"{s.street} · {place(inv)} · {s.phone}", 8, F, "center", grey=0.35)
    c.text(105, 27.5, f"{w['vatno']} {s.vat} · {s.email}", 8, F, "center", grey=0.35)
    c.rule(18, 32, 192, 0.4, grey=0.75)
    c.text(18, 44, w["title"], 17, B)
    dfmt = "%d-%m-%Y"
    facts = [(w["facts"][0], inv.invoice_no), (w["facts"][1], inv.issued.strftime(dfmt)),
             (w["facts"][2], inv.due.strftime(dfmt)), (w["facts"][3], inv.po_printed or "")]
    y = 52
    for label, value in facts:
        if value:
            c.text(18, y, label, 8.6, F, grey=0.4)
            c.text(56, y, value, 8.6, F)
            y += 4.6
    c.text(120, 44, w["to"], 8, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(120, 50 + k * 4.4, text, 9, B if k == 0 else F)
    y = max(y, 70) + 2
    c.text(18, y, inv.extra["table"], 8.6, F, grey=0.25)
    y += 9
    cols = [(18, "left"), (124, "right"), (148, "right"), (166, "right"), (192, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 8.4, B, al)
    c.rule(18, y + 2, 192, 0.8)
    y += 7.5
    factor = 1 + inv.vat_rate / 100
    gross_sum = Decimal("0.00")
    for line in inv.lines:
        unit_gross = line.price * factor
        line_gross = line.quantity * unit_gross
        assert unit_gross == unit_gross.quantize(Decimal("0.01")), line   # the incl.-VAT prices are exact
        gross_sum += line_gross
        desc = rl_wrap(line.description, F, 8.8, 98 * MM)
        qty = inv.qty(line) + (f" {line.unit}" if line.unit else "")
        for (x, al), value in zip(cols, (desc[0], qty, inv.number(unit_gross), inv.rate() + "%",
                                         inv.number(line_gross))):
            c.text(x, y, value, 8.8, F, al)
        for more in desc[1:]:
            y += 4
            c.text(18, y, more, 8.8, F)
        y += 6.2
    assert gross_sum == inv.gross_total, (gross_sum, inv.gross_total)
    c.rule(18, y - 3, 192, 0.4, grey=0.6)
    y += 2
    c.text(166, y, w["gross"], 10, B, "right")
    c.text(192, y, eur(inv, inv.gross_total), 10, B, "right")
    y += 10
    xs = [(110, "left"), (146, "right"), (168, "right"), (192, "right")]
    for (x, al), head in zip(xs, w["split"]):
        c.text(x, y, head, 8, B, al)
    c.rule(110, y + 1.6, 192, 0.4, grey=0.6)
    y += 5.5
    for (x, al), value in zip(xs, (inv.rate() + "%", inv.number(inv.net_total), inv.number(inv.vat_amount),
                                   inv.number(inv.gross_total))):
        c.text(x, y, value, 8.4, F, al)
    y += 10
    c.fill(110, y - 5, 82, 8, 0.92)
    c.text(113, y, w["due"], 10.5, B)
    c.text(190, y, eur(inv, inv.gross_total), 10.5, B, "right")
    y += 14
    for text in (inv.extra["note"], w["pay"].format(iban=inv.iban, bic=inv.bic, ref=inv.payment_ref or
                                                     inv.invoice_no)):
        for row in rl_wrap(text, F, 8.6, 174 * MM):
            c.text(18, y, row, 8.6, F)
            y += 4.2
        y += 1.5
    c.text(105, 272, w["thanks"], 9, F, "center", grey=0.35)
    c.text(105, 284, f"{s.name} · {s.register} · IBAN {inv.iban}", 6.8, F, "center", grey=0.45)
    return c.bytes()


# --- invoice2go (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def invoice2go(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Nr.", "Datum", "Vervaldatum"), "to": "FACTUUR AAN",
          "cols": ("OMSCHRIJVING", "PRIJS", "AANTAL", "BEDRAG"), "sub": "SUBTOTAAL", "vat": "BTW ({rate}%)",
          "gross": "TOTAAL", "paid": "BETAALD", "due": "TE BETALEN", "notes": "Opmerkingen",
          "pay": "Betaalinstructies", "vatno": "Btw-nr.", "page": "Pagina 1 van 1",
          "iban": "Overschrijving op {iban} - BIC {bic} - met vermelding van factuur {no}."}
         if nl else
         {"title": "RECHNUNG", "facts": ("Nr.", "Datum", "Fällig"), "to": "RECHNUNG AN",
          "cols": ("BESCHREIBUNG", "PREIS", "MENGE", "BETRAG"), "sub": "ZWISCHENSUMME", "vat": "MwSt. ({rate}%)",
          "gross": "GESAMT", "paid": "BEZAHLT", "due": "OFFENER BETRAG", "notes": "Anmerkungen",
          "pay": "Zahlungsanweisungen", "vatno": "UID", "page": "Seite 1 von 1",
          "iban": "Überweisung auf {iban} - BIC {bic} - Verwendungszweck Rechnung {no}."})
    day = short_day if nl else (lambda _inv, value: value.strftime("%d.%m.%Y"))
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 22, s.name, 14, B)
    for k, text in enumerate([s.street, place(inv), s.phone, s.email, f"{w['vatno']} {s.vat}"]):
        c.text(18, 28 + k * 4, text, 8.2, F, grey=0.3)
    c.c.setFillColorRGB(0.12, 0.45, 0.62)
    c.c.setFont(B, 22)
    c.c.drawRightString(192 * MM, c.height - 24 * MM, w["title"])
    c.c.setFillGray(0)
    facts = [(w["facts"][0], inv.invoice_no), (w["facts"][1], day(inv, inv.issued)), (w["facts"][2],
             day(inv, inv.due)), (inv.extra["po_label"], inv.po_printed or "")]
    y = 32
    for label, value in facts:
        if value:
            c.text(160, y, label, 8.4, B, "right")
            c.text(192, y, value, 8.4, F, "right")
            y += 4.6
    c.text(18, 62, w["to"], 8, B, grey=0.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 67.5 + k * 4.3, text, 9, B if k == 0 else F)
    y = 98
    c.c.setFillColorRGB(0.16, 0.2, 0.25)
    c.c.rect(18 * MM, c.height - (y + 2.2) * MM, 174 * MM, 7 * MM, stroke=0, fill=1)
    c.c.setFillGray(1)
    cols = [(20, "left"), (148, "right"), (166, "right"), (190, "right")]
    for (x, al), head in zip(cols, w["cols"]):
        c.c.setFont(B, 8)
        draw = c.c.drawString if al == "left" else c.c.drawRightString
        draw(x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 9
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.6, 100 * MM)
        for (x, al), value in zip(cols, (desc[0], inv.number(line.price), inv.qty(line), inv.number(line.amount))):
            c.text(x, y, value, 8.6, F, al)
        for more in desc[1:]:
            y += 4
            c.text(20, y, more, 8.6, F)
        c.rule(18, y + 2.6, 192, 0.3, grey=0.8)
        y += 7.2
    y += 3
    rows = totals(inv, w["sub"], w["sub"], w["vat"], w["gross"])
    rows += [(w["paid"], Decimal("0.00"), False)]
    for label, value, strong in rows:
        c.text(160, y, label, 8.8, B if strong else F, "right")
        c.text(190, y, eur(inv, value), 8.8, B if strong else F, "right")
        y += 5.4
    c.fill(118, y - 4.8, 74, 8, 0.9)
    c.text(160, y, w["due"], 10, B, "right")
    c.text(190, y, eur(inv, inv.gross_total), 10, B, "right")
    y += 14
    for head, text in ((w["notes"], inv.statement), (w["pay"], w["iban"].format(iban=inv.iban, bic=inv.bic,
                                                                                 no=inv.invoice_no))):
        if not text:
            continue
        c.text(18, y, head, 8.6, B)
        y += 4.6
        for row in rl_wrap(text, F, 8.2, 174 * MM):
            c.text(18, y, row, 8.2, F)
            y += 4
        y += 3
    c.text(18, 284, s.register, 6.8, F, grey=0.45)
    c.text(192, 284, w["page"], 6.8, F, "right", grey=0.45)
    return c.bytes()


# --- invoicely (reportlab platypus, DejaVu Sans) ---------------------------------------------------------------------
def invoicely(inv: Invoice) -> bytes:
    s, fr = inv.supplier, inv.language == "fr"
    w = ({"title": "FACTURE", "to": "Facturé à", "facts": ("Facture n°", "Date", "Échéance", "Bon de commande"),
          "due_box": "Solde dû", "cols": ("Article", "Description", "Prix unitaire", "Qté", "Total"),
          "sub": "Sous-total", "vat": "TVA ({rate} %)", "gross": "Total", "paid": "Montant payé", "due": "Solde dû",
          "notes": "Notes", "terms": "Conditions", "vatno": "N° TVA",
          "pay": "Paiement par virement à 30 jours : IBAN {iban} - BIC {bic}."}
         if fr else
         {"title": "RECHNUNG", "to": "Rechnung an", "facts": ("Rechnungsnr.", "Datum", "Fällig am", "Bestellnummer"),
          "due_box": "Offener Betrag", "cols": ("Artikel", "Beschreibung", "Einzelpreis", "Menge", "Summe"),
          "sub": "Zwischensumme", "vat": "USt. ({rate} %)", "gross": "Gesamt", "paid": "Bezahlt",
          "due": "Offener Betrag", "notes": "Anmerkungen", "terms": "Bedingungen", "vatno": "USt-IdNr.",
          "pay": "Zahlbar innerhalb von 30 Tagen ohne Abzug: IBAN {iban} - BIC {bic}."})
    po = inv.po_printed or ""
    if fr and po.startswith("Bon de commande"):
        po = po.split("n°")[-1].strip()
    if fr:
        day = lambda value: inv.day(value, "long")  # noqa: E731
    else:
        day = lambda value: value.strftime("%d.%m.%Y")  # noqa: E731
    inv.words = {"title": w["title"].title()}
    buffer, doc = _doc(inv, 16, 24)
    del inv.words
    normal, right = _style("ivn", 8.4, "DV"), _style("ivr", 8.4, "DV", align=2)
    lab, lab_r = _style("ivl", 7.4, "DV", grey=0.45), _style("ivlr", 7.4, "DV", align=2, grey=0.45)
    bold, bold_r = _style("ivb", 8.4, "DVB"), _style("ivbr", 8.4, "DVB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(place(inv))}<br/>"
                        f"{escape(COUNTRY[s.country][inv.language])}<br/>{escape(w['vatno'] + ' ' + s.vat)}<br/>"
                        f"{escape(s.email)}", _style("ivc", 8.6, "DV", lead=11))
    title = Paragraph(w["title"], _style("ivt", 24, "DVB", align=2, grey=0.55, lead=28))
    top = Table([[company, title]], colWidths=[108 * mm, 70 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    bill = Paragraph(f"<font color='#777777' size='7.4'>{escape(w['to'])}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                     f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>{escape(COUNTRY_BE[inv.language])}<br/>"
                     f"{escape(w['vatno'] + ' ' + BUYER_VAT)}", _style("ivbill", 8.8, "DV", lead=11.4))
    facts = [(w["facts"][0], inv.invoice_no), (w["facts"][1], day(inv.issued)), (w["facts"][2], day(inv.due)),
             (w["facts"][3], po)]
    grid = [[Paragraph(escape(k), bold_r), Paragraph(escape(v), right)] for k, v in facts if v]
    grid.append([Paragraph(escape(w["due_box"]), bold_r), Paragraph(escape(eur(inv, inv.gross_total, False)),
                                                                     bold_r)])
    fact_table = Table(grid, colWidths=[36 * mm, 36 * mm])
    fact_table.setStyle(TableStyle([("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.92, 0.92, 0.92)),
                                    ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    middle = Table([[bill, fact_table]], colWidths=[104 * mm, 74 * mm])
    middle.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    rows = [[Paragraph(escape(h), bold_r if k >= 2 else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.article or ""), normal), Paragraph(escape(line.description), normal),
                     Paragraph(escape(eur(inv, line.price, False)), right), Paragraph(inv.qty(line), right),
                     Paragraph(escape(eur(inv, line.amount, False)), right)])
    table = Table(rows, colWidths=[27 * mm, 81 * mm, 26 * mm, 16 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 1, colors.Color(0.3, 0.3, 0.3)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    trows += [(w["paid"], Decimal("0.00"), False), (w["due"], inv.gross_total, True)]
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(escape(eur(inv, value, False)), bold_r if strong else right)]
                 for label, value, strong in trows], colWidths=[46 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 8 * mm), middle, Spacer(1, 9 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 9 * mm),
             Paragraph(f"<b>{escape(w['notes'])}</b>", normal), Paragraph(escape(inv.statement), normal),
             Spacer(1, 3 * mm), Paragraph(f"<b>{escape(w['terms'])}</b>", normal),
             Paragraph(escape(w["pay"].format(iban=inv.iban, bic=inv.bic)), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.6)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.register} · {s.phone}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- square (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def square(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Facture {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(18, 22, s.name, 14, "B")
    pdf.set_text_color(110, 110, 110)
    for k, text in enumerate([s.street, place(inv), s.email, s.phone]):
        f(18, 28 + k * 4, text, 8)
    pdf.set_text_color(0, 0, 0)
    f(192, 22, "Facture", 16, "B", "right")
    f(192, 28.5, f"n° {inv.invoice_no}", 9, "", "right")
    if inv.po_printed:   # the invoice title the seller typed
        f(18, 47, f"{inv.extra['title']} - {inv.po_printed}", 10, "B")
    y = 54
    blocks = [("Facturé à", [BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"TVA {BUYER_VAT}"]),
              ("Date d'émission", [short_day(inv, inv.issued)]), ("Date d'échéance", [short_day(inv, inv.due)])]
    for (label, rows), x in zip(blocks, (18, 92, 142)):
        pdf.set_text_color(110, 110, 110)
        f(x, y, label, 7.6)
        pdf.set_text_color(0, 0, 0)
        for k, text in enumerate(rows):
            f(x, y + 5 + k * 4.3, text, 8.8, "B" if k == 0 and x == 18 else "")
    f(142, y + 16, "Montant dû", 7.6)
    f(142, y + 24, eur(inv, inv.gross_total, False), 15, "B")
    y = 96
    pdf.set_draw_color(30, 30, 30)
    pdf.line(18, y + 2, 192, y + 2)
    for x, head, al in ((18, "Articles", "left"), (132, "Qté", "right"), (160, "Prix", "right"),
                        (192, "Montant", "right")):
        f(x, y, head, 8, "B", al)
    y += 8
    for line in inv.lines:
        f(18, y, line.description, 9, "B")
        f(132, y, inv.qty(line), 9, "", "right")
        f(160, y, eur(inv, line.price, False), 9, "", "right")
        f(192, y, eur(inv, line.amount, False), 9, "", "right")
        pdf.set_text_color(110, 110, 110)
        for detail in line.detail:
            y += 4.4
            f(18, y, detail, 8)
        pdf.set_text_color(0, 0, 0)
        pdf.set_draw_color(225, 225, 225)
        pdf.line(18, y + 3, 192, y + 3)
        y += 9
    y += 2
    rows = totals(inv, "Sous-total", "Sous-total", "TVA autoliquidée ({rate} %)", "Total")
    for label, value, strong in rows:
        f(160, y, label, 9, "B" if strong else "", "right")
        f(192, y, eur(inv, value, False), 9, "B" if strong else "", "right")
        y += 5.6
    pdf.line(120, y - 3.4, 192, y - 3.4)
    y += 1.5
    f(160, y, "Montant dû", 10.5, "B", "right")
    f(192, y, eur(inv, inv.gross_total, False), 10.5, "B", "right")
    y += 14
    pdf.set_font("DejaVu", "", 8.2)
    for head, text in (("Note", inv.statement), ("Paiement", f"Virement bancaire : IBAN {inv.iban} - BIC {inv.bic}, "
                                                             f"référence {inv.invoice_no}. Paiement par carte possible "
                                                             "via le lien reçu par e-mail.")):
        f(18, y, head, 8.4, "B")
        y += 4.4
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.2)
            y += 4
        y += 3
    pdf.set_text_color(110, 110, 110)
    f(105, 280, f"{s.name} · {s.register} · N° TVA {s.vat}", 6.8, "", "center")
    f(105, 284, "TVA non applicable en France - autoliquidation par le client", 6.8, "", "center")
    return bytes(pdf.output())


# --- pandle (reportlab platypus, Liberation Sans) --------------------------------------------------------------------
def pandle(inv: Invoice) -> bytes:
    s = inv.supplier
    inv.words = {"title": "Invoice"}
    buffer, doc = _doc(inv, 16, 26)
    del inv.words
    normal, right = _style("pdn", 8, "LS"), _style("pdr", 8, "LS", align=2)
    bold, bold_r = _style("pdb", 8, "LSB"), _style("pdbr", 8, "LSB", align=2)
    company = Paragraph(f"<b>{escape(s.name)}</b><br/>{escape(s.street)}<br/>{escape(s.city)}<br/>"
                        f"{escape(s.postal_code)}<br/>{escape(COUNTRY[s.country]['en'])}<br/>Tel: {escape(s.phone)}<br/>"
                        f"{escape(s.email)}", _style("pdc", 8.6, "LS", lead=11))
    title = Paragraph("INVOICE", _style("pdt", 22, "LSB", align=2, lead=26))
    top = Table([[company, title]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    to = Paragraph(f"<b>Invoice To:</b><br/>{escape(BUYER[0])}<br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>"
                   f"Belgium<br/>VAT No: {escape(BUYER_VAT)}", _style("pdto", 8.8, "LS", lead=11.4))
    dfmt = "%d/%m/%Y"
    facts = [("Invoice No.", inv.invoice_no), ("Invoice Date", inv.issued.strftime(dfmt)),
             ("Due Date", inv.due.strftime(dfmt)), ("Customer Ref", inv.po_printed or "")]
    ft = Table([[Paragraph(escape(k), bold), Paragraph(escape(v), normal)] for k, v in facts if v],
               colWidths=[30 * mm, 38 * mm])
    ft.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.Color(0.6, 0.6, 0.6)),
                            ("BACKGROUND", (0, 0), (0, -1), colors.Color(0.93, 0.95, 0.97)),
                            ("TOPPADDING", (0, 0), (-1, -1), 1.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    middle = Table([[to, ft]], colWidths=[110 * mm, 68 * mm])
    middle.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, -1), 0)]))
    products = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    heads = (["Product"] if products else []) + ["Description", "Qty", "Unit Price"] + \
        (["Disc %"] if discounts else []) + ["Net", "VAT %", "VAT", "Total"]
    widths = ([24] if products else []) + [0, 11, 18] + ([13] if discounts else []) + [19, 13, 14, 19]
    widths[widths.index(0)] = 178 - sum(widths)
    head_l, head_r = _style("pdhl", 8, "LSB", grey=1), _style("pdhr", 8, "LSB", align=2, grey=1)
    rows = [[Paragraph(escape(h), head_l if h in ("Product", "Description") else head_r) for h in heads]]
    for line in inv.lines:
        vat = Decimal("0.00")
        cells = ([Paragraph(escape(line.article or ""), normal)] if products else []) + \
            [Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
             Paragraph(inv.number(line.price), right)] + \
            ([Paragraph(inv.number(line.discount) if line.discount else "", right)] if discounts else []) + \
            [Paragraph(inv.number(line.amount), right), Paragraph(inv.number(inv.vat_rate), right),
             Paragraph(inv.number(vat), right), Paragraph(inv.number(line.amount + vat), right)]
        rows.append(cells)
    table = Table(rows, colWidths=[x * mm for x in widths], repeatRows=1)
    table.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.21, 0.33, 0.46)),
                               ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    tot = Table([[Paragraph(label, bold_r if strong else right),
                  Paragraph("€" + inv.number(value), bold_r if strong else right)]
                 for label, value, strong in (("Net Total", inv.net_total, False), ("VAT Total", inv.vat_amount, False),
                                              ("Invoice Total", inv.gross_total, True))],
                colWidths=[40 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.93, 0.95, 0.97)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    bank = Paragraph(f"<b>Bank Details</b><br/>Bank of Ireland<br/>Account Name: {escape(s.name)}<br/>"
                     f"IBAN: {escape(inv.iban)}<br/>BIC: {escape(inv.bic)}", _style("pdbk", 8.2, "LS", lead=10.6))
    story = [top, Spacer(1, 8 * mm), middle, Spacer(1, 8 * mm), table, Spacer(1, 4 * mm), tot, Spacer(1, 8 * mm),
             Paragraph("<b>Notes</b>", normal), Paragraph(escape(inv.statement), normal), Spacer(1, 5 * mm), bank]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.8)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 14 * mm, f"{s.name} · {s.register} · VAT Registration No. {s.vat}")
        canvas.drawCentredString(105 * mm, 10.5 * mm, f"{s.street}, {s.city}, {s.postal_code}, Ireland")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- crunch (fpdf2, Liberation Sans) ---------------------------------------------------------------------------------
def crunch(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    for style, file in (("", "LiberationSans-Regular.ttf"), ("B", "LiberationSans-Bold.ttf")):
        pdf.add_font("Lib", style, f"{LIBERATION}/{file}")
    f = lambda x, y, text, size=8.8, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa
    long = lambda value: inv.day(value, "long")  # noqa: E731
    f(18, 28, "Invoice", 26, "B")
    for k, text in enumerate([s.name, s.street, place(inv), COUNTRY[s.country]["en"], s.email,
                              f"VAT number {s.vat}", s.register]):
        f(192, 18 + k * 4.3, text, 9 if k == 0 else 8.4, "B" if k == 0 else "", "right")
    facts = [("Invoice number", inv.invoice_no), ("Invoice date", long(inv.issued)), ("Due date", long(inv.due)),
             ("PO number", inv.po_printed or "")]
    y = 56
    pdf.set_text_color(100, 100, 100)
    f(18, y, "Invoice to", 8.4, "B")
    f(110, y, "Details", 8.4, "B")
    pdf.set_text_color(0, 0, 0)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgium", f"VAT number {BUYER_VAT}"]):
        f(18, y + 5.5 + k * 4.3, text, 9)
    for k, (label, value) in enumerate((label, value) for label, value in facts if value):
        f(110, y + 5.5 + k * 4.6, label, 9)
        f(192, y + 5.5 + k * 4.6, value, 9, "B" if k == 0 else "", "right")
    y = 96
    pdf.set_draw_color(120, 120, 120)
    for x, head, al in ((18, "Description", "left"), (128, "Quantity", "right"), (131, "Unit", "left"),
                        (166, "Rate", "right"), (192, "Amount", "right")):
        f(x, y, head, 8.6, "B", al)
    pdf.line(18, y + 2.2, 192, y + 2.2)
    y += 8
    for line in inv.lines:
        pdf.set_font("Lib", "", 9)
        desc = fp_wrap(pdf, line.description, 88)
        f(18, y, desc[0], 9)
        f(128, y, inv.qty(line), 9, "", "right")
        f(131, y, line.unit, 9)
        f(166, y, "€" + inv.number(line.price), 9, "", "right")
        f(192, y, "€" + inv.number(line.amount), 9, "", "right")
        for more in desc[1:]:
            y += 4.2
            f(18, y, more, 9)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(18, y + 3, 192, y + 3)
        y += 8.4
    y += 2
    for label, value in (("Subtotal", inv.net_total), (f"VAT ({inv.rate()}%, reverse charge)", inv.vat_amount),
                         ("Total", inv.gross_total)):
        f(166, y, label, 9, "B" if label == "Total" else "", "right")
        f(192, y, "€" + inv.number(value), 9, "B" if label == "Total" else "", "right")
        y += 5.6
    y += 4
    pdf.set_fill_color(240, 244, 248)
    pdf.rect(18, y - 5, 174, 12, style="F")
    f(22, y + 2.4, "Amount due", 11, "B")
    f(188, y + 2.4, "€" + inv.number(inv.gross_total), 14, "B", "right")
    y += 18
    pdf.set_font("Lib", "", 8.6)
    for head, text in (("VAT", inv.statement), ("Payment details", f"Account name: {s.name} · IBAN: {inv.iban} · BIC: "
                                                                   f"{inv.bic} · Please quote {inv.invoice_no} "
                                                                   "as the payment reference.")):
        f(18, y, head, 8.8, "B")
        y += 4.6
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.6)
            y += 4.2
        y += 3
    pdf.set_text_color(120, 120, 120)
    f(105, 284, f"{s.name} is registered in the Netherlands, {s.register}. Registered office: {s.street}, "
                f"{place(inv)}.", 6.8, "", "center")
    return bytes(pdf.output())


WRITERS = {"falco": falco, "tebi": tebi, "invoice2go": invoice2go, "invoicely": invoicely, "square": square,
           "pandle": pandle, "crunch": crunch}
