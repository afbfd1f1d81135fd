"""The seventy-seventh blind corpus's VAT numbers and IBANs: drawn on random.Random(20271267), VAT then IBAN for
each supplier in order 01-12, with invoice_env/world/identifiers.py's generators (every supplier is in BE, NL, DE,
FR or LU). Prints each with vat_problem / iban_problem (None when valid); corpus.py holds the values copied.

    PYTHONPATH=. python evals/blind_corpus_77/ids.py"""

from __future__ import annotations

import random

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271267
COUNTRIES = ("BE", "LU", "NL", "FR", "DE", "DE", "NL", "BE", "BE", "NL", "BE", "BE")

if __name__ == "__main__":
    rng = random.Random(SEED)
    for index, country in enumerate(COUNTRIES, 1):
        vat = VAT_GENERATORS[country](rng)
        account = iban(country, rng)
        print(f"{index:02d} {country} {vat} {account} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
