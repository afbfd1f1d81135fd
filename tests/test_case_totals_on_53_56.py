"""`case new` reads the net total and VAT rate of the totals blocks of corpora 53 to 56 by their arithmetic
(invoice_env/tasks/cases/prefill_totals.py, the twenty-eighth change): a VAT recap row whose gross stands just below
it (a share capital in the footer prints a larger amount), a recap's rate printed without '%' under a VAT heading,
the Polish 'np' code at 0 %, and a rate stated once in the header with the line table's 'Total  net  VAT' row. Each
positive test fails before the change; each near miss stays a TODO."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading

REVERSE = "Reverse charge - VAT to be accounted for by the customer under art. 196 Directive 2006/112/EC.\n"


def _read(body: str, reverse_charge: bool) -> tuple:
    text = "INVOICE\n" + body + (REVERSE if reverse_charge else "Payment within 30 days.\n")
    problems = {name: "not read" for name in ("net_total", "vat_rate", "lines")}
    reading = supported_reading(Reading({"reverse_charge_stated": reverse_charge}, problems, "en", "structure"), text)
    return reading.values.get("net_total"), reading.values.get("vat_rate")


# A VAT recap row (a nature code, a description, the base and a VAT of 0), the gross just below it
# (54's 05-de-holzbau, 06-en-automation; 03-en-tiles through the totals grid).

RECAP = ("VAT summary  Goods/services total  6.680,00\nCode  Description  Taxable amount  Tax\n"
         "N2.1  Not subject art. 7-ter DPR 633/72  6.680,00  0,00\nTotal VAT  0,00\nInvoice total EUR  {gross}\n"
         "Emilia Controlli S.r.l. - Share capital € 50.000,00 fully paid\n")


def test_a_recap_row_whose_gross_stands_below_it_gives_the_net_though_the_footer_prints_more():
    assert _read(RECAP.format(gross="6.680,00"), True) == (Decimal("6680.00"), 0)


def test_a_recap_row_whose_gross_below_is_another_amount_stays_a_todo():
    assert _read(RECAP.format(gross="6.880,00"), True) == (None, None)


def test_a_recap_grid_of_totals_reads_the_gross_in_its_column():
    body = ("ALIQ. IVA / VAT  IMPONIBILE / Taxable  IMPOSTA / Tax\nN3.2  11.789,64  0,00\n"
            "TOTALE MERCE / Goods total  SPESE TRASPORTO / Freight  TOTALE FATTURA / Invoice total\n"
            "11.609,64  180,00  € 11.789,64\nCap. soc. € 100.000,00 i.v.\n")
    assert _read(body, True) == (Decimal("11789.64"), 0)


def test_a_larger_amount_before_the_gross_below_the_recap_stays_a_todo():
    body = ("ALIQ. IVA / VAT  IMPONIBILE / Taxable  IMPOSTA / Tax\nN3.2  11.789,64  0,00\n"
            "Goods total  12.609,64\nInvoice total  € 11.789,64\nCap. soc. € 100.000,00 i.v.\n")
    assert _read(body, True) == (None, None)


# A recap's rate printed without '%' under a heading naming VAT (54's 04-fr-phyto).

BARE = "TAUX TVA  BASE  TVA\n{rate}  3.683,40  442,01\nTOTAL FACTURE  € 4.125,41\n"


def test_a_bare_rate_under_a_vat_heading_is_the_rate():
    assert _read(BARE.format(rate="12"), False) == (Decimal("3683.40"), 12)


def test_a_bare_number_not_a_known_rate_stays_a_todo():
    assert _read(BARE.format(rate="13"), False) == (None, None)


def test_a_bare_rate_without_a_vat_heading_stays_a_todo():
    body = "CODE  BASE  MONTANT\n12  3.683,40  442,01\nTOTAL FACTURE  € 4.125,41\n"
    assert _read(body, False) == (None, None)


# The Polish 'np' (not subject) in the rate column, a VAT of 0 (54's 12-de-transport).

NP = ("Stawka / Satz  Netto  VAT  Brutto\n{code}  3 815,00  0,00  3 815,00\nRazem / Summe  3 815,00  0,00  3 815,00\n"
      "Sp. z o.o. kapitał zakładowy 50 000,00 zł\n")


def test_np_in_the_rate_column_is_0_percent_under_reverse_charge():
    assert _read(NP.format(code="np"), True) == (Decimal("3815.00"), 0)


def test_np_without_a_reverse_charge_statement_stays_a_todo():
    assert _read(NP.format(code="np"), False) == (None, None)


# A rate stated once in the header and the table's totals row 'Total  net  VAT' (56's 09-en-cablaje,
# 10-fr-developpement).

STATED = ("Cota TVA / VAT rate: {rate}%\nNr.  Description  U.M.  Quantity  Price  Value  VAT value\n"
          "1  Wiring harness  pcs  40  86,50  3.460,00  {vat}\nTotal  3.460,00  {vat}\n"
          "Total payable (col. 5 + col. 6)\nIssued by: Andreea Popescu\n{gross} EUR\n"
          "Capital social / Share capital: 45.000 RON\n")


def test_a_rate_stated_in_the_header_and_the_tables_total_row_give_the_net():
    assert _read(STATED.format(rate="0", vat="0,00", gross="3.460,00"), True) == (Decimal("3460.00"), 0)


def test_a_stated_rate_the_total_rows_vat_does_not_match_stays_a_todo():
    assert _read(STATED.format(rate="19", vat="0,00", gross="3.460,00"), False) == (None, None)


def test_a_stated_rate_whose_gross_is_not_printed_below_stays_a_todo():
    assert _read(STATED.format(rate="0", vat="0,00", gross="3.640,00"), True) == (None, None)


def test_a_second_rate_printed_leaves_the_stated_rate_a_todo():
    body = STATED.format(rate="0", vat="0,00", gross="3.460,00") + "Transport 19% not charged\n"
    assert _read(body, True) == (None, None)
