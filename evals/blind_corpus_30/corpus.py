"""The twelve invoices of the thirtieth blind corpus (issue 38, item 8), written before the
reader was next judged, by a helper that had not read the reader. Twelve invented suppliers (BE, FR, AT, DE, IE,
NL), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family
of invoicing software: Falco, Tebi, Invoice2go, Invoicely, Square Invoices, Pandle and Crunch. PO numbers are the
ERP's 8-digit numbers from 45772300 by steps of 7; each invoice prints them in the supplier's own form (one prints
none). VAT numbers and IBANs come from invoice_env/world/identifiers.py's generators on random.Random(20271220),
VAT then IBAN per supplier in this order; Austria and Ireland have no generator there: their digits are drawn from
the same random stream and their check digits computed with python-stdnum (ids.py reproduces every value)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Falco, an Aalst lighting and electrical wholesaler: Belgian VAT 21 % (V21), article codes
    Invoice(
        "01-nl-verlichting", "nl", "falco",
        Supplier("Elektrogroothandel Denderstreek BV", "Zandberg 27", "9300", "Aalst", "BE", "BE0228.811.617",
                 "053 70 41 88", "boekhouding@denderstreek-elektro.be", "RPR Gent, afdeling Dendermonde"),
        "F-2027-0412", date(2027, 12, 1), date(2027, 12, 31), "Bestelbon 45772300", "45772300", D(21),
        [Line("LED-HB-150", "LED highbay 150 W, 4000 K, IP65, lens 120°, inclusief ophangbeugel en veiligheidskabel",
              D(24), D("139.00"), unit="st"),
         Line("LED-PAN-6060", "LED paneel 60 x 60 cm, 36 W, UGR<19, wit kader", D(40), D("32.50"), unit="st"),
         Line("KAB-XVB-3G25", "Kabel XVB-F2 3G2,5 mm², zwart, per meter", D(300), D("1.42"), unit="m"),
         Line("NOOD-OPB-1H", "Noodverlichting opbouw 1 uur autonomie, pictogrammen vluchtweg links en rechts "
                             "meegeleverd", D(12), D("48.90"), unit="st"),
         Line("DET-PLF-360", "Bewegingsmelder plafond 360°, IP44", D(10), D("27.80"), unit="st")],
        "604000", "V21",
        iban="BE02 1432 9844 3540", bic="GEBABEBB", payment_ref=ogm(2704122300), customer_no="1187",
        extra={"terms": "30 dagen"}),
    # 02 — Tebi, a Gent caterer: catering with service at 12 % (V12), prices printed incl. VAT, a VAT breakdown
    Invoice(
        "02-nl-catering", "nl", "tebi",
        Supplier("Traiteur Het Gouden Bord BV", "Brugsesteenweg 412", "9030", "Mariakerke", "BE", "BE0261.215.654",
                 "09 226 51 74", "events@goudenbord.be", "RPR Gent"),
        "2027-00188", date(2027, 12, 2), date(2027, 12, 16), "PO 4577 2307", "45772307", D(12),
        [Line(None, "Broodjeslunch personeelsvergadering 26/11/2027: assortiment belegde broodjes en soep van de "
                    "dag", D(45), D("12.50"), unit="pers."),
         Line(None, "Walking dinner jaarafsluiting 29/11/2027, 6 gangen", D(80), D("37.50"), unit="pers."),
         Line(None, "Dessertbuffet", D(80), D("6.25"), unit="pers."),
         Line(None, "Bediening: 4 medewerkers x 5 uur", D(20), D("31.25"), unit="uur")],
        "602000", "V12",
        iban="BE71 1031 7658 8669", bic="NICABEBB",
        extra={"table": "Zaal Leie - 80 couverts", "note": "Dranken werden ter plaatse afgerekend."}),
    # 03 — Invoice2go, a Mechelen sign maker: Belgian VAT 21 % (V21, 614000), no article numbers
    Invoice(
        "03-nl-reclame", "nl", "invoice2go",
        Supplier("Peeters Signalisatie & Reclame", "Oude Liersebaan 206", "2800", "Mechelen", "BE", "BE1416.553.158",
                 "0476 38 20 95", "info@peeters-signalisatie.be", "RPR Antwerpen, afdeling Mechelen"),
        "0147", date(2027, 12, 3), date(2028, 1, 2), "4577-2314", "45772314", D(21),
        [Line(None, "Gevelbord dibond 3000 x 800 mm, full colour bedrukt met anti-UV laminaat (excl. plaatsing)",
              D(1), D("1480.00")),
         Line(None, "Belettering bestelwagens, twee zijkanten en achterdeuren, gegoten folie", D(4), D("385.00")),
         Line(None, "Veiligheidspictogrammen magazijn, PVC 3 mm, 400 x 400 mm", D(36), D("14.50")),
         Line(None, "Vloermarkeringstape geel/zwart 75 mm x 33 m", D(18), D("36.00")),
         Line(None, "Roll-up banner 85 x 200 cm met draagtas", D(3), D("89.00"))],
        "614000", "V21",
        iban="BE65 3633 2760 3796", bic="BBRUBEBB",
        extra={"po_label": "Ordernr."}),
    # 04 — Tebi in French, an Ixelles sandwich bar: food delivered without service at 6 % (V06), prices incl. VAT
    Invoice(
        "04-fr-traiteur", "fr", "tebi",
        Supplier("Le Comptoir de Flagey SRL", "Rue du Belvédère 31", "1050", "Ixelles", "BE", "BE0663.454.264",
                 "02 640 18 53", "commandes@comptoirflagey.be", "RPM Bruxelles"),
        "2027-00931", date(2027, 12, 6), date(2027, 12, 20), "BC45772321", "45772321", D(6),
        [Line(None, "Plateau de sandwiches assortis (24 pièces), livré le 02/12/2027 à 11h30", D(6), D("54.00"),
              unit="pc"),
         Line(None, "Plateau de fruits frais de saison pour 10 personnes", D(4), D("28.50"), unit="pc"),
         Line(None, "Salade composée en bocal individuel, poulet, quinoa et légumes grillés", D(30), D("7.50"),
              unit="pc"),
         Line(None, "Frais de livraison", D(1), D("15.00"), unit="")],
        "602000", "V06",
        iban="BE04 7356 7529 8931", bic="KREDBEBB", payment_ref=ogm(2700931321),
        extra={"table": "Livraison : Technibouw, Industrieweg 14, Gand", "note": "Livraison sans service."}),
    # 05 — Falco in French, a Herstal safety-equipment dealer: Belgian VAT 21 % (V21), a line discount
    Invoice(
        "05-fr-epi", "fr", "falco",
        Supplier("Protec Meuse SRL", "Rue Hayeneux 62", "4040", "Herstal", "BE", "BE1595.214.983",
                 "04 264 73 10", "facturation@protecmeuse.be", "RPM Liège"),
        "F-2027-0573", date(2027, 12, 7), date(2028, 1, 6), "4577/2328", "45772328", D(21),
        [Line("EPI-CS3-42", "Chaussures de sécurité S3 basses, embout composite, pointure 42", D(12), D("68.50"),
              unit="paire"),
         Line("EPI-CS3-44", "Chaussures de sécurité S3 basses, embout composite, pointure 44", D(8), D("68.50"),
              unit="paire"),
         Line("EPI-GNIT-9", "Gants de manutention enduction nitrile, taille 9, boîte de 12 paires", D(25), D("21.90"),
              unit="boîte", discount=D(10)),
         Line("EPI-GHV-C2", "Gilet haute visibilité classe 2, jaune, impression dos TECHNIBOUW", D(40), D("9.75"),
              unit="pc"),
         Line("EPI-CASQ-B", "Casque de chantier ABS avec jugulaire, blanc", D(20), D("14.20"), unit="pc")],
        "604000", "V21",
        iban="BE38 3106 4553 3672", bic="BBRUBEBB", payment_ref=ogm(2705732328), customer_no="C-0962",
        extra={"terms": "30 jours"}),
    # 06 — Invoicely in French, a Roubaix workwear maker: intra-EU goods (ICG), shipping, no line labelled net
    Invoice(
        "06-fr-vetements", "fr", "invoicely",
        Supplier("Atelier Textile du Nord SAS", "47 boulevard de Fourmies", "59100", "Roubaix", "FR",
                 "FR55642099824", "03 20 27 84 61", "compta@atelier-textile-nord.fr",
                 "SIREN 642 099 824 - RCS Lille Métropole"),
        "FAC-0093", date(2027, 12, 8), date(2028, 1, 7), "Bon de commande n° 45772335", "45772335", D(0),
        [Line("VT-PAR-M", "Parka de travail imperméable doublée, bleu marine, taille M", D(15), D("58.00")),
         Line("VT-PAR-L", "Parka de travail imperméable doublée, bleu marine, taille L", D(20), D("58.00")),
         Line("VT-POL-BR", "Polo piqué manches courtes, logo client brodé cœur et dos", D(60), D("16.40")),
         Line("BRD-PROG", "Programmation du logo pour la broderie (frais uniques)", D(1), D("85.00"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison", D("38.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI - livraison intracommunautaire. Autoliquidation par "
                  "le preneur, n° TVA BE0456.789.133.",
        group="\u202f", iban="FR05 6650 0654 5094 3077 2784 083", bic="CMCIFRPP",
        extra={"date_style": "long"}),
    # 07 — Square Invoices in French, a Lille photographer: services reverse charged (ICS, 614000), the PO in the title
    Invoice(
        "07-fr-photo", "fr", "square",
        Supplier("Studio Camille Vasseur EI", "18 rue Gantois", "59000", "Lille", "FR", "FR65761329382",
                 "06 71 42 90 38", "bonjour@camillevasseur-studio.fr", "SIRET 761 329 382 00027"),
        "000061", date(2027, 12, 9), date(2028, 1, 8), "votre commande 45772342", "45772342", D(0),
        [Line(None, "Reportage photo catalogue", D(2), D("950.00"),
              detail=("Prise de vue en entrepôt à Gand, 150 visuels retouchés",)),
         Line(None, "Film institutionnel 90 secondes", D(1), D("2400.00"),
              detail=("Tournage, montage, étalonnage et musique libre de droits",)),
         Line(None, "Déplacement Lille - Gand", D(1), D("180.00"), detail=("Aller-retour, deux jours",))],
        "614000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur (article 283-2 du CGI, article 196 de la directive "
                  "2006/112/CE). N° TVA client : BE0456.789.133.",
        group=" ", iban="FR40 3738 9680 1077 1038 8201 549", bic="CCBPFRPP",
        extra={"title": "Reportage catalogue et film"}),
    # 08 — Invoice2go in German, a Wels packaging-machine service: services reverse charged (ICS, 611000)
    Invoice(
        "08-de-wartung", "de", "invoice2go",
        Supplier("Huber Verpackungstechnik e.U.", "Salzburger Straße 219", "4600", "Wels", "AT", "ATU17231396",
                 "+43 7242 58 19 0", "office@huber-verpackung.at", "FN 418377 d, Landesgericht Wels"),
        "0286", date(2027, 12, 10), date(2028, 1, 9), "PO 45772349", "45772349", D(0),
        [Line(None, "Wartung Stretchwickelmaschine SW-2400 laut Wartungsvertrag, inkl. Prüfprotokoll", D(1),
              D("1350.00")),
         Line(None, "Techniker-Arbeitszeit vor Ort, 06.12. - 07.12.2027", D("14.5"), D("92.00")),
         Line(None, "Reisezeit Wels - Gent - Wels", D(16), D("46.00")),
         Line(None, "Kilometergeld", D(2180), D("0.42")),
         Line(None, "Verschleißteile: Folienvordehnrolle und Antriebsriemen", D(1), D("486.00"))],
        "611000", "ICS", reverse_charge=True,
        statement="Reverse Charge: Die Steuerschuld geht auf den Leistungsempfänger über (Art. 196 "
                  "MwSt-Systemrichtlinie). UID des Leistungsempfängers: BE0456.789.133.",
        iban="AT66 8073 8617 0020 8270", bic="RZOOAT2L",
        extra={"po_label": "Bestellnr."}),
    # 09 — Invoicely in German, a Kassel shelving dealer: intra-EU goods (ICG), freight, no line labelled net
    Invoice(
        "09-de-regale", "de", "invoicely",
        Supplier("Nordhessische Lager- und Betriebstechnik GmbH", "Sandershäuser Straße 34", "34123", "Kassel", "DE",
                 "DE878817317", "0561 57 03 92 0", "rechnung@nlb-kassel.de", "Amtsgericht Kassel HRB 17724"),
        "RE-2027-114", date(2027, 12, 13), date(2028, 1, 12), "4577.2356", "45772356", D(0),
        [Line("RG-GF-3010", "Fachbodenregal Grundfeld 3000 x 1000 x 500 mm, verzinkt, 6 Böden", D(6), D("289.00")),
         Line("RG-AF-3010", "Fachbodenregal Anbaufeld 3000 x 1000 x 500 mm, verzinkt, 6 Böden", D(10), D("214.00")),
         Line("SK-3-BL", "Sichtlagerkasten Größe 3, blau, Polypropylen", D(240), D("3.85")),
         Line("LT-12-PF", "Aluminium-Podestleiter 12 Stufen mit Plattform und Sicherheitsbügel", D(2), D("398.00"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versand (Spedition)", D("145.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Empfängers: BE0456.789.133.",
        iban="DE16 9583 4945 6032 4404 42", bic="GENODEF1KS1"),
    # 10 — Pandle, a Limerick safety-sign maker: intra-EU goods (ICG), product codes, a line discount, no PO printed
    Invoice(
        "10-en-signs", "en", "pandle",
        Supplier("Shannon Safety Signs Ltd", "Unit 7, Raheen Business Park", "V94 K2X8", "Limerick", "IE",
                 "IE1782677M", "+353 61 305 118", "accounts@shannonsafetysigns.ie", "Registered in Ireland No. 584213"),
        "SI-417", date(2027, 12, 14), date(2028, 1, 13), None, "45772363", D(0),
        [Line("SS-EXIT-LED", "Maintained LED exit sign, running man with arrow, 3 hr emergency", D(18), D("64.00")),
         Line("SS-FE-200", "Fire extinguisher ID sign, photoluminescent, 200 x 300 mm", D(40), D("6.80")),
         Line("SS-FLR-50", "Anti-slip floor marking tape 50 mm x 18 m, yellow/black", D(30), D("21.50"),
              discount=D(5)),
         Line("SS-BRD-A1", "Site safety board A1, aluminium composite, custom text", D(3), D("146.00")),
         Line("SS-MIR-600", "Convex safety mirror 600 mm, indoor, with wall bracket", D(4), D("119.00"))],
        "604000", "ICG", reverse_charge=True,
        statement="Zero-rated intra-Community supply of goods (Article 138, Directive 2006/112/EC). Reverse charge: "
                  "the customer accounts for VAT. Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE61 BOFI 2506 8100 3820 57", bic="BOFIIE2D"),
    # 11 — Crunch, a Utrecht data consultant writing in English: services reverse charged (ICS, 613000)
    Invoice(
        "11-en-consulting", "en", "crunch",
        Supplier("Fenwick Data Consulting B.V.", "Biltstraat 112", "3572 BJ", "Utrecht", "NL", "NL989728808B01",
                 "+31 30 207 44 19", "invoices@fenwickdata.nl", "KvK 81275530"),
        "2027-031", date(2027, 12, 15), date(2028, 1, 14), "45772370", "45772370", D(0),
        [Line(None, "Data warehouse migration, consultancy November 2027 (timesheet attached)", D(14), D("725.00"),
              unit="days"),
         Line(None, "Power BI report development", D("37.5"), D("95.00"), unit="hours"),
         Line(None, "Remote support retainer, November 2027", D(1), D("450.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive "
                  "2006/112/EC.",
        dec=".", group=",", iban="NL55 INGB 2806 5511 49", bic="INGBNL2A"),
    # 12 — Pandle again, a Galway training company: services reverse charged (ICS, 613000), no product column
    Invoice(
        "12-en-training", "en", "pandle",
        Supplier("Corrib Training & Compliance Ltd", "Galway Technology Park, Parkmore", "H91 P2DK", "Galway", "IE",
                 "IE1081547O", "+353 91 770 246", "finance@corribtraining.ie", "Registered in Ireland No. 611890"),
        "INV-0902", date(2027, 12, 17), date(2028, 1, 16), "45772377", "45772377", D(0),
        [Line(None, "Managing Safely course, 4 days on site in Gent, per delegate", D(12), D("340.00")),
         Line(None, "Forklift instructor refresher, counterbalance and reach truck", D(4), D("295.00")),
         Line(None, "Course materials and certificates", D(16), D("18.50")),
         Line(None, "Trainer travel and accommodation (flights Shannon - Brussels, 4 nights)", D(1),
              D("1145.60"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: services taxable where the customer is established (Articles 44 and 196, "
                  "Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE09 BOFI 5216 6576 6227 03", bic="BOFIIE2D"),
]
