"""The twelve invoices of the sixty-third blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, FR, LU, ES, IT, PT), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
Wuro, OOTI, Ekon, Distrito K, Gamma Enterprise, Filosoft and Kalipso. Domestic Belgian rates (21 %, 12 %, 6 %) come
from Belgian suppliers, branches or subsidiaries of those families' home-country groups. PO numbers are the ERP's
4577xxxx (45775600, step 7); each invoice prints them in the supplier's own form (two print none). VAT numbers and
IBANs carry valid check digits: ids.py draws them (seed 20271253) and prints the values written here."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier


CORPUS = [
    # 01 — Wuro, a Jambes signage shop: Belgian VAT 21 % (V21), article references, a PO in `Votre référence`
    Invoice(
        "01-fr-signaletique", "fr", "wuro",
        Supplier("Signalétique Mosane SRL", "Chaussée de Liège 412", "5100", "Jambes", "BE", "BE1698.272.733",
                 "081 30 72 64", "facturation@signaletique-mosane.be", "RPM Liège, division Namur"),
        "F2027-0158", date(2027, 11, 2), date(2027, 12, 2), "Commande 45775600", "45775600", D(21),
        [Line("SGN-EV-A3", "Panneau d'évacuation photoluminescent A3, PVC 2 mm, pictogramme sortie de secours avec "
                           "flèche", D(24), D("18.90"), unit="u"),
         Line("SGN-ZP-600", "Panneau interdiction de stationner 600 x 400 mm, aluminium 3 mm", D(8), D("42.50"),
              unit="u"),
         Line("MRQ-SOL-75", "Ruban de marquage au sol jaune/noir 75 mm x 33 m, qualité industrielle pour allées de "
                            "circulation des chariots", D(30), D("27.80"), unit="rlx"),
         Line("PLQ-GRV-20", "Plaque de porte gravée 200 x 80 mm, texte personnalisé", D(12), D("14.60"), unit="u")],
        "604000", "V21", group=" ", iban="BE17 0019 0868 0821", bic="GEBABEBB", customer_no="CLI-00087",
        extra={"terms": "30 jours fin de facture", "object": "Signalétique sécurité entrepôt de Gand"}),
    # 02 — Wuro, a Roubaix workwear maker: intra-EU goods (ICG), no PO printed, a line discount, shipping costs
    Invoice(
        "02-fr-vetements", "fr", "wuro",
        Supplier("Textiles du Ferrain SAS", "47 rue de l'Alouette", "59100", "Roubaix", "FR", "FR25355556382",
                 "03 20 26 48 91", "compta@textiles-ferrain.fr", "SIRET 355 556 382 00027 - RCS Lille Métropole"),
        "F2027-0412", date(2027, 11, 4), date(2027, 12, 4), None, "45775607", D(0),
        [Line("VT-PAR-350", "Parka de travail haute visibilité classe 3, doublure amovible, tailles M à XXL",
              D(40), D("58.50"), unit="u", discount=D(5)),
         Line("VT-PAN-240", "Pantalon de travail multipoches, 65 % polyester / 35 % coton, gris/noir", D(60),
              D("24.90"), unit="u"),
         Line("VT-POL-HV", "Polo manches longues haute visibilité jaune", D(80), D("12.40"), unit="u"),
         Line("VT-GAN-NIT", "Gants de manutention enduit nitrile, taille 9 (paquet de 12 paires)", D(25), D("21.60"),
              unit="paq")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par le preneur, TVA intracommunautaire BE0456.789.133.",
        group=" ", iban="FR45 8178 1026 6298 1161 3067 938", bic="CMCIFR2A", customer_no="CLI-00311",
        extra={"terms": "30 jours date de facture", "object": "Vêtements de travail - commande de novembre"}),
    # 03 — OOTI, a Brussels architects' practice: fees by phase, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "03-fr-honoraires", "fr", "ooti",
        Supplier("Atelier Canal Architectes SRL", "Quai des Charbonnages 40", "1080", "Molenbeek-Saint-Jean", "BE",
                 "BE1126.258.189", "02 411 58 30", "admin@ateliercanal.be", "RPM Bruxelles"),
        "FA-2027-041", date(2027, 11, 5), date(2027, 12, 5), "4577-5614", "45775614", D(21),
        [Line(None, "Phase ESQ - Esquisse et étude de faisabilité", D(1), D("6800.00")),
         Line(None, "Phase APS - Avant-projet sommaire, y compris deux variantes d'implantation du nouveau hall",
              D(1), D("9350.00")),
         Line(None, "Phase DPU - Dossier de demande de permis d'urbanisme et pièces graphiques", D(1),
              D("7650.00"))],
        "613000", "V21", group=" ", iban="BE60 3632 1924 2470", bic="BBRUBEBB",
        extra={"project": "P2611 - Extension entrepôt B, Industrieweg 14, Gand", "fee": "68000.00",
               "terms": "30 jours"}),
    # 04 — OOTI in German, a Windhof architects' office: fees on time spent, services reverse charged (ICS, 613000)
    Invoice(
        "04-de-honorar", "de", "ooti",
        Supplier("Architekturbüro Alzette S.à r.l.", "12, rue de l'Industrie", "L-8399", "Windhof", "LU",
                 "LU67290666", "+352 26 39 71 40", "buero@alzette-architektur.lu", "RCS Luxembourg B198405"),
        "F-2027-087", date(2027, 11, 9), date(2027, 12, 9), "PO 45775621", "45775621", D(0),
        [Line(None, "Projektleitung - Abstimmung Brandschutzkonzept Halle B", D("14.5"), D("125.00"), unit="Std."),
         Line(None, "Architekt - Ausführungsplanung Stahlbau und Fassadenanschlüsse, Details Attika und Sockel",
              D(38), D("98.00"), unit="Std."),
         Line(None, "Technische Zeichnerin - Überarbeitung Werkpläne (Index C)", D("26.25"), D("72.00"), unit="Std."),
         Line(None, "Baustellenbesuche inkl. Protokolle", D(6), D("98.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 der Richtlinie "
                  "2006/112/EG. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        qty_places=2, iban="LU47 2859 9810 8238 1724", bic="BILLLULL",
        extra={"project": "P-27-014 - Technibouw Gent, Umbau Halle B", "period": "01.10.2027 - 31.10.2027",
               "terms": "30 Tage"}),
    # 05 — Ekon, the Antwerp sales company of a Castellón tile maker: Belgian VAT 21 % (V21), two delivery notes
    Invoice(
        "05-nl-tegels", "nl", "ekon",
        Supplier("Cerámicas Levante Benelux BV", "Noorderlaan 147", "2030", "Antwerpen", "BE", "BE1425.572.376",
                 "03 542 18 60", "facturatie@ceramicaslevante.be", "RPR Antwerpen, afd. Antwerpen"),
        "FV27/001245", date(2027, 11, 10), date(2027, 12, 10), "45775628", "45775628", D(21),
        [Line("LV-GR6060-AN", "Vloertegel gres porcellanato 60 x 60 cm, antraciet, R10, gerectificeerd", D("86.4"),
              D("21.40"), unit="m2", discount=D(8)),
         Line("LV-PLT-860", "Plint gres 8 x 60 cm, antraciet", D(72), D("4.85"), unit="st"),
         Line("LV-GR3060-WI", "Wandtegel 30 x 60 cm, mat wit, voor sanitaire ruimtes", D("48.6"), D("16.90"),
              unit="m2", discount=D(8)),
         Line("LV-LIJM-C2", "Tegellijm C2TE S1, flexibel, zak 25 kg", D(40), D("11.75"), unit="zak"),
         Line("LV-VOEG-GR", "Voegmiddel CG2 WA, grijs, emmer 5 kg", D(12), D("14.20"), unit="st")],
        "604000", "V21", qty_places=2, iban="BE76 0016 0627 1395", bic="GEBABEBB", customer_no="430.118",
        extra={"groups": {0: ("LB27/004412", "03/11/2027"), 2: ("LB27/004437", "05/11/2027")},
               "pay": "Overschrijving", "page": "1"}),
    # 06 — Ekon in English, a Paterna valve maker: intra-EU goods (ICG), an early payment discount before the base
    Invoice(
        "06-en-valves", "en", "ekon",
        Supplier("Valvulería Turia S.L.", "C/ Ciudad de Sevilla 31", "46988", "Paterna", "ES", "ESB46906558",
                 "+34 961 32 47 80", "administracion@valvuleriaturia.es",
                 "Reg. Merc. Valencia, Tomo 9.412, Folio 88, Hoja V-148.306"),
        "A27/003318", date(2027, 11, 12), date(2027, 12, 12), "PO-45775635", "45775635", D(0),
        [Line("VT-BV-DN50", "Ball valve DN50 PN16, stainless steel AISI 316, flanged, lever operated", D(12),
              D("86.40"), unit="pcs"),
         Line("VT-CV-DN80", "Swing check valve DN80 PN16, ductile iron body, EPDM seat", D(6), D("142.00"),
              unit="pcs"),
         Line("VT-BFV-DN100", "Butterfly valve DN100 wafer type with gearbox", D(4), D("168.50"), unit="pcs",
              discount=D(10)),
         Line("VT-GSK-50", "Flange gasket DN50, EPDM, pack of 10", D(15), D("9.80"), unit="pck")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Early payment disc. 2 %", D(2))],
        statement="Exempt intra-Community supply of goods, art. 25 Law 37/1992 on VAT (art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        qty_places=2, iban="ES86 3058 1593 3451 2279 2940", bic="CCRIES2A", customer_no="4300127",
        extra={"groups": {0: ("ALB27/05210", "08/11/2027")}, "pay": "Bank transfer 30 days", "page": "1"}),
    # 07 — Distrito K in English, a Zamudio fastener maker: intra-EU goods (ICG), prices on three decimals, freight
    Invoice(
        "07-en-fasteners", "en", "distritok",
        Supplier("Tornillería Nervión S.L.", "Parque Tecnológico, Edificio 612", "48170", "Zamudio", "ES",
                 "ESB48373971", "+34 944 52 16 09", "facturacion@tornilleria-nervion.es",
                 "Reg. Merc. Bizkaia, Tomo 5.871, Folio 140, Hoja BI-70.215"),
        "27/002876", date(2027, 11, 16), date(2027, 12, 16), "4577.5642", "45775642", D(0),
        [Line("933-12040-Z", "Hexagon head bolt DIN 933 M12 x 40, class 8.8, zinc plated", D(2000), D("0.118"),
              unit="pcs", price_places=3),
         Line("934-12-Z", "Hexagon nut DIN 934 M12, class 8, zinc plated", D(2000), D("0.041"), unit="pcs",
              price_places=3),
         Line("125-13-Z", "Flat washer DIN 125 A 13 mm, zinc plated", D(4000), D("0.016"), unit="pcs",
              price_places=3),
         Line("ANC-W1095", "Wedge anchor M10 x 95 for cracked concrete, ETA option 1, galvanized", D(500),
              D("0.860"), unit="pcs", price_places=3),
         Line("912-0830-A2", "Socket head cap screw DIN 912 M8 x 30, stainless steel A2", D(1000), D("0.142"),
              unit="pcs", price_places=3)],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("45.00"))],
        statement="Exempt intra-Community supply, art. 25 Law 37/1992 on VAT. Reverse charge - the customer "
                  "(VAT no. BE0456.789.133) accounts for the VAT.",
        iban="ES31 0182 7334 2196 1070 2393", bic="BBVAESMM", customer_no="002214",
        extra={"pay": "Bank transfer", "agent": "03 - Export"}),
    # 08 — Gamma Enterprise in German, a Bozen door-hardware wholesaler: intra-EU goods (ICG), cascaded discount
    Invoice(
        "08-de-beschlaege", "de", "gamma",
        Supplier("Alpin Beschläge GmbH", "Schlachthofstraße 57", "39100", "Bozen", "IT", "IT51510270211",
                 "+39 0471 20 83 50", "verwaltung@alpin-beschlaege.it", "Handelsregister BZ - R.E.A. BZ-204117"),
        "1487/27", date(2027, 11, 18), date(2027, 12, 31), "45775649", "45775649", D(0),
        [Line("ALB-TB-120", "Türband für Stahlzargen 120 mm, verzinkt", D(150), D("6.40"), unit="ST",
              discount=D("14.5")),
         Line("ALB-SCH-PZ72", "Einsteckschloss PZ 72/55 mm, Klasse 3, mit Fallenverstellung", D(40), D("38.60"),
              unit="ST", discount=D(10)),
         Line("ALB-TS-EN4", "Obentürschließer EN 2-5 mit Gleitschiene, silber", D(20), D("96.00"), unit="ST"),
         Line("ALB-DG-ALU", "Drückergarnitur Aluminium F1, Rosette, 8 mm Vierkant", D(40), D("18.75"), unit="GA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("60.00"))],
        statement="Nicht steuerbare innergemeinschaftliche Lieferung - operazione non imponibile art. 41 D.L. "
                  "331/1993. Steuerschuldnerschaft des Leistungsempfängers (USt-IdNr. BE0456.789.133).",
        iban="IT46 Y080 8116 9787 9084 2887 463", bic="RZSBIT21", customer_no="0004812",
        extra={"discount_print": {0: "10+5", 1: "10"}, "ddt": ("DDT 2214", "17.11.2027"),
               "pay": "Banküberweisung 30 Tage Monatsende", "vat_code": "N3.2"}),
    # 09 — Gamma Enterprise in Dutch, the Kortrijk branch of an Italian crop-protection group: Belgian 12 % (V12)
    Invoice(
        "09-nl-gewasbescherming", "nl", "gamma",
        Supplier("Agrofarma Italia - Bijkantoor België", "Brugsesteenweg 255", "8500", "Kortrijk", "BE",
                 "BE1110.957.727", "056 35 81 20", "boekhouding@agrofarma.be", "RPR Gent, afd. Kortrijk"),
        "0612/27", date(2027, 11, 19), date(2027, 12, 19), "45775656", "45775656", D(12),
        [Line("AF-PEL-10", "Herbicide op basis van pelargonzuur 186 g/l, can 10 l (erkenning 10873P/B)", D(6),
              D("94.50"), unit="ST"),
         Line("AF-GAZ-1", "Selectief herbicide voor gazons en grasbermen, fles 1 l", D(12), D("29.90"), unit="ST",
              discount=D(5)),
         Line("AF-WET-5", "Uitvloeier en hechter voor gewasbeschermingsmiddelen, can 5 l", D(4), D("41.60"),
              unit="ST")],
        "604000", "V12", iban="BE88 9793 3376 1241", bic="ARSPBE22", customer_no="0000934",
        extra={"discount_print": {1: "5"}, "ddt": ("LB 0588", "15/11/2027"), "pay": "Overschrijving 30 dagen",
               "vat_code": "12"}),
    # 10 — Filosoft in English (Portuguese labels kept), an Oliveira de Azeméis cork maker: ICG, freight
    Invoice(
        "10-en-cork", "en", "filosoft",
        Supplier("Corticeira do Vouga, Lda.", "Rua da Indústria 215", "3720-256", "Oliveira de Azeméis", "PT",
                 "PT535611099", "+351 256 68 14 20", "faturacao@corticeiravouga.pt",
                 "Capital social 250.000 EUR - CRC Oliveira de Azeméis"),
        "FT A2027/318", date(2027, 11, 23), date(2027, 12, 23), "PO45775663", "45775663", D(0),
        [Line("ICB-40", "Expanded cork insulation board 1000 x 500 x 40 mm, density 110 kg/m³", D(320), D("9.85"),
              unit="UN"),
         Line("ICB-60", "Expanded cork insulation board 1000 x 500 x 60 mm", D(180), D("14.60"), unit="UN"),
         Line("CRK-GR-35", "Granulated cork 3-5 mm for acoustic screed, bag 100 l", D(45), D("16.40"), unit="UN",
              discount=D(3)),
         Line("CRK-ADH-15", "Cork adhesive, water based, bucket 15 kg", D(12), D("52.30"), unit="UN")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("185.00"))],
        statement="Isento artigo 14.º do RITI (M16) - exempt intra-Community supply of goods; reverse charge, "
                  "VAT due by the customer (BE0456.789.133).",
        iban="PT50 0036 4747 9654 7239 1080 2", bic="MPIOPTPL", customer_no="C0217",
        extra={"atcud": "JFX4KB2M-318", "cert": "2417", "hash": "Qx7k"}),
    # 11 — Filosoft in Dutch, the Evergem branch of a Minho granite group: Belgian VAT 21 % (V21), no articles
    Invoice(
        "11-nl-natuursteen", "nl", "filosoft",
        Supplier("Minho Stone Benelux BV", "Kanaaldijk 18", "9940", "Evergem", "BE", "BE1617.789.952",
                 "09 357 42 18", "admin@minhostone.be", "RPR Gent, afd. Gent"),
        "FT B2027/144", date(2027, 11, 25), date(2027, 12, 25), "45775670", "45775670", D(21),
        [Line(None, "Graniet kasseien 10 x 10 x 8 cm, grijs, gezaagd met gevlamd bovenvlak", D(28), D("62.00"),
              unit="m2"),
         Line(None, "Graniet boordstenen 100 x 15 x 25 cm, gezaagd, afgeschuinde zichtkant", D(64), D("34.50"),
              unit="st"),
         Line(None, "Traptreden graniet 120 x 35 x 3 cm met antislipgroeven", D(14), D("88.00"), unit="st",
              discount=D(10)),
         Line(None, "Transport per vrachtwagen met kraan naar werf Gent", D(1), D("240.00"), unit="vr")],
        "604000", "V21", iban="BE16 7351 4497 5174", bic="KREDBEBB", customer_no="C0048",
        extra={"atcud": "", "cert": "", "hash": ""}),
    # 12 — Kalipso, a Sint-Niklaas coffee and water van-sales distributor: Belgian 6 % (V06), an 80 mm ticket, no PO
    Invoice(
        "12-nl-dranken", "nl", "kalipso",
        Supplier("Lusa Drinks & Coffee BV", "Europark-Zuid 21", "9100", "Sint-Niklaas", "BE", "BE1956.660.442",
                 "03 760 48 15", "facturen@lusadrinks.be", "RPR Gent, afd. Dendermonde"),
        "FV03/2027/00412", date(2027, 11, 26), date(2027, 12, 10), None, "45775677", D(6),
        [Line("10231", "Koffiebonen espresso blend 1 kg", D(12), D("17.40"), unit="st"),
         Line("20114", "Bronwater plat 1,5 l, pak 6 flessen", D(40), D("3.35"), unit="pak"),
         Line("20118", "Bruiswater 50 cl, pak 24 flessen", D(15), D("9.60"), unit="pak"),
         Line("30502", "Melk halfvol 1 l, doos 12 st.", D(6), D("11.20"), unit="ds"),
         Line("30611", "Suikerstokjes 4 g, doos 1000 st.", D(2), D("14.90"), unit="ds")],
        "604000", "V06", iban="BE82 0689 6892 7468", bic="GKCCBEBB", customer_no="1047",
        extra={"seller": "03", "route": "12", "time": "10:42", "delivery": "LV03/2027/00398"}),
]
