"""The four tools, independent of any agent framework, each declared once: a method of `InvoiceTools`
marked `@tool`, whose typed signature (every argument `Annotated` with its description) and docstring
are the tool as every adapter shows it (`tool_spec.py` reads them; `tool_docs.py` renders them). A call
(`InvoiceTools.call`) validates its arguments with the pydantic model derived from the signature
(format and references only, never business correctness), writes at most its one row with
parameterised SQL, and returns text. Bad calls come back as "Error: ..." text and write nothing.

No `from __future__ import annotations` here: the signatures are read as objects (`get_type_hints`)."""

import json
import sqlite3
from collections import Counter
from typing import Annotated, Any, Literal, get_args

from pydantic import Field

from invoice_env.documents.pdf_text import NO_TEXT_LAYER, extract_text
from invoice_env.episode.policy import REASONS
from invoice_env.episode.search_notes import empty_search_note
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tool_spec import MAX_TEXT, PlainAmount, Text, ToolError, ToolSpec, short, tool, tool_specs
from invoice_env.world.chart import VAT_CODES
from invoice_env.world.erp import COMPACT, search_orders, search_orders_json
from invoice_env.world.identifiers import normalize_po_number
from invoice_env.world.models import FlagReason, OrderStatus

STATUSES = (*get_args(OrderStatus), "all")
"""The `status` a PO search takes."""
MAX_NOTE = 2000
"""Characters a review flag's note may have."""
SEARCH_LIMIT = 20
"""POs a search shows at most (its description says so)."""

__all__ = ["InvoiceTools", "ToolError", "TOOLS", "TOOL_NAMES", "STATUSES", "MAX_TEXT", "MAX_NOTE", "SEARCH_LIMIT",
           "extract_text"]


def _sent(args: dict[str, Any]) -> str:
    given = ", ".join(f"{key}={short(value)}" for key, value in args.items() if value is not None)
    return given or "no arguments"


class InvoiceTools:
    """The tools of one rollout, bound to its session. The `@tool` methods are the tools' declarations
    and take their arguments validated; `call` runs one call as a model makes it."""

    def __init__(self, session: RolloutSession):
        self.session = session
        self.sent: dict[str, Any] = {}
        """The arguments of the current call as the model sent them, for texts that quote them."""
        self._calling = False
        self._borrowed: sqlite3.Connection | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        """The session's connection: within `call` borrowed on first use and given back when the call
        returns; outside a call (a test's own query) handed out for good."""
        if self._borrowed is not None:
            return self._borrowed
        conn = self.session.borrow() if self._calling else (None if self.session.closed else self.session.conn)
        if conn is None:
            raise ToolError("this rollout has ended; its ERP session is closed")
        if self._calling:
            self._borrowed = conn
        return conn

    def _inbox(self) -> list[str]:
        return [row[0] for row in self.conn.execute("SELECT document_id FROM inbox ORDER BY document_id")]

    def _document(self, document_id: str) -> bytes:
        row = self.conn.execute("SELECT pdf FROM inbox WHERE document_id = ?", (document_id,)).fetchone()
        if row is None:
            raise ToolError(f"document {short(document_id)} is not in this task's inbox; "
                            f"the inbox holds: {', '.join(self._inbox())}")
        return row[0]

    @tool
    def search_purchase_order(
            self,
            po_number: Annotated[str | None, Field(description=(
                "The PO number to look up, e.g. \"45000012\"; spaces, dashes, '#' and a leading 'PO' are "
                "ignored."))] = None,
            supplier_name: Annotated[str | None, Field(description=(
                "Part of the supplier's name, case-insensitive, e.g. \"Bouwmaterialen\"."))] = None,
            supplier_vat: Annotated[str | None, Field(description=(
                "The supplier's VAT number as printed on the invoice, e.g. \"NL123456789B01\"; spaces, dots "
                "and case are ignored. Not our own VAT number."))] = None,
            status: Annotated[Literal[STATUSES], Field(description=(
                "Which POs to search: \"open\", \"closed\" or \"all\". Default \"open\": a closed PO is found "
                "only with \"closed\" or \"all\"."))] = "open",
    ) -> str:
        """Search purchase orders (POs) in the ERP. Give at least one of po_number, supplier_name or
        supplier_vat; every filter you give must match (they are combined with AND), so add only the
        filters you are sure of. Returns JSON {"results": [PO...], "count": n, "truncated": bool}, newest
        PO first, at most 20; an empty result also carries a "note" saying which filters were combined.
        Each PO has po_number, status, order_date, supplier {name, vat_number, country}, gl_account, lines
        (article_no, quantity, unit_price), net_total, invoiced_net, remaining_net and invoices (the
        supplier invoices already booked on it: invoice_number, invoice_date, net_amount)."""
        if po_number is None and supplier_name is None and supplier_vat is None:
            raise ToolError("search_purchase_order needs at least one of po_number, supplier_name, supplier_vat "
                            f"(got {_sent(self.sent)})")
        if po_number is not None and not normalize_po_number(po_number):
            raise ToolError(f"po_number {short(self.sent['po_number'])} contains no letters or digits")
        results, total = search_orders_json(self.conn, po_number, supplier_name, supplier_vat, status,
                                            limit=SEARCH_LIMIT)
        if not results:
            note = empty_search_note(self.sent, po_number, supplier_name, supplier_vat, status,
                                     self._statuses_elsewhere(po_number, supplier_name, supplier_vat, status))
            return json.dumps({"results": [], "count": 0, "truncated": False, "note": note}, **COMPACT)
        # json.dumps({"results": [...], "count": n, "truncated": b}, **COMPACT), from the POs' texts
        return (f'{{"results":[{",".join(results)}],"count":{len(results)},'
                f'"truncated":{"true" if total > len(results) else "false"}}}')

    def _statuses_elsewhere(self, po_number: str | None, supplier_name: str | None, supplier_vat: str | None,
                            status: str) -> dict[str, int]:
        """What the same search with status 'all' would show, counted by status (nothing it would not show)."""
        if status == "all":
            return {}
        views, _ = search_orders(self.conn, po_number, supplier_name, supplier_vat, "all")
        return dict(Counter(view.status for view in views))

    @tool
    def read_document(
            self,
            document_id: Annotated[str, Field(description=(
                "The document id exactly as given in the task, e.g. \"inbox/20261125_0a1b2c3d4e.pdf\"."))],
    ) -> str:
        """Read a document of this task's inbox and return its text."""
        text = extract_text(self._document(document_id))
        if not text.strip():
            raise ToolError(f"{document_id}: {NO_TEXT_LAYER}")
        return text

    def _reference(self, sql: str, sent: str, value: str, what: str, expected: str) -> str:
        """The stored key `value` (normalised from what the model `sent`); the error quotes what was sent."""
        row = self.conn.execute(sql, (value,)).fetchone()
        if row is None:
            looked_up = f" (looked up as {value!r})" if value != sent else ""
            raise ToolError(f"{what} {short(sent)}{looked_up} does not exist; expected {expected}")
        return row[0]

    @tool
    def create_booking(
            self,
            document_id: Annotated[str, Field(description=(
                "The id of the invoice document being booked, as given in the task."))],
            po_number: Annotated[str, Field(description="The number of the purchase order to book against.")],
            gl_account: Annotated[str, Field(description=(
                "The GL account: the gl_account of that purchase order, e.g. \"604000\"."))],
            vat_code: Annotated[str, Field(description=(
                f"The VAT code the policy gives, one of the VAT code table: {', '.join(VAT_CODES)}."))],
            net_amount: Annotated[str, PlainAmount(), Field(description=(
                "The invoice's net total excluding VAT as a plain decimal string with at most two decimals "
                "and no thousands separator, e.g. \"4182.30\"."))],
    ) -> str:
        """Book the invoice: insert one booking line against a purchase order and return it with its
        booking_id. Use it once, only when the policy says to book."""
        self._document(document_id)
        po_number = self._reference("SELECT po_number FROM purchase_orders WHERE po_number = ?", po_number,
                                    normalize_po_number(po_number), "purchase order",
                                    "the number of an existing PO as search_purchase_order shows it")
        gl_account = self._reference("SELECT account FROM gl_accounts WHERE account = ?", gl_account,
                                     gl_account.replace(" ", ""), "GL account",
                                     "an account of the chart of accounts such as 604000")
        vat_code = self._reference("SELECT code FROM vat_codes WHERE code = ?", vat_code, vat_code.upper(),
                                   "VAT code", f"a code of the VAT code table ({', '.join(VAT_CODES)})")
        cursor = self.conn.execute(
            "INSERT INTO bookings (document_id, po_number, gl_account, vat_code, net_amount) VALUES (?, ?, ?, ?, ?)",
            (document_id, po_number, gl_account, vat_code, net_amount))
        return json.dumps({"booking_id": cursor.lastrowid, "document_id": document_id, "po_number": po_number,
                           "gl_account": gl_account, "vat_code": vat_code, "net_amount": net_amount})

    @tool
    def flag_for_review(
            self,
            document_id: Annotated[str, Field(description=(
                "The id of the invoice document being flagged, as given in the task."))],
            reason: Annotated[FlagReason, Field(description=f"Why it must not be booked: one of {', '.join(REASONS)}.")],
            note: Annotated[str, Text(limit=MAX_NOTE), Field(description=(
                "A short note for the reviewer saying why, in one or two sentences."))],
    ) -> str:
        """Flag the invoice for review instead of booking it, with one reason code and a short note, and
        return the flag with its flag_id. Use it once, only when the policy says to flag."""
        self._document(document_id)
        cursor = self.conn.execute("INSERT INTO review_flags (document_id, reason, note) VALUES (?, ?, ?)",
                                   (document_id, reason, note))
        return json.dumps({"flag_id": cursor.lastrowid, "document_id": document_id, "reason": reason})

    def call(self, name: str, args: Any) -> tuple[bool, str]:
        """Run one tool call as a model makes it; returns (ok, text) and never raises for bad input."""
        spec = TOOLS.get(name) if isinstance(name, str) else None
        self.session.tool_calls[name if spec else "unknown"] += 1
        try:
            if spec is None:
                raise ToolError(f"unknown tool {short(name)}; the tools are: {', '.join(TOOL_NAMES)}")
            arguments = spec.arguments(args)
            self.sent = args
            self._calling = True
            return True, getattr(self, name)(**arguments)
        except ToolError as exc:
            self.session.tool_errors += 1
            return False, f"Error: {exc}"
        finally:
            self._calling = False
            if self._borrowed is not None:
                self._borrowed = None
                self.session.give_back()


TOOLS: dict[str, ToolSpec] = tool_specs(InvoiceTools)
"""The tools' declarations, by name, in the order the class declares them."""
TOOL_NAMES = tuple(TOOLS)
