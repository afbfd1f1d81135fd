"""`case new` reads the PO by the form of the ERP's PO numbers where the reader read none
(invoice_env/tasks/cases/po_by_form.py, the twenty-fourth change, part one): the one number printed in that form,
in the supplier's own way, beside a word that names an order or a reference on its row or the two above, and no
other number's. Each rule with a positive test (TODO before the change) and near misses that stay TODO."""

from __future__ import annotations

from decimal import Decimal

import pytest

from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.po_by_form import po_by_form
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.identifiers import normalize_po_number

ERP_POS = ("45700001", "45771914", "PO 4577-2000")
TOTALS = "Net  500.00\nVAT 21 %  105.00\nTotal  605.00\n"


def _prefilled(text: str, po_reference: str | None = None, invoice_number: str = "F-2027-0001",
               po_numbers=ERP_POS) -> Reading:
    values = dict(invoice_number=invoice_number, po_reference=po_reference, net_total=Decimal("500.00"),
                  vat_rate=Decimal(21), reverse_charge_stated=False)
    return supported_reading(Reading(values, {}, "en", "structure"), text + TOTALS, po_numbers)


@pytest.mark.parametrize(("header", "po"), [
    # a grid's label two rows above, an address line between (Van Gorp's 'Uw ordernummer')
    ("Debiteurnummer  Uw ordernummer\nt.a.v. crediteurenadministratie\nIndustrieweg 14  203117  4577.0221\n",
     "4577.0221"),
    # behind a prefix of the customer's code, under 'Customer PO No.' (SYSPRO)
    ("Customer  Customer PO No.  Sales Order\nTECH001  TB-PO-45772670  000000000031877\n", "45772670"),
    # inside a sentence, behind 'Nr.' and before the order's date
    ("für die in Ihrem Auftrag Nr. 45772528 vom 19.11.2027 beauftragten Leistungen\n", "45772528"),
    # behind 'Best.' beside a label the reader does not take
    ("Industrieweg 14\nIhr Zeichen  Best. 45772849 / Hr. Claes\n", "45772849"),
    # the same number in a PO column of every line: one value
    ("Line  Description  PO #  Qty  Price  Total\n1  Calibration  PO-45770763  4  385.00  1,540.00\n"
     "2  Travel  PO-45770763  1  260.00  260.00\n", "45770763"),
    # with spaces inside, under 'Bon de commande n°' beside a code of the customer's
    ("11/05/2027  Bon de commande n°  CL00254\n4577 0145\n", "4577 0145"),
])
def test_the_one_number_in_the_po_form_beside_an_order_word_is_taken_as_printed(header, po):
    read = _prefilled(header)
    assert read.values["po_reference"] == po and "po_reference" not in read.problems


def test_a_po_in_the_form_replaces_a_number_of_another_form_read_beside_an_order_label():
    read = _prefilled("Bestelnummer: 1184402\nOpmerking: Inkooporder 45772207 - levering aan magazijn\n",
                      po_reference="1184402")
    assert normalize_po_number(read.values["po_reference"]) == "45772207"


@pytest.mark.parametrize("header", [
    # two numbers in the PO form
    "Ordernr.  4577-2314\nUw referentie  4577-2315\n",
    # an order word, but only the IBAN's groups or a phone number in the form
    "Ihre Bestellung: telefonisch\nIBAN LU97 4572 6642 6797 7144\n",
    "Ihre Bestellung: telefonisch\nTel. 4577 2000\n",
    "Your order: by phone\nT 4577 2000\n",
    # a customer number, a delivery note or the supplier's own order under or beside its own label
    "Kundennummer  Ihre Bestellung\n45770001  telefonisch\n",
    "Order: by phone\nLieferschein  4577 0001\n",
    "Votre commande : par téléphone\nNotre n° de commande  45770001\n",
    # no word of an order or a reference on its row or the two above
    "Order: by phone\nIndustrieweg 14\n9000 Gent\nBelgium\n4577 2000\n",
    # an amount, a number inside a longer one
    "Order total  45.772.000,00\n",
    "Order  4577-2000-11\n",
])
def test_near_misses_stay_todo(header):
    read = _prefilled(header)
    assert "po_reference" not in read.values and read.problems["po_reference"]


def test_a_po_form_number_that_is_the_invoice_number_stays_todo():
    read = _prefilled("Invoice no.  45772001\nOrder  by phone\n", invoice_number="45772001")
    assert "po_reference" not in read.values


def test_nothing_is_taken_where_the_form_of_the_erps_po_numbers_is_not_known():
    assert "po_reference" not in _prefilled("Ordernr.  4577-2314\n", po_numbers=()).values
    assert po_by_form("Ordernr.  4577-2314\n", PoShapes.of(())) is None


def test_a_po_read_is_kept_and_none_without_an_order_word_stays_none():
    assert _prefilled("Ordernr.  4577-2314\n", po_reference="45772314").values["po_reference"] == "45772314"
    assert _prefilled("Thank you\n").values["po_reference"] is None


def test_the_agents_reading_is_not_changed():
    text = ("Factuur\nFactuurnummer  27100318\nDebiteurnummer  Uw ordernummer\nt.a.v. crediteurenadministratie\n"
            "Industrieweg 14  203117  4577.0221\n" + TOTALS)
    assert read_fields(text).values.get("po_reference") in (None, "")
    assert po_by_form(text, PoShapes.of(ERP_POS), "27100318") == "4577.0221"
