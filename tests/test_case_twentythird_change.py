"""The reader's twenty-third change (issue 38 items 8 and 9, made on blind corpora 33 to 36): each rule with a
positive test (it failed before the change) and a near miss that stays as it was (evals/case_new_blind.md)."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading, read_fields
from invoice_env.documents.reader.shared import parse_date
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text
from invoice_env.world.models import InvoiceLine

# Deltek Maconomy (34's 07): the address column's line ends with the number's label, the number on the row below;
# the project's number beside a bare 'N°' further down
MACONOMY_HEAD = ("Lemaire & Associés SRL\nAvenue Louise 326\n1050 Bruxelles\n"
                 "Lemaire & Associés SRL · Avenue Louise 326 · 1050 Bruxelles  N° de facture\n{below}\n"
                 "Date de facture  10/12/2027\nTechnibouw Distributie NV  Échéance  09/01/2028\n"
                 "Industrieweg 14  N° de projet  E27-0611\n9000 Gent  Votre référence  BC 45772742\n")
BODY = ("Description  Quantité  Unité  Taux  Montant\n"
        "Réunion de présentation des résultats  4  h  145,00  580,00\n"
        "Total hors TVA  580,00\nTVA 21 %  121,80\nTotal TVAC EUR  701,80\n")


def test_the_invoice_number_under_a_label_that_ends_its_row_is_read():
    assert read_fields(MACONOMY_HEAD.format(below="2741172") + BODY).values.get("invoice_number") == "2741172"


def test_a_date_under_a_label_that_ends_its_row_is_no_invoice_number():
    number = read_fields(MACONOMY_HEAD.format(below="10/12/2027") + BODY).values.get("invoice_number")
    assert number != "10/12/2027"


def _line(description: str, quantity: str, price: str, amount: str) -> InvoiceLine:
    return InvoiceLine(article_no=None, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


GROUPED = ("Description  Quantité  Unité  Taux  Montant\nHonoraires\n"
           "Audit énergétique du bâtiment  26  h  125,00  3.250,00\n"
           "Réunion de présentation des résultats  4  h  145,00  580,00\n"
           "Total honoraires  3.830,00\n{second}"
           "Total hors TVA  3.960,00\nTVA 21 %  831,60\nTotal TVAC EUR  4.791,60\n")
FIRST_GROUP = (_line("Audit énergétique du bâtiment", "26", "125.00", "3250.00"),
               _line("Réunion de présentation des résultats", "4", "145.00", "580.00"))


def _supported(text: str) -> Reading:
    return supported_reading(Reading(dict(lines=FIRST_GROUP, net_total=Decimal("3830.00"), vat_rate=Decimal(21),
                                          reverse_charge_stated=False), {}, "fr", "structure"), text)


def test_lines_of_the_first_group_only_do_not_reach_the_net_through_the_second_groups_line():
    text = GROUPED.format(second="Frais\nFrais de déplacement Bruxelles - Gand  2  forfait  65,00  130,00\n"
                                 "Total frais  130,00\n")
    read = _supported(text)
    assert "lines" not in read.values and "do not add up" in read.problems["lines"]
    assert read.values["net_total"] == Decimal("3960.00")


def test_lines_reach_the_net_through_a_charge_after_their_subtotal():
    read = _supported(GROUPED.format(second="Frais de port  130,00\n"))
    assert read.values["lines"] == FIRST_GROUP and read.values["net_total"] == Decimal("3960.00")


# Plex (33's 09): the invoice date under its label in a grid beside the address column, the date of supply in the
# order band's grid below
PLEX = """Formenbau Rhein-Sieg GmbH  RECHNUNG
Industriestraße 61
53721 Siegburg - Deutschland  Rechnungsnr.  Rechnungsdatum  Seite
02241 38 95 0
RG-27-03318  05.11.2027  1 / 1
USt-IdNr. DE903974246
Kundenbestellung  Auftragsnr.  Zahlungsbedingung  Leistungsdatum
PO 45772656  AB-27-0588  30 Tage netto  04.11.2027
Summe netto  4.495,50
MwSt. 0 %  0,00
Gesamtbetrag EUR  4.495,50
Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)
"""


def _date_problems(text: str, given: str) -> list[str]:
    facts = InvoiceFactsSpec(supplier_vat="DE903974246", invoice_number="RG-27-03318", invoice_date=given,
                             net_total=Decimal("4495.50"), vat_rate=Decimal(0), po_reference="45772656",
                             reverse_charge_stated=True)
    return [p for p in facts_not_in_text(facts, text) if "invoice_date" in p]


def test_the_invoice_date_under_its_label_in_a_grid_beside_the_address_column_is_found():
    assert _date_problems(PLEX, "2027-11-05") == []


def test_a_date_in_neither_grid_is_still_refused():
    assert _date_problems(PLEX, "2027-11-06") != []
    # without the address column's figures the row is no such grid: the date of supply is the one labelled
    assert _date_problems(PLEX.replace("53721 Siegburg - Deutschland", "Siegburg"), "2027-11-05") != []


# Danea-like French print (36's 10): a quantity one space after its description, the VAT rate after the amount
PHYTO = """FACTURE
N° de facture : F-2027-0412
Date : 06/12/2027
Réf.  Description  Qté  Prix  Rem. %  Base  % TVA
HERB-PEL-5  Herbicide total, bidon 5 l 48  38,90  1.867,20  12,00
HERB-SEL-1  Désherbant sélectif pour gazon, flacon 1 l  72  16,40  1.180,80  12,00
Base imposable  % TVA  Montant TVA  Total
3.048,00 €  12,00 %  365,76 €  3.413,76 €
"""


def _line_problems(text: str, quantity: str) -> list[str]:
    facts = InvoiceFactsSpec(supplier_vat="BE0634619827", invoice_number="F-2027-0412", invoice_date="2027-12-06",
                             net_total=Decimal("3048.00"), vat_rate=Decimal(12),
                             lines=[{"article_no": "HERB-PEL-5", "quantity": quantity},
                                    {"article_no": "HERB-SEL-1", "quantity": "72"}])
    return [p for p in facts_not_in_text(facts, text) if "lines" in p]


def test_a_quantity_glued_to_its_description_before_the_amount_and_a_vat_rate_is_found():
    assert _line_problems(PHYTO, "48") == []


def test_another_quantity_or_a_rate_under_no_vat_heading_is_still_refused():
    assert _line_problems(PHYTO, "47") != []
    assert _line_problems(PHYTO.replace("% TVA\nHERB", "Note\nHERB"), "48") != []


# Hungarian bilingual prints (34's 05, 06, 10): labels in two languages, the first one no table knows, dates year first
BILINGUAL = ("Fizetési mód / Payment method  Számla kelte / Invoice date  Fizetési határidő / Due date\n"
             "Átutalás / Bank transfer  {issued}  2028.01.01.\n"
             "Description  Qty  Unit price  Amount\nBracket  800  1.74  1,392.00\n"
             "Net total  1,392.00\nVAT 0 %  0.00\nTotal  1,392.00\nReverse charge\n")


def test_a_label_in_an_unknown_language_and_a_known_one_reads_the_known_ones_value_year_first():
    read = read_fields(BILINGUAL.format(issued="2027.12.02."))
    assert str(read.values.get("invoice_date")) == "2027-12-02"
    assert str(read.values.get("due_date")) == "2028-01-01"


def test_a_first_part_with_a_figure_is_no_bilingual_label_and_a_year_first_number_no_date():
    text = BILINGUAL.format(issued="2027.12.02.").replace("Számla kelte / Invoice date", "Számla 2 / Invoice date")
    assert read_fields(text).values.get("invoice_date") is None
    for number in ("2027.12.023", "12027.12.02", "2027.12.02.5"):  # not a date: a longer number, a version
        assert parse_date(f"Invoice date: {number}") is None, number


def test_a_date_printed_year_first_with_dots_or_slashes_is_read():
    assert str(parse_date("2027.12.02.")) == "2027-12-02" and str(parse_date("2027/11/12")) == "2027-11-12"


def test_the_second_language_of_a_bilingual_label_is_read_whatever_the_date_form():
    read = read_fields(BILINGUAL.format(issued="02.12.2027").replace("2028.01.01.", "01.01.2028"))
    assert str(read.values.get("invoice_date")) == "2027-12-02"
