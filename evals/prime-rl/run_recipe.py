"""Run docs/training.md's recipe with prime-rl on one model, stage by stage, and write the
before/after table.

    python evals/prime-rl/run_recipe.py --prime-rl /path/to/prime-rl [--curriculum] [--dry-run]

Stages, in order, each the page's own command run in the prime-rl checkout: the SFT export (first,
as on the page: a minute on a CPU, it fails early where invoice-env is not installed), the baseline
eval, SFT, the eval of the SFT model, RL (or its three curriculum stages), the final eval. An
eval stage first starts prime-rl's inference server on the model and stops it when the eval ends.
prime-rl writes DCP checkpoints; a stage that serves or trains from a checkpoint needs it in Hugging
Face form (--sft-model, --rl-model, ...), and without it the script stops and says what to do. Run it
again with the flag: a stage whose result exists is skipped.

Exit codes: 0 every stage done, 1 a stage failed, 2 refused (no GPU, no prime-rl checkout),
3 stopped for a converted checkpoint. Stdlib and invoice-env only."""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shlex
import signal
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CONFIGS = REPO / "evals" / "prime-rl"
DOCS_CHECKOUT = "/path/to/invoice-env"
"""How docs/training.md writes the invoice-env checkout in its commands."""
DEFAULT_MODEL = "Qwen/Qwen3-4B-Instruct-2507"
DEFAULT_OUT = REPO / "evals" / "training_results.md"

# docs/training.md's commands; tests/test_training_recipe.py holds the page to them.
INFERENCE = "uv run inference --vllm.model {model} --vllm.tool-call-parser hermes"
EVAL = "uv run evals @ {checkout}/evals/prime-rl/eval.toml --model {model} --output-dir outputs/{run}"
EXPORT_SFT = "uv run invoice-env export-sft --split train --out invoice-env-sft"
SFT = "uv run sft @ {checkout}/evals/prime-rl/sft.toml --model.name {model} --run.name invoice-sft"
RL = ("uv run rl @ {checkout}/evals/prime-rl/{config}.toml --model.name {model} --orchestrator.renderer.name qwen3"
      " --run.name {run}")

EXPORTED = "invoice-env-sft/train.parquet"
EVAL_TRACES = "rollouts/step_0/eval/all/traces.jsonl"
"""Where prime-rl's eval (its file monitor, on by default) appends every episode of a standalone eval,
one `Episode.to_record()` per line (src/prime_rl/monitors/file.py:50-55 at 559b447)."""
EVAL_METRICS = "metrics.jsonl"
"""Where it writes the metric rows; the row with `eval/<source>/policy_version` is written only once the
whole eval epoch is in (src/prime_rl/evals/evals.py:404-406), so it marks a finished eval."""

DONE, FAILED, REFUSED, NEEDS_CHECKPOINT = 0, 1, 2, 3


@dataclass(frozen=True)
class Need:
    """A Hugging Face model a stage serves or trains from, which the user makes from a DCP checkpoint."""
    flag: str
    placeholder: str
    what: str
    checkpoint: str


@dataclass(frozen=True)
class Stage:
    name: str
    command: str
    result: str
    """What the stage leaves behind, relative to the prime-rl checkout: it is done when this exists."""
    server: str | None = None
    """An eval stage's inference server, started first and stopped when the eval ends."""
    model: str = ""
    label: str = ""
    """The stage's row in the table (eval stages only)."""
    need: Need | None = None

    @property
    def is_eval(self) -> bool:
        return self.server is not None


def max_steps(config: str) -> int:
    return tomllib.loads((CONFIGS / f"{config}.toml").read_text(encoding="utf-8"))["max_steps"]


def checkpoint(run: str, config: str) -> str:
    """Where prime-rl writes a run's final DCP checkpoint (docs/training.md, SFT)."""
    return f"outputs/{run}/checkpoints/step_{max_steps(config)}"


def model_or_placeholder(given: str | None, need: Need) -> tuple[str, Need | None]:
    return (given, None) if given else (need.placeholder, need)


def eval_stage(name: str, label: str, model: str, need: Need | None, checkout: str) -> Stage:
    run = f"invoice-eval-{name.removeprefix('eval-')}"
    return Stage(name, EVAL.format(checkout=checkout, model=model, run=run), f"outputs/{run}",
                 server=INFERENCE.format(model=model), model=model, label=label, need=need)


def rl_stage(name: str, config: str, run: str, model: str, need: Need | None, checkout: str) -> Stage:
    return Stage(name, RL.format(checkout=checkout, config=config, model=model, run=run), checkpoint(run, config),
                 model=model, need=need)


def rl_stages(args: argparse.Namespace, sft_model: str, sft_need: Need | None, checkout: str) -> list[Stage]:
    """RL from the SFT model: rl.toml at once, or the curriculum's three stages, each from the last."""
    if not args.curriculum:
        return [rl_stage("rl", "rl", "invoice-rl", sft_model, sft_need, checkout)]
    easy, easy_need = model_or_placeholder(args.rl_easy_model, Need(
        "--rl-easy-model", "STAGE1_MODEL", "curriculum stage 1's model", checkpoint("invoice-rl-easy", "rl-easy")))
    medium, medium_need = model_or_placeholder(args.rl_medium_model, Need(
        "--rl-medium-model", "STAGE2_MODEL", "curriculum stage 2's model",
        checkpoint("invoice-rl-medium", "rl-medium")))
    return [rl_stage("rl-easy", "rl-easy", "invoice-rl-easy", sft_model, sft_need, checkout),
            rl_stage("rl-medium", "rl-medium", "invoice-rl-medium", easy, easy_need, checkout),
            rl_stage("rl", "rl", "invoice-rl", medium, medium_need, checkout)]


def recipe(args: argparse.Namespace, checkout: str = shlex.quote(str(REPO))) -> list[Stage]:
    """The stages in order; a model not given stands as the page's placeholder (SFT_MODEL, ...)."""
    sft_model, sft_need = model_or_placeholder(args.sft_model, Need(
        "--sft-model", "SFT_MODEL", "the SFT model", checkpoint("invoice-sft", "sft")))
    rl_model, rl_need = model_or_placeholder(args.rl_model, Need(
        "--rl-model", "RL_MODEL", "the RL model", checkpoint("invoice-rl", "rl")))
    return [
        Stage("export-sft", EXPORT_SFT, EXPORTED),
        eval_stage("eval-base", "base", args.model, None, checkout),
        Stage("sft", SFT.format(checkout=checkout, model=args.model), checkpoint("invoice-sft", "sft"),
              model=args.model),
        eval_stage("eval-sft", "after SFT", sft_model, sft_need, checkout),
        *rl_stages(args, sft_model, sft_need, checkout),
        eval_stage("eval-rl", "after SFT + RL", rl_model, rl_need, checkout),
    ]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="run_recipe.py", description=__doc__.split("\n\n", 1)[0],
        epilog="Exit codes: 0 every stage done, 1 a stage failed, 2 refused (no GPU, no prime-rl checkout), "
               "3 stopped until a DCP checkpoint is given in Hugging Face form.")
    parser.add_argument("--prime-rl", type=Path, required=True, help="a prime-rl checkout (commands run there)")
    parser.add_argument("--model", default=DEFAULT_MODEL, help=f"the base model (default: {DEFAULT_MODEL})")
    parser.add_argument("--sft-model", help="the SFT checkpoint in Hugging Face form (a hub name or a folder)")
    parser.add_argument("--rl-model", help="the final RL checkpoint in Hugging Face form")
    parser.add_argument("--curriculum", action="store_true",
                        help="RL in three stages, easy, easy+medium, every task (docs/training.md, Curriculum)")
    parser.add_argument("--rl-easy-model", help="with --curriculum: stage 1's checkpoint in Hugging Face form")
    parser.add_argument("--rl-medium-model", help="with --curriculum: stage 2's checkpoint in Hugging Face form")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="the before/after table (default: evals/training_results.md)")
    parser.add_argument("--logs", type=Path, help="one log per stage (default: PRIME_RL/outputs/invoice-recipe-logs)")
    parser.add_argument("--dry-run", action="store_true", help="print every command, run nothing (no GPU needed)")
    return parser.parse_args(argv)


def is_done(stage: Stage, prime_rl: Path) -> bool:
    if stage.is_eval:
        return eval_finished(prime_rl / stage.result)
    return (prime_rl / stage.result).exists()


def eval_finished(output_dir: Path) -> bool:
    metrics = output_dir / EVAL_METRICS
    if not metrics.is_file() or not (output_dir / EVAL_TRACES).is_file():
        return False
    for line in metrics.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if isinstance(row, dict) and any(key.startswith("eval/") and key.endswith("/policy_version") for key in row):
            return True
    return False


def print_plan(stages: list[Stage], prime_rl: Path) -> None:
    print(f"# in {prime_rl}; nothing is run (--dry-run)")
    for stage in stages:
        print(f"# {stage.name}{plan_note(stage, prime_rl)}")
        if stage.server:
            print(f"{stage.server} &")
        print(stage.command)


def plan_note(stage: Stage, prime_rl: Path) -> str:
    if prime_rl.is_dir() and is_done(stage, prime_rl):
        return f" (done, would be skipped: {stage.result} exists)"
    if stage.need is not None:
        return f" (needs {stage.need.flag}: {stage.need.placeholder} below)"
    return ""


def gpu_names() -> str | None:
    """'2 x NVIDIA H100 80GB HBM3' as nvidia-smi lists them; None when it is missing, fails or lists none."""
    try:
        listed = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                                capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    names = [line.strip() for line in listed.stdout.splitlines() if line.strip()]
    if listed.returncode != 0 or not names:
        return None
    return ", ".join(f"{names.count(n)} x {n}" for n in dict.fromkeys(names))


def git_commit(checkout: Path) -> str:
    try:
        found = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True)
    except OSError:
        return "unknown"
    return found.stdout.strip() if found.returncode == 0 else "unknown"


def refusal(prime_rl: Path, gpu: str | None) -> str | None:
    if gpu is None:
        return ("no GPU: `nvidia-smi` is missing or lists no GPU, and the recipe trains and serves on GPUs "
                "(2 of them, docs/training.md). Run it where nvidia-smi lists them, or pass --dry-run to see "
                "the commands")
    if not (prime_rl / "pyproject.toml").is_file():
        return (f"{prime_rl} is not a prime-rl checkout (no pyproject.toml): give --prime-rl the folder of "
                "`git clone https://github.com/PrimeIntellect-ai/prime-rl` (docs/training.md, Setup)")
    return None


def set_aside_unfinished(output_dir: Path) -> None:
    """prime-rl's eval appends to its files, so an interrupted eval's episodes would count twice."""
    if output_dir.exists():
        aside = output_dir.with_name(f"{output_dir.name}.unfinished-{time.strftime('%Y%m%d-%H%M%S')}")
        output_dir.rename(aside)
        print(f"  an unfinished eval was left in {output_dir}: moved to {aside}")


def write_stage_info(logs: Path, stage: Stage, commit: str, gpu: str) -> None:
    info = {"model": stage.model, "prime_rl_commit": commit, "gpu": gpu, "command": stage.command,
            "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")}
    (logs / f"{stage.name}.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")


def read_stage_info(logs: Path, stage: Stage) -> dict:
    try:
        return json.loads((logs / f"{stage.name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def start_server(command: str, prime_rl: Path, log: Path) -> subprocess.Popen:
    with log.open("w", encoding="utf-8") as out:
        return subprocess.Popen(shlex.split(command), cwd=prime_rl, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)


def stop(process: subprocess.Popen, grace: float = 60.0) -> None:
    """End a process this script started, with everything it started (its own process group)."""
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def run_command(command: str, prime_rl: Path, log: Path, server: subprocess.Popen | None = None) -> tuple[int, str]:
    """(exit code, what failed): the command's, or the server's when it ended first."""
    with log.open("w", encoding="utf-8") as out:
        process = subprocess.Popen(shlex.split(command), cwd=prime_rl, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        while process.poll() is None:
            if server is not None and server.poll() is not None:
                stop(process)
                return server.returncode or 1, "the inference server ended before the eval did"
            time.sleep(2)
    except BaseException:
        stop(process)
        raise
    return process.returncode, "the command failed"


def run_stage(stage: Stage, prime_rl: Path, logs: Path) -> tuple[int, str, list[Path]]:
    """(exit code, what failed, its logs)."""
    log = logs / f"{stage.name}.log"
    if not stage.is_eval:
        code, why = run_command(stage.command, prime_rl, log)
        return code, why, [log]
    set_aside_unfinished(prime_rl / stage.result)
    server_log = logs / f"{stage.name}.inference.log"
    server = start_server(stage.server, prime_rl, server_log)
    try:
        code, why = run_command(stage.command, prime_rl, log, server)
    finally:
        stop(server)
    return code, why, [log, server_log]


def failure_message(stage: Stage, code: int, why: str, logs: list[Path]) -> str:
    where = ", ".join(str(log) for log in logs)
    text = f"stage {stage.name} failed: {why} (exit code {code}). Log: {where}"
    if stage.name in ("sft", "rl", "rl-easy", "rl-medium"):
        run_dir = stage.result.split("/checkpoints/")[0]
        text += (f". prime-rl will not reuse {run_dir} for a new run: fix the cause, then delete that folder "
                 "(or resume it by hand with --resume) and run this script again")
    return text


def needs_message(stage: Stage, prime_rl: Path) -> str:
    need = stage.need
    return (f"stage {stage.name} needs {need.what} in Hugging Face form. prime-rl wrote a DCP checkpoint to "
            f"{prime_rl / need.checkpoint}: convert it to a Hugging Face model or upload it (docs/training.md, "
            f"SFT), then run this script again with {need.flag} NAME_OR_FOLDER; the stages done are skipped.")


@dataclass(frozen=True)
class EvalSummary:
    tasks: int
    rollouts: int
    reward_sum: float
    errored: int
    started: float | None

    @property
    def mean(self) -> float:
        return self.reward_sum / self.rollouts


def read_eval(traces: Path) -> EvalSummary:
    """An eval's rollouts, read as `invoice-env report` reads them (verifiers' episode records)."""
    from invoice_env.report.data import load_run

    run = load_run(traces)
    return EvalSummary(len({r.task for r in run.rollouts}), len(run.rollouts), sum(r.reward for r in run.rollouts),
                       sum(r.errored for r in run.rollouts), run.started)


def reward_cell(summary: EvalSummary) -> str:
    from invoice_env.report.stats import wilson

    low, high = wilson(summary.reward_sum, summary.rollouts)
    text = f"{summary.mean:.3f} ({low:.3f}-{high:.3f})"
    return text + (f", {summary.errored} errored" if summary.errored else "")


def size_cell(summary: EvalSummary) -> str:
    per_task, uneven = divmod(summary.rollouts, summary.tasks)
    return f"{summary.tasks} x {per_task}" if not uneven else f"{summary.tasks} tasks, {summary.rollouts} rollouts"


def date_cell(summary: EvalSummary, info: dict) -> str:
    if summary.started is not None:
        return datetime.datetime.fromtimestamp(summary.started, datetime.timezone.utc).date().isoformat()
    return str(info.get("started", "unknown"))[:10]


def table_row(stage: Stage, summary: EvalSummary, info: dict) -> str:
    """`info` is what the script recorded when it ran the stage; a stage run before without it shows its
    model and 'unknown' for the rest."""
    cells = [info.get("model") or stage.model, stage.label, size_cell(summary), reward_cell(summary),
             date_cell(summary, info), str(info.get("prime_rl_commit") or "unknown")[:7], info.get("gpu") or "unknown"]
    return "| " + " | ".join(cells) + " |"


TABLE_HEAD = """# Before and after training (docs/training.md)

Written by `evals/prime-rl/run_recipe.py` from prime-rl's eval outputs
(`outputs/<run>/{traces}` in the prime-rl checkout): the mean reward of every rollout on the
held-out eval split, with its 95 % Wilson interval.

| model | stage | tasks x rollouts | mean reward (95 % interval) | date | prime-rl commit | GPU |
|---|---|---|---|---|---|---|
"""


def write_table(out: Path, rows: list[str]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(TABLE_HEAD.format(traces=EVAL_TRACES) + "\n".join(rows) + "\n", encoding="utf-8")


def table_rows(stages: list[Stage], prime_rl: Path, logs: Path) -> list[str]:
    return [table_row(stage, read_eval(prime_rl / stage.result / EVAL_TRACES), read_stage_info(logs, stage))
            for stage in stages if stage.is_eval and is_done(stage, prime_rl)]


def update_table(stages: list[Stage], prime_rl: Path, logs: Path, out: Path) -> None:
    rows = table_rows(stages, prime_rl, logs)
    if rows:
        write_table(out, rows)
        print(f"table: {out} ({len(rows)} of {sum(s.is_eval for s in stages)} evals)")


def run_stages(stages: list[Stage], prime_rl: Path, logs: Path, out: Path, gpu: str) -> int:
    commit = git_commit(prime_rl)
    for stage in stages:
        if is_done(stage, prime_rl):
            print(f"{stage.name}: skipped, its result exists ({prime_rl / stage.result})")
            continue
        if stage.need is not None:
            print(needs_message(stage, prime_rl), file=sys.stderr)
            return NEEDS_CHECKPOINT
        print(f"{stage.name}: {stage.command}  (log: {logs / stage.name}.log)", flush=True)
        write_stage_info(logs, stage, commit, gpu)
        code, why, stage_logs = run_stage(stage, prime_rl, logs)
        if code != 0:
            print(failure_message(stage, code, why, stage_logs), file=sys.stderr)
            return FAILED
        if stage.is_eval:
            update_table(stages, prime_rl, logs, out)
    print("every stage is done")
    return DONE


def run_recipe(stages: list[Stage], prime_rl: Path, logs: Path, out: Path, gpu: str) -> int:
    """Run the stages not done yet, then write the table of the evals done, however the run ended."""
    logs.mkdir(parents=True, exist_ok=True)
    try:
        return run_stages(stages, prime_rl, logs, out, gpu)
    finally:
        update_table(stages, prime_rl, logs, out)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    prime_rl = args.prime_rl.resolve()
    stages = recipe(args)
    if args.dry_run:
        print_plan(stages, prime_rl)
        return DONE
    gpu = gpu_names()
    if (why := refusal(prime_rl, gpu)) is not None:
        print(f"run_recipe.py: refused: {why}", file=sys.stderr)
        return REFUSED
    logs = (args.logs or prime_rl / "outputs" / "invoice-recipe-logs").resolve()
    return run_recipe(stages, prime_rl, logs, args.out.resolve(), gpu)


if __name__ == "__main__":
    sys.exit(main())
