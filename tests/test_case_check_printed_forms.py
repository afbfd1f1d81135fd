"""Issue 38 item 9: `case check` refused valid cases printed in forms it did not expect: an invoice number
after a label with a space before the colon (French typography), a line description wrapped over two rows
of the PDF, and one with a typographic apostrophe or a spaced dash. Each valid case is built as a real
case folder (a PDF written with fpdf2, the example case's rows) and checked through the CLI; its hostile
twin stays refused."""

import shutil
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
