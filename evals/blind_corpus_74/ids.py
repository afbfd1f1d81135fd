"""The VAT numbers and IBANs of the seventy-fourth blind corpus's twelve suppliers, drawn on random.Random(SEED):
for each supplier in order 01-12 its VAT number, then its IBAN, with invoice_env/world/identifiers.py's generators
(BE, NL, DE, FR, LU); the Austrian supplier (08) draws its digits from the same stream and gets its check
characters from python-stdnum. Prints each with vat_problem / iban_problem (None when valid); corpus.py holds the
values copied.

    PYTHONPATH=. python evals/blind_corpus_74/ids.py"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.at import uid

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271264
COUNTRIES = ("NL", "FR", "BE", "LU", "BE", "NL", "DE", "AT", "DE", "BE", "BE", "FR")


def at_vat(rng: random.Random) -> str:
    digits = "".join(str(rng.randint(0, 9)) for _ in range(7))
    return "ATU" + digits + uid.calc_check_digit(digits)


def at_iban(rng: random.Random) -> str:
    body = "".join(str(rng.randint(0, 9)) for _ in range(16))
    raw = "AT" + std_iban.calc_check_digits("AT00" + body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "AT":
            vat = at_vat(rng)
            account = at_iban(rng)
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account}  vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
