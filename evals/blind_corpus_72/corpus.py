"""The twelve invoices of the seventy-second blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (BE, NL, DE, FR, LU, IE, AT), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary
layout of one family of invoicing software other than the earlier corpora's: the KoSIT viewer's rendering of a
ZUGFeRD / XRechnung invoice, the SAP Ariba Network invoice print, a Canva template, an Apple Pages template, a Notion
template, Gumroad and BigCommerce. PO numbers are the ERP's 4577xxxx (from 45776500 by steps of 7); each invoice
prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py,
seed 20271262)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — KoSIT viewer (XRechnung), a Cottbus valve maker: intra-EU goods (ICG), a line allowance, unit codes
    Invoice(
        "01-de-armaturen", "de", "kosit",
        Supplier("Spreewerk Armaturen GmbH", "Gaglower Straße 41", "03048", "Cottbus", "DE", "DE646248737",
                 "0355 48 66 20", "rechnung@spreewerk-armaturen.de", "Amtsgericht Cottbus HRB 14873"),
        "R-2027-004417", date(2027, 10, 5), date(2027, 11, 4), "4577-6500", "45776500", D(0),
        [Line("KH-DN50-PN16", "Kugelhahn DN 50 PN 16, Edelstahl 1.4408, Flanschausführung mit ISO-Kopfflansch",
              D(12), D("148.50"), unit="H87", discount=D(8)),
         Line("RV-DN40-MS", "Rückschlagventil DN 40, Messing", D(20), D("42.80"), unit="H87"),
         Line("SF-DN50-08", "Schmutzfänger DN 50 mit Edelstahlsieb 0,8 mm", D(6), D("96.40"), unit="H87"),
         Line("FD-50-C4400", "Flanschdichtung DN 50, Klingersil C-4400, 2 mm", D(100), D("1.35"), unit="H87")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG; Steuerschuldner "
                  "ist der Leistungsempfänger",
        iban="DE60 4696 4799 0762 8305 48", bic="SPREDE81", customer_no="10-2291",
        extra={"buyer_ref": "TB-EINKAUF-GENT", "delivery": "01.10.2027", "terms": "Zahlbar innerhalb von 30 Tagen "
               "ohne Abzug", "vat_cat": "K", "reason": "Innergemeinschaftliche Lieferung"}),
    # 02 — SAP Ariba Network, a Tilburg fasteners wholesaler: intra-EU goods (ICG), part numbers, shipping cost
    Invoice(
        "02-en-fasteners", "en", "ariba",
        Supplier("Brabant Industrial Fasteners B.V.", "Kraaivenstraat 19", "5048 AB", "Tilburg", "NL",
                 "NL715197861B03", "+31 13 463 20 80", "ar@brabant-fasteners.nl", "KvK 18054736"),
        "BIF27-08841", date(2027, 10, 8), date(2027, 11, 7), "PO-45776507", "45776507", D(0),
        [Line("BIF-933-M12x60", "Hex bolt DIN 933 M12 x 60, grade 8.8, zinc plated", D(2000), D("0.24"), unit="EA"),
         Line("BIF-934-M12", "Hex nut DIN 934 M12, class 8, zinc plated", D(2000), D("0.07"), unit="EA"),
         Line("BIF-125-M12", "Flat washer DIN 125 M12, steel, zinc plated", D(3000), D("0.03"), unit="EA"),
         Line("BIF-CHA-M16A4", "Chemical anchor stud M16 x 190 mm with hexagon nut and washer, stainless steel A4",
              D(150), D("3.85"), unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping Cost", D("85.00"))],
        statement="Intra-Community supply of goods, VAT exempt (Article 138 Directive 2006/112/EC); VAT reverse "
                  "charged to the customer, VAT ID BE0456.789.133.",
        dec=".", group=",", iban="NL36 SNSB 7853 7513 68", bic="SNSBNL2A",
        customer_no="TECHNIBOUW-BE",
        extra={"date_style": "short_en", "ship_via": "DHL Freight", "terms": "Net 30"}),
    # 03 — Canva template, a Kortrijk signage designer: Belgian VAT 21 % (V21, 614000), hours with decimals
    Invoice(
        "03-nl-signalisatie", "nl", "canva",
        Supplier("Studio Lijnwerk BV", "Doorniksesteenweg 212", "8500", "Kortrijk", "BE", "BE0394.341.127",
                 "056 22 71 38", "hallo@studiolijnwerk.be", "RPR Gent, afd. Kortrijk"),
        "2027-031", date(2027, 10, 12), date(2027, 11, 11), "4577-6514", "45776514", D(21),
        [Line(None, "Ontwerp bewegwijzering magazijn en laadkades, inclusief twee correctierondes", D("12.5"),
              D("68.00"), unit="uur"),
         Line(None, "Drukklare bestanden en opmaak veiligheidspictogrammen", D("3.75"), D("68.00"), unit="uur"),
         Line(None, "Projectbegeleiding en overleg ter plaatse (Gent)", D("2.5"), D("68.00"), unit="uur")],
        "614000", "V21",
        iban="BE18 9793 3256 0865", bic="ARSPBE22", payment_ref=ogm(2703106514),
        extra={"date_style": "long", "terms": "binnen 30 dagen"}),
    # 04 — Apple Pages template in French, a Tournai caterer: Belgian VAT 12 % (V12, 602000), a delivery fee
    Invoice(
        "04-fr-traiteur", "fr", "pages",
        Supplier("Traiteur Les Cinq Clochers SRL", "Rue de la Tête d'Or 27", "7500", "Tournai", "BE",
                 "BE1021.211.149", "069 84 31 55", "commandes@cinqclochers.be", "RPM Hainaut, division Tournai"),
        "F-2027-118", date(2027, 10, 19), date(2027, 11, 18), "BC 45776521", "45776521", D(12),
        [Line(None, "Buffet froid pour l'inauguration du nouvel entrepôt de Gand, 120 personnes", D(120),
              D("24.50"), unit="pers."),
         Line(None, "Personnel de service en salle (4 personnes x 5 heures)", D(20), D("38.00"), unit="h"),
         Line(None, "Location vaisselle et nappage", D(1), D("185.00"), unit="forfait")],
        "602000", "V12", adjustments=[("Frais de livraison", D("45.00"))],
        iban="BE88 0019 4558 1641", bic="GEBABEBB", payment_ref=ogm(2701180521),
        extra={"terms": "30 jours", "event": "Événement : inauguration du 16/10/2027"}),
    # 05 — Notion template, a Dublin data consultant: services reverse charged (ICS, 613000), written dates
    Invoice(
        "05-en-dataconsult", "en", "notion",
        Supplier("Liffey Data Consulting Ltd", "14 Grand Canal Quay", "D02 XK61", "Dublin 2", "IE", "IE7323106E",
                 "+353 1 554 8203", "accounts@liffeydata.ie", "CRO 702114"),
        "LDC-0042", date(2027, 10, 26), date(2027, 11, 25), "PO-45776528", "45776528", D(0),
        [Line(None, "Data warehouse design workshop and requirements write-up", D("14.5"), D("125.00"), unit="h"),
         Line(None, "ETL pipeline build for purchase and stock data (sprint 1, 11-22 October 2027)", D(32),
              D("110.00"), unit="h"),
         Line(None, "Purchasing dashboard report pack", D(1), D("1450.00"), unit="fixed")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive "
                  "2006/112/EC. Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="IE69 AIBK 0828 4122 3068 98", bic="AIBKIE2D",
        extra={"dates": "notion", "status": "Sent", "project": "Purchasing analytics"}),
    # 06 — Gumroad, a Graz software maker: software licences reverse charged (ICS, 613000), no PO printed
    Invoice(
        "06-en-software", "en", "gumroad",
        Supplier("Alpenpixel Software e.U.", "Annenstraße 53", "8020", "Graz", "AT", "ATU08930040",
                 "", "hello@alpenpixel.at", "FN 498213 t, Landesgericht Graz"),
        "2027-00117", date(2027, 11, 2), date(2027, 11, 2), None, "45776535", D(0),
        [Line(None, "PalletPlanner Pro - Team licence, 10 seats, 12 months", D(1), D("1490.00")),
         Line(None, "PalletPlanner Pro - Additional seat, 12 months", D(4), D("119.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: the recipient is liable for the VAT (Article 196 Directive 2006/112/EC). "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        dec=".", group=",", iban="AT21 9028 5763 5444 4105", bic="ALPXATW1",
        extra={"order": "4419928361", "card": "Visa ending in 4417"}),
    # 07 — BigCommerce store in Dutch, a Zwolle warehouse-equipment webshop: intra-EU goods (ICG), SKU, shipping
    Invoice(
        "07-nl-magazijn", "nl", "bigcommerce",
        Supplier("Magazijninrichting Online B.V.", "Ceintuurbaan 8", "8024 AA", "Zwolle", "NL", "NL466902074B03",
                 "038 760 44 12", "klantenservice@magazijninrichting-online.nl", "KvK 65213987"),
        "10482", date(2027, 11, 3), date(2027, 12, 3), "PO 4577 6542", "45776542", D(0),
        [Line("MO-SR-2010", "Stellingkast Magazijn 200 x 100 x 50 cm, 5 legborden, verzinkt", D(8), D("129.00")),
         Line("MO-PB-E120", "Palletbox inklapbaar 1200 x 800 x 760 mm, geperforeerd, met vier wielen en "
                            "vergrendeling", D(6), D("214.50")),
         Line("MO-KB-40G", "Kunststof stapelbak 40 liter, grijs", D(50), D("6.95"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("49.95"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG), "
                  "btw-nummer afnemer BE0456.789.133.",
        iban="NL53 INGB 5594 9785 63", bic="INGBNL2A",
        extra={"payment": "Bankoverschrijving (op rekening)", "shipping": "PostNL Pallet"}),
    # 08 — KoSIT viewer in English (XRechnung), a Leudelange hosting firm: services reverse charged (ICS, 613000)
    Invoice(
        "08-en-hosting", "en", "kosit",
        Supplier("Moselle Cloud Services S.à r.l.", "4, rue Jean Fischbach", "L-3372", "Leudelange", "LU",
                 "LU33543987", "+352 27 40 19 1", "billing@mosellecloud.lu", "RCS Luxembourg B231560"),
        "MCS-27-11-0309", date(2027, 11, 8), date(2027, 12, 8), "TB/45776549", "45776549", D(0),
        [Line("HOST-VM-8", "Managed virtual server 8 vCPU / 32 GB RAM, November 2027", D(3), D("210.00"),
              unit="C62"),
         Line("BKP-TB", "Offsite backup storage, per TB and month", D("6.5"), D("38.00"), unit="C62"),
         Line("SUP-H", "Support and incident handling", D("3.25"), D("95.00"), unit="HUR")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge - Articles 44 and 196 of Directive 2006/112/EC",
        dec=".", group=",", iban="LU42 6132 8742 0223 1269", bic="MCSELULL", customer_no="C-10087",
        extra={"buyer_ref": "TB-IT-GENT", "delivery": "30.11.2027", "terms": "Payable within 30 days",
               "vat_cat": "AE", "reason": "Reverse charge"}),
    # 09 — SAP Ariba Network in German, a Künzelsau drives maker: intra-EU goods (ICG), an invoice discount
    Invoice(
        "09-de-antriebe", "de", "ariba",
        Supplier("Hohenlohe Antriebstechnik GmbH", "Gaisbacher Straße 27", "74653", "Künzelsau", "DE",
                 "DE342957864", "07940 93 51 0", "debitoren@hohenlohe-antrieb.de", "Amtsgericht Stuttgart HRB 761204"),
        "90271183", date(2027, 11, 12), date(2027, 12, 12), "4577/6556", "45776556", D(0),
        [Line("HA-GM075-4P-20", "Getriebemotor 0,75 kW, 4-polig, i = 20, Bauform B3", D(4), D("612.00"),
              unit="ST"),
         Line("HA-FU-075-230", "Frequenzumrichter 0,75 kW, 230 V, IP20, mit EMV-Filter", D(4), D("289.00"),
              unit="ST"),
         Line("HA-KK-28", "Elastische Klauenkupplung, Bohrung 28 mm", D(8), D("46.50"), unit="ST")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Rabatt 3 %", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG); die Steuer schuldet der "
                  "Leistungsempfänger (USt-IdNr. BE0456.789.133).",
        iban="DE56 3843 3614 1658 9996 21", bic="HOANDE61", customer_no="BE-40217",
        extra={"date_style": "%d.%m.%Y", "ship_via": "Spedition Kühne", "terms": "30 Tage netto"}),
    # 10 — Canva template in English, an Antwerp photographer: Belgian VAT 21 % (V21, 614000), a line discount
    Invoice(
        "10-en-photo", "en", "canva",
        Supplier("Northlight Studio BV", "Kloosterstraat 88", "2000", "Antwerpen", "BE", "BE0311.728.801",
                 "0486 31 72 09", "studio@northlight.be", "RPR Antwerpen"),
        "NL-27-0094", date(2027, 11, 15), date(2027, 11, 29), "PO #45776563", "45776563", D(21),
        [Line(None, "Corporate photography, warehouse opening (half day, on location in Gent)", D(1),
              D("690.00"), unit="day"),
         Line(None, "Drone footage of the site and car park", D(1), D("420.00"), unit="flight", discount=D(10)),
         Line(None, "Edited high-resolution images", D(60), D("4.50"), unit="img")],
        "614000", "V21",
        dec=".", group=",", iban="BE77 3630 1188 2742", bic="BBRUBEBB", payment_ref=ogm(2794045776),
        extra={"date_style": "long", "terms": "within 14 days"}),
    # 11 — Apple Pages template in Dutch, a Mechelen technical bookshop: books at the Belgian 6 % (V06), ISBNs under
    #      the titles, an invoice discount
    Invoice(
        "11-nl-boeken", "nl", "pages",
        Supplier("Technische Boekhandel Dijlestad BV", "Bruul 61", "2800", "Mechelen", "BE", "BE1617.012.269",
                 "015 20 48 73", "bestel@boekhandel-dijlestad.be", "RPR Antwerpen, afd. Mechelen"),
        "27/0513", date(2027, 11, 22), date(2027, 12, 22), "bestelling 45776570", "45776570", D(6),
        [Line("978-90-6228-915-3", "Tabellenboek Metaal, 46e druk", D(12), D("42.50"), unit="ex."),
         Line("978-94-6345-118-2", "Handboek Magazijnbeheer en logistiek, derde herziene uitgave met toegang tot "
                                   "het online oefenplatform", D(8), D("58.90"), unit="ex."),
         Line("978-90-4152-806-7", "Normbundel Veiligheid van machines, losbladige editie", D(2), D("164.00"),
              unit="ex."),
         Line("978-90-6228-774-6", "Elektrotechniek voor installateurs", D(6), D("36.75"), unit="ex.")],
        "604000", "V06", adjustments=[("Korting 5 %", D(5))],
        iban="BE21 0688 9396 9003", bic="GKCCBEBB", payment_ref=ogm(2705130570),
        extra={"date_style": "long", "terms": "30 dagen"}),
    # 12 — Notion template in French, a Lyon translation agency: services reverse charged (ICS, 613000)
    Invoice(
        "12-fr-traduction", "fr", "notion",
        Supplier("Lumière Traduction SAS", "18 quai Saint-Vincent", "69001", "Lyon", "FR", "FR53497281022",
                 "04 78 29 61 04", "facturation@lumiere-traduction.fr", "RCS Lyon 497 281 022"),
        "LT-2027-212", date(2027, 12, 3), date(2028, 1, 2), "Bon de commande n° 4577 6577", "45776577", D(0),
        [Line(None, "Traduction technique néerlandais > français du manuel d'utilisation du magasin automatisé",
              D(12400), D("0.14"), unit="mots"),
         Line(None, "Relecture et mise en page", D("6.5"), D("55.00"), unit="h"),
         Line(None, "Glossaire terminologique logistique", D(1), D("240.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE), "
                  "n° TVA du preneur BE0456.789.133.",
        group=" ", iban="FR83 8141 7537 3878 7337 4532 316", bic="LUTRFRPP",
        extra={"date_style": "long", "status": "Envoyée", "project": "Manuel magasin automatisé"}),
]
