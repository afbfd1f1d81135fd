"""The twelve invoices of the seventy-seventh blind corpus (issue 38, item 8), written before the reader is next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, LU), in nl, fr, de and
en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of billing software
no earlier corpus used: an Amdocs-style telecom operator's business bill, CargoWise One, Riege Scope, Soloplan
CarLo, Magaya, Descartes and a SAP IS-U utility's business bill. PO numbers are the ERP's 4577xxxx (from 45777000
by steps of 7); each invoice prints them in the supplier's own form. VAT numbers and IBANs carry valid check
digits (ids.py: invoice_env/world/identifiers.py's generators, seed 20271267)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Amdocs-style bill in Dutch, a Mechelen business telecom operator: Belgian VAT 21 % (V21, 602000)
    Invoice(
        "01-nl-telecom", "nl", "amdocs",
        Supplier("Dijlenet Business NV", "Battelsesteenweg 455", "2800", "Mechelen", "BE", "BE1190.288.879",
                 "015 79 40 00", "zakelijk@dijlenet.be", "RPR Antwerpen, afd. Mechelen"),
        "7012458833", date(2027, 10, 5), date(2027, 11, 4), "PO 4577 7000", "45777000", D(21),
        [Line(None, "Zakelijk Mobiel Unlimited 20 GB - maandabonnement oktober 2027", D(18), D("32.50"),
              unit="abonn."),
         Line(None, "Vaste lijn Kantoor Pro (8 nummers) met cloudcentrale", D(1), D("148.00"), unit="maand"),
         Line(None, "Glasvezel Business 1 Gbps met vast IP-adres en 4 uur hersteltijd", D(1), D("219.00"),
              unit="maand"),
         Line(None, "Roaming en buitenlandse gesprekken buiten bundel, periode 01/09/2027 - 30/09/2027", D(1),
              D("64.37"), unit="")],
        "602000", "V21", adjustments=[("Korting Zakelijk Voordeel 5 %", D(5))],
        iban="BE37 0013 8374 6628", bic="GEBABEBB", payment_ref=ogm(7012458833 % 10**10), customer_no="1.204.877.31",
        extra={"account": "1.204.877.31", "period": "01/10/2027 - 31/10/2027", "date_style": "long"}),
    # 02 — Amdocs-style bill in English, a Luxembourg IoT-connectivity operator: services reverse charged (ICS)
    Invoice(
        "02-en-iot", "en", "amdocs",
        Supplier("Alzette Mobile Networks S.A.", "12, rue Léon Laval", "L-3372", "Leudelange", "LU", "LU68203932",
                 "+352 27 40 11 1", "business.billing@alzette-mobile.lu", "RCS Luxembourg B198452"),
        "LU-27-0041187", date(2027, 10, 12), date(2027, 11, 11), "PO-45777007", "45777007", D(0),
        [Line(None, "IoT Fleet SIM plan 500 MB pooled - monthly fee", D(140), D("3.90"), unit="SIM"),
         Line(None, "Additional pooled data beyond bundle", D("37.5"), D("4.20"), unit="GB"),
         Line(None, "Private APN with static IP range", D(1), D("95.00"), unit="month"),
         Line(None, "SIM activation fee, new trackers for the forklift fleet", D(25), D("6.00"), unit="SIM")],
        "602000", "ICS", reverse_charge=True, adjustments=[("Loyalty discount 3 %", D(3))],
        statement="Reverse charge: VAT to be accounted for by the recipient, Art. 196 Council Directive "
                  "2006/112/EC. Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU52 3594 1843 8213 1082", bic="ALZMLULL", customer_no="8100452376",
        extra={"account": "8100452376", "period": "01 Oct 2027 - 31 Oct 2027", "date_style": "short_en"}),
    # 03 — CargoWise One, a Rotterdam freight forwarder, in English: services reverse charged (ICS, 615000)
    Invoice(
        "03-en-seafreight", "en", "cargowise",
        Supplier("Maasvlakte Forwarding B.V.", "Waalhaven Zuidzijde 21", "3089 JH", "Rotterdam", "NL",
                 "NL970464824B03", "+31 10 294 37 00", "accounts@maasvlakte-fwd.nl", "KvK 24387165"),
        "I00031872", date(2027, 10, 18), date(2027, 11, 17), "PO45777014", "45777014", D(0),
        [Line("OFR", "Ocean freight Shanghai - Rotterdam, 2 x 40' HC, FCL/FCL", D(2), D("1845.00"), unit="CNT"),
         Line("THC", "Terminal handling charges destination", D(2), D("265.00"), unit="CNT"),
         Line("CUSCLR", "Import customs clearance incl. 3 additional HS codes", D(1), D("145.00"), unit="SHP"),
         Line("TRK", "Trucking Rotterdam ECT Delta - Gent, Industrieweg 14, container return empty depot", D(2),
              D("612.50"), unit="CNT"),
         Line("DOC", "Documentation fee", D(1), D("35.00"), unit="SHP")],
        "615000", "ICS", reverse_charge=True,
        statement="VAT reverse charged - Art. 44 and 196 Directive 2006/112/EC. Customer VAT BE0456.789.133.",
        dec=".", group=",", iban="NL12 ABNA 3404 5840 41", bic="ABNANL2A", customer_no="TECHGNT",
        extra={"job": "S00084215", "mbl": "COSU6241870530", "hbl": "MVFRTM27104482", "vessel": "CMA CGM TROCADERO",
               "voyage": "0FLEBW1MA", "origin": "CNSHA = Shanghai", "dest": "NLRTM = Rotterdam",
               "date_style": "%d-%b-%y", "terms": "30 days"}),
    # 04 — CargoWise One in French, a Le Havre forwarder: services reverse charged (ICS, 615000)
    Invoice(
        "04-fr-transitaire", "fr", "cargowise",
        Supplier("Transports Maritimes Estuaire SAS", "Quai de Southampton 40", "76600", "Le Havre", "FR",
                 "FR14972450738", "02 35 19 62 40", "comptabilite@tm-estuaire.fr", "RCS Le Havre 972 450 738"),
        "FAC-LEH-27-004512", date(2027, 10, 27), date(2027, 11, 26), "BC 4577-7021", "45777021", D(0),
        [Line("FRT", "Fret maritime Montréal - Le Havre, groupage LCL 14,6 m³", D("14.6"), D("68.00"), unit="m³"),
         Line("MANUT", "Frais de manutention et de dépotage CFS Le Havre", D("14.6"), D("22.50"), unit="m³"),
         Line("DOUANE", "Dédouanement import, déclaration H7 et frais de dossier", D(1), D("118.00"), unit="DOS"),
         Line("ACHEM", "Post-acheminement Le Havre - Gand par camion bâché, livraison sur rendez-vous", D(1),
              D("740.00"), unit="FFT")],
        "615000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 283-2 du CGI et article 196 de la directive 2006/112/CE. TVA due "
                  "par le preneur, n° TVA BE0456.789.133.",
        group=" ", iban="FR48 9772 2202 5911 8021 0192 627", bic="CMCIFRPP", customer_no="TECGNTBE",
        extra={"job": "S00091730", "mbl": "MTLLEH2710388", "hbl": "TMELEH2710214", "vessel": "ATLANTIC SAIL",
               "voyage": "AS2741", "origin": "CAMTR = Montréal", "dest": "FRLEH = Le Havre",
               "date_style": "%d/%m/%Y", "terms": "30 jours date de facture"}),
    # 05 — Riege Scope, a Weil am Rhein air-freight forwarder printing the Swiss way: ICS (615000)
    Invoice(
        "05-de-luftfracht", "de", "riege",
        Supplier("Dreiländereck Air Cargo GmbH", "Colmarer Straße 18", "79576", "Weil am Rhein", "DE",
                 "DE261345821", "07621 79 54 0", "buchhaltung@dlec-aircargo.de", "Amtsgericht Freiburg HRB 710384"),
        "ARE-27-10593", date(2027, 11, 2), date(2027, 12, 2), "4577/7028", "45777028", D(0),
        [Line(None, "Luftfracht FRA - ORD, 3 Colli, frachtpflichtiges Gewicht 412,0 kg", D(412), D("3.85"),
              unit="kg"),
         Line(None, "Sicherheitszuschlag (SCC)", D(412), D("0.18"), unit="kg"),
         Line(None, "Ausfuhranmeldung ATLAS inkl. Übermittlung", D(1), D("65.00"), unit="Sdg."),
         Line(None, "Vorlauf Gent - Frankfurt Flughafen, Direktfahrt mit Hebebühne", D(1), D("1280.00"),
              unit="Fahrt")],
        "615000", "ICS", reverse_charge=True,
        statement="Nicht im Inland steuerbare Leistung. Steuerschuldnerschaft des Leistungsempfängers "
                  "(Reverse Charge), Art. 196 MwStSystRL. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        dec=".", group="'", iban="DE53 3461 8205 3904 2909 33", bic="SKLODE66", customer_no="100384",
        extra={"file": "AE-FRA-27-03318", "awb": "020-4471 8825", "hawb": "DLEC2711047", "flight": "LH 8220",
               "route": "FRA - ORD"}),
    # 06 — Soloplan CarLo, a Duisburg transport company: two loads, waiting hours, toll before the net (ICS, 615000)
    Invoice(
        "06-de-spedition", "de", "carlo",
        Supplier("Rhein-Ruhr Logistik Bäumer GmbH & Co. KG", "Hafenstraße 61", "47119", "Duisburg", "DE",
                 "DE880103513", "0203 48 71 90", "rechnung@rr-baeumer.de", "Amtsgericht Duisburg HRA 11842"),
        "RE 27 11842", date(2027, 11, 8), date(2027, 12, 8), "45777035", "45777035", D(0),
        [Line("SDG 2711-0418", "Komplettladung Duisburg - Gent, 33 Paletten, Ladedatum 28.10.2027", D(1),
              D("785.00"), unit="Tour"),
         Line("SDG 2711-0433", "Teilladung Dortmund - Gent, 14 Lademeter, Ladedatum 03.11.2027", D(14), D("46.50"),
              unit="ldm"),
         Line("WZ", "Standzeit an der Entladestelle über 2 Std. frei", D("2.5"), D("55.00"), unit="Std.")],
        "615000", "ICS", reverse_charge=True, adjustments=[("Mautanteil", D("96.40"))],
        statement="Steuerschuldnerschaft des Leistungsempfängers - Reverse Charge (Art. 44, 196 MwStSystRL). "
                  "USt-IdNr. Empfänger BE0456.789.133.",
        iban="DE85 2478 2495 6604 6966 89", bic="DUISDE33", customer_no="24117",
        extra={"sach": "Frau Terhorst", "tour": "T-2744"}),
    # 07 — Soloplan CarLo in Dutch, a Venlo haulier: a line discount (ICS, 615000)
    Invoice(
        "07-nl-wegvervoer", "nl", "carlo",
        Supplier("Transportbedrijf Maasland Venlo B.V.", "Celsiusweg 31", "5928 PR", "Venlo", "NL",
                 "NL386094287B02", "077 382 55 10", "facturen@maasland-venlo.nl", "KvK 12074938"),
        "27.0934", date(2027, 11, 15), date(2027, 12, 15), "4577.7042", "45777042", D(0),
        [Line("ZND 27-88412", "Zending Venlo - Gent, 18 pallets stukgoed, geladen 09-11-2027", D(18), D("38.00"),
              unit="plt", discount=D(10)),
         Line("ZND 27-88519", "Zending Tilburg - Gent, 6 pallets, laadklep en zijbelading", D(6), D("44.00"),
              unit="plt"),
         Line("ADR", "Toeslag gevaarlijke stoffen (ADR), klasse 3, 2 pallets", D(2), D("27.50"), unit="plt"),
         Line("WACHT", "Wachturen bij laadadres Tilburg", D("1.75"), D("52.00"), unit="uur")],
        "615000", "ICS", reverse_charge=True,
        statement="Btw verlegd - intracommunautaire dienst, art. 44 en 196 Btw-richtlijn 2006/112/EG. "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban="NL28 TRIO 0708 9470 23", bic="TRIONL2U", customer_no="30418",
        extra={"sach": "mevr. Peeters", "tour": "R-4471"}),
    # 08 — Magaya, an Antwerp warehouse and forwarding company, in English: Belgian VAT 21 % (V21, 615000)
    Invoice(
        "08-en-warehouse", "en", "magaya",
        Supplier("Scaldis Cargo Solutions BV", "Noorderlaan 147", "2030", "Antwerpen", "BE", "BE1150.659.926",
                 "03 204 58 60", "invoices@scaldiscargo.be", "RPR Antwerpen"),
        "INV-2027-00871", date(2027, 11, 16), date(2027, 12, 16), "PO# 45777049", "45777049", D(21),
        [Line("STOR-PAL", "Storage, pallet positions, week 42-45", D(128), D("2.35"), unit="PLT/wk"),
         Line("HNDL-IN", "Handling in, unloading and put-away", D(64), D("4.80"), unit="PLT"),
         Line("HNDL-OUT", "Handling out, order picking and loading for customer distribution runs", D(52),
              D("5.20"), unit="PLT"),
         Line("LABOR", "Extra labour, relabelling and shrink-wrapping", D("6.5"), D("42.00"), unit="HR")],
        "615000", "V21", adjustments=[("Fuel surcharge", D("38.60"))],
        dec=".", group=",", iban="BE15 7356 0153 0330", bic="KREDBEBB", payment_ref=ogm(2700871049),
        customer_no="TECHNIBOUW", extra={"wr": "WR-27-11803", "date_style": "%b %d, %Y", "terms": "Net 30"}),
    # 09 — Descartes in French, a Charleroi parcel and pallet distributor: Belgian VAT 21 % (V21, 615000)
    Invoice(
        "09-fr-distribution", "fr", "descartes",
        Supplier("Sambre Express Distribution SRL", "Rue de la Science 12", "6041", "Gosselies", "BE",
                 "BE1457.434.502", "071 25 84 30", "facturation@sambre-express.be", "RPM Hainaut, division Charleroi"),
        "FV/2027/11562", date(2027, 11, 22), date(2027, 12, 22), "BC/45777056", "45777056", D(21),
        [Line(None, "Livraisons tournées B2B Wallonie, arrêts effectués semaine 46", D(86), D("14.20"),
              unit="arrêt"),
         Line(None, "Enlèvements de retours et emballages vides chez les clients", D(23), D("9.50"), unit="arrêt"),
         Line(None, "Livraison hors créneau avec prise de rendez-vous téléphonique", D(7), D("18.00"), unit="arrêt")],
        "615000", "V21",
        group="\u00a0", iban="BE73 1439 9563 3060", bic="GEBABEBB", payment_ref=ogm(2711562056),
        customer_no="C-40877", extra={"date_style": "long", "route": "Semaine 46 : 15/11/2027 - 19/11/2027"}),
    # 10 — Descartes in Dutch, a Breda packaging wholesaler delivering on its own routes: intra-EU goods (ICG)
    Invoice(
        "10-nl-verpakking", "nl", "descartes",
        Supplier("Verpakkingsgroothandel Brabant B.V.", "Minervum 7052", "4817 ZK", "Breda", "NL", "NL113522587B03",
                 "076 571 33 80", "administratie@vgbrabant.nl", "KvK 20098371"),
        "VF27-04417", date(2027, 11, 29), date(2027, 12, 29), "Inkooporder 4577-7063", "45777063", D(0),
        [Line("STR-23-1500", "Stretchfolie handrol 23 my, 500 mm x 300 m, transparant", D(96), D("7.85"),
              unit="rol", discount=D(8)),
         Line("TAPE-PP-50", "Verpakkingstape PP 50 mm x 66 m, bruin, doos 36 rollen", D(12), D("41.40"), unit="doos"),
         Line("DOOS-F201-40", "Amerikaanse vouwdoos F201, 400 x 300 x 300 mm, enkelgolf bruin", D(1500), D("0.62"),
              unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Leveringskosten", D("55.00"))],
        statement="Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn 2006/112/EG); btw verlegd "
                  "naar de afnemer BE0456.789.133.",
        iban="NL41 RABO 6811 9697 20", bic="RABONL2U", customer_no="104772",
        extra={"route": "Rit BRD-GNT-48, levering 26-11-2027"}),
    # 11 — SAP IS-U business bill in Dutch, a Flemish drinking-water company: Belgian 6 % (V06, 612000)
    Invoice(
        "11-nl-water", "nl", "sapisu",
        Supplier("Waterbedrijf Schelde-Leie CV", "Kortrijksesteenweg 1010", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE0947.573.303", "09 240 55 00", "zakelijk@waterscheldeleie.be", "RPR Gent"),
        "300004871512", date(2027, 12, 3), date(2028, 1, 2), "BST 45777070", "45777070", D(6),
        [Line(None, "Vastrecht drinkwater, 01.12.2026 - 30.11.2027", D(1), D("112.30"), unit="jaar"),
         Line(None, "Verbruik drinkwater, meter 21NK004417, 01.12.2026 - 30.11.2027", D(1284), D("2.3160"),
              unit="m³", price_places=4),
         Line(None, "Bijdrage gemeentelijke sanering", D(1284), D("1.5874"), unit="m³", price_places=4),
         Line(None, "Bijdrage bovengemeentelijke sanering", D(1284), D("1.1945"), unit="m³", price_places=4)],
        "612000", "V06",
        iban="BE89 3633 1484 7185", bic="BBRUBEBB", payment_ref=ogm(4871512070), customer_no="2100447183",
        extra={"contract": "5000218377", "ean": "541449011000447183", "address": "Industrieweg 14, 9000 Gent",
               "period": "01.12.2026 - 30.11.2027"}),
    # 12 — SAP IS-U business bill in French, a Walloon energy supplier: electricity at Belgian 21 % (V21, 612000)
    Invoice(
        "12-fr-electricite", "fr", "sapisu",
        Supplier("Énergies Mosanes SA", "Boulevard d'Avroy 38", "4000", "Liège", "BE", "BE1252.406.689",
                 "04 220 71 00", "entreprises@energies-mosanes.be", "RPM Liège"),
        "320011874490", date(2027, 12, 9), date(2028, 1, 8), "4577 7077", "45777077", D(21),
        [Line(None, "Énergie active heures pleines, 01.11.2027 - 30.11.2027", D(11840), D("0.1285"), unit="kWh",
              price_places=4),
         Line(None, "Énergie active heures creuses, 01.11.2027 - 30.11.2027", D(7215), D("0.0962"), unit="kWh",
              price_places=4),
         Line(None, "Redevance fixe fournisseur", D(1), D("24.00"), unit="mois"),
         Line(None, "Frais de réseau de distribution et de transport (tarifs régulés)", D(19055), D("0.0734"),
              unit="kWh", price_places=4),
         Line(None, "Cotisation fédérale et surcharges régionales", D(19055), D("0.0049"), unit="kWh",
              price_places=4)],
        "612000", "V21",
        iban="BE77 0018 4549 7142", bic="GEBABEBB", payment_ref=ogm(1874490077), customer_no="2100663092",
        extra={"contract": "5000733815", "ean": "541448920700512336", "address": "Industrieweg 14, 9000 Gand",
               "period": "01.11.2027 - 30.11.2027"}),
]
