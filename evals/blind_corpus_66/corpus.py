"""The twelve invoices of the sixty-sixth blind corpus (issue 38), written before the reader was next judged, by a
helper that had not read the reader. Twelve invented suppliers (NL, BE, FR, DE, LU), in nl, fr, de and en, each
drawn by a writer (draw.py) that imitates the ordinary layout of one family of invoicing software other than the
earlier corpora's: Ridder iQ, Timewax, Tribe CRM, Efficy CRM, Babelway's PDF rendering, the TIE Kinetix
e-invoicing portal's rendering and EDICOM's e-invoice visualisation. PO numbers are the ERP's 4577xxxx (from
45775900 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and
IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators, seed 20271256)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Ridder iQ, an Almelo machine-parts maker: intra-EU goods (ICG), freight and packing before the net total
    Invoice(
        "01-nl-machinedelen", "nl", "ridder",
        Supplier("Machinefabriek Twentewerk B.V.", "Bedrijvenpark Twente 305", "7602 KL", "Almelo", "NL",
                 "NL053551539B02", "0546 81 72 20", "facturen@twentewerk.nl", "KvK 08217453"),
        "27100412", date(2027, 10, 5), date(2027, 11, 4), "4577 5900", "45775900", D(0),
        [Line("TW-AS-40-1250", "Aandrijfas Ø 40 mm, C45 gehard en geslepen, lengte 1250 mm, met spiebaan", D(16),
              D("148.60"), unit="st"),
         Line("TW-LB-206", "Lagerbus brons CuSn7 40/50 x 60 mm", D(64), D("12.85"), unit="st"),
         Line("TW-FL-DN80", "Flensplaat DN 80, S235 thermisch verzinkt, 8 gaten M16 volgens tekening 27-0311",
              D(24), D("36.40"), unit="st"),
         Line("TW-KT-12", "Kettingwiel 12B-1 Z=19, boring 40 H7", D(16), D("54.20"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vracht- en verpakkingskosten", D("68.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL80 SNSB 8872 8247 19", bic="SNSBNL2A", customer_no="20418",
        extra={"ours": "VO-27-1187", "delivery": "PB27-3364", "terms": "30 dagen netto", "date": "numeric"}),
    # 02 — Timewax, a Gent project office: hours with decimals, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "02-nl-projectuur", "nl", "timewax",
        Supplier("Projectbureau Scheldeplan BV", "Kortrijksesteenweg 1090", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE1774.195.425", "09 298 41 60", "administratie@scheldeplan.be", "RPR Gent"),
        "2027-0187", date(2027, 10, 12), date(2027, 11, 11), "Inkooporder 4577-5907", "45775907", D(21),
        [Line(None, "Projectleiding implementatie magazijnbeheer, periode 01-09-2027 t/m 30-09-2027 (A. De Smet)",
              D("18.5"), D("112.00"), unit="uur"),
         Line(None, "Functionele analyse orderpickingsproces en opmaak testscenario's (L. Verhoeven)", D("32.25"),
              D("95.00"), unit="uur"),
         Line(None, "Verplaatsingskosten", D(412), D("0.42"), unit="km")],
        "613000", "V21",
        iban="BE02 9793 3673 9040", bic="ARSPBE22", payment_ref=ogm(2701875907), customer_no="TB-004",
        extra={"project": "P27-031 WMS Technibouw", "period": "september 2027", "terms": "30 dagen"}),
    # 03 — Tribe CRM, a Tilburg safety-training centre: services reverse charged (ICS), no PO printed
    Invoice(
        "03-nl-opleiding", "nl", "tribe",
        Supplier("Trainingscentrum Veilig Werken Brabant B.V.", "Ringbaan-Oost 152", "5013 CE", "Tilburg", "NL",
                 "NL346363664B03", "013 590 22 40", "debiteuren@tvwbrabant.nl", "KvK 61940277"),
        "F2027-00533", date(2027, 10, 19), date(2027, 11, 2), None, "45775914", D(0),
        [Line(None, "VCA-basis tweedaagse cursus op locatie Gent, 13 en 14 oktober 2027, inclusief cursusboek",
              D(8), D("245.00"), unit="deelnemer", discount=D(10)),
         Line(None, "Examengeld VCA-basis (digitaal examen)", D(8), D("48.50"), unit="deelnemer"),
         Line(None, "Reis- en verblijfkosten trainer", D(1), D("186.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd: dienst belast in het land van de afnemer (art. 44 en 196 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL76 ABNA 3053 7912 16", bic="ABNANL2A", customer_no="",
        extra={"contact": "Sanne de Wit", "subject": "VCA-basis oktober 2027", "date": "long"}),
    # 04 — Efficy CRM, a Mont-Saint-Guibert CRM integrator: licences and days, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "04-fr-crm", "fr", "efficy",
        Supplier("Solutions Relation Client SRL", "Rue Émile Francqui 6", "1435", "Mont-Saint-Guibert", "BE",
                 "BE1151.943.690", "010 84 27 15", "facturation@src-solutions.be", "RPM Brabant wallon"),
        "FV/2027/00981", date(2027, 10, 22), date(2027, 11, 21), "BC 45775921", "45775921", D(21),
        [Line("LIC-PRO-M", "Licence CRM Professional, utilisateur nommé, novembre 2027 à janvier 2028", D(36),
              D("49.00"), unit="u.-mois"),
         Line("CONS-J", "Consultance paramétrage du module service après-vente", D("3.5"), D("890.00"), unit="jour"),
         Line("FORM-1/2J", "Formation utilisateurs clés, demi-journée sur site", D(2), D("520.00"), unit="½ jour",
              discount=D(15))],
        "613000", "V21",
        iban="BE11 7358 7995 1248", bic="KREDBEBB", payment_ref=ogm(2798100921), customer_no="CL-000642",
        extra={"account": "Technibouw Distributie", "contact": "M. Lambert", "terms": "30 jours fin de mois"}),
    # 05 — Babelway's rendering (fr), a Wasquehal hardware wholesaler's UBL invoice: intra-EU goods (ICG)
    Invoice(
        "05-fr-quincaillerie", "fr", "babelway",
        Supplier("Quincaillerie Industrielle du Nord SAS", "31 rue de la Pilaterie", "59290", "Wasquehal", "FR",
                 "FR05387394653", "03 20 65 41 90", "adv@qin-nord.fr", "RCS Lille Métropole 387 394 653"),
        "F27-004518", date(2027, 10, 27), date(2027, 11, 26), "45775928", "45775928", D(0),
        [Line("QIN-VIS-M10", "Vis à tête hexagonale M10 x 40, acier 8.8 zingué, boîte de 100", D(60), D("14.90"),
              unit="BX"),
         Line("QIN-CHE-12", "Cheville métallique à frapper 12 x 100 mm pour béton fissuré", D(400), D("0.86"),
              unit="C62"),
         Line("QIN-GRA-5", "Graisse multi-usage au lithium", D("12.5"), D("9.20"), unit="KGM"),
         Line("QIN-CHA-8", "Chaîne acier galvanisé maille 8 mm, vendue au mètre", D(75), D("4.35"), unit="MTR")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de transport", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire de biens. "
                  "Autoliquidation par l'acquéreur.",
        group="\u00a0", iban="FR84 1703 1708 4040 4546 4996 724", bic="CCBPFRPPLIL", customer_no="0041187",
        extra={"category": "K", "reason": "VATEX-EU-IC", "terms": "Virement à 30 jours"}),
    # 06 — TIE Kinetix portal rendering (en), a Veenendaal fastener supplier: intra-EU goods (ICG), an allowance
    Invoice(
        "06-en-fasteners", "en", "tiekinetix",
        Supplier("Veenendaal Fastener Supply B.V.", "Nijverheidslaan 41", "3903 AM", "Veenendaal", "NL",
                 "NL925208334B02", "+31 318 55 60 20", "invoicing@vfs-fasteners.nl", "Chamber of Commerce 30217649"),
        "VFS/INV/271102", date(2027, 11, 2), date(2027, 12, 2), "4577-5935", "45775935", D(0),
        [Line("DIN933-M12X50-8.8", "Hexagon head bolt DIN 933 M12 x 50, grade 8.8, zinc plated", D(1500),
              D("0.214"), unit="PCE", price_places=3),
         Line("DIN934-M12-8", "Hexagon nut DIN 934 M12, grade 8, zinc plated", D(1500), D("0.062"), unit="PCE",
              price_places=3),
         Line("DIN125-A13-ST", "Plain washer DIN 125-A 13 mm, steel, zinc plated", D(3000), D("0.018"), unit="PCE",
              price_places=3),
         Line("ANK-M12-160", "Chemical anchor rod M12 x 160 stainless A4 with nut and washer, for injection mortar",
              D(120), D("3.95"), unit="PCE")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Allowance: quantity discount 2 %", D(2))],
        statement="Intra-Community supply of goods, VAT exempt (Article 138 Directive 2006/112/EC). "
                  "VAT reverse charged to the buyer.",
        dec=".", group=",", iban="NL79 SNSB 9625 7726 87", bic="SNSBNL2A", customer_no="8712345000017",
        extra={"despatch": "DA-271101-88", "gln_supplier": "8719333000125"}),
    # 07 — EDICOM visualisation (de), a Lörrach valve maker printing the Swiss way: intra-EU goods (ICG)
    Invoice(
        "07-de-ventile", "de", "edicom",
        Supplier("Dreiländer Ventiltechnik GmbH", "Brombacher Straße 58", "79539", "Lörrach", "DE", "DE291697473",
                 "07621 93 44 0", "rechnung@dreilaender-ventil.de", "Amtsgericht Freiburg HRB 721934"),
        "RG 2711 0418", date(2027, 11, 9), date(2027, 12, 9), "Bestell-Nr. 4577.5942", "45775942", D(0),
        [Line("DV-KH-50-PN16", "Kugelhahn DN 50 PN 16, Edelstahl 1.4408, Flanschausführung mit ISO-Kopfflansch",
              D(18), D("286.50"), unit="Stk", discount=D(8)),
         Line("DV-RV-32", "Rückschlagventil DN 32, Messing", D(40), D("42.80"), unit="Stk"),
         Line("DV-DR-25", "Druckminderer DN 25 mit Manometer 0-16 bar", D(12), D("118.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        dec=".", group="'", iban="DE03 4309 8602 5962 0662 37", bic="GENODEM1GLS", customer_no="D-77120",
        extra={"delivery": "LS-27-08813", "delivery_date": "05.11.2027"}),
    # 08 — Ridder iQ (de), a Lingen plastics shop: intra-EU goods (ICG), a written date, an invoice discount
    Invoice(
        "08-de-kunststoff", "de", "ridder",
        Supplier("Kunststofftechnik Emsland GmbH", "Kaiserstraße 27", "49809", "Lingen (Ems)", "DE", "DE150626368",
                 "0591 91 28 70", "buchhaltung@kt-emsland.de", "Amtsgericht Osnabrück HRB 204618"),
        "27110233", date(2027, 11, 16), date(2027, 12, 16), "PO 45775949", "45775949", D(0),
        [Line("KE-PE-PL-20", "PE-HD Platte 2000 x 1000 x 20 mm, schwarz, zugeschnitten nach Stückliste 4471",
              D(14), D("168.40"), unit="Stk"),
         Line("KE-POM-R50", "POM-C Rundstab Ø 50 mm, natur", D("36.5"), D("24.70"), unit="m"),
         Line("KE-GL-LEISTE", "Gleitleiste PE-UHMW 30 x 10 mm, Länge 3000 mm", D(60), D("19.80"), unit="Stk"),
         Line("KE-CNC-STD", "CNC-Fräsarbeiten Führungsschienen", D("7.5"), D("78.00"), unit="Std")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 3 %", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Die Steuer schuldet der "
                  "Leistungsempfänger. USt-IdNr. Empfänger BE0456.789.133.",
        iban="DE40 2479 1381 7217 5333 33", bic="NOLADE21EMS", customer_no="30871",
        extra={"ours": "AB-27-5512", "delivery": "LS-27-7719", "terms": "30 Tage netto", "date": "long"}),
    # 09 — Timewax (en), a Luxembourg data consultancy: hours, services reverse charged (ICS, 613000)
    Invoice(
        "09-en-consulting", "en", "timewax",
        Supplier("Moselle Data Consulting S.à r.l.", "12, rue Jean Engling", "L-1466", "Luxembourg", "LU",
                 "LU55328662", "+352 27 86 41 1", "finance@moselle-data.lu", "RCS Luxembourg B231508"),
        "MDC-2027-118", date(2027, 11, 23), date(2027, 12, 23), "TB/45775956", "45775956", D(0),
        [Line(None, "Data migration consultancy: mapping of item master data and stock levels, November 2027 "
                    "(P. Schmit)", D("24.75"), D("128.00"), unit="h"),
         Line(None, "Report development Power BI, sales and margin dashboards (K. Weber)", D("16.5"), D("115.00"),
              unit="h"),
         Line(None, "Project management", D(6), D("140.00"), unit="h"),
         Line(None, "Travel Luxembourg - Gent and back", D(2), D("165.00"), unit="trip")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Article 196 Council Directive "
                  "2006/112/EC).",
        dec=".", group=",", iban="LU04 6283 7547 9584 0062", bic="BILLLULL", customer_no="TBD-01",
        extra={"project": "TBD-MIG-27 Data migration", "period": "November 2027", "terms": "30 days",
               "date": "long"}),
    # 10 — Tribe CRM (en), a Kortrijk caterer: catering at the Belgian 12 % (V12, 602000), a delivery charge
    Invoice(
        "10-en-catering", "en", "tribe",
        Supplier("Leiedal Catering BV", "Kennedylaan 21", "8500", "Kortrijk", "BE", "BE1674.800.416",
                 "056 35 90 12", "invoices@leiedalcatering.be", "RPR Gent, division Kortrijk"),
        "INV-27-0644", date(2027, 11, 30), date(2027, 12, 14), "Purchase order 45775963", "45775963", D(12),
        [Line(None, "Walking lunch for the staff event of 25 November 2027 in the Gent warehouse, six warm and "
                    "cold dishes per person", D(85), D("24.50"), unit="pers."),
         Line(None, "Dessert buffet", D(85), D("6.80"), unit="pers.")],
        "602000", "V12", adjustments=[("Delivery charge", D("45.00"))],
        dec=",", group=".", iban="BE48 3104 0973 1827", bic="BBRUBEBB", payment_ref=ogm(2706440963),
        customer_no="",
        extra={"contact": "Joke Vanhoutte", "subject": "Staff event 25 November 2027", "date": "short_en"}),
    # 11 — Efficy CRM (en), an Eeklo HVAC contractor: works on the Gent building, Belgian cocontractant (VRC, 611000)
    Invoice(
        "11-en-hvac", "en", "efficy",
        Supplier("Klimaattechniek Meetjesland BV", "Industrielaan 17", "9900", "Eeklo", "BE", "BE0799.264.657",
                 "09 377 15 48", "boekhouding@ktmeetjesland.be", "RPR Gent"),
        "2027/0419", date(2027, 12, 7), date(2028, 1, 6), "Your PO no. 4577 5970", "45775970", D(0),
        [Line("SRV-HVAC-H", "Repair of the rooftop air handling unit AHU-2, replacement of fan motor and drive belts",
              D("6.5"), D("72.00"), unit="h"),
         Line("MOT-5.5KW-IE3", "Fan motor 5.5 kW IE3, 4-pole, B3 frame", D(1), D("968.00"), unit="pc",
              discount=D(12)),
         Line("BLT-SPB-2000", "V-belt SPB 2000", D(4), D("21.40"), unit="pc"),
         Line("FLT-F7-592", "Bag filter F7 592 x 592 x 600 mm", D(8), D("38.90"), unit="pc")],
        "611000", "VRC", reverse_charge=True,
        statement="VAT reverse charged - co-contractor (art. 20 Royal Decree No. 1). VAT to be paid by the "
                  "customer, BE0456.789.133.",
        dec=".", group=",", iban="BE06 1035 1925 5822", bic="NICABEBB", payment_ref=ogm(2704195970),
        customer_no="CUST-2231",
        extra={"account": "Technibouw Distributie", "contact": "Bart Claeys", "terms": "30 days",
               "site": "Industrieweg 14, 9000 Gent"}),
    # 12 — Babelway's rendering (nl), a Mechelen publisher of standards: books at the Belgian 6 % (V06), shipping
    Invoice(
        "12-nl-normboeken", "nl", "babelway",
        Supplier("Uitgeverij Normenhuis NV", "Zandpoortvest 40", "2800", "Mechelen", "BE", "BE1680.081.471",
                 "015 42 18 60", "facturatie@normenhuis.be", "RPR Antwerpen, afd. Mechelen"),
        "VF27-12088", date(2027, 12, 14), date(2028, 1, 13), "BON-45775977", "45775977", D(6),
        [Line("978-90-7721-418-3", "Handboek elektrische installaties volgens het AREI, editie 2027", D(6),
              D("89.00"), unit="C62"),
         Line("978-90-7721-402-2", "Praktijkgids brandveiligheid in magazijnen en opslagruimten, met checklists",
              D(4), D("64.50"), unit="C62")],
        "604000", "V06", adjustments=[("Verzendkosten", D("12.50"))],
        iban="BE25 9792 4400 1582", bic="ARSPBE22", payment_ref=ogm(2712088977), customer_no="N-30417",
        extra={"category": "S", "terms": "30 dagen na factuurdatum"}),
]
