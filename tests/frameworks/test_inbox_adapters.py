"""Inbox tasks (issue 37) under Gymnasium, SkyRL and OpenEnv: every built-in policy gets the reward and
metrics the core path gives it, task by task, on inbox tasks of both inbox splits (every interaction and
its twin), with all episodes alive at once; the reference handles every inbox right."""

import asyncio

import pytest

from .support import CI_HINT

gymnasium = pytest.importorskip("gymnasium", reason=CI_HINT)
skyrl_gym = pytest.importorskip("skyrl_gym", reason=CI_HINT)
pytest.importorskip("openenv", reason=CI_HINT)

from invoice_env.adapters import gymnasium_env  # noqa: E402,F401  (registers the ids)
from invoice_env.adapters.skyrl_env import skyrl_row  # noqa: E402
from invoice_env.tasks.dataset import load_tasks  # noqa: E402
from invoice_env.tasks.inbox.units import INBOX_SCENARIOS  # noqa: E402

from .openenv_server import async_episodes, running_server  # noqa: E402
from .support import core_result, play_interleaved  # noqa: E402

POLICIES = ("reference", "noop", "newest-po", "printed-ref")


def _sample():
    chosen = []
    for split in ("inbox-train", "inbox-eval"):
        seen = set()
        for task in load_tasks(split):
            if task.scenario not in seen:
                seen.add(task.scenario)
                chosen.append(task)
    return chosen


TASKS = _sample()
STEPS = 80


@pytest.fixture(scope="module")
def expected():
    return {(policy, task.task_id): core_result(policy, task) for policy in POLICIES for task in TASKS}


def test_the_sample_holds_every_interaction_on_both_inbox_splits():
    for split in ("inbox-train", "inbox-eval"):
        assert {t.scenario for t in TASKS if t.split == split} == set(INBOX_SCENARIOS)


def _check(policy, results, expected):
    for task, (reward, info) in zip(TASKS, results):
        assert info["task_id"] == task.task_id
        assert (reward, info["metrics"]) == expected[(policy, task.task_id)], (policy, task.task_id, info["verdict"])
        assert info["metrics"]["documents"] == len(task.items)
    return sum(reward for reward, _ in results)


def _gym_episodes():
    episodes = []
    for task in TASKS:
        env = gymnasium.make(f"InvoiceEnv-{task.split}-v0")
        first, info = env.reset(seed=0, options={"task_id": task.task_id})
        assert info["documents"] == [item.document_id for item in task.items]

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
def test_gymnasium_serves_inbox_tasks_with_the_core_scores(policy, expected):
    solved = _check(policy, play_interleaved(policy, _gym_episodes(), max_steps=STEPS), expected)
    if policy == "reference":
        assert solved == len(TASKS)


@pytest.mark.parametrize("policy", POLICIES)
def test_skyrl_serves_inbox_tasks_with_the_core_scores(policy, expected):
    solved = _check(policy, play_interleaved(policy, _skyrl_episodes(), max_steps=STEPS), expected)
    if policy == "reference":
        assert solved == len(TASKS)


@pytest.fixture(scope="module")
def servers():
    with running_server("inbox-train", sessions=len(TASKS)) as train, \
            running_server("inbox-eval", sessions=len(TASKS)) as ev:
        yield {"inbox-train": train, "inbox-eval": ev}


@pytest.mark.parametrize("policy", POLICIES)
def test_openenv_serves_inbox_tasks_with_the_core_scores(policy, expected, servers):
    results = asyncio.run(async_episodes(policy, [(servers[t.split], t.task_id) for t in TASKS]))
    solved = _check(policy, results, expected)
    if policy == "reference":
        assert solved == len(TASKS)
