"""The thirtieth change (`case new` on forms first printed by corpora 61 to 64): a column of people read as the
article (prefill_checks.py), an order word in a sentence that names no order number (po_by_form.py), and a German-
speaking Belgian supplier's reverse-charge statement (prefill_checks.py, printed.py's wording). Each rule: a positive
test (it failed before the change) and a near miss that stays as it was."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.models import InvoiceLine

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _line(article, description, quantity, price, amount) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def _supported(text: str, values: dict):
    return supported_reading(Reading(values, {}, "en", "structure"), text, PO_NUMBERS)


# --- lines: a column of people is no article column (64's 10, Kantata) ------------------------------------------

TEAM = ("Team member  Role  Notes  Hours  Rate  Amount\n"
        "{a}  Senior manager  Vendor selection and scoring  18  €165.00  €2,970.00\n"
        "{b}  Consultant  Vendor demonstrations  31.5  €120.00  €3,780.00\n"
        "Total excl. VAT  €6,750.00\nVAT 21%  €1,417.50\nTotal due  €8,167.50\n")


def _team(a: str, b: str):
    lines = (_line(a, "", "18", "165.00", "2970.00"), _line(b, "", "31.5", "120.00", "3780.00"))
    return _supported(TEAM.format(a=a, b=b), dict(net_total=Decimal("6750.00"), vat_rate=Decimal(21),
                                                  reverse_charge_stated=False, po_reference=None, lines=lines))


def test_initials_and_a_surname_read_as_every_article_leave_the_lines_todo():
    read = _team("E. Claes", "T. Maes")
    assert "lines" not in read.values or all(line.article_no is None for line in read.values["lines"])
    assert "E. Claes" not in str(read.values.get("lines"))


def test_near_miss_codes_in_the_article_column_stay():
    read = _team("VS-100", "VD-200")
    assert [line.article_no for line in read.values["lines"]] == ["VS-100", "VD-200"]


# --- PO: an order word in a sentence names no order (63's 02, 64's 06) -------------------------------------------

SUBJECT = ("Objet : Vêtements de travail - {subject}\n"
           "Désignation  Qté  P.U. HT  Total HT\n"
           "Parka de travail haute visibilité  40  58,50 €  2 340,00 €\n"
           "Total HT  2 340,00 €\nTVA 21 %  491,40 €\nTotal TTC  2 831,40 €\n")


def _po(subject: str):
    return _supported(SUBJECT.format(subject=subject),
                      dict(net_total=Decimal("2340.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                           po_reference=None))


def test_an_order_word_in_a_sentence_without_a_number_keeps_no_po():
    read = _po("commande de novembre")
    assert "po_reference" in read.values and read.values["po_reference"] is None


def test_near_miss_an_order_word_with_a_number_leaves_the_po_todo():
    read = _po("commande n° 5521 de novembre")
    assert "po_reference" not in read.values


def test_near_miss_an_order_number_label_above_its_value_leaves_the_po_todo():
    read = _po("Order number")
    assert "po_reference" not in read.values


# --- reverse charge: 'Verlagerung der Steuerschuld' (62's 01) ----------------------------------------------------

ELEKTRO = ("Pos.  Menge  ME  Bezeichnung  EP €  GP €\n"
           "01.01  42,00  Stk  LED-Hallenstrahler montieren  18,50  777,00\n"
           "Nettobetrag  777,00 €\nMwSt. {rate} %  {vat} €\nRechnungsbetrag  {gross} €\n"
           "Verlagerung der Steuerschuld auf den Vertragspartner (Art. 20 KE Nr. 1 zum MwStGB): die Mehrwertsteuer "
           "ist vom Kunden\ngeschuldet.\n")


def _rc(rate: str, vat: str, gross: str):
    return _supported(ELEKTRO.format(rate=rate, vat=vat, gross=gross),
                      dict(net_total=Decimal("777.00"), vat_rate=Decimal(rate), reverse_charge_stated=False,
                           po_reference=None))


def test_verlagerung_der_steuerschuld_at_0_percent_is_reverse_charge():
    assert _rc("0", "0,00", "777,00").values.get("reverse_charge_stated") is True


def test_near_miss_the_statement_beside_a_charged_rate_is_not_pre_filled_true():
    assert _rc("21", "163,17", "940,17").values.get("reverse_charge_stated") is not True
