"""The twelve invoices of the seventy-eighth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, LU, DE, FR), in nl, fr, de and
en, each drawn by a writer (draw.py) that imitates the ordinary print of one family of software no earlier corpus
used: the hotel property-management systems Mews, Oracle Opera (a folio), protel, Cloudbeds and Apaleo, and the
law-firm billing programs Clio and Kleos. PO numbers are the ERP's 4577xxxx (from 45777100 by steps of 7); each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(ids.py: invoice_env/world/identifiers.py's generators, seed 20271268)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Mews in Dutch, a Gent hotel: meeting rooms and technique for a sales day, Belgian 21 % (V21, 610000)
    Invoice(
        "01-nl-vergaderhotel", "nl", "mews",
        Supplier("Hotel Leiepoort Gent BV", "Coupure Rechts 212", "9000", "Gent", "BE", "BE1347.466.788",
                 "09 233 18 40", "boekhouding@leiepoort-hotel.be", "RPR Gent"),
        "2027-004117", date(2027, 10, 5), date(2027, 10, 19), "PO 45777100", "45777100", D(21),
        [Line(None, "Huur vergaderzaal Schelde (plenaire opstelling, 40 personen), hele dag", D(2), D("690.00"),
              unit="dag"),
         Line(None, "Break-out room Lieve", D(2), D("245.00"), unit="dag"),
         Line(None, "Projectie- en geluidsinstallatie met draadloze microfoons en technicus ter plaatse", D(2),
              D("310.00"), unit="dag"),
         Line(None, "Parkeerkaart ondergrondse parking", D(18), D("16.50"), unit="st")],
        "610000", "V21",
        iban="BE49 3108 3328 6771", bic="BBRUBEBB", payment_ref=ogm(4117777100),
        extra={"date_style": "long", "stay": ("Verkoopdag Technibouw", "04-10-2027", "05-10-2027"),
               "line_dates": ("04-10-2027", "04-10-2027", "05-10-2027", "05-10-2027")}),
    # 02 — Mews in English, a Rotterdam conference hotel: organisation of a dealer event, services (ICS, 602000)
    Invoice(
        "02-en-dealerevent", "en", "mews",
        Supplier("Maashaven Conference Hotel B.V.", "Brede Hilledijk 95", "3072 AN", "Rotterdam", "NL",
                 "NL725371535B02", "+31 10 302 88 40", "finance@maashaven-hotel.nl", "KvK 70318824"),
        "MCH-27-1186", date(2027, 10, 12), date(2027, 11, 11), "PO-4577-7107", "45777107", D(0),
        [Line(None, "Event coordination dealer day Technibouw Benelux, including programme, supplier briefings and "
                    "on-site event manager", D(1), D("2850.00"), unit="pc"),
         Line(None, "Registration desk and badge service", D(1), D("640.00"), unit="pc"),
         Line(None, "Event photography, edited selection delivered online", D("6.5"), D("115.00"), unit="h")],
        "602000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: service subject to VAT in the country of the customer (Art. 44 and 196 "
                  "Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL82 INGB 6632 2644 19", bic="INGBNL2A",
        extra={"stay": ("Dealer day Technibouw", "11/10/2027", "12/10/2027"),
               "line_dates": ("11/10/2027", "11/10/2027", "11/10/2027")}),
    # 03 — Oracle Opera folio in French, a Luxembourg business hotel: seminar organisation, services (ICS, 602000)
    Invoice(
        "03-fr-seminaire", "fr", "opera",
        Supplier("Hôtel du Kirchberg S.A.", "6, rue Alphonse Weicker", "L-2721", "Luxembourg", "LU", "LU53276612",
                 "+352 43 77 61 1", "comptabilite@hotel-kirchberg.lu", "RCS Luxembourg B198342"),
        "LX-271046", date(2027, 10, 19), date(2027, 11, 18), "Bon de commande 4577.7114", "45777114", D(0),
        [Line("7110", "Organisation séminaire direction commerciale - coordination et animation", D(1),
              D("1950.00")),
         Line("7120", "Service traduction simultanée FR/NL, cabine et casques", D(2), D("780.00")),
         Line("7135", "Location salle plénière Clausen avec régie technique", D(2), D("1120.00")),
         Line("7190", "Frais d'impression des supports du séminaire", D(45), D("12.40"))],
        "602000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 44 et 196 de la directive 2006/112/CE : TVA due par le preneur "
                  "(TVA BE0456.789.133).",
        dec=",", group=".", iban="LU50 2962 7917 2711 6469", bic="BILLLULL", customer_no="AR 20418",
        extra={"room": "PM", "folio": "88214", "conf": "41207753", "arrival": "18/10/27", "departure": "19/10/27",
               "cashier": "SJAN", "line_dates": ("18/10/27", "18/10/27", "18/10/27", "19/10/27")}),
    # 04 — protel in German, an Aachen hotel printing the Swiss way: event services (ICS, 602000), apostrophes
    Invoice(
        "04-de-tagung", "de", "protel",
        Supplier("Hotel Kaiserbad Aachen GmbH", "Monheimsallee 52", "52062", "Aachen", "DE", "DE927880577",
                 "0241 47 55 90", "buchhaltung@kaiserbad-aachen.de", "Amtsgericht Aachen HRB 23518"),
        "R 2710 0833", date(2027, 10, 22), date(2027, 11, 5), "Bestellnr. 4577 7121", "45777121", D(0),
        [Line("4410", "Veranstaltungsorganisation Händlertagung inkl. Ablaufplanung und Betreuung", D(1),
              D("2480.00"), unit="Pausch."),
         Line("4420", "Technikbetreuung Bühne, Licht und Ton", D("7.5"), D("96.00"), unit="Std."),
         Line("4435", "Moderation Podiumsdiskussion", D(1), D("1150.00"), unit="Pausch.")],
        "602000", "ICS", reverse_charge=True, adjustments=[("Servicepauschale", D("180.00"))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL, § 3a Abs. 2 "
                  "UStG). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        dec=".", group="'", iban="DE44 7224 2256 9362 8857 88", bic="AACSDE33", customer_no="F 10233",
        extra={"room": "Tagung", "arrival": "20.10.27", "departure": "21.10.27", "cashier": "MKLEIN",
               "line_dates": ("20.10.27", "21.10.27", "21.10.27")}),
    # 05 — protel in French, a Liège hotel: rooms and equipment, Belgian 21 % (V21, 610000), no PO printed
    Invoice(
        "05-fr-salles", "fr", "protel",
        Supplier("Hôtel des Guillemins SRL", "Place des Guillemins 11", "4000", "Liège", "BE", "BE0575.858.514",
                 "04 254 71 30", "compta@hotel-guillemins.be", "RPM Liège"),
        "F-27-2291", date(2027, 10, 27), date(2027, 11, 26), None, "45777128", D(21),
        [Line("SAL-MEUSE", "Location salle Meuse, journée", D(3), D("540.00"), unit="jour"),
         Line("EQ-VIDEO", "Vidéoprojecteur et écran 3 m", D(3), D("95.00"), unit="jour"),
         Line("EQ-VISIO", "Kit de visioconférence avec caméra PTZ et haut-parleurs de plafond", D(2), D("145.00"),
              unit="jour"),
         Line("PARK-J", "Parking hôtel, ticket journée", D(24), D("14.00"), unit="pce")],
        "610000", "V21",
        dec=",", group=".", iban="BE82 7351 4455 7468", bic="KREDBEBB", payment_ref=ogm(2291777128),
        customer_no="D 4471",
        extra={"room": "Salle Meuse", "arrival": "25.10.27", "departure": "27.10.27", "cashier": "NDUBOIS",
               "line_dates": ("25.10.27", "25.10.27", "26.10.27", "27.10.27")}),
    # 06 — Cloudbeds in English, an Ostend seaside hotel: a staff dinner, Belgian 12 % restaurant rate (V12, 602000)
    Invoice(
        "06-en-staffdinner", "en", "cloudbeds",
        Supplier("Hotel Zeedijk Oostende BV", "Albert I Promenade 41", "8400", "Oostende", "BE", "BE0962.715.694",
                 "059 70 44 18", "accounts@hotelzeedijk.be", "RPR Gent, division Oostende"),
        "INV-0002418", date(2027, 11, 3), date(2027, 11, 17), "45777135", "45777135", D(12),
        [Line(None, "Three-course seated dinner (food only), staff year-end event", D(64), D("48.00"), unit="pax",
              discount=D(10)),
         Line(None, "Walking dessert buffet", D(64), D("9.50"), unit="pax"),
         Line(None, "Oyster and seafood starter platters for the tables, served on ice", D(8), D("72.00"),
              unit="pc", discount=D(5)),
         Line(None, "Children's menu", D(6), D("18.00"), unit="pax")],
        "602000", "V12",
        dec=".", group=",", iban="BE52 0685 3108 2909", bic="GKCCBEBB", payment_ref=ogm(2418777135),
        extra={"reservation": "ZDK-77213", "source": "Direct - Group", "stay": ("02/11/2027", "02/11/2027")}),
    # 07 — Apaleo in German, a Düsseldorf trade-fair hotel: stand hostess and shuttle services (ICS, 602000)
    Invoice(
        "07-de-messeservice", "de", "apaleo",
        Supplier("Rheinterrassen Messehotel GmbH", "Stockumer Kirchstraße 61", "40474", "Düsseldorf", "DE",
                 "DE915015240", "0211 45 80 33 0", "rechnungswesen@rheinterrassen-messe.de",
                 "Amtsgericht Düsseldorf HRB 91166"),
        "DUS-RE-2027-004518", date(2027, 11, 9), date(2027, 11, 23), "PO45777142", "45777142", D(0),
        [Line("MS-HOST", "Hostessenservice Messestand Halle 4, zweisprachig (DE/NL)", D(24), D("58.00"),
              unit="Std."),
         Line("MS-SHUTTLE", "Shuttleservice Hotel - Messe Nord, Kleinbus mit Fahrer", D(3), D("420.00"),
              unit="Tag"),
         Line("MS-STORE", "Lagerung und Zustellung von Messematerial an den Stand", D(1), D("265.00"),
              unit="Pausch.")],
        "602000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers. Leistung nicht im Inland steuerbar (§ 3a Abs. 2 "
                  "UStG, Art. 196 MwStSystRL). USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        dec=",", group=".", iban="DE58 8435 4500 4281 7904 81", bic="DUSSDEDD",
        extra={"booking": "HKLQVFTR-1", "period": "06.11.2027 - 08.11.2027",
               "line_dates": ("06.11.2027", "06.11.2027", "08.11.2027")}),
    # 08 — Apaleo in Dutch, an Antwerp hotel: a customer reception, Belgian 12 % (V12, 602000), a service fee
    Invoice(
        "08-nl-receptie", "nl", "apaleo",
        Supplier("Hotel Eilandje Antwerpen NV", "Kattendijkdok-Westkaai 74", "2000", "Antwerpen", "BE",
                 "BE1500.441.035", "03 292 61 00", "facturatie@hoteleilandje.be", "RPR Antwerpen"),
        "ANT-2027-001377", date(2027, 11, 16), date(2027, 11, 30), "Inkooporder 4577-7149", "45777149", D(12),
        [Line("F&B-REC", "Receptie klantenavond: koude en warme hapjes", D(110), D("24.50"), unit="pers."),
         Line("F&B-BBQ", "Walking dinner met live cooking station aan de kade en vegetarische alternatieven",
              D(110), D("39.00"), unit="pers."),
         Line("F&B-KAAS", "Kaasplank Vlaamse kazen", D(12), D("42.00"), unit="st")],
        "602000", "V12", adjustments=[("Servicekosten", D("150.00"))],
        dec=",", group=".", iban="BE16 7353 4862 6674", bic="KREDBEBB", payment_ref=ogm(1377777149),
        extra={"booking": "PWXRNMLA-1", "period": "15-11-2027",
               "line_dates": ("15-11-2027", "15-11-2027", "15-11-2027")}),
    # 09 — Clio in English, an Amsterdam law firm: legal fees with UTBMS task codes (ICS, 613000), a discount
    Invoice(
        "09-en-legalfees", "en", "clio",
        Supplier("Van Amstel Keizer Advocaten N.V.", "Herengracht 466", "1017 CA", "Amsterdam", "NL",
                 "NL270939726B03", "+31 20 520 74 00", "billing@vanamstelkeizer.nl", "KvK 81552073"),
        "0001432", date(2027, 11, 18), date(2027, 12, 18), "PO No. 45777156", "45777156", D(0),
        [Line("L120", "Analysis of the Dutch distribution agreement and termination clauses", D("3.5"), D("285.00"),
              unit="h"),
         Line("L210", "Drafting amended supply and exclusivity terms", D("6.25"), D("285.00"), unit="h"),
         Line("L230", "Call with client and opposing counsel", D("1.5"), D("340.00"), unit="h"),
         Line("E101", "Copying and courier of signed originals", D(1), D("46.80"))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount 5 %", D(5))],
        statement="VAT reverse charged - Art. 196 Directive 2006/112/EC. Client VAT no. BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban="NL50 ABNA 2448 5175 04", bic="ABNANL2A",
        extra={"date_style": "long", "matter": "00087-Technibouw Distributie / Distribution agreement NL",
               "attorney": "M. de Keizer", "line_dates": ("20/10/2027", "27/10/2027", "04/11/2027", "10/11/2027")}),
    # 10 — Clio in French, a Lille law firm: fees, services reverse charged (ICS, 613000), narrow no-break spaces
    Invoice(
        "10-fr-honoraires", "fr", "clio",
        Supplier("Delannoy & Vasseur Avocats SELARL", "27 rue Nationale", "59800", "Lille", "FR", "FR47363920182",
                 "03 20 15 62 90", "facturation@delannoy-vasseur.fr", "SIRET 363 920 182 00025 - Barreau de Lille"),
        "2027-0688", date(2027, 11, 24), date(2027, 12, 24), "BC 45777163", "45777163", D(0),
        [Line(None, "Recouvrement de créances : mise en demeure et suivi du dossier client Lemaire SAS", D("4.5"),
              D("260.00"), unit="h"),
         Line(None, "Rédaction et dépôt de l'assignation devant le tribunal de commerce de Lille", D("8.75"),
              D("260.00"), unit="h"),
         Line(None, "Audience et plaidoirie", D(3), D("310.00"), unit="h")],
        "613000", "ICS", reverse_charge=True, adjustments=[("Frais de dossier", D("120.00"))],
        statement="Autoliquidation - article 283-2 du CGI et article 196 de la directive 2006/112/CE. N° TVA du "
                  "preneur : BE0456.789.133.",
        dec=",", group=" ", qty_places=2, iban="FR10 0705 0889 0043 7248 7597 157", bic="CMCIFRPP",
        extra={"date_style": "long", "matter": "00214-Technibouw / Recouvrement Lemaire",
               "attorney": "Me C. Delannoy", "line_dates": ("28/10/2027", "05/11/2027", "19/11/2027")}),
    # 11 — Kleos in Dutch, a Gent law firm: a statement of fees and costs, Belgian 21 % (V21, 613000)
    Invoice(
        "11-nl-ereloonstaat", "nl", "kleos",
        Supplier("Advocatenkantoor De Smet & Claeys BV", "Kortrijksesteenweg 1090", "9051", "Sint-Denijs-Westrem",
                 "BE", "BE1921.576.037", "09 245 80 70", "boekhouding@desmet-claeys.be", "RPR Gent"),
        "2027/0391", date(2027, 12, 1), date(2027, 12, 31), "4577 7170", "45777170", D(21),
        [Line(None, "Prestaties advocaat-vennoot: studie dossier, briefwisseling en bespreking", D("5.25"),
              D("165.00"), unit="u"),
         Line(None, "Prestaties advocaat-medewerker: opstellen conclusies", D("9.5"), D("120.00"), unit="u"),
         Line(None, "Verplaatsing naar de ondernemingsrechtbank Gent", D(2), D("45.00"), unit="st")],
        "613000", "V21", adjustments=[("Kantoorkosten (forfait)", D("95.00"))],
        dec=",", group=".", qty_places=2, iban="BE82 7356 3469 8468", bic="KREDBEBB", payment_ref=ogm(3917777170),
        extra={"date_style": "long", "dossier": "2027/0154 - Technibouw / Bouwwerken Dhondt",
               "lawyer": "Mr. Pieter De Smet"}),
    # 12 — Kleos in German, an Aachen law firm: fees under an agreement, services reverse charged (ICS, 613000)
    Invoice(
        "12-de-kostennote", "de", "kleos",
        Supplier("Hoeven Brandt Rechtsanwälte PartG mbB", "Theaterstraße 24", "52062", "Aachen", "DE",
                 "DE503149286", "0241 90 16 70", "kanzlei@hoeven-brandt.de", "Partnerschaftsregister Essen PR 3318"),
        "RG 27/1152", date(2027, 12, 7), date(2027, 12, 21), "4577/7177", "45777177", D(0),
        [Line(None, "Prüfung der Einkaufs-AGB und Stellungnahme zur Haftungsbegrenzung", D("4.5"), D("240.00"),
              unit="Std.", discount=D(10)),
         Line(None, "Besprechung mit der Mandantin (Videokonferenz)", D("1.75"), D("240.00"), unit="Std."),
         Line(None, "Entwurf Rahmenliefervertrag mit deutschem Lieferanten", D(7), D("240.00"), unit="Std."),
         Line(None, "Post- und Telekommunikationspauschale", D(1), D("20.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): die Leistung ist nach § 3a Abs. 2 "
                  "UStG in Belgien steuerbar; Art. 196 MwStSystRL. USt-IdNr. der Mandantin: BE0456.789.133.",
        dec=",", group=".", qty_places=2, iban="DE53 3335 0018 1605 4491 86", bic="SPAEDE3A",
        extra={"dossier": "Az. 318/27 - Technibouw ./. Einkaufsbedingungen", "lawyer": "RA Dr. Jana Hoeven"}),
]
