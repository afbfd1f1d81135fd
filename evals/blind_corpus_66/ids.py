"""The sixty-sixth blind corpus's VAT numbers and IBANs, drawn on random.Random(SEED) (VAT then IBAN for each
supplier, in the order 01-12) with invoice_env/world/identifiers.py's generators (every country of this corpus
has one), and checked with its vat_problem / iban_problem. corpus.py holds the values this prints.

    PYTHONPATH=. python evals/blind_corpus_66/ids.py"""

from __future__ import annotations

import random

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271256
COUNTRIES = ("NL", "BE", "NL", "BE", "FR", "NL", "DE", "DE", "LU", "BE", "BE", "BE")

if __name__ == "__main__":
    rng = random.Random(SEED)
    for number, country in enumerate(COUNTRIES, 1):
        vat = VAT_GENERATORS[country](rng)
        account = iban(country, rng)
        print(f"{number:02d} {country} {vat:16} {account:34} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
