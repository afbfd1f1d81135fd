import asyncio
import json

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "Taskset") or not hasattr(vf, "SharedToolsetConfig"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from mcp_compat import MCPServer, ToolError, input_schema  # noqa: E402

import invoice_env  # noqa: E402
from invoice_env.adapters.v1_tools import InvoiceToolset  # noqa: E402
from invoice_env.agents.local_eval import run_vf_eval  # noqa: E402
from invoice_env.episode.policy import REASONS  # noqa: E402


@pytest.fixture(scope="module")
def mcp_server():
    server = MCPServer("test")
    InvoiceToolset(vf.SharedToolsetConfig()).register(server)
    return server


def test_the_package_exports_one_taskset_and_one_env():
    exported = [getattr(invoice_env, name) for name in invoice_env.__all__]
    assert sum(isinstance(o, type) and issubclass(o, vf.Taskset) for o in exported) == 1
    assert sum(isinstance(o, type) and issubclass(o, vf.Env) for o in exported) == 1


def test_exactly_the_four_contract_tools_with_bare_names(mcp_server):
    tools = {t.name: input_schema(t) for t in asyncio.run(mcp_server.list_tools())}
    assert set(tools) == {"search_purchase_order", "read_document", "create_booking", "flag_for_review"}
    search = tools["search_purchase_order"]
    assert set(search["properties"]) == {"po_number", "supplier_name", "supplier_vat", "status"}
    assert search.get("required", []) == []
    assert search["properties"]["status"]["enum"] == ["open", "closed", "all"]
    assert search["properties"]["status"]["default"] == "open"
    assert tools["read_document"]["required"] == ["document_id"]
    assert tools["create_booking"]["required"] == ["document_id", "po_number", "gl_account", "vat_code", "net_amount"]
    assert all(p["type"] == "string" for p in tools["create_booking"]["properties"].values())
    flag = tools["flag_for_review"]
    assert flag["required"] == ["document_id", "reason", "note"]
    assert flag["properties"]["reason"]["enum"] == ["no_matching_po", "duplicate_invoice", "amount_out_of_tolerance",
                                                    "supplier_mismatch"]


def test_extra_and_mistyped_arguments_are_tool_errors(mcp_server):
    with pytest.raises(ToolError, match="Extra inputs are not permitted"):
        asyncio.run(mcp_server.call_tool("read_document", {"document_id": "x", "path": "/etc/passwd"}))
    with pytest.raises(ToolError, match="valid string"):
        asyncio.run(mcp_server.call_tool("read_document", {"document_id": 7}))


def test_the_taskset_filters_and_refuses_unknown_names():
    from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig

    config = InvoiceTasksetConfig(split="eval", scenarios=["duplicate_invoice"], difficulty=["medium"], seed=1)
    tasks = list(InvoiceTaskset(config).load())
    assert tasks and all(t.data.scenario == "duplicate_invoice" and t.data.difficulty == "medium" for t in tasks)
    assert all(t.data.prompt.count("inbox/") == 1 for t in tasks)
    with pytest.raises(Exception, match="unknown scenario"):
        list(InvoiceTaskset(InvoiceTasksetConfig(scenarios=["nope"])).load())


@pytest.fixture(scope="module")
def reference_run(tmp_path_factory):
    return run_vf_eval("reference", tmp_path_factory.mktemp("v1"), split="eval", num_examples=6, rollouts=2,
                       concurrency=12, extra=["--env.taskset.seed", "7"])


def test_vf_eval_end_to_end_with_the_reference_policy_scores_one(reference_run):
    traces = reference_run.traces()
    assert len(traces) == 12
    for trace in traces:
        assert trace["rewards"]["booked_correctly"]["score"] == 1.0, trace["info"].get("verdict")
        assert trace["info"]["verdict"].startswith("correct: ")
        assert trace["info"]["rows_written"] and trace["errors"] == []
        assert {t["name"] for t in trace["tools"]} == {"search_purchase_order", "read_document", "create_booking",
                                                      "flag_for_review"}
        for metric in ("decision_correct", "po_correct", "gl_correct", "vat_code_correct", "amount_correct",
                       "reason_correct", "num_bookings", "num_flags", "tool_errors", "calls_read_document"):
            assert metric in trace["metrics"]
        assert trace["metrics"]["num_bookings"] + trace["metrics"]["num_flags"] == 1
        assert trace["metrics"]["calls_read_document"] == 1.0 and trace["metrics"]["tool_errors"] == 0.0
        assert trace["metrics"]["calls_search_purchase_order"] >= 1.0


def test_the_model_never_sees_a_hidden_field(reference_run):
    for trace in reference_run.traces():
        data = trace["task"]["data"]
        visible = json.dumps([n["message"] for n in trace["nodes"]]) + json.dumps(trace["tools"])
        if data["scenario"] not in REASONS:  # reason codes are in the policy text, as they must be
            assert data["scenario"] not in visible
        assert data["id"] not in visible


def test_bad_calls_through_the_framework_are_errors_that_write_nothing(tmp_path):
    run = run_vf_eval("clumsy-reference", tmp_path, split="eval", num_examples=2, concurrency=2)
    for trace in run.traces():
        assert trace["rewards"]["booked_correctly"]["score"] == 1.0, trace["info"]["verdict"]
        assert trace["metrics"]["tool_errors"] == 3.0
        assert trace["metrics"]["calls_read_document"] == 3.0 and trace["metrics"]["calls_create_booking"] <= 2.0
        results = [n["message"]["content"] for n in trace["nodes"] if n["message"]["role"] == "tool"]
        assert "net_amount '4.182,30' is not a plain decimal amount" in results[0]
        assert "Extra inputs are not permitted" in results[1]
        assert "not in this task's inbox" in results[2]


def test_vf_eval_scores_cheap_policies_as_the_grader_says(tmp_path):
    for policy in ("noop", "double-book"):
        run = run_vf_eval(policy, tmp_path / policy, split="train", num_examples=3, rollouts=1, concurrency=3)
        rewards = [t["rewards"]["booked_correctly"]["score"] for t in run.traces()]
        assert rewards == [0.0, 0.0, 0.0]


def test_own_cases_round_trip_through_vf_eval(tmp_path):
    from pathlib import Path

    cases = Path(__file__).resolve().parent.parent / "evals" / "cases"
    run = run_vf_eval("reference", tmp_path, num_examples=2, concurrency=2,
                      extra=["--env.taskset.cases-dir", str(cases)])
    traces = run.traces()
    assert sorted(t["task"]["data"]["id"] for t in traces) == ["case-led-0001", "case-led-0002"]
    assert [t["rewards"]["booked_correctly"]["score"] for t in traces] == [1.0, 1.0]


def test_report_reads_real_vf_eval_traces_and_writes_a_self_contained_page(reference_run, tmp_path):
    from invoice_env import cli
    from invoice_env.report.build import Report, load_rollouts, pass_hat_k

    report = Report(load_rollouts(reference_run.traces_path.parent))
    assert len(report.rollouts) == 12 and report.success == 1.0
    assert pass_hat_k(report.rollouts) == {1: 1.0, 2: 1.0}
    assert all(r.turns >= 2 for r in report.rollouts)
    page = tmp_path / "page.html"
    assert cli.main(["report", str(reference_run.traces_path.parent), "--html", str(page)]) == 0
    text = page.read_text()
    assert text.startswith("<!doctype html>") and "<svg" in text and "By scenario" in text
    import re
    assert not re.search(r"(src|href|url)\s*[=(]\s*[\"']?https?://", text)  # nothing to fetch: works offline
    assert not re.search(r"<script[^>]*\ssrc\s*=", text) and "<link" not in text  # inline JS only
