"""The thirty-third change (`case new`'s lines on forms first printed by corpora 73 to 76): an article column the
reader left out ('Art.-Nr.' over '1012', line_columns.py), a unit of measure read as the article and the article
code as the description ('EA  PMP-GR2-16', line_columns.py), and, for the lines read by their arithmetic
(lines_by_arithmetic.py), the totals' heading under the last item row ('Totals'), allowances on the document
printed above the sum of the lines ('Korting: Orderkorting 2 %' over 'Som regelbedragen') and a barcode's number
under every item row ('5411873020418'), a code and a long dash before every description ('P-2119 – Flasque ...').
Each rule: a positive test (it failed before the change) and a near miss that
stays as it was (or a TODO)."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import Reading
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.models import InvoiceLine

PO_NUMBERS = ["45774407", "45774556", "45771234"]


def _line(article, description, quantity, price, amount) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))


def _supported(text: str, values: dict, problems: dict | None = None):
    return supported_reading(Reading(values, problems or {}, "en", "structure"), text, PO_NUMBERS)


# --- lines: a numeric article column the reader left out (76's 06, a till receipt) -------------------------------

TILL = ("Rechnung\n"
        "Menge  {heading}  Artikel  Einzelpreis  Summe\n"
        "48 x  1012  Espresso Casa, Bohnen 1 kg  21.50  1'032.00\n"
        "12 x  1020  Filterkaffee Hausröstung, Bohnen 1 kg  18.90  226.80\n"
        "Netto  1'258.80\nMwSt 19 %  239.17\nGesamt EUR  1'497.97\n")


def _till(heading: str):
    lines = (_line(None, "Espresso Casa, Bohnen 1 kg", "48", "21.50", "1032.00"),
             _line(None, "Filterkaffee Hausröstung, Bohnen 1 kg", "12", "18.90", "226.80"))
    return _supported(TILL.format(heading=heading), dict(net_total=Decimal("1258.80"), vat_rate=Decimal(19),
                                                         reverse_charge_stated=False, po_reference=None, lines=lines))


def test_codes_under_an_article_number_heading_are_the_lines_articles():
    read = _till("Art.-Nr.")
    assert [line.article_no for line in read.values["lines"]] == ["1012", "1020"]
    assert read.values["lines"][0].description == "Espresso Casa, Bohnen 1 kg"


def test_near_miss_codes_under_a_position_heading_are_no_articles():
    read = _till("Pos.")
    assert all(line.article_no is None for line in read.values.get("lines", ()))


# --- lines: a unit of measure read as the article (73's 04 and 11, a UOM column before the item id) ----------

UOM = ("Qty  Qty  Qty  UOM  Item ID / Item Description  Unit  Disc  Extended\n"
       "Ordered  Shipped  Remain.  Price  %  Price\n"
       "120  120  0  M  HH-R2-08-10  7.85  942.00\n"
       "Hydraulic hose 2SN DN 12, 400 bar\n"
       "6  6  0  EA  PMP-GR2-16  218.00  1,308.00\n"
       "{under}"
       "Sub-Total  2,250.00\nTax (21%)  472.50\nAmount Due  2,722.50 EUR\n")


def _uom(under: str):
    lines = (_line("HH-R2-08-10", "Hydraulic hose 2SN DN 12, 400 bar", "120", "7.85", "942.00"),
             _line("EA", "PMP-GR2-16", "6", "218.00", "1308.00"))
    return _supported(UOM.format(under=under), dict(net_total=Decimal("2250.00"), vat_rate=Decimal(21),
                                                    reverse_charge_stated=False, po_reference=None, lines=lines))


def test_a_unit_read_as_the_article_gives_way_to_the_code_beside_it():
    read = _uom("Gear pump group 2, 16 cc/rev,\nclockwise\n")
    assert [line.article_no for line in read.values["lines"]] == ["HH-R2-08-10", "PMP-GR2-16"]
    assert read.values["lines"][1].description == "Gear pump group 2, 16 cc/rev, clockwise"


def test_near_miss_a_unit_as_the_article_without_a_description_under_it_leaves_the_lines_todo():
    read = _uom("")
    assert "EA" not in [line.article_no for line in read.values.get("lines", ())]
    assert "PMP-GR2-16" not in [line.article_no for line in read.values.get("lines", ())]


# --- lines by their arithmetic: the totals' heading is no wrap of the last description (73's 09, a PEPPOL rendering)

PEPPOL = ("Invoice lines\n"
          "No.  Description  Quantity  Unit  Unit price  Net amount\n"
          "1  EDI mapping workshop, ORDERS and DESADV message set for the  12.5  hour  135.00  1,687.50\n"
          "Gent warehouse\n"
          "2  Remote support package, November 2027  1  piece  480.00  480.00\n"
          "{under}\n"
          "Sum of line net amounts  2,167.50 EUR\nTotal without VAT  2,167.50 EUR\nVAT 21 %  455.18 EUR\n"
          "Amount due for payment  2,622.68 EUR\n")


def _peppol(under: str):
    return _supported(PEPPOL.format(under=under), dict(net_total=Decimal("2167.50"), vat_rate=Decimal(21),
                                                       reverse_charge_stated=False, po_reference=None),
                      {"lines": "the row 'Gent warehouse' below a line may be the rest of its description"})


def test_the_totals_heading_under_the_last_item_row_is_no_part_of_its_description():
    read = _peppol("Totals")
    assert [line.description for line in read.values["lines"]] == [
        "EDI mapping workshop, ORDERS and DESADV message set for the Gent warehouse",
        "Remote support package, November 2027"]


def test_near_miss_a_word_wrapped_under_the_last_item_row_stays_its_description():
    read = _peppol("remote")
    assert read.values["lines"][-1].description == "Remote support package, November 2027 remote"


# --- lines by their arithmetic: allowances on the document above the sum of the lines (73's 03 and 10) ----------

ALLOWANCES = ("Regel  Artikelnr.  Omschrijving  Aantal  Eenheid  Prijs  Bedrag  Btw\n"
              "1  EUR-1-N  Europallet 1200 x 800 mm, nieuw  320  st  13,90  4.448,00  21%\n"
              "2  BP-1200-1000  Blokpallet 1200 x 1000 mm, zwaar  150  st  16,75  2.512,50  21%\n"
              "Kortingen en toeslagen op documentniveau\n"
              "Korting: Orderkorting 2 %  {discount}\n"
              "Som regelbedragen  6.960,50\n"
              "Totaal excl. btw  6.821,29\n"
              "Btw 21%  1.432,47\n"
              "Te betalen  8.253,76 EUR\n")


def _allowances(discount: str):
    return _supported(ALLOWANCES.format(discount=discount),
                      dict(net_total=Decimal("6821.29"), vat_rate=Decimal(21), reverse_charge_stated=False,
                           po_reference=None), {"lines": "unreadable table row 'Korting: Orderkorting 2 %'"})


def test_an_allowance_above_the_sum_of_the_lines_leads_to_the_net_total():
    read = _allowances("-139,21")
    assert [(line.article_no, line.quantity) for line in read.values["lines"]] == [
        ("EUR-1-N", Decimal(320)), ("BP-1200-1000", Decimal(150))]


def test_near_miss_an_allowance_that_does_not_lead_to_the_net_total_leaves_the_lines_todo():
    read = _allowances("-139,00")
    assert "lines" not in read.values


# --- lines by their arithmetic: a barcode's number under every item row is its article (76's 11) -------------

BARCODES = ("Omschrijving  Aantal  EP excl.  Totaal excl.\n"
            "Haagbeuk (Carpinus betulus) 100-125 cm, kluit  180 st  5,60  1.008,00\n"
            "{first}\n"
            "Taxus baccata 60-80 cm, pot C10  40 st  14,90  596,00\n"
            "5411873031117\n"
            "Totaal excl. btw  € 1.604,00\nBtw 6 %  € 96,24\nTotaal incl. btw  € 1.700,24\n")


def _barcodes(first: str):
    return _supported(BARCODES.format(first=first),
                      dict(net_total=Decimal("1604.00"), vat_rate=Decimal(6), reverse_charge_stated=False,
                           po_reference=None), {"lines": f"the row {first!r} below a line may be the rest of its description"})


def test_a_barcode_number_under_each_item_row_is_its_article():
    read = _barcodes("5411873020418")
    assert [line.article_no for line in read.values["lines"]] == ["5411873020418", "5411873031117"]
    assert read.values["lines"][0].description == "Haagbeuk (Carpinus betulus) 100-125 cm, kluit"


def test_near_miss_a_number_whose_check_digit_is_wrong_leaves_the_lines_todo():
    read = _barcodes("5411873020419")
    assert "lines" not in read.values


# --- lines by their arithmetic: a code and a long dash before every description (73's 07) --------------------

DASHED = ("N°  Article  Quantité  Prix unitaire Remise  Total\n"
          "1  {first}  8 pcs  186,50 €  1 492,00  €\n"
          "2  P-2119 – Flasque palier usiné, aluminium 6082  24 pcs  42,80 €  1 027,20 €\n"
          "Total HT  2 519,20  €\nTVA 20 %  503,84 €\nTotal TTC  3 023,04  €\n")


def _dashed(first: str):
    return _supported(DASHED.format(first=first), dict(net_total=Decimal("2519.20"), vat_rate=Decimal(20),
                                                       reverse_charge_stated=False, po_reference=None),
                      {"lines": f"unreadable table row '1  {first}'"})


def test_a_code_and_a_long_dash_before_every_description_is_the_article():
    read = _dashed("P-2107-A – Arbre de transmission Ø 40 mm, acier")
    assert [(line.article_no, line.description) for line in read.values["lines"]] == [
        ("P-2107-A", "Arbre de transmission Ø 40 mm, acier"), ("P-2119", "Flasque palier usiné, aluminium 6082")]


def test_near_miss_a_row_without_the_code_and_dash_reads_no_article_from_the_others():
    read = _dashed("Arbre de transmission Ø 40 mm, acier")
    assert "P-2119" not in [line.article_no for line in read.values.get("lines", ())]
