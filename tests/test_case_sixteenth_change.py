"""Issue 38, the sixteenth change (corpora 17 and 18): the rules it added, each on the rows that called for it."""

from datetime import date
from decimal import Decimal

from invoice_env.documents.reader import read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.totals_chain import is_item_row

SPACED_COLON = """Transports Exemple S.à r.l.
TVA LU70855930
FACTURE
Facture n°  :  FT27/1192
Date  :  10/12/2027  Technibouw Distributie NV
Échéance  :  09/01/2028  Industrieweg 14
Votre référence  :  4577/1035
Code  Description  Qté  Unité  Prix  Montant
TR-COMP  Transport complet Bettembourg - Gand  1  voy.  1.180,00  1.180,00
ATT-H  Heures d'attente au déchargement  3  h  65,00  195,00
Base imposable  1.375,00
TVA 0 %  0,00
À payer  1.375,00
Autoliquidation - article 196 de la directive 2006/112/CE.
"""


def test_a_colon_set_apart_from_its_label_is_the_labels():
    values = read_fields(SPACED_COLON).values
    assert (values.get("invoice_number"), values.get("invoice_date"), values.get("due_date"),
            values.get("po_reference")) == ("FT27/1192", date(2027, 12, 10), date(2028, 1, 9), "45771035")
    from invoice_env.documents.reader.shared import label_cells
    assert label_cells("Datum  :  03-12-2027  Technibouw NV") == ["Datum :", "03-12-2027", "Technibouw NV"]
    assert label_cells("Datum  : 03-12-2027") == ["Datum :", "03-12-2027"]


def test_a_colon_with_no_label_before_it_or_one_of_its_own_stays_where_it_is():
    from invoice_env.documents.reader.shared import label_cells
    assert label_cells(":  03-12-2027") == [":", "03-12-2027"]               # no label before it
    assert label_cells("Datum :  : 03-12-2027") == ["Datum :", ": 03-12-2027"]  # the label has its colon
    assert label_cells("Total: 3  Stück") == ["Total: 3", "Stück"]


def test_no_po_is_not_claimed_where_a_reference_label_with_its_colon_set_apart_prints_a_po_shaped_number():
    from invoice_env.tasks.cases.prefill_checks import _reference_with_po_value
    assert _reference_with_po_value("Uw kenmerk  :  4577/1035\n") == "Uw kenmerk :"
    assert _reference_with_po_value("Uw kenmerk  :  project Gent\n") is None


MONTH_FIRST = """Example Material Handling BV
VAT No.: BE0234.497.993
INVOICE
Invoice No.  BMH-INV-0010384
Invoice Date  12/01/2027
Due Date  12/31/2027
Item ID  Description  Qty  Unit Price  Amount
SVC-PM-A  Preventive maintenance  4  385.00  1,540.00
TRV-ZONE2  Travel charge zone 2  1  95.00  95.00
Subtotal  1,635.00
VAT 21%  343.35
Total (EUR)  1,978.35
"""


def test_numeric_dates_are_read_month_first_where_one_of_them_reads_only_so():
    values = read_fields(MONTH_FIRST).values
    assert (values.get("invoice_date"), values.get("due_date")) == (date(2027, 12, 1), date(2027, 12, 31))
    alone = MONTH_FIRST.replace("Invoice Date  12/01/2027", "Invoice Date  12/21/2027")
    assert read_fields(alone).values.get("invoice_date") == date(2027, 12, 21)


def test_numeric_dates_are_not_read_month_first_where_the_text_also_prints_one_only_day_first():
    both = MONTH_FIRST.replace("Due Date  12/31/2027", "Due Date  31/12/2027  Delivered 12/21/2027")
    assert read_fields(both).values.get("invoice_date") == date(2027, 1, 12)    # day first, as before
    unread = MONTH_FIRST.replace("Invoice Date  12/01/2027", "Invoice Date  12/21/2027").replace(
        "Due Date  12/31/2027", "Due Date  31/12/2027")
    assert "invoice_date" not in read_fields(unread).values                     # either way: not guessed


def test_a_row_of_figures_alone_of_amount_zero_is_no_line_item():
    assert not is_item_row("1  3,853.50  0.00  0.00")                     # a VAT recap's code, base, rate, VAT
    assert not is_item_row("1  3,853.50  0.00  0.00  Total VAT  0.00")


def test_a_line_of_amount_zero_with_its_description_stays_a_line_item():
    assert is_item_row("Sample kit, free of charge  1  pc  0.00  0.00")
    assert is_item_row("1  3,853.50  3,853.50")                            # an amount: as before


SECTIONS = """Toitures Exemple SRL
N° TVA BE0622.159.483
Facture
N° FA-00187
Date : 03/12/2027
Votre réf. commande : 4577 1114
N°  Désignation  Qté  Unité  PU HT  TVA  Total HT
1  Préparation du support
1.1  Dépose des anciens panneaux isolants, évacuation 1  ens  680,00 €  0 %  680,00 €
Sous-total 1 - Préparation du support  680,00 €
2  Étanchéité et évacuation
2.1  Membrane bitumineuse SBS bicouche soudée  42  m²  27,80 €  0 %  1.167,60 €
2.2  Remplacement des avaloirs de toiture  6  u  165,00 €  0 %  990,00 €
Sous-total 2 - Étanchéité et évacuation  2.157,60 €
Total HT  2.837,60 €
TVA 0 %  0,00 €
Total TTC  2.837,60 €
Autoliquidation - TVA due par le cocontractant.
"""


def test_numbered_sections_each_closed_by_a_subtotal_are_one_line_table():
    reading = read_fields(SECTIONS)
    assert [(line.article_no, line.quantity) for line in reading.values["lines"]] == [
        (None, 1), (None, 42), (None, 6)]
    assert reading.values["net_total"] == Decimal("2837.60")
    assert "lines" in supported_reading(reading, SECTIONS).values


def test_a_subtotal_that_is_not_its_sections_sum_ends_the_table_as_before():
    text = SECTIONS.replace("Sous-total 1 - Préparation du support  680,00 €",
                            "Sous-total 1 - Préparation du support  690,00 €")
    reading = read_fields(text)
    assert len(reading.values.get("lines") or ()) < 3
    assert "lines" not in supported_reading(reading, text).values


def test_a_subtotal_of_the_whole_table_ends_it():
    from invoice_env.documents.reader.structure_table import _section_subtotal
    lines = read_fields(SECTIONS).values["lines"]
    cells, amounts = ["Sous-total", "2.837,60 €"], [lines[0].net_amount + lines[1].net_amount + lines[2].net_amount]
    assert not _section_subtotal(cells, amounts, list(lines), more=False)   # nothing goes on: the table ends
    assert _section_subtotal(cells, amounts, list(lines), more=True)


POSITIONS = """Métallerie Exemple SARL
N° TVA FR45523318749
Facture
N° F2027-0412
Date : 05/01/2028
N°  Désignation  Qté  Unité  PU HT  TVA  Total HT
1  Garde-corps acier galvanisé, main courante Ø 42 mm  18,5  ml  168,00 €  0 %  3.108,00 €
2  Platines de fixation 200 x 200 x 12 mm percées  16  u  42,00 €  0 %  672,00 €
3  Caillebotis pressé maille 30 x 30 mm, galvanisé  24  u  96,50 €  0 %  2.316,00 €
Total HT  6.096,00 €
TVA 0 %  0,00 €
Total TTC  6.096,00 €
Exonération de TVA, article 262 ter I du CGI.
"""


def test_a_number_heading_names_the_position_column():
    reading = read_fields(POSITIONS)
    assert [line.article_no for line in reading.values["lines"]] == [None, None, None]
    assert "lines" in supported_reading(reading, POSITIONS).values
    text = POSITIONS.replace("N°  Désignation", "Réf.  Désignation")          # an article heading: articles
    assert [line.article_no for line in read_fields(text).values["lines"]] == ["1", "2", "3"]


def test_an_outline_place_read_as_the_article_is_the_lines_place_in_its_section():
    from invoice_env.documents.reader.structure_table import _outline_places
    from invoice_env.world.models import InvoiceLine

    def lines(*articles):
        return [InvoiceLine(article_no=a, description="Pose", quantity=1, unit_price=1, net_amount=1) for a in articles]
    assert _outline_places(lines("1.1", "2.1", None, "3.2"))
    assert [line.article_no for line in read_fields(SECTIONS).values["lines"]] == [None, None, None]


def test_places_out_of_order_or_not_from_a_sections_first_line_stay_and_the_table_is_left_to_the_user():
    from invoice_env.documents.reader.structure_table import _outline_places
    from invoice_env.world.models import InvoiceLine

    def lines(*articles):
        return [InvoiceLine(article_no=a, description="Pose", quantity=1, unit_price=1, net_amount=1) for a in articles]
    assert not _outline_places(lines("1.1", "3.1", "2.1"))                    # out of order
    assert not _outline_places(lines("1.4", "2.1"))                           # not from a section's first line
    assert not _outline_places(lines("1.1", "KR-12"))                         # an article among them
    outline = SECTIONS.replace("1.1  Dépose", "1.4  Dépose")
    assert read_fields(outline).values["lines"][0].article_no == "1.4"
    assert "lines" not in supported_reading(read_fields(outline), outline).values
