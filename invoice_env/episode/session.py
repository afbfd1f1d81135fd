"""One rollout's private world: a fresh database from the snapshot plus the task's fixtures,
the counters the metrics need, and its release. Nothing here is shared between rollouts.

A session can also be carried as plain data (`export`) and rebuilt exactly (`resume`): the
snapshot, the task's fixtures, then the rows the rollout wrote, replayed with their ids. The
verifiers v1 adapter uses this, because its tool server and its grader live in different
processes. The exported data is the rows and nothing derived from them: a saved trace carries no
change counter that could disagree with its rows (older traces' `changes` key is ignored)."""

from __future__ import annotations

import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from invoice_env.world.erp import WRITABLE_TABLES, open_task_start, release_database
from invoice_env.world.models import Task

# What a closed session's `conn` becomes: its own connection may already serve another rollout, and
# any use of this one fails as a closed connection always did.
_CLOSED = sqlite3.connect(":memory:", check_same_thread=False)
_CLOSED.close()


@dataclass
class RolloutSession:
    task: Task
    conn: sqlite3.Connection
    baseline_changes: int
    snapshot: bytes = b""
    """The ERP the rollout started from (with `task`'s fixtures it rebuilds the start database)."""
    tool_calls: Counter = field(default_factory=Counter)
    tool_errors: int = 0
    closed: bool = False

    @classmethod
    def start(cls, snapshot: bytes, task: Task) -> "RolloutSession":
        conn = open_task_start(snapshot, task)
        return cls(task=task, conn=conn, baseline_changes=conn.total_changes, snapshot=snapshot)

    @property
    def changes_since_start(self) -> int:
        """Rows SQLite changed on this connection since the start (a resumed session counts the rows
        it replayed): the live connection's own count, never saved. The grader uses it only to skip
        its row diff when every change is a booking or flag row still present."""
        return self.conn.total_changes - self.baseline_changes

    def export(self, counters: bool = True) -> dict[str, Any]:
        """The rollout's writes (and, unless counters=False, its call counters) as JSON-able data."""
        rows = {table: [list(r) for r in self.conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
                for table in WRITABLE_TABLES}
        exported: dict[str, Any] = {"rows": rows}
        if counters:
            exported |= {"tool_calls": dict(self.tool_calls), "tool_errors": self.tool_errors}
        return exported

    @classmethod
    def resume(cls, snapshot: bytes, task: Task, exported: dict[str, Any] | None) -> "RolloutSession":
        session = cls.start(snapshot, task)
        if not exported:
            return session
        conn = session.conn
        conn.execute("BEGIN")
        for table in WRITABLE_TABLES:
            for row in exported["rows"].get(table, []):
                conn.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * len(row))})", row)
        conn.execute("COMMIT")
        session.tool_calls = Counter(exported.get("tool_calls", {}))
        session.tool_errors = int(exported.get("tool_errors", 0))
        return session

    def close(self) -> None:
        """End the rollout: its connection goes back for reuse (its database is replaced before anyone
        reads it again) and this session's `conn` becomes a closed one."""
        if not self.closed:
            self.closed = True
            conn, self.conn = self.conn, _CLOSED
            release_database(conn)
