"""The twelve invoices of the forty-fourth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (DE, AT, FR, BE, LU), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
Büro Plus NexT, Buhl MeinBüro, Sage 50cloud, VosFactures, Quadratus, Sylob and Zistemo. PO numbers are the ERP's
eight digits from 45773700 by steps of 7; each invoice prints them in the supplier's own form (one prints none).
VAT numbers and IBANs carry valid check digits: invoice_env/world/identifiers.py's generators on
random.Random(20271234), VAT then IBAN for each supplier in order; Austria, which has no generator there, is drawn
from the same random stream with python-stdnum's check digits (see README.md)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Büro Plus NexT, an Iserlohn drive-parts dealer: intra-EU goods (ICG), line discounts, freight, Skonto
    Invoice(
        "01-de-antriebe", "de", "bueroplus",
        Supplier("Antriebstechnik Sauerland GmbH", "Baarstraße 212", "58636", "Iserlohn", "DE", "DE628712307",
                 "02371 94 38 0", "buchhaltung@ats-iserlohn.de", "Amtsgericht Iserlohn HRB 8841"),
        "RE2710058", date(2027, 10, 5), date(2027, 11, 4), "45773700 vom 14.09.2027", "45773700", D(0),
        [Line("ZR-8M-40-1500", "Zahnriemen HTD 8M, Breite 40 mm, Länge 1500 mm", D(12), D("38.60"), unit="Stk",
              discount=D(5)),
         Line("ZS-8M-32-2012", "Zahnriemenscheibe 8M, 32 Zähne, für Spannbuchse 2012, Aluminium, mit Bordscheiben",
              D(8), D("64.20"), unit="Stk", discount=D(5)),
         Line("SPB-2012-25", "Taper-Spannbuchse 2012, Bohrung 25 mm mit Nut", D(8), D("14.75"), unit="Stk"),
         Line("GM-075-I20-B", "Stirnradgetriebemotor 0,75 kW, i = 20, 400 V, Fußausführung, mit Federdruckbremse "
                              "und Handlüftung", D(2), D("742.00"), unit="Stk"),
         Line("KET-10B1-5", "Rollenkette 10B-1 DIN 8187, Rolle 5 m, inkl. Verbindungsglied", D(6), D("48.90"),
              unit="Rol")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("38.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. Kunde: BE0456.789.133.",
        iban="DE24 3123 7876 2021 0839 73", bic="SKISDE31XXX", customer_no="11408",
        extra={"clerk": "M. Stahlschmidt", "delivery": "Lieferschein LS2709913 vom 01.10.2027",
               "skonto_until": "19.10.2027"}),
    # 02 — Büro Plus NexT in Dutch, the Genk branch of a German hydraulics firm: Belgian VAT 21 % (V21)
    Invoice(
        "02-nl-hydrauliek", "nl", "bueroplus",
        Supplier("Hydraulik Rhein-Ruhr Benelux BV", "Kempische Steenweg 303", "3600", "Genk", "BE",
                 "BE0771.215.425", "089 41 72 60", "boekhouding@hrr-benelux.be", "RPR Antwerpen, afd. Hasselt"),
        "2027-20174", date(2027, 10, 7), date(2027, 11, 6), "4577 3707", "45773707", D(21),
        [Line("HS-2SN-12-1000", "Hydraulische slang 2SN DN 12, lengte 1000 mm, persfittingen DKOL 18L aan beide "
                                "zijden", D(20), D("31.40"), unit="St."),
         Line("KN-GE-18L", "Rechte inschroefkoppeling GE 18L, staal verzinkt", D(40), D("4.85"), unit="St."),
         Line("FI-RF-170-10", "Retourfilterelement 10 µm voor tankopbouwfilter, doorstroming 170 l/min", D(12),
              D("46.90"), unit="St."),
         Line("OL-HLP46-20", "Hydraulische olie HLP 46, bidon 20 l", D(15), D("78.00"), unit="Bid."),
         Line("PMP-ZP-16R", "Tandwielpomp 16 cm³/omw., SAE-flens, rechtsdraaiend", D(2), D("389.00"), unit="St.")],
        "604000", "V21",
        iban="BE32 1430 4017 7202", bic="GEBABEBB", payment_ref=ogm(2720174707), customer_no="30915",
        extra={"clerk": "K. Vanheusden", "delivery": "Leverbon LB2710211 van 05.10.2027"}),
    # 03 — Buhl MeinBüro, a Linz IT-service firm: network set-up in Gent, services reverse charged (ICS)
    Invoice(
        "03-de-netzwerk", "de", "meinbuero",
        Supplier("Alpenblick IT-Dienstleistungen GmbH", "Hafenstraße 47", "4020", "Linz", "AT", "ATU11001431",
                 "+43 732 90 44 18", "office@alpenblick-it.at", "FN 412738 b, Landesgericht Linz"),
        "2027-0412", date(2027, 10, 11), date(2027, 10, 25), "PO-45773714", "45773714", D(0),
        [Line(None, "Vor-Ort-Einsatz Netzwerktechniker im Lager Gent: Konfiguration der WLAN-Access-Points und "
                    "der VLAN-Segmentierung", D(16), D("95.00"), unit="Std."),
         Line(None, "Remote-Support Warenwirtschaft, Anbindung der Handscanner", D("6.5"), D("88.00"), unit="Std."),
         Line(None, "Reisekosten pauschal Linz - Gent (Hin- und Rückfahrt)", D(1), D("640.00"), unit="pauschal"),
         Line(None, "Dokumentation der Netzwerkkonfiguration", D(4), D("88.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge) gemäß Art. 196 "
                  "MwSt-Systemrichtlinie. UID des Leistungsempfängers: BE0456.789.133.",
        qty_places=2, iban="AT30 1400 0827 3882 7309", bic="BAWAATWW", customer_no="10087",
        extra={"period": "04.10.2027 - 08.10.2027", "greeting": "Sehr geehrte Damen und Herren,",
               "intro": "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:",
               "bank": "BAWAG P.S.K.", "boss": "Geschäftsführer: Mag. Florian Eder"}),
    # 04 — Buhl MeinBüro in English, a Cologne translation agency: German number format, services reverse charged
    Invoice(
        "04-en-translation", "en", "meinbuero",
        Supplier("Weber Fachübersetzungen GmbH", "Aachener Straße 530", "50933", "Köln", "DE", "DE367671684",
                 "0221 168 42 70", "rechnung@weber-uebersetzungen.de", "Amtsgericht Köln HRB 90217"),
        "RE-2027-1187", date(2027, 10, 14), date(2027, 11, 13), "45773721", "45773721", D(0),
        [Line(None, "Translation DE > FR, operating manual for the pallet racking system, source text 18 400 words",
              D(18400), D("0.14"), unit="words"),
         Line(None, "Translation DE > NL, operating manual for the pallet racking system", D(18400), D("0.14"),
              unit="words"),
         Line(None, "Proofreading by a second translator (FR and NL)", D(14), D("62.00"), unit="h"),
         Line(None, "DTP: layout of both language versions, PDF for print", D(9), D("58.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: the recipient of the service is liable for VAT (Art. 196 Council Directive "
                  "2006/112/EC). Customer VAT ID: BE0456.789.133.",
        iban="DE75 1760 3136 8914 9648 33", bic="COKSDE33XXX", customer_no="K-2291",
        extra={"period": "20.09.2027 - 12.10.2027", "greeting": "Dear Sir or Madam,",
               "intro": "Thank you for your order. We invoice the following services:",
               "bank": "Sparkasse KölnBonn", "boss": "Managing director: Dr. Annette Weber"}),
    # 05 — Sage 50cloud (Belgium), a Sint-Truiden tyre wholesaler: tyres for farm tractors at the Belgian 12 % (V12)
    Invoice(
        "05-nl-banden", "nl", "sage50",
        Supplier("Bandencentrale Haspengouw NV", "Tiensesteenweg 389", "3800", "Sint-Truiden", "BE",
                 "BE1867.404.309", "011 69 27 35", "facturen@bandencentrale-haspengouw.be",
                 "RPR Antwerpen, afd. Hasselt"),
        "10874", date(2027, 10, 18), date(2027, 11, 17), "TD/45773728", "45773728", D(12),
        [Line("AGR-480-70R38", "Landbouwband 480/70 R38 145D TL radiaal", D(4), D("612.00"), unit="st",
              discount=D(8)),
         Line("AGR-380-70R24", "Landbouwband 380/70 R24 125D TL radiaal", D(4), D("398.00"), unit="st",
              discount=D(8)),
         Line("BIN-169-34", "Binnenband 16.9-34 met ventiel TR218A", D(6), D("54.50"), unit="st"),
         Line("IMP-10-75-153", "Implementband 10.0/75-15.3 14PR voor aanhangwagens en balenpersen", D(8),
              D("96.40"), unit="st")],
        "604000", "V12",
        iban="BE82 1035 4182 2668", bic="NICABEBB", payment_ref=ogm(1087445773), customer_no="TECHNI01",
        extra={"terms": "30 dagen", "ship": "Technibouw Distributie NV - magazijn"}),
    # 06 — Sage 50cloud in English, a Contern fixings wholesaler: intra-EU goods (ICG), no PO printed, carriage
    Invoice(
        "06-en-fixings", "en", "sage50",
        Supplier("Moselle Fixings S.à r.l.", "12, rue des Chaux", "L-5324", "Contern", "LU", "LU73667724",
                 "+352 26 35 18 40", "accounts@moselle-fixings.lu", "RCS Luxembourg B198452"),
        "SI-3318", date(2027, 10, 21), date(2027, 11, 20), None, "45773735", D(0),
        [Line("DIN933-M12X40", "Hex head bolt DIN 933 M12 x 40, grade 8.8, zinc plated, box of 100", D(30),
              D("18.40"), unit="box"),
         Line("DIN934-M12", "Hex nut DIN 934 M12, grade 8, zinc plated, box of 200", D(15), D("11.90"), unit="box"),
         Line("DIN125-13", "Flat washer DIN 125 13 mm, zinc plated, box of 500", D(10), D("9.60"), unit="box"),
         Line("ANC-FAZ-12100", "Anchor bolt M12 x 100 for cracked concrete, ETA option 1, stainless steel A4", D(400),
              D("2.85"), unit="pcs"),
         Line("CHM-VE-300", "Chemical anchor, vinylester resin, 300 ml cartridge, styrene-free", D(48), D("12.75"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Carriage", D("55.00"))],
        statement="Intra-Community supply of goods exempt from VAT (Art. 138 Directive 2006/112/EC). Reverse "
                  "charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU52 4390 8905 9397 1150", bic="BILLLULL", customer_no="TECH001",
        extra={"terms": "30 days net", "ship": "Technibouw Distributie NV - goods inwards"}),
    # 07 — VosFactures, a Lyon safety-wear wholesaler: intra-EU goods (ICG), ISO dates, per-line VAT columns
    Invoice(
        "07-fr-protection", "fr", "vosfactures",
        Supplier("Protections Lyonnaises SAS", "27 rue de l'Industrie", "69200", "Vénissieux", "FR",
                 "FR60934546128", "04 78 70 52 16", "compta@protections-lyonnaises.fr",
                 "RCS Lyon 934 546 128 - SAS au capital de 20 000 €"),
        "FV 158/10/2027", date(2027, 10, 25), date(2027, 11, 24), "BC 45773742", "45773742", D(0),
        [Line("GT-NIT-09", "Gants de manutention enduits nitrile, taille 9, sachet de 12 paires", D(60), D("21.60"),
              unit="sachet"),
         Line("GT-NIT-10", "Gants de manutention enduits nitrile, taille 10, sachet de 12 paires", D(40), D("21.60"),
              unit="sachet"),
         Line("GHV-J-XL", "Gilet haute visibilité jaune classe 2, taille XL, bandes rétroréfléchissantes", D(100),
              D("3.95"), unit="pièce"),
         Line("CQ-ABS-BL", "Casque de chantier ABS blanc avec jugulaire, serrage par crémaillère", D(50), D("8.70"),
              unit="pièce"),
         Line("LP-PC-AR", "Lunettes de protection polycarbonate incolores, traitement anti-rayures et anti-buée",
              D(120), D("2.45"), unit="pièce")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA BE0456.789.133.",
        group=" ", iban="FR73 3491 7845 0820 3983 4204 788", bic="CMCIFRPP", customer_no="",
        extra={"sale": "2027-10-22", "pay": "Virement", "bank": "Crédit Mutuel"}),
    # 08 — VosFactures, a Namur publisher of technical books: the Belgian 6 % on books (V06), 30 % trade discount
    Invoice(
        "08-fr-ouvrages", "fr", "vosfactures",
        Supplier("Éditions Techniques de Wallonie SRL", "Chaussée de Louvain 431", "5004", "Bouge", "BE",
                 "BE1180.467.036", "081 22 64 90", "commandes@editions-tw.be", "RPM Liège, division Namur"),
        "F-2027-0094", date(2027, 10, 28), date(2027, 11, 27), "4577/3749", "45773749", D(6),
        [Line("978-2-87384-215-4", "Guide pratique des fixations dans le béton, 3e édition revue et augmentée",
              D(25), D("42.00"), unit="ex.", discount=D(30)),
         Line("978-2-87384-228-4", "Manuel du magasinier : stockage, manutention et sécurité", D(40), D("28.50"),
              unit="ex.", discount=D(30)),
         Line("978-2-87384-231-4", "Le rayonnage métallique : la norme NBN EN 15635 commentée", D(15), D("64.00"),
              unit="ex.", discount=D(30)),
         Line("978-2-87384-244-4", "Lexique technique du bâtiment français - néerlandais", D(30), D("35.00"),
              unit="ex.", discount=D(30))],
        "604000", "V06",
        group=".", iban="BE26 1037 3976 6629", bic="NICABEBB", payment_ref=ogm(2700943749), customer_no="",
        extra={"sale": "2027-10-28", "pay": "Virement", "bank": "Crelan"}),
    # 09 — Quadratus (QuadraFACTURE), a Reims calibration lab: calibration and repairs, services reverse charged
    Invoice(
        "09-fr-etalonnage", "fr", "quadratus",
        Supplier("Métrologie Champagne SARL", "8 rue Gaston Boyer", "51100", "Reims", "FR", "FR95976658625",
                 "03 26 85 41 09", "facturation@metrologie-champagne.fr",
                 "SARL au capital de 8 000 € - RCS Reims 976 658 625 - APE 7120B"),
        "27-00231", date(2027, 11, 3), date(2027, 12, 3), "CDE-45773756", "45773756", D(0),
        [Line("ET-MANO", "Étalonnage manomètre 0-16 bar, 5 points en montée et descente, certificat d'étalonnage",
              D(14), D("68.00"), unit="u"),
         Line("ET-CLE-DYN", "Étalonnage clé dynamométrique 20-200 N.m selon ISO 6789-2", D(10), D("54.00"), unit="u"),
         Line("VER-PAC", "Vérification pied à coulisse 0-150 mm, constat de vérification", D(22), D("26.50"),
              unit="u"),
         Line("REP-DIV", "Réparations et remplacement des pièces d'usure suivant devis D27-118 accepté le "
                         "06/10/2027", D(1), D("345.00"), unit="forf."),
         Line("TRANSP", "Enlèvement et retour des instruments par transporteur", D(1), D("120.00"), unit="forf.")],
        "611000", "ICS", reverse_charge=True,
        statement="Autoliquidation - prestation de services intracommunautaire, TVA due par le preneur "
                  "(art. 283-2 du CGI, art. 196 de la directive 2006/112/CE). N° TVA client : BE0456.789.133.",
        group=" ", iban="FR43 6699 5126 5369 9420 6113 586", bic="CEPAFRPP513", customer_no="411TECHNI",
        extra={"pay": "Virement à 30 jours"}),
    # 10 — Sylob, a Besançon valve maker: intra-EU goods (ICG), delivery-note rows, a 2 % discount and freight
    Invoice(
        "10-fr-robinetterie", "fr", "sylob",
        Supplier("Robinetterie Industrielle du Jura SAS", "14 rue Lavoisier", "25000", "Besançon", "FR",
                 "FR25695189951", "03 81 47 20 66", "adv@rij-robinetterie.fr",
                 "SAS au capital de 150 000 € - RCS Besançon 695 189 951"),
        "FC2700481", date(2027, 11, 8), date(2027, 12, 31), "4577.3763", "45773763", D(0),
        [Line("VB-DN50-PN16", "Vanne à boisseau sphérique DN 50 PN 16, corps fonte, brides, poignée cadenassable",
              D(12), D("148.00"), unit="U", detail=("BL 27-02214 du 02/11/27",)),
         Line("VP-DN80-EP", "Vanne papillon DN 80 à oreilles taraudées, manchette EPDM, commande par levier", D(8),
              D("112.50"), unit="U", detail=("BL 27-02214 du 02/11/27",)),
         Line("CL-DN50-BAT", "Clapet anti-retour à battant DN 50 PN 16", D(10), D("86.40"), unit="U",
              detail=("BL 27-02214 du 02/11/27",)),
         Line("FT-Y-DN50", "Filtre à tamis en Y DN 50, tamis inox maille 1 mm", D(6), D("97.20"), unit="U",
              detail=("BL 27-02231 du 04/11/27",)),
         Line("MAN-G63-10", "Manomètre à bain de glycérine Ø 63 mm, 0-10 bar, raccord 1/4 radial", D(30),
              D("9.85"), unit="U", detail=("BL 27-02231 du 04/11/27",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2)), ("Port", D("85.00"))],
        statement="Livraison intracommunautaire exonérée de TVA, art. 262 ter I du CGI. Autoliquidation par "
                  "l'acquéreur (TVA BE0456.789.133).",
        group="\u00a0", iban="FR58 6324 9485 1965 5271 9709 080", bic="CCBPFRPPBES", customer_no="C04417",
        extra={"po_date": "18/10/2027", "rep": "J. Vuillemin", "pay": "Virement 45 j fin de mois",
               "title": "FACTURE"}),
    # 11 — Sylob at a Hainaut machine shop (Belgian subsidiary): Belgian VAT 21 % (V21), delivery-note rows
    Invoice(
        "11-fr-usinage", "fr", "sylob",
        Supplier("Mécanique de Précision du Hainaut SA", "Rue du Grand Peuplier 11", "7110", "La Louvière", "BE",
                 "BE1018.877.013", "064 23 58 70", "comptabilite@mph-hainaut.be", "RPM Hainaut, division Charleroi"),
        "FA27-01127", date(2027, 11, 12), date(2027, 12, 12), "PO 45773770", "45773770", D(21),
        [Line("ARB-30-450", "Arbre de transmission Ø 30 h7 x 450 mm, acier C45 rectifié, rainure de clavette", D(16),
              D("84.00"), unit="pc", detail=("BL 27-1408 du 10/11/27",)),
         Line("PAL-UCF206", "Palier applique fonte UCF 206 avec roulement", D(32), D("27.40"), unit="pc",
              detail=("BL 27-1408 du 10/11/27",)),
         Line("PLQ-200-12B", "Plaque de fixation 200 x 150 x 12 mm, découpe laser, percée et taraudée M10 selon "
                             "plan 2027-114 indice B", D(32), D("18.60"), unit="pc",
              detail=("BL 27-1408 du 10/11/27",)),
         Line("ENT-40-60", "Entretoise usinée Ø 40 x 60 mm, aluminium anodisé", D(64), D("6.90"), unit="pc",
              detail=("BL 27-1413 du 11/11/27",))],
        "604000", "V21",
        group=".", iban="BE41 3635 5148 0810", bic="BBRUBEBB", payment_ref=ogm(2701127770), customer_no="CL0883",
        extra={"po_date": "22/10/2027", "rep": "S. Dupont", "pay": "Virement 30 jours date de facture",
               "title": "FACTURE"}),
    # 12 — Zistemo, a Vienna digital studio: an online catalogue, hours, services reverse charged (ICS, 614000)
    Invoice(
        "12-en-catalogue", "en", "zistemo",
        Supplier("Studio Donaukanal Digital GmbH", "Obere Donaustraße 63", "1020", "Wien", "AT", "ATU09277548",
                 "+43 1 212 48 90", "billing@donaukanal.studio", "FN 498213 k, Handelsgericht Wien"),
        "2027-147", date(2027, 11, 17), date(2027, 12, 1), "#45773777", "45773777", D(0),
        [Line(None, "Online product catalogue: concept workshop in Gent and information architecture", D(12),
              D("115.00"), unit="h"),
         Line(None, "UX/UI design of the catalogue and product pages, three review rounds", D("26.5"), D("105.00"),
              unit="h"),
         Line(None, "Frontend and CMS implementation, import interface for the article data from the ERP",
              D("38.25"), D("98.00"), unit="h"),
         Line(None, "Project management and coordination", D("8.75"), D("90.00"), unit="h"),
         Line(None, "Hosting and CMS licence, first year (12/2027 - 11/2028)", D(1), D("480.00"), unit="flat")],
        "614000", "ICS", reverse_charge=True,
        statement="Reverse charge - the recipient of the service is liable for VAT (Art. 196 VAT Directive "
                  "2006/112/EC). VAT ID of the recipient: BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban="AT67 1400 0133 2560 6855", bic="BAWAATWW", customer_no="",
        extra={"project": "Technibouw - Online product catalogue", "period": "27 Sep 2027 - 12 Nov 2027"}),
]
