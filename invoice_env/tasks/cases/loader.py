"""Your own cases: a folder of real invoices with the answers you expect, run as a split.

Layout: one sub-folder per case (any name; names never reach the model), each holding one invoice
PDF (any name, `.pdf` in any case) and a `case.toml`:

    [invoice]             # the facts the answer depends on; each must be what the PDF prints
    supplier_vat = "BE0811.223.371"
    invoice_number = "2026-0151"
    invoice_date = 2026-11-24
    net_total = "1236.00"
    vat_rate = "21"
    po_reference = "45700001"        # leave out when the invoice states none
    reverse_charge_stated = false
    [[invoice.lines]]                # article_no, quantity (description optional)

    [expected]            # exactly one outcome
    action = "book"       # or "flag", with reason = "duplicate_invoice" etc.
    po_number = "45700001"
    gl_account = "604000"
    vat_code = "V21"
    net_amount = "1236.00"

    [[suppliers]]         # name, vat_number, country, street, postal_code, city, iban, language
    [[purchase_orders]]   # po_number, supplier_vat, order_date, status, gl_account, [[purchase_orders.lines]]
    [[booked_invoices]]   # supplier_vat, invoice_number, invoice_date, net_amount, po_number

Optional: `id`, `scenario`, `difficulty` (any text), `tags` (a list), and `policy_check = false` with a
`policy_check_reason`. Every case is checked before anything runs (the facts against what the PDF
says, placeholders refused, the rows against the ERP's rules, the answer against the project's
policy); every problem of the set is reported with its file, field, the value given and what the PDF
shows, and a set with any problem does not load at all."""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import tomllib
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from pydantic import BaseModel, ValidationError

from invoice_env.episode.policy import REASONS, Decision
from invoice_env.episode.prompt import user_prompt
from invoice_env.tasks.cases.files import CASE_FILE, CaseSource, decode_toml, scan_folder
from invoice_env.tasks.cases.policy_check import booking_problems, disagreement, policy_decision
from invoice_env.tasks.cases.rows import ErpIndex, rows_fixtures
from invoice_env.tasks.cases.spec import (CaseFile, CaseInvoice, CaseOrder, CaseSupplier, ExpectedOutcome,
                                          InvoiceFactsSpec, field_name, spec_problems)
from invoice_env.tasks.cases.text import PdfTextError, facts_not_in_text, pdf_text, placeholder_date_problem
from invoice_env.tasks.dataset import DatasetError, load_snapshot
from invoice_env.world.chart import GL_ACCOUNTS, VAT_CODES
from invoice_env.world.erp import open_task_database, state_hash
from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.models import BookingGoal, FlagGoal, Task

__all__ = ["CASE_FILE", "CaseError", "CaseResult", "CaseSet", "check_cases", "document_id_for", "load_cases"]

POLICY_CHECK_OFF_TAG = "policy_check:off"
log = logging.getLogger(__name__)


class CaseError(DatasetError):
    """One or more case files are invalid; the message lists every problem."""


@dataclass(frozen=True)
class CaseResult:
    task: Task
    toml_path: Path
    decision: Decision
    """What the project's policy decides on the case's `[invoice]` facts and ERP."""
    policy_check_reason: str | None
    """Why the case does not follow the policy (policy_check = false), or None when it is checked."""


@dataclass(frozen=True)
class CaseSet:
    results: tuple[CaseResult, ...]
    warnings: tuple[str, ...] = field(default=())

    @property
    def tasks(self) -> tuple[Task, ...]:
        return tuple(r.task for r in self.results)


def document_id_for(pdf: bytes) -> str:
    """The inbox id of a document, from its content alone: no folder or file name reaches the model."""
    return f"inbox/{hashlib.sha256(pdf).hexdigest()[:16]}.pdf"


def _expected_problems(expected: ExpectedOutcome) -> list[str]:
    problems = []
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
    else:
        if expected.reason is None:
            problems.append(f"field expected.reason: required when action = \"flag\"; one of {', '.join(REASONS)}")
        for name in ("po_number", "gl_account", "vat_code", "net_amount"):
            if getattr(expected, name) is not None:
                problems.append(f"field expected.{name}: only allowed when action = \"book\"")
    return problems


def _policy_check_problems(raw: dict) -> list[str]:
    policy_check, reason = raw.get("policy_check", True), raw.get("policy_check_reason")
    if not isinstance(policy_check, bool) or not isinstance(reason, (str, type(None))):
        return []  # its type is reported by the field check
    if not policy_check and not (reason or "").strip():
        return ["field policy_check_reason: required when policy_check = false; say why the expected "
                "answer differs from the policy"]
    if policy_check and reason is not None:
        return ["field policy_check_reason: only allowed with policy_check = false"]
    return []


_PLACEHOLDER_TEXTS = frozenset({"TODO", "CHECK", "TBD", "XXX", "?"})


def _placeholder_problems(raw: dict) -> dict[str, str]:
    """Values left as `invoice-env case new` wrote them, by field: its 2000-01-01 dates outside [invoice] (the
    facts check refuses the invoice's own) and TODO/CHECK written as a value. Read from the file as written,
    so they are found whether or not the rest of it is valid."""
    problems: dict[str, str] = {}
    for table, key in (("purchase_orders", "order_date"), ("booked_invoices", "invoice_date")):
        rows = raw.get(table)
        for index, row in enumerate(rows if isinstance(rows, list) else [], start=1):
            value = row.get(key) if isinstance(row, dict) else None
            if isinstance(value, date) and not isinstance(value, datetime):
                problem = placeholder_date_problem(f"{table}.{index}.{key}", value)
                if problem:
                    problems[f"{table}.{index}.{key}"] = problem

    def walk(value: object, path: tuple) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, (*path, key))
        elif isinstance(value, list):
            for position, item in enumerate(value):
                walk(item, (*path, position))
        elif isinstance(value, str) and value.strip().upper() in _PLACEHOLDER_TEXTS:
            name = field_name(path)
            problems[name] = f"field {name} = {value!r}: a placeholder, not a value; fill it in"

    walk(raw, ())
    return problems


def _section(model: type[BaseModel], value: object) -> BaseModel | None:
    try:
        return model.model_validate(value)
    except ValidationError:
        return None


def _rows(model: type[BaseModel], value: object, keep_valid: bool = False) -> list | None:
    """A table of rows validated, or None when any row (or the table) is invalid; with `keep_valid`, the
    rows that are valid."""
    if not isinstance(value, list):
        return [] if keep_valid else None
    rows = [_section(model, row) for row in value]
    if keep_valid:
        return [row for row in rows if row is not None]
    return None if None in rows else rows


@dataclass(frozen=True)
class _Parts:
    """The sections of a case file that are valid on their own: each check runs on those it needs, so one
    invalid section does not hide the problems of the others."""

    invoice: InvoiceFactsSpec | None
    expected: ExpectedOutcome | None
    suppliers: list[CaseSupplier] | None
    purchase_orders: list[CaseOrder] | None
    booked_invoices: list[CaseInvoice] | None
    known_orders: list[CaseOrder]

    @classmethod
    def of(cls, raw: dict, spec: CaseFile | None) -> "_Parts":
        if spec is not None:
            return cls(spec.invoice, spec.expected, spec.suppliers, spec.purchase_orders, spec.booked_invoices,
                       spec.purchase_orders)
        return cls(_section(InvoiceFactsSpec, raw.get("invoice")), _section(ExpectedOutcome, raw.get("expected")),
                   _rows(CaseSupplier, raw.get("suppliers", [])), _rows(CaseOrder, raw.get("purchase_orders", [])),
                   _rows(CaseInvoice, raw.get("booked_invoices", [])),
                   _rows(CaseOrder, raw.get("purchase_orders", []), keep_valid=True))


    def whole(self, raw: dict) -> CaseFile | None:
        """The case as far as checking its answer needs it, when only other fields (tags, scenario, ...) are
        invalid: every section valid, the rest at its default."""
        if None in (self.invoice, self.expected, self.suppliers, self.purchase_orders, self.booked_invoices):
            return None
        policy_check = raw.get("policy_check", True)
        return CaseFile.model_construct(invoice=self.invoice, expected=self.expected, suppliers=self.suppliers,
                                        purchase_orders=self.purchase_orders, booked_invoices=self.booked_invoices,
                                        policy_check=policy_check if isinstance(policy_check, bool) else True)


def _supplier_pos(invoice: InvoiceFactsSpec, orders: list[CaseOrder], erp: ErpIndex) -> set[str]:
    """The PO numbers of the invoice's supplier: in the shipped ERP and in the case's [[purchase_orders]]."""
    key = normalize_vat(invoice.supplier_vat)
    supplier_id = erp.suppliers.get(key)
    pos = {po for po, owner in erp.orders.items() if supplier_id is not None and owner == supplier_id}
    return pos | {normalize_po_number(o.po_number) for o in orders if normalize_vat(o.supplier_vat) == key}


def _read_spec(source: CaseSource) -> tuple[CaseFile | None, dict | None, list[str]]:
    """(the case file, its TOML as read, problems): the file is None when a field is invalid, the TOML too
    when the file is no TOML at all."""
    try:
        raw = tomllib.loads(decode_toml(source.toml_bytes))
    except UnicodeDecodeError as exc:
        return None, None, [f"not UTF-8 text (byte {exc.start}); save it as UTF-8"]
    except tomllib.TOMLDecodeError as exc:
        return None, None, [f"not valid TOML: {exc}"]
    try:
        return CaseFile.model_validate(raw), raw, []
    except ValidationError as exc:
        return None, raw, spec_problems(exc)


def _field(problem: str) -> str:
    """The field a problem is about ('field invoice.vat_rate = 6, but ...' -> 'invoice.vat_rate')."""
    return problem.removeprefix("field ").split(" ", 1)[0].split(":", 1)[0] if problem.startswith("field ") else ""


def _check_case(source: CaseSource, snapshot: bytes, erp: ErpIndex) -> tuple[CaseResult | None, list[str]]:
    """The case as a task, or None and every problem it has: each check runs on the parts of the file it
    needs that are valid, so a problem never waits for another one to be fixed."""
    spec, raw, problems = _read_spec(source)
    text = None
    try:
        text = pdf_text(source.pdf)
    except PdfTextError as exc:
        problems.append(f"{source.pdf_path.name} {exc}")
    if raw is None:
        return None, problems
    parts = _Parts.of(raw, spec)
    placeholders = _placeholder_problems(raw)
    # a field holding a placeholder is invalid too (e.g. a rate "TODO"): say it once, as the placeholder
    problems = [p for p in problems if _field(p) not in placeholders]
    expected_problems = _expected_problems(parts.expected) if parts.expected else []
    problems += expected_problems + _policy_check_problems(raw) + list(placeholders.values())
    facts_problems = []
    if parts.invoice is not None and text is not None:
        facts_problems = facts_not_in_text(parts.invoice, text, _supplier_pos(parts.invoice, parts.known_orders, erp),
                                           set(erp.orders) | {o.po_number for o in parts.known_orders})
    problems += facts_problems
    fixtures, row_problems = rows_fixtures(parts.suppliers, parts.purchase_orders, parts.booked_invoices,
                                           parts.invoice.supplier_vat if parts.invoice else None, erp)
    problems += row_problems
    answer = spec or parts.whole(raw)
    if answer is None or fixtures is None or expected_problems or any(f.startswith("expected.") for f in placeholders):
        return None, problems  # the answer cannot be held against a database of the case's rows

    # the expected answer against the case's own rows and the policy, even when facts are disputed above:
    # a comparison with a disputed fact is left out (booking) or says so (policy)
    disputed = frozenset(name.split(".")[1] for name in [*map(_field, facts_problems), *placeholders]
                         if name.startswith("invoice.") and "." in name)
    document_id = document_id_for(source.pdf)
    try:
        conn = open_task_database(snapshot, fixtures, document_id, source.pdf)
    except sqlite3.Error as exc:  # every rule is checked above; this is a bug, not a user error
        return None, problems + [f"the rows do not fit the ERP ({exc}); please report this as a bug"]
    try:
        problems += booking_problems(answer, conn, disputed)
        decision = policy_decision(answer, conn)
        if answer.policy_check:
            problem = disagreement(decision, answer, disputed)
            problems += [problem] if problem else []
        start = state_hash(conn)
    finally:
        conn.close()
    if problems or spec is None:
        return None, problems

    expected = spec.expected
    if expected.action == "book":
        goal = BookingGoal(document_id=document_id, po_number=normalize_po_number(expected.po_number),
                           gl_account=expected.gl_account, vat_code=expected.vat_code, net_amount=expected.net_amount)
    else:
        goal = FlagGoal(document_id=document_id, reason=expected.reason)
    tags = tuple(spec.tags) + (() if spec.policy_check else (POLICY_CHECK_OFF_TAG,))
    task = Task(task_id=_task_id(raw, source), split="cases", document_id=document_id,
                pdf=source.pdf, prompt=user_prompt(document_id), scenario=spec.scenario, difficulty=spec.difficulty,
                goal=goal, fixtures=fixtures, facts=None, layout="own", language="unknown", start_hash=start,
                tags=tags)
    reason = None if spec.policy_check else spec.policy_check_reason.strip()
    return CaseResult(task, source.toml_path, decision, reason), []


def _task_id(raw: dict | None, source: CaseSource) -> str:
    own = raw.get("id") if isinstance(raw, dict) else None
    return f"case-{own if isinstance(own, str) and own else source.folder.name}"


def _raw_or_none(source: CaseSource) -> dict | None:
    try:
        return tomllib.loads(decode_toml(source.toml_bytes))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None


_CACHE: dict[str, CaseSet] = {}
_CACHE_MAX = 8


def check_cases(folder: Path | str) -> CaseSet:
    """Every case of the folder, checked; CaseError listing every problem if any case has one.
    Results are cached by the content of the files, so an edited case is loaded anew."""
    root = Path(folder).resolve()
    scan = scan_folder(root)
    snapshot = load_snapshot(None, "cases")
    key = hashlib.sha256(f"{root}\0{scan.content_key()}".encode() + hashlib.sha256(snapshot).digest()).hexdigest()
    if not scan.problems and key in _CACHE:
        return CaseSet(_CACHE[key].results, tuple(scan.warnings))
    report = list(scan.problems)
    erp = ErpIndex.of(snapshot)
    results, ids = [], []
    for source in scan.sources:
        result, problems = _check_case(source, snapshot, erp)
        report += [f"{source.toml_path}: {problem}" for problem in problems]
        if result:
            results.append(result)
        ids.append(result.task.task_id if result else _task_id(_raw_or_none(source), source))
    report += [f"{root}: case id {i!r} is used twice" for i in sorted({i for i in ids if ids.count(i) > 1})]
    if report:
        raise CaseError(f"invalid cases; nothing was run ({len(report)} problem{'s' * (len(report) > 1)}):\n  "
                        + "\n  ".join(report))
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    _CACHE[key] = CaseSet(tuple(results), tuple(scan.warnings))
    return _CACHE[key]


def load_cases(folder: Path | str) -> tuple[Task, ...]:
    """The tasks of a cases folder; skipped folders are logged as warnings."""
    checked = check_cases(folder)
    for warning in checked.warnings:
        log.warning("%s", warning)
    return checked.tasks
