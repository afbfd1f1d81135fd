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
from invoice_env.bench.report import machine, table, verdicts
from invoice_env.bench.vf_runs import bench_vf_eval
from invoice_env.tasks.dataset import load_snapshot


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
