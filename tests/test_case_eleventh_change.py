"""Issue 38, the eleventh change (corpus 12): the rules it added, each on the rows that called for it."""

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import read_fields
from invoice_env.documents.reader.rows_by_kinds import _code_under_position, row_by_kinds
from invoice_env.documents.reader.shared import NumberFormat
from invoice_env.tasks.cases.text import _short_dash_dates

NAVISION_HEADING = ["Nr.", "Beschreibung", "Menge", "Einheit", "VK-Preis", "Zeilen-", "MwSt. %", "Betrag"]


def test_an_article_code_under_a_position_heading_is_the_article():
    assert _code_under_position("PR-TR-2700") and _code_under_position("PR-LS-SET")
    assert not _code_under_position("1") and not _code_under_position("10") and not _code_under_position("1.1")
    roles = ["position", "description", "quantity", "unit", "unit_price", None, "vat_rate", "amount"]
    cells = ["PR-TR-2700", "Traverse 2700 mm, Tragkraft 2.000 kg je Paar", "64", "STK", "38,60", "4,00", "0",
             "2.371,58"]
    line = row_by_kinds(cells, NumberFormat("38,60  2.371,58"), roles)
    assert line is not None and line.article_no == "PR-TR-2700" and line.quantity == Decimal("64")
    numbered = row_by_kinds(["3", "Traverse 2700 mm", "64", "STK", "38,60", "4,00", "0", "2.371,58"],
                            NumberFormat("38,60  2.371,58"), roles)
    assert numbered is not None and numbered.article_no is None   # a position number stays a position


def test_a_day_first_date_with_dashes_and_a_two_digit_year():
    assert date(2027, 8, 3) in _short_dash_dates("Boekingsdatum  03-08-27\nVervaldatum  02-09-27")
    assert _short_dash_dates("Date  08-03-27\nDue  08-15-27") == set()          # read month first: not taken
    assert _short_dash_dates("Ref. AB-03-08-27\nTel. 015-28-47-90") == set()    # part of a longer token


def test_the_posting_date_is_the_invoice_date_only_where_no_invoice_date_label_is_printed():
    navision = "Rechnungsnr.  VR27-10377\nBuchungsdatum  12.08.27\nFälligkeitsdatum  11.09.27\n"
    assert read_fields(navision).values.get("invoice_date") == date(2027, 8, 12)
    both = "Rechnungsnr.  VR27-10377\nBuchungsdatum  12.08.27\nRechnungsdatum  10.08.27\n"
    assert read_fields(both).values.get("invoice_date") == date(2027, 8, 10)


def test_article_codes_glued_to_descriptions_under_a_heading_naming_both():
    from invoice_env.documents.reader.articles import articles_leading_descriptions
    from invoice_env.documents.reader.structure_table import _article_and_description
    from invoice_env.world.models import InvoiceLine
    assert _article_and_description("Article / Désignation") and _article_and_description("Artikel / Bezeichnung")
    assert not _article_and_description("Beschreibung") and not _article_and_description("Menge / Einheit")
    lines = [InvoiceLine(article_no=None, description=d, quantity=Decimal(q), unit_price=Decimal("1.00"),
                         net_amount=Decimal(q)) for d, q in (("LT-RL-58 Réglette étanche LED 1500 mm", "40"),
                                                             ("MU-8-8 Sechskantmutter ISO 4032 M8", "20"))]
    read = articles_leading_descriptions(lines, one_column=True)
    assert [line.article_no for line in read] == ["LT-RL-58", "MU-8-8"]
    # without the heading, codes of no one series are read only where each has three groups (the thirteenth change)
    assert [line.article_no for line in articles_leading_descriptions(lines)] == ["LT-RL-58", "MU-8-8"]
    mixed = [lines[0], lines[1].model_copy(update={"description": "MU8-8 Sechskantmutter ISO 4032 M8"})]
    assert [line.article_no for line in articles_leading_descriptions(mixed, one_column=True)] == ["LT-RL-58", "MU8-8"]
    assert [line.article_no for line in articles_leading_descriptions(mixed)] == [None, None]
