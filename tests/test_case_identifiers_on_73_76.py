"""The thirty-third change (`case new` on identifiers first printed by corpora 73 to 76): an invoice date printed
month first with a two-digit year where the text's other dates settle that order (prefill_identifiers.py), a till
receipt's stamp of date, time and receipt number (prefill_identifiers.py), a PO in digit groups after a bare
'Référence' label (po_after_label.py), and a purchase named in a sentence that is no buyer's order (po_by_form.py);
case check reads '10/19/27' month first where the text settles it, and 'Dec 02, 2027' (text.py, printed.py). Each
rule: a positive test (it failed before the change) and a near miss that stays as it was."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.printed import date_spellings
from invoice_env.tasks.cases.text import _month_first_dates

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _supported(text: str, values: dict):
    return supported_reading(Reading(values, {}, "en", "structure"), text, PO_NUMBERS)


# --- invoice date: month first, a two-digit year (73's 05) -------------------------------------------------------

US_HEADER = ("NORTHGATE DRIVES NV  INVOICE\n"
             "Invoice #  5520114-00\n"
             "PHONE 03 250 71 40  Invoice Date  {date}\n"
             "Cust #  PO #  Order Date  Ship Date  Terms\n"
             "NGT01  45774407  {ordered}  10/18/27  NET 30 DAYS\n"
             "Subtotal  1,000.00\nVAT 21%  210.00\nInvoice Total  1,210.00\n")


def _us(invoice_date: str, ordered: str = "10/05/27", read=None):
    values = dict(invoice_number="5520114-00", net_total=Decimal("1000.00"), vat_rate=Decimal(21))
    if read is not None:
        values["invoice_date"] = read
    return _supported(US_HEADER.format(date=invoice_date, ordered=ordered), values)


def test_a_month_first_date_with_a_day_over_12_is_read():
    assert _us("10/19/27").values["invoice_date"] == date(2027, 10, 19)


def test_a_date_read_day_first_where_the_other_dates_print_month_first_is_read_month_first():
    assert _us("11/05/27", read=date(2027, 5, 11)).values["invoice_date"] == date(2027, 11, 5)


def test_near_miss_no_date_settles_the_order_leaves_the_date_todo():
    text = US_HEADER.format(date="10/09/27", ordered="10/05/27").replace("10/18/27", "10/08/27")
    read = _supported(text, dict(invoice_number="5520114-00", net_total=Decimal("1000.00"), vat_rate=Decimal(21)))
    assert read.values.get("invoice_date") is None


def test_near_miss_dates_printed_both_ways_leave_the_date_todo():
    text = US_HEADER.format(date="10/19/27", ordered="10/05/27").replace("10/18/27", "18/10/27")
    read = _supported(text, dict(invoice_number="5520114-00", net_total=Decimal("1000.00"), vat_rate=Decimal(21)))
    assert read.values.get("invoice_date") is None


def test_case_check_reads_a_two_digit_year_month_first_where_the_text_settles_it():
    assert date(2027, 10, 19) in _month_first_dates("Invoice Date  10/19/27  Ship Date  10/18/27")
    assert _month_first_dates("Invoice Date  10/09/27  Ship Date  10/08/27") == set()


# --- a till receipt's stamp: date, time and '#' number (76's 05 and 12) -------------------------------------------

RECEIPT = ("Bouwmarkt De Smet BV\nFACTUUR\nKassier: Lies\n"
           "Muurverf mat wit 10 L  €329,70\n6 st x €54,95\n"
           "Subtotaal  €329,70\nBTW 21% (toegevoegd)  €69,24\nTotaal  €398,94\n"
           "Te betalen vóór 20-11-2027\nBedankt voor uw aankoop!\n{stamp}\nWinkel Eeklo\n")


def _receipt(stamp: str):
    return _supported(RECEIPT.format(stamp=stamp), dict(net_total=Decimal("329.70"), vat_rate=Decimal(21),
                                                        due_date=date(2027, 11, 20)))


def test_a_till_stamp_with_a_hash_number_gives_the_number_and_the_date():
    read = _receipt("21-10-2027 15:42  #1-1047")
    assert (read.values["invoice_number"], read.values["invoice_date"]) == ("1-1047", date(2027, 10, 21))


def test_an_english_till_stamp_with_am_pm_gives_the_number_and_the_date():
    read = _receipt("Oct 21, 2027 11:05 AM  #3-2291")
    assert (read.values["invoice_number"], read.values["invoice_date"]) == ("3-2291", date(2027, 10, 21))


def test_near_miss_a_hash_number_without_a_time_stays_todo():
    read = _receipt("21-10-2027  #1-1047")
    assert not read.values.get("invoice_number")


def test_near_miss_a_stamp_after_the_due_date_stays_todo():
    read = _receipt("21-12-2027 15:42  #1-1047")
    assert not read.values.get("invoice_number") and read.values.get("invoice_date") is None


def test_case_check_spells_a_zero_padded_day_before_the_comma():
    assert "Dec 02, 2027" in date_spellings(date(2027, 12, 2))


# --- PO: digit groups after a bare 'Référence' (74's 12) ----------------------------------------------------------

REFERENCE = ("Facture n° F-2027-0211\nDate de facturation :  9 décembre 2027\nCode client :  C0148\n"
             "{label} :  {value}\n"
             "Désignation  Qté  P.U. HT  Total HT\nFormation cariste  8  545,00 €  4 360,00 €\n"
             "Total HT  4 360,00 €\nTVA 21 %  915,60 €\nTotal TTC  5 275,60 €\n")


def _reference(label: str, value: str = "45 774 407"):
    return _supported(REFERENCE.format(label=label, value=value),
                      dict(net_total=Decimal("4360.00"), vat_rate=Decimal(21), po_reference=None))


def test_digit_groups_after_a_bare_reference_are_the_po():
    assert _reference("Référence").values["po_reference"] == "45 774 407"


def test_near_miss_the_suppliers_own_reference_leaves_the_po_todo():
    assert "po_reference" not in _reference("Notre référence").values


def test_near_miss_a_reference_label_with_more_words_leaves_the_po_todo():
    assert "po_reference" not in _reference("Référence chantier").values


# --- PO: a purchase named in a sentence is no buyer's order (75's 12) ---------------------------------------------

MARKETPLACE = ("Factuur\n{sentence}\nFactuurnummer  TVH27.1204\nFactuurdatum  07-12-2027\n"
               "eBay-bestelnummer  05-11902-77413\n"
               "Omschrijving  Aantal  Prijs per stuk  Bedrag excl. btw\nStretchfolie 500 mm  20  € 38,50  € 770,00\n"
               "Totaal excl. btw  € 770,00\nBtw 21%  € 161,70\nTotaal incl. btw  € 931,70\n")


def _marketplace(sentence: str):
    return _supported(MARKETPLACE.format(sentence=sentence),
                      dict(net_total=Decimal("770.00"), vat_rate=Decimal(21), po_reference=None))


def test_a_purchase_in_a_sentence_leaves_only_the_suppliers_order_no_po():
    read = _marketplace("Btw-factuur voor een aankoop via eBay")
    assert "po_reference" in read.values and read.values["po_reference"] is None


def test_near_miss_a_purchase_number_label_leaves_the_po_todo():
    assert "po_reference" not in _marketplace("Uw aankoopnummer  AK-5521").values
