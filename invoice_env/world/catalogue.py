"""What the wholesaler buys: article families per purchase category, with descriptions in the
suppliers' languages, list prices and VAT rates; and the words supplier names are made of."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache


@dataclass(frozen=True)
class ArticleFamily:
    key: str
    names: dict[str, str]  # language -> description
    price_range: tuple[int, int]  # list price in cents
    vat_rate: Decimal = Decimal("21")
    unit: str = "st"


def _f(key: str, nl: str, fr: str, de: str, en: str, lo: int, hi: int, rate: str = "21") -> ArticleFamily:
    return ArticleFamily(key, {"nl": nl, "fr": fr, "de": de, "en": en}, (lo, hi), Decimal(rate))


@dataclass(frozen=True)
class Category:
    key: str
    gl_account: str
    families: tuple[ArticleFamily, ...]
    service: bool = False


CATEGORIES: dict[str, Category] = {c.key: c for c in (
    Category("building", "604000", (
        _f("cable_tray", "Kabelgoot PVC 60x40 2m", "Goulotte PVC 60x40 2m", "Kabelkanal PVC 60x40 2m", "PVC cable trunking 60x40 2m", 450, 1290),
        _f("cement", "Cement CEM II 25kg", "Ciment CEM II 25kg", "Zement CEM II 25kg", "Cement CEM II 25kg bag", 550, 990),
        _f("plasterboard", "Gipsplaat 260x120 12,5mm", "Plaque de plâtre 260x120 12,5mm", "Gipskartonplatte 260x120 12,5mm", "Plasterboard 260x120 12.5mm", 650, 1450),
        _f("pipe_copper", "Koperen buis 15mm 5m", "Tube cuivre 15mm 5m", "Kupferrohr 15mm 5m", "Copper pipe 15mm 5m", 2200, 4800),
        _f("screws", "Houtschroeven 5x60 doos 200", "Vis a bois 5x60 boite 200", "Holzschrauben 5x60 Box 200", "Wood screws 5x60 box of 200", 890, 2400),
        _f("insulation", "Isolatieplaat PIR 120mm", "Panneau isolant PIR 120mm", "Dämmplatte PIR 120mm", "PIR insulation board 120mm", 2400, 5200),
        _f("tiles", "Vloertegel 60x60 grijs (m2)", "Carrelage 60x60 gris (m2)", "Bodenfliese 60x60 grau (m2)", "Floor tile 60x60 grey (m2)", 1800, 4500),
        _f("paint", "Muurverf wit 10L", "Peinture murale blanche 10L", "Wandfarbe weiß 10L", "Wall paint white 10L", 3500, 8900),
        _f("sealant", "Siliconenkit transparant 310ml", "Mastic silicone transparent 310ml", "Silikon transparent 310ml", "Silicone sealant clear 310ml", 450, 950),
        _f("cable", "Installatiekabel XVB 3G2,5 100m", "Cable XVB 3G2,5 100m", "Installationskabel NYM 3x2,5 100m", "Installation cable 3G2.5 100m", 6900, 14900),
        _f("socket", "Stopcontact inbouw wit", "Prise encastrable blanche", "Steckdose Unterputz weiß", "Flush socket outlet white", 290, 890),
        _f("drill", "Klopboormachine 850W", "Perceuse a percussion 850W", "Schlagbohrmaschine 850W", "Hammer drill 850W", 6900, 15900),
        _f("ladder", "Aluminium ladder 3x8 treden", "Echelle alu 3x8 marches", "Aluleiter 3x8 Sprossen", "Aluminium ladder 3x8 rungs", 12900, 24900),
        _f("gloves", "Werkhandschoenen nitril (pak 12)", "Gants de travail nitrile (12 paires)", "Arbeitshandschuhe Nitril (12 Paar)", "Nitrile work gloves (12 pairs)", 950, 2400),
    )),
    Category("raw", "601000", (
        _f("copper_wire", "Koperdraad 2,5mm2 rol 100m", "Fil de cuivre 2,5mm2 rouleau 100m", "Kupferdraht 2,5mm2 Rolle 100m", "Copper wire 2.5mm2 reel 100m", 4500, 9800),
        _f("steel_sheet", "Staalplaat S235 2mm 1x2m", "Tôle acier S235 2mm 1x2m", "Stahlblech S235 2mm 1x2m", "Steel sheet S235 2mm 1x2m", 3900, 8900),
        _f("pvc_granulate", "PVC-granulaat zak 25kg", "Granulés PVC sac 25kg", "PVC-Granulat Sack 25kg", "PVC granulate bag 25kg", 2900, 5900),
        _f("alu_profile", "Aluminium profiel 40x40 6m", "Profile aluminium 40x40 6m", "Aluminiumprofil 40x40 6m", "Aluminium profile 40x40 6m", 2500, 6400),
        _f("timber", "Vuren balk 38x63 5,4m", "Chevron sapin 38x63 5,4m", "Fichtenbalken 38x63 5,4m", "Spruce beam 38x63 5.4m", 650, 1690),
        _f("sand", "Metselzand (ton)", "Sable de maçonnerie (tonne)", "Mauersand (Tonne)", "Masonry sand (tonne)", 2900, 5500),
        _f("brass_rod", "Messing staf 20mm 3m", "Barre laiton 20mm 3m", "Messingstange 20mm 3m", "Brass rod 20mm 3m", 5900, 12900),
    )),
    Category("subcontract", "602000", (
        _f("install_hours", "Plaatsing kabelgoten (uur)", "Pose de goulottes (heure)", "Montage Kabelkanal (Stunde)", "Cable tray installation (hour)", 4500, 6900),
        _f("electrical_works", "Elektrische werken magazijn (uur)", "Travaux électriques entrepôt (heure)", "Elektroarbeiten Lager (Stunde)", "Electrical works warehouse (hour)", 5200, 7900),
        _f("tiling_works", "Vloerwerken showroom (m2)", "Travaux de carrelage showroom (m2)", "Fliesenarbeiten Showroom (m2)", "Floor tiling showroom (m2)", 2900, 5500),
        _f("plumbing_works", "Sanitaire installatie (forfait)", "Installation sanitaire (forfait)", "Sanitärinstallation (pauschal)", "Plumbing installation (fixed price)", 45000, 180000),
        _f("demolition", "Afbraakwerken (forfait)", "Travaux de démolition (forfait)", "Abbrucharbeiten (pauschal)", "Demolition works (fixed price)", 60000, 240000),
    ), service=True),
    Category("maintenance", "611000", (
        _f("forklift_service", "Onderhoud heftruck", "Entretien chariot élévateur", "Wartung Gabelstapler", "Forklift maintenance", 18000, 65000),
        _f("hvac_service", "Onderhoud HVAC-installatie", "Entretien installation HVAC", "Wartung Klimaanlage", "HVAC maintenance", 24000, 90000),
        _f("roller_door", "Herstelling sectionaalpoort", "Réparation porte sectionnelle", "Reparatur Sektionaltor", "Sectional door repair", 15000, 80000),
        _f("sprinkler", "Keuring sprinklerinstallatie", "Contrôle installation sprinkler", "Prüfung Sprinkleranlage", "Sprinkler system inspection", 30000, 95000),
        _f("spare_parts", "Wisselstukken (set)", "Pièces de rechange (lot)", "Ersatzteile (Satz)", "Spare parts (set)", 3500, 25000),
    ), service=True),
    Category("utilities", "612000", (
        _f("electricity", "Elektriciteit voorschot", "Électricité acompte", "Strom Abschlag", "Electricity advance", 80000, 450000),
        _f("gas", "Aardgas voorschot", "Gaz naturel acompte", "Erdgas Abschlag", "Natural gas advance", 40000, 250000),
        _f("water", "Leidingwater (m3)", "Eau de distribution (m3)", "Leitungswasser (m3)", "Tap water (m3)", 350, 690, "6"),
        _f("water_meter", "Huur watermeter", "Location compteur d'eau", "Miete Wasserzähler", "Water meter rental", 1800, 4500, "6"),
        _f("coal", "Steenkool verwarming (ton)", "Charbon chauffage (tonne)", "Heizkohle (Tonne)", "Heating coal (tonne)", 28000, 45000, "12"),
        _f("briquettes", "Briketten (pallet)", "Briquettes (palette)", "Briketts (Palette)", "Briquettes (pallet)", 19000, 32000, "12"),
        _f("canteen_coffee", "Koffiebonen 1kg", "Café en grains 1kg", "Kaffeebohnen 1kg", "Coffee beans 1kg", 1400, 2900, "6"),
        _f("canteen_water", "Bronwater 1,5L (pak 6)", "Eau de source 1,5L (pack 6)", "Mineralwasser 1,5L (6er)", "Spring water 1.5L (pack of 6)", 290, 590, "6"),
    )),
    Category("fees", "613000", (
        _f("audit", "Erelonen audit jaarrekening", "Honoraires audit comptes annuels", "Honorar Jahresabschlussprüfung", "Annual accounts audit fee", 250000, 900000),
        _f("legal", "Juridisch advies (uur)", "Conseil juridique (heure)", "Rechtsberatung (Stunde)", "Legal advice (hour)", 14000, 28000),
        _f("engineering", "Studie stabiliteit (forfait)", "Étude de stabilité (forfait)", "Statikgutachten (pauschal)", "Structural engineering study (fixed)", 120000, 480000),
        _f("it_consulting", "IT-consultancy (dag)", "Consultance IT (jour)", "IT-Beratung (Tag)", "IT consulting (day)", 65000, 120000),
        _f("translation", "Vertaling catalogus (pagina)", "Traduction catalogue (page)", "Übersetzung Katalog (Seite)", "Catalogue translation (page)", 2500, 6000),
    ), service=True),
    Category("transport", "615000", (
        _f("pallet_freight", "Vervoer pallet Gent", "Transport palette Gand", "Palettentransport Gent", "Pallet freight to Ghent", 4500, 12000),
        _f("container", "Containervervoer Antwerpen", "Transport conteneur Anvers", "Containertransport Antwerpen", "Container haulage Antwerp", 45000, 120000),
        _f("express", "Expresslevering", "Livraison express", "Expresszustellung", "Express delivery", 2500, 9000),
    ), service=True),
)}

SURCHARGES: dict[str, dict[str, str]] = {
    "freight": {"nl": "Transportkosten", "fr": "Frais de transport", "de": "Frachtkosten", "en": "Freight charges"},
    "energy": {"nl": "Energietoeslag", "fr": "Supplément énergie", "de": "Energiezuschlag", "en": "Energy surcharge"},
    "small_order": {"nl": "Toeslag kleine bestelling", "fr": "Supplément petite commande", "de": "Mindermengenzuschlag", "en": "Small order surcharge"},
}

SURNAMES = {
    "BE_nl": ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Vermeulen", "Van Damme", "Desmet", "Verhoeven", "Hermans", "Michiels", "Lemmens", "Coppens", "Vandenberghe", "Martens"],
    "BE_fr": ["Dubois", "Lambert", "Dupont", "Martin", "Leclercq", "Simon", "Laurent", "Lejeune", "Renard", "Francois", "Collard", "Hubert", "Mathieu", "Gilson"],
    "NL": ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos", "Vos", "Hendriks", "Dekker", "Brouwer"],
    "DE": ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Neumann"],
    "FR": ["Bernard", "Thomas", "Petit", "Robert", "Richard", "Durand", "Moreau", "Girard", "Roux", "Fournier", "Morel", "Fontaine"],
    "LU": ["Schmit", "Müller", "Weber", "Wagner", "Hoffmann", "Thill", "Kremer", "Reuter", "Hansen", "Schroeder"],
}

NAME_PATTERNS: dict[str, dict[str, list[str]]] = {
    "nl": {
        "building": ["{s} Bouwmaterialen {f}", "Bouwhandel {s} {f}", "Elektro {s} {f}"],
        "raw": ["{s} Metaalhandel {f}", "{s} Grondstoffen {f}", "Houthandel {s} {f}"],
        "subcontract": ["{s} Installatiewerken {f}", "Aannemingen {s} {f}", "{s} Techniek {f}"],
        "maintenance": ["{s} Onderhoud & Service {f}", "Technische Dienst {s} {f}"],
        "utilities": ["{s} Energie {f}", "Waterbedrijf {s} {f}", "{s} Brandstoffen {f}"],
        "fees": ["Advocatenkantoor {s} {f}", "Studiebureau {s} {f}", "{s} & Partners {f}"],
        "transport": ["Transport {s} {f}", "{s} Logistiek {f}"],
    },
    "fr": {
        "building": ["Matériaux {s} {f}", "Quincaillerie {s} {f}", "Établissements {s} {f}"],
        "raw": ["Métaux {s} {f}", "{s} Matières Premières {f}", "Bois {s} {f}"],
        "subcontract": ["Entreprise {s} {f}", "{s} Installations {f}", "Travaux {s} {f}"],
        "maintenance": ["{s} Maintenance {f}", "Service Technique {s} {f}"],
        "utilities": ["{s} Energie {f}", "Combustibles {s} {f}"],
        "fees": ["Cabinet {s} {f}", "Bureau d'études {s} {f}", "{s} Conseil {f}"],
        "transport": ["Transports {s} {f}", "{s} Logistique {f}"],
    },
    "de": {
        "building": ["{s} Baustoffe {f}", "{s} Elektrogrosshandel {f}", "Baumarkt {s} {f}"],
        "raw": ["{s} Metallhandel {f}", "{s} Rohstoffe {f}", "Holzhandel {s} {f}"],
        "subcontract": ["{s} Montagebau {f}", "{s} Haustechnik {f}"],
        "maintenance": ["{s} Industrieservice {f}", "{s} Wartungstechnik {f}"],
        "utilities": ["{s} Energie {f}"],
        "fees": ["Ingenieurbüro {s} {f}", "{s} Beratung {f}"],
        "transport": ["Spedition {s} {f}", "{s} Logistik {f}"],
    },
    "en": {
        "building": ["{s} Building Supplies {f}", "{s} Electrical Wholesale {f}"],
        "raw": ["{s} Metals {f}", "{s} Materials {f}"],
        "subcontract": ["{s} Installations {f}", "{s} Contracting {f}"],
        "maintenance": ["{s} Industrial Services {f}", "{s} Maintenance {f}"],
        "utilities": ["{s} Energy {f}"],
        "fees": ["{s} Consulting {f}", "{s} Engineering {f}"],
        "transport": ["{s} Freight {f}", "{s} Logistics {f}"],
    },
}

LEGAL_FORMS = {
    ("BE", "nl"): ["NV", "BV", "CommV"], ("BE", "fr"): ["SA", "SRL"], ("NL", "nl"): ["B.V."],
    ("NL", "en"): ["B.V."], ("DE", "de"): ["GmbH", "GmbH & Co. KG", "AG"], ("DE", "en"): ["GmbH"],
    ("FR", "fr"): ["SAS", "SARL", "SA"], ("LU", "fr"): ["S.à r.l.", "S.A."], ("LU", "de"): ["S.à r.l.", "S.A."],
    ("LU", "en"): ["S.A."],
}

PLACES = {
    "BE": [("Gent", "9000"), ("Antwerpen", "2000"), ("Brugge", "8000"), ("Leuven", "3000"), ("Hasselt", "3500"), ("Kortrijk", "8500"), ("Mechelen", "2800"), ("Aalst", "9300"), ("Namur", "5000"), ("Liège", "4000"), ("Charleroi", "6000"), ("Mons", "7000"), ("Wavre", "1300")],
    "NL": [("Rotterdam", "3011 AB"), ("Eindhoven", "5611 CD"), ("Utrecht", "3511 EF"), ("Breda", "4811 GH"), ("Tilburg", "5038 JK"), ("Zwolle", "8011 LM"), ("Venlo", "5911 NP")],
    "DE": [("Aachen", "52062"), ("Köln", "50667"), ("Düsseldorf", "40213"), ("Duisburg", "47051"), ("Essen", "45127"), ("Trier", "54290"), ("Bonn", "53111")],
    "FR": [("Lille", "59000"), ("Roubaix", "59100"), ("Reims", "51100"), ("Metz", "57000"), ("Valenciennes", "59300"), ("Amiens", "80000")],
    "LU": [("Luxembourg", "L-1611"), ("Esch-sur-Alzette", "L-4010"), ("Differdange", "L-4530"), ("Ettelbruck", "L-9010")],
}

STREETS = {
    "nl": ["Industrieweg", "Kerkstraat", "Stationsstraat", "Nijverheidslaan", "Ambachtsweg", "Havenlaan", "Molenstraat"],
    "fr": ["Rue de l'Industrie", "Avenue de la Gare", "Rue du Commerce", "Zoning Industriel", "Chaussée de Bruxelles", "Rue des Artisans"],
    "de": ["Industriestrasse", "Hauptstrasse", "Gewerbepark", "Bahnhofstrasse", "Hafenstrasse", "Am Handelshof"],
    "en": ["Industrial Park", "Harbour Road", "Commerce Street", "Station Road"],
}

DISCOUNTS: dict[str, str] = {
    "nl": "Korting {pct} %", "fr": "Remise {pct} %", "de": "Rabatt {pct} %", "en": "Discount {pct} %",
}
"""A discount line on an invoice: no article number, a negative amount."""

FAMILY_UNITS: dict[str, str] = {
    "tiles": "m2", "tiling_works": "m2", "install_hours": "hour", "electrical_works": "hour", "legal": "hour",
    "sand": "tonne", "coal": "tonne", "water": "m3", "screws": "box", "copper_wire": "roll", "cable": "roll",
    "briquettes": "pallet", "gloves": "pack", "canteen_water": "pack", "plumbing_works": "lump", "demolition": "lump",
    "engineering": "lump", "audit": "lump", "spare_parts": "set", "pvc_granulate": "pack", "cement": "pack",
}
"""The unit an article family is sold in, where it is not the piece (columns.UNITS names them)."""
MEASURED_UNITS = ("m2", "hour", "tonne", "m3")
"""Units ordered and invoiced in decimal quantities (12,5 h, 181,44 m²)."""
STEPS: dict[str, Decimal] = {"tiles": Decimal("1.44"), "tiling_works": Decimal("0.5"), "install_hours": Decimal("0.5"),
                             "electrical_works": Decimal("0.5"), "legal": Decimal("0.25"), "sand": Decimal("0.25"),
                             "coal": Decimal("0.25"), "water": Decimal("0.5")}
"""What one counted unit of an article measures (a box of tiles is 1,44 m², an hour is billed by the half):
every quantity of the article, ordered or invoiced, is a whole number of steps."""

_FAMILY_BY_NAME = {name: family for category in CATEGORIES.values() for family in category.families
                   for name in family.names.values()}


def family_of(description: str) -> ArticleFamily | None:
    """The article family a catalogue description (or its variant, '... (type B)') names."""
    base = description.split(" (type B)")[0].split(" (B)")[0]
    return _FAMILY_BY_NAME.get(base)


def unit_of(description: str) -> str:
    family = family_of(description)
    return FAMILY_UNITS.get(family.key, "piece") if family else "piece"


@lru_cache(maxsize=None)
def step_of(description: str) -> Decimal:
    family = family_of(description)
    return STEPS.get(family.key, Decimal(1)) if family else Decimal(1)
