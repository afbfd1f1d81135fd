"""The thirty-seventh corpus's VAT numbers and IBANs, drawn on random.Random(20271227): for each supplier in the
order of corpus.py, its VAT number, then its IBAN. Belgium has generators in invoice_env/world/identifiers.py
(be_vat, iban); Czechia, Poland, Romania, Slovenia, Croatia and Slovakia have none, so their digits are drawn here
from the same stream and completed with their check digits: the VAT numbers by python-stdnum (cz.dic legal-entity
digit, ro.cui, si.ddv, the ISO 7064 MOD 11,10 digit of hr.oib) or by the published weights (pl.nip: 6 5 7 2 3 4 5 6 7
mod 11; sk.dph: the whole number divisible by 11), each then validated by python-stdnum; the IBANs by
identifiers.iban_check_digits over a BBAN of the country's form (CZ/SK: bank code, prefix and account with their
mod-11 weights; PL: bank sort code with its weighted digit; SI: the national MOD 97 pair; HR: the account's
ISO 7064 MOD 11,10 digit; RO: a bank code and an EUR current-account stem), validated by python-stdnum's iban.

    python evals/blind_corpus_37/ids.py      # prints them"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.cz import dic as cz_dic
from stdnum.hr import oib as hr_oib
from stdnum.iso7064 import mod_11_10
from stdnum.pl import nip as pl_nip
from stdnum.ro import cui as ro_cui
from stdnum.si import ddv as si_ddv
from stdnum.sk import dph as sk_dph

from invoice_env.world.identifiers import be_vat, iban, iban_check_digits, iban_problem, vat_problem

SEED = 20271227
COUNTRIES = ("CZ", "CZ", "BE", "PL", "PL", "BE", "RO", "SI", "HR", "BE", "SK", "BE")   # 01 .. 12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _spaced(country: str, body: str) -> str:
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _mod11_account(rng: random.Random, length: int, weights: tuple[int, ...]) -> str:
    """A Czech/Slovak account part whose weighted sum is 0 mod 11 (the last digit completes it)."""
    while True:
        stem = str(rng.randint(1, 9)) + _digits(rng, length - 2)
        rest = sum(int(d) * w for d, w in zip(stem, weights)) % 11
        for last in range(10):
            if (rest + last * weights[-1]) % 11 == 0:
                return stem + str(last)


def vat(country: str, rng: random.Random) -> str:
    if country == "BE":
        return be_vat(rng)
    if country == "CZ":                      # IČO of a legal entity: 7 digits + the stdnum digit
        stem = str(rng.randint(2, 9)) + _digits(rng, 6)
        return "CZ" + stem + cz_dic.calc_check_digit_legal(stem)
    if country == "PL":
        while True:
            stem = str(rng.randint(1, 9)) + _digits(rng, 8)
            check = sum(int(d) * w for d, w in zip(stem, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11
            if check < 10:
                return "PL" + stem + str(check)
    if country == "RO":
        stem = str(rng.randint(1, 4)) + _digits(rng, 6)
        return "RO" + stem + ro_cui.calc_check_digit(stem)
    if country == "SI":
        while True:
            stem = str(rng.randint(1, 9)) + _digits(rng, 6)
            check = si_ddv.calc_check_digit(stem)
            if check != "0" or si_ddv.is_valid("SI" + stem + check):
                return "SI" + stem + check
    if country == "HR":
        stem = str(rng.randint(1, 9)) + _digits(rng, 9)
        return "HR" + stem + mod_11_10.calc_check_digit(stem)
    if country == "SK":                      # IČ DPH: 10 digits, third in 2/3/4/7/8/9, divisible by 11
        while True:
            stem = "20" + str(rng.choice((2, 3, 4, 7, 8, 9))) + _digits(rng, 6)
            for last in range(10):
                if int(stem + str(last)) % 11 == 0:
                    return "SK" + stem + str(last)
    raise ValueError(country)


def account(country: str, rng: random.Random) -> str:
    if country == "BE":
        return iban("BE", rng)
    if country in ("CZ", "SK"):
        bank = rng.choice(("0100", "0300", "0800", "2010") if country == "CZ" else ("0900", "1100", "0200"))
        number = _mod11_account(rng, 10, (6, 3, 7, 9, 10, 5, 8, 4, 2, 1))
        return _spaced(country, bank + "000000" + number)
    if country == "PL":
        bank = rng.choice(("102", "105", "109", "114", "124")) + _digits(rng, 4)
        sort = bank + str((10 - sum(int(d) * w for d, w in zip(bank, (3, 9, 7, 1, 3, 9, 7))) % 10) % 10)
        return _spaced("PL", sort + _digits(rng, 16))
    if country == "RO":
        return _spaced("RO", rng.choice(("BTRL", "RNCB", "BRDE")) + "EURCRT" + _digits(rng, 10))
    if country == "SI":
        stem = rng.choice(("02", "04", "05", "10")) + _digits(rng, 11)
        return _spaced("SI", stem + f"{98 - int(stem) * 100 % 97:02d}")
    if country == "HR":
        bank = rng.choice(("2340009", "2360000", "2402006", "2484008"))
        stem = "11" + _digits(rng, 7)
        return _spaced("HR", bank + stem + mod_11_10.calc_check_digit(stem))
    raise ValueError(country)


def draw() -> list[tuple[str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        number = vat(country, rng)
        out.append((number, account(country, rng)))
    return out


IDS = draw()
for _country, (_vat, _iban) in zip(COUNTRIES, IDS):
    assert vat_problem(_vat, _country) is None, _vat
    assert iban_problem(_iban, _country) is None and std_iban.is_valid(_iban), _iban

if __name__ == "__main__":
    for k, (country, (number, account_no)) in enumerate(zip(COUNTRIES, IDS), 1):
        print(f"{k:02d} {country} {number:16} {account_no}")
