"""The twelve invoices of the thirty-first blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(NL, BE, IE, EE, DE), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of invoicing software other than the earlier corpora's: Minox, Logic4, Acumulus, Tellow, Mplus Kassa,
Kerridge K8 and Merit Aktiva. PO numbers are the ERP's 4577xxxx (45772400, step 7); each invoice prints them in
the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py: the generators
of invoice_env/world/identifiers.py and python-stdnum, seed 20271221)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

V = [vat for vat, _ in IDS]
I = [number for _, number in IDS]

CORPUS = [
    # 01 — Minox, an Apeldoorn hydraulics wholesaler: intra-EU goods (ICG), article codes, a BTW-specificatie
    Invoice(
        "01-nl-hydrauliek", "nl", "minox",
        Supplier("Hydrauliek Centrum Veluwe B.V.", "Ijsselstraat 42", "7323 AK", "Apeldoorn", "NL", V[0],
                 "055 521 84 60", "administratie@hcveluwe.nl", "KvK 08172934"),
        "27.0914", date(2027, 12, 1), date(2027, 12, 31), "4577 2400", "45772400", D(0),
        [Line("HS-2SN-12", "Hydraulische slang 2SN DN12, 400 bar, op maat geperst met 2 x DKOL-fitting M22x1,5, "
                           "lengte 1500 mm", D(24), D("38.60"), unit="st"),
         Line("KP-ISO-A12", "Snelkoppeling ISO-A 1/2\" mannelijk deel", D(40), D("12.85"), unit="st"),
         Line("KP-ISO-A12F", "Snelkoppeling ISO-A 1/2\" vrouwelijk deel", D(40), D("16.40"), unit="st"),
         Line("OL-HLP46-20", "Hydraulische olie HLP 46, can 20 liter", D(12), D("64.90"), unit="can"),
         Line("FI-RET-10", "Retourfilterelement 10 micron voor tankopbouwfilter, glasvezel, met bypassklep",
              D(18), D("27.75"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering: BTW verlegd naar de afnemer, art. 138 Richtlijn 2006/112/EG. "
                  "BTW-nummer afnemer BE0456.789.133.",
        iban=I[0], bic="SNSBNL2A", customer_no="20417",
        extra={"terms": "30 dagen"}),
    # 02 — Logic4 in French, a Mons warehouse-equipment retailer: Belgian VAT 21 % (V21), a line discount, shipping
    Invoice(
        "02-fr-magasinage", "fr", "logic4",
        Supplier("Equip'Stock Hainaut SRL", "Avenue Thomas Edison 12", "7000", "Mons", "BE", V[1],
                 "065 84 27 19", "facturation@equipstock.be", "RPM Hainaut, division Mons"),
        "20270858", date(2027, 12, 2), date(2028, 1, 1), "BC 45772407", "45772407", D(21),
        [Line("TP-2500-115", "Transpalette manuel 2 500 kg, fourches 1150 x 540 mm, roues polyuréthane", D(3),
              D("289.00"), unit="pc", discount=D(8)),
         Line("FE-23-1500", "Film étirable manuel 23 µm, 500 mm x 300 m, transparent", D(48), D("9.45"), unit="rl"),
         Line("GT-NIT-09", "Gants de manutention nitrile, taille 9, paquet de 12 paires", D(20), D("21.90"),
              unit="pq"),
         Line("ES-PLI-2M", "Escabeau aluminium 4 marches avec plateforme et garde-corps", D(2), D("164.50"),
              unit="pc")],
        "604000", "V21", adjustments=[("Frais d'envoi", D("24.95"))],
        iban=I[1], bic="KREDBEBB", payment_ref=ogm(2708584072), customer_no="C-11742",
        extra={"order": "1004872", "terms": "30 jours"}),
    # 03 — Acumulus, a Zwolle logistics consultant: advice, services reverse charged (ICS, 613000), no articles
    Invoice(
        "03-nl-advies", "nl", "acumulus",
        Supplier("Van Dijk Logistiek Advies", "Dokterspad 7", "8011 RK", "Zwolle", "NL", V[2],
                 "06 41 87 22 93", "bart@vandijklogistiekadvies.nl", "KvK 71284410"),
        "20270117", date(2027, 12, 3), date(2027, 12, 17), "PO-45772414", "45772414", D(0),
        [Line(None, "Analyse orderpickproces magazijn Gent: procesopname op locatie, interviews met teamleiders "
                    "en doorrekening van twee lay-outvarianten", D("18.5"), D("115.00"), unit="uur"),
         Line(None, "Workshop slotting en looproutes met het magazijnteam (halve dag)", D(1), D("650.00"),
              unit="stuk"),
         Line(None, "Rapportage en presentatie aan de directie", D(6), D("115.00"), unit="uur"),
         Line(None, "Reiskosten Zwolle - Gent v.v., 3 ritten", D(702), D("0.23"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="BTW verlegd naar afnemer (BE0456.789.133), art. 196 Richtlijn 2006/112/EG.",
        iban=I[2], bic="INGBNL2A", extra={"terms": "14 dagen"}),
    # 04 — Tellow in English, an Utrecht product photographer: services reverse charged (ICS, 614000)
    Invoice(
        "04-en-fotografie", "en", "tellow",
        Supplier("Studio Lichtkamer", "Kanaalweg 30", "3526 KM", "Utrecht", "NL", V[3],
                 "06 28 51 07 74", "hallo@studiolichtkamer.nl", "KvK 80334516"),
        "2027-041", date(2027, 12, 6), date(2027, 12, 20), "45772421", "45772421", D(0),
        [Line(None, "Product photography spring catalogue 2028, shoot days at the Gent warehouse", D(2),
              D("875.00"), unit="day"),
         Line(None, "Image editing and clipping paths, white background, web and print formats", D(164),
              D("6.50"), unit="image"),
         Line(None, "Usage licence print and online, 2 years", D(1), D("450.00"), unit="")],
        "614000", "ICS", reverse_charge=True,
        statement="VAT reverse-charged to the customer (BE0456.789.133), Art. 196 Directive 2006/112/EC.",
        dec=".", group=",", iban=I[3], bic="SNSBNL2A", extra={"terms": "14 days"}),
    # 05 — Mplus Kassa in French, a Brussels caterer: staff event catering at the Belgian 12 % (V12), prices incl. VAT
    Invoice(
        "05-fr-traiteur", "fr", "mplus",
        Supplier("Traiteur Saveurs du Canal SRL", "Quai de l'Industrie 87", "1080", "Molenbeek-Saint-Jean", "BE",
                 V[4], "02 410 63 58", "events@saveursducanal.be", "RPM Bruxelles"),
        "F2027-00612", date(2027, 12, 9), date(2027, 12, 23), "4577 2428", "45772428", D(12),
        [Line("1204", "Walking dinner formule Canal (8 bouchées)", D(85), D("28.50"), unit=""),
         Line("1311", "Plateau de fromages belges et pain", D(6), D("42.00"), unit=""),
         Line("1420", "Dessert buffet", D(85), D("6.25"), unit=""),
         Line("9050", "Personnel de service", D(16), D("38.50"), unit=""),
         Line("9060", "Livraison et mise en place Gand", D(1), D("75.00"), unit="")],
        "602000", "V12", group="",
        iban=I[4], bic="KREDBEBB", payment_ref=ogm(2700612428), customer_no="TECHNIBOUW",
        extra={"ticket": "0002-48117", "till": "Caisse 2", "clerk": "Nadia", "event": "Fête du personnel 09/12/2027"}),
    # 06 — Kerridge K8, an Athlone builders' providers: intra-EU goods (ICG), Per and Disc% columns, dd/mm/yy
    Invoice(
        "06-en-builders", "en", "kerridge",
        Supplier("Shannon Builders Providers Ltd", "Blyry Industrial Estate", "N37 C9R2", "Athlone", "IE", V[5],
                 "+353 90 647 5180", "accounts@shannonbp.ie", "Registered in Ireland No. 418273"),
        "A0331874", date(2027, 12, 10), date(2028, 1, 31), "TB/45772435", "45772435", D(0),
        [Line("TIM9547C24", "C24 REG TIMBER 47X95MM 4.8M", D(60), D("11.80"), unit="LEN", discount=D(10)),
         Line("OSB18-2440", "OSB3 BOARD 2440X1220X18MM", D(40), D("32.50"), unit="EA", discount=D(10)),
         Line("SCR5X70-200", "WOOD SCREWS 5.0X70 ZINC BOX 200", D(25), D("14.20"), unit="BOX"),
         Line("DPC450-30", "DAMP PROOF COURSE 450MM X 30M ROLL", D(8), D("27.90"), unit="ROLL"),
         Line("MEM-BRTHR", "BREATHER MEMBRANE 1.5M X 50M", D(6), D("96.40"), unit="ROLL", discount=D(5))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Delivery Charge", D("85.00"))],
        statement="Zero-rated intra-Community supply of goods (Section 46(1)(b) VAT Consolidation Act 2010, "
                  "Art. 138 Directive 2006/112/EC). Customer VAT No. BE0456789133.",
        dec=".", group=",", iban=I[5], bic="AIBKIE2D", customer_no="TECH004",
        extra={"branch": "ATH", "salesperson": "JMC", "delnote": "D4417290", "despatch": "HAULIER",
               "vatcode": "Z"}),
    # 07 — Merit Aktiva, a Pärnu pallet maker: intra-EU goods (ICG), item codes, a reference number, 1 234.50
    Invoice(
        "07-en-pallets", "en", "merit",
        Supplier("Pärnu Pakend OÜ", "Raba 41", "80041", "Pärnu", "EE", V[6],
                 "+372 445 2190", "arved@parnupakend.ee", "Reg. code 14820376"),
        "271208", date(2027, 12, 8), date(2027, 12, 22), "45772442", "45772442", D(0),
        [Line("EPAL-1208N", "EUR pallet 1200x800 EPAL, new, heat treated (ISPM 15)", D(600), D("11.40"),
              unit="pcs"),
         Line("IND-1210", "Industrial pallet 1200x1000, 4-way entry, heavy duty", D(240), D("14.85"), unit="pcs"),
         Line("KR-1208", "Pallet collar 1200x800x200 mm with hinges", D(150), D("8.00"), unit="pcs",
              discount=D(5)),
         Line("TR-FULL", "Transport by full truck, Pärnu - Gent", D(1), D("1450.00"), unit="trip")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods, VAT 0% (VAT Act § 15 (3) 1), reverse charge. "
                  "Buyer's VAT no. BE0456.789.133.",
        dec=".", group=" ", iban=I[6], bic="HABAEE2X", customer_no="",
        extra={"reference": "2712082", "terms": "14 days", "delivery": "FCA Pärnu", "penalty": "0.05%"}),
    # 08 — Logic4 in German, a Kleve warehouse-supplies shop: intra-EU goods (ICG), shipping, a line discount
    Invoice(
        "08-de-lagerbedarf", "de", "logic4",
        Supplier("Niederrhein Lagerbedarf GmbH", "Boschstraße 19", "47533", "Kleve", "DE", V[7],
                 "02821 71 94 30", "rechnung@niederrhein-lagerbedarf.de", "Amtsgericht Kleve HRB 14482"),
        "20272391", date(2027, 12, 13), date(2028, 1, 12), "Best.-Nr. 4577-2449", "45772449", D(0),
        [Line("ETK-100-50", "Lagerplatzetiketten 100 x 50 mm, gelb, selbstklebend, Rolle à 1000 Stück", D(12),
              D("38.90"), unit="Rolle"),
         Line("SKB-3015", "Sichtlagerkasten Gr. 3, 350 x 200 x 150 mm, blau", D(120), D("4.10"), unit="Stk",
              discount=D(10)),
         Line("REG-FB-200", "Fachboden für Steckregal 1000 x 500 mm, verzinkt, Tragkraft 200 kg", D(30),
              D("24.60"), unit="Stk"),
         Line("HUB-HW-50", "Hubwagenrolle Tandem 82 x 70 mm, Polyurethan, inkl. Achse", D(16), D("18.75"),
              unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("39.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers. USt-IdNr. Kunde: BE0456.789.133.",
        iban=I[7], bic="WELADED1KLE", customer_no="D-30918",
        extra={"order": "A-2027-11840", "terms": "30 Tage netto"}),
    # 09 — Minox, a Tilburg label printer: intra-EU goods (ICG), article codes, no PO printed
    Invoice(
        "09-nl-etiketten", "nl", "minox",
        Supplier("Etikettendrukkerij Midden-Brabant B.V.", "Kraaivenstraat 25", "5048 AB", "Tilburg", "NL", V[8],
                 "013 463 19 50", "facturen@etiketten-mb.nl", "KvK 18049263"),
        "27.1207", date(2027, 12, 15), date(2028, 1, 14), None, "45772456", D(0),
        [Line("TT-102-76", "Thermal transfer etiket 102 x 76 mm, wit mat, kern 76 mm, 2.000 etiketten per rol",
              D(80), D("14.35"), unit="rol"),
         Line("TT-102-152", "Thermal transfer etiket 102 x 152 mm, wit mat, kern 76 mm", D(40), D("22.10"),
              unit="rol"),
         Line("RIB-110-WX", "Lint wax/resin 110 mm x 450 m", D(24), D("11.90"), unit="rol")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering: BTW verlegd naar de afnemer, art. 138 Richtlijn 2006/112/EG. "
                  "BTW-nummer afnemer BE0456.789.133.",
        iban=I[8], bic="RABONL2U", customer_no="20863",
        extra={"terms": "30 dagen"}),
    # 10 — Mplus Kassa in German, a Eupen bakery and coffee roaster: food at the Belgian 6 % (V06), incl. VAT
    Invoice(
        "10-de-baeckerei", "de", "mplus",
        Supplier("Bäckerei & Rösterei Hertogenwald GmbH", "Klosterstraße 18", "4700", "Eupen", "BE", V[9],
                 "087 55 31 42", "buero@hertogenwald.be", "UREG Eupen"),
        "R27-01984", date(2027, 12, 16), date(2027, 12, 31), "4577-2463", "45772463", D(6),
        [Line("2101", "Kaffeebohnen Hausröstung 1 kg", D(24), D("18.50"), unit=""),
         Line("2140", "Espressobohnen dunkel 1 kg", D(12), D("21.00"), unit=""),
         Line("3012", "Weihnachtsstollen 750 g", D(40), D("12.50"), unit=""),
         Line("3055", "Spekulatius-Dose 500 g", D(60), D("7.50"), unit=""),
         Line("3090", "Pralinen Mischung 250 g", D(60), D("9.00"), unit="")],
        "604000", "V06", group="",
        iban=I[9], bic="GEBABEBB", payment_ref=ogm(2701984463), customer_no="TECHNIBOUW",
        extra={"ticket": "0001-20713", "till": "Kasse 1", "clerk": "Monika", "event": "Personalgeschenke 2027"}),
    # 11 — Acumulus in English, an Enschede sign maker: intra-EU goods (ICG), no article numbers
    Invoice(
        "11-en-signage", "en", "acumulus",
        Supplier("Twentse Reclame & Belettering", "Haaksbergerstraat 212", "7513 EM", "Enschede", "NL", V[10],
                 "053 430 77 15", "info@twentsereclame.nl", "KvK 65119872"),
        "20270298", date(2027, 12, 17), date(2027, 12, 31), "PO45772470", "45772470", D(0),
        [Line(None, "Aluminium dibond warehouse aisle signs 600 x 300 mm, double-sided print, with ceiling "
                    "hanging kit", D(36), D("42.50"), unit="pcs"),
         Line(None, "Floor marking tape 75 mm x 33 m, yellow/black", D(20), D("18.90"), unit="roll"),
         Line(None, "Safety sign 'Forklift traffic' 400 x 400 mm, reflective", D(12), D("27.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply, VAT reverse-charged to the customer (BE0456.789.133), Art. 138 "
                  "Directive 2006/112/EC.",
        dec=".", group=",", iban=I[10], bic="ABNANL2A", extra={"terms": "14 days"}),
    # 12 — Tellow in Dutch, a Breda forklift instructor: in-house training, services reverse charged (ICS, 613000)
    Invoice(
        "12-nl-training", "nl", "tellow",
        Supplier("Heftruckinstructie Van Gils", "Ginnekenweg 301", "4835 NG", "Breda", "NL", V[11],
                 "06 53 18 40 62", "info@heftruckinstructievangils.nl", "KvK 77510843"),
        "2027-088", date(2027, 12, 20), date(2028, 1, 3), "PO 4577 2477", "45772477", D(0),
        [Line(None, "Praktijktraining heftruck (reachtruck) op locatie Gent, groep van 6 medewerkers, inclusief "
                    "theorie-examen", D(2), D("1150.00"), unit="dag"),
         Line(None, "Certificaat en pasje per geslaagde cursist", D(6), D("35.00"), unit="st"),
         Line(None, "Reiskosten", D(2), D("95.00"), unit="dag")],
        "613000", "ICS", reverse_charge=True,
        statement="BTW verlegd naar de afnemer (BE0456.789.133), art. 196 Richtlijn 2006/112/EG.",
        iban=I[11], bic="SNSBNL2A", extra={"terms": "14 dagen"}),
]
