"""The twelve invoices of the forty-third blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (NL, BE, DE, FR, SE, IE), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary PDF of one family of invoicing software or e-invoicing
portal: Tradeshift, Pagero, Tungsten Network, Esker, Storecove, Microsoft Dynamics AX and Zenvoices. PO numbers are
the ERP's 4577xxxx (from 45773600 by steps of 7); each invoice prints them in the supplier's own form (two print
none). VAT numbers and IBANs were drawn by ids.py (random.Random(20271233), VAT then IBAN for each supplier in
order; invoice_env/world/identifiers.py's generators, python-stdnum check digits for Sweden and Ireland)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Zenvoices (UBL rendering, nl), a Tilburg packaging wholesaler: intra-EU goods (ICG), transport charge
    Invoice(
        "01-nl-verpakking", "nl", "zenvoices",
        Supplier("Verpakkingsgroothandel Brabant B.V.", "Ringbaan-West 240", "5038 KE", "Tilburg", "NL",
                 "NL848192527B01", "013 744 20 15", "facturen@vpbrabant.nl", "KvK 18093317"),
        "VF-2027-04417", date(2027, 11, 2), date(2027, 12, 2), "PO-45773600", "45773600", D(0),
        [Line("VD-4832-25", "Verhuisdoos dubbelgolf 480 x 320 x 360 mm, bruin, bundel à 25 stuks", D(60),
              D("18.75"), unit="bundel"),
         Line("SF-500-23", "Stretchfolie handrol 500 mm x 300 m, 23 micron, transparant", D(96), D("6.40"),
              unit="rol"),
         Line("TP-50-66B", "Verpakkingstape PP 50 mm x 66 m bruin, geluidsarm afrollend, doos à 36 rollen", D(8),
              D("39.60"), unit="doos"),
         Line("PK-1208-L", "Palletafdekkap 1200 x 800 x 1500 mm, LDPE 60 micron, op rol à 100 stuks", D(4),
              D("54.90"), unit="rol"),
         Line("OB-12-3000", "Omsnoeringsband PP 12 mm x 3000 m", D(10), D("23.15"), unit="rol")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("55.00"))],
        statement="Intracommunautaire levering, btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456789133.",
        iban="NL76 SNSB 3506 1303 32", bic="SNSBNL2A", payment_ref="VF-2027-04417", customer_no="30482",
        extra={"terms": "30 dagen netto", "vat_cat": "K", "vat_reason": "Intracommunautaire levering"}),
    # 02 — Storecove (Peppol rendering, nl), an Eeklo forklift service: Belgian VAT 21 % (V21, 611000), no PO
    Invoice(
        "02-nl-heftrucks", "nl", "storecove",
        Supplier("Heftruckservice Meetjesland BV", "Industrielaan 31", "9900", "Eeklo", "BE", "BE1917.486.003",
                 "09 377 61 48", "boekhouding@htsmeetjesland.be", "RPR Gent, afdeling Gent"),
        "2027-0981", date(2027, 11, 4), date(2027, 12, 4), None, "45773607", D(21),
        [Line(None, "Periodiek onderhoud elektrische heftruck 2,5 t volgens onderhoudscontract OC-114, "
                    "inclusief controle hefmast en remmen", D(3), D("185.00"), unit="st"),
         Line(None, "Arbeidsuren technicus herstelling reachtruck (storing hydrauliek)", D("6.5"), D("68.00"),
              unit="uur"),
         Line(None, "Hydraulische slang hefmast met persfittingen, vervangen", D(1), D("142.30"), unit="st"),
         Line(None, "Verplaatsingskosten", D(2), D("45.00"), unit="st")],
        "611000", "V21",
        iban="BE90 3636 2122 6032", bic="BBRUBEBB", payment_ref=ogm(2709810004), customer_no="",
        extra={"buyer_ref": "Magazijn Gent - K. Claeys", "peppol_from": "0208:1917486003",
               "peppol_to": "0208:0456789133", "terms": "30 dagen na factuurdatum"}),
    # 03 — Pagero (nl), a Roeselare agri-supplier: plant-protection products at the Belgian 12 % (V12, 604000)
    Invoice(
        "03-nl-gewasbescherming", "nl", "pagero",
        Supplier("Agrodis West-Vlaanderen NV", "Kachtemsestraat 270", "8800", "Roeselare", "BE", "BE1304.565.074",
                 "051 26 48 90", "debiteuren@agrodis-wvl.be", "RPR Gent, afdeling Kortrijk"),
        "FV27-011532", date(2027, 11, 8), date(2027, 12, 8), "4577 3614", "45773614", D(12),
        [Line("AGR-HB-5L", "Herbicide voor verharde oppervlakken, erkend voor professioneel gebruik, "
                           "verpakking 5 liter", D(48), D("64.20"), unit="stuk"),
         Line("AGR-MOS-1L", "Mosbestrijder voor terrassen en opritten, concentraat 1 liter", D(120), D("11.85"),
              unit="stuk"),
         Line("AGR-SLK-4", "Slakkenkorrels op basis van ijzerfosfaat, emmer 4 kg", D(36), D("27.40"), unit="stuk"),
         Line("AGR-INS-500", "Insecticide tegen mieren, strooipoeder 500 g", D(72), D("8.95"), unit="stuk")],
        "604000", "V12", adjustments=[("Korting 2 %", D(2))],
        iban="BE49 0689 5701 6171", bic="GKCCBEBB", payment_ref=ogm(2711532361), customer_no="K0045187",
        extra={"buyer_ref": "Aankoop Gent", "delivery": "LB27-024418", "terms": "30 dagen netto",
               "vat_cat": "S"}),
    # 04 — Esker (fr), a Villeurbanne fastener maker: intra-EU goods (ICG), line discounts, carriage
    Invoice(
        "04-fr-visserie", "fr", "esker",
        Supplier("Visserie Rhône-Alpes SAS", "41 rue Francis de Pressensé", "69100", "Villeurbanne", "FR",
                 "FR12933302184", "04 78 85 31 60", "factures@visserie-ra.fr", "RCS Lyon 933 302 184"),
        "F2711-00873", date(2027, 11, 10), date(2027, 12, 31), "CDE 45773621", "45773621", D(0),
        [Line("VRA-CHC-M10", "Vis à tête hexagonale M10 x 40, acier 8.8 zingué, boîte de 100", D(40),
              D("14.60"), unit="bte", discount=D(8)),
         Line("VRA-ECR-M10", "Écrou hexagonal M10, classe 8, zingué, boîte de 200", D(25), D("9.80"), unit="bte",
              discount=D(8)),
         Line("VRA-CHV-FX12", "Cheville à frapper nylon 8 x 60 mm pour béton et maçonnerie pleine, boîte de 100",
              D(30), D("12.35"), unit="bte"),
         Line("VRA-TIG-M12", "Tige filetée M12 x 1000 mm, acier classe 4.6 zingué", D(150), D("2.48"), unit="pce"),
         Line("VRA-RON-12", "Rondelle plate large M12, zinguée, boîte de 250", D(12), D("11.20"), unit="bte")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.50"))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA intracommunautaire BE0456789133.",
        group="\u00a0", iban="FR43 6157 4845 4787 9985 4924 625", bic="CRLYFRPP", customer_no="411TECH02",
        extra={"terms": "45 jours fin de mois", "vat_code": "5", "vat_label": "Exo. UE"}),
    # 05 — Esker (fr), a Gosselies electrical wholesaler: Belgian VAT 21 % (V21, 604000)
    Invoice(
        "05-fr-electricite", "fr", "esker",
        Supplier("Électro-Hainaut SA", "Avenue Georges Lemaître 19", "6041", "Gosselies", "BE", "BE0965.976.379",
                 "071 25 80 33", "comptabilite@electro-hainaut.be", "RPM Hainaut, division Charleroi"),
        "271100461", date(2027, 11, 12), date(2027, 12, 12), "BC 45773628", "45773628", D(21),
        [Line("EH-VOB-325", "Câble VOB 3G2,5 mm² gris, couronne de 100 m", D(24), D("61.90"), unit="cour."),
         Line("EH-DIF-40", "Interrupteur différentiel 4P 40 A 30 mA type A", D(15), D("88.40"), unit="pce"),
         Line("EH-DJ-216", "Disjoncteur modulaire 2P 16 A courbe C 10 kA", D(60), D("14.75"), unit="pce"),
         Line("EH-LED-150", "Réglette LED étanche IP65 150 cm 50 W 4000 K, pour entrepôt et parking couvert",
              D(40), D("42.30"), unit="pce")],
        "604000", "V21",
        dec=",", group=".", iban="BE96 1036 4081 4505", bic="NICABEBB", payment_ref=ogm(2711004610),
        customer_no="C-20517",
        extra={"terms": "30 jours date de facture", "vat_code": "1", "vat_label": "TVA 21 %", "belgian": "yes"}),
    # 06 — Tradeshift (fr), a Tournai coach operator: staff shuttle, passenger transport at 6 % (V06, 615000)
    Invoice(
        "06-fr-navette", "fr", "tradeshift",
        Supplier("Autocars du Tournaisis SRL", "Chaussée de Lille 412", "7500", "Tournai", "BE", "BE1842.189.455",
                 "069 22 47 15", "facturation@autocars-tournaisis.be", "RPM Hainaut, division Tournai"),
        "AT-2027-1190", date(2027, 11, 30), date(2027, 12, 30), "PO45773635", "45773635", D(6),
        [Line(None, "Navette du personnel gare de Gand-Saint-Pierre - Industrieweg 14, novembre 2027 "
                    "(21 jours ouvrables, matin et soir)", D(42), D("74.00"), unit="trajet"),
         Line(None, "Supplément samedi (inventaire)", D(4), D("86.50"), unit="trajet"),
         Line(None, "Transport aller-retour du personnel pour la journée d'entreprise à Bruges, autocar "
                    "50 places avec chauffeur", D(1), D("695.00"), unit="forfait")],
        "615000", "V06",
        iban="BE58 1031 4652 9379", bic="NICABEBB", payment_ref=ogm(2711900635), customer_no="",
        extra={"terms": "30 jours", "doc_id": "4f8c2e1a-7b3d-4c9e-a6f0-2d5b81c7e903"}),
    # 07 — Microsoft Dynamics AX (de), a Neuss hydraulics supplier: intra-EU goods (ICG), discounts, misc. charges
    Invoice(
        "07-de-hydraulik", "de", "dynamicsax",
        Supplier("Rheinische Hydraulik Komponenten GmbH", "Hammer Landstraße 95", "41460", "Neuss", "DE",
                 "DE317784302", "02131 66 18 0", "debitoren@rhk-neuss.de", "Amtsgericht Neuss HRB 18734"),
        "RHK-RE-271204", date(2027, 12, 3), date(2028, 1, 2), "4577-3642", "45773642", D(0),
        [Line("HS-2SN-10-1000", "Hydraulikschlauch 2SN DN10, 1000 mm, verpresst mit DKOL-Armaturen M18x1,5",
              D(40), D("23.80"), unit="Stk", discount=D(12)),
         Line("KV-GE-12L", "Gerade Einschraubverschraubung GE 12-L R1/2, Stahl verzinkt", D(120), D("3.65"),
              unit="Stk", discount=D(12)),
         Line("ZP-4-25", "Zahnradpumpe Gruppe 2, 25 cm³/U, Drehrichtung rechts", D(6), D("214.00"), unit="Stk"),
         Line("HF-ISO46-20", "Hydrauliköl HLP 46, Kanister 20 l", D(18), D("58.40"), unit="Kan"),
         Line("MN-63-250", "Manometer Ø 63 mm, 0-250 bar, glyceringefüllt", D(24), D("17.90"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("64.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG.",
        iban="DE24 3579 6479 5080 6701 51", bic="RHKBDED1", customer_no="D-10442",
        extra={"sales_order": "AU-027-55182", "ours": "M. Schäfer", "yours": "Hr. De Smet",
               "terms": "30 Tage netto", "delivery_terms": "DAP Gent", "mode": "Spedition",
               "tax_code": "EU-L"}),
    # 08 — Tradeshift (de), a Hamburg warehouse-software house: services reverse charged (ICS, 613000)
    Invoice(
        "08-de-software", "de", "tradeshift",
        Supplier("Nordlicht Logistiksoftware GmbH", "Am Sandtorkai 58", "20457", "Hamburg", "DE", "DE315081200",
                 "040 309 87 64 0", "rechnung@nordlicht-software.de", "Amtsgericht Hamburg HRB 171902"),
        "NL-R-2027-0647", date(2027, 12, 6), date(2028, 1, 5), "45773649", "45773649", D(0),
        [Line("NLS-WMS-SUB", "Softwarelizenz Lagerverwaltung, Abonnement Dezember 2027 bis November 2028", D(1),
              D("6240.00"), unit="Jahr"),
         Line("NLS-MDE-USR", "Zusätzliche Nutzer mobile Datenerfassung", D(15), D("96.00"), unit="Nutzer"),
         Line("NLS-CONS-H", "Beratung und Anpassung Versandetiketten, remote", D("12.5"), D("135.00"),
              unit="Std")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL).",
        iban="DE67 5649 2274 6370 7324 34", bic="NLSWDEHH", customer_no="",
        extra={"terms": "30 Tage", "doc_id": "b71e09d4-35a2-4f6e-9c18-e04a7d2f5b66"}),
    # 09 — Tungsten Network (en), a Dublin supply-chain consultancy: services reverse charged (ICS, 613000)
    Invoice(
        "09-en-consulting", "en", "tungsten",
        Supplier("Liffey Supply Chain Advisory Ltd", "24 Fitzwilliam Place", "D02 T296", "Dublin 2", "IE",
                 "IE2881192V", "+353 1 661 40 82", "accounts@liffeyadvisory.ie", "CRO 651207"),
        "LSC-INV-2291", date(2027, 12, 7), date(2028, 1, 6), "PO 45773656", "45773656", D(0),
        [Line(None, "Consultancy - warehouse slotting and pick-path review, Gent distribution centre", D(6),
              D("1150.00"), unit="day"),
         Line(None, "Workshop facilitation with operations team (on site)", D(1), D("1800.00"), unit="each"),
         Line(None, "Travel and subsistence, fixed fee as per engagement letter", D(1), D("640.00"), unit="each")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council "
                  "Directive 2006/112/EC.",
        dec=".", group=",", iban="IE13 BOFI 8596 7220 0849 91", bic="BOFIIE2D", customer_no="TECH001",
        extra={"terms": "30 days from invoice date"}),
    # 10 — Tungsten Network (en), an Eskilstuna tool maker: intra-EU goods (ICG), product codes
    Invoice(
        "10-en-tools", "en", "tungsten",
        Supplier("Eskilstuna Verktyg AB", "Verkstadsgatan 12", "632 20", "Eskilstuna", "SE", "SE556769428501",
                 "+46 16 14 72 30", "invoice@eskilstuna-verktyg.se", "Org.nr 556769-4285"),
        "30127716", date(2027, 12, 9), date(2028, 1, 8), "PO No. 45773663", "45773663", D(0),
        [Line("EV-HSD-6", "Hole saw bi-metal 68 mm for electrical boxes", D(50), D("12.40"), unit="PCE"),
         Line("EV-SDS-1026", "SDS-plus hammer drill bit 10 x 260 mm, four-cutter carbide tip", D(100), D("6.85"),
              unit="PCE"),
         Line("EV-MTK-12", "Multi-tool kit 12 pcs in steel case, chrome vanadium", D(20), D("48.90"), unit="SET"),
         Line("EV-BLD-300", "Recip saw blade 300 mm wood and metal, pack of 5", D(80), D("9.75"), unit="PAK"),
         Line("EV-CHS-16", "Chisel set 4 pcs with impact caps", D(25), D("31.60"), unit="SET"),
         Line("EV-KNF-SB", "Utility knife with snap-off blades 18 mm", D(200), D("2.95"), unit="PCE")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods exempt from VAT under Article 138 of Directive 2006/112/EC; "
                  "reverse charge applies.",
        dec=".", group=",", iban="SE37 6002 9067 1807 0117 5716", bic="HANDSESS", customer_no="100834",
        extra={"terms": "30 days net", "date_fmt": "%Y-%m-%d"}),
    # 11 — Microsoft Dynamics AX (en), the Mechelen branch of a Nordic PPE group: Belgian VAT 21 % (V21), no PO
    Invoice(
        "11-en-workwear", "en", "dynamicsax",
        Supplier("Nordvik Safety Belgium BV", "Zandvoortstraat 21", "2800", "Mechelen", "BE", "BE0477.357.289",
                 "015 28 93 40", "ar.be@nordviksafety.be", "RPR Antwerpen, division Mechelen"),
        "BEI-0018844", date(2027, 12, 13), date(2028, 1, 12), None, "45773670", D(21),
        [Line("NS-3512-XL", "Softshell work jacket, hi-vis class 2, orange/navy, size XL", D(30), D("64.50"),
              unit="pcs", discount=D(5)),
         Line("NS-2207-L", "Work trousers with knee-pad pockets, navy, size L", D(40), D("38.20"), unit="pcs",
              discount=D(5)),
         Line("NS-S3-43", "Safety shoe S3 SRC, composite toe cap, size 43", D(24), D("72.90"), unit="pair"),
         Line("NS-GL-N9", "Nitrile-coated assembly gloves, size 9, pack of 12 pairs", D(30), D("18.40"),
              unit="pack")],
        "604000", "V21", adjustments=[("Freight", D("35.00"))],
        dec=".", group=",", iban="BE39 1032 8296 3519", bic="NICABEBB", payment_ref=ogm(1884445773),
        customer_no="BE-C-02215",
        extra={"sales_order": "SO-BE-0076211", "ours": "L. Peeters", "yours": "Purchasing dept.",
               "terms": "Net 30 days", "delivery_terms": "DAP", "mode": "Carrier", "tax_code": "BE21"}),
    # 12 — Pagero (en), a Breda racking inspector: inspection services reverse charged (ICS, 611000)
    Invoice(
        "12-en-inspection", "en", "pagero",
        Supplier("Dutch Racking Inspection B.V.", "Minervum 7081", "4817 ZK", "Breda", "NL", "NL329574632B01",
                 "+31 76 205 31 10", "finance@dutchrackinginspection.nl", "KvK 74512098"),
        "DRI-27-1388", date(2027, 12, 15), date(2028, 1, 14), "45773677", "45773677", D(0),
        [Line(None, "Annual racking inspection to EN 15635, Gent warehouse, including written report", D(1),
              D("1450.00"), unit="each"),
         Line(None, "Inspection of additional pallet racking bays beyond contract scope", D(120), D("4.50"),
              unit="bay"),
         Line(None, "Training 'safe use of racking' for warehouse staff, half day", D(1), D("690.00"), unit="each"),
         Line(None, "Travel costs", D(1), D("185.00"), unit="each")],
        "611000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: services taxable in the customer's Member State (Articles 44 and 196 of "
                  "Directive 2006/112/EC).",
        dec=".", group=",", iban="NL24 ABNA 1830 9888 12", bic="ABNANL2A", customer_no="C-1041",
        extra={"buyer_ref": "TB-AP-GENT", "terms": "30 days net", "vat_cat": "AE",
               "contract": "DRI-SC-2025-044"}),
]
