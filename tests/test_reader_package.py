"""Issue 35: one Reader per vocabulary, keyed by what the vocabulary says (no id() caches)."""

from invoice_env.documents.reader import FULL_VOCABULARY, TRAIN_VOCABULARY, reader_for


def test_one_reader_per_vocabulary_and_equal_vocabularies_share_it():
    assert reader_for() is reader_for(FULL_VOCABULARY) is reader_for(dict(FULL_VOCABULARY))
    assert reader_for(TRAIN_VOCABULARY) is reader_for(dict(TRAIN_VOCABULARY))
    assert reader_for(TRAIN_VOCABULARY) is not reader_for()


def test_a_reader_remembers_what_a_cell_starts_with():
    table = reader_for().strong
    first = table.hit("Factuurnummer: 2026-0151")
    assert first == ("invoice_number", "nl", "2026-0151") and table.hit("Factuurnummer: 2026-0151") is first


# --- Issue 38: printed forms of other invoice software (blind corpus 2) ---

import pytest  # noqa: E402
from datetime import date  # noqa: E402
from decimal import Decimal  # noqa: E402

from invoice_env.documents.reader import quantity_glued_row, read_fields  # noqa: E402
from invoice_env.documents.reader.line_items import (amount_moved_last, join_wrapped,  # noqa: E402
                                                     with_line_discount)
from invoice_env.documents.reader.shared import (NumberFormat, date_at_start, join_wrapped_years,  # noqa: E402
                                                 parse_date)
from invoice_env.world.models import InvoiceLine  # noqa: E402


@pytest.mark.parametrize(("printed", "read"), [
    ("1er décembre 2026", date(2026, 12, 1)), ("23rd November 2026", date(2026, 11, 23)),
    ("November 2nd, 2026", date(2026, 11, 2)), ("1ste november 2026", date(2026, 11, 1)),
    ("dinsdag 17 november 2026", date(2026, 11, 17)), ("30. Nov. 2026", date(2026, 11, 30)),
    ("05.11.26", date(2026, 11, 5)), ("2026-11-10", date(2026, 11, 10)), ("November 26, 2026", date(2026, 11, 26))])
def test_a_date_is_read_in_the_spellings_invoices_print(printed, read):
    assert parse_date(printed) == read


def test_a_date_at_the_start_of_a_value_is_not_one_further_on():
    assert date_at_start("woensdag 25 november 2026") == date(2026, 11, 25)
    assert date_at_start("November 26, 2026") == date(2026, 11, 26)
    assert date_at_start("4500 1234 van 14/11/2026") is None


def test_a_year_wrapped_to_the_next_row_of_a_grid_goes_back_to_its_date():
    rows = [["INVOICE", "DATE", "DUE"], ["INV-1", "November 26,", "December 26,"], ["2026", "2026"]]
    assert join_wrapped_years(rows)[1] == ["INV-1", "November 26, 2026", "December 26, 2026"]
    assert join_wrapped_years([["Total", "12"], ["2026"]]) == [["Total", "12"], ["2026"]]


@pytest.mark.parametrize("space", ["\u00a0", "\u202f", " "])
def test_thousands_separated_by_a_no_break_space_are_one_amount(space):
    fmt = NumberFormat(f"Total hors TVA  7{space}665,91 EUR\nTVA 0 %  0,00 EUR")
    assert fmt.amounts(f"Total hors TVA  7{space}665,91 EUR") == [Decimal("7665.91")]


def test_a_row_ending_in_a_hyphen_of_its_own_joins_the_next_without_a_space():
    assert join_wrapped("magazijn Gent conform F-", "gassenverordening") == "magazijn Gent conform F-gassenverordening"
    assert join_wrapped("Multiplex berken 18 mm,", "WBP verlijmd") == "Multiplex berken 18 mm, WBP verlijmd"
    assert join_wrapped("Lengte -", "3 m") == "Lengte - 3 m"


def _line(amount: str, price: str, quantity: int) -> InvoiceLine:
    return InvoiceLine(article_no="HD-PAN", description="Paneel", quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def test_a_discount_row_below_a_line_is_that_lines_discount():
    fmt = NumberFormat("1.852,80  -148,22")
    line = with_line_discount(_line("1852.80", "38.60", 48), ["Korting 8 %", "-148,22"], fmt)
    assert line.net_amount == Decimal("1704.58") and line.quantity == 48
    assert with_line_discount(_line("1852.80", "38.60", 48), ["Korting 3 %", "-148,22"], fmt) is None  # not 3 %
    assert with_line_discount(_line("1852.80", "38.60", 48), ["Vracht", "-148,22"], fmt) is None


def test_a_line_amount_printed_before_the_unit_price_is_moved_last_by_the_heading():
    cells = ["Track spotlight", "36", "2,336.40", "64.90", "BFX-TR-40"]
    roles = ["description", "quantity", "amount", "unit_price", "article"]
    assert amount_moved_last(cells, roles) == (["BFX-TR-40", "Track spotlight", "36", "64.90", "2,336.40"],
                                               ["article", "description", "quantity", "unit_price", "amount"])
    assert amount_moved_last(cells[:4], roles) is None


def test_a_quantity_one_space_before_its_description_is_read_as_its_own_cell():
    row = quantity_glued_row(3, ["6 Douchegoot RVS 800 mm met", "SP-4410", "142,00", "852,00"])
    assert row is not None and row.index == 3 and row.texts == ("Douchegoot RVS 800 mm met", "SP-4410")


_HEADER = "Technibouw Distributie NV  BE0456.789.133\nVerkoper BV  BE0817.625.272\n"
_TABLE = ("Artikel  Omschrijving  Aantal  Prijs  Bedrag\nA-1  Paneel  10  10,00  100,00\n"
          "Totaal excl. btw  100,00\nBtw 21 %  21,00\nTotaal incl. btw  121,00\n")


def test_dot_leaders_between_a_label_and_its_value_are_read_as_a_cell_break():
    text = ("Druckluft GmbH  DE131735399\nRechnungsnummer  .................. DB-2026-04410\n"
            "Rechnungsdatum  .............. 7. November 2026\nBestellnummer  .............. 4572 0042\n"
            "Artikel  Bezeichnung  Menge  Preis  Betrag\nA-1  Schlauch  10  10,00  100,00\n"
            "Nettobetrag  100,00\nMwSt. 19 %  19,00\nBruttobetrag  119,00\n")
    values = read_fields(text).values
    assert values["invoice_number"] == "DB-2026-04410" and values["po_reference"] == "4572 0042"
    assert values["invoice_date"] == date(2026, 11, 7)


def test_a_label_alone_on_its_row_has_its_value_below_it():
    text = (_HEADER + "FACTUURDATUM\n9000 Gent\nwoensdag 25 november 2026\nUW BESTELBON NR.\n45720127\n"
            "FACTUURNUMMER  KLANT\nDC-0058/26  Technibouw\n" + _TABLE)
    values = read_fields(text).values
    assert values["invoice_date"] == date(2026, 11, 25) and values["po_reference"] == "45720127"


def test_the_next_label_stops_the_search_for_a_value_below_a_lone_label():
    text = _HEADER + "FACTUURDATUM\nVERVALDAG\n25/11/2026\n25/12/2026\n" + _TABLE
    assert "invoice_date" not in read_fields(text).values


# --- Issue 38, the second change (branch reader2): printed forms of the third blind corpus ---

from invoice_env.documents.reader.line_items import article_on_own_row, till_row  # noqa: E402
from invoice_env.documents.reader.shared import parse_date as _parse_date  # noqa: E402

_HEADER = "Désignation  Qté  Unité  P.U.  Montant\n"
_TOTALS = "Total HTVA  {net}\nTVA 21 %  {vat}\nTotal TVAC  {gross}\n"


@pytest.mark.parametrize(("row", "code"), [("MD-PORTE-83", "MD-PORTE-83"), ("Réf. EG-CAR-604040", "EG-CAR-604040"),
                                           ("Part SH-PMP-G20", "SH-PMP-G20"), ("Item NK-BAT-TT9", "NK-BAT-TT9"),
                                           ("MD-CHAMB-SET", "MD-CHAMB-SET"), ("Réf. EG-CALE-AIR", "EG-CALE-AIR"),
                                           ("PVC-U", None), ("1/2", None), ("2026", None), ("mm", None)])
def test_an_article_number_on_a_row_of_its_own_is_read_only_as_a_code(row, code):
    assert article_on_own_row(row) == code


def test_an_article_number_below_its_description_is_the_lines_article():
    text = (_HEADER + "Bloc-porte intérieur 83 x 201,5 cm,  12  pce  189,00  2.268,00\nébrasement 10 cm\n"
            "MD-PORTE-83\n" + _TOTALS.format(net="2.268,00", vat="476,28", gross="2.744,28"))
    line = read_fields(text).values["lines"][0]
    assert (line.article_no, line.description, line.quantity) == ("MD-PORTE-83", "Bloc-porte intérieur 83 x 201,5 cm, "
                                                                   "ébrasement 10 cm", 12)


def test_a_till_rolls_line_takes_its_description_and_article_from_the_rows_above_its_quantity_row():
    fmt = NumberFormat("1,719.00")
    assert till_row(["6 x €286.50", "€1,719.00"], fmt) == (6, Decimal("286.50"), Decimal("1719.00"))
    assert till_row(["150 m x €6.85", "€1,027.50"], fmt) == (150, Decimal("6.85"), Decimal("1027.50"))
    assert till_row(["6 x €286.50", "€1,000.00"], fmt) is None
    text = ("------\nGear pump group 2, SAE B\nflange, keyed shaft\nPart SH-PMP-G20\n6 x €286.50  €1,719.00\n"
            "Hydraulic hose 1/2\"\nPart SH-HOSE-12\n150 m x €6.85  €1,027.50\nless 10 %  €-102.75\n------\n"
            "Net total  €2,643.75\nVAT 0 %  €0.00\nTOTAL DUE  €2,643.75\n")
    lines = read_fields(text).values["lines"]
    assert [(l.article_no, l.description, l.quantity, l.net_amount) for l in lines] == [
        ("SH-PMP-G20", "Gear pump group 2, SAE B flange, keyed shaft", 6, Decimal("1719.00")),
        ("SH-HOSE-12", "Hydraulic hose 1/2\"", 150, Decimal("924.75"))]


def test_the_line_table_goes_on_below_its_heading_after_a_page_footer_and_a_continued_note():
    text = (_HEADER + "Montant\nPorte A  2  pce  10,00  20,00\nsuite à la page suivante\nFirma · IBAN BE29 0682  Page 1/2\n"
            "Firma\n" + _HEADER + "Montant\nPorte B  3  pce  10,00  30,00\n"
            + _TOTALS.format(net="50,00", vat="10,50", gross="60,50"))
    lines = read_fields(text).values["lines"]
    assert [(l.description, l.quantity) for l in lines] == [("Porte A", 2), ("Porte B", 3)]


@pytest.mark.parametrize(("row", "amounts"), [("Remise 2 %  (74,92 €)", ["-74.92"]), ("Korting 15 %  € 145,50-", ["-145.50"]),
                                              ("Rabatt 3 %  156,67- €", ["-156.67"]), ("Discount  (EUR 131,40)", ["-131.40"]),
                                              ("Total  5,00", ["5.00"]), ("Période  12,00-2026", ["12.00"])])
def test_a_negative_amount_in_parentheses_or_with_a_trailing_minus_is_negative(row, amounts):
    assert NumberFormat("1,00").signed_amounts(row) == [Decimal(a) for a in amounts]


def test_an_austrian_month_is_read():
    assert _parse_date("8. Jänner 2027") == date(2027, 1, 8) and _parse_date("3. Feber 2027") == date(2027, 2, 3)


# --- Issue 38, the third change (branch reader3): printed forms of mainstream invoicing software ---

from invoice_env.documents.reader.line_items import row_by_kinds  # noqa: E402


def test_an_article_in_brackets_before_the_name_is_the_lines_article():
    fmt = NumberFormat("160,00 €  2.172,42 €")
    line = row_by_kinds(["[QM-FORET-SDS8] Foret béton SDS-plus 8 x 160", "25,00 Unité(s)", "6,40", "0,00", "21%",
                         "160,00 €"], fmt, None)
    assert (line.article_no, line.description, line.quantity) == ("QM-FORET-SDS8", "Foret béton SDS-plus 8 x 160",
                                                                  Decimal("25.00"))


def test_a_discount_printed_without_percent_after_the_price_is_read_where_the_row_adds_up():
    fmt = NumberFormat("1,287.60  8,311.12")
    line = row_by_kinds(["FFP-CYL-63400", "Double-acting hydraulic cylinder,", "4", "PCS", "348.00", "7.5", "21",
                         "1,287.60"], fmt, None)
    assert (line.article_no, line.quantity, line.net_amount) == ("FFP-CYL-63400", Decimal(4), Decimal("1287.60"))
    assert row_by_kinds(["FFP-CYL", "Cylinder", "4", "PCS", "348.00", "7.5", "21", "1,300.00"], fmt, None) is None


def test_a_quantity_with_a_thousands_separator_is_read():
    fmt = NumberFormat("372,00  3.547,50")
    line = row_by_kinds(["1", "SH-6K-M12X50", "Sechskantschraube DIN 933 M12 x 50,", "2.000", "Stk", "0,186",
                         "372,00"], fmt, None)
    assert (line.article_no, line.quantity) == ("SH-6K-M12X50", Decimal(2000))


_ODOO_HEADER = ("Events S.à r.l.  VAT LU37221517\nInvoice INV/2027/00058\n"
                "Invoice Date  Due Date  Source  Reference\n18/01/2027  17/02/2027  S00412  {}\n")
_ODOO_TABLE = ("Description  Quantity  Unit Price  Amount\n[EV-TECH-H] Event technician  9.00 Hours  68.00  € 612.00\n"
               "lower case goes on\nUntaxed Amount  € 612.00\nVAT 17 %  € 104.04\nTotal  € 716.04\n")


def test_a_po_under_a_bare_reference_label_is_read_and_another_value_is_no_no_po():
    values = read_fields(_ODOO_HEADER.format("45740033") + _ODOO_TABLE).values
    assert values["po_reference"] == "45740033"
    assert values["lines"][0].article_no == "EV-TECH-H"
    reading = read_fields(_ODOO_HEADER.format("Project 12") + _ODOO_TABLE)
    assert "po_reference" not in reading.values and "po_reference" in reading.problems


def test_a_value_after_a_colon_of_its_own_and_a_po_after_the_word_order_are_read():
    text = (_HEADER + "Factuurnummer  : 2027-014\nFactuurdatum  : 26 januari 2027\n"
            "Uw referentie  : bestelbon 4574/0082\n" + _TABLE)
    values = read_fields(text).values
    assert values["invoice_number"] == "2027-014" and values["po_reference"] == "45740082"


def test_an_erp_document_or_posting_date_is_the_invoice_date():
    for label in ("Document Date", "Posting Date"):
        text = _HEADER + f"Invoice No.  PS-1\n{label}  25 January 2027\n" + _TABLE
        assert read_fields(text).values["invoice_date"] == date(2027, 1, 25)


def test_a_wrapped_row_in_lower_case_goes_on_even_where_it_starts_with_a_label_word():
    values = read_fields(_ODOO_HEADER.format("45740033") + _ODOO_TABLE).values
    assert values["lines"][0].description == "Event technician lower case goes on"


# --- Issue 38, the fourth change (branch reader4) ---

from invoice_env.documents.reader.line_items import articles_leading_descriptions  # noqa: E402


def _lines(*descriptions: str) -> list[InvoiceLine]:
    return [InvoiceLine(article_no=None, description=d, quantity=Decimal(1), unit_price=Decimal(1),
                        net_amount=Decimal(1)) for d in descriptions]


def test_an_article_code_of_one_series_before_each_description_is_the_lines_article():
    read = articles_leading_descriptions(_lines("KR-1120 Bremsenreiniger 500 ml", "KR-3305 Handwaschpaste 10 l",
                                                "KR-7702 20 l Sack Ölbindemittel"))
    assert [(l.article_no, l.description) for l in read] == [("KR-1120", "Bremsenreiniger 500 ml"),
                                                             ("KR-3305", "Handwaschpaste 10 l"),
                                                             ("KR-7702", "20 l Sack Ölbindemittel")]
    read = articles_leading_descriptions(_lines("CONF-FULL - Logistics Summit 2027, 2-day pass",
                                                "CONF-WS-B - Workshop B: customs", "Networking dinner, 3 March"))
    assert [l.article_no for l in read] == ["CONF-FULL", "CONF-WS-B", None]
    assert read[0].description == "Logistics Summit 2027, 2-day pass"


@pytest.mark.parametrize("descriptions", [
    ("DN50 Ball valve PN40", "DN80 Ball valve PN40"),           # a dimension, no code of groups
    ("M12 Sechskantmutter verzinkt", "M16 Sechskantmutter verzinkt"),
    ("HEA 120 S235JR, 12 m", "HEA 160 S235JR, 12 m"),
    ("DIN-933 M12x40 verzinkt", "DIN-933 M16x50 verzinkt"),    # the same standard on two lines
    ("KR-1120 Bremsenreiniger 500 ml", "Handwaschpaste 10 l"),  # one line alone is no evidence
    ("KR-1120 Bremsenreiniger", "ZX-3305 Handwaschpaste"),      # two series
    ("PVC-U Rohr 110 mm", "PVC-C Bogen 90 Grad"),               # a material: no digit, two groups, no dash
    ("LED-T8 Röhre 120 cm", "LED-T5 Röhre 60 cm"),              # a model name's short number
])
def test_a_model_name_dimension_or_standard_before_the_description_is_no_article(descriptions):
    assert articles_leading_descriptions(_lines(*descriptions)) == _lines(*descriptions)


def test_a_po_in_the_lone_cell_below_a_bare_reference_that_ends_its_row_is_read():
    text = ("TAX INVOICE\nInvoice Number\nINV-1193\nBELGIUM  Reference\n45750083\nVAT Number\nLU71440603\n"
            "Description  Quantity  Unit Price  Amount EUR\nDinner  6.00  85.00  510.00\nSubtotal  510.00\n"
            "TOTAL VAT 17%  86.70\nTOTAL EUR  596.70\n")
    assert read_fields(text).values["po_reference"] == "45750083"
    unreadable = read_fields(text.replace("45750083", "Event 12"))
    assert "po_reference" not in unreadable.values and "po_reference" in unreadable.problems


_XERO_FACTS = ("TAX INVOICE\nInvoice Date  Kanaalzicht Data Consultancy B.V.\n"
               "Technibouw Distributie NV  {}  Oudegracht 204\nInvoice Number\nIndustrieweg 14  The Netherlands\n"
               "INV-0427\nDescription  Quantity  Unit Price  Amount EUR\nDinner  6.00  85.00  510.00\n"
               "Subtotal  510.00\nTOTAL VAT 0%  0.00\nTOTAL EUR  510.00\n")


def test_a_date_alone_in_the_row_below_a_label_beside_a_name_is_its_date():
    assert read_fields(_XERO_FACTS.format("12 Feb 2027")).values["invoice_date"] == date(2027, 2, 12)
    assert "invoice_date" not in read_fields(_XERO_FACTS.format("12 Feb 2027  13 Feb 2027")).values


def test_a_date_below_beside_another_label_is_not_the_date_of_a_label_beside_words():
    text = _XERO_FACTS.replace("Technibouw Distributie NV  {}", "Industrieweg 14  Lieferdatum:  {}")
    assert "invoice_date" not in read_fields(text.format("10.02.2027")).values
    unknown_label = _XERO_FACTS.replace("Technibouw Distributie NV  {}", "Industrieweg 14  Leverdatum:  {}")
    assert "invoice_date" not in read_fields(unknown_label.format("10.02.2027")).values
    words_after_colon = _XERO_FACTS.replace("Invoice Date  Kanaalzicht", "Invoice Date:  see delivery note  Kanaalzicht")
    assert "invoice_date" not in read_fields(words_after_colon.format("12 Feb 2027")).values


# --- Issue 38, the fifth change (branch reader5): printed forms of the sixth blind corpus ---

@pytest.mark.parametrize(("row", "code"), [("Item no. VPS-L", "VPS-L"), ("Item No. BACKUP-500", "BACKUP-500"),
                                           ("Artikelnr. PZ-A4-80 · Korting 8%", "PZ-A4-80"),
                                           ("Article number AB-1234", "AB-1234"),
                                           ("MD-PORTE-83 · Korting 8%", None), ("Item no. 5 replaced", None),
                                           ("Model no. X200 as ordered", None), ("no. VPS-L", None)])
def test_an_article_number_after_an_article_label_on_a_row_of_its_own(row, code):
    assert article_on_own_row(row) == code


def test_an_item_no_row_below_the_description_is_the_lines_article_not_more_description():
    text = ("Quantity  Description  Price  Total\n3 x  Virtual server L, 8 vCPU  € 89.00  € 267.00\nItem no. VPS-L\n"
            "2 x  Support, see item no. 4 of the contract  € 24.50  € 49.00\n"
            "Subtotal  € 316.00\nVAT 0% reverse charged  € 0.00\nTotal  € 316.00\n")
    lines = read_fields(text).values["lines"]
    assert [(line.article_no, line.description) for line in lines] == [
        ("VPS-L", "Virtual server L, 8 vCPU"), (None, "Support, see item no. 4 of the contract")]


def test_a_po_number_wrapped_below_its_label_at_the_end_of_a_grid_row_is_read():
    text = ("Facture FA-2027-00153\nDate  Échéance  Réf. client  Votre référence\n"
            "12/03/2027  11/04/2027  CLI-00388  Bon de commande n°\n45760084\n"
            "Désignation  Qté  P.U. HT  TVA  Total HT\nDéplacement  2  55,00 €  20 %  110,00 €\n"
            "Total HT  110,00 €\nTVA 20 %  22,00 €\nTotal TTC  132,00 €\n")
    assert read_fields(text).values["po_reference"] == "45760084"


# --- Issue 38, the eighth change (branch reader10) ---

_TABLE = "Description  Qty  Unit price  Amount\n{rows}Subtotal  €{net}\nVAT 20%:  €{vat}\nTotal  €{gross}\n"


def test_a_detail_row_below_a_short_description_is_no_part_of_it():
    rows = ("Forklift safety training, 2 days  6  €420.00  €2,520.00\n"
            "Lille training centre, 21-22 June 2027, per participant,\ncertificate included\n"
            "Course handbook and written assessment  6  €35.00  €210.00\n")
    lines = read_fields(_TABLE.format(rows=rows, net="2,730.00", vat="546.00", gross="3,276.00")).values["lines"]
    assert [line.description for line in lines] == ["Forklift safety training, 2 days",
                                                    "Course handbook and written assessment"]


def test_a_description_wrapped_from_a_full_row_goes_on_and_a_section_heading_does_not():
    rows = ("Periodiek onderhoud koelinstallatie magazijn Gent conform  1  €420.00  €420.00\n"
            "de F-gassenverordening\nArbeid servicemonteur  2  €55.00  €110.00\nBtw-specificatie\n")
    lines = read_fields(_TABLE.format(rows=rows, net="530.00", vat="106.00", gross="636.00")).values["lines"]
    assert [line.description for line in lines] == [
        "Periodiek onderhoud koelinstallatie magazijn Gent conform de F-gassenverordening", "Arbeid servicemonteur"]


def test_an_item_number_on_its_own_row_with_its_position_is_the_article_of_the_item_row_below():
    rows = ("1  EPAL-NEW\nEUR pallet 1200 x 800 mm, new  200  €14.80  €2,960.00\n"
            "2  EPAL-A\nEUR pallet 1200 x 800 mm, used  300  €9.20  €2,760.00\n")
    lines = read_fields(_TABLE.format(rows=rows, net="5,720.00", vat="1,144.00", gross="6,864.00")).values["lines"]
    assert [(line.article_no, line.quantity) for line in lines] == [("EPAL-NEW", 200), ("EPAL-A", 300)]


def test_a_vat_code_after_the_amount_and_a_quantity_one_space_after_the_description_are_read():
    text = ("Code  Désignation  Qté  P.U. HT  Montant HT  TVA\n"
            "SPH-GANT9  Gants de protection nitrile, EN 388 240  2,35  564,00  2\n"
            "SPH-CASQW  Casque de chantier ABS blanc  30  11,90  357,00  2\n"
            "Total HT  921,00\nTVA 21 %  193,41\nTotal TTC  1.114,41\n")
    lines = read_fields(text).values["lines"]
    assert [(line.article_no, line.description, line.quantity) for line in lines] == [
        ("SPH-GANT9", "Gants de protection nitrile, EN 388", 240), ("SPH-CASQW", "Casque de chantier ABS blanc", 30)]


# --- Issue 38, the ninth change (branch reader11) ---

def test_a_detail_row_below_a_row_that_wrapped_the_description_is_no_part_of_it():
    rows = ("Chambre supérieure double à usage single, petit-  3  €158.00  €474.00\n"
            "déjeuner inclus\n1 chambre, nuits du 1er au 4 juin 2027 (M. Verhaegen)\n"
            "User manual for the pallet racking configurator (English):  1  €100.00  €100.00\n"
            "writing and layout\nInterviews with product management, 12 chapters, 84 pages\n")
    lines = read_fields(_TABLE.format(rows=rows, net="574.00", vat="114.80", gross="688.80")).values["lines"]
    assert [line.description for line in lines] == [
        "Chambre supérieure double à usage single, petit-déjeuner inclus",
        "User manual for the pallet racking configurator (English): writing and layout"]


def test_a_row_in_lower_case_below_a_wrap_that_was_not_full_leaves_the_line_table_unread():
    rows = ("Forklift safety training for warehouse staff, two full days  6  €420.00  €2,520.00\n"
            "at our site\nincluding the certificate\nCourse handbook  6  €35.00  €210.00\n")
    reading = read_fields(_TABLE.format(rows=rows, net="2,730.00", vat="546.00", gross="3,276.00"))
    assert "lines" not in reading.values and "including the certificate" in reading.problems["lines"]


_PO_HEADER = "ACME BV\nFactuur\nFactuurnummer  2027-014\nFactuurdatum  26 januari 2027\n{}\n"


@pytest.mark.parametrize("row, po", [
    ("Uw referentie  Inkooporder 4577-0301", "45770301"),
    ("Votre commande n°  : 4577/0322 du 17/05/2027  Échéance  : 07/07/2027", "45770322"),
    ("Votre commande n°  : BC-4577-0329", "45770329"),
    ("Votre référence  Réservation PO 4577 0336", "45770336"),
    ("Ihre Bestellnummer  4577-0357 vom 24.05.2027", "45770357"),
])
def test_a_po_beside_its_label_among_words_of_the_order_or_before_its_date_is_read(row, po):
    assert read_fields(_PO_HEADER.format(row) + _TABLE.format(
        rows="Widget  1  €100.00  €100.00\n", net="100.00", vat="20.00", gross="120.00")).values["po_reference"] == po


@pytest.mark.parametrize("row", ["Uw referentie  Offerte 2027-0045", "Votre référence  Devis n° 2027-0045"])
def test_a_number_of_another_document_beside_a_po_label_is_not_the_po(row):
    reading = read_fields(_PO_HEADER.format(row) + _TABLE.format(
        rows="Widget  1  €100.00  €100.00\n", net="100.00", vat="20.00", gross="120.00"))
    assert "po_reference" not in reading.values


@pytest.mark.parametrize("label", ["Sales order", "Order confirmation", "Our order"])
def test_the_suppliers_own_order_number_is_not_the_po(label):
    reading = read_fields(_PO_HEADER.format(f"{label}  310045") + _TABLE.format(
        rows="Widget  1  €100.00  €100.00\n", net="100.00", vat="20.00", gross="120.00"))
    assert reading.values.get("po_reference") != "310045"


def test_a_minus_before_the_currency_sign_is_negative():
    assert NumberFormat("1,234.50").signed_amounts("Discount (5%)  -€540.00") == [Decimal("-540.00")]


def test_the_net_is_reached_through_a_discount_to_a_reverse_charge_tax_line_at_0_percent():
    from invoice_env.tasks.cases.totals_chain import reached_chain
    text = ("Item  Description  Unit Cost  Quantity  Line Total\nRW-PRO  Licence  €4,800.00  1  €4,800.00\n"
            "RW-DRV  Seats  €84.00  25  €2,100.00\nSubtotal  €6,900.00\nDiscount (5%)  -€345.00\n"
            "Reverse charge 0%  €0.00\nTotal  €6,555.00\n")
    chain = reached_chain(text, {Decimal("6900.00")})
    assert chain is not None and (chain.net_total, chain.vat_rate) == (Decimal("6555.00"), 0)
