"""The typed OpenEnv client of invoice-env (the `client.py` of OpenEnv's reference environments): an
`EnvClient` whose actions, observations and state are the models of `openenv_models.py`, over one
WebSocket session per client.

    from invoice_env.adapters.openenv_client import InvoiceAction, InvoiceEnvClient

    with InvoiceEnvClient(base_url="http://127.0.0.1:8000").sync() as env:
        result = env.reset(task_id="eval-0007")          # or seed=0 / index=7
        result = env.step(InvoiceAction(message='{"name": "read_document", "arguments": {...}}'))
        print(result.observation.text, result.done, result.reward, env.state().step_count)
"""

from __future__ import annotations

from typing import Any

from openenv.core import EnvClient
from openenv.core.client_types import StepResult

from invoice_env.adapters.openenv_models import InvoiceAction, InvoiceObservation, InvoiceState

__all__ = ["InvoiceAction", "InvoiceEnvClient", "InvoiceObservation", "InvoiceState"]


class InvoiceEnvClient(EnvClient[InvoiceAction, InvoiceObservation, InvoiceState]):
    def _step_payload(self, action: InvoiceAction | str) -> dict[str, Any]:
        """An action, or its text alone (`env.step("I will flag it.")`)."""
        if isinstance(action, str):
            action = InvoiceAction(message=action)
        return {"message": action.message}

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[InvoiceObservation]:
        fields = dict(payload.get("observation") or {})
        fields.update(done=payload.get("done", False), reward=payload.get("reward"),
                      metadata=payload.get("metadata") or fields.get("metadata") or {})
        observation = InvoiceObservation.model_validate(fields)
        return StepResult(observation=observation, reward=observation.reward, done=observation.done,
                          metadata=observation.metadata)

    def _parse_state(self, payload: dict[str, Any]) -> InvoiceState:
        return InvoiceState.model_validate(payload)
