"""The suppliers' VAT numbers and IBANs, drawn on random.Random(20271224): for each supplier in corpus order its
VAT number, then its IBAN. BE, NL, DE, FR and LU come from the generators of invoice_env/world/identifiers.py;
Hungary, the Czech Republic and Poland have none there, so their digits are drawn from the same generator and
their check digits computed with python-stdnum (stdnum.hu.anum, stdnum.cz.dic, stdnum.pl.nip for the VAT numbers,
stdnum.iban.calc_check_digits for the IBANs; the national check digits inside the Czech account number with
stdnum.cz.bankaccount's weights, the Hungarian and Polish bank-code check digits by their published 9-7-3-1 and
3-9-7-1 rules), then validated with stdnum."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum.cz import bankaccount as cz_account
from stdnum.cz import dic as cz_dic
from stdnum.hu import anum as hu_anum
from stdnum.pl import nip as pl_nip

from invoice_env.world.identifiers import VAT_GENERATORS, iban as own_iban

SEED = 20271224
COUNTRIES = ("NL", "BE", "BE", "BE", "HU", "HU", "BE", "CZ", "CZ", "PL", "PL", "PL")   # the suppliers, 01 to 12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def hu_vat(rng: random.Random) -> str:
    while True:
        stem = str(rng.randint(1, 9)) + _digits(rng, 6)
        for last in string.digits:
            if hu_anum.is_valid(stem + last):
                return "HU" + stem + last


def cz_vat(rng: random.Random) -> str:
    while True:
        stem = str(rng.randint(1, 8)) + _digits(rng, 6)
        number = stem + cz_dic.calc_check_digit_legal(stem)
        if cz_dic.is_valid(number):
            return "CZ" + number


def pl_vat(rng: random.Random) -> str:
    while True:
        stem = str(rng.randint(1, 9)) + _digits(rng, 8)
        for last in string.digits:
            if pl_nip.is_valid(stem + last):
                return "PL" + stem + last


def _weighted(digits: str, weights: tuple[int, ...]) -> int:
    return sum(int(d) * w for d, w in zip(digits, weights))


def hu_iban(rng: random.Random) -> str:
    bank = rng.choice(("117", "104", "107", "116", "120")) + _digits(rng, 4)        # OTP, K&H, CIB, Erste, Raiffeisen
    bank += str((10 - _weighted(bank, (9, 7, 3, 1, 9, 7, 3)) % 10) % 10)
    account = _digits(rng, 7)                                                      # a 16-digit account: 8 + 8 digits
    account += str((10 - _weighted(account, (9, 7, 3, 1, 9, 7, 3)) % 10) % 10) + "0" * 8  # (padded with 8 zeros)
    return _iban("HU", bank + account)


def cz_iban(rng: random.Random) -> str:
    bank = rng.choice(("0100", "0300", "0800", "2010", "5500"))                     # KB, CSOB, CS, Fio, Raiffeisen
    while True:
        root = str(rng.randint(1, 9)) + _digits(rng, 8)
        for last in string.digits:
            if cz_account._calc_checksum(root + last) == 0:
                return _iban("CZ", bank + "000000" + root + last)


def pl_iban(rng: random.Random) -> str:
    bank = rng.choice(("102", "105", "109", "114", "124")) + _digits(rng, 4)        # PKO BP, ING, Santander, mBank, Pekao
    bank += str((10 - _weighted(bank, (3, 9, 7, 1, 3, 9, 7)) % 10) % 10)
    return _iban("PL", bank + _digits(rng, 16))


def _iban(country: str, bban: str) -> str:
    raw = country + std_iban.calc_check_digits(country + "00" + bban) + bban
    std_iban.validate(raw)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


OWN = {"HU": (hu_vat, hu_iban), "CZ": (cz_vat, cz_iban), "PL": (pl_vat, pl_iban)}


def draw() -> list[tuple[str, str]]:
    """(VAT number, IBAN) of each supplier, in corpus order."""
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in OWN:
            vat_of, iban_of = OWN[country]
            out.append((vat_of(rng), iban_of(rng)))
        else:
            out.append((VAT_GENERATORS[country](rng), own_iban(country, rng)))
    return out


IDS = draw()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for country, (vat, account) in zip(COUNTRIES, IDS):
        print(country, vat, account, vat_problem(vat, country), iban_problem(account, country))
