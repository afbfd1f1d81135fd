"""Every adapter gives every built-in policy the same reward and metrics, task by task, as the core path
that `invoice_env.agents.baselines` (and the verifiers adapters) score: a score means the same in every
framework. All episodes of a policy are alive at once and stepped in turn, so a leak between
environments in one process would show as a wrong score."""

import asyncio

import pytest

from .support import CI_HINT

gymnasium = pytest.importorskip("gymnasium", reason=CI_HINT)
skyrl_gym = pytest.importorskip("skyrl_gym", reason=CI_HINT)
pytest.importorskip("openenv", reason=CI_HINT)

from invoice_env.adapters import gymnasium_env  # noqa: E402,F401  (registers the ids)
from invoice_env.adapters.skyrl_env import skyrl_row  # noqa: E402
from invoice_env.agents.baselines import POLICIES  # noqa: E402
from invoice_env.tasks.scenarios import SCENARIOS  # noqa: E402

from .openenv_server import async_episodes, running_server  # noqa: E402
from .support import core_result, play_interleaved, sample_tasks  # noqa: E402

TASKS = sample_tasks()


@pytest.fixture(scope="module")
def expected():
    return {(policy, task.task_id): core_result(policy, task) for policy in POLICIES for task in TASKS}


def test_sample_covers_both_splits_and_every_outcome():
    assert {t.split for t in TASKS} == {"train", "eval"}
    assert {t.goal.kind for t in TASKS} == {"booking", "flag"}
    for split in ("train", "eval"):
        assert {t.scenario for t in TASKS if t.split == split} == set(SCENARIOS)


def _check(policy, results, expected):
    for task, (reward, info) in zip(TASKS, results):
        want_reward, want_metrics = expected[(policy, task.task_id)]
        assert info["task_id"] == task.task_id
        assert (reward, info["metrics"]) == (want_reward, want_metrics), (policy, task.task_id, info["verdict"])
        assert info["verdict"].startswith("correct:") == (reward == 1.0)
    return sum(reward for reward, _ in results)


def _gym_episodes():
    episodes = []
    for task in TASKS:
        env = gymnasium.make(f"InvoiceEnv-{task.split}-v0")
        first, _ = env.reset(seed=0, options={"task_id": task.task_id})

        def step(action, env=env):
            observation, reward, terminated, truncated, info = env.step(action)
            return observation, terminated or truncated, reward, info
        episodes.append((first, step))
    return episodes


def _skyrl_episodes():
    episodes = []
    for task in TASKS:
        env = skyrl_gym.make("invoice-env", env_config={}, extras=skyrl_row(task))
        prompt, _ = env.init(skyrl_row(task)["prompt"])

        def step(action, env=env):
            out = env.step(action)
            return (out["observations"][-1]["content"] if out["observations"] else ""), out["done"], \
                out["reward"], out["metadata"]
        episodes.append(("\n\n".join(m["content"] for m in prompt), step))
    return episodes


@pytest.mark.parametrize("policy", POLICIES)
def test_gymnasium_matches_core(policy, expected):
    solved = _check(policy, play_interleaved(policy, _gym_episodes()), expected)
    if policy == "reference":
        assert solved == len(TASKS)


@pytest.mark.parametrize("policy", POLICIES)
def test_skyrl_matches_core(policy, expected):
    solved = _check(policy, play_interleaved(policy, _skyrl_episodes()), expected)
    if policy == "reference":
        assert solved == len(TASKS)


@pytest.fixture(scope="module")
def servers():
    with running_server("train", sessions=len(TASKS)) as train, running_server("eval", sessions=len(TASKS)) as ev:
        yield {"train": train, "eval": ev}


@pytest.mark.parametrize("policy", POLICIES)
def test_openenv_matches_core_over_concurrent_sessions(policy, expected, servers):
    """Through the real HTTP server: one WebSocket session per task, all open at once."""
    results = asyncio.run(async_episodes(policy, [(servers[t.split], t.task_id) for t in TASKS]))
    solved = _check(policy, results, expected)
    if policy == "reference":
        assert solved == len(TASKS)
