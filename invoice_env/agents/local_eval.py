"""Run the real `vf-eval` (verifiers v1) against a built-in scripted policy served on 127.0.0.1:
the no-API-key path used by the quick start, the tests and the benchmark."""

from __future__ import annotations

import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from invoice_env.agents.policy_server import running_server
from invoice_env.agents.progress import run_with_progress


def default_timeout(rollouts: int) -> float:
    """Seconds vf-eval gets for `rollouts` rollouts: 10 minutes plus 6 s each (the reference's 800
    train tasks took 1,270 s at 32 concurrent; this leaves four times that on a loaded machine)."""
    return 600.0 + 6.0 * rollouts


@dataclass(frozen=True)
class EvalRun:
    traces_path: Path
    seconds: float
    returncode: int
    log: str
    command: tuple[str, ...] = ()
    """The vf-eval command line that ran (its endpoint was the policy server's, gone now)."""

    def traces(self) -> list[dict]:
        """One dict per rollout: the trace, with its episode's task data under 'task'."""
        rows = []
        for line in self.traces_path.read_text().splitlines():
            episode = json.loads(line)
            for trace in episode["traces"]:
                rows.append(trace | {"task": episode["task"]})
        return rows


def _script(name: str) -> str:
    """The console script `name`, preferably the one installed beside this interpreter."""
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} is not installed: pip install 'verifiers>0.3.0,<0.5' (it comes with invoice-env)")
    return found


def _vf_eval() -> str:
    """verifiers 0.3.x's v0 `vf-eval` (the legacy CLI that calls `load_environment`)."""
    return _script("vf-eval")


V1_COMMANDS = {"eval": "verifiers.v1.cli.eval.main:main", "replay": "verifiers.v1.cli.replay:main",
               "validate": "verifiers.v1.cli.validate:main"}
"""The v1 CLIs, by what they run. verifiers 0.4 installs them as `vf-eval`, `vf-replay`, `vf-validate`;
0.3.x (0.3.1.dev62, the one prime-rl pins, included) as `eval`, `replay`, `validate`, and there
`vf-eval` is the legacy v0 CLI."""


def v1_command(command: str) -> str:
    """The installed console script that runs verifiers' v1 `command` ("eval", "replay", "validate")."""
    from importlib.metadata import entry_points

    target = V1_COMMANDS[command]
    names = sorted(ep.name for ep in entry_points(group="console_scripts") if ep.value == target)
    if not names:
        raise RuntimeError(f"no installed verifiers console script runs {target}: pip install 'verifiers>0.3.0,<0.5'")
    return _script(f"vf-{command}" if f"vf-{command}" in names else names[0])


def verifiers_generation() -> str:
    """'v1' with verifiers >= 0.4 (vf-eval loads the Taskset), 'v0' with 0.3.x (load_environment)."""
    import verifiers

    return "v0" if hasattr(verifiers, "StatefulToolEnv") else "v1"


def run_vf_eval_v0(policy: str, out_dir: Path, split: str = "eval", num_examples: int = 8, rollouts: int = 1,
                   concurrency: int = 8, timeout: float | None = None, progress: TextIO | None = None) -> EvalRun:
    """verifiers 0.3.x: vf-eval invoice-env -m POLICY -b URL ... writes results.jsonl."""
    env = dict(os.environ)
    env.pop("INVOICE_ENV_NO_KEY", None)
    out_dir = Path(out_dir)
    with running_server(policy) as base_url:
        command = [_vf_eval(), "invoice-env", "-m", policy, "-b", base_url, "-k", "INVOICE_ENV_NO_KEY",
                   "-n", str(num_examples), "-r", str(rollouts), "-c", str(concurrency), "-s", "-d",
                   "-a", json.dumps({"split": split}), "-C", "verdict,rows_written", "-o", str(out_dir)]
        total = num_examples * rollouts  # verifiers 0.3 logs no 'rollout done' lines: no count to show
        result = run_with_progress(command, env, timeout or default_timeout(total), 0, "vf-eval", progress)
    found = sorted(out_dir.glob("evals/invoice-env--*/*/results.jsonl"), key=lambda p: p.stat().st_mtime)
    if result.returncode != 0 or not found:
        raise RuntimeError(f"vf-eval failed (exit {result.returncode}):\n{result.stderr[-4000:]}")
    return EvalRun(found[-1], result.seconds, result.returncode, result.stderr)


def vf_eval_command(model: str, base_url: str, out_dir: Path, split: str, num_examples: int, rollouts: int,
                    concurrency: int, run_name: str, extra: list[str] | None = None) -> list[str]:
    """The vf-eval command line the project runs: an explicit endpoint and key variable (vf-eval's
    default provider is Prime Inference), an explicit split, and never an upload (`--push` is on by
    default in verifiers 0.4)."""
    return [v1_command("eval"), "invoice-env", "-m", model, "--client.base-url", base_url,
            "--client.api-key-var", "INVOICE_ENV_NO_KEY", "-n", str(num_examples), "-r", str(rollouts),
            "-c", str(concurrency), "--env.taskset.split", split, "-o", str(out_dir), "--run.name", run_name,
            "--no-push", "--no-rich", *(extra or [])]


def free_run_name(out_dir: Path, name: str) -> str:
    """`name`, or `name-2`, `name-3`, ... whichever has no folder in `out_dir` yet: vf-eval refuses a
    run folder that exists, and an earlier run is never overwritten."""
    candidate, n = name, 1
    while (Path(out_dir) / candidate).exists():
        n += 1
        candidate = f"{name}-{n}"
    return candidate


def run_vf_eval(policy: str, out_dir: Path, split: str = "eval", num_examples: int = 8, rollouts: int = 1,
                concurrency: int = 8, extra: list[str] | None = None, run_name: str = "run",
                timeout: float | None = None, progress: TextIO | None = None) -> EvalRun:
    """vf-eval invoice-env against the named policy; returns where the traces were written. With
    `progress` (a stream such as sys.stderr) a line every few seconds says how many rollouts are done;
    past `timeout` (default: `default_timeout`) vf-eval is stopped with a clear CommandTimeout."""
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # uv for the null harness
    env.pop("PRIME_API_KEY", None)
    with running_server(policy) as base_url:
        command = vf_eval_command(policy, base_url, out_dir, split, num_examples, rollouts, concurrency, run_name,
                                  extra)
        total = num_examples * rollouts
        result = run_with_progress(command, env, timeout or default_timeout(total), total, "vf-eval", progress)
    traces = Path(out_dir) / run_name / "traces.jsonl"
    if result.returncode != 0 or not traces.exists():
        raise RuntimeError(f"vf-eval failed (exit {result.returncode}):\n{result.stderr[-4000:]}")
    return EvalRun(traces, result.seconds, result.returncode, result.stderr, tuple(command))
