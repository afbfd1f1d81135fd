"""Micro-benchmarks of the core path: reset, each tool, grading, whole rollouts at 1-256 alive, the v1
adapter's per-call path, memory per live rollout, the dataset build and the taskset load."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Callable

from invoice_env.agents.scripted import run_agent
from invoice_env.bench.figures import CORE_CONCURRENCY, Settings, log
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import load_snapshot, load_tasks
from invoice_env.world import erp
from invoice_env.world.models import Task


@dataclass
class Case:
    """One eval task with the reference agent's calls on it, padded to the typical five."""

    task: Task
    calls: list[tuple[str, dict]]

    def by_name(self, name: str) -> list[dict]:
        return [args for n, args in self.calls if n == name]


def reference_calls(snapshot: bytes, task: Task) -> list[tuple[str, dict]]:
    session = RolloutSession.start(snapshot, task)
    tools = InvoiceTools(session)
    calls: list[tuple[str, dict]] = []

    def call(name: str, args: dict) -> str:
        calls.append((name, dict(args)))
        return tools.call(name, args)[1]

    try:
        run_agent("reference", task.prompt, call)
    finally:
        session.close()
    return calls


def five_calls(task: Task, calls: list[tuple[str, dict]]) -> list[tuple[str, dict]]:
    """The reference trajectory (read, search by VAT, search the printed PO, book or flag), padded
    to five calls with a search of the supplier's open POs before the final write."""
    padded = list(calls)
    vat = task.facts.supplier_vat if task.facts else None
    while len(padded) < 5:
        args = {"supplier_vat": vat, "status": "open"} if vat else {"document_id": task.document_id}
        padded.insert(len(padded) - 1, ("search_purchase_order" if vat else "read_document", args))
    return padded[:5] if len(padded) > 5 else padded


def cases(snapshot: bytes, count: int) -> list[Case]:
    return [Case(task, five_calls(task, reference_calls(snapshot, task))) for task in load_tasks("eval")[:count]]


def timed_runs(settings: Settings, make_batch: Callable[[], list[Callable[[], Any]]],
               after: Callable[[], None] | None = None) -> list[float]:
    """Per-call mean (us) of each run; only the calls themselves are timed."""
    means = []
    clock = time.perf_counter_ns
    for _ in range(settings.runs):
        batch = make_batch()
        gc.collect()
        total = 0
        for fn in batch:
            start = clock()
            fn()
            total += clock() - start
        if after:
            after()
        means.append(total / len(batch) / 1000)
    return means


def bench_floor(settings: Settings, snapshot: bytes) -> list[float]:
    means = []
    for _ in range(settings.runs):
        n = settings.batch * 5
        start = time.perf_counter_ns()
        for _ in range(n):
            bytearray(snapshot)
        means.append((time.perf_counter_ns() - start) / n / 1000)
    return means


def bench_reset(settings: Settings, snapshot: bytes, work: list[Case]) -> tuple[list[float], list[float]]:
    """Steady state: a rollout starts where an earlier one ended (its connection is reused, its
    database replaced). Cold: no idle connection, so each start also opens one."""
    clock = time.perf_counter_ns
    warm = []
    for _ in range(settings.runs):
        gc.collect()
        total = 0
        for i in range(settings.batch):
            task = work[i % len(work)].task
            start = clock()
            session = RolloutSession.start(snapshot, task)
            total += clock() - start
            session.close()
        warm.append(total / settings.batch / 1000)
    cold = []
    count = min(settings.batch, 100)
    for _ in range(settings.runs):
        idle = list(erp._IDLE)
        erp._IDLE.clear()
        opened = []
        gc.collect()
        total = 0
        for i in range(count):
            task = work[i % len(work)].task
            start = clock()
            opened.append(RolloutSession.start(snapshot, task))
            total += clock() - start
        cold.append(total / count / 1000)
        for session in opened:
            session.close()
        erp._IDLE[:] = idle
    return warm, cold


def bench_tools(settings: Settings, snapshot: bytes, work: list[Case]) -> dict[str, list[float]]:
    live = [RolloutSession.start(snapshot, case.task) for case in work]
    tools = [InvoiceTools(session) for session in live]
    for case, tool in zip(work, tools):  # read every document once: the text is extracted once per process
        tool.call("read_document", {"document_id": case.task.document_id})
    out: dict[str, list[float]] = {}

    def reads(name: str) -> Callable[[], list[Callable[[], Any]]]:
        pairs = [(tool, args) for case, tool in zip(work, tools) for args in case.by_name(name)]

        def batch() -> list[Callable[[], Any]]:
            return [lambda p=pairs[i % len(pairs)]: p[0].call(name, p[1]) for i in range(settings.batch)]
        return batch

    out["search_us"] = timed_runs(settings, reads("search_purchase_order"))
    out["read_document_us"] = timed_runs(settings, reads("read_document"))
    for session in live:
        session.close()

    # Writes: each call on a fresh session (started outside the timing), as in a rollout.
    opened: list[RolloutSession] = []

    def writes(name: str, make_args: Callable[[Case], dict]) -> Callable[[], list[Callable[[], Any]]]:
        def batch() -> list[Callable[[], Any]]:
            calls = []
            for i in range(settings.batch):
                case = work[i % len(work)]
                session = RolloutSession.start(snapshot, case.task)
                opened.append(session)
                calls.append(lambda t=InvoiceTools(session), a=make_args(case): t.call(name, a))
            return calls
        return batch

    def close_all() -> None:
        for session in opened:
            session.close()
        opened.clear()

    def booking(case: Case) -> dict:
        goal = case.task.goal
        if goal.kind == "booking":
            return {"document_id": goal.document_id, "po_number": goal.po_number, "gl_account": goal.gl_account,
                    "vat_code": goal.vat_code, "net_amount": f"{goal.net_amount:.2f}"}
        found = [args for name, args in case.calls if name == "create_booking"]
        return found[0] if found else {"document_id": case.task.document_id, "po_number": "45000001",
                                       "gl_account": "604000", "vat_code": "V21", "net_amount": "100.00"}

    def flag(case: Case) -> dict:
        found = [args for name, args in case.calls if name == "flag_for_review"]
        return found[0] if found else {"document_id": case.task.document_id, "reason": "no_matching_po",
                                       "note": "no open PO of this supplier fits the invoice lines"}

    out["book_us"] = timed_runs(settings, writes("create_booking", booking), close_all)
    out["flag_us"] = timed_runs(settings, writes("flag_for_review", flag), close_all)

    # The first read of a PDF: the text cache is cleared before each run.
    from invoice_env.documents import pdf_text

    def first_reads() -> list[Callable[[], Any]]:
        pdf_text._CACHE.clear()
        calls = []
        for i in range(min(settings.batch, len(work))):
            case = work[i]
            session = RolloutSession.start(snapshot, case.task)
            opened.append(session)
            calls.append(lambda t=InvoiceTools(session), d=case.task.document_id: t.call("read_document",
                                                                                       {"document_id": d}))
        return calls

    out["read_document_first_us"] = timed_runs(Settings(runs=min(settings.runs, 3), batch=settings.batch),
                                               first_reads, close_all)
    for case in work:  # leave the cache warm for what follows
        pdf_text.extract_text(case.task.pdf)
    return out


def finished_sessions(snapshot: bytes, work: list[Case]) -> list[RolloutSession]:
    sessions = []
    for case in work:
        session = RolloutSession.start(snapshot, case.task)
        tools = InvoiceTools(session)
        for name, args in case.calls:
            tools.call(name, args)
        sessions.append(session)
    return sessions


def bench_grade(settings: Settings, snapshot: bytes, work: list[Case]) -> list[float]:
    sessions = finished_sessions(snapshot, work)

    def batch() -> list[Callable[[], Any]]:
        return [lambda s=sessions[i % len(sessions)]: grade_session(s) for i in range(settings.batch)]

    try:
        return timed_runs(settings, batch)
    finally:
        for session in sessions:
            session.close()


def core_round(snapshot: bytes, work: list[Case], alive: int, offset: int) -> None:
    """`alive` rollouts at once, advanced step by step: all reset, then each step of each, then all graded."""
    chosen = [work[(offset + i) % len(work)] for i in range(alive)]
    sessions = [RolloutSession.start(snapshot, case.task) for case in chosen]
    tools = [InvoiceTools(session) for session in sessions]
    for step in range(5):
        for case, tool in zip(chosen, tools):
            name, args = case.calls[step]
            tool.call(name, args)
    for session in sessions:
        grade_session(session)
    for session in sessions:
        session.close()


def bench_core(settings: Settings, snapshot: bytes, work: list[Case]) -> dict[str, list[float]]:
    """Per-rollout cost with 1, 64 and 256 rollouts alive. The levels take turns within each run, so a
    change of machine load hits all of them; the scaling ratio is taken per run (256 vs 1)."""
    out: dict[str, list[float]] = {f"rollout_core_us_c{alive}": [] for alive in CORE_CONCURRENCY}
    out["core_scaling_ratio"] = []
    for alive in CORE_CONCURRENCY:  # warm-up: every level's connections opened and statements prepared
        core_round(snapshot, work, alive, 0)
    for run in range(settings.core_runs):
        means = {}
        for alive in CORE_CONCURRENCY:
            rounds = max(1, settings.core_rollouts // alive)
            gc.collect()
            start = time.perf_counter_ns()
            for r in range(rounds):
                core_round(snapshot, work, alive, run * 7 + r)
            means[alive] = (time.perf_counter_ns() - start) / (rounds * alive) / 1000
            out[f"rollout_core_us_c{alive}"].append(means[alive])
        out["core_scaling_ratio"].append(means[CORE_CONCURRENCY[-1]] / means[CORE_CONCURRENCY[0]])
        log("  run %d: %s" % (run + 1, ", ".join(f"c{a} {m:.0f} us" for a, m in means.items())))
    return out


def bench_v1_paths(settings: Settings, snapshot: bytes, work: list[Case]) -> dict[str, list[float]]:
    """The per-call and grading paths of the v1 adapter (shared tool server, state carried per call):
    look the task up, rebuild the rollout's DB from snapshot + fixtures + rows written, run, export."""
    from invoice_env.tasks.sources import resolve_task

    states = []
    for case in work:
        session = RolloutSession.start(snapshot, case.task)
        tools = InvoiceTools(session)
        for name, args in case.calls[:3]:
            tools.call(name, args)
        states.append((case, session.export(counters=False)))
        session.close()

    def v1_call(case: Case, exported: dict) -> None:
        task, snap = resolve_task(case.task.task_id, "")
        session = RolloutSession.resume(snap, task, exported)
        try:
            name, args = case.calls[3]
            InvoiceTools(session).call(name, args)
            session.export(counters=False)
        finally:
            session.close()

    def v1_grade(case: Case, exported: dict) -> None:
        task, snap = resolve_task(case.task.task_id, "")
        session = RolloutSession.resume(snap, task, exported)
        try:
            grade_session(session)
        finally:
            session.close()

    resolve_task(work[0].task.task_id, "")  # load the index once
    return {
        "v1_call_us": timed_runs(settings, lambda: [lambda s=states[i % len(states)]: v1_call(*s)
                                                    for i in range(settings.batch)]),
        "v1_grade_us": timed_runs(settings, lambda: [lambda s=states[i % len(states)]: v1_grade(*s)
                                                     for i in range(settings.batch)]),
    }


def _rss() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def measure_memory(rollouts: int, tasks: int) -> float:
    """KB of RSS per live rollout: `rollouts` sessions alive at once, each after its five calls."""
    snapshot = load_snapshot(None, "eval")
    work = cases(snapshot, tasks)
    for session in finished_sessions(snapshot, work):  # warm caches and the allocator
        grade_session(session)
        session.close()
    gc.collect()
    before = _rss()
    live = []
    for i in range(rollouts):
        case = work[i % len(work)]
        session = RolloutSession.start(snapshot, case.task)
        tools = InvoiceTools(session)
        for name, args in case.calls:
            tools.call(name, args)
        live.append(session)
    gc.collect()
    used = _rss() - before
    for session in live:
        session.close()
    return used / rollouts / 1024


def _python_command(code: str, timeout: float = 300) -> str:
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise RuntimeError(f"subprocess failed: {result.stderr[-2000:]}")
    return result.stdout


def bench_memory(settings: Settings) -> list[float]:
    code = (f"from invoice_env.bench.core import measure_memory; "
            f"print(measure_memory({settings.mem_rollouts}, {settings.tasks}))")
    return [float(_python_command(code).strip().splitlines()[-1]) for _ in range(settings.mem_runs)]


_LOAD_CODE = """
import json, time
t0 = time.perf_counter()
import verifiers.v1
t1 = time.perf_counter()
from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig
counts = [len(list(InvoiceTaskset(InvoiceTasksetConfig(split=s)))) for s in ("train", "eval")]
t2 = time.perf_counter()
print(json.dumps({"framework_s": t1 - t0, "load_s": t2 - t1, "counts": counts}))
"""


def bench_load(settings: Settings) -> tuple[list[float], list[float]]:
    """Fresh processes: our part (import the package, both splits through the v1 Taskset) after the
    framework is imported, as in vf-eval; and the whole process from spawn to exit."""
    ours, whole = [], []
    for _ in range(settings.load_runs):
        start = time.perf_counter()
        data = json.loads(_python_command(_LOAD_CODE).strip().splitlines()[-1])
        whole.append(time.perf_counter() - start)
        ours.append(data["load_s"])
    return ours, whole


def bench_build() -> list[float]:
    with tempfile.TemporaryDirectory(prefix="invoice-env-bench-build-") as folder:
        start = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "invoice_env.cli", "build", "--out", folder],
                                capture_output=True, text=True, timeout=600)
        seconds = time.perf_counter() - start
        if result.returncode != 0:
            raise RuntimeError(f"invoice-env build failed: {result.stderr[-2000:]}")
    return [seconds]
