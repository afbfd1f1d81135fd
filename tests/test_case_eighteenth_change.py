"""Issue 38, the eighteenth change (corpora 21 and 22): the rules it added, each on the rows that called for it. A
PO number glued behind the customer's capitals is still a PO number; an article word and its code alone in the
description cell are the article; a grid of bare 'Nummer  Datum' labels (or one 'Nummer/Datum' label) prints the
invoice's number and date."""

from decimal import Decimal

from invoice_env.documents.reader import Reading, read_fields, reader_for
from invoice_env.documents.reader.articles import articles_leading_descriptions
from invoice_env.documents.reader.page import Page, candidates
from invoice_env.documents.reader.structure_number_date import number_and_date
from invoice_env.tasks.cases.prefill_checks import _reference_with_po_value, supported_reading
from invoice_env.world.models import InvoiceLine


def _page(text: str) -> Page:
    return Page(text, reader_for(None))


def _line(article: str | None, description: str, quantity: str, price: str, amount: str) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


GRID_ACROSS_ONE_ROW = """Sanitair Groothandel Rupel NV  FACTUUR
Nummer  Datum  Klant
Tel. 015 42 18 60
2704518  06/12/2027  108844
facturatie@sgrupel.be
Vertegenw.  Uw ref.  Leverbon
BTW BE1659.031.283
12 - K. Verbist  BB45771414  LB 2711207
"""


def test_a_value_under_its_label_across_one_interleaved_row_is_a_candidate():
    assert "BB45771414" in candidates(_page(GRID_ACROSS_ONE_ROW), "po_reference")


def test_a_row_of_labels_with_a_figure_has_no_value_across_the_next_row():
    text = GRID_ACROSS_ONE_ROW.replace("Vertegenw.  Uw ref.  Leverbon", "Vertegenw. 12  Uw ref.  Leverbon")
    assert "BB45771414" not in candidates(_page(text), "po_reference")


def test_a_po_number_glued_behind_capitals_is_read_beside_a_po_label():
    assert read_fields(GRID_ACROSS_ONE_ROW).values.get("po_reference") == "45771414"


def test_capitals_glued_to_too_short_a_number_are_no_po():
    text = GRID_ACROSS_ONE_ROW.replace("BB45771414", "BB4577")
    assert read_fields(text).values.get("po_reference") != "4577"


def test_a_reference_label_with_a_po_number_behind_glued_capitals_is_no_no_po():
    assert _reference_with_po_value("Vertegenw.  Uw ref.  BB45771414\n") is not None
    assert _reference_with_po_value("Vertegenw.  Uw ref.  Leverbon\n") is None


def test_an_article_word_and_its_code_alone_are_each_lines_article():
    lines = [_line(None, "Art.-Nr. GR-3030-2", "24", "58.40", "1401.60"),
             _line(None, "Art.-Nr. GL-TR-1200", "6", "389.00", "2334.00")]
    assert [line.article_no for line in articles_leading_descriptions(lines)] == ["GR-3030-2", "GL-TR-1200"]


def test_an_article_word_and_its_code_on_one_line_of_two_stay_as_read():
    lines = [_line(None, "Art.-Nr. GR-3030-2", "24", "58.40", "1401.60"),
             _line(None, "Montage vor Ort", "6", "389.00", "2334.00")]
    assert [line.article_no for line in articles_leading_descriptions(lines)] == [None, None]


def test_a_description_that_is_an_article_word_and_a_code_without_an_article_leaves_the_lines_todo():
    lines = (_line(None, "Art.-Nr. GR-3030-2", "24", "58.40", "1401.60"),
             _line(None, "Montage vor Ort", "6", "389.00", "2334.00"))
    reading = supported_reading(Reading({"lines": lines}, {}, "de", "structure"), "")
    assert "lines" not in reading.values and "article word" in reading.problems["lines"]


def test_a_description_that_only_starts_with_an_article_word_keeps_the_lines():
    lines = (_line(None, "Artikel aus Stahl", "24", "58.40", "1401.60"),
             _line(None, "Montage vor Ort", "6", "389.00", "2334.00"))
    reading = supported_reading(Reading({"lines": lines}, {}, "de", "structure"), "")
    assert "article word" not in reading.problems.get("lines", "")


def test_number_and_date_under_bare_grid_labels_across_an_interleaved_row():
    found = number_and_date(_page(GRID_ACROSS_ONE_ROW))
    assert found is not None and found[0] == "2704518" and found[1].isoformat() == "2027-12-06"


def test_bare_grid_labels_over_a_row_that_is_no_number_and_date_give_none():
    text = GRID_ACROSS_ONE_ROW.replace("2704518  06/12/2027  108844", "Mechelen  zie bijlage  108844")
    assert number_and_date(_page(text)) is None


def test_number_and_date_beside_one_label_naming_both():
    found = number_and_date(_page("Rechnung\nNummer/Datum  90031876 / 13.12.2027\nKundennummer  2000418\n"))
    assert found is not None and found[0] == "90031876" and found[1].isoformat() == "2027-12-13"
    assert number_and_date(_page("Rechnung\nNummer/Datum  siehe Lieferschein\n")) is None


PIECE_GRID = """Quincaillerie Industrielle du Nord SAS
27 rue du Faubourg de Roubaix  FACTURE
59000 Lille
France  Date  N° pièce  Code client  Page
Tél. : 03 20 55 71 08  06/12/2027  FA027731  CTECHNI  1
"""


def test_the_piece_number_of_a_french_invoice_is_its_number():
    assert read_fields(PIECE_GRID).values.get("invoice_number") == "FA027731"


def test_a_piece_number_label_without_a_number_below_reads_none():
    text = PIECE_GRID.replace("FA027731", "voir annexe")
    assert read_fields(text).values.get("invoice_number") != "voir annexe"
