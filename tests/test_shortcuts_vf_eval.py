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
