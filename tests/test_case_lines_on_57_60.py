"""`case new`'s line tables on forms first printed by corpora 57 to 60 (issue 38, item 8, the twenty-ninth change):
an article code in parentheses after an article word ending a description is the line's article
(line_misreads.articles_in_parentheses); a description that may end with a section heading (a chapter's number,
'2  SERRURERIE', or a capitalised word alone, 'Ersatzteile') leaves the lines a TODO (line_misreads.py); and
lines_by_arithmetic.py reads numbered chapters with subtotal rows ('1.1', 'Sous-total 1 ...') and the article
heading 'Réf. produit'. Each rule: a positive test (it failed before the change) and a near miss."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.tasks.cases.line_misreads import articles_in_parentheses, line_misread
from invoice_env.tasks.cases.lines_by_arithmetic import lines_by_arithmetic

from blind_cases import invoice_line


def _read(text: str, net: str):
    lines, why = lines_by_arithmetic(text, lambda total: total == Decimal(net))
    return [(line.article_no, line.description, line.quantity) for line in lines or []], why


# Commusoft-like (59's 05 and 12): the part number printed after the description, in parentheses
def test_an_article_word_and_a_code_in_parentheses_ending_a_description_is_the_article():
    lines = articles_in_parentheses([
        invoice_line(None, "Doppelsensor CO/H2S für Mehrgaswarngerät (Art.-Nr. SEN-CO-H2S)", 5, "148", "740"),
        invoice_line(None, 'Galet de roulement nylon 3", axe long (Réf. GAL-NYL-3)', 40, "7.90", "316")])
    assert [(line.article_no, line.description) for line in lines] == [
        ("SEN-CO-H2S", "Doppelsensor CO/H2S für Mehrgaswarngerät"), ("GAL-NYL-3", 'Galet de roulement nylon 3", axe long')]


def test_a_note_or_a_bare_code_in_parentheses_stays_in_the_description():
    described = ["Réglage des portes sectionnelles existantes (quais 1 à 6)", "Rauchmelder (EN 14604)",
                 "Doppelsensor CO/H2S (SEN-CO-H2S)", "Filter (Art.-Nr. STAUB) und Dichtung"]
    lines = articles_in_parentheses([invoice_line(None, d, 1, "10", "10") for d in described])
    assert [(line.article_no, line.description) for line in lines] == [(None, d) for d in described]


# Sage Batigest-like (58's 01): numbered chapters, each closed by its subtotal row
CHAPTERS = ("N°  Désignation  Qté  U  P.U. HT  Montant HT\n"
            "1  MENUISERIES EXTÉRIEURES\n"
            "1.1  Dépose de porte sectionnelle existante, évacuation  2  u  385,00  770,00\n"
            "en centre de tri agréé\n"
            "1.2  Fourniture et pose de porte sectionnelle isolée 40 mm, avec  2  u  4 280,00  8 560,00\n"
            "hublots et motorisation\n"
            "Sous-total 1 MENUISERIES EXTÉRIEURES  9 330,00\n"
            "2  SERRURERIE\n"
            "2.1  Remplacement de porte de service métallique  3  u  1 140,00  3 420,00\n"
            "Sous-total 2 SERRURERIE  3 420,00\n"
            "Total HT  12 750,00 €\n")


def test_a_description_ending_with_the_next_chapters_number_is_a_misread():
    lines = [invoice_line(None, "Dépose de porte sectionnelle existante, évacuation en centre de tri agréé",
                          2, "385", "770"),
             invoice_line(None,
                          "Fourniture et pose de porte sectionnelle isolée 40 mm, avec hublots et motorisation 2", 2,
                          "4280", "8560"),
             invoice_line(None, "Remplacement de porte de service métallique", 3, "1140", "3420")]
    assert "section heading" in (line_misread(lines, CHAPTERS) or "")


def test_a_description_ending_with_a_number_no_chapter_row_prints_is_no_misread():
    text = CHAPTERS.replace("2  SERRURERIE\n", "")
    lines = [invoice_line(None, "Dépose de porte sectionnelle existante, évacuation en centre de tri agréé",
                          2, "385", "770"),
             invoice_line(None, "Fourniture et pose de porte sectionnelle isolée, lot 2", 2, "4280", "8560")]
    assert line_misread(lines, text) is None


def test_chapters_with_outline_positions_and_subtotal_rows_are_read_by_their_arithmetic():
    assert _read(CHAPTERS, "12750.00") == ([
        (None, "Dépose de porte sectionnelle existante, évacuation en centre de tri agréé", 2),
        (None, "Fourniture et pose de porte sectionnelle isolée 40 mm, avec hublots et motorisation", 2),
        (None, "Remplacement de porte de service métallique", 3)], "")


def test_outline_places_out_of_order_are_no_positions():
    lines, why = _read(CHAPTERS.replace("1.2  Fourniture", "1.0  Fourniture"), "12750.00")
    assert lines == [] and why


# Commusoft-like (59's 05): a section word alone under the heading, another over a later item row
SECTIONED = ("Beschreibung  Menge  Einzelpreis  MwSt.  Netto\n"
             "Arbeitsleistung\n"
             "Kalibrierung tragbarer Mehrgaswarngeräte mit Prüfgas  18 Stk  46,00 €  0 %  828,00 €\n"
             "Reparatur Pumpenmodul und Austausch Sensorfilter  3,5 Std  72,50 €  0 %  253,75 €\n"
             "Ersatzteile\n"
             "Staub- und Wasserfilter, Packung zu 10 Stück  4 Pck  24,80 €  0 %  99,20 €\n"
             "Summe netto  1.180,95 €\n")


def test_a_description_that_may_end_with_a_section_word_is_a_misread():
    lines = [invoice_line(None, "Kalibrierung tragbarer Mehrgaswarngeräte mit Prüfgas", 18, "46", "828"),
             invoice_line(None, "Reparatur Pumpenmodul und Austausch Sensorfilter Ersatzteile",
                          "3.5", "72.50", "253.75"),
             invoice_line(None, "Staub- und Wasserfilter, Packung zu 10 Stück", 4, "24.80", "99.20")]
    assert "section heading" in (line_misread(lines, SECTIONED) or "")


def test_a_word_wrap_in_a_table_with_no_section_word_under_its_heading_is_no_misread():
    text = SECTIONED.replace("Arbeitsleistung\n", "")
    lines = [invoice_line(None, "Kalibrierung tragbarer Mehrgaswarngeräte mit Prüfgas", 18, "46", "828"),
             invoice_line(None, "Reparatur Pumpenmodul und Austausch Sensorfilter Ersatzteile",
                          "3.5", "72.50", "253.75"),
             invoice_line(None, "Staub- und Wasserfilter, Packung zu 10 Stück", 4, "24.80", "99.20")]
    assert line_misread(lines, text) is None


# Chorus Pro-like portal rendering (58's 09): the article column headed 'Réf. produit'
PORTAL = ("N°  Réf. produit  Désignation  Quantité  Unité  PU HT  Montant HT  Taux\n"
          "TVA\n"
          "1  ETA-PF-3T  Étalonnage sur site de plate-forme de pesage 3 t,  4  U  385,00  1540,00  0 %\n"
          "certificat d'étalonnage\n"
          "2  DEP-FORF  Frais de déplacement du technicien, forfait Gand  1  Forfait  420,00  420,00  0 %\n"
          "Montant total HT  1960,00 EUR\n")


def test_a_product_reference_heading_names_the_article_column():
    lines, why = _read(PORTAL, "1960.00")
    assert [(article, quantity) for article, _, quantity in lines] == [("ETA-PF-3T", 4), ("DEP-FORF", 1)], why


def test_a_client_reference_heading_names_no_article_column():
    lines, why = _read(PORTAL.replace("Réf. produit", "Réf. client"), "1960.00")
    assert lines == [] and why
