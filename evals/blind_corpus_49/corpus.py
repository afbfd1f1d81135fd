"""The twelve invoices of the forty-ninth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers from France and Portugal, or Belgian branches of French
and Portuguese companies, in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software: Factomos, Mon-Devis, MyUnisoft, Kizeo, Invoicera, Jasmin and Gesfaturação.
PO numbers are the ERP's 4577xxxx (from 45774200 by steps of 7); each invoice prints them in the supplier's own form
(one prints none). VAT numbers and IBANs carry valid check digits: invoice_env/world/identifiers.py's generators on
random.Random(20271239), VAT then IBAN for each supplier in order; Portugal, which has no generator there, draws
its digits from the same generator and gets its check digits from python-stdnum (see `pt_vat`, `pt_iban`)."""

from __future__ import annotations

import random
import string
import sys
from datetime import date
from pathlib import Path

from stdnum import iban as std_iban
from stdnum.pt import nif as std_nif

_ROOT = str(Path(__file__).resolve().parents[2])   # the checkout, for invoice_env's identifier generators
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402
from invoices import D, Invoice, Line, Supplier, ogm  # noqa: E402

RNG = random.Random(20271239)
COUNTRIES = ("FR", "BE", "FR", "BE", "FR", "BE", "BE", "PT", "BE", "PT", "PT", "PT")   # the suppliers, in order


def pt_vat(rng: random.Random) -> str:
    """A Portuguese company NIF: 5 and seven drawn digits, the check digit by python-stdnum (mod 11)."""
    stem = "5" + f"{rng.randint(0, 9_999_999):07d}"
    return "PT" + stem + std_nif.calc_check_digit(stem)


def pt_iban(rng: random.Random) -> str:
    """A Portuguese IBAN: bank, branch and account (19 drawn digits), the NIB's two check digits (98 - n·100 mod
    97), then the IBAN check digits by python-stdnum (mod 97-10)."""
    body = "".join(rng.choice(string.digits) for _ in range(19))
    bban = body + f"{98 - int(body) * 100 % 97:02d}"
    raw = "PT" + std_iban.calc_check_digits("PT00" + bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


IDS = []
for _country in COUNTRIES:
    _vat = pt_vat(RNG) if _country == "PT" else VAT_GENERATORS[_country](RNG)
    _iban = pt_iban(RNG) if _country == "PT" else iban(_country, RNG)
    IDS.append((_vat, _iban))

BE_BIC = {"001": "GEBABEBB", "068": "GKCCBEBB", "103": "NICABEBB", "143": "GEBABEBB", "310": "BBRUBEBB",
          "363": "BBRUBEBB", "735": "KREDBEBB", "979": "ARSPBE22"}


def bic(k: int, other: str = "") -> str:
    account = IDS[k][1].replace(" ", "")
    return BE_BIC[account[4:7]] if account.startswith("BE") else other


def siren(k: int) -> str:
    digits = IDS[k][0][4:]
    return f"{digits[:3]} {digits[3:6]} {digits[6:]}"


def kbo(k: int) -> str:
    return IDS[k][0][2:]


def nif(k: int) -> str:
    return IDS[k][0][2:]


CORPUS = [
    # 01 — Factomos, a Roubaix carton maker: intra-EU goods (ICG), a reference column, 1 500 boxes, freight
    Invoice(
        "01-fr-emballage", "fr", "factomos",
        Supplier("Cartonnerie Roubaisienne SAS", "148 boulevard de Fourmies", "59100", "Roubaix", "FR", IDS[0][0],
                 "03 20 73 41 86", "facturation@cartonnerie-roubaisienne.fr",
                 f"SAS au capital de 80 000 € - SIREN {siren(0)} - RCS Lille Métropole"),
        "F-2027-00412", date(2027, 11, 3), date(2027, 12, 3), "45774200", "45774200", D(0),
        [Line("CRB-600-DC", "Caisse carton double cannelure 600 x 400 x 400 mm, brune", D(600), D("1.38"), unit="u"),
         Line("CRB-400-SC", "Caisse carton simple cannelure 400 x 300 x 250 mm", D(1500), D("0.54"), unit="u"),
         Line("FLM-ETR-23", "Film étirable manuel 23 µm, 450 mm x 300 m, transparent, carton de 6 rouleaux", D(72),
              D("6.90"), unit="rlx"),
         Line("CAL-KRAFT", "Papier kraft de calage en rouleau 70 g/m², 750 mm x 300 m", D(16), D("44.50"),
              unit="rlx")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur (TVA intracommunautaire BE0456.789.133).",
        group=" ", iban=IDS[0][1], bic="CMCIFR2A", customer_no="C-00287",
        extra={"terms": "30 jours date de facture", "po_label": "N° de commande client"}),
    # 02 — Factomos in Dutch, the Kortrijk branch of a French seed house: seeds and bulbs at the Belgian 6 % (V06)
    Invoice(
        "02-nl-zaaigoed", "nl", "factomos",
        Supplier("Semences Delannoy - bijkantoor België", "Doorniksesteenweg 212", "8500", "Kortrijk", "BE",
                 IDS[1][0], "056 22 48 10", "facturatie@delannoy-semences.be",
                 f"Belgisch bijkantoor van Semences Delannoy SAS (Arras) - KBO {kbo(1)} - RPR Gent, afd. Kortrijk"),
        "FA2027-0731", date(2027, 11, 5), date(2027, 12, 5), "4577-4207", "45774207", D(6),
        [Line(None, "Graszaadmengsel sport- en speelweide, zak 15 kg", D(40), D("68.00"), unit="zak"),
         Line(None, "Graszaadmengsel schaduwgazon, zak 5 kg", D(24), D("31.50"), unit="zak"),
         Line(None, "Bloembollen tulp Darwin gemengd, kist à 250 stuks", D(12), D("57.00"), unit="kist"),
         Line(None, "Wildbloemenmengsel voor bermen en taluds, inheemse soorten, zak 1 kg", D(30), D("42.80"),
              unit="zak")],
        "604000", "V06",
        iban=IDS[1][1], bic=bic(1), payment_ref=ogm(2707310742), customer_no="C-01164",
        extra={"terms": "30 dagen na factuurdatum", "po_label": "Uw bestelbon"}),
    # 03 — Mon-Devis, a Lambersart joinery contractor: works at the Gent warehouse, reverse charged (ICS, 611000)
    Invoice(
        "03-fr-menuiserie", "fr", "mondevis",
        Supplier("Menuiseries Lambersart SARL", "64 avenue de l'Hippodrome", "59130", "Lambersart", "FR", IDS[2][0],
                 "03 20 92 15 67", "contact@menuiseries-lambersart.fr",
                 f"SARL au capital de 20 000 € - SIRET {siren(2)} 00024 - RCS Lille Métropole - APE 4332A"),
        "FA-2027-0187", date(2027, 11, 8), date(2027, 12, 8), "BC 45774214", "45774214", D(0),
        [Line(None, "Dépose des châssis existants en façade du bureau, évacuation et mise en décharge", D(6),
              D("95.00"), unit="u"),
         Line(None, "Fourniture et pose de châssis aluminium à rupture de pont thermique 1200 x 1400 mm, double "
                    "vitrage 4/16/4, teinte RAL 7016", D(6), D("845.00"), unit="u"),
         Line(None, "Calfeutrement et joint mastic en périphérie des châssis", D(38), D("6.80"), unit="ml"),
         Line(None, "Porte sectionnelle isolée 4000 x 4200 mm, motorisée, quai de chargement B", D(1),
              D("4680.00"), unit="ens"),
         Line(None, "Mise en service, réglages et essais", D(1), D("240.00"), unit="forfait")],
        "611000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur, article 51, § 2, 1° du Code belge de la TVA "
                  "(prestataire non établi en Belgique). N° TVA du preneur : BE0456.789.133.",
        group=" ", iban=IDS[2][1], bic="CEPAFRPP597", customer_no="CLI-0412",
        extra={"lots": "0:Lot 1 - Menuiseries extérieures|3:Lot 2 - Porte sectionnelle",
               "site": "Technibouw Distributie - Industrieweg 14, 9000 Gand (Belgique)",
               "quote": "Devis n° D-2027-0142 accepté le 14/10/2027",
               "subject": "Remplacement des châssis du bureau et de la porte du quai B",
               "insurance": "Assurance décennale : Mutuelle du Bâtiment du Nord, police n° 27-004518, couverture "
                            "France et Belgique.",
               "po_label": "Réf. commande client"}),
    # 04 — Mon-Devis in Dutch, the Menen branch of a French zinc roofer: gutters, Belgian cocontractant (VRC, 611000)
    Invoice(
        "04-nl-dakgoten", "nl", "mondevis",
        Supplier("Zinguerie des Flandres - bijkantoor Menen", "Rijselstraat 121", "8930", "Menen", "BE", IDS[3][0],
                 "056 51 87 33", "menen@zinguerie-flandres.be",
                 f"Belgisch bijkantoor van Zinguerie des Flandres SAS (Halluin) - KBO {kbo(3)} - RPR Gent, "
                 "afd. Kortrijk"),
        "F2027/0316", date(2027, 11, 10), date(2027, 12, 10), "45774221", "45774221", D(0),
        [Line(None, "Vervangen zinken bakgoot 33 cm op de loods, inclusief nieuwe gootbeugels en soldeerwerk",
              D(42), D("58.50"), unit="m"),
         Line(None, "Regenwaterafvoer zink DN 100 met bochten en beugels", D(18), D("46.00"), unit="m"),
         Line(None, "Aansluiting op bestaande rioleringsput", D(3), D("135.00"), unit="st"),
         Line(None, "Stelling en valbeveiliging, montage en demontage", D(1), D("620.00"), unit="forfait")],
        "611000", "VRC", reverse_charge=True,
        statement="Btw verlegd - medecontractant. Verlegging van heffing, art. 20 KB nr. 1: de btw is verschuldigd "
                  "door de klant (BE0456.789.133).",
        iban=IDS[3][1], bic=bic(3), payment_ref=ogm(2703160421), customer_no="CLI-2290",
        extra={"lots": "", "site": "Technibouw Distributie - Industrieweg 14, 9000 Gent",
               "quote": "Offerte nr. D-2027-0288 goedgekeurd op 20/10/2027",
               "subject": "Vervangen dakgoten en regenwaterafvoer loods A",
               "insurance": "", "po_label": "Bestelbon nr."}),
    # 05 — MyUnisoft, a Lyon accounting firm: fiscal representation, services reverse charged (ICS, 613000)
    Invoice(
        "05-fr-honoraires", "fr", "myunisoft",
        Supplier("Cabinet Verdier & Associés", "12 quai Saint-Vincent", "69001", "Lyon", "FR", IDS[4][0],
                 "04 78 28 61 90", "honoraires@verdier-associes.fr",
                 f"Société d'expertise comptable inscrite à l'Ordre de la région Auvergne-Rhône-Alpes - SIREN "
                 f"{siren(4)} - RCS Lyon"),
        "HON-2027-1142", date(2027, 11, 12), date(2027, 11, 27), "PO 45774228", "45774228", D(0),
        [Line(None, "Représentation fiscale : établissement des déclarations de TVA françaises, octobre 2027", D(1),
              D("680.00"), unit="forfait"),
         Line(None, "Déclaration d'échanges de biens et état récapitulatif des clients, octobre 2027", D(1),
              D("240.00"), unit="forfait"),
         Line(None, "Assistance ponctuelle : réponse à la demande de renseignements de l'administration fiscale du "
                    "04/10/2027", D("3.5"), D("165.00"), unit="h")],
        "613000", "ICS", reverse_charge=True,
        statement="Autoliquidation - article 283-2 du CGI et article 196 de la directive 2006/112/CE : la TVA est "
                  "due par le preneur (BE0456.789.133).",
        group=" ", iban=IDS[4][1], bic="AGRIFRPP878", customer_no="TECH01",
        extra={"period": "Octobre 2027", "mission": "Lettre de mission du 02/01/2027 - représentation fiscale",
               "terms": "Virement à 15 jours", "po_label": "Votre référence"}),
    # 06 — MyUnisoft in German, the Eupen branch of a French fiduciary: payroll and advice, Belgian 21 % (V21)
    Invoice(
        "06-de-lohnbuero", "de", "myunisoft",
        Supplier("Fiduciaire Ardennes-Eifel - Niederlassung Eupen", "Herbesthaler Straße 15", "4700", "Eupen", "BE",
                 IDS[5][0], "087 59 30 42", "eupen@fiduciaire-ardennes-eifel.be",
                 f"Belgische Niederlassung der Fiduciaire Ardennes-Eifel SAS (Charleville-Mézières) - UO {kbo(5)} - "
                 "RJP Lüttich, Abt. Eupen"),
        "HON-EU-27-0318", date(2027, 11, 15), date(2027, 11, 30), "4577 4235", "45774235", D(21),
        [Line(None, "Lohnbuchhaltung November 2027, je Lohnzettel", D(38), D("14.50"), unit="Stk"),
         Line(None, "Erstellung der Intrastat-Meldungen, 3. Quartal 2027", D(1), D("420.00"), unit="pauschal"),
         Line(None, "Beratung zur Verlegung des Lagerstandorts Lüttich, laut beiliegendem Stundennachweis",
              D("6.5"), D("135.00"), unit="Std.")],
        "613000", "V21",
        iban=IDS[5][1], bic=bic(5), payment_ref=ogm(2703180235), customer_no="TECH01",
        extra={"period": "November 2027", "mission": "Auftrag vom 15.01.2027 - Lohn- und Steuerberatung",
               "terms": "Überweisung innerhalb von 15 Tagen", "po_label": "Ihre Referenz"}),
    # 07 — Kizeo, a delivery form of the Sankt Vith branch of a French tyre dealer: tractor tyres at 12 % (V12)
    Invoice(
        "07-de-reifen", "de", "kizeo",
        Supplier("Agri-Pneus Services - Niederlassung Sankt Vith", "Industriestraße 22", "4780", "Sankt Vith", "BE",
                 IDS[6][0], "080 28 11 64", "stvith@agri-pneus.be",
                 f"Niederlassung der Agri-Pneus Services SAS (Reims) - UO {kbo(6)} - RJP Lüttich, Abt. Eupen"),
        "KZ-STV-27-0461", date(2027, 11, 17), date(2027, 12, 17), "45774242", "45774242", D(12),
        [Line("AGR-4208-R38", "Traktorreifen 420/85 R38 144A8 TL, Radial", D(4), D("612.00"), unit="Stk"),
         Line("AGR-3408-R28", "Traktorreifen 340/85 R28 127A8 TL, Radial", D(4), D("398.00"), unit="Stk"),
         Line("AGR-SCH-R38", "Schlauch für Traktorreifen 420/85 R38, Ventil TR218A", D(4), D("46.50"), unit="Stk")],
        "604000", "V12",
        iban=IDS[6][1], bic=bic(6), payment_ref=ogm(2704610242), customer_no="K-7730",
        extra={"form": "Lieferung Reifen & Rechnung", "driver": "Marc Theissen", "arrival": "09:40",
               "departure": "10:15", "signer": "J. Claeys (Lager)", "terms": "30 Tage netto",
               "created": "17.11.2027 10:16", "po_label": "Bestellnummer Kunde"}),
    # 08 — Invoicera, a Braga software house: app development, services reverse charged (ICS, 613000)
    Invoice(
        "08-en-software", "en", "invoicera",
        Supplier("Minho Code Labs, Lda.", "Rua do Raio 245", "4710-923", "Braga", "PT", IDS[7][0],
                 "+351 253 118 402", "billing@minhocodelabs.pt",
                 f"Conservatória do Registo Comercial de Braga - NIPC {nif(7)} - Share capital 25 000 EUR"),
        "INV-2027-0398", date(2027, 11, 19), date(2027, 12, 19), "PO-45774249", "45774249", D(0),
        [Line(None, "Warehouse app development - sprint 14 (01/11/2027 - 14/11/2027)", D(1), D("6400.00"),
              unit="sprint"),
         Line(None, "Additional development hours, barcode scanner integration for the picking module", D(22),
              D("58.00"), unit="hours"),
         Line(None, "Cloud hosting and monitoring, November 2027", D(1), D("420.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charge - Article 196 of Council Directive 2006/112/EC; IVA - autoliquidação (artigo "
                  "6.º, n.º 6, alínea a) do CIVA). Customer VAT No. BE0456.789.133.",
        dec=".", group=",", iban=IDS[7][1], bic="BCOMPTPL", customer_no="",
        extra={"terms": "Net 30", "po_label": "P.O. Number"}),
    # 09 — Invoicera in Dutch, the Antwerp branch of a Portuguese cork group: cork boards, Belgian 21 % (V21)
    Invoice(
        "09-nl-kurk", "nl", "invoicera",
        Supplier("Lusocork - Belgisch bijkantoor", "Noorderlaan 147", "2030", "Antwerpen", "BE", IDS[8][0],
                 "03 304 77 50", "facturen@lusocork.be",
                 f"Belgisch bijkantoor van Lusocork, S.A. (Santa Maria da Feira) - KBO {kbo(8)} - RPR Antwerpen"),
        "INV-BE-000731", date(2027, 11, 22), date(2027, 12, 22), "45774256", "45774256", D(21),
        [Line("LC-ISO-40", "Kurkisolatieplaat geëxpandeerd 1000 x 500 x 40 mm", D(240), D("11.85"), unit="st",
              discount=D(5)),
         Line("LC-ISO-60", "Kurkisolatieplaat geëxpandeerd 1000 x 500 x 60 mm", D(120), D("17.40"), unit="st",
              discount=D(5)),
         Line("LC-VLR-6", "Kurkvloer klik 6 mm, naturel gelakt, pak à 1,98 m²", D(85), D("38.90"), unit="pak"),
         Line("LC-LIJM-5", "Contactlijm voor kurk op waterbasis, emmer 5 liter", D(12), D("54.00"), unit="emmer")],
        "604000", "V21",
        iban=IDS[8][1], bic=bic(8), payment_ref=ogm(7310045774), customer_no="",
        extra={"terms": "30 dagen", "po_label": "Inkoopordernummer"}),
    # 10 — Jasmin in English, an Ílhavo tile maker: intra-EU goods (ICG), Portuguese number format, ATCUD and QR code
    Invoice(
        "10-en-tiles", "en", "jasmin",
        Supplier("Cerâmica da Ria, S.A.", "Zona Industrial da Mota, Lote 14", "3830-527", "Ílhavo", "PT",
                 IDS[9][0], "+351 234 329 110", "invoicing@ceramicadaria.pt",
                 f"C.R.C. Ílhavo - NIPC {nif(9)} - Share capital 1 500 000,00 EUR"),
        "FT 2027/1184", date(2027, 11, 24), date(2027, 12, 24), "ENC 4577 4263", "45774263", D(0),
        [Line("GR-6060-CIN", "Porcelain stoneware tile 60 x 60 cm, grey matt, R10, box 1,44 m²", D(320),
              D("19.80"), unit="m2"),
         Line("GR-3060-BR", "Porcelain stoneware tile 30 x 60 cm, white gloss, box 1,08 m²", D(180), D("16.40"),
              unit="m2", discount=D(8)),
         Line("RDP-0860-CIN", "Skirting tile 8 x 60 cm, grey matt", D(140), D("3.10"), unit="un")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transport", D("185.00"))],
        statement="Tax exemption reason: M16 - Exempt under article 14 of RITI (intra-Community supply of goods). "
                  "VAT to be accounted for by the customer, VAT No. BE0456.789.133.",
        group=" ", iban=IDS[9][1], bic="CGDIPTPL", customer_no="C0000318",
        extra={"atcud": "JJ4TR7KM-1184", "hash": "kQ7d", "cert": "1451/AT", "terms": "30 days",
               "series": "FT", "po_label": "Your Ref."}),
    # 11 — Jasmin in French, a Lourosa cork granulate maker: intra-EU goods (ICG), no PO printed
    Invoice(
        "11-fr-liege", "fr", "jasmin",
        Supplier("Cortiças do Vouga, Lda.", "Rua da Indústria 310", "4535-211", "Lourosa", "PT", IDS[10][0],
                 "+351 227 440 853", "faturacao@corticasdovouga.pt",
                 f"C.R.C. Santa Maria da Feira - NIPC {nif(10)} - Capital social 50 000,00 EUR"),
        "FT 2027/0877", date(2027, 11, 26), date(2027, 12, 26), None, "45774270", D(0),
        [Line("CV-GR-310", "Granulé de liège expansé 3/10 mm, sac de 125 l", D(180), D("9.60"), unit="sac"),
         Line("CV-SC-2", "Sous-couche liège aggloméré en rouleau, 2 mm, 10 m²", D(60), D("27.50"), unit="rl"),
         Line("CV-JD-10", "Joint de dilatation liège 10 x 100 mm, barre de 1 m", D(400), D("1.95"), unit="u")],
        "604000", "ICG", reverse_charge=True,
        statement="Motif d'exonération : M16 - Exonéré, article 14 du RITI (livraison intracommunautaire de biens). "
                  "Autoliquidation par le preneur, N° TVA BE0456.789.133.",
        group=" ", iban=IDS[10][1], bic="BESCPTPL", customer_no="C0000092",
        extra={"atcud": "JFX29QWB-877", "hash": "Zr3P", "cert": "1451/AT", "terms": "30 jours",
               "series": "FT", "po_label": ""}),
    # 12 — Gesfaturação, a Guimarães workwear maker: intra-EU goods (ICG), bilingual pt/en labels, a 2 % discount
    Invoice(
        "12-en-workwear", "en", "gesfaturacao",
        Supplier("Têxteis Vimaranenses, Lda.", "Rua Francisco Agra 101", "4800-157", "Guimarães", "PT", IDS[11][0],
                 "+351 253 516 270", "geral@texteisvimaranenses.pt",
                 f"C.R.C. Guimarães - NIPC {nif(11)} - Capital social 75 000,00 EUR"),
        "FT 2027/356", date(2027, 12, 1), date(2027, 12, 31), "PO45774277", "45774277", D(0),
        [Line("TV-CAS-NV", "Work jacket softshell, navy, sizes S-XXL assorted", D(60), D("34.80"), unit="UN"),
         Line("TV-CAL-NV", "Work trousers with knee pad pockets, navy, sizes 38-56 assorted", D(120), D("22.40"),
              unit="UN"),
         Line("TV-POL-HV", "Hi-vis polo shirt EN ISO 20471 class 2, yellow", D(150), D("9.75"), unit="UN"),
         Line("TV-GOR-NV", "Knitted beanie, navy", D(100), D("3.20"), unit="UN"),
         Line("TV-BORD", "Logo embroidery on chest, per piece", D(330), D("1.60"), unit="UN")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Desconto comercial / Commercial discount 2 %", D(2))],
        statement="Motivo de isenção / Exemption reason: M16 - Isento artigo 14.º do RITI / Exempt, article 14 RITI "
                  "(intra-Community supply of goods). Reverse charge: VAT due by the customer.",
        iban=IDS[11][1], bic="BPIPPTPL", customer_no="1207",
        extra={"atcud": "JJ8PLM3C-356", "hash": "Ax2w", "cert": "2181/AT", "terms": "30 dias / 30 days",
               "po_label": "V/ Encomenda / Your order"}),
]
