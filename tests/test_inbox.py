"""Issue 37, inbox tasks: several documents handled in arrival order against one ERP. The reference agent,
through the real tools, handles every inbox right; a booking shows on its PO for the documents after it;
ignoring the order fails every trap; the grader counts documents; generation is reproducible."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from invoice_env.agents.scripted import run_agent
from invoice_env.episode.branches import Branch
from invoice_env.episode.grader import BookingRow, FlagRow, Outcome
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.drafting.builder import Context
from invoice_env.tasks.inbox.context import InboxContext
from invoice_env.tasks.inbox.generate import generate_inbox_split, generate_inbox_task
from invoice_env.episode.grader import METRICS, grade_session
from invoice_env.episode.inbox_grading import grade_inbox
from invoice_env.tasks.inbox.oracle import decide_each_on_start, write_decision
from invoice_env.tasks.inbox.prompt import INBOX_RULES, INBOX_SYSTEM_PROMPT, listed_documents
from invoice_env.tasks.inbox.units import INTERACTIONS, copy_pair, same_po_pair
from invoice_env.world.build import build_world
from invoice_env.world.erp import open_task_start, snapshot_bytes_from_sql, state_hash
from invoice_env.world.models import BookingGoal

SAMPLE = {"inbox-train": 40, "inbox-eval": 20}


@pytest.fixture(scope="module")
def world():
    return build_world()


@pytest.fixture(scope="module")
def snapshots(world):
    return {split: snapshot_bytes_from_sql(world.snapshot_sql(base))
            for split, base in (("inbox-train", "train"), ("inbox-eval", "eval"))}


@pytest.fixture(scope="module")
def inboxes(world, snapshots):
    return {split: list(generate_inbox_split(split, world, snapshots[split], size=size))
            for split, size in SAMPLE.items()}


def _session(snapshots, task):
    return RolloutSession.start(snapshots[task.split], task)


@pytest.mark.parametrize("split", sorted(SAMPLE))
def test_the_reference_agent_through_the_real_tools_handles_every_inbox_right(snapshots, inboxes, split):
    for task in inboxes[split]:
        session = _session(snapshots, task)
        try:
            tools = InvoiceTools(session)
            run_agent("reference", task.prompt, lambda name, args: tools.call(name, args)[1], max_calls=80)
            verdict = grade_session(session)
        finally:
            session.close()
        assert verdict.reward == 1.0, (task.task_id, verdict.line)
        assert verdict.metrics["documents_right"] == len(task.items)
        assert verdict.metrics["first_wrong_position"] == 0
        assert set(verdict.metrics) == set(METRICS)


def test_inboxes_hold_two_to_six_documents_and_every_interaction_with_its_twin(inboxes):
    tasks = [task for split in inboxes.values() for task in split]
    assert {len(task.items) for task in tasks} == {2, 3, 4, 5, 6}
    kinds = Counter(kind for task in tasks for kind in task.interactions)
    for trap, twin in INTERACTIONS.items():
        assert kinds[trap] >= 5 and kinds[twin] >= 5, kinds
    assert {task.difficulty for task in tasks} == {"easy", "medium", "hard"}
    for task in tasks:
        assert listed_documents(task.prompt) == [item.document_id for item in task.items]
        assert len({item.document_id for item in task.items}) == len(task.items)


def _order_ignored(snapshots, task) -> float:
    """Every invoice decided on the untouched start ERP, as if it were alone, and written."""
    session = _session(snapshots, task)
    try:
        decisions = decide_each_on_start(snapshots[task.split], task.fixtures, task.items)
        with session.borrowed() as conn:
            for item, decision in zip(task.items, decisions):
                if decision is not None:
                    write_decision(conn, item.document_id, decision)
        return grade_session(session).reward
    finally:
        session.close()


def test_deciding_each_invoice_on_the_start_erp_fails_every_trap(snapshots, inboxes):
    traps = twins = 0
    for task in (t for split in inboxes.values() for t in split):
        if {"same_po_no_room", "po_from_delivery_note"} & set(task.interactions) or {
                "second_copy:of_booked", "same_content_as_invoice:of_booked"} & set(task.tags):
            traps += 1
            assert _order_ignored(snapshots, task) == 0.0, task.task_id
        elif set(task.interactions) <= set(INTERACTIONS.values()):
            twins += 1
    assert traps >= 10 and twins >= 5


def test_a_booking_shows_on_its_po_for_the_documents_after_it(snapshots, inboxes):
    task = next(t for t in inboxes["inbox-train"] if isinstance(t.items[0].goal, BookingGoal))
    first, goal = task.items[0], task.items[0].goal
    session = _session(snapshots, task)
    try:
        tools = InvoiceTools(session)
        before = json.loads(tools.call("search_purchase_order", {"po_number": goal.po_number, "status": "all"})[1])
        ok, _ = tools.call("create_booking", {"document_id": first.document_id, "po_number": goal.po_number,
                                              "gl_account": goal.gl_account, "vat_code": goal.vat_code,
                                              "net_amount": f"{goal.net_amount:.2f}"})
        assert ok
        after = json.loads(tools.call("search_purchase_order", {"po_number": goal.po_number, "status": "all"})[1])
    finally:
        session.close()
    po_before, po_after = before["results"][0], after["results"][0]
    assert {"invoice_number": first.number, "invoice_date": first.issued.isoformat(),
            "net_amount": f"{goal.net_amount:.2f}"} in po_after["invoices"]
    assert len(po_after["invoices"]) == len(po_before["invoices"]) + 1
    from decimal import Decimal
    assert Decimal(po_after["invoiced_net"]) == Decimal(po_before["invoiced_net"]) + goal.net_amount


def test_a_single_invoice_task_lists_no_booking_of_its_own(world):
    """The single-invoice ERP is unchanged: a booking adds a row, the PO view stays what it was."""
    from invoice_env.tasks.generator import generate_task
    snapshot = snapshot_bytes_from_sql(world.snapshot_sql("train"))
    task = next(t for t in (generate_task("train", world, snapshot, i) for i in range(10))
                if isinstance(t.goal, BookingGoal))
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        args = {"po_number": task.goal.po_number, "status": "all"}
        before = tools.call("search_purchase_order", args)[1]
        assert tools.call("create_booking", {"document_id": task.document_id, "po_number": task.goal.po_number,
                                             "gl_account": task.goal.gl_account, "vat_code": task.goal.vat_code,
                                             "net_amount": f"{task.goal.net_amount:.2f}"})[0]
        assert tools.call("search_purchase_order", args)[1] == before
    finally:
        session.close()


def test_the_grader_counts_documents_and_names_the_first_wrong_one(inboxes):
    task = next(t for t in inboxes["inbox-train"] if len(t.items) >= 3 and all(i.goal for i in t.items))
    rows = []
    for item in task.items:
        goal = item.goal
        if isinstance(goal, BookingGoal):
            rows.append(BookingRow(item.document_id, goal.po_number, goal.gl_account, goal.vat_code,
                                   f"{goal.net_amount:.2f}"))
        else:
            rows.append(FlagRow(item.document_id, goal.reason, "why"))
    def outcome(rows):
        return Outcome(tuple(r for r in rows if isinstance(r, BookingRow)),
                       tuple(r for r in rows if isinstance(r, FlagRow)))
    right = grade_inbox(outcome(rows), task)
    assert right.reward == 1.0 and right.metrics["documents_right_share"] == 1.0
    second = task.items[1]
    wrong = rows[:1] + [FlagRow(second.document_id, "supplier_mismatch" if second.goal.kind == "booking"
                                or second.goal.reason != "supplier_mismatch" else "no_matching_po", "x")] + rows[2:]
    verdict = grade_inbox(outcome(wrong), task)
    n = len(task.items)
    assert verdict.reward == 0.0
    assert verdict.metrics["documents_right"] == n - 1 and verdict.metrics["first_wrong_position"] == 2
    assert "document 2" in verdict.line and second.document_id in verdict.line
    assert grade_inbox(outcome(wrong), task, per_document=True).reward == pytest.approx((n - 1) / n)
    missing = grade_inbox(outcome(rows[:-1]), task)
    assert missing.reward == 0.0 and missing.metrics["first_wrong_position"] == n
    doubled = grade_inbox(outcome(rows + rows[:1]), task)
    assert doubled.reward == 0.0 and doubled.metrics["first_wrong_position"] == 1


def test_generation_is_reproducible_and_the_start_hash_is_the_start_state(world, snapshots):
    again = [generate_inbox_task("inbox-eval", world, snapshots["inbox-eval"], i) for i in (3, 7)]
    twice = [generate_inbox_task("inbox-eval", world, snapshots["inbox-eval"], i) for i in (3, 7)]
    assert [t.model_dump() for t in again] == [t.model_dump() for t in twice]
    private = generate_inbox_task("inbox-eval", world, snapshots["inbox-eval"], 3, seed=41)
    assert private.model_dump() != again[0].model_dump()
    for task in again:
        conn = open_task_start(snapshots["inbox-eval"], task)
        try:
            assert state_hash(conn) == task.start_hash
        finally:
            conn.close()


@pytest.mark.parametrize("trap", [True, False])
def test_each_interaction_and_its_twin_share_supplier_amount_and_date(world, trap):
    """The minimal pairs: the copy and the other invoice differ only in the decisive fact (the number and PO);
    the second invoice on one PO differs from its twin by a line of the first billed again."""
    ctx = Context(world, "train", random.Random(5))
    for seed in range(30):
        inbox = InboxContext(ctx, random.Random(seed))
        unit = copy_pair(inbox, trap)
        if unit is None:
            continue
        first, second = unit.drafts
        assert second.profile is first.profile and second.lines == first.lines
        assert second.invoice_date == first.invoice_date
        assert (second.invoice_number == first.invoice_number) == trap
        assert (second.po_reference == first.po_reference) == trap
        pair = same_po_pair(InboxContext(ctx, random.Random(seed)), trap)
        if pair is not None:
            one, two = pair.drafts
            assert one.po_reference == two.po_reference and one.profile is two.profile
            assert one.invoice_number != two.invoice_number


def test_the_inbox_policy_is_the_single_policy_with_the_inbox_rules():
    assert INBOX_RULES in INBOX_SYSTEM_PROMPT and INBOX_RULES not in SYSTEM_PROMPT
    rules = SYSTEM_PROMPT[SYSTEM_PROMPT.index("BOOKING POLICY."):]
    assert rules.replace("\n\nVAT CODE.", f"\n\n{INBOX_RULES}\n\nVAT CODE.", 1) in INBOX_SYSTEM_PROMPT


def test_an_unknown_inbox_split_is_a_clear_error(world, snapshots):
    with pytest.raises(ValueError, match="unknown inbox split 'inbox'; the inbox splits are inbox-train, inbox-eval"):
        generate_inbox_task("inbox", world, snapshots["inbox-eval"], 0)


def test_the_gold_check_applies_every_goal_in_order_and_scores_1(snapshots, inboxes):
    from invoice_env.episode.gold import apply_goal
    for task in inboxes["inbox-eval"]:
        assert apply_goal(snapshots[task.split], task).reward == 1.0, task.task_id


def test_a_documents_kind_is_read_from_its_title_and_every_shipped_invoice_reads_as_one(inboxes):
    from invoice_env.documents.document_kinds import document_kind
    from invoice_env.documents.pdf_text import extract_text
    from invoice_env.tasks.dataset import load_tasks

    for split in ("train", "eval"):
        for task in load_tasks(split):
            assert document_kind(extract_text(task.pdf)) == "invoice", task.task_id
    kinds = Counter()
    for task in (t for split in inboxes.values() for t in split):
        for item in task.items:
            assert document_kind(extract_text(item.pdf)) == item.kind, (task.task_id, item.document_id)
            assert (item.goal is None) == (item.kind != "invoice")
            kinds[item.kind] += 1
    assert set(kinds) == {"invoice", "delivery_note", "order_confirmation", "payment_reminder"}, kinds


@pytest.mark.parametrize("trap", [True, False])
def test_a_document_that_is_not_an_invoice_and_its_twin_print_the_same_content(world, trap):
    """Drawn alike: the kind, the content and the references; only the trap is titled as something else."""
    from invoice_env.tasks.inbox.units import other_document

    ctx = Context(world, "train", random.Random(8))
    seen = set()
    for seed in range(90):
        unit = other_document(InboxContext(ctx, random.Random(seed)), trap)
        if unit is None:
            continue
        kind = unit.tags[0].removeprefix("document:")
        seen.add(kind)
        last = unit.pieces[-1]
        assert (last.kind != "invoice") == trap
        assert all(piece.references for piece in unit.pieces)
        if kind == "payment_reminder":
            first, second = unit.pieces
            assert second.draft.invoice_number == first.draft.invoice_number and first.kind == "invoice"
        else:
            assert len(unit.pieces) == 1 and (last.kind == kind if trap else last.references[0][0] == kind)
    assert seen == {"delivery_note", "order_confirmation", "payment_reminder"}


@pytest.mark.parametrize("trap", [True, False])
def test_an_invoice_naming_its_delivery_note_and_its_twin_are_the_same_documents_in_another_order(world, trap):
    """The same invoice (no usable PO number, two open POs fit, naming a delivery note) between two notes of
    its goods, one on each PO: only the trap has the named note before it."""
    from invoice_env.tasks.inbox.units import _fitting, note_pair

    ctx = Context(world, "train", random.Random(3))
    units = [u for u in (note_pair(InboxContext(ctx, random.Random(seed)), trap) for seed in range(300)) if u]
    assert len(units) >= 3
    for unit in units:
        first, invoice, last = unit.pieces
        assert (first.kind, invoice.kind, last.kind) == ("delivery_note", "invoice", "delivery_note")
        assert first.draft.lines == invoice.draft.lines == last.draft.lines
        assert first.draft.po_reference != last.draft.po_reference
        assert invoice.references == (("delivery_note", (first if trap else last).number),)
        assert invoice.draft.branch != Branch.SEVERAL_FIT if trap else invoice.draft.branch == Branch.SEVERAL_FIT


def test_the_inbox_rule_reads_an_earlier_named_note_of_the_same_supplier_only(inboxes, snapshots):
    """facts_as_read takes the PO of an earlier delivery note the invoice names; a note after it, a note it
    does not name or a note of another supplier changes nothing, and a stated PO that exists wins."""
    from invoice_env.tasks.inbox.oracle import facts_as_read
    from invoice_env.world.erp import DatabaseErpView, open_inbox_database

    task = next(t for t in inboxes["inbox-train"] if "po_from_delivery_note" in t.interactions)
    at = next(i for i, item in enumerate(task.items) if item.kind == "invoice" and item.references
              and any(e.kind == "delivery_note" and e.number == item.references[0][1] for e in task.items[:i]))
    invoice = task.items[at]
    note = next(e for e in task.items[:at] if e.kind == "delivery_note" and e.number == invoice.references[0][1])
    conn = open_inbox_database(snapshots[task.split], task.fixtures, task.items)
    try:
        erp = DatabaseErpView(conn)
        assert erp.find_po(invoice.facts.po_reference or "none") is None
        assert facts_as_read(invoice, erp, task.items[:at]).po_reference == note.facts.po_reference
        assert facts_as_read(invoice, erp, []).po_reference == invoice.facts.po_reference
        unnamed = invoice.model_copy(update={"references": (("delivery_note", "DN000000"),)})
        assert facts_as_read(unnamed, erp, task.items[:at]).po_reference == invoice.facts.po_reference
        foreign = note.model_copy(update={"facts": note.facts.model_copy(update={"supplier_vat": "BE0000000097"})})
        assert facts_as_read(invoice, erp, [foreign]).po_reference == invoice.facts.po_reference
        on_note = invoice.facts.model_copy(update={"po_reference": note.facts.po_reference})
        stated = invoice.model_copy(update={"facts": on_note})
        other = note.model_copy(update={"facts": note.facts.model_copy(update={"po_reference": "99999999"})})
        assert facts_as_read(stated, erp, [other]).po_reference == note.facts.po_reference
    finally:
        conn.close()


def test_the_reference_reads_each_documents_number_and_the_notes_an_invoice_names(inboxes):
    from invoice_env.documents.document_kinds import document_number, named_documents
    from invoice_env.documents.pdf_text import extract_text

    named = 0
    for task in (t for split in inboxes.values() for t in split):
        for item in task.items:
            text = extract_text(item.pdf)
            if item.kind != "invoice":
                assert document_number(text, item.kind) == item.number, (task.task_id, item.document_id)
            notes = [number for kind, number in item.references if kind == "delivery_note"]
            if item.kind == "invoice" and notes:
                assert named_documents(text, "delivery_note") == notes, (task.task_id, item.document_id)
                named += 1
    assert named >= 10
