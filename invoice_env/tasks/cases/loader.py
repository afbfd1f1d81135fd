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
from pathlib import Path

from pydantic import ValidationError

from invoice_env.episode.policy import REASONS, Decision
from invoice_env.episode.prompt import user_prompt
from invoice_env.tasks.cases.files import CASE_FILE, CaseSource, decode_toml, scan_folder
from invoice_env.tasks.cases.policy_check import booking_problems, disagreement, policy_decision
from invoice_env.tasks.cases.rows import ErpIndex, case_fixtures
from invoice_env.tasks.cases.spec import CaseFile, field_name, spec_problems
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


def _expected_problems(spec: CaseFile) -> list[str]:
    expected, problems = spec.expected, []
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
    if not spec.policy_check and not (spec.policy_check_reason or "").strip():
        problems.append("field policy_check_reason: required when policy_check = false; say why the expected "
                        "answer differs from the policy")
    if spec.policy_check and spec.policy_check_reason is not None:
        problems.append("field policy_check_reason: only allowed with policy_check = false")
    return problems


_PLACEHOLDER_TEXTS = frozenset({"TODO", "CHECK", "TBD", "XXX", "?"})


def _placeholder_problems(spec: CaseFile) -> list[str]:
    """Values left as `invoice-env case new` wrote them: its 2000-01-01 dates outside [invoice] (the facts
    check refuses the invoice's own) and TODO/CHECK written as a value."""
    problems = []
    for index, order in enumerate(spec.purchase_orders, start=1):
        problems.append(placeholder_date_problem(f"purchase_orders.{index}.order_date", order.order_date))
    for index, invoice in enumerate(spec.booked_invoices, start=1):
        problems.append(placeholder_date_problem(f"booked_invoices.{index}.invoice_date", invoice.invoice_date))

    def walk(value: object, path: tuple) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, (*path, key))
        elif isinstance(value, list):
            for position, item in enumerate(value):
                walk(item, (*path, position))
        elif isinstance(value, str) and value.strip().upper() in _PLACEHOLDER_TEXTS:
            problems.append(f"field {field_name(path)} = {value!r}: a placeholder, not a value; fill it in")

    walk(spec.model_dump(), ())
    return [p for p in problems if p]


def _supplier_pos(spec: CaseFile, erp: ErpIndex) -> set[str]:
    """The PO numbers of the invoice's supplier: in the shipped ERP and in the case's [[purchase_orders]]."""
    key = normalize_vat(spec.invoice.supplier_vat)
    supplier_id = erp.suppliers.get(key)
    pos = {po for po, owner in erp.orders.items() if supplier_id is not None and owner == supplier_id}
    return pos | {normalize_po_number(o.po_number) for o in spec.purchase_orders
                  if normalize_vat(o.supplier_vat) == key}


def _read_spec(source: CaseSource) -> tuple[CaseFile | None, list[str]]:
    try:
        return CaseFile.model_validate(tomllib.loads(decode_toml(source.toml_bytes))), []
    except UnicodeDecodeError as exc:
        return None, [f"not UTF-8 text (byte {exc.start}); save it as UTF-8"]
    except tomllib.TOMLDecodeError as exc:
        return None, [f"not valid TOML: {exc}"]
    except ValidationError as exc:
        return None, spec_problems(exc)


def _check_case(source: CaseSource, snapshot: bytes, erp: ErpIndex) -> tuple[CaseResult | None, list[str]]:
    spec, problems = _read_spec(source)
    text = None
    try:
        text = pdf_text(source.pdf)
    except PdfTextError as exc:
        problems.append(f"{source.pdf_path.name} {exc}")
    if spec is None:
        return None, problems
    problems += _expected_problems(spec) + _placeholder_problems(spec)
    if text is not None:
        problems += facts_not_in_text(spec.invoice, text, _supplier_pos(spec, erp))
    fixtures, row_problems = case_fixtures(spec, erp)
    problems += row_problems
    if problems:
        return None, problems

    document_id = document_id_for(source.pdf)
    try:
        conn = open_task_database(snapshot, fixtures, document_id, source.pdf)
    except sqlite3.Error as exc:  # every rule is checked above; this is a bug, not a user error
        return None, [f"the rows do not fit the ERP ({exc}); please report this as a bug"]
    try:
        problems = booking_problems(spec, conn)
        decision = policy_decision(spec, conn)
        if spec.policy_check:
            problem = disagreement(decision, spec)
            problems += [problem] if problem else []
        start = state_hash(conn)
    finally:
        conn.close()
    if problems:
        return None, problems

    expected = spec.expected
    if expected.action == "book":
        goal = BookingGoal(document_id=document_id, po_number=normalize_po_number(expected.po_number),
                           gl_account=expected.gl_account, vat_code=expected.vat_code, net_amount=expected.net_amount)
    else:
        goal = FlagGoal(document_id=document_id, reason=expected.reason)
    tags = tuple(spec.tags) + (() if spec.policy_check else (POLICY_CHECK_OFF_TAG,))
    task = Task(task_id=f"case-{spec.id or source.folder.name}", split="cases", document_id=document_id,
                pdf=source.pdf, prompt=user_prompt(document_id), scenario=spec.scenario, difficulty=spec.difficulty,
                goal=goal, fixtures=fixtures, facts=None, layout="own", language="unknown", start_hash=start,
                tags=tags)
    reason = None if spec.policy_check else spec.policy_check_reason.strip()
    return CaseResult(task, source.toml_path, decision, reason), []


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
    results = []
    for source in scan.sources:
        result, problems = _check_case(source, snapshot, erp)
        report += [f"{source.toml_path}: {problem}" for problem in problems]
        if result:
            results.append(result)
    ids = [r.task.task_id for r in results]
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
