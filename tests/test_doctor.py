"""`invoice-env doctor` against the built-in policy server (a working endpoint) and against small
stand-ins that behave like broken servers: tool calls returned as text, tools refused, role=tool
refused, a context too small."""

import json
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from invoice_env.agents.doctor import diagnose, text_tool_call
from invoice_env.agents.policy_server import running_server
from invoice_env.cli import main
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.tool_docs import openai_tools

BARE = '{"name": "read_document", "arguments": {"document_id": "inbox/x.pdf"}}'
FENCED = '```json\n{"name": "read_document", "arguments": {"document_id": "inbox/x.pdf"}}\n```'
TAGGED = '<tool_call>\n{"name": "read_document", "arguments": {"document_id": "inbox/x.pdf"}}\n</tool_call>'


class _StandIn(BaseHTTPRequestHandler):
    """A broken server: `behaviour` says how. Records every request body it got."""

    behaviour: dict = {}
    bodies: list = []

    def log_message(self, *args):
        pass

    def _json(self, status, obj):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path.endswith("/models"):
            self._json(200, {"object": "list", "data": [{"id": "tiny", "object": "model"}]})
        elif self.path == "/props" and "n_ctx" in self.behaviour:
            self._json(200, {"default_generation_settings": {"n_ctx": self.behaviour["n_ctx"]},
                             "chat_template": self.behaviour.get("chat_template", "{{ messages }}")})
        else:
            self._json(404, {"error": {"message": "not found"}})

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.bodies.append(body)
        if "tools" in body and self.behaviour.get("refuse_tools"):
            return self._json(500, {"error": {"message": "tools param requires --jinja flag"}})
        if any(m["role"] == "tool" for m in body["messages"]) and self.behaviour.get("refuse_tool_role"):
            return self._json(500, {"error": {"message": "unsupported role: tool"}})
        content = self.behaviour.get("content", "Done.")
        message = {"role": "assistant", "content": content}
        cached = self.behaviour.get("cached", 0)
        usage = {"prompt_tokens": 1825, "completion_tokens": 20, "total_tokens": 1845,
                 "prompt_tokens_details": {"cached_tokens": cached}}
        if not body.get("stream"):
            return self._json(200, {"id": "x", "object": "chat.completion", "model": "tiny", "usage": usage,
                                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for piece in (content[: len(content) // 2], content[len(content) // 2:]):
            chunk = {"id": "x", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": piece}}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.write(b"data: [DONE]\n\n")
        self.close_connection = True


@contextmanager
def stand_in(**behaviour):
    handler = type("Handler", (_StandIn,), {"behaviour": behaviour, "bodies": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", handler.bodies
    finally:
        server.shutdown()
        server.server_close()


def _check(diagnosis, name):
    return next(c for c in diagnosis.checks if c.name == name)


def test_the_policy_server_passes_every_check(capsys):
    with running_server("reference") as url:
        assert main(["doctor", "--base-url", url]) == 0
    out = capsys.readouterr().out
    for line in ("[ok  ] lists models", "[ok  ] accepts the tool schemas", "[ok  ] non-streaming: structured tool call",
                 "[ok  ] streaming: structured tool call", "[ok  ] accepts a role=tool reply", "[ok  ] prompt tokens"):
        assert line in out
    assert "verdict: this endpoint can run invoice-env" in out


@pytest.mark.parametrize("content, how, flags", [(BARE, "as bare JSON", False), (FENCED, "as a ```json fenced block", False),
                                                 (TAGGED, "inside <tool_call>-style tags", True)])
def test_a_text_tool_call_fails_and_names_the_fix_once(capsys, content, how, flags):
    """Tags the server did not parse: server flags help. Bare JSON or a fenced block on llama.cpp (it
    accepted the tools, so --jinja is on): no flag does, and none is suggested. The long advice is
    printed once, the streaming check points back to it."""
    with stand_in(content=content, n_ctx=32768) as (url, bodies):
        assert main(["doctor", "--base-url", url]) == 1
    out = capsys.readouterr().out
    assert f"[FAIL] non-streaming: structured tool call: the call came back {how}" in out
    streaming = next(line for line in out.splitlines() if "[FAIL] streaming: structured tool call" in line)
    assert f"the call came back {how}" in streaming
    assert streaming.endswith("; the same fix as for 'non-streaming: structured tool call' above")
    assert ("--jinja" in out and "--enable-auto-tool-choice --tool-call-parser hermes" in out) == flags
    assert ("no server flag fixes it" in out) != flags
    assert out.count("use a larger or tool-trained model") + out.count("Or use a larger model") == 1
    assert "[ok  ] prompt tokens: 1825 of 32768 context tokens" in out
    assert "cannot run invoice-env" in out
    first = bodies[0]  # the environment's real first turn
    assert first["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert first["messages"][1]["role"] == "user" and "inbox/" in first["messages"][1]["content"]
    assert first["tools"] == openai_tools() and first.get("stream") is not True
    assert any(b.get("stream") is True for b in bodies)
    second = [b for b in bodies if any(m["role"] == "tool" for m in b["messages"])]
    assert second and "Technibouw" in second[0]["messages"][-1]["content"]  # a real read_document result


def test_bare_json_under_a_template_that_parses_tags_is_the_models_format_not_a_flag():
    """llama.cpp accepted the tools (so --jinja is on) and its template asks for <tool_call> tags."""
    template = "{%- if tools %}... <tool_call>\n{...}\n</tool_call> ...{%- endif %}"
    with stand_in(content=BARE, n_ctx=16384, chat_template=template, cached=1000) as (url, _):
        diagnosis = diagnose(url)
    check = _check(diagnosis, "non-streaming: structured tool call")
    assert not check.ok and "no server flag fixes it" in check.detail and "--jinja`" not in check.detail
    assert diagnosis.prompt_tokens == 1825  # the cached 1,000 are part of prompt_tokens, not added again
    with stand_in(content=TAGGED, n_ctx=16384, chat_template=template) as (url, _):
        check = _check(diagnose(url), "non-streaming: structured tool call")
    assert "inside <tool_call>-style tags" in check.detail and "--jinja" in check.detail


def test_bare_json_elsewhere_than_llama_cpp_names_only_vllms_family_parsers():
    with stand_in(content=BARE) as (url, _):  # no /props: not llama.cpp
        check = _check(diagnose(url), "non-streaming: structured tool call")
    assert "no server flag fixes it" in check.detail and "--jinja" not in check.detail
    assert "On vLLM only" in check.detail and "llama3_json" in check.detail


def test_a_server_that_refuses_tools_says_which_flag():
    with stand_in(refuse_tools=True) as (url, _):
        diagnosis = diagnose(url)
    check = _check(diagnosis, "accepts the tool schemas")
    assert not check.ok and "requires --jinja" in check.detail and "llama.cpp needs `--jinja`" in check.detail
    assert not diagnosis.usable


def test_a_server_that_refuses_role_tool_fails_that_check():
    with stand_in(content=BARE, refuse_tool_role=True) as (url, _):
        diagnosis = diagnose(url)
    assert not _check(diagnosis, "accepts a role=tool reply").ok


def test_a_context_smaller_than_the_prompt_fails():
    with stand_in(content=TAGGED, n_ctx=1024) as (url, _):
        diagnosis = diagnose(url)
    check = _check(diagnosis, "prompt tokens")
    assert not check.ok and check.fatal and "1825 tokens, the context is 1024" in check.detail


def test_nothing_listening_exits_non_zero(capsys):
    with stand_in() as (url, _):
        pass  # closed again: nothing listens on that port now
    assert main(["doctor", "--base-url", url, "--timeout", "5"]) == 1
    assert "nothing answers at" in capsys.readouterr().out


def test_bad_command_line_input_is_explained(capsys, monkeypatch):
    monkeypatch.delenv("NO_SUCH_KEY_VAR", raising=False)
    assert main(["doctor", "--base-url", "http://127.0.0.1:1/v1", "--api-key-var", "NO_SUCH_KEY_VAR"]) == 2
    assert "NO_SUCH_KEY_VAR: no such environment variable" in capsys.readouterr().err
    assert main(["doctor", "--base-url", "127.0.0.1:8080"]) == 2
    assert "must start with http://" in capsys.readouterr().err


@pytest.mark.parametrize("text, found", [
    ("I will now call read_document.", False), ("Booked on PO 45001234.", False), (BARE, True), (FENCED, True),
    (TAGGED, True), ('search_purchase_order(po_number="45001234")', True), ("", False), (None, False)])
def test_text_tool_call_detection(text, found):
    assert (text_tool_call(text) is not None) == found
