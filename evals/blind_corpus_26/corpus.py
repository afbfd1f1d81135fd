"""The twelve invoices of the twenty-sixth blind corpus (issue 38, item 26), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, FR, DE, LU, and AT and IE in
English), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of one family of
invoicing software other than the earlier corpora's: Kleer, Productive.io, Shine, Qonto, Bitrix24, Clockify and
Teamwork. PO numbers are the ERP's 4577xxxx (from 45771900 by steps of 7); each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits: invoice_env/world/
identifiers.py's generators on random.Random(20271216), drawn VAT then IBAN per supplier in the corpus's order; for
Austria and Ireland, which identifiers.py lacks, the digits come from the same stream and the check digit from
python-stdnum's rule (ATU + 7 digits + check; IE 7 digits + check letter; IBAN check digits by
identifiers.iban_check_digits)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Kleer, an Aalst electrical wholesaler: Belgian VAT 21 % (V21), article codes, a structured communication
    Invoice(
        "01-nl-elektro", "nl", "kleer",
        Supplier("Elektro De Schepper BV", "Gentsesteenweg 212", "9300", "Aalst", "BE", "BE0561.935.252",
                 "053 71 48 20", "boekhouding@elektrodeschepper.be", "RPR Gent, afd. Dendermonde"),
        "2027-0187", date(2027, 12, 1), date(2027, 12, 31), "PO45771900", "45771900", D(21),
        [Line("KG-300-60", "Kabelgoot perforé 300 x 60 mm, verzinkt, lengte 3 m", D(40), D("38.75"), unit="st"),
         Line("XVB-5G6", "Kabel XVB-F2 5G6 mm², haspel", D(250), D("7.18"), unit="m"),
         Line("LED-PAN-60", "LED-paneel 60 x 60 cm, 36 W, 4000 K, UGR<19", D(48), D("42.90"), unit="st"),
         Line("AUT-C16-3P", "Automaat 3P C16 10 kA", D(24), D("26.40"), unit="st")],
        "604000", "V21",
        iban="BE17 9791 3149 4821", bic="ARSPBE22", payment_ref=ogm(2701870019), customer_no="0042",
        extra={"terms": "30 dagen"}),
    # 02 — Kleer, a Deinze painting contractor: works at the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "02-nl-schilderwerken", "nl", "kleer",
        Supplier("Schilderwerken Verhaeghe BV", "Kortrijkseweg 47", "9800", "Deinze", "BE", "BE1143.928.126",
                 "09 386 52 14", "info@verhaeghe-schilderwerken.be", "RPR Gent"),
        "F2027-112", date(2027, 12, 2), date(2028, 1, 1), "Bestelbon nr. 4577 1907", "45771907", D(0),
        [Line(None, "Schuren en schilderen stalen kolommen magazijn, 2 lagen epoxy, RAL 7035", D(64), D("24.50"),
              unit="m²"),
         Line(None, "Vloermarkering looppaden en laadzones, geel 100 mm", D(420), D("3.85"), unit="lm"),
         Line(None, "Schilderen binnenmuren kantoorzone, 1 grondlaag en 2 afwerklagen", D(185), D("14.20"),
              unit="m²")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd: medecontractant. Verlegging van heffing - bij gebrek aan schriftelijke betwisting "
                  "binnen een termijn van één maand na de ontvangst van de factuur, wordt de klant geacht te "
                  "erkennen dat hij een belastingplichtige is gehouden tot de indiening van periodieke aangiften "
                  "(art. 20 KB nr. 1).",
        iban="BE21 7358 9438 0303", bic="KREDBEBB", payment_ref=ogm(2711200907), customer_no="0118",
        extra={"terms": "30 dagen"}),
    # 03 — Productive.io, a Utrecht logistics consultancy: hours, services reverse charged (ICS, 613000), a discount
    Invoice(
        "03-nl-advies", "nl", "productive",
        Supplier("Meridiaan Logistiek Advies B.V.", "Catharijnesingel 53", "3511 GC", "Utrecht", "NL",
                 "NL445004289B02", "030 207 44 18", "finance@meridiaan-advies.nl", "KvK 71928344"),
        "MER-2027-0094", date(2027, 12, 3), date(2028, 1, 2), "45771914", "45771914", D(0),
        [Line(None, "Senior consultant - analyse magazijnprocessen (november 2027)", D("37.5"), D("135.00"),
              unit="uur"),
         Line(None, "Consultant - datamodel voorraadbeheer en slotting", D("52.25"), D("110.00"), unit="uur"),
         Line(None, "Workshop met teamleiders op locatie Gent", D(1), D("950.00"), unit="stuk"),
         Line(None, "Eindrapport en presentatie aanbevelingen", D(1), D("1450.00"), unit="stuk")],
        "613000", "ICS", reverse_charge=True, adjustments=[("Korting 5 %", D(5))],
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        qty_places=2, iban="NL65 TRIO 6948 9583 94", bic="TRIONL2U",
        extra={"project": "Optimalisatie DC Gent", "terms": "30 dagen"}),
    # 04 — Shine, a Lille design studio: catalogue and packaging design, services reverse charged (ICS, 613000)
    Invoice(
        "04-fr-graphisme", "fr", "shine",
        Supplier("Studio Roussel & Vandamme", "27 rue de Gand", "59800", "Lille", "FR", "FR46954164729",
                 "06 72 18 44 90", "bonjour@studio-rv.fr", "SARL au capital de 5 000 € - RCS Lille Métropole "
                 "954 164 729"),
        "F-2027-061", date(2027, 12, 6), date(2028, 1, 5), "Bon de commande n° 45771921", "45771921", D(0),
        [Line(None, "Conception graphique du catalogue produits 2028 (64 pages)", D(1), D("3200.00"), unit="forfait"),
         Line(None, "Mise en page des fiches produits, par page", D(64), D("45.00"), unit="page"),
         Line(None, "Déclinaison des étiquettes d'emballage (3 formats)", D(3), D("380.00"), unit="u"),
         Line(None, "Retouche photo des visuels produits", D("12.5"), D("60.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur, article 283-2 du CGI et article 196 de la directive "
                  "2006/112/CE. N° TVA du client : BE0456.789.133.",
        group="\u202f", iban="FR10 8621 7294 6886 5543 0520 174", bic="SHNNFRP1",
        extra={"terms": "30 jours", "date_style": "long"}),
    # 05 — Qonto invoicing, a Roubaix workwear maker: intra-EU goods (ICG), references in the lines, delivery charge
    Invoice(
        "05-fr-vetements", "fr", "qonto",
        Supplier("Textiles Techniques du Nord SAS", "118 boulevard de Fourmies", "59100", "Roubaix", "FR",
                 "FR55692916281", "03 20 73 16 50", "compta@ttn-roubaix.fr", "RCS Lille Métropole 692 916 281"),
        "FAC-2027-00418", date(2027, 12, 7), date(2028, 1, 6), "PO-45771928", "45771928", D(0),
        [Line("TTN-PAR-HV3", "Parka haute visibilité classe 3, jaune, tailles M à XXL", D(60), D("48.90"), unit="u"),
         Line("TTN-PAN-S3", "Pantalon de travail multipoches, gris/noir", D(120), D("27.50"), unit="u"),
         Line("TTN-GANT-N", "Gants de manutention nitrile, paquet de 12 paires", D(40), D("18.60"), unit="pqt"),
         Line("TTN-POLO-BR", "Polo manches courtes brodé logo client", D(150), D("14.20"), unit="u"),
         Line("TTN-BON-TH", "Bonnet thermique", D(80), D("6.40"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par le preneur (BE0456.789.133).",
        group="\u00a0", iban="FR60 6738 4887 3751 8932 5534 461", bic="QNTOFRP1",
        extra={"terms": "30 jours"}),
    # 06 — Kleer in French, a Tournai cleaning company: industrial cleaning, Belgian VAT 21 % (V21, 611000)
    Invoice(
        "06-fr-nettoyage", "fr", "kleer",
        Supplier("Nettoyage Industriel Wallon SRL", "Rue du Follet 9", "7540", "Kain", "BE", "BE0813.526.033",
                 "069 84 27 30", "facturation@niw-nettoyage.be", "RPM Hainaut, division Tournai"),
        "2027/0542", date(2027, 12, 8), date(2028, 1, 7), "4577/1935", "45771935", D(21),
        [Line(None, "Nettoyage des sols de l'entrepôt à l'autolaveuse, forfait mensuel décembre", D(1),
              D("1860.00"), unit="forfait"),
         Line(None, "Nettoyage des bureaux et sanitaires, prestations hebdomadaires", D(4), D("285.00"),
              unit="sem.", discount=D(10)),
         Line(None, "Nettoyage des vitres hautes à la nacelle", D(1), D("740.00"), unit="forfait"),
         Line(None, "Fourniture de consommables sanitaires", D(1), D("212.40"), unit="lot")],
        "611000", "V21",
        iban="BE04 1438 7145 0731", bic="GEBABEBB", payment_ref=ogm(2705420935), customer_no="0207",
        extra={"terms": "30 jours"}),
    # 07 — Bitrix24 in German, an Aachen fixings wholesaler: intra-EU goods (ICG), 1.000 pieces, codes in the names
    Invoice(
        "07-de-befestigung", "de", "bitrix24",
        Supplier("Eifel Befestigungstechnik GmbH", "Neuenhofstraße 160", "52078", "Aachen", "DE", "DE388052668",
                 "0241 56 83 90", "rechnung@eifel-befestigung.de", "Amtsgericht Aachen HRB 24806"),
        "27-0341", date(2027, 12, 9), date(2028, 1, 8), "Nr. 45771942", "45771942", D(0),
        [Line("EBT-SA-M10", "Schwerlastanker M10 x 100, verzinkt", D(1000), D("0.86"), unit="Stk"),
         Line("EBT-GS-M12", "Gewindestange M12 x 1000 mm, Stahl 4.8", D(200), D("2.45"), unit="Stk"),
         Line("EBT-US-12", "Unterlegscheibe DIN 125 M12, VE 100", D(30), D("4.90"), unit="VE"),
         Line("EBT-MS-M12", "Sechskantmutter DIN 934 M12, VE 100", D(30), D("5.60"), unit="VE"),
         Line("EBT-KA-400", "Injektionsmörtel Vinylester 400 ml", D(48), D("13.75"), unit="Stk"),
         Line("EBT-SK-8", "Schraubenkoffer Edelstahl A2, 8-teilig sortiert", D(6), D("64.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE95 9432 6364 2192 1665 04", bic="AACSDE33", customer_no="10532",
        extra={"manager": "Jonas Krämer", "terms": "30 Tage netto"}),
    # 08 — Clockify in German, a Hamburg IT consultant: hours by project, services reverse charged (ICS, 613000)
    Invoice(
        "08-de-beratung", "de", "clockify",
        Supplier("Hansekontor IT-Beratung GmbH", "Stresemannstraße 374", "22761", "Hamburg", "DE", "DE599684988",
                 "040 88 17 52 60", "buchhaltung@hansekontor-it.de", "Amtsgericht Hamburg HRB 161377"),
        "RE-0073", date(2027, 12, 10), date(2027, 12, 24), "Bestellung 4577 1949", "45771949", D(0),
        [Line(None, "Schnittstelle Lagerverwaltung - ERP, Konzept und Abstimmung", D("18.5"), D("120.00"),
              unit="h"),
         Line(None, "Schnittstelle Lagerverwaltung - ERP, Umsetzung und Tests", D("46.75"), D("105.00"),
              unit="h"),
         Line(None, "Anwenderschulung Key-User (remote)", D(6), D("95.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        qty_places=2, iban="DE44 4895 5393 2990 1238 07", bic="HASPDEHH",
        extra={"items": "Beratung|Entwicklung|Schulung", "subject": "Projekt WMS-Schnittstelle, November 2027 - Bestellung 4577 1949"}),
    # 09 — Qonto invoicing in German, an Esch-sur-Alzette hydraulics trader: intra-EU goods (ICG), no PO printed
    Invoice(
        "09-de-hydraulik", "de", "qonto",
        Supplier("Minett Hydraulik S.à r.l.", "45, rue de Luxembourg", "L-4220", "Esch-sur-Alzette", "LU",
                 "LU95760554", "+352 26 54 71 30", "factures@minett-hydraulik.lu", "RCS Luxembourg B238114"),
        "2027-1219", date(2027, 12, 13), date(2028, 1, 12), None, "45771956", D(0),
        [Line("MH-SL-1/2-2000", "Hydraulikschlauch 2SN DN 12, 1/2\", mit Pressarmaturen, 2000 mm", D(16),
              D("38.40"), unit="Stk"),
         Line("MH-KV-DN12", "Kugelhahn DN 12, 400 bar", D(10), D("46.80"), unit="Stk"),
         Line("MH-FI-10", "Rücklauffilterelement 10 µm", D(12), D("52.30"), unit="Stk"),
         Line("MH-OEL-HLP46", "Hydrauliköl HLP 46, Gebinde 20 l", D(8), D("96.50"), unit="Geb.")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d MwSt-Gesetz Luxemburg, "
                  "Art. 138 MwStSystRL). Steuerschuldner ist der Empfänger, USt-IdNr. BE0456.789.133.",
        group="\u00a0", iban="LU57 6310 4180 8980 7037", bic="QNTOLULL",
        extra={"terms": "30 Tage"}),
    # 10 — Teamwork in English, a Vienna software house: project time, services reverse charged (ICS, 613000)
    Invoice(
        "10-en-wms", "en", "teamwork",
        Supplier("Donau Data Solutions GmbH", "Lassallestraße 7b", "1020", "Wien", "AT", "ATU07544692",
                 "+43 1 890 44 27", "accounts@donaudata.at", "FN 512337 k, Handelsgericht Wien"),
        "DDS-2027-118", date(2027, 12, 14), date(2028, 1, 13), "PO #45771963", "45771963", D(0),
        [Line(None, "Pick-by-scan module: configuration", D("24.5"), D("125.00"), unit="hrs"),
         Line(None, "Label printing integration (carrier labels)", D("31.75"), D("125.00"), unit="hrs"),
         Line(None, "User acceptance testing support", D(16), D("98.00"), unit="hrs"),
         Line(None, "Project management", D(9), D("110.00"), unit="hrs"),
         Line(None, "Travel Vienna - Ghent (flight and hotel, 2 nights)", D(1), D("684.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive "
                  "2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban="AT41 3701 6999 6335 0649", bic="RLNWATWW",
        extra={"project": "WMS Roll-out Ghent DC"}),
    # 11 — Bitrix24 in English, a Leuven technical publisher: handbooks at the Belgian 6 % (V06, 604000)
    Invoice(
        "11-en-handbooks", "en", "bitrix24",
        Supplier("Peeters Technical Publishers BV", "Tiensesteenweg 88", "3001", "Heverlee", "BE", "BE1126.485.942",
                 "016 29 84 70", "orders@peeters-techpub.be", "RPR Leuven"),
        "INV-2027-0962", date(2027, 12, 15), date(2028, 1, 14), "P.O. No. 45771970", "45771970", D(6),
        [Line("978-90-8212-114-5", "Handbook of Warehouse Safety, 4th edition", D(25), D("64.00"), unit="pcs"),
         Line("978-90-8212-097-1", "Forklift Operator Manual (NL/FR)", D(60), D("18.50"), unit="pcs"),
         Line("978-90-8212-131-2", "Electrical Installations in Logistics Buildings", D(12), D("89.00"),
              unit="pcs")],
        "604000", "V06",
        dec=".", group=",", iban="BE77 7358 6203 4742", bic="KREDBEBB", payment_ref=ogm(9620045771),
        customer_no="C-1187", extra={"manager": "Lotte Claes", "terms": "30 days"}),
    # 12 — Productive.io in English, a Dublin translation agency: words and hours, services reverse charged (ICS)
    Invoice(
        "12-en-translation", "en", "productive",
        Supplier("Liffey Language Services Ltd", "14 Fitzwilliam Place", "D02 XK52", "Dublin 2", "IE", "IE6369542B",
                 "+353 1 676 20 48", "billing@liffeylanguage.ie", "CRO 684215"),
        "LLS-1207", date(2027, 12, 16), date(2028, 1, 15), "PO-45771977", "45771977", D(0),
        [Line(None, "Translation EN > NL of product catalogue 2028", D(18400), D("0.11"), unit="words"),
         Line(None, "Translation EN > FR of product catalogue 2028", D(18400), D("0.11"), unit="words"),
         Line(None, "Proofreading and terminology check, both languages", D(14), D("55.00"), unit="hours"),
         Line(None, "DTP in InDesign, per page", D(64), D("9.50"), unit="pages")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge - Article 196 of Council Directive 2006/112/EC. The customer is liable for the "
                  "VAT (VAT no. BE0456.789.133).",
        dec=".", group=",", iban="IE58 AIBK 1954 7749 8459 91", bic="AIBKIE2D",
        extra={"project": "Catalogue 2028 localisation", "terms": "30 days"}),
]
