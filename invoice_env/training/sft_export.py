"""`invoice-env export-sft`: the reference agent's episodes on a train split as a supervised
fine-tuning dataset in the shape prime-rl's SFT trainer reads (`prompt` and `completion` message
lists in the OpenAI chat format, the tool definitions in `tools`).

One row per task: `prompt` is the system message (the booking policy) and the user message (the
task); `completion` is the whole successful episode, each assistant message a sentence or two on
why (`reasons.py`) and the tool call, each tool message the text the real tool returned, then the
agent's closing line. `tools` is a JSON string of the four tools as a verifiers v1 trace records
them (`{"type": "function", "name", "description", "parameters"}`, listed by the v1 tool server
itself, whose texts come from `tool_docs`); a JSON string, because Arrow would merge the four
different parameter schemas into one struct and fill the gaps with nulls. Tool-call arguments are
JSON strings as in the OpenAI format. `task_id`, `difficulty` and `branch` (the policy rule that
decided) are for slicing and measuring; trainers ignore them.

Only train splits (the shipped one, or a private build's): the eval split is the measurement and
a folder of your own cases is not a generated split, so both are refused. Every episode is graded
by the real grader before it is written, and an export is reproducible to the byte."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import datasets

from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.tasks.cases.files import CASE_FILE
from invoice_env.tasks.dataset import MANIFEST_FILE, DatasetError, available_splits, load_snapshot
from invoice_env.tasks.selection import select_tasks
from invoice_env.training.reasons import reasons
from invoice_env.training.traces import Episode, run_reference
from invoice_env.world.models import Task

PARQUET_FILE = "train.parquet"
DISK_FOLDER = "dataset"
"""`DIR/train.parquet` is what `load_dataset(DIR)` (prime-rl's `data.name = DIR`) reads;
`DIR/dataset/` is the same rows for `datasets.load_from_disk`."""

MESSAGE = {"role": datasets.Value("string"), "content": datasets.Value("string"),
           "tool_calls": datasets.List({"id": datasets.Value("string"), "type": datasets.Value("string"),
                                        "function": {"name": datasets.Value("string"),
                                                     "arguments": datasets.Value("string")}}),
           "tool_call_id": datasets.Value("string")}
FEATURES = datasets.Features({
    "prompt": datasets.List(MESSAGE), "completion": datasets.List(MESSAGE), "tools": datasets.Value("string"),
    "task_id": datasets.Value("string"), "difficulty": datasets.Value("string"), "branch": datasets.Value("string"),
})


def verifiers_tools() -> list[dict[str, Any]]:
    """The four tools as a verifiers v1 trace records them: what the v1 tool server lists, byte for
    byte (the chat template renders these schemas into the prompt, so SFT sees the tool text RL sees)."""
    from invoice_env.adapters.v1_tools import listed_tools

    return listed_tools()


def _message(role: str, content: str, tool_calls: list | None = None, tool_call_id: str | None = None) -> dict:
    return {"role": role, "content": content, "tool_calls": tool_calls, "tool_call_id": tool_call_id}


def sft_row(episode: Episode, tools_json: str) -> dict[str, Any]:
    task = episode.task
    completion = []
    for number, (step, why) in enumerate(zip(episode.steps, reasons(episode)), start=1):
        call_id = f"call_{number}"
        call = {"id": call_id, "type": "function",
                "function": {"name": step.call.name, "arguments": json.dumps(step.call.arguments, ensure_ascii=False)}}
        completion.append(_message("assistant", why, tool_calls=[call]))
        completion.append(_message("tool", step.result, tool_call_id=call_id))
    completion.append(_message("assistant", episode.final))
    return {"prompt": [_message("system", SYSTEM_PROMPT), _message("user", task.prompt)],
            "completion": completion, "tools": tools_json, "task_id": task.task_id,
            "difficulty": task.difficulty, "branch": episode.decision.branch}


def _refuse_cases_folder(folder: Path) -> None:
    if (folder / MANIFEST_FILE).is_file():
        return
    if (folder / CASE_FILE).is_file() or any((sub / CASE_FILE).is_file() for sub in folder.iterdir() if sub.is_dir()):
        raise DatasetError(f"{folder} is a folder of your own cases, not a generated split: export-sft writes "
                           "training traces only from train splits (build a private one with "
                           "`invoice-env build --seed N --splits train --out DIR`)")


def train_tasks(split: str, data_dir: Path | None) -> tuple[list[Task], bytes]:
    """The tasks and snapshot to export; a clear DatasetError for anything but a train split."""
    if split == "eval":
        raise DatasetError("export-sft refuses the eval split: it is the held-out measurement, and a model "
                           "trained on its episodes would be measured on its own training data; use --split train")
    if split != "train":
        raise DatasetError(f"export-sft exports only the train split (of the shipped data or of a private build "
                           f"given with --data-dir), not {split!r}")
    if data_dir is not None:
        if not data_dir.is_dir():
            raise DatasetError(f"--data-dir {str(data_dir)!r} is not a folder: build one with "
                               "`invoice-env build --seed N --splits train --out DIR`")
        _refuse_cases_folder(data_dir)
        if "train" not in available_splits(data_dir):
            raise DatasetError(f"{data_dir} holds no train split (only {', '.join(available_splits(data_dir))}); "
                               "build one with `invoice-env build --seed N --splits train --out DIR`")
    return list(select_tasks("train", data_dir=data_dir)), load_snapshot(data_dir, "train")


def episodes(tasks: list[Task], snapshot: bytes, progress: Callable[[int], None] | None = None) -> list[Episode]:
    found = []
    for task in tasks:
        found.append(run_reference(task, snapshot))
        if progress is not None:
            progress(1)
    return found


def build_dataset(found: list[Episode]) -> datasets.Dataset:
    tools_json = json.dumps(verifiers_tools(), ensure_ascii=False)
    rows = [sft_row(episode, tools_json) for episode in found]
    table = datasets.Dataset.from_list(rows, features=FEATURES).data.table
    # A fingerprint from the content, so `save_to_disk` writes the same state.json every time.
    digest = hashlib.sha256(json.dumps(rows, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]
    return datasets.Dataset(datasets.table.InMemoryTable(table), fingerprint=digest)


@dataclass(frozen=True)
class Export:
    out: Path
    rows: int
    parquet: Path
    disk: Path


def export_sft(out: Path, split: str = "train", data_dir: Path | None = None,
               progress: Callable[[int], None] | None = None, limit: int | None = None) -> Export:
    """Write `out/train.parquet` and `out/dataset/` (save_to_disk). The files are written in a staging
    folder first, so a failed export leaves no half-written dataset."""
    tasks, snapshot = train_tasks(split, data_dir)
    if limit is not None:
        tasks = tasks[:limit]
    dataset = build_dataset(episodes(tasks, snapshot, progress))
    out.mkdir(parents=True, exist_ok=True)
    staging = out / ".export-sft-staging"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        staging.mkdir()
        dataset.to_parquet(str(staging / PARQUET_FILE))
        dataset.save_to_disk(str(staging / DISK_FOLDER))
        shutil.rmtree(out / DISK_FOLDER, ignore_errors=True)
        os.replace(staging / DISK_FOLDER, out / DISK_FOLDER)
        os.replace(staging / PARQUET_FILE, out / PARQUET_FILE)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return Export(out, len(dataset), out / PARQUET_FILE, out / DISK_FOLDER)
