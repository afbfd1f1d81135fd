"""Issue 37: the shortcut suite's inbox lines, on the shipped inbox-eval split and fresh private draws from
the run seed (INVOICE_ENV_RUN_SEED repeats a run), pooled: every line within its ceiling, the reference
agent through the real tools right on every inbox task of every draw, and each proxy shown wrong where
its twin says it must be."""

from __future__ import annotations

import os

import pytest

from invoice_env.agents.shortcuts import inbox_suite
from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS, new_run_seed
from invoice_env.cli import main
from invoice_env.documents.pdf_text import extract_text
from invoice_env.tasks.dataset import load_snapshot, load_tasks

RUN_SEED = int(os.environ.get("INVOICE_ENV_RUN_SEED") or new_run_seed())


@pytest.fixture(scope="module")
def pooled():
    print(f"inbox suite run seed {RUN_SEED}")
    return inbox_suite.run(RUN_SEED, DEFAULT_DRAWS, say=print)


def test_every_inbox_line_is_within_its_ceiling_pooled_over_fresh_draws(pooled):
    results, lines = pooled
    table = inbox_suite.table(RUN_SEED, results, lines)
    print(table)
    assert len(results) == DEFAULT_DRAWS + 1
    assert all(r.reference == r.tasks == 60 for r in results), table
    for line in lines:
        assert line.tasks >= 150, table
        assert line.within, table


def _tasks_with(kind: str):
    snapshot = load_snapshot(None, inbox_suite.SPLIT)
    return snapshot, [t for t in load_tasks(inbox_suite.SPLIT) if kind in t.interactions]


def test_skipping_by_keyword_leaves_every_twin_undone():
    """Every document of a non-invoice pair names a delivery note or an order confirmation, so a keyword
    cannot tell the document that is not an invoice from the invoice that names one."""
    snapshot, twins = _tasks_with("same_content_as_invoice")
    assert twins
    for task in twins:
        texts = [extract_text(item.pdf) for item in task.items]
        decisions = inbox_suite.skip_by_keyword(snapshot, task, texts)
        assert inbox_suite._graded(snapshot, task, decisions) == 0.0, task.task_id


def test_flagging_a_repeated_amount_fails_every_other_invoice_of_the_same_amount():
    snapshot, twins = _tasks_with("same_amount_other_invoice")
    assert twins
    for task in twins:
        decisions = inbox_suite.flag_repeated_amount(snapshot, task, [])
        assert inbox_suite._graded(snapshot, task, decisions) == 0.0, task.task_id


def test_reading_any_note_of_the_supplier_fails_every_twin():
    """A note after the invoice, or another note of the same goods on another PO: the proxy books where the
    policy flags (more than one PO fits)."""
    snapshot, twins = _tasks_with("delivery_note_not_before")
    assert twins
    for task in twins:
        decisions = inbox_suite.any_note_of_the_supplier(snapshot, task, [])
        assert inbox_suite._graded(snapshot, task, decisions) == 0.0, task.task_id


def test_the_command_prints_the_inbox_table_and_writes_it(tmp_path, capsys):
    out = tmp_path / "inbox.md"
    code = main(["shortcuts", "--mode", "inbox", "--run-seed", str(RUN_SEED), "--draws", "1", "--out", str(out)])
    printed = capsys.readouterr()
    assert f"run seed {RUN_SEED}" in printed.err
    assert "| order ignored |" in printed.out and out.read_text() in printed.out
    assert code in (0, 1) and (code == 0) == ("OVER" not in printed.out and "reference agent through the real "
                                                "tools: 120 of 120" in printed.out)
