"""`case check` on blind corpora 49 to 52 (issue 38, item 9; not blind: mended after reading them). Each rule: a
correct case it refused before is accepted, and its near miss (a wrong value, or the hostile case) is still refused
for that fact; then the same rules on small texts, each with a near miss. The figures are in
evals/case_new_blind.md ("The twenty-seventh change: case check")."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from invoice_env.tasks.cases.printed import parse_any_date
from invoice_env.tasks.cases.row_forms import (coded_recap_row, line_discount_cell, quantity_and_article,
                                               quantity_row_below)
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text

from blind_cases import check_case, vat_rates


# (corpus, case, the [invoice] fact as written, a wrong value, the field the refusal names)
RULES = [
    # a line discount '5 %' on an item row beside 'TVA 12 %': 36 x 17,85 less 5 % is the row's amount
    (50, "05-fr-phyto", 'vat_rate = "12"', 'vat_rate = "6"', "vat_rate"),
    # the net printed only as the gross: subtotal plus shipping above 'Taxes  0,00 €', the total right below
    (51, "02-fr-luminaires", 'net_total = "3495.00"', 'net_total = "3410.00"', "net_total"),
    # a date '14 Oct, 2027' (month cut short, a comma)
    (51, "03-en-engraving", "invoice_date = 2027-10-14", "invoice_date = 2027-10-22", "invoice_date"),
    # a till's quantity row alone ('2 Stk x 219,00') up to three rows under its article row
    (51, "04-de-werkzeug", 'quantity = "2"', 'quantity = "3"', "lines.1.quantity"),
    (51, "09-de-pflanzen", 'quantity = "120"', 'quantity = "12"', "lines.1.quantity"),
    (51, "10-fr-quincaillerie", 'quantity = "12"', 'quantity = "14"', "lines.1.quantity"),
    # 'B 12%' first in a till's VAT recap row under 'BTW  Netto  BTW  Totaal'
    (51, "06-nl-brasserie", 'vat_rate = "12"', 'vat_rate = "6"', "vat_rate"),
]


@pytest.mark.parametrize(("corpus", "name"), sorted({(c, n) for c, n, *_ in RULES}))
def test_the_correct_case_is_accepted(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name) is None


@pytest.mark.parametrize(("corpus", "name", "old", "new", "field"), RULES)
def test_a_wrong_value_is_still_refused(tmp_path, corpus, name, old, new, field):
    problem = check_case(tmp_path, corpus, name, old=old, new=new)
    assert problem is not None and field in problem, problem


LEFT_OUT = [
    (51, "12-fr-vetements", "US-9001-BR"),  # '100 u  US-9001-BR' over the description, price and amount
    (51, "04-de-werkzeug", "6100412"),  # 'Art. 6100412' over its row and a till quantity row
    (51, "09-de-pflanzen", "2318"),
]


@pytest.mark.parametrize(("corpus", "name", "row"), LEFT_OUT)
def test_a_line_left_out_is_refused(tmp_path, corpus, name, row):
    problem = check_case(tmp_path, corpus, name + "--line_left_out", kind="hostile")
    assert problem is not None and "[[invoice.lines]]" in problem and row in problem, problem


@pytest.mark.parametrize(("corpus", "name"), [(c, n) for c, n, _ in LEFT_OUT])
def test_the_same_rows_listed_are_accepted(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name) is None


# the same rules on small texts

def _problems(text: str, field: str, **given) -> list[str]:
    values = dict(supplier_vat="NL445004289B02", invoice_number="INV-0071", invoice_date="2027-11-12",
                  net_total=Decimal("100.00"), vat_rate=Decimal(21))
    values.update(given)
    return [p for p in facts_not_in_text(InvoiceFactsSpec(**values), text) if field in p]


def test_a_percentage_is_a_line_discount_where_the_row_adds_up_with_it():
    cells = ["PHY-FON-1", "Fongicide, flacon 1 l 17,85 €", "36", "5 %", "TVA 12 %", "610,47 €"]
    assert line_discount_cell(cells, 3)
    assert not line_discount_cell(cells[:-1] + ["642,60 €"], 3)  # 36 x 17,85 without a discount: no discount
    assert not line_discount_cell(cells, 4)  # 'TVA 12 %' is no bare percentage
    head = "Article  Description  Prix unitaire  Qté  Remise  Taxe  Total\n"
    assert vat_rates(head + "PHY-FON-1  Fongicide, flacon 1 l 17,85 €  36  5 %  TVA 12 %  610,47 €\n") == [12]
    assert vat_rates(head + "PHY-FON-1  Fongicide, flacon 1 l 17,85 €  36  5 %  TVA 12 %  620,47 €\n") == [5, 12]


def test_the_net_as_subtotal_plus_charges_above_a_nil_tax_line_with_the_total_below():
    text = "Sous-total  3 410,00 €\nLivraison  85,00 €\nTaxes  {}\nTotal  {}\n"
    facts = dict(net_total=Decimal("3495.00"), vat_rate=Decimal(0))
    assert _problems(text.format("0,00 €", "3 495,00 €"), "net_total", **facts) == []
    assert _problems(text.format("0,00 €", "3 505,00 €"), "net_total", **facts) != []  # the total is no such sum
    assert _problems(text.format("17,05 €", "3 512,05 €"), "net_total", **facts) != []  # a tax is charged


def test_a_date_with_its_month_cut_short_and_a_comma():
    assert parse_any_date("14 Oct, 2027") == date(2027, 10, 14)
    assert parse_any_date("14 Okt, 2027") == date(2027, 10, 14)
    assert parse_any_date("14 Xyz, 2027") is None
    assert parse_any_date("14 Ju, 2027") is None  # too short to name a month


def test_a_till_quantity_row_up_to_three_rows_under_the_article_where_it_times_the_price_is_the_amount():
    rows = [["Art. 4711830"], ["Bohrhammer SDS-plus 800 W im", "438,00 C"], ["Koffer"], ["2 Stk x 219,00"]]
    assert quantity_row_below(rows, 0) == 3
    assert quantity_row_below([*rows[:3], ["3 Stk x 219,00"]], 0) is None  # 657,00 is printed nowhere
    assert quantity_row_below([rows[0], ["Bohrhammer", "438,00"], ["a"], ["b"], ["2 Stk x 219,00"]], 0) is None
    discounted = [["[QMC-50220] Gants nitrile T9,", "142,56 €"], ["paquet de 12 paires"], ["8 x 19,80 € / Paquet"]]
    assert quantity_row_below([*discounted, ["Avec une remise de 10,00 %"]], 0) == 2
    assert quantity_row_below([*discounted, ["Avec une note de 10,00 %"]], 0) is None


def test_a_till_recap_row_of_a_vat_code_and_its_rate():
    heading = ["BTW", "Netto", "BTW", "Totaal"]
    assert coded_recap_row(heading, ["B 12%", "1.227,50", "147,30", "1.374,80"]) == (
        Decimal(12), Decimal("1227.50"), Decimal("147.30"))
    assert coded_recap_row(heading, ["B 12%", "1.227,50", "147,30", "1.384,80"]) is None  # base + tax is not the total
    assert coded_recap_row(heading, ["B 6%", "1.227,50", "147,30", "1.374,80"]) is None  # 6 % of the base is no tax
    assert coded_recap_row(["Code", "Netto", "BTW", "Totaal"], ["B 12%", "1.227,50", "147,30", "1.374,80"]) is None
    text = "BTW  Netto  BTW  Totaal\nB 12%  1.227,50  147,30  1.374,80\n"
    assert vat_rates(text) == [12]


def test_a_quantity_and_article_row_over_the_description_with_price_and_amount():
    below = ["Broderie logo client poitrine, par 3,20", "320,00"]
    assert quantity_and_article(["100 u", "US-9001-BR"], below) == "US-9001-BR"
    assert quantity_and_article(["10 u", "US-9001-BR"], below) is None  # 10 x 3,20 is not 320,00
    assert quantity_and_article(["100 u", "Broderie"], below) is None  # no article code
