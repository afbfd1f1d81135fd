"""OpenEnv adapter (`pip install "invoice-env[openenv]"`): the text episode as an OpenEnv `Environment`,
served over HTTP/WebSocket by OpenEnv's own server (`openenv_sessions.py`; `invoice-env serve-openenv`).

The action is the model's text (`{"message": "<tool call JSON or final answer>"}`); the observation
is the text it gets back, with `done`, `reward` (on the last step, from the shared grader) and, at
the end, the metrics, verdict line and rows written in `metadata`. Reset, state and the goal are not
reachable through the action: an action is only ever parsed as a tool call or a final answer, and
`state` shows the episode's counters, never the goal. Each session is its own instance with its
own rollout database; `/mcp` serves the four tools of that session's episode (`openenv_tools.py`)
and the server bounds and times out sessions (`openenv_sessions.py`)."""

from __future__ import annotations

import functools
import threading
import uuid
from typing import Any

from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import EnvironmentMetadata

from invoice_env.adapters.openenv_models import InvoiceAction, InvoiceObservation, InvoiceState
from invoice_env.adapters.openenv_sessions import SessionLimits, bounded_app
from invoice_env.adapters.openenv_settings import DEFAULT_IDLE_TIMEOUT_S, DEFAULT_SESSIONS
from invoice_env.adapters.openenv_tools import mcp_server
from invoice_env.adapters.text_episode import (DEFAULT_MAX_TURNS, EpisodeError, TaskPool, TextEpisode,
                                             tool_call_text, turn_cap)
from invoice_env.tasks.seeding import seeded_index
from invoice_env.tasks.selection import select_tasks

ENV_NAME = "invoice_env"


def _one_at_a_time(method):
    """A session's /ws messages and its /mcp tool calls arrive on different threads: one runs at a time."""
    @functools.wraps(method)
    def serialized(self, *args, **kwargs):
        with self._lock:
            return method(self, *args, **kwargs)
    return serialized


class InvoiceOpenEnv(Environment[InvoiceAction, InvoiceObservation, InvoiceState]):
    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, split: str = "train", max_turns: int = DEFAULT_MAX_TURNS):
        super().__init__()
        self.split = split
        self.pool = TaskPool(select_tasks(split), f"split {split!r}")
        self.episode = TextEpisode(max_turns=max_turns)
        self._state = InvoiceState(split=split, max_turns=max_turns)
        self._lock = threading.RLock()
        self.mcp_server = mcp_server(self.call_tool)

    @_one_at_a_time
    def reset(self, seed: int | None = None, episode_id: str | None = None, task_id: str | None = None,
              index: int | None = None, split: str | None = None, **kwargs: Any) -> InvoiceObservation:
        """A new episode: the task named by task_id, else the one at index, else one drawn with seed
        (the same seed gives the same task and the same first observation)."""
        if kwargs:
            return self._refused(f"unknown reset argument(s) {', '.join(sorted(kwargs))}: expected seed, "
                                 "episode_id, task_id, index or split")
        if split is not None and split != self.split:
            return self._refused(f"this server serves the {self.split!r} split, not {split!r}; start "
                                 f"`invoice-env serve-openenv --split {split}` for it")
        draw = seeded_index(len(self.pool), seed) if seed is not None else None
        try:
            task = self.pool.pick(draw, task_id, index)
        except EpisodeError as exc:
            return self._refused(str(exc))
        text = self.episode.reset(task)
        self._state = InvoiceState(episode_id=episode_id or str(uuid.uuid4()), step_count=0, task_id=task.task_id,
                                   split=self.split, max_turns=turn_cap(self.episode.max_turns, task))
        return InvoiceObservation(text=text, task_id=task.task_id, done=False, reward=0.0)

    def _refused(self, message: str) -> InvoiceObservation:
        self.episode.close()
        self._state = InvoiceState(split=self.split, max_turns=self.episode.max_turns, done=True)
        return InvoiceObservation(text=f"Error: {message}", done=True, reward=0.0, metadata={"error": message})

    @_one_at_a_time
    def step(self, action: InvoiceAction, timeout_s: float | None = None, **kwargs: Any) -> InvoiceObservation:
        outcome = self.episode.step(action.message)
        if "error" not in outcome.info:
            self._state.step_count += 1
        self._state.done = outcome.done
        return InvoiceObservation(text=outcome.observation, task_id=self._state.task_id, done=outcome.done,
                                  reward=outcome.reward, metadata=outcome.info)

    def call_tool(self, name: str, arguments: Any) -> tuple[str, bool]:
        """One tool call from `/mcp`, run as the step that sends the same call as text: (what the agent
        sees, whether the tool ran). A call that reaches the turn cap ends and grades the episode."""
        observation = self.step(InvoiceAction(message=tool_call_text(name, arguments)))
        return observation.text, bool(observation.metadata.get("tool_ok"))

    # OpenEnv's Task API (discovery only): a task is its id and index, nothing of its content or goal.
    def list_splits(self) -> list[str]:
        return [self.split]

    def list_tasks(self, split: str) -> list[dict[str, Any]]:
        return self.get_task_range(split)

    def num_tasks(self, split: str) -> int:
        return len(self.pool) if split == self.split else 0

    def get_task(self, split: str, index: int) -> dict[str, Any]:
        if split != self.split or not 0 <= index < len(self.pool):
            raise IndexError(f"no task {index} in split {split!r}")
        return {"id": self.pool.tasks[index].task_id, "index": index}

    def get_task_range(self, split: str, start: int | None = None, stop: int | None = None) -> list[dict[str, Any]]:
        indices = range(self.num_tasks(split))[start:stop]
        return [{"id": self.pool.tasks[i].task_id, "index": i} for i in indices]

    @property
    def state(self) -> InvoiceState:
        return self._state

    def get_metadata(self) -> EnvironmentMetadata:
        return EnvironmentMetadata(
            name=ENV_NAME, version=_version(),
            description="Book a supplier invoice PDF against the right purchase order in an ERP, or flag it for "
                        "review, with four tools; graded on the final database.")

    @_one_at_a_time
    def close(self) -> None:
        self.episode.close()


def _version() -> str:
    from invoice_env import __version__

    return __version__


def build_app(split: str = "train", sessions: int = DEFAULT_SESSIONS, max_turns: int = DEFAULT_MAX_TURNS, *,
              sessions_per_client: int | None = None, http_sessions_per_client: int | None = None,
              idle_timeout_s: float = DEFAULT_IDLE_TIMEOUT_S):
    """The FastAPI app: /reset, /step, /state, /schema, /health, /ws, /mcp and the Task API, with at most
    `sessions` sessions at once, each its own environment instance, bounded per client and closed when
    idle (`openenv_sessions.SessionLimits`)."""
    limits = SessionLimits(sessions, sessions_per_client, http_sessions_per_client, idle_timeout_s)
    select_tasks(split)  # an unknown split fails here, before the server starts

    def factory() -> InvoiceOpenEnv:
        return InvoiceOpenEnv(split=split, max_turns=max_turns)

    return bounded_app(factory, InvoiceAction, InvoiceObservation, InvoiceState, ENV_NAME, limits)
