"""Issue 38, the thirteenth change (corpus 14): the rules it added, each on the rows that called for it."""

from decimal import Decimal

from invoice_env.documents.reader import read_fields

DELIVERY_NOTES = """Fournisseur Exemple S.A.  FACTURE
N° facture:  F-1001
Date facture:  17/09/2027
N° TVA LU16385001
Ligne  Article  Description  Qté  UdM  Prix unitaire  Montant
1  AB-GANT-9  Gants de protection nitrile, taille 9, boîte de 12 paires  80  BTE  14,60  1 168,00
Bon de livraison BL 5501 / 1
2  AB-LUN-CL  Lunettes de sécurité incolores  150  PCE  4,85  727,50
Bon de livraison BL 5501 / 2
3  AB-CASQ  Casque de chantier ABS blanc avec jugulaire, une longue description qui  40  PCE  12,90  516,00
remplit la colonne
Bon de livraison BL 5501 / 3
Total HT  2 411,50
TVA 0 %  0,00
Total facture EUR  2 411,50
"""


def test_a_row_repeated_below_every_line_with_other_numbers_is_a_detail_row_not_a_wrap():
    reading = read_fields(DELIVERY_NOTES)
    lines = reading.values.get("lines")
    assert lines is not None, reading.problems
    assert [(line.article_no, line.quantity) for line in lines] == [
        ("AB-GANT-9", Decimal("80")), ("AB-LUN-CL", Decimal("150")), ("AB-CASQ", Decimal("40"))]
    assert all("livraison" not in line.description for line in lines)
    assert lines[2].description.endswith("remplit la colonne")     # a wrap above the repeated row stays


def test_a_row_below_only_some_lines_or_the_same_row_each_time_is_not_taken_for_a_detail_row():
    from invoice_env.documents.reader.structure_table import _repeated_last_rows
    from invoice_env.world.models import InvoiceLine
    rows = [InvoiceLine(article_no="A-1", description="x", quantity=Decimal("1"), unit_price=Decimal("1"),
                        net_amount=Decimal("1"))] * 2
    assert _repeated_last_rows(rows, {0: ["Bon de livraison BL 1 / 1"], 1: ["Bon de livraison BL 1 / 2"]}) == {0, 1}
    assert _repeated_last_rows(rows, {0: ["Bon de livraison BL 1 / 1"]}) == set()              # not under every line
    assert _repeated_last_rows(rows, {0: ["Bon de livraison"], 1: ["Bon de livraison"]}) == set()  # no number differs
    assert _repeated_last_rows(rows, {0: ["Lot 1"], 1: ["Lot 2"]}) == set()                    # one word: a wrap may
    assert _repeated_last_rows(rows, {0: ["Stange 30 mm"], 1: ["verpresst 2"]}) == set()       # other words


INTERLEAVED = """Leverancier Voorbeeld NV  FACTUUR
Kempische Steenweg 1 · 3500 Hasselt · BTW BE1357.802.931
Factuurnummer  Factuurdatum
CI-2027-000001  2027-09-03
Factuuradres  Leveringsadres
Klantnummer  Uw ordernummer
Bouwbedrijf Peeters NV  Bouwbedrijf Peeters NV
C100001  45770001
Industrieweg 14  Magazijn
Pos  Artikel  Omschrijving  Aantal  E  Prijs  Bedrag
10  100234  Legbord 1000 x 500 mm  60  ST  18,40  1.104,00
Netto bedrag  1.104,00
BTW 21%  231,84
Te betalen EUR  1.335,84
"""


def test_a_grid_label_over_an_interleaved_address_line_takes_the_value_on_the_row_after_it():
    from invoice_env.documents.reader.page import Page, candidates
    from invoice_env.documents.reader import reader_for
    page = Page(INTERLEAVED, reader_for(None))
    assert "45770001" in candidates(page, "po_reference")
    assert read_fields(INTERLEAVED).values.get("po_reference") == "45770001"
    # the row below prints a figure: it is the value row itself, the row after it is not looked at
    direct = INTERLEAVED.replace("Bouwbedrijf Peeters NV  Bouwbedrijf Peeters NV\n", "")
    assert "Industrieweg 14" not in candidates(Page(direct, reader_for(None)), "po_reference")
    assert read_fields(direct).values.get("po_reference") == "45770001"


def test_no_value_is_taken_two_rows_below_where_that_row_prints_no_figure_under_the_label():
    from invoice_env.documents.reader.page import Page, candidates
    from invoice_env.documents.reader import reader_for
    text = INTERLEAVED.replace("C100001  45770001", "C100001  Magazijn")
    found = candidates(Page(text, reader_for(None)), "po_reference")
    assert "Magazijn" not in found and "45770001" not in found


def test_a_postcode_and_town_two_rows_below_a_grid_label_is_the_address_column_not_its_value():
    from invoice_env.documents.reader.page import Page, candidates
    from invoice_env.documents.reader import reader_for
    text = INTERLEAVED.replace("C100001  45770001", "9000 Gent  1000 Brussel")
    assert "1000 Brussel" not in candidates(Page(text, reader_for(None)), "po_reference")


POSITIONS = """Beispiel Werkzeuge GmbH
Rechnungsnummer:  RE-2027-0001
Datum:  22.09.2027
USt-IdNr. DE843867044
Pos.  Menge  Bezeichnung  Einzelpreis  Rabatt  Gesamt
1  2.000 Stk  AB-125-60 Fiberscheibe 125 mm, Korn 60  0,40  800,00
2  1.000 Stk  CD-125-10 Trennscheibe 125 x 1,0 mm  0,92  5%  874,00
3  25 Stk  EF-125-M14 Stützteller 125 mm  7,80  195,00
Netto  1.869,00 €
MwSt. 19%  355,11 €
Gesamtsumme  2.224,11 €
"""


def test_codes_of_three_hyphened_groups_leading_every_description_under_a_position_column_are_the_articles():
    lines = read_fields(POSITIONS).values.get("lines")
    assert [(line.article_no, line.quantity) for line in lines] == [
        ("AB-125-60", Decimal("2000")), ("CD-125-10", Decimal("1000")), ("EF-125-M14", Decimal("25"))]
    assert lines[0].description == "Fiberscheibe 125 mm, Korn 60"


def test_a_position_stays_where_not_every_description_leads_with_such_a_code():
    from invoice_env.documents.reader.articles import _three_groups
    assert _three_groups("FS-125-60") and _three_groups("LMP-LED-DK")
    assert not _three_groups("DIN-933") and not _three_groups("125-60-10") and not _three_groups("A4")
    text = POSITIONS.replace("EF-125-M14 Stützteller", "Art. 4711 – Stützteller")
    from invoice_env.tasks.cases.prefill_checks import supported_reading
    reading = read_fields(text)
    assert [line.article_no for line in reading.values["lines"]] == ["1", None, "3"]   # as before the rule
    assert "lines" not in supported_reading(reading, text).values                     # left to the user
    assert "lines" in supported_reading(read_fields(POSITIONS), POSITIONS).values
