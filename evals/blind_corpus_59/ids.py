"""The VAT numbers and IBANs of the fifty-ninth blind corpus's twelve suppliers, drawn in the suppliers' order
(01 to 12), VAT number then IBAN for each, from one stream random.Random(20271249), by the generators of
invoice_env/world/identifiers.py. Spain has no generator there: its CIF (B + seven digits drawn from the same
stream) gets python-stdnum's check digit (stdnum.es.cif.calc_check_digits, the numeric candidate, as a company
"B" CIF carries), and its IBAN's BBAN (eight bank and branch digits, then ten account digits, drawn from the same
stream) gets the two national control digits from stdnum.es.ccc.calc_check_digits and the IBAN check digits from
stdnum.iban.calc_check_digits.

    python evals/blind_corpus_59/ids.py     # prints them"""

from __future__ import annotations

import random
import string

from stdnum import iban as _iban
from stdnum.es import ccc as _ccc
from stdnum.es import cif as _cif

from invoice_env.world.identifiers import VAT_GENERATORS, iban

SEED = 20271249
COUNTRIES = ("BE", "LU", "BE", "NL", "DE", "BE", "BE", "ES", "NL", "BE", "DE", "FR")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _es_vat(rng: random.Random) -> str:
    stem = "B" + _digits(rng, 7)
    return "ES" + stem + _cif.calc_check_digits(stem)[0]


def _es_iban(rng: random.Random) -> str:
    bban = _digits(rng, 8) + "00" + _digits(rng, 10)
    bban = bban[:8] + _ccc.calc_check_digits(bban) + bban[10:]
    raw = "ES" + _iban.calc_check_digits("ES00" + bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw() -> list[tuple[str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "ES":
            out.append((_es_vat(rng), _es_iban(rng)))
        else:
            vat = VAT_GENERATORS[country](rng)
            out.append((vat, iban(country, rng)))
    return out


IDS = draw()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for k, (country, (vat, account)) in enumerate(zip(COUNTRIES, IDS), 1):
        print(f"{k:02d} {country} {vat:18} {account:36} {vat_problem(vat, country)} {iban_problem(account, country)}")
