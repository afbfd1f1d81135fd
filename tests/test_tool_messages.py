"""The texts a model reads: empty-search notes, error messages and tool descriptions. They must help
a model use the tools without telling it anything a plain search would not show."""

import inspect
import json
import re

import pytest

from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tool_docs import PARAMETER_DESCRIPTIONS, TOOL_DESCRIPTIONS, openai_tools
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools
from invoice_env.world.company import COMPANY_VAT


@pytest.fixture()
def tools(snapshot, eval_tasks):
    session = RolloutSession.start(snapshot, eval_tasks[0])
    yield InvoiceTools(session)
    session.close()


def _po(tools, status):
    """A PO number of that status and its supplier's VAT number."""
    return tools.conn.execute(
        "SELECT p.po_number, s.vat_number FROM purchase_orders p JOIN suppliers s ON s.supplier_id = p.supplier_id "
        "WHERE p.status = ? ORDER BY p.po_number LIMIT 1", (status,)).fetchone()


def _other_vat(tools, vat):
    return tools.conn.execute("SELECT vat_number FROM suppliers WHERE vat_number != ? ORDER BY vat_number LIMIT 1",
                              (vat,)).fetchone()[0]


def _search(tools, **args):
    ok, text = tools.call("search_purchase_order", args)
    assert ok, text
    return json.loads(text)


def test_a_closed_po_searched_as_open_says_it_exists_under_its_status(tools):
    po, _ = _po(tools, "closed")
    data = _search(tools, po_number=f"PO {po}")
    assert data["results"] == [] and data["count"] == 0 and data["truncated"] is False
    assert f"po_number 'PO {po}'" in data["note"]  # quoted as sent
    assert f"PO {po} exists with status 'closed'; search with status 'all' to see it" in data["note"]
    assert _search(tools, po_number=po, status="all")["count"] == 1  # and that search does show it


def test_an_open_po_searched_as_closed_says_so_too(tools):
    po, _ = _po(tools, "open")
    assert f"PO {po} exists with status 'open'" in _search(tools, po_number=po, status="closed")["note"]


def test_the_note_reveals_nothing_a_status_all_search_would_not_show(tools):
    """A closed PO of supplier A searched with supplier B's VAT: status 'all' with the same filters finds
    nothing, so the note must read exactly as for a number that does not exist at all."""
    po, vat = _po(tools, "closed")
    other = _other_vat(tools, vat)
    real = _search(tools, po_number=po, supplier_vat=other)["note"]
    missing = _search(tools, po_number="99999999", supplier_vat=other)["note"]
    assert real.replace(po, "N") == missing.replace("99999999", "N")
    assert "exists" not in real and "No PO of any status matches these filters either" in real


def test_an_empty_search_names_the_filters_it_combined_with_and(tools):
    po, vat = _po(tools, "open")
    note = _search(tools, po_number=po, supplier_name="zz-no-such-name", supplier_vat=vat)["note"]
    assert note.startswith(f"No purchase order matches po_number '{po}' AND supplier_name 'zz-no-such-name' "
                           f"AND supplier_vat '{vat}' AND status 'open'.")
    assert "combined with AND" in note and "fewer filters" in note


def test_a_search_with_the_buyers_own_vat_says_whose_number_it_is(tools):
    po, _ = _po(tools, "open")
    note = _search(tools, po_number=po, supplier_vat=COMPANY_VAT.lower())["note"]
    assert f"{COMPANY_VAT} is the VAT number of" in note and "the buyer" in note


def test_a_combined_search_counts_what_status_all_would_show(tools):
    po, vat = _po(tools, "open")
    note = _search(tools, po_number=po, supplier_vat=vat, status="closed")["note"]
    assert "With status 'all' the same filters match 1 with status 'open'; search with status 'all'" in note


def test_a_found_po_keeps_the_three_field_shape(tools):
    po, _ = _po(tools, "open")
    assert set(_search(tools, po_number=po)) == {"results", "count", "truncated"}


def test_errors_quote_what_the_model_sent(tools):
    doc = tools.session.task.document_id
    ok, text = tools.call("create_booking", {"document_id": doc, "po_number": "PO-9999 9999", "gl_account": "604000",
                                             "vat_code": "V21", "net_amount": "10.00"})
    assert not ok and "purchase order 'PO-9999 9999' (looked up as '99999999') does not exist" in text
    ok, text = tools.call("create_booking", {"document_id": doc, "po_number": _po(tools, "open")[0],
                                             "gl_account": "604 999", "vat_code": "v21", "net_amount": "10.00"})
    assert not ok and "GL account '604 999' (looked up as '604999') does not exist" in text
    ok, text = tools.call("search_purchase_order", {"po_number": " #-- ", "status": "open"})
    assert not ok and "po_number ' #-- ' contains no letters or digits" in text
    ok, text = tools.call("search_purchase_order", {"status": "all"})
    assert not ok and "needs at least one of po_number, supplier_name, supplier_vat (got status='all')" in text
    assert tools.conn.execute("SELECT count(*) FROM bookings").fetchone()[0] == 0


def test_every_tool_and_parameter_has_a_clean_description():
    assert set(TOOL_DESCRIPTIONS) == set(TOOL_NAMES) == set(PARAMETER_DESCRIPTIONS)
    for tool in openai_tools():
        function = tool["function"]
        texts = [function["description"]] + [p["description"] for p in function["parameters"]["properties"].values()]
        for text in texts:
            assert text and text == text.strip() and "\n" not in text and "  " not in text, (function["name"], text)


def test_the_schemas_match_the_v1_adapters_signatures():
    from invoice_env.adapters.v1_tools import InvoiceToolset

    for tool in openai_tools():
        function = tool["function"]
        signature = inspect.signature(getattr(InvoiceToolset, function["name"]))
        params = [name for name in signature.parameters if name != "self"]
        assert list(function["parameters"]["properties"]) == params
        required = [n for n in params if signature.parameters[n].default is inspect.Parameter.empty]
        assert function["parameters"]["required"] == required


def test_no_description_names_a_real_po_or_document(snapshot, all_tasks):
    """Examples in the descriptions must not be answers: no shipped PO number or document id."""
    text = json.dumps(openai_tools())
    documents = {task.document_id for task in all_tasks}
    assert not any(d in text for d in documents)
    session = RolloutSession.start(snapshot, all_tasks[0])
    pos = [row[0] for row in session.conn.execute("SELECT po_number FROM purchase_orders")]
    session.close()
    assert not any(re.search(rf"\b{p}\b", text) for p in pos)
