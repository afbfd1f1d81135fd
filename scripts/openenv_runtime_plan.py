"""Write validation/runtime.json, the runtime plan `openenv validate` plays over /ws: a reset to
train-0000 and the reference agent's actions on it, recorded by playing the episode (run it again
after the data is regenerated; tests/frameworks/test_openenv_validate.py checks the plan still
ends with reward 1.0). Needs the [openenv] extra."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from invoice_env.adapters.openenv_env import InvoiceOpenEnv
from invoice_env.adapters.openenv_models import InvoiceAction
from invoice_env.agents.text_policy import TextPolicy

TASK_ID = "train-0000"
PLAN = Path(__file__).resolve().parents[1] / "validation" / "runtime.json"


def record(task_id: str = TASK_ID, max_steps: int = 20) -> dict:
    env = InvoiceOpenEnv("train")
    episode_id = f"openenv-validate-{task_id}"
    observation = env.reset(seed=0, episode_id=episode_id, task_id=task_id)
    agent, actions = TextPolicy("reference"), []
    for _ in range(max_steps):
        message = agent.act(observation.text)
        actions.append({"message": message})
        observation = env.step(InvoiceAction(message=message))
        if observation.done:
            break
    env.close()
    if not (observation.done and observation.reward == 1.0):
        sys.exit(f"the reference agent did not solve {task_id}: {observation.metadata}")
    return {"plan_schema_version": "1",
            "reset": {"episode_id": episode_id, "seed": 0, "options": {"task_id": task_id}},
            "actions": actions}


if __name__ == "__main__":
    PLAN.write_text(json.dumps(record(), indent=2) + "\n")
    print(f"wrote {PLAN}")
