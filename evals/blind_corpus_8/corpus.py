"""The twelve invoices of the eighth blind corpus (issue 38, item 8), written before the reader was next judged, by
a helper that had not read the reader. Twelve suppliers neither the project nor the seven earlier blind corpora print
(BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of mainstream invoicing software other than the earlier corpora's: Jortt, Horus (Belgian), Billomat,
Axonaut, Dolibarr, FreshBooks and Oracle NetSuite. PO numbers are the ERP's 4577xxxx; each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(invoice_env/world/identifiers.py's generators, seed 20270508)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Jortt, a Dutch packaging wholesaler, intra-EU goods (ICG), shipping before the net total
    Invoice(
        "01-nl-verpakking", "nl", "jortt",
        Supplier("Zuidema Verpakkingen B.V.", "Kanaalweg 58", "8443 DN", "Heerenveen", "NL", "NL183159391B02",
                 "0513 62 48 10", "facturen@zuidema-verpakkingen.nl", "KvK 71846253"),
        "2027-0148", date(2027, 5, 3), date(2027, 5, 17), "PO-4577-0103", "45770103", D(0),
        [Line("ZV-DOOS-4030", "Amerikaanse vouwdoos 400x300x300 mm, enkelgolf bruin", D(500), D("0.685"),
              price_places=3),
         Line("ZV-TAPE-PP50", "Verpakkingstape PP 50 mm x 66 m, transparant, low noise", D(216), D("1.45")),
         Line("ZV-STRETCH-23", "Handstretchfolie 23 my, 500 mm x 300 m, transparant", D(48), D("8.95")),
         Line("ZV-NOPPEN-100", "Noppenfolie 100 cm x 100 m", D(10), D("24.50"))],
        "601000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("65.00"))],
        statement="Intracommunautaire levering van goederen: btw verlegd naar de afnemer (art. 138 Btw-richtlijn "
                  "2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL86 SNSB 3952 0309 07", bic="SNSBNL2A", customer_no="1093"),
    # 02 — Jortt, a Dutch translation agency, services reverse charged (ICS); quantities in words (18.400)
    Invoice(
        "02-nl-vertaling", "nl", "jortt",
        Supplier("Lindeboom Taalservice B.V.", "Breestraat 97", "2311 CK", "Leiden", "NL", "NL561381124B02",
                 "071 514 07 66", "administratie@lindeboomtaal.nl", "KvK 58201947"),
        "F 27 0093", date(2027, 5, 4), date(2027, 6, 3), "inkooporder 4577 0110", "45770110", D(0),
        [Line(None, "Vertaling productcatalogus 2027 Nederlands-Frans, inclusief terminologielijst en "
              "eindredactie door een tweede vertaler", D(18400), D("0.12"), unit="woorden"),
         Line(None, "Vertaling productcatalogus 2027 Nederlands-Duits", D(18400), D("0.13"), unit="woorden"),
         Line(None, "DTP-opmaak InDesign, twee taalversies", D(64), D("9.50"), unit="pagina's"),
         Line(None, "Projectmanagement", D(1), D("150.00"))],
        "614000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: "
                  "BE0456.789.133.",
        iban="NL35 SNSB 2146 6194 22", bic="SNSBNL2A", customer_no="2207"),
    # 03 — Horus (Belgian online accounting), a Flemish roofer: works on a building, Belgian reverse charge (VRC)
    Invoice(
        "03-nl-dakwerken", "nl", "horus",
        Supplier("Dakwerken Vermeulen BV", "Kortrijksesteenweg 412", "9830", "Sint-Martens-Latem", "BE",
                 "BE0468.860.485", "09 282 17 43", "facturatie@dakwerken-vermeulen.be", "RPR Gent"),
        "2027/00381", date(2027, 5, 5), date(2027, 6, 4), "Bestelbon 45770117", "45770117", D(0),
        [Line(None, "Herstelling platte dakbedekking magazijn zone B: verwijderen van de beschadigde roofing, "
              "plaatsen van nieuwe EPDM-dakbedekking 1,2 mm, inclusief opkanten en afwerking van de dakranden",
              D(185), D("38.50"), unit="m²"),
         Line("DV-KOEP-120", "Lichtkoepel 120x120 cm, dubbelwandig, met opstand", D(4), D("685.00"), unit="st",
              discount=D(8)),
         Line("DV-AFV-80", "Dakafvoer EPDM Ø 80 mm", D(6), D("42.00"), unit="st"),
         Line(None, "Afvoer en verwerking bouwafval (container 10 m³)", D(1), D("395.00"), unit="forf."),
         Line(None, "Hoogtewerker, huur per dag", D(3), D("175.00"), unit="dag")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één maand "
                  "na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een belastingplichtige "
                  "is gehouden tot de indiening van periodieke aangiften. Indien die voorwaarde niet vervuld is, is "
                  "de klant ten aanzien van die voorwaarde aansprakelijk voor de betaling van de verschuldigde "
                  "belasting, intresten en geldboeten. (art. 20 KB nr. 1)",
        iban="BE13 7358 7842 7439", bic="KREDBEBB", payment_ref=ogm(2700381117), customer_no="K0412"),
    # 04 — Horus in French, a Walloon technical publisher: books at the reduced Belgian rate (V06), invoice discount
    Invoice(
        "04-fr-editions", "fr", "horus",
        Supplier("Éditions Techniques Delvaux SRL", "Avenue Prince de Liège 91", "5100", "Jambes", "BE",
                 "BE1859.803.863", "081 30 62 95", "comptabilite@editions-delvaux.be", "RPM Liège, division Namur"),
        "VF/2027/0089", date(2027, 5, 6), date(2027, 6, 5), "BC n° 4577-0124", "45770124", D(6),
        [Line("978-2-931204-18-7", "Vademecum de la sécurité sur chantier, 6e édition 2027", D(40), D("34.90"),
              unit="ex."),
         Line("978-2-931204-22-4", "Guide pratique de l'électricité du bâtiment (RGIE 2027), broché, 412 pages, "
              "avec schémas commentés", D(25), D("49.00"), unit="ex."),
         Line("978-2-931204-09-5", "Formulaire du technicien HVAC", D(15), D("27.50"), unit="ex.")],
        "604000", "V06", adjustments=[("Remise libraire 5 %", D(5))],
        iban="BE54 0684 3158 9197", bic="GKCCBEBB", payment_ref=ogm(2700890124), customer_no="C-00318"),
    # 05 — Billomat, a Bavarian tool dealer, intra-EU goods (ICG), line discounts
    Invoice(
        "05-de-werkzeug", "de", "billomat",
        Supplier("Werkzeughandel Brandl GmbH", "Gutenbergstraße 14", "86356", "Neusäß", "DE", "DE600835640",
                 "0821 450 73 20", "buchhaltung@brandl-werkzeug.de", "Amtsgericht Augsburg HRB 31442"),
        "RE 2027/0571", date(2027, 5, 7), date(2027, 5, 21), "Bestellung Nr. 4577-0131", "45770131", D(0),
        [Line("BR-10450", "Akku-Schlagschrauber 18 V, 2 x 5,0 Ah, im Koffer", D(6), D("289.00"), unit="Stk.",
              discount=D(10)),
         Line("BR-20112", "Bitsatz 32-tlg., Torsion, mit Magnethalter", D(40), D("18.90"), unit="Stk.",
              discount=D(10)),
         Line("BR-31007", "Drehmomentschlüssel 1/2\", 40–200 Nm, mit Kalibrierzertifikat", D(10), D("142.50"),
              unit="Stk."),
         Line("BR-40220", "Gliedermaßstab Holz 2 m", D(100), D("3.15"), unit="Stk."),
         Line("BR-50031", "Werkstattwagen mit 7 Schubladen, bestückt mit 215 Werkzeugen nach Liste W-215 "
              "(Steckschlüssel, Schraubendreher, Zangen, Hämmer)", D(2), D("1190.00"), unit="Stk.")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban="DE18 1914 4884 5810 2665 71", bic="GENODEF1AUG", customer_no="20418"),
    # 06 — Billomat, a German congress organiser, 19 % on admission to an event in Dortmund (ICS), two lines
    Invoice(
        "06-de-kongress", "de", "billomat",
        Supplier("Intralogistik Forum Events GmbH", "Rheinlanddamm 200", "44139", "Dortmund", "DE", "DE912221367",
                 "0231 586 90 12", "rechnung@intralogistik-forum.de", "Amtsgericht Dortmund HRB 28815"),
        "2027-KF-0214", date(2027, 5, 10), date(2027, 5, 24), "PO 45770138", "45770138", D(19),
        [Line("KF27-TK", "Teilnahmegebühr Kongress Intralogistik 2027, 8.–9. Juni 2027, Westfalenhallen Dortmund, "
              "inkl. Tagungsunterlagen", D(4), D("895.00"), unit="Pers."),
         Line("KF27-WS3", "Workshop 3: Lagerautomatisierung im Mittelstand (halbtägig)", D(2), D("290.00"),
              unit="Pers.")],
        "613000", "ICS",
        statement="Leistungsort Dortmund (§ 3a Abs. 3 Nr. 5 UStG, Eintrittsberechtigung zu einer Veranstaltung): "
                  "deutsche Umsatzsteuer.",
        iban="DE86 7132 1252 0930 7133 90", bic="DORTDE33XXX", customer_no="K-5521"),
    # 07 — Axonaut, a French industrial hardware dealer, intra-EU goods (ICG), line discounts, carriage before net
    Invoice(
        "07-fr-quincaillerie", "fr", "axonaut",
        Supplier("Quincaillerie Industrielle Roussel SAS", "14 rue des Forges", "59650", "Villeneuve-d'Ascq", "FR",
                 "FR09922453121", "03 20 47 18 55", "compta@roussel-quincaillerie.fr", "SIRET 922 453 121 00017"),
        "FAC 2027 0318", date(2027, 5, 11), date(2027, 6, 10), "Bon de commande n° 4577 0145", "45770145", D(0),
        [Line("QR-CHV-M8", "Cheville à frapper M8 x 60, boîte de 100", D(30), D("21.40")),
         Line("QR-TIG-M10", "Tige filetée M10 x 1000 mm, acier zingué", D(200), D("1.92")),
         Line("QR-COL-32", "Collier de serrage PVC pour tube Ø 32 mm, sachet de 50", D(24), D("12.60"),
              discount=D(5)),
         Line("QR-RAIL-41", "Rail de montage 41 x 21 mm, longueur 3 m, perforé, galvanisé à chaud, avec "
              "embouts de protection", D(80), D("14.75"), discount=D(5)),
         Line("QR-EQ-90", "Équerre de fixation 90°", D(150), D("0.86")),
         Line("QR-MAST", "Mastic-colle polyuréthane, cartouche 290 ml", D(60), D("7.35"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("58.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur (art. 138 directive 2006/112/CE).",
        group="\u00a0", iban="FR40 1037 1867 0359 2018 8790 934", bic="CMCIFR2A", customer_no="CL00254"),
    # 08 — Dolibarr, a French door-maintenance firm, 20 % on works at the buyer's Lesquin depot (ICS)
    Invoice(
        "08-fr-maintenance", "fr", "dolibarr",
        Supplier("Portes et Fermetures du Nord SARL", "ZI de la Pilaterie, 6 rue Denis Papin", "59290",
                 "Wasquehal", "FR", "FR10638075085", "03 20 65 41 02", "sav@pfn-fermetures.fr",
                 "SIRET 638 075 085 00029"),
        "FA2705-0217", date(2027, 5, 12), date(2027, 6, 11), "CDE 4577 0152", "45770152", D(20),
        [Line("MAINT-PS", "Contrat d'entretien portes sectionnelles, visite semestrielle de mai 2027, 8 portes, "
              "dépôt de Lesquin", D(8), D("145.00")),
         Line("RES-TORS-50", "Ressort de torsion 50 mm (paire)", D(2), D("186.00"), discount=D(10)),
         Line("NIV-VERIN", "Niveleur de quai : remplacement du vérin hydraulique", D(1), D("640.00")),
         Line(None, "Main d'œuvre technicien, dépannage hors contrat", D("5.5"), D("68.00")),
         Line(None, "Déplacement zone 2", D(1), D("45.00"))],
        "611000", "ICS",
        statement="Prestations se rattachant à un immeuble situé en France (dépôt de Lesquin) : TVA française "
                  "(art. 259 A 2° du CGI).",
        group=" ", iban="FR67 9452 2790 3845 1352 9974 928", bic="CCBPFRPPLIL", customer_no="CU2705-00031"),
    # 09 — FreshBooks, a Dutch route-planning software firm, services reverse charged (ICS), no PO printed
    Invoice(
        "09-en-saas", "en", "freshbooks",
        Supplier("Routewise Software B.V.", "Weena 505", "3013 AL", "Rotterdam", "NL", "NL652718802B01",
                 "010 745 23 90", "billing@routewise.nl", "KvK 80531774"),
        "0000127", date(2027, 5, 13), date(2027, 6, 12), None, "45770159", D(0),
        [Line("RW-FLEET-50", "Route planning subscription, fleet up to 50 vehicles, June 2027 to May 2028 "
              "(annual, billed in advance)", D(1), D("4800.00")),
         Line("RW-DRV-APP", "Driver app licences, per user per year", D(35), D("42.00")),
         Line("RW-ONB", "Onboarding and data import, remote (hours)", D(6), D("115.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive "
                  "2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="NL05 SNSB 0850 3839 36", bic="SNSBNL2A"),
    # 10 — FreshBooks, a Brussels consultancy invoicing in English, Belgian VAT 21 % (V21)
    Invoice(
        "10-en-consultancy", "en", "freshbooks",
        Supplier("Meridian Supply Chain Advisory BV", "Avenue Louise 231", "1050", "Brussels", "BE",
                 "BE0755.531.416", "+32 2 318 44 70", "accounts@meridian-sca.be", "RLE Brussels"),
        "MSC-2027-061", date(2027, 5, 14), date(2027, 6, 13), "PO 4577-0166", "45770166", D(21),
        [Line(None, "Warehouse layout study Gent: site visits, interviews with shift leaders, analysis of pick "
              "paths and a written report with three layout scenarios (days)", D(9), D("1150.00")),
         Line(None, "Workshop facilitation, management team (half day)", D(2), D("575.00")),
         Line(None, "Travel expenses (1,240 km at 0.43 per km)", D(1), D("533.20"))],
        "613000", "V21", dec=".", group=",", iban="BE98 0016 2281 9393", bic="GEBABEBB",
        payment_ref=ogm(2700610166)),
    # 11 — Oracle NetSuite, a Luxembourg vehicle-hire firm, 17 % on short-term hire put at disposal in LU (ICS)
    Invoice(
        "11-en-vanhire", "en", "netsuite",
        Supplier("Lux Fleet Rent S.A.", "283, route d'Arlon", "L-8011", "Strassen", "LU", "LU72090808",
                 "+352 26 31 58 1", "ar@luxfleetrent.lu", "RCS Luxembourg B198420"),
        "INV10452", date(2027, 5, 17), date(2027, 6, 16), "4577 0173", "45770173", D(17),
        [Line("VAN-L2H2", "Panel van 3.5 t L2H2, daily hire 20/05/2027 to 29/05/2027", D(10), D("89.00")),
         Line("TRK-7.5T", "Box truck 7.5 t with tail lift, daily hire 20/05/2027 to 24/05/2027", D(5),
              D("165.00")),
         Line("INS-CDW", "Collision damage waiver, per vehicle per day", D(15), D("14.50")),
         Line("KM-EXTRA", "Additional kilometres above 250 km per day", D(412), D("0.32"))],
        "610000", "ICS",
        statement="Short-term hire of means of transport put at the customer's disposal in Luxembourg (Article "
                  "56(1), Directive 2006/112/EC): Luxembourg VAT 17 %.",
        dec=".", group=",", iban="LU82 6102 1017 4114 6390", bic="BILLLULL", customer_no="C-10877",
        extra={"terms": "Net 30", "rep": "M. Schmit", "via": "Pick-up Strassen", "ship": "20/05/2027"}),
    # 12 — Oracle NetSuite in German, a Rhineland electrical wholesaler, intra-EU goods (ICG), eight lines
    Invoice(
        "12-de-elektro", "de", "netsuite",
        Supplier("Elektro-Großhandel Rheinland GmbH", "Hansestraße 21", "41460", "Neuss", "DE", "DE645866561",
                 "02131 740 55 0", "debitoren@egr-rheinland.de", "Amtsgericht Neuss HRB 19733"),
        "RG-27-004519", date(2027, 5, 19), date(2027, 6, 18), "4577 0180 vom 28.04.2027", "45770180", D(0),
        [Line("1020345", "NYM-J 3x1,5 mm², Ring 100 m", D(20), D("52.80")),
         Line("1020361", "NYM-J 5x2,5 mm², Trommel 500 m", D(2), D("498.00")),
         Line("2204418", "Installationsschalter Aus/Wechsel, reinweiß, UP", D(250), D("2.85")),
         Line("2204427", "Schutzkontaktsteckdose UP, reinweiß", D(400), D("2.48")),
         Line("3310052", "Leitungsschutzschalter B16, 1-polig, 6 kA", D(120), D("3.96")),
         Line("3310211", "FI-Schutzschalter 40 A / 30 mA, 4-polig, Typ A", D(15), D("38.70")),
         Line("4400890", "Abzweigdose AP IP65, 100x100x50 mm, mit Einführungen", D(300), D("1.19")),
         Line("5512004", "Kabelbinder 4,8 x 300 mm, schwarz, UV-beständig, Beutel 100 Stk.", D(50), D("4.20"))],
        "601000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers.",
        iban="DE39 8561 8909 1656 5141 40", bic="NEUSDE33XXX", customer_no="D-300712",
        extra={"terms": "30 Tage netto", "rep": "S. Krämer", "via": "Spedition", "ship": "18.05.2027"}),
]
