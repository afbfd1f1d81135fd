"""`invoice-env report DIR`: what a careful evaluator wants from a run — success with a 95 %
interval overall and per scenario and difficulty, pass^k, which part of the decision was wrong,
tool errors and turns, the most common verdicts — as text and as one self-contained HTML page.

Reads verifiers v1 `traces.jsonl` and v0 `results.jsonl` files found under DIR."""

from __future__ import annotations

import html
import json
import math
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean, median

PARTS = ("decision_correct", "po_correct", "gl_correct", "vat_code_correct", "amount_correct", "reason_correct")


class ReportError(ValueError):
    pass


@dataclass(frozen=True)
class Rollout:
    task_id: str
    scenario: str
    difficulty: str
    reward: float
    metrics: dict[str, float]
    verdict: str
    turns: int


def _hidden_fields(task_id: str) -> tuple[str, str]:
    from invoice_env.task_sources import resolve_task

    try:
        task, _ = resolve_task(task_id)
        return task.scenario, task.difficulty
    except Exception:
        return "unknown", "unknown"


def _from_v1(episode: dict) -> list[Rollout]:
    data = episode["task"]["data"]
    out = []
    for trace in episode["traces"]:
        reward = sum(r["score"] * r.get("weight", 1.0) for r in trace.get("rewards", {}).values() if r)
        turns = sum(1 for n in trace.get("nodes", []) if n.get("message", {}).get("role") == "assistant")
        scenario, difficulty = data.get("scenario"), data.get("difficulty")
        if not scenario:
            scenario, difficulty = _hidden_fields(data["id"])
        out.append(Rollout(data["id"], scenario, difficulty, reward,
                           {k: v for k, v in trace.get("metrics", {}).items() if v is not None},
                           trace.get("info", {}).get("verdict", ""), turns))
    return out


def _from_v0(row: dict) -> list[Rollout]:
    info = row.get("info") or {}
    task_id = info.get("task_id", str(row.get("example_id")))
    scenario, difficulty = info.get("scenario"), info.get("difficulty")
    if not scenario:
        scenario, difficulty = _hidden_fields(task_id)
    metrics = {k: float(v) for k, v in (row.get("metrics") or {}).items() if isinstance(v, (int, float))}
    turns = int(metrics.get("num_turns", 0)) or sum(
        1 for m in row.get("completion") or [] if isinstance(m, dict) and m.get("role") == "assistant")
    verdict = row.get("verdict") or info.get("verdict", "")
    return [Rollout(task_id, scenario, difficulty, float(row["reward"]), metrics, verdict, turns)]


def load_rollouts(path: Path) -> list[Rollout]:
    path = Path(path)
    if not path.exists():
        raise ReportError(f"{path} does not exist: give a vf-eval output folder or a traces.jsonl / results.jsonl")
    files = [path] if path.is_file() else sorted([*path.rglob("traces.jsonl"), *path.rglob("results.jsonl")])
    if not files:
        raise ReportError(f"no traces.jsonl (verifiers v1) or results.jsonl (verifiers v0) under {path}")
    rollouts: list[Rollout] = []
    for file in files:
        for number, line in enumerate(file.read_text().splitlines(), start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                rollouts += _from_v1(record) if "traces" in record else _from_v0(record)
            except (json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
                raise ReportError(f"{file}:{number}: not a vf-eval trace or result row ({type(exc).__name__}: {exc}); "
                                  "expected one JSON object per line as vf-eval writes them") from exc
    if not rollouts:
        raise ReportError(f"{path}: the result files hold no rollouts")
    return rollouts


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def interval(rollouts: list[Rollout]) -> tuple[float, float]:
    """95 % interval of the success rate: Wilson when each task ran once, else a percentile
    bootstrap over tasks (2,000 resamples, seed 0), since rollouts of one task are not independent."""
    by_task: dict[str, list[float]] = defaultdict(list)
    for r in rollouts:
        by_task[r.task_id].append(r.reward)
    if all(len(v) == 1 for v in by_task.values()):
        return wilson(sum(r.reward for r in rollouts), len(rollouts))
    rates = [mean(v) for v in by_task.values()]
    rng = random.Random(0)
    samples = sorted(mean(rng.choices(rates, k=len(rates))) for _ in range(2000))
    return samples[49], samples[1949]


def pass_hat_k(rollouts: list[Rollout]) -> dict[int, float]:
    """tau-bench's pass^k: the mean over tasks of C(c, k) / C(n, k)."""
    by_task: dict[str, list[float]] = defaultdict(list)
    for r in rollouts:
        by_task[r.task_id].append(r.reward)
    n_min = min(len(v) for v in by_task.values())
    return {k: mean(math.comb(int(sum(v == 1.0 for v in runs)), k) / math.comb(len(runs), k)
                    for runs in by_task.values()) for k in range(1, n_min + 1)}


def _verdict_pattern(line: str) -> str:
    return re.sub(r"\b\d+(?:\.\d+)?\b", "N", line)


@dataclass
class Report:
    rollouts: list[Rollout]
    rows: dict[str, list[tuple[str, int, float, tuple[float, float]]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key in ("scenario", "difficulty"):
            groups: dict[str, list[Rollout]] = defaultdict(list)
            for r in self.rollouts:
                groups[getattr(r, key)].append(r)
            self.rows[key] = [(name, len(rs), mean(r.reward for r in rs), interval(rs))
                              for name, rs in sorted(groups.items())]

    @property
    def success(self) -> float:
        return mean(r.reward for r in self.rollouts)

    def parts(self, rollouts: list[Rollout] | None = None) -> dict[str, float]:
        rollouts = rollouts or self.rollouts
        return {p: mean(r.metrics.get(p, 0.0) for r in rollouts) for p in PARTS}

    def verdicts(self, top: int = 10) -> list[tuple[str, int]]:
        return Counter(_verdict_pattern(r.verdict) for r in self.rollouts if r.verdict).most_common(top)

    def text(self) -> str:
        low, high = interval(self.rollouts)
        tasks = len({r.task_id for r in self.rollouts})
        lines = [f"rollouts {len(self.rollouts)} over {tasks} tasks; success {self.success:.1%} "
                 f"(95 % interval {low:.1%} - {high:.1%})", ""]
        for key in ("scenario", "difficulty"):
            lines.append(f"{key:<24} {'n':>5} {'success':>8}   95 % interval")
            for name, n, rate, (lo, hi) in self.rows[key]:
                lines.append(f"{name:<24} {n:>5} {rate:>8.1%}   {lo:.1%} - {hi:.1%}")
            lines.append("")
        lines.append("pass^k  " + "  ".join(f"k={k}: {v:.3f}" for k, v in pass_hat_k(self.rollouts).items()))
        lines.append("parts right  " + "  ".join(f"{p.removesuffix('_correct')} {v:.1%}" for p, v in self.parts().items()))
        errors = [r.metrics.get("tool_errors", 0.0) for r in self.rollouts]
        turns = [r.turns for r in self.rollouts]
        lines.append(f"tool errors per rollout: mean {mean(errors):.2f}, max {max(errors):.0f}; "
                     f"turns: mean {mean(turns):.1f}, median {median(turns):.0f}, max {max(turns)}")
        lines += ["", "most common verdicts (numbers as N):"]
        lines += [f"{count:>5}  {pattern}" for pattern, count in self.verdicts()]
        return "\n".join(lines) + "\n"

    def html(self, title: str = "invoice-env report") -> str:
        return render_html(self, title)


def _bar_chart(items: list[tuple[str, float, tuple[float, float] | None]], width: int = 560) -> str:
    row, label_w = 22, 190
    height = row * len(items) + 24
    plot = width - label_w - 60
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img">']
    for i, (label, value, ci) in enumerate(items):
        y = 8 + i * row
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end" font-size="12">{html.escape(label)}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 3}" width="{plot * value:.1f}" height="14" fill="#2f6f9f"/>')
        if ci:
            lo, hi = ci
            parts.append(f'<line x1="{label_w + plot * lo:.1f}" x2="{label_w + plot * hi:.1f}" y1="{y + 10}" '
                         f'y2="{y + 10}" stroke="#222" stroke-width="1.5"/>')
        parts.append(f'<text x="{label_w + plot + 6}" y="{y + 14}" font-size="12">{value:.0%}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def render_html(report: Report, title: str) -> str:
    low, high = interval(report.rollouts)
    sections = [f"<h1>{html.escape(title)}</h1>",
                f"<p><b>{report.success:.1%}</b> success over {len(report.rollouts)} rollouts "
                f"(95 % interval {low:.1%} – {high:.1%}).</p>"]
    for key in ("scenario", "difficulty"):
        rows = [[name, str(n), f"{rate:.1%}", f"{lo:.1%} – {hi:.1%}"] for name, n, rate, (lo, hi) in report.rows[key]]
        sections += [f"<h2>By {key}</h2>", _table([key, "n", "success", "95 % interval"], rows),
                     _bar_chart([(name, rate, ci) for name, _, rate, ci in report.rows[key]])]
    sections.append("<h2>pass^k</h2>" + _table(["k", "pass^k"], [[str(k), f"{v:.3f}"] for k, v in
                                                                   pass_hat_k(report.rollouts).items()]))
    sections.append("<h2>Which part was wrong</h2>" + _bar_chart(
        [(p.removesuffix("_correct"), v, None) for p, v in report.parts().items()]))
    sections.append("<h2>Per scenario</h2>")
    groups: dict[str, list[Rollout]] = defaultdict(list)
    for r in report.rollouts:
        groups[r.scenario].append(r)
    for name, rollouts in sorted(groups.items()):
        sections.append(f"<h3>{html.escape(name)} ({len(rollouts)} rollouts)</h3>" + _bar_chart(
            [("success", mean(r.reward for r in rollouts), interval(rollouts))]
            + [(p.removesuffix("_correct"), v, None) for p, v in report.parts(rollouts).items()], width=480))
    errors = [r.metrics.get("tool_errors", 0.0) for r in report.rollouts]
    turns = [r.turns for r in report.rollouts]
    sections.append("<h2>Tool errors and turns</h2>" + _table(
        ["", "mean", "median", "max"], [["tool errors", f"{mean(errors):.2f}", f"{median(errors):.0f}", f"{max(errors):.0f}"],
                                        ["turns", f"{mean(turns):.1f}", f"{median(turns):.0f}", f"{max(turns)}"]]))
    sections.append("<h2>Most common verdicts</h2>" + _table(["count", "verdict (numbers as N)"],
                                                             [[str(c), p] for p, c in report.verdicts()]))
    style = ("body{font-family:system-ui,sans-serif;max-width:900px;margin:2em auto;color:#222}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:3px 8px;"
             "text-align:left;font-size:13px}th{background:#f2f2f2}")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body>{''.join(sections)}</body></html>\n")


def report_dir(path: Path, html_out: Path | None = None) -> tuple[Report, Path]:
    report = Report(load_rollouts(path))
    target = html_out or (Path(path) if Path(path).is_dir() else Path(path).parent) / "report.html"
    target.write_text(report.html(f"invoice-env report: {Path(path).name}"), encoding="utf-8")
    return report, target
