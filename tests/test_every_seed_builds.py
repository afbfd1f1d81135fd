"""Every seed a user or the shortcut suite may draw builds: `invoice-env build --seed N` for any N.

CI draws its seeds afresh (printed, so a failure can be drawn again with the same run seed); the slow
variant builds a few hundred seeds' whole eval splits."""

import os
import random
import secrets
from concurrent.futures import ProcessPoolExecutor
from collections import Counter

import pytest

from invoice_env.tasks.generator import SPLIT_SIZES, generate_split, generate_task, split_plan
from invoice_env.tasks.dataset import SPLITS
from invoice_env.world.build import build_world
from invoice_env.world.erp import snapshot_bytes_from_sql

_WORLD = build_world()
_SNAPSHOTS = {split: snapshot_bytes_from_sql(_WORLD.snapshot_sql(split)) for split in SPLITS}


def _fresh_seeds(count: int) -> list[int]:
    run_seed = int(os.environ.get("INVOICE_ENV_RUN_SEED") or secrets.randbelow(10**9))
    print(f"run seed {run_seed} (set INVOICE_ENV_RUN_SEED={run_seed} to draw these seeds again)")
    return random.Random(run_seed).sample(range(1, 10**9), count)


def _unique_invoice_numbers(task) -> bool:
    keys = [(inv.supplier_id, inv.invoice_number) for inv in task.fixtures.invoices]
    return len(keys) == len(set(keys))


def test_the_seed_whose_foreign_order_reused_an_invoice_number_builds():
    # seed 23, train task 29: the foreign order's earlier invoice took a number that the foreign
    # supplier's later invoice on the same order then drew again (UNIQUE constraint failed)
    assert split_plan("train", 23)[29] == "3a_supplier_mismatch"
    task = generate_task("train", _WORLD, _SNAPSHOTS["train"], 29, seed=23)
    invoicing = next(p.supplier.supplier_id for p in _WORLD.profiles if p.supplier.vat_number == task.facts.supplier_vat)
    foreign = {po.po_number: po.supplier_id for po in task.fixtures.orders if po.supplier_id != invoicing}
    assert foreign and any(foreign.get(inv.po_number) == inv.supplier_id for inv in task.fixtures.invoices)
    assert _unique_invoice_numbers(task)


def test_one_task_drawn_alone_is_the_task_the_whole_split_draws(eval_tasks):
    shipped = eval_tasks[:6]
    alone = [generate_task("eval", _WORLD, _SNAPSHOTS["eval"], i) for i in range(len(shipped))]
    assert [t.model_dump() for t in alone] == [t.model_dump() for t in shipped]


def _sample(seed: int, every: int) -> tuple[int, int]:
    tasks = [generate_task("eval", _WORLD, _SNAPSHOTS["eval"], i, seed=seed)
             for i in range(seed % every, SPLIT_SIZES["eval"], every)]
    assert all(_unique_invoice_numbers(t) for t in tasks), seed
    return seed, len(tasks)


def test_fresh_seeds_draw_their_tasks_without_an_error():
    seeds = _fresh_seeds(40)
    drawn = [_sample(seed, every=24) for seed in seeds]
    assert sum(n for _, n in drawn) == 40 * 10


def _whole_eval_split(seed: int) -> Counter:
    tasks = list(generate_split("eval", _WORLD, _SNAPSHOTS["eval"], seed=seed))
    assert all(_unique_invoice_numbers(t) for t in tasks), seed
    return Counter(t.scenario for t in tasks)


@pytest.mark.slow
def test_a_few_hundred_fresh_seeds_build_their_whole_eval_split():
    seeds = _fresh_seeds(300)
    with ProcessPoolExecutor(max_workers=os.cpu_count()) as pool:
        built = list(pool.map(_whole_eval_split, seeds))
    assert len(built) == 300 and all(sum(c.values()) == SPLIT_SIZES["eval"] for c in built)
