"""The env-server figures: rollouts through verifiers' env-server worker pool, the pool prime-rl's
`env-server` entry point wraps (`serve_env` + `EnvClient`), at a few levels of rollouts in flight,
for `invoice-env` and the control taskset `invoice-bench-control` alternating in one run.

Per level and side a fresh env server is started as its own process (`serve_env` with prime-rl's
default pool: elastic, multiplex 128, no worker cap, no per-worker bound), one uncounted warm-up
rollout runs, and then this process does what prime-rl's orchestrator does (`prime_rl.orchestrator
.envs.Env`): it owns the taskset, loads the eval tasks client-side and sends each rollout as one
`run` request carrying its task's data. All of a level's rollouts are sent at once, so the level is
the number in flight. The model is the built-in `reference` policy server, in a process of its own.

Measured per level (from /proc, sampled every 0.5 s, over the env server's process tree):
  - rollouts, rollouts with reward 1.0, wall (first request sent to last answer), rollouts/min;
  - CPU seconds per rollout: the whole env-server tree (utime + stime of every process, finished
    children included through their parent's cutime/cstime), plus the policy server's and this
    process's (the orchestrator side) separately;
  - peak RSS of each worker process, of each shared tool server, of the harness processes together;
  - the tool servers' CPU share (cores, over the wall) and the tool round trip inside the rollouts
    (from the traces), to find where the shared tool server saturates.

Memory guard: if the tree, the policy server and this process together pass `mem_limit_gb` of RSS,
the level is stopped (its rollouts cancelled, the server killed) and recorded as
`not reached: memory`, with the number of rollouts in flight and the RSS where it stopped.

Harnesses: `null` is verifiers' null harness on the subprocess runtime, the configuration of
prime-rl's example configs: one harness process per rollout in flight. `inprocess` is the same
null-harness program run inside the worker (`invoice_env.bench.inprocess_harness`), which is what
makes 256 and 1,024 in flight fit on one small machine."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from invoice_env.bench.figures import log

HARNESSES = {"null": "null", "inprocess": "invoice-bench-inprocess"}
PAGE = os.sysconf("SC_PAGE_SIZE")
TICK = os.sysconf("SC_CLK_TCK")
LEVEL_TIMEOUT_S = 1800
MIN_AVAILABLE = 3 * 2**30  # stop a level when the machine has less than this left, whatever our own RSS
SIDES = (("ours", "invoice-env"), ("control", "invoice-bench-control"))


# ---------------------------------------------------------------- the processes we start


def env_config_data(taskset_id: str, harness_id: str) -> dict:
    """The env config a prime-rl env-server gets for this taskset: the taskset's own Env defaults
    (ours: null harness, subprocess runtime, its turn and time bounds), the eval split, and the
    harness id swapped in."""
    from verifiers.v1.utils.loaders import resolve_env_config

    data = resolve_env_config({"taskset": {"id": taskset_id, "split": "eval"}}).model_dump(mode="json")
    data["agent"]["harness"]["id"] = harness_id
    return resolve_env_config(data).model_dump(mode="json")


def serve(argv: list[str]) -> None:
    """`python -m invoice_env.bench.env_server serve TASKSET HARNESS ADDRESS POOL` (POOL `elastic`
    or a number of static workers): verifiers' `serve_env`, as prime-rl's env-server calls it."""
    from verifiers.v1.serve import serve_env

    taskset_id, harness_id, address, pool = argv
    _exit_with_parent()
    kwargs: dict[str, Any] = ({"max_workers": None, "multiplex": 128, "elastic": True} if pool == "elastic"
                              else {"max_workers": int(pool), "elastic": False})
    serve_env(**kwargs, address=address, config_data=env_config_data(taskset_id, harness_id), max_concurrent=None,
              log_setup=functools.partial(logging.basicConfig, level=logging.WARNING))


def _exit_with_parent() -> None:
    """A server or policy process of the bench ends with the bench, even if the bench is killed:
    it is in a session of its own (so a level can be stopped as a group), out of reach of a ^C."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        with _suppress():
            os.killpg(os.getpgid(0), signal.SIGTERM)

    threading.Thread(target=watch, daemon=True).start()


def policy(argv: list[str]) -> None:
    """`python -m invoice_env.bench.env_server policy NAME`: the built-in policy server, with a
    listen backlog for 1,024 simultaneous connections (http.server's default is 5)."""
    from invoice_env.agents.policy_server import PolicyServer, serve_until_signalled

    class Server(PolicyServer):
        request_queue_size = 4096

    _exit_with_parent()
    server = Server(argv[0])
    print(server.base_url, flush=True)
    serve_until_signalled(server)


# ---------------------------------------------------------------- /proc


@dataclass
class Proc:
    pid: int
    ppid: int
    rss: int
    cpu: float  # utime + stime + cutime + cstime, seconds
    own_cpu: float  # utime + stime
    cmd: str


def _read(pid: int) -> Proc | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()
    ppid, ticks = int(fields[1]), [int(x) for x in fields[11:15]]
    return Proc(pid, ppid, int(fields[21]) * PAGE, sum(ticks) / TICK, sum(ticks[:2]) / TICK, cmd)


def tree(root: int) -> dict[int, Proc]:
    """`root` and all its descendants, now."""
    procs = {}
    for name in os.listdir("/proc"):
        if name.isdigit() and (proc := _read(int(name))) is not None:
            procs[proc.pid] = proc
    out, todo = {}, [root]
    children: dict[int, list[int]] = {}
    for proc in procs.values():
        children.setdefault(proc.ppid, []).append(proc.pid)
    while todo:
        pid = todo.pop()
        if pid in procs:
            out[pid] = procs[pid]
            todo += children.get(pid, [])
    return out


def role(proc: Proc, root: int, procs: dict[int, Proc]) -> str:
    """server (the pool's broker, or a lone server), worker, tool_server (a shared toolset's MCP
    server, `python -m <module>` started by a worker), harness (a null-harness process and its uv
    preparation), other (multiprocessing's resource tracker, readiness probes, installing uv)."""
    argv0 = proc.cmd.split(" ", 1)[0]
    if proc.pid == root:
        return "server"
    if "spawn_main" in proc.cmd and proc.ppid == root:
        return "worker"
    if "runtimes/scripts" in proc.cmd or "/uv/environments" in argv0 or "VIRTUAL_ENV" in proc.cmd:
        return "harness"
    parent = procs.get(proc.ppid)
    if parent is not None and "spawn_main" in parent.cmd and " -m " in proc.cmd and " -c " not in proc.cmd:
        return "tool_server"
    return "other"


class Sampler(threading.Thread):
    """Every `interval` s: the server tree's RSS per process and role; trips `over` when the tree,
    the policy server and this process together pass `limit` bytes of RSS."""

    def __init__(self, root: int, extra: list[int], limit: int, interval: float = 0.5) -> None:
        super().__init__(daemon=True)
        self.root, self.extra, self.limit, self.interval = root, extra, limit, interval
        self.stop_event, self.over = threading.Event(), threading.Event()
        self.peak: dict[int, tuple[str, int]] = {}  # pid -> (role, peak rss)
        self.peak_total = 0
        self.peak_harnesses = 0
        self.peak_harness_rss = 0
        self.last_total = 0
        self.cmds: dict[str, set[str]] = {}  # role -> the command lines seen (for the log)

    def sample(self) -> dict[int, Proc]:
        procs = tree(self.root)
        harness_rss, harnesses = 0, 0
        for proc in procs.values():
            kind = role(proc, self.root, procs)
            old = self.peak.get(proc.pid, (kind, 0))[1]
            self.peak[proc.pid] = (kind, max(old, proc.rss))
            if len(self.cmds.setdefault(kind, set())) < 4:
                self.cmds[kind].add(proc.cmd[:90])
            if kind == "harness":
                harness_rss += proc.rss
                harnesses += "python" in proc.cmd.split(" ")[0]
        extra = sum(p.rss for pid in self.extra if (p := _read(pid)) is not None)
        total = sum(p.rss for p in procs.values()) + extra
        self.last_total = total
        self.peak_total = max(self.peak_total, total)
        self.peak_harnesses = max(self.peak_harnesses, harnesses)
        self.peak_harness_rss = max(self.peak_harness_rss, harness_rss)
        if total > self.limit or _available() < MIN_AVAILABLE:
            self.over.set()
        return procs

    def run(self) -> None:
        while not self.stop_event.wait(self.interval):
            self.sample()

    def peaks(self, kind: str) -> list[int]:
        return [rss for k, rss in self.peak.values() if k == kind]


def _available() -> int:
    """MemAvailable of the machine, bytes (other people's work counts too)."""
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) * 1024
    return 1 << 62


def cpu_by_role(root: int) -> dict[str, float]:
    procs = tree(root)
    out: dict[str, float] = {"total": 0.0}
    for proc in procs.values():
        kind = role(proc, root, procs)
        out["total"] += proc.cpu
        out[kind] = out.get(kind, 0.0) + (proc.own_cpu if kind == "tool_server" else proc.cpu)
    return out


def proc_cpu(pid: int) -> float:
    proc = _read(pid)
    return proc.cpu if proc else 0.0


# ---------------------------------------------------------------- one level


@dataclass
class Level:
    side: str
    in_flight: int
    rollouts: int = 0
    reward_one: int = 0
    failed: int = 0
    wall_s: float = 0.0
    status: str = "ok"
    cpu: dict[str, float] = field(default_factory=dict)
    policy_cpu_s: float = 0.0
    client_cpu_s: float = 0.0
    workers: int = 0
    worker_rss_mb: list[float] = field(default_factory=list)
    tool_server_rss_mb: list[float] = field(default_factory=list)
    harness_processes: int = 0
    harness_rss_mb: float = 0.0
    total_rss_mb: float = 0.0
    stopped_at: dict[str, Any] = field(default_factory=dict)
    roundtrip_ms: list[float] = field(default_factory=list)
    tool_calls: int = 0
    model_calls: dict[str, int] = field(default_factory=dict)
    startup_s: float = 0.0
    errors: list[str] = field(default_factory=list)
    roles: dict[str, list[str]] = field(default_factory=dict)
    log_tail: list[str] = field(default_factory=list)
    failed_after_s: list[float] = field(default_factory=list)

    @property
    def per_min(self) -> float | None:
        return self.rollouts / self.wall_s * 60 if self.status == "ok" and self.wall_s else None

    def figures(self) -> dict[str, Any]:
        n = max(self.rollouts, 1)
        tool_cpu = self.cpu.get("tool_server", 0.0)
        out: dict[str, Any] = {
            "status": self.status, "in_flight": self.in_flight, "rollouts": self.rollouts,
            "reward_one": self.reward_one, "failed": self.failed, "wall_s": round(self.wall_s, 1),
            "rollouts_per_min": None if self.per_min is None else round(self.per_min, 1),
            "cpu_s_per_rollout": round(self.cpu.get("total", 0.0) / n, 3),
            "cpu_s_per_rollout_with_policy_and_client": round(
                (self.cpu.get("total", 0.0) + self.policy_cpu_s + self.client_cpu_s) / n, 3),
            "policy_cpu_s_per_rollout": round(self.policy_cpu_s / n, 3),
            "client_cpu_s_per_rollout": round(self.client_cpu_s / n, 3),
            "tool_server_cpu_s_per_rollout": round(tool_cpu / n, 4),
            "tool_server_cores": round(tool_cpu / self.wall_s, 3) if self.wall_s else None,
            "tool_server_cpu_ms_per_call": round(tool_cpu / self.tool_calls * 1000, 2) if self.tool_calls else None,
            "tool_roundtrip_ms_median": round(statistics.median(self.roundtrip_ms), 1) if self.roundtrip_ms else None,
            "tool_roundtrip_ms_p90": (round(statistics.quantiles(self.roundtrip_ms, n=10)[-1], 1)
                                      if len(self.roundtrip_ms) >= 10 else None),
            "tool_calls": self.tool_calls,
            "model_calls_per_rollout": (round(statistics.mean(self.model_calls.values()), 2)
                                        if self.model_calls else None),
            "workers": self.workers,
            "worker_peak_rss_mb_max": max(self.worker_rss_mb, default=None),
            "worker_peak_rss_mb_sum": round(sum(self.worker_rss_mb), 1),
            "tool_server_peak_rss_mb_max": max(self.tool_server_rss_mb, default=None),
            "tool_servers": len(self.tool_server_rss_mb),
            "harness_processes_peak": self.harness_processes,
            "harness_peak_rss_mb": round(self.harness_rss_mb, 1),
            "tree_peak_rss_mb": round(self.total_rss_mb, 1),
            "server_startup_s": round(self.startup_s, 1),
        }
        if self.stopped_at:
            out["stopped_at"] = self.stopped_at
        if self.errors:
            out["errors"] = self.errors[:5]
        if self.failed_after_s:  # how long a failed rollout ran before it failed (min, median, max)
            times = sorted(self.failed_after_s)
            out["failed_after_s"] = [round(times[0], 1), round(statistics.median(times), 1), round(times[-1], 1)]
        if self.log_tail:
            out["server_log"] = self.log_tail
        return out


def _mb(value: int) -> float:
    return round(value / 2**20, 1)


def _reward(trace: dict) -> float:
    return sum(r["score"] * r.get("weight", 1.0) for r in (trace.get("rewards") or {}).values())


async def _drive(address: str, tasks: list[dict], client_cfg: Any, level: Level, sampler: Sampler,
                 server: subprocess.Popen, policy_pid: int) -> None:
    from verifiers.v1.serve import EnvClient
    from verifiers.v1.types import SamplingConfig

    from invoice_env.bench.vf_runs import _roundtrips, _trace_end

    client = EnvClient(address=address)
    started = time.perf_counter()
    try:
        await client.wait_for_server_startup(timeout=600)

        done = [0]

        async def one(task: dict) -> Any:
            episode = await client.run(client=client_cfg, model="reference", sampling=SamplingConfig(), task_data=task)
            done[0] += 1
            return episode

        await one(tasks[0])  # warm-up, not counted: uv environment (null harness), tool server, imports
        level.startup_s = time.perf_counter() - started
        before = cpu_by_role(server.pid)
        policy_before, client_before = proc_cpu(policy_pid), _self_cpu()
        count = level.in_flight
        t0 = time.perf_counter()
        batch = asyncio.gather(*(one(tasks[i % len(tasks)]) for i in range(count)), return_exceptions=True)
        while not batch.done():
            await asyncio.wait([batch], timeout=0.25)
            if time.perf_counter() - t0 > LEVEL_TIMEOUT_S and not batch.done():
                level.status = "not finished: timeout"
                level.stopped_at = {"seconds": round(time.perf_counter() - t0, 1), "rollouts_finished": done[0] - 1}
                batch.cancel()
                break
            if sampler.over.is_set() and not batch.done():
                level.status = "not reached: memory"
                level.stopped_at = {"rss_mb": _mb(sampler.last_total), "seconds": round(time.perf_counter() - t0, 1),
                                    "harness_processes": sampler.peak_harnesses, "rollouts_finished": done[0] - 1,
                                    "machine_available_mb": _mb(_available())}
                batch.cancel()
                break
        level.wall_s = time.perf_counter() - t0
        sampler.sample()
        after = cpu_by_role(server.pid)
        level.policy_cpu_s, level.client_cpu_s = proc_cpu(policy_pid) - policy_before, _self_cpu() - client_before
        level.cpu = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in set(after) | set(before)}
        if level.status != "ok":
            return
        for result in batch.result():
            if isinstance(result, BaseException):
                level.failed += 1
                level.errors.append(f"{type(result).__name__}: {str(result)[-300:]}")
                continue
            for trace in result.traces:
                raw = trace.model_dump(mode="json")
                level.rollouts += 1
                if not raw.get("ok", True):
                    level.failed += 1
                    with _suppress_any():
                        level.failed_after_s.append(_trace_end(raw) - raw["timing"]["start"])
                    level.errors += [json.dumps(e, default=str)[-300:] for e in raw.get("errors") or []]
                level.reward_one += _reward(raw) == 1.0
                trips = _roundtrips(raw)
                level.roundtrip_ms += trips
                level.tool_calls += len(trips)
                level.model_calls[f"{raw['task']['data'].get('id')}#{level.rollouts}"] = len(raw.get("calls") or [])
    finally:
        await client.close()


def _self_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _stop(server: subprocess.Popen) -> None:
    if server.poll() is None:
        with _suppress():
            os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            with _suppress():
                os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=30)
    with _suppress():  # anything of the group still alive (a harness process a worker left behind)
        os.killpg(server.pid, signal.SIGKILL)


class _suppress_any:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> bool:
        return exc[0] is not None and issubclass(exc[0], Exception)


class _suppress:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> bool:
        return exc[0] is not None and issubclass(exc[0], (ProcessLookupError, PermissionError, OSError))


def run_level(side: str, taskset_id: str, harness: str, in_flight: int, pool: str, tasks: list[dict],
              base_url: str, policy_pid: int, env: dict[str, str], folder: Path, mem_limit: int) -> Level:
    from verifiers.v1.configs.client import EvalClientConfig

    level = Level(side, in_flight)
    address = f"ipc://{folder}/{side}-{in_flight}.sock"
    server = subprocess.Popen([sys.executable, "-m", "invoice_env.bench.env_server", "serve", taskset_id,
                               HARNESSES[harness], address, pool], env=env, start_new_session=True,
                              stdout=subprocess.DEVNULL, stderr=open(folder / f"{side}-{in_flight}.log", "wb"))
    sampler = Sampler(server.pid, [policy_pid, os.getpid()], mem_limit)
    sampler.start()
    try:
        client_cfg = EvalClientConfig(base_url=base_url, api_key_var="INVOICE_ENV_NO_KEY")
        asyncio.run(_drive(address, tasks, client_cfg, level, sampler, server, policy_pid))
    finally:
        sampler.stop_event.set()
        sampler.join()
        _stop(server)
    level.workers = len(sampler.peaks("worker")) or 1
    level.worker_rss_mb = [_mb(v) for v in sampler.peaks("worker")] or [_mb(max(sampler.peaks("server")))]
    level.tool_server_rss_mb = [_mb(v) for v in sampler.peaks("tool_server")]
    level.harness_processes = sampler.peak_harnesses
    level.harness_rss_mb = _mb(sampler.peak_harness_rss)
    level.total_rss_mb = _mb(sampler.peak_total)
    level.roles = {kind: sorted(cmds) for kind, cmds in sampler.cmds.items()}
    if level.failed:  # the workers' warnings, for the reason
        lines = (folder / f"{side}-{in_flight}.log").read_text(errors="replace").splitlines()
        level.log_tail = [line[:300] for line in lines if "WARNING" in line or "Error" in line][-5:]
    return level


# ---------------------------------------------------------------- the section


def bench_env_server(levels: list[int], harnesses: list[str], figures: dict[str, Any], pool: str = "elastic",
                     mem_limit_gb: float = 10.0) -> float:
    """Runs every (harness, level), both sides alternating who goes first, and writes the figures
    under `env_server_<harness>_*` keys into `figures`; returns the seconds it took."""
    from invoice_env.bench.control import CONTROL_PATH
    from invoice_env.bench.control.tools import REPLIES_ENV
    from invoice_env.bench.vf_runs import record_replies
    from invoice_env.tasks.dataset import load_snapshot
    import verifiers

    started = time.perf_counter()
    mem_limit = int(mem_limit_gb * 2**30)
    load_start = [round(x, 2) for x in os.getloadavg()]
    if str(CONTROL_PATH) not in sys.path:  # the control's taskset id and the in-process harness id
        sys.path.insert(0, str(CONTROL_PATH))
    with tempfile.TemporaryDirectory(prefix="invoice-env-bench-es-") as name:
        folder = Path(name)
        tasks = {side: _task_data(taskset_id, max(levels)) for side, taskset_id in SIDES}
        replies = folder / "replies.json"
        replies.write_text(json.dumps(record_replies(load_snapshot(None, "eval"), 10**6),
                                      ensure_ascii=False))
        env = dict(os.environ)
        env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"  # uv for the null harness
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CONTROL_PATH), env.get("PYTHONPATH", "")]))
        env[REPLIES_ENV] = str(replies)
        env.pop("PRIME_API_KEY", None)
        policy_proc = subprocess.Popen([sys.executable, "-m", "invoice_env.bench.env_server", "policy", "reference"],
                                       env=env, stdout=subprocess.PIPE, text=True, start_new_session=True)
        try:
            base_url = policy_proc.stdout.readline().strip()
            results: dict[str, dict[str, dict[int, Level]]] = {}
            order = 0
            for harness in harnesses:
                results[harness] = {side: {} for side, _ in SIDES}
                for in_flight in levels:
                    sides = SIDES if order % 2 == 0 else SIDES[::-1]
                    order += 1
                    for side, taskset_id in sides:
                        lower = [lv for lv in results[harness][side].values() if lv.status != "ok"]
                        if lower:  # a lower level already ran out of memory: this one cannot fit
                            level = Level(side, in_flight, status=f"not run: {lower[0].in_flight} in flight "
                                                                  f"already stopped ({lower[0].status})")
                            results[harness][side][in_flight] = level
                            log(f"env-server {harness}: {taskset_id}, {in_flight} in flight: {level.status}")
                            continue
                        log(f"env-server {harness}: {taskset_id}, {in_flight} in flight ({pool} pool)")
                        level = run_level(side, taskset_id, harness, in_flight, pool, tasks[side], base_url,
                                          policy_proc.pid, env, folder, mem_limit)
                        results[harness][side][in_flight] = level
                        f = level.figures()
                        log(f"  {f['status']}: {f['rollouts']} rollouts, {f['reward_one']} at 1.0, {f['wall_s']} s, "
                            f"{f['rollouts_per_min']} /min, {f['cpu_s_per_rollout']} CPU s/rollout, "
                            f"{f['workers']} worker(s), tool server {f['tool_server_cores']} cores, "
                            f"tree {f['tree_peak_rss_mb']} MB")
                        log(f"  processes by role: {level.roles}")
                        for error in level.errors[:3]:
                            log(f"  error: {error}")
        finally:
            policy_proc.send_signal(signal.SIGTERM)
            try:
                policy_proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                policy_proc.kill()
    for harness, sides in results.items():
        for side, by_level in sides.items():
            for in_flight, level in by_level.items():
                figures[f"env_server_{harness}_{side}_{in_flight}"] = level.figures()
        for in_flight in levels:
            ours, control = sides["ours"].get(in_flight), sides["control"].get(in_flight)
            if ours and control and ours.per_min and control.per_min:
                figures[f"env_server_{harness}_overhead_ratio_{in_flight}"] = round(ours.per_min / control.per_min, 3)
    seconds = round(time.perf_counter() - started, 1)
    for harness in harnesses:  # per harness, so runs of different harnesses merge into one JSON
        figures[f"env_server_{harness}_settings"] = {
            "levels": levels, "harnesses_in_run": harnesses, "pool": pool, "mem_limit_gb": mem_limit_gb,
            "verifiers": verifiers.__version__, "split": "eval", "policy": "reference",
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "load_average_start": load_start, "load_average_end": [round(x, 2) for x in os.getloadavg()],
            "run_seconds": seconds}
    return seconds


def _task_data(taskset_id: str, count: int) -> list[dict]:
    """The eval tasks as the orchestrator ships them (`task.data.model_dump(mode="json")`), in order."""
    import verifiers.v1 as vf
    from verifiers.v1.utils.loaders import resolve_env_config

    config = resolve_env_config({"taskset": {"id": taskset_id, "split": "eval"}})
    tasks = list(vf.load_taskset(config.taskset))
    return [task.data.model_dump(mode="json") for task in tasks[:count]]


if __name__ == "__main__":
    {"serve": serve, "policy": policy}[sys.argv[1]](sys.argv[2:])
