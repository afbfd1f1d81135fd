"""VAT numbers and IBANs of suppliers from every EU country, validated by their real check digits."""

import random

import pytest

from invoice_env.world.identifiers import (
    EU_COUNTRIES,
    VAT_GENERATORS,
    iban,
    iban_problem,
    normalize_vat,
    vat_country,
    vat_problem,
)

VALID_VAT = {  # published example numbers, one per member state, in the spellings people write them
    "AT": "ATU13585627", "BE": "BE0123.456.749", "BG": "BG 175 074 752", "CY": "CY-10259033P", "CZ": "CZ 25123891",
    "DE": "DE 136 695 976", "DK": "DK 13585628", "EE": "EE 100 931 558", "ES": "ES A13 585 625", "FI": "FI 20774740",
    "FR": "FR 40 303 265 045", "GR": "EL 094259216", "HR": "HR 33392005961", "HU": "HU-12892312",
    "IE": "IE 6433435F", "IT": "IT 00743110157", "LT": "LT 119511515", "LU": "LU 15027442", "LV": "LV 4000 3521 600",
    "MT": "MT 1167-9112", "NL": "NL004495445B01", "PL": "PL 8567346215", "PT": "PT 501 964 843",
    "RO": "RO 18 547 290", "SE": "SE 123456789701", "SI": "SI 5022 3054", "SK": "SK 202 274 96 19",
}


def _one_digit_off(text: str) -> str:
    key = normalize_vat(text)
    i = 10 if key.startswith("NL") else max(j for j, ch in enumerate(key) if ch.isdigit())  # NL ends B01..B99
    return key[:i] + str((int(key[i]) + 1) % 10) + key[i + 1:]


def test_every_member_state_has_a_valid_example():
    assert sorted(VALID_VAT) == sorted(EU_COUNTRIES)


@pytest.mark.parametrize("country", EU_COUNTRIES)
def test_a_valid_vat_number_passes_and_one_wrong_digit_fails(country):
    number = VALID_VAT[country]
    assert vat_problem(number, country) is None
    assert vat_country(number) == country
    assert "not a valid" in vat_problem(_one_digit_off(number), country)


def test_a_number_of_another_country_or_no_country_fails():
    assert "is a BE number, but the supplier's country is DE" in vat_problem("BE0123.456.749", "DE")
    assert "a GR VAT number starts with EL" in vat_problem("DE136695976", "GR")
    assert "does not start with an EU country prefix" in vat_problem("hello")
    assert "does not start with an EU country prefix" in vat_problem("GB123456789")


@pytest.mark.parametrize("country", sorted(VAT_GENERATORS))
def test_generated_numbers_and_ibans_pass_their_own_validation(country):
    rng = random.Random(11)
    for _ in range(500):
        assert vat_problem(VAT_GENERATORS[country](rng), country) is None
        assert iban_problem(iban(country, rng), country) is None


@pytest.mark.parametrize("text", ["AT61 1904 3002 3457 3201", "DE89 3704 0044 0532 0130 00", "BE68 5390 0754 7034",
                                  "FR14 2004 1010 0505 0001 3M02 606", "NL91 ABNA 0417 1643 00",
                                  "ES91 2100 0418 4502 0005 1332", "IT60 X054 2811 1010 0000 0123 456"])
def test_ibans_are_checked_by_their_check_digits_length_and_country(text):
    country = text[:2]
    assert iban_problem(text, country) is None
    assert "is not valid" in iban_problem(text[:-1] + str((int(text[-1]) + 1) % 10), country)
    assert "is not valid" in iban_problem(text + "0", country)
    assert f"is a {country} account, but the supplier's country is LU" in iban_problem(text, "LU")


NATIONAL_VAT = {"BE": "stdnum.be.vat", "NL": "stdnum.nl.btw", "DE": "stdnum.de.vat", "FR": "stdnum.fr.tva",
                "LU": "stdnum.lu.tva"}


def test_every_supplier_of_the_world_has_identifiers_that_python_stdnum_accepts():
    """Each country's own module (France's checks the SIREN's Luhn digit, Belgium's IBAN the national
    mod-97 pair and a known bank code), not only the generic IBAN check."""
    import importlib

    from stdnum import iban as generic_iban
    from stdnum.be import iban as be_iban

    from invoice_env.world.build import build_world

    world = build_world()
    for profile in world.profiles:
        s = profile.supplier
        assert importlib.import_module(NATIONAL_VAT[s.country]).is_valid(s.vat_number), s.vat_number
        assert generic_iban.is_valid(s.iban), s.iban
        if s.country == "BE":
            assert be_iban.is_valid(s.iban) and be_iban.to_bic(s.iban), s.iban


@pytest.mark.parametrize("country", sorted(VAT_GENERATORS))
def test_generated_identifiers_pass_the_national_checks_in_bulk(country):
    import importlib

    from stdnum import iban as generic_iban
    from stdnum.be import iban as be_iban

    rng = random.Random(7)
    national = importlib.import_module(NATIONAL_VAT[country])
    for _ in range(500):
        assert national.is_valid(VAT_GENERATORS[country](rng))
        account = iban(country, rng)
        assert generic_iban.is_valid(account) and (country != "BE" or be_iban.is_valid(account)), account
