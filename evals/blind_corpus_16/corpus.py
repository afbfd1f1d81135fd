"""The twelve invoices of the sixteenth blind corpus (issue 38, item 16), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(NL, BE, FR, DE, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of invoicing software other than the earlier corpora's: KING, Simplicate, Dexxter, Gestimum,
SAP Business ByDesign, WISO MeinBüro and microtech büro+. PO numbers are the ERP's 4577xxxx (from 45770900 by
steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry
valid check digits (invoice_env/world/identifiers.py's generators, seed 20271206, drawn in the order of the
invoices: VAT number, then IBAN)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — KING, a Venlo fastener wholesaler: intra-EU goods (ICG), line discounts, a delivery-note group, freight
    Invoice(
        "01-nl-bevestiging", "nl", "king",
        Supplier("Bevestigingstechniek Maas-Noord B.V.", "Celsiusweg 41", "5928 PR", "Venlo", "NL", "NL386562404B02",
                 "077 323 58 40", "administratie@maasnoord-bevestiging.nl", "KvK 12068457"),
        "270418", date(2027, 11, 29), date(2027, 12, 29), "PO45770900", "45770900", D(0),
        [Line("BT933-M12X40", "Zeskantbout DIN 933 M12 x 40 mm, 8.8 verzinkt, doos à 100 st", D(12), D("18.40"),
              unit="doos", discount=D(15)),
         Line("BT934-M12", "Zeskantmoer DIN 934 M12, klasse 8, verzinkt, doos à 200 st", D(8), D("11.95"),
              unit="doos", discount=D(15)),
         Line("BT125-M12", "Sluitring DIN 125 M12, verzinkt", D(2000), D("0.046"), unit="st", price_places=3),
         Line("AK-FAZ-1010", "Bouwanker 10/10 verzinkt staal, met ETA-goedkeuring voor gescheurd en ongescheurd "
                             "beton", D(400), D("1.38"), unit="st"),
         Line("DS976-M8-1000", "Draadstang DIN 976 M8 x 1000 mm, verzinkt", D(150), D("1.62"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("35.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer, art. 138 Richtlijn 2006/112/EG. "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL21 ABNA 1339 8725 31", bic="ABNANL2A", customer_no="10452",
        extra={"note": "Pakbon 276108 d.d. 26-11-2027", "terms": "30 dagen netto",
               "trade": "Groothandel in bevestigingsmaterialen"}),
    # 02 — Simplicate, a Utrecht data consultancy: hours on a project, services reverse charged (ICS, 613000)
    Invoice(
        "02-nl-dashboard", "nl", "simplicate",
        Supplier("Data & Proces B.V.", "Europalaan 93", "3526 KP", "Utrecht", "NL", "NL138737502B02",
                 "030 767 21 90", "facturen@dataenproces.nl", "KvK 58114392"),
        "2027-093", date(2027, 12, 1), date(2027, 12, 31), "inkooporder 45770907", "45770907", D(0),
        [Line(None, "Projectmanagement implementatie magazijndashboard, november 2027", D("14.5"), D("105.00"),
              unit="uur"),
         Line(None, "Ontwikkeling koppeling WMS met de BI-omgeving (sprint 3 en 4)", D(46), D("92.50"), unit="uur"),
         Line(None, "Workshop key users op locatie Gent, inclusief voorbereiding en hand-outs", D(1), D("850.00"),
              unit="stuk"),
         Line(None, "Reiskosten Utrecht - Gent v.v. (2 x 206 km)", D(412), D("0.23"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd: dienst verricht aan een ondernemer in een andere EU-lidstaat (art. 44 en 196 "
                  "Btw-richtlijn). Btw-nummer afnemer: BE0456.789.133.",
        qty_places=2, iban="NL89 TRIO 8732 6890 22", bic="TRIONL2U", customer_no="1187",
        extra={"project": "Magazijndashboard (P27-014)", "date_style": "long"}),
    # 03 — Dexxter, an Aalst freelance safety coordinator: Belgian VAT 21 % (V21, 613000), structured communication
    Invoice(
        "03-nl-veiligheid", "nl", "dexxter",
        Supplier("Verstraete Safety Consulting", "Kerkstraat 112", "9300", "Aalst", "BE", "BE0630.893.245",
                 "0476 31 58 22", "pieter@verstraete-safety.be", "Ondernemingsnummer 0630.893.245"),
        "2027-047", date(2027, 11, 30), date(2027, 12, 30), "bestelbon 45770914", "45770914", D(21),
        [Line(None, "Veiligheidscoördinatie ontwerp en verwezenlijking, verbouwing kantoren (oktober - november "
                    "2027)", D(18), D("85.00"), unit="uur"),
         Line(None, "Opmaak veiligheids- en gezondheidsplan en coördinatiedagboek", D(1), D("1250.00"),
              unit="forfait"),
         Line(None, "Werfbezoeken met verslag", D(6), D("120.00"), unit="bezoek"),
         Line(None, "Verplaatsingskosten", D(248), D("0.43"), unit="km")],
        "613000", "V21",
        iban="BE19 0685 9041 8112", bic="GKCCBEBB", payment_ref=ogm(2704714914), customer_no="",
        extra={}),
    # 04 — Dexxter in French, a Gembloux electrician: works on the warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "04-fr-electricite", "fr", "dexxter",
        Supplier("Julien Wéry - Électricité générale", "Chaussée de Namur 208", "5030", "Gembloux", "BE",
                 "BE1372.015.015", "0495 62 18 07", "info@wery-electricite.be", "N° d'entreprise 1372.015.015"),
        "2027-0112", date(2027, 12, 2), date(2027, 12, 16), "BC-45770921", "45770921", D(0),
        [Line(None, "Remplacement de l'éclairage du hall de stockage par des luminaires LED 150 W, démontage et "
                    "évacuation des anciens luminaires compris", D(24), D("168.00"), unit="pc"),
         Line(None, "Câblage et raccordement au tableau divisionnaire", D(16), D("52.00"), unit="h"),
         Line(None, "Détecteurs de présence pour hauteur de plafond jusqu'à 12 m", D(8), D("74.50"), unit="pc"),
         Line(None, "Location nacelle élévatrice (2 jours)", D(1), D("290.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - TVA due par le cocontractant (art. 20 de l'AR n° 1). "
                  "N° TVA du client : BE0456.789.133.",
        iban="BE80 1035 4530 5877", bic="NICABEBB", payment_ref=ogm(2701120921), customer_no="",
        extra={}),
    # 05 — Gestimum, a Lille hydraulics supplier: intra-EU goods (ICG), no thousands separator, discount and carriage
    Invoice(
        "05-fr-hydraulique", "fr", "gestimum",
        Supplier("Comptoir Lillois de l'Hydraulique SAS", "215 avenue de Dunkerque", "59160", "Lomme", "FR",
                 "FR30724964911", "03 20 93 41 66", "compta@clh-hydraulique.fr", "SIRET 724 964 911 00027 - RCS Lille "
                 "Métropole"),
        "FA004873", date(2027, 12, 3), date(2028, 1, 31), "45770928", "45770928", D(0),
        [Line("FLX-R2-12-150", "Flexible hydraulique R2 1/2\" serti 1,5 m, embouts DKOL", D(40), D("18.90"),
              unit="u", discount=D(10)),
         Line("RAC-TE-12L", "Té égal 12L acier zingué", D(60), D("4.35"), unit="u"),
         Line("DIS-43-C3-24", "Distributeur 4/3 CETOP 3, 24 V DC, centre fermé", D(6), D("142.00"), unit="u",
              discount=D(10)),
         Line("HUI-HV46-20", "Huile hydraulique HV 46, bidon 20 L", D(15), D("68.50"), unit="u"),
         Line("MAN-100-G14", "Manomètre à bain de glycérine Ø 100 mm, 0-250 bar, raccord G1/4 radial", D(10),
              D("23.80"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2,00 %", D(2)), ("Port HT", D("45.00"))],
        statement="Exonération de TVA - livraison intracommunautaire, article 262 ter I du CGI. "
                  "N° TVA intracommunautaire du client : BE0456.789.133.",
        group="", iban="FR64 8879 7566 1586 3034 6356 624", bic="CMCIFRPP", customer_no="411TECHNI",
        extra={"order": "Votre cde n° 45770928 du 12/11/2027", "tva_code": "2", "terms": "Virement à 45 jours fin "
               "de mois", "capital": "SAS au capital de 80 000 €"}),
    # 06 — Gestimum in Belgium, a Herstal safety-equipment dealer: Belgian VAT 21 % (V21, 604000)
    Invoice(
        "06-fr-epi", "fr", "gestimum",
        Supplier("Sécurité Industrielle Mosane SRL", "Rue Hayeneux 62", "4040", "Herstal", "BE", "BE1263.963.349",
                 "04 264 38 15", "facturation@sim-mosane.be", "RPM Liège"),
        "FC27-00218", date(2027, 12, 6), date(2028, 1, 5), "4577-0935", "45770935", D(21),
        [Line("GAN-NIT-9", "Gants nitrile enduits, taille 9, paquet de 12 paires", D(40), D("21.60"), unit="pq"),
         Line("CAS-VENT-BL", "Casque de chantier ventilé, blanc, avec jugulaire", D(25), D("14.90"), unit="pc",
              discount=D(5)),
         Line("GIL-HV2-XL", "Gilet haute visibilité classe 2, jaune, taille XL, marquage « TECHNIBOUW » au dos",
              D(60), D("6.45"), unit="pc"),
         Line("CHA-S3-43", "Chaussures de sécurité S3 SRC, embout composite, pointure 43", D(12), D("58.00"),
              unit="paire")],
        "604000", "V21",
        iban="BE95 0687 0214 7358", bic="GKCCBEBB", payment_ref=ogm(2700218935), customer_no="TECHNI01",
        extra={"order": "Votre réf. : 4577-0935", "tva_code": "1", "terms": "Virement à 30 jours",
               "capital": "SRL"}),
    # 07 — SAP Business ByDesign in German, a Bielefeld drives supplier: intra-EU goods (ICG), item numbers 10, 20...
    Invoice(
        "07-de-antriebe", "de", "bydesign",
        Supplier("Ostwestfalen Antriebstechnik GmbH", "Eckendorfer Straße 87", "33609", "Bielefeld", "DE",
                 "DE266564318", "0521 977 45 0", "debitoren@owl-antriebe.de", "Amtsgericht Bielefeld HRB 41877"),
        "1020458", date(2027, 12, 7), date(2028, 1, 6), "4577/0942", "45770942", D(0),
        [Line("GM-075-B14", "Getriebemotor 0,75 kW, 1400 min-1, IE3, Flanschausführung B14", D(4), D("612.00"),
              unit="St", detail=("Lieferung 81000452 vom 03.12.2027",)),
         Line("FU-075-400", "Frequenzumrichter 0,75 kW, 400 V, mit integriertem EMV-Filter", D(4), D("389.50"),
              unit="St", detail=("Lieferung 81000452 vom 03.12.2027",)),
         Line("RK-08B1-5", "Rollenkette 08B-1 DIN 8187, 5 m", D(6), D("52.30"), unit="St",
              detail=("Lieferung 81000461 vom 06.12.2027",)),
         Line("KS-SPZ180-2", "Keilriemenscheibe SPZ 180 mm, 2-rillig, für Spannbuchse 2012", D(8), D("47.90"),
              unit="St", detail=("Lieferung 81000461 vom 06.12.2027",))],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG; "
                  "Steuerschuldnerschaft des Leistungsempfängers. USt-IdNr. Kunde: BE0456.789.133.",
        iban="DE87 5728 9868 5927 5879 32", bic="SPBIDE3BXXX", customer_no="1000387",
        extra={"contact": "Sandra Wiebe", "terms": "30 Tage netto"}),
    # 08 — WISO MeinBüro, an Aachen engineering office: services reverse charged (ICS, 613000), hours, PO with a date
    Invoice(
        "08-de-ingenieur", "de", "meinbuero",
        Supplier("Ingenieurbüro Lenz GmbH", "Jülicher Straße 209", "52070", "Aachen", "DE", "DE852116136",
                 "0241 51 83 62 0", "info@ib-lenz.de", "Amtsgericht Aachen HRB 20391"),
        "2027-217", date(2027, 12, 9), date(2027, 12, 23), "45770949 vom 18.11.2027", "45770949", D(0),
        [Line(None, "Planung Erweiterung Regalanlage Halle 2, statische Vorbemessung der Bodenplatte und "
                    "Regalverankerung", D("22.5"), D("98.00"), unit="Std."),
         Line(None, "Erstellung Ausführungspläne (CAD), Format A1", D(6), D("185.00"), unit="Blatt"),
         Line(None, "Ortstermin in Gent am 24.11.2027 inkl. Protokoll", D(1), D("640.00"), unit="pauschal"),
         Line(None, "Fahrtkosten Aachen - Gent und zurück", D(296), D("0.30"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "Ihre USt-IdNr.: BE0456.789.133.",
        qty_places=2, iban="DE40 4884 4843 5361 9659 24", bic="AACSDE33", customer_no="10318",
        extra={"period": "01.11.2027 - 30.11.2027", "contact": "Dipl.-Ing. Markus Lenz", "tax_no": "201/5712/0847",
               "bank": "Sparkasse Aachen"}),
    # 09 — microtech büro+, a Solingen tool wholesaler: intra-EU goods (ICG), dotted article numbers, tariff rows
    Invoice(
        "09-de-werkzeug", "de", "microtech",
        Supplier("Klingenstadt Industriebedarf GmbH", "Weyerstraße 118", "42697", "Solingen", "DE", "DE199112692",
                 "0212 64 58 90", "rechnung@klingenstadt-ib.de", "Amtsgericht Wuppertal HRB 27104"),
        "RE-271048", date(2027, 12, 10), date(2028, 1, 9), "4577 0956", "45770956", D(0),
        [Line("20.118.100", "Spiralbohrer HSS-E DIN 338, Ø 10,0 mm, Typ N", D(50), D("6.84"), unit="Stk",
              discount=D(20), detail=("Zolltarifnr. 82075030 · Ursprungsland DE",)),
         Line("20.140.008", "Maschinengewindebohrer M8 DIN 371, HSS-E, Form B", D(30), D("12.90"), unit="Stk",
              discount=D(20), detail=("Zolltarifnr. 82074010 · Ursprungsland DE",)),
         Line("31.520.125", "Fächerschleifscheibe 125 mm, K 60, Zirkonkorund, für Edelstahl", D(200), D("2.15"),
              unit="Stk", detail=("Zolltarifnr. 68052000 · Ursprungsland AT",)),
         Line("45.002.200", "Gliedermaßstab 2 m, Holz, Genauigkeitsklasse III", D(24), D("4.95"), unit="Stk",
              detail=("Zolltarifnr. 90178010 · Ursprungsland DE",)),
         Line("52.710.200", "Drehmomentschlüssel 1/2\", 40-200 Nm, mit Prüfzertifikat", D(6), D("134.00"),
              unit="Stk", discount=D(10), detail=("Zolltarifnr. 82042000 · Ursprungsland DE",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht + Verpackung", D("28.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG, Art. 138 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        qty_places=2, iban="DE10 6014 9278 5636 1410 59", bic="SOLSDE33", customer_no="24017",
        extra={"delivery": "LS-27-20881 vom 08.12.2027", "clerk": "Hr. Kowalski", "weight": "48,6 kg",
               "terms": "30 Tage netto"}),
    # 10 — SAP Business ByDesign in English, a Luxembourg steel distributor: intra-EU goods (ICG), no PO printed
    Invoice(
        "10-en-steel", "en", "bydesign",
        Supplier("Minett Steel Distribution S.A.", "Zone Industrielle Um Monkeler 14", "L-4149", "Esch-sur-Alzette",
                 "LU", "LU52197276", "+352 55 72 18 1", "ar@minett-steel.lu", "RCS Luxembourg B188042"),
        "2000314", date(2027, 12, 13), date(2028, 1, 12), None, "45770963", D(0),
        [Line("HEA200-S355-6", "Wide flange beam HEA 200, S355JR, cut to length 6.00 m", D(8), D("486.00"),
              unit="ea", detail=("Delivery 80004127 of 10.12.2027",)),
         Line("UPN120-S235-12", "Channel UPN 120, S235JR, 12 m", D(6), D("214.50"), unit="ea",
              detail=("Delivery 80004127 of 10.12.2027",)),
         Line("PL10-1530-S355", "Steel plate 10 mm, 1500 x 3000 mm, S355J2+N", D(3), D("512.40"), unit="ea",
              detail=("Delivery 80004127 of 10.12.2027",)),
         Line("FB50X8-S235-6", "Flat bar 50 x 8 mm, S235JR, 6 m", D(40), D("18.75"), unit="ea",
              detail=("Delivery 80004131 of 10.12.2027",))],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods exempt from VAT (Art. 138 Directive 2006/112/EC, Art. 43 (1) d "
                  "LTVA); VAT payable by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU63 4454 6217 0651 5813", bic="BILLLULL", customer_no="1000512",
        extra={"contact": "Tom Weber", "terms": "30 days net"}),
    # 11 — KING in English, a Tilburg packaging wholesaler: intra-EU goods (ICG), Dutch number format in English
    Invoice(
        "11-en-packaging", "en", "king",
        Supplier("Brabant Verpakkingen B.V.", "Kraaivenstraat 23", "5048 AB", "Tilburg", "NL", "NL043564859B01",
                 "013 571 80 44", "debiteuren@brabantverpakkingen.nl", "KvK 18043291"),
        "271145", date(2027, 12, 14), date(2028, 1, 13), "PO 4577-0970", "45770970", D(0),
        [Line("SF-500-23", "Stretch film 500 mm x 300 m, 23 mu, cast, transparent", D(96), D("9.85"), unit="roll",
              discount=D(5)),
         Line("PH-1200-800", "Pallet cover bag 1200 x 800 x 1500 mm, LDPE 40 mu, transparent", D(500), D("0.62"),
              unit="pcs"),
         Line("TP-50-66-BR", "Packing tape PP 50 mm x 66 m, brown, low noise", D(432), D("0.89"), unit="pcs"),
         Line("HK-35-1200", "Corner board 35 x 35 x 3 mm, length 1200 mm", D(1000), D("0.28"), unit="pcs"),
         Line("SB-PP12-2500", "Strapping band PP 12 mm, 2500 m per coil", D(20), D("24.60"), unit="coil",
              discount=D(5))],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply, VAT reverse charged to the customer (Art. 138 Directive 2006/112/EC). "
                  "Customer VAT no. BE0456.789.133.",
        iban="NL34 RABO 7520 4882 07", bic="RABONL2U", customer_no="20877",
        extra={"note": "Delivery note 271377 dated 13-12-2027", "terms": "30 days net",
               "trade": "Wholesale packaging materials"}),
    # 12 — Simplicate in English, a Leuven logistics consultancy: Belgian VAT 21 % (V21, 613000), written date
    Invoice(
        "12-en-consulting", "en", "simplicate",
        Supplier("Lean Logistics Partners BV", "Interleuvenlaan 62", "3001", "Leuven", "BE", "BE0450.526.792",
                 "016 39 84 20", "finance@leanlogisticspartners.be", "RPR Leuven"),
        "2027.158", date(2027, 12, 15), date(2028, 1, 14), "TB/45770977", "45770977", D(21),
        [Line(None, "Lean warehouse assessment, on-site analysis (3 consultants, 2 days)", D(6), D("1150.00"),
              unit="day"),
         Line(None, "Report and improvement roadmap", D(1), D("1800.00"), unit="piece"),
         Line(None, "Follow-up coaching sessions warehouse team leads, November 2027", D(8), D("135.00"),
              unit="hour"),
         Line(None, "Travel expenses Leuven - Gent (4 x 2 x 68 km)", D(544), D("0.43"), unit="km")],
        "613000", "V21",
        dec=".", group=",", qty_places=2, iban="BE43 0686 0662 5701", bic="GKCCBEBB",
        payment_ref=ogm(2701580977), customer_no="1032",
        extra={"project": "Warehouse Flow Gent (P-2027-031)", "date_style": "long"}),
]
