"""Finding a task and its snapshot again by id, in any process (the v1 tool server runs in its
own). A source is a dataset folder; an empty source means the shipped dataset."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from invoice_env.dataset import SPLITS, DatasetError, load_snapshot, load_tasks
from invoice_env.models import Task


@lru_cache(maxsize=8)
def _index(source: str) -> dict[str, Task]:
    folder = Path(source) if source else None
    return {task.task_id: task for split in SPLITS for task in load_tasks(split, folder)}


def resolve_task(task_id: str, source: str = "") -> tuple[Task, bytes]:
    task = _index(source).get(task_id)
    if task is None:
        raise DatasetError(f"unknown task id {task_id!r} in {source or 'the shipped dataset'}")
    return task, load_snapshot(Path(source) if source else None)
