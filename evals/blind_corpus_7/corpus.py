"""The twelve invoices of the seventh blind corpus (issue 38, item 8), written before the reader was next judged, by
a helper that had not read the reader. Twelve suppliers neither the project nor the six earlier blind corpora print
(BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of mainstream invoicing software other than the earlier corpora's: a Dutch installer's Unit4 print,
e-Boekhouden, WinBooks, FastBill, Zoho Invoice, Pennylane and a large distributor's JD Edwards print. PO numbers are
the ERP's 4577xxxx; each invoice prints them in the supplier's own form (one prints none)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Unit4 (Multivers-like), a Dutch installation firm, services on the buyer's site reverse charged (ICS)
    Invoice(
        "01-nl-installateur", "nl", "unit4",
        Supplier("Installatiebedrijf Brouwer Techniek B.V.", "Nijverheidsweg 31", "4879 AP", "Etten-Leur", "NL",
                 "NL623132916B01", "076 503 22 80", "administratie@brouwertechniek.nl", "KvK 20167391"),
        "27100418", date(2027, 4, 1), date(2027, 5, 1), "4577-0012", "45770012", D(0),
        [Line(None, "Vervangen van de luchtbehandelingskast in het kantoorgedeelte, inclusief demontage en afvoer "
              "van de oude unit en inregelen van de nieuwe installatie", D(1), D("3850.00"), unit="post"),
         Line("KL-200-3", "Kanaalklep DN 200 met servomotor 24 V", D(6), D("212.40"), unit="st", discount=D(10)),
         Line("FLT-G4-592", "Paneelfilter G4 592x592x48 mm", D(24), D("8.75"), unit="st"),
         Line(None, "Arbeidsuren monteur", D(16), D("64.50"), unit="uur")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133",
        iban="NL47 RABO 0317 2845 60", bic="RABONL2U", customer_no="11452"),
    # 02 — e-Boekhouden, a Dutch cleaning-supplies wholesaler, intra-EU goods (ICG), shipping before the net total
    Invoice(
        "02-nl-schoonmaak", "nl", "eboekhouden",
        Supplier("Hygiënegroothandel De Vries V.O.F.", "Koopvaardijweg 12", "8471 ZA", "Wolvega", "NL",
                 "NL417506910B02", "0561 61 40 77", "info@hygiene-devries.nl", "KvK 01164205"),
        "F2027-118", date(2027, 4, 2), date(2027, 4, 16), "PO 45770019", "45770019", D(0),
        [Line("HDV-1021", "Handdoekpapier Z-vouw 2-laags, doos 3.200 vel", D(40), D("27.60")),
         Line("HDV-2210", "Toiletpapier 2-laags, 48 rollen", D(30), D("21.95")),
         Line("HDV-3105", "Allesreiniger 10 liter", D(12), D("18.40")),
         Line("HDV-4400", "Nitril handschoenen blauw, maat L, doos 100", D(50), D("6.35"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("39.50"))],
        statement="Intracommunautaire levering, btw verlegd (art. 138 Btw-richtlijn 2006/112/EG).",
        iban="NL66 INGB 0006 7345 12", bic="INGBNL2A", customer_no="1087"),
    # 03 — e-Boekhouden in English, a Dutch software consultancy, services reverse charged (ICS), no PO printed
    Invoice(
        "03-en-software", "en", "eboekhouden",
        Supplier("Kanaalzicht Software B.V.", "Oudegracht 212", "3511 NR", "Utrecht", "NL", "NL185865252B01",
                 "030 231 90 44", "finance@kanaalzicht.nl", "KvK 77310268"),
        "F2027-041", date(2027, 4, 5), date(2027, 5, 5), None, "45770026", D(0),
        [Line(None, "Implementation of the barcode scanning module for the Gent warehouse: analysis, configuration "
              "of the handheld terminals and training of two key users", D(18), D("105.00")),
         Line("WMS-LIC-M", "Licence warehouse module, April 2027", D(1), D("240.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged (Article 196, Council Directive 2006/112/EC).",
        dec=".", group=",", iban="NL52 BUNQ 2043 8815 70", bic="BUNQNL2A", customer_no="1012"),
    # 04 — WinBooks, a Walloon electrical contractor, Belgian VAT 21 %
    Invoice(
        "04-fr-electricite", "fr", "winbooks",
        Supplier("Électricité Lambotte SRL", "Rue de la Station 47", "5060", "Sambreville", "BE", "BE0349.577.112",
                 "071 77 36 20", "facturation@lambotte-elec.be", "RPM Namur"),
        "27/000215", date(2027, 4, 6), date(2027, 5, 6), "Bon de commande 4577 0033", "45770033", D(21),
        [Line("LED-PNL-60", "Panneau LED 60x60 cm 36 W 4000 K", D(48), D("42.90"), discount=D(15)),
         Line("DET-360", "Détecteur de présence 360° plafond", D(12), D("38.50"), discount=D(15)),
         Line("CAB-XVB-3G25", "Câble XVB 3G2,5 mm²", D(350), D("1.86")),
         Line(None, "Main-d'œuvre électricien", D(22), D("52.00")),
         Line(None, "Déplacement", D(3), D("35.00"))],
        "611000", "V21", iban="BE49 0689 1234 5634", bic="GKCCBEBB", payment_ref=ogm(2702150033),
        customer_no="400112"),
    # 05 — WinBooks in Dutch, a Flemish office-furniture dealer, 21 %, invoice discount before the net total
    Invoice(
        "05-nl-kantoormeubelen", "nl", "winbooks",
        Supplier("Kantoorinrichting Claeys BV", "Brugsesteenweg 288", "8520", "Kuurne", "BE", "BE0886.199.423",
                 "056 35 18 44", "boekhouding@claeys-inrichting.be", "RPR Gent, afdeling Kortrijk"),
        "27/000187", date(2027, 4, 7), date(2027, 5, 7), "Uw bestelbon 45770040", "45770040", D(21),
        [Line("BUR-160-80", "Bureau 160x80 cm, elektrisch verstelbaar, wit blad", D(8), D("549.00")),
         Line("STL-ERGO-3", "Bureaustoel ergonomisch, synchroonmechaniek, zwart", D(8), D("318.00")),
         Line("KST-100", "Roldeurkast 100x120 cm, afsluitbaar", D(3), D("412.50")),
         Line(None, "Levering en montage", D(1), D("185.00"))],
        "604000", "V21", adjustments=[("Korting 2 %", D(2))], iban="BE77 7360 2145 8801", bic="KREDBEBB",
        payment_ref=ogm(2701870040), customer_no="400087"),
    # 06 — FastBill, a German fastener dealer, intra-EU goods (ICG)
    Invoice(
        "06-de-schrauben", "de", "fastbill",
        Supplier("Schrauben Kröger GmbH", "Weidestraße 118", "22083", "Hamburg", "DE", "DE261822731",
                 "040 227 19 35", "rechnung@schrauben-kroeger.de", "Amtsgericht Hamburg HRB 162355"),
        "RE-2027-0388", date(2027, 4, 8), date(2027, 4, 22), "Best.-Nr. 45770047", "45770047", D(0),
        [Line("DIN933-M12x40", "Sechskantschraube DIN 933 M12x40, 8.8 verzinkt, VE 100", D(25), D("14.20"),
              unit="VE", discount=D(5)),
         Line("DIN934-M12", "Sechskantmutter DIN 934 M12, 8 verzinkt, VE 200", D(15), D("9.80"), unit="VE",
              discount=D(5)),
         Line("DIN125-13", "Unterlegscheibe DIN 125 A 13 mm, VE 500", D(10), D("7.45"), unit="VE"),
         Line("ANK-FAZ-12", "Bolzenanker M12x100, galvanisch verzinkt", D(400), D("1.285"), unit="Stk.",
              price_places=3)],
        "601000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133",
        iban="DE67 2005 0550 1238 4471 02", bic="HASPDEHHXXX", customer_no="10233"),
    # 07 — FastBill, a German measuring-equipment service, 19 % on calibration at the buyer's Köln depot (ICS)
    Invoice(
        "07-de-messtechnik", "de", "fastbill",
        Supplier("Messtechnik Albers GmbH", "Industriestraße 9", "50735", "Köln", "DE", "DE428783605",
                 "0221 971 53 40", "service@albers-messtechnik.de", "Amtsgericht Köln HRB 90417"),
        "RE-2027-0412", date(2027, 4, 9), date(2027, 5, 9), "Bestellung 4577-0054", "45770054", D(19),
        [Line("KAL-WAAGE", "Kalibrierung Plattformwaage bis 1.500 kg vor Ort, mit DAkkS-Kalibrierschein",
              D(4), D("265.00"), unit="Stk."),
         Line("KAL-DRM", "Kalibrierung Drehmomentschlüssel 20–200 Nm", D(15), D("38.00"), unit="Stk."),
         Line(None, "Anfahrtspauschale Köln-Niehl", D(1), D("95.00"), unit="pauschal")],
        "611000", "ICS",
        statement="Leistungsort Köln (§ 3a Abs. 3 Nr. 3 UStG, Arbeiten an beweglichen Gegenständen): deutsche "
                  "Umsatzsteuer.",
        iban="DE08 3705 0198 1934 2817 33", bic="COLSDE33XXX", customer_no="K-2219"),
    # 08 — Zoho Invoice, a Luxembourg event-stand builder, 17 % on a trade-fair stand in Luxembourg (ICS)
    Invoice(
        "08-en-expo", "en", "zoho",
        Supplier("Expo Stands Luxembourg S.à r.l.", "12, rue de Bitbourg", "L-1273", "Luxembourg", "LU",
                 "LU44616306", "+352 27 48 66 1", "billing@expostands.lu", "RCS Luxembourg B231077"),
        "INV-000317", date(2027, 4, 12), date(2027, 5, 12), "PO-45770061", "45770061", D(17),
        [Line("STAND-36", "Modular stand 36 m², build-up and dismantling, Luxexpo, 20-22 April 2027", D(1),
              D("6480.00")),
         Line("LED-WALL", "LED wall 3x2 m, rental 3 days", D(1), D("1850.00")),
         Line(None, "Carpet, grey, incl. protective film", D(36), D("12.50")),
         Line(None, "Furniture package (bar table, 4 stools, brochure rack)", D(1), D("395.00"))],
        "614000", "ICS", statement="Services connected with an exhibition held in Luxembourg: Luxembourg VAT 17 %.",
        dec=".", group=",", iban="LU39 0019 4855 3126 7000", bic="BCEELULL", customer_no="TECH-BE"),
    # 09 — Zoho Invoice, a Dutch laboratory-supplies dealer, intra-EU goods (ICG), shipping before the net total
    Invoice(
        "09-en-lab", "en", "zoho",
        Supplier("Labshop Wageningen B.V.", "Nudepark 140", "6702 DN", "Wageningen", "NL", "NL636237266B01",
                 "0317 76 30 15", "orders@labshop-wageningen.nl", "KvK 85402291"),
        "INV-002041", date(2027, 4, 13), date(2027, 5, 13), "45770068", "45770068", D(0),
        [Line("PIP-1000", "Pipette tips 100-1000 µl, rack of 96", D(60), D("11.40")),
         Line("TUB-50", "Centrifuge tubes 50 ml, sterile, pack of 500", D(8), D("96.00"), discount=D(10)),
         Line("GLV-NIT-M", "Nitrile gloves M, box of 100", D(100), D("5.90")),
         Line("BUF-PH7", "Buffer solution pH 7.00, 1 l", D(6), D("24.75"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping", D("45.00"))],
        statement="Intra-Community supply of goods, VAT reverse charged (Article 138, Directive 2006/112/EC).",
        dec=".", group=",", iban="NL97 ABNA 0531 8827 94", bic="ABNANL2A", customer_no="CUST-00418"),
    # 10 — Pennylane, a French training provider, 20 % on a course held at the buyer's Lille depot (ICS)
    Invoice(
        "10-fr-formation", "fr", "pennylane",
        Supplier("Formaposte Nord SAS", "87 boulevard de la Liberté", "59800", "Lille", "FR", "FR78445551674",
                 "03 28 52 71 40", "factures@formaposte-nord.fr", "SIRET 445 551 674 00025"),
        "F-2027-04-0057", date(2027, 4, 14), date(2027, 5, 14), "BC n° 45770075", "45770075", D(20),
        [Line(None, "Formation CACES® R489 catégories 1A et 3, 3 jours, dans vos locaux de Lesquin, groupe de "
              "6 stagiaires, évaluation et délivrance des certificats comprises", D(6), D("690.00")),
         Line(None, "Recyclage habilitation électrique B0/H0V, 1 jour", D(8), D("185.00")),
         Line(None, "Frais de déplacement du formateur", D(4), D("62.50"))],
        "613000", "ICS", statement="Formation réalisée en France : TVA française.",
        group="\u202f", iban="FR75 3000 4028 3700 0108 4567 285", bic="BNPAFRPPXXX", customer_no="C-1043"),
    # 11 — Pennylane, a French signage maker, intra-EU goods (ICG), line discounts
    Invoice(
        "11-fr-signaletique", "fr", "pennylane",
        Supplier("Signalétique Morel SARL", "ZA des Prés, 4 rue Gustave Eiffel", "62223", "Saint-Laurent-Blangy",
                 "FR", "FR69773606835", "03 21 15 64 09", "compta@signaletique-morel.fr", "SIRET 773 606 835 00031"),
        "F-2027-04-0112", date(2027, 4, 15), date(2027, 5, 15), "Commande 45770082", "45770082", D(0),
        [Line("PAN-AL-60", "Panneau aluminium 600x400 mm, impression UV, fixations comprises", D(30), D("48.00"),
              discount=D(10)),
         Line("MARQ-SOL", "Marquage au sol adhésif antidérapant, rouleau 50 m", D(12), D("84.50"), discount=D(10)),
         Line("PLQ-PVC", "Plaque PVC 300x200 mm, sortie de secours", D(40), D("6.80")),
         Line("KAK-EMB", "Kakemono 85x200 cm avec structure", D(2), D("129.00"))],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter I du CGI. Autoliquidation par le preneur (art. 138 "
                  "directive 2006/112/CE).",
        group="\u202f", iban="FR95 1670 6050 8753 9312 4410 096", bic="AGRIFRPP867", customer_no="C-0716"),
    # 12 — a large distributor's JD Edwards print, in German, from Luxembourg: intra-EU goods (ICG), 8 lines, freight
    Invoice(
        "12-de-grosshandel", "de", "jde",
        Supplier("Centrale Technique Europe S.A.", "Zone d'activités Bombicht, 8", "L-6947", "Niederanven", "LU",
                 "LU23922380", "+352 34 95 11 1", "ar.benelux@cte-distribution.lu", "RCS Luxembourg B61544"),
        "27 RI 0031455", date(2027, 4, 16), date(2027, 5, 16), "45770089", "45770089", D(0),
        [Line("4401572", "KUGELLAGER 6205-2RS C3", D(120), D("4.62"), unit="EA", discount=D(18)),
         Line("4401588", "KUGELLAGER 6306-2Z C3", D(60), D("8.35"), unit="EA", discount=D(18)),
         Line("5120034", "KEILRIEMEN XPZ 1250 LW", D(40), D("11.90"), unit="EA"),
         Line("5120077", "ZAHNRIEMEN HTD 8M-1200-30", D(10), D("46.80"), unit="EA"),
         Line("6300410", "SCHMIERFETT LITHIUM EP2, KARTUSCHE 400 G", D(48), D("5.45"), unit="EA"),
         Line("6300455", "KETTENSPRAY 500 ML", D(24), D("9.10"), unit="EA"),
         Line("7011020", "WELLENDICHTRING 40X62X8 NBR", D(100), D("1.94"), unit="EA"),
         Line("7011063", "O-RING SORTIMENT NBR 70, 382-TLG.", D(3), D("68.00"), unit="SET")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("85.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d MwSt.-Gesetz Luxemburg; "
                  "Art. 138 Richtlinie 2006/112/EG). Steuerschuldnerschaft des Leistungsempfängers.",
        iban="LU31 0030 1564 8872 0000", bic="BGLLLULL", customer_no="1204877",
        extra={"order": "SO 7312054", "ship": "2027-04-15", "branch": "LUX01"}),
]
