"""The suppliers' VAT numbers and IBANs (drawn once, printed into corpus.py)."""
import random
import string

import stdnum.at.uid
import stdnum.iban
import stdnum.ie.vat

from invoice_env.world.identifiers import VAT_GENERATORS, iban

COUNTRIES = ["BE", "BE", "BE", "BE", "BE", "FR", "FR", "AT", "DE", "IE", "NL", "IE"]


def draw():
    rng = random.Random(20271220)
    out = []
    for country in COUNTRIES:
        if country in VAT_GENERATORS:
            vat = VAT_GENERATORS[country](rng)
            account = iban(country, rng)
        else:
            digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
            if country == "IE":
                stem = digits(7)
                vat = "IE" + stem + stdnum.ie.vat.calc_check_digit(stem)
                body = rng.choice(["AIBK", "BOFI"]) + digits(14)
            else:  # AT
                stem = digits(7)
                vat = "ATU" + stem + stdnum.at.uid.calc_check_digit("U" + stem)
                body = digits(16)
            raw = country + stdnum.iban.calc_check_digits(country + "00" + body) + body
            account = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
        out.append((country, vat, account))
    return out


if __name__ == "__main__":
    from invoice_env.world.identifiers import iban_problem, vat_problem
    for country, vat, account in draw():
        print(country, vat, account, vat_problem(vat, country), iban_problem(account, country))
