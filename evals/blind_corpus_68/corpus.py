"""The twelve invoices of the sixty-eighth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU, and IE and AT), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the
ordinary layout of one family of ERP software other than the earlier corpora's: Infor LN, Infor CloudSuite
Industrial (SyteLine), PSIpenta, APplus (Asseco), godesys ERP, myfactory and Ramco ERP. PO numbers are the ERP's
4577xxxx (from 45776100 by steps of 7); each invoice prints them in the supplier's own form (one prints none).
VAT numbers and IBANs carry valid check digits (ids.py, seed 20271258: identifiers.py's generators, python-stdnum for
IE and AT)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Infor LN in English, an Eindhoven fastener wholesaler: intra-EU goods (ICG), freight before the net
    Invoice(
        "01-en-fasteners", "en", "inforln",
        Supplier("Brabant Industrial Fasteners B.V.", "Achtseweg Noord 22", "5651 GG", "Eindhoven", "NL",
                 "NL221151060B01", "+31 40 251 77 30", "ar@brabant-fasteners.nl", "KvK 17258314"),
        "SLS-270004518", date(2027, 10, 5), date(2027, 11, 4), "4577 6100", "45776100", D(0),
        [Line("HX-M10X40-8.8", "Hexagon bolt DIN 933 M10 x 40, steel 8.8, zinc plated, box of 200", D(30), D("21.40"),
              unit="box"),
         Line("NT-M10-8", "Hexagon nut DIN 934 M10, class 8, zinc plated, box of 500", D(12), D("18.75"), unit="box"),
         Line("WS-A10.5", "Flat washer DIN 125 A 10.5, box of 1000", D(8), D("14.90"), unit="box"),
         Line("AN-M12-A4", "Stainless anchor bolt M12 x 110 for concrete, A4, with hexagon nut and washer", D(150),
              D("2.36"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("38.50"))],
        statement="Intra-Community supply of goods, VAT exempt under Article 138 of Directive 2006/112/EC; "
                  "VAT reverse charged to the customer (VAT no. BE0456.789.133).",
        dec=".", group=",", qty_places=2, iban="NL06 TRIO 3977 2292 38", bic="TRIONL2U", customer_no="BEC000412",
        extra={"ours": "SO 27-118204", "terms": "30 days net", "delivery": "DN 27-0091377"}),
    # 02 — Infor LN in Dutch, a Herentals hydraulics dealer: Belgian VAT 21 % (V21), line discounts
    Invoice(
        "02-nl-hydrauliek", "nl", "inforln",
        Supplier("Kempische Hydrauliek NV", "Lammerdries 27", "2250", "Olen", "BE", "BE1865.118.077",
                 "014 23 86 51", "boekhouding@kempische-hydrauliek.be", "RPR Antwerpen, afd. Turnhout"),
        "VF-270000812", date(2027, 10, 8), date(2027, 11, 7), "PO-45776107", "45776107", D(21),
        [Line("HYD-SL12-1M", "Hydraulische slang 1/2\" 2SN, lengte 1 m, geperst met DKOL-koppelingen aan beide "
                             "zijden", D(24), D("38.60"), unit="st", discount=D(8)),
         Line("HYD-KP-12", "Snelkoppeling ISO-A 1/2\", set mannelijk + vrouwelijk", D(16), D("27.45"), unit="set",
              discount=D(8)),
         Line("HYD-OL46-20", "Hydraulische olie HLP 46, bus 20 liter", D(10), D("64.90"), unit="bus"),
         Line("HYD-MAN-250", "Manometer 0-250 bar, glycerinegevuld, diameter 63 mm, aansluiting onderaan 1/4\" BSP",
              D(6), D("29.80"), unit="st")],
        "604000", "V21",
        qty_places=2, iban="BE66 1438 6092 7443", bic="GEBABEBB", payment_ref=ogm(2700008126), customer_no="BEC000412",
        extra={"ours": "VO 27-004771", "terms": "30 dagen netto", "delivery": "LB 27-0005519"}),
    # 03 — SyteLine in English, a Limerick valve maker: intra-EU goods (ICG), quantities with two decimals
    Invoice(
        "03-en-valves", "en", "syteline",
        Supplier("Shannon Valve & Control Ltd", "Unit 14, Raheen Business Park", "V94 K2D7", "Limerick", "IE",
                 "IE4216728Q", "+353 61 228 410", "accounts@shannonvalve.ie", "CRO 584213"),
        "0031875", date(2027, 10, 12), date(2027, 11, 11), "45776114", "45776114", D(0),
        [Line("BV-DN50-PN16", "Ball valve DN50 PN16, stainless steel body, full bore, lever operated", D(10),
              D("142.00"), unit="EA"),
         Line("BFV-DN100-PA", "Butterfly valve DN100 wafer type with pneumatic actuator and limit switch box", D(4),
              D("615.00"), unit="EA"),
         Line("SOL-24V-12", "Solenoid valve 1/2\" 24 V DC, normally closed", D(20), D("48.75"), unit="EA")],
        "604000", "ICG", reverse_charge=True,
        statement="Zero-rated intra-Community supply of goods (section 46(1)(b) VAT Consolidation Act 2010; Article "
                  "138 Directive 2006/112/EC). Reverse charge: VAT to be accounted for by the customer.",
        dec=".", group=",", qty_places=2, iban="IE06 AIBK 3189 5845 2344 80", bic="AIBKIE2D", customer_no="TECHBE01",
        extra={"order": "CO-0008842", "terms": "Net 30", "ship": "Road freight"}),
    # 04 — SyteLine in French, a Herstal maintenance firm: Belgian VAT 21 % on repairs (V21, 611000), hours
    Invoice(
        "04-fr-maintenance", "fr", "syteline",
        Supplier("Techni-Maintenance Meuse SA", "Rue Hayeneux 62", "4040", "Herstal", "BE", "BE0344.690.389",
                 "04 264 18 90", "facturation@tmmeuse.be", "RPM Liège"),
        "FV0027614", date(2027, 10, 15), date(2027, 11, 14), "4577-6121", "45776121", D(21),
        [Line("SRV-TECH", "Intervention technicien sur convoyeur à rouleaux, diagnostic et remplacement des "
                          "roulements", D("7.5"), D("68.00"), unit="h"),
         Line("SRV-DEPL", "Déplacement Herstal - Gand et retour", D(2), D("85.00"), unit="voy"),
         Line("PR-6206-2Z", "Roulement à billes 6206-2Z", D(12), D("14.60"), unit="pc", discount=D(10)),
         Line("PR-HTD-1200", "Courroie crantée HTD 8M-1200-50", D(2), D("96.40"), unit="pc", discount=D(10))],
        "611000", "V21",
        qty_places=2, iban="BE87 1431 0797 9794", bic="GEBABEBB", payment_ref=ogm(2702761412), customer_no="TECHBE01",
        extra={"order": "CO-0011305", "terms": "30 jours", "ship": "Technicien"}),
    # 05 — PSIpenta in German, an Arnsberg drives maker: intra-EU goods (ICG), article under the name, 2 % discount
    Invoice(
        "05-de-antriebe", "de", "psipenta",
        Supplier("Sauerland Antriebstechnik GmbH", "Zum Wasserwerk 14", "59823", "Arnsberg", "DE", "DE207710344",
                 "02931 52 90 0", "rechnungswesen@sauerland-antriebe.de", "Amtsgericht Arnsberg HRB 8412"),
        "2710318", date(2027, 10, 19), date(2027, 11, 18), "4577.6128", "45776128", D(0),
        [Line("GM-075-4P-B3", "Drehstrom-Getriebemotor 0,75 kW, 4-polig, Bauform B3, Abtriebsdrehzahl 56 1/min", D(4),
              D("486.00"), unit="Stk"),
         Line("KUP-R28", "Elastische Klauenkupplung R28, komplett", D(8), D("42.30"), unit="Stk"),
         Line("FU-15-400", "Frequenzumrichter 1,5 kW, 400 V, mit integriertem EMV-Filter", D(4), D("312.50"),
              unit="Stk"),
         Line("MSS-063-1", "Motorschutzschalter 0,63-1 A", D(8), D("36.90"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Sonderrabatt 2 %", D(2))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. Steuerschuldner "
                  "ist der Leistungsempfänger (USt-IdNr. BE0456.789.133).",
        iban="DE30 8523 2833 5735 5960 43", bic="WELADED1ARN", customer_no="10442",
        extra={"ours": "A27-20931", "terms": "30 Tage netto", "po_date": "28.09.2027", "delivery": "LS 27-31870"}),
    # 06 — PSIpenta in Dutch, an Almelo plastics processor: intra-EU goods (ICG), article under the name
    Invoice(
        "06-nl-kratten", "nl", "psipenta",
        Supplier("Twentse Kunststofverwerking B.V.", "Bedrijvenpark Twente 305", "7602 KL", "Almelo", "NL",
                 "NL629071548B01", "0546 58 71 20", "debiteuren@twentsekunststof.nl", "KvK 08164527"),
        "2720544", date(2027, 10, 22), date(2027, 11, 21), "4577/6135", "45776135", D(0),
        [Line("KR-6040-32B", "Stapelkrat 600 x 400 x 320 mm, PP, blauw, met handgrepen", D(250), D("8.45"), unit="st"),
         Line("DK-6040-S", "Scharnierend deksel voor stapelkrat 600 x 400", D(250), D("3.10"), unit="st"),
         Line("PAL-1280-HD", "Kunststof pallet 1200 x 800 mm, HDPE, 4-weg, dynamische belasting 1250 kg", D(20),
              D("58.00"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG); btw verlegd "
                  "naar de afnemer, btw-nummer BE0456.789.133.",
        iban="NL44 INGB 7782 9430 26", bic="INGBNL2A", customer_no="20877",
        extra={"ours": "VO27-1288", "terms": "30 dagen netto", "po_date": "01-10-2027", "delivery": "PB 27-40215"}),
    # 07 — APplus in German, a Graz precision-parts shop: intra-EU goods (ICG), a written date, a line discount
    Invoice(
        "07-de-drehteile", "de", "applus",
        Supplier("Steirische Präzisionsteile GmbH", "Puchstraße 41", "8020", "Graz", "AT", "ATU56355456",
                 "+43 316 27 44 80", "buchhaltung@stpt.at", "FN 412877 b, Landesgericht für ZRS Graz"),
        "RE2710047", date(2027, 11, 2), date(2027, 12, 2), "PO/45776142", "45776142", D(0),
        [Line("DT-4711-A", "Drehteil Welle Ø 25 x 180 mm, 42CrMo4, vergütet und geschliffen, nach Zeichnung 4711 "
                           "Index A", D(120), D("18.40"), unit="Stk"),
         Line("FT-2209", "Frästeil Lagerdeckel AlMgSi1, eloxiert", D(60), D("24.75"), unit="Stk", discount=D(5)),
         Line("PR-EMPB", "Erstmusterprüfbericht mit Messprotokoll", D(1), D("180.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 7 UStG 1994 (Art. 138 MwStSystRL). "
                  "Übergang der Steuerschuld auf den Leistungsempfänger, UID BE0456.789.133.",
        iban="AT76 6394 2716 4537 4404", bic="STSPAT2G", customer_no="D-30581",
        extra={"ours": "AU-27-0612", "terms": "30 Tage netto", "date_style": "long", "contact": "Ing. M. Hofer"}),
    # 08 — APplus in English, a Foetz automation engineer: services reverse charged (ICS, 613000), hours
    Invoice(
        "08-en-automation", "en", "applus",
        Supplier("Moselle Automation Engineering S.à r.l.", "12, rue de l'Industrie", "L-3895", "Foetz", "LU",
                 "LU75145023", "+352 26 55 81 1", "invoices@moselle-automation.lu", "RCS Luxembourg B198244"),
        "IN-27-11088", date(2027, 11, 5), date(2027, 12, 5), "PO45776149", "45776149", D(0),
        [Line("ENG-PLC", "PLC programming for the palletising cell, S7-1500, including safety functions", D("36.5"),
              D("92.00"), unit="h"),
         Line("ENG-COM", "Commissioning on site in Gent", D(16), D("98.00"), unit="h", discount=D(5)),
         Line("TRV-KM", "Travel Foetz - Gent and return", D(980), D("0.55"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: service taxable in the customer's Member State (Articles 44 and 196 of Directive "
                  "2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU03 4371 7023 6604 7125", bic="BILLLULL", customer_no="C-2231",
        extra={"ours": "PRJ-27-044", "terms": "30 days net", "contact": "J. Weber"}),
    # 09 — godesys in German, a Lörrach racking dealer printing the Swiss way: ICG, freight and packing
    Invoice(
        "09-de-regale", "de", "godesys",
        Supplier("Markgräfler Lagertechnik GmbH", "Brombacher Straße 52", "79539", "Lörrach", "DE", "DE365869215",
                 "07621 91 58 0", "fibu@markgraefler-lagertechnik.de", "Amtsgericht Freiburg HRB 715320"),
        "R-2027-04412", date(2027, 11, 9), date(2027, 12, 9), "4577 6156", "45776156", D(0),
        [Line("RG-1850-A", "Schwerlastregal Grundfeld 1800 x 500 x 2500 mm, 4 Fachböden, Traglast 300 kg je Boden",
              D(6), D("268.00"), unit="Stk"),
         Line("RG-1850-B", "Schwerlastregal Anbaufeld 1800 x 500 x 2500 mm", D(10), D("214.50"), unit="Stk"),
         Line("FB-1850", "Zusatz-Fachboden 1800 x 500 mm, verzinkt", D(24), D("31.80"), unit="Stk"),
         Line("AS-400-GS", "Anfahrschutz 400 mm, gelb/schwarz, mit Dübeln", D(12), D("46.20"), unit="Stk"),
         Line("MON-STD", "Montage durch unsere Monteure", D("14.5"), D("58.00"), unit="Std")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("85.00")), ("Verpackung", D("24.00"))],
        statement="Innergemeinschaftliche Lieferung, steuerfrei nach § 4 Nr. 1b UStG. Die Steuer schuldet der "
                  "Leistungsempfänger (USt-IdNr. BE0456.789.133).",
        dec=".", group="'", iban="DE03 6376 7675 1637 4169 65", bic="SKLOEDE6XXX", customer_no="24018",
        extra={"ours": "AB 27-07731", "terms": "30 Tage ohne Abzug", "delivery": "11.11.2027"}),
    # 10 — myfactory in Dutch, a Deinze electrician: works on the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "10-nl-elektriciteit", "nl", "myfactory",
        Supplier("Elektro Leieland BV", "Kortrijksesteenweg 312", "9800", "Deinze", "BE", "BE0981.532.904",
                 "09 386 44 71", "facturen@elektroleieland.be", "RPR Gent, afd. Gent"),
        "F2027-0412", date(2027, 11, 16), date(2027, 12, 16), "45776163", "45776163", D(0),
        [Line(None, "Vervangen verlichting magazijnhal door LED-armaturen 150 W, inclusief demontage en afvoer van "
                    "de oude armaturen", D(24), D("212.00"), unit="st"),
         Line(None, "Aanpassen elektrische verdeelkast, plaatsen differentieelschakelaars 300 mA", D(1),
              D("1240.00"), unit="forfait"),
         Line(None, "Arbeidsuren elektricien", D("18.5"), D("54.00"), unit="u")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd - medecontractant. Verlegging van heffing, art. 20 KB nr. 1: de btw is verschuldigd "
                  "door de klant (BE0456.789.133).",
        iban="BE44 1033 5251 5145", bic="NICABEBB", payment_ref=ogm(2704120163), customer_no="K1047",
        extra={"terms": "30 dagen na factuurdatum", "site": "Werf: magazijnhal Industrieweg 14, Gent"}),
    # 11 — myfactory in French, a Namur technical publisher: books at the Belgian 6 % (V06), shipping fee, spaces
    Invoice(
        "11-fr-manuels", "fr", "myfactory",
        Supplier("Éditions Techniques Mosanes SRL", "Chaussée de Louvain 241", "5000", "Namur", "BE",
                 "BE1550.548.265", "081 22 67 34", "commandes@etmosanes.be", "RPM Liège, division Namur"),
        "2027/FA/00387", date(2027, 11, 23), date(2027, 12, 23), "BC 45776170", "45776170", D(6),
        [Line("ETM-1042", "Manuel de sécurité en entrepôt, édition 2028, relié, 312 pages", D(40), D("34.50"),
              unit="ex."),
         Line("ETM-0987", "Guide pratique du cariste, brochure", D(120), D("9.80"), unit="ex."),
         Line("ETM-1101", "Recueil des règlements techniques pour installations électriques basse tension, édition "
                          "commentée", D(6), D("89.00"), unit="ex.")],
        "604000", "V06", adjustments=[("Frais d'envoi", D("18.00"))],
        group=" ", iban="BE06 0686 6666 1122", bic="GKCCBEBB", payment_ref=ogm(2700387170), customer_no="K2210",
        extra={"terms": "30 jours date de facture", "date_style": "long"}),
    # 12 — Ramco in English, a Wasquehal haulier: transport services reverse charged (ICS, 615000), no PO printed
    Invoice(
        "12-en-transport", "en", "ramco",
        Supplier("Transports Logistiques du Nord SAS", "145 rue Jean Jaurès", "59290", "Wasquehal", "FR",
                 "FR28345554810", "+33 3 20 65 41 90", "billing@tln-transports.fr", "RCS Lille Métropole 345 554 810"),
        "SINV/2027/000731", date(2027, 12, 3), date(2028, 1, 2), None, "45776177", D(0),
        [Line("FTL-LIL-GNT", "Full truckload Lille - Gent, 13.6 m tautliner, 24 pallets", D(6), D("465.00"),
              unit="TRIP"),
         Line("LTL-PAL", "Groupage pallet delivery Roubaix - Gent", D(18), D("38.50"), unit="PAL"),
         Line("WT-HR", "Waiting time at loading site beyond 2 free hours", D("2.5"), D("45.00"), unit="HR")],
        "615000", "ICS", reverse_charge=True,
        statement="Reverse charge - Article 196 of Directive 2006/112/EC (article 283-2 CGI): VAT to be accounted for "
                  "by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban="FR89 5985 0580 3391 9129 4257 833", bic="CMCIFR2A",
        customer_no="CUS-BE-0193", extra={"terms": "30 days from invoice date", "ou": "TLN-WQL"}),
]
