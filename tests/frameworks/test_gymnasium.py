"""Gymnasium: the registered ids, Gymnasium's own checker, the wide text space, seeding."""

import warnings

import pytest

from .support import CI_HINT

gymnasium = pytest.importorskip("gymnasium", reason=CI_HINT)

from gymnasium.utils.env_checker import check_env  # noqa: E402

from invoice_env.adapters.gymnasium_env import CHARSET, ENV_IDS, MAX_TEXT, InvoiceGymEnv, fit_text  # noqa: E402
from invoice_env.adapters.text_episode import DEFAULT_MAX_TURNS  # noqa: E402
from invoice_env.tasks.inbox.generate import MAX_DOCUMENTS  # noqa: E402
from invoice_env.agents.text_policy import TextPolicy  # noqa: E402


@pytest.mark.parametrize("env_id", ENV_IDS.values())
def test_check_env_passes_on_the_registered_env(env_id):
    env = gymnasium.make(env_id)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # any checker warning fails the test
            check_env(env.unwrapped, skip_render_check=True)
    finally:
        env.close()


def test_registered_ids_and_turn_cap():
    """Gymnasium's step limit: the episode's turn cap, for an inbox split the largest inbox's (20 per document)."""
    assert set(ENV_IDS) == {"train", "eval", "inbox-train", "inbox-eval"}
    for split, env_id in ENV_IDS.items():
        spec = gymnasium.spec(env_id)
        documents = MAX_DOCUMENTS if split.startswith("inbox-") else 1
        assert spec.max_episode_steps == DEFAULT_MAX_TURNS * documents and spec.kwargs == {"split": split}


def test_the_text_space_holds_invoice_text():
    space = InvoiceGymEnv("eval").observation_space
    for text in ("Réf. 4.182,30 € — Straße, Ærø, «autoliquidation»", "Ihre Bestellnummer: 45003504\n\tnet"):
        assert space.contains(text)
    assert not gymnasium.spaces.Text(max_length=100).contains("4.182,30 €")  # why the charset must be wide
    assert "€" in CHARSET and "é" in CHARSET and "\n" in CHARSET


def test_fit_text_replaces_outside_characters_and_cuts():
    assert fit_text("ok \U0001F600 \x00") == "ok \ufffd \ufffd"
    long = fit_text("x" * (MAX_TEXT + 10))
    assert len(long) == MAX_TEXT and long.endswith("characters]")


def test_every_observation_of_an_episode_is_in_the_space():
    env = gymnasium.make("InvoiceEnv-eval-v0")
    observation, info = env.reset(seed=11)
    agent, done = TextPolicy("reference"), False
    while not done:
        assert env.observation_space.contains(observation)
        observation, reward, terminated, truncated, info = env.step(agent.act(observation))
        done = terminated or truncated
    assert reward == 1.0 and info["verdict"].startswith("correct:")
    env.close()


def test_same_seed_same_first_observation_and_options():
    env = InvoiceGymEnv("train")
    first, info = env.reset(seed=123)
    again, info_again = env.reset(seed=123)
    assert first == again and info == info_again
    drawn = {env.reset(seed=seed)[1]["task_id"] for seed in range(20)}
    assert len(drawn) > 10
    chosen = env.pool.tasks[42]
    assert env.reset(seed=5, options={"task_id": chosen.task_id})[1]["task_id"] == chosen.task_id
    assert env.reset(options={"index": 42})[1]["task_id"] == chosen.task_id
    with pytest.raises(ValueError, match="unknown reset option"):
        env.reset(options={"goal": "x"})
    with pytest.raises(ValueError, match="not in split 'train'"):
        env.reset(options={"task_id": "eval-0001"})


def test_bad_action_is_an_observation_not_an_exception():
    env = gymnasium.make("InvoiceEnv-train-v0")
    env.reset(seed=1)
    observation, reward, terminated, truncated, info = env.step('{"name": "reset", "arguments": {}}')
    assert observation.startswith("Error: unknown tool") and (reward, terminated, truncated) == (0.0, False, False)
    observation, *_ = env.step(env.action_space.sample())
    assert isinstance(observation, str)
    env.close()


def test_time_limit_ends_an_endless_episode_with_a_grade():
    env = gymnasium.make("InvoiceEnv-train-v0")
    env.reset(seed=2)
    for turn in range(1, DEFAULT_MAX_TURNS + 1):
        _, reward, terminated, truncated, info = env.step('{"name": "search_purchase_order", "arguments": {}}')
        if truncated:
            break
    assert turn == DEFAULT_MAX_TURNS and not terminated and info["ended_by"] == "turn_cap"
    assert reward == 0.0 and info["metrics"]["tool_errors"] == DEFAULT_MAX_TURNS
    env.close()


def test_each_env_samples_with_its_own_rng():
    first, second = InvoiceGymEnv("eval"), InvoiceGymEnv("eval")
    assert first.action_space.np_random is not second.action_space.np_random
    first.action_space.seed(3)
    second.action_space.seed(3)
    assert first.action_space.sample() == second.action_space.sample()
    assert first.observation_space == second.observation_space == gymnasium.spaces.Text(
        max_length=first.observation_space.max_length, min_length=0, charset=CHARSET)
