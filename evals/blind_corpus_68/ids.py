"""The sixty-eighth blind corpus's VAT numbers and IBANs, drawn on random.Random(20271258): for each supplier in
order 01-12 its VAT number, then its IBAN. Belgian, Dutch, German, French and Luxembourg ones come from
invoice_env/world/identifiers.py's generators; the Irish (03) and Austrian (07) ones draw their digits from the same
stream and get their check characters from python-stdnum. corpus.py holds the values printed here (copied).

    PYTHONPATH=. python evals/blind_corpus_68/ids.py"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

SEED = 20271258
COUNTRIES = ("NL", "BE", "IE", "BE", "DE", "NL", "AT", "LU", "DE", "BE", "BE", "FR")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _iban_std(country: str, bban: str) -> str:
    return _spaced(country + std_iban.calc_check_digits(country + "00" + bban) + bban)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "IE":
            digits = _digits(rng, 7)
            vat = "IE" + digits + ie_vat.calc_check_digit(digits)
            account = _iban_std("IE", "AIBK" + _digits(rng, 14))
        elif country == "AT":
            digits = _digits(rng, 7)
            vat = "ATU" + digits + at_uid.calc_check_digit("U" + digits)
            account = _iban_std("AT", _digits(rng, 16))
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account} vat_problem={vat_problem(vat, country)} "
              f"iban_problem={iban_problem(account, country)}")
