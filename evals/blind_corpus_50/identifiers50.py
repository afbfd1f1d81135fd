"""The suppliers' VAT numbers and IBANs, drawn once in corpus order on random.Random(20271240): for each supplier
its VAT number, then its IBAN. Belgian, Dutch and German ones come from the generators of
invoice_env/world/identifiers.py; Sweden, Ireland and Austria have none there, so their digits are drawn from the
same random stream and their check digits computed with python-stdnum:

- SE VAT: `SE` + an organisation number `556` + six drawn digits + its Luhn digit (stdnum.luhn) + `01`;
- IE VAT: `IE` + seven drawn digits + the check letter of stdnum.ie.vat.calc_check_digit;
- AT VAT: `ATU` + seven drawn digits + the check digit of stdnum.at.uid.calc_check_digit;
- SE / IE / AT IBAN: the country's BBAN (SE: bank code 500 / 600 / 800 + 17 drawn digits; IE: the bank's four
  letters + a drawn sort code and account, 6 + 8 digits; AT: bank code 12000 / 20111 / 32000 + 11 drawn digits),
  check digits by stdnum.iban.calc_check_digits."""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from stdnum import luhn  # noqa: E402
from stdnum.at import uid as at_uid  # noqa: E402
from stdnum.iban import calc_check_digits  # noqa: E402
from stdnum.ie import vat as ie_vat  # noqa: E402

from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402

SEED = 20271240


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _vat(country: str, rng: random.Random) -> str:
    if country in VAT_GENERATORS:
        return VAT_GENERATORS[country](rng)
    if country == "SE":
        stem = "556" + _digits(rng, 6)
        return f"SE{stem}{luhn.calc_check_digit(stem)}01"
    if country == "IE":
        stem = _digits(rng, 7)
        return f"IE{stem}{ie_vat.calc_check_digit(stem)}"
    if country == "AT":
        stem = "U" + _digits(rng, 7)
        return f"AT{stem}{at_uid.calc_check_digit(stem)}"
    raise ValueError(country)


def _iban(country: str, rng: random.Random) -> str:
    if country == "SE":
        bban = rng.choice(["500", "600", "800"]) + _digits(rng, 17)
    elif country == "IE":
        bban = rng.choice(["AIBK", "BOFI"]) + _digits(rng, 6) + _digits(rng, 8)
    elif country == "AT":
        bban = rng.choice(["12000", "20111", "32000"]) + _digits(rng, 11)
    else:
        return iban(country, rng)
    raw = country + calc_check_digits(country + "00" + bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw(countries: list[str]) -> list[tuple[str, str]]:
    """(VAT number, IBAN) for each supplier country, in order: VAT then IBAN, one supplier after the other."""
    rng = random.Random(SEED)
    out = []
    for country in countries:
        vat = _vat(country, rng)
        out.append((vat, _iban(country, rng)))
    return out
