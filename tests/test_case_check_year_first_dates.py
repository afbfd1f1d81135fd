"""`case check` finds an invoice date printed year first with slashes or dots (SYSPRO's '2027/11/12', Hungarian
software's '2027.12.02.'): blind corpora 33 and 34 printed them and their correct cases were refused."""

from __future__ import annotations

from decimal import Decimal

import pytest

from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.tasks.cases.text import facts_not_in_text


def _date_problems(printed: str, given: str) -> list[str]:
    facts = InvoiceFactsSpec(supplier_vat="NL445004289B02", invoice_number="INV-0071", invoice_date=given,
                             net_total=Decimal("100.00"), vat_rate=Decimal(21))
    text = f"Invoice  INV-0071\nInvoice Date  {printed}\nNet  100.00\nVAT 21%  21.00\nTotal  121.00\n"
    return [p for p in facts_not_in_text(facts, text) if "invoice_date" in p]


@pytest.mark.parametrize("printed", ["2027/11/12", "2027.11.12.", "2027.11.12", "12.11.2027"])
def test_an_invoice_date_printed_year_first_is_found(printed):
    assert _date_problems(printed, "2027-11-12") == []


@pytest.mark.parametrize("printed", ["2027/11/12", "2027.11.12."])
def test_another_date_than_the_printed_one_is_still_refused(printed):
    assert _date_problems(printed, "2027-11-13") != []
