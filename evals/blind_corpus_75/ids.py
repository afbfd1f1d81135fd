"""Draw the seventy-fifth blind corpus's VAT numbers and IBANs on random.Random(SEED): VAT then IBAN for each
supplier in order 01-12, with invoice_env/world/identifiers.py's VAT_GENERATORS / iban for the countries it has (BE,
NL, DE, FR, LU); for Austria and Ireland the digits come from the same stream and python-stdnum computes the check
characters (the IBAN check digits are identifiers.py's). corpus.py holds the values printed here, copied.

    PYTHONPATH=. python evals/blind_corpus_75/ids.py"""

from __future__ import annotations

import random

from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_check_digits, iban_problem, vat_problem

SEED = 20271265
COUNTRIES = ("DE", "AT", "DE", "IE", "BE", "BE", "FR", "BE", "AT", "LU", "BE", "NL")   # 01 .. 12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def vat_for(country: str, rng: random.Random) -> str:
    if country in VAT_GENERATORS:
        return VAT_GENERATORS[country](rng)
    if country == "AT":
        stem = "U" + str(rng.randint(1, 9)) + _digits(rng, 6)
        return "AT" + stem + at_uid.calc_check_digit(stem)
    stem = str(rng.randint(1, 9)) + _digits(rng, 6)          # IE: seven digits, a check letter, an A suffix
    return "IE" + stem + ie_vat.calc_check_digit(stem + "A") + "A"


def iban_for(country: str, rng: random.Random) -> str:
    if country in ("BE", "NL", "DE", "FR", "LU"):
        return iban(country, rng)
    body = (_digits(rng, 16) if country == "AT"
            else rng.choice(["AIBK", "BOFI", "IPBS"]) + _digits(rng, 14))
    return _spaced(country + iban_check_digits(country, body) + body)


def main() -> None:
    rng = random.Random(SEED)
    for k, country in enumerate(COUNTRIES, 1):
        vat = vat_for(country, rng)
        account = iban_for(country, rng)
        print(f"{k:02d} {country} {vat!r} {account!r} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")


if __name__ == "__main__":
    main()
