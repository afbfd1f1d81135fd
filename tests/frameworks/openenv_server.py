"""A real OpenEnv server: `invoice-env serve-openenv` itself in a subprocess (`serve_openenv`), or the
app it runs on 127.0.0.1 in a thread (`running_server`); and episodes driven through OpenEnv's own
WebSocket client."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import subprocess
import sys
import threading
import time

import requests
import uvicorn
from openenv.core.generic_client import GenericEnvClient

from invoice_env.adapters.openenv_env import build_app
from invoice_env.agents.text_policy import TextPolicy


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def serve_openenv(*flags: str):
    """`invoice-env serve-openenv --port P FLAGS...` as a user runs it; yields its base URL."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "invoice_env.cli", "serve-openenv", "--port", str(port), *flags],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy())
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if requests.get(f"{url}/health", timeout=1).status_code == 200:
                break
        except requests.ConnectionError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"serve-openenv did not start: {process.communicate()[1]}")
        time.sleep(0.1)
    try:
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextlib.contextmanager
def running_server(split: str = "train", sessions: int = 4, max_turns: int = 20):
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(build_app(split, sessions, max_turns), host="127.0.0.1", port=port,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the OpenEnv server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


class _Barrier:
    def __init__(self, parties: int):
        self.left, self.event = parties, asyncio.Event()

    async def wait(self) -> None:
        self.left -= 1
        if self.left == 0:
            self.event.set()
        await asyncio.wait_for(self.event.wait(), timeout=60)


async def async_episode(policy: str, url: str, task_id: str, start: _Barrier) -> tuple[float, dict]:
    async with GenericEnvClient(base_url=url) as client:
        result = await client.reset(task_id=task_id)
        await start.wait()  # every session is open and reset before any acts
        agent = TextPolicy(policy)
        observation = result.observation["text"]
        for _ in range(40):
            result = await client.step({"message": agent.act(observation)})
            observation = result.observation["text"]
            if result.done:
                return result.reward, result.observation["metadata"]
    raise AssertionError(f"episode of {task_id} did not end")


async def async_episodes(policy: str, targets: list[tuple[str, str]]) -> list[tuple[float, dict]]:
    """All episodes at once, one WebSocket session each: (reward, final metadata) per (url, task_id)."""
    start = _Barrier(len(targets))
    return list(await asyncio.gather(*(async_episode(policy, url, task_id, start) for url, task_id in targets)))
