"""A suite run: the draws of a run seed measured side by side (each in a process of its own, as many
at a time as there are cores), progress on the terminal, and every line pooled over the draws."""

from __future__ import annotations

import multiprocessing
import os
import queue
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS, Draw, draws_of, load_draw, new_run_seed
from invoice_env.agents.shortcuts.suite import DrawResult, SuiteResult, measure_draw, pooled

Progress = Callable[[str], None]


def measure(draw: Draw, folder: Path | None, cache: Path | None, messages=None) -> DrawResult:
    """One draw, built (or read from the cache) and measured; phases posted to `messages`."""
    def say(text: str) -> None:
        if messages is not None:
            messages.put((draw.name, text))

    started = time.perf_counter()
    say("building" if draw.seed is not None else "loading")
    data = load_draw(draw, folder, cache)
    say(f"{sum(map(len, data.tasks.values()))} tasks built, observed and solved by the reference agent")
    result = measure_draw(draw.name, data.snapshots, data.tasks, data.observations,
                          cross_validate=draw.seed is None, report=say, reference=data.reference)
    return replace(result, seconds=time.perf_counter() - started)


def _measure(args: tuple) -> DrawResult:
    return measure(*args)


def _clock(seconds: float) -> str:
    return f"{int(seconds) // 60}:{int(seconds) % 60:02d}"


def run(run_seed: int | None = None, count: int = DEFAULT_DRAWS, folder: Path | None = None,
        cache: Path | None = None, jobs: int | None = None, progress: Progress | None = None) -> SuiteResult:
    """The suite on the shipped draw and `count` private draws of `run_seed` (a new one if None),
    `jobs` draws at a time (default: one per core), pooled."""
    run_seed = new_run_seed() if run_seed is None else run_seed
    draws = draws_of(run_seed, count)
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(draws)))
    say = progress or (lambda text: None)
    started = time.perf_counter()
    done: dict[str, DrawResult] = {}

    def tell(name: str, text: str) -> None:
        elapsed = time.perf_counter() - started
        left = ""
        if done:  # the draws still to finish, at the mean time of one draw, `jobs` at a time
            mean = sum(result.seconds for result in done.values()) / len(done)
            left = f", at most about {_clock(mean * (len(draws) - len(done)) / jobs)} left"
        say(f"[{_clock(elapsed)}] {name}: {text} ({len(done)} of {len(draws)} draws done{left})")

    if jobs == 1:
        for draw in draws:
            done[draw.name] = measure(draw, folder, cache, _Direct(tell))
            tell(draw.name, f"done in {_clock(done[draw.name].seconds)}")
    else:
        context = multiprocessing.get_context("spawn")  # no fork of a process that may hold threads
        with context.Manager() as manager, context.Pool(jobs, maxtasksperchild=1) as pool:
            messages = manager.Queue()
            results = pool.imap_unordered(_measure, [(draw, folder, cache, messages) for draw in draws])
            while len(done) < len(draws):
                try:
                    result = results.next(timeout=1.0)
                except multiprocessing.TimeoutError:
                    _drain(messages, tell)
                    continue
                _drain(messages, tell)
                done[result.name] = result
                tell(result.name, f"done in {_clock(result.seconds)}")
    ordered = [done[draw.name] for draw in draws]
    return pooled(ordered, run_seed, time.perf_counter() - started)


class _Direct:
    """The in-process stand-in for a message queue: a message is told at once."""

    def __init__(self, tell: Callable[[str, str], None]):
        self.tell = tell

    def put(self, message: tuple[str, str]) -> None:
        self.tell(*message)


def _drain(messages, tell: Callable[[str, str], None]) -> None:
    while True:
        try:
            name, text = messages.get_nowait()
        except queue.Empty:
            return
        tell(name, text)


_RESULTS: dict[tuple, SuiteResult] = {}


def suite_for(run_seed: int, count: int = DEFAULT_DRAWS, folder: Path | None = None, cache: Path | None = None,
              jobs: int | None = None, progress: Progress | None = None) -> SuiteResult:
    """`run`, once per process for the same arguments."""
    key = (run_seed, count, str(folder.resolve()) if folder else "", str(cache) if cache else "")
    if key not in _RESULTS:
        _RESULTS[key] = run(run_seed, count, folder, cache, jobs, progress)
    return _RESULTS[key]
