"""Seven page writers for the forty-first blind corpus, each imitating from general knowledge the ordinary printed
layout of one family of Central European and Swedish invoicing software (no logos, no trademarks, invented
suppliers): two on fpdf2, two on reportlab's canvas, two on reportlab's platypus flowables, one made by Typst, on
DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's bytes. The small
drawing helpers (reportlab canvas in mm, fpdf2 set-up, word wrapping, Typst strings, the buyer, the totals rows) are
evals/blind_corpus/drawing.py's, imported.

- szamlazz (fpdf2, DejaVu Sans): a Számlázz.hu-style Hungarian invoice, bilingual (Hungarian and English or
  German): `Számla / Invoice` centred, `Eladó` / `Vevő` boxes with `Adószám` and `EU adószám`, a row of four boxes
  (`Fizetési mód`, `Teljesítés dátuma`, `Számla kelte`, `Fizetési határidő`), dates `2027.12.01.`, the items
  `Megnevezés` / `Mennyiség` / `Egységár` / `Nettó ár` / `ÁFA` / `ÁFA érték` / `Bruttó ár` with the exemption key
  (`EU`, `EUFAD37`) in the VAT column, a VAT summary, `Fizetendő`, the comment with the order number and the
  exchange rate to HUF.
- superfaktura (reportlab platypus, DejaVu Sans): a Superfaktura-style Slovak invoice in English or German:
  `Invoice No. 2027214`, supplier and customer blocks with `Company ID` / `Tax ID` / `VAT ID`, a payment box
  (bank, IBAN, SWIFT, variable symbol, payment method, dates, order number), the items with `Disc.` and `VAT`,
  a VAT summary and a shaded `Amount due`, `Issued by`.
- abraflexi (reportlab canvas, Liberation Sans): an ABRA Flexi-style Czech invoice, Czech/German or English:
  `Faktura - daňový doklad` / `Invoice` with the document code `FAV0947/2027`, supplier and customer boxes, the
  payment and date block (`Variabilní symbol`, `DUZP`), `Fakturujeme Vám:`, `Kód` / `Označení` / `Množství` /
  `MJ` / `Cena MJ` / `DPH %` / `Celkem bez DPH`, `Rekapitulace DPH`, `Celkem k úhradě`, `Vystavil`.
- helios (fpdf2, Liberation Sans): a Helios-style Czech ERP invoice in German or Dutch: framed grid
  (`Lieferant`, `Kunde`, `Empfänger`, dates, payment, `Ihre Bestellung`, `Lieferschein`), `Reg.-Nr.` /
  `Bezeichnung` / `Menge` / `ME` / `Preis/ME` / `Rabatt %` / `Betrag`, a framed totals block, the VAT recap.
- kros (reportlab canvas, DejaVu Sans Condensed): a Kros Omega-style Slovak invoice, Slovak/German: `FAKTÚRA -
  DAŇOVÝ DOKLAD č.`, two boxes with `IČO` / `DIČ` / `IČ DPH`, dates, `Variabilný symbol`, `Konštantný symbol`,
  `Dodací list`, a table with per-line VAT (`Spolu bez DPH`, `DPH %`, `DPH`, `Spolu s DPH`), the document
  discount, `Rekapitulácia DPH v EUR`, `K úhrade`.
- visma (Typst, Liberation Sans): a Visma eEkonomi-style Swedish invoice in English or Dutch: the company top left,
  `Invoice` / `Factuur` right with date, number, customer number, the customer address, `Your reference` /
  `Our reference` / `Your order no.` / terms / due date / late interest, `Art. no.` (when any) / `Description` /
  `Quantity` / `Unit` / `Unit price` / `Amount`, totals in a row of boxes (`Net amount`, `VAT`, `Rounding`,
  `Total to pay`), ISO dates, a four-column footer.
- briox (reportlab platypus, Liberation Sans): a Briox-style Swedish invoice in French: `FACTURE` over a boxed
  grid (`Date de facture`, `N° de facture`, `N° client`, `Page`), the customer address, `Votre référence` /
  `Notre référence` / `N° de commande` / conditions / échéance / intérêts, `Désignation` / `Qté` / `Unité` /
  `Prix unitaire` / `Montant`, a totals row (`Total HTVA`, `TVA 12 %`, `Total`, `À PAYER`), ISO dates."""

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
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _lib, _style,  # noqa: E402
                     _typst, doc_head, fp_wrap, register_fonts, rl_wrap, totals, ts)
register_fonts(*LIBERATION_SANS)

COUNTRY = {"HU": {"hu": "Magyarország", "en": "Hungary", "de": "Ungarn"},
           "SK": {"sk": "Slovensko", "en": "Slovakia", "de": "Slowakei"},
           "CZ": {"cs": "Česká republika", "de": "Tschechien", "en": "Czech Republic"},
           "SE": {"sv": "Sverige", "en": "Sweden"},
           "BE": {"nl": "België", "fr": "Belgique", "en": "Belgium", "de": "Belgien", "hu": "Belgium",
                  "cs": "Belgie", "sk": "Belgicko"}}


def _place(inv: Invoice) -> str:
    return f"{inv.supplier.postal_code} {inv.supplier.city}"


def _d(value, fmt: str) -> str:
    return value.strftime(fmt)


def _vat_line(inv: Invoice) -> str:
    """The rate as a Central European tool prints it next to a 0 % or domestic line."""
    return f"{inv.rate()} %"


# --- szamlazz (fpdf2, DejaVu Sans) ----------------------------------------------------------------------------------
def szamlazz(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    en = x["second"] == "en"
    two = (lambda hu, other_en, other_de: f"{hu} / {other_en if en else other_de}")
    title = two("Számla", "Invoice", "Rechnung")
    pdf = _fpdf(f"{title} {inv.invoice_no}", s.name)
    f = lambda xx, y, text, size=8.4, style="", align="left": _ft(pdf, xx, y, text, size, style, align)  # noqa: E731
    grey = lambda: pdf.set_text_color(110, 110, 110)  # noqa: E731
    black = lambda: pdf.set_text_color(0, 0, 0)  # noqa: E731
    f(105, 20, title, 18, "B", "center")
    grey()
    f(192, 28, two("Számlaszám", "Invoice number", "Rechnungsnummer"), 7.6, "", "right")
    black()
    f(192, 33, inv.invoice_no, 10.5, "B", "right")
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.3)
    # seller / buyer boxes
    for bx, head, rows in (
            (18, two("Eladó", "Seller", "Verkäufer"),
             [(s.name, "B"), (f"{s.postal_code} {s.city}, {s.street}", ""),
              (COUNTRY[s.country]["hu"] + " / " + COUNTRY[s.country][x["second"]], ""),
              (two("Adószám", "Tax number", "Steuernummer") + ": " + x["tax_no"], ""),
              (two("EU adószám", "EU VAT number", "USt-IdNr.") + ": " + s.vat, ""),
              (two("Bankszámlaszám", "Bank account", "Bankkonto") + ":", ""), (inv.iban, ""),
              ("SWIFT: " + inv.bic + " (" + x["bank"] + ")", ""), (s.register, "")]),
            (107, two("Vevő", "Buyer", "Käufer"),
             [(BUYER[0], "B"), (f"{BUYER[2]}, {BUYER[1]}", ""),
              (COUNTRY["BE"]["hu"] + " / " + COUNTRY["BE"][x["second"]], ""),
              (two("EU adószám", "EU VAT number", "USt-IdNr.") + ": " + BUYER_VAT, "")])):
        pdf.rect(bx, 40, 85, 48)
        grey()
        f(bx + 2.5, 45, head, 7.6, "B")
        black()
        for k, (text, style) in enumerate(rows):
            f(bx + 2.5, 50.5 + k * 4.1, text, 8.8 if style else 7.8, style)
    # the four dates / method boxes
    cells = ((two("Fizetési mód", "Payment method", "Zahlungsart"), x["method"]),
             (two("Teljesítés dátuma", "Fulfilment date", "Leistungsdatum"), x["performed"]),
             (two("Számla kelte", "Invoice date", "Rechnungsdatum"), _d(inv.issued, "%Y.%m.%d.")),
             (two("Fizetési határidő", "Due date", "Fälligkeit"), _d(inv.due, "%Y.%m.%d.")))
    for k, (label, value) in enumerate(cells):
        cx = 18 + k * 43.5
        pdf.rect(cx, 92, 43.5, 12)
        grey()
        f(cx + 1.8, 96, label, 6.6)
        black()
        f(cx + 1.8, 101.4, value, 8.6, "B")
    # items
    heads = (("Megnevezés", "Description", "Bezeichnung"), ("Mennyiség", "Quantity", "Menge"),
             ("Nettó egységár", "Net unit price", "Netto-Einzelpreis"), ("Nettó ár", "Net price", "Nettobetrag"),
             ("ÁFA", "VAT", "MwSt."), ("ÁFA érték", "VAT amount", "MwSt.-Betrag"),
             ("Bruttó ár", "Gross price", "Bruttobetrag"))
    cols = [(19, "left"), (92, "right"), (115, "right"), (137, "right"), (141, "left"), (170, "right"),
            (192, "right")]
    y = 112
    pdf.set_fill_color(236, 236, 236)
    pdf.rect(18, y - 3.6, 174, 9, style="F")
    for (cx, al), (hu, e, de) in zip(cols, heads):
        f(cx, y, hu, 7.2, "B", al)
        grey()
        f(cx, y + 3.6, e if en else de, 6.6, "", al)
        black()
    y += 11
    key = x["vat_key"] if inv.vat_rate == 0 else _vat_line(inv)
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8.2)
        desc = fp_wrap(pdf, line.description, 55)
        vat = line.amount * inv.vat_rate / 100
        values = (desc[0], f"{inv.qty(line)} {line.unit}", inv.number(line.price), inv.number(line.amount), key,
                  inv.number(vat), inv.number(line.amount + vat))
        for (cx, al), value in zip(cols, values):
            f(cx, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.8
            f(19, y, more, 8.2)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(18, y + 2.2, 192, y + 2.2)
        y += 6.4
    # VAT summary
    y += 4
    grey()
    f(19, y, two("ÁFA összesítő", "VAT summary", "MwSt.-Übersicht"), 7.4, "B")
    black()
    y += 4.6
    for (cx, al), text in zip(((104, "right"), (134, "right"), (160, "right"), (192, "right")),
                              (two("ÁFA kulcs", "VAT rate", "MwSt.-Satz"), two("Nettó", "Net", "Netto"),
                               two("ÁFA", "VAT", "MwSt."), two("Bruttó", "Gross", "Brutto"))):
        f(cx, y, text, 7.2, "B", al)
    pdf.line(60, y + 1.6, 192, y + 1.6)
    y += 5.4
    for (cx, al), text in zip(((104, "right"), (134, "right"), (160, "right"), (192, "right")),
                              (key, inv.number(inv.net_total), inv.number(inv.vat_amount),
                               inv.number(inv.gross_total))):
        f(cx, y, text, 8.2, "", al)
    y += 4.6
    f(104, y, two("Összesen", "Total", "Gesamt"), 8.2, "B", "right")
    for cx, value in ((134, inv.net_total), (160, inv.vat_amount), (192, inv.gross_total)):
        f(cx, y, inv.number(value), 8.2, "B", "right")
    y += 10
    pdf.set_fill_color(236, 236, 236)
    pdf.rect(104, y - 5.4, 88, 8.4, style="F")
    f(106, y, two("Fizetendő", "Amount due", "Zu zahlen") + ":", 10, "B")
    f(190, y, f"{inv.number(inv.gross_total)} EUR", 11, "B", "right")
    y += 12
    grey()
    f(18, y, two("Megjegyzés", "Comment", "Bemerkung"), 7.6, "B")
    black()
    y += 4.6
    notes = ([f"{x['po_label']}: {inv.po_printed}"] if inv.po_printed else []) + [inv.statement, x["rate"]]
    pdf.set_font("DejaVu", "", 7.8)
    for text in notes:
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 7.8)
            y += 3.8
        y += 1
    grey()
    f(105, 284, two("1/1 oldal", "page 1/1", "Seite 1/1") + "   ·   " + s.name + " · " + s.email + " · " + s.phone,
      6.6, "", "center")
    black()
    return bytes(pdf.output())


# --- superfaktura (reportlab platypus, DejaVu Sans) -----------------------------------------------------------------
def superfaktura(inv: Invoice) -> bytes:
    s, x, de = inv.supplier, inv.extra, inv.language == "de"
    w = ({"title": "Rechnung", "no": "Nr.", "supplier": "Lieferant", "customer": "Kunde", "ico": "ID-Nr. (IČO)",
          "dic": "Steuer-Nr. (DIČ)", "icdph": "USt-IdNr. (IČ DPH)", "bank": "Bank", "vs": "Variabler Symbol",
          "method": "Zahlungsart", "transfer": "Überweisung", "issued": "Ausstellungsdatum",
          "delivered": "Lieferdatum", "due": "Fälligkeitsdatum", "order": "Bestellnr.",
          "cols": ("Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Rabatt", "MwSt.", "Gesamt"),
          "rate": "MwSt.-Satz", "base": "Grundlage", "vat": "MwSt.", "sum": "Gesamt", "net": "Summe ohne MwSt.",
          "gross": "Gesamtsumme", "due_amt": "Zu zahlen", "issuer": "Ausgestellt von", "phone": "Tel."}
         if de else
         {"title": "Invoice", "no": "No.", "supplier": "Supplier", "customer": "Customer", "ico": "Company ID",
          "dic": "Tax ID", "icdph": "VAT ID", "bank": "Bank", "vs": "Variable symbol", "method": "Payment method",
          "transfer": "Bank transfer", "issued": "Issue date", "delivered": "Delivery date", "due": "Due date",
          "order": "Order no.", "cols": ("Description", "Qty", "Unit", "Unit price", "Disc.", "VAT", "Total"),
          "rate": "VAT rate", "base": "Tax base", "vat": "VAT", "sum": "Total", "net": "Total excl. VAT",
          "gross": "Total", "due_amt": "Amount due", "issuer": "Issued by", "phone": "Tel."})
    inv.words = {"title": w["title"]}
    buffer, doc = _doc(inv, 16, 20)
    del inv.words
    lab = _style("sfl", 7, "DV", grey=0.45)
    normal, right = _style("sfn", 8.2, "DV", lead=10.4), _style("sfr", 8.2, "DV", align=2)
    bold, bold_r = _style("sfb", 8.2, "DVB"), _style("sfbr", 8.2, "DVB", align=2)
    dfmt = "%d.%m.%Y"
    head = Table([[Paragraph(f"<b>{escape(s.name)}</b>", _style("sfh", 13, "DVB", lead=16)),
                   Paragraph(f"{escape(w['title'])} {escape(w['no'])} {escape(inv.invoice_no)}",
                             _style("sft", 16, "DVB", align=2, lead=20))]], colWidths=[92 * mm, 86 * mm])
    head.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                              ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.Color(0.16, 0.5, 0.73))]))
    sup = "<br/>".join(escape(t) for t in (s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country][inv.language]))
    sup = (f"<b>{escape(s.name)}</b><br/>{sup}<br/><br/>{escape(w['ico'])}: {x['ico']}<br/>"
           f"{escape(w['dic'])}: {x['dic']}<br/>{escape(w['icdph'])}: {escape(s.vat)}<br/>"
           f"<font size=6.4 color='#777777'>{escape(s.register)}</font>")
    cus = (f"<b>{escape(BUYER[0])}</b><br/>{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>"
           f"{escape(COUNTRY['BE'][inv.language])}<br/><br/>{escape(w['icdph'])}: {escape(BUYER_VAT)}")
    parties = Table([[Paragraph(escape(w["supplier"]).upper(), lab), Paragraph(escape(w["customer"]).upper(), lab)],
                     [Paragraph(sup, normal), Paragraph(cus, _style("sfc", 9, "DV", lead=12))]],
                    colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    pay_rows = [(w["bank"], x["bank"]), ("IBAN", inv.iban), ("SWIFT", inv.bic), (w["vs"], inv.invoice_no),
                (w["method"], w["transfer"])]
    date_rows = [(w["issued"], _d(inv.issued, dfmt)), (w["delivered"], x["delivered"]),
                 (w["due"], _d(inv.due, dfmt))] + ([(w["order"], inv.po_printed)] if inv.po_printed else [])
    rows = []
    for k in range(max(len(pay_rows), len(date_rows))):
        a = pay_rows[k] if k < len(pay_rows) else ("", "")
        b = date_rows[k] if k < len(date_rows) else ("", "")
        rows.append([Paragraph(escape(a[0]), lab), Paragraph(escape(a[1]), normal), Paragraph(escape(b[0]), lab),
                     Paragraph(escape(b[1]), bold if b[0] == w["due"] else normal)])
    pay = Table(rows, colWidths=[28 * mm, 61 * mm, 30 * mm, 59 * mm])
    pay.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.95, 0.96, 0.97)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    items = [[Paragraph(escape(h), bold_r if k else bold) for k, h in enumerate(w["cols"])]]
    for line in inv.lines:
        items.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                      Paragraph(escape(line.unit), right), Paragraph(inv.number(line.price), right),
                      Paragraph(f"{inv.pct(line.discount)} %" if line.discount else "", right),
                      Paragraph(_vat_line(inv), right), Paragraph(inv.number(line.amount), right)])
    table = Table(items, colWidths=[72 * mm, 16 * mm, 13 * mm, 21 * mm, 14 * mm, 14 * mm, 28 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.16, 0.5, 0.73)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.8, 0.8, 0.8)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.2)]))
    recap = Table([[Paragraph(escape(h), lab) for h in (w["rate"], w["base"], w["vat"], w["sum"])],
                   [Paragraph(_vat_line(inv), right), Paragraph(inv.number(inv.net_total), right),
                    Paragraph(inv.number(inv.vat_amount), right), Paragraph(inv.number(inv.gross_total), right)]],
                  colWidths=[20 * mm, 24 * mm, 20 * mm, 24 * mm], hAlign="LEFT")
    recap.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.Color(0.6, 0.6, 0.6))]))
    tot = Table([[Paragraph(escape(label), bold_r if strong else right),
                  Paragraph(f"{inv.number(value)} €", bold_r if strong else right)]
                 for label, value, strong in totals(inv, "", w["net"], w["vat"] + " {rate} %", w["gross"])],
                colWidths=[40 * mm, 30 * mm])
    both = Table([[recap, tot]], colWidths=[100 * mm, 78 * mm])
    both.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    due = Table([[Paragraph(escape(w["due_amt"]), _style("sfd", 12, "DVB")),
                  Paragraph(f"{inv.number(inv.gross_total)} €", _style("sfdr", 13, "DVB", align=2))]],
                colWidths=[50 * mm, 40 * mm], hAlign="RIGHT")
    due.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.86, 0.93, 0.98)),
                             ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    story = [head, Spacer(1, 6 * mm), parties, Spacer(1, 5 * mm), pay, Spacer(1, 7 * mm), table, Spacer(1, 4 * mm),
             both, Spacer(1, 4 * mm), due, Spacer(1, 8 * mm), Paragraph(escape(inv.statement), normal),
             Spacer(1, 6 * mm),
             Paragraph(escape(f"{w['issuer']}: {x['issuer']}, {w['phone']} {x['phone_issuer']}, {s.email}"), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 10 * mm, f"{s.name} · {s.street}, {s.postal_code} {s.city} · {s.phone}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- abraflexi (reportlab canvas, Liberation Sans) ------------------------------------------------------------------
def abraflexi(inv: Invoice) -> bytes:
    s, x, en = inv.supplier, inv.extra, inv.language == "en"
    if en:
        L = {"title": "Invoice", "supplier": "Supplier", "customer": "Customer", "ico": "Company no.",
             "dic": "VAT no.", "account": "Bank account", "pay": "Payment method", "transfer": "Bank transfer",
             "ref": "Structured communication", "issued": "Issue date", "due": "Due date",
             "duzp": "Date of taxable supply", "order": "Your order",
             "cols": ("Code", "Description", "Quantity", "Unit", "Unit price", "VAT %", "Total excl. VAT"),
             "recap": "VAT summary", "rate": "Rate", "base": "Tax base", "vat": "VAT", "sum": "Total",
             "net": "Total excl. VAT", "vatrow": "VAT {rate} %", "gross": "Total to pay", "issuer": "Issued by"}
    else:
        L = {"title": "Faktura - daňový doklad / Rechnung - Steuerbeleg", "supplier": "Dodavatel / Lieferant",
             "customer": "Odběratel / Kunde", "ico": "IČ / ID-Nr.", "dic": "DIČ / USt-IdNr.",
             "account": "Bankovní účet / Bankkonto", "pay": "Forma úhrady / Zahlungsart",
             "transfer": "Převodem / Überweisung", "ref": "Variabilní symbol / Variabler Symbol",
             "issued": "Datum vystavení / Ausstellungsdatum", "due": "Datum splatnosti / Fälligkeit",
             "duzp": "DUZP / Leistungsdatum", "order": "Objednávka / Bestellung",
             "cols": ("Kód / Code", "Označení / Bezeichnung", "Množství / Menge", "MJ / ME", "Cena MJ / Preis",
                      "DPH %", "Celkem bez DPH / Netto"),
             "recap": "Rekapitulace DPH / MwSt.-Übersicht", "rate": "Sazba / Satz", "base": "Základ / Basis",
             "vat": "DPH / MwSt.", "sum": "Celkem / Gesamt", "net": "Celkem bez DPH / Summe netto",
             "vatrow": "DPH / MwSt. {rate} %", "gross": "Celkem k úhradě / Zu zahlen",
             "issuer": "Vystavil / Ausgestellt von"}
    c = Canvas(f"{L['title']} {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    c.text(18, 18, L["title"], 12.5 if en else 11, B)
    c.text(192, 18, inv.invoice_no, 14, B, "right")
    c.rule(18, 21, 192, 0.8, grey=0.2)
    # supplier / customer
    c.text(18, 27, L["supplier"], 7, F, grey=0.45)
    rows = [s.street, _place(inv), COUNTRY[s.country]["en" if en else "cs"]]
    if not en:
        rows += [f"{L['ico']}: {x['ico']}", f"{L['dic']}: {s.vat}"]
    else:
        rows += [f"{L['dic']}: {s.vat}", x["branch"]]
    c.text(18, 32, s.name, 10, B)
    for k, text in enumerate(rows):
        c.text(18, 36.6 + k * 4, text, 8.4, F)
    c.text(18, 36.6 + len(rows) * 4, s.register, 6.8, F, grey=0.4)
    c.fill(110, 24, 82, 38, 0.95)
    c.text(113, 29, L["customer"], 7, F, grey=0.45)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"]["en" if en else "cs"],
                              f"{L['dic']}: {BUYER_VAT}"]):
        c.text(113, 35 + k * 4.6, text, 9.4 if k == 0 else 8.8, B if k == 0 else F)
    # payment and dates
    y = 72
    c.rule(18, y - 4, 192, 0.3, grey=0.6)
    raw = inv.iban.replace(" ", "")
    left = [(L["account"], f"{raw[14:].lstrip('0')}/{raw[4:8]}" if not en else inv.iban), ("IBAN", inv.iban),
            ("SWIFT", inv.bic), (L["pay"], L["transfer"])]
    left = left[1:] if en else left
    if en:
        left.append((L["ref"], inv.payment_ref))
    else:
        left.append((L["ref"], x["vs"]))
    right_rows = [(L["issued"], _d(inv.issued, "%d.%m.%Y")), (L["due"], _d(inv.due, "%d.%m.%Y")),
                  (L["duzp"], x["duzp"])] + ([(L["order"], inv.po_printed)] if inv.po_printed else [])
    for k, (label, value) in enumerate(left):
        c.text(18, y + k * 4.4, label, 7.8, F, grey=0.4)
        c.text(66, y + k * 4.4, value, 8.2, B if label == L["ref"] else F)
    for k, (label, value) in enumerate(right_rows):
        c.text(120, y + k * 4.4, label, 7.8, F, grey=0.4)
        c.text(192, y + k * 4.4, value, 8.2, B if label == L["due"] else F, "right")
    y += max(len(left), len(right_rows)) * 4.4 + 2
    c.rule(18, y, 192, 0.3, grey=0.6)
    y += 7
    c.text(18, y, x["head"], 8.6, F)
    y += 7
    cols = [(19, "left"), (48, "left"), (126, "right"), (128, "left"), (150, "right"), (161, "right"),
            (191, "right")]
    c.fill(18, y - 4.2, 174, 6.2 if en else 9.4, 0.88)
    for (cx, al), head in zip(cols, L["cols"]):
        parts = head.split(" / ")
        c.text(cx, y, parts[0], 7.4, B, al)
        if len(parts) > 1:
            c.text(cx, y + 3.2, parts[1], 6.6, F, al, grey=0.35)
    y += 9 if en else 12
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8.2, 68 * MM)
        for (cx, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                          inv.number(line.price), inv.rate(), inv.number(line.amount))):
            c.text(cx, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(48, y, more, 8.2, F)
        c.rule(18, y + 2, 192, 0.2, grey=0.75)
        y += 6
    # VAT summary and totals
    y += 5
    c.text(18, y, L["recap"], 7.8, B)
    for cx, head in ((56, L["rate"]), (80, L["base"]), (100, L["vat"]), (124, L["sum"])):
        c.text(cx, y + 5, head, 7, F, "right", grey=0.4)
    c.rule(18, y + 6.6, 124, 0.3, grey=0.5)
    for cx, value in ((56, f"{inv.rate()} %"), (80, inv.number(inv.net_total)), (100, inv.number(inv.vat_amount)),
                      (124, inv.number(inv.gross_total))):
        c.text(cx, y + 10.6, value, 8.2, F, "right")
    ty = y
    for label, value, strong in totals(inv, "", L["net"], L["vatrow"], L["gross"]):
        if strong:
            c.fill(132, ty + 1, 60, 8, 0.88)
            ty += 6.2
        c.text(168 if not strong else 160, ty, label, 8.4 if not strong else 9.6, B if strong else F, "right")
        c.text(191, ty, f"{inv.number(value)} EUR" if strong else inv.number(value), 8.4 if not strong else 9.6,
               B if strong else F, "right")
        ty += 5
    y = max(y + 20, ty + 6)
    for text in ([x["rate"]] if "rate" in x else []) + ([inv.statement] if inv.statement else []):
        for row in rl_wrap(text, F, 8, 174 * MM):
            c.text(18, y, row, 8, F)
            y += 3.9
        y += 1.5
    y += 4
    c.text(18, y, f"{L['issuer']}: {x['issuer']}", 8, F)
    c.text(18, y + 4.2, f"{s.email} · {s.phone}", 8, F, grey=0.35)
    c.rule(18, 280, 192, 0.3, grey=0.6)
    c.text(105, 284, f"{s.name} · {s.register}", 6.6, F, "center", grey=0.4)
    return c.bytes()


# --- helios (fpdf2, Liberation Sans) --------------------------------------------------------------------------------
def helios(inv: Invoice) -> bytes:
    s, x, nl = inv.supplier, inv.extra, inv.language == "nl"
    w = ({"title": "FACTUUR", "no": "Nummer", "supplier": "Leverancier", "customer": "Klant",
          "ship": "Leveringsadres", "issued": "Factuurdatum", "duzp": "Leveringsdatum", "due": "Vervaldatum",
          "method": "Betalingswijze", "transfer": "Overschrijving", "order": "Uw bestelbon", "dn": "Werkbon",
          "bank": "Bankrekening", "ref": "Gestructureerde mededeling", "vatno": "Btw-nr.", "cust_vat": "Btw-nr.",
          "cols": ("Reg.nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs/eenh.", "Korting %", "Bedrag"),
          "sub": "Totaal posities", "net": "Totaal excl. btw", "vat": "Btw {rate} %", "gross": "Te betalen EUR",
          "recap": ("Btw-tarief", "Maatstaf", "Btw", "Totaal"), "printed": "Pagina 1/1"}
         if nl else
         {"title": "RECHNUNG - STEUERBELEG", "no": "Nummer", "supplier": "Lieferant", "customer": "Kunde",
          "ship": "Empfänger", "issued": "Ausstellungsdatum", "duzp": "Datum der steuerb. Leistung",
          "due": "Fälligkeitsdatum", "method": "Zahlungsart", "transfer": "Überweisung", "order": "Ihre Bestellung",
          "dn": "Lieferschein", "bank": "Bankverbindung", "ref": "Variabler Symbol", "vatno": "USt-IdNr. (DIČ)",
          "cust_vat": "USt-IdNr.",
          "cols": ("Reg.-Nr.", "Bezeichnung", "Menge", "ME", "Preis/ME", "Rabatt %", "Betrag"),
          "sub": "Summe Positionen", "net": "Gesamt ohne MwSt.", "vat": "MwSt. {rate} %",
          "gross": "Gesamtbetrag EUR", "recap": ("MwSt.-Satz", "Basis", "MwSt.", "Gesamt"), "printed": "Seite 1/1"})
    pdf = _fpdf(f"{w['title'].title()} {inv.invoice_no}", s.name)
    _lib(pdf)
    f = lambda xx, y, text, size=8.2, style="", align="left": _ft(pdf, xx, y, text, size, style, align,  # noqa: E731
                                                                   "Lib")
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.25)
    f(18, 18, w["title"], 13, "B")
    f(192, 18, f"{w['no']}  {inv.invoice_no}", 11, "B", "right")
    # framed grid: supplier | customer, then the facts
    pdf.rect(18, 22, 87, 42)
    pdf.rect(105, 22, 87, 42)
    f(20, 26, w["supplier"], 7, "B")
    rows = [s.name, s.street, f"{s.postal_code} {s.city}", COUNTRY[s.country]["nl" if nl else "de"]]
    rows += ([f"{w['vatno']} {s.vat}", s.register, x["group"]] if nl else
             [f"IČ {x['ico']}", f"{w['vatno']} {s.vat}", s.register])
    for k, text in enumerate(rows):
        pdf.set_font("Lib", "", 8)
        f(20, 31 + k * 4, text if pdf.get_string_width(text) < 83 else fp_wrap(pdf, text, 83)[0], 9 if k == 0 else 8,
          "B" if k == 0 else "")
    f(107, 26, w["customer"], 7, "B")
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], COUNTRY["BE"]["nl" if nl else "de"],
                              f"{w['cust_vat']} {BUYER_VAT}"]):
        f(107, 31 + k * 4.2, text, 9 if k == 0 else 8.4, "B" if k == 0 else "")
    f(150, 26, w["ship"], 7, "B")
    for k, text in enumerate([BUYER[0], "Magazijn hal 2" if nl else "Wareneingang Halle 2", BUYER[1], BUYER[2]]):
        f(150, 31 + k * 4, text, 7.6)
    facts = [(w["issued"], _d(inv.issued, "%d.%m.%Y")), (w["duzp"], x["duzp"]), (w["due"], _d(inv.due, "%d.%m.%Y")),
             (w["method"], w["transfer"]), (w["order"], inv.po_printed or ""), (w["dn"], x["delivery"]),
             (w["bank"], f"IBAN {inv.iban}"), ("BIC", inv.bic),
             (w["ref"], inv.payment_ref if nl else x["vs"])]
    for k, (label, value) in enumerate(facts):
        col, row = k % 3, k // 3
        cx, cy = 18 + col * 58, 64 + row * 10
        pdf.rect(cx, cy, 58, 10)
        f(cx + 1.6, cy + 3.4, label, 6.6)
        pdf.set_font("Lib", "B", 8.4)
        f(cx + 1.6, cy + 7.8, value, 8.4 if pdf.get_string_width(value) < 55 else 7.2, "B")
    y = 102
    cols = [(19, "left"), (46, "left"), (128, "right"), (130, "left"), (152, "right"), (168, "right"),
            (191, "right")]
    for (cx, al), head in zip(cols, w["cols"]):
        f(cx, y, head, 7.6, "B", al)
    pdf.set_line_width(0.5)
    pdf.line(18, y + 1.8, 192, y + 1.8)
    pdf.set_line_width(0.25)
    y += 6.6
    for line in inv.lines:
        pdf.set_font("Lib", "", 8.2)
        desc = fp_wrap(pdf, line.description, 78)
        for (cx, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                          inv.number(line.price), inv.pct(line.discount) if line.discount else "",
                                          inv.number(line.amount))):
            f(cx, y, value, 8.2, "", al)
        for more in desc[1:]:
            y += 3.7
            f(46, y, more, 8.2)
        y += 5.4
    pdf.line(18, y - 2.6, 192, y - 2.6)
    y += 3
    # VAT recap left, totals framed right
    for k, head in enumerate(w["recap"]):
        f(40 + k * 22, y, head, 7, "B", "right")
    for k, value in enumerate((f"{inv.rate()} %", inv.number(inv.net_total), inv.number(inv.vat_amount),
                               inv.number(inv.gross_total))):
        f(40 + k * 22, y + 4.6, value, 8, "", "right")
    rows = totals(inv, w["sub"], w["net"], w["vat"], w["gross"])
    pdf.rect(120, y - 4.4, 72, len(rows) * 5.2 + 2.6)
    for label, value, strong in rows:
        f(122, y, label, 9 if strong else 8.2, "B" if strong else "")
        f(190, y, inv.number(value), 9 if strong else 8.2, "B" if strong else "", "right")
        y += 5.2
    y += 8
    texts = ([inv.statement] if inv.statement else []) + ([x["rate"]] if "rate" in x else [])
    for text in texts:
        pdf.set_font("Lib", "", 8)
        for row in fp_wrap(pdf, text, 172):
            f(18, y, row, 8)
            y += 3.8
        y += 1.4
    f(18, 284, f"{s.name} · {s.email} · {s.phone}", 6.6)
    f(192, 284, w["printed"], 6.6, "", "right")
    return bytes(pdf.output())


# --- kros (reportlab canvas, DejaVu Sans Condensed) -----------------------------------------------------------------
def kros(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    c = Canvas(f"Faktúra {inv.invoice_no}", s.name)
    F, B = "DVC", "DVCB"
    c.text(18, 18, f"FAKTÚRA - DAŇOVÝ DOKLAD č. {inv.invoice_no}", 12.5, B)
    c.text(18, 23, f"RECHNUNG - STEUERBELEG Nr. {inv.invoice_no}", 9, F, grey=0.35)
    c.rule(18, 25.5, 192, 0.8)
    c.text(18, 31, "Dodávateľ / Lieferant:", 7.4, B, grey=0.3)
    rows = [(s.name, B, 9.6), (s.street, F, 8.4), (f"{s.postal_code} {s.city}", F, 8.4),
            ("Slovenská republika / Slowakei", F, 8.4), (f"IČO: {x['ico']}", F, 8.2), (f"DIČ: {x['dic']}", F, 8.2),
            (f"IČ DPH / USt-IdNr.: {s.vat}", F, 8.2), (s.register, F, 6.8)]
    for k, (text, font, size) in enumerate(rows):
        c.text(18, 36 + k * 4.1, text, size, font)
    c.fill(108, 27, 84, 40, 0.94)
    c.text(111, 31, "Odberateľ / Abnehmer:", 7.4, B, grey=0.3)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], "Belgicko / Belgien", f"IČ DPH / USt-IdNr.: {BUYER_VAT}"]):
        c.text(111, 37 + k * 4.8, text, 9.8 if k == 0 else 9, B if k == 0 else F)
    y = 74
    left = [("Dátum vyhotovenia / Ausstellungsdatum:", _d(inv.issued, "%d.%m.%Y")),
            ("Dátum dodania / Lieferdatum:", x["delivered"]),
            ("Dátum splatnosti / Fälligkeitsdatum:", _d(inv.due, "%d.%m.%Y")),
            ("Forma úhrady / Zahlungsart:", "prevodný príkaz / Überweisung"),
            ("Dodací list / Lieferschein:", x["delivery"])]
    right_rows = [("Variabilný symbol:", inv.invoice_no), ("Konštantný symbol:", "0008"),
                  ("Banka / Bank:", x["bank"]), ("IBAN:", inv.iban), ("SWIFT:", inv.bic)]
    for k, ((la, va), (lb, vb)) in enumerate(zip(left, right_rows)):
        c.text(18, y + k * 4.3, la, 7.8, F, grey=0.3)
        c.text(74, y + k * 4.3, va, 8, B if "splatnosti" in la else F)
        c.text(120, y + k * 4.3, lb, 7.8, F, grey=0.3)
        c.text(144, y + k * 4.3, vb, 8, B if "Variab" in lb else F)
    y += 5 * 4.3 + 6
    heads = [("Kód", "Code"), ("Označenie dodávky", "Bezeichnung"), ("Množ.", "Menge"), ("MJ", "ME"),
             ("J.cena", "E-Preis"), ("Spolu bez DPH", "Netto"), ("%DPH", "%MwSt"), ("DPH", "MwSt"),
             ("Spolu s DPH", "Brutto")]
    cols = [(19, "left"), (40, "left"), (108, "right"), (110, "left"), (130, "right"), (150, "right"),
            (160, "right"), (172, "right"), (191, "right")]
    c.fill(18, y - 4, 174, 8.6, 0.85)
    for (cx, al), (sk, de) in zip(cols, heads):
        c.text(cx, y, sk, 7.2, B, al)
        c.text(cx, y + 3.3, de, 6.4, F, al, grey=0.3)
    y += 9.6
    for line in inv.lines:
        desc = rl_wrap(line.description, F, 8, 56 * MM)
        vat = line.amount * inv.vat_rate / 100
        for (cx, al), value in zip(cols, (line.article or "", desc[0], inv.qty(line), line.unit,
                                          inv.number(line.price), inv.number(line.amount), inv.rate(),
                                          inv.number(vat), inv.number(line.amount + vat))):
            c.text(cx, y, value, 8, F, al)
        for more in desc[1:]:
            y += 3.6
            c.text(40, y, more, 8, F)
        c.rule(18, y + 1.8, 192, 0.2, grey=0.7)
        y += 5.6
    y += 4
    for label, value, strong in totals(inv, "Súčet položiek / Summe der Positionen", "Spolu bez DPH / Summe ohne MwSt.",
                                       "DPH / MwSt. {rate} %", "Celková suma / Gesamtbetrag"):
        c.text(160, y, label, 8.2, B if strong else F, "right")
        c.text(191, y, inv.number(value), 8.2, B if strong else F, "right")
        y += 4.6
    c.text(160, y, "Uhradené zálohami / Anzahlungen", 8.2, F, "right")
    c.text(191, y, inv.number(inv.gross_total * 0), 8.2, F, "right")
    y += 6
    c.fill(120, y - 4.4, 72, 7, 0.85)
    c.text(123, y, "K úhrade / Zu zahlen:", 10, B)
    c.text(190, y, f"{inv.number(inv.gross_total)} EUR", 10, B, "right")
    y += 10
    c.text(18, y, "Rekapitulácia DPH v EUR / MwSt.-Zusammenfassung in EUR", 7.8, B)
    for cx, head in ((48, "Sadzba / Satz"), (80, "Základ / Basis"), (104, "DPH / MwSt."), (130, "Spolu / Gesamt")):
        c.text(cx, y + 4.6, head, 7, F, "right", grey=0.35)
    for cx, value in ((48, f"{inv.rate()} %"), (80, inv.number(inv.net_total)), (104, inv.number(inv.vat_amount)),
                      (130, inv.number(inv.gross_total))):
        c.text(cx, y + 9, value, 8, F, "right")
    y += 17
    for row in rl_wrap(inv.statement, F, 8, 174 * MM):
        c.text(18, y, row, 8, F)
        y += 3.8
    y += 6
    c.text(18, y, f"Vyhotovil / Ausgestellt von: {x['issuer']}", 8, F)
    c.text(18, y + 4.2, f"Tel.: {s.phone}   E-mail: {s.email}", 8, F)
    c.text(130, y + 4.2, "Prevzal / Übernommen von:", 8, F)
    c.rule(18, 281, 192, 0.3, grey=0.5)
    c.text(18, 285, f"{s.name}, {s.street}, {s.postal_code} {s.city}", 6.4, F, grey=0.4)
    c.text(192, 285, "Strana 1/1", 6.4, F, "right", grey=0.4)
    return c.bytes()


# --- visma (Typst, Liberation Sans) ---------------------------------------------------------------------------------
def visma(inv: Invoice) -> bytes:
    s, x, nl = inv.supplier, inv.extra, inv.language == "nl"
    w = ({"title": "Factuur", "facts": ("Factuurdatum", "Factuurnummer", "Klantnummer"),
          "info": ("Uw referentie", "Onze referentie", "Uw bestelling", "Betalingsvoorwaarden", "Vervaldatum",
                   "Nalatigheidsintrest"),
          "cols": ("Artikelnr.", "Omschrijving", "Aantal", "Eenheid", "Prijs", "Bedrag"),
          "sums": ("Netto", "Btw", "Afronding", "Te betalen EUR"), "vatno": "Btw-nr.",
          "foot": ("Adres", "Telefoon", "Bank", "Btw-nummer"), "ref": "Gestructureerde mededeling"}
         if nl else
         {"title": "Invoice", "facts": ("Invoice date", "Invoice no.", "Customer no."),
          "info": ("Your reference", "Our reference", "Your order no.", "Terms of payment", "Due date",
                   "Late payment interest"),
          "cols": ("Art. no.", "Description", "Quantity", "Unit", "Unit price", "Amount"),
          "sums": ("Net amount", "VAT", "Rounding", "Total to pay EUR"), "vatno": "VAT reg. no.",
          "foot": ("Address", "Telephone", "Bank", "Reg. no.")})
    iso = "%Y-%m-%d"
    src = doc_head(inv, w["title"])
    foot_cols = [[s.name, s.street, f"{s.postal_code} {s.city}"] + ([] if nl else [x["country_label"]]),
                 [s.phone, s.email],
                 ([f"Bankgiro {x['bankgiro']}"] if not nl else []) + [f"IBAN {inv.iban}", f"BIC {inv.bic}"],
                 ([f"Org. no. {x['orgno']}", f"{w['vatno']} {s.vat}", s.register, "Approved for F-tax"] if not nl
                  else [f"{w['vatno']} {s.vat}", s.register, x["owner"]])]
    src += ('#set page(paper: "a4", margin: (x: 16mm, top: 14mm, bottom: 34mm), footer: [#line(length: 100%, '
            'stroke: 0.5pt) #set text(size: 6.8pt)\n#grid(columns: (1fr, 1fr, 1.35fr, 1.3fr), column-gutter: 3mm,\n'
            + "".join(f'  [#text(weight: "bold")[{ts(head)}] \\ ' + " \\ ".join(ts(t) for t in col) + '],\n'
                      for head, col in zip(w["foot"], foot_cols))
            + ')])\n#set text(font: "Liberation Sans", size: 9pt)\n')
    facts = (_d(inv.issued, iso), inv.invoice_no, x["customer"])
    src += ('#grid(columns: (1fr, 80mm),\n'
            f'  [#text(size: 15pt, weight: "bold")[{ts(s.name)}]],\n'
            f'  [#text(size: 16pt, weight: "bold")[{ts(w["title"])}] #h(1fr) #text(size: 8pt)[1 (1)] \\ #v(1mm)\n'
            '   #table(columns: (1fr, 1fr, 1fr), stroke: 0.5pt + luma(140), inset: 1.6mm,\n'
            + "".join(f'    text(size: 6.8pt)[{ts(k)}],\n' for k in w["facts"])
            + "".join(f'    [{ts(v)}],\n' for v in facts)
            + '   )])\n#v(6mm)\n')
    info = (x["your_ref"], x["our_ref"], inv.po_printed or "", x["terms"], _d(inv.due, iso), x["interest"])
    src += ('#grid(columns: (1fr, 80mm),\n'
            '  table(columns: (36mm, 1fr), stroke: none, inset: (x: 0mm, y: 1.1mm),\n'
            + "".join(f'    text(size: 8pt)[{ts(k)}], [{ts(v)}],\n' for k, v in zip(w["info"], info) if v)
            + '  ),\n'
            f'  [{ts(BUYER[0])} \\ {ts(BUYER[1])} \\ {ts(BUYER[2])} \\ {ts(COUNTRY["BE"][inv.language].upper())}]'
            ')\n#v(10mm)\n')
    articles = any(line.article for line in inv.lines)
    keep = [k for k in range(6) if k or articles]
    widths = {0: "26mm", 1: "1fr", 2: "17mm", 3: "15mm", 4: "22mm", 5: "25mm"}
    src += (f'#table(columns: ({", ".join(widths[k] for k in keep)}), stroke: (x, y) => if y == 0 {{ (bottom: '
            '0.8pt) }, inset: (x: 1.2mm, y: 1.7mm),\n'
            + "".join(f'  {"align(right, " if k in (2, 4, 5) else "("}text(size: 8pt, weight: "bold")'
                      f'[{ts(w["cols"][k])}]),\n' for k in keep))
    for line in inv.lines:
        cells = {0: f'[{ts(line.article or "")}]', 1: f'[{ts(line.description)}]',
                 2: f'align(right)[{ts(inv.qty(line))}]', 3: f'[{ts(line.unit)}]',
                 4: f'align(right)[{ts(inv.number(line.price))}]', 5: f'align(right)[{ts(inv.number(line.amount))}]'}
        src += "  " + ", ".join(cells[k] for k in keep) + ",\n"
    src += ')\n#v(8mm)\n'
    if inv.statement:
        src += f'{ts(inv.statement)}\n#v(2mm)\n'
    if inv.payment_ref:
        src += f'{ts(w["ref"] + ": " + inv.payment_ref)}\n#v(2mm)\n'
    vat_label = f'{w["sums"][1]} {inv.rate()} %'
    strong = 'weight: "bold", size: 10.5pt'
    sums = ((w["sums"][0], inv.number(inv.net_total)), (vat_label, inv.number(inv.vat_amount)),
            (w["sums"][2], inv.number(inv.gross_total * 0)), (w["sums"][3], inv.number(inv.gross_total)))
    src += ('#place(bottom + right, dy: -2mm, table(columns: (30mm, 30mm, 24mm, 36mm), stroke: 0.5pt + luma(140), '
            'inset: 1.8mm,\n'
            + "".join(f'  text(size: 7pt)[{ts(k)}],\n' for k, _ in sums)
            + "".join(f'  align(right, text({strong if k == 3 else ""})[{ts(v)}]),\n'
                      for k, (_, v) in enumerate(sums))
            + '))\n')
    return _typst(src)


# --- briox (reportlab platypus, Liberation Sans) --------------------------------------------------------------------
def briox(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    inv.words = {"title": "Facture"}
    buffer, doc = _doc(inv, 14, 30)
    del inv.words
    lab = _style("bxl", 6.8, "LS", grey=0.4)
    normal, right = _style("bxn", 8.8, "LS", lead=11), _style("bxr", 8.8, "LS", align=2)
    bold, bold_r = _style("bxb", 8.8, "LSB"), _style("bxbr", 8.8, "LSB", align=2)
    iso = "%Y-%m-%d"
    grid = Table([[Paragraph(h, lab) for h in ("Date de facture", "N° de facture", "N° client", "Page")],
                  [Paragraph(_d(inv.issued, iso), normal), Paragraph(escape(inv.invoice_no), bold),
                   Paragraph(x["customer"], normal), Paragraph("1 (1)", normal)]],
                 colWidths=[24 * mm, 22 * mm, 18 * mm, 14 * mm])
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.4, 0.4, 0.4)),
                              ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                              ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    right_top = Table([[Paragraph("<b>FACTURE</b>", _style("bxt", 17, "LSB", lead=21))], [grid]],
                      colWidths=[80 * mm])
    right_top.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    top = Table([[Paragraph(f"<b>{escape(s.name)}</b>", _style("bxh", 13, "LSB", lead=16)), right_top]],
                colWidths=[98 * mm, 80 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    info = [("Votre référence", x["your_ref"]), ("Notre référence", x["our_ref"]),
            ("N° de commande", inv.po_printed or ""), ("Conditions de paiement", x["terms"]),
            ("Date d'échéance", _d(inv.due, iso)), ("Intérêts de retard", x["interest"])]
    left = Table([[Paragraph(escape(k), lab), Paragraph(escape(v), normal)] for k, v in info if v],
                 colWidths=[36 * mm, 56 * mm])
    left.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0.8),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    addr = Paragraph("<br/>".join(escape(t) for t in (BUYER[0], BUYER[1], BUYER[2], "BELGIQUE")),
                     _style("bxa", 9.6, "LS", lead=12.4))
    mid = Table([[left, addr]], colWidths=[98 * mm, 80 * mm])
    mid.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    rows = [[Paragraph(f"<b>{h}</b>", bold_r if k in (1, 3, 4) else bold)
             for k, h in enumerate(("Désignation", "Qté", "Unité", "Prix unitaire", "Montant"))]]
    for line in inv.lines:
        rows.append([Paragraph(escape(line.description), normal), Paragraph(inv.qty(line), right),
                     Paragraph(escape(line.unit), normal), Paragraph(inv.number(line.price), right),
                     Paragraph(inv.number(line.amount), right)])
    table = Table(rows, colWidths=[96 * mm, 16 * mm, 18 * mm, 22 * mm, 26 * mm])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1), ("TOPPADDING", (0, 0), (-1, -1), 2)]))
    sums = (("Total HTVA", inv.number(inv.net_total)), (f"TVA {inv.rate()} %", inv.number(inv.vat_amount)),
            ("Total", inv.number(inv.gross_total)), ("À PAYER EUR", inv.number(inv.gross_total)))
    tot = Table([[Paragraph(escape(k), lab) for k, _ in sums],
                 [Paragraph(v, bold_r if k == 3 else right) for k, (_, v) in enumerate(sums)]],
                colWidths=[34 * mm, 30 * mm, 30 * mm, 38 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.Color(0.4, 0.4, 0.4)),
                             ("INNERGRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                             ("BACKGROUND", (3, 0), (3, -1), colors.Color(0.92, 0.92, 0.92))]))
    story = [top, Spacer(1, 8 * mm), mid, Spacer(1, 12 * mm), table, Spacer(1, 10 * mm), tot, Spacer(1, 8 * mm),
             Paragraph(escape(f"Communication structurée : {inv.payment_ref}"), bold), Spacer(1, 2 * mm),
             Paragraph(escape("Prestation de restauration (hors boissons) au taux réduit de 12 %."), normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setStrokeGray(0.3)
        canvas.setLineWidth(0.5)
        canvas.line(16 * mm, 26 * mm, 194 * mm, 26 * mm)
        cols = (("Adresse", [s.name, s.street, f"{s.postal_code} {s.city}"]), ("Téléphone", [s.phone, s.email]),
                ("Banque", [f"IBAN {inv.iban}", f"BIC {inv.bic}"]),
                ("N° TVA", [s.vat, s.register, x["owner"]]))
        for k, (head, texts) in enumerate(cols):
            cx = (16 + k * 44) * mm
            canvas.setFont("LSB", 6.8)
            canvas.drawString(cx, 22.5 * mm, head)
            canvas.setFont("LS", 6.8)
            for j, text in enumerate(texts):
                canvas.drawString(cx, (19.2 - j * 3.1) * mm, text)
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"szamlazz": szamlazz, "superfaktura": superfaktura, "abraflexi": abraflexi, "helios": helios,
           "kros": kros, "visma": visma, "briox": briox}
