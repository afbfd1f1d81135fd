"""Issue 38, the seventeenth change (corpora 19 and 20): the pre-fill checks it added, each on the rows that called
for it. A line table whose columns can be read two ways is not pre-filled the way the reader's cross-checks cannot
confirm."""

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.models import InvoiceLine


def _line(article: str | None, description: str, quantity: str, price: str, amount: str) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def _supported(lines: list[InvoiceLine], text: str) -> Reading:
    return supported_reading(Reading({"lines": lines}, {}, "en", "structure"), text)


TYPE_COLUMN = """Item Type  Description  Quantity  Unit Price  Amount
Service  Site survey and data analysis  32.00  115.00  3,680.00
Service  Project management  12.00  135.00  1,620.00
Expense  Travel and hotel, at cost  1.00  1,284.60  1,284.60
"""


def test_a_column_of_a_few_words_repeated_across_lines_is_no_article_column():
    lines = [_line("Service", "Site survey and data analysis", "32.00", "115.00", "3680.00"),
             _line("Service", "Project management", "12.00", "135.00", "1620.00"),
             _line("Expense", "Travel and hotel, at cost", "1.00", "1284.60", "1284.60")]
    read = _supported(lines, TYPE_COLUMN).values["lines"]
    assert [(line.article_no, line.description) for line in read] == [
        (None, "Site survey and data analysis"), (None, "Project management"), (None, "Travel and hotel, at cost")]


def test_article_numbers_that_differ_or_carry_a_digit_stay_articles():
    two_rows = "\n".join(TYPE_COLUMN.splitlines()[:3]) + "\n"
    distinct = [_line("Survey", "Site survey and data analysis", "32.00", "115.00", "3680.00"),
                _line("Management", "Project management", "12.00", "135.00", "1620.00")]
    assert [line.article_no for line in _supported(distinct, two_rows).values["lines"]] == ["Survey", "Management"]
    coded = [_line("SVC-1", "Site survey and data analysis", "32.00", "115.00", "3680.00"),
             _line("SVC-1", "Project management", "12.00", "135.00", "1620.00")]
    assert [line.article_no for line in _supported(coded, two_rows).values["lines"]] == ["SVC-1", "SVC-1"]


WORDS_AS_ARTICLE = """Pos.  Beschreibung  Menge  Einheit  Preis  Rabatt  Total
1  Wartungsvertrag Netzwerk und WLAN Lagerhalle,  1.00  Pauschale  1'650.00  1'650.00
2  Reisekosten Contern - Gent und zurück  1.00  Pauschale  280.00  280.00
"""


def test_an_article_that_is_words_with_a_lower_case_one_leaves_the_lines_todo():
    lines = [_line("Wartungsvertrag Netzwerk und WLAN Lagerhalle,", "Pauschale", "1", "1650.00", "1650.00"),
             _line("Reisekosten Contern - Gent und zurück", "Pauschale", "1", "280.00", "280.00")]
    reading = _supported(lines, WORDS_AS_ARTICLE)
    assert "lines" not in reading.values and "is words, not a code" in reading.problems["lines"]


def test_an_article_code_with_spaces_or_an_article_word_is_kept():
    lines = [_line("SDC 31.201", "Schraube", "1", "1650.00", "1650.00"),
             _line("Art. 4711", "Sicherheitsschuh", "1", "280.00", "280.00")]
    assert "lines" in _supported(lines, WORDS_AS_ARTICLE.replace("Pos.  Beschreibung", "Pos.  Artikel  Beschreibung"
                                                                 )).values


SWAPPED = """Artikelcode  Omschrijving  Aantal  Eenh.  Prijs  Korting  Bedrag
BB-CHB-M10x30  Slotbout verzinkt M10 x 30  2.000,00  st  0,124  248,00
BB-ANK-M12  Injectiemortel vinylester 300 ml koker  24,00  st  11,45  274,80
"""


def test_a_quantity_read_on_the_other_side_of_the_price_from_the_heading_leaves_the_lines_todo():
    lines = [_line("BB-CHB-M10x30", "Slotbout verzinkt M10 x 30", "0.124", "2000.00", "248.00"),
             _line("BB-ANK-M12", "Injectiemortel vinylester 300 ml koker", "24", "11.45", "274.80")]
    reading = _supported(lines, SWAPPED)
    assert "lines" not in reading.values and "may be swapped" in reading.problems["lines"]


def test_a_quantity_and_price_in_the_headings_order_are_kept():
    lines = [_line("BB-CHB-M10x30", "Slotbout verzinkt M10 x 30", "2000", "0.124", "248.00"),
             _line("BB-ANK-M12", "Injectiemortel vinylester 300 ml koker", "24", "11.45", "274.80")]
    assert "lines" in _supported(lines, SWAPPED).values
    price_first = SWAPPED.replace("Aantal  Eenh.  Prijs", "Prijs  Aantal  Eenh.").replace(
        "2.000,00  st  0,124", "0,124  2.000,00  st").replace("24,00  st  11,45", "11,45  24,00  st")
    assert "lines" in _supported(lines, price_first).values   # the heading's order, price first


def test_a_line_discount_still_finds_the_list_price_beside_the_quantity():
    text = """Pos  Artikel-Nr.  Bezeichnung  Menge  ME  Einzelpreis  Rab. %  Gesamtpreis
2  KB-FEK-0201  Faltkarton 1-wellig 600 x 400 x 300 mm,  2.400,00  Stk  0,78  5,00  1.778,40
3  PP-KB-12  PP-Umreifungsband 12 mm x 3000 m  12,00  Rol  24,60  295,20
"""
    swapped = [_line("KB-FEK-0201", "Faltkarton", "0.78", "2280.00", "1778.40"),
               _line("PP-KB-12", "PP-Umreifungsband", "12", "24.60", "295.20")]
    assert "may be swapped" in _supported(swapped, text).problems["lines"]
    right = [_line("KB-FEK-0201", "Faltkarton", "2400", "0.74", "1778.40"),
             _line("PP-KB-12", "PP-Umreifungsband", "12", "24.60", "295.20")]
    assert "lines" in _supported(right, text).values


def test_the_invoice_date_after_the_number_in_the_title_is_read():
    from invoice_env.documents.reader import read_fields
    text = "Électricité Exemple SRL\nTVA BE0456.789.133\nFACTURE N° FA-2710-045 du 15/10/2027\nClient  Technibouw\n"
    from datetime import date
    assert read_fields(text).values.get("invoice_date") == date(2027, 10, 15)
    words = text.replace("FACTURE N° FA-2710-045 du 15/10/2027", "Livraison du chantier du 15/10/2027")
    assert "invoice_date" not in read_fields(words).values   # a date after 'du' on another line is no invoice date


def test_a_po_after_the_rest_of_its_label_or_a_dutch_order_prefix_is_read():
    from invoice_env.documents.reader.structure_po import _po_after_words
    assert _po_after_words("client : 45771314") == "45771314"        # 'Réf. commande' then 'client : ...'
    assert _po_after_words("BST 4577-1307") == "45771307"            # 'Uw ref. : BST 4577-1307'


def test_other_words_before_a_number_beside_a_po_label_are_no_po():
    from invoice_env.documents.reader.structure_po import _po_after_words
    assert _po_after_words("client project : 45771314") is None
    assert _po_after_words("Devis 4577-1307") is None


REVERSE_CHARGE_NO_VAT_LINE = """Item Type  Description  Quantity  Unit Price  Amount
Service  Project management  12.00  135.00  1,620.00
Expense  Travel and hotel, at cost  1.00  1,284.60  1,284.60
Subtotal  €2,904.60
Amount Due  €2,904.60
VAT reverse charge: supply of services to a VAT-registered business in another EU member state.
"""


def _untaxed_reading(text: str) -> Reading:
    lines = [_line(None, "Project management", "12.00", "135.00", "1620.00"),
             _line(None, "Travel and hotel, at cost", "1.00", "1284.60", "1284.60")]
    reading = Reading({"lines": lines, "net_total": Decimal("2904.60"), "reverse_charge_stated": True}, {}, "en",
                      "structure")
    return supported_reading(reading, text)


def test_a_reverse_charged_subtotal_that_is_the_amount_due_is_the_net_at_0_percent():
    values = _untaxed_reading(REVERSE_CHARGE_NO_VAT_LINE).values
    assert (values.get("net_total"), values.get("vat_rate")) == (Decimal("2904.60"), Decimal(0))


def test_a_subtotal_with_another_amount_before_the_amount_due_is_not_the_net():
    charged = REVERSE_CHARGE_NO_VAT_LINE.replace("Amount Due", "Shipping  €25.00\nAmount Due")
    assert "net_total" not in _untaxed_reading(charged).values
