"""The database-state grader: reads what a rollout wrote and compares it with the goal state.
Reward 1.0 only for exactly the goal (one right booking and no flag, or one right flag and no
booking) and nothing else changed; 0.0 otherwise. It never reads the model's messages."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal

from invoice_env.episode.rubric import GradingSpec, default_spec
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES
from invoice_env.world.erp import WRITABLE_TABLES, open_start_database
from invoice_env.world.models import BookingGoal, FlagGoal, InboxTask

DECISION_METRICS = ("decision_correct", "po_correct", "gl_correct", "vat_code_correct", "amount_correct",
                    "reason_correct")
DOCUMENT_METRICS = ("documents", "documents_right", "documents_right_share", "first_wrong_position")
"""Per document of an inbox (a single invoice is an inbox of one): `first_wrong_position` counts from 1,
0 when every document is right."""
METRICS = (*DECISION_METRICS, "num_bookings", "num_flags", "tool_errors", "calls_search_purchase_order",
           "calls_read_document", "calls_create_booking", "calls_flag_for_review", *DOCUMENT_METRICS)
"""The weight-0 metrics every rollout records, whatever the framework and task mode (on an inbox, the
decision metrics are the mean over its documents)."""


@dataclass(frozen=True)
class BookingRow:
    document_id: str
    po_number: str
    gl_account: str
    vat_code: str
    net_amount: str


@dataclass(frozen=True)
class FlagRow:
    document_id: str
    reason: str
    note: str = ""


@dataclass(frozen=True)
class Outcome:
    """What a rollout left in the ERP beyond its starting state."""

    bookings: tuple[BookingRow, ...] = ()
    flags: tuple[FlagRow, ...] = ()
    other_changes: int = 0

    def rows(self) -> list[dict]:
        return ([{"table": "bookings", **vars(b)} for b in self.bookings]
                + [{"table": "review_flags", **vars(f)} for f in self.flags])


@dataclass(frozen=True)
class Verdict:
    reward: float
    metrics: dict[str, float]
    line: str
    rows: list[dict] = field(default_factory=list)


def _tables(conn) -> set[str]:
    return {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def other_changes(session: RolloutSession) -> int:
    """Rows of the tables no tool writes that differ from the rollout's start database (each row
    added, removed or changed counts), compared row by row with that start rebuilt from the
    snapshot and the task's fixtures on a connection of its own: counted from the rows, never
    from a counter."""
    task = session.task
    start = open_start_database(session.snapshot, task)
    try:
        differing = 0
        with session.borrowed() as conn:
            for table in sorted((_tables(conn) | _tables(start)) - set(WRITABLE_TABLES)):
                now, before = (Counter(db.execute(f'SELECT * FROM "{table}"')) if table in _tables(db)
                               else Counter() for db in (conn, start))
                differing += sum(((now - before) + (before - now)).values())
        return differing
    finally:
        start.close()


def read_outcome(session: RolloutSession) -> Outcome:
    """Everything the rollout left, from the rows alone: the booking and flag rows (the tables
    start empty on every task), and the rows that differ from the start everywhere else."""
    with session.borrowed() as conn:
        bookings = tuple(BookingRow(*row) for row in conn.execute(
            "SELECT document_id, po_number, gl_account, vat_code, net_amount FROM bookings ORDER BY booking_id"))
        flags = tuple(FlagRow(*row) for row in conn.execute(
            "SELECT document_id, reason, note FROM review_flags ORDER BY flag_id"))
    # SQLite's own counter on this connection (never one saved on a trace) rules the diff out when
    # every row it changed is a booking or flag row still there: nothing else can differ then.
    unchanged = session.changes_since_start == len(bookings) + len(flags)
    return Outcome(bookings, flags, 0 if unchanged else other_changes(session))


def describe_booking(row: BookingRow | BookingGoal) -> str:
    amount = row.net_amount if isinstance(row.net_amount, str) else f"{row.net_amount:.2f}"
    return f"booking PO {row.po_number} at {amount} (GL {row.gl_account}, {row.vat_code})"


def describe_goal(goal: BookingGoal | FlagGoal) -> str:
    return describe_booking(goal) if isinstance(goal, BookingGoal) else f"flag {goal.reason}"


def describe_outcome(outcome: Outcome) -> str:
    parts = [describe_booking(b) for b in outcome.bookings] + [f"flag {f.reason}" for f in outcome.flags]
    if outcome.other_changes:
        parts.append(f"{outcome.other_changes} other database change(s)")
    return " + ".join(parts) if parts else "nothing (no booking, no flag)"


def _same_amount(spec: GradingSpec, written: str, expected: Decimal) -> bool:
    try:
        return spec.amount(written) == spec.amount(expected)
    except ArithmeticError:
        return False


def _booking_matches(spec: GradingSpec, row: BookingRow, goal: BookingGoal) -> dict[str, bool]:
    checks = {
        "document_id": row.document_id == goal.document_id,
        "po_number": row.po_number == goal.po_number,
        "gl_account": row.gl_account == goal.gl_account,
        "vat_code": row.vat_code == goal.vat_code,
        "net_amount": _same_amount(spec, row.net_amount, goal.net_amount),
    }
    return {name: ok for name, ok in checks.items() if name in spec.booking_fields}


def grade(outcome: Outcome, goal: BookingGoal | FlagGoal, spec: GradingSpec | None = None) -> Verdict:
    spec = spec or default_spec()
    n_book, n_flag = len(outcome.bookings), len(outcome.flags)
    decided = "book" if n_book and not n_flag else "flag" if n_flag and not n_book else "none" if not n_book else "both"
    wanted = "book" if isinstance(goal, BookingGoal) else "flag"
    metrics = {"decision_correct": float(decided == wanted), "num_bookings": float(n_book), "num_flags": float(n_flag)}

    if isinstance(goal, BookingGoal):
        checks = _booking_matches(spec, outcome.bookings[0], goal) if n_book == 1 else {}
        for name, metric in (("po_number", "po_correct"), ("gl_account", "gl_correct"), ("vat_code", "vat_code_correct"),
                             ("net_amount", "amount_correct")):
            metrics[metric] = float(checks.get(name, False))
        metrics["reason_correct"] = float(n_flag == 0)
        exact = n_book == 1 and n_flag == 0 and all(checks.values())
    else:
        flag = outcome.flags[0] if n_flag == 1 else None
        flag_ok = flag is not None and all(
            getattr(flag, name) == getattr(goal, name) for name in spec.flag_fields)
        for metric in ("po_correct", "gl_correct", "vat_code_correct", "amount_correct"):
            metrics[metric] = float(n_book == 0)
        metrics["reason_correct"] = float(flag_ok)
        exact = n_flag == 1 and n_book == 0 and flag_ok
    if n_book > spec.max_bookings or n_flag > spec.max_flags:
        exact = False
    if spec.forbid_other_changes and outcome.other_changes:
        exact = False

    metrics |= {"documents": 1.0, "documents_right": float(exact), "documents_right_share": float(exact),
                "first_wrong_position": float(not exact)}
    done = describe_outcome(outcome)
    line = f"correct: {done}" if exact else f"{done}; expected {describe_goal(goal)}"
    return Verdict(reward=1.0 if exact else 0.0, metrics=metrics, line=line, rows=outcome.rows())


def grade_session(session: RolloutSession, spec: GradingSpec | None = None, per_document: bool = False) -> Verdict:
    """The rollout's verdict: on a single invoice, its goal; on an inbox, every document's goal
    (`per_document`: the share of documents right as the reward, for curricula; not the measurement)."""
    from invoice_env.episode.inbox_grading import grade_inbox  # it builds on this module

    task, outcome = session.task, read_outcome(session)
    if isinstance(task, InboxTask):
        verdict = grade_inbox(outcome, task, spec, per_document)
    else:
        verdict = grade(outcome, task.goal, spec)
    metrics = dict(verdict.metrics)
    metrics["tool_errors"] = float(session.tool_errors)
    for name in TOOL_NAMES:
        metrics[f"calls_{name}"] = float(session.tool_calls.get(name, 0))
    return Verdict(verdict.reward, metrics, verdict.line, verdict.rows)
