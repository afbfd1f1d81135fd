"""The twelve invoices of the seventy-first blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented EU suppliers (BE, NL, FR, DE, LU, IE, AT), in nl,
fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of one family of small-business
invoicing software no earlier corpus used: Invoice Simple, Invoice Home, ZipBooks, Kashoo, MYOB, Reckon and Saasu.
PO numbers are the ERP's eight-digit numbers from 45776400 by steps of 7; each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py, seed 20271261)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Invoice Simple, a Tilburg workwear shop: intra-EU goods (ICG), shipping before the net total
    Invoice(
        "01-nl-werkkleding", "nl", "invoicesimple",
        Supplier("Brabantse Werkkleding B.V.", "Ringbaan-Oost 212", "5013 CD", "Tilburg", "NL", "NL547713368B02",
                 "013 744 20 18", "info@brabantsewerkkleding.nl", "KvK 71844203"),
        "INV0347", date(2027, 10, 5), date(2027, 11, 4), "PO 45776400", "45776400", D(0),
        [Line(None, "Werkbroek stretch met kniezakken, kleur grijs/zwart, maten 46-58", D(24), D("54.95"), unit="st"),
         Line(None, "Softshell jas met reflectiestrepen en logo-borduring op de borst", D(12), D("89.50"), unit="st"),
         Line(None, "Veiligheidsschoen S3 laag", D(18), D("72.00"), unit="paar")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("24.95"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG).",
        iban="NL30 INGB 8670 6043 43", bic="INGBNL2A", extra={"terms": "30 dagen"}),
    # 02 — Invoice Home, a Mechelen sign maker: Belgian VAT 21 % (V21), a line discount
    Invoice(
        "02-en-signage", "en", "invoicehome",
        Supplier("Dijlestad Signs & Print BV", "Oscar Van Kesbeeckstraat 41", "2800", "Mechelen", "BE",
                 "BE1351.938.587", "015 29 61 73", "hello@dijlestadsigns.be", "RPR Antwerpen, afd. Mechelen"),
        "2027-0291", date(2027, 10, 7), date(2027, 11, 6), "4577-6407", "45776407", D(21),
        [Line(None, "Aluminium dibond safety sign 600 x 400 mm, printed both sides, UV laminated", D(30),
              D("38.50"), unit="pcs"),
         Line(None, "Floor marking tape 50 mm x 33 m, yellow/black", D(40), D("16.80"), unit="rolls", discount=D(10)),
         Line(None, "Installation on site, Industrieweg 14", D(6), D("65.00"), unit="h")],
        "604000", "V21", iban="BE78 0013 4912 3486", bic="GEBABEBB", payment_ref=ogm(2702910407),
        extra={"terms": "Net 30"}),
    # 03 — ZipBooks, a Cork software consultancy: services reverse charged (ICS), hours with decimals
    Invoice(
        "03-en-consulting", "en", "zipbooks",
        Supplier("Lee Valley Data Solutions Ltd", "Unit 4, Blackpool Business Park", "T23 KX28", "Cork", "IE",
                 "IE1224981A", "+353 21 430 7719", "billing@leevalleydata.ie", "CRO 612873"),
        "ZB-1058", date(2027, 10, 11), date(2027, 11, 10), "45776414", "45776414", D(0),
        [Line(None, "Warehouse management system integration - design workshops", D("12.5"), D("115.00"),
              unit="hrs"),
         Line(None, "API development: purchase order and goods-receipt interface with the ERP, incl. testing",
              D("38.75"), D("105.00"), unit="hrs"),
         Line(None, "Project management", D("6"), D("95.00"), unit="hrs"),
         Line(None, "Remote support retainer, October 2027", D(1), D("450.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive "
                  "2006/112/EC). Customer VAT BE0456.789.133.",
        dec=".", group=",", iban="IE43 AIBK 6133 5674 4474 49", bic="AIBKIE2D",
        extra={"terms": "Net 30", "date_style": "mdy"}),
    # 04 — Kashoo, a Lille fastener distributor: intra-EU goods (ICG), plain-space thousands, freight
    Invoice(
        "04-fr-visserie", "fr", "kashoo",
        Supplier("Visserie du Nord SAS", "27 avenue de la Marne", "59290", "Wasquehal", "FR", "FR54788461895",
                 "03 20 65 18 44", "compta@visseriedunord.fr", "RCS Lille Métropole 788 461 895"),
        "F2027-00812", date(2027, 10, 14), date(2027, 11, 13), "Cde n° 4577 6421", "45776421", D(0),
        [Line("VN-M8X40-A2", "Vis tête hexagonale M8 x 40 inox A2, boîte de 200", D(25), D("31.40"), unit="bte"),
         Line("VN-E8-A2", "Écrou hexagonal M8 inox A2, boîte de 500", D(12), D("18.90"), unit="bte"),
         Line("VN-CH12-110", "Cheville nylon 12 x 110 mm avec vis, boîte de 50", D(40), D("14.25"), unit="bte"),
         Line("VN-TF-1000", "Tige filetée M10 acier zingué, longueur 1 000 mm", D(1500), D("1.12"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur.",
        group=" ", iban="FR89 1462 5375 1465 0688 1997 738", bic="CCBPFRPPLIL", customer_no="C-0094",
        extra={"terms": "30 jours"}),
    # 05 — MYOB (item layout), a Krefeld hydraulics dealer: intra-EU goods, line discounts, Fracht
    Invoice(
        "05-de-hydraulik", "de", "myob",
        Supplier("Niederrhein Hydraulik GmbH", "Hafenstraße 19", "47809", "Krefeld", "DE", "DE442514109",
                 "02151 58 23 40", "buchhaltung@nr-hydraulik.de", "Amtsgericht Krefeld HRB 18842"),
        "00004127", date(2027, 10, 19), date(2027, 11, 18), "Best.-Nr. 4577.6428", "45776428", D(0),
        [Line("HS-1SN-10", "Hydraulikschlauch 1SN DN10, Meterware", D(150), D("6.85"), unit="m", discount=D(5)),
         Line("PF-DKOL-12", "Pressfitting DKOL 12L, Stahl verzinkt", D(200), D("3.42"), unit="Stk", discount=D(5)),
         Line("KH-G12-315", "Kugelhahn G1/2\" 315 bar, mit Handhebel", D(16), D("48.90"), unit="Stk"),
         Line("MN-100-250", "Manometer 100 mm, 0-250 bar, glyceringefüllt, Anschluss unten", D(10), D("36.70"),
              unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("45.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. Die "
                  "Steuerschuld geht auf den Leistungsempfänger über.",
        iban="DE76 4667 0217 0709 5826 40", bic="SPKRDE33XXX", customer_no="TECHBE",
        extra={"terms": "30 Tage netto", "ship": "Technibouw Distributie NV, Wareneingang, Industrieweg 14, 9000 Gent"}),
    # 06 — Reckon, an Antwerp technical bookshop: Belgian VAT 6 % (V06) on books
    Invoice(
        "06-nl-vakboeken", "nl", "reckon",
        Supplier("Boekhandel Scheldeboek BV", "Nationalestraat 88", "2000", "Antwerpen", "BE", "BE1132.413.038",
                 "03 231 44 90", "bestellingen@scheldeboek.be", "RPR Antwerpen"),
        "4512", date(2027, 10, 22), date(2027, 11, 21), "PO4577-6435", "45776435", D(6),
        [Line("978-90-01-87432-6", "Handboek magazijnbeheer en logistiek, 5e druk", D(6), D("64.50"), unit="ex"),
         Line("978-94-6344-215-0", "Praktijkgids heftrucks en veiligheid op de werkvloer", D(15), D("34.95"), unit="ex"),
         Line("978-90-8931-772-1", "Elektrotechniek voor installateurs, deel 1 en 2 (box)", D(4), D("119.00"),
              unit="box")],
        "604000", "V06", iban="BE08 1036 0010 4413", bic="CREGBEBB", payment_ref=ogm(4512643500),
        extra={"terms": "30 dagen", "rep": "KV"}),
    # 07 — Saasu, a Luxembourg hosting company: services reverse charged (ICS), no PO printed
    Invoice(
        "07-en-hosting", "en", "saasu",
        Supplier("Kirchberg Cloud Services S.à r.l.", "12 rue Alphonse Weicker", "L-2721", "Luxembourg", "LU",
                 "LU66081579", "+352 26 44 91", "accounts@kirchbergcloud.lu", "RCS Luxembourg B 214 876"),
        "SI-27-00981", date(2027, 11, 2), date(2027, 11, 16), None, "45776442", D(0),
        [Line("VPS-L", "Managed virtual server L (8 vCPU, 32 GB), Nov 2027", D(3), D("189.00"), unit="month"),
         Line("BKP-500", "Offsite backup 500 GB", D(2), D("45.00"), unit="month"),
         Line("ENG-DAY", "Engineering day: migration of the ERP database", D("2.5"), D("780.00"), unit="days")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charge - Article 44 and 196 of Directive 2006/112/EC. Customer VAT no "
                  "BE0456.789.133.",
        dec=".", group=",", iban="LU77 7190 7934 7692 8337", bic="BILLLULL", extra={"terms": "14 days"}),
    # 08 — Invoice Simple, a Namur cleaning company: Belgian VAT 21 % (V21), an invoice discount
    Invoice(
        "08-fr-nettoyage", "fr", "invoicesimple",
        Supplier("Meuse Propreté SRL", "Rue de Fernelmont 63", "5020", "Namur", "BE", "BE0981.722.548",
                 "081 74 33 12", "facturation@meusproprete.be", "RPM Liège, div. Namur"),
        "FAC-2027-118", date(2027, 11, 8), date(2027, 12, 8), "BC 45776449", "45776449", D(21),
        [Line(None, "Nettoyage industriel du hall de stockage (sols, rayonnages, quais de chargement), octobre 2027",
              D(1), D("2340.00"), unit="forfait"),
         Line(None, "Nettoyage des vitres hautes avec nacelle", D("14.5"), D("48.00"), unit="h"),
         Line(None, "Évacuation des déchets de carton et de film plastique", D(3), D("85.00"), unit="rot.")],
        "611000", "V21", adjustments=[("Remise 5 %", D(5))],
        iban="BE84 3631 7452 4359", bic="BBRUBEBB", payment_ref=ogm(2711180449), extra={"terms": "30 jours"}),
    # 09 — ZipBooks, an Utrecht training bureau: services reverse charged (ICS), hours 7,5
    Invoice(
        "09-nl-training", "nl", "zipbooks",
        Supplier("Domstad Opleidingen B.V.", "Vliegend Hertlaan 50", "3526 KT", "Utrecht", "NL", "NL072943191B03",
                 "030 207 81 55", "administratie@domstadopleidingen.nl", "KvK 80337125"),
        "2027-118", date(2027, 11, 12), date(2027, 12, 12), "Order 4577-6456", "45776456", D(0),
        [Line(None, "Training leidinggeven in het magazijn, groep 1 (8 deelnemers)", D("7.5"), D("165.00"),
              unit="uur"),
         Line(None, "Training leidinggeven in het magazijn, groep 2 (7 deelnemers)", D("7.5"), D("165.00"),
              unit="uur"),
         Line(None, "Cursusmateriaal en certificaten", D(15), D("32.50"), unit="st"),
         Line(None, "Reistijd trainer Utrecht - Gent v.v.", D(4), D("60.00"), unit="uur")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd - artikel 196 Btw-richtlijn 2006/112/EG. Btw-nummer afnemer BE0456.789.133.",
        iban="NL24 SNSB 3632 4436 98", bic="SNSBNL2A", extra={"terms": "30 dagen", "date_style": "long"}),
    # 10 — MYOB (item layout), a Linz conveyor parts maker: intra-EU goods (ICG), line discount, freight
    Invoice(
        "10-en-conveyor", "en", "myob",
        Supplier("Donau Fördertechnik GmbH", "Industriezeile 36", "4020", "Linz", "AT", "ATU79312548",
                 "+43 732 77 41 20", "office@donau-foerdertechnik.at", "FN 498221 k, LG Linz"),
        "00018834", date(2027, 11, 16), date(2027, 12, 16), "PO#45776463", "45776463", D(0),
        [Line("RL-50-600", "Conveyor roller dia. 50 mm, length 600 mm, galvanised, spring shaft", D(120),
              D("14.60"), unit="ea", discount=D(8)),
         Line("BR-50-PAIR", "Side bracket pair for dia. 50 roller", D(60), D("6.25"), unit="pr"),
         Line("BT-PVC-600", "PVC conveyor belt 600 mm wide, endless vulcanised, 12.4 m", D(2), D("685.00"),
              unit="ea")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("95.00"))],
        statement="Tax-free intra-Community supply (Art. 6 para. 1 and Art. 7 UStG 1994, Art. 138 Directive "
                  "2006/112/EC). Reverse charge: the recipient is liable for VAT.",
        dec=".", group=",", iban="AT08 4533 2093 0210 4269", bic="RZOOAT2L", customer_no="TECHNIBO",
        extra={"terms": "Net 30 days", "ship": "Technibouw Distributie NV, Goods-in, Industrieweg 14, 9000 Gent, Belgium"}),
    # 11 — Reckon, a Liège electrical contractor: Belgian cocontractant (VRC, 611000)
    Invoice(
        "11-fr-electricite", "fr", "reckon",
        Supplier("Électricité Mosane SRL", "Rue Saint-Léonard 214", "4000", "Liège", "BE", "BE1431.050.007",
                 "04 227 58 31", "admin@electricite-mosane.be", "RPM Liège"),
        "2145", date(2027, 11, 23), date(2027, 12, 23), "N/Réf. 45776470", "45776470", D(0),
        [Line("INST-LED", "Remplacement de l'éclairage du hall par des luminaires LED 150 W, y compris démontage "
                          "des anciens appareils", D(24), D("186.00"), unit="p"),
         Line("INST-CAB", "Câblage XVB 3G2,5 en chemin de câbles", D(180), D("4.80"), unit="m"),
         Line("MO", "Main-d'oeuvre électricien", D(16), D("58.00"), unit="h")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - TVA due par le cocontractant, article 20 de l'AR n° 1 "
                  "(cocontractant BE0456.789.133).",
        iban="BE67 3632 6405 8187", bic="BBRUBEBB", payment_ref=ogm(2145647000),
        extra={"terms": "30 jours", "rep": "JL"}),
    # 12 — Saasu, a Luxembourg lab-equipment dealer printing in German with Swiss number format: ICG, Rabatt
    Invoice(
        "12-de-labor", "de", "saasu",
        Supplier("Moselle Labortechnik S.A.", "Route de Trèves 6", "L-2633", "Senningerberg", "LU", "LU46949419",
                 "+352 34 18 62", "rechnungen@moselle-labor.lu", "RCS Luxembourg B 187 402"),
        "RE-2027-1206", date(2027, 12, 3), date(2027, 12, 31), "Bestellung 4577 6477", "45776477", D(0),
        [Line("LT-WA-220", "Analysenwaage 220 g / 0.1 mg, mit Kalibrierzertifikat", D(2), D("1890.00"), unit="Stk"),
         Line("LT-PH-700", "pH-Meter Tischgerät mit Elektrode", D(3), D("645.00"), unit="Stk"),
         Line("LT-PIP-SET", "Pipettenset 0.5-1000 µl, 4 Stück, mit Ständer", D(5), D("412.50"), unit="Set"),
         Line("LT-HS-01", "Handschuhe Nitril, Grösse M, Karton à 10 x 100", D(8), D("72.00"), unit="Ktn")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 2 %", D(2))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 LTVA / Art. 138 MwStSystRL), "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        dec=".", group="'", iban="LU71 5878 1711 2697 8471", bic="BCEELULL", customer_no="10442",
        extra={"terms": "Zahlbar bis Monatsende", "date_style": "long"}),
]
