"""The thirty-second change (`case new`'s invoice number and date on forms first printed by corpora 69 and 72): an EN
16931 business term's id after a label is part of the label (identifiers_as_labelled.py, and printed.py's label_of
for `case check`), a postal code beside a grid's label of the number is no number where a payment advice prints the
number whole, and a date after 'Issued' in a row beside the addresses. Each rule: a positive test (it failed before
the change) and a near miss that stays as it was."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.printed import PrintedText

PO_NUMBERS = ["45774407", "45774556", "45771234"]

TOTALS = ("Item  Quantity  Unit price  Amount\n"
          "Ball valve DN 50  10  148.50  1,485.00\n"
          "Net total  1,485.00\nVAT 0%  0.00\nTotal  1,485.00\n")


def _supported(text: str, **values):
    values = dict(net_total=Decimal("1485.00"), vat_rate=Decimal(0), reverse_charge_stated=False, po_reference=None,
                  **values)
    return supported_reading(Reading(values, {}, "en", "structure"), text, PO_NUMBERS)


# --- a business term's id after a label is the label's (72's 01 and 08, an EN 16931 visualisation) --------------

TERMS = ("Invoice details\n"
         "Invoice number (BT-1)  {number}\n"
         "Invoice issue date (BT-2)  {date}\n"
         "Buyer reference (BT-10)  TB-IT-GENT\n" + TOTALS)


def test_a_business_term_id_read_as_the_number_gives_the_value_after_the_label():
    read = _supported(TERMS.format(number="MCS-27-11-0309", date="08.11.2027"), invoice_number="(BT-1)")
    assert read.values["invoice_number"] == "MCS-27-11-0309"


def test_the_date_after_the_issue_date_term_is_the_invoice_date():
    read = _supported(TERMS.format(number="MCS-27-11-0309", date="08.11.2027"), invoice_number="(BT-1)")
    assert read.values["invoice_date"] == date(2027, 11, 8)


def test_near_miss_no_number_after_the_term_leaves_a_todo_not_the_id():
    read = _supported(TERMS.format(number="see attachment", date="08.11.2027"), invoice_number="(BT-1)")
    assert not read.values.get("invoice_number")


def test_near_miss_another_term_is_not_the_invoice_number():
    text = "Buyer reference (BT-10)  TB-2027-77\nContract reference (BT-12)  C-118\n" + TOTALS
    read = _supported(text, invoice_number="(BT-10)")
    assert not read.values.get("invoice_number")


def test_case_check_reads_the_value_after_a_label_with_its_term_id():
    printed = PrintedText("Rechnungsnummer (BT-1)  R-2027-004417\nRechnungsdatum (BT-2)  05.10.2027\n")
    assert [f.value for f in printed.labelled("invoice_number")] == ["R-2027-004417"]


def test_near_miss_case_check_still_reads_a_value_in_the_label_cell():
    printed = PrintedText("Rechnungsnummer: R-2027-004417\n")
    assert [f.value for f in printed.labelled("invoice_number")] == ["R-2027-004417"]


# --- a postal code beside a grid's label of the number (69's 02 and 09, Xero's layout) ---------------------------

GRID = ("Invoice Date  Liffey Process Engineering Ltd\n"
        "TAX INVOICE  11 Oct 2027  Unit 4, Grand Canal Quay\n"
        "Invoice Number  D02 KX60 Dublin 2\n"
        "Technibouw Distributie NV  {number}  Ireland\n" + TOTALS +
        "PAYMENT ADVICE\n"
        "Invoice Number  {advice}\n"
        "Amount Due  EUR 1,485.00\n")


def test_a_postal_code_read_as_the_number_gives_the_number_the_payment_advice_prints():
    read = _supported(GRID.format(number="INV-0871", advice="INV-0871"), invoice_number="D02 KX60")
    assert read.values["invoice_number"] == "INV-0871"


def test_near_miss_the_number_printed_whole_beside_its_label_stays():
    text = "Invoice Number  1184\nTAX INVOICE\n" + TOTALS + "PAYMENT ADVICE\nInvoice Number  1184\n"
    read = _supported(text, invoice_number="1184")
    assert read.values["invoice_number"] == "1184"


def test_near_miss_a_number_read_whole_is_not_replaced_by_another_printed_alone():
    text = ("Invoice Number  F-3318\n" + TOTALS + "Credit note for  Invoice Number  F-3201\nInvoice Number  F-3201\n")
    read = _supported(text, invoice_number="F-3318")
    assert read.values["invoice_number"] == "F-3318"


# --- 'Issued' in a row beside the addresses (69's 05, Wave's layout) ---------------------------------------------

ISSUED = ("INVOICE\n"
          "BILLED TO  FROM  Invoice #  NB-27-031\n"
          "Technibouw Distributie NV  Noorderlicht Beeld B.V.  Issued  {issued}\n"
          "Industrieweg 14  Kleine Houtstraat 88  Due  Nov 10, 2027\n" + TOTALS)


def test_the_date_after_issued_in_a_row_of_addresses_is_the_invoice_date():
    read = _supported(ISSUED.format(issued="Oct 27, 2027"), invoice_number="NB-27-031")
    assert read.values["invoice_date"] == date(2027, 10, 27)


def test_near_miss_issued_with_more_than_a_date_stays_todo():
    read = _supported(ISSUED.format(issued="Oct 27, 2027 by J. Peeters"), invoice_number="NB-27-031")
    assert read.values.get("invoice_date") is None


# --- a PO's digits in pairs beside an order number's label (69's 11) --------------------------------------------

ORDER = ("FACTURE\n"
         "Facture n°  F2027-0611\n"
         "Date  3 décembre 2027\n"
         "{label}  {value}  Facturé à\n"
         "Technibouw Distributie NV\n" + TOTALS)


def test_a_po_in_pairs_of_digits_after_an_order_number_label_is_the_po():
    read = _supported(ORDER.format(label="Commande n°", value="4577 62 70"), invoice_number="F2027-0611")
    assert read.values["po_reference"] == "4577 62 70"


def test_near_miss_digits_in_pairs_after_the_suppliers_own_order_label_stay_todo():
    read = _supported(ORDER.format(label="Notre n° de commande", value="4577 62 70"), invoice_number="F2027-0611")
    assert not read.values.get("po_reference")


def test_near_miss_a_number_not_in_the_po_form_after_an_order_label_stays_todo():
    read = _supported(ORDER.format(label="Commande n°", value="4419 92 83"), invoice_number="F2027-0611")
    assert not read.values.get("po_reference")
