"""Your own cases: a folder of real invoices with the answers you expect, run as a split.

Layout: one sub-folder per case, each holding one invoice PDF and a `case.toml`:

    my-cases/
      acme-0001/
        invoice.pdf
        case.toml

`case.toml` names the expected outcome and the ERP rows the case needs on top of the shipped
snapshot (new suppliers, purchase orders and invoices already booked):

    [expected]            # exactly one outcome
    action = "book"       # or "flag", with reason = "duplicate_invoice" etc.
    po_number = "45700001"
    gl_account = "604000"
    vat_code = "V21"
    net_amount = "1234.50"

    [[suppliers]]         # name, vat_number, country, street, postal_code, city, iban, language
    [[purchase_orders]]   # po_number, supplier_vat, order_date, status, gl_account, [[purchase_orders.lines]]
    [[booked_invoices]]   # supplier_vat, invoice_number, invoice_date, net_amount, po_number

Every file is checked before anything runs: an invalid case is reported with its file, the field
and what is expected, and a set with any invalid case does not load at all."""

from __future__ import annotations

import hashlib
import io
import tomllib
from datetime import date
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pypdf import PdfReader
from pypdf.errors import PdfReadError

from invoice_env.chart import GL_ACCOUNTS, VAT_CODES
from invoice_env.dataset import DatasetError, load_snapshot
from invoice_env.erp import open_database, state_hash
from invoice_env.identifiers import normalize_po_number, normalize_vat
from invoice_env.models import (BookingGoal, FlagGoal, InboxDocument, PoLine, PurchaseOrder, Supplier,
                                SupplierInvoice, Task, TaskFixtures)
from invoice_env.money import cents
from invoice_env.policy import REASONS
from invoice_env.prompt import user_prompt

CASE_FILE = "case.toml"


class CaseError(DatasetError):
    """One or more case files are invalid; the message lists every problem."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ExpectedOutcome(_Strict):
    action: Literal["book", "flag"]
    po_number: str | None = None
    gl_account: str | None = None
    vat_code: str | None = None
    net_amount: Decimal | None = Field(default=None, gt=0, decimal_places=2)
    reason: Literal["no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch"] | None = None


class CaseSupplier(_Strict):
    name: str
    vat_number: str
    country: Literal["BE", "NL", "DE", "FR", "LU"]
    street: str = ""
    postal_code: str = ""
    city: str = ""
    iban: str = ""
    language: Literal["nl", "fr", "de", "en"] = "en"


class CaseLine(_Strict):
    article_no: str | None = None
    description: str
    quantity: Decimal = Field(gt=0)
    unit_price: Decimal = Field(ge=0, decimal_places=2)
    vat_rate: Decimal = Field(ge=0, le=100)


class CaseOrder(_Strict):
    po_number: str
    supplier_vat: str
    order_date: date
    status: Literal["open", "closed"] = "open"
    gl_account: str
    lines: list[CaseLine] = Field(min_length=1)

    @field_validator("gl_account")
    @classmethod
    def _known_account(cls, value: str) -> str:
        if value not in GL_ACCOUNTS:
            raise ValueError(f"unknown GL account {value!r}; expected one of {', '.join(GL_ACCOUNTS)}")
        return value


class CaseInvoice(_Strict):
    supplier_vat: str
    invoice_number: str
    invoice_date: date
    net_amount: Decimal = Field(gt=0, decimal_places=2)
    po_number: str


class CaseFile(_Strict):
    id: str | None = None
    expected: ExpectedOutcome
    suppliers: list[CaseSupplier] = []
    purchase_orders: list[CaseOrder] = []
    booked_invoices: list[CaseInvoice] = []


def _problems(error: ValidationError) -> list[str]:
    return [f"field {'.'.join(str(p) for p in e['loc']) or '(top level)'}: {e['msg']}" for e in error.errors()]


def _supplier_ids(snapshot: bytes) -> dict[str, str]:
    import sqlite3
    conn = sqlite3.connect(":memory:")
    conn.deserialize(snapshot)
    try:
        return dict(conn.execute("SELECT vat_key, supplier_id FROM suppliers"))
    finally:
        conn.close()


def _build_task(folder: Path, spec: CaseFile, pdf: bytes, snapshot: bytes, known: dict[str, str]) -> tuple[Task | None, list[str]]:
    problems: list[str] = []
    ids = dict(known)
    suppliers = []
    for index, s in enumerate(spec.suppliers, start=1):
        key = normalize_vat(s.vat_number)
        if key in ids:
            problems.append(f"field suppliers.{index}.vat_number: {s.vat_number} is already in the ERP")
            continue
        ids[key] = f"C{hashlib.sha256(f'{folder.name}:{key}'.encode()).hexdigest()[:8].upper()}"
        suppliers.append(Supplier(supplier_id=ids[key], **s.model_dump()))

    def supplier_of(vat: str, where: str) -> str | None:
        found = ids.get(normalize_vat(vat))
        if found is None:
            problems.append(f"field {where}: supplier {vat} is neither in the ERP nor in [[suppliers]]")
        return found

    orders = []
    for index, o in enumerate(spec.purchase_orders, start=1):
        supplier_id = supplier_of(o.supplier_vat, f"purchase_orders.{index}.supplier_vat")
        lines = tuple(PoLine(line_no=n, article_no=l.article_no, description=l.description, quantity=l.quantity,
                             unit_price=l.unit_price, net_amount=cents(l.quantity * l.unit_price), vat_rate=l.vat_rate)
                      for n, l in enumerate(o.lines, start=1))
        if supplier_id:
            orders.append(PurchaseOrder(po_number=normalize_po_number(o.po_number), supplier_id=supplier_id,
                                        order_date=o.order_date, status=o.status, gl_account=o.gl_account, lines=lines))
    invoices = []
    for index, i in enumerate(spec.booked_invoices, start=1):
        supplier_id = supplier_of(i.supplier_vat, f"booked_invoices.{index}.supplier_vat")
        if supplier_id:
            invoices.append(SupplierInvoice(supplier_id=supplier_id, invoice_number=i.invoice_number,
                                            invoice_date=i.invoice_date, net_amount=i.net_amount,
                                            po_number=normalize_po_number(i.po_number)))
    expected = spec.expected
    document_id = f"inbox/{folder.name}.pdf"
    if expected.action == "book":
        for name in ("po_number", "gl_account", "vat_code", "net_amount"):
            if getattr(expected, name) is None:
                problems.append(f"field expected.{name}: required when action = \"book\"")
        if expected.reason is not None:
            problems.append("field expected.reason: only allowed when action = \"flag\"")
        if expected.gl_account and expected.gl_account not in GL_ACCOUNTS:
            problems.append(f"field expected.gl_account: unknown account {expected.gl_account!r}")
        if expected.vat_code and expected.vat_code not in VAT_CODES:
            problems.append(f"field expected.vat_code: unknown code {expected.vat_code!r}; expected one of "
                            f"{', '.join(VAT_CODES)}")
    elif expected.reason is None:
        problems.append(f"field expected.reason: required when action = \"flag\"; one of {', '.join(REASONS)}")
    if problems:
        return None, problems

    fixtures = TaskFixtures(suppliers=tuple(suppliers), orders=tuple(orders), invoices=tuple(invoices))
    try:
        conn = open_database(snapshot, fixtures, InboxDocument(document_id=document_id, pdf=pdf))
    except Exception as exc:  # a clash with the snapshot's rows: duplicate PO number, unknown PO, ...
        return None, [f"the rows do not fit the ERP: {exc}"]
    try:
        if expected.action == "book":
            po = normalize_po_number(expected.po_number)
            if conn.execute("SELECT 1 FROM purchase_orders WHERE po_number = ?", (po,)).fetchone() is None:
                return None, [f"field expected.po_number: PO {expected.po_number} is neither in the ERP nor in "
                              "[[purchase_orders]]"]
            goal = BookingGoal(document_id=document_id, po_number=po, gl_account=expected.gl_account,
                               vat_code=expected.vat_code, net_amount=expected.net_amount)
        else:
            goal = FlagGoal(document_id=document_id, reason=expected.reason)
        start = state_hash(conn)
    finally:
        conn.close()
    task_id = f"case-{spec.id or folder.name}"
    return Task(task_id=task_id, split="cases", document_id=document_id, pdf=pdf, prompt=user_prompt(document_id),
                scenario="own_case", difficulty="hard", goal=goal, fixtures=fixtures, facts=None, layout="own",
                language="unknown", start_hash=start), []


@lru_cache(maxsize=8)
def _load(folder: str) -> tuple[Task, ...]:
    root = Path(folder)
    if not root.is_dir():
        raise CaseError(f"cases folder {root} does not exist")
    case_dirs = sorted(p for p in root.iterdir() if p.is_dir())
    if not case_dirs:
        raise CaseError(f"cases folder {root} has no case sub-folders; expected <case>/{CASE_FILE} and <case>/<invoice>.pdf")
    snapshot = load_snapshot(None, "cases")
    known = _supplier_ids(snapshot)
    tasks, report = [], []
    for case_dir in case_dirs:
        path = case_dir / CASE_FILE
        pdfs = sorted(case_dir.glob("*.pdf"))
        problems: list[str] = []
        if not path.is_file():
            problems.append(f"missing {CASE_FILE}")
        if len(pdfs) != 1:
            problems.append(f"expected exactly one invoice PDF, found {len(pdfs)}")
        spec = pdf = None
        if not problems:
            try:
                spec = CaseFile.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
            except tomllib.TOMLDecodeError as exc:
                problems.append(f"not valid TOML: {exc}")
            except ValidationError as exc:
                problems += _problems(exc)
            pdf = pdfs[0].read_bytes()
            try:
                PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
            except (PdfReadError, IndexError, ValueError) as exc:
                problems.append(f"{pdfs[0].name} is not a readable PDF: {exc}")
        if spec is not None and not problems:
            task, problems = _build_task(case_dir, spec, pdf, snapshot, known)
            if task:
                tasks.append(task)
        report += [f"{path}: {problem}" for problem in problems]
    ids = [t.task_id for t in tasks]
    report += [f"{root}: case id {i!r} is used twice" for i in sorted({i for i in ids if ids.count(i) > 1})]
    if report:
        raise CaseError("invalid cases; nothing was run:\n  " + "\n  ".join(report))
    return tuple(tasks)


def load_cases(folder: Path | str) -> tuple[Task, ...]:
    return _load(str(Path(folder).resolve()))
