"""The twelve invoices of the forty-eighth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, AT, IE, DK), in nl, fr, de and
en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of subscription and
small-business billing software: Recurly, Zuora, Maxio, Billsby, Ageras, Karlia and Incwo. PO numbers are the ERP's
4577xxxx (45774100 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT
numbers and IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators on
random.Random(20271238), python-stdnum's check characters for AT, IE and DK)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

V = [vat for vat, _ in IDS]
IBAN = [account for _, account in IDS]

CORPUS = [
    # 01 — Recurly in Dutch, the Belgian subsidiary of a fleet-tracking SaaS: Belgian VAT 21 % (V21, 613000)
    Invoice(
        "01-nl-vlootvolging", "nl", "recurly",
        Supplier("Routelink Benelux BV", "Generaal de Wittelaan 17", "2800", "Mechelen", "BE", V[0],
                 "015 79 44 10", "billing@routelink.be", "RPR Antwerpen, afd. Mechelen"),
        "41084", date(2027, 11, 2), date(2027, 12, 2), "45774100", "45774100", D(21),
        [Line(None, "Routelink Fleet Pro - jaarabonnement per voertuig", D(18), D("192.00"), unit="voertuig",
              detail=("01/12/2027 - 30/11/2028",)),
         Line(None, "Add-on: rijtijdenregistratie en download van de digitale tachograaf op afstand", D(18),
              D("48.00"), unit="voertuig", detail=("01/12/2027 - 30/11/2028",)),
         Line(None, "Installatie en configuratie GPS-module, per voertuig", D(6), D("85.00"), unit="voertuig"),
         Line(None, "Eenmalige opstartkost en opleiding planners (2 sessies)", D(1), D("450.00"), unit="stuk")],
        "613000", "V21",
        iban=IBAN[0], bic="CREGBEBB", payment_ref=ogm(4108445774), customer_no="TECHNIBOUW-GENT",
        extra={"date_style": "long", "terms": "30 dagen"}),
    # 02 — Incwo, a Pontoise carton maker: intra-EU goods (ICG), article references, freight before the net total
    Invoice(
        "02-fr-emballages", "fr", "incwo",
        Supplier("Cartonnages du Vexin SAS", "4 rue Gustave Eiffel", "95300", "Pontoise", "FR", V[1],
                 "01 34 24 71 80", "compta@cartonnages-vexin.fr", "RCS Pontoise 371 530 247"),
        "FAC-2027-00517", date(2027, 11, 4), date(2027, 12, 4), "4577 4107", "45774107", D(0),
        [Line("CTN-60402", "Carton américain double cannelure 600 x 400 x 400 mm, brun", D(600), D("1.38"),
              unit="u"),
         Line("CTN-40302", "Carton simple cannelure 400 x 300 x 200 mm", D(1500), D("0.52"), unit="u"),
         Line("FIL-ETR-23", "Film étirable manuel 23 µm, 500 mm x 300 m, transparent", D(72), D("9.85"), unit="rlx"),
         Line("CORN-35-1000", "Cornières de protection en carton 35 x 35 x 3 mm, longueur 1000 mm, pour palettes "
                              "et angles de colis", D(400), D("0.41"), unit="u"),
         Line("ETQ-FRAG", "Étiquettes adhésives « Fragile – Haut » 100 x 150 mm, rouleau de 500", D(10), D("14.90"),
              unit="rlx")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("85.00"))],
        statement="Exonération de TVA - article 262 ter, I du CGI. Livraison intracommunautaire : autoliquidation "
                  "par le preneur (TVA BE0456.789.133).",
        group=" ", iban=IBAN[1], bic="CCBPFRPPVER", customer_no="CLI-00284",
        extra={"terms": "30 jours date de facture"}),
    # 03 — Zuora in German, a Vienna WMS vendor: cloud subscription, services reverse charged (ICS, 613000)
    Invoice(
        "03-de-wartung", "de", "zuora",
        Supplier("Alpenlog Systems GmbH", "Wienerbergstraße 11", "1100", "Wien", "AT", V[2],
                 "+43 1 602 48 17", "billing@alpenlog.at", "FN 481127 k, Handelsgericht Wien"),
        "INV00004127", date(2027, 11, 8), date(2027, 12, 8), "PO-45774114", "45774114", D(0),
        [Line(None, "WMS Cloud Subscription - Lagerstandort Gent", D(1), D("6900.00"), unit="Jahr",
              detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Named User", D(25), D("96.00"), unit="Benutzer", detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Scanner-Lizenz mobile Geräte", D(14), D("60.00"), unit="Gerät",
              detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Premium Support 8x5", D(1), D("1380.00"), unit="Jahr", detail=("01.12.2027 - 30.11.2028",))],
        "613000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge) gemäß Art. 196 "
                  "MwSt-Richtlinie 2006/112/EG. UID des Leistungsempfängers: BE0456.789.133.",
        iban=IBAN[2], bic="GIBAATWWXXX", customer_no="A00001532",
        extra={"terms": "30 Tage netto"}),
    # 04 — Billsby, a Dublin e-learning provider: safety-training subscription, services reverse charged (ICS)
    Invoice(
        "04-en-elearning", "en", "billsby",
        Supplier("Sitewise Learning Ltd", "Unit 4, Block B, Sandyford Business Park", "D18 K2P3", "Dublin", "IE",
                 V[3], "+353 1 294 8830", "accounts@sitewiselearning.ie", "Registered in Ireland No. 612847"),
        "INV-00862", date(2027, 11, 10), date(2027, 11, 24), "4577-4121", "45774121", D(0),
        [Line(None, "Warehouse Safety Academy - Business plan, annual subscription (10 Nov 2027 to 9 Nov 2028)",
              D(1), D("2400.00")),
         Line(None, "Add-on: learner seats for the forklift, reach truck and order picker courses", D(40),
              D("36.00")),
         Line(None, "Add-on: printed certificates and audit trail", D(1), D("290.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the customer under Article 196 of Council Directive "
                  "2006/112/EC. Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban=IBAN[3], bic="AIBKIE2D", customer_no="",
        extra={}),
    # 05 — Karlia, a Brussels caterer running the staff restaurant: Belgian VAT 12 % (V12, 602000), a line discount
    Invoice(
        "05-fr-restaurant", "fr", "karlia",
        Supplier("Saveurs & Services SRL", "Avenue du Port 86", "1000", "Bruxelles", "BE", V[4], "02 420 57 31",
                 "facturation@saveurs-services.be", "RPM Bruxelles"),
        "F2027-0391", date(2027, 11, 30), date(2027, 12, 30), "BC45774128", "45774128", D(12),
        [Line(None, "Restaurant d'entreprise - repas du personnel servis sur place, novembre 2027", D(412),
              D("8.90"), unit="repas", discount=D(5)),
         Line(None, "Réunions clients - lunch assis servi en salle de réunion (08/11, 17/11 et 24/11/2027)", D(36),
              D("22.50"), unit="couvert"),
         Line(None, "Service en salle par notre personnel, réception du 24/11/2027", D(6), D("38.00"),
              unit="heure")],
        "602000", "V12",
        iban=IBAN[4], bic="GKCCBEBB", payment_ref=ogm(2703914577), customer_no="C-0117",
        extra={"subject": "Objet : restauration du personnel - site de Gand, novembre 2027",
               "terms": "30 jours date de facture"}),
    # 06 — Ageras in Dutch, a Kortrijk technical bookshop: books at the Belgian 6 % (V06), ISBNs, no PO printed
    Invoice(
        "06-nl-handboeken", "nl", "ageras",
        Supplier("Technische Boekhandel Vandeputte BV", "Oudenaardsesteenweg 52", "8500", "Kortrijk", "BE", V[5],
                 "056 21 48 93", "info@tbvandeputte.be", "RPR Gent, afd. Kortrijk"),
        "2027-0219", date(2027, 11, 16), date(2027, 12, 16), None, "45774135", D(6),
        [Line("978-94-6240-118-1", "Tabellenboek Logistiek en Magazijnbeheer, 6e herziene druk", D(12), D("42.50"),
              unit="st"),
         Line("978-90-395-1442-9", "Handboek Veilig Heftruckrijden, inclusief oefenvragen", D(30), D("24.95"),
              unit="st"),
         Line("978-94-6401-307-8", "Praktijkgids ADR 2027 - vervoer van gevaarlijke goederen over de weg", D(6),
              D("64.00"), unit="st"),
         Line("978-90-8913-725-8", "Magazijninrichting en stellingkeuring volgens EN 15635, met checklists", D(4),
              D("79.00"), unit="st")],
        "613000", "V06",
        iban=IBAN[5], bic="GEBABEBB", payment_ref=ogm(2702191135), customer_no="1043",
        extra={"terms": "30 dagen"}),
    # 07 — Maxio in German, a Kassel sensor maker: hardware sold once, intra-EU goods (ICG), a 5 % invoice discount
    Invoice(
        "07-de-sensoren", "de", "maxio",
        Supplier("Lagerklima Sensorsysteme GmbH", "Friedrich-Ebert-Straße 40", "34117", "Kassel", "DE", V[6],
                 "0561 70 93 41 0", "billing@lagerklima.de", "Amtsgericht Kassel HRB 18234"),
        "RE-5884", date(2027, 11, 19), date(2027, 12, 19), "4577/4142", "45774142", D(0),
        [Line(None, "Funk-Temperatur- und Feuchtesensor LK-TH2, IP65, inkl. Wandhalterung", D(40), D("68.00"),
              unit="Stk"),
         Line(None, "LoRaWAN-Gateway für Innenmontage, PoE, mit Antenne", D(3), D("420.00"), unit="Stk"),
         Line(None, "Ersatzbatterie Lithium 3,6 V für LK-TH2", D(80), D("6.40"), unit="Stk"),
         Line(None, "Montageset Kabelbinder und Dübel", D(10), D("12.50"), unit="Pck")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Mengenrabatt 5 %", D(5))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban=IBAN[6], bic="HELADEF1KAS", customer_no="cus_8841",
        extra={"date_fmt": "%d.%m.%Y"}),
    # 08 — Ageras in English, a Vejle warehouse-equipment dealer: intra-EU goods (ICG), Danish number format, freight
    Invoice(
        "08-en-pallets", "en", "ageras",
        Supplier("Nordlager Equipment ApS", "Industrivej 22", "7100", "Vejle", "DK", V[7], "+45 75 82 36 10",
                 "faktura@nordlager.dk", "CVR " + V[7][2:]),
        "1436", date(2027, 11, 23), date(2027, 12, 23), "PO 45774149", "45774149", D(0),
        [Line("NL-PT-2500", "Hand pallet truck 2500 kg, forks 1150 x 540 mm, polyurethane wheels", D(4),
              D("345.00"), unit="pcs"),
         Line("NL-PC-3S", "Picking trolley with 3 shelves, 1000 x 600 mm", D(6), D("212.00"), unit="pcs"),
         Line("NL-CG-400", "Column guard 400 mm, yellow/black, with anchor bolts", D(48), D("18.75"), unit="pcs"),
         Line("NL-LBL-M", "Magnetic rack labels 100 x 40 mm, pack of 50", D(20), D("15.40"), unit="pack"),
         Line("NL-WS-PU", "Spare load wheel set, polyurethane, for hand pallet truck NL-PT-2500", D(8), D("27.50"),
              unit="set")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("120.00"))],
        statement="Intra-Community supply of goods exempt from VAT (Article 138 of Directive 2006/112/EC). "
                  "Reverse charge: the customer accounts for VAT (VAT no. BE0456.789.133).",
        iban=IBAN[7], bic="DABADKKK", customer_no="10288",
        extra={"terms": "Net 30 days", "date_style": "short_en"}),
    # 09 — Karlia, a Roubaix labelling-machine servicer: maintenance, services reverse charged (ICS, 611000)
    Invoice(
        "09-fr-maintenance", "fr", "karlia",
        Supplier("Étiquetage Services Nord SAS", "117 rue de Lannoy", "59100", "Roubaix", "FR", V[8],
                 "03 20 73 61 48", "adv@etiquetage-sn.fr", "RCS Lille Métropole 569 870 983"),
        "FA27-00745", date(2027, 11, 25), date(2027, 12, 25), "45774156", "45774156", D(0),
        [Line("MAINT-PRV", "Maintenance préventive annuelle des imprimantes-applicatrices d'étiquettes, contrat "
                           "n° ESN-C-2291", D(3), D("640.00"), unit="machine"),
         Line("MO-TECH", "Main d'œuvre technicien, intervention curative du 18/11/2027 sur la ligne d'expédition 2",
              D("6.5"), D("78.00"), unit="h"),
         Line("DEPL-BE", "Forfait déplacement Belgique (Gand)", D(2), D("145.00"), unit="forfait")],
        "611000", "ICS", reverse_charge=True,
        statement="Autoliquidation - TVA due par le preneur, article 196 de la directive 2006/112/CE "
                  "(article 283-2 du CGI). N° TVA du preneur : BE0456.789.133.",
        group=" ", iban=IBAN[8], bic="CMCIFR2A", customer_no="C-2291",
        extra={"subject": "Objet : maintenance des imprimantes-applicatrices - site de Gand",
               "terms": "30 jours date de facture"}),
    # 10 — Maxio in English, the Belgian branch of a cold-chain monitoring firm: Belgian VAT 21 % (V21, 613000)
    Invoice(
        "10-en-monitoring", "en", "maxio",
        Supplier("Coldchain Watch Belgium BV", "Kempische Steenweg 311", "3500", "Hasselt", "BE", V[9],
                 "011 49 27 60", "billing@coldchainwatch.be", "RPR Antwerpen, division Hasselt"),
        "20713", date(2027, 12, 1), date(2027, 12, 31), "PO45774163", "45774163", D(21),
        [Line(None, "Cold chain monitoring - Site licence (Dec 1, 2027 - Nov 30, 2028)", D(1), D("2640.00"),
              unit="year"),
         Line(None, "Sensor connectivity fee", D(480), D("4.50"), unit="sensor-month"),
         Line(None, "SMS alert bundle, 500 messages", D(2), D("75.00"), unit="bundle"),
         Line(None, "Calibration certificate service, annual, per sensor", D(40), D("12.00"), unit="sensor")],
        "613000", "V21",
        dec=".", group=",", iban=IBAN[9], bic="ARSPBE22", payment_ref=ogm(2071345774), customer_no="cus_2217",
        extra={"date_fmt": "%B %-d, %Y"}),
    # 11 — Zuora in Dutch, a Utrecht WMS vendor: subscription and consultancy, services reverse charged (ICS)
    Invoice(
        "11-nl-wms", "nl", "zuora",
        Supplier("Voorraadwolk B.V.", "Stationsplein 45", "3511 ED", "Utrecht", "NL", V[10], "030 207 18 44",
                 "facturen@voorraadwolk.nl", "KvK 71844520"),
        "INV00019384", date(2027, 12, 6), date(2028, 1, 5), "4577 4170", "45774170", D(0),
        [Line(None, "Voorraadwolk Enterprise - abonnement", D(1), D("5200.00"), unit="jaar",
              detail=("01-01-2028 - 31-12-2028",)),
         Line(None, "Extra magazijnlocatie", D(1), D("1450.00"), unit="jaar", detail=("01-01-2028 - 31-12-2028",)),
         Line(None, "Koppeling EDI-vervoerders", D(1), D("980.00"), unit="jaar", detail=("01-01-2028 - 31-12-2028",)),
         Line(None, "Implementatie-uren consultant", D(12), D("115.00"), unit="uur",
              detail=("01-11-2027 - 30-11-2027",))],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd - artikel 196 Btw-richtlijn 2006/112/EG. Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[10], bic="INGBNL2A", customer_no="A00000871",
        extra={"terms": "Netto 30 dagen"}),
    # 12 — Recurly in German, a Mannheim label-subscription shop: monthly goods delivery, intra-EU goods (ICG), a coupon
    Invoice(
        "12-de-etiketten", "de", "recurly",
        Supplier("Etikettenabo GmbH", "Hafenstraße 27", "68159", "Mannheim", "DE", V[11], "0621 43 17 95 0",
                 "rechnung@etikettenabo.de", "Amtsgericht Mannheim HRB 736512"),
        "10277", date(2027, 12, 9), date(2027, 12, 23), "4577.4177", "45774177", D(0),
        [Line(None, "Etiketten-Abo Lager M - Thermotransfer-Etiketten 100 x 150 mm, monatliche Lieferung", D(48),
              D("18.40"), unit="Rolle", detail=("09.12.2027 - 08.01.2028",)),
         Line(None, "Thermotransfer-Farbband Wachs/Harz 110 mm x 450 m", D(24), D("11.90"), unit="Rolle"),
         Line(None, "Versandetiketten A6, 1000 Stück je Rolle", D(30), D("16.50"), unit="Rolle")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Gutschein TREUE10 (10 %)", D(10))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban=IBAN[11], bic="MANSDE66", customer_no="technibouw-gent",
        extra={"date_style": "%d.%m.%Y", "terms": "14 Tage"}),
]
