"""The twelve invoices of the sixty-fifth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, FR, DE, LU, AT, ES), in nl, fr,
de and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of open-source
invoicing software no earlier corpus used: Axelor, iDempiere, Openbravo, metasfresh, Kivitendo, InvoicePlane and
FacturaScripts. PO numbers are the ERP's 4577xxxx (from 45775800 by steps of 7); each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py, seed 20271255)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Axelor in French, a Lyon fastener wholesaler: intra-EU goods (ICG), line discounts, freight
    Invoice(
        "01-fr-fixations", "fr", "axelor",
        Supplier("Fixations Rhône-Alpes SAS", "27 avenue des Frères Lumière", "69008", "Lyon", "FR",
                 "FR84524564481", "04 78 62 19 40", "compta@fixations-ra.fr", "SIRET 524 564 481 00027 - RCS Lyon"),
        "FA-2027-10-0041", date(2027, 10, 5), date(2027, 11, 4), "CDE 4577 5800", "45775800", D(0),
        [Line("VIS-TH-M8X30", "Vis tête hexagonale M8 x 30 acier zingué classe 8.8, boîte de 200", D(25), D("18.40"),
              unit="bte", discount=D(5)),
         Line("GOUJ-M12-120", "Goujon d'ancrage M12 x 120 mm pour béton fissuré, option 1, avec écrou et rondelle",
              D(300), D("1.92"), unit="u"),
         Line("RON-M8-Z", "Rondelle plate M8 zinguée, boîte de 500", D(40), D("6.75"), unit="bte"),
         Line("CHEV-NY-10", "Cheville à frapper nylon 10 x 60 mm", D(20), D("11.30"), unit="bte", discount=D(5))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire de biens. "
                  "Autoliquidation, TVA due par le preneur (n° TVA BE0456.789.133).",
        group="\u00a0", iban="FR26 2327 2766 3830 6083 1489 801", bic="CCBPFRPPLYO", customer_no="CLI-00318",
        extra={"terms": "30 jours net", "ship": "BL-2027-10-0388"}),
    # 02 — Axelor in English, a Brussels ERP consultancy: Belgian VAT 21 % (V21, 613000), hours with decimals
    Invoice(
        "02-en-consulting", "en", "axelor",
        Supplier("Datastroom Consulting BV", "Boulevard du Souverain 191", "1160", "Auderghem", "BE",
                 "BE0659.528.041", "02 640 18 77", "finance@datastroom.be", "RPM Brussels"),
        "INV2700318", date(2027, 10, 12), date(2027, 11, 11), "TB PO 45775807", "45775807", D(21),
        [Line(None, "ERP integration consultancy - warehouse module, October 2027", D("37.5"), D("112.00"),
              unit="h"),
         Line(None, "Project management and steering committee", D("6.25"), D("125.00"), unit="h"),
         Line(None, "Travel expenses Auderghem - Gent, flat rate per visit", D(3), D("45.00"), unit="trip")],
        "613000", "V21",
        dec=".", group=",", iban="BE19 0016 2734 1112", bic="GEBABEBB", payment_ref=ogm(2700318807),
        customer_no="CUST-0092", extra={"terms": "30 days net"}),
    # 03 — iDempiere in Dutch, a Tilburg pump dealer: intra-EU goods (ICG), a line discount, transport
    Invoice(
        "03-nl-pompen", "nl", "idempiere",
        Supplier("Brabantse Pompen & Appendages B.V.", "Ringbaan-Oost 260", "5013 CD", "Tilburg", "NL",
                 "NL015360878B02", "013 582 40 90", "administratie@bpa-tilburg.nl", "KvK 18062731"),
        "AR27-1000512", date(2027, 10, 14), date(2027, 11, 13), "45775814/TB", "45775814", D(0),
        [Line("CP-40-200", "Centrifugaalpomp 40-200, 5,5 kW, gietijzeren pomphuis, IE3-motor 400 V", D(2),
              D("1485.00"), unit="st"),
         Line("KV-DN50-PN16", "Kogelkraan DN 50 PN 16, RVS, flensaansluiting", D(12), D("96.40"), unit="st"),
         Line("TV-DN65", "Terugslagklep DN 65, tussenflensmodel", D(6), D("58.90"), unit="st", discount=D(10)),
         Line("MAN-063-10", "Manometer 63 mm 0-10 bar, glycerinegevuld, onderaansluiting G1/4", D(18), D("12.75"),
              unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("65.00"))],
        statement="Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn). Btw verlegd naar de afnemer, "
                  "btw-nummer BE0456.789.133.",
        iban="NL46 RABO 7258 6263 06", bic="RABONL2U", customer_no="C-20418",
        extra={"terms": "30 dagen netto", "order": "VO-27-2214"}),
    # 04 — iDempiere in English, a Luxembourg IT-services firm: services reverse charged (ICS, 613000)
    Invoice(
        "04-en-itservices", "en", "idempiere",
        Supplier("Ardennes Data Services S.à r.l.", "12, rue Edward Steichen", "L-2540", "Luxembourg", "LU",
                 "LU86714922", "+352 27 86 54 1", "billing@ardennes-data.lu", "RCS Luxembourg B231904"),
        "ARI-10471", date(2027, 10, 19), date(2027, 11, 18), "PO45775821", "45775821", D(0),
        [Line("SRV-BCK-M", "Managed backup service, 2 TB, Q4 2027 (October - December)", D(3), D("640.00"),
              unit="month"),
         Line("SRV-SUP-H", "Remote support", D("7.5"), D("95.00"), unit="hour"),
         Line("LIC-FW-12", "Firewall subscription renewal, 12 months, with threat updates and vendor support",
              D(1), D("1180.00"), unit="each")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: services subject to VAT in the customer's Member State (Art. 44 and 196 Directive "
                  "2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU56 4983 4011 6803 4643", bic="BCEELULL", customer_no="BP-1184",
        extra={"terms": "30 days net", "date_style": "%b %d, %Y", "order": "SO-27-0977"}),
    # 05 — Openbravo in Dutch, a Leuven technical bookshop: printed books at the Belgian 6 % (V06, 604000)
    Invoice(
        "05-nl-vakboeken", "nl", "openbravo",
        Supplier("Technische Boekhandel Leuven BV", "Tiensestraat 112", "3000", "Leuven", "BE", "BE0468.578.987",
                 "016 22 84 31", "bestellingen@tbleuven.be", "RPR Leuven"),
        "VF2027/00318", date(2027, 10, 25), date(2027, 11, 24), "PO.45775828", "45775828", D(6),
        [Line("BK-20871", "Handboek Industriële Hydraulica, 4e herziene editie, gebonden", D(6), D("68.50"),
              unit="ex"),
         Line("BK-31102", "Praktijkgids Elektrische installaties in bedrijfsgebouwen, editie 2027", D(10),
              D("42.00"), unit="ex", discount=D(10)),
         Line("BK-11876", "Tabellenboek Werktuigbouwkunde", D(8), D("37.95"), unit="ex")],
        "604000", "V06",
        iban="BE50 3636 7861 9518", bic="BBRUBEBB", payment_ref=ogm(2700318828), customer_no="K0457",
        extra={"terms": "30 dagen na factuurdatum"}),
    # 06 — Openbravo in French, a Soignies electrician: works on the Gent warehouse, cocontractant (VRC, 611000)
    Invoice(
        "06-fr-electricite", "fr", "openbravo",
        Supplier("Électricité Hainaut Services SRL", "Rue de la Station 41", "7060", "Soignies", "BE",
                 "BE0835.112.788", "067 33 18 52", "factures@ehs-soignies.be", "RPM Hainaut, division Mons"),
        "FV2027/00754", date(2027, 11, 3), date(2027, 12, 3), "BC 4577-5835", "45775835", D(0),
        [Line(None, "Remplacement de luminaires LED 150 W dans le hall de stockage B, y compris démontage et "
                    "évacuation des anciens appareils", D(36), D("124.00"), unit="pce"),
         Line(None, "Câblage et raccordement d'un tableau divisionnaire", D(1), D("860.00"), unit="forfait"),
         Line(None, "Main-d'œuvre électricien", D("42.5"), D("52.00"), unit="h")],
        "611000", "VRC", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Autoliquidation. TVA due par le cocontractant, article 20 de l'AR n° 1 (client "
                  "BE0456.789.133).",
        iban="BE89 7350 3950 8185", bic="KREDBEBB", payment_ref=ogm(2700754835), customer_no="C-1209",
        extra={"terms": "30 jours date de facture", "site": "Chantier : Industrieweg 14, 9000 Gand"}),
    # 07 — metasfresh in German, a Hamburg packaging wholesaler: intra-EU goods (ICG), 312,5 kg, freight
    Invoice(
        "07-de-verpackung", "de", "metasfresh",
        Supplier("Hanseatischer Verpackungshandel GmbH", "Billstraße 118", "20539", "Hamburg", "DE", "DE564853006",
                 "040 78 11 46 0", "buchhaltung@hvh-hamburg.de", "Amtsgericht Hamburg HRB 164022"),
        "1004573", date(2027, 11, 8), date(2027, 12, 8), "45775842 vom 18.10.2027", "45775842", D(0),
        [Line("100231", "Stretchfolie Handrolle 500 mm, 23 µ, transparent", D("312.5"), D("2.38"), unit="kg"),
         Line("100418", "Klebeband PP 50 mm x 66 m, braun, leise abrollend", D(72), D("1.64"), unit="Rolle",
              detail=("VE: Karton à 36 Rollen",)),
         Line("100977", "Versandetiketten 100 x 150 mm, Thermodirekt, Kern 40 mm", D(24), D("8.90"), unit="Rolle"),
         Line("101206", "Kantenschutzwinkel Karton 50 x 50 x 1.200 mm", D(400), D("0.31"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht und Verpackung", D("58.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE22 2584 8566 7825 9534 59", bic="HASPDEHHXXX", customer_no="2004117",
        extra={"terms": "30 Tage netto", "delivery": "LS 7011842"}),
    # 08 — Kivitendo, a Reutlingen tool supplier: intra-EU goods (ICG), line discounts and an invoice discount
    Invoice(
        "08-de-werkzeug", "de", "kivitendo",
        Supplier("Schwäbische Werkzeugtechnik GmbH", "Hölderlinstraße 47", "72762", "Reutlingen", "DE",
                 "DE696491751", "07121 48 93 0", "rechnung@swt-reutlingen.de", "Amtsgericht Stuttgart HRB 759318"),
        "R-27-10714", date(2027, 11, 10), date(2027, 12, 10), "4577 5849", "45775849", D(0),
        [Line("WT-48201", "Spiralbohrer HSS-E DIN 338, Ø 8,5 mm, Packung zu 10 Stück", D(30), D("24.60"),
              unit="Pck", discount=D(8)),
         Line("WT-51170", "Maschinengewindebohrer M10 HSS-E, Form C", D(40), D("17.85"), unit="Stk"),
         Line("WT-60312", "Vollhartmetall-Schaftfräser Ø 12 mm, 4 Schneiden, TiAlN-beschichtet, für Stahl und Guss",
              D(15), D("48.20"), unit="Stk", discount=D(8)),
         Line("WT-70055", "Messschieber digital 150 mm, IP67", D(6), D("64.90"), unit="Stk"),
         Line("WT-90001", "Werkskalibrierschein Messschieber", D(6), D("18.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 3 %", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Die Steuer schuldet der "
                  "Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="DE31 6402 6382 3502 0960 54", bic="SOLADES1REU", customer_no="10288",
        extra={"terms": "30 Tage ohne Abzug", "delivery": "08.11.2027", "contact": "Herr Kübler"}),
    # 09 — Kivitendo for an Austrian software house: services reverse charged (ICS, 613000), a written date
    Invoice(
        "09-de-software", "de", "kivitendo",
        Supplier("Donauwerk IT-Services GmbH", "Hauptstraße 88", "4040", "Linz", "AT", "ATU58415370",
                 "+43 732 71 22 48", "office@donauwerk-it.at", "FN 482117 k, Landesgericht Linz"),
        "2027-0389", date(2027, 11, 15), date(2027, 11, 29), "PO 45775856", "45775856", D(0),
        [Line(None, "Programmierung Schnittstelle Lagerverwaltung - Webshop, laut Angebot AN-27-112", D("26.5"),
              D("98.00"), unit="Std"),
         Line(None, "Projektleitung und Abstimmungstermine", D("4.75"), D("110.00"), unit="Std"),
         Line(None, "Hosting Testsystem November 2027", D(1), D("85.00"), unit="Monat")],
        "613000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge) gemäß Art. 196 "
                  "MwSt-SystRL. UID des Leistungsempfängers: BE0456.789.133.",
        iban="AT73 4815 2467 6605 9111", bic="RZOOAT2L", customer_no="D-0057",
        extra={"terms": "14 Tage netto", "date_style": "long", "delivery": "01.11.2027 - 14.11.2027",
               "contact": "Frau Aigner"}),
    # 10 — InvoicePlane, a Utrecht design studio: services reverse charged (ICS, 613000), no PO printed
    Invoice(
        "10-nl-ontwerp", "nl", "invoiceplane",
        Supplier("Vormgeving Studio Lindeboom", "Oudegracht 211", "3511 NH", "Utrecht", "NL", "NL914129272B02",
                 "06 41 28 77 90", "hallo@studiolindeboom.nl", "KvK 74120385"),
        "F2027-0087", date(2027, 11, 22), date(2027, 12, 6), None, "45775863", D(0),
        [Line(None, "Ontwerp en opmaak productcatalogus 2028, 48 pagina's, inclusief twee correctierondes",
              D("32.5"), D("72.50"), unit="uur"),
         Line(None, "Productfotografie op locatie in Gent", D(1), D("650.00"), unit="dag"),
         Line(None, "Drukklaar maken en aanleveren bij de drukkerij", D(1), D("145.00"), unit="stuk")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd: dienst aan een ondernemer in een andere EU-lidstaat (art. 44 en 196 "
                  "Btw-richtlijn). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL12 RABO 0573 5178 68", bic="RABONL2U", customer_no="",
        extra={"terms": "14 dagen"}),
    # 11 — FacturaScripts in English, a Castellón tile maker: intra-EU goods (ICG), 86,40 m², transport
    Invoice(
        "11-en-tiles", "en", "facturascripts",
        Supplier("Cerámicas Técnicas del Mijares S.L.", "Polígono El Collet, calle B, nave 12", "12200", "Onda", "ES",
                 "ESB77766079", "+34 964 60 21 35", "admin@ceramicas-mijares.es", "Reg. Merc. Castellón T 1882"),
        "FAC2027A0048", date(2027, 11, 25), date(2027, 12, 25), "4577/5870", "45775870", D(0),
        [Line("PT6060-GR", "Porcelain floor tile 60 x 60 cm, anti-slip R11, grey", D("86.40"), D("21.50"),
              unit="m2"),
         Line("RP0860-GR", "Skirting tile 8 x 60 cm, grey", D(120), D("3.15"), unit="pcs"),
         Line("AD-C2TE-25", "Tile adhesive C2TE S1, flexible, 25 kg bag", D(40), D("14.80"), unit="bag",
              discount=D(5))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transport", D("180.00"))],
        statement="Intra-Community supply exempt from VAT under article 25 of Law 37/1992; reverse charge, the "
                  "customer accounts for the VAT (VAT no. BE0456.789.133).",
        iban="ES09 8118 7026 1850 7345 3272", bic="CAIXESBBXXX", customer_no="430000211",
        extra={"terms": "Transfer 30 days"}),
    # 12 — FacturaScripts in French, a Huy hardware dealer: Belgian VAT 21 % (V21), line and invoice discounts
    Invoice(
        "12-fr-quincaillerie", "fr", "facturascripts",
        Supplier("Quincaillerie Mosane SRL", "Rue des Tanneries 17", "4500", "Huy", "BE", "BE1242.299.091",
                 "085 21 47 09", "compta@quincaillerie-mosane.be", "RPM Liège, division Huy"),
        "FAC2027A0213", date(2027, 12, 2), date(2028, 1, 1), "TB/45775877", "45775877", D(21),
        [Line("QM-PAU-125", "Paumelle à visser 125 mm, acier inoxydable", D(60), D("8.45"), unit="pce"),
         Line("QM-SER-3P", "Serrure à mortaiser 3 points, axe 50 mm", D(14), D("46.90"), unit="pce",
              discount=D(10)),
         Line("QM-FPM-EN3", "Ferme-porte à bras glissière EN 2-5, finition argent", D(10), D("118.00"), unit="pce",
              discount=D(10)),
         Line("QM-BEQ-INOX", "Ensemble béquilles inox sur rosaces", D(24), D("27.30"), unit="pce")],
        "604000", "V21", adjustments=[("Remise commerciale 2 %", D(2))],
        iban="BE94 1030 8488 9014", bic="NICABEBB", payment_ref=ogm(2702130877), customer_no="430000087",
        extra={"terms": "Virement 30 jours"}),
]
