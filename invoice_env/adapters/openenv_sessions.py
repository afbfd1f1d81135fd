"""Bounded, expiring sessions for the OpenEnv server, on top of OpenEnv's own `HTTPEnvServer`.

OpenEnv caps the number of sessions but never frees one that nobody closes: a client could fill every
slot with `POST /mcp {"method": "openenv/session/create"}` and lock every WebSocket user out until a
restart. Here:

- a session idle for `idle_timeout_s` (no message on its WebSocket, no reset, step or tool call) is
  closed: a session created over HTTP by OpenEnv's own reaper, a WebSocket by the server (close code
  4408, the reason saying why), which frees its slot;
- one client (its address, as uvicorn reports it: behind a proxy, the forwarded address) holds at most
  `per_client` sessions, and at most `http_per_client` of them created over HTTP, so that one client
  flooding `openenv/session/create` keeps only a few slots until they time out. A refused session is
  OpenEnv's capacity error (WebSocket code CAPACITY_REACHED, a JSON-RPC error on /mcp) naming the limit.

This leans on `HTTPEnvServer` internals of openenv 0.10 (`_create_session`, `_session_info`,
`_session_websocket_attachments`), which the [openenv] extra pins; tests/frameworks/test_openenv_sessions.py
fails if they change."""

from __future__ import annotations

import asyncio
import contextvars
import os
import time
from dataclasses import dataclass, field
from urllib.parse import parse_qs

from fastapi import FastAPI
from openenv.core.env_server.exceptions import SessionCapacityError
from openenv.core.env_server.http_server import HTTPEnvServer
from openenv.core.env_server.types import ConcurrencyConfig

from invoice_env.adapters.openenv_settings import DEFAULT_IDLE_TIMEOUT_S, DEFAULT_SESSIONS

IDLE_CLOSE_CODE = 4408


@dataclass(frozen=True)
class SessionLimits:
    sessions: int = DEFAULT_SESSIONS
    per_client: int | None = None  # default: all of them (one trainer may use the whole server)
    http_per_client: int | None = None  # default: a quarter of them, at least 1
    idle_timeout_s: float = DEFAULT_IDLE_TIMEOUT_S

    def __post_init__(self):
        for name in ("sessions", "per_client", "http_per_client"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
                raise ValueError(f"{name} must be a whole number of at least 1, got {value!r}")
        if not isinstance(self.idle_timeout_s, (int, float)) or not 0 < self.idle_timeout_s < float("inf"):
            raise ValueError(f"idle_timeout_s must be a positive number of seconds, got {self.idle_timeout_s!r}")
        object.__setattr__(self, "per_client", min(self.per_client or self.sessions, self.sessions))
        object.__setattr__(self, "http_per_client",
                           min(self.http_per_client or max(1, self.sessions // 4), self.per_client))


@dataclass(eq=False)
class _Origin:
    transport: str  # "http" or "websocket"
    client: str
    session_id: str | None = None  # the session a WebSocket holds, once known
    last_message: float = field(default_factory=time.time)


_ORIGIN: contextvars.ContextVar[_Origin | None] = contextvars.ContextVar("invoice_env_request_origin", default=None)


class BoundedEnvServer(HTTPEnvServer):
    """OpenEnv's server with per-client session limits and idle timeouts (see the module docstring)."""

    def __init__(self, env, action_cls, observation_cls, limits: SessionLimits, **kwargs):
        super().__init__(env, action_cls, observation_cls, concurrency_config=ConcurrencyConfig(
            max_concurrent_envs=limits.sessions, session_timeout=limits.idle_timeout_s), **kwargs)
        self.limits = limits
        self._owners: dict[str, _Origin] = {}
        self._creating: list[_Origin] = []
        self._limits_lock = asyncio.Lock()

    async def _create_session(self):
        origin = _ORIGIN.get() or _Origin("internal", "")
        async with self._limits_lock:
            self._refuse_over_limit(origin)
            self._creating.append(origin)
        try:
            session_id, env = await super()._create_session()
        except BaseException:
            async with self._limits_lock:
                self._creating.remove(origin)
            raise
        async with self._limits_lock:
            self._creating.remove(origin)
            self._owners[session_id] = origin
        if origin.transport == "websocket":
            # Held by its socket: OpenEnv's reaper leaves it alone and RequestOrigin times it out.
            origin.session_id = session_id
            self._session_websocket_attachments.add(session_id)
        return session_id, env

    def _refuse_over_limit(self, origin: _Origin) -> None:
        for session_id in [s for s in self._owners if s not in self._sessions]:
            del self._owners[session_id]  # closed, destroyed or reaped since
        held = [o for o in [*self._owners.values(), *self._creating] if o.client == origin.client]
        over = None
        if len(held) >= self.limits.per_client < self.limits.sessions:  # else OpenEnv's 'at capacity' says it
            over = (f"{len(held)} sessions, the most one client may hold (--sessions-per-client "
                    f"{self.limits.per_client}, INVOICE_ENV_SESSIONS_PER_CLIENT)")
        elif origin.transport == "http" and sum(o.transport == "http" for o in held) >= self.limits.http_per_client:
            over = (f"{self.limits.http_per_client} sessions created over HTTP, the most one client may hold "
                    f"(--http-sessions-per-client, INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT)")
        if over:
            raise SessionCapacityError(len(self._sessions), self.limits.sessions, message=(
                f"Session refused: client {origin.client or '?'} already holds {over}. Close one (a WebSocket "
                f"closes its session; openenv/session/close an HTTP one) or wait: an idle session is closed after "
                f"{self.limits.idle_timeout_s:g} s."))

    def idle_for(self, origin: _Origin) -> float:
        """Seconds since the socket's last message or its session's last reset, step or tool call."""
        info = self._session_info.get(origin.session_id) if origin.session_id else None
        last = max(origin.last_message, info.last_activity_at if info else 0.0)
        return time.time() - last


class RequestOrigin:
    """ASGI middleware: records which client opens each request (for the per-client limits) and closes a
    WebSocket whose session has been idle for the idle timeout (OpenEnv then destroys or detaches it)."""

    def __init__(self, app, server: BoundedEnvServer):
        self.app, self.server = app, server

    async def __call__(self, scope, receive, send):
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        client = scope.get("client")
        origin = _Origin(scope["type"], client[0] if client else "")
        token = _ORIGIN.set(origin)
        try:
            if scope["type"] == "http":
                return await self.app(scope, receive, send)
            attached = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("session_id")
            origin.session_id = attached[0] if attached else None
            await self._websocket(scope, receive, send, origin)
        finally:
            _ORIGIN.reset(token)

    async def _websocket(self, scope, receive, send, origin: _Origin):
        timeout = self.server.limits.idle_timeout_s
        closed = False

        async def receive_until_idle():
            nonlocal closed
            while not closed:
                left = timeout - self.server.idle_for(origin)
                if left <= 0:
                    closed = True
                    await send({"type": "websocket.close", "code": IDLE_CLOSE_CODE,
                                "reason": f"idle for {timeout:g} s: session closed; reconnect and reset"})
                    break
                try:
                    message = await asyncio.wait_for(receive(), timeout=left)
                except asyncio.TimeoutError:
                    continue  # the session may have been used over HTTP meanwhile: look again
                origin.last_message = time.time()
                return message
            return {"type": "websocket.disconnect", "code": IDLE_CLOSE_CODE}

        async def send_unless_closed(message):
            if not closed:  # the endpoint's own close after ours has nothing left to close
                await send(message)

        await self.app(scope, receive_until_idle, send_unless_closed)


def bounded_app(factory, action_cls, observation_cls, state_cls, env_name: str, limits: SessionLimits) -> FastAPI:
    """What OpenEnv's `create_app` builds (its routes, on a plain FastAPI app), served by `BoundedEnvServer`."""
    app = FastAPI(title=f"OpenEnv environment {env_name}", docs_url="/docs", redoc_url="/redoc")
    server = BoundedEnvServer(factory, action_cls, observation_cls, limits, env_name=env_name, state_cls=state_cls)
    server.register_routes(app, mode=os.environ.get("OPENENV_MODE", "simulation"))
    app.add_middleware(RequestOrigin, server=server)
    app.state.openenv_server = server
    return app
