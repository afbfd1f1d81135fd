"""Scores of the built-in scripted policies on whole splits, through the same tools and grader
the framework adapters call (no HTTP, no framework: thousands of rollouts in seconds). The
quick start and the tests show the same policies through the real vf-eval agree."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from invoice_env.agents.scripted import AGENTS, run_agent
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks
from invoice_env.world.models import Task

POLICIES = ("reference", "noop", "flag-all:no_matching_po", "flag-all:duplicate_invoice",
            "flag-all:amount_out_of_tolerance", "flag-all:supplier_mismatch", "newest-po", "printed-ref", "double-book")


@dataclass(frozen=True)
class PolicyScore:
    policy: str
    split: str
    solved: int
    total: int

    @property
    def rate(self) -> float:
        return self.solved / self.total


Progress = Callable[[str], None]
"""Where a progress line goes (the CLI: a line on stderr); None is silent."""


def score_policy(policy: str, split: str, progress: Progress | None = None, every: float = 5.0) -> PolicyScore:
    tasks = load_tasks(split)
    solved = solve_count(policy, load_snapshot(None, split), tasks, progress, f"baselines: {policy} on {split}", every)
    return PolicyScore(policy, split, solved, len(tasks))


def solve_count(policy: str, snapshot: bytes, tasks: Sequence[Task], progress: Progress | None = None,
                what: str = "", every: float = 5.0) -> int:
    """How many of the tasks the policy solves, each a fresh rollout through the tools, graded."""
    solved = 0
    started = last = time.perf_counter()
    for number, task in enumerate(tasks):
        if progress is not None and time.perf_counter() - last >= every:
            last = time.perf_counter()
            progress(f"{what}: {number} of {len(tasks)} tasks, {last - started:.0f} s")
        session = RolloutSession.start(snapshot, task)
        try:
            tools = InvoiceTools(session)
            run_agent(policy, task.prompt, lambda name, args: tools.call(name, args)[1])
            solved += int(grade_session(session).reward)
        finally:
            session.close()
    return solved


def baseline_table(progress: Progress | None = None) -> str:
    """The markdown table; with `progress`, a line as each policy and split starts and every few seconds."""
    assert set(POLICIES) <= set(AGENTS)
    lines = ["| policy | train | eval |", "|---|---|---|"]
    started = time.perf_counter()
    for number, policy in enumerate(POLICIES, start=1):
        cells = []
        for split in SPLITS:
            if progress is not None:
                progress(f"baselines: policy {number} of {len(POLICIES)} ({policy}) on {split}, "
                         f"{time.perf_counter() - started:.0f} s so far")
            cells.append(score_policy(policy, split, progress))
        lines.append(f"| {policy} | " + " | ".join(f"{s.rate * 100:.1f} % ({s.solved}/{s.total})" for s in cells) + " |")
    return "\n".join(lines) + "\n"
