"""SkyRL: the env registered in skyrl-gym, driven through `skyrl_gym.make`, and the exported rows."""

import json

import pyarrow.parquet as pq
import pytest

from .support import CI_HINT

skyrl_gym = pytest.importorskip("skyrl_gym", reason=CI_HINT)

from conftest import first  # noqa: E402
from skyrl_gym.envs.base_text_env import BaseTextEnv  # noqa: E402

from invoice_env.adapters.skyrl_env import ENV_ID, InvoiceSkyRLEnv, skyrl_row  # noqa: E402
from invoice_env.adapters.text_episode import EpisodeError  # noqa: E402
from invoice_env.agents.text_policy import TextPolicy  # noqa: E402
from invoice_env.cli import main  # noqa: E402
from invoice_env.tasks.dataset import DatasetError  # noqa: E402


def play(task, policy):
    row = skyrl_row(task)
    env = skyrl_gym.make(ENV_ID, env_config={"max_turns": 20}, extras=row)
    prompt, _ = env.init(row["prompt"])
    agent, observation = TextPolicy(policy), prompt[-1]["content"]
    for _ in range(40):
        out = env.step(agent.act(observation))
        if out["done"]:
            assert out["observations"] == []
            return env, out
        assert [m["role"] for m in out["observations"]] == ["user"]
        observation = out["observations"][-1]["content"]
    raise AssertionError("did not end")


def test_registered_and_a_base_text_env(train_tasks):
    assert ENV_ID in skyrl_gym.registry
    env = skyrl_gym.make(ENV_ID, env_config={}, extras=skyrl_row(train_tasks[0]))
    assert isinstance(env, BaseTextEnv) and isinstance(env, InvoiceSkyRLEnv)


@pytest.mark.parametrize("split_fixture, kind", [("train_tasks", "booking"), ("eval_tasks", "flag"),
                                                 ("train_tasks", "flag"), ("eval_tasks", "booking")])
def test_reference_scores_one_and_noop_zero_through_make(request, split_fixture, kind):
    task = first(request.getfixturevalue(split_fixture), goal_kind=kind)
    env, out = play(task, "reference")
    assert out["reward"] == 1.0 and out["metadata"]["verdict"].startswith("correct:")
    assert env.get_metrics()["decision_correct"] == 1.0
    env, out = play(task, "noop")
    assert out["reward"] == 0.0 and out["metadata"]["verdict"].startswith("nothing")
    assert env.get_metrics()["num_bookings"] == 0.0 and env.get_metrics()["num_flags"] == 0.0


def test_init_returns_the_task_messages_and_restarts(train_tasks):
    task = train_tasks[3]
    row = skyrl_row(task)
    env = skyrl_gym.make(ENV_ID, env_config={}, extras=row)
    prompt, meta = env.init(row["prompt"])
    assert prompt == row["prompt"] and [m["role"] for m in prompt] == ["system", "user"]
    assert meta == {"task_id": task.task_id} and task.document_id in prompt[1]["content"]
    env.step('{"name": "flag_for_review", "arguments": {"document_id": "%s", "reason": "no_matching_po", '
             '"note": "x"}}' % task.document_id)
    env.init(row["prompt"])
    out = env.step("done")
    assert out["metadata"]["metrics"]["num_flags"] == 0.0  # init started over from the snapshot


def test_bad_rows_fail_clearly():
    with pytest.raises(EpisodeError, match="names no task"):
        skyrl_gym.make(ENV_ID, env_config={}, extras={"prompt": []})
    with pytest.raises(DatasetError, match="unknown task id"):
        skyrl_gym.make(ENV_ID, env_config={}, extras={"extra_info": {"task_id": "train-99999"}})


def test_bad_action_is_an_observation(train_tasks):
    env = skyrl_gym.make(ENV_ID, env_config={}, extras=skyrl_row(train_tasks[0]))
    env.init([])
    out = env.step('{"name": "read_document", "arguments": {"document_id": 7}}')
    assert not out["done"] and out["observations"][0]["content"].startswith("Error: argument 'document_id'")


def test_export_command_writes_skyrl_rows(tmp_path, capsys):
    out = tmp_path / "skyrl" / "eval.parquet"
    assert main(["export-skyrl", "--split", "eval", "--limit", "5", "--seed", "3", "--out", str(out)]) == 0
    rows = pq.read_table(out).to_pylist()
    assert len(rows) == 5 and "5 SkyRL rows" in capsys.readouterr().out
    for row in rows:
        assert set(row) == {"data_source", "prompt", "env_class", "reward_spec", "extra_info"}
        assert row["env_class"] == ENV_ID and row["extra_info"]["split"] == "eval"
        assert row["reward_spec"]["ground_truth"] == row["extra_info"]["task_id"]
        text = json.dumps(row)
        assert "scenario" not in text and "goal" not in text  # no hidden task field in a row
        env = skyrl_gym.make(row["env_class"], env_config={}, extras=row)  # a row is all an env needs
        assert env.init(row["prompt"])[0] == row["prompt"]
