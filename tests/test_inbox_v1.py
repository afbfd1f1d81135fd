"""Inbox mode under verifiers v1 (issue 37): the taskset's mode and reward arguments, the bounds that
scale with an inbox's size, and the reference through the real vf-eval on inbox tasks; the README's and
docs/inbox.md's table of interactions states the shipped splits' counts."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "Taskset") or not hasattr(vf, "SharedToolsetConfig"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.adapters.verifiers_v1 import (  # noqa: E402
    MAX_OUTPUT_TOKENS,
    MAX_TURNS,
    InvoiceEnvConfig,
    InvoiceTaskset,
    InvoiceTasksetConfig,
)
from invoice_env.agents.local_eval import run_vf_eval  # noqa: E402
from invoice_env.report import outcomes  # noqa: E402
from invoice_env.tasks.dataset import load_tasks  # noqa: E402
from invoice_env.tasks.inbox.prompt import INBOX_RULES, listed_documents  # noqa: E402
from invoice_env.tasks.inbox.units import INTERACTIONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def test_mode_inbox_loads_the_inbox_split_with_its_policy():
    tasks = list(InvoiceTaskset(InvoiceTasksetConfig(mode="inbox", split="eval")).load())
    assert len(tasks) == 60 and all(t.data.split == "inbox-eval" for t in tasks)
    for task in tasks:
        assert INBOX_RULES in task.data.system_prompt
        assert listed_documents(task.data.prompt) == task.data.documents and 2 <= len(task.data.documents) <= 6
        assert task.data.document_id == task.data.documents[0] and task.data.reward == "exact"
    single = list(InvoiceTaskset(InvoiceTasksetConfig(split="eval")).load())
    assert len(single) == 240 and all(INBOX_RULES not in t.data.system_prompt and not t.data.documents for t in single)


def test_inbox_arguments_that_do_not_fit_are_config_errors():
    with pytest.raises(ValueError, match="reward per_document applies to inbox tasks"):
        InvoiceTasksetConfig(reward="per_document")
    with pytest.raises(ValueError, match="cases_dir holds single invoices"):
        InvoiceTasksetConfig(mode="inbox", cases_dir=str(ROOT / "evals" / "cases"))
    with pytest.raises(ValueError, match="unknown scenario 'exact_match'"):
        InvoiceTasksetConfig(mode="inbox", scenarios=["exact_match"])
    assert InvoiceTasksetConfig(mode="inbox", scenarios=["second_copy"]).run_split == "inbox-train"


def test_the_agent_caps_grow_to_the_largest_inbox_in_inbox_mode_only():
    inbox = InvoiceEnvConfig(taskset=InvoiceTasksetConfig(mode="inbox", split="eval")).agent
    assert (inbox.max_turns, inbox.max_output_tokens) == (MAX_TURNS * 6, MAX_OUTPUT_TOKENS * 6)
    assert inbox.timeout.rollout == 3600.0
    single = InvoiceEnvConfig(taskset=InvoiceTasksetConfig(split="eval")).agent
    assert (single.max_turns, single.max_output_tokens, single.timeout.rollout) == (MAX_TURNS, MAX_OUTPUT_TOKENS, 600.0)


def test_an_inbox_stops_at_ten_turns_per_document():
    task = next(t for t in InvoiceTaskset(InvoiceTasksetConfig(mode="inbox", split="eval")).load()
                if len(t.data.documents) == 3)

    class Trace:
        num_turns, num_output_tokens = 29, 0

    import asyncio
    assert asyncio.run(task.inbox_bounds(Trace())) is False
    Trace.num_turns = 30
    assert asyncio.run(task.inbox_bounds(Trace())) is True
    Trace.num_turns, Trace.num_output_tokens = 1, MAX_OUTPUT_TOKENS * 3
    assert asyncio.run(task.inbox_bounds(Trace())) is True


@pytest.fixture(scope="module")
def inbox_run(tmp_path_factory):
    return run_vf_eval("reference", tmp_path_factory.mktemp("inbox"), split="eval", num_examples=8, concurrency=8,
                       extra=["--env.taskset.mode", "inbox", "--env.taskset.seed", "3"])


def test_the_reference_handles_every_inbox_right_through_the_real_vf_eval(inbox_run):
    traces = inbox_run.traces()
    assert len(traces) == 8
    for trace in traces:
        documents = trace["task"]["data"]["documents"]
        assert trace["rewards"]["booked_correctly"]["score"] == 1.0, trace["info"].get("verdict")
        assert trace["info"]["verdict"] == f"correct: all {len(documents)} documents"
        assert trace["metrics"]["documents"] == trace["metrics"]["documents_right"] == len(documents)
        assert trace["metrics"]["first_wrong_position"] == 0.0
        assert trace["metrics"]["calls_read_document"] == len(documents)
        assert trace["stop_condition"] == "agent_completed"


def test_per_document_reward_through_the_real_vf_eval(tmp_path):
    """The no-op policy writes nothing: every invoice wrong, every document that is not an invoice right; the
    per-document reward is that share, never 1 (every inbox holds an invoice)."""
    run = run_vf_eval("noop", tmp_path, split="eval", num_examples=6, concurrency=3,
                      extra=["--env.taskset.mode", "inbox", "--env.taskset.reward", "per_document"])
    tasks = {task.task_id: task for task in load_tasks("inbox-eval")}
    for trace in run.traces():
        task = tasks[trace["task"]["data"]["id"]]
        others = sum(item.kind != "invoice" for item in task.items)
        assert trace["task"]["data"]["reward"] == "per_document"
        assert trace["metrics"]["documents_right"] == others
        score = trace["rewards"]["booked_correctly"]["score"]
        assert score == pytest.approx(others / len(task.items)) and score < 1
    summary = _report(run).summaries[0]
    assert summary.outcomes == [(outcomes.INBOX, outcomes.SOME_WRONG)] * 6
    counts = summary.documents.counts
    items = [item for trace in run.traces() for item in tasks[trace["task"]["data"]["id"]].items]
    assert counts[(outcomes.LEAVE_ALONE, outcomes.NOTHING)] == sum(item.kind != "invoice" for item in items)
    assert sum(n for (wanted, wrote), n in counts.items() if wanted != outcomes.LEAVE_ALONE) == sum(
        item.kind == "invoice" for item in items)
    assert {wrote for (_, wrote) in counts} == {outcomes.NOTHING}


def _report(run):
    from invoice_env.report.build import report_dir

    report, _ = report_dir(run.traces_path.parent, run.traces_path.parent / "report.html")
    return report


def test_the_report_counts_an_inbox_rollout_once_and_each_of_its_documents_by_outcome(inbox_run):
    """Each inbox rollout is one outcome (every document right, or not) and each of its documents is counted
    under its own expected outcome: the reference, right on every document, lands on the diagonal."""
    report = _report(inbox_run)
    summary = report.summaries[0]
    assert summary.outcomes == [(outcomes.INBOX, outcomes.ALL_RIGHT)] * 8
    documents = sum(len(trace["task"]["data"]["documents"]) for trace in inbox_run.traces())
    counts = summary.documents.counts
    assert sum(counts.values()) == documents
    assert all(outcomes.is_hit(wanted, wrote) for wanted, wrote in counts)
    text, html = report.text(), report.html()
    assert "per document of the inbox rollouts" in text and "an inbox" in text and "unknown" not in text
    assert 'id="documents-0"' in html


def _table_counts(text: str) -> dict[str, tuple[int, int]]:
    """Each interaction's `train / eval` counts as a table row states them (README: `72 / 21`; docs: two cells)."""
    counts = {}
    for row in (line for line in text.splitlines() if line.startswith("| `")):
        for name, train, ev in re.findall(r"`(\w+)`:[^|]*\|\s*(\d+)\s*(?:/|\|)\s*(\d+)", row):
            counts[name] = (int(train), int(ev))
    return counts


@pytest.mark.parametrize("page", ["README.md", "docs/inbox.md"])
def test_the_table_of_interactions_states_the_shipped_counts(page):
    shipped = {split: Counter(kind for task in load_tasks(split) for kind in task.interactions)
               for split in ("inbox-train", "inbox-eval")}
    stated = _table_counts((ROOT / page).read_text(encoding="utf-8"))
    names = {name for pair in INTERACTIONS.items() for name in pair}
    assert set(stated) == names
    for name in names:
        assert stated[name] == (shipped["inbox-train"][name], shipped["inbox-eval"][name]), name
