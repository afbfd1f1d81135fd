import threading
from concurrent.futures import ThreadPoolExecutor

from conftest import first

from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.world import erp
from invoice_env.world.erp import state_hash


def _rollout(snapshot, task, index: int, barrier: threading.Barrier):
    session = RolloutSession.start(snapshot_for(task), task)
    start = state_hash(session.conn)
    tools = InvoiceTools(session)
    barrier.wait()
    goal = task.goal
    tools.call("read_document", {"document_id": task.document_id})
    if index % 3 == 0:
        tools.call("create_booking", {"document_id": task.document_id, "po_number": goal.po_number,
                                      "gl_account": goal.gl_account, "vat_code": goal.vat_code,
                                      "net_amount": f"{goal.net_amount:.2f}"})
    elif index % 3 == 1:
        for _ in range(index % 5 + 1):
            tools.call("flag_for_review", {"document_id": task.document_id, "reason": "no_matching_po",
                                           "note": f"rollout {index}"})
    verdict = grade_session(session)
    notes = [n for (n,) in session.conn.execute("SELECT note FROM review_flags")]
    session.close()
    return index, start, verdict, notes


def test_64_concurrent_rollouts_of_one_task_see_only_their_own_rows(snapshot, train_tasks):
    task = first(train_tasks, scenario="exact_match")
    barrier = threading.Barrier(64)
    with ThreadPoolExecutor(max_workers=64) as pool:
        results = list(pool.map(lambda i: _rollout(snapshot, task, i, barrier), range(64)))
    for index, start, verdict, notes in results:
        assert start == task.start_hash
        if index % 3 == 0:
            assert verdict.reward == 1.0 and verdict.metrics["num_bookings"] == 1.0
        elif index % 3 == 1:
            assert verdict.reward == 0.0 and verdict.metrics["num_flags"] == index % 5 + 1
            assert set(notes) == {f"rollout {index}"}
        else:
            assert verdict.reward == 0.0 and verdict.metrics["num_bookings"] == verdict.metrics["num_flags"] == 0


def test_a_session_exported_and_resumed_is_the_same_database(snapshot, train_tasks):
    task = first(train_tasks, goal_kind="flag")
    session = RolloutSession.start(snapshot_for(task), task)
    tools = InvoiceTools(session)
    tools.call("flag_for_review", {"document_id": task.document_id, "reason": task.goal.reason, "note": "a"})
    tools.call("read_document", {"document_id": "nope"})
    exported = session.export()
    again = RolloutSession.resume(snapshot, task, exported)
    assert state_hash(again.conn) == state_hash(session.conn)
    assert again.changes_since_start == session.changes_since_start == 1
    assert grade_session(again) == grade_session(session)
    again.close()
    session.close()


def test_the_snapshot_bytes_are_never_written(snapshot, train_tasks):
    before = bytes(snapshot)
    session = RolloutSession.start(snapshot_for(train_tasks[0]), train_tasks[0])
    InvoiceTools(session).call("flag_for_review", {"document_id": train_tasks[0].document_id,
                                                   "reason": "no_matching_po", "note": "x"})
    session.close()
    assert snapshot == before
    fresh = RolloutSession.start(snapshot_for(train_tasks[0]), train_tasks[0])
    assert state_hash(fresh.conn) == train_tasks[0].start_hash
    fresh.close()


def test_a_task_reset_again_starts_from_its_recorded_state_whatever_the_first_rollout_wrote(train_tasks):
    """The second reset of a task copies the start image its first reset kept; the first rollout's
    writes (on the very connection the image was taken from) must not be in it."""
    task = train_tasks[0]
    snapshot = snapshot_for(task)
    erp._START_IMAGES.clear()
    first_session = RolloutSession.start(snapshot, task)
    assert len(erp._START_IMAGES) == 1
    InvoiceTools(first_session).call("flag_for_review", {"document_id": task.document_id,
                                                         "reason": "no_matching_po", "note": "first"})
    first_session.conn.execute("DELETE FROM purchase_orders")
    first_session.close()
    for _ in range(3):
        again = RolloutSession.start(snapshot, task)
        assert state_hash(again.conn) == task.start_hash
        assert again.conn.execute("SELECT COUNT(*) FROM review_flags").fetchone() == (0,)
        again.conn.execute("DELETE FROM suppliers")
        again.close()
    assert len(erp._START_IMAGES) == 1


def test_the_kept_start_images_are_bounded(train_tasks):
    erp._START_IMAGES.clear()
    for task in train_tasks[:erp._START_IMAGES_MAX + 10]:
        RolloutSession.start(snapshot_for(task), task).close()
    assert len(erp._START_IMAGES) == erp._START_IMAGES_MAX
    newest = train_tasks[erp._START_IMAGES_MAX + 9]
    assert next(reversed(erp._START_IMAGES))[3] == newest.pdf


def test_a_task_changed_under_the_same_id_gets_its_own_start_state(train_tasks):
    """The kept image belongs to what the start state is made of, not to the task's name: the same
    id with another document (or other rows) and a stale start hash starts from its own content."""
    task, other = train_tasks[0], train_tasks[1]
    snapshot = snapshot_for(task)
    RolloutSession.start(snapshot, task).close()
    swapped = task.model_copy(update={"pdf": other.pdf})
    session = RolloutSession.start(snapshot, swapped)
    assert session.conn.execute("SELECT pdf FROM inbox").fetchone() == (other.pdf,)
    session.close()
    invoices = RolloutSession.start(snapshot, task)
    count = invoices.conn.execute("SELECT COUNT(*) FROM supplier_invoices").fetchone()[0]
    invoices.close()
    fewer = task.model_copy(update={"fixtures": task.fixtures.model_copy(update={"invoices": ()})})
    session = RolloutSession.start(snapshot, fewer)
    assert task.fixtures.invoices
    assert session.conn.execute("SELECT COUNT(*) FROM supplier_invoices").fetchone() == \
        (count - len(task.fixtures.invoices),)
    session.close()
