"""The twelve invoices of the twenty-seventh blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (BE, NL, DE, FR, IE, SE, DK, EE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the
ordinary layout of one family of invoicing software other than the earlier corpora's: Unleashed, Cin7,
Brightpearl, Katana MRP, Priority ERP, Fortnox and e-conomic. PO numbers are the ERP's 4577xxxx (45772000, step 7);
each invoice prints them in the supplier's own form (two print none). VAT numbers and IBANs carry valid check
digits: invoice_env/world/identifiers.py's generators on random.Random(20271217), VAT then IBAN for each supplier in
order; for IE, SE, DK and EE (no generator) the same random source draws the digits and python-stdnum computes the
check digits (README)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Unleashed, a Tilburg fastener wholesaler, in English: intra-EU goods (ICG), line discounts
    Invoice(
        "01-en-fasteners", "en", "unleashed",
        Supplier("Brabant Bevestigingstechniek B.V.", "Ringbaan-Oost 212", "5013 CC", "Tilburg", "NL",
                 "NL528351059B02", "+31 13 544 71 20", "accounts@brabant-bevestiging.nl", "KvK 18073214"),
        "SI-00004127", date(2027, 12, 1), date(2027, 12, 31), "PO45772000", "45772000", D(0),
        [Line("BT-M10X30-88Z", "Hexagon head bolt DIN 933 M10 x 30, grade 8.8, zinc plated, box of 200", D(40),
              D("18.60"), unit="BOX", discount=D(5)),
         Line("BT-M12X40-88Z", "Hexagon head bolt DIN 933 M12 x 40, grade 8.8, zinc plated, box of 100", D(30),
              D("21.90"), unit="BOX", discount=D(5)),
         Line("MO-M10-8Z", "Hexagon nut DIN 934 M10, class 8, zinc plated, box of 500", D(16), D("14.75"),
              unit="BOX"),
         Line("SR-A2-5X50", "Chipboard screw 5 x 50 mm, stainless A2, Torx 25, partially threaded, box of 200",
              D(48), D("11.40"), unit="BOX"),
         Line("AN-FAZ-12-100", "Through bolt anchor 12/100 for cracked concrete, ETA option 1, box of 20", D(25),
              D("42.80"), unit="BOX")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, exempt from VAT under article 138 of Directive 2006/112/EC. "
                  "VAT reverse charged: to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL59 TRIO 2309 8045 89", bic="TRIONL2U", customer_no="TECHNI01",
        extra={"order": "SO-00005512", "terms": "30 days after invoice date", "date": "%d/%m/%Y",
               "ship": "Warehouse - goods receipt gate 3"}),
    # 02 — Cin7 in German, a Menden tool dealer: intra-EU goods (ICG), line discounts, shipping before the net
    Invoice(
        "02-de-werkzeug", "de", "cin7",
        Supplier("Sauerland Werkzeug- und Industriebedarf GmbH", "Bräukerweg 126", "58708", "Menden", "DE",
                 "DE234879103", "02373 91 84 0", "rechnung@sauerland-wib.de", "Amtsgericht Arnsberg HRB 9314"),
        "INV-02741", date(2027, 12, 3), date(2028, 1, 2), "PO-4577-2007", "45772007", D(0),
        [Line("SWB-HSS-TIN-10", "Spiralbohrer HSS-TiN DIN 338, Ø 10,0 mm, 5er-Pack", D(20), D("24.90"), unit="Pck",
              discount=D(8)),
         Line("GWS-125-1400", "Winkelschleifer 1.400 W, Scheibendurchmesser 125 mm, mit Wiederanlaufschutz und "
                              "Zusatzhandgriff", D(6), D("129.00"), unit="Stk"),
         Line("TRS-INOX-125", "Trennscheibe INOX 125 x 1,0 mm, gerade, Dose mit 25 Stück", D(24), D("31.50"),
              unit="Dose", discount=D(8)),
         Line("SSK-12-24", "Steckschlüsselsatz 1/2 Zoll, 24-teilig, 10 bis 32 mm, im Stahlblechkasten", D(4),
              D("89.90"), unit="Satz")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("38.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE52 3219 2044 2364 7390 08", bic="WELADED1MEN", customer_no="",
        extra={"order": "SO-03318", "date": "%d.%m.%Y", "terms": "30 Tage netto"}),
    # 03 — Brightpearl, a Shannon civil-works supplier, in English: intra-EU goods (ICG), quantity first
    Invoice(
        "03-en-drainage", "en", "brightpearl",
        Supplier("Shannon Civil Supplies Ltd", "Unit 4, Smithstown Industrial Estate", "V14 XY62",
                 "Shannon, Co. Clare", "IE", "IE9043631H", "+353 61 708 214", "accounts@shannoncivil.ie",
                 "Registered in Ireland No. 584217"),
        "SCS-58213", date(2027, 12, 6), date(2028, 1, 5), "TB/45772014", "45772014", D(0),
        [Line("SCS-DRN-110-6", "Twinwall drainage pipe 110 mm, perforated, 6 m length", D(80), D("16.45"),
              unit="ea"),
         Line("SCS-DRN-160-6", "Twinwall drainage pipe 160 mm, unperforated, 6 m length", D(40), D("27.80"),
              unit="ea"),
         Line("SCS-CPL-110", "Coupler with seals for twinwall pipe 110 mm", D(120), D("2.35"), unit="ea"),
         Line("SCS-GEO-200", "Non-woven geotextile membrane 200 g/m², 4.5 x 100 m roll, for separation and "
                             "filtration under drainage trenches", D(6), D("148.00"), unit="roll"),
         Line("SCS-CHD-C250", "Channel drain 1 m, polymer concrete, class C250, galvanised grating", D(36),
              D("39.90"), unit="ea")],
        "604000", "ICG", reverse_charge=True,
        statement="Zero-rated intra-Community supply of goods (Article 138, Council Directive 2006/112/EC). "
                  "Reverse charge: VAT to be accounted for by the recipient, BE0456.789.133.",
        dec=".", group=",", iban="IE77 AIBK 8987 4425 2152 93", bic="AIBKIE2D", customer_no="",
        extra={"order": "#104532", "terms": "Net 30", "date": "%d/%m/%Y"}),
    # 04 — Katana MRP in Dutch, a Roeselare maker of biological crop protection: phytopharmaceuticals at 12 % (V12)
    Invoice(
        "04-nl-gewasbescherming", "nl", "katana",
        Supplier("Biofyto Vlaanderen BV", "Ambachtenstraat 27", "8800", "Roeselare", "BE", "BE1667.686.851",
                 "051 26 48 90", "facturatie@biofyto.be", "RPR Gent, afd. Kortrijk"),
        "F2027-0412", date(2027, 12, 7), date(2028, 1, 6), "45772021", "45772021", D(12),
        [Line("BF-PEL-5L", "Bio-onkruidverdelger op basis van pelargonzuur, kant-en-klaar, 5 l (erkenning "
                           "10254P/B)", D(60), D("24.80"), unit="st"),
         Line("BF-MOS-10L", "Mos- en algenbestrijder voor verhardingen en terrassen, concentraat 10 l", D(30),
              D("46.50"), unit="st"),
         Line("BF-PEL-1L", "Bio-onkruidverdelger pelargonzuur, spray 1 l", D(144), D("7.90"), unit="st"),
         Line("BF-SLK-1KG", "Slakkenkorrels op basis van ijzerfosfaat, 1 kg", D(80), D("9.60"), unit="st")],
        "604000", "V12",
        iban="BE34 7355 0249 9390", bic="KREDBEBB", payment_ref=ogm(2704120021), customer_no="",
        extra={"order": "SO-412", "terms": "30 dagen"}),
    # 05 — Priority ERP in German, a Cologne forklift service: services reverse charged (ICS, 611000), no articles
    Invoice(
        "05-de-wartung", "de", "priority",
        Supplier("Rheinland Intralogistik Service GmbH", "Hansestraße 58", "51149", "Köln", "DE", "DE297551809",
                 "02203 98 41 70", "rechnungswesen@ril-service.de", "Amtsgericht Köln HRB 87612"),
        "IV27001245", date(2027, 12, 9), date(2028, 1, 8), "4577 2028", "45772028", D(0),
        [Line(None, "UVV-Prüfung nach DGUV Vorschrift 68 für Elektro-Gabelstapler, inkl. Prüfplakette und "
                    "Eintrag ins Prüfbuch", D(8), D("145.00"), unit="Stk"),
         Line(None, "Wartung Schubmaststapler gemäß Herstellervorgabe (Inspektion 1000 Bh), inkl. Kleinteile und "
                    "Schmierstoffe", D(3), D("385.00"), unit="Stk", discount=D(10)),
         Line(None, "Austausch Hubketten und Kettenrollen am Hubmast, Stapler Nr. 4", D(1), D("1260.00"),
              unit="pausch."),
         Line(None, "Anfahrt Köln - Gent und zurück mit Servicefahrzeug", D(2), D("310.00"), unit="Fahrt"),
         Line(None, "Techniker-Arbeitszeit vor Ort", D("14.5"), D("78.00"), unit="Std")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 44 und 196 der "
                  "Richtlinie 2006/112/EG. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE67 8957 6110 1292 0008 82", bic="COLSDE33", customer_no="100386",
        extra={"delivery": "LS27-04418", "terms": "30 Tage netto", "order_date": "18.11.27"}),
    # 06 — Fortnox in English, a Karlstad steel-products maker: intra-EU goods (ICG), no PO, freight, ISO dates
    Invoice(
        "06-en-steel", "en", "fortnox",
        Supplier("Värmlands Stålprodukter AB", "Industrigatan 14", "652 21", "Karlstad", "SE", "SE556897138501",
                 "+46 54 18 72 40", "faktura@varmlandsstal.se", "Reg. no. 556897-1385"),
        "20418", date(2027, 12, 10), date(2028, 1, 9), None, "45772035", D(0),
        [Line("VSP-GR-1050", "Steel grating 1000 x 500 mm, mesh 30 x 30, hot-dip galvanised, load class 3", D(40),
              D("58.40"), unit="pcs"),
         Line("VSP-ST-824", "Stair tread 800 x 240 mm, galvanised, with anti-slip nosing", D(60), D("34.90"),
              unit="pcs"),
         Line("VSP-CL-M8", "Grating clamp set M8, upper and lower part", D(200), D("1.85"), unit="pcs"),
         Line("VSP-HR-42", "Handrail tube 42.4 x 2.6 mm, length 6 m", D(24), D("47.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("185.00"))],
        statement="Reverse charge. Intra-Community supply of goods, exempt under article 138 of the VAT Directive "
                  "2006/112/EC. Customer VAT no. BE0456.789.133.",
        group=" ", iban="SE97 5006 7264 6586 8325 4803", bic="ESSESESS", customer_no="1047",
        extra={"our_ref": "Anna Lindqvist", "your_ref": "Jan Claes", "terms": "30 days",
               "interest": "8,00 %", "bankgiro": "5412-8830"}),
    # 07 — e-conomic in German, an Odense WMS vendor: services reverse charged (ICS, 613000), no articles
    Invoice(
        "07-de-software", "de", "economic",
        Supplier("Nordlager Software ApS", "Skibhusvej 52", "5000", "Odense C", "DK", "DK89039428",
                 "+45 63 12 48 70", "faktura@nordlager.dk", "CVR-Nr. 89039428"),
        "21187", date(2027, 12, 13), date(2027, 12, 27), "Bestellung 45772042", "45772042", D(0),
        [Line(None, "Lagerverwaltungssoftware NordLager WMS, Standortlizenz Gent, Jahresgebühr 01.01.2028 - "
                    "31.12.2028", D(1), D("6400.00"), unit="Stk"),
         Line(None, "Zusätzliche Benutzerlizenzen für Handscanner", D(12), D("180.00"), unit="Stk",
              discount=D(10)),
         Line(None, "Beratung und Anpassung der Kommissionierlisten (remote)", D(22), D("115.00"), unit="Std."),
         Line(None, "Schulung des Lagerpersonals vor Ort in Gent, inkl. Reisekosten", D(2), D("950.00"),
              unit="Tag")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse Charge - Steuerschuldnerschaft des Leistungsempfängers (Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DK56 6980 7268 6644 42", bic="DABADKKK", customer_no="10244",
        extra={"our_ref": "Mette Sørensen", "terms": "Netto 14 Tage"}),
    # 08 — Unleashed in Dutch, a Ghent sanitary wholesaler: Belgian VAT 21 % (V21), line discounts
    Invoice(
        "08-nl-sanitair", "nl", "unleashed",
        Supplier("Sanitair Groothandel Demeyere NV", "Kortrijksesteenweg 1071", "9051", "Sint-Denijs-Westrem",
                 "BE", "BE1031.766.729", "09 245 71 30", "boekhouding@demeyere-sanitair.be", "RPR Gent"),
        "SI-00000871", date(2027, 12, 14), date(2028, 1, 13), "Bestelbon 4577.2049", "45772049", D(21),
        [Line("DEM-WC-HG-01", "Hangtoilet wit, diepspoel, randloos, inclusief softclose zitting", D(12),
              D("168.00"), unit="st", discount=D(12)),
         Line("DEM-IB-112", "Inbouwreservoir voor hangtoilet, frame 112 cm, met bedieningsplaat wit", D(12),
              D("214.50"), unit="st", discount=D(12)),
         Line("DEM-LV-5040", "Wastafel 50 x 40 cm met kraangat, porselein", D(10), D("72.90"), unit="st"),
         Line("DEM-KR-MNG", "Wastafelmengkraan, verchroomd, met waste", D(10), D("86.40"), unit="st"),
         Line("DEM-SIF-32", "Bekersifon 5/4 x 32 mm, verchroomd", D(10), D("14.20"), unit="st")],
        "604000", "V21",
        iban="BE88 3630 3250 4841", bic="BBRUBEBB", payment_ref=ogm(2700871049), customer_no="TECHNIBOUW",
        extra={"order": "SO-00001322", "terms": "30 dagen na factuurdatum", "date": "%d-%m-%Y",
               "ship": "Magazijn - laadkade 2"}),
    # 09 — Brightpearl in French, a Lille hardware wholesaler: intra-EU goods (ICG), an invoice discount
    Invoice(
        "09-fr-quincaillerie", "fr", "brightpearl",
        Supplier("Quincaillerie Industrielle du Nord SAS", "47 avenue de la Marne", "59290", "Wasquehal", "FR",
                 "FR00571693746", "03 20 65 41 88", "compta@qin-nord.fr",
                 "SIRET 571 693 746 00027 - RCS Lille Métropole"),
        "F-30712", date(2027, 12, 15), date(2028, 1, 14), "Cde n° 45772056", "45772056", D(0),
        [Line("QIN-CHV-M8", "Cheville à expansion acier M8 x 60, boîte de 50", D(40), D("16.70"), unit="bte"),
         Line("QIN-EQ-90", "Équerre renforcée 90 x 90 x 65 mm, acier galvanisé, boîte de 25", D(30), D("22.40"),
              unit="bte"),
         Line("QIN-CRN-1000", "Charnière piano inox 1000 x 40 mm", D(50), D("12.90"), unit="u"),
         Line("QIN-SER-3P", "Serrure à larder 3 points pour porte technique, axe 50 mm, livrée avec 3 clés et "
                            "gâche", D(15), D("64.50"), unit="u"),
         Line("QIN-CAD-40", "Cadenas laiton 40 mm, anse acier trempé", D(60), D("8.25"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 3 %", D(3))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA intracommunautaire BE0456.789.133.",
        group="\u00a0", iban="FR75 0952 0693 8036 1088 8926 247", bic="CMCIFR2A", customer_no="",
        extra={"order": "#104877", "terms": "30 jours date de facture", "date": "%d/%m/%Y"}),
    # 10 — Cin7 in Dutch, a Mol seed merchant: seeds and bulbs at the Belgian 6 % (V06), no PO, a written date
    Invoice(
        "10-nl-tuinzaden", "nl", "cin7",
        Supplier("Zaadhandel Kempen BV", "Turnhoutsebaan 318", "2400", "Mol", "BE", "BE1057.268.227",
                 "014 31 82 55", "verkoop@zaadhandel-kempen.be", "RPR Antwerpen, afd. Turnhout"),
        "INV-01964", date(2027, 12, 16), date(2028, 1, 15), None, "45772063", D(6),
        [Line("ZK-GZ-SPORT-15", "Graszaadmengsel sport en spel, zak van 15 kg", D(40), D("68.50"), unit="zak"),
         Line("ZK-GZ-SCHAD-10", "Graszaadmengsel schaduw, zak van 10 kg", D(20), D("74.20"), unit="zak"),
         Line("ZK-BL-TUL-100", "Tulpenbollen gemengd, maat 11/12, verpakking van 100 stuks", D(30), D("19.80"),
              unit="vp"),
         Line("ZK-BL-NAR-50", "Narcissen Tête-à-Tête, maat 10/12, verpakking van 50 stuks, voor voorjaarsbloei in "
                              "bakken en borders", D(30), D("14.60"), unit="vp")],
        "604000", "V06",
        iban="BE42 3633 2642 5854", bic="BBRUBEBB", payment_ref=ogm(2701964063), customer_no="",
        extra={"order": "SO-01877", "date_style": "long", "date": "%d-%m-%Y",
               "terms": "30 dagen na factuurdatum"}),
    # 11 — Katana MRP in English, a Pärnu pallet maker: intra-EU goods (ICG), no articles, a shipping fee
    Invoice(
        "11-en-pallets", "en", "katana",
        Supplier("Pärnu Woodworks OÜ", "Tööstuse 21", "80010", "Pärnu", "EE", "EE101028046", "+372 445 1870",
                 "invoices@parnuwoodworks.ee", "Registry code 12874531"),
        "INV-1128", date(2027, 12, 17), date(2028, 1, 16), "PO no. 45772070", "45772070", D(0),
        [Line(None, "Euro pallet EPAL 1200 x 800 mm, new, heat treated (ISPM 15)", D(300), D("11.40"), unit="pcs"),
         Line(None, "Pallet collar 1200 x 800 x 200 mm, hinged, spruce", D(400), D("5.85"), unit="pcs"),
         Line(None, "Custom crate 2400 x 1200 x 1000 mm, plywood sides, skid base with forklift entry on four "
                    "sides", D(8), D("186.00"), unit="pcs"),
         Line(None, "Pallet lid 1200 x 800 mm, OSB", D(150), D("3.90"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping fee", D("240.00"))],
        statement="Intra-Community supply of goods, 0 % VAT (article 138 of Directive 2006/112/EC); reverse "
                  "charge, the customer accounts for the VAT (BE0456.789.133).",
        dec=".", group=",", iban="EE09 1099 4116 7691 5352", bic="EEUHEE2X", customer_no="",
        extra={"order": "SO-1342", "terms": "30 days"}),
    # 12 — Priority ERP in French, a Herstal calibration lab: Belgian VAT 21 % (V21, 611000), no articles
    Invoice(
        "12-fr-etalonnage", "fr", "priority",
        Supplier("Métrologie Mosane SRL", "Rue de l'Abbaye 61", "4040", "Herstal", "BE", "BE0475.444.510",
                 "04 264 38 15", "comptabilite@metrologie-mosane.be", "RPM Liège"),
        "IV27000388", date(2027, 12, 20), date(2028, 1, 31), "BC-45772077", "45772077", D(21),
        [Line(None, "Étalonnage clé dynamométrique 20-100 Nm avec certificat d'étalonnage ISO 17025", D(14),
              D("48.00"), unit="u"),
         Line(None, "Étalonnage multimètre numérique 5 fonctions, avec constat de vérification", D(6), D("92.00"),
              unit="u"),
         Line(None, "Réparation niveau laser rotatif : remplacement de la diode et réglage", D(1), D("385.00"),
              unit="forfait"),
         Line(None, "Contrôle et ajustage de balances plateforme 600 kg sur site, déplacement compris", D(3),
              D("165.00"), unit="u", discount=D(10))],
        "611000", "V21",
        iban="BE52 1430 3928 5509", bic="GEBABEBB", payment_ref=ogm(2700388077), customer_no="100412",
        extra={"delivery": "BL27-01139", "terms": "30 jours fin de mois", "order_date": "29/11/27"}),
]
