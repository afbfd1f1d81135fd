"""verifiers >= 0.4 (v1) integration: the Taskset that `vf-eval invoice-env` and prime-rl load,
and a single-agent Env whose defaults run locally with exactly the four tools (null harness,
subprocess runtime; no bash tool, no remote sandbox) under a turn cap, an output-token cap and
a per-rollout timeout.

Design constraints:
- The grade is a function of the saved trace alone: the rows the rollout wrote and its
  conversation (`trace.nodes`). The rows live in `trace.state` (synced from the tool server) while
  the rollout runs; the framework does not save `trace.state`, so `finalize` copies them, with the
  task source, to `trace.info["erp_writes"]`, and grading reads them from there. Nothing graded is
  cached, so `vf-replay` re-grades a saved run and a changed row changes the grade.
- The Env is the single-agent kind (`vf.SingleAgentEnv`), so replay and GEPA accept its runs.
- `InvoiceTask.validate` applies the goal through the four tools and grades it: `vf-validate`
  checks the gold answer and the untouched (no-op) state of every task."""

from __future__ import annotations

from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import verifiers.v1 as vf
from pydantic import Field, model_validator

from invoice_env.adapters.v1_tools import InvoiceState, InvoiceToolset
from invoice_env.episode.gold import apply_goal
from invoice_env.episode.grader import METRICS, Verdict, grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES
from invoice_env.tasks.inbox.generate import MAX_DOCUMENTS
from invoice_env.tasks.inbox.prompt import INBOX_SYSTEM_PROMPT
from invoice_env.tasks.selection import check_selection, select_tasks
from invoice_env.tasks.sources import resolve_task, source_key
from invoice_env.world.models import InboxTask

MAX_TURNS = 10
"""Model turns per rollout. The reference policy needs 4 or 5 (read, one or two searches, book or
flag, answer: 3-4 tool calls); the clumsy reference, which also makes three bad calls, 7 or 8."""
MAX_OUTPUT_TOKENS = 16384
"""Output tokens per rollout, summed over its turns."""
ROLLOUT_TIMEOUT = 600.0
"""Seconds for one rollout's solve attempt."""
# An inbox's bounds are the single ones times its documents (a task-level stop, `inbox_bounds`); in inbox
# mode the agent's caps are raised to fit the largest inbox (MAX_DOCUMENTS).


class InvoiceTaskConfig(vf.TaskConfig):
    pass


class InvoiceTasksetConfig(vf.TasksetConfig):
    mode: Literal["single", "inbox"] = "single"
    """`single`: one invoice per task; `inbox`: 2 to 6 documents per task, handled in arrival order
    (the `inbox-train` and `inbox-eval` splits; see docs/inbox.md)."""
    split: Literal["train", "eval"] = "train"
    """Which split to run: `train` (800 tasks; 200 inboxes) or `eval` (240, held-out suppliers and
    layout; 60 inboxes)."""
    reward: Literal["exact", "per_document"] = "exact"
    """`exact`: 1 only when every document of the task is right (the measurement); `per_document`: the
    share of an inbox's documents right, for curricula (inbox mode only; not the measurement)."""
    scenarios: list[str] = Field(default_factory=list)
    """Keep only these scenarios (empty = all)."""
    difficulty: list[Literal["easy", "medium", "hard"]] = Field(default_factory=list)
    """Keep only these difficulties (empty = all)."""
    seed: int | None = None
    """Shuffle the tasks with this seed (None = dataset order)."""
    data_dir: str = ""
    """A dataset folder built by `invoice-env build` (empty = the shipped dataset)."""
    cases_dir: str = ""
    """A folder of your own cases (see docs/cases.md); replaces the split when set."""
    task: InvoiceTaskConfig = InvoiceTaskConfig()

    @property
    def run_split(self) -> str:
        """The dataset split the run reads: `split`, or its inbox split in inbox mode."""
        return f"inbox-{self.split}" if self.mode == "inbox" else self.split

    @model_validator(mode="after")
    def _check_selection(self) -> "InvoiceTasksetConfig":
        if self.mode == "inbox" and self.cases_dir:
            raise ValueError("cases_dir holds single invoices: run it with mode single (the default), "
                             "not mode inbox")
        if self.reward == "per_document" and self.mode != "inbox":
            raise ValueError("reward per_document applies to inbox tasks: add `--env.taskset.mode inbox`, "
                             "or keep reward exact")
        check_selection(self.run_split, self.scenarios, self.difficulty, self.data_dir, self.cases_dir)
        return self


class InvoiceData(vf.TaskData):
    """What a trace records of its task. Only `prompt` and `system_prompt` reach the model."""

    id: str
    """The task id (`eval-0007`, a case id, ...). Declared here, not inherited: verifiers 0.4's
    `TaskData` has an optional `id`, but 0.3.1.dev62 (the one prime-rl pins) has none and drops
    undeclared fields silently, so the tool server and the grader would lose the task."""
    split: str
    document_id: str
    """The task's document (an inbox's first)."""
    documents: list[str] = []
    """An inbox's documents in arrival order (empty for a single invoice)."""
    reward: str = "exact"
    """The taskset's `reward` (`exact` or `per_document`), carried with the task to whoever grades it."""
    scenario: str
    difficulty: str
    tags: list[str] = []
    source: str = ""
    """Where the task comes from (`invoice_env.tasks.sources`: "" the shipped dataset, `data:<dir>`,
    `cases:<dir>`). On the task data, not the Task object: an env server (prime-rl's, and
    verifiers' own behind `eval`) rebuilds each task from its data alone and never runs `load()`."""


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


WRITES = "erp_writes"
"""The `trace.info` key of what the rollout wrote to the ERP: {"source": ..., "session": ...}."""


def rollout_writes(trace: vf.Trace) -> dict:
    """What the rollout wrote, as saved on the trace (or, before `finalize`, as its state holds it)."""
    return trace.info.get(WRITES) or {"source": trace.state.source, "session": trace.state.session}


@dataclass
class _ScoringPass:
    trace: vf.Trace
    verdict: Verdict | None = None


_PASS: ContextVar[_ScoringPass | None] = ContextVar("invoice_env_scoring_pass", default=None)
"""The scoring pass running in this context: verifiers runs a pass's metrics and rewards as tasks that
inherit it, and concurrent passes (other rollouts) each have their own."""


class InvoiceTask(vf.Task[InvoiceData, InvoiceState, InvoiceTaskConfig]):
    @property
    def source(self) -> str:
        return self.data.source

    async def setup(self, trace: vf.Trace) -> None:
        seed_state(trace, self.data.id, self.source)

    async def finalize(self, trace: vf.Trace) -> None:
        """Save the rows the rollout wrote on the trace: `trace.state` is not part of a saved trace."""
        trace.info[WRITES] = {"source": trace.state.source, "session": trace.state.session}

    def verdict(self, trace: vf.Trace) -> Verdict:
        """Grade the database the rollout ended with, rebuilt from the rows it wrote."""
        writes = rollout_writes(trace)
        task, snapshot = resolve_task(self.data.id, writes["source"])
        session = RolloutSession.resume(snapshot, task, writes["session"])
        try:
            verdict = grade_session(session, per_document=self.data.reward == "per_document")
        finally:
            session.close()
        metrics = dict(verdict.metrics)
        calls, errors = _tool_use(trace)
        metrics["tool_errors"] = errors
        metrics |= {f"calls_{name}": count for name, count in calls.items()}
        trace.info["verdict"] = verdict.line
        trace.info["rows_written"] = verdict.rows
        return replace(verdict, metrics=metrics)

    async def score(self, trace: vf.Trace, runtime: vf.Runtime | None = None) -> None:
        """One scoring pass: its metrics and its reward share one grade of the trace (`_scored`)."""
        token = _PASS.set(_ScoringPass(trace))
        try:
            await super().score(trace, runtime)
        finally:
            _PASS.reset(token)

    def _scored(self, trace: vf.Trace) -> Verdict:
        """The grade of this trace, computed once per scoring pass (graded afresh outside one)."""
        current = _PASS.get()
        if current is None or current.trace is not trace:
            return self.verdict(trace)
        if current.verdict is None:
            current.verdict = self.verdict(trace)
        return current.verdict

    async def validate(self, runtime: vf.Runtime) -> bool:
        """The gold check: the goal, applied through the four tools on a fresh ERP, scores 1.0."""
        task, snapshot = resolve_task(self.data.id, self.source)
        return apply_goal(snapshot, task).reward == 1.0

    @vf.reward(weight=1.0, priority=10)
    async def booked_correctly(self, trace: vf.Trace) -> float:
        """1.0 iff the ERP ends with exactly the goal booking or flag (an inbox: every document's) and
        nothing else; with reward per_document, an inbox's share of documents right."""
        return self._scored(trace).reward

    @vf.stop
    async def inbox_bounds(self, trace: vf.Trace) -> bool:
        """An inbox's turn and output-token bounds: the single invoice's times its documents (a single
        invoice is bounded by the agent's own caps)."""
        documents = len(self.data.documents)
        return documents > 1 and (trace.num_turns >= MAX_TURNS * documents
                                  or trace.num_output_tokens >= MAX_OUTPUT_TOKENS * documents)


# One hook per metric, not one metric returning a mapping (which verifiers 0.4.0 and prime-rl's
# 0.3.1.dev62 both record): verifiers seeds each hook's name as unscored before a pass, so a pass that
# fails still records all 13 names (as None), and a taskset config can override one metric by name.
def _metric(name: str):
    async def metric(self: InvoiceTask, trace: vf.Trace) -> float:
        return self._scored(trace).metrics[name]

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
        tasks = select_tasks(config.run_split, config.scenarios or None, config.difficulty or None, config.seed,
                             data_dir=Path(config.data_dir) if config.data_dir else None,
                             cases_dir=Path(config.cases_dir) if config.cases_dir else None)
        source = source_key(config.data_dir, config.cases_dir)
        for task in tasks:
            if isinstance(task, InboxTask):
                documents = [item.document_id for item in task.items]
                system_prompt = INBOX_SYSTEM_PROMPT
            else:
                documents, system_prompt = [], SYSTEM_PROMPT
            data = InvoiceData(id=task.task_id, name=task.task_id, prompt=task.prompt, system_prompt=system_prompt,
                               split=task.split, document_id=documents[0] if documents else task.document_id,
                               documents=documents, reward=config.reward, scenario=task.scenario,
                               difficulty=task.difficulty, tags=list(task.tags), source=source)
            yield InvoiceTask(data, self.config.task)


class InvoiceEnvConfig(vf.SingleAgentEnvConfig):
    agent: vf.AgentConfig = vf.AgentConfig(
        harness={"id": "null"}, runtime=vf.SubprocessConfig(), max_turns=MAX_TURNS,
        max_output_tokens=MAX_OUTPUT_TOKENS, timeout={"rollout": ROLLOUT_TIMEOUT})

    @model_validator(mode="after")
    def _inbox_caps(self) -> "InvoiceEnvConfig":
        """In inbox mode the agent's caps left at the single defaults grow to the largest inbox's
        (each task stops at its own bounds, `InvoiceTask.inbox_bounds`)."""
        agent = self.agent
        if getattr(self.taskset, "mode", "single") != "inbox":
            return self
        update = {}
        if agent.max_turns == MAX_TURNS:
            update["max_turns"] = MAX_TURNS * MAX_DOCUMENTS
        if agent.max_output_tokens == MAX_OUTPUT_TOKENS:
            update["max_output_tokens"] = MAX_OUTPUT_TOKENS * MAX_DOCUMENTS
        if getattr(agent.timeout, "rollout", None) == ROLLOUT_TIMEOUT:
            update["timeout"] = agent.timeout.model_copy(update={"rollout": ROLLOUT_TIMEOUT * MAX_DOCUMENTS})
        if update:
            self.agent = agent.model_copy(update=update)
        return self


def bounded_turns(ctx: vf.ModelContext, max_output_tokens: int | None) -> vf.ModelContext:
    """The run's model context with `max_tokens` per turn at most the rollout's output-token bound.
    verifiers checks that bound only between turns, so without a per-turn cap one runaway turn
    runs until the rollout timeout; with it, a rollout writes less than twice the bound. A smaller
    `max_tokens` the run already sends (`--sampling.max-tokens`, a trainer's
    `max_completion_tokens`) is kept; an agent-level `--env.agent.sampling.max-tokens` still
    merges over this, as verifiers merges agent sampling over the run's."""
    current = ctx.sampling.max_tokens
    if max_output_tokens is None or (current is not None and current <= max_output_tokens):
        return ctx
    return replace(ctx, sampling=ctx.sampling.model_copy(update={"max_tokens": max_output_tokens}))


class InvoiceEnv(vf.SingleAgentEnv, vf.Env[InvoiceEnvConfig]):
    """The one agent on the task (the single-agent kind, so `vf-replay` accepts its runs); its
    defaults keep everything on the local machine and bound every rollout, each turn included."""

    async def run_episode(self, task: vf.Task, ctx: vf.ModelContext, **kwargs) -> vf.Episode:
        return await super().run_episode(task, bounded_turns(ctx, self.config.agent.max_output_tokens), **kwargs)
