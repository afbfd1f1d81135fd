"""The suppliers' VAT numbers and IBANs of the thirty-fifth blind corpus, drawn once on random.Random(20271225):
for each supplier in corpus order, its VAT number, then its IBAN. Belgium, the Netherlands, France and Germany use
the generators of invoice_env/world/identifiers.py (be_vat / nl_vat / fr_vat / de_vat, then iban(country, rng)).
Austria has no generator there: its seven UID digits are drawn from the same stream (seven rng.choice of
string.digits) and python-stdnum's stdnum.at.uid.calc_check_digit gives the eighth (check_digits.at_vat); its IBAN
is the bank's five-digit Bankleitzahl (fixed per supplier, a real Austrian bank code) and eleven account digits
drawn from the stream, the two IBAN check digits computed by ISO 7064 mod 97-10 (identifiers.iban_check_digits,
via check_digits.spaced_iban) and confirmed valid by python-stdnum's stdnum.iban.validate and stdnum.at.uid.validate.

    python evals/blind_corpus_35/ids.py      # prints them"""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path

_SHARED = str(Path(__file__).resolve().parents[1] / "blind_corpus")
_REPO = str(Path(__file__).resolve().parents[2])      # invoice_env, when make.py runs without PYTHONPATH
for _path in (_SHARED, _REPO):
    if _path not in sys.path:
        sys.path.append(_path)

from stdnum import iban as _iban  # noqa: E402
from stdnum.at import uid as _uid  # noqa: E402

from check_digits import at_vat, spaced_iban  # noqa: E402
from invoice_env.world.identifiers import VAT_GENERATORS, iban  # noqa: E402

SEED = 20271225
COUNTRIES = ("NL", "BE", "BE", "FR", "DE", "AT", "AT", "AT", "AT", "AT", "BE", "BE")   # the suppliers, 01 to 12
AT_BANKS = {5: "34000", 6: "38000", 7: "20503", 8: "35000", 9: "12000"}   # index -> Bankleitzahl


def draw() -> list[tuple[str, str]]:
    rng = random.Random(SEED)
    out = []
    for k, country in enumerate(COUNTRIES):
        if country == "AT":
            vat = at_vat("".join(rng.choice(string.digits) for _ in range(7)))
            account = "".join(rng.choice(string.digits) for _ in range(11))
            number = spaced_iban("AT", AT_BANKS[k] + account)
            _uid.validate(vat)
            _iban.validate(number)
        else:
            vat = VAT_GENERATORS[country](rng)
            number = iban(country, rng)
        out.append((vat, number))
    return out


IDS = draw()

if __name__ == "__main__":
    for k, (country, (vat, number)) in enumerate(zip(COUNTRIES, IDS), start=1):
        print(f"{k:02d} {country} {vat:18s} {number}")
