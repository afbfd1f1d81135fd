"""The VAT numbers and IBANs of the twenty-first blind corpus, as corpus.py prints them: made by the generators of
invoice_env/world/identifiers.py with seed 20271211, in the order of the invoices. Denmark, Italy and Spain have no
generator there: their digits are drawn from the same seeded stream and completed with their real check digits
(Denmark: weights 2765432 and 1, sum divisible by 11; Italy: the Luhn-like partita IVA digit; Spain: a company CIF
B + 7 digits + its control digit), and their IBANs with iban_check_digits (Spain's with its two national control
digits). Run it to print them. The check digits are computed by evals/blind_corpus/check_digits.py (the same
digits)."""

import random
import string
import sys
from pathlib import Path

from invoice_env.world.identifiers import VAT_GENERATORS, iban

sys.path.append(str(Path(__file__).resolve().parents[1] / "blind_corpus"))   # check_digits.py, shared
from check_digits import dk_check, es_bban, es_cif_check, it_check, spaced_iban  # noqa: E402

ORDER = ["NL", "BE", "BE", "FR", "BE", "BE", "DE", "DE", "LU", "DK", "IT", "ES"]


def dk_vat(rng):
    while True:
        digits = "".join(map(str, [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(6)]))
        check = dk_check(digits)
        if check < 10:
            return "DK" + digits + str(check)


def it_vat(rng):
    digits = "".join(map(str, [rng.randint(0, 9) for _ in range(7)] + [0, 1, 7]))   # office code 017 (Brescia)
    return "IT" + digits + it_check(digits)


def es_vat(rng):
    digits = "".join(map(str, [rng.randint(0, 9) for _ in range(7)]))
    return "ESB" + digits + es_cif_check(digits)


def other_iban(country, rng):
    body = {"DK": lambda: "".join(rng.choice(string.digits) for _ in range(14)),
            "IT": lambda: "X" + "".join(rng.choice(string.digits) for _ in range(10)) + "".join(
                rng.choice(string.digits) for _ in range(12)),
            "ES": lambda: es_bban("".join(rng.choice(string.digits) for _ in range(18)))}[country]()
    return spaced_iban(country, body)


if __name__ == "__main__":
    rng = random.Random(20271211)
    for k, country in enumerate(ORDER, 1):
        if country in VAT_GENERATORS:
            vat, account = VAT_GENERATORS[country](rng), iban(country, rng)
        else:
            vat = {"DK": dk_vat, "IT": it_vat, "ES": es_vat}[country](rng)
            account = other_iban(country, rng)
        print(f"{k:02d} {country} {vat} {account}")
