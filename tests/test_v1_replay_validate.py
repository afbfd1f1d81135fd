"""verifiers' own offline tools on our runs: the real `vf-replay` re-grades a real `vf-eval` run
from its saved traces, and the real `vf-validate` checks gold and no-op on a sample of tasks."""

import json
import re
import shlex
import subprocess
from pathlib import Path

import pytest
from doc_pages import pages

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "SingleAgentEnv"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.agents.local_eval import run_vf_eval, v1_command  # noqa: E402


def _by_id(traces_file: Path) -> dict[str, dict]:
    traces = {}
    for line in traces_file.read_text().splitlines():
        for trace in json.loads(line)["traces"]:
            traces[trace["id"]] = trace
    return traces


def _replay(run_dir: Path, out: Path) -> dict[str, dict]:
    result = subprocess.run([v1_command("replay"), str(run_dir), "--output-dir", str(out), "--no-rich"],
                            capture_output=True, text=True, timeout=300, cwd=out.parent)
    assert result.returncode == 0, result.stderr[-3000:]
    return _by_id(out / "traces.jsonl")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("replay")
    run_vf_eval("reference", out / "ref", split="eval", num_examples=3, concurrency=3, run_name="run")
    run_vf_eval("double-book", out / "bad", split="eval", num_examples=1, concurrency=1, run_name="run")
    return out


def test_vf_replay_regrades_our_runs_to_the_same_reward_and_metrics(run):
    for name, expected in (("ref", 1.0), ("bad", 0.0)):
        source = _by_id(run / name / "run" / "traces.jsonl")
        replayed = _replay(run / name / "run", run / f"{name}-replay")
        assert replayed.keys() == source.keys()
        for trace_id, trace in source.items():
            again = replayed[trace_id]
            assert trace["rewards"]["booked_correctly"]["score"] == expected
            assert again["rewards"] == trace["rewards"]
            assert again["metrics"] == trace["metrics"]
            assert {"decision_correct", "amount_correct", "tool_errors", "calls_read_document"} <= again["metrics"].keys()


def documented_vf_replay_command() -> list[str]:
    """The one `vf-replay ...` command of the documents (docs/frameworks.md, "Integrations")."""
    text = "\n".join(page.read_text() for page in pages())
    (command,) = {match for match in re.findall(r"`(vf-replay [^`]+)`", text)}
    return shlex.split(command)


def test_the_documented_vf_replay_command_works_verbatim(run, tmp_path):
    argv = documented_vf_replay_command()
    assert argv[1] == "outputs/RUN"
    (tmp_path / "outputs").mkdir()
    subprocess.run(["cp", "-r", str(run / "ref" / "run"), str(tmp_path / "outputs" / "RUN")], check=True)
    result = subprocess.run([v1_command("replay"), *argv[1:]], capture_output=True, text=True, timeout=300,
                            cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    (replayed,) = tmp_path.glob("outputs/*--replay/*/traces.jsonl")
    source = _by_id(tmp_path / "outputs" / "RUN" / "traces.jsonl")
    assert {k: t["rewards"] for k, t in _by_id(replayed).items()} == {k: t["rewards"] for k, t in source.items()}


def test_without_a_rich_flag_vf_replay_cannot_read_the_config_vf_eval_saved(run, tmp_path):
    """Why the documented command (docs/frameworks.md) carries `--no-rich`: vf-eval saves `rich` as an object (or null), and
    vf-replay's `rich` is a boolean. When this starts passing, verifiers fixed it: drop the flag."""
    # configs/resolved/eval.json on verifiers 0.4, configs/eval.json on 0.3.1.dev62
    (saved_file,) = (run / "ref" / "run" / "configs").rglob("eval.json")
    saved = json.loads(saved_file.read_text())
    assert not isinstance(saved["rich"], bool)
    result = subprocess.run([v1_command("replay"), str(run / "ref" / "run")], capture_output=True, text=True,
                            timeout=300, cwd=tmp_path)
    assert result.returncode != 0 and "valid boolean" in result.stdout + result.stderr


def test_a_tampered_trace_regrades_differently(run):
    source = run / "ref" / "run"
    tampered = run / "tampered"
    subprocess.run(["cp", "-r", str(source), str(tampered)], check=True)
    lines = []
    for line in (tampered / "traces.jsonl").read_text().splitlines():
        episode = json.loads(line)
        for trace in episode["traces"]:
            rows = trace["info"]["erp_writes"]["session"]["rows"]
            if rows["bookings"]:
                rows["bookings"][0][5] = "1.00"  # net_amount of the booking the rollout wrote
            else:
                rows["review_flags"][0][2] = "supplier_mismatch" if rows["review_flags"][0][2] != "supplier_mismatch" \
                    else "duplicate_invoice"
        lines.append(json.dumps(episode))
    (tampered / "traces.jsonl").write_text("\n".join(lines) + "\n")
    replayed = _replay(tampered, run / "tampered-replay")
    assert len(replayed) == 3
    for trace in replayed.values():
        assert trace["rewards"]["booked_correctly"]["score"] == 0.0
        assert trace["metrics"]["amount_correct"] == 0.0 or trace["metrics"]["reason_correct"] == 0.0
        assert trace["info"]["verdict"] != "" and not trace["info"]["verdict"].startswith("correct")


def test_vf_validate_checks_gold_and_noop_on_every_sampled_task(tmp_path):
    """verifiers 0.4's vf-validate checks gold and no-op; 0.3.1.dev62's `validate` (prime-rl's pin)
    checks setup and gold, and has no no-op check."""
    import verifiers

    command = [v1_command("validate"), "invoice-env", "-n", "8", "--taskset.seed", "3", "--taskset.split", "eval",
               "--runtime.type", "subprocess", "-o", str(tmp_path), "--no-rich"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    (summary_file,) = tmp_path.glob("*/summary.json")
    summary = json.loads(summary_file.read_text())
    assert summary["total"] == 8 and summary["checks"]["gold"]["valid"] == 8
    rows = [json.loads(line) for line in (summary_file.parent / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 8 and all(row["gold"]["reason"] == "valid" for row in rows)
    if verifiers.__version__.startswith("0.3."):
        assert "noop" not in summary["checks"] and summary["checks"]["setup"]["valid"] == 8
    else:
        assert summary["checks"]["noop"]["valid"] == 8
        assert all(row["noop"]["reward"] == 0.0 for row in rows)


def test_the_gold_check_fails_a_task_whose_goal_the_tools_cannot_reach():
    from invoice_env.episode.gold import apply_goal
    from invoice_env.tasks.sources import load_task_index, resolve_task
    from invoice_env.world.models import BookingGoal

    task, snapshot = next(resolve_task(tid) for tid, t in load_task_index("").items()
                          if isinstance(t.goal, BookingGoal))
    assert apply_goal(snapshot, task).reward == 1.0
    broken = task.model_copy(update={"goal": task.goal.model_copy(update={"po_number": "99999999"})})
    with pytest.raises(ValueError, match=f"task {task.task_id}: the goal's create_booking call was refused"):
        apply_goal(snapshot, broken)
