"""Intervals that do not collapse to a point when few tasks ran several times: three tasks run three
times are three tasks' worth of evidence, for a success rate and for the difference of two runs."""

import re

import pytest
from report_traces import BOOK_GOAL, outcome, v1_episode, v1_trace, write_v1

from invoice_env.report.build import Report, Rollout, interval, load_runs, wilson
from invoice_env.report.stats import difference, newcombe


def _rollouts(rewards_per_task: list[list[float]]) -> list[Rollout]:
    return [Rollout(f"t{i}", "close_amount_pos", "easy", r, {"decision_correct": r}, "v", 3)
            for i, rewards in enumerate(rewards_per_task) for r in rewards]


@pytest.mark.parametrize("base, other", [(0.0, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0)])
def test_a_difference_over_three_tasks_run_three_times_is_not_a_point(base, other):
    a, b = _rollouts([[base] * 3] * 3), _rollouts([[other] * 3] * 3)
    d = difference(a, b)
    assert d.paired and d.value == other - base
    assert d.high - d.low > 0.3, d  # a bootstrap over these tasks alone is the point d.value
    assert d.low <= d.value <= d.high and -1.0 <= d.low and d.high <= 1.0
    low, high = interval(b)
    assert high - low > 0.4


def test_newcombes_interval_on_task_counts():
    low, high = newcombe([0.0, 0.0, 0.0], [0.0, 0.0, 0.0])
    upper = wilson(0, 3)[1]
    assert (low, high) == pytest.approx((-upper, upper))
    low, high = newcombe([0.0] * 20, [1.0] * 20)
    assert 0.7 < low < 1.0 and high == pytest.approx(1.0)


def test_a_paired_difference_over_many_tasks_keeps_its_bootstrap():
    """Ten tasks or more, same tasks in both runs: the paired bootstrap is kept (the runs' shared
    tasks cancel), narrower than Newcombe's unpaired interval."""
    a = _rollouts([[1.0]] * 10 + [[0.0]] * 10)
    b = _rollouts([[1.0]] * 12 + [[0.0]] * 8)
    d = difference(a, b)
    floor = newcombe([1.0] * 10 + [0.0] * 10, [1.0] * 12 + [0.0] * 8)
    assert d.paired and d.high - d.low < floor[1] - floor[0]


def test_the_report_text_of_two_such_runs_shows_no_point_interval(tmp_path):
    for name in ("before", "after"):  # 3 tasks x 3 rollouts, all wrong in both runs (nothing booked)
        write_v1(tmp_path / name, [v1_episode(f"t{i}", "close_amount_pos", [v1_trace(BOOK_GOAL, outcome())] * 3,
                                              run=name) for i in range(3)])
    text = Report(runs=load_runs([tmp_path / "before", tmp_path / "after"])).text()
    row = re.search(r"^all\s+0\.0% \(n=9\)\s+0\.0% \(n=9\)\s+\+0\.0%\s+(\S+) - (\S+)$", text, re.M)
    assert row and (row.group(1), row.group(2)) == ("-56.1%", "+56.1%"), text[:1500]
    assert "+0.0% - +0.0%" not in text and "0.0% - 0.0%" not in text
