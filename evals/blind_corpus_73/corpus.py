"""The twelve invoices of the seventy-third blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (AT, BE, NL, FR, LU, DE) in de, nl, en
and fr, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing
software no earlier corpus used: ecosio (the Austrian e-invoicing network's PDF rendering), Fitek, Unimaze,
Epicor Prophet 21, Infor SX.e, MRPeasy and Fishbowl. PO numbers are the ERP's eight-digit numbers from 45776600 by
steps of 7; each invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry
valid check digits (ids.py, seed 20271263)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — ecosio in German, a Wels fastener wholesaler (AT): intra-EU goods (ICG), a line discount, freight
    Invoice(
        "01-de-befestigung", "de", "ecosio",
        Supplier("Alpen Befestigungstechnik GmbH", "Gewerbestraße 27", "4600", "Wels", "AT", "ATU40931140",
                 "+43 7242 61 880", "rechnung@alpen-befestigung.at", "FN 412877 k, Landesgericht Wels"),
        "RE 2027/004518", date(2027, 10, 4), date(2027, 11, 3), "PO-45776600", "45776600", D(0),
        [Line("AB-SK-8100", "Sechskantschraube DIN 933, 8.8 verzinkt, M8 x 100, Karton à 100 Stück", D(30),
              D("18.40"), unit="Karton", discount=D(8)),
         Line("AB-DUE-10", "Nylondübel 10 x 50 mm mit Kragen", D(4000), D("0.062"), unit="Stück", price_places=3),
         Line("AB-GS-M12", "Gewindestange DIN 976, 4.6 verzinkt, M12 x 1000 mm", D(250), D("1.74"), unit="Stück"),
         Line("AB-SA-M10", "Schwerlastanker M10 x 90, galvanisch verzinkt, mit Zulassung ETA-Option 1",
              D(600), D("0.89"), unit="Stück")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Zuschlag Fracht", D("58.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 iVm Art. 7 UStG 1994. "
                  "Die Steuerschuld geht auf den Leistungsempfänger über (UID BE0456.789.133).",
        iban="AT50 1239 1261 1892 9589", bic="BKAUATWW", customer_no="10-22817",
        extra={"terms": "30 Tage netto", "delivery": "Lieferschein LS 2027/011873 vom 01.10.2027"}),
    # 02 — Fitek in Dutch, a Kortrijk electrical wholesaler: Belgian VAT 21 % (V21), decimals in metres
    Invoice(
        "02-nl-elektro", "nl", "fitek",
        Supplier("Elektrotechniek Verhaeghe BV", "Kortrijksesteenweg 412", "8530", "Harelbeke", "BE",
                 "BE1492.784.963", "056 21 48 90", "boekhouding@verhaeghe-elektro.be", "RPR Gent, afd. Kortrijk"),
        "VF/2027/02318", date(2027, 10, 7), date(2027, 11, 6), "bestelling 45776607", "45776607", D(21),
        [Line("KG-60-300", "Kabelgoot staal verzinkt 60 x 300 mm, lengte 3 m", D("45"), D("38.20"), unit="st"),
         Line("XVB-4G6", "Kabel XVB-F2 4G6 mm², op haspel afgeknipt", D("187.5"), D("4.96"), unit="m"),
         Line("LED-HB-150", "LED-hoogbouwarmatuur 150 W, 4000 K, IP65, met bevestigingsbeugel en "
                            "veiligheidskabel", D(16), D("164.00"), unit="st")],
        "604000", "V21", group=" ",
        iban="BE28 0018 4841 4620", bic="GEBABEBB", payment_ref=ogm(2702318607), customer_no="KL 004417",
        extra={"terms": "30 dagen einde maand", "order": "VO27-0918"}),
    # 03 — Unimaze in Dutch, a Barneveld pallet maker (NL): intra-EU goods (ICG), an order discount of 2 %
    Invoice(
        "03-nl-pallets", "nl", "unimaze",
        Supplier("Veluwse Pallet- en Kistenfabriek B.V.", "Harselaarseweg 88", "3771 MB", "Barneveld", "NL",
                 "NL336795762B03", "0342 41 77 20", "facturen@veluwsepallet.nl", "KvK 08117354"),
        "2027.10.0457", date(2027, 10, 11), date(2027, 11, 10), "TB 4577.6614", "45776614", D(0),
        [Line("EUR-1-N", "Europallet 1200 x 800 mm, nieuw, EPAL-gekeurd", D(320), D("13.90"), unit="st"),
         Line("BP-1200-1000", "Blokpallet 1200 x 1000 mm, zwaar, 9 blokken, ISPM 15 behandeld", D(150),
              D("16.75"), unit="st"),
         Line("OZR-1208", "Opzetrand grenen 1200 x 800 mm, 4 scharnieren", D(200), D("7.45"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Orderkorting 2 %", D(2))],
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn). Btw verlegd naar "
                  "de afnemer, btw-nummer BE0456.789.133.",
        iban="NL81 SNSB 8668 2611 10", bic="SNSBNL2A", customer_no="20561",
        extra={"terms": "30 dagen", "order": "OV-27-3104"}),
    # 04 — Epicor Prophet 21 in English, a Venlo hydraulics distributor (NL): intra-EU goods (ICG), line discounts
    Invoice(
        "04-en-hydraulics", "en", "prophet21",
        Supplier("Maasland Hydraulics B.V.", "Celsiusweg 41", "5928 PR", "Venlo", "NL", "NL119316432B02",
                 "+31 77 382 19 50", "ar@maasland-hydraulics.nl", "KvK 12068347"),
        "1027455", date(2027, 10, 14), date(2027, 11, 13), "TB-45776621", "45776621", D(0),
        [Line("HH-R2-08-10", "Hydraulic hose 2SN DN 12 (1/2\"), 400 bar, cut to length", D(120), D("7.85"),
              unit="M", discount=D(12)),
         Line("QC-ISO-A-12", "Quick coupling ISO-A 1/2\" BSP, male and female set", D(40), D("24.60"), unit="SET",
              discount=D(12)),
         Line("PMP-GR2-16", "Gear pump group 2, 16 cc/rev, SAE A flange, clockwise", D(6), D("218.00"), unit="EA"),
         Line("FLT-RT-150", "Return-line filter element 10 micron, 150 l/min", D(24), D("31.40"), unit="EA")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, exempt under Article 138 of Directive 2006/112/EC. "
                  "Reverse charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL96 SNSB 3784 1890 08", bic="SNSBNL2A", customer_no="108823",
        extra={"terms": "Net 30", "order": "1027455", "order_date": "30/09/2027", "salesrep": "J. Peeters",
               "via": "DHL Freight"}),
    # 05 — Infor SX.e in English, an Antwerp bearings and drives distributor (BE): Belgian VAT 21 %, freight, hours
    Invoice(
        "05-en-drives", "en", "sxe",
        Supplier("Scheldeland Power Transmission NV", "Haven 1025, Scheldedijk 30", "2070", "Zwijndrecht", "BE",
                 "BE1052.542.644", "03 250 71 40", "invoicing@scheldeland-pt.be", "RPR Antwerpen"),
        "4411870-00", date(2027, 10, 19), date(2027, 11, 18), "45776628/WH-GENT", "45776628", D(21),
        [Line("6310-2ZC3", "DEEP GROOVE BALL BEARING 50X110X27", D(20), D("34.75"), unit="EA"),
         Line("8MGT-1600-30", "SYNCHRONOUS CARBON BELT 8MGT 1600MM 30MM WIDE", D(6), D("142.30"),
              unit="EA"),
         Line("SVC-LABOR", "FIELD SERVICE LABOR - ALIGNMENT OF CONVEYOR DRIVE 3, GENT WAREHOUSE", D("3.5"),
              D("78.00"), unit="HR")],
        "604000", "V21", adjustments=[("Freight", D("35.00"))],
        dec=".", group=",", iban="BE04 3104 8689 5731", bic="BBRUBEBB", payment_ref=ogm(4411870628),
        customer_no="TECHNIB01",
        extra={"terms": "NET 30 DAYS", "order_date": "10/05/27", "ship_date": "10/18/27", "via": "OUR TRUCK",
               "whse": "ANT1"}),
    # 06 — Fitek in French, a Charleroi beverage wholesaler (BE): Belgian reduced rate 6 % (V06), written date
    Invoice(
        "06-fr-boissons", "fr", "fitek",
        Supplier("Distribution Boissons Sambre SRL", "Rue de la Providence 61", "6030", "Marchienne-au-Pont", "BE",
                 "BE1703.506.674", "071 32 58 14", "facturation@dbsambre.be", "RPM Hainaut, division Charleroi"),
        "FV 27-01562", date(2027, 10, 22), date(2027, 11, 21), "Bon de commande n° 4577 6635", "45776635", D(6),
        [Line("EAU-19-PET", "Eau de source en bonbonne PET 18,9 l, consigne non comprise", D(120), D("6.90"),
              unit="bonb."),
         Line("CAF-GR-1KG", "Café en grains pur arabica, paquet 1 kg", D(36), D("17.80"), unit="pqt"),
         Line("EAU-PL-50", "Eau plate 50 cl, pack de 24 bouteilles", D(60), D("5.95"), unit="pack")],
        "604000", "V06", group=" ",
        iban="BE54 0684 6466 6197", bic="GKCCBEBB", payment_ref=ogm(2701562635), customer_no="C-31770",
        extra={"terms": "30 jours date de facture", "order": "CV-4471", "date_style": "long"}),
    # 07 — MRPeasy in French, a Tours machined-parts maker (FR): intra-EU goods (ICG), a line discount
    Invoice(
        "07-fr-usinage", "fr", "mrpeasy",
        Supplier("Ateliers Mécaniques du Val de Loire SAS", "14 rue Édouard Branly", "37300", "Joué-lès-Tours",
                 "FR", "FR96695803338", "02 47 67 31 08", "compta@amvl-usinage.fr",
                 "SIRET 695 803 338 00027 - RCS Tours"),
        "I00847", date(2027, 10, 27), date(2027, 11, 26), "TB/45776642", "45776642", D(0),
        [Line("P-2107-A", "Arbre de transmission Ø 40 mm, acier 42CrMo4 trempé et rectifié, longueur 650 mm", D(8),
              D("186.50"), unit="pcs"),
         Line("P-2119", "Flasque palier usiné, aluminium 6082", D(24), D("42.80"), unit="pcs", discount=D(5)),
         Line("P-3002-B", "Entretoise tournée inox 304, Ø 30 x 45 mm", D(250), D("3.64"), unit="pcs"),
         Line("P-3310", "Plaque d'adaptation moteur, acier S235 découpé laser et percé", D(12), D("67.20"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Exonération de TVA, article 262 ter, I du CGI – livraison intracommunautaire. "
                  "Autoliquidation : TVA due par le preneur (n° TVA BE0456.789.133).",
        group="\u202f", iban="FR94 1862 4539 8685 8899 3628 141", bic="CMCIFRPP", customer_no="",
        extra={"terms": "30 jours", "order": "CO-00412", "shipment": "SH-00398"}),
    # 08 — Fishbowl in English, a Luxembourg packaging stockist: intra-EU goods (ICG), no PO printed, shipping
    Invoice(
        "08-en-packaging", "en", "fishbowl",
        Supplier("Luxpack Supplies S.à r.l.", "12, rue de l'Industrie", "L-3895", "Foetz", "LU", "LU96514731",
                 "+352 26 55 41 1", "accounts@luxpack.lu", "RCS Luxembourg B198442"),
        "INV-10392", date(2027, 11, 3), date(2027, 12, 3), None, "45776649", D(0),
        [Line("SW-500-23", "Stretch wrap film 500 mm x 300 m, 23 micron, cast", D(96), D("11.20"), unit="roll"),
         Line("TP-PP-50", "Packing tape PP 50 mm x 66 m, brown, low noise", D(432), D("1.18"), unit="roll"),
         Line("BX-4030-DW", "Double wall box 400 x 300 x 300 mm", D(750), D("1.06"), unit="ea"),
         Line("PB-LDPE-100", "Pallet cover bag LDPE 1200 x 800 x 1500 mm, 100 per roll", D(8), D("54.00"),
              unit="roll")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping", D("85.00"))],
        statement="Intra-Community supply of goods exempt from VAT (Art. 43 (1) d LTVA / Art. 138 Directive "
                  "2006/112/EC); reverse charge applies, customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="LU42 0883 1841 4189 3440", bic="BILLLULL", customer_no="",
        extra={"terms": "Net 30", "so": "SO-20571", "carrier": "Will Call / Own transport", "date_style": "fb"}),
    # 09 — ecosio in English, a Stuttgart software consultancy (DE): services reverse charged (ICS), hours
    Invoice(
        "09-en-consulting", "en", "ecosio",
        Supplier("Neckar EDI Consulting GmbH", "Heilbronner Straße 190", "70191", "Stuttgart", "DE", "DE617425781",
                 "+49 711 25 39 46 0", "invoices@neckar-edi.de", "Amtsgericht Stuttgart HRB 781204"),
        "NEC-27-0311", date(2027, 11, 9), date(2027, 12, 9), "45776656", "45776656", D(0),
        [Line(None, "EDI mapping workshop, ORDERS and DESADV message set for the Gent warehouse", D("12.5"),
              D("135.00"), unit="hour"),
         Line(None, "Implementation of PEPPOL BIS 3 invoice export, testing with two trading partners", D("18.25"),
              D("135.00"), unit="hour"),
         Line(None, "Remote support package, November 2027", D(1), D("480.00"), unit="piece")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: the place of supply is Belgium (Art. 44 and 196 of Directive 2006/112/EC); "
                  "VAT is due by the recipient, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="DE48 4959 1024 0046 8746 62", bic="SOLADEST600", customer_no="",
        extra={"terms": "30 days net", "date_style": "%Y-%m-%d", "contract": "Framework agreement FA-2027-04"}),
    # 10 — Unimaze in German, a Hamm steel-shelving maker (DE): intra-EU goods (ICG), a written date, freight
    Invoice(
        "10-de-regale", "de", "unimaze",
        Supplier("Westfälische Regalbau GmbH", "Hafenstraße 57", "59067", "Hamm", "DE", "DE427582064",
                 "02381 94 27 0", "buchhaltung@wf-regalbau.de", "Amtsgericht Hamm HRB 6718"),
        "2027 11 0821", date(2027, 11, 17), date(2027, 12, 17), "Best.-Nr. 4577 6663", "45776663", D(0),
        [Line("PR-3000-1100", "Palettenregal Rahmen 3000 x 1100 mm, verzinkt, inkl. Fußplatten", D(12),
              D("96.40"), unit="Stk"),
         Line("TR-2700-120", "Traversenpaar 2700 mm, Tragkraft 2.400 kg je Paar, RAL 2001 orange", D(36),
              D("58.90"), unit="Paar"),
         Line("AS-RA-400", "Anfahrschutz für Rahmen, 400 mm, gelb-schwarz", D(12), D("27.50"), unit="Stk"),
         Line("DS-GIT-2700", "Gitterrost-Fachboden 2700 x 1100 mm", D(18), D("71.20"), unit="Stk"),
         Line("MONT-H", "Montage durch eigenes Personal vor Ort", D("14.5"), D("62.00"), unit="Std")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("240.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE80 3667 8055 2300 8678 58", bic="WELADED1HAM", customer_no="D 40315",
        extra={"terms": "30 Tage ohne Abzug", "order": "AB 27-1742", "date_style": "long"}),
    # 11 — Epicor Prophet 21 in French, a Luxembourg fluid-fittings distributor: intra-EU goods (ICG)
    Invoice(
        "11-fr-raccords", "fr", "prophet21",
        Supplier("Raccords et Fluides Luxembourg S.A.", "Zone Industrielle Bombicht 7", "L-6947", "Niederanven",
                 "LU", "LU57234979", "+352 34 80 22 1", "comptabilite@rfl.lu", "RCS Luxembourg B172615"),
        "1030218", date(2027, 11, 24), date(2027, 12, 24), "4577 6670", "45776670", D(0),
        [Line("RF-LAI-15", "Raccord laiton à sertir Ø 15 mm, coude 90°", D(200), D("2.84"), unit="PCE",
              discount=D(10)),
         Line("VA-SPH-1P", "Vanne à sphère laiton PN 40, 1 pouce, poignée papillon", D(36), D("19.60"), unit="PCE"),
         Line("FLX-INOX-50", "Flexible inox tressé, raccords femelle-femelle 1/2\", longueur 500 mm", D(80),
              D("6.15"), unit="PCE")],
        "604000", "ICG", reverse_charge=True,
        statement="Livraison intracommunautaire exonérée (art. 43, § 1er, d) de la loi TVA luxembourgeoise ; "
                  "article 138 de la directive 2006/112/CE). Autoliquidation par le preneur, TVA BE0456.789.133.",
        iban="LU82 2492 6563 3641 0329", bic="BCEELULL", customer_no="200417",
        extra={"terms": "30 jours net", "order": "1030218", "order_date": "12/11/2027", "salesrep": "M. Weber",
               "via": "Transporteur"}),
    # 12 — Fishbowl in Dutch, a Mechelen safety-equipment stockist (BE): Belgian VAT 21 % (V21), freight
    Invoice(
        "12-nl-veiligheid", "nl", "fishbowl",
        Supplier("Veiligheidshuis Rupel BV", "Battelsesteenweg 455", "2800", "Mechelen", "BE", "BE0898.283.049",
                 "015 43 18 60", "facturatie@veiligheidshuis-rupel.be", "RPR Antwerpen, afd. Mechelen"),
        "F-2027-3391", date(2027, 12, 1), date(2027, 12, 31), "PO 4577 6677", "45776677", D(21),
        [Line("VS-S3-42", "Veiligheidsschoen S3 laag, maat gemengd", D(24), D("64.50"), unit="paar"),
         Line("HV-JAS-XL", "Fluo-werkjas klasse 3 met reflecterende banden, gevoerd", D(30), D("38.90"), unit="st"),
         Line("HS-NIT-L", "Nitril werkhandschoen maat 9, doos à 12 paar", D(40), D("14.75"), unit="ds")],
        "604000", "V21", adjustments=[("Transportkosten", D("25.00"))],
        dec=",", group=".", iban="BE10 1031 7997 7104", bic="NICABEBB", payment_ref=ogm(2733910677),
        customer_no="", extra={"terms": "30 dagen", "so": "SO-7714", "carrier": "Bpost pakket",
                                "date_style": "%d/%m/%Y"}),
]
