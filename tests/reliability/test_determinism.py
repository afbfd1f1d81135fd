"""Issue 5, item 7: determinism, checked rather than promised (Gymnasium's env-checker discipline).

The same seeds give byte-identical datasets and snapshots on two runs and across processes: two
fresh interpreters with different PYTHONHASHSEED values (so set and dict-of-str orders differ)
generate the world, the snapshot and tasks from the fixed split seeds, concurrently, and must agree
with each other and with the shipped files (made by yet another run); a seeded task selection
gives the same tasks and the same first observation (system prompt, user prompt, the reference's
first action and the document it reads) in every process. The same scripted trajectory (recorded
calls, writers and hostile calls included) gives the same tool texts, rows, final database hash and
reward every time: replayed repeatedly in-process, through the v1 path, and in both interpreters.

Fast: the snapshot and the first 40 tasks of each split. Slow (`-m slow`): every task of both
splits, and a full `build` in two processes at once, compared file by file with the shipped data."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from invoice_env.tasks.dataset import MANIFEST_FILE, SNAPSHOT_FILES, SPLITS, load_hf_split, load_snapshot, snapshot_for
from invoice_env.world.resources import data_dir

from .determinism_probe import replay, row_digest
from .support import core_rollout

PROBE = Path(__file__).with_name("determinism_probe.py")
SHIPPED = data_dir("datasets")
HASH_SEEDS = ("0", "4242")
POLICIES = ("reference", "vandal", "double-book", "newest-po", "printed-ref", "flag-all:duplicate_invoice")
HOSTILE_CALLS = [["read_document", {"document_id": "../datasets/train.parquet"}],
                 ["create_booking", {"document_id": "X", "po_number": "' OR 1=1 --", "gl_account": "604000",
                                     "vat_code": "V21", "net_amount": "1.00"}],
                 ["flag_for_review", {"document_id": "X", "reason": "no_matching_po", "note": "first"}],
                 ["flag_for_review", {"document_id": "X", "reason": "supplier_mismatch", "note": "second"}],
                 ["search_purchase_order", {"supplier_name": "%", "status": "all"}]]


def _processes(args: list[str], stdin: str | None, tmp_path: Path) -> list[str]:
    """Run the same command in two fresh interpreters at once, each with its own PYTHONHASHSEED."""
    procs = [subprocess.Popen([sys.executable, *args], cwd=tmp_path, text=True, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env={**os.environ, "PYTHONHASHSEED": seed}) for seed in HASH_SEEDS]
    outputs = [proc.communicate(stdin, timeout=900) for proc in procs]
    for proc, (_, err) in zip(procs, outputs):
        assert proc.returncode == 0, err[-3000:]
    return [out for out, _ in outputs]


def _trajectories(snapshot, all_tasks) -> list[dict]:
    """Recorded calls of scripted policies on tasks of both splits, plus a hostile script."""
    chosen = all_tasks[::53]
    recorded = []
    for index, task in enumerate(chosen):
        policy = POLICIES[index % len(POLICIES)]
        calls = core_rollout(snapshot_for(task), task, policy).calls
        recorded.append({"task_id": task.task_id, "calls": [[c.name, c.arguments] for c in calls]})
        hostile = [[name, {k: (task.document_id if v == "X" else v) for k, v in args.items()}]
                   for name, args in HOSTILE_CALLS]
        recorded.append({"task_id": task.task_id, "calls": hostile})
    return recorded


def _check(count: int, snapshot, all_tasks, v1, tmp_path, tally) -> None:
    trajectories = _trajectories(snapshot, all_tasks)
    by_id = {task.task_id: task for task in all_tasks}
    request = json.dumps({"tasks": count, "trajectories": trajectories})
    runs = [json.loads(out) for out in _processes([str(PROBE)], request, tmp_path)]
    assert runs[0] == runs[1], "two processes with different hash seeds disagree"
    run = runs[0]
    _first_observations_agree(run["first_observations"], tally)

    # ... and both agree with the shipped files, made by another run at another time
    for split in SPLITS:
        shipped_sql = (SHIPPED / SNAPSHOT_FILES[split]).read_bytes()
        assert run["snapshot_sql"][split] == hashlib.sha256(shipped_sql).hexdigest()
        assert run["snapshot_bytes"][split] == hashlib.sha256(load_snapshot(None, split)).hexdigest()
    for split in SPLITS:
        shipped = load_hf_split(split)
        rows = run["rows"][split]
        assert len(rows) == (count or shipped.num_rows)
        assert rows == [row_digest(row) for row in shipped.select(range(len(rows)))], split
        tally["tasks_generated_per_process"] += len(rows)

    # the same trajectory: the same texts, rows, final state and reward, every time and everywhere
    for trajectory, remote in zip(trajectories, run["trajectories"]):
        task = by_id[trajectory["task_id"]]
        local = [replay(snapshot_for(task), task, trajectory["calls"]) for _ in range(3)]
        assert local[0] == local[1] == local[2] == remote, trajectory["task_id"]
        tally["trajectory_replays"] += 3 + len(HASH_SEEDS)

    v1_tasks = {t.data.id: t for t in v1.all_tasks()}

    async def through_v1() -> None:
        for trajectory, remote in zip(trajectories, run["trajectories"]):
            rollout = await v1.start(v1_tasks[trajectory["task_id"]])
            for name, args in trajectory["calls"]:
                await v1.call(rollout, name, args)
            verdict = v1.verdict(rollout)
            assert (verdict.reward, verdict.rows) == (remote["reward"], remote["rows"]), trajectory["task_id"]
            tally["trajectory_replays"] += 1

    asyncio.run(through_v1())
    assert {t["reward"] for t in run["trajectories"]} == {0.0, 1.0}
    tally["processes"] += len(HASH_SEEDS)


def test_same_seed_same_bytes_and_first_observation_across_processes_and_same_trajectory_same_reward(
        snapshot, all_tasks, v1, tmp_path, tally):
    _check(40, snapshot, all_tasks, v1, tmp_path, tally)


def _first_observations_agree(remote_by_seed: dict, tally) -> None:
    """A seeded selection is the same tasks with the same first observation here and in the probes."""
    from invoice_env.agents.scripted import next_action
    from invoice_env.episode.prompt import SYSTEM_PROMPT
    from invoice_env.episode.tools import extract_text
    from invoice_env.tasks.selection import select_tasks

    from .determinism_probe import digest

    for seed, remote in remote_by_seed.items():
        chosen = select_tasks("eval", seed=int(seed), limit=3)
        action = next_action("reference", chosen[0].prompt, [])
        assert remote == {"task_ids": [t.task_id for t in chosen],
                          "observation": digest([SYSTEM_PROMPT, chosen[0].prompt, action.name, action.arguments,
                                                 extract_text(chosen[0].pdf)])}, seed
        tally["seeded_first_observations_checked"] += 1
    assert len({tuple(r["task_ids"]) for r in remote_by_seed.values()}) > 1  # and the seed does matter


@pytest.mark.slow
def test_every_task_and_a_full_build_are_identical_across_processes(snapshot, all_tasks, v1, tmp_path, tally):
    _check(0, snapshot, all_tasks, v1, tmp_path, tally)
    code = "import sys; from pathlib import Path; from invoice_env.tasks.dataset import build; build(Path(sys.argv[1]))"
    out_dirs = [tmp_path / f"build-{seed}" for seed in HASH_SEEDS]
    procs = [subprocess.Popen([sys.executable, "-c", code, str(out)], cwd=tmp_path,
                              env={**os.environ, "PYTHONHASHSEED": seed}, stderr=subprocess.PIPE, text=True)
             for seed, out in zip(HASH_SEEDS, out_dirs)]
    for proc in procs:
        _, err = proc.communicate(timeout=900)
        assert proc.returncode == 0, err[-3000:]
    names = [*SNAPSHOT_FILES.values(), MANIFEST_FILE, *(f"{split}.parquet" for split in SPLITS)]
    for name in names:
        shipped = (SHIPPED / name).read_bytes()
        assert all((out / name).read_bytes() == shipped for out in out_dirs), name
        tally["files_compared_byte_by_byte"] += len(out_dirs)
