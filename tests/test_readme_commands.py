"""The documented model-evaluation commands (the README's quick start and every page under docs/),
resolved by the installed vf-eval (`--dry-run`: the full config is built and validated, nothing is
sent): an explicit endpoint and key variable, the eval split (or a cases folder), no upload. A command
on a cases folder or a private build runs on the example cases or on the private build its page
makes with the documented `invoice-env build` command."""

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from doc_pages import README, ROOT, commands_in, pages


def vf_eval_commands(page: Path) -> list[str]:
    text = page.read_text().replace("\\\n", " ")
    return [line.strip() for line in text.splitlines() if line.strip().startswith("vf-eval invoice-env -m ")
            and "--client.base-url" in line]


def readme_vf_eval_commands() -> list[str]:
    return vf_eval_commands(README)


def documented_vf_eval_commands() -> list[str]:
    """Every such command of the README and the docs/ pages, each once (the quick start's two are
    repeated in docs/evaluate.md; "Comparing models" lives in docs/reports.md)."""
    return list(dict.fromkeys(command for page in pages() for command in vf_eval_commands(page)))


def test_the_readme_shows_an_openai_and_a_local_server_command():
    commands = readme_vf_eval_commands()
    assert any("https://api.openai.com/v1" in c for c in commands)
    assert any("http://localhost:" in c for c in commands)


def test_the_comparing_models_command_is_among_them():
    assert any("-n 240 -r 4" in c and "--sampling.temperature" in c for c in documented_vf_eval_commands())


@pytest.mark.parametrize("command", documented_vf_eval_commands())
def test_each_documented_command_resolves_to_the_endpoint_the_eval_split_and_no_upload(command, tmp_path):
    argv = shlex.split(command)
    argv[0] = str(Path(sys.executable).parent / "vf-eval")
    env = dict(os.environ, OPENAI_API_KEY="unused", LOCAL_KEY="unused")
    _make_the_private_folders(argv, tmp_path)
    result = subprocess.run([*argv, "--dry-run", "-o", str(tmp_path)], capture_output=True, text=True, timeout=300,
                            env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    (resolved,) = tmp_path.glob("*/configs/resolved/eval.json")
    config = json.loads(resolved.read_text())
    base_url = re.search(r"--client\.base-url (\S+)", command).group(1)
    assert config["client"]["base_url"] == base_url
    assert config["client"]["api_key_var"] == re.search(r"--client\.api-key-var (\S+)", command).group(1)
    assert config["push"] is False
    taskset = config["env"]["taskset"]
    if "--env.taskset.cases-dir" in argv:
        assert taskset["cases_dir"] == argv[argv.index("--env.taskset.cases-dir") + 1]
    else:
        assert taskset["split"] == "eval"
    inbox = taskset.get("mode") == "inbox"
    assert inbox == ("--env.taskset.mode" in argv and argv[argv.index("--env.taskset.mode") + 1] == "inbox")
    # an inbox run's agent caps grow to the largest inbox (docs/inbox.md, "Bounds")
    assert config["env"]["agent"]["harness"]["id"] == "null" and config["env"]["agent"]["max_turns"] == (60 if inbox
                                                                                                       else 10)


def _documented_build(out: str) -> list[str]:
    """The documented `invoice-env build ... --out OUT` command that makes the folder `out`."""
    builds = [c for page in pages() for c in commands_in(page, "invoice-env") if c.startswith("invoice-env build")
              and f"--out {out}" in c]
    assert builds, f"no documented `invoice-env build ... --out {out}` makes the data dir {out}"
    return shlex.split(builds[0], comments=True)


def _make_the_private_folders(argv: list[str], where: Path) -> None:
    """The cases folder or private build a command names, made in `where` as the docs make them."""
    if "--env.taskset.cases-dir" in argv:
        target = where / argv[argv.index("--env.taskset.cases-dir") + 1]
        shutil.copytree(ROOT / "evals" / "cases", target, ignore=shutil.ignore_patterns("*.py"))
    if "--env.taskset.data-dir" in argv:
        build = _documented_build(argv[argv.index("--env.taskset.data-dir") + 1])
        build[0] = str(Path(sys.executable).parent / "invoice-env")
        result = subprocess.run(build, capture_output=True, text=True, timeout=600, cwd=where)
        assert result.returncode == 0, result.stderr[-3000:]
