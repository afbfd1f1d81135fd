"""Exactly what an agent can observe of a task, collected through the real tools.

An observation holds the prompt, the `read_document` text, the agent-side reader's parse of it
(None when it cannot read it), and the `search_purchase_order` results for the supplier's VAT
number and for the printed PO number (both with status "all"). It never holds a hidden task
field (scenario, goal, fixtures, facts, difficulty, layout, task id): `observe` sees only the
prompt and tool results, and `collect` hands it nothing else. The shortcut suite learns from
these; the shortcut agents act on them."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Generator, Iterable

from invoice_env.agents.protocol import ToolCall, document_id_from
from invoice_env.documents.reader import read_invoice
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.world.models import InvoiceFacts, PurchaseOrderView, Task


@dataclass(frozen=True)
class Observation:
    prompt: str
    document_id: str
    text: str
    facts: InvoiceFacts | None
    supplier_pos: tuple[PurchaseOrderView, ...] = ()
    supplier_truncated: bool = False
    printed_pos: tuple[PurchaseOrderView, ...] = ()

    @property
    def printed_po(self) -> PurchaseOrderView | None:
        return self.printed_pos[0] if self.printed_pos else None


def _results(text: str) -> tuple[tuple[PurchaseOrderView, ...], bool]:
    """A search result's POs and truncation flag; an error text is an empty result."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return (), False
    return tuple(PurchaseOrderView.model_validate(po) for po in data.get("results", [])), bool(data.get("truncated"))


def observe(prompt: str) -> Generator[ToolCall, str, Observation]:
    """The observation as an agent gathers it: yields the tool calls, gets their result texts."""
    document_id = document_id_from(prompt)
    text = yield ToolCall("read_document", {"document_id": document_id})
    try:
        facts = read_invoice(text)
    except ValueError:
        return Observation(prompt, document_id, text, None)
    supplier, truncated = _results((yield ToolCall("search_purchase_order",
                                                   {"supplier_vat": facts.supplier_vat, "status": "all"})))
    printed: tuple[PurchaseOrderView, ...] = ()
    if facts.po_reference:
        printed, _ = _results((yield ToolCall("search_purchase_order",
                                              {"po_number": facts.po_reference, "status": "all"})))
    return Observation(prompt, document_id, text, facts, supplier, truncated, printed)


def collect(snapshot: bytes, task: Task) -> Observation:
    """Run `observe` on a fresh rollout of the task: its prompt in, the real tools' answers back."""
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        gathering = observe(task.prompt)
        call = gathering.send(None)
        while True:
            call = gathering.send(tools.call(call.name, call.arguments)[1])
    except StopIteration as done:
        return done.value
    finally:
        session.close()


_CACHE: dict[tuple[int, str, str, str], Observation] = {}


def _key(snapshot: bytes, task: Task) -> tuple[int, str, str, str]:
    return hash(snapshot), task.split, task.task_id, task.start_hash


def remember(snapshots: dict[str, bytes], tasks: Iterable[Task], observations: Iterable[Observation]) -> None:
    """Take observations collected before (by `collect_all`, in another process) for these tasks."""
    for task, obs in zip(tasks, observations, strict=True):
        _CACHE[_key(snapshots[task.split], task)] = obs


def collect_all(snapshots: dict[str, bytes], tasks: Iterable[Task]) -> list[Observation]:
    """`collect` for every task on its split's snapshot, each observed once per process (keyed by
    snapshot, split, id and start state)."""
    out = []
    for task in tasks:
        snapshot = snapshots[task.split]
        key = _key(snapshot, task)
        if key not in _CACHE:
            _CACHE[key] = collect(snapshot, task)
        out.append(_CACHE[key])
    return out
