"""The VAT numbers and IBANs of the sixty-fifth blind corpus's twelve suppliers, drawn on random.Random(SEED): the
VAT number, then the IBAN, of each supplier in the order 01-12, with invoice_env/world/identifiers.py's
VAT_GENERATORS and `iban` for the countries it has (BE, NL, DE, FR, LU); for Austria and Spain the digits come from
the same stream and python-stdnum computes the check characters. Prints each with `vat_problem` / `iban_problem`
(None: valid). corpus.py holds the values copied from this output.

    PYTHONPATH=. python evals/blind_corpus_65/ids.py
"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271255
COUNTRIES = ["FR", "BE", "NL", "LU", "BE", "BE", "DE", "DE", "AT", "NL", "ES", "BE"]   # suppliers 01-12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def other_vat(country: str, rng: random.Random) -> str:
    if country == "AT":
        body = "U" + _digits(rng, 7)
        return "AT" + body + at_uid.calc_check_digit(body)
    stem = "B" + _digits(rng, 7)                      # a Spanish company (sociedad limitada): CIF B + 7 + check
    return "ES" + stem + es_cif.calc_check_digits(stem)[0]


def other_iban(country: str, rng: random.Random) -> str:
    if country == "AT":
        body = _digits(rng, 16)                       # bank code (5) + account (11)
    else:
        raw = _digits(rng, 8) + "00" + _digits(rng, 10)   # bank, branch, control digits, account
        body = raw[:8] + es_ccc.calc_check_digits(raw) + raw[10:]
    return _spaced(country + std_iban.calc_check_digits(country + "00" + body) + body)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        else:
            vat = other_vat(country, rng)
            account = other_iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
