"""verifiers v1 tool server: the four tools with bare names, one server shared by a worker's
rollouts. It holds no per-rollout state of its own: every call rebuilds the rollout's database
from the snapshot, the task's fixtures and the rows the rollout already wrote (carried in the
rollout's synced state), runs the tool, and writes the rows back to that state. So rollouts can
neither see nor leak into each other, and there is nothing to release when one ends.

The framework syncs a call's state as pull, run, push of the whole state (last write wins), so
two calls of one rollout that overlap (a harness that runs one message's tool calls at the same
time) would each start from the rows before the other and one write would be lost. This server
therefore runs one rollout's calls one after another (a lock per rollout state channel);
different rollouts' calls still overlap.

The tools' methods here are derived from their one declaration (`episode/tools.py`, read by
`episode/tool_spec.py`): each takes the declared signature with every type `Annotated` with a pydantic
`Field` holding the argument's description (the MCP server builds the listed schema from it) and the
declared description as its docstring.

No `from __future__ import annotations` here: the MCP server resolves the tool signatures'
annotations at registration, and string annotations would not resolve."""

import asyncio
import functools
import inspect
from collections.abc import Callable
from typing import Any

import verifiers.v1 as vf

from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tool_spec import ToolSpec
from invoice_env.episode.tools import TOOLS, InvoiceTools
from invoice_env.tasks.sources import load_task_index, resolve_task


def _without_titles(schema: Any) -> Any:
    """A JSON schema without pydantic's generated "title" strings ("read_documentArguments",
    "Document Id"): small models copied them into tool names and arguments. A property that is
    itself named "title" is kept (its value is a schema, not a string)."""
    if isinstance(schema, dict):
        return {key: _without_titles(value) for key, value in schema.items()
                if not (key == "title" and isinstance(value, str))}
    if isinstance(schema, list):
        return [_without_titles(value) for value in schema]
    return schema


class InvoiceState(vf.State):
    """Per-rollout state, synced between the tool server and the host's trace."""

    task_id: str = ""
    source: str = ""
    session: dict[str, Any] | None = None


class InvoiceToolset(vf.Toolset[vf.SharedToolsetConfig, InvoiceState]):
    TOOL_PREFIX = None

    async def setup(self) -> None:
        """Load the shipped tasks before the first rollout needs them."""
        load_task_index("")

    def register(self, mcp) -> None:
        super().register(mcp)
        # The MCP layer drops unknown arguments silently; the contract says an extra argument
        # is a bad call, so make every tool's argument model reject them.
        for tool in mcp._tool_manager.list_tools():
            model = tool.fn_metadata.arg_model
            model.model_config["extra"] = "forbid"
            model.model_rebuild(force=True)
            tool.parameters = _without_titles(tool.parameters)

    def _with_state(self, fn: Callable) -> Callable:
        synced = super()._with_state(fn)
        locks: dict[tuple[str | None, str | None], list] = self.__dict__.setdefault("_rollout_locks", {})

        @functools.wraps(fn)
        async def one_call_at_a_time(*args, **kwargs):
            url, _, route = self._state_channel()
            key = (url, route)
            entry = locks.setdefault(key, [asyncio.Lock(), 0])
            entry[1] += 1
            try:
                async with entry[0]:
                    return await synced(*args, **kwargs)
            finally:
                entry[1] -= 1
                if entry[1] == 0:
                    del locks[key]

        one_call_at_a_time.__signature__ = inspect.signature(fn)  # type: ignore[attr-defined]
        return one_call_at_a_time

    def _call(self, name: str, args: dict[str, Any]) -> str:
        if not self.state.task_id:
            return "Error: this tool server has no task for the calling rollout"
        task, snapshot = resolve_task(self.state.task_id, self.state.source)
        session = RolloutSession.resume(snapshot, task, self.state.session)
        try:
            _, text = InvoiceTools(session).call(name, args)
            # Only the rows go back: a read-only call then leaves the state as it was, and the
            # framework skips writing it. Calls and errors are counted from the trace instead.
            self.state.session = session.export(counters=False)
        finally:
            session.close()
        return text


def _tool_method(spec: ToolSpec) -> Callable[..., str]:
    """A `@vf.tool` method for one declared tool: its name, its declared signature with the argument
    descriptions as pydantic `Field`s, its description as the docstring; a call hands every argument
    (defaults filled in) to `InvoiceTools.call` through `_call`."""
    signature = spec.signature(described=True)

    def method(self: "InvoiceToolset", *args: Any, **kwargs: Any) -> str:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return self._call(spec.name, dict(bound.arguments))

    method.__name__ = spec.name
    method.__qualname__ = f"InvoiceToolset.{spec.name}"
    method.__doc__ = spec.description
    self_parameter = inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)
    method.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[self_parameter, *signature.parameters.values()])
    return vf.tool(method)


for _spec in TOOLS.values():
    setattr(InvoiceToolset, _spec.name, _tool_method(_spec))

if __name__ == "__main__":
    InvoiceToolset.run()


def listed_tools() -> list[dict[str, Any]]:
    """The four tools exactly as this server lists them to a harness, in the shape a verifiers v1 trace
    records them (its `Tool`: type, name, description, parameters): the null harness turns the MCP
    listing into the request's tool declarations, and the trace keeps those. Built in-process on the
    MCP server class of the installed SDK (mcp 2.x `MCPServer`, mcp 1.x `FastMCP`)."""
    try:
        from mcp.server.mcpserver import MCPServer
    except ImportError:  # mcp 1.x (verifiers 0.3.x)
        from mcp.server.fastmcp import FastMCP as MCPServer

    server = MCPServer("invoice-env")
    InvoiceToolset(vf.SharedToolsetConfig()).register(server)
    listed = asyncio.run(server.list_tools())
    return [{"type": "function", "name": tool.name, "description": tool.description or "",
             "parameters": getattr(tool, "input_schema", None) or tool.inputSchema} for tool in listed]
