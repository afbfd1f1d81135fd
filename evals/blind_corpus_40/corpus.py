"""The twelve invoices of the fortieth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers from Slovenia, Croatia, Ireland, Estonia,
Germany, the Netherlands and Belgium, in en, de, nl and fr, each drawn by a writer (draw.py) that imitates the
ordinary printed layout of one family of invoicing software: Pantheon, e-racuni, Sage 200, Scoro, Kontist, PayPal
Invoicing and Zettle by PayPal. PO numbers are the ERP's 4577xxxx (45773300, step 7); each invoice prints them in
the supplier's own form (two print none). VAT numbers and IBANs carry valid check digits (ids.py: seed 20271230,
VAT then IBAN for each supplier in order)."""

from __future__ import annotations

from datetime import date

from ids import IDS, ee_check_731
from invoices import D, Invoice, Line, Supplier, ogm

VAT = [vat for vat, _ in IDS]
IBAN = [account for _, account in IDS]

CORPUS = [
    # 01 — Pantheon, a Celje aluminium-profile maker: intra-EU goods (ICG), line rebates, Slovenian number format
    Invoice(
        "01-en-aluminij", "en", "pantheon",
        Supplier("Alu Profili Savinja d.o.o.", "Mariborska cesta 88", "3000", "Celje", "SI", VAT[0],
                 "+386 3 425 61 80", "prodaja@aluprofili-savinja.si",
                 "Registered at the District Court of Celje, reg. no. 6214587000, share capital EUR 85.000,00"),
        "28-300-000041", date(2028, 1, 5), date(2028, 2, 4), "45773300", "45773300", D(0),
        [Line("AP-4040-L", "Aluminium profile 40x40 L, slot 8, natural anodised, length 6000 mm", D(24), D("58.70"),
              unit="pcs", discount=D(5)),
         Line("AP-4080-L", "Aluminium profile 40x80 L, slot 8, natural anodised, length 6000 mm", D(12),
              D("104.20"), unit="pcs", discount=D(5)),
         Line("KV-40-90", "Angle bracket 40, die-cast zinc, with cover cap and fastening set", D(200), D("2.35"),
              unit="pcs"),
         Line("TM-M8-100", "T-slot nut M8 for slot 8, steel galvanised, pack of 100", D(15), D("18.90"),
              unit="pck"),
         Line("PK-40-GR", "End cap 40x40, polyamide, grey", D(96), D("0.62"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="VAT exempt intra-Community supply of goods under Article 46 of ZDDV-1 (Article 138 of Directive "
                  "2006/112/EC). The VAT is to be accounted for by the customer, VAT ID BE0456.789.133.",
        iban=IBAN[0], bic="KBMASI2X", payment_ref="SI00 28-300-000041", customer_no="10245",
        extra={"place": "Celje", "supply": "04.01.2028", "issuer": "Maja Kovač", "terms": "30 days"}),
    # 02 — PayPal Invoicing, a Tilburg workwear web shop: intra-EU goods (ICG), no article numbers, shipping
    Invoice(
        "02-nl-werkkledij", "nl", "paypal",
        Supplier("Werkkleding Brabant B.V.", "Ringbaan-Oost 212", "5013 CE", "Tilburg", "NL", VAT[1],
                 "013 208 44 71", "orders@werkkleding-brabant.nl", "KvK 74120558"),
        "0187", date(2028, 1, 7), date(2028, 1, 21), "PO-45773307", "45773307", D(0),
        [Line(None, "Werkbroek stretch, navy/grijs", D(36), D("42.50"),
              detail=("Kniezakken van Cordura, maten 48 tot 56 gemengd volgens uw bestellijst",)),
         Line(None, "Softshell werkjas, winddicht en waterafstotend", D(24), D("68.00"),
              detail=("Met reflecterende biezen en geborduurd logo Technibouw op de borst",)),
         Line(None, "Veiligheidsschoen S3 laag", D(30), D("74.95"),
              detail=("Composiet neus, antislipzool SRC, maten 39 tot 46",)),
         Line(None, "Thermo werkhandschoen", D(120), D("3.40"), detail=("Nitril gecoat, maat 9 en 10, per paar",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("24.95"))],
        statement="Intracommunautaire levering van goederen, btw verlegd naar de afnemer (art. 138 "
                  "Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[1], bic="ABNANL2A",
        extra={"terms": "Betaling binnen 14 dagen na factuurdatum. Bij vragen over maten of retouren: "
                        "orders@werkkleding-brabant.nl."}),
    # 03 — Pantheon in German, a Slavonski Brod pallet maker: intra-EU goods (ICG), Croatian invoice number and dates
    Invoice(
        "03-de-paletten", "de", "pantheon",
        Supplier("Drvna industrija Posavina d.o.o.", "Industrijska zona 14", "35000", "Slavonski Brod", "HR",
                 VAT[2], "+385 35 446 210", "prodaja@di-posavina.hr",
                 "Handelsgericht Osijek, MBS 050123456, Stammkapital 200.000,00 EUR"),
        "87/VP1/1", date(2028, 1, 11), date(2028, 2, 10), "4577-3314", "45773314", D(0),
        [Line("EUR-1200", "Europalette 1200 x 800 mm, neu, IPPC-behandelt (HT), Tragfähigkeit 1500 kg", D(400),
              D("11.80"), unit="Stk"),
         Line("IND-1210", "Industriepalette 1200 x 1000 mm, neu, schwere Ausführung mit 3 Kufen", D(150),
              D("14.60"), unit="Stk"),
         Line("AUFS-1208", "Aufsatzrahmen 1200 x 800 mm, 4 Scharniere, klappbar", D(200), D("7.90"), unit="Stk"),
         Line("USL-TRP", "Transport per LKW bis Gent (BE), komplette Ladung", D(1), D("980.00"), unit="Fahrt")],
        "601000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 41 des kroatischen Mehrwertsteuergesetzes "
                  "(Art. 138 der Richtlinie 2006/112/EG). Steuerschuldner ist der Erwerber, USt-IdNr. "
                  "BE0456.789.133.",
        iban=IBAN[2], bic="ZABAHR2X", payment_ref="HR00 87-2028", customer_no="2104",
        extra={"place": "Slavonski Brod", "supply": "10.01.2028.", "time": "10:14", "issuer": "Ivana Marić",
               "terms": "30 Tage"}),
    # 04 — PayPal Invoicing in French, a Wavre product photographer: Belgian VAT 21 % (V21, 614000), a discount
    Invoice(
        "04-fr-photo", "fr", "paypal",
        Supplier("Studio Lumière Produit SRL", "Rue de la Station 41", "1300", "Wavre", "BE", VAT[3],
                 "010 24 58 17", "facturation@lumiere-produit.be", "RPM Brabant wallon"),
        "2028-007", date(2028, 1, 13), date(2028, 2, 12), "BC 45773321", "45773321", D(21),
        [Line(None, "Shooting packshots produits", D(180), D("14.50"),
              detail=("Prise de vue sur fond blanc en studio, 3 angles par article, catalogue 2028",)),
         Line(None, "Retouche et détourage", D(540), D("2.90"),
              detail=("Détourage, correction des couleurs, export web et impression",)),
         Line(None, "Journée de prise de vue sur site", D(2), D("890.00"),
              detail=("Photos d'ambiance dans l'entrepôt de Gand, équipe et éclairage compris",)),
         Line(None, "Droits d'utilisation catalogue et site web", D(1), D("650.00"),
              detail=("Cession pour 3 ans, supports imprimés et numériques",))],
        "614000", "V21", adjustments=[("Remise (10 %)", D(10))],
        iban=IBAN[3], bic="BBRUBEBB",
        extra={"terms": "Paiement à 30 jours par virement. Merci pour votre confiance !"}),
    # 05 — e-racuni, a Ljubljana translation agency: services reverse charged (ICS, 602000), 12.480 words
    Invoice(
        "05-en-translation", "en", "eracuni",
        Supplier("Lingua Alpina d.o.o.", "Dunajska cesta 156", "1000", "Ljubljana", "SI", VAT[4],
                 "+386 1 530 72 40", "office@lingua-alpina.si",
                 "District Court of Ljubljana, reg. no. 8341275000"),
        "2028-000015", date(2028, 1, 14), date(2028, 1, 29), "P.O. 45773328", "45773328", D(0),
        [Line(None, "Translation EN > NL of operating manuals (pallet racking and mezzanine floors), 4 source files",
              D(12480), D("0.11"), unit="words"),
         Line(None, "Translation EN > FR of the same operating manuals", D(12480), D("0.11"), unit="words"),
         Line(None, "DTP: layout of the translated manuals in the original design, 2 languages", D(64), D("6.50"),
              unit="pages"),
         Line(None, "Proofreading by a second linguist, NL and FR", D("14.5"), D("38.00"), unit="h"),
         Line(None, "Terminology database set-up and project management", D(1), D("180.00"), unit="flat")],
        "602000", "ICS", reverse_charge=True,
        statement="VAT not charged: reverse charge under Article 196 of Directive 2006/112/EC (Article 25 ZDDV-1). "
                  "VAT to be accounted for by the recipient, VAT ID BE0456.789.133.",
        iban=IBAN[4], bic="LJBASI2X", payment_ref="SI00 2028-000015",
        extra={"service": date(2028, 1, 12), "place": "Ljubljana", "issuer": "Nina Zupan"}),
    # 06 — Zettle by PayPal, a Sint-Amandsberg greengrocer: food at 6 % (V06), prices including VAT
    Invoice(
        "06-nl-fruit", "nl", "zettle",
        Supplier("Groenten en Fruit Van Damme BV", "Dendermondsesteenweg 245", "9040", "Sint-Amandsberg", "BE",
                 VAT[5], "09 228 41 63", "info@fruitvandamme.be", "RPR Gent"),
        "1042", date(2028, 1, 18), date(2028, 2, 1), "Bestelbon 45773335", "45773335", D(6),
        [Line(None, "Fruitmand kantoor groot, 8 kg seizoensfruit", D(8), D("34.50")),
         Line(None, "Appels Jonagold, kist 12 kg", D(6), D("16.00")),
         Line(None, "Bananen, doos 18 kg", D(4), D("21.50")),
         Line(None, "Verse soep van de dag, emmer 5 liter", D(10), D("19.00")),
         Line(None, "Levering Industrieweg 14, Gent", D(1), D("7.50"))],
        "604000", "V06",
        iban=IBAN[5], bic="KREDBEBB",
        extra={"terms": "14 dagen"}),
    # 07 — Scoro, a Tallinn WMS consultancy: services reverse charged (ICS, 613000), Estonian reference number
    Invoice(
        "07-en-wms", "en", "scoro",
        Supplier("Nordvalt Software OÜ", "Pärnu mnt 139c", "11317", "Tallinn", "EE", VAT[6], "+372 622 4180",
                 "invoices@nordvalt.ee", "Reg. code 14729368"),
        "1045", date(2028, 1, 20), date(2028, 2, 3), "PO 45773342", "45773342", D(0),
        [Line(None, "Warehouse slotting optimisation: analysis workshop (remote), 2 consultants", D(3),
              D("1150.00"), unit="day"),
         Line(None, "Integration of the WMS with the ERP via REST API: design, development and testing", D("46.5"),
              D("95.00"), unit="h", discount=D(10)),
         Line(None, "Pick-by-voice pilot configuration", D(6), D("180.00"), unit="terminal"),
         Line(None, "On-site go-live support in Gent, travel included", D(2), D("1150.00"), unit="day")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: Article 196 of Council Directive 2006/112/EC. VAT is payable by the recipient "
                  "of the services (VAT no. BE0456.789.133).",
        group=" ", iban=IBAN[6], bic="HABAEE2X", payment_ref="281045" + ee_check_731("281045"),
        customer_no="", extra={"contact": "Kristjan Tamm", "terms": "14 days"}),
    # 08 — e-racuni in German, a Rijeka welding supplier: intra-EU goods (ICG), no PO printed, a line discount
    Invoice(
        "08-de-schweisstechnik", "de", "eracuni",
        Supplier("Zavarivačka tehnika Rijeka d.o.o.", "Industrijska ulica 7", "51000", "Rijeka", "HR", VAT[7],
                 "+385 51 263 480", "prodaja@zt-rijeka.hr", "Handelsgericht Rijeka, MBS 040245871"),
        "41-1-1", date(2028, 1, 24), date(2028, 2, 23), None, "45773349", D(0),
        [Line("ZT-SG2-12", "Schweißdraht SG2 Ø 1,2 mm, Korbspule 15 kg", D(40), D("34.80"), unit="Spule"),
         Line("ZT-E6013-32", "Stabelektroden E 6013 Ø 3,2 x 350 mm, Karton 5 kg", D(30), D("27.40"), unit="Karton"),
         Line("ZT-DM-AR18", "Druckminderer Argon/CO2 mit Durchflussmesser, 2-stufig", D(6), D("118.00"),
              unit="Stk"),
         Line("ZT-MB24-4", "Schweißbrenner MB 24, luftgekühlt, Schlauchpaket 4 m mit Euro-Zentralanschluss", D(4),
              D("189.00"), unit="Stk", discount=D(8)),
         Line("ZT-SD-M6-12", "Stromdüse M6 für Draht 1,2 mm, Packung zu 25 Stück", D(20), D("16.50"),
              unit="Pck")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 41 Abs. 1 kroat. MwSt.-Gesetz; Art. 138 "
                  "MwStSystRL). Die Steuer schuldet der Erwerber, USt-IdNr. BE0456.789.133.",
        iban=IBAN[7], bic="PBZGHR2X", payment_ref="HR00 41-1-1",
        extra={"service": date(2028, 1, 21), "place": "Rijeka", "issuer": "Marko Babić",
               "delivery": "OTP-2028-0037"}),
    # 09 — Sage 200, a Shannon valve distributor: intra-EU goods (ICG), quantities with decimals, carriage
    Invoice(
        "09-en-valves", "en", "sage200",
        Supplier("Shannon Fluid Controls Ltd", "Unit 7, Smithstown Industrial Estate", "V14 XF82", "Shannon", "IE",
                 VAT[8], "+353 61 704 582", "accounts@shannonfluid.ie", "Registered in Ireland No. 587214"),
        "41867", date(2028, 1, 26), date(2028, 2, 25), "PO45773356", "45773356", D(0),
        [Line("BV-DN50-PN16", "Ball valve DN50 PN16, stainless steel 316, full bore, lever operated", D(24),
              D("86.40"), unit="EA", discount=D("7.5")),
         Line("BV-DN25-PN40", "Ball valve DN25 PN40, 3-piece, stainless steel 316", D(40), D("41.25"), unit="EA",
              discount=D("7.5")),
         Line("CV-DN80-W", "Wafer check valve DN80, ductile iron body, EPDM seat", D(12), D("112.00"), unit="EA"),
         Line("PG-100-16", "Pressure gauge 100 mm dial, 0-16 bar, glycerine filled, bottom entry 1/2\" BSP", D(30),
              D("18.60"), unit="EA"),
         Line("GSK-DN50-EP", "Flange gasket DN50 EPDM, 3 mm", D(100), D("1.15"), unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Carriage", D("65.00"))],
        statement="Zero-rated intra-Community supply of goods (Article 138, Council Directive 2006/112/EC). "
                  "Reverse charge: VAT to be accounted for by the customer, VAT No. BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban=IBAN[8], bic="BOFIIE2D", customer_no="TECH002",
        extra={"despatch": "DN-58124", "county": "Co. Clare", "terms": "30 days from invoice date"}),
    # 10 — Zettle by PayPal in French, a Brussels caterer: catering at 12 % (V12), prices including VAT, no PO
    Invoice(
        "10-fr-traiteur", "fr", "zettle",
        Supplier("Traiteur Les Marolles SRL", "Rue Haute 188", "1000", "Bruxelles", "BE", VAT[9], "02 512 37 64",
                 "commandes@traiteur-marolles.be", "RPM Bruxelles"),
        "2078", date(2028, 1, 28), date(2028, 2, 11), None, "45773363", D(12),
        [Line(None, "Buffet froid « Inauguration », par personne", D(85), D("24.75")),
         Line(None, "Mini-sandwiches garnis, plateau de 24 pièces", D(12), D("38.50")),
         Line(None, "Plateau de desserts assortis, 20 pièces", D(10), D("32.25")),
         Line(None, "Service en salle, 3 serveurs (heures)", D(12), D("36.00")),
         Line(None, "Location vaisselle et nappage, par personne", D(85), D("2.25"))],
        "602000", "V12",
        iban=IBAN[9], bic="GEBABEBB",
        extra={"terms": "14 jours", "note": "Boissons non comprises."}),
    # 11 — Kontist, a Dresden freelance design engineer: services reverse charged (ICS), the PO in the intro text
    Invoice(
        "11-de-konstruktion", "de", "kontist",
        Supplier("Jana Reuter Konstruktion & CAD", "Könneritzstraße 47", "01067", "Dresden", "DE", VAT[10],
                 "0351 479 26 18", "mail@reuter-konstruktion.de", "Steuernummer 203/284/51627"),
        "2028-004", date(2028, 2, 1), date(2028, 2, 15), "45773370", "45773370", D(0),
        [Line(None, "Konstruktion Palettenregal-Anbau Halle B: 3D-Modell und Fertigungszeichnungen", D("38.5"),
              D("78.00"), unit="Std."),
         Line(None, "Statische Vorbemessung der Regalfelder und Bodenlasten", D(12), D("92.00"), unit="Std."),
         Line(None, "Ortstermin in Gent mit Aufmaß", D(1), D("640.00"), unit="pauschal"),
         Line(None, "Stücklisten und Montageanleitung (DE/NL)", D("9.5"), D("78.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Ort der sonstigen Leistung in "
                  "Belgien (§ 3a Abs. 2 UStG, Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: "
                  "BE0456.789.133.",
        iban=IBAN[10], bic="KNTSDEB1XXX",
        extra={"period": "03.01.2028 – 28.01.2028", "ordered": "10.01.2028"}),
    # 12 — Scoro in Dutch, a Mechelen training centre: Belgian VAT 21 % (V21, 613000), a line discount, OGM
    Invoice(
        "12-nl-opleiding", "nl", "scoro",
        Supplier("VeiligWerk Academy BV", "Battelsesteenweg 455", "2800", "Mechelen", "BE", VAT[11], "015 43 27 90",
                 "facturatie@veiligwerk-academy.be", "RPR Antwerpen, afd. Mechelen"),
        "VWA-2028-0112", date(2028, 2, 3), date(2028, 3, 4), "PO 4577 3377", "45773377", D(21),
        [Line(None, "Opleiding heftruckchauffeur (basis), 2 dagen, per deelnemer, inclusief theorie-examen en "
                    "attest", D(8), D("395.00"), unit="deeln.", discount=D(10)),
         Line(None, "Opleiding reachtruck, opfrissing 1 dag", D(6), D("245.00"), unit="deeln."),
         Line(None, "Opleiding EHBO op de werkvloer (basismodule), groepssessie op locatie in Gent", D(1),
              D("1280.00"), unit="sessie"),
         Line(None, "Cursusmateriaal en certificaten", D(14), D("18.50"), unit="st")],
        "613000", "V21",
        iban=IBAN[11], bic="KREDBEBB", payment_ref=ogm(2801120377), customer_no="",
        extra={"contact": "Els Wouters", "terms": "30 dagen"}),
]
