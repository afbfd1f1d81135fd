"""The HTML report: one self-contained page (inline CSS, JS and SVG; nothing fetched) with the tables of
every run, the runs side by side, and a trace browser that renders a rollout only when it is opened."""

from __future__ import annotations

import hashlib
import html
import json
import re
from importlib import resources

from invoice_env.report.outcomes import ERRORED, is_hit, not_applicable
from invoice_env.report.stats import PART_APPLIES, PARTS
from invoice_env.report.summary import Comparison, GroupRow, RunSummary
from invoice_env.report.text import (
    CALL_PATTERNS,
    DIFFERENCE_METHOD,
    NA_NOTE,
    ONE_TASK,
    error_line,
    part_name,
    run_header,
    start_time,
    started_text,
)
from invoice_env.report.usage import cost_share, sampling_text

GROUP_TITLES = {"scenario": "By scenario", "difficulty": "By difficulty", "tag": "By task tag"}


def _asset(name: str) -> str:
    return (resources.files("invoice_env.report") / "assets" / name).read_text(encoding="utf-8")


def _e(value) -> str:
    return html.escape(str(value))


def _json_script(element_id: str, value, css_class: str = "") -> str:
    # "<" is escaped so no text inside can close the element; JSON.parse reads \u003c back as "<".
    data = json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    klass = f' class="{css_class}"' if css_class else ""
    return f'<script type="application/json" id="{element_id}"{klass}>{data}</script>'


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def _bar(value: float, ci: tuple[float, float] | None, width: int = 140) -> str:
    """A bar for a share in [0, 1] with its interval as a whisker."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="14" role="img" '
             f'aria-label="{value:.1%}"><rect x="0" y="2" width="{width}" height="10" fill="#eee"/>'
             f'<rect x="0" y="2" width="{width * value:.1f}" height="10" fill="#2f6f9f"/>']
    if ci:
        lo, hi = ci
        parts.append(f'<line x1="{width * lo:.1f}" x2="{width * hi:.1f}" y1="7" y2="7" stroke="#111" stroke-width="1.5"/>'
                     f'<line x1="{width * lo:.1f}" x2="{width * lo:.1f}" y1="3" y2="11" stroke="#111"/>'
                     f'<line x1="{width * hi:.1f}" x2="{width * hi:.1f}" y1="3" y2="11" stroke="#111"/>')
    return "".join(parts) + "</svg>"


def _difference_bar(value: float, low: float, high: float, width: int = 160) -> str:
    """A difference in [-1, 1]: its interval, the point, and the zero line."""
    x = lambda v: 5 + (width - 10) * (v + 1) / 2  # noqa: E731
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="14" role="img" aria-label="{value:+.1%}">'
            f'<line x1="{x(0):.1f}" x2="{x(0):.1f}" y1="0" y2="14" stroke="#999"/>'
            f'<line x1="{x(low):.1f}" x2="{x(high):.1f}" y1="7" y2="7" stroke="#111" stroke-width="2"/>'
            f'<circle cx="{x(value):.1f}" cy="7" r="3.5" fill="{"#1b6e1b" if value >= 0 else "#a11"}"/></svg>')


def _group_cells(row: GroupRow) -> list[str]:
    """Rollouts scored, errored, tasks, success with its interval and bar (n/a when all errored)."""
    ci = f"{row.interval[0]:.1%} – {row.interval[1]:.1%}" if row.interval else ONE_TASK if row.n else "n/a"
    errored = f'<td class="num errored">{row.errored}</td>' if row.errored else '<td class="num">0</td>'
    if row.success is None:
        rate, bar = '<td class="na">n/a (all errored)</td>', "<td></td>"
    else:
        rate, bar = f'<td class="num">{row.success:.1%}</td>', f"<td>{_bar(row.success, row.interval, 100)}</td>"
    return [f"<td>{_breakable(row.name)}</td>", f'<td class="num">{row.n}</td>', errored, f'<td class="num">{row.tasks}</td>',
            rate, f'<td class="num">{ci}</td>', bar]


def _group_table(key: str, rows: list[GroupRow]) -> str:
    # two-line headers, so the room a 1,000 px page leaves goes to the names rather than to the headers
    head = "".join(f"<th>{h}</th>" for h in (_e(key), "rollouts<br>scored", "errored<br>(left out)", "tasks",
                                             "success", "95 %<br>interval", ""))
    head += "".join(f'<th title="share right where it applies">{_breakable(part_name(p))}</th>' for p in PARTS)
    body = []
    for row in rows:
        cells = _group_cells(row)
        for p in PARTS:
            value, n = row.parts[p]
            cells.append('<td class="na" title="does not apply to any goal here">n/a</td>' if value is None
                         else f'<td class="num" title="over {n} rollouts">{value:.0%}</td>')
        body.append(f'<tr data-group="{_e(row.name)}">{"".join(cells)}</tr>')
    return f'<table class="groups" data-key="{_e(key)}"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def _breakable(text) -> str:
    """Text that may wrap after an underscore, a colon or a slash ('flag amount_out_of_tolerance',
    'branch:6_book_fit', a file's path), so a table of long names fits a 1,000 px page; <wbr> adds no
    character, so the text reads (and copies) the same. report.js does the same for the trace list."""
    return re.sub(r"([_:/])", r"\1<wbr>", _e(text))


def _confusion(summary: RunSummary, run_index: int) -> str:
    return _matrix(summary.confusion, run_index, f"confusion-{run_index}", clickable=True)


def _matrix(c, run_index: int, table_id: str, clickable: bool) -> str:
    head = "<th>expected ↓ / wrote →</th>" + "".join(f"<th>{_breakable(a)}</th>" for a in c.actual) + "<th>total</th>"
    body = []
    for e in c.expected:
        cells = [f'<th class="exp">{_breakable(e)}</th>']
        for a in c.actual:
            if not_applicable(e, a):
                cells.append('<td class="na" title="a flag goal has no right PO: any booking is on a wrong PO">n/a</td>')
                continue
            n = c.cell(e, a)
            klass = "zero" if n == 0 else "errored" if a == ERRORED else "hit" if is_hit(e, a) else "miss"
            if not clickable:
                cells.append(f'<td class="static {klass}">{n}</td>')
                continue
            cells.append(f'<td class="cell {klass}" data-run="{run_index}" data-expected="{_e(e)}" data-actual="{_e(a)}" '
                         f'data-count="{n}" title="show these rollouts">{n}</td>')
        cells.append(f'<td class="num">{sum(c.cell(e, a) for a in c.actual)}</td>')
        body.append(f'<tr>{"".join(cells)}</tr>')
    return (f'<table class="confusion" id="{table_id}"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def _warning(summary: RunSummary) -> str:
    w, n = summary.warnings, summary.overall.n
    klass = "warn" if w.no_tool_call or w.call_in_text else "ok"
    return (f'<div class="{klass} call-warning" data-no-tool-call="{w.no_tool_call}" data-call-in-text="{w.call_in_text}">'
            f"<b>{_e(summary.label)}</b>: {w.no_tool_call} of {n} {'scored ' if summary.errored else ''}rollouts "
            "ended without any tool call; "
            f"{w.call_in_text} ended with final text that looks like a tool call the harness did not run "
            f"({_e(CALL_PATTERNS)}).</div>")


def _errors(summary: RunSummary) -> str:
    """Per run at the top of the page: how many rollouts an error of the framework or the endpoint
    ended, which are left out of success."""
    n = len(summary.errored)
    klass = "error" if n else "ok"
    return (f'<div class="{klass} run-errors" data-errored="{n}" data-rollouts="{len(summary.rollouts)}">'
            f"<b>{_e(summary.label)}</b>: {_e(error_line(summary))}.</div>")


def _usage_table(summaries: list[RunSummary]) -> str:
    rows = []
    for s in summaries:
        u = s.usage
        tokens = (f"{u.input_tokens:,} / {u.output_tokens or 0:,}" if u.input_tokens is not None else "not recorded")
        cost = "not reported" if u.cost is None else f"{u.cost:.4f}" + cost_share(u)
        wall = "not recorded" if u.wall_seconds is None else f"{u.wall_seconds:.0f} s"
        sampling = "; ".join(sampling_text(x) for x in u.sampling) or "not recorded"
        rows.append(f"<tr><td>{_e(s.label)}</td><td>{_e(', '.join(u.models) or 'not recorded')}</td>"
                    f"<td>{_e(sampling)}</td><td class='num'>{tokens}</td><td class='num'>{_e(cost)}</td>"
                    f"<td class='num'>{wall}</td></tr>")
    return ("<table id='usage-table'><thead><tr><th>run</th><th>model</th><th>sampling (default: the endpoint's)</th>"
            "<th>tokens in / out</th><th>cost (as reported)</th><th>wall time</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")


def _summary_table(summaries: list[RunSummary]) -> str:
    rows = []
    for i, s in enumerate(summaries):
        o = s.overall
        ci = f"{o.interval[0]:.1%} – {o.interval[1]:.1%}" if o.interval else ONE_TASK
        rate = f"{o.success:.1%}" if o.n else "n/a (all errored)"
        base = " <span class='base'>base</span>" if i == 0 and len(summaries) > 1 else ""
        replay = f"<br><span class='replay'>vf-replay of {_e(s.replay_of or 'a run not in this report')}</span>" \
            if s.replay else ""
        rows.append(f"<tr><td>{_e(s.label)}{base}{replay}</td><td class='data'>{_e(s.data)}</td>"
                    f"<td>{_e(start_time(s.started))}</td><td class='num'>{o.n}</td><td class='num'>{len(s.errored)}</td>"
                    f"<td class='num'>{o.tasks}</td><td class='num'>{rate}</td><td class='num'>{ci if o.n else 'n/a'}</td>"
                    f"<td>{_bar(o.success, o.interval) if o.n else ''}</td><td>{_breakable(', '.join(s.files))}</td></tr>")
    return ("<table id='summary-table'><thead><tr><th>run (model / run name)</th><th>data</th><th>started</th>"
            "<th>rollouts scored</th><th>errored (left out)</th><th>tasks</th><th>success</th><th>95 % interval</th>"
            "<th></th><th>files</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>"
            "<p class='note'>Success: the share of scored rollouts with reward 1 (the ERP ended with exactly the goal); "
            "rollouts an error of the framework or the endpoint ended are left out and counted beside it. "
            "95 % interval: Wilson when each task ran once, else a percentile bootstrap over tasks (2,000 resamples), "
            "since the rollouts of one task are not independent, widened to at least the Wilson interval with the "
            "tasks as the sample. Runs are listed in the order they started; the first is the base.</p>"
            + _usage_table(summaries))


def _comparison(comparison: Comparison, number: int) -> str:
    rows = []
    for row in comparison.rows:
        base = f"{row.base[0]:.1%} (n={row.base[1]})" if row.base else "–"
        other = f"{row.other[0]:.1%} (n={row.other[1]})" if row.other else "–"
        if row.difference and row.tasks < 2:
            diff = (f"<td class='num'>{row.difference.value:+.1%}</td><td class='num'>{ONE_TASK}</td>"
                    f"<td>{_difference_bar(row.difference.value, row.difference.value, row.difference.value)}</td>")
        elif row.difference:
            d = row.difference
            diff = (f"<td class='num'>{d.value:+.1%}</td><td class='num'>{d.low:+.1%} – {d.high:+.1%}"
                    f"{'' if d.paired else ' (unpaired)'}</td><td>{_difference_bar(d.value, d.low, d.high)}</td>")
        else:
            diff = "<td class='na'>n/a</td><td class='na'>n/a</td><td></td>"
        rows.append(f"<tr><td>{_breakable(row.name)}</td><td class='num'>{base}</td><td class='num'>{other}</td>{diff}</tr>")
    return (f"<h3>{_e(comparison.other)} against {_e(comparison.base)}</h3>"
            f"<table class='comparison' id='comparison-{number}'><thead><tr><th>group</th><th>{_e(comparison.base)}</th>"
            f"<th>{_e(comparison.other)}</th><th>difference</th><th>95 % interval</th><th>−100 % … 0 … +100 %</th>"
            "</tr></thead><tbody>" + "".join(rows) + "</tbody></table>")


def _pass_table(summary: RunSummary) -> str:
    rows = "".join(f"<tr><td class='num'>{k}</td><td class='num'>{summary.pass_hat[k]:.3f}</td>"
                   f"<td class='num'>{summary.pass_at[k]:.3f}</td></tr>" for k in summary.pass_hat)
    return ("<table class='pass'><thead><tr><th>k</th><th>pass^k</th><th>pass@k</th></tr></thead><tbody>" + rows +
            "</tbody></table><p class='note'>For a task with n rollouts of which c scored 1: <b>pass^k</b> "
            "(tau-bench) is the chance that <i>all</i> k rollouts drawn from its n succeed, C(c,k)/C(n,k); "
            "<b>pass@k</b> (Chen et al. 2021) is the chance that <i>at least one</i> does, 1 − C(n−c,k)/C(n,k). "
            "Both are averaged over tasks; k runs up to the fewest rollouts any task has. pass^k measures "
            "reliability, pass@k what sampling can reach.</p>")


def _parts_table(summary: RunSummary) -> str:
    rows = []
    for p in PARTS:
        value, n = summary.overall.parts[p]
        applies = " and ".join(sorted(PART_APPLIES[p]))
        cell = "<td class='na'>n/a</td>" if value is None else f"<td class='num'>{value:.1%}</td>"
        rows.append(f"<tr><td>{_breakable(part_name(p))}</td>{cell}<td class='num'>{n}</td><td>{applies} goals</td></tr>")
    return ("<table class='parts'><thead><tr><th>part</th><th>share right</th><th>rollouts measured</th>"
            "<th>measured on</th></tr></thead><tbody>" + "".join(rows) + f"</tbody></table><p class='note'>{_e(NA_NOTE)}."
            "</p>")


def _run_section(summary: RunSummary, i: int) -> str:
    e, t = summary.tool_errors, summary.turns
    parts = [f"<section class='run' id='run-{i}'><h2>Run: {_e(summary.label)}</h2>"
             f"<p class='run-header'>{_e(run_header(summary))}</p>"]
    for key, rows in summary.groups.items():
        parts.append(f"<h3>{GROUP_TITLES[key]}</h3>{_group_table(key, rows)}")
    parts.append("<p class='note'>Part columns: the share right of each part of the decision over the rollouts "
                 "whose goal it applies to; n/a where no goal in the group has that part.</p>")
    parts.append("<h3>Outcome confusion</h3><p class='note'>Rows: the outcome the task expected. Columns: what the "
                 "rollout wrote to the ERP (from its rows): one booking on the expected PO (whatever its other "
                 "fields), one booking on another PO, one flag with each reason, nothing, or several rows. "
                 "Green: the right kind of outcome; click a cell to list its rollouts.</p>" + _confusion(summary, i))
    if summary.documents is not None:
        parts.append("<h3>Per document (inbox rollouts)</h3><p class='note'>Each document of each inbox rollout: "
                     "rows, the document's expected outcome (a document that is not an invoice: no row); columns, "
                     "what the rollout wrote for it.</p>"
                     + _matrix(summary.documents, i, f"documents-{i}", clickable=False))
    parts.append("<h3>Which part was right</h3>" + _parts_table(summary))
    parts.append("<h3>pass^k and pass@k</h3>" + _pass_table(summary))
    parts.append("<h3>Tool errors and turns</h3><table><thead><tr><th>per rollout</th><th>mean</th><th>median</th>"
                 f"<th>max</th></tr></thead><tbody><tr><td>tool errors</td><td class='num'>{e.mean:.2f}</td>"
                 f"<td class='num'>{e.median:.0f}</td><td class='num'>{e.max:.0f}</td></tr><tr><td>turns (assistant "
                 f"messages)</td><td class='num'>{t.mean:.1f}</td><td class='num'>{t.median:.0f}</td>"
                 f"<td class='num'>{t.max:.0f}</td></tr></tbody></table>")
    parts.append("<h3>Most common verdicts</h3><table><thead><tr><th>count</th><th>verdict (numbers as N)</th></tr>"
                 "</thead><tbody>" + "".join(f"<tr><td class='num'>{c}</td><td>{_breakable(p)}</td></tr>"
                                             for p, c in summary.verdicts) + "</tbody></table></section>")
    return "".join(parts)


def _trace_browser() -> str:
    selects = "".join(f'<label>{label} <select id="f-{key}"><option value="">all</option></select></label>'
                      for key, label in (("run", "run"), ("scenario", "scenario"), ("expected", "expected"),
                                         ("actual", "wrote"), ("correct", "correct")))
    return ("<section id='traces'><h2>Traces</h2><p class='note'>Every rollout; click one to open its conversation "
            "(system prompt collapsed, each tool call with its arguments and result), the rows it wrote, its timings "
            f"and the verdict line.</p><div id='filters'>{selects}</div><p id='match-count' class='note'></p>"
            "<table id='trace-list'><thead><tr><th>#</th><th>run</th><th>task</th><th>scenario</th><th>difficulty</th>"
            "<th>expected</th><th>wrote</th><th>reward</th><th>turns</th><th>tool errors</th><th>verdict</th></tr>"
            "</thead><tbody></tbody></table><button id='more'>show more</button><div id='trace-view'></div></section>")


def _trace_data(summaries: list[RunSummary]) -> str:
    prompts: dict[str, str] = {}
    index, details = [], []
    expected, actual = [], []
    number = 0
    for run_index, summary in enumerate(summaries):
        expected += [e for e in summary.confusion.expected if e not in expected]
        actual += [a for a in summary.confusion.actual if a not in actual]
        for rollout, (wanted, wrote) in zip(summary.rollouts, summary.outcomes):
            key = hashlib.sha1(rollout.system_prompt.encode()).hexdigest()[:12]
            prompts.setdefault(key, rollout.system_prompt)
            index.append([number, run_index, rollout.task_id, rollout.scenario, rollout.difficulty, wanted, wrote,
                          rollout.reward, rollout.turns, int(rollout.metrics.get("tool_errors", 0)), rollout.verdict,
                          list(rollout.tags), int(rollout.errored)])
            details.append(_json_script(f"rollout-{number}", {
                "system": key, "messages": list(rollout.messages),
                "rows": None if rollout.rows is None else list(rollout.rows), "timing": rollout.timing,
                "errors": list(rollout.errors), "stop": rollout.stop}, "rollout"))
            number += 1
    return "".join([_json_script("run-labels", [s.label for s in summaries]),
                    _json_script("outcome-labels", {"expected": expected, "actual": actual}),
                    _json_script("rollout-index", index), _json_script("system-prompts", prompts), *details])


def render_html(summaries: list[RunSummary], comparisons: list[Comparison], title: str) -> str:
    nav = ["<a href='#summary'>summary</a>"] + (["<a href='#comparison'>runs side by side</a>"] if comparisons else [])
    nav += [f"<a href='#run-{i}'>{_e(s.label)}</a>" for i, s in enumerate(summaries)] + ["<a href='#traces'>traces</a>"]
    body = [f"<h1>{_e(title)}</h1>", "".join(_errors(s) + _warning(s) for s in summaries), f"<nav>{''.join(nav)}</nav>",
            "<section id='summary'><h2>Summary</h2>" + _summary_table(summaries) + "</section>"]
    if comparisons:
        body.append("<section id='comparison'><h2>Runs side by side</h2>"
                    f"<p class='base-run'>Base: <b>{_e(summaries[0].label)}</b>, the run that started first "
                    f"({_e(started_text(summaries[0].started))}).</p><p class='note'>Each run against the base: "
                    "success per group, the difference (later run minus the base) and its 95 % interval: "
                    f"{_e(DIFFERENCE_METHOD)} (bootstrap: 2,000 resamples; unpaired ones marked). An interval that "
                    "excludes 0 is a difference the runs can tell apart.</p>"
                    + "".join(_comparison(c, i) for i, c in enumerate(comparisons)) + "</section>")
    body += [_run_section(s, i) for i, s in enumerate(summaries)]
    body += [_trace_browser(), _trace_data(summaries), f"<script>{_asset('report.js')}</script>"]
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{_e(title)}</title>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><style>{_asset('report.css')}</style>"
            f"</head><body>{''.join(body)}</body></html>\n")
