"""docs/evaluate.md's "The built-in endpoint", run as documented: `invoice-env serve-policy` in one
terminal, then the page's vf-eval command and `invoice-env report` in another (the port swapped for a
free one, so the test never meets another server on 8000); the reference policy solves every task."""

from __future__ import annotations

import os
import re
import shlex
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from doc_pages import DOCS

pytest.importorskip("verifiers.v1")

PAGE = DOCS / "evaluate.md"
BIN = Path(sys.executable).parent


def section() -> str:
    return PAGE.read_text(encoding="utf-8").split("## The built-in endpoint", 1)[1].split("\n## ", 1)[0]


def commands() -> list[list[str]]:
    """The section's commands, in order: continuations joined, comments and `export` lines left out."""
    out = []
    for block in re.findall(r"^```bash\n(.*?)^```", section(), re.M | re.S):
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            argv = shlex.split(line, comments=True)
            if argv and argv[0] != "export":
                out.append(argv)
    return out


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_section_shows_serve_policy_then_vf_eval_on_its_url_then_the_report():
    serve, run, report = commands()
    assert serve[:2] == ["invoice-env", "serve-policy"] and "--port" in serve
    url = run[run.index("--client.base-url") + 1]
    assert url == f"http://127.0.0.1:{serve[serve.index('--port') + 1]}/v1"
    assert run[0] == "vf-eval" and "--no-push" in run and run[run.index("--env.taskset.split") + 1] == "eval"
    assert report[:2] == ["invoice-env", "report"]
    assert "LOCAL_KEY" in run and "export LOCAL_KEY=none" in section()


def test_the_documented_commands_run_and_the_reference_solves_every_task(tmp_path):
    serve, run, report = commands()
    documented_port = serve[serve.index("--port") + 1]
    port = str(_free_port())

    def swap(argv: list[str]) -> list[str]:
        return [arg.replace(f":{documented_port}/", f":{port}/") if "://" in arg else arg for arg in argv]

    serve = [str(BIN / "invoice-env"), *serve[1:]]
    serve[serve.index("--port") + 1] = port
    server = subprocess.Popen(serve, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        printed = server.stdout.readline().strip()
        assert printed == f"http://127.0.0.1:{port}/v1", (printed, server.stderr.read() if server.poll() else "")
        env = dict(os.environ, LOCAL_KEY="none")
        result = subprocess.run([str(BIN / "vf-eval"), *swap(run)[1:]], capture_output=True, text=True, timeout=900,
                                env=env, cwd=tmp_path)
        assert result.returncode == 0, result.stderr[-3000:]
        shown = subprocess.run([str(BIN / "invoice-env"), *report[1:]], capture_output=True, text=True, timeout=300,
                               cwd=tmp_path)
        assert shown.returncode == 0, shown.stdout[-3000:] + shown.stderr[-3000:]
        assert "success 100.0%" in shown.stdout, shown.stdout[:3000]
        (traces,) = (tmp_path / "outputs").glob("*/traces.jsonl")  # vf-eval's default folder, as documented
        rollouts = int(run[run.index("-n") + 1]) * int(run[run.index("-r") + 1])
        assert len(traces.read_text().splitlines()) == rollouts
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            assert server.wait(timeout=15) == 0
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
