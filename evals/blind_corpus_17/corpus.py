"""The twelve invoices of the seventeenth blind corpus (issue 38, item 17), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU, IE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Gripp, Venice (Kluwer), Mercator, Divalto,
SelectLine, JTL-Wawi and FreeAgent. PO numbers are the ERP's 4577xxxx (from 45771000 by steps of 7); each invoice
prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20271207; the Irish supplier's, which those generators do not
make, drawn from the same random stream with python-stdnum's Irish check letter and the IBAN check digits of
identifiers.py)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Gripp, an Antwerp engineering office: hours and a study, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "01-nl-engineering", "nl", "gripp",
        Supplier("Studiebureau Scheldeveld BV", "Mechelsesteenweg 212", "2018", "Antwerpen", "BE", "BE1761.043.809",
                 "03 285 61 40", "administratie@scheldeveld.be", "RPR Antwerpen, afd. Antwerpen"),
        "F2027-0412", date(2027, 11, 29), date(2027, 12, 29), "45771000", "45771000", D(21),
        [Line(None, "Stabiliteitsstudie nieuwe stellingen magazijn B, berekeningsnota en plannen", D(1), D("2850.00"),
              unit="post"),
         Line(None, "Projectleiding en werfvergaderingen oktober-november 2027", D("18.5"), D("95.00"), unit="uur"),
         Line(None, "Tekenwerk uitvoeringsplannen", D("32.25"), D("72.50"), unit="uur"),
         Line(None, "Verplaatsingen naar de werf Gent", D(6), D("48.00"), unit="rit")],
        "613000", "V21",
        iban="BE85 1031 2396 9506", bic="CREGBEBB", payment_ref=ogm(2704121000), customer_no="1047",
        extra={"project": "P27-118 Stellingen magazijn B", "terms": "30 dagen"}),
    # 02 — Venice (Kluwer), a Kortrijk lighting wholesaler: Belgian VAT 21 % (V21, 604000), line discounts
    Invoice(
        "02-nl-verlichting", "nl", "venice",
        Supplier("Verlichting Leiedal NV", "Kortrijksesteenweg 311", "8530", "Harelbeke", "BE", "BE0630.240.672",
                 "056 71 28 90", "boekhouding@leiedal-verlichting.be", "RPR Gent, afd. Kortrijk"),
        "27/00815", date(2027, 12, 1), date(2027, 12, 31), "bestelbon 45771007", "45771007", D(21),
        [Line("LED-HB150", "LED highbay 150 W 4000 K IP65, 21.000 lm, met ophangbeugel", D(36), D("139.00"),
              unit="st", discount=D(12)),
         Line("LED-TL1500", "LED armatuur 1500 mm 40 W, waterdicht IP66", D(48), D("42.80"), unit="st",
              discount=D(12)),
         Line("NVU-3H-LED", "Noodverlichtingsarmatuur 3 u autonomie, opbouw", D(14), D("68.50"), unit="st"),
         Line("KAB-3G15-100", "Kabel XVB 3G1,5 mm², haspel 100 m", D(5), D("96.40"), unit="rol"),
         Line("BEW-360-IP", "Bewegingsmelder 360° plafondmontage", D(12), D("31.75"), unit="st")],
        "604000", "V21",
        iban="BE43 0688 2057 8601", bic="GKCCBEBB", payment_ref=ogm(2700815007), customer_no="T0318",
        extra={"terms": "30 dagen na factuurdatum"}),
    # 03 — Mercator, an Aalst coffee roaster supplying the canteen: Belgian reduced rate 6 % (V06, 604000), transport
    Invoice(
        "03-nl-koffie", "nl", "mercator",
        Supplier("Koffiebranderij Denderkouter BV", "Dendermondsesteenweg 47", "9300", "Aalst", "BE",
                 "BE0651.295.414", "053 21 64 80", "facturatie@denderkouter.be", "RPR Gent, afd. Dendermonde"),
        "VF270944", date(2027, 12, 3), date(2027, 12, 17), "PO 4577-1014", "45771014", D(6),
        [Line("KB-ESP-1000", "Koffiebonen espresso blend, 1 kg", D(24), D("18.90"), unit="kg"),
         Line("KB-DEC-500", "Koffiebonen cafeïnevrij, zak 500 g", D(10), D("11.40"), unit="zak"),
         Line("TH-ASS-100", "Thee assortiment, doos 100 zakjes", D(8), D("14.25"), unit="doos"),
         Line("WAT-PL-150", "Plat mineraalwater 1,5 l, pak van 6", D(40), D("3.12"), unit="pak"),
         Line("MLK-PORT-240", "Koffiemelk portie 7,5 g, doos 240 st.", D(6), D("17.60"), unit="doos")],
        "604000", "V06", adjustments=[("Transportkosten", D("22.50"))],
        iban="BE54 1039 3912 7897", bic="CREGBEBB", payment_ref=ogm(2709441014), customer_no="C00412",
        extra={"terms": "14 dagen", "delivery": "LB270981"}),
    # 04 — Divalto, a Saint-Étienne fastener maker: intra-EU goods (ICG, 604000), line discount, port et emballage
    Invoice(
        "04-fr-visserie", "fr", "divalto",
        Supplier("Visserie Forézienne SAS", "14 rue Marius Patinaud", "42000", "Saint-Étienne", "FR", "FR68904894136",
                 "04 77 49 21 60", "compta@visserie-forezienne.fr", "RCS Saint-Étienne 904 894 136"),
        "FC27-012874", date(2027, 12, 6), date(2028, 1, 31), "45771021", "45771021", D(0),
        [Line("VTH-M12X60-88", "Vis tête hexagonale M12 x 60 classe 8.8 zinguée, boîte de 100", D(40), D("18.40"),
              unit="bte", discount=D(8)),
         Line("ECR-M12-8", "Écrou hexagonal M12 classe 8 zingué, boîte de 200", D(20), D("11.95"), unit="bte",
              discount=D(8)),
         Line("RON-M12-L", "Rondelle plate large M12 zinguée, boîte de 200", D(20), D("7.60"), unit="bte"),
         Line("CHV-BET-M10", "Cheville à expansion acier pour béton M10 x 95, boîte de 50, avec écrou et "
                             "rondelle", D(60), D("24.30"), unit="bte"),
         Line("TIG-M16-1M", "Tige filetée M16 longueur 1 m acier zingué", D(150), D("3.85"), unit="pce")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Port et emballage", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation par "
                  "l'acquéreur, n° TVA intracommunautaire BE0456.789.133.",
        group=" ", iban="FR39 2643 2184 5174 6543 7607 932", bic="CEPAFRPP264", customer_no="411TECHNI",
        extra={"order_date": "15/11/2027", "terms": "Virement 45 jours fin de mois", "ship": "BL27-013302",
               "rep": "03 - M. Granjon"}),
    # 05 — Venice in French, a Mons electrician: works at the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "05-fr-electricite", "fr", "venice",
        Supplier("Électricité Haine & Trouille SRL", "Rue des Canadiens 88", "7022", "Mons", "BE", "BE0883.436.408",
                 "065 84 37 12", "comptabilite@eht-electricite.be", "RPM Hainaut, division Mons"),
        "2027/0388", date(2027, 12, 8), date(2028, 1, 7), "BC n° 45771028", "45771028", D(0),
        [Line(None, "Remplacement du tableau divisionnaire du hall de stockage, y compris raccordements et "
                    "mise en conformité", D(1), D("3240.00"), unit="forf."),
         Line(None, "Pose de chemins de câbles perforés 300 mm", D("64"), D("27.50"), unit="m"),
         Line(None, "Main-d'oeuvre électricien", D("37.5"), D("54.00"), unit="h"),
         Line(None, "Contrôle de l'installation par organisme agréé (RGIE)", D(1), D("385.00"), unit="forf.")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - cocontractant. Article 20 AR n° 1. TVA due par le cocontractant "
                  "BE0456.789.133.",
        iban="BE79 3104 4548 6633", bic="BBRUBEBB", payment_ref=ogm(2703881028), customer_no="T0091",
        extra={"terms": "30 jours date de facture",
               "site": "Chantier : Technibouw Distributie, Industrieweg 14, 9000 Gent"}),
    # 06 — Mercator in French, a Luxembourg haulier: road transport, services reverse charged (ICS, 615000)
    Invoice(
        "06-fr-transport", "fr", "mercator",
        Supplier("Transports Alzette S.à r.l.", "Zone Industrielle Scheleck 3", "L-3225", "Bettembourg", "LU",
                 "LU70855930", "+352 52 18 40 1", "facturation@transports-alzette.lu", "RCS Luxembourg B198452"),
        "FT27/1192", date(2027, 12, 10), date(2028, 1, 9), "4577/1035", "45771035", D(0),
        [Line("TR-COMP", "Transport complet Bettembourg - Gand, semi-remorque bâchée, CMR 27-55120 du 22/11/2027",
              D(1), D("1180.00"), unit="voy."),
         Line("TR-COMP", "Transport complet Bettembourg - Gand, semi-remorque bâchée, CMR 27-55187 du 29/11/2027",
              D(1), D("1180.00"), unit="voy."),
         Line("TR-GROUP", "Groupage 6 palettes Esch-sur-Alzette - Gand", D(6), D("96.00"), unit="pal."),
         Line("ATT-H", "Heures d'attente au déchargement", D(3), D("65.00"), unit="h")],
        "615000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE. TVA due par le preneur "
                  "BE0456.789.133.",
        iban="LU81 1111 2183 8380 9240", bic="CCPLLULL", customer_no="C02214",
        extra={"terms": "30 jours date de facture"}),
    # 07 — SelectLine, a Chemnitz hydraulics trader: intra-EU goods (ICG), Rabatt on two lines, Frachtkosten
    Invoice(
        "07-de-hydraulik", "de", "selectline",
        Supplier("Erzgebirge Hydraulik GmbH", "Neefestraße 142", "09119", "Chemnitz", "DE", "DE346888500",
                 "0371 33 48 20", "buchhaltung@erzgebirge-hydraulik.de", "Amtsgericht Chemnitz HRB 31877"),
        "RE2710466", date(2027, 12, 13), date(2028, 1, 12), "45771042", "45771042", D(0),
        [Line("HS-2SN-12-1500", "Hydraulikschlauchleitung 2SN DN12, 1500 mm, beidseitig DKOL 22L", D(30),
              D("38.60"), unit="Stk", discount=D(10)),
         Line("HS-2SN-16-2000", "Hydraulikschlauchleitung 2SN DN16, 2000 mm, beidseitig DKOL 28L", D(16),
              D("52.90"), unit="Stk", discount=D(10)),
         Line("KV-GE22L-M", "Gerade Einschraubverschraubung GE 22-L M26x1,5", D(60), D("6.45"), unit="Stk"),
         Line("HO-VG46-20", "Hydrauliköl HLP 46, Kanister 20 l", D(12), D("64.80"), unit="Kan"),
         Line("KH-2W-G1", "Kugelhahn 2-Wege G1, Stahl verzinkt, PN 500", D(8), D("47.20"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("45.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        iban="DE67 9760 9013 1668 0424 10", bic="CHEKDE81", customer_no="10472",
        extra={"order_date": "22.11.2027", "ls": "LS2711382", "terms": "30 Tage netto"}),
    # 08 — JTL-Wawi, a Bielefeld web shop for workshop supplies: intra-EU goods (ICG), no PO printed, Versandkosten
    Invoice(
        "08-de-werkstatt", "de", "jtlwawi",
        Supplier("OWL Werkstattbedarf GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE", "DE383970413",
                 "0521 98 76 54 0", "shop@owl-werkstattbedarf.de", "Amtsgericht Bielefeld HRB 44720"),
        "RE-2027-088412", date(2027, 12, 14), date(2027, 12, 28), None, "45771049", D(0),
        [Line("100458", "Werkstattwagen mit 7 Schubladen, abschließbar, rot", D(2), D("389.00"), unit="Stk"),
         Line("200913", "Schraubendreher-Satz 12-tlg. VDE isoliert", D(6), D("34.90"), unit="Stk"),
         Line("201177", "Knarrenkasten 1/2\" 24-tlg.", D(4), D("79.50"), unit="Stk"),
         Line("330021", "Nitril-Einmalhandschuhe Gr. L, Box à 100 Stück", D(30), D("7.85"), unit="Box")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten (Spedition)", D("29.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Die Umsatzsteuer schuldet der "
                  "Leistungsempfänger.",
        iban="DE38 3150 6821 6268 6658 21", bic="SPBIDE3BXXX", customer_no="K-218806",
        extra={"order": "AU-2027-104377", "delivery": "14.12.2027", "pay": "Überweisung", "terms": "14 Tage"}),
    # 09 — SelectLine in German from Eupen: work-safety goods, Belgian VAT 21 % (V21, 604000)
    Invoice(
        "09-de-arbeitsschutz", "de", "selectline",
        Supplier("Arbeitsschutz Ostbelgien GmbH", "Herbesthaler Straße 34", "4700", "Eupen", "BE", "BE0659.050.365",
                 "087 55 29 14", "buchhaltung@asob.be", "UO Eupen"),
        "RE2700731", date(2027, 12, 15), date(2028, 1, 14), "PO-45771056", "45771056", D(21),
        [Line("S3-4410-43", "Sicherheitshalbschuh S3 SRC, Gr. 43", D(12), D("58.90"), unit="Paar"),
         Line("S3-4410-45", "Sicherheitshalbschuh S3 SRC, Gr. 45", D(8), D("58.90"), unit="Paar"),
         Line("WJ-HV-XL", "Warnschutzjacke Klasse 3, wasserdicht, mit Reflexstreifen und abnehmbarem Futter, Gr. XL",
              D(20), D("46.75"), unit="Stk"),
         Line("HS-EN388-9", "Schnittschutzhandschuh EN 388 Gr. 9", D(120), D("4.95"), unit="Paar")],
        "604000", "V21",
        iban="BE33 0011 4334 3646", bic="GEBABEBB", payment_ref=ogm(2707311056), customer_no="20318",
        extra={"order_date": "24.11.2027", "ls": "LS2700812", "terms": "30 Tage netto"}),
    # 10 — Gripp in English, a Utrecht software agency: development hours, services reverse charged (ICS, 613000)
    Invoice(
        "10-en-portal", "en", "gripp",
        Supplier("Kanaalweg Digital B.V.", "Kanaalweg 14", "3526 KL", "Utrecht", "NL", "NL677276096B03",
                 "+31 30 720 44 18", "finance@kanaalweg.digital", "Chamber of Commerce 74415229"),
        "F2027-1288", date(2027, 12, 17), date(2028, 1, 16), "PO 45771063", "45771063", D(0),
        [Line(None, "Supplier portal - sprint 7 development (user stories SP-141 to SP-158)", D(64), D("92.00"),
              unit="hours"),
         Line(None, "Supplier portal - sprint 8 development", D("71.5"), D("92.00"), unit="hours"),
         Line(None, "UX review and usability test with 5 users", D(12), D("105.00"), unit="hours"),
         Line(None, "Hosting and monitoring, December 2027", D(1), D("240.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: service supplied to a business in another EU member state, article 196 "
                  "Directive 2006/112/EC.",
        dec=".", group=",", iban="NL98 TRIO 9943 7007 83", bic="TRIONL2U", customer_no="1193",
        extra={"project": "P-2027-031 Supplier portal", "terms": "30 days"}),
    # 11 — FreeAgent, a Cork logistics consultant: services reverse charged (ICS, 613000)
    Invoice(
        "11-en-consulting", "en", "freeagent",
        Supplier("Lee Valley Logistics Consulting Ltd", "Unit 7, Penrose Wharf", "T23 K2W8", "Cork", "IE",
                 "IE7200242B", "+353 21 430 8871", "accounts@leevalleylogistics.ie", "Company No. 642118"),
        "INV-0187", date(2027, 12, 20), date(2028, 1, 19), "4577-1070", "45771070", D(0),
        [Line(None, "Warehouse layout review, Gent distribution centre - on-site assessment", D(3), D("1150.00"),
              unit="days"),
         Line(None, "Slotting analysis and report", D("14.5"), D("135.00"), unit="hours"),
         Line(None, "Workshop with warehouse team leads", D(1), D("950.00"), unit="day")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: the customer accounts for the VAT (Article 196, Council Directive 2006/112/EC).",
        dec=".", group=",", iban="IE64 AIBK 0114 8521 8720 34", bic="AIBKIE2D", customer_no="",
        extra={}),
    # 12 — Divalto in English, an Annecy valve maker: intra-EU goods (ICG, 604000), a line discount
    Invoice(
        "12-en-valves", "en", "divalto",
        Supplier("Robinetterie des Aravis SAS", "62 avenue de Genève", "74000", "Annecy", "FR", "FR24411812340",
                 "04 50 27 61 33", "accounting@robinetterie-aravis.fr", "RCS Annecy 411 812 340"),
        "FC27-004519", date(2027, 12, 22), date(2028, 2, 29), "45771077", "45771077", D(0),
        [Line("BV-2P-DN25", "Ball valve 2-piece DN25 PN40, stainless steel 316, threaded", D(40), D("36.80"),
              unit="pc", discount=D(15)),
         Line("BV-2P-DN50", "Ball valve 2-piece DN50 PN40, stainless steel 316, threaded", D(12), D("98.50"),
              unit="pc", discount=D(15)),
         Line("CV-DN40-F", "Swing check valve DN40 PN16, cast iron, flanged", D(6), D("142.00"), unit="pc"),
         Line("ACT-PN-DA63", "Pneumatic actuator double acting DA63 with ISO 5211 mounting pad", D(4),
              D("186.40"), unit="pc")],
        "604000", "ICG", reverse_charge=True,
        statement="VAT exempt intra-Community supply, article 262 ter I of the French tax code (CGI); reverse "
                  "charge, customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="FR28 4875 2972 2263 2611 7809 216", bic="CCBPFRPPGRE", customer_no="411TECHNI",
        extra={"order_date": "01/12/2027", "terms": "Bank transfer 60 days end of month", "ship": "DN27-005102",
               "rep": "07 - Ms Perrissin"}),
]
