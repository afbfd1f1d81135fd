"""The twelve invoices of the thirty-ninth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers (NL, BE, LU, ES, PT, DE, FR) in nl, fr, de and en, each
drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software: ERPNext,
Tryton, Akaunting, Crater, Factusol, Anfix and Vendus. PO numbers are the ERP's 4577xxxx (45773200, step 7); each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(identifiers_drawn.py: invoice_env/world/identifiers.py's generators on random.Random(20271229), VAT then IBAN per
supplier; Spain and Portugal completed with python-stdnum's check digits)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — ERPNext (en), a Veldhoven sensor maker: intra-EU goods (ICG), Item Code column, "In Words"
    Invoice(
        "01-en-sensors", "en", "erpnext",
        Supplier("Kempen Sensor Components B.V.", "De Run 5412", "5504 DG", "Veldhoven", "NL", "NL660076275B01",
                 "+31 40 258 71 90", "accounts@kempensensor.nl", "KvK 17290341"),
        "ACC-SINV-2027-00871", date(2027, 12, 1), date(2027, 12, 31), "45773200", "45773200", D(0),
        [Line("KS-PT100-A", "Pt100 temperature sensor, class A, 4-wire, stainless steel probe 6 x 150 mm with 2 m "
                            "PTFE cable", D(24), D("38.60"), unit="Nos"),
         Line("KS-PS-010", "Pressure transmitter 0-10 bar, 4-20 mA, G1/4", D(16), D("112.00"), unit="Nos"),
         Line("KS-LVL-CAP", "Capacitive level switch M30, PNP, 10-30 V DC", D(30), D("46.75"), unit="Nos"),
         Line("KS-CBL-M12-5", "Connection cable M12 A-coded 4-pin, straight, 5 m PUR", D(60), D("9.80"), unit="Nos"),
         Line("KS-MOD-AI8", "Analogue input module 8 channels, DIN rail, Modbus RTU", D(4), D("289.00"),
              unit="Nos")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, VAT reverse charged to the customer (Art. 138 Directive "
                  "2006/112/EC). Customer VAT no.: BE0456.789.133.",
        iban="NL82 TRIO 1252 5661 58", bic="TRIONL2U", customer_no="CUST-00318",
        extra={"terms": "30 days", "abbr": "KSC", "words": True}),
    # 02 — Tryton (fr), a Herstal forklift service: Belgian VAT 21 % on maintenance (V21, 611000), [CODE] Name
    Invoice(
        "02-fr-chariots", "fr", "tryton",
        Supplier("Manutention Mosane SRL", "Rue de l'Abbaye 41", "4040", "Herstal", "BE", "BE1393.982.644",
                 "04 264 18 30", "comptabilite@manutention-mosane.be", "RPM Liège, division Liège"),
        "2027/0412", date(2027, 12, 2), date(2028, 1, 1), "BC 45773207", "45773207", D(21),
        [Line("ENT-AN-EL", "Entretien annuel chariot élévateur électrique 2,5 t (contrôle, graissage, test "
                           "batterie)", D(3), D("340.00"), unit="u"),
         Line("REP-MO", "Main-d'œuvre technicien, réparation mât de levage chariot n° 4", D("6.5"), D("68.00"),
              unit="h"),
         Line("PF-FOURCHE-1200", "Paire de fourches 1200 mm classe 2A", D(1), D("645.00"), unit="u"),
         Line("DEPL-ZONE2", "Frais de déplacement zone 2", D(3), D("45.00"), unit="u")],
        "611000", "V21", group="\u00a0", qty_places=2,
        iban="BE52 0684 3943 7309", bic="GKCCBEBB", payment_ref=ogm(2704120207),
        extra={"description": "Entretien flotte chariots - magasin de Gand", "tax": "TVA 21%"}),
    # 03 — Akaunting (nl), a Leuven publisher: books at the Belgian 6 % (V06, 604000), an invoice discount, no net row
    Invoice(
        "03-nl-handboeken", "nl", "akaunting",
        Supplier("Uitgeverij Bouwkennis BV", "Diestsestraat 182", "3000", "Leuven", "BE", "BE0539.727.301",
                 "016 29 44 10", "boekhouding@bouwkennis.be", "RPR Leuven"),
        "INV-00187", date(2027, 12, 3), date(2028, 1, 2), "4577-3214", "45773214", D(6),
        [Line(None, "Handboek Bouwfysica - 4de editie", D(25), D("64.50"),
              detail=("Paperback, 512 blz., ISBN 978-90-8263-114-7",)),
         Line(None, "Praktijkgids Stabiliteit en Funderingen", D(15), D("79.00"), detail=("Gebonden, 384 blz.",)),
         Line(None, "Veiligheid op de werf - zakboekje (NL/FR)", D(12), D("42.00"),
              detail=("Pakket van 10 exemplaren",)),
         Line(None, "Tabellenboek Installatietechniek 2028", D(20), D("36.90"),
              detail=("Met tabellen voor ventilatie, sanitair en verwarming, ringband met register",))],
        "604000", "V06", adjustments=[("Korting 5 %", D(5))],
        iban="BE43 1033 8924 4601", bic="NICABEBB", payment_ref=ogm(1870045773),
        extra={"tax": "Btw 6%"}),
    # 04 — Crater (fr), a Luxembourg data consultancy: services reverse charged (ICS, 613000), a reference number
    Invoice(
        "04-fr-conseil", "fr", "crater",
        Supplier("Alzette Data Consulting S.à r.l.", "12, rue Jean Engling", "L-1466", "Luxembourg", "LU",
                 "LU93123528", "+352 27 48 61 20", "factures@alzette-data.lu", "RCS Luxembourg B248113"),
        "INV-000094", date(2027, 12, 6), date(2028, 1, 5), "PO-45773221", "45773221", D(0),
        [Line(None, "Audit de l'entrepôt de données", D(1), D("3200.00"),
              detail=("Analyse des flux ERP - WMS, rapport et recommandations",)),
         Line(None, "Développement de tableaux de bord logistiques", D(6), D("950.00"),
              detail=("Journées de développement, suivi des stocks et des livraisons",)),
         Line(None, "Formation des utilisateurs (demi-journée)", D(2), D("480.00")),
         Line(None, "Frais de déplacement Luxembourg - Gand", D(2), D("120.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE : TVA due par le preneur "
                  "(BE0456.789.133).",
        iban="LU21 1851 2053 6928 9043", bic="BCEELULL",
        extra={"tax": "Autoliquidation (0%)"}),
    # 05 — Factusol (es/en), a Castellón tile maker: intra-EU goods (ICG), m² with decimals, Dto., Portes
    Invoice(
        "05-en-tiles", "en", "factusol",
        Supplier("Cerámicas Costa Azahar S.L.", "Ctra. Alcora km 7,5", "12130", "Sant Joan de Moró", "ES",
                 "ESB88916747", "+34 964 70 12 58", "export@ceramicascostaazahar.es",
                 "Reg. Merc. Castellón, Tomo 1482, Folio 112, Hoja CS-41877"),
        "F27-000457", date(2027, 12, 7), date(2028, 1, 6), "PO 45773228", "45773228", D(0),
        [Line("CCA-GR6060-ANT", "Porcelánico rectificado 60x60 Antracita / Rectified porcelain tile 60x60 "
                                "anthracite", D(432), D("14.20"), unit="m2", discount=D(8)),
         Line("CCA-GR3060-PER", "Porcelánico 30x60 Perla mate / Porcelain tile 30x60 pearl matt", D(288),
              D("11.60"), unit="m2", discount=D(8)),
         Line("CCA-RODA-8", "Rodapié 8x60 Antracita / Skirting 8x60 anthracite", D(180), D("3.95"), unit="ml"),
         Line("CCA-ADH-C2TE", "Adhesivo cementoso C2TE gris, saco 25 kg / Cement adhesive C2TE grey, 25 kg bag",
              D(96), D("9.40"), unit="saco")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Portes", D("185.00"))], qty_places=2,
        statement="Entrega intracomunitaria exenta de IVA (art. 25 Ley 37/1992) / Intra-Community supply exempt "
                  "from VAT (Art. 138 Directive 2006/112/EC). VAT BE0456.789.133.",
        iban="ES21 2100 9742 6193 3741 5318", bic="CAIXESBBXXX", customer_no="000318",
        extra={"pay": "Transferencia 30 días / Bank transfer 30 days", "agent": "02 EXPORT"}),
    # 06 — Anfix (en), a Valencia design studio: a trade-fair stand, services reverse charged (ICS, 614000)
    Invoice(
        "06-en-stand", "en", "anfix",
        Supplier("Estudio Turia Diseño S.L.", "Carrer de Sueca 48", "46006", "Valencia", "ES", "ESB21769948",
                 "+34 963 15 27 84", "hola@estudioturia.es", "Reg. Merc. Valencia, Tomo 10733, Hoja V-189422"),
        "A27-0089", date(2027, 12, 9), date(2028, 1, 8), "PO 45773235", "45773235", D(0),
        [Line(None, "Concept and 3D design of exhibition stand, 36 m2, for the Brussels building trade fair 2028",
              D(1), D("3850.00")),
         Line(None, "Graphic design of stand panels and product leaflets (NL/FR)", D(1), D("2450.00")),
         Line(None, "Project management and on-site supervision during build-up", D(3), D("620.00")),
         Line(None, "Photography of the product range, retouched images delivered in web and print resolution",
              D(1), D("1180.00"))],
        "614000", "ICS", reverse_charge=True,
        statement="Reverse charge: service not subject to Spanish VAT (art. 69 Ley 37/1992); VAT payable by the "
                  "recipient under Art. 196 Directive 2006/112/EC.",
        iban="ES84 0081 5742 8353 3562 9931", bic="BSABESBB",
        extra={}),
    # 07 — Vendus (pt/en), a Famalicão workwear maker: intra-EU goods (ICG), no PO printed, ATCUD, exemption M16
    Invoice(
        "07-en-workwear", "en", "vendus",
        Supplier("Confeções Vale do Ave, Lda.", "Rua da Indústria 215", "4760-090", "Vila Nova de Famalicão", "PT",
                 "PT583039162", "+351 252 318 440", "geral@valedoave-confecoes.pt",
                 "Capital social 50.000 EUR - C.R.C. Vila Nova de Famalicão"),
        "FT 2027A/482", date(2027, 12, 10), date(2028, 1, 9), None, "45773242", D(0),
        [Line("VA-CAS-HV-L", "High-visibility softshell jacket, orange, EN ISO 20471 class 3, size L", D(40),
              D("34.80"), unit="UN"),
         Line("VA-CAS-HV-XL", "High-visibility softshell jacket, orange, EN ISO 20471 class 3, size XL", D(30),
              D("34.80"), unit="UN"),
         Line("VA-CAL-TR-48", "Work trousers with knee pockets, navy/grey, size 48", D(60), D("22.50"), unit="UN"),
         Line("VA-POLO-NV", "Polo shirt pique, navy, customer logo embroidered on left chest", D(120), D("9.90"),
              unit="UN"),
         Line("VA-BORD-SET", "Embroidery set-up (programme of the logo)", D(1), D("65.00"), unit="UN")],
        "604000", "ICG", reverse_charge=True,
        statement="M16 - Isento artigo 14.º do RITI / Exempt intra-Community supply of goods.",
        group=" ", iban="PT50 0035 6939 0975 0725 2403 9", bic="CGDIPTPL", customer_no="C-1187",
        extra={"atcud": "JJ8K2M4R-482", "hash": "Xk4r", "cert": "2231/AT"}),
    # 08 — ERPNext (de), a Stolberg conveyor builder: intra-EU goods (ICG), an additional discount 3 %
    Invoice(
        "08-de-foerdertechnik", "de", "erpnext",
        Supplier("Eifel Fördertechnik GmbH", "Zweifaller Straße 120", "52224", "Stolberg (Rhld.)", "DE",
                 "DE829612781", "02402 96 14 0", "buchhaltung@eifel-foerdertechnik.de", "Amtsgericht Aachen HRB 21784"),
        "ACC-SINV-2027-01163", date(2027, 12, 13), date(2028, 1, 12), "4577 3249", "45773249", D(0),
        [Line("EFT-RB-40-600", "Tragrolle Ø 40 mm, Länge 600 mm, verzinkt, mit Federachse", D(120), D("11.40"),
              unit="Stk"),
         Line("EFT-GB-600-24", "Gurtbandförderer Modul 600 mm x 2,4 m, 24 V DC Trommelmotor, komplett montiert",
              D(4), D("1285.00"), unit="Stk"),
         Line("EFT-KURVE-90", "Rollenkurve 90°, Innenradius 800 mm", D(2), D("742.00"), unit="Stk"),
         Line("EFT-STUETZ-H", "Stützfuß höhenverstellbar 700-900 mm", D(16), D("38.50"), unit="Stk"),
         Line("EFT-LS-M18", "Lichtschranke M18 mit Reflektor, PNP", D(8), D("54.60"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 3 %", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. § 6a UStG). Steuerschuldner "
                  "ist der Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="DE28 3936 1491 3379 5009 23", bic="GENODED1STB", customer_no="KD-20417",
        extra={"terms": "30 Tagen", "abbr": "EFT"}),
    # 09 — Tryton (nl), a Gent caterer: catering with service at the Belgian 12 % (V12, 602000)
    Invoice(
        "09-nl-catering", "nl", "tryton",
        Supplier("Traiteur Leiedal BV", "Kortrijksesteenweg 1022", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE0741.343.383", "09 222 48 61", "facturatie@traiteurleiedal.be", "RPR Gent, afd. Gent"),
        "VF27-0518", date(2027, 12, 14), date(2027, 12, 28), "PO 4577.3256", "45773256", D(12),
        [Line(None, "Walking dinner opening magazijn Gent, 6 gangen, 14/12/2027", D(140), D("38.50"), unit="pers."),
         Line(None, "Bediening: kok en zaalpersoneel, 5 personen x 6 uur", D(30), D("42.00"), unit="u"),
         Line(None, "Huur en plaatsing buffetmateriaal en statafels, inclusief afwas en ophaling", D(1),
              D("385.00"), unit="st")],
        "602000", "V12", qty_places=2,
        iban="BE62 1434 1172 2261", bic="GEBABEBB", payment_ref=ogm(2705180256),
        extra={"description": "Opening magazijn Gent", "tax": "BTW 12%"}),
    # 10 — Akaunting (fr), a Lyon hardware wholesaler: intra-EU goods (ICG), an order number, written short dates
    Invoice(
        "10-fr-quincaillerie", "fr", "akaunting",
        Supplier("Quincaillerie Rhône-Alpes SAS", "48 avenue Jean Jaurès", "69007", "Lyon", "FR", "FR22756770400",
                 "04 78 61 29 50", "compta@quincaillerie-ra.fr", "RCS Lyon 756 770 400"),
        "FAC-00312", date(2027, 12, 15), date(2028, 1, 14), "BC-45773263", "45773263", D(0),
        [Line(None, "Cheville nylon 8 x 40", D(80), D("6.90"), detail=("Boîte de 100 pièces",)),
         Line(None, "Vis agglo tête fraisée 5 x 60 zinguée", D(60), D("12.40"),
              detail=("Boîte de 200, empreinte cruciforme",)),
         Line(None, "Tige filetée M10 x 1000 mm acier zingué classe 4.8", D(200), D("1.85")),
         Line(None, "Mastic polyuréthane blanc 300 ml", D(40), D("48.60"), detail=("Carton de 12 cartouches",)),
         Line(None, "Mousse expansive pistolable 750 ml", D(25), D("71.40"), detail=("Carton de 12 aérosols",))],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation par "
                  "le preneur : TVA BE0456.789.133.",
        iban="FR78 5453 5779 8656 5173 6662 320", bic="CCBPFRPPLYO",
        extra={"tax": "TVA intracom. (0%)"}),
    # 11 — Crater (de), a Chemnitz inspection firm: rack inspection at Gent, services reverse charged (ICS), Rabatt
    Invoice(
        "11-de-regalpruefung", "de", "crater",
        Supplier("Erzgebirge Prüf- und Sicherheitstechnik GmbH", "Annaberger Straße 240", "09125", "Chemnitz", "DE",
                 "DE931586858", "0371 52 70 88 0", "rechnung@eps-pruefung.de", "Amtsgericht Chemnitz HRB 33107"),
        "INV-000211", date(2027, 12, 17), date(2028, 1, 16), "45773270", "45773270", D(0),
        [Line(None, "Regalinspektion nach DIN EN 15635, Lager Gent", D(1), D("2850.00"),
              detail=("Palettenregale, ca. 2.400 Stellplätze, Prüfbericht und Prüfplaketten",)),
         Line(None, "Sachkundigen-Schulung Regalprüfung (1 Tag, bis 8 Teilnehmer)", D(1), D("1490.00"),
              discount=D(10)),
         Line(None, "Nachprüfung nach Mängelbeseitigung", D(4), D("95.00")),
         Line(None, "Reise- und Übernachtungskosten (pauschal)", D(1), D("640.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        iban="DE18 8789 3589 1104 9293 38", bic="CHEKDE81XXX",
        extra={"tax": "Reverse Charge (0%)"}),
    # 12 — ERPNext (nl), a Kortrijk insulation wholesaler: Belgian VAT 21 % (V21, 604000), a rounded total
    Invoice(
        "12-nl-isolatie", "nl", "erpnext",
        Supplier("Isolatiecentrale Leie BV", "Kuurnsestraat 88", "8500", "Kortrijk", "BE", "BE0261.301.865",
                 "056 35 72 19", "facturen@isolatie-leie.be", "RPR Gent, afd. Kortrijk"),
        "ACC-SINV-2027-00529", date(2027, 12, 20), date(2028, 1, 19), "PO-4577-3277", "45773277", D(21),
        [Line("PIR-AL-100", "PIR-isolatieplaat 1200 x 600 x 100 mm, aluminium cachering, tand en groef", D(288),
              D("14.85"), unit="m²"),
         Line("MW-GL-60", "Glaswol deken 60 mm, rol 10,8 m²", D(120), D("23.40"), unit="rol"),
         Line("TAPE-ALU-50", "Aluminium tape 50 mm x 50 m", D(48), D("6.20"), unit="st"),
         Line("XPS-50-KG", "XPS-plaat 50 mm, 1250 x 600 mm, kantgeprofileerd", D(150), D("7.95"), unit="st")],
        "604000", "V21",
        iban="BE41 0686 4137 2010", bic="GKCCBEBB", payment_ref=ogm(5290045773), customer_no="KL-0918",
        extra={"terms": "30 dagen", "abbr": "ICL", "rounded": True}),
]
