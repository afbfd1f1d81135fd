"""The VAT numbers and IBANs of the thirty-sixth blind corpus's twelve suppliers, drawn from
random.Random(20271226), VAT number then IBAN for each supplier in corpus order (corpus.py holds the result).

Belgium: invoice_env/world/identifiers.py's generators (be_vat, iban). Italy, Spain and Portugal have no generator
there: the digits are drawn from the same stream and the check characters computed with python-stdnum
(stdnum.luhn as stdnum.it.iva checks it, stdnum.es.cif, stdnum.pt.nif, stdnum.es.ccc for the Spanish account's control digits); the
Italian IBAN's CIN letter and the Portuguese NIB's two check digits are the countries' published algorithms
(written out below: python-stdnum has no module for them); the IBAN check digits are identifiers.py's
iban_check_digits. Every result is validated with python-stdnum (stdnum.<cc>.vat, stdnum.iban).

    python evals/blind_corpus_36/ids.py
"""

from __future__ import annotations

import random

from stdnum import iban as std_iban
from stdnum.es import ccc as es_ccc, cif as es_cif
from stdnum import luhn
from stdnum.pt import nif as pt_nif
import stdnum

from invoice_env.world.identifiers import be_vat, iban, iban_check_digits

# (country, fixed part of the VAT number, bank code of the IBAN)
SUPPLIERS = [("BE", "", ""), ("PT", "5", "0035"), ("IT", "", "05387"), ("IT", "", "06045"), ("IT", "", "03111"),
             ("IT", "", "02008"), ("ES", "B08", "2100"), ("BE", "", ""), ("BE", "", ""), ("BE", "", ""),
             ("ES", "B07", "0081"), ("PT", "5", "0033")]


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def spaced(raw: str) -> str:
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def it_cin(abi: str, cab: str, account: str) -> str:
    """The CIN letter of an Italian BBAN (ABI, CAB, 12-character account): odd/even position tables."""
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    total = 0
    for i, ch in enumerate(abi + cab + account):
        k = int(ch) if ch.isdigit() else ord(ch) - 65
        total += odd[k] if i % 2 == 0 else k
    return chr(65 + total % 26)


def pt_nib_check(body: str) -> str:
    """The two check digits of a Portuguese NIB (19 digits): 98 - (body * 100 mod 97)."""
    return f"{98 - int(body + '00') % 97:02d}"


def draw() -> list[tuple[str, str]]:
    rng = random.Random(20271226)
    out = []
    for country, fixed, bank in SUPPLIERS:
        if country == "BE":
            vat = be_vat(rng)
            account = iban("BE", rng)
        elif country == "IT":
            stem = digits(rng, 7) + f"{rng.randint(1, 100):03d}"
            vat = "IT" + stem + luhn.calc_check_digit(stem)
            cab, acc = digits(rng, 5), digits(rng, 12)
            body = it_cin(bank, cab, acc) + bank + cab + acc
            account = spaced("IT" + iban_check_digits("IT", body) + body)
        elif country == "ES":
            stem = fixed + digits(rng, 5)
            vat = "ES" + stem + es_cif.calc_check_digits(stem)[0]
            branch, acc = digits(rng, 4), digits(rng, 10)
            body = bank + branch + es_ccc.calc_check_digits(bank + branch + "00" + acc) + acc
            account = spaced("ES" + iban_check_digits("ES", body) + body)
        else:  # PT
            stem = fixed + digits(rng, 7)
            vat = "PT" + stem + pt_nif.calc_check_digit(stem)
            body = bank + digits(rng, 4) + digits(rng, 11)
            body += pt_nib_check(body)
            account = spaced("PT" + iban_check_digits("PT", body) + body)
        stdnum.get_cc_module(vat[:2].lower(), "vat").validate(vat)
        std_iban.validate(account)
        out.append((vat, account))
    return out


if __name__ == "__main__":
    for (country, _, _), (vat, account) in zip(SUPPLIERS, draw()):
        print(country, vat, account)
