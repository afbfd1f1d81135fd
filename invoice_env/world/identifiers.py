"""Identifiers with their real check digits: generators for Belgian, Dutch, German, French and
Luxembourg VAT numbers and IBANs; validation of the VAT number and IBAN of a supplier from any EU
country; and the normalisation the tools apply when matching them."""

from __future__ import annotations

import random
import re
import string

import stdnum
from stdnum.exceptions import ValidationError as _StdnumError
from stdnum.iban import validate as _validate_iban

_NON_ALNUM = re.compile(r"[^0-9A-Z]")


def normalize_vat(text: str) -> str:
    """'be 0123.456.789' -> 'BE0123456789': spaces, dots, dashes and case ignored."""
    return _NON_ALNUM.sub("", text.upper())


def normalize_po_number(text: str) -> str:
    """'PO 4500-1234', 'po#45001234' -> '45001234'."""
    key = _NON_ALNUM.sub("", text.upper())
    return key[2:] if key.startswith("PO") else key


def be_vat(rng: random.Random) -> str:
    base = rng.randint(2_000_000, 19_999_999)  # first 8 digits of 0xxx.xxx.xxx / 1xxx.xxx.xxx
    check = 97 - base % 97
    digits = f"{base:08d}{check:02d}"
    return f"BE{digits[:4]}.{digits[4:7]}.{digits[7:]}"


def nl_vat(rng: random.Random) -> str:
    while True:
        digits = [rng.randint(0, 9) for _ in range(8)]
        total = sum(d * w for d, w in zip(digits, range(9, 1, -1)))
        check = total % 11
        if check < 10:
            return "NL" + "".join(map(str, digits)) + str(check) + f"B{rng.randint(1, 3):02d}"


def de_vat(rng: random.Random) -> str:
    digits = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
    product = 10
    for d in digits:
        total = (d + product) % 10 or 10
        product = (2 * total) % 11
    check = (11 - product) % 10
    return "DE" + "".join(map(str, digits)) + str(check)


def luhn_digit(digits: str) -> int:
    """The Luhn check digit that completes `digits` (France's SIREN ends with one)."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return (10 - total % 10) % 10


def fr_vat(rng: random.Random) -> str:
    stem = str(rng.randint(30_000_000, 99_999_999))
    siren = int(stem + str(luhn_digit(stem)))
    key = (12 + 3 * (siren % 97)) % 97
    return f"FR{key:02d}{siren}"


def lu_vat(rng: random.Random) -> str:
    base = rng.randint(100_000, 999_999)
    return f"LU{base}{base % 89:02d}"


VAT_GENERATORS = {"BE": be_vat, "NL": nl_vat, "DE": de_vat, "FR": fr_vat, "LU": lu_vat}

BE_BANK_CODES = ("001", "068", "103", "143", "310", "363", "735", "979")
"""Belgian bank codes with a BIC (BNP Paribas Fortis, Belfius, CBC, ING, KBC, Argenta)."""


def _be_account(rng: random.Random) -> str:
    """A Belgian account number: a real bank's code, the account (10 digits in all), then their
    remainder mod 97 (97 for 0)."""
    stem = rng.choice(BE_BANK_CODES) + "".join(rng.choice(string.digits) for _ in range(7))
    return stem + f"{int(stem) % 97 or 97:02d}"


_IBAN_BODY = {
    "BE": _be_account,
    "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + "".join(r.choice(string.digits) for _ in range(10)),
    "DE": lambda r: "".join(r.choice(string.digits) for _ in range(18)),
    "FR": lambda r: "".join(r.choice(string.digits) for _ in range(23)),
    "LU": lambda r: "".join(r.choice(string.digits) for _ in range(16)),
}


def iban_check_digits(country: str, body: str) -> str:
    rearranged = body + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in rearranged)
    return f"{98 - int(numeric) % 97:02d}"


def iban(country: str, rng: random.Random) -> str:
    body = _IBAN_BODY[country](rng)
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def iban_is_valid(text: str) -> bool:
    raw = text.replace(" ", "")
    numeric = "".join(str(int(ch, 36)) for ch in raw[4:] + raw[:4])
    return int(numeric) % 97 == 1


EU_COUNTRIES = ("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
                "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK")
"""ISO 3166 codes of the EU member states."""

VAT_PREFIX = {country: ("EL" if country == "GR" else country) for country in EU_COUNTRIES}
"""The prefix a country's VAT numbers carry: its ISO code, except Greece (EL)."""


def _be_ok(key: str) -> bool:
    return bool(re.fullmatch(r"BE[01]\d{9}", key)) and 97 - int(key[2:10]) % 97 == int(key[10:])


def _nl_ok(key: str) -> bool:
    if not re.fullmatch(r"NL\d{9}B\d{2}", key):
        return False
    digits = [int(d) for d in key[2:11]]
    return sum(d * w for d, w in zip(digits, range(9, 1, -1))) % 11 == digits[8]


def _de_ok(key: str) -> bool:
    if not re.fullmatch(r"DE[1-9]\d{8}", key):
        return False
    product = 10
    for d in map(int, key[2:10]):
        product = (2 * ((d + product) % 10 or 10)) % 11
    return (11 - product) % 10 == int(key[10])


def _fr_ok(key: str) -> bool:
    return bool(re.fullmatch(r"FR\d{11}", key)) and (12 + 3 * (int(key[4:]) % 97)) % 97 == int(key[2:4])


def _lu_ok(key: str) -> bool:
    return bool(re.fullmatch(r"LU\d{8}", key)) and int(key[2:8]) % 89 == int(key[8:])


# The check-digit rules of the VAT numbers themselves, as the generators above compute them (a user's case
# may carry a French number whose SIREN fails its Luhn digit and still be accepted: the VAT key is what an
# invoice's reader can check); every other country is checked by python-stdnum.
_OWN_VAT_CHECKS = {"BE": _be_ok, "NL": _nl_ok, "DE": _de_ok, "FR": _fr_ok, "LU": _lu_ok}


def vat_country(text: str) -> str | None:
    """The EU country a VAT number's prefix names ('EL...' -> 'GR'), or None."""
    prefix = normalize_vat(text)[:2]
    return next((country for country, p in VAT_PREFIX.items() if p == prefix), None)


def vat_problem(text: str, country: str | None = None) -> str | None:
    """Why `text` is not a valid VAT number (of `country`, when given), or None when it is."""
    key = normalize_vat(text)
    prefixed = vat_country(key)
    if prefixed is None:
        return (f"VAT number {text!r} does not start with an EU country prefix; expected one of "
                f"{', '.join(sorted(VAT_PREFIX.values()))}, e.g. BE0123.456.749")
    if country is not None and prefixed != country:
        return (f"VAT number {text} is a {prefixed} number, but the supplier's country is {country}; "
                f"a {country} VAT number starts with {VAT_PREFIX.get(country, country)}")
    own = _OWN_VAT_CHECKS.get(prefixed)
    if own is not None:
        valid = own(key)
    else:
        try:
            stdnum.get_cc_module(prefixed.lower(), "vat").validate(key)
            valid = True
        except _StdnumError:
            valid = False
    if not valid:
        return f"VAT number {text} is not a valid {prefixed} VAT number (wrong length, format or check digits)"
    return None


def iban_problem(text: str, country: str | None = None) -> str | None:
    """Why `text` is not a valid IBAN (of a bank in `country`, when given), or None when it is."""
    try:
        raw = _validate_iban(text, check_country=False)
    except _StdnumError:
        return f"IBAN {text!r} is not valid (wrong length for its country, format or check digits)"
    if country is not None and raw[:2] != country:
        return f"IBAN {text} is a {raw[:2]} account, but the supplier's country is {country}"
    return None
