"""Fixtures of the reliability suite and its closing tally: every test adds what it tried
(rollouts, concurrent rollouts, fuzzed calls, texts scanned, ...) to `tally`, and the terminal
summary prints one line per test, so a run states its own numbers."""

from __future__ import annotations

from collections import Counter

import pytest

from .support import V1Harness

TALLY: dict[str, Counter] = {}


@pytest.fixture
def tally(request) -> Counter:
    """Numbers this test tried, printed in the summary as `name: key=value ...`."""
    name = request.node.nodeid.split("tests/reliability/")[-1].split("[")[0]  # parametrized cases add up
    return TALLY.setdefault(name, Counter())


@pytest.fixture(scope="session")
def v1() -> V1Harness:
    return V1Harness()


def pytest_terminal_summary(terminalreporter) -> None:
    rows = [(name, numbers) for name, numbers in TALLY.items() if numbers]
    if not rows:
        return
    terminalreporter.section("reliability: what was tried")
    for name, numbers in rows:
        terminalreporter.write_line(f"{name}: " + ", ".join(f"{k}={v:,}" for k, v in numbers.items()))
