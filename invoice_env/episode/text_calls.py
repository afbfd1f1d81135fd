"""Tool calls written as text, wherever a model puts them: bare JSON `{"name": ..., "arguments": {...}}`
(also `"parameters"`, arguments as a JSON string, or wrapped as `{"type": "function", "function": {...}}`),
in ``` fences, in `<tool_call>` tags, after `Action:`, `[TOOL_CALLS]` or `<|python_tag|>`, after the
model's own prose; `<function=NAME>{...}</function>` and `<function=NAME><parameter=KEY>value</parameter>
</function>` tags; ReAct's `Action: NAME` / `Action Input: {...}`; and a call expression `NAME(key="value", ...)`.
Only calls of the named tools count, and nothing inside a reasoning block (`<think>...</think>`; text
before a lone `</think>` is reasoning too, as when the chat template opened the block) is a call.

The one parser of such text: the text episode (Gymnasium, OpenEnv, SkyRL) reads actions with it, and
scripts/text_call_proxy.py turns chat replies into structured calls with it. Standard library only."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Collection
from typing import Any

_DECODER = json.JSONDecoder()
_WRAPPERS = re.compile(r"```[a-z_]*|</?tool_call>|\[TOOL_CALLS\]|<\|python_tag\|>", re.I)
_REASONING = re.compile(r"<(think|thinking|reasoning)>.*?(?:</\1>|\Z)", re.I | re.S)
_LONE_CLOSE = re.compile(r"^.*</(?:think|thinking|reasoning)>", re.I | re.S)
_FUNCTION_TAG = re.compile(r"<function=([\w.-]+)>(.*?)</function>", re.S)
_PARAMETER_TAG = re.compile(r"<parameter=([\w.-]+)>\s*(.*?)\s*</parameter>", re.S)
_REACT = re.compile(r"Action:\s*([\w.-]+)\s*\n\s*Action Input:\s*", re.I)
_CALL_EXPRESSION = re.compile(r"\b([A-Za-z_]\w*)\(")


def reasoning_spans(text: str) -> list[tuple[int, int]]:
    """Where the reasoning is: each `<think>...</think>` block (to the end when unclosed), and everything
    before a closing tag that has no opening one."""
    spans = [match.span() for match in _REASONING.finditer(text)]
    lone = _LONE_CLOSE.match(text)
    if lone and not any(start < lone.end() <= end for start, end in spans):
        spans.append((0, lone.end()))
    return sorted(spans)


def without_reasoning(text: str) -> str:
    kept, at = [], 0
    for start, end in reasoning_spans(text):
        if start >= at:
            kept.append(text[at:start])
        at = max(at, end)
    return "".join(kept + [text[at:]])


def as_call(obj: Any, tool_names: Collection[str]) -> dict[str, Any] | None:
    """`{"name": N, "arguments": {...}}` (or one of its variants) as a call of tool N, or None."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("function"), dict):
        obj = obj["function"]
    name = obj.get("name")
    arguments = obj.get("arguments", obj.get("parameters", {}))
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError:
            return None
    if name not in tool_names or not isinstance(arguments, dict):
        return None
    return {"name": name, "arguments": arguments}


def _tag_call(name: str, body: str) -> dict[str, Any] | None:
    body = body.strip()
    if body.startswith("{"):
        try:
            arguments = json.loads(body)
        except json.JSONDecodeError:
            return None
        return {"name": name, "arguments": arguments} if isinstance(arguments, dict) else None
    return {"name": name, "arguments": {key: value for key, value in _PARAMETER_TAG.findall(body)}}


def _expression_call(text: str, start: int, name: str) -> tuple[dict[str, Any], int] | None:
    """`name(key=literal, ...)` starting at `start`, with its end, or None."""
    depth, quote, i = 0, "", start + len(name)
    while i < len(text):
        char = text[i]
        if quote:
            if char == "\\":
                i += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                break
        i += 1
    else:
        return None
    try:
        node = ast.parse(text[start:i + 1], mode="eval").body
        if not isinstance(node, ast.Call) or node.args or not node.keywords:
            return None
        if any(k.arg is None for k in node.keywords):
            return None
        arguments = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
    except (SyntaxError, ValueError):
        return None
    return {"name": name, "arguments": arguments}, i + 1


def _calls_at(text: str, i: int, tool_names: Collection[str]) -> tuple[list[dict[str, Any]], int] | None:
    """The call(s) that start at text[i] and where they end, or None."""
    if text.startswith("<function=", i):
        match = _FUNCTION_TAG.match(text, i)
        call = match and match.group(1) in tool_names and _tag_call(match.group(1), match.group(2))
        return ([call], match.end()) if call else None
    react = _REACT.match(text, i)
    if react and react.group(1) in tool_names:
        start = react.end()
        if text.startswith("{", start):
            try:
                arguments, end = _DECODER.raw_decode(text, start)
            except json.JSONDecodeError:
                return None
            if isinstance(arguments, dict):
                return [{"name": react.group(1), "arguments": arguments}], end
        return None
    if text[i] == "{":
        try:
            obj, end = _DECODER.raw_decode(text, i)
        except json.JSONDecodeError:
            return None
        call = as_call(obj, tool_names)
        return ([call], end) if call else ([], end)
    expression = _CALL_EXPRESSION.match(text, i)
    if expression and expression.group(1) in tool_names:
        found = _expression_call(text, i, expression.group(1))
        return ([found[0]], found[1]) if found else None
    return None


def find_calls(text: str, tool_names: Collection[str]) -> tuple[list[dict[str, Any]], str]:
    """The calls of the named tools written in `text` (in order) and the text without them and their
    wrappers. Reasoning blocks are never searched; they stay in the text."""
    calls: list[dict[str, Any]] = []
    kept: list[str] = []
    skip = reasoning_spans(text)
    starts = re.compile(r"[{<]|Action:|\b(?:" + "|".join(map(re.escape, sorted(tool_names))) + r")\(", re.I) \
        if tool_names else None
    i = 0
    while starts is not None and i < len(text):
        match = starts.search(text, i)
        if match is None:
            break
        at = match.start()
        inside = next((end for start, end in skip if start <= at < end), None)
        if inside is not None:
            kept.append(text[i:inside])
            i = inside
            continue
        found = _calls_at(text, at, tool_names)
        if found is None:
            kept.append(text[i:at + 1])
            i = at + 1
            continue
        found_calls, end = found
        kept.append(text[i:end] if not found_calls else text[i:at])
        calls.extend(found_calls)
        i = end
    kept.append(text[i:])
    rest = "".join(kept)
    if calls:
        rest = re.sub(r"^\s*Action:\s*$", "", _WRAPPERS.sub("", rest), flags=re.M | re.I)
        rest = re.sub(r"^[\s{}\[\],]*$", "", rest)  # stray braces or a list around the calls
    return calls, rest.strip()
