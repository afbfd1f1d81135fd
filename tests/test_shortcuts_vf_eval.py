"""The all-shortcuts agent through the real vf-eval (verifiers v1) on a small eval sample: the
framework's reward for every rollout is the one the shortcut suite computes for that task."""

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "Taskset"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.agents.local_eval import run_vf_eval  # noqa: E402
from invoice_env.agents.shortcuts.observations import collect_all  # noqa: E402
from invoice_env.agents.shortcuts.policies import POLICIES, act  # noqa: E402
from invoice_env.episode.grader import grade  # noqa: E402


def test_all_shortcuts_through_vf_eval_scores_as_the_suite_does(snapshots, eval_tasks, tmp_path):
    run = run_vf_eval("all-shortcuts", tmp_path, split="eval", num_examples=8, concurrency=8,
                      extra=["--env.taskset.seed", "3"])
    traces = run.traces()
    assert len(traces) == 8
    by_id = {task.task_id: task for task in eval_tasks}
    for trace in traces:
        task = by_id[trace["task"]["data"]["id"]]
        (obs,) = collect_all(snapshots, [task])
        action = act(obs, POLICIES["all-shortcuts"])
        expected = grade(action.outcome(obs), task.goal)
        assert trace["rewards"]["booked_correctly"]["score"] == expected.reward, (task.task_id, trace["info"])
        assert trace["info"]["verdict"] == expected.line
        assert trace["metrics"]["calls_read_document"] == 1.0 and trace["metrics"]["tool_errors"] == 0.0


def test_a_fresh_draw_scores_the_same_in_process_and_through_the_real_vf_eval(tmp_path):
    """The suite scores every task of every draw in-process; the real vf-eval on a private build of a
    fresh seed gives every sampled task the same reward, for the reference agent (100 %) and for the
    careless agent (right on some tasks, wrong on others)."""
    import os

    from invoice_env.agents.baselines import solve_count
    from invoice_env.agents.shortcuts.draws import new_run_seed
    from invoice_env.tasks.dataset import build, load_snapshot, load_tasks

    seed = int(os.environ.get("INVOICE_ENV_RUN_SEED") or new_run_seed())
    print(f"private build of seed {seed}")
    data = tmp_path / "data"
    build(data, seed=seed, splits=("eval",))
    snapshot, tasks = load_snapshot(data, "eval"), {t.task_id: t for t in load_tasks("eval", data)}
    rewards = {}
    for policy in ("reference", "careless"):
        run = run_vf_eval(policy, tmp_path / policy, split="eval", num_examples=12, concurrency=6,
                          extra=["--env.taskset.data-dir", str(data), "--env.taskset.seed", "5"])
        traces = run.traces()
        assert len(traces) == 12
        for trace in traces:
            task = tasks[trace["task"]["data"]["id"]]
            in_process = solve_count(policy, snapshot, [task])
            assert trace["rewards"]["booked_correctly"]["score"] == in_process, (policy, task.task_id, trace["info"])
            rewards.setdefault(policy, []).append(in_process)
    assert rewards["reference"] == [1] * 12
    assert 0 < sum(rewards["careless"]) < 12  # about half right: the comparison saw both rewards
