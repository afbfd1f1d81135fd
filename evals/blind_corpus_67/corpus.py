"""The twelve invoices of the sixty-seventh blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (FR, BE, LU, NL, DE, AT, ES), in fr, nl, en and de, each drawn by a writer (draw.py) that imitates the ordinary
layout of one family of invoicing software other than the earlier corpora's: Everwin, Qualiac, Clipper ERP, Dougs,
Kiwili, SoftENGINE and Contasol. PO numbers are the ERP's 4577xxxx (from 45776000 by steps of 7); each invoice
prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py,
seed 20271257)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Everwin, a Lille engineering consultancy: study hours, services reverse charged (ICS, 602000)
    Invoice(
        "01-fr-ingenierie", "fr", "everwin",
        Supplier("Nordéa Ingénierie SAS", "27 boulevard de la Liberté", "59800", "Lille", "FR", "FR76627926967",
                 "03 20 57 41 88", "facturation@nordea-ingenierie.fr", "RCS Lille Métropole 627 926 967"),
        "FC-27-00418", date(2027, 10, 5), date(2027, 11, 4), "BC-45776000", "45776000", D(0),
        [Line(None, "Étude de faisabilité - extension de l'entrepôt de Gand, relevés et note de synthèse", D("18.5"),
              D("112.00"), unit="h", detail=("Affaire 27-0412 · Phase APS",)),
         Line(None, "Dimensionnement des racks et des charges au sol", D("26.25"), D("112.00"), unit="h",
              detail=("Affaire 27-0412 · Phase APD",)),
         Line(None, "Réunion de lancement sur site et déplacement", D(1), D("380.00"), unit="forfait")],
        "602000", "ICS", reverse_charge=True,
        statement="Autoliquidation : prestation de services intracommunautaire, TVA due par le preneur (article "
                  "283-2 du CGI, article 196 de la directive 2006/112/CE). N° TVA du preneur : BE0456.789.133.",
        group="\u00a0", iban="FR09 7323 5138 2888 9347 7761 370", bic="CMCIFRPP", customer_no="CLI-0921",
        extra={"project": "27-0412 Extension entrepôt Gand", "manager": "Claire Vasseur",
               "terms": "30 jours date de facture"}),
    # 02 — Everwin in Dutch, a Gent engineering office: hours at Belgian VAT 21 % (V21, 613000)
    Invoice(
        "02-nl-studiebureau", "nl", "everwin",
        Supplier("Studiebureau Leiedal BV", "Kortrijksesteenweg 312", "9830", "Sint-Martens-Latem", "BE",
                 "BE0710.942.494", "09 282 64 10", "boekhouding@leiedal-studie.be", "RPR Gent"),
        "2027-F-0389", date(2027, 10, 8), date(2027, 11, 7), "45776007", "45776007", D(21),
        [Line(None, "Stabiliteitsstudie mezzanine magazijn hal 3, berekeningsnota en plannen", D("22.75"),
              D("95.00"), unit="u", detail=("Project 27-118 · fase ontwerp",)),
         Line(None, "Werfopvolging en werfverslagen", D("9.5"), D("95.00"), unit="u",
              detail=("Project 27-118 · fase uitvoering",)),
         Line(None, "Tekenwerk CAD", D(14), D("68.00"), unit="u", discount=D(10)),
         Line(None, "Verplaatsingskosten", D(6), D("32.00"), unit="rit")],
        "613000", "V21",
        group=".", iban="BE91 7357 2642 2476", bic="KREDBEBB", payment_ref=ogm(2703890007), customer_no="K0457",
        extra={"project": "27-118 Mezzanine hal 3", "manager": "ir. Pieter Declercq",
               "terms": "30 dagen na factuurdatum"}),
    # 03 — Qualiac, a Lyon industrial-supplies distributor: intra-EU goods (ICG), an invoice discount
    Invoice(
        "03-fr-fournitures", "fr", "qualiac",
        Supplier("Rhône Fournitures Industrielles SA", "14 avenue Lionel Terray", "69330", "Meyzieu", "FR",
                 "FR95490817053", "04 72 45 18 60", "comptabilite.clients@rfi-lyon.fr",
                 "SA au capital de 850 000 € · RCS Lyon 490 817 053"),
        "FA2700781", date(2027, 10, 12), date(2027, 12, 11), "4577.6014", "45776014", D(0),
        [Line("RFI-GAN-0455", "Gants de manutention enduits nitrile, taille 9, lot de 12 paires", D(40), D("18.90"),
              unit="LOT"),
         Line("RFI-CHA-2T", "Chariot porte-palettes manuel 2 000 kg, fourches 1 150 mm", D(3), D("289.00"),
              unit="U"),
         Line("RFI-FIL-23", "Film étirable manuel 23 microns, 450 mm x 300 m, carton de 6 rouleaux", D(25),
              D("41.60"), unit="CAR"),
         Line("RFI-SGL-16", "Feuillard polypropylène 16 mm, bobine de 1 500 m", D(12), D("27.35"), unit="BOB")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Exonération de TVA - livraison intracommunautaire de biens, article 262 ter I du CGI. "
                  "Autoliquidation par l'acquéreur, n° TVA intracommunautaire BE0456.789.133.",
        group=" ", iban="FR93 9349 5930 8693 0289 4932 625", bic="BNPAFRPPLYO", customer_no="411BE0087",
        extra={"ship": "BL 27-048812 du 08/10/2027", "terms": "Virement à 60 jours"}),
    # 04 — Qualiac in English, a Luxembourg steel stockholder: raw materials, intra-EU goods (ICG, 601000)
    Invoice(
        "04-en-steel", "en", "qualiac",
        Supplier("Acier Alzette S.A.", "42, route d'Esch", "L-4360", "Esch-sur-Alzette", "LU", "LU11729178",
                 "+352 55 48 12 1", "receivables@acier-alzette.lu", "RCS Luxembourg B187204"),
        "LU-27-11952", date(2027, 10, 14), date(2027, 11, 13), "PO 45776021", "45776021", D(0),
        [Line("HEA200-S235", "Wide flange beam HEA 200, S235JR, cut to 6 m", D("3.480"), D("1185.00"), unit="t"),
         Line("PL10-S355", "Hot-rolled plate 10 mm, S355J2+N, 2000 x 1000 mm", D("1.250"), D("1240.00"), unit="t"),
         Line("TUB80-3", "Square hollow section 80 x 80 x 3 mm, galvanised, 6 m bars", D(36), D("58.40"), unit="pc")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Transport", D("185.00"))],
        statement="Intra-Community supply of goods exempt from VAT (Art. 43 (1) d) LTVA; Art. 138 Directive "
                  "2006/112/EC). VAT payable by the customer under reverse charge, VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=3, iban="LU83 1155 1646 5442 3805", bic="BCEELULL", customer_no="411BE0143",
        extra={"ship": "DN 27-LU-60331 of 13/10/2027", "terms": "30 days net"}),
    # 05 — Clipper, a Herstal machining subcontractor: machined parts at Belgian VAT 21 % (V21, 604000)
    Invoice(
        "05-fr-usinage", "fr", "clipper",
        Supplier("Mécanique de Précision Mosane SRL", "Rue du Fond des Tawes 11", "4040", "Herstal", "BE",
                 "BE1665.534.441", "04 264 38 90", "admin@mp-mosane.be", "RPM Liège"),
        "FA 27 0652", date(2027, 10, 19), date(2027, 11, 18), "4577-6028", "45776028", D(21),
        [Line("AXE-0458-B", "Axe de galet Ø 40 h7 x 220, acier 42CrMo4 trempé, selon plan 0458 ind. B", D(48),
              D("36.80"), unit="P"),
         Line("BRI-0461-A", "Bride de fixation usinée 5 faces, aluminium 6082", D(120), D("14.25"), unit="P",
              discount=D(5)),
         Line("OUT-FRAIS", "Participation aux frais d'outillage spécifique", D(1), D("320.00"), unit="FF")],
        "604000", "V21",
        group=".", iban="BE20 1437 3369 3856", bic="GEBABEBB", payment_ref=ogm(2706526028), customer_no="C0318",
        extra={"ours": "OF 27-1204", "ship": "BL 27-0977", "terms": "30 jours fin de mois"}),
    # 06 — Clipper in Dutch, a Venlo sheet-metal subcontractor: intra-EU goods (ICG), freight
    Invoice(
        "06-nl-plaatdelen", "nl", "clipper",
        Supplier("Maasland Plaatbewerking B.V.", "Celsiusweg 41", "5928 PR", "Venlo", "NL", "NL088422999B01",
                 "077 382 55 40", "administratie@maasland-plaat.nl", "KvK 12063174"),
        "VF270514", date(2027, 10, 22), date(2027, 11, 21), "TB 4577 6035", "45776035", D(0),
        [Line("MP-KAST-800", "Schakelkastbehuizing 800 x 600 x 300 mm, staal 1,5 mm gepoedercoat RAL 7035, met "
                             "montageplaat", D(16), D("164.50"), unit="st"),
         Line("MP-DEK-600", "Afdekkap 600 mm, RVS 304", D(80), D("12.40"), unit="st"),
         Line("MP-BEUG-L", "L-beugel 120 x 80 x 4 mm, verzinkt", D(350), D("2.15"), unit="st"),
         Line("MP-PLAAT-3", "Lasergesneden vloerplaat 3 mm traanplaat volgens tekening TB-2231", D(6),
              D("218.00"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("95.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL49 INGB 5775 1092 84", bic="INGBNL2A", customer_no="20874",
        extra={"ours": "OF 27-3310", "ship": "PB 27-1889", "terms": "30 dagen netto"}),
    # 07 — Dougs, a Paris freelance translator: services reverse charged (ICS, 613000), a written date
    Invoice(
        "07-fr-traduction", "fr", "dougs",
        Supplier("Camille Roussel Traduction EURL", "8 rue de la Fontaine au Roi", "75011", "Paris", "FR",
                 "FR55891461410", "06 71 28 44 93", "camille@roussel-traduction.fr", "SIREN 891 461 410 - RCS Paris"),
        "F-2027-0047", date(2027, 10, 27), date(2027, 11, 26), "PO-45776042", "45776042", D(0),
        [Line(None, "Traduction néerlandais > français du catalogue produits 2028 (14 200 mots)", D(14200),
              D("0.11"), unit="mot"),
         Line(None, "Relecture et mise en page des fiches techniques", D("6.5"), D("55.00"), unit="h"),
         Line(None, "Glossaire terminologique client", D(1), D("240.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - TVA due par le preneur, article 283-2 du CGI et article 196 de la directive "
                  "2006/112/CE.",
        group="\u202f", iban="FR62 6706 2304 3296 7469 8808 818", bic="QNTOFRP1", customer_no="",
        extra={"date_style": "long"}),
    # 08 — Kiwili in French, a Brussels sign maker: printed signage at Belgian VAT 21 % (V21, 614000)
    Invoice(
        "08-fr-signaletique", "fr", "kiwili",
        Supplier("Atelier Signal Bruxelles SRL", "Chaussée de Mons 612", "1070", "Anderlecht", "BE", "BE0902.537.290",
                 "02 520 87 14", "info@atelier-signal.be", "RPM Bruxelles"),
        "00318", date(2027, 11, 3), date(2027, 11, 17), "#45776049", "45776049", D(21),
        [Line(None, "Enseigne façade en Dibond 3 mm, impression UV, 400 x 80 cm, avec fixations", D(1),
              D("685.00"), unit=""),
         Line(None, "Autocollants signalétique quais de chargement, vinyle laminé, 60 x 40 cm", D(24),
              D("18.50"), unit="", discount=D(10)),
         Line(None, "Pose sur site à Gand", D("3.5"), D("58.00"), unit="h")],
        "614000", "V21",
        group=".", iban="BE83 0011 4539 6915", bic="GEBABEBB", payment_ref=ogm(318045776), customer_no="",
        extra={"date_fmt": "%d/%m/%Y"}),
    # 09 — Kiwili in English, an Antwerp technical bookseller: books at the Belgian 6 % (V06), no PO printed
    Invoice(
        "09-en-books", "en", "kiwili",
        Supplier("Scheldeboek Technical Books BV", "Lange Nieuwstraat 87", "2000", "Antwerpen", "BE",
                 "BE0646.531.130", "03 231 90 58", "orders@scheldeboek.be", "RPR Antwerpen"),
        "INV-2027-1164", date(2027, 11, 10), date(2027, 12, 10), None, "45776056", D(6),
        [Line(None, "Warehouse Management Handbook, 4th edition (hardcover)", D(6), D("74.95"), unit=""),
         Line(None, "Eurocode 3: Design of Steel Structures - practical guide with worked examples", D(4),
              D("118.00"), unit=""),
         Line(None, "Forklift Safety Training Manual (set of 10)", D(2), D("145.00"), unit="")],
        "604000", "V06",
        dec=".", group=",", iban="BE28 1439 6876 0020", bic="GEBABEBB", payment_ref=ogm(2711640056),
        customer_no="", extra={"date_fmt": "%b %d, %Y"}),
    # 10 — SoftENGINE, a Nuremberg electrical wholesaler: intra-EU goods (ICG), line discounts, Rabatt
    Invoice(
        "10-de-elektro", "de", "softengine",
        Supplier("Franken Elektrogroßhandel GmbH", "Sigmundstraße 190", "90431", "Nürnberg", "DE", "DE472279921",
                 "0911 31 44 80-0", "buchhaltung@franken-elektro.de", "Amtsgericht Nürnberg HRB 33718"),
        "RG-2711284", date(2027, 11, 16), date(2027, 12, 16), "4577 6063", "45776063", D(0),
        [Line("LED-PAN-6060", "LED-Panel 62 x 62 cm, 36 W, 4000 K, flimmerfrei, UGR < 19", D(60), D("42.80"),
              unit="Stk", discount=D(12)),
         Line("HB-150W-IP65", "LED-Hallenstrahler 150 W, IP65, Abstrahlwinkel 90°", D(18), D("136.00"), unit="Stk",
              discount=D(12)),
         Line("NYM-3X1.5-100", "Mantelleitung NYM-J 3 x 1,5 mm², Ring 100 m", D(12), D("64.90"), unit="Ring"),
         Line("ABZ-DOSE-AP", "Abzweigdose Aufputz IP54, 8 Einführungen", D(150), D("1.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("58.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE42 9122 3076 4068 5472 27", bic="HYVEDEMM460", customer_no="D 40917",
        extra={"ours": "AU-2710935", "ship": "LS-2711077", "terms": "30 Tage netto", "contact": "Hr. Wörlein"}),
    # 11 — SoftENGINE, a Linz machine service: technician hours, services reverse charged (ICS, 611000)
    Invoice(
        "11-de-wartung", "de", "softengine",
        Supplier("Donau Fördertechnik Service GmbH", "Industriezeile 56", "4020", "Linz", "AT", "ATU71043248",
                 "+43 732 77 59 20", "rechnung@donau-foerdertechnik.at", "FN 482113 k, Landesgericht Linz"),
        "2027/10588", date(2027, 11, 24), date(2027, 12, 8), "PO/4577/6070", "45776070", D(0),
        [Line("SRV-TECH", "Technikerstunden Wartung Rollenförderer Halle 2 (24.-25.11.2027)", D("15.5"),
              D("96.00"), unit="Std"),
         Line("SRV-REISE", "Reisezeit Techniker", D(12), D("72.00"), unit="Std"),
         Line("ET-ANTR-055", "Trommelmotor 0,55 kW inkl. Einbau", D(2), D("1284.00"), unit="Stk"),
         Line("SRV-KM", "Kilometergeld", D(1840), D("0.48"), unit="km")],
        "611000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge, Art. 196 MwSt-RL 2006/112/EG). "
                  "UID des Leistungsempfängers: BE0456.789.133.",
        dec=".", group="'", iban="AT20 3948 3737 9434 1132", bic="RZOOAT2L", customer_no="D 10388",
        extra={"ours": "SA-27-0712", "ship": "Servicebericht 27-2291", "terms": "14 Tage netto",
               "contact": "Fr. Haslinger"}),
    # 12 — Contasol in English, a Castellón tile maker: intra-EU goods (ICG), Spanish number format
    Invoice(
        "12-en-tiles", "en", "contasol",
        Supplier("Cerámicas Mijares S.L.", "Carretera CV-20, km 2,5", "12200", "Onda (Castellón)", "ES",
                 "ESB57847287", "+34 964 60 27 15", "export@ceramicas-mijares.es",
                 "Reg. Merc. Castellón, Tomo 1732, Folio 88, Hoja CS-40211"),
        "A/2027/000936", date(2027, 12, 1), date(2027, 12, 31), "4577-6077", "45776077", D(0),
        [Line("GRS-6060-GR", "Porcelain floor tile 60 x 60 cm, grey, R10 anti-slip, rectified", D("412.80"),
              D("14.60"), unit="m2"),
         Line("GRS-3060-WH", "Wall tile 30 x 60 cm, white matt", D("186.30"), D("11.20"), unit="m2"),
         Line("ROD-7-GR", "Skirting 7 x 60 cm, grey", D(240), D("2.35"), unit="pc"),
         Line("PAL-EUR", "Euro pallet (returnable deposit)", D(9), D("12.00"), unit="pc")],
        "604000", "ICG", reverse_charge=True,
        statement="Exempt intra-Community supply of goods, article 25 Ley 37/1992 del IVA. Reverse charge: VAT to be "
                  "accounted for by the customer, VAT no. BE0456.789.133.",
        qty_places=2, iban="ES37 6138 5485 1027 6182 0251", bic="CAGLESMMXXX", customer_no="430.00.1187",
        extra={"terms": "Bank transfer, 30 days"}),
]
