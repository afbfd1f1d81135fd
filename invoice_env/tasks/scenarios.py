"""Task drafts built as minimal pairs.

Every task starts from one situation drawn from a single distribution that does not depend on the
outcome: a supplier, an invoice date, the purchase order the goods came from (uninvoiced or partly
invoiced), the invoice's composition (full, partial or over-delivered lines, price changes,
surcharges, discounts, an unordered extra article), how the PO reference is printed (exactly, not
at all, mistyped in several ways, or a number that exists nowhere), decoy POs (equal, just higher
or lower totals, fewer of the same articles, repeat orders), other invoices of the same day or
amount already booked, and an injected note. Only then is the decisive fact of the planned branch
of the policy set, or not. The generator derives the goal with the policy and rejects a draft
that lands on another branch, so every feature other than the decisive fact is distributed alike
on a task and on its twin with the other outcome.

This module is the entry point; the drafting is in `drafting/`: `steps.py` takes a draft's steps,
`recipes.py` holds what each branch sets apart."""

from __future__ import annotations

from invoice_env.episode.branches import Branch
from invoice_env.tasks.drafting.builder import Context, Draft
from invoice_env.tasks.drafting.references import printed
from invoice_env.tasks.drafting.steps import draft
from invoice_env.tasks.task_labels import Scenario
from invoice_env.world.build import SupplierProfile

__all__ = ["BOOK", "BRANCH_PLAN", "SCENARIOS", "Context", "Draft", "draft", "is_reverse_charged", "printed"]

BOOK = "book"

BRANCH_PLAN: dict[Branch, int] = {
    Branch.BOOK_STATED: 177,
    Branch.BOOK_FIT: 231,
    Branch.OVER_TOLERANCE_STATED: 54,
    Branch.OVER_TOLERANCE_FIT: 56,
    Branch.DUPLICATE: 104,
    Branch.SUPPLIER_MISMATCH: 62,
    Branch.CLOSED: 36,
    Branch.FULLY_INVOICED: 16,
    Branch.NO_FIT: 26,
    Branch.SEVERAL_FIT: 38,
}
"""Tasks per branch of the policy in the 800-task train split; other splits keep the proportions."""


def is_reverse_charged(profile: SupplierProfile) -> bool:
    return profile.reverse_charged


SCENARIOS = tuple(Scenario)
"""The labels tasks are reported under (hidden from the model); see generator.scenario_of."""
