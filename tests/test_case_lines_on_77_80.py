"""The thirty-fourth change (`case new` on line tables first printed by corpora 77 to 80): an article printed with a
label of its own apart from the table's columns (line_labels.py: 'SKU PT-6x12' ending a description, 'Job J27-3390'
under every line, 'Sendung: SDG 2711-0418' left a TODO, 'FLT-KIT' in the article cell the reader passed over) and a
table of fees by the hour (line_headings.py: a rate column before the hours, a column of initials). Each rule: a
positive test (it failed before the change) and a near miss that stays as it was."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.reader import read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading

PO_NUMBERS = ["45777035", "45777228", "45777314"]


def _supported(text: str):
    return supported_reading(read_fields(text), text, PO_NUMBERS)


def _keys(reading):
    return [(line.article_no, line.description, line.quantity) for line in reading.values["lines"]]


# --- an article word and its code ending a description: the line's article (80's 03) ------------------------------

PARTY = ("Feestverhuur Voorbeeld BV  Factuur 2027-1043\nFactuurdatum  19-10-2027\nBtw-nr. BE0544.483.665\n"
         "Product  Aantal  Prijs  Totaal\n"
         "Partytent 6 x 12 m, wit, met zijwanden en vloerplaten  2 st  € 385,00  € 770,00\n"
         "{label}\n"
         "Klaptafel 183 x 76 cm  30 st  € 7,50  € 225,00\n"
         "SKU TAF-183\n"
         "Bistrostoel zwart  120 st  € 1,85  € 222,00\n"
         "SKU STL-BISTRO\n"
         "Totaal excl. btw  € 1.217,00\nBtw 21%  € 255,57\nTotaal  € 1.472,57\n")


def test_a_code_after_an_article_word_ending_a_description_is_the_article():
    reading = _supported(PARTY.format(label="SKU PT-6x12"))
    assert reading.values["lines"][0].article_no == "PT-6x12"
    assert reading.values["lines"][0].description == "Partytent 6 x 12 m, wit, met zijwanden en vloerplaten"


def test_near_miss_an_article_word_before_a_number_is_no_article():
    reading = _supported(PARTY.format(label="conform Art. 44"))
    assert all("44" != (line.article_no or "") for line in reading.values.get("lines") or [])


# --- one label and a code under every line: the line's article (79's 05 and 11, 78's 05) ----------------------------

PRINT = ("Liffey Example Ltd\nInvoice No. 104822\nVAT No. IE7105651N\nInvoice Date  18 October 2027\n"
         "Description  Quantity  Unit Price  Amount\n"
         "Product catalogue 2028, A4, 64 pp + 4 pp cover, 4/4 on 115 gsm  2,500 ea  3.12  7,800.00\n"
         "silk, perfect bound, cover 300 gsm with matt lamination\n"
         "Job J27-3390\n"
         "Price list insert, A4, 4 pp, 4/4 on 130 gsm silk  2,500 ea  0.21  525.00\n"
         "{second}\n"
         "Pallet packing and shrink wrapping  3 plt  38.00  114.00\n"
         "Job J27-3390-P\n"
         "Total excl. VAT  8,439.00\nVAT 23%  1,940.97\nInvoice Total EUR  10,379.97\n")


def test_one_label_and_a_code_under_every_line_is_its_article():
    reading = _supported(PRINT.format(second="Job J27-3391"))
    assert [key[0] for key in _keys(reading)] == ["J27-3390", "J27-3391", "J27-3390-P"]
    assert [key[2] for key in _keys(reading)] == [Decimal(2500), Decimal(2500), Decimal(3)]


def test_near_miss_labels_that_differ_are_no_articles():
    reading = _supported(PRINT.format(second="Lot L27-3391"))
    assert all(line.article_no is None for line in reading.values.get("lines") or [])


SALLES = ("Hôtel Exemple SRL\nFacture n°  F-27-2291\nDate  27/10/2027\nN° TVA BE0575.858.514\n"
          "Date  Texte  Quantité  Prix unitaire  Montant\n"
          "25.10.27  Location salle Meuse, journée  3 jour  540,00  1.620,00\n"
          "Art. SAL-MEUSE\n"
          "26.10.27  Kit de visioconférence avec caméra PTZ et haut-parleurs  2 jour  145,00  290,00\n"
          "de plafond\n"
          "Art. EQ-VISIO\n"
          "Total hors TVA  1.910,00\nTVA 21 %  401,10\nMontant total EUR  2.311,10\n")


def test_an_article_row_under_every_line_is_no_wrap_of_its_description():
    reading = _supported(SALLES)
    assert [key[0] for key in _keys(reading)] == ["SAL-MEUSE", "EQ-VISIO"]


# --- a label, a colon and a code under a line without an article: a TODO (77's 06) ---------------------------------

FREIGHT = ("Logistik Beispiel GmbH\nRechnungsnummer  RE 27 11842\nRechnungsdatum  08.11.2027\nUSt-IdNr. DE880103513\n"
           "Leistung  Menge  Einheit  Preis  Betrag\n"
           "Komplettladung Duisburg - Gent, 33 Paletten  1  Tour  785,00  785,00\n"
           "{row}\n"
           "Teilladung Dortmund - Gent, 14 Lademeter  14  ldm  46,50  651,00\n"
           "Nettobetrag  1.436,00\nMwSt. 19 %  272,84\nGesamtbetrag EUR  1.708,84\n")


def test_a_code_labelled_with_a_colon_under_a_line_leaves_the_lines_a_todo():
    reading = _supported(FREIGHT.format(row="Sendung: SDG 2711-0418"))
    assert "lines" not in reading.values and "lines" in reading.problems


def test_near_miss_an_option_in_words_under_a_line_is_no_code():
    reading = _supported(FREIGHT.format(row="Hinweis: bitte Rampe 4"))
    assert "lines" not in reading.values or all(line.article_no is None for line in reading.values["lines"])
    assert "Sendung" not in str(reading.problems.get("lines", ""))


# --- the article cell the reader passed over on one row (80's 08) ---------------------------------------------------

GROUPE = ("Luxlift Exemple S.à r.l.  FACTURE\nTVA LU10166830\nFacture  FV 27/0934\nDate  23/11/2027\n"
          "Qté  N° article  Désignation  Unité  Prix  Montant\n"
          "1  GEN-60K-OCC  Groupe électrogène 60 kVA insonorisé, occasion 2023  U  14 850,00  14 850,00\n"
          "4  CAB-H07-32  Câble H07RN-F 5G6, 25 m, avec fiches CEE 32 A  U  168,00  672,00\n"
          "3  {code}  Kit filtres entretien 500 h (huile, air, gazole)  U  96,50  289,50\n"
          "Total HT  15 811,50\nTVA 17 %  2 687,96\nTotal TTC  18 499,46\n")


def test_a_code_in_the_article_cell_of_a_line_read_without_one_is_its_article():
    reading = _supported(GROUPE.format(code="FLT-KIT"))
    lines = reading.values.get("lines")
    assert [line.article_no for line in lines] == ["GEN-60K-OCC", "CAB-H07-32", "FLT-KIT"]


def test_near_miss_a_word_in_the_article_cell_is_no_article():
    reading = _supported(GROUPE.format(code="Kit"))
    assert all(line.article_no != "Kit" for line in reading.values.get("lines") or [])


# --- fees by the hour: a rate column before the hours, a column of initials (78's 10) -------------------------------

FEES = ("Cabinet Exemple SELARL\nN° TVA FR47363920182\nN° de facture  2027-0688\nDate d'émission  24/11/2027\n"
        "Date  {who}  Description  {first}  {second}  Total\n"
        "28/10/2027  CD  Recouvrement de créances : mise en demeure  {a}  {b}  1 170,00\n"
        "19/11/2027  CD  Audience et plaidoirie  {c}  {d}  930,00\n"
        "Total HT  2 100,00\nTVA 20 %  420,00\nTotal TTC  2 520,00\n")


def test_a_rate_before_the_hours_is_the_unit_price_and_initials_no_description():
    text = FEES.format(who="Int.", first="Taux", second="Heures", a="260,00", b="4,50", c="310,00", d="3,00")
    reading = _supported(text)
    assert _keys(reading) == [(None, "Recouvrement de créances : mise en demeure", Decimal("4.5")),
                              (None, "Audience et plaidoirie", Decimal(3))]


def test_near_miss_hours_before_the_rate_and_no_initials_column():
    text = FEES.format(who="Réf.", first="Heures", second="Taux", a="4,50", b="260,00", c="3,00", d="310,00")
    reading = _supported(text)
    for line in reading.values.get("lines") or []:
        assert line.quantity in (Decimal("4.5"), Decimal(3))
        assert line.article_no == "CD" or (line.description or "").startswith("CD")
