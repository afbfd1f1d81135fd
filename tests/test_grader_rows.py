"""The grader counts from the rows alone: a saved session is its rows (no change counter rides
along to disagree with them), an edited row set grades as what it now says, and a change outside
the two writable tables is found by diffing rows against the start database, not by a counter."""

import copy

import pytest
from conftest import first

from invoice_env.episode.grader import grade_session, other_changes
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for


@pytest.fixture
def flagged(train_tasks):
    """A train task's exported session after the right flag."""
    task = first(train_tasks, goal_kind="flag")
    session = RolloutSession.start(snapshot_for(task), task)
    InvoiceTools(session).call("flag_for_review", {"document_id": task.document_id, "reason": task.goal.reason,
                                                   "note": "n"})
    exported = session.export()
    session.close()
    return task, exported


def _grade(task, exported):
    session = RolloutSession.resume(snapshot_for(task), task, exported)
    try:
        return grade_session(session)
    finally:
        session.close()


def test_an_exported_session_is_its_rows_and_no_counter(flagged):
    task, exported = flagged
    assert set(exported) == {"rows", "tool_calls", "tool_errors"}
    verdict = _grade(task, exported)
    assert verdict.reward == 1.0 and verdict.line.startswith("correct: ")


@pytest.mark.parametrize("changes", [0, 5, -3])
def test_an_old_traces_change_counter_is_ignored(flagged, changes):
    task, exported = flagged
    assert _grade(task, exported | {"changes": changes}) == _grade(task, exported)


def test_edited_rows_grade_as_what_they_now_say(flagged):
    task, exported = flagged
    (flag,) = exported["rows"]["review_flags"]

    doubled = copy.deepcopy(exported)
    doubled["rows"]["review_flags"].append([flag[0] + 1, *flag[1:]])
    verdict = _grade(task, doubled | {"changes": 1})  # the counter a stale trace would still carry
    assert verdict.reward == 0.0 and verdict.metrics["num_flags"] == 2.0
    assert "other database change" not in verdict.line

    emptied = copy.deepcopy(exported)
    emptied["rows"]["review_flags"] = []
    verdict = _grade(task, emptied | {"changes": 1})
    assert verdict.reward == 0.0 and verdict.metrics["num_flags"] == 0.0
    assert verdict.line.startswith("nothing (no booking, no flag)") and "-1" not in verdict.line

    reason = [i for i, value in enumerate(flag) if value == task.goal.reason]
    assert len(reason) == 1
    other_reason = "supplier_mismatch" if task.goal.reason != "supplier_mismatch" else "duplicate_invoice"
    edited = copy.deepcopy(exported)
    edited["rows"]["review_flags"][0][reason[0]] = other_reason
    verdict = _grade(task, edited)
    assert verdict.reward == 0.0 and verdict.metrics["reason_correct"] == 0.0
    assert f"flag {other_reason}" in verdict.line


def test_a_change_outside_the_writable_tables_is_found_in_the_rows(flagged):
    task, exported = flagged
    session = RolloutSession.resume(snapshot_for(task), task, exported)
    try:
        assert other_changes(session) == 0
        session.conn.execute("UPDATE purchase_orders SET status = status")  # rewrites rows, changes none
        assert other_changes(session) == 0 and grade_session(session).reward == 1.0
        (po,) = session.conn.execute("SELECT rowid FROM purchase_orders ORDER BY rowid LIMIT 1").fetchone()
        session.conn.execute("UPDATE purchase_orders SET status = CASE status WHEN 'open' THEN 'closed' ELSE 'open' END WHERE rowid = ?", (po,))
        session.conn.execute("DELETE FROM po_lines WHERE rowid = (SELECT min(rowid) FROM po_lines)")
        assert other_changes(session) == 3  # the PO row before and after, and the deleted line
        verdict = grade_session(session)
        assert verdict.reward == 0.0 and "3 other database change(s)" in verdict.line
    finally:
        session.close()
