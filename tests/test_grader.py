from decimal import Decimal

import pytest
from conftest import first

from invoice_env.episode.grader import METRICS, BookingRow, FlagRow, Outcome, grade, grade_session
from invoice_env.episode.rubric import RubricError, load_spec, parse_spec
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.world.models import BookingGoal, FlagGoal

DOC = "inbox/20261125_aaaaaaaaaa.pdf"
BOOK = BookingGoal(document_id=DOC, po_number="45001234", gl_account="604000", vat_code="V21",
                   net_amount=Decimal("4182.30"))
FLAG = FlagGoal(document_id=DOC, reason="amount_out_of_tolerance")


def row(**change) -> BookingRow:
    base = dict(document_id=DOC, po_number="45001234", gl_account="604000", vat_code="V21", net_amount="4182.30")
    return BookingRow(**(base | change))


def test_exactly_the_goal_booking_scores_one():
    verdict = grade(Outcome(bookings=(row(),)), BOOK)
    assert verdict.reward == 1.0 and verdict.line.startswith("correct: booking PO 45001234 at 4182.30")
    assert all(verdict.metrics[m] == 1.0 for m in ("decision_correct", "po_correct", "gl_correct",
                                                     "vat_code_correct", "amount_correct", "reason_correct"))


@pytest.mark.parametrize("outcome,broken", [
    (Outcome(bookings=(row(), row())), "po_correct"),
    (Outcome(bookings=(row(),), flags=(FlagRow(DOC, "no_matching_po"),)), "decision_correct"),
    (Outcome(bookings=(row(vat_code="V06"),)), "vat_code_correct"),
    (Outcome(bookings=(row(po_number="45009999"),)), "po_correct"),
    (Outcome(bookings=(row(gl_account="611000"),)), "gl_correct"),
    (Outcome(bookings=(row(net_amount="4182.31"),)), "amount_correct"),
    (Outcome(bookings=(row(document_id="inbox/other.pdf"),)), None),
    (Outcome(), "decision_correct"),
    (Outcome(flags=(FlagRow(DOC, "amount_out_of_tolerance"),)), "decision_correct"),
    (Outcome(bookings=(row(),), other_changes=1), None),
])
def test_anything_but_the_goal_booking_scores_zero(outcome, broken):
    verdict = grade(outcome, BOOK)
    assert verdict.reward == 0.0
    assert "expected booking PO 45001234 at 4182.30 (GL 604000, V21)" in verdict.line
    if broken:
        assert verdict.metrics[broken] == 0.0


def test_amounts_compare_to_the_cent_whatever_the_notation():
    assert grade(Outcome(bookings=(row(net_amount="4182.3"),)), BOOK).reward == 1.0
    assert grade(Outcome(bookings=(row(net_amount="4182.299"),)), BOOK).reward == 1.0
    assert grade(Outcome(bookings=(row(net_amount="4182.29"),)), BOOK).reward == 0.0


def test_flag_goals_need_exactly_one_flag_with_the_reason_and_no_booking():
    assert grade(Outcome(flags=(FlagRow(DOC, "amount_out_of_tolerance", "any note"),)), FLAG).reward == 1.0
    for outcome in (Outcome(flags=(FlagRow(DOC, "duplicate_invoice"),)),
                    Outcome(flags=(FlagRow(DOC, "amount_out_of_tolerance"),) * 2),
                    Outcome(flags=(FlagRow(DOC, "amount_out_of_tolerance"),), bookings=(row(),)),
                    Outcome(bookings=(row(),)), Outcome()):
        verdict = grade(outcome, FLAG)
        assert verdict.reward == 0.0 and verdict.line.endswith("expected flag amount_out_of_tolerance")
    wrong = grade(Outcome(bookings=(row(),)), FLAG)
    assert wrong.line == ("booking PO 45001234 at 4182.30 (GL 604000, V21); expected flag amount_out_of_tolerance")
    assert wrong.metrics["po_correct"] == 0.0 and wrong.metrics["reason_correct"] == 0.0


def test_grading_a_real_session_counts_calls_errors_and_rows(snapshot, train_tasks):
    task = first(train_tasks, goal_kind="flag")
    session = RolloutSession.start(snapshot_for(task), task)
    tools = InvoiceTools(session)
    tools.call("read_document", {"document_id": task.document_id})
    tools.call("create_booking", {"document_id": task.document_id})
    tools.call("flag_for_review", {"document_id": task.document_id, "reason": task.goal.reason, "note": "why"})
    verdict = grade_session(session)
    session.close()
    assert verdict.reward == 1.0
    assert set(verdict.metrics) == set(METRICS)
    assert verdict.metrics["tool_errors"] == 1.0 and verdict.metrics["calls_create_booking"] == 1.0
    assert verdict.metrics["num_flags"] == 1.0 and verdict.rows == [
        {"table": "review_flags", "document_id": task.document_id, "reason": task.goal.reason, "note": "why"}]


def test_the_final_message_is_never_read():
    import inspect

    from invoice_env.episode import grader
    assert "message" not in inspect.signature(grader.grade).parameters
    assert "completion" not in inspect.getsource(grader)


def test_the_grading_spec_is_data_and_bad_specs_fail_clearly(tmp_path):
    spec = load_spec()
    assert spec.booking_fields == ("document_id", "po_number", "gl_account", "vat_code", "net_amount")
    assert spec.quantum == Decimal("0.01")
    with pytest.raises(RubricError, match="compare lists may only name"):
        parse_spec({"reward": {"max_bookings": 1, "max_flags": 1, "forbid_other_changes": True},
                    "booking": {"compare": ["po_number", "colour"]}, "flag": {"compare": ["reason"]},
                    "amounts": {"quantum": "0.01", "rounding": "ROUND_HALF_UP"}}, "x.toml")
    bad = tmp_path / "grading.toml"
    bad.write_text("[reward\n")
    with pytest.raises(RubricError, match="not valid TOML"):
        load_spec(bad)
