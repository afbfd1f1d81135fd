"""The twelve invoices of the fifty-ninth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, LU, ES), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of field-service invoicing
software as European installers and tradesmen use it: Jobber, ServiceM8, Tradify, simPRO, Fergus, Commusoft and
Housecall Pro. PO numbers are the ERP's 45775200 + 7k; each invoice prints them in the supplier's own form (one
prints none). VAT numbers and IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's
generators on random.Random(20271249), VAT then IBAN per supplier; Spain's with python-stdnum)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — simPRO, a Harelbeke fire-extinguisher firm: Belgian VAT 21 % (V21), cost centres, a contract discount
    Invoice(
        "01-nl-blustoestellen", "nl", "simpro",
        Supplier("Brandtechniek Leiedal BV", "Kapellestraat 21", "8530", "Harelbeke", "BE", "BE1593.455.028",
                 "056 71 84 30", "facturen@brandtechniek-leiedal.be", "RPR Gent, afd. Kortrijk"),
        "31827", date(2027, 9, 6), date(2027, 10, 6), "PO45775200", "45775200", D(21),
        [Line("BB-INSP", "Jaarlijks nazicht draagbaar blustoestel volgens NBN S21-050, inclusief controlelabel",
              D(38), D("9.50"), unit="st"),
         Line("BB-HERV-6", "Hervullen poederblusser 6 kg na gebruik, nieuwe verzegeling", D(3), D("42.50"), unit="st"),
         Line("ARB-TECH", "Arbeid technicus", D("3.5"), D("58.00"), unit="u"),
         Line("BB-P6-ABC", "Poederblusser 6 kg ABC met manometer en wandbeugel", D(6), D("64.00"), unit="st"),
         Line("BB-CO2-5", "CO2-blusser 5 kg voor elektrische installaties", D(4), D("118.00"), unit="st"),
         Line("PICTO-200", "Pictogram blustoestel, fotoluminescent, 200 x 200 mm", D(20), D("6.40"), unit="st")],
        "611000", "V21", adjustments=[("Contractkorting 5 %", D(5))],
        iban="BE72 0019 4724 7516", bic="GEBABEBB", payment_ref=ogm(3182745775), customer_no="TECH0142",
        extra={"job": "10454", "terms": "30 dagen na factuurdatum",
               "sections": "Onderhoud blustoestellen:0,1,2;Levering materiaal:3,4,5",
               "site": "Technibouw Distributie - magazijn, Industrieweg 14, 9000 Gent",
               "job_desc": "Jaarlijks nazicht van de draagbare blustoestellen in magazijn en kantoren, vervanging "
                           "van afgekeurde toestellen en aanvulling van de signalisatie."}),
    # 02 — Jobber in French, a Foetz security firm: remote monitoring, services reverse charged (ICS, 613000)
    Invoice(
        "02-fr-telesurveillance", "fr", "jobber",
        Supplier("Sécurité Moselle S.à r.l.", "12, rue de l'Industrie", "L-3895", "Foetz", "LU", "LU37939577",
                 "+352 26 55 18 40", "facturation@securite-moselle.lu", "RCS Luxembourg B198244"),
        "2214", date(2027, 9, 9), date(2027, 10, 9), "45775207", "45775207", D(0),
        [Line(None, "Télésurveillance alarme intrusion", D(12), D("48.00"), unit="mois",
              detail=("Raccordement au centre de télésurveillance 24/7, période du 01/10/2027 au 30/09/2028",)),
         Line(None, "Stockage vidéo dans le cloud", D(14), D("87.00"), unit="caméra",
              detail=("Enregistrement continu, conservation 30 jours, abonnement annuel par caméra",)),
         Line(None, "Maintenance à distance du contrôle d'accès", D(1), D("690.00"), unit="forfait",
              detail=("Mises à jour logicielles, gestion des badges et assistance téléphonique pendant 12 mois",)),
         Line(None, "Formation des utilisateurs", D(3), D("95.00"), unit="h",
              detail=("Session à distance pour le service logistique",))],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : prestation de services, TVA due par le preneur (article 196 de la directive "
                  "2006/112/CE). N° TVA du client : BE0456.789.133.",
        group=" ", iban="LU45 5287 9451 0064 6576", bic="CELLLULL", customer_no="",
        extra={"date_style": "jobber_fr", "cur": "post"}),
    # 03 — ServiceM8, an Eeklo mobile bicycle repairer: the company bike fleet at the Belgian 6 % (V06, 611000)
    Invoice(
        "03-nl-fietsvloot", "nl", "servicem8",
        Supplier("Fietsdokter Meetjesland BV", "Brugsesteenweg 212", "9900", "Eeklo", "BE", "BE0853.159.441",
                 "09 377 25 64", "info@fietsdokter-meetjesland.be", "RPR Gent, afd. Gent"),
        "2741", date(2027, 9, 14), date(2027, 9, 28), "4577-5214", "45775214", D(6),
        [Line("ONDH-STAD", "Onderhoudsbeurt stadsfiets (remmen, versnellingen, verlichting en bandenspanning)",
              D(12), D("45.00"), unit="st"),
         Line("ONDH-EBIKE", "Onderhoudsbeurt elektrische fiets, inclusief uitlezen motor en accudiagnose", D(8),
              D("65.00"), unit="st"),
         Line("REM-SH-HYD", "Remblokken hydraulische schijfrem vervangen, per set", D(6), D("24.50"), unit="set"),
         Line("BND-28-AL", "Buitenband 28 x 1.40 antilek, gemonteerd", D(5), D("32.90"), unit="st"),
         Line("KET-8SP", "Ketting 8 speed vervangen", D(4), D("27.00"), unit="st"),
         Line(None, "Verplaatsing fietsbus naar site Gent", D(1), D("35.00"), unit="rit")],
        "611000", "V06",
        iban="BE85 1038 7353 7006", bic="NICABEBB", payment_ref=ogm(2741457752), customer_no="",
        extra={"job": "2741", "terms": "14 dagen",
               "job_desc": "Halfjaarlijks onderhoud van de bedrijfsfietsen op de parking van het magazijn; twee "
                           "fietsen hebben een nieuwe ketting en remblokken nodig gehad.",
               "site": "Industrieweg 14, 9000 Gent (fietsenstalling personeel)"}),
    # 04 — Tradify in English, a Son heat-pump installer selling equipment: intra-EU goods (ICG), line discounts
    Invoice(
        "04-en-heatpumps", "en", "tradify",
        Supplier("Warmtetechniek Oost-Brabant B.V.", "Ekkersrijt 4102", "5692 DA", "Son", "NL", "NL049051428B01",
                 "+31 499 47 63 20", "accounts@wt-oostbrabant.nl", "KvK 61842207"),
        "INV-00412", date(2027, 9, 17), date(2027, 10, 17), "TB PO 45775221", "45775221", D(0),
        [Line("WP-LW-8KW", "Air-to-water heat pump monobloc 8 kW, R290, three-phase, outdoor unit", D(4),
              D("3980.00"), unit="ea", discount=D(8)),
         Line("BV-200-RVS", "Buffer tank 200 l stainless steel with insulation jacket", D(4), D("745.00"), unit="ea",
              discount=D(8)),
         Line("FLX-DN25-10", "Flexible stainless connection hose DN25, insulated, 1 m, pair", D(8), D("68.50"),
              unit="pr"),
         Line("CTRL-WP-TOUCH", "Room controller with touch display and Modbus interface", D(4), D("212.00"),
              unit="ea"),
         Line("ANTIV-150", "Anti-vibration mounting feet, set of 4, for outdoor units up to 150 kg", D(4),
              D("39.90"), unit="set")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, VAT reverse charged to the customer (Art. 138 Directive "
                  "2006/112/EC). Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="NL06 SNSB 4459 6041 50", bic="SNSBNL2A", customer_no="",
        extra={"job": "J0387", "date_style": "short_en", "terms": "30 days"}),
    # 05 — Commusoft in German, a Hückelhoven gas-detector service: workshop calibration, services reverse charged
    Invoice(
        "05-de-gaswarngeraete", "de", "commusoft",
        Supplier("Rheinland Gasmesstechnik Service GmbH", "Carl-Benz-Straße 18", "41836", "Hückelhoven", "DE",
                 "DE896874909", "02433 96 18 40", "rechnung@rheinland-gasmesstechnik.de",
                 "Amtsgericht Mönchengladbach HRB 18744"),
        "18447", date(2027, 9, 21), date(2027, 10, 21), "45775228", "45775228", D(0),
        [Line(None, "Kalibrierung tragbarer Mehrgaswarngeräte mit Prüfgas, inkl. Prüfprotokoll", D(18), D("46.00"),
              unit="Stk"),
         Line(None, "Reparatur Pumpenmodul und Austausch Sensorfilter", D("3.5"), D("72.50"), unit="Std"),
         Line("SEN-CO-H2S", "Doppelsensor CO/H2S für Mehrgaswarngerät", D(5), D("148.00"), unit="Stk"),
         Line("FLT-STAUB-10", "Staub- und Wasserfilter, Packung zu 10 Stück", D(4), D("24.80"), unit="Pck")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE07 6869 9259 2788 0617 84", bic="GENODED1HKW", customer_no="C-2291",
        extra={"job": "40318", "engineer": "M. Schreinemacher", "sections": "Arbeitsleistung:0,1;Ersatzteile:2,3",
               "job_desc": "Jahreswartung der tragbaren Gaswarngeräte (in unserer Werkstatt)", "terms": "30 Tagen"}),
    # 06 — Jobber in French, a Tournai garden contractor supplying plant-protection products: Belgian 12 % (V12)
    Invoice(
        "06-fr-phytos", "fr", "jobber",
        Supplier("Parcs et Jardins du Tournaisis SRL", "Chaussée de Bruxelles 318", "7500", "Tournai", "BE",
                 "BE0968.557.173", "069 84 27 51", "compta@pjtournaisis.be", "RPM Hainaut, division Tournai"),
        "3106", date(2027, 9, 24), date(2027, 10, 24), "BC 45775235", "45775235", D(12),
        [Line(None, "Herbicide systémique 5 L", D(8), D("74.90"), unit="bidon",
              detail=("Produit phytopharmaceutique à usage professionnel, autorisation n° 10452P/B",)),
         Line(None, "Désherbant sélectif gazon 1 L", D(12), D("38.60"), unit="flacon",
              detail=("Contre pissenlits, trèfles et plantains, autorisation n° 9871P/B",)),
         Line(None, "Fongicide haies et massifs 1 L", D(6), D("46.20"), unit="flacon",
              detail=("Traitement préventif de l'oïdium sur les haies de charmes le long du parking",)),
         Line(None, "Herbicide pour allées gravillonnées 10 L", D(4), D("129.00"), unit="bidon")],
        "611000", "V12",
        iban="BE78 0019 1651 5286", bic="GEBABEBB", payment_ref=ogm(3106457752), customer_no="",
        extra={"date_style": "jobber_fr", "cur": "post",
               "site": "Industrieweg 14, 9000 Gand (abords et parking)"}),
    # 07 — Fergus, a Merelbeke electrician: LED relighting of the warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "07-nl-ledverlichting", "nl", "fergus",
        Supplier("Elektro Van Damme BV", "Industriepark Merelbeke 7", "9820", "Merelbeke", "BE", "BE1790.578.923",
                 "09 231 66 08", "administratie@elektrovandamme.be", "RPR Gent, afd. Gent"),
        "2311", date(2027, 9, 28), date(2027, 10, 28), "45775242", "45775242", D(0),
        [Line("LED-HB-150W", "LED high bay armatuur 150 W, 4000 K, IP65, met bevestigingsbeugel", D(24),
              D("142.00"), unit="st"),
         Line("KBL-XVB-3G25", "Kabel XVB-F2 3G2,5 mm²", D(180), D("1.38"), unit="m"),
         Line("WAGO-221-3", "Verbindingsklem 3-polig, doos 50 stuks", D(2), D("19.60"), unit="ds"),
         Line("DET-PIR-360", "Aanwezigheidsdetector 360° plafondmontage, DALI", D(6), D("86.40"), unit="st"),
         Line(None, "Arbeid elektricien: demontage oude armaturen en montage nieuwe LED-verlichting in magazijnhal B",
              D(22), D("54.00"), unit="u"),
         Line(None, "Hoogwerker schaarlift 10 m, dagverhuur", D(2), D("145.00"), unit="dag")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd. Verlegging van heffing - medecontractant, art. 20 KB nr. 1: de btw is verschuldigd "
                  "door de klant (BE0456.789.133).",
        iban="BE81 0017 1973 4824", bic="GEBABEBB", payment_ref=ogm(2311457752), customer_no="",
        extra={"job": "1042", "materials": "0,1,2,3", "labour": "4,5", "terms": "30 dagen",
               "site": "Industrieweg 14, 9000 Gent - magazijnhal B",
               "job_desc": "Vervangen van de bestaande TL-armaturen in magazijnhal B door LED high bays met "
                           "aanwezigheidsdetectie."}),
    # 08 — Housecall Pro in English, a Paterna solar installer selling equipment: intra-EU goods (ICG)
    Invoice(
        "08-en-solar", "en", "housecallpro",
        Supplier("Solartec Levante S.L.", "Calle de la Innovación 14", "46980", "Paterna", "ES", "ESB57588923",
                 "+34 961 38 47 20", "billing@solartec-levante.es", "Registro Mercantil de Valencia, hoja V-183211"),
        "10482", date(2027, 10, 1), date(2027, 10, 31), "45775249", "45775249", D(0),
        [Line(None, "Solar panel 450 Wp mono PERC, black frame", D(60), D("112.00"), unit="pc",
              detail=("Half-cut cells, 1903 x 1134 mm, 25-year product warranty",)),
         Line(None, "Hybrid inverter 10 kW, three-phase", D(2), D("1690.00"), unit="pc",
              detail=("Two MPPT trackers, with Wi-Fi monitoring dongle",)),
         Line(None, "Aluminium mounting rail 4.2 m", D(48), D("21.50"), unit="pc"),
         Line(None, "Mid and end clamp set for 30-35 mm frames", D(30), D("6.90"), unit="set",
              detail=("Set of 4 clamps with hammer-head bolts",)),
         Line(None, "Solar cable 6 mm², red and black, 100 m drum", D(4), D("138.00"), unit="drum")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods exempt under Art. 25 Ley 37/1992 (Art. 138 Directive "
                  "2006/112/EC); VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="ES61 0354 6737 1296 7568 4029", bic="CAGLESMMXXX", customer_no="",
        extra={"terms": "Net 30"}),
    # 09 — ServiceM8, a Breda forklift-battery workshop: batteries repaired in Breda, services reverse charged (ICS)
    Invoice(
        "09-nl-tractiebatterijen", "nl", "servicem8",
        Supplier("Accuservice Breda B.V.", "Minervum 7311", "4817 ZN", "Breda", "NL", "NL752451455B03",
                 "+31 76 571 84 20", "facturen@accuservice-breda.nl", "KvK 20118355"),
        "5318", date(2027, 10, 5), date(2027, 11, 4), "PO 4577.5256", "45775256", D(0),
        [Line("ACC-REV-48V", "Revisie tractiebatterij 48 V, 24 cellen, capaciteitstest en egaliseren", D(3),
              D("385.00"), unit="st"),
         Line("CEL-2V-620", "Vervangen defecte cel 2 V 620 Ah", D(5), D("214.00"), unit="st"),
         Line("AQ-VUL-24", "Automatisch navulsysteem voor 24 cellen", D(2), D("168.50"), unit="set"),
         Line(None, "Ophalen en terugbrengen batterijen Gent - Breda", D(2), D("185.00"), unit="rit"),
         Line(None, "Werkplaatsuren monteur", D("6.5"), D("62.00"), unit="u")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd: dienst verricht voor een ondernemer in een andere lidstaat (art. 44 en 196 "
                  "Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL38 SNSB 7567 1679 36", bic="SNSBNL2A", customer_no="",
        extra={"job": "5318", "terms": "30 dagen",
               "job_desc": "Revisie van drie tractiebatterijen van de heftrucks, opgehaald op 22-09-2027 en in "
                           "onze werkplaats in Breda hersteld.",
               "site": "Werkplaats Minervum 7311, Breda"}),
    # 10 — simPRO in English, a Brussels compressed-air service firm: Belgian VAT 21 %, Belgian number format
    Invoice(
        "10-en-compressors", "en", "simpro",
        Supplier("Brussels Air & Cooling SRL", "Avenue du Port 86", "1000", "Brussels", "BE", "BE1447.723.218",
                 "02 426 81 37", "invoices@brusselsaircooling.be", "RLE Brussels"),
        "58093", date(2027, 10, 8), date(2027, 11, 7), "PO-45775263", "45775263", D(21),
        [Line("SVC-CMP-22", "Annual service screw compressor 22 kW, including oil analysis", D(1), D("640.00"),
              unit="ea"),
         Line("OIL-SYN-20L", "Synthetic compressor oil, 20 l", D(2), D("186.00"), unit="ea"),
         Line("FLT-AIR-22", "Air filter element for 22 kW compressor", D(2), D("48.70"), unit="ea"),
         Line("FLT-OIL-22", "Oil filter and separator kit", D(1), D("212.00"), unit="ea"),
         Line("SVC-PAC-35", "Service mobile air conditioner 3.5 kW: cleaning, filter replacement and leak test",
              D(8), D("42.00"), unit="ea"),
         Line("LAB-TECH", "Labour - service technician", D("5.5"), D("68.00"), unit="hr")],
        "611000", "V21",
        iban="BE11 3639 9443 5148", bic="BBRUBEBB", payment_ref=ogm(5809345775), customer_no="TECHNI01",
        extra={"job": "24817", "terms": "30 days from invoice date",
               "sections": "Compressor room:0,1,2,3;Offices and canteen:4,5",
               "site": "Technibouw Distributie, Industrieweg 14, 9000 Gent",
               "job_desc": "Annual service of the screw compressor and of the mobile air conditioners."}),
    # 11 — Tradify in German, a Ludwigshafen plumbing firm selling fittings: intra-EU goods (ICG), no PO printed
    Invoice(
        "11-de-armaturen", "de", "tradify",
        Supplier("Sanitärtechnik Pfalz GmbH", "Industriestraße 42", "67063", "Ludwigshafen am Rhein", "DE",
                 "DE523597359", "0621 59 73 30", "buchhaltung@sanitaer-pfalz.de", "Amtsgericht Ludwigshafen HRB 63918"),
        "RE-01874", date(2027, 10, 12), date(2027, 11, 11), None, "45775270", D(0),
        [Line("PF-DRM-1", "Druckminderer 1\" mit Manometer, Messing", D(20), D("58.40"), unit="Stk", discount=D(5)),
         Line("KH-DN32-PN25", "Kugelhahn DN 32, PN 25, vernickelt, mit Hebelgriff", D(40), D("17.85"), unit="Stk",
              discount=D(5)),
         Line("RSF-34", "Rückspülfilter 3/4\" mit Manometer und Spülventil", D(10), D("96.00"), unit="Stk"),
         Line("MVR-20-100", "Mehrschichtverbundrohr 20 x 2 mm, Rolle 100 m", D(6), D("142.00"), unit="Rolle"),
         Line("PF-T-20-10", "Pressfitting T-Stück 20 x 20 x 20, Packung zu 10 Stück", D(15), D("38.90"),
              unit="Pck")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. § 6a UStG). Die Steuer "
                  "schuldet der Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="DE69 4920 3251 5887 2648 80", bic="GENODEF1LUH", customer_no="",
        extra={"job": "A-0912", "terms": "30 Tage", "reference": "Lieferung Lager Gent"}),
    # 12 — Commusoft in French, a Wasquehal industrial-door firm selling spare parts: intra-EU goods, freight
    Invoice(
        "12-fr-portes", "fr", "commusoft",
        Supplier("Portes Industrielles du Nord SAS", "3 rue Jules Guesde", "59290", "Wasquehal", "FR",
                 "FR73326876893", "03 20 65 18 94", "facturation@pi-nord.fr", "RCS Lille Métropole 326 876 893"),
        "7815", date(2027, 10, 15), date(2027, 11, 14), "TB/45775277", "45775277", D(0),
        [Line("RS-TORS-650G", "Ressort de torsion 65 x 6,5 mm, longueur 750 mm, gauche", D(4), D("96.00"),
              unit="u"),
         Line("RS-TORS-650D", "Ressort de torsion 65 x 6,5 mm, longueur 750 mm, droit", D(4), D("96.00"), unit="u"),
         Line("CAB-ACR-5", "Câble de levage acier 5 mm, longueur 6 m, avec cosses", D(8), D("22.40"), unit="u"),
         Line("GAL-NYL-3", "Galet de roulement nylon 3\", axe long", D(40), D("7.90"), unit="u"),
         Line("JNT-BAS-6M", "Joint bas de porte sectionnelle EPDM, profil P, rouleau de 6 m", D(6), D("31.50"),
              unit="u"),
         Line("MOT-SEC-1200", "Motorisation pour porte sectionnelle industrielle 1200 N, avec coffret de commande",
              D(1), D("1240.00"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA BE0456.789.133.",
        group="\u00a0", iban="FR58 4254 2009 6182 7969 0291 521", bic="CEPAFRPP425", customer_no="TECHN-BE",
        extra={"job": "9526", "engineer": "", "sections": "Pièces:0,1,2,3,4,5", "terms": "30 jours",
               "job_desc": "Pièces détachées pour les portes sectionnelles du quai de chargement (envoi par "
                           "transporteur)."}),
]
