"""Issue 38, the twelfth change (corpus 13): the rules it added, each on the rows that called for it."""

from decimal import Decimal

from invoice_env.documents.reader import item_row


def test_a_percentage_before_the_amount_is_the_discount_where_the_row_adds_up_only_less_it():
    row = item_row(0, ["CB-ETQ-100", "Étiquettes thermiques 100 x 150", "60 rlx", "7,40 €", "5 %", "421,80 €", "0 %"])
    assert row is not None and row.article == "CB-ETQ-100"               # 60 x 7,40 less 5 % = 421,80
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "444,00"]) is not None   # a VAT rate: adds up as is
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "421,80"]) is None       # adds up with neither
