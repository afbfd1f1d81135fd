"""Every documented `vf-eval` command that touches private data (a cases folder, a dataset folder built
from a private seed) names the endpoint it sends the invoices to and keeps the run on this machine:
verifiers 0.4's vf-eval sends to its default provider unless `--client.base-url` says otherwise and
uploads the finished run (traces with the private invoices' text) unless given `--no-push`.

The commands are read from the README and every page under docs/: in fenced blocks (with `\\` line
continuations) and in inline code. tests/test_readme_commands.py resolves each full command with the
real vf-eval (`--dry-run`); here every one, full or not, is held to the rule."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from doc_pages import ROOT, commands_in, pages

# vf-eval's own flag names (verifiers 0.4, `vf-eval --help`); the last test checks them against the installed one.
ENDPOINT_FLAGS = ("--client.base-url", "--client.api-key-var")
NO_PUSH = "--no-push"
PRIVATE = re.compile(r"--env\.taskset\.(?:cases|data)[-_]dir\b|\b(?:cases|data)_dir\b")


def private_data_problems(command: str) -> list[str]:
    """What a command that reads private data leaves out; [] for one that reads none."""
    if not PRIVATE.search(command):
        return []
    try:
        argv = shlex.split(command, comments=True)
    except ValueError:
        return [f"not a shell command: {command}"]
    problems = []
    for flag in ENDPOINT_FLAGS:
        values = [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg.replace("_", "-") == flag]
        values += [arg.split("=", 1)[1] for arg in argv if arg.replace("_", "-").startswith(flag + "=")]
        if not values or values[-1].startswith("-"):
            problems.append(f"no {flag} (vf-eval's default is its own provider)")
    pushes = [arg for arg in argv if arg in (NO_PUSH, "--push") or arg.startswith("--push=")]
    if not pushes or pushes[-1] != NO_PUSH:
        problems.append(f"no {NO_PUSH} (vf-eval uploads the run, private invoices and all, by default)")
    if "..." in argv:
        problems.append("`...` in place of flags: name the endpoint and --no-push in the command itself")
    return problems


def documented() -> list[tuple[str, str]]:
    return [(str(page.relative_to(ROOT)), command) for page in pages() for command in commands_in(page)]


def test_the_documents_have_commands_on_private_data():
    """The check below reads what it should: the cases and private-split commands are among them."""
    private = [command for _, command in documented() if PRIVATE.search(command)]
    assert any("--env.taskset.cases-dir" in c for c in private), private
    assert any("--env.taskset.data-dir" in c for c in private), private


@pytest.mark.parametrize("where, command", documented(), ids=lambda value: value[:80])
def test_each_documented_command_on_private_data_names_the_endpoint_and_no_push(where, command):
    assert private_data_problems(command) == [], f"{where}: {command}"


@pytest.mark.parametrize("command, wanted", [
    ("vf-eval invoice-env -m MODEL --env.taskset.cases-dir my-cases",
     ["no --client.base-url", "no --client.api-key-var", "no --no-push"]),
    ("vf-eval invoice-env -m MODEL ... --env.taskset.split eval --env.taskset.data-dir my-eval --no-push",
     ["no --client.base-url", "no --client.api-key-var", "`...`"]),
    ("vf-eval invoice-env -m m --client.base-url http://h/v1 --client.api-key-var K --env.taskset.data_dir d --no-push "
     "--push", ["no --no-push"]),
    ("vf-eval invoice-env -m m --client.base-url http://h/v1 --client.api-key-var K --env.taskset.cases-dir c "
     "# --no-push", ["no --no-push"]),
    ("vf-eval invoice-env -m m --client.base-url http://h/v1 --client.api-key-var K --env.taskset.cases-dir c --no-push",
     []),
    ("vf-eval invoice-env -m m --env.taskset.split eval", []),  # no private data: vf-eval's defaults are the user's call
])
def test_the_rule_catches_what_it_should(command, wanted):
    problems = private_data_problems(command)
    assert len(problems) == len(wanted) and all(w in p for w, p in zip(wanted, problems)), problems


def test_the_reader_joins_continuations_and_reads_inline_code(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("Run `vf-eval invoice-env -m MODEL\n--env.taskset.cases-dir my-cases` now.\n\n"
                    "1. In a list:\n\n   ```bash\n   export K=none\n   vf-eval invoice-env -m m \\\n"
                    "     --env.taskset.data-dir d   # a comment\n   ```\n\n```\ncd x && vf-eval invoice-env -n 1\n```\n")
    assert commands_in(page) == ["vf-eval invoice-env -m m --env.taskset.data-dir d # a comment",
                                 "vf-eval invoice-env -n 1",
                                 "vf-eval invoice-env -m MODEL --env.taskset.cases-dir my-cases"]


def test_the_flag_names_are_the_installed_vf_evals():
    vf_eval = Path(sys.executable).parent / "vf-eval"
    if not vf_eval.exists():
        pytest.skip("vf-eval is not installed")
    result = subprocess.run([str(vf_eval), "invoice-env", "--help"], capture_output=True, text=True, timeout=300,
                            env=dict(os.environ, COLUMNS="200"))
    assert result.returncode == 0, result.stderr[-2000:]
    for flag in (*ENDPOINT_FLAGS, "--env.taskset.cases-dir", "--env.taskset.data-dir"):
        assert flag in result.stdout, flag
    assert NO_PUSH in result.stdout  # "disable with `--no-push`"
