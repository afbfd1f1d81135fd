"""The twelve invoices of the eleventh blind corpus (issue 38, item 11), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the ten earlier blind corpora
print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Exact Globe, Informer, Sage 50 (France),
Holded, a German craftsman's Handwerker program, a Microsoft Word business letter and Infor (an ERP's output
form), plus Acumatica. PO numbers are the ERP's 4577xxxx; each invoice prints them in the supplier's own form (one
prints none). VAT numbers and IBANs carry valid check digits (invoice_env/world/identifiers.py's generators, seed
20270801)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Exact Globe, a Tilburg fastener wholesaler: intra-EU goods (ICG), line discounts, freight, 2.500 pieces
    Invoice(
        "01-nl-bevestiging", "nl", "exactglobe",
        Supplier("Bevestigingstechniek Brabant B.V.", "Kraaivenstraat 19", "5048 AB", "Tilburg", "NL",
                 "NL920234288B03", "013 463 20 70", "debiteuren@bt-brabant.nl", "KvK 18064512"),
        "27100845", date(2027, 7, 1), date(2027, 7, 31), "4577-0401", "45770401", D(0),
        [Line("ZSB-6x60", "Zeskantbout DIN 933 M6 x 60 mm, 8.8 verzinkt", D(2500), D("0.09"), unit="st"),
         Line("ZMR-M6", "Zeskantmoer DIN 934 M6, klasse 8, verzinkt", D(2500), D("0.03"), unit="st"),
         Line("SLA-10x80", "Slagplug nylon 10 x 80 mm met verzonken schroef, doos 50 stuks", D(40), D("11.90"),
              unit="ds", discount=D(15)),
         Line("KEG-8-100", "Keilbout verzinkt M8 x 100 mm voor beton, met sluitring en moer, doos 25 stuks", D(24),
              D("18.40"), unit="ds", discount=D(15)),
         Line("DRS-4x40", "Spaanplaatschroef torx 4,0 x 40 mm, verzinkt, deeldraad, emmer 1000 stuks", D(18),
              D("22.75"), unit="emm"),
         Line("SRV-ASS", "Assortimentskoffer RVS A2 bouten, moeren en ringen M4-M10, 1.150 delen", D(6),
              D("64.00"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("42.50"))],
        statement="Intracommunautaire levering, btw verlegd (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL96 ABNA 5977 6959 03", bic="ABNANL2A", customer_no="24038",
        extra={"terms": "30 dagen netto", "delivery": "Pakbon 27050912 d.d. 29-06-2027", "rep": "H. Verhoeven",
               "vatcode": "4"}),
    # 02 — Exact Globe at a Roeselare electrical wholesaler, Belgian VAT 21 % (V21), an order discount of 2,5 %
    Invoice(
        "02-nl-elektro", "nl", "exactglobe",
        Supplier("Elektrogroothandel Vandaele NV", "Kachtemsestraat 240", "8800", "Roeselare", "BE",
                 "BE0500.639.170", "051 26 84 00", "boekhouding@vandaele-elektro.be", "RPR Gent, afdeling Kortrijk"),
        "2701088", date(2027, 7, 2), date(2027, 8, 1), "PO 45770408", "45770408", D(21),
        [Line("LED-PNL-6060", "LED-paneel 60 x 60 cm, 36 W, 4000 K, UGR<19, inbouw systeemplafond", D(48),
              D("38.90"), unit="st"),
         Line("KAB-XVB-3G25", "Kabel XVB-F2 3G2,5 mm², haspel 100 m", D(8), D("142.00"), unit="hsp"),
         Line("SCH-ZEKA-4P", "Differentieelschakelaar 4P 40 A 300 mA type A", D(6), D("96.50"), unit="st"),
         Line("DOZ-IP65", "Aftakdoos IP65 100 x 100 x 50 mm met wartels", D(60), D("3.85"), unit="st"),
         Line(None, "Levering op werf per bestelwagen, Industrieweg Gent", D(1), D("45.00"), unit="forfait")],
        "604000", "V21", adjustments=[("Orderkorting 2,5 %", D("2.5"))],
        iban="BE84 0017 5837 3459", bic="GEBABEBB", payment_ref=ogm(2701088408), customer_no="400217",
        extra={"terms": "30 dagen factuurdatum", "delivery": "Leverbon 2705561 d.d. 30-06-2027", "rep": "Kantoor",
               "vatcode": "2"}),
    # 03 — Informer, a Lochristi plant nursery: plants for the new offices at the reduced Belgian rate (V06)
    Invoice(
        "03-nl-planten", "nl", "informer",
        Supplier("Kwekerij De Moerbei", "Antwerpsesteenweg 377", "9080", "Lochristi", "BE", "BE1312.559.953",
                 "09 355 71 28", "info@kwekerijdemoerbei.be", "RPR Gent"),
        "2027-0143", date(2027, 7, 5), date(2027, 7, 19), "bestelbon 4577 0415", "45770415", D(6),
        [Line(None, "Ficus lyrata, hoogte 160 cm, in keramiek pot antraciet Ø 40 cm", D(6), D("118.00"),
              detail=("Voor de vergaderzalen 1.02 en 1.03",)),
         Line(None, "Sansevieria zeylanica in zinken bak 80 x 20 cm", D(14), D("46.50"),
              detail=("Vensterbanken kantoorvleugel eerste verdieping",)),
         Line(None, "Zamioculcas zamiifolia, hoogte 70 cm, hydrocultuur", D(10), D("39.90")),
         Line(None, "Bloemstuk seizoen voor de onthaalbalie, wekelijks vers, juli 2027", D(4), D("55.00"),
              detail=("Levering elke maandag vóór 9 uur",))],
        "604000", "V06", adjustments=[("Leveringskosten", D("35.00"))],
        iban="BE79 1435 2612 1233", bic="GEBABEBB", payment_ref=ogm(2701430415), customer_no="K-1187",
        extra={"terms": "14 dagen"}),
    # 04 — Sage 50 (gestion commerciale), a Roubaix hardware distributor: intra-EU goods (ICG), no PO printed
    Invoice(
        "04-fr-quincaillerie", "fr", "sage50",
        Supplier("Quincaillerie Industrielle du Nord SARL", "86 boulevard de Fourmies", "59100", "Roubaix", "FR",
                 "FR55868984667", "03 20 66 41 95", "comptabilite@qin-roubaix.fr", "SIRET 868 984 667 00018"),
        "FA00731", date(2027, 7, 6), date(2027, 8, 5), None, "45770422", D(0),
        [Line("CHA-INOX-90", "Charnière inox 90 x 90 mm, 2 roulements, la paire", D(120), D("6.45"), unit="Pr",
              discount=D(8)),
         Line("SER-CYL-3030", "Cylindre européen 30/30 mm, 5 clés, s'entrouvrant", D(36), D("17.80"), unit="U",
              discount=D(8)),
         Line("FGP-1000", "Ferme-porte à bras compas, force 2 à 5, argent", D(18), D("58.20"), unit="U"),
         Line("POI-BEQ-INOX", "Ensemble béquille double inox sur rosaces, carré 7 mm", D(40), D("24.60"), unit="U"),
         Line("BUT-SOL-45", "Butée de porte au sol demi-lune, caoutchouc noir", D(150), D("2.35"), unit="U")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("68.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. TVA due par "
                  "l'acquéreur (autoliquidation). N° TVA intracommunautaire du client : BE0456.789.133.",
        group=" ", iban="FR60 9838 0755 4974 6583 8199 635", bic="CMCIFR2A", customer_no="411TECHNI",
        extra={"bl": "BL00688 du 02/07/2027", "mode": "Virement 30 jours date de facture", "rep": "M. Lefebvre"}),
    # 05 — Sage 50 at a Charleroi painting contractor: works on the Gent warehouse, Belgian reverse charge (VRC)
    Invoice(
        "05-fr-peinture", "fr", "sage50",
        Supplier("Peintures & Revêtements Sambre SRL", "Rue de la Providence 141", "6030", "Marchienne-au-Pont",
                 "BE", "BE1128.278.462", "071 45 90 33", "compta@prs-sambre.be", "RPM Hainaut, division Charleroi"),
        "F-2027-0219", date(2027, 7, 7), date(2027, 8, 6), "BC 4577-0429", "45770429", D(0),
        [Line("PR-SOL-EPX", "Peinture de sol époxy bicomposant, gris RAL 7035, zone de stockage hall A, "
              "deux couches après ponçage", D(640), D("14.20"), unit="m²"),
         Line("PR-MAR-JNE", "Marquage au sol des allées de circulation, bande jaune 100 mm", D(380), D("3.90"),
              unit="m"),
         Line(None, "Ponçage et dépoussiérage préalables du béton", D(640), D("2.80"), unit="m²"),
         Line(None, "Main-d'œuvre supplémentaire pour travail de nuit (week-end du 26-27/06)", D(16), D("48.00"),
              unit="h")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - Cocontractant : TVA à acquitter par le cocontractant, article 20 de "
                  "l'arrêté royal n° 1 relatif aux mesures tendant à assurer le paiement de la TVA. Client "
                  "assujetti déposant des déclarations périodiques, N° TVA BE0456.789.133.",
        iban="BE09 1430 0456 4357", bic="GEBABEBB", payment_ref=ogm(2702190429), customer_no="CL0098",
        extra={"bl": "Chantier Technibouw Gent, du 22/06/2027 au 30/06/2027", "mode": "Virement 30 jours",
               "rep": "D. Mathieu"}),
    # 06 — Holded in French, a Luxembourg conference organiser: admission to a seminar in Luxembourg, LU VAT 17 %
    Invoice(
        "06-fr-congres", "fr", "holded",
        Supplier("Forum Logistique Grande Région S.à r.l.", "4, rue Léon Laval", "L-3372", "Leudelange", "LU",
                 "LU49068023", "+352 26 37 48 1", "inscriptions@forum-logistique.lu", "RCS Luxembourg B214803"),
        "F270042", date(2027, 7, 8), date(2027, 7, 22), "Commande 4577/0436", "45770436", D(17),
        [Line(None, "Inscription Forum Logistique & Entreposage 2027, 15-16 septembre 2027, Luxembourg-Kirchberg, "
              "pass deux jours", D(4), D("590.00"),
              detail=("Participants : S. Claeys, M. Van Damme, P. Dubois, K. Peeters",)),
         Line(None, "Atelier pratique « Sécurité des rayonnages » (16/09/2027, après-midi)", D(2), D("185.00")),
         Line(None, "Dîner de gala du 15/09/2027", D(4), D("95.00"))],
        "613000", "ICS",
        statement="Prestation d'accès à une manifestation à caractère éducatif se déroulant au Luxembourg "
                  "(art. 53 de la directive 2006/112/CE) : TVA luxembourgeoise 17 % applicable.",
        iban="LU53 2056 8944 2426 7662", bic="BILLLULL", customer_no="",
        extra={"terms": "14 jours"}),
    # 07 — a German Handwerker program, an Aachen door installer: works in Gent, reverse charged (ICS), Nachlass
    Invoice(
        "07-de-tore", "de", "handwerk",
        Supplier("Torbau Schreinemakers GmbH", "Debyestraße 40", "52078", "Aachen", "DE", "DE193066419",
                 "0241 51 83 60", "rechnung@torbau-schreinemakers.de", "Amtsgericht Aachen HRB 22175"),
        "RE-27-0347", date(2027, 7, 9), date(2027, 7, 23), "4577 0443", "45770443", D(0),
        [Line("ST-4050", "Sectionaltor 4,00 x 5,00 m, Stahl, RAL 9006, mit Elektroantrieb und Funkhandsender",
              D(2), D("3840.00"), unit="Stk",
              detail=("Lieferung und Montage in die vorhandene Öffnung, Halle B",)),
         Line("RA-LS-1", "Anfahrschutz-Rammbügel feuerverzinkt, 1000 mm, mit Dübelsatz", D(4), D("186.00"), unit="Stk"),
         Line(None, "Montage Sectionaltore, 2 Monteure", D(22), D("64.00"), unit="Std",
              detail=("Montagetage 05.07. und 06.07.2027",)),
         Line(None, "Demontage und Entsorgung der alten Rolltore", D(2), D("245.00"), unit="psch"),
         Line(None, "Anfahrtspauschale Aachen - Gent und zurück", D(2), D("120.00"), unit="psch")],
        "611000", "ICS", reverse_charge=True, adjustments=[("Nachlass 3 %", D(3))],
        statement="Steuerschuldnerschaft des Leistungsempfängers: Die Leistung (Arbeiten an einem Grundstück in "
                  "Belgien) ist im Inland nicht steuerbar; die Umsatzsteuer schuldet der Leistungsempfänger "
                  "(Reverse Charge). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE86 1392 1656 4694 3764 60", bic="AACSDE33", customer_no="10462",
        extra={"site": "Technibouw Distributie NV, Halle B, Industrieweg 14, 9000 Gent",
               "period": "05.07.2027 - 06.07.2027"}),
    # 08 — a Microsoft Word business letter in German, a Wasserbillig safety supplier: intra-EU goods (ICG)
    Invoice(
        "08-de-arbeitsschutz", "de", "wordletter",
        Supplier("Sécher Aarbecht S.à r.l.", "12, route de Trèves", "L-6633", "Wasserbillig", "LU", "LU41119717",
                 "+352 74 06 19", "buero@secher-aarbecht.lu", "RCS Luxembourg B98412"),
        "27-019", date(2027, 7, 12), date(2027, 8, 11), "Bestellung Nr. 4577 0450 vom 21.06.2027", "45770450",
        D(0),
        [Line("4711", "Sicherheitsschuh S3 halbhoch, Gr. 39-47 sortiert", D(30), D("64.90"), unit="Paar"),
         Line("5230", "Warnschutzweste EN ISO 20471 Klasse 2, gelb, mit Firmenaufdruck Rücken", D(60), D("8.75"),
              unit="Stk"),
         Line("6105", "Schutzhandschuh Nitril-beschichtet, Gr. 9 und 10, Packung 12 Paar", D(25), D("27.40"),
              unit="Pack"),
         Line("7002", "Gehörschutz-Kapsel SNR 30 dB", D(20), D("19.80"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("24.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 (1) d) LTVA, Art. 138 MwStSystRL); "
                  "die Steuer schuldet der Empfänger. USt-IdNr. des Empfängers: BE0456.789.133.",
        iban="LU07 9600 2694 7838 5412", bic="BCEELULL",
        extra={"sign": "Marc Weber"}),
    # 09 — Infor (ERP output form) in German, a Bielefeld storage-equipment maker: ICG, eight lines, no freight
    Invoice(
        "09-de-lagertechnik", "de", "infor",
        Supplier("Lager- und Betriebseinrichtungen Ostwestfalen GmbH", "Eckendorfer Straße 115", "33609", "Bielefeld",
                 "DE", "DE244240590", "0521 329 48 0", "debitoren@lbo-bielefeld.de", "Amtsgericht Bielefeld HRB 40512"),
        "SI27-004861", date(2027, 7, 13), date(2027, 8, 12), "4577-0457", "45770457", D(0),
        [Line("LK-600400-220", "Sichtlagerkasten PP Gr. 3, 350 x 200 x 150 mm, blau", D(240), D("3.85"), unit="ST",
              detail=("Lieferschein 7310442 vom 09.07.2027",)),
         Line("LK-600500-220", "Sichtlagerkasten PP Gr. 4, 230 x 140 x 130 mm, blau", D(1200), D("1.62"), unit="ST",
              discount=D(5)),
         Line("LR-45-30", "Lochrasterplatte 1000 x 450 mm, verzinkt, für Wandmontage", D(30), D("28.90"), unit="ST"),
         Line("FR-RW-2000", "Fachbodenregal Grundfeld 2000 x 1000 x 500 mm, 5 Fachböden, Tragkraft 150 kg je Boden",
              D(12), D("214.00"), unit="ST", detail=("Lieferschein 7310447 vom 10.07.2027",)),
         Line("FR-AF-2000", "Fachbodenregal Anbaufeld 2000 x 1000 x 500 mm, 5 Fachböden", D(20), D("168.00"),
              unit="ST", discount=D(5)),
         Line("WW-1500", "Werkbank mit Buchenholz-Multiplexplatte 1500 x 750 mm, Unterbau mit Schubladenblock",
              D(4), D("689.00"), unit="ST"),
         Line("TR-KL-3", "Transportkasten Euronorm 600 x 400 x 320 mm, grau, stapelbar", D(80), D("12.40"), unit="ST"),
         Line("BS-100", "Beschriftungsschilder für Lagerkästen, Bogen mit 100 Etiketten", D(25), D("6.90"), unit="BG")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Ihre USt-IdNr.: BE0456.789.133.",
        iban="DE45 6456 5790 3783 4521 15", bic="SPBIDE3BXXX", customer_no="D-208114",
        extra={"order": "SO-27-018233", "terms": "30 Tage netto", "incoterm": "DAP Gent",
               "contact": "Innendienst, Herr Brinkmann"}),
    # 10 — Infor (ERP output form) in English, an Antwerp industrial hose supplier: Belgian VAT 21 % (V21)
    Invoice(
        "10-en-hoses", "en", "infor",
        Supplier("Scheldt Industrial Hoses NV", "Noorderlaan 133", "2030", "Antwerpen", "BE", "BE1586.177.157",
                 "03 541 27 60", "invoicing@scheldt-hoses.be", "RPR Antwerpen"),
        "SI27-011378", date(2027, 7, 14), date(2027, 8, 13), "4577/0464", "45770464", D(21),
        [Line("HS-AIR-19", "Compressed-air hose PVC/NBR 19 mm, 20 bar, by the metre", D(150), D("4.20"), unit="M",
              discount=D(10)),
         Line("HS-WAT-25", "Water suction and delivery hose 25 mm, spiral reinforced", D(100), D("5.65"), unit="M",
              discount=D(10)),
         Line("CP-GK-34", "Claw coupling brass 3/4\" male thread, with sealing ring", D(40), D("4.95"), unit="PC"),
         Line("HR-AUTO-15", "Automatic hose reel 15 m with 10 mm air hose, wall bracket", D(6), D("189.00"), unit="PC",
              detail=("Delivery note 27-DN-08815 of 12.07.2027",))],
        "604000", "V21",
        dec=".", group=",", iban="BE89 9798 0028 7185", bic="ARSPBE22", payment_ref=ogm(1137845464),
        customer_no="C-10577",
        extra={"order": "SO-27-4419", "terms": "30 days net", "incoterm": "DAP Gent", "contact": "Ms. Aerts"}),
    # 11 — Acumatica, a Utrecht warehouse-software firm: services reverse charged (ICS), numbered inventory IDs
    Invoice(
        "11-en-wms", "en", "acumatica",
        Supplier("Stockpilot Software B.V.", "Europalaan 100", "3526 KS", "Utrecht", "NL", "NL619999342B02",
                 "+31 30 799 41 20", "finance@stockpilot.nl", "KvK 80451776"),
        "AR027193", date(2027, 7, 15), date(2027, 8, 14), "TB PO 45770471", "45770471", D(0),
        [Line("WMS-SUB-PRO", "Stockpilot WMS Professional subscription, Q3 2027 (1 July - 30 September)", D(3),
              D("1450.00"), unit="MONTH"),
         Line("WMS-USR", "Additional named users, Q3 2027", D(36), D("29.00"), unit="USER"),
         Line("SRV-CONS", "Consultancy: barcode label layouts and scanner configuration (remote)", D(14),
              D("115.00"), unit="HOUR")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse-charged: the service is taxable where the customer is established (Article 44 and "
                  "196, Directive 2006/112/EC). Customer VAT ID BE0456.789.133.",
        dec=".", group=",", iban="NL31 TRIO 8938 9764 74", bic="TRIONL2U", customer_no="C000417",
        extra={"terms": "30D", "branch": "STOCKPILOT NL"}),
    # 12 — Holded in English, a Leuven safety-training company: forklift training at the buyer's site, 21 % (V21)
    Invoice(
        "12-en-training", "en", "holded",
        Supplier("SafeLift Academy BV", "Interleuvenlaan 62", "3001", "Leuven", "BE", "BE0702.590.596",
                 "016 39 48 72", "billing@safelift-academy.be", "RPR Leuven"),
        "2027/INV/0318", date(2027, 7, 16), date(2027, 8, 15), "4577.0478", "45770478", D(21),
        [Line(None, "Forklift operator training (counterbalance and reach truck), 2 days on site in Gent, group of "
              "up to 8 trainees", D(2), D("1680.00"),
              detail=("Sessions 30.06.2027 and 01.07.2027; 8 trainees, certificates included",)),
         Line(None, "Refresher course for experienced operators, half day", D(3), D("540.00"), discount=D(10),
              detail=("Sessions 02.07.2027 (morning and afternoon) and 05.07.2027",))],
        "613000", "V21",
        dec=".", group=",", iban="BE74 1433 1479 4407", bic="GEBABEBB", payment_ref=ogm(2703180478),
        customer_no="",
        extra={"terms": "30 days"}),
]
