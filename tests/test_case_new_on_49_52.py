"""The twenty-seventh change (`case new` on forms first printed by corpora 49 to 52): a web shop's product options
and a service period under an item row (line_misreads.py, lines_by_arithmetic.py), a tax line of 0 where reverse
charge is stated (prefill_totals.py), and invoice numbers and dates (prefill_identifiers.py): a Portuguese number
its ATCUD repeats, a web shop's order printed as the invoice, a letter's date over a due date read, 'Issued', a
comma before the year, a grid whose last label heads the address, a till receipt's stamp. Each rule: a positive test
(it failed before the change) and a near miss that stays as it was."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.prefill_totals import deducted_chain
from invoice_env.world.models import InvoiceLine

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _line(article, description, quantity, price, amount) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def _written(text: str) -> dict:
    return supported_reading(read_fields(text), text, PO_NUMBERS).values


def _supported(text: str, values: dict, problems: dict | None = None):
    return supported_reading(Reading(values, problems or {}, "en", "structure"), text, PO_NUMBERS)


# --- lines: product options and a service period under an item row ---------------------------------------------

ENGRAVING = ("Item  Qty  Price  Total\n"
             "Custom engraved brass name plate with stand-off fixings  4  €68.00  €272.00\n"
             "{options}"
             "Brass desk name block on walnut base  6  €42.00  €252.00\n"
             "Subtotal  €524.00\nVAT 21%  €110.04\nTotal  €634.04\n")


def test_an_option_row_read_into_a_description_leaves_the_lines_todo_and_the_arithmetic_reads_them():
    text = ENGRAVING.format(options="Size: 300 x 100 mm\nFinish: Brushed\n")
    read = _supported(text, dict(net_total=Decimal("524.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 lines=(_line(None, "Custom engraved brass name plate with stand-off fixings "
                                                    "Size: 300 x 100 mm", 4, "68", "272"),
                                        _line(None, "Brass desk name block on walnut base", 6, "42", "252"))))
    assert [line.description for line in read.values["lines"]] == [
        "Custom engraved brass name plate with stand-off fixings", "Brass desk name block on walnut base"]


def test_near_miss_a_colon_inside_the_item_rows_own_text_stays():
    text = ("Description  Quantité  Prix unitaire  Montant\n"
            "Buffet froid du 29/10/2027 : salades composées  85  € 24,50  € 2.082,50\n"
            "Potage de saison servi chaud  85  € 3,40  € 289,00\n"
            "Total HTVA  € 2.371,50\nTVA 12%  € 284,58\nTotal à payer  € 2.656,08\n")
    lines = (_line(None, "Buffet froid du 29/10/2027 : salades composées", 85, "24.50", "2082.50"),
             _line(None, "Potage de saison servi chaud", 85, "3.40", "289.00"))
    read = _supported(text, dict(net_total=Decimal("2371.50"), vat_rate=Decimal(12), reverse_charge_stated=False,
                                 lines=lines))
    assert read.values["lines"] == lines


ROUTING = ("Description  Quantity  Unit Price  Amount\n"
           "Route Optimiser - Business annual plan  1  €5,880.00  €5,880.00\n"
           "{period}"
           "Additional vehicles  14  €96.00  €1,344.00\n"
           "Subtotal  €7,224.00\nTax: VAT 21%  €1,517.04\nTotal  €8,741.04\n")


def test_a_service_period_in_words_read_into_a_description_is_left_out():
    text = ROUTING.format(period="Nov 23, 2027 - Nov 22, 2028\n")
    read = _supported(text, dict(net_total=Decimal("7224.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 lines=(_line(None, "Route Optimiser - Business annual plan Nov 23, 2027 - "
                                                    "Nov 22, 2028", 1, "5880", "5880"),
                                        _line(None, "Additional vehicles", 14, "96", "1344"))))
    assert [line.description for line in read.values["lines"]] == [
        "Route Optimiser - Business annual plan", "Additional vehicles"]


def test_near_miss_a_wrap_in_words_that_is_no_date_stays_in_the_description():
    text = ROUTING.format(period="incl. onboarding webinars\n")
    lines = (_line(None, "Route Optimiser - Business annual plan incl. onboarding webinars", 1, "5880", "5880"),
             _line(None, "Additional vehicles", 14, "96", "1344"))
    read = _supported(text, dict(net_total=Decimal("7224.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 lines=lines))
    assert read.values["lines"] == lines


def test_a_row_with_a_period_of_month_days_under_a_line_is_no_wrap_the_lines_stay_todo():
    text = ROUTING.format(period="Nov 23, 2027 - Nov 22, 2028\n").replace(
        "Additional vehicles  14  €96.00  €1,344.00\n",
        "Additional vehicles  14  €96.00  €1,344.00\nmetered component, Oct 19 - Nov 18\n")
    read = _supported(text, dict(net_total=Decimal("7224.00"), vat_rate=Decimal(21), reverse_charge_stated=False))
    assert "lines" not in read.values


def test_near_miss_a_date_alone_under_a_line_ends_its_description():
    text = ROUTING.format(period="").replace("Additional vehicles  14  €96.00  €1,344.00\n",
                                             "Additional vehicles from  14  €96.00  €1,344.00\n04/10/2027\n")
    lines = (_line(None, "Route Optimiser - Business annual plan", 1, "5880", "5880"),
             _line(None, "Additional vehicles from 04/10/2027", 14, "96", "1344"))
    read = _supported(text, dict(net_total=Decimal("7224.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 lines=lines))
    assert read.values["lines"] == lines


def test_near_miss_a_period_the_item_row_leads_on_to_stays_in_the_description():
    text = ROUTING.format(period="").replace("Additional vehicles  14  €96.00  €1,344.00\n",
                                             "Additional vehicles from  14  €96.00  €1,344.00\n"
                                             "Nov 23, 2027 - Nov 22, 2028\n")
    lines = (_line(None, "Route Optimiser - Business annual plan", 1, "5880", "5880"),
             _line(None, "Additional vehicles from Nov 23, 2027 - Nov 22, 2028", 14, "96", "1344"))
    read = _supported(text, dict(net_total=Decimal("7224.00"), vat_rate=Decimal(21), reverse_charge_stated=False,
                                 lines=lines))
    assert read.values["lines"] == lines


SHOP = ("Article  Qté  Prix unitaire  Total\n"
        "Suspension Atelier Ø 45 cm  6  289,00 €  1 734,00 €\n"
        "Finition : laiton brut\n"
        "{sku}"
        "Rosace de plafond double pour suspension  3  38,00 €  114,00 €\n"
        "Finition : laiton brut\n"
        "SKU : SQ2290736\n"
        "Sous-total  1 848,00 €\nLivraison  85,00 €\nTaxes  0,00 €\nTotal  1 933,00 €\n"
        "Autoliquidation par l'acquéreur.\n")


def test_an_article_named_by_an_option_is_read_with_the_net_past_a_charge_and_a_tax_of_0():
    text = SHOP.format(sku="SKU : SQ4417268\n")
    read = _supported(text, dict(reverse_charge_stated=True, lines=(
        _line(None, "Suspension Atelier Ø 45 cm", 6, "289", "1734"),
        _line(None, "Rosace de plafond double pour suspension", 3, "38", "114"))))
    assert (read.values.get("net_total"), read.values.get("vat_rate")) == (Decimal("1933.00"), 0)
    assert [(line.article_no, line.quantity) for line in read.values["lines"]] == [("SQ4417268", 6),
                                                                                    ("SQ2290736", 3)]


def test_near_miss_a_line_whose_article_was_read_keeps_it():
    text = SHOP.format(sku="SKU : SQ4417268\n")
    lines = (_line("SQ4417268", "Suspension Atelier Ø 45 cm", 6, "289", "1734"),
             _line("SQ2290736", "Rosace de plafond double pour suspension", 3, "38", "114"))
    read = _supported(text, dict(reverse_charge_stated=True, lines=lines))
    assert read.values["lines"] == lines


def test_near_miss_a_tax_line_of_0_without_a_reverse_charge_statement_establishes_nothing():
    text = SHOP.format(sku="").replace("Autoliquidation par l'acquéreur.\n", "")
    assert deducted_chain(text, {"reverse_charge_stated": False}) is None


# --- invoice numbers and dates ---------------------------------------------------------------------------------

TOTALS = ("Item  Description  Qty.  Unit Price  Net Value\n"
          "GR-6060-CIN  Porcelain stoneware tile 60 x 60 cm  10  50,00  500,00\n"
          "Total excl. VAT  500,00\nVAT 21 %  105,00\nTotal  605,00\n")
PORTUGUESE = ("Cerâmica da Ria, S.A.  Invoice\nZona Industrial da Mota, Lote 14\nFT 2027/1184\n3830-527 Ílhavo\n"
              "Original\nATCUD: JJ4TR7KM-{seq}\nNIF 571734979\nCustomer  Date  Due Date  Payment Terms\n"
              "C0000318  24/11/2027  24/12/2027  30 days\n" + TOTALS)


def test_a_portuguese_number_its_atcud_repeats():
    assert _written(PORTUGUESE.format(seq="1184")).get("invoice_number") == "FT 2027/1184"


def test_near_miss_a_portuguese_number_its_atcud_does_not_repeat_stays_todo():
    assert _written(PORTUGUESE.format(seq="1185")).get("invoice_number") is None


WEB_SHOP = ("ATELIER LUMIÈRE CROIX-ROUSSE SARL\n{title}Commande n° 01047\nPassée le 12 octobre 2027 à 10:42\n"
            "Adresse de facturation  Adresse de livraison\n" + TOTALS)


def test_a_web_shops_order_under_the_bare_title_is_the_invoices_number_and_date():
    written = _written(WEB_SHOP.format(title="Facture\n"))
    assert (written.get("invoice_number"), written.get("invoice_date")) == ("01047", date(2027, 10, 12))


def test_near_miss_an_order_without_the_documents_title_above_gives_nothing():
    written = _written(WEB_SHOP.format(title="Bon de livraison\n"))
    assert (written.get("invoice_number"), written.get("invoice_date")) == (None, None)


LETTER = ("Traiteur Dubois & Fils SRL\n{place}FACTURE n° F-27-0386\nVotre bon de commande : BC 45771234\n"
          "Date d'échéance : 19/11/2027\n" + TOTALS)


def test_the_letters_date_replaces_the_due_date_read_as_the_invoice_date():
    assert _written(LETTER.format(place="Anderlecht, 4 novembre 2027\n")).get("invoice_date") == date(2027, 11, 4)


def test_near_miss_without_a_letters_date_the_date_read_stays():
    written = _written(LETTER.format(place="Anderlecht\n"))
    assert written.get("invoice_date") == date(2027, 11, 19)  # the reader's (a letter's date alone would mend it)


def test_a_date_after_issued():
    text = "Invoice #  0027\nInvoice\nIssued  Dec 3, 2027\nDue  Jan 2, 2028\n" + TOTALS
    assert _written(text).get("invoice_date") == date(2027, 12, 3)


def test_near_miss_a_due_date_alone_is_no_invoice_date():
    text = "Invoice #  0027\nInvoice\nDue  Jan 2, 2028\n" + TOTALS
    assert _written(text).get("invoice_date") is None


def test_an_invoice_date_with_a_comma_before_its_year():
    text = "ArnoEngravingStudio  INVOICE\nInvoice no.  118/2027\nInvoice date  14 Oct, 2027\n" + TOTALS
    assert _written(text).get("invoice_date") == date(2027, 10, 14)


def test_near_miss_an_order_date_with_a_comma_is_no_invoice_date():
    text = "ArnoEngravingStudio  INVOICE\nInvoice no.  118/2027\nOrder date  14 Oct, 2027\n" + TOTALS
    assert _written(text).get("invoice_date") is None


GRID = ("Boekhandel De Vakbibliotheek BV\nOverpoortstraat 41  Factuur\n"
        "Factuurnummer  Factuurdatum  Vervaldatum  {last}\nTechnibouw Distributie NV\n"
        "F2027-00213  25/11/2027  25/12/2027\nIndustrieweg 14\n" + TOTALS)


def test_a_grid_whose_last_label_heads_the_address_block():
    written = _written(GRID.format(last="KLANT"))
    assert (written.get("invoice_number"), written.get("invoice_date")) == ("F2027-00213", date(2027, 11, 25))


def test_near_miss_a_grid_whose_last_label_is_no_address_heading_stays_todo():
    written = _written(GRID.format(last="Klantnr."))
    assert (written.get("invoice_number"), written.get("invoice_date")) == (None, None)


RECEIPT = ("Quincaillerie Meuse-Condroz SRL\nServi par Julien\nFacture : INV/2027/00841\nÉchéance : 09/12/2027\n"
           "Commande 00012-004-0031\n{stamp}\n" + TOTALS)


def test_a_till_receipts_stamp_is_the_invoice_date():
    assert _written(RECEIPT.format(stamp="09/11/2027 15:21:07")).get("invoice_date") == date(2027, 11, 9)


def test_near_miss_a_stamp_after_the_due_date_is_no_invoice_date():
    assert _written(RECEIPT.format(stamp="19/12/2027 15:21:07")).get("invoice_date") is None
