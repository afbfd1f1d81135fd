"""The ERP as stdlib sqlite3: schema, the snapshot as canonical SQL text, a fresh per-rollout
in-memory database (snapshot bytes + task fixtures), the PO view, and a logical state hash."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import OrderedDict
from decimal import Decimal
from typing import Any, Iterable, Sequence, get_args

from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.models import (
    FlagReason,
    InboxDocument,
    InboxItem,
    InboxTask,
    InvoiceRef,
    OrderStatus,
    PoLineView,
    PurchaseOrder,
    PurchaseOrderView,
    Supplier,
    SupplierInvoice,
    SupplierRef,
    Task,
    TaskFixtures,
)


def _sql_values(literal: Any) -> str:
    """A Literal type's values as an SQL list: 'a', 'b'."""
    return ", ".join(f"'{value}'" for value in get_args(literal))


SCHEMA = f"""
CREATE TABLE suppliers (
  supplier_id TEXT PRIMARY KEY, name TEXT NOT NULL, vat_number TEXT NOT NULL,
  vat_key TEXT NOT NULL UNIQUE, country TEXT NOT NULL, street TEXT NOT NULL,
  postal_code TEXT NOT NULL, city TEXT NOT NULL, iban TEXT NOT NULL, language TEXT NOT NULL);
CREATE TABLE gl_accounts (account TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE vat_codes (code TEXT PRIMARY KEY, rate TEXT NOT NULL, regime TEXT NOT NULL, description TEXT NOT NULL);
CREATE TABLE purchase_orders (
  po_number TEXT PRIMARY KEY, supplier_id TEXT NOT NULL REFERENCES suppliers(supplier_id),
  order_date TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ({_sql_values(OrderStatus)})),
  gl_account TEXT NOT NULL REFERENCES gl_accounts(account));
CREATE INDEX po_by_supplier ON purchase_orders(supplier_id);
CREATE TABLE po_lines (
  po_number TEXT NOT NULL REFERENCES purchase_orders(po_number), line_no INTEGER NOT NULL,
  article_no TEXT, description TEXT NOT NULL, quantity TEXT NOT NULL, unit_price TEXT NOT NULL,
  net_amount TEXT NOT NULL, vat_rate TEXT NOT NULL, PRIMARY KEY (po_number, line_no));
CREATE TABLE supplier_invoices (
  invoice_id INTEGER PRIMARY KEY, supplier_id TEXT NOT NULL REFERENCES suppliers(supplier_id),
  invoice_number TEXT NOT NULL, invoice_date TEXT NOT NULL, net_amount TEXT NOT NULL,
  po_number TEXT NOT NULL REFERENCES purchase_orders(po_number), UNIQUE (supplier_id, invoice_number));
CREATE INDEX invoices_by_po ON supplier_invoices(po_number);
CREATE TABLE inbox (document_id TEXT PRIMARY KEY, pdf BLOB NOT NULL);
CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY, document_id TEXT NOT NULL REFERENCES inbox(document_id),
  po_number TEXT NOT NULL REFERENCES purchase_orders(po_number),
  gl_account TEXT NOT NULL REFERENCES gl_accounts(account),
  vat_code TEXT NOT NULL REFERENCES vat_codes(code), net_amount TEXT NOT NULL);
CREATE TABLE review_flags (
  flag_id INTEGER PRIMARY KEY, document_id TEXT NOT NULL REFERENCES inbox(document_id),
  reason TEXT NOT NULL CHECK (reason IN ({_sql_values(FlagReason)})),
  note TEXT NOT NULL);
"""

TABLE_ORDER: dict[str, str] = {
    "suppliers": "supplier_id",
    "gl_accounts": "account",
    "vat_codes": "code",
    "purchase_orders": "po_number",
    "po_lines": "po_number, line_no",
    "supplier_invoices": "invoice_id",
    "inbox": "document_id",
    "bookings": "booking_id",
    "review_flags": "flag_id",
}
WRITABLE_TABLES = ("bookings", "review_flags")


class SnapshotError(RuntimeError):
    """The shipped ERP snapshot is missing or does not load."""


def _literal(value: object) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, bytes):
        return f"X'{value.hex()}'"
    return "'" + str(value).replace("'", "''") + "'"


def _insert(table: str, columns: Sequence[str], row: Sequence[object]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join(_literal(v) for v in row)});"


def supplier_row(s: Supplier) -> tuple:
    return (s.supplier_id, s.name, s.vat_number, normalize_vat(s.vat_number), s.country, s.street,
            s.postal_code, s.city, s.iban, s.language)


SUPPLIER_COLUMNS = ("supplier_id", "name", "vat_number", "vat_key", "country", "street", "postal_code",
                    "city", "iban", "language")
INVOICE_COLUMNS = ("supplier_id", "invoice_number", "invoice_date", "net_amount", "po_number")


def invoice_row(inv: SupplierInvoice) -> tuple:
    return (inv.supplier_id, inv.invoice_number, inv.invoice_date.isoformat(), f"{inv.net_amount:.2f}", inv.po_number)


PO_COLUMNS = ("po_number", "supplier_id", "order_date", "status", "gl_account")
LINE_COLUMNS = ("po_number", "line_no", "article_no", "description", "quantity", "unit_price", "net_amount", "vat_rate")


def po_row(po: PurchaseOrder) -> tuple:
    return (po.po_number, po.supplier_id, po.order_date.isoformat(), po.status, po.gl_account)


def line_rows(po: PurchaseOrder) -> list[tuple]:
    return [(po.po_number, line.line_no, line.article_no, line.description, f"{line.quantity.normalize():f}",
             f"{line.unit_price:.2f}", f"{line.net_amount:.2f}", f"{line.vat_rate.normalize():f}") for line in po.lines]


def _placeholders(columns: Sequence[str]) -> str:
    return ", ".join("?" * len(columns))


def _insert_statement(table: str, columns: Sequence[str]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({_placeholders(columns)})"


_INSERT_SUPPLIER = _insert_statement("suppliers", SUPPLIER_COLUMNS)
_INSERT_PO = _insert_statement("purchase_orders", PO_COLUMNS)
_INSERT_LINE = _insert_statement("po_lines", LINE_COLUMNS)
_INSERT_INVOICE = _insert_statement("supplier_invoices", INVOICE_COLUMNS)


def snapshot_sql(suppliers: Iterable[Supplier], gl_accounts: dict[str, str],
                 vat_codes: dict[str, tuple[Decimal, str, str]], orders: Iterable[PurchaseOrder],
                 invoices: Iterable[SupplierInvoice]) -> str:
    """The base ERP as canonical SQL text: same world, same bytes, on any SQLite version."""
    out = ["-- invoice-env ERP snapshot. Generated; do not edit.", "BEGIN;", SCHEMA.strip()]
    out += [_insert("suppliers", SUPPLIER_COLUMNS, supplier_row(s)) for s in suppliers]
    out += [_insert("gl_accounts", ("account", "name"), item) for item in gl_accounts.items()]
    out += [_insert("vat_codes", ("code", "rate", "regime", "description"), (code, f"{rate}", regime, text))
            for code, (rate, regime, text) in vat_codes.items()]
    for po in orders:
        out.append(_insert("purchase_orders", PO_COLUMNS, po_row(po)))
        out += [_insert("po_lines", LINE_COLUMNS, row) for row in line_rows(po)]
    for number, inv in enumerate(invoices, start=1):
        out.append(_insert("supplier_invoices", ("invoice_id",) + INVOICE_COLUMNS, (number,) + invoice_row(inv)))
    out.append("COMMIT;")
    return "\n".join(out) + "\n"


def snapshot_bytes_from_sql(sql_text: str) -> bytes:
    """Execute the canonical SQL once and serialise: the immutable bytes every reset copies."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(sql_text)
        conn.execute("VACUUM")
        return conn.serialize()
    except sqlite3.Error as exc:
        raise SnapshotError(f"the ERP snapshot SQL does not load: {exc}") from exc
    finally:
        conn.close()


# Idle connections kept for reuse. A connection carries no rollout data across uses: `open_database`
# replaces its whole database with a fresh copy of the snapshot bytes (sqlite3 `deserialize`), exactly
# as a new connection would get. Reusing the connection skips opening one and re-preparing the same
# statements, which cost several times the copy itself. Up to 256 are kept (the most rollouts we
# run alive in one process); each holds its last database (about 0.4 MB) until it is reused.
# The statements a connection prepared stay valid only across databases of one schema laid out alike
# (SQLite re-prepares on a schema cookie it has not seen, not on equal cookies with other tables), so
# inbox databases, which have one table more, are pooled apart.
_IDLE: list[sqlite3.Connection] = []
_IDLE_INBOX: list[sqlite3.Connection] = []
_IDLE_MAX = 256


def _connection(inbox: bool = False) -> sqlite3.Connection:
    try:
        return (_IDLE_INBOX if inbox else _IDLE).pop()
    except IndexError:
        return sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)


def open_database(snapshot: bytes, fixtures: TaskFixtures, document: InboxDocument) -> sqlite3.Connection:
    """A fresh, private database: the snapshot bytes, then this task's fixture rows and its document."""
    return open_task_database(snapshot, fixtures, document.document_id, document.pdf)


def open_task_database(snapshot: bytes, fixtures: TaskFixtures, document_id: str, pdf: bytes) -> sqlite3.Connection:
    """`open_database` with the document as its two values (no model to build on every reset)."""
    return _filled(_fresh_connection(snapshot), fixtures, document_id, pdf)


def _filled(conn: sqlite3.Connection, fixtures: TaskFixtures, document_id: str, pdf: bytes) -> sqlite3.Connection:
    conn.execute("BEGIN")
    if fixtures.suppliers:
        conn.executemany(_INSERT_SUPPLIER, [supplier_row(s) for s in fixtures.suppliers])
    if fixtures.orders:
        conn.executemany(_INSERT_PO, [po_row(po) for po in fixtures.orders])
        conn.executemany(_INSERT_LINE, [row for po in fixtures.orders for row in line_rows(po)])
    if fixtures.invoices:
        conn.executemany(_INSERT_INVOICE, [invoice_row(inv) for inv in fixtures.invoices])
    conn.execute("INSERT INTO inbox (document_id, pdf) VALUES (?, ?)", (document_id, pdf))
    conn.execute("COMMIT")
    return conn


_START_IMAGES: OrderedDict[tuple, bytes] = OrderedDict()
"""The serialised start state of the tasks reset last, newest last: a trainer runs a group of rollouts
per task, so all but the first reset of a task copy one image instead of inserting its rows again."""
_START_IMAGES_MAX = 64


INBOX_HEADERS = """CREATE TABLE inbox_headers (
  document_id TEXT PRIMARY KEY REFERENCES inbox(document_id), number TEXT NOT NULL, issued TEXT NOT NULL)"""
"""An inbox task's intake: each document's number and date as captured on arrival. A booking of a document
shows on its PO as an invoice under this number and date, so the next document meets the ERP as the
earlier ones left it (the duplicate rule, the remaining net). Only inbox databases have the table."""


def open_inbox_database(snapshot: bytes, fixtures: TaskFixtures, items: Sequence[InboxItem]) -> sqlite3.Connection:
    """`open_task_database` for an inbox: the fixture rows, then every document and its intake header."""
    first, *rest = items
    conn = _filled(_fresh_connection(_inbox_snapshot(snapshot), inbox=True), fixtures, first.document_id, first.pdf)
    conn.execute("BEGIN")
    conn.executemany("INSERT INTO inbox (document_id, pdf) VALUES (?, ?)", [(i.document_id, i.pdf) for i in rest])
    conn.executemany("INSERT INTO inbox_headers VALUES (?, ?, ?)",
                     [(i.document_id, i.number, i.issued.isoformat()) for i in items])
    conn.execute("COMMIT")
    return conn


_INBOX_SNAPSHOTS: dict[bytes, bytes] = {}


def _inbox_snapshot(snapshot: bytes) -> bytes:
    """The snapshot's rows under the schema with the (empty) intake table, made once per snapshot. The
    tables are created in one fixed order before any row, as the snapshot's own are, so every inbox
    image lays its tables out alike: a pooled connection reuses its prepared statements across
    databases of one schema, which is only safe when equal schemas mean equal table pages."""
    image = _INBOX_SNAPSHOTS.get(snapshot)
    if image is None:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            conn.executescript(SCHEMA + INBOX_HEADERS + ";")
            conn.execute("ATTACH ':memory:' AS base")
            conn.deserialize(snapshot, name="base")
            conn.execute("BEGIN")
            for table in TABLE_ORDER:
                conn.execute(f"INSERT INTO main.{table} SELECT * FROM base.{table}")
            conn.execute("COMMIT")
            conn.execute("DETACH base")
            conn.execute("VACUUM")
            image = _INBOX_SNAPSHOTS.setdefault(snapshot, conn.serialize())
        finally:
            conn.close()
    return image


def open_start_database(snapshot: bytes, task: Task | InboxTask) -> sqlite3.Connection:
    """A task's start database built afresh (no image reused): a single invoice's or an inbox's."""
    if isinstance(task, InboxTask):
        return open_inbox_database(snapshot, task.fixtures, task.items)
    return open_task_database(snapshot, task.fixtures, task.document_id, task.pdf)


def _start_key(snapshot: bytes, task: Task | InboxTask) -> tuple:
    """What the start state is made of."""
    if isinstance(task, InboxTask):
        return (snapshot, task.fixtures, tuple((i.document_id, i.pdf, i.number, i.issued) for i in task.items))
    return (snapshot, task.fixtures, task.document_id, task.pdf)


def open_task_start(snapshot: bytes, task: Task | InboxTask) -> sqlite3.Connection:
    """A fresh, private database in `task`'s start state: `open_start_database`'s rows, built once per
    task and snapshot, then copied whole on every further reset of it (about 0.3 MB kept per task)."""
    key = _start_key(snapshot, task)
    image = _START_IMAGES.get(key)
    if image is None:
        conn = open_start_database(snapshot, task)
        image = conn.serialize()
        _START_IMAGES[key] = image
        if len(_START_IMAGES) > _START_IMAGES_MAX:
            _START_IMAGES.popitem(last=False)
        return conn
    _START_IMAGES.move_to_end(key)
    return _fresh_connection(image, inbox=isinstance(task, InboxTask))


def _fresh_connection(image: bytes, inbox: bool = False) -> sqlite3.Connection:
    conn = _connection(inbox)
    try:
        conn.deserialize(image)
    except sqlite3.Error:  # a reused connection that cannot take a new database is dropped
        conn.close()
        conn = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
        conn.deserialize(image)
    return conn


def release_database(conn: sqlite3.Connection) -> None:
    """Hand back a database from `open_database` (or its siblings) that its owner is done with: the
    caller guarantees that nothing it gave the connection to uses it again (a connection that may still
    be in use elsewhere is closed with `conn.close()` instead). It is kept for reuse, and gets a whole
    new database before anyone reads it again."""
    try:
        pool = _IDLE_INBOX if is_inbox(conn) else _IDLE
        reusable = not conn.in_transaction and len(pool) < _IDLE_MAX
    except sqlite3.ProgrammingError:  # already closed
        return
    if reusable:
        pool.append(conn)
    else:
        conn.close()


_ROW_TEXT: dict[tuple, bytes] = {}
"""The hashed text of rows seen before: the snapshot's rows recur in every task's database."""
_ROW_TEXT_MAX = 200_000


def _row_text(row: tuple) -> bytes:
    text = _ROW_TEXT.get(row)
    if text is None:
        text = repr(row).encode() + b"\n"
        if len(_ROW_TEXT) >= _ROW_TEXT_MAX:
            _ROW_TEXT.clear()
        _ROW_TEXT[row] = text
    return text


def state_hash(conn: sqlite3.Connection) -> str:
    """A hash of every row of every table, in key order: equal states hash equal, whatever the pages."""
    digest = hashlib.sha256()
    for table, order in TABLE_ORDER.items():
        digest.update(f"\x00table {table}\x00".encode())
        rows = conn.execute(f"SELECT * FROM {table} ORDER BY {order}")
        if table == "inbox":  # a document's bytes: seen once, not worth keeping
            digest.update(b"".join(repr(row).encode() + b"\n" for row in rows))
        else:
            digest.update(b"".join(map(_row_text, rows)))
    if is_inbox(conn):
        digest.update(b"\x00table inbox_headers\x00")
        digest.update(b"".join(map(_row_text, conn.execute("SELECT * FROM inbox_headers ORDER BY document_id"))))
    return digest.hexdigest()


def is_inbox(conn: sqlite3.Connection) -> bool:
    """Whether `conn` holds an inbox task (several documents, bookings shown on their POs)."""
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'inbox_headers'").fetchone() is not None


_PO_HEADER = """
SELECT p.po_number, p.status, p.order_date, p.gl_account, s.name, s.vat_number, s.country
FROM purchase_orders p JOIN suppliers s ON s.supplier_id = p.supplier_id
"""


def _views(conn: sqlite3.Connection, headers: list[tuple]) -> list[PurchaseOrderView]:
    if not headers:
        return []
    numbers = [h[0] for h in headers]
    marks = ", ".join("?" * len(numbers))
    lines: dict[str, list[tuple[PoLineView, Decimal]]] = {n: [] for n in numbers}
    for po_number, article, qty, price, net in conn.execute(
            f"SELECT po_number, article_no, quantity, unit_price, net_amount "
            f"FROM po_lines WHERE po_number IN ({marks}) ORDER BY po_number, line_no", numbers):
        line = PoLineView(article_no=article, quantity=Decimal(qty), unit_price=Decimal(price))
        lines[po_number].append((line, Decimal(net)))
    invoices: dict[str, list[InvoiceRef]] = {n: [] for n in numbers}
    for po_number, number, day, net in conn.execute(_invoices_sql(conn), (json.dumps(numbers),)):
        invoices[po_number].append(InvoiceRef(invoice_number=number, invoice_date=day, net_amount=Decimal(net)))
    views = []
    for po_number, status, order_date, gl, name, vat, country in headers:
        net_total = sum((net for _, net in lines[po_number]), Decimal("0.00"))
        invoiced = sum((inv.net_amount for inv in invoices[po_number]), Decimal("0.00"))
        views.append(PurchaseOrderView(
            po_number=po_number, status=status, order_date=order_date, gl_account=gl,
            supplier=SupplierRef(name=name, vat_number=vat, country=country),
            lines=tuple(line for line, _ in lines[po_number]), net_total=net_total, invoiced_net=invoiced,
            remaining_net=max(net_total - invoiced, Decimal("0.00")), invoices=tuple(invoices[po_number])))
    return views


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _headers(conn: sqlite3.Connection, po_number: str | None, supplier_name: str | None, supplier_vat: str | None,
             status: str) -> list[tuple]:
    where, args = [], []
    if po_number is not None:
        where.append("p.po_number = ?")
        args.append(normalize_po_number(po_number))
    if supplier_name is not None:
        where.append("s.name LIKE ? ESCAPE '\\'")
        args.append(_like_pattern(supplier_name.strip()))
    if supplier_vat is not None:
        where.append("s.vat_key = ?")
        args.append(normalize_vat(supplier_vat))
    if status != "all":
        where.append("p.status = ?")
        args.append(status)
    sql = _PO_HEADER + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY p.order_date DESC, p.po_number DESC"
    return conn.execute(sql, args).fetchall()


def search_orders(conn: sqlite3.Connection, po_number: str | None = None, supplier_name: str | None = None,
                  supplier_vat: str | None = None, status: str = "open",
                  limit: int | None = None) -> tuple[list[PurchaseOrderView], int]:
    """POs matching every given criterion, newest first; returns (views, total count)."""
    headers = _headers(conn, po_number, supplier_name, supplier_vat, status)
    shown = headers if limit is None else headers[:limit]
    return _views(conn, shown), len(headers)


# The PO view as JSON text without building the models on every call. Each part is made by the very
# models `_views` uses and serialised as `json.dumps(..., ensure_ascii=False, separators=(",", ":"))`
# would (json.dumps composes: a list or object is its members' texts joined by ","), then cached under
# the raw row values it was made from: a row that differs in any value is a different key, never a
# stale hit. The separators carry no space: a model reads the same JSON for about a fifth fewer tokens.
_PART_CACHE_MAX = 1 << 16
_HEAD_CACHE: dict[tuple, str] = {}
_LINE_CACHE: dict[tuple, tuple[str, Decimal]] = {}
_INVOICE_CACHE: dict[tuple, tuple[str, Decimal]] = {}
_ZERO = Decimal("0.00")
_LINES_SQL = ("SELECT po_number, article_no, quantity, unit_price, net_amount "
              "FROM po_lines WHERE po_number IN (SELECT value FROM json_each(?)) ORDER BY po_number, line_no")
_INVOICES_SQL = ("SELECT po_number, invoice_number, invoice_date, net_amount FROM supplier_invoices "
                 "WHERE po_number IN (SELECT value FROM json_each(?)) ORDER BY invoice_date, invoice_id")
_INBOX_INVOICES_SQL = (
    "SELECT po_number, invoice_number, invoice_date, net_amount FROM ("
    "SELECT po_number, invoice_number, invoice_date, net_amount, 0 AS booked, invoice_id AS id FROM supplier_invoices "
    "WHERE po_number IN (SELECT value FROM json_each(?1)) UNION ALL "
    "SELECT b.po_number, h.number, h.issued, b.net_amount, 1, b.booking_id FROM bookings b "
    "JOIN inbox_headers h ON h.document_id = b.document_id WHERE b.po_number IN (SELECT value FROM json_each(?1))"
    ") ORDER BY invoice_date, booked, id")
"""An inbox's POs list the invoices this rollout booked beside the ERP's, under their captured number and date."""


def _invoices_sql(conn: sqlite3.Connection) -> str:
    return _INBOX_INVOICES_SQL if is_inbox(conn) else _INVOICES_SQL
_HEAD_FIELDS = ("po_number", "status", "order_date", "supplier", "gl_account")


def _cache_put(cache: dict, key: tuple, value: Any) -> Any:
    if len(cache) >= _PART_CACHE_MAX:
        cache.clear()
    cache[key] = value
    return value


COMPACT = {"ensure_ascii": False, "separators": (",", ":")}
"""How every search result is serialised."""


def _dumps(value: Any) -> str:
    return json.dumps(value, **COMPACT)


def _head_json(header: tuple) -> str:
    """The PO's fields before `lines`, as the opening of its JSON object (no closing brace)."""
    part = _HEAD_CACHE.get(header)
    if part is None:
        po_number, status, order_date, gl, name, vat, country = header
        view = PurchaseOrderView(po_number=po_number, status=status, order_date=order_date, gl_account=gl,
                                 supplier=SupplierRef(name=name, vat_number=vat, country=country), lines=(),
                                 net_total=_ZERO, invoiced_net=_ZERO, remaining_net=_ZERO, invoices=())
        dumped = view.model_dump(mode="json")
        part = _cache_put(_HEAD_CACHE, header, _dumps({key: dumped[key] for key in _HEAD_FIELDS})[:-1])
    return part


def _line_json(row: tuple) -> tuple[str, Decimal]:
    part = _LINE_CACHE.get(row)
    if part is None:
        _, article, qty, price, net = row
        line = PoLineView(article_no=article, quantity=Decimal(qty), unit_price=Decimal(price))
        part = _cache_put(_LINE_CACHE, row, (_dumps(line.model_dump(mode="json")), Decimal(net)))
    return part


def _invoice_json(row: tuple) -> tuple[str, Decimal]:
    part = _INVOICE_CACHE.get(row)
    if part is None:
        _, number, day, net = row
        ref = InvoiceRef(invoice_number=number, invoice_date=day, net_amount=Decimal(net))
        part = _cache_put(_INVOICE_CACHE, row, (_dumps(ref.model_dump(mode="json")), ref.net_amount))
    return part


def search_orders_json(conn: sqlite3.Connection, po_number: str | None = None, supplier_name: str | None = None,
                       supplier_vat: str | None = None, status: str = "open",
                       limit: int | None = None) -> tuple[list[str], int]:
    """`search_orders` as JSON texts, one per view: `json.dumps(view.model_dump(mode="json"), **COMPACT)`,
    assembled from cached parts; returns (texts, total count)."""
    headers = _headers(conn, po_number, supplier_name, supplier_vat, status)
    shown = headers if limit is None else headers[:limit]
    if not shown:
        return [], len(headers)
    numbers = [h[0] for h in shown]
    # One statement text whatever the number of POs (a JSON array parameter, not "IN (?, ?, ...)"), so
    # each connection prepares it once and reuses it for every rollout it serves.
    wanted = (json.dumps(numbers),)
    lines: dict[str, list] = {n: [] for n in numbers}
    for row in conn.execute(_LINES_SQL, wanted):
        lines[row[0]].append(_line_json(row))
    invoices: dict[str, list] = {n: [] for n in numbers}
    for row in conn.execute(_invoices_sql(conn), wanted):
        invoices[row[0]].append(_invoice_json(row))
    texts = []
    for header in shown:
        po_lines, po_invoices = lines[header[0]], invoices[header[0]]
        net_total = sum((net for _, net in po_lines), _ZERO)
        invoiced = sum((net for _, net in po_invoices), _ZERO)
        remaining = max(net_total - invoiced, _ZERO)
        # Money is serialised as f"{value:.2f}": digits, sign and point only, so JSON quotes it as is.
        texts.append(f'{_head_json(header)},"lines":[{",".join(text for text, _ in po_lines)}],'
                     f'"net_total":"{net_total:.2f}","invoiced_net":"{invoiced:.2f}",'
                     f'"remaining_net":"{remaining:.2f}","invoices":[{",".join(text for text, _ in po_invoices)}]}}')
    return texts, len(headers)


class DatabaseErpView:
    """The policy's view of a database (the oracle's eyes)."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def find_po(self, po_number: str):
        views, _ = search_orders(self.conn, po_number=po_number, status="all")
        return views[0] if views else None

    def supplier_pos(self, vat_number: str):
        views, _ = search_orders(self.conn, supplier_vat=vat_number, status="all")
        return views
