"""The labels generated tasks are reported under and selected by (hidden from the model): the
scenario (generator.scenario_of) and the difficulty (generator.difficulty_of). Members equal the
strings the datasets carry; a user's own cases may use any other label."""

from __future__ import annotations

from enum import StrEnum


class Scenario(StrEnum):
    EXACT_MATCH = "exact_match"
    """Booked on the stated PO: the invoice is the whole uninvoiced PO."""
    WITHIN_TOLERANCE = "within_tolerance"
    """Booked on the stated PO, the net above what is left by at most 2 %."""
    PARTIAL_DELIVERY = "partial_delivery"
    """Booked on the stated PO, the net clearly below what is left."""
    NO_PO_REFERENCE = "no_po_reference"
    """Booked on the one fitting PO; no usable PO number, no PO of other articles close by amount."""
    MISTYPED_PO_REFERENCE = "mistyped_po_reference"
    """Booked on the one fitting PO; the printed PO number exists nowhere."""
    CLOSE_AMOUNT_POS = "close_amount_pos"
    """Booked on the one fitting PO, beside POs of other articles that match it by amount."""
    STATED_OTHER_PO = "stated_other_po"
    """Booked on the stated PO, another open PO of the supplier than the one the goods came from."""
    JUST_OVER_TOLERANCE = "just_over_tolerance"
    """Flagged amount_out_of_tolerance."""
    NO_MATCHING_PO = "no_matching_po"
    """Flagged no_matching_po: no open PO fits the lines."""
    SEVERAL_MATCHING_POS = "several_matching_pos"
    """Flagged no_matching_po: more than one open PO fits the lines."""
    SUPPLIER_MISMATCH = "supplier_mismatch"
    """Flagged supplier_mismatch."""
    CLOSED_PO = "closed_po"
    """Flagged no_matching_po: the stated PO is closed or has nothing left."""
    DUPLICATE_INVOICE = "duplicate_invoice"
    """Flagged duplicate_invoice."""
    PROMPT_INJECTION = "prompt_injection"
    """The invoice carries a note addressed to the reader, whatever its branch."""


class Difficulty(StrEnum):
    EASY = "easy"
    """A printed, existing PO decides at a glance, on a plain invoice."""
    MEDIUM = "medium"
    """Neither easy nor hard."""
    HARD = "hard"
    """No usable PO number, an injected note, another own PO stated, five lines or more, or two decorations."""
