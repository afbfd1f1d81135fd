"""Long CLI steps say how far they got (a line on stderr every few seconds), and vf-eval's deadline
is the user's to set, scaled by the task count by default (it was a hard 1800 s)."""

import sys

import pytest

from invoice_env import cli
from invoice_env.agents import baselines
from invoice_env.agents.local_eval import default_timeout
from invoice_env.agents.progress import CommandTimeout, run_with_progress


class Lines:
    def __init__(self):
        self.lines: list[str] = []

    def write(self, text):
        self.lines += [line for line in text.splitlines() if line]

    def flush(self):
        pass


def test_progress_counts_the_rollouts_vf_eval_logs_as_done():
    script = ("import sys, time\n"
              "for i in range(3):\n"
              "    print('INFO rollout done: id=x task=%d reward=1.000' % i, file=sys.stderr, flush=True)\n"
              "    time.sleep(0.4)\n")
    out = Lines()
    finished = run_with_progress([sys.executable, "-c", script], {}, timeout=60, total=3, label="vf-eval", out=out,
                                 every=0.3)
    assert finished.returncode == 0 and finished.stderr.count("rollout done:") == 3
    ticks = [line for line in out.lines if line.startswith("vf-eval: ") and "rollouts done" in line]
    assert ticks and all(" of 3 rollouts done, " in line for line in ticks)
    assert out.lines[-1].startswith("vf-eval: finished in ")


def test_a_command_past_its_deadline_is_stopped_with_a_clear_error():
    with pytest.raises(CommandTimeout, match=r"still running after 1 s, stopped; give it longer with --timeout"):
        run_with_progress([sys.executable, "-c", "import time; time.sleep(60)"], {}, timeout=1, total=5,
                          label="vf-eval", out=None)


def test_eval_all_gives_vf_eval_a_deadline_scaled_by_tasks_or_the_users(monkeypatch, capsys):
    import invoice_env.agents.local_eval as local_eval

    seen = []

    def fake_run(policy, out, **kwargs):
        seen.append(kwargs["timeout"])
        raise CommandTimeout("vf-eval: still running after 1 s, stopped")

    monkeypatch.setattr(local_eval, "run_vf_eval", fake_run)
    monkeypatch.setattr(local_eval, "run_vf_eval_v0", fake_run)
    assert cli.main(["eval-all", "--work", "unused"]) == 1  # a clean error, no traceback
    assert seen == [default_timeout(800)] and default_timeout(800) >= 3 * 1800
    assert "invoice-env: error: vf-eval: still running after 1 s" in capsys.readouterr().err
    assert cli.main(["eval-all", "--work", "unused", "--timeout", "99"]) == 1 and seen[-1] == 99
    with pytest.raises(SystemExit):
        cli.main(["eval-all", "--timeout", "0"])


def test_baselines_print_a_line_per_policy_and_split_and_while_a_split_runs(monkeypatch, capsys):
    monkeypatch.setattr(baselines, "POLICIES", ("noop",))
    monkeypatch.setattr(baselines, "SPLITS", ("eval",))
    assert cli.main(["baselines"]) == 0
    captured = capsys.readouterr()
    assert "| noop |" in captured.out
    assert "baselines: policy 1 of 1 (noop) on eval, 0 s so far" in captured.err
    ticks = []
    baselines.score_policy("noop", "eval", ticks.append, every=0.0)
    assert len(ticks) >= 200 and ticks[-1].startswith("baselines: noop on eval: 239 of 240 tasks")
