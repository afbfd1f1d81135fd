"""The VAT numbers and IBANs of the seventieth blind corpus's twelve suppliers: drawn on random.Random(20271260),
the VAT number then the IBAN of each supplier in the order 01-12, by invoice_env/world/identifiers.py's
generators (every supplier is in BE, NL, DE, FR or LU, the countries it has generators for). corpus.py holds the
values printed here, copied; each is checked with identifiers.py's vat_problem / iban_problem (None: valid).

    PYTHONPATH=. python evals/blind_corpus_70/ids.py"""

import random

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271260
COUNTRIES = ("BE", "NL", "LU", "DE", "BE", "BE", "NL", "FR", "BE", "DE", "FR", "BE")   # suppliers 01-12

if __name__ == "__main__":
    rng = random.Random(SEED)
    for number, country in enumerate(COUNTRIES, 1):
        vat = VAT_GENERATORS[country](rng)
        account = iban(country, rng)
        print(f"{number:02d} {country} {vat} {account}  vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
