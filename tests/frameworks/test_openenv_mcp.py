"""`/mcp` serves the four tools as MCP tools, checked with OpenEnv's own `MCPToolClient` against the real
`invoice-env serve-openenv`: the same names, descriptions and argument schemas as the v1 tools, and a
call through it is a turn of the session's episode (it writes to the rollout, and the grade sees it)."""

import asyncio
import json

import pytest

from .support import CI_HINT

pytest.importorskip("openenv", reason=CI_HINT)

import requests  # noqa: E402
import websockets.sync.client  # noqa: E402
from openenv.core.mcp_client import MCPToolClient  # noqa: E402

from invoice_env.adapters.openenv_env import InvoiceOpenEnv  # noqa: E402
from invoice_env.adapters.openenv_models import InvoiceAction  # noqa: E402
from invoice_env.adapters.text_episode import parse_action  # noqa: E402
from invoice_env.agents.text_policy import TextPolicy  # noqa: E402
from invoice_env.episode.tool_docs import TOOL_DESCRIPTIONS, openai_tools, parameters_schema  # noqa: E402

from .openenv_server import serve_openenv  # noqa: E402


@pytest.fixture(scope="module")
def served():
    with serve_openenv("--split", "eval", "--sessions", "8", "--http-sessions-per-client", "4") as url:
        yield url


def test_list_tools_gives_the_v1_tools_and_schemas(served):
    async def run():
        async with MCPToolClient(base_url=served) as env:
            return await env.list_tools()

    tools = asyncio.run(run())
    assert [tool.name for tool in tools] == list(TOOL_DESCRIPTIONS)
    v1 = {tool["function"]["name"]: tool["function"] for tool in openai_tools()}
    for tool in tools:
        assert tool.description == TOOL_DESCRIPTIONS[tool.name] == v1[tool.name]["description"]
        assert tool.input_schema == parameters_schema(tool.name) == v1[tool.name]["parameters"]


def test_reference_agent_plays_to_reward_one_with_its_calls_over_mcp(served, eval_tasks):
    """Every tool call of the reference agent goes through `MCPToolClient.call_tool` (HTTP /mcp), only the
    final answer through `step` (/ws): the booking or flag made over MCP is what the grade sees."""
    task = eval_tasks[3]

    async def run():
        async with MCPToolClient(base_url=served) as env:
            result = await env.reset(task_id=task.task_id)
            observation, agent, calls = result.observation.text, TextPolicy("reference"), []
            for _ in range(20):
                text = agent.act(observation)
                action = parse_action(text)
                if action.kind != "tool":
                    return calls, await env.step(InvoiceAction(message=text)), await env.state()
                observation = await env.call_tool(action.name, **action.arguments)
                calls.append((action.name, observation))
        raise AssertionError("the reference agent did not finish")

    calls, final, state = asyncio.run(run())
    invoice = InvoiceOpenEnv("eval")  # the document as the core tools show it, for comparison
    invoice.reset(task_id=task.task_id)
    assert calls[0] == ("read_document", invoice.call_tool("read_document", {"document_id": task.document_id})[0])
    invoice.close()
    assert {"create_booking", "flag_for_review"} & {name for name, _ in calls}
    assert final.done and final.reward == 1.0, final
    metadata = final.observation.metadata
    assert metadata["verdict"].startswith("correct") and metadata["turns"] == len(calls) + 1
    assert metadata["metrics"]["num_bookings"] + metadata["metrics"]["num_flags"] == 1
    assert state.step_count == len(calls) + 1


def test_a_bad_call_is_an_error_result_and_a_turn(served, eval_tasks):
    async def run():
        async with MCPToolClient(base_url=served) as env:
            before = await env.call_tool("read_document", document_id="x")  # no episode yet
            await env.reset(task_id=eval_tasks[0].task_id)
            wrong = await env.call_tool("read_document", document_id="inbox/nope.pdf")
            extra = await env.call_tool("search_purchase_order", po_number="1", colour="red")
            return before, wrong, extra, await env.state()

    before, wrong, extra, state = asyncio.run(run())
    assert before.startswith("Error: no episode is running")
    assert wrong.startswith("Error") and extra.startswith("Error") and "colour" in extra
    assert state.step_count == 2


def test_raw_json_rpc_calls_on_http_sessions(served):
    """The JSON-RPC shape under MCPToolClient: a failed call is marked `is_error`, its text is both the
    content and the data; tools list on any session; sessions close."""
    def rpc(method, **params):
        body = requests.post(f"{served}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": method, "params": params},
                             timeout=30).json()
        assert "error" not in body, body
        return body["result"]

    first = rpc("openenv/session/create")["session_id"]
    second = rpc("openenv/session/create")["session_id"]
    try:
        called = rpc("tools/call", session_id=first, name="read_document", arguments={"document_id": "x"})
        assert called["is_error"] is True and called["data"].startswith("Error: no episode is running")
        assert json.dumps(called["content"][0]["text"]) == json.dumps(called["data"])
        listed = rpc("tools/list", session_id=second)
        assert [tool["name"] for tool in listed["tools"]] == list(TOOL_DESCRIPTIONS)
    finally:
        for session in (first, second):
            assert rpc("openenv/session/close", session_id=session)["closed"] is True


def test_a_websocket_session_calls_its_own_tools_over_mcp_messages(served, eval_tasks):
    """OpenEnv's /ws also carries MCP JSON-RPC (`{"type": "mcp"}`), on the socket's own session."""
    task = eval_tasks[0]
    with websockets.sync.client.connect(served.replace("http", "ws") + "/ws") as ws:
        def send(message: dict) -> dict:
            ws.send(json.dumps(message))
            return json.loads(ws.recv(timeout=30))["data"]

        send({"type": "reset", "data": {"task_id": task.task_id}})
        called = send({"type": "mcp", "data": {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
            "name": "read_document", "arguments": {"document_id": task.document_id}}}})
        state = send({"type": "state"})
    assert called["result"]["is_error"] is False and len(called["result"]["data"]) > 200
    assert state["step_count"] == 1 and state["task_id"] == task.task_id
