"""The twelve invoices of the seventy-fourth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (NL, FR, BE, LU, DE, AT), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary
layout of one family of invoicing software other than the earlier corpora's: inFlow Inventory, Silog, Jefacture.com,
Oxygen (MemSoft), 4PS Construct, DreamRobot and eNVenta ERP. PO numbers are the ERP's 4577xxxx (45776700 by steps
of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check
digits (ids.py: invoice_env/world/identifiers.py's generators and python-stdnum, seed 20271264)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — inFlow Inventory, a Tilburg fastener wholesaler, en: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-en-fasteners", "en", "inflow",
        Supplier("Brabant Fastening Supplies B.V.", "Kraaivenstraat 23", "5048 AB", "Tilburg", "NL",
                 "NL617532655B01", "+31 13 460 22 81", "sales@brabantfastening.nl", "KvK 58211907"),
        "INV-000418", date(2027, 10, 5), date(2027, 11, 4), "PO-45776700", "45776700", D(0),
        [Line("HB-M12-80-88", "Hex bolt DIN 933 M12 x 80, grade 8.8, zinc plated (box of 50)", D(40), D("21.60"),
              unit="box", discount=D(8)),
         Line("NUT-M12-FL", "Flange nut M12, serrated, zinc plated (box of 100)", D(25), D("14.35"), unit="box",
              discount=D(8)),
         Line("ANC-FB-10120", "Frame anchor 10 x 120 mm with countersunk screw for concrete and masonry walls",
              D(300), D("0.92"), unit="pcs"),
         Line("TR-M10-1000", "Threaded rod M10 x 1000 mm, stainless A2", D(60), D("3.48"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("38.50"))],
        statement="Intra-Community supply of goods, VAT exempt under Article 138 of Directive 2006/112/EC. "
                  "Reverse charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL67 SNSB 4986 5580 74", bic="SNSBNL2A", customer_no="TECHNIBOUW",
        extra={"terms": "Net 30", "order": "SO-001342", "rep": "M. van Gils"}),
    # 02 — Silog, a Cholet sheet-metal manufacturer, fr: intra-EU goods (ICG), a written date, plain-space thousands
    Invoice(
        "02-fr-tolerie", "fr", "silog",
        Supplier("Tôlerie Industrielle des Mauges SAS", "ZI du Cormier, 14 rue Eugène Brémond", "49300", "Cholet",
                 "FR", "FR04771074499", "02 41 58 73 90", "comptabilite@tim-mauges.fr",
                 "SIRET 771 074 499 00026 - RCS Angers"),
        "FC-27-01184", date(2027, 10, 8), date(2027, 11, 30), "4577 6707", "45776707", D(0),
        [Line("CAR-450-GR", "Carter de protection tôle acier 15/10e, thermolaqué gris RAL 7035", D(120), D("38.40"),
              unit="U"),
         Line("SUP-EQ-220", "Support équerre renforcé 220 x 180 mm, acier galvanisé, percé 4 trous Ø 11", D(1450),
              D("2.86"), unit="U"),
         Line("CAP-INOX-60", "Capot inox 304L brossé 600 x 400 mm avec pliage et ébavurage", D(35), D("64.00"),
              unit="U")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais d'emballage", D("72.00"))],
        statement="Exonération de TVA - article 262 ter I du CGI. Livraison intracommunautaire : autoliquidation "
                  "par l'acquéreur (TVA BE0456.789.133).",
        group=" ", iban="FR49 0465 3320 2622 1649 4127 753", bic="CMCIFRPP", customer_no="411TEC02",
        extra={"order": "CV27-2208", "ship": "BL27-06612", "terms": "45 jours fin de mois", "date_style": "long"}),
    # 03 — Jefacture.com, a Liège maintenance firm, fr: Belgian VAT 21 % on repairs (V21, 611000), a line discount
    Invoice(
        "03-fr-maintenance", "fr", "jefacture",
        Supplier("Meuse Portes & Quais SRL", "Rue de l'Abbaye 71", "4040", "Herstal", "BE", "BE1785.629.943",
                 "04 264 18 37", "factures@meuseportesquais.be", "RPM Liège"),
        "F-2027-0093", date(2027, 10, 13), date(2027, 11, 12), "BC 45776714", "45776714", D(21),
        [Line(None, "Entretien annuel de 6 portes sectionnelles et 4 niveleurs de quai, contrôle de sécurité "
                    "et rapport", D(1), D("1380.00"), unit="forfait"),
         Line(None, "Main-d'oeuvre technicien (dépannage porte quai 3)", D("5.5"), D("68.00"), unit="h"),
         Line(None, "Ressort de torsion 95 x 6 mm (paire)", D(2), D("174.00"), unit="pièce", discount=D(10)),
         Line(None, "Déplacement", D(2), D("45.00"), unit="")],
        "611000", "V21",
        iban="BE86 9792 2260 9850", bic="ARSPBE22", payment_ref=ogm(2700930714), customer_no="C0027",
        extra={"terms": "30 jours"}),
    # 04 — Oxygen (MemSoft), a Luxembourg IT consultancy, fr: services reverse charged (ICS, 613000), hours
    Invoice(
        "04-fr-conseil", "fr", "oxygen",
        Supplier("Alzette Conseil Informatique S.à r.l.", "31, route d'Esch", "L-1470", "Luxembourg", "LU",
                 "LU93369383", "+352 27 48 61 20", "compta@alzette-conseil.lu", "RCS Luxembourg B198452"),
        "FA000734", date(2027, 10, 20), date(2027, 11, 19), "4577.6721", "45776721", D(0),
        [Line("PREST-CONS", "Conseil en architecture réseau - site de Gand", D("12.5"), D("115.00"), unit="h"),
         Line("PREST-TECH", "Intervention technicien : câblage baie et configuration des commutateurs", D("18.75"),
              D("78.00"), unit="h"),
         Line("FORF-DOC", "Dossier technique et plan d'adressage", D(1), D("640.00"), unit="forf.")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 196 de la directive 2006/112/CE : TVA due par le preneur "
                  "(BE0456.789.133).",
        group=" ", iban="LU46 5495 1970 7428 1276", bic="BCEELULL", customer_no="CL-0412",
        extra={"terms": "Virement à 30 jours", "rep": "J. Weber"}),
    # 05 — 4PS Construct, a Ghent-area contractor, nl: Belgian cocontractant on works (VRC, 611000), hours
    Invoice(
        "05-nl-aannemer", "nl", "fourps",
        Supplier("Bouwbedrijf Leiedal BV", "Kortrijksesteenweg 412", "9830", "Sint-Martens-Latem", "BE",
                 "BE1364.982.812", "09 282 44 17", "administratie@bouwbedrijf-leiedal.be", "RPR Gent"),
        "VF27.00215", date(2027, 10, 27), date(2027, 11, 26), "4577-6728", "45776728", D(0),
        [Line(None, "Uitbreken en herstellen betonvloer laadzone, incl. afvoer puin", D("38.5"), D("52.00"),
              unit="uur"),
         Line(None, "Gietvloer epoxy 3 mm, antislip, kleur RAL 7037", D(142), D("36.40"), unit="m2"),
         Line(None, "Stalen aanrijbeveiliging h=400 mm, geel/zwart, verankerd", D(18), D("96.00"), unit="st"),
         Line(None, "Bouwplaatsinrichting", D(1), D("450.00"), unit="post")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Btw te voldoen door de medecontractant, art. 20 KB nr. 1 "
                  "(BE0456.789.133).",
        iban="BE67 3635 2214 6087", bic="BBRUBEBB", payment_ref=ogm(2702150728), customer_no="D10384",
        extra={"project": "P27-118 Technibouw magazijn Gent", "terms": "30 dagen"}),
    # 06 — 4PS Construct in English, a Breda installer: installation works, services reverse charged (ICS, 611000)
    Invoice(
        "06-en-installation", "en", "fourps",
        Supplier("Van Dongen Installatietechniek B.V.", "Minervum 7012", "4817 ZK", "Breda", "NL", "NL133723318B01",
                 "+31 76 578 30 40", "debiteuren@vandongen-it.nl", "KvK 20096114"),
        "VF27.00228", date(2027, 11, 3), date(2027, 12, 3), "PO 45776735", "45776735", D(0),
        [Line(None, "Installation of compressed-air ring main DN 40 in warehouse hall B, incl. brackets", D(96),
              D("44.50"), unit="m"),
         Line(None, "Fitter hours", D("62.25"), D("58.00"), unit="hrs"),
         Line(None, "Pressure test and commissioning certificate", D(1), D("385.00"), unit="item")],
        "611000", "ICS", reverse_charge=True,
        statement="VAT reverse charged - Article 196 of Directive 2006/112/EC. VAT to be accounted for by the "
                  "recipient, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL66 ABNA 2084 0935 51", bic="ABNANL2A", customer_no="D20917",
        extra={"project": "P27-0412 Technibouw Ghent compressed air", "terms": "30 days", "date_style": "long"}),
    # 07 — DreamRobot, a Bielefeld online tool shop, de: intra-EU goods (ICG), article under the name, shipping
    Invoice(
        "07-de-werkzeug", "de", "dreamrobot",
        Supplier("Teutoburger Werkzeugversand GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE",
                 "DE926380776", "0521 329 58 40", "shop@teuto-werkzeug.de", "Amtsgericht Bielefeld HRB 44871"),
        "RE-2027-118204", date(2027, 11, 9), date(2027, 11, 23), "45776742", "45776742", D(0),
        [Line("TW-48211", "Akku-Bohrschrauber 18 V, 2 x 4,0 Ah, im Systemkoffer", D(5), D("219.00"), unit="Stk"),
         Line("TW-50712", "Werkstattwagen mit 7 Schubladen, bestückt, 246-teilig", D(1), D("689.00"), unit="Stk"),
         Line("TW-30044", "Bit-Set 32-teilig, Torsion", D(20), D("12.90"), unit="Stk", discount=D(5)),
         Line("TW-61930", "Spannungsprüfer zweipolig bis 1000 V", D(6), D("34.75"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("24.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG. Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE04 9811 2297 2107 7546 08", bic="BIELDE3BXXX", customer_no="K-218873",
        extra={"order": "DR-7734102", "shipping": "DHL Paket", "paid": "Vorkasse / Überweisung"}),
    # 08 — DreamRobot in English, a Graz electronics shop: intra-EU goods (ICG), English numbers
    Invoice(
        "08-en-electronics", "en", "dreamrobot",
        Supplier("Murtal Elektronik Handels GmbH", "Puchstraße 44", "8020", "Graz", "AT", "ATU00412623",
                 "+43 316 71 28 90", "office@murtal-elektronik.at", "FN 412873 k, Landesgericht Graz"),
        "RE-2027-3310", date(2027, 11, 17), date(2027, 12, 1), "PO45776749", "45776749", D(0),
        [Line("ME-10442", "Industrial PoE switch, 8 ports, DIN rail", D(4), D("286.00"), unit="pcs"),
         Line("ME-20817", "Outdoor IP camera 4 MP, IR 30 m, vandal-proof dome housing for loading docks", D(10),
              D("149.50"), unit="pcs"),
         Line("ME-31109", "CAT6A S/FTP installation cable, 305 m drum", D(3), D("239.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Tax-free intra-Community supply (Art. 6 (1) and Art. 7 UStG 1994 Austria). Reverse charge: the "
                  "recipient is liable for VAT, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="AT75 9726 9672 4631 6957", bic="STSPAT2GXXX", customer_no="K-30552",
        extra={"order": "DR-118420", "shipping": "Austrian Post parcel", "paid": "Bank transfer",
               "date_style": "long"}),
    # 09 — eNVenta ERP, a Lörrach sanitary wholesaler printing Swiss-style numbers, de: ICG, discount and freight
    Invoice(
        "09-de-sanitaer", "de", "enventa",
        Supplier("Dreiländer Haustechnik Großhandel GmbH", "Brombacher Straße 2", "79539", "Lörrach", "DE",
                 "DE512743417", "07621 940 57 0", "debitoren@dreilaender-ht.de", "Amtsgericht Freiburg HRB 704512"),
        "RE 2710884", date(2027, 11, 24), date(2027, 12, 24), "4577/6756", "45776756", D(0),
        [Line("4711203", "Pressfitting Bogen 90° 22 mm, Kupfer", D(250), D("3.92"), unit="ST"),
         Line("4711218", "Pressfitting T-Stück 22 mm, Kupfer", D(120), D("5.48"), unit="ST"),
         Line("5203340", "Kupferrohr halbhart 22 x 1 mm, Stange 5 m, nach DVGW GW 392", D(80), D("41.30"), unit="ST"),
         Line("6120015", "Kugelhahn DN 20 mit Flügelgriff, vernickelt", D(24), D("18.75"), unit="ST"),
         Line("7900102", "Rohrschelle 22 mm mit Schalldämmeinlage M8/M10", D(400), D("0.86"), unit="ST")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 3 %", D(3)), ("Frachtkosten", D("85.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i. V. m. § 6a UStG). Die Steuer "
                  "schuldet der Leistungsempfänger (USt-IdNr. BE0456.789.133).",
        dec=".", group="'", iban="DE93 9998 0328 1779 3354 96", bic="SKLODE66XXX", customer_no="240518",
        extra={"order": "AB 2709317", "ship": "LS 2710422", "terms": "30 Tage netto", "rep": "Hr. Zimmermann"}),
    # 10 — eNVenta ERP in Dutch, an Aalst electrical wholesaler: Belgian VAT 21 % (V21, 604000)
    Invoice(
        "10-nl-elektro", "nl", "enventa",
        Supplier("Elektrogroothandel Denderstreek NV", "Erembodegemstraat 40", "9300", "Aalst", "BE",
                 "BE0418.827.588", "053 70 42 18", "boekhouding@denderstreek-elektro.be", "RPR Gent, afd. Dendermonde"),
        "FA/27/04417", date(2027, 12, 1), date(2027, 12, 31), "PO 4577 6763", "45776763", D(21),
        [Line("LED-PAN-6060", "LED-paneel 60 x 60 cm, 36 W, 4000 K, UGR<19", D(48), D("42.80"), unit="st"),
         Line("NOOD-LED-3", "Noodverlichtingsarmatuur LED 3 u autonomie, met pictogram", D(12), D("67.50"),
              unit="st"),
         Line("XVB-3G2.5", "Kabel XVB-F2 3G2,5 mm²", D(500), D("1.94"), unit="m"),
         Line("SCH-IP55-2", "Schakelaar dubbelpolig opbouw IP55, grijs", D(30), D("8.65"), unit="st")],
        "604000", "V21",
        iban="BE60 0015 7131 9770", bic="GEBABEBB", payment_ref=ogm(2704417763), customer_no="108544",
        extra={"order": "VO 2711583", "ship": "LB 2712037", "terms": "30 dagen na factuurdatum", "rep": "K. De Smet"}),
    # 11 — inFlow Inventory in Dutch, a Kortrijk office-catering supplier: Belgian 6 % (V06), no PO printed
    Invoice(
        "11-nl-catering", "nl", "inflow",
        Supplier("Koffie & Water Zuid-West BV", "Kortrijkstraat 256", "8560", "Wevelgem", "BE", "BE0975.197.319",
                 "056 41 72 63", "facturen@kwzw.be", "RPR Gent, afd. Kortrijk"),
        "INV-001207", date(2027, 12, 7), date(2028, 1, 6), None, "45776770", D(6),
        [Line("KB-ESP-1KG", "Koffiebonen espresso blend, 1 kg", D(36), D("18.90"), unit="zak"),
         Line("BW-PLAT-18L", "Bronwater plat, fles 18,9 l voor waterkoeler", D(40), D("7.25"), unit="fles"),
         Line("MLK-UHT-1L", "Halfvolle melk UHT 1 l", D(48), D("1.12"), unit="pak"),
         Line("SUIK-STICK", "Suikersticks 4 g, doos 1000 stuks", D(4), D("14.60"), unit="doos"),
         Line("KOEK-SPEC", "Speculoos individueel verpakt, doos 300 stuks", D(6), D("21.40"), unit="doos")],
        "604000", "V06",
        iban="BE76 9793 5435 9795", bic="ARSPBE22", payment_ref=ogm(2712070001), customer_no="TECHNI01",
        extra={"terms": "30 dagen", "order": "SO-002215", "rep": "L. Vandenbroucke"}),
    # 12 — Jefacture.com, a Lille training firm, fr: services reverse charged (ICS, 613000), narrow spaces
    Invoice(
        "12-fr-formation", "fr", "jefacture",
        Supplier("Nord Sécurité Formation SAS", "45 boulevard Carnot", "59800", "Lille", "FR", "FR31779040633",
                 "03 20 57 18 44", "contact@nord-securite-formation.fr", "SIRET 779 040 633 00041 - RCS Lille"),
        "F-2027-0211", date(2027, 12, 9), date(2028, 1, 8), "45 776 777", "45776777", D(0),
        [Line(None, "Formation cariste CACES R489 catégories 1B, 3 et 5 - session de 3 jours sur site (Gand), "
                    "par stagiaire", D(8), D("545.00"), unit="pers."),
         Line(None, "Formation sauveteur secouriste du travail (SST), 2 jours, groupe de 10", D(1), D("1490.00"),
              unit="session"),
         Line(None, "Frais de déplacement du formateur", D(1), D("260.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur, article 196 de la directive 2006/112/CE (article 283-2 "
                  "du CGI). N° TVA preneur : BE0456.789.133.",
        group="\u202f", iban="FR06 2715 9220 9265 0777 2570 256", bic="CCBPFRPPLIL", customer_no="C0148",
        extra={"terms": "30 jours", "date_style": "long"}),
]
