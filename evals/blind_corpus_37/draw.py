"""Seven page writers for the thirty-seventh blind corpus, each imitating from general knowledge the ordinary
printed layout of one family of invoicing software used in Czechia, Slovakia, Poland, Romania, Slovenia and Croatia
(no logos, no trademarks, invented suppliers): two on reportlab's canvas, two on reportlab's platypus flowables,
three on fpdf2, on DejaVu and Liberation fonts. Every writer takes an `Invoice` (invoices.py) and returns the PDF's
bytes. The small drawing helpers (reportlab canvas in mm, fpdf2 and platypus set-ups, word wrapping, the buyer) are
the shared ones of evals/blind_corpus/drawing.py.

- pohoda (reportlab canvas, Liberation Sans): a Pohoda-style Czech or Slovak tax document, bilingual with German:
  `FAKTURA - DAŇOVÝ DOKLAD` / `RECHNUNG - STEUERBELEG` and its number top right, a frame split into `Dodavatel` and
  `Odběratel` (IČ, DIČ), the bank block with `Číslo účtu`, `Variabilní symbol`, `Konstantní symbol` and the order,
  the dates (`Datum vystavení`, `Datum splatnosti`, `Datum uskutečnění plnění`), `Fakturujeme Vám`, columns
  `Kód` / `Označení dodávky` / `Počet m.j.` / `Cena za m.j.` / `DPH %` / `Bez DPH` / `DPH` / `Celkem`, `Součet
  položek`, `CELKEM K ÚHRADĚ`, the rate-by-rate VAT recapitulation (in CZK at the printed rate for a Czech
  supplier), `Vystavil`, `Převzal`, `Razítko`.
- money (fpdf2, DejaVu Sans): a Money S3-style invoice, Czech/English or French: the title and number in a band,
  the supplier left, the customer in a framed box right with the final recipient under it, the payment block and
  the dates block side by side, columns `Označení dodávky` / `Množství` / `J. cena` / `Sleva %` / `Sazba` /
  `Bez DPH` / `DPH` / `Celkem`, `Celkem k úhradě` in a box, the VAT recapitulation, signatures.
- fakturownia (reportlab platypus, DejaVu Sans): a Fakturownia-style invoice, Polish/English or Dutch: the place
  and the dates (`Data wystawienia`, `Data sprzedaży`) top right, `Faktura VAT nr …`, `Sprzedawca` / `Nabywca`
  side by side, the payment facts, a grid `Lp.` / (`Kod`) / `Nazwa` / `Ilość` / `Jm.` / `Cena netto` /
  `Wartość netto` / `Stawka VAT` / `Kwota VAT` / `Wartość brutto`, the rate summary `W tym`, `Razem`,
  `Do zapłaty`, notes, two signature lines.
- subiekt (fpdf2, Liberation Sans): a Subiekt-style Polish invoice, Polish/German or Dutch: `Faktura VAT FS …` with
  `oryginał`, the place and dates, `Sprzedawca` / `Nabywca`, columns `Lp.` / `Symbol` / `Nazwa` / `Ilość` /
  `J.m.` / `Cena netto` / `Rabat %` / `Cena po rabacie` / `Wartość netto` / `VAT %` / `Wartość VAT` /
  `Wartość brutto`, `Razem` and the rate table, the payment form and term, `Do zapłaty`, remarks, signatures.
- smartbill (reportlab canvas, DejaVu Sans Condensed): a SmartBill-style Romanian invoice, Romanian/English:
  `Furnizor` left, `FACTURA` with `Seria … nr. …` and the date in the middle, `Client` right, the grid with the
  numbered columns (`Nr. crt.`, `Denumirea produselor sau a serviciilor`, `U.M.`, `Cant.`, `Preț unitar (fără
  TVA)`, `Valoarea`, `Valoarea TVA`, `0 1 2 3 4 5(3x4) 6`), the foot with the supplier's signature, the dispatch
  data, `Total`, `Semnătura de primire`, `Total de plată`.
- oblio (fpdf2, DejaVu Sans): an Oblio-style invoice in French: the issuer and `FACTURE` with `Série … n° …`,
  `Fournisseur` / `Client` blocks, columns `Nr.` / `Dénomination` / `U.M.` / `Qté` / `Prix unitaire HT` /
  `Valeur HT` / `TVA` / `Valeur TVA`, totals right (`Total HT`, `TVA 12 %`, `Total à payer`), the issuer's name.
- minimax (reportlab platypus, Liberation Sans): a Minimax-style Slovenian or Croatian invoice, bilingual with
  German or English: the company top left, the customer under it, the document facts right (`RAČUN št.`, `Kraj
  izdaje`, `Datum izdaje`, `Datum opravljene dobave`, `Rok plačila`, `Naročilo`), columns `Šifra` / `Naziv` /
  `Količina` / `EM` / `Cena` / `Rabat %` / `Vrednost` / `DDV %`, totals, the payment reference (`Sklic`,
  `Poziv na broj`), the register line."""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from invoices import D, Invoice

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # drawing.py: the helpers every corpus uses
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
from drawing import (BUYER, BUYER_VAT, LIBERATION_SANS, MM, Canvas, _doc, _fpdf, _ft, _style, fp_wrap,  # noqa: E402
                     lib_fonts, register_fonts, rl_wrap)

register_fonts(*LIBERATION_SANS)

BUYER_NO = BUYER_VAT[2:].replace(".", "")          # the Belgian company number, as the CEE tools print an ID


def bi(local: str, other: str, sep: str = " / ") -> str:
    """A bilingual label: the local language first, as the regional tools print it; the other alone without one."""
    return f"{local}{sep}{other}" if local and local != other else other


def eur(inv: Invoice, value) -> str:
    return inv.number(value)


# --- pohoda (reportlab canvas, Liberation Sans) ---------------------------------------------------------------------
POHODA = {
    "cs": {"title": "FAKTURA - DAŇOVÝ DOKLAD", "no": "č.", "sup": "Dodavatel", "cus": "Odběratel",
           "ico": "IČ", "dic": "DIČ", "reg": "Zapsán v obchodním rejstříku vedeném", "bank": "Peněžní ústav",
           "acct": "Číslo účtu", "vs": "Variabilní symbol", "ks": "Konstantní symbol", "order": "Objednávka č.",
           "of": "ze dne", "issued": "Datum vystavení", "due": "Datum splatnosti", "taxable": "Datum usk. zdan. plnění",
           "form": "Forma úhrady", "form_v": "Příkazem", "cusno": "Číslo odběratele", "bill": "Fakturujeme Vám",
           "cols": ("Kód", "Označení dodávky", "Počet m.j.", "Cena za m.j.", "DPH %", "Bez DPH", "DPH", "Celkem"),
           "sum": "Součet položek", "total": "CELKEM K ÚHRADĚ", "recap": "Rekapitulace DPH v CZK",
           "rates": ("0", "12", "21"), "rcols": ("Sazba", "Základ", "DPH", "Celkem"), "rate": "Kurz",
           "by": "Vystavil", "took": "Převzal", "stamp": "Razítko", "country": "Česká republika",
           "be": "Belgie", "tel": "Tel.", "mail": "E-mail"},
    "sk": {"title": "FAKTÚRA - DAŇOVÝ DOKLAD", "no": "č.", "sup": "Dodávateľ", "cus": "Odberateľ",
           "ico": "IČO", "dic": "DIČ", "icdph": "IČ DPH", "reg": "Zapísaný v", "bank": "Banka", "acct": "Číslo účtu",
           "vs": "Variabilný symbol", "ks": "Konštantný symbol", "order": "Objednávka č.", "of": "zo dňa",
           "issued": "Dátum vyhotovenia", "due": "Dátum splatnosti", "taxable": "Dátum dodania",
           "form": "Forma úhrady", "form_v": "Prevodným príkazom", "cusno": "Číslo odberateľa",
           "bill": "Fakturujeme Vám", "cols": ("Kód", "Označenie dodávky", "Počet m.j.", "Cena za m.j.", "DPH %",
                                              "Bez DPH", "DPH", "Spolu"),
           "sum": "Súčet položiek", "total": "CELKOM K ÚHRADE", "recap": "Rekapitulácia DPH v EUR",
           "rates": ("0", "5", "19", "23"), "rcols": ("Sadzba", "Základ", "DPH", "Spolu"), "rate": "Kurz",
           "by": "Vyhotovil", "took": "Prevzal", "stamp": "Pečiatka", "country": "Slovenská republika",
           "be": "Belgicko", "tel": "Tel.", "mail": "E-mail"},
}
POHODA_DE = {"title": "RECHNUNG - STEUERBELEG", "no": "Nr.", "sup": "Lieferant", "cus": "Abnehmer", "ico": "ID-Nr.",
             "dic": "USt-IdNr.", "bank": "Bank", "acct": "Kontonummer", "vs": "Var. Symbol", "ks": "Konst. Symbol",
             "order": "Bestellung Nr.", "of": "vom", "issued": "Ausstellungsdatum", "due": "Fälligkeitsdatum",
             "taxable": "Leistungsdatum", "form": "Zahlungsart", "form_v": "Überweisung", "cusno": "Kundennummer",
             "bill": "Wir berechnen Ihnen", "cols": ("Code", "Bezeichnung", "Menge", "Preis/ME", "MwSt %", "Netto",
                                                    "MwSt", "Gesamt"),
             "sum": "Summe der Positionen", "total": "GESAMTBETRAG", "recap": "MwSt-Übersicht",
             "rcols": ("Satz", "Basis", "MwSt", "Gesamt"), "rate": "Kurs", "by": "Ausgestellt von",
             "took": "Übernommen", "stamp": "Stempel", "country": {"CZ": "Tschechien", "SK": "Slowakei"},
             "be": "Belgien"}


def pohoda(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    L, G = POHODA[x["local"]], POHODA_DE
    lab = lambda key: bi(L[key], G[key])   # noqa: E731
    c = Canvas(f"Faktura {inv.invoice_no}", s.name)
    F, B = "LS", "LSB"
    day = lambda d: d.strftime("%d.%m.%Y")  # noqa: E731
    c.text(195, 15, lab("title"), 12.5, B, "right")
    c.text(195, 22, f"{L['no']} / {G['no']} {inv.invoice_no}", 11, B, "right")
    # the frame: supplier | customer, then bank | dates
    c.rule(15, 27, 195, 0.8)
    c.rule(15, 104, 195, 0.8)
    c.c.setLineWidth(0.8)
    c.c.line(15 * MM, c.height - 27 * MM, 15 * MM, c.height - 104 * MM)
    c.c.line(195 * MM, c.height - 27 * MM, 195 * MM, c.height - 104 * MM)
    c.c.line(105 * MM, c.height - 27 * MM, 105 * MM, c.height - 104 * MM)
    c.rule(15, 66, 105, 0.4)
    c.text(17, 31.5, lab("sup") + ":", 7.4, F, grey=0.35)
    c.text(17, 37, s.name, 10, B)
    for k, text in enumerate([s.street, f"{s.postal_code} {s.city}", bi(L["country"], G["country"][s.country])]):
        c.text(17, 41.6 + k * 4, text, 8.6, F)
    if "icdph" in L:
        c.text(17, 55, f"{L['ico']} / {G['ico']}: {x['ico']}    {L['dic']}: {x['dic']}", 8.2, F)
        c.text(17, 59, f"{L['icdph']} / {G['dic']}: {s.vat}", 8.2, F)
    else:
        c.text(17, 55, f"{L['ico']} / {G['ico']}: {x['ico']}", 8.2, F)
        c.text(17, 59, f"{L['dic']} / {G['dic']}: {s.vat}", 8.2, F)
    c.text(17, 63, f"{L['reg']} {s.register}", 6.4, F, grey=0.3)
    bank = [(lab("bank"), x["bank"])]
    if x["account"]:
        bank.append((lab("acct"), x["account"]))
    bank += [("IBAN", inv.iban), ("SWIFT", inv.bic), (lab("vs"), x["vs"]), (lab("ks"), x["ks"])]
    if inv.po_printed:
        bank.append((lab("order"), inv.po_printed))
        bank.append((f"{L['of']} / {G['of']}", x["order_date"]))
    for k, (label, value) in enumerate(bank):
        c.text(17, 70.5 + k * 4.2, label + ":", 7.6, F, grey=0.3)
        c.text(62, 70.5 + k * 4.2, value, 8.4, B if label.startswith(L["vs"]) else F)
    c.text(107, 31.5, lab("cus") + ":", 7.4, F, grey=0.35)
    c.text(107, 36.5, f"{L['ico']}: {BUYER_NO}    {L['dic']}: {BUYER_VAT.replace('.', '')}", 8.2, F)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], bi(L["be"], G["be"])]):
        c.text(112, 45 + k * 5, text, 10.4 if k == 0 else 9.6, B if k == 0 else F)
    c.rule(105, 69, 195, 0.4)
    dates = [(lab("issued"), day(inv.issued)), (lab("due"), day(inv.due)), (lab("taxable"), day(inv.issued)),
             (lab("form"), bi(L["form_v"], G["form_v"])), (lab("cusno"), inv.customer_no)]
    for k, (label, value) in enumerate(dates):
        c.text(107, 74 + k * 5.6, label + ":", 7.6, F, grey=0.3)
        c.text(193, 74 + k * 5.6, value, 8.4, B if k == 1 else F, "right")
    c.text(15, 112, bi(L["bill"], G["bill"]) + ":", 8.6, F)
    # the items
    y = 117
    c.fill(15, y, 180, 9, 0.88)
    cols = [(16.5, "left"), (38, "left"), (118, "right"), (136, "right"), (147, "right"), (163, "right"),
            (177, "right"), (194, "right")]
    articles = any(line.article for line in inv.lines)
    for k, ((px, al), head) in enumerate(zip(cols, L["cols"])):
        if k == 0 and not articles:
            continue
        if k == 1 and not articles:
            px = 16.5
        c.text(px, y + 3.6, head, 7.2, B, al)
        c.text(px, y + 7.2, G["cols"][k], 6.8, F, al, grey=0.3)
    y += 13.5
    for line in inv.lines:
        left = 38 if articles else 16.5
        desc = rl_wrap(line.description, F, 8.2, (116 - 16 - left) * MM)
        values = [line.article or "", desc[0], f"{inv.qty(line)} {line.unit}", eur(inv, line.price),
                  inv.rate(), eur(inv, line.amount), eur(inv, D("0.00")), eur(inv, line.amount)]
        for k, ((px, al), value) in enumerate(zip(cols, values)):
            if k == 1:
                px = left
            if value:
                c.text(px, y, value, 8.2, F, al)
        for more in desc[1:]:
            y += 3.7
            c.text(left, y, more, 8.2, F)
        y += 5.4
    c.rule(15, y - 3, 195, 0.5)
    y += 3
    c.text(150, y, lab("sum") + ":", 8.4, F, "right")
    c.text(194, y, f"{eur(inv, inv.net_total)} EUR", 8.4, F, "right")
    y += 5
    c.fill(85, y, 110, 8, 0.9)
    c.text(87, y + 5.6, lab("total") + ":", 9.6, B)
    c.text(194, y + 5.6, f"{eur(inv, inv.gross_total)} EUR", 10.4, B, "right")
    # the VAT recapitulation
    y += 16
    fx = x.get("rate")
    head = bi(L["recap"], G["recap"] + (" in CZK" if fx else ""))
    if fx:
        head += f"   ({L['rate']} / {G['rate']} {fx} CZK/EUR)"
    c.text(15, y, head, 7.8, B)
    y += 4.6
    rx = [(15, "left"), (58, "right"), (82, "right"), (106, "right")]
    for (px, al), lbl, glb in zip(rx, L["rcols"], G["rcols"]):
        c.text(px, y, f"{lbl} / {glb}", 7, F, al, grey=0.3)
    c.rule(15, y + 1.2, 106, 0.3)
    y += 4.8
    factor = D(fx.replace(",", ".")) if fx else D(1)
    for r in L["rates"]:
        base = (inv.net_total * factor).quantize(D("0.01")) if D(r) == inv.vat_rate else D("0.00")
        for (px, al), value in zip(rx, (f"{r} %", eur(inv, base), eur(inv, D("0.00")), eur(inv, base))):
            c.text(px, y, value, 7.8, F, al)
        y += 3.9
    y += 4
    for row in rl_wrap(inv.statement, F, 8, 180 * MM):
        c.text(15, y, row, 8, F)
        y += 3.8
    y = max(y + 8, 246)
    c.text(15, y, f"{lab('by')}: {x['issuer']}", 8, F)
    c.text(15, y + 4.2, f"{L['tel']}: {s.phone}    {L['mail']}: {s.email}    {x['web']}", 7.6, F, grey=0.3)
    c.text(120, y, f"{lab('took')}:", 8, F)
    c.text(160, y, f"{lab('stamp')}:", 8, F)
    c.rule(120, y + 16, 195, 0.3, grey=0.5)
    return c.bytes()


# --- money (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
MONEY = {
    "en": {"title": "INVOICE - TAX DOCUMENT", "no": "No.", "sup": "Supplier", "cus": "Customer", "id": "Reg. No.",
           "vat": "VAT No.", "final": "Final recipient", "bank": "Bank", "acct": "Account No.", "vs": "Variable symbol",
           "ks": "Constant symbol", "issued": "Date of issue", "taxable": "Date of taxable supply", "due": "Due date",
           "form": "Payment", "form_v": "bank transfer", "order": "Your order", "cusno": "Customer No.",
           "cols": ("Code", "Description", "Quantity", "Unit price", "Disc. %", "VAT %", "Excl. VAT", "VAT", "Total"),
           "sum": "Total of items", "due_total": "Total due", "recap": "VAT recapitulation", "rate": "Rate",
           "base": "Base", "by": "Issued by", "took": "Received by", "stamp": "Stamp and signature",
           "country": {"CZ": "Czech Republic", "BE": "Belgium"}, "reg": "Registered with", "comm": ""},
    "cs": {"title": "FAKTURA - DAŇOVÝ DOKLAD", "no": "č.", "sup": "Dodavatel", "cus": "Odběratel", "id": "IČ",
           "vat": "DIČ", "final": "Konečný příjemce", "bank": "Peněžní ústav", "acct": "Číslo účtu",
           "vs": "Variabilní symbol", "ks": "Konstantní symbol", "issued": "Datum vystavení",
           "taxable": "Datum uskut. zdaň. plnění", "due": "Datum splatnosti", "form": "Forma úhrady",
           "form_v": "převodem", "order": "Objednávka", "cusno": "Číslo odběratele",
           "cols": ("Kód", "Označení dodávky", "Množství", "J. cena", "Sleva %", "Sazba", "Bez DPH", "DPH", "Celkem"),
           "sum": "Součet položek", "due_total": "Celkem k úhradě", "recap": "Rekapitulace DPH", "rate": "Sazba",
           "base": "Základ", "by": "Vystavil", "took": "Převzal", "stamp": "Razítko a podpis",
           "country": {"CZ": "Česká republika", "BE": "Belgie"}, "reg": "Zapsáno u"},
    "fr": {"title": "FACTURE", "no": "n°", "sup": "Fournisseur", "cus": "Client", "id": "N° d'entreprise",
           "vat": "N° TVA", "final": "Destinataire final", "bank": "Banque", "acct": "", "vs": "Symbole variable",
           "ks": "", "issued": "Date d'émission", "taxable": "Date de livraison", "due": "Date d'échéance",
           "form": "Mode de paiement", "form_v": "virement", "order": "Votre commande n°", "cusno": "N° client",
           "cols": ("Code", "Désignation", "Quantité", "Prix unit.", "Rem. %", "TVA %", "HTVA", "TVA", "TVAC"),
           "sum": "Total des postes", "due_total": "Total à payer", "recap": "Récapitulatif TVA", "rate": "Taux",
           "base": "Base", "by": "Établi par", "took": "Reçu par", "stamp": "Cachet et signature",
           "country": {"BE": "Belgique"}, "reg": "", "comm": "Communication structurée"},
}


def money(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    W, L = MONEY[inv.language], MONEY.get(x["local"], {})
    lab = lambda key: bi(L.get(key, ""), W[key])   # noqa: E731
    pdf = _fpdf(f"{W['title'].title()} {inv.invoice_no}", s.name)
    f = lambda px, py, text, size=8.2, style="", align="left": _ft(pdf, px, py, text, size, style, align)  # noqa: E731
    day = lambda d: d.strftime("%d.%m.%Y")  # noqa: E731
    pdf.set_fill_color(226, 232, 240)
    pdf.rect(12, 10, 186, 13, style="F")
    f(15, 16, lab("title"), 11.5 if L else 14, "B")
    f(195, 18.5, f"{bi(L.get('no', ''), W['no'])} {inv.invoice_no}", 12, "B", "right")
    # supplier left
    f(14, 29, lab("sup") + ":", 7.2)
    f(14, 34.5, s.name, 10, "B")
    rows = [s.street, f"{s.postal_code} {s.city}", W["country"][s.country]]
    rows.append(f"{lab('id')}: {x['ico']}")
    rows.append(f"{lab('vat')}: {s.vat}")
    for k, text in enumerate(rows):
        f(14, 39 + k * 4, text, 8.2)
    f(14, 60, (f"{lab('reg')} " if L else "") + s.register, 6.4)
    # customer framed right, final recipient under it
    pdf.set_draw_color(60, 60, 60)
    pdf.set_line_width(0.4)
    pdf.rect(108, 27, 90, 34)
    f(111, 31, lab("cus") + ":", 7.2)
    f(111, 31 + 4.2, f"{lab('id')}: {BUYER_NO}   {lab('vat')}: {BUYER_VAT}", 7.4)
    for k, text in enumerate([BUYER[0], BUYER[1], BUYER[2], W["country"].get("BE", "Belgium")
                              if not L else bi(L["country"]["BE"], W["country"]["BE"])]):
        f(114, 42 + k * 4.8, text, 10 if k == 0 else 9.2, "B" if k == 0 else "")
    f(111, 66, lab("final") + ":", 7.2)
    f(114, 70.5, x["deliver"], 8.4)
    f(114, 74.5, f"{BUYER[1]}, {BUYER[2]}", 8.4)
    # payment block left, dates right
    pdf.set_line_width(0.2)
    pdf.line(12, 79, 198, 79)
    pay = [(lab("bank"), x["bank"])]
    if x["account"]:
        pay.append((lab("acct"), x["account"]))
    pay += [("IBAN", inv.iban), ("SWIFT", inv.bic), (lab("vs"), x["vs"])]
    if x.get("ks"):
        pay.append((lab("ks"), x["ks"]))
    if inv.payment_ref:
        pay.append((W["comm"], inv.payment_ref))
    for k, (label, value) in enumerate(pay):
        f(14, 84 + k * 4.4, label + ":", 6.6)
        f(61, 84 + k * 4.4, value, 7.8, "B" if label == W["comm"] else "")
    dates = [(lab("issued"), day(inv.issued)), (lab("taxable"), day(inv.issued)), (lab("due"), day(inv.due)),
             (lab("form"), bi(L.get("form_v", ""), W["form_v"])), (lab("order"), inv.po_printed or ""),
             (lab("cusno"), inv.customer_no)]
    for k, (label, value) in enumerate(d for d in dates if d[1]):
        f(112, 84 + k * 4.4, label + ":", 7.2)
        f(196, 84 + k * 4.4, value, 8.2, "B" if k == 2 else "", "right")
    # the items
    y = 116
    articles = any(line.article for line in inv.lines)
    discounts = any(line.discount for line in inv.lines)
    cols = [(13, "l", 0), (13, "l", 1), (115, "r", 2), (131, "r", 3), (143, "r", 4), (153, "r", 5),
            (170, "r", 6), (183, "r", 7), (197, "r", 8)]
    if articles:
        cols[1] = (35, "l", 1)
    keep = [cdef for cdef in cols if (cdef[2] != 0 or articles) and (cdef[2] != 4 or discounts)]
    pdf.set_fill_color(70, 90, 120)
    pdf.rect(12, y - 4, 186, 9.5 if L else 6, style="F")
    pdf.set_text_color(255, 255, 255)
    for px, al, k in keep:
        f(px, y, W["cols"][k] if not L else L["cols"][k], 6.9, "B", "right" if al == "r" else "left")
        if L:
            f(px, y + 3.6, W["cols"][k], 6.3, "", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 10 if L else 6.5
    left = 35 if articles else 13
    for line in inv.lines:
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 101 - left)
        vat = (line.amount * inv.vat_rate / 100).quantize(D("0.01"))
        values = {0: line.article or "", 1: desc[0], 2: f"{inv.qty(line)} {line.unit}", 3: eur(inv, line.price),
                  4: inv.pct(line.discount) if line.discount else "", 5: f"{inv.rate()} %",
                  6: eur(inv, line.amount), 7: eur(inv, vat), 8: eur(inv, line.amount + vat)}
        for px, al, k in keep:
            if values[k]:
                f(px, y, values[k], 8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.6
            f(left, y, more, 8)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(12, y + 1.8, 198, y + 1.8)
        y += 5.4
    y += 3
    f(160, y, lab("sum") + ":", 8.2, "", "right")
    f(196, y, f"{eur(inv, inv.net_total)} EUR", 8.2, "", "right")
    y += 4
    pdf.set_draw_color(40, 40, 40)
    pdf.set_line_width(0.5)
    pdf.rect(98, y, 100, 9)
    f(101, y + 6, lab("due_total") + ":", 9.6, "B")
    f(196, y + 6, f"{eur(inv, inv.gross_total)} EUR", 10.4, "B", "right")
    # recapitulation
    y += 17
    f(13, y, lab("recap") + ":", 7.8, "B")
    y += 4.6
    for px, text, al in ((13, lab("rate"), "l"), (70, lab("base"), "r"), (95, W["cols"][7], "r"),
                         (122, W["cols"][8], "r")):
        f(px, y, text, 7, "", "right" if al == "r" else "left")
    y += 4.4
    for px, text, al in ((13, f"{inv.rate()} %", "l"), (70, eur(inv, inv.net_total), "r"),
                         (95, eur(inv, inv.vat_amount), "r"), (122, eur(inv, inv.gross_total), "r")):
        f(px, y, text, 8, "", "right" if al == "r" else "left")
    y += 8
    pdf.set_font("DejaVu", "", 8)
    if inv.statement:
        for row in fp_wrap(pdf, inv.statement, 184):
            f(13, y, row, 8)
            y += 3.9
    y = max(y + 10, 250)
    f(13, y, f"{lab('by')}: {x['issuer']}", 7.8)
    f(13, y + 4.2, f"{s.phone} · {s.email}", 7.4)
    f(110, y, f"{lab('took')}:", 7.8)
    f(155, y, f"{lab('stamp')}:", 7.8)
    pdf.set_line_width(0.2)
    pdf.line(110, y + 16, 198, y + 16)
    return bytes(pdf.output())


# --- fakturownia (reportlab platypus, DejaVu Sans) ------------------------------------------------------------------
FAKTUROWNIA = {
    "pl": {"title": "Faktura VAT nr", "place": "Miejsce wystawienia", "issued": "Data wystawienia",
           "sale": "Data sprzedaży", "seller": "Sprzedawca", "buyer": "Nabywca", "vat": "NIP", "pay": "Sposób płatności",
           "due": "Termin płatności", "bank": "Numer konta", "order": "Numer zamówienia",
           "cols": ("Lp.", "Kod", "Nazwa towaru lub usługi", "Ilość", "Jm.", "Cena netto", "Wartość netto",
                    "Stawka VAT", "Kwota VAT", "Wartość brutto"),
           "incl": "W tym", "total": "Razem", "to_pay": "Do zapłaty", "notes": "Uwagi", "days": "dni",
           "sign_in": "Osoba upoważniona do wystawienia", "sign_out": "Osoba upoważniona do odbioru"},
    "en": {"title": "VAT invoice no.", "place": "Place of issue", "issued": "Issue date", "sale": "Sale date",
           "seller": "Seller", "buyer": "Buyer", "vat": "VAT ID", "pay": "Payment method", "due": "Due date",
           "bank": "Bank account", "order": "Order no.",
           "cols": ("No.", "Code", "Item", "Qty", "Unit", "Unit net price", "Net value", "VAT rate", "VAT amount",
                    "Gross value"),
           "incl": "Incl.", "total": "Total", "to_pay": "Amount due", "notes": "Notes", "days": "days",
           "sign_in": "Issued by", "sign_out": "Received by"},
    "nl": {"title": "Factuur nr", "place": "Plaats van uitgifte", "issued": "Factuurdatum", "sale": "Leveringsdatum",
           "seller": "Verkoper", "buyer": "Koper", "vat": "Btw-nr.", "pay": "Betaalwijze", "due": "Vervaldatum",
           "bank": "Rekeningnummer", "order": "Bestelnummer",
           "cols": ("Nr.", "Code", "Naam", "Aantal", "Eenh.", "Netto prijs", "Netto bedrag", "Btw-tarief",
                    "Btw-bedrag", "Bruto bedrag"),
           "incl": "Waarvan", "total": "Totaal", "to_pay": "Te betalen", "notes": "Opmerkingen", "days": "dagen",
           "sign_in": "Opgemaakt door", "sign_out": "Ontvangen door"},
}


def fakturownia(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    W = FAKTUROWNIA[inv.language]
    P = FAKTUROWNIA["pl"] if s.country == "PL" else {}
    lab = lambda key: bi(P.get(key, ""), W[key])   # noqa: E731
    inv.words = {"title": W["title"].split()[0].title() if not P else "Faktura VAT"}
    buffer, doc = _doc(inv, 14, 18)
    del inv.words
    small, small_r = _style("fks", 7.2, "DV", grey=0.35), _style("fksr", 7.2, "DV", align=2, grey=0.35)
    normal, right = _style("fkn", 8.2, "DV"), _style("fkr", 8.2, "DV", align=2)
    cell, cell_r = _style("fkc", 7.4, "DV", lead=9), _style("fkcr", 7.4, "DV", align=2, lead=9)
    head = _style("fkh", 6.8, "DVB", lead=8.2)
    bold_r = _style("fkbr", 8.4, "DVB", align=2)
    day = lambda d: d.isoformat()  # noqa: E731
    facts = Table([[Paragraph(escape(lab(k)) + ":", small_r), Paragraph(escape(v), right)]
                   for k, v in (("place", x["place"]), ("issued", day(inv.issued)), ("sale", day(inv.issued)))],
                  colWidths=[64 * mm, 26 * mm], hAlign="RIGHT")
    facts.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)]))
    title = Paragraph(f"{escape(lab('title'))} <b>{escape(inv.invoice_no)}</b>", _style("fkt", 14, "DV", lead=18))

    def party(key: str, rows: list[str]) -> Paragraph:
        return Paragraph(f"<font size=7.2 color='#666666'>{escape(lab(key))}:</font><br/><b>{escape(rows[0])}</b><br/>"
                         + "<br/>".join(escape(r) for r in rows[1:]), _style("fkp" + key, 8.6, "DV", lead=11))
    country = {"PL": "Polska" if inv.language != "nl" else "Polen", "BE": "België" if inv.language == "nl"
               else "Belgia / Belgium"}
    seller = party("seller", [s.name, s.street, f"{s.postal_code} {s.city}", *([country["PL"] + (" / Poland" if P
                                                                                                else "")]
                                                                                 if s.country == "PL" else []),
                              f"{lab('vat')}: {s.vat}", s.register, s.email])
    buyer = party("buyer", [BUYER[0], BUYER[1], BUYER[2], country["BE"], f"{lab('vat')}: {BUYER_VAT}"])
    parties = Table([[seller, buyer]], colWidths=[89 * mm, 89 * mm])
    parties.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEABOVE", (0, 0), (-1, 0), 0.6,
                                                                      colors.Color(0.3, 0.3, 0.3)),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 4)]))
    days = (inv.due - inv.issued).days
    pay_rows = [(lab("pay"), x["pay"]), (lab("due"), f"{day(inv.due)} ({days} {bi(P.get('days', ''), W['days'])})"),
                (lab("bank"), f"{inv.iban}   BIC {inv.bic}")]
    if inv.po_printed:
        pay_rows.append((lab("order"), inv.po_printed))
    pay = Table([[Paragraph(escape(k) + ":", small), Paragraph(escape(v), normal)] for k, v in pay_rows],
                colWidths=[58 * mm, 120 * mm])
    pay.setStyle(TableStyle([("TOPPADDING", (0, 0), (-1, -1), 0.4), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.4),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    articles = any(line.article for line in inv.lines)
    keep = [k for k in range(10) if k != 1 or articles]
    widths = {0: 8, 1: 20, 2: 0, 3: 14, 4: 11, 5: 17, 6: 19, 7: 15, 8: 16, 9: 20}
    widths[2] = 178 - sum(widths[k] for k in keep if k != 2)
    heads = []
    for k in keep:
        text = escape(W["cols"][k]) if not P else f"{escape(P['cols'][k])}<br/><font name='DV'>{escape(W['cols'][k])}</font>"
        heads.append(Paragraph(text, head))
    rows = [heads]
    rate = f"{inv.rate()}%"
    for n, line in enumerate(inv.lines, 1):
        vat = (line.amount * inv.vat_rate / 100).quantize(D("0.01"))
        values = {0: str(n), 1: line.article or "", 2: line.description, 3: inv.qty(line), 4: line.unit,
                  5: eur(inv, line.price), 6: eur(inv, line.amount), 7: rate, 8: eur(inv, vat),
                  9: eur(inv, line.amount + vat)}
        rows.append([Paragraph(escape(values[k]), cell if k in (1, 2, 4) else cell_r) for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.5), ("TOPPADDING", (0, 0), (-1, -1), 1.6),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    sums = [["", Paragraph(escape(lab("total")), _style("fkb", 7.6, "DVB", align=2)),
             Paragraph(eur(inv, inv.net_total), cell_r), Paragraph("X", cell_r),
             Paragraph(eur(inv, inv.vat_amount), cell_r), Paragraph(eur(inv, inv.gross_total), cell_r)],
            ["", Paragraph(escape(lab("incl")), cell_r), Paragraph(eur(inv, inv.net_total), cell_r),
             Paragraph(rate, cell_r), Paragraph(eur(inv, inv.vat_amount), cell_r),
             Paragraph(eur(inv, inv.gross_total), cell_r)]]
    summary = Table(sums, colWidths=[59 * mm, 30 * mm, 19 * mm, 15 * mm, 16 * mm, 20 * mm], hAlign="RIGHT")
    summary.setStyle(TableStyle([("GRID", (2, 0), (-1, -1), 0.3, colors.Color(0.6, 0.6, 0.6)),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 1.5), ("RIGHTPADDING", (0, 0), (-1, -1), 1.5)]))
    due = Paragraph(f"{escape(lab('to_pay'))}: <b>{eur(inv, inv.gross_total)} EUR</b>",
                    _style("fkd", 11, "DV", lead=14))
    story = [facts, Spacer(1, 4 * mm), title, Spacer(1, 4 * mm), parties, Spacer(1, 4 * mm), pay, Spacer(1, 5 * mm),
             table, Spacer(1, 1 * mm), summary, Spacer(1, 5 * mm), due, Spacer(1, 5 * mm)]
    notes = [t for t in (inv.statement, x.get("fx", "")) if t]
    if notes:
        story += [Paragraph(f"<b>{escape(lab('notes'))}:</b>", normal)]
        story += [Paragraph(escape(t), normal) for t in notes]
    sign = Table([[Paragraph(escape(x["seller"]), _style("fkx", 8.2, "DV", align=1)), ""],
                  [Paragraph(escape(lab("sign_in")), _style("fky", 6.8, "DV", align=1, grey=0.4)),
                   Paragraph(escape(lab("sign_out")), _style("fkz", 6.8, "DV", align=1, grey=0.4))]],
                 colWidths=[80 * mm, 80 * mm], spaceBefore=18 * mm)
    sign.setStyle(TableStyle([("LINEBELOW", (0, 0), (0, 0), 0.4, colors.grey), ("LINEBELOW", (1, 0), (1, 0), 0.4,
                                                                                colors.grey),
                              ("LEFTPADDING", (0, 0), (-1, -1), 10), ("RIGHTPADDING", (0, 0), (-1, -1), 10)]))
    story.append(sign)

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("DV", 6.4)
        canvas.setFillGray(0.45)
        canvas.drawCentredString(105 * mm, 9 * mm, f"{s.name} · {s.street}, {s.postal_code} {s.city} · {s.phone}")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


# --- subiekt (fpdf2, Liberation Sans) -------------------------------------------------------------------------------
SUBIEKT = {
    "pl": {"title": "Faktura VAT", "orig": "oryginał", "place": "Miejsce wystawienia", "issued": "Data wystawienia",
           "deliv": "Data dostawy/wykonania usługi", "seller": "Sprzedawca", "buyer": "Nabywca", "vat": "NIP",
           "cols": ("Lp.", "Symbol", "Nazwa", "Ilość", "J.m.", "Cena netto", "Rabat %", "Cena po rab.",
                    "Wartość netto", "VAT %", "Wartość VAT", "Wartość brutto"),
           "total": "Razem", "incl": "W tym", "form": "Forma płatności", "form_v": "przelew", "term": "Termin",
           "bank": "Konto", "to_pay": "Do zapłaty", "remarks": "Uwagi", "basis": "Na podstawie",
           "po": "", "wz": "", "sign_in": "Podpis osoby upoważnionej do wystawienia",
           "sign_out": "Podpis osoby upoważnionej do odbioru", "by": "Wystawił(a)"},
    "de": {"title": "Rechnung", "orig": "Original", "place": "Ausstellungsort", "issued": "Ausstellungsdatum",
           "deliv": "Liefer-/Leistungsdatum", "seller": "Verkäufer", "buyer": "Käufer", "vat": "USt-IdNr.",
           "cols": ("Pos.", "Symbol", "Bezeichnung", "Menge", "ME", "Preis netto", "Rabatt %", "Preis n. Rab.",
                    "Wert netto", "MwSt %", "MwSt", "Wert brutto"),
           "total": "Summe", "incl": "davon", "form": "Zahlungsart", "form_v": "Überweisung", "term": "Fällig am",
           "bank": "Konto", "to_pay": "Zu zahlen", "remarks": "Bemerkungen", "basis": "Zu Auftrag",
           "po": "Ihre Bestellnummer", "wz": "", "sign_in": "Unterschrift Aussteller",
           "sign_out": "Unterschrift Empfänger", "by": "Ausgestellt von"},
    "nl": {"title": "Factuur", "orig": "origineel", "place": "Plaats van uitgifte", "issued": "Factuurdatum",
           "deliv": "Leveringsdatum", "seller": "Verkoper", "buyer": "Koper", "vat": "Btw-nr.",
           "cols": ("Nr.", "Symbool", "Naam", "Aantal", "Eenh.", "Prijs netto", "Korting %", "Prijs na korting",
                    "Netto", "Btw %", "Btw", "Bruto"),
           "total": "Totaal", "incl": "waarvan", "form": "Betaalwijze", "form_v": "overschrijving",
           "term": "Vervaldatum", "bank": "Rekening", "to_pay": "Te betalen", "remarks": "Opmerkingen",
           "basis": "", "po": "", "wz": "Leveringsbon", "sign_in": "Handtekening opsteller",
           "sign_out": "Handtekening ontvanger", "by": "Opgemaakt door"},
}


def subiekt(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    W = SUBIEKT[inv.language]
    P = SUBIEKT["pl"] if s.country == "PL" else {}
    lab = lambda key: bi(P.get(key, ""), W[key])   # noqa: E731
    pdf = _fpdf(f"{W['title']} {inv.invoice_no}", s.name)
    lib_fonts(pdf, ("", "B", "I"))
    f = lambda px, py, text, size=8, style="", align="left": _ft(pdf, px, py, text, size, style, align, "Lib")  # noqa: E731
    day = lambda d: d.isoformat()  # noqa: E731
    f(12, 16, s.name, 11, "B")
    f(12, 20.5, f"{s.street}, {s.postal_code} {s.city}", 8)
    f(198, 14, f"{lab('place')}: {x['place']}", 8, "", "right")
    f(198, 18, f"{lab('issued')}: {day(inv.issued)}", 8, "", "right")
    f(198, 22, f"{lab('deliv')}: {day(inv.issued)}", 8, "", "right")
    pdf.set_line_width(0.5)
    pdf.line(12, 26, 198, 26)
    f(105, 34, f"{lab('title')} {inv.invoice_no}", 14, "B", "center")
    f(105, 39, lab("orig"), 8, "I", "center")
    country = {"PL": bi("Polska", "Polen") if inv.language == "de" else "Polen", "BE": "België" if inv.language
               == "nl" else bi("Belgia", "Belgien")}
    for col, key, rows in ((12, "seller", [s.name, s.street, f"{s.postal_code} {s.city}",
                                           *([country["PL"]] if s.country == "PL" else []),
                                           f"{lab('vat')}: {s.vat}", f"Tel. {s.phone}", s.register]),
                           (108, "buyer", [BUYER[0], BUYER[1], BUYER[2], country["BE"],
                                           f"{lab('vat')}: {BUYER_VAT}", *([f"Nr klienta / Kd.-Nr.: {inv.customer_no}"]
                                                                          if P else [f"Klantnr.: {inv.customer_no}"])])):
        f(col, 47, lab(key) + ":", 7.4, "B")
        for k, text in enumerate(rows):
            f(col, 51.5 + k * 4, text, 9 if k == 0 else 8, "B" if k == 0 else "")
    y = 86
    if x.get("zk"):
        f(12, y, f"{lab('basis')}: {x['zk']}", 8)
        y += 4.2
    if inv.po_printed:
        f(12, y, f"{W['po']}: {inv.po_printed}", 8, "B")
        y += 4.2
    if x.get("delivery_note"):
        f(12, y, f"{W['wz']}: {x['delivery_note']}", 8)
        y += 4.2
    y += 3
    cols = [(13, "l", 0), (19, "l", 1), (40, "l", 2), (92, "r", 3), (94, "l", 4), (111, "r", 5),
            (123.5, "r", 6), (139, "r", 7), (156, "r", 8), (166, "r", 9), (181, "r", 10), (197, "r", 11)]
    discounts = any(line.discount for line in inv.lines)
    keep = [cd for cd in cols if discounts or cd[2] not in (6, 7)]
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(12, y - 3.6, 186, 8.6 if P else 5.4, style="F")
    for px, al, k in keep:
        f(px, y, (P or W)["cols"][k], 5.8, "B", "right" if al == "r" else "left")
        if P:
            f(px, y + 3.4, W["cols"][k], 5.6, "", "right" if al == "r" else "left")
    y += 9.4 if P else 6
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("Lib", "", 7.6)
        desc = fp_wrap(pdf, line.description, 42)
        net_price = (line.price * (1 - (line.discount or D(0)) / 100)).quantize(D("0.01"))
        vat = (line.amount * inv.vat_rate / 100).quantize(D("0.01"))
        values = {0: str(n), 1: line.article or "", 2: desc[0], 3: inv.qty(line), 4: line.unit,
                  5: eur(inv, line.price), 6: inv.pct(line.discount) if line.discount else "",
                  7: eur(inv, net_price), 8: eur(inv, line.amount), 9: inv.rate(), 10: eur(inv, vat),
                  11: eur(inv, line.amount + vat)}
        for px, al, k in keep:
            if values[k]:
                f(px, y, values[k], 7.6, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.4
            f(40, y, more, 7.6)
        pdf.set_draw_color(180, 180, 180)
        pdf.set_line_width(0.2)
        pdf.line(12, y + 1.6, 198, y + 1.6)
        y += 5
    y += 1.5
    for label, rate in ((lab("total"), ""), (lab("incl"), inv.rate())):
        f(136, y, label + ":", 7.6, "B" if not rate else "", "right")
        f(156, y, eur(inv, inv.net_total), 7.6, "B" if not rate else "", "right")
        f(166, y, rate or "", 7.6, "", "right")
        f(181, y, eur(inv, inv.vat_amount), 7.6, "B" if not rate else "", "right")
        f(197, y, eur(inv, inv.gross_total), 7.6, "B" if not rate else "", "right")
        y += 4.2
    y += 4
    f(12, y, f"{lab('form')}: {bi(P.get('form_v', ''), W['form_v'])}", 8)
    f(108, y, f"{lab('term')}: {day(inv.due)}", 8)
    y += 4.4
    f(12, y, f"{lab('bank')}: {x['bank']}  {inv.iban}  (BIC {inv.bic})", 8)
    y += 8
    f(12, y, f"{lab('to_pay')}: {eur(inv, inv.gross_total)} EUR", 12, "B")
    y += 8
    remarks = [t for t in (inv.statement, x.get("fx", "")) if t]
    if remarks:
        f(12, y, lab("remarks") + ":", 8, "B")
        y += 4
        pdf.set_font("Lib", "", 8)
        for text in remarks:
            for row in fp_wrap(pdf, text, 184):
                f(12, y, row, 8)
                y += 3.8
    y = max(y + 18, 262)
    f(12, y - 6, x["issuer"], 8)
    pdf.set_line_width(0.2)
    pdf.set_draw_color(120, 120, 120)
    pdf.line(12, y - 4, 90, y - 4)
    pdf.line(120, y - 4, 198, y - 4)
    f(51, y, lab("sign_in"), 6.4, "", "center")
    f(159, y, lab("sign_out"), 6.4, "", "center")
    return bytes(pdf.output())


# --- smartbill (reportlab canvas, DejaVu Sans Condensed) ------------------------------------------------------------
def smartbill(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    c = Canvas(f"Factura {x['series']} {x['no']}", s.name)
    F, B = "DVC", "DVCB"
    day = lambda d: d.strftime("%d.%m.%Y")  # noqa: E731
    c.text(14, 16, "Furnizor / Supplier:", 7.2, F, grey=0.35)
    c.text(14, 21, s.name, 9.6, B)
    rows = [f"Nr. ord. reg. com. / Trade reg. no.: {s.register}", f"CIF / VAT ID: {s.vat}",
            f"Sediul / Address: {s.street}", f"{s.city}, jud. {x['county']}, {s.postal_code}",
            "România / Romania", f"Capital social / Share capital: {x['capital']}",
            f"IBAN (EUR): {inv.iban}", f"Banca / Bank: {x['bank']} (SWIFT {inv.bic})", f"Tel.: {s.phone}",
            f"E-mail: {s.email}"]
    for k, text in enumerate(rows):
        c.text(14, 25.4 + k * 3.7, text, 7.6, F)
    c.text(105, 24, "FACTURA / INVOICE", 15, B, "center")
    c.text(105, 31, f"Seria / Series {x['series']} nr. / no. {x['no']}", 10, B, "center")
    c.text(105, 37, f"Data (ziua, luna, anul) / Date: {day(inv.issued)}", 8, F, "center")
    c.text(105, 41, f"Data scadenței / Due date: {day(inv.due)}", 8, F, "center")
    c.text(105, 45, "Cota TVA / VAT rate: 0%  (taxare inversă / reverse charge)", 7.6, F, "center")
    if inv.po_printed:
        c.text(105, 49.5, f"Comandă / Order no.: {inv.po_printed}", 8, F, "center")
    c.text(140, 16, "Client / Customer:", 7.2, F, grey=0.35)
    c.text(140, 21, BUYER[0], 9.6, B)
    for k, text in enumerate([f"CIF / VAT ID: {BUYER_VAT}", f"Adresa / Address: {BUYER[1]}", BUYER[2],
                              "Belgia / Belgium"]):
        c.text(140, 25.4 + k * 3.7, text, 7.6, F)
    y = 70
    cols = [(14, 24), (24, 112), (112, 124), (124, 140), (140, 162), (162, 180), (180, 196)]
    heads = [("Nr.", "crt.", "No."), ("Denumirea produselor sau a serviciilor", "Description", ""),
             ("U.M.", "Unit", ""), ("Cant.", "Qty", ""), ("Preț unitar", "(fără TVA) -EUR-", "Unit price"),
             ("Valoarea", "-EUR-", "Value"), ("Valoarea", "TVA -EUR-", "VAT")]
    c.rule(14, y, 196, 0.6)
    for (a, b), rows3 in zip(cols, heads):
        for k, text in enumerate(rows3):
            if text:
                c.text((a + b) / 2, y + 3.6 + k * 3.2, text, 6.8, B if k == 0 else F, "center")
    y += 12
    c.rule(14, y - 1.6, 196, 0.3)
    for (a, b), text in zip(cols, ("0", "1", "2", "3", "4", "5 (3x4)", "6")):
        c.text((a + b) / 2, y + 1.2, text, 6.4, F, "center", grey=0.3)
    y += 2.8
    c.rule(14, y, 196, 0.6)
    y += 5
    for n, line in enumerate(inv.lines, 1):
        desc = rl_wrap(line.description, F, 8, 85 * MM)
        values = [str(n), desc[0], line.unit, inv.qty(line), eur(inv, line.price), eur(inv, line.amount),
                  eur(inv, D("0.00"))]
        for k, ((a, b), value) in enumerate(zip(cols, values)):
            if k == 1:
                c.text(a + 1, y, value, 8, F)
            elif k in (0, 2):
                c.text((a + b) / 2, y, value, 8, F, "center")
            else:
                c.text(b - 1, y, value, 8, F, "right")
        for more in desc[1:]:
            y += 3.6
            c.text(25, y, more, 8, F)
        y += 5.6
    for a, _ in cols[1:]:
        c.c.setLineWidth(0.3)
        c.c.line(a * MM, c.height - 70 * MM, a * MM, c.height - (y - 2) * MM)
    c.c.line(14 * MM, c.height - 70 * MM, 14 * MM, c.height - (y + 34) * MM)
    c.c.line(196 * MM, c.height - 70 * MM, 196 * MM, c.height - (y + 34) * MM)
    c.rule(14, y - 2, 196, 0.6)
    # the classic foot: signature | dispatch data | totals | receipt
    c.text(16, y + 3, "Semnătura și ștampila", 6.8, F)
    c.text(16, y + 6, "furnizorului / Supplier's", 6.8, F)
    c.text(16, y + 9, "signature and stamp", 6.8, F)
    c.text(52, y + 3, "Date privind expediția / Dispatch data:", 6.8, B)
    for k, text in enumerate([f"Numele delegatului / Delegate: {x['issuer']}", "B.I./C.I.: -",
                              "Mijlocul de transport / Means of transport: -", "Expedierea s-a efectuat în prezența",
                              f"noastră la data de / Dispatched on: {day(inv.issued)}"]):
        c.text(52, y + 6.4 + k * 3.2, text, 6.6, F)
    c.text(140, y + 4, "Total", 9, B, "right")
    c.text(162 - 1 + 18, y + 4, eur(inv, inv.net_total), 9, B, "right")
    c.text(195, y + 4, eur(inv, inv.vat_amount), 9, B, "right")
    c.rule(112, y + 7, 196, 0.3)
    c.text(114, y + 11.6, "Semnătura de primire / Received by:", 6.8, F)
    c.rule(112, y + 24, 196, 0.3)
    c.text(114, y + 29, "Total de plată / Total due", 8, F)
    c.text(114, y + 32, "(col. 5 + col. 6)", 6.6, F, grey=0.35)
    c.text(195, y + 31, f"{eur(inv, inv.gross_total)} EUR", 11, B, "right")
    c.rule(14, y + 34, 196, 0.6)
    y += 42
    for row in rl_wrap(inv.statement, F, 7.8, 182 * MM):
        c.text(14, y, row, 7.8, F)
        y += 3.7
    y += 2
    c.text(14, y, f"Curs BNR / NBR exchange rate {day(inv.issued)}: 1 EUR = {x['rate']} RON (informativ)", 7.4, F,
           grey=0.3)
    c.text(14, y + 4, f"Întocmit de / Issued by: {x['issuer']}", 7.4, F, grey=0.3)
    c.text(105, 287, "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.", 6.4, F,
           "center", grey=0.45)
    return c.bytes()


# --- oblio (fpdf2, DejaVu Sans) -------------------------------------------------------------------------------------
def oblio(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    pdf = _fpdf(f"Facture {x['series']} {x['no']}", s.name)
    f = lambda px, py, text, size=8.4, style="", align="left": _ft(pdf, px, py, text, size, style, align)  # noqa: E731
    day = lambda d: d.strftime("%d.%m.%Y")  # noqa: E731
    f(15, 20, s.name, 14, "B")
    f(195, 18, "FACTURE", 20, "B", "right")
    f(195, 25, f"Série {x['series']} n° {x['no']}", 10, "", "right")
    f(195, 30, f"Date d'émission : {day(inv.issued)}", 8.4, "", "right")
    f(195, 34.4, f"Date d'échéance : {day(inv.due)}", 8.4, "", "right")
    pdf.set_fill_color(244, 246, 248)
    pdf.rect(15, 42, 88, 40, style="F")
    pdf.rect(107, 42, 88, 40, style="F")
    for px, head, rows in ((18, "Fournisseur", [s.name, f"N° TVA : {s.vat}", s.register, s.street,
                                                f"{s.postal_code} {s.city}, Belgique", f"IBAN : {inv.iban}",
                                                f"BIC : {inv.bic}", f"Tél. : {s.phone}"]),
                           (110, "Client", [BUYER[0], f"N° TVA : {BUYER_VAT}", BUYER[1], BUYER[2], "Belgique"])):
        f(px, 47, head.upper(), 7, "B")
        for k, text in enumerate(rows):
            f(px, 52 + k * 3.9, text, 8.8 if k == 0 else 7.8, "B" if k == 0 else "")
    y = 90
    if inv.po_printed:
        f(15, y, f"Votre commande : {inv.po_printed}", 8.4)
        y += 6
    cols = [(17, "l"), (25, "l"), (106, "l"), (124, "r"), (148, "r"), (166, "r"), (176, "r"), (194, "r")]
    heads = ("Nr.", "Dénomination produit / service", "U.M.", "Qté", "Prix unitaire HT", "Valeur HT", "TVA",
             "Valeur TVA")
    pdf.set_fill_color(45, 55, 72)
    pdf.rect(15, y - 4.4, 180, 7, style="F")
    pdf.set_text_color(255, 255, 255)
    for (px, al), head in zip(cols, heads):
        f(px, y, head, 7, "B", "right" if al == "r" else "left")
    pdf.set_text_color(0, 0, 0)
    y += 7.5
    for n, line in enumerate(inv.lines, 1):
        pdf.set_font("DejaVu", "", 8)
        desc = fp_wrap(pdf, line.description, 78)
        vat = (line.amount * inv.vat_rate / 100).quantize(D("0.01"))
        values = [str(n), desc[0], line.unit, inv.qty(line), eur(inv, line.price), eur(inv, line.amount),
                  f"{inv.rate()}%", eur(inv, vat)]
        for (px, al), value in zip(cols, values):
            f(px, y, value, 8, "", "right" if al == "r" else "left")
        for more in desc[1:]:
            y += 3.7
            f(25, y, more, 8)
        pdf.set_draw_color(220, 220, 220)
        pdf.line(15, y + 2, 195, y + 2)
        y += 6
    y += 4
    for label, value, strong in (("Total HT", inv.net_total, False), (f"TVA {inv.rate()} %", inv.vat_amount, False),
                                 ("Total à payer", inv.gross_total, True)):
        if strong:
            pdf.set_fill_color(45, 55, 72)
            pdf.rect(125, y - 4.6, 70, 7, style="F")
            pdf.set_text_color(255, 255, 255)
        f(128, y, label, 9.4 if strong else 8.6, "B" if strong else "")
        f(193, y, f"{eur(inv, value)} EUR", 9.4 if strong else 8.6, "B" if strong else "", "right")
        pdf.set_text_color(0, 0, 0)
        y += 7
    y += 6
    pdf.set_font("DejaVu", "", 8)
    for text in (f"Paiement par virement sur {inv.iban} (BIC {inv.bic}) avant le {day(inv.due)}, avec la "
                 f"communication structurée {inv.payment_ref}.",
                 "Taux de TVA de 12 % : services de restauration et de traiteur (rubrique XXXI du tableau A)."):
        for row in fp_wrap(pdf, text, 178):
            f(15, y, row, 8)
            y += 3.9
        y += 1.5
    f(15, 268, f"Émis par : {x['issuer']}", 7.8)
    f(15, 272, s.email, 7.8)
    f(105, 285, f"{s.name} · {s.street} · {s.postal_code} {s.city} · {s.register} · TVA {s.vat}", 6.6, "",
      "center")
    return bytes(pdf.output())


# --- minimax (reportlab platypus, Liberation Sans) ------------------------------------------------------------------
MINIMAX = {
    "sl": {"title": "RAČUN", "no": "št.", "place": "Kraj izdaje", "issued": "Datum izdaje",
           "deliv": "Datum opravljene dobave", "due": "Rok plačila", "order": "Naročilo", "cus": "Kupec",
           "cusno": "Šifra kupca", "vat": "ID za DDV",
           "cols": ("Šifra", "Naziv", "Količina", "EM", "Cena", "Rabat %", "Vrednost", "DDV %"),
           "net": "Skupaj brez DDV", "vat_l": "DDV", "total": "Za plačilo", "ref": "Sklic", "trr": "TRR",
           "by": "Račun izdal(a)", "time": ""},
    "hr": {"title": "RAČUN", "no": "br.", "place": "Mjesto izdavanja", "issued": "Datum i vrijeme izdavanja",
           "deliv": "Datum isporuke", "due": "Dospijeće", "order": "Narudžba", "cus": "Kupac",
           "cusno": "Šifra kupca", "vat": "PDV ID",
           "cols": ("Šifra", "Naziv", "Kol.", "JM", "Cijena", "Rabat %", "Iznos", "PDV %"),
           "net": "Ukupno bez PDV-a", "vat_l": "PDV", "total": "Ukupno za platiti", "ref": "Poziv na broj",
           "trr": "IBAN", "by": "Operater", "pay": "Način plaćanja", "pay_v": "transakcijski račun"},
    "de": {"title": "RECHNUNG", "no": "Nr.", "place": "Ausstellungsort", "issued": "Ausstellungsdatum",
           "deliv": "Lieferdatum", "due": "Zahlungsfrist", "order": "Bestellung", "cus": "Käufer",
           "cusno": "Kundennummer", "vat": "USt-IdNr.",
           "cols": ("Code", "Bezeichnung", "Menge", "ME", "Preis", "Rabatt %", "Betrag", "MwSt %"),
           "net": "Summe ohne MwSt", "vat_l": "MwSt", "total": "Zu zahlen", "ref": "Referenz", "trr": "IBAN",
           "by": "Ausgestellt von"},
    "en": {"title": "INVOICE", "no": "no.", "place": "Place of issue", "issued": "Date and time of issue",
           "deliv": "Delivery date", "due": "Due date", "order": "Order", "cus": "Customer", "cusno": "Customer code",
           "vat": "VAT ID", "cols": ("Code", "Description", "Qty", "Unit", "Price", "Disc. %", "Amount", "VAT %"),
           "net": "Total excl. VAT", "vat_l": "VAT", "total": "Total due", "ref": "Payment reference",
           "trr": "IBAN", "by": "Operator", "pay": "Payment method", "pay_v": "bank transfer"},
}


def minimax(inv: Invoice) -> bytes:
    s, x = inv.supplier, inv.extra
    L, W = MINIMAX[x["local"]], MINIMAX[inv.language]
    lab = lambda key: bi(L[key], W[key])   # noqa: E731
    day = ((lambda d: f"{d.day}. {d.month}. {d.year}") if x["local"] == "sl"
           else (lambda d: d.strftime("%d.%m.%Y.")))
    inv.words = {"title": L["title"].title()}
    buffer, doc = _doc(inv, 14, 20)
    del inv.words
    normal, right = _style("mxn", 8.4, "LS"), _style("mxr", 8.4, "LS", align=2)
    small, small_r = _style("mxs", 7, "LS", grey=0.4), _style("mxsr", 7, "LS", align=2, grey=0.4)
    cell, cell_r = _style("mxc", 7.8, "LS", lead=9.6), _style("mxcr", 7.8, "LS", align=2, lead=9.6)
    head, head_r = _style("mxh", 7, "LSB", lead=8.6), _style("mxhr", 7, "LSB", align=2, lead=8.6)
    country = {"SI": "Slovenija / Slowenien", "HR": "Hrvatska / Croatia"}[s.country]
    company = Paragraph(f"<font size=13><b>{escape(s.name)}</b></font><br/>{escape(s.street)}<br/>"
                        f"{escape(s.postal_code + ' ' + s.city)}<br/>{escape(country)}<br/>"
                        f"{escape(lab('vat'))}: {escape(s.vat)}<br/>{escape(s.phone)} · {escape(s.email)}",
                        _style("mxco", 8.2, "LS", lead=10.6))
    issued = day(inv.issued) + (f" {x['time']}" if x.get("time") else "")
    facts = [(lab("place"), x["place"]), (lab("issued"), issued), (lab("deliv"), day(x["delivered"])),
             (lab("due"), day(inv.due))]
    if "pay" in L:
        facts.append((lab("pay"), bi(L["pay_v"], W["pay_v"])))
    if inv.po_printed:
        facts.append((lab("order"), inv.po_printed))
    facts.append((lab("cusno"), inv.customer_no))
    title = Paragraph(f"<b>{escape(lab('title'))}</b><br/><font size=10>{escape(L['no'])} / {escape(W['no'])} "
                      f"<b>{escape(inv.invoice_no)}</b></font>", _style("mxt", 15, "LS", lead=17))
    fact_table = Table([[title, ""]] + [[Paragraph(escape(k) + ":", small), Paragraph(escape(v), right)]
                                        for k, v in facts], colWidths=[58 * mm, 32 * mm])
    fact_table.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("VALIGN", (0, 0), (-1, -1), "TOP"), ("BOTTOMPADDING", (0, 0), (-1, 0), 6),
                                    ("TOPPADDING", (0, 1), (-1, -1), 0.8), ("BOTTOMPADDING", (0, 1), (-1, -1), 0.8),
                                    ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.1, 0.35, 0.55))]))
    buyer = Paragraph(f"<font size=7 color='#666666'>{escape(lab('cus'))}</font><br/><b>{escape(BUYER[0])}</b><br/>"
                      f"{escape(BUYER[1])}<br/>{escape(BUYER[2])}<br/>Belgija / "
                      f"{'Belgien' if inv.language == 'de' else 'Belgium'}<br/>{escape(lab('vat'))}: "
                      f"{escape(BUYER_VAT)}", _style("mxb", 9.2, "LS", lead=11.6))
    top = Table([[company, fact_table], [buyer, ""]], colWidths=[88 * mm, 90 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("SPAN", (1, 0), (1, 1)),
                             ("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 1), (0, 1), 9 * mm)]))
    discounts = any(line.discount for line in inv.lines)
    keep = [k for k in range(8) if k != 5 or discounts]
    widths = {0: 22, 1: 0, 2: 17, 3: 10, 4: 17, 5: 13, 6: 22, 7: 12}
    widths[1] = 178 - sum(widths[k] for k in keep if k != 1)
    rows = [[Paragraph(f"{escape(L['cols'][k])}<br/><font name='LS' color='#555555'>{escape(W['cols'][k])}</font>",
                       head if k in (0, 1, 3) else head_r) for k in keep]]
    for line in inv.lines:
        values = {0: line.article or "", 1: line.description, 2: inv.qty(line), 3: line.unit,
                  4: eur(inv, line.price), 5: inv.pct(line.discount) if line.discount else "",
                  6: eur(inv, line.amount), 7: inv.rate()}
        rows.append([Paragraph(escape(values[k]), cell if k in (0, 1, 3) else cell_r) for k in keep])
    table = Table(rows, colWidths=[widths[k] * mm for k in keep], repeatRows=1)
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.Color(0.1, 0.35, 0.55)),
                               ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.Color(0.75, 0.75, 0.75)),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1.4),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 1.4), ("TOPPADDING", (0, 0), (-1, -1), 1.8),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    bold_r = _style("mxbr", 9.6, "LSB", align=2)
    trows = [[Paragraph(escape(lab("net")), right), Paragraph(eur(inv, inv.net_total), right)],
             [Paragraph(escape(f"{lab('vat_l')} {inv.rate()} %"), right), Paragraph(eur(inv, inv.vat_amount), right)],
             [Paragraph(escape(lab("total")) + " EUR", bold_r), Paragraph(eur(inv, inv.gross_total), bold_r)]]
    tot = Table(trows, colWidths=[58 * mm, 26 * mm], hAlign="RIGHT")
    tot.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                             ("BACKGROUND", (0, -1), (-1, -1), colors.Color(0.92, 0.95, 0.98)),
                             ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
    pay = (f"{escape(lab('trr'))}: {escape(inv.iban)} · BIC {escape(inv.bic)}<br/>"
           f"{escape(lab('ref'))}: <b>{escape(x['ref'])}</b>")
    story = [top, Spacer(1, 8 * mm), table, Spacer(1, 3 * mm), tot, Spacer(1, 6 * mm),
             Paragraph(escape(inv.statement), normal), Spacer(1, 3 * mm), Paragraph(pay, normal), Spacer(1, 6 * mm),
             Paragraph(f"{escape(lab('by'))}: {escape(x['issuer'])}", normal)]

    def footer(canvas, _doc) -> None:
        canvas.saveState()
        canvas.setFont("LS", 6.6)
        canvas.setFillGray(0.4)
        canvas.drawCentredString(105 * mm, 12 * mm, f"{s.name} · {s.street}, {s.postal_code} {s.city} · {s.register}")
        canvas.drawRightString(194 * mm, 8 * mm, "1/1")
        canvas.restoreState()

    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


WRITERS = {"pohoda": pohoda, "money": money, "fakturownia": fakturownia, "subiekt": subiekt, "smartbill": smartbill,
           "oblio": oblio, "minimax": minimax}
