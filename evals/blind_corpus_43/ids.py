"""The suppliers' VAT numbers and IBANs, drawn in order on random.Random(20271233): for each supplier its VAT
number, then its IBAN. Belgium, the Netherlands, Germany and France use the generators of
invoice_env/world/identifiers.py. Sweden and Ireland have none there: their digits are drawn on the same random
stream and their check digits computed with python-stdnum (stdnum.luhn for the Swedish organisation number,
stdnum.ie.vat for the Irish check letter, stdnum.iban for both IBANs' check digits)."""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ie import vat as ie_vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban

SEED = 20271233


def _group(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def se_vat(rng: random.Random) -> str:
    """SE + a limited company's organisation number (556xxxxxx and its Luhn digit) + 01."""
    stem = "556" + "".join(rng.choice(string.digits) for _ in range(6))
    return f"SE{stem}{luhn.calc_check_digit(stem)}01"


def se_iban(rng: random.Random) -> str:
    """SEkk + a clearing bank's three digits + 17 digits."""
    body = rng.choice(["500", "600", "800", "300"]) + "".join(rng.choice(string.digits) for _ in range(17))
    return _group("SE" + std_iban.calc_check_digits("SE00" + body) + body)


def ie_vat_number(rng: random.Random) -> str:
    """IE + seven digits + the check letter (the old form, still common)."""
    digits = "".join(rng.choice(string.digits) for _ in range(7))
    return f"IE{digits}{ie_vat.calc_check_digit(digits)}"


def ie_iban(rng: random.Random) -> str:
    """IEkk + the bank's four letters + the six-digit sort code + eight digits."""
    body = rng.choice(["AIBK", "BOFI"]) + "".join(rng.choice(string.digits) for _ in range(14))
    return _group("IE" + std_iban.calc_check_digits("IE00" + body) + body)


OWN = {"SE": (se_vat, se_iban), "IE": (ie_vat_number, ie_iban)}


def draw(countries: list[str]) -> list[tuple[str, str]]:
    """(VAT number, IBAN) for each country in order, VAT then IBAN, on one random stream."""
    rng = random.Random(SEED)
    out = []
    for country in countries:
        if country in OWN:
            make_vat, make_iban = OWN[country]
            vat = make_vat(rng)
            out.append((vat, make_iban(rng)))
        else:
            vat = VAT_GENERATORS[country](rng)
            out.append((vat, iban(country, rng)))
    return out


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))     # this corpus's corpus.py and invoices.py
    from corpus import CORPUS

    drawn = draw([inv.supplier.country for inv in CORPUS])
    wrong = 0
    for inv, (vat, account) in zip(CORPUS, drawn):
        same = (inv.supplier.vat, inv.iban) == (vat, account)
        wrong += not same
        print(f"{inv.name:24} {vat:16} {account:36} {'ok' if same else 'DIFFERS from corpus.py'}")
    sys.exit(1 if wrong else 0)
