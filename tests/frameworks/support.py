"""Shared by the framework tests: the task sample, the core-path scores they are compared with, and a
round-robin driver that keeps many episodes alive at once (so isolation is tested on every run)."""

from __future__ import annotations

import json
from typing import Callable

from invoice_env.agents.scripted import run_agent
from invoice_env.agents.text_policy import TextPolicy
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import load_tasks, snapshot_for

CI_HINT = 'needs the framework extras: pip install ".[test,gym,openenv,skyrl]" (bash .ci/frameworks.sh builds it)'


def sample_tasks(per_scenario: int = 1):
    """The first task(s) of every scenario in each split: every outcome on both splits."""
    chosen = []
    for split in ("train", "eval"):
        seen: dict[str, int] = {}
        for task in load_tasks(split):
            if seen.get(task.scenario, 0) < per_scenario:
                seen[task.scenario] = seen.get(task.scenario, 0) + 1
                chosen.append(task)
    return chosen


def core_result(policy: str, task) -> tuple[float, dict]:
    """What `invoice_env.agents.baselines` scores: the agent on the core tools, graded by the shared grader."""
    session = RolloutSession.start(snapshot_for(task), task)
    try:
        tools = InvoiceTools(session)
        run_agent(policy, task.prompt, lambda name, args: tools.call(name, args)[1])
        verdict = grade_session(session)
    finally:
        session.close()
    return verdict.reward, verdict.metrics


Step = Callable[[str], tuple[str, bool, float, dict]]
"""An adapter's step for one live episode: action text -> (observation, done, reward, info)."""


def play_interleaved(policy: str, episodes: list[tuple[str, Step]], max_steps: int = 40) -> list[tuple[float, dict]]:
    """Run one scripted policy in every episode at once, one step each in turn, until all are done.
    Each episode is (first observation, step). Returns (reward, final info) per episode."""
    agents = [TextPolicy(policy) for _ in episodes]
    observations = [first for first, _ in episodes]
    results: list[tuple[float, dict] | None] = [None] * len(episodes)
    for _ in range(max_steps):
        live = [i for i, r in enumerate(results) if r is None]
        if not live:
            break
        for i in live:
            observation, done, reward, info = episodes[i][1](agents[i].act(observations[i]))
            observations[i] = observation
            if done:
                results[i] = (reward, info)
    assert all(r is not None for r in results), "an episode did not end within the step limit"
    return results  # type: ignore[return-value]


REASONING_SHAPES = (
    "<think>\nThe policy says what comes next; I need this result before I decide.\n</think>\n\n{call}",
    "I will take the next step of the booking policy first.\n```json\n{pretty}\n```",
    "Thought: the next step needs a tool.\nAction: {call}",
    "Let me call the tool.\n<tool_call>\n{call}\n</tool_call>",
)


class ReasoningPolicy(TextPolicy):
    """A scripted agent that writes like a reasoning model: text first, then its call (in turn a <think>
    block, prose and a ```json fence, `Action: {...}`, prose and <tool_call> tags); its final answer
    comes after a <think> block too."""

    def __init__(self, agent_name: str):
        super().__init__(agent_name)
        self.turn = 0

    def act(self, observation: str) -> str:
        action = super().act(observation)
        self.turn += 1
        if not action.startswith("{"):
            return f"<think>\nThat was the last step the policy asks for.\n</think>\n\n{action}"
        shape = REASONING_SHAPES[(self.turn - 1) % len(REASONING_SHAPES)]
        return shape.format(call=action, pretty=json.dumps(json.loads(action), indent=2))
