"""The model-free gold check: apply a task's goal through the four tools, as a perfect clerk
would, and grade the database it leaves. A task whose goal the tools cannot reach, or that the
grader does not score 1.0 when reached, is a broken task."""

from __future__ import annotations

from invoice_env.episode.grader import Verdict, grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.world.models import BookingGoal, FlagGoal, InboxTask, Task


def goal_calls(task: Task | InboxTask) -> list[tuple[str, dict[str, str]]]:
    """The tool calls that reach the task's goal: read the invoice, look at the PO when booking,
    then book or flag it; on an inbox, each document's in the listed order (one that is not an
    invoice is only read)."""
    if isinstance(task, InboxTask):
        return [call for item in task.items
                for call in (_calls(item.goal) if item.goal is not None
                             else [("read_document", {"document_id": item.document_id})])]
    return _calls(task.goal)


def _calls(goal: BookingGoal | FlagGoal) -> list[tuple[str, dict[str, str]]]:
    calls: list[tuple[str, dict[str, str]]] = [("read_document", {"document_id": goal.document_id})]
    if isinstance(goal, BookingGoal):
        calls.append(("search_purchase_order", {"po_number": goal.po_number, "status": "all"}))
        calls.append(("create_booking", {"document_id": goal.document_id, "po_number": goal.po_number,
                                         "gl_account": goal.gl_account, "vat_code": goal.vat_code,
                                         "net_amount": f"{goal.net_amount:.2f}"}))
    else:
        calls.append(("flag_for_review", {"document_id": goal.document_id, "reason": goal.reason,
                                          "note": "gold check"}))
    return calls


def apply_goal(snapshot: bytes, task: Task | InboxTask) -> Verdict:
    """Run the goal's calls on a fresh rollout session and grade it; a refused call is an error."""
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        for name, args in goal_calls(task):
            ok, text = tools.call(name, args)
            if not ok:
                raise ValueError(f"task {task.task_id}: the goal's {name} call was refused: {text}")
        return grade_session(session)
    finally:
        session.close()
