"""Drivers shared by the reliability tests: scripted rollouts through the verifiers v1 path (the
shipped MCP tool server and the taskset's grading), through the core path (RolloutSession +
InvoiceTools + grade_session, what the v0 adapter and the baselines use), and extra scripted
policies that write a lot.

The v1 path runs in-process: the shipped `InvoiceToolset` is registered on a real MCP server and
called with `call_tool` (argument validation included), and only its state channel is replaced.
In production each call pulls the calling rollout's `InvoiceState` as JSON from the host and
pushes it back as JSON; here each rollout keeps that JSON in a `Channel`, and a context variable
says which rollout is calling (asyncio tasks each carry their own context, as concurrent calls on
the real server do). Grading goes through `InvoiceTask.verdict`, the code the v1 rewards call."""

from __future__ import annotations

import contextvars
import hashlib
from dataclasses import dataclass, field
from functools import lru_cache
from types import SimpleNamespace
from typing import Any, Awaitable, Callable

import verifiers.v1 as vf
from mcp_compat import MCPServer
from mcp_compat import ToolError as McpToolError

from invoice_env.adapters.v1_tools import InvoiceState, InvoiceToolset
from invoice_env.adapters.verifiers_v1 import InvoiceTask, InvoiceTaskset, InvoiceTasksetConfig
from invoice_env.agents.scripted import AGENTS, Agent, ToolCall, ToolErp, document_id_from
from invoice_env.documents.reader import read_invoice
from invoice_env.episode.grader import Verdict, grade_session
from invoice_env.episode.policy import REASONS
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools
from invoice_env.tasks.dataset import SPLITS
from invoice_env.tasks.sources import resolve_task
from invoice_env.world.erp import state_hash
from invoice_env.world.models import Task

MAX_CALLS = 30


# ------------------------------------------------------------------ the start-state check


class StartCheck:
    """Checks that a database is a task's recorded start state: `state_hash(conn) == task.start_hash`.

    The full hash reads every row (a few ms); a database whose serialized bytes equal those of a
    database already verified for the same task has the same rows, so the same hash. The first
    database of each task, and any whose bytes differ, get the full hash."""

    def __init__(self) -> None:
        self._verified: dict[str, set[bytes]] = {}
        self.full = 0
        self.by_bytes = 0

    def __call__(self, conn, task: Task) -> None:
        digest = hashlib.sha256(conn.serialize()).digest()
        known = self._verified.setdefault(task.task_id, set())
        if digest in known:
            self.by_bytes += 1
            return
        assert state_hash(conn) == task.start_hash, f"{task.task_id} does not start from its recorded state"
        self.full += 1
        known.add(digest)


# ------------------------------------------------------------------ extra scripted policies


def vandal(prompt: str) -> Agent:
    """Writes as much as the tools allow: bookings on every PO of the supplier, every flag reason,
    and hostile calls in between. Always scores 0 (more than one row)."""
    doc = document_id_from(prompt)
    text = yield ToolCall("read_document", {"document_id": doc})
    try:
        vat = read_invoice(text).supplier_vat
    except ValueError:
        vat = "BE0000000000"
    pos = ToolErp.views((yield ToolCall("search_purchase_order", {"supplier_vat": vat, "status": "all"})))
    for po in pos[:3]:
        yield ToolCall("create_booking", {"document_id": doc, "po_number": po.po_number, "gl_account": po.gl_account,
                                          "vat_code": "V21", "net_amount": "1.00"})
    yield ToolCall("create_booking", {"document_id": doc, "po_number": "'; DROP TABLE bookings; --",
                                      "gl_account": "604000", "vat_code": "V21", "net_amount": "1.00"})
    yield ToolCall("flag_for_review", {"document_id": "../../datasets/train.parquet", "reason": "no_matching_po",
                                       "note": "x"})
    for reason in REASONS:
        yield ToolCall("flag_for_review", {"document_id": doc, "reason": reason, "note": f"vandal {reason}"})
    yield ToolCall("drop_table", {"table": "bookings"})
    return "done"


POLICIES: dict[str, Callable[[str], Agent]] = {**AGENTS, "vandal": vandal}
WRITERS = ("reference", "clumsy-reference", "double-book", "vandal", *(f"flag-all:{r}" for r in REASONS))


def expected_reward(policy: str, task: Task) -> float | None:
    """The reward a policy must get on a task, where it is known without running it."""
    if policy in ("reference", "clumsy-reference"):
        return 1.0
    if policy in ("noop", "double-book", "vandal"):
        return 0.0
    if policy.startswith("flag-all:"):
        return float(task.goal.kind == "flag" and task.goal.reason == policy.split(":", 1)[1])
    return None


# ------------------------------------------------------------------ the core path


@dataclass
class CoreResult:
    texts: list[str]
    calls: list[ToolCall]
    verdict: Verdict


def core_rollout(snapshot: bytes, task: Task, policy: str | Callable[[str], Agent],
                 check_start: StartCheck | None = None) -> CoreResult:
    """One rollout as the v0 adapter and the baselines run it: a private session, the tools, the grader.
    With check_start, its starting database is checked against the task's recorded start first."""
    agent = (POLICIES[policy] if isinstance(policy, str) else policy)(task.prompt)
    session = RolloutSession.start(snapshot, task)
    texts, calls = [], []
    try:
        if check_start is not None:
            check_start(session.conn, task)
        tools = InvoiceTools(session)
        try:
            call = agent.send(None)
            for _ in range(MAX_CALLS):
                calls.append(call)
                texts.append(tools.call(call.name, call.arguments)[1])
                call = agent.send(texts[-1])
        except StopIteration:
            pass
        return CoreResult(texts, calls, grade_session(session))
    finally:
        session.close()


# ------------------------------------------------------------------ the v1 path


class Channel:
    """One rollout's state as the host holds it: JSON, replaced whole by each call's push."""

    def __init__(self, data: bytes):
        self.data = data
        self.pushes = 0


_CALLER: contextvars.ContextVar[Channel] = contextvars.ContextVar("reliability_v1_caller")


class ChannelToolset(InvoiceToolset):
    """The shipped toolset; only where a call's state comes from and goes to is replaced."""

    async def _pull_state(self):
        return self._state_adapter.validate_json(_CALLER.get().data)

    async def _push_state(self, before: bytes) -> None:
        after = self._state_adapter.dump_json(self.state)
        if after != before:
            channel = _CALLER.get()
            channel.data = after
            channel.pushes += 1


@dataclass
class V1Rollout:
    task: InvoiceTask
    channel: Channel
    texts: list[str] = field(default_factory=list)
    calls: list[ToolCall] = field(default_factory=list)

    @property
    def state(self) -> InvoiceState:
        return InvoiceState.model_validate_json(self.channel.data)

    def trace(self) -> SimpleNamespace:
        """What `InvoiceTask.verdict` reads of a vf.Trace: the state, info, and the conversation's
        nodes (each call as an assistant message with its tool call, then the tool's answer)."""
        nodes = []
        for call, text in zip(self.calls, self.texts):
            nodes.append(SimpleNamespace(message=SimpleNamespace(
                role="assistant", tool_calls=[SimpleNamespace(name=call.name, arguments=call.arguments)])))
            nodes.append(SimpleNamespace(message=SimpleNamespace(role="tool", content=text)))
        return SimpleNamespace(state=self.state, info={}, nodes=nodes)


Hook = Callable[[V1Rollout, int, ToolCall], Awaitable[None]]


class V1Harness:
    def __init__(self) -> None:
        self.toolset = ChannelToolset(vf.SharedToolsetConfig())
        self.server = MCPServer("reliability")
        self.toolset.register(self.server)

    @staticmethod
    @lru_cache(maxsize=None)
    def tasks(split: str) -> tuple[InvoiceTask, ...]:
        return tuple(InvoiceTaskset(InvoiceTasksetConfig(split=split)).load())

    def all_tasks(self) -> tuple[InvoiceTask, ...]:
        return tuple(t for split in SPLITS for t in self.tasks(split))

    async def start(self, task: InvoiceTask) -> V1Rollout:
        state = InvoiceState()
        await task.setup(SimpleNamespace(state=state))
        return V1Rollout(task, Channel(self.toolset._state_adapter.dump_json(state)))

    async def call(self, rollout: V1Rollout, name: str, args: Any) -> str:
        """One tool call as the model makes it, answered as the v1 null harness answers it: calls it
        cannot dispatch get its own "error: ..." text; the server's rejections (schema validation)
        come back as their error text, as the MCP client returns them."""
        if not isinstance(args, dict):
            text = f"error: tool arguments must be a JSON object, got {type(args).__name__}; resend as an object"
        elif name not in TOOL_NAMES:
            text = f"error: unknown tool {name!r}"
        else:
            token = _CALLER.set(rollout.channel)
            try:
                result = await self.server.call_tool(name, args)
                text = result.content[0].text
            except McpToolError as exc:
                text = str(exc)
            finally:
                _CALLER.reset(token)
        rollout.calls.append(ToolCall(name, args))
        rollout.texts.append(text)
        return text

    @staticmethod
    def check_start(rollout: V1Rollout, check: StartCheck) -> None:
        """Check the database the rollout's next call will run on (rebuilt as `_call` rebuilds it)."""
        task, snapshot = resolve_task(rollout.task.data.id, rollout.task.source)
        session = RolloutSession.resume(snapshot, task, rollout.state.session)
        try:
            check(session.conn, task)
        finally:
            session.close()

    @staticmethod
    def verdict(rollout: V1Rollout) -> Verdict:
        return rollout.task.verdict(rollout.trace())

    async def drive(self, rollout: V1Rollout, policy: str | Callable[[str], Agent], hook: Hook | None = None) -> str:
        agent = (POLICIES[policy] if isinstance(policy, str) else policy)(rollout.task.data.prompt)
        try:
            call = agent.send(None)
            for index in range(MAX_CALLS):
                if hook is not None:
                    await hook(rollout, index, call)
                call = agent.send(await self.call(rollout, call.name, call.arguments))
        except StopIteration as stop:
            return stop.value or ""
        return "stopped: too many calls"

    async def rollout(self, task: InvoiceTask, policy: str | Callable[[str], Agent],
                      hook: Hook | None = None) -> tuple[V1Rollout, Verdict]:
        rollout = await self.start(task)
        await self.drive(rollout, policy, hook)
        return rollout, self.verdict(rollout)
