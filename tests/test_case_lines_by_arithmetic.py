"""`case new` reads a line table by its arithmetic where the reader's lines are TODO
(invoice_env/tasks/cases/lines_by_arithmetic.py): each row's quantity x unit price (less a printed discount) is
its amount to the cent, the amounts reach the net total, one split per row. Positive tests fail before the change;
the near misses stay TODO."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading

TOTALS = "Subtotaal  € {net}\nTotaal excl. btw  € {net}\nBtw 0 %  € 0,00\nTotaal te betalen  € {net}\n"
HEADING = "Art.nr.  Omschrijving  Aantal  Prijs  Kort.  Bedrag\n"


def _read(rows: str, net: str, heading: str = HEADING):
    text = "Factuur\n" + heading + rows + TOTALS.format(net=net) + "Btw verlegd naar de afnemer.\n"
    values = dict(net_total=Decimal(net.replace(".", "").replace(",", ".")), vat_rate=Decimal(0),
                  reverse_charge_stated=True)
    return supported_reading(Reading(values, {"lines": "unreadable table row"}, "nl", "structure"), text)


ROWS = ("SH-BUIS-48-6  Steigerbuis staal verzinkt  60 st  38,90  10 %  2.100,60  6 januari 2027\n"
        "Afleverdatum\n"
        "SH-KOPP-90  Haakse koppeling EN 74-1  240 st  3,15  10 %  680,40\n")


def test_rows_whose_arithmetic_holds_and_reaches_the_net_are_written():
    read = _read(ROWS, "2.781,00")
    lines = read.values["lines"]
    assert [(line.article_no, line.quantity, line.unit_price, line.net_amount) for line in lines] == [
        ("SH-BUIS-48-6", 60, Decimal("38.90"), Decimal("2100.60")), ("SH-KOPP-90", 240, Decimal("3.15"),
                                                                     Decimal("680.40"))]
    assert lines[0].description == "Steigerbuis staal verzinkt" and "lines" not in read.problems


def test_a_position_a_unit_cell_and_a_bare_discount_are_split_off():
    rows = ("1  LK-600500-220  Sichtlagerkasten PP Gr. 4  1.200  ST  1,62  5,00  1.846,80\n"
            "2  LK-600500-230  Sichtlagerkasten PP Gr. 5  100  ST  2,00  200,00\n")
    heading = "Pos.  Artikel  Bezeichnung  Menge  ME  Preis  Rabatt %  Betrag\n"
    lines = _read(rows, "2.046,80", heading).values["lines"]
    assert [(line.article_no, line.quantity) for line in lines] == [("LK-600500-220", 1200), ("LK-600500-230", 100)]


def test_a_code_every_row_starts_with_is_the_article_under_a_heading_naming_the_item_number():
    rows = ("1  SV-TECH-H  Technician hours  21.00  h  92.00  1,932.00\n"
            "2  SV-TRAV-KM  Travel, per km  1,960.00  km  0.62  1,215.20\n")
    heading = "Pos.  Item number  Description  Quantity  Unit  Price  Amount\n"
    text = "Invoice\n" + heading + rows + "Net amount  3,147.20\nVAT 0 %  0.00\nTotal amount EUR  3,147.20\n"
    values = dict(net_total=Decimal("3147.20"), vat_rate=Decimal(0), reverse_charge_stated=True)
    lines = supported_reading(Reading(values, {"lines": "swapped"}, "en", "structure"), text).values["lines"]
    assert [(line.article_no, line.quantity, line.unit_price) for line in lines] == [
        ("SV-TECH-H", 21, Decimal("92.00")), ("SV-TRAV-KM", 1960, Decimal("0.62"))]


def test_a_row_whose_product_misses_its_amount_by_a_cent_leaves_the_lines_todo():
    read = _read(ROWS.replace("680,40", "680,41"), "2.781,01")
    assert "lines" not in read.values and read.problems["lines"] == "unreadable table row"


def test_a_sum_that_misses_the_net_leaves_the_lines_todo():
    read = _read(ROWS, "2.791,00")  # a row of 10,00 not printed as an item row
    assert "lines" not in read.values


def test_a_row_that_adds_up_in_two_ways_leaves_the_lines_todo():
    # 2 x 3,00 = 6,00 (a code column '18,00' after it), or 3,00 x 6,00 = 18,00 with '2' part of the text
    read = _read("AB-300  Bolt  2  3,00  6,00  18,00\n", "6,00")
    assert "lines" not in read.values and read.problems["lines"] == "unreadable table row"
    one_way = _read("AB-300  Bolt  2  3,00  6,00  21\n", "6,00")  # a VAT code after the amount: one split
    assert [(line.quantity, line.net_amount) for line in one_way.values["lines"]] == [(2, Decimal("6.00"))]


def test_a_line_without_an_article_and_a_row_of_text_below_it_is_left_todo():
    rows = "Montage installatie  8  uur  65,00  520,00\nVensterbanken eerste verdieping\n"
    heading = "Omschrijving  Aantal  Eenheid  Prijs  Bedrag\n"
    assert "lines" not in _read(rows, "520,00", heading).values
    assert _read(rows.split("\n")[0] + "\n", "520,00", heading).values["lines"][0].description == "Montage installatie"
