"""Which branch of the written policy decides each task, and which rules decide it (leaving one out
of the policy changes the decision), by the oracle on the task's start database: scoring, never a
feature. Once per task and process."""

from __future__ import annotations

from typing import Sequence

from invoice_env.episode.policy import PARTS, RULES, decide
from invoice_env.world.erp import DatabaseErpView, open_task_database, release_database
from invoice_env.world.models import Task

_BRANCHES: dict[tuple[str, str, str], tuple[str, frozenset[str]]] = {}


def _key(task: Task) -> tuple[str, str, str]:
    return task.split, task.task_id, task.start_hash  # the start hash covers the snapshot


def branches(snapshots: dict[str, bytes], tasks: Sequence[Task]) -> list[str]:
    """Which branch of the written policy decides each task, by the oracle on its start database,
    and which checks decide it (leaving one out changes the decision); once per task and process."""
    out = []
    for task in tasks:
        key = _key(task)
        if key not in _BRANCHES:
            conn = open_task_database(snapshots[task.split], task.fixtures, task.document_id, task.pdf)
            try:
                erp = DatabaseErpView(conn)
                decision = decide(task.facts, erp)
                deciding = frozenset(rule for rule in RULES + PARTS
                                     if decide(task.facts, erp, frozenset({rule})).outcome != decision.outcome)
                _BRANCHES[key] = (decision.branch, deciding)
            finally:
                release_database(conn)
        out.append(_BRANCHES[key][0])
    return out


def deciding(tasks: Sequence[Task]) -> list[tuple[str, frozenset[str]]]:
    """Each task's branch and deciding checks (after `branches`), to keep beside the tasks."""
    return [_BRANCHES[_key(task)] for task in tasks]


def remember(tasks: Sequence[Task], known: Sequence[tuple[str, frozenset[str]]]) -> None:
    """Take branches and deciding checks computed before (by `deciding`) for these tasks."""
    if len(tasks) != len(known):
        raise ValueError(f"{len(known)} branches for {len(tasks)} tasks")
    for task, entry in zip(tasks, known):
        _BRANCHES[_key(task)] = entry


def decides(task: Task, rule: str) -> bool:
    """Does leaving `rule` (one of policy.RULES, or one input of a rule, policy.PARTS) out of the
    policy change this task's decision? (after `branches`)"""
    return rule in _BRANCHES[_key(task)][1]
