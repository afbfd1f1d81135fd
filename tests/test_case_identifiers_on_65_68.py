"""The thirty-first change (`case new`'s identifiers on forms first printed by corpora 65 to 68): an amount read as
the invoice number is left a TODO (prefill_identifiers.py `number_is_an_amount`), an e-invoice rendition's 'Document
number' over 'Document date', a 'Document No:' label beside its value on a row of labels and values, a bare
'Reference' under the document's bare title, and an order word in an e-mail address that names no order
(po_by_form.py `order_in_address`). Each rule: a positive test (it failed before the change) and a near miss."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.documents.reader.shared import label_cells
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.prefill_identifiers import identified, number_is_an_amount

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _rows(text: str) -> list[list[str]]:
    return [label_cells(line) for line in text.splitlines() if line.strip()]


def _identified(text: str, **read) -> tuple[dict, dict]:
    values, problems = dict(read), {}
    identified(values, problems, text)
    return values, problems


# --- an amount read as the invoice number is a TODO, never written (66's 06) ------------------------------------

RENDITION = ("INVOICE  Original · e-invoice rendition\n"
             "{labels}\n"
             "VFS/INV/271102  2027-11-02  2027-12-02\n"
             "Buyer order number  Despatch advice  Currency\n"
             "4577-5935  DA-271101-88  EUR\n"
             "Line  Supplier art. no.  Description  Quantity  UoM  Unit price  Net amount\n"
             "1  DIN933-M12X50-8.8  Hexagon head bolt  1,500  PCE  0.214  321.00\n"
             "Total line amount  321.00\n"
             "VAT amount (0%)  0.00\n"
             "Invoice total  321.00\n"
             "Amount due  321.00\n")


def test_an_amount_after_a_totals_label_read_as_the_number_is_dropped():
    text = RENDITION.format(labels="Buyer's number  Issued  Due date")
    values, problems = _identified(text, invoice_number="321.00", invoice_date=date(2027, 11, 2))
    assert "invoice_number" not in values
    assert "amount of" in problems["invoice_number"]


def test_near_miss_a_number_shaped_as_an_amount_after_its_own_label_is_kept():
    assert number_is_an_amount("2027.11", _rows("Invoice no.  2027.11\nInvoice date  02/11/2027\n")) is None
    assert number_is_an_amount("INV-321.00", _rows("Invoice total  321.00\n")) is None


def test_an_amount_dropped_the_number_under_document_number_in_the_grid_is_read():
    text = RENDITION.format(labels="Document number  Document date  Due date")
    values, problems = _identified(text, invoice_number="321.00", invoice_date=date(2027, 11, 2))
    assert values["invoice_number"] == "VFS/INV/271102"
    assert "invoice_number" not in problems


def test_near_miss_a_grid_without_a_label_of_the_number_stays_todo():
    text = RENDITION.format(labels="Sequence  Document date  Due date")
    values, _ = _identified(text, invoice_number="321.00", invoice_date=date(2027, 11, 2))
    assert "invoice_number" not in values


# --- a number label beside its value on a row of labels and values (65's 04) -------------------------------------

ADEMPIERE = ("Ardennes Data Services S.à r.l.\nInvoice\n12, rue Edward Steichen\n"
             "{number}  Date Invoiced:  Oct 19, 2027\n"
             "Order Reference:  PO45775821  Sales Order:  SO-27-0977\n"
             "Due Date:  Nov 18, 2027\n")


def test_document_no_beside_its_value_is_the_number():
    values, _ = _identified(ADEMPIERE.format(number="Document No:  ARI-10471"), invoice_date=date(2027, 10, 19))
    assert values["invoice_number"] == "ARI-10471"


def test_near_miss_a_sales_order_number_beside_its_label_is_not_the_number():
    values, _ = _identified(ADEMPIERE.format(number="Customer No:  ARI-10471"), invoice_date=date(2027, 10, 19))
    assert "invoice_number" not in values


def test_near_miss_two_values_beside_number_labels_stay_todo():
    text = ADEMPIERE.format(number="Document No:  ARI-10471") + "Invoice No:  ARI-10472  Page  1\n"
    values, _ = _identified(text, invoice_date=date(2027, 10, 19))
    assert "invoice_number" not in values


# --- a bare 'Reference' under the document's bare title (65's 01 and 02) -----------------------------------------

ODOO = ("Fixations Rhône-Alpes SAS\nFacture\n27 avenue des Frères Lumière\n69008 Lyon - France\n"
        "{reference}\n"
        "04 78 62 19 40 · compta@fixations-ra.fr\n"
        "Date de facture  05/10/2027\n"
        "Date d'échéance  04/11/2027\n"
        "Votre référence  CDE 4577 5800\n")


def test_a_bare_reference_under_the_bare_title_is_the_number():
    values, _ = _identified(ODOO.format(reference="Référence  FA-2027-10-0041"), invoice_date=date(2027, 10, 5))
    assert values["invoice_number"] == "FA-2027-10-0041"
    english = ODOO.replace("Facture", "Invoice").replace("Date de facture", "Invoice date")
    values, _ = _identified(english.format(reference="Reference  INV2700318"), invoice_date=date(2027, 10, 5))
    assert values["invoice_number"] == "INV2700318"


def test_near_miss_the_buyers_reference_or_an_order_or_figures_only_stay_todo():
    for reference in ("Votre référence  FA-2027-10-0041", "Référence  CDE 4577 5800", "Référence  45775800",
                      "Référence  BC-4577-5800"):
        values, _ = _identified(ODOO.format(reference=reference), invoice_date=date(2027, 10, 5))
        assert "invoice_number" not in values, reference


def test_near_miss_a_reference_beside_a_printed_number_label_stays_todo():
    text = ODOO.format(reference="Référence  FA-2027-10-0041") + "N° de facture  :\n"
    values, _ = _identified(text, invoice_date=date(2027, 10, 5))
    assert "invoice_number" not in values


# --- an order word in an e-mail address names no order: 'no PO' is pre-filled (67's 09) ------------------------

BOOKS = ("Scheldeboek Technical Books BV\nInvoice\nNo INV-2027-1164\n"
         "Date  Nov 10, 2027\n{contact}\nDue date  Dec 10, 2027\n"
         "Description  Qty  Price  Total\n"
         "Warehouse Management Handbook, 4th edition (hardcover)  6  €74.95  €449.70\n"
         "Subtotal  €449.70\nVAT 6%  €26.98\nTotal  €476.68\n")


def _po(contact: str):
    return supported_reading(Reading(dict(net_total=Decimal("449.70"), vat_rate=Decimal(6), vat_amount=Decimal("26.98"),
                                          reverse_charge_stated=False, po_reference=None), {}, "en", "structure"),
                             BOOKS.format(contact=contact), PO_NUMBERS)


def test_an_order_word_in_an_e_mail_address_leaves_no_po():
    read = _po("orders@scheldeboek.be")
    assert read.values["po_reference"] is None and "po_reference" not in read.problems
    read = _po("www.bestel-online.be")
    assert read.values["po_reference"] is None


def test_near_miss_an_order_word_beside_the_address_stays_todo():
    read = _po("Your order: see orders@scheldeboek.be")
    assert "po_reference" not in read.values
    assert "order" in read.problems["po_reference"]
