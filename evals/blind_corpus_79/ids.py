"""The VAT numbers and IBANs of the seventy-ninth blind corpus's twelve suppliers, drawn on random.Random(SEED):
for each supplier in order 01-12 the VAT number, then the IBAN. Belgium, the Netherlands, Germany, France and
Luxembourg: invoice_env/world/identifiers.py's generators; Ireland (05): seven digits and the 14 digits of the BBAN
drawn from the same stream, check characters from python-stdnum (evals/blind_corpus/check_digits.py).

    PYTHONPATH=. python evals/blind_corpus_79/ids.py

Prints each supplier's VAT number and IBAN with invoice_env's vat_problem / iban_problem (None: valid); corpus.py
holds the values copied from this output."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "blind_corpus"))

from check_digits import ie_vat, spaced_iban  # noqa: E402
from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem  # noqa: E402

SEED = 20271269
COUNTRIES = ("BE", "BE", "NL", "DE", "IE", "BE", "LU", "BE", "DE", "BE", "FR", "NL")


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat, account = VAT_GENERATORS[country](rng), iban(country, rng)
        else:   # Ireland: IE + 7 digits + check letter; IBAN IE + check + bank code + sort code and account
            vat = ie_vat("".join(rng.choice("0123456789") for _ in range(7)))
            account = spaced_iban("IE", "AIBK" + "".join(rng.choice("0123456789") for _ in range(14)))
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
