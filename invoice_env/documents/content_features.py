"""What varies in an invoice's content, one document at a time: the measure behind the README's
content table (`invoice-env content`), which also shows that none of it follows the outcome."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from invoice_env.documents.columns import Table
from invoice_env.world.article_numbers import scheme_of
from invoice_env.world.catalogue import MEASURED_UNITS

PACKAGING_UNITS = ("box", "roll", "pack", "pallet", "set")


def features(table: Table, article_numbers: Iterable[str | None]) -> frozenset[str]:
    """The content features of one document."""
    schemes = {scheme_of(n) or "other" for n in article_numbers if n}
    found = {f"article numbers: {s}" for s in schemes}
    found.add({"column": "unit column", "beside": "unit beside the quantity", "none": "no unit printed"}[table.style.unit])
    if table.style.vat:
        found.add("VAT % column")
    if any("discount" in row for row in table.rows):
        found.add("line discount %")
    if any(places > 2 for places in table.price_places):
        found.add("unit prices with 3-4 decimals")
    if len(table.rows) > len(table.units):
        found.add("description wrapped over two rows")
    if any(unit in MEASURED_UNITS for unit in table.units):
        found.add("sold by the m², h, t or m³")
    if any(ch in row.get("quantity", "").split(" ")[0] for row in table.rows for ch in ",."):
        found.add("a quantity with decimals")
    if any(unit in PACKAGING_UNITS for unit in table.units):
        found.add("packaging units (box, roll, pack, pallet, set)")
    return frozenset(found)


def shares(documents: Iterable[tuple[str, frozenset[str]]]) -> tuple[Counter, Counter]:
    """(documents per outcome, documents per (feature, outcome)) over (outcome, features) pairs."""
    per_outcome, per_feature = Counter(), Counter()
    for outcome, found in documents:
        per_outcome[outcome] += 1
        for feature in found:
            per_feature[(feature, outcome)] += 1
    return per_outcome, per_feature
