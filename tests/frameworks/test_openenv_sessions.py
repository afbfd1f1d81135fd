"""Sessions of the real `invoice-env serve-openenv` are bounded per client and closed when idle, so a flood
of `POST /mcp {"method": "openenv/session/create"}` from one client cannot lock WebSocket users out (it
did: every slot filled and nothing freed them until a restart). Driven with OpenEnv's own clients; the
flooding client sends from 127.0.0.2, so that the server sees it as another client than the WebSocket
users on 127.0.0.1."""

import asyncio
import socket
import time

import pytest

from .support import CI_HINT

pytest.importorskip("openenv", reason=CI_HINT)

import httpx  # noqa: E402
import websockets.sync.client  # noqa: E402
from openenv.core.generic_client import GenericEnvClient  # noqa: E402
from openenv.core.mcp_client import MCPToolClient  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from invoice_env.adapters.openenv_models import InvoiceAction  # noqa: E402
from invoice_env.adapters.openenv_sessions import IDLE_CLOSE_CODE, SessionLimits  # noqa: E402
from invoice_env.adapters.text_episode import tool_call_text  # noqa: E402
from invoice_env.tasks.dataset import load_tasks  # noqa: E402

from .openenv_server import async_episodes, serve_openenv  # noqa: E402


def create_sessions(url: str, count: int, address: str) -> list[dict]:
    """`count` openenv/session/create calls from one HTTP client bound to `address`: the JSON-RPC replies."""
    with httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=30) as client:
        return [client.post(f"{url}/mcp", json={"jsonrpc": "2.0", "id": i, "method": "openenv/session/create",
                                                "params": {}}).json() for i in range(count)]


def _second_loopback_address() -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.2", 0))
        except OSError:
            return False
    return True


@pytest.mark.skipif(not _second_loopback_address(), reason="127.0.0.2 is not a local address here (Linux has it)")
def test_a_create_flood_cannot_lock_websocket_users_out():
    """4 sessions, 3 per client, of which 1 over HTTP (the default quarter): 200 creates from one client get
    1 session; three WebSocket users still play full episodes side by side; a fourth session from the users'
    address is refused by the per-client limit, with an error naming it."""
    with serve_openenv("--split", "train", "--sessions", "4", "--sessions-per-client", "3") as url:
        started = time.monotonic()
        flood = create_sessions(url, 200, "127.0.0.2")
        flood_s = time.monotonic() - started
        created = [reply["result"]["session_id"] for reply in flood if "result" in reply]
        refused = [reply["error"]["message"] for reply in flood if "error" in reply]
        rewards = asyncio.run(async_episodes("reference", [(url, "train-0000")] * 3))
        with pytest.raises(RuntimeError, match="--sessions-per-client 3"):
            asyncio.run(_held_while_another_connects(url, 3))
    assert len(created) == 1 and len(refused) == 199, (created, refused[:1])
    assert "--http-sessions-per-client" in refused[0] and "127.0.0.2" in refused[0]
    assert [reward for reward, _ in rewards] == [1.0, 1.0, 1.0]
    print(f"flood: 200 creates in {flood_s:.2f} s, {len(created)} created, {len(refused)} refused")


async def _held_while_another_connects(url: str, held: int):
    clients = [GenericEnvClient(base_url=url) for _ in range(held + 1)]
    try:
        for client in clients:
            await client.reset(index=0)
    finally:
        for client in clients:
            await client.close()


def test_idle_sessions_are_closed_and_free_their_slots():
    """With a 1.5 s idle timeout: an unused HTTP session is reaped (by OpenEnv's reaper, which looks every
    5 s at the least), an idle WebSocket is closed by the server with code 4408 and a reason, and both
    slots are free again; a WebSocket that keeps acting, and an MCPToolClient whose socket is quiet while
    its tool calls go over HTTP, keep their sessions (and episodes) to the end."""
    with serve_openenv("--split", "train", "--sessions", "2", "--idle-timeout", "1.5") as url:
        http_session = create_sessions(url, 1, "127.0.0.1")[0]["result"]["session_id"]
        started = time.monotonic()
        with websockets.sync.client.connect(url.replace("http", "ws") + "/ws") as idle:
            idle.send('{"type": "reset", "data": {"index": 0}}')
            assert '"observation"' in idle.recv(timeout=30)
            with pytest.raises(ConnectionClosed) as closed:
                idle.recv(timeout=30)
        ws_closed_s = time.monotonic() - started
        assert closed.value.rcvd.code == IDLE_CLOSE_CODE and "idle for 1.5 s" in closed.value.rcvd.reason
        while not _both_slots_free(url):  # (a tools/list on the session would itself be activity)
            assert time.monotonic() - started < 20, "the idle HTTP session was never reaped"
            time.sleep(0.25)
        http_reaped_s = time.monotonic() - started
        assert "Unknown session_id" in _tools_list(url, http_session)["error"]["message"]
        busy, mcp = asyncio.run(_busy_for(url, seconds=4.0))  # both slots: so both were freed
    assert 1.4 < ws_closed_s < 4 and http_reaped_s < 1.5 + 5 + 2
    assert busy == 1.0 and mcp == 1.0
    print(f"idle 1.5 s: WebSocket closed after {ws_closed_s:.1f} s, HTTP session reaped after {http_reaped_s:.1f} s")


def _both_slots_free(url: str) -> bool:
    """Two WebSocket sessions at once on the 2-session server, each resetting."""
    with websockets.sync.client.connect(url.replace("http", "ws") + "/ws") as first, \
            websockets.sync.client.connect(url.replace("http", "ws") + "/ws") as second:
        try:
            replies = []
            for connection in (first, second):
                connection.send('{"type": "reset", "data": {"index": 0}}')
                replies.append(connection.recv(timeout=30))
        except ConnectionClosed:  # refused: the server sent CAPACITY_REACHED and closed
            return False
    return all('"observation"' in reply for reply in replies)


def _tools_list(url: str, session_id: str) -> dict:
    return httpx.post(f"{url}/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list",
                                          "params": {"session_id": session_id}}, timeout=30).json()


async def _busy_for(url: str, seconds: float):
    """A WebSocket stepping every 0.5 s, and an MCPToolClient calling a tool over HTTP every 0.5 s, for
    longer than the idle timeout; then each flags train-0000 (a duplicate invoice) and answers over its
    socket: the rewards, 1.0 only if the session lived throughout."""
    flag = tool_call_text("flag_for_review", {"document_id": load_tasks("train")[0].document_id,
                                              "reason": "duplicate_invoice", "note": "already booked"})
    ticks = int(seconds / 0.5)

    async def stepping():
        async with GenericEnvClient(base_url=url) as env:
            await env.reset(task_id="train-0000")
            for _ in range(ticks):
                await asyncio.sleep(0.5)
                await env.step({"message": tool_call_text("read_document", {"document_id": "x"})})
            await env.step({"message": flag})
            return (await env.step({"message": "Flagged."})).reward

    async def calling():
        async with MCPToolClient(base_url=url) as env:
            await env.reset(task_id="train-0000")
            for _ in range(ticks):
                await asyncio.sleep(0.5)
                await env.call_tool("read_document", document_id="x")
            await env.step(InvoiceAction(message=flag))
            return (await env.step(InvoiceAction(message="Flagged."))).reward

    return await asyncio.gather(stepping(), calling())


def test_limits_are_checked_and_default_sensibly():
    assert SessionLimits(8) == SessionLimits(8, 8, 2, 600.0)
    assert SessionLimits(1).http_per_client == 1 and SessionLimits(32, 4).http_per_client == 4
    for bad in ({"sessions": 0}, {"per_client": 0}, {"http_per_client": True}, {"idle_timeout_s": 0},
                {"idle_timeout_s": float("inf")}):
        with pytest.raises(ValueError):
            SessionLimits(**bad)


def test_settings_from_the_environment_are_checked_like_the_flags():
    from invoice_env.adapters.openenv_settings import from_environment

    args = from_environment({"INVOICE_ENV_SESSIONS": "32", "INVOICE_ENV_IDLE_TIMEOUT": "90",
                             "INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT": "8", "INVOICE_ENV_SPLIT": "eval"})
    assert (args.sessions, args.idle_timeout, args.http_sessions_per_client, args.split) == (32, 90.0, 8, "eval")
    assert from_environment({}).host == "127.0.0.1" and from_environment({}).sessions_per_client is None
    for variable, text in (("INVOICE_ENV_SESSIONS", "0"), ("INVOICE_ENV_IDLE_TIMEOUT", "soon"),
                           ("INVOICE_ENV_MAX_TURNS", "2.5")):
        with pytest.raises(ValueError, match=variable):
            from_environment({variable: text})
