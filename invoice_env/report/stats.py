"""The numbers of a report: success with 95 % intervals, pass^k and pass@k, the share right of each
part of the decision where it applies, run differences, tool errors and turns, and the rollouts that
ended without a tool call or with text that looks like a tool call nobody ran."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from statistics import mean, median

import numpy as np

from invoice_env.report.data import Rollout
from invoice_env.report.outcomes import goal_kind

RESAMPLES = 2000
PARTS = ("decision_correct", "po_correct", "gl_correct", "vat_code_correct", "amount_correct", "reason_correct")
PART_APPLIES = {"decision_correct": {"book", "flag"}, "po_correct": {"book"}, "gl_correct": {"book"},
                "vat_code_correct": {"book"}, "amount_correct": {"book"}, "reason_correct": {"flag"}}
"""Which goal kinds a part is measured on: for a flag goal there is no PO, GL, VAT code or amount to
get right, and for a booking goal no reason."""


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def task_rates(rollouts: Iterable[Rollout]) -> dict[str, float]:
    by_task: dict[str, list[float]] = defaultdict(list)
    for r in rollouts:
        by_task[r.task].append(r.reward)
    return {task: mean(v) for task, v in by_task.items()}


def _bootstrap_means(values: np.ndarray, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    out = np.empty(RESAMPLES)
    chunk = max(1, 2_000_000 // max(1, len(values)))
    for start in range(0, RESAMPLES, chunk):
        stop = min(RESAMPLES, start + chunk)
        out[start:stop] = values[rng.integers(0, len(values), size=(stop - start, len(values)))].mean(axis=1)
    return out


def _percentiles(samples: np.ndarray) -> tuple[float, float]:
    low, high = np.quantile(samples, [0.025, 0.975])
    return float(low), float(high)


def interval(rollouts: list[Rollout]) -> tuple[float, float]:
    """95 % interval of the success rate: Wilson when each task ran once, else a percentile
    bootstrap over tasks (2,000 resamples, seed 0), since rollouts of one task are not independent,
    widened to at least the Wilson interval with the tasks as the sample (a bootstrap over a few tasks
    that all scored alike is a point, not an interval)."""
    if not rollouts:
        return 0.0, 0.0
    counts = Counter(r.task for r in rollouts)
    if max(counts.values()) == 1:
        return wilson(sum(r.reward for r in rollouts), len(rollouts))
    rates = list(task_rates(rollouts).values())
    low, high = _percentiles(_bootstrap_means(np.array(rates), 0))
    by_tasks = wilson(sum(rates), len(rates))
    return min(low, by_tasks[0]), max(high, by_tasks[1])


@dataclass(frozen=True)
class Difference:
    value: float
    low: float
    high: float
    paired: bool


MIN_BOOTSTRAP_TASKS = 10
"""Below this many tasks in a run a bootstrap over tasks is not trusted on its own: a paired
difference's interval is widened to at least Newcombe's (as for unpaired runs, always)."""


def newcombe(base_rates: list[float], other_rates: list[float]) -> tuple[float, float]:
    """Newcombe's hybrid score interval (1998, method 10) for the difference of two independent
    proportions, with the tasks as the samples: each run's success summed over its task rates and
    counted over its tasks, so a few tasks run many times give a wide interval, never a point."""
    p1, p2 = mean(base_rates), mean(other_rates)
    l1, u1 = wilson(sum(base_rates), len(base_rates))
    l2, u2 = wilson(sum(other_rates), len(other_rates))
    d = p2 - p1
    return d - math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2), d + math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)


def difference(base: list[Rollout], other: list[Rollout]) -> Difference:
    """Success of `other` minus `base` with a 95 % interval over tasks: a percentile bootstrap,
    paired (the same resampled tasks in both runs) when both ran the same tasks, else each run
    resampled on its own; widened to at least Newcombe's interval on the task counts when the runs
    are unpaired or have fewer than MIN_BOOTSTRAP_TASKS tasks (a bootstrap over three tasks that
    scored alike in both runs is a point, not an interval)."""
    a, b = task_rates(base), task_rates(other)
    value = mean(r.reward for r in other) - mean(r.reward for r in base)
    paired = set(a) == set(b)
    if paired:
        tasks = sorted(a)
        samples = _bootstrap_means(np.array([b[t] - a[t] for t in tasks]), 0)
    else:
        samples = _bootstrap_means(np.array(list(b.values())), 1) - _bootstrap_means(np.array(list(a.values())), 2)
    low, high = _percentiles(samples)
    if not paired or min(len(a), len(b)) < MIN_BOOTSTRAP_TASKS:
        floor = newcombe(list(a.values()), list(b.values()))
        low, high = min(low, floor[0]), max(high, floor[1])
    shift = value - (mean(b.values()) - mean(a.values()))  # rollout-weighted vs task-weighted mean
    return Difference(value, max(-1.0, low + shift), min(1.0, high + shift), paired)


def _per_task_successes(rollouts: list[Rollout]) -> list[tuple[int, int]]:
    by_task: dict[str, list[float]] = defaultdict(list)
    for r in rollouts:
        by_task[r.task].append(r.reward)
    return [(sum(v == 1.0 for v in runs), len(runs)) for runs in by_task.values()]


def pass_hat_k(rollouts: list[Rollout]) -> dict[int, float]:
    """pass^k (tau-bench): the chance that k rollouts of a task, drawn without replacement, ALL
    succeed; the mean over tasks of C(c, k) / C(n, k). Falls as k grows: it measures reliability."""
    tasks = _per_task_successes(rollouts)
    n_min = min((n for _, n in tasks), default=0)
    return {k: mean(math.comb(c, k) / math.comb(n, k) for c, n in tasks) for k in range(1, n_min + 1)}


def pass_at_k(rollouts: list[Rollout]) -> dict[int, float]:
    """pass@k (Chen et al. 2021): the chance that AT LEAST ONE of k rollouts succeeds; the mean over
    tasks of 1 - C(n - c, k) / C(n, k). Rises as k grows: it measures what sampling can reach."""
    tasks = _per_task_successes(rollouts)
    n_min = min((n for _, n in tasks), default=0)
    return {k: mean(1 - math.comb(n - c, k) / math.comb(n, k) for c, n in tasks) for k in range(1, n_min + 1)}


def parts(rollouts: list[Rollout]) -> dict[str, tuple[float | None, int]]:
    """Per part: the share right over the rollouts whose goal it applies to, and how many those
    are; (None, 0) is 'n/a' (no rollout here has a goal the part applies to)."""
    kinds = [goal_kind(r.verdict) for r in rollouts]
    out = {}
    for part in PARTS:
        values = [r.metrics.get(part, 0.0) for r, kind in zip(rollouts, kinds) if kind in PART_APPLIES[part]]
        out[part] = (mean(values) if values else None, len(values))
    return out


def group(rollouts: list[Rollout], key: Callable[[Rollout], Iterable[str]]) -> dict[str, list[Rollout]]:
    groups: dict[str, list[Rollout]] = defaultdict(list)
    for r in rollouts:
        for name in key(r):
            groups[name].append(r)
    return dict(sorted(groups.items()))


def success(rollouts: list[Rollout]) -> float:
    return mean(r.reward for r in rollouts) if rollouts else 0.0


@dataclass(frozen=True)
class Spread:
    mean: float
    median: float
    max: float


def spread(values: list[float]) -> Spread:
    return Spread(mean(values), median(values), max(values)) if values else Spread(0.0, 0.0, 0.0)


def tool_errors(rollouts: list[Rollout]) -> Spread:
    return spread([r.metrics.get("tool_errors", 0.0) for r in rollouts])


def turns(rollouts: list[Rollout]) -> Spread:
    return spread([float(r.turns) for r in rollouts])


_TOOL_CALL_TEXT = (
    re.compile(r"<\s*/?\s*(tool_call|function_call|tool_use)\b", re.I),
    re.compile(r"```\s*json\b", re.I),
    re.compile(r"\{[^{}]*\"name\"\s*:\s*\"[^\"]*\"[^{}]*\"(arguments|parameters)\"\s*:", re.S),
    re.compile(r"\{[^{}]*\"(arguments|parameters)\"\s*:[\s\S]*\"name\"\s*:\s*\"", re.S),
)


def looks_like_tool_call(text: str) -> bool:
    """Final text that holds what a model meant as a tool call but the harness did not run: a
    <tool_call> tag, a ```json fence, or bare JSON with "name" and "arguments"."""
    tail = text[-20_000:]  # where a final answer puts it; bounds the scan
    return any(p.search(tail) for p in _TOOL_CALL_TEXT)


@dataclass(frozen=True)
class CallWarnings:
    no_tool_call: int
    call_in_text: int


def call_warnings(rollouts: list[Rollout]) -> CallWarnings:
    return CallWarnings(sum(1 for r in rollouts if r.tool_calls == 0),
                        sum(1 for r in rollouts if looks_like_tool_call(r.final_text)))


def verdict_pattern(line: str) -> str:
    return re.sub(r"\b\d+(?:\.\d+)?\b", "N", line)


def verdicts(rollouts: list[Rollout], top: int = 10) -> list[tuple[str, int]]:
    return Counter(verdict_pattern(r.verdict) for r in rollouts if r.verdict).most_common(top)
