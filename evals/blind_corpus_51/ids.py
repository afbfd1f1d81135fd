"""The VAT numbers and IBANs of the fifty-first blind corpus's twelve suppliers, drawn on random.Random(20271241):
for each supplier in corpus order, its VAT number and then its IBAN.

Belgian, Dutch, German and French numbers come from the generators of invoice_env/world/identifiers.py (be_vat,
nl_vat, de_vat, fr_vat and iban), so their check digits are valid. Spain and Italy have no generator there: their
digits are drawn from the same stream here and completed with python-stdnum:

- Spain: the CIF of a limited company (letter B, seven drawn digits) and stdnum.es.cif.calc_check_digits (its first
  character, the numeric control digit of a B company); the IBAN's BBAN is eight drawn digits of bank and branch,
  stdnum.es.ccc.calc_check_digits's two national control digits and ten drawn digits of account, and
  stdnum.iban.calc_check_digits gives the IBAN check digits.
- Italy: the partita IVA is seven drawn digits, the province office code 048 (Florence) and stdnum.luhn's check
  digit (what stdnum.it.iva validates); the IBAN's BBAN is the CIN letter, a drawn ABI (5 digits), CAB (5) and
  account (12), the CIN computed by the Italian banks' published odd/even table (python-stdnum has no CIN function
  and does not check it), and stdnum.iban.calc_check_digits gives the IBAN check digits.

    python evals/blind_corpus_51/ids.py     # prints them"""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

from stdnum import iban as _iban
from stdnum import luhn
from stdnum.es import ccc, cif

_ROOT = str(Path(__file__).resolve().parents[2])      # the checkout, for invoice_env
if _ROOT not in sys.path:
    sys.path.append(_ROOT)
from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402

SEED = 20271241
COUNTRIES = ("BE", "FR", "IT", "DE", "ES", "BE", "NL", "BE", "BE", "BE", "DE", "BE")   # the suppliers 01 to 12

_ODD = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def it_cin(bban: str) -> str:
    """The CIN letter of ABI + CAB + account (22 characters): odd positions through the table, even ones by value."""
    total = 0
    for i, ch in enumerate(bban):
        value = int(ch) if ch.isdigit() else ord(ch) - ord("A")
        total += _ODD[value] if i % 2 == 0 else value
    return chr(ord("A") + total % 26)


def es_ids(rng: random.Random) -> tuple[str, str]:
    stem = "B" + _digits(rng, 7)
    vat = "ES" + stem + cif.calc_check_digits(stem)[0]
    bank, account = _digits(rng, 8), _digits(rng, 10)
    bban = bank + ccc.calc_check_digits(bank + "00" + account) + account
    return vat, _spaced("ES" + _iban.calc_check_digits("ES00" + bban) + bban)


def it_ids(rng: random.Random) -> tuple[str, str]:
    stem = str(rng.randint(1, 9)) + _digits(rng, 6) + "048"
    vat = "IT" + stem + luhn.calc_check_digit(stem)
    rest = _digits(rng, 10) + _digits(rng, 12)
    bban = it_cin(rest) + rest
    return vat, _spaced("IT" + _iban.calc_check_digits("IT00" + bban) + bban)


def draw() -> list[tuple[str, str]]:
    rng = random.Random(SEED)
    out = []
    for country in COUNTRIES:
        if country == "ES":
            out.append(es_ids(rng))
        elif country == "IT":
            out.append(it_ids(rng))
        else:
            vat = VAT_GENERATORS[country](rng)
            out.append((vat, iban(country, rng)))
    return out


IDS = draw()

if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    assert it_cin("0542811101000000123456") == "X"
    for n, (country, (vat, account)) in enumerate(zip(COUNTRIES, IDS), 1):
        print(f"{n:02d} {country} {vat:18s} {account:34s}", vat_problem(vat, country), iban_problem(account, country))
