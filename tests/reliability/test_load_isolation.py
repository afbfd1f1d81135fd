"""Issue 5, item 2: isolation under load, and faults that leave nothing behind.

256 rollouts run at once in one process, half of them on the same task and half on 128 other
tasks of both splits, with interleaved writes (flags and bookings that carry the rollout's own
number). Each rollout's grader must see exactly the rows that rollout wrote, and the reference
writers must still score 1. Among them, rollouts that fail mid-way:

  raise    the agent raises after it wrote a row;
  crash    a tool raises inside its call, after its row was inserted and before it returned (on
           the core path the rollout dies of it; on v1 it is a tool error and the rollout goes on);
  timeout  the rollout stalls after a write and its deadline passes (v1: an asyncio.timeout
           expires; threads: the driver closes the session under the worker, which then keeps
           calling and must get "this rollout has ended" while its old connection serves others);
  cancel   the same, ended by cancellation (v1: the asyncio task is cancelled).

None of them may leave a row, a transaction or a session behind, nor disturb the others: every
later rollout on the same tasks (and on the connections the pool hands out again) starts from its
recorded state. Two drivers: 256 threads on the core path (sessions, tools, grader; the switch
interval is lowered so threads interleave inside tool calls), and 256 asyncio tasks on the v1 path
(the shipped MCP tool server, one shared server for all rollouts, as in production).

Slow (`-m slow`): the same with 1,024 rollouts at once on each driver."""

from __future__ import annotations

import asyncio
import contextvars
import json
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import pytest

from invoice_env.adapters.v1_tools import InvoiceState
from invoice_env.agents.scripted import AGENTS, ToolCall
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for

from .support import StartCheck

ROLES = ("flags", "booking", "reference", "raise", "crash", "timeout", "cancel", "readonly")
FAULTS = ("raise", "timeout", "cancel")  # rollouts that do not finish (crash finishes: its tool call failed)
CRASH = contextvars.ContextVar("reliability_crash", default=False)


class AgentFailure(RuntimeError):
    pass


@pytest.fixture
def crashing_flag_tool(monkeypatch):
    """flag_for_review inserts its row, then raises when the calling rollout asked for a crash."""
    original = InvoiceTools.flag_for_review

    def flag_then_crash(self, *args, **kwargs):
        text = original(self, *args, **kwargs)
        if CRASH.get():
            raise RuntimeError("injected crash after the insert")
        return text

    monkeypatch.setattr(InvoiceTools, "flag_for_review", flag_then_crash)


@dataclass
class Plan:
    index: int
    task: object  # the core Task
    role: str
    fallback_po: tuple[str, str]  # a PO number and its GL account, for tasks whose goal is a flag

    @property
    def doc(self) -> str:
        return self.task.document_id

    def booking(self, tag: int = 0) -> ToolCall:
        goal = self.task.goal
        po, gl = (goal.po_number, goal.gl_account) if goal.kind == "booking" else self.fallback_po
        # an amount no other rollout writes
        return ToolCall("create_booking", {"document_id": self.doc, "po_number": po, "gl_account": gl,
                                           "vat_code": "V21", "net_amount": f"{self.index + 1}.{tag:02d}"})

    def flag(self, tag: int) -> ToolCall:
        return ToolCall("flag_for_review", {"document_id": self.doc, "reason": "no_matching_po",
                                            "note": f"rollout {self.index} flag {tag}"})

    def agent(self, prompt: str):
        """The rollout's script; `reference` is the reference policy itself."""
        if self.role == "reference":
            return (yield from AGENTS["reference"](prompt))
        yield ToolCall("read_document", {"document_id": self.doc})
        yield ToolCall("search_purchase_order", {"po_number": self.booking().arguments["po_number"], "status": "all"})
        if self.role == "readonly":
            return "read only"
        if self.role == "flags":
            for tag in range(self.index % 3 + 1):
                yield self.flag(tag)
            return "flagged"
        if self.role == "crash":
            yield self.flag(0)  # raises inside the tool: this row must not persist
            yield self.booking(1)
            return "booked after a crash"
        yield self.booking()
        if self.role == "raise":
            raise AgentFailure(f"rollout {self.index} gives up after writing")
        yield self.flag(9)  # booking / timeout / cancel write a second row (timeout and cancel stall before it)
        return "booked and flagged"


def rows_from(calls: list[ToolCall], texts: list[str]) -> list[dict]:
    """The rows a rollout wrote, as the grader reports them, from its successful write results."""
    rows = []
    for call, text in zip(calls, texts):
        if text.startswith("Error") or call.name not in ("create_booking", "flag_for_review"):
            continue
        result = json.loads(text)
        if call.name == "create_booking":
            rows.append({"table": "bookings", **{k: result[k] for k in ("document_id", "po_number", "gl_account",
                                                                        "vat_code", "net_amount")}})
        else:
            rows.append({"table": "review_flags", "document_id": result["document_id"], "reason": result["reason"],
                         "note": call.arguments["note"]})
    return rows


def _plans(train_tasks, eval_tasks, snapshot, count: int) -> list[Plan]:
    tasks = list(train_tasks) + list(eval_tasks)
    same = next(t for t in train_tasks if t.scenario == "exact_match")
    others = tasks[::max(1, len(tasks) // (count // 2))][: count // 2]
    session = RolloutSession.start(snapshot_for(same), same)
    try:
        fallback = session.conn.execute(
            "SELECT po_number, gl_account FROM purchase_orders ORDER BY po_number").fetchone()
    finally:
        session.close()
    plans = []
    for index in range(count):
        task = same if index % 2 == 0 else others[index // 2]
        plans.append(Plan(index, task, ROLES[(index // 2) % len(ROLES)], tuple(fallback)))
    return plans


def _after_the_storm(snapshot, plans: list[Plan], tally) -> None:
    """Fresh rollouts on every task used, more of them at once than the pool holds: all start clean."""
    check = StartCheck()
    sessions = [RolloutSession.start(snapshot_for(plan.task), plan.task) for plan in plans]
    try:
        for plan, session in zip(plans, sessions):
            check(session.conn, plan.task)
            assert not session.conn.in_transaction
            written = session.conn.execute(
                "SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM review_flags)")
            assert written.fetchone()[0] == 0
    finally:
        for session in sessions:
            session.close()
    tally["fresh_rollouts_checked_after"] += len(sessions)


# ------------------------------------------------------------------ threads, core path


@dataclass
class Result:
    plan: Plan
    outcome: str = ""  # finished, raised, crashed, timed out, cancelled
    calls: list[ToolCall] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    rows: list[dict] | None = None  # what its grader saw
    reward: float | None = None


def _run_threads(snapshot, plans: list[Plan], tally) -> list[Result]:
    """One thread per rollout, all sessions open at once. A stalled rollout (timeout, cancel) has its
    session closed by the driver thread while the worker still holds it; the worker then goes on."""
    count = len(plans)
    check, lock = StartCheck(), threading.Lock()
    started = threading.Barrier(count)
    stalled = {p.index: threading.Event() for p in plans if p.role in ("timeout", "cancel")}
    resume = threading.Event()
    sessions: dict[int, RolloutSession] = {}
    live, peak = [0], [0]

    def rollout(plan: Plan) -> Result:
        result = Result(plan)
        session = RolloutSession.start(snapshot_for(plan.task), plan.task)
        with lock:
            sessions[plan.index] = session
            live[0] += 1
            peak[0] = max(peak[0], live[0])
            check(session.conn, plan.task)
        try:
            started.wait()
            tools = InvoiceTools(session)
            agent = plan.agent(plan.task.prompt)
            call = agent.send(None)
            while True:
                if plan.index in stalled and call.name == "flag_for_review" and not resume.is_set():
                    stalled[plan.index].set()
                    resume.wait()  # meanwhile the driver ends this rollout
                CRASH.set(plan.role == "crash" and call.name == "flag_for_review")
                result.calls.append(call)
                result.texts.append(tools.call(call.name, call.arguments)[1])
                call = agent.send(result.texts[-1])
        except StopIteration:
            if session.closed:
                result.outcome = "timed out" if plan.role == "timeout" else "cancelled"
            else:
                verdict = grade_session(session)
                result.outcome, result.rows, result.reward = "finished", verdict.rows, verdict.reward
        except AgentFailure:
            result.outcome = "raised"
        except RuntimeError as exc:
            assert "injected crash" in str(exc)
            result.outcome = "crashed"
        finally:
            CRASH.set(False)
            session.close()
            with lock:
                live[0] -= 1
        return result

    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads often, inside tool calls too
    try:
        with ThreadPoolExecutor(max_workers=count) as pool:
            futures = [pool.submit(rollout, plan) for plan in plans]
            for event in stalled.values():
                assert event.wait(120), "a rollout never reached its stall point"
            for index in stalled:  # the deadline passed / the run was cancelled: the driver closes the session
                sessions[index].close()
            resume.set()
            results = [future.result(timeout=300) for future in futures]
    finally:
        sys.setswitchinterval(switch)
    assert peak[0] == count, f"only {peak[0]} rollouts were open at once"
    tally["threads_concurrent_rollouts"] = max(tally["threads_concurrent_rollouts"], peak[0])
    tally["thread_rollouts"] += count
    tally["thread_tool_calls"] += sum(len(r.calls) for r in results)
    return results


# ------------------------------------------------------------------ asyncio, v1 path


def _run_v1(v1, plans: list[Plan], tally) -> list[Result]:
    """One asyncio task per rollout on the one shared MCP tool server; each rollout yields to the
    others before every call. A timeout rollout runs under a deadline that passes while it is
    stalled; a cancel rollout is cancelled while stalled."""
    count = len(plans)
    check = StartCheck()
    by_id = {task.data.id: task for task in v1.all_tasks()}

    async def main() -> list[Result]:
        all_started = asyncio.Event()
        stalled = {p.index: asyncio.Event() for p in plans if p.role in ("timeout", "cancel")}
        started, live, peak = [0], [0], [0]
        partial: dict[int, Result] = {}

        async def one(plan: Plan, deadline: asyncio.Timeout | None = None) -> Result:
            rollout = await v1.start(by_id[plan.task.task_id])
            v1.check_start(rollout, check)
            result = partial[plan.index] = Result(plan, calls=rollout.calls, texts=rollout.texts)
            live[0] += 1
            peak[0] = max(peak[0], live[0])
            started[0] += 1
            if started[0] == count:
                all_started.set()
            try:
                await all_started.wait()

                async def hook(_, index: int, call: ToolCall) -> None:
                    await asyncio.sleep(0)  # let the other rollouts in between every two calls
                    if plan.index in stalled and call.name == "flag_for_review":
                        if deadline is not None:
                            deadline.reschedule(asyncio.get_running_loop().time() + 0.01)
                        stalled[plan.index].set()
                        await asyncio.Event().wait()  # stalled for good
                    CRASH.set(plan.role == "crash" and call.name == "flag_for_review")

                await v1.drive(rollout, plan.agent, hook)
                verdict = v1.verdict(rollout)
                result.outcome, result.rows, result.reward = "finished", verdict.rows, verdict.reward
                return result
            finally:
                live[0] -= 1

        async def under_deadline(plan: Plan) -> Result:
            async with asyncio.timeout(None) as deadline:
                return await one(plan, deadline)

        tasks = [asyncio.create_task(under_deadline(p) if p.role == "timeout" else one(p)) for p in plans]
        for index, event in stalled.items():
            if plans[index].role == "cancel":
                await event.wait()
                tasks[index].cancel()
        outcomes = await asyncio.gather(*tasks, return_exceptions=True)
        results = []
        for plan, outcome in zip(plans, outcomes):
            if isinstance(outcome, Result):
                results.append(outcome)
                continue
            result = partial.get(plan.index) or Result(plan)
            result.outcome = {AgentFailure: "raised", TimeoutError: "timed out",
                              asyncio.CancelledError: "cancelled"}[type(outcome)]
            results.append(result)
        assert peak[0] == count, f"only {peak[0]} rollouts were in flight at once"
        return results

    state_keys = set(vars(v1.toolset))
    results = asyncio.run(main())
    # the shared server holds nothing of any rollout
    assert set(vars(v1.toolset)) == state_keys
    assert v1.toolset.state == InvoiceState()
    tally["v1_concurrent_rollouts"] = max(tally["v1_concurrent_rollouts"], count)
    tally["v1_rollouts"] += count
    tally["v1_tool_calls"] += sum(len(r.calls) for r in results)
    return results


# ------------------------------------------------------------------ the checks


EXPECTED = {"flags": "finished", "booking": "finished", "reference": "finished", "readonly": "finished",
            "crash": "finished", "raise": "raised", "timeout": "timed out", "cancel": "cancelled"}


def _each_grader_saw_its_own_rows(results: list[Result], tally, core: bool) -> None:
    outcomes = {}
    for result in results:
        plan = result.plan
        expected = EXPECTED[plan.role] if not (core and plan.role == "crash") else "crashed"
        assert result.outcome == expected, (plan.index, plan.role, result.outcome)
        outcomes[result.outcome] = outcomes.get(result.outcome, 0) + 1
        if result.outcome != "finished":
            if result.outcome in ("timed out", "cancelled") and core:
                after = result.texts[result.calls.index(plan.flag(9)):] if plan.flag(9) in result.calls else []
                assert after and all(t.startswith("Error: this rollout has ended") for t in after), after
            continue
        own = rows_from(result.calls, result.texts)
        assert result.rows == own, (plan.index, plan.role, result.rows, own)
        if plan.role == "reference":
            assert result.reward == 1.0, plan.task.task_id
        if plan.role == "crash":
            assert [r["table"] for r in own] == ["bookings"]  # the crashed flag left nothing
            assert any(t.startswith("Error") and "injected crash" in t for t in result.texts)
        if plan.role in ("flags", "booking"):
            assert own, (plan.index, plan.role)
    for outcome, number in outcomes.items():
        tally[f"{'threads' if core else 'v1'}_{outcome.replace(' ', '_')}"] += number


@pytest.mark.parametrize("count", [256, pytest.param(1024, marks=pytest.mark.slow)])
def test_concurrent_thread_rollouts_on_the_core_path_are_isolated_and_faults_leave_nothing(
        count, snapshot, train_tasks, eval_tasks, crashing_flag_tool, tally):
    plans = _plans(train_tasks, eval_tasks, snapshot, count)
    results = _run_threads(snapshot, plans, tally)
    _each_grader_saw_its_own_rows(results, tally, core=True)
    _after_the_storm(snapshot, plans, tally)


@pytest.mark.parametrize("count", [256, pytest.param(1024, marks=pytest.mark.slow)])
def test_concurrent_v1_rollouts_on_one_shared_tool_server_are_isolated_and_faults_leave_nothing(
        count, v1, snapshot, train_tasks, eval_tasks, crashing_flag_tool, tally):
    plans = _plans(train_tasks, eval_tasks, snapshot, count)
    results = _run_v1(v1, plans, tally)
    _each_grader_saw_its_own_rows(results, tally, core=False)
    _after_the_storm(snapshot, plans, tally)
    check = StartCheck()

    async def fresh() -> None:  # and through the v1 path itself
        for plan in plans[: count // 4]:
            rollout = await v1.start(next(t for t in v1.tasks(plan.task.split) if t.data.id == plan.task.task_id))
            v1.check_start(rollout, check)

    asyncio.run(fresh())
