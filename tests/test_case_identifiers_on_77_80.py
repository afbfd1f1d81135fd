"""The thirty-fourth change (`case new` on identifiers first printed by corpora 77 to 80, identifiers_printed_so.py):
a date spelt day-month-short year, the number after the document's own name, a number's label wrapped over two rows
of a grid, the buyer's PO in digit groups under or beside a label of the buyer's order or reference, and 'verleg'
inside 'overleg' that is no reverse-charge word. Each rule: a positive test (it failed before the change) and a near
miss that stays as it was."""

from __future__ import annotations

from datetime import date

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _supported(text: str, values: dict, problems: dict | None = None):
    return supported_reading(Reading(values, problems or {}, "en", "structure"), text, PO_NUMBERS)


# --- invoice date: day-month-short year after the invoice date's label -------------------------------------------

FREIGHT = ("Harbour Forwarding B.V.\nTAX INVOICE\n"
           "Invoice No.  I00031872  Master Bill  COSU6241870530\n"
           "{label}  18-Oct-27  House Bill  MVFRTM27104482\n"
           "Due Date  17-Nov-27  Vessel / Voyage  CMA CGM TROCADERO\n")


def test_a_short_year_date_after_the_invoice_date_label_is_read():
    reading = _supported(FREIGHT.format(label="Invoice Date"), {"invoice_number": "I00031872"},
                         {"invoice_date": "unreadable invoice date '18-Oct-27'"})
    assert reading.values["invoice_date"] == date(2027, 10, 18)
    assert "invoice_date" not in reading.problems


def test_near_miss_a_short_year_date_after_another_label_stays_todo():
    reading = _supported(FREIGHT.format(label="Sailing Date"), {"invoice_number": "I00031872"},
                         {"invoice_date": "unreadable invoice date"})
    assert "invoice_date" not in reading.values


# --- invoice number: after the document's own name, the name printed alone as the title --------------------------

FEE_NOTE = ("ADVOCATENKANTOOR JANSSENS BV\nGent, 1 december 2027\n"
            "Ons dossier  : 2027/0154 - Dossier Dhondt\n"
            "Ereloonstaat nr.  : 2027/0391\n"
            "Behandelend advocaat  : Mr. Janssens\n"
            "{title}\nTotaal excl. btw  EUR 2.191,25\n")


def test_the_number_after_the_document_s_own_name_is_read():
    reading = _supported(FEE_NOTE.format(title="ERELOONSTAAT"), {"invoice_date": date(2027, 12, 1)},
                         {"invoice_number": "no invoice number beside a known label"})
    assert reading.values["invoice_number"] == "2027/0391"


def test_near_miss_a_name_not_printed_as_the_title_leaves_the_number_todo():
    reading = _supported(FEE_NOTE.format(title="Met collegiale groeten"), {"invoice_date": date(2027, 12, 1)},
                         {"invoice_number": "no invoice number beside a known label"})
    assert "invoice_number" not in reading.values


# --- invoice number: a label wrapped over two rows of a grid -----------------------------------------------------

WRAPPED = ("Fiduciaire SRL\nFacture\n"
           "Numéro de  Date de facture  Date d'échéance  N° client  Votre référence\n"
           "{second}\n"
           "H-2027-00982  3 décembre 2027  2 janvier 2028  TECH001  Dossier 12\n")


def test_a_number_label_wrapped_over_two_rows_reads_the_value_under_it():
    reading = _supported(WRAPPED.format(second="facture"), {"invoice_date": date(2027, 12, 3)},
                         {"invoice_number": "no invoice number beside a known label"})
    assert reading.values["invoice_number"] == "H-2027-00982"


def test_near_miss_a_wrapped_label_of_another_number_leaves_the_number_todo():
    reading = _supported(WRAPPED.format(second="dossier"), {"invoice_date": date(2027, 12, 3)},
                         {"invoice_number": "no invoice number beside a known label"})
    assert "invoice_number" not in reading.values


# --- PO: digit groups under or beside a label of the buyer's order -----------------------------------------------

GRID = ("FACTUUR\nFactuurnummer  Factuurdatum  Vervaldatum\nVF 27.01483  21-10-2027  20-11-2027\n"
        "Klantnummer  {label}  Ons order\n12044  45.774.407  27-0915\n")


def test_a_po_in_digit_groups_under_the_buyer_s_order_label_is_read():
    reading = _supported(GRID.format(label="Uw bestelbon"), {"invoice_number": "VF 27.01483"},
                         {"po_reference": "unreadable PO reference 'Ons order'"})
    assert reading.values["po_reference"] == "45.774.407"


def test_near_miss_the_same_number_under_the_supplier_s_order_label_stays_todo():
    reading = _supported(GRID.format(label="Ons order"), {"invoice_number": "VF 27.01483"},
                         {"po_reference": "unreadable PO reference 'Ons order'"})
    assert not reading.values.get("po_reference")


def test_a_po_after_an_order_word_under_bon_de_cde_is_read():
    text = ("Facture  Contrat  Date  Compte  Bon de cde  Conditions\n"
            "FV 27/0934  V-27-0934  23/11/2027  TECHN01  Cde 45 774 556  30 jours net\n")
    reading = _supported(text, {"invoice_number": "FV 27/0934"}, {"po_reference": "unreadable PO reference"})
    assert reading.values["po_reference"] == "45 774 556"


def test_a_po_beside_the_client_s_reference_label_is_read():
    text = "Factuur #  ERE-27-0187\nReferentie cliënt  bestelling 4577 12 34\nDossier: 2027/0412\n"
    reading = _supported(text, {"invoice_number": "ERE-27-0187"}, {"po_reference": "unreadable PO reference"})
    assert reading.values["po_reference"] == "4577 12 34"


def test_near_miss_an_amount_beside_the_client_s_reference_label_stays_todo():
    text = "Factuur #  ERE-27-0187\nReferentie cliënt  45.774.407,00\nDossier: 2027/0412\n"
    reading = _supported(text, {"invoice_number": "ERE-27-0187"}, {"po_reference": "unreadable PO reference"})
    assert not reading.values.get("po_reference")


# --- reverse charge: 'verleg' inside 'overleg' is no reverse-charge word -----------------------------------------

def _fees(note: str):
    text = (f"Prestaties\n08/11/2027  {note}  0,5  165,00  82,50\n"
            "Totaal excl. btw  € 82,50\nBtw 21%  € 17,33\nTotaal incl. btw  € 99,83\n")
    return _supported(text, {"reverse_charge_stated": False})


def test_overleg_is_no_reverse_charge_word():
    assert _fees("Telefonisch overleg met cliënt").values.get("reverse_charge_stated") is False


def test_near_miss_btw_verlegd_leaves_the_statement_todo():
    assert "reverse_charge_stated" not in _fees("Btw verlegd").values
