"""Issue 38 item 9: `case check` refused valid cases printed in forms it did not expect: an invoice number
after a label with a space before the colon (French typography), a line description wrapped over two rows
of the PDF, and one with a typographic apostrophe or a spaced dash. Each valid case is built as a real
case folder (a PDF written with fpdf2, the example case's rows) and checked through the CLI; its hostile
twin stays refused."""

import shutil

import pytest
from pathlib import Path

from fpdf import FPDF

from invoice_env import cli

EXAMPLES = Path(__file__).resolve().parent.parent / "evals" / "cases"

COLUMNS = (15, 55, 125, 145, 165, 195)
ARTICLE_ROWS = (("Art.", "Désignation", "Qté", "Prix", "Total"),
                ("VC-10420", "Panneau LED 60x60 36W", "24", "42,50", "1.020,00"),
                ("VC-10977", "Driver LED 700mA", "12", "18,00", "216,00"))


def _pdf(number_rows, table) -> bytes:
    """led-0001's invoice as a French supplier's own software prints it: `number_rows` carry the invoice
    number, `table` is the line table (cells in columns; '' leaves a cell empty)."""
    pdf = FPDF()
    pdf.core_fonts_encoding = "windows-1252"  # ’ and – as the core font prints them
    pdf.add_page()
    pdf.set_font("helvetica", size=10)
    rows = (("Verlichting Claeys BV",), ("N° TVA BE 0811.223.371",),
            ("Client : Technibouw Distributie NV, BE0456.789.133",), *number_rows,
            ("Date de facture", "24/11/2026"), ("Votre commande", "45700001"), *table,
            ("Total HT", "1.236,00"), ("TVA 21 %", "259,56"), ("Total TTC", "1.495,56"))
    for cells in rows:
        y = pdf.get_y()
        for column, cell in enumerate(cells):
            pdf.set_xy(COLUMNS[column], y)
            pdf.cell(COLUMNS[column + 1] - COLUMNS[column] - 2, 6, cell)
        pdf.ln(6)
    return bytes(pdf.output())


def _case(tmp_path: Path, pdf: bytes, invoice_number: str = "2026-0151", lines=None) -> Path:
    """A cases folder of one case: led-0001's rows with `pdf` and the facts it prints. `lines`: the
    [[invoice.lines]] as (description, quantity), instead of the example's article numbers."""
    folder = tmp_path / "cases"
    shutil.copytree(EXAMPLES / "led-0001", folder / "claeys", ignore=shutil.ignore_patterns("*.py"))
    (folder / "claeys" / "invoice.pdf").write_bytes(pdf)
    path = folder / "claeys" / "case.toml"
    text = path.read_text().replace('invoice_number = "2026-0151"', f'invoice_number = "{invoice_number}"')
    if lines is not None:
        old = ('[[invoice.lines]]\narticle_no = "VC-10420"\nquantity = "24"\n\n'
               '[[invoice.lines]]\narticle_no = "VC-10977"\nquantity = "12"\n')
        assert old in text
        text = text.replace(old, "".join(f'[[invoice.lines]]\ndescription = "{d}"\nquantity = "{q}"\n\n'
                                         for d, q in lines))
    path.write_text(text, encoding="utf-8")
    return folder


def _check(folder: Path, capsys) -> tuple[int, str]:
    code = cli.main(["case", "check", str(folder)])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


# --- (a) an invoice number after "Label :" ---------------------------------------------------------

def test_an_invoice_number_after_a_label_with_a_space_before_the_colon_is_accepted(tmp_path, capsys):
    for number_rows in ((("N° de facture", ": F-2026-0151"),),          # the colon starts the value's cell
                        (("N° de facture : F-2026-0151",),),             # one cell, a space before the colon
                        (("N° de facture\u00a0: F-2026-0151",),)):       # a no-break space before the colon
        folder = _case(tmp_path / str(len(list(tmp_path.iterdir()))), _pdf(number_rows, ARTICLE_ROWS), "F-2026-0151")
        code, out = _check(folder, capsys)
        assert code == 0, (number_rows, out)
        assert "1 case valid" in out


def test_an_invoice_number_that_differs_after_the_colon_is_refused(tmp_path, capsys):
    """The case gives the delivery note's number, which the PDF prints too, not the invoice's."""
    folder = _case(tmp_path, _pdf((("N° de facture", ": F-2026-0151"), ("Bon de livraison", ": F-2026-0152")),
                                  ARTICLE_ROWS), "F-2026-0152")
    code, out = _check(folder, capsys)
    assert code == 2, out
    assert ("field invoice.invoice_number = 'F-2026-0152', but the PDF prints the invoice number F-2026-0151 "
            '(line "N° de facture : F-2026-0151")') in out, out


# --- (b) a description wrapped over two rows -------------------------------------------------------

def _wrapped_table(second_half: str = "60x60 36W") -> tuple:
    return (("Pos.", "Désignation", "Qté", "Prix", "Total"),
            ("1", "Panneau LED encastrable", "24", "42,50", "1.020,00"),
            ("", second_half),
            ("2", "Driver LED 700mA", "12", "18,00", "216,00"))


WRAPPED_LINES = [("Panneau LED encastrable 60x60 36W", "24"), ("Driver LED 700mA", "12")]


def test_a_description_wrapped_over_two_rows_is_accepted(tmp_path, capsys):
    folder = _case(tmp_path, _pdf((("N° de facture", "2026-0151"),), _wrapped_table()), lines=WRAPPED_LINES)
    code, out = _check(folder, capsys)
    assert code == 0, out
    assert "1 case valid" in out


def test_a_wrapped_description_whose_second_half_is_not_on_the_next_row_is_refused(tmp_path, capsys):
    pdf = _pdf((("N° de facture", "2026-0151"),), _wrapped_table("60x60 40W"))
    for name, lines, message in (
            ("other", WRAPPED_LINES, "field invoice.lines.1: description 'Panneau LED encastrable 60x60 36W' stands "
                                     "on no row of the PDF's text"),
            # both halves are printed, but not on consecutive rows: the second half is the next line's
            ("apart", [("Panneau LED encastrable Driver LED", "24"), ("Driver LED 700mA", "12")],
             "field invoice.lines.1: description 'Panneau LED encastrable Driver LED' stands on no row"),
            ("quantity", [("Panneau LED encastrable 60x60 40W", "12"), ("Driver LED 700mA", "12")],
             "field invoice.lines.1.quantity = 12, but the PDF's row for description "
             "'Panneau LED encastrable 60x60 40W' does not show that quantity")):
        folder = _case(tmp_path / name, pdf, lines=lines)
        code, out = _check(folder, capsys)
        assert code == 2, (name, out)
        assert message in out, (name, out)


# --- (c) a typographic apostrophe or a spaced dash -------------------------------------------------

PUNCTUATED_TABLE = (("Pos.", "Désignation", "Qté", "Prix", "Total"),
                    ("1", "Main d’œuvre – pose des panneaux", "24", "42,50", "1.020,00"),
                    ("2", "Driver LED 700mA", "12", "18,00", "216,00"))


def test_a_description_with_a_typographic_apostrophe_or_a_spaced_dash_is_accepted(tmp_path, capsys):
    pdf = _pdf((("N° de facture", "2026-0151"),), PUNCTUATED_TABLE)
    for name, description in (("plain", "Main d'œuvre - pose des panneaux"),
                              ("dash", "Main d’œuvre - pose des panneaux"),
                              ("apostrophe", "Main d'œuvre – pose des panneaux"),
                              ("spaces", "Main d'œuvre -  pose des\u00a0panneaux")):
        folder = _case(tmp_path / name, pdf, lines=[(description, "24"), ("Driver LED 700mA", "12")])
        code, out = _check(folder, capsys)
        assert code == 0, (name, out)
        assert "1 case valid" in out


def test_a_description_whose_punctuation_the_pdf_does_not_print_is_refused(tmp_path, capsys):
    pdf = _pdf((("N° de facture", "2026-0151"),), PUNCTUATED_TABLE)
    for name, description in (("no_dash", "Main d'œuvre pose des panneaux"),
                              # the start of one item's description and the next item's are no wrapped one
                              ("two_items", "Main d’œuvre – pose des panneaux Driver LED"),
                              ("no_apostrophe", "Main d œuvre - pose des panneaux"),
                              ("dash_for_apostrophe", "Main d-œuvre - pose des panneaux")):
        folder = _case(tmp_path / name, pdf, lines=[(description, "24"), ("Driver LED 700mA", "12")])
        code, out = _check(folder, capsys)
        assert code == 2, (name, out)
        assert f"field invoice.lines.1: description {description!r} stands on no row of the PDF's text" in out, out
    folder = _case(tmp_path / "quantity", pdf, lines=[("Main d'œuvre - pose des panneaux", "12"),
                                                      ("Driver LED 700mA", "12")])
    code, out = _check(folder, capsys)
    assert code == 2, out
    assert "field invoice.lines.1.quantity = 12, but the PDF's row for description" in out, out


# --- (d) issue 38, blind corpus 2: printed forms the check read wrong ----------------------------

from datetime import date  # noqa: E402
from decimal import Decimal  # noqa: E402

from invoice_env.tasks.cases.printed import PrintedText, parse_any_date  # noqa: E402
from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec  # noqa: E402
from invoice_env.tasks.cases.text import facts_not_in_text  # noqa: E402


def test_a_percentage_under_a_discount_heading_beside_a_vat_heading_is_no_vat_rate():
    printed = PrintedText("Pos  Art.-Nr.  Bezeichnung  Menge  Einzelpreis  Rabatt  MwSt.  Gesamtpreis\n"
                          "1  DB-1  Kompressor  2  1.489,00  10 %  19 %  2.680,20\n"
                          "2  DB-2  Schlauch  12  54,80  19 %  657,60\n"
                          "zzgl. 19 % MwSt.  899,50 €\n")
    assert {rate for rate, _ in printed.vat_rates()} == {Decimal(19)}


@pytest.mark.parametrize(("value", "read"), [("1er décembre 2026", date(2026, 12, 1)),
                                             ("23rd November 2026", date(2026, 11, 23)),
                                             ("30. Nov. 2026", date(2026, 11, 30)),
                                             ("dinsdag 17 november 2026", date(2026, 11, 17)),
                                             ("4500 1234 van 14/11/2026", None)])
def test_a_labelled_date_is_read_in_the_spellings_invoices_print(value, read):
    assert parse_any_date(value) == read


def test_a_description_wrapped_at_its_own_hyphen_is_found_over_its_rows():
    printed = PrintedText("1  Onderhoud koelinstallatie  1  post  685,00  685,00\nmagazijn Gent conform F-\n"
                          "gassenverordening\n")
    assert printed.description_rows("Onderhoud koelinstallatie magazijn Gent conform F-gassenverordening") == [(0, 1, 2)]


_GRID_DATE = ("Kempen Safety BV  VAT BE1630.925.039\nINVOICE  DATE  DUE\nINV-2026-00318  November 26,  December 26,\n"
              "2026  2026\nSKU  Item  Qty  Price  Total\nKSS-1  Gloves  240  4.85  1,164.00\n"
              "Pressure test certificate  1  36.00  36.00\nSubtotal  1,200.00\nDiscount 3 %  -36.00\n"
              "Total taxable base  1,164.00\nVAT 21 %  244.44\nTotal due  1,408.44\n")


def _facts(**change) -> InvoiceFactsSpec:
    facts = dict(supplier_vat="BE1630.925.039", invoice_number="INV-2026-00318", invoice_date=date(2026, 11, 26),
                 net_total=Decimal("1164.00"), vat_rate=Decimal(21), po_reference=None, reverse_charge_stated=False,
                 lines=[FactLine(article_no="KSS-1", quantity=Decimal(240)),
                        FactLine(description="Pressure test certificate", quantity=Decimal(1))])
    return InvoiceFactsSpec(**{**facts, **change})


def test_a_grid_date_with_its_year_wrapped_and_a_net_below_a_subtotal_are_accepted():
    assert facts_not_in_text(_facts(), _GRID_DATE) == []


def test_a_wrong_net_total_and_a_left_out_line_without_article_are_still_refused():
    wrong_net = facts_not_in_text(_facts(net_total=Decimal("1200.00")), _GRID_DATE)
    assert wrong_net and "net_total" in wrong_net[0]
    left_out = facts_not_in_text(_facts(lines=[FactLine(article_no="KSS-1", quantity=Decimal(240))]), _GRID_DATE)
    assert left_out and "Pressure test certificate" in left_out[0] and "not listed" in left_out[0]


# --- Issue 38, the second change (branch reader2) ---

import re  # noqa: E402

from invoice_env.tasks.cases.printed import PrintedText, date_spellings  # noqa: E402


def test_an_article_on_a_row_of_its_own_finds_its_quantity_on_the_item_row_above_or_the_till_row_below():
    printed = PrintedText("Bloc-porte 83 x 201,5 cm,  6  pce  468,00  5 %  2.667,60\nferme-porte\nMD-RF30-83\n"
                          "Disjoncteur C16\nRéf. EH-DISJ-C16\n48 x 11,85 €  568,80 €\n")
    assert printed.quantity_rows_of_article(2) == [0]
    assert printed.shows_quantity(0, Decimal(6), re.compile("MD-RF30-83"))
    assert printed.quantity_rows_of_article(4) == [0, 5]
    assert printed.shows_quantity(5, Decimal(48), re.compile("x")) and not printed.shows_quantity(5, Decimal(8), re.compile("x"))
    assert [(item.index, item.article) for item in printed.till_items()] == [(4, "EH-DISJ-C16")]


def test_a_percentage_under_a_short_discount_heading_is_no_vat_rate():
    printed = PrintedText("Art.nr.  Omschrijving  Aantal  Prijs  Kort.  Bedrag\n"
                          "SH-BUIS-48  Steigerbuis  60 st  38,90  10 %  2.100,60\nBtw 0 %  € 0,00\n")
    assert [rate for rate, _ in printed.vat_rates()] == [0]


def test_an_austrian_month_is_a_spelling_of_the_date():
    assert "8. Jänner 2027" in date_spellings(date(2027, 1, 8))


# --- Issue 38, the third change (branch reader3) ---

from invoice_env.tasks.cases.printed import quantity_pattern  # noqa: E402


def test_a_quantity_with_a_thousands_separator_or_a_unit_with_a_bracketed_plural_is_shown():
    printed = PrintedText("Pos.  Art.-Nr.  Bezeichnung  Menge  Einh.  Einzelpreis  Gesamtpreis\n"
                          "1  SH-6K  Sechskantschraube  2.000  Stk  0,186  372,00\n"
                          "Description  Quantité  Prix  Montant\n[QM-FORET] Foret béton  25,00 Unité(s)  6,40  160,00 €\n")
    assert printed.shows_quantity(1, Decimal(2000), re.compile("SH-6K"))
    assert not printed.shows_quantity(1, Decimal(200), re.compile("SH-6K"))
    assert printed.shows_quantity(3, Decimal(25), re.compile("QM-FORET"))
    assert not printed.shows_quantity(3, Decimal(26), re.compile("QM-FORET"))
    assert quantity_pattern(Decimal(12500)).search("12'500") and not quantity_pattern(Decimal(12500)).search("12 500")


# --- Issue 38, the fourth change (branch reader4) ---

from invoice_env.documents.reader import item_row  # noqa: E402


def test_a_row_with_a_thousands_separated_quantity_or_a_discount_without_percent_is_an_item_row():
    grouped = item_row(0, ["Nettoyage du sol (résine), 2", "2.400", "0,85", "21%", "2.040,00"])
    assert grouped is not None and grouped.texts == ("Nettoyage du sol (résine), 2",)
    discounted = item_row(0, ["80", "70-500-040", "Flanschlagereinheit UCF 206", "8", "ST", "31,60", "5", "240,16"])
    assert discounted is not None and discounted.article == "70-500-040"
    assert item_row(0, ["80", "70-500-040", "Flanschlagereinheit", "8", "ST", "31,60", "5", "250,00"]) is None


def test_a_left_out_last_line_with_a_grouped_quantity_is_refused():
    text = ("DESCRIPTION  QTÉ  PRIX UNITAIRE  TVA  TOTAL\nAutolaveuse, location  3  145,00  21%  435,00\n"
            "Nettoyage du sol industriel, 2  2.400  0,85  21%  2.040,00\npassages\nTotal HTVA  € 2.475,00\n")
    facts = _facts(net_total=Decimal("2475.00"), lines=[FactLine(description="Autolaveuse, location",
                                                                 quantity=Decimal(3))])
    problems = [p for p in facts_not_in_text(facts, text) if "not listed" in p]
    assert problems and "Nettoyage du sol industriel, 2" in problems[0]


# --- Issue 38, the fifth change (branch reader5) ---

def test_a_percentage_in_the_discount_column_of_a_row_with_a_bare_vat_rate_is_no_vat_rate():
    printed = PrintedText("Art.  Description  Qté  Prix unit.  Remise  TVA %  Total HTVA\n"
                          "BRO-A5-16  Brochure A5  2.500  0,62  5 %  21  1.472,50\n"
                          "DEP-A4  Dépliant A4  5.000  0,118  21  590,00\n")
    assert [rate for rate, _ in printed.vat_rates()] == [Decimal(21)]


def test_a_bare_number_under_a_vat_heading_without_percent_is_no_vat_rate():
    printed = PrintedText("Description  Qty  Price  VAT  Total\nConsulting day  2  50,00  21,00  100,00\n"
                          "VAT 21 %  21,00\n")
    assert [rate for rate, _ in printed.vat_rates()] == [Decimal(21)]


def test_a_row_with_a_discount_percentage_before_a_bare_vat_rate_is_an_item_row():
    row = item_row(0, ["BAN-RU-85", "Roll-up 85 x 200 cm", "4", "96,00", "5 %", "21", "364,80"])
    assert row is not None and row.texts == ("BAN-RU-85", "Roll-up 85 x 200 cm")
    assert item_row(0, ["BAN-RU-85", "Roll-up 85 x 200 cm", "4", "96,00", "5 %", "21", "350,00"]) is None


# --- Issue 38, the eighth change (branch reader10) ---

def test_a_quantity_one_space_after_its_description_is_shown_where_the_row_adds_up_with_it():
    text = ("Artikel  Omschrijving  Aantal  Eenh.  Prijs  Korting  Bedrag\n"
            "Arbeid elektricien: vervangen verlichting eerste 22  uur  54,00  1.188,00\nverdieping\n"
            "Totaal excl. btw  € 1.188,00\n")
    line = FactLine(description="Arbeid elektricien: vervangen verlichting eerste verdieping", quantity=Decimal(22))
    assert not [p for p in facts_not_in_text(_facts(net_total=Decimal("1188.00"), lines=[line]), text) if "lines" in p]
    wrong = FactLine(description=line.description, quantity=Decimal(2))
    assert [p for p in facts_not_in_text(_facts(net_total=Decimal("1188.00"), lines=[wrong]), text) if "lines.1" in p]


def test_a_row_with_a_vat_code_column_after_its_amount_is_an_item_row():
    row = item_row(0, ["PIL-ROU180", "Rouleau polyamide 180 mm", "24", "8,75", "210,00", "0"])
    assert row is not None and row.article == "PIL-ROU180"
    assert item_row(0, ["PIL-ROU180", "Rouleau polyamide 180 mm", "24", "8,75", "200,00", "0"]) is None


def test_an_item_number_on_its_own_row_above_the_description_row_takes_its_quantity_below():
    text = ("Pos.  Item / Description  Qty  Unit  Unit price  Disc.  Total\n1  EPAL-NEW\n"
            "EUR pallet 1200 x 800 mm, new  200  14.80  2,960.00\n2  EPAL-A\n"
            "EUR pallet 1200 x 800 mm, used  300  9.20  2,760.00\nSubtotal  5,720.00 EUR\n")
    lines = [FactLine(article_no="EPAL-NEW", quantity=Decimal(200)), FactLine(article_no="EPAL-A", quantity=Decimal(300))]
    assert not [p for p in facts_not_in_text(_facts(net_total=Decimal("5720.00"), lines=lines), text) if "lines" in p]
    problems = [p for p in facts_not_in_text(_facts(net_total=Decimal("5720.00"), lines=lines[:1]), text)
                if "not listed" in p]
    assert problems and "EUR pallet 1200 x 800 mm, used" in problems[0]


def test_a_vat_rate_equal_to_the_line_discount_beside_it_is_still_a_vat_rate():
    printed = PrintedText("Pos  Art.-Nr.  Bezeichnung  Menge  Einzelpreis  Rabatt  MwSt.  Gesamtpreis\n"
                          "1  PF-6  Pflaster  10  15,00  6 %  6 %  141,00\n")
    assert [rate for rate, _ in printed.vat_rates()] == [Decimal(6)]
    discounted_only = PrintedText("Pos  Art.-Nr.  Bezeichnung  Menge  Einzelpreis  Rabatt  Gesamtpreis\n"
                                  "1  PF-6  Pflaster  10  15,00  6 %  141,00\n")
    assert discounted_only.vat_rates() == []
