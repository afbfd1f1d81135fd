"""Identifiers with their real check digits: Belgian, Dutch, German, French and Luxembourg VAT
numbers, IBANs; and the normalisation the tools apply when matching them."""

from __future__ import annotations

import random
import re
import string

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


def fr_vat(rng: random.Random) -> str:
    siren = rng.randint(300_000_000, 999_999_999)
    key = (12 + 3 * (siren % 97)) % 97
    return f"FR{key:02d}{siren}"


def lu_vat(rng: random.Random) -> str:
    base = rng.randint(100_000, 999_999)
    return f"LU{base}{base % 89:02d}"


VAT_GENERATORS = {"BE": be_vat, "NL": nl_vat, "DE": de_vat, "FR": fr_vat, "LU": lu_vat}

_IBAN_BODY = {
    "BE": lambda r: "".join(r.choice(string.digits) for _ in range(12)),
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
