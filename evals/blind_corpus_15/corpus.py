"""The twelve invoices of the fifteenth blind corpus (issue 38, item 15), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of invoicing software other than the earlier corpora's: Reeleezee, Robaws, Isah, Facture.net,
Sage X3, Scopevisio and Chargebee. PO numbers are the ERP's 4577xxxx; each invoice prints them in the supplier's
own form (one prints none). VAT numbers and IBANs carry valid check digits (invoice_env/world/identifiers.py's
generators, seed 20271205)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Reeleezee, a Helmond tool wholesaler: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-nl-gereedschap", "nl", "reeleezee",
        Supplier("Gereedschapshandel De Peel B.V.", "Churchilllaan 71", "5705 DK", "Helmond", "NL", "NL170865058B02",
                 "0492 52 18 30", "debiteuren@depeel-gereedschap.nl", "KvK 17104562"),
        "2027-10418", date(2027, 10, 4), date(2027, 11, 3), "PO 45770800", "45770800", D(0),
        [Line("GP-18V-SB", "Accu-klopboormachine 18 V met 2 accu's 5,0 Ah en snellader in koffer", D(6),
              D("289.00"), unit="st", discount=D(10)),
         Line("GP-18V-HS", "Accu-handcirkelzaag 18 V, zaagblad 190 mm", D(4), D("234.50"), unit="st", discount=D(10)),
         Line("BS-HSS-25", "HSS-G metaalborenset 25-delig 1-13 mm in cassette", D(12), D("38.90"), unit="set"),
         Line("SL-125-40", "Slijpschijf 125 x 6 mm voor staal, doos à 25 stuks", D(8), D("46.25"), unit="ds"),
         Line("WB-1200", "Werkbank met multiplex blad en onderkast, 1200 mm breed, draagvermogen 500 kg", D(2),
              D("412.00"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("42.50"))],
        statement="Intracommunautaire levering, btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL48 RABO 0515 9048 46", bic="RABONL2U", customer_no="D-10877",
        extra={"terms": "30 dagen netto"}),
    # 02 — Robaws, a Lokeren roofing contractor: works on the Gent warehouse, Belgian cocontractant (VRC, 611000)
    Invoice(
        "02-nl-dakwerken", "nl", "robaws",
        Supplier("Dakwerken Van Hecke BV", "Zelebaan 118", "9160", "Lokeren", "BE", "BE1198.399.861",
                 "09 348 77 12", "facturatie@vanhecke-dakwerken.be", "RPR Gent, afd. Dendermonde"),
        "F27/0612", date(2027, 10, 6), date(2027, 11, 5), "Bestelbon 4577 0807", "45770807", D(0),
        [Line(None, "Herstelling dakbedekking EPDM boven laadkade, inclusief verwijderen van de beschadigde "
                    "banen en plaatsen van nieuwe dakrand", D(86), D("47.50"), unit="m²"),
         Line(None, "Vervangen lichtkoepels 120 x 120 cm, dubbelwandig", D(4), D("685.00"), unit="st"),
         Line(None, "Plaatsen nieuwe regenwaterafvoer DN 100", D(3), D("210.00"), unit="st"),
         Line(None, "Hoogwerker en werfinrichting", D(1), D("375.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd. Verlegging van heffing: medecontractant, art. 20 KB nr. 1 - de btw is "
                  "verschuldigd door de klant (BE0456.789.133).",
        iban="BE72 9790 6249 8216", bic="ARSPBE22", payment_ref=ogm(2706120807),
        extra={"site": "Werf: Technibouw - magazijn Industrieweg 14, Gent", "subject": "Betreft: dakwerken loods B",
               "terms": "30 dagen na factuurdatum"}),
    # 03 — Isah, a Geel sheet-metal shop: Belgian VAT 21 % (V21), 1.500 pieces, an invoice discount
    Invoice(
        "03-nl-plaatwerk", "nl", "isah",
        Supplier("Metaalbewerking Kempenland NV", "Industriezone Hagelberg 9", "2440", "Geel", "BE",
                 "BE1148.656.578", "014 56 92 40", "finance@mbkempenland.be", "RPR Antwerpen, afd. Turnhout"),
        "VF2710087", date(2027, 10, 8), date(2027, 11, 7), "4577/0814", "45770814", D(21),
        [Line("KL-200-2", "Montagebeugel 200 x 60 mm, staal 2 mm, verzinkt", D(1500), D("1.84"), unit="st"),
         Line("PL-AFD-600", "Afdekplaat 600 x 400 mm, RVS 304, geborsteld", D(40), D("27.60"), unit="st"),
         Line("KOK-40-6000", "Kokerprofiel 40 x 40 x 3 mm op maat gezaagd en ontbraamd, lengte 6000 mm", D(60),
              D("31.20"), unit="st"),
         Line("TEK-0457", "Lasconstructie frame volgens tekening 0457 rev. C", D(3), D("648.00"), unit="st")],
        "604000", "V21", adjustments=[("Factuurkorting 3 %", D(3))],
        iban="BE82 3633 4183 0868", bic="BBRUBEBB", payment_ref=ogm(2710087814), customer_no="400218",
        extra={"ours": "VO27-3381", "terms": "30 dagen netto"}),
    # 04 — Facture.net, an Arras carton maker: intra-EU goods (ICG), narrow no-break space, a written date, freight
    Invoice(
        "04-fr-emballages", "fr", "facturenet",
        Supplier("Emballages Flandres-Artois SARL", "12 rue des Rosati", "62000", "Arras", "FR", "FR63879595726",
                 "03 21 50 84 17", "contact@emballages-fa.fr", "SIRET 879 595 726 00018 - RCS Arras"),
        "FA-2027-1187", date(2027, 10, 12), date(2027, 11, 11), "4577.0821", "45770821", D(0),
        [Line("EFA-C2-604", "Caisse carton double cannelure 600 x 400 x 400 mm", D(800), D("1.46"), unit="u"),
         Line("EFA-C1-403", "Caisse carton simple cannelure 400 x 300 x 300 mm", D(1200), D("0.68"), unit="u"),
         Line("EFA-CAL-50", "Calage papier kraft en rouleau, 50 cm x 250 m, pour remplissage des colis", D(24),
              D("39.50"), unit="rl"),
         Line("EFA-ADH-48", "Ruban adhésif polypropylène 48 mm x 100 m, imprimé « FRAGILE »", D(144), D("1.95"),
              unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("65.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire de biens. "
                  "Autoliquidation par le preneur, n° TVA BE0456.789.133.",
        group="\u202f", iban="FR48 8063 0255 4631 0854 6074 622", bic="AGRIFRPP806", customer_no="CL00342",
        extra={}),
    # 05 — Robaws in French, a Namur equipment renter: rental of movable goods, Belgian VAT 21 % (V21, 610000)
    Invoice(
        "05-fr-location", "fr", "robaws",
        Supplier("Location Matériel Meuse SRL", "Rue de l'Industrie 33", "5002", "Saint-Servais", "BE",
                 "BE1461.871.756", "081 73 40 58", "compta@lmmeuse.be", "RPM Liège, division Namur"),
        "2027/1043", date(2027, 10, 15), date(2027, 11, 14), "TB-45770828", "45770828", D(21),
        [Line(None, "Location nacelle ciseaux électrique 12 m, du 04/10/2027 au 15/10/2027", D(10), D("118.00"),
              unit="jour", discount=D(15)),
         Line(None, "Location chariot télescopique 4 t / 14 m avec fourches", D(5), D("265.00"), unit="jour"),
         Line(None, "Transport aller et retour du matériel jusqu'au chantier de Gand, avec déchargement", D(2),
              D("145.00"), unit="trajet")],
        "610000", "V21",
        iban="BE38 1432 6755 2272", bic="GEBABEBB", payment_ref=ogm(2710430828),
        extra={"site": "Chantier : Technibouw - Industrieweg 14, Gand", "subject": "Concerne : location matériel",
               "terms": "30 jours date de facture"}),
    # 06 — Sage X3 in French, a Luxembourg software house: WMS maintenance, services reverse charged (ICS, 613000)
    Invoice(
        "06-fr-logiciel", "fr", "sagex3",
        Supplier("Logiciels Moselle S.à r.l.", "9, rue du Puits Romain", "L-8070", "Bertrange", "LU", "LU63156622",
                 "+352 26 31 47 1", "facturation@logiciels-moselle.lu", "RCS Luxembourg B214377"),
        "FCLU27-00319", date(2027, 10, 19), date(2027, 11, 18), "45770835", "45770835", D(0),
        [Line("MAINT-WMS-A", "Maintenance annuelle du logiciel de gestion d'entrepôt, période du 01/11/2027 au "
                             "31/10/2028", D(1), D("4850.00"), unit="an"),
         Line("LIC-TERM", "Licences terminaux portables supplémentaires", D(6), D("320.00"), unit="u"),
         Line("PREST-J", "Journées de paramétrage et formation des utilisateurs", D("2.5"), D("980.00"), unit="j")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : prestation de services soumise à la TVA dans l'État du preneur (art. 44 et 196 "
                  "de la directive 2006/112/CE). N° TVA preneur : BE0456.789.133.",
        group=" ", iban="LU46 7281 6052 4832 0264", bic="CCRALULL", customer_no="C000781",
        extra={"site": "LU01", "terms": "30 jours fin de mois", "ship": "BL-LU01-27-0933"}),
    # 07 — Scopevisio, a Wuppertal cable trader: intra-EU goods (ICG), 2.500 m, an invoice discount
    Invoice(
        "07-de-kabel", "de", "scopevisio",
        Supplier("Bergische Kabel- und Leitungshandel GmbH", "Otto-Hausmann-Ring 107", "42115", "Wuppertal", "DE",
                 "DE651016523", "0202 87 44 30", "rechnungen@bkl-wuppertal.de", "Amtsgericht Wuppertal HRB 29471"),
        "RE-27-40211", date(2027, 10, 21), date(2027, 11, 20), "4577-0842", "45770842", D(0),
        [Line("NYM-J-3X2.5", "Mantelleitung NYM-J 3 x 2,5 mm², grau, Ring 100 m", D(2500), D("0.94"), unit="m"),
         Line("NYM-J-5X1.5", "Mantelleitung NYM-J 5 x 1,5 mm², grau", D(800), D("1.12"), unit="m"),
         Line("H07RNF-5G4", "Gummischlauchleitung H07RN-F 5G4 mm², für Baustelle und Außenbereich, schwarz", D(150),
              D("6.85"), unit="m"),
         Line("KKR-60-110", "Kabelkanal 60 x 110 mm, PVC reinweiß, Länge 2 m", D(120), D("9.40"), unit="Stk"),
         Line("WAG-221-5", "Verbindungsklemme 5-Leiter, Packung zu 100 Stück", D(10), D("28.60"), unit="Pck")],
        "604000", "ICG", reverse_charge=True, adjustments=[("abzgl. 2 % Rabatt", D(2))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. Die "
                  "Steuerschuld geht auf den Leistungsempfänger über (USt-IdNr. BE0456.789.133).",
        iban="DE37 7601 7222 1807 8874 03", bic="WUPSDE33", customer_no="K-50318",
        extra={"contact": "Frau Kowalczyk", "delivery": "Lieferdatum 19.10.2027"}),
    # 08 — Isah in German, a Konstanz instrument maker printing the Swiss way: intra-EU goods (ICG), apostrophes
    Invoice(
        "08-de-messtechnik", "de", "isah",
        Supplier("Bodensee Messtechnik GmbH", "Max-Stromeyer-Straße 166", "78467", "Konstanz", "DE", "DE368775160",
                 "07531 89 26 0", "buchhaltung@bodensee-messtechnik.de", "Amtsgericht Freiburg HRB 712846"),
        "9102755", date(2027, 10, 26), date(2027, 11, 25), "PO-4577-0849", "45770849", D(0),
        [Line("DM-220-K", "Druckmessumformer 0-10 bar, 4-20 mA, G1/4", D(12), D("186.00"), unit="Stk",
              discount=D(5)),
         Line("TF-PT100-150", "Temperaturfühler Pt100, Tauchhülse 150 mm", D(20), D("74.50"), unit="Stk",
              discount=D(5)),
         Line("DL-FLOW-50", "Magnetisch-induktiver Durchflussmesser DN 50, PN 16, mit Messumformer und "
                            "Kalibrierprotokoll", D(2), D("1845.00"), unit="Stk"),
         Line("AZ-LED-96", "Digitalanzeige 96 x 48 mm, 24 V DC", D(12), D("98.40"), unit="Stk"),
         Line("KB-M12-5", "Anschlusskabel M12, 4-polig, 5 m", D(32), D("14.20"), unit="Stk"),
         Line("MT-KAL-DKD", "Werkskalibrierschein", D(14), D("42.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). USt-IdNr. des Empfängers: "
                  "BE0456.789.133.",
        dec=".", group="'", iban="DE42 6984 2379 5119 5428 36", bic="SOLADES1KNZ", customer_no="204711",
        extra={"ours": "AB-27-1184", "terms": "30 Tage netto"}),
    # 09 — Chargebee in German, a Leipzig SaaS vendor: subscription, services reverse charged (ICS), a written date
    Invoice(
        "09-de-cloud", "de", "chargebee",
        Supplier("Lagerlogik Software GmbH", "Karl-Heine-Straße 99", "04229", "Leipzig", "DE", "DE876315220",
                 "0341 39 29 77 0", "billing@lagerlogik.de", "Amtsgericht Leipzig HRB 38215"),
        "LL-2027-1105", date(2027, 11, 5), date(2027, 11, 19), "45770856", "45770856", D(0),
        [Line(None, "Lagerlogik Business - Jahresabonnement (05.11.2027 - 04.11.2028)", D(1), D("3480.00"),
              unit="Jahr"),
         Line(None, "Zusätzliche Benutzer", D(8), D("144.00"), unit="Benutzer"),
         Line(None, "Einrichtung und Datenübernahme aus Altsystem", D(1), D("750.00"), unit="pauschal")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        iban="DE36 1347 2938 6065 2440 20", bic="LLSWDE81", customer_no="",
        extra={"date_style": "long", "period": "05.11.2027 - 04.11.2028"}),
    # 10 — Chargebee in English, an Antwerp monitoring firm: Belgian VAT 21 % (V21, 613000), a line discount
    Invoice(
        "10-en-security", "en", "chargebee",
        Supplier("Scheldt Secure Monitoring BV", "Noorderlaan 133", "2030", "Antwerpen", "BE", "BE1158.167.429",
                 "03 808 41 26", "billing@scheldtsecure.be", "RPR Antwerpen"),
        "INV-004812", date(2027, 11, 9), date(2027, 11, 23), "PO#45770863", "45770863", D(21),
        [Line(None, "Alarm monitoring - Warehouse plan (Nov 2027 - Oct 2028)", D(12), D("165.00"), unit="month"),
         Line(None, "Camera cloud storage, 30 days retention", D(16), D("9.50"), unit="camera"),
         Line(None, "Mobile patrol response package, up to 6 call-outs per year", D(1), D("1240.00"), unit="year",
              discount=D(10)),
         Line(None, "Onboarding and site survey", D(1), D("395.00"), unit="each")],
        "613000", "V21",
        dec=".", group=",", iban="BE44 3106 7286 5545", bic="BBRUBEBB", payment_ref=ogm(4812045770),
        customer_no="", extra={"date_style": "short_en", "period": "09 Nov 2027 - 08 Nov 2028"}),
    # 11 — Sage X3 in English, a Hengelo bearings distributor: intra-EU goods (ICG), no PO printed, freight
    Invoice(
        "11-en-bearings", "en", "sagex3",
        Supplier("Twente Bearings & Transmission B.V.", "Europalaan 210", "7559 SC", "Hengelo", "NL",
                 "NL676282507B01", "+31 74 255 61 90", "accounts@twente-bearings.nl", "KvK 06148831"),
        "SI27000562", date(2027, 11, 16), date(2027, 12, 16), None, "45770870", D(0),
        [Line("6205-2RS-C3", "Deep groove ball bearing 6205-2RS C3", D(200), D("3.85"), unit="PCE"),
         Line("UCP-208", "Pillow block bearing unit UCP 208, cast iron housing", D(24), D("21.40"), unit="PCE"),
         Line("SPA-1250", "V-belt SPA 1250 Lw", D(60), D("8.95"), unit="PCE"),
         Line("RC-08B-1", "Roller chain 08B-1 simplex, 5 m box with connecting links", D(10), D("46.70"),
              unit="BOX"),
         Line("LGEP-2-1", "Extreme pressure bearing grease, 1 kg tin", D(18), D("17.60"), unit="PCE")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight charges", D("48.00"))],
        statement="Intra-Community supply of goods, exempt under Art. 138 Directive 2006/112/EC; VAT to be "
                  "accounted for by the customer (VAT no. BE0456.789.133).",
        dec=".", group=",", iban="NL66 TRIO 6006 6380 05", bic="TRIONL2U", customer_no="C10452",
        extra={"site": "HGL", "terms": "30 days net", "ship": "DN-HGL-271144"}),
    # 12 — Reeleezee in English, a Sint-Niklaas tree nursery: live plants at the Belgian 6 % (V06), written date
    Invoice(
        "12-en-plants", "en", "reeleezee",
        Supplier("Boomkwekerij Waasland BV", "Weverstraat 58", "9100", "Sint-Niklaas", "BE", "BE0592.813.817",
                 "03 776 52 09", "office@boomkwekerij-waasland.be", "RPR Gent, division Dendermonde"),
        "27/0344", date(2027, 11, 22), date(2027, 12, 22), "PO 4577-0877", "45770877", D(6),
        [Line(None, "Field maple (Acer campestre), clear stem, 12-14 cm girth, root ball", D(14), D("96.00"),
              unit="pc"),
         Line(None, "Hornbeam hedge plants (Carpinus betulus) 125-150 cm, bare root", D(260), D("4.35"), unit="pc"),
         Line(None, "Mixed native shrubs for the green strip along the parking, container C3", D(120), D("6.80"),
              unit="pc")],
        "604000", "V06",
        dec=".", group=",", iban="BE09 0011 7801 2557", bic="GEBABEBB", payment_ref=ogm(2703440877),
        customer_no="K-2291", extra={"terms": "30 days", "date_style": "long"}),
]
