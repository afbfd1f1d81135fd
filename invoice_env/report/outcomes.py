"""What was expected of a rollout and what it did, as the outcome confusion matrix shows them.

Expected comes from the verdict line the grader wrote (`grader.describe_goal`: "booking PO X at ..."
or "flag REASON", after "expected " when wrong, after "correct: " when right); what the rollout did
comes from the rows it wrote (`info.rows_written`)."""

from __future__ import annotations

import re
from collections import Counter

from invoice_env.episode.policy import REASONS

BOOK = "book"
UNKNOWN = "unknown"
RIGHT_PO = "booked right PO"
WRONG_PO = "booked wrong PO"
NOTHING = "nothing"
SEVERAL = "several rows"
NOT_RECORDED = "rows not recorded"
ERRORED = "errored (left out)"
"""A rollout the framework or the endpoint ended in an error: whatever it wrote, it is not scored."""
LEAVE_ALONE = "no row (not an invoice)"
"""An inbox document that is not an invoice: nothing may be written for it."""
INBOX = "an inbox"
ALL_RIGHT, SOME_WRONG = "every document right", "a document wrong"
"""An inbox rollout as one outcome: expected INBOX; it wrote ALL_RIGHT or SOME_WRONG (per document: below)."""

_BOOKING = re.compile(r"booking PO (\S+) at ")
_FLAG = re.compile(r"flag (\w+)")


def flag_label(reason: str) -> str:
    return f"flag {reason}"


def goal_label(goal) -> str:
    """A task's goal as an expected outcome: 'book' or 'flag REASON'."""
    return BOOK if goal.kind == "booking" else flag_label(goal.reason)


def expected(verdict: str) -> tuple[str, str | None]:
    """('book', expected PO) or ('flag REASON', None), or ('unknown', None) for an ungraded rollout."""
    if verdict.startswith("correct: "):
        goal = verdict.removeprefix("correct: ")
    elif "; expected " in verdict:
        goal = verdict.rsplit("; expected ", 1)[1]
    else:
        return UNKNOWN, None
    if match := _BOOKING.match(goal):
        return BOOK, match.group(1)
    if match := _FLAG.fullmatch(goal.strip()):
        return flag_label(match.group(1)), None
    return UNKNOWN, None


def goal_kind(verdict: str) -> str:
    """'book', 'flag' or 'unknown'."""
    outcome, _ = expected(verdict)
    return "flag" if outcome.startswith("flag ") else outcome


def actual(rows: tuple[dict, ...] | list[dict] | None, expected_po: str | None) -> str:
    """What the rollout wrote. For a flag goal no PO is right, so any one booking is 'booked wrong PO'."""
    if rows is None:
        return NOT_RECORDED
    if not rows:
        return NOTHING
    if len(rows) > 1:
        return SEVERAL
    row = rows[0]
    if row.get("table") == "review_flags":
        return flag_label(str(row.get("reason")))
    return RIGHT_PO if expected_po is not None and str(row.get("po_number")) == expected_po else WRONG_PO


def outcome_pair(verdict: str, rows, errored: bool = False, goal: str = "") -> tuple[str, str]:
    """(expected, what it wrote). An errored rollout has no verdict line: its expected outcome is the
    task's own goal where the report found the task again (`goal`), else 'unknown'."""
    wanted, po = expected(verdict)
    if wanted == UNKNOWN and goal:
        wanted = goal
    return wanted, ERRORED if errored else actual(rows, po)


def expected_rows(seen: set[str]) -> list[str]:
    known = [BOOK, *(flag_label(r) for r in REASONS)]
    known += [label for label in (LEAVE_ALONE, INBOX) if label in seen]
    return known + sorted(seen - set(known))


def actual_columns(seen: set[str]) -> list[str]:
    known = [RIGHT_PO, WRONG_PO, *(flag_label(r) for r in REASONS), NOTHING, SEVERAL]
    known += [a for a in (ALL_RIGHT, SOME_WRONG) if a in seen]
    return known + sorted(seen - set(known))


def document_goals(task) -> tuple[tuple[str, str, str], ...]:
    """(document id, expected outcome, expected PO or "") for each document of an inbox task."""
    return tuple((item.document_id, goal_label(item.goal) if item.goal is not None else LEAVE_ALONE,
                  getattr(item.goal, "po_number", "") or "") for item in task.items)


def document_pairs(goals, rows, errored: bool = False) -> list[tuple[str, str]]:
    """(expected, what it wrote for that document) for each document of an inbox rollout."""
    pairs = []
    for document_id, wanted, po in goals:
        mine = None if rows is None else [r for r in rows if r.get("document_id") == document_id]
        pairs.append((wanted, ERRORED if errored else actual(mine, po or None)))
    return pairs


def inbox_pair(documents: list[tuple[str, str]], errored: bool = False, all_right: bool | None = None
               ) -> tuple[str, str]:
    """An inbox rollout as one outcome: every document right (as the grader counted them, `all_right`;
    where it did not, every document the right kind of outcome), or not."""
    if errored:
        return INBOX, ERRORED
    if all_right is None:
        all_right = all(is_hit(e, a) for e, a in documents)
    return INBOX, ALL_RIGHT if all_right else SOME_WRONG


def is_hit(expected_outcome: str, wrote: str) -> bool:
    """The right kind of outcome: a booking on the expected PO, the expected flag, or nothing where nothing
    may be written."""
    if expected_outcome == BOOK:
        return wrote == RIGHT_PO
    if expected_outcome == LEAVE_ALONE:
        return wrote == NOTHING
    if expected_outcome == INBOX:
        return wrote == ALL_RIGHT
    return expected_outcome == wrote


def not_applicable(row: str, column: str) -> bool:
    """Only a booking goal has a right PO."""
    return column == RIGHT_PO and row != BOOK


def confusion(pairs: list[tuple[str, str]]) -> tuple[list[str], list[str], Counter]:
    """Rows (expected), columns (actual) and the count per (expected, actual); every known outcome
    is listed, so a zero is visible."""
    counts = Counter(pairs)
    if pairs and all(e == INBOX for e, _ in pairs):  # an inbox run: its documents have a table of their own
        return [INBOX], [ALL_RIGHT, SOME_WRONG, *sorted({a for _, a in pairs} - {ALL_RIGHT, SOME_WRONG})], counts
    return expected_rows({e for e, _ in pairs}), actual_columns({a for _, a in pairs}), counts
