"""One reference episode, recorded: the reference agent (`agents/scripted.py`) run through the real
tools on a fresh rollout session, every call with the text the tool returned, what the agent read
(the invoice's facts, the POs its searches showed), the policy's decision on it (`decide`, with the
branch that decided) and the grade of the database the episode left.

The observations are parsed from the tool results exactly as the agent parses them, so a reason
written from them says only what the agent could see; the task's goal is used for nothing but
the grade."""

from __future__ import annotations

from dataclasses import dataclass

from invoice_env.agents.protocol import ToolCall
from invoice_env.agents.scripted import AGENTS, ToolErp, _Answers
from invoice_env.documents.reader import read_invoice
from invoice_env.episode.grader import Verdict, grade_session
from invoice_env.episode.policy import Decision, decide
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.world.models import InvoiceFacts, PurchaseOrderView, Task

AGENT = "reference"
MAX_CALLS = 10


class EpisodeError(RuntimeError):
    """The reference episode of a task is not a clean success (a tool error, no decision, grade 0)."""


@dataclass(frozen=True)
class Step:
    call: ToolCall
    result: str


@dataclass(frozen=True)
class Episode:
    task: Task
    steps: tuple[Step, ...]
    final: str
    facts: InvoiceFacts
    supplier_pos: tuple[PurchaseOrderView, ...]
    """What the search by the supplier's VAT number (status "all") showed."""
    stated_po: PurchaseOrderView | None
    """What the search by the invoice's PO reference showed (None: no reference, or not found)."""
    decision: Decision
    verdict: Verdict


def run_reference(task: Task, snapshot: bytes) -> Episode:
    """The reference agent's episode on a fresh session from `snapshot`, graded. Raises EpisodeError
    unless every call succeeded and the grade is 1."""
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        agent = AGENTS[AGENT](task.prompt)
        steps: list[Step] = []
        try:
            call = agent.send(None)
            while True:
                if len(steps) == MAX_CALLS:
                    raise EpisodeError(f"task {task.task_id}: the reference agent made over {MAX_CALLS} calls")
                ok, text = tools.call(call.name, call.arguments)
                if not ok:
                    raise EpisodeError(f"task {task.task_id}: {call.name} failed: {text}")
                steps.append(Step(call, text))
                call = agent.send(text)
        except StopIteration as stop:
            final = stop.value or ""
        verdict = grade_session(session)
    finally:
        session.close()
    if verdict.reward != 1.0:
        raise EpisodeError(f"task {task.task_id}: the reference episode grades {verdict.reward}")
    return _observed(task, tuple(steps), final, verdict)


def _observed(task: Task, steps: tuple[Step, ...], final: str, verdict: Verdict) -> Episode:
    """The episode with what the agent read parsed from its tool results, and the policy's decision."""
    reads = [s for s in steps if s.call.name == "read_document"]
    searches = [s for s in steps if s.call.name == "search_purchase_order"]
    if len(reads) != 1 or not searches or "supplier_vat" not in searches[0].call.arguments:
        raise EpisodeError(f"task {task.task_id}: not the reference agent's shape of episode: "
                           f"{[s.call.name for s in steps]}")
    facts = read_invoice(reads[0].result)
    supplier_pos = tuple(ToolErp.views(searches[0].result))
    stated = None
    if facts.po_reference:
        if len(searches) != 2:
            raise EpisodeError(f"task {task.task_id}: the stated PO was not looked up")
        found = ToolErp.views(searches[1].result)
        stated = found[0] if found else None
    decision = decide(facts, _Answers(list(supplier_pos), stated))
    return Episode(task, steps, final, facts, supplier_pos, stated, decision, verdict)
