"""The twelve invoices of the twentieth blind corpus (issue 38), written before the reader was next judged, by a
helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print (NL,
BE, FR, DE, LU, and in English IE and DK; an AT supplier in German), in nl, fr, de and en, each drawn by a writer
(draw.py) that imitates the ordinary layout of one family of invoicing software other than the earlier corpora's:
Exact Synergy, Extrabat, WaveSoft, GS-Auftrag, Bexio, Workday Financials and Proffix. PO numbers are the ERP's
4577xxxx (from 45771300 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT
numbers and IBANs carry valid check digits (invoice_env/world/identifiers.py's generators, seed 20271210; see
ids.py for the three countries it has no generator for)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Exact Synergy, a Tilburg fastener wholesaler: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-nl-bevestiging", "nl", "exactsynergy",
        Supplier("Bevestigingstechniek Brabant B.V.", "Kraaivenstraat 36", "5048 AB", "Tilburg", "NL",
                 "NL322424094B03", "013 463 18 70", "facturen@bevestiging-brabant.nl", "KvK 18062294"),
        "20274471", date(2027, 12, 1), date(2027, 12, 31), "45771300 dhr. Claeys", "45771300", D(0),
        [Line("BB-CHB-M10x30", "Slotbout verzinkt M10 x 30 DIN 603 met moer", D(2000), D("0.124"), unit="st",
              price_places=3),
         Line("BB-KEG-M8", "Keilbout M8 x 75 staal verzinkt, ETA-goedkeuring voor gescheurd beton", D(600),
              D("0.585"), unit="st", discount=D(12), price_places=3),
         Line("BB-DRS-5X60", "Spaanplaatschroef 5,0 x 60 torx, deeldraad, geel verzinkt (doos 200)", D(40),
              D("9.80"), unit="ds", discount=D(12)),
         Line("BB-ANK-M12", "Injectiemortel vinylester 300 ml koker", D(24), D("11.45"), unit="st"),
         Line("BB-RING-10", "Sluitring DIN 125 M10 verzinkt (zak 500)", D(6), D("14.90"), unit="zak")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("38.50"))],
        statement="Intracommunautaire levering - BTW verlegd (art. 138 Richtlijn 2006/112/EG). BTW-nummer afnemer: "
                  "BE0456.789.133.",
        qty_places=2, iban="NL70 RABO 3638 5968 35", bic="RABONL2U",
        customer_no="300128",
        extra={"terms": "30 dagen netto", "order": "VO271193", "packing": "PB2711874"}),
    # 02 — Exact Synergy, a Leuven technical bookshop: books and standards at the Belgian 6 % (V06), ISBN codes
    Invoice(
        "02-nl-vakliteratuur", "nl", "exactsynergy",
        Supplier("Vakboekhandel Campus Leuven BV", "Tiensestraat 201", "3000", "Leuven", "BE", "BE0764.271.017",
                 "016 20 48 93", "boekhouding@campusvakboek.be", "RPR Leuven"),
        "VF27-002384", date(2027, 12, 2), date(2028, 1, 1), "BST 4577-1307", "45771307", D(6),
        [Line("9789401488822", "Handboek magazijnbeheer en logistiek, 4de herziene editie", D(6), D("64.95"),
              unit="ex"),
         Line("9789462923164", "Veiligheid bij heftrucks en reachtrucks - praktijkgids voor de werkvloer", D(15),
              D("29.50"), unit="ex"),
         Line("9782804472501", "Code du bien-être au travail, édition 2028", D(2), D("118.00"), unit="ex"),
         Line("9789046612309", "Excel voor de logistieke planner", D(4), D("42.90"), unit="ex")],
        "604000", "V06",
        qty_places=2, iban="BE37 3101 2966 3828", bic="BBRUBEBB", payment_ref=ogm(2700238413),
        customer_no="110457", extra={"terms": "30 dagen na factuurdatum", "order": "VO-27-0912",
                                     "packing": "LB-27-5531"}),
    # 03 — Extrabat, a Liège heating installer: works on the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "03-fr-chauffage", "fr", "extrabat",
        Supplier("Thermo-Service Mosan SRL", "Rue de l'Expansion 27", "4460", "Grâce-Hollogne", "BE",
                 "BE0471.098.712", "04 247 61 35", "facturation@thermo-mosan.be", "RPM Liège"),
        "FA2712-0045", date(2027, 12, 3), date(2028, 1, 2), "45771314", "45771314", D(0),
        [Line(None, "Remplacement de l'aérotherme gaz 35 kW de la zone de réception, y compris dépose et "
                    "évacuation de l'ancien appareil", D(1), D("4280.00"), unit="ens"),
         Line(None, "Conduit d'évacuation concentrique Ø 80/125 mm, fourniture et pose", D("6.5"), D("94.00"),
              unit="ml"),
         Line(None, "Main d'oeuvre chauffagiste - raccordement gaz et électrique", D("14.5"), D("58.00"), unit="h"),
         Line(None, "Mise en service, réglage de la combustion et contrôle d'étanchéité", D(1), D("265.00"),
              unit="forf.")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - Cocontractant. TVA due par le cocontractant en vertu de l'article 20 de "
                  "l'AR n° 1 (BE0456.789.133).",
        group=" ", iban="BE38 7351 9774 2972", bic="KREDBEBB", payment_ref=ogm(2712004514),
        customer_no="C0417",
        extra={"site": "Technibouw Distributie - Entrepôt Industrieweg 14, 9000 Gand",
               "subject": "Remplacement aérotherme zone réception", "section": "LOT 1 - CHAUFFAGE",
               "terms": "30 jours fin de mois"}),
    # 04 — WaveSoft, a Lille hardware wholesaler: intra-EU goods (ICG), discount % on every line, freight
    Invoice(
        "04-fr-quincaillerie", "fr", "wavesoft",
        Supplier("Quincaillerie Industrielle du Nord SAS", "14 avenue de la Marne", "59290", "Wasquehal", "FR",
                 "FR95886011931", "03 20 72 45 18", "compta@qin-nord.fr", "RCS Lille Métropole 886 011 931"),
        "FC00027315", date(2027, 12, 6), date(2028, 1, 5), "CDE-45771321 du 15/11/2027", "45771321", D(0),
        [Line("CAD-HV-40", "Cadenas laiton 40 mm anse acier trempé, s'entrouvrant", D(48), D("12.60"), unit="U",
              discount=D(20)),
         Line("SER-MAG-05", "Serrure magasin à larder, coffre 50 mm", D(12), D("36.40"), unit="U", discount=D(20)),
         Line("FPC-2500", "Ferme-porte à coulisse force 2-5 EN 1154 argent", D(10), D("89.00"), unit="U",
              discount=D(25)),
         Line("BAR-ANT-1", "Barre anti-panique push-bar 1 point, finition rouge", D(4), D("142.50"), unit="U",
              discount=D(15))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Port", D("45.00"))],
        statement="Exonération de TVA, art. 262 ter I du CGI - livraison intracommunautaire. N° TVA client : "
                  "BE0456.789.133.",
        group=" ", qty_places=3, iban="FR78 4765 1875 3252 7074 2256 466", bic="CCBPFRPPLIL",
        customer_no="411TECHNI", extra={"rep": "JMD", "terms": "Virement à 30 jours", "bl": "BL00031877"}),
    # 05 — GS-Auftrag, a Bielefeld hydraulics dealer: intra-EU goods (ICG), a line discount, packing
    Invoice(
        "05-de-hydraulik", "de", "gsauftrag",
        Supplier("Hydraulik Ostwestfalen GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE", "DE118605805",
                 "0521 97 44 18-0", "buchhaltung@hydraulik-owl.de", "Amtsgericht Bielefeld HRB 41762"),
        "R-2027-3318", date(2027, 12, 7), date(2028, 1, 6), "4577 1328 vom 16.11.2027", "45771328", D(0),
        [Line("HS-2SN-12", "Hydraulikschlauch 2SN DN 12, Meterware", D(150), D("6.85"), unit="m"),
         Line("PF-DKOL-12L", "Pressfitting DKOL 12L für 2SN DN 12, Stahl verzinkt", D(120), D("3.20"), unit="Stk",
              discount=D(8)),
         Line("KH-BK3-1/2", "Kugelhahn BK3 G 1/2 Zoll, PN 500, mit Handhebel", D(10), D("48.70"), unit="Stk"),
         Line("FI-RL-160", "Rücklauffilter-Element 10 µm für RF 160", D(16), D("27.35"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verpackung", D("24.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133",
        qty_places=2, iban="DE29 0963 5663 9933 2804 83", bic="GENODEM1BIE", customer_no="10418",
        extra={"clerk": "Frau Hagedorn", "ls": "LS-2027-4102", "skonto": "2"}),
    # 06 — Bexio in German, a Luxembourg IT service firm: maintenance, services reverse charged (ICS, 613000)
    Invoice(
        "06-de-netzwerk", "de", "bexio",
        Supplier("NetzWerk Moselle S.à r.l.", "2, rue Edmond Reuter", "L-5326", "Contern", "LU", "LU47162514",
                 "+352 26 78 41 22", "rechnung@netzwerk-moselle.lu", "RCS Luxembourg B241087"),
        "RE-00427", date(2027, 12, 8), date(2028, 1, 7), "PO 45771335", "45771335", D(0),
        [Line(None, "Wartungsvertrag Netzwerk und WLAN Lagerhalle, Quartal 1/2028", D(1), D("1650.00"),
              unit="Pauschale"),
         Line(None, "Access Point WLAN 6 Lizenzverlängerung 12 Monate", D(14), D("62.00"), unit="Stk",
              discount=D(10)),
         Line(None, "Technikereinsatz vor Ort Gent, Fehlersuche Scanner-Roaming", D("7.5"), D("115.00"), unit="Std."),
         Line(None, "Reisekosten Contern - Gent und zurück", D(1), D("280.00"), unit="Pauschale")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "MwSt-Nr. Leistungsempfänger: BE0456.789.133",
        dec=".", group="'", qty_places=2, iban="LU23 2603 5548 5050 0385", bic="BILLLULL", customer_no="",
        extra={"contact": "Luc Weber", "title": "Wartung Q1/2028 und Einsatz Gent"}),
    # 07 — Workday Financials, a Cork consultancy: supply-chain advisory, services reverse charged (ICS, 613000)
    Invoice(
        "07-en-advisory", "en", "workday",
        Supplier("Lee Valley Supply Chain Advisory Ltd", "Penrose Wharf, Penrose Quay", "T23 KW81", "Cork", "IE",
                 "IE1733538WH", "+353 21 430 8815", "accounts.receivable@leevalley-sca.ie",
                 "Registered in Ireland No. 612447"),
        "INV-0031842", date(2027, 12, 9), date(2028, 1, 8), "PO-45771342", "45771342", D(0),
        [Line(None, "Warehouse network review - phase 2: slotting analysis and layout recommendations for the "
                    "Gent distribution centre", D(6), D("1150.00"), unit="Day"),
         Line(None, "Senior consultant - on-site workshops with operations team", D("2.5"), D("1150.00"), unit="Day"),
         Line(None, "Data analyst - order profile and ABC analysis", D(4), D("780.00"), unit="Day"),
         Line(None, "Travel and subsistence (flights Cork - Brussels, 2 trips)", D(1), D("1236.40"), unit="Each")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive "
                  "2006/112/EC. Customer VAT No. BE0456.789.133.",
        dec=".", group=",", iban="IE49 BOFI 0374 9879 8437 80", bic="BOFIIE2D", customer_no="CUST-000734",
        extra={"terms": "Net 30", "period": "Nov 2027"}),
    # 08 — WaveSoft, a Mons safety-signage maker: Belgian VAT 21 % (V21, 604000), an invoice discount
    Invoice(
        "08-fr-signalisation", "fr", "wavesoft",
        Supplier("Signalétique Hainaut Sécurité SA", "Avenue Thomas Edison 12", "7000", "Mons", "BE",
                 "BE0888.754.184", "065 84 27 60", "comptabilite@shs-signal.be", "RPM Hainaut, division Mons"),
        "F27-11092", date(2027, 12, 10), date(2028, 1, 9), "BC 45771349", "45771349", D(21),
        [Line("PAN-E001-30", "Panneau évacuation photoluminescent 300 x 150 mm, PVC 1,5 mm", D(60), D("6.90"),
              unit="P"),
         Line("PAN-W011-40", "Panneau danger chariots élévateurs, triangle 400 mm, aluminium", D(25), D("17.80"),
              unit="P"),
         Line("MARQ-JN-50", "Ruban de marquage au sol jaune/noir 50 mm x 33 m", D(36), D("21.40"), unit="RL"),
         Line("MIR-CONV-60", "Miroir de sécurité convexe Ø 600 mm pour intérieur, fixation murale", D(6),
              D("128.00"), unit="P"),
         Line("BORN-POT-1", "Potelet de protection acier Ø 76 mm, hauteur 1000 mm, à cheviller", D(18), D("58.50"),
              unit="P")],
        "604000", "V21", adjustments=[("Remise 5 %", D(5))],
        group=" ", qty_places=3, iban="BE30 3638 5096 8411", bic="BBRUBEBB", payment_ref=ogm(2711092349),
        customer_no="C-TECH01", extra={"rep": "AD", "terms": "30 jours date de facture", "bl": "BL-27-2270"}),
    # 09 — Proffix in German, a Linz label printer: intra-EU goods (ICG), Austrian number format
    Invoice(
        "09-de-etiketten", "de", "proffix",
        Supplier("Etikettendruck Mühlviertel GmbH", "Industriezeile 47", "4020", "Linz", "AT", "ATU10499227",
                 "+43 732 77 18 40", "office@etiketten-muehlviertel.at", "FN 384512 k, Landesgericht Linz"),
        "27-10433", date(2027, 12, 13), date(2028, 1, 12), "45771356 / EK", "45771356", D(0),
        [Line("THL-100x150", "Thermotransfer-Etiketten 100 x 150 mm, weiß matt, Kern 76 mm, 1.000 Etiketten je Rolle",
              D(80), D("14.60"), unit="Rolle"),
         Line("THL-50x25", "Thermotransfer-Etiketten 50 x 25 mm, 3.000 je Rolle", D(40), D("9.85"), unit="Rolle"),
         Line("RIB-WAX-110", "Farbband Wachs/Harz 110 mm x 450 m", D(30), D("16.20"), unit="Stk"),
         Line("DR-KLISCHEE", "Druckklischee Logo 2-farbig, einmalig", D(1), D("185.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 7 UStG 1994. Übergang der "
                  "Steuerschuld auf den Leistungsempfänger, UID BE0456.789.133",
        qty_places=2, iban="AT58 4520 9921 7467 5172", bic="RZOOAT2L", customer_no="20418",
        extra={"order": "AB 27-0871", "ls": "LS 27-1260", "terms": "30 Tage netto"}),
    # 10 — Workday Financials, an Aarhus luminaire maker: intra-EU goods (ICG), freight, English
    Invoice(
        "10-en-luminaires", "en", "workday",
        Supplier("Nordlys Industrial Lighting A/S", "Sindalsvej 22", "8240", "Risskov", "DK", "DK77692347",
                 "+45 86 21 43 90", "ar@nordlys-lighting.dk", "CVR 77692347"),
        "SI-2027-118406", date(2027, 12, 14), date(2028, 1, 13), "45771363", "45771363", D(0),
        [Line("NL-HB-150-840", "LED high bay 150 W, 4000 K, 90° optic, DALI", D(36), D("214.00"), unit="EA"),
         Line("NL-LB-60-840", "LED linear batten 1500 mm, 60 W, 4000 K, IP65", D(48), D("86.50"), unit="EA"),
         Line("NL-EM-3H", "Emergency conversion kit 3 h, self-test", D(20), D("38.75"), unit="EA"),
         Line("NL-SUSP-3M", "Suspension kit with 3 m wire and quick-lock", D(84), D("6.40"), unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("185.00"))],
        statement="Intra-Community supply of goods, VAT exempt under Article 138 of Directive 2006/112/EC. "
                  "Customer VAT No. BE0456.789.133.",
        dec=".", group=",", iban="DK24 2788 5353 4958 16", bic="DABADKKK", customer_no="C-BE-00219",
        extra={"terms": "Net 30", "dates": "%d-%b-%Y",
               "ship": "Technibouw Distributie NV, Industrieweg 14, 9000 Gent"}),
    # 11 — GS-Auftrag, a Dortmund packaging wholesaler: intra-EU goods (ICG), NO PO printed, line discounts
    Invoice(
        "11-de-verpackung", "de", "gsauftrag",
        Supplier("Verpackungshandel Westfalen GmbH & Co. KG", "Juliusstraße 9", "44147", "Dortmund", "DE",
                 "DE853492555", "0231 88 63 02-0", "rechnungen@vh-westfalen.de", "Amtsgericht Dortmund HRA 19354"),
        "R-27-05521", date(2027, 12, 15), date(2028, 1, 14), None, "45771370", D(0),
        [Line("SF-500-23", "Stretchfolie Handrolle 500 mm x 300 m, 23 µ, transparent", D(96), D("11.90"),
              unit="Rol", discount=D(5)),
         Line("KB-FEK-0201", "Faltkarton 1-wellig 600 x 400 x 300 mm, FEFCO 0201", D(2400), D("0.78"), unit="Stk",
              discount=D(5)),
         Line("PP-KB-12", "PP-Umreifungsband 12 mm x 3000 m", D(12), D("24.60"), unit="Rol"),
         Line("KLB-PP-50", "Klebeband PP 50 mm x 66 m, leise abrollend, braun", D(216), D("1.15"), unit="Rol")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133",
        qty_places=2, iban="DE50 0928 8610 8808 9269 57", bic="DORTDE33XXX", customer_no="24077",
        extra={"clerk": "Herr Kowalczyk", "ls": "LS-27-08817", "skonto": "3",
               "order_text": "telefonisch, Herr De Smet, vom 24.11.2027"}),
    # 12 — Proffix in English, an Antwerp haulier: domestic transport, Belgian VAT 21 % (V21, 615000)
    Invoice(
        "12-en-transport", "en", "proffix",
        Supplier("Scaldis Freight Services NV", "Haven 1025, Scheldedijk 30", "2070", "Zwijndrecht", "BE",
                 "BE0887.010.461", "+32 3 250 61 80", "invoicing@scaldisfreight.be", "RPR Antwerpen"),
        "27-20871", date(2027, 12, 16), date(2028, 1, 15), "PO#45771377", "45771377", D(21),
        [Line("TR-FTL-ANT", "Full truck load Antwerp port (container terminal) - Technibouw Gent, 13.6 m tautliner",
              D(6), D("485.00"), unit="trip"),
         Line("TR-PAL-GRP", "Groupage pallets Antwerp - Gent, per pallet place", D(22), D("38.50"), unit="pal"),
         Line("TR-WAIT", "Waiting time at terminal beyond 1 hour free time", D("3.5"), D("62.00"), unit="h"),
         Line("TR-FUEL", "Fuel surcharge December 2027", D(1), D("312.40"), unit="lump")],
        "615000", "V21",
        dec=".", group=",", iban="BE95 1436 0489 7458", bic="GEBABEBB", payment_ref=ogm(2720871377),
        customer_no="10266", extra={"order": "TO-27-6614", "ls": "CMR 27-09413", "terms": "30 days net"}),
]
