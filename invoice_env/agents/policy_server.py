"""An OpenAI-compatible endpoint that answers with the scripted agents, so `vf-eval` (verifiers
0.3 and 0.4) and the openai SDK run end to end on 127.0.0.1 with no API key and no model.

The server is stateless: every request carries the whole conversation, and `next_action`
replays its tool results into a fresh agent. It sees only what a model sees.

    GET  /v1/models             every agent name as a model id
    POST /v1/chat/completions   `model` picks the agent if it names one, else the server's policy;
                                `stream: true` answers with SSE chunks (plus usage if asked)
"""

from __future__ import annotations

import json
import signal
import threading
import time
import uuid
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

from invoice_env.agents.scripted import AGENTS, ToolCall, next_action

OWNER = "invoice-env"


class RequestError(Exception):
    def __init__(self, status: int, message: str, kind: str = "invalid_request_error"):
        super().__init__(message)
        self.status = status
        self.kind = kind


def check_policy(name: str) -> str:
    if name not in AGENTS:
        raise ValueError(f"unknown policy {name!r}; the policies are: {', '.join(AGENTS)}")
    return name


def models() -> dict:
    return {"object": "list", "data": [{"id": name, "object": "model", "owned_by": OWNER} for name in AGENTS]}


def _text(content: Any) -> str:
    """A message's content as text: a string, or the text parts of a content-part list."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    raise RequestError(400, f"message content must be a string or a list of content parts, got {type(content).__name__}")


def conversation(messages: Any) -> tuple[str, list[str]]:
    """The first user message's text and the tool results in order."""
    if not isinstance(messages, list) or not messages:
        raise RequestError(400, "'messages' must be a non-empty list of chat messages")
    if not all(isinstance(m, dict) for m in messages):
        raise RequestError(400, "every entry of 'messages' must be an object with a 'role'")
    prompt = next((_text(m.get("content")) for m in messages if m.get("role") == "user"), None)
    if prompt is None:
        raise RequestError(400, "'messages' holds no user message")
    return prompt, [_text(m.get("content")) for m in messages if m.get("role") == "tool"]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def completion(body: Any, default_policy: str) -> dict:
    """The agent's next turn for this request, as a `chat.completion` object."""
    if not isinstance(body, dict):
        raise RequestError(400, "the request body must be a JSON object")
    model = body.get("model")
    policy = model if isinstance(model, str) and model in AGENTS else default_policy
    prompt, results = conversation(body.get("messages"))
    try:
        action = next_action(policy, prompt, results)
    except Exception as exc:
        raise RequestError(500, f"agent {policy!r} failed: {type(exc).__name__}: {exc}", "server_error") from exc
    if isinstance(action, ToolCall):
        arguments = json.dumps(action.arguments, ensure_ascii=False)
        call = {"id": f"call_{len(results)}", "type": "function",
                "function": {"name": action.name, "arguments": arguments}}
        message = {"role": "assistant", "content": None, "tool_calls": [call]}
        finish, output = "tool_calls", action.name + arguments
    else:
        message = {"role": "assistant", "content": action}
        finish, output = "stop", action
    prompt_tokens = _tokens(json.dumps(body["messages"], ensure_ascii=False))
    usage = {"prompt_tokens": prompt_tokens, "completion_tokens": _tokens(output),
             "total_tokens": prompt_tokens + _tokens(output)}
    return {"id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion", "created": int(time.time()),
            "model": model if isinstance(model, str) and model else policy,
            "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
            "usage": usage}


def chunks(full: dict, include_usage: bool) -> Iterator[dict]:
    """A completion as the `chat.completion.chunk` sequence a streaming API sends."""
    head = {key: full[key] for key in ("id", "created", "model")} | {"object": "chat.completion.chunk"}
    choice = full["choices"][0]
    message = choice["message"]

    def chunk(delta: dict, finish: str | None = None) -> dict:
        return head | {"choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}]}

    yield chunk({"role": "assistant", "content": ""})
    if message.get("tool_calls"):
        yield chunk({"tool_calls": [{"index": 0, **call} for call in message["tool_calls"]]})
    else:
        yield chunk({"content": message["content"]})
    yield chunk({}, choice["finish_reason"])
    if include_usage:
        yield head | {"choices": [], "usage": full["usage"]}


class PolicyServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, policy: str, host: str = "127.0.0.1", port: int = 0, verbose: bool = False):
        self.policy = check_policy(policy)
        self.verbose = verbose
        super().__init__((host, port), _Handler)

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/v1"

    def handle_error(self, request: Any, client_address: Any) -> None:
        if self.verbose:
            super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: PolicyServer

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)

    def _route(self) -> str:
        path = self.path.split("?", 1)[0].rstrip("/")
        return path[len("/v1"):] if path.startswith("/v1/") else path

    def _send_json(self, status: int, obj: dict) -> None:
        data = json.dumps(obj, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _send_error(self, error: RequestError) -> None:
        self._send_json(error.status, {"error": {"message": str(error), "type": error.kind,
                                                 "param": None, "code": error.status}})

    def _send_stream(self, full: dict, include_usage: bool) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for chunk in chunks(full, include_usage):
            self.wfile.write(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode())
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def do_GET(self) -> None:
        if self._route() == "/models":
            self._send_json(200, models())
        else:
            self._send_error(RequestError(404, f"no such endpoint: GET {self.path}", "not_found_error"))

    def _read_json(self) -> Any:
        try:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        except ValueError:
            raise RequestError(400, "the Content-Length header is not a number") from None
        if self._route() != "/chat/completions":
            raise RequestError(404, f"no such endpoint: POST {self.path}; use POST /v1/chat/completions",
                               "not_found_error")
        try:
            return json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise RequestError(400, f"the request body is not valid JSON: {exc}") from None

    def do_POST(self) -> None:
        try:
            body = self._read_json()
            full = completion(body, self.server.policy)
            options = body.get("stream_options")
            include_usage = isinstance(options, dict) and bool(options.get("include_usage"))
        except RequestError as error:
            return self._send_error(error)
        except Exception as exc:  # a bug here must cost one request, never the server
            return self._send_error(RequestError(500, f"{type(exc).__name__}: {exc}", "server_error"))
        if body.get("stream"):
            self._send_stream(full, include_usage)
        else:
            self._send_json(200, full)


def serve(policy: str, host: str = "127.0.0.1", port: int = 0, verbose: bool = False
          ) -> tuple[PolicyServer, threading.Thread]:
    """Start a server on a background thread; stop it with `server.shutdown(); server.server_close()`."""
    server = PolicyServer(policy, host, port, verbose)
    thread = threading.Thread(target=server.serve_forever, name=f"policy-server-{policy}", daemon=True)
    thread.start()
    return server, thread


@contextmanager
def running_server(policy: str, host: str = "127.0.0.1", port: int = 0, verbose: bool = False) -> Iterator[str]:
    """A server for the duration of the block; yields its base URL (`http://127.0.0.1:PORT/v1`)."""
    server, thread = serve(policy, host, port, verbose)
    try:
        yield server.base_url
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def serve_until_signalled(server: PolicyServer) -> None:
    """Serve on this thread until SIGINT or SIGTERM."""
    def stop(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
