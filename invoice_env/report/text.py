"""The text report: what `invoice-env report` prints."""

from __future__ import annotations

from datetime import datetime, timezone

from invoice_env.report.outcomes import not_applicable
from invoice_env.report.stats import PARTS
from invoice_env.report.summary import Comparison, GroupRow, RunSummary
from invoice_env.report.usage import usage_line

PASS_DEFINITIONS = ("pass^k: the chance that all k of k rollouts of a task succeed (tau-bench; mean over tasks of "
                    "C(c,k)/C(n,k)); pass@k: the chance that at least one of k succeeds (Chen et al.; mean over tasks "
                    "of 1 - C(n-c,k)/C(n,k)); n rollouts of a task, c of them scored 1")
NA_NOTE = ("parts are measured only where they apply: po, gl, vat_code and amount on booking goals, reason on flag "
           "goals, decision (book vs flag) on every goal; n/a = no goal here that the part applies to")
ONE_TASK = "none (one task)"
DIFFERENCE_METHOD = ("bootstrap over tasks, paired when both runs ran the same tasks; at least Newcombe's interval "
                     "on the task counts when unpaired or under 10 tasks; errored rollouts left out")
CALL_PATTERNS = "a <tool_call> tag, a ```json fence, or bare JSON with name and arguments"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def part_name(part: str) -> str:
    return part.removesuffix("_correct")


def count(n: int, noun: str) -> str:
    """'1 task', '2 tasks'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def start_time(started: float | None) -> str:
    if started is None:
        return "not recorded"
    return datetime.fromtimestamp(started, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def started_text(started: float | None) -> str:
    return "start not recorded" if started is None else f"started {start_time(started)}"


def run_header(summary: RunSummary) -> str:
    """What the run is: its data, when it started, and what it replays."""
    replay = ""
    if summary.replay:
        replay = f"vf-replay of {summary.replay_of or 'a run not in this report'} (its traces re-scored); "
    return f"{replay}data: {summary.data}; {started_text(summary.started)}"


def base_line(summaries: list[RunSummary]) -> str:
    return (f"base: {summaries[0].label} (runs in the order they started; each later run is compared with the "
            "first)")


def error_line(summary: RunSummary) -> str:
    """How many rollouts the framework or the endpoint ended with an error (a dead endpoint, a provider
    error): they score 0 but measure nothing of the model, so they are named, with the first message."""
    errored = [r for r in summary.rollouts if r.errors]
    n = len(summary.rollouts)
    if not errored:
        return f"0 of {n} rollouts ended in an error of the framework or the endpoint"
    first = errored[0].errors[0].strip().splitlines()[0][:200]
    return (f"ERROR: {len(errored)} of {n} rollouts ended in an error of the framework or the endpoint (first: "
            f"{first!r}); they measure nothing of the model and are left out of every figure but the confusion: "
            "fix the endpoint and run them again")


def success_line(summary: RunSummary) -> str:
    """Success over the scored rollouts, with the errored ones counted beside it."""
    o, errored = summary.overall, len(summary.errored)
    if o.n == 0:
        return (f"0 rollouts scored ({errored} errored, left out) over {count(o.tasks, 'task')}; success n/a: every "
                "rollout ended in an error")
    ci = f"{o.interval[0]:.1%} - {o.interval[1]:.1%}" if o.interval else ONE_TASK
    left_out = f"; {count(errored, 'errored rollout')} left out" if errored else ""
    return f"{count(o.n, 'rollout')} over {count(o.tasks, 'task')}; success {o.success:.1%} (95 % interval {ci}){left_out}"


def warning_lines(summary: RunSummary) -> list[str]:
    """Counted over the scored rollouts (an errored one is counted on the error line instead)."""
    w, n = summary.warnings, summary.overall.n
    mark = "WARNING: " if w.no_tool_call or w.call_in_text else ""
    of = f"{n} scored rollouts" if summary.errored else f"{n} rollouts"
    return [f"{mark}{w.no_tool_call} of {of} ended without any tool call; {w.call_in_text} ended with final "
            f"text that looks like a tool call the harness did not run ({CALL_PATTERNS})", error_line(summary)]


def _group_table(key: str, rows: list[GroupRow], errored: bool = False) -> list[str]:
    """One line per group; the name column as wide as the longest name (a long tag shifts nothing). With
    errored rollouts in the run, an `errored` column counts them (n is then the scored rollouts)."""
    width = max([26, *(len(row.name) + 1 for row in rows)])
    extra = f" {'errored':>7}" if errored else ""
    head = f"{key:<{width}} {'n':>5}{extra} {'success':>8}   {'95 % interval':<15}" + "".join(
        f" {part_name(p):>9}" for p in PARTS)
    lines = [head]
    for row in rows:
        ci = f"{row.interval[0]:.1%} - {row.interval[1]:.1%}" if row.interval else ONE_TASK if row.n else "n/a"
        rate = "n/a" if row.success is None else f"{row.success:.1%}"
        cells = f" {row.errored:>7}" if errored else ""
        lines.append(f"{row.name:<{width}} {row.n:>5}{cells} {rate:>8}   {ci:<15}"
                     + "".join(f" {_pct(row.parts[p][0]):>9}" for p in PARTS))
    return lines


def _confusion(summary: RunSummary) -> list[str]:
    lines = _matrix(summary.confusion, "outcome confusion: rows = expected outcome, columns = what the rollout "
                    "wrote (its rows); 'booked right PO' counts any one booking on the expected PO, whatever its "
                    "other fields")
    if summary.documents is not None:
        lines += [""] + _matrix(summary.documents, "per document of the inbox rollouts: rows = the document's "
                                "expected outcome, columns = what the rollout wrote for that document")
    return lines


def _matrix(c, title: str) -> list[str]:
    width = max(len(e) for e in c.expected) + 2
    lines = [title]
    lines.append(" " * width + " ".join(f"{a:>{max(5, len(a))}}" for a in c.actual))
    for e in c.expected:
        cells = ["n/a" if not_applicable(e, a) else str(c.cell(e, a)) for a in c.actual]
        lines.append(f"{e:<{width}}" + " ".join(f"{v:>{max(5, len(a))}}" for v, a in zip(cells, c.actual)))
    return lines


def _pass_line(name: str, values: dict[int, float]) -> str:
    return f"{name}  " + ("  ".join(f"k={k}: {v:.3f}" for k, v in values.items()) or "n/a (no scored rollout)")


def run_text(summary: RunSummary) -> str:
    o = summary.overall
    lines = [f"run {summary.label} ({run_header(summary)})", *warning_lines(summary), usage_line(summary.usage),
             success_line(summary), ""]
    for key, rows in summary.groups.items():
        lines += _group_table(key, rows, bool(summary.errored)) + [""]
    lines += _confusion(summary) + [""]
    lines.append(_pass_line("pass^k", summary.pass_hat))
    lines.append(_pass_line("pass@k", summary.pass_at))
    lines.append(f"  ({PASS_DEFINITIONS})")
    lines.append("parts right  " + "  ".join(f"{part_name(p)} {_pct(v)} (n={n})" for p, (v, n) in o.parts.items()))
    lines.append(f"  ({NA_NOTE})")
    e, t = summary.tool_errors, summary.turns
    lines.append(f"tool errors per rollout: mean {e.mean:.2f}, median {e.median:.0f}, max {e.max:.0f}; "
                 f"turns: mean {t.mean:.1f}, median {t.median:.0f}, max {t.max:.0f}")
    lines += ["", "most common verdicts (numbers as N):"]
    lines += [f"{count:>5}  {pattern}" for pattern, count in summary.verdicts]
    return "\n".join(lines) + "\n"


def comparison_text(comparison: Comparison) -> str:
    lines = [f"{comparison.other}  minus  {comparison.base}: success difference with its 95 % interval "
             f"({DIFFERENCE_METHOD})",
             f"{'':<34} {'base':>14} {'other':>14} {'difference':>11}   95 % interval"]
    for row in comparison.rows:
        base = f"{row.base[0]:.1%} (n={row.base[1]})" if row.base else "-"
        other = f"{row.other[0]:.1%} (n={row.other[1]})" if row.other else "-"
        if row.difference:
            d = row.difference
            diff = f"{d.value:+.1%}"
            ci = (f"{d.low:+.1%} - {d.high:+.1%}" + ("" if d.paired else " (unpaired)")) if row.tasks > 1 else ONE_TASK
        else:
            diff, ci = "n/a", "n/a"
        lines.append(f"{row.name:<34} {base:>14} {other:>14} {diff:>11}   {ci}")
    return "\n".join(lines) + "\n"


def report_text(summaries: list[RunSummary], comparisons: list[Comparison]) -> str:
    parts = []
    if len(summaries) > 1:
        parts.append("\n".join([base_line(summaries), *(f"{s.label}: " + line for s in summaries for line in [
            run_header(s), *warning_lines(s), usage_line(s.usage), success_line(s)])]) + "\n")
        parts += [comparison_text(c) for c in comparisons]
    parts += [run_text(s) for s in summaries]
    return "\n".join(parts)
