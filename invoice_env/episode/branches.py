"""The branches of the written policy: every way `policy.decide` can end. Each member equals the
string datasets, reports and SFT rows carry (`Decision.branch`, the `branch:` tag)."""

from __future__ import annotations

from enum import StrEnum


class Branch(StrEnum):
    DUPLICATE = "2_duplicate"
    """Rule 2: the invoice number is already booked for this supplier; flag duplicate_invoice."""
    SUPPLIER_MISMATCH = "3a_supplier_mismatch"
    """Rule 3a: the stated PO belongs to another supplier; flag supplier_mismatch."""
    CLOSED = "3b_closed"
    """Rule 3b: the stated PO is closed; flag no_matching_po."""
    FULLY_INVOICED = "3b_fully_invoiced"
    """Rule 3b: the stated PO is open but has nothing left to invoice; flag no_matching_po."""
    NO_FIT = "4_no_fit"
    """Rule 4 (no usable PO number): no open PO of the supplier fits the lines; flag no_matching_po."""
    SEVERAL_FIT = "4_several_fit"
    """Rule 4 (no usable PO number): more than one open PO fits; flag no_matching_po."""
    OVER_TOLERANCE_STATED = "5_over_tolerance_stated"
    """Rule 5: the net exceeds the stated PO's remaining net by more than 2 %; flag amount_out_of_tolerance."""
    OVER_TOLERANCE_FIT = "5_over_tolerance_fit"
    """Rule 5: the net exceeds the one fitting PO's remaining net by more than 2 %; flag amount_out_of_tolerance."""
    BOOK_STATED = "6_book_stated"
    """Rule 6: book on the stated PO."""
    BOOK_FIT = "6_book_fit"
    """Rule 6: book on the one fitting PO (the invoice has no usable PO number)."""


ON_STATED_PO = (Branch.OVER_TOLERANCE_STATED, Branch.BOOK_STATED)
"""Rules 5 and 6 applied to the stated PO (rule 3c takes it as it is)."""
BY_FIT = (Branch.BOOK_FIT, Branch.OVER_TOLERANCE_FIT, Branch.NO_FIT, Branch.SEVERAL_FIT)
"""No usable PO number: rule 4 looks for the one open PO of the supplier that fits the lines."""
BOOKED = (Branch.BOOK_STATED, Branch.BOOK_FIT)
