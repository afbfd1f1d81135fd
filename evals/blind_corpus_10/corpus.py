"""The twelve invoices of the tenth blind corpus (issue 38, item 10), written before the reader was next judged, by
a helper that had not read the reader. Twelve suppliers neither the project nor the nine earlier blind corpora
print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of mainstream invoicing software other than the earlier corpora's: Visma eAccounting, Zervant, Cegid,
Collmex, SAP S/4HANA, Invoice Ninja and a Google Docs invoice template. PO numbers are the ERP's 4577xxxx; each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20270701)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Visma eAccounting, a Zwolle packaging wholesaler: intra-EU goods (ICG), a line discount, freight
    Invoice(
        "01-nl-verpakking", "nl", "visma",
        Supplier("Verpakkingen Oosterhof B.V.", "Marsweg 41", "8013 PE", "Zwolle", "NL", "NL704318532B02",
                 "038 421 66 30", "facturen@oosterhof-verpakkingen.nl", "KvK 71804425"),
        "10234", date(2027, 6, 1), date(2027, 7, 1), "Inkooporder 4577-0301", "45770301", D(0),
        [Line("SF-23-450", "Stretchfolie handwikkel 23 my, 450 mm x 300 m, transparant", D(96), D("9.85"), unit="rol"),
         Line("DK-F201-40", "Amerikaanse vouwdoos dubbele golf, 400 x 300 x 300 mm, bruin", D(1500), D("0.92"),
              unit="st", discount=D(8)),
         Line("TP-PP-50", "Verpakkingstape PP acryl 50 mm x 66 m, bruin, geluidsarm", D(216), D("1.45"), unit="rol"),
         Line("LK-400-500", "Luchtkussenfolie op rol voor opvulling, 400 mm x 500 m, geperforeerd om de 200 mm",
              D(12), D("38.60"), unit="rol"),
         Line("ET-PAL-A5", "Palletlabels A5 'Niet stapelen', rol van 500", D(6), D("24.90"), unit="rol")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("65.00"))],
        statement="Intracommunautaire levering: 0% btw, btw verlegd naar de afnemer (art. 138 Btw-richtlijn "
                  "2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL40 SNSB 3007 2928 63", bic="SNSBNL2A", customer_no="20417",
        extra={"ourref": "M. de Boer", "terms": "30 dagen netto"}),
    # 02 — Visma eAccounting at a Flemish sanitary wholesaler, Belgian VAT 21 % (V21), an invoice discount
    Invoice(
        "02-nl-sanitair", "nl", "visma",
        Supplier("Sanitair Van Hecke BV", "Erembodegemstraat 118", "9300", "Aalst", "BE", "BE0960.351.864",
                 "053 77 42 19", "facturatie@vanhecke-sanitair.be", "RPR Gent, afdeling Dendermonde"),
        "F27/0417", date(2027, 6, 2), date(2027, 7, 2), "PO45770308", "45770308", D(21),
        [Line("VH-KR-3620", "Wastafelmengkraan eengreeps, verchroomd, met klikwaste", D(14), D("68.40"), unit="st"),
         Line("VH-SP-120", "Spiegelkast 120 cm met LED-verlichting en stopcontact", D(6), D("214.00"), unit="st",
              discount=D(10)),
         Line("VH-WC-HNG", "Hangtoilet randloos met softclose-zitting en inbouwreservoir, compleet met "
              "bedieningsplaat wit", D(6), D("389.00"), unit="st"),
         Line("VH-SIF-32", "Sifon kunststof 5/4\" x 32 mm", D(14), D("7.95"), unit="st"),
         Line(None, "Levering en lossen op werf Gent met kraanwagen", D(1), D("95.00"), unit="forfait")],
        "604000", "V21", adjustments=[("Factuurkorting 3 %", D(3))],
        iban="BE82 0685 0682 9168", bic="GKCCBEBB", payment_ref=ogm(2704170308), customer_no="C-0883",
        extra={"ourref": "Kristof Van Hecke", "terms": "30 dagen na factuurdatum"}),
    # 03 — Zervant in Dutch, a Mechelen fruit-at-work service: food at the reduced Belgian rate (V06), delivery
    Invoice(
        "03-nl-fruit", "nl", "zervant",
        Supplier("Vers op het Werk BV", "Zemstbaan 87", "2800", "Mechelen", "BE", "BE1248.930.131",
                 "015 63 28 40", "hallo@versophetwerk.be", "RPR Antwerpen, afdeling Mechelen"),
        "164", date(2027, 6, 3), date(2027, 6, 17), "bestelling 4577.0315", "45770315", D(6),
        [Line("FM-XL", "Fruitmand XL, ca. 60 stuks seizoensfruit", D(8), D("42.50"), unit="mand",
              detail=("Levering op maandag en donderdag, week 23 t/m 26",)),
         Line("SOEP-5L", "Verse groentesoep van de dag, emmer 5 liter", D(12), D("18.90"), unit="emmer",
              detail=("Drie emmers per week, levering op dinsdag",)),
         Line("SAP-APP-1L", "Appelsap koud geperst, fles 1 liter", D(48), D("3.20"), unit="fles"),
         Line(None, "Notenmix ongezouten, zak 1 kg", D(6), D("16.40"), unit="zak")],
        "604000", "V06", adjustments=[("Bezorgkosten", D("30.00"))],
        iban="BE67 3101 2652 6987", bic="BBRUBEBB", payment_ref=ogm(2701640315), customer_no="TEC-01",
        extra={"terms": "14 dagen"}),
    # 04 — Cegid, a Saint-Étienne tool maker: intra-EU goods (ICG), delivery-note rows, P.U. brut and net, carriage
    Invoice(
        "04-fr-outillage", "fr", "cegid",
        Supplier("Outillage Forézien SAS", "12 rue des Aciéries", "42000", "Saint-Étienne", "FR", "FR52851197194",
                 "04 77 49 18 60", "compta@outillage-forezien.fr", "SIRET 851 197 194 00027"),
        "FAC2700518", date(2027, 6, 7), date(2027, 7, 7), "4577/0322 du 17/05/2027", "45770322", D(0),
        [Line("OF-CL-1319", "Clé mixte à cliquet 13 mm, chrome-vanadium", D(40), D("11.60"), discount=D(10)),
         Line("OF-JCL-08", "Jeu de clés mixtes 8 à 19 mm, 12 pièces, trousse textile", D(15), D("64.50"),
              discount=D(10)),
         Line("OF-TRN-PH2", "Tournevis cruciforme PH2 x 100 mm, manche bi-matière", D(60), D("4.85")),
         Line("OF-PNC-180", "Pince universelle 180 mm, isolée 1000 V, conforme EN 60900", D(36), D("17.20")),
         Line("OF-SERV-7T", "Servante d'atelier 7 tiroirs sur roulettes, plateau bois, tiroirs sur glissières à "
              "billes, avec serrure centralisée", D(3), D("689.00")),
         Line("OF-MET-5", "Mètre ruban 5 m x 25 mm, boîtier antichoc", D(50), D("6.90")),
         Line("OF-NIV-60", "Niveau à bulle aluminium 60 cm, 3 fioles", D(24), D("14.75"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Port et emballage", D("85.00"))],
        statement="Exonération de TVA - livraison intracommunautaire, article 262 ter I du CGI. Autoliquidation "
                  "par le preneur (art. 138 de la directive 2006/112/CE). N° TVA du client : BE0456.789.133.",
        group=" ", iban="FR45 7616 9461 6396 5209 8393 788", bic="CCBPFRPPLYO", customer_no="CTECHNI",
        extra={"rep": "J. Perrin", "mode": "Virement à 30 jours",
               "bl": {0: "BL n° BL2706-0142 du 01/06/2027", 4: "BL n° BL2706-0187 du 04/06/2027"}}),
    # 05 — Cegid at a Namur hygiene supplier, Belgian VAT 21 % (V21), one line discount, no charges
    Invoice(
        "05-fr-entretien", "fr", "cegid",
        Supplier("Hygiène Mosane SRL", "Chaussée de Louvain 512", "5020", "Namur", "BE", "BE1221.927.014",
                 "081 22 74 63", "facturation@hygiene-mosane.be", "RPM Liège, division Namur"),
        "FV/2027/00312", date(2027, 6, 8), date(2027, 7, 8), "BC-4577-0329", "45770329", D(21),
        [Line("HM-DEG-10", "Dégraissant industriel concentré, bidon 10 l", D(12), D("34.80")),
         Line("HM-PAP-MAX", "Bobine d'essuyage industrielle 2 plis, 1000 formats, colis de 2", D(40), D("27.60"),
              discount=D(5)),
         Line("HM-SAV-5", "Savon mains d'atelier aux microbilles, bidon 5 l", D(16), D("22.40")),
         Line("HM-SAC-120", "Sacs poubelle 120 l renforcés, noirs, rouleau de 25", D(60), D("6.15")),
         Line(None, "Distributeur de papier mural en inox, pose comprise", D(4), D("96.00"))],
        "601000", "V21",
        iban="BE83 9791 6162 2415", bic="ARSPBE22", payment_ref=ogm(2703120329), customer_no="C00412",
        extra={"rep": "A. Collard", "mode": "Virement à 30 jours", "bl": {0: "BL n° 27-04418 du 07/06/2027"}}),
    # 06 — Zervant in French, a Luxembourg hotel: rooms for the sales team at a trade fair, LU VAT 3 % (ICS)
    Invoice(
        "06-fr-hotel", "fr", "zervant",
        Supplier("Hôtel du Kirchberg S.à r.l.", "17, rue des Tulipes", "L-1855", "Luxembourg", "LU", "LU37521984",
                 "+352 43 86 51 1", "reservations@hotel-kirchberg.lu", "RCS Luxembourg B187462"),
        "2027-061", date(2027, 6, 9), date(2027, 6, 30), "Réservation PO 4577 0336", "45770336", D(3),
        [Line(None, "Chambre standard single, petit-déjeuner inclus", D(9), D("132.00"), unit="nuit",
              detail=("3 chambres, nuits du 1er au 4 juin 2027 (salon Expo Bau)",)),
         Line(None, "Chambre supérieure double à usage single, petit-déjeuner inclus", D(3), D("158.00"), unit="nuit",
              detail=("1 chambre, nuits du 1er au 4 juin 2027 (M. Verhaegen)",)),
         Line(None, "Arrivée anticipée (early check-in) le 1er juin 2027", D(4), D("25.00"), unit="chambre")],
        "614000", "ICS",
        statement="Lieu de la prestation : Luxembourg (prestation liée à un bien immeuble, art. 47 de la directive "
                  "2006/112/CE). TVA luxembourgeoise au taux super-réduit de 3 % applicable à l'hébergement.",
        iban="LU66 0867 8034 9289 5586", bic="BGLLLULL", customer_no="5588",
        extra={"terms": "21 jours"}),
    # 07 — Collmex, a Dortmund cable wholesaler: intra-EU goods (ICG), eight lines, `1.500 m`, freight, Skonto
    Invoice(
        "07-de-kabel", "de", "collmex",
        Supplier("Kabel & Verbindungstechnik Brandt GmbH", "Wittener Straße 231", "44149", "Dortmund", "DE",
                 "DE120363053", "0231 586 74 0", "buchhaltung@brandt-kabel.de", "Amtsgericht Dortmund HRB 28416"),
        "10458", date(2027, 6, 10), date(2027, 7, 10), "Nr. 45770343 vom 20.05.2027", "45770343", D(0),
        [Line("NYM-3x15", "Mantelleitung NYM-J 3x1,5 mm², grau, Ring 100 m", D(1500), D("0.68"), unit="m"),
         Line("NYM-5x25", "Mantelleitung NYM-J 5x2,5 mm², grau, Trommelware", D(600), D("1.92"), unit="m"),
         Line("H07-16-GG", "Aderleitung H07V-K 1x16 mm², grün-gelb, feindrähtig", D(200), D("2.35"), unit="m",
              discount=D(12)),
         Line("VK-221-3", "Hebelklemme 3-Leiter für 0,2 bis 4 mm², VE 50 Stk.", D(40), D("14.90"), unit="VE",
              discount=D(12)),
         Line("KK-4060", "Kabelkanal PVC 40 x 60 mm, reinweiß, Länge 2 m", D(120), D("4.45"), unit="Stk."),
         Line("KB-200-48", "Kabelbinder 200 x 4,8 mm, schwarz, UV-beständig, VE 100 Stk.", D(50), D("3.10"),
              unit="VE"),
         Line("KV-M25", "Kabelverschraubung M25 x 1,5 mit Gegenmutter, Polyamid, IP68", D(300), D("0.84"),
              unit="Stk."),
         Line("AEH-SORT", "Aderendhülsen-Sortiment 0,5 bis 16 mm², 1.800 Stück im Kunststoffkasten mit Fächern",
              D(10), D("21.50"), unit="Stk.")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("48.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers. USt-IdNr. des Empfängers: BE0456.789.133.",
        iban="DE72 8807 4748 0051 9040 96", bic="GENODEM1DOR", customer_no="10087",
        extra={"delivery": "Lieferdatum", "when": "09.06.2027", "skonto": "2"}),
    # 08 — Collmex, an Aachen calibration lab: calibration of tools sent in, reverse charged (ICS), return postage
    Invoice(
        "08-de-kalibrierung", "de", "collmex",
        Supplier("Prüf- und Kalibrierlabor Eifeltor GmbH", "Trierer Straße 702", "52078", "Aachen", "DE",
                 "DE260029144", "0241 957 33 0", "rechnung@kalibrierlabor-eifeltor.de",
                 "Amtsgericht Aachen HRB 19730"),
        "70391", date(2027, 6, 11), date(2027, 6, 25), "PO 4577/0350", "45770350", D(0),
        [Line("KAL-DMS-340", "Kalibrierung Drehmomentschlüssel bis 340 Nm nach DIN EN ISO 6789, mit "
              "Werkskalibrierschein", D(18), D("38.50"), unit="Stk."),
         Line("KAL-DMM", "Kalibrierung Digitalmultimeter, 5 Messbereiche, mit DAkkS-Kalibrierschein", D(6),
              D("89.00"), unit="Stk."),
         Line("KAL-MS-150", "Kalibrierung Messschieber 0 bis 150 mm", D(12), D("24.00"), unit="Stk."),
         Line(None, "Justierung und Instandsetzung Auslösemechanismus Drehmomentschlüssel, Ersatzteile inklusive",
              D(3), D("46.00"), unit="Stk.")],
        "611000", "ICS", reverse_charge=True, adjustments=[("Rückversand", D("24.90"))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL); Ort der "
                  "sonstigen Leistung: Belgien (§ 3a Abs. 2 UStG). USt-IdNr. des Leistungsempfängers: "
                  "BE0456.789.133.",
        iban="DE58 9963 1492 5802 0159 60", bic="AACSDE33", customer_no="10112",
        extra={"delivery": "Leistungszeitraum", "when": "31.05.2027 - 09.06.2027"}),
    # 09 — SAP S/4HANA in German, an Eupen racking installer: Belgian reverse charge (VRC), a condition row
    Invoice(
        "09-de-regal", "de", "s4hana",
        Supplier("Lagertechnik Ostbelgien AG", "Herbesthaler Straße 54", "4700", "Eupen", "BE", "BE1681.689.691",
                 "087 59 41 20", "fakturierung@lagertechnik-ostbelgien.be",
                 "Unternehmensgericht Lüttich, Abteilung Eupen"),
        "9500021467", date(2027, 6, 14), date(2027, 7, 14), "4577-0357 vom 24.05.2027", "45770357", D(0),
        [Line("100-4711", "Regalrahmen 6000 x 1100 mm, feuerverzinkt", D(6), D("286.00"), unit="ST",
              detail=("Lieferung 80041275 vom 09.06.2027",)),
         Line("100-4830", "Traversenpaar 2700 mm, Tragkraft 2.000 kg je Fachebene", D(24), D("78.50"), unit="PAA",
              discount=D(5), detail=("Lieferung 80041275 vom 09.06.2027",)),
         Line("100-5002", "Rammschutz für Regalrahmen, gelb/schwarz", D(12), D("41.20"), unit="ST"),
         Line("SV-MONT", "Montage der Regalanlage durch zwei Monteure, inkl. Verankerung im Hallenboden", D(16),
              D("68.00"), unit="STD", detail=("Einsatz am 10. und 11.06.2027, Halle B",)),
         Line("SV-PRF", "Regalinspektion nach DIN EN 15635 mit Prüfbericht", D(1), D("280.00"), unit="LE")],
        "611000", "VRC", reverse_charge=True,
        statement="Steuerschuldnerschaft des Vertragspartners (Mitvertragspartner): MwSt. zu Lasten des Kunden "
                  "gemäß Artikel 20 des Königlichen Erlasses Nr. 1 zum MwSt.-Gesetzbuch. Bei Ausbleiben einer "
                  "schriftlichen Beanstandung innerhalb eines Monats nach Erhalt der Rechnung wird davon "
                  "ausgegangen, dass der Kunde anerkennt, ein Steuerpflichtiger zu sein, der zur Einreichung "
                  "periodischer Erklärungen verpflichtet ist.",
        iban="BE56 0688 6079 3888", bic="GKCCBEBB", payment_ref=ogm(9500021467), customer_no="1000342",
        extra={"order": "1200774", "delivery": "80041275", "contact": "Frau Kessler"}),
    # 10 — SAP S/4HANA in English, a Luxembourg steel stockholder: intra-EU goods (ICG), freight, no PO printed
    Invoice(
        "10-en-steel", "en", "s4hana",
        Supplier("Aciers Profilés du Sud S.A.", "ZI Um Woeller 5", "L-4410", "Soleuvre", "LU", "LU15148002",
                 "+352 59 34 81 1", "billing@aps-steel.lu", "RCS Luxembourg B61284"),
        "0091004218", date(2027, 6, 15), date(2027, 7, 15), None, "45770364", D(0),
        [Line("200145", "Steel angle 50 x 50 x 5 mm, S235JR, length 6 m", D(120), D("21.40"), unit="PC",
              detail=("Your material no. TB-ST-0515",)),
         Line("200188", "Flat bar 60 x 8 mm, S235JR, hot rolled, length 6 m", D(80), D("19.75"), unit="PC",
              detail=("Your material no. TB-ST-0608",)),
         Line("210402", "Square hollow section 40 x 40 x 3 mm, S355J2H, length 6 m", D(150), D("24.90"), unit="PC",
              discount=D(4)),
         Line("230017", "Chequer plate 1500 x 3000 x 5/7 mm, S235JR", D(14), D("318.00"), unit="PC"),
         Line("250660", "Round bar 20 mm, S235JR, bright drawn, length 3 m", D(60), D("11.85"), unit="PC"),
         Line("290001", "Cutting to length, per cut", D(96), D("1.60"), unit="EA")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Freight", D("220.00"))],
        statement="Intra-Community supply exempt from VAT (Article 138, Directive 2006/112/EC; Article 43 (1) d) "
                  "LTVA). VAT to be accounted for by the customer (reverse charge), VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU25 9767 1929 8242 5500", bic="CCRALULL", customer_no="3100518",
        extra={"order": "310045", "delivery": "80112093", "contact": "Mr. Schmit"}),
    # 11 — Invoice Ninja, an Eindhoven route-planning software house: services reverse charged (ICS), a discount
    Invoice(
        "11-en-routing", "en", "ninja",
        Supplier("RouteWise Logistics Software B.V.", "Kastanjelaan 400", "5616 LZ", "Eindhoven", "NL",
                 "NL747826821B01", "+31 40 820 14 55", "accounts@routewise.nl", "KvK 84190327"),
        "0098", date(2027, 6, 16), date(2027, 7, 16), "PO-4577-0371", "45770371", D(0),
        [Line("RW-PRO", "RouteWise Pro licence, 12 months (1 July 2027 - 30 June 2028), up to 25 vehicles", D(1),
              D("4800.00")),
         Line("RW-DRV", "Driver app seats, 12 months", D(25), D("84.00")),
         Line(None, "Implementation workshop at your Gent depot: route data import and dispatcher training", D(2),
              D("1150.00")),
         Line(None, "Custom export of planned routes to your ERP (fixed price)", D(1), D("1600.00"))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount (5%)", D(5))],
        statement="Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive "
                  "2006/112/EC). Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="NL52 INGB 7643 7646 63", bic="INGBNL2A"),
    # 12 — a Google Docs invoice template, an Antwerp technical writer in English, Belgian VAT 21 % (V21)
    Invoice(
        "12-en-manual", "en", "gdocs",
        Supplier("Clearline Technical Writing BV", "Lange Kievitstraat 62", "2018", "Antwerpen", "BE",
                 "BE0782.246.996", "+32 486 55 21 07", "hello@clearline-writing.be", "RPR Antwerpen"),
        "TW-27-014", date(2027, 6, 17), date(2027, 7, 17), "4577 0378", "45770378", D(21),
        [Line(None, "User manual for the pallet racking configurator (English): writing and layout", D(46),
              D("72.00"), unit="h", detail=("Interviews with product management, 12 chapters, 84 pages",)),
         Line(None, "Translation of the manual into Dutch and French", D(21400), D("0.14"), unit="words"),
         Line(None, "Technical illustrations (exploded views), vector format", D(18), D("45.00"), unit="pc"),
         Line(None, "Print-ready PDF and online help export", D(1), D("350.00"))],
        "613000", "V21",
        dec=".", group=",", iban="BE91 0685 5127 5376", bic="GKCCBEBB", payment_ref=ogm(2700140378)),
]
