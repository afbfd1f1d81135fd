"""The four tools as MCP tools on the OpenEnv server's `/mcp` (`tools/list`, `tools/call`), for OpenEnv's
MCP clients (`MCPToolClient`). Names, descriptions and argument schemas are those of the v1 tools, derived
from the tools' one declaration (`episode/tools.py`) by `episode/tool_docs.py`. A call is one turn of the session's episode, exactly as if the agent had
sent the call as text through `/ws` step: it counts against the turn cap, writes to the rollout's
database and is graded with it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from fastmcp import FastMCP
from fastmcp.client.client import CallToolResult
from fastmcp.tools.function_tool import FunctionTool
from mcp.types import TextContent

from invoice_env.episode.tool_docs import TOOL_DESCRIPTIONS, parameters_schema

ToolRunner = Callable[[str, Any], tuple[str, bool]]
"""Runs one call on an episode: (tool name, arguments) -> (the text the agent sees, whether the tool ran)."""


def tool_result(text: str, ok: bool) -> CallToolResult:
    """A call's result in the shape OpenEnv's own MCP environments answer with (`MCPToolClient.call_tool`
    returns its `data`: the same text a `/ws` step would have shown)."""
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content={"result": text},
                          meta=None, data=text, is_error=not ok)


def mcp_server(run: ToolRunner) -> FastMCP:
    """A FastMCP server with the four tools, each handing its arguments to `run` (off the event loop)."""
    server = FastMCP("invoice_env")
    for name, description in TOOL_DESCRIPTIONS.items():
        server.add_tool(FunctionTool(name=name, description=description, parameters=parameters_schema(name),
                                     fn=_caller(name, run)))
    return server


def _caller(name: str, run: ToolRunner):
    async def call(**arguments: Any) -> CallToolResult:
        return tool_result(*await asyncio.to_thread(run, name, arguments))

    call.__name__ = name
    return call
