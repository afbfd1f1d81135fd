"""The "Other frameworks" examples of docs/frameworks.md (linked from the README) run as written (the
OpenEnv one against a server the test starts on 127.0.0.1 in place of port 8000) and print a reward
of 1.0."""

import contextlib
import io
import re
from pathlib import Path

import pytest

from .support import CI_HINT

pytest.importorskip("gymnasium", reason=CI_HINT)
pytest.importorskip("openenv", reason=CI_HINT)
pytest.importorskip("skyrl_gym", reason=CI_HINT)

from .openenv_server import running_server  # noqa: E402

PAGE = Path(__file__).resolve().parents[2] / "docs" / "frameworks.md"


def examples() -> dict[str, str]:
    text = PAGE.read_text()
    section = text.split("## Other frameworks", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"\*\*(\w+)\*\*.*?```python\n(.*?)```", section, re.DOTALL)
    return dict(blocks)


def run(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(PAGE), "exec"), {})
    return out.getvalue()


def test_there_is_one_example_per_framework():
    assert set(examples()) == {"Gymnasium", "OpenEnv", "SkyRL"}
    assert all(len(code.strip().splitlines()) <= 12 for code in examples().values())


def test_gymnasium_example():
    assert run(examples()["Gymnasium"]).startswith("1.0 correct:")


def test_skyrl_example():
    assert run(examples()["SkyRL"]).startswith("1.0 {")


def test_openenv_example():
    with running_server("eval", sessions=2) as url:
        printed = run(examples()["OpenEnv"].replace("http://127.0.0.1:8000", url))
    assert printed.startswith("1.0 correct:") and "task_id" in printed
