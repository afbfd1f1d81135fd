"""The twelve invoices of the thirty-third blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers (BE, NL, DE, FR) in nl, fr, de and en, each drawn
by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software: Infor Baan IV,
SYSPRO, Plex, Jeeves, Monitor ERP, BOB 50 and Admisol. PO numbers are the ERP's 4577xxxx (45772600 by steps of 7);
each invoice prints them in the supplier's own form (two print none). VAT numbers and IBANs carry valid check
digits (invoice_env/world/identifiers.py's generators on random.Random(20271223), VAT then IBAN per supplier in
the order below)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Infor Baan IV, a Veldhoven turning shop: intra-EU goods (ICG), two-digit years, text lines, no grouping
    Invoice(
        "01-nl-draaiwerk", "nl", "baan",
        Supplier("Draaierij Van Asten Precisie B.V.", "De Run 5412", "5504 DG", "Veldhoven", "NL", "NL335071764B02",
                 "040 253 88 10", "debiteuren@vanasten-precisie.nl", "KvK 17284455"),
        "27004531", date(2027, 10, 11), date(2027, 11, 10), "45772600", "45772600", D(0),
        [Line("VA-2231-04", "Asbus staal C45, D20 x 145 mm, gehard en geslepen", D(250), D("4.85"), unit="st"),
         Line("VA-2231-07", "Afstandsbus RVS 316, D12 x 30 mm", D(400), D("1.36"), unit="st"),
         Line("VA-3050-11", "Draaideel aluminium 6082 volgens tekening TB-3050 rev. B, geanodiseerd naturel", D(120),
              D("12.40"), unit="st", detail=("Materiaalcertificaat 3.1 volgens EN 10204 meegeleverd",)),
         Line("VA-4102-02", "Stelbout M16 x 80 met contramoer, verzinkt", D(300), D("2.15"), unit="st",
              discount=D(5)),
         Line("VA-9000-01", "Insteltijd serie 3050 (eenmalig)", D(1), D("185.00"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering, vrijgesteld art. 138 Richtlijn 2006/112/EG. BTW verlegd naar "
                  "afnemer BE0456.789.133.",
        group="", iban="NL09 ABNA 8198 1728 72", bic="ABNANL2A", customer_no="100482",
        extra={"ours": "310577", "delivery": "08-10-27", "terms": "30 dagen netto"}),
    # 02 — BOB 50, a Sint-Niklaas HVAC firm: maintenance at Belgian 21 % (V21, 611000), a VAT summary, no articles
    Invoice(
        "02-nl-onderhoud", "nl", "bob50",
        Supplier("Klimaattechniek Waasland BV", "Industriepark-West 38", "9100", "Sint-Niklaas", "BE",
                 "BE1260.598.439", "03 777 41 90", "facturatie@klimaattechniek-waasland.be",
                 "RPR Gent, afd. Dendermonde"),
        "2027/0847", date(2027, 10, 13), date(2027, 11, 12), "bestelbon 45772607", "45772607", D(21),
        [Line(None, "Halfjaarlijks onderhoud koelinstallatie magazijn, controle lekdichtheid volgens "
                    "F-gassenreglement en attest", D(1), D("640.00"), unit="forfait"),
         Line(None, "Vervangen filters luchtbehandelingskast LBK 1 en LBK 2", D(8), D("42.50"), unit="st"),
         Line(None, "Werkuren technicus", D("6.5"), D("68.00"), unit="u"),
         Line(None, "Verplaatsingskosten", D(1), D("45.00"), unit="forfait")],
        "611000", "V21",
        iban="BE44 1433 8636 4845", bic="GEBABEBB", payment_ref=ogm(2708470607), customer_no="TEC014",
        extra={"terms": "30 dagen na factuurdatum"}),
    # 03 — Jeeves, a Zwolle fastener wholesaler: intra-EU goods (ICG), ISO dates, space thousands, a totals row
    Invoice(
        "03-nl-bevestiging", "nl", "jeeves",
        Supplier("Bevestigingstechniek IJsselland B.V.", "Marsweg 52", "8013 PE", "Zwolle", "NL", "NL323763108B02",
                 "038 421 66 00", "facturen@bt-ijsselland.nl", "KvK 05078123"),
        "7104388", date(2027, 10, 18), date(2027, 11, 17), "PO45772614", "45772614", D(0),
        [Line("210-08040", "Zeskantbout DIN 933 M8 x 40 mm, 8.8 verzinkt, doos à 200 st", D(10), D("16.80"),
              unit="ds", discount=D(10)),
         Line("230-08000", "Zeskantmoer DIN 934 M8, klasse 8 verzinkt, doos à 500 st", D(6), D("15.00"), unit="ds",
              discount=D(10)),
         Line("250-10040", "Slagtapanker M10 x 40 mm, staal verzinkt, met boorstop, doos à 50 st", D(4), D("38.50"),
              unit="ds", discount=D(10)),
         Line("270-06300", "Houtbouwschroef 6 x 300 mm, tellerkop, torx 30, geel verzinkt, doos à 50 st", D(12),
              D("41.20"), unit="ds"),
         Line("290-00012", "Draadstang DIN 976 M12 x 1000 mm, 4.6 verzinkt", D(80), D("2.95"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vracht", D("38.00"))],
        statement="Intracommunautaire levering van goederen, vrijgesteld van btw (art. 138 Btw-richtlijn). "
                  "Btw verlegd naar de afnemer, btw-nummer BE0456.789.133.",
        group=" ", iban="NL87 INGB 1645 2091 49", bic="INGBNL2A", customer_no="20417",
        extra={"yours": "dhr. P. Claeys", "ours": "Marieke Dijkstra", "order": "603925",
               "delivery": "DAP Gent (Incoterms 2020)", "via": "DHL Freight", "terms": "30 dagen netto"}),
    # 04 — Admisol, a Gent coffee roaster: canteen supplies at the Belgian 6 % (V06), no PO printed
    Invoice(
        "04-nl-koffie", "nl", "admisol",
        Supplier("Koffiebranderij De Leie BV", "Kortrijksesteenweg 1120", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE0201.919.653", "09 222 47 15", "info@koffiebranderij-deleie.be", "RPR Gent"),
        "F2027/0312", date(2027, 10, 20), date(2027, 11, 4), None, "45772621", D(6),
        [Line("KB-ESP-1", "Espressobonen huismelange, zak 1 kg", D(24), D("17.80"), unit="zak"),
         Line("KB-FIL-500", "Filterkoffie gemalen, pak 500 g", D(36), D("6.45"), unit="pak"),
         Line("TH-ASS-100", "Thee assortiment in envelopjes, doos 100 st", D(10), D("11.90"), unit="doos"),
         Line("SU-STK-1000", "Suikerstickjes 4 g, doos 1000 st", D(4), D("17.50"), unit="doos"),
         Line("WA-BRON-50", "Bronwater plat 50 cl, tray 24 flessen", D(30), D("7.20"), unit="tray")],
        "604000", "V06",
        iban="BE02 3639 4897 0440", bic="BBRUBEBB", payment_ref=ogm(2703120621), customer_no="0087",
        extra={"terms": "15 dagen"}),
    # 05 — BOB 50 in French, a Namur caterer: a client day at the Belgian 12 % (V12, 602000), no articles
    Invoice(
        "05-fr-traiteur", "fr", "bob50",
        Supplier("Traiteur Les Saveurs Mosanes SRL", "Rue des Pieds d'Alouette 18", "5100", "Naninne", "BE",
                 "BE1557.172.573", "081 40 27 63", "facturation@saveurs-mosanes.be", "RPM Liège, division Namur"),
        "2027/0394", date(2027, 10, 22), date(2027, 11, 21), "BC 4577 2628", "45772628", D(12),
        [Line(None, "Walking lunch journée clients du 21/10/2027 à Gand : 6 pièces salées et 2 pièces sucrées par "
                    "personne", D(85), D("24.50"), unit="pers."),
         Line(None, "Plateaux de sandwiches garnis pour l'équipe logistique", D(6), D("38.00"), unit="plateau"),
         Line(None, "Service en salle : 3 serveurs pendant 4 heures", D(12), D("36.00"), unit="h"),
         Line(None, "Vaisselle et nappage, livraison et reprise comprises", D(1), D("145.00"), unit="forfait")],
        "602000", "V12",
        iban="BE95 3103 7999 4758", bic="BBRUBEBB", payment_ref=ogm(2703940628), customer_no="TECHNI01",
        extra={"terms": "30 jours date de facture", "note": "Boissons non comprises (facturées séparément)."}),
    # 06 — Plex in French, an Ain plastics moulder: intra-EU goods (ICG), part number and revision, packing charge
    Invoice(
        "06-fr-injection", "fr", "plex",
        Supplier("Plasturgie du Bugey SAS", "145 rue de l'Orme", "01500", "Ambérieu-en-Bugey", "FR", "FR40936017094",
                 "04 74 38 52 10", "facturation@plasturgie-bugey.fr",
                 "SIRET 936 017 094 00021 - RCS Bourg-en-Bresse"),
        "F2700482", date(2027, 10, 26), date(2027, 12, 31), "4577-2635", "45772635", D(0),
        [Line("BG-1124-A", "Boîtier de dérivation IP55 100 x 100 mm, PP gris", D(1500), D("0.86"), unit="pcs"),
         Line("BG-1130-B", "Couvercle à vis pour boîtier 1124, transparent", D(1500), D("0.42"), unit="pcs"),
         Line("BG-2210-A", "Presse-étoupe M20 x 1,5 avec contre-écrou, polyamide noir", D(3000), D("0.31"),
              unit="pcs"),
         Line("BG-3305-C", "Goulotte de câblage 40 x 60 mm, longueur 2 m, PVC gris RAL 7030", D(200), D("4.65"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais d'emballage", D("55.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur, n° TVA BE0456.789.133.",
        group=" ", iban="FR07 6936 7843 2001 9393 1195 729", bic="CCBPFRPPLYO", customer_no="C-01877",
        extra={"revs": "C A B A", "shipper": "SH-27-10466", "carrier": "Geodis", "fob": "FCA Ambérieu",
               "ship_date": "25/10/2027", "terms": "45 jours fin de mois", "so": "SO-27-2291"}),
    # 07 — Monitor ERP in French, a Liège rack builder: Belgian 21 % (V21), ISO dates, line and invoice discount
    Invoice(
        "07-fr-rayonnages", "fr", "monitor",
        Supplier("Constructions Métalliques Hesbaye SA", "Rue de la Métallurgie 27", "4470", "Saint-Georges-sur-Meuse",
                 "BE", "BE1860.212.847", "04 259 71 30", "comptabilite@cmhesbaye.be", "RPM Liège"),
        "310274", date(2027, 10, 28), date(2027, 11, 27), "45772642", "45772642", D(21),
        [Line("RAY-2500-110", "Échelle de rayonnage 2500 x 1100 mm, galvanisée", D(12), D("148.00"), unit="pce"),
         Line("LIS-2700-120", "Lisse porte-palette 2700 mm, charge 2000 kg par paire, orange RAL 2004", D(48),
              D("39.50"), unit="pce"),
         Line("PLA-1100-GR", "Plancher grillagé 1100 x 1000 mm", D(32), D("27.80"), unit="pce"),
         Line("PRO-ECH-400", "Protection de pied d'échelle 400 mm, jaune/noir, à cheviller", D(12), D("34.00"),
              unit="pce", discount=D(10)),
         Line("MNT-JOUR", "Montage sur site par deux monteurs, forfait journée", D(2), D("640.00"), unit="j")],
        "604000", "V21", adjustments=[("Remise commerciale 2 %", D(2))],
        group=" ", iban="BE18 1039 5609 9665", bic="NICABEBB", customer_no="10233",
        extra={"yours": "M. De Smet", "ours": "J. Lambotte", "delivery": "DAP Gand", "via": "Camion propre",
               "terms": "30 jours net", "order": "27-1046"}),
    # 08 — Jeeves in German, a Gießen compressed-air supplier: intra-EU goods (ICG), ISO dates, freight
    Invoice(
        "08-de-druckluft", "de", "jeeves",
        Supplier("Drucklufttechnik Lahn GmbH", "Rudolf-Diesel-Straße 14", "35394", "Gießen", "DE", "DE543368345",
                 "0641 974 52 0", "rechnungswesen@dl-lahn.de", "Amtsgericht Gießen HRB 8842"),
        "8207731", date(2027, 11, 2), date(2027, 12, 2), "4577 2649", "45772649", D(0),
        [Line("AR-25-6000", "Aluminium-Druckluftrohr Ø 25 mm, Länge 6 m, blau", D(40), D("36.90"), unit="Stk",
              discount=D(10)),
         Line("WV-25-90", "Winkelverbinder 90° für Rohr Ø 25 mm", D(60), D("11.40"), unit="Stk", discount=D(10)),
         Line("KD-72-WH", "Kupplungsdose NW 7,2 mit Wandhalter und Kugelhahn 1/2\"", D(24), D("48.50"), unit="Stk"),
         Line("SP-PU-10", "Spiralschlauch PU 8 x 12 mm, 10 m, mit Schnellkupplung und Stecknippel", D(16),
              D("29.80"), unit="Stk"),
         Line("FR-12-EW", "Filterregler 1/2\" mit Manometer und halbautomatischer Entleerung", D(6), D("124.00"),
              unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("45.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldner ist der Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        group=" ", iban="DE22 4088 5317 0357 7836 31", bic="GENODEF1GIE", customer_no="60188",
        extra={"yours": "Herr P. Claeys", "ours": "Sabine Krämer", "order": "AU-114702",
               "delivery": "DAP Gent (Incoterms 2020)", "via": "Spedition Dachser", "terms": "30 Tage netto"}),
    # 09 — Plex in German, a Siegburg mould maker: tooling services reverse charged (ICS, 613000), hours
    Invoice(
        "09-de-werkzeugbau", "de", "plex",
        Supplier("Formenbau Rhein-Sieg GmbH", "Industriestraße 61", "53721", "Siegburg", "DE", "DE903974246",
                 "02241 38 95 0", "buchhaltung@formenbau-rhein-sieg.de", "Amtsgericht Siegburg HRB 15337"),
        "RG-27-03318", date(2027, 11, 5), date(2027, 12, 5), "PO 45772656", "45772656", D(0),
        [Line("SRV-KONS", "Konstruktionsstunden Werkzeugänderung Gehäuse 1124, CAD-Anpassung der Entformung", D(14),
              D("92.00"), unit="Std"),
         Line("SRV-ERO", "Erodierarbeiten Formeinsatz, Senkerodieren", D("9.5"), D("105.00"), unit="Std"),
         Line("SRV-EMPB", "Einmusterung und Erstmusterprüfbericht (EMPB) nach VDA Band 2", D(1), D("1450.00"),
              unit="psch"),
         Line("SRV-WART", "Werkzeugwartung 4-fach-Form, Reinigen und Prüfen der Schieber", D(2), D("380.00"),
              unit="Stk")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 44 und 196 "
                  "MwStSystRL). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE58 4795 1451 1979 3799 62", bic="WELADED1SGB", customer_no="K-7720",
        extra={"revs": "- - - -", "shipper": "", "carrier": "", "fob": "",
               "ship_date": "04.11.2027", "terms": "30 Tage netto", "so": "AB-27-0588"}),
    # 10 — Infor Baan IV in German, an Eupen cable-harness maker: Belgian 21 % (V21), two-digit years, no PO printed
    Invoice(
        "10-de-kabelbau", "de", "baan",
        Supplier("Kabelkonfektion Eifel-Ardennen AG", "Herbesthaler Straße 210", "4700", "Eupen", "BE",
                 "BE1368.143.329", "087 59 31 40", "buchhaltung@kea-eupen.be", "RJP Eupen"),
        "27005187", date(2027, 11, 9), date(2027, 12, 9), None, "45772663", D(21),
        [Line("KEA-1020-05", "Kabelbaum Steuerung Hubtisch, 12-adrig, Länge 5 m, mit Steckverbinder M23", D(40),
              D("58.40"), unit="Stk"),
         Line("KEA-1034-02", "Anschlussleitung 3G1,5 mm², 2 m, mit Schukostecker und Aderendhülsen", D(150),
              D("4.95"), unit="Stk"),
         Line("KEA-2210-10", "Sensorleitung M12 4-polig, gerade/gewinkelt, 10 m", D(60), D("13.80"), unit="Stk",
              discount=D(5)),
         Line("KEA-9001-00", "Prüfprotokoll Hochspannungsprüfung je Los", D(3), D("45.00"), unit="Stk",
              detail=("Prüfung nach EN 60204-1, Protokoll liegt der Lieferung bei",))],
        "604000", "V21",
        group="", iban="BE88 3103 8826 7141", bic="BBRUBEBB", payment_ref=ogm(2700518763), customer_no="200915",
        extra={"ours": "410233", "delivery": "05.11.27", "terms": "30 Tage netto"}),
    # 11 — SYSPRO, a Rotterdam calibration lab: services reverse charged (ICS, 613000), ccyy/mm/dd dates
    Invoice(
        "11-en-calibration", "en", "syspro",
        Supplier("Delta Calibration Services B.V.", "Waalhaven Z.z. 41", "3089 JH", "Rotterdam", "NL",
                 "NL034192967B01", "010 428 73 00", "accounts@deltacalibration.nl", "KvK 24387761"),
        "104528", date(2027, 11, 12), date(2027, 12, 12), "TB-PO-45772670", "45772670", D(0),
        [Line("CAL-TORQ", "Calibration torque wrench 20-200 Nm to ISO 6789, with certificate", D(18), D("42.00"),
              unit="EA"),
         Line("CAL-PGAU", "Calibration pressure gauge 0-16 bar, 5 test points", D(24), D("36.50"), unit="EA"),
         Line("CAL-DMM", "Calibration digital multimeter, traceable certificate", D(6), D("68.00"), unit="EA"),
         Line("REP-ADJ", "Adjustment and repair of out-of-tolerance instruments", D("3.5"), D("85.00"), unit="HR"),
         Line("LOG-COLL", "Collection and return of instruments, Gent", D(1), D("120.00"), unit="EA")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Art. 44 and 196 of Directive "
                  "2006/112/EC. Customer VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=3, iban="NL59 RABO 6780 4231 53", bic="RABONL2U", customer_no="TECH001",
        extra={"date_fmt": "%Y/%m/%d", "so": "000000000031877", "rep": "R. Verhoeven", "via": "Own transport",
               "terms": "30 days nett"}),
    # 12 — SYSPRO, a Brussels technical bookseller: printed books at the Belgian 6 % (V06), ISBNs, freight
    Invoice(
        "12-en-handbooks", "en", "syspro",
        Supplier("Brussels Technical Publications SRL", "Chaussée de Louvain 431", "1030", "Schaerbeek", "BE",
                 "BE1003.691.662", "02 734 18 55", "accounts@btp-books.be", "RPM Bruxelles"),
        "118734", date(2027, 11, 19), date(2027, 12, 19), "4577.2677", "45772677", D(6),
        [Line("9789462921436", "Handboek Bouwfysica, 4de editie", D(6), D("64.50"), unit="EA"),
         Line("9789462922082", "Eurocode 2 voor de praktijk: betonconstructies", D(4), D("79.00"), unit="EA"),
         Line("9782874773150", "Guide pratique de la PEB pour les bâtiments non résidentiels", D(5), D("42.00"),
              unit="EA"),
         Line("9780321918048", "Construction Materials Handbook, 3rd edition, hardcover", D(3), D("118.00"),
              unit="EA"),
         Line("9782874774065", "Schémas électriques du bâtiment : le RGIE commenté", D(8), D("36.90"), unit="EA",
              discount=D(10))],
        "604000", "V06", adjustments=[("Freight", D("14.50"))],
        dec=".", group=",", qty_places=3, iban="BE89 0681 2720 1985", bic="GKCCBEBB", payment_ref=ogm(1187344577),
        customer_no="TECH010",
        extra={"date_fmt": "%d/%m/%Y", "so": "000000000052214", "rep": "House account", "via": "Bpost parcel",
               "terms": "30 days nett"}),
]
