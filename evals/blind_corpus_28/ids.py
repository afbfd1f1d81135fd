"""The suppliers' VAT numbers and IBANs of the twenty-eighth blind corpus, drawn on random.Random(20271218), VAT then
IBAN for each supplier in the order of corpus.py. Belgium, the Netherlands and Germany have generators in
invoice_env/world/identifiers.py (used as they are); Sweden, Italy and Ireland do not: their random digits come
from the same generator and their check digits from python-stdnum (Swedish organisation number: Luhn digit,
`stdnum.luhn.calc_check_digit`, then `01`; Italian partita IVA: seven digits, the province office code, Luhn digit;
Irish VAT number: seven digits and `stdnum.ie.vat.calc_check_digit`; IBAN check digits:
`stdnum.iban.calc_check_digits`; the Italian BBAN's CIN letter by the Italian odd/even table)."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ie import vat as ie_vat

from invoice_env.world import identifiers

SEED = 20271218
PROVINCE = {"Bozen": "021", "Pollein (AO)": "007"}   # the Italian office codes of Bolzano and Aosta

_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]


def _cin(bban_rest: str) -> str:
    """The CIN letter of an Italian BBAN (ABI, CAB and a numeric account: 22 digits)."""
    total = sum(_ODD[int(ch)] if k % 2 == 0 else int(ch) for k, ch in enumerate(bban_rest))
    return string.ascii_uppercase[total % 26]


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def _vat(country: str, rng: random.Random, city: str) -> str:
    if country in identifiers.VAT_GENERATORS:
        return identifiers.VAT_GENERATORS[country](rng)
    digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    if country == "SE":
        stem = "556" + digits(6)
        return f"SE{stem}{luhn.calc_check_digit(stem)}01"
    if country == "IT":
        stem = str(rng.randint(1, 9)) + digits(6) + PROVINCE[city]
        return f"IT{stem}{luhn.calc_check_digit(stem)}"
    if country == "IE":
        stem = str(rng.randint(3, 9)) + digits(6)
        return f"IE{stem}{ie_vat.calc_check_digit(stem)}"
    raise KeyError(country)


def _iban(country: str, rng: random.Random) -> str:
    if country in ("BE", "NL", "DE"):
        return identifiers.iban(country, rng)
    digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    if country == "SE":
        body = rng.choice(["500", "800", "600"]) + digits(17)
    elif country == "IT":
        rest = rng.choice(["03493", "02008", "03069"]) + digits(5) + digits(12)
        body = _cin(rest) + rest
    elif country == "IE":
        body = rng.choice(["AIBK", "BOFI"]) + "93" + digits(4) + digits(8)
    else:
        raise KeyError(country)
    return _spaced(country + std_iban.calc_check_digits(country + "00" + body) + body)


def draw(suppliers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(VAT number, IBAN) for each (country, city), in order."""
    rng = random.Random(SEED)
    out = []
    for country, city in suppliers:
        vat = _vat(country, rng, city)
        out.append((vat, _iban(country, rng)))
    return out
