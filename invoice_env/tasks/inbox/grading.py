"""The inbox grader: the final database holds exactly every document's goal and nothing else (reward 1
or 0, as for one invoice), with per-document metrics beside it so a trainer sees partial progress.
`per_document=True` rewards the share of documents right instead: for curricula, not the measurement."""

from __future__ import annotations

from invoice_env.episode.grader import Outcome, Verdict, describe_goal, describe_outcome, grade, read_outcome
from invoice_env.episode.rubric import GradingSpec, default_spec
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES
from invoice_env.world.models import InboxTask

INBOX_METRICS = ("documents", "documents_right", "documents_right_share", "first_wrong_position", "num_bookings",
                 "num_flags", "tool_errors", *(f"calls_{name}" for name in TOOL_NAMES))
"""The weight-0 metrics of an inbox rollout: `first_wrong_position` counts from 1, 0 when every document is right."""


def _document_right(outcome: Outcome, goal, spec: GradingSpec) -> bool:
    if goal is None:
        return not outcome.bookings and not outcome.flags
    return grade(outcome, goal, spec).reward == 1.0


def grade_inbox(outcome: Outcome, task: InboxTask, spec: GradingSpec | None = None,
                per_document: bool = False) -> Verdict:
    spec = spec or default_spec()
    rights, lines = [], []
    for position, item in enumerate(task.items, start=1):
        own = Outcome(tuple(b for b in outcome.bookings if b.document_id == item.document_id),
                      tuple(f for f in outcome.flags if f.document_id == item.document_id))
        right = _document_right(own, item.goal, spec)
        rights.append(right)
        if not right:
            expected = describe_goal(item.goal) if item.goal is not None else "nothing (not an invoice)"
            lines.append(f"document {position} ({item.document_id}): {describe_outcome(own)}; expected {expected}")
    known = {item.document_id for item in task.items}
    strays = sum(row.document_id not in known for row in (*outcome.bookings, *outcome.flags))
    clean = not (spec.forbid_other_changes and outcome.other_changes) and not strays
    exact = all(rights) and clean
    right = sum(rights)
    metrics = {"documents": float(len(rights)), "documents_right": float(right),
               "documents_right_share": right / len(rights),
               "first_wrong_position": float(next((i for i, ok in enumerate(rights, start=1) if not ok), 0)),
               "num_bookings": float(len(outcome.bookings)), "num_flags": float(len(outcome.flags))}
    if outcome.other_changes:
        lines.append(f"{outcome.other_changes} other database change(s)")
    line = (f"correct: all {len(rights)} documents" if exact
            else f"{right} of {len(rights)} documents right; " + "; ".join(lines))
    reward = (right / len(rights) if clean else 0.0) if per_document else float(exact)
    return Verdict(reward=reward, metrics=metrics, line=line, rows=outcome.rows())


def grade_inbox_session(session: RolloutSession, spec: GradingSpec | None = None,
                        per_document: bool = False) -> Verdict:
    verdict = grade_inbox(read_outcome(session), session.task, spec, per_document)
    metrics = dict(verdict.metrics)
    metrics["tool_errors"] = float(session.tool_errors)
    for name in TOOL_NAMES:
        metrics[f"calls_{name}"] = float(session.tool_calls.get(name, 0))
    return Verdict(verdict.reward, metrics, verdict.line, verdict.rows)
