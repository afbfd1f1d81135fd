"""Everything a report shows about one run, or several side by side, computed once for the text and
the HTML renderers."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from invoice_env.report.data import Rollout, Run
from invoice_env.report.outcomes import confusion, document_pairs, inbox_pair, outcome_pair
from invoice_env.report.stats import (
    CallWarnings,
    Difference,
    Spread,
    call_warnings,
    difference,
    group,
    interval,
    parts,
    pass_at_k,
    pass_hat_k,
    success,
    tool_errors,
    turns,
    verdicts,
)
from invoice_env.report.usage import RunUsage, run_usage

GROUPINGS = {"scenario": lambda r: [r.scenario], "difficulty": lambda r: [r.difficulty], "tag": lambda r: r.tags}


@dataclass(frozen=True)
class GroupRow:
    name: str
    n: int
    """Scored rollouts (errored ones left out)."""
    tasks: int
    """Tasks run in the group, errored rollouts' tasks included."""
    success: float | None
    """None when every rollout of the group errored."""
    interval: tuple[float, float] | None
    """None for one task run several times (a bootstrap over one task says nothing), or no scored rollout."""
    parts: dict[str, tuple[float | None, int]]
    errored: int = 0


def group_row(name: str, rollouts: list[Rollout]) -> GroupRow:
    """Figures over the scored rollouts of a group; its errored ones counted beside them."""
    kept = scored(rollouts)
    scored_tasks = len({r.task for r in kept})
    ci = interval(kept) if kept and (scored_tasks > 1 or len(kept) == 1) else None
    return GroupRow(name, len(kept), len({r.task for r in rollouts}), success(kept) if kept else None, ci,
                    parts(kept), len(rollouts) - len(kept))


@dataclass(frozen=True)
class Confusion:
    expected: list[str]
    actual: list[str]
    counts: Counter

    def cell(self, expected: str, actual: str) -> int:
        return self.counts.get((expected, actual), 0)


@dataclass(frozen=True)
class RunSummary:
    label: str
    files: tuple[str, ...]
    rollouts: list[Rollout]
    """Every rollout, errored ones too (the trace browser shows them all)."""
    errored: list[Rollout]
    """The rollouts the framework or the endpoint ended in an error: left out of every figure below
    but the confusion (their own column) and the usage."""
    usage: RunUsage
    overall: GroupRow
    """Over the scored rollouts (not errored); n = 0 when every rollout errored."""
    groups: dict[str, list[GroupRow]]
    confusion: Confusion
    outcomes: list[tuple[str, str]]
    """(expected, actual) per rollout, in rollout order."""
    pass_hat: dict[int, float]
    pass_at: dict[int, float]
    tool_errors: Spread
    turns: Spread
    warnings: CallWarnings
    verdicts: list[tuple[str, int]]
    data: str = "not recorded"
    """The data the run used (shipped split, private data-dir, cases-dir)."""
    started: float | None = None
    replay: bool = False
    replay_of: str | None = None
    documents: Confusion | None = None
    """Inbox rollouts: the confusion per document (expected outcome, what the rollout wrote for it)."""


def scored(rollouts: list[Rollout]) -> list[Rollout]:
    """The rollouts that measure the model: those no framework or endpoint error ended."""
    return [r for r in rollouts if not r.errored]


def _groups(rollouts: list[Rollout]) -> dict[str, list[GroupRow]]:
    """By scenario, difficulty and tag, errored rollouts counted under their own group."""
    groups = {}
    for key, by in GROUPINGS.items():
        found = group(rollouts, by)
        if found or key != "tag":
            groups[key] = [group_row(name, rs) for name, rs in found.items()]
    return groups


def _all_right(rollout: Rollout) -> bool | None:
    """Whether the grader counted every document of an inbox rollout right (None: it did not count)."""
    right, documents = rollout.metrics.get("documents_right"), rollout.metrics.get("documents")
    return None if right is None or documents is None else right == documents


def summarise(run: Run) -> RunSummary:
    rollouts = scored(run.rollouts)
    documents = [document_pairs(r.documents, r.rows, r.errored) for r in run.rollouts]
    outcomes = [inbox_pair(pairs, r.errored, _all_right(r)) if pairs
                else outcome_pair(r.verdict, r.rows, r.errored, r.goal) for r, pairs in zip(run.rollouts, documents)]
    by_document = [pair for pairs in documents for pair in pairs]
    return RunSummary(run.label, tuple(str(f) for f in run.files), run.rollouts,
                      [r for r in run.rollouts if r.errored], run_usage([r.usage for r in run.rollouts],
                                                                          run.wall_seconds),
                      group_row("all", run.rollouts), _groups(run.rollouts), Confusion(*confusion(outcomes)),
                      outcomes, pass_hat_k(rollouts), pass_at_k(rollouts), tool_errors(rollouts), turns(rollouts),
                      call_warnings(rollouts), verdicts(rollouts), run.data.text, run.started, run.replay,
                      run.replay_of, Confusion(*confusion(by_document)) if by_document else None)


@dataclass(frozen=True)
class ComparisonRow:
    name: str
    base: tuple[float, int] | None
    other: tuple[float, int] | None
    difference: Difference | None
    """None where one of the runs has no rollout in this group."""
    tasks: int = 0
    """Distinct tasks in the group over both runs; below 2 the interval is not shown."""


@dataclass(frozen=True)
class Comparison:
    base: str
    other: str
    rows: list[ComparisonRow]


def _compare_row(name: str, base: list[Rollout], other: list[Rollout]) -> ComparisonRow:
    return ComparisonRow(name, (success(base), len(base)) if base else None,
                         (success(other), len(other)) if other else None,
                         difference(base, other) if base and other else None,
                         len({r.task for r in [*base, *other]}))


def compare(base: Run, other: Run) -> Comparison:
    """`other` against `base` on their scored rollouts: overall, then per scenario and per difficulty."""
    base_rollouts, other_rollouts = scored(base.rollouts), scored(other.rollouts)
    rows = [_compare_row("all", base_rollouts, other_rollouts)]
    for key in ("scenario", "difficulty"):
        a, b = group(base_rollouts, GROUPINGS[key]), group(other_rollouts, GROUPINGS[key])
        rows += [_compare_row(f"{key} {name}", a.get(name, []), b.get(name, [])) for name in sorted(set(a) | set(b))]
    return Comparison(base.label, other.label, rows)


def comparisons(runs: list[Run]) -> list[Comparison]:
    """Each later run against the first (the base: the runs come in the order they started)."""
    return [compare(runs[0], run) for run in runs[1:]]
