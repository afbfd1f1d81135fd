import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import datasets
from invoice_env import cli
from invoice_env.tasks.dataset import (
    SNAPSHOT_FILE,
    SNAPSHOT_FILES,
    SPLITS,
    DatasetError,
    build,
    load_dataset_dict,
    load_hf_split,
    load_snapshot,
    load_tasks,
)
from invoice_env.tasks.selection import select_tasks
from invoice_env.world.resources import data_dir

SHIPPED = data_dir("datasets")


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rebuild")
    build(out)
    return out


def test_rebuild_equals_what_is_shipped_row_by_row_and_byte_by_byte(rebuilt):
    for name in SNAPSHOT_FILES.values():
        assert (rebuilt / name).read_bytes() == (SHIPPED / name).read_bytes()
    assert all(load_snapshot(rebuilt, split) == load_snapshot(None, split) for split in SPLITS)
    for split in SPLITS:
        fresh, shipped = load_hf_split(split, rebuilt), load_hf_split(split)
        assert fresh.num_rows == shipped.num_rows
        for a, b in zip(fresh, shipped):
            assert a == b  # every column, the PDF bytes included
    assert (rebuilt / "manifest.json").read_text() == (SHIPPED / "manifest.json").read_text()


def test_the_datasets_library_loads_the_shipped_files_offline():
    files = {split: str(SHIPPED / f"{split}.parquet") for split in SPLITS}
    loaded = datasets.load_dataset("parquet", data_files=files)
    assert loaded["train"].num_rows == 800 and loaded["eval"].num_rows == 240
    assert isinstance(load_dataset_dict(), datasets.DatasetDict)


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(SHIPPED, target)
    return target


def test_truncated_dataset_file_is_a_clear_error(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "train.parquet"
    path.write_bytes(path.read_bytes()[:1000])
    with pytest.raises(DatasetError, match="truncated or altered"):
        load_tasks("train", folder)


def test_altered_snapshot_is_a_clear_error(tmp_path):
    folder = _copy(tmp_path)
    path = folder / SNAPSHOT_FILE
    text = path.read_text()
    path.write_text(text.replace("'open'", "'clos'", 1))
    with pytest.raises(DatasetError, match="SHA-256"):
        load_snapshot(folder, "train")


def test_missing_files_are_clear_errors(tmp_path):
    folder = _copy(tmp_path)
    (folder / "eval.parquet").unlink()
    with pytest.raises(DatasetError, match="eval.parquet is missing"):
        load_tasks("eval", folder)
    (folder / "manifest.json").unlink()
    with pytest.raises(DatasetError, match="manifest.json is missing"):
        load_tasks("train", folder)


def test_unknown_split_scenario_or_difficulty_fail_at_load_time():
    with pytest.raises(DatasetError, match="unknown split 'test'"):
        select_tasks("test")
    with pytest.raises(DatasetError, match="unknown scenario 'exact'"):
        select_tasks("train", scenarios=["exact"])
    with pytest.raises(DatasetError, match="unknown difficulty 'brutal'"):
        select_tasks("train", difficulty="brutal")


def test_cli_reports_bad_arguments_and_bad_data(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["build", "--outt", "x"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err
    folder = _copy(tmp_path)
    (folder / "manifest.json").write_text("{not json")
    assert cli.main(["rules", "--data", str(folder)]) == 2
    assert "manifest.json is not valid JSON" in capsys.readouterr().err


def test_package_data_loads_from_another_directory(tmp_path):
    code = ("from invoice_env.tasks.dataset import load_tasks, load_snapshot; from invoice_env.episode.rubric import load_spec;"
            "print(len(load_tasks('train')), len(load_tasks('eval')), len(load_snapshot(None, 'eval')) > 0, load_spec().quantum)")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["800", "240", "True", "0.01"]


def test_the_documented_private_split_command_writes_the_eval_split_and_exits_0(tmp_path, capsys):
    """`invoice-env build --seed N --splits eval --out DIR`: the private split of docs/task.md, eval only
    (it used to die on the train snapshot it never writes, exit 1, after writing the data)."""
    out = tmp_path / "my-eval"
    assert cli.main(["build", "--seed", "4242", "--splits", "eval", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "eval 240 tasks" in printed and "erp_snapshot_eval.sql" in printed and "train" not in printed
    assert sorted(p.name for p in out.iterdir()) == ["erp_snapshot_eval.sql", "eval.parquet", "manifest.json"]
    assert len(load_tasks("eval", out)) == 240
