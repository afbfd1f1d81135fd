"""The fortieth corpus's VAT numbers and IBANs, drawn on one stream, random.Random(20271230): for each supplier in
the corpus's order, its VAT number, then its IBAN.

Belgium, the Netherlands and Germany: invoice_env/world/identifiers.py's generators (VAT_GENERATORS, iban).
Slovenia, Croatia, Ireland and Estonia have no generator there: the digits are drawn from the same stream and the
check characters computed with python-stdnum (si.ddv, iso7064.mod_11_10 for the Croatian OIB and account numbers,
ie.vat) or, where stdnum has no calc function, with the published rule it validates by (the Estonian KMKR's
weights 3-7-1, the Estonian 7-3-1 account and reference digit, the Slovenian account's ISO 7064 mod 97-10 pair);
the IBAN's own check digits are identifiers.iban_check_digits. Each result is validated with stdnum before use."""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.ee import kmkr
from stdnum.hr import oib
from stdnum.ie import vat as ie_vat_mod
from stdnum.iso7064 import mod_11_10
from stdnum.si import ddv

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_check_digits

SEED = 20271230
COUNTRIES = ("SI", "NL", "HR", "BE", "SI", "BE", "EE", "HR", "IE", "BE", "DE", "BE")
"""The suppliers' countries, invoices 01 to 12."""


def _spaced(country: str, body: str) -> str:
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def si_vat(rng: random.Random) -> str:
    while True:                       # seven digits (no leading 0) whose mod-11 check is a single digit
        stem = str(rng.randint(1_000_000, 9_999_999))
        check = ddv.calc_check_digit(stem)
        if len(check) == 1:
            return "SI" + stem + check


def si_iban(rng: random.Random) -> str:
    bank = rng.choice(("02010", "04515", "05100", "10100", "19100", "61000"))
    account = bank + _digits(rng, 8)
    return _spaced("SI", account + f"{98 - int(account) * 100 % 97:02d}")   # the national mod 97-10 pair


def hr_vat(rng: random.Random) -> str:
    stem = str(rng.randint(1_000_000_000, 9_999_999_999))
    return "HR" + stem + mod_11_10.calc_check_digit(stem)


def hr_iban(rng: random.Random) -> str:
    bank = rng.choice(("2360000", "2340009", "2484008", "2402006", "2390001"))   # already carry their check digit
    stem = "11" + _digits(rng, 7)
    return _spaced("HR", bank + stem + mod_11_10.calc_check_digit(stem))


def ie_vat(rng: random.Random) -> str:
    stem = _digits(rng, 7)
    return "IE" + stem + ie_vat_mod.calc_check_digit(stem + "H") + "H"      # the company format, 2nd letter H


def ie_iban(rng: random.Random) -> str:
    bank, sort = rng.choice((("AIBK", "93"), ("BOFI", "90")))
    return _spaced("IE", bank + sort + _digits(rng, 4) + _digits(rng, 8))


def ee_check_731(digits: str) -> str:
    """The Estonian 7-3-1 check digit (account numbers, payment reference numbers)."""
    total = sum(int(d) * (7, 3, 1)[i % 3] for i, d in enumerate(reversed(digits)))
    return str(-total % 10)


def ee_vat(rng: random.Random) -> str:
    stem = "10" + _digits(rng, 6)
    total = sum(w * int(d) for w, d in zip((3, 7, 1, 3, 7, 1, 3, 7), stem))
    return "EE" + stem + str(-total % 10)                                     # KMKR: weights 3-7-1 sum to 0 mod 10


def ee_iban(rng: random.Random) -> str:
    bank = rng.choice(("22", "10", "77"))
    domestic = bank + _digits(rng, 9)
    domestic += ee_check_731(domestic)
    return _spaced("EE", bank + domestic.zfill(14))


_OWN = {"SI": (si_vat, si_iban), "HR": (hr_vat, hr_iban), "IE": (ie_vat, ie_iban), "EE": (ee_vat, ee_iban)}


def draw() -> list[tuple[str, str]]:
    """(VAT number, IBAN) per supplier, in order."""
    rng, out = random.Random(SEED), []
    for country in COUNTRIES:
        if country in _OWN:
            vat_of, iban_of = _OWN[country]
            vat, account = vat_of(rng), iban_of(rng)
        else:
            vat, account = VAT_GENERATORS[country](rng), iban(country, rng)
        std_iban.validate(account)
        out.append((vat, account))
    checks = {"SI": ddv.validate, "HR": oib.validate, "IE": ie_vat_mod.validate, "EE": kmkr.validate}
    for country, (vat, _) in zip(COUNTRIES, out):
        if country in checks:
            checks[country](vat[2:])
    return out


IDS = draw()

if __name__ == "__main__":
    for n, (country, (vat, account)) in enumerate(zip(COUNTRIES, IDS), 1):
        print(f"{n:02d} {country} {vat:18} {account}")
