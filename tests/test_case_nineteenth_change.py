"""Issue 38, the nineteenth change (corpora 23 and 24): the rules it added, each on the rows that called for it. An
invoice the wording sets read states reverse charge in any wording the structure reader knows, not only in its own;
where the text prints a reverse-charge word the reader could not place, 'no reverse charge' is not pre-filled; a
reverse-charged 0 % VAT of 0 between equal net and gross totals supports them; 'Steuern' names a VAT line."""

from decimal import Decimal

from invoice_env.documents.labels import VAT_WORD
from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading

INTRA_EU_NOTE = "Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Btw-richtlijn)."

SANITAIR = """Sanitairgroothandel Brabant B.V.  5013 CE Tilburg  Nederland
Technibouw Distributie NV
Factuur
Factuurnummer  27100456
Factuurdatum  22-11-2027
Vervaldatum  22-12-2027
Uw referentie  PO45771600
Artikel  Omschrijving  Aantal  Eenh.  Prijs  Bedrag
408112  Wandcloset diepspoel wit, inclusief zitting softclose  12  st  118,40  1.420,80
408330  Inbouwreservoir 112 cm met bedieningsplaat wit  12  st  164,75  1.977,00
Totaal excl. btw  € 3.397,80
Btw 0%  € 0,00
Totaal incl. btw  € 3.397,80
NOTE
Sanitairgroothandel Brabant B.V. · KvK 18049327 · Btw-nummer NL079302233B01
"""


def _sanitair(note: str) -> str:
    return SANITAIR.replace("NOTE", note)


def test_a_reverse_charge_statement_in_another_wording_is_read_by_the_wording_reader():
    reading = read_fields(_sanitair(INTRA_EU_NOTE))
    assert reading.how == "wording"
    assert reading.values["reverse_charge_stated"] is True
    assert supported_reading(reading, _sanitair(INTRA_EU_NOTE)).values["vat_rate"] == 0


def test_an_invoice_without_a_statement_states_no_reverse_charge():
    text = _sanitair("Betalingsconditie: 30 dagen netto.")
    assert read_fields(text).values["reverse_charge_stated"] is False


def test_a_reverse_charge_word_the_reader_cannot_place_leaves_the_statement_todo():
    text = _sanitair("Btw te voldoen door de afnemer: verlegging conform de regeling.")
    reading = read_fields(text)
    assert reading.values["reverse_charge_stated"] is False
    supported = supported_reading(reading, text)
    assert "reverse_charge_stated" not in supported.values
    assert "verleg" in supported.problems["reverse_charge_stated"].casefold()


def test_no_reverse_charge_word_keeps_no_reverse_charge():
    text = _sanitair("Betalingsconditie: 30 dagen netto.").replace("Btw 0%  € 0,00", "Btw 21%  € 713,54").replace(
        "Totaal incl. btw  € 3.397,80", "Totaal incl. btw  € 4.111,34")
    assert supported_reading(read_fields(text), text).values["reverse_charge_stated"] is False


PUMPS_TOTALS = """Code  Description  Quantity  Excl. Price  Exclusive
Banking Details:  Total Discount:  64.20
Total Exclusive:  3,268.10
Total VAT:  0.00
Due date: 07/01/2028  Sub Total:  3,268.10
Del. Note 8841  Grand Total:  3,268.10
Zero rated intra-Community supply of goods (Art. 138 Directive 2006/112/EC). Reverse charge: VAT to be accounted for
by the customer.
"""


def _pumps_reading(gross: str) -> Reading:
    return Reading({"net_total": Decimal("3268.10"), "vat_rate": Decimal(0), "vat_amount": Decimal("0.00"),
                    "gross_total": Decimal(gross), "reverse_charge_stated": True}, {}, "en", "structure")


def test_a_reverse_charged_zero_vat_between_equal_net_and_gross_supports_net_and_rate():
    supported = supported_reading(_pumps_reading("3268.10"), PUMPS_TOTALS)
    assert supported.values["net_total"] == Decimal("3268.10") and supported.values["vat_rate"] == 0


def test_a_zero_vat_between_different_net_and_gross_supports_neither():
    supported = supported_reading(_pumps_reading("3332.30"), PUMPS_TOTALS)
    assert "net_total" not in supported.values and "vat_rate" not in supported.values


def test_a_larger_amount_printed_than_the_gross_read_supports_neither():
    text = PUMPS_TOTALS.replace("Grand Total:  3,268.10", "Sub Total:  3,268.10\nShipping  45.00\nGrand Total:  3,313.10")
    supported = supported_reading(_pumps_reading("3268.10"), text)
    assert "net_total" not in supported.values and "vat_rate" not in supported.values


def test_steuern_names_a_vat_line():
    assert VAT_WORD.search("Steuern (0 %)  0,00 €")


def test_a_word_that_starts_with_steuern_names_no_vat_line():
    assert not VAT_WORD.search("Steuernummer 124/5678/9012")
