"""The real `vf-eval` runs: `invoice-env` and the control taskset back to back at each concurrency
against the reference policy endpoint, with recorded replies for the control's tools."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from invoice_env.agents.scripted import run_agent
from invoice_env.bench.figures import CONCURRENCY, Settings, log, put
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import load_tasks


def record_replies(snapshot: bytes, count: int) -> dict[str, dict[str, str]]:
    """What our tools answer to the reference agent on the first `count` eval tasks, keyed for the
    control tool server (task id -> call -> text)."""
    from invoice_env.bench.control.tools import reply_key

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
    from invoice_env.agents.local_eval import _vf_eval

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
    from invoice_env.agents.policy_server import running_server
    from invoice_env.bench.control import CONTROL_ID, CONTROL_PATH
    from invoice_env.bench.control.tools import REPLIES_ENV

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
