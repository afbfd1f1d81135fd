"""Scores of the built-in scripted policies on whole splits, through the same tools and grader
the framework adapters call (no HTTP, no framework: thousands of rollouts in seconds). The
quick start and the tests show the same policies through the real vf-eval agree."""

from __future__ import annotations

from dataclasses import dataclass

from invoice_env.agents.scripted import AGENTS, run_agent
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks

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


def score_policy(policy: str, split: str) -> PolicyScore:
    snapshot = load_snapshot(None, split)
    tasks = load_tasks(split)
    solved = 0
    for task in tasks:
        session = RolloutSession.start(snapshot, task)
        try:
            tools = InvoiceTools(session)
            run_agent(policy, task.prompt, lambda name, args: tools.call(name, args)[1])
            solved += int(grade_session(session).reward)
        finally:
            session.close()
    return PolicyScore(policy, split, solved, len(tasks))


def baseline_table() -> str:
    assert set(POLICIES) <= set(AGENTS)
    lines = ["| policy | train | eval |", "|---|---|---|"]
    for policy in POLICIES:
        cells = [score_policy(policy, split) for split in SPLITS]
        lines.append(f"| {policy} | " + " | ".join(f"{s.rate * 100:.1f} % ({s.solved}/{s.total})" for s in cells) + " |")
    return "\n".join(lines) + "\n"
