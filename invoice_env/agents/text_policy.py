"""The built-in scripted agents (`invoice_env.agents.scripted`) as text policies: they read the observations a
text environment returns and answer with action texts, as a model would. Every framework adapter is
tested with them against the scores of the same agents on the core tools (`invoice_env.agents.baselines`)."""

from __future__ import annotations

from invoice_env.adapters.text_episode import tool_call_text
from invoice_env.agents.scripted import AGENTS, Agent, ToolCall


class TextPolicy:
    """One episode of a scripted agent: `act(observation)` is the next action text."""

    def __init__(self, agent_name: str):
        if agent_name not in AGENTS:
            raise ValueError(f"unknown agent {agent_name!r}: expected one of {', '.join(AGENTS)}")
        self.agent_name = agent_name
        self._agent: Agent | None = None

    def act(self, observation: str) -> str:
        """The first call takes the first observation (it names the inbox document); later calls take the
        result of the previous action."""
        try:
            if self._agent is None:
                self._agent = AGENTS[self.agent_name](observation)
                action = self._agent.send(None)
            else:
                action = self._agent.send(observation)
        except StopIteration as stop:
            return stop.value or "Done."
        assert isinstance(action, ToolCall)
        return tool_call_text(action.name, action.arguments)
