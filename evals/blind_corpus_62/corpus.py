"""The twelve invoices of the sixty-second blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, DE, LU, NL, AT, ES, FR), in nl, fr,
de and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of German
invoicing software: TopKontor Handwerk, Fakturia, billwerk, Pixi, VARIO 8, eGECKO and GEVIS. PO numbers are the
ERP's 4577xxxx (45775500 by steps of 7); each invoice prints them in the supplier's own form (one prints none).
VAT numbers and IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators on
random.Random(20271252), python-stdnum's check digits for Austria and Spain)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — TopKontor Handwerk, an Eupen electrician (German-speaking Belgium): works on the Gent warehouse, the
    # Belgian cocontractant rule (VRC, 611000); titles with their sums, quantities with two decimals
    Invoice(
        "01-de-elektro", "de", "topkontor",
        Supplier("Elektro Kessel PGmbH", "Herbesthaler Straße 148", "4700", "Eupen", "BE", "BE0352.692.394",
                 "087 59 41 20", "buero@elektro-kessel.be", "Unternehmensnummer 0352.692.394 - RJP Eupen"),
        "27-1184", date(2027, 11, 3), date(2027, 12, 3), "45775500 vom 13.10.2027", "45775500", D(0),
        [Line(None, "Vorhandene Leuchtstoffleuchten demontieren und fachgerecht entsorgen, einschließlich "
                    "Abtransport", D(42), D("18.50"), unit="Stk"),
         Line(None, "LED-Hallenstrahler 150 W, 4000 K, IP65 liefern und an vorhandene Tragschiene montieren, "
                    "einschließlich Anschluss und Funktionsprüfung", D(42), D("164.00"), unit="Stk"),
         Line(None, "Montagearbeiten Elektroinstallateur", D("38.5"), D("58.00"), unit="Std"),
         Line(None, "LED-Wandleuchte 60 W mit Bewegungsmelder liefern und montieren", D(6), D("212.00"), unit="Stk"),
         Line(None, "Mantelleitung NYM-J 3 x 2,5 mm² im vorhandenen Kabelkanal verlegen", D(85), D("4.80"),
              unit="m")],
        "611000", "VRC", reverse_charge=True, qty_places=2,
        statement="Verlagerung der Steuerschuld auf den Vertragspartner (Art. 20 KE Nr. 1 zum MwStGB): die "
                  "Mehrwertsteuer ist vom Kunden geschuldet. MwSt.-Nr. des Kunden: BE0456.789.133.",
        iban="BE95 9795 4293 3758", bic="ARSPBE22", payment_ref=ogm(2711840500), customer_no="10482",
        extra={"titles": [("01", "Elektroinstallation Lagerhalle B", 3), ("02", "Außenbeleuchtung Laderampe", 2)],
               "site": "Technibouw Distributie NV, Lagerhalle B, Industrieweg 14, 9000 Gent",
               "period": "18.10.2027 - 29.10.2027", "clerk": "M. Kessel"}),
    # 02 — Fakturia, a Münster telematics SaaS: services reverse charged (ICS, 613000), periods under each line,
    # usage billed per thousand messages
    Invoice(
        "02-de-telematik", "de", "fakturia",
        Supplier("Routenwerk Telematik GmbH", "Hafenweg 26", "48155", "Münster", "DE", "DE225011577",
                 "0251 98 21 66 0", "rechnung@routenwerk.de", "Amtsgericht Münster HRB 19377"),
        "RE-2027-008841", date(2027, 11, 5), date(2027, 11, 19), "PO-45775507", "45775507", D(0),
        [Line(None, "Flotte Pro - Lizenz je Fahrzeug", D(24), D("19.90"), unit="Stk",
              detail=("Leistungszeitraum 01.11.2027 - 30.11.2027",)),
         Line(None, "Flotte Pro - Lizenz je Flurförderzeug", D(11), D("12.50"), unit="Stk",
              detail=("Leistungszeitraum 01.11.2027 - 30.11.2027",)),
         Line(None, "GPS-Positionsmeldungen (nutzungsabhängig)", D("18.42"), D("12.50"), unit="Tsd.",
              detail=("Verbrauch 01.10.2027 - 31.10.2027: 18.420 Meldungen",)),
         Line(None, "SMS-Benachrichtigungen", D(312), D("0.09"), unit="Stk",
              detail=("Verbrauch 01.10.2027 - 31.10.2027",)),
         Line(None, "Einrichtung Tachographen-Schnittstelle (einmalig)", D(1), D("290.00"), unit="pausch.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß § 3a Abs. 2 UStG, "
                  "Art. 196 MwStSystRL. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE25 0739 4760 1400 7521 41", bic="WELADED1MST", customer_no="KD-30417",
        extra={"contract": "VT-2026-0212", "period": "01.11.2027 - 30.11.2027", "bank": "Sparkasse Münsterland Ost",
               "md": "Geschäftsführer: Jan Overbeck, Ilka Wessels"}),
    # 03 — Fakturia in English, a Luxembourg e-learning provider: services reverse charged (ICS, 613000); German
    # number format under English labels
    Invoice(
        "03-en-elearning", "en", "fakturia",
        Supplier("Safelearn Europe S.à r.l.", "12, rue Eugène Ruppert", "L-2453", "Luxembourg", "LU", "LU14853280",
                 "+352 27 86 41 30", "billing@safelearn.lu", "RCS Luxembourg B241587"),
        "SLE-27-01562", date(2027, 11, 8), date(2027, 12, 8), "4577 5514", "45775514", D(0),
        [Line(None, "Safety Academy Business - annual learner seats", D(85), D("64.00"), unit="seats",
              detail=("Service period 01.12.2027 - 30.11.2028",)),
         Line(None, "Course bundle \"Forklift operator refresher\" (FR/NL), one enrolment per learner", D(40),
              D("18.50"), unit="pcs", detail=("Service period 01.12.2027 - 30.11.2028",)),
         Line(None, "Administrator onboarding workshop (remote), half day", D(1), D("450.00"), unit="pcs")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive "
                  "2006/112/EC). Customer VAT ID: BE0456.789.133.",
        iban="LU25 2034 9288 8540 1260", bic="BILLLULL", customer_no="C-20877",
        extra={"contract": "SA-BUS-0419", "period": "01.12.2027 - 30.11.2028", "bank": "Banque Internationale à "
               "Luxembourg", "md": "Managers: Claire Wagner, Tom Reuter"}),
    # 04 — billwerk in English, a Rotterdam warehouse-analytics SaaS: services reverse charged (ICS, 613000), no PO
    # printed, a period column, a pro-rata line, collected by direct debit
    Invoice(
        "04-en-monitoring", "en", "billwerk",
        Supplier("Dockside Analytics B.V.", "Stationsplein 45", "3013 AK", "Rotterdam", "NL", "NL544274933B02",
                 "+31 10 307 22 85", "billing@docksideanalytics.nl", "KvK 70512488"),
        "INV-2027-004417", date(2027, 11, 12), date(2027, 11, 26), None, "45775521", D(0),
        [Line(None, "Warehouse Insights - Professional plan", D(1), D("890.00"), unit="",
              detail=("12.11.2027 - 11.12.2027",)),
         Line(None, "Additional sites", D(3), D("145.00"), unit="", detail=("12.11.2027 - 11.12.2027",)),
         Line(None, "Additional users (pro rata)", D(4), D("21.60"), unit="", detail=("15.11.2027 - 11.12.2027",)),
         Line(None, "Sensor gateway rental", D(12), D("9.50"), unit="", detail=("12.11.2027 - 11.12.2027",))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge - VAT to be accounted for by the customer under Articles 44 and 196 of "
                  "Directive 2006/112/EC.",
        dec=".", group=",", iban="NL91 INGB 8576 8079 31", bic="INGBNL2A", customer_no="CUS-018832",
        extra={"contract": "CT-7F3A-2291", "mandate": "DA-MND-018832", "debit": "BE** **** **** 1733",
               "creditor": "NL77ZZZ705124880000"}),
    # 05 — billwerk in Dutch, a Kortrijk planning-software house: Belgian VAT 21 % (V21, 613000), a coupon of 10 %
    Invoice(
        "05-nl-planning", "nl", "billwerk",
        Supplier("Planbord Software BV", "Doorniksesteenweg 214", "8500", "Kortrijk", "BE", "BE1399.502.241",
                 "056 49 73 10", "facturen@planbord.be", "RPR Gent, afdeling Kortrijk"),
        "PB27-00871", date(2027, 11, 16), date(2027, 11, 30), "TB/45775528", "45775528", D(21),
        [Line(None, "Planbord Transport - jaarabonnement", D(1), D("4800.00"), detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Extra planners", D(6), D("240.00"), detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Koppeling met boekhoudpakket (API)", D(1), D("600.00"), detail=("01.12.2027 - 30.11.2028",)),
         Line(None, "Opleiding planners op locatie, 1 dag", D(1), D("850.00"))],
        "613000", "V21", adjustments=[("Kortingscode WELKOM10 (-10 %)", D(10))],
        iban="BE11 9796 8824 8448", bic="ARSPBE22", payment_ref=ogm(2700871528), customer_no="KL-00614",
        extra={"contract": "PB-C-00614"}),
    # 06 — Pixi, a Salzburg workwear web shop: intra-EU goods (ICG, 604000), EAN rows, the shop's order number
    # next to the PO, shipping before the net total
    Invoice(
        "06-de-arbeitsschutz", "de", "pixi",
        Supplier("Alpen Arbeitsschutz Handels GmbH", "Münchner Bundesstraße 118", "5020", "Salzburg", "AT",
                 "ATU27701001", "+43 662 43 18 90", "shop@alpen-arbeitsschutz.at", "FN 418277 p, LG Salzburg"),
        "2027104518", date(2027, 11, 19), date(2027, 12, 19), "45775535", "45775535", D(0),
        [Line("TL-S3-43", "S3-Sicherheitshalbschuh \u201eTauern Low\u201c, Gr. 43", D(12), D("64.90"), unit="Paar",
              detail=("EAN 9004012330187",)),
         Line("TL-S3-44", "S3-Sicherheitshalbschuh \u201eTauern Low\u201c, Gr. 44", D(10), D("64.90"), unit="Paar",
              detail=("EAN 9004012330255",)),
         Line("WSJ-2-OR-L", "Warnschutz-Softshelljacke Klasse 2, orange, mit Reflexstreifen, Gr. L", D(20),
              D("48.50"), unit="Stk", detail=("EAN 9004012330323",)),
         Line("MH-NIT-10", "Montagehandschuh Nitril-beschichtet, Gr. 10 (Packung à 12 Paar)", D(15), D("29.40"),
              unit="Pck", detail=("EAN 9004012330491",)),
         Line("SB-KL-01", "Schutzbrille klar, kratzfest und beschlagfrei", D(40), D("6.20"), unit="Stk",
              detail=("EAN 9004012330569",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("19.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 iVm Art. 7 UStG 1994. Die "
                  "Steuerschuld geht auf den Leistungsempfänger über. UID des Empfängers: BE0456.789.133.",
        iban="AT39 2040 4703 7997 2262", bic="SBGSAT2SXXX", customer_no="218804",
        extra={"order": "AAS-318204", "ordered": "17.11.2027", "shipped": "19.11.2027", "carrier": "DPD",
               "web": "www.alpen-arbeitsschutz.at"}),
    # 07 — Pixi in French, a Liège technical bookshop: books at the Belgian 6 % (V06, 604000), ISBNs as article
    # numbers, postage before the net total
    Invoice(
        "07-fr-librairie", "fr", "pixi",
        Supplier("Librairie Technique Meusienne SRL", "Quai de Rome 25", "4000", "Liège", "BE", "BE0799.957.713",
                 "04 252 38 71", "commandes@libtech-meuse.be", "RPM Liège, division Liège"),
        "F-27-11873", date(2027, 11, 23), date(2027, 12, 23), "BC45775542", "45775542", D(6),
        [Line("9782874961120", "Guide pratique des échafaudages de façade - édition 2027", D(8), D("42.00"),
              unit="ex."),
         Line("9782874962059", "Eurocode 2 commenté : calcul des structures en béton", D(5), D("89.00"), unit="ex."),
         Line("9782874963186", "Manuel du magasinier : gestion de stock et sécurité en entrepôt", D(20), D("24.50"),
              unit="ex."),
         Line("9782874964015", "Lexique technique de la construction français-néerlandais", D(20), D("19.90"),
              unit="ex.")],
        "604000", "V06", adjustments=[("Frais d'envoi", D("9.50"))],
        iban="BE48 9799 6789 7327", bic="ARSPBE22", payment_ref=ogm(2711873542), customer_no="31077",
        extra={"order": "WEB-2027-55218", "ordered": "20.11.2027", "shipped": "23.11.2027", "carrier": "bpost",
               "web": "www.libtech-meuse.be"}),
    # 08 — VARIO 8 in English, the Valencia subsidiary of a pump maker: intra-EU goods (ICG, 604000), line
    # discounts, freight
    Invoice(
        "08-en-pumps", "en", "vario",
        Supplier("Bombas Levante Ibérica S.L.", "Calle Ciudad de Sevilla 38, Pol. Ind. Fuente del Jarro",
                 "46988", "Paterna (Valencia)", "ES", "ESB96128541", "+34 961 32 40 77", "facturas@bombaslevante.es",
                 "Registro Mercantil de Valencia, Tomo 8412, Folio 112, Hoja V-118204"),
        "27-06215", date(2027, 11, 25), date(2027, 12, 25), "4577.5549", "45775549", D(0),
        [Line("BL-DP11-400", "Submersible drainage pump 1.1 kW, 400 V, with float switch and 10 m cable", D(6),
              D("412.00"), unit="pcs", discount=D(8)),
         Line("BL-SW075-230", "Dirty water pump 0.75 kW, 230 V, stainless steel housing", D(10), D("268.50"),
              unit="pcs", discount=D(8)),
         Line("BL-HS50-20", "Pressure hose DN 50, 20 m, with Storz couplings", D(12), D("96.40"), unit="pcs"),
         Line("BL-FS-K1", "Float switch replacement kit", D(20), D("18.75"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("85.00"))],
        statement="Exempt intra-Community supply of goods, Art. 25 Ley 37/1992 del IVA (Art. 138 Directive "
                  "2006/112/EC); reverse charge, customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="ES05 2100 9027 9925 0312 4859", bic="CAIXESBBXXX", customer_no="40127",
        extra={"ordered": "04/11/2027", "clerk": "Lucía Ferrer", "delivery": "DN 27-11408", "incoterm": "DAP Gent"}),
    # 09 — VARIO 8 in Dutch, a Venlo fastener wholesaler: intra-EU goods (ICG, 604000), a collective invoice over two
    # delivery notes, prices per 100
    Invoice(
        "09-nl-bevestiging", "nl", "vario",
        Supplier("Venlo Bevestigingstechniek B.V.", "Celsiusweg 31", "5928 PR", "Venlo", "NL", "NL696689303B02",
                 "077 354 90 12", "administratie@venlo-bevestiging.nl", "KvK 12048876"),
        "271184", date(2027, 11, 30), date(2027, 12, 30), "4577 5556", "45775556", D(0),
        [Line("933-12040-VZ", "Zeskantbout DIN 933 M12 x 40, 8.8 verzinkt", D(2000), D("0.18"), unit="st"),
         Line("934-12-VZ", "Zeskantmoer DIN 934 M12, kl. 8 verzinkt", D(2000), D("0.05"), unit="st"),
         Line("125-13-VZ", "Sluitring DIN 125 A 13 mm verzinkt", D(4000), D("0.02"), unit="st"),
         Line("BS-75100", "Betonschroef 7,5 x 100 mm, verzinkt, voor montage in beton en metselwerk zonder plug",
              D(1500), D("0.34"), unit="st"),
         Line("CA-300-SF", "Chemisch anker injectiemortel 300 ml, styreenvrij", D(48), D("9.85"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG); btw "
                  "verlegd naar de afnemer, btw-nummer BE0456.789.133.",
        iban="NL15 ABNA 4969 0392 72", bic="ABNANL2A", customer_no="23391",
        extra={"ordered": "12-11-2027", "clerk": "R. Peeters",
               "notes": [("Pakbon 27-5531 van 18-11-2027", 3), ("Pakbon 27-5602 van 25-11-2027", 2)],
               "per100": ["933-12040-VZ", "934-12-VZ", "125-13-VZ", "BS-75100"]}),
    # 10 — eGECKO in French, a Haguenau tool maker: intra-EU goods (ICG, 604000), plain-space thousands, a 2 %
    # invoice discount
    Invoice(
        "10-fr-outillage", "fr", "egecko",
        Supplier("Outillages Rhénans SAS", "7 rue de l'Industrie", "67500", "Haguenau", "FR", "FR86691872733",
                 "03 88 73 52 40", "comptabilite@outillages-rhenans.fr", "RCS Strasbourg 691 872 733"),
        "FC2700917", date(2027, 12, 2), date(2028, 1, 1), "CDE 45775563", "45775563", D(0),
        [Line("OR-SC68", "Scie cloche bimétal 68 mm avec arbre et foret pilote", D(30), D("14.20"), unit="pce"),
         Line("OR-SDS7", "Coffret de forets SDS-plus 5-16 mm, 7 pièces", D(25), D("31.60"), unit="pce"),
         Line("OR-DD230", "Disque diamant Ø 230 mm pour béton armé et matériaux durs, alésage 22,23 mm", D(40),
              D("27.80"), unit="pce"),
         Line("OR-BP25", "Burin plat SDS-max 25 x 400 mm", D(20), D("16.90"), unit="pce")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire de biens. "
                  "Autoliquidation par le preneur, n° TVA BE0456789133.",
        group=" ", iban="FR39 5058 4882 7373 2646 2522 520", bic="CCBPFRPPSTR", customer_no="411-0877",
        extra={"delivery_label": "Livraison", "delivery": "BL 27-08812 du 29/11/2027", "terms": "30 jours net", "capital": "SAS au capital de "
               "250 000 €", "bank": "Banque Populaire Alsace Lorraine Champagne"}),
    # 11 — eGECKO in French, a Belgian forklift-service company: Belgian VAT 21 % (V21, 611000), lines with and
    # without article numbers, structured communication
    Invoice(
        "11-fr-chariots", "fr", "egecko",
        Supplier("Intralogistique Wallonie SRL", "Rue de la Métallurgie 19", "4530", "Villers-le-Bouillet", "BE",
                 "BE1739.048.860", "085 27 61 90", "facturation@intralog-wallonie.be", "RPM Liège, division Huy"),
        "FS27-2231", date(2027, 12, 7), date(2028, 1, 6), "4577/5570", "45775570", D(21),
        [Line(None, "Entretien préventif annuel chariot élévateur électrique 1,6 t, contrôle des freins, de la "
                    "batterie et du circuit hydraulique", D(3), D("285.00"), unit="pce"),
         Line(None, "Main-d'œuvre technicien, remplacement des fourches et réglage du mât", D("6.5"), D("78.00"),
              unit="h"),
         Line("FK-1200-45", "Paire de fourches 1200 x 100 x 45 mm, classe FEM 2A", D(1), D("640.00"), unit="pce"),
         Line("HF-ISO-46", "Huile hydraulique HLP 46, bidon 20 l", D(3), D("96.00"), unit="pce"),
         Line(None, "Déplacement technicien", D(2), D("65.00"), unit="forf.")],
        "611000", "V21",
        iban="BE74 1035 9069 4807", bic="NICABEBB", payment_ref=ogm(2722315570), customer_no="411-2093",
        extra={"delivery_label": "Intervention", "delivery": "02/12/2027 et 03/12/2027", "terms": "30 jours date de facture",
               "capital": "", "bank": "Crelan"}),
    # 12 — GEVIS, a Waregem agricultural and building-materials wholesaler: tractor tyres at the Belgian 12 %
    # (V12, 604000), a VAT-code column and a VAT recap, the Recytyre contribution
    Invoice(
        "12-nl-banden", "nl", "gevis",
        Supplier("Agro- en Bouwhandel Leiestreek NV", "Kortrijkseweg 312", "8791", "Waregem", "BE", "BE1630.824.277",
                 "056 60 18 44", "boekhouding@leiestreek-agro.be", "RPR Gent, afdeling Kortrijk"),
        "27004127", date(2027, 12, 14), date(2028, 1, 13), "PO 45775577", "45775577", D(12),
        [Line("AB-48070R34", "Trekkerband 480/70 R34 143D TL radiaal", D(4), D("689.00"), unit="st"),
         Line("AB-38070R24", "Trekkerband 380/70 R24 125D TL radiaal", D(4), D("412.00"), unit="st"),
         Line("AB-BIN-1624", "Binnenband 16.9-24 ventiel TR218A", D(6), D("38.50"), unit="st"),
         Line("RT-CAT-C", "Recytyre-bijdrage categorie C (landbouwbanden)", D(8), D("7.86"), unit="st")],
        "604000", "V12",
        iban="BE09 7357 1137 5857", bic="KREDBEBB", payment_ref=ogm(2700412777), customer_no="104577",
        extra={"delivery": "Leverbon 27-L-08841 van 10-12-2027", "rep": "Vertegenwoordiger 07 - K. Vandamme",
               "terms": "30 dagen factuurdatum"}),
]
