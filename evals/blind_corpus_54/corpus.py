"""The twelve invoices of the fifty-fourth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers (BE, ES, IT, PT, PL), in fr, en, de and nl, each drawn by
a writer (draw.py) that imitates the ordinary printed layout of one family of Southern- and Eastern-European
invoicing software: STEL Order, Buffetti, Ad Hoc Revolution, Eticadata, Artsoft, Symfonia and enova365. The four
Belgian suppliers (domestic 21 %, 12 %, 6 %) are Belgian branches or subsidiaries of Spanish, Italian and
Portuguese groups that print with the group's software. PO numbers are the ERP's 4577xxxx (45774700 by steps of
7); each invoice prints them in the supplier's own form (one prints none).

VAT numbers and IBANs: drawn on random.Random(20271244), VAT then IBAN for each supplier in order. BE numbers come
from invoice_env/world/identifiers.py's generators (be_vat, iban). ES, IT, PT and PL have no generator there: the
same random stream draws the digits, python-stdnum computes the check digits (es.cif, es.ccc, luhn, pt.nif,
iso7064.mod_97_10, pl.nip's checksum, iban.calc_check_digits); the Italian CIN letter and the Polish sort code's
check digit, which stdnum does not compute, are computed by `_it_cin` and `_pl_sort` below (their public
algorithms). Every number is then validated with stdnum (VAT) and identifiers.iban_problem (IBAN)."""

from __future__ import annotations

import random
import string
from datetime import date

import stdnum.es.ccc
import stdnum.es.cif
import stdnum.iban
import stdnum.pl.nip
import stdnum.pt.nif
from stdnum import luhn
from stdnum.iso7064 import mod_97_10

from invoice_env.world.identifiers import be_vat, iban, iban_problem, vat_problem
from invoices import D, Invoice, Line, Supplier, ogm

COUNTRIES = ("BE", "ES", "IT", "BE", "IT", "IT", "PT", "BE", "PT", "BE", "PL", "PL")   # the suppliers, in order


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _iban(country: str, bban: str) -> str:
    raw = country + stdnum.iban.calc_check_digits(country + "00" + bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _it_cin(bban: str) -> str:
    """The Italian CIN letter of ABI + CAB + account (odd/even position tables, mod 26)."""
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    total = 0
    for k, ch in enumerate(bban):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        total += odd[v] if k % 2 == 0 else v
    return chr(65 + total % 26)


def _pl_sort(bank: str, branch: str) -> str:
    """A Polish sort code: bank (4) + branch (3) + its check digit (weights 3, 9, 7, 1, 3, 9, 7)."""
    stem = bank + branch
    return stem + str((10 - sum(w * int(d) for w, d in zip((3, 9, 7, 1, 3, 9, 7), stem)) % 10) % 10)


def _vat(country: str, rng: random.Random) -> str:
    if country == "BE":
        return be_vat(rng)
    if country == "ES":
        stem = "B" + _digits(rng, 7)
        return "ES" + stem + stdnum.es.cif.calc_check_digits(stem)[0]
    if country == "IT":
        stem = str(rng.randint(1_000_000, 9_999_999)) + f"{rng.randint(1, 100):03d}"
        return "IT" + stem + luhn.calc_check_digit(stem)
    if country == "PT":
        stem = "5" + _digits(rng, 7)
        return "PT" + stem + stdnum.pt.nif.calc_check_digit(stem)
    while True:     # PL: the NIP's last digit completes the weighted sum mod 11 (none when it would be 10)
        stem = str(rng.randint(5, 9)) + _digits(rng, 8)
        for last in string.digits:
            if stdnum.pl.nip.checksum(stem + last) == 0:
                return "PL" + stem + last


def _account(country: str, rng: random.Random) -> str:
    if country == "BE":
        return iban("BE", rng)
    if country == "ES":
        bank = rng.choice(["2100", "0049", "0182", "0081"]) + _digits(rng, 4)
        account = _digits(rng, 10)
        return _iban("ES", bank + stdnum.es.ccc.calc_check_digits(bank + "00" + account) + account)
    if country == "IT":
        body = rng.choice(["03069", "02008", "05034", "06045"]) + _digits(rng, 5) + _digits(rng, 12)
        return _iban("IT", _it_cin(body) + body)
    if country == "PT":
        nib = rng.choice(["0035", "0033", "0010", "0036"]) + _digits(rng, 4) + _digits(rng, 11)
        return _iban("PT", nib + mod_97_10.calc_check_digits(nib))
    sort = _pl_sort(rng.choice(["1020", "1140", "1240", "1090"]), _digits(rng, 3))
    return _iban("PL", sort + _digits(rng, 16))


def _identifiers() -> list[tuple[str, str]]:
    rng = random.Random(20271244)
    out = []
    for country in COUNTRIES:
        vat = _vat(country, rng)
        account = _account(country, rng)
        if vat_problem(vat, country) or iban_problem(account, country):
            raise ValueError(f"bad identifier {vat} / {account}")
        out.append((vat, account))
    return out


IDS = _identifiers()
PO = [str(45774700 + 7 * k) for k in range(12)]


def _vat_of(k: int) -> str:
    return IDS[k][0]


def _iban_of(k: int) -> str:
    return IDS[k][1]


CORPUS = [
    # 01 — STEL Order in French, the Brussels branch of a Spanish HVAC service firm: a repair visit, 21 % (V21, 611000)
    Invoice(
        "01-fr-climatisation", "fr", "stelorder",
        Supplier("Frío Levante Services Belgique SRL", "Chaussée de Mons 1425", "1070", "Anderlecht", "BE",
                 _vat_of(0), "02 522 61 40", "factures@friolevante.be", "RPM Bruxelles"),
        "FV-2027-0318", date(2027, 9, 13), date(2027, 10, 13), "BC 45774700", PO[0], D(21),
        [Line("MO-FRIG", "Main d'œuvre technicien frigoriste, intervention sur groupe de froid entrepôt (2 "
                         "techniciens)", D("7.5"), D("68.00"), unit="h"),
         Line("DEPL-Z3", "Déplacement zone 3", D(1), D("85.00"), unit="u"),
         Line("R410A-10", "Réfrigérant R410A, recharge du circuit du groupe extérieur après recherche de fuite",
              D("6.4"), D("29.50"), unit="kg"),
         Line("CAP-45UF", "Condensateur de démarrage 45 µF 450 V pour compresseur", D(2), D("24.50"), unit="u",
              discount=D(10)),
         Line("FLT-G4-592", "Filtre plissé G4 592 x 592 x 48 mm pour centrale de traitement d'air", D(8), D("17.90"),
              unit="u")],
        "611000", "V21",
        iban=_iban_of(0), bic="GEBABEBB", payment_ref=ogm(2703180700), customer_no="CL-00271",
        extra={"work": "INT-2027-1184", "tech": "Rubén Sánchez / Marc Delvaux", "site": "Industrieweg 14, 9000 Gand",
               "terms": "Virement à 30 jours"}),
    # 02 — STEL Order in English, a Zaragoza valve maker: intra-EU goods (ICG), Spanish number format
    Invoice(
        "02-en-valves", "en", "stelorder",
        Supplier("Valvulería Ebro Industrial S.L.", "Polígono Malpica, Calle E, Parcela 21", "50016", "Zaragoza", "ES",
                 _vat_of(1), "+34 976 57 12 80", "facturacion@valvuleriaebro.es",
                 "Registro Mercantil de Zaragoza, Tomo 4187, Folio 112, Hoja Z-59214"),
        "FA27-00412", date(2027, 9, 20), date(2027, 10, 20), "PO 4577 4707", PO[1], D(0),
        [Line("VB2P-DN25", "Brass ball valve, 2-piece, full bore, DN25 (1\"), PN25, steel lever handle", D(60),
              D("14.80"), unit="pcs"),
         Line("VB2P-DN50", "Brass ball valve, 2-piece, full bore, DN50 (2\"), PN16, steel lever handle", D(24),
              D("42.60"), unit="pcs"),
         Line("VM3V-DN32", "Three-way motorised zone valve DN32 with 230 V actuator and auxiliary end switch", D(10),
              D("168.00"), unit="pcs", discount=D(5)),
         Line("FY-DN65", "Cast iron Y-strainer DN65, flanged PN16, stainless steel screen 1.0 mm", D(6), D("97.50"),
              unit="pcs"),
         Line("MAN-063-10", "Pressure gauge 0-10 bar, dial 63 mm, bottom connection 1/4\"", D(40), D("6.35"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Intra-Community supply of goods exempt from VAT under article 25 of Law 37/1992 on VAT. Reverse "
                  "charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        iban=_iban_of(1), bic="BSABESBBXXX", customer_no="000186",
        extra={"terms": "Bank transfer 30 days", "delivery": "Delivery note AL27-00398"}),
    # 03 — Buffetti, bilingual Italian/English, a Sassuolo tile maker: intra-EU goods (ICG), "10+5" discounts, freight
    Invoice(
        "03-en-tiles", "en", "buffetti",
        Supplier("Ceramiche Secchia S.r.l.", "Via Radici in Piano 512", "41049", "Sassuolo (MO)", "IT",
                 _vat_of(2), "+39 0536 80 42 17", "amministrazione@ceramichesecchia.it",
                 "R.E.A. MO-298431 - Cap. soc. € 100.000,00 i.v."),
        "871/27", date(2027, 9, 24), date(2027, 10, 31), "45774714", PO[2], D(0),
        [Line("SC6060AN-R10", "Porcelain stoneware 60x60 cm rectified, anthracite matt R10, 1st choice", D(432),
              D("18.90"), unit="m²", discount=D("14.5")),
         Line("SC3060GR-R11", "Porcelain stoneware 30x60 cm rectified, grey matt R11, 1st choice", D(288),
              D("16.40"), unit="m²", discount=D("14.5")),
         Line("SCBT860AN", "Skirting 8x60 cm anthracite matt", D(180), D("3.20"), unit="pz", discount=D(10)),
         Line("PALLET-EPAL", "EPAL wooden pallet (returnable)", D(6), D("12.00"), unit="pz")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Spese trasporto / Freight", D("180.00"))],
        statement="Operazione non imponibile art. 41 D.L. 331/1993 - Non-taxable intra-Community supply, art. 41 "
                  "D.L. 331/1993 (art. 138 Directive 2006/112/EC).",
        qty_places=2, iban=_iban_of(2), bic="UNCRITMMXXX", customer_no="004127",
        extra={"cascade": {0: "10+5", 1: "10+5", 2: "10"}, "po_date": "03/09/2027", "ddt": "DDT n. 1904 del 22/09/2027",
               "terms": "Bonifico bancario 30 gg d.f.f.m. / Bank transfer 30 days end of month",
               "carrier": "Vettore / Carrier", "porto": "Franco / Paid", "aspect": "Bancali / Pallets",
               "colli": "6"}),
    # 04 — Buffetti in French, the Hainaut subsidiary of an Italian agro-chemical group: plant-protection products at 12 %
    Invoice(
        "04-fr-phyto", "fr", "buffetti",
        Supplier("Agrodif Benelux SRL", "Rue du Parc Industriel 8", "7822", "Ghislenghien", "BE", _vat_of(3),
                 "068 33 19 52", "comptabilite@agrodif-benelux.be", "RPM Hainaut, division Mons"),
        "356/2027", date(2027, 10, 1), date(2027, 10, 31), "45774721", PO[3], D(12),
        [Line(None, "Herbicide total à base d'acide pélargonique, prêt à l'emploi, bidon 5 L (agréation 10123P/B)",
              D(48), D("38.60"), unit="pc"),
         Line(None, "Désherbant sélectif pour gazon, concentré, flacon 1 L", D(36), D("21.40"), unit="pc"),
         Line(None, "Fongicide systémique pour espaces verts et massifs, concentré, flacon 1 L", D(24), D("46.50"),
              unit="pc", discount=D(5))],
        "604000", "V12",
        qty_places=2, iban=_iban_of(3), bic="GEBABEBB", payment_ref=ogm(3562027721), customer_no="000318",
        extra={"cascade": {2: "5"}, "po_date": "14/09/2027", "ddt": "Bon de livraison n° 2207 du 29/09/2027",
               "terms": "Virement bancaire 30 jours date facture", "carrier": "Expéditeur",
               "porto": "Franco", "aspect": "Cartons", "colli": "9"}),
    # 05 — Ad Hoc Revolution in German, a Brixen timber firm (South Tyrol): intra-EU goods (ICG), m³, freight
    Invoice(
        "05-de-holzbau", "de", "adhoc",
        Supplier("Holzbau Eisacktal GmbH", "Industriezone Süd 27", "39042", "Brixen (BZ)", "IT", _vat_of(4),
                 "+39 0472 83 51 60", "buchhaltung@holzbau-eisacktal.it", "REA BZ-187342 - Stammkapital € 90.000,00"),
        "1462/27", date(2027, 10, 5), date(2027, 11, 30), "45774728", PO[4], D(0),
        [Line("BSH-GL24-120240", "Brettschichtholz GL24h Fichte 120 x 240 mm, Länge 8,00 m, gehobelt und gefast",
              D("4.608"), D("520.00"), unit="m³"),
         Line("KVH-C24-60120", "Konstruktionsvollholz KVH C24 Fichte 60 x 120 mm, Si, Länge 5,00 m", D("2.160"),
              D("395.00"), unit="m³"),
         Line("OSB3-22-NF", "OSB/3-Platte 22 mm N+F, 2500 x 1250 mm", D(96), D("24.80"), unit="Stk"),
         Line("HBS-8200-TK", "Holzbauschraube 8 x 200 mm, Tellerkopf, verzinkt, Packung zu 50 Stück", D(20),
              D("31.50"), unit="Pck", discount=D(8))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportspesen", D("380.00"))], qty_places=3,
        statement="Nicht steuerbare innergemeinschaftliche Lieferung gemäß Art. 41 G.D. 331/1993 - Operazione non "
                  "imponibile art. 41 D.L. 331/1993. MwSt.-Nr. Empfänger: BE0456.789.133.",
        iban=_iban_of(4), bic="UNCRITMM", customer_no="10.04.0233",
        extra={"po_date": "14.09.2027", "ddt": ("Lieferschein Nr. 2210 vom 28.09.2027", "Lieferschein Nr. 2231 vom "
                                                "01.10.2027"), "split": 2, "terms": "Banküberweisung 30 Tage Monatsende",
               "agent": "Vertreter: 012 - Innerhofer Lukas", "iva": "N3.2", "cascade": {3: "8"}}),
    # 06 — Ad Hoc Revolution in English, a Bologna automation firm: services reverse charged (ICS), no PO printed
    Invoice(
        "06-en-automation", "en", "adhoc",
        Supplier("Emilia Controlli Industriali S.r.l.", "Via della Cooperazione 34", "40129", "Bologna (BO)", "IT",
                 _vat_of(5), "+39 051 63 27 480", "amministrazione@emiliacontrolli.it",
                 "REA BO-512870 - Share capital € 50.000,00 fully paid"),
        "937/A", date(2027, 10, 12), date(2027, 11, 30), None, PO[5], D(0),
        [Line("SRV-ENG-PLC", "PLC software modification for conveyor line 3: new sorting logic and HMI screens, as "
                             "per our offer 27-118", D(32), D("85.00"), unit="h"),
         Line("SRV-COMM", "Commissioning on site in Gent, engineer day rate", D(3), D("640.00"), unit="dd"),
         Line("SRV-EXP", "Travel and accommodation expenses, lump sum", D(1), D("890.00"), unit="nr"),
         Line("LIC-HMI-1K", "HMI runtime licence 1024 tags, perpetual", D(1), D("1150.00"), unit="nr")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge - transaction not subject to Italian VAT under art. 7-ter D.P.R. 633/1972; VAT to "
                  "be accounted for by the customer under art. 196 Directive 2006/112/EC.",
        iban=_iban_of(5), bic="BCITITMM", customer_no="C.00894",
        extra={"ddt": ("Service report no. 27/311 of 08/10/2027",), "split": 1,
               "terms": "Bank transfer 30 days end of month", "agent": "", "iva": "N2.1"}),
    # 07 — Eticadata in English, a Santa Maria da Feira cork maker: intra-EU goods (ICG), ATCUD, a QR code
    Invoice(
        "07-en-cork", "en", "eticadata",
        Supplier("Isolamentos Cortiça Vouga, Lda.", "Rua da Indústria, 214", "4520-115", "Santa Maria da Feira", "PT",
                 _vat_of(6), "+351 256 37 41 90", "faturacao@corticavouga.pt",
                 "Share capital 250.000,00 € - CRC Santa Maria da Feira"),
        "FT 2027/583", date(2027, 10, 15), date(2027, 11, 14), "ENC 4577/4742", PO[6], D(0),
        [Line("ICB-40", "Expanded insulation corkboard (ICB) 1000 x 500 x 40 mm, density 110 kg/m³", D(360),
              D("14.20"), unit="m2"),
         Line("ICB-60", "Expanded insulation corkboard (ICB) 1000 x 500 x 60 mm, density 110 kg/m³", D(240),
              D("20.90"), unit="m2"),
         Line("GRAN-35-250", "Expanded cork granules 3-5 mm, 250 L bag", D(40), D("9.80"), unit="UN"),
         Line("COLA-CK5", "Contact adhesive for cork, 5 kg can", D(12), D("38.75"), unit="UN", discount=D(5))],
        "604000", "ICG", reverse_charge=True,
        statement="M16 - Exempt under article 14 of RITI (intra-Community supply of goods). Reverse charge: VAT "
                  "due by the customer, VAT no. BE0456.789.133.",
        iban=_iban_of(6), bic="BBPIPTPL", customer_no="2110045",
        extra={"atcud": "JJ7K4PQR-583", "hash": "q3Xv", "cert": "2291", "terms": "30 days",
               "load": "Loading: Rua da Indústria, 214, Santa Maria da Feira, 15-10-2027 08:00"}),
    # 08 — Eticadata in Dutch, the Leuven subsidiary of a Portuguese water group: bottled water at 6 % (V06, 612000)
    Invoice(
        "08-nl-water", "nl", "eticadata",
        Supplier("Águas da Serra Benelux BV", "Ambachtenlaan 21", "3001", "Heverlee", "BE", _vat_of(7),
                 "016 39 74 12", "facturatie@aguasdaserra.be", "RPR Leuven"),
        "FT 2027B/1206", date(2027, 10, 20), date(2027, 11, 19), "45774749", PO[7], D(6),
        [Line("AS-PET05-24", "Natuurlijk mineraalwater plat, PET 0,5 L, pak van 24 flessen", D(120), D("5.76"),
              unit="PAK"),
         Line("AS-PET15-6G", "Natuurlijk mineraalwater licht bruisend, PET 1,5 L, pak van 6 flessen", D(80),
              D("3.48"), unit="PAK", discount=D(10)),
         Line("AS-BIB19", "Bronwater in navulbare fles 18,9 L voor waterfontein", D(60), D("7.90"), unit="ST")],
        "612000", "V06",
        iban=_iban_of(7), bic="GKCCBEBB", payment_ref=ogm(1206277420), customer_no="3000412",
        extra={"terms": "30 dagen", "load": "Levering: Industrieweg 14, 9000 Gent, 19-10-2027"}),
    # 09 — Artsoft in French, a Guimarães workwear maker: intra-EU goods (ICG), ATCUD, freight
    Invoice(
        "09-fr-vetements", "fr", "artsoft",
        Supplier("Confecções Minho Workwear, Lda.", "Avenida Conde de Margaride, 1180", "4810-537", "Guimarães", "PT",
                 _vat_of(8), "+351 253 51 82 40", "contabilidade@minhoworkwear.pt",
                 "Capital social 120.000,00 € - CRC Guimarães"),
        "FA 2027/764", date(2027, 10, 26), date(2027, 11, 25), "45774756", PO[8], D(0),
        [Line("CAS-3050-M", "Veste de travail softshell bleu marine, logo brodé poitrine, taille M", D(40),
              D("32.50"), unit="UN"),
         Line("CAS-3050-L", "Veste de travail softshell bleu marine, logo brodé poitrine, taille L", D(60),
              D("32.50"), unit="UN"),
         Line("CAL-2210-48", "Pantalon de travail multipoches, coton/polyester 300 g/m², gris/noir, poches "
                             "genouillères", D(100), D("24.90"), unit="UN"),
         Line("TSH-160-BR", "T-shirt coton 160 g/m², col rond, impression dos une couleur", D(200), D("4.85"),
              unit="UN", discount=D(3))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("95.00"))],
        statement="Isento artigo 14.º, n.º 1, alínea a) do RITI - Exonération : livraison intracommunautaire de "
                  "biens (art. 138 directive 2006/112/CE), autoliquidation par l'acquéreur.",
        iban=_iban_of(8), bic="MPIOPTPL", customer_no="C0451",
        extra={"atcud": "KL82MX3T-764", "hash": "Rt9L", "cert": "1873", "terms": "30 jours"}),
    # 10 — Artsoft in Dutch, the Gentbrugge branch of a Portuguese stone firm: natural stone at 21 % (V21, 604000)
    Invoice(
        "10-nl-natuursteen", "nl", "artsoft",
        Supplier("Pedras Lusas Benelux BV", "Brusselsesteenweg 410", "9050", "Gentbrugge", "BE", _vat_of(9),
                 "09 231 58 07", "boekhouding@pedraslusas.be", "RPR Gent"),
        "FA 2027/1129", date(2027, 11, 3), date(2027, 12, 3), "4577.4763", PO[9], D(21),
        [Line(None, "Kalksteen Moleanos, gezoet, 60 x 40 x 3 cm, vloertegels", D("86.40"), D("54.00"), unit="m2"),
         Line(None, "Granieten boordsteen grijs, gezaagd en gevlamd, 100 x 15 x 25 cm", D(42), D("38.50"),
              unit="UN"),
         Line(None, "Traptreden Moleanos massief op maat volgens plan TB-27-08, 120 x 33 x 4 cm, neus afgerond, "
                    "antislipgroeven", D(14), D("112.00"), unit="UN", discount=D(5)),
         Line(None, "Natuursteenlijm flexibel, wit, zak 25 kg", D(20), D("18.60"), unit="UN")],
        "604000", "V21",
        qty_places=2, iban=_iban_of(9), bic="NICABEBB", payment_ref=ogm(1129277456), customer_no="C0087",
        extra={"terms": "30 dagen"}),
    # 11 — Symfonia, a Warmia pallet maker exporting: bilingual PL/EN, intra-EU goods (WDT 0 %), Polish numbers
    Invoice(
        "11-en-pallets", "en", "symfonia",
        Supplier("Mazur Palety Sp. z o.o.", "ul. Przemysłowa 18", "11-100", "Lidzbark Warmiński", "PL", _vat_of(10),
                 "+48 89 767 21 30", "faktury@mazurpalety.pl",
                 "KRS 0000481237, Sąd Rejonowy w Olsztynie, kapitał zakładowy 200 000,00 zł"),
        "FVE/0417/10/27", date(2027, 10, 29), date(2027, 11, 28), "45774770", PO[10], D(0),
        [Line("EPAL-1208-N", "EUR pallet EPAL 1200 x 800 mm, new, IPPC HT marked", D(600), D("9.40"), unit="pcs"),
         Line("PAL-1210-W", "Industrial pallet 1200 x 1000 mm, reinforced, 3 runners", D(300), D("11.80"),
              unit="pcs"),
         Line("NAD-1208-S", "Pallet collar 1200 x 800 mm, foldable, 4 hinges, height 200 mm", D(400), D("5.15"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Wewnątrzwspólnotowa dostawa towarów - art. 42 ust. 1 ustawy o VAT / Intra-Community supply of "
                  "goods, art. 138 Directive 2006/112/EC. Reverse charge, buyer's VAT ID BE0456.789.133.",
        dec=",", group=" ", iban=_iban_of(10), bic="PKOPPLPW",
        extra={"pl": ("Paleta EUR EPAL 1200 x 800, nowa", "Paleta przemysłowa 1200 x 1000, wzmocniona",
                      "Nadstawka paletowa 1200 x 800, składana"),
               "sale": "27.10.2027", "rate": "4,2815", "rate_date": "26.10.2027", "table": "210/A/NBP/2027", "terms": "14 dni / 30 days"}),
    # 12 — enova365 in German and Polish, a Bydgoszcz haulier: transport services reverse charged (ICS, 615000), "np."
    Invoice(
        "12-de-transport", "de", "enova",
        Supplier("Transbud-Wisła Spedycja Sp. z o.o.", "ul. Toruńska 112", "85-831", "Bydgoszcz", "PL", _vat_of(11),
                 "+48 52 345 18 70", "ksiegowosc@transbud-wisla.pl",
                 "KRS 0000372915, Sąd Rejonowy w Bydgoszczy, kapitał zakładowy 50 000,00 zł"),
        "FS/2027/11/0087", date(2027, 11, 5), date(2027, 12, 5), "TB/45774777", PO[11], D(0),
        [Line(None, "Transport Poznań (PL) - Gent (BE), Komplettladung 13,6 lm, Plane, Ladedatum 18.10.2027, "
                    "CMR 487211", D(1), D("1480.00"), unit="Fahrt"),
         Line(None, "Transport Poznań (PL) - Gent (BE), Komplettladung 13,6 lm, Plane, Ladedatum 22.10.2027, "
                    "CMR 487259", D(1), D("1480.00"), unit="Fahrt"),
         Line(None, "Transport Wrocław (PL) - Gent (BE), Teilladung 6 Paletten, Ladedatum 27.10.2027, CMR 487305",
              D(1), D("720.00"), unit="Fahrt"),
         Line(None, "Standgeld an der Entladestelle Gent, 22.10.2027", D(3), D("45.00"), unit="Std.")],
        "615000", "ICS", reverse_charge=True,
        statement="Odwrotne obciążenie / Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 "
                  "MwStSystRL. USt-IdNr. Leistungsempfänger: BE0456.789.133.",
        dec=",", group=" ", iban=_iban_of(11), bic="PKOPPLPW",
        extra={"sale": "27.10.2027", "terms": "Überweisung / przelew, 30 Tage", "rate": "4,2790",
               "table": "214/A/NBP/2027"}),
]
