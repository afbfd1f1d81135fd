"""`case check` on blind corpora 53 to 56 (issue 38, item 9; not blind: mended after reading them). Each rule: a
correct case it refused before is accepted, and its near miss (a wrong value, or the hostile case) is still refused
for that fact; then the same rules on small texts, each with a near miss. The figures are in
evals/case_new_blind.md ("The twenty-eighth change: case check (corpora 53 to 56)")."""

from __future__ import annotations


import pytest

from invoice_env.tasks.cases.row_forms import line_discount_cell

from blind_cases import check_case, vat_rates


# (corpus, case, the [invoice] fact as written, a wrong value, the field the refusal names)
RULES = [
    # a line discount '10%' under a 'Rabais' heading, not a VAT rate: 2 x 285,00 less 10 % is the row's 513,00
    (53, "02-fr-pesage", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    # a VAT summary under 'TAUX TVA  BASE  TVA': '12  3.683,40  442,01', 12 % of the base is the tax
    (54, "04-fr-phyto", 'vat_rate = "12"', 'vat_rate = "21"', "vat_rate"),
    (54, "04-fr-phyto", 'vat_rate = "12"', 'vat_rate = "6"', "vat_rate"),
]
HOSTILE = [(53, "02-fr-pesage--wrong_vat_rate"), (53, "02-fr-pesage--line_left_out"),
           (54, "04-fr-phyto--wrong_net_total"), (54, "04-fr-phyto--line_left_out")]


@pytest.mark.parametrize(("corpus", "name"), sorted({(c, n) for c, n, *_ in RULES}))
def test_the_correct_case_is_accepted(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name) is None


@pytest.mark.parametrize(("corpus", "name", "old", "new", "field"), RULES)
def test_a_wrong_value_is_still_refused(tmp_path, corpus, name, old, new, field):
    problem = check_case(tmp_path, corpus, name, old=old, new=new)
    assert problem is not None and field in problem, problem


@pytest.mark.parametrize(("corpus", "name"), HOSTILE)
def test_the_hostile_cases_are_still_refused(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name, kind="hostile") is not None


# the same rules on small texts

def test_a_line_discount_beside_a_quantity_cell_that_prints_its_unit():
    cells = ["PH-CEL-2T", "Cellule de charge", "2 pce", "285,00", "10%", "513,00"]
    assert line_discount_cell(cells, 4)
    assert not line_discount_cell(cells[:-1] + ["570,00"], 4)  # 2 x 285,00 without a discount: no discount
    assert not line_discount_cell(["PH-CEL-2T", "Cellule de charge", "2 palettes", "285,00", "10%", "513,00"], 4)


def test_a_line_discount_in_a_column_the_heading_does_not_name_is_no_vat_rate():
    head = "Réf.  Désignation  Quantité  Unité  Prix unit.  Rabais  Montant\n"
    total = "Total HT  1 891,00\nTVA 21,00% sur 1 891,00  397,11\n"
    assert vat_rates(head + "PH-CEL-2T  Cellule de charge  2  pce  285,00  10%  513,00\n" + total) == [21]
    # the row does not add up less 10 %: the percentage stays a rate the PDF prints
    assert vat_rates(head + "PH-CEL-2T  Cellule de charge  2  pce  285,00  10%  570,00\n" + total) == [10, 21]


def test_a_vat_summary_whose_rate_heading_names_the_tax_after_it():
    for heading in ("TAUX TVA  BASE  TVA", "Taux de TVA  Base  Montant TVA", "% TVA  Base  TVA"):
        assert vat_rates(f"{heading}\n12  3.683,40  442,01\n") == [12], heading
    assert vat_rates("TAUX TVA  BASE  TVA\n12  3.683,40  450,00\n") == []  # 12 % of the base is no amount of the row
    assert vat_rates("CODE TVA  BASE  TVA\n12  3.683,40  442,01\n") == []  # no rate heading over the 12
