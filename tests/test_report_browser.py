"""The report page in a real headless Chromium (Debian's chromium + chromium-driver, which `.ci/run`
installs), made from real vf-eval runs against the built-in policies; and a 10,000-rollout run made
from those real traces, timed from the loader to the page being ready in the browser."""

import copy
import json
import os
import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "Taskset"):
    pytest.skip("needs verifiers >= 0.4 (vf-eval writes v1 traces)", allow_module_level=True)

from report_runs import dead_endpoint_run  # noqa: E402

from invoice_env.agents.local_eval import run_vf_eval  # noqa: E402
from invoice_env.report.build import report_dirs  # noqa: E402
from invoice_env.tasks.sources import resolve_task  # noqa: E402

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")
SCREENSHOTS = Path(tempfile.gettempdir()) / "invoice-env-screenshots"

if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
    if os.environ.get("CI"):
        raise RuntimeError(f"{CHROMIUM} / {CHROMEDRIVER} missing: .ci/run installs chromium and chromium-driver")
    pytest.skip("no headless Chromium here: apt-get install -y chromium chromium-driver", allow_module_level=True)


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="invoice-env-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (*FLAGS, f"--user-data-dir={profile}", "--window-size=1280,1800"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The same eight eval tasks: `printed-ref` (books the printed PO unchecked) twice each, `reference` once."""
    out = tmp_path_factory.mktemp("runs")
    seed = ["--env.taskset.seed", "7"]
    printed = run_vf_eval("printed-ref", out / "printed", split="eval", num_examples=8, rollouts=2, concurrency=8,
                          extra=seed, run_name="printed")
    reference = run_vf_eval("reference", out / "reference", split="eval", num_examples=8, rollouts=1, concurrency=8,
                            extra=seed, run_name="reference")
    return printed, reference


def _goal_outcome(trace: dict) -> tuple[str, str]:
    """Expected (from the task's goal in the dataset, not the verdict line) and written (from the rows)."""
    goal = resolve_task(trace["task"]["data"]["id"])[0].goal
    wanted = "book" if goal.kind == "booking" else f"flag {goal.reason}"
    rows = trace["info"]["rows_written"]
    if not rows:
        return wanted, "nothing"
    if len(rows) > 1:
        return wanted, "several rows"
    row = rows[0]
    if row["table"] == "review_flags":
        return wanted, f"flag {row['reason']}"
    right = goal.kind == "booking" and row["po_number"] == goal.po_number
    return wanted, "booked right PO" if right else "booked wrong PO"


def _open(driver, page: Path) -> float:
    started = time.perf_counter()
    driver.get(page.as_uri())
    assert driver.execute_script("return document.body.getAttribute('data-ready')") == "1"
    return time.perf_counter() - started


def _js(driver, script: str, *args):
    return driver.execute_script(script, *args)


def _select(driver, name: str, value: str) -> None:
    _js(driver, "var s = document.getElementById('f-' + arguments[0]); s.value = arguments[1];"
                "s.dispatchEvent(new Event('change'));", name, value)


def _listed(driver) -> list[dict]:
    return _js(driver, "return Array.from(document.querySelectorAll('#trace-list tbody tr')).map(function (tr) {"
                       "return {cls: tr.className, cells: Array.from(tr.children).map(function (td) {"
                       "return td.textContent; })}; });")


def test_the_page_from_real_vf_eval_runs_in_a_real_browser(runs, browser, tmp_path, capsys):
    printed, reference = runs
    traces = printed.traces()
    assert len(traces) == 16 and {t["rewards"]["booked_correctly"]["score"] for t in traces} == {0.0, 1.0}
    _, page = report_dirs([printed.traces_path.parent, reference.traces_path.parent], tmp_path / "report.html")
    seconds = _open(browser, page)

    # the confusion cells of the first run hold the counts made here from the goals and the rows written
    counted = Counter(_goal_outcome(t) for t in traces)
    cells = _js(browser, "return Array.from(document.querySelectorAll('#confusion-0 td.cell')).map(function (td) {"
                         "return [td.dataset.expected, td.dataset.actual, td.textContent]; });")
    assert {(e, a): int(n) for e, a, n in cells if int(n)} == dict(counted)
    assert sum(int(n) for _, _, n in cells) == 16
    na = _js(browser, "return document.querySelectorAll('#confusion-0 td.na').length")
    assert na == 4  # 'booked right PO' for each flag reason

    # the runs side by side: the reference run scores 1 on every task
    overall = _js(browser, "return Array.from(document.querySelectorAll('#comparison-0 tbody tr')[0].children)"
                           ".map(function (td) { return td.textContent; });")
    printed_rate = sum(t["rewards"]["booked_correctly"]["score"] for t in traces) / 16
    assert overall[:4] == ["all", f"{printed_rate:.1%} (n=16)", "100.0% (n=8)", f"{1 - printed_rate:+.1%}"]

    # every rollout is listed; the filter on 'correct' keeps exactly the wrong ones of the printed-ref run
    assert len(_listed(browser)) == 24
    _select(browser, "run", "0")
    _select(browser, "correct", "0")
    wrong = [t for t in traces if t["rewards"]["booked_correctly"]["score"] == 0.0]
    listed = _listed(browser)
    assert len(listed) == len(wrong) and all(row["cls"] == "wrong" for row in listed)
    assert sorted(row["cells"][10] for row in listed) == sorted(t["info"]["verdict"] for t in wrong)

    # a confusion cell lists its rollouts
    cell = _js(browser, "var td = document.querySelector('#confusion-0 td.miss'); td.click();"
                        "return [td.dataset.expected, td.dataset.actual, +td.dataset.count];")
    listed = _listed(browser)
    assert len(listed) == cell[2] and all(row["cells"][5:7] == cell[:2] for row in listed)

    # a trace opens to its conversation
    _select(browser, "actual", "")
    _select(browser, "expected", "")
    _select(browser, "correct", "")
    number = int(_listed(browser)[3]["cells"][0])
    _js(browser, "document.querySelectorAll('#trace-list tbody tr')[3].click();")
    trace = traces[number]  # the index follows the order of the traces file
    view = _js(browser, """
        var v = document.getElementById('trace-view');
        return {verdict: document.getElementById('trace-verdict').textContent,
                systemOpen: v.querySelector('details.system').open,
                system: v.querySelector('details.system pre').textContent,
                calls: Array.from(v.querySelectorAll('.call b')).map(function (b) { return b.textContent; }),
                results: v.querySelectorAll('.msg.tool').length,
                rows: v.querySelectorAll('table.rows-written tr').length,
                timing: Array.from(v.querySelectorAll('table.timing th')).map(function (th) { return th.textContent; })};
    """)
    assert view["verdict"].endswith(trace["info"]["verdict"])
    assert view["systemOpen"] is False and view["system"] == trace["task"]["data"]["system_prompt"]
    sent = [c["name"] for n in trace["nodes"] for c in n["message"].get("tool_calls") or []]
    assert view["calls"] == [f"call {name}" for name in sent] and view["results"] == len(sent)
    assert view["rows"] == (len(trace["info"]["rows_written"]) + 1 if trace["info"]["rows_written"] else 0)
    assert {"total", "setup", "agent", "scoring"} <= set(view["timing"])

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shot = SCREENSHOTS / "report-trace.png"
    browser.save_screenshot(str(shot))
    _js(browser, "window.scrollTo(0, 0);")
    browser.save_screenshot(str(SCREENSHOTS / "report-top.png"))
    assert shot.stat().st_size > 10_000
    with capsys.disabled():
        print(f"\n[report page] {len(traces) + 8} rollouts ready in Chromium in {seconds:.2f} s; "
              f"screenshots in {SCREENSHOTS}")


@pytest.fixture(scope="module")
def dead(tmp_path_factory):
    """Two eval tasks x 2 rollouts against a port where nothing listens: every rollout errored."""
    return dead_endpoint_run(tmp_path_factory.mktemp("dead"), 2, 2)


def _overflow(driver, selector: str) -> list[list]:
    """Each matching element wider than its parent's content box: [id, its width, the room it has]."""
    return _js(driver, "return Array.from(document.querySelectorAll(arguments[0])).map(function (t) {"
                       "var p = t.parentElement, s = getComputedStyle(p);"
                       "var room = p.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);"
                       "return [t.id, t.getBoundingClientRect().width, room]; })"
                       ".filter(function (x) { return x[1] > x[2] + 0.5; });", selector)


def test_errored_rollouts_and_the_confusion_table_at_1400_px(runs, dead, browser, tmp_path):
    """A printed-ref run beside a dead-endpoint run, in a 1,400 px wide window: no confusion table is
    wider than the page (the errored column included), and the trace list shows each errored rollout as
    'error', not as a reward of 0 in red."""
    printed, _ = runs
    _, page = report_dirs([printed.traces_path.parent, dead], tmp_path / "dead.html")
    browser.set_window_size(1400, 1800)
    try:
        _open(browser, page)
        assert _js(browser, "return window.innerWidth") <= 1400
        assert _js(browser, "return document.querySelectorAll('table.confusion').length") == 2
        assert _overflow(browser, "table.confusion") == []
        assert _js(browser, "return document.documentElement.scrollWidth <= window.innerWidth")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(SCREENSHOTS / "report-1400.png"))

        _select(browser, "run", "1")
        listed = _listed(browser)
        assert len(listed) == 4 and all(row["cls"] == "errored" and row["cells"][7] == "error" for row in listed)
        assert all(row["cells"][6] == "errored (left out)" and row["cells"][5] != "unknown" for row in listed)
        _select(browser, "correct", "0")
        assert _listed(browser) == []  # an errored rollout is not a wrong one
        _select(browser, "correct", "e")
        assert len(_listed(browser)) == 4
        _js(browser, "document.querySelectorAll('#trace-list tbody tr')[0].click();")
        verdict = _js(browser, "return document.getElementById('trace-verdict').textContent")
        assert verdict.startswith("errored (left out of success, not scored) - ProviderError: ")
    finally:
        browser.set_window_size(1280, 1800)


def test_ten_thousand_rollouts_report_in_seconds_and_the_page_opens_without_stalling(runs, browser, tmp_path,
                                                                                     capsys):
    """1,000 tasks x 10 rollouts, each a real trace of the printed-ref run (about 21 KB a rollout)."""
    printed, _ = runs
    episodes = [json.loads(line) for line in printed.traces_path.read_text().splitlines()]
    traces = [t for e in episodes for t in e["traces"]]
    big = tmp_path / "big" / "traces.jsonl"
    big.parent.mkdir()
    with big.open("w") as out:
        for task in range(1000):
            episode = copy.deepcopy(episodes[task % len(episodes)])
            episode["task"]["data"]["id"] = f"big-{task:04d}"
            episode["traces"] = [traces[(task + j) % len(traces)] for j in range(10)]
            out.write(json.dumps(episode) + "\n")

    started = time.perf_counter()
    report, page = report_dirs([big.parent], tmp_path / "big.html")
    report_seconds = time.perf_counter() - started
    text = report.text()
    assert "10000 rollouts over 1000 tasks" in text

    open_seconds = _open(browser, page)
    ready_ms = _js(browser, "return performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")
    assert _js(browser, "return document.querySelectorAll('#trace-list tbody tr').length") == 100  # lazy: one page
    assert _js(browser, "return document.querySelectorAll('#trace-view .msg').length") == 0
    started = time.perf_counter()
    _js(browser, "document.querySelectorAll('#trace-list tbody tr')[99].click();")
    verdict = _js(browser, "return document.getElementById('trace-verdict').textContent")
    trace_seconds = time.perf_counter() - started
    _select(browser, "correct", "1")
    matching = sum(r.reward == 1.0 for r in report.rollouts)
    assert browser.find_element("id", "match-count").text.startswith(f"{matching} of 10000 rollouts match")
    assert verdict.endswith(report.rollouts[99].verdict)
    # The times are measurements (printed below), not assertions: this machine is shared and noisy.
    with capsys.disabled():
        print(f"\n[10,000 rollouts] traces {big.stat().st_size / 1e6:.0f} MB -> report (load, stats, text, HTML) "
              f"{report_seconds:.1f} s; page {page.stat().st_size / 1e6:.0f} MB ready in Chromium in {open_seconds:.2f} s "
              f"(DOMContentLoaded {ready_ms:.0f} ms); one trace opened in {trace_seconds * 1000:.0f} ms")


_WIDTHS = """
function label(e) {
  if (e.id) return e.id;
  var section = e.closest('section'), name = e.tagName.toLowerCase();
  if (e.dataset.key) name += '.' + e.dataset.key;
  else if (e.className) name += '.' + String(e.className).split(' ')[0];
  else { var h = e.previousElementSibling; while (h && h.tagName !== 'H3') h = h.previousElementSibling;
         if (h) name += ' "' + h.textContent + '"'; }
  return (section ? section.id + ' ' : '') + name;
}
var out = {}, doc = document.documentElement;
out['document'] = [doc.scrollWidth, doc.clientWidth];
Array.from(document.querySelectorAll('table')).forEach(function (t, i) {
  var p = t.parentElement, s = getComputedStyle(p);
  var room = p.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  var key = label(t); if (key in out) key += ' #' + i;
  out[key] = [Math.ceil(t.getBoundingClientRect().width), Math.floor(room)];
});
Array.from(document.querySelectorAll('body, section, nav, div, pre, details')).forEach(function (e, i) {
  if (e.offsetParent === null && e !== document.body) return;  // not shown
  var key = label(e) + ' (content)'; if (key in out) key += ' #' + i;
  out[key] = [e.scrollWidth, e.clientWidth];
});
return out;
"""


def _widths(driver) -> dict[str, list[int]]:
    """The document, each table (its width against its parent's content box) and each shown container
    (its scrollWidth against its clientWidth): {name: [width, room]}."""
    return _js(driver, _WIDTHS)


def test_every_table_and_the_trace_list_fit_at_1000_px(runs, dead, browser, tmp_path, capsys):
    """Three real runs side by side (printed-ref, the reference, a dead endpoint) in a 1,000 px wide
    window: neither the page nor any table (summary, usage, comparisons, scenario / difficulty / tag,
    confusion, parts, pass^k, tool errors, verdicts, the trace list, an opened trace's rows and
    timings) nor any container is wider than the room it has; nothing scrolls sideways."""
    printed, reference = runs
    _, page = report_dirs([printed.traces_path.parent, reference.traces_path.parent, dead], tmp_path / "narrow.html")
    browser.set_window_size(1000, 1800)
    try:
        _open(browser, page)
        assert 960 <= _js(browser, "return window.innerWidth") <= 1000
        _js(browser, "Array.from(document.querySelectorAll('#trace-list tbody tr')).filter(function (tr) {"
                     "return tr.children[6].textContent === 'booked wrong PO'; })[0].click();")  # with its row
        assert _js(browser, "return document.querySelectorAll('#trace-view table.rows-written').length") == 1
        widths = _widths(browser)
        tables = [k for k in widths if not k.endswith("(content)") and k != "document"]
        assert {"summary-table", "usage-table", "comparison-0", "comparison-1", "trace-list",
                "run-0 table.scenario", "run-0 table.tag", "confusion-2"} <= set(tables)
        assert len(tables) >= 3 * 8 + 4 + 3  # 8 tables a run; summary, usage, 2 comparisons; list, rows, timing
        tightest = sorted(widths.items(), key=lambda x: x[1][1] - x[1][0])
        with capsys.disabled():
            print("\n[1,000 px] width / room, tightest first: " + ", ".join(f"{k} {w}/{r}" for k, (w, r) in tightest[:8]))
        too_wide = [f"{k}: {w} px in {r} px" for k, (w, r) in tightest if w > r]
        assert too_wide == [], "wider than the room they have at 1,000 px: " + "; ".join(too_wide)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(SCREENSHOTS / "report-1000.png"))
    finally:
        browser.set_window_size(1280, 1800)
