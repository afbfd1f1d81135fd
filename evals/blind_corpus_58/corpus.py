"""The twelve invoices of the fifty-eighth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, FR, IE, IT, ES), in nl, fr, de
and en, each drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing
software: Sage Batigest, Codial, a Chorus Pro-style portal rendering, Billin, Mago.net, Pegasus Opera and
Big Red Cloud. PO numbers are the ERP's 4577xxxx (45775100, step 7); each invoice prints them in the supplier's own
form (two print none).

VAT numbers and IBANs carry valid check digits: one random.Random(20271248), drawn VAT then IBAN for each supplier
in the order of the invoices. Belgian and French ones come from invoice_env/world/identifiers.py's generators; for
Ireland, Italy and Spain (no generator there) the same stream draws the digits and python-stdnum computes the
check characters (see `ids()` below and the README)."""

from __future__ import annotations

import random
import string
from datetime import date

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban as gen_iban, iban_problem, vat_problem
from invoices import D, Invoice, Line, Supplier, ogm

SEED = 20271248
COUNTRIES = ("BE", "FR", "IE", "IT", "BE", "IE", "FR", "BE", "FR", "BE", "ES", "IE")   # the suppliers, in order

_IE_BIC = {"AIBK": "AIBKIE2D", "BOFI": "BOFIIE2D", "IPBS": "IPBSIE2D"}
_IT_BIC = {"06045": "CRBZIT2B", "03069": "BCITITMM", "02008": "UNCRITMM"}
_ES_BIC = {"2100": "CAIXESBBXXX", "0049": "BSCHESMMXXX", "3058": "CCRIES2AXXX"}
_BE_BIC = {"001": "GEBABEBB", "068": "GKCCBEBB", "103": "NICABEBB", "143": "GEBABEBB", "310": "BBRUBEBB",
           "363": "BBRUBEBB", "735": "KREDBEBB", "979": "ARSPBE22"}
_FR_BIC = "CMCIFRPP"

# The Italian CIN (the national check letter in front of an Italian BBAN): the published odd/even tables.
_CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _cin(bban: str) -> str:
    total = 0
    for i, ch in enumerate(bban):
        k = int(ch) if ch.isdigit() else ord(ch) - 65
        total += _CIN_ODD[k] if i % 2 == 0 else k
    return chr(65 + total % 26)


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _with_check(country: str, bban: str) -> str:
    """python-stdnum's IBAN check digits for `bban`."""
    return _spaced(country + std_iban.calc_check_digits(country + "00" + bban) + bban)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def ids() -> list[tuple[str, str, str]]:
    """(VAT number, IBAN, BIC) of each supplier, in order: VAT first, then IBAN, from one seeded stream."""
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:                 # BE, FR: the project's generators
            vat = VAT_GENERATORS[country](rng)
            account = gen_iban(country, rng)
            bic = _BE_BIC[account.replace(" ", "")[4:7]] if country == "BE" else _FR_BIC
        elif country == "IE":                         # IE + 7 digits + stdnum's check letter; IE IBAN
            seven = _digits(rng, 7)
            vat = "IE" + seven + ie_vat.calc_check_digit(seven)
            bank = rng.choice(sorted(_IE_BIC))
            account = _with_check("IE", bank + _digits(rng, 6) + _digits(rng, 8))
            bic = _IE_BIC[bank]
        elif country == "IT":                         # partita IVA: 7 digits, office 021 (Bolzano), Luhn digit
            stem = str(rng.randint(1_000_000, 9_999_999)) + "021"
            vat = "IT" + stem + luhn.calc_check_digit(stem)
            abi = rng.choice(sorted(_IT_BIC))
            body = abi + _digits(rng, 5) + _digits(rng, 12)
            account = _with_check("IT", _cin(body) + body)
            bic = _IT_BIC[abi]
        else:                                         # ES: CIF B + 7 digits + stdnum's control digit; CCC
            seven = _digits(rng, 7)
            vat = "ESB" + seven + es_cif.calc_check_digits("B" + seven)[0]
            bank = rng.choice(sorted(_ES_BIC))
            branch, number = bank + _digits(rng, 4), _digits(rng, 10)
            ccc = branch + es_ccc.calc_check_digits(branch + "00" + number) + number
            account = _spaced(es_ccc.to_iban(ccc).replace(" ", ""))
            bic = _ES_BIC[bank]
        assert vat_problem(vat, country) is None and iban_problem(account, country) is None, (vat, account)
        out.append((vat, account, bic))
    return out


IDS = ids()


def _vat(k: int) -> str:
    return IDS[k - 1][0]


def _bank(k: int) -> dict:
    return {"iban": IDS[k - 1][1], "bic": IDS[k - 1][2]}


def _siren(k: int) -> str:
    s = _vat(k)[4:]
    return f"{s[:3]} {s[3:6]} {s[6:]}"


CORPUS = [
    # 01 — Sage Batigest, the Belgian subsidiary of a French joinery firm: works at the Gent warehouse, 21 % (V21)
    Invoice(
        "01-fr-menuiserie", "fr", "batigest",
        Supplier("Menuiseries du Ferrain Belgique SRL", "Rue de la Royenne 62", "7700", "Mouscron", "BE", _vat(1),
                 "056 33 48 20", "facturation@ferrain-menuiseries.be", "RPM Hainaut, division Tournai"),
        "FA270412", date(2027, 10, 5), date(2027, 11, 4), "4577 5100", "45775100", D(21),
        [Line(None, "Dépose de porte sectionnelle existante 4000 x 4500 mm, évacuation en centre de tri agréé",
              D(2), D("385.00"), unit="u"),
         Line(None, "Fourniture et pose de porte sectionnelle isolée 40 mm, 4000 x 4500 mm, avec hublots et "
                    "motorisation, y compris raccordement électrique", D(2), D("4280.00"), unit="u"),
         Line(None, "Remplacement de porte de service métallique 1000 x 2150 mm, serrure à cylindre européen",
              D(3), D("1140.00"), unit="u"),
         Line(None, "Réglage et graissage des portes sectionnelles existantes (quais 1 à 6)", D(6), D("95.00"),
              unit="u")],
        "611000", "V21", adjustments=[("Remise 2 %", D(2))], group=" ", payment_ref=ogm(2704125100),
        customer_no="TECHN01", **_bank(1),
        extra={"chapters": [(0, "MENUISERIES EXTÉRIEURES"), (2, "SERRURERIE")],
               "site": ["Technibouw Distributie - entrepôt", "Industrieweg 14, 9000 Gand"],
               "subject": "Remplacement des portes de quai 7 et 8 et portes de service",
               "group": "Filiale du groupe Menuiseries du Ferrain (Roubaix, France)",
               "terms": "30 jours date de facture", "capital": "capital 62 000 €"}),
    # 02 — Codial, a Seclin plumbing wholesaler: intra-EU goods (ICG), line discounts, a delivery note, carriage
    Invoice(
        "02-fr-sanitaire", "fr", "codial",
        Supplier("Comptoir Sanitaire du Nord SAS", "18 rue de l'Épinette", "59113", "Seclin", "FR", _vat(2),
                 "03 20 96 41 70", "compta@csn-seclin.fr", f"RCS Lille Métropole {_siren(2)}"),
        "FA2710-00823", date(2027, 10, 8), date(2027, 11, 7), "BC45775107", "45775107", D(0),
        [Line("GEB-4521", "Mitigeur lavabo chromé, cartouche céramique 35 mm, vidage métal", D(24), D("48.50"),
              unit="U", discount=D(12)),
         Line("NIC-TB16-100", "Tube multicouche PE-RT/AL/PE-RT 16 x 2 mm, couronne de 100 m", D(12), D("86.00"),
              unit="U", discount=D(12)),
         Line("RAC-PX16-C90", "Raccord à sertir laiton coude 90° 16 x 16 mm", D(200), D("3.15"), unit="U"),
         Line("VAS-SUSP-PK", "Pack WC suspendu sans bride, abattant frein de chute, bâti-support autoportant et "
                             "plaque de commande", D(6), D("289.00"), unit="U")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Port", D("85.00"))], group=" ",
        statement="Exonération de TVA, article 262 ter, I du CGI - livraison intracommunautaire. "
                  "Autoliquidation par le preneur, n° TVA BE0456.789.133.",
        customer_no="411TECH07", **_bank(2),
        extra={"delivery": "BL n° 2710-3311 du 04/10/2027", "rep": "M. Vandamme",
               "terms": "Virement à 30 jours date de facture"}),
    # 03 — Pegasus Opera, a Cork valve maker (Irish company): intra-EU goods (ICG), a line discount, carriage
    Invoice(
        "03-en-valves", "en", "opera",
        Supplier("Lee Valley Fluid Controls Ltd", "Unit 4B, Ringaskiddy Business Park", "P43 KD28",
                 "Ringaskiddy, Co. Cork", "IE", _vat(3), "+353 21 437 8820", "accounts@leevalleyfc.ie",
                 "Registered in Ireland No. 548213"),
        "SI-048213", date(2027, 10, 12), date(2027, 11, 11), "PO-45775114", "45775114", D(0),
        [Line("LVF-BV-050", 'Ball valve 2" full bore, stainless steel 316, PN40, BSP threaded', D(16),
              D("142.50"), unit="EA"),
         Line("LVF-BV-080", 'Ball valve 3" flanged, PN16, lever operated', D(6), D("318.00"), unit="EA",
              discount=D(5)),
         Line("LVF-CV-050", 'Swing check valve 2", stainless steel 316', D(10), D("96.40"), unit="EA"),
         Line("LVF-ACT-P2", "Pneumatic actuator double acting, size 2, with NAMUR solenoid valve and limit switch "
                            "box, fitted and tested", D(4), D("465.00"), unit="EA")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Carriage", D("120.00"))], dec=".", group=",",
        statement="Zero rated intra-Community supply of goods (Article 138, Council Directive 2006/112/EC). "
                  "Reverse charge: VAT to be accounted for by the customer, VAT No. BE0456.789.133.",
        customer_no="TECH001", **_bank(3),
        extra={"despatch": "DN-27-11904", "terms": "Nett 30 days", "directors": "Directors: C. Murphy, D. O'Leary"}),
    # 04 — Mago.net, a South Tyrol packaging maker (Vahrn, IT) printing in German: intra-EU goods (ICG), DDT rows
    Invoice(
        "04-de-paletten", "de", "magonet",
        Supplier("Eisacktaler Verpackungen GmbH", "Industriezone Nord 12", "39040", "Vahrn (BZ)", "IT", _vat(4),
                 "+39 0472 83 51 40", "buchhaltung@eisacktaler-verpackungen.it", "REA BZ-214877"),
        "1184/2027", date(2027, 10, 14), date(2027, 11, 30), "45775121", "45775121", D(0),
        [Line("EUR-1200", "Europalette EPAL 1200 x 800 mm, neu", D(300), D("11.40"), unit="Stk"),
         Line("IND-1210", "Industriepalette 1200 x 1000 mm, schwere Ausführung, 3 Kufen", D(120), D("16.80"),
              unit="Stk"),
         Line("KIS-0806-D", "Holzkiste 800 x 600 x 600 mm mit Deckel, IPPC-behandelt (HT)", D(40), D("55.00"),
              unit="Stk", discount=D(5)),
         Line("AUF-1208", "Aufsetzrahmen Holz 1200 x 800 mm, klappbar, 4 Scharniere", D(150), D("7.90"),
              unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("180.00"))],
        statement="Nicht steuerbare innergemeinschaftliche Lieferung - non imponibile art. 41 D.L. 331/1993. "
                  "Steuerschuldnerschaft des Empfängers (USt-IdNr. BE0456.789.133).",
        customer_no="C00417", **_bank(4),
        extra={"po_row": "Ihre Bestellung Nr. 45775121 vom 23/09/2027", "ddt": "DDT Nr. 2217 vom 11/10/2027",
               "pay": "Banküberweisung 30 Tage Monatsende", "bank": "Südtiroler Bankverbindung",
               "vat_col": "N41", "tax_id": "C.F./St.-Nr."}),
    # 05 — Billin, the Gent subsidiary of a Spanish caterer: catering at the Belgian 12 % (V12)
    Invoice(
        "05-nl-catering", "nl", "billin",
        Supplier("Sabores Catering Belgium BV", "Kortrijksesteenweg 1090", "9051", "Sint-Denijs-Westrem", "BE",
                 _vat(5), "09 298 14 60", "facturen@saborescatering.be", "RPR Gent"),
        "2027-0341", date(2027, 10, 25), date(2027, 11, 8), "PO 45775128", "45775128", D(12),
        [Line(None, "Walking dinner personeelsfeest 22/10/2027: 8 warme en koude tapas per persoon, inclusief "
                    "dessertbuffet", D(140), D("32.50"), unit="pers."),
         Line(None, "Vegetarische en glutenvrije menu's (meerprijs)", D(18), D("4.50"), unit="pers."),
         Line(None, "Bediening: 6 medewerkers, 5 uur", D(30), D("38.00"), unit="uur"),
         Line(None, "Levering, opbouw en afbraak van het buffet op locatie", D(1), D("145.00"), unit="forfait")],
        "602000", "V12", payment_ref=ogm(2703415128), **_bank(5),
        extra={"parent": "Een onderneming van Sabores Mediterráneos S.L. (Valencia)"}),
    # 06 — Big Red Cloud, a Galway consultancy: services reverse charged (ICS), no article numbers
    Invoice(
        "06-en-lean", "en", "bigredcloud",
        Supplier("Corrib Lean Consulting Ltd", "Galway Technology Park, Parkmore", "H91 E2K6", "Galway", "IE",
                 _vat(6), "+353 91 745 302", "hello@corriblean.ie", "Registered in Ireland No. 611874"),
        "1047", date(2027, 10, 27), date(2027, 11, 26), "PO45775135", "45775135", D(0),
        [Line(None, "Lean warehouse assessment on site in Gent, 4 to 7 October 2027, two consultants", D(4),
              D("1150.00"), unit="day"),
         Line(None, "5S workshop for team leaders (12 participants)", D(2), D("1150.00"), unit="day"),
         Line(None, "Travel and accommodation, fixed fee as agreed", D(1), D("860.00"), unit=""),
         Line(None, "Assessment report and 90-day improvement plan", D(1), D("1400.00"), unit="")],
        "613000", "ICS", reverse_charge=True, dec=".", group=",",
        statement="Reverse charge: Article 196, Council Directive 2006/112/EC. VAT to be accounted for by the "
                  "recipient (VAT No. BE0456.789.133).",
        customer_no="TECH01", **_bank(6),
        extra={"directors": "Directors: A. Fahy, N. Keane"}),
    # 07 — Sage Batigest, a Tourcoing industrial-floor contractor: works in Gent, services reverse charged (ICS)
    Invoice(
        "07-fr-dallage", "fr", "batigest",
        Supplier("Sols Industriels Flandres SAS", "7 rue de la Fonderie", "59200", "Tourcoing", "FR", _vat(7),
                 "03 20 27 58 90", "comptabilite@sif-sols.fr", f"RCS Lille Métropole {_siren(7)}"),
        "FA00871", date(2027, 10, 29), date(2027, 11, 28), "4577-5142", "45775142", D(0),
        [Line(None, "Installation de chantier, balisage de la zone et protection des racks", D(1), D("650.00"),
              unit="ens"),
         Line(None, "Sciage et démolition des dalles béton dégradées, évacuation des gravats", D(38), D("64.00"),
              unit="m²"),
         Line(None, "Coulage béton fibré C30/37 épaisseur 20 cm, finition quartz surfacée, produit de cure",
              D(38), D("118.00"), unit="m²"),
         Line(None, "Traitement des joints de dilatation au mastic polyuréthane", D(120), D("14.50"), unit="ml")],
        "611000", "ICS", reverse_charge=True, group=" ",
        statement="Autoliquidation : TVA due par le preneur assujetti (art. 196 de la directive 2006/112/CE ; "
                  "art. 51, § 2, 1° du Code de la TVA belge). N° TVA du preneur : BE0456.789.133.",
        customer_no="C0318", **_bank(7),
        extra={"chapters": [(0, "PRÉPARATION"), (2, "DALLAGE")],
               "site": ["Technibouw Distributie - entrepôt, allée C", "Industrieweg 14, 9000 Gand (Belgique)"],
               "subject": "Réparation du dallage industriel, allée C",
               "po_label": "Marché n°", "retention": "5",
               "terms": "45 jours fin de mois", "capital": "SAS au capital de 120 000 €"}),
    # 08 — Codial in Dutch, the Harelbeke subsidiary of a French electrical wholesaler: 21 % (V21), no PO printed
    Invoice(
        "08-nl-elektro", "nl", "codial",
        Supplier("Elektrogroothandel Leiestreek BV", "Evolis 41", "8530", "Harelbeke", "BE", _vat(8),
                 "056 72 18 40", "boekhouding@leiestreek-elektro.be", "RPR Gent, afd. Kortrijk"),
        "FA2711-01204", date(2027, 11, 2), date(2027, 12, 2), None, "45775149", D(21),
        [Line("LED-PAN-6060", "LED-paneel 60 x 60 cm, 36 W, 4000 K, UGR<19, voor inbouw in systeemplafond", D(48),
              D("42.00"), unit="st", discount=D(20)),
         Line("KAB-XVB-3G25", "Kabel XVB-F2 3G2,5 mm², haspel 100 m", D(6), D("165.00"), unit="hsp",
              discount=D(20)),
         Line("AUT-C16-2P", "Automaat 2P C16 A, 3 kA, curve C", D(36), D("14.80"), unit="st"),
         Line("DIF-40-30A", "Differentieelschakelaar 2P 40 A 30 mA type A", D(8), D("58.50"), unit="st"),
         Line("KAN-4060-2M", "Kabelgoot PVC 40 x 60 mm met deksel, lengte 2 m", D(50), D("7.35"), unit="st")],
        "604000", "V21", payment_ref=ogm(2711012049), customer_no="411TECH07", **_bank(8),
        extra={"delivery": "Leveringsbon nr. 2710-5872 van 29/10/2027", "rep": "Dhr. Verhaeghe",
               "terms": "Overschrijving 30 dagen factuurdatum",
               "parent": "Filiaal van de groep Comptoir Électrique Lillois"}),
    # 09 — a Chorus Pro-style rendering, a Metz weighing-equipment firm: on-site calibration (ICS, 611000)
    Invoice(
        "09-fr-etalonnage", "fr", "choruspro",
        Supplier("Métrologie Pesage Lorraine SAS", "14 rue Lavoisier", "57070", "Metz", "FR", _vat(9),
                 "03 87 74 21 55", "factures@mpl-pesage.fr", f"SIRET {_siren(9)} 00027"),
        "F-MPL-2027-00317", date(2027, 11, 5), date(2027, 12, 5), "45775156", "45775156", D(0),
        [Line("ETA-PF-3T", "Étalonnage sur site de plate-forme de pesage 3 t, certificat d'étalonnage", D(4),
              D("385.00"), unit="U"),
         Line("VER-BAL-60", "Vérification de balance de comptoir 60 kg, certificat de vérification", D(12),
              D("68.00"), unit="U"),
         Line("REP-CAP-C3", "Remplacement de capteur de pesage C3 1 t, main-d'œuvre comprise", D(2), D("245.00"),
              unit="U"),
         Line("DEP-FORF", "Frais de déplacement du technicien, forfait Gand", D(1), D("420.00"), unit="Forfait")],
        "611000", "ICS", reverse_charge=True, group="",
        statement="Autoliquidation (code VATEX-EU-AE) : prestation de services, TVA due par le preneur, "
                  "art. 196 de la directive 2006/112/CE.",
        customer_no="", **_bank(9),
        extra={"frame": "A1 - Facture de prestation de services", "mode": "Virement",
               "service": "COMPTA-FOURN"}),
    # 10 — Mago.net, the Eupen subsidiary of an Italian water bottler, in German: Belgian 6 % (V06)
    Invoice(
        "10-de-wasser", "de", "magonet",
        Supplier("Aqua Dolomiti Benelux GmbH", "Herbesthaler Straße 22", "4700", "Eupen", "BE", _vat(10),
                 "087 59 44 10", "buchhaltung@aquadolomiti.be", "UR Eupen"),
        "589/2027", date(2027, 11, 9), date(2027, 12, 9), "4577/5163", "45775163", D(6),
        [Line("ACQ-189-N", "Quellwasser still, Gallone 18,9 l, für Wasserspender", D(120), D("7.20"), unit="Stk"),
         Line("ACQ-050-F", "Mineralwasser mit Kohlensäure 0,5 l PET, Karton zu 24 Flaschen", D(40), D("9.60"),
              unit="Krt"),
         Line("ACQ-150-N", "Mineralwasser still 1,5 l PET, Karton zu 6 Flaschen", D(60), D("3.90"), unit="Krt")],
        "612000", "V06", adjustments=[("Lieferpauschale", D("25.00"))], payment_ref=ogm(5890457751),
        customer_no="B00962", **_bank(10),
        extra={"po_row": "Ihre Bestellnr. 4577/5163", "ddt": "Lieferschein Nr. 27-4410 vom 08/11/2027",
               "pay": "Überweisung 30 Tage Rechnungsdatum", "bank": "Bankverbindung",
               "vat_col": "6", "tax_id": "UNR",
               "parent": "Ein Unternehmen der Gruppe Fonti Dolomiti S.p.A. (Bozen)"}),
    # 11 — Billin in English, a Vila-real tile maker: intra-EU goods (ICG), Spanish number format, a transport line
    Invoice(
        "11-en-tiles", "en", "billin",
        Supplier("Cerámicas Levante Industrial S.L.", "Camí Vell d'Onda 27", "12540", "Vila-real (Castellón)", "ES",
                 _vat(11), "+34 964 52 73 18", "admin@ceramicaslevante.es",
                 "Registro Mercantil de Castellón, hoja CS-41277"),
        "FV-2027-0118", date(2027, 11, 12), date(2027, 12, 12), "4577.5170", "45775170", D(0),
        [Line(None, "Porcelain floor tile 60 x 60 cm, rectified, anti-slip R11, grey, for industrial areas",
              D(420), D("18.40"), unit="m²"),
         Line(None, "Skirting tile 8 x 60 cm, same series, grey", D(180), D("4.20"), unit="m"),
         Line(None, "Flexible cementitious tile adhesive C2TE S1, 25 kg bag", D(90), D("11.50"), unit="bag",
              discount=D(10)),
         Line(None, "Epoxy grout, grey, 5 kg bucket", D(24), D("46.00"), unit="unit"),
         Line(None, "Transport by truck, 6 pallets, Vila-real - Gent", D(1), D("390.00"), unit="")],
        "604000", "ICG", reverse_charge=True,
        statement="Exempt intra-Community supply of goods, art. 25 Ley 37/1992 del IVA (Art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT payable by the customer.",
        **_bank(11), extra={}),
    # 12 — Big Red Cloud, an Athlone safety-wear supplier: intra-EU goods (ICG), product codes, no PO printed
    Invoice(
        "12-en-workwear", "en", "bigredcloud",
        Supplier("Midland Safety Supplies Ltd", "Unit 12, Blyry Business Park", "N37 V2F4",
                 "Athlone, Co. Westmeath", "IE", _vat(12), "+353 90 647 1180", "sales@midlandsafety.ie",
                 "Registered in Ireland No. 402317"),
        "3317", date(2027, 11, 16), date(2027, 12, 16), None, "45775177", D(0),
        [Line("HV-JKT-Y-L", "Hi-vis bomber jacket EN ISO 20471 class 3, yellow/navy, size L", D(40), D("34.50"),
              unit="ea"),
         Line("HV-JKT-Y-XL", "Hi-vis bomber jacket EN ISO 20471 class 3, yellow/navy, size XL", D(30),
              D("34.50"), unit="ea"),
         Line("SB-S3-MIX", "Safety boot S3 SRC, composite toe cap, sizes 39 to 46 as per size list attached",
              D(70), D("48.90"), unit="pr", discount=D(10)),
         Line("GL-NIT-09", "Nitrile coated work gloves EN 388, size 9, pack of 12 pairs", D(25), D("21.60"),
              unit="pk")],
        "604000", "ICG", reverse_charge=True, dec=".", group=",",
        statement="Zero rated intra-Community supply of goods (Article 138, Council Directive 2006/112/EC). "
                  "Reverse charge applies: the customer accounts for VAT.",
        customer_no="TEC002", **_bank(12),
        extra={"directors": "Directors: P. Egan, S. Moran"}),
]
