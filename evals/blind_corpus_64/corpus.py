"""The twelve invoices of the sixty-fourth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, FR, IE, ES, LU, DE), in nl,
fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of
invoicing software: HubSpot invoices, Salesforce Billing, Invoiced, ChargeOver, a Lemon Squeezy-style merchant of
record, Kantata and Accelo. PO numbers are the ERP's 4577xxxx (from 45775700, step 7); each invoice prints them in
the supplier's own form (the merchant-of-record receipt prints none). VAT numbers and IBANs come from ids.py
(seed 20271254), copied here so the corpus never changes with the generators."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — HubSpot in Dutch, a Latem caterer: the staff party's food at the Belgian 12 % (V12, 602000)
    Invoice(
        "01-nl-catering", "nl", "hubspot",
        Supplier("Traiteur De Leiemeersen BV", "Kortrijksesteenweg 412", "9830", "Sint-Martens-Latem", "BE",
                 "BE0631.360.033", "09 282 41 77", "boekhouding@leiemeersen.be", "RPR Gent"),
        "TDL-27-0142", date(2027, 11, 2), date(2027, 12, 2), "45775700", "45775700", D(12),
        [Line(None, "Broodjeslunch met soep van de dag, per persoon", D(85), D("14.50")),
         Line(None, "Warm buffet personeelsfeest: stoofvlees, vol-au-vent, vegetarische curry, seizoensgroenten "
                    "en frietjes, per persoon", D(85), D("27.80")),
         Line(None, "Dessertbuffet met chocolademousse en verse fruitsalade, per persoon", D(85), D("6.90"),
              discount=D(10)),
         Line(None, "Kinderschotel balletjes in tomatensaus met puree", D(12), D("9.50"))],
        "602000", "V12",
        iban="BE14 1433 3263 0683", bic="GEBABEBB", payment_ref=ogm(2701420700),
        extra={"date_style": "hubspot", "comments": "Personeelsfeest zaterdag 30 oktober 2027 - 85 volwassenen "
                                                    "en 12 kinderen. Dranken worden afzonderlijk gefactureerd."}),
    # 02 — Salesforce Billing in English, a Galway telematics vendor: subscriptions, services reverse charged (ICS)
    Invoice(
        "02-en-telematics", "en", "salesforce",
        Supplier("Corrib Fleet Telematics Ltd", "Unit 4, Galway Technology Park, Parkmore", "H91 XK2T", "Galway", "IE",
                 "IE7295686B", "+353 91 704 300", "billing@corribfleet.ie", "Registered in Ireland No. 614872"),
        "INV-0000048211", date(2027, 11, 3), date(2027, 12, 3), "PO-45775707", "45775707", D(0),
        [Line("CFT-GW-PRO", "Forklift telematics gateway subscription - Pro plan", D(18), D("214.00"), unit="Each",
              detail=("Recurring", "01/11/2027 - 31/10/2028")),
         Line("CFT-IMPACT", "Impact detection and operator access module", D(18), D("48.00"), unit="Each",
              detail=("Recurring", "01/11/2027 - 31/10/2028")),
         Line("CFT-API", "Fleet data API access", D(1), D("1200.00"), unit="Each",
              detail=("Recurring", "01/11/2027 - 31/10/2028")),
         Line("CFT-ONB", "Remote onboarding and configuration of the Gent site", D(1), D("650.00"), unit="Each",
              detail=("One-Time", ""))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: supply of services to a taxable person established in another Member State. VAT "
                  "to be accounted for by the recipient under Article 196 of Council Directive 2006/112/EC. "
                  "Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="IE52 AIBK 7057 4977 3166 52", bic="AIBKIE2D", customer_no="ACC-0019274",
        extra={"terms": "Net 30", "account": "Technibouw Distributie NV", "order": "ORD-000031842"}),
    # 03 — Kantata in Dutch, a Utrecht supply-chain consultancy: hours and expenses, services reverse charged (ICS)
    Invoice(
        "03-nl-advies", "nl", "kantata",
        Supplier("Lindeboom Supply Chain Advies B.V.", "Maliebaan 72", "3581 CV", "Utrecht", "NL", "NL021965730B03",
                 "030 231 84 60", "facturen@lindeboom-advies.nl", "KvK 58130472"),
        "LSA-2027-0317", date(2027, 11, 9), date(2027, 12, 9), "4577-5714", "45775714", D(0),
        [Line(None, "Procesanalyse inkomende goederenstroom en slotting", D(36), D("145.00"), unit="uur",
              detail=("M. de Wit", "Senior consultant")),
         Line(None, "Workshops met teamleiders magazijn en planning, inclusief voorbereiding en verslaglegging",
              D("22.5"), D("115.00"), unit="uur", detail=("S. Bakker", "Consultant")),
         Line(None, "Datamodel en simulatie doorlooptijden", D(14), D("95.00"), unit="uur",
              detail=("R. Jansen", "Analist")),
         Line(None, "Reiskosten vier bezoeken Utrecht - Gent", D(1), D("285.20"), unit="",
              detail=("M. de Wit", "Reiskosten"))],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd: dienst verricht voor een ondernemer in een andere lidstaat (art. 44 en 196 "
                  "Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL15 ABNA 6305 0566 47", bic="ABNANL2A",
        extra={"project": "Herinrichting magazijn Gent - fase 2", "period": "01-10-2027 t/m 31-10-2027",
               "manager": "M. de Wit"}),
    # 04 — Invoiced in French, a Lille tool merchant: intra-EU goods (ICG), no codes, a discount and freight
    Invoice(
        "04-fr-outillage", "fr", "invoiced",
        Supplier("Comptoir Lillois de l'Outillage SAS", "145 rue du Faubourg de Roubaix", "59800", "Lille", "FR",
                 "FR54933880221", "03 20 55 19 62", "factures@comptoir-lillois.fr",
                 "SIREN 933 880 221 RCS Lille Métropole"),
        "F-2027-00871", date(2027, 11, 12), date(2027, 12, 12), "BC-45775721", "45775721", D(0),
        [Line(None, "Perforateur burineur SDS-plus 28 mm", D(5), D("189.00"),
              detail=("Livré en coffret avec poignée latérale et butée de profondeur",)),
         Line(None, "Coffret forets béton SDS-plus", D(20), D("27.50"), detail=("7 pièces, Ø 5 à 12 mm",)),
         Line(None, "Disque diamant segmenté 230 mm", D(30), D("18.90"),
              detail=("Pour béton armé et matériaux de construction",)),
         Line(None, "Gants de manutention enduits nitrile", D(25), D("21.40"),
              detail=("Taille 9, paquet de 12 paires",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 5 %", D(5)), ("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire de biens. "
                  "Autoliquidation par le preneur (TVA BE0456.789.133).",
        group="\u00a0", iban="FR79 4650 7562 3673 5015 9460 967", bic="CCBPFRPPLIL", customer_no="CUST-00412",
        extra={"terms": "30 jours nets", "link": "pay.comptoir-lillois.fr/f/8KQ2-00871"}),
    # 05 — ChargeOver in French, an Ardennes spring-water delivery: monthly subscription at the Belgian 6 % (V06)
    Invoice(
        "05-fr-eau", "fr", "chargeover",
        Supplier("Sources de l'Ourthe SRL", "Route de Marche 17", "6940", "Durbuy", "BE", "BE1379.422.251",
                 "086 21 47 90", "facturation@sources-ourthe.be", "RPM Liège, division Marche-en-Famenne"),
        "10482", date(2027, 11, 16), date(2027, 11, 30), "4577 5728", "45775728", D(6),
        [Line(None, "Bonbonne eau de source 18,9 L - livraison mensuelle", D(60), D("7.80"),
              detail=("Période : 01/11/2027 - 30/11/2027",)),
         Line(None, "Eau plate en bouteille 50 cl, pack de 24", D(40), D("8.40"),
              detail=("Période : 01/11/2027 - 30/11/2027",)),
         Line(None, "Eau pétillante en bouteille 50 cl, pack de 24", D(25), D("9.10"),
              detail=("Période : 01/11/2027 - 30/11/2027",))],
        "612000", "V06",
        iban="BE71 3636 1863 9869", bic="BBRUBEBB", payment_ref=ogm(1048245775), customer_no="2291",
        extra={"terms": "Net 14", "ship": "Technibouw Distributie NV - Cafétéria magasin, Industrieweg 14, 9000 Gand"}),
    # 06 — a Lemon Squeezy-style merchant of record in Dublin: software subscription, services reverse charged
    #      (ICS), a discount code, no PO printed, paid by card
    Invoice(
        "06-en-software", "en", "mor",
        Supplier("Quayline Commerce Ltd", "5th Floor, 2 Grand Canal Square", "D02 A342", "Dublin 2", "IE",
                 "IE4466901C", "", "billing@quayline-commerce.ie", "Registered in Ireland No. 701553"),
        "9E4B71C2-0005", date(2027, 11, 19), date(2027, 11, 19), None, "45775735", D(0),
        [Line(None, "LabelForge Pro - Annual, per seat", D(12), D("348.00"),
              detail=("Nov 19, 2027 - Nov 19, 2028",)),
         Line(None, "Warehouse printer connector add-on - Annual", D(1), D("590.00"),
              detail=("Nov 19, 2027 - Nov 19, 2028",)),
         Line(None, "Priority support - Annual", D(1), D("420.00"), detail=("Nov 19, 2027 - Nov 19, 2028",))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount (ANNUAL10) 10%", D(10))],
        statement="Reverse charge: the customer is liable for VAT (Article 196, Council Directive 2006/112/EC). "
                  "Quayline Commerce Ltd is the merchant of record for this order and sells LabelForge under "
                  "licence from Northlight Labs.",
        dec=".", group=",", iban="IE73 AIBK 9326 4401 7012 80", bic="AIBKIE2D",
        extra={"order": "#2718403", "card": "Visa ending in 4417", "email": "ap@technibouw.be"}),
    # 07 — HubSpot in English, a Valencia packaging maker: intra-EU goods (ICG), SKUs under the names, a fee
    Invoice(
        "07-en-stretchfilm", "en", "hubspot",
        Supplier("Plásticos Turia S.L.", "Calle de la Ciencia 21, Parque Tecnológico", "46980", "Paterna (Valencia)",
                 "ES", "ESB83687970", "+34 961 32 58 04", "admin@plasticosturia.es",
                 "Registro Mercantil de Valencia, Tomo 10412, Hoja V-180331"),
        "PT-INV-2027-1193", date(2027, 11, 24), date(2027, 12, 24), "PO45775742", "45775742", D(0),
        [Line("SF-23-500", "Machine stretch film 23 µm, 500 mm x 1,500 m, clear", D(48), D("24.60")),
         Line("SF-17-450H", "Hand stretch film 17 µm, 450 mm x 300 m, black, UV stabilised", D(120), D("6.85"),
              discount=D(5)),
         Line("PP-12-3000", "Polypropylene strapping 12 mm x 3,000 m", D(16), D("31.40")),
         Line("ED-35-1200", "Cardboard edge protectors 35 x 35 x 3 mm, length 1,200 mm", D(1000), D("0.29"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping fee", D("85.00"))],
        statement="Intra-Community supply of goods, exempt from Spanish VAT (art. 25 Ley 37/1992; Article 138 "
                  "Directive 2006/112/EC). Reverse charge: VAT to be accounted for by the customer, "
                  "BE0456.789.133.",
        dec=".", group=",", iban="ES35 0081 7485 3493 7524 2596", bic="BSABESBBXXX",
        extra={"date_style": "hubspot", "comments": "Delivered on 3 pallets, delivery note AL-27-5518."}),
    # 08 — Accelo in German, a Luxembourg IT service firm: a monthly retainer and tickets, services reverse charged
    Invoice(
        "08-de-itsupport", "de", "accelo",
        Supplier("Moselnet IT-Services S.à r.l.", "12, rue de l'Industrie", "L-5365", "Munsbach", "LU", "LU93173179",
                 "+352 26 78 41 1", "buchhaltung@moselnet.lu", "RCS Luxembourg B228815"),
        "1184", date(2027, 11, 30), date(2027, 12, 30), "PO 45775749", "45775749", D(0),
        [Line(None, "Managed-Services-Pauschale November 2027 (Server, Netzwerk und 45 Arbeitsplätze am Standort "
                    "Gent)", D(1), D("2850.00"), unit="Pauschale"),
         Line(None, "Zusätzliche Supportstunden laut Ticketliste (Anhang)", D("7.5"), D("98.00"), unit="Std."),
         Line(None, "Verlängerung Firewall-Lizenz Standort Gent, 12 Monate", D(1), D("640.00"), unit="Stk."),
         Line(None, "Vor-Ort-Einsatz Gent am 18.11.2027, Anfahrtspauschale", D(1), D("180.00"), unit="Pauschale")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 44 und 196 der "
                  "Richtlinie 2006/112/EG. Ort der Leistung: Belgien. USt-IdNr. des Leistungsempfängers: "
                  "BE0456.789.133.",
        iban="LU68 6224 3969 9193 2742", bic="BCEELULL",
        extra={"against": "Retainer: Managed Services Technibouw Gent (Monat 11/2027)", "terms": "30 Tage netto",
               "contact": "Laurent Weber"}),
    # 09 — Salesforce Billing in French, the Wavre subsidiary of a forklift service group: maintenance at 21 % (V21)
    Invoice(
        "09-fr-maintenance", "fr", "salesforce",
        Supplier("Intralogistique Services Belgium SRL", "Avenue Lavoisier 14", "1300", "Wavre", "BE",
                 "BE0469.891.457", "010 45 82 30", "ar.belgium@intralogistique-services.be",
                 "RPM Brabant wallon"),
        "INV-0000009315", date(2027, 12, 3), date(2028, 1, 2), "TB/45775756", "45775756", D(21),
        [Line("MNT-CE-PREM", "Contrat de maintenance préventive chariots élévateurs électriques - formule Premium",
              D(9), D("118.00"), unit="Unité", detail=("Récurrent", "01/12/2027 - 31/12/2027")),
         Line("MNT-TPE", "Maintenance transpalettes électriques", D(6), D("46.00"), unit="Unité",
              detail=("Récurrent", "01/12/2027 - 31/12/2027")),
         Line("INSP-ANN", "Contrôle périodique annuel par chariot", D(9), D("85.00"), unit="Unité",
              detail=("Ponctuel", "")),
         Line("PCS-BAT-24", "Remplacement batterie traction 24 V 375 Ah, pièces et main-d'œuvre", D(1),
              D("2140.00"), unit="Unité", discount=D(8), detail=("Ponctuel", ""))],
        "611000", "V21",
        group="\u00a0", iban="BE96 0688 4887 3905", bic="GKCCBEBB", payment_ref=ogm(9315457560),
        customer_no="ACC-0007731",
        extra={"terms": "Net 30", "account": "Technibouw Distributie NV", "order": "ORD-000118406"}),
    # 10 — Kantata in English, an Antwerp operations consultancy: hours and an expense at Belgian 21 % (V21, 613000)
    Invoice(
        "10-en-consulting", "en", "kantata",
        Supplier("Meridian Operations Consulting BV", "Borsbeeksebrug 34", "2600", "Berchem (Antwerpen)", "BE",
                 "BE0722.959.509", "03 298 14 60", "invoices@meridian-ops.be", "RPR Antwerpen"),
        "MOC-1427", date(2027, 12, 6), date(2028, 1, 5), "4577.5763", "45775763", D(21),
        [Line(None, "WMS vendor selection - requirements and scoring model", D(18), D("165.00"), unit="h",
              detail=("E. Claes", "Senior manager")),
         Line(None, "Vendor demonstrations, reference visits and reporting to the steering committee", D("31.5"),
              D("120.00"), unit="h", detail=("T. Maes", "Consultant")),
         Line(None, "Business case and implementation roadmap", D(6), D("165.00"), unit="h",
              detail=("E. Claes", "Senior manager")),
         Line(None, "Parking and train tickets (receipts attached)", D(1), D("64.80"), unit="",
              detail=("T. Maes", "Travel"))],
        "613000", "V21",
        dec=".", group=",", iban="BE49 3109 5278 1071", bic="BBRUBEBB", payment_ref=ogm(1427457576),
        extra={"project": "WMS selection Technibouw", "period": "Nov 01, 2027 - Nov 30, 2027",
               "manager": "E. Claes"}),
    # 11 — ChargeOver in German, a Duisburg label maker: monthly label subscription, intra-EU goods (ICG), shipping
    Invoice(
        "11-de-etiketten", "de", "chargeover",
        Supplier("Etikettenwerk Niederrhein GmbH", "Hafenstraße 27", "47119", "Duisburg", "DE", "DE424355562",
                 "0203 71 88 20", "rechnung@etikettenwerk-nr.de", "Amtsgericht Duisburg HRB 31877"),
        "20931", date(2027, 12, 10), date(2027, 12, 24), "45775770", "45775770", D(0),
        [Line("TT-100150-P", "Thermotransfer-Etiketten 100 x 150 mm, Papier, 1.000 Stück je Rolle", D(240),
              D("7.95"), detail=("Lieferzeitraum: 01.12.2027 - 31.12.2027",)),
         Line("TT-RIB-110W", "Farbband Wachs 110 mm x 450 m", D(120), D("5.20"),
              detail=("Lieferzeitraum: 01.12.2027 - 31.12.2027",)),
         Line("DT-5840", "Thermodirekt-Etiketten 58 x 40 mm, 2.000 Stück je Rolle", D(180), D("3.65"),
              detail=("Lieferzeitraum: 01.12.2027 - 31.12.2027",)),
         Line("LB-A4-24", "Adressetiketten A4, 24 je Blatt, Karton zu 100 Blatt", D(15), D("19.90"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("29.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE38 8534 2727 8293 6550 22", bic="GENODED1DKD", customer_no="10377",
        extra={"terms": "Netto 14 Tage", "ship": "Technibouw Distributie NV - Wareneingang Tor 3, Industrieweg 14, "
                                                 "9000 Gent"}),
    # 12 — Invoiced in Dutch, a Son en Breugel racking supplier: intra-EU goods (ICG), codes in the item names, freight
    Invoice(
        "12-nl-stellingen", "nl", "invoiced",
        Supplier("Stellingbouw Brabant B.V.", "Ekkersrijt 4102", "5692 DB", "Son en Breugel", "NL", "NL709750365B02",
                 "0499 47 36 10", "administratie@stellingbouwbrabant.nl", "KvK 17266381"),
        "SBB-2027-1458", date(2027, 12, 14), date(2028, 1, 13), "PO 45775777", "45775777", D(0),
        [Line("SB-FR-3000", "Staanderframe 3000 x 1100 mm", D(12), D("148.00"),
              detail=("Verzinkt, vakbelasting 9.000 kg per sectie",)),
         Line("SB-LB-2700", "Ligger 2700 mm, per paar", D(48), D("46.50"), detail=("Inclusief borgpennen",)),
         Line("SB-GD-1127", "Gaasdek 1100 x 2700 mm", D(40), D("39.80")),
         Line("SB-AR-400", "Aanrijbeveiliging 400 mm, geel/zwart", D(12), D("34.20"),
              detail=("Inclusief ankers M12",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("125.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL11 RABO 3834 0512 48", bic="RABONL2U", customer_no="CUST-00288",
        extra={"terms": "30 dagen netto", "link": "betalen.stellingbouwbrabant.nl/f/SBB-2027-1458"}),
]
