"""Seven page writers for the fifty-ninth blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of field-service invoicing software as European installers and tradesmen use it (no logos, no
trademarks, invented suppliers): three made with fpdf2, four with reportlab (two on its canvas, two on its platypus
flowables), on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, the buyer, the totals rows) come from
evals/blind_corpus/drawing.py.

- jobber (reportlab canvas, Liberation Sans): the company name left and its contact right, `Facture n° …` as the
  heading, `DESTINATAIRE` and `ADRESSE D'INTERVENTION` blocks and a fact list right (`Émise le` `9 sept. 2027`,
  `Échéance`, `Bon de commande`), columns `PRODUIT / SERVICE` (the item's name, bold) / `DESCRIPTION` / `QTÉ` /
  `PRIX UNIT.` / `TOTAL`, totals `Sous-total`, `TVA`, `Total`, **`Solde de la facture`**, a client message.
- servicem8 (fpdf2, DejaVu Sans): the company left, `FACTUUR` right with `Factuurnummer`, `Factuurdatum`,
  `Vervaldatum`, `Jobnummer`, `Uw ordernummer`, `Factuur aan` and `Werkadres`, the job description, columns
  `Artikel` / `Omschrijving` / `Aantal` / `Prijs` / `Bedrag`, totals `Subtotaal`, `Btw`, `Totaal`, `Betaald`,
  `Te betalen`.
- tradify (reportlab platypus, DejaVu Sans): a Xero-like page: `INVOICE` / `RECHNUNG` left over the customer, a
  middle fact column (`Invoice Date`, `Invoice Number`, `Reference`, `VAT Number`), the company right, columns
  `Item` / `Description` / `Quantity` / `Unit Price` / `Disc.` / `VAT` / `Amount EUR`, totals `Subtotal`,
  `TOTAL VAT 0%`, `TOTAL EUR`, `Due Date`, and a **`PAYMENT ADVICE` / `ZAHLUNGSAVIS` tear-off** repeating the
  invoice number and the amount due.
- simpro (reportlab platypus, Liberation Sans): the company left, `FACTUUR` / `INVOICE` right over a two-column fact
  grid (`Factuurnr.`, `Jobnr.`, `Factuurdatum`, `Vervaldatum`, `Uw ordernr.`, `Klantnr.`), bill-to and site boxes,
  the job description, **cost-centre sections** (a shaded heading row, the parts, a cost-centre total), columns
  `Artikelnr.` / `Omschrijving` / `Aantal` / `Eenheidsprijs` / `Totaal`, totals `Subtotaal (excl. btw)` ...
  `Te betalen` / `Sub-Total (ex VAT)` ... `Balance Due`.
- fergus (fpdf2, Liberation Sans): the company left, `FACTUUR` right with `Factuurnummer`, `Klusnummer`,
  `Ordernummer`, `Factuurdatum` `28 sep 2027`, `Vervaldatum`, `Aan` and `Werfadres`, **two tables: `Materialen`
  (with codes) and `Arbeid en materieel`**, totals `Subtotaal excl. btw`, `Btw 0% (verlegd)`, `Totaal`.
- commusoft (reportlab canvas, DejaVu Sans): the company left, `RECHNUNG` / `FACTURE` right over a fact list
  (`Rechnungsnr.`, `Rechnungsdatum`, `Auftragsnr.`, `Ihre Referenz`, `Kundennr.`, `Techniker`), invoice and job
  addresses, a description, **breakdown sections** (`Arbeitsleistung`, `Ersatzteile`, `Pièces`) with the **part
  number after the description** (`(Art.-Nr. …)`, `(Réf. …)`), columns `Beschreibung` / `Menge` / `Einzelpreis` /
  `MwSt.` / `Netto`, totals `Zwischensumme`, `MwSt. 0 %`, `Gesamtbetrag`, `Bereits bezahlt`, `Offener Betrag`.
- housecallpro (fpdf2, DejaVu Sans): the company top left, `INVOICE` right with `Invoice #10482`, `Service date`
  `Oct 1, 2027`, `Due`, `PO number`, `Bill to` / `Ship to`, a `Materials` band with each item's name bold and its
  description grey under it, columns `Qty` / `Unit price` / `Amount` with `€` before the amount, totals `Subtotal`,
  `Tax (0%)`, `Total`, **`Amount due`**, a message."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from invoices import Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, COUNTRY_BE, LIBERATION_SANS, MM, Canvas, _fpdf, _ft, _style, fp_wrap,  # noqa: E402
                     lib_fonts, place, register_fonts, rl_wrap, totals)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien"},
           "NL": {"nl": "Nederland", "en": "The Netherlands"}, "DE": {"de": "Deutschland", "en": "Germany"},
           "FR": {"fr": "France"}, "LU": {"fr": "Luxembourg"}, "ES": {"en": "Spain"}}
MONTHS_SHORT = {"fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
                "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec",
                "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"}


def short_day(inv: Invoice, value, style: str) -> str:
    """Dates the way the families print them: `9 sept. 2027`, `28 sep 2027`, `Oct 1, 2027`, `17 Sep 2027`."""
    if style == "jobber_fr":
        return f"{value.day} {MONTHS_SHORT['fr'].split()[value.month - 1]} {value.year}"
    if style == "nl_short":
        return f"{value.day} {MONTHS_SHORT['nl'].split()[value.month - 1]} {value.year}"
    if style == "us":
        return f"{MONTHS_SHORT['en'].split()[value.month - 1]} {value.day}, {value.year}"
    if style == "short_en":
        return f"{value.day} {MONTHS_SHORT['en'].split()[value.month - 1]} {value.year}"
    return value.strftime(style)


def eur(inv: Invoice, value, how: str = "pre") -> str:
    text = inv.number(value)
    if how == "post":
        return f"{text} €"
    if how == "tight":
        return f"-€{text[1:]}" if text.startswith("-") else f"€{text}"
    return f"€ {text}"


def sections(inv: Invoice) -> list[tuple[str, list[int]]]:
    """The writer's sections ("heading:0,1,2;heading:3,4"), or one unnamed section of every line."""
    spec = inv.extra.get("sections")
    if not spec:
        return [("", list(range(len(inv.lines))))]
    out = []
    for part in spec.split(";"):
        head, _, idx = part.rpartition(":")
        out.append((head, [int(i) for i in idx.split(",")]))
    return out


def _platypus(inv: Invoice, title: str, top: float, bottom: float) -> tuple[io.BytesIO, SimpleDocTemplate]:
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=16 * mm, rightMargin=16 * mm, topMargin=top * mm,
                            bottomMargin=bottom * mm, invariant=1, title=f"{title} {inv.invoice_no}",
                            author=inv.supplier.name, creator=inv.supplier.name, producer="", subject="")
    return buffer, doc


def _e(text: str) -> str:
    return escape(text).replace("\n", "<br/>")


# --- jobber (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
def jobber(inv: Invoice) -> bytes:
    s = inv.supplier
    w = {"title": "Facture", "no": "Facture n°", "facts": ("Émise le", "Échéance", "Bon de commande"),
         "to": "DESTINATAIRE", "site": "ADRESSE D'INTERVENTION",
         "cols": ("PRODUIT / SERVICE", "DESCRIPTION", "QTÉ", "PRIX UNIT.", "TOTAL"),
         "sub": "Sous-total", "vat": "TVA ({rate} %)", "gross": "Total", "balance": "Solde de la facture",
         "msg": "Message", "vatno": "TVA"}
    money = lambda v: eur(inv, v, inv.extra.get("cur", "pre"))  # noqa: E731
    c = Canvas(f"{w['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 22, s.name, 15, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country]["fr"], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(192, 16 + k * 4, text, 8, F, "right")
    c.rule(18, 44, 192, 0.4, grey=0.75)
    c.text(18, 54, f"{w['no']} {inv.invoice_no}", 17, B)
    c.text(18, 64, w["to"], 7, B, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["fr"], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(18, 69 + k * 4.2, text, 9, B if k == 0 else F)
    if inv.extra.get("site"):
        c.text(76, 64, w["site"], 7, B, grey=0.45)
        for k, text in enumerate(rl_wrap(inv.extra["site"], F, 9, 46 * MM)):
            c.text(76, 69 + k * 4.2, text, 9, F)
    facts = [(w["facts"][0], short_day(inv, inv.issued, inv.extra["date_style"])),
             (w["facts"][1], short_day(inv, inv.due, inv.extra["date_style"])),
             (w["facts"][2], inv.po_printed or "")]
    y = 64
    for label, value in facts:
        if value:
            c.text(136, y, label, 8.4, F, grey=0.35)
            c.text(192, y, value, 8.4, F, "right")
            y += 5
    c.fill(134, y - 3.6, 58, 6.4, 0.92)
    c.text(136, y + 0.6, "Total", 9, B)
    c.text(192, y + 0.6, money(inv.gross_total), 9, B, "right")
    y = 104
    c.fill(18, y - 4.4, 174, 6.6, 0.2)
    cols = [(20, "left"), (68, "left"), (150, "right"), (171, "right"), (190.5, "right")]
    c.c.setFillGray(1)
    for (x, al), head in zip(cols, w["cols"]):
        c.c.setFont(B, 7.4)
        {"left": c.c.drawString, "right": c.c.drawRightString}[al](x * MM, c.height - y * MM, head)
    c.c.setFillGray(0)
    y += 7.5
    for line in inv.lines:
        name = rl_wrap(line.description, B, 8.6, 45 * MM)
        desc = [row for text in line.detail for row in rl_wrap(text, F, 8.2, 70 * MM)]
        for k, row in enumerate(name):
            c.text(20, y + k * 4, row, 8.6, B)
        for k, row in enumerate(desc):
            c.text(68, y + k * 4, row, 8.2, F, grey=0.3)
        c.text(150, y, inv.qty(line), 8.6, F, "right")
        c.text(171, y, money(line.price), 8.6, F, "right")
        c.text(190.5, y, money(line.amount), 8.6, F, "right")
        y += 4 * max(len(name), len(desc), 1) + 3
        c.rule(18, y - 3.6, 192, 0.3, grey=0.82)
    y += 4
    rows = totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True)
    for label, value, strong in rows:
        c.text(160, y, label, 9, B if strong else F, "right")
        c.text(190.5, y, money(value), 9, B if strong else F, "right")
        y += 5.4
    c.rule(128, y - 3.8, 192, 0.6)
    y += 1.6
    c.text(160, y, w["balance"], 10, B, "right")
    c.text(190.5, y, money(inv.gross_total), 10, B, "right")
    y += 14
    c.text(18, y, w["msg"], 8.6, B)
    y += 5
    texts = ([inv.statement] if inv.statement else []) + [
        f"Merci de régler cette facture avant le {short_day(inv, inv.due, inv.extra['date_style'])} par virement "
        f"sur le compte IBAN {inv.iban} (BIC {inv.bic})"
        + (f", communication structurée {inv.payment_ref}." if inv.payment_ref else f", en mentionnant la facture "
                                                                                    f"n° {inv.invoice_no}."),
        "Merci de votre confiance !"]
    for text in texts:
        for row in rl_wrap(text, F, 8.4, 174 * MM):
            c.text(18, y, row, 8.4, F)
            y += 4
        y += 1.6
    c.text(105, 284, f"{s.name} · {s.street}, {place(inv)} · {s.register} · {w['vatno']} {s.vat}", 6.8, F,
           "center", grey=0.45)
    return c.bytes()


# --- servicem8 (fpdf2, DejaVu Sans) ---------------------------------------------------------------------------------
def servicem8(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    f(16, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, f"{place(inv)}, {COUNTRY[s.country]['nl']}", f"Tel. {s.phone}", s.email,
                              f"Btw-nr. {s.vat}"]):
        f(16, 26 + k * 3.9, text, 7.8)
    f(194, 20, "FACTUUR", 18, "B", "right")
    dfmt = "%d/%m/%Y" if s.country == "BE" else "%d-%m-%Y"
    facts = [("Factuurnummer", inv.invoice_no), ("Factuurdatum", inv.issued.strftime(dfmt)),
             ("Vervaldatum", inv.due.strftime(dfmt)), ("Jobnummer", inv.extra["job"]),
             ("Uw ordernummer", inv.po_printed or "")]
    y = 28
    for label, value in facts:
        if value:
            f(160, y, label, 8, "", "right")
            f(194, y, value, 8, "B", "right")
            y += 4.2
    pdf.set_draw_color(200, 200, 200)
    pdf.line(16, 54, 194, 54)
    f(16, 61, "Factuur aan", 7.4, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["nl"], f"Btw-nr. {BUYER_VAT}"]):
        f(16, 66 + k * 4.2, text, 8.8)
    f(108, 61, "Werkadres", 7.4, "B")
    pdf.set_font("DejaVu", "", 8.8)
    for k, text in enumerate(fp_wrap(pdf, inv.extra["site"], 84)):
        f(108, 66 + k * 4.2, text, 8.8)
    y = 94
    f(16, y, "Omschrijving opdracht", 8.6, "B")
    pdf.set_font("DejaVu", "", 8.4)
    for row in fp_wrap(pdf, inv.extra["job_desc"], 178):
        y += 4.2
        f(16, y, row, 8.4)
    y += 10
    pdf.set_fill_color(238, 238, 238)
    pdf.rect(16, y - 4.4, 178, 6.4, style="F")
    cols = [(17.5, "l"), (44, "l"), (142, "r"), (166, "r"), (192.5, "r")]
    for (x, al), head in zip(cols, ("Artikel", "Omschrijving", "Aantal", "Prijs", "Bedrag")):
        f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
    y += 7
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 80)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(inv, line.price),
                  eur(inv, line.amount)]
        for (x, al), value in zip(cols, values):
            if value:
                f(x, y, value, 8.2, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.8
            f(44, y, more, 8.2)
        pdf.line(16, y + 2.2, 194, y + 2.2)
        y += 6.2
    y += 4
    rows = totals(inv, "Subtotaal", "", "Btw {rate}%", "Totaal", always_sub=True)
    rows += [("Betaald", inv.gross_total * 0, False), ("Te betalen", inv.gross_total, True)]
    for label, value, strong in rows:
        if label == "Totaal":
            label = "Totaal (incl. btw)" if inv.vat_rate else "Totaal"
        f(166, y, label, 8.8, "B" if strong else "", "right")
        f(192.5, y, eur(inv, value), 8.8, "B" if strong else "", "right")
        y += 5
    y += 8
    pdf.set_font("DejaVu", "", 8)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Gelieve het bedrag binnen {inv.extra['terms']} over te maken op {inv.iban} (BIC {inv.bic})"
        + (f" met gestructureerde mededeling {inv.payment_ref}." if inv.payment_ref
           else f" onder vermelding van factuurnummer {inv.invoice_no}."),
        "Bedankt voor uw opdracht!"]
    for text in texts:
        for row in fp_wrap(pdf, text, 178):
            f(16, y, row, 8)
            y += 3.9
        y += 1.5
    f(105, 285, f"{s.name} · {s.register} · Btw-nr. {s.vat} · IBAN {inv.iban}", 6.6, "", "center")
    return bytes(pdf.output())


# --- tradify (reportlab platypus, DejaVu Sans) ----------------------------------------------------------------------
def tradify(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungsdatum", "Rechnungsnummer", "Referenz", "USt-IdNr."),
          "cols": ("Artikel", "Beschreibung", "Menge", "Einzelpreis", "Rabatt", "MwSt.", "Betrag EUR"),
          "sub": "Zwischensumme", "vat": "GESAMT MwSt. {rate}%", "gross": "GESAMT EUR", "due": "Fällig am",
          "advice": "ZAHLUNGSAVIS", "to": "An", "customer": "Kunde", "no": "Rechnungsnummer",
          "amount": "Fälliger Betrag", "encl": "Überwiesener Betrag",
          "encl_note": "Bitte tragen Sie den überwiesenen Betrag oben ein", "job": "Auftrag",
          "pay": "Bitte überweisen Sie den Betrag bis zum Fälligkeitsdatum auf IBAN {iban}, BIC {bic}, "
                 "Verwendungszweck {no}."}
         if de else
         {"title": "INVOICE", "facts": ("Invoice Date", "Invoice Number", "Reference", "VAT Number"),
          "cols": ("Item", "Description", "Quantity", "Unit Price", "Disc.", "VAT", "Amount EUR"),
          "sub": "Subtotal", "vat": "TOTAL VAT {rate}%", "gross": "TOTAL EUR", "due": "Due Date",
          "advice": "PAYMENT ADVICE", "to": "To", "customer": "Customer", "no": "Invoice Number",
          "amount": "Amount Due", "encl": "Amount Enclosed", "encl_note": "Enter the amount you are paying above",
          "job": "Job", "pay": "Please pay by bank transfer to IBAN {iban}, BIC {bic}, quoting {no}."})
    day = (lambda d: d.strftime("%d.%m.%Y")) if de else (lambda d: short_day(inv, d, "short_en"))  # noqa: E731
    buffer, doc = _platypus(inv, w["title"].title(), 16, 16)
    F, B = "DV", "DVB"
    normal, small = _style("tn", 8.4, F, lead=10.6), _style("ts", 7.4, F, grey=0.35, lead=9.2)
    right, bold_r = _style("tr", 8.4, F, align=2), _style("tbr", 8.4, B, align=2)
    ref = inv.po_printed or inv.extra.get("reference", "")
    left = Paragraph(f"<font name='{B}' size='20'>{w['title']}</font><br/><br/>" + "<br/>".join(
        _e(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language].upper())),
        _style("tl", 8.8, F, lead=11.5))
    facts = [(w["facts"][0], day(inv.issued)), (w["facts"][1], inv.invoice_no), (w["facts"][2], ref),
             (w["facts"][3], BUYER_VAT)]
    middle = Paragraph("<br/>".join(f"<font name='{B}'>{_e(k)}</font><br/>{_e(v)}<br/>" for k, v in facts if v),
                       _style("tm", 8.2, F, lead=10.2))
    company = Paragraph("<br/>".join(_e(t) for t in (s.name, s.street, place(inv), COUNTRY[s.country][inv.language],
                                                       s.phone, s.email, s.vat)), _style("tc", 8.2, F, lead=10.4))
    head = Table([[left, middle, company]], colWidths=[76 * mm, 46 * mm, 56 * mm])
    head.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    job = Paragraph(_e(f"{w['job']} {inv.extra['job']}"), small)
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(7) if k != 4 or discounts]
    rows = [[Paragraph(f"<b>{_e(w['cols'][k])}</b>", bold_r if k >= 2 else _style("th", 8.4, B)) for k in keep]]
    for line in inv.lines:
        cells = [Paragraph(_e(line.article or ""), normal), Paragraph(_e(line.description), normal),
                 Paragraph(inv.qty(line), right), Paragraph(inv.number(line.price), right),
                 Paragraph(inv.number(line.discount) + "%" if line.discount else "", right),
                 Paragraph(inv.rate() + "%", right), Paragraph(inv.number(line.amount), right)]
        rows.append([cells[k] for k in keep])
    widths = {0: 30, 1: 56 if discounts else 70, 2: 17, 3: 20, 4: 14, 5: 13, 6: 28}
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.9, colors.black),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5), ("TOPPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.4)]))
    trows = []
    for label, value, strong in totals(inv, w["sub"], "", w["vat"], w["gross"], always_sub=True):
        st = bold_r if strong else right
        trows.append([Paragraph(_e(label), st), Paragraph(inv.number(value), st)])
    tot = Table(trows, colWidths=[50 * mm, 28 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.9, colors.black),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    due = Paragraph(f"<b>{_e(w['due'])}: {_e(day(inv.due))}</b><br/>"
                    + _e(w["pay"].format(iban=inv.iban, bic=inv.bic, no=inv.invoice_no)), normal)
    statement = Paragraph(_e(inv.statement), normal)
    advice_left = Paragraph(f"<font name='{B}' size='16'>{w['advice']}</font><br/><br/>{_e(w['to'])}: "
                            + "<br/>".join(_e(t) for t in (s.name, s.street, place(inv),
                                                           COUNTRY[s.country][inv.language])), _style("al", 8.4, F,
                                                                                                     lead=11))
    arows = [[Paragraph(f"<b>{_e(k)}</b>", normal), Paragraph(_e(v), normal)]
             for k, v in ((w["customer"], BUYER[0]), (w["no"], inv.invoice_no),
                          (w["amount"], inv.number(inv.gross_total)), (w["due"], day(inv.due)))]
    arows.append([Paragraph(f"<b>{_e(w['encl'])}</b>", normal), Paragraph("", normal)])
    arows.append([Paragraph("", normal), Paragraph(_e(w["encl_note"]), small)])
    advice_right = Table(arows, colWidths=[40 * mm, 48 * mm])
    advice_right.setStyle(TableStyle([("LINEBELOW", (1, 4), (1, 4), 0.6, colors.black),
                                      ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    advice = Table([[advice_left, advice_right]], colWidths=[88 * mm, 90 * mm])
    advice.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                ("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.Color(0.4, 0.4, 0.4), None, (3, 2)),
                                ("TOPPADDING", (0, 0), (-1, -1), 10)]))
    story = [head, Spacer(1, 4 * mm), job, Spacer(1, 5 * mm), table, Spacer(1, 2 * mm), tot, Spacer(1, 6 * mm),
             due, Spacer(1, 2 * mm), statement, Spacer(1, 14 * mm), advice]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 9 * mm, f"{s.name} · {s.register} · {s.vat}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- simpro (reportlab platypus, Liberation Sans) -------------------------------------------------------------------
def simpro(inv: Invoice) -> bytes:
    s, nl = inv.supplier, inv.language == "nl"
    w = ({"title": "FACTUUR", "facts": ("Factuurnr.", "Jobnr.", "Factuurdatum", "Vervaldatum", "Uw ordernr.",
                                        "Klantnr."),
          "bill": "Factuuradres", "site": "Werfadres", "desc": "Omschrijving",
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenheidsprijs", "Totaal"), "cc": "Totaal {head}",
          "sub": "Subtotaal (excl. btw)", "net": "Totaal excl. btw", "vat": "Btw {rate}%",
          "gross": "Totaal (incl. btw)", "paid": "Reeds betaald", "due": "Te betalen", "vatno": "Btw-nr.",
          "pay": "Betaling binnen {terms} op {iban} (BIC {bic}) met gestructureerde mededeling {ref}."}
         if nl else
         {"title": "INVOICE", "facts": ("Invoice No.", "Job No.", "Date Issued", "Payment Due", "Customer Order No.",
                                        "Customer Account"),
          "bill": "Bill To", "site": "Site", "desc": "Job Description",
          "cols": ("Part No.", "Description", "Qty", "Unit Price", "Total"), "cc": "Total {head}",
          "sub": "Sub-Total (ex VAT)", "net": "Total (ex VAT)", "vat": "VAT {rate}%", "gross": "Total (inc VAT)",
          "paid": "Amount Paid", "due": "Balance Due", "vatno": "VAT No.",
          "pay": "Payment within {terms} to {iban} (BIC {bic}), structured reference {ref}."})
    buffer, doc = _platypus(inv, w["title"].title(), 14, 22)
    F, B = "LS", "LSB"
    normal, right = _style("sn", 8.3, F, lead=10.4), _style("sr", 8.3, F, align=2)
    bold, bold_r = _style("sb", 8.3, B), _style("sbr", 8.3, B, align=2)
    lab = _style("sl", 7, F, grey=0.4)
    company = Paragraph(f"<font name='{B}' size='13'>{_e(s.name)}</font><br/>"
                        + "<br/>".join(_e(t) for t in (s.street, place(inv), COUNTRY[s.country][inv.language],
                                                       f"T {s.phone}", s.email, f"{w['vatno']} {s.vat}")),
                        _style("sc", 8.2, F, lead=10.6))
    dfmt = "%d/%m/%Y"
    values = (inv.invoice_no, inv.extra["job"], inv.issued.strftime(dfmt), inv.due.strftime(dfmt),
              inv.po_printed or "", inv.customer_no)
    grid = Table([[Paragraph(_e(k), lab), Paragraph(_e(v), bold if k in ("Factuurnr.", "Invoice No.") else normal)]
                  for k, v in zip(w["facts"], values) if v], colWidths=[30 * mm, 34 * mm])
    grid.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4)]))
    title = Paragraph(f"<b>{w['title']}</b>", _style("st", 18, B, align=2, lead=22))
    top = Table([[company, [title, Spacer(1, 2 * mm), grid]]], colWidths=[110 * mm, 68 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
    bill = "<br/>".join(_e(t) for t in (BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language],
                                        f"{w['vatno']} {BUYER_VAT}"))
    addr = Table([[Paragraph(_e(w["bill"]), lab), Paragraph(_e(w["site"]), lab)],
                  [Paragraph(bill, _style("sa", 8.6, F, lead=10.8)),
                   Paragraph(_e(inv.extra["site"]), _style("sa2", 8.6, F, lead=10.8))]],
                 colWidths=[89 * mm, 89 * mm])
    addr.setStyle(TableStyle([("BOX", (0, 0), (0, -1), 0.4, colors.Color(0.55, 0.55, 0.55)),
                              ("BOX", (1, 0), (1, -1), 0.4, colors.Color(0.55, 0.55, 0.55)),
                              ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rows = [[Paragraph(f"<b>{_e(h)}</b>", bold_r if k >= 2 else bold) for k, h in enumerate(w["cols"])]]
    style = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
             ("LEFTPADDING", (0, 0), (-1, -1), 1.4), ("RIGHTPADDING", (0, 0), (-1, -1), 1.4)]
    for head, idx in sections(inv):
        rows.append([Paragraph(f"<b>{_e(head)}</b>", bold), "", "", "", ""])
        r = len(rows) - 1
        style += [("SPAN", (0, r), (-1, r)), ("BACKGROUND", (0, r), (-1, r), colors.Color(0.88, 0.9, 0.93))]
        for i in idx:
            line = inv.lines[i]
            rows.append([Paragraph(_e(line.article or ""), normal), Paragraph(_e(line.description), normal),
                         Paragraph(f"{inv.qty(line)} {line.unit}", right), Paragraph(inv.number(line.price), right),
                         Paragraph(inv.number(line.amount), right)])
        cc = sum((inv.lines[i].amount for i in idx), inv.subtotal * 0)
        rows.append(["", Paragraph(f"<i>{_e(w['cc'].format(head=head))}</i>", _style("si", 8.3, "LSI", align=2)),
                     "", "", Paragraph(f"<i>{inv.number(cc)}</i>", _style("sir", 8.3, "LSI", align=2))])
        r = len(rows) - 1
        style += [("SPAN", (1, r), (3, r)), ("LINEABOVE", (4, r), (4, r), 0.4, colors.Color(0.5, 0.5, 0.5))]
    table = Table(rows, colWidths=[26 * mm, 84 * mm, 20 * mm, 22 * mm, 26 * mm])
    table.setStyle(TableStyle(style))
    trows = []
    tl = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    tl += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in tl:
        st = bold_r if strong else right
        trows.append([Paragraph(_e(label), st), Paragraph(_e(eur(inv, value)), st)])
    tot = Table(trows, colWidths=[50 * mm, 30 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.93, 0.93, 0.93)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    story = [top, Spacer(1, 5 * mm), addr, Spacer(1, 4 * mm), Paragraph(f"<b>{_e(w['desc'])}</b>", normal),
             Paragraph(_e(inv.extra["job_desc"]), normal), Spacer(1, 4 * mm), table, Spacer(1, 3 * mm), tot,
             Spacer(1, 7 * mm)]
    texts = ([inv.statement] if inv.statement else []) + [
        w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, ref=inv.payment_ref)]
    for text in texts:
        story += [Paragraph(_e(text), normal), Spacer(1, 1.6 * mm)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont(F, 6.6)
        canvas.setFillGray(0.4)
        canvas.drawString(16 * mm, 12 * mm, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}")
        canvas.drawRightString(194 * mm, 12 * mm, ("Pagina" if nl else "Page") + " 1 / 1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- fergus (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def fergus(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Factuur {inv.invoice_no}", s.name)
    lib_fonts(pdf)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align, "Lib")  # noqa: E731
    f(18, 20, s.name, 14, "B")
    for k, text in enumerate([s.street, place(inv), f"Tel. {s.phone}", s.email, f"Btw BE {s.vat[2:]}"]):
        f(18, 26 + k * 4, text, 8.2)
    f(192, 21, "FACTUUR", 20, "B", "right")
    facts = [("Factuurnummer", inv.invoice_no), ("Klusnummer", inv.extra["job"]),
             ("Ordernummer", inv.po_printed or ""), ("Factuurdatum", short_day(inv, inv.issued, "nl_short")),
             ("Vervaldatum", short_day(inv, inv.due, "nl_short"))]
    y = 29
    for label, value in facts:
        if value:
            f(160, y, label, 8.2, "", "right")
            f(192, y, value, 8.2, "B", "right")
            y += 4.4
    f(18, 62, "Aan", 7.6, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], f"Btw {BUYER_VAT}"]):
        f(18, 67 + k * 4.4, text, 9)
    f(110, 62, "Werfadres", 7.6, "B")
    pdf.set_font("Lib", "", 9)
    for k, text in enumerate(fp_wrap(pdf, inv.extra["site"], 80)):
        f(110, 67 + k * 4.4, text, 9)
    y = 92
    pdf.set_font("Lib", "", 8.6)
    for row in fp_wrap(pdf, inv.extra["job_desc"], 174):
        f(18, y, row, 8.6, "I")
        y += 4.2
    y += 6
    cols = [(18, "l"), (46, "l"), (146, "r"), (168, "r"), (192, "r")]
    pdf.set_draw_color(120, 120, 120)
    for title, key in (("Materialen", "materials"), ("Arbeid en materieel", "labour")):
        f(18, y, title, 10, "B")
        y += 6
        for (x, al), head in zip(cols, ("Code", "Omschrijving", "Aantal", "Eenh.prijs", "Totaal")):
            f(x, y, head, 7.8, "B", "right" if al == "r" else "left")
        pdf.line(18, y + 1.6, 192, y + 1.6)
        y += 6
        for i in [int(k) for k in inv.extra[key].split(",")]:
            line = inv.lines[i]
            pdf.set_font("Lib", "", 8.4)
            desc = fp_wrap(pdf, line.description, 76)
            values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price),
                      inv.number(line.amount)]
            for (x, al), value in zip(cols, values):
                if value:
                    f(x, y, value, 8.4, "", "right" if al == "r" else "left")
            for more in desc[1:]:
                y += 3.9
                f(46, y, more, 8.4)
            y += 5.4
        pdf.set_draw_color(200, 200, 200)
        pdf.line(18, y - 2.8, 192, y - 2.8)
        y += 5
    vat = "Btw {rate}% (verlegd)" if inv.reverse_charge else "Btw {rate}%"
    for label, value, strong in totals(inv, "Subtotaal", "Subtotaal excl. btw", vat, "Totaal"):
        f(166, y, label, 9, "B" if strong else "", "right")
        f(192, y, eur(inv, value), 9, "B" if strong else "", "right")
        y += 5.2
    y += 8
    pdf.set_font("Lib", "", 8.4)
    texts = ([inv.statement] if inv.statement else []) + [
        f"Te betalen binnen {inv.extra['terms']} op rekening {inv.iban} (BIC {inv.bic}) met mededeling "
        f"{inv.payment_ref}."]
    for text in texts:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.4, "B" if text is inv.statement else "")
            y += 4.1
        y += 1.6
    pdf.set_draw_color(180, 180, 180)
    pdf.line(18, 278, 192, 278)
    f(105, 282, f"{s.name} · {s.street}, {place(inv)} · {s.register} · Btw {s.vat}", 6.8, "", "center")
    return bytes(pdf.output())


# --- commusoft (reportlab canvas, DejaVu Sans) ----------------------------------------------------------------------
def commusoft(inv: Invoice) -> bytes:
    s, de = inv.supplier, inv.language == "de"
    w = ({"title": "RECHNUNG", "facts": ("Rechnungsnr.", "Rechnungsdatum", "Auftragsnr.", "Ihre Referenz",
                                         "Kundennr.", "Techniker"),
          "bill": "Rechnungsadresse", "job": "Einsatzort", "desc": "Beschreibung",
          "cols": ("Beschreibung", "Menge", "Einzelpreis", "MwSt.", "Netto"), "art": "Art.-Nr.",
          "sub": "Zwischensumme", "net": "Summe netto", "vat": "MwSt. {rate} %", "gross": "Gesamtbetrag",
          "paid": "Bereits bezahlt", "due": "Offener Betrag", "vatno": "USt-IdNr.", "dfmt": "%d.%m.%Y",
          "pay": "Zahlbar innerhalb von {terms} ohne Abzug auf IBAN {iban}, BIC {bic}, Verwendungszweck: "
                 "Rechnung {no}."}
         if de else
         {"title": "FACTURE", "facts": ("Facture n°", "Date de facture", "N° d'intervention", "Votre référence",
                                        "N° client", "Technicien"),
          "bill": "Adresse de facturation", "job": "Adresse de livraison", "desc": "Description",
          "cols": ("Description", "Qté", "Prix unitaire", "TVA", "Total HT"), "art": "Réf.",
          "sub": "Sous-total", "net": "Total HT", "vat": "TVA {rate} %", "gross": "Total TTC",
          "paid": "Déjà réglé", "due": "Reste à payer", "vatno": "N° TVA", "dfmt": "%d/%m/%Y",
          "pay": "Règlement à {terms} par virement : IBAN {iban} – BIC {bic}, en rappelant la facture n° {no}."})
    money = lambda v: f"{inv.number(v)} €"  # noqa: E731
    c = Canvas(f"{w['title'].title()} {inv.invoice_no}", s.name)
    F, B = "DV", "DVB"
    c.text(18, 20, s.name, 12.5, B)
    for k, text in enumerate([s.street, place(inv), COUNTRY[s.country][inv.language], s.phone, s.email,
                              f"{w['vatno']} {s.vat}"]):
        c.text(18, 26 + k * 3.9, text, 7.8, F)
    c.text(192, 21, w["title"], 18, B, "right")
    facts = (inv.invoice_no, inv.issued.strftime(w["dfmt"]), inv.extra["job"], inv.po_printed or "",
             inv.customer_no, inv.extra.get("engineer", ""))
    y = 29
    for label, value in zip(w["facts"], facts):
        if value:
            c.text(144, y, label, 8, F, grey=0.4)
            c.text(192, y, value, 8, B if label == w["facts"][0] else F, "right")
            y += 4.3
    c.fill(18, 60, 84, 6, 0.9)
    c.fill(108, 60, 84, 6, 0.9)
    c.text(20, 64.2, w["bill"], 8, B)
    c.text(110, 64.2, w["job"], 8, B)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE[inv.language], f"{w['vatno']} {BUYER_VAT}"]):
        c.text(20, 71 + k * 4.2, text, 8.8, F)
    site = [BUYER[0], "Quai de chargement / magasin", BUYER[1], BUYER[2]] if not de else \
        [s.name, "Werkstatt", s.street, place(inv)]
    for k, text in enumerate(site):
        c.text(110, 71 + k * 4.2, text, 8.8, F)
    y = 100
    c.text(18, y, w["desc"], 8.6, B)
    for row in rl_wrap(inv.extra["job_desc"], F, 8.4, 174 * MM):
        y += 4.2
        c.text(18, y, row, 8.4, F)
    y += 10
    cols = [(19.5, "left"), (130, "right"), (154, "right"), (170, "right"), (190.5, "right")]
    c.rule(18, y - 4.6, 192, 0.8)
    for (x, al), head in zip(cols, w["cols"]):
        c.text(x, y, head, 7.8, B, al)
    c.rule(18, y + 2, 192, 0.4)
    y += 8
    for head, idx in sections(inv):
        c.fill(18, y - 4, 174, 5.6, 0.94)
        c.text(19.5, y, head, 8.4, B)
        y += 6.4
        for i in idx:
            line = inv.lines[i]
            text = line.description + (f" ({w['art']} {line.article})" if line.article else "")
            desc = rl_wrap(text, F, 8.2, 88 * MM)
            for (x, al), value in zip(cols, (desc[0], f"{inv.qty(line)} {line.unit}", money(line.price),
                                             inv.rate() + " %", money(line.amount))):
                c.text(x, y, value, 8.2, F, al)
            for more in desc[1:]:
                y += 3.9
                c.text(19.5, y, more, 8.2, F)
            y += 5.8
        y += 1.5
    c.rule(18, y - 3.2, 192, 0.4)
    y += 3
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    rows += [(w["paid"], inv.gross_total * 0, False), (w["due"], inv.gross_total, True)]
    for label, value, strong in rows:
        c.text(162, y, label, 8.8, B if strong else F, "right")
        c.text(190.5, y, money(value), 8.8, B if strong else F, "right")
        y += 5
    y += 8
    texts = [inv.statement, w["pay"].format(terms=inv.extra["terms"], iban=inv.iban, bic=inv.bic, no=inv.invoice_no)]
    for text in texts:
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 1.6
    c.rule(18, 277, 192, 0.3, grey=0.6)
    c.text(105, 281, f"{s.name} · {s.register} · {w['vatno']} {s.vat} · IBAN {inv.iban}", 6.6, F, "center",
           grey=0.4)
    return c.bytes()


# --- housecallpro (fpdf2, DejaVu Sans) ------------------------------------------------------------------------------
def housecallpro(inv: Invoice) -> bytes:
    s = inv.supplier
    pdf = _fpdf(f"Invoice {inv.invoice_no}", s.name)
    f = lambda x, y, text, size=8.6, style="", align="left": _ft(pdf, x, y, text, size, style, align)  # noqa: E731
    money = lambda v: eur(inv, v, "tight")  # noqa: E731
    f(18, 22, s.name, 15, "B")
    for k, text in enumerate([f"{s.street}, {place(inv)}, {COUNTRY[s.country]['en']}", s.phone, s.email,
                              f"VAT no. {s.vat}"]):
        f(18, 28 + k * 4, text, 8.2)
    f(192, 22, "INVOICE", 16, "B", "right")
    facts = [("Invoice", f"#{inv.invoice_no}"), ("Service date", short_day(inv, inv.issued, "us")),
             ("Payment terms", inv.extra["terms"]), ("Due", short_day(inv, inv.due, "us")),
             ("PO number", inv.po_printed or "")]
    y = 29
    for label, value in facts:
        if value:
            f(160, y, label, 8.2, "", "right")
            f(192, y, value, 8.2, "B", "right")
            y += 4.3
    f(18, 60, "Bill to", 8.2, "B")
    f(100, 60, "Ship to", 8.2, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY_BE["en"], f"VAT no. {BUYER_VAT}"]):
        f(18, 65 + k * 4.3, text, 9)
    for k, text in enumerate([BUYER[0], "Warehouse - goods receiving", BUYER[1], BUYER[2], COUNTRY_BE["en"]]):
        f(100, 65 + k * 4.3, text, 9)
    y = 98
    pdf.set_fill_color(232, 240, 250)
    pdf.rect(18, y - 4.6, 174, 6.6, style="F")
    f(20, y, "Materials", 9, "B")
    for x, head in ((140, "Qty"), (165, "Unit price"), (190, "Amount")):
        f(x, y, head, 8, "B", "right")
    y += 8
    pdf.set_draw_color(220, 220, 220)
    for line in inv.lines:
        pdf.set_font("DejaVu", "B", 8.8)
        name = fp_wrap(pdf, line.description, 98)
        for k, row in enumerate(name):
            f(20, y + k * 4, row, 8.8, "B")
        f(140, y, inv.qty(line), 8.6, "", "right")
        f(165, y, money(line.price), 8.6, "", "right")
        f(190, y, money(line.amount), 8.6, "", "right")
        y += 4 * len(name)
        pdf.set_text_color(110, 110, 110)
        pdf.set_font("DejaVu", "", 7.8)
        for text in line.detail:
            for row in fp_wrap(pdf, text, 100):
                f(20, y, row, 7.8)
                y += 3.7
        pdf.set_text_color(0, 0, 0)
        pdf.line(18, y - 1.2, 192, y - 1.2)
        y += 4.6
    y += 3
    rows = totals(inv, "Subtotal", "", "Tax ({rate}%)", "Total", always_sub=True)
    rows.append(("Amount due", inv.gross_total, True))
    for label, value, strong in rows:
        if label == "Amount due":
            pdf.set_fill_color(232, 240, 250)
            pdf.rect(128, y - 4.6, 64, 6.8, style="F")
        f(165, y, label, 9.2 if strong else 8.8, "B" if strong else "", "right")
        f(190, y, money(value), 9.2 if strong else 8.8, "B" if strong else "", "right")
        y += 6
    y += 8
    f(18, y, "Message", 8.6, "B")
    y += 5
    pdf.set_font("DejaVu", "", 8.2)
    texts = [inv.statement, f"Please pay by bank transfer to IBAN {inv.iban}, BIC {inv.bic}, quoting invoice "
                            f"#{inv.invoice_no}.", "Thank you for your business!"]
    for text in texts:
        for row in fp_wrap(pdf, text, 174):
            f(18, y, row, 8.2)
            y += 4
        y += 1.4
    f(105, 284, f"{s.name} · {s.register} · VAT no. {s.vat}", 6.6, "", "center")
    return bytes(pdf.output())


WRITERS = {"jobber": jobber, "servicem8": servicem8, "tradify": tradify, "simpro": simpro, "fergus": fergus,
           "commusoft": commusoft, "housecallpro": housecallpro}
