"""The twelve invoices of the twenty-eighth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers (BE, NL, DE, IT, SE, IE), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
Banqup, Tripletex, Fiken, Bokio, QuickFile, ClearBooks and Zucchetti. PO numbers are the ERP's 4577xxxx (from
45772100 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and
IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators on random.Random(20271218),
python-stdnum's check digits for the countries without one)."""

from __future__ import annotations

from datetime import date

from ids import draw
from invoices import D, Invoice, Line, Supplier, ogm

# (country, city) of each supplier, in the corpus's order: their VAT number and IBAN are drawn in this order
_PLACES = [("BE", "Eeklo"), ("NL", "Rotterdam"), ("IT", "Bozen"), ("BE", "Anderlecht"), ("SE", "Malmö"),
           ("IE", "Cork"), ("BE", "Sint-Denijs-Westrem"), ("NL", "Breda"), ("DE", "Bremen"), ("BE", "Brussels"),
           ("IT", "Pollein (AO)"), ("SE", "Växjö")]
IDS = draw(_PLACES)
VAT = [vat for vat, _ in IDS]
IBAN = [iban for _, iban in IDS]


def _peppol(vat: str) -> str:
    """A Belgian company's Peppol participant id: scheme 0208 and its enterprise number."""
    return "0208:" + vat[2:].replace(".", "")


CORPUS = [
    # 01 — Banqup, an Eeklo sheltered workshop (maatwerkbedrijf): repacking services at the Belgian 6 % (V06)
    Invoice(
        "01-nl-verpakking", "nl", "banqup",
        Supplier("Meetjeslandse Werkplaatsen vzw", "Industriepark-Noord 8", "9900", "Eeklo", "BE", VAT[0],
                 "09 376 41 20", "facturatie@mw-meetjesland.be", "RPR Gent, afdeling Gent"),
        "2027-0412", date(2027, 11, 29), date(2027, 12, 29), "45772100", "45772100", D(6),
        [Line(None, "Herverpakken schroeven en pluggen in blisterverpakking per 25 stuks, inclusief etiketteren "
                    "met EAN-barcode", D(14200), D("0.12"), unit="st"),
         Line(None, "Samenstellen toonbankdisplays (montage en vullen)", D(180), D("4.35"), unit="st"),
         Line(None, "Palletiseren en wikkelen, klaar voor transport", D(24), D("6.50"), unit="pal"),
         Line(None, "Ophalen en terugleveren goederen Gent - Eeklo", D(2), D("68.00"), unit="rit")],
        "602000", "V06",
        statement="Btw 6 %: verlaagd tarief voor prestaties van een erkend maatwerkbedrijf.",
        iban=IBAN[0], bic="GKCCBEBB", payment_ref=ogm(2704120100), customer_no="K0318",
        extra={"peppol": _peppol(VAT[0]), "terms": "30 dagen"}),
    # 02 — Tripletex in English, a Rotterdam fastener wholesaler: intra-EU goods (ICG), Norwegian number style
    Invoice(
        "02-en-fasteners", "en", "tripletex",
        Supplier("Rijnmond Industrial Supplies B.V.", "Vareseweg 131", "3047 AT", "Rotterdam", "NL", VAT[1],
                 "+31 10 462 88 10", "invoice@rijnmond-supplies.nl", "KvK 24387716"),
        "10487", date(2027, 11, 30), date(2027, 12, 30), "4577 2107", "45772107", D(0),
        [Line("10234", "Hex bolt DIN 933 M12 x 50, 8.8 zinc plated, box of 100", D(40), D("18.40"), unit="box",
              discount=D(8)),
         Line("10236", "Hex nut DIN 934 M12, class 8, zinc plated, box of 200", D(30), D("9.80"), unit="box",
              discount=D(8)),
         Line("20411", "Threaded rod DIN 976 M16 x 1000 mm, stainless steel A2", D(120), D("7.65"), unit="pcs"),
         Line("31007", "Chemical anchor vinylester 410 ml cartridge for concrete and masonry, with 2 mixing "
                       "nozzles", D(48), D("14.90"), unit="pcs"),
         Line("31012", "Dispensing gun for 410 ml cartridges, heavy duty", D(6), D("42.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, VAT reverse charged (art. 138 VAT Directive 2006/112/EC). "
                  "Customer VAT no. BE0456.789.133.",
        dec=",", group="\u00a0", iban=IBAN[1], bic="TRIONL2U", customer_no="10219",
        extra={"our_ref": "Marco de Wit", "your_ref": "Accounts payable", "terms": "30 days"}),
    # 03 — Zucchetti in German, a Bolzano valve maker: intra-EU goods (ICG), compound discounts, transport costs
    Invoice(
        "03-de-armaturen", "de", "zucchetti",
        Supplier("Etschtaler Armaturen GmbH", "Galvanistraße 34", "39100", "Bozen", "IT", VAT[2],
                 "+39 0471 93 52 10", "verwaltung@etschtaler-armaturen.it", "Handelsregister Bozen BZ-218734"),
        "1854/E", date(2027, 12, 1), date(2028, 1, 31), "45772114 vom 10/11/2027", "45772114", D(0),
        [Line("KH.050.PN16", "Kugelhahn Messing DN 50, PN 16, Innengewinde, mit Hebelgriff", D(24), D("38.60"),
              unit="ST", discount=D("14.5")),
         Line("KH.025.PN16", "Kugelhahn Messing DN 25, PN 16", D(60), D("14.20"), unit="ST", discount=D("14.5")),
         Line("RV.040.FL", "Rückschlagventil DN 40 mit Flanschanschluss, Grauguss, Feder aus Edelstahl", D(12),
              D("96.50"), unit="ST", discount=D(10)),
         Line("MN.063.10", "Manometer Ø 63 mm, 0-10 bar, Anschluss unten 1/4\"", D(40), D("11.80"), unit="ST")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("65.00"))],
        statement="Innergemeinschaftliche Lieferung, nicht steuerbar gem. Art. 41 D.L. 331/1993 - "
                  "Steuerschuldnerschaft des Leistungsempfängers (Art. 138 MwStSystRL).",
        iban=IBAN[2], bic="UNCRITMM", customer_no="C00487",
        extra={"sconti": {"KH.050.PN16": "10+5", "KH.025.PN16": "10+5", "RV.040.FL": "10"},
               "terms": "Banküberweisung 60 Tage Monatsende", "bank": "UniCredit S.p.A. - Filiale Bozen",
               "tax_code": "N3.2", "ship": "Spediteur", "port": "Frei Haus", "pieces": "3 Paletten"}),
    # 04 — Banqup in French, an Anderlecht caterer: a staff buffet with service, Belgian 12 % (V12)
    Invoice(
        "04-fr-traiteur", "fr", "banqup",
        Supplier("Traiteur Les Quatre Saisons SRL", "Chaussée de Mons 412", "1070", "Anderlecht", "BE", VAT[3],
                 "02 521 36 84", "compta@quatresaisons-traiteur.be", "RPM Bruxelles"),
        "2027-0578", date(2027, 12, 3), date(2027, 12, 17), "BC 45772121", "45772121", D(12),
        [Line(None, "Buffet froid « fin d'année » pour le personnel, entrepôt de Gand, le 03/12/2027", D(85),
              D("24.50"), unit="pers."),
         Line(None, "Plateau de desserts maison (3 pièces par personne)", D(85), D("6.80"), unit="pers."),
         Line(None, "Service : 2 serveurs pendant 3 heures", D(6), D("38.00"), unit="h"),
         Line(None, "Livraison, mise en place et reprise du matériel", D(1), D("95.00"), unit="forfait")],
        "602000", "V12",
        iban=IBAN[3], bic="GEBABEBB", payment_ref=ogm(2705780121), customer_no="C-1204",
        extra={"peppol": _peppol(VAT[3]), "terms": "14 jours"}),
    # 05 — Bokio in English, a Malmö software house: WMS licences and training, services reverse charged (ICS)
    Invoice(
        "05-en-wms", "en", "bokio",
        Supplier("Lagerflöde Systems AB", "Stortorget 11", "211 22", "Malmö", "SE", VAT[4],
                 "+46 40 612 70 30", "faktura@lagerflode.se", "Org. no. " + VAT[4][2:8] + "-" + VAT[4][8:12]),
        "1093", date(2027, 12, 6), date(2028, 1, 5), "PO45772128", "45772128", D(0),
        [Line(None, "Route optimisation module, annual licence 2028", D(1), D("6400.00"), unit="pcs"),
         Line(None, "Additional handheld scanner user licences (Jan-Dec 2028)", D(15), D("120.00"), unit="pcs"),
         Line(None, "Remote configuration and training of the warehouse team leads", D(12), D("115.00"),
              unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the customer, Article 196 Council Directive "
                  "2006/112/EC.",
        dec=",", group=" ", iban=IBAN[4], bic="SWEDSESS", customer_no="58",
        extra={"our_ref": "Elin Sjöberg", "terms": "30 days", "interest": "8 %", "bankgiro": "5438-2215"}),
    # 06 — QuickFile, a Cork filter maker: intra-EU goods (ICG), item codes, no PO printed, carriage as a line
    Invoice(
        "06-en-filters", "en", "quickfile",
        Supplier("Munster Filtration Ltd", "Unit 7, Kilbarry Business Park", "T23 XE80", "Cork", "IE", VAT[5],
                 "+353 21 430 9152", "accounts@munsterfiltration.ie", "Registered in Ireland No. 611874"),
        "2731", date(2027, 12, 7), date(2028, 1, 6), None, "45772135", D(0),
        [Line("MF-P592-F7", "Pocket filter F7 592 x 592 x 600 mm, 8 pockets", D(40), D("24.60")),
         Line("MF-PL-G4-24", "Pleated panel filter G4 592 x 592 x 48 mm", D(120), D("6.85")),
         Line("MF-HEPA-H13", "HEPA filter H13 610 x 610 x 292 mm with aluminium frame and gasket, individually "
                             "tested", D(6), D("186.00")),
         Line("MF-CART-3260", "Dust collector cartridge 325 x 660 mm, polyester, antistatic", D(10), D("72.40")),
         Line(None, "Carriage to Gent, Belgium (1 pallet, 48 h)", D(1), D("55.00"))],
        "604000", "ICG", reverse_charge=True,
        statement="Zero-rated intra-Community supply of goods (Article 138, Directive 2006/112/EC). Reverse "
                  "charge: the customer accounts for the VAT.",
        dec=".", group=",", iban=IBAN[5], bic="BOFIIE2D", customer_no="TECH01",
        extra={"terms": "30 days"}),
    # 07 — Banqup, a Ghent forklift service: maintenance of movable equipment, Belgian 21 % (V21, 611000)
    Invoice(
        "07-nl-heftrucks", "nl", "banqup",
        Supplier("Heftruckservice Leiedal BV", "Kortrijksesteenweg 1120", "9051", "Sint-Denijs-Westrem", "BE",
                 VAT[6], "09 222 57 40", "boekhouding@hts-leiedal.be", "RPR Gent, afdeling Gent"),
        "F2027/0991", date(2027, 12, 8), date(2028, 1, 7), "PO 4577.2142", "45772142", D(21),
        [Line(None, "Periodiek onderhoud elektrische heftruck 2,5 t (onderhoudsbeurt 1000 u), incl. filters en "
                    "hydraulische olie", D(3), D("385.00"), unit="st"),
         Line(None, "Keuring hefmiddelen volgens codex welzijn op het werk, met keuringsverslag", D(5), D("95.00"),
              unit="st"),
         Line(None, "Vervangen connector tractiebatterij 320 A", D(2), D("74.60"), unit="st"),
         Line(None, "Werkuren technieker", D("9.5"), D("68.00"), unit="u"),
         Line(None, "Verplaatsingskosten forfait", D(1), D("45.00"), unit="st")],
        "611000", "V21",
        iban=IBAN[6], bic="NICABEBB", payment_ref=ogm(2709910142), customer_no="K0977",
        extra={"peppol": _peppol(VAT[6]), "terms": "30 dagen"}),
    # 08 — Fiken in English, a Breda racking supplier: intra-EU goods (ICG), no item column, a line discount
    Invoice(
        "08-en-racking", "en", "fiken",
        Supplier("Brabant Opslagsystemen B.V.", "Minervum 7412", "4817 ZN", "Breda", "NL", VAT[7],
                 "+31 76 530 44 90", "factuur@brabant-opslag.nl", "KvK 67120485"),
        "10058", date(2027, 12, 9), date(2028, 1, 8), "PO-45772149", "45772149", D(0),
        [Line(None, "Pallet racking upright frame 6000 x 1100 mm, 100 kN, galvanised", D(8), D("189.00")),
         Line(None, "Pallet racking beam pair 2700 mm, 2 x 1000 kg, orange RAL 2004", D(48), D("64.50"),
              discount=D(5)),
         Line(None, "Wire mesh deck 1100 x 900 mm", D(60), D("18.75")),
         Line(None, "Rack end protector, yellow/black, with anchor set", D(8), D("56.00"))],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods - VAT reverse charged (Art. 138 Directive 2006/112/EC).",
        dec=",", group=" ", iban=IBAN[7], bic="TRIONL2U", customer_no="10112",
        extra={"our_ref": "Sander Verhoeven", "kid": "0100581011"}),
    # 09 — Tripletex in German, a Bremen packaging-machine maker: a maintenance visit, services reverse charged (ICS)
    Invoice(
        "09-de-wartung", "de", "tripletex",
        Supplier("Weser Verpackungstechnik GmbH", "Hafenstraße 52", "28217", "Bremen", "DE", VAT[8],
                 "0421 39 86 20", "rechnung@weser-vt.de", "Amtsgericht Bremen HRB 31877 HB"),
        "20412", date(2027, 12, 10), date(2028, 1, 9), "4577 2156", "45772156", D(0),
        [Line(None, "Wartung Stretchwickelmaschine WS 2000 gemäß Wartungsvertrag, inkl. Funktionsprüfung und "
                    "Prüfprotokoll", D(1), D("980.00"), unit="Stk"),
         Line(None, "Ersatzteil Vordehnwalzen-Satz, montiert", D(1), D("1240.00"), unit="Satz"),
         Line(None, "Technikerstunden vor Ort", D(11), D("89.00"), unit="Std"),
         Line(None, "Anfahrt Bremen - Gent und zurück, pauschal", D(1), D("640.00"), unit="Stk"),
         Line(None, "Übernachtung Techniker", D(1), D("118.00"), unit="Stk")],
        "611000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 MwStSystRL; "
                  "Ort der Leistung: Belgien.",
        iban=IBAN[8], bic="SBREDE22", customer_no="10344",
        extra={"our_ref": "Jens Hoppe", "your_ref": "Hr. Claes", "terms": "30 Tage netto"}),
    # 10 — ClearBooks, a Brussels safety-training firm printing in English: Belgian 21 % (V21, 613000)
    Invoice(
        "10-en-training", "en", "clearbooks",
        Supplier("Brussels Safety Training SRL", "Avenue Louise 231", "1050", "Brussels", "BE", VAT[9],
                 "02 640 18 75", "accounts@bxl-safetytraining.be", "RLE Brussels"),
        "INV-0318", date(2027, 12, 13), date(2028, 1, 12), "P/O 45772163", "45772163", D(21),
        [Line(None, "Forklift operator refresher course (1 day, 8 participants), Gent site, 06/12/2027", D(1),
              D("1480.00")),
         Line(None, "Dangerous goods awareness training (ADR 1.3), half day", D(12), D("65.00")),
         Line(None, "Course certificates and training records", D(20), D("7.50")),
         Line(None, "Trainer travel expenses", D(1), D("86.40"))],
        "613000", "V21",
        dec=".", group=",", iban=IBAN[9], bic="KREDBEBB", payment_ref=ogm(3180045772), customer_no="",
        extra={"terms": "30 days"}),
    # 11 — Zucchetti in French, an Aosta Valley foundry: intra-EU goods (ICG), compound discounts, a 2 % discount
    Invoice(
        "11-fr-fonderie", "fr", "zucchetti",
        Supplier("Fonderie Valdôtaine S.r.l.", "Località Autoporto 18", "11020", "Pollein (AO)", "IT", VAT[10],
                 "+39 0165 25 81 40", "amministrazione@fonderievaldotaine.it", "REA AO-71236"),
        "2207/A", date(2027, 12, 14), date(2028, 1, 31), "45772170 du 23/11/2027", "45772170", D(0),
        [Line("TC.600.D400", "Tampon de regard fonte ductile D400, cadre carré 850 x 850, ouverture 600 mm",
              D(16), D("142.00"), unit="PZ", discount=D(5)),
         Line("GR.750.C250", "Grille caniveau fonte C250, 750 x 500 mm", D(40), D("38.90"), unit="PZ",
              discount=D("7.85")),
         Line("AV.300.B125", "Avaloir de trottoir fonte B125 avec panier à boues", D(12), D("86.50"), unit="PZ"),
         Line("CL.KIT.M16", "Kit de fixation inox M16 pour cadres (4 pièces)", D(16), D("9.40"), unit="KIT")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise 2 %", D(2))],
        statement="Livraison intracommunautaire non imposable, art. 41 D.L. 331/1993 ; autoliquidation par le "
                  "preneur (art. 138 directive 2006/112/CE).",
        iban=IBAN[10], bic="BCITITMM", customer_no="E0219",
        extra={"sconti": {"TC.600.D400": "5", "GR.750.C250": "5+3"},
               "terms": "Virement 30 jours fin de mois", "bank": "Intesa Sanpaolo - Aoste",
               "tax_code": "N3.2", "ship": "Transporteur", "port": "Franco", "pieces": "4 palettes"}),
    # 12 — Bokio in English, a Växjö packaging wholesaler: intra-EU goods (ICG), item numbers, freight as a line
    Invoice(
        "12-en-packaging", "en", "bokio",
        Supplier("Småland Emballage AB", "Kungsgatan 48", "352 33", "Växjö", "SE", VAT[11],
                 "+46 470 74 55 20", "ekonomi@smalandemballage.se", "Org. no. " + VAT[11][2:8] + "-" + VAT[11][8:12]),
        "2311", date(2027, 12, 16), date(2028, 1, 15), "PO 45772177 / B. Martens", "45772177", D(0),
        [Line("SF-23-1500", "Stretch film 23 µm, 500 mm x 1500 m, machine roll", D(96), D("17.40"), unit="roll"),
         Line("SB-PP-12", "PP strapping band 12 mm x 3000 m, black", D(40), D("21.90"), unit="roll"),
         Line("SB-SEAL-12", "Metal seals for 12 mm strapping, box of 2000", D(10), D("28.50"), unit="box"),
         Line("KH-120", "Corner board 35 x 35 x 3 mm, length 1200 mm", D(800), D("0.42"), unit="pcs"),
         Line(None, "Freight Växjö - Gent, 2 pallets", D(1), D("145.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods exempt from VAT, Article 138 Council Directive 2006/112/EC. "
                  "Reverse charge.",
        dec=",", group=" ", iban=IBAN[11], bic="SWEDSESS", customer_no="214",
        extra={"our_ref": "Oskar Lindqvist", "terms": "30 days", "interest": "8 %", "bankgiro": "5127-8840"}),
]
