"""`invoice-env doctor`: can this OpenAI-compatible endpoint run the environment? It sends the
environment's real first turn (system policy, a task message, the four tool schemas), streaming
and not, then a second turn with a real tool result, and says in plain words what works, what does
not, and which server flag usually fixes it."""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import httpx

from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.text_calls import find_calls
from invoice_env.episode.tool_docs import openai_tools
from invoice_env.episode.tools import TOOL_NAMES

# A policy-following rollout ends with up to ~8k (cl100k) tokens in context; below this a context is tight.
ROLLOUT_BUDGET = 16384

FIX_TEXT_CALLS = (
    "the server returned the tool call as text, so the environment sees no call and the rollout ends with "
    "nothing written. Let the server parse the model's tool calls: llama.cpp `llama-server --jinja` (the "
    "model's own chat template; add `--chat-template-file` if the GGUF has none); vLLM `--enable-auto-tool-choice "
    "--tool-call-parser hermes` (Qwen2.5, Hermes models; `llama3_json`, `mistral` for those families); SGLang "
    "`--tool-call-parser qwen25`; Ollama: a model whose template has tools. Or use a larger model that keeps to "
    "the template's <tool_call> tags.")
FIX_NO_TOOLS = ("the server refused the request with the tool schemas. llama.cpp needs `--jinja` to accept "
                "`tools`; vLLM needs `--enable-auto-tool-choice --tool-call-parser ...`.")


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    fatal: bool = True  # a failed fatal check means the endpoint cannot run the environment


@dataclass
class Diagnosis:
    base_url: str
    model: str | None = None
    checks: list[Check] = field(default_factory=list)
    prompt_tokens: int | None = None
    context_size: int | None = None

    @property
    def usable(self) -> bool:
        return all(c.ok or not c.fatal for c in self.checks)

    def add(self, name: str, ok: bool, detail: str, fatal: bool = True) -> Check:
        check = Check(name, ok, detail, fatal)
        self.checks.append(check)
        return check

    def text(self) -> str:
        lines = [f"invoice-env doctor: {self.base_url}" + (f" (model {self.model})" if self.model else "")]
        for c in self.checks:
            mark = "ok  " if c.ok else ("FAIL" if c.fatal else "warn")
            lines.append(f"  [{mark}] {c.name}: {c.detail}")
        verdict = ("this endpoint can run invoice-env" if self.usable
                   else "this endpoint cannot run invoice-env as it is (see FAIL above)")
        return "\n".join(lines + [f"verdict: {verdict}"]) + "\n"


def first_task() -> tuple[str, str, Callable[[str, str], str]]:
    """(document id, user prompt, run(name, arguments JSON) -> tool result) of the first eval task, on the
    real tools; each call runs on a fresh session of that task."""
    from invoice_env.episode.session import RolloutSession
    from invoice_env.episode.tools import InvoiceTools
    from invoice_env.tasks.dataset import load_snapshot, load_tasks

    task = load_tasks("eval")[0]
    snapshot = load_snapshot(None, task.split)

    def run(name: str, arguments: str) -> str:
        session = RolloutSession.start(snapshot, task)
        try:
            return InvoiceTools(session).call(name, json.loads(arguments or "{}"))[1]
        finally:
            session.close()
    return task.document_id, task.prompt, run


_TAGGED = re.compile(r"<tool_call>|<\|tool_call|<function[=>]|\[TOOL_CALLS\]|<\|python_tag\|>")
_FENCED = re.compile(r"```(?:json|tool_call|tool_code|python)?\s*\{", re.I)


def text_tool_call(content: str | None) -> str | None:
    """How a tool call is written in plain text, or None when the text holds none."""
    if not content:
        return None
    if _TAGGED.search(content):
        return "inside <tool_call>-style tags that the server did not parse"
    names = [name for name in TOOL_NAMES if name in content]
    if _FENCED.search(content) and names:
        return f"as a ```json fenced block ({names[0]})"
    stripped = content.strip()
    if stripped.startswith(("{", "[")) and names:
        return f"as bare JSON ({names[0]})"
    if re.search(r"\b(" + "|".join(TOOL_NAMES) + r")\s*\(", content):
        return "as a function-call expression"
    if find_calls(content, TOOL_NAMES)[0]:
        return "as JSON after the model's own text"
    return None


def _tool_calls(message: dict[str, Any]) -> list[dict[str, Any]]:
    calls = message.get("tool_calls") or []
    return [c for c in calls if isinstance(c, dict) and isinstance(c.get("function"), dict)]


def _check_calls(calls: list[dict[str, Any]]) -> str | None:
    """What is wrong with structured tool calls, or None."""
    for call in calls:
        name, arguments = call["function"].get("name"), call["function"].get("arguments")
        if name not in TOOL_NAMES:
            return f"it called an unknown tool {name!r}"
        try:
            parsed = json.loads(arguments or "{}")
        except (TypeError, json.JSONDecodeError):
            return f"the arguments of {name} are not JSON: {str(arguments)[:80]!r}"
        if not isinstance(parsed, dict):
            return f"the arguments of {name} are not a JSON object"
    return None


def _stream(client: httpx.Client, url: str, body: dict[str, Any]) -> tuple[dict[str, Any], dict | None]:
    """POST a streaming request and fold its SSE chunks into one assistant message (and usage)."""
    content, calls, usage = [], {}, None
    with client.stream("POST", url, json=body | {"stream": True, "stream_options": {"include_usage": True}}) as r:
        if r.status_code != 200:
            r.read()
            raise httpx.HTTPStatusError(f"HTTP {r.status_code}: {r.text[:300]}", request=r.request, response=r)
        for line in r.iter_lines():
            if not line.startswith("data:"):
                continue
            data = line[5:].strip()
            if data == "[DONE]":
                break
            chunk = json.loads(data)
            usage = chunk.get("usage") or usage
            for choice in chunk.get("choices") or []:
                delta = choice.get("delta") or {}
                content.append(delta.get("content") or "")
                for part in delta.get("tool_calls") or []:
                    slot = calls.setdefault(part.get("index", 0), {"id": None, "type": "function",
                                                                   "function": {"name": "", "arguments": ""}})
                    slot["id"] = part.get("id") or slot["id"]
                    function = part.get("function") or {}
                    slot["function"]["name"] += function.get("name") or ""
                    slot["function"]["arguments"] += function.get("arguments") or ""
    message = {"role": "assistant", "content": "".join(content) or None,
               "tool_calls": [calls[i] for i in sorted(calls)] or None}
    return message, usage


def _error_text(exc: Exception) -> str:
    if isinstance(exc, httpx.HTTPStatusError):
        response = exc.response
        return f"HTTP {response.status_code}: {response.text[:300]}" if response.text else str(exc)
    return f"{type(exc).__name__}: {exc}"


def _server_props(client: httpx.Client, base_url: str) -> dict[str, Any]:
    """What a llama.cpp server reports at /props ({} for servers that have no such endpoint)."""
    root = base_url.rstrip("/").removesuffix("/v1")
    try:
        props = client.get(f"{root}/props").json()
    except (httpx.HTTPError, ValueError):
        return {}
    return props if isinstance(props, dict) else {}


def _context_size(props: dict[str, Any]) -> int | None:
    settings = props.get("default_generation_settings") or {}
    value = (settings.get("n_ctx") if isinstance(settings, dict) else None) or props.get("n_ctx")
    return value if isinstance(value, int) and value > 0 else None


def _prompt_tokens(usage: Any) -> int | None:
    """The whole prompt as the server counted it. Cached tokens are part of prompt_tokens (OpenAI's usage,
    and llama.cpp's server: `n_prompt_tokens` is the task's whole prompt), so they are not added again."""
    if not isinstance(usage, dict) or not isinstance(usage.get("prompt_tokens"), int):
        return None
    return usage["prompt_tokens"]


FIX_MODEL_FORMAT = (
    "the server's chat template already asks for <tool_call> tags and the server parses them (llama.cpp with a "
    "tool-aware template), but this model writes its calls in another format, so no server flag fixes it: use a "
    "larger or tool-trained model, or a proxy that turns such text into tool calls (scripts/text_call_proxy.py, "
    "a workaround); tool_choice \"required\" does not force the format on llama.cpp, whose grammar still allows "
    "text before the first call.")


FIX_UNTAGGED = (
    "the server accepted the tool schemas, so its tool-call parsing is on, and a parser reads the format the "
    "model's chat template asks for; this model wrote its call in another one, so no server flag fixes it: use a "
    "larger or tool-trained model, or a proxy that turns such text into tool calls (scripts/text_call_proxy.py, "
    "a workaround).")
VLLM_PARSER_NOTE = (" (On vLLM only: if --tool-call-parser is not the one for this model family, the family's "
                    "parser may read it, e.g. llama3_json for Llama 3.x.)")
FIX_NO_CALL = ("a model that does not call tools on this first turn scores 0 on every task; try a larger or "
               "tool-trained model.")


def _fix_for(how: str, template_parses_tags: bool, llama_cpp: bool) -> str:
    """Server flags only where one can help: a call inside tags the server did not parse. Bare JSON, a
    fenced block or a call expression is the model's own format: on llama.cpp (which accepted the tools,
    so --jinja is on) no flag reads it; elsewhere only vLLM's family parsers might."""
    if "tags" in how:
        return FIX_TEXT_CALLS
    if template_parses_tags:
        return FIX_MODEL_FORMAT
    return FIX_UNTAGGED if llama_cpp else FIX_UNTAGGED + VLLM_PARSER_NOTE


def _advice(diagnosis: Diagnosis, fix: str) -> str:
    """The long advice once: a later check with the same fix points back to the first."""
    for check in diagnosis.checks:
        if check.detail.endswith(fix):
            return f"the same fix as for '{check.name}' above"
    return fix


def _judge_turn(diagnosis: Diagnosis, label: str, message: dict[str, Any], template_parses_tags: bool = False,
                llama_cpp: bool = False) -> bool:
    calls = _tool_calls(message)
    if calls:
        problem = _check_calls(calls)
        names = ", ".join(c["function"]["name"] for c in calls)
        diagnosis.add(f"{label}: structured tool call", problem is None,
                      f"the model called {names}" if problem is None else problem)
        return problem is None
    how = text_tool_call(message.get("content"))
    if how:
        fix = _advice(diagnosis, _fix_for(how, template_parses_tags, llama_cpp))
        diagnosis.add(f"{label}: structured tool call", False, f"the call came back {how}; {fix}")
    else:
        diagnosis.add(f"{label}: structured tool call", False,
                      "the model answered with text and no tool call: "
                      f"{(message.get('content') or '')[:120]!r}; " + _advice(diagnosis, FIX_NO_CALL))
    return False


def diagnose(base_url: str, model: str | None = None, api_key: str | None = None, timeout: float = 600.0,
             max_tokens: int = 256) -> Diagnosis:
    diagnosis = Diagnosis(base_url=base_url.rstrip("/"))
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    with httpx.Client(headers=headers, timeout=timeout) as client:
        try:
            listed = client.get(f"{diagnosis.base_url}/models")
            listed.raise_for_status()
            ids = [m.get("id") for m in listed.json().get("data", []) if isinstance(m, dict)]
            diagnosis.add("lists models", bool(ids), ", ".join(map(str, ids[:8])) or "an empty model list",
                          fatal=model is None)
            model = model or (ids[0] if ids else None)
        except (httpx.HTTPError, ValueError, AttributeError) as exc:
            diagnosis.add("lists models", False, f"GET /models failed ({_error_text(exc)})", fatal=model is None)
            if isinstance(exc, httpx.TransportError):
                diagnosis.add("reachable", False, f"nothing answers at {diagnosis.base_url}")
                return diagnosis
        if model is None:
            return diagnosis
        diagnosis.model = model
        document_id, prompt, run_tool = first_task()
        messages = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": prompt}]
        body = {"model": model, "messages": messages, "tools": openai_tools(), "tool_choice": "auto",
                "temperature": 0, "max_tokens": max_tokens}
        url = f"{diagnosis.base_url}/chat/completions"

        started = time.monotonic()
        try:
            response = client.post(url, json=body)
            response.raise_for_status()
            full = response.json()
            message = full["choices"][0]["message"]
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            text = _error_text(exc)
            hint = FIX_NO_TOOLS if "tool" in text.lower() or "jinja" in text.lower() else \
                "the endpoint did not answer a chat completion with tools"
            diagnosis.add("accepts the tool schemas", False, f"{text}; {hint}")
            return diagnosis
        seconds = time.monotonic() - started
        diagnosis.add("accepts the tool schemas", True, f"first turn answered in {seconds:.1f} s")
        props = _server_props(client, diagnosis.base_url)
        template = props.get("chat_template")
        parses_tags = isinstance(template, str) and "<tool_call>" in template
        llama_cpp = "default_generation_settings" in props  # llama-server's /props; vLLM, SGLang, APIs: none
        first_ok = _judge_turn(diagnosis, "non-streaming", message, parses_tags, llama_cpp)

        diagnosis.prompt_tokens = _prompt_tokens(full.get("usage"))
        diagnosis.context_size = _context_size(props)
        _judge_context(diagnosis)

        try:
            streamed, _ = _stream(client, url, body)
            _judge_turn(diagnosis, "streaming", streamed, parses_tags, llama_cpp)
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
            diagnosis.add("streaming: structured tool call", False, f"the streaming request failed ({_error_text(exc)})")

        calls = _tool_calls(message) if first_ok else []
        call = calls[0] if calls else {"id": "call_doctor_0", "type": "function",
                                       "function": {"name": "read_document",
                                                    "arguments": json.dumps({"document_id": document_id})}}
        call = {"id": call.get("id") or "call_doctor_0", "type": "function", "function": call["function"]}
        result = run_tool(call["function"]["name"], call["function"]["arguments"])
        second = messages + [{"role": "assistant", "content": None, "tool_calls": [call]},
                             {"role": "tool", "tool_call_id": call["id"], "content": result}]
        try:
            response = client.post(url, json=body | {"messages": second})
            response.raise_for_status()
            reply = response.json()["choices"][0]["message"]
            said = "another tool call" if _tool_calls(reply) else f"text {(reply.get('content') or '')[:80]!r}"
            diagnosis.add("accepts a role=tool reply", True, f"second turn answered with {said}")
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            diagnosis.add("accepts a role=tool reply", False,
                          f"the turn with a tool result failed ({_error_text(exc)}); the server's chat format "
                          "must carry role=tool messages (llama.cpp: --jinja)")
    return diagnosis


def _judge_context(diagnosis: Diagnosis) -> None:
    tokens, context = diagnosis.prompt_tokens, diagnosis.context_size
    if tokens is None:
        diagnosis.add("prompt tokens", False, "the server reports no usage.prompt_tokens", fatal=False)
        return
    if context is None:
        diagnosis.add("prompt tokens", True, f"{tokens} tokens in the first prompt (the server does not report "
                                             "its context size)", fatal=False)
        return
    if tokens >= context:
        diagnosis.add("prompt tokens", False, f"the first prompt alone is {tokens} tokens, the context is {context}; "
                                              "raise it (llama.cpp: -c 16384)")
    elif context < ROLLOUT_BUDGET:
        diagnosis.add("prompt tokens", False, f"{tokens} of {context} context tokens in the first prompt; a "
                      f"rollout needs up to ~{ROLLOUT_BUDGET}, so long ones will be cut (llama.cpp: -c 16384)",
                      fatal=False)
    else:
        diagnosis.add("prompt tokens", True, f"{tokens} of {context} context tokens in the first prompt")
