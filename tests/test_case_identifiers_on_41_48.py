"""The twenty-sixth change (invoice numbers, dates and POs of `case new`, made on corpora 41 to 48:
tasks/cases/prefill_identifiers.py): each rule read right on a form of those corpora (a test that fails before the
change) and a near miss left as it was (a TODO, or the reader's value)."""

from __future__ import annotations

from datetime import date

from invoice_env.documents.reader import read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading

PO_NUMBERS = ["45773807", "45773400", "45771234"]

TOTALS = """Item  Description  Quantity  Price  Amount
A-100  Pallet rack beam 2700 mm  10  50,00  500,00
Total excl. VAT  500,00
VAT 21 %  105,00
Total  605,00
"""


def _written(text: str) -> dict:
    return supported_reading(read_fields(text), text, PO_NUMBERS).values


def test_a_number_in_a_grid_aligned_by_its_date_with_an_address_line_beside():
    text = ("Lowlands Intralogistics Belgium BV\nINVOICE\nInvoice address  Invoice no.  Invoice date\n"
            "027418  2027-11-22\nTechnibouw Distributie NV\n" + TOTALS)
    assert _written(text).get("invoice_number") == "027418"


def test_near_miss_a_grid_whose_values_hold_two_dates_for_fewer_labels_stays_todo():
    text = ("Lowlands Intralogistics Belgium BV\nINVOICE\nInvoice address  Invoice no.  Invoice date\n"
            "027418  2027-11-22  2027-12-22\nTechnibouw Distributie NV\n" + TOTALS)
    assert _written(text).get("invoice_number") is None


def test_bare_labels_in_a_grid_with_the_address_after_the_values():
    text = ("CARRELLI ELEVATORI BENELUX SRL\nDestinataire\nFACTURE\nTechnibouw Distributie NV\nN°  Date  Page\n"
            "Industrieweg 14\n2028/0004  04/01/2028  1  9000 GENT (BE)\n" + TOTALS)
    written = _written(text)
    assert (written.get("invoice_number"), written.get("invoice_date")) == ("2028/0004", date(2028, 1, 4))


def test_near_miss_a_grid_without_a_date_label_gives_nothing():
    text = ("CARRELLI ELEVATORI BENELUX SRL\nDestinataire\nFACTURE\nTechnibouw Distributie NV\nN°  Client  Page\n"
            "Industrieweg 14\n2028/0004  BE0112  1  9000 GENT (BE)\n" + TOTALS)
    assert _written(text).get("invoice_number") is None


def test_the_invoice_date_label_of_a_bilingual_grid_over_the_date_of_service():
    text = ("Számla / Rechnung\nSzámlaszám / Rechnungsnummer\nDSM-2027-0093\n"
            "Fizetési mód / Zahlungsart  Teljesítés dátuma / Leistungsdatum  Számla kelte / Rechnungsdatum  "
            "Fizetési határidő / Fälligkeit\nÁtutalás / Überweisung  2027.11.30.  2027.12.02.  2027.12.17.\n" + TOTALS)
    written = _written(text)
    assert (written.get("invoice_number"), written.get("invoice_date")) == ("DSM-2027-0093", date(2027, 12, 2))


def test_near_miss_a_label_alone_that_names_no_invoice_number_gives_nothing():
    text = ("Számla / Rechnung\nBankszámlaszám / Bankkonto\nDSM-2027-0093\n" + TOTALS)
    assert _written(text).get("invoice_number") is None


def test_a_number_on_the_title_row():
    assert _written("RECHNUNG - STEUERBELEG Nr. 270318\nDrevopal Orava s.r.o.\n" + TOTALS).get(
        "invoice_number") == "270318"
    assert _written("Faktura - daňový doklad / Rechnung - Steuerbeleg  FAV0947/2027\nHanácké s.r.o.\n" + TOTALS).get(
        "invoice_number") == "FAV0947/2027"


def test_near_miss_a_title_row_with_a_page_number_or_a_date_gives_nothing():
    assert _written("Rechnung - Steuerbeleg  Seite 1\nHanácké s.r.o.\n" + TOTALS).get("invoice_number") is None
    assert _written("Rechnung - Steuerbeleg  07.12.2027\nHanácké s.r.o.\n" + TOTALS).get("invoice_number") is None


def test_a_number_two_rows_under_a_title_ending_the_first_row_and_a_hash_left_off():
    text = "Coldchain Watch Belgium BV  Invoice\nKempische Steenweg 311\n#20713\n3500 Hasselt\n" + TOTALS
    assert _written(text).get("invoice_number") == "20713"


def test_near_miss_a_street_number_under_the_title_is_no_invoice_number():
    text = "Coldchain Watch Belgium BV  Invoice\nKempische Steenweg 311\n3500 Hasselt\nBelgium\n" + TOTALS
    assert _written(text).get("invoice_number") is None


def test_a_number_above_a_bare_title():
    text = "FV27-011532\nFACTUUR\nLeverancier  Koper\n" + TOTALS
    assert _written(text).get("invoice_number") == "FV27-011532"


def test_near_miss_a_number_above_a_line_that_is_no_title():
    text = "FV27-011532\nLeverancier  Koper\nFACTUUR\n" + TOTALS
    assert _written(text).get("invoice_number") in (None, "1")  # not FV27-011532 by this rule


def test_a_hash_before_a_number_read_is_no_part_of_it():
    text = ("Facture\nNuméro de facture  Date de facture  Numéro de TVA\n#FA012874  03/12/2027  BE0456.789.133\n"
            + TOTALS)
    assert _written(text).get("invoice_number") == "FA012874"


def test_a_date_after_a_label_of_the_invoice_date_and_another():
    text = "Rechnung\nRechnungsnummer  BE-2027-004418\nRechnungsdatum/Lieferdatum  20.12.2027\n" + TOTALS
    assert _written(text).get("invoice_date") == date(2027, 12, 20)


def test_near_miss_a_label_of_two_other_dates_gives_nothing():
    text = "Rechnung\nRechnungsnummer  BE-2027-004418\nBestelldatum/Lieferdatum  20.12.2027\n" + TOTALS
    assert _written(text).get("invoice_date") is None


def test_a_po_in_the_buyers_note_at_a_checkout():
    text = ("INVOICE\nInvoice Number:  VWA-00981\nInvoice Date:  December 1, 2027\nOrder Number:  9917\n"
            "Customer Notes\nPlease quote our purchase order PO 4577-3807 on the invoice.\n" + TOTALS)
    assert _written(text).get("po_reference") == "4577-3807"


def test_near_miss_a_po_in_a_note_under_no_buyers_heading_or_beside_another_po_form():
    text = ("INVOICE\nInvoice Number:  VWA-00981\nInvoice Date:  December 1, 2027\nOrder Number:  9917\n"
            "Remarks\nPlease quote our purchase order PO 4577-3807 on the invoice.\n" + TOTALS)
    assert _written(text).get("po_reference") is None
    two = ("INVOICE\nInvoice Number:  VWA-00981\nInvoice Date:  December 1, 2027\nOrder Number:  9917\n"
           "Customer Notes\nPlease quote our purchase order PO 4577-3807 on the invoice.\nOur order 4577-1234\n" + TOTALS)
    assert _written(two).get("po_reference") is None
