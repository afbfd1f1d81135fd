"""The twelve invoices of the fifty-seventh blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, LU), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one of seven families of invoicing
software: Silvasoft, Billtobox, a Doccle-style Belgian document-platform rendering, Taifun, pds, MonKey Office and
Hamburger Software. PO numbers are the ERP's 4577xxxx (45775000, step 7); each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs come from invoice_env/world/identifiers.py's
generators on random.Random(20271247), VAT then IBAN for each supplier in order."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Silvasoft, a Tilburg installation wholesaler: intra-EU goods (ICG), article codes, a line discount
    Invoice(
        "01-nl-installatie", "nl", "silvasoft",
        Supplier("Installatiegroothandel Brabantstad B.V.", "Ringbaan-Oost 212", "5013 CD", "Tilburg", "NL",
                 "NL502877674B02", "013 574 20 60", "administratie@brabantstad-installatie.nl", "KvK 18092734"),
        "F2027-0941", date(2027, 11, 2), date(2027, 12, 2), "45775000", "45775000", D(0),
        [Line("BS-KK-16", "Kabelgoot staal verzinkt 60 x 100 mm, lengte 3 m, incl. koppelstuk", D(40), D("18.75"),
              unit="st"),
         Line("BS-LED-1200", "LED-armatuur 1200 mm, 40 W, 4000 K, IP65, voor magazijnverlichting", D(24),
              D("64.90"), unit="st", discount=D(8)),
         Line("BS-SCH-25", "Installatiedraad VD 2,5 mm², rol 100 m, bruin", D(6), D("42.30"), unit="rol"),
         Line("BS-WCD-2", "Dubbele wandcontactdoos opbouw, spatwaterdicht", D(30), D("11.40"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering: btw verlegd naar de afnemer, art. 138 Btw-richtlijn. "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL04 INGB 9953 6530 08", bic="INGBNL2A", customer_no="1047",
        extra={"terms": "30 dagen", "ref_label": "Uw ordernummer"}),
    # 02 — Billtobox, an Aalst cleaning company: Belgian VAT 21 % (V21, 611000), no article numbers
    Invoice(
        "02-nl-schoonmaak", "nl", "billtobox",
        Supplier("Schoonmaakbedrijf Dendernet BV", "Erembodegemstraat 41", "9300", "Aalst", "BE", "BE0557.517.297",
                 "053 71 48 20", "facturen@dendernet.be", "RPR Gent, afd. Dendermonde"),
        "2027-00318", date(2027, 11, 5), date(2027, 12, 5), "PO-45775007", "45775007", D(21),
        [Line(None, "Periodieke reiniging kantoren en sanitair, maand oktober 2027 (22 prestatiedagen)", D(22),
              D("96.00"), unit="dag"),
         Line(None, "Reiniging glaspartijen binnen- en buitenzijde, showroom en kantoorgebouw", D(1), D("640.00"),
              unit="forfait"),
         Line(None, "Machinaal schrobben magazijnvloer hal A en hal B", D(2450), D("0.38"), unit="m²"),
         Line(None, "Verbruiksgoederen sanitair (handdoekrollen, zeep, vuilniszakken)", D(1), D("184.50"),
              unit="forfait")],
        "611000", "V21",
        iban="BE46 3635 7360 9136", bic="BBRUBEBB", payment_ref=ogm(2700318007), customer_no="K0219",
        extra={"terms": "30 dagen", "ref_label": "Uw referentie"}),
    # 03 — Doccle-style platform rendering, a Namur caterer: Belgian 12 % on meals (V12, 602000)
    Invoice(
        "03-fr-traiteur", "fr", "doccle",
        Supplier("Traiteur Les Saveurs Mosanes SRL", "Chaussée de Louvain 418", "5020", "Champion", "BE",
                 "BE1979.302.123", "081 21 77 05", "facturation@saveurs-mosanes.be", "RPM Liège, division Namur"),
        "FV-27/1127", date(2027, 11, 9), date(2027, 11, 24), "BC 4577 5014", "45775014", D(12),
        [Line(None, "Buffet froid « Terroir » pour la réception des fournisseurs du 28/10/2027, entrées, plats et "
                    "desserts, service compris", D(85), D("34.50"), unit="pers."),
         Line(None, "Sandwichs garnis assortis, plateau de 24 pièces", D(6), D("52.00"), unit="plateau"),
         Line(None, "Mise à disposition de personnel de service (2 personnes, 5 heures)", D(10), D("38.00"),
              unit="h")],
        "602000", "V12",
        iban="BE55 7359 3834 4844", bic="KREDBEBB", payment_ref=ogm(2711271014), customer_no="C-2231",
        extra={"ref_label": "Votre référence", "terms": "15 jours"}),
    # 04 — Taifun, an Aachen electrical contractor: works at the Gent warehouse, services reverse charged (ICS)
    Invoice(
        "04-de-elektro", "de", "taifun",
        Supplier("Elektrotechnik Kaiserstadt GmbH", "Jülicher Straße 306", "52070", "Aachen", "DE", "DE309569026",
                 "0241 91 84 37 0", "rechnung@elektro-kaiserstadt.de", "Amtsgericht Aachen HRB 21784"),
        "RE 27-2214", date(2027, 11, 12), date(2027, 12, 12), "4577 5021", "45775021", D(0),
        [Line(None, "Elektromeister, Aufnahme und Prüfung der bestehenden Unterverteilung UV-3 im Lager", D("6.5"),
              D("78.00"), unit="Std."),
         Line(None, "Elektroinstallateur, Montage Kabelwege und Leuchten Halle B", D("38"), D("62.00"),
              unit="Std."),
         Line(None, "Prüfung ortsfester Anlagen nach DIN VDE 0100-600 mit Messprotokoll", D(1), D("420.00"),
              unit="psch."),
         Line(None, "Anfahrt Aachen - Gent und zurück", D(4), D("85.00"), unit="Stk.")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE58 9523 6849 0268 4042 21", bic="AACSDE33", customer_no="20418",
        extra={"project": "BV 27-118 Technibouw Gent, Lager Halle B", "period": "18.10.2027 - 29.10.2027"}),
    # 05 — pds, a Kleve heating and sanitary wholesaler's shop: intra-EU goods (ICG), no PO printed, freight
    Invoice(
        "05-de-sanitaer", "de", "pds",
        Supplier("Haustechnik Niederrhein GmbH & Co. KG", "Emmericher Straße 190", "47533", "Kleve", "DE",
                 "DE651617443", "02821 97 36 50", "buchhaltung@haustechnik-niederrhein.de",
                 "Amtsgericht Kleve HRA 4128"),
        "202711533", date(2027, 11, 16), date(2027, 12, 16), None, "45775028", D(0),
        [Line("4012845", "Heizkörper Typ 22, 600 x 1200 mm, weiß, Ventilkompakt", D(8), D("168.40"), unit="St"),
         Line("3310877", "Thermostatkopf mit Flüssigfühler", D(8), D("14.90"), unit="St"),
         Line("5501233", "Mehrschichtverbundrohr 16 x 2 mm, Ring 200 m", D(3), D("236.00"), unit="Ri"),
         Line("5501540", "Pressfitting T-Stück 16 x 16 x 16 mm", D(60), D("4.85"), unit="St"),
         Line("7720015", "Ausdehnungsgefäß 50 l für geschlossene Heizungsanlagen, mit Kappenventil", D(2),
              D("89.00"), unit="St")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("38.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Ihre USt-IdNr.: BE0456.789.133.",
        iban="DE47 4304 9891 9755 3406 15", bic="WELADED1KLE", customer_no="D10773",
        extra={"project": "Lager Gent - Sozialräume", "delivery": "LS 27-08812 vom 12.11.2027"}),
    # 06 — MonKey Office in English, a Munich software vendor: licences and support, services reverse charged
    Invoice(
        "06-en-software", "en", "monkey",
        Supplier("Isarwerk Software GmbH", "Landsberger Straße 302", "80687", "München", "DE", "DE499132248",
                 "+49 89 452 38 110", "invoices@isarwerk-software.de", "Amtsgericht München HRB 251730"),
        "2027-1186", date(2027, 11, 19), date(2027, 12, 3), "45775035", "45775035", D(0),
        [Line("LS-PRO-USR", "LagerScan Pro, user licence (perpetual)", D(5), D("590.00"), unit="pcs"),
         Line("LS-SUP-12", "Support and update subscription, 12 months from 01/12/2027", D(5), D("118.00"),
              unit="pcs"),
         Line("LS-TRAIN", "Remote training session for warehouse staff, 3 hours", D(2), D("360.00"),
              unit="sess.")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive "
                  "2006/112/EC). Customer VAT ID: BE0456.789.133.",
        dec=".", group=",", iban="DE35 7713 0549 9616 6493 10", bic="HYVEDEMMXXX", customer_no="10233",
        extra={"ref_label": "Your order no."}),
    # 07 — Hamburger Software, a Hamburg fastener wholesaler: intra-EU goods (ICG), line discounts, six lines
    Invoice(
        "07-de-befestigung", "de", "hamburger",
        Supplier("Hanseatische Befestigungstechnik GmbH", "Billbrookdeich 216", "22113", "Hamburg", "DE",
                 "DE607869362", "040 73 34 18 0", "debitoren@hb-technik.de", "Amtsgericht Hamburg HRB 148862"),
        "4711827", date(2027, 11, 23), date(2027, 12, 23), "45775042", "45775042", D(0),
        [Line("100.250.08", "Sechskantschraube DIN 933 M8 x 25, 8.8 verzinkt, VE 100 Stück", D(20), D("6.20"),
              unit="VE"),
         Line("100.250.10", "Sechskantschraube DIN 933 M10 x 30, 8.8 verzinkt, VE 100 Stück", D(15), D("9.80"),
              unit="VE"),
         Line("210.934.08", "Sechskantmutter DIN 934 M8, Festigkeitsklasse 8, verzinkt, VE 100 Stück", D(20),
              D("2.10"), unit="VE"),
         Line("330.125.10", "Scheibe DIN 125 A 10,5 mm, Stahl verzinkt, VE 250 Stück", D(12), D("3.45"),
              unit="VE"),
         Line("450.012.12", "Schwerlastanker FH II 12/25 mit Sechskantschraube, für gerissenen und ungerissenen "
                            "Beton", D(200), D("2.84"), unit="Stk", discount=D(10)),
         Line("520.300.01", "Sortimentskasten Edelstahl A2, 1.200 Teile, im Kunststoffkoffer", D(4), D("74.50"),
              unit="Stk", discount=D(10))],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Steuerschuldner ist der "
                  "Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="DE68 1775 1753 8291 4005 98", bic="HASPDEHHXXX", customer_no="24-1187",
        extra={"po_date": "02.11.2027", "clerk": "Fr. Lüders", "delivery": "LS 4712203"}),
    # 08 — Doccle-style platform rendering, a Mechelen water company: Belgian 6 % on water (V06, 612000)
    Invoice(
        "08-nl-water", "nl", "doccle",
        Supplier("Watermaatschappij Rupelstreek CVBA", "Zandpoortvest 60", "2800", "Mechelen", "BE",
                 "BE0412.336.112", "015 29 18 00", "klanten@rupelwater.be", "RPR Antwerpen, afd. Mechelen"),
        "3027114586", date(2027, 11, 26), date(2027, 12, 26), "4577-5049", "45775049", D(6),
        [Line(None, "Vaste vergoeding drinkwater, periode 01/11/2026 - 31/10/2027", D(1), D("118.40"),
              unit="jaar"),
         Line(None, "Verbruik drinkwater volgens meteropname 24/10/2027 (meter 17M004512)", D(1824), D("2.4860"),
              unit="m³", price_places=4),
         Line(None, "Bovengemeentelijke bijdrage sanering", D(1824), D("1.1200"), unit="m³", price_places=4),
         Line(None, "Gemeentelijke bijdrage sanering", D(1824), D("1.3400"), unit="m³", price_places=4)],
        "612000", "V06",
        iban="BE86 0017 4869 1950", bic="GEBABEBB", payment_ref=ogm(3027114586), customer_no="1 204 377 15",
        extra={"ref_label": "Uw referentie", "terms": "30 dagen", "site": "Industrieweg 14, 9000 Gent"}),
    # 09 — Billtobox in French, a Liège haulier: transport, Belgian VAT 21 % (V21, 615000), a line discount
    Invoice(
        "09-fr-transport", "fr", "billtobox",
        Supplier("Transports Meuse-Ourthe SA", "Rue du Canal de l'Ourthe 12", "4031", "Angleur", "BE",
                 "BE1345.865.694", "04 367 22 90", "comptabilite@tmo-transports.be", "RPM Liège"),
        "V27-02285", date(2027, 11, 30), date(2027, 12, 30), "45775056", "45775056", D(21),
        [Line(None, "Transport complet semi-remorque bâchée Liège - Gand, chargement le 08/11/2027", D(3),
              D("585.00"), unit="voyage"),
         Line(None, "Transport groupage 4 palettes Herstal - Gand", D(2), D("212.00"), unit="voyage",
              discount=D(5)),
         Line(None, "Attente au déchargement au-delà de la franchise d'une heure", D("2.5"), D("58.00"), unit="h")],
        "615000", "V21",
        dec=",", group=".", iban="BE93 0011 5364 7167", bic="GEBABEBB", payment_ref=ogm(2702285056),
        customer_no="C0877", extra={"terms": "30 jours", "ref_label": "Votre référence"}),
    # 10 — Silvasoft in English, a Utrecht logistics consultancy: services reverse charged (ICS, 613000)
    Invoice(
        "10-en-consultancy", "en", "silvasoft",
        Supplier("Domstad Logistics Advisory B.V.", "Europalaan 400", "3526 KS", "Utrecht", "NL", "NL641796870B03",
                 "030 760 44 12", "finance@domstad-advisory.nl", "KvK 74115206"),
        "DLA-2027-118", date(2027, 12, 3), date(2028, 1, 2), "PO45775063", "45775063", D(0),
        [Line(None, "Warehouse layout study Gent, phase 2: slotting analysis and pick-path simulation", D(6),
              D("1150.00"), unit="day"),
         Line(None, "Workshop with the operations team on site (incl. preparation)", D(1), D("1450.00"),
              unit="day"),
         Line(None, "Travel expenses Utrecht - Gent, as agreed", D(3), D("95.00"), unit="trip")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: service taxable in the recipient's Member State (Art. 44 and 196 VAT "
                  "Directive). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="NL04 TRIO 3307 9226 78", bic="TRIONL2U", customer_no="1012",
        extra={"terms": "30 days", "ref_label": "Your reference"}),
    # 11 — MonKey Office in German, a Luxembourg tool dealer: intra-EU goods (ICG), shipping charge
    Invoice(
        "11-de-werkzeug", "de", "monkey",
        Supplier("Werkzeughandel Moselland S.à r.l.", "Route de Trèves 22", "L-6793", "Grevenmacher", "LU",
                 "LU42327883", "+352 75 04 18", "rechnungen@moselland-werkzeug.lu", "RCS Luxembourg B198442"),
        "R-27-0612", date(2027, 12, 7), date(2028, 1, 6), "45775070", "45775070", D(0),
        [Line("MW-KS-254", "Kappsäge 254 mm mit Zugfunktion, 1800 W, inkl. Untergestell", D(2), D("486.00"),
              unit="Stk"),
         Line("MW-BH-SDS", "Bohrhammer SDS-plus 26 mm, 800 W, im Koffer", D(5), D("149.00"), unit="Stk"),
         Line("MW-BB-SET", "Betonbohrer-Satz SDS-plus, 7-teilig", D(10), D("27.80"), unit="Satz"),
         Line("MW-SCH-H", "Schutzhelm mit Gehörschutz und Visier, EN 397", D(20), D("32.40"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("29.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d MwSt-Gesetz, Art. 138 "
                  "MwStSystRL). USt-IdNr. des Empfängers: BE0456.789.133.",
        iban="LU28 2894 4461 4879 4909", bic="BCEELULL", customer_no="10388",
        extra={"ref_label": "Ihre Bestellnr."}),
    # 12 — pds in French, a Verviers joinery workshop (Belgian, German craft software): goods at 21 % (V21, 604000)
    Invoice(
        "12-fr-menuiserie", "fr", "pds",
        Supplier("Menuiserie Vesdre & Fils SRL", "Rue de Limbourg 87", "4800", "Verviers", "BE", "BE1725.497.960",
                 "087 33 61 48", "compta@menuiserie-vesdre.be", "RPM Liège, division Verviers"),
        "27-0488", date(2027, 12, 10), date(2028, 1, 9), "45775077 du 19/11/2027", "45775077", D(21),
        [Line("ET-2000-60", "Étagère de rangement en hêtre massif, 2000 x 1000 x 600 mm, 5 tablettes, "
                            "montants renforcés", D(6), D("465.00"), unit="pce"),
         Line("ET-TAB-SUP", "Tablette supplémentaire hêtre 1000 x 600 mm", D(12), D("38.50"), unit="pce"),
         Line("COMPT-180", "Comptoir d'accueil en multiplex bouleau, 1800 mm, avec tiroirs à clé", D(1),
              D("1640.00"), unit="pce")],
        "604000", "V21",
        iban="BE49 9795 3749 3371", bic="ARSPBE22", payment_ref=ogm(2704880077), customer_no="10452",
        extra={"project": "Livraison atelier Gand", "delivery": "BL 27-0519 du 08/12/2027"}),
]
