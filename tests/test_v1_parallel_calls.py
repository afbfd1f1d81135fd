"""A rollout's tool calls that arrive at the same time never lose a write.

Real components only: the shared InvoiceToolset server launched the way vf-eval launches it
(`serve_shared`, a subprocess MCP server), the framework's own interception server holding the
rollout's trace and serving its `/state` channel, the per-rollout signed URL the framework gives
a harness, and the MCP client harnesses use. Then the task grades the trace it left."""

import asyncio
import contextlib

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "SingleAgentEnv"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from verifiers.v1.clients.client import ModelContext  # noqa: E402
from verifiers.v1.configs.client import EvalClientConfig  # noqa: E402
from verifiers.v1.interception.server import InterceptionServer  # noqa: E402
from verifiers.v1.mcp.launch import _shared_url_for_rollout, serve_shared  # noqa: E402
from verifiers.v1.session import RolloutSession  # noqa: E402
from verifiers.v1.trace import Trace, TraceTask  # noqa: E402

from invoice_env.adapters.v1_tools import InvoiceState, InvoiceToolset  # noqa: E402
from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig, seed_state  # noqa: E402
from invoice_env.tasks.sources import resolve_task  # noqa: E402
from invoice_env.world.models import BookingGoal  # noqa: E402


def _booking_task():
    for task in InvoiceTaskset(InvoiceTasksetConfig(split="eval")).load():
        goal = resolve_task(task.data.id)[0].goal
        if isinstance(goal, BookingGoal):
            return task, goal
    raise AssertionError("the eval split has no booking task")


def _trace(task) -> Trace:
    trace = Trace(task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
                  state=InvoiceState(), agent=vf.AgentInfo(config=vf.AgentConfig(), name="agent"))
    seed_state(trace, task.data.id, task.source)
    return trace


async def _parallel_calls(task, calls: list[tuple[str, dict]]) -> Trace:
    """Run `calls` at the same time for one rollout; returns that rollout's trace."""
    trace = _trace(task)
    async with serve_shared([InvoiceToolset(vf.SharedToolsetConfig())]) as servers:
        (server,) = servers.values()
        interception = InterceptionServer(state_service_secrets=[server.state_secret])
        await interception.start()
        try:
            session = RolloutSession(ctx=ModelContext(model="none", client=EvalClientConfig()), trace=trace)
            async with interception.acquire(session) as (base_url, _, _):
                url = _shared_url_for_rollout(server, server.url, base_url, trace.id)

                async with contextlib.AsyncExitStack() as clients:
                    # Connect first, so the calls themselves leave at the same moment.
                    opened = [await clients.enter_async_context(Client(streamable_http_client(url))) for _ in calls]
                    answers = await asyncio.gather(*(client.call_tool(name, args)
                                                     for client, (name, args) in zip(opened, calls)))
                results = [answer.content[0].text for answer in answers]
        finally:
            await interception.stop()
    assert all(not text.startswith("Error") for text in results), results
    return trace


def _booking(goal: BookingGoal) -> tuple[str, dict]:
    return "create_booking", {"document_id": goal.document_id, "po_number": goal.po_number,
                              "gl_account": goal.gl_account, "vat_code": goal.vat_code,
                              "net_amount": f"{goal.net_amount:.2f}"}


def _flag(goal: BookingGoal) -> tuple[str, dict]:
    return "flag_for_review", {"document_id": goal.document_id, "reason": "no_matching_po", "note": "parallel"}


async def _score(task, trace: Trace) -> Trace:
    await task.score(trace)
    return trace


def test_two_parallel_bookings_are_both_kept_and_score_zero():
    task, goal = _booking_task()
    trace = asyncio.run(_parallel_calls(task, [_booking(goal), _booking(goal)]))
    assert len(trace.state.session["rows"]["bookings"]) == 2
    asyncio.run(_score(task, trace))
    assert trace.metrics["num_bookings"] == 2.0
    assert trace.rewards["booked_correctly"].score == 0.0


def test_a_booking_and_a_flag_in_parallel_are_both_kept_and_score_zero():
    task, goal = _booking_task()
    trace = asyncio.run(_parallel_calls(task, [_booking(goal), _flag(goal)]))
    asyncio.run(_score(task, trace))
    assert (trace.metrics["num_bookings"], trace.metrics["num_flags"]) == (1.0, 1.0)
    assert trace.rewards["booked_correctly"].score == 0.0


def test_the_one_right_booking_alone_still_scores_one():
    task, goal = _booking_task()
    trace = asyncio.run(_parallel_calls(task, [_booking(goal), ("read_document", {"document_id": goal.document_id})]))
    asyncio.run(_score(task, trace))
    assert trace.rewards["booked_correctly"].score == 1.0
