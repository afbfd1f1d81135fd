"""The twelve invoices of the twenty-ninth blind corpus (issue 38, item 8), written before the reader is next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, AT, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software: Billbee, Afterbuy, Papierkram, Indy, Freebe, Abby and BuchhaltungsButler.
PO numbers are the ERP's eight digits, from 45772200 by steps of 7; each invoice prints them in the supplier's own
form (two print none). VAT numbers and IBANs were drawn on random.Random(20271219), VAT then IBAN for each supplier
in order, by invoice_env/world/identifiers.py's generators (the Austrian ones, which it has no generator for, with
python-stdnum's check digits: see the README)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Billbee, a Herentals lighting webshop: Belgian VAT 21 % (V21), unit prices printed incl. VAT, a
    # shipping row in the table, the shop's own order number beside the customer's PO
    Invoice(
        "01-nl-verlichting", "nl", "billbee",
        Supplier("LedLijn Kempen BV", "Lierseweg 212", "2200", "Herentals", "BE", "BE0448.661.226",
                 "014 70 33 81", "shop@ledlijn.be", "RPR Antwerpen, afd. Turnhout"),
        "F2027-3318", date(2027, 11, 29), date(2027, 12, 13), "PO 45772200", "45772200", D(21),
        [Line("LLK-PAN6060-40", "LED-paneel 60 x 60 cm, 40 W, 4000 K, UGR<19, voor systeemplafond", D(48), D("37.00"),
              unit="st"),
         Line("LLK-HB150-50", "LED high bay UFO 150 W, 5000 K, 110°, met ophangbeugel en 1,5 m kabel", D(16),
              D("89.00"), unit="st"),
         Line("LLK-T8-150-24", "LED TL-buis T8 150 cm, 24 W, 4000 K", D(120), D("6.00"), unit="st"),
         Line("LLK-NOOD-3H", "Noodverlichting LED opbouw, 3 uur autonomie, met pictogram vluchtweg links/rechts",
              D(14), D("42.00"), unit="st"),
         Line(None, "Verzendkosten (levering op pallet)", D(1), D("35.00"), unit="")],
        "604000", "V21",
        iban="BE91 7350 3257 1776", bic="KREDBEBB", payment_ref=ogm(2733182002),
        customer_no="K-20418",
        extra={"gross_prices": "1", "order": "LL-58214", "ordered": "26-11-2027", "payment": "Overschrijving"}),
    # 02 — Afterbuy, an Enschede workwear webshop: intra-EU goods (ICG), quantity first, the PO in a comment,
    # shipping in the totals, no line labelled net
    Invoice(
        "02-nl-werkkleding", "nl", "afterbuy",
        Supplier("Werkkleding Direct Twente B.V.", "Haaksbergerstraat 341", "7545 GJ", "Enschede", "NL",
                 "NL383743813B01", "053 203 48 10", "verkoop@werkkledingdirect.nl", "KvK 71830264"),
        "20735", date(2027, 11, 30), date(2027, 12, 14), "Inkooporder 45772207", "45772207", D(0),
        [Line("WD-SJ4410-L", "Softshell werkjas met reflectiestrepen, marineblauw, maat L, borduring logo "
                             "linkerborst", D(60), D("42.50"), unit="st"),
         Line("WD-BR2200-52", "Werkbroek stretch met kniezakken, grijs/zwart, maat 52", D(40), D("36.90"), unit="st"),
         Line("WD-S3L-43", "Veiligheidsschoen S3 laag, composiet neus, maat 43", D(36), D("54.95"), unit="paar"),
         Line("WD-HNI-09", "Werkhandschoen nitril gecoat, maat 9", D(200), D("1.85"), unit="paar")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("24.95"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL31 ABNA 7178 2364 88", bic="ABNANL2A", customer_no="31877",
        extra={"order": "1184402", "payment": "Overschrijving",
               "comment": "Opmerking: Inkooporder 45772207 - levering aan magazijn, laadkade 3"}),
    # 03 — Papierkram in Dutch, a logistics consultant in Kleve: services reverse charged (ICS, 613000), the PO
    # inside the opening sentence, kilometres and half hours, the German date format
    Invoice(
        "03-nl-advies", "nl", "papierkram",
        Supplier("Jansen Logistikberatung", "Hafenstraße 21", "47533", "Kleve", "DE", "DE801965483",
                 "02821 977 41 30", "bert@jansen-logistik.de", "Inhaber: Bert Jansen"),
        "RE-2027-0117", date(2027, 12, 1), date(2027, 12, 15), "PO 45772214", "45772214", D(0),
        [Line(None, "Analyse magazijnprocessen vestiging Gent: intake, procesopname op locatie en rapport met "
                    "verbetervoorstellen", D(3), D("1150.00"), unit="dag"),
         Line(None, "Workshop indeling nieuw pickgebied met de teamleiders", D("7.5"), D("135.00"), unit="uur"),
         Line(None, "Reiskosten Kleve - Gent v.v. (4 x 232 km)", D(928), D("0.30"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd: de btw is verschuldigd door de afnemer (art. 196 Richtlijn 2006/112/EG). "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        iban="DE77 8447 6912 3740 1122 64", bic="GENODED1KLV", customer_no="K-1009",
        extra={"period": "08.11.2027 - 19.11.2027", "tax_no": "Steuernr. 116/5127/3304"}),
    # 04 — Indy, a Lille technical translator: services reverse charged (ICS, 613000), word counts with a
    # no-break space, per-line VAT column
    Invoice(
        "04-fr-traduction", "fr", "indy",
        Supplier("Claire Vandamme Traduction EI", "48 rue Nationale", "59000", "Lille", "FR", "FR00547090084",
                 "06 71 24 58 90", "claire@vandamme-traduction.fr", "SIRET 547 090 084 00027"),
        "F2027-058", date(2027, 12, 2), date(2028, 1, 1), "PO-45772221", "45772221", D(0),
        [Line(None, "Traduction FR > NL des fiches techniques produits isolation (18 fiches)", D(14380), D("0.11"),
              unit="mots"),
         Line(None, "Traduction FR > EN de la brochure « Solutions de stockage 2028 »", D(9250), D("0.10"),
              unit="mots"),
         Line(None, "Relecture et mise en page des fichiers InDesign après traduction", D(6), D("55.00"), unit="h"),
         Line(None, "Gestion de projet", D(1), D("75.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur, article 196 de la directive 2006/112/CE. "
                  "N° TVA du client : BE0456.789.133.",
        group="\u00a0", iban="FR67 4040 7424 9975 4809 6976 381", bic="CCBPFRPPLIL", customer_no="",
        extra={"terms": "30 jours", "payment": "Virement bancaire"}),
    # 05 — Freebe, a Liège safety trainer: Belgian VAT 21 % (V21, 613000) printed with the French HT / TTC words
    Invoice(
        "05-fr-formation", "fr", "freebe",
        Supplier("JL Prévention SRL", "Rue Saint-Gilles 188", "4000", "Liège", "BE", "BE1779.915.059",
                 "0478 52 19 63", "julien@jlprevention.be", "RPM Liège"),
        "2027-042", date(2027, 12, 6), date(2028, 1, 5), "4577 2228", "45772228", D(21),
        [Line(None, "Formation VCA de base (B-VCA), 1 journée, syllabus compris", D(8), D("165.00"), unit="pers."),
         Line(None, "Formation cariste chariot élévateur frontal, recyclage, session du 18/11/2027 à Gand", D(6),
              D("210.00"), unit="pers."),
         Line(None, "Frais d'examen VCA (centre d'examen agréé)", D(8), D("48.00"), unit="pers."),
         Line(None, "Déplacement Liège - Gand", D(2), D("95.00"), unit="forfait")],
        "613000", "V21",
        iban="BE32 3633 4830 3802", bic="BBRUBEBB", payment_ref=ogm(2704245772),
        extra={"subject": "Formations sécurité - novembre 2027", "terms": "30 jours fin de mois"}),
    # 06 — Abby, a Tournai caterer: Belgian 12 % on catering without drinks (V12, 602000), no PO printed
    Invoice(
        "06-fr-traiteur", "fr", "abby",
        Supplier("Traiteur Les Saveurs du Hainaut SRL", "Rue de la Tête d'Or 27", "7500", "Tournai", "BE",
                 "BE0613.796.006", "069 84 27 15", "contact@saveurs-hainaut.be", "RPM Hainaut, division Tournai"),
        "FA-2027-087", date(2027, 11, 30), date(2027, 12, 30), None, "45772235", D(12),
        [Line(None, "Walking dinner inauguration du nouvel entrepôt, 6 services, le 26/11/2027 (boissons non "
                    "comprises)", D(85), D("38.50"), unit="couvert"),
         Line(None, "Personnel de service (4 serveurs, 6 heures)", D(24), D("36.00"), unit="h"),
         Line(None, "Mise en place du buffet, nappage et vaisselle", D(1), D("240.00"), unit="forfait"),
         Line(None, "Livraison et reprise du matériel", D(1), D("65.00"), unit="forfait")],
        "602000", "V12",
        iban="BE51 1436 0514 0362", bic="GEBABEBB", payment_ref=ogm(2708700235),
        extra={}),
    # 07 — BuchhaltungsButler, a Lüdenscheid fastener maker: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "07-de-befestigung", "de", "buchhaltungsbutler",
        Supplier("Hansa Befestigungstechnik GmbH", "Altenaer Straße 152", "58513", "Lüdenscheid", "DE",
                 "DE934756720", "02351 66 41 0", "rechnung@hansa-befestigung.de", "Amtsgericht Iserlohn HRB 8812"),
        "RE-27-11873", date(2027, 12, 7), date(2028, 1, 6), "45772242", "45772242", D(0),
        [Line("BT-DA-M10-80", "Schwerlastanker M10 x 80, galvanisch verzinkt, Karton à 50 Stück", D(40),
              D("38.60"), unit="Ktn", discount=D(8)),
         Line("BT-SR-6X60", "Spanplattenschraube 6 x 60 mm, Senkkopf, Torx T30, Teilgewinde, gelb verzinkt, "
                            "Pack à 200 Stück", D(120), D("11.45"), unit="Pck", discount=D(8)),
         Line("BT-GS-M12-1000", "Gewindestange M12 x 1000 mm, DIN 976, Stahl 4.8", D(300), D("1.92"), unit="Stk"),
         Line("BT-IM-VE300", "Injektionsmörtel Vinylester 300 ml, styrolfrei", D(96), D("9.80"), unit="Stk"),
         Line("BT-US-M10", "Unterlegscheibe DIN 125 M10, Pack à 500 Stück", D(24), D("7.40"), unit="Pck")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("58.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE18 2958 1228 4174 3381 37", bic="HANSDE31XXX", customer_no="20577",
        extra={"order_line": "Ihre Bestellung Nr. 45772242 vom 16.11.2027", "delivery": "06.12.2027"}),
    # 08 — Afterbuy in German, an Innsbruck workshop-equipment webshop: intra-EU goods (ICG), no PO printed,
    # freight by haulier in the totals
    Invoice(
        "08-de-werkstatt", "de", "afterbuy",
        Supplier("Tiroler Werkstattausrüstung GmbH", "Grabenweg 64", "6020", "Innsbruck", "AT", "ATU13748122",
                 "+43 512 39 47 20", "office@tiroler-werkstatt.at", "FN 512734 k, Landesgericht Innsbruck"),
        "AB-2027-30571", date(2027, 12, 10), date(2027, 12, 24), None, "45772249", D(0),
        [Line("TW-WW-1807", "Werkstattwagen mit 7 Schubladen, bestückt mit 215 Werkzeugen in Schaumstoffeinlagen",
              D(4), D("689.00"), unit="Stk"),
         Line("TW-WB-2075", "Werkbank Schwerlast 2000 x 750 mm, Buche-Multiplex, mit Schubladenblock", D(2),
              D("548.00"), unit="Stk"),
         Line("TW-LW-1240", "Lochwand-Set 1200 mm mit 40 Haken", D(6), D("79.90"), unit="Set"),
         Line("TW-SS-150", "Parallelschraubstock 150 mm, drehbar", D(10), D("64.50"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten (Spedition)", D("149.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 iVm Art. 7 UStG 1994. "
                  "Die Steuerschuld geht auf den Leistungsempfänger über. UID des Empfängers: BE0456.789.133.",
        iban="AT08 5366 6213 9435 4684", bic="TIWEAT22", customer_no="64218",
        extra={"order": "118403", "payment": "Überweisung"}),
    # 09 — Papierkram, an Eupen coach company: Belgian 6 % on passenger transport (V06, 615000), a written
    # reference line, the structured communication
    Invoice(
        "09-de-busreise", "de", "papierkram",
        Supplier("Eifel-Ardennen Reisen GmbH", "Herbesthaler Straße 96", "4700", "Eupen", "BE", "BE0424.541.185",
                 "087 55 63 20", "buchhaltung@ea-reisen.be", "RJP Eupen"),
        "RE-2027-0904", date(2027, 12, 13), date(2027, 12, 27), "PO 45772256", "45772256", D(6),
        [Line(None, "Reisebus 49 Sitze mit Fahrer, Betriebsausflug Gent - Monschau - Hohes Venn - Gent am "
                    "27.11.2027, Tagesfahrt inkl. Parkgebühren", D(2), D("1180.00"), unit="Bus"),
         Line(None, "Zusätzliche Kilometer über die Pauschale (beide Busse)", D(64), D("2.10"), unit="km"),
         Line(None, "Zweiter Fahrer (Lenk- und Ruhezeiten)", D(2), D("260.00"), unit="Tag")],
        "615000", "V06",
        iban="BE29 1434 0698 8964", bic="GEBABEBB", payment_ref=ogm(2709045772), customer_no="K-0388",
        extra={"period": "27.11.2027"}),
    # 10 — Billbee in English, a Ludwigshafen pneumatics webshop: intra-EU goods (ICG), German number format
    # kept under English labels, a shipping row in the table
    Invoice(
        "10-en-pneumatics", "en", "billbee",
        Supplier("Pfalz Pneumatik GmbH", "Industriestraße 58", "67063", "Ludwigshafen am Rhein", "DE",
                 "DE184729559", "0621 59 18 44 0", "shop@pfalz-pneumatik.de", "Amtsgericht Ludwigshafen HRB 64117"),
        "2027-5502", date(2027, 12, 14), date(2027, 12, 28), "PO-45772263", "45772263", D(0),
        [Line("PP-ZYL-32-100", "Pneumatic cylinder ISO 15552, bore 32 mm, stroke 100 mm, magnetic piston", D(12),
              D("64.80"), unit="pcs"),
         Line("PP-MV52-G14", "5/2-way solenoid valve G1/4, 24 V DC, with LED plug", D(12), D("48.30"), unit="pcs"),
         Line("PP-PU8-50", "Polyurethane tubing 8 x 5.5 mm, blue, 50 m roll", D(10), D("39.90"), unit="pcs"),
         Line("PP-STV8-G14", "Push-in fitting straight, 8 mm - G1/4, nickel-plated brass", D(150), D("1.28"),
              unit="pcs"),
         Line("PP-FR-G12", "Filter regulator unit G1/2 with gauge, 0.5-10 bar, metal bowl guard", D(4), D("86.50"),
              unit="pcs"),
         Line(None, "Shipping (DHL Express, 2 parcels)", D(1), D("32.00"), unit="")],
        "604000", "ICG", reverse_charge=True,
        statement="Tax-free intra-Community supply of goods (Sec. 4 No. 1b German VAT Act, Art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT to be accounted for by the recipient, VAT ID BE0456.789.133.",
        iban="DE53 0665 3017 6884 9259 89", bic="PFALDE6LXXX", customer_no="10-7731",
        extra={"order": "3000518477", "ordered": "13.12.2027", "payment": "Bank transfer"}),
    # 11 — BuchhaltungsButler in English, a Luxembourg software house: services reverse charged (ICS, 613000),
    # service codes, a line discount, half hours, a written date
    Invoice(
        "11-en-software", "en", "buchhaltungsbutler",
        Supplier("Moselle Data Systems S.à r.l.", "12, rue Edward Steichen", "L-2540", "Luxembourg", "LU",
                 "LU28486161", "+352 27 86 41 1", "accounting@moselle-data.lu", "RCS Luxembourg B231806"),
        "INV-2027-0462", date(2027, 12, 15), date(2028, 1, 14), "PO 4577-2270", "45772270", D(0),
        [Line("SUP-PRM-12", "Premium support contract WMS interface, 01/01/2028 - 31/12/2028", D(1), D("3900.00"),
              unit="year", discount=D(5)),
         Line("DEV-H", "Development of EDI interface to carrier portal (DESADV / IFTMIN), as per quote Q-27-311",
              D("26.5"), D("118.00"), unit="h"),
         Line("TRN-D", "On-site training of warehouse staff, Gent", D(1), D("890.00"), unit="day"),
         Line("TRV-FLAT", "Travel expenses Luxembourg - Gent, flat rate", D(1), D("180.00"), unit="flat")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 44 and 196 Council Directive "
                  "2006/112/EC). Customer VAT ID: BE0456.789.133.",
        dec=".", group=",", iban="LU75 0284 4879 6284 3573", bic="BGLLLULL", customer_no="C-1187",
        extra={"date_style": "long", "order_line": "Your order: PO 4577-2270", "delivery": "December 2027"}),
    # 12 — Indy in English, a Roubaix product photographer: services reverse charged (ICS, 614000), no article
    # numbers, image rights as a line
    Invoice(
        "12-en-photography", "en", "indy",
        Supplier("Thomas Lefebvre Photographie EI", "112 boulevard de Belfort", "59100", "Roubaix", "FR",
                 "FR00415373299", "06 28 41 77 03", "studio@tlefebvre-photo.fr", "SIRET 415 373 299 00035"),
        "F2027-131", date(2027, 12, 20), date(2028, 1, 19), "45772277", "45772277", D(0),
        [Line(None, "Product photography for the 2028 catalogue: packshots on white background, retouched, "
                    "delivered in high resolution", D(140), D("14.00"), unit="photos"),
         Line(None, "Studio days with set-up for large items (ladders, scaffolding elements)", D(2), D("650.00"),
              unit="days"),
         Line(None, "Image rights for catalogue, website and trade fairs, Benelux, 5 years", D(1), D("800.00"),
              unit="flat")],
        "614000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT payable by the customer, Article 196 of Directive 2006/112/EC. "
                  "Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="FR16 2481 0174 8861 2327 5969 635", bic="CEPAFRPP248", customer_no="",
        extra={"terms": "30 days", "payment": "Bank transfer"}),
]
