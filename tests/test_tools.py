import json

import pytest
from conftest import first

from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools


@pytest.fixture()
def booking_task(train_tasks):
    return first(train_tasks, scenario="exact_match")


@pytest.fixture()
def tools(snapshot, booking_task):
    session = RolloutSession.start(snapshot, booking_task)
    yield InvoiceTools(session)
    session.close()


def _written(tools: InvoiceTools) -> tuple[int, int, int]:
    conn = tools.session.conn
    return (conn.execute("SELECT count(*) FROM bookings").fetchone()[0],
            conn.execute("SELECT count(*) FROM review_flags").fetchone()[0], tools.session.changes_since_start)


def _good_booking(task) -> dict:
    goal = task.goal
    return {"document_id": task.document_id, "po_number": goal.po_number, "gl_account": goal.gl_account,
            "vat_code": goal.vat_code, "net_amount": f"{goal.net_amount:.2f}"}


def test_search_returns_the_contract_fields(tools, booking_task):
    ok, text = tools.call("search_purchase_order", {"po_number": booking_task.goal.po_number})
    assert ok
    data = json.loads(text)
    assert set(data) == {"results", "count", "truncated"} and data["count"] == 1 and data["truncated"] is False
    po = data["results"][0]
    for key in ("po_number", "status", "order_date", "supplier", "gl_account", "lines", "net_total", "invoiced_net",
                "invoices"):
        assert key in po
    assert set(po["supplier"]) == {"name", "vat_number", "country"}
    assert set(po["lines"][0]) == {"article_no", "quantity", "unit_price"}
    assert all(len(po[k].split(".")[1]) == 2 for k in ("net_total", "invoiced_net"))


def test_search_matches_names_partially_and_vat_numbers_loosely(tools, booking_task):
    vat = booking_task.facts.supplier_vat
    messy = " " + ".".join(vat[i:i + 3] for i in range(0, len(vat), 3)).lower() + " "
    by_vat = json.loads(tools.call("search_purchase_order", {"supplier_vat": messy, "status": "all"})[1])
    name = booking_task.facts.supplier_name
    by_name = json.loads(tools.call("search_purchase_order", {"supplier_name": name[2:9].upper(), "status": "all"})[1])
    assert by_vat["count"] >= 1
    assert {p["po_number"] for p in by_vat["results"]} <= {p["po_number"] for p in by_name["results"]} or by_name["truncated"]
    assert all(p["supplier"]["vat_number"] == vat for p in by_vat["results"])
    closed = json.loads(tools.call("search_purchase_order", {"supplier_vat": vat, "status": "closed"})[1])
    assert all(p["status"] == "closed" for p in closed["results"])


def test_like_wildcards_in_names_are_literal(tools):
    data = json.loads(tools.call("search_purchase_order", {"supplier_name": "%", "status": "all"})[1])
    assert data["count"] == 0


def test_read_document_returns_the_invoice_text_and_refuses_anything_else(tools, booking_task, train_tasks):
    ok, text = tools.call("read_document", {"document_id": booking_task.document_id})
    assert ok and booking_task.facts.invoice_number in text
    other = next(t for t in train_tasks if t.document_id != booking_task.document_id)
    for bad in (other.document_id, "../datasets/train.parquet", "/etc/passwd", "inbox/../../x.pdf", "inbox/"):
        ok, text = tools.call("read_document", {"document_id": bad})
        assert not ok and "not in this task's inbox" in text and booking_task.document_id in text


def test_a_good_booking_and_a_good_flag_write_one_row_each(tools, booking_task):
    ok, text = tools.call("create_booking", _good_booking(booking_task))
    assert ok and json.loads(text)["booking_id"] == 1
    ok, _ = tools.call("flag_for_review", {"document_id": booking_task.document_id, "reason": "duplicate_invoice",
                                           "note": "seen before"})
    assert ok and _written(tools) == (1, 1, 2)


BAD_AMOUNTS = ["4.182,30", "€4182.30", "-5", "1e9", "NaN", "0", "12.345", "Robert'); DROP TABLE bookings;--", 4182.3,
               None, ["1"], {"v": 1}, "1" * 50]


@pytest.mark.parametrize("amount", BAD_AMOUNTS)
def test_malformed_amounts_are_refused_and_nothing_is_written(tools, booking_task, amount):
    args = _good_booking(booking_task) | {"net_amount": amount}
    ok, text = tools.call("create_booking", args)
    assert not ok and text.startswith("Error:") and "net_amount" in text
    assert _written(tools) == (0, 0, 0)


@pytest.mark.parametrize("field,value,needle", [
    ("po_number", "99999999", "purchase order '99999999' does not exist"),
    ("po_number", "' OR 1=1 --", "does not exist"),
    ("gl_account", "999999", "GL account '999999' does not exist"),
    ("vat_code", "V99", "VAT code 'V99' does not exist"),
    ("document_id", "inbox/other.pdf", "not in this task's inbox"),
    ("po_number", "", "is empty"),
    ("gl_account", 604000, "must be a string"),
])
def test_unknown_references_and_wrong_types_are_refused(tools, booking_task, field, value, needle):
    ok, text = tools.call("create_booking", _good_booking(booking_task) | {field: value})
    assert not ok and needle in text
    assert _written(tools) == (0, 0, 0)


def test_missing_and_extra_arguments_are_refused(tools, booking_task):
    args = _good_booking(booking_task)
    del args["vat_code"]
    ok, text = tools.call("create_booking", args)
    assert not ok and "missing argument 'vat_code'" in text
    ok, text = tools.call("create_booking", _good_booking(booking_task) | {"booking_id": 7})
    assert not ok and "unexpected argument(s) booking_id" in text
    ok, text = tools.call("flag_for_review", {"document_id": booking_task.document_id, "reason": "looks_odd",
                                              "note": "x"})
    assert not ok and "must be one of" in text
    ok, text = tools.call("search_purchase_order", {"status": "open"})
    assert not ok and "at least one of" in text
    ok, text = tools.call("search_purchase_order", {"po_number": "1", "status": "pending"})
    assert not ok and "'status' must be one of" in text
    ok, text = tools.call("drop_table", {})
    assert not ok and "unknown tool" in text
    ok, text = tools.call("read_document", "inbox/x.pdf")
    assert not ok and "JSON object" in text
    assert _written(tools) == (0, 0, 0)
    assert tools.session.tool_errors == 7


def test_errors_never_judge_business_correctness(tools, train_tasks, snapshot):
    """Booking an over-tolerance invoice is allowed by the tool; only the grader judges it."""
    task = next(t for t in train_tasks if "branch:5_over_tolerance_stated" in t.tags)
    session = RolloutSession.start(snapshot, task)
    try:
        po = task.facts.po_reference
        view = json.loads(InvoiceTools(session).call("search_purchase_order", {"po_number": po, "status": "all"})[1])
        target = view["results"][0]
        ok, text = InvoiceTools(session).call("create_booking", {
            "document_id": task.document_id, "po_number": target["po_number"], "gl_account": target["gl_account"],
            "vat_code": "V21", "net_amount": f"{task.facts.net_total:.2f}"})
        assert ok
        assert "tolerance" not in text.lower()
    finally:
        session.close()


def test_huge_strings_are_refused_without_work(tools, booking_task):
    ok, text = tools.call("search_purchase_order", {"supplier_name": "x" * 1_000_000})
    assert not ok and "at most 200" in text
    ok, text = tools.call("flag_for_review", {"document_id": booking_task.document_id, "reason": "no_matching_po",
                                              "note": "n" * 5000})
    assert not ok and "at most 2000" in text


def test_tool_names_are_the_contract():
    assert TOOL_NAMES == ("search_purchase_order", "read_document", "create_booking", "flag_for_review")
