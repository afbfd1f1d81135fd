"""The twelve invoices of the sixtieth blind corpus (issue 38, corpus 60), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (NL, BE, FR, FI, SK, PL), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software:
24SevenOffice, Xledger, Lemonsoft, Heeros, Comarch ERP Optima, iFirma and Billdu. PO numbers are the ERP's 4577xxxx
(45775300, step 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs
carry valid check digits: invoice_env/world/identifiers.py's generators on random.Random(20271250), VAT then IBAN
for each supplier in order; for FI, PL and SK (no generator there) the same random stream draws the digits and
python-stdnum gives the check digits (see `identifiers` below and the README)."""

from __future__ import annotations

import random
from datetime import date

import stdnum.fi.alv
import stdnum.iban
import stdnum.pl.nip
import stdnum.sk.dph
from stdnum import ean

from invoice_env.world.identifiers import VAT_GENERATORS, iban
from invoices import D, Invoice, Line, Supplier, ogm

COUNTRIES = ("NL", "BE", "FR", "BE", "FI", "FI", "FI", "SK", "PL", "PL", "PL", "BE")   # the suppliers 01..12
_VAT_STEM = {"FI": 7, "PL": 9, "SK": 9}          # digits drawn before the one check digit python-stdnum accepts
_VAT_CHECK = {"FI": stdnum.fi.alv.is_valid, "PL": stdnum.pl.nip.is_valid, "SK": stdnum.sk.dph.is_valid}
_IBAN_DIGITS = {"FI": 14, "PL": 24, "SK": 20}    # BBAN length (digits only) of the country's IBAN


def _stdnum_vat(country: str, rng: random.Random) -> str:
    """Draw the stem's digits (first digit 1-9), append the check digit python-stdnum's validator accepts; draw
    again when no digit is accepted (a Finnish remainder of 1, a Polish check of 10, a Slovak stem that no
    digit makes a multiple of 11 or with a third digit SK does not allow)."""
    while True:
        stem = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(_VAT_STEM[country] - 1))
        for digit in "0123456789":
            if _VAT_CHECK[country](country + stem + digit):
                return country + stem + digit


def _stdnum_iban(country: str, rng: random.Random) -> str:
    """Draw the BBAN's digits, the IBAN check digits from python-stdnum (stdnum.iban.calc_check_digits)."""
    body = "".join(str(rng.randint(0, 9)) for _ in range(_IBAN_DIGITS[country]))
    raw = country + stdnum.iban.calc_check_digits(country + "00" + body) + body
    stdnum.iban.validate(raw)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def identifiers() -> list[tuple[str, str]]:
    """(VAT number, IBAN) of each supplier in order."""
    rng = random.Random(20271250)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat = VAT_GENERATORS[country](rng)
            out.append((vat, iban(country, rng)))
        else:
            vat = _stdnum_vat(country, rng)
            out.append((vat, _stdnum_iban(country, rng)))
    return out


IDS = identifiers()


def fi_ref(base: str) -> str:
    """A Finnish national payment reference: `base` and its 7-3-1 check digit, in groups of five from the right."""
    total = sum(int(d) * (7, 3, 1)[k % 3] for k, d in enumerate(reversed(base)))
    digits = base + str((10 - total % 10) % 10)
    groups = [digits[max(0, i - 5):i] for i in range(len(digits), 0, -5)]
    return " ".join(reversed(groups))


def rf_ref(base: str) -> str:
    """An ISO 11649 creditor reference RFkk + `base` (mod 97 as for an IBAN), in groups of four."""
    numeric = "".join(str(int(ch, 36)) for ch in base + "RF00")
    raw = f"RF{98 - int(numeric) % 97:02d}{base}"
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def isbn(stem: str) -> str:
    return stem + ean.calc_check_digit(stem)


def _y(vat: str) -> str:            # FI12345678 -> the Business ID 1234567-8
    return f"{vat[2:9]}-{vat[9]}"


def _siren(vat: str) -> str:        # FR kk SIREN -> "123 456 789"
    return f"{vat[4:7]} {vat[7:10]} {vat[10:]}"


CORPUS = [
    # 01 — 24SevenOffice, the Rotterdam subsidiary of a Norwegian lifting-gear group: intra-EU goods (ICG), a line
    # discount, freight before the net total
    Invoice(
        "01-nl-hijsmiddelen", "nl", "twentyfour",
        Supplier("Nordvik Løfteteknikk Nederland B.V.", "Vlaardingweg 62", "3044 CK", "Rotterdam", "NL", IDS[0][0],
                 "010 846 21 90", "factuur@nordvik-lofteteknikk.nl", "KvK 80412377"),
        "100418", date(2027, 10, 4), date(2027, 11, 3), "PO 45775300", "45775300", D(0),
        [Line("NV-RS-2T-3", "Rondstrop polyester 2 t, werklengte 3 m, groen", D(40), D("11.80"), unit="stk"),
         Line("NV-RS-5T-6", "Rondstrop polyester 5 t, werklengte 6 m, bruin, met beschermhoes tegen scherpe randen",
              D(16), D("38.40"), unit="stk", discount=D(5)),
         Line("NV-KET-10-4", "Kettingsamenstel 2-sprongs G10, 10 mm, 4 m, met inkortklauwen", D(6), D("412.00"),
              unit="stk"),
         Line("NV-SH-12", "Harpsluiting gegalvaniseerd 12 t met borgbout", D(24), D("19.95"), unit="stk"),
         Line("NV-HT-3T", "Handkettingtakel 3 t, hijshoogte 6 m, met overlastbeveiliging en keuringscertificaat",
              D(2), D("689.00"), unit="stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("65.00"))],
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG). De btw "
                  "wordt verlegd naar de afnemer, btw-nummer BE0456.789.133.",
        iban=IDS[0][1], bic="SNSBNL2A", customer_no="20318",
        extra={"ours": "Kari Haugen", "terms": "30 dagen netto", "ref": "100418"}),
    # 02 — 24SevenOffice, the Belgian subsidiary of a Norwegian hydraulics group: Belgian VAT 21 % (V21)
    Invoice(
        "02-nl-hydrauliek", "nl", "twentyfour",
        Supplier("Skarvik Hydraulics Belgium BV", "Scheldedijk 30", "2070", "Zwijndrecht", "BE", IDS[1][0],
                 "03 250 64 18", "facturen@skarvik-hydraulics.be", "RPR Antwerpen, afd. Antwerpen"),
        "210077", date(2027, 10, 7), date(2027, 11, 6), "4577-5307", "45775307", D(21),
        [Line("SKH-2SN-12", "Hydraulische slang 2SN DN12, per meter", D(120), D("8.65"), unit="m"),
         Line("SKH-DKOL-18", "Persfitting DKOL 18L recht voor slang 2SN DN12", D(80), D("4.20"), unit="stk"),
         Line("SKH-KK-38", "Kogelkraan hogedruk 3/8\" BSP, 350 bar, met handel", D(12), D("47.90"), unit="stk"),
         Line("SKH-TP-A10", "Tandwielpomp groep 2, 10 cc/omw, rechtsdraaiend, flens SAE A, inclusief "
                            "koppelingshelft", D(2), D("318.00"), unit="stk"),
         Line("SKH-ASS", "Assemblage en drukproef slangleidingen op maat, per leiding", D(24), D("6.50"),
              unit="stk")],
        "604000", "V21",
        iban=IDS[1][1], bic="GEBABEBB", payment_ref=ogm(2100775307), customer_no="1142",
        extra={"ours": "Pieter Claes", "terms": "30 dagen netto", "ref": ogm(2100775307)}),
    # 03 — Xledger, the Lyon subsidiary of a Nordic finance-software consultancy: services reverse charged (ICS)
    Invoice(
        "03-fr-conseil", "fr", "xledger",
        Supplier("Arvika Conseil SAS", "27 quai Perrache", "69002", "Lyon", "FR", IDS[2][0], "04 78 92 15 60",
                 "facturation@arvika-conseil.fr", f"RCS Lyon {_siren(IDS[2][0])}"),
        "300284", date(2027, 10, 12), date(2027, 11, 11), "BC 45775314", "45775314", D(0),
        [Line(None, "Mission de conseil : paramétrage du module achats et des circuits d'approbation des factures "
                    "fournisseurs", D(6), D("1150.00"), unit="jour"),
         Line(None, "Atelier de formation des utilisateurs comptabilité fournisseurs (Gand, 7 octobre 2027)", D(1),
              D("1450.00"), unit="forfait"),
         Line(None, "Support à distance après démarrage", D("7.5"), D("135.00"), unit="heure"),
         Line(None, "Frais de déplacement Lyon - Gand (train et hôtel), refacturés au forfait", D(1), D("640.00"),
              unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation : prestation de services, TVA due par le preneur (articles 44 et 196 de la "
                  "directive 2006/112/CE ; article 283-2 du CGI). N° TVA du preneur : BE0456.789.133.",
        group="\u202f", iban=IDS[2][1], bic="CMCIFRPP", customer_no="10482",
        extra={"ours": "Camille Roux", "terms": "30 jours net", "capital": "SAS au capital de 80 000 €"}),
    # 04 — Xledger, a La Hulpe caterer of a Nordic group: catering at the Belgian 12 % (V12)
    Invoice(
        "04-fr-traiteur", "fr", "xledger",
        Supplier("Norrkök Catering Belgique SRL", "Avenue Reine Astrid 92", "1310", "La Hulpe", "BE", IDS[3][0],
                 "02 653 71 40", "comptabilite@norrkok-catering.be", "RPM Brabant wallon"),
        "400191", date(2027, 10, 15), date(2027, 11, 14), "45775321", "45775321", D(12),
        [Line(None, "Lunch buffet froid pour la journée fournisseurs du 13/10/2027 (sandwiches garnis, salades, "
                    "desserts)", D(85), D("24.50"), unit="pers."),
         Line(None, "Plateaux-repas chauds pour la réunion du conseil d'administration", D(12), D("32.00"),
              unit="pce"),
         Line(None, "Personnel de service sur place (2 serveurs, 4,5 heures)", D(9), D("42.00"), unit="heure"),
         Line(None, "Mise à disposition de vaisselle, nappes et chafing dishes", D(1), D("180.00"),
              unit="forfait")],
        "602000", "V12",
        iban=IDS[3][1], bic="GEBABEBB", payment_ref=ogm(4001915321), customer_no="20077",
        extra={"ours": "Sofie Lambert", "terms": "30 jours date de facture"}),
    # 05 — Lemonsoft, a Tampere wire-rope and lifting supplier: intra-EU goods (ICG), Finnish number and date print
    Invoice(
        "05-en-wirerope", "en", "lemonsoft",
        Supplier("Tampereen Nostotekniikka Oy", "Hatanpään valtatie 48", "33900", "Tampere", "FI", IDS[4][0],
                 "+358 3 358 4100", "laskutus@nostotekniikka.fi", f"Business ID {_y(IDS[4][0])}"),
        "52718", date(2027, 10, 19), date(2027, 11, 18), "4577 5328", "45775328", D(0),
        [Line("TN-WR-1025", "Wire rope 10 mm 6x36 WS-IWRC 1960, galvanised", D(500), D("2.86"), unit="m"),
         Line("TN-TH-10", "Wire rope thimble DIN 6899 B, 10 mm", D(60), D("1.45"), unit="pcs"),
         Line("TN-WC-10", "Wire rope clip DIN 1142, 10 mm, galvanised", D(180), D("2.10"), unit="pcs"),
         Line("TN-SH-2000", "Swivel hook with safety latch, WLL 2 000 kg, grade 8, powder coated", D(20),
              D("27.80"), unit="pcs"),
         Line("TN-LB-A2", "Load block with double sheave for 10 mm wire rope", D(4), D("365.00"), unit="pcs",
              discount=D(8))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("120.00"))],
        statement="VAT 0 %, intra-Community supply of goods (Art. 138 VAT Directive 2006/112/EC). Reverse charge: "
                  "VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        group=" ", iban=IDS[4][1], bic="ITELFIHH", payment_ref=fi_ref("52718"), customer_no="11045",
        extra={"ours": "Mikko Lahtinen", "yours": "Jan De Smet", "terms": "30 days net",
               "delivery": "FCA Tampere (Incoterms 2020)", "method": "Road freight", "interest": "8,0 %",
               "domicile": "Tampere"}),
    # 06 — Lemonsoft in German, a Seinäjoki pump maker: intra-EU goods (ICG), no PO printed (a delivery note and a
    # contact name instead)
    Invoice(
        "06-de-pumpen", "de", "lemonsoft",
        Supplier("Pohjanmaan Pumppu Oy", "Teollisuustie 7", "60100", "Seinäjoki", "FI", IDS[5][0],
                 "+358 6 421 7700", "laskut@pohjanmaanpumppu.fi", f"Y-tunnus {_y(IDS[5][0])}"),
        "40366", date(2027, 11, 2), date(2027, 12, 2), None, "45775335", D(0),
        [Line("PP-KP-32-4", "Kreiselpumpe Edelstahl 32-160, 4 kW, 400 V, mit Gleitringdichtung", D(3),
              D("1480.00"), unit="Stk"),
         Line("PP-DS-32", "Dichtungssatz für Kreiselpumpe 32-160", D(10), D("64.50"), unit="Stk"),
         Line("PP-FL-DN32", "Vorschweißflansch DN 32 PN 16, Edelstahl 1.4404", D(24), D("18.90"), unit="Stk"),
         Line("PP-MV-25", "Membranventil DN 25 mit pneumatischem Antrieb, EPDM-Membran, Anschluss Tri-Clamp", D(4),
              D("695.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL). Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        group=" ", iban=IDS[5][1], bic="DABAFIHH", payment_ref=fi_ref("40366"), customer_no="3307",
        extra={"ours": "Anne Mäkelä", "yours": "Hr. De Smet", "terms": "30 Tage netto",
               "delivery": "DAP Gent (Incoterms 2020)", "method": "LKW", "interest": "8,0 %",
               "domicile": "Seinäjoki", "note": "Lieferschein 88123"}),
    # 07 — Heeros, a Vaasa IT-service firm: services reverse charged (ICS), an RF reference and the giro slip
    Invoice(
        "07-en-itservices", "en", "heeros",
        Supplier("Merivaara Data Oy", "Hovioikeudenpuistikko 15", "65100", "Vaasa", "FI", IDS[6][0],
                 "+358 6 318 2250", "invoicing@merivaaradata.fi", f"Business ID {_y(IDS[6][0])}"),
        "1047", date(2027, 11, 9), date(2027, 11, 23), "45775342", "45775342", D(0),
        [Line(None, "Warehouse label printing service, monthly fee, November 2027", D(1), D("890.00"), unit="mo"),
         Line(None, "Integration maintenance, EDI messages to carriers (DESADV, IFTMIN), November 2027", D(1),
              D("1240.00"), unit="mo"),
         Line(None, "Development work: new pallet label layout for the Gent warehouse, with test printing on site "
                    "printers", D("37.5"), D("96.00"), unit="h"),
         Line(None, "Project management", D(6), D("110.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge (Art. 196 VAT Directive 2006/112/EC). VAT to be accounted for by the buyer, "
                  "buyer's VAT no. BE0456.789.133.",
        group=" ", iban=IDS[6][1], bic="OKOYFIHH", payment_ref=rf_ref("10476"), customer_no="TB-01",
        extra={"ours": "Jussi Koskinen", "terms": "14 days net", "interest": "8 %"}),
    # 08 — Billdu, a Liptovský Mikuláš pallet maker: intra-EU goods (ICG), no article numbers
    Invoice(
        "08-en-pallets", "en", "billdu",
        Supplier("Tatra Wood Components s.r.o.", "Priemyselná 14", "031 01", "Liptovský Mikuláš", "SK", IDS[7][0],
                 "+421 44 552 31 80", "fakturacia@tatrawood.sk",
                 "Registered in the Commercial Register of the District Court Žilina, Section Sro, Insert "
                 "No. 61234/L"),
        "20270045", date(2027, 11, 12), date(2027, 11, 26), "PO-45775349", "45775349", D(0),
        [Line(None, "Wooden pallet collars 1200 x 800 mm, 200 mm high, heat treated ISPM 15, 4 hinges", D(400),
              D("6.40"), unit="pcs"),
         Line(None, "Pallet lids 1200 x 800 mm, plywood 9 mm", D(150), D("5.85"), unit="pcs"),
         Line(None, "Euro pallets EPAL 1 new, 1200 x 800 mm", D(240), D("13.20"), unit="pcs"),
         Line(None, "Transport Liptovský Mikuláš - Gent, full truck load", D(1), D("1150.00"), unit="trip")],
        "604000", "ICG", reverse_charge=True,
        statement="Supply of goods exempt from VAT under § 43 of Act No. 222/2004 Coll. (intra-Community supply). "
                  "Reverse charge: the customer is liable to pay the VAT.",
        group="\u00a0", iban=IDS[7][1], bic="TATRSKBX", payment_ref="20270045", customer_no="",
        extra={"ico": "47381245", "issued_by": "Martina Kováčová", "bank": "Tatra banka, a.s.",
               "delivery": "12.11.2027", "method": "Bank transfer"}),
    # 09 — Comarch ERP Optima, a Poznań fixings manufacturer: intra-EU goods (ICG, WDT 0 %), Polish/English
    Invoice(
        "09-en-fixings", "en", "optima",
        Supplier("Metalplast Osprzęt Sp. z o.o.", "ul. Obornicka 229", "60-650", "Poznań", "PL", IDS[8][0],
                 "+48 61 842 17 30", "faktury@metalplast-osprzet.pl", "KRS 0000412873"),
        "FS/1187/2027", date(2027, 11, 16), date(2027, 12, 16), "45775356", "45775356", D(0),
        [Line("MPO-UCH-M10", "Pipe clamp M10 with rubber insert, 54-60 mm", D(1200), D("0.92"), unit="pcs"),
         Line("MPO-KON-41", "Mounting channel 41 x 41 x 2.5 mm, galvanised, length 3 m", D(180), D("11.40"),
              unit="pcs"),
         Line("MPO-KAT-90", "Angle bracket 90° for mounting channel, 4 holes", D(400), D("1.35"), unit="pcs"),
         Line("MPO-KOT-M10", "Wedge anchor M10 x 90, zinc plated, box of 50", D(40), D("17.60"), unit="box"),
         Line("MPO-ZAW-50", "Pipe hanger for sprinkler systems DN 50, with M10 rod coupling", D(250), D("2.15"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Wewnątrzwspólnotowa dostawa towarów, stawka 0 % (art. 42 ustawy o VAT). Intra-Community supply "
                  "of goods, Art. 138 Directive 2006/112/EC; reverse charge, customer's VAT ID BE0456789133.",
        group=" ", iban=IDS[8][1], bic="PKOPPLPW", customer_no="K/0381",
        extra={"place": "Poznań", "issued_by": "Anna Nowak", "bank": "PKO Bank Polski S.A.", "fx": "4,2815",
               "fx_table": "222/A/NBP/2027", "fx_date": "2027-11-15", "regon": "301558642"}),
    # 10 — Comarch ERP Optima in German, a Gliwice electrical wholesaler: intra-EU goods (ICG), line discounts,
    # quantities with two decimals
    Invoice(
        "10-de-elektro", "de", "optima",
        Supplier("Elektro-Silesia Sp. z o.o.", "ul. Bojkowska 37", "44-100", "Gliwice", "PL", IDS[9][0],
                 "+48 32 331 48 00", "ksiegowosc@elektro-silesia.pl", "KRS 0000587214"),
        "FS/0412/2027", date(2027, 11, 23), date(2027, 12, 23), "PO 45775363", "45775363", D(0),
        [Line("ES-LED40-IP65", "LED-Hallenleuchte 40 W, IP65, 4000 K, 5200 lm", D(64), D("38.90"), unit="Stk",
              discount=D(3)),
         Line("ES-LED150-HB", "LED-Hallenstrahler 150 W, IP65, 120°, mit Montagebügel", D(24), D("112.00"),
              unit="Stk", discount=D(3)),
         Line("ES-VK-24", "Aufputz-Verteilerkasten 24 Module, IP65, mit Tür", D(10), D("46.80"), unit="Stk"),
         Line("ES-YDY-3X25", "Installationskabel YDY 3 x 2,5 mm², Ring 100 m", D(12), D("98.50"), unit="Ring"),
         Line("ES-B16-1P", "Leitungsschutzschalter B16, 1-polig, 6 kA", D(80), D("3.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Wewnątrzwspólnotowa dostawa towarów, stawka 0 % (art. 42 ustawy o VAT). Steuerfreie "
                  "innergemeinschaftliche Lieferung (Art. 138 MwStSystRL), Steuerschuldnerschaft des "
                  "Leistungsempfängers.",
        group=" ", qty_places=2, iban=IDS[9][1], bic="INGBPLPW", customer_no="K/1127",
        extra={"place": "Gliwice", "issued_by": "Tomasz Kowalski", "bank": "ING Bank Śląski S.A.", "fx": "4,2790",
               "fx_table": "227/A/NBP/2027", "fx_date": "2027-11-22", "regon": "243907761"}),
    # 11 — iFirma, a Kraków freelance developer: services reverse charged (ICS, "np"), the PO in the notes
    Invoice(
        "11-en-software", "en", "ifirma",
        Supplier("Kacper Wiśniewski IT Solutions", "ul. Lea 114/6", "30-133", "Kraków", "PL", IDS[10][0],
                 "+48 601 284 907", "kacper@wisniewski-it.pl", "REGON 368214520"),
        "14/11/2027", date(2027, 11, 30), date(2027, 12, 14), "PO 45775370", "45775370", D(0),
        [Line(None, "Software development services - WMS integration module (scanner app), November 2027", D(64),
              D("55.00"), unit="h"),
         Line(None, "Code review and deployment support", D(12), D("55.00"), unit="h"),
         Line(None, "Hosting of test environment, November 2027", D(1), D("85.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="Odwrotne obciążenie / Reverse charge. Service not subject to Polish VAT (art. 28b of the VAT "
                  "Act); VAT to be accounted for by the customer (Art. 196 Directive 2006/112/EC).",
        group=" ", iban=IDS[10][1], bic="BREXPLPWMBK", customer_no="",
        extra={"place": "Kraków", "issued_by": "Kacper Wiśniewski", "bank": "mBank S.A.", "sale": "2027-11-30"}),
    # 12 — Billdu in Dutch, a Gent bookshop: professional books at the Belgian 6 % (V06), ISBNs as item codes
    Invoice(
        "12-nl-vakboeken", "nl", "billdu",
        Supplier("Boekhandel Scheldeboek BV", "Overpoortstraat 38", "9000", "Gent", "BE", IDS[11][0],
                 "09 223 48 15", "info@scheldeboek.be", "RPR Gent"),
        "2027-0093", date(2027, 12, 3), date(2028, 1, 2), "45775377", "45775377", D(6),
        [Line(isbn("978904303571"), "Praktische gids magazijnbeheer en logistiek, 4e herziene druk", D(8),
              D("39.95"), unit="st"),
         Line(isbn("978946292841"), "Handboek heftrucks en reachtrucks - veilig werken", D(25), D("24.50"),
              unit="st", discount=D(10)),
         Line(isbn("978904003822"), "Btw-wetboek 2027, editie met toelichting", D(3), D("89.00"), unit="st"),
         Line(isbn("978946303615"), "ADR 2027 - Vervoer van gevaarlijke goederen over de weg, deel 1 en 2", D(4),
              D("64.90"), unit="st")],
        "604000", "V06",
        iban=IDS[11][1], bic="GEBABEBB", payment_ref=ogm(2027009377), customer_no="",
        extra={"issued_by": "Lies Vermeulen", "bank": "", "delivery": "03/12/2027",
               "method": "Overschrijving"}),
]
