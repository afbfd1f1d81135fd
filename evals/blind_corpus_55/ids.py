"""The fifty-fifth blind corpus's VAT numbers and IBANs, as corpus.py carries them: drawn on random.Random(20271245),
VAT number then IBAN for each supplier in the corpus's order, by invoice_env/world/identifiers.py's generators. Spain
has no generator there: its digits are drawn from the same stream (7 for the CIF after the letter B, 18 for the
account: bank 4, branch 4, account 10) and python-stdnum computes the check characters (stdnum.es.cif for the CIF,
stdnum.es.ccc for the two national digits of the account, stdnum.iban for the IBAN's).

    PYTHONPATH=. python evals/blind_corpus_55/ids.py"""

import random

from stdnum import iban as std_iban
from stdnum.es import ccc, cif

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_problem, vat_problem

ORDER = ["DE", "BE", "DE", "LU", "NL", "BE", "BE", "BE", "FR", "NL", "ES", "BE"]   # suppliers 01 to 12


def draw() -> list[tuple[str, str, str]]:
    rng = random.Random(20271245)
    out = []
    for country in ORDER:
        if country == "ES":
            digits = "".join(rng.choice("0123456789") for _ in range(7))
            vat = "ESB" + digits + cif.calc_check_digits("B" + digits)[0]
            body = "".join(rng.choice("0123456789") for _ in range(18))
            bban = body[:8] + ccc.calc_check_digits(body[:8] + "00" + body[8:]) + body[8:]
            raw = "ES" + std_iban.calc_check_digits("ES00" + bban) + bban
            account = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
        else:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        assert vat_problem(vat, country) is None and iban_problem(account, country) is None
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    for k, (country, vat, account) in enumerate(draw(), 1):
        print(f"{k:02d} {country} {vat} {account}")
