"""The structure reader: what a clerk does with an invoice from software the wording sets do not cover.
Labels are hints (the wording sets' and other software's, documents/labels.py); the line table is found by
its headings or by the first row whose amounts add up, each row by its cells' kinds (quantity x unit price,
less a discount, = the line amount), the totals by adding up (lines = net, net + VAT = gross). Each field
it cannot read gets a reason instead of a value."""

from __future__ import annotations

from invoice_env.documents.labels import REVERSE_CHARGE
from invoice_env.documents.reader.page import Page, language_of
from invoice_env.documents.reader.reading import Reading
from invoice_env.documents.reader.shared import supplier_vat
from invoice_env.documents.reader.structure_dates import read_dates
from invoice_env.documents.reader.structure_number import read_invoice_number
from invoice_env.documents.reader.structure_po import read_po_reference
from invoice_env.documents.reader.structure_table import read_line_table
from invoice_env.documents.reader.structure_totals import read_totals
from invoice_env.documents.reader.vocabulary import Reader


def read_by_structure(text: str, reader: Reader) -> Reading:
    """Every field that can be read by structure, with a reason for each one that cannot."""
    page = Page(text, reader)
    values: dict[str, object] = {}
    problems: dict[str, str] = {}
    vat = supplier_vat(page.flat)
    if vat is None:
        problems["supplier_vat"] = "no supplier VAT number found (other than our own)"
    else:
        values["supplier_vat"] = vat
    read_invoice_number(page, values, problems)
    read_dates(page, values, problems)
    read_po_reference(page, values, problems)
    rows, end = read_line_table(page, problems)
    if "lines" not in problems:
        values["lines"] = tuple(rows)
    read_totals(page, rows, end, values, problems)
    folded = page.flat.casefold()
    stated = any(n in folded for n in reader.notes) or REVERSE_CHARGE.search(folded) is not None
    values["reverse_charge_stated"] = stated
    return Reading(values, problems, language_of(page), "structure")
