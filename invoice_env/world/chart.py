"""Reference tables of the ERP: chart of accounts (Belgian minimum scheme) and VAT codes."""

from __future__ import annotations

from decimal import Decimal

GL_ACCOUNTS: dict[str, str] = {
    "400000": "Leveranciers / Fournisseurs",
    "411000": "Terug te vorderen btw / TVA a recuperer",
    "451000": "Te betalen btw / TVA a payer",
    "600000": "Aankopen grondstoffen (voorraad) / Achats de matieres premieres (stock)",
    "601000": "Aankopen grondstoffen / Achats de matieres premieres",
    "602000": "Aankopen van diensten, werken en studies / Achats de services, travaux et etudes",
    "604000": "Aankopen handelsgoederen / Achats de marchandises",
    "610000": "Huur en huurlasten / Loyers et charges locatives",
    "611000": "Onderhoud en herstellingen / Entretien et reparations",
    "612000": "Leveringen water, gas, elektriciteit / Fournitures eau, gaz, electricite",
    "613000": "Erelonen en vergoedingen / Honoraires et retributions",
    "614000": "Publiciteit / Publicite",
    "615000": "Vervoerskosten / Frais de transport",
}

GOODS_ACCOUNTS = frozenset({"601000", "604000"})
"""Purchases of goods; every other purchase account is a service for VAT purposes."""

DOMESTIC = "domestic"
DOMESTIC_REVERSE_CHARGE = "domestic_reverse_charge"
INTRA_EU_GOODS = "intra_eu_goods"
INTRA_EU_SERVICES = "intra_eu_services"
REGIMES = (DOMESTIC, DOMESTIC_REVERSE_CHARGE, INTRA_EU_GOODS, INTRA_EU_SERVICES)

VAT_CODES: dict[str, tuple[Decimal, str, str]] = {
    "V21": (Decimal("21"), DOMESTIC, "Binnenland 21 % / Interieur 21 %"),
    "V12": (Decimal("12"), DOMESTIC, "Binnenland 12 % / Interieur 12 %"),
    "V06": (Decimal("6"), DOMESTIC, "Binnenland 6 % / Interieur 6 %"),
    "V00": (Decimal("0"), DOMESTIC, "Binnenland vrijgesteld 0 % / Interieur exonere 0 %"),
    "VRC": (Decimal("0"), DOMESTIC_REVERSE_CHARGE, "Medecontractant, btw verlegd / Cocontractant, autoliquidation"),
    "ICG": (Decimal("0"), INTRA_EU_GOODS, "Intracommunautaire verwerving goederen / Acquisition intracommunautaire de biens"),
    "ICS": (Decimal("0"), INTRA_EU_SERVICES, "Intracommunautaire diensten / Services intracommunautaires"),
}
