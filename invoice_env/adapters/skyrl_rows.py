"""The rows of a SkyRL training dataset (its parquet shape), one per task. Plain data: writing them
needs no SkyRL install; `invoice_env.adapters.skyrl_env` is the env that reads them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from invoice_env.adapters.text_episode import first_messages
from invoice_env.world.models import Task

ENV_ID = "invoice-env"
DATA_SOURCE = "invoice-env"


def skyrl_row(task: Task, source: str = "") -> dict[str, Any]:
    """`prompt` is the chat the model starts from; the other columns reach the env as `extras`. The goal
    is never in a row: the env finds the task by id and grades the database."""
    return {
        "data_source": DATA_SOURCE,
        "prompt": first_messages(task),
        "env_class": ENV_ID,
        # SkyRL's rule-based envs read the key they grade by from reward_spec.ground_truth; ours is the task id.
        "reward_spec": {"method": "rule", "ground_truth": task.task_id},
        "extra_info": {"task_id": task.task_id, "split": task.split, "source": source},
    }


def skyrl_rows(tasks: Iterable[Task], source: str = "") -> list[dict[str, Any]]:
    return [skyrl_row(task, source) for task in tasks]
