"""The twelve invoices of the sixty-ninth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, FR, LU, AT, IE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary
layout of one family of invoicing software other than the earlier corpora's: Streamtime, WorkflowMax, Avaza,
BigTime, HoneyBook, Dubsado and Fiverr Workspace (AND CO). PO numbers are the ERP's 4577xxxx (from 45776200 by steps
of 7); each invoice prints them in the supplier's own form. VAT numbers and IBANs: ids.py (seed 20271259)."""

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

BUYER_VAT = "BE0456.789.133"

CORPUS = [
    # 01 — Streamtime, a Utrecht design studio: brand identity in hours, services reverse charged (ICS, 614000)
    Invoice(
        "01-nl-huisstijl", "nl", "streamtime",
        Supplier("Studio Vaartsche Rijn B.V.", "Vaartsche Rijn 41", "3523 AL", "Utrecht", "NL", "NL690490987B01",
                 "+31 30 204 18 77", "facturen@studiovaartscherijn.nl", "KvK 71844520"),
        "1042", date(2027, 10, 5), date(2027, 11, 4), "PO 4577 6200", "45776200", D(0),
        [Line(None, "Merkstrategie: interviews, workshop met het managementteam en positioneringsdocument",
              D("14.5"), D("115.00"), unit="uur"),
         Line(None, "Ontwerp huisstijl (logo, kleurenpalet, typografie, basisbrochure)", D("32.75"), D("95.00"),
              unit="uur"),
         Line(None, "Begeleiding drukwerk en proefdrukken", D(6), D("85.00"), unit="uur")],
        "614000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  f"{BUYER_VAT}.",
        iban="NL67 INGB 4898 2283 78", bic="INGBNL2A", customer_no="",
        extra={"job": "Job 2231 · Huisstijl Technibouw", "date_style": "long", "terms": "30 dagen"}),
    # 02 — WorkflowMax, a Dublin process-engineering consultancy: survey, hours, a travel cost (ICS, 613000)
    Invoice(
        "02-en-engineering", "en", "workflowmax",
        Supplier("Liffey Process Engineering Ltd", "Unit 4, Grand Canal Quay", "D02 KX60", "Dublin 2", "IE",
                 "IE8343418U", "+353 1 677 40 92", "accounts@liffeyprocess.ie", "Registered in Ireland No. 598214"),
        "INV-0871", date(2027, 10, 11), date(2027, 11, 10), "4577-6207", "45776207", D(0),
        [Line(None, "Site survey of the Gent warehouse conveyor lines, including measurement report", D(1),
              D("1450.00")),
         Line(None, "Process design - material flow and picking layout", D("22.5"), D("120.00")),
         Line(None, "CAD drawings (layout revisions A to C)", D(18), D("85.00")),
         Line(None, "Travel - flights Dublin-Brussels and two nights accommodation", D(1), D("612.40"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive "
                  f"2006/112/EC. Customer VAT number {BUYER_VAT}.",
        dec=".", group=",", iban="IE44 AIBK 8523 2646 4265 30", bic="AIBKIE2D", customer_no="",
        extra={"job": "J000418", "date_style": "short_en", "terms": "30 days"}),
    # 03 — Avaza in French, a Liège data consultancy: Belgian VAT 21 % (V21, 613000), hours, a line discount
    Invoice(
        "03-fr-conseil", "fr", "avaza",
        Supplier("Meuse Data Conseil SRL", "Quai Godefroid Kurth 12", "4020", "Liège", "BE", "BE1854.048.694",
                 "04 287 61 30", "facturation@meusedata.be", "RPM Liège"),
        "F-000318", date(2027, 10, 15), date(2027, 11, 14), "BC 45776214", "45776214", D(21),
        [Line("CONS-SR", "Consultance senior - analyse des flux de stock et des besoins de reporting", D("18.5"),
              D("95.00"), unit="h", discount=D(10)),
         Line("DEV-TDB", "Développement de tableaux de bord de pilotage des stocks", D(26), D("82.00"), unit="h"),
         Line("FORM-UT", "Formation des utilisateurs (demi-journée)", D(2), D("390.00"), unit="forfait")],
        "613000", "V21",
        iban="BE92 9792 1122 9023", bic="ARSPBE22", payment_ref=ogm(3180776214), customer_no="",
        extra={"date_style": "%d/%m/%Y", "project": "Tableaux de bord logistique"}),
    # 04 — BigTime, an Antwerp structural engineering firm in English: staff hours, expenses (V21, 602000)
    Invoice(
        "04-en-structural", "en", "bigtime",
        Supplier("Kempen Structural Engineers BV", "Mechelsesteenweg 271", "2018", "Antwerpen", "BE",
                 "BE0918.474.687", "03 281 55 40", "billing@kempen-structural.be", "RPR Antwerpen"),
        "2027-0156", date(2027, 10, 21), date(2027, 11, 20), "PO # 45776221", "45776221", D(21),
        [Line(None, "Structural calculations of the mezzanine floor and racking loads",
              D("24.5"), D("135.00"), unit="hrs"),
         Line(None, "Shop drawings and connection details", D("31.25"), D("98.00"), unit="hrs"),
         Line(None, "Site inspection and inspection report", D(2), D("420.00"), unit="visit")],
        "602000", "V21", adjustments=[("Expenses (mileage, plotting)", D("86.40"))],
        dec=".", group=",", iban="BE30 3106 5422 8411", bic="BBRUBEBB", payment_ref=ogm(2701560221),
        customer_no="TECH-01",
        extra={"date_style": "%B %d, %Y", "project": "P-27-044 Mezzanine Gent", "terms": "Net 30",
               "staff": "Senior engineer|Engineer|Senior engineer"}),
    # 05 — HoneyBook in English, a Haarlem photographer: opening-event photography, services reverse charged (ICS)
    Invoice(
        "05-en-photography", "en", "honeybook",
        Supplier("Noorderlicht Beeld B.V.", "Kleine Houtstraat 88", "2011 DR", "Haarlem", "NL", "NL569585107B02",
                 "+31 23 531 06 49", "hello@noorderlichtbeeld.nl", "KvK 80317725"),
        "NB-27-031", date(2027, 10, 27), date(2027, 11, 10), "TB/45776228", "45776228", D(0),
        [Line(None, "Opening event photography - 6 hours on site, two photographers", D(1), D("1350.00")),
         Line(None, "Additional hours on site", D("1.5"), D("180.00"), unit="hr"),
         Line(None, "Edited high-resolution images, delivered in an online gallery", D(60), D("12.50"),
              unit="img"),
         Line(None, "Aerial drone package (permit and 15 images)", D(1), D("450.00"))],
        "614000", "ICS", reverse_charge=True,
        statement="VAT reverse charged - Article 196 of Directive 2006/112/EC. Customer VAT number "
                  f"{BUYER_VAT}.",
        dec=".", group=",", iban="NL93 INGB 8482 1591 75", bic="INGBNL2A", customer_no="",
        extra={"date_style": "%b %d, %Y", "project": "Technibouw warehouse opening"}),
    # 06 — Dubsado in German, a Cologne event planner: item names with notes under them, a 5 % discount (ICS, 614000)
    Invoice(
        "06-de-event", "de", "dubsado",
        Supplier("Rheinbühne Eventplanung GmbH", "Vogelsanger Straße 286", "50825", "Köln", "DE", "DE504239702",
                 "0221 57 98 31 0", "buchhaltung@rheinbuehne.de", "Amtsgericht Köln HRB 104772"),
        "2027-118", date(2027, 11, 4), date(2027, 11, 18), "4577.6235", "45776235", D(0),
        [Line(None, "Konzeption & Planung", D(1), D("2400.00"),
              detail=("Ablaufplan, Gästemanagement, Koordination aller Dienstleister",)),
         Line(None, "Eventtechnik Licht, Ton und Bühne", D(1), D("3180.00"),
              detail=("inkl. Auf- und Abbau, Techniker während der Veranstaltung",)),
         Line(None, "Personal vor Ort (Hostessen, Einlass)", D("16.5"), D("48.00"), unit="Std."),
         Line(None, "Dekoration und Beschilderung", D(1), D("865.00"))],
        "614000", "ICS", reverse_charge=True, adjustments=[("Rabatt 5 %", D(5))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  f"USt-IdNr. des Leistungsempfängers: {BUYER_VAT}.",
        iban="DE51 2085 1764 7700 4407 29", bic="COLSDE33", customer_no="",
        extra={"date_style": "%d.%m.%Y", "project": "Eröffnungsfeier Standort Gent"}),
    # 07 — AND CO (Fiverr Workspace), a Bruges freelance translator: Belgian VAT 21 % (V21, 613000), no PO printed
    Invoice(
        "07-nl-vertaling", "nl", "andco",
        Supplier("Lien Verstraete Vertalingen", "Langestraat 133", "8000", "Brugge", "BE", "BE1544.849.516",
                 "0486 21 47 90", "lien@verstraete-vertalingen.be", "KBO 1544.849.516"),
        "2027-047", date(2027, 11, 10), date(2027, 11, 24), None, "45776242", D(21),
        [Line(None, "Vertaling handleidingen magazijnsoftware NL-FR (11.420 woorden)", D(11420), D("0.12"),
              unit="woorden"),
         Line(None, "Nalezing en opstellen terminologielijst", D("6.5"), D("55.00"), unit="uur"),
         Line(None, "Spoedtoeslag levering binnen 5 werkdagen", D(1), D("150.00"))],
        "613000", "V21",
        iban="BE65 3109 6894 3796", bic="BBRUBEBB", payment_ref=ogm(2704711042), customer_no="",
        extra={"date_style": "long", "project": "Handleidingen WMS"}),
    # 08 — Streamtime in German, a Vienna agency: campaign work in hours, services reverse charged (ICS, 614000)
    Invoice(
        "08-de-kampagne", "de", "streamtime",
        Supplier("Donaukanal Kreativagentur GmbH", "Obere Donaustraße 59", "1020", "Wien", "AT", "ATU41225535",
                 "+43 1 214 77 30", "office@donaukanal-kreativ.at", "FN 482117 s, Handelsgericht Wien"),
        "2093", date(2027, 11, 16), date(2027, 12, 16), "PO-45776249", "45776249", D(0),
        [Line(None, "Konzept Kampagne Eröffnung Standort Gent", D(12), D("120.00"), unit="Std."),
         Line(None, "Grafikdesign Plakate, Banner und Social-Media-Sujets in drei Formaten", D("27.5"), D("95.00"),
              unit="Std."),
         Line(None, "Texterstellung Deutsch/Englisch", D("9.25"), D("90.00"), unit="Std."),
         Line(None, "Reinzeichnung und Druckdatenaufbereitung", D(1), D("680.00"), unit="pauschal")],
        "614000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge, Art. 196 "
                  f"MwSt-Systemrichtlinie). UID des Leistungsempfängers: {BUYER_VAT}.",
        iban="AT74 6148 5880 0934 8320", bic="RZOOAT2L", customer_no="",
        extra={"job": "Job 5108 · Kampagne Eröffnung Gent", "date_style": "%d.%m.%Y", "terms": "30 Tagen"}),
    # 09 — WorkflowMax in Dutch, a Kortrijk HVAC installer: repairs at the warehouse, Belgian cocontractant (VRC)
    Invoice(
        "09-nl-koeling", "nl", "workflowmax",
        Supplier("Installatiebedrijf Dewaele BV", "Kortrijksesteenweg 402", "8530", "Harelbeke", "BE",
                 "BE1568.696.371", "056 70 32 18", "boekhouding@dewaele-installaties.be", "RPR Gent, afd. Kortrijk"),
        "F-3318", date(2027, 11, 22), date(2027, 12, 22), "45776256", "45776256", D(0),
        [Line(None, "Werkuren technieker - herstelling koelunit magazijn", D(14), D("62.00"), unit="uur"),
         Line(None, "Compressor scroll 12 kW, geleverd en geplaatst", D(1), D("2350.00")),
         Line(None, "Koudemiddel R32", D("8.5"), D("38.40"), unit="kg"),
         Line(None, "Verplaatsingen", D(3), D("35.00"))],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd - medecontractant, art. 20 KB nr. 1. De btw is verschuldigd door de klant "
                  f"({BUYER_VAT}).",
        iban="BE88 7356 0713 8041", bic="KREDBEBB", payment_ref=ogm(3318776256), customer_no="",
        extra={"job": "J-27-0912", "date_style": "%d/%m/%Y", "terms": "30 dagen"}),
    # 10 — Avaza in German, a Luxembourg reseller of handheld scanners: intra-EU goods (ICG), Swiss number format
    Invoice(
        "10-de-scanner", "de", "avaza",
        Supplier("Moselle Mobile Solutions S.à r.l.", "12, rue de Luxembourg", "L-4220", "Esch-sur-Alzette", "LU",
                 "LU79462331", "+352 26 54 81 20", "billing@moselle-mobile.lu", "RCS Luxembourg B231904"),
        "INV-000562", date(2027, 11, 29), date(2027, 12, 29), "4577 6263", "45776263", D(0),
        [Line("HS-7200", "Robuster Handscanner 2D, Android, IP65", D(24), D("689.00"), unit="Stk", discount=D(8)),
         Line("DS-7200-4", "Ladestation 4-fach mit Netzteil", D(6), D("245.00"), unit="Stk"),
         Line("BAT-7200", "Ersatzakku 5000 mAh", D(24), D("39.50"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("55.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL). Die Steuer schuldet der "
                  f"Erwerber, USt-IdNr. {BUYER_VAT}.",
        dec=".", group="'", iban="LU45 7479 2753 6825 4924", bic="BCEELULL", customer_no="",
        extra={"date_style": "%d.%m.%Y", "project": "Scanner Lager Gent"}),
    # 11 — BigTime in French, a Lille engineering office: studies by staff role, a 3 % discount (ICS, 602000)
    Invoice(
        "11-fr-etudes", "fr", "bigtime",
        Supplier("Vauban Ingénierie SAS", "27 boulevard Vauban", "59800", "Lille", "FR", "FR44543806293",
                 "03 20 57 41 86", "comptabilite@vauban-ingenierie.fr", "SIRET 543 806 293 00027 - RCS Lille"),
        "F2027-0611", date(2027, 12, 3), date(2028, 1, 2), "4577 62 70", "45776270", D(0),
        [Line(None, "Étude de charge des rayonnages et vérification des ancrages", D(16), D("125.00"), unit="h"),
         Line(None, "Modélisation et note de calcul", D("38.5"), D("92.00"), unit="h"),
         Line(None, "Plans d'exécution et nomenclature", D(21), D("68.00"), unit="h")],
        "602000", "ICS", reverse_charge=True, adjustments=[("Remise commerciale 3 %", D(3))],
        statement="Autoliquidation - TVA due par le preneur (article 283-2 du CGI, article 196 de la directive "
                  f"2006/112/CE). N° TVA du preneur : {BUYER_VAT}.",
        group="\u00a0", iban="FR91 3500 5680 8749 2286 6869 801", bic="CMCIFRPP", customer_no="C-0419",
        extra={"date_style": "long", "project": "Rayonnages entrepôt Gand", "terms": "30 jours",
               "staff": "Chef de projet|Ingénieur d'études|Dessinateur projeteur"}),
    # 12 — HoneyBook in French, a Namur florist: live plants at the Belgian 6 % (V06, 604000)
    Invoice(
        "12-fr-plantes", "fr", "honeybook",
        Supplier("Fleurs & Jardins Mosans SRL", "Rue de Fer 47", "5000", "Namur", "BE", "BE1750.632.046",
                 "081 22 64 13", "bonjour@fleurs-mosans.be", "RPM Liège, division Namur"),
        "FJM-2027-114", date(2027, 12, 9), date(2027, 12, 23), "commande 45776277", "45776277", D(6),
        [Line(None, "Ficus lyrata 140 cm en pot, avec cache-pot céramique", D(12), D("89.00")),
         Line(None, "Bacs plantés pour l'accueil (Sansevieria, Zamioculcas, Philodendron)", D(4), D("215.00")),
         Line(None, "Oliviers en bac (Olea europaea) 180 cm", D(2), D("345.00"))],
        "604000", "V06",
        iban="BE71 1435 9417 0369", bic="GEBABEBB", payment_ref=ogm(1140776277), customer_no="",
        extra={"date_style": "long", "project": "Plantes bureaux Gand"}),
]
