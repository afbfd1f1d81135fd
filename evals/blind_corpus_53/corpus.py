"""The twelve invoices of the fifty-third blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, LU), in nl, fr, de and en, each
drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software: Onfact,
Winbiz, Crésus Facturation, Perfectview, MoneyMonk, Picqer and KLARA. The Swiss families (Winbiz, Crésus, KLARA)
print for Belgian or Luxembourg subsidiaries and branches of Swiss firms. PO numbers are the ERP's 4577xxxx (from
45774600 by steps of 7); each invoice prints them in the supplier's own form (two print none). VAT numbers and IBANs
come from invoice_env/world/identifiers.py's generators on random.Random(20271243), VAT then IBAN per supplier in
the order below."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Onfact, a Kortrijk warehouse-supplies firm: Belgian VAT 21 % (V21), article codes, a line discount
    Invoice(
        "01-nl-magazijn", "nl", "onfact",
        Supplier("Magazijnbenodigdheden Leiedal BV", "Ringlaan Noord 41", "8500", "Kortrijk", "BE", "BE1801.037.897",
                 "056 35 21 88", "boekhouding@leiedal-magazijn.be", "RPR Gent, afd. Kortrijk"),
        "F-2027-0584", date(2027, 11, 3), date(2027, 12, 3), "PO-45774600", "45774600", D(21),
        [Line("STR-500-23", "Stretchfolie handrol 500 mm x 300 m, 23 µm, transparant", D(48), D("11.40"), unit="st"),
         Line("PL-EUR-HT", "Europallet 1200 x 800 mm, nieuw, hittebehandeld (ISPM 15)", D(60), D("14.75"),
              unit="st"),
         Line("HW-NIT-L", "Nitril werkhandschoenen maat L, doos 100 stuks", D(30), D("8.95"), unit="doos",
              discount=D(5)),
         Line("ETK-100-T", "Thermische etiketten 100 x 150 mm voor verzendlabels, rol 500 stuks, kern 25 mm", D(40),
              D("6.20"), unit="rol"),
         Line("SB-PP-12", "Omsnoeringsband PP 12 mm x 3000 m met dispenser", D(6), D("38.50"), unit="st")],
        "604000", "V21",
        iban="BE42 7350 3650 7754", bic="KREDBEBB", payment_ref=ogm(2705844600), customer_no="K0213",
        extra={"terms": "30 dagen"}),
    # 02 — Winbiz, the Belgian subsidiary of a Swiss scale maker: calibration at Belgian VAT 21 % (V21, 611000)
    Invoice(
        "02-fr-pesage", "fr", "winbiz",
        Supplier("Pesage Helvétique Belgique SRL", "Rue du Bosquet 7", "1348", "Louvain-la-Neuve", "BE",
                 "BE1459.366.681", "010 45 62 19", "administration@pesage-helvetique.be", "RPM Brabant wallon"),
        "270452", date(2027, 11, 8), date(2027, 12, 8), "commande 45774607", "45774607", D(21),
        [Line(None, "Contrôle et étalonnage annuel du pont-bascule de quai, y compris certificat d'étalonnage",
              D(1), D("640.00"), unit="forfait"),
         Line(None, "Étalonnage transpalettes peseurs", D(4), D("95.00"), unit="pce"),
         Line("PH-CEL-2T", "Cellule de charge 2 t, inox, IP68", D(2), D("285.00"), unit="pce", discount=D(10)),
         Line(None, "Déplacement technicien (zone 2)", D(1), D("85.00"), unit="forfait"),
         Line(None, "Main-d'œuvre technicien", D("3.5"), D("78.00"), unit="h")],
        "611000", "V21",
        group=" ", iban="BE83 3105 6418 3715", bic="BBRUBEBB", customer_no="C-1187",
        extra={"terms": "30 jours net", "ours": "M. Favre",
               "parent": "filiale de Pesage Helvétique SA, Yverdon-les-Bains (CH)"}),
    # 03 — MoneyMonk, a Utrecht freelance consultant: hours, services reverse charged (ICS, 613000)
    Invoice(
        "03-nl-advies", "nl", "moneymonk",
        Supplier("Mulder Supply Chain Advies", "Oudegracht 233", "3511 NK", "Utrecht", "NL", "NL623204204B03",
                 "06 41 87 22 90", "jeroen@muldersupplychain.nl", "KvK 81734529"),
        "2027-0031", date(2027, 11, 10), date(2027, 11, 24), "inkooporder 45774614", "45774614", D(0),
        [Line(None, "Advies herinrichting orderpickproces magazijn Gent, week 43 en 44", D("26.5"), D("95.00"),
              unit="uur"),
         Line(None, "Workshop slotting en looproutes met de teamleiders (1 dag, inclusief voorbereiding)", D(1),
              D("850.00"), unit="dag"),
         Line(None, "Reiskosten Utrecht - Gent v.v.", D(812), D("0.23"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL02 INGB 0471 4066 95", bic="INGBNL2A",
        extra={"owner": "J. Mulder", "days": "14"}),
    # 04 — KLARA, the Eupen branch of a Swiss tyre dealer: agricultural tyres at the Belgian 12 % (V12), a discount
    Invoice(
        "04-de-reifen", "de", "klara",
        Supplier("Rheintal Pneu AG, Zweigniederlassung Belgien", "Herbesthaler Straße 57", "4700", "Eupen", "BE",
                 "BE0636.335.242", "087 59 44 10", "buchhaltung@rheintal-pneu.be", "RJP Eupen"),
        "2027-0188", date(2027, 11, 12), date(2027, 12, 12), "Bestellung Nr. 4577 4621", "45774621", D(12),
        [Line("AR-380/85R28", "Traktorreifen 380/85 R28 133A8, radial", D(8), D("512.00"), unit="Stk"),
         Line("AR-460/85R38", "Traktorreifen 460/85 R38 149A8, radial, für Hinterachse", D(4), D("895.00"),
              unit="Stk"),
         Line("SL-10.0/75-15.3", "Reifen für landwirtschaftliche Anhänger 10.0/75-15.3, 14 PR, mit Felge", D(12),
              D("138.50"), unit="Stk"),
         Line("SCH-TR218A", "Schlauch für Landmaschinenreifen, Ventil TR 218A", D(10), D("34.90"), unit="Stk")],
        "604000", "V12", adjustments=[("Rabatt 2 %", D(2))],
        iban="BE81 0018 1754 9624", bic="GEBABEBB", payment_ref=ogm(2701884621), customer_no="10433",
        extra={"terms": "30", "contact": "Herr Kessler"}),
    # 05 — Crésus Facturation, a Luxembourg safety-equipment firm: intra-EU goods (ICG), freight
    Invoice(
        "05-fr-securite", "fr", "cresus",
        Supplier("Protec Léman Luxembourg S.à r.l.", "12, rue de l'Industrie", "L-3895", "Foetz", "LU", "LU78870273",
                 "+352 26 55 31 40", "factures@protec-leman.lu", "RCS Luxembourg B231458"),
        "27-1096", date(2027, 11, 17), date(2027, 12, 17), "45774628 du 27.10.2027", "45774628", D(0),
        [Line("CAS-ABS-W", "Casque de chantier ABS blanc, coiffe textile 6 points", D(40), D("12.80"), unit="pce"),
         Line("HAR-2P-L", "Harnais antichute 2 points d'ancrage avec longe à absorbeur d'énergie 2 m", D(6),
              D("149.00"), unit="pce"),
         Line("GIL-HV-XL", "Gilet haute visibilité classe 2, jaune, taille XL", D(80), D("4.35"), unit="pce"),
         Line("CHA-S3-43", "Chaussures de sécurité S3 SRC, pointure 43", D(12), D("68.50"), unit="paire"),
         Line("BOU-MOU-200", "Bouchons d'oreilles en mousse, distributeur de 200 paires", D(10), D("29.90"),
              unit="bte")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("35.00"))],
        statement="Livraison intracommunautaire exonérée (art. 138 de la directive 2006/112/CE). Autoliquidation "
                  "de la TVA par l'acquéreur, n° TVA BE0456.789.133.",
        iban="LU16 5368 7157 6968 8386", bic="BILLLULL", customer_no="2041",
        extra={"terms": "30 jours net"}),
    # 06 — Perfectview in English, a Tilburg racking inspector: services reverse charged (ICS, 613000)
    Invoice(
        "06-en-inspection", "en", "perfectview",
        Supplier("RackSafe Inspecties B.V.", "Ringbaan-Oost 102", "5013 CD", "Tilburg", "NL", "NL532397563B02",
                 "013 744 08 61", "administratie@racksafe.nl", "KvK 52918374"),
        "2027-10215", date(2027, 11, 19), date(2027, 12, 19), "PO 45774635", "45774635", D(0),
        [Line(None, "Annual racking inspection according to EN 15635, warehouse Industrieweg 14 Gent, including "
                    "inspection report and damage register", D(1), D("1450.00")),
         Line(None, "Additional inspection hours (beyond the 8 hours included)", D(3), D("115.00")),
         Line(None, "Rack safety awareness training for warehouse staff, half day, max. 12 participants", D(1),
              D("690.00")),
         Line(None, "Travel costs Tilburg - Gent and back", D(1), D("124.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: service supplied to a taxable person in another EU member state "
                  "(art. 44 and 196 VAT Directive 2006/112/EC). Customer VAT number: BE0456.789.133.",
        iban="NL95 INGB 2458 1894 79", bic="INGBNL2A", customer_no="30417",
        extra={"subject": "Annual rack inspection warehouse Gent", "terms": "30 days"}),
    # 07 — Picqer, a Zwolle warehouse webshop: intra-EU goods (ICG), six lines with SKUs, shipping
    Invoice(
        "07-nl-webshop", "nl", "picqer",
        Supplier("Opslagplein B.V.", "Marsweg 12", "8013 PE", "Zwolle", "NL", "NL362432016B03",
                 "038 760 14 55", "klantenservice@opslagplein.nl", "KvK 68127455"),
        "2027-11843", date(2027, 11, 22), date(2027, 12, 6), "PO45774642", "45774642", D(0),
        [Line("OP-KBX-4020", "Magazijnbak 400 x 200 x 150 mm, blauw, stapelbaar", D(120), D("3.85"), unit="st"),
         Line("OP-KBX-6040", "Magazijnbak 600 x 400 x 220 mm, blauw, met grijpopening", D(60), D("9.40"), unit="st"),
         Line("OP-LBL-DIV", "Etiketvenster met insteeklabel voor magazijnbak, set van 50 stuks", D(8), D("12.50"),
              unit="set"),
         Line("OP-TRL-300", "Magazijntrolley met 3 legborden, draagvermogen 300 kg", D(4), D("189.00"), unit="st"),
         Line("OP-HSC-BT", "Handscanner 2D barcode, bluetooth, met oplaadstation en USB-kabel", D(5), D("214.00"),
              unit="st"),
         Line("OP-BAT-AA48", "Batterijen AA alkaline, doos 48 stuks", D(10), D("17.95"), unit="doos")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("49.95"))],
        statement="Intracommunautaire levering, btw verlegd (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL78 INGB 4736 8020 41", bic="INGBNL2A", customer_no="8812",
        extra={"order": "#OP-58213", "days": "14"}),
    # 08 — Onfact in French, a Brussels coffee roaster: canteen supplies at the Belgian 6 % (V06), no article codes
    Invoice(
        "08-fr-cafe", "fr", "onfact",
        Supplier("Torréfaction du Sablon SRL", "Rue de la Régence 23", "1000", "Bruxelles", "BE", "BE1420.094.351",
                 "02 511 38 76", "facturation@torrefaction-sablon.be", "RPM Bruxelles"),
        "2027-1377", date(2027, 11, 24), date(2027, 12, 24), "BC 45774649", "45774649", D(6),
        [Line(None, "Café en grains Arabica 100 %, torréfaction moyenne, sachet de 1 kg", D(36), D("21.40"),
              unit="sachet"),
         Line(None, "Thé noir Earl Grey, boîte de 100 sachets", D(12), D("9.80"), unit="boîte"),
         Line(None, "Sucre en bâtonnets de 4 g, carton de 1000", D(4), D("18.50"), unit="carton"),
         Line(None, "Lait demi-écrémé UHT 1 l, pack de 12", D(10), D("11.40"), unit="pack"),
         Line(None, "Biscuits spéculoos emballés individuellement, boîte de 300", D(5), D("27.90"), unit="boîte")],
        "604000", "V06",
        iban="BE76 0689 1112 7895", bic="GKCCBEBB", payment_ref=ogm(2713774649), customer_no="",
        extra={"terms": "30 jours"}),
    # 09 — Picqer in German, a Cologne shelving webshop: intra-EU goods (ICG), no PO printed, freight
    Invoice(
        "09-de-lager", "de", "picqer",
        Supplier("Lagerwelt Rheinland GmbH", "Industriestraße 161", "50999", "Köln", "DE", "DE696601582",
                 "0221 98 76 54 0", "service@lagerwelt-rheinland.de", "Amtsgericht Köln HRB 98213"),
        "RE-2027-08817", date(2027, 11, 25), date(2027, 12, 9), None, "45774656", D(0),
        [Line("LW-SR-2000", "Schwerlastregal 2000 x 1000 x 500 mm, 5 Fachböden, verzinkt, Fachlast 250 kg", D(10),
              D("139.00"), unit="Stk"),
         Line("LW-FB-1000", "Zusatzfachboden 1000 x 500 mm, verzinkt", D(20), D("18.90"), unit="Stk"),
         Line("LW-WH-250", "Wandhalterung für Schwerlastregal", D(20), D("4.60"), unit="Stk"),
         Line("LW-SK-3B", "Sichtlagerkasten Größe 3, blau, VE 24 Stück", D(6), D("52.80"), unit="VE")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten (Spedition)", D("89.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Kunden: BE0456.789.133.",
        iban="DE49 8570 4799 8354 1643 60", bic="COLSDE33", customer_no="24077",
        extra={"order": "A-27-5521", "days": "14"}),
    # 10 — Winbiz in Dutch, the Mechelen subsidiary of a Swiss door maker: works on the warehouse (VRC, 611000)
    Invoice(
        "10-nl-poorten", "nl", "winbiz",
        Supplier("Alpitor Poorttechniek BV", "Industriepark-Noord 22", "2800", "Mechelen", "BE", "BE0696.130.101",
                 "015 28 71 40", "boekhouding@alpitor.be", "RPR Antwerpen, afd. Mechelen"),
        "271187", date(2027, 11, 29), date(2027, 12, 29), "bestelbon nr. 4577-4663", "45774663", D(0),
        [Line(None, "Herstelling sectionaalpoort laadkade 3: vervangen van de torsieveren en de kabels", D(1),
              D("685.00"), unit="forfait"),
         Line("SP-TV-95", "Torsieveer 95 x 6,0 mm links/rechts", D(2), D("168.00"), unit="paar"),
         Line(None, "Onderhoudsbeurt dockleveller en opblaasbare dockshelter", D(4), D("145.00"), unit="st"),
         Line(None, "Arbeidsuren technieker", D(6), D("72.00"), unit="u"),
         Line(None, "Verplaatsingskosten", D(1), D("55.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing: btw te voldoen door de medecontractant (art. 20 KB nr. 1), "
                  "BE0456.789.133.",
        iban="BE33 9796 5224 1846", bic="ARSPBE22", customer_no="D-2290",
        extra={"terms": "30 dagen netto", "ours": "K. Peeters",
               "parent": "dochteronderneming van Alpitor AG, Sursee (CH)"}),
    # 11 — Crésus Facturation in English, a Luxembourg hosting firm: services reverse charged (ICS), Swiss numbers
    Invoice(
        "11-en-hosting", "en", "cresus",
        Supplier("Kirchberg Cloud Services S.A.", "2, rue Jean Engling", "L-1466", "Luxembourg", "LU", "LU48403654",
                 "+352 27 86 12 00", "billing@kirchberg-cloud.lu", "RCS Luxembourg B198722"),
        "27-2204", date(2027, 12, 6), date(2028, 1, 5), "4577 4670", "45774670", D(0),
        [Line("HOST-VM-L", "Virtual server L (8 vCPU, 32 GB RAM), December 2027 to February 2028", D(3),
              D("420.00"), unit="month"),
         Line("BKP-TB", "Offsite backup storage, per TB and month", D(12), D("28.00"), unit="TB"),
         Line("SUP-PREM", "Premium support contract, first quarter 2028", D(1), D("950.00"), unit="qtr"),
         Line("MIG-H", "Migration of the warehouse management database to the new cluster", D(14), D("135.00"),
              unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: service supplied to a taxable person established in another Member State "
                  "(Art. 44 and 196 Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group="'", iban="LU08 8566 6360 9660 1285", bic="BCEELULL", customer_no="1378",
        extra={"terms": "30 days net"}),
    # 12 — Perfectview, an Apeldoorn label-printer dealer: intra-EU goods (ICG), no PO printed, shipping
    Invoice(
        "12-nl-etiketten", "nl", "perfectview",
        Supplier("Etiketprint Veluwe B.V.", "Laan van Westenenk 501", "7334 DT", "Apeldoorn", "NL",
                 "NL882474753B02", "055 526 39 70", "facturen@etiketprintveluwe.nl", "KvK 08194533"),
        "F2027-1288", date(2027, 12, 8), date(2028, 1, 7), None, "45774677", D(0),
        [Line("ZT-421", "Thermotransfer labelprinter 4 inch, 203 dpi, met ethernet", D(3), D("649.00")),
         Line("LBL-100150-TT", "Thermotransfer etiketten 100 x 150 mm, mat papier, rol 1000 stuks", D(48),
              D("14.60")),
         Line("RIB-110-450", "Wax/hars lint 110 mm x 450 m", D(24), D("9.85")),
         Line("CLN-KIT", "Reinigingsset voor printkop en rubberrol", D(3), D("24.50"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("22.50"))],
        statement="Intracommunautaire levering, btw verlegd (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL50 TRIO 2312 9355 23", bic="TRIONL2U", customer_no="30882",
        extra={"subject": "Levering labelprinters expeditie", "terms": "30 dagen", "date_style": "long"}),
]
