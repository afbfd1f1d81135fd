"""How the twenty-second corpus's VAT numbers and IBANs were drawn (their values are written out in corpus.py):
one random stream seeded 20271212, one VAT number then one IBAN per invoice in the corpus's order. BE, NL, DE, FR
and LU use invoice_env/world/identifiers.py's generators; AT, IE and DK, which it lacks, take their digits from the
same stream and the countries' own check digits (python-stdnum's check-digit functions for AT and IE, the CVR
weights 2,7,6,5,4,3,2,1 mod 11 for DK; IBAN check digits by identifiers.iban_check_digits). Prints each with
identifiers.py's validation (None: valid). The check digits are computed by evals/blind_corpus/check_digits.py (the
same digits).

    PYTHONPATH=. python evals/blind_corpus_22/ids.py
"""
import random, string, sys
from pathlib import Path
from invoice_env.world import identifiers as I
sys.path.append(str(Path(__file__).resolve().parents[1] / "blind_corpus"))   # check_digits.py, shared
from check_digits import at_vat as _at, dk_check, ie_vat as _ie, spaced_iban  # noqa: E402
rng = random.Random(20271212)
def at_vat(r):
    return _at("".join(r.choice(string.digits) for _ in range(7)))
def ie_vat(r):
    return _ie("".join(r.choice(string.digits) for _ in range(7)))
def dk_vat(r):
    while True:
        body = str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(6))
        c = dk_check(body)
        if c < 10:
            return "DK" + body + str(c)
bodies = {"AT": lambda r: "".join(r.choice(string.digits) for _ in range(16)),
          "IE": lambda r: r.choice(["AIBK", "BOFI"]) + "".join(r.choice(string.digits) for _ in range(14)),
          "DK": lambda r: "".join(r.choice(string.digits) for _ in range(14))}
def iban(c, r):
    if c in bodies:
        return spaced_iban(c, bodies[c](r))
    return I.iban(c, r)
vg = dict(I.VAT_GENERATORS, AT=at_vat, IE=ie_vat, DK=dk_vat)
for n, c in enumerate("NL BE BE FR BE LU DE DE AT IE DK BE".split(), 1):
    v = vg[c](rng); ib = iban(c, rng)
    print(f"{n:02d}", c, v, ib, I.vat_problem(v, c), I.iban_problem(ib, c))
