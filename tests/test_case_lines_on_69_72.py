"""The thirty-second change (`case new` on line tables first printed by corpora 69 to 72, line_columns.py): a column
of people before the description column is no part of the description (lines_by_arithmetic.py), and an ISBN ending
a book's description is its article number (prefill_checks.py). Each rule: a positive test (it failed before the
change) and a near miss that stays as it was or is left a TODO."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.models import InvoiceLine

PO_NUMBERS = ["45776221", "45776570"]


def _line(article, description, quantity, price, amount) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def _supported(text: str, values: dict):
    return supported_reading(Reading(values, {}, "en", "structure"), text, PO_NUMBERS)


# --- lines: a column of people before the description (69's 04 and 11) -------------------------------------------

STAFF = ("Professional Services\n"
         "{column}  Description  Hours  Rate  Amount\n"
         "Senior engineer  {first}  24.5  135.00  3,307.50\n"
         "Engineer  Shop drawings and connection details  31.25  98.00  3,062.50\n"
         "Total hours  55.75\n"
         "Services  6,370.00\n"
         "Total before VAT  6,370.00\nVAT 21%  1,337.70\nInvoice Total (EUR)  7,707.70\n")


def _staff(column: str, first: str = "Structural calculations of the mezzanine floor"):
    return _supported(STAFF.format(column=column, first=first),
                      dict(net_total=Decimal("6370.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                           po_reference=None))


def test_a_staff_column_is_left_out_of_the_descriptions():
    read = _staff("Staff")
    assert [line.description for line in read.values["lines"]] == [
        "Structural calculations of the mezzanine floor", "Shop drawings and connection details"]
    assert [line.quantity for line in read.values["lines"]] == [Decimal("24.5"), Decimal("31.25")]


def test_an_intervenant_column_is_left_out_of_the_descriptions():
    text = ("Intervenant  Description  Heures  Taux  Montant\n"
            "Chef de projet  Étude de charge des rayonnages  16  125,00  2 000,00\n"
            "Ingénieur d'études  Modélisation et note de calcul  38,5  92,00  3 542,00\n"
            "Total HT  5 542,00\nTVA 21 %  1 163,82\nTotal TTC  6 705,82\n")
    read = _supported(text, dict(net_total=Decimal("5542.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 po_reference=None))
    assert [line.description for line in read.values["lines"]] == [
        "Étude de charge des rayonnages", "Modélisation et note de calcul"]


def test_near_miss_a_column_of_no_people_stays_in_the_description():
    read = _staff("Phase")
    assert read.values["lines"][0].description == "Senior engineer Structural calculations of the mezzanine floor"


def test_near_miss_a_person_and_a_description_in_one_cell_leave_the_lines_todo():
    text = STAFF.format(column="Staff", first="Structural calculations").replace("Senior engineer  Structural",
                                                                                  "Senior engineer Structural")
    read = _supported(text, dict(net_total=Decimal("6370.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 po_reference=None))
    assert "lines" not in read.values


# --- lines: an ISBN printed after a book's title is its article (72's 11) ----------------------------------------

BOOKS = ("Aantal  Omschrijving  Prijs per stuk  Bedrag\n"
         "12 ex.  Tabellenboek Metaal, 46e druk  € 42,50  € 510,00\n"
         "{first}\n"
         "6 ex.  Elektrotechniek voor installateurs  € 36,75  € 220,50\n"
         "{second}\n"
         "Totaal excl. btw  € 730,50\nBtw 6%  € 43,83\nTotaal incl. btw  € 774,33\n")


def _books(first: str, second: str):
    lines = (_line(None, f"Tabellenboek Metaal, 46e druk {first}", "12", "42.50", "510.00"),
             _line(None, f"Elektrotechniek voor installateurs {second}", "6", "36.75", "220.50"))
    return _supported(BOOKS.format(first=first, second=second),
                      dict(net_total=Decimal("730.50"), vat_rate=Decimal(6), reverse_charge_stated=False,
                           po_reference=None, lines=lines))


def test_an_isbn_after_the_title_is_the_article():
    read = _books("ISBN 978-90-6228-915-3", "ISBN 978-90-6228-774-6")
    assert [(line.article_no, line.description) for line in read.values["lines"]] == [
        ("978-90-6228-915-3", "Tabellenboek Metaal, 46e druk"), ("978-90-6228-774-6", "Elektrotechniek voor installateurs")]


def test_near_miss_a_number_of_no_isbn_shape_stays_in_the_description():
    read = _books("ISBN 2027-11", "ISBN 2027-12")
    assert all(line.article_no is None for line in read.values.get("lines", ()))
    assert "978" not in str(read.values.get("lines"))


# --- lines: a quantity in the heading's first column (71's 05 and 10) ---------------------------------------------

LEADING = ("{first}  Artikelnr.  Beschreibung  Preis  Rab.%  Gesamt  St.\n"
           "150  HS-1SN-10  Hydraulikschlauch 1SN DN10, Meterware  6,85  5,00  976,13  EU0\n"
           "16  KH-G12-315  Kugelhahn G1/2\" 315 bar, mit Handhebel  48,90  782,40  EU0\n"
           "Zwischensumme  1.758,53\nMwSt. 19%  334,12\nGesamtbetrag  2.092,65\n")


def _leading(first: str):
    return _supported(LEADING.format(first=first), dict(net_total=Decimal("1758.53"), vat_rate=Decimal(19),
                                                        reverse_charge_stated=False, po_reference=None))


def test_a_quantity_in_the_first_column_is_read_with_its_discount():
    read = _leading("Menge")
    assert [(line.article_no, line.quantity, line.net_amount) for line in read.values["lines"]] == [
        ("HS-1SN-10", Decimal(150), Decimal("976.13")), ("KH-G12-315", Decimal(16), Decimal("782.40"))]


def test_a_shipped_quantity_in_the_first_column_is_read():
    read = _leading("Ship")
    assert [line.quantity for line in read.values["lines"]] == [Decimal(150), Decimal(16)]


def test_near_miss_a_first_column_of_no_quantity_leaves_the_lines_todo():
    read = _leading("Pos.")
    assert "lines" not in read.values


# --- lines: 'Type' column, '4 (ST)', a discount at its rate under the subtotal (72's 09) ---------------------------

KINDS = ("Pos.  Teilenummer  Beschreibung  {kind}  Menge (Einheit)  Stückpreis  Zwischensumme\n"
         "1  HA-GM075-4P-20  Getriebemotor 0,75 kW, 4-polig  MATERIAL  4 (ST)  612,00  2.448,00\n"
         "2  HA-KK-28  Elastische Klauenkupplung, Bohrung 28 mm  MATERIAL  8 (ST)  46,50  372,00\n"
         "Zusammenfassung\nZwischensumme  2.820,00 EUR\n{discount}  -84,60 EUR\nSteuer gesamt (19%)  519,73 EUR\n"
         "Bruttobetrag gesamt  3.255,13 EUR\n")


def _kinds(kind: str = "Typ", discount: str = "Rabatt 3 %"):
    return _supported(KINDS.format(kind=kind, discount=discount),
                      dict(net_total=Decimal("2735.40"), vat_rate=Decimal(19), reverse_charge_stated=False,
                           po_reference=None))


def test_a_kind_column_a_unit_in_parentheses_and_a_discount_under_the_subtotal():
    read = _kinds()
    assert [(line.article_no, line.description, line.quantity) for line in read.values["lines"]] == [
        ("HA-GM075-4P-20", "Getriebemotor 0,75 kW, 4-polig", Decimal(4)),
        ("HA-KK-28", "Elastische Klauenkupplung, Bohrung 28 mm", Decimal(8))]


def test_near_miss_a_discount_not_at_its_printed_rate_leaves_the_lines_todo():
    read = _kinds(discount="Rabatt 5 %")
    assert "lines" not in read.values


def test_near_miss_no_kind_heading_keeps_the_word_in_the_description():
    read = _kinds(kind="Hinweis")
    assert all(line.description.endswith("MATERIAL") for line in read.values["lines"])
