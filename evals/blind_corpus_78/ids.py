"""The seventy-eighth blind corpus's VAT numbers and IBANs: drawn on random.Random(SEED), the VAT number then the
IBAN of each supplier in the order 01-12, with invoice_env/world/identifiers.py's generators (every country of this
corpus has one: BE, NL, DE, FR, LU), then checked with its vat_problem / iban_problem (None for each). corpus.py
holds the values printed here, copied.

    PYTHONPATH=. python evals/blind_corpus_78/ids.py"""

from __future__ import annotations

import random

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271268
COUNTRIES = ("BE", "NL", "LU", "DE", "BE", "BE", "DE", "BE", "NL", "FR", "BE", "DE")

if __name__ == "__main__":
    rng = random.Random(SEED)
    for k, country in enumerate(COUNTRIES, 1):
        vat = VAT_GENERATORS[country](rng)
        account = iban(country, rng)
        print(f"{k:02d} {country} {vat} {account} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
