"""Issue 38, the tenth change (corpus 11): the rules it added, each on the rows that called for it."""

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import read_fields
from invoice_env.documents.reader.item_rows import item_row, quantity_glued_after
from invoice_env.documents.reader.structure_number import _of_another_label
from invoice_env.tasks.cases.printed import _words_pattern
from invoice_env.tasks.cases.text import _month_first_dates

HOLDED = """Forum Logistique Grande Région S.à r.l.
FACTURE
4, rue Léon Laval
F270042
L-3372 Leudelange
Date  08/07/2027
N° TVA LU49068023
Échéance  22/07/2027
"""


def test_a_number_that_carries_another_labels_word_is_no_invoice_number():
    assert _of_another_label("TVA LU49068023") and _of_another_label("IBAN LU53 2056")
    assert not _of_another_label("F270042") and not _of_another_label("2027/INV/0318")
    number = read_fields(HOLDED).values.get("invoice_number") or ""
    assert "LU49068023" not in number


def test_us_dates_only_where_the_texts_slash_dates_settle_month_first():
    assert date(2027, 7, 15) in _month_first_dates("Date  7/15/2027\nDue Date  8/14/2027")
    assert date(2027, 7, 10) in _month_first_dates("Date  7/10/2027\nDue Date  8/14/2027")
    assert _month_first_dates("Date  7/10/2027\nDue Date  8/9/2027") == set()          # not settled
    assert _month_first_dates("Datum  15/07/2027\nVervaldag  8/14/2027") == set()     # both orders: not settled


def test_a_row_with_its_vat_rate_and_amount_with_vat_after_its_net_amount_is_an_item():
    assert item_row(0, ["Forklift operator training (counterbalance", "€1,680.00", "2", "€3,360.00", "21 %",
                        "€4,065.60"]) is not None
    assert item_row(0, ["Refresher course for experienced", "€540.00", "3", "10 %", "€1,458.00", "21 %",
                        "€1,764.18"]) is not None
    assert item_row(0, ["Refresher course for experienced", "€540.00", "3", "10 %", "€1,458.00", "21 %",
                        "€1,800.00"]) is None   # the amount with VAT is not the net's


def test_a_quantity_glued_after_a_wrapped_description_with_its_unit():
    found = quantity_glued_after(0, ["3", "Art. 6105 – Schutzhandschuh Nitril-beschichtet, Gr. 25 Pack", "27,40 €",
                                     "685,00 €"])
    assert found is not None and Decimal(found[1]) == 25


def test_a_wrap_ends_before_the_next_columns_currency_sign():
    row = "6  Ficus lyrata, hoogte 160 cm, in keramiek pot antraciet Ø 40 € 118,00  6%  € 708,00"
    assert _words_pattern(["Ø", "40"], ending=True).search(row)
    assert not _words_pattern(["keramiek"], ending=True).search(row)
