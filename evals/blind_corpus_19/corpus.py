"""The twelve invoices of the nineteenth blind corpus (issue 38, item 19), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU, IE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Popsy, Factuursturen.nl, Batappli, Büroware,
Amicron, Harvest and MKG. PO numbers are the ERP's 4577xxxx (from 45771200 by steps of 7); each invoice prints them
in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20271209, one VAT number and one IBAN per invoice in order;
the Irish ones, which identifiers.py cannot make, were drawn from the same stream with their own check digits)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Popsy, a Harelbeke packaging wholesaler: Belgian VAT 21 % (V21), line discounts, a VAT recap
    Invoice(
        "01-nl-verpakking", "nl", "popsy",
        Supplier("Verpakkingen Leiedal BV", "Kortrijksesteenweg 412", "8530", "Harelbeke", "BE", "BE1321.309.254",
                 "056 71 24 90", "boekhouding@leiedal-verpakkingen.be", "RPR Gent, afd. Kortrijk"),
        "VF/2027/0812", date(2027, 10, 12), date(2027, 11, 11), "PO45771200", "45771200", D(21),
        [Line("STR-23-450", "Handstretchfolie 23 µ, 450 mm x 300 m, transparant", D(96), D("8.45"), unit="rol",
              discount=D(8)),
         Line("KAR-0201-40", "Amerikaanse vouwdoos 400 x 300 x 250 mm, dubbele golf bruin", D(1500), D("0.92"),
              unit="st", discount=D(8)),
         Line("TAPE-PP-50", "Verpakkingstape PP 50 mm x 66 m bruin, low noise", D(216), D("1.38"), unit="rol"),
         Line("PAL-EUR-HT", "Europallet 1200 x 800 mm, nieuw, hittebehandeld volgens ISPM 15", D(40), D("14.90"),
              unit="st"),
         Line("HOEK-35-1000", "Kartonnen hoekprofiel 35 x 35 x 3 mm, lengte 1000 mm", D(500), D("0.31"),
              unit="st")],
        "604000", "V21",
        iban="BE60 9793 0171 5370", bic="ARSPBE22", payment_ref=ogm(2708121200), customer_no="C00418",
        extra={"terms": "30 dagen na factuurdatum", "delivery": "LB/2027/1544 van 08/10/2027", "rep": "Kris"}),
    # 02 — Factuursturen.nl, a Son en Breugel lighting wholesaler: intra-EU goods (ICG), quantity first, no articles
    Invoice(
        "02-nl-verlichting", "nl", "factuursturen",
        Supplier("LichtTechniek Brabant B.V.", "Ekkersrijt 4108", "5692 DA", "Son en Breugel", "NL",
                 "NL674888200B03", "0499 47 63 10", "administratie@lichttechniekbrabant.nl", "KvK 58203317"),
        "2027-0318", date(2027, 10, 14), date(2027, 10, 28), "Inkooporder 45771207", "45771207", D(0),
        [Line(None, "LED hallarmatuur 150 W, 4000 K, 21.000 lm, IP65, met 1-10 V dimbare driver", D(24),
              D("142.50")),
         Line(None, "LED lichtlijn 1500 mm, 50 W, 4000 K, inclusief draagprofiel en eindkappen", D(60), D("68.40")),
         Line(None, "Noodverlichtingsarmatuur LED, 3 uur autonomie, met pictogram vluchtweg", D(30), D("54.90")),
         Line(None, "Bewegingsmelder voor hoge plafonds tot 14 m", D(4), D("89.00")),
         Line(None, "Verzendkosten (1 pallet)", D(1), D("65.00"))],
        "604000", "ICG", reverse_charge=True,
        statement="BTW verlegd - intracommunautaire levering (art. 138 Richtlijn 2006/112/EG). "
                  "BTW-nummer afnemer: BE0456.789.133.",
        iban="NL70 SNSB 2331 9750 25", bic="SNSBNL2A",
        extra={"terms": "14 dagen"}),
    # 03 — Batappli, a Mouscron electrician: works at the Gent warehouse, Belgian cocontractant (VRC, 611000), lots
    Invoice(
        "03-fr-electricite", "fr", "batappli",
        Supplier("Électricité Générale Dupuis & Fils SRL", "Rue de la Station 61", "7700", "Mouscron", "BE",
                 "BE1503.013.614", "056 33 19 84", "info@dupuis-electricite.be", "RPM Hainaut, division Tournai"),
        "FA-2710-045", date(2027, 10, 15), date(2027, 11, 14), "BC 4577 1214", "45771214", D(0),
        [Line(None, "Fourniture et pose d'un tableau divisionnaire 72 modules, y compris disjoncteurs et "
                    "différentiels 30 mA", D(1), D("1865.00"), unit="Ens"),
         Line(None, "Câblage et raccordement des départs existants", D(14), D("52.00"), unit="h"),
         Line(None, "Prise CEE 32 A 400 V 5P en coffret IP44, posée et raccordée", D(6), D("148.00"), unit="U"),
         Line(None, "Câble XVB 5G6 mm² tiré sous chemin de câbles", D(120), D("11.40"), unit="ml"),
         Line(None, "Chemin de câbles galvanisé 200 mm, supports et fixations compris", D(45), D("24.60"),
              unit="ml")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - régime du cocontractant : TVA due par le client (BE0456.789.133) en vertu de "
                  "l'article 20 de l'arrêté royal n° 1.",
        group=" ", iban="BE38 9793 5232 0472", bic="ARSPBE22", payment_ref=ogm(2710045214),
        extra={"lots": ((1, "Tableau électrique", 2), (2, "Prises de force quai de chargement", 3)),
               "site": "Technibouw - Entrepôt, Industrieweg 14, 9000 Gand",
               "object": "Remplacement du tableau et prises industrielles quai de chargement",
               "ref_label": "Votre bon de commande"}),
    # 04 — Büroware, a Hamm fastener wholesaler: intra-EU goods (ICG), prices per 100, Skonto, freight
    Invoice(
        "04-de-befestigung", "de", "buroware",
        Supplier("Schraubenhandel Ruhr-Lippe GmbH", "Hafenstraße 38", "59067", "Hamm", "DE", "DE371409981",
                 "02381 97 33 0", "buchhaltung@srl-hamm.de", "Amtsgericht Hamm HRB 7741"),
        "R2710544", date(2027, 10, 18), date(2027, 11, 17), "45771221 vom 27.09.2027", "45771221", D(0),
        [Line("DIN933-M12X40-8.8", "Sechskantschraube DIN 933 M12 x 40, Festigkeit 8.8, galvanisch verzinkt",
              D(2000), D("0.1685"), unit="St", price_places=4),
         Line("DIN934-M12-8", "Sechskantmutter DIN 934 M12, Festigkeit 8, galvanisch verzinkt", D(2000), D("0.0412"),
              unit="St", price_places=4),
         Line("DIN125-13", "Unterlegscheibe DIN 125 A 13 mm, galvanisch verzinkt", D(4000), D("0.0118"), unit="St",
              price_places=4),
         Line("FAZ2-12-20", "Bolzenanker FAZ II 12/20, galvanisch verzinkt, mit Zulassung", D(400), D("1.92"),
              unit="St", discount=D(10)),
         Line("DIN976-M10-1000", "Gewindestange DIN 976 M10 x 1000 mm, Festigkeit 4.8, verzinkt", D(150),
              D("1.46"), unit="St")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("28.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldner ist der Leistungsempfänger.",
        iban="DE80 1161 0213 9429 5797 99", bic="WELADED1HAM", customer_no="24118",
        extra={"delivery": ("LS2709871", "15.10.2027"), "skonto": ("28.10.2027", D(2)), "clerk": "Frau Özdemir"}),
    # 05 — Popsy in French, a Liège coffee roaster: canteen supplies at the Belgian 6 % (V06)
    Invoice(
        "05-fr-cafe", "fr", "popsy",
        Supplier("Torréfaction Mosane SRL", "Rue des Champs 27", "4020", "Liège", "BE", "BE0722.211.223",
                 "04 341 58 20", "facturation@torrefaction-mosane.be", "RPM Liège"),
        "VF/2027/1187", date(2027, 10, 21), date(2027, 11, 20), "4577-1228", "45771228", D(6),
        [Line("CAF-GR-1K", "Café en grains Espresso Bar, 100 % arabica, sachet 1 kg", D(48), D("17.60"), unit="kg",
              discount=D(5)),
         Line("CAF-DECA-500", "Café moulu décaféiné, paquet 500 g", D(24), D("6.95"), unit="pq"),
         Line("THE-ASS-100", "Thé assortiment 6 variétés, boîte de 100 sachets", D(12), D("11.40"), unit="bte"),
         Line("SUC-STK-1000", "Sucre en sticks 4 g, carton de 1000", D(6), D("19.80"), unit="ct"),
         Line("EAU-PET-50", "Eau de source plate 50 cl, pack de 24 bouteilles", D(60), D("5.85"), unit="pk"),
         Line("BIS-SPEC-300", "Spéculoos emballés individuellement, boîte de 300", D(8), D("21.50"), unit="bte")],
        "604000", "V06",
        iban="BE26 3106 1527 5029", bic="BBRUBEBB", payment_ref=ogm(2711871228), customer_no="C02291",
        extra={"terms": "30 jours date de facture", "delivery": "BL/2027/2310 du 19/10/2027", "rep": "Manu"}),
    # 06 — Harvest, a Galway logistics consultancy: hours, an expense, services reverse charged (ICS, 613000)
    Invoice(
        "06-en-layout", "en", "harvest",
        Supplier("Corrib Logistics Engineering Ltd", "Unit 7, Galway Technology Park", "H91 E2R6", "Galway", "IE",
                 "IE7651847G", "+353 91 70 4412", "accounts@corrib-le.ie", "Registered in Ireland No. 612847"),
        "1047", date(2027, 10, 25), date(2027, 11, 24), "PO-45771235", "45771235", D(0),
        [Line(None, "Site survey and data analysis, Gent DC, 04/10/2027 - 08/10/2027", D(32), D("115.00"),
              unit="Service"),
         Line(None, "Layout design and simulation of the picking zone (racking, flows, dock allocation)", D("46.5"),
              D("115.00"), unit="Service"),
         Line(None, "Project management", D(12), D("135.00"), unit="Service"),
         Line(None, "Travel Dublin - Brussels and hotel (3 nights), at cost", D(1), D("1284.60"), unit="Expense")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charge: supply of services to a VAT-registered business in another EU member state "
                  "(Art. 196 Council Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban="IE10 BOFI 0563 4806 7506 44", bic="BOFIIE2D",
        extra={"subject": "Warehouse layout study - Gent DC", "date": "%d/%m/%Y", "terms": "Net 30"}),
    # 07 — Amicron, a Tostedt safety-wear dealer: intra-EU goods (ICG), quantity first, Rabatt, shipping
    Invoice(
        "07-de-arbeitsschutz", "de", "amicron",
        Supplier("Arbeitsschutz Nordheide GmbH", "Gewerbering 15", "21255", "Tostedt", "DE", "DE924265638",
                 "04182 29 71 60", "rechnung@arbeitsschutz-nordheide.de", "Amtsgericht Tostedt HRB 205513"),
        "104472", date(2027, 10, 27), date(2027, 11, 10), "4577 1242", "45771242", D(0),
        [Line("SH-S3-4211", "Sicherheitshalbschuh S3 SRC, schwarz, Größen gemischt lt. Größenliste", D(40),
              D("48.90"), unit="Paar", discount=D(12)),
         Line("HS-NIT-09", "Nitril-Montagehandschuh, Größe 9", D(200), D("1.85"), unit="Paar"),
         Line("WJ-HV-XL", "Warnschutzjacke Klasse 3, orange, mit Reflexstreifen, Größe XL", D(30), D("27.40"),
              unit="Stk", discount=D(12)),
         Line("HM-EN397-W", "Industrieschutzhelm EN 397, weiß, mit 6-Punkt-Gurtband", D(12), D("11.60"), unit="Stk"),
         Line("GS-SNR37-200", "Gehörschutzstöpsel SNR 37 dB, Spenderbox mit 200 Paar", D(6), D("42.00"), unit="Box")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("18.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Ihre USt-IdNr.: BE0456.789.133.",
        iban="DE52 3975 9915 7275 5905 86", bic="NOLADE21TOS", customer_no="10893",
        extra={"terms": "14 Tage netto"}),
    # 08 — Büroware in German, a Bettembourg hydraulics dealer (LU): intra-EU goods (ICG), a special discount
    Invoice(
        "08-de-hydraulik", "de", "buroware",
        Supplier("Hydraulik Service Lëtzebuerg S.à r.l.", "5, Z.A.E. Wolser F", "L-3290", "Bettembourg", "LU",
                 "LU54512286", "+352 51 88 42 1", "info@hsl-hydraulik.lu", "RCS Luxembourg B198402"),
        "R2711219", date(2027, 11, 2), date(2027, 12, 2), "PO 45771249 vom 12.10.2027", "45771249", D(0),
        [Line("HS-2SN12-1000", "Hydraulikschlauch 2SN DN 12, Länge 1000 mm, beidseitig DKOL 22L 90°", D(40),
              D("38.60"), unit="St"),
         Line("HS-2SN16-1500", "Hydraulikschlauch 2SN DN 16, Länge 1500 mm, beidseitig DKOL 30S", D(24), D("52.90"),
              unit="St"),
         Line("GE22L-34", "Gerade Einschraubverschraubung GE 22 L, M26 x 1,5 auf 3/4 Zoll BSP", D(60), D("6.75"),
              unit="St", discount=D(15)),
         Line("HLP46-208", "Hydrauliköl HLP 46, Fass 208 l", D(2), D("612.00"), unit="Fass"),
         Line("RLF-10-EIN", "Rücklauffiltereinsatz 10 µm für Tankeinbau", D(12), D("44.80"), unit="St")],
        "604000", "ICG", reverse_charge=True, adjustments=[("abzgl. 3 % Sonderrabatt", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d MwSt-Gesetz, Art. 138 "
                  "MwStSystRL). Steuerschuldner ist der Leistungsempfänger.",
        iban="LU94 2975 5116 9013 4179", bic="BCEELULL", customer_no="30571",
        extra={"delivery": ("LS2711034", "29.10.2027"), "skonto": None, "clerk": "Herr Weber"}),
    # 09 — Batappli in French, a Templemars metalwork shop (FR): steel parts delivered, intra-EU goods (ICG)
    Invoice(
        "09-fr-metallerie", "fr", "batappli",
        Supplier("Métallerie Lefebvre SAS", "14 rue Gustave Eiffel, ZA du Moulin", "59175", "Templemars", "FR",
                 "FR59788900660", "03 20 62 47 15", "contact@metallerie-lefebvre.fr",
                 "SIRET 788 900 660 00027 - RCS Lille Métropole"),
        "FA2711-0087", date(2027, 11, 8), date(2027, 12, 8), "45771256", "45771256", D(0),
        [Line(None, "Garde-corps acier galvanisé pour mezzanine, h = 1100 mm, avec lisse intermédiaire et plinthe, "
                    "en éléments de 2 m", D(36), D("118.00"), unit="ml"),
         Line(None, "Escalier droit acier galvanisé, 14 marches caillebotis, largeur 900 mm, avec rampe", D(1),
              D("2640.00"), unit="U"),
         Line(None, "Portillon auto-fermant pour trémie de chargement", D(2), D("485.00"), unit="U"),
         Line(None, "Platines et chevilles chimiques de fixation (kit)", D(1), D("186.00"), unit="Ens")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 3 %", D(3))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. "
                  "N° TVA intracommunautaire du client : BE0456.789.133.",
        group="\u00a0", iban="FR03 2271 9386 1157 9855 6564 584", bic="CCBPFRPPLIL",
        extra={"lots": ((1, "Fourniture seule, départ atelier (enlèvement par vos soins)", 4),),
               "object": "Garde-corps et escalier mezzanine - entrepôt de Gand", "written": True,
               "ref_label": "Réf. commande client"}),
    # 10 — MKG, a Wehl injection moulder: intra-EU goods (ICG), lines grouped by packing slip, a 3-decimal price
    Invoice(
        "10-nl-kunststof", "nl", "mkg",
        Supplier("Kunststofspuitgieterij Achterhoek B.V.", "Nijverheidsweg 17", "7031 BN", "Wehl", "NL",
                 "NL986770462B03", "0314 68 22 90", "debiteuren@ksa-wehl.nl", "KvK 09162274"),
        "2710463", date(2027, 11, 10), date(2027, 12, 10), "4577.1263", "45771263", D(0),
        [Line("KSA-40112", "Behuizing bovendeel PA6 GF30 zwart, matrijs M-4011", D(5000), D("0.86"), unit="st",
              detail=("Uw artikelnr.: TB-88120",)),
         Line("KSA-40113", "Behuizing onderdeel PA6 GF30 zwart, matrijs M-4011", D(5000), D("0.74"), unit="st",
              detail=("Uw artikelnr.: TB-88121",)),
         Line("KSA-22870", "Afdekkap PP grijs RAL 7035", D(12000), D("0.128"), unit="st", price_places=3,
              detail=("Uw artikelnr.: TB-88135",)),
         Line("KSA-MAT-4011", "Aanpassing matrijs M-4011, extra uitwerperpennen, eenmalig", D(1), D("1250.00"),
              unit="st", discount=D(20))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("95.00"))],
        statement="Intracommunautaire levering, BTW verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG).",
        iban="NL33 ABNA 1470 8007 81", bic="ABNANL2A",
        customer_no="10388",
        extra={"slips": (("2709215", "02-11-2027", 2), ("2709288", "05-11-2027", 2)), "ours": "VO27-1516",
               "terms": "30 dagen netto", "yours": None}),
    # 11 — MKG in English, a Vlissingen pump dealer: intra-EU goods (ICG), no PO printed (a person as reference)
    Invoice(
        "11-en-pumps", "en", "mkg",
        Supplier("Pompentechniek Zeeland B.V.", "Edisonweg 41", "4382 NW", "Vlissingen", "NL", "NL125355646B01",
                 "+31 118 47 92 00", "sales@ptzeeland.nl", "KvK 22061349"),
        "2711052", date(2027, 11, 16), date(2027, 12, 16), None, "45771270", D(0),
        [Line("PTZ-CR5-10", "Vertical multistage pump CR 5-10, 400 V, 1.5 kW, EPDM seals", D(2), D("1485.00"),
              unit="pcs"),
         Line("PTZ-SK-CR5", "Service kit shaft seal for CR 5, HQQE", D(4), D("164.50"), unit="pcs"),
         Line("PTZ-FC-2.2", "Frequency converter 2.2 kW, IP55, wall mounted", D(2), D("612.00"), unit="pcs",
              discount=D(5)),
         Line("PTZ-PT-16", "Pressure transmitter 0-16 bar, 4-20 mA", D(4), D("128.40"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("75.00"))],
        statement="Intra-Community supply of goods, VAT reverse charged (Art. 138 Directive 2006/112/EC).",
        dec=".", group=",", iban="NL56 RABO 4262 3581 09", bic="RABONL2U", customer_no="20415",
        extra={"slips": (("2711380", "12-11-2027", 4),), "ours": "VO27-0784", "terms": "30 days net",
               "yours": "Mr P. Claes"}),
    # 12 — Harvest in English, an Ixelles data consultancy: Belgian VAT 21 % (V21, 613000), ISO dates
    Invoice(
        "12-en-dashboards", "en", "harvest",
        Supplier("Brightwave Data Consulting SRL", "Avenue Louise 367", "1050", "Ixelles", "BE", "BE1148.613.721",
                 "02 646 18 37", "invoices@brightwave.be", "RPM Bruxelles"),
        "2027-058", date(2027, 11, 24), date(2027, 12, 24), "PO# 4577 1277", "45771277", D(21),
        [Line(None, "Consulting - inventory data model and dashboards (November 2027)", D("62.25"), D("95.00"),
              unit="Service"),
         Line(None, "Workshop: reporting for warehouse team leads (2 half-day sessions)", D(2), D("850.00"),
              unit="Service"),
         Line(None, "Reporting licences, 12 months", D(8), D("126.00"), unit="Product")],
        "613000", "V21",
        dec=".", group=",", qty_places=2, iban="BE21 7352 4827 3003", bic="KREDBEBB",
        payment_ref=ogm(2705801277),
        extra={"subject": "Inventory dashboards - phase 1", "date": "%Y-%m-%d", "terms": "Net 30"}),
]
