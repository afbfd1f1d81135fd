"""The suite's private seeds: eval splits it draws itself from the generator (the shipped eval
snapshot, new tasks), generated once per process. One seed's eval split takes about 4 s to generate
and 2 s to observe, so there is no disk cache."""

from __future__ import annotations

from invoice_env.world.erp import snapshot_bytes_from_sql
from invoice_env.world.models import Task

SUITE_SEEDS = (7_301, 7_302, 7_303)
"""Private to the suite: no shipped split and no documented run uses them."""

_SPLITS: dict[int, tuple[bytes, list[Task]]] = {}


def seed_name(seed: int) -> str:
    return f"seed {seed}"


def seed_split(seed: int) -> tuple[bytes, list[Task]]:
    """The eval snapshot and the eval tasks of a private seed, generated once per process."""
    if seed not in _SPLITS:
        from invoice_env.tasks.generator import generate_all

        sql, tasks = generate_all(seed=seed, splits=("eval",))
        _SPLITS[seed] = (snapshot_bytes_from_sql(sql["eval"]), tasks["eval"])
    return _SPLITS[seed]
