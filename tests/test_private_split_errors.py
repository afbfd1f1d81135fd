"""A private build made with `--splits eval` (docs/task.md, "A private split") run without
`--env.taskset.split eval`: the error names the flag and the splits the folder holds, in the
taskset's config check (so vf-eval prints it before anything runs) and wherever the data is loaded."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from invoice_env import cli
from invoice_env.tasks.dataset import DatasetError, load_snapshot, load_tasks
from invoice_env.tasks.selection import check_selection

FLAG = "--env.taskset.split eval"


@pytest.fixture(scope="module")
def eval_only(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("private") / "my-eval"
    assert cli.main(["build", "--seed", "4243", "--splits", "eval", "--out", str(out)]) == 0
    return out


def test_the_config_check_names_the_flag_and_the_splits_the_folder_holds(eval_only):
    with pytest.raises(ValueError) as info:
        check_selection("train", data_dir=str(eval_only))
    message = str(info.value)
    assert f"{eval_only} holds only the eval split (built with `--splits eval`)" in message, message
    assert f"vf-eval `{FLAG}`" in message and 'split="eval" in Python' in message
    assert f"`invoice-env build --seed N --splits train eval --out {eval_only}`" in message
    check_selection("eval", data_dir=str(eval_only))  # the split it holds runs


def test_loading_the_missing_split_or_its_snapshot_says_the_same(eval_only):
    for load in (lambda: load_tasks("train", eval_only), lambda: load_snapshot(eval_only, "train")):
        with pytest.raises(DatasetError, match="holds only the eval split") as info:
            load()
        assert FLAG in str(info.value)
    assert len(load_tasks("eval", eval_only)) == 240


def test_vf_eval_prints_it_for_the_documented_command_without_the_split(eval_only):
    pytest.importorskip("verifiers.v1")
    command = ("vf-eval invoice-env -m my-model --client.base-url http://localhost:8000/v1 --client.api-key-var "
               f"LOCAL_KEY --env.taskset.data-dir {eval_only} -r 3 --no-push --dry-run")
    argv = shlex.split(command)
    argv[0] = str(Path(sys.executable).parent / "vf-eval")
    result = subprocess.run(argv, capture_output=True, text=True, timeout=300, cwd=eval_only.parent,
                            env=dict(os.environ, LOCAL_KEY="none", COLUMNS="400"))
    shown = " ".join((result.stdout + result.stderr).replace("│", " ").split())
    assert "holds only the eval split" in shown and FLAG in shown, shown[-3000:]
    assert not list(eval_only.parent.glob("outputs/*/traces.jsonl"))
