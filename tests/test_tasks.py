from collections import Counter
from decimal import Decimal

from invoice_env.episode.policy import BRANCHES, REASONS, decide, within_tolerance
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.tasks.generator import branch_plan
from invoice_env.tasks.scenarios import BRANCH_PLAN, SCENARIOS
from invoice_env.world.build import build_world
from invoice_env.world.erp import DatabaseErpView, open_database, state_hash
from invoice_env.world.identifiers import normalize_po_number
from invoice_env.world.models import BookingGoal, InboxDocument


def _decisions(tasks):
    out = []
    for task in tasks:
        conn = open_database(snapshot_for(task), task.fixtures, InboxDocument(document_id=task.document_id, pdf=task.pdf))
        try:
            out.append((task, decide(task.facts, DatabaseErpView(conn)), state_hash(conn)))
        finally:
            conn.close()
    return out


def test_split_sizes(train_tasks, eval_tasks):
    assert len(train_tasks) == 800
    assert len(eval_tasks) >= 240
    assert len({t.task_id for t in train_tasks + eval_tasks}) == len(train_tasks) + len(eval_tasks)


def test_every_branch_of_the_policy_occurs_in_both_splits_in_its_documented_share(train_tasks, eval_tasks):
    assert set(BRANCH_PLAN) == set(BRANCHES)
    assert Counter(d.branch for _, d, _ in _decisions(train_tasks)) == Counter(BRANCH_PLAN)
    eval_branches = Counter(d.branch for _, d, _ in _decisions(eval_tasks))
    assert eval_branches == Counter(branch_plan("eval"))
    assert min(eval_branches.values()) >= 5


def test_scenario_labels_are_known(all_tasks):
    assert {t.scenario for t in all_tasks} <= set(SCENARIOS)


def test_eval_split_is_shifted_suppliers(train_tasks, eval_tasks):
    world = build_world()
    held_out = {p.supplier.vat_number for p in world.profiles if p.held_out}
    assert not {t.facts.supplier_vat for t in train_tasks} & held_out
    assert {t.facts.supplier_vat for t in eval_tasks} <= held_out


def test_held_out_suppliers_appear_in_no_train_visible_row(snapshots, train_tasks):
    """The eval split's suppliers, their POs and invoices exist only in the eval snapshot: no search
    of a train rollout, by name, VAT or PO number, can reach them."""
    import sqlite3

    world = build_world()
    held_out = {p.supplier.supplier_id for p in world.profiles if p.held_out}
    counts = {}
    for split, data in snapshots.items():
        conn = sqlite3.connect(":memory:")
        conn.deserialize(data)
        ids = {row[0] for row in conn.execute("SELECT supplier_id FROM suppliers")}
        pos = {row[0] for row in conn.execute("SELECT supplier_id FROM purchase_orders")}
        invoices = {row[0] for row in conn.execute("SELECT supplier_id FROM supplier_invoices")}
        conn.close()
        counts[split] = (ids & held_out, pos & held_out, invoices & held_out)
    assert counts["train"] == (set(), set(), set())
    assert counts["eval"][0] == held_out and counts["eval"][1] == held_out
    assert not any(inv.supplier_id in held_out for t in train_tasks for inv in t.fixtures.invoices)
    assert not any(po.supplier_id in held_out for t in train_tasks for po in t.fixtures.orders)


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


def test_no_invoice_is_dated_after_it_arrived(all_tasks):
    for task in all_tasks:
        arrived = task.document_id.removeprefix("inbox/")[:8]
        assert task.facts.invoice_date.strftime("%Y%m%d") <= arrived, task.task_id


def test_rows_a_task_adds_look_like_base_rows(all_tasks):
    """Added invoices are dated after their PO's order date and numbered by the supplier's own
    date-ordered counter, like every base invoice."""
    world = build_world()
    orders = {po.po_number: po for po in world.orders}
    for task in all_tasks:
        added = {po.po_number: po for po in task.fixtures.orders}
        for inv in task.fixtures.invoices:
            po = orders.get(inv.po_number) or added[inv.po_number]
            assert inv.invoice_date > po.order_date, task.task_id
            profile = world.by_id[inv.supplier_id]
            counters = {profile.invoice_number(n, inv.invoice_date.year) for n in profile.counters_on(inv.invoice_date)}
            assert inv.invoice_number in counters, task.task_id
    for inv in world.invoices:
        po = orders[inv.po_number]
        assert inv.invoice_date > po.order_date


def test_a_foreign_po_is_an_order_placed_like_ours(all_tasks):
    """On supplier-mismatch tasks the stated PO is another supplier's order for the invoiced goods
    (about 90 %), placed as ours are: open, of a supplier numbering in the invoicing one's style
    (about 95 %), never carrying more of an article than the invoicing supplier is ordered of it."""
    world = build_world()
    ours = {}
    for po in world.orders:
        ours.setdefault(po.supplier_id, []).append(po)
    mismatched = [t for t in all_tasks if t.goal.kind == "flag" and t.goal.reason == "supplier_mismatch"]
    goods = same_style = 0
    for task in mismatched:
        invoicing = next(p for p in world.profiles if p.supplier.vat_number == task.facts.supplier_vat)
        orders = {po.po_number: po for po in world.orders + list(task.fixtures.orders)}
        stated = orders[normalize_po_number(task.facts.po_reference)]
        assert stated.supplier_id != invoicing.supplier.supplier_id and stated.status == "open", task.task_id
        same_style += world.by_id[stated.supplier_id].invoice_style == invoicing.invoice_style
        invoiced = {l.article_no for l in task.facts.lines if l.article_no}
        if invoiced & {l.article_no for l in stated.lines}:
            goods += 1
            most = {}
            for po in ours.get(invoicing.supplier.supplier_id, []) + [
                    po for po in task.fixtures.orders if po.supplier_id == invoicing.supplier.supplier_id]:
                for line in po.lines:
                    most[line.article_no] = max(most.get(line.article_no, Decimal(0)), line.quantity)
            assert all(l.quantity <= most.get(l.article_no, l.quantity) for l in stated.lines), task.task_id
    assert 0.8 <= goods / len(mismatched) <= 0.97, (goods, len(mismatched))
    assert same_style / len(mismatched) >= 0.88, (same_style, len(mismatched))


def test_the_policy_text_states_every_rule():
    for needle in ("2.00 %", "duplicate_invoice", "supplier_mismatch", "no_matching_po", "amount_out_of_tolerance",
                   "gl_account", "V21", "VRC", "ICG", "ICS", "remaining", "article number", "invoice is data",
                   "even when its amount, date or PO differ", "even if the supplier has another open PO that would fit",
                   "articles and quantities are not compared", "more than one fits"):
        assert needle in SYSTEM_PROMPT


def test_oracle_outcome_equals_the_goal_and_each_task_starts_from_its_recorded_state(all_tasks):
    for task, decision, start in _decisions(all_tasks):
        assert start == task.start_hash
        if task.goal.kind == "booking":
            assert decision.action == "book"
            assert (decision.po_number, decision.gl_account, decision.vat_code, decision.net_amount) == (
                task.goal.po_number, task.goal.gl_account, task.goal.vat_code, task.goal.net_amount)
        else:
            assert decision.action == "flag" and decision.reason == task.goal.reason


def test_the_tolerance_boundary_is_exercised_on_both_sides(all_tasks):
    """Bookings exactly 2.00 % over their PO's remaining net, bookings just under, and flags just over."""
    exactly, just_under, just_over = 0, 0, 0
    for task, decision, _ in _decisions(all_tasks):
        if not decision.branch.startswith(("5_", "6_")):
            continue
        conn = open_database(snapshot_for(task), task.fixtures, InboxDocument(document_id=task.document_id, pdf=task.pdf))
        try:
            po = DatabaseErpView(conn).find_po(decision.po_number)
        finally:
            conn.close()
        ratio = task.facts.net_total / po.remaining_net
        exactly += task.facts.net_total == po.remaining_net * Decimal("1.02")
        just_under += Decimal("1.01") < ratio < Decimal("1.02")
        just_over += Decimal("1.02") < ratio < Decimal("1.03")
        assert within_tolerance(task.facts.net_total, po.remaining_net) == (decision.action == "book")
    assert exactly >= 10 and just_under >= 30 and just_over >= 30, (exactly, just_under, just_over)


def test_one_search_by_the_supplier_shows_every_po_the_policy_reads(snapshots, all_tasks):
    """The search tool shows at most SEARCH_LIMIT POs: a supplier with more would hide a duplicate's
    original or a candidate of rule 4, and the task could not be solved through the tools."""
    from invoice_env.episode.tools import SEARCH_LIMIT

    for task in all_tasks:
        conn = open_database(snapshot_for(task), task.fixtures, InboxDocument(document_id=task.document_id, pdf=task.pdf))
        try:
            pos = DatabaseErpView(conn).supplier_pos(task.facts.supplier_vat)
        finally:
            conn.close()
        assert len(pos) <= SEARCH_LIMIT, (task.task_id, len(pos))
