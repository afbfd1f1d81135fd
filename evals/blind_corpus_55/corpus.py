"""The twelve invoices of the fifty-fifth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, DE, LU, NL, FR, ES), in de, nl, fr and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of web-shop, order-management
or merchant-of-record software: Gambio, OXID eSales, CCV Shop, Mijnwebwinkel, Ecwid, Linnworks and a Paddle-style
merchant-of-record invoice. PO numbers are the ERP's 4577xxxx (from 45774800 by steps of 7); each invoice prints them
in the supplier's own form, where the shop software lets a customer leave one (one prints none). VAT numbers and
IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators on random.Random(20271245),
python-stdnum's check characters for the Spanish supplier)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Gambio, a Solingen tool web shop: intra-EU goods (ICG), the PO in the order comment, attributes, freight
    Invoice(
        "01-de-werkzeug", "de", "gambio",
        Supplier("Klingenstadt Werkzeughandel GmbH", "Kronprinzenstraße 61", "42655", "Solingen", "DE", "DE287926760",
                 "0212 38 04 92 0", "shop@klingenstadt-werkzeug.de", "Amtsgericht Wuppertal HRB 31284"),
        "RE-10522", date(2027, 11, 3), date(2027, 12, 3), "Bestellung PO 45774800", "45774800", D(0),
        [Line("KW-KS-254", "Kapp- und Gehrungssäge 254 mm mit Zugfunktion, 2000 W, inkl. Untergestell", D(2),
              D("489.00"), unit="Stk"),
         Line("KW-BIT-100", "Bit-Set 100-tlg. im Aluminiumkoffer", D(15), D("34.90"), unit="Stk",
              detail=("Ausführung: Chrom-Vanadium",)),
         Line("KW-SZ-300", "Schraubzwingen-Set 4-tlg., Ausladung 120 mm, Spannweite 300 mm", D(20), D("27.50"),
              unit="Stk"),
         Line("KW-SH-500", "Schlosserhammer 500 g mit Eschenstiel", D(24), D("11.80"), unit="Stk"),
         Line("KW-MS-8", "Maulschlüssel-Satz 8-tlg., 6-22 mm", D(18), D("19.95"), unit="Stk",
              detail=("Ausführung: verchromt", "Verpackung: Rolltasche"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten (Spedition)", D("59.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. des Kunden: BE0456.789.133.",
        iban="DE06 5283 9989 8012 1166 76", bic="SOLSDE33XXX", customer_no="30871",
        extra={"order": "40318", "ordered": "29.10.2027", "payment": "Rechnung (30 Tage netto)",
               "shipping": "Spedition", "po_where": "comment", "manager": "Geschäftsführer: Jörg Wittkamp"}),
    # 02 — Gambio in German, an Eupen office-supply shop (a Belgian supplier): Belgian VAT 21 % (V21), a coupon
    Invoice(
        "02-de-buerobedarf", "de", "gambio",
        Supplier("Ostbelgien Bürotechnik AG", "Herbesthaler Straße 112", "4700", "Eupen", "BE", "BE1286.406.080",
                 "087 55 31 48", "bestellung@ob-buerotechnik.be", "UNR 1286.406.080 · RJP Eupen"),
        "2027-00866", date(2027, 11, 5), date(2027, 12, 5), "TB-45774807", "45774807", D(21),
        [Line("OB-PAP-A4", "Kopierpapier A4, 80 g/m², weiß, Karton à 5 x 500 Blatt", D(40), D("21.60"), unit="Stk"),
         Line("OB-TON-410X", "Tonerkartusche schwarz, kompatibel, Reichweite ca. 6.500 Seiten", D(12), D("64.90"),
              unit="Stk"),
         Line("OB-ORD-80", "Ordner A4, Rückenbreite 80 mm, Kunststoff", D(120), D("2.35"), unit="Stk",
              detail=("Farbe: blau",)),
         Line("OB-STU-24", "Bürodrehstuhl mit Synchronmechanik, Armlehnen und Lordosenstütze, Stoffbezug", D(6),
              D("219.00"), unit="Stk", detail=("Farbe: anthrazit",))],
        "604000", "V21", adjustments=[("Gutschein B2B-5 (5 %)", D(5))],
        iban="BE43 1437 7370 0801", bic="GEBABEBB", payment_ref=ogm(2700866807), customer_no="11402",
        extra={"order": "20944", "ordered": "03.11.2027", "payment": "Überweisung", "shipping": "Lieferung frei Haus",
               "po_where": "info", "manager": "Verwaltungsrat: M. Kessler"}),
    # 03 — OXID eSales, a Nürnberg electrical wholesaler: intra-EU goods (ICG), the PO in the customer's message
    Invoice(
        "03-de-elektro", "de", "oxid",
        Supplier("Frankenstrom Elektrogroßhandel GmbH", "Witschelstraße 88", "90431", "Nürnberg", "DE", "DE889090713",
                 "0911 32 66 58 0", "shop@frankenstrom.de", "Amtsgericht Nürnberg HRB 41762"),
        "40418", date(2027, 11, 9), date(2027, 12, 9), "4577-4814", "45774814", D(0),
        [Line("FS-LED-PN62", "LED-Panel 620 x 620 mm, 36 W, 4000 K, UGR<19, inkl. Treiber", D(48), D("42.80"),
              unit="Stk"),
         Line("FS-IR-M20", "Installationsrohr flexibel M20, grau, Ring 50 m", D(30), D("14.90"), unit="Stk"),
         Line("FS-FI-40-4", "FI-Schutzschalter 40 A, 30 mA, 4-polig, Typ A", D(10), D("38.70"), unit="Stk"),
         Line("FS-KV-3R36", "Kleinverteiler Aufputz 3-reihig, 36 TE, IP65, mit Tür und N/PE-Klemmen", D(4),
              D("96.40"), unit="Stk"),
         Line("FS-BWM-360", "Bewegungsmelder Decke 360°, Aufputz, weiß", D(24), D("18.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("35.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Die Steuerschuld geht auf den "
                  "Leistungsempfänger über.",
        iban="DE45 5423 8244 5598 2714 59", bic="SSKNDE77XXX", customer_no="8712",
        extra={"order": "51876", "payment": "Rechnung", "message": "Bitte Bestellung {po} auf der Rechnung angeben. "
               "Anlieferung Rampe 3, Mo-Fr 7-15 Uhr."}),
    # 04 — OXID in French, an Esch-sur-Alzette safety-equipment shop: intra-EU goods (ICG), freight
    Invoice(
        "04-fr-securite", "fr", "oxid",
        Supplier("Sécurité Minett S.à r.l.", "27, rue du Canal", "L-4050", "Esch-sur-Alzette", "LU", "LU88713067",
                 "+352 26 54 17 30", "boutique@securite-minett.lu", "RCS Luxembourg B231904"),
        "FA27-2193", date(2027, 11, 12), date(2027, 12, 12), "BC 45774821", "45774821", D(0),
        [Line("SM-CAS-397", "Casque de chantier EN 397 avec jugulaire, blanc", D(50), D("9.80"), unit="pce"),
         Line("SM-GNT-NIT9", "Gants de manutention enduits nitrile, taille 9, paquet de 12 paires", D(40), D("18.60"),
              unit="pqt"),
         Line("SM-GIL-HV2", "Gilet haute visibilité classe 2, jaune, marquage dos « TECHNIBOUW »", D(80), D("4.75"),
              unit="pce"),
         Line("SM-CH-S3M", "Chaussures de sécurité S3 SRC montantes, pointures assorties selon liste jointe", D(30),
              D("58.90"), unit="paire")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("45.00"))],
        statement="Livraison intracommunautaire exonérée (art. 43, § 1er, d) de la loi TVA luxembourgeoise ; art. 138 "
                  "de la directive 2006/112/CE). Autoliquidation par le preneur.",
        iban="LU80 6255 9946 6586 1731", bic="BCEELULL", customer_no="2209",
        extra={"order": "7315", "payment": "Virement bancaire", "message": "Notre référence : {po}"}),
    # 05 — CCV Shop, an Eindhoven lighting web shop: intra-EU goods (ICG), the PO in the order remark, shipping
    Invoice(
        "05-nl-verlichting", "nl", "ccvshop",
        Supplier("Lichtpunt Kempen B.V.", "Hurksestraat 44", "5652 AJ", "Eindhoven", "NL", "NL644598049B01",
                 "040 251 77 30", "verkoop@lichtpuntkempen.nl", "KvK 17283946"),
        "F2027-04381", date(2027, 11, 16), date(2027, 11, 30), "Inkoopordernummer 45774828", "45774828", D(0),
        [Line("LK-BL-50", "LED-bouwlamp 50 W met statief, IP65, 5 m kabel", D(12), D("64.95"), unit="st"),
         Line("LK-TL150-10", "LED TL-buis 150 cm, 24 W, 4000 K, doos à 10 stuks", D(8), D("79.50"), unit="ds"),
         Line("LK-ARM-2x150", "Waterdicht armatuur 2 x 150 cm voor LED-buizen, IP65, met doorverbindingsklemmen",
              D(20), D("32.40"), unit="st"),
         Line("LK-NOOD-3H", "Noodverlichting opbouw, 3 uur autonomie, met pictogram vluchtweg rechts", D(15),
              D("44.90"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("24.95"))],
        statement="Btw verlegd: intracommunautaire levering (art. 138 Richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL32 TRIO 8890 4904 24", bic="TRIONL2U", customer_no="K1093",
        extra={"order": "100472", "payment": "Op rekening", "shipping": "PostNL pakket / pallet",
               "terms": "14 dagen"}),
    # 06 — CCV Shop, a Roeselare agricultural supply shop (a Belgian supplier): plant protection at 12 % (V12)
    Invoice(
        "06-nl-gewasbescherming", "nl", "ccvshop",
        Supplier("Agrishop West-Vlaanderen BV", "Kachtemsestraat 250", "8800", "Roeselare", "BE", "BE0214.393.556",
                 "051 69 24 80", "webshop@agrishop-wvl.be", "RPR Gent, afd. Kortrijk"),
        "WVL-271182", date(2027, 11, 18), date(2027, 12, 18), "PO45774835", "45774835", D(12),
        [Line(None, "Herbicide op basis van pelargonzuur, kant-en-klaar, 5 liter, erkend voor verhardingen "
                    "(erkenningsnr. 10422P/B)", D(24), D("38.50"), unit="bus"),
         Line(None, "Fungicide concentraat voor siergroen, fles 1 liter", D(12), D("46.90"), unit="fles"),
         Line(None, "Insecticide tegen bladluis op sierheesters en hagen, 500 ml concentraat", D(18), D("22.75"),
              unit="fles")],
        "604000", "V12", adjustments=[("Verzendkosten", D("14.95"))],
        iban="BE66 1036 1438 5843", bic="NICABEBB", payment_ref=ogm(2711820835), customer_no="K5518",
        extra={"order": "58817", "payment": "Overschrijving", "shipping": "Levering met eigen wagen",
               "terms": "30 dagen", "po_label": "Uw referentie"}),
    # 07 — Mijnwebwinkel, a Mechelen coffee roaster (a Belgian supplier): canteen supplies at 6 % (V06), no PO printed
    Invoice(
        "07-nl-koffie", "nl", "mijnwebwinkel",
        Supplier("Koffiebranderij Dijlestad BV", "Leuvensesteenweg 311", "2800", "Mechelen", "BE", "BE0526.671.297",
                 "015 43 88 12", "info@dijlestadkoffie.be", "RPR Antwerpen, afd. Mechelen"),
        "2027-0317", date(2027, 11, 23), date(2027, 12, 7), None, "45774842", D(6),
        [Line("KD-BON-HM1", "Koffiebonen huismelange, 100 % arabica, zak 1 kg", D(24), D("18.90"), unit="st"),
         Line("KD-DEC-500", "Cafeïnevrije koffie, gemalen, 500 g", D(6), D("9.80"), unit="st"),
         Line("KD-THEE-K8", "Theeassortiment in houten kist, 8 smaken x 20 zakjes", D(4), D("27.50"), unit="st"),
         Line("KD-MELK-6", "Halfvolle houdbare melk, tray 6 x 1 liter", D(10), D("6.45"), unit="st"),
         Line("KD-WAT-24", "Bronwater plat, 50 cl, tray van 24 flessen (statiegeld niet inbegrepen)", D(15),
              D("8.40"), unit="st")],
        "604000", "V06", adjustments=[("Verzendkosten", D("9.95"))],
        iban="BE14 0016 9586 9083", bic="GEBABEBB", payment_ref=ogm(2703170842), customer_no="",
        extra={"order": "#10582", "payment": "Bankoverschrijving", "shipping": "Bezorging bpost"}),
    # 08 — Ecwid in French, a Liège hardware store (a Belgian supplier): Belgian VAT 21 % (V21), no net line
    Invoice(
        "08-fr-quincaillerie", "fr", "ecwid",
        Supplier("Quincaillerie Mosane SRL", "Rue Saint-Léonard 402", "4000", "Liège", "BE", "BE1345.314.378",
                 "04 227 61 35", "commandes@quincaillerie-mosane.be", "RPM Liège, division Liège"),
        "1187", date(2027, 11, 25), date(2027, 12, 25), "bon de commande 4577/4849", "45774849", D(21),
        [Line("QM-VIS-5X50", "Vis à bois tête fraisée TORX 5 x 50 mm, zinguée, boîte de 500", D(30), D("16.40"),
              unit=""),
         Line("QM-CHEV-10", "Cheville nylon universelle 10 x 50 mm, boîte de 100", D(40), D("7.90"), unit=""),
         Line("QM-SIL-310", "Mastic silicone sanitaire, cartouche 310 ml", D(96), D("5.65"), unit="",
              detail=("Couleur : transparent",)),
         Line("QM-DIS-230", "Disque diamant 230 mm pour meuleuse, coupe béton et matériaux de construction", D(10),
              D("34.00"), unit="")],
        "604000", "V21", adjustments=[("Livraison", D("18.00"))],
        group="\u00a0", iban="BE74 1038 5436 9907", bic="NICABEBB", customer_no="",
        extra={"payment": "Virement bancaire", "shipping": "Livraison locale (camionnette)", "date_style": "long"}),
    # 09 — Ecwid in English, a Lyon training company: online courses, services reverse charged (ICS), a coupon
    Invoice(
        "09-en-training", "en", "ecwid",
        Supplier("Campus BIM Rhône SAS", "24 rue Paul Bert", "69003", "Lyon", "FR", "FR38826520454",
                 "+33 4 78 62 15 90", "shop@campusbim-rhone.fr", "RCS Lyon 826 520 454"),
        "2046", date(2027, 11, 30), date(2027, 12, 30), "PO #45774856", "45774856", D(0),
        [Line(None, "BIM for site managers - live online course, 3 half-days (8, 10 and 12 December 2027)", D(6),
              D("390.00"), unit=""),
         Line(None, "Revit MEP fundamentals - self-paced e-learning, 12-month access per user", D(10), D("149.00"),
              unit=""),
         Line(None, "Certification exam voucher", D(6), D("85.00"), unit="")],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount (coupon TEAM10) 10 %", D(10))],
        statement="Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive "
                  "2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="FR48 2806 0968 3913 5012 7459 079", bic="CMCIFRPP", customer_no="",
        extra={"payment": "Bank transfer", "shipping": "Digital delivery (no shipping)", "date_style": "short_en"}),
    # 10 — Linnworks, a Venlo machine-parts distributor: intra-EU goods (ICG), postage, no net line
    Invoice(
        "10-en-spareparts", "en", "linnworks",
        Supplier("Maasland Parts Europe B.V.", "Celsiusweg 9", "5928 PR", "Venlo", "NL", "NL498054986B02",
                 "+31 77 396 20 45", "sales@maaslandparts.eu", "KvK 12094371"),
        "MPE-INV-27-08813", date(2027, 12, 7), date(2028, 1, 6), "4577-4863", "45774863", D(0),
        [Line("MPE-HH-12-1500", "Hydraulic hose assembly 1/2\" 2SN, 1500 mm, DKOL 90° both ends", D(40), D("18.75"),
              unit="pc"),
         Line("MPE-FLT-HF6", "Hydraulic return filter element 10 micron for mini excavators", D(25), D("23.40"),
              unit="pc"),
         Line("MPE-PIN-45280", "Bucket pin 45 x 280 mm, hardened, with retaining bolt and nut", D(16), D("31.60"),
              unit="pc"),
         Line("MPE-GRS-400", "Lithium EP2 grease cartridge 400 g", D(120), D("3.95"), unit="pc"),
         Line("MPE-TTH-V23", "Bucket tooth V-series, forged, fits 3-8 t machines", D(60), D("12.30"), unit="pc")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Postage (pallet)", D("65.00"))],
        statement="Zero-rated intra-Community supply of goods (Article 138, Directive 2006/112/EC). Reverse charge: "
                  "the customer accounts for the VAT.",
        dec=".", group=",", iban="NL59 INGB 6306 9930 84", bic="INGBNL2A", customer_no="TECH-BE-01",
        extra={"order": "104772", "channel": "Direct / B2B portal", "shipping": "Pallet freight"}),
    # 11 — Paddle-style merchant of record, a Barcelona reseller of a fleet-planning SaaS: services reverse charged
    Invoice(
        "11-en-software", "en", "paddle",
        Supplier("Nubaria Commerce S.L.", "Carrer de Pallars 193", "08005", "Barcelona", "ES", "ESB10158764",
                 "+34 932 20 71 46", "invoices@nubaria.eu", "Registro Mercantil de Barcelona, hoja B-512874"),
        "48213-10927", date(2027, 12, 15), date(2027, 12, 15), "45774870", "45774870", D(0),
        [Line(None, "FleetPlan Pro - annual plan, per seat (15 Dec 2027 - 14 Dec 2028)", D(25), D("108.00"), unit=""),
         Line(None, "FleetPlan route optimisation add-on - annual", D(1), D("1450.00"), unit=""),
         Line(None, "Priority support - annual", D(1), D("600.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: the customer is liable for the VAT (Article 196, Council Directive "
                  "2006/112/EC).",
        dec=".", group=",", iban="ES45 3806 9159 4672 3462 9356", bic="CAIXESBBXXX", customer_no="",
        extra={"date_style": "short_en", "product": "FleetPlan", "vendor": "FleetPlan Software Ltd",
               "paid": "Visa ending in 4417"}),
    # 12 — Paddle-style in French, a Namur merchant of record (a Belgian supplier): a SaaS subscription at 21 % (V21)
    Invoice(
        "12-fr-abonnement", "fr", "paddle",
        Supplier("Payvalis SRL", "Avenue Bourgmestre Jean Materne 176", "5100", "Jambes", "BE", "BE1592.672.890",
                 "081 39 02 64", "factures@payvalis.be", "RPM Liège, division Namur"),
        "30594-00412", date(2028, 1, 3), date(2028, 1, 3), "45774877", "45774877", D(21),
        [Line(None, "Chantier Cloud - abonnement Équipe, mensuel (janvier 2028), par utilisateur", D(18), D("29.00"),
              unit=""),
         Line(None, "Module de planification des équipes - mensuel", D(1), D("149.00"), unit=""),
         Line(None, "Stockage supplémentaire 500 Go - mensuel", D(2), D("19.50"), unit="")],
        "613000", "V21",
        group="\u00a0", iban="BE76 7351 1352 9895", bic="KREDBEBB", customer_no="",
        extra={"date_style": "long", "product": "Chantier Cloud", "vendor": "Chantier Cloud SA",
               "paid": "Mastercard se terminant par 8820"}),
]
