"""Run a long command (vf-eval) while telling the user how far it got: a line on stderr every few
seconds with the rollouts done, read from vf-eval's own log ("rollout done: ..."), and a clear error
when it runs past its deadline instead of a TimeoutExpired traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import TextIO

DONE_MARK = "rollout done:"
"""What vf-eval (verifiers 0.4) logs to stderr when a rollout ends; verifiers 0.3 logs nothing like it."""


class CommandTimeout(RuntimeError):
    pass


@dataclass(frozen=True)
class Finished:
    returncode: int
    stderr: str
    seconds: float


def run_with_progress(command: list[str], env: dict[str, str], timeout: float, total: int, label: str,
                      out: TextIO | None = sys.stderr, every: float = 5.0) -> Finished:
    """Run `command`; every `every` seconds (after the first) print '<label>: N of TOTAL rollouts
    done, S s' to `out` (None: silent; TOTAL 0: the command logs no rollouts, 'still running, S s'). Past `timeout` seconds the command's process group is ended
    and CommandTimeout says so."""
    handle, path = tempfile.mkstemp(prefix="vf-eval-", suffix=".log")
    os.close(handle)
    try:
        with open(path, "a", encoding="utf-8") as log:  # the child's stderr; read back by path
            started = time.perf_counter()
            process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=log, text=True,
                                       start_new_session=True)
            last_report = started
            try:
                while process.poll() is None:
                    time.sleep(0.2)
                    now = time.perf_counter()
                    if now - started > timeout:
                        _end(process)
                        raise CommandTimeout(
                            f"{label}: still running after {timeout:.0f} s, stopped; give it longer with --timeout "
                            f"SECONDS (done so far: {_done(path)} of {total} rollouts)")
                    if out is not None and now - last_report >= every:
                        done = f"{_done(path)} of {total} rollouts done" if total > 0 else "still running"
                        print(f"{label}: {done}, {now - started:.0f} s", file=out, flush=True)
                        last_report = now
            except BaseException:
                _end(process)
                raise
            seconds = time.perf_counter() - started
        with open(path, encoding="utf-8", errors="replace") as log:
            text = log.read()
    finally:
        os.unlink(path)
    if out is not None:
        print(f"{label}: finished in {seconds:.0f} s (exit {process.returncode})", file=out, flush=True)
    return Finished(process.returncode, text, seconds)


def _done(path: str) -> int:
    with open(path, encoding="utf-8", errors="replace") as log:
        return sum(line.count(DONE_MARK) for line in log)


def _end(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()
