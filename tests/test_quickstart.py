"""The README's first quick-start command, `invoice-env quickstart`, through the real vf-eval: twice in
the same folder (the second run gets a folder of its own, the first is kept), each printing the
vf-eval command it ran."""

import pytest

from invoice_env import cli

vf = pytest.importorskip("verifiers.v1")


def test_quickstart_runs_twice_in_one_folder_and_prints_its_vf_eval_command(tmp_path, capsys):
    out = tmp_path / "outputs"
    for expected in ("quickstart", "quickstart-2"):
        assert cli.main(["quickstart", "--num", "2", "--concurrency", "2", "--out", str(out)]) == 0
        printed = capsys.readouterr()
        assert f"into {out / expected}" in printed.err
        assert "the vf-eval command it ran" in printed.out
        assert f"--run.name {expected}" in printed.out and "--no-push" in printed.out
        assert "2 rollouts over 2 tasks; success 100.0%" in printed.out  # the reference solves both
    assert (out / "quickstart" / "traces.jsonl").exists() and (out / "quickstart-2" / "traces.jsonl").exists()
