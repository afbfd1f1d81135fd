"""The inbox's goals: the policy applied to each invoice in arrival order, on the ERP as the earlier
decisions left it (a booking shows on its PO, see erp.INBOX_HEADERS), with the inbox's rule for an invoice
that names an earlier delivery note (episode/delivery_notes.py)."""

from __future__ import annotations

import sqlite3
from typing import Callable, Sequence

from invoice_env.episode.delivery_notes import EarlierNotes
from invoice_env.episode.policy import Decision, ErpView, decide
from invoice_env.world.erp import DatabaseErpView, open_inbox_database
from invoice_env.world.models import InboxItem, InvoiceFacts, TaskFixtures

DecideOne = Callable[[int, InboxItem, ErpView, Sequence[InboxItem]], "Decision | None"]
"""(position, document, the ERP as the earlier decisions left it, the earlier documents) -> a decision, or
None to leave the document alone."""


def write_decision(conn: sqlite3.Connection, document_id: str, decision: Decision) -> None:
    """The row a clerk's tool call leaves for `decision`."""
    if decision.action == "book":
        conn.execute("INSERT INTO bookings (document_id, po_number, gl_account, vat_code, net_amount) "
                     "VALUES (?, ?, ?, ?, ?)", (document_id, decision.po_number, decision.gl_account,
                                                decision.vat_code, f"{decision.net_amount:.2f}"))
    else:
        conn.execute("INSERT INTO review_flags (document_id, reason, note) VALUES (?, ?, ?)",
                     (document_id, decision.reason, decision.why))


def facts_as_read(item: InboxItem, erp: ErpView, earlier: Sequence[InboxItem]) -> InvoiceFacts:
    """An invoice's facts as the inbox rules read them: without a usable PO number, the PO number of an
    earlier delivery note of its supplier it names."""
    facts = item.facts
    notes = EarlierNotes()
    for note in earlier:
        if note.kind == "delivery_note" and note.facts is not None:
            notes.add(note.facts.supplier_vat, note.number, note.facts.po_reference)
    exists = bool(facts.po_reference) and erp.find_po(facts.po_reference) is not None
    return notes.read_as(facts, [number for kind, number in item.references if kind == "delivery_note"], exists)


def inbox_policy(index: int, item: InboxItem, erp: ErpView, earlier: Sequence[InboxItem]) -> Decision | None:
    """The policy on one document of an inbox: an invoice decided as read by the inbox rules, any other
    document left alone."""
    if item.kind != "invoice" or item.facts is None:
        return None
    return decide(facts_as_read(item, erp, earlier), erp)


def decide_in_order(snapshot: bytes, fixtures: TaskFixtures, items: Sequence[InboxItem],
                    decide_one: DecideOne = inbox_policy) -> list[Decision | None]:
    """Each document's decision in arrival order, each written before the next is decided (`decide_one`:
    the policy, or a clerk that replaces one of its skills)."""
    conn = open_inbox_database(snapshot, fixtures, items)
    try:
        decisions: list[Decision | None] = []
        for index, item in enumerate(items):
            decision = decide_one(index, item, DatabaseErpView(conn), items[:index])
            if decision is not None:
                write_decision(conn, item.document_id, decision)
            decisions.append(decision)
        return decisions
    finally:
        conn.close()


def decide_each_on_start(snapshot: bytes, fixtures: TaskFixtures, items: Sequence[InboxItem]) -> list[Decision | None]:
    """Each invoice decided on the untouched start ERP, as if it were alone (no earlier document): where this
    differs from `decide_in_order`, the order decides."""
    conn = open_inbox_database(snapshot, fixtures, items)
    try:
        return [decide(item.facts, DatabaseErpView(conn)) if item.kind == "invoice" and item.facts else None
                for item in items]
    finally:
        conn.close()
