"""Issue 5, item 3: hostile tool input.

Every argument of every tool gets unicode, 1 MB strings, control characters, SQL fragments, path
traversal, JSON in strings, numbers as strings and strings as numbers, wrong types; calls come
with arguments missing and extra ones added, and with unknown tool names. Every call must return
a clear tool error ("Error: ...", short) or a valid result, never crash, and a failed call writes
nothing (the session's change counter and its rows are unchanged); a successful write adds exactly
its one row, holding the validated values.

Three paths: `InvoiceTools.call` (the core both adapters use), the v0 adapter's `run_tool`, and
the v1 MCP tool server (`call_tool`, so the framework's own argument validation is in the loop;
its rejections are tool errors too). Two kinds of test: a systematic sweep (each argument of each
tool x each hostile value, the other arguments valid) and hypothesis (seeded, `derandomize`) for
sequences of calls with several hostile arguments at once.

The v1 path adds the MCP layer's own answers: its argument validation ("validation error"), and
its habit of pre-parsing optional string arguments as JSON, which fails for a digit string longer
than Python's 4,300-digit int limit ("Exceeds the limit ... for integer string conversion"); both
are tool errors that wrote nothing, counted apart.

Regressions pinned at the end: an argument named `self`, a non-string key and a string holding a
lone UTF-16 surrogate ("\\ud800") used to make `InvoiceTools.call` raise (TypeError,
UnicodeEncodeError from sqlite) instead of answering; this suite found them, and they now answer
with a tool error.

Fast: ~600 hypothesis examples + the sweep. Slow (`-m slow`): 7,500 examples."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import Counter

import pytest
from conftest import first
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from invoice_env.adapters.verifiers_v0 import run_tool
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools, extract_text
from invoice_env.tasks.dataset import snapshot_for

ARGS = {
    "search_purchase_order": ("po_number", "supplier_name", "supplier_vat", "status"),
    "read_document": ("document_id",),
    "create_booking": ("document_id", "po_number", "gl_account", "vat_code", "net_amount"),
    "flag_for_review": ("document_id", "reason", "note"),
}
MB = 1 << 20
HUGE = ["x" * MB, "é" * MB, "9" * MB, "'" * MB, "\x00" * MB, "🧾" * (MB // 4), "1" * 201, "n" * 2001]
SQL = ["' OR 1=1 --", "'; DROP TABLE bookings; --", '" OR ""="', "1; DELETE FROM review_flags", "%", "_", "\\",
       "' UNION SELECT pdf FROM inbox --", "'); ATTACH DATABASE '/tmp/x.db' AS x; --", "*/ SELECT 1 /*", "NULL",
       "45001234' --", "604000' OR '1'='1", "V21'; UPDATE bookings SET net_amount='0' --"]
PATHS = ["../datasets/train.parquet", "../../../../etc/passwd", "/etc/passwd", "inbox/../../x.pdf", "inbox/",
         "inbox/*.pdf", "file:///etc/passwd", "C:\\Windows\\win.ini", "~/.ssh/id_rsa", "inbox/%2e%2e/manifest.json",
         "\\\\server\\share\\x.pdf", "inbox/../inbox/x.pdf"]
JSONS = ['{"po_number": "45001234"}', "[1, 2]", "null", "true", '{"$ne": null}',
         '{"booking_id": 1, "net_amount": "1.00"}', '"quoted"', '{"reason": "duplicate_invoice"}']
NUMBER_TEXTS = ["4182.30", "4.182,30", "1e9", "-0", "-5.00", "0", "0.00", "NaN", "Infinity", "0x10", "１２３.４５",
                "٣.٥", "00001.00", "1_000.00", " 12.00 ", "12.", ".5", "999999999999.99", "1000000000000.00",
                "12.345", "+7"]
CONTROL = ["", " ", "\x00", "a\x00b", "\x07", "\x1b[31mred", "\r\n", "\t", "\u202eevil", "\ufeff", "\u200b",
           "\ud800", "a\udfffb", "\n" * 50]
UNICODE = ["Überweisung", "Société Générale", "東京", "😀", "ǅ", "ﬁ", "ß", "İ", "ı", "\u0301", "ᴾᴼ", "Ⅻ"]
WRONG_TYPES = [None, True, False, 0, -1, 4182.3, float("nan"), float("inf"), 10 ** 40, [], ["open"], {}, {"v": 1},
               b"bytes", ("t",)]
HOSTILE = HUGE + SQL + PATHS + JSONS + NUMBER_TEXTS + CONTROL + UNICODE + WRONG_TYPES
EXTRA_KEYS = ["self", "session", "booking_id", "table", "sql", "__class__", "kwargs", "args", "", "document_id ",
              "DOCUMENT_ID", "po", "amount", "limit"]
BAD_NAMES = ["drop_table", "__init__", "call", "conn", "_document", "session", "search_purchase_order ",
             "SEARCH_PURCHASE_ORDER", "", "read_document\x00", None, 7, ["read_document"], {"name": "x"}]
MAX_ERROR = 1000  # characters: an error quotes a hostile value only shortened


# ------------------------------------------------------------------ the contract of one call


def _written(session: RolloutSession) -> tuple[int, list, list]:
    conn = session.conn
    return (session.changes_since_start, conn.execute("SELECT * FROM bookings ORDER BY booking_id").fetchall(),
            conn.execute("SELECT * FROM review_flags ORDER BY flag_id").fetchall())


def _check_result(session: RolloutSession, name, args, ok: bool, text: str, before, after) -> None:
    """One answered call: an error wrote nothing; a result is valid and wrote exactly its row."""
    assert isinstance(text, str) and text, (name, args)
    if not ok:
        assert text.startswith("Error: ") and len(text) <= MAX_ERROR, (name, text[:300])
        assert after == before, f"a failed {name!r} call wrote: {text[:200]}"
        return
    changes, bookings, flags = after
    if name == "search_purchase_order":
        data = json.loads(text)
        assert set(data) - {"note"} == {"results", "count", "truncated"} and data["count"] == len(data["results"]) <= 20
        assert ("note" in data) == (data["count"] == 0)  # an empty result says which filters it combined
        assert after == before
    elif name == "read_document":
        assert text == extract_text(session.task.pdf) and after == before
    elif name == "create_booking":
        assert changes == before[0] + 1 and len(bookings) == len(before[1]) + 1 and flags == before[2]
        row = bookings[-1]
        assert json.loads(text) == dict(zip(("booking_id", "document_id", "po_number", "gl_account", "vat_code",
                                             "net_amount"), row))
        assert row[1] == session.task.document_id
    elif name == "flag_for_review":
        assert changes == before[0] + 1 and len(flags) == len(before[2]) + 1 and bookings == before[1]
        row = flags[-1]
        assert json.loads(text) == {"flag_id": row[0], "document_id": row[1], "reason": row[2]}
        assert row[1] == session.task.document_id and row[3] == args["note"].strip()
    else:  # pragma: no cover
        raise AssertionError(f"unknown tool {name!r} answered without an error")


def core_call(session: RolloutSession, name, args, counts: Counter) -> None:
    before = _written(session)
    errors_before = session.tool_errors
    counts["core_calls"] += 1
    ok, text = InvoiceTools(session).call(name, args)  # the contract: it answers, it never raises
    _check_result(session, name, args, ok, text, before, _written(session))
    assert session.tool_errors == errors_before + (not ok)
    counts["core_errors" if not ok else "core_results"] += 1


def v0_call(session: RolloutSession, name, args, counts: Counter) -> None:
    before = _written(session)
    text = run_tool(session, name, args)  # the v0 adapter's entry: must never raise
    counts["v0_calls"] += 1
    ok = not text.startswith("Error")
    _check_result(session, name, args, ok, text, before, _written(session))


def _state_rows(rollout) -> tuple:
    session = rollout.state.session or {"rows": {}}
    bookings, flags = session["rows"].get("bookings", []), session["rows"].get("review_flags", [])
    return (len(bookings) + len(flags), bookings, flags)


async def v1_call(v1, rollout, name, args, counts: Counter) -> None:
    """Through the MCP server: an answer, or the framework's tool error; the state only grows on success."""
    before = _state_rows(rollout)
    text = await v1.call(rollout, name, args)
    counts["v1_calls"] += 1
    after = _state_rows(rollout)
    assert isinstance(text, str) and text
    if text.startswith("Error"):  # ours ("Error: ...") or the framework's ("Error executing tool ...")
        assert after == before, f"a failed {name!r} call wrote: {text[:200]}"
        if text.startswith("Error: "):
            counts["v1_errors"] += 1
        elif "validation error" in text:
            counts["v1_framework_validation_errors"] += 1
        else:  # MCP pre-parses optional string args as JSON; a huge digit string fails Python's int limit
            assert "integer string conversion" in text, f"{name!r} failed inside the tool: {text[:300]}"
            counts["v1_framework_preparse_errors"] += 1
        return
    if text.startswith("error: "):  # the harness's own answer (an unknown tool)
        assert name not in TOOL_NAMES and after == before
        counts["v1_harness_errors"] += 1
        return
    counts["v1_results"] += 1
    grew = {"create_booking": (1, 0), "flag_for_review": (0, 1)}.get(name, (0, 0))
    assert (after[0] - before[0], len(after[1]) - len(before[1]), len(after[2]) - len(before[2])) == (sum(grew), *grew)


# ------------------------------------------------------------------ fixtures


@pytest.fixture(autouse=True)
def quiet_v0_logger(monkeypatch):
    """run_tool logs every internal failure with its traceback; thousands of them only cost time."""
    monkeypatch.setattr(logging.getLogger("invoice_env.adapters.verifiers_v0"), "disabled", True)


@pytest.fixture(scope="module")
def fuzz_tasks(train_tasks, eval_tasks):
    return [first(train_tasks, scenario="exact_match"), first(train_tasks, scenario="duplicate_invoice"),
            first(train_tasks, scenario="prompt_injection"), first(eval_tasks, goal_kind="booking")]


def _valid_args(task) -> dict[str, dict]:
    goal = task.goal
    po = goal.po_number if goal.kind == "booking" else task.facts.po_reference or "45000001"
    return {
        "search_purchase_order": {"po_number": po, "supplier_name": task.facts.supplier_name[:5],
                                  "supplier_vat": task.facts.supplier_vat, "status": "all"},
        "read_document": {"document_id": task.document_id},
        "create_booking": {"document_id": task.document_id, "po_number": po,
                           "gl_account": getattr(goal, "gl_account", "604000"),
                           "vat_code": getattr(goal, "vat_code", "V21"), "net_amount": "100.00"},
        "flag_for_review": {"document_id": task.document_id, "reason": "no_matching_po", "note": "checked"},
    }


# ------------------------------------------------------------------ the sweep


def _sweep_cases(task) -> list[tuple[object, object]]:
    valid = _valid_args(task)
    cases = []
    for name, names in ARGS.items():
        for arg in names:
            for value in HOSTILE:
                cases.append((name, valid[name] | {arg: value}))
            cases.append((name, {k: v for k, v in valid[name].items() if k != arg}))  # missing
        for key in EXTRA_KEYS:
            cases.append((name, valid[name] | {key: "x"}))  # extra
        cases.append((name, valid[name]))
        cases.append((name, {}))
    for bad in BAD_NAMES:
        cases.append((bad, {}))
    for args in ("inbox/x.pdf", None, [], ["document_id"], 7):
        cases.append(("read_document", args))  # not an object
    return cases


def test_every_argument_of_every_tool_against_every_hostile_value(snapshot, fuzz_tasks, v1, tally):
    counts = Counter()
    for task in fuzz_tasks:
        for name, args in _sweep_cases(task):
            for call in (core_call, v0_call):
                session = RolloutSession.start(snapshot_for(task), task)
                try:
                    call(session, name, args, counts)
                finally:
                    session.close()
    by_id = {t.data.id: t for t in v1.all_tasks()}

    async def through_v1() -> None:
        for task in fuzz_tasks:
            for name, args in _sweep_cases(task):
                if isinstance(args, dict) and isinstance(name, str):  # the MCP protocol carries only these
                    rollout = await v1.start(by_id[task.task_id])
                    await v1_call(v1, rollout, name, args, counts)

    asyncio.run(through_v1())
    assert counts["core_results"] and counts["core_errors"] and counts["v1_results"] and counts["v1_errors"]
    tally.update(counts)


def test_a_huge_argument_is_refused_without_work(snapshot, fuzz_tasks):
    """1 MB in any argument is refused by its length check before any query runs."""
    import time

    task = fuzz_tasks[0]
    valid = _valid_args(task)
    session = RolloutSession.start(snapshot_for(task), task)
    try:
        for name, names in ARGS.items():
            for arg in names:
                started = time.perf_counter()
                ok, text = InvoiceTools(session).call(name, valid[name] | {arg: "x" * MB})
                assert not ok and len(text) < MAX_ERROR and time.perf_counter() - started < 1.0, (name, arg, text)
    finally:
        session.close()


# ------------------------------------------------------------------ hypothesis


MISSING = object()


def hostile_values(task) -> st.SearchStrategy:
    good = sorted({v for args in _valid_args(task).values() for v in args.values()})
    return st.one_of(
        st.sampled_from(HOSTILE),
        st.text(max_size=30),
        st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=12),  # surrogates too
        st.builds(lambda n, d, sep: f"{n}{sep}{d}", st.integers(0, 10 ** 14), st.integers(0, 999),
                  st.sampled_from([".", ",", ""])),
        st.none(), st.booleans(), st.integers(), st.floats(),
        st.lists(st.sampled_from(good), max_size=2),
        st.dictionaries(st.sampled_from(["po_number", "value", "$gt"]), st.sampled_from(good), max_size=2),
        st.sampled_from(good).map(lambda v: f"{v}' OR '1'='1"),
        st.sampled_from(good).map(lambda v: f"  {v.upper()}\n"),
        st.sampled_from(good),  # a valid value in the wrong argument
    )


def calls(task, object_args_only: bool = False) -> st.SearchStrategy:
    """One call: usually a known tool whose arguments are each valid (most often), hostile, or
    missing, sometimes with extra arguments; else an unknown name or arguments that are no object."""
    valid = _valid_args(task)
    hostile = hostile_values(task)

    def weighted(weights: dict, choices: dict) -> st.SearchStrategy:
        """One of `choices` by weight: draws a kind and every choice, keeps the drawn kind's value
        (cheaper for hypothesis than a flatmap, which builds a strategy per example)."""
        kinds = st.sampled_from([kind for kind, weight in weights.items() for _ in range(weight)])
        names = list(choices)
        return st.tuples(kinds, *choices.values()).map(lambda t: t[1 + names.index(t[0])])

    def argument(name: str, arg: str) -> st.SearchStrategy:
        own = [valid[name][arg]] + (["open", "closed"] if arg == "status" else
                                     ["duplicate_invoice", "amount_out_of_tolerance"] if arg == "reason" else [])
        return weighted({"valid": 6, "hostile": 3, "missing": 1},
                        {"valid": st.sampled_from(own), "hostile": hostile, "missing": st.just(MISSING)})

    extra_keys = st.sampled_from(EXTRA_KEYS) | st.text(max_size=8)
    if not object_args_only:
        extra_keys = extra_keys | st.integers(-2, 2)
    extra = weighted({"none": 5, "some": 1}, {"none": st.just({}),
                                              "some": st.dictionaries(extra_keys, hostile, min_size=1, max_size=2)})

    def for_tool(name: str) -> st.SearchStrategy:
        present = st.tuples(*(argument(name, arg) for arg in ARGS[name])).map(
            lambda vals: {arg: v for arg, v in zip(ARGS[name], vals) if v is not MISSING})
        return st.tuples(st.just(name), st.tuples(present, extra).map(lambda p: {**p[1], **p[0]}))

    known = st.one_of(*(for_tool(name) for name in TOOL_NAMES))
    names = st.sampled_from([n for n in BAD_NAMES if isinstance(n, str) or not object_args_only])
    strange = st.tuples(names | st.text(max_size=12), st.dictionaries(st.text(max_size=8), hostile, max_size=2))
    if not object_args_only:
        strange = strange | st.tuples(st.sampled_from(TOOL_NAMES), st.one_of(st.none(), st.text(max_size=10),
                                                                           st.lists(hostile, max_size=2)))
    return weighted({"known": 9, "strange": 1}, {"known": known, "strange": strange})


def _settings(examples: int):
    return settings(max_examples=examples, derandomize=True, database=None, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


def _core_and_v0(snapshot, fuzz_tasks, examples: int, tally) -> None:
    counts = Counter()

    sequences = [st.lists(calls(task), min_size=1, max_size=6) for task in fuzz_tasks]

    @_settings(examples)
    @given(data=st.data(), which=st.integers(0, len(fuzz_tasks) - 1))
    def run(data, which):
        task = fuzz_tasks[which]
        sequence = data.draw(sequences[which])
        for call in (core_call, v0_call):
            session = RolloutSession.start(snapshot_for(task), task)
            try:
                for name, args in sequence:
                    call(session, name, args, counts)
            finally:
                session.close()
        counts["examples"] += 1

    run()
    assert counts["core_results"] and counts["core_errors"]
    tally.update(counts)


def _v1(v1, fuzz_tasks, examples: int, tally) -> None:
    counts = Counter()
    by_id = {t.data.id: t for t in v1.all_tasks()}
    loop = asyncio.new_event_loop()

    sequences = [st.lists(calls(task, object_args_only=True), min_size=1, max_size=6) for task in fuzz_tasks]

    @_settings(examples)
    @given(data=st.data(), which=st.integers(0, len(fuzz_tasks) - 1))
    def run(data, which):
        task = fuzz_tasks[which]
        sequence = data.draw(sequences[which])

        async def go() -> None:
            rollout = await v1.start(by_id[task.task_id])
            for name, args in sequence:
                await v1_call(v1, rollout, name, args, counts)

        loop.run_until_complete(go())
        counts["v1_examples"] += 1

    try:
        run()
    finally:
        loop.close()
    assert counts["v1_results"] and counts["v1_errors"]
    tally.update(counts)


def test_fuzzed_call_sequences_on_the_core_and_v0_paths(snapshot, fuzz_tasks, tally):
    before = bytes(snapshot)
    _core_and_v0(snapshot, fuzz_tasks, 400, tally)
    assert snapshot == before


def test_fuzzed_call_sequences_through_the_v1_tool_server(v1, fuzz_tasks, tally):
    _v1(v1, fuzz_tasks, 200, tally)


@pytest.mark.slow
def test_fuzzed_call_sequences_at_length(snapshot, v1, fuzz_tasks, tally):
    _core_and_v0(snapshot, fuzz_tasks, 5000, tally)
    _v1(v1, fuzz_tasks, 2500, tally)


# ------------------------------------------------------------------ regressions found by this suite


@pytest.mark.parametrize("name,args,needle", [
    ("read_document", {"self": "x"}, "unexpected argument(s) self"),
    ("read_document", {1: "x"}, "unexpected argument(s) 1"),
    ("read_document", {"document_id": "\ud800"}, "lone surrogate"),
    ("search_purchase_order", {"supplier_name": "\ud800"}, "lone surrogate"),
    ("flag_for_review", {"document_id": "DOC", "reason": "no_matching_po", "note": "\udcff"}, "lone surrogate"),
], ids=["self-key", "int-key", "surrogate-document-id", "surrogate-supplier-name", "surrogate-note"])
def test_inputs_that_used_to_make_the_core_raise_are_tool_errors(snapshot, fuzz_tasks, name, args, needle):
    task = fuzz_tasks[0]
    args = {k: (task.document_id if v == "DOC" else v) for k, v in args.items()}
    session = RolloutSession.start(snapshot_for(task), task)
    try:
        ok, text = InvoiceTools(session).call(name, args)
        assert not ok and text.startswith("Error: ") and needle in text, text
        assert session.changes_since_start == 0
    finally:
        session.close()
