"""A workaround, not part of the environment: an OpenAI-compatible proxy on 127.0.0.1 that turns a
chat reply whose TEXT is a tool call into a structured `tool_calls` entry.

Small models (Qwen2.5-Coder 0.5B / 1.5B on llama.cpp) write their calls as bare JSON or ```json
fences instead of their chat template's `<tool_call>` tags; the server then returns them as text,
the environment sees no call and the rollout ends after one turn. `tool_choice: "required"` does
not help on llama.cpp: its grammar still admits free text before the first `<tool_call>`, and the
model fills `max_tokens` with fences (see evals/real_models.md). This proxy sits between vf-eval
and the server and rewrites such replies. It changes what the model is credited with, so results
obtained through it are reported as such; CI never uses it.

    python scripts/text_call_proxy.py --upstream http://127.0.0.1:8089/v1 --port 8090
    vf-eval invoice-env ... --client.base-url http://127.0.0.1:8090/v1

What it does to `POST .../chat/completions`:
- sends the request upstream without streaming; a streamed request gets the result as one SSE
  stream (a content/tool-call chunk, a finish chunk, a usage chunk, `[DONE]`);
- when the reply has no structured call and its text holds calls of the request's tools (JSON
  objects `{"name": N, "arguments": {...}}` bare, in ``` fences, in `<tool_call>` tags or after the
  model's prose, and the other shapes `invoice_env.episode.text_calls` reads; never inside
  `<think>`), they become `tool_calls` and the text left over becomes the content. With `--first-call-only` (or a request with `parallel_tool_calls: false`)
  only the first is kept, as a server's grammar for one call per turn would allow: a small model
  otherwise writes read, search and book in one reply, blind to every result. `--first-call-only`
  also reads the server's reply as a stream and closes it once the first call is complete, so
  the server stops generating (llama.cpp cancels a stream whose client is gone); the usage is
  then taken from llama.cpp's per-token `timings` (`timings_per_token`);
- everything else (other paths, GET /v1/models, /props, /health, errors) passes through as is.
Each rewrite is logged on stderr as one line `text-call-proxy: converted ...`.
Standard library only, plus the environment's parser of text calls (`invoice_env.episode.text_calls`,
itself standard library only), so it runs in the venv that has invoice-env installed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
import urllib.error
import urllib.request
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from invoice_env.episode.text_calls import find_calls

text_calls = find_calls  # the environment's own parser of text calls (invoice_env.episode.text_calls)


def rewrite(reply: dict[str, Any], request: dict[str, Any], first_only: bool = False) -> str | None:
    """Turn the first choice's text call(s) into `tool_calls` in place; a log line, or None."""
    tool_names = {t.get("function", {}).get("name") for t in request.get("tools") or [] if isinstance(t, dict)}
    choices = reply.get("choices") or []
    if not tool_names or not choices or request.get("tool_choice") == "none":
        return None
    message = choices[0].get("message") or {}
    content = message.get("content")
    if message.get("tool_calls") or not isinstance(content, str):
        return None
    calls, rest = text_calls(content, tool_names)
    if not calls:
        return None
    dropped = 0
    if (first_only or request.get("parallel_tool_calls") is False) and len(calls) > 1:
        dropped = len(calls) - 1
        calls = calls[:1]
    message["tool_calls"] = [
        {"id": f"call_{uuid.uuid4().hex[:24]}", "type": "function",
         "function": {"name": c["name"], "arguments": json.dumps(c["arguments"], ensure_ascii=False)}}
        for c in calls]
    message["content"] = rest or None
    choices[0]["message"] = message
    choices[0]["finish_reason"] = "tool_calls"
    return (f"converted {len(calls)} text call(s) {[c['name'] for c in calls]}"
            + (f", dropped {dropped} more (one call per turn)" if dropped else ""))


def _usage(timings: dict[str, Any]) -> dict[str, Any]:
    """llama.cpp's usage block, rebuilt from the `timings` of a stream cut short."""
    cached, prompt, completion = (int(timings.get(k) or 0) for k in ("cache_n", "prompt_n", "predicted_n"))
    return {"completion_tokens": completion, "prompt_tokens": cached + prompt,
            "total_tokens": cached + prompt + completion, "prompt_tokens_details": {"cached_tokens": cached}}


def read_until_first_call(resp: Any, tool_names: set[str]) -> dict[str, Any]:
    """Fold an upstream SSE stream into one chat completion, stopping as soon as its text holds a
    complete tool call (the caller closes the stream, which ends the generation)."""
    head: dict[str, Any] = {}
    content: list[str] = []
    native: dict[int, dict[str, Any]] = {}
    finish, usage, timings = None, None, None
    for raw in resp:
        line = raw.decode("utf-8", "replace").strip()
        if not line.startswith("data:"):
            continue
        data = line[len("data:"):].strip()
        if data == "[DONE]":
            break
        chunk = json.loads(data)
        head = head or {k: chunk[k] for k in ("id", "created", "model") if chunk.get(k) is not None}
        timings = chunk.get("timings") or timings
        usage = chunk.get("usage") or usage
        piece = ""
        for choice in chunk.get("choices") or []:
            delta = choice.get("delta") or {}
            piece += delta.get("content") or ""
            for call in delta.get("tool_calls") or []:
                slot = native.setdefault(call.get("index", 0), {"id": None, "type": "function",
                                                                "function": {"name": "", "arguments": ""}})
                slot["id"] = call.get("id") or slot["id"]
                slot["function"]["name"] += (call.get("function") or {}).get("name") or ""
                slot["function"]["arguments"] += (call.get("function") or {}).get("arguments") or ""
            finish = choice.get("finish_reason") or finish
        content.append(piece)
        if not native and "}" in piece and text_calls("".join(content), tool_names)[0]:
            finish = "stop"
            break
    if usage is None and timings:
        usage = _usage(timings)
    message: dict[str, Any] = {"role": "assistant", "content": "".join(content) or None}
    if native:
        message["tool_calls"] = [native[i] for i in sorted(native)]
    return {"id": "proxy", "created": int(time.time()), "model": "", **head, "object": "chat.completion",
            "choices": [{"index": 0, "message": message, "finish_reason": finish or "stop"}], "usage": usage}


def sse(reply: dict[str, Any]) -> bytes:
    """A whole chat completion as the chunks of a stream."""
    head = {"id": reply.get("id", "proxy"), "object": "chat.completion.chunk",
            "created": reply.get("created", int(time.time())), "model": reply.get("model", "")}
    choice = (reply.get("choices") or [{}])[0]
    message = choice.get("message") or {}
    delta: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
    if message.get("tool_calls"):
        delta["tool_calls"] = [{"index": n, **call} for n, call in enumerate(message["tool_calls"])]
    events = [{**head, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]},
              {**head, "choices": [{"index": 0, "delta": {}, "finish_reason": choice.get("finish_reason", "stop")}]}]
    if reply.get("usage"):
        events.append({**head, "choices": [], "usage": reply["usage"]})
    return b"".join(b"data: " + json.dumps(e).encode() + b"\n\n" for e in events) + b"data: [DONE]\n\n"


def make_handler(upstream: str, timeout: float, first_only: bool = False):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _forward(self, body: bytes | None) -> tuple[int, dict[str, str], bytes]:
            # /v1/... goes under the upstream base URL, anything else (/props, /health) under its root
            base = upstream if self.path.startswith("/v1/") else re.sub(r"/v1$", "", upstream)
            path = self.path[len("/v1"):] if self.path.startswith("/v1/") else self.path
            headers = {k: v for k, v in self.headers.items() if k.lower() in ("authorization", "content-type")}
            req = urllib.request.Request(base + path, data=body, headers=headers, method=self.command)
            try:
                with urllib.request.urlopen(req, timeout=timeout) as resp:
                    return resp.status, dict(resp.headers), resp.read()
            except urllib.error.HTTPError as err:
                return err.code, dict(err.headers), err.read()

        def _forward_cut(self, request: dict[str, Any], tool_names: set[str]):
            """The chat request streamed upstream and cut after the first complete text call:
            (status, headers, error payload, reply or None)."""
            body = {**request, "stream": True, "stream_options": {"include_usage": True}, "timings_per_token": True}
            headers = {k: v for k, v in self.headers.items() if k.lower() in ("authorization", "content-type")}
            req = urllib.request.Request(upstream + "/chat/completions", data=json.dumps(body).encode(),
                                         headers=headers, method="POST")
            try:
                resp = urllib.request.urlopen(req, timeout=timeout)
            except urllib.error.HTTPError as err:
                return err.code, dict(err.headers), err.read(), None
            with resp:
                return 200, dict(resp.headers), b"", read_until_first_call(resp, tool_names)

        def _send(self, status: int, content_type: str, payload: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            status, headers, payload = self._forward(None)
            self._send(status, headers.get("Content-Type", "application/json"), payload)

        def do_POST(self) -> None:  # noqa: N802
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if not self.path.rstrip("/").endswith("/chat/completions"):
                status, headers, payload = self._forward(raw)
                return self._send(status, headers.get("Content-Type", "application/json"), payload)
            try:
                request = json.loads(raw)
            except json.JSONDecodeError as exc:
                return self._send(400, "application/json",
                                  json.dumps({"error": {"message": f"request body is not JSON: {exc}"}}).encode())
            stream = bool(request.pop("stream", False))
            request.pop("stream_options", None)
            tool_names = {t.get("function", {}).get("name") for t in request.get("tools") or [] if isinstance(t, dict)}
            if first_only and tool_names and request.get("tool_choice") != "none":
                status, headers, payload, reply = self._forward_cut(request, tool_names)
            else:
                status, headers, payload = self._forward(json.dumps(request).encode())
                reply = json.loads(payload) if status == 200 else None
            if reply is None:
                return self._send(status, headers.get("Content-Type", "application/json"), payload)
            note = rewrite(reply, request, first_only)
            if note:
                print(f"text-call-proxy: {note}", file=sys.stderr, flush=True)
            if stream:
                return self._send(200, "text/event-stream", sse(reply))
            self._send(200, "application/json", json.dumps(reply).encode())

        def log_message(self, format: str, *args: Any) -> None:  # quiet: one line per rewrite only
            pass

    return Handler


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--upstream", required=True, help="the server's OpenAI base URL, e.g. http://127.0.0.1:8089/v1")
    parser.add_argument("--port", type=int, default=8090, help="port on 127.0.0.1 to listen on (default 8090)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds to wait for the server per request")
    parser.add_argument("--first-call-only", action="store_true",
                        help="keep only the first of several text calls in one reply (one call per turn) "
                             "and stop the generation once it is complete")
    args = parser.parse_args(argv)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(args.upstream.rstrip("/"), args.timeout,
                                                                      args.first_call_only))
    print(f"text-call-proxy: 127.0.0.1:{args.port} -> {args.upstream}"
          + (" (first call only)" if args.first_call_only else ""), file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
