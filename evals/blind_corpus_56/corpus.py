"""The twelve invoices of the fifty-sixth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (NL, BE, DE, ES, RO, HU, CZ), in nl, fr, de and
en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
Afosto, Jaggaer, Ivalua, a FastSpring-style software reseller, Saga, Kulcs-Soft and Vyfakturuj. PO numbers are the
ERP's eight digits (45774900, step 7); each invoice prints them in the supplier's own form (one prints none). VAT
numbers and IBANs carry valid check digits (ids.py: identifiers.py's generators and python-stdnum, seed
20271246)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Afosto, a Nieuwegein webshop for warehouse equipment: intra-EU goods (ICG), SKUs, shipping
    Invoice(
        "01-nl-magazijn", "nl", "afosto",
        Supplier("Magazijninrichting Online B.V.", "Ravenswade 54", "3439 LD", "Nieuwegein", "NL", "NL794534557B03",
                 "030 207 44 19", "klantenservice@magazijninrichting-online.nl", "KvK 71846203"),
        "2027001583", date(2027, 12, 1), date(2027, 12, 31), "PO45774900", "45774900", D(0),
        [Line("MR-SR-2000-500", "Legbordstelling 2000 x 1000 x 500 mm, 5 legborden, verzinkt, draagvermogen 250 kg "
                                "per legbord", D(8), D("189.00"), unit="st"),
         Line("KB-3215-BL", "Stapelbak 320 x 200 x 150 mm, blauw", D(120), D("3.45"), unit="st"),
         Line("TR-SRK-300", "Steekwagen met luchtbanden, laadschop 450 x 220 mm, draagvermogen 300 kg", D(3),
              D("124.50"), unit="st"),
         Line("ETK-HLD-100", "Etikethouder zelfklevend 100 x 38 mm, pak à 50 stuks", D(10), D("14.90"), unit="pak")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("95.00"))],
        statement="Btw verlegd: intracommunautaire levering van goederen, vrijgesteld op grond van art. 138 "
                  "Btw-richtlijn 2006/112/EG. Btw-nummer afnemer: BE0456.789.133.",
        iban="NL32 ABNA 8972 2071 41", bic="ABNANL2A", customer_no="K104877",
        extra={"order": "#MIO-58214", "terms": "30 dagen", "paid": ""}),
    # 02 — Afosto, a Leuven bookshop for building professionals: printed books at 6 % (V06), ISBNs, no PO printed
    Invoice(
        "02-nl-vakboeken", "nl", "afosto",
        Supplier("Vakboekhandel Bouwkennis BV", "Tiensestraat 212", "3000", "Leuven", "BE", "BE1669.354.360",
                 "016 35 82 40", "bestellingen@bouwkennis.be", "RPR Leuven"),
        "2027-00712", date(2027, 12, 3), date(2027, 12, 17), None, "45774907", D(6),
        [Line("9789401407120", "Tabellenboek bouwkunde, 14e herziene druk", D(24), D("39.95"), unit="ex."),
         Line("9789462923188", "Handboek dakbedekkingen: plat en hellend dak, met detailtekeningen", D(10),
              D("64.50"), unit="ex."),
         Line("9789036530477", "Praktijkgids EPB en isolatie in de renovatie, editie 2027", D(15), D("29.90"),
              unit="ex."),
         Line("9789401415668", "Zakboekje veiligheid op de werf, tweetalige uitgave Nederlands en Frans, "
                               "met pictogrammen", D(60), D("8.90"), unit="ex.")],
        "604000", "V06",
        iban="BE87 9793 6604 8194", bic="ARSPBE22", payment_ref=ogm(2700712907), customer_no="B2B-3318",
        extra={"order": "#BK-20487", "terms": "14 dagen", "date_style": "long", "paid": ""}),
    # 03 — Jaggaer supplier-portal print, a Künzelsau fixings maker: intra-EU goods (ICG), catalog numbers, shipping
    Invoice(
        "03-en-fixings", "en", "jaggaer",
        Supplier("Hohenlohe Befestigungstechnik GmbH", "Gaisbacher Straße 31", "74653", "Künzelsau", "DE",
                 "DE562544238", "+49 7940 93 18 0", "invoices@hohenlohe-befestigung.de",
                 "Amtsgericht Stuttgart HRB 741285"),
        "RG-274415", date(2027, 12, 6), date(2028, 1, 5), "45774914", "45774914", D(0),
        [Line("FX-SXR-10100", "Frame fixing SXR 10 x 100 T, countersunk, box of 50", D(40), D("38.60"), unit="BX/50"),
         Line("AB-M12-160", "Through bolt anchor M12 x 160 mm, zinc plated, ETA option 7", D(300), D("1.92"),
              unit="EA"),
         Line("IM-VE-280", "Injection mortar vinyl ester 280 ml cartridge for cracked and non-cracked concrete",
              D(96), D("11.75"), unit="EA"),
         Line("PL-SET-610", "Nylon plug assortment 6-10 mm in case", D(25), D("17.40"), unit="EA"),
         Line("TR-M12-1000", "Threaded rod M12 x 1000 mm, DIN 976-1, steel 4.8 zinc plated", D(200), D("2.35"),
              unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping", D("120.00"))],
        statement="Tax-exempt intra-Community supply (Sec. 4 No. 1b, 6a UStG; Art. 138 Directive 2006/112/EC). "
                  "Reverse charge: VAT to be accounted for by the recipient, VAT ID BE0456.789.133.",
        dec=".", group=",", iban="DE02 6307 7413 3030 5781 30", bic="GENODES1VHL", customer_no="100488",
        extra={"terms": "Net 30", "date_style": "short_en", "remit": "Hohenlohe Befestigungstechnik GmbH, "
                                                                     "Accounts Receivable"}),
    # 04 — Jaggaer in French, a Herstal PPE distributor: Belgian VAT 21 % (V21), catalogue numbers, no net label
    Invoice(
        "04-fr-protection", "fr", "jaggaer",
        Supplier("Protec Meuse SA", "Rue Hayeneux 62", "4040", "Herstal", "BE", "BE0601.458.990", "04 264 17 80",
                 "facturation@protecmeuse.be", "RPM Liège"),
        "FV/27/3309", date(2027, 12, 7), date(2028, 1, 6), "45774921", "45774921", D(21),
        [Line("CHS-S3-4021", "Chaussures de sécurité basses S3 SRC, pointures assorties 38 à 46", D(36), D("54.90"),
              unit="paire"),
         Line("GNT-NIT-9", "Gants de manutention enduit nitrile, taille 9, sachet de 12 paires", D(40), D("18.60"),
              unit="sachet"),
         Line("CSQ-VENT-BL", "Casque de chantier ventilé blanc avec jugulaire", D(30), D("9.80"), unit="pce"),
         Line("GIL-HV2-XL", "Gilet haute visibilité jaune classe 2, taille XL, avec marquage TECHNIBOUW dans le dos",
              D(50), D("6.40"), unit="pce"),
         Line("LUN-PC-CL", "Lunettes de protection polycarbonate incolores anti-buée", D(48), D("4.15"), unit="pce")],
        "604000", "V21",
        iban="BE49 7355 8490 8671", bic="KREDBEBB", payment_ref=ogm(2733090921), customer_no="C-22871",
        extra={"terms": "30 jours fin de mois", "date_style": "%d/%m/%Y",
               "remit": "Protec Meuse SA, service comptabilité"}),
    # 05 — Ivalua supplier-portal print, a Deinze contract caterer: staff restaurant meals at 12 % (V12)
    Invoice(
        "05-nl-catering", "nl", "ivalua",
        Supplier("Catering De Leie NV", "Industrielaan 7", "9800", "Deinze", "BE", "BE0332.362.778", "09 386 21 55",
                 "boekhouding@cateringdeleie.be", "RPR Gent, afd. Gent"),
        "CL27-004418", date(2027, 12, 2), date(2028, 1, 1), "PO-45774928", "45774928", D(12),
        [Line(None, "Warme maaltijden personeelsrestaurant november 2027 (dagschotel, soep en dessert)", D(842),
              D("7.85"), unit="maaltijd"),
         Line(None, "Broodjeslunch vergadering raad van bestuur 18/11/2027", D(18), D("16.50"), unit="pers."),
         Line(None, "Koude schotels personeelsfeest magazijn 26/11/2027, bediening inbegrepen, zonder dranken", D(95),
              D("21.40"), unit="pers."),
         Line(None, "Dessertbuffet personeelsfeest magazijn 26/11/2027", D(95), D("5.60"), unit="pers.")],
        "602000", "V12",
        iban="BE30 0686 8360 5911", bic="GKCCBEBB", payment_ref=ogm(2744180928), customer_no="SUP-0031877",
        extra={"terms": "30 dagen na factuurdatum", "contract": "CTR-2026-0142 Catering site Gent",
               "entity": "Technibouw Distributie NV (BE01)"}),
    # 06 — Ivalua in French, a Zaragoza racking maker: intra-EU goods (ICG), transport before the net total
    Invoice(
        "06-fr-rayonnages", "fr", "ivalua",
        Supplier("Estanterías Metálicas del Ebro S.L.", "Polígono Industrial Malpica, calle E, nave 14", "50016",
                 "Zaragoza", "ES", "ESB36343150", "+34 976 57 31 20", "facturas@estanteriasebro.es",
                 "Registro Mercantil de Zaragoza, tomo 4127, hoja Z-58310"),
        "A-2027-1936", date(2027, 12, 9), date(2028, 1, 8), "PO 45774935", "45774935", D(0),
        [Line("EME-RP-3011", "Échelle de rayonnage à palettes 3000 x 1100 mm, charge 4000 kg", D(12), D("142.00"),
              unit="u"),
         Line("EME-LS-2700", "Lisses porteuses 2700 mm, profil 100 mm, la paire", D(48), D("58.50"), unit="paire"),
         Line("EME-PC-1109", "Plancher caillebotis galvanisé 1100 x 900 mm", D(96), D("24.80"), unit="u"),
         Line("EME-PRT-400", "Protection d'échelle en acier jaune et noir, hauteur 400 mm, avec chevilles de fixation "
                             "au sol", D(12), D("36.90"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de transport", D("380.00"))],
        statement="Livraison intracommunautaire exonérée (article 25 de la Ley 37/1992 del IVA ; article 138 de la "
                  "directive 2006/112/CE). Autoliquidation par l'acquéreur, n° TVA BE0456.789.133.",
        iban="ES07 7370 2324 9877 7724 3569", bic="CAZRES2Z", customer_no="SUP-0040215",
        extra={"terms": "60 jours date de facture", "contract": "",
               "entity": "Technibouw Distributie NV (BE01)"}),
    # 07 — FastSpring-style reseller invoice, an Amsterdam merchant of record: software subscriptions reverse charged
    Invoice(
        "07-en-licences", "en", "fastspring",
        Supplier("Northgate Software Commerce B.V.", "Piet Heinkade 187", "1019 HC", "Amsterdam", "NL",
                 "NL316042006B03", "+31 20 808 41 77", "orders@northgate-commerce.nl", "KvK 84011526"),
        "NSC271203-9981-40317", date(2027, 12, 3), date(2028, 1, 2), "PO 4577-4942", "45774942", D(0),
        [Line(None, "CADflow Pro - annual subscription, named user (03 Dec 2027 - 02 Dec 2028)", D(5),
              D("1240.00"), discount=D(15)),
         Line(None, "CADflow Viewer - annual subscription (03 Dec 2027 - 02 Dec 2028)", D(12), D("96.00")),
         Line(None, "Priority support add-on, 12 months", D(1), D("450.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the customer under Article 196 of Council Directive "
                  "2006/112/EC. Customer VAT ID: BE0456.789.133.",
        dec=".", group=",", iban="NL71 INGB 7936 1571 44", bic="INGBNL2A",
        extra={"publisher": "CADflow Systems Limited", "payment": "Wire transfer (due on receipt)",
               "date_style": "short_en", "email": "ap.invoices@technibouw.be", "paid": ""}),
    # 08 — FastSpring-style reseller in German, a Munich merchant of record: a coupon discount, paid by card
    Invoice(
        "08-de-software", "de", "fastspring",
        Supplier("Isarwerk Digital Commerce GmbH", "Landsberger Straße 302", "80687", "München", "DE",
                 "DE198124291", "+49 89 215 47 30", "service@isarwerk-commerce.de", "Amtsgericht München HRB 271904"),
        "ISW271208-5530-27164", date(2027, 12, 8), date(2027, 12, 8), "4577-4949", "45774949", D(0),
        [Line(None, "PlanSuite Bau Professional - Jahreslizenz, 1 Arbeitsplatz", D(3), D("890.00")),
         Line(None, "PlanSuite Mengenermittlung Add-on - Jahreslizenz", D(3), D("240.00")),
         Line(None, "Online-Schulung \"Einstieg in PlanSuite\", 2 x 3 Stunden, bis zu 6 Teilnehmende", D(1),
              D("680.00"))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Gutschein WINTER27 (10 %)", D(10))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Kunden: BE0456.789.133.",
        iban="DE52 6770 1369 7951 1559 99", bic="HYVEDEMMXXX",
        extra={"publisher": "PlanSuite Software GmbH", "payment": "Kreditkarte (Visa •••• 4417)",
               "date_style": "%d.%m.%Y", "email": "ap.invoices@technibouw.be", "paid": "yes"}),
    # 09 — Saga, a Timișoara wiring-harness maker: bilingual ro/en, series and number, intra-EU goods (ICG)
    Invoice(
        "09-en-cablaje", "en", "saga",
        Supplier("Cablaje Banat S.R.L.", "Calea Torontalului nr. 69", "300668", "Timișoara", "RO", "RO42768986",
                 "+40 256 29 41 70", "office@cablajebanat.ro", "J35/2281/2011"),
        "TMC 0412", date(2027, 12, 10), date(2028, 1, 24), "4577 4956", "45774956", D(0),
        [Line(None, "Wiring harness for control cabinet type CB-12, to drawing TB-0412 rev. B", D(40), D("86.50"),
              unit="pcs"),
         Line(None, "Cable assembly M12 4-pin, 2 m, PUR sheath", D(250), D("6.84"), unit="pcs"),
         Line(None, "Cable assembly M12 4-pin, 5 m, PUR sheath", D(120), D("9.12"), unit="pcs"),
         Line(None, "Earth bonding strap 16 mm², 300 mm, with M8 ring terminals", D(400), D("1.38"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Scutit cu drept de deducere, art. 294 alin. (2) lit. a) Cod fiscal / Exempt intra-Community "
                  "supply of goods, Art. 138 Directive 2006/112/EC; reverse charge, customer VAT ID BE0456.789.133.",
        iban="RO80 RNCB 2535 8578 2131 7283", bic="RNCBROBU",
        extra={"county": "Timiș", "capital": "45.000 RON", "bank": "Banca Comercială Română",
               "delegate": "DSV Road S.R.L., TM 44 DSV", "issuer": "Andreea Popescu"}),
    # 10 — Saga in French, a Cluj software house: bilingual ro/fr, services reverse charged (ICS)
    Invoice(
        "10-fr-developpement", "fr", "saga",
        Supplier("Soluții Software Someș S.R.L.", "Str. Fabricii de Zahăr nr. 24", "400632", "Cluj-Napoca", "RO",
                 "RO22437309", "+40 264 59 12 03", "facturare@solutii-somes.ro", "J12/4410/2016"),
        "CJS 000358", date(2027, 12, 13), date(2028, 1, 12), "TB-45774963", "45774963", D(0),
        [Line(None, "Développement logiciel : module de gestion des retours (RMA), sprints 7 et 8, novembre 2027",
              D(22), D("420.00"), unit="jour"),
         Line(None, "Tests et assurance qualité, novembre 2027", D(6), D("360.00"), unit="jour"),
         Line(None, "Hébergement de l'environnement de recette, novembre 2027", D(1), D("185.00"), unit="mois")],
        "613000", "ICS", reverse_charge=True,
        statement="Taxare inversă / Autoliquidation : prestation de services non imposable en Roumanie (art. 278 "
                  "alin. (2) Cod fiscal), TVA due par le preneur (art. 196 de la directive 2006/112/CE). "
                  "N° TVA preneur : BE0456.789.133.",
        iban="RO49 RNCB 4360 0716 4069 2083", bic="RNCBROBU",
        extra={"county": "Cluj", "capital": "200 RON", "bank": "Banca Comercială Română", "delegate": "",
               "issuer": "Mihai Rus"}),
    # 11 — Kulcs-Soft, a Győr aluminium-profile maker: bilingual hu/de, VTSZ codes, line discounts, KBAET
    Invoice(
        "11-de-aluprofile", "de", "kulcssoft",
        Supplier("Rába Alumínium Profil Kft.", "Puskás Tivadar utca 9", "9027", "Győr", "HU", "HU62292322",
                 "+36 96 512 430", "szamla@rabaprofil.hu", "Cg. 08-09-031877"),
        "2027/000871", date(2027, 12, 14), date(2028, 1, 13), "TB/45774970", "45774970", D(0),
        [Line("AL-40404-6M", "Aluminium-Systemprofil 40 x 40 Nut 8, leicht, eloxiert, Länge 6 m", D(60), D("38.40"),
              unit="Stk", discount=D(5), detail=("VTSZ 7604 29 10",)),
         Line("AL-40804-6M", "Aluminium-Systemprofil 40 x 80 Nut 8, eloxiert, Länge 6 m", D(30), D("64.20"),
              unit="Stk", discount=D(5), detail=("VTSZ 7604 29 10",)),
         Line("WV-40-Z", "Winkelverbinder 40 Zink-Druckguss, inkl. Befestigungssatz", D(400), D("1.85"), unit="Stk",
              detail=("VTSZ 7907 00 90",)),
         Line("ABD-40-SW", "Abdeckkappe 40 x 40, schwarz", D(200), D("0.42"), unit="Stk",
              detail=("VTSZ 3926 90 97",)),
         Line("NS-M8-100", "Nutenstein M8 Nut 8, Packung zu 100 Stück", D(12), D("23.50"), unit="Pck",
              detail=("VTSZ 7318 16 99",))],
        "604000", "ICG", reverse_charge=True,
        statement="Közösségen belüli adómentes termékértékesítés (Áfa tv. 89. §) / Steuerfreie innergemeinschaftliche "
                  "Lieferung (Art. 138 MwStSystRL). Steuerschuldner ist der Leistungsempfänger, "
                  "USt-IdNr. BE0456.789.133.",
        group=" ", iban="HU83 1047 4123 4454 7417 9314 4829", bic="OKHBHUHB",
        extra={"taxno": "62292322-2-08", "account": "10474123-44547417-93144829", "performed": "2027.12.13.",
               "issuer": "Szabó Krisztina"}),
    # 12 — Vyfakturuj, a Brno design studio: bilingual cs/en, no article numbers, services reverse charged (ICS)
    Invoice(
        "12-en-vizualizace", "en", "vyfakturuj",
        Supplier("Studio Vizuálka s.r.o.", "Cejl 498/62", "602 00", "Brno", "CZ", "CZ79279139",
                 "+420 541 213 870", "fakturace@vizualka.cz",
                 "Zapsáno v OR vedeném Krajským soudem v Brně, oddíl C, vložka 112884"),
        "2027-0219", date(2027, 12, 17), date(2027, 12, 31), "45774977", "45774977", D(0),
        [Line(None, "3D product visualisations for the 2028 catalogue, photorealistic, three views per product",
              D(48), D("65.00"), unit="pcs"),
         Line(None, "Product photography in studio, white background, retouched, incl. two alternative crops",
              D(120), D("14.50"), unit="pcs"),
         Line(None, "Art direction and colour proofing of catalogue pages", D(8), D("55.00"), unit="hrs")],
        "614000", "ICS", reverse_charge=True,
        statement="Daň odvede zákazník / Reverse charge - VAT to be accounted for by the customer "
                  "(§ 9 odst. 1 ZDPH; Art. 196 Directive 2006/112/EC).",
        group="\u00a0", iban="CZ38 0100 0000 0013 8921 5249", bic="KOMBCZPP",
        extra={"account": "1389215249/0100", "vs": "20270219", "issuer": "Tereza Horáková"}),
]
