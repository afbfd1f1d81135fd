"""What a run folder says about the run beyond its rollouts, from the config vf-eval (or vf-replay)
saved beside the traces: the data the run used, and whether it is a replay.

verifiers 0.4 saves `configs/resolved/eval.json` (the env args under `env.taskset`: split, seed,
data_dir, cases_dir) and vf-replay `configs/resolved/replay.json` (under `taskset`); verifiers 0.3
saves `metadata.json` (under `env_args`). Without any of them, the tasks' own `split` and `source`
say it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

CONFIGS = ("configs/resolved/eval.json", "configs/eval.json", "configs/resolved/replay.json", "configs/replay.json")
"""Where vf-eval and vf-replay save their config (verifiers 0.4; 0.3.1.dev62 without `resolved/`)."""


@dataclass(frozen=True)
class DataSource:
    text: str = "not recorded"
    """What a reader sees: 'shipped eval split', 'private data-dir my-eval, eval split (manifest.json
    SHA-256 ...)', 'own cases (cases-dir my-cases)'."""
    key: str = ""
    """The data's identity for pairing runs: the same key, the same tasks under the same ids."""


def _json(path: Path) -> dict:
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def saved_config(folder: Path) -> tuple[str, dict]:
    """('eval' | 'replay' | 'v0' | '', the taskset's args as the run's saved config records them)."""
    for name in CONFIGS:
        config = _json(folder / name)
        if config:
            kind = "replay" if name.endswith("replay.json") else "eval"
            taskset = config.get("taskset") or (config.get("env") or {}).get("taskset") or {}
            return kind, taskset if isinstance(taskset, dict) else {}
    args = _json(folder / "metadata.json").get("env_args")
    return ("v0", args) if isinstance(args, dict) else ("", {})


def is_replay(folder: Path) -> bool:
    return saved_config(folder)[0] == "replay"


def manifest_sha256(folder: Path) -> str | None:
    try:
        return hashlib.sha256((folder / "manifest.json").read_bytes()).hexdigest()
    except OSError:
        return None


def _tasks_source(rollouts, kind: str) -> str:
    """The folder the tasks' own `source` field names ("data:/abs/dir"), resolved when vf-eval ran."""
    for rollout in rollouts:
        found, _, folder = rollout.source.partition(":")
        if found == kind and folder:
            return folder
    return ""


def _private(data_dir: str, split: str, rollouts) -> DataSource:
    folder = Path(_tasks_source(rollouts, "data") or data_dir)
    digest = manifest_sha256(folder)
    where = f"manifest.json SHA-256 {digest[:16]}" if digest else f"no manifest.json at {folder} now"
    key = f"data:{digest or folder.resolve()}:{split}"
    return DataSource(f"private data-dir {data_dir}, {split} split ({where})", key)


def data_source(folder: Path, rollouts) -> DataSource:
    """The data a run used: its saved env args, else its tasks' split and source."""
    _, args = saved_config(folder)
    split = str(args.get("split") or next((r.split for r in rollouts if r.split), ""))
    if args.get("mode") == "inbox" and split in ("train", "eval"):
        split = f"inbox-{split}"
    cases_dir = str(args.get("cases_dir") or "") or _tasks_source(rollouts, "cases")
    data_dir = str(args.get("data_dir") or "") or _tasks_source(rollouts, "data")
    if cases_dir:
        absolute = Path(_tasks_source(rollouts, "cases") or cases_dir).resolve()
        return DataSource(f"own cases (cases-dir {cases_dir})", f"cases:{absolute}")
    if data_dir:
        return _private(data_dir, split, rollouts)
    if split:
        return DataSource(f"shipped {split} split", f"shipped:{split}")
    return DataSource()
