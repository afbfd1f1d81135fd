"""Gymnasium adapter (`pip install "invoice-env[gym]"`): the text episode as a `gymnasium.Env`.

Observation and action are text (`spaces.Text` over the printable Basic Multilingual Plane, so
accents and € fit). `reset(seed=..., options={"task_id": ...} or {"index": ...})`: with neither, a seed
picks the task as every adapter does (`invoice_env.tasks.seeding`), and a reset without one draws from
the env's RNG, seeded by the last seed given; so the same seed gives the same first observation. The
reward (1.0 or 0.0, from the shared grader) comes on the last step; its `info` then holds the same
metrics, verdict line and rows written as every other path. Importing this module registers
`InvoiceEnv-train-v0` and `InvoiceEnv-eval-v0`.

`gymnasium.make_vec(..., vectorization_mode="async")` needs `vector_kwargs={"shared_memory": False}`;
with shared memory (its default) it fails at creation with SHARED_MEMORY_REFUSED, where Gymnasium
would otherwise return padding as every observation."""

from __future__ import annotations

import copy
import re
from functools import lru_cache
from typing import Any

import gymnasium as gym
from gymnasium import spaces
from gymnasium.error import CustomSpaceError
from gymnasium.vector.utils import create_shared_memory

from invoice_env.adapters.text_episode import DEFAULT_MAX_TURNS, TaskPool, TextEpisode, document_ids
from invoice_env.tasks.inbox.generate import MAX_DOCUMENTS
from invoice_env.tasks.seeding import seeded_index
from invoice_env.tasks.selection import load_snapshot, select_tasks

MAX_TEXT = 200_000
"""Longest observation or action, in characters; a longer observation is cut with a marker."""
CHARSET = frozenset("\t\n\r" + "".join(chr(c) for c in range(0x20, 0x10000)
                                      if not 0xD800 <= c <= 0xDFFF and not 0x7F <= c <= 0x9F))
_OUTSIDE = re.compile(r"[^\t\n\r\x20-\x7e\xa0-\ud7ff\ue000-\uffff]")
_CUT = "\n[... cut: observation longer than {} characters]"

ENV_IDS = {"train": "InvoiceEnv-train-v0", "eval": "InvoiceEnv-eval-v0",
           "inbox-train": "InvoiceEnv-inbox-train-v0", "inbox-eval": "InvoiceEnv-inbox-eval-v0"}


def fit_text(text: str) -> str:
    """The text as a member of the space: characters outside it become U+FFFD, overlong text is cut."""
    text = _OUTSIDE.sub("\ufffd", text)
    if len(text) > MAX_TEXT:
        marker = _CUT.format(MAX_TEXT)
        text = text[:MAX_TEXT - len(marker)] + marker
    return text


SHARED_MEMORY_REFUSED = (
    "InvoiceEnv's observations are text, and Gymnasium's async vector env reads a Text space from shared "
    "memory only once, when it starts, so every observation would come back as the same padding. Use "
    "gymnasium.make_vec(..., vectorization_mode=\"async\", vector_kwargs={\"shared_memory\": False}) "
    "(observations then travel through the workers' pipes) or vectorization_mode=\"sync\".")


class InvoiceText(spaces.Text):
    """The env's Text space; Gymnasium's shared-memory vector path refuses it (SHARED_MEMORY_REFUSED)."""


@create_shared_memory.register(InvoiceText)
def _refuse_shared_memory(space: InvoiceText, n: int = 1, ctx: Any = None) -> Any:
    raise CustomSpaceError(SHARED_MEMORY_REFUSED)


@lru_cache(maxsize=1)
def _text_space_template() -> InvoiceText:
    return InvoiceText(max_length=MAX_TEXT, min_length=0, charset=CHARSET)


def text_space() -> InvoiceText:
    """A Text space over CHARSET with its own RNG (building one from scratch takes ~60 ms; a copy shares the
    immutable character tables)."""
    space = copy.copy(_text_space_template())
    space.seed()
    return space


class InvoiceGymEnv(gym.Env[str, str]):
    metadata = {"render_modes": []}

    def __init__(self, split: str = "train", max_turns: int = DEFAULT_MAX_TURNS, scenarios: Any = None,
                 difficulty: Any = None, data_dir: str | None = None, cases_dir: str | None = None):
        from pathlib import Path

        folder = Path(data_dir) if data_dir else None
        tasks = select_tasks(split, scenarios, difficulty, data_dir=folder,
                             cases_dir=Path(cases_dir) if cases_dir else None)
        self.pool = TaskPool(tasks, f"split {split!r}" if not cases_dir else f"cases {cases_dir}")
        self.episode = TextEpisode(lambda task: load_snapshot(folder, task.split), max_turns)
        self.observation_space = text_space()
        self.action_space = text_space()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict]:
        super().reset(seed=seed)
        options = dict(options or {})
        unknown = sorted(set(options) - {"task_id", "index"})
        if unknown:
            raise ValueError(f"unknown reset option(s) {', '.join(unknown)}: expected task_id or index")
        draw = seeded_index(len(self.pool), seed) if seed is not None else int(self.np_random.integers(len(self.pool)))
        task = self.pool.pick(draw, options.get("task_id"), options.get("index"))
        observation = self.episode.reset(task)
        documents = document_ids(task)
        return fit_text(observation), {"task_id": task.task_id, "document_id": documents[0], "documents": documents}

    def step(self, action: str) -> tuple[str, float, bool, bool, dict]:
        outcome = self.episode.step(action)
        return fit_text(outcome.observation), outcome.reward, outcome.terminated, outcome.truncated, outcome.info

    def close(self) -> None:
        self.episode.close()


def register() -> None:
    for split, env_id in ENV_IDS.items():
        if env_id not in gym.registry:
            documents = MAX_DOCUMENTS if split.startswith("inbox-") else 1
            gym.register(id=env_id, entry_point=f"{__name__}:InvoiceGymEnv", kwargs={"split": split},
                         max_episode_steps=DEFAULT_MAX_TURNS * documents)


register()
