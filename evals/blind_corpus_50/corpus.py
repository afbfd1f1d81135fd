"""The twelve invoices of the fiftieth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers (SE, BE, NL, IE, AT, DE), in en, nl, fr and de, each
drawn by a writer (draw.py) that imitates the ordinary layout of one family of invoicing software: the Swedish
bookkeeping programs Björn Lundén, Speedledger and Wint, and the freelancer tools Bonsai, Paymo, Nutcache and
Hiveage. PO numbers are the ERP's 457743xx (from 45774300 by steps of 7); each invoice prints them in the
supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (identifiers50.py: the
generators of invoice_env/world/identifiers.py on random.Random(20271240), python-stdnum for SE, IE and AT)."""

from __future__ import annotations

from datetime import date

from stdnum import luhn

from identifiers50 import draw
from invoices import D, Invoice, Line, Supplier, ogm

COUNTRIES = ["SE", "BE", "NL", "IE", "BE", "AT", "SE", "BE", "SE", "BE", "DE", "NL"]
IDS = draw(COUNTRIES)


def ocr(base: str) -> str:
    """A Swedish OCR reference: the number, a length digit and a Luhn check digit."""
    stem = base + str((len(base) + 2) % 10)
    return stem + luhn.calc_check_digit(stem)


CORPUS = [
    # 01 — Björn Lundén in English, a Jönköping racking maker: intra-EU goods (ICG), ISO dates, Swedish numbers
    Invoice(
        "01-en-racking", "en", "bjornlunden",
        Supplier("Smålands Lagerinredning AB", "Bangårdsgatan 14", "553 18", "Jönköping", "SE", IDS[0][0],
                 "+46 36 12 47 80", "faktura@smalandslager.se", "Org.nr 556168-4795, säte Jönköping"),
        "27815", date(2027, 11, 29), date(2027, 12, 29), "45774300", "45774300", D(0),
        [Line("PR-G1100-30", "Pallet racking upright frame 1100 x 3000 mm, galvanised, with base plates and anchor "
                             "bolts", D(12), D("148.00"), unit="pcs"),
         Line("PR-B2700-B", "Beam pair 2700 mm, 1 850 kg per level, orange RAL 2001", D(36), D("86.50"), unit="pcs"),
         Line("PR-WD-1011", "Wire mesh deck 1000 x 1100 mm", D(72), D("24.90"), unit="pcs"),
         Line("PR-SAF-PIN", "Safety locking pin for beams", D(144), D("0.45"), unit="pcs"),
         Line("PR-CP-400", "Column protector 400 mm, yellow/black", D(12), D("39.00"), unit="pcs", discount=D(10))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("185.00"))],
        statement="Omvänd betalningsskyldighet / Reverse charge. Intra-Community supply of goods, exempt from VAT "
                  "(Art. 138 Directive 2006/112/EC). Customer VAT reg. no. BE0456.789.133.",
        dec=",", group=" ", iban=IDS[0][1], bic="HANDSESS", payment_ref=ocr("27815"), customer_no="1042",
        extra={"ours": "Annika Holm", "yours": "Pieter Claeys", "terms": "30 days net", "interest": "8 %",
               "bankgiro": "5412-8830"}),
    # 02 — Björn Lundén in Dutch, the Antwerp branch of a Swedish battery maker: Belgian VAT 21 % (V21), discounts
    Invoice(
        "02-nl-batterijen", "nl", "bjornlunden",
        Supplier("Nordkraft Batterier AB, Belgisch bijkantoor", "Noorderlaan 72", "2030", "Antwerpen", "BE",
                 IDS[1][0], "03 242 18 60", "facturen@nordkraft.be",
                 "RPR Antwerpen - bijkantoor van Nordkraft Batterier AB (Västerås)"),
        "40233", date(2027, 12, 1), date(2027, 12, 31), "PO-45774307", "45774307", D(21),
        [Line("TB-48V-620", "Tractiebatterij 48 V 620 Ah PzS voor reachtruck, inclusief laadstekker 160 A en "
                            "vulsysteem", D(2), D("4860.00"), unit="st", discount=D(8)),
         Line("LD-48-100", "Hoogfrequent lader 48 V / 100 A, driefasig", D(2), D("1245.00"), unit="st",
              discount=D(8)),
         Line("WV-AUTO-24", "Automatisch bijvulsysteem, set voor 24 cellen", D(2), D("189.00"), unit="set"),
         Line("GW-25", "Gedemineraliseerd water, bidon 25 l", D(8), D("14.50"), unit="st")],
        "604000", "V21",
        iban=IDS[1][1], bic="ARSPBE22", payment_ref=ogm(4023345774), customer_no="2118",
        extra={"ours": "Jonas Berg", "yours": "Magazijn Gent", "terms": "30 dagen netto", "interest": "8 %"}),
    # 03 — Paymo in Dutch, a Utrecht logistics consultant: hours, services reverse charged (ICS, 613000)
    Invoice(
        "03-nl-advies", "nl", "paymo",
        Supplier("Van Doorn Logistiek Advies", "Biltstraat 188", "3572 BN", "Utrecht", "NL", IDS[2][0],
                 "+31 30 271 64 09", "administratie@vandoornadvies.nl", "KvK 71409836"),
        "2027-041", date(2027, 12, 2), date(2028, 1, 1), "PO 4577.4314", "45774314", D(0),
        [Line(None, "Procesanalyse inkomende goederenstroom magazijn Gent, inclusief rapportage en "
                    "aanbevelingen", D(24), D("95.00"), unit="uur"),
         Line(None, "Workshop slotting en locatiebeheer met het magazijnteam (2 sessies)", D("7.5"), D("95.00"),
              unit="uur"),
         Line(None, "Reiskosten Utrecht - Gent v.v.", D(3), D("68.00"), unit="rit")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        qty_places=2, iban=IDS[2][1], bic="TRIONL2U", customer_no="",
        extra={"date_style": "long", "project": "Optimalisatie magazijn Gent"}),
    # 04 — Bonsai, a Dublin freelance designer: catalogue design, services reverse charged (ICS, 614000)
    Invoice(
        "04-en-design", "en", "bonsai",
        Supplier("Aoife Brennan Design", "Unit 4, The Digital Hub, Thomas Street", "D08 TCV4", "Dublin", "IE",
                 IDS[3][0], "+353 87 414 2290", "hello@aoifebrennan.ie", ""),
        "0027", date(2027, 12, 3), date(2028, 1, 2), "45774321", "45774321", D(0),
        [Line(None, "Catalogue 2028 layout and typesetting", D(96), D("42.00"), unit="page",
              detail=("96 pages, Dutch and French editions, print-ready PDF and web PDF",)),
         Line(None, "Product photo retouching", D(180), D("6.50"), unit="image",
              detail=("Clipping paths, colour correction and shadows for 180 product images",)),
         Line(None, "Project management and print liaison", D(1), D("450.00"), unit="",
              detail=("Proof rounds with the printer, colour proofs checked on site",))],
        "614000", "ICS", reverse_charge=True,
        statement="VAT reverse charge: the customer accounts for the VAT (Article 196, Council Directive "
                  "2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban=IDS[3][1], bic="BOFIIE2D", customer_no="",
        extra={"project": "Technibouw catalogue 2028"}),
    # 05 — Nutcache in French, a Ciney agricultural supplier: plant-protection products, Belgian VAT 12 % (V12)
    Invoice(
        "05-fr-phyto", "fr", "nutcache",
        Supplier("Agri-Condroz SRL", "Rue de la Station 41", "5590", "Ciney", "BE", IDS[4][0], "083 21 64 70",
                 "facturation@agri-condroz.be", "RPM Liège, division Namur"),
        "FA-00058", date(2027, 12, 6), date(2028, 1, 5), "45774328", "45774328", D(12),
        [Line("PHY-DES-5", "Désherbant à base d'acide pélargonique pour surfaces dures, bidon 5 l "
                           "(agréation 10234P/B)", D(24), D("38.90"), unit="u"),
         Line("PHY-MOU-10", "Anti-mousse pour toitures et terrasses, bidon 10 l", D(12), D("52.40"), unit="u"),
         Line("PHY-FON-1", "Fongicide polyvalent pour espaces verts, flacon 1 l", D(36), D("17.85"), unit="u",
              discount=D(5))],
        "604000", "V12",
        iban=IDS[4][1], bic="BBRUBEBB", payment_ref=ogm(5800745774), customer_no="",
        extra={"terms": "30 jours"}),
    # 06 — Hiveage in German, a Graz conveyor service firm: a services table and a parts table, a discount (ICS)
    Invoice(
        "06-de-wartung", "de", "hiveage",
        Supplier("Steirische Fördertechnik Service GmbH", "Puchstraße 85", "8020", "Graz", "AT", IDS[5][0],
                 "+43 316 27 41 90", "office@stft-service.at", "FN 418273 k, Landesgericht für ZRS Graz"),
        "RE-0412", date(2027, 12, 7), date(2027, 12, 21), "Ihre Bestellung Nr. 4577 4335", "45774335", D(0),
        [Line(None, "Jahreswartung Rollenförderanlage Halle B, inklusive Prüfprotokoll und Einstellung der "
                    "Bandlaufüberwachung", D(14), D("92.00"), unit="Std."),
         Line(None, "Anfahrt Graz - Gent und retour", D(1), D("640.00"), unit="Pausch."),
         Line("GR-TR-50", "Tragrolle Ø 50 mm, Länge 600 mm, verzinkt", D(40), D("18.60"), unit="Stk"),
         Line("ZR-8M-1200", "Zahnriemen HTD 8M-1200, Breite 30 mm", D(4), D("64.50"), unit="Stk"),
         Line("KL-6204-2Z", "Rillenkugellager 6204-2Z", D(24), D("4.80"), unit="Stk")],
        "611000", "ICS", reverse_charge=True, adjustments=[("Rabatt 5 %", D(5))],
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge, Art. 196 "
                  "MwStSystRL). UID des Leistungsempfängers: BE0456.789.133.",
        iban=IDS[5][1], bic="BKAUATWW", customer_no="",
        extra={"services": "2", "summary": "Wartung Fördertechnik Dezember 2027"}),
    # 07 — Speedledger in English, a Gothenburg conveyor-belt maker: intra-EU goods (ICG), ISO dates
    Invoice(
        "07-en-conveyors", "en", "speedledger",
        Supplier("Göta Transportband AB", "Industrigatan 22", "417 07", "Göteborg", "SE", IDS[6][0],
                 "+46 31 704 22 15", "ekonomi@gotatransportband.se", "Org.nr 556817-2059"),
        "1187", date(2027, 12, 8), date(2028, 1, 7), "PO 45774342, P. Claeys", "45774342", D(0),
        [Line("GTB-PVC-800", "PVC conveyor belt 2-ply, width 800 mm, endless vulcanised, length 14 600 mm", D(2),
              D("1265.00"), unit="pcs"),
         Line("GTB-EP400-650", "Rubber conveyor belt EP 400/3, width 650 mm", D(45), D("58.40"), unit="m"),
         Line("GTB-LAC-20", "Belt lacing kit, stainless steel, size 20", D(6), D("74.90"), unit="set"),
         Line("GTB-SCR-800", "Belt scraper with polyurethane blade, 800 mm", D(2), D("312.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Reverse charge. Intra-Community supply of goods exempt from VAT under Article 138 of Directive "
                  "2006/112/EC. Buyer's VAT no. BE0456.789.133.",
        dec=",", group=" ", iban=IDS[6][1], bic="ESSESESS", payment_ref=ocr("1187"), customer_no="310",
        extra={"ours": "Erik Lindqvist", "terms": "30 days", "bankgiro": "5871-2204"}),
    # 08 — Speedledger in French, the Nivelles subsidiary of a Swedish cleaning group: Belgian VAT 21 % (V21)
    Invoice(
        "08-fr-nettoyage", "fr", "speedledger",
        Supplier("Skandia Clean Belgium SRL", "Avenue des Industries 12", "1400", "Nivelles", "BE", IDS[7][0],
                 "067 33 82 10", "comptabilite@skandiaclean.be", "RPM Brabant wallon"),
        "2027-0318", date(2027, 12, 9), date(2028, 1, 8), "BC 45774349", "45774349", D(21),
        [Line(None, "Nettoyage industriel des sols de l'entrepôt à l'autolaveuse, novembre 2027", D(4200),
              D("0.38"), unit="m²"),
         Line(None, "Nettoyage des bureaux et sanitaires, forfait mensuel", D(1), D("1180.00"), unit="forfait"),
         Line(None, "Nettoyage des vitres, faces intérieure et extérieure, hauteur max. 6 m", D(320), D("1.95"),
              unit="m²"),
         Line(None, "Produits d'entretien et consommables sanitaires", D(1), D("145.80"), unit="forfait")],
        "611000", "V21",
        iban=IDS[7][1], bic="GEBABEBB", payment_ref=ogm(3180745774), customer_no="1027",
        extra={"ours": "Sophie Lambert", "terms": "30 jours"}),
    # 09 — Wint in English, a Stockholm analytics SaaS: licence and workshop, services reverse charged (ICS)
    Invoice(
        "09-en-software", "en", "wint",
        Supplier("Kvarnholm Analytics AB", "Sveavägen 44", "111 34", "Stockholm", "SE", IDS[8][0],
                 "+46 8 410 255 60", "billing@kvarnholm.se", "Org.nr 556068-2329"),
        "1054", date(2027, 12, 10), date(2028, 1, 9), "45774356", "45774356", D(0),
        [Line(None, "Warehouse analytics platform, annual licence 1 Jan 2028 - 31 Dec 2028", D(1), D("7800.00"),
              unit="year"),
         Line(None, "Additional user seats", D(15), D("180.00"), unit="user"),
         Line(None, "Implementation workshop (remote), configuration of dashboards for the Gent site", D(2),
              D("1150.00"), unit="day")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge, Article 196 Council Directive 2006/112/EC. Customer VAT no. BE0456.789.133.",
        dec=",", group=" ", iban=IDS[8][1], bic="ESSESESS", payment_ref=ocr("1054"), customer_no="88",
        extra={"ours": "Maja Sandberg", "terms": "30 days", "bankgiro": "5233-1907", "date_fmt": "%Y-%m-%d"}),
    # 10 — Wint in Dutch, the Gent subsidiary of a Swedish technical publisher: books at 6 % (V06), ISBNs
    Invoice(
        "10-nl-vakboeken", "nl", "wint",
        Supplier("Fackbok Benelux BV", "Kortrijksesteenweg 1090", "9051", "Sint-Denijs-Westrem", "BE", IDS[9][0],
                 "09 245 71 30", "boekhouding@fackbok.be", "RPR Gent"),
        "F27-0912", date(2027, 12, 13), date(2028, 1, 12), "bestelbon 45774363", "45774363", D(6),
        [Line("978-90-8234-117-1", "Handboek magazijnbeheer en intralogistiek, 4e herziene druk, gebonden", D(40),
              D("64.50"), unit="ex."),
         Line("978-90-8234-209-3", "Praktijkgids veilig werken met heftrucks en reachtrucks", D(120), D("18.95"),
              unit="ex."),
         Line("978-90-8234-311-3", "Zakboek elektrotechniek NL-FR, editie 2028", D(60), D("29.90"), unit="ex.",
              discount=D(10))],
        "604000", "V06",
        iban=IDS[9][1], bic="GEBABEBB", payment_ref=ogm(9121345774), customer_no="5530",
        extra={"ours": "Lotte De Smet", "terms": "30 dagen", "date_fmt": "%d-%m-%Y"}),
    # 11 — Paymo in German, an Essen freelance translator: words and hours, services reverse charged (ICS)
    Invoice(
        "11-de-uebersetzung", "de", "paymo",
        Supplier("Lena Hartmann Fachübersetzungen", "Rüttenscheider Straße 154", "45131", "Essen", "DE", IDS[10][0],
                 "0201 84 27 119", "post@hartmann-uebersetzungen.de", "Steuernummer 112/5043/2219"),
        "2027-118", date(2027, 12, 14), date(2027, 12, 28), "45774370", "45774370", D(0),
        [Line(None, "Fachübersetzung Betriebsanleitung Hubarbeitsbühne DE > NL", D(4850), D("0.14"),
              unit="Wörter"),
         Line(None, "Fachübersetzung Sicherheitsdatenblätter DE > FR, 12 Dokumente", D(12), D("58.00"),
              unit="Dok."),
         Line(None, "Terminologiearbeit und Glossar für Produktkatalog", D("6.5"), D("65.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG, Art. 196 "
                  "MwStSystRL). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban=IDS[10][1], bic="GENODEM1GLS", customer_no="",
        extra={"project": "Technische Dokumentation 2027"}),
    # 12 — Hiveage in English, a Son en Breugel LED wholesaler: intra-EU goods (ICG), shipping, no PO printed
    Invoice(
        "12-en-lighting", "en", "hiveage",
        Supplier("Brabant LED Solutions B.V.", "Ekkersrijt 4102", "5692 DB", "Son en Breugel", "NL", IDS[11][0],
                 "+31 499 47 20 85", "invoices@brabantled.nl", "KvK 60218847"),
        "INV-0893", date(2027, 12, 15), date(2028, 1, 14), None, "45774377", D(0),
        [Line("HB-150-840", "LED high bay 150 W, 4000 K, IP65, 1-10 V dimmable, 90° optic", D(30), D("118.00"),
              unit="pcs"),
         Line("LB-1500-56", "LED batten 1500 mm, 56 W, IK08, through-wiring", D(48), D("42.75"), unit="pcs"),
         Line("SEN-MW-HB", "Microwave presence sensor for high bay, plug-in", D(30), D("27.40"), unit="pcs"),
         Line("SUSP-KIT-2", "Suspension kit with 2 m steel wire and hooks", D(30), D("6.90"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping", D("95.00"))],
        statement="Intra-Community supply of goods, VAT 0 % - reverse charge (Art. 138 Directive 2006/112/EC). "
                  "Customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban=IDS[11][1], bic="RABONL2U", customer_no="",
        extra={"services": "0", "summary": "LED retrofit warehouse Gent - phase 2", "date_style": "short_en"}),
]
