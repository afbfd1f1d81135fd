"""The thirty-first change, lines part (`case new` on line tables first printed by corpora 65 to 68,
lines_by_arithmetic.py): a quantity grouped with an apostrophe ("1'840"), a VAT column between the unit price and the
amount ('Nettoprijs  Btw %  Bedrag') with a UN/ECE unit code ('C62') and an 'Artikel-ID' column, and a quantity
printed before the description with the article labelled on a row under the line ('Art.nr. KR-6040-32B'). Each rule:
a positive test (it failed before the change) and a near miss that stays a TODO."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading


def _lines(text: str, net: str, rate: int):
    """The lines `case new` pre-fills from a text whose line table the reader did not read: [(article, quantity)],
    or None (a TODO)."""
    values = dict(net_total=Decimal(net), vat_rate=Decimal(rate), reverse_charge_stated=False, po_reference=None)
    read = supported_reading(Reading(values, {"lines": "unreadable table row"}, "nl", "structure"), text)
    lines = read.values.get("lines")
    return None if lines is None else [(line.article_no, line.quantity) for line in lines]


# --- a quantity of thousands grouped with an apostrophe (67's 11) ----------------------------------------------

APOSTROPHE = ("Pos  Artikel-Nr.  Bezeichnung  Menge  ME  Einzelpreis  Gesamt EUR\n"
              "1  SRV-KM  Kilometergeld  {km}  km  0.48  883.20\n"
              "2  SRV-TECH  Technikerstunden Wartung  15.5  Std  96.00  1'488.00\n"
              "Nettobetrag  2'371.20\n20 % USt  474.24\nEndbetrag EUR  2'845.44\n")


def test_a_quantity_grouped_with_an_apostrophe_is_read():
    assert _lines(APOSTROPHE.format(km="1'840"), "2371.20", 20) == [("SRV-KM", Decimal(1840)),
                                                                    ("SRV-TECH", Decimal("15.5"))]


def test_near_miss_an_apostrophe_not_between_groups_of_three_stays_todo():
    assert _lines(APOSTROPHE.format(km="18'40"), "2371.20", 20) is None


# --- a VAT column between the unit price and the amount, a UN/ECE unit, an 'Artikel-ID' column (66's 05, 12) ----

VAT_COLUMN = ("Nr.  Artikel-ID  Omschrijving  Hoeveelheid  Eenheid  Nettoprijs  {vat}Bedrag\n"
              "1  978-90-7721-418-3  Handboek elektrische installaties  6  C62  89,00  6  534,00\n"
              "2  978-90-7721-402-2  Praktijkgids brandveiligheid  4  C62  64,50  6  258,00\n"
              "Totaal excl. btw  792,00 EUR\nBtw 6 %  47,52 EUR\nTotaal incl. btw  839,52 EUR\n")


def test_a_rate_under_the_vat_column_before_the_amount_is_no_discount():
    assert _lines(VAT_COLUMN.format(vat="Btw %  "), "792.00", 6) == [("978-90-7721-418-3", Decimal(6)),
                                                                    ("978-90-7721-402-2", Decimal(4))]


def test_near_miss_a_number_between_price_and_amount_under_no_vat_column_stays_todo():
    assert _lines(VAT_COLUMN.format(vat=""), "792.00", 6) is None


# --- the quantity before the description, the article labelled on a row under the line (68's 06) ---------------

LABELLED = ("Pos.  Aantal  Eenh.  Omschrijving  Prijs/eenh.  Bedrag EUR\n"
            "001  250  st  Stapelkrat 600 x 400 mm, blauw, met  8,45  2.112,50\n"
            "handgrepen\n"
            "Art.nr. KR-6040-32B\n"
            "002  20  st  Kunststof pallet 1200 x 800 mm  58,00  1.160,00\n"
            "{second}"
            "Nettowaarde  3.272,50\nBtw 6 %  196,35\nEindbedrag EUR  3.468,85\n")


def test_a_quantity_first_and_an_article_labelled_under_the_line_are_read():
    assert _lines(LABELLED.format(second="Art.nr. PAL-1280-HD\n"), "3272.50", 6) == [
        ("KR-6040-32B", Decimal(250)), ("PAL-1280-HD", Decimal(20))]


def test_near_miss_one_line_with_no_labelled_article_stays_todo():
    assert _lines(LABELLED.format(second=""), "3272.50", 6) is None


def test_near_miss_a_row_between_the_label_and_the_next_line_stays_todo():
    text = LABELLED.format(second="Art.nr. PAL-1280-HD\n").replace(
        "Art.nr. KR-6040-32B\n", "Art.nr. KR-6040-32B\nLevering in twee delen\n")
    assert _lines(text, "3272.50", 6) is None
