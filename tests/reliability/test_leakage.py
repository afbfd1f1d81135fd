"""Issue 5, item 4: no model-visible text reveals a hidden task field.

Model-visible: the system prompt, the tool descriptions and schemas (v1 MCP server, v0 functions),
every task's user prompt, every invoice PDF (its extracted text, its metadata, its decompressed
page streams and raw bytes), and every tool result and error over the whole train and eval
splits: the reference, newest-PO, printed-reference and vandal policies on every task, plus a
battery of probing calls per task (searches of every kind, reads of other documents and paths,
and deliberately bad bookings and flags, whose error messages are scanned too).

Hidden, and searched for in all of it:
  - the task id ("train-0042") and the start-state hash (any 64-hex string);
  - the scenario label, where it is not also a reason code (reason codes are policy text by
    design), and the words scenario, difficulty, held_out, intended, injection, fixture(s), oracle,
    recipe, goal, start_hash, and the generator's template ids (INJECT_*) and split seeds;
  - the goal as a record (its JSON in any of the forms the code writes);
  - the expected reason code (flag tasks) and the expected VAT code (booking tasks), which no
    document, search result or error may state: the agent must derive them.
Errors are also checked not to judge the business case (tolerance, duplicate, mismatch, ...).
Excluded by design, and said so where it happens: the policy text names every reason and VAT code;
an error that lists all allowed values (every reason, every VAT code) singles out none; a write
tool's result echoes the caller's own (normalised) arguments, and an error quotes the caller's own
value; those echoes are checked to be exactly that and removed before the per-task checks.

Fast: every text of every task, the probe battery through the core path on every task and
through the v1 MCP server on every 8th task. Slow (`-m slow`): the v1 battery on every task."""

from __future__ import annotations

import asyncio
import io
import json
import re
from collections import Counter

import pytest
from pypdf import PdfReader

from invoice_env.adapters import verifiers_v0
from invoice_env.episode.policy import REASONS
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools, extract_text
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.tasks.scenarios import SCENARIOS
from invoice_env.world.chart import VAT_CODES
from invoice_env.world.identifiers import normalize_po_number
from invoice_env.world.money import parse_plain_amount, plain

from .support import POLICIES

HIDDEN_LABELS = sorted((set(SCENARIOS) | {"own_case"}) - set(REASONS))
HIDDEN = re.compile(
    r"(?i)\b(?:scenarios?|difficult(?:y|ies)|start_hash|held[_ -]?out|intended|injections?|fixtures?|oracle|"
    r"recipes?|goals?|inject_\w+)\b"
    r"|\b(?:train|eval|cases?)-\d{4}\b"
    r"|\b[0-9a-fA-F]{64}\b"
    r"|\b1_?000_?003\b|\b2_?000_?029\b"
    r"|\b(?:" + "|".join(map(re.escape, HIDDEN_LABELS)) + r")\b")
ENUMERATIONS = [", ".join(REASONS), ", ".join(VAT_CODES), ", ".join(TOOL_NAMES),
                "'no_matching_po', 'duplicate_invoice', 'amount_out_of_tolerance' or 'supplier_mismatch'",
                "'open', 'closed' or 'all'"]
# a write tool checks formats and references, never business correctness: an error that judged the
# case ("over tolerance", "already invoiced") would hand the agent the answer
JUDGEMENT = re.compile(r"(?i)\b(?:toleran\w*|duplicat\w*|mismatch\w*|exceed\w*|already (?:booked|invoiced)|"
                       r"fully invoiced|wrong supplier|over budget)\b")
PROBE_POLICIES = ("reference", "newest-po", "printed-ref", "vandal")


# cheap prefilter: the regex runs only on a text that holds one of these (lower-cased) or a 64-hex run
_NEEDLES = ("scenario", "difficult", "start_hash", "held", "intended", "inject", "fixture", "oracle", "recipe",
            "goal", "train-", "eval-", "case-", "cases-", "000003", "000_003", "000029", "000_029",
            *HIDDEN_LABELS)
_HEX64 = re.compile(r"[0-9a-fA-F]{64}")


def hidden_words(text: str) -> list[str]:
    lower = text.lower()
    if not any(needle in lower for needle in _NEEDLES) and not _HEX64.search(text):
        return []
    return [m.group(0) for m in HIDDEN.finditer(text)]


def goal_records(task) -> list[str]:
    goal = task.goal
    dumped = goal.model_dump(mode="json")
    return [goal.model_dump_json(), json.dumps(dumped), json.dumps(dumped, sort_keys=True),
            json.dumps(dumped, ensure_ascii=False, sort_keys=True, separators=(",", ":"))]


def answer_tokens(task) -> list[re.Pattern]:
    """What a document, a search or an error must never state: the expected reason or VAT code."""
    token = task.goal.reason if task.goal.kind == "flag" else task.goal.vat_code
    return [re.compile(rf"\b{re.escape(token)}\b")]


def _strip_echoes(text: str, args) -> str:
    """An error may quote the caller's own values and list all allowed ones: neither singles anything out."""
    for enumeration in ENUMERATIONS:
        text = text.replace(enumeration, " ")
    if isinstance(args, dict):
        for value in args.values():
            if isinstance(value, str) and value:
                for form in (value, value.strip(), repr(value), repr(value)[:60], value.upper(), value.strip().upper()):
                    if form:
                        text = text.replace(form, " ")
    return text


class Scan:
    def __init__(self, tally: Counter):
        self.tally = tally
        self.found: list[str] = []

    def text(self, kind: str, text: str, task=None, call=None) -> None:
        """Global needles in any text; per-task needles where a task is given."""
        self.tally[f"scanned_{kind}"] += 1
        words = hidden_words(text)
        if words:
            self.found.append(f"{kind} {getattr(task, 'task_id', '')}: {words[:5]} in {text[:160]!r}")
        if task is None:
            return
        for record in goal_records(task):
            if record in text:
                self.found.append(f"{kind} {task.task_id}: the goal record")
        if call is not None:
            name, args = call
            if name in ("create_booking", "flag_for_review") and not text.startswith("Error"):
                self._echo(task, name, args, text)
                return
            text = _strip_echoes(text, args)
        for pattern in answer_tokens(task):
            if pattern.search(text):
                self.found.append(f"{kind} {task.task_id}: states the expected {pattern.pattern} in {text[:200]!r}")
        if kind.endswith("tool_error") and JUDGEMENT.search(text):
            self.found.append(f"{kind} {task.task_id}: an error judges the business case: {text[:200]!r}")

    def _echo(self, task, name: str, args: dict, text: str) -> None:
        """A write result is its new row's id plus the caller's own values, as stored (normalised)."""
        result = json.loads(text)
        key = "booking_id" if name == "create_booking" else "flag_id"
        fields = {k: v for k, v in result.items() if k != key}
        normal = {"po_number": normalize_po_number, "gl_account": lambda v: v.strip().replace(" ", ""),
                  "vat_code": lambda v: v.strip().upper(), "net_amount": lambda v: plain(parse_plain_amount(v))}
        if not isinstance(result.get(key), int) or not set(fields) <= set(args) or any(
                value != normal.get(k, str.strip)(args[k]) for k, value in fields.items()):
            self.found.append(f"{name} result {task.task_id}: more than the caller's own values: {text[:200]!r}")
        self.tally["write_results_checked_as_echoes"] += 1

    def assert_clean(self) -> None:
        assert not self.found, f"{len(self.found)} leaks, e.g.:\n" + "\n".join(self.found[:15])


# ------------------------------------------------------------------ static texts and documents


def test_system_prompt_tool_descriptions_and_every_user_prompt_reveal_nothing(v1, all_tasks, tally):
    scan = Scan(tally)
    scan.text("system_prompt", SYSTEM_PROMPT)
    for tool in asyncio.run(v1.server.list_tools()):
        scan.text("tool_schema", json.dumps({"name": tool.name, "description": tool.description,
                                             "schema": tool.input_schema}))
    assert [function.__name__ for function in verifiers_v0.TOOLS] == list(TOOL_NAMES)
    for function in verifiers_v0.TOOLS:
        scan.text("tool_schema", function.__doc__)
    for task in all_tasks:
        scan.text("user_prompt", task.prompt, task)
        assert task.prompt.count("inbox/") == 1
    for task in v1.all_tasks():  # what the v1 taskset hands the harness as the conversation's text
        scan.text("v1_prompt", task.data.prompt + "\n" + task.data.system_prompt)
    scan.assert_clean()


def test_every_invoice_pdf_text_metadata_and_stream_reveals_nothing(all_tasks, tally):
    scan = Scan(tally)
    for task in all_tasks:
        scan.text("pdf_text", extract_text(task.pdf), task)
        reader = PdfReader(io.BytesIO(task.pdf))
        metadata = {str(k): str(v) for k, v in (reader.metadata or {}).items()}
        assert set(metadata) <= {"/Author", "/Creator", "/Producer", "/Title", "/CreationDate",
                                 "/ModDate", "/Subject", "/Keywords", "/Trapped"}, metadata
        assert metadata.get("/Subject", "") == metadata.get("/Keywords", "") == "", metadata  # reportlab's blanks
        if task.layout.startswith("typst/"):  # Typst writes its XMP packet: title, author, dates, ids
            xmp = reader.xmp_metadata.stream.get_data().decode("utf-8")
            assert set(re.findall(r"<((?:dc|xmp|xmpMM|xmpTPg|pdf):\w+)>", xmp)) <= {
                "dc:title", "dc:creator", "dc:language", "dc:format", "xmp:CreatorTool", "xmp:ModifyDate",
                "xmp:CreateDate", "xmpTPg:NPages", "xmpMM:InstanceID", "xmpMM:DocumentID", "xmpMM:RenditionClass",
                "pdf:PDFVersion"}, xmp
            scan.text("pdf_metadata", xmp, task)
        else:
            assert reader.xmp_metadata is None
        assert "/Names" not in reader.trailer["/Root"] and "/AcroForm" not in reader.trailer["/Root"]
        scan.text("pdf_metadata", json.dumps(metadata, ensure_ascii=False), task)
        for page in reader.pages:
            assert "/Annots" not in page
            scan.text("pdf_stream", page.get_contents().get_data().decode("latin-1"), task)
        # the bytes outside the (compressed) streams; the streams are scanned decompressed above, and
        # compressed bytes spell a code such as "ICG" by chance
        scan.text("pdf_bytes", re.sub(rb"stream\r?\n.*?endstream", b"stream endstream", task.pdf,
                                      flags=re.S).decode("latin-1"), task)
        for label in (task.difficulty, task.layout):
            assert not re.search(rf"(?i)\b{label}\b", json.dumps(metadata)), (task.task_id, label)
    scan.assert_clean()


# ------------------------------------------------------------------ tool results and errors


def _battery(task, other, foreign_po: str) -> list[tuple[str, object]]:
    """Probing calls a curious agent makes, most of them wrong on purpose."""
    doc, facts = task.document_id, task.facts
    po = facts.po_reference or foreign_po
    booking = {"document_id": doc, "po_number": po, "gl_account": "604000", "vat_code": "V21", "net_amount": "100.00"}
    return [
        ("read_document", {"document_id": doc}),
        ("read_document", {"document_id": other.document_id}),
        ("read_document", {"document_id": "../datasets/train.parquet"}),
        ("read_document", {"document_id": "inbox/"}),
        ("search_purchase_order", {"supplier_vat": facts.supplier_vat, "status": "all"}),
        ("search_purchase_order", {"supplier_vat": facts.supplier_vat, "status": "closed"}),
        ("search_purchase_order", {"supplier_name": facts.supplier_name.split()[0]}),
        ("search_purchase_order", {"po_number": po, "status": "all"}),
        ("search_purchase_order", {"po_number": foreign_po, "status": "all"}),
        ("search_purchase_order", {"supplier_name": "%"}),
        ("search_purchase_order", {"status": "all"}),
        ("search_purchase_order", {"po_number": po, "status": "pending"}),
        ("search_purchase_order", {"po_number": "---"}),
        ("create_booking", booking | {"po_number": "99999999"}),
        ("create_booking", booking | {"gl_account": "999999"}),
        ("create_booking", booking | {"vat_code": "V99"}),
        ("create_booking", booking | {"net_amount": "4.182,30"}),
        ("create_booking", booking | {"net_amount": "0"}),
        ("create_booking", booking | {"document_id": other.document_id}),
        ("create_booking", {k: v for k, v in booking.items() if k != "vat_code"}),
        ("create_booking", booking | {"booking_id": "1"}),
        ("flag_for_review", {"document_id": doc, "reason": "looks_odd", "note": "x"}),
        ("flag_for_review", {"document_id": doc, "reason": "no_matching_po", "note": "n" * 2001}),
        ("flag_for_review", {"document_id": doc, "reason": "no_matching_po", "note": " "}),
        ("flag_for_review", {"document_id": other.document_id, "reason": "supplier_mismatch", "note": "x"}),
        ("get_answer", {"task": "current"}),
    ]


FRAMEWORK_PROBES = [  # rejected by the MCP layer's schema validation before our code runs
    ("create_booking", {"net_amount": 4182.3}),
    ("read_document", {"document_id": 7}),
    ("flag_for_review", {"reason": "looks_odd"}),
    ("search_purchase_order", {"status": "pending"}),
    ("read_document", {"document_id": "x", "path": "/etc/passwd"}),
]


@pytest.fixture(scope="module")
def foreign_po(snapshot, train_tasks):
    session = RolloutSession.start(snapshot_for(train_tasks[0]), train_tasks[0])
    try:
        return session.conn.execute("SELECT po_number FROM purchase_orders ORDER BY po_number DESC").fetchone()[0]
    finally:
        session.close()


def test_every_tool_result_and_error_over_both_splits_reveals_nothing(snapshot, all_tasks, foreign_po, tally):
    from .support import core_rollout

    scan = Scan(tally)
    for index, task in enumerate(all_tasks):
        for policy in PROBE_POLICIES:
            result = core_rollout(snapshot_for(task), task, POLICIES[policy])
            for call, text in zip(result.calls, result.texts):
                kind = "tool_error" if text.startswith("Error") else "tool_text"
                scan.text(kind, text, task, (call.name, call.arguments))
        other = all_tasks[(index + 1) % len(all_tasks)]
        session = RolloutSession.start(snapshot_for(task), task)
        try:
            tools = InvoiceTools(session)
            for name, args in _battery(task, other, foreign_po):
                ok, text = tools.call(name, args)
                scan.text("tool_error" if not ok else "tool_text", text, task, (name, args))
            assert session.changes_since_start == 0
        finally:
            session.close()
    scan.assert_clean()
    assert tally["scanned_tool_error"] > 10 * len(all_tasks)


def _v1_battery(v1, tasks, foreign_po, tally) -> None:
    scan = Scan(tally)
    by_id = {t.data.id: t for t in v1.all_tasks()}

    async def run() -> None:
        for index, task in enumerate(tasks):
            other = tasks[(index + 1) % len(tasks)]
            rollout = await v1.start(by_id[task.task_id])
            for name, args in _battery(task, other, foreign_po) + FRAMEWORK_PROBES:
                text = await v1.call(rollout, name, args)
                kind = "v1_framework_error" if text.startswith(("Error executing", "error: ")) else (
                    "v1_tool_error" if text.startswith("Error") else "v1_tool_text")
                scan.text(kind, text, task, (name, args))
            assert not any((rollout.state.session or {"rows": {}})["rows"].values())

    asyncio.run(run())
    scan.assert_clean()


def test_v1_tool_results_and_framework_errors_reveal_nothing(v1, all_tasks, foreign_po, tally):
    _v1_battery(v1, all_tasks[::8], foreign_po, tally)


@pytest.mark.slow
def test_v1_tool_results_and_framework_errors_over_every_task_reveal_nothing(v1, all_tasks, foreign_po, tally):
    _v1_battery(v1, all_tasks, foreign_po, tally)
