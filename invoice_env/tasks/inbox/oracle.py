"""The inbox's goals: the policy applied to each invoice in arrival order, on the ERP as the earlier
decisions left it (a booking shows on its PO, see erp.INBOX_HEADERS)."""

from __future__ import annotations

import sqlite3
from typing import Sequence

from invoice_env.episode.policy import Decision, decide
from invoice_env.world.erp import DatabaseErpView, open_inbox_database
from invoice_env.world.models import InboxItem, TaskFixtures


def write_decision(conn: sqlite3.Connection, document_id: str, decision: Decision) -> None:
    """The row a clerk's tool call leaves for `decision`."""
    if decision.action == "book":
        conn.execute("INSERT INTO bookings (document_id, po_number, gl_account, vat_code, net_amount) "
                     "VALUES (?, ?, ?, ?, ?)", (document_id, decision.po_number, decision.gl_account,
                                                decision.vat_code, f"{decision.net_amount:.2f}"))
    else:
        conn.execute("INSERT INTO review_flags (document_id, reason, note) VALUES (?, ?, ?)",
                     (document_id, decision.reason, decision.why))


def decide_in_order(snapshot: bytes, fixtures: TaskFixtures, items: Sequence[InboxItem]) -> list[Decision | None]:
    """Each document's decision (None for a document that is not an invoice), in arrival order."""
    conn = open_inbox_database(snapshot, fixtures, items)
    try:
        decisions: list[Decision | None] = []
        for item in items:
            if item.kind != "invoice" or item.facts is None:
                decisions.append(None)
                continue
            decision = decide(item.facts, DatabaseErpView(conn))
            write_decision(conn, item.document_id, decision)
            decisions.append(decision)
        return decisions
    finally:
        conn.close()


def decide_each_on_start(snapshot: bytes, fixtures: TaskFixtures, items: Sequence[InboxItem]) -> list[Decision | None]:
    """Each invoice decided on the untouched start ERP, as if it were alone: where this differs from
    `decide_in_order`, the order decides."""
    conn = open_inbox_database(snapshot, fixtures, items)
    try:
        return [decide(item.facts, DatabaseErpView(conn)) if item.kind == "invoice" and item.facts else None
                for item in items]
    finally:
        conn.close()
