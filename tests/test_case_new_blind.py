"""Issue 38, items 8 and 9, on the blind corpora (evals/blind_corpus, _2 ... _80, each written before the
reader's next change): `case new` writes no wrong value (each [invoice] fact right or TODO), and
`case check` accepts every correct case and refuses every hostile one, for the fact that is wrong. The figures
are in evals/case_new_blind.md."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest

from invoice_env.documents.reader.shared import identifier_as_printed, po_in_erp_form
from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.world.models import InvoiceLine

EVALS = Path(__file__).resolve().parents[1] / "evals"
CORPORA = ("blind_corpus", "blind_corpus_2", "blind_corpus_3", "blind_corpus_4", "blind_corpus_5", "blind_corpus_6",
           "blind_corpus_7", "blind_corpus_8", "blind_corpus_9", "blind_corpus_10", "blind_corpus_11",
           "blind_corpus_12", "blind_corpus_13", "blind_corpus_14", "blind_corpus_15", "blind_corpus_16",
           "blind_corpus_17", "blind_corpus_18", "blind_corpus_19", "blind_corpus_20", "blind_corpus_21",
           "blind_corpus_22", "blind_corpus_23", "blind_corpus_24", "blind_corpus_25", "blind_corpus_26",
           "blind_corpus_27", "blind_corpus_28", "blind_corpus_29", "blind_corpus_30", "blind_corpus_31",
           "blind_corpus_32", "blind_corpus_33", "blind_corpus_34", "blind_corpus_35",
           "blind_corpus_36", "blind_corpus_37", "blind_corpus_38", "blind_corpus_39", "blind_corpus_40",
           "blind_corpus_41", "blind_corpus_42", "blind_corpus_43", "blind_corpus_44", "blind_corpus_45",
           "blind_corpus_46", "blind_corpus_47", "blind_corpus_48", "blind_corpus_49", "blind_corpus_50",
           "blind_corpus_51", "blind_corpus_52",
           "blind_corpus_53", "blind_corpus_54", "blind_corpus_55", "blind_corpus_56", "blind_corpus_57",
           "blind_corpus_58", "blind_corpus_59", "blind_corpus_60", "blind_corpus_61", "blind_corpus_62",
           "blind_corpus_63", "blind_corpus_64",
           "blind_corpus_65", "blind_corpus_66", "blind_corpus_67", "blind_corpus_68", "blind_corpus_69",
           "blind_corpus_70", "blind_corpus_71", "blind_corpus_72",
           "blind_corpus_73", "blind_corpus_74", "blind_corpus_75", "blind_corpus_76", "blind_corpus_77",
           "blind_corpus_78", "blind_corpus_79", "blind_corpus_80")
sys.path.insert(0, str(EVALS / "blind_corpus"))
import measure  # noqa: E402


def _names(corpus: str, kind: str) -> list[tuple[str, str]]:
    return [(corpus, p.name) for p in sorted((EVALS / corpus / kind).iterdir())]


CASES = [pair for corpus in CORPORA for pair in _names(corpus, "cases")]
HOSTILE = [pair for corpus in CORPORA for pair in _names(corpus, "hostile")]
# The invoices `case new` does not read fully right, with the fields it leaves as TODO (never a wrong value):
# the third corpus, measured blind after the reader was changed on the first two (evals/case_new_blind.md).
# Since the twenty-fourth change (part one) `case new` takes the one number printed in the ERP's PO form beside a word
# that names an order or a reference (tasks/cases/po_by_form.py): the 24 POs left TODO below before it are read
# right, 17 of those invoices fully right (the comments below still name them as they were).
# Since part two, `case new` reads a line table by its arithmetic where the lines were TODO
# (tasks/cases/lines_by_arithmetic.py): 11 lines left TODO below before it are read right.
# Since the twenty-sixth change (tasks/cases/prefill_identifiers.py: a grid of labels over values aligned by its date)
# 8's 09 and 10 (Zoho's number under a grid heading) and 11's 04 and 05 (number and date) are read fully right.
KNOWN_TODO: dict[tuple[str, str], list[str]] = {
    ("blind_corpus_3", "07-de-werkzeuge"): ["lines"],
    ("blind_corpus_3", "08-en-signage"): ["po_reference"],
    ("blind_corpus_6", "01-nl-kantoor"): ["lines"],
    # corpus 7, no longer blind (the reader was changed on it): Zoho's '#' position column before an item cell
    # that holds the article or the description; a grid of capitals over values (address lines interleaved)
    ("blind_corpus_7", "08-en-expo"): ["lines"],
    ("blind_corpus_7", "09-en-lab"): ["lines"],
    ("blind_corpus_7", "12-de-grosshandel"): ["invoice_number", "lines"],  # date and PO read since the eighteenth
    # corpus 8, no longer blind: a PO number behind a prefix word the reader does not take ('Bon de commande n°' over
    # '4577 0145'; 08's 'CDE 4577 0152' read since the fifteenth change); a line table with its VAT rate column after
    # the amount (07); Zoho's number under a grid heading (09, 10)
    # corpus 9, no longer blind: a line whose row the reader does not take ('BISC-SPEC - ...  6%' with its wrap);
    # a grid of labels over values interleaved with the address (03, 04); the VAT summary grid of EBP without a VAT
    # line of its own (08); '—' under 'Your order' beside 'thank you for your order'
    ("blind_corpus_9", "02-fr-cafe"): ["lines"],
    ("blind_corpus_9", "06-de-tagung"): ["lines"],
    ("blind_corpus_9", "08-fr-protection"): ["vat_rate", "net_total"],
    ("blind_corpus_9", "11-en-pallets"): ["po_reference"],
    # corpus 10, no longer blind: SAP's line tables (a discount row and a delivery or the buyer's material number
    # below the item rows); SAP's 'Sales order' (no PO printed, a "no PO" the check cannot confirm)
    ("blind_corpus_10", "09-de-regal"): ["lines"],
    ("blind_corpus_10", "10-en-steel"): ["lines"],
    # corpus 11, no longer blind: a label's value left TODO rather than read wrong
    ("blind_corpus_11", "03-nl-planten"): ["lines"],
    ("blind_corpus_11", "07-de-tore"): ["lines"],
    ("blind_corpus_11", "11-en-wms"): ["invoice_number"],
    # corpus 12, no longer blind: a delivery note row below a line, a detail row or a wrap not told apart (02)
    ("blind_corpus_12", "02-nl-verpakking"): ["lines"],
    # corpus 13, no longer blind: a price glued to a reverse-charge word in the VAT column ('€ 2.340,00
    # Autoliquidation', 05); Dynamics AX's totals without a net label, the net and the rate only in its tax summary,
    # and a supplier's order (no PO) beside the buyer's requisition (06) or alone (09: the truth states no PO)
    ("blind_corpus_13", "05-fr-electricite"): ["lines"],
    ("blind_corpus_13", "06-fr-livres"): ["vat_rate", "net_total"],
    ("blind_corpus_13", "09-de-druckluft"): ["vat_rate", "net_total"],
    # corpus 14, no longer blind: a supplier-portal print (Coupa) whose supplier part column is glued to the
    # description where it fills its column and whose PO prints per line in a column of its own (05, 10); an
    # Epicor form whose 'Commande' is the supplier's order, the buyer's PO not printed (06: the truth states no PO)
    ("blind_corpus_14", "05-fr-electricite"): ["lines"],
    ("blind_corpus_14", "06-fr-epi"): ["po_reference"],
    ("blind_corpus_14", "10-en-calibration"): ["lines"],
    # corpus 15, no longer blind: every invoice read fully right after the fourteenth change, no TODO left
    # corpus 16, no longer blind: every invoice read fully right after the fifteenth change, no TODO left
    # corpora 17 and 18, no longer blind: no PO printed, only the supplier's order ('Auftragsnummer' of a web shop's
    # order, JTL-Wawi; Xentral's 'Auftrag  AB201455'): "no PO" is not pre-filled beside a word that names an order
    ("blind_corpus_17", "08-de-werkstatt"): ["po_reference"],
    ("blind_corpus_18", "10-de-etiketten"): ["po_reference"],
    # corpora 19 and 20, no longer blind: a line table the reader's cross-checks cannot confirm is left to the user
    # (20's 01 and 11: a quantity and a unit price read on the sides opposite to the heading's; 20's 06: a
    # description read as the article, a unit of nine letters, 'Pauschale', taken for text; 19's 04: prices per
    # 100); a net total beside a VAT recap whose rows do not name VAT (20's 01); no PO printed, beside a word that
    # names an order (19's 11) or a PO label with words and a date (20's 11)
    ("blind_corpus_19", "04-de-befestigung"): ["lines"],
    ("blind_corpus_19", "11-en-pumps"): ["po_reference"],
    ("blind_corpus_20", "01-nl-bevestiging"): ["lines"],
    ("blind_corpus_20", "06-de-netzwerk"): ["lines"],
    ("blind_corpus_20", "11-de-verpackung"): ["po_reference"],
    # corpora 21 and 22, no longer blind: line tables the cross-checks cannot confirm (21's 01 and 12, Exact Online
    # Manufacturing's delivery rows; 21's 08 and 11, SAP R/3 SAPscript's discount rows under an item); no PO
    # printed, beside a word that names an order (21's 12); a PO behind a two-part prefix, 'TB-PO 45771577' (22's 12)
    ("blind_corpus_21", "08-de-hydraulik"): ["lines"],
    ("blind_corpus_21", "11-en-fasteners"): ["lines"],
    # corpora 23 and 24, no longer blind: a PO beside a shop order number ('Bestellung  #1287', 23's 08); an invoice number without a label ('FT 2027/318' under 'Invoice', 23's 10) or
    # beside an order number of the same digits ('Invoice  #1093' / 'Order  #1093', 23's 12); line tables the
    # cross-checks cannot confirm (23's 11, a bank block interleaved with the totals; 24's 03 and 09); a PO in a grid
    # of Peppol labels (24's 09, 'Order reference'); a PO behind a prefix the reader does not strip ('TB 45771777',
    # 'PO-45771742': 24's 12 and 07); no PO printed, beside a word that names an order (24's 11)
    ("blind_corpus_23", "11-en-pumps"): ["lines"],
    ("blind_corpus_24", "03-fr-menuiserie"): ["lines"],
    ("blind_corpus_24", "09-en-software"): ["lines"],
    ("blind_corpus_24", "11-en-adhesives"): ["po_reference"],
    # corpora 25 and 26, no longer blind: line tables the cross-checks cannot confirm (25's 01, a detail row that may
    # be a wrap; 26's 10, Teamwork's 'Time' and 'Expenses' sections under two headings; 25's 10 is read since the
    # twenty-second change: its position is no quantity); totals with no VAT line the reader finds (25's 04 and 06); no PO
    # printed, beside a word that names an order (25's 08); an invoice number beside a bare 'ID' (26's 08)
    ("blind_corpus_25", "04-fr-hydraulique"): ["vat_rate", "net_total"],
    ("blind_corpus_25", "06-fr-informatique"): ["vat_rate", "net_total"],
    ("blind_corpus_25", "08-de-schrauben"): ["po_reference"],
    ("blind_corpus_26", "08-de-beratung"): ["invoice_number"],
    ("blind_corpus_26", "10-en-wms"): ["lines"],
    # corpora 27 and 28, no longer blind: no PO printed, the supplier's 'Ordernr.  SO-01877' printed (27's 10: TODO,
    # not 'no PO', is the safe answer beside a word that names an order); Zucchetti's French grid where a row prints its
    # unit glued to the description and no discount cell, under totals with a header discount 'Remise 2 %' and no VAT
    # line with a rate (28's 11)
    ("blind_corpus_28", "11-fr-fonderie"): ["vat_rate", "net_total", "lines"],
    # corpora 30 and 31, after the twenty-second change (made on them; 29 and 32 still print wrong POs, the PO change's):
    # a PO the ranked reading leaves TODO, 30's 03 ('Ordernr.  4577-2314'), 31's 06 (Kerridge's 'CUST ORDER NO'
    # over 'TB/45772435' in a box row): the PO change's part
    # corpora 29 and 32, no longer blind: a web shop's own order number beside an order label, not in the form of
    # the ERP's PO numbers (tasks/cases/po_shapes.py), left TODO: beside the buyer's PO in a comment (29's 02, 32's
    # 11) or where none is printed (29's 08, 32's 04); a PO inside a sentence ('in Ihrem Auftrag Nr. 45772528 vom',
    # 32's 05) or behind 'n° :' with its colon set apart ('Bon de commande n° : 45772556', 32's 09)
    ("blind_corpus_29", "08-de-werkstatt"): ["po_reference"],
    ("blind_corpus_32", "04-de-schrauben"): ["po_reference"],
    # corpora 33, 35 and 36, measured blind after the twenty-second change (no reader change made on them yet; 34
    # holds a wrong value): Baan IV's fixed-column report and an extra text row under a position (33's 01), Jeeves'
    # and a freight row's totals in one horizontal row (33's 03 and 08), Plex's revision column (33's 09), POs behind
    # 'TB-PO-', in a sentence or beside a label the reader does not rank (33's 07, 10, 11, 12), SYSPRO's year-first
    # date (33's 11); a delivery-note row under every line (35's 09), an invoice number only in a fee note's title
    # (35's 10), Portuguese 'FT 2027/318' and Moloni's numbers (36's 02, 08), cascade discounts and a VAT rate column
    # after the amount (36's 05 and 10)
    # corpus 34, after the twenty-third change (made on it): Deltek Maconomy's grouped lines ('Honoraires', 'Frais',
    # each with a subtotal row: the first group's lines reach its subtotal, not the net; 07, its invoice number read
    # under its label since); the Hungarian bilingual prints' number under 'Sorszám / Number' past the title (05,
    # 06; their dates, beside labels of two languages and year first, read since), the Polish print's date (11), a
    # description read as the article (11), a PO beside 'Order' (10, 12); lines that do not reach the net (01); no
    # VAT line with a rate (12)
    ("blind_corpus_34", "01-nl-advies"): ["lines"],
    ("blind_corpus_34", "05-en-castings"): ["invoice_number"],
    ("blind_corpus_34", "06-de-konstruktion"): ["invoice_number"],
    ("blind_corpus_34", "07-fr-conseil"): ["lines"],
    ("blind_corpus_34", "11-de-regale"): ["lines"],  # its date, year first beside a bilingual issue label, since the 25th
    ("blind_corpus_35", "10-de-steuerberatung"): ["invoice_number"],
    ("blind_corpus_36", "10-fr-phyto"): ["vat_rate", "net_total", "lines"],
    # corpora 37 to 40, after the twenty-fifth change (made on them; tasks/cases/prefill_guards.py): Pohoda's net
    # printed only in its VAT summary in CZK (37's 01); lines a cross-check or a guard leaves (a quantity with its
    # unit in the description, 37's 11; a detail row wider than the description column, 39's 11; an article cut at
    # its dash, 40's 03; descriptions that wrap, 37's 06, 12, 39's 07); totals without a VAT line the reader finds
    # (37's 03, 07, 40's 09; 37's 10's net and rate, its 'Btw %' summary row, read since the 25th); a SmartBill date beside 'Data (ziua, luna, anul) / Date'
    # (37's 07); POs beside words of an order (39's 11, 40's 10). Read since the twenty-fifth change: the VAT
    # numbers printed without their country prefix (39's 05, 07), ERPNext's number under its title (39's 01, 08,
    # 12), a number after a bilingual label's English half (37's 04)
    ("blind_corpus_37", "01-de-armaturen"): ["net_total"],
    ("blind_corpus_37", "03-nl-vertalingen"): ["vat_rate", "net_total", "lines"],
    ("blind_corpus_37", "06-fr-traiteur"): ["invoice_number"],
    ("blind_corpus_37", "07-en-proiectare"): ["invoice_number", "invoice_date", "vat_rate", "net_total", "lines"],
    ("blind_corpus_37", "10-nl-kantine"): ["lines"],
    ("blind_corpus_37", "11-de-transport"): ["lines"],
    ("blind_corpus_37", "12-fr-chariots"): ["lines"],
    ("blind_corpus_39", "07-en-workwear"): ["lines"],
    ("blind_corpus_39", "11-de-regalpruefung"): ["po_reference", "lines"],
    ("blind_corpus_40", "03-de-paletten"): ["lines"],
    ("blind_corpus_40", "09-en-valves"): ["vat_rate", "net_total", "lines"],
    # corpora 41 to 48, after the twenty-sixth change (made on them): line tables the arithmetic does not confirm
    # (a net total the lines reach only with charges, quantities two rows below, VAT-including rows, RC glued to an
    # amount); 'no PO' where an order word is printed (42's 06, 43's 11, 44's 06, 45's 08); 45's 03 prints no rate
    ("blind_corpus_41", "01-en-tomites"): ["lines"],
    ("blind_corpus_41", "02-de-statik"): ["lines"],
    ("blind_corpus_41", "08-nl-stellingen"): ["lines"],
    ("blind_corpus_42", "06-nl-verpakking"): ["po_reference"],
    ("blind_corpus_43", "08-de-software"): ["lines"],
    ("blind_corpus_43", "11-en-workwear"): ["po_reference"],
    ("blind_corpus_44", "04-en-translation"): ["lines"],
    ("blind_corpus_44", "05-nl-banden"): ["lines"],
    ("blind_corpus_44", "06-en-fixings"): ["po_reference"],
    ("blind_corpus_44", "07-fr-protection"): ["lines"],
    ("blind_corpus_44", "12-en-catalogue"): ["lines"],
    ("blind_corpus_45", "01-nl-werkkledij"): ["lines"],
    ("blind_corpus_45", "02-en-elearning"): ["lines"],
    ("blind_corpus_45", "03-fr-outillage"): ["po_reference", "vat_rate", "net_total"],
    ("blind_corpus_45", "05-de-befestigung"): ["lines"],
    ("blind_corpus_45", "06-en-software"): ["lines"],
    ("blind_corpus_45", "08-nl-magazijn"): ["po_reference"],
    ("blind_corpus_46", "03-en-hydraulics"): ["lines"],
    ("blind_corpus_46", "04-fr-ingenierie"): ["lines"],
    ("blind_corpus_46", "05-de-paletten"): ["lines"],
    ("blind_corpus_46", "08-fr-chariots"): ["lines"],
    ("blind_corpus_46", "09-de-software"): ["lines"],
    ("blind_corpus_47", "04-en-ingenieria"): ["lines"],
    ("blind_corpus_48", "10-en-monitoring"): ["lines"],
    # corpora 49 to 52, after the twenty-seventh change (made on them): line tables of tills and web shops (a quantity
    # two rows below its article, prices with VAT), a lot structure with subtotals (49's 03), no PO beside an order
    # word (51's 03, 10), a reverse-charge wording not read (49's 06)
    ("blind_corpus_49", "03-fr-menuiserie"): ["lines"],
    ("blind_corpus_49", "06-de-lohnbuero"): ["reverse_charge_stated"],
    ("blind_corpus_50", "06-de-wartung"): ["lines"],
    ("blind_corpus_51", "03-en-engraving"): ["po_reference"],
    ("blind_corpus_51", "04-de-werkzeug"): ["lines"],
    ("blind_corpus_51", "05-en-tiles"): ["lines"],
    ("blind_corpus_51", "06-nl-brasserie"): ["lines"],
    ("blind_corpus_51", "09-de-pflanzen"): ["lines"],
    ("blind_corpus_51", "10-fr-quincaillerie"): ["po_reference", "lines"],
    ("blind_corpus_51", "11-de-design"): ["lines"],
    ("blind_corpus_51", "12-fr-vetements"): ["lines"],
    ("blind_corpus_52", "08-en-telemetry"): ["lines"],
    ("blind_corpus_52", "12-de-antriebe"): ["lines"],
    ("blind_corpus_54", "04-fr-phyto"): ["lines"],
    ("blind_corpus_54", "12-de-transport"): ["lines"],
    ("blind_corpus_56", "09-en-cablaje"): ["invoice_number", "lines"],
    ("blind_corpus_56", "10-fr-developpement"): ["invoice_number"],
    ("blind_corpus_59", "02-fr-telesurveillance"): ["lines"],
    ("blind_corpus_59", "05-de-gaswarngeraete"): ["lines"],
    ("blind_corpus_59", "06-fr-phytos"): ["lines"],
    ("blind_corpus_62", "01-de-elektro"): ["lines"],
    ("blind_corpus_62", "02-de-telematik"): ["lines"],
    ("blind_corpus_62", "03-en-elearning"): ["lines"],
    ("blind_corpus_62", "09-nl-bevestiging"): ["lines"],
    ("blind_corpus_63", "03-fr-honoraires"): ["lines"],
    ("blind_corpus_63", "12-nl-dranken"): ["lines"],
    ("blind_corpus_64", "03-nl-advies"): ["lines"],
    ("blind_corpus_64", "09-fr-maintenance"): ["lines"],
    ("blind_corpus_64", "10-en-consulting"): ["lines"],
    ("blind_corpus_64", "12-nl-stellingen"): ["lines"],
    # corpora 65 to 72 after the thirty-first change (made on 65-68) and the thirty-second (on 69-72)
    ("blind_corpus_66", "03-nl-opleiding"): ["lines"],
    ("blind_corpus_69", "06-de-event"): ["lines"],
    ("blind_corpus_70", "01-en-sprinkler"): ["vat_rate", "net_total", "lines"],
    ("blind_corpus_72", "01-de-armaturen"): ["vat_rate", "net_total", "lines"],
    ("blind_corpus_72", "02-en-fasteners"): ["lines"],
    ("blind_corpus_72", "06-en-software"): ["po_reference"],
    ("blind_corpus_72", "07-nl-magazijn"): ["invoice_number", "invoice_date"],
    ("blind_corpus_72", "08-en-hosting"): ["vat_rate", "net_total", "lines"],
    # corpora 73 to 80 after the thirty-third change (made on 73-76) and the thirty-fourth (on 77-80)
    ("blind_corpus_73", "05-en-drives"): ["lines"],
    ("blind_corpus_73", "08-en-packaging"): ["po_reference"],
    ("blind_corpus_73", "11-fr-raccords"): ["vat_rate", "net_total"],
    ("blind_corpus_76", "05-nl-bouwmarkt"): ["lines"],
    ("blind_corpus_76", "12-en-electrical"): ["lines"],
    ("blind_corpus_77", "06-de-spedition"): ["lines"],
    ("blind_corpus_77", "07-nl-wegvervoer"): ["lines"],
    ("blind_corpus_78", "03-fr-seminaire"): ["lines"],
    ("blind_corpus_78", "04-de-tagung"): ["lines"],
    ("blind_corpus_78", "06-en-staffdinner"): ["lines"],
    ("blind_corpus_78", "07-de-messeservice"): ["lines"],
    ("blind_corpus_78", "08-nl-receptie"): ["lines"],
    ("blind_corpus_78", "09-en-legalfees"): ["lines"],
    ("blind_corpus_79", "02-nl-werkplaats"): ["lines"],
    ("blind_corpus_79", "04-de-etiketten"): ["lines"],
    ("blind_corpus_80", "01-nl-avverhuur"): ["lines"],
    ("blind_corpus_80", "02-en-conference"): ["lines"],
    ("blind_corpus_80", "09-en-legal"): ["lines"],
    ("blind_corpus_80", "10-nl-advocaat"): ["lines"],
    ("blind_corpus_80", "11-fr-electricite"): ["lines"],
}
# Correct cases `case check` still refuses, with the field it wrongly objects to: none since the twenty-third change
# (33's 09, a date under its label in a grid beside the address column, and 36's 10, a quantity on a row whose VAT
# rate follows the amount, accepted: tests/test_case_twentythird_change.py).
# Corpora 37 to 40: the twelve correct cases `case check` refused when they were measured blind are accepted since
# its change on them (tests/test_case_check_corpora_37_40.py).
KNOWN_REFUSED: dict[tuple[str, str], str] = {}
FIELD_OF = {"wrong_net_total": "net_total", "wrong_vat_rate": "vat_rate", "wrong_invoice_number": "invoice_number",
            "line_left_out": "[[invoice.lines]]", "wrong_po": "po_reference"}


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    return {(corpus, o.name): o for corpus in CORPORA
            for o in measure.run_case_new(tmp_path_factory.mktemp(corpus), EVALS / corpus)}


@pytest.mark.parametrize("corpus", CORPORA)
def test_the_blind_corpus_is_what_the_issue_asks_for(corpus):
    cases, hostile = _names(corpus, "cases"), _names(corpus, "hostile")
    assert len(cases) >= 12 and len(hostile) >= len(cases)
    assert {name.split("-")[1] for _, name in cases} == {"nl", "fr", "de", "en"}


@pytest.mark.parametrize(("corpus", "name"), CASES)
def test_case_new_writes_no_wrong_value_on_a_blind_invoice(outcomes, corpus, name):
    verdicts = outcomes[corpus, name].verdicts
    assert [f for f, v in verdicts.items() if v == "wrong"] == [], outcomes[corpus, name].shown
    assert [f for f, v in verdicts.items() if v == "todo"] == KNOWN_TODO.get((corpus, name), [])


def test_case_new_reads_most_blind_invoices_fully_right(outcomes):
    assert sum(o.fully_right for o in outcomes.values()) == len(CASES) - len(KNOWN_TODO)


@pytest.mark.parametrize(("corpus", "name"), CASES)
def test_case_check_accepts_each_correct_blind_case(tmp_path, corpus, name):
    problem = measure.check_one(EVALS / corpus / "cases" / name, tmp_path)
    if (corpus, name) in KNOWN_REFUSED:
        assert problem is not None and KNOWN_REFUSED[corpus, name] in problem
    else:
        assert problem is None


@pytest.mark.parametrize(("corpus", "name"), HOSTILE)
def test_case_check_refuses_each_hostile_blind_case_for_its_wrong_fact(tmp_path, corpus, name):
    problem = measure.check_one(EVALS / corpus / "hostile" / name, tmp_path)
    base, kind = name.split("--")
    # where the correct case is refused too, the check may stop at that (known) problem first
    assert problem is not None and (FIELD_OF[kind] in problem or KNOWN_REFUSED.get((corpus, base), "?") in problem)


@pytest.mark.parametrize(("printed", "erp"), [("PO 4571-0032", "45710032"), ("PO/4571.0063", "45710063"),
                                              ("4571 0091", "45710091"), ("PO-4571-0104", "45710104"),
                                              ("45710032-2", None), ("PO 4571-0032 of 3 Nov", None)])
def test_a_po_reference_in_the_suppliers_form_maps_to_the_erp_form_only_when_unambiguous(printed, erp):
    assert po_in_erp_form(printed) == erp


@pytest.mark.parametrize(("value", "number"), [("F 2026 118", "F 2026 118"), ("118 / 2026", "118 / 2026"),
                                               ("CS 2026/0778", "CS 2026/0778"), ("2026-0151 van 24-11-2026", "2026-0151"),
                                               ("INV-3381 (copy)", "INV-3381"), ("see below", None)])
def test_an_invoice_number_is_read_whole_as_printed(value, number):
    assert identifier_as_printed(value) == number


def _reading(**values) -> Reading:
    return Reading(values, {}, "en", "structure")


def test_case_new_leaves_a_one_row_line_table_with_quantity_one_and_no_article_as_todo():
    line = InvoiceLine(article_no=None, description="Goods", quantity=Decimal(1), unit_price=Decimal("100.00"),
                       net_amount=Decimal("100.00"))
    text = "Goods  1  100.00  100.00\nNet total  100.00\nVAT 21 %  21.00\nTotal  121.00\n"
    read = supported_reading(_reading(lines=(line,), net_total=Decimal("100.00"), vat_rate=Decimal(21),
                                      vat_amount=Decimal("21.00"), gross_total=Decimal("121.00"),
                                      reverse_charge_stated=False), text)
    assert "lines" not in read.values and "quantity 1" in read.problems["lines"]
    assert read.values["net_total"] == Decimal("100.00") and read.values["vat_rate"] == 21


def test_case_new_takes_the_net_total_the_vat_line_supports_not_the_subtotal():
    text = "Subtotal  1,000.00\nDiscount 5 %  -50.00\nNet amount  950.00\nVAT 21 %  199.50\nTotal  1,149.50\n"
    read = supported_reading(_reading(net_total=Decimal("1000.00"), vat_rate=Decimal(21), reverse_charge_stated=False),
                             text)
    assert read.values["net_total"] == Decimal("950.00")


def test_case_new_leaves_a_rate_that_contradicts_the_reverse_charge_statement_as_todo():
    text = "Net  500.00\nVAT 21 %  105.00\nTotal  605.00\nReverse charge: VAT to be accounted for by the recipient\n"
    read = supported_reading(_reading(net_total=Decimal("500.00"), vat_rate=Decimal(21), reverse_charge_stated=True),
                             text)
    assert "vat_rate" not in read.values and "reverse charge" in read.problems["vat_rate"]
    no_vat_line = supported_reading(_reading(net_total=Decimal("500.00"), vat_rate=Decimal(21),
                                             reverse_charge_stated=False), "Net  500.00\nTotal  605.00\n")
    assert "vat_rate" not in no_vat_line.values


def test_case_new_writes_no_po_only_where_the_invoice_prints_no_word_for_an_order():
    text = "Net  500.00\nVAT 21 %  105.00\nTotal  605.00\n"
    values = dict(po_reference=None, net_total=Decimal("500.00"), vat_rate=Decimal(21), reverse_charge_stated=False)
    assert supported_reading(_reading(**values), text).values["po_reference"] is None
    ordered = supported_reading(_reading(**values), "Réf. cde : 4572 0051\n" + text)
    assert "po_reference" not in ordered.values and "cde" in ordered.problems["po_reference"]
    surcharge = supported_reading(_reading(**values), "Small order surcharge  1  29.99  29.99\n" + text)
    assert surcharge.values["po_reference"] is None  # a line item that names an order is no PO reference


def test_case_new_reads_a_totals_grid_of_labels_over_amounts():
    text = ("Totaal werken  Korting 2 %  Maatstaf van heffing  Btw 0 %  Te betalen\n"
            "5.981,60  -119,63  5.861,97  0,00  5.861,97\nBtw verlegd\n")
    read = supported_reading(_reading(net_total=Decimal("5981.60"), reverse_charge_stated=True), text)
    assert read.values["net_total"] == Decimal("5861.97") and read.values["vat_rate"] == 0
    assert "vat_rate" not in read.problems


def test_case_new_reaches_the_net_from_the_lines_past_a_note_that_prints_an_amount():
    line = InvoiceLine(article_no="V-1", description="Valve", quantity=Decimal(10), unit_price=Decimal("100.00"),
                       net_amount=Decimal("1000.00"))
    text = ("V-1  Valve  10  100.00  1,000.00\nGoods total  1,000.00\nFreight  95.00\n"
            "Share capital EUR 100,000.00\nTaxable amount  1,095.00\nVAT 21 %  229.95\nTotal invoice  1,324.95\n")
    read = supported_reading(_reading(lines=(line,), net_total=Decimal("1000.00"), vat_rate=Decimal(21),
                                      reverse_charge_stated=False), text)
    assert read.values["net_total"] == Decimal("1095.00") and read.values["lines"] == (line,)


def test_case_new_leaves_lines_whose_article_is_the_rows_position_as_todo():
    def line(article, description="Goods"):
        return InvoiceLine(article_no=article, description=description, quantity=Decimal(2),
                           unit_price=Decimal("10.00"), net_amount=Decimal("20.00"))
    text = "Net  40.00\nVAT 21 %  8.40\nTotal  48.40\n"
    values = dict(net_total=Decimal("40.00"), vat_rate=Decimal(21), reverse_charge_stated=False)
    for articles in (("1", "2"), ("10", "20"), ("1.000 4401572", "2.000 4401588"), ("KAL-WAAGE", "2")):
        read = supported_reading(_reading(lines=tuple(line(a) for a in articles), **values), text)
        assert "lines" not in read.values and "position" in read.problems["lines"], articles
    for articles in (("4401572", "4401588"), ("7", "3"), ("KR-1", "KR-2"), (None, None)):
        read = supported_reading(_reading(lines=tuple(line(a) for a in articles), **values), text)
        assert "lines" in read.values, articles


def test_case_new_reaches_the_net_through_a_shipping_charge_where_no_net_total_is_printed():
    def line(amount):
        return InvoiceLine(article_no=None, description="Goods", quantity=Decimal(1), unit_price=Decimal(amount),
                           net_amount=Decimal(amount))
    lines = (line("1500.00"), line("613.70"))
    text = ("Sub Total  €2,113.70\nShipping charge  €45.00\nVAT (0%) reverse charge  €0.00\nTotal  €2,158.70\n"
            "Balance Due  €2,158.70\nIntra-Community supply, VAT reverse charged\n")
    values = dict(lines=lines, net_total=Decimal("2113.70"), vat_rate=Decimal(0), vat_amount=Decimal("0.00"),
                  gross_total=Decimal("2113.70"), reverse_charge_stated=True)
    read = supported_reading(_reading(**values), text)
    assert read.values["net_total"] == Decimal("2158.70") and read.values["vat_rate"] == 0
    # a charge that does not lead to the printed gross: no net total (the subtotal is not its own gross at 0 %)
    wrong = supported_reading(_reading(**values), text.replace("€45.00", "€40.00"))
    assert "net_total" not in wrong.values


def test_case_new_takes_a_printed_net_below_a_charge_where_the_vat_line_prints_no_rate():
    lines = (InvoiceLine(article_no="A-100", description="Paper", quantity=Decimal(10), unit_price=Decimal("230.08"),
                         net_amount=Decimal("2300.80")),)
    text = ("A-100  Paper  10  € 230,08  € 2.300,80\nSubtotaal  € 2.300,80\nVerzendkosten  € 39,50\n"
            "Totaal exclusief btw  € 2.340,30\nBtw verlegd  € 0,00\nTotaal inclusief btw  € 2.340,30\n")
    read = supported_reading(_reading(lines=lines, net_total=Decimal("2300.80"), vat_rate=Decimal(0),
                                      vat_amount=Decimal("0.00"), gross_total=Decimal("2300.80"),
                                      reverse_charge_stated=True), text)
    assert read.values["net_total"] == Decimal("2340.30") and read.values["vat_rate"] == 0


@pytest.mark.parametrize(("header", "number"), [
    ("Shop B.V.\nINVOICE\nKerkstraat 1\n# INV-000317\nInvoice Date :  12 Apr 2027\n", "INV-000317"),
    ("Shop B.V.\nINVOICE\nKerkstraat 1\nInvoice Date :  12 Apr 2027\n", None),
    ("Shop B.V.\nInvoice  12 Apr 2027\n", None),
    ("Shop B.V.\nINVOICE  12, rue de Bitbourg\n", None),
])
def test_case_new_reads_an_invoice_number_only_beside_or_under_a_label_of_its_own(header, number):
    text = header + "Item  Qty  Price  Amount\nGoods  2  10.00  20.00\nNet  20.00\nVAT 21 %  4.20\nTotal  24.20\n"
    assert read_fields(text).values.get("invoice_number") == number
