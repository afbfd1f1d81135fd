"""The suppliers' VAT numbers and IBANs of the forty-eighth blind corpus, drawn once from random.Random(20271238),
VAT number then IBAN for each supplier in the order of corpus.py (01 to 12).

BE, NL, DE and FR come from invoice_env/world/identifiers.py's generators (`VAT_GENERATORS`, `iban`). Austria,
Ireland and Denmark have no generator there: their digits are drawn from the same stream and python-stdnum gives the
check characters (`stdnum.at.uid.calc_check_digit`, `stdnum.ie.vat.calc_check_digit`, and for the Danish CVR the
one last digit that `stdnum.dk.cvr.is_valid` accepts, redrawn when none does); their IBANs are a fixed bank code
plus drawn account digits, with `stdnum.iban.calc_check_digits`."""

from __future__ import annotations

import random

from stdnum import iban as _stdnum_iban
from stdnum.at import uid as _at_uid
from stdnum.dk import cvr as _dk_cvr
from stdnum.ie import vat as _ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban

SEED = 20271238
COUNTRIES = ("BE", "FR", "AT", "IE", "BE", "BE", "DE", "DK", "FR", "BE", "NL", "DE")
BANK = {"AT": "20111", "IE": "AIBK931152", "DK": "3409"}     # Erste Bank; AIB (sort code 93-11-52); Danske Bank
ACCOUNT_DIGITS = {"AT": 11, "IE": 8, "DK": 10}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _vat(country: str, rng: random.Random) -> str:
    if country in VAT_GENERATORS:
        return VAT_GENERATORS[country](rng)
    if country == "AT":
        digits = _digits(rng, 7)
        return "ATU" + digits + _at_uid.calc_check_digit("U" + digits)
    if country == "IE":
        digits = str(rng.randint(1, 9)) + _digits(rng, 6)
        return "IE" + digits + _ie_vat.calc_check_digit(digits)
    if country == "DK":
        while True:
            stem = str(rng.randint(1, 9)) + _digits(rng, 6)
            fits = [d for d in "0123456789" if _dk_cvr.is_valid(stem + d)]
            if fits:
                return "DK" + stem + fits[0]
    raise ValueError(country)


def _iban(country: str, rng: random.Random) -> str:
    if country not in BANK:
        return iban(country, rng)
    body = BANK[country] + _digits(rng, ACCOUNT_DIGITS[country])
    raw = country + _stdnum_iban.calc_check_digits(country + "00" + body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw() -> list[tuple[str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        vat = _vat(country, rng)
        out.append((vat, _iban(country, rng)))
    return out


IDS = draw()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for country, (vat, account) in zip(COUNTRIES, IDS):
        print(country, vat, account, vat_problem(vat, country), iban_problem(account, country))
