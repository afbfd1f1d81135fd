"""Issue 38, item 9: corpus 3's correct case 07 (not blind: fixed after reading it), the last correct blind case
`case check` refused. Its PDF prints the buyer's address and the due date in a column beside the line table, and
the text interleaves that column with the table's rows: a row of it may fall between two rows of a wrapped
description ('Kreissägeblätter HM Ø 300' / 'Rechnungsadresse' / 'mm'), and a cell of it may follow an item row's
amount ('... 37,5 kg  9,80  367,50  Industrieweg 14'). The description is found across the side column's row, and
the item row is still an item row, so a case leaving it out stays refused."""

import sys
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from invoice_env.tasks.cases.printed import PrintedText
from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "evals" / "blind_corpus_3"

_TEXT = ("Werkzeughandel Pichler GmbH  RECHNUNG\nUID ATU64182734\nRechnungs-Nr.\n2026/RE/00512\n"
         "Rechnungsdatum\n8. Jänner 2027\n"
         "Artikel  Bezeichnung  Menge  Preis  Betrag\n"
         "WP-TRENN-125  Trennscheibe 125 x 1,0 mm  400 Stk  1,38  552,00\n"
         "Schärfen Kundenwerkzeug:  14 Stk  18,50  259,00\n"
         "Kreissägeblätter HM Ø 300\n"
         "Rechnungsadresse\n"
         "mm\n"
         "Technibouw Distributie NV\n"
         "WP-ALU-4005  Aluminium-Flachprofil 40 x  37,5 kg  9,80  367,50  Industrieweg 14\n"
         "5 mm, EN AW-6060\n"
         "Summe netto  EUR 1.178,50\nUSt 0 %  EUR 0,00\n")

_SHARPENING = FactLine(description="Schärfen Kundenwerkzeug: Kreissägeblätter HM Ø 300 mm", quantity=Decimal(14))
_LINES = [FactLine(article_no="WP-TRENN-125", quantity=Decimal(400)), _SHARPENING,
          FactLine(article_no="WP-ALU-4005", quantity=Decimal("37.5"))]


def _facts(lines) -> InvoiceFactsSpec:
    return InvoiceFactsSpec(supplier_vat="ATU64182734", invoice_number="2026/RE/00512",
                            invoice_date=date(2027, 1, 8), net_total=Decimal("1178.50"), vat_rate=Decimal(0),
                            lines=lines)


def test_a_wrapped_description_is_found_across_one_row_of_a_side_column():
    printed = PrintedText(_TEXT)
    assert printed.description_rows(_SHARPENING.description) == [(8, 9, 11)]


def test_only_one_row_without_a_figure_is_passed_over():
    two_rows_between = _TEXT.replace("Rechnungsadresse\n", "Rechnungsadresse\nLieferadresse\n")
    figure_between = _TEXT.replace("Rechnungsadresse\n", "Fällig 7. Februar 2027\n")
    assert PrintedText(two_rows_between).description_rows(_SHARPENING.description) == []
    assert PrintedText(figure_between).description_rows(_SHARPENING.description) == []


def test_an_item_row_followed_by_a_side_columns_cell_is_an_item_row():
    rows = {row.index: row for row in PrintedText(_TEXT).item_rows()}
    assert rows[13].article == "WP-ALU-4005"
    assert 6 not in rows and 14 not in rows  # a heading, a wrap: no figures that multiply


def test_the_case_listing_every_line_is_accepted():
    assert facts_not_in_text(_facts(_LINES), _TEXT) == []


@pytest.mark.parametrize("left_out", range(3))
def test_a_case_leaving_out_a_line_is_refused(left_out):
    problems = facts_not_in_text(_facts(_LINES[:left_out] + _LINES[left_out + 1:]), _TEXT)
    assert any("[[invoice.lines]]" in problem and "not listed" in problem for problem in problems)


@pytest.fixture(scope="module")
def measure():
    sys.path.insert(0, str(ROOT / "evals" / "blind_corpus"))
    import measure as module
    return module


def test_corpus_3s_case_07_is_accepted_and_its_hostile_variants_refused(measure, tmp_path):
    assert measure.check_one(CORPUS / "cases" / "07-de-werkzeuge", tmp_path / "correct") is None
    left_out = measure.check_one(CORPUS / "hostile" / "07-de-werkzeuge--line_left_out", tmp_path / "left_out")
    assert left_out is not None and "[[invoice.lines]]" in left_out and "WP-ALU-4005" in left_out
    wrong_rate = measure.check_one(CORPUS / "hostile" / "07-de-werkzeuge--wrong_vat_rate", tmp_path / "rate")
    assert wrong_rate is not None and "vat_rate" in wrong_rate
