"""The twelve invoices of the twenty-second blind corpus (issue 38, item 22), written blind, by a helper that had not
read the reader. Twelve suppliers neither the project nor the earlier blind corpora print (NL, BE, FR, LU, DE, and
in English from IE and DK; one in German from AT), in nl, fr, de and en, each drawn by a writer (draw.py) that
imitates the ordinary printed layout of one family of invoicing software the earlier corpora did not use: Unit4
Multivers, Cash, Sage 100 Gestion Commerciale i7, Lexware faktura+auftrag (classic), Navision 4.0 (classic
report), Sage Accounting UK and Visma.net ERP. PO numbers are the ERP's 4577xxxx (from 45771500 by steps of 7);
each invoice prints them in the supplier's own form (03 prints none). VAT numbers and IBANs carry valid check
digits: ids.py draws them from one random stream seeded 20271212, with invoice_env/world/identifiers.py's
generators for BE, NL, DE, FR and LU and, for AT, IE and DK (which identifiers.py lacks), digits from the same
stream completed by the countries' own check digits (python-stdnum's check-digit functions, the CVR weights)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Unit4 Multivers, a Zwolle office-furniture dealer: intra-EU goods (ICG), an invoice discount
    Invoice(
        "01-nl-kantoorinrichting", "nl", "multivers",
        Supplier("Van der Veen Kantoorinrichting B.V.", "Marsweg 41", "8013 PE", "Zwolle", "NL", "NL271359146B02",
                 "038 421 66 90", "administratie@vdveen-kantoor.nl", "KvK 05072318"),
        "270418", date(2027, 12, 1), date(2027, 12, 31), "PO-45771500", "45771500", D(0),
        [Line("BM-1600-EI", "Bureau elektrisch verstelbaar 160 x 80 cm, eiken decor, frame zwart", D(6),
              D("489.00"), unit="st"),
         Line("BS-ERGO-24", "Bureaustoel ergonomisch met synchroonmechaniek en verstelbare armleggers", D(12),
              D("265.00"), unit="st"),
         Line("KA-195-RD", "Roldeurkast 195 x 120 cm, lichtgrijs, 5 ordnerhoogtes", D(4), D("412.50"), unit="st"),
         Line("MA-LED-45", "Monitorarm dubbel met gasveer", D(12), D("74.90"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Factuurkorting 2 %", D(2))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL73 SNSB 5387 9079 79", bic="SNSBNL2A", customer_no="20417",
        extra={"terms": "30 dagen netto", "ours": "VO-27-1187", "rep": "M. Dijkstra"}),
    # 02 — Cash, an Aalst painting contractor: works on the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "02-nl-schilderwerken", "nl", "cash",
        Supplier("Schilderwerken De Smet BV", "Erembodegemstraat 212", "9300", "Aalst", "BE", "BE1334.033.575",
                 "053 70 42 18", "boekhouding@desmet-schilderwerken.be", "RPR Gent, afd. Dendermonde"),
        "VF27-0327", date(2027, 12, 2), date(2028, 1, 1), "Bestelbon 45771507", "45771507", D(0),
        [Line(None, "Schilderen stalen draagstructuur magazijn, 2 lagen, inclusief ontvetten", D(420), D("14.80"),
              unit="m²"),
         Line(None, "Aanbrengen vloercoating epoxy op betonvloer expeditiezone, inclusief schuren en primer",
              D(260), D("28.50"), unit="m²"),
         Line(None, "Belijning vloer (looppaden en parkeervakken), geel, 10 cm breed", D(380), D("3.20"),
              unit="lm"),
         Line(None, "Verplaatsing en werfinrichting", D(1), D("450.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één "
                  "maand na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een belastingplichtige "
                  "is gehouden tot de indiening van periodieke aangiften (art. 20 KB nr. 1).",
        iban="BE64 1039 8981 5552", bic="NICABEBB", payment_ref=ogm(2703271507), customer_no="TECHN01",
        extra={"vatcode": "MC", "subject": "Werf: Industrieweg 14, Gent - magazijn"}),
    # 03 — Cash, a Kortrijk electrical wholesaler: Belgian 21 % (V21), line discounts, no PO printed
    Invoice(
        "03-nl-elektro", "nl", "cash",
        Supplier("Elektrohandel Leiedal NV", "Kortrijksesteenweg 388", "8530", "Harelbeke", "BE", "BE1515.493.950",
                 "056 22 81 40", "verkoop@elektro-leiedal.be", "RPR Gent, afd. Kortrijk"),
        "VF27-1106", date(2027, 12, 3), date(2028, 1, 2), None, "45771514", D(21),
        [Line("LED-HB-150", "LED highbay 150 W, 4000 K, IP65, 120°", D(16), D("138.00"), unit="st",
              discount=D(12)),
         Line("KAB-XVB-3G25", "Kabel XVB-F2 3G2,5 mm², haspel 100 m", D(4), D("148.60"), unit="rol",
              discount=D(12)),
         Line("SCH-IP55-2P", "Schakelaar opbouw IP55 tweepolig, grijs", D(40), D("6.85"), unit="st"),
         Line("VRD-36-IP65", "Verdeelkast opbouw 36 modules IP65 met deur", D(2), D("189.00"), unit="st")],
        "604000", "V21",
        iban="BE83 9793 7662 2915", bic="ARSPBE22", payment_ref=ogm(2711060314), customer_no="TECHN02",
        extra={"vatcode": "21%", "subject": ""}),
    # 04 — Sage 100 Gestion Commerciale i7, a Lille fastener dealer: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "04-fr-quincaillerie", "fr", "sage100",
        Supplier("Quincaillerie Industrielle du Nord SAS", "27 rue du Faubourg de Roubaix", "59000", "Lille", "FR",
                 "FR17357786474", "03 20 55 71 08", "compta@qin-lille.fr",
                 "SAS au capital de 80 000 € - SIRET 357 786 474 00029 - RCS Lille Métropole - APE 4674A"),
        "FA027731", date(2027, 12, 6), date(2028, 1, 5), "CDE 4577-1521", "45771521", D(0),
        [Line("VIS-TF6X40", "Vis tête fraisée Torx 6 x 40 mm zinguée, boîte de 200", D(30), D("12.40"),
              unit="bte", discount=D(10)),
         Line("CHEV-M10-95", "Cheville acier M10 x 95 mm pour charges lourdes, boîte de 50", D(20), D("31.80"),
              unit="bte", discount=D(10)),
         Line("GANT-NIT-9", "Gants de manutention enduits nitrile, taille 9, paquet de 12 paires", D(25),
              D("18.90"), unit="pqt"),
         Line("RUB-SIG-50", "Ruban de signalisation rouge/blanc 50 mm x 100 m", D(40), D("3.75"), unit="rlx"),
         Line("ECH-ALU-3X9", "Échelle aluminium transformable 3 plans x 9 marches", D(2), D("246.00"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur, n° TVA intracommunautaire BE0456.789.133.",
        group=" ", iban="FR95 6484 7745 1477 1515 3857 197", bic="CCBPFRPPLIL", customer_no="CTECHNI",
        extra={"rep": "Rep. : J. Lefebvre", "mode": "Virement"}),
    # 05 — Cash in French, a Namur print shop: Belgian 21 % (V21, 614000), a price on three decimals
    Invoice(
        "05-fr-imprimerie", "fr", "cash",
        Supplier("Imprimerie Mosane SRL", "Chaussée de Louvain 517", "5004", "Bouge", "BE", "BE1774.334.094",
                 "081 21 64 33", "factures@imprimerie-mosane.be", "RPM Liège, division Namur"),
        "VF27-0911", date(2027, 12, 7), date(2028, 1, 6), "BC 45771528", "45771528", D(21),
        [Line(None, "Dépliants A4 pliés en 3, quadri recto/verso, papier couché 135 g", D(5000), D("0.118"),
              unit="ex.", price_places=3),
         Line(None, "Roll-up 85 x 200 cm avec impression et sac de transport", D(3), D("118.00"), unit="pc"),
         Line(None, "Cartes de visite quadri recto/verso 350 g, boîtes de 250", D(12), D("24.50"), unit="bte"),
         Line(None, "Mise en page et préparation des fichiers", D("2.5"), D("65.00"), unit="h")],
        "614000", "V21",
        iban="BE23 0682 4363 1691", bic="GKCCBEBB", payment_ref=ogm(2709110528), customer_no="TECH005",
        extra={"vatcode": "21%", "subject": "Concerne : salon Batibouw 2028 - stand Technibouw"}),
    # 06 — Sage 100 in French, a Bettembourg haulier: transport services reverse charged (ICS, 615000)
    Invoice(
        "06-fr-transport", "fr", "sage100",
        Supplier("Transports Alzette S.à r.l.", "Zone industrielle Scheleck II, 14", "L-3225", "Bettembourg", "LU",
                 "LU20983966", "+352 51 88 44", "facturation@transports-alzette.lu",
                 "S.à r.l. au capital de 50 000 € - RCS Luxembourg B187442 - Autorisation d'établissement 10084512"),
        "FA2712-0088", date(2027, 12, 8), date(2028, 1, 7), "45771535", "45771535", D(0),
        [Line("TR-CPL-GND", "Transport complet Bettembourg - Gand, semi-remorque bâchée, 33 palettes", D(4),
              D("685.00"), unit="voy."),
         Line("TR-GRP-GND", "Groupage 6 palettes Luxembourg - Gand", D(2), D("295.00"), unit="voy."),
         Line("ATT-DECH", "Temps d'attente au déchargement au-delà de 2 heures", D("3.5"), D("48.00"), unit="h"),
         Line("SURCH-GO", "Surcharge gazole décembre 2027", D(1), D("142.60"), unit="forf.")],
        "615000", "ICS", reverse_charge=True,
        statement="Autoliquidation - prestation de services, article 196 de la directive 2006/112/CE : TVA due "
                  "par le preneur (BE0456.789.133).",
        group=".", iban="LU95 3268 1456 9284 9798", bic="BCEELULL", customer_no="TECHNIBOUW",
        extra={"rep": "Rep. : S. Wagner", "mode": "Virement 30 jours"}),
    # 07 — Lexware faktura+auftrag (classic), a Dortmund workwear dealer: intra-EU goods (ICG), line discounts,
    #      shipping before the net total
    Invoice(
        "07-de-arbeitsschutz", "de", "lexware",
        Supplier("Westfalen Arbeitsschutz Hübner GmbH", "Brackeler Hellweg 86", "44309", "Dortmund", "DE",
                 "DE172056915", "0231 25 90 44", "info@arbeitsschutz-huebner.de", "Amtsgericht Dortmund HRB 22815"),
        "10394", date(2027, 12, 9), date(2028, 1, 8), "4577 1542", "45771542", D(0),
        [Line("S3-4417-43", "Sicherheitshalbschuh S3 SRC, Gr. 43", D(18), D("64.90"), unit="Paar", discount=D(5)),
         Line("S3-4417-45", "Sicherheitshalbschuh S3 SRC, Gr. 45", D(12), D("64.90"), unit="Paar", discount=D(5)),
         Line("WJ-880-L", "Warnschutzjacke EN ISO 20471 Kl. 3, gelb/marine, wasserdicht, Gr. L", D(24),
              D("47.50"), unit="Stk"),
         Line("HS-397-WS", "Schutzhelm EN 397 weiß mit Ratsche", D(30), D("11.20"), unit="Stk"),
         Line("GB-SNR24", "Gehörschutzbügel SNR 24 dB", D(50), D("3.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("24.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers. Ihre USt-IdNr.: BE0456.789.133",
        iban="DE75 0395 1934 5843 5731 31", bic="DORTDE33XXX", customer_no="10417",
        extra={"bank": "Sparkasse Dortmund", "boss": "Geschäftsführer: Ralf Hübner", "order_date": "22.11.2027",
               "delivery": "07.12.2027"}),
    # 08 — Navision 4.0 classic in German, a Krefeld granulate trader: intra-EU raw materials (ICG, 601000),
    #      2.000 kg, an invoice discount
    Invoice(
        "08-de-granulat", "de", "navision",
        Supplier("Niederrhein Kunststoffhandel GmbH", "Hafenstraße 44", "47809", "Krefeld", "DE", "DE766863079",
                 "02151 57 31 00", "debitoren@nrk-kunststoffe.de", "Amtsgericht Krefeld HRB 9931"),
        "VR27-04581", date(2027, 12, 10), date(2028, 1, 9), "PO45771549", "45771549", D(0),
        [Line("PP-H-450", "Polypropylen Homopolymer Granulat natur, Sackware 25 kg", D(2000), D("1.38"), unit="KG"),
         Line("PE-HD-520", "HDPE Granulat Blasformtype natur", D(1500), D("1.52"), unit="KG"),
         Line("MB-SW-40", "Farbmasterbatch schwarz 40 %", D(200), D("4.85"), unit="KG", discount=D(3)),
         Line("ADD-UV-10", "UV-Stabilisator Masterbatch", D(75), D("9.60"), unit="KG")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Rechnungsrabatt 1,5 %", D("1.5"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Steuerschuldnerschaft des "
                  "Leistungsempfängers.",
        iban="DE95 7256 7000 1789 2059 68", bic="SPKRDE33", customer_no="D10455",
        extra={"sales": "KH", "terms": "30 Tage netto", "ship": "Frei Haus", "bank": "Sparkasse Krefeld",
               "ours": "AU27-03314"}),
    # 09 — Lexware faktura+auftrag (classic), Austrian edition, a Linz compressor service: maintenance services
    #      reverse charged (ICS, 611000)
    Invoice(
        "09-de-wartung", "de", "lexware",
        Supplier("Drucklufttechnik Pichler GmbH", "Industriezeile 36", "4020", "Linz", "AT", "ATU08603126",
                 "+43 732 77 15 20", "office@pichler-druckluft.at", "FN 318204 k, Landesgericht Linz"),
        "RE2027-0612", date(2027, 12, 13), date(2028, 1, 12), "4577.1556", "45771556", D(0),
        [Line("WT-INSP", "Jahresinspektion Schraubenkompressoranlage gemäß Wartungsvertrag WV-2027-118", D(1),
              D("1480.00"), unit="Pausch."),
         Line("WT-STD", "Techniker-Arbeitsstunden vor Ort, 08.12. bis 09.12.2027", D(14), D("92.00"), unit="Std."),
         Line("WT-FAHRT", "Fahrtkosten Linz - Gent - Linz, pauschal", D(1), D("980.00"), unit="Pausch."),
         Line("ET-OAF-30", "Öl-Wasser-Trenner Filterpatrone 30 l", D(2), D("186.00"), unit="Stk")],
        "611000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge, Art. 196 MwStSystRL). "
                  "UID des Leistungsempfängers: BE0456.789.133",
        iban="AT42 5566 4663 2893 2348", bic="RZOOAT2L", customer_no="20066",
        extra={"bank": "Raiffeisenlandesbank OÖ", "boss": "Geschäftsführer: Ing. Martin Pichler",
               "order_date": "15.11.2027", "delivery": "08.12.2027 - 09.12.2027", "at": "1"}),
    # 10 — Sage Accounting UK, a Cork safety-training firm: services reverse charged (ICS, 613000), a line discount
    Invoice(
        "10-en-training", "en", "sageuk",
        Supplier("Lee Valley Safety Training Ltd", "Unit 7, Kilbarry Business Park", "T23 XK40", "Cork", "IE",
                 "IE5937659F", "+353 21 430 8812", "accounts@leevalleysafety.ie", "Company Registration No. 584217"),
        "SI-1047", date(2027, 12, 14), date(2028, 1, 13), "PO 45771563", "45771563", D(0),
        [Line(None, "Counterbalance forklift instructor-led training course, 3 days, up to 6 participants, "
                    "at customer's premises", D(1), D("2950.00")),
         Line(None, "Warehouse racking safety inspection and written report", D(2), D("850.00"), discount=D(10)),
         Line(None, "Course materials and certificates", D(6), D("45.00")),
         Line(None, "Travel and accommodation (fixed fee)", D(1), D("620.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: customer to account for VAT to the Belgian tax authority (Article 196, Council "
                  "Directive 2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="IE52 BOFI 5436 1277 0989 87", bic="BOFIIE2D", customer_no="TEC001",
        extra={}),
    # 11 — Visma.net ERP in English, a Kolding packaging wholesaler: intra-EU goods (ICG), Danish number format
    Invoice(
        "11-en-packaging", "en", "visma",
        Supplier("Koldingfjord Emballage A/S", "Trianglen 9", "6000", "Kolding", "DK", "DK16756970",
                 "+45 75 52 31 60", "invoice@koldingfjord-emballage.dk", "CVR 16756970"),
        "700412", date(2027, 12, 15), date(2028, 1, 14), "45771570", "45771570", D(0),
        [Line("SF-2350-500", "Stretch film 23 my, 500 mm x 1500 m, machine roll", D(60), D("21.40"), unit="ROLL"),
         Line("TP-PP-50T", "Packing tape PP 50 mm x 66 m, transparent, low-noise", D(216), D("1.62"), unit="ROLL"),
         Line("EC-35-1200", "Edge protector cardboard 35 x 35 x 1200 mm", D(400), D("0.46"), unit="PCS"),
         Line("BS-PET-1608", "PET strapping 16 x 0.8 mm, coil of 1200 m", D(8), D("54.00"), unit="COIL",
              discount=D(5))],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, VAT exempt (Article 138 of Directive 2006/112/EC). Reverse "
                  "charge: VAT to be accounted for by the recipient.",
        iban="DK08 8491 9888 5460 38", bic="DABADKKK", customer_no="10233",
        extra={"ours": "Lars Mikkelsen", "terms": "30 days net", "delivery": "DAP Gent", "order": "SO-701977"}),
    # 12 — Navision 4.0 classic in English, a Brussels drinking-water supplier: the Belgian 6 % (V06, 612000)
    Invoice(
        "12-en-water", "en", "navision",
        Supplier("Aqua Brabantia BV", "Chaussée de Mons 1425", "1070", "Anderlecht", "BE", "BE0616.441.136",
                 "02 520 44 70", "billing@aquabrabantia.be", "RPM Bruxelles"),
        "PSI27-01288", date(2027, 12, 16), date(2028, 1, 15), "TB-PO 45771577", "45771577", D(6),
        [Line("WAT-189", "Spring water 18.9 l returnable bottle", D(48), D("7.20"), unit="BOTTLE"),
         Line("WAT-PET-ST", "Still mineral water 24 x 0.5 l PET", D(30), D("9.80"), unit="CASE"),
         Line("WAT-PET-SP", "Sparkling mineral water 24 x 0.5 l PET", D(20), D("10.40"), unit="CASE"),
         Line("WAT-GL-100", "Natural mineral water 6 x 1 l glass, for the meeting rooms", D(15), D("8.75"),
              unit="CASE")],
        "612000", "V06",
        dec=".", group=",", iban="BE78 3634 2301 1986", bic="BBRUBEBB", payment_ref=ogm(2701288577),
        customer_no="C02118",
        extra={"sales": "JV", "terms": "30 Days", "ship": "Delivered", "bank": "ING Belgium", "ours": "SO27-05512"}),
]
