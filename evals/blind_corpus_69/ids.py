"""The VAT numbers and IBANs of the sixty-ninth blind corpus's twelve suppliers, drawn on random.Random(20271259):
for each supplier in order 01-12, its VAT number then its IBAN, with invoice_env/world/identifiers.py's generators
for BE, NL, DE, FR and LU; for Austria and Ireland the digits are drawn from the same stream and the check characters
computed with python-stdnum (evals/blind_corpus/check_digits.py). Prints each with vat_problem / iban_problem
(None when valid); corpus.py holds the values copied.

    PYTHONPATH=. python evals/blind_corpus_69/ids.py"""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "blind_corpus"))

from check_digits import at_vat, ie_vat, spaced_iban  # noqa: E402

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem  # noqa: E402

SEED = 20271259
COUNTRIES = ("NL", "IE", "BE", "BE", "NL", "DE", "BE", "AT", "BE", "LU", "FR", "BE")


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "AT":
            vat = at_vat(digits(rng, 7))
            account = spaced_iban("AT", digits(rng, 16))
        elif country == "IE":
            vat = ie_vat(digits(rng, 7))
            account = spaced_iban("IE", "AIBK" + digits(rng, 14))
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat:16} {vat_problem(vat, country)}  {account:34} {iban_problem(account, country)}")
