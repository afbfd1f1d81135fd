"""The shipped dataset: build it from the generator, write it atomically, load and verify it.

Files under `datasets/`: `erp_snapshot.sql` (the base ERP as canonical SQL), `train.parquet` and
`eval.parquet` (one row per task, loadable with `datasets` offline), `inbox-train.parquet` and
`inbox-eval.parquet` (one row per inbox task, starting from the train and eval ERP) and `manifest.json`
(sizes and SHA-256 of each file, so a truncated or altered file fails loudly at load time)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pyarrow.parquet as pq

import datasets
from invoice_env.world.erp import SnapshotError, snapshot_bytes_from_sql
from invoice_env.world.models import InboxTask, Task
from invoice_env.world.resources import data_dir

SPLITS = ("train", "eval")
"""The single-invoice splits."""
INBOX_SPLITS = ("inbox-train", "inbox-eval")
"""The inbox splits (several documents per task); each starts from the ERP of the split it names."""
ALL_SPLITS = SPLITS + INBOX_SPLITS
SNAPSHOT_FILE = "erp_snapshot.sql"
SNAPSHOT_FILES = {"train": SNAPSHOT_FILE, "eval": "erp_snapshot_eval.sql"}
"""The ERP each split starts from; the eval one adds the held-out suppliers. Your own cases start
from the train one."""
MANIFEST_FILE = "manifest.json"
FORMAT_VERSION = 1

FEATURES = datasets.Features({
    "task_id": datasets.Value("string"),
    "split": datasets.Value("string"),
    "document_id": datasets.Value("string"),
    "system_prompt": datasets.Value("string"),
    "prompt": datasets.Value("string"),
    "pdf": datasets.Value("binary"),
    "scenario": datasets.Value("string"),
    "difficulty": datasets.Value("string"),
    "tags": datasets.Sequence(datasets.Value("string")),
    "layout": datasets.Value("string"),
    "language": datasets.Value("string"),
    "goal": datasets.Value("string"),
    "fixtures": datasets.Value("string"),
    "facts": datasets.Value("string"),
    "start_hash": datasets.Value("string"),
})
JSON_COLUMNS = ("goal", "fixtures", "facts")


class DatasetError(RuntimeError):
    """A shipped data file is missing, truncated, altered or malformed."""


def task_to_row(task: Task, system_prompt: str) -> dict:
    row = task.model_dump(mode="json", exclude={"pdf", *JSON_COLUMNS})
    row["pdf"] = task.pdf
    row["system_prompt"] = system_prompt
    for column in JSON_COLUMNS:
        row[column] = json.dumps(getattr(task, column).model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
    return {name: row[name] for name in FEATURES}


def row_to_task(row: dict) -> Task:
    data = {k: v for k, v in row.items() if k != "system_prompt"}
    for column in JSON_COLUMNS:
        data[column] = json.loads(row[column])
    return Task.model_validate(data)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def build(out_dir: Path, progress: Callable[[int], None] | None = None, seed: int | None = None,
          splits: tuple[str, ...] = ALL_SPLITS) -> dict:
    """Generate everything and write it to out_dir atomically: all files appear, or none change.
    `seed` draws a private set of tasks from the same families (see docs/task.md, "A private split")."""
    from invoice_env.episode.prompt import SYSTEM_PROMPT
    from invoice_env.tasks.generator import generate_all
    from invoice_env.tasks.inbox.prompt import INBOX_SYSTEM_PROMPT
    from invoice_env.tasks.inbox.rows import INBOX_FEATURES, inbox_task_to_row

    unknown = [s for s in splits if s not in ALL_SPLITS]
    if unknown or not splits:
        raise DatasetError(f"unknown split(s) {unknown or splits!r}: expected some of {', '.join(ALL_SPLITS)}")
    single_splits = tuple(s for s in SPLITS if s in splits)
    sql, single = generate_all(progress, seed=seed, splits=single_splits) if single_splits else ({}, {})
    inbox = _generate_inboxes(sql, [s for s in INBOX_SPLITS if s in splits], seed, progress)
    out_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".build-", dir=out_dir))
    try:
        for split, text in sql.items():
            (staging / SNAPSHOT_FILES[split]).write_bytes(text.encode("utf-8"))
        counts = {}
        for split, split_tasks in single.items():
            table = datasets.Dataset.from_list([task_to_row(t, SYSTEM_PROMPT) for t in split_tasks], features=FEATURES)
            table.to_parquet(str(staging / f"{split}.parquet"))
            counts[split] = len(split_tasks)
        for split, split_tasks in inbox.items():
            table = datasets.Dataset.from_list([inbox_task_to_row(t, INBOX_SYSTEM_PROMPT) for t in split_tasks],
                                               features=INBOX_FEATURES)
            table.to_parquet(str(staging / f"{split}.parquet"))
            counts[split] = len(split_tasks)
        written = [SNAPSHOT_FILES[s] for s in SPLITS if s in sql] + [f"{s}.parquet" for s in [*single, *inbox]]
        files = {name: {"bytes": (staging / name).stat().st_size, "sha256": _sha256(staging / name)}
                 for name in written}
        manifest = {"format_version": FORMAT_VERSION, "splits": counts, "files": files}
        if seed is not None:
            manifest["seed"] = seed
        (staging / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
        for name in [*written, MANIFEST_FILE]:
            os.replace(staging / name, out_dir / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return manifest


def _generate_inboxes(sql: dict[str, str], splits: list[str], seed: int | None,
                      progress: Callable[[int], None] | None) -> dict[str, list[InboxTask]]:
    from invoice_env.tasks.inbox.generate import generate_inbox_split
    from invoice_env.world.build import build_world

    if not splits:
        return {}
    world = build_world()
    for split in splits:  # the ERP an inbox split starts from ships with it
        sql.setdefault(base_split(split), world.snapshot_sql(base_split(split)))
    return {split: list(generate_inbox_split(split, world, snapshot_bytes_from_sql(sql[base_split(split)]), seed,
                                             progress=progress))
            for split in splits}


def base_split(split: str) -> str:
    """The single-invoice split whose ERP snapshot a split starts from (your own cases: train's)."""
    return "train" if split == "cases" else split.removeprefix("inbox-")


def _manifest(folder: Path) -> dict:
    path = folder / MANIFEST_FILE
    try:
        manifest = json.loads(path.read_text())
    except FileNotFoundError:
        raise DatasetError(f"{path} is missing; rebuild the data with `invoice-env build`") from None
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{path} is not valid JSON ({exc}); rebuild the data with `invoice-env build`") from None
    if manifest.get("format_version") != FORMAT_VERSION:
        raise DatasetError(f"{path} has format_version {manifest.get('format_version')!r}, expected {FORMAT_VERSION}")
    return manifest


def _unlisted(folder: Path, name: str, manifest: dict) -> str:
    """Why a file is not there: for a split's file in a folder built with other splits (`invoice-env build
    --splits eval` writes no train split), which splits it holds and how to choose one."""
    message = f"{name} is not listed in {folder / MANIFEST_FILE}"
    split = next((s for s in ALL_SPLITS if name in (f"{s}.parquet", SNAPSHOT_FILES.get(s))), None)
    held = [s for s in ALL_SPLITS if f"{s}.parquet" in manifest.get("files", {})]
    if split is None or not held or split in held:
        return message
    both = " ".join(sorted({*held, split}, key=ALL_SPLITS.index))
    return (f"{message}: {folder} holds only the {' and '.join(held)} split (built with `--splits {' '.join(held)}`), "
            f"not the {split} split the run asked for (train is the taskset's default); run the split it holds: "
            f"vf-eval `--env.taskset.split {held[0]}` (split=\"{held[0]}\" in Python), or build {split} too: "
            f"`invoice-env build --seed N --splits {both} --out {folder}`")


def verified_file(folder: Path, name: str) -> Path:
    """The path of a shipped file after checking its size and SHA-256 against the manifest."""
    manifest = _manifest(folder)
    entry = manifest["files"].get(name)
    path = folder / name
    if entry is None:
        raise DatasetError(_unlisted(folder, name, manifest))
    if not path.is_file():
        raise DatasetError(f"{path} is missing; reinstall invoice-env or rebuild with `invoice-env build`")
    size = path.stat().st_size
    if size != entry["bytes"]:
        raise DatasetError(f"{path} is {size} bytes, the manifest says {entry['bytes']}: the file is truncated or "
                           "altered; reinstall invoice-env or rebuild with `invoice-env build`")
    if _sha256(path) != entry["sha256"]:
        raise DatasetError(f"{path} does not match its SHA-256 in the manifest: the file is altered; "
                           "reinstall invoice-env or rebuild with `invoice-env build`")
    return path


def available_splits(folder: Path | None = None) -> tuple[str, ...]:
    """The splits a dataset folder holds (a private build may hold only `eval`)."""
    listed = _manifest(folder or data_dir("datasets"))["files"]
    return tuple(split for split in ALL_SPLITS if f"{split}.parquet" in listed)


def check_split(split: str) -> str:
    if split not in ALL_SPLITS:
        raise DatasetError(f"unknown split {split!r}: expected one of {', '.join(ALL_SPLITS)}")
    return split


def load_hf_split(split: str, folder: Path | None = None) -> datasets.Dataset:
    """The split as a Hugging Face Dataset (offline, no cache files)."""
    folder = folder or data_dir("datasets")
    path = verified_file(folder, f"{check_split(split)}.parquet")
    try:
        table = pq.read_table(path)
        return datasets.Dataset(table)
    except Exception as exc:  # pyarrow raises several types for a damaged file
        raise DatasetError(f"{path} is not a readable parquet file: {exc}") from exc


def load_dataset_dict(folder: Path | None = None) -> datasets.DatasetDict:
    return datasets.DatasetDict({split: load_hf_split(split, folder) for split in available_splits(folder)})


def _pdf_problem(pdf: object) -> str | None:
    """Why a row's invoice is not a whole PDF file, or None. Cheap: header, cross-reference, end marker."""
    if pdf is None:
        return "is missing (null)"
    if not isinstance(pdf, (bytes, bytearray)):
        return f"is not bytes but {type(pdf).__name__}"
    if not pdf:
        return "is empty (0 bytes)"
    if not pdf.startswith(b"%PDF-"):
        return f"is not a PDF file (it starts with {bytes(pdf[:8])!r}, not %PDF-)"
    tail = bytes(pdf[-1024:])
    if b"startxref" not in tail or not tail.rstrip().endswith(b"%%EOF"):
        return f"is cut off or damaged ({len(pdf)} bytes; its end lacks the startxref or %%EOF marker)"
    return None


@lru_cache(maxsize=4)
def _load_tasks(split: str, folder: str) -> tuple[Task | InboxTask, ...]:
    from invoice_env.tasks.inbox.rows import row_to_inbox_task

    table = load_hf_split(split, Path(folder))
    inbox = split in INBOX_SPLITS
    tasks = []
    for row in table:
        pdfs = (row.get("pdfs") or [None]) if inbox else [row.get("pdf")]
        for pdf in pdfs:
            problem = _pdf_problem(pdf)
            if problem:
                what = "a document PDF" if inbox else "the invoice PDF"
                raise DatasetError(f"{split}.parquet in {folder}: {what} of task {row.get('task_id')!r} "
                                   f"{problem}; rebuild the data with `invoice-env build`")
        try:
            tasks.append(row_to_inbox_task(row) if inbox else row_to_task(row))
        except (ValueError, KeyError, TypeError) as exc:
            raise DatasetError(f"{split}.parquet in {folder}: task {row.get('task_id')!r} has a malformed row: "
                               f"{exc}") from exc
    _check_start_state(split, folder, tasks[0])
    return tuple(tasks)


def _check_start_state(split: str, folder: str, task: Task | InboxTask) -> None:
    """The snapshot and a split belong together: the split's first task must start from exactly the
    state recorded when it was generated. Catches a snapshot altered even with its manifest re-signed."""
    from invoice_env.world.erp import open_start_database, state_hash

    conn = open_start_database(load_snapshot(Path(folder), split), task)
    try:
        recorded_state = state_hash(conn) == task.start_hash
    finally:
        conn.close()
    if not recorded_state:
        raise DatasetError(f"{split}.parquet and {SNAPSHOT_FILES[split]} in {folder} do not belong together: task "
                           f"{task.task_id} does not start from its recorded state, so the snapshot or the split "
                           "was altered; reinstall invoice-env or rebuild with `invoice-env build`")


def load_tasks(split: str, folder: Path | None = None) -> tuple[Task | InboxTask, ...]:
    return _load_tasks(check_split(split), str(folder or data_dir("datasets")))


@lru_cache(maxsize=8)
def _load_snapshot(folder: str, name: str) -> bytes:
    path = verified_file(Path(folder), name)
    try:
        return snapshot_bytes_from_sql(path.read_text(encoding="utf-8"))
    except (SnapshotError, UnicodeDecodeError) as exc:
        raise DatasetError(f"{path} does not load as the ERP snapshot: {exc}") from exc


def load_snapshot(folder: Path | None, split: str) -> bytes:
    """The immutable snapshot bytes every rollout of a split copies its database from (`cases`,
    your own cases, start from the train snapshot)."""
    name = SNAPSHOT_FILES[base_split(split if split == "cases" else check_split(split))]
    return _load_snapshot(str(folder or data_dir("datasets")), name)


def snapshot_for(task: Task, folder: Path | None = None) -> bytes:
    return load_snapshot(folder, task.split)
