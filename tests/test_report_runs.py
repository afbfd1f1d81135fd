"""Issue 38 on real vf-eval outputs (tests/report_runs.py): errored rollouts counted under their
scenario and shown as errors; runs in the order they started, with the base named; the data each run
used in its header and in the pairing; a vf-replay marked as a replay; the text's columns and
wording."""

import hashlib
import json
import re
import shutil
from collections import Counter

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "SingleAgentEnv"):
    pytest.skip("needs verifiers >= 0.4 (vf-eval writes v1 traces, vf-replay re-scores them)", allow_module_level=True)

from report_runs import EXAMPLE_CASES, FIRST, SECOND, make_runs  # noqa: E402

from invoice_env import cli  # noqa: E402
from invoice_env.report.build import Report, load_runs  # noqa: E402
from invoice_env.tasks.sources import resolve_task  # noqa: E402


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return make_runs(tmp_path_factory.mktemp("report-runs"))


def _traces(folder) -> list[dict]:
    return [trace | {"task": episode["task"]} for line in (folder / "traces.jsonl").read_text().splitlines()
            for episode in [json.loads(line)] for trace in episode["traces"]]


def _goal(trace: dict) -> str:
    goal = resolve_task(trace["task"]["data"]["id"])[0].goal
    return "book" if goal.kind == "booking" else f"flag {goal.reason}"


# --------------------------------------------------------------------------- 3. errored rollouts


def test_errored_rollouts_are_counted_under_their_scenario_and_the_tasks_run(runs, capsys):
    traces = _traces(runs["dead"])
    assert len(traces) == 6 and all(t["errors"] and not t["info"] for t in traces)  # what vf-eval wrote
    report = Report(runs=load_runs([runs["dead"]]))
    summary = report.summaries[0]
    assert summary.overall.tasks == 3 and summary.overall.n == 0 and summary.overall.errored == 6
    scenarios = Counter(t["task"]["data"]["scenario"] for t in traces)
    assert {row.name: (row.n, row.errored, row.tasks, row.success) for row in summary.groups["scenario"]} == {
        name: (0, count, 1, None) for name, count in scenarios.items()}
    assert sum(row.errored for row in summary.groups["difficulty"]) == 6

    # the confusion: each errored rollout in the row of its task's goal, none under 'unknown'
    confusion = summary.confusion
    assert "unknown" not in confusion.expected
    assert {e: confusion.cell(e, "errored (left out)") for e in confusion.expected
            if confusion.cell(e, "errored (left out)")} == dict(Counter(_goal(t) for t in traces))

    text = report.text()
    assert "0 rollouts scored (6 errored, left out) over 3 tasks; success n/a" in text
    scenario_head = next(line for line in text.splitlines() if line.startswith("scenario "))
    assert scenario_head.split()[:4] == ["scenario", "n", "errored", "success"]
    for name, count in scenarios.items():
        assert re.search(rf"^{name}\s+0\s+{count}\s+n/a\s+n/a", text, re.M), name

    page = report.html()
    summary_row = re.search(r"<tbody><tr><td>my-model / dead.*?</tr>", page).group(0)
    cells = re.findall(r"<td class='num'>(\d+)</td>", summary_row)
    assert cells[:3] == ["0", "6", "3"]  # rollouts scored, errored, tasks (was 'tasks 0')
    index = json.loads(re.search(r'id="rollout-index">(.*?)</script>', page).group(1))
    assert [row[12] for row in index] == [1] * 6  # the trace list marks them errored, not reward 0
    assert "<th>errored (left out)</th>" in page and page.count('<td class="num errored">') == \
        len(scenarios) + len({t["task"]["data"]["difficulty"] for t in traces}) + \
        len({tag for t in traces for tag in t["task"]["data"]["tags"]})

    assert cli.main(["report", str(runs["dead"]), "--html", str(runs["dead"] / "page.html")]) == 1
    assert "6 of 6 rollouts ended in an error" in capsys.readouterr().err


# --------------------------------------------------------------------------- 4. the base


def test_runs_come_in_the_order_they_started_and_the_base_is_named(runs):
    assert sorted(p.name for p in runs["outputs"].iterdir())[:2] == [SECOND, "invoice-env--replay"]  # folder order
    loaded = load_runs([runs["outputs"]])
    assert [run.label.split(" (replay")[0] for run in loaded] == [f"reference / {FIRST}", f"reference / {FIRST}",
                                                                  f"printed-ref / {SECOND}"]
    assert loaded[0].started < loaded[2].started
    assert [run.label for run in load_runs([runs["second"], runs["first"]])] == [f"reference / {FIRST}",
                                                                               f"printed-ref / {SECOND}"]
    report = Report(runs=loaded)
    text = report.text()
    assert text.splitlines()[0].startswith(f"base: reference / {FIRST} (runs in the order they started")
    assert f"printed-ref / {SECOND}  minus  reference / {FIRST}" in text
    started = re.search(rf"^run reference / {FIRST} \(data: shipped eval split; started (\S+ \S+) UTC\)$", text, re.M)
    assert started, text[:3000]
    page = report.html()
    assert f"<p class='base-run'>Base: <b>reference / {FIRST}</b>, the run that started first" in page
    assert page.count("<span class='base'>base</span>") == 1
    assert page.index(f"<tr><td>reference / {FIRST} <span class='base'>base</span>") < page.index(
        f"<tr><td>printed-ref / {SECOND}")


# --------------------------------------------------------------------------- 5. which data


def test_each_run_names_the_data_it_used(runs):
    private_dir = runs["my-eval"]
    digest = hashlib.sha256((private_dir / "manifest.json").read_bytes()).hexdigest()
    expected = {
        f"reference / {FIRST}": "shipped eval split",
        "reference / private": f"private data-dir {private_dir}, eval split (manifest.json SHA-256 {digest[:16]})",
        "reference / cases": f"own cases (cases-dir {EXAMPLE_CASES})",
    }
    loaded = load_runs([runs["first"], runs["private"], runs["cases"]])
    assert {run.label: run.data.text for run in loaded} == expected
    report = Report(runs=loaded)
    text = report.text()
    for label, data in expected.items():
        assert re.search(rf"^run {re.escape(label)} \(data: {re.escape(data)}; started ", text, re.M), label
        assert f"{label}: data: {data}; started " in text
        assert f"<td class='data'>{data}</td>" in report.html().replace("&#x27;", "'")
    run_section = report.html().split("id='run-1'")[1]
    assert run_section.index(f"data: private data-dir {private_dir}") < run_section.index("By scenario")
    assert str(digest[:16]) in text and str(_seed(private_dir)) not in text  # the hash, never the seed


def _seed(folder) -> int:
    return json.loads((folder / "manifest.json").read_text())["seed"]


def test_runs_on_other_data_are_not_paired_even_when_their_documents_share_ids(runs, tmp_path):
    """The private run against the shipped one: other data, unpaired. A copy of the private run whose
    documents are renamed to the shipped run's (ids that happen to collide) is still unpaired: the data
    differs; and two shipped runs of the same tasks stay paired."""
    assert not Report(runs=load_runs([runs["first"], runs["private"]])).comparisons[0].rows[0].difference.paired
    shipped = {t["task"]["data"]["id"]: t["task"]["data"]["document_id"] for t in _traces(runs["first"])}
    collided = tmp_path / "collided"
    shutil.copytree(runs["private"], collided)
    lines = []
    for line in (collided / "traces.jsonl").read_text().splitlines():
        episode = json.loads(line)
        episode["task"]["data"]["document_id"] = shipped[episode["task"]["data"]["id"]]
        lines.append(json.dumps(episode))
    (collided / "traces.jsonl").write_text("\n".join(lines) + "\n")
    report = Report(runs=load_runs([runs["first"], collided]))
    overall = report.comparisons[0].rows[0]
    assert not overall.difference.paired and overall.tasks == 6
    assert Report(runs=load_runs([runs["first"], runs["second"]])).comparisons[0].rows[0].difference.paired


# --------------------------------------------------------------------------- 6. replays


def test_a_vf_replay_output_is_marked_as_a_replay_of_its_run(runs):
    uuid_folder = runs["replay"].name
    loaded = load_runs([runs["outputs"]])
    replay = loaded[1]
    assert replay.replay and replay.replay_of == f"reference / {FIRST}"
    assert replay.label == f"reference / {FIRST} (replay {uuid_folder[:8]})" and uuid_folder not in replay.label
    report = Report(runs=loaded)
    text = report.text()
    assert re.search(rf"^run reference / {FIRST} \(replay {uuid_folder[:8]}\) \(vf-replay of reference / {FIRST} "
                     r"\(its traces re-scored\); data: shipped eval split; started ", text, re.M), text[:2000]
    assert f"<span class='replay'>vf-replay of reference / {FIRST}</span>" in report.html()
    alone = load_runs([runs["replay"]])[0]  # the run it replays is not in the report
    assert alone.replay and alone.replay_of is None
    assert "vf-replay of a run not in this report" in Report(runs=[alone]).text()


# --------------------------------------------------------------------------- 7. the text's columns and wording


def test_long_tags_keep_the_text_columns_and_counts_are_singular_or_plural(runs):
    text = Report(runs=load_runs([runs["first"]])).text()
    tag_table = text[text.index("\ntag "):].split("\n\n")[0].strip("\n").splitlines()
    assert max(len(line.split()[0]) for line in tag_table[1:]) >= 30  # branch:5_over_tolerance_stated
    n_column = {len(re.match(r"^\S+\s+\d+", line).group(0)) for line in tag_table[1:]}
    assert len(n_column) == 1 and tag_table[0].index(" n ") + 2 == n_column.pop()
    one = Report(runs=load_runs([runs["cases"]])).text()
    assert "1 rollout over 1 task; success 100.0%" in one
    assert "3 rollouts over 3 tasks; success 100.0%" in Report(runs=load_runs([runs["first"]])).text()
