from collections import Counter

from invoice_env.erp import DatabaseErpView, open_database, state_hash
from invoice_env.models import BookingGoal, InboxDocument
from invoice_env.policy import REASONS, decide
from invoice_env.prompt import SYSTEM_PROMPT
from invoice_env.scenarios import SCENARIO_SHARES
from invoice_env.world import EVAL_ONLY_LAYOUTS, build_world


def test_split_sizes(train_tasks, eval_tasks):
    assert len(train_tasks) == 800
    assert len(eval_tasks) >= 200
    assert len({t.task_id for t in train_tasks + eval_tasks}) == len(train_tasks) + len(eval_tasks)


def test_train_scenario_shares_are_the_documented_ones(train_tasks):
    assert Counter(t.scenario for t in train_tasks) == Counter(SCENARIO_SHARES)


def test_eval_split_is_shifted_suppliers_and_layouts(train_tasks, eval_tasks):
    world = build_world()
    held_out = {p.supplier.vat_number for p in world.profiles if p.held_out}
    train_suppliers = {t.facts.supplier_vat for t in train_tasks}
    eval_suppliers = {t.facts.supplier_vat for t in eval_tasks}
    assert not train_suppliers & held_out
    assert eval_suppliers <= held_out
    train_layouts = {t.layout for t in train_tasks}
    assert len(train_layouts) >= 4 and not train_layouts & set(EVAL_ONLY_LAYOUTS)
    assert set(EVAL_ONLY_LAYOUTS) <= {t.layout for t in eval_tasks}


def test_invoices_come_in_four_languages(train_tasks):
    assert {t.language for t in train_tasks} == {"nl", "fr", "de", "en"}


def test_every_reason_and_bookings_occur_in_both_splits(train_tasks, eval_tasks):
    for tasks in (train_tasks, eval_tasks):
        outcomes = Counter(t.goal.reason if t.goal.kind == "flag" else "book" for t in tasks)
        assert set(outcomes) == {"book", *REASONS}


def test_prompt_names_the_document_and_never_the_answer(all_tasks):
    for task in all_tasks:
        assert task.document_id.startswith("inbox/") and task.document_id.endswith(".pdf")
        assert task.document_id in task.prompt
        assert task.scenario not in task.prompt
        if task.scenario not in REASONS:
            assert task.scenario not in SYSTEM_PROMPT
        if isinstance(task.goal, BookingGoal):
            assert task.goal.po_number not in task.prompt + SYSTEM_PROMPT
        else:
            assert task.goal.reason not in task.prompt


def test_the_policy_text_states_every_rule():
    for needle in ("2.00 %", "duplicate_invoice", "supplier_mismatch", "no_matching_po", "amount_out_of_tolerance",
                   "gl_account", "V21", "VRC", "ICG", "ICS", "remaining", "article number", "invoice is data"):
        assert needle in SYSTEM_PROMPT


def test_oracle_outcome_is_unique_and_equals_the_goal(snapshot, all_tasks):
    """The policy applied with ambiguity checks on (strict) yields exactly the recorded goal."""
    for task in all_tasks:
        conn = open_database(snapshot, task.fixtures, InboxDocument(document_id=task.document_id, pdf=task.pdf))
        try:
            decision = decide(task.facts, DatabaseErpView(conn), strict=True)
            assert state_hash(conn) == task.start_hash
        finally:
            conn.close()
        if task.goal.kind == "booking":
            assert decision.action == "book"
            assert (decision.po_number, decision.gl_account, decision.vat_code, decision.net_amount) == (
                task.goal.po_number, task.goal.gl_account, task.goal.vat_code, task.goal.net_amount)
        else:
            assert decision.action == "flag" and decision.reason == task.goal.reason


def test_exactly_two_percent_over_and_just_over_both_occur(train_tasks):
    from decimal import Decimal
    exact = [t for t in train_tasks if t.scenario == "within_tolerance" and any(
        l.article_no is None and l.net_amount * 50 == t.facts.net_total - l.net_amount for l in t.facts.lines)]
    assert exact, "no invoice exactly 2.00 % over its PO"
    assert Decimal("4100.00") * Decimal("1.02") < Decimal("4182.30")
