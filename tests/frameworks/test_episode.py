"""The framework-free text episode every adapter wraps: action parsing, error observations, the turn cap,
grading at the end, reset by id / index / seeded draw, and isolation of live episodes."""

import json

import pytest
from conftest import first

from invoice_env.adapters.text_episode import (
    EpisodeError,
    TaskPool,
    TextEpisode,
    first_observation,
    parse_action,
    tool_call_text,
)
from invoice_env.agents.scripted import document_id_from
from invoice_env.agents.text_policy import TextPolicy
from invoice_env.episode.prompt import SYSTEM_PROMPT


def run(episode, policy, observation, limit=40):
    agent = TextPolicy(policy)
    for _ in range(limit):
        outcome = episode.step(agent.act(observation))
        observation = outcome.observation
        if outcome.done:
            return outcome
    raise AssertionError("episode did not end")


@pytest.mark.parametrize("text, kind, name", [
    ('{"name": "read_document", "arguments": {"document_id": "inbox/x.pdf"}}', "tool", "read_document"),
    ('```json\n{"name": "read_document", "arguments": {}}\n```', "tool", "read_document"),
    ('<tool_call>{"name": "flag_for_review", "arguments": {}}</tool_call>', "tool", "flag_for_review"),
    ('{"name": "read_document", "arguments": "{\\"document_id\\": \\"a\\"}"}', "tool", "read_document"),
    ("Booked on PO 45000001.", "final", ""),
    ('{"name": "read_document", "arguments": ', "invalid", ""),
    ('["read_document"]', "invalid", ""),
    ('{"tool": "read_document"}', "invalid", ""),
    ('{"arguments": {}}', "invalid", ""),
    ('{"name": "x", "arguments": "not json"}', "invalid", ""),
    ("   ", "invalid", ""),
])
def test_parse_action(text, kind, name):
    parsed = parse_action(text)
    assert (parsed.kind, parsed.name) == (kind, name)
    if kind == "invalid":
        assert "expected" in parsed.text


def test_non_text_action_is_invalid_not_an_exception():
    assert parse_action(None).kind == "invalid"
    assert parse_action(42).kind == "invalid"


def test_reference_solves_and_info_carries_the_grader_fields(eval_tasks):
    task = first(eval_tasks, goal_kind="booking")
    episode = TextEpisode()
    observation = episode.reset(task)
    assert observation.startswith(SYSTEM_PROMPT) and document_id_from(observation) == task.document_id
    outcome = run(episode, "reference", observation)
    assert (outcome.reward, outcome.terminated, outcome.truncated) == (1.0, True, False)
    info = outcome.info
    assert info["verdict"].startswith("correct: booking PO") and info["ended_by"] == "final_answer"
    assert info["metrics"]["calls_create_booking"] == 1.0 and info["metrics"]["tool_errors"] == 0.0
    assert [row["table"] for row in info["rows_written"]] == ["bookings"]


def test_bad_actions_are_error_observations_and_write_nothing(train_tasks):
    task = first(train_tasks, goal_kind="flag")
    episode = TextEpisode()
    episode.reset(task)
    bad = ['{"name": "drop_table", "arguments": {}}', '{"name": "create_booking", "arguments": {"po_number": 1}}',
           '{"name": "read_document", "arguments": {"document_id": "../datasets/train.parquet"}}',
           '{"name": "read_document"', '{"name": "reset", "arguments": {}}', "[1, 2]", ""]
    for action in bad:
        outcome = episode.step(action)
        assert outcome.observation.startswith("Error: ") and not outcome.done and outcome.reward == 0.0
    outcome = episode.step("I give up.")
    assert outcome.reward == 0.0 and outcome.info["metrics"]["tool_errors"] == len(bad)
    assert outcome.info["rows_written"] == [] and outcome.info["verdict"].startswith("nothing")


def test_turn_cap_truncates_and_grades(train_tasks):
    task = first(train_tasks, goal_kind="flag")
    episode = TextEpisode(max_turns=3)
    episode.reset(task)
    read = tool_call_text("read_document", {"document_id": task.document_id})
    assert not episode.step(read).done
    assert not episode.step(read).done
    outcome = episode.step(tool_call_text("flag_for_review", {"document_id": task.document_id,
                                                              "reason": task.goal.reason, "note": "n"}))
    assert (outcome.terminated, outcome.truncated, outcome.info["ended_by"]) == (False, True, "turn_cap")
    assert outcome.reward == 1.0 and json.loads(outcome.observation)["reason"] == task.goal.reason
    after = episode.step(read)
    assert after.observation.startswith("Error: this episode has ended") and after.reward == 0.0


def test_step_before_reset_is_an_error_observation():
    outcome = TextEpisode().step("hello")
    assert outcome.observation.startswith("Error: no episode is running") and outcome.done


def test_max_turns_must_be_positive():
    for bad in (0, -1, 2.5, True):
        with pytest.raises(EpisodeError, match="max_turns"):
            TextEpisode(max_turns=bad)


def test_pool_picks_by_id_index_or_draw(train_tasks):
    pool = TaskPool(train_tasks, "split 'train'")
    assert pool.pick(task_id=train_tasks[7].task_id) is train_tasks[7]
    assert pool.pick(index=3) is train_tasks[3]
    assert pool.pick(draw=len(train_tasks) + 2) is train_tasks[2]
    with pytest.raises(EpisodeError, match="not in split 'train'"):
        pool.pick(task_id="eval-0001")
    for bad in (-1, len(train_tasks), "3", True):
        with pytest.raises(EpisodeError, match="out of range"):
            pool.pick(index=bad)
    with pytest.raises(EpisodeError, match="empty"):
        TaskPool([], "nothing")


def test_live_episodes_do_not_see_each_other(train_tasks):
    """Forty episodes alive at once on the same task: what one writes, no other sees."""
    task = first(train_tasks, goal_kind="booking")
    episodes = [TextEpisode() for _ in range(40)]
    observations = [e.reset(task) for e in episodes]
    writers = episodes[::2]
    for episode in writers:
        outcome = run(episode, "double-book", observations[0])
        assert outcome.reward == 0.0 and outcome.info["metrics"]["num_bookings"] == 2.0
    for episode, observation in zip(episodes[1::2], observations[1::2]):
        outcome = run(episode, "reference", observation)
        assert outcome.reward == 1.0 and outcome.info["metrics"]["num_bookings"] == 1.0


def test_reset_starts_over_from_the_snapshot(train_tasks):
    task = first(train_tasks, goal_kind="booking")
    episode = TextEpisode()
    assert run(episode, "double-book", episode.reset(task)).reward == 0.0
    assert run(episode, "reference", episode.reset(task)).reward == 1.0
    assert first_observation(task) == episode.reset(task)


def test_a_message_with_several_calls_runs_the_first_and_says_so(train_tasks):
    task = first(train_tasks, goal_kind="flag")
    episode = TextEpisode()
    episode.reset(task)
    read = tool_call_text("read_document", {"document_id": task.document_id})
    flag = tool_call_text("flag_for_review", {"document_id": task.document_id, "reason": task.goal.reason,
                                              "note": "n"})
    outcome = episode.step(f"<think>read, then flag</think>\n{read}\n{flag}")
    assert outcome.observation.startswith("Note: your message held 2 tool calls; only the first (read_document)")
    assert outcome.info["tool"] == "read_document" and not outcome.done
    final = episode.step("<think>I never flagged it.</think>\nNothing to do.")
    assert final.info["rows_written"] == [] and final.info["ended_by"] == "final_answer"
