"""One seed, one task: how every path turns a seed into an order of tasks. `select_tasks(seed=...)`
(vf-eval's `--env.taskset.seed`, `invoice-env export-skyrl --seed`) shuffles the pool into this order,
and a seeded reset (Gymnasium `reset(seed=...)`, OpenEnv `reset(seed=...)`) takes its first task, so
seed S resets to the first row of `export-skyrl --seed S` on the same split."""

from __future__ import annotations

import random


def seeded_order(size: int, seed: int) -> list[int]:
    """The positions 0..size-1 in the order seed gives them."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"a seed must be a whole number, got {seed!r}")
    order = list(range(size))
    random.Random(seed).shuffle(order)
    return order


def seeded_index(size: int, seed: int) -> int:
    """The position of the task that seed resets to, in a pool of `size` tasks."""
    if size < 1:
        raise ValueError("there is no task to pick from an empty pool")
    return seeded_order(size, seed)[0]
