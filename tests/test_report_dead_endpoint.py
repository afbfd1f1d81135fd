"""A dead endpoint through the real vf-eval: it exits 0 and records the provider error on the trace;
`invoice-env report` names the errored rollouts at the top instead of letting them pass for model
failures."""

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

vf = pytest.importorskip("verifiers.v1")

from invoice_env import cli  # noqa: E402
from invoice_env.report.build import Report, load_runs  # noqa: E402


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


def test_a_dead_endpoint_is_reported_as_errored_rollouts_not_as_model_failures(tmp_path, capsys):
    vf_eval = Path(sys.executable).parent / "vf-eval"
    env = {**os.environ, "DEAD_KEY": "none"}
    env.pop("PRIME_API_KEY", None)
    command = [str(vf_eval), "invoice-env", "-m", "my-model", "--client.base-url",
               f"http://127.0.0.1:{_closed_port()}/v1", "--client.api-key-var", "DEAD_KEY",
               "--env.taskset.split", "eval", "-n", "1", "-r", "1", "-c", "1", "-o", str(tmp_path),
               "--run.name", "dead", "--no-push", "--no-rich"]
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]  # vf-eval's own behaviour: the reason for this report line
    text = Report(runs=load_runs([tmp_path / "dead"])).text()
    line = text.splitlines()[2]
    assert line.startswith("ERROR: 1 of 1 rollouts ended in an error of the framework or the endpoint (first: "
                           "'ProviderError: "), line
    assert "fix the endpoint" in line
    assert "0 rollouts scored (1 errored, left out) over 1 task; success n/a: every rollout ended in an error" in text
    assert "success 0.0%" not in text
    assert cli.main(["report", str(tmp_path / "dead"), "--html", str(tmp_path / "page.html")]) == 1
    assert "1 of 1 rollouts ended in an error" in capsys.readouterr().err
    page = (tmp_path / "page.html").read_text()
    assert page.index('data-errored="1" data-rollouts="1"') < page.index("<nav>")
