"""The README's Quickstart as a new user reads it (issue 38): the "your model" block starts with
`invoice-env doctor --base-url URL`, which, run as documented against a port where nothing listens,
says FAIL and exits 1 within seconds (vf-eval itself runs on for minutes and exits 0); and the
Quickstart says what the first run fetches with uv instead of promising "no uv"."""

from __future__ import annotations

import inspect
import re
import shlex
import socket
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from doc_pages import README, ROOT

DEAD_PORT_SECONDS = 30  # about 5 s here, most of it the import; vf-eval took 5 min 47 s on the same port


def quickstart() -> str:
    return README.read_text(encoding="utf-8").split("## Quickstart", 1)[1].split("\n## ", 1)[0]


def your_model_block() -> list[str]:
    """The Quickstart's code block with the vf-eval commands, as command lines (continuations joined,
    comment-only lines left out)."""
    blocks = re.findall(r"^```bash\n(.*?)^```", quickstart(), re.M | re.S)
    (block,) = [b for b in blocks if "vf-eval invoice-env" in b]
    lines = re.sub(r"\\\n\s*", " ", block).splitlines()
    return [line for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_the_your_model_block_starts_with_the_doctor_on_the_endpoint_it_then_runs():
    lines = your_model_block()
    first = shlex.split(lines[0], comments=True)
    assert first[:3] == ["invoice-env", "doctor", "--base-url"], lines[0]
    runs = [shlex.split(line, comments=True) for line in lines if line.startswith("vf-eval ")]
    first_run = runs[0]
    assert first_run[first_run.index("--client.base-url") + 1] == first[3]
    prose = quickstart().split(lines[0], 1)[0].rsplit("```", 1)[0]
    assert "FAIL" in prose and "exits 0" in prose, "the prose before the block says why the doctor comes first"


def _dead_url() -> str:
    """A local URL where nothing listens: a port the OS just handed out, closed again."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def test_the_documented_doctor_says_fail_within_seconds_where_nothing_listens():
    command = shlex.split(your_model_block()[0], comments=True)
    command[command.index("--base-url") + 1] = _dead_url()
    command[0] = str(Path(sys.executable).parent / "invoice-env")
    start = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    elapsed = time.monotonic() - start
    assert result.returncode == 1, (result.stdout, result.stderr)
    assert "[FAIL] reachable: nothing answers at" in result.stdout, result.stdout
    assert "cannot run invoice-env" in result.stdout
    assert elapsed < DEAD_PORT_SECONDS, f"doctor took {elapsed:.1f} s on a dead port"


def test_the_quickstart_says_what_the_first_run_fetches_with_uv():
    intro = quickstart().split("```", 1)[0]
    assert "no uv" not in intro
    assert "uv" in intro and "package index" in intro and "first vf-eval run" in intro
    # what it says holds: the package brings uv, and the null harness is a script whose dependencies uv fetches
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert any(re.match(r"uv\b", d) for d in dependencies)
    launch = pytest.importorskip("verifiers.v1.harnesses.utils.launch")
    source = inspect.getsource(launch)
    assert "# /// script" in source and "dependencies = [" in source and "prepare_uv_script" in source


def test_evaluate_md_says_what_a_run_of_errors_looks_like_and_what_catches_it():
    page = (ROOT / "docs" / "evaluate.md").read_text(encoding="utf-8")
    paragraph = page.split("**A run of errors.**", 1)[1].split("\n\n", 1)[0]
    paragraph = " ".join(paragraph.split())
    for said in ("ProviderError", "exits 0", "`invoice-env report`", "**exits 1**", "invoice-env doctor --base-url URL",
                 "FAIL"):
        assert said in paragraph, said
