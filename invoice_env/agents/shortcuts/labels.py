"""What the learners are taught, read off the task's goal (never a feature): the outcome, the answer
of each rule's question, and the PO the written policy takes for the 2 % rule and rule 4."""

from __future__ import annotations

from invoice_env.agents.shortcuts.features import View
from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.agents.shortcuts.proxies import candidates
from invoice_env.episode.checks import Rule
from invoice_env.episode.policy import po_fits_invoice
from invoice_env.world.models import PurchaseOrderView, Task

OUTCOMES = ("book", "no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch")


def label(task: Task) -> str:
    """The outcome to predict: 'book' or the flag reason (from the goal, never a feature)."""
    return "book" if task.goal.kind == "booking" else task.goal.reason


def rule_answer(rule: str, obs: Observation, outcome: str) -> bool | None:
    """What the written policy answered at this rule's question ("does it flag here?"), read off the
    task's outcome label; None where the policy never gets as far as asking it."""
    printed = obs.printed_po is not None
    if rule == Rule.DUPLICATE:
        return outcome == "duplicate_invoice"
    if outcome == "duplicate_invoice":
        return None
    if rule == Rule.SUPPLIER:
        return outcome == "supplier_mismatch" if printed else None
    if rule == Rule.STATUS:
        return outcome == "no_matching_po" if printed and outcome != "supplier_mismatch" else None
    if rule == Rule.FIT:
        return outcome == "no_matching_po" if not printed else None
    return outcome == "amount_out_of_tolerance" if outcome in ("book", "amount_out_of_tolerance") else None


def policy_po(obs: Observation, outcome: str) -> PurchaseOrderView | None:
    """The PO the written policy holds the 2 % rule against (and books on): the printed one, else the
    one fitting candidate; None where the outcome is decided before rule 5."""
    if outcome not in ("book", "amount_out_of_tolerance") or obs.facts is None:
        return None
    if obs.printed_po is not None:
        return obs.printed_po
    fitting = [po for po in candidates(View(obs)) if po_fits_invoice(po, obs.facts)]
    return fitting[0] if len(fitting) == 1 else None
