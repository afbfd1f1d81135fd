"""`case check` on blind corpora 41 to 48 (issue 38, item 9; not blind: mended after reading them). Each rule: a
correct case it refused before is accepted, and its near miss (a wrong value, or the hostile case) is still refused
for that fact; then the same rules on small texts, each with a near miss. The figures are in
evals/case_new_blind.md ("The twenty-sixth change")."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from invoice_env.tasks.cases.printed import PrintedText
from invoice_env.tasks.cases.row_forms import priceless_items, tokens_show_quantity
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text

from blind_cases import check_case, vat_rates


# (corpus, case, the [invoice] fact as written, a wrong value, the field the refusal names)
RULES = [
    # a quantity one space after a description that wraps, a unit glued to the price: read word by word
    (41, "08-nl-stellingen", 'quantity = "1"', 'quantity = "2"', "lines.1.quantity"),
    # the net printed only as the VAT recap's base, beside a subtotal of the lines only
    (43, "07-de-hydraulik", 'net_total = "4052.00"', 'net_total = "3988.00"', "net_total"),
    # a quantity column the heading misplaces ('Einzelpreis Rabatt %' one cell): the row read without the heading
    (43, "07-de-hydraulik", 'quantity = "120"', 'quantity = "12"', "lines.2.quantity"),
    # a bare rate under 'Percent' / 'Btw %' on the row above, a side column beside both, the amounts confirming it
    (43, "11-en-workwear", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    (47, "02-nl-kranen", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    # 'Taxes (21%)', the amount 21 % of the subtotal
    (48, "10-en-monitoring", 'vat_rate = "21"', 'vat_rate = "6"', "vat_rate"),
    # a quantity with a hyphenated unit ('480 sensor-month')
    (48, "10-en-monitoring", 'quantity = "480"', 'quantity = "48"', "lines.2.quantity"),
    # the net printed nowhere: the subtotal plus shipping; the subtotal less a coupon
    (45, "01-nl-werkkledij", 'net_total = "5689.55"', 'net_total = "5674.60"', "net_total"),
    (48, "12-de-etiketten", 'net_total = "1497.42"', 'net_total = "1663.80"', "net_total"),
    # a heading wrapped over three rows (Italian courtesy copy): its quantity column misplaced
    (46, "03-en-hydraulics", 'quantity = "8"', 'quantity = "9"', "lines.1.quantity"),
    # a description whose head runs into the unit ('... 4,7 m, mois  2,00'), its rest a row of dates
    (46, "08-fr-chariots", 'quantity = "2"', 'quantity = "4"', "lines.1.quantity"),
]


@pytest.mark.parametrize(("corpus", "name"), sorted({(c, n) for c, n, *_ in RULES}))
def test_the_correct_case_is_accepted(tmp_path, corpus, name):
    assert check_case(tmp_path, corpus, name) is None


@pytest.mark.parametrize(("corpus", "name", "old", "new", "field"), RULES)
def test_a_wrong_value_is_still_refused(tmp_path, corpus, name, old, new, field):
    problem = check_case(tmp_path, corpus, name, old=old, new=new)
    assert problem is not None and field in problem, problem


LEFT_OUT = [
    (43, "09-en-consulting", "Travel and subsistence"),  # a bare VAT rate and the VAT amount after the net
    (43, "12-en-inspection", "Travel costs"),  # a two-word description the reader takes for a unit
    (45, "02-en-elearning", "Onboarding webinar"),  # no unit price: the amounts add up to the subtotal
    (46, "04-fr-ingenierie", "Frais de déplacement"),  # a six-decimal unit price, a 0,00 VAT column
    (46, "09-de-software", "SIL-SUP-H"),  # a VAT code glued to the amount ('1.187,50 RC')
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


def test_taxes_with_a_percentage_is_a_vat_line_where_its_amount_is_that_percentage_of_one_printed():
    assert vat_rates("Subtotal  €5,430.00\nTaxes (21%)  €1,140.30\nTotal  €6,570.30\n") == [21]
    assert vat_rates("Subtotal  €5,430.00\nTaxes (21%)  €1,150.30\nTotal  €6,580.30\n") == []


def test_a_bare_rate_under_a_rate_heading_on_the_row_above_where_the_amounts_confirm_it():
    text = "Maatstaf van heffing  Btw %  Btw-bedrag  Brutobedrag  4.392,24\n4.392,24  21  {}  Maatstaf  4.392,24\n"
    assert vat_rates(text.format("922,37")) == [21]
    assert vat_rates(text.format("932,37")) == []  # 21 % of no amount of the row
    code = "Sales tax code  Percent  Origin  Sales tax amount  Misc. charges  35.00\nBE21  21.00  5,626.45  {}  x  1.00\n"
    assert vat_rates(code.format("1,181.55")) == [21]
    assert vat_rates(code.format("1,181.65")) == []
    assert vat_rates(code.replace("Origin", "Amount").format("1,181.55")) == []  # the heading names no base column


def test_the_net_as_the_recap_base_only_where_base_plus_tax_is_the_printed_gross():
    text = ("Zwischensumme Umsatz  3.988,00\nMwSt.-Code  Prozent  Basis  MwSt.-Betrag  Summe Belastungen  64,00\n"
            "EU-L  0,00  4.052,00  0,00  Mehrwertsteuerbetrag  0,00\nGesamtsumme  {}\n")
    assert _problems(text.format("4.052,00"), "net_total", net_total=Decimal("4052.00"), vat_rate=Decimal(0)) == []
    assert _problems(text.format("4.062,00"), "net_total", net_total=Decimal("4052.00"), vat_rate=Decimal(0)) != []


def test_the_net_as_the_subtotal_plus_shipping_only_where_vat_and_total_agree():
    text = "Subtotaal  € 5.674,60\nVerzending  € 14,95 via bpost\nBTW 21%  € 1.194,81\nTotaal  € {}\n"
    assert _problems(text.format("6.884,36"), "net_total", net_total=Decimal("5689.55")) == []
    assert _problems(text.format("6.884,46"), "net_total", net_total=Decimal("5689.55")) != []


def test_a_coupon_is_a_discount_of_the_totals():
    text = "Zwischensumme  1.663,80 €\n{}  - 166,38 €\nMwSt. (0%)  0,00 €\nGesamt  1.497,42 €\n"
    assert _problems(text.format("Gutschein TREUE10 (10 %)"), "net_total", net_total=Decimal("1497.42"),
                     vat_rate=Decimal(0)) == []
    assert _problems(text.format("Hinweis TREUE10"), "net_total", net_total=Decimal("1497.42"),
                     vat_rate=Decimal(0)) != []


def test_a_row_read_word_by_word_shows_a_quantity_only_where_it_times_a_price_is_the_amount():
    quantity = re.compile(r"1(?:[.,]0+)?")
    assert tokens_show_quantity("  1  forfait 1.480,00  1.480,00", Decimal(1), quantity)
    assert not tokens_show_quantity("  1  forfait 1.480,00  2.960,00", Decimal(1), quantity)
    assert not tokens_show_quantity("  forfait 1.480,00  1  1.480,00", Decimal(1), quantity)  # no price after it


def test_a_misplaced_quantity_column_only_where_it_holds_no_number():
    heading = "Art.  Text  Menge  Einheit  Einzelpreis Rabatt %  Betrag\n"
    printed = PrintedText(heading + "KV-12  Verschraubung GE 12-L, Stahl verzinkt 120  Stk  3,65  12,00  385,44\n")
    assert printed.shows_quantity(1, Decimal(120), re.compile("KV-12"))
    assert not printed.shows_quantity(1, Decimal(12), re.compile("KV-12"))
    aligned = PrintedText(heading + "KV-12  Verschraubung  120  Stk  3,65 12,00  385,44\n")
    assert not aligned.shows_quantity(1, Decimal(12), re.compile("KV-12"))  # the column's number is the quantity


def test_row_forms_are_item_rows_only_where_they_add_up():
    def rows(row: str) -> list[int]:
        return [r.index for r in PrintedText("Code  Description  Qty  Price  VAT  Amount\n" + row).item_rows()]
    assert rows("X  Pump group 2  8,00  186,000000  NR  0,00  1.488,00\n") == [1]
    assert rows("X  Pump group 2  8,00  186,000000  NR  0,00  1.588,00\n") == []
    assert rows("SIL-SUP-H  Support  Std.  12,50  95,00  1.187,50 RC\n") == [1]
    assert rows("SIL-SUP-H  Support  Std.  12,50  95,00  1.187,50 RCX\n") == []
    assert rows("3  Travel and subsistence  1  each  640.00  640.00  21  134.40\n") == [1]
    assert rows("3  Travel and subsistence  1  each  640.00  640.00  21  134.50\n") == []


def test_rows_without_a_unit_price_only_where_their_amounts_add_up_to_the_subtotal():
    cells = [["Product", "Quantity", "Price"], ["Licence A", "14", "€1,666.00"], ["exam voucher"],
             ["Webinar", "1", "€150.00"]]
    heading = lambda row: row == cells[0]  # noqa: E731
    assert [r.index for r in priceless_items(cells, heading, {Decimal("1816.00")})] == [1, 3]
    assert priceless_items(cells, heading, {Decimal("1666.00")}) == []


def test_words_before_the_quantity_are_the_description():
    printed = PrintedText("No.  Description  Quantity  Unit  Unit price  VAT %  Amount\n"
                          "4  Travel costs  1  each  185.00  0  185.00\n")
    assert printed.words_before_quantity(1) == ("Travel costs",)
    assert PrintedText("Travel  185.00\n").words_before_quantity(0) == ()  # no quantity before the price
