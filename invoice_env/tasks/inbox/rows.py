"""An inbox task as one parquet row: the documents' PDFs as a list of binaries, the rest as JSON text."""

from __future__ import annotations

import json

import datasets
from invoice_env.world.models import InboxTask

INBOX_FEATURES = datasets.Features({
    "task_id": datasets.Value("string"),
    "split": datasets.Value("string"),
    "system_prompt": datasets.Value("string"),
    "prompt": datasets.Value("string"),
    "pdfs": datasets.Sequence(datasets.Value("binary")),
    "items": datasets.Value("string"),
    "scenario": datasets.Value("string"),
    "difficulty": datasets.Value("string"),
    "interactions": datasets.Sequence(datasets.Value("string")),
    "tags": datasets.Sequence(datasets.Value("string")),
    "fixtures": datasets.Value("string"),
    "start_hash": datasets.Value("string"),
})


def _json(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def inbox_task_to_row(task: InboxTask, system_prompt: str) -> dict:
    row = task.model_dump(mode="json", exclude={"items", "fixtures"})
    row["system_prompt"] = system_prompt
    row["pdfs"] = [item.pdf for item in task.items]
    row["items"] = _json([item.model_dump(mode="json", exclude={"pdf"}) for item in task.items])
    row["fixtures"] = _json(task.fixtures.model_dump(mode="json"))
    return {name: row[name] for name in INBOX_FEATURES}


def row_to_inbox_task(row: dict) -> InboxTask:
    items = json.loads(row["items"])
    if len(items) != len(row["pdfs"]):
        raise ValueError(f"{len(items)} documents listed but {len(row['pdfs'])} PDFs")
    data = {k: v for k, v in row.items() if k not in ("system_prompt", "pdfs", "items", "fixtures")}
    data["items"] = [{**item, "pdf": pdf} for item, pdf in zip(items, row["pdfs"])]
    data["fixtures"] = json.loads(row["fixtures"])
    return InboxTask.model_validate(data)
