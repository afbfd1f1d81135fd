"""The twelve invoices of the thirty-second blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, FR, DE, LU), in nl, fr, de and en, each
drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
MEG, Facturation.pro, Actindo, Pickware, Agenda, Addison and HansaWorld Standard ERP. PO numbers are the ERP's
4577xxxx (45772500 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT
numbers and IBANs carry valid check digits (invoice_env/world/identifiers.py's generators on
random.Random(20271222), VAT then IBAN for each supplier in order)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — MEG in Dutch, a Gent lighting wholesaler: Belgian VAT 21 % (V21, 604000), article codes, a wrapped line
    Invoice(
        "01-nl-verlichting", "nl", "meg",
        Supplier("Lumatec Verlichting BV", "Kortrijksesteenweg 1120", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE1834.664.037", "09 245 18 70", "boekhouding@lumatec.be", "RPR Gent"),
        "2027/0318", date(2027, 12, 1), date(2027, 12, 31), "45772500", "45772500", D(21),
        [Line("LT-HB150-840", "LED highbay 150 W, 4000 K, 21.000 lm, IP65, met ophangbeugel", D(24), D("148.50"),
              unit="st"),
         Line("LT-LB1500-40", "LED lijnverlichting 1500 mm, 40 W, doorverbindbaar, inclusief draagrail en "
                              "afdekkappen", D(60), D("62.80"), unit="st"),
         Line("LT-NV-3H", "Noodverlichtingsarmatuur 3 uur autonomie, zelftestend", D(18), D("54.20"), unit="st"),
         Line("LT-PIR-360", "Aanwezigheidsdetector 360°, plafondmontage", D(12), D("39.90"), unit="st")],
        "604000", "V21",
        iban="BE38 1438 6627 5072", bic="GEBABEBB", payment_ref=ogm(2703184500), customer_no="K0417",
        extra={"terms": "30 dagen"}),
    # 02 — Facturation.pro, a Roubaix work-wear maker: intra-EU goods (ICG), a reference column, a PO in its words
    Invoice(
        "02-fr-vetements", "fr", "facturationpro",
        Supplier("Protec Nord Textiles SAS", "41 rue de l'Épeule", "59100", "Roubaix", "FR", "FR32891819203",
                 "03 20 27 64 15", "compta@protecnord.fr", "SIRET 891 819 203 00027 - RCS Lille Métropole"),
        "F2027-0412", date(2027, 12, 3), date(2028, 1, 2), "BC-4577-2507", "45772507", D(0),
        [Line("PN-VH-3M", "Veste haute visibilité classe 3, bandes rétroréfléchissantes, orange fluo, tailles "
                          "assorties M à XXL", D(80), D("24.60"), unit="u"),
         Line("PN-PT-G", "Pantalon de travail multipoches, gris anthracite, genouillères intégrées", D(80),
              D("31.40"), unit="u"),
         Line("PN-GA-10", "Gants de manutention enduits nitrile, taille 10", D(240), D("2.15"), unit="paire"),
         Line("PN-BN-TH", "Bonnet thermique polaire, noir", D(80), D("4.90"), unit="u")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter I du CGI - Livraison intracommunautaire. Autoliquidation "
                  "par le preneur (N° TVA BE0456.789.133).",
        group=" ", iban="FR76 6125 3233 3227 0564 7069 308", bic="CMCIFRPP", customer_no="C00158",
        extra={"terms": "30 jours"}),
    # 03 — Actindo, a Bremen hydraulics trader: intra-EU goods (ICG), six positions, line discounts
    Invoice(
        "03-de-hydraulik", "de", "actindo",
        Supplier("Hydraulik Weser GmbH", "Hansator 12", "28217", "Bremen", "DE", "DE923955972",
                 "0421 69 47 31-0", "rechnungswesen@hydraulik-weser.de", "Amtsgericht Bremen HRB 31877 HB"),
        "RE-2027-008814", date(2027, 12, 6), date(2028, 1, 5), "4577 2514", "45772514", D(0),
        [Line("HW-SL-1210", "Hydraulikschlauch 2SN DN 10, 1/2\" DKOL 90° x DKOL, Länge 1.250 mm, verpresst",
              D(40), D("28.40"), unit="Stk", discount=D(8)),
         Line("HW-SL-1612", "Hydraulikschlauch 2SN DN 12, DKOL x DKOL, Länge 800 mm", D(30), D("31.75"), unit="Stk",
              discount=D(8)),
         Line("HW-KV-15L", "Kugelhahn 2-Wege, 15L, Stahl verzinkt, bis 315 bar", D(12), D("46.90"), unit="Stk"),
         Line("HW-VS-M18", "Gerade Einschraubverschraubung GE 18-LR, M18x1,5", D(150), D("3.85"), unit="Stk"),
         Line("HW-OEL-46", "Hydrauliköl HLP 46, Kanister 20 l", D(16), D("64.00"), unit="Kan"),
         Line("HW-MAN-100", "Glyzerinmanometer 0-250 bar, Ø 63 mm, Anschluss unten", D(10), D("22.30"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG in Verbindung mit § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        iban="DE69 4849 5470 4290 5923 89", bic="BRLADE22XXX", customer_no="100734",
        extra={"order": "AU-2027-012260", "delivery": "LS-2027-011873", "terms": "30 Tage netto",
               "contact": "Herr Brinkmann"}),
    # 04 — Pickware (a Shopware shop), a Bielefeld fastener web shop: intra-EU goods (ICG), no PO, shipping
    Invoice(
        "04-de-schrauben", "de", "pickware",
        Supplier("Schraubenwelt Ostwestfalen GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE",
                 "DE817543407", "0521 98 71 44 0", "shop@schraubenwelt-owl.de", "Amtsgericht Bielefeld HRB 44918"),
        "1004827", date(2027, 12, 8), date(2028, 1, 7), None, "45772521", D(0),
        [Line("SW-DIN933-M10x40", "Sechskantschraube DIN 933, 8.8 verzinkt, M10 x 40 (200 Stück)", D(6),
              D("18.90"), unit="Pck"),
         Line("SW-DIN934-M10", "Sechskantmutter DIN 934, 8 verzinkt, M10 (500 Stück)", D(4), D("14.60"), unit="Pck"),
         Line("SW-DIN125-10.5", "Unterlegscheibe DIN 125 A, verzinkt, 10,5 mm (1000 Stück)", D(3), D("11.20"),
              unit="Pck"),
         Line("SW-FIS-12x100", "Schwerlastanker Stahl verzinkt 12 x 100 mm für gerissenen und ungerissenen Beton "
                               "(25 Stück)", D(10), D("36.80"), unit="Pck"),
         Line("SW-SPAX-5x60", "Universalschraube Senkkopf Torx 5 x 60 mm, Teilgewinde (500 Stück)", D(8),
              D("27.45"), unit="Pck")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("14.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung. Die Steuerschuld geht auf den Leistungsempfänger "
                  "über.",
        iban="DE83 4933 4980 4028 1626 75", bic="SPBIDE3BXXX", customer_no="24117",
        extra={"order": "20473", "order_date": "03.12.2027", "shipping": "DHL Paket", "payment": "Rechnung"}),
    # 05 — Agenda, a Frankfurt logistics consultancy: services reverse charged (ICS, 613000), no article numbers
    Invoice(
        "05-de-beratung", "de", "agenda",
        Supplier("Lagerplan Rhein-Main GmbH", "Hanauer Landstraße 204", "60314", "Frankfurt am Main", "DE",
                 "DE839474267", "069 48 00 27 30", "buchhaltung@lagerplan-rm.de", "Amtsgericht Frankfurt am Main "
                 "HRB 118204"),
        "2027-1187", date(2027, 12, 10), date(2027, 12, 24), "45772528", "45772528", D(0),
        [Line(None, "Analyse der Lagerprozesse Standort Gent (Wareneingang, Kommissionierung, Versand) "
                    "einschließlich Bericht mit Handlungsempfehlungen", D(4), D("1180.00"), unit="Tag"),
         Line(None, "Workshop Layoutvarianten Hochregallager mit Geschäftsführung und Lagerleitung", D(1),
              D("1180.00"), unit="Tag"),
         Line(None, "Projektleitung und Abstimmung", D("6.5"), D("145.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge). Leistungsort nach § 3a Abs. 2 "
                  "UStG in Belgien.",
        iban="DE07 0903 0762 8534 8993 47", bic="HELADEF1822", customer_no="10322",
        extra={"order_date": "19.11.2027", "period": "November 2027", "terms": "14 Tage ohne Abzug"}),
    # 06 — Addison, an Aachen technical-documentation office: services reverse charged (ICS), long wrapped lines
    Invoice(
        "06-de-dokumentation", "de", "addison",
        Supplier("Kessler Technische Dokumentation GmbH", "Pascalstraße 59", "52076", "Aachen", "DE", "DE665692743",
                 "02408 95 83 10", "rechnung@kessler-doku.de", "Amtsgericht Aachen HRB 22619"),
        "AR-27-0569", date(2027, 12, 14), date(2028, 1, 13), "PO 45772535", "45772535", D(0),
        [Line(None, "Erstellung Betriebsanleitung Palettenregal-Anlage nach Maschinenrichtlinie, "
                    "Umfang 64 Seiten, inkl. Grafiken", D(1), D("3850.00"), unit="psch"),
         Line(None, "Übersetzung der Betriebsanleitung Deutsch-Niederländisch und Deutsch-Französisch", D(18400),
              D("0.16"), unit="Wörter"),
         Line(None, "Satz und Layout, Druckdaten PDF/X", D(12), D("68.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Nicht im Inland steuerbare Leistung. Steuerschuldnerschaft des Leistungsempfängers "
                  "(Art. 196 MwStSystRL).",
        iban="DE59 0993 2666 7904 1963 61", bic="AACSDE33XXX", customer_no="D 11408",
        extra={"terms": "zahlbar innerhalb 30 Tagen ohne Abzug", "period": "Oktober - Dezember 2027"}),
    # 07 — HansaWorld Standard ERP in English, a Luxembourg hosting firm: services reverse charged (ICS), ISO dates
    Invoice(
        "07-en-hosting", "en", "hansaworld",
        Supplier("Moselle Data Services S.à r.l.", "12, rue Edmond Reuter", "L-5326", "Contern", "LU", "LU20374120",
                 "+352 26 39 81 1", "accounts@moselledata.lu", "RCS Luxembourg B187530"),
        "10027664", date(2027, 12, 15), date(2028, 1, 14), "PO-45772542", "45772542", D(0),
        [Line("HOST-VM-L", "Managed virtual server, 8 vCPU, 32 GB RAM, Dec 2027", D(3), D("245.00"), unit="pcs"),
         Line("BCK-500", "Off-site backup, per 500 GB block", D(4), D("38.00"), unit="pcs"),
         Line("SUP-H", "Remote support, migration of the warehouse database to the new cluster", D("7.5"),
              D("112.00"), unit="h"),
         Line("SSL-WC", "Wildcard SSL certificate, 1 year", D(1), D("189.00"), unit="pcs")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient, Art. 196 Council Directive "
                  "2006/112/EC.",
        dec=".", group=",", iban="LU83 3644 3245 3935 4250", bic="BCEELULL", customer_no="20118",
        extra={"terms": "30 days", "salesman": "JW", "order": "4417"}),
    # 08 — MEG in French, a Brussels caterer: restaurant and catering services at the Belgian 12 % (V12, 602000)
    Invoice(
        "08-fr-traiteur", "fr", "meg",
        Supplier("Traiteur Maison Vandamme SRL", "Rue Wayez 118", "1070", "Anderlecht", "BE", "BE1626.764.729",
                 "02 523 41 87", "facturation@maisonvandamme.be", "RPM Bruxelles"),
        "2027/1206", date(2027, 12, 17), date(2028, 1, 16), "4577/2549", "45772549", D(12),
        [Line(None, "Walking dinner réception de fin d'année, 6 préparations salées et 2 desserts par personne",
              D(85), D("32.50"), unit="pers."),
         Line(None, "Personnel de service, 4 serveurs de 17h à 22h", D(20), D("38.00"), unit="h"),
         Line(None, "Mise à disposition vaisselle, verrerie et nappage", D(85), D("3.20"), unit="pers."),
         Line(None, "Livraison et reprise du matériel à Gand", D(1), D("95.00"), unit="forfait")],
        "602000", "V12",
        iban="BE88 1039 2142 9441", bic="NICABEBB", payment_ref=ogm(2712064549), customer_no="C0931",
        extra={"terms": "30 jours", "note": "Boissons non comprises (facturées séparément)."}),
    # 09 — Facturation.pro in French, a Liège technical publisher: books at the Belgian 6 % (V06), ISBN references
    Invoice(
        "09-fr-livres", "fr", "facturationpro",
        Supplier("Éditions Techniques Mosanes SRL", "Quai de Rome 27", "4000", "Liège", "BE", "BE0570.716.722",
                 "04 252 63 90", "commandes@editions-mosanes.be", "RPM Liège"),
        "F2027-0977", date(2027, 12, 20), date(2028, 1, 19), "45772556", "45772556", D(6),
        [Line("978-2-930612-41-8", "Le guide de l'installation électrique basse tension, RGIE 2020 commenté, "
                                   "7e édition", D(25), D("54.00"), unit="ex."),
         Line("978-2-930612-38-8", "Manuel de l'isolation thermique des bâtiments", D(15), D("42.50"), unit="ex."),
         Line("978-2-930612-44-9", "Aide-mémoire du chauffagiste", D(30), D("19.90"), unit="ex.", discount=D(5))],
        "604000", "V06",
        iban="BE31 1436 6423 2055", bic="GEBABEBB", payment_ref=ogm(2709774556), customer_no="C00344",
        extra={"terms": "30 jours fin de mois", "po_label": "Bon de commande n°"}),
    # 10 — Actindo in English, a Leverkusen anchors maker: intra-EU goods (ICG), a written order number with a dash
    Invoice(
        "10-en-anchors", "en", "actindo",
        Supplier("Rheinland Befestigungstechnik GmbH", "Robert-Blum-Straße 8", "51373", "Leverkusen", "DE",
                 "DE684796472", "+49 214 830 56-0", "invoices@rheinland-bt.de", "Amtsgericht Köln HRB 90214"),
        "RE-2027-009352", date(2027, 12, 22), date(2028, 1, 21), "4577-2563", "45772563", D(0),
        [Line("RB-BA-M12-110", "Bolt anchor M12 x 110, zinc plated, ETA option 1 (box of 25)", D(40), D("21.60"),
              unit="box"),
         Line("RB-CH-V360", "Chemical anchor vinylester 360 ml cartridge, styrene free", D(48), D("12.85"),
              unit="pcs", discount=D(10)),
         Line("RB-TR-M12-1M", "Threaded rod M12 x 1000 mm, steel 8.8, zinc plated", D(200), D("3.95"), unit="pcs"),
         Line("RB-SG-380", "Dispenser gun for 380 ml cartridges, heavy duty", D(6), D("44.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Tax-free intra-Community supply (section 4 no. 1b German VAT Act). Reverse charge: VAT to be "
                  "accounted for by the recipient.",
        dec=".", group=",", iban="DE82 9949 4838 0834 3407 93", bic="WELADEDLLEV", customer_no="100981",
        extra={"order": "AU-2027-013518", "delivery": "LS-2027-012904", "terms": "30 days net",
               "contact": "Ms Schröder"}),
    # 11 — Pickware in Dutch, a Roeselare work-wear web shop: Belgian VAT 21 % (V21), shipping, PO in a comment
    Invoice(
        "11-nl-werkkledij", "nl", "pickware",
        Supplier("Werkkledij Vanneste BV", "Oekensestraat 86", "8800", "Roeselare", "BE", "BE1092.475.069",
                 "051 69 42 18", "shop@werkkledij-vanneste.be", "RPR Gent, afdeling Kortrijk"),
        "RE-58812", date(2028, 1, 4), date(2028, 2, 3), "PO 45772570", "45772570", D(21),
        [Line("WV-S3-4211-43", "Veiligheidsschoen S3 laag, composiet neus, maat 43", D(6), D("74.95"), unit="paar"),
         Line("WV-S3-4211-44", "Veiligheidsschoen S3 laag, composiet neus, maat 44", D(4), D("74.95"), unit="paar"),
         Line("WV-SS-2230-L", "Softshell jas met capuchon, antraciet, borduring logo op borst, maat L", D(10),
              D("48.60"), unit="st"),
         Line("WV-BR-1150", "Veiligheidsbril helder, anti-condens", D(30), D("6.40"), unit="st")],
        "604000", "V21", adjustments=[("Verzendkosten", D("9.95"))],
        iban="BE10 1037 2586 4004", bic="NICABEBB", customer_no="30188",
        extra={"order": "50276", "order_date": "28-12-2027", "shipping": "bpost Pakket", "payment": "Factuur",
               "comment": "PO 45772570"}),
    # 12 — HansaWorld Standard ERP in Dutch, an Aalst forklift service: Belgian VAT 21 % (V21, 611000), labour
    Invoice(
        "12-nl-heftrucks", "nl", "hansaworld",
        Supplier("Heftrucks Dender NV", "Erembodegem-Dorp 72", "9320", "Aalst", "BE", "BE0389.704.032",
                 "053 78 22 61", "administratie@heftrucksdender.be", "RPR Gent, afdeling Dendermonde"),
        "27100482", date(2028, 1, 7), date(2028, 2, 6), "4577 2577", "45772577", D(21),
        [Line("ARB-TECH", "Arbeidsuren technieker, jaarlijks onderhoud 3 elektrische heftrucks en 2 reachtrucks "
                          "volgens checklist fabrikant", D("11.5"), D("68.00"), unit="u"),
         Line("VERPL-FF", "Verplaatsingskosten forfait", D(2), D("45.00"), unit="st"),
         Line("FLT-HYD-22", "Hydraulische filter", D(5), D("38.40"), unit="st"),
         Line("OLIE-HV46-20", "Hydraulische olie HV46, bidon 20 l", D(3), D("92.00"), unit="st"),
         Line("BAND-SE-18", "Superelastische band 18x7-8, montage inbegrepen", D(4), D("164.00"), unit="st")],
        "611000", "V21",
        iban="BE92 1431 0353 9723", bic="GEBABEBB", payment_ref=ogm(2710048257), customer_no="2214",
        extra={"terms": "30 dagen", "salesman": "KDW", "order": "WO-7781"}),
]
