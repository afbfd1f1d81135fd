"""Issue 5, item 8: corrupt inputs to the package fail at load time with an error naming the problem.

Already held by tests/test_dataset.py: a truncated split file, an altered snapshot (SHA-256), a
missing split file and manifest, a manifest that is not JSON, an unknown split, scenario or
difficulty; by tests/test_cases.py: a case folder without its PDF. Added here:

  - a missing PDF: a dataset folder whose manifest is consistent (re-signed, as a rebuilt or
    hand-edited folder would be) but one row's invoice is null, empty, garbage or cut off: the
    load names the split file and the task id, through `load_tasks`, the task selection and the
    v1 taskset and tool server (`data_dir` / "data:<dir>" source);
  - a split file that is not parquet, and a snapshot that is not SQL, both with a consistent
    manifest; a same-size altered split file; a truncated and a missing snapshot; a manifest of
    another format version or without the file's entry;
  - an unknown task id and an unknown task source (the v1 tool server's lookups), and an unknown
    split given to the v1 taskset config.
Every one is a DatasetError (or the config's validation error) raised before any rollout runs."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from invoice_env.tasks.dataset import MANIFEST_FILE, SNAPSHOT_FILE, DatasetError, load_snapshot, load_tasks
from invoice_env.tasks.selection import select_tasks
from invoice_env.tasks.sources import resolve_task, source_key
from invoice_env.world.resources import data_dir

SHIPPED = data_dir("datasets")


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(SHIPPED, target)
    return target


def _resign(folder: Path, name: str) -> None:
    """Update the manifest entry of `name` to the file as it now is (a consistent, corrupt folder)."""
    manifest = json.loads((folder / MANIFEST_FILE).read_text())
    data = (folder / name).read_bytes()
    manifest["files"][name] = {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    (folder / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


def _edit_row(folder: Path, split: str, index: int, column: str, value) -> str:
    """Set one cell of a split file, re-sign it, and return that row's task id."""
    path = folder / f"{split}.parquet"
    table = pq.read_table(path)
    values = table.column(column).to_pylist()
    values[index] = value
    table = table.set_column(table.schema.get_field_index(column), table.schema.field(column),
                             pa.array(values, type=table.schema.field(column).type))
    pq.write_table(table, path)
    _resign(folder, path.name)
    return table.column("task_id")[index].as_py()


PDF_DAMAGE = {
    "null": lambda pdf: None,
    "empty": lambda pdf: b"",
    "garbage": lambda pdf: b"this is no invoice\n" * 20,
    "cut off": lambda pdf: pdf[: len(pdf) // 2],
    "html": lambda pdf: b"<html><body>404 Not Found</body></html>",
}


@pytest.mark.parametrize("damage", list(PDF_DAMAGE))
def test_a_missing_or_damaged_invoice_pdf_fails_at_load_naming_the_task(tmp_path, damage, tally):
    folder = _copy(tmp_path)
    original = pq.read_table(folder / "eval.parquet").column("pdf")[17].as_py()
    task_id = _edit_row(folder, "eval", 17, "pdf", PDF_DAMAGE[damage](original))
    needle = rf"eval\.parquet in .*the invoice PDF of task '{task_id}'"
    with pytest.raises(DatasetError, match=needle):
        load_tasks("eval", folder)
    with pytest.raises(DatasetError, match=needle):
        select_tasks("eval", data_dir=folder)
    with pytest.raises(DatasetError, match=needle):  # the v1 tool server's lookup of a rollout's task
        resolve_task(task_id, source_key(data_dir=folder))
    from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig

    with pytest.raises(ValueError, match=needle):  # the config's validation error, before the run (one line)
        InvoiceTaskset(InvoiceTasksetConfig(split="eval", data_dir=str(folder)))
    assert len(load_tasks("train", folder)) == 800  # the other split is fine
    tally["corrupt_inputs"] += 1


def _not_parquet(folder: Path) -> None:
    path = folder / "train.parquet"
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])
    _resign(folder, path.name)


def _not_sql(folder: Path) -> None:
    (folder / SNAPSHOT_FILE).write_text("CREATE TABLE half (\n")
    _resign(folder, SNAPSHOT_FILE)


def _flip_a_byte(folder: Path) -> None:
    path = folder / "train.parquet"
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))


def _truncate_snapshot(folder: Path) -> None:
    path = folder / SNAPSHOT_FILE
    path.write_bytes(path.read_bytes()[:-100])


def _other_format(folder: Path) -> None:
    manifest = json.loads((folder / MANIFEST_FILE).read_text())
    manifest["format_version"] = 99
    (folder / MANIFEST_FILE).write_text(json.dumps(manifest))


def _unlisted(folder: Path) -> None:
    manifest = json.loads((folder / MANIFEST_FILE).read_text())
    del manifest["files"]["train.parquet"]
    (folder / MANIFEST_FILE).write_text(json.dumps(manifest))


def _train(folder: Path):
    return load_tasks("train", folder)


def _snapshot(folder: Path):
    return load_snapshot(folder, "train")


@pytest.mark.parametrize("corrupt,load,needle", [
    (_not_parquet, _train, r"train\.parquet is not a readable parquet file"),
    (_not_sql, _snapshot, r"erp_snapshot\.sql does not load as the ERP snapshot"),
    (_flip_a_byte, _train, r"train\.parquet does not match its SHA-256"),
    (_truncate_snapshot, _snapshot, r"erp_snapshot\.sql is \d+ bytes, the manifest says \d+: the file is truncated"),
    (lambda f: (f / SNAPSHOT_FILE).unlink(), _snapshot, r"erp_snapshot\.sql is missing"),
    (_other_format, _train, r"format_version 99, expected 1"),
    (_unlisted, _train, r"train\.parquet is not listed in"),
], ids=["not-parquet", "not-sql", "flipped-byte", "truncated-snapshot", "missing-snapshot", "format-version",
        "unlisted"])
def test_damaged_files_fail_at_load_with_a_clear_error(tmp_path, corrupt, load, needle, tally):
    folder = _copy(tmp_path)
    corrupt(folder)
    with pytest.raises(DatasetError, match=needle):
        load(folder)
    tally["corrupt_inputs"] += 1


def test_unknown_names_fail_before_anything_runs(tally):
    from pydantic import ValidationError

    from invoice_env.adapters.verifiers_v1 import InvoiceTasksetConfig

    with pytest.raises(DatasetError, match="unknown task id 'train-9999'"):
        resolve_task("train-9999")
    with pytest.raises(DatasetError, match="unknown task source 'http://x'"):
        resolve_task("train-0001", "http://x")
    with pytest.raises(DatasetError, match="unknown split 'test'"):
        load_tasks("test")
    with pytest.raises(ValidationError, match="'train' or 'eval'"):
        InvoiceTasksetConfig(split="test")
    tally["corrupt_inputs"] += 4


def test_a_null_goal_cell_is_a_dataset_error(tmp_path):
    folder = _copy(tmp_path)
    _edit_row(folder, "train", 3, "goal", None)
    with pytest.raises(DatasetError, match="train.parquet"):
        load_tasks("train", folder)


def test_an_altered_re_signed_snapshot_is_caught_at_load(tmp_path):
    folder = _copy(tmp_path)
    path = folder / SNAPSHOT_FILE
    text = path.read_text(encoding="utf-8")
    line = next(row for row in text.splitlines() if row.startswith("INSERT INTO po_lines"))
    altered = line.replace("', '", "', 'X", 1)
    assert altered != line
    path.write_text(text.replace(line, altered), encoding="utf-8")
    _resign(folder, SNAPSHOT_FILE)
    with pytest.raises(DatasetError, match="do not belong together"):
        load_tasks("train", folder)