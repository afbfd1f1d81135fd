"""The VAT numbers and IBANs of the forty-first blind corpus's twelve suppliers, drawn from one stream,
random.Random(20271231): for each supplier in the order of corpus.py, its VAT number, then its IBAN.

Belgian suppliers (the Benelux branches and subsidiaries) take invoice_env/world/identifiers.py's generators
(`be_vat`, `iban("BE", ...)`). Hungary, Slovakia, the Czech Republic and Sweden have no generator there: their
digits are drawn from the same stream and the check digits computed with python-stdnum (the VAT numbers: the
Hungarian weights 9-7-3-1 of `stdnum.hu.anum.checksum`, the Slovak remainder mod 11 of `stdnum.sk.dph.checksum`,
the Czech legal-entity digit of `stdnum.cz.dic.calc_check_digit_legal`, the Swedish organisation number's Luhn
digit of `stdnum.luhn.calc_check_digit` + `01`); the IBANs carry the national check digits the banks print (the
Hungarian 9-7-3-1 weighting of each eight-digit block, the Czech and Slovak account weights of
`stdnum.cz.bankaccount`) and the IBAN's own two check digits of identifiers.py's `iban_check_digits`.
Every result is validated with identifiers.py's `vat_problem` / `iban_problem` (and python-stdnum's own
validators) when drawn."""

from __future__ import annotations

import random

from stdnum import luhn
from stdnum.cz import bankaccount as cz_account
from stdnum.cz import dic as cz_dic
from stdnum.hu import anum as hu_anum
from stdnum.se import vat as se_vat
from stdnum.sk import dph as sk_dph

from invoice_env.world.identifiers import be_vat, iban, iban_check_digits, iban_problem, vat_problem

SEED = 20271231
COUNTRIES = ("HU", "HU", "SK", "SK", "CZ", "BE", "CZ", "BE", "SK", "SE", "BE", "BE")
"""The suppliers' countries, in the order of corpus.py (01 to 12)."""


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _spaced(country: str, bban: str) -> str:
    raw = country + iban_check_digits(country, bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _hu_block(stem: str) -> str:
    """Seven digits and the Hungarian 9-7-3-1 check digit (the one that makes stdnum's checksum 0)."""
    return next(stem + d for d in "0123456789" if hu_anum.checksum(stem + d) == 0)


def _hu_vat(rng: random.Random) -> str:
    return "HU" + _hu_block(str(rng.randint(1, 2)) + _digits(rng, 6))


def _hu_iban(rng: random.Random) -> str:
    bank = rng.choice(["117", "104", "120", "107", "116"])
    return _spaced("HU", _hu_block(bank + _digits(rng, 4)) + _hu_block(_digits(rng, 7)) + "0" * 8)


def _sk_vat(rng: random.Random) -> str:
    while True:
        stem = "20" + rng.choice("234789") + _digits(rng, 6)
        check = -int(stem) * 10 % 11
        if check < 10 and sk_dph.checksum(stem + str(check)) == 0:
            return "SK" + stem + str(check)


def _account(rng: random.Random) -> str:
    """A Czech / Slovak account number of ten digits whose weighted sum (6 3 7 9 10 5 8 4 2 1) is 0 mod 11."""
    while True:
        stem = str(rng.randint(1, 9)) + _digits(rng, 8)
        check = -sum(w * int(d) for w, d in zip((6, 3, 7, 9, 10, 5, 8, 4, 2), stem)) % 11
        if check < 10:
            return stem + str(check)


def _sk_iban(rng: random.Random) -> str:
    bank = rng.choice(["0900", "1100", "0200", "7500"])
    return _spaced("SK", bank + "000000" + _account(rng))


def _cz_vat(rng: random.Random) -> str:
    stem = str(rng.randint(2, 8)) + _digits(rng, 6)
    return "CZ" + stem + cz_dic.calc_check_digit_legal(stem)


def _cz_iban(rng: random.Random) -> str:
    bank = rng.choice(["0100", "0300", "0800", "2700"])
    account = _account(rng)
    assert cz_account.is_valid(f"{account}/{bank}"), account
    return _spaced("CZ", bank + "000000" + account)


def _se_vat(rng: random.Random) -> str:
    stem = "556" + _digits(rng, 6)
    return "SE" + stem + luhn.calc_check_digit(stem) + "01"


def _se_iban(rng: random.Random) -> str:
    return _spaced("SE", rng.choice(["500", "600", "800", "300"]) + "0000" + _digits(rng, 13))


_VAT = {"HU": _hu_vat, "SK": _sk_vat, "CZ": _cz_vat, "SE": _se_vat, "BE": be_vat}
_IBAN = {"HU": _hu_iban, "SK": _sk_iban, "CZ": _cz_iban, "SE": _se_iban, "BE": lambda rng: iban("BE", rng)}


def identifiers() -> list[tuple[str, str]]:
    """(VAT number, IBAN) of each supplier, 01 to 12."""
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        vat = _VAT[country](rng)
        account = _IBAN[country](rng)
        assert vat_problem(vat, country) is None, vat
        assert iban_problem(account, country) is None, account
        if country == "SE":
            assert se_vat.is_valid(vat), vat
        out.append((vat, account))
    return out


IDS = identifiers()

if __name__ == "__main__":
    for country, (vat, account) in zip(COUNTRIES, IDS):
        print(country, vat, account)
