"""Issue 38, the twelfth change (corpus 13): the rules it added, each on the rows that called for it."""

import re
from decimal import Decimal

from invoice_env.documents.reader import item_row


def test_a_percentage_before_the_amount_is_the_discount_where_the_row_adds_up_only_less_it():
    row = item_row(0, ["CB-ETQ-100", "Étiquettes thermiques 100 x 150", "60 rlx", "7,40 €", "5 %", "421,80 €", "0 %"])
    assert row is not None and row.article == "CB-ETQ-100"               # 60 x 7,40 less 5 % = 421,80
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "444,00"]) is not None   # a VAT rate: adds up as is
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "421,80"]) is None       # adds up with neither


def test_a_quantity_grouped_with_a_space_where_the_text_groups_its_amounts_so():
    from invoice_env.tasks.cases.printed import PrintedText, groups_with_space
    assert groups_with_space("1 752,00 €\nTotal HT net  4 711,25 €") and groups_with_space("4\u202f711,25 €")
    assert not groups_with_space("1.752,00\n4 711,25") and not groups_with_space("752,00  12,50")
    heading = "Référence  Désignation  Qté  PU HT  Remise  Total HT  TVA\n"
    row = "CB-F201-644  Caisse américaine double cannelure  1 200 u  1,46 €  1 752,00 €  0 %\n"
    printed = PrintedText(heading + row + "Total HT net  4 711,25 €\n")
    assert printed.shows_quantity(1, Decimal("1200"), re.compile("CB-F201-644"))
    assert not printed.shows_quantity(1, Decimal("200"), re.compile("CB-F201-644"))
    assert [r.article for r in printed.item_rows()] == ["CB-F201-644"]   # 1 200 x 1,46 = 1 752,00
    dotted = PrintedText(heading + row.replace("1 752,00", "1.752,00") + "Total HT net  4.711,25 €\n")
    assert not dotted.shows_quantity(1, Decimal("1200"), re.compile("CB-F201-644"))  # not the text's grouping


AX_TOTALS = ("Code article  Nom  Quantité  Unité  Prix unitaire Remise %  Montant\n"
             "978-2-7440-7721-0  Guide pratique du cariste  30  ex.  24,50  10,00  661,50\n"
             "Solde des ventes  1.884,90\nFrais divers  12,50\nTaxe  113,84\nMontant de la facture  2.011,24\n"
             "Code taxe  Montant de base  Pourcentage  Montant de taxe\n")


def test_a_bare_rate_under_a_rate_heading_of_a_vat_summary_where_the_amounts_confirm_it():
    from invoice_env.tasks.cases.printed import PrintedText
    from invoice_env.tasks.cases.spec import InvoiceFactsSpec
    from invoice_env.tasks.cases.text import _vat_rate_problem
    rates = PrintedText(AX_TOTALS + "TVA6  1.897,40  6  113,84\n").vat_rates()
    assert [rate for rate, _ in rates] == [Decimal("6")]                       # 6 % of 1.897,40 is 113,84
    assert PrintedText(AX_TOTALS + "TVA6  1.897,40  21  113,84\n").vat_rates() == []   # the amounts say otherwise
    assert PrintedText(AX_TOTALS.replace("Montant de base", "Montant") + "TVA6  1.897,40  6  113,84\n").vat_rates() == []
    german = "Mehrwertsteuercode  Basisbetrag  Prozentsatz  Mehrwertsteuer\nIG-0  7.899,39  0  0,00\n"
    assert [rate for rate, _ in PrintedText(german).vat_rates()] == [Decimal("0")]

    def facts(rate):
        return InvoiceFactsSpec(supplier_vat="BE0262634626", invoice_number="FV27-018830", invoice_date="2027-08-31",
                                net_total="1897.40", vat_rate=rate, reverse_charge_stated=False,
                                lines=[{"article_no": "978-2-7440-7721-0", "quantity": "30"}])
    printed = PrintedText(AX_TOTALS + "TVA6  1.897,40  6  113,84\n")
    assert _vat_rate_problem(facts("6"), printed) is None
    assert "prints 6 % VAT" in _vat_rate_problem(facts("21"), printed)


def test_the_reader_reads_a_quantity_grouped_with_a_space_where_the_text_groups_its_amounts_so():
    from invoice_env.documents.reader.rows_by_kinds import row_by_kinds
    from invoice_env.documents.reader.shared import NumberFormat
    cells = ["CB-F201-644", "Caisse américaine double cannelure", "1 200 u", "1,46 €", "1 752,00 €"]
    line = row_by_kinds(cells, NumberFormat("1 752,00 €\nTotal HT net  4 711,25 €"), None)
    assert line is not None and line.quantity == Decimal("1200") and line.article_no == "CB-F201-644"
    assert row_by_kinds(cells, NumberFormat("1.752,00 €\nTotal  4.711,25 €"), None) is None  # not its grouping


def test_a_rate_with_its_percent_after_the_amount_under_a_vat_heading_after_the_amount_column():
    from invoice_env.documents.reader.structure_table import _vat_code_last
    roles = ["article", "description", "quantity", "unit_price", "discount", "amount", "vat_rate"]
    assert _vat_code_last(["CB-KRAFT-50", "Papier kraft", "24 rlx", "38,90 €", "933,60 €", "0 %"], roles)
    assert _vat_code_last(["CB-KRAFT-50", "Papier kraft", "24 rlx", "38,90 €", "933,60 €", "21%"], roles)
    assert not _vat_code_last(["CB-KRAFT-50", "Papier kraft", "24 rlx", "38,90 €", "933,60 €", "0 %"], roles[:-1])


def test_the_number_behind_a_number_sign_on_the_row_right_above_the_title():
    from invoice_env.documents.reader import read_fields
    above = "# 2027-047\nFACTUUR\nVAN  AAN\nClaes Logistiek Advies BV  Technibouw Distributie NV\n"
    assert read_fields(above).values.get("invoice_number") == "2027-047"
    apart = "# 2027-047\nVAN  AAN\nFACTUUR\nClaes Logistiek Advies BV  Technibouw Distributie NV\n"
    assert read_fields(apart).values.get("invoice_number") is None      # not right above the title
