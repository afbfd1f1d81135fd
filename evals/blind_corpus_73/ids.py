"""Draw the seventy-third blind corpus's VAT numbers and IBANs on random.Random(SEED), VAT then IBAN for each
supplier in the order 01-12, with invoice_env/world/identifiers.py's generators for the countries it has (BE, NL,
DE, FR, LU) and, for Austria, digits drawn from the same stream with python-stdnum's check characters
(evals/blind_corpus/check_digits.py). Prints each value with vat_problem / iban_problem (None: valid); corpus.py
holds the values copied.

    PYTHONPATH=. python evals/blind_corpus_73/ids.py"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "blind_corpus"))

from check_digits import at_vat, spaced_iban  # noqa: E402

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem  # noqa: E402

SEED = 20271263
COUNTRIES = ("AT", "BE", "NL", "NL", "BE", "BE", "FR", "LU", "DE", "DE", "LU", "BE")


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat, account = VAT_GENERATORS[country](rng), iban(country, rng)
        else:   # AT: ATU + 7 digits + check; IBAN: 5-digit bank code + 11-digit account
            vat = at_vat("".join(str(rng.randint(0, 9)) for _ in range(7)))
            account = spaced_iban("AT", "".join(str(rng.randint(0, 9)) for _ in range(16)))
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} vat_problem={vat_problem(vat, country)} {account} "
              f"iban_problem={iban_problem(account, country)}")
