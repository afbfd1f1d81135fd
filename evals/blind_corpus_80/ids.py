"""The eightieth blind corpus's VAT numbers and IBANs, drawn on random.Random(20271270): for each supplier in the
order 01-12, its VAT number then its IBAN. BE, NL, DE, FR and LU come from invoice_env/world/identifiers.py's
VAT_GENERATORS and iban; Ireland (05) and Austria (12) draw their digits from the same stream and take their check
characters from python-stdnum. Prints each value with vat_problem / iban_problem (None when valid); corpus.py holds
the values copied.

    PYTHONPATH=. python evals/blind_corpus_80/ids.py"""

from __future__ import annotations

import random
import string

from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_check_digits, iban_problem, vat_problem

SEED = 20271270
COUNTRIES = ("NL", "BE", "BE", "FR", "IE", "DE", "BE", "LU", "NL", "BE", "BE", "AT")


def _spaced(country: str, body: str) -> str:
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw(rng: random.Random, country: str) -> tuple[str, str]:
    digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    if country == "IE":
        stem = digits(7)
        vat = "IE" + stem + ie_vat.calc_check_digit(stem)
        body = rng.choice(["AIBK", "BOFI", "IPBS"]) + digits(14)
        return vat, _spaced("IE", body)
    if country == "AT":
        stem = digits(7)
        vat = "ATU" + stem + at_uid.calc_check_digit("U" + stem)
        return vat, _spaced("AT", digits(16))
    vat = VAT_GENERATORS[country](rng)
    return vat, iban(country, rng)


def main() -> None:
    rng = random.Random(SEED)
    for k, country in enumerate(COUNTRIES, 1):
        vat, account = draw(rng, country)
        print(f"{k:02d} {country} {vat} vat_problem={vat_problem(vat, country)} | {account} "
              f"iban_problem={iban_problem(account, country)}")


if __name__ == "__main__":
    main()
