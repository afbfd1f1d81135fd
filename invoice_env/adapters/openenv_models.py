"""The OpenEnv wire types of invoice-env (the `models.py` of OpenEnv's reference environments): what an
action, an observation and the state are. Shared by the server (`openenv_env.py`) and the typed client
(`openenv_client.py`)."""

from __future__ import annotations

from openenv.core.env_server.types import Action, Observation, State
from pydantic import Field

from invoice_env.adapters.text_episode import ACTION_FORMAT, DEFAULT_MAX_TURNS


class InvoiceAction(Action):
    message: str = Field(..., description="The agent's turn: " + ACTION_FORMAT)


class InvoiceObservation(Observation):
    text: str = Field(default="", description="The system prompt and task message after reset; then the result "
                                              "of the last tool call, or an error saying what was wrong")
    task_id: str = Field(default="", description="The task of this episode")


class InvoiceState(State):
    task_id: str = Field(default="", description="The task of this episode ('' before the first reset)")
    split: str = Field(default="")
    max_turns: int = Field(default=DEFAULT_MAX_TURNS)
    done: bool = Field(default=False)
