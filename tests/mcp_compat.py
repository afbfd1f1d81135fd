"""The MCP server class and its tool error, in either MCP SDK the supported verifiers use:
mcp 2.x (verifiers 0.4) names them `mcp.server.mcpserver.MCPServer` / `.exceptions.ToolError`,
mcp 1.x (verifiers 0.3.1.dev62, prime-rl's pin) `mcp.server.fastmcp.FastMCP` / `.exceptions.ToolError`."""

try:
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
except ImportError:  # mcp 1.x
    from mcp.server.fastmcp import FastMCP as MCPServer
    from mcp.server.fastmcp.exceptions import ToolError



def input_schema(tool) -> dict:
    """A listed tool's JSON schema (`input_schema` in mcp 2.x, `inputSchema` in 1.x)."""
    return tool.input_schema if hasattr(tool, "input_schema") else tool.inputSchema


__all__ = ["MCPServer", "ToolError", "input_schema"]
