"""The tools' texts as every adapter sends them, all derived from the one declaration of each tool
(its `@tool` method in `tools.py`: signature and docstring, read by `tool_spec.py`): the descriptions
as clean text (no docstring indentation), the tools in the OpenAI chat-completions "tools" format, as
the Google-style docstring from which verifiers 0.3.x builds its schemas, and as plain text for the
text episode's first observation. Adapters take their texts from here or from `TOOLS` itself."""

from __future__ import annotations

import json
from typing import Any

from invoice_env.episode.tools import TOOLS

__all__ = ["TOOL_DESCRIPTIONS", "PARAMETER_DESCRIPTIONS", "parameters_schema", "openai_tools",
           "google_docstring", "tools_text"]

TOOL_DESCRIPTIONS: dict[str, str] = {name: spec.description for name, spec in TOOLS.items()}
PARAMETER_DESCRIPTIONS: dict[str, dict[str, str]] = {
    name: {parameter.name: parameter.description for parameter in spec.parameters} for name, spec in TOOLS.items()}


def parameters_schema(tool: str) -> dict[str, Any]:
    """The JSON schema of one tool's arguments, each property with its description."""
    return TOOLS[tool].parameters_schema()


def openai_tools() -> list[dict[str, Any]]:
    """The four tools as a chat-completions request's "tools" list."""
    return [{"type": "function", "function": {"name": name, "description": spec.description,
                                              "parameters": spec.parameters_schema()}}
            for name, spec in TOOLS.items()]


def google_docstring(tool: str) -> str:
    """The tool's description and an `Args:` section with each parameter's description, one line each."""
    args = "\n".join(f"    {name}: {text}" for name, text in PARAMETER_DESCRIPTIONS[tool].items())
    return f"{TOOL_DESCRIPTIONS[tool]}\n\nArgs:\n{args}\n"


def _kind(schema: dict[str, Any]) -> str:
    if "enum" in schema:
        return "one of " + ", ".join(f'"{value}"' for value in schema["enum"])
    if "anyOf" in schema:
        return " or ".join(option["type"] for option in schema["anyOf"])
    return schema["type"]


def tools_text() -> str:
    """The four tools as plain text for a prompt: each tool's name and description, then each argument
    with its type, whether it is required (else its default) and its description."""
    blocks = []
    for name, spec in TOOLS.items():
        schema = spec.parameters_schema()
        lines = [f"- {name}: {spec.description}", "  arguments:"]
        for argument, prop in schema["properties"].items():
            need = "required" if argument in schema["required"] else f"optional, default {json.dumps(prop['default'])}"
            lines.append(f"  - {argument} ({_kind(prop)}; {need}): {prop['description']}")
        blocks.append("\n".join(lines))
    return "\n".join(blocks)
