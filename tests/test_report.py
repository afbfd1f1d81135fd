import json

import pytest

from invoice_env.report import Report, ReportError, load_rollouts, pass_hat_k, wilson, Rollout


def _rollout(task: str, reward: float, scenario: str = "exact_match") -> Rollout:
    return Rollout(task, scenario, "easy", reward, {"decision_correct": reward, "tool_errors": 0.0}, "v", 3)


def test_pass_hat_k_is_taus_definition():
    rollouts = [_rollout("a", 1.0), _rollout("a", 1.0), _rollout("a", 0.0), _rollout("b", 1.0), _rollout("b", 1.0),
                _rollout("b", 1.0)]
    values = pass_hat_k(rollouts)
    assert values[1] == pytest.approx((2 / 3 + 1) / 2)
    assert values[2] == pytest.approx((1 / 3 + 1) / 2)
    assert values[3] == pytest.approx((0 + 1) / 2)


def test_wilson_interval_brackets_the_rate():
    low, high = wilson(45, 50)
    assert 0.78 < low < 0.9 < high < 0.97
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_bad_result_files_are_clear_errors(tmp_path):
    with pytest.raises(ReportError, match="does not exist"):
        load_rollouts(tmp_path / "missing")
    with pytest.raises(ReportError, match="no traces.jsonl"):
        load_rollouts(tmp_path)
    bad = tmp_path / "traces.jsonl"
    bad.write_text(json.dumps({"traces": [{}], "task": {}}) + "\n")
    with pytest.raises(ReportError, match=r"traces.jsonl:1: not a vf-eval trace"):
        load_rollouts(tmp_path)


def test_text_report_has_every_section():
    report = Report([_rollout("a", 1.0), _rollout("b", 0.0, "duplicate_invoice")])
    text = report.text()
    for needle in ("success 50.0%", "95 % interval", "duplicate_invoice", "pass^k", "parts right", "tool errors",
                   "most common verdicts"):
        assert needle in text
