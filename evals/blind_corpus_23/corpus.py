"""The twelve invoices of the twenty-third blind corpus (issue 38, item 23), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, FR, LU, DE, and PT and IE
for two English invoices), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Exact Online for Accountants, Winfakt,
Mollie, Lightspeed Retail, a Shopify B2B order invoice, InvoiceXpress and Sage 50 Pastel. PO numbers are the ERP's
4577xxxx (from 45771600 by steps of 7); each invoice prints them in the supplier's own form (one prints none).
VAT numbers and IBANs carry valid check digits: invoice_env/world/identifiers.py's generators, seed 20271213, one
supplier after the other; for Portugal and Ireland, which identifiers.py lacks, the digits come from the same
seeded stream and the check digits from python-stdnum (PT NIF mod 11, NIB mod 97; IE VAT check letter) and the
IBAN check digits from identifiers.iban_check_digits."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Exact Online for Accountants print, a Tilburg sanitary wholesaler: intra-EU goods (ICG)
    Invoice(
        "01-nl-sanitair", "nl", "exactacc",
        Supplier("Sanitairgroothandel Brabant B.V.", "Ringbaan-Oost 302", "5013 CE", "Tilburg", "NL",
                 "NL079302233B01", "013 583 42 10", "administratie@sanitairbrabant.nl", "KvK 18049327"),
        "27100456", date(2027, 11, 22), date(2027, 12, 22), "PO45771600", "45771600", D(0),
        [Line("408112", "Wandcloset diepspoel wit, inclusief zitting softclose", D(12), D("118.40"), unit="st"),
         Line("408330", "Inbouwreservoir 112 cm met bedieningsplaat wit", D(12), D("164.75"), unit="st"),
         Line("512076", "Fonteinkraan koud water, chroom", D(18), D("36.90"), unit="st"),
         Line("620415", "PP-afvoerbuis 110 mm, lengte 3 m", D(40), D("14.85"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Btw-richtlijn). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL36 TRIO 2545 4409 92", bic="TRIONL2U", customer_no="20417",
        extra={"terms": "30 dagen netto", "desc": "Levering sanitair project magazijn Gent", "delivery": "22-11-2027"}),
    # 02 — Winfakt, a Kortrijk lighting wholesaler: Belgian VAT 21 % (V21), a line discount
    Invoice(
        "02-nl-verlichting", "nl", "winfakt",
        Supplier("Lichtcentrale Leie BV", "Kortrijkstraat 212", "8500", "Kortrijk", "BE", "BE0530.090.944",
                 "056 21 84 30", "boekhouding@lichtcentrale-leie.be", "RPR Gent, afd. Kortrijk"),
        "2027-00812", date(2027, 11, 23), date(2027, 12, 23), "4577 1607", "45771607", D(21),
        [Line("LED-HB150", "LED highbay 150 W, 4000 K, IP65, 21 000 lm", D(24), D("138.00"), unit="st",
              discount=D(8)),
         Line("LED-LB120", "LED lijnverlichting 1200 mm, 40 W, koppelbaar", D(60), D("42.50"), unit="st"),
         Line("NVL-3H", "Noodverlichting 3 uur, opbouw, pictogram inbegrepen", D(16), D("64.20"), unit="st"),
         Line("KAB-3G15", "Kabel XVB 3G1,5 mm², rol 100 m", D(4), D("96.80"), unit="rol"),
         Line("DET-360", "Aanwezigheidsdetector 360°, plafondmontage", D(10), D("39.95"), unit="st")],
        "604000", "V21",
        iban="BE39 9790 7257 6819", bic="ARSPBE22", payment_ref=ogm(2700812607), customer_no="1204",
        extra={"terms": "30 dagen na factuurdatum", "po_label": "Uw bestelbon"}),
    # 03 — Winfakt, an Aalst painting contractor: works on the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "03-nl-schilderwerken", "nl", "winfakt",
        Supplier("Schilderwerken De Dender BV", "Erembodegemstraat 41", "9300", "Aalst", "BE", "BE1556.341.442",
                 "053 70 62 15", "info@schilderwerken-dedender.be", "RPR Gent, afd. Dendermonde"),
        "F2027/1153", date(2027, 11, 24), date(2027, 12, 24), "45771614", "45771614", D(0),
        [Line(None, "Schuren en schilderen stalen spanten magazijn, 2 lagen epoxy", D(420), D("14.60"), unit="m²"),
         Line(None, "Vloercoating laadzone, 2-componenten, antislip", D(310), D("22.40"), unit="m²"),
         Line(None, "Belijning parking en laadkades", D(1), D("860.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw te voldoen door de medecontractant, art. 20 KB nr. 1 (BE0456.789.133).",
        iban="BE34 1032 9343 6990", bic="NICABEBB", payment_ref=ogm(2711531614), customer_no="0387",
        extra={"terms": "30 dagen na factuurdatum", "po_label": "Uw ref.", "site": "Werf: Industrieweg 14, Gent"}),
    # 04 — Mollie invoicing, a Utrecht training firm: services reverse charged (ICS, 613000)
    Invoice(
        "04-nl-training", "nl", "mollie",
        Supplier("Heftruck Academie Utrecht B.V.", "Atoomweg 63", "3542 AA", "Utrecht", "NL", "NL895957656B01",
                 "030 241 77 90", "facturen@heftruckacademie.nl", "KvK 71834502"),
        "2027.0042", date(2027, 11, 26), date(2027, 12, 10), "PO 45771621", "45771621", D(0),
        [Line(None, "Training veilig werken met reachtruck, 1 dag, op locatie", D(8), D("245.00"), unit=""),
         Line(None, "Hercertificering heftruckchauffeurs", D(6), D("165.00"), unit=""),
         Line(None, "Reiskosten trainer Utrecht - Gent v.v.", D(2), D("95.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd. Dienst belast in het land van de afnemer (art. 44 en 196 Btw-richtlijn), "
                  "btw-nummer afnemer BE0456.789.133.",
        iban="NL77 RABO 6581 2277 03", bic="RABONL2U",
        extra={}),
    # 05 — Lightspeed Retail, a Liège hardware shop's B2B invoice: Belgian VAT 21 % (V21), no PO printed
    Invoice(
        "05-fr-quincaillerie", "fr", "lightspeed",
        Supplier("Quincaillerie Outremeuse SRL", "Rue Puits-en-Sock 87", "4020", "Liège", "BE", "BE1719.193.851",
                 "04 343 18 26", "pro@quincaillerie-outremeuse.be", "RPM Liège"),
        "2027-003812", date(2027, 11, 29), date(2027, 12, 29), None, "45771628", D(21),
        [Line("5411234000123", "Vis agglo tête fraisée 5 x 60, boîte 200", D(30), D("11.90"), unit=""),
         Line("5411234000451", "Cheville nylon 8 mm, boîte 100", D(25), D("6.45"), unit=""),
         Line("5411234001977", "Silicone sanitaire blanc 300 ml", D(48), D("7.80"), unit=""),
         Line("5411234002660", "Gants de travail nitrile T9, paire", D(120), D("3.25"), unit=""),
         Line("5411234003018", "Disque à tronçonner inox 125 mm", D(50), D("2.95"), unit=""),
         Line("5411234004214", "Mètre ruban 5 m, boîtier antichoc", D(12), D("12.50"), unit="")],
        "604000", "V21",
        iban="BE74 3104 1042 8207", bic="BBRUBEBB", customer_no="CLI-00917",
        extra={"time": "14:37", "cashier": "Nadia", "register": "Caisse 2", "po_label": "Votre référence"}),
    # 06 — Exact Online for Accountants in French, a Roubaix packaging maker: intra-EU goods (ICG)
    Invoice(
        "06-fr-emballage", "fr", "exactacc",
        Supplier("Cartonnages du Nord SAS", "145 boulevard de Fourmies", "59100", "Roubaix", "FR", "FR55414226357",
                 "03 20 66 41 08", "compta@cartonnages-du-nord.fr", "SIRET 414 226 357 00021 - RCS Lille Métropole"),
        "27200117", date(2027, 11, 30), date(2027, 12, 30), "CDE-45771635", "45771635", D(0),
        [Line("CN-4030", "Caisse américaine 400 x 300 x 300 mm, simple cannelure", D(1500), D("0.74"), unit="pce"),
         Line("CN-6040", "Caisse américaine 600 x 400 x 400 mm, double cannelure", D(600), D("1.58"), unit="pce"),
         Line("FE-500", "Film étirable manuel 500 mm x 300 m, 17 µm", D(36), D("11.20"), unit="rlx"),
         Line("CO-1208", "Cornière carton 50 x 50 x 1200 mm", D(400), D("0.42"), unit="pce")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, art. 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par le preneur, TVA BE0456.789.133.",
        group=" ", iban="FR90 8254 2706 3393 6556 9241 666", bic="CMCIFR2A", customer_no="411BE0093",
        extra={"terms": "30 jours date de facture", "desc": "Emballages expédition entrepôt Gand",
               "delivery": "26-11-2027"}),
    # 07 — Mollie invoicing in French, a Luxembourg hosting firm: services reverse charged (ICS, 613000)
    Invoice(
        "07-fr-hebergement", "fr", "mollie",
        Supplier("Nuage Grand-Ducal S.à r.l.", "12, rue Edmond Reuter", "L-5326", "Contern", "LU", "LU53915481",
                 "+352 27 86 54 1", "facturation@nuage-gd.lu", "RCS Luxembourg B198442"),
        "F2027-118", date(2027, 12, 1), date(2027, 12, 15), "45771642", "45771642", D(0),
        [Line(None, "Serveur dédié entrepôt, décembre 2027", D(1), D("640.00")),
         Line(None, "Sauvegarde externalisée, par To", D(6), D("48.00")),
         Line(None, "Licence pare-feu géré, par site", D(3), D("85.00")),
         Line(None, "Intervention migration (heures)", D("6.5"), D("110.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE. TVA due par le preneur "
                  "(BE0456.789.133).",
        group="\u00a0", iban="LU44 1880 0805 2896 2159", bic="CELLLULL",
        extra={}),
    # 08 — Shopify B2B order invoice, a Solingen tool webshop: intra-EU goods (ICG)
    Invoice(
        "08-de-werkzeug", "de", "shopify",
        Supplier("Klingenwerk Solingen GmbH", "Merscheider Straße 289", "42699", "Solingen", "DE", "DE943667129",
                 "0212 645 28 10", "b2b@klingenwerk-shop.de", "Amtsgericht Wuppertal HRB 27718"),
        "RE-2027-1287", date(2027, 12, 2), date(2027, 12, 16), "45771649", "45771649", D(0),
        [Line("KW-CM-18", "Cuttermesser 18 mm mit Abbrechklinge", D(60), D("6.90"), unit=""),
         Line("KW-KL-100", "Ersatzklingen 18 mm, Spender 10 Stück", D(120), D("3.40"), unit=""),
         Line("KW-SSV-250", "Seitenschneider VDE 160 mm", D(24), D("21.50"), unit=""),
         Line("KW-SD-7", "Schraubendreher-Satz VDE, 7-teilig", D(15), D("34.80"), unit=""),
         Line("KW-ZA-B", "Zange für Sicherungsringe, Satz 4-teilig", D(8), D("46.00"), unit="")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versand", D("24.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE76 4348 2011 7685 4825 63", bic="COBADEFFXXX",
        extra={"order": "#1287", "po_label": "PO-Nummer"}),
    # 09 — Lightspeed Retail in German, a Eupen garden centre: live plants at the Belgian 6 % (V06)
    Invoice(
        "09-de-pflanzen", "de", "lightspeed",
        Supplier("Gartencenter Hertogenwald GmbH", "Herbesthaler Straße 58", "4700", "Eupen", "BE",
                 "BE0251.842.088", "087 55 31 64", "info@gartencenter-hertogenwald.be", "UREG Eupen"),
        "2027-000594", date(2027, 12, 3), date(2028, 1, 2), "4577/1656", "45771656", D(6),
        [Line("2000001457", "Hainbuche Carpinus betulus 100-125 cm, wurzelnackt", D(150), D("3.95"), unit=""),
         Line("2000002318", "Feldahorn Acer campestre, Hochstamm 10-12", D(8), D("89.00"), unit=""),
         Line("2000003096", "Bodendecker Cotoneaster, Topf 2 l", D(90), D("4.60"), unit=""),
         Line("2000004120", "Blumenzwiebeln Narzissen, Netz 50 Stück", D(20), D("14.50"), unit="")],
        "604000", "V06",
        iban="BE52 1039 0384 0109", bic="NICABEBB", customer_no="KD-00218",
        extra={"time": "10:12", "cashier": "Jonas", "register": "Kasse 1", "po_label": "Ihre Bestellung"}),
    # 10 — InvoiceXpress in English, a Porto cork-insulation maker: intra-EU goods (ICG), ISO dates
    Invoice(
        "10-en-cork", "en", "invoicexpress",
        Supplier("Cortiça Isolante do Norte, Lda.", "Rua de Serralves 1120", "4150-706", "Porto", "PT",
                 "PT541105744", "+351 226 180 455", "faturacao@cortica-norte.pt", "CRC Porto"),
        "FT 2027/318", date(2027, 12, 6), date(2028, 1, 5), "PO 45771663", "45771663", D(0),
        [Line("ICB-40", "Expanded cork insulation board 1000 x 500 x 40 mm", D(480), D("8.65"), unit="UN"),
         Line("ICB-60", "Expanded cork insulation board 1000 x 500 x 60 mm", D(240), D("12.90"), unit="UN"),
         Line("CGR-25", "Cork granulate 3-5 mm, 25 kg bag", D(40), D("27.40"), unit="UN")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transport", D("380.00"))],
        statement="VAT exempt - intra-Community supply of goods, article 14 RITI (Art. 138 Directive 2006/112/EC). "
                  "Customer VAT no. BE0456.789.133.",
        dec=",", group=".", iban="PT50 5551 1166 6378 5160 5760 5", bic="BPIPPTPL", customer_no="247",
        extra={"atcud": "JJ7KQ2PB-318"}),
    # 11 — Sage 50 Pastel, a Cork pump distributor: intra-EU goods (ICG), a line discount
    Invoice(
        "11-en-pumps", "en", "pastel",
        Supplier("Lee Valley Pumps & Valves Ltd", "Unit 7, Little Island Business Park", "T45 KX23",
                 "Little Island, Co. Cork", "IE", "IE4062890V", "+353 21 435 1920", "accounts@leevalleypumps.ie",
                 "Registered in Ireland No. 512870"),
        "INV10452", date(2027, 12, 8), date(2028, 1, 7), "PO45771670", "45771670", D(0),
        [Line("SUB-0412", "Submersible drainage pump 0.75 kW, 230 V", D(6), D("214.00"), unit="EA", discount=D(5)),
         Line("BV-2-PN16", "Ball valve 2\" PN16, stainless steel", D(20), D("38.60"), unit="EA"),
         Line("CV-2-SW", "Swing check valve 2\", brass", D(20), D("27.35"), unit="EA"),
         Line("FLX-50-10", "Layflat discharge hose 50 mm, 10 m with couplings", D(12), D("44.90"), unit="EA"),
         Line("PSW-FLT", "Float switch with 5 m cable", D(6), D("31.75"), unit="EA")],
        "604000", "ICG", reverse_charge=True,
        statement="Zero rated intra-Community supply of goods (Art. 138 Directive 2006/112/EC). Reverse charge: "
                  "VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE20 AIBK 0452 0305 3190 71", bic="AIBKIE2D", customer_no="TECH001",
        extra={"terms": "30 Days", "rep": "DOC", "delivery": "Del. Note 8841"}),
    # 12 — Shopify B2B order invoice in English, an Antwerp safety-gear webshop: Belgian VAT 21 % (V21)
    Invoice(
        "12-en-safety", "en", "shopify",
        Supplier("Veilig Werken Shop BV", "Boomsesteenweg 41", "2610", "Wilrijk (Antwerpen)", "BE",
                 "BE0914.099.789", "03 298 44 70", "b2b@veiligwerkenshop.be", "RPR Antwerpen"),
        "1093", date(2027, 12, 14), date(2027, 12, 28), "4577-1677", "45771677", D(21),
        [Line("VW-S3-43", "Safety shoes S3 SRC, size mix", D(20), D("64.90"), unit=""),
         Line("VW-HV-XL", "High-visibility vest class 2, XL", D(50), D("7.95"), unit=""),
         Line("VW-EAR-200", "Foam ear plugs SNR 37 dB, box 200 pairs", D(6), D("29.50"), unit=""),
         Line("VW-HELM-W", "Safety helmet with ratchet, white", D(25), D("14.75"), unit="")],
        "604000", "V21", adjustments=[("Shipping", D("19.50"))],
        dec=".", group=",", iban="BE60 0013 1306 6970", bic="GEBABEBB", payment_ref=ogm(1093045771),
        extra={"order": "#1093", "po_label": "PO number"}),
]
