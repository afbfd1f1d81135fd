"""One seed, one task: a seeded reset picks the same task in Gymnasium and OpenEnv, and it is the first
row `invoice-env export-skyrl --seed` writes for SkyRL (and the first task vf-eval's taskset seed runs)."""

import pyarrow.parquet as pq
import pytest

from .support import CI_HINT

gymnasium = pytest.importorskip("gymnasium", reason=CI_HINT)
skyrl_gym = pytest.importorskip("skyrl_gym", reason=CI_HINT)
pytest.importorskip("openenv", reason=CI_HINT)

from invoice_env.adapters import gymnasium_env  # noqa: E402,F401  (registers the ids)
from invoice_env.adapters.openenv_env import InvoiceOpenEnv  # noqa: E402
from invoice_env.adapters.skyrl_env import ENV_ID  # noqa: E402
from invoice_env.cli import main  # noqa: E402
from invoice_env.tasks.seeding import seeded_index, seeded_order  # noqa: E402
from invoice_env.tasks.selection import select_tasks  # noqa: E402

SEEDS = (0, 1, 7, 42, 2026)


@pytest.mark.parametrize("split", ["train", "eval"])
def test_the_same_seed_resets_to_the_same_task_in_every_adapter(split, tmp_path):
    gym_env = gymnasium.make(f"InvoiceEnv-{split}-v0")
    openenv_env = InvoiceOpenEnv(split=split)
    for seed in SEEDS:
        gym_task = gym_env.reset(seed=seed)[1]["task_id"]
        openenv_task = openenv_env.reset(seed=seed).task_id
        out = tmp_path / f"{split}-{seed}.parquet"
        assert main(["export-skyrl", "--split", split, "--seed", str(seed), "--limit", "1", "--out", str(out)]) == 0
        row = pq.read_table(out).to_pylist()[0]
        skyrl_task = skyrl_gym.make(ENV_ID, env_config={}, extras=row).task.task_id
        assert gym_task == openenv_task == skyrl_task == select_tasks(split, seed=seed)[0].task_id, seed
    assert len({gym_env.reset(seed=seed)[1]["task_id"] for seed in SEEDS}) == len(SEEDS)
    gym_env.close()
    openenv_env.close()


def test_seeded_order_is_the_shuffle_select_tasks_applies_and_bad_seeds_fail_clearly():
    pool = select_tasks("eval")
    for seed in SEEDS:
        assert [pool[i] for i in seeded_order(len(pool), seed)] == select_tasks("eval", seed=seed)
        assert seeded_index(len(pool), seed) == seeded_order(len(pool), seed)[0]
    for bad in ("0", 1.5, True, None):
        with pytest.raises(ValueError, match="a seed must be a whole number"):
            seeded_order(10, bad)
    with pytest.raises(ValueError, match="empty pool"):
        seeded_index(0, 1)
