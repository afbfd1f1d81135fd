"""The VAT numbers and IBANs of the seventy-sixth blind corpus's twelve suppliers, drawn on random.Random(SEED):
for each supplier in order 01-12 its VAT number, then its IBAN. BE, NL, DE, FR and LU come from
invoice_env/world/identifiers.py's VAT_GENERATORS and iban; Austria (03) and Ireland (12) draw their digits from the
same stream and get their check characters from python-stdnum. corpus.py holds the values printed here.

    PYTHONPATH=. python evals/blind_corpus_76/ids.py"""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271266
COUNTRIES = ("DE", "NL", "AT", "FR", "BE", "DE", "LU", "BE", "NL", "BE", "BE", "IE")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def other_vat(country: str, rng: random.Random) -> str:
    if country == "AT":
        digits = _digits(rng, 7)
        return "ATU" + digits + at_uid.calc_check_digit("U" + digits)
    digits = _digits(rng, 7)
    return "IE" + digits + ie_vat.calc_check_digit(digits)


def other_iban(country: str, rng: random.Random) -> str:
    body = _digits(rng, 16) if country == "AT" else rng.choice(["AIBK", "BOFI"]) + _digits(rng, 14)
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
        print(f"{k:02d} {country} {vat:16s} {account:34s} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
