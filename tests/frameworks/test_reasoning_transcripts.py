"""A reasoning-style transcript (the model's own text, then its call, every turn) plays a task to reward 1
through Gymnasium, OpenEnv and SkyRL, each driven through its own classes; and plain bare-JSON calls from
the same agent score the same, so the text before a call changes nothing but how it is read."""

import pytest

from .support import CI_HINT, ReasoningPolicy

gymnasium = pytest.importorskip("gymnasium", reason=CI_HINT)
skyrl_gym = pytest.importorskip("skyrl_gym", reason=CI_HINT)
pytest.importorskip("openenv", reason=CI_HINT)

from conftest import first  # noqa: E402

from invoice_env.adapters import gymnasium_env  # noqa: E402,F401  (registers the ids)
from invoice_env.adapters.openenv_env import InvoiceAction, InvoiceOpenEnv  # noqa: E402
from invoice_env.adapters.skyrl_env import ENV_ID, skyrl_row  # noqa: E402


def gym_play(task, agent):
    env = gymnasium.make(f"InvoiceEnv-{task.split}-v0")
    observation, _ = env.reset(seed=0, options={"task_id": task.task_id})
    for _ in range(20):
        observation, reward, terminated, truncated, info = env.step(agent.act(observation))
        assert not observation.startswith("Error"), observation
        if terminated or truncated:
            env.close()
            return reward, info, terminated
    raise AssertionError("did not end")


def openenv_play(task, agent):
    env = InvoiceOpenEnv(split=task.split)
    observation = env.reset(task_id=task.task_id)
    for _ in range(20):
        observation = env.step(InvoiceAction(message=agent.act(observation.text)))
        assert not observation.text.startswith("Error"), observation.text
        if observation.done:
            env.close()
            return observation.reward, observation.metadata, observation.metadata["ended_by"] == "final_answer"
    raise AssertionError("did not end")


def skyrl_play(task, agent):
    row = skyrl_row(task)
    env = skyrl_gym.make(ENV_ID, env_config={}, extras=row)
    prompt, _ = env.init(row["prompt"])
    observation = prompt[-1]["content"]
    for _ in range(20):
        out = env.step(agent.act(observation))
        if out["done"]:
            env.close()
            return out["reward"], out["metadata"], out["metadata"]["ended_by"] == "final_answer"
        observation = out["observations"][-1]["content"]
        assert not observation.startswith("Error"), observation
    raise AssertionError("did not end")


@pytest.mark.parametrize("play", [gym_play, openenv_play, skyrl_play], ids=["gymnasium", "openenv", "skyrl"])
@pytest.mark.parametrize("split_fixture, kind", [("eval_tasks", "booking"), ("train_tasks", "flag")])
def test_a_reasoning_transcript_plays_a_task_to_reward_one(request, play, split_fixture, kind):
    task = first(request.getfixturevalue(split_fixture), goal_kind=kind)
    agent = ReasoningPolicy("reference")
    reward, info, by_final_answer = play(task, agent)
    assert reward == 1.0 and info["verdict"].startswith("correct:") and by_final_answer
    assert agent.turn >= 3 and info["metrics"]["tool_errors"] == 0.0
