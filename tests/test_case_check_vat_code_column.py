"""`case check` counts an item row whose VAT column prints a code after the amount ('705,00  41', Italian
software's VAT code 41) as a line of the invoice: a case that leaves it out is refused (blind corpus 36's 04, a
hostile case that was accepted)."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text

TEXT = """Rechnung  587/2027  26/11/2027
Code  Beschreibung  Menge  ME  Preis  Rabatt %  Betrag  MwSt
LA-UK-4570  Unterkonstruktion Lärche 45 x 70 mm  420,00  lfm  4,85  2.037,00  41
ED-SCH-550  Edelstahl-Terrassenschrauben A2 5,0 x 50 mm  24,00  Ktn  46,90  1.125,60  41
ST-FUSS-40  Stellfüße verstellbar 40-60 mm  300,00  Stk  2,35  705,00  41
Code  Beschreibung  Bemessungsgrundlage  MwSt.-Betrag
41  Nicht steuerbar Art. 41 GvD 331/93  3.867,60  0,00
"""


def _facts(*lines: tuple[str, str]) -> InvoiceFactsSpec:
    return InvoiceFactsSpec(supplier_vat="IT33736300113", invoice_number="587/2027", invoice_date="2027-11-26",
                            net_total=Decimal("3867.60"), vat_rate=Decimal(0),
                            lines=[{"article_no": article, "quantity": quantity} for article, quantity in lines])


def _line_problems(facts: InvoiceFactsSpec) -> list[str]:
    return [p for p in facts_not_in_text(facts, TEXT) if "lines" in p]


def test_every_row_with_a_vat_code_after_its_amount_is_a_line_of_the_invoice():
    assert _line_problems(_facts(("LA-UK-4570", "420"), ("ED-SCH-550", "24"), ("ST-FUSS-40", "300"))) == []
    left_out = _line_problems(_facts(("LA-UK-4570", "420"), ("ED-SCH-550", "24")))
    assert len(left_out) == 1 and "ST-FUSS-40" in left_out[0] and "not listed" in left_out[0]


def test_the_vat_summary_row_under_the_table_is_no_line():
    problems = _line_problems(_facts(("LA-UK-4570", "420"), ("ED-SCH-550", "24"), ("ST-FUSS-40", "300")))
    assert not any("Nicht steuerbar" in p for p in problems)
