"""Issue 5, item 1: a reset that really resets.

Thousands of scripted rollouts of mixed policies (writers included: reference, double-book,
vandal, flag-all) go through the environment's rollout paths: the verifiers v1 path (the shipped
MCP tool server, whose every call rebuilds the rollout's database from the snapshot, the task's
fixtures and the rows the rollout wrote, and the taskset's grading) and the core path the v0
adapter and the baselines use (one RolloutSession per rollout, released to the connection pool
afterwards). Before each rollout the database it starts on hashes to the `start_hash` recorded
when the task was generated; every v1 rollout is replayed on the core path and must get the same
texts, rows and reward; and after the run the shipped snapshot (file and loaded bytes) is unchanged.

Fast: 2,000 rollouts (about half through v1). Slow (`-m slow`): every task of both splits x every
policy, through both paths (2 x 10,400 rollouts)."""

from __future__ import annotations

import asyncio
import hashlib
import random
from collections import Counter

import pytest

from invoice_env.episode.session import RolloutSession
from invoice_env.tasks.dataset import SNAPSHOT_FILES, SPLITS, snapshot_for, verified_file
from invoice_env.tasks.sources import resolve_task
from invoice_env.world.erp import snapshot_bytes_from_sql, state_hash
from invoice_env.world.resources import data_dir

from .support import POLICIES, WRITERS, StartCheck, core_rollout, expected_reward

SHIPPED = data_dir("datasets")


def _shipped_files() -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(SHIPPED.iterdir()) if p.is_file()}


def _framework_answer(text: str) -> bool:
    """A v1 answer made before our code ran: the MCP server's schema validation, or the harness
    (an unknown tool, arguments that are no object)."""
    return text.startswith(("Error executing tool", "error: "))


def _same_texts(v1_texts: list[str], core_texts: list[str]) -> bool:
    """The same answers, except where the MCP layer answered in our code's stead (it rejects an
    extra or mistyped argument by its schema; our code would have said so in its own words)."""
    return len(v1_texts) == len(core_texts) and all(
        a == b or (_framework_answer(a) and b.startswith("Error: ")) for a, b in zip(v1_texts, core_texts))


def _except_errors(metrics: dict) -> dict:
    return {k: v for k, v in metrics.items() if k != "tool_errors"}  # counted apart: see the test below


def _check_known_reward(policy: str, task, reward: float, line: str) -> None:
    wanted = expected_reward(policy, task)
    assert wanted is None or reward == wanted, (task.task_id, policy, line)


def _run(v1, snapshot: bytes, plan: list[tuple[object, str, bool]], tally: Counter) -> None:
    """plan: (v1 task, policy, through_v1). Each rollout's start is hash-checked."""
    files_before = _shipped_files()
    snapshot_before = hashlib.sha256(snapshot).hexdigest()

    async def run_all() -> None:
        for v1_task, policy, through_v1 in plan:
            task, _ = resolve_task(v1_task.data.id, v1_task.source)
            if through_v1:
                rollout = await v1.start(v1_task)
                v1.check_start(rollout, check)
                await v1.drive(rollout, policy)
                verdict = v1.verdict(rollout)
                replay = core_rollout(snapshot_for(task), task, policy)
                assert (verdict.reward, verdict.rows) == (replay.verdict.reward, replay.verdict.rows), \
                    (task.task_id, policy)
                assert _same_texts(rollout.texts, replay.texts), (task.task_id, policy)
                assert _except_errors(verdict.metrics) == _except_errors(replay.verdict.metrics), (task.task_id, policy)
                calls = len(rollout.calls)
                tally["rollouts_v1"] += 1
            else:
                result = core_rollout(snapshot_for(task), task, policy, check_start=check)
                verdict, calls = result.verdict, len(result.calls)
                tally["rollouts_core"] += 1
            _check_known_reward(policy, task, verdict.reward, verdict.line)
            tally["writer_rollouts"] += policy in WRITERS
            tally["rows_written"] += len(verdict.rows)
            tally["tool_calls"] += calls

    check = StartCheck()
    asyncio.run(run_all())
    tally["start_checks_full_hash"] += check.full
    tally["start_checks_same_bytes_as_verified"] += check.by_bytes
    assert check.full + check.by_bytes == len(plan)

    assert hashlib.sha256(snapshot).hexdigest() == snapshot_before, "the loaded snapshot bytes were written"
    assert _shipped_files() == files_before, "a shipped data file changed"
    for name in (*SNAPSHOT_FILES.values(), *(f"{split}.parquet" for split in SPLITS)):
        verified_file(SHIPPED, name)  # still matches its manifest entry
    from_disk = {split: snapshot_bytes_from_sql((SHIPPED / name).read_text(encoding="utf-8"))
                 for split, name in SNAPSHOT_FILES.items()}
    assert from_disk["train"] == snapshot
    for v1_task, _, _ in plan[:40]:  # a reset after all of it is still the recorded start
        task, _ = resolve_task(v1_task.data.id, v1_task.source)
        session = RolloutSession.start(from_disk[task.split], task)
        try:
            assert state_hash(session.conn) == task.start_hash
        finally:
            session.close()


def _plan(tasks, count: int, v1_share: float) -> list[tuple[object, str, bool]]:
    """Every task in turn, the policy rotating so that each task meets several policies; a seeded
    draw sends a share of the rollouts through the v1 path."""
    policies = list(POLICIES)
    draw = random.Random(5)
    return [(tasks[k % len(tasks)], policies[(k + k // len(tasks)) % len(policies)], draw.random() < v1_share)
            for k in range(count)]


def test_2000_mixed_rollouts_start_from_the_recorded_state_and_leave_the_snapshot_alone(v1, snapshot, tally):
    # every 2nd task of both splits (520), each met by about four policies; test_tasks checks every
    # task's start hash once, the slow variant runs every task with every policy
    plan = _plan(v1.all_tasks()[::2], 2000, v1_share=0.5)
    assert {policy for _, policy, _ in plan} == set(POLICIES)
    assert {policy for _, policy, through_v1 in plan if through_v1} == set(POLICIES)
    _run(v1, snapshot, plan, tally)


@pytest.mark.slow
def test_every_task_times_every_policy_through_both_paths_resets(v1, snapshot, tally):
    tasks = v1.all_tasks()
    plan = [(task, policy, through_v1) for policy in POLICIES for task in tasks for through_v1 in (True, False)]
    _run(v1, snapshot, plan, tally)


def test_v1_counts_every_tool_error_the_core_counts(v1, snapshot, all_tasks):
    task = all_tasks[0]
    v1_task = next(t for t in v1.all_tasks() if t.data.id == task.task_id)
    rollout, verdict = asyncio.run(v1.rollout(v1_task, "vandal"))  # one of its calls names an unknown tool
    assert any(text.startswith("error: unknown tool") for text in rollout.texts)
    assert verdict.metrics["tool_errors"] == core_rollout(snapshot_for(task), task, "vandal").verdict.metrics["tool_errors"]
