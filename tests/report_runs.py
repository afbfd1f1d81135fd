"""Real vf-eval (and vf-replay) outputs for the report tests of issue 38, made the way a user makes
them: the real `vf-eval` against the built-in scripted policy server (`run_vf_eval`), against a
port where nothing listens, on a private build and on own cases; the real `vf-replay` with its default
output folder. Nothing here is hand-written: every file the report reads is one vf-eval wrote."""

from __future__ import annotations

import os
import socket
import subprocess
from pathlib import Path

from invoice_env.agents.local_eval import run_vf_eval, v1_command

EXAMPLE_CASES = Path(__file__).resolve().parent.parent / "evals" / "cases"
PRIVATE_SEED = 380038
FIRST, SECOND = "zz-started-first", "aa-started-second"
"""Two runs in one folder whose names sort the other way round from the order they started in (as
vf-eval's default names do, which end in a random hash)."""


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


def dead_endpoint_run(out: Path, num: int, rollouts: int, run_name: str = "dead") -> Path:
    """vf-eval against a closed port: it exits 0 and records a ProviderError on every trace (about a
    minute here for 6 rollouts, so the real thing rather than a recorded copy)."""
    env = {**os.environ, "DEAD_KEY": "none"}
    env.pop("PRIME_API_KEY", None)
    command = [v1_command("eval"), "invoice-env", "-m", "my-model", "--client.base-url",
               f"http://127.0.0.1:{closed_port()}/v1", "--client.api-key-var", "DEAD_KEY",
               "--env.taskset.split", "eval", "-n", str(num), "-r", str(rollouts), "-c", str(num * rollouts),
               "-o", str(out), "--run.name", run_name, "--no-push", "--no-rich"]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-2000:]  # vf-eval's own behaviour on a dead endpoint
    return out / run_name


def replay(run_dir: Path, cwd: Path) -> Path:
    """`vf-replay RUN --no-rich` from `cwd`, as docs/frameworks.md shows it: the re-scored traces land
    in vf-replay's default folder, `outputs/invoice-env--replay/<uuid>` under `cwd`."""
    result = subprocess.run([v1_command("replay"), str(run_dir.relative_to(cwd)), "--no-rich"], cwd=cwd,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    (found,) = (cwd / "outputs").glob("invoice-env--replay/*/traces.jsonl")
    return found.parent


def make_runs(root: Path) -> dict[str, Path]:
    """root/outputs: two runs of the first three eval tasks (the reference policy, then printed-ref)
    and a vf-replay of the first; root/private: the reference on a private build; root/cases: the
    reference on one own case; root/dead: 3 tasks x 2 rollouts against a dead endpoint."""
    from invoice_env.tasks.dataset import build

    outputs = root / "outputs"
    first = run_vf_eval("reference", outputs, split="eval", num_examples=3, concurrency=3, run_name=FIRST)
    second = run_vf_eval("printed-ref", outputs, split="eval", num_examples=3, concurrency=3, run_name=SECOND)
    replayed = replay(first.traces_path.parent, root)
    build(root / "my-eval", seed=PRIVATE_SEED, splits=("eval",))
    private = run_vf_eval("reference", root / "private", split="eval", num_examples=3, concurrency=3,
                          run_name="private", extra=["--env.taskset.data-dir", str(root / "my-eval")])
    cases = run_vf_eval("reference", root / "cases", split="eval", num_examples=1, concurrency=1, run_name="cases",
                        extra=["--env.taskset.cases-dir", str(EXAMPLE_CASES)])
    dead = dead_endpoint_run(root / "dead", 3, 2)
    return {"outputs": outputs, "first": first.traces_path.parent, "second": second.traces_path.parent,
            "replay": replayed, "private": private.traces_path.parent, "my-eval": root / "my-eval",
            "cases": cases.traces_path.parent, "dead": dead}
