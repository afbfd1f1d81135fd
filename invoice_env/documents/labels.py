"""The labels of invoice fields and table headings as other invoice software prints them, per
language: one list for the reader (documents/reader/, as hints beside the structure it reads) and
for `invoice-env case check` (tasks/cases/printed.py). The project's own wording sets
(wordings.py) come on top of these; nothing here is needed to read a generated invoice.

Matched at the start of a cell, case-insensitively, longest first: 'Label', 'Label:', 'Label value'."""

from __future__ import annotations

import re

from invoice_env.documents.wordings import WORDINGS, Wording

FIELDS = ("invoice_number", "invoice_date", "due_date", "po_reference", "net_total", "gross_total")

GENERIC_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "nl": {
        "invoice_number": ("Factuur nr", "Factuurnr", "Factuur nummer", "Factuurnummer", "Nummer factuur"),
        "invoice_date": ("Factuurdatum", "Datum factuur", "Factuur datum", "Datum van de factuur"),
        "due_date": ("Vervaldatum", "Vervaldag", "Te betalen tegen", "Te betalen vóór", "Te betalen voor",
                     "Betaaldatum", "Uiterste betaaldatum", "Betalen uiterlijk", "Uiterlijk te betalen op"),
        "po_reference": ("Bestelbon", "Bestelbonnr", "Bestelnummer", "Bestelnr", "Uw bestelling", "Uw bestelnr",
                         "Uw bestelnummer", "Uw ordernummer", "Uw order", "Ordernummer", "Uw ref", "Uw referentie",
                         "Uw kenmerk", "PO-nr", "Uw bestelbon"),
        "net_total": ("Netto totaal", "Totaal netto", "Totaal excl", "Totaal exclusief", "Totaal zonder btw",
                      "Subtotaal", "Maatstaf van heffing", "Totaal excl. btw", "Netto"),
        "gross_total": ("Totaal incl", "Totaal inclusief", "Totaal met btw", "Te betalen", "Totaal te betalen",
                        "Totaal te voldoen", "Te voldoen", "Factuurtotaal", "Totaalbedrag"),
    },
    "fr": {
        "invoice_number": ("N° facture", "N° de facture", "Facture n°", "Facture N°", "Numéro de facture",
                           "N° de la facture", "Facture no"),
        "invoice_date": ("Date facture", "Date de facture", "Date de la facture", "Date de facturation",
                         "Date d'émission", "Facturé le"),
        "due_date": ("Échéance", "Date d'échéance", "Date limite de paiement", "À payer avant le",
                     "Règlement avant le", "Payable le", "A payer avant le"),
        "po_reference": ("Bon de commande", "N° de commande", "Commande n°", "Votre commande", "Votre réf",
                         "Votre référence", "Réf. commande", "V/Réf", "Réf. cde", "Réf cde",
                         "N° de cde", "N° cde"),
        "net_total": ("Total HT", "Total HTVA", "Total hors TVA", "Total hors taxes", "Montant HT", "Sous-total",
                      "Sous-total HT", "Total net HT", "Base HT"),
        "gross_total": ("Total TTC", "Total TVAC", "Net à payer", "Total à payer", "Montant à payer",
                        "Total à régler", "Montant TTC", "Total dû"),
    },
    "de": {
        "invoice_number": ("Rechnung Nr", "Rechnungsnr", "Rechnungs-Nr", "Rechnungsnummer", "Rechnungs-Nummer",
                           "Beleg-Nr", "Belegnummer"),
        "invoice_date": ("Rechnungsdatum", "Rechnungs-Datum", "Belegdatum", "Datum der Rechnung"),
        "due_date": ("Fälligkeitsdatum", "Fällig am", "Fälligkeit", "Fällig", "Zahlbar bis", "Zahlungsziel",
                     "Zahlbar am", "Zahlungstermin"),
        "po_reference": ("Bestellnummer", "Bestellnr", "Bestell-Nr", "Ihre Bestellung", "Ihre Bestell-Nr",
                         "Ihre Bestellnummer", "Ihre Bestellnr", "Ihr Auftrag", "Ihre Auftragsnummer",
                         "Ihre Referenz", "Ihr Zeichen", "Best.-Nr"),
        "net_total": ("Nettobetrag", "Summe netto", "Nettosumme", "Zwischensumme", "Warensumme", "Gesamt netto",
                      "Netto gesamt", "Summe Positionen", "Warenwert netto"),
        "gross_total": ("Gesamtbetrag", "Bruttobetrag", "Rechnungsbetrag", "Gesamtsumme", "Endsumme", "Endbetrag",
                        "Zu zahlen", "Zahlbetrag", "Bruttosumme", "Gesamt brutto"),
    },
    "en": {
        "invoice_number": ("Invoice no", "Invoice nr", "Invoice n°", "Invoice number", "Invoice #", "Invoice ref",
                           "Invoice reference", "Inv. no", "Invoice No.", "Billing document", "Billing doc."),
        "invoice_date": ("Invoice date", "Date of invoice", "Date of issue", "Issue date", "Invoice dated",
                         "Tax point", "Document date", "Posting date"),
        "due_date": ("Due date", "Due", "Payment due", "Payment due by", "Pay by", "Due by", "Date due"),
        "po_reference": ("PO", "P.O.", "PO no", "PO nr", "PO number", "PO #", "Purchase order",
                         "Purchase order no", "Order no", "Order number", "Your order", "Your order no",
                         "Your order number", "Your PO", "Your ref", "Your reference", "Customer PO",
                         "P.O./S.O. Number", "P.O./S.O. No"),
        "net_total": ("Net total", "Total net", "Subtotal", "Sub-total", "Sub total", "Total excl", "Total excl. VAT",
                      "Net amount", "Taxable amount", "Total before tax", "Amount excl. VAT", "Taxable base",
                      "Total taxable base"),
        "gross_total": ("Total incl", "Total incl. VAT", "Gross total", "Total due", "Amount due", "Balance due",
                        "Total amount", "Total payable", "Amount payable", "Grand total", "Invoice total"),
    },
}
"""Labels of other invoice software, per language and field (the project's wording sets come on top)."""

WEAK_LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "nl": {"invoice_number": ("Factuur", "Nummer", "Nr"), "invoice_date": ("Datum", "Boekingsdatum")},
    "fr": {"invoice_number": ("Facture", "Numéro", "N°", "N° pièce", "N° de pièce"),
           "invoice_date": ("Date", "Date de comptabilisation", "Date comptabilisation")},
    "de": {"invoice_number": ("Rechnung", "Nummer", "Nr"), "invoice_date": ("Datum", "Buchungsdatum")},
    "en": {"invoice_number": ("Invoice", "Number", "No"), "invoice_date": ("Date",)},
}
"""Words that name a field only when nothing better does: the title 'Rechnung 90026417', a grid
headed 'Nr.'; the posting date a Navision print dates its invoice with ('Buchungsdatum  12.08.27',
'Boekingsdatum  03-08-27'), where no invoice date label is printed; the piece number of French accounting
software ('N° pièce' in a grid under 'FACTURE'). A value read beside one of them must
still look like its field (a number, a date)."""

HEADINGS: dict[str, tuple[str, ...]] = {
    "position": ("pos", "pos.", "nr", "nr.", "n°", "#", "line", "lijn", "ligne", "regel", "no", "no."),
    "article": ("article", "art.", "art.nr.", "art.-nr.", "artikel", "artikelcode", "artikel-nr.", "artikelnr.",
                "artikelnummer", "ean", "code", "item", "item #", "item code", "item no.", "part no.",
                "part number", "ref", "ref.", "réf", "réf.", "référence", "reference", "sku", "product code", "plu"),
    "description": ("description", "omschrijving", "beschrijving", "designation", "désignation", "libellé",
                    "bezeichnung", "artikelbezeichnung", "beschreibung", "text", "product", "produit", "prestation", "leistung",
                    "artikel", "article", "item", "details", "item description"),
    "quantity": ("qty", "qty.", "quantity", "quantité", "qté", "qté.", "menge", "anzahl", "anz.", "aantal",
                 "aant.", "hoev.", "hoeveelheid", "stuks", "stück", "units", "nombre", "mng."),
    "unit": ("unit", "unité", "eenheid", "eenh.", "me", "einheit", "uom", "u.", "unit of measure"),
    "unit_price": ("unit price", "price", "prijs", "prix", "preis", "einzelpreis", "e-preis", "eenheidsprijs",
                   "stukprijs", "prijs per stuk", "prix unitaire", "p.u.", "pu", "pu ht", "p.u. ht", "p.u. brut",
                   "prix tarif", "prix net", "list price", "price each", "each", "rate", "tarief", "unit net",
                   "netto prijs", "net price"),
    "discount": ("discount", "disc.", "disc", "korting", "remise", "remise %", "rem.", "rabatt", "rabatt %",
                 "disc%", "disc %", "discount %"),
    "vat_rate": ("vat", "vat %", "btw", "btw %", "tva", "tva %", "ust.", "ust", "mwst", "mwst.", "tax %", "tax",
                 "v", "vat code"),
    "amount": ("amount", "line total", "total", "totaal", "bedrag", "montant", "montant ht", "total ht", "betrag",
               "gesamt", "gesamtpreis", "summe", "wert", "net", "netto", "line net", "net amount", "lijntotaal",
               "amount (eur)", "total line", "nett", "sum"),
}
"""Column headings of a line table by role (casefolded; a trailing currency is ignored)."""

VAT_WORD = re.compile(r"(?i)(?<![a-z])(?:btw|tva|vat|mwst|ust|umsatzsteuer|steuern?|tax|iva|moms)(?![a-z])")
REVERSE_CHARGE = re.compile(
    r"reverse[- ]?charge|btw verlegd|verlegging van heffing|heffing verlegd|medecontractant"
    r"|co-?contractant|co-contractor|autoliquid|steuerschuldnerschaft|umkehr der steuerschuld|§ ?13b"
    r"|schuldet die (?:umsatz)?steuer|steuer schuldet|steuerschuld geht|intracommunautaire levering"
    r"|livraison intracommunautaire|intra-?community supply|intra-eu supply|innergemeinschaftliche lieferung"
    r"|art(?:icle|\.)? ?(?:196|138)|vat to be accounted for by|customer to account for vat|recipient liable for vat"
    r"|recipient is liable for vat")
"""A reverse-charge (or exempt intra-EU supply) statement, casefolded, in any of the four languages."""


def wording_labels(wordings: dict[str, tuple[Wording, ...]] = WORDINGS) -> dict[str, dict[str, set[str]]]:
    """language -> field -> the labels the project's wording sets print."""
    out: dict[str, dict[str, set[str]]] = {}
    for language, sets in wordings.items():
        fields = out.setdefault(language, {})
        for wording in sets:
            for name, label in wording.labels().items():
                if label:
                    fields.setdefault(name, set()).add(label)
    return out


def all_labels(wordings: dict[str, tuple[Wording, ...]] = WORDINGS, weak: bool = False
               ) -> list[tuple[str, str, str]]:
    """(label, field, language), longest label first: the wording sets' labels and the generic ones
    (with `weak`, only the weak words)."""
    triples: set[tuple[str, str, str]] = set()
    if weak:
        sources = [WEAK_LABELS]
    else:
        sources = [GENERIC_LABELS, {lang: {k: tuple(v) for k, v in fields.items()}
                                    for lang, fields in wording_labels(wordings).items()}]
    for source in sources:
        for language, fields in source.items():
            for name, labels in fields.items():
                triples |= {(label, name, language) for label in labels}
    return sorted(triples, key=lambda t: (-len(t[0]), t))
