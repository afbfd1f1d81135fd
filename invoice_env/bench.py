"""`invoice-env bench` (or `python -m invoice_env.bench`): what the environment costs per rollout.

    invoice-env bench                 the table (about 7-8 minutes on 2 cores)
    invoice-env bench --json          one JSON object on stdout instead (progress goes to stderr)
    invoice-env bench --out FILE      also write the JSON to FILE (evals/bench.json is made this way)
    invoice-env bench --quick         few repetitions, fewer rollouts (about 30 s without vf-eval)
    invoice-env bench --skip-vf-eval  no vf-eval runs (their figures are null and listed in `skipped`)

Every timed figure is a median over repeated runs, with the runs' min and max in `<key>_min` and
`<key>_max`; a run is a batch of calls (or rollouts) and its figure is the batch's mean per call.
Times come from `time.perf_counter_ns`. Memory is the resident set (RSS, /proc/self/statm), not
tracemalloc: SQLite allocates in C, which tracemalloc does not see.

The core figures call the functions the framework adapters call (`RolloutSession.start`,
`InvoiceTools(session).call`, `grade_session`), on the first eval tasks in turn, with the tool
arguments the reference agent used on them. The vf-eval figures run the real `vf-eval` (v1) on
the eval split against the built-in reference policy endpoint, once with `invoice-env` and once
with the control taskset `invoice-bench-control` (see `invoice_env.bench_control`), back to back
at each concurrency with the order alternating between levels, after one uncounted warm-up
rollout of each. Those are one run per level (min = max): rollouts per minute over the window
from the first rollout's start to the last one's end (vf-eval's own start-up is left out)."""

from __future__ import annotations

import argparse
import datetime as _dt
import gc
import json
import os
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from invoice_env import erp
from invoice_env.agents import run_agent
from invoice_env.dataset import load_snapshot, load_tasks
from invoice_env.grader import grade_session
from invoice_env.models import Task
from invoice_env.session import RolloutSession
from invoice_env.tools import InvoiceTools

CONCURRENCY = (1, 8, 32)
CORE_CONCURRENCY = (1, 64, 256)

# key -> (label, unit, target text, check(value, figures) -> bool | None)
TARGETS: dict[str, tuple[str, str, str, Callable[[float, dict], bool] | None]] = {
    "floor_copy_us": ("copy the snapshot bytes once (floor)", "us", "-", None),
    "reset_us": ("reset: fresh DB from snapshot + fixtures", "us", "<= 15 x floor",
                 lambda v, f: v <= 15 * f["floor_copy_us"]),
    "reset_cold_us": ("reset on a new connection (pool empty)", "us", "-", None),
    "search_us": ("search_purchase_order", "us", "<= 150", lambda v, f: v <= 150),
    "read_document_us": ("read_document (document read before)", "us", "<= 50", lambda v, f: v <= 50),
    "read_document_first_us": ("read_document, first read of a PDF", "us", "-", None),
    "book_us": ("create_booking", "us", "<= 50", lambda v, f: v <= 50),
    "flag_us": ("flag_for_review", "us", "<= 50", lambda v, f: v <= 50),
    "grade_us": ("grade a finished rollout", "us", "<= 1000", lambda v, f: v <= 1000),
    "rollout_core_us": ("reset + 5 calls + grade, no framework", "us", "<= 2000", lambda v, f: v <= 2000),
    "rollout_core_us_c1": ("  the same, 1 rollout alive", "us", "-", None),
    "rollout_core_us_c64": ("  the same, 64 alive, interleaved", "us", "-", None),
    "rollout_core_us_c256": ("  the same, 256 alive, interleaved", "us", "-", None),
    "core_scaling_ratio": ("per-rollout cost at 256 / at 1", "x", "<= 1.5", lambda v, f: v <= 1.5),
    "v1_call_us": ("one call as the v1 tool server runs it", "us", "-", None),
    "v1_grade_us": ("grading as the v1 reward runs it", "us", "-", None),
    "mem_per_rollout_kb": ("memory per live rollout (1,000 alive)", "KB", "<= 1024", lambda v, f: v <= 1024),
    "build_s": ("build the dataset from scratch", "s", "<= 30", lambda v, f: v <= 30),
    "load_s": ("load the taskset, both splits, fresh process", "s", "<= 2", lambda v, f: v <= 2),
    "load_process_s": ("  whole process incl. python + verifiers import", "s", "-", None),
    **{f"vf_eval_rollouts_per_min_c{c}": (f"vf-eval invoice-env, concurrency {c}", "/min", "-", None)
       for c in CONCURRENCY},
    **{f"control_rollouts_per_min_c{c}": (f"vf-eval control taskset, concurrency {c}", "/min", "-", None)
       for c in CONCURRENCY},
    **{f"framework_overhead_ratio_c{c}": (f"ours / control, concurrency {c}", "x", ">= 0.9",
                                          lambda v, f: v >= 0.9) for c in CONCURRENCY},
}
REQUIRED = ("floor_copy_us", "reset_us", "search_us", "read_document_us", "book_us", "flag_us", "grade_us",
            "rollout_core_us", "rollout_core_us_c1", "rollout_core_us_c64", "rollout_core_us_c256",
            "core_scaling_ratio", "mem_per_rollout_kb", "build_s", "load_s",
            *(f"vf_eval_rollouts_per_min_c{c}" for c in CONCURRENCY),
            *(f"control_rollouts_per_min_c{c}" for c in CONCURRENCY),
            *(f"framework_overhead_ratio_c{c}" for c in CONCURRENCY))
VF_KEYS = tuple(k for k in REQUIRED if k.startswith(("vf_eval_", "control_", "framework_")))


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Settings:
    runs: int = 9           # repeated runs per micro figure
    batch: int = 200        # calls per run
    core_rollouts: int = 1024  # rollouts per level per run of the concurrency figures
    core_runs: int = 5
    mem_rollouts: int = 1000
    mem_runs: int = 3
    load_runs: int = 3
    tasks: int = 32         # eval tasks the core figures rotate over
    vf_rollouts: tuple[int, ...] = (8, 32, 64)  # per concurrency level in CONCURRENCY

    @classmethod
    def quick(cls) -> "Settings":
        return cls(runs=3, batch=40, core_rollouts=256, core_runs=2, mem_rollouts=200, mem_runs=1, load_runs=1,
                   tasks=8, vf_rollouts=(2, 8, 16))


def summarize(values: list[float]) -> tuple[float, float, float]:
    return statistics.median(values), min(values), max(values)


def put(figures: dict[str, Any], key: str, values: list[float], digits: int = 2) -> None:
    median, low, high = summarize(values)
    figures[key], figures[f"{key}_min"], figures[f"{key}_max"] = (round(median, digits), round(low, digits),
                                                                  round(high, digits))


# ---------------------------------------------------------------- core


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
    from invoice_env import pdf_text

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
    from invoice_env.task_sources import resolve_task

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
    code = (f"from invoice_env.bench import measure_memory; "
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


# ---------------------------------------------------------------- vf-eval


def record_replies(snapshot: bytes, count: int) -> dict[str, dict[str, str]]:
    """What our tools answer to the reference agent on the first `count` eval tasks, keyed for the
    control tool server (task id -> call -> text)."""
    from invoice_env.bench_control.tools import reply_key

    replies: dict[str, dict[str, str]] = {}
    for task in load_tasks("eval")[:count]:
        session = RolloutSession.start(snapshot, task)
        tools = InvoiceTools(session)
        answers: dict[str, str] = {}

        def call(name: str, args: dict) -> str:
            text = tools.call(name, args)[1]
            answers[reply_key(name, args)] = text
            return text

        try:
            run_agent("reference", task.prompt, call)
        finally:
            session.close()
        replies[task.task_id] = answers
    return replies


@dataclass
class VfRun:
    rollouts: int
    window_s: float
    wall_s: float
    model_calls: dict[str, int]
    tool_roundtrip_ms: list[float]
    rewards: list[float]

    @property
    def per_min(self) -> float:
        return self.rollouts / self.window_s * 60


def _trace_end(trace: dict) -> float:
    timing = trace["timing"]
    ends = [value["end"] for value in timing.values() if isinstance(value, dict) and "end" in value]
    return max(ends)


def _roundtrips(trace: dict) -> list[float]:
    """Per tool call: from the assistant message asking for it to the tool result arriving (ms)."""
    out, asked = [], None
    for node in trace["nodes"]:
        message = node.get("message") or {}
        role = message.get("role") if isinstance(message, dict) else None
        if role == "assistant" and message.get("tool_calls"):
            asked = node.get("timestamp")
        elif role == "tool" and asked is not None and node.get("timestamp") is not None:
            out.append((node["timestamp"] - asked) * 1000)
            asked = None
    return out


def run_vf_eval(taskset_id: str, base_url: str, rollouts: int, concurrency: int, out_dir: Path,
                env: dict[str, str], tag: str = "") -> VfRun:
    from invoice_env.local_eval import _vf_eval

    name = f"{taskset_id}-c{concurrency}{tag}"
    command = [_vf_eval(), taskset_id, "-m", "reference", "--client.base-url", base_url,
               "--client.api-key-var", "INVOICE_ENV_NO_KEY", "-n", str(rollouts), "-r", "1",
               "-c", str(concurrency), "--env.taskset.split", "eval", "-o", str(out_dir), "--run.name", name,
               "--no-push", "--no-rich"]
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=1800)
    wall = time.perf_counter() - start
    path = out_dir / name / "traces.jsonl"
    if result.returncode != 0 or not path.exists():
        raise RuntimeError(f"vf-eval {taskset_id} failed (exit {result.returncode}):\n{result.stderr[-4000:]}")
    traces = []
    for line in path.read_text().splitlines():
        episode = json.loads(line)
        traces += [trace | {"task": episode["task"]} for trace in episode["traces"]]
    if len(traces) != rollouts or not all(trace.get("ok", True) for trace in traces):
        raise RuntimeError(f"vf-eval {taskset_id}: {len(traces)} traces, expected {rollouts} without errors")
    window = max(_trace_end(t) for t in traces) - min(t["timing"]["start"] for t in traces)
    calls = {t["task"]["data"]["id"]: len(t["calls"]) for t in traces}
    trips = [ms for t in traces for ms in _roundtrips(t)]
    rewards = [sum(r["score"] * r.get("weight", 1.0) for r in t["rewards"].values()) for t in traces]
    return VfRun(len(traces), window, wall, calls, trips, rewards)


def bench_vf_eval(settings: Settings, snapshot: bytes, figures: dict[str, Any]) -> None:
    from invoice_env.bench_control import CONTROL_ID, CONTROL_PATH
    from invoice_env.bench_control.tools import REPLIES_ENV
    from invoice_env.policy_server import running_server

    with tempfile.TemporaryDirectory(prefix="invoice-env-bench-vf-") as folder:
        out_dir = Path(folder)
        replies = out_dir / "replies.json"
        replies.write_text(json.dumps(record_replies(snapshot, max(settings.vf_rollouts)), ensure_ascii=False))
        env = dict(os.environ)
        env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # uv for the null harness
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CONTROL_PATH), env.get("PYTHONPATH", "")]))
        env[REPLIES_ENV] = str(replies)
        env.pop("PRIME_API_KEY", None)
        sides = [("vf_eval", "invoice-env"), ("control", CONTROL_ID)]
        with running_server("reference") as base_url:
            # Warm-up, not counted: the first vf-eval run on a machine prepares the null harness's uv
            # environment and fills the OS caches; whichever side ran first would pay for it.
            for _, taskset_id in sides:
                log(f"vf-eval {taskset_id}: warm-up, 1 rollout (not counted)")
                run_vf_eval(taskset_id, base_url, 1, 1, out_dir, env, tag="-warmup")
            for level, (concurrency, rollouts) in enumerate(zip(CONCURRENCY, settings.vf_rollouts)):
                runs = {}
                for label, taskset_id in (sides if level % 2 == 0 else sides[::-1]):  # alternate who goes first
                    log(f"vf-eval {taskset_id}: {rollouts} rollouts at concurrency {concurrency}")
                    run = run_vf_eval(taskset_id, base_url, rollouts, concurrency, out_dir, env)
                    runs[label] = run
                    log(f"  {run.per_min:.1f} rollouts/min ({run.window_s:.1f} s window, {run.wall_s:.1f} s wall)")
                ours, control = runs["vf_eval"], runs["control"]
                for label, run in runs.items():
                    key = f"{label}_rollouts_per_min_c{concurrency}"
                    put(figures, key, [run.per_min], 1)
                    figures[f"{label}_wall_s_c{concurrency}"] = round(run.wall_s, 1)
                    figures[f"{label}_model_calls_per_rollout_c{concurrency}"] = round(
                        statistics.mean(run.model_calls.values()), 2)
                    if run.tool_roundtrip_ms:
                        put(figures, f"{label}_tool_roundtrip_ms_c{concurrency}", run.tool_roundtrip_ms, 1)
                figures[f"vf_eval_mean_reward_c{concurrency}"] = round(statistics.mean(ours.rewards), 3)
                figures[f"model_calls_match_c{concurrency}"] = float(ours.model_calls == control.model_calls)
                put(figures, f"framework_overhead_ratio_c{concurrency}", [ours.per_min / control.per_min], 3)


# ---------------------------------------------------------------- report


def machine() -> dict[str, Any]:
    from importlib.metadata import PackageNotFoundError, version

    def pkg(name: str) -> str | None:
        try:
            return version(name)
        except PackageNotFoundError:
            return None

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    ram_gb = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                ram_gb = round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "ram_gb": ram_gb, "os": platform.platform(),
            "python": platform.python_version(), "sqlite": sqlite3.sqlite_version,
            "verifiers": pkg("verifiers"), "invoice_env": pkg("invoice-env"), "pydantic": pkg("pydantic"),
            "pypdf": pkg("pypdf"), "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            "load_average_start": [round(x, 2) for x in os.getloadavg()]}


def verdicts(figures: dict[str, Any]) -> dict[str, bool | None]:
    out = {}
    for key, (_, _, _, check) in TARGETS.items():
        value = figures.get(key)
        out[key] = None if check is None or value is None else bool(check(value, figures))
    return out


def table(figures: dict[str, Any]) -> str:
    met = verdicts(figures)
    rows = [("figure", "median", "min", "max", "unit", "target", "met")]
    for key, (label, unit, target, _) in TARGETS.items():
        if key not in figures:
            continue
        value = figures[key]
        fmt = (lambda v: "-" if v is None else f"{v:,.3f}" if unit == "x" else f"{v:,.1f}")
        rows.append((f"{key}  ({label})", fmt(value), fmt(figures.get(f"{key}_min")), fmt(figures.get(f"{key}_max")),
                     unit, target, {True: "met", False: "MISSED", None: "-"}[met[key]]))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def run(settings: Settings, skip_vf_eval: bool, quick: bool) -> dict[str, Any]:
    started = time.perf_counter()
    figures: dict[str, Any] = {}
    info = machine()
    snapshot = load_snapshot(None, "eval")
    log(f"core: preparing {settings.tasks} eval tasks with the reference agent's calls")
    work = cases(snapshot, settings.tasks)
    log("core: floor copy and reset")
    put(figures, "floor_copy_us", bench_floor(settings, snapshot), 3)
    warm, cold = bench_reset(settings, snapshot, work)
    put(figures, "reset_us", warm)
    put(figures, "reset_cold_us", cold)
    log("core: tool calls")
    for key, values in bench_tools(settings, snapshot, work).items():
        put(figures, key, values)
    log("core: grading")
    put(figures, "grade_us", bench_grade(settings, snapshot, work))
    log("core: rollouts at 1, 64 and 256 alive")
    for key, values in bench_core(settings, snapshot, work).items():
        put(figures, key, values, 3 if key == "core_scaling_ratio" else 1)
    for suffix in ("", "_min", "_max"):
        figures[f"rollout_core_us{suffix}"] = figures[f"rollout_core_us_c1{suffix}"]
    log("core: the v1 adapter's per-call and grading paths")
    for key, values in bench_v1_paths(settings, snapshot, work).items():
        put(figures, key, values)
    log(f"memory: {settings.mem_rollouts} live rollouts, {settings.mem_runs} fresh process(es)")
    put(figures, "mem_per_rollout_kb", bench_memory(settings), 1)
    log("build: the full dataset from scratch (fresh process)")
    put(figures, "build_s", bench_build())
    log(f"load: both splits in a fresh process, {settings.load_runs} run(s)")
    ours, whole = bench_load(settings)
    put(figures, "load_s", ours, 3)
    put(figures, "load_process_s", whole, 3)
    skipped: list[str] = []
    if skip_vf_eval:
        skipped = list(VF_KEYS)
        for key in VF_KEYS:
            figures[key] = figures[f"{key}_min"] = figures[f"{key}_max"] = None
    else:
        bench_vf_eval(settings, snapshot, figures)
    info["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    ordered = {key: figures[key] for key in sorted(figures, key=_order)}
    return {**ordered, "machine": info, "targets": {k: v[2] for k, v in TARGETS.items() if v[2] != "-"},
            "met": verdicts(figures), "skipped": skipped,
            "settings": {**vars(settings), "quick": quick, "vf_rollouts": list(settings.vf_rollouts)},
            "bench_seconds": round(time.perf_counter() - started, 1)}


def _order(key: str) -> tuple[int, str]:
    base = key.removesuffix("_min").removesuffix("_max")
    names = list(TARGETS)
    return (names.index(base) if base in names else len(names), key)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="invoice-env bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--quick", action="store_true", help="few repetitions and rollouts (a smoke test)")
    parser.add_argument("--skip-vf-eval", action="store_true", help="skip the vf-eval throughput runs")
    parser.add_argument("--out", help="also write the JSON to this file")
    args = parser.parse_args(argv)
    settings = Settings.quick() if args.quick else Settings()
    result = run(settings, args.skip_vf_eval, args.quick)
    text = json.dumps(result, indent=2) + "\n"
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text)
    if args.json:
        sys.stdout.write(text)
    else:
        print(table(result))
        print(f"\n{result['machine']['cpu']}, {result['machine']['cores']} cores; "
              f"bench took {result['bench_seconds']} s" + (f"; skipped: {', '.join(result['skipped'])}"
                                                           if result["skipped"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
