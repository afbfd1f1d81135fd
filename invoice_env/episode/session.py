"""One rollout's private world: a fresh database from the snapshot plus the task's fixtures,
the counters the metrics need, and its release. Nothing here is shared between rollouts.

A session can also be carried as plain data (`export`) and rebuilt exactly (`resume`): the
snapshot, the task's fixtures, then the rows the rollout wrote, replayed with their ids. The
verifiers v1 adapter uses this, because its tool server and its grader live in different
processes. The exported data is the rows and nothing derived from them: a saved trace carries no
change counter that could disagree with its rows (older traces' `changes` key is ignored).

Who may use the connection, and when it goes back for reuse by a later rollout:
  borrowed   `borrow()` / `give_back()` (or `with session.borrowed() as conn`): for the length of one
             call (a tool call, the grader, `export`). The borrower keeps no reference afterwards.
  handed out `session.conn`: for good; whoever takes it may keep it past `close`.
`close` hands the connection back (`release_database`) once the last borrower has given it back, and
only if it was never handed out: a handed-out connection is closed instead, so a reference kept past
the rollout can never reach the next rollout's database."""

from __future__ import annotations

import sqlite3
import threading
from collections import Counter
from typing import Any

from invoice_env.world.erp import WRITABLE_TABLES, open_task_start, release_database
from invoice_env.world.models import InboxTask, Task

# What a closed session's `conn` becomes: its own connection may already serve another rollout, and
# any use of this one fails as a closed connection always did.
_CLOSED = sqlite3.connect(":memory:", check_same_thread=False)
_CLOSED.close()


class RolloutSession:
    def __init__(self, task: Task | InboxTask, conn: sqlite3.Connection, snapshot: bytes = b""):
        self.task = task
        self.snapshot = snapshot
        """The ERP the rollout started from (with `task`'s fixtures it rebuilds the start database)."""
        self.tool_calls: Counter = Counter()
        self.tool_errors = 0
        self.closed = False
        self._conn = conn
        self._baseline_changes = conn.total_changes
        self._borrowers = 0
        self._handed_out = False
        self._lock = threading.Lock()

    @classmethod
    def start(cls, snapshot: bytes, task: Task | InboxTask) -> "RolloutSession":
        return cls(task, open_task_start(snapshot, task), snapshot)

    @property
    def conn(self) -> sqlite3.Connection:
        """The rollout's connection, handed out for good (a closed one once the session is closed).
        Code that needs it only for one call borrows it instead, so that it can be reused."""
        with self._lock:
            if self.closed:
                return _CLOSED
            self._handed_out = True
            return self._conn

    def borrow(self) -> sqlite3.Connection | None:
        """The connection until the matching `give_back()`; None once the session is closed."""
        with self._lock:
            if self.closed:
                return None
            self._borrowers += 1
            return self._conn

    def give_back(self) -> None:
        with self._lock:
            self._borrowers -= 1
            last = self.closed and not self._borrowers
        if last:  # the session was closed while this borrower was still inside its call
            self._retire()

    def borrowed(self) -> "_Loan":
        """`borrow` for a with-block; a closed session lends its closed connection (any use fails)."""
        return _Loan(self)

    @property
    def changes_since_start(self) -> int:
        """Rows SQLite changed on this connection since the start (a resumed session counts the rows
        it replayed): the live connection's own count, never saved. The grader uses it only to skip
        its row diff when every change is a booking or flag row still present."""
        with self._lock:  # while it is held, the connection cannot go back to the pool
            return (_CLOSED if self.closed else self._conn).total_changes - self._baseline_changes

    def export(self, counters: bool = True) -> dict[str, Any]:
        """The rollout's writes (and, unless counters=False, its call counters) as JSON-able data."""
        with self.borrowed() as conn:
            rows = {table: [list(r) for r in conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
                    for table in WRITABLE_TABLES}
        exported: dict[str, Any] = {"rows": rows}
        if counters:
            exported |= {"tool_calls": dict(self.tool_calls), "tool_errors": self.tool_errors}
        return exported

    @classmethod
    def resume(cls, snapshot: bytes, task: Task | InboxTask, exported: dict[str, Any] | None) -> "RolloutSession":
        session = cls.start(snapshot, task)
        if not exported:
            return session
        with session.borrowed() as conn:
            conn.execute("BEGIN")
            for table in WRITABLE_TABLES:
                for row in exported["rows"].get(table, []):
                    conn.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * len(row))})", row)
            conn.execute("COMMIT")
        session.tool_calls = Counter(exported.get("tool_calls", {}))
        session.tool_errors = int(exported.get("tool_errors", 0))
        return session

    def close(self) -> None:
        """End the rollout: its `conn` becomes a closed one, and its connection goes back for reuse
        (its database is replaced before anyone reads it again) as soon as no call is using it, or
        is closed if it was handed out."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            idle = not self._borrowers
        if idle:
            self._retire()

    def _retire(self) -> None:
        conn, self._conn = self._conn, _CLOSED
        if self._handed_out:
            conn.close()
        else:
            release_database(conn)


class _Loan:
    """`RolloutSession.borrowed()`: a with-block's borrow (a class, not a generator: it runs on every grade)."""

    __slots__ = ("session", "conn")

    def __init__(self, session: RolloutSession):
        self.session = session
        self.conn: sqlite3.Connection | None = None

    def __enter__(self) -> sqlite3.Connection:
        self.conn = self.session.borrow()
        return _CLOSED if self.conn is None else self.conn

    def __exit__(self, *exc: object) -> None:
        if self.conn is not None:
            self.conn = None
            self.session.give_back()
