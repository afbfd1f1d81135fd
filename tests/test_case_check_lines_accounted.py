"""Issue 38, corpus 14's hostile 04 (not blind: written after reading it): `case check` must refuse a case whose
`[[invoice.lines]]` do not account for every item row the PDF prints. An invoice that prints its amounts with a
no-break space before the currency sign ('80,00\u00a0€', thousands grouped with a narrow no-break space:
'1\u202f150,00\u00a0€') had no row read as an item row, so a line left out went unnoticed; a unit written with a
slash ('A/R') must not make the row's description an article number either."""

import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from invoice_env.tasks.cases.printed import PrintedText
from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "evals" / "blind_corpus_14"

NB, NNB = "\u00a0", "\u202f"
_TEXT = ("Conseil Dupont SARL\nN° TVA : FR61572840759\nFACTURE N° FA-2027-0001\nDate : 10 septembre 2027\n"
         "Désignation  Qté  Unité  PU HT  Remise  Total HT\n"
         f"Mission de conseil sur site  3  jour  1{NNB}150,00{NB}€  3{NNB}450,00{NB}€\n"
         f"Atelier de restitution  1  forfait  950,00{NB}€  10 %  855,00{NB}€\n"
         f"Frais de déplacement  3  A/R  80,00{NB}€  240,00{NB}€\n"
         f"Total HT  4{NNB}545,00{NB}€\nTVA 20 %  909,00{NB}€\nNet à payer  5{NNB}454,00{NB}€\n")

_LINES = [FactLine(description="Mission de conseil sur site", quantity=Decimal(3)),
          FactLine(description="Atelier de restitution", quantity=Decimal(1)),
          FactLine(description="Frais de déplacement", quantity=Decimal(3))]


def _facts(lines) -> InvoiceFactsSpec:
    return InvoiceFactsSpec(supplier_vat="FR61572840759", invoice_number="FA-2027-0001",
                            invoice_date=date(2027, 9, 10), net_total=Decimal("4545.00"), vat_rate=Decimal(20),
                            lines=lines)


def test_rows_with_a_no_break_space_before_the_currency_sign_are_item_rows():
    rows = PrintedText(_TEXT).item_rows()
    assert [row.texts for row in rows] == [("Mission de conseil sur site",), ("Atelier de restitution",),
                                           ("Frais de déplacement",)]
    assert all(row.article is None for row in rows)


def test_the_case_listing_every_item_row_is_accepted():
    assert facts_not_in_text(_facts(_LINES), _TEXT) == []


@pytest.mark.parametrize("left_out", range(3))
def test_a_case_leaving_out_an_item_row_is_refused_for_its_lines(left_out):
    problems = facts_not_in_text(_facts(_LINES[:left_out] + _LINES[left_out + 1:]), _TEXT)
    assert len(problems) == 1
    assert "[[invoice.lines]]" in problems[0] and "not listed" in problems[0]
    assert f'description = "{_LINES[left_out].description}"' in problems[0]


@pytest.fixture(scope="module")
def measure():
    sys.path.insert(0, str(ROOT / "evals" / "blind_corpus"))
    import measure as module
    return module


def test_corpus_14s_case_04_is_accepted_and_its_line_left_out_refused(measure, tmp_path):
    assert measure.check_one(CORPUS / "cases" / "04-fr-audit", tmp_path / "correct") is None
    problem = measure.check_one(CORPUS / "hostile" / "04-fr-audit--line_left_out", tmp_path / "hostile")
    assert problem is not None and "[[invoice.lines]]" in problem and "Frais de déplacement Lille - Gand" in problem
