"""The note an empty PO search returns: which filters it combined, quoted as the model sent them,
and what the same search with status 'all' would show anyway. It restates the query; it never
names a PO, supplier or outcome the search itself would not show."""

from __future__ import annotations

from typing import Any

from invoice_env.world.company import COMPANY, COMPANY_VAT
from invoice_env.world.identifiers import normalize_po_number, normalize_vat

FILTERS = ("po_number", "supplier_name", "supplier_vat")


def _quoted(value: Any) -> str:
    text = str(value)
    return repr(text if len(text) <= 60 else text[:60] + "...")


def empty_search_note(args: dict[str, Any], po_number: str | None, supplier_name: str | None,
                      supplier_vat: str | None, status: str, elsewhere: dict[str, int]) -> str:
    given = {"po_number": po_number, "supplier_name": supplier_name, "supplier_vat": supplier_vat}
    used = [name for name in FILTERS if given[name] is not None]
    shown = [f"{name} {_quoted(args[name])}" for name in used] + [f"status {status!r}"]
    parts = [f"No purchase order matches {' AND '.join(shown)}."]
    if len(used) > 1:
        parts.append("The filters are combined with AND: a PO is listed only if it matches every one of them; "
                     "search with fewer filters to widen the search.")
    if supplier_vat is not None and normalize_vat(supplier_vat) == normalize_vat(COMPANY_VAT):
        parts.append(f"{COMPANY_VAT} is the VAT number of {COMPANY} itself (the buyer), not of a supplier.")
    if status != "all" and not elsewhere:
        parts.append("No PO of any status matches these filters either.")
    if elsewhere:
        counts = ", ".join(f"{n} with status {s!r}" for s, n in sorted(elsewhere.items()))
        if po_number is not None and len(used) == 1:
            parts.append(f"PO {normalize_po_number(po_number)} exists with status "
                         f"{next(iter(elsewhere))!r}; search with status 'all' to see it.")
        else:
            parts.append(f"With status 'all' the same filters match {counts}; search with status 'all' "
                         "to see them.")
    return " ".join(parts)
