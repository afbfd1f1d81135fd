"""The checks of the written policy that `policy.decide(..., skip=...)` can leave out: where the
decision then changes is where that check decides (the counterfactual table, the shortcut suite).
Members equal the names the suite's lines and tables print (`skip-fit`)."""

from __future__ import annotations

from enum import StrEnum


class Rule(StrEnum):
    DUPLICATE = "duplicate"
    """Rule 2: the invoice number against the ones booked for the supplier."""
    SUPPLIER = "supplier"
    """Rule 3a: the stated PO's supplier against the invoicing one."""
    STATUS = "status"
    """Rule 3b: the stated PO closed, or with nothing left to invoice."""
    FIT = "fit"
    """Rule 4's article-fit test (left out, every open PO fits)."""
    TOLERANCE = "tolerance"
    """Rule 5: the net against the PO's remaining net plus 2 %."""


class Part(StrEnum):
    """Single inputs of a rule, left out while the rest of the rule stays."""

    CLOSED = "closed"
    """Rule 3b's status (a closed PO counts as open)."""
    NOTHING_LEFT = "nothing_left"
    """Rule 3b's remaining amount (a PO with nothing left counts as having room)."""
    QUANTITY = "quantity"
    """Rule 4's quantities (a PO fits when it carries every invoiced article, in any quantity)."""
