"""The twenty-fifth change (made on corpora 37 to 40, evals/case_new_blind.md): `case new`'s guards of forms no earlier
corpus printed (tasks/cases/prefill_guards.py). Each rule: a positive case (a wrong value before, right or TODO now)
and a near miss that stays as it was."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from invoice_env.tasks.cases.prefill_guards import guarded
from invoice_env.world.models import InvoiceLine


def _guarded(text: str, **values) -> tuple[dict, dict]:
    problems: dict = {}
    guarded(values, problems, text)
    return values, problems


def _line(description: str, article: str | None = None, quantity: str = "1", price: str = "100.00") -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(quantity) * Decimal(price))


TABLE = ("Nr.  Artikelcode  Beschreibung  Menge  Preis  Betrag\n"
         "1  EFT-RB-40  Tragrolle 40 mm  120  11,40  1.368,00\n"
         "2  EFT-GB-600  Gurtbandförderer 600 mm  4  1.285,00  5.140,00\n"
         "Nettosumme  6.508,00\n")


def test_a_position_under_the_line_tables_nr_heading_is_no_invoice_number():
    values, problems = _guarded("Eifel GmbH\nRechnung\n" + TABLE, invoice_number="1")
    assert "invoice_number" not in values and "position" in problems["invoice_number"]
    titled = _guarded("Eifel GmbH  Ausgangsrechnung\nACC-SINV-2027-01163\n" + TABLE, invoice_number="1")[0]
    assert titled["invoice_number"] == "ACC-SINV-2027-01163"  # the number under the title, where it prints one


def test_a_number_under_a_grid_of_labels_that_is_no_line_table_stays():
    text = ("Invoice No.  Invoice Date  Account  Page\n41867  26/01/2028  TECH002  1 of 1\n" + TABLE)
    assert _guarded(text, invoice_number="41867")[0]["invoice_number"] == "41867"


def test_a_series_printed_apart_from_its_number_is_written_with_it():
    assert _guarded("FACTURE\nSérie SDC n° 0087\n", invoice_number=None)[0]["invoice_number"] == "SDC0087"
    bilingual = "Seria / Series TCE nr. / no. 0457\nData / Date: 11.11.2027\n"
    assert _guarded(bilingual, invoice_number="0457")[0]["invoice_number"] == "TCE0457"


def test_a_series_beside_another_number_read_leaves_a_todo_and_no_series_leaves_the_number():
    values, problems = _guarded("Série SDC n° 0087\nFacture F-2027-100\n", invoice_number="F-2027-100")
    assert "invoice_number" not in values and "series" in problems["invoice_number"]
    assert _guarded("Numéro de série 12345\n", invoice_number="F-100")[0]["invoice_number"] == "F-100"


VAT_SUMMARY = ("Součet položek / Summe der Positionen:  6 702,80 EUR\n"
               "CELKEM K ÚHRADĚ / GESAMTBETRAG:  6 702,80 EUR\n"
               "Rekapitulace DPH v {code} / MwSt-Übersicht in {code}  (Kurz / Kurs 24,365 CZK/EUR)\n"
               "Sazba / Satz  Základ / Basis  DPH / MwSt  Celkem / Gesamt\n"
               "0 %  {net}  0,00  {net}\n12 %  0,00  0,00  0,00\n")


def test_a_net_total_printed_only_in_a_vat_summary_in_another_currency_is_a_todo():
    text = VAT_SUMMARY.format(code="CZK", net="163 313,72")
    values, problems = _guarded(text, net_total=Decimal("163313.72"))
    assert "net_total" not in values and "another currency" in problems["net_total"]


def test_a_net_total_in_the_invoices_currency_or_printed_above_the_summary_stays():
    in_eur = VAT_SUMMARY.format(code="EUR", net="6 702,80")
    assert _guarded(in_eur, net_total=Decimal("6702.80"))[0]["net_total"] == Decimal("6702.80")
    also_above = "Netto  163 313,72\n" + VAT_SUMMARY.format(code="CZK", net="163 313,72")
    assert _guarded(also_above, net_total=Decimal("163313.72"))[0]["net_total"] == Decimal("163313.72")


def test_an_article_cut_at_a_dash_is_a_todo_and_a_whole_code_stays():
    lines = (_line("Europalette", "-1200", "400", "11.80"), _line("Industriepalette", "IND-1210", "150", "14.60"))
    values, problems = _guarded("", lines=lines)
    assert "lines" not in values and "cut" in problems["lines"]
    whole = (_line("Europalette", "EUR-1200", "400", "11.80"),) + lines[1:]
    assert _guarded("", lines=whole)[0]["lines"] == whole


def test_a_quantity_with_its_decimals_left_in_the_description_is_a_todo():
    lines = (_line("Komplettladung Žilina - Gent, Auftrag vom 08.11.2027, 1,00 Fahrt CMR 271108-01"),)
    values, problems = _guarded("", lines=lines)
    assert "lines" not in values and "1,00" in problems["lines"]
    a_figure_of_the_text = (_line("Sachkundigen-Schulung (1 Tag, bis 8 Teilnehmer)"),
                            _line("Sieb 1,00 mm", quantity="2"))
    assert _guarded("", lines=a_figure_of_the_text)[0]["lines"] == a_figure_of_the_text


ROWS = ("#  Artikel  Menge  Preis  Betrag\n"
        "1  Regalinspektion nach DIN EN 15635, Lager Gent  1  2.850,00 €  2.850,00 €\n"
        "{below}\n"
        "2  Nachprüfung nach Mängelbeseitigung  4  95,00 €  380,00 €\n")


def test_a_detail_row_wider_than_the_description_column_is_not_read_into_the_description():
    below = "Palettenregale, ca. 2.400 Stellplätze, Prüfbericht und Prüfplaketten"
    lines = (_line("Regalinspektion nach DIN EN 15635, Lager Gent " + below, price="2850.00"),
             _line("Nachprüfung nach Mängelbeseitigung", quantity="4", price="95.00"))
    values, problems = _guarded(ROWS.format(below=below), lines=lines)
    assert "lines" not in values and "detail row" in problems["lines"]


def test_a_wrap_after_a_comma_or_as_narrow_as_the_column_stays_in_the_description():
    wide = "palettenregale, ca. 2.400 Stellplätze, Prüfbericht und Prüfplaketten"  # no capital: a wrap
    narrow = "Palettenregale, Prüfbericht"
    for below in (wide, narrow):
        lines = (_line("Regalinspektion nach DIN EN 15635, Lager Gent " + below, price="2850.00"),
                 _line("Nachprüfung nach Mängelbeseitigung", quantity="4", price="95.00"))
        assert _guarded(ROWS.format(below=below), lines=lines)[0]["lines"] == lines, below
    after_comma = "Regalinspektion nach DIN EN 15635, Lager Gent,"
    lines = (_line(after_comma + " Palettenregale, ca. 2.400 Stellplätze, Prüfbericht und Prüfplaketten",
                   price="2850.00"),)
    text = ROWS.format(below="Palettenregale, ca. 2.400 Stellplätze, Prüfbericht und Prüfplaketten").replace(
        "Lager Gent  1", "Lager Gent,  1")
    assert _guarded(text, lines=lines)[0]["lines"] == lines


DATES = ("RECHNUNG\nRechnungsnummer  41-1-1\n{issue}Technibouw Distributie NV\n"
         "Industrieweg 14  Leistungsdatum  21.01.2028\n9000 Gent  Fälligkeitsdatum  23.02.2028\n")


def test_the_date_beside_an_issue_label_is_the_invoice_date_not_the_date_of_supply():
    text = DATES.format(issue="Ausstellungsdatum  24.01.2028\n")
    values, _ = _guarded(text, invoice_date=date(2028, 1, 21))
    assert values["invoice_date"] == date(2028, 1, 24)


def test_without_an_issue_label_the_date_read_stays():
    assert _guarded(DATES.format(issue=""), invoice_date=date(2028, 1, 21))[0]["invoice_date"] == date(2028, 1, 21)


def test_a_month_abbreviated_in_four_letters_beside_the_invoice_dates_label_is_the_invoice_date():
    text = "FACTURE\nN° de facture:  2028-007\nDate de facture:  13 janv. 2028\nDate d'échéance:  12 févr. 2028\n"
    assert _guarded(text, invoice_date=date(2028, 2, 12))[0]["invoice_date"] == date(2028, 1, 13)
    parsed = text.replace("13 janv. 2028", "13.01.2028")
    assert _guarded(parsed, invoice_date=date(2028, 1, 13))[0]["invoice_date"] == date(2028, 1, 13)


def test_a_date_like_value_beside_the_invoice_dates_label_that_gives_no_date_leaves_a_todo():
    text = "FACTURE\nN° de facture:  2028-007\nDate de facture:  13 xyzq. 2028\nDate d'échéance:  12 févr. 2028\n"
    values, problems = _guarded(text, invoice_date=date(2028, 2, 12))
    assert "invoice_date" not in values and "13 xyzq. 2028" in problems["invoice_date"]


@pytest.mark.parametrize(("label", "value", "issued"), [
    ("Datum izdaje / Ausstellungsdatum:", "12. 11. 2027", date(2027, 11, 12)),
    ("Date of issue", "14. 1. 2028", date(2028, 1, 14)),
])
def test_a_date_with_a_space_after_each_dot_beside_an_issue_label_is_the_invoice_date(label, value, issued):
    text = f"RECHNUNG\n{label}  {value}\nLieferdatum:  10. 11. 2027\n"
    assert _guarded(text, invoice_date=None)[0]["invoice_date"] == issued
    assert _guarded(text.replace(value, "12. 11."), invoice_date=None)[0]["invoice_date"] is None  # no year: none


@pytest.mark.parametrize(("text", "vat"), [
    ("Azulejos SL\nC.I.F.: B88916747\nIBAN ES21 2100 9742 6193 3741 5318\n", "ESB88916747"),
    ("Confeções Lda.\nNIF 583039162\nIBAN PT50 0035 6939 0975 0725 2403 9\n", "PT583039162"),
])
def test_a_tax_number_without_its_country_prefix_takes_the_ibans_country(text, vat):
    assert _guarded(text)[0]["supplier_vat"] == vat


@pytest.mark.parametrize("text", [
    "Azulejos SL\nC.I.F.: B88916748\nIBAN ES21 2100 9742 6193 3741 5318\n",  # check digits wrong
    "Azulejos SL\nC.I.F.: B88916747\n",  # no IBAN: no country
    "Azulejos SL\nC.I.F.: B88916747\nIBAN BE21 2100 9742 6193\n",  # not a valid Belgian number
])
def test_a_tax_number_that_is_no_valid_vat_number_of_the_ibans_country_is_not_written(text):
    assert "supplier_vat" not in _guarded(text)[0]


@pytest.mark.parametrize(("title", "below", "number"), [
    ("Eifel Fördertechnik GmbH  Ausgangsrechnung", "ACC-SINV-2027-01163", "ACC-SINV-2027-01163"),
    ("Kempen Sensor Components B.V.  Sales Invoice", "ACC-SINV-2027-00871", "ACC-SINV-2027-00871"),
    ("Kempen Sensor Components B.V.  Sales Invoice", "Annaberger Straße 240", None),  # a street
    ("Kempen Sensor Components B.V.  Sales Invoice", "13.12.2027", None),  # a date
    ("Kempen Sensor Components B.V.  Price list", "ACC-SINV-2027-00871", None),  # no invoice's title
])
def test_an_identifier_under_the_title_that_ends_the_first_row_is_the_invoice_number(title, below, number):
    values, _ = _guarded(f"{title}\n{below}\nCustomer Name:  Technibouw  Date:  13.12.2027\n", invoice_number=None)
    assert values["invoice_number"] == number


def test_an_identifier_after_the_english_half_of_a_bilingual_label_is_the_invoice_number():
    text = "Data wystawienia / Issue date:  2027-11-08\nFaktura VAT nr / VAT invoice no. FV 214/11/2027\n"
    assert _guarded(text, invoice_number=None)[0]["invoice_number"] == "FV 214/11/2027"
    a_date = "Faktura VAT nr / VAT invoice no. 2027-11-08\n"
    assert _guarded(a_date, invoice_number=None)[0]["invoice_number"] is None
    read = _guarded(text, invoice_number="FV 214/11/2027 A")[0]["invoice_number"]
    assert read == "FV 214/11/2027 A"  # a number read stays


SUMMARY = ("Nr.  Symbool  Naam  Aantal  Eenh.  Prijs netto  Netto  {heading}  Btw  Bruto\n"
           "1  KAW-ZIA-1  Koffiebonen  60  st  13,40  804,00  6  48,24  852,24\n"
           "Totaal:  1 460,70  87,64  1 548,34\nwaarvan:  1 460,70  6  {vat}  1 548,34\n")


def test_a_vat_summary_row_under_a_bare_percent_rate_heading_gives_the_net_and_the_rate():
    values, _ = _guarded(SUMMARY.format(heading="Btw %", vat="87,64"), reverse_charge_stated=False)
    assert (values["net_total"], values["vat_rate"]) == (Decimal("1460.70"), Decimal(6))


@pytest.mark.parametrize(("heading", "vat", "stated"), [
    ("Btw %", "87,65", False),  # the VAT a cent off
    ("Btw", "87,64", False),  # no rate heading with a bare '%'
    ("Btw %", "87,64", True),  # 6 % against a reverse-charge statement
])
def test_a_vat_summary_row_that_does_not_add_up_or_has_no_rate_heading_gives_nothing(heading, vat, stated):
    values, _ = _guarded(SUMMARY.format(heading=heading, vat=vat), reverse_charge_stated=stated)
    assert "net_total" not in values and "vat_rate" not in values
