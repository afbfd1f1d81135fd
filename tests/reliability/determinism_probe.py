"""Run by test_determinism in fresh interpreters (with different PYTHONHASHSEED values): prints, as
JSON on stdout, digests of what the generator makes from the fixed seeds and of scripted
trajectories replayed on the core path. Input (JSON on stdin): {"tasks": N per split (0 = all),
"trajectories": [{"task_id", "calls": [[name, args], ...]}]}."""

from __future__ import annotations

import hashlib
import json
import sys


def digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=bytes.hex).encode()).hexdigest()


def row_digest(row: dict) -> str:
    return digest({k: (v.hex() if isinstance(v, bytes) else v) for k, v in row.items()})


def replay(snapshot: bytes, task, calls: list) -> dict:
    from invoice_env.episode.grader import grade_session
    from invoice_env.episode.session import RolloutSession
    from invoice_env.episode.tools import InvoiceTools
    from invoice_env.world.erp import state_hash

    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        texts = [tools.call(name, args)[1] for name, args in calls]
        verdict = grade_session(session)
        return {"texts": digest(texts), "reward": verdict.reward, "metrics": verdict.metrics,
                "rows": verdict.rows, "final_state": state_hash(session.conn)}
    finally:
        session.close()


def main() -> None:
    request = json.loads(sys.stdin.read())
    from itertools import islice

    from invoice_env.agents.scripted import next_action
    from invoice_env.episode.prompt import SYSTEM_PROMPT
    from invoice_env.episode.tools import extract_text
    from invoice_env.tasks.dataset import task_to_row
    from invoice_env.tasks.generator import generate_split
    from invoice_env.tasks.selection import select_tasks
    from invoice_env.tasks.sources import resolve_task
    from invoice_env.world.build import build_world
    from invoice_env.world.erp import snapshot_bytes_from_sql

    world = build_world()
    out = {"snapshot_sql": {}, "snapshot_bytes": {}, "rows": {}}
    for split in ("train", "eval"):
        sql = world.snapshot_sql(split)
        snapshot = snapshot_bytes_from_sql(sql)
        out["snapshot_sql"][split] = hashlib.sha256(sql.encode()).hexdigest()
        out["snapshot_bytes"][split] = hashlib.sha256(snapshot).hexdigest()
        tasks = generate_split(split, world, snapshot)
        if request["tasks"]:
            tasks = islice(tasks, request["tasks"])
        out["rows"][split] = [row_digest(task_to_row(task, SYSTEM_PROMPT)) for task in tasks]
    out["first_observations"] = {}
    for seed in (0, 1, 7, 42):
        chosen = select_tasks("eval", seed=seed, limit=3)
        first = chosen[0]
        action = next_action("reference", first.prompt, [])
        out["first_observations"][str(seed)] = {
            "task_ids": [t.task_id for t in chosen],
            "observation": digest([SYSTEM_PROMPT, first.prompt, action.name, action.arguments,
                                   extract_text(first.pdf)])}
    out["trajectories"] = []
    for trajectory in request["trajectories"]:
        task, shipped_snapshot = resolve_task(trajectory["task_id"])
        out["trajectories"].append(replay(shipped_snapshot, task, trajectory["calls"]))
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
