"""The twelve invoices of the eightieth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented EU suppliers (BE, NL, FR, DE, LU, IE, AT), in nl, fr, de
and en, each drawn by a writer (draw.py) that imitates the ordinary layout of one family of invoicing software no
earlier corpus used: Rentman, Booqable, Current RMS, Point of Rental, PracticePanther, an Oracle BRM-style B2B
billing statement and Pabbly Subscriptions. PO numbers are the ERP's 4577xxxx (from 45777300 by steps of 7); each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(ids.py, seed 20271270)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Rentman, an Eindhoven AV rental house: equipment for a dealer day, services reverse charged (ICS, 610000)
    Invoice(
        "01-nl-avverhuur", "nl", "rentman",
        Supplier("Brabant Podiumtechniek B.V.", "Meerenakkerweg 41", "5652 AT", "Eindhoven", "NL", "NL350278295B01",
                 "040 251 77 30", "administratie@brabantpodium.nl", "KvK 61870442"),
        "2027-0412", date(2027, 10, 5), date(2027, 11, 4), "PO-45777300", "45777300", D(0),
        [Line(None, "LED-videowall 3,9 mm, panelen 500 x 500 mm, inclusief processor, rigging en bekabeling", D(24),
              D("57.00"), unit="st", discount=D(10)),
         Line(None, "Line-array set 2 x 6 kasten met subwoofers en versterkerrack", D(1), D("960.00"), unit="set"),
         Line(None, "Draadloze handzender UHF", D(6), D("33.75"), unit="st"),
         Line(None, "Technicus op- en afbouw", D("18.5"), D("52.00"), unit="uur")],
        "610000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL89 INGB 3147 0982 34", bic="INGBNL2A", customer_no="R-1187",
        extra={"project": "Dealerdag Technibouw 2027", "period": "28-09-2027 t/m 29-09-2027",
               "factors": "1,5|1,5|1,5|1", "day_prices": "38.00|640.00|22.50|52.00", "terms": "30 dagen"}),
    # 02 — Rentman in English, a Brussels conference-equipment renter: Belgian VAT 21 % (V21, 610000), a project discount
    Invoice(
        "02-en-conference", "en", "rentman",
        Supplier("Congress Tech Brussels SRL", "Rue du Page 64", "1050", "Ixelles", "BE", "BE0707.865.616",
                 "02 640 18 92", "finance@congresstech.be", "RPM Bruxelles"),
        "INV-27-1188", date(2027, 10, 12), date(2027, 11, 11), "PO 4577 7307", "45777307", D(21),
        [Line(None, "Conference microphone system, 20 delegate units with central control unit", D(1), D("840.00"),
              unit="set"),
         Line(None, "Interpretation booth ISO 4043, two interpreters", D(2), D("620.00"), unit="pc"),
         Line(None, "Infrared receiver with headphones", D(120), D("6.20"), unit="pc"),
         Line(None, "Sound technician", D("16.5"), D("48.00"), unit="hr"),
         Line(None, "Transport Brussels - Gent and back", D(1), D("185.00"), unit="trip")],
        "610000", "V21", adjustments=[("Project discount 5 %", D(5))],
        dec=".", group=",", iban="BE52 3100 9875 7709", bic="BBRUBEBB", payment_ref=ogm(2711880730),
        customer_no="C-0733",
        extra={"project": "Technibouw partner congress", "period": "07-10-2027 until 08-10-2027",
               "factors": "2|2|2|1|1", "day_prices": "420.00|310.00|3.10|48.00|185.00", "terms": "30 days"}),
    # 03 — Booqable, a Gent party-rental shop: tents and furniture, Belgian VAT 21 % (V21, 610000), delivery charge
    Invoice(
        "03-nl-feestverhuur", "nl", "booqable",
        Supplier("Feestverhuur Leiedal BV", "Kortrijksesteenweg 1120", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE0544.483.665", "09 222 40 18", "info@feestverhuur-leiedal.be", "RPR Gent"),
        "2027-1043", date(2027, 10, 19), date(2027, 11, 2), "bestelbon 4577/7314", "45777314", D(21),
        [Line("PT-6x12", "Partytent 6 x 12 m, wit, met zijwanden en vloerplaten", D(2), D("385.00"), unit="st"),
         Line("TAF-183", "Klaptafel 183 x 76 cm", D(30), D("7.50"), unit="st"),
         Line("STL-BISTRO", "Bistrostoel zwart", D(120), D("1.85"), unit="st"),
         Line("HEAT-PAT", "Terrasverwarmer op propaan, inclusief gasfles 10,5 kg", D(6), D("42.00"), unit="st")],
        "610000", "V21", adjustments=[("Levering en ophaling", D("95.00"))],
        iban="BE24 0684 8738 7338", bic="GKCCBEBB", payment_ref=ogm(2710437314),
        extra={"order": "#1043", "pickup": "15-10-2027 09:00", "return": "18-10-2027 17:00"}),
    # 04 — Booqable in French, a Lille stage renter: services reverse charged (ICS, 610000), written date, no-break space
    Invoice(
        "04-fr-scene", "fr", "booqable",
        Supplier("Location Nord Événements SAS", "27 rue de la Vieille Aventure", "59000", "Lille", "FR",
                 "FR65534811781", "03 20 54 71 86", "compta@locnord-evenements.fr",
                 "SIRET 534 811 781 00027 - RCS Lille Métropole"),
        "FAC-00873", date(2027, 10, 21), date(2027, 11, 20), "BC n° 4577.7321", "45777321", D(0),
        [Line("SCN-200", "Praticable de scène 2 x 1 m, hauteur réglable 40-100 cm", D(24), D("28.00"), unit="u",
              discount=D(10)),
         Line("GDC-2M", "Garde-corps pour praticable, 2 m", D(10), D("9.50"), unit="u"),
         Line("ESC-4M", "Escalier d'accès 4 marches avec main courante", D(2), D("45.00"), unit="u"),
         Line("MOQ-GRIS", "Moquette événementielle gris anthracite, posée et retirée sur le lieu de la manifestation",
              D(1250), D("4.20"), unit="m²")],
        "610000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur (article 283-2 du CGI, article 196 de la directive "
                  "2006/112/CE). N° TVA du preneur : BE0456.789.133.",
        group="\u00a0", iban="FR13 5287 4382 2982 3012 1220 511", bic="CMCIFRPP",
        extra={"order": "#873", "pickup": "04/10/2027 08:00", "return": "07/10/2027 18:00", "date_style": "long"}),
    # 05 — Current RMS, a Dublin staging company: truss and hoists, services reverse charged (ICS, 610000), transport
    Invoice(
        "05-en-rigging", "en", "currentrms",
        Supplier("Liffey Staging & Rigging Ltd", "Unit 7, Ballymount Industrial Estate", "D12 X2K4", "Dublin", "IE",
                 "IE7577956A", "+353 1 456 20 88", "accounts@liffeystaging.ie", "CRO 614472"),
        "INV-002417", date(2027, 11, 4), date(2027, 12, 4), "TB/45777328", "45777328", D(0),
        [Line(None, "Truss 290 mm box, 3 m section, aluminium", D(16), D("36.00"), unit="each"),
         Line(None, "Chain hoist 1 t D8+, with controller channel", D(8), D("95.00"), unit="each"),
         Line(None, "Ground support tower 6 m with base plates and outriggers, inspected and certified", D(4),
              D("140.00"), unit="each"),
         Line(None, "Rigging crew", D("22.5"), D("58.00"), unit="hours")],
        "610000", "ICS", reverse_charge=True, adjustments=[("Transport", D("180.00"))],
        statement="Reverse charge: VAT to be accounted for by the recipient, Article 196 Council Directive "
                  "2006/112/EC. Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="IE55 IPBS 1670 3319 8670 69", bic="IPBSIE2D", customer_no="TECH001",
        extra={"opportunity": "Technibouw - Gent warehouse launch", "period": "01/11/2027 - 03/11/2027",
               "terms": "30 days"}),
    # 06 — Current RMS in German, a Cologne event-tech supplier: a sale of consumables, intra-EU goods (ICG, 604000)
    Invoice(
        "06-de-verbrauch", "de", "currentrms",
        Supplier("Rheinland Veranstaltungstechnik GmbH", "Widdersdorfer Straße 215", "50825", "Köln", "DE",
                 "DE701947934", "0221 589 34 60", "buchhaltung@rheinland-vt.de", "Amtsgericht Köln HRB 90417"),
        "RE-2027-05531", date(2027, 11, 9), date(2027, 12, 9), "Bestellung 4577-7335", "45777335", D(0),
        [Line("GAF-50-SW", "Gaffa Tape 50 mm x 50 m, schwarz matt", D(96), D("11.40"), unit="Rolle"),
         Line("DMX-5P-10", "DMX-Kabel 5-polig, 10 m, Neutrik XLR", D(40), D("18.90"), unit="Stk"),
         Line("SCHUKO-25", "Schuko-Verlängerung H07RN-F 3G2,5, 25 m, gummiert, für den Außeneinsatz auf Baustellen",
              D(20), D("39.50"), unit="Stk", discount=D(5)),
         Line("BAT-AA-24", "Batterien AA Industrial, Karton zu 24 Stück", D(30), D("9.80"), unit="Karton")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("35.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE21 4058 7452 8029 4538 86", bic="COLSDE33", customer_no="TECH002",
        extra={"opportunity": "Verbrauchsmaterial Q4", "period": "", "terms": "30 Tage netto"}),
    # 07 — Point of Rental, an Antwerp equipment renter: Belgian VAT 21 % (V21, 610000), damage waiver and delivery
    Invoice(
        "07-en-equipment", "en", "pointofrental",
        Supplier("Scheldeland Equipment Rental NV", "Haven 1025, Scheldedijk 30", "2070", "Zwijndrecht", "BE",
                 "BE0315.538.327", "03 250 66 14", "invoices@scheldeland-rental.be", "RPR Antwerpen"),
        "INV 0118204", date(2027, 11, 16), date(2027, 12, 16), "#45777342", "45777342", D(21),
        [Line("SL-1932E", "Scissor lift 19 ft electric - 1 week", D(2), D("345.00"), unit="EA"),
         Line("TH-4014", "Telehandler 4 t / 14 m - 1 week", D(1), D("1150.00"), unit="EA"),
         Line("GEN-20K", "Generator 20 kVA diesel, silent, with distribution box and 25 m cable", D(1),
              D("285.00"), unit="EA"),
         Line("FUEL-DSL", "Diesel refill on return", D("64.5"), D("1.95"), unit="L")],
        "610000", "V21", adjustments=[("Damage Waiver", D("86.40")), ("Delivery / Pick-up", D("150.00"))],
        dec=".", group=",", iban="BE54 0017 8864 1297", bic="GEBABEBB", payment_ref=ogm(1182040734),
        customer_no="TECHN01",
        extra={"contract": "C-118204", "out": "08-Nov-2027 07:30", "in": "15-Nov-2027 16:10", "date_style": "%d-%b-%Y",
               "terms": "Net 30", "jobsite": "TB Gent IW14"}),
    # 08 — Point of Rental in French, a Luxembourg dealer: a used generator sold, intra-EU goods (ICG), a 2 % discount
    Invoice(
        "08-fr-groupe", "fr", "pointofrental",
        Supplier("Luxlift Matériel S.à r.l.", "12, rue du Brill", "L-3898", "Foetz", "LU", "LU10166830",
                 "+352 26 55 31 1", "facturation@luxlift.lu", "RCS Luxembourg B187502"),
        "FV 27/0934", date(2027, 11, 23), date(2027, 12, 23), "Cde 45 777 349", "45777349", D(0),
        [Line("GEN-60K-OCC", "Groupe électrogène 60 kVA insonorisé, occasion 2023, 1 850 h, révisé et testé en charge",
              D(1), D("14850.00"), unit="U"),
         Line("CAB-H07-32", "Câble H07RN-F 5G6, 25 m, avec fiches CEE 32 A", D(4), D("168.00"), unit="U"),
         Line("FLT-KIT", "Kit filtres entretien 500 h (huile, air, gazole)", D(3), D("96.50"), unit="U")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Livraison intracommunautaire exonérée (article 43 de la loi TVA luxembourgeoise, article 138 de "
                  "la directive 2006/112/CE). Autoliquidation par l'acquéreur, n° TVA BE0456.789.133.",
        group=" ", iban="LU48 1102 9242 3844 0316", bic="CCPLLULL", customer_no="TECHN01",
        extra={"contract": "V-27-0934", "out": "22/11/2027 14:00", "in": "", "date_style": "%d/%m/%Y",
               "terms": "30 jours net", "jobsite": "TB Gand IW14"}),
    # 09 — PracticePanther, a Rotterdam law firm: time entries, services reverse charged (ICS, 613000)
    Invoice(
        "09-en-legal", "en", "practicepanther",
        Supplier("Maasstad Legal B.V.", "Wilhelminakade 91", "3072 AP", "Rotterdam", "NL", "NL538908221B01",
                 "010 799 42 10", "billing@maasstadlegal.nl", "KvK 72294318"),
        "MSL-2027-0318", date(2027, 11, 3), date(2027, 11, 17), "PO 45777356", "45777356", D(0),
        [Line(None, "Review of the lease agreement for the Rotterdam distribution site and memo on the termination "
                    "and renewal clauses", D("6.5"), D("295.00"), unit="h"),
         Line(None, "Call with client (J. De Smet) on the lease renewal and next steps", D("0.75"), D("295.00"),
              unit="h"),
         Line(None, "Drafting of the addendum to the lease and correspondence with the landlord's counsel",
              D("4.25"), D("295.00"), unit="h"),
         Line(None, "Land registry extracts and courier", D(1), D("86.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: the place of supply is the customer's country (Art. 44 and 196 Directive "
                  "2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL15 TRIO 8497 9862 44", bic="TRIONL2U",
        extra={"matter": "TB-0027 Lease Rotterdam DC", "dates": "10/06/2027|10/12/2027|10/19/2027|10/22/2027",
               "who": "E. van Aalst|E. van Aalst|M. Koster|", "date_style": "%b %d, %Y"}),
    # 10 — PracticePanther in Dutch, a Gent law firm: time entries, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "10-nl-advocaat", "nl", "practicepanther",
        Supplier("Advocatenkantoor Verhaeghe & Claeys BV", "Coupure Links 233", "9000", "Gent", "BE",
                 "BE1888.319.487", "09 265 80 40", "boekhouding@verhaeghe-claeys.be", "RPR Gent"),
        "ERE-27-0187", date(2027, 11, 30), date(2027, 12, 30), "bestelling 4577 73 63", "45777363", D(21),
        [Line(None, "Bestudering dossier en opstellen ingebrekestelling aan de aannemer wegens laattijdige "
                    "oplevering van het magazijn", D("3.5"), D("165.00"), unit="u"),
         Line(None, "Telefonisch overleg met cliënt", D("0.5"), D("165.00"), unit="u"),
         Line(None, "Opstellen dagvaarding Ondernemingsrechtbank Gent", D("5.25"), D("165.00"), unit="u"),
         Line(None, "Forfaitaire kantoorkosten", D(1), D("75.00"), unit="")],
        "613000", "V21",
        iban="BE25 1437 5985 7382", bic="GEBABEBB", payment_ref=ogm(1870453663),
        extra={"matter": "2027/0412 Technibouw / Bouwbedrijf Schelde", "dates": "04/11/2027|08/11/2027|"
               "17/11/2027|30/11/2027", "who": "L. Verhaeghe|L. Verhaeghe|S. Claeys|", "date_style": "long"}),
    # 11 — an Oracle BRM-style statement, a Namur electricity supplier: Belgian VAT 21 % (V21, 612000), MWh
    Invoice(
        "11-fr-electricite", "fr", "brm",
        Supplier("Énergie Mosane Entreprises SA", "Avenue Prince de Liège 91", "5100", "Jambes", "BE",
                 "BE0586.093.893", "081 24 70 00", "b2b@energie-mosane.be", "RPM Liège, division Namur"),
        "9100482733", date(2027, 12, 3), date(2027, 12, 18), "45777370/TB", "45777370", D(21),
        [Line(None, "Énergie active heures pleines", D("31.84"), D("148.60"), unit="MWh"),
         Line(None, "Énergie active heures creuses", D("18.255"), D("112.40"), unit="MWh"),
         Line(None, "Redevance d'abonnement mensuelle - point de fourniture EAN 541449200001873552", D(1),
              D("38.50"), unit="mois"),
         Line(None, "Cotisation fédérale et contribution énergie", D("50.095"), D("3.45"), unit="MWh")],
        "612000", "V21",
        iban="BE98 3635 9573 0893", bic="BBRUBEBB", payment_ref=ogm(9100482733),
        extra={"account": "3000418822", "period": "01/11/2027 - 30/11/2027", "previous": "7.912,44",
               "paid": "7.912,44"}),
    # 12 — Pabbly Subscriptions, a Graz SaaS vendor: services reverse charged (ICS, 613000), no PO printed, a coupon
    Invoice(
        "12-de-abo", "de", "pabbly",
        Supplier("Murtal Cloudlösungen GmbH", "Conrad-von-Hötzendorf-Straße 127", "8010", "Graz", "AT", "ATU04620071",
                 "+43 316 82 47 19", "billing@murtal-cloud.at", "FN 512877 k, Landesgericht für ZRS Graz"),
        "MCL-0214", date(2027, 12, 14), date(2027, 12, 14), None, "45777377", D(0),
        [Line("WMS-PRO-Y", "Lagerverwaltung Pro - Jahresplan (14.12.2027 - 13.12.2028)", D(1), D("2388.00"),
              unit=""),
         Line("USR-ADD", "Zusätzliche Benutzer", D(15), D("96.00"), unit=""),
         Line("API-ADDON", "API-Zugang und Webhooks für die ERP-Anbindung", D(1), D("480.00"), unit="")],
        "613000", "ICS", reverse_charge=True, adjustments=[("Gutschein HERBST10 (10 %)", D(10))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwSt-Systemrichtlinie). "
                  "UID des Leistungsempfängers: BE0456.789.133.",
        iban="AT48 6245 3581 3132 4796", bic="SPSTAT21", customer_no="cus_8841",
        extra={"date_style": "long", "subscription": "sub_3KX72TB", "status": "Bezahlt"}),
]
