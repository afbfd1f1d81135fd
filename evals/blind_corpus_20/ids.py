"""How the twentieth corpus's VAT numbers and IBANs were made (run once; the results are written into corpus.py):
the generators of invoice_env/world/identifiers.py on one random.Random(20271210), called in the invoices' order
(VAT number, then IBAN). identifiers.py has no generator for Ireland, Austria and Denmark: for those the digits are
drawn from the same stream and completed with their real check digits (python-stdnum's ie.vat, at.uid, dk.cvr; the
IBAN check digits by identifiers.iban_check_digits), then validated by identifiers.vat_problem / iban_problem.
The check digits are now computed by evals/blind_corpus/check_digits.py (the same digits; dk.cvr's test is its
CVR weighting).

    PYTHONPATH=. python evals/blind_corpus_20/ids.py"""

import random
import string
import sys
from pathlib import Path

from invoice_env.world.identifiers import be_vat, de_vat, fr_vat, iban, iban_problem, lu_vat, nl_vat, vat_problem

sys.path.append(str(Path(__file__).resolve().parents[1] / "blind_corpus"))   # check_digits.py, shared
from check_digits import at_vat, dk_check, ie_vat, spaced_iban  # noqa: E402

ORDER = [("01", "NL"), ("02", "BE"), ("03", "BE"), ("04", "FR"), ("05", "DE"), ("06", "LU"), ("07", "IE"),
         ("08", "BE"), ("09", "AT"), ("10", "DK"), ("11", "DE"), ("12", "BE")]


def main() -> None:
    rng = random.Random(20271210)
    for name, country in ORDER:
        if country in ("NL", "BE", "DE", "FR", "LU"):
            vat = {"NL": nl_vat, "BE": be_vat, "DE": de_vat, "FR": fr_vat, "LU": lu_vat}[country](rng)
            account = iban(country, rng)
        elif country == "IE":
            digits = "".join(rng.choice(string.digits) for _ in range(7))
            vat = ie_vat(digits, "H")
            account = spaced_iban("IE", rng.choice(["AIBK", "BOFI"]) + "".join(rng.choice(string.digits) for _ in range(14)))
        elif country == "AT":
            digits = "".join(rng.choice(string.digits) for _ in range(7))
            vat = at_vat(digits)
            account = spaced_iban("AT", "".join(rng.choice(string.digits) for _ in range(16)))
        else:  # DK
            while True:
                digits = str(rng.randint(10_000_000, 99_999_999))
                if dk_check(digits[:7]) == int(digits[7]):
                    break
            vat = "DK" + digits
            account = spaced_iban("DK", "".join(rng.choice(string.digits) for _ in range(14)))
        print(name, country, vat, account, vat_problem(vat, country) or "ok", iban_problem(account, country) or "ok")


if __name__ == "__main__":
    main()
