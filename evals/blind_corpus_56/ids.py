"""The VAT numbers and IBANs of corpus 56's twelve suppliers, drawn once and copied into corpus.py:

    PYTHONPATH=. python evals/blind_corpus_56/ids.py

One random.Random(20271246), the suppliers in the corpus's order, the VAT number then the IBAN of each. Belgian,
Dutch and German ones come from invoice_env/world/identifiers.py's generators (`VAT_GENERATORS`, `iban`). Spain,
Romania, Hungary and the Czech Republic have no generator there: their digits are drawn from the same stream and
python-stdnum gives the check characters (stdnum.es.cif and stdnum.es.ccc for Spain, stdnum.ro.cui for Romania,
stdnum.hu.anum's weights for the Hungarian VAT number and the giro account, stdnum.cz.dic and
stdnum.cz.bankaccount for the Czech ones, stdnum.iban for every IBAN's two check digits)."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum.cz import bankaccount as cz_account
from stdnum.cz import dic as cz_dic
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.hu import anum as hu_anum
from stdnum.ro import cui as ro_cui

from invoice_env.world.identifiers import VAT_GENERATORS, iban

COUNTRIES = ("NL", "BE", "DE", "BE", "BE", "ES", "NL", "DE", "RO", "RO", "HU", "CZ")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _spaced(country: str, bban: str) -> str:
    raw = country + std_iban.calc_check_digits(country + "00" + bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _hu_block(digits: str) -> str:
    """digits + the check digit that makes the 9-7-3-1 weighted sum a multiple of ten."""
    weights = (9, 7, 3, 1) * 4
    total = sum(w * int(d) for w, d in zip(weights, digits))
    return digits + str((10 - total % 10) % 10)


def vat_and_iban(country: str, rng: random.Random) -> tuple[str, str]:
    if country in VAT_GENERATORS:
        return VAT_GENERATORS[country](rng), iban(country, rng)
    if country == "ES":
        body = "B" + _digits(rng, 7)
        vat = "ES" + body + es_cif.calc_check_digits(body)[0]
        bank = _digits(rng, 8)
        account = _digits(rng, 10)
        return vat, _spaced("ES", bank + es_ccc.calc_check_digits(bank + "00" + account) + account)
    if country == "RO":
        body = str(rng.randint(1_000_000, 9_999_999))
        vat = "RO" + body + ro_cui.calc_check_digit(body)
        bank = rng.choice(["BTRL", "BRDE", "RNCB", "INGB"])
        return vat, _spaced("RO", bank + _digits(rng, 16))
    if country == "HU":
        body = str(rng.randint(1_000_000, 9_999_999))
        vat = "HU" + body + next(d for d in string.digits if hu_anum.checksum(body + d) == 0)
        giro = _hu_block(rng.choice(["117", "104", "120"]) + _digits(rng, 4))
        account = _hu_block(_digits(rng, 15))
        return vat, _spaced("HU", giro + account)
    if country == "CZ":
        body = str(rng.randint(2_000_000, 8_999_999))
        vat = "CZ" + body + cz_dic.calc_check_digit_legal(body)
        bank = rng.choice(["0100", "0800", "2010"])
        stem = _digits(rng, 9)
        account = next(stem + d for d in string.digits if cz_account.is_valid(f"{int(stem + d)}/{bank}"))
        return vat, _spaced("CZ", bank + "000000" + account)
    raise ValueError(country)


if __name__ == "__main__":
    rng = random.Random(20271246)
    for k, country in enumerate(COUNTRIES, 1):
        vat, account = vat_and_iban(country, rng)
        print(f"{k:02d} {country} {vat} {account}")
