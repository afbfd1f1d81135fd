"""The twelve invoices of the sixty-first blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora print
(BE, NL, DE, ES, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of
one family of invoicing software: Ratio, Bouw7, Carerix, TimeChimp, Pinkweb, ArchiSnapper and Yesplan. PO numbers
are the ERP's 4577xxxx (45775400 by steps of 7); each invoice prints them in the supplier's own form (one prints
none). VAT numbers and IBANs carry valid check digits: `identifiers()` below draws them, VAT then IBAN for each
supplier in order, on random.Random(20271251) with invoice_env/world/identifiers.py's generators; Spain has no
generator there, so its VAT number (a CIF) and its IBAN (with the Spanish CCC check digits) take their check digits
from python-stdnum (stdnum.es.cif, stdnum.es.ccc) and identifiers.iban_check_digits."""

from __future__ import annotations

import random
import string
from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

from invoice_env.world import identifiers as ids

COUNTRIES = ("NL", "BE", "NL", "BE", "BE", "DE", "ES", "LU", "NL", "BE", "BE", "BE")   # the suppliers, in order


def _es_pair(rng: random.Random) -> tuple[str, str]:
    """A Spanish company's VAT number (ES + CIF 'B' + 7 digits + check digit) and IBAN (bank, branch, CCC check
    digits, account): the digits from `rng`, the check digits from python-stdnum and the IBAN mod 97."""
    from stdnum.es import cif, ccc
    digits = "".join(str(rng.randint(0, 9)) for _ in range(7))
    vat = "ESB" + digits + cif.calc_check_digits("B" + digits)[0]
    raw = "".join(rng.choice(string.digits) for _ in range(18))
    body = raw[:8] + ccc.calc_check_digits(raw[:8] + "00" + raw[8:]) + raw[8:]
    full = "ES" + ids.iban_check_digits("ES", body) + body
    return vat, " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def identifiers() -> list[tuple[str, str]]:
    rng = random.Random(20271251)
    out = []
    for country in COUNTRIES:
        if country == "ES":
            out.append(_es_pair(rng))
        else:
            vat = ids.VAT_GENERATORS[country](rng)
            out.append((vat, ids.iban(country, rng)))
    return out


IDS = identifiers()
VAT = [v for v, _ in IDS]
IBAN = [i for _, i in IDS]

CORPUS = [
    # 01 — Ratio, a Son en Breugel rebar merchant: intra-EU goods (ICG), prices per kg to 3 places, freight
    Invoice(
        "01-nl-wapening", "nl", "ratio",
        Supplier("Wapeningsstaal Brabant B.V.", "Ekkersrijt 4102", "5692 DA", "Son en Breugel", "NL", VAT[0],
                 "0499 47 12 60", "facturen@wapeningsstaal-brabant.nl", "KvK 17298541"),
        "VF27-004318", date(2027, 11, 2), date(2027, 12, 2), "45775400", "45775400", D(0),
        [Line("BST-B500B-12", "Betonstaal B500B Ø 12 mm, staaf 12 m, gebundeld", D(4250), D("0.985"), unit="kg",
              price_places=3),
         Line("BST-B500B-16", "Betonstaal B500B Ø 16 mm, staaf 12 m, gebundeld", D(3100), D("0.965"), unit="kg",
              price_places=3),
         Line("WN-K131-5", "Wapeningsnet K131 (Ø 5 mm, maas 150 x 150 mm), plaat 5,00 x 2,15 m", D(64), D("24.80"),
              unit="st"),
         Line("AFS-25-35", "Afstandhouder kunststof 25/35 mm voor netten en staven, zak à 250 stuks", D(12),
              D("18.40"), unit="zak"),
         Line("BDR-16", "Binddraad zwart gegloeid 1,6 mm, rol 20 kg", D(8), D("31.50"), unit="rol")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("95.00"))],
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[0], bic="RABONL2U", customer_no="20417",
        extra={"project": "P27-118 Uitbreiding magazijn Gent", "delivery": "PB-27-09841", "ours": "VO-27-1882",
               "terms": "30 dagen netto", "bank": "Rabobank"}),
    # 02 — Ratio in French, the Waremme branch of a Dutch building-materials group: Belgian VAT 21 % (V21), remises
    Invoice(
        "02-fr-materiaux", "fr", "ratio",
        Supplier("Négoce Matériaux Hesbaye SA", "Rue de la Station 41", "4300", "Waremme", "BE", VAT[1],
                 "019 32 58 40", "comptabilite@nmhesbaye.be", "RPM Liège, division Huy"),
        "VF27-001562", date(2027, 11, 8), date(2027, 12, 8), "4577-5407", "45775407", D(21),
        [Line("CIM-CEM3-25", "Ciment CEM III/A 42,5 N LA, sac de 25 kg", D(240), D("7.35"), unit="sac",
              discount=D(5)),
         Line("BLC-B14-19", "Bloc béton creux 39 x 19 x 14 cm, palette de 72 pièces", D(18), D("96.40"), unit="pal",
              discount=D(5)),
         Line("SAB-02-BB", "Sable de rivière lavé 0/2 en big bag de 1 m³", D(10), D("62.00"), unit="bb"),
         Line("MEMB-EPDM-12", "Membrane d'étanchéité EPDM 1,2 mm pour pied de façade, rouleau 0,30 x 20 m", D(6),
              D("54.90"), unit="rl"),
         Line("PAL-CONS", "Consigne palettes Europe (remboursée au retour)", D(18), D("12.50"), unit="pc")],
        "604000", "V21",
        iban=IBAN[1], bic="GEBABEBB", payment_ref=ogm(2701562540), customer_no="30866",
        extra={"project": "Technibouw Gand - dépôt", "delivery": "BL-27-22817", "ours": "VO-27-0734",
               "terms": "30 jours date de facture", "bank": "BNP Paribas Fortis"}),
    # 03 — Bouw7, a Dutch contractor's second instalment on works at the Gent offices: services reverse charged (ICS)
    Invoice(
        "03-nl-renovatie", "nl", "bouw7",
        Supplier("Bouwbedrijf Gebr. Van Overveld B.V.", "Nijverheidsweg 27", "4731 RB", "Oudenbosch", "NL", VAT[2],
                 "0165 31 44 08", "administratie@vanoverveld-bouw.nl", "KvK 20115873"),
        "27-0187", date(2027, 11, 12), date(2027, 11, 26), "Opdracht 45775414", "45775414", D(0),
        [Line(None, "2e termijn: gereedkomen ruwbouw en dakdichting kantoorvleugel, 35 % van de aanneemsom", D(1),
              D("17010.00"), unit="post"),
         Line(None, "Meerwerk 3: brandwerende doorvoeringen EI 60 in bestaande scheidingswand, volgens "
                    "opdrachtbevestiging van 14-10-2027", D(14), D("62.50"), unit="st"),
         Line(None, "Meerwerk 4: extra stelwerk kozijnen begane grond", D("12.5"), D("54.00"), unit="uur"),
         Line(None, "Afvoer bouwafval, container 10 m³", D(2), D("285.00"), unit="st")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer: dienst met betrekking tot een onroerend goed in België (art. 196 "
                  "Richtlijn 2006/112/EG, art. 51 § 2, 1° WBTW). Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[2], bic="TRIONL2U", customer_no="1094",
        extra={"project": "2027-014 Renovatie kantoorvleugel Technibouw Gent", "term": "Termijn 2 van 4",
               "sum": "48.600,00", "terms": "14 dagen"}),
    # 04 — Bouw7 at a Belgian contractor (Evergem): site equipment rented out, Belgian VAT 21 % (V21, 610000)
    Invoice(
        "04-nl-werfhuur", "nl", "bouw7",
        Supplier("Aannemingen De Clercq & Zonen BV", "Brugsesteenweg 412", "9940", "Evergem", "BE", VAT[3],
                 "09 357 21 80", "boekhouding@declercq-zonen.be", "RPR Gent"),
        "F27-0421", date(2027, 11, 15), date(2027, 12, 15), "IO-45775421", "45775421", D(21),
        [Line("HEK-350", "Bouwhek 3,50 x 2,00 m verzinkt met betonvoet en klem, huurperiode 18-10-2027 t.e.m. "
                         "14-11-2027 (4 weken)", D(60), D("28.80"), unit="st"),
         Line("CONT-20-KW", "Werfcontainer 20 ft kantoor/refter met verwarming en verlichting", D(4), D("135.00"),
              unit="week"),
         Line("TOI-MOB", "Mobiel toilet incl. wekelijkse reiniging", D(4), D("42.50"), unit="week"),
         Line("TRA-HR", "Transport heen en terug met kraanwagen", D(2), D("165.00"), unit="rit")],
        "610000", "V21",
        iban=IBAN[3], bic="GEBABEBB", payment_ref=ogm(2704210421), customer_no="K0388",
        extra={"project": "W27-033 Werfinrichting Technibouw Industrieweg", "terms": "30 dagen"}),
    # 05 — Carerix at a Gent staffing agency: week 44 hours, Belgian VAT 21 % (V21, 602000)
    Invoice(
        "05-nl-uitzendkrachten", "nl", "carerix",
        Supplier("Flexpoint Interim Oost-Vlaanderen NV", "Kortrijksesteenweg 1104", "9051", "Sint-Denijs-Westrem",
                 "BE", VAT[4], "09 244 61 30", "facturatie@flexpoint-interim.be", "RPR Gent - erkenning VG.1187/BUC"),
        "270884", date(2027, 11, 8), date(2027, 11, 22), "45775428", "45775428", D(21),
        [Line(None, "Week 44 - Peeters, Jan - Magazijnmedewerker - normale uren 100%", D(38), D("31.85"),
              unit="uur"),
         Line(None, "Week 44 - Peeters, Jan - Magazijnmedewerker - overuren 150%", D("4.5"), D("47.78"),
              unit="uur"),
         Line(None, "Week 44 - El Amrani, Yassine - Heftruckchauffeur - normale uren 100%", D(38), D("33.40"),
              unit="uur"),
         Line(None, "Week 44 - El Amrani, Yassine - Heftruckchauffeur - ploegenpremie 2 ploegen", D(38),
              D("2.15"), unit="uur"),
         Line(None, "Week 44 - Van Acker, Lies - Administratief bediende - normale uren 100%", D("36.25"),
              D("29.60"), unit="uur"),
         Line(None, "Mobiliteitsvergoeding woon-werkverkeer week 44", D(412), D("0.15"), unit="km")],
        "602000", "V21", qty_places=2,
        iban=IBAN[4], bic="GKCCBEBB", payment_ref=ogm(2708840428), customer_no="R-10233",
        extra={"period": "week 44 (01-11-2027 t/m 07-11-2027)", "cost": "Magazijn Gent", "terms": "14 dagen"}),
    # 06 — Carerix at an Aachen staffing agency: KW 45 hours on a Belgian site, services reverse charged (ICS)
    Invoice(
        "06-de-personal", "de", "carerix",
        Supplier("Dreiländer Personalservice GmbH", "Jülicher Straße 215", "52070", "Aachen", "DE", VAT[5],
                 "0241 97 81 40", "rechnungen@dreilaender-personal.de", "Amtsgericht Aachen HRB 24518"),
        "AR-27-10457", date(2027, 11, 16), date(2027, 12, 16), "4577.5435", "45775435", D(0),
        [Line(None, "KW 45 - Schmitz, Daniel - Elektriker - Normalstunden", D("39.5"), D("41.20"), unit="Std."),
         Line(None, "KW 45 - Schmitz, Daniel - Elektriker - Mehrarbeit 25 %", D(6), D("51.50"), unit="Std."),
         Line(None, "KW 45 - Hoffmann, Lukas - Elektrohelfer - Normalstunden", D("39.5"), D("34.80"), unit="Std."),
         Line(None, "KW 45 - Übernachtungspauschale Einsatzort Gent (2 Mitarbeiter x 4 Nächte)", D(8),
              D("38.00"), unit="Nacht"),
         Line(None, "Fahrtkosten Aachen - Gent, pauschal", D(1), D("185.00"), unit="pauschal")],
        "602000", "ICS", reverse_charge=True, qty_places=2,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 MwStSystRL. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban=IBAN[5], bic="GENODED1AAC", customer_no="K-7731",
        extra={"period": "KW 45 (08.11.2027 - 14.11.2027)", "cost": "Elektro Lager Gent", "terms": "30 Tagen"}),
    # 07 — TimeChimp at a Bilbao structural-engineering office: hours, services reverse charged (ICS, 613000)
    Invoice(
        "07-en-engineering", "en", "timechimp",
        Supplier("Ingeniería Estructural Nervión S.L.", "Alameda de Urquijo 47", "48011", "Bilbao", "ES", VAT[6],
                 "+34 944 27 61 05", "admin@nervion-ingenieria.es",
                 "Registro Mercantil de Bizkaia, Tomo 5821, Hoja BI-71544"),
        "2027-0093", date(2027, 11, 19), date(2027, 12, 19), "PO45775442", "45775442", D(0),
        [Line(None, "Warehouse extension Gent - Structural calculations steel frame (Eurocode 3)", D("42.5"),
              D("78.00"), unit="h"),
         Line(None, "Warehouse extension Gent - Foundation design review", D("16.25"), D("78.00"), unit="h"),
         Line(None, "Warehouse extension Gent - Site meeting and inspection", D(9), D("65.00"), unit="h"),
         Line(None, "Travel Bilbao - Gent, 11-12 November 2027 (flight and hotel, at cost)", D(1), D("612.40"),
              unit="exp.")],
        "613000", "ICS", reverse_charge=True, qty_places=2,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive "
                  "2006/112/EC). Operación no sujeta al IVA español (art. 69 Ley 37/1992). Customer VAT no. "
                  "BE0456.789.133.",
        iban=IBAN[6], bic="CVBAESB1XXX", customer_no="",
        extra={"period": "01-11-2027 - 15-11-2027", "project": "Warehouse extension Gent", "symbol": "after"}),
    # 08 — TimeChimp in German at a Luxembourg engineering office: an energy audit, a 5 % discount, reverse charge (ICS)
    Invoice(
        "08-de-beratung", "de", "timechimp",
        Supplier("Ingenieurbüro Sauer & Weis S.à r.l.", "Z.A.C. Op der Heckmill 12", "L-3895", "Foetz", "LU",
                 VAT[7], "+352 26 55 38 1", "buchhaltung@sauer-weis.lu", "RCS Luxembourg B198442"),
        "2027-0214", date(2027, 11, 23), date(2027, 12, 23), "Bestellung 45775449", "45775449", D(0),
        [Line(None, "Energieaudit Lagerhalle Gent - Bestandsaufnahme vor Ort", D(14), D("96.00"), unit="Std."),
         Line(None, "Energieaudit Lagerhalle Gent - Auswertung Verbrauchsdaten und Lastprofile", D("22.75"),
              D("96.00"), unit="Std."),
         Line(None, "Energieaudit Lagerhalle Gent - Bericht und Maßnahmenkatalog", D("18.5"), D("96.00"),
              unit="Std."),
         Line(None, "Präsentation der Ergebnisse, Projektleitung", D(3), D("125.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True, qty_places=2, adjustments=[("Rabatt 5 %", D(5))],
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 44 und 196 der "
                  "Richtlinie 2006/112/EG. USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban=IBAN[7], bic="BCEELULL", customer_no="",
        extra={"period": "01.11.2027 - 19.11.2027", "project": "Energieaudit Lagerhalle Gent", "symbol": "before"}),
    # 09 — Pinkweb at a Veenendaal packaging wholesaler: intra-EU goods (ICG), no PO printed, article numbers
    Invoice(
        "09-nl-verpakking", "nl", "pinkweb",
        Supplier("Inpakshop Veenendaal B.V.", "De Smalle Zijde 21", "3903 LM", "Veenendaal", "NL", VAT[8],
                 "0318 55 29 74", "info@inpakshop-veenendaal.nl", "KvK 61284407"),
        "F2027-342", date(2027, 11, 25), date(2027, 12, 9), None, "45775456", D(0),
        [Line("STR-500-23", "Stretchfolie handrol 500 mm x 300 m, 23 mu, transparant", D(72), D("8.45"), unit="rol"),
         Line("PAL-HOES-120", "Palletafdekhoes LDPE 1200 x 800 x 1500 mm, 100 stuks per rol", D(6), D("38.90"),
              unit="rol"),
         Line("OMR-PP-12", "Omsnoeringsband PP 12 x 0,55 mm, kern 200 mm, 3000 m", D(10), D("24.60"), unit="rol"),
         Line("HOEK-50-1000", "Kartonnen hoekprofiel 50 x 50 x 4 mm, lengte 1000 mm", D(500), D("0.42"), unit="st"),
         Line("ETK-100-150", "Verzendetiket thermisch 100 x 150 mm, rol à 500", D(20), D("11.75"), unit="rol")],
        "604000", "ICG", reverse_charge=True,
        statement="Btw verlegd: intracommunautaire levering (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[8], bic="ABNANL2A", customer_no="1207",
        extra={"terms": "14 dagen"}),
    # 10 — ArchiSnapper at a Liège architects' office: fees and site visits, Belgian VAT 21 % (V21, 613000)
    Invoice(
        "10-fr-honoraires", "fr", "archisnapper",
        Supplier("Atelier d'Architecture Delvaux & Moreau SRL", "Rue des Croisiers 18", "4000", "Liège", "BE",
                 VAT[9], "04 222 37 19", "bureau@delvaux-moreau.be", "RPM Liège"),
        "H-2027-048", date(2027, 11, 29), date(2027, 12, 29), "BC 45775463", "45775463", D(21),
        [Line(None, "Phase 3 - Demande de permis d'urbanisme : constitution et dépôt du dossier (20 % du "
                    "forfait d'honoraires)", D(1), D("7300.00"), unit="forfait"),
         Line(None, "Suivi de chantier : réunions et visites (rapports de visite n° 7 à 12)", D(6), D("185.00"),
              unit="visite"),
         Line(None, "Adaptation des plans d'exécution suite à la réunion de chantier du 09/11/2027", D("7.5"),
              D("95.00"), unit="h"),
         Line(None, "Impressions et reproductions de plans A0/A1", D(1), D("86.40"), unit="forfait")],
        "613000", "V21",
        iban=IBAN[9], bic="GEBABEBB", payment_ref=ogm(2704804630), customer_no="",
        extra={"project": "Extension de l'entrepôt Technibouw, Industrieweg 14, Gand", "date_style": "long",
               "architect": "Arch. C. Delvaux - Ordre des Architectes, Conseil de la province de Liège"}),
    # 11 — Yesplan at a Mechelen theatre: a company performance, tickets at the Belgian 6 % (V06, 602000)
    Invoice(
        "11-nl-tickets", "nl", "yesplan",
        Supplier("Zaal Minerva vzw", "Minderbroedersgang 8", "2800", "Mechelen", "BE", VAT[10], "015 29 47 60",
                 "ticketing@zaalminerva.be", "RPR Antwerpen, afd. Mechelen"),
        "VK27-00612", date(2027, 11, 30), date(2027, 12, 30), "4577/5470", "45775470", D(6),
        [Line(None, "Tickets categorie 1 (parterre)", D(64), D("38.00"), unit="st"),
         Line(None, "Tickets categorie 2 (balkon)", D(22), D("29.00"), unit="st"),
         Line(None, "Programmaboekje", D(86), D("3.50"), unit="st"),
         Line(None, "Vestiaire en reservatiekosten groepsboeking", D(86), D("1.50"), unit="st")],
        "602000", "V06",
        iban=IBAN[10], bic="BBRUBEBB", payment_ref=ogm(2700612547), customer_no="ORG-0457",
        extra={"event": "Bedrijfsvoorstelling 'Kerst in Minerva'", "when": "za 18/12/2027 - 20:00",
               "room": "Grote zaal", "contact": "Sofie Wauters"}),
    # 12 — Yesplan in English at an Antwerp events venue: catering for a dealer day, Belgian 12 % (V12, 602000)
    Invoice(
        "12-en-catering", "en", "yesplan",
        Supplier("Zuiderdokken Congress & Events NV", "Waalsekaai 47", "2000", "Antwerpen", "BE", VAT[11],
                 "03 294 18 50", "invoicing@zuiderdokken-events.be", "RPR Antwerpen"),
        "EV-27-1093", date(2027, 12, 6), date(2028, 1, 5), "45775477", "45775477", D(12),
        [Line(None, "Walking dinner, six courses (food only)", D(120), D("38.50"), unit="pers."),
         Line(None, "Sandwich lunch, assorted, with fresh fruit", D(120), D("14.50"), unit="pers."),
         Line(None, "Dessert buffet", D(120), D("9.00"), unit="pers."),
         Line(None, "Catering service staff, 6 persons x 5 hours", D(30), D("42.00"), unit="h")],
        "602000", "V12",
        dec=".", group=",", iban=IBAN[11], bic="ARSPBE22", payment_ref=ogm(2710930477), customer_no="ORG-2210",
        extra={"event": "Technibouw Dealer Day 2027", "when": "Friday 3 December 2027, 09:00 - 22:00",
               "room": "Hall Scaldis", "contact": "Pieter Claes", "date_style": "long",
               "note": "Beverages and room hire are invoiced separately at 21 % VAT."}),
]
