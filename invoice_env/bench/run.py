"""`invoice-env bench` (or `python -m invoice_env.bench`): what the environment costs per rollout.

    invoice-env bench                 the table (about 7-8 minutes on 2 cores)
    invoice-env bench --json          one JSON object on stdout instead (progress goes to stderr)
    invoice-env bench --out FILE      also write the JSON to FILE (evals/bench.json is made this way)
    invoice-env bench --quick         few repetitions, fewer rollouts (about 30 s without vf-eval)
    invoice-env bench --skip-vf-eval  no vf-eval runs (their figures are null and listed in `skipped`)
    invoice-env bench --env-server 64,256,1024
                                      also the env-server section: rollouts through verifiers'
                                      env-server pool (what prime-rl's env-server runs) at these
                                      levels in flight, ours and the control; off by default, as it
                                      takes most of an hour on 2 cores (see `invoice_env.bench.env_server`)
    invoice-env bench --env-server-only --env-server 64,256,1024 --merge evals/bench.json
                                      only that section, its `env_server_*` keys written into the
                                      existing JSON (every other key kept as it was)

Every timed figure is a median over repeated runs, with the runs' min and max in `<key>_min` and
`<key>_max`; a run is a batch of calls (or rollouts) and its figure is the batch's mean per call.
Times come from `time.perf_counter_ns`. Memory is the resident set (RSS, /proc/self/statm), not
tracemalloc: SQLite allocates in C, which tracemalloc does not see.

The core figures call the functions the framework adapters call (`RolloutSession.start`,
`InvoiceTools(session).call`, `grade_session`), on the first eval tasks in turn, with the tool
arguments the reference agent used on them. The vf-eval figures run the real `vf-eval` (v1) on
the eval split against the built-in reference policy endpoint, once with `invoice-env` and once
with the control taskset `invoice-bench-control` (see `invoice_env.bench.control`), back to back
at each concurrency with the order alternating between levels, after one uncounted warm-up
rollout of each. Those are one run per level (min = max): rollouts per minute over the window
from the first rollout's start to the last one's end (vf-eval's own start-up is left out)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from invoice_env.bench.core import (
    bench_build,
    bench_core,
    bench_floor,
    bench_grade,
    bench_load,
    bench_memory,
    bench_reset,
    bench_tools,
    bench_v1_paths,
    cases,
)
from invoice_env.bench.figures import TARGETS, VF_KEYS, Settings, log, put
from invoice_env.bench.report import env_server_table, machine, table, verdicts
from invoice_env.bench.vf_runs import bench_vf_eval
from invoice_env.tasks.dataset import load_snapshot


def _harnesses(args: argparse.Namespace) -> list[str]:
    return [x.strip() for x in args.env_server_harness.split(",") if x.strip()]


def run_env_server(args: argparse.Namespace, figures: dict[str, Any]) -> float:
    from invoice_env.bench.env_server import bench_env_server

    levels = [int(x) for x in args.env_server.split(",") if x.strip()]
    return bench_env_server(levels, _harnesses(args), figures, pool=args.env_server_pool,
                            mem_limit_gb=args.env_server_mem_gb)


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
    parser.add_argument("--env-server", metavar="LEVELS", default="",
                        help="also run the env-server section at these rollouts in flight, e.g. 64,256,1024")
    parser.add_argument("--env-server-harness", default="inprocess,null", metavar="LIST",
                        help="harnesses for it: inprocess (the null program in the worker), null (one "
                             "process per rollout, subprocess runtime); default both")
    parser.add_argument("--env-server-pool", default="elastic",
                        help="elastic (prime-rl's default: multiplex 128, no cap) or a number of static workers")
    parser.add_argument("--env-server-mem-gb", type=float, default=11.0,
                        help="stop a level when the run's processes pass this much RSS (default 11)")
    parser.add_argument("--env-server-only", action="store_true", help="run only the env-server section")
    parser.add_argument("--merge", metavar="FILE", help="with --env-server-only: write the section's keys into "
                                                        "this existing JSON (and to --out, else back to FILE)")
    args = parser.parse_args(argv)
    if args.env_server_only and not args.env_server:
        parser.error("--env-server-only needs --env-server LEVELS")
    if args.merge and not args.env_server_only:
        parser.error("--merge goes with --env-server-only")
    settings = Settings.quick() if args.quick else Settings()
    if args.env_server_only:
        started = time.perf_counter()
        result = json.loads(Path(args.merge).read_text()) if args.merge else {}
        stale = tuple(f"env_server_{harness}_" for harness in _harnesses(args))
        for key in [k for k in result if k.startswith(stale)]:
            del result[key]  # a harness's figures are replaced whole, never mixed with an older run's
        section: dict[str, Any] = {}
        run_env_server(args, section)
        result.update(section)
        args.out = args.out or args.merge
        if not args.merge:
            result["bench_seconds"] = round(time.perf_counter() - started, 1)
    else:
        result = run(settings, args.skip_vf_eval, args.quick)
        if args.env_server:
            section = {}
            seconds = run_env_server(args, section)
            result.update(section)
            result["bench_seconds"] = round(result["bench_seconds"] + seconds, 1)
    text = json.dumps(result, indent=2) + "\n"
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text)
    if args.json:
        sys.stdout.write(text)
    elif args.env_server_only:
        print(env_server_table(result))
    else:
        print(table(result))
        if args.env_server:
            print("\n" + env_server_table(result))
    if not args.json and not args.env_server_only:
        print(f"\n{result['machine']['cpu']}, {result['machine']['cores']} cores; "
              f"bench took {result['bench_seconds']} s" + (f"; skipped: {', '.join(result['skipped'])}"
                                                           if result["skipped"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
