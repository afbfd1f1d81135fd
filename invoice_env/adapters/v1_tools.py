"""verifiers v1 tool server: the four tools with bare names, one server shared by a worker's
rollouts. It holds no per-rollout state of its own: every call rebuilds the rollout's database
from the snapshot, the task's fixtures and the rows the rollout already wrote (carried in the
rollout's synced state), runs the tool, and writes the rows back to that state. So rollouts can
neither see nor leak into each other, and there is nothing to release when one ends.

The framework syncs a call's state as pull, run, push of the whole state (last write wins), so
two calls of one rollout that overlap (a harness that runs one message's tool calls at the same
time) would each start from the rows before the other and one write would be lost. This server
therefore runs one rollout's calls one after another (a lock per rollout state channel);
different rollouts' calls still overlap.

No `from __future__ import annotations` here: the MCP server resolves the tool signatures'
annotations at registration, and string annotations would not resolve."""

import asyncio
import functools
import inspect
from collections.abc import Callable
from typing import Any, Literal

import verifiers.v1 as vf

from invoice_env.session import RolloutSession
from invoice_env.task_sources import load_task_index, resolve_task
from invoice_env.tools import InvoiceTools


class InvoiceState(vf.State):
    """Per-rollout state, synced between the tool server and the host's trace."""

    task_id: str = ""
    source: str = ""
    session: dict[str, Any] | None = None


class InvoiceToolset(vf.Toolset[vf.SharedToolsetConfig, InvoiceState]):
    TOOL_PREFIX = None

    async def setup(self) -> None:
        """Load the shipped tasks before the first rollout needs them."""
        load_task_index("")

    def register(self, mcp) -> None:
        super().register(mcp)
        # The MCP layer drops unknown arguments silently; the contract says an extra argument
        # is a bad call, so make every tool's argument model reject them.
        for tool in mcp._tool_manager.list_tools():
            model = tool.fn_metadata.arg_model
            model.model_config["extra"] = "forbid"
            model.model_rebuild(force=True)

    def _with_state(self, fn: Callable) -> Callable:
        synced = super()._with_state(fn)
        locks: dict[tuple[str | None, str | None], list] = self.__dict__.setdefault("_rollout_locks", {})

        @functools.wraps(fn)
        async def one_call_at_a_time(*args, **kwargs):
            url, _, route = self._state_channel()
            key = (url, route)
            entry = locks.setdefault(key, [asyncio.Lock(), 0])
            entry[1] += 1
            try:
                async with entry[0]:
                    return await synced(*args, **kwargs)
            finally:
                entry[1] -= 1
                if entry[1] == 0:
                    del locks[key]

        one_call_at_a_time.__signature__ = inspect.signature(fn)  # type: ignore[attr-defined]
        return one_call_at_a_time

    def _call(self, name: str, args: dict[str, Any]) -> str:
        if not self.state.task_id:
            return "Error: this tool server has no task for the calling rollout"
        task, snapshot = resolve_task(self.state.task_id, self.state.source)
        session = RolloutSession.resume(snapshot, task, self.state.session)
        try:
            _, text = InvoiceTools(session).call(name, args)
            # Only the rows go back: a read-only call then leaves the state as it was, and the
            # framework skips writing it. Calls and errors are counted from the trace instead.
            self.state.session = session.export(counters=False)
        finally:
            session.close()
        return text

    @vf.tool
    def search_purchase_order(self, po_number: str | None = None, supplier_name: str | None = None,
                              supplier_vat: str | None = None,
                              status: Literal["open", "closed", "all"] = "open") -> str:
        """Search purchase orders in the ERP. Give at least one of po_number, supplier_name (case-insensitive,
        partial match) or supplier_vat (spaces, dots and case ignored). status filters open, closed or all POs
        (default open). Returns JSON {"results": [PO...], "count": n, "truncated": bool}; each PO has po_number,
        status, order_date, supplier {name, vat_number, country}, gl_account, lines (article_no, description,
        quantity, unit_price, net_amount, vat_rate), net_total, invoiced_net, remaining_net and invoices (the
        supplier invoices already booked on it: invoice_number, invoice_date, net_amount)."""
        return self._call("search_purchase_order", {"po_number": po_number, "supplier_name": supplier_name,
                                                    "supplier_vat": supplier_vat, "status": status})

    @vf.tool
    def read_document(self, document_id: str) -> str:
        """Read a document of this task's inbox (e.g. "inbox/20261125_0a1b2c3d4e.pdf") and return its text."""
        return self._call("read_document", {"document_id": document_id})

    @vf.tool
    def create_booking(self, document_id: str, po_number: str, gl_account: str, vat_code: str,
                       net_amount: str) -> str:
        """Book the invoice: insert one booking line against a purchase order and return its id. net_amount is the
        invoice's net total excluding VAT as a plain decimal string with at most two decimals, e.g. "4182.30"."""
        return self._call("create_booking", {"document_id": document_id, "po_number": po_number,
                                             "gl_account": gl_account, "vat_code": vat_code, "net_amount": net_amount})

    @vf.tool
    def flag_for_review(self, document_id: str,
                        reason: Literal["no_matching_po", "duplicate_invoice", "amount_out_of_tolerance",
                                        "supplier_mismatch"],
                        note: str) -> str:
        """Flag the invoice for review instead of booking it, with one reason code and a short note."""
        return self._call("flag_for_review", {"document_id": document_id, "reason": reason, "note": note})


if __name__ == "__main__":
    InvoiceToolset.run()
