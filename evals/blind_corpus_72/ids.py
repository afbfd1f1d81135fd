"""The VAT numbers and IBANs of the seventy-second blind corpus's twelve suppliers, drawn on random.Random(SEED):
for each supplier in order 01-12 its VAT number, then its IBAN. Belgian, Dutch, German, French and Luxembourg ones
come from invoice_env/world/identifiers.py's VAT_GENERATORS and iban; the Irish (05) and Austrian (06) ones take
their digits from the same stream and their check characters from python-stdnum. Prints each with
identifiers.vat_problem / iban_problem (None: valid); corpus.py holds the values copied.

    PYTHONPATH=. python evals/blind_corpus_72/ids.py"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271262
COUNTRIES = ("DE", "NL", "BE", "BE", "IE", "AT", "NL", "LU", "DE", "BE", "BE", "FR")


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _iban_of(country: str, body: str) -> str:
    return _spaced(country + std_iban.calc_check_digits(country + "00" + body) + body)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "IE":
            digits = "".join(str(rng.randint(0, 9)) for _ in range(7))
            vat = "IE" + digits + ie_vat.calc_check_digit(digits)
            body = rng.choice(["AIBK", "BOFI"]) + "".join(str(rng.randint(0, 9)) for _ in range(14))
            account = _iban_of("IE", body)
        elif country == "AT":
            digits = "".join(str(rng.randint(0, 9)) for _ in range(7))
            vat = "ATU" + digits + at_uid.calc_check_digit("U" + digits)
            account = _iban_of("AT", "".join(str(rng.randint(0, 9)) for _ in range(16)))
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account}  vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
