"""Errored rollouts (provider errors, timeouts, a crashed harness) measure nothing of the model: left
out of success with their count beside it, named at the top of the text and of the page per run, and
`invoice-env report` exits 1 when a run had any."""

import re

import pytest
from report_traces import BOOK_GOAL, booking, flag, flag_goal, outcome, v1_episode, v1_trace, write_v1

from invoice_env import cli
from invoice_env.report.build import Report, load_runs


def _dead(goal):
    trace = v1_trace(goal, outcome(), calls=False, final_text="")
    trace["errors"] = [{"type": "ProviderError", "message": "All connection attempts failed", "status_code": 503}]
    trace["rewards"], trace["metrics"], trace["info"] = {}, {}, {}
    trace["stop_condition"] = "provider_error"
    return trace


def _mixed(tmp_path):
    """One task: one right booking, one wrong (nothing written), two dead-endpoint rollouts."""
    write_v1(tmp_path / "mixed", [v1_episode("t1", "exact_match", [
        v1_trace(BOOK_GOAL, outcome(booking())), v1_trace(BOOK_GOAL, outcome()), _dead(BOOK_GOAL), _dead(BOOK_GOAL)])])
    return tmp_path / "mixed"


def test_errored_rollouts_are_left_out_of_success_with_their_count_beside_it(tmp_path):
    report = Report(runs=load_runs([_mixed(tmp_path)]))
    summary = report.summaries[0]
    assert summary.overall.n == 2 and summary.overall.success == 0.5 and len(summary.errored) == 2
    lines = report.text().splitlines()
    assert lines[2].startswith("ERROR: 2 of 4 rollouts ended in an error of the framework or the endpoint (first: "
                               "'ProviderError: All connection attempts failed (status 503)')")
    assert lines[1].startswith("0 of 2 scored rollouts ended without any tool call")  # errored ones: line 3
    assert lines[4] == "2 rollouts over 1 task; success 50.0% (95 % interval none (one task)); 2 errored rollouts left out"
    assert summary.pass_hat == {1: 0.5, 2: 0.0}  # over the two scored rollouts
    assert summary.confusion.cell("unknown", "errored (left out)") == 2


def test_a_run_where_every_rollout_errored_has_no_success_figure(tmp_path):
    write_v1(tmp_path / "dead", [v1_episode("t1", "duplicate_invoice", [_dead(flag_goal("duplicate_invoice"))] * 2)])
    text = Report(runs=load_runs([tmp_path / "dead"])).text()
    assert "0 rollouts scored (2 errored, left out) over 1 task; success n/a: every rollout ended in an error" in text
    assert "success 0.0%" not in text and "pass^k  n/a (no scored rollout)" in text


def test_the_page_counts_errored_rollouts_at_the_top_per_run(tmp_path):
    goal = flag_goal("duplicate_invoice")
    write_v1(tmp_path / "fine", [v1_episode("t1", "duplicate_invoice", [v1_trace(goal, outcome(flag("duplicate_invoice")))])])
    page = Report(runs=load_runs([_mixed(tmp_path), tmp_path / "fine"])).html()
    top = page[:page.index("<nav>")]
    assert re.search(r'class="error run-errors" data-errored="2" data-rollouts="4"><b>model-a / run-1</b>: ERROR: 2 of 4',
                     top)
    assert 'class="ok run-errors" data-errored="0" data-rollouts="1"' in top
    summary = page[page.index("id='summary-table'"):page.index("</table>", page.index("id='summary-table'"))]
    assert "<th>errored (left out)</th>" in summary and "<td class='num'>2</td>" in summary


def test_the_exit_code_of_report_says_a_run_had_errors(tmp_path, capsys):
    goal = flag_goal("duplicate_invoice")
    write_v1(tmp_path / "fine", [v1_episode("t1", "duplicate_invoice", [v1_trace(goal, outcome(flag("duplicate_invoice")))])])
    assert cli.main(["report", str(tmp_path / "fine")]) == 0
    assert cli.main(["report", str(tmp_path / "fine"), str(_mixed(tmp_path))]) == 1
    assert "model-a / run-1 #2: 2 of 4 rollouts ended in an error of the framework or the endpoint (left out of " \
           "success); exit code 1" in capsys.readouterr().err


def test_report_help_documents_its_exit_codes(capsys):
    with pytest.raises(SystemExit):
        cli.main(["report", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "Exit code: 0 when every rollout was scored; 1 when a run had rollouts that an error" in text


def test_a_stage_deadline_without_a_recorded_error_is_an_errored_rollout_too(tmp_path):
    trace = v1_trace(BOOK_GOAL, outcome(), calls=False, final_text="")
    trace["is_timeout"], trace["errors"] = True, []
    write_v1(tmp_path / "slow", [v1_episode("t1", "exact_match", [trace, v1_trace(BOOK_GOAL, outcome(booking()))])])
    summary = Report(runs=load_runs([tmp_path / "slow"])).summaries[0]
    assert [r.errors for r in summary.errored] == [("Timeout: a stage deadline (setup, agent, finalize or scoring) "
                                                    "expired",)]
    assert summary.overall.n == 1 and summary.overall.success == 1.0
