"""Per run: the model, the sampling settings, tokens in and out, wall time and (where the endpoint
reports it) cost, read from what vf-eval saves; pass^k for every k up to the fewest rollouts."""

import json
import re

import pytest
from report_traces import BOOK_GOAL, booking, outcome, v0_row, v1_episode, v1_trace, write_v0, write_v1

from invoice_env import cli
from invoice_env.report.build import Report, load_runs


def _traced(start, tokens, cost=None, temperature=0.7):
    trace = v1_trace(BOOK_GOAL, outcome(booking()), model="model-a", start=start)
    trace["agent"]["config"]["sampling"] = {"temperature": temperature, "top_p": None, "max_tokens": 2048}
    trace["num_input_tokens"], trace["num_output_tokens"] = tokens
    usage = {"prompt_tokens": tokens[0], "completion_tokens": tokens[1]} | ({"cost": cost} if cost is not None else {})
    trace["calls"] = [{"node": 2, "model": "model-a", "usage": usage}]
    return trace


def test_a_v1_run_shows_model_sampling_tokens_cost_and_wall_time(tmp_path):
    write_v1(tmp_path / "r", [v1_episode("t1", "exact_match", [_traced(1000.0, (1200, 30), 0.002),
                                                               _traced(1001.0, (800, 20), 0.001)])])
    summary = Report(runs=load_runs([tmp_path / "r"])).summaries[0]
    u = summary.usage
    assert u.models == ("model-a",) and u.input_tokens == 2000 and u.output_tokens == 50
    assert u.cost == pytest.approx(0.003) and u.wall_seconds == pytest.approx(1001.0 + 2.6 - 1000.0)
    line = Report(runs=load_runs([tmp_path / "r"])).text().splitlines()[3]
    assert line == ("model model-a; sampling max_tokens 2048, temperature 0.7, top_p default; tokens in/out 2,000 / 50; "
                    "cost 0.0030 as the endpoint reported it; wall time 4 s")
    page = Report(runs=load_runs([tmp_path / "r"])).html()
    assert "id='usage-table'" in page and "2,000 / 50" in page and "temperature 0.7" in page


def test_cost_missing_or_partial_and_two_sampling_settings_are_said_so(tmp_path):
    write_v1(tmp_path / "r", [v1_episode("t1", "exact_match", [_traced(1000.0, (10, 1)),
                                                               _traced(1000.0, (10, 1), 0.5, temperature=0.0)])])
    line = Report(runs=load_runs([tmp_path / "r"])).text().splitlines()[3]
    assert "cost 0.5000 as the endpoint reported it (on 1 of 2 rollouts)" in line
    assert "temperature 0.7" in line and "temperature 0.0" in line
    write_v1(tmp_path / "none", [v1_episode("t1", "exact_match", [_traced(1000.0, (10, 1))])])
    assert "cost not reported by the endpoint" in Report(runs=load_runs([tmp_path / "none"])).text()


def test_a_v0_run_takes_model_sampling_and_time_from_metadata_json(tmp_path):
    row = v0_row("eval-0001", "exact_match", BOOK_GOAL, outcome(booking()))
    row["token_usage"] = {"input_tokens": 900.0, "output_tokens": 40.0}
    path = write_v0(tmp_path / "v0", [row, dict(row, example_id=1)])
    meta = json.loads((path.parent / "metadata.json").read_text())
    meta |= {"time": 12.5, "sampling_args": {"temperature": 0.2, "max_tokens": None, "extra_body": {"x": 1}}}
    (path.parent / "metadata.json").write_text(json.dumps(meta))
    u = Report(runs=load_runs([tmp_path / "v0"])).summaries[0].usage
    assert (u.models, u.input_tokens, u.output_tokens, u.wall_seconds) == (("model-v0",), 1800, 80, 12.5)
    assert u.sampling == ((("max_tokens", None), ("temperature", 0.2)),) and u.cost is None


vf = pytest.importorskip("verifiers.v1")


def test_through_the_real_vf_eval_usage_pass_k_and_progress(tmp_path, capsys):
    """quickstart with -r 3: vf-eval's own traces carry model, sampling, tokens and timing; pass^k
    for k = 1..3; stderr says how far vf-eval got while it ran."""
    out = tmp_path / "outputs"
    assert cli.main(["quickstart", "--num", "2", "--rollouts", "3", "--concurrency", "3", "--out", str(out)]) == 0
    printed = capsys.readouterr()
    usage = re.search(r"^model reference; sampling (.*); tokens in/out ([\d,]+) / ([\d,]+); "
                      r"cost not reported by the endpoint; wall time (\d+) s$", printed.out, re.M)
    assert usage, printed.out[:2000]
    assert "temperature default" in usage.group(1) and int(usage.group(2).replace(",", "")) > 1000
    assert int(usage.group(4)) > 0
    assert re.search(r"^pass\^k  k=1: 1\.000  k=2: 1\.000  k=3: 1\.000$", printed.out, re.M)
    assert re.search(r"^vf-eval: \d of 6 rollouts done, \d+ s$", printed.err, re.M), printed.err
    assert "vf-eval: finished in " in printed.err
