import random
import re
from decimal import Decimal

import pytest

from invoice_env.world.identifiers import VAT_GENERATORS, iban, iban_is_valid, normalize_po_number, normalize_vat
from invoice_env.world.money import AmountFormatError, format_localized, parse_localized, parse_plain_amount

FORMATS = {"BE": r"BE[01]\d{3}\.\d{3}\.\d{3}", "NL": r"NL\d{9}B\d{2}", "DE": r"DE\d{9}", "FR": r"FR\d{11}",
           "LU": r"LU\d{8}"}


def _checks(country: str, vat: str) -> bool:
    digits = re.sub(r"\D", "", vat)
    if country == "BE":
        return 97 - int(digits[:8]) % 97 == int(digits[8:])
    if country == "FR":
        return int(digits[:2]) == (12 + 3 * (int(digits[2:]) % 97)) % 97
    if country == "LU":
        return int(digits[:6]) % 89 == int(digits[6:])
    if country == "NL":
        return sum(int(d) * w for d, w in zip(digits[:8], range(9, 1, -1))) % 11 == int(digits[8])
    product = 10
    for d in digits[:8]:
        product = (2 * ((int(d) + product) % 10 or 10)) % 11
    return (11 - product) % 10 == int(digits[8])


@pytest.mark.parametrize("country", sorted(VAT_GENERATORS))
def test_vat_numbers_have_real_format_and_check_digits(country):
    rng = random.Random(1)
    for _ in range(200):
        vat = VAT_GENERATORS[country](rng)
        assert re.fullmatch(FORMATS[country], vat), vat
        assert _checks(country, vat), vat


@pytest.mark.parametrize("country", sorted(VAT_GENERATORS))
def test_ibans_pass_the_mod97_check(country):
    rng = random.Random(2)
    assert all(iban_is_valid(iban(country, rng)) for _ in range(100))
    assert not iban_is_valid("BE00 0000 0000 0001")


def test_normalisation_ignores_spaces_dots_case_and_po_prefix():
    assert normalize_vat(" be 0123.456.749 ") == "BE0123456749"
    assert normalize_po_number("PO 4500-1234") == normalize_po_number("po#45001234") == "45001234"


@pytest.mark.parametrize("text", ["4.182,30", "€4182.30", "-5", "1e9", "NaN", "0", "0.00", "12.345", "", " ",
                                  "4182.30; DROP TABLE bookings", "Infinity", "4 182.30", "+5", "0x10"])
def test_plain_amount_rejects_everything_but_a_positive_two_place_decimal(text):
    with pytest.raises(AmountFormatError) as info:
        parse_plain_amount(text)
    assert "net_amount" in str(info.value)


def test_plain_amount_rejects_non_strings_and_parses_good_ones():
    with pytest.raises(AmountFormatError, match="must be a string"):
        parse_plain_amount(4182.3)
    assert parse_plain_amount("4182.3") == Decimal("4182.30")
    assert parse_plain_amount(" 17 ") == Decimal("17.00")


@pytest.mark.parametrize("dec,group,text", [(",", ".", "4.182,30"), (".", ",", "4,182.30"), (",", "\u00a0", "4\u00a0182,30")])
def test_localized_amounts_round_trip(dec, group, text):
    assert format_localized(Decimal("4182.30"), dec, group) == text
    assert parse_localized(text, dec) == Decimal("4182.30")
