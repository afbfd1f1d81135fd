"""The twelve invoices of the fifty-second blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, ES, LU, NL, DE, FR), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates from general knowledge the ordinary printed layout of one family of
invoicing software: a LibreOffice Writer template of a small tradesman, Sage Despachos, Cubigo, Proforma,
Chargify, Facturo and Falcon. PO numbers are the ERP's 4577xxxx (45774500 by steps of 7); each invoice prints them
in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators on random.Random(20271242), VAT then IBAN per supplier in order; the
Spanish pair drawn from the same generator and completed with python-stdnum, see README.md)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — a LibreOffice Writer template, a Merelbeke painter: works on the Gent warehouse, Belgian cocontractant
    Invoice(
        "01-nl-schilderwerken", "nl", "writer",
        Supplier("Schilderwerken Verstraete", "Hundelgemsesteenweg 412", "9820", "Merelbeke", "BE",
                 "BE1399.268.352", "09 231 48 77", "info@schilderwerken-verstraete.be", "RPR Gent"),
        "2027-041", date(2027, 11, 2), date(2027, 12, 2), "45774500", "45774500", D(0),
        [Line(None, "Voorbereiding: afplakken, schuren en ontvetten van de wanden van de kantine en de gang naar de "
                    "loods", D(145), D("4.20"), unit="m²"),
         Line(None, "Muurverf mat, 2 lagen, kleur RAL 9010 (zuiver wit)", D(145), D("11.80"), unit="m²"),
         Line(None, "Deuren en deurkaders lakken, zijdeglans, beide zijden", D(9), D("64.00"), unit="st"),
         Line(None, "Stalen kolommen loods: roestwerende grondlaag en aflaklaag in RAL 7016 antracietgrijs", D(12),
              D("85.00"), unit="st"),
         Line(None, "Verplaatsingen en afvoer van afval", D(1), D("95.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Btw te voldoen door de medecontractant, art. 20 KB nr. 1 "
                  "(BE0456.789.133).",
        iban="BE37 7352 9049 9628", bic="KREDBEBB",
        extra={"trade": "Schilderwerken - Decoratie - Vloerbekleding", "owner": "Dirk Verstraete",
               "ref_label": "Uw bestelbon nr.", "date_style": "long", "terms": "30 dagen"}),
    # 02 — a LibreOffice Writer template in French, an Anderlecht caterer: staff reception, Belgian 12 % (V12)
    Invoice(
        "02-fr-traiteur", "fr", "writer",
        Supplier("Traiteur Dubois & Fils SRL", "Chaussée de Ninove 712", "1070", "Anderlecht", "BE",
                 "BE0349.599.975", "02 523 61 40", "commandes@traiteur-dubois.be", "RPM Bruxelles"),
        "F-27-0386", date(2027, 11, 4), date(2027, 11, 19), "BC 45774507", "45774507", D(12),
        [Line(None, "Buffet froid pour la réception du personnel du 29/10/2027 : salades composées, viandes froides, "
                    "saumon fumé, plateau de fromages, pains", D(85), D("24.50"), unit="pers."),
         Line(None, "Potage de saison servi chaud", D(85), D("3.40"), unit="pers."),
         Line(None, "Assortiment de desserts (mignardises, tartes maison)", D(85), D("6.80"), unit="pers."),
         Line(None, "Personnel de service (2 personnes, 5 heures)", D(10), D("38.00"), unit="h")],
        "602000", "V12", adjustments=[("Frais de livraison", D("45.00"))],
        iban="BE46 1432 6265 0136", bic="GEBABEBB", payment_ref=ogm(2703860507),
        extra={"trade": "Traiteur - Banquets - Réceptions", "owner": "Pierre Dubois",
               "ref_label": "Votre bon de commande :", "date_style": "long", "terms": "15 jours",
               "note": "Les boissons ont été facturées séparément (facture F-27-0387)."}),
    # 03 — Sage Despachos, a Madrid tax advisory office: services reverse charged (ICS, 613000), hours
    Invoice(
        "03-en-asesoria", "en", "despachos",
        Supplier("Albareda Asesores Fiscales S.L.", "Calle de Serrano 87, 3º izda.", "28006", "Madrid", "ES",
                 "ESB38169983", "+34 914 35 72 60", "administracion@albareda-asesores.es",
                 "Reg. Merc. Madrid, T. 38.411, F. 112, H. M-683190"),
        "A-2027/0318", date(2027, 11, 8), date(2027, 12, 8), "Pedido 4577-4514", "45774514", D(0),
        [Line(None, "Transfer pricing advice: intra-group services agreement Spain - Belgium, review of the cost "
                    "allocation keys and written report", D("14.5"), D("180.00"), unit="h"),
         Line(None, "Preparation of the related-party transactions return (Form 232), financial year 2026", D(6),
              D("150.00"), unit="h"),
         Line(None, "Video meetings with the finance department", D(3), D("180.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Operación con inversión del sujeto pasivo / Reverse charge: services not subject to Spanish VAT "
                  "(art. 69 Ley 37/1992); VAT to be accounted for by the recipient (art. 196 Directive "
                  "2006/112/EC), VAT no. BE0456.789.133.",
        iban="ES16 0943 7811 3230 3246 0953", bic="CAPSESMMXXX", customer_no="430.00127",
        extra={"matter": "2027/114 - Technibouw: precios de transferencia", "series": "A"}),
    # 04 — Cubigo, a Sint-Denijs-Westrem workplace-services platform: Belgian VAT 21 % (V21, 613000)
    Invoice(
        "04-nl-werkplek", "nl", "cubigo",
        Supplier("Kantoorzorg Vlaanderen BV", "Kortrijksesteenweg 1090", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE1808.948.941", "09 298 10 55", "facturatie@kantoorzorg.be", "RPR Gent"),
        "KZ27-01166", date(2027, 11, 10), date(2027, 11, 24), "PO45774521", "45774521", D(21),
        [Line(None, "Platformlicentie werkplek- en bezoekersbeheer, 12 maanden (01/12/2027 - 30/11/2028)", D(1),
              D("4800.00"), unit="jaar"),
         Line(None, "Extra gebruikers, pakket van 25", D(2), D("450.00"), unit="pakket"),
         Line(None, "Koppeling met toegangscontrole en badgelezers, configuratie en test", D(6), D("95.00"),
              unit="uur"),
         Line(None, "Opleiding beheerders, halve dag op locatie", D(1), D("640.00"), unit="st", discount=D(25))],
        "613000", "V21",
        iban="BE10 3108 9104 3504", bic="BBRUBEBB", payment_ref=ogm(1166045774), customer_no="CUS-00482",
        extra={"date_style": "long", "contact": "Liesbeth Van Damme"}),
    # 05 — Cubigo in French, a Munsbach safety-training firm: services reverse charged (ICS, 613000)
    Invoice(
        "05-fr-formation", "fr", "cubigo",
        Supplier("Prévention & Formation Luxembourg S.à r.l.", "14, rue Gabriel Lippmann", "L-5365", "Munsbach", "LU",
                 "LU55130943", "+352 26 15 48 20", "comptabilite@pfl.lu", "RCS Luxembourg B231508"),
        "FP-2027-0412", date(2027, 11, 12), date(2027, 12, 12), "Bon de commande 4577 4528", "45774528", D(0),
        [Line(None, "Formation « Conduite sûre de chariots élévateurs », session de 2 jours sur site à Gand, "
                    "8 participants", D(2), D("1150.00"), unit="jour"),
         Line(None, "Attestations de formation et cartes de cariste", D(8), D("25.00"), unit="pièce"),
         Line(None, "Déplacement du formateur Munsbach - Gand aller-retour", D(1), D("260.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE : TVA due par le preneur "
                  "(BE0456.789.133).",
        iban="LU55 9780 4024 8014 2731", bic="CELLLULL", customer_no="CUS-01907",
        extra={"contact": "Marc Hoffmann"}),
    # 06 — Proforma, a Son (NB) fastener wholesaler: intra-EU goods (ICG), 1.000 pieces, three-decimal prices, freight
    Invoice(
        "06-nl-bevestiging", "nl", "proforma",
        Supplier("Bouten & Moeren Brabant B.V.", "Ekkersrijt 4102", "5692 DA", "Son", "NL", "NL588222653B01",
                 "0499 47 62 10", "administratie@boutenmoeren-brabant.nl", "KvK 17285416"),
        "20271508", date(2027, 11, 15), date(2027, 12, 15), "45774535", "45774535", D(0),
        [Line("933-12040-8Z", "Zeskantbout DIN 933 M12 x 40, 8.8, verzinkt", D(1000), D("0.184"), unit="st",
              price_places=3),
         Line("934-12-8Z", "Zeskantmoer DIN 934 M12, klasse 8, verzinkt", D(1000), D("0.062"), unit="st",
              price_places=3),
         Line("125-13-Z", "Sluitring DIN 125 A 13 mm, verzinkt", D(1000), D("0.031"), unit="st", price_places=3),
         Line("SA-M10-A4", "Slagankers M10 x 40, RVS A4, voor beton, doos à 50 stuks", D(12), D("38.40"),
              unit="doos"),
         Line("CA-300-VE", "Chemisch anker vinylester 300 ml, styreenvrij, geschikt voor natte boorgaten", D(24),
              D("13.95"), unit="st"),
         Line("976-8-A2", "Draadstang DIN 976 M8 x 1000 mm, RVS A2", D(40), D("3.65"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("35.00"))],
        statement="Intracommunautaire levering, btw verlegd (art. 138 Richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL22 INGB 9385 0980 48", bic="INGBNL2A", customer_no="11842",
        extra={"delivery": "Pakbon 27-30655", "terms": "30 dagen netto", "ref_label": "Uw ordernummer"}),
    # 07 — Proforma in German, a Meschede hydraulics trader: intra-EU goods (ICG), a line discount, packing
    Invoice(
        "07-de-hydraulik", "de", "proforma",
        Supplier("Hydraulik-Technik Sauerland GmbH", "Industriestraße 27", "59872", "Meschede", "DE", "DE300548861",
                 "0291 90 27 40", "buchhaltung@htsauerland.de", "Amtsgericht Arnsberg HRB 8152"),
        "R-27-06631", date(2027, 11, 17), date(2027, 12, 17), "Nr. 4577.4542 vom 27.10.2027", "45774542", D(0),
        [Line("HS-2SN12-1000", "Hydraulikschlauch 2SN DN 12, Länge 1000 mm, verpresst mit DKOL-Armaturen", D(24),
              D("28.60"), unit="Stk"),
         Line("KV-FD-12", "Kupplungsstecker flachdichtend, Größe 1/2\", mit Staubkappe", D(30), D("17.40"),
              unit="Stk", discount=D(5)),
         Line("DBV-210-G12", "Druckbegrenzungsventil 10-210 bar, Einschraubpatrone G 1/2", D(6), D("86.00"),
              unit="Stk"),
         Line("HLP46-20", "Hydrauliköl HLP 46, Kanister 20 l", D(10), D("64.90"), unit="Kan")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verpackung und Versand", D("28.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG. Steuerschuldner ist der "
                  "Leistungsempfänger (USt-IdNr. BE0456.789.133).",
        iban="DE39 2891 4837 9800 6015 51", bic="WELADED1MES", customer_no="24077",
        extra={"delivery": "Lieferschein 27-11402", "terms": "innerhalb von 30 Tagen", "ref_label": "Ihre Bestellung"}),
    # 08 — Chargify, a Utrecht telematics SaaS: services reverse charged (ICS), a coupon, US-style written dates
    Invoice(
        "08-en-telemetry", "en", "chargify",
        Supplier("Polderdata Telemetry B.V.", "Graadt van Roggenweg 328", "3531 AH", "Utrecht", "NL",
                 "NL958203015B03", "+31 30 799 41 20", "billing@polderdata.nl", "KvK 81736502"),
        "PDT-18207", date(2027, 11, 19), date(2027, 12, 3), "PO-45774549", "45774549", D(0),
        [Line(None, "Fleet Telemetry Pro - monthly plan", D(1), D("1450.00"),
              detail=("Nov 19, 2027 - Dec 18, 2027",)),
         Line(None, "Connected trackers", D(64), D("6.50"), detail=("metered component, Oct 19 - Nov 18",)),
         Line(None, "SMS alerts, bundles of 100", D(7), D("4.00")),
         Line(None, "Dashboard seats", D(12), D("15.00"))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Coupon LOYAL10 (10%)", D(10))],
        statement="VAT reverse charged: B2B services, customer accounts for VAT under art. 196 Directive "
                  "2006/112/EC (customer VAT BE0456.789.133).",
        dec=".", group=",", iban="NL91 TRIO 4316 1174 81", bic="TRIONL2U", customer_no="cus_7T21KX",
        extra={"memo": "PO-45774549", "subscription": "sub_4418203"}),
    # 09 — Chargify, an Antwerp route-planning SaaS invoicing in English: Belgian VAT 21 % (V21, 613000)
    Invoice(
        "09-en-routing", "en", "chargify",
        Supplier("Routewise Logistics Software BV", "Lange Lozanastraat 142", "2018", "Antwerpen", "BE",
                 "BE1349.494.583", "+32 3 369 20 18", "billing@routewise.be", "RPR Antwerpen"),
        "RW-2027-3391", date(2027, 11, 23), date(2027, 12, 23), "45774556", "45774556", D(21),
        [Line(None, "Route Optimiser - Business annual plan", D(1), D("5880.00"),
              detail=("Nov 23, 2027 - Nov 22, 2028",)),
         Line(None, "Additional vehicles", D(14), D("96.00")),
         Line(None, "Driver app licences", D(20), D("48.00")),
         Line(None, "One-time onboarding and data import", D(1), D("750.00"))],
        "613000", "V21",
        dec=".", group=",", iban="BE79 1438 9169 4833", bic="GEBABEBB", payment_ref=ogm(3391045774),
        customer_no="cus_B09QW2",
        extra={"memo": "Purchase order: 45774556", "subscription": "sub_9025117"}),
    # 10 — Facturo, a Gent bookshop: technical books at the Belgian 6 % (V06), ISBNs as article numbers
    Invoice(
        "10-nl-vakboeken", "nl", "facturo",
        Supplier("Boekhandel De Vakbibliotheek BV", "Overpoortstraat 41", "9000", "Gent", "BE", "BE0679.620.897",
                 "09 222 73 05", "bestellingen@vakbibliotheek.be", "RPR Gent"),
        "F2027-00213", date(2027, 11, 25), date(2027, 12, 25), "bestelling 45774563 - J. Claeys", "45774563",
        D(6),
        [Line("978-90-482-3117-1", "Handboek magazijnbeheer en intralogistiek, 4e herziene druk", D(6), D("54.95"),
              unit="ex."),
         Line("978-94-6292-604-2", "Veilig werken met heftrucks en reachtrucks - cursusboek", D(20), D("22.50"),
              unit="ex.", discount=D(10)),
         Line("978-94-014-0588-1", "Elektrische installaties in bedrijfsgebouwen: het AREI toegelicht voor de "
                                   "praktijk", D(4), D("89.00"), unit="ex."),
         Line("978-94-6365-011-3", "Praktisch btw-handboek 2028", D(3), D("118.00"), unit="ex.")],
        "604000", "V06",
        iban="BE39 9794 6948 1419", bic="ARSPBE22", payment_ref=ogm(2130045774), customer_no="K0391",
        extra={"terms": "30 dagen"}),
    # 11 — Facturo in French, a Villeneuve-d'Ascq safety-supplies trader: intra-EU goods (ICG), an invoice discount
    Invoice(
        "11-fr-epi", "fr", "facturo",
        Supplier("Quincaillerie Industrielle du Nord SAS", "27 rue de la Haute-Borne", "59650", "Villeneuve-d'Ascq",
                 "FR", "FR05722122835", "03 20 47 18 62", "compta@qin-lille.fr", "RCS Lille Métropole 722 122 835"),
        "FAC-27-02741", date(2027, 11, 29), date(2027, 12, 29), "CDE 45774570", "45774570", D(0),
        [Line("EPI-GA-09", "Gants de manutention enduits nitrile, taille 9, paquet de 12 paires", D(40), D("18.90"),
              unit="pq"),
         Line("EPI-LUN-CL", "Lunettes de protection incolores, anti-rayures", D(60), D("4.35"), unit="u"),
         Line("SIG-RUB-75", "Ruban de signalisation rouge/blanc 75 mm x 100 m", D(36), D("6.20"), unit="u"),
         Line("ABS-KIT-50", "Kit absorbant universel 50 l pour déversements d'huiles et de liquides, en sac étanche",
              D(5), D("92.00"), unit="u"),
         Line("EXT-CO2-5", "Extincteur CO2 5 kg avec support mural", D(8), D("118.50"), unit="u")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 5 %", D(5))],
        statement="Exonération de TVA, article 262 ter I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur (TVA BE0456.789.133).",
        group="\u00a0", iban="FR14 2854 2107 4751 9605 5146 275", bic="NORDFRPPXXX", customer_no="C-4518",
        extra={"terms": "30 jours"}),
    # 12 — Falcon, a Frankfurt drive-technology trader: intra-EU goods (ICG), no PO printed (the buyer's contact)
    Invoice(
        "12-de-antriebe", "de", "falcon",
        Supplier("Getriebebau Rhein-Main GmbH", "Kruppstraße 105", "60388", "Frankfurt am Main", "DE", "DE769939767",
                 "069 94 21 37 0", "debitoren@getriebebau-rm.de", "Amtsgericht Frankfurt am Main HRB 104772"),
        "7300418", date(2027, 12, 2), date(2028, 1, 1), None, "45774577", D(0),
        [Line("GM-63B14-037", "Stirnradgetriebemotor 0,37 kW, i = 20, Flansch B14, IE3", D(4), D("486.00"),
              unit="ST"),
         Line("FU-075-230", "Frequenzumrichter 0,75 kW, 1~230 V, mit Bedienteil", D(4), D("312.50"), unit="ST"),
         Line("KUP-RTX-24", "Klauenkupplung Größe 24, komplett mit Zahnkranz 92 Shore A", D(8), D("38.70"),
              unit="ST"),
         Line("LAG-UCF205", "Flanschlager UCF 205, Gehäuse Grauguss", D(16), D("19.80"), unit="ST")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b, § 6a UStG). Reverse Charge - "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE49 3336 0442 9749 1851 64", bic="HELADEF1RRS", customer_no="D 30517",
        extra={"contact": "Hr. De Smet / Einkauf", "order": "AB 27-005521", "delivery": "LS 27-118830",
               "terms": "30 Tage netto"}),
]
