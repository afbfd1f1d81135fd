"""SkyRL adapter (`pip install "invoice-env[skyrl]"`): the text episode as a skyrl-gym `BaseTextEnv`,
registered as `invoice-env`.

SkyRL builds one env per dataset row: `skyrl_gym.make("invoice-env", env_config=..., extras=row)`,
where the row is in the shape `skyrl_rows` writes (`invoice-env export-skyrl`): `prompt` (the system
and user messages), `env_class`, `reward_spec` and `extra_info` with the task id. The goal is never in
a row: the env looks the task up by id and grades the database with the shared grader."""

from __future__ import annotations

from typing import Any

import skyrl_gym
from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput, ConversationType

from invoice_env.adapters.skyrl_rows import ENV_ID, skyrl_row, skyrl_rows
from invoice_env.adapters.text_episode import DEFAULT_MAX_TURNS, EpisodeError, TextEpisode, first_messages, turn_cap
from invoice_env.tasks.sources import resolve_task

__all__ = ["ENV_ID", "InvoiceSkyRLEnv", "register", "skyrl_row", "skyrl_rows"]


def _setting(config: Any, name: str, default: Any) -> Any:
    if config is None:
        return default
    if isinstance(config, dict):
        return config.get(name, default)
    return getattr(config, name, default)


class InvoiceSkyRLEnv(BaseTextEnv):
    def __init__(self, env_config: Any = None, extras: dict[str, Any] | None = None):
        super().__init__()
        extras = dict(extras or {})
        info = extras.get("extra_info") or {}
        task_id = info.get("task_id") or (extras.get("reward_spec") or {}).get("ground_truth")
        if not isinstance(task_id, str) or not task_id:
            raise EpisodeError("the SkyRL row names no task: expected extras['extra_info']['task_id'] (rows as "
                               "written by `invoice-env export-skyrl`)")
        self.task, snapshot = resolve_task(task_id, info.get("source") or "")
        per_document = int(extras.get("max_turns") or _setting(env_config, "max_turns", DEFAULT_MAX_TURNS))
        self.episode = TextEpisode(lambda task: snapshot, per_document)
        self.max_turns = turn_cap(per_document, self.task)
        self.episode.reset(self.task)

    def init(self, prompt: ConversationType) -> tuple[ConversationType, dict[str, Any]]:
        """The row's prompt is the task's own first messages; the env's copy is the one that counts."""
        if self.episode.done or self.episode.turns:
            self.episode.reset(self.task)
        return first_messages(self.task), {"task_id": self.task.task_id}

    def step(self, action: str) -> BaseTextEnvStepOutput:
        outcome = self.episode.step(action)
        self.turns = self.episode.turns
        observations = [] if outcome.done else [{"role": "user", "content": outcome.observation}]
        return BaseTextEnvStepOutput(observations=observations, reward=outcome.reward, done=outcome.done,
                                     metadata=outcome.info)

    def get_metrics(self) -> dict[str, Any]:
        final = self.episode.final_info
        return dict(final["metrics"]) if final else {}

    def close(self) -> None:
        self.episode.close()


def register() -> None:
    if ENV_ID not in skyrl_gym.registry:
        skyrl_gym.register(id=ENV_ID, entry_point=f"{__name__}:InvoiceSkyRLEnv")


register()
