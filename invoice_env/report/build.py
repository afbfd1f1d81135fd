"""`invoice-env report DIR [DIR ...]`: one run or several side by side, as text and as one
self-contained HTML page with a trace browser. The parts: report_data (loading v1 traces.jsonl and
v0 results.jsonl), report_outcomes (expected vs written), report_stats (intervals, pass^k/pass@k,
parts where they apply), report_summary, report_text, report_html."""

from __future__ import annotations

from pathlib import Path

from invoice_env.report.data import ReportError, Rollout, Run, load_rollouts, load_run, load_runs
from invoice_env.report.html import render_html
from invoice_env.report.stats import PARTS, interval, pass_at_k, pass_hat_k, success, wilson
from invoice_env.report.summary import RunSummary, comparisons, summarise
from invoice_env.report.text import report_text

__all__ = ["PARTS", "Report", "ReportError", "Rollout", "Run", "interval", "load_rollouts", "load_run", "load_runs",
           "pass_at_k", "pass_hat_k", "report_dir", "report_dirs", "wilson"]


class Report:
    """One or several runs; the first is the base the others are compared with (`load_runs` gives them in
    the order they started)."""

    def __init__(self, rollouts: list[Rollout] | None = None, runs: list[Run] | None = None):
        if runs is None:
            label = rollouts[0].run if rollouts and rollouts[0].run else "run"
            runs = [Run(label, (), list(rollouts or []))]
        if not runs or not all(run.rollouts for run in runs):
            raise ReportError("nothing to report: a run without rollouts")
        self.runs = runs
        self.summaries: list[RunSummary] = [summarise(run) for run in runs]
        self.comparisons = comparisons(runs)

    @property
    def rollouts(self) -> list[Rollout]:
        return [r for run in self.runs for r in run.rollouts]

    @property
    def success(self) -> float:
        """The first run's share of reward 1 over every rollout, errored ones counted as failures
        (eval-all's table: the reference must solve every rollout it was given); the report's own
        success figure leaves errored rollouts out (`summaries[0].overall`)."""
        return success(self.runs[0].rollouts)

    def text(self) -> str:
        return report_text(self.summaries, self.comparisons)

    def html(self, title: str = "invoice-env report") -> str:
        return render_html(self.summaries, self.comparisons, title)


def report_dirs(paths: list[Path], html_out: Path | None = None) -> tuple[Report, Path]:
    """Load every run, write the HTML page (default: report.html in the first run's folder)."""
    paths = [Path(p) for p in paths]
    report = Report(runs=load_runs(paths))
    first = paths[0] if paths[0].is_dir() else paths[0].parent
    target = Path(html_out) if html_out else first / "report.html"
    title = "invoice-env report: " + ", ".join(run.label for run in report.runs)
    target.write_text(report.html(title), encoding="utf-8")
    return report, target


def report_dir(path: Path, html_out: Path | None = None) -> tuple[Report, Path]:
    return report_dirs([Path(path)], html_out)
