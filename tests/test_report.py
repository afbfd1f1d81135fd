import json
import re

import pytest
from report_traces import (
    BOOK_GOAL,
    OTHER_PO,
    RIGHT_PO,
    booking,
    flag,
    flag_goal,
    outcome,
    v0_row,
    v1_episode,
    v1_trace,
    write_v0,
    write_v1,
)

from invoice_env import cli
from invoice_env.report.build import (
    Report,
    ReportError,
    Rollout,
    load_rollouts,
    load_runs,
    pass_at_k,
    pass_hat_k,
)
from invoice_env.report.outcomes import expected
from invoice_env.report.stats import interval, looks_like_tool_call, wilson


def _rollout(task: str, reward: float, scenario: str = "exact_match") -> Rollout:
    return Rollout(task, scenario, "easy", reward, {"decision_correct": reward, "tool_errors": 0.0}, "v", 3)


# --------------------------------------------------------------------------- statistics


def test_pass_hat_k_is_taus_definition_and_pass_at_k_chens():
    rollouts = [_rollout("a", 1.0), _rollout("a", 1.0), _rollout("a", 0.0), _rollout("b", 1.0), _rollout("b", 1.0),
                _rollout("b", 1.0), _rollout("c", 0.0), _rollout("c", 0.0), _rollout("c", 1.0)]
    hat, at = pass_hat_k(rollouts), pass_at_k(rollouts)
    assert hat[1] == pytest.approx((2 / 3 + 1 + 1 / 3) / 3) == at[1]
    assert hat[2] == pytest.approx((1 / 3 + 1 + 0) / 3)  # C(2,2)/C(3,2), 1, C(1,2)/C(3,2)
    assert hat[3] == pytest.approx((0 + 1 + 0) / 3)
    assert at[2] == pytest.approx((1 + 1 + (1 - 1 / 3)) / 3)  # 1 - C(1,2)/C(3,2), 1, 1 - C(2,2)/C(3,2)
    assert at[3] == pytest.approx(1.0)


def test_wilson_interval_brackets_the_rate():
    low, high = wilson(45, 50)
    assert 0.78 < low < 0.9 < high < 0.97
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_the_expected_outcome_is_read_back_from_the_graders_own_verdict_lines():
    from invoice_env.episode.grader import grade

    assert expected(grade(outcome(booking()), BOOK_GOAL).line) == ("book", RIGHT_PO)
    assert expected(grade(outcome(booking(OTHER_PO)), BOOK_GOAL).line) == ("book", RIGHT_PO)
    assert expected(grade(outcome(), flag_goal("duplicate_invoice")).line) == ("flag duplicate_invoice", None)
    assert expected(grade(outcome(flag("supplier_mismatch")), flag_goal("supplier_mismatch")).line) == \
        ("flag supplier_mismatch", None)
    assert expected(grade(outcome(booking(), flag("no_matching_po")), flag_goal("no_matching_po")).line) == \
        ("flag no_matching_po", None)
    assert expected("not graded: the task is unknown") == ("unknown", None)


# --------------------------------------------------------------------------- outcome confusion


def _confusion_run(tmp_path):
    """Eleven rollouts, counted by hand below."""
    dup, over = flag_goal("duplicate_invoice"), flag_goal("amount_out_of_tolerance")
    episodes = [
        v1_episode("t-book", "exact_match", [
            v1_trace(BOOK_GOAL, outcome(booking())),                           # book / right PO, reward 1
            v1_trace(BOOK_GOAL, outcome(booking(vat="V06"))),                  # book / right PO, wrong VAT
            v1_trace(BOOK_GOAL, outcome(booking(OTHER_PO))),                   # book / wrong PO
            v1_trace(BOOK_GOAL, outcome()),                                    # book / nothing
            v1_trace(BOOK_GOAL, outcome(booking(), booking())),                # book / several rows
            v1_trace(BOOK_GOAL, outcome(flag("no_matching_po")))]),            # book / flag no_matching_po
        v1_episode("t-dup", "duplicate_invoice", [
            v1_trace(dup, outcome(flag("duplicate_invoice"))),                 # dup / flag dup, reward 1
            v1_trace(dup, outcome(flag("no_matching_po"))),                    # dup / flag no_matching_po
            v1_trace(dup, outcome(booking())),                                 # dup / wrong PO (no PO is right)
            v1_trace(dup, outcome()),                                          # dup / nothing
            v1_trace(dup, outcome(booking(), flag("duplicate_invoice")))],     # dup / several rows
            difficulty="hard"),
        v1_episode("t-over", "just_over_tolerance", [v1_trace(over, outcome(flag("amount_out_of_tolerance")))],
                   difficulty="medium"),
    ]
    write_v1(tmp_path / "run", episodes)
    return tmp_path / "run"


HAND_COUNTED = {
    ("book", "booked right PO"): 2, ("book", "booked wrong PO"): 1, ("book", "nothing"): 1,
    ("book", "several rows"): 1, ("book", "flag no_matching_po"): 1,
    ("flag duplicate_invoice", "flag duplicate_invoice"): 1, ("flag duplicate_invoice", "flag no_matching_po"): 1,
    ("flag duplicate_invoice", "booked wrong PO"): 1, ("flag duplicate_invoice", "nothing"): 1,
    ("flag duplicate_invoice", "several rows"): 1,
    ("flag amount_out_of_tolerance", "flag amount_out_of_tolerance"): 1,
}


def test_confusion_counts_match_the_hand_counted_traces(tmp_path):
    report = Report(runs=load_runs([_confusion_run(tmp_path)]))
    confusion = report.summaries[0].confusion
    assert confusion.expected[:5] == ["book", "flag no_matching_po", "flag duplicate_invoice",
                                      "flag amount_out_of_tolerance", "flag supplier_mismatch"]
    assert confusion.actual == ["booked right PO", "booked wrong PO", "flag no_matching_po", "flag duplicate_invoice",
                                "flag amount_out_of_tolerance", "flag supplier_mismatch", "nothing", "several rows"]
    for e in confusion.expected:
        for a in confusion.actual:
            assert confusion.cell(e, a) == HAND_COUNTED.get((e, a), 0), (e, a)
    assert report.summaries[0].overall.success == pytest.approx(3 / 12)

    page = report.html()
    cells = {(m["e"], m["a"]): int(m["n"]) for m in re.finditer(
        r'data-expected="(?P<e>[^"]+)" data-actual="(?P<a>[^"]+)" data-count="(?P<n>\d+)"', page)}
    assert {k: v for k, v in cells.items() if v} == HAND_COUNTED
    assert len(cells) == 5 * 8 - 4  # every cell but the four n/a ones: a flag goal has no right PO
    assert page.count('title="a flag goal has no right PO') == 4
    text = report.text()
    book_line = next(line for line in text.splitlines() if line.startswith("book "))
    assert book_line.split() == ["book", "2", "1", "1", "0", "0", "0", "1", "1"]
    dup_line = next(line for line in text.splitlines() if line.startswith("flag duplicate_invoice "))
    assert dup_line.split()[2:] == ["n/a", "1", "1", "1", "0", "0", "1", "1"]


# --------------------------------------------------------------------------- n/a semantics


def test_parts_that_do_not_apply_are_not_applicable_not_right(tmp_path):
    """A do-nothing agent on flag goals: the grader's po/gl/vat/amount metrics say 1.0 ('booked
    nothing'), the report must say n/a, and measure reason only on flag goals and po only on bookings."""
    flags_only = [v1_episode(f"f{i}", "duplicate_invoice", [v1_trace(flag_goal("duplicate_invoice"), outcome())])
                  for i in range(3)]
    write_v1(tmp_path / "flags", flags_only)
    summary = Report(runs=load_runs([tmp_path / "flags"])).summaries[0]
    assert summary.rollouts[0].metrics["po_correct"] == 1.0  # what the old chart showed as "right"
    parts = summary.overall.parts
    assert parts["po_correct"] == parts["gl_correct"] == parts["vat_code_correct"] == parts["amount_correct"] == (None, 0)
    assert parts["reason_correct"] == (0.0, 3) and parts["decision_correct"] == (0.0, 3)
    text = Report(runs=load_runs([tmp_path / "flags"])).text()
    assert "po n/a (n=0)" in text and "reason 0.0% (n=3)" in text

    mixed = [v1_episode("b1", "exact_match", [v1_trace(BOOK_GOAL, outcome(booking(vat="V06")))]),
             v1_episode("b2", "exact_match", [v1_trace(BOOK_GOAL, outcome())]),
             v1_episode("f1", "duplicate_invoice", [v1_trace(flag_goal("duplicate_invoice"),
                                                             outcome(flag("duplicate_invoice")))])]
    write_v1(tmp_path / "mixed", mixed)
    report = Report(runs=load_runs([tmp_path / "mixed"]))
    parts = report.summaries[0].overall.parts
    assert parts["po_correct"] == (0.5, 2)  # the two booking goals: right PO once
    assert parts["vat_code_correct"] == (0.0, 2)
    assert parts["reason_correct"] == (1.0, 1)  # only the flag goal; a booking goal has no reason
    by_scenario = {row.name: row.parts for row in report.summaries[0].groups["scenario"]}
    assert by_scenario["exact_match"]["reason_correct"] == (None, 0)
    assert by_scenario["duplicate_invoice"]["po_correct"] == (None, 0)
    page = report.html()
    dup_row = re.search(r'<tr data-group="duplicate_invoice">(.*?)</tr>', page).group(1)
    assert dup_row.count(">n/a</td>") == 4  # po, gl, vat_code, amount
    exact_row = re.search(r'<tr data-group="exact_match">(.*?)</tr>', page).group(1)
    assert exact_row.count(">n/a</td>") == 1  # reason


# --------------------------------------------------------------------------- several runs


def _run(tmp_path, name: str, model: str, rewards: list[bool], tasks: list[str] | None = None,
         folder: str | None = None):
    tasks = tasks or [f"t{i}" for i in range(len(rewards))]
    episodes = [v1_episode(task, "exact_match" if i % 2 else "duplicate_invoice", [
        v1_trace(BOOK_GOAL, outcome(booking() if ok else booking(OTHER_PO)), model=model)], run=name)
        for i, (task, ok) in enumerate(zip(tasks, rewards))]
    write_v1(tmp_path / (folder or name), episodes)
    return tmp_path / (folder or name)


def test_runs_side_by_side_with_the_difference_and_its_interval(tmp_path, capsys):
    base = _run(tmp_path, "before", "model-a", [True] + [False] * 19)
    after = _run(tmp_path, "after", "model-b", [True] * 18 + [False] * 2)
    report = Report(runs=load_runs([base, after]))
    assert [run.label for run in report.runs] == ["model-a / before", "model-b / after"]
    (comparison,) = report.comparisons
    overall = comparison.rows[0]
    assert overall.name == "all" and overall.base == (0.05, 20) and overall.other == (0.9, 20)
    d = overall.difference
    assert d.paired and d.value == pytest.approx(0.85)
    assert 0.6 < d.low < 0.85 < d.high <= 1.0  # clearly excludes 0
    scenario = {row.name: row for row in comparison.rows}["scenario exact_match"]
    assert scenario.base == (0.0, 10) and scenario.other == (0.9, 10)  # odd tasks; t19 is wrong

    same = Report(runs=load_runs([base, _run(tmp_path, "again", "model-a", [True] + [False] * 19)]))
    d0 = same.comparisons[0].rows[0].difference
    assert d0.value == 0 and d0.low <= 0 <= d0.high

    other_tasks = _run(tmp_path, "elsewhere", "model-c", [True] * 10, tasks=[f"u{i}" for i in range(10)])
    unpaired = Report(runs=load_runs([base, other_tasks])).comparisons[0].rows[0].difference
    assert not unpaired.paired and unpaired.value == pytest.approx(0.95)

    assert cli.main(["report", str(base), str(after), "--html", str(tmp_path / "both.html")]) == 0
    out = capsys.readouterr().out
    assert "model-b / after  minus  model-a / before" in out
    assert re.search(r"^all\s+5\.0% \(n=20\)\s+90\.0% \(n=20\)\s+\+85\.0%", out, re.M)
    page = (tmp_path / "both.html").read_text()
    assert 'id="comparison-0"' in page.replace("'", '"') and "+85.0%" in page


def test_two_runs_with_the_same_label_are_told_apart(tmp_path):
    a = _run(tmp_path, "run", "m", [True], folder="a")
    b = _run(tmp_path, "run", "m", [False], folder="b")
    assert [run.label for run in load_runs([a, b])] == ["m / run", "m / run #2"]


# --------------------------------------------------------------------------- issue 16: calls that never ran


def test_tool_call_lookalikes_in_the_final_text():
    for text in ('<tool_call>{"name": "create_booking"}</tool_call>', 'Here:\n```json\n{"po": 1}\n```',
                 '{"name": "flag_for_review", "arguments": {"reason": "duplicate_invoice"}}',
                 '{"arguments": {"document_id": "x"}, "name": "read_document"}'):
        assert looks_like_tool_call(text), text
    for text in ("Booked PO 45000001 on GL 604000.", "Flagged: the name on the invoice differs.", ""):
        assert not looks_like_tool_call(text), text


def test_rollouts_without_a_tool_call_or_with_one_in_text_are_reported_at_the_top(tmp_path):
    goal = flag_goal("duplicate_invoice")
    episodes = [v1_episode("t1", "duplicate_invoice", [
        v1_trace(goal, outcome(), calls=False, final_text="Nothing to do."),
        v1_trace(goal, outcome(), calls=False,
                 final_text='{"name": "flag_for_review", "arguments": {"reason": "duplicate_invoice"}}'),
        v1_trace(goal, outcome(flag("duplicate_invoice")), final_text="Flagged.")])]
    write_v1(tmp_path / "r", episodes)
    report = Report(runs=load_runs([tmp_path / "r"]))
    assert report.summaries[0].warnings.no_tool_call == 2 and report.summaries[0].warnings.call_in_text == 1
    first_lines = report.text().splitlines()[:2]
    assert first_lines[1].startswith("WARNING: 2 of 3 rollouts ended without any tool call; 1 ended with final text "
                                     "that looks like a tool call")
    page = report.html()
    assert page.index('data-no-tool-call="2" data-call-in-text="1"') < page.index("<h2>Summary")


# --------------------------------------------------------------------------- loading


def test_v0_results_and_v1_traces_load_into_the_same_model(tmp_path):
    write_v0(tmp_path / "v0" / "evals" / "invoice-env--model-v0" / "abc123", [
        v0_row("eval-1", "exact_match", BOOK_GOAL, outcome(booking()), 0),
        v0_row("eval-2", "duplicate_invoice", flag_goal("duplicate_invoice"), outcome(booking(OTHER_PO)), 1)])
    (run,) = load_runs([tmp_path / "v0"])
    assert run.label == "model-v0 / abc123"
    first, second = run.rollouts
    assert first.reward == 1.0 and first.rows[0]["po_number"] == RIGHT_PO and first.system_prompt.startswith("You are")
    assert [m["role"] for m in first.messages] == ["user", "assistant", "tool", "assistant", "tool", "assistant"]
    assert first.messages[1]["calls"] == [{"name": "read_document", "arguments": json.dumps(
        {"document_id": "inbox/20261127_test.pdf"})}]
    assert first.tool_calls == 2 and first.turns == 3 and first.final_text == "Done."
    assert first.timing == {"total": 1.2, "setup": 0.1, "agent": 1.0, "scoring": 0.1}
    assert Report(runs=[run]).summaries[0].outcomes == [("book", "booked right PO"),
                                                        ("flag duplicate_invoice", "booked wrong PO")]

    write_v1(tmp_path / "v1", [v1_episode("eval-1", "exact_match", [v1_trace(BOOK_GOAL, outcome(booking()))],
                                          tags=["layout:ledger", "lang:fr"])])
    (v1,) = load_runs([tmp_path / "v1"])
    r = v1.rollouts[0]
    assert v1.label == "model-a / run-1" and r.tags == ("layout:ledger", "lang:fr")
    assert r.timing == {"total": 2.6, "setup": 0.5, "agent": 2.0, "scoring": 0.1, "model": 0.2}
    assert r.messages[1]["t"] == pytest.approx(0.1) and r.tool_calls == 2
    groups = Report(runs=[v1]).summaries[0].groups
    assert [row.name for row in groups["tag"]] == ["lang:fr", "layout:ledger"]


def test_bad_result_files_are_clear_errors(tmp_path):
    with pytest.raises(ReportError, match="does not exist"):
        load_rollouts(tmp_path / "missing")
    with pytest.raises(ReportError, match="no traces.jsonl"):
        load_rollouts(tmp_path)
    bad = tmp_path / "traces.jsonl"
    bad.write_text(json.dumps({"traces": [{}], "task": {}}) + "\n")
    with pytest.raises(ReportError, match=r"traces.jsonl:1: not a vf-eval trace"):
        load_rollouts(tmp_path)
    bad.write_text(json.dumps(v1_episode("t", "exact_match", [v1_trace(BOOK_GOAL, outcome())], tags="x")) + "\n")
    with pytest.raises(ReportError, match="tags must be a list of strings"):
        load_rollouts(tmp_path)
    no_rows = v1_episode("t", "exact_match", [v1_trace(BOOK_GOAL, outcome(booking()))])
    del no_rows["traces"][0]["info"]["rows_written"]
    bad.write_text(json.dumps(no_rows) + "\n")
    assert Report(load_rollouts(tmp_path)).summaries[0].outcomes == [("book", "rows not recorded")]
    bad.write_text("{not json\n")
    assert cli.main(["report", str(tmp_path)]) == 2


# --------------------------------------------------------------------------- the page


def test_the_page_is_self_contained_and_tool_text_cannot_break_out(tmp_path):
    hostile = '</script><script>alert(1)</script><img src="https://example.org/x.png">'
    episodes = [v1_episode("t1", "exact_match", [v1_trace(BOOK_GOAL, outcome(booking()), final_text=hostile)])]
    write_v1(tmp_path / "r", episodes)
    report, page_path = __import__("invoice_env.report.build", fromlist=["report_dir"]).report_dir(tmp_path / "r")
    page = page_path.read_text()
    assert page_path == tmp_path / "r" / "report.html" and page.startswith("<!doctype html>")
    assert hostile not in page and "alert(1)" in page  # kept as data, escaped
    assert not re.search(r"<(script|img|link|iframe)[^>]*\s(src|href)\s*=", page, re.I)
    assert not re.search(r"(src|href|url|import|fetch)\s*[=(]\s*[\"']?https?://", page)
    scripts = re.findall(r"<script([^>]*)>", page)
    assert scripts.count("") == 1  # the one inline program; every other script element is JSON data
    assert all('type="application/json"' in s for s in scripts if s)


def test_a_group_of_one_task_run_several_times_has_no_interval(tmp_path):
    write_v1(tmp_path / "r", [
        v1_episode("t1", "exact_match", [v1_trace(BOOK_GOAL, outcome(booking())), v1_trace(BOOK_GOAL, outcome())]),
        v1_episode("t2", "duplicate_invoice", [v1_trace(flag_goal("duplicate_invoice"), outcome())] * 2)])
    report = Report(runs=load_runs([tmp_path / "r"]))
    rows = {row.name: row for row in report.summaries[0].groups["scenario"]}
    assert rows["exact_match"].interval is None and rows["exact_match"].success == 0.5
    assert report.summaries[0].overall.interval is not None  # two tasks: a bootstrap over tasks
    assert re.search(r"^exact_match\s+2\s+50\.0%\s+none \(one task\)", report.text(), re.M)


def test_each_rollout_is_kept_whole_for_the_trace_browser_and_parsed_only_when_opened(tmp_path):
    path = _confusion_run(tmp_path)
    page = Report(runs=load_runs([path])).html()

    def data(element_id):
        raw = re.search(rf'<script type="application/json" id="{element_id}"[^>]*>(.*?)</script>', page, re.S).group(1)
        return json.loads(raw)

    index = data("rollout-index")
    assert len(index) == 12 and [row[0] for row in index] == list(range(12))
    assert index[4][5:8] == ["book", "several rows", 0.0]
    detail = data("rollout-4")  # two bookings on the booking goal
    assert [r["table"] for r in detail["rows"]] == ["bookings", "bookings"]
    calls = [c["name"] for m in detail["messages"] for c in m.get("calls", [])]
    assert calls == ["read_document", "create_booking", "create_booking"]
    assert all(m["role"] != "system" for m in detail["messages"])
    assert data("system-prompts")[detail["system"]].startswith("You are an accounts-payable clerk")
    assert page.count('class="rollout"') == 12
    assert set(detail["timing"]) == {"total", "setup", "agent", "scoring", "model"}


def test_rollouts_that_ended_in_an_error_are_counted_and_named_at_the_top(tmp_path):
    """A dead endpoint: vf-eval exits 0 and records the error on the trace; the report must not let
    it pass for a model failure."""
    goal = flag_goal("duplicate_invoice")
    dead = v1_trace(goal, outcome(), calls=False, final_text="")
    dead["errors"] = ["ProviderError: Connection refused (http://127.0.0.1:9/v1/chat/completions)"]
    dead["stop_condition"] = "error"
    write_v1(tmp_path / "dead", [v1_episode("t1", "duplicate_invoice", [dead, dict(dead)])])
    write_v1(tmp_path / "fine", [v1_episode("t1", "duplicate_invoice",
                                            [v1_trace(goal, outcome(flag("duplicate_invoice")))])])
    text = Report(runs=load_runs([tmp_path / "dead"])).text()
    assert text.splitlines()[2] == (
        "ERROR: 2 of 2 rollouts ended in an error of the framework or the endpoint (first: 'ProviderError: "
        "Connection refused (http://127.0.0.1:9/v1/chat/completions)'); they measure nothing of the model and are "
        "left out of every figure but the confusion: fix the endpoint and run them again")
    assert "0 of 1 rollouts ended in an error" in Report(runs=load_runs([tmp_path / "fine"])).text()
    both = Report(runs=load_runs([tmp_path / "dead", tmp_path / "fine"])).text()
    assert both.count("ERROR: 2 of 2 rollouts ended in an error") == 2  # the side-by-side head and the run


def test_runs_on_different_datasets_are_not_paired_on_task_ids_alone(tmp_path):
    """A private split also has eval-0000...: the same ids on other documents are other tasks."""
    base = _run(tmp_path, "shipped", "model-a", [True] + [False] * 19)
    private = _run(tmp_path, "private", "model-a", [True] * 18 + [False] * 2)
    traces = private / "traces.jsonl"
    episodes = [json.loads(line) for line in traces.read_text().splitlines()]
    for episode in episodes:
        episode["task"]["data"]["document_id"] = "inbox/20261127_0123456789.pdf"  # a private split's document
    traces.write_text("".join(json.dumps(e) + "\n" for e in episodes))
    report = Report(runs=load_runs([base, private]))
    overall = report.comparisons[0].rows[0]
    assert not overall.difference.paired and overall.tasks == 40
    assert "(unpaired)" in report.text().split("\n\n")[1]
    same = Report(runs=load_runs([base, _run(tmp_path, "again", "model-b", [True] * 20)]))
    assert same.comparisons[0].rows[0].difference.paired  # same ids, same documents: paired as before


def test_a_folder_with_two_runs_in_it_is_reported_as_two_runs_side_by_side(tmp_path):
    """`invoice-env report outputs/` after two runs (say quickstart and quickstart-2, or two models):
    each run on its own and compared, never one blended success rate."""
    _run(tmp_path / "outputs", "careless", "model-a", [True] + [False] * 19)
    _run(tmp_path / "outputs", "reference", "model-b", [True] * 20)
    report = Report(runs=load_runs([tmp_path / "outputs"]))
    assert sorted(run.label for run in report.runs) == ["model-a / careless", "model-b / reference"]
    assert all(len(run.rollouts) == 20 for run in report.runs) and len(report.comparisons) == 1
    assert " + " not in report.text()
    assert [run.label for run in load_runs([tmp_path / "outputs" / "careless"])] == ["model-a / careless"]


def test_an_interval_over_few_tasks_run_several_times_is_not_a_point():
    """-r 3 on 3 tasks that all failed: 9 rollouts, but only 3 tasks' worth of evidence."""
    rollouts = [_rollout(f"t{i}", 0.0, "close_amount_pos") for i in range(3) for _ in range(3)]
    low, high = interval(rollouts)
    assert low == 0.0 and high == pytest.approx(wilson(0, 3)[1]) and high > 0.5
    solved = [_rollout(f"t{i}", 1.0, "close_amount_pos") for i in range(3) for _ in range(3)]
    assert interval(solved)[0] == pytest.approx(wilson(3, 3)[0]) and interval(solved)[1] == 1.0
