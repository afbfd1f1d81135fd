"""The suppliers' VAT numbers and IBANs of the sixty-fourth blind corpus, drawn on random.Random(20271254), VAT
number then IBAN for each supplier in the corpus's order. Belgium, the Netherlands, France, Luxembourg and Germany
use the generators of invoice_env/world/identifiers.py. Ireland and Spain have no generator there: their digits
are drawn from the same stream and python-stdnum computes the check characters (stdnum.ie.vat.calc_check_digit
for the Irish VAT letter, stdnum.es.cif.calc_check_digits for the Spanish CIF digit, stdnum.es.ccc.calc_check_digits
for the two national check digits of the Spanish account, stdnum.iban.calc_check_digits for both IBANs' check
digits).

    PYTHONPATH=. python evals/blind_corpus_64/ids.py     # prints them"""

from __future__ import annotations

import random

from stdnum import iban as _iban
from stdnum.es import ccc as _es_ccc
from stdnum.es import cif as _es_cif
from stdnum.ie import vat as _ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban

SEED = 20271254
ORDER = ("BE", "IE", "NL", "FR", "BE", "IE", "ES", "LU", "BE", "BE", "DE", "NL")   # suppliers 01 to 12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _ie(rng: random.Random) -> tuple[str, str]:
    digits = _digits(rng, 7)
    vat = "IE" + digits + _ie_vat.calc_check_digit(digits)
    body = rng.choice(["AIBK", "BOFI"]) + _digits(rng, 14)
    return vat, _spaced("IE" + _iban.calc_check_digits("IE00" + body) + body)


def _es(rng: random.Random) -> tuple[str, str]:
    digits = _digits(rng, 7)
    vat = "ESB" + digits + _es_cif.calc_check_digits("B" + digits)[0]
    bank, branch, account = rng.choice(["2100", "0049", "0081", "0182"]), _digits(rng, 4), _digits(rng, 10)
    ccc = _es_ccc.calc_check_digits(bank + branch + "00" + account)
    body = bank + branch + ccc + account
    return vat, _spaced("ES" + _iban.calc_check_digits("ES00" + body) + body)


def identifiers() -> list[tuple[str, str]]:
    """(VAT number, IBAN) of each supplier, in order."""
    rng = random.Random(SEED)
    out = []
    for country in ORDER:
        if country == "IE":
            out.append(_ie(rng))
        elif country == "ES":
            out.append(_es(rng))
        else:
            vat = VAT_GENERATORS[country](rng)
            out.append((vat, iban(country, rng)))
    return out


IDS = identifiers()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for k, (country, (vat, account)) in enumerate(zip(ORDER, IDS), 1):
        print(f"{k:02d} {country} {vat:18} {account:34} {vat_problem(vat, country)} {iban_problem(account, country)}")
