"""The twelve invoices of the fourteenth blind corpus (issue 38, item 14), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of invoicing software other than the earlier corpora's: Twinfield, IFS Applications, SumUp Invoices,
Henrri (Ciel), a Coupa supplier-portal print, Epicor (Kinetic AR invoice form) and Fakturama. PO numbers are the
ERP's 4577xxxx (from 45770700); each invoice prints them in the supplier's own form (one prints none). VAT numbers
and IBANs carry valid check digits (invoice_env/world/identifiers.py's generators, seed 20271204).

`extra["date"]` is how the writer spells the invoice's dates: a strftime pattern, "long" (the language's written
month: `6 september 2027`, `22. September 2027`, `13 October 2027`) or "us_long" (`October 8, 2027`)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

NNBSP = "\u202f"   # the narrow no-break space French typography groups thousands with

CORPUS = [
    # 01 — Twinfield, an Enschede cable wholesaler: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-nl-kabel", "nl", "twinfield",
        Supplier("Kabelgroothandel Twente B.V.", "Hengelosestraat 705", "7521 PA", "Enschede", "NL", "NL479511950B02",
                 "053 480 22 90", "debiteuren@kabeltwente.nl", "KvK 08173542"),
        "27100418", date(2027, 9, 1), date(2027, 10, 1), "PO 4577-0700", "45770700", D(0),
        [Line("KB-YMVK-3G25", "Installatiekabel YMvK 3G2,5 mm², haspel 100 meter", D(12), D("142.80"), unit="rol",
              discount=D(8)),
         Line("KB-XVB-5G6", "Kabel XVB-F2 5G6 mm², Cca-klasse, per meter geleverd op haspel", D(250), D("6.94"),
              unit="m", discount=D(8)),
         Line("BG-KG-300", "Kabelgoot draadstaal 300 x 60 mm, lengte 3 m, elektrolytisch verzinkt", D(40),
              D("27.35"), unit="st"),
         Line("BG-KOP-60", "Koppelstuk voor draadgoot 60 mm", D(120), D("1.18"), unit="st"),
         Line("WR-M20-68", "Wartel M20 IP68 polyamide grijs", D(200), D("0.46"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("65.00"))],
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw verlegd naar de afnemer, btw-nummer BE0456.789.133.",
        iban="NL92 TRIO 8383 4944 00", bic="TRIONL2U", customer_no="D-30812",
        extra={"date": "%d-%m-%Y", "terms": "30 dagen netto"}),
    # 02 — IFS Applications, a Hasselt shelving and storage wholesaler: Belgian VAT 21 % (V21), invoice discount
    Invoice(
        "02-nl-stelling", "nl", "ifs",
        Supplier("Opslagtechniek Limburg NV", "Kempische Steenweg 293", "3500", "Hasselt", "BE", "BE1357.802.931",
                 "011 87 42 10", "facturatie@opslag-limburg.be", "RPR Antwerpen, afd. Hasselt"),
        "CI-2027-006214", date(2027, 9, 3), date(2027, 10, 3), "45770707", "45770707", D(21),
        [Line("100234", "Legbord 1000 x 500 mm voor legbordstelling, sendzimir verzinkt", D(60), D("18.40"),
              unit="ST"),
         Line("100251", "Staander 2000 mm voor legbordstelling, geperforeerd", D(48), D("22.75"), unit="ST"),
         Line("100377", "Hoeksteun met bout en moer M6, verzinkt", D(1000), D("0.34"), unit="ST"),
         Line("100412", "Kruisverband 1000 mm", D(40), D("6.20"), unit="ST"),
         Line("100509", "Bakkenlijst met 12 magazijnbakken, blauw, maat 3, voor wandmontage", D(10), D("48.90"),
              unit="ST"),
         Line("100533", "Etikethouder zelfklevend 38 x 100 mm", D(500), D("0.27"), unit="ST")],
        "604000", "V21", adjustments=[("Factuurkorting 3 %", D(3))],
        iban="BE53 0681 9915 3353", bic="GKCCBEBB", payment_ref=ogm(2700621407), customer_no="C104877",
        extra={"date": "%Y-%m-%d", "terms": "30 dagen na factuurdatum", "order": "CO-88412", "delivery": "DN-552190"}),
    # 03 — SumUp Invoices, a Deinze tree nursery: live plants at the reduced Belgian rate (V06), a delivery charge
    Invoice(
        "03-nl-planten", "nl", "sumup",
        Supplier("Kwekerij Leiemeersen BV", "Brielstraat 61", "9800", "Deinze", "BE", "BE1099.758.581",
                 "09 386 14 52", "info@kwekerij-leiemeersen.be", "RPR Gent, afd. Gent"),
        "F-000187", date(2027, 9, 6), date(2027, 9, 20), "Bestelbon 4577/0714", "45770714", D(6),
        [Line(None, "Olijfboom Olea europaea, stamomtrek 30-40 cm, in kunststof kuip", D(4), D("289.00")),
         Line(None, "Buxus sempervirens bol Ø 50 cm", D(12), D("34.50")),
         Line(None, "Lavendel Lavandula angustifolia 'Hidcote', pot 2 liter", D(60), D("4.95"))],
        "611000", "V06", adjustments=[("Leveringskosten", D("45.00"))],
        iban="BE15 1030 6771 1930", bic="NICABEBB", payment_ref=ogm(2700187714), customer_no="",
        extra={"date": "long"}),
    # 04 — Henrri (Ciel), a Lille logistics consultancy: services reverse charged (ICS, 613000), a line discount
    Invoice(
        "04-fr-audit", "fr", "henrri",
        Supplier("Hautot Conseil Logistique SARL", "42 boulevard de la Liberté", "59000", "Lille", "FR",
                 "FR61572840759", "03 20 57 81 46", "contact@hautot-conseil.fr", "SIRET 572 840 759 00034"),
        "FA-2027-0093", date(2027, 9, 10), date(2027, 10, 10), "Bon de commande n° 4577 0721", "45770721", D(0),
        [Line(None, "Audit de l’organisation logistique de l’entrepôt de Gand (3 jours sur site)", D(3),
              D("1150.00"), unit="jour"),
         Line(None, "Rédaction du rapport d’audit et du plan de recommandations", D(1), D("1800.00"), unit="forfait"),
         Line(None, "Atelier de restitution avec l’équipe de direction", D(1), D("950.00"), unit="forfait",
              discount=D(10)),
         Line(None, "Frais de déplacement Lille - Gand", D(3), D("80.00"), unit="A/R")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE). "
                  "N° TVA du client : BE0456.789.133.",
        group=NNBSP, iban="FR43 5112 5694 1866 6209 9013 113", bic="CMCIFR2A", customer_no="CL-0046",
        extra={"date": "long"}),
    # 05 — a Coupa supplier-portal print in French, a Namur electrical contractor: Belgian reverse charge (VRC)
    Invoice(
        "05-fr-electricite", "fr", "coupa",
        Supplier("Électricité Meuse-Sambre SRL", "Chaussée de Louvain 412", "5020", "Namur", "BE", "BE1734.495.701",
                 "081 73 20 58", "factures@elec-meusesambre.be", "RPM Liège, division Namur"),
        "EMS-27-0311", date(2027, 9, 14), date(2027, 10, 14), "45770728", "45770728", D(0),
        [Line("MO-ELEC", "Main-d’œuvre électricien, remplacement de l’éclairage du hall B", D(32), D("58.00"),
              unit="h"),
         Line("MAT-LED-60", "Panneau LED 60 x 60 cm, 36 W, fourni et posé", D(24), D("74.50"), unit="pce"),
         Line("MAT-XVB-315", "Câble XVB 3G1,5 mm², posé sous tube", D(180), D("2.15"), unit="m"),
         Line("MO-DEPL", "Forfait déplacement et évacuation des déchets", D(1), D("120.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation. TVA due par le cocontractant, article 20 de l’arrêté royal n° 1 "
                  "(art. 51, § 2, 5°, du Code de la TVA). N° TVA du client : BE0456.789.133.",
        iban="BE92 0682 9012 6623", bic="GKCCBEBB", payment_ref=ogm(2703110728), customer_no="",
        extra={"date": "%Y-%m-%d", "terms": "30 jours fin de facture"}),
    # 06 — Epicor in French, a Grevenmacher safety-supplies firm: intra-EU goods (ICG), an invoice discount, no PO
    Invoice(
        "06-fr-epi", "fr", "epicor",
        Supplier("Fournitures Industrielles Moselle S.A.", "12, route du Vin", "L-6794", "Grevenmacher", "LU",
                 "LU16385001", "+352 75 84 21 1", "comptabilite@fim-moselle.lu", "RCS Luxembourg B204417"),
        "INV0048813", date(2027, 9, 17), date(2027, 10, 17), None, "45770735", D(0),
        [Line("FIM-GANT-NIT9", "Gants de protection nitrile, taille 9, boîte de 12 paires", D(80), D("14.60"),
              unit="BTE"),
         Line("FIM-LUN-CL", "Lunettes de sécurité incolores, traitement anti-buée", D(150), D("4.85"), unit="PCE"),
         Line("FIM-CASQ-BL", "Casque de chantier ABS blanc avec jugulaire", D(40), D("12.90"), unit="PCE"),
         Line("FIM-GIL-XL", "Gilet haute visibilité jaune classe 2, taille XL", D(100), D("3.75"), unit="PCE"),
         Line("FIM-BOUCH-500", "Bouchons d’oreille en mousse, distributeur de 500 paires", D(6), D("86.00"),
              unit="PCE")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Livraison intracommunautaire exonérée de TVA (art. 43, 1, d) LTVA ; art. 138 directive "
                  "2006/112/CE). Autoliquidation par l’acquéreur, n° TVA BE0456.789.133.",
        group=" ", iban="LU38 0973 0873 7240 2334", bic="BCEELULL", customer_no="TECHGENT",
        extra={"date": "%d/%m/%Y", "terms": "30 jours net", "order": "51377", "packing": "BL 77104",
               "ship_via": "Transporteur"}),
    # 07 — Fakturama in German, a Remscheid abrasives maker: intra-EU goods (ICG), 2.000 pieces, freight
    Invoice(
        "07-de-schleifmittel", "de", "fakturama",
        Supplier("Bergische Schleifmittel GmbH", "Lenneper Straße 118", "42855", "Remscheid", "DE", "DE843867044",
                 "02191 69 33 0", "rechnung@bergische-schleifmittel.de", "Amtsgericht Wuppertal HRB 25731"),
        "RE-2027-1142", date(2027, 9, 22), date(2027, 10, 22), "Ihre Bestellnummer: 4577-0742", "45770742", D(0),
        [Line("FS-125-60", "Fiberscheibe 125 mm, Korn 60, Zirkonkorund", D(2000), D("0.385"), unit="Stk",
              price_places=3),
         Line("FS-125-80", "Fiberscheibe 125 mm, Korn 80, Zirkonkorund", D(1500), D("0.385"), unit="Stk",
              price_places=3),
         Line("TS-125-10", "Trennscheibe 125 x 1,0 mm für Edelstahl und Stahl, gerade Ausführung, Bohrung 22,23 mm",
              D(1000), D("0.92"), unit="Stk", discount=D(5)),
         Line("SP-125-M14", "Stützteller für Fiberscheiben 125 mm, M14", D(25), D("7.80"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("24.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE42 4218 7140 6611 0601 62", bic="WELADEDRXXX", customer_no="10388",
        extra={"date": "long"}),
    # 08 — Epicor in German, a Konstanz hydraulics dealer printing Swiss-style numbers: ICG, line discounts
    Invoice(
        "08-de-hydraulik", "de", "epicor",
        Supplier("Bodensee Hydraulik GmbH", "Max-Stromeyer-Straße 47", "78467", "Konstanz", "DE", "DE981152868",
                 "07531 58 90 20", "debitoren@bodensee-hydraulik.de", "Amtsgericht Freiburg HRB 382915"),
        "400027115", date(2027, 9, 27), date(2027, 10, 27), "Bestellung 4577.0749", "45770749", D(0),
        [Line("HZ-50-30-300", "Hydraulikzylinder doppeltwirkend, Kolben 50 mm, Stange 30 mm, Hub 300 mm", D(4),
              D("486.00"), unit="STK", discount=D(6)),
         Line("HP-ZR-11", "Zahnradpumpe 11 cm³/U mit Flansch SAE-A", D(3), D("312.50"), unit="STK", discount=D(6)),
         Line("HS-DN12-1000", "Hydraulikschlauch 2SN DN12, 1000 mm, beidseitig verpresst", D(40), D("21.80"),
              unit="STK"),
         Line("HV-43-NG6", "Wegeventil 4/3 NG6, 24 V DC", D(6), D("168.40"), unit="STK"),
         Line("HO-46-20", "Hydrauliköl HLP 46, Kanister 20 l", D(12), D("58.90"), unit="KAN")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG. Die Steuerschuld geht auf "
                  "den Leistungsempfänger über, USt-IdNr. BE0456.789.133.",
        dec=".", group="'", iban="DE04 2043 1810 6652 3457 80", bic="SOLADES1KNZ", customer_no="T10455",
        extra={"date": "%d.%m.%Y", "terms": "30 Tage netto", "order": "SO 218840", "packing": "LS 90217",
               "ship_via": "Spedition"}),
    # 09 — IFS Applications in German, an Aachen conference centre: a room in Germany, German VAT 19 % (ICS)
    Invoice(
        "09-de-tagung", "de", "ifs",
        Supplier("Tagungszentrum Aachen-Süd GmbH", "Monschauer Straße 12", "52076", "Aachen", "DE", "DE912450560",
                 "0241 99 71 40", "buchhaltung@tagungszentrum-aachen.de", "Amtsgericht Aachen HRB 21847"),
        "CI-27-003391", date(2027, 9, 30), date(2027, 10, 14), "PO45770756", "45770756", D(19),
        [Line("RM-SAAL2", "Miete Tagungsraum Saal 2 (80 Plätze), 28.10.2027 ganztägig", D(1), D("1450.00"),
              unit="Tag"),
         Line("RM-GRUPPE", "Miete Gruppenraum für Workshops, 28.10.2027", D(2), D("380.00"), unit="Raum"),
         Line("TE-PAKET", "Technikpaket Beamer, Leinwand und Mikrofonanlage", D(1), D("290.00"), unit="Pausch."),
         Line("RM-REIN", "Endreinigung", D(1), D("120.00"), unit="Pausch.")],
        "610000", "ICS",
        statement="Leistung im Zusammenhang mit einem Grundstück in Deutschland (§ 3a Abs. 3 Nr. 1 UStG): "
                  "deutsche Umsatzsteuer 19 %.",
        iban="DE72 6573 2659 5172 0943 86", bic="AACSDE33", customer_no="K-20931",
        extra={"date": "%Y-%m-%d", "terms": "14 Tage netto", "order": "CO-27-1180", "delivery": "Veranstaltung 28.10.2027"}),
    # 10 — a Coupa supplier-portal print in English, a Dordrecht calibration lab: services reverse charged (ICS)
    Invoice(
        "10-en-calibration", "en", "coupa",
        Supplier("Delta Calibration Services B.V.", "Mijlweg 77", "3316 BE", "Dordrecht", "NL", "NL913092526B03",
                 "+31 78 652 40 10", "invoices@deltacal.nl", "KvK 51733902"),
        "DCS-270581", date(2027, 10, 5), date(2027, 11, 4), "PO-45770763", "45770763", D(0),
        [Line("CAL-SCALE-3T", "Calibration of platform scale up to 3,000 kg, with ISO 17025 certificate", D(4),
              D("385.00"), unit="EA"),
         Line("CAL-TORQ-200", "Calibration of torque wrench 20-200 Nm", D(18), D("42.00"), unit="EA"),
         Line("CAL-PG-250", "Calibration of pressure gauge 0-250 bar", D(12), D("36.50"), unit="EA"),
         Line("TRV-SITE", "Travel and on-site set-up, Gent", D(1), D("260.00"), unit="EA")],
        "611000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: the recipient is liable for VAT (Article 196, Directive 2006/112/EC). "
                  "Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL60 RABO 6341 9482 15", bic="RABONL2U", customer_no="",
        extra={"date": "%Y-%m-%d", "terms": "Net 30"}),
    # 11 — Fakturama in English, a Mechelen office-furniture dealer: Belgian VAT 21 % (V21), a line discount, delivery
    Invoice(
        "11-en-furniture", "en", "fakturama",
        Supplier("Dijle Office Interiors BV", "Zemstbaan 88", "2800", "Mechelen", "BE", "BE0453.114.318",
                 "015 44 19 70", "accounts@dijle-office.be", "RLE Antwerp, division Mechelen"),
        "2027-0412", date(2027, 10, 8), date(2027, 11, 7), "Your order: 4577 0770", "45770770", D(21),
        [Line("CH-ERGO-24", "Ergonomic office chair with 24h mesh back and adjustable armrests", D(14), D("268.00"),
              unit="pcs", discount=D(10)),
         Line("DK-SIT-1600", "Sit-stand desk 1600 x 800 mm, electric, white frame", D(8), D("645.00"), unit="pcs"),
         Line("LMP-LED-DK", "LED desk lamp with dimmer", D(14), D("39.90"), unit="pcs")],
        "604000", "V21", adjustments=[("Delivery and assembly", D("85.00"))],
        dec=".", group=",", iban="BE87 0017 2832 6394", bic="GEBABEBB", payment_ref=ogm(2704120770),
        customer_no="1187", extra={"date": "us_long"}),
    # 12 — Twinfield in English, a Naaldwijk packaging supplier: intra-EU goods (ICG), 1,200 bags, invoice discount
    Invoice(
        "12-en-packaging", "en", "twinfield",
        Supplier("Westland Packaging Solutions B.V.", "Industriestraat 31", "2671 CT", "Naaldwijk", "NL",
                 "NL138186145B03", "0174 62 85 00", "finance@westlandpackaging.nl", "Chamber of Commerce 27094411"),
        "27100733", date(2027, 10, 13), date(2027, 11, 12), "PO/4577/0777", "45770777", D(0),
        [Line("PB-1210-40", "Pallet bags LDPE 1200 x 1000 x 1800 mm, 40 µm, transparent", D(1200), D("0.86"),
              unit="pcs"),
         Line("SW-MF-500", "Stretch wrap machine film 500 mm x 1,500 m, 17 µm", D(36), D("24.40"), unit="roll"),
         Line("ST-PP-12", "PP strapping 12 x 0.55 mm, 3,000 m per coil", D(20), D("31.50"), unit="coil"),
         Line("SE-MET-13", "Metal seals 13 mm for PP strapping, box of 2,000", D(4), D("27.80"), unit="box")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Invoice discount 2 %", D(2))],
        statement="Intra-Community supply of goods, exempt under Article 138 of Directive 2006/112/EC. VAT "
                  "reverse-charged to the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL65 ABNA 3407 6050 25", bic="ABNANL2A", customer_no="D-31544",
        extra={"date": "long", "terms": "30 days net"}),
]
