"""Check digits for the VAT numbers and IBANs of countries invoice_env/world/identifiers.py has no generator for
(Austria, Ireland, Denmark, Italy, Spain), as the blind corpora's ids.py scripts computed them inline (corpora 20,
21 and 22): each function takes the digits a corpus drew from its own seeded stream and returns the same characters
as before. The drawing itself stays in each ids.py (every corpus draws its digits in its own order).

python-stdnum gives the Austrian and Irish check characters; the Danish, Italian and Spanish ones are the countries'
published weightings, written out."""

from __future__ import annotations

from stdnum.at import uid as _at_uid
from stdnum.ie import vat as _ie_vat

from invoice_env.world.identifiers import iban_check_digits


def spaced_iban(country: str, body: str) -> str:
    """The IBAN of `body` (the BBAN) with its check digits, in groups of four."""
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def at_vat(digits: str) -> str:
    """ATU + seven digits + python-stdnum's check digit."""
    return "ATU" + digits + _at_uid.calc_check_digit("U" + digits)


def ie_vat(digits: str, suffix: str = "") -> str:
    """IE + seven digits + python-stdnum's check letter (+ the second letter of the new format, e.g. "H")."""
    return "IE" + digits + _ie_vat.calc_check_digit(digits + suffix) + suffix


def dk_check(digits: str) -> int:
    """The CVR check digit of seven digits: weights 2, 7, 6, 5, 4, 3, 2 and the digit itself sum to 0 mod 11
    (10: no valid number with these seven digits)."""
    return -sum(int(d) * w for d, w in zip(digits, (2, 7, 6, 5, 4, 3, 2))) % 11


def it_check(digits: str) -> str:
    """The partita IVA's check digit of ten digits (Luhn-like: every second digit doubled, its digits summed)."""
    total = 0
    for i, d in enumerate(map(int, digits)):
        if i % 2:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def es_cif_check(digits: str) -> str:
    """The numeric control digit of a company CIF's seven digits."""
    values = list(map(int, digits))
    total = sum(values[1::2])
    for d in values[0::2]:
        total += sum(map(int, str(2 * d)))
    return str((10 - total % 10) % 10)


def es_bban(digits: str) -> str:
    """Spain's BBAN of 18 digits: bank and branch (8 digits), the two national control digits, the account (10)."""
    def dc(text: str) -> int:
        value = 11 - sum(int(d) * w for d, w in zip(text, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11
        return {10: 1, 11: 0}.get(value, value)
    return digits[:8] + f"{dc('00' + digits[:8])}{dc(digits[8:])}" + digits[8:]
