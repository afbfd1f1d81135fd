"""Issue 38, the fourteenth change (corpus 15): the rules it added, each on the rows that called for it."""

from decimal import Decimal

from invoice_env.documents.reader import read_fields, reader_for
from invoice_env.documents.reader.page import Page
from invoice_env.tasks.cases.prefill_checks import supported_reading

MERGED_HEADING = """Dakwerken Voorbeeld BV  FACTUUR
Nummer  F27/0001
Datum  06/10/2027
Btw BE1198.399.861
Omschrijving  Hoeveelheid  Eenh. Eenheidsprijs  Korting  Totaal
Herstelling dakbedekking EPDM boven laadkade,  86  m²  47,50  4.085,00
inclusief verwijderen van de beschadigde banen
Vervangen lichtkoepels 120 x 120 cm  4  st  685,00  2.740,00
Hoogwerker en werfinrichting  1  forfait  375,00  375,00
Totaal excl. btw  € 7.200,00
Btw 21%  € 1.512,00
Totaal incl. btw  € 8.712,00
"""


def test_a_bare_number_under_a_discount_heading_is_the_price_where_it_adds_up_only_as_the_price():
    lines = read_fields(MERGED_HEADING).values.get("lines")
    assert lines is not None
    assert [(line.quantity, line.unit_price, line.net_amount) for line in lines] == [
        (Decimal("86"), Decimal("47.50"), Decimal("4085.00")), (Decimal("4"), Decimal("685.00"), Decimal("2740.00")),
        (Decimal("1"), Decimal("375.00"), Decimal("375.00"))]
    assert lines[0].description.endswith("de beschadigde banen")


def test_a_bare_number_under_a_discount_heading_that_adds_up_as_a_discount_stays_the_discount():
    from invoice_env.documents.reader.line_items import row_by_kinds
    page = Page(MERGED_HEADING, reader_for(None))
    roles = ["description", "quantity", "unit_price", "discount", "amount"]
    row = row_by_kinds(["Dakgoot zink", "10", "100,00", "15", "850,00"], page, roles)
    assert (row.unit_price, row.net_amount) == (Decimal("85.00"), Decimal("850.00"))     # 15 % off, as before
    # neither as a discount nor as the price: no row
    assert row_by_kinds(["Dakgoot zink", "86", "m²", "47,50", "4.000,00"], page,
                        ["description", "quantity", None, "discount", "amount"]) is None


LABELLED = """Emballages Exemple SARL  FACTURE
N° FA-2027-0001
Date : 12 octobre 2027
N° TVA intracom. : FR63879595726
Désignation  Qté  P.U. HT  Total HT
Réf. EFA-C2-604 – Caisse carton double cannelure 600 x 400  800 u  1,46 €  1 168,00 €
mm
Réf. EFA-CAL-50 – Calage papier kraft en rouleau  24 rl  39,50 €  948,00 €
Total HT  2 116,00 €
TVA 20 %  423,20 €
Total TTC  2 539,20 €
"""


def test_the_code_an_article_word_names_before_a_dash_leading_every_description_is_the_article():
    reading = read_fields(LABELLED)
    lines = reading.values.get("lines")
    assert [(line.article_no, line.description, line.quantity) for line in lines] == [
        ("EFA-C2-604", "Caisse carton double cannelure 600 x 400 mm", Decimal("800")),
        ("EFA-CAL-50", "Calage papier kraft en rouleau", Decimal("24"))]
    assert "lines" in supported_reading(reading, LABELLED).values
    numbered = LABELLED.replace("EFA-C2-604", "4711").replace("EFA-CAL-50", "5230")
    assert [line.article_no for line in read_fields(numbered).values["lines"]] == ["4711", "5230"]


def test_a_labelled_code_on_some_lines_only_or_twice_is_not_taken_for_the_articles():
    from invoice_env.documents.reader.articles import _labelled_articles
    one = LABELLED.replace("Réf. EFA-CAL-50 – Calage", "Calage")
    assert [line.article_no for line in read_fields(one).values["lines"]] == [None, None]
    lines = read_fields(LABELLED).values["lines"]
    as_printed = [line.model_copy(update={"article_no": None, "description": f"Réf. EFA-1000 – {line.description}"})
                  for line in lines]
    assert _labelled_articles(as_printed) is None                                    # the same code twice
    without_dash = [line.model_copy(update={"article_no": None, "description": f"Réf. EFA-{at} {line.description}"})
                    for at, line in enumerate(lines)]
    assert _labelled_articles(without_dash) is None                                  # no dash sets it apart
    assert _labelled_articles(as_printed[:1]) is None                                # one line


GRID = """Metaalbewerking Voorbeeld NV
FACTUUR
BTW-nr. BE1148.656.578
Factuurnummer  Factuurdatum  Klantnummer  Uw ordernr.  Onze ordernr.  Pagina
VF2710001  08-10-2027  400218  4577/0814  VO27-3381  1
Pos.  Artikelcode  Omschrijving  Aantal  Eenh.  Prijs  Bedrag
10  KL-200-2  Montagebeugel 200 x 60 mm  1.500  st  1,84  2.760,00
Totaal excl. BTW  2.760,00
BTW 21%  579,60
Totaal EUR  3.339,60
"""


def test_a_buyers_order_label_in_a_grid_of_labels_takes_the_cell_below_it():
    assert read_fields(GRID).values.get("po_reference") == "45770814"
    sage = GRID.replace("Uw ordernr.  Onze ordernr.", "Commande client  Échéance").replace(
        "4577/0814  VO27-3381", "45770835  18/11/2027")
    assert read_fields(sage).values.get("po_reference") == "45770835"


def test_the_cell_below_a_label_is_not_taken_where_the_row_below_is_not_as_wide_or_the_order_is_the_suppliers():
    narrower = GRID.replace("VF2710001  08-10-2027  400218  4577/0814  VO27-3381  1",
                            "VF2710001  08-10-2027  400218  4577/0814  1")
    assert read_fields(narrower).values.get("po_reference") is None
    assert "po_reference" not in supported_reading(read_fields(narrower), narrower).values   # left to the user
    ours = GRID.replace("Uw ordernr.  Onze ordernr.", "Referentie  Onze ordernr.").replace(
        "4577/0814  VO27-3381", "Magazijn  45773381")
    assert read_fields(ours).values.get("po_reference") != "45773381"


def test_a_customer_code_hyphened_before_a_po_number_beside_a_po_label_is_not_part_of_it():
    from invoice_env.documents.reader.structure_po import _po_after_customer_code
    assert _po_after_customer_code("TB-45770828") == "45770828"
    assert _po_after_customer_code(": TB-45770828") == "45770828"
    assert _po_after_customer_code("TB-4577") is None                  # too short for a PO number
    assert _po_after_customer_code("CHANTIER-45770828") is None        # a word, not a short code
    assert _po_after_customer_code("TB-4577-0828") is None             # two groups: not this rule's
    assert _po_after_customer_code("tb-45770828") is None
    text = MERGED_HEADING.replace("Btw BE1198", "Uw referentie: TB-45770828\nBtw BE1198")
    assert read_fields(text).values.get("po_reference") == "45770828"


def test_a_code_hyphened_before_a_number_beside_a_label_only_read_as_naming_an_order_is_not_taken():
    # Dynamics AX's 'Commande client' is the supplier's sales order, read by its order word, not a PO label
    text = MERGED_HEADING.replace("Btw BE1198", "Commande client  CV-0091276\nBtw BE1198")
    reading = read_fields(text)
    assert reading.values.get("po_reference") != "0091276"
    assert "po_reference" not in supported_reading(reading, text).values                  # left to the user
