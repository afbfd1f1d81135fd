import pytest

from invoice_env.tasks.dataset import load_snapshot, load_tasks


@pytest.fixture(scope="session")
def snapshot() -> bytes:
    """The train split's ERP (the held-out suppliers are only in the eval one)."""
    return load_snapshot(None, "train")


@pytest.fixture(scope="session")
def snapshots() -> dict[str, bytes]:
    """Each split's ERP by split name: `snapshots[task.split]`."""
    return {split: load_snapshot(None, split) for split in ("train", "eval")}


@pytest.fixture(scope="session")
def train_tasks():
    return load_tasks("train")


@pytest.fixture(scope="session")
def eval_tasks():
    return load_tasks("eval")


@pytest.fixture(scope="session")
def all_tasks(train_tasks, eval_tasks):
    return train_tasks + eval_tasks


def first(tasks, **where):
    for task in tasks:
        if all(getattr(task, k) == v if k != "goal_kind" else task.goal.kind == v for k, v in where.items()):
            return task
    raise LookupError(where)


@pytest.fixture(scope="session")
def sft_export(tmp_path_factory):
    """`invoice-env export-sft --split train` of the shipped data, once per session (the SFT tests share it)."""
    from invoice_env.cli import main

    out = tmp_path_factory.mktemp("sft-export")
    assert main(["export-sft", "--split", "train", "--out", str(out)]) == 0
    return out
