"""The inbox grader: the final database holds exactly every document's goal and nothing else (reward 1
or 0, as for one invoice), with per-document metrics beside it so a trainer sees partial progress.
`per_document=True` rewards the share of documents right instead: for curricula, not the measurement."""

from __future__ import annotations

from invoice_env.episode.grader import (
    DECISION_METRICS,
    Outcome,
    Verdict,
    describe_goal,
    describe_outcome,
    grade,
)
from invoice_env.episode.rubric import GradingSpec, default_spec
from invoice_env.world.models import InboxTask


def _document(outcome: Outcome, goal, spec: GradingSpec) -> tuple[bool, dict[str, float]]:
    """Whether a document got exactly its goal, and its decision metrics (a document that is not an
    invoice: its decision is right when nothing was written for it, and the rest say the same)."""
    if goal is None:
        left_alone = float(not outcome.bookings and not outcome.flags)
        return bool(left_alone), {name: left_alone for name in DECISION_METRICS}
    verdict = grade(outcome, goal, spec)
    return verdict.reward == 1.0, {name: verdict.metrics[name] for name in DECISION_METRICS}


def grade_inbox(outcome: Outcome, task: InboxTask, spec: GradingSpec | None = None,
                per_document: bool = False) -> Verdict:
    spec = spec or default_spec()
    rights, lines, decisions = [], [], []
    for position, item in enumerate(task.items, start=1):
        own = Outcome(tuple(b for b in outcome.bookings if b.document_id == item.document_id),
                      tuple(f for f in outcome.flags if f.document_id == item.document_id))
        right, metrics = _document(own, item.goal, spec)
        rights.append(right)
        decisions.append(metrics)
        if not right:
            expected = describe_goal(item.goal) if item.goal is not None else "nothing (not an invoice)"
            lines.append(f"document {position} ({item.document_id}): {describe_outcome(own)}; expected {expected}")
    known = {item.document_id for item in task.items}
    strays = sum(row.document_id not in known for row in (*outcome.bookings, *outcome.flags))
    clean = not (spec.forbid_other_changes and outcome.other_changes) and not strays
    exact = all(rights) and clean
    right = sum(rights)
    metrics = {name: sum(d[name] for d in decisions) / len(decisions) for name in DECISION_METRICS}
    metrics |= {"documents": float(len(rights)), "documents_right": float(right),
               "documents_right_share": right / len(rights),
               "first_wrong_position": float(next((i for i, ok in enumerate(rights, start=1) if not ok), 0)),
               "num_bookings": float(len(outcome.bookings)), "num_flags": float(len(outcome.flags))}
    if outcome.other_changes:
        lines.append(f"{outcome.other_changes} other database change(s)")
    line = (f"correct: all {len(rights)} documents" if exact
            else f"{right} of {len(rights)} documents right; " + "; ".join(lines))
    reward = (right / len(rights) if clean else 0.0) if per_document else float(exact)
    return Verdict(reward=reward, metrics=metrics, line=line, rows=outcome.rows())
