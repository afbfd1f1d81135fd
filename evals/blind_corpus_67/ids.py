"""The VAT numbers and IBANs of the sixty-seventh blind corpus's twelve suppliers, drawn on random.Random(SEED):
for each supplier in order 01-12, its VAT number then its IBAN. Belgian, Dutch, German, French and Luxembourg ones
come from invoice_env/world/identifiers.py's generators (VAT_GENERATORS, iban); the Austrian (11) and Spanish (12)
ones draw their digits from the same stream and take their check characters from python-stdnum. corpus.py holds
the values this prints, copied.

    PYTHONPATH=. python evals/blind_corpus_67/ids.py"""

from __future__ import annotations

import random

from stdnum.at import uid as at_uid
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_check_digits, iban_problem, vat_problem

SEED = 20271257
COUNTRIES = ("FR", "BE", "FR", "LU", "BE", "NL", "FR", "BE", "BE", "DE", "AT", "ES")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _spaced(country: str, body: str) -> str:
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def at_pair(rng: random.Random) -> tuple[str, str]:
    stem = str(rng.randint(1, 9)) + _digits(rng, 6)
    vat = "ATU" + stem + at_uid.calc_check_digit("U" + stem)
    return vat, _spaced("AT", _digits(rng, 16))


def es_pair(rng: random.Random) -> tuple[str, str]:
    stem = "B" + _digits(rng, 7)
    vat = "ES" + stem + es_cif.calc_check_digits(stem)[0]      # a company (B): the check is the digit
    bank, account = _digits(rng, 8), _digits(rng, 10)
    body = bank + es_ccc.calc_check_digits(bank + "00" + account) + account
    return vat, _spaced("ES", body)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "AT":
            vat, account = at_pair(rng)
        elif country == "ES":
            vat, account = es_pair(rng)
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat:18} {account:38} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
