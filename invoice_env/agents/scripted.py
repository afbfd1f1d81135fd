"""Scripted agents that see only what a model sees: the prompt and the tool results.

An agent is a generator: it yields tool calls, receives each call's result text, and returns its
final message. `next_action` replays a conversation's recorded tool results into a fresh
generator, so an agent can sit statelessly behind an OpenAI-compatible endpoint.

`reference` applies the booking policy to what it read: its 100 % on both splits is the proof
that every task is solvable from the observations alone. The others are the cheap strategies
whose scores are the floor a trained model must clear."""

from __future__ import annotations

import json
from typing import Callable, Generator

from invoice_env.agents.protocol import DOCUMENT_ID, Agent, ToolCall, document_id_from  # noqa: F401
from invoice_env.agents.shortcuts.agents import SHORTCUT_AGENTS
from invoice_env.documents.document_kinds import document_kind, document_number, named_documents
from invoice_env.documents.reader import read_fields, read_invoice
from invoice_env.episode.delivery_notes import EarlierNotes
from invoice_env.episode.policy import REASONS, decide, vat_code_for, vat_regime
from invoice_env.tasks.inbox.prompt import listed_documents
from invoice_env.world.models import InvoiceFacts, PurchaseOrderView
from invoice_env.world.money import plain


class ToolErp:
    """The policy's ErpView, answered through search_purchase_order calls."""

    def __init__(self) -> None:
        self.pending: ToolCall | None = None

    @staticmethod
    def views(result: str) -> list[PurchaseOrderView]:
        try:
            data = json.loads(result)
        except json.JSONDecodeError:
            return []
        return [PurchaseOrderView.model_validate(po) for po in data.get("results", [])]


def _search(**args: str) -> Generator[ToolCall, str, list[PurchaseOrderView]]:
    result = yield ToolCall("search_purchase_order", args)
    return ToolErp.views(result)


class _Answers:
    """An ErpView whose answers were fetched beforehand by tool calls."""

    def __init__(self, supplier: list[PurchaseOrderView], referenced: PurchaseOrderView | None):
        self.supplier = supplier
        self.referenced = referenced

    def find_po(self, po_number: str) -> PurchaseOrderView | None:
        return self.referenced

    def supplier_pos(self, vat_number: str) -> list[PurchaseOrderView]:
        return self.supplier


def _read(prompt: str) -> Generator[ToolCall, str, tuple[str, InvoiceFacts | None]]:
    doc = document_id_from(prompt)
    text = yield ToolCall("read_document", {"document_id": doc})
    try:
        return doc, read_invoice(text)
    except ValueError:
        return doc, None


def reference(prompt: str) -> Agent:
    """The policy applied to what it read; an inbox's documents one at a time, in the listed order (each
    search then shows what the earlier ones booked, and the delivery notes read so far are remembered)."""
    listed = listed_documents(prompt)
    if not listed:
        return (yield from _reference_one(prompt, EarlierNotes()))
    done, notes = [], EarlierNotes()
    for doc in listed:
        done.append((yield from _reference_one(doc, notes)))
    return " ".join(f"{i}: {text}" for i, text in enumerate(done, start=1))


def _reference_one(prompt: str, notes: EarlierNotes) -> Agent:
    doc = document_id_from(prompt)
    text = yield ToolCall("read_document", {"document_id": doc})
    kind = document_kind(text)
    if kind == "delivery_note":
        reading = read_fields(text).values
        notes.add(str(reading.get("supplier_vat", "")), document_number(text, kind) or "",
                  reading.get("po_reference"))
    if kind != "invoice":
        return f"{doc} is a {kind.replace('_', ' ')}, not an invoice: nothing to book or flag."
    try:
        facts = read_invoice(text)
    except ValueError:
        return "I could not read the invoice."
    supplier = yield from _search(supplier_vat=facts.supplier_vat, status="all")
    referenced = None
    if facts.po_reference:
        found = yield from _search(po_number=facts.po_reference, status="all")
        referenced = found[0] if found else None
    as_read = notes.read_as(facts, named_documents(text, "delivery_note"), referenced is not None)
    if as_read.po_reference != facts.po_reference:
        facts = as_read
        found = yield from _search(po_number=facts.po_reference, status="all")
        referenced = found[0] if found else None
    decision = decide(facts, _Answers(supplier, referenced))
    if decision.action == "book":
        yield ToolCall("create_booking", {"document_id": doc, "po_number": decision.po_number,
                                          "gl_account": decision.gl_account, "vat_code": decision.vat_code,
                                          "net_amount": plain(decision.net_amount)})
        return f"Booked on PO {decision.po_number}."
    yield ToolCall("flag_for_review", {"document_id": doc, "reason": decision.reason, "note": decision.why})
    return f"Flagged: {decision.reason}."


def noop(prompt: str) -> Agent:
    return "Nothing to do."
    yield  # pragma: no cover - makes this a generator


def flag_all(reason: str) -> Callable[[str], Agent]:
    def agent(prompt: str) -> Agent:
        yield ToolCall("flag_for_review", {"document_id": document_id_from(prompt), "reason": reason,
                                           "note": "flagged without looking"})
        return f"Flagged: {reason}."
    return agent


def _booking(po: PurchaseOrderView, facts: InvoiceFacts, doc: str) -> ToolCall:
    code = vat_code_for(facts.vat_rate, vat_regime(po.supplier.country, po.gl_account, facts.reverse_charge_stated))
    return ToolCall("create_booking", {"document_id": doc, "po_number": po.po_number, "gl_account": po.gl_account,
                                       "vat_code": code, "net_amount": plain(facts.net_total)})


def newest_po(prompt: str) -> Agent:
    doc, facts = yield from _read(prompt)
    if facts is None:
        return "unreadable"
    pos = yield from _search(supplier_vat=facts.supplier_vat, status="open")
    if not pos:
        return "no open PO"
    yield _booking(max(pos, key=lambda p: (p.order_date, p.po_number)), facts, doc)
    return "Booked on the newest open PO."


def printed_ref(prompt: str) -> Agent:
    doc, facts = yield from _read(prompt)
    if facts is None or not facts.po_reference:
        return "no PO reference printed"
    found = yield from _search(po_number=facts.po_reference, status="all")
    if not found:
        return "printed PO not found"
    yield _booking(found[0], facts, doc)
    return "Booked on the printed PO."


def double_book(prompt: str) -> Agent:
    """The reference decision, written twice: a second booking (or flag) always scores 0."""
    agent = reference(prompt)
    result = None
    try:
        while True:
            call = agent.send(result)
            result = yield call
            if call.name in ("create_booking", "flag_for_review"):
                yield call
    except StopIteration as stop:
        return stop.value


def clumsy_reference(prompt: str) -> Agent:
    """Three bad calls first (a malformed amount, an unknown argument, a foreign document), then the
    reference: bad calls must write nothing, so it still scores 1 with three tool errors."""
    doc = document_id_from(prompt)
    yield ToolCall("create_booking", {"document_id": doc, "po_number": "1", "gl_account": "604000",
                                      "vat_code": "V21", "net_amount": "4.182,30"})
    yield ToolCall("read_document", {"document_id": doc, "page": 2})
    yield ToolCall("read_document", {"document_id": "../datasets/train.parquet"})
    return (yield from reference(prompt))


AGENTS: dict[str, Callable[[str], Agent]] = {
    "reference": reference, "noop": noop, "newest-po": newest_po, "printed-ref": printed_ref,
    "double-book": double_book, "clumsy-reference": clumsy_reference,
    **{f"flag-all:{r}": flag_all(r) for r in REASONS},
    **SHORTCUT_AGENTS,
}


def next_action(agent_name: str, prompt: str, tool_results: list[str]) -> ToolCall | str:
    """The agent's next tool call after these results, or its final message."""
    agent = AGENTS[agent_name](prompt)
    try:
        action = agent.send(None)
        for result in tool_results:
            action = agent.send(result)
        return action
    except StopIteration as stop:
        return stop.value or ""


def run_agent(agent_name: str, prompt: str, call_tool: Callable[[str, dict], str], max_calls: int | None = None) -> str:
    """Drive an agent directly against a tool function (no HTTP, no framework); at most `max_calls`
    tool calls (default: 20 per document the prompt lists, one for a single invoice)."""
    if max_calls is None:
        max_calls = 20 * max(1, len(listed_documents(prompt)))
    agent = AGENTS[agent_name](prompt)
    try:
        action = agent.send(None)
        for _ in range(max_calls):
            action = agent.send(call_tool(action.name, action.arguments))
    except StopIteration as stop:
        return stop.value or ""
    return "stopped: too many calls"
