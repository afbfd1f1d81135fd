"""The suppliers' VAT numbers and IBANs, drawn on random.Random(20271253), VAT number then IBAN for each supplier
in the corpus's order. Belgium, the Netherlands, Germany, France and Luxembourg: the generators of
invoice_env/world/identifiers.py. Spain, Italy and Portugal (no generator there): the digits are drawn from the
same random stream and the check digits computed with python-stdnum (the Italian CIN letter by its published
table, which python-stdnum does not hold); the IBAN's own check digits by stdnum.iban.calc_check_digits."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.es import ccc, cif
from stdnum.iso7064 import mod_97_10
from stdnum.pt import nif

from invoice_env.world.identifiers import VAT_GENERATORS, iban

SEED = 20271253
COUNTRIES = ("BE", "FR", "BE", "LU", "BE", "ES", "ES", "IT", "BE", "PT", "BE", "BE")   # suppliers 01 to 12
PROVINCE = {5: "46", 6: "48"}          # the CIF's first two digits: Valencia (06), Bizkaia (07)
IT_OFFICE = "021"                      # the Partita IVA's office code: Bolzano

_CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _grouped(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _with_iban_check(country: str, bban: str) -> str:
    return _grouped(country + std_iban.calc_check_digits(country + "00" + bban) + bban)


def it_cin(bban: str) -> str:
    """The Italian CIN letter of ABI + CAB + account (22 characters): odd positions by the odd table."""
    total = 0
    for k, ch in enumerate(bban):
        value = int(ch) if ch.isdigit() else ord(ch) - 65
        total += _CIN_ODD[value] if k % 2 == 0 else value
    return chr(65 + total % 26)


def es_vat(rng: random.Random, index: int) -> str:
    stem = "B" + PROVINCE[index] + _digits(rng, 5)
    return "ES" + stem + cif.calc_check_digits(stem)[0]


def es_iban(rng: random.Random) -> str:
    bank = rng.choice(["2100", "0081", "0182", "2095", "3058"]) + _digits(rng, 4)
    account = _digits(rng, 10)
    return _with_iban_check("ES", bank + ccc.calc_check_digits(bank + "00" + account) + account)


def it_vat(rng: random.Random) -> str:
    stem = _digits(rng, 7) + IT_OFFICE
    return "IT" + stem + luhn.calc_check_digit(stem)


def it_iban(rng: random.Random) -> str:
    body = rng.choice(["06045", "03069", "02008", "08081"]) + _digits(rng, 5) + _digits(rng, 12)
    return _with_iban_check("IT", it_cin(body) + body)


def pt_vat(rng: random.Random) -> str:
    stem = "5" + _digits(rng, 7)
    return "PT" + stem + nif.calc_check_digit(stem)


def pt_iban(rng: random.Random) -> str:
    body = rng.choice(["0035", "0033", "0010", "0036"]) + _digits(rng, 4) + _digits(rng, 11)
    return _with_iban_check("PT", body + mod_97_10.calc_check_digits(body))


def draw() -> list[tuple[str, str]]:
    """(VAT number, IBAN) of each supplier, in order."""
    rng = random.Random(SEED)
    out = []
    for index, country in enumerate(COUNTRIES):
        if country in VAT_GENERATORS:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        elif country == "ES":
            vat, account = es_vat(rng, index), es_iban(rng)
        elif country == "IT":
            vat, account = it_vat(rng), it_iban(rng)
        else:
            vat, account = pt_vat(rng), pt_iban(rng)
        out.append((vat, account))
    return out


if __name__ == "__main__":
    for country, (vat, account) in zip(COUNTRIES, draw()):
        print(country, vat, account)
