"""The suppliers' VAT numbers and IBANs of the forty-sixth blind corpus, drawn on random.Random(20271236), VAT then
IBAN for each supplier in CORPUS order, by the generators of invoice_env/world/identifiers.py (BE, NL, LU). Italy and
Spain have no generator there: their digits are drawn on the same random stream and the check digits computed with
python-stdnum (stdnum.luhn for the Italian partita IVA, stdnum.es.cif for the Spanish CIF, stdnum.es.ccc for the
Spanish account's control digits, stdnum.iban for every IBAN's two check digits); the Italian CIN letter is the
standard odd/even-table check character of the BBAN (stdnum has no Italian BBAN module)."""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from stdnum import iban as std_iban  # noqa: E402
from stdnum import luhn  # noqa: E402
from stdnum.es import ccc, cif  # noqa: E402

from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402

SEED = 20271236
ITALIAN_BANKS = ("03069", "02008", "05034", "01030", "05696", "08327")   # ABI codes
SPANISH_BANKS = ("2100", "0049", "0182", "0081", "2095")                  # entidad codes

_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _it_cin(bban: str) -> str:
    """The CIN of an Italian BBAN (ABI + CAB + account, 22 characters)."""
    total = 0
    for i, ch in enumerate(bban):
        k = int(ch) if ch.isdigit() else ord(ch) - ord("A")
        total += k if i % 2 else _ODD[k]
    return chr(ord("A") + total % 26)


def it_vat(rng: random.Random) -> str:
    stem = f"{rng.randint(1_000_000, 9_999_999):07d}{rng.randint(1, 100):03d}"
    return "IT" + stem + luhn.calc_check_digit(stem)


def it_iban(rng: random.Random) -> str:
    bban = (rng.choice(ITALIAN_BANKS) + "".join(rng.choice(string.digits) for _ in range(5))
            + "".join(rng.choice(string.digits) for _ in range(12)))
    body = _it_cin(bban) + bban
    raw = "IT" + std_iban.calc_check_digits("IT00" + body) + body
    return std_iban.format(raw)


def es_vat(rng: random.Random) -> str:
    stem = "B" + f"{rng.randint(1_000_000, 9_999_999):07d}"
    return "ES" + stem + cif.calc_check_digits(stem)[0]


def es_iban(rng: random.Random) -> str:
    number = (rng.choice(SPANISH_BANKS) + "".join(rng.choice(string.digits) for _ in range(4)) + "00"
              + "".join(rng.choice(string.digits) for _ in range(10)))
    number = number[:8] + ccc.calc_check_digits(number) + number[10:]
    return std_iban.format("ES" + std_iban.calc_check_digits("ES00" + number) + number)


def draw(countries: list[str]) -> list[tuple[str, str]]:
    """(VAT number, IBAN) for each supplier country in order, VAT then IBAN on one random stream."""
    rng = random.Random(SEED)
    out = []
    for country in countries:
        if country == "IT":
            out.append((it_vat(rng), it_iban(rng)))
        elif country == "ES":
            out.append((es_vat(rng), es_iban(rng)))
        else:
            out.append((VAT_GENERATORS[country](rng), iban(country, rng)))
    return out


if __name__ == "__main__":
    from stdnum.eu import vat as eu_vat
    countries = sys.argv[1:]
    for country, (vat, account) in zip(countries, draw(countries)):
        print(country, vat, account, eu_vat.is_valid(vat), std_iban.is_valid(account))
