"""Through the real vf-eval, a bad data folder, a bad cases folder or an unknown scenario name ends
in vf-eval's config error with our one-line reason, not in a traceback from inside the run."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from invoice_env.tasks.selection import check_selection


def test_check_selection_names_what_is_wrong_in_one_line(tmp_path):
    check_selection("eval")  # the shipped split: nothing to load
    with pytest.raises(ValueError, match=r"^data_dir '.*nowhere' is not a folder: build one with"):
        check_selection("eval", data_dir=tmp_path / "nowhere")
    with pytest.raises(ValueError, match=r"manifest\.json is missing; rebuild the data with `invoice-env build`$"):
        check_selection("eval", data_dir=tmp_path)
    with pytest.raises(ValueError, match=r"^invalid cases; nothing was run .*has no case sub-folders"):
        check_selection("eval", cases_dir=tmp_path)
    with pytest.raises(ValueError, match=r"^unknown scenario 'nope': expected any of exact_match, "):
        check_selection("eval", scenarios=["nope"])
    with pytest.raises(ValueError, match=r"^unknown difficulty 'extreme'"):
        check_selection("eval", difficulty="extreme")
    check_selection("eval", scenarios=["exact_match"], difficulty=["easy"])
    for error in ("data_dir", "cases_dir"):
        with pytest.raises(ValueError) as raised:
            check_selection("eval", **{error: tmp_path / "x"})
        assert "\n" not in str(raised.value)


vf = pytest.importorskip("verifiers.v1")


@pytest.mark.parametrize("flag, value, says", [
    ("--env.taskset.data-dir", "missing-data", r"data_dir '\S*missing-data' is not a folder: build one with"),
    ("--env.taskset.cases-dir", "empty-cases", r"invalid cases; nothing was run \(1 problem\): cases folder \S*empty-cases has no case sub-folders"),
    ("--env.taskset.scenarios", "no_such_scenario", r"unknown scenario 'no_such_scenario': expected any of exact_match"),
])
def test_vf_eval_ends_in_a_clear_config_error(tmp_path, flag, value, says):
    (tmp_path / "empty-cases").mkdir()
    if value != "no_such_scenario":
        value = str(tmp_path / value)
    command = [str(Path(sys.executable).parent / "vf-eval"), "invoice-env", "-m", "m", "--client.base-url",
               "http://127.0.0.1:9/v1", "--client.api-key-var", "NO_KEY", "--env.taskset.split", "eval", "-n", "1",
               "-r", "1", "-c", "1", "-o", str(tmp_path / "out"), "--run.name", "bad", "--no-push", "--no-rich",
               flag, value]
    run = subprocess.run(command, env={**os.environ, "NO_KEY": "none", "COLUMNS": "400"}, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode != 0
    assert "Traceback" not in run.stderr, run.stderr[-3000:]
    flat = " ".join(re.sub(r"[│╭╮╰╯─]", " ", run.stderr).split())  # the config-error box, unwrapped
    assert re.search("Value error, " + says, flat), flat[-2000:]
    assert not (tmp_path / "out" / "bad" / "traces.jsonl").exists()
