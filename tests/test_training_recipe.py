"""evals/prime-rl/run_recipe.py, which runs docs/training.md's recipe on a GPU machine, checked here
without one: its dry run prints the page's commands in order, it refuses without nvidia-smi, skips the
stages whose result exists, stops on a failing stage with its exit code and log, and its table holds
what a real vf-eval run's traces hold (read as prime-rl's eval writes them). Also the page's
curriculum table against the task counts the curriculum configs state."""

from __future__ import annotations

import importlib.util
import json
import math
import os
import re
import shlex
import shutil
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from doc_pages import DOCS, ROOT

PAGE = DOCS / "training.md"
CONFIGS = ROOT / "evals" / "prime-rl"
BIN = Path(sys.executable).parent
FAKE_GPU = "NVIDIA Test GPU 80GB"


def load_script():
    spec = importlib.util.spec_from_file_location("run_recipe", CONFIGS / "run_recipe.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["run_recipe"] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


recipe = load_script()


def page_commands() -> list[str]:
    """The `uv run` commands of the page's bash blocks, in order, each as one normalised line."""
    text = PAGE.read_text(encoding="utf-8")
    out = []
    for block in re.findall(r"^```bash\n(.*?)^```", text, re.M | re.S):
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            argv = shlex.split(line, comments=True)
            if argv[:2] == ["uv", "run"]:
                out.append(shlex.join(argv))
    return out


def planned_commands(capsys, *flags: str) -> list[str]:
    """The dry run's commands, the checkout written as the page writes it."""
    assert recipe.main(["--prime-rl", "/nonexistent/prime-rl", "--dry-run", *flags]) == 0
    lines = capsys.readouterr().out.replace(str(ROOT), recipe.DOCS_CHECKOUT).splitlines()
    return [shlex.join(shlex.split(line.removesuffix(" &"))) for line in lines if line and not line.startswith("#")]


def is_subsequence(items: list[str], of: list[str]) -> bool:
    rest = iter(of)
    return all(item in rest for item in items)


def fake_bin(folder: Path, **scripts: str) -> Path:
    """A folder of shell scripts, one per name, to stand as PATH."""
    folder.mkdir(exist_ok=True)
    for name, body in scripts.items():
        path = folder / name.replace("_", "-")
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return folder


def gpu_path(tmp_path: Path, **more: str) -> str:
    """PATH with an nvidia-smi that lists two GPUs (and `more` scripts), nothing else: no uv."""
    return str(fake_bin(tmp_path / "bin", nvidia_smi=f"echo '{FAKE_GPU}'; echo '{FAKE_GPU}'", **more))


def prime_rl_checkout(tmp_path: Path) -> Path:
    checkout = tmp_path / "prime-rl"
    checkout.mkdir()
    (checkout / "pyproject.toml").write_text('[project]\nname = "prime-rl"\n')
    return checkout


# --- the commands ------------------------------------------------------------------------------------

def test_the_dry_run_prints_the_pages_commands_in_the_pages_order(capsys):
    documented = page_commands()
    straight = planned_commands(capsys)
    curriculum = planned_commands(capsys, "--curriculum")
    assert is_subsequence(straight, documented), (straight, documented)
    assert is_subsequence(curriculum, documented), (curriculum, documented)
    not_run = {shlex.join(shlex.split(line)) for line in (
        'uv run python -c "import invoice_env"',  # the setup check, by hand
        f"uv run python {recipe.DOCS_CHECKOUT}/evals/prime-rl/run_recipe.py --prime-rl .")}  # the script itself
    assert set(documented) - set(straight) - set(curriculum) == not_run
    assert straight[:2] == [recipe.EXPORT_SFT, recipe.INFERENCE.format(model="Qwen/Qwen3-4B-Instruct-2507")]
    assert straight[-1].endswith("--model RL_MODEL --output-dir outputs/invoice-eval-rl")
    assert [c.split()[4] for c in curriculum if c.startswith("uv run rl ")] == [
        f"{recipe.DOCS_CHECKOUT}/evals/prime-rl/{name}.toml" for name in ("rl-easy", "rl-medium", "rl")]


def test_the_dry_run_takes_the_models_given_and_runs_nothing(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(fake_bin(tmp_path / "empty")))  # neither uv nor nvidia-smi
    checkout = prime_rl_checkout(tmp_path)
    assert recipe.main(["--prime-rl", str(checkout), "--dry-run", "--model", "Qwen/Qwen3-1.7B",
                        "--sft-model", "me/sft", "--rl-model", "me/rl"]) == 0
    out = capsys.readouterr().out
    assert "--model.name Qwen/Qwen3-1.7B --run.name invoice-sft" in out
    assert "uv run rl @" in out and "--model.name me/sft --orchestrator.renderer.name qwen3 --run.name invoice-rl" in out
    assert "--model me/rl --output-dir outputs/invoice-eval-rl" in out
    assert "SFT_MODEL" not in out and "RL_MODEL" not in out
    assert sorted(p.name for p in checkout.iterdir()) == ["pyproject.toml"]


# --- refusing, skipping, failing, stopping -----------------------------------------------------------

@pytest.mark.parametrize("nvidia_smi", [None, "echo 'NVIDIA-SMI has failed' >&2; exit 9"])
def test_without_a_gpu_it_refuses_with_exit_code_2(capsys, tmp_path, monkeypatch, nvidia_smi):
    scripts = {} if nvidia_smi is None else {"nvidia_smi": nvidia_smi}
    monkeypatch.setenv("PATH", str(fake_bin(tmp_path / "bin", **scripts)))
    checkout = prime_rl_checkout(tmp_path)
    assert recipe.main(["--prime-rl", str(checkout)]) == 2
    err = capsys.readouterr().err
    assert "refused: no GPU" in err and "nvidia-smi" in err and "--dry-run" in err
    assert sorted(p.name for p in checkout.iterdir()) == ["pyproject.toml"]


def test_a_folder_that_is_no_prime_rl_checkout_is_refused(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", gpu_path(tmp_path))
    assert recipe.main(["--prime-rl", str(tmp_path / "missing")]) == 2
    assert "is not a prime-rl checkout" in capsys.readouterr().err


def finish_eval(checkout: Path, run: str, traces: Path) -> None:
    """An eval's output as prime-rl's evals leaves it: its episodes, and the metrics row of a whole epoch."""
    folder = checkout / "outputs" / run
    (folder / recipe.EVAL_TRACES).parent.mkdir(parents=True)
    shutil.copy(traces, folder / recipe.EVAL_TRACES)
    (folder / recipe.EVAL_METRICS).write_text(json.dumps({"step": 0, "eval/invoice-env-eval/reward/mean": 0.1,
                                                          "eval/invoice-env-eval/policy_version": 0.0}) + "\n")


def finish_stage(checkout: Path, name: str, traces: Path) -> None:
    stage = {s.name: s for s in recipe.recipe(recipe.parse_args(["--prime-rl", str(checkout)]))}[name]
    if stage.is_eval:
        finish_eval(checkout, stage.result.removeprefix("outputs/"), traces)
    else:
        (checkout / stage.result).parent.mkdir(parents=True, exist_ok=True)
        (checkout / stage.result).mkdir() if "checkpoints" in stage.result else (checkout / stage.result).touch()


def test_every_stage_whose_result_exists_is_skipped_and_the_table_is_written(capsys, tmp_path, monkeypatch,
                                                                             vf_eval_traces):
    monkeypatch.setenv("PATH", gpu_path(tmp_path))  # no uv: a stage that ran would fail
    checkout = prime_rl_checkout(tmp_path)
    for name in ("eval-base", "export-sft", "sft", "eval-sft", "rl", "eval-rl"):
        finish_stage(checkout, name, vf_eval_traces)
    out_file = tmp_path / "training_results.md"
    code = recipe.main(["--prime-rl", str(checkout), "--sft-model", "me/sft", "--rl-model", "me/rl",
                        "--out", str(out_file)])
    out = capsys.readouterr().out
    assert code == 0, out
    skipped = re.findall(r"^(\S+): skipped, its result exists", out, re.M)
    assert skipped == ["export-sft", "eval-base", "sft", "eval-sft", "rl", "eval-rl"]
    rows = [line for line in out_file.read_text().splitlines() if line.startswith("| ") and "---" not in line][1:]
    assert [row.split(" | ")[:2] for row in rows] == [["| Qwen/Qwen3-4B-Instruct-2507", "base"],
                                                      ["| me/sft", "after SFT"], ["| me/rl", "after SFT + RL"]]


def test_an_eval_without_its_final_metrics_row_is_not_done(tmp_path, vf_eval_traces):
    checkout = prime_rl_checkout(tmp_path)
    finish_eval(checkout, "invoice-eval-base", vf_eval_traces)
    output = checkout / "outputs" / "invoice-eval-base"
    assert recipe.eval_finished(output)
    (output / recipe.EVAL_METRICS).write_text(json.dumps({"step": 0, "eval/invoice-env-eval/progress": 0.5}) + "\n")
    assert not recipe.eval_finished(output)


def test_a_failing_stage_stops_the_run_with_its_exit_code_and_log(capsys, tmp_path, monkeypatch, vf_eval_traces):
    monkeypatch.setenv("PATH", gpu_path(tmp_path, uv='echo "uv was asked: $*"; exit 1'))
    checkout = prime_rl_checkout(tmp_path)
    finish_stage(checkout, "eval-base", vf_eval_traces)
    out_file = tmp_path / "training_results.md"
    assert recipe.main(["--prime-rl", str(checkout), "--out", str(out_file)]) == 1
    captured = capsys.readouterr()
    log = checkout / "outputs" / "invoice-recipe-logs" / "export-sft.log"
    assert f"stage export-sft failed: the command failed (exit code 1). Log: {log}" in captured.err
    assert log.read_text() == f"uv was asked: {recipe.EXPORT_SFT.removeprefix('uv ')}\n"
    assert not (checkout / "outputs" / "invoice-recipe-logs" / "sft.log").exists()
    info = json.loads((log.parent / "export-sft.json").read_text())
    assert info["gpu"] == f"2 x {FAKE_GPU}" and info["command"] == recipe.EXPORT_SFT
    assert out_file.read_text().count("| base |") == 1  # the baseline done before is in the table


def test_a_failing_eval_stage_names_both_its_logs_and_sets_an_unfinished_eval_aside(capsys, tmp_path, monkeypatch,
                                                                                   vf_eval_traces):
    monkeypatch.setenv("PATH", gpu_path(tmp_path, uv='echo "uv was asked: $*"; exit 1'))
    checkout = prime_rl_checkout(tmp_path)
    finish_stage(checkout, "export-sft", vf_eval_traces)
    finish_eval(checkout, "invoice-eval-base", vf_eval_traces)
    (checkout / "outputs" / "invoice-eval-base" / recipe.EVAL_METRICS).write_text("")  # interrupted: no final row
    assert recipe.main(["--prime-rl", str(checkout), "--out", str(tmp_path / "t.md")]) == 1
    captured = capsys.readouterr()
    logs = checkout / "outputs" / "invoice-recipe-logs"
    assert "stage eval-base failed: " in captured.err and "(exit code 1)" in captured.err
    assert f"Log: {logs / 'eval-base.log'}, {logs / 'eval-base.inference.log'}" in captured.err
    assert (logs / "eval-base.inference.log").read_text().startswith("uv was asked: run inference --vllm.model ")
    (aside,) = (checkout / "outputs").glob("invoice-eval-base.unfinished-*")
    assert (aside / recipe.EVAL_TRACES).read_bytes() == vf_eval_traces.read_bytes()
    assert "an unfinished eval was left in" in captured.out
    assert not (tmp_path / "t.md").exists()  # no eval finished: no table


def test_a_stage_that_needs_a_converted_checkpoint_stops_and_says_what_to_do(capsys, tmp_path, monkeypatch,
                                                                             vf_eval_traces):
    monkeypatch.setenv("PATH", gpu_path(tmp_path))
    checkout = prime_rl_checkout(tmp_path)
    for name in ("eval-base", "export-sft", "sft"):
        finish_stage(checkout, name, vf_eval_traces)
    assert recipe.main(["--prime-rl", str(checkout), "--out", str(tmp_path / "t.md")]) == 3
    err = capsys.readouterr().err
    assert "stage eval-sft needs the SFT model in Hugging Face form" in err
    assert str(checkout / "outputs" / "invoice-sft" / "checkpoints" / f"step_{recipe.max_steps('sft')}") in err
    assert "run this script again with --sft-model NAME_OR_FOLDER" in err


# --- the table, on a real vf-eval run ----------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def vf_eval_traces(tmp_path_factory) -> Path:
    """A real vf-eval run of the built-in `careless` policy (docs/evaluate.md, The built-in endpoint):
    6 eval tasks x 2 rollouts, some solved, some not."""
    pytest.importorskip("verifiers.v1")
    folder = tmp_path_factory.mktemp("vf-eval")
    port = str(_free_port())
    server = subprocess.Popen([str(BIN / "invoice-env"), "serve-policy", "--port", port], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, cwd=folder)
    try:
        assert server.stdout.readline().strip() == f"http://127.0.0.1:{port}/v1"
        run = [str(BIN / "vf-eval"), "invoice-env", "-m", "careless", "--client.base-url",
               f"http://127.0.0.1:{port}/v1", "--client.api-key-var", "LOCAL_KEY", "--env.taskset.split", "eval",
               "-n", "6", "-r", "2", "-c", "2", "--no-push"]
        result = subprocess.run(run, capture_output=True, text=True, timeout=900, cwd=folder,
                                env=dict(os.environ, LOCAL_KEY="none"))
        assert result.returncode == 0, result.stderr[-3000:]
    finally:
        server.terminate()
        server.wait(30)
    (traces,) = (folder / "outputs").glob("*/traces.jsonl")
    return traces


def raw_rollouts(traces: Path) -> list[tuple[str, float]]:
    """(task id, reward) of every trace, straight from the file: the weighted sum of its reward scores."""
    out = []
    for line in traces.read_text().splitlines():
        episode = json.loads(line)
        for trace in episode["traces"]:
            reward = sum(r["score"] * r.get("weight", 1.0) for r in trace["rewards"].values())
            out.append((episode["task"]["data"]["id"], reward))
    return out


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def test_the_table_holds_what_the_real_traces_hold(tmp_path, vf_eval_traces):
    rollouts = raw_rollouts(vf_eval_traces)
    rewards = [reward for _, reward in rollouts]
    assert len(rollouts) == 12 and 0 < sum(rewards) < 12, "the careless policy solves some tasks, not all"
    checkout = prime_rl_checkout(tmp_path)
    finish_eval(checkout, "invoice-eval-base", vf_eval_traces)
    logs = tmp_path / "logs"
    logs.mkdir()
    stages = recipe.recipe(recipe.parse_args(["--prime-rl", str(checkout)]))
    (baseline,) = [stage for stage in stages if stage.name == "eval-base"]
    recipe.write_stage_info(logs, baseline, "559b44772e471d1538537b8805cc77f3824a5e64", f"2 x {FAKE_GPU}")
    out_file = tmp_path / "training_results.md"
    recipe.update_table(stages, checkout, logs, out_file)
    (row,) = [line for line in out_file.read_text().splitlines() if line.startswith("| Qwen/")]
    model, stage, size, reward, date, commit, gpu = row.strip("| ").split(" | ")
    low, high = wilson(sum(rewards), len(rewards))
    assert (model, stage, commit, gpu) == ("Qwen/Qwen3-4B-Instruct-2507", "base", "559b447", f"2 x {FAKE_GPU}")
    assert size == f"{len({task for task, _ in rollouts})} x 2" == "6 x 2"
    assert reward == f"{sum(rewards) / len(rewards):.3f} ({low:.3f}-{high:.3f})"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", date)


# --- the curriculum table ----------------------------------------------------------------------------

def stated_counts(config: str) -> tuple[int, int]:
    """(train tasks, eval tasks) as the config's first line states them: '... (32 tasks) ... (14 tasks)'."""
    first = (CONFIGS / f"{config}.toml").read_text().splitlines()[0]
    train, evals = (int(n) for n in re.findall(r"\((\d+) tasks\)", first))
    return train, evals


def test_the_pages_curriculum_table_has_the_task_counts_the_configs_state(train_tasks, eval_tasks):
    section = PAGE.read_text(encoding="utf-8").split("### Curriculum", 1)[1].split("\n## ", 1)[0]
    rows = {cells[0]: cells for cells in
            ([c.strip() for c in line.strip("|").split("|")] for line in section.splitlines() if line.startswith("| "))}
    expected = {"1": stated_counts("rl-easy"), "2": stated_counts("rl-medium"),
                "3": (len(train_tasks), len(eval_tasks))}
    for stage, (train, evals) in expected.items():
        assert (rows[stage][2], rows[stage][3]) == (str(train), str(evals)), rows[stage]
    readme = " ".join((CONFIGS / "README.md").read_text().split())
    assert f"`easy` slice ({expected['1'][0]} train tasks" in readme
    assert f"`easy` and `medium` ({expected['2'][0]}," in readme
