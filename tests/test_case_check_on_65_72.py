"""`case check` on blind corpora 65 to 72 (issue 38, item 8; not blind: mended after reading them). Each rule: a
correct case it refused before is accepted (or a hostile case it accepted is refused), and its near miss (a wrong
value, or the hostile case) is still refused for that fact; then the same rules on small texts, each with a near
miss."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from invoice_env.tasks.cases.printed import PrintedText
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import _description_parts, facts_not_in_text

from blind_cases import check_case, vat_rates


# (corpus, case, the [invoice] fact as written, a wrong value, the field the refusal names)
RULES = [
    # 'Sous-total  Remise commerciale 2 %  Net  TVA 21%  Total' over the amounts' row: the rate in a totals heading
    (65, "12-fr-quincaillerie", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    # 'VCA-basis tweedaagse cursus op locatie  8 deelnemer  245,00  10%  0%  1.764,00' under 'Aantal'
    (66, "03-nl-opleiding", 'quantity = "8"', 'quantity = "9"', "quantity"),
    # 'Invoice  Invoice Date  Page' over 'SLS-270004518  05-Oct-2027  1 / 1'
    (68, "01-en-fasteners", "invoice_date = 2027-10-05", "invoice_date = 2027-10-06", "invoice_date"),
    # a bare '21' on each line under 'VAT %', 'Total VAT  199.88' 21 % of 'Total Net  951.80'
    (70, "01-en-sprinkler", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    # 'Rechnungsnummer (BT-1)  R-2027-004417': the business term's id is part of the label
    (72, "01-de-armaturen", 'invoice_number = "R-2027-004417"', 'invoice_number = "R-2027-004418"',
     "invoice_number"),
    (72, "08-en-hosting", 'invoice_number = "MCS-27-11-0309"', 'invoice_number = "MCS-27-11-0308"',
     "invoice_number"),
]
HOSTILE = [(65, "12-fr-quincaillerie--line_left_out"), (65, "12-fr-quincaillerie--wrong_vat_rate"),
           (66, "03-nl-opleiding--wrong_invoice_number"), (66, "03-nl-opleiding--wrong_po"),
           (68, "01-en-fasteners--wrong_invoice_number"), (68, "01-en-fasteners--wrong_net_total"),
           (70, "01-en-sprinkler--wrong_invoice_number"), (70, "01-en-sprinkler--wrong_net_total"),
           (72, "01-de-armaturen--wrong_invoice_number"), (72, "08-en-hosting--wrong_invoice_number"),
           # 'Qty (Unit)' cells '150 (EA)', '8 (ST)': the rows are line items, a line left out is seen
           (72, "02-en-fasteners--line_left_out"), (72, "09-de-antriebe--line_left_out")]


@pytest.mark.parametrize(("corpus", "name"), sorted({(c, n) for c, n, *_ in RULES}
                                                    | {(72, "02-en-fasteners"), (72, "09-de-antriebe")}))
def test_the_correct_case_is_accepted(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name) is None


@pytest.mark.parametrize(("corpus", "name", "old", "new", "field"), RULES)
def test_a_wrong_value_is_still_refused(tmp_path, corpus, name, old, new, field):
    problem = check_case(tmp_path, corpus, name, old=old, new=new)
    assert problem is not None and field in problem, problem


@pytest.mark.parametrize(("corpus", "name"), HOSTILE)
def test_the_hostile_cases_are_refused(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name, kind="hostile") is not None


# the same rules on small texts

ARIBA = ("Line #  Part #  Description  Type  Qty (Unit)  Unit Price  Subtotal\n"
         "1  KW-100  Hex bolt M10 x 40, zinc plated  MATERIAL  2,000 (EA)  0.24  480.00\n"
         "2  KW-200  Anchor stud M16  MATERIAL  150 (EA)  3.85  {amount}\n"
         "Subtotal  1,057.50 EUR\n")


def test_a_quantity_with_its_unit_in_brackets_makes_an_item_row():
    assert [row.article for row in PrintedText(ARIBA.format(amount="577.50")).item_rows()] == ["KW-100", "KW-200"]
    facts = InvoiceFactsSpec(supplier_vat="NL715197861B03", invoice_number="X-1", invoice_date="2027-10-08",
                             net_total="1057.50", vat_rate="0", lines=[{"article_no": "KW-100", "quantity": "2000"}])
    problems = facts_not_in_text(facts, ARIBA.format(amount="577.50"))
    assert any("not listed" in p and "KW-200" in p for p in problems), problems
    # near miss: the row does not add up (150 x 3.85 is not 570.00): no item row is read from it
    assert [row.article for row in PrintedText(ARIBA.format(amount="570.00")).item_rows()] == ["KW-100"]


def test_a_totals_heading_row_names_the_vat_rate_over_its_amounts():
    totals = "Sous-total  Remise commerciale 2 %  Net  TVA 21%  Total\n2.815,14 €  -56,30 €  2.758,84 €  {vat} €  {gross} €\n"
    assert vat_rates(totals.format(vat="579,36", gross="3.338,20")) == [21]
    # near miss: the amount under 'TVA 21%' is not 21 % of another amount of the row: no rate read
    assert vat_rates(totals.format(vat="479,36", gross="3.238,20")) == []


SPRINKLER = ("Code  Description  Qty  Unit  Unit Price  Disc %  Net  VAT %\n"
             "LAB-ENG  Engineer labour - annual inspection  6.5 hr  68.00  442.00  21\n"
             "SPK-K80  Sprinkler head K80 upright  24  ea  11.40  273.60  21\n"
             "Total Net  715.60\nTotal VAT  {vat}\nInvoice Total  {gross}\n")


def test_a_bare_rate_last_under_a_vat_percent_heading_confirmed_by_the_totals():
    assert vat_rates(SPRINKLER.format(vat="150.28", gross="865.88")) == [21]
    # near miss: no printed amount is 21 % of the net total (the VAT line says otherwise): the bare 21 is no rate
    assert vat_rates(SPRINKLER.format(vat="42.94", gross="758.54")) == []


OPLEIDING = ("Omschrijving  Aantal  Prijs  Korting  Btw  Totaal\n"
             "VCA-basis tweedaagse cursus op locatie  8 deelnemer  245,00  10%  0%  1.764,00\n"
             "Gent, 13 en 14 oktober 2027, inclusief\ncursusboek\n")


def test_a_quantity_with_a_long_unit_word_in_the_quantity_column():
    description = "VCA-basis tweedaagse cursus op locatie Gent, 13 en 14 oktober 2027, inclusief cursusboek"
    printed = PrintedText(OPLEIDING)
    assert printed.shows_quantity(1, Decimal(8), _description_parts(description), True)
    # near misses: another quantity; a figure of the wrapped description (13, 14) is no quantity
    assert not printed.shows_quantity(1, Decimal(9), _description_parts(description), True)
    assert not printed.shows_quantity(1, Decimal(13), _description_parts(description), True)


def _facts(**change) -> InvoiceFactsSpec:
    facts = dict(supplier_vat="NL221151060B01", invoice_number="SLS-270004518", invoice_date="2027-10-05",
                 net_total="1378.70", vat_rate="0")
    return InvoiceFactsSpec(**{**facts, **change})


def _date_problems(text: str, given: date) -> list[str]:
    return [p for p in facts_not_in_text(_facts(invoice_date=given), text) if "invoice_date" in p]


def test_a_date_with_dashes_and_an_english_short_month():
    text = ("Invoice  Invoice Date  Page\nThe Netherlands\nSLS-270004518  05-Oct-2027  1 / 1\n"
            "VAT No. NL221151060B01\nTotal excl. VAT  1,378.70\nVAT 0%  0.00\nInvoice Amount EUR  1,378.70\n")
    assert _date_problems(text, date(2027, 10, 5)) == []
    # near miss: another day
    assert _date_problems(text, date(2027, 10, 6))


def test_a_business_term_id_after_a_label_is_part_of_the_label():
    text = ("Rechnungsnummer (BT-1)  R-2027-004417\nRechnungsdatum (BT-2)  05.10.2027\n"
            "Gesamtbetrag ohne USt. (BT-109)  3.208,84\n")
    printed = PrintedText(text)
    assert [f.value for f in printed.labelled("invoice_number")] == ["R-2027-004417"]
    assert [f.value for f in printed.labelled("invoice_date")] == ["05.10.2027"]
    # near miss: a number printed elsewhere is still not the labelled invoice number
    other = text + "Lieferschein  R-2027-004418\n"
    facts = _facts(supplier_vat="DE646248737", invoice_number="R-2027-004418", invoice_date="2027-10-05",
                   net_total="3208.84")
    assert any("invoice_number" in p for p in facts_not_in_text(facts, other))
