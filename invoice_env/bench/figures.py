"""The benchmark's figures: their targets, the settings of a run, and how repeated runs are summarised."""

from __future__ import annotations

import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable

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
