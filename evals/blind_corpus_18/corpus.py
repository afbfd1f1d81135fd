"""The twelve invoices of the eighteenth blind corpus (issue 38, item 18), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU, IE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Asperion, Adsolut, Obat, Xentral,
Sage Intacct, Kashflow and Haufe X360. PO numbers are the ERP's 4577xxxx (from 45771100 by steps of 7); each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20271208; the two Irish numbers drawn from the same random
stream, their check letter by python-stdnum and the IBAN check digits by identifiers.iban_check_digits)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Asperion, a Tilburg packaging wholesaler: intra-EU goods (ICG), a line discount
    Invoice(
        "01-nl-verpakking", "nl", "asperion",
        Supplier("Verpakkingsgroothandel Midden-Brabant B.V.", "Ringbaan-Oost 212", "5013 CD", "Tilburg", "NL",
                 "NL424136193B02", "013 204 77 10", "administratie@vpmb.nl", "KvK 18093377"),
        "20270934", date(2027, 12, 1), date(2027, 12, 31), "Inkooporder 45771100", "45771100", D(0),
        [Line("STR-500-23", "Stretchfolie handwikkel 500 mm x 300 m, 23 mu, transparant", D(48), D("14.85"),
              unit="rol"),
         Line("PD-1208-DG", "Palletdoos 1200 x 800 x 800 mm dubbelgolf bruin, met los deksel", D(60), D("12.40"),
              unit="st", discount=D(5)),
         Line("TP-PP50-66", "Verpakkingstape PP 50 mm x 66 m bruin, low noise", D(216), D("1.32"), unit="st"),
         Line("OB-PP12-3000", "Omsnoeringsband PP 12 x 0,55 mm, rol 3000 m, kern 200 mm", D(10), D("38.75"),
              unit="rol"),
         Line("HP-50-1200", "Kartonnen hoekprofiel 50 x 50 x 3 mm, lengte 1200 mm", D(500), D("0.46"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Btw verlegd: intracommunautaire levering van goederen (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL17 SNSB 1048 8578 45", bic="SNSBNL2A", customer_no="10452",
        extra={"date": "%d-%m-%Y", "terms": "30 dagen", "web": "www.vpmb.nl"}),
    # 02 — Adsolut, a Kortrijk electrical wholesaler: Belgian VAT 21 % (V21), line discounts, a VAT recap
    Invoice(
        "02-nl-elektro", "nl", "adsolut",
        Supplier("Elektrogroothandel Leiedal NV", "President Kennedypark 31", "8500", "Kortrijk", "BE",
                 "BE0677.070.193", "056 24 18 90", "boekhouding@leiedal-elektro.be", "RPR Gent, afdeling Kortrijk"),
        "27/04812", date(2027, 12, 2), date(2028, 1, 31), "BB 45771107", "45771107", D(21),
        [Line("XVB3G25", "Kabel XVB-F2 3G2,5 mm² Cca, per meter", D(300), D("1.38"), unit="m", discount=D(12)),
         Line("LED-WD-1236", "LED-armatuur waterdicht IP65 1200 mm 36 W 4000 K", D(40), D("29.90"), unit="st",
              discount=D(12)),
         Line("AFT-IP55-100", "Aftakdoos IP55 100 x 100 x 50 mm met 6 wartels", D(60), D("3.85"), unit="st",
              discount=D(8)),
         Line("AUT-C16-1PN", "Automaat 1P+N C16 6 kA curve C", D(24), D("14.60"), unit="st")],
        "604000", "V21",
        iban="BE46 3101 7009 4236", bic="BBRUBEBB", payment_ref=ogm(2704812107), customer_no="0008142",
        extra={"terms": "30 dagen einde maand", "rep": "K. Vanneste", "date": "%d/%m/%Y"}),
    # 03 — Obat, a Mons roofing contractor: works on the Gent warehouse roof, Belgian cocontractant (VRC, 611000)
    Invoice(
        "03-fr-toiture", "fr", "obat",
        Supplier("Toitures & Isolation du Hainaut SRL", "Chaussée de Binche 177", "7000", "Mons", "BE",
                 "BE0622.159.483", "065 31 48 20", "facturation@tih-toitures.be", "RPM Hainaut, division Mons"),
        "FA-00187", date(2027, 12, 3), date(2028, 1, 2), "4577 1114", "45771114", D(0),
        [Line(None, "Dépose des anciens panneaux isolants et de la membrane, évacuation en conteneur", D(1),
              D("680.00"), unit="ens"),
         Line(None, "Fourniture et pose d'isolant PIR 120 mm sur pare-vapeur existant, fixation mécanique", D(420),
              D("31.50"), unit="m²"),
         Line(None, "Membrane bitumineuse SBS bicouche soudée à la flamme, relevés compris", D(420), D("27.80"),
              unit="m²"),
         Line(None, "Remplacement des avaloirs de toiture Ø 100 mm", D(6), D("165.00"), unit="u"),
         Line(None, "Échafaudage de pied et garde-corps provisoires", D(1), D("940.00"), unit="ens")],
        "611000", "VRC", reverse_charge=True,
        group="\u00a0",
        statement="Autoliquidation - TVA due par le cocontractant (article 20 de l'AR n° 1 du 29.12.1992). "
                  "N° TVA du cocontractant : BE0456.789.133.",
        iban="BE05 1032 2726 2075", bic="NICABEBB",
        extra={"sections": [("Préparation du support", 1), ("Isolation", 1), ("Étanchéité et évacuation", 2),
                            ("Installation de chantier", 1)],
               "site": "Technibouw Distributie - entrepôt, Industrieweg 14, 9000 Gent",
               "object": "Rénovation de la toiture plate de l'entrepôt (hall B)",
               "form": "", "terms": "Virement à 30 jours", "date": "%d/%m/%Y"}),
    # 04 — Xentral, a Bielefeld industrial-supplies web shop: intra-EU goods (ICG), shipping as a position
    Invoice(
        "04-de-ersatzteile", "de", "xentral",
        Supplier("Ostwestfalen Industriebedarf GmbH", "Herforder Straße 288", "33609", "Bielefeld", "DE",
                 "DE706201531", "0521 98 76 40", "buchhaltung@owl-industriebedarf.de", "Amtsgericht Bielefeld HRB 44182"),
        "400935", date(2027, 12, 6), date(2027, 12, 20), "45771121", "45771121", D(0),
        [Line("100412", "Rillenkugellager 6204-2Z C3", D(100), D("2.95"), unit="Stk"),
         Line("100977", "Zahnriemen HTD 8M-1200-30", D(12), D("41.60"), unit="Stk", discount=D(10)),
         Line("101305", "Hydraulikschlauch 2SN DN12, Länge 1 m, beidseitig Pressarmatur DKOL M22x1,5", D(20),
              D("27.40"), unit="Stk"),
         Line("200015", "Näherungsschalter induktiv M18, PNP, 8 mm bündig, Stecker M12", D(16), D("23.90"),
              unit="Stk", discount=D(10)),
         Line("900001", "Versandkosten Spedition (1 Palette)", D(1), D("89.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Die Steuerschuld geht auf den Leistungsempfänger über.",
        iban="DE10 8198 9823 9358 9379 48", bic="SPBIDE3BXXX", customer_no="10318",
        extra={"order": "AB200812", "delivery": "LS300874", "clerk": "Frau Nolte", "days": "14",
               "md": "Geschäftsführer: Jens Hövelmann", "bank": "Sparkasse Bielefeld"}),
    # 05 — Sage Intacct, a Cork analytics firm: subscription and consulting, services reverse charged (ICS)
    Invoice(
        "05-en-analytics", "en", "intacct",
        Supplier("Lee Valley Data Systems Ltd", "Unit 4, Eastgate Business Park", "T45 YK82", "Little Island, Cork",
                 "IE", "IE5165893L", "+353 21 435 0917", "accounts@leevalleydata.ie",
                 "Registered in Ireland No. 612874"),
        "INV-IE-002741", date(2027, 12, 7), date(2028, 1, 6), "PO-45771128", "45771128", D(0),
        [Line("SUB-WMS-ANL", "Warehouse analytics platform subscription, 01/12/2027 - 30/11/2028", D(1),
              D("8400.00"), unit="Year"),
         Line("SUB-USER", "Additional named users", D(15), D("180.00"), unit="User"),
         Line("SVC-CONS", "Implementation consulting (remote): dashboards, KPI definitions and data mapping",
              D("37.5"), D("145.00"), unit="Hour"),
         Line("SVC-TRAIN", "Online training session, up to 10 attendees", D(2), D("650.00"), unit="Session")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council "
                  "Directive 2006/112/EC. Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE65 AIBK 9331 1955 6592 60", bic="AIBKIE2D", customer_no="C-0417",
        extra={"date": "%d/%m/%Y", "terms": "Net 30", "bank": "Allied Irish Banks, Cork"}),
    # 06 — Adsolut in French, a Jambes coffee and canteen supplier: Belgian 6 % on foodstuffs (V06), delivery charge
    Invoice(
        "06-fr-cafe", "fr", "adsolut",
        Supplier("Cafés & Collations Mosanes SA", "Chaussée de Liège 612", "5100", "Jambes", "BE", "BE1261.533.005",
                 "081 30 72 45", "compta@cafes-mosanes.be", "RPM Liège, division Namur"),
        "2027/1196", date(2027, 12, 8), date(2027, 12, 31), "commande 45771135", "45771135", D(6),
        [Line("CAF-GR-1000", "Café en grains pur arabica, torréfaction moyenne, paquet 1 kg", D(36), D("17.40"),
              unit="pce"),
         Line("THE-ASS-100", "Thé assortiment 6 variétés, boîte de 100 sachets", D(12), D("11.95"), unit="bte"),
         Line("SUC-BUC-1000", "Sucre en bûchettes 4 g, carton de 1000", D(6), D("14.20"), unit="ctn"),
         Line("LAIT-UHT-12", "Lait demi-écrémé UHT 1 l, pack de 12", D(10), D("11.60"), unit="pack"),
         Line("BIS-SPEC-150", "Biscuits spéculoos emballés individuellement, boîte de 150", D(8), D("13.75"),
              unit="bte")],
        "604000", "V06", adjustments=[("Frais de livraison", D("12.50"))],
        iban="BE10 9797 6419 5004", bic="ARSPBE22", payment_ref=ogm(2711961135), customer_no="0002231",
        extra={"terms": "Fin de mois", "rep": "M. Collard", "date": "%d/%m/%Y"}),
    # 07 — Asperion, a Rotterdam warehouse consultancy: services reverse charged (ICS, 613000), a written date
    Invoice(
        "07-nl-magazijnadvies", "nl", "asperion",
        Supplier("Magazijnadvies Rijnmond B.V.", "Waalhaven Z.z. 44", "3089 JH", "Rotterdam", "NL",
                 "NL828572379B03", "010 428 61 35", "facturen@magazijnadvies-rijnmond.nl", "KvK 24371190"),
        "2027-0218", date(2027, 12, 13), date(2028, 1, 12), "45771142 / dhr. De Smet", "45771142", D(0),
        [Line(None, "Advies herinrichting magazijn Gent: opname huidige situatie, analyse orderpicking en "
                    "looproutes", D(24), D("115.00"), unit="uur"),
         Line(None, "Workshop slotting met teamleiders, op locatie", D(2), D("460.00"), unit="dagdeel"),
         Line(None, "Reiskosten Rotterdam - Gent v.v.", D(580), D("0.23"), unit="km"),
         Line(None, "Rapportage en implementatieplan", D(1), D("950.00"), unit="st")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL55 TRIO 5582 4556 51", bic="TRIONL2U", customer_no="1187",
        extra={"date_style": "long", "date": "%d-%m-%Y", "terms": "30 dagen",
               "web": "www.magazijnadvies-rijnmond.nl"}),
    # 08 — Haufe X360, a Freiburg logistics-IT firm: consulting and licences, services reverse charged (ICS)
    Invoice(
        "08-de-beratung", "de", "haufe",
        Supplier("Breisgau Logistik-IT GmbH", "Wiesentalstraße 27", "79115", "Freiburg im Breisgau", "DE",
                 "DE705300185", "0761 45 29 83 0", "rechnungswesen@breisgau-logistik-it.de",
                 "Amtsgericht Freiburg i. Br. HRB 719330"),
        "RG-2027-00482", date(2027, 12, 15), date(2028, 1, 14), "PO 45771149", "45771149", D(0),
        [Line("BER-SEN", "Beratung Senior Consultant: Anbindung der Lagerverwaltung an die Scanner-Terminals",
              D("18.5"), D("148.00"), unit="Std"),
         Line("ENT-EDI", "Entwicklung Schnittstelle EDI ORDERS/DESADV", D(32), D("126.00"), unit="Std"),
         Line("LIZ-SCAN", "Lizenz Scanner-Client, unbefristet", D(12), D("95.00"), unit="Stk", discount=D(15)),
         Line("RK-PAUSCH", "Reisekostenpauschale Vor-Ort-Termin Gent (09.12.2027)", D(1), D("420.00"),
              unit="pausch.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE75 7213 6142 5323 2704 67", bic="GENODE61FR1", customer_no="D10029",
        extra={"period": "01.12.2027 - 15.12.2027", "contact": "Herr Albrecht", "terms": "30 Tage netto",
               "bank": "Volksbank Freiburg", "md": "Geschäftsführerin: Dr. Katrin Sauter"}),
    # 09 — Kashflow, a Galway safety-wear distributor: intra-EU goods (ICG), quantity first
    Invoice(
        "09-en-safety", "en", "kashflow",
        Supplier("Atlantic Safety Supplies Ltd", "Unit 12, Ballybrit Business Park", "H91 P2DK", "Galway", "IE",
                 "IE7043363P", "+353 91 770 412", "accounts@atlanticsafety.ie", "Registered in Ireland No. 548213"),
        "10562", date(2027, 12, 16), date(2028, 1, 15), "PO 45771156", "45771156", D(0),
        [Line("HV-V2-OR-XL", "Hi-vis vest EN ISO 20471 class 2, orange, XL", D(120), D("3.20")),
         Line("SB-S3-43", "Safety boot S3 SRC, composite toe cap, size 43", D(24), D("46.50")),
         Line("GL-NIT-9", "Nitrile coated work gloves, size 9, pack of 12 pairs", D(40), D("18.90")),
         Line("HH-397-WH", "Safety helmet EN 397 with ratchet, white", D(36), D("9.75")),
         Line("EP-SNR33-200", "Disposable ear plugs SNR 33 dB, box of 200 pairs", D(10), D("27.80"))],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, zero-rated (Article 138 Directive 2006/112/EC). Reverse charge: "
                  "VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE96 AIBK 9336 9790 8906 87", bic="AIBKIE2D", customer_no="TECH01",
        extra={"bank": "AIB Bank, Galway"}),
    # 10 — Xentral for a Grevenmacher label printer, in German: intra-EU goods (ICG), no PO printed
    Invoice(
        "10-de-etiketten", "de", "xentral",
        Supplier("Moselle Etikett & Druck S.à r.l.", "14, rue de Wecker", "L-6795", "Grevenmacher", "LU",
                 "LU75899188", "+352 26 74 51 20", "factures@moselle-etikett.lu", "RCS Luxembourg B198452"),
        "401277", date(2027, 12, 20), date(2028, 1, 19), None, "45771163", D(0),
        [Line("ET-100150-TD", "Thermodirekt-Etiketten 100 x 150 mm, Kern 76 mm, 1.000 Etiketten je Rolle", D(120),
              D("12.60"), unit="Rolle"),
         Line("ET-10050-TT", "Thermotransfer-Etiketten 100 x 50 mm, weiß matt, 2.500 je Rolle", D(40), D("18.40"),
              unit="Rolle"),
         Line("FB-110-450", "Farbband Wachs/Harz 110 mm x 450 m", D(30), D("9.85"), unit="Stk"),
         Line("DR-4Z-203", "Etikettendrucker 4 Zoll, 203 dpi, USB/LAN, mit Abreißkante", D(2), D("689.00"),
              unit="Stk", discount=D(5))],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d MwStG Luxemburg, "
                  "Art. 138 MwStSystRL). Steuerschuldner ist der Leistungsempfänger.",
        iban="LU97 4572 6642 6797 7144", bic="BCEELULL", customer_no="20544",
        extra={"order": "AB201455", "delivery": "LS301502", "clerk": "Herr Thill", "days": "30",
               "md": "Gérant: Marc Weis", "bank": "Spuerkeess"}),
    # 11 — Sage Intacct for a Vilvoorde forklift service firm (US group): Belgian VAT 21 % (V21, 611000), US dates
    Invoice(
        "11-en-forklift", "en", "intacct",
        Supplier("Brabant Material Handling Services BV", "Woluwelaan 151", "1800", "Vilvoorde", "BE",
                 "BE0234.497.993", "+32 2 253 41 80", "ar.belgium@brabant-mhs.be", "RLE Brussels"),
        "BMH-INV-0010384", date(2027, 12, 21), date(2028, 1, 20), "45771170", "45771170", D(21),
        [Line("SVC-PM-A", "Preventive maintenance, electric counterbalance truck 2.5 t (annual service)", D(4),
              D("385.00"), unit="Each"),
         Line("PRT-TYRE-1878", "Solid press-on tyre 18x7-8, fitted", D(6), D("142.00"), unit="Each"),
         Line("PRT-BATT-W", "Battery water top-up and cell check", D(4), D("48.00"), unit="Each"),
         Line("LAB-TECH", "Technician labour, repairs found during service", D("7.5"), D("78.00"), unit="Hour"),
         Line("TRV-ZONE2", "Travel charge zone 2 (Gent)", D(1), D("95.00"), unit="Each")],
        "611000", "V21",
        dec=".", group=",", iban="BE75 1439 5144 8651", bic="GEBABEBB", payment_ref=ogm(2710384170),
        customer_no="TECHNI-BE", extra={"date": "%m/%d/%Y", "terms": "Net 30", "bank": "BNP Paribas Fortis"}),
    # 12 — Obat for a Valenciennes steelwork shop: intra-EU goods (ICG), an invoice discount, metres with decimals
    Invoice(
        "12-fr-metallerie", "fr", "obat",
        Supplier("Métallerie Scarpe-Escaut SARL", "87 rue Jean Jaurès", "59300", "Valenciennes", "FR",
                 "FR40728821893", "03 27 41 58 06", "contact@metallerie-scarpe-escaut.fr",
                 "SIRET 728 821 893 00027 - RCS Valenciennes"),
        "F2027-0412", date(2028, 1, 5), date(2028, 2, 4), "TB-45771177", "45771177", D(0),
        [Line(None, "Garde-corps acier galvanisé, main courante Ø 42 mm, lisses horizontales, hauteur 1100 mm",
              D("18.5"), D("168.00"), unit="ml"),
         Line(None, "Escalier droit 14 marches caillebotis, limons UPN 200, galvanisé à chaud", D(1), D("3850.00"),
              unit="u"),
         Line(None, "Platines de fixation 200 x 200 x 12 mm percées", D(16), D("42.00"), unit="u"),
         Line(None, "Caillebotis pressé maille 30 x 30 mm, panneau 1000 x 600 mm, galvanisé", D(24), D("96.50"),
              unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 5 %", D(5))],
        group="\u00a0",
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA BE0456.789.133.",
        iban="FR63 5330 6349 3929 8153 8746 338", bic="CMCIFR2A",
        extra={"sections": [], "site": "Technibouw Distributie, Industrieweg 14, 9000 Gent (Belgique)",
               "object": "Fourniture d'un escalier et de garde-corps pour la mezzanine (livraison sans pose)",
               "form": "SARL au capital de 20 000 €", "terms": "Virement à 30 jours", "date": "%d/%m/%Y"}),
]
