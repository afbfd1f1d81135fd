"""Where a run's tasks come from, as one string that any process can resolve again (the v1 tool
server runs in its own process): "" is the shipped dataset, "data:<dir>" a dataset folder built
by `invoice-env build`, "cases:<dir>" a folder of your own cases."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from invoice_env.tasks.dataset import DatasetError, available_splits, load_snapshot, load_tasks
from invoice_env.world.models import Task


def source_key(data_dir: str | Path | None = None, cases_dir: str | Path | None = None) -> str:
    if cases_dir:
        return f"cases:{Path(cases_dir).resolve()}"
    if data_dir:
        return f"data:{Path(data_dir).resolve()}"
    return ""


def source_tasks(source: str) -> tuple[Task, ...]:
    kind, _, folder = source.partition(":")
    if kind == "cases":
        from invoice_env.tasks.cases.loader import load_cases

        return load_cases(folder)
    if source and kind != "data":
        raise DatasetError(f"unknown task source {source!r}: expected '', 'data:<dir>' or 'cases:<dir>'")
    path = Path(folder) if folder else None
    return tuple(task for split in available_splits(path) for task in load_tasks(split, path))


def source_snapshot(source: str, split: str) -> bytes:
    kind, _, folder = source.partition(":")
    return load_snapshot(Path(folder) if kind == "data" else None, split)


@lru_cache(maxsize=8)
def load_task_index(source: str) -> dict[str, Task]:
    """Every task of a source by id, loaded once per process."""
    return {task.task_id: task for task in source_tasks(source)}


def resolve_task(task_id: str, source: str = "") -> tuple[Task, bytes]:
    task = load_task_index(source).get(task_id)
    if task is None:
        raise DatasetError(f"unknown task id {task_id!r} in {source or 'the shipped dataset'}")
    return task, source_snapshot(source, task.split)
