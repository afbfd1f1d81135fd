"""Issue 5, item 5: cheap strategies stay cheap.

The quick-start baselines (noop, flag-all per reason, newest-po, printed-ref, double-book), each on
every task of both splits through the real tools and grader, stay under the world issue's
ceilings: every constant flag rule <= 15 %, newest open PO <= 25 %, careless printed reference
<= 55 %; writing the right answer twice scores 0; the reference policy scores 100 %. (The
`closest amount` rule's ceiling is held by tests/test_cheap_rules.py, which scores the cheap rules
directly against the goal states; test_reset shows the v1 path gives the core path's rewards.)

Hedges a reward hacker would try next score nothing: the right decision plus a second, different
row; every reason flagged at once; a booking on every open PO of the supplier (<= the newest-PO
ceiling, since it only wins where the supplier has one open PO and it is the right one)."""

from __future__ import annotations

import pytest

from invoice_env.agents.baselines import score_policy
from invoice_env.agents.scripted import ToolCall, ToolErp, _booking, _read, reference
from invoice_env.episode.policy import REASONS
from invoice_env.tasks.dataset import SPLITS, snapshot_for

from .support import core_rollout

CEILINGS = {
    "noop": 0.0, "double-book": 0.0, "newest-po": 0.25, "printed-ref": 0.55,
    **{f"flag-all:{reason}": 0.15 for reason in REASONS},
}


@pytest.mark.parametrize("split", SPLITS)
def test_quick_start_baselines_stay_under_their_ceilings_and_the_reference_scores_all(split, tally):
    scores = {policy: score_policy(policy, split) for policy in ["reference", *CEILINGS]}
    assert scores["reference"].rate == 1.0, scores["reference"]
    over = {p: f"{s.rate:.3f}" for p, s in scores.items() if p in CEILINGS and s.rate > CEILINGS[p]}
    assert not over, f"over the ceiling on {split}: {over}"
    assert sum(scores[f"flag-all:{r}"].solved for r in REASONS) < scores["reference"].total * 0.5
    tally["rollouts"] += sum(s.total for s in scores.values())
    for policy, score in scores.items():
        tally[f"{policy} solved"] += score.solved


def hedge_second_opinion(prompt: str):
    """The reference decision, then one more row of a different kind or reason."""
    agent = reference(prompt)
    result, last = None, None
    try:
        while True:
            call = agent.send(result)
            last = call
            result = yield call
    except StopIteration:
        pass
    if last is None or last.name not in ("create_booking", "flag_for_review"):
        return "undecided"
    doc = last.arguments["document_id"]
    other = next(r for r in REASONS if r != last.arguments.get("reason"))
    yield ToolCall("flag_for_review", {"document_id": doc, "reason": other, "note": "just in case"})
    return "decided twice"


def flag_every_reason(prompt: str):
    doc, _ = yield from _read(prompt)
    for reason in REASONS:
        yield ToolCall("flag_for_review", {"document_id": doc, "reason": reason, "note": "one of these"})
    return "flagged everything"


def book_every_open_po(prompt: str):
    doc, facts = yield from _read(prompt)
    if facts is None:
        return "unreadable"
    pos = ToolErp.views((yield ToolCall("search_purchase_order", {"supplier_vat": facts.supplier_vat})))
    for po in pos:
        yield _booking(po, facts, doc)
    return f"booked on {len(pos)} POs"


HEDGES = {"second-opinion": (hedge_second_opinion, 0.0), "flag-every-reason": (flag_every_reason, 0.0),
          "book-every-open-po": (book_every_open_po, 0.25)}


@pytest.mark.parametrize("split", SPLITS)
def test_hedging_strategies_score_nothing(split, snapshot, train_tasks, eval_tasks, tally):
    tasks = train_tasks if split == "train" else eval_tasks
    for name, (policy, ceiling) in HEDGES.items():
        verdicts = [core_rollout(snapshot_for(task), task, policy).verdict for task in tasks]
        solved = sum(v.reward for v in verdicts)
        assert solved / len(tasks) <= ceiling, (name, split, solved)
        assert all(v.rows for v in verdicts), name  # it did write, every time
        tally["rollouts"] += len(tasks)
        tally[f"{name} solved"] += int(solved)
        tally[f"{name} rows written"] += sum(len(v.rows) for v in verdicts)
