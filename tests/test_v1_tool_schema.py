"""The tool schema the real v1 tool server sends: every tool and every parameter described, with
the clean texts of `tool_docs` (the source `invoice-env doctor` checks an endpoint with)."""

import asyncio
import contextlib
import json

import pytest

vf = pytest.importorskip("verifiers.v1")
mcp = pytest.importorskip("mcp")
if not hasattr(vf, "SingleAgentEnv") or not hasattr(mcp, "Client"):
    pytest.skip("needs verifiers >= 0.4 and its mcp 2 (this test drives their shared tool server directly)",
                allow_module_level=True)

from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from verifiers.v1.clients.client import ModelContext  # noqa: E402
from verifiers.v1.configs.client import EvalClientConfig  # noqa: E402
from verifiers.v1.interception.server import InterceptionServer  # noqa: E402
from verifiers.v1.mcp.launch import _shared_url_for_rollout, serve_shared  # noqa: E402
from verifiers.v1.session import RolloutSession  # noqa: E402
from verifiers.v1.trace import Trace, TraceTask  # noqa: E402

from invoice_env.adapters.v1_tools import InvoiceState, InvoiceToolset  # noqa: E402
from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig, seed_state  # noqa: E402
from invoice_env.episode.tool_docs import PARAMETER_DESCRIPTIONS, TOOL_DESCRIPTIONS  # noqa: E402


async def _listed_tools():
    task = next(iter(InvoiceTaskset(InvoiceTasksetConfig(split="eval")).load()))
    trace = Trace(task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
                  state=InvoiceState(), agent=vf.AgentInfo(config=vf.AgentConfig(), name="agent"))
    seed_state(trace, task.data.id, task.source)
    async with serve_shared([InvoiceToolset(vf.SharedToolsetConfig())]) as servers:
        (server,) = servers.values()
        interception = InterceptionServer(state_service_secrets=[server.state_secret])
        await interception.start()
        try:
            session = RolloutSession(ctx=ModelContext(model="none", client=EvalClientConfig()), trace=trace)
            async with interception.acquire(session) as (base_url, _, _):
                url = _shared_url_for_rollout(server, server.url, base_url, trace.id)
                async with contextlib.AsyncExitStack() as stack:
                    client = await stack.enter_async_context(Client(streamable_http_client(url)))
                    return (await client.list_tools()).tools
        finally:
            await interception.stop()


def test_the_server_sends_every_tool_and_parameter_described_without_docstring_indentation():
    tools = {tool.name: tool for tool in asyncio.run(_listed_tools())}
    assert set(tools) == set(TOOL_DESCRIPTIONS)
    for name, tool in tools.items():
        assert tool.description == TOOL_DESCRIPTIONS[name]
        assert "\n    " not in tool.description
        properties = tool.input_schema["properties"]
        assert set(properties) == set(PARAMETER_DESCRIPTIONS[name])
        for parameter, schema in properties.items():
            assert schema.get("description") == PARAMETER_DESCRIPTIONS[name][parameter], (name, parameter)
        assert '"title"' not in json.dumps(tool.input_schema), name  # pydantic's generated titles are gone
