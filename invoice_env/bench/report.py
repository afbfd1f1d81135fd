"""The benchmark's table: the machine it ran on, and each figure against its target."""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sqlite3
from pathlib import Path
from typing import Any

from invoice_env.bench.figures import TARGETS


def machine() -> dict[str, Any]:
    from importlib.metadata import PackageNotFoundError, version

    def pkg(name: str) -> str | None:
        try:
            return version(name)
        except PackageNotFoundError:
            return None

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    ram_gb = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                ram_gb = round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "ram_gb": ram_gb, "os": platform.platform(),
            "python": platform.python_version(), "sqlite": sqlite3.sqlite_version,
            "verifiers": pkg("verifiers"), "invoice_env": pkg("invoice-env"), "pydantic": pkg("pydantic"),
            "pypdf": pkg("pypdf"), "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            "load_average_start": [round(x, 2) for x in os.getloadavg()]}


def verdicts(figures: dict[str, Any]) -> dict[str, bool | None]:
    out = {}
    for key, (_, _, _, check) in TARGETS.items():
        value = figures.get(key)
        out[key] = None if check is None or value is None else bool(check(value, figures))
    return out


def table(figures: dict[str, Any]) -> str:
    met = verdicts(figures)
    rows = [("figure", "median", "min", "max", "unit", "target", "met")]
    for key, (label, unit, target, _) in TARGETS.items():
        if key not in figures:
            continue
        value = figures[key]
        fmt = (lambda v: "-" if v is None else f"{v:,.3f}" if unit == "x" else f"{v:,.1f}")
        rows.append((f"{key}  ({label})", fmt(value), fmt(figures.get(f"{key}_min")), fmt(figures.get(f"{key}_max")),
                     unit, target, {True: "met", False: "MISSED", None: "-"}[met[key]]))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def env_server_table(figures: dict[str, Any]) -> str:
    """The env-server section: one row per harness, level and side (see invoice_env.bench.env_server)."""
    runs = {key[len("env_server_"):-len("_settings")]: value for key, value in figures.items()
            if key.startswith("env_server_") and key.endswith("_settings")}
    head = ("harness", "in flight", "side", "status", "rollouts", "reward 1.0", "wall s", "/min", "CPU s/rollout",
            "workers", "worker MB", "tool srv MB", "tool srv cores", "tool ms/call", "harness procs")
    rows = [head]
    for harness, settings in runs.items():
        for level in settings.get("levels", []):
            for side in ("ours", "control"):
                f = figures.get(f"env_server_{harness}_{side}_{level}")
                if not f:
                    continue
                cell = (lambda v: "-" if v is None else str(v))
                rows.append((harness, str(level), side, f["status"][:40], str(f["rollouts"]), str(f["reward_one"]),
                             cell(f["wall_s"]), cell(f["rollouts_per_min"]), cell(f["cpu_s_per_rollout"]),
                             cell(f["workers"]), cell(f["worker_peak_rss_mb_max"]),
                             cell(f["tool_server_peak_rss_mb_max"]), cell(f["tool_server_cores"]),
                             cell(f["tool_server_cpu_ms_per_call"]), cell(f["harness_processes_peak"])))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) if i < 4 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    for harness, settings in runs.items():
        lines.append(f"{harness}: verifiers {settings.get('verifiers')}, {settings.get('pool')} pool, "
                     f"{settings.get('date')}; load average {settings.get('load_average_start')} -> "
                     f"{settings.get('load_average_end')}; run took {settings.get('run_seconds')} s")
    return "\n".join(lines)
