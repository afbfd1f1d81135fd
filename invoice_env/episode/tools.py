"""The four tools, independent of any agent framework. Each validates its arguments (format
and references only, never business correctness), writes at most its one row with
parameterised SQL, and returns text. Bad calls raise ToolError and write nothing."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from typing import Any, Callable

from invoice_env.documents.pdf_text import NO_TEXT_LAYER, extract_text
from invoice_env.episode.policy import REASONS
from invoice_env.episode.search_notes import empty_search_note
from invoice_env.episode.session import RolloutSession
from invoice_env.world.chart import VAT_CODES
from invoice_env.world.erp import COMPACT, search_orders, search_orders_json
from invoice_env.world.identifiers import normalize_po_number
from invoice_env.world.money import AmountFormatError, parse_plain_amount, plain

TOOL_NAMES = ("search_purchase_order", "read_document", "create_booking", "flag_for_review")
STATUSES = ("open", "closed", "all")
MAX_TEXT = 200
MAX_NOTE = 2000
SEARCH_LIMIT = 20


class ToolError(Exception):
    """A bad tool call: the message says what was wrong and what is expected."""


def _short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _text(args: dict[str, Any], name: str, required: bool, limit: int = MAX_TEXT) -> str | None:
    value = args.get(name)
    if value is None:
        if required:
            raise ToolError(f"missing argument '{name}': expected a string")
        return None
    if not isinstance(value, str):
        raise ToolError(f"argument '{name}' must be a string, got {type(value).__name__} {_short(value)}")
    if len(value) > limit:
        raise ToolError(f"argument '{name}' is {len(value)} characters long; at most {limit} are accepted")
    if "\x00" in value:
        raise ToolError(f"argument '{name}' contains a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ToolError(f"argument '{name}' is not valid Unicode text (it holds a lone surrogate)") from None
    stripped = value.strip()
    if required and not stripped:
        raise ToolError(f"argument '{name}' is empty: expected a non-empty string")
    return stripped or None


def _sent(args: dict[str, Any]) -> str:
    given = ", ".join(f"{key}={_short(value)}" for key, value in args.items() if value is not None)
    return given or "no arguments"


def _check_names(tool: str, args: dict[str, Any], allowed: tuple[str, ...]) -> None:
    if not isinstance(args, dict):
        raise ToolError(f"{tool} takes named arguments as a JSON object, got {type(args).__name__}")
    extra = sorted(str(key) for key in args if key not in allowed)
    if extra:
        raise ToolError(f"{tool} got unexpected argument(s) {', '.join(map(str, extra))}; it accepts: {', '.join(allowed)}")


class InvoiceTools:
    """The tools of one rollout, bound to its session."""

    def __init__(self, session: RolloutSession):
        self.session = session

    @property
    def conn(self) -> sqlite3.Connection:
        if self.session.closed:
            raise ToolError("this rollout has ended; its ERP session is closed")
        return self.session.conn

    def _inbox(self) -> list[str]:
        return [row[0] for row in self.conn.execute("SELECT document_id FROM inbox ORDER BY document_id")]

    def _document(self, document_id: str) -> bytes:
        row = self.conn.execute("SELECT pdf FROM inbox WHERE document_id = ?", (document_id,)).fetchone()
        if row is None:
            raise ToolError(f"document {_short(document_id)} is not in this task's inbox; "
                            f"the inbox holds: {', '.join(self._inbox())}")
        return row[0]

    def search_purchase_order(self, args: dict[str, Any]) -> str:
        _check_names("search_purchase_order", args, ("po_number", "supplier_name", "supplier_vat", "status"))
        po_number = _text(args, "po_number", False)
        supplier_name = _text(args, "supplier_name", False)
        supplier_vat = _text(args, "supplier_vat", False)
        status = args.get("status", "open")
        if status is None:
            status = "open"
        if status not in STATUSES:
            raise ToolError(f"argument 'status' must be one of {', '.join(STATUSES)}, got {_short(status)}")
        if po_number is None and supplier_name is None and supplier_vat is None:
            raise ToolError("search_purchase_order needs at least one of po_number, supplier_name, supplier_vat "
                            f"(got {_sent(args)})")
        if po_number is not None and not normalize_po_number(po_number):
            raise ToolError(f"po_number {_short(args['po_number'])} contains no letters or digits")
        results, total = search_orders_json(self.conn, po_number, supplier_name, supplier_vat, status,
                                            limit=SEARCH_LIMIT)
        if not results:
            note = empty_search_note(args, po_number, supplier_name, supplier_vat, status,
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

    def read_document(self, args: dict[str, Any]) -> str:
        _check_names("read_document", args, ("document_id",))
        document_id = _text(args, "document_id", True)
        text = extract_text(self._document(document_id))
        if not text.strip():
            raise ToolError(f"{document_id}: {NO_TEXT_LAYER}")
        return text

    def _reference(self, sql: str, sent: str, value: str, what: str, expected: str) -> str:
        """The stored key `value` (normalised from what the model `sent`); the error quotes what was sent."""
        row = self.conn.execute(sql, (value,)).fetchone()
        if row is None:
            looked_up = f" (looked up as {value!r})" if value != sent else ""
            raise ToolError(f"{what} {_short(sent)}{looked_up} does not exist; expected {expected}")
        return row[0]

    def create_booking(self, args: dict[str, Any]) -> str:
        names = ("document_id", "po_number", "gl_account", "vat_code", "net_amount")
        _check_names("create_booking", args, names)
        document_id = _text(args, "document_id", True)
        po_text = _text(args, "po_number", True)
        gl_text = _text(args, "gl_account", True)
        vat_text = _text(args, "vat_code", True)
        if "net_amount" not in args or args["net_amount"] is None:
            raise ToolError("missing argument 'net_amount': expected a plain decimal string such as \"4182.30\"")
        try:
            amount = parse_plain_amount(args["net_amount"])
        except AmountFormatError as exc:
            raise ToolError(str(exc)) from None
        self._document(document_id)
        po_number = self._reference("SELECT po_number FROM purchase_orders WHERE po_number = ?", po_text,
                                    normalize_po_number(po_text), "purchase order",
                                    "the number of an existing PO as search_purchase_order shows it")
        gl_account = self._reference("SELECT account FROM gl_accounts WHERE account = ?", gl_text,
                                     gl_text.replace(" ", ""), "GL account",
                                     "an account of the chart of accounts such as 604000")
        vat_code = self._reference("SELECT code FROM vat_codes WHERE code = ?", vat_text, vat_text.upper(),
                                   "VAT code", f"a code of the VAT code table ({', '.join(VAT_CODES)})")
        cursor = self.conn.execute(
            "INSERT INTO bookings (document_id, po_number, gl_account, vat_code, net_amount) VALUES (?, ?, ?, ?, ?)",
            (document_id, po_number, gl_account, vat_code, plain(amount)))
        return json.dumps({"booking_id": cursor.lastrowid, "document_id": document_id, "po_number": po_number,
                           "gl_account": gl_account, "vat_code": vat_code, "net_amount": plain(amount)})

    def flag_for_review(self, args: dict[str, Any]) -> str:
        _check_names("flag_for_review", args, ("document_id", "reason", "note"))
        document_id = _text(args, "document_id", True)
        reason = args.get("reason")
        if reason not in REASONS:
            raise ToolError(f"argument 'reason' must be one of {', '.join(REASONS)}, got {_short(reason)}")
        note = _text(args, "note", True, limit=MAX_NOTE)
        self._document(document_id)
        cursor = self.conn.execute("INSERT INTO review_flags (document_id, reason, note) VALUES (?, ?, ?)",
                                   (document_id, reason, note))
        return json.dumps({"flag_id": cursor.lastrowid, "document_id": document_id, "reason": reason})

    def call(self, name: str, args: Any) -> tuple[bool, str]:
        """Run one tool call as a model makes it; returns (ok, text) and never raises for bad input."""
        tool: Callable[..., str] | None = getattr(self, name, None) if name in TOOL_NAMES else None
        self.session.tool_calls[name if tool else "unknown"] += 1
        try:
            if tool is None:
                raise ToolError(f"unknown tool {_short(name)}; the tools are: {', '.join(TOOL_NAMES)}")
            if not isinstance(args, dict):
                raise ToolError(f"{name} takes named arguments as a JSON object, got {type(args).__name__}")
            return True, tool(args)
        except ToolError as exc:
            self.session.tool_errors += 1
            return False, f"Error: {exc}"
