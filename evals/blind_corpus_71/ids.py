"""The seventy-first blind corpus's VAT numbers and IBANs, drawn on random.Random(20271261): the VAT number, then
the IBAN, of each supplier in the order 01-12, with invoice_env/world/identifiers.py's generators for BE, NL, DE, FR
and LU; for Ireland (03) and Austria (10) the digits are drawn from the same stream and python-stdnum computes the
check characters. Prints each value with vat_problem / iban_problem (None: valid); corpus.py holds the values copied.

    PYTHONPATH=. python evals/blind_corpus_71/ids.py
"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271261
COUNTRIES = ["NL", "BE", "IE", "FR", "DE", "BE", "LU", "BE", "NL", "AT", "BE", "LU"]


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _spaced(country: str, body: str) -> str:
    raw = std_iban.calc_check_digits(country + "00" + body)
    raw = country + raw + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat, account = VAT_GENERATORS[country](rng), None
            account = iban(country, rng)
        elif country == "IE":
            digits = str(rng.randint(1, 9)) + _digits(rng, 6)
            vat = "IE" + digits + ie_vat.calc_check_digit(digits)
            account = _spaced("IE", "AIBK" + _digits(rng, 14))
        else:   # AT
            digits = _digits(rng, 7)
            vat = "ATU" + digits + at_uid.calc_check_digit("U" + digits)
            account = _spaced("AT", _digits(rng, 16))
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat!r} {account!r} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
