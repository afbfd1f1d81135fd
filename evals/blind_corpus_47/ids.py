"""The VAT numbers and IBANs of the forty-seventh blind corpus's twelve suppliers, drawn in order on
random.Random(20271237): for each supplier its VAT number, then its IBAN.

- Belgium and Luxembourg: invoice_env/world/identifiers.py's generators (`VAT_GENERATORS[country](rng)`, then
  `iban(country, rng)`).
- Spain and Portugal (no generator there): the digits are drawn from the same stream and python-stdnum computes
  the check characters. Spain: VAT `ES` + `B` (a sociedad limitada) + seven drawn digits + the CIF control digit
  (`stdnum.es.cif.calc_check_digits(...)[0]`, the numeric candidate a `B` company carries); IBAN: a drawn bank code
  of a real Spanish bank, four drawn branch digits and ten drawn account digits, the two national control digits
  (`stdnum.es.ccc.calc_check_digits`), then the IBAN check digits (`stdnum.iban.calc_check_digits`). Portugal:
  VAT `PT` + `5` (a company) + seven drawn digits + the NIF check digit (`stdnum.pt.nif.calc_check_digit`); IBAN:
  a drawn bank code of a real Portuguese bank, four drawn branch digits and eleven drawn account digits, the two
  NIB check digits (ISO 7064 mod 97-10, `stdnum.iso7064.mod_97_10.calc_check_digits`), then the IBAN check digits.

    PYTHONPATH=. python evals/blind_corpus_47/ids.py    # prints them; corpus.py holds the printed values

Each value is then validated with identifiers.py's `vat_problem` / `iban_problem` (python-stdnum for ES and PT)."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum.es import ccc, cif
from stdnum.iso7064 import mod_97_10
from stdnum.pt import nif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

COUNTRIES = ("ES", "BE", "ES", "ES", "BE", "LU", "BE", "PT", "PT", "BE", "PT", "BE")   # suppliers 01 to 12
ES_BANKS = ("2100", "0049", "0182", "0081", "2080", "3058")       # CaixaBank, Santander, BBVA, Sabadell, Abanca, Cajamar
PT_BANKS = ("0035", "0033", "0010", "0007", "0018", "0036")       # CGD, BCP, BPI, Novo Banco, Santander Totta, Montepio


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def es_vat(rng: random.Random) -> str:
    stem = "B" + _digits(rng, 7)
    return "ES" + stem + cif.calc_check_digits(stem)[0]


def es_iban(rng: random.Random) -> str:
    bank_branch = rng.choice(ES_BANKS) + _digits(rng, 4)
    account = _digits(rng, 10)
    bban = bank_branch + ccc.calc_check_digits(bank_branch + "00" + account) + account
    return _spaced("ES" + std_iban.calc_check_digits("ES00" + bban) + bban)


def pt_vat(rng: random.Random) -> str:
    stem = "5" + _digits(rng, 7)
    return "PT" + stem + nif.calc_check_digit(stem)


def pt_iban(rng: random.Random) -> str:
    body = rng.choice(PT_BANKS) + _digits(rng, 4) + _digits(rng, 11)
    bban = body + mod_97_10.calc_check_digits(body)
    return _spaced("PT" + std_iban.calc_check_digits("PT00" + bban) + bban)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(20271237)
    out = []
    for country in COUNTRIES:
        if country == "ES":
            vat = es_vat(rng)
            account = es_iban(rng)
        elif country == "PT":
            vat = pt_vat(rng)
            account = pt_iban(rng)
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        assert vat_problem(vat, country) is None, vat
        assert iban_problem(account, country) is None, account
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat:16s} {account}")
