"""The VAT numbers and IBANs of the thirty-first blind corpus's twelve suppliers, drawn in order (VAT number, then
IBAN, supplier 01 to 12) from one random.Random(20271221) stream.

Belgian, Dutch and German numbers come from the generators of invoice_env/world/identifiers.py. Ireland and Estonia
have none there, so their digits are drawn from the same stream and the check characters computed with
python-stdnum: the Irish VAT letter with stdnum.ie.vat (through evals/blind_corpus/check_digits.py's ie_vat), the
Estonian KMKR digit so that stdnum.ee.kmkr.checksum is 0, and the two IBAN check digits with
stdnum.iban.calc_check_digits. The Estonian BBAN's last digit is the national 7-3-1 account check digit."""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

from stdnum import iban as _iban
from stdnum.ee import kmkr

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")   # check_digits.py
if _SHARED not in sys.path:
    sys.path.append(_SHARED)
if str(Path(__file__).resolve().parents[2]) not in sys.path:
    sys.path.append(str(Path(__file__).resolve().parents[2]))      # the checkout, for invoice_env
from check_digits import ie_vat  # noqa: E402

from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402

COUNTRIES = ("NL", "BE", "NL", "NL", "BE", "IE", "EE", "DE", "NL", "BE", "NL", "NL")   # suppliers 01..12


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _std_iban(country: str, bban: str) -> str:
    return _spaced(country + _iban.calc_check_digits(country + "00" + bban) + bban)


def _ee_vat(rng: random.Random) -> str:
    stem = "10" + "".join(rng.choice(string.digits) for _ in range(6))
    check = (10 - kmkr.checksum(stem + "0")) % 10
    return "EE" + stem + str(check)


def _ee_bban(rng: random.Random) -> str:
    bank = "22"                                             # the bank code of the account
    account = "".join(rng.choice(string.digits) for _ in range(13))
    weights = (7, 3, 1)
    check = (10 - sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(bank + account))) % 10) % 10
    return bank + account + str(check)


def draw() -> list[tuple[str, str]]:
    rng = random.Random(20271221)
    out = []
    for country in COUNTRIES:
        if country == "IE":
            vat = ie_vat("".join(rng.choice(string.digits) for _ in range(7)))
            number = _std_iban("IE", "AIBK" + "".join(rng.choice(string.digits) for _ in range(14)))
        elif country == "EE":
            vat = _ee_vat(rng)
            number = _std_iban("EE", _ee_bban(rng))
        else:
            vat = VAT_GENERATORS[country](rng)
            number = iban(country, rng)
        out.append((vat, number))
    return out


IDS = draw()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for country, (vat, number) in zip(COUNTRIES, IDS):
        print(country, vat, number, vat_problem(vat, country), iban_problem(number, country))
