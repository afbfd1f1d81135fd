"""The VAT numbers and IBANs of the sixty-second blind corpus's twelve suppliers, drawn once and copied into
corpus.py (run it to see them again; it checks them too):

    PYTHONPATH=. python evals/blind_corpus_62/ids.py

One stream, random.Random(20271252), drawn VAT number then IBAN for each supplier in the order of corpus.py. Belgium,
the Netherlands, Germany, France and Luxembourg use the generators of invoice_env/world/identifiers.py. Austria and
Spain have none there: their digits are drawn from the same stream and python-stdnum computes the check characters
(stdnum.at.uid.calc_check_digit for the UID's last digit; stdnum.es.cif.calc_check_digits for the CIF's control
digit, an S.L. "B" company, so the numeric one; stdnum.es.ccc.calc_check_digits for the two national control digits
of the Spanish account; stdnum.iban.calc_check_digits for the IBAN's two). Every number is then validated with
identifiers.vat_problem / iban_problem (python-stdnum for AT and ES)."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

COUNTRIES = ("BE", "DE", "LU", "NL", "BE", "AT", "BE", "ES", "NL", "FR", "BE", "BE")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _std_iban(country: str, bban: str) -> str:
    return _spaced(country + std_iban.calc_check_digits(country + "00" + bban) + bban)


def at_ids(rng: random.Random) -> tuple[str, str]:
    digits = _digits(rng, 7)
    vat = "ATU" + digits + at_uid.calc_check_digit("U" + digits)
    bban = "20404" + _digits(rng, 11)          # a Sparkasse bank code, an eleven-digit account
    return vat, _std_iban("AT", bban)


def es_ids(rng: random.Random) -> tuple[str, str]:
    stem = "B" + f"{rng.choice((12, 46, 96))}" + _digits(rng, 5)    # an S.L. of the Valencia provinces
    vat = "ES" + stem + es_cif.calc_check_digits(stem)[0]
    bank = "2100" + _digits(rng, 4)
    account = _digits(rng, 10)
    ccc = bank + es_ccc.calc_check_digits(bank + "00" + account) + account
    return vat, _std_iban("ES", ccc)


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(20271252)
    out = []
    for country in COUNTRIES:
        if country == "AT":
            vat, account = at_ids(rng)
        elif country == "ES":
            vat, account = es_ids(rng)
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        assert vat_problem(vat, country) is None, vat
        assert iban_problem(account, country) is None, account
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat:18s} {account}")
