"""The twelve invoices of the twenty-fifth blind corpus (issue 38, item 25), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (NL, BE, FR, LU, DE, and in English from Poland and Ireland), in nl, fr, de and en, each drawn by a writer
(draw.py) that imitates the ordinary layout of one family of invoicing software other than the earlier corpora's:
Infor M3, QAD, Sage 300, Oracle Fusion Cloud AR, abas ERP, Comarch ERP and Microsoft Dynamics GP. PO numbers are
the ERP's 4577xxxx (from 45771800 by steps of 7); each invoice prints them in the supplier's own form (one prints
none). VAT numbers and IBANs carry valid check digits: invoice_env/world/identifiers.py's generators, seed 20271215,
for NL, BE, FR, LU and DE; for Poland and Ireland, which it lacks, digits drawn from the same seeded stream with the
countries' own check digits (NIP weights mod 11; Irish weights mod 23 letter; IBAN mod 97)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Infor M3 in Dutch, a Tilburg packaging wholesaler: intra-EU goods (ICG), freight before the net total
    Invoice(
        "01-nl-verpakking", "nl", "m3",
        Supplier("Brabantse Verpakkingsgroothandel B.V.", "Ringbaan-Oost 240", "5013 CD", "Tilburg", "NL",
                 "NL501323363B03", "013 583 40 90", "debiteuren@bvg-tilburg.nl", "KvK 18062217"),
        "27004518", date(2027, 12, 1), date(2027, 12, 31), "4577 1800", "45771800", D(0),
        [Line("STR-500-23", "Stretchfolie handrol 500 mm x 300 m, 23 micron, transparant", D(96), D("11.40"),
              unit="ROL"),
         Line("PAL-EUR-A", "Europallet 1200 x 800 mm, klasse A, gebruikt", D(60), D("9.75"), unit="ST"),
         Line("OMR-SP-16", "Omsnoeringsband PP 16 mm x 1500 m, wit", D(12), D("32.80"), unit="ROL"),
         Line("HK-120-80", "Hoekbeschermer karton 35 x 35 x 3 mm, lengte 1200 mm, doos a 200 stuks", D(4),
              D("118.00"), unit="DS"),
         Line("ETK-100-150", "Verzendetiket thermisch 100 x 150 mm, 500 per rol", D(40), D("6.15"), unit="ROL")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("85.00"))],
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Richtlijn 2006/112/EG). Btw verlegd "
                  "naar de afnemer, btw-nummer BE0456.789.133.",
        iban="NL29 SNSB 6139 1953 05", bic="SNSBNL2A", customer_no="20417",
        extra={"ours": "1000387214", "terms": "30 dagen netto", "ship": "Vrachtwagen - franco huis",
               "dfmt": "%d-%m-%Y"}),
    # 02 — QAD in Dutch, a Mechelen electrical wholesaler: Belgian VAT 21 % (V21)
    Invoice(
        "02-nl-elektro", "nl", "qad",
        Supplier("Elektrogroothandel Rupelstreek NV", "Mechelsesteenweg 311", "2830", "Willebroek", "BE",
                 "BE0818.682.176", "03 860 22 41", "boekhouding@egr-elektro.be", "RPR Antwerpen, afd. Mechelen"),
        "27-0041207", date(2027, 12, 2), date(2028, 1, 1), "PO45771807", "45771807", D(21),
        [Line("LED-PNL-6060", "LED paneel 600x600 36W 4000K UGR<19", D(48), D("42.30"), unit="ST"),
         Line("KBL-XVB-3G2.5", "Kabel XVB-F2 3G2,5 Cca, haspel 100 m", D(6), D("138.50"), unit="HSP"),
         Line("AUT-C16-2P", "Automaat 2P C16 6kA", D(36), D("14.85"), unit="ST"),
         Line("DIF-40-30", "Differentieel 4P 40A 30mA type A", D(8), D("96.40"), unit="ST")],
        "604000", "V21",
        iban="BE05 0013 2631 7675", bic="GEBABEBB", payment_ref=ogm(2704120718), customer_no="TB1032",
        extra={"order": "SO270933", "ship": "BL270933-1", "terms": "30 dagen factuurdatum", "dfmt": "%d/%m/%y"}),
    # 03 — Sage 300 in Dutch, a Zele insulation contractor: works at the Gent warehouse, Belgian cocontractant (VRC)
    Invoice(
        "03-nl-isolatie", "nl", "sage300",
        Supplier("Isolatiewerken Durme BV", "Lokerenbaan 62", "9240", "Zele", "BE", "BE1304.647.327",
                 "052 44 81 03", "facturen@isolatie-durme.be", "RPR Gent, afd. Dendermonde"),
        "FA0027715", date(2027, 12, 3), date(2028, 1, 2), "BB-45771814", "45771814", D(0),
        [Line("ISO-PIR-100", "Dakisolatie PIR 100 mm geplaatst, magazijn hal 2", D(640), D("24.50"), unit="m2"),
         Line("DAMP-SCH", "Dampscherm plaatsen en naden afkleven", D(640), D("3.20"), unit="m2"),
         Line("WERF-INST", "Werfinstallatie en hoogwerker", D(1), D("780.00"), unit="FORF")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw te voldoen door de medecontractant, artikel 20 KB nr. 1. Btw-nummer medecontractant: "
                  "BE0456.789.133.",
        iban="BE95 3103 4288 2558", bic="BBRUBEBB", payment_ref=ogm(2771545771), customer_no="TECHNI01",
        extra={"order": "OE0004418", "ship": "Werf Industrieweg 14, Gent", "terms": "Netto 30 dagen",
               "dfmt": "%d/%m/%Y"}),
    # 04 — Oracle Fusion AR in French, a Lyon hydraulics maker: intra-EU goods (ICG), plain space thousands
    Invoice(
        "04-fr-hydraulique", "fr", "oracle",
        Supplier("Hydraulique Rhône-Alpes SAS", "18 avenue Jean Mermoz", "69008", "Lyon", "FR", "FR62856697453",
                 "04 78 74 21 60", "comptabilite.clients@hydra-ra.fr", "RCS Lyon 856 697 453"),
        "FAC2700318", date(2027, 12, 6), date(2028, 1, 5), "4577-1821", "45771821", D(0),
        [Line("HRA-VD-2110", "Vérin double effet 50/25 course 200 mm", D(10), D("214.00"), unit="PCE"),
         Line("HRA-FLX-12", "Flexible hydraulique DN12 2 tresses, serti 1 m", D(40), D("23.60"), unit="PCE"),
         Line("HRA-DIS-NG6", "Distributeur NG6 4/3 centre fermé 24 V CC", D(6), D("389.00"), unit="PCE"),
         Line("HRA-HUI-46", "Huile hydraulique HM 46, fût de 208 litres", D(2), D("612.50"), unit="FUT")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter, I du CGI. Livraison intracommunautaire - autoliquidation "
                  "par l'acquéreur (TVA BE0456.789.133).",
        group=" ", iban="FR12 6314 8284 4667 4180 9986 886", bic="CCBPFRPPLYO", customer_no="100734",
        extra={"terms": "30 jours nets", "bu": "HRA FR BU", "dfmt": "%d/%m/%Y"}),
    # 05 — Sage 300 in French, a Mons cleaning company: Belgian VAT 21 % on cleaning services (V21, 613000)
    Invoice(
        "05-fr-nettoyage", "fr", "sage300",
        Supplier("Hainaut Propreté Industrielle SRL", "Rue du Grand Large 9", "7000", "Mons", "BE", "BE1196.198.852",
                 "065 31 72 94", "facturation@hpi-mons.be", "RPM Hainaut, division Mons"),
        "FC0011483", date(2027, 12, 7), date(2028, 1, 6), "CDE 45771828", "45771828", D(21),
        [Line("NET-ENTR", "Nettoyage entrepôt, forfait mensuel décembre 2027", D(1), D("1860.00"), unit="FORF"),
         Line("NET-VITR", "Nettoyage des vitres et bardages, côté quai", D(420), D("2.35"), unit="m2"),
         Line("NET-SOL", "Décapage et cirage sols bureaux", D(185), D("4.80"), unit="m2"),
         Line("CONS-HYG", "Consommables sanitaires (papier, savon)", D(1), D("236.40"), unit="LOT")],
        "613000", "V21",
        iban="BE29 9795 9909 7364", bic="ARSPBE22", payment_ref=ogm(1148345771), customer_no="TECHNI",
        extra={"order": "CO0002291", "ship": "Industrieweg 14, Gand", "terms": "30 jours date facture",
               "dfmt": "%d/%m/%Y"}),
    # 06 — Oracle Fusion AR in French, a Luxembourg IT-services firm: services reverse charged (ICS, 613000)
    Invoice(
        "06-fr-informatique", "fr", "oracle",
        Supplier("Datacentre Alzette S.A.", "12, rue Eugène Ruppert", "L-2453", "Luxembourg", "LU", "LU82446053",
                 "+352 27 48 93 1", "ar@dc-alzette.lu", "RCS Luxembourg B198204"),
        "LU-INV-27-004127", date(2027, 12, 9), date(2028, 1, 8), "PO 45771835", "45771835", D(0),
        [Line("HEB-RACK-42", "Hébergement baie 42U, janvier à mars 2028", D(3), D("1450.00"), unit="MOIS"),
         Line("BP-1G", "Bande passante garantie 1 Gbit/s", D(3), D("390.00"), unit="MOIS"),
         Line("SUP-N2", "Support technique niveau 2, interventions de novembre", D("7.5"), D("125.00"),
              unit="HEURE")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 44 et 196 de la directive 2006/112/CE. TVA due par le preneur "
                  "BE0456.789.133.",
        group=".", iban="LU13 9816 8007 9678 5722", bic="BCEELULL", customer_no="50012",
        extra={"terms": "30 jours", "bu": "DCA LU BU", "dfmt": "%d-%m-%Y"}),
    # 07 — abas ERP, a Bielefeld drive-technology maker: intra-EU goods (ICG), packaging charge
    Invoice(
        "07-de-antriebe", "de", "abas",
        Supplier("Ostwestfalen Antriebstechnik GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE",
                 "DE343000949", "0521 96 47 30", "rechnungswesen@owl-antriebe.de", "Amtsgericht Bielefeld HRB 44129"),
        "400815", date(2027, 12, 10), date(2028, 1, 9), "4577/1842", "45771842", D(0),
        [Line("10-4471-02", "Stirnradgetriebemotor 0,75 kW, i=28,4, B5-Flansch", D(4), D("684.00"), unit="Stk",
              discount=D(8)),
         Line("10-4480-11", "Kegelradgetriebe K 39, Hohlwelle 30 mm", D(2), D("912.50"), unit="Stk",
              discount=D(8)),
         Line("21-0032-00", "Elastische Kupplung Gr. 38, Nabe gebohrt und genutet", D(10), D("47.80"), unit="Stk"),
         Line("33-1205-40", "Frequenzumrichter 1,5 kW, 400 V, IP20", D(4), D("318.00"), unit="Stk"),
         Line("90-0001-00", "Prüfprotokoll Getriebe", D(6), D("25.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verpackung", D("64.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i.V.m. § 6a UStG. "
                  "USt-IdNr. des Abnehmers: BE0456.789.133.",
        iban="DE56 4726 5677 3088 3891 38", bic="SPBIDE3BXXX", customer_no="71104",
        extra={"po_date": "vom 19.11.2027", "ours": "AB 306217", "terms": "30 Tage netto", "dfmt": "%d.%m.%Y",
               "contact": "Frau Brinkmann"}),
    # 08 — Infor M3 in German, a Heilbronn fastener wholesaler: intra-EU goods (ICG), no PO printed
    Invoice(
        "08-de-schrauben", "de", "m3",
        Supplier("Neckar Verbindungstechnik GmbH", "Pfühlstraße 37", "74076", "Heilbronn", "DE", "DE192961310",
                 "07131 56 38 0", "debitoren@neckar-vt.de", "Amtsgericht Stuttgart HRB 731905"),
        "27011963", date(2027, 12, 13), date(2028, 1, 12), None, "45771849", D(0),
        [Line("DIN933-M12X40-88", "Sechskantschraube DIN 933 M12x40 8.8 verzinkt", D(2000), D("0.118"),
              unit="ST", price_places=3),
         Line("DIN934-M12-8", "Sechskantmutter DIN 934 M12 Kl. 8 verzinkt", D(2000), D("0.042"), unit="ST",
              price_places=3),
         Line("DIN125-13-ST", "Scheibe DIN 125 A 13 Stahl verzinkt", D(4000), D("0.016"), unit="ST",
              price_places=3),
         Line("ANK-FAZ-12-100", "Bolzenanker M12 x 100 galv. verzinkt", D(250), D("1.64"), unit="ST"),
         Line("GEW-M16-1000", "Gewindestange DIN 976 M16 x 1000 mm 4.8", D(80), D("2.95"), unit="ST"),
         Line("SORT-KST-5", "Sortimentskasten mit 5 Einsätzen, leer", D(6), D("38.50"), unit="ST")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE92 9175 7232 6068 4304 04", bic="HEISDE66XXX", customer_no="30882",
        extra={"ours": "1000412077", "terms": "30 Tage netto", "ship": "Spedition frei Haus",
               "ref": "Herr Claeys, Lager Gent", "dfmt": "%d.%m.%Y"}),
    # 09 — abas ERP, a Paderborn automation service: commissioning, services reverse charged (ICS, 613000)
    Invoice(
        "09-de-wartung", "de", "abas",
        Supplier("Lippe Automatisierung GmbH", "Pollhansweg 21", "33104", "Paderborn", "DE", "DE966216792",
                 "05251 87 39 0", "buchhaltung@lippe-automation.de", "Amtsgericht Paderborn HRB 15862"),
        "400933", date(2027, 12, 14), date(2027, 12, 28), "45771856", "45771856", D(0),
        [Line("DL-SERV-TEC", "Servicetechniker, Wartung Fördertechnik Lager Gent", D(24), D("92.00"), unit="Std"),
         Line("DL-PROG-SPS", "SPS-Programmierung Anpassung Kommissionierzone", D(12), D("118.00"), unit="Std"),
         Line("DL-REISE", "Reisekostenpauschale Paderborn - Gent", D(2), D("340.00"), unit="Psch")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß § 13b UStG / "
                  "Art. 196 MwStSystRL. USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        iban="DE95 2020 7372 6510 1008 10", bic="GENODEM1PB1", customer_no="71388",
        extra={"po_date": "", "ours": "SA 27-0412", "terms": "14 Tage netto", "dfmt": "%d.%m.%Y",
               "contact": "Herr Wessel"}),
    # 10 — Comarch ERP in English, a Poznań pallet and crate maker: intra-EU goods (ICG)
    Invoice(
        "10-en-pallets", "en", "comarch",
        Supplier("Wielkopolska Pallet Sp. z o.o.", "ul. Gdyńska 114", "61-016", "Poznań", "PL", "PL6470587477",
                 "+48 61 879 42 10", "invoices@wlkp-pallet.pl", "KRS 0000491277"),
        "FS/1243/27/EXP", date(2027, 12, 15), date(2028, 1, 14), "TB/PO/45771863", "45771863", D(0),
        [Line("PAL-EPAL-1", "EPAL Euro pallet 1200x800, new, ISPM 15", D(300), D("11.90"), unit="pcs"),
         Line("PAL-IND-1210", "Industrial pallet 1200x1000, heavy duty", D(120), D("15.40"), unit="pcs"),
         Line("SKR-120-80", "Pallet collar 1200x800x200, hinged", D(200), D("7.85"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods - 0% VAT, Art. 42 of the Polish VAT Act / Art. 138 "
                  "Directive 2006/112/EC. Reverse charge: VAT payable by the buyer BE0456.789.133.",
        dec=".", group=" ", iban="PL22 7256 3272 0693 8896 1206 0761", bic="WBKPPLPP", customer_no="K/0733",
        extra={"dfmt": "%Y-%m-%d", "terms": "bank transfer, 30 days", "place": "Poznań"}),
    # 11 — Dynamics GP in English, a Galway lab-supplies distributor: intra-EU goods (ICG), freight
    Invoice(
        "11-en-labsupply", "en", "gp",
        Supplier("Corrib Laboratory Supplies Ltd", "Unit 7, Galway Technology Park", "H91 W2K8", "Galway", "IE",
                 "IE6711931Q", "+353 91 770 412", "accounts@corriblab.ie", "Registered in Ireland No. 584213"),
        "INV00031877", date(2027, 12, 16), date(2028, 1, 15), "45771870", "45771870", D(0),
        [Line("CLS-NIT-M", "Nitrile gloves, powder free, size M, 100/box", D(60), D("6.20"), unit="Box"),
         Line("CLS-PH-200", "Benchtop pH meter with electrode and stand", D(2), D("645.00"), unit="Each"),
         Line("CLS-BTL-1L", "Wash bottle LDPE 1000 ml, wide neck", D(24), D("4.75"), unit="Each"),
         Line("CLS-SPL-KIT", "Chemical spill kit, 50 l, in wheeled bin", D(3), D("189.00"), unit="Each")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("55.00"))],
        statement="Zero-rated intra-Community supply of goods (Art. 138 Directive 2006/112/EC). Customer to "
                  "account for VAT under reverse charge. Customer VAT No. BE0456.789.133.",
        dec=".", group=",", iban="IE29 AIBK 8643 8822 0479 46", bic="AIBKIE2D", customer_no="TECHNIBOUW01",
        extra={"dfmt": "%m/%d/%Y", "terms": "Net 30", "ship": "DHL FREIGHT", "sales": "EXPORT-2"}),
    # 12 — Dynamics GP in English, a Brussels publisher of technical standards and books: 6 % (V06)
    Invoice(
        "12-en-manuals", "en", "gp",
        Supplier("Technical Press Brussels SRL", "Boulevard du Souverain 280", "1160", "Auderghem", "BE",
                 "BE1285.658.982", "02 672 18 40", "billing@techpress.be", "RPM Bruxelles"),
        "SLS0027604", date(2027, 12, 20), date(2028, 1, 19), "PO-4577-1877", "45771877", D(6),
        [Line("TPB-HB-EL27", "Electrical Installations Handbook, 2027 edition", D(6), D("84.00"), unit="Each"),
         Line("TPB-GD-RACK", "Guide to Safe Pallet Racking, hardcover", D(10), D("46.50"), unit="Each"),
         Line("TPB-FL-MAN", "Forklift Operator Manual (NL/FR), paperback", D(25), D("18.90"), unit="Each"),
         Line("TPB-WS-VOL2", "Warehouse Safety Workbook Vol. 2", D(25), D("12.40"), unit="Each")],
        "604000", "V06",
        dec=",", group=".", iban="BE27 3638 7489 4873", bic="BBRUBEBB", payment_ref=ogm(2760445771),
        customer_no="TECHNI0001",
        extra={"dfmt": "%d/%m/%Y", "terms": "30 Days", "ship": "BPOST", "sales": "KBOSMANS"}),
]
