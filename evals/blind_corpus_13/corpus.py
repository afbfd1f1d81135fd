"""The twelve invoices of the thirteenth blind corpus (issue 38, item 13), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the twelve earlier blind
corpora print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the
ordinary layout of one family of invoicing software other than the earlier corpora's: WeFact, Rompslomp,
Accountable (BE), easybill, orgaMAX, Evoliz and Microsoft Dynamics AX. PO numbers are the ERP's 4577xxxx; each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20271203)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — WeFact, an Eindhoven cable wholesaler: intra-EU goods (ICG), line discounts, shipping before the net total
    Invoice(
        "01-nl-kabels", "nl", "wefact",
        Supplier("Kabelhandel Kempenland B.V.", "De Run 4312", "5503 LN", "Veldhoven", "NL", "NL712468973B01",
                 "040 253 71 88", "administratie@kabelhandel-kempenland.nl", "KvK 17093355"),
        "F2027-1184", date(2027, 8, 23), date(2027, 9, 22), "4577 0600", "45770600", D(0),
        [Line("KB-XVB-3G25", "Installatiekabel XVB-F2 3G2,5 mm², haspel 500 meter", D(4), D("612.00"), unit="hsp",
              discount=D(8)),
         Line("KB-XVB-5G6", "Installatiekabel XVB-F2 5G6 mm², haspel 100 meter", D(3), D("389.00"), unit="hsp",
              discount=D(8)),
         Line("KB-VMV-3G15", "Soepele kabel H05VV-F 3G1,5 mm² wit, rol 100 m", D(10), D("58.40"), unit="rol"),
         Line("KB-BUIS-16", "Installatiebuis PVC 16 mm grijs, lengte 4 meter, per bundel van 25 stuks", D(12),
              D("31.75"), unit="bdl"),
         Line("KB-KLEM-221", "Verbindingsklem 3-voudig 0,2-4 mm², doos à 50 stuks", D(20), D("11.90"), unit="ds")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("42.50"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL21 ABNA 0079 2893 40", bic="ABNANL2A", customer_no="D-10452",
        extra={"terms": "30 dagen"}),
    # 02 — Accountable (BE) in Dutch, an Antwerp logistics consultant: Belgian VAT 21 % on advice (V21, 613000)
    Invoice(
        "02-nl-advies", "nl", "accountable",
        Supplier("Claes Logistiek Advies BV", "Mechelsesteenweg 271", "2018", "Antwerpen", "BE", "BE1116.402.494",
                 "0478 21 66 09", "veerle@claes-logistiek.be", "RPR Antwerpen"),
        "2027-047", date(2027, 8, 24), date(2027, 9, 7), "Bestelbon 45770609", "45770609", D(21),
        [Line(None, "Analyse magazijnlayout en goederenstroom, inclusief opmetingen ter plaatse op 12 en 13 "
                    "augustus 2027", D(16), D("95.00"), unit="uur"),
         Line(None, "Rapport met aanbevelingen en herinrichtingsplan", D(1), D("1250.00"), unit="forfait"),
         Line(None, "Workshop met het magazijnteam (halve dag)", D(1), D("480.00"), unit="forfait"),
         Line(None, "Kilometervergoeding Antwerpen - Gent en terug", D(240), D("0.43"), unit="km")],
        "613000", "V21",
        iban="BE73 3634 1783 9260", bic="BBRUBEBB", payment_ref=ogm(2027047609), customer_no="",
        extra={}),
    # 03 — Rompslomp, a Breda meeting venue: room rental in the Netherlands, Dutch VAT 21 % (ICS, 610000)
    Invoice(
        "03-nl-zaalhuur", "nl", "rompslomp",
        Supplier("Zalencentrum Singelhof B.V.", "Nieuwe Boschstraat 58", "4811 CZ", "Breda", "NL", "NL607342110B03",
                 "076 521 30 47", "boekingen@singelhof-breda.nl", "KvK 20488613"),
        "2027-0388", date(2027, 8, 25), date(2027, 9, 8), "PO 4577-0618", "45770618", D(21),
        [Line(None, "Huur vergaderzaal Mastbos (40 personen) op 19 augustus 2027, inclusief beamer, scherm en "
                    "flip-over", D(1), D("675.00"), unit="dag"),
         Line(None, "Huur break-outruimte Liesbos", D(1), D("240.00"), unit="dag"),
         Line(None, "Technische ondersteuning tijdens de bijeenkomst", D(3), D("55.00"), unit="uur")],
        "610000", "ICS",
        statement="Dienst met betrekking tot een onroerende zaak in Nederland (art. 47 Btw-richtlijn): Nederlandse "
                  "btw 21% van toepassing.",
        iban="NL52 ABNA 5622 7813 58", bic="ABNANL2A", customer_no="1187",
        extra={}),
    # 04 — Evoliz, a Villefranche-sur-Saône carton maker: intra-EU goods (ICG), 2 500 pieces, a global discount
    Invoice(
        "04-fr-cartons", "fr", "evoliz",
        Supplier("Cartonnages du Beaujolais SAS", "145 rue Benoît Mulsant", "69400", "Villefranche-sur-Saône", "FR",
                 "FR78593831597", "04 74 62 18 35", "compta@cartonnages-beaujolais.fr", "SIRET 593 831 597 00019"),
        "FA-2027-00412", date(2027, 8, 27), date(2027, 9, 26), "4577/0627", "45770627", D(0),
        [Line("CB-F201-644", "Caisse américaine double cannelure 600 x 400 x 400 mm", D(1200), D("1.46"),
              unit="u"),
         Line("CB-F201-433", "Caisse américaine simple cannelure 400 x 300 x 300 mm", D(2500), D("0.68"), unit="u"),
         Line("CB-KRAFT-50", "Papier kraft de calage en rouleau, laize 50 cm x 250 m", D(24), D("38.90"), unit="rlx"),
         Line("CB-ETQ-100", "Étiquettes thermiques 100 x 150 mm, rouleau de 500", D(60), D("7.40"), unit="rlx",
              discount=D(5))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise globale 2 %", D(2))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA BE0456.789.133.",
        group=" ", iban="FR75 3425 3862 7222 2146 2326 313", bic="CCBPFRPPLYO", customer_no="C00318",
        extra={}),
    # 05 — Accountable (BE) in French, a Namur electrician: works on the Gent warehouse, Belgian reverse charge (VRC)
    Invoice(
        "05-fr-electricite", "fr", "accountable",
        Supplier("Électricité Meuse et Sambre SRL", "Chaussée de Louvain 412", "5020", "Namur", "BE",
                 "BE1807.244.018", "081 73 40 52", "facturation@elec-meusesambre.be", "RPM Liège, division Namur"),
        "F-2027-0219", date(2027, 8, 30), date(2027, 9, 29), "BC 45770636", "45770636", D(0),
        [Line(None, "Remplacement du tableau divisionnaire de la zone de quai, y compris câblage et raccordements",
              D(1), D("2340.00"), unit="forfait"),
         Line(None, "Main-d'œuvre électricien", D(22), D("58.00"), unit="h"),
         Line(None, "Pose de prises CEE 400 V pour chargeurs de chariots élévateurs", D(6), D("185.00"), unit="pce"),
         Line(None, "Contrôle de conformité RGIE par organisme agréé", D(1), D("290.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation : TVA due par le cocontractant, article 20 de l'arrêté royal n° 1 (Code de la "
                  "TVA, art. 51, § 2, 5°).",
        iban="BE79 0689 2625 3633", bic="GKCCBEBB", payment_ref=ogm(2702190636), customer_no="",
        extra={}),
    # 06 — Microsoft Dynamics AX in French, a Brussels book distributor: books at 6 % (V06), line discounts, charges
    Invoice(
        "06-fr-livres", "fr", "dynamicsax",
        Supplier("Diffusion Technique Européenne SA", "Avenue du Port 86", "1000", "Bruxelles", "BE",
                 "BE0262.634.626", "02 421 55 80", "ar@dte-diffusion.be", "RPM Bruxelles"),
        "FV27-018830", date(2027, 8, 31), date(2027, 9, 30), "4577.0645", "45770645", D(6),
        [Line("978-2-10-084512-3", "Manuel de gestion des stocks et des entrepôts, 5e édition", D(10), D("42.00"),
              unit="ex.", discount=D(10)),
         Line("978-2-7440-7721-0", "Guide pratique du cariste : sécurité et conduite", D(30), D("24.50"), unit="ex.",
              discount=D(10)),
         Line("978-2-85206-977-4", "Recueil des normes de stockage et de manutention, édition 2027", D(4),
              D("156.00"), unit="ex."),
         Line("978-2-212-67880-1", "La supply chain en pratique", D(6), D("36.90"), unit="ex.")],
        "604000", "V06", adjustments=[("Frais d'expédition", D("12.50"))],
        iban="BE73 3630 2265 1560", bic="BBRUBEBB", payment_ref=ogm(2701883045), customer_no="C-004471",
        extra={"order": "CV-0091276", "terms": "30 jours net", "delivery": "Transporteur", "dterms": "DAP Gent"}),
    # 07 — easybill in German, a Solingen tool maker: intra-EU goods (ICG), 1.000 bits, shipping
    Invoice(
        "07-de-werkzeug", "de", "easybill",
        Supplier("Bergische Werkzeugmanufaktur GmbH", "Schlagbaumer Straße 77", "42653", "Solingen", "DE",
                 "DE377497846", "0212 23 08 41-0", "rechnung@bwm-solingen.de", "Amtsgericht Wuppertal HRB 28417"),
        "RE-2027-03315", date(2027, 9, 1), date(2027, 10, 1), "4577 0654", "45770654", D(0),
        [Line("BW-SD-PH2", "Schraubendreher Phillips PH2 x 100 mm, 2K-Griff", D(240), D("3.85"), unit="Stk"),
         Line("BW-BIT-TX25", "Bit TX25 x 25 mm, 1/4 Zoll Sechskant", D(1000), D("0.38"), unit="Stk"),
         Line("BW-ZG-180", "Kombizange 180 mm, verchromt, Mehrkomponentengriffe", D(36), D("14.20"), unit="Stk"),
         Line("BW-MS-8", "Maulschlüsselsatz 6-22 mm, 8-teilig, in Rolltasche", D(20), D("29.90"), unit="Satz"),
         Line("BW-CU-18", "Cuttermesser 18 mm mit Abbrechklinge und Metallführung", D(120), D("2.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("49.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. USt-IdNr. des "
                  "Leistungsempfängers: BE0456.789.133.",
        iban="DE73 9290 1656 2774 8047 58", bic="WELADEDLSOL", customer_no="10288",
        extra={"delivery": "01.09.2027"}),
    # 08 — orgaMAX, an Aachen calibration service: calibration of the buyer's tools, reverse charged (ICS, 611000)
    Invoice(
        "08-de-kalibrierung", "de", "orgamax",
        Supplier("Kalibrierdienst Eifel-Rur GmbH", "Pascalstraße 19", "52076", "Aachen", "DE", "DE328055478",
                 "02408 95 61 30", "buchhaltung@kalibrierdienst-eifelrur.de", "Amtsgericht Aachen HRB 21966"),
        "20271093", date(2027, 9, 3), date(2027, 9, 17), "PO45770663", "45770663", D(0),
        [Line("KAL-DMS", "Kalibrierung Drehmomentschlüssel 20-200 Nm mit DAkkS-Kalibrierschein", D(14), D("48.00"),
              unit="Stk", discount=D(5)),
         Line("KAL-WAA", "Kalibrierung Plattformwaage bis 3.000 kg vor Ort", D(3), D("165.00"), unit="Stk"),
         Line("KAL-DMM", "Kalibrierung Digitalmultimeter", D(8), D("39.50"), unit="Stk"),
         Line("TECH-STD", "Techniker-Arbeitszeit vor Ort", D("6.5"), D("82.00"), unit="Std"),
         Line("REISE", "Reisekosten pauschal Aachen - Gent - Aachen", D(1), D("140.00"), unit="Psch")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 MwStSystRL, "
                  "§ 13b UStG. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE29 7622 8481 9079 6909 64", bic="AACSDE33", customer_no="K-2291",
        extra={"contact": "Herr Lennartz"}),
    # 09 — Microsoft Dynamics AX in German, a Luxembourg compressed-air dealer: ICG, no PO printed, line discounts
    Invoice(
        "09-de-druckluft", "de", "dynamicsax",
        Supplier("Drucklufttechnik Moselle S.à r.l.", "Zone industrielle Potaschberg 12", "L-6776", "Grevenmacher",
                 "LU", "LU22422635", "+352 26 74 58 1", "debiteurs@dl-moselle.lu", "RCS Luxembourg B201874"),
        "RG27-004471", date(2027, 9, 6), date(2027, 10, 6), None, "45770672", D(0),
        [Line("DL-KOMP-7510", "Schraubenkompressor 7,5 kW, 10 bar, mit integriertem Kältetrockner", D(1),
              D("6480.00"), unit="Stk", discount=D(6)),
         Line("DL-BEH-500", "Druckluftbehälter 500 l, verzinkt, 11 bar", D(1), D("890.00"), unit="Stk"),
         Line("DL-FIL-1", "Filterset Vor- und Feinfilter 1 Zoll", D(2), D("212.00"), unit="Set"),
         Line("DL-SCHL-20", "Druckluftschlauch PU 10 x 6,5 mm, 20 m mit Sicherheitskupplung", D(8), D("34.60"),
              unit="Stk", discount=D(6)),
         Line("DL-KUP-SET", "Schnellkupplungen-Set, 10-teilig", D(5), D("27.80"), unit="Set")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht", D("95.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 § 1 d) LTVA; Art. 138 MwStSystRL). "
                  "Steuerschuldner ist der Leistungsempfänger, USt-IdNr. BE0456.789.133.",
        iban="LU77 7852 2035 2848 0012", bic="CCRALULL", customer_no="DEB-00872",
        extra={"order": "AU-270915", "terms": "30 Tage netto", "delivery": "Spedition", "dterms": "DAP Gent"}),
    # 10 — Rompslomp in English, a Utrecht software house: WMS subscription and consultancy, reverse charged (ICS)
    Invoice(
        "10-en-software", "en", "rompslomp",
        Supplier("Domstad Software Solutions B.V.", "Europalaan 40", "3526 KS", "Utrecht", "NL", "NL726425357B02",
                 "030 298 14 60", "billing@domstad-software.nl", "KvK 61247730"),
        "2027-0512", date(2027, 9, 7), date(2027, 9, 21), "PO#45770681", "45770681", D(0),
        [Line(None, "Cloud WMS subscription, 12 users, September 2027", D(12), D("42.00"), unit="user"),
         Line(None, "Implementation consultancy: configuration of pick routes, label printing and the interface "
                    "with your ERP", D(18), D("110.00"), unit="hrs")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged (Art. 196 VAT Directive 2006/112/EC). Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL46 TRIO 7344 4900 10", bic="TRIONL2U", customer_no="C-0219",
        extra={}),
    # 11 — easybill in English, a Hamburg hydraulics dealer: intra-EU goods (ICG), six lines, a 2 % discount
    Invoice(
        "11-en-hydraulics", "en", "easybill",
        Supplier("Hanse Hydraulik GmbH", "Billstraße 181", "20539", "Hamburg", "DE", "DE538613024",
                 "+49 40 781 244 0", "invoices@hanse-hydraulik.de", "Amtsgericht Hamburg HRB 149077"),
        "RE-2027-08841", date(2027, 9, 8), date(2027, 10, 8), "4577/0690", "45770690", D(0),
        [Line("HH-ZYL-5030", "Hydraulic cylinder 50/30 x 300 mm, double acting", D(4), D("386.00"), unit="pcs"),
         Line("HH-2SN-12", "Hydraulic hose 2SN DN12 with press fittings, length 1,500 mm", D(24), D("27.40"),
              unit="pcs"),
         Line("HH-WV-43", "Directional control valve 4/3, NG6, 24 V DC", D(6), D("148.50"), unit="pcs"),
         Line("HH-HLP-46", "Hydraulic oil HLP 46, 20 l canister", D(15), D("64.00"), unit="can"),
         Line("HH-DS-5030", "Seal kit for cylinder 50/30", D(10), D("18.90"), unit="pcs"),
         Line("HH-MAN-250", "Pressure gauge 0-250 bar, glycerine-filled, G 1/4", D(12), D("22.75"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Discount 2 %", D(2))],
        statement="Tax-free intra-Community supply (Section 4 No. 1b UStG; Art. 138 Directive 2006/112/EC). "
                  "Customer VAT ID: BE0456.789.133.",
        dec=".", group=",", iban="DE32 7370 3289 1249 0533 23", bic="HASPDEHHXXX", customer_no="30517",
        extra={"delivery": "September 7, 2027"}),
    # 12 — WeFact in English, an Antwerp safety-wear wholesaler: Belgian VAT 21 % (V21), a line discount, shipping
    Invoice(
        "12-en-safety", "en", "wefact",
        Supplier("Scheldt Safety Supplies BV", "Noorderlaan 133", "2030", "Antwerpen", "BE", "BE0566.190.384",
                 "03 544 87 20", "accounts@scheldt-safety.be", "RPR Antwerpen"),
        "INV27-0734", date(2027, 9, 10), date(2027, 10, 10), "PO 4577.0699", "45770699", D(21),
        [Line("SS-HELM-W", "Safety helmet EN 397, white, with ratchet adjustment", D(40), D("12.80"), unit="pcs"),
         Line("SS-VEST-XL", "High-visibility vest EN ISO 20471 class 2, size XL", D(80), D("4.65"), unit="pcs"),
         Line("SS-GLV-9", "Cut-resistant gloves level C, size 9, pack of 12 pairs", D(25), D("46.20"), unit="pack",
              discount=D(5)),
         Line("SS-S3-MIX", "Safety shoes S3 SRC, sizes 39 to 46 as per your order", D(18), D("68.00"),
              unit="pair")],
        "604000", "V21", adjustments=[("Shipping", D("18.50"))],
        dec=".", group=",", iban="BE46 0681 0408 1936", bic="GKCCBEBB", payment_ref=ogm(2707340699),
        customer_no="D-3318", extra={"terms": "30 days"}),
]
