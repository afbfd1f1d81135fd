"""The suppliers' VAT numbers and IBANs of the thirty-ninth blind corpus, drawn once and copied into corpus.py:
invoice_env/world/identifiers.py's generators on random.Random(20271229), the VAT number then the IBAN for each
supplier in the corpus's order. Spain and Portugal have no generator there: their numbers are drawn from the same
random stream (digits) and completed with python-stdnum's check digits (stdnum.es.cif for the Spanish CIF,
stdnum.es.ccc for the Spanish account's two control digits, stdnum.pt.nif for the Portuguese NIF,
stdnum.iso7064.mod_97_10 for the Portuguese NIB's two digits, stdnum.iban for every IBAN's check digits there).

    PYTHONPATH=. python evals/blind_corpus_39/identifiers_drawn.py     (prints them; make.py does not run it)"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.es import ccc, cif
from stdnum.iso7064 import mod_97_10
from stdnum.pt import nif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_is_valid, vat_problem

COUNTRIES = ("NL", "BE", "BE", "LU", "ES", "ES", "PT", "DE", "BE", "FR", "DE", "BE")   # 01 to 12


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def es_vat(rng: random.Random) -> str:
    stem = "B" + _digits(rng, 7)                      # a sociedad limitada
    return "ES" + stem + cif.calc_check_digits(stem)[0]


def es_iban(rng: random.Random) -> str:
    bank = rng.choice(["2100", "0049", "0081", "0182"])
    branch, account = _digits(rng, 4), _digits(rng, 10)
    number = bank + branch + ccc.calc_check_digits(bank + branch + "00" + account) + account
    raw = "ES" + std_iban.calc_check_digits("ES00" + number) + number
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def pt_vat(rng: random.Random) -> str:
    stem = "5" + _digits(rng, 7)                      # a pessoa colectiva
    return "PT" + stem + nif.calc_check_digit(stem)


def pt_iban(rng: random.Random) -> str:
    bank = rng.choice(["0033", "0035", "0010", "0007"])
    stem = bank + _digits(rng, 4) + _digits(rng, 11)
    number = stem + mod_97_10.calc_check_digits(stem)
    raw = "PT" + std_iban.calc_check_digits("PT00" + number) + number
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def drawn() -> list[tuple[str, str, str]]:
    rng = random.Random(20271229)
    out = []
    for country in COUNTRIES:
        if country == "ES":
            vat, account = es_vat(rng), es_iban(rng)
        elif country == "PT":
            vat, account = pt_vat(rng), pt_iban(rng)
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        assert vat_problem(vat, country) is None and iban_is_valid(account), (vat, account)
        assert std_iban.is_valid(account), account
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(drawn(), 1):
        print(f"{k:02d} {country} {vat} {account}")
