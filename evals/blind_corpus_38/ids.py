"""The VAT numbers and IBANs of the thirty-eighth blind corpus's twelve suppliers, drawn on one stream
random.Random(20271228): for each supplier in order (01 to 12), its VAT number, then its IBAN.

Belgium, the Netherlands and Luxembourg: invoice_env/world/identifiers.py's generators (`VAT_GENERATORS`, `iban`).
Denmark, Finland, Sweden and Estonia (no generator there): the stem digits are drawn from the same stream and the
check digits computed with python-stdnum: the VAT number's last digit is the one digit (0-9) that
`stdnum.<cc>.vat`/`cvr`/`alv`/`kmkr` accepts (a stem no digit completes is drawn again), Sweden's
organisation number ends with stdnum's Luhn digit and `01`; the IBAN's BBAN is drawn digit by digit
(a Finnish account then ends with its national Luhn digit, stdnum.luhn) and its two check digits are
stdnum.iban.calc_check_digits.

    python evals/blind_corpus_38/ids.py      # prints the twelve pairs corpus.py holds, and checks them"""

from __future__ import annotations

import random
import string
import sys

from stdnum import get_cc_module, luhn
from stdnum.iban import calc_check_digits, validate as iban_validate

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

COUNTRIES = ("BE", "DK", "DK", "BE", "FI", "BE", "EE", "SE", "LU", "NL", "FI", "BE")
BBAN_DIGITS = {"DK": 14, "FI": 13, "SE": 20, "EE": 16}     # FI: 13 drawn + the national Luhn digit


def _completed(rng: random.Random, country: str, prefix: str, drawn: int) -> str:
    """A stem of `drawn` digits after `prefix`, completed by the one check digit stdnum accepts."""
    check = get_cc_module(country.lower(), "vat")
    while True:
        stem = prefix + "".join(rng.choice(string.digits) for _ in range(drawn))
        for digit in string.digits:
            if check.is_valid(country + stem + digit):
                return country + stem + digit


def other_vat(rng: random.Random, country: str) -> str:
    if country == "DK":
        return _completed(rng, "DK", str(rng.randint(1, 9)), 6)
    if country == "FI":
        return _completed(rng, "FI", str(rng.randint(1, 3)), 6)
    if country == "EE":
        return _completed(rng, "EE", "10", 6)
    if country == "SE":
        stem = "55" + "".join(rng.choice(string.digits) for _ in range(7))
        return "SE" + stem + luhn.calc_check_digit(stem) + "01"
    raise ValueError(country)


def other_iban(rng: random.Random, country: str) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(BBAN_DIGITS[country]))
    if country == "FI":
        body += luhn.calc_check_digit(body)
    raw = country + calc_check_digits(country + "00" + body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def draw() -> list[tuple[str, str]]:
    rng = random.Random(20271228)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        else:
            vat = other_vat(rng, country)
            account = other_iban(rng, country)
        out.append((vat, account))
    return out


if __name__ == "__main__":
    bad = 0
    for k, (country, (vat, account)) in enumerate(zip(COUNTRIES, draw()), 1):
        problems = [p for p in (vat_problem(vat, country), iban_problem(account, country)) if p]
        iban_validate(account)
        print(f"{k:02d} {country} {vat:18s} {account}", *problems)
        bad += bool(problems)
    sys.exit(1 if bad else 0)
