"""The twelve invoices of the twelfth blind corpus (issue 38, item 12), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the eleven earlier blind
corpora print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the
ordinary layout of one family of invoicing software other than the earlier corpora's: Mamut, Navision 2009's
classic report print, Boekhouden.nl, Tiime, Oracle E-Business Suite (Receivables), Abacus (Swiss style) and
Debitoor. PO numbers are the ERP's 4577xxxx; each invoice prints them in the supplier's own form (one prints
none). VAT numbers and IBANs carry valid check digits (invoice_env/world/identifiers.py's generators, seed
20271102)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Mamut, a Venlo sanitary wholesaler: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-nl-sanitair", "nl", "mamut",
        Supplier("Sanitairhandel Maasland B.V.", "Celsiusweg 22", "5928 PR", "Venlo", "NL", "NL196138000B01",
                 "077 354 81 20", "facturen@sanitair-maasland.nl", "KvK 12045873"),
        "10045812", date(2027, 8, 2), date(2027, 9, 1), "4577-0485", "45770485", D(0),
        [Line("30.112.05", "Wandcloset diepspoel wit, inclusief bevestigingsset", D(12), D("118.00"), unit="st",
              discount=D(12)),
         Line("30.415.20", "Inbouwreservoir 112 cm met bedieningsplaat chroom mat, voor voorzetwand", D(12),
              D("164.50"), unit="st", discount=D(12)),
         Line("41.020.60", "Fonteinkraan koud water, verchroomd", D(20), D("27.80"), unit="st"),
         Line("52.300.15", "Meerlagenbuis PE-RT/AL/PE-RT 16 x 2,0 mm op rol, lengte 100 meter", D(4), D("96.00"), unit="rol"),
         Line("52.310.16", "Persfitting knie 90° 16 mm", D(150), D("2.45"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("55.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Btw-richtlijn). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL76 INGB 8708 1942 16", bic="INGBNL2A", customer_no="20731",
        extra={"terms": "Netto 30 dagen", "ref": "J. Hendrix", "delivery": "Afleveradres: magazijn Gent"}),
    # 02 — Navision 2009 classic print, a Mechelen packaging wholesaler: Belgian VAT 21 % (V21), invoice discount
    Invoice(
        "02-nl-verpakking", "nl", "navision",
        Supplier("Verpakkingen Dijlevallei NV", "Battelsesteenweg 455", "2800", "Mechelen", "BE", "BE1981.751.471",
                 "015 28 47 90", "boekhouding@dijlevallei-verpakking.be", "RPR Antwerpen, afd. Mechelen"),
        "VF27-004128", date(2027, 8, 3), date(2027, 9, 2), "PO45770492", "45770492", D(21),
        [Line("DOOS-F0201-60", "Amerikaanse vouwdoos 600 x 400 x 400 mm, dubbele golf", D(500), D("1.38"),
              unit="ST", detail=("Verzending 27V018844 van 30-07-27",)),
         Line("DOOS-F0201-40", "Amerikaanse vouwdoos 400 x 300 x 300 mm, enkele golf", D(1000), D("0.62"), unit="ST"),
         Line("STRF-500-23", "Stretchfolie handrol 500 mm x 300 m, 23 µm, transparant", D(48), D("7.95"), unit="RL"),
         Line("TAPE-PP-50", "Verpakkingstape PP 50 mm x 66 m, bruin, laag geluid", D(216), D("1.12"), unit="RL"),
         Line("HOEK-35-1000", "Kartonnen hoekprofiel 35 x 35 x 3 mm, lengte 1000 mm", D(400), D("0.41"), unit="ST"),
         Line("PALL-EUR-N", "Europallet nieuw 1200 x 800 mm, EPAL", D(30), D("14.90"), unit="ST",
              detail=("Verzending 27V018851 van 31-07-27",))],
        "604000", "V21", adjustments=[("Factuurkorting 2 %", D(2))],
        iban="BE26 3635 2602 9929", bic="BBRUBEBB", payment_ref=ogm(4128049227), customer_no="K10488",
        extra={"terms": "30 DAGEN FACTUURDATUM", "shipment": "Eigen vervoer", "seller": "PVDB"}),
    # 03 — Boekhouden.nl, a Gent technical bookshop: books and standards at the reduced Belgian rate (V06), freight
    Invoice(
        "03-nl-boeken", "nl", "boekhoudennl",
        Supplier("Technische Boekhandel Ter Platen BV", "Sint-Pietersnieuwstraat 118", "9000", "Gent", "BE",
                 "BE1570.718.921", "09 223 40 17", "info@terplaten-boeken.be", "RPR Gent"),
        "2027.0311", date(2027, 8, 4), date(2027, 8, 18), "Bestelbon nr. 4577 0499", "45770499", D(6),
        [Line(None, "Handboek Magazijnbeheer en Logistiek, 6e herziene druk 2027", D(8), D("64.50")),
         Line(None, "Veilig werken met heftrucks en reachtrucks, cursusboek met oefeningen", D(24), D("29.95")),
         Line(None, "Praktijkgids Brandveiligheid in opslagruimten", D(5), D("48.00")),
         Line(None, "Codex Welzijn op het Werk, editie 2027, losbladig", D(2), D("189.00"))],
        "604000", "V06", adjustments=[("Verzendkosten", D("14.50"))],
        iban="BE79 7357 5491 6733", bic="KREDBEBB", payment_ref=ogm(2703110499), customer_no="1204",
        extra={"terms": "14 dagen"}),
    # 04 — Tiime, a Lille meeting-venue company: room rental in Lille, French VAT 20 % (ICS, 613000)
    Invoice(
        "04-fr-salle", "fr", "tiime",
        Supplier("Les Salons du Vieux-Lille SAS", "17 rue de la Monnaie", "59800", "Lille", "FR", "FR92732491485",
                 "03 28 52 96 40", "facturation@salons-vieuxlille.fr", "SIRET 732 491 485 00027"),
        "F2027-00142", date(2027, 8, 5), date(2027, 9, 4), "4577/0506", "45770506", D(20),
        [Line(None, "Location de la salle Vauban (60 places) pour votre réunion commerciale du 10 et 11 août 2027",
              D(2), D("890.00"), unit="jour"),
         Line(None, "Équipement audiovisuel : vidéoprojecteur, écran, sonorisation et deux micros sans fil", D(2),
              D("145.00"), unit="jour"),
         Line(None, "Forfait installation et remise en état de la salle", D(1), D("160.00"), unit="forfait")],
        "613000", "ICS",
        statement="Prestation liée à un immeuble situé en France (art. 47 de la directive 2006/112/CE) : TVA "
                  "française 20 % applicable.",
        group=" ", iban="FR10 7388 8495 3268 8785 1856 281", bic="CCBPFRPPLIL", customer_no="C-0087",
        extra={}),
    # 05 — Oracle E-Business Suite (Receivables) in French, a Liège steel stockholder: 21 % (V21), no PO printed
    Invoice(
        "05-fr-acier", "fr", "oracle",
        Supplier("Aciers et Profilés Mosans SA", "Quai du Halage 62", "4020", "Liège", "BE", "BE1009.146.923",
                 "04 343 18 70", "debiteurs@apmosans.be", "RPM Liège"),
        "27004512", date(2027, 8, 6), date(2027, 9, 5), None, "45770513", D(21),
        [Line("IPE-200-S235", "Poutrelle IPE 200 S235JR, longueur 12 m", D(6), D("318.40"), unit="PCE",
              discount=D(7)),
         Line("HEA-160-S235", "Poutrelle HEA 160 S235JR, longueur 12 m", D(4), D("402.60"), unit="PCE",
              discount=D(7)),
         Line("TOL-3-1500", "Tôle laminée à chaud 3 mm, 1500 x 3000 mm", D(10), D("126.00"), unit="PCE"),
         Line("COR-L50-5", "Cornière à ailes égales 50 x 50 x 5 mm, barre 6 m", D(40), D("21.35"), unit="PCE")],
        "604000", "V21",
        iban="BE32 0684 4630 4202", bic="GKCCBEBB", payment_ref=ogm(2700451213), customer_no="118734",
        extra={"terms": "30 JOURS NETS", "site": "GENT", "ship": "BL 8814772"}),
    # 06 — Abacus (Swiss-style print) in French, a Luxembourg electrical supplier: intra-EU goods (ICG)
    Invoice(
        "06-fr-eclairage", "fr", "abacus",
        Supplier("Luminaires Techniques Alzette S.à r.l.", "23, rue de l'Industrie", "L-3895", "Foetz", "LU",
                 "LU17892030", "+352 55 74 12 1", "compta@lta-alzette.lu", "RCS Luxembourg B187215"),
        "270218", date(2027, 8, 9), date(2027, 9, 8), "TB-45770520", "45770520", D(0),
        [Line("LT-HB-150", "Luminaire LED industriel high-bay 150 W, 21 000 lm, IP65", D(16), D("214.00"), unit="pce"),
         Line("LT-RL-58", "Réglette étanche LED 1500 mm, 50 W, 4000 K", D(40), D("46.80"), unit="pce"),
         Line("LT-DET-360", "Détecteur de présence plafond 360°, pour grande hauteur", D(16), D("38.50"), unit="pce"),
         Line("LT-SUS-3", "Kit de suspension par câble acier 3 m", D(56), D("6.90"), unit="pce")],
        "604000", "ICG", reverse_charge=True,
        statement="Livraison intracommunautaire exonérée (art. 43, 1, d) LTVA ; art. 138 directive 2006/112/CE). "
                  "Autoliquidation par l'acquéreur, n° TVA BE0456.789.133.",
        iban="LU37 0253 8868 1821 1934", bic="BILLLULL", customer_no="30419",
        extra={"terms": "30 jours net", "contact": "Mme Schmit"}),
    # 07 — Abacus in German, a Krefeld fastener maker: intra-EU goods (ICG), freight, codes in the description
    Invoice(
        "07-de-schrauben", "de", "abacus",
        Supplier("Niederrhein Verbindungstechnik GmbH", "Untergath 210", "47805", "Krefeld", "DE", "DE704091612",
                 "02151 93 42 0", "buchhaltung@nvt-krefeld.de", "Amtsgericht Krefeld HRB 17224"),
        "1270443", date(2027, 8, 10), date(2027, 9, 9), "4577.0527", "45770527", D(0),
        [Line("SK-8-40-88", "Sechskantschraube ISO 4017 M8 x 40, Festigkeit 8.8, galv. verzinkt", D(2000),
              D("0.072"), unit="Stk", price_places=3),
         Line("SK-10-60-88", "Sechskantschraube ISO 4017 M10 x 60, 8.8, galv. verzinkt", D(1000), D("0.145"),
              unit="Stk", price_places=3),
         Line("MU-8-8", "Sechskantmutter ISO 4032 M8, Festigkeitsklasse 8", D(2000), D("0.021"), unit="Stk",
              price_places=3),
         Line("US-10-140", "Unterlegscheibe ISO 7089 10,5 mm, 140 HV, verzinkt", D(2000), D("0.018"), unit="Stk",
              price_places=3),
         Line("AN-12-100", "Bolzenanker M12 x 100 mm, galvanisch verzinkt, für gerissenen Beton", D(300),
              D("1.36"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("38.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG i. V. m. § 6a UStG. "
                  "USt-IdNr. des Abnehmers: BE0456.789.133.",
        iban="DE70 1272 7088 7688 1841 24", bic="SPKRDE33", customer_no="30855",
        extra={"terms": "30 Tage netto", "contact": "Frau Özdemir"}),
    # 08 — Debitoor in German, a Dortmund forklift-service firm: repair of movable goods, reverse charged (ICS)
    Invoice(
        "08-de-stapler", "de", "debitoor",
        Supplier("Flurförderzeug-Service Ruhr GmbH", "Wambeler Hellweg 92", "44143", "Dortmund", "DE",
                 "DE668619901", "0231 51 77 94 0", "service@ffs-ruhr.de", "Amtsgericht Dortmund HRB 30118"),
        "2027-0917", date(2027, 8, 11), date(2027, 8, 25), "45770534", "45770534", D(0),
        [Line(None, "Wartung Elektro-Gabelstapler nach Herstellervorgabe, inkl. UVV-Prüfung", D(4), D("245.00"),
              unit="Stk", detail=("Geräte Nr. 3, 4, 7 und 9, Halle A",)),
         Line(None, "Austausch Hubketten und Kettenrollen", D(2), D("612.00"), unit="Stk"),
         Line(None, "Arbeitszeit Servicetechniker", D("14.5"), D("78.00"), unit="Std",
              detail=("Einsatz am 02.08. und 03.08.2027",)),
         Line(None, "Anfahrt Dortmund - Gent und zurück", D(2), D("185.00"), unit="Pauschale")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        iban="DE27 7327 8613 6146 3764 20", bic="DORTDE33", customer_no="1042",
        extra={}),
    # 09 — Navision 2009 classic print in German, a Siegen shelving maker: intra-EU goods (ICG), eight lines
    Invoice(
        "09-de-regale", "de", "navision",
        Supplier("Siegerland Regalsysteme GmbH & Co. KG", "Hüttentalstraße 41", "57074", "Siegen", "DE",
                 "DE803919167", "0271 48 61 0", "rechnungswesen@srs-siegen.de", "Amtsgericht Siegen HRA 8841"),
        "VR27-10377", date(2027, 8, 12), date(2027, 9, 11), "Nr. 4577-0541", "45770541", D(0),
        [Line("PR-ST-3000", "Palettenregal Ständer 3000 x 1100 mm, verzinkt", D(18), D("142.00"), unit="STK"),
         Line("PR-TR-2700", "Traverse 2700 mm, Tragkraft 2.000 kg je Paar", D(64), D("38.60"), unit="STK",
              discount=D(4)),
         Line("PR-DB-1100", "Durchschubsicherung 1100 mm", D(32), D("12.40"), unit="STK", discount=D(4)),
         Line("PR-AS-400", "Anfahrschutz Eckelement 400 mm, gelb-schwarz", D(18), D("46.90"), unit="STK"),
         Line("PR-BA-M10", "Bodenanker M10 x 95 mm", D(72), D("1.85"), unit="STK"),
         Line("PR-GR-1100", "Gitterrostboden 1100 x 1350 mm, verzinkt", D(24), D("54.30"), unit="STK"),
         Line("PR-LS-SET", "Lastschild-Set mit Feldlastangabe", D(9), D("16.50"), unit="SET",
              detail=("Lieferschein LS27-08412 vom 09.08.27",)),
         Line(None, "Montagematerial und Kleinteile", D(1), D("68.00"), unit="PAU")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Ihre USt-IdNr.: BE0456.789.133",
        iban="DE76 9766 3862 9019 5056 77", bic="WELADED1SIE", customer_no="D20455",
        extra={"terms": "30 TAGE NETTO", "shipment": "Spedition", "seller": "KRH"}),
    # 10 — Oracle E-Business Suite in English, a Rotterdam pump distributor: ICG, an invoice discount of 3 %
    Invoice(
        "10-en-pumps", "en", "oracle",
        Supplier("Maasvlakte Pump Supplies B.V.", "Waalhaven Zuidzijde 19", "3089 JH", "Rotterdam", "NL",
                 "NL321859777B02", "+31 10 428 66 30", "receivables@mps-pumps.nl", "KvK 24388017"),
        "60017783", date(2027, 8, 13), date(2027, 9, 12), "PO# 4577 0548", "45770548", D(0),
        [Line("SUB-4-0550", "Submersible drainage pump 0.55 kW, stainless steel, with float switch", D(6),
              D("289.00"), unit="EA"),
         Line("CEN-32-160", "Centrifugal pump 32-160, 2.2 kW, cast iron", D(2), D("1145.00"), unit="EA"),
         Line("HOS-LF-50", "Lay-flat discharge hose 50 mm, 20 m with Storz couplings", D(10), D("74.50"), unit="EA"),
         Line("SPK-MS-32", "Mechanical seal kit for 32-160 series", D(4), D("96.00"), unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Invoice discount 3 %", D(3))],
        statement="Intra-Community supply, VAT exempt (Art. 138 Directive 2006/112/EC); VAT reverse-charged to "
                  "the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL94 TRIO 0466 2771 52", bic="TRIONL2U", customer_no="100877",
        extra={"terms": "30 NET", "site": "GENT", "ship": "DN 7738120"}),
    # 11 — Debitoor in English, a Kortrijk IT-services firm: 21 % (V21), a line discount, session rows
    Invoice(
        "11-en-network", "en", "debitoor",
        Supplier("Leie Netwerkdiensten BV", "Kennedypark 31", "8500", "Kortrijk", "BE", "BE1473.138.901",
                 "056 72 19 44", "finance@leie-netwerk.be", "RPR Gent, division Kortrijk"),
        "INV-2027-0266", date(2027, 8, 16), date(2027, 8, 30), "4577/0555", "45770555", D(21),
        [Line(None, "Wi-Fi site survey of the warehouse and offices, with heat-map report", D(1), D("1350.00"),
              unit="pcs", detail=("Survey on 09.08.2027",)),
         Line(None, "Access point installation and configuration", D(18), D("85.00"), unit="pcs", discount=D(10)),
         Line(None, "Network engineer on site", D(12), D("95.00"), unit="hrs",
              detail=("10.08.2027 and 11.08.2027",))],
        "613000", "V21",
        dec=".", group=",", iban="BE49 3109 2568 8971", bic="BBRUBEBB", payment_ref=ogm(2702660555),
        customer_no="", extra={}),
    # 12 — Mamut in English, a Ninove racking installer: works on the Gent warehouse, Belgian reverse charge (VRC)
    Invoice(
        "12-en-racking", "en", "mamut",
        Supplier("Denderstreek Installaties BV", "Brakelsesteenweg 640", "9400", "Ninove", "BE", "BE0366.319.807",
                 "054 31 88 26", "admin@denderstreek-inst.be", "RPR Gent, division Dendermonde"),
        "10027", date(2027, 8, 17), date(2027, 9, 16), "PO-4577-0562", "45770562", D(0),
        [Line("MO-RACK", "Assembly of pallet racking, 9 bays, including anchoring to the floor", D(9), D("235.00"),
              unit="bay"),
         Line("MO-MESH", "Installation of mesh back panels", D(24), D("28.50"), unit="m"),
         Line("MO-INSP", "Racking inspection to EN 15635 with load signs per bay", D(1), D("320.00"), unit="job")],
        "611000", "VRC", reverse_charge=True,
        statement="Reverse charge: VAT to be paid by the co-contractor, article 20 of Royal Decree no. 1 "
                  "(Belgian VAT Code, art. 51 § 2, 5°). Customer VAT no. BE0456.789.133.",
        dec=",", group=".", iban="BE42 1037 5429 9754", bic="NICABEBB", payment_ref=ogm(1002745562),
        customer_no="3318", extra={"terms": "30 days net", "ref": "W. De Smet",
                                    "delivery": "Site: Industrieweg 14, Gent"}),
]
