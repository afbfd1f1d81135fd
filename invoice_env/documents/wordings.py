"""Wording sets: how one supplier's invoice software words each field, per language.

Sets 0-3 of every language appear in the train split; set 4 (`EVAL_WORDING`) only in eval.
Set 0 is the vocabulary of the first generator, so documents made by it still read."""

from __future__ import annotations

from dataclasses import dataclass

from invoice_env.documents.locales import LONG, SHORT_EN

EVAL_WORDING = 4


@dataclass(frozen=True)
class Wording:
    title: str
    invoice_number: str
    invoice_date: str
    due_date: str
    po_reference: str
    customer: str
    article: str
    description: str
    quantity: str
    unit_price: str
    amount: str
    net_total: str
    vat: str                                   # with {rate}
    gross_total: str
    reverse_charge: tuple[str, str, str]       # domestic, intra-EU goods, intra-EU services
    vat_number: str
    payment: str                               # followed by the IBAN
    page: str                                  # with {n} and {m}
    carry_forward: str
    recap: tuple[str, str, str]                # base, rate, VAT
    date_style: str
    group: int                                 # index into the locale's thousands separators

    def labels(self) -> dict[str, str]:
        """The labels a reader looks for in front of (or above) a value."""
        return {"invoice_number": self.invoice_number, "invoice_date": self.invoice_date,
                "due_date": self.due_date, "po_reference": self.po_reference, "customer": self.customer,
                "net_total": self.net_total, "gross_total": self.gross_total,
                "carry_forward": self.carry_forward}


def _set(*fields) -> Wording:
    return Wording(*fields)


WORDINGS: dict[str, tuple[Wording, ...]] = {
    "nl": (
        _set("FACTUUR", "Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw bestelbon", "Klant",
             "Artikel", "Omschrijving", "Aantal", "Eenheidsprijs", "Bedrag",
             "Totaal excl. btw", "Btw {rate}%", "Totaal incl. btw",
             ("Btw verlegd - medecontractant (art. 20 KB nr. 1)",
              "Intracommunautaire levering vrijgesteld van btw (art. 138 Richtlijn 2006/112/EG) - btw verlegd",
              "Btw verlegd (art. 196 Richtlijn 2006/112/EG)"),
             "Btw-nr.", "Te betalen binnen 30 dagen op rekening", "Pagina {n}/{m}", "Transport",
             ("Maatstaf", "Tarief", "Btw-bedrag"), "%d-%m-%Y", 0),
        _set("Factuur", "Factuurnr.", "Datum", "Vervaldag", "Bestelbon nr.", "Klantnr.",
             "Art.nr.", "Beschrijving", "Hoeveelheid", "Prijs/st.", "Totaal",
             "Subtotaal", "BTW {rate} %", "Te betalen",
             ("Verlegging van heffing - medecontractant",
              "Vrijgestelde intracommunautaire levering - art. 138 Btw-richtlijn",
              "Verlegging van heffing - art. 196 Btw-richtlijn"),
             "BTW", "Gelieve binnen 30 dagen over te maken op", "Blad {n} van {m}", "Over te dragen",
             ("Grondslag", "Btw %", "Btw"), "%d/%m/%Y", 0),
        _set("FACTUUR", "Factuur nr.", "Factuur d.d.", "Uiterste betaaldatum", "Uw referentie", "Klantnummer",
             "Artikelnr.", "Artikelomschrijving", "Aant.", "Stukprijs", "Lijntotaal",
             "Totaal netto", "Btw-bedrag {rate}%", "Totaal te betalen",
             ("Medecontractant - btw te voldoen door de klant (art. 51 par. 2 W.Btw)",
              "Intracommunautaire levering, btw verlegd naar de afnemer",
              "Dienst: btw verlegd naar de afnemer (art. 196)"),
             "Ondernemingsnr.", "Betaling binnen 30 dagen op IBAN", "p. {n}/{m}", "Transport naar volgende blad",
             ("Basis", "Percentage", "Btw-bedrag"), "%d.%m.%Y", 1),
        _set("Factuur", "Nummer factuur", "Uitgiftedatum", "Betalen vóór", "Bestelbonnummer", "Uw klantnummer",
             "Code", "Product", "Stuks", "Prijs", "Regeltotaal",
             "Maatstaf van heffing", "{rate}% btw", "Factuurbedrag",
             ("Verlegd: btw verschuldigd door medecontractant",
              "ICL - vrijgesteld art. 39bis W.Btw",
              "Btw te voldoen door de afnemer (art. 196 Richtlijn 2006/112/EG)"),
             "Btw nr", "Overschrijving binnen 30 dagen naar", "{n}/{m}", "Saldo over te brengen",
             ("Grondslag", "Tarief", "Btw-bedrag"), LONG, 0),
        _set("FACTUUR", "Documentnr.", "Opgemaakt op", "Betaalbaar tot", "Bestelreferentie klant", "Debiteur",
             "Ref.", "Benaming", "Aantal st.", "Netto prijs", "Netto",
             "Netto bedrag", "Btw aan {rate}%", "Eindtotaal",
             ("Heffing verlegd naar de medecontractant",
              "Levering binnen de EU vrijgesteld (art. 138)",
              "Btw verschuldigd door de ontvanger (art. 196)"),
             "Btw-id", "Betaal binnen 30 dagen op", "Pag. {n} / {m}", "Overdracht",
             ("Netto", "Btw-tarief", "Btw-bedrag"), "%d/%m/%Y", 1),
    ),
    "fr": (
        _set("FACTURE", "Facture n°", "Date de facture", "Échéance", "Votre bon de commande", "Client",
             "Article", "Désignation", "Quantité", "Prix unitaire", "Montant",
             "Total HTVA", "TVA {rate}%", "Total TVAC",
             ("Autoliquidation - cocontractant (art. 20 AR n° 1)",
              "Livraison intracommunautaire exonérée (art. 138 Directive 2006/112/CE) - autoliquidation",
              "Autoliquidation (art. 196 Directive 2006/112/CE)"),
             "N° TVA", "Payable à 30 jours sur le compte", "Page {n}/{m}", "Report",
             ("Base", "Taux", "Montant TVA"), "%d/%m/%Y", 0),
        _set("Facture", "N° de facture", "Date", "Date d'échéance", "Votre commande", "N° client",
             "Réf.", "Description", "Qté", "P.U. HT", "Total HT",
             "Montant HT", "TVA {rate} %", "Net à payer",
             ("Autoliquidation par le cocontractant",
              "Exonération de TVA - livraison intracommunautaire (art. 138)",
              "Autoliquidation par le preneur (art. 196)"),
             "TVA", "Règlement à 30 jours par virement sur", "Page {n} sur {m}", "A reporter",
             ("Base HT", "Taux", "TVA"), "%d.%m.%Y", 1),
        _set("FACTURE", "Numéro de facture", "Date d'émission", "À payer avant le", "Votre référence", "Code client",
             "Code article", "Libellé", "Qté.", "Prix unit.", "Montant HT",
             "Total hors TVA", "Montant TVA {rate}%", "Total à payer",
             ("TVA due par le cocontractant (autoliquidation)",
              "Livraison intracommunautaire de biens, exonération de TVA",
              "Prestation de services : TVA due par le preneur"),
             "N° d'entreprise", "Paiement à 30 jours sur IBAN", "p. {n}/{m}", "Report à la page suivante",
             ("Base imposable", "Taux", "TVA"), LONG, 0),
        _set("Facture", "Facture numéro", "Facturé le", "Date limite de paiement", "V/Réf. commande", "Compte client",
             "Référence", "Produit", "Nombre", "Prix", "Total ligne",
             "Total net HT", "{rate}% TVA", "Montant TTC",
             ("Régime de l'autoliquidation - cocontractant",
              "Exonération art. 39bis Code TVA - livraison intracommunautaire",
              "Autoliquidation - art. 196 Directive TVA"),
             "TVA n°", "Virement à 30 jours au compte", "{n}/{m}", "Sous-total reporté",
             ("Base", "Taux TVA", "Montant TVA"), "%d-%m-%Y", 0),
        _set("FACTURE", "Pièce n°", "Émise le", "Payable au plus tard le", "Référence commande client", "Débiteur",
             "Réf. art.", "Intitulé", "Qté livrée", "PU net", "Net HT",
             "Sous-total HT", "TVA à {rate}%", "Total dû",
             ("Opération en autoliquidation (cocontractant)",
              "Livraison de biens dans l'UE exonérée (art. 138)",
              "TVA autoliquidée par le client (art. 196)"),
             "Identifiant TVA", "À régler sous 30 jours sur", "Folio {n} / {m}", "Transport",
             ("Base nette", "Taux appliqué", "TVA due"), "%d.%m.%Y", 1),
    ),
    "de": (
        _set("RECHNUNG", "Rechnungsnummer", "Rechnungsdatum", "Fällig am", "Ihre Bestellnummer", "Kunde",
             "Art.-Nr.", "Bezeichnung", "Menge", "Einzelpreis", "Betrag",
             "Nettobetrag", "USt. {rate}%", "Gesamtbetrag",
             ("Steuerschuldnerschaft des Leistungsempfängers",
              "Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL) - Steuerschuldnerschaft des Leistungsempfängers",
              "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL)"),
             "USt-IdNr.", "Zahlbar innerhalb 30 Tagen auf das Konto", "Seite {n}/{m}", "Übertrag",
             ("Netto", "Satz", "USt."), "%d.%m.%Y", 0),
        _set("Rechnung", "Rechnungs-Nr.", "Datum", "Zahlungsziel", "Ihre Bestellung", "Kunden-Nr.",
             "Artikel", "Beschreibung", "Anzahl", "Preis/Stk.", "Gesamt",
             "Summe netto", "MwSt. {rate} %", "Rechnungsbetrag",
             ("Reverse Charge: Steuerschuld geht auf den Leistungsempfänger über",
              "Innergemeinschaftliche Lieferung, steuerfrei nach Art. 138 MwStSystRL",
              "Reverse Charge nach Art. 196 MwStSystRL"),
             "USt-ID", "Bitte überweisen Sie innerhalb 30 Tagen auf", "Seite {n} von {m}", "Zwischensumme Übertrag",
             ("Bemessungsgrundlage", "Steuersatz", "Steuer"), "%d.%m.%y", 0),
        _set("RECHNUNG", "Beleg-Nr.", "Belegdatum", "Zahlbar bis", "Ihr Zeichen", "Kundennummer",
             "Artikelnummer", "Artikelbezeichnung", "Stück", "E-Preis", "G-Preis",
             "Warenwert netto", "zzgl. {rate}% USt.", "Endbetrag",
             ("Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)",
              "Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG",
              "Leistungsempfänger schuldet die Steuer (Art. 196 MwStSystRL)"),
             "Steuernummer/USt-IdNr.", "Zahlung innerhalb 30 Tagen ohne Abzug auf", "Blatt {n}/{m}", "Übertrag auf Folgeseite",
             ("Netto", "USt.-Satz", "USt.-Betrag"), LONG, 1),
        _set("Rechnung", "Rechnung Nr.", "Leistungsdatum", "Zahlungstermin", "Bestell-Nr.", "Debitor",
             "Pos.-Nr.", "Leistung", "Mng.", "Preis", "Summe",
             "Zwischensumme", "Umsatzsteuer {rate}%", "Zu zahlen",
             ("Umkehr der Steuerschuld - Leistungsempfänger schuldet die Umsatzsteuer",
              "Steuerbefreite Lieferung in einen anderen EU-Mitgliedstaat",
              "Umkehr der Steuerschuld (Art. 196 MwStSystRL)"),
             "UID-Nr.", "Zahlbar in 30 Tagen auf", "{n}/{m}", "Übertrag Seite",
             ("Basis", "Satz", "Steuerbetrag"), "%Y-%m-%d", 0),
        _set("RECHNUNG", "Dokument-Nr.", "Ausgestellt am", "Fälligkeit", "Bestellreferenz Kunde", "Kd.-Nr.",
             "Art.", "Text", "Menge Stk.", "Netto/Stk.", "Netto gesamt",
             "Summe Positionen", "Steuer {rate}%", "Bruttosumme",
             ("Steuer schuldet der Leistungsempfänger",
              "Innergemeinschaftliche Lieferung (steuerfrei)",
              "Steuer schuldet der Empfänger der Leistung (Art. 196)"),
             "Umsatzsteuer-ID", "Zahlbar binnen 30 Tagen auf", "S. {n} / {m}", "Vortrag",
             ("Nettowert", "Steuersatz", "Steuerbetrag"), "%d.%m.%Y", 0),
    ),
    "en": (
        _set("INVOICE", "Invoice number", "Invoice date", "Due date", "Your PO", "Customer",
             "Item", "Description", "Qty", "Unit price", "Amount",
             "Net total", "VAT {rate}%", "Total due",
             ("Reverse charge - co-contractor",
              "Intra-community supply of goods, VAT exempt (Art. 138 Directive 2006/112/EC) - reverse charge",
              "Reverse charge - Article 196 VAT Directive 2006/112/EC"),
             "VAT no.", "Payable within 30 days to account", "Page {n}/{m}", "Carried forward",
             ("Net", "Rate", "VAT"), SHORT_EN, 0),
        _set("Invoice", "Invoice No.", "Date", "Payment due", "Customer PO", "Account",
             "Code", "Item description", "Quantity", "Price", "Line total",
             "Subtotal", "VAT @ {rate}%", "Amount payable",
             ("Domestic reverse charge applies - customer to account for VAT",
              "Zero-rated intra-EU supply of goods (Art. 138)",
              "Customer to account for VAT under the reverse charge (Art. 196)"),
             "VAT reg.", "Please pay within 30 days to", "Page {n} of {m}", "Balance carried forward",
             ("Taxable amount", "VAT rate", "VAT amount"), "%d/%m/%Y", 0),
        _set("INVOICE", "Invoice #", "Date of issue", "Payment due by", "Your order ref.", "Customer no.",
             "Part no.", "Goods", "Units", "Rate", "Net amount",
             "Net amount total", "Tax {rate}%", "Total payable",
             ("Reverse charge: VAT to be accounted for by the recipient",
              "VAT exempt intra-community supply of goods",
              "Services subject to the reverse charge (Art. 196)"),
             "VAT ID", "Terms: 30 days net, payable to", "p. {n}/{m}", "Carried over",
             ("Net value", "Rate", "Tax"), LONG, 1),
        _set("Invoice", "Inv. no.", "Issue date", "Pay by", "PO number", "Client ref.",
             "SKU", "Product", "Qty.", "Each", "Total",
             "Goods total", "{rate}% VAT", "Grand total",
             ("Co-contractor reverse charge - no VAT charged",
              "Intra-EU supply of goods - VAT exempt",
              "Reverse charge - recipient liable for VAT (Art. 196)"),
             "VAT reg. no.", "Settlement within 30 days to", "{n}/{m}", "Subtotal carried forward",
             ("Basis", "Rate", "VAT"), "%Y-%m-%d", 0),
        _set("INVOICE", "Document no.", "Issued on", "Settle by", "Customer order reference", "Debtor no.",
             "Ref", "Details", "Qty supplied", "Unit net", "Line net",
             "Sum of lines", "Sales tax {rate}%", "Balance due",
             ("Reverse charged: the customer accounts for the VAT",
              "Supply of goods within the EU, exempt (Art. 138)",
              "VAT payable by the customer (Art. 196)"),
             "Tax ID", "Remit within 30 days to", "Sheet {n} / {m}", "Brought forward",
             ("Net base", "Tax rate", "Tax due"), "%d.%m.%Y", 1),
    ),
}
