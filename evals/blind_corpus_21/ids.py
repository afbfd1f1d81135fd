"""The VAT numbers and IBANs of the twenty-first blind corpus, as corpus.py prints them: made by the generators of
invoice_env/world/identifiers.py with seed 20271211, in the order of the invoices. Denmark, Italy and Spain have no
generator there: their digits are drawn from the same seeded stream and completed with their real check digits
(Denmark: weights 2765432 and 1, sum divisible by 11; Italy: the Luhn-like partita IVA digit; Spain: a company CIF
B + 7 digits + its control digit), and their IBANs with iban_check_digits (Spain's with its two national control
digits). Run it to print them."""

import random
import string

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_check_digits

ORDER = ["NL", "BE", "BE", "FR", "BE", "BE", "DE", "DE", "LU", "DK", "IT", "ES"]


def dk_vat(rng):
    while True:
        digits = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(6)]
        total = sum(d * w for d, w in zip(digits, (2, 7, 6, 5, 4, 3, 2)))
        check = (11 - total % 11) % 11
        if check < 10:
            return "DK" + "".join(map(str, digits)) + str(check)


def it_vat(rng):
    digits = [rng.randint(0, 9) for _ in range(7)] + [0, 1, 7]   # office code 017 (Brescia)
    total = 0
    for i, d in enumerate(digits):
        if i % 2:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return "IT" + "".join(map(str, digits)) + str((10 - total % 10) % 10)


def es_vat(rng):
    digits = [rng.randint(0, 9) for _ in range(7)]
    total = sum(digits[1::2])
    for d in digits[0::2]:
        total += sum(map(int, str(2 * d)))
    return "ESB" + "".join(map(str, digits)) + str((10 - total % 10) % 10)


def es_bban(digits):
    """Bank and branch (8 digits), the two national control digits, the account (10 digits)."""
    def dc(text):
        value = 11 - sum(int(d) * w for d, w in zip(text, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11
        return {10: 1, 11: 0}.get(value, value)
    return digits[:8] + f"{dc('00' + digits[:8])}{dc(digits[8:])}" + digits[8:]


def other_iban(country, rng):
    body = {"DK": lambda: "".join(rng.choice(string.digits) for _ in range(14)),
            "IT": lambda: "X" + "".join(rng.choice(string.digits) for _ in range(10)) + "".join(
                rng.choice(string.digits) for _ in range(12)),
            "ES": lambda: es_bban("".join(rng.choice(string.digits) for _ in range(18)))}[country]()
    raw = country + iban_check_digits(country, body) + body
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


if __name__ == "__main__":
    rng = random.Random(20271211)
    for k, country in enumerate(ORDER, 1):
        if country in VAT_GENERATORS:
            vat, account = VAT_GENERATORS[country](rng), iban(country, rng)
        else:
            vat = {"DK": dk_vat, "IT": it_vat, "ES": es_vat}[country](rng)
            account = other_iban(country, rng)
        print(f"{k:02d} {country} {vat} {account}")
