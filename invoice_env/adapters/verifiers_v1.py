"""verifiers >= 0.4 (v1) integration: the Taskset that `vf-eval invoice-env` and prime-rl load,
and an Env whose defaults run locally with exactly the four tools (null harness, subprocess
runtime; no bash tool, no remote sandbox)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Literal

import verifiers.v1 as vf
from pydantic import Field

from invoice_env.adapters.v1_tools import InvoiceState, InvoiceToolset
from invoice_env.grader import METRICS, Verdict, grade_session
from invoice_env.prompt import SYSTEM_PROMPT
from invoice_env.selection import select_tasks
from invoice_env.session import RolloutSession
from invoice_env.task_sources import resolve_task, source_key
from invoice_env.tools import TOOL_NAMES



class InvoiceTaskConfig(vf.TaskConfig):
    pass


class InvoiceTasksetConfig(vf.TasksetConfig):
    split: Literal["train", "eval"] = "train"
    """Which split to run: `train` (800 tasks) or `eval` (240, held-out suppliers and layout)."""
    scenarios: list[str] = Field(default_factory=list)
    """Keep only these scenarios (empty = all)."""
    difficulty: list[Literal["easy", "medium", "hard"]] = Field(default_factory=list)
    """Keep only these difficulties (empty = all)."""
    seed: int | None = None
    """Shuffle the tasks with this seed (None = dataset order)."""
    data_dir: str = ""
    """A dataset folder built by `invoice-env build` (empty = the shipped dataset)."""
    cases_dir: str = ""
    """A folder of your own cases (see README); replaces the split when set."""
    task: InvoiceTaskConfig = InvoiceTaskConfig()


class InvoiceData(vf.TaskData):
    """What a trace records of its task. Only `prompt` and `system_prompt` reach the model."""

    split: str
    document_id: str
    scenario: str
    difficulty: str
    tags: list[str] = []


def _tool_use(trace: vf.Trace) -> tuple[dict[str, float], float]:
    """Calls per tool, and tool results that are errors (also those the framework rejects before
    our code runs), counted from the conversation the trace recorded."""
    calls = {name: 0.0 for name in TOOL_NAMES}
    errors = 0.0
    for node in trace.nodes:
        message = node.message
        role = getattr(message, "role", None)
        if role == "assistant":
            for call in getattr(message, "tool_calls", None) or []:
                name = getattr(call, "name", None)
                if name in calls:
                    calls[name] += 1
        elif role == "tool" and str(getattr(message, "content", "")).lower().startswith("error"):
            errors += 1
    return calls, errors


def seed_state(trace: vf.Trace, task_id: str, source: str) -> None:
    """What the shared tool server needs to find a rollout's task: set on the host before it starts."""
    trace.state.task_id = task_id
    trace.state.source = source
    trace.state.session = None


class InvoiceTask(vf.Task[InvoiceData, InvoiceState, InvoiceTaskConfig]):
    source: str = ""

    async def setup(self, trace: vf.Trace) -> None:
        seed_state(trace, self.data.id, self.source)

    def verdict(self, trace: vf.Trace) -> Verdict:
        """Grade the database the rollout ended with (rebuilt from its state), once per trace."""
        if "grading" not in trace.info:
            task, snapshot = resolve_task(self.data.id, self.source)
            session = RolloutSession.resume(snapshot, task, trace.state.session)
            try:
                verdict = grade_session(session)
            finally:
                session.close()
            metrics = dict(verdict.metrics)
            calls, errors = _tool_use(trace)
            metrics["tool_errors"] = errors
            metrics |= {f"calls_{name}": count for name, count in calls.items()}
            trace.info["verdict"] = verdict.line
            trace.info["rows_written"] = verdict.rows
            trace.info["grading"] = {"reward": verdict.reward, "metrics": metrics}
        grading = trace.info["grading"]
        return Verdict(grading["reward"], grading["metrics"], trace.info["verdict"], trace.info["rows_written"])

    @vf.reward(weight=1.0, priority=10)
    async def booked_correctly(self, trace: vf.Trace) -> float:
        """1.0 iff the ERP ends with exactly the goal booking or flag and nothing else."""
        return self.verdict(trace).reward


def _metric(name: str):
    async def metric(self: InvoiceTask, trace: vf.Trace) -> float:
        return self.verdict(trace).metrics[name]

    metric.__name__ = name
    metric.__qualname__ = f"InvoiceTask.{name}"
    return vf.metric(metric)


for _name in METRICS:
    setattr(InvoiceTask, _name, _metric(_name))


class InvoiceTaskset(vf.Taskset[InvoiceTask, InvoiceTasksetConfig]):
    """Supplier invoices to book against purchase orders in an ERP, or flag for review."""

    @classmethod
    def toolsets(cls, config: InvoiceTasksetConfig) -> list[vf.Toolset]:
        return [InvoiceToolset(vf.SharedToolsetConfig())]

    def load(self) -> Iterable[InvoiceTask]:
        config = self.config
        tasks = select_tasks(config.split, config.scenarios or None, config.difficulty or None, config.seed,
                             data_dir=Path(config.data_dir) if config.data_dir else None,
                             cases_dir=Path(config.cases_dir) if config.cases_dir else None)
        source = source_key(config.data_dir, config.cases_dir)
        for task in tasks:
            data = InvoiceData(id=task.task_id, name=task.task_id, prompt=task.prompt, system_prompt=SYSTEM_PROMPT,
                               split=task.split, document_id=task.document_id, scenario=task.scenario,
                               difficulty=task.difficulty, tags=list(task.tags))
            invoice_task = InvoiceTask(data, self.config.task)
            invoice_task.source = source
            yield invoice_task


class InvoiceEnvConfig(vf.EnvConfig):
    agent: vf.AgentConfig = vf.AgentConfig(harness={"id": "null"}, runtime=vf.SubprocessConfig())


class InvoiceEnv(vf.Env[InvoiceEnvConfig]):
    """Runs the one agent on the task; its defaults keep everything on the local machine."""

    async def run(self, task: vf.Task, agents: vf.Agents) -> None:
        await agents.agent.run(task)
