"""A validation provider for `openenv validate`'s runtime graders where no Docker daemon runs (this machine,
most CI runners): instead of building the image and starting a container, it runs the Dockerfile's own CMD,
with the Dockerfile's ENV, from the package directory, in this interpreter's environment (which has the
package and its [openenv] extra installed, as the image does). Everything else is OpenEnv's own: the
runner, the runtime plan, the collector over /ws, the graders and the severity policy.

What it does not check is the image build itself (base image, pip install in the container); the
Docker-based test in test_openenv_validate.py does that where a daemon runs."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import requests
from openenv.validation.providers import ExecResult, StartupError
from openenv.validation.runner import source_digest
from openenv.validation.types import ProviderCapability

from .openenv_server import free_port


def dockerfile_command(dockerfile: Path) -> tuple[list[str], dict[str, str]]:
    """The exec-form CMD and the ENV settings of a Dockerfile."""
    command, env = None, {}
    for line in dockerfile.read_text().splitlines():
        if line.startswith("CMD "):
            command = json.loads(line[4:])
        elif line.startswith("ENV "):
            env.update(pair.split("=", 1) for pair in shlex.split(line[4:]))
    if not command:
        raise StartupError(f"{dockerfile} has no exec-form CMD")
    return command, env


class LocalProcess:
    def __init__(self, root: Path, argv: list[str], env: dict[str, str], port: int):
        self.root, self.argv = root, argv
        self.base_url = f"http://127.0.0.1:{port}"
        self.log = root.parent / f"subject-{port}.log"
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(argv, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)

    def wait_healthy(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                if requests.get(f"{self.base_url}/health", timeout=1).status_code == 200:
                    return
            except requests.ConnectionError:
                pass
            time.sleep(0.1)
        self.stop()
        raise StartupError(f"the subject did not become healthy: {self.logs()[-2000:]}")

    def inspect(self) -> dict:
        return {"pid": self.process.pid, "argv": self.argv, "returncode": self.process.poll()}

    def logs(self, max_bytes: int = 65536) -> str:
        return self.log.read_bytes()[-max_bytes:].decode("utf-8", "replace")

    def exec(self, argv: list[str], timeout_s: float) -> ExecResult:
        started = time.monotonic()
        done = subprocess.run(argv, cwd=self.root, capture_output=True, text=True, timeout=timeout_s)
        return ExecResult(done.returncode, done.stdout, done.stderr, time.monotonic() - started)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class LocalProcessProvider:
    name = "local-process"
    capabilities = frozenset({ProviderCapability.IMAGE_BUILD})
    supported_network_modes = frozenset({"public"})

    def __init__(self):
        self.started: list[LocalProcess] = []

    def build(self, root: Path, execution) -> str:
        self.root = Path(root)
        self.command, self.env = dockerfile_command(self.root / execution.dockerfile)
        return "sha256:" + source_digest(self.root)  # the "image" is the package directory as it is now

    def start(self, spec) -> LocalProcess:
        port = free_port()
        argv = list(self.command)
        argv[argv.index("--host") + 1] = "127.0.0.1"
        argv[argv.index("--port") + 1] = str(port)
        if argv[0] == "uvicorn":
            argv = [sys.executable, "-m", "uvicorn", *argv[1:]]
        env = {"PATH": os.environ.get("PATH", ""), **self.env, **spec.env_vars}
        subject = LocalProcess(self.root, argv, env, port)
        self.started.append(subject)
        subject.wait_healthy(spec.startup_timeout_s)
        return subject
