"""Choosing the tasks of a run: split, scenario and difficulty filters, seeded order, limit.
Shared by every framework adapter; unknown names fail here, before anything runs."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from invoice_env.tasks.dataset import INBOX_SPLITS, DatasetError, check_split, load_snapshot, load_tasks
from invoice_env.tasks.inbox.units import INBOX_SCENARIOS
from invoice_env.tasks.task_labels import Difficulty
from invoice_env.tasks.scenarios import SCENARIOS
from invoice_env.tasks.seeding import seeded_order
from invoice_env.world.models import InboxTask, Task

DIFFICULTIES = tuple(Difficulty)


def _names(values: Iterable[str] | str | None, allowed: tuple[str, ...], what: str) -> set[str] | None:
    if values is None:
        return None
    if isinstance(values, str):
        values = [v for v in values.split(",") if v.strip()]
    chosen = {v.strip() for v in values}
    if not chosen:
        return None
    unknown = sorted(chosen - set(allowed))
    if unknown:
        raise DatasetError(f"unknown {what} {', '.join(map(repr, unknown))}: expected any of {', '.join(allowed)}")
    return chosen


def select_tasks(split: str = "train", scenarios: Iterable[str] | str | None = None,
                 difficulty: Iterable[str] | str | None = None, seed: int | None = None,
                 limit: int | None = None, data_dir: Path | None = None,
                 cases_dir: Path | None = None) -> list[Task | InboxTask]:
    """The tasks of a run. With cases_dir, your own cases replace the split (filters still apply, with
    the scenario and difficulty names the cases use)."""
    if cases_dir:
        from invoice_env.tasks.cases.loader import load_cases

        pool = load_cases(cases_dir)
        scenario_names = tuple(sorted({t.scenario for t in pool}))
        difficulty_names = tuple(sorted({t.difficulty for t in pool}))
    elif split in INBOX_SPLITS:
        scenario_names, difficulty_names = INBOX_SCENARIOS, DIFFICULTIES
    else:
        scenario_names, difficulty_names = SCENARIOS, DIFFICULTIES
    wanted_scenarios = _names(scenarios, scenario_names, "scenario")
    wanted_difficulty = _names(difficulty, difficulty_names, "difficulty")
    if not cases_dir:
        pool = load_tasks(check_split(split), data_dir)
    tasks = [t for t in pool
             if (wanted_scenarios is None or t.scenario in wanted_scenarios)
             and (wanted_difficulty is None or t.difficulty in wanted_difficulty)]
    if seed is not None:
        tasks = [tasks[i] for i in seeded_order(len(tasks), seed)]
    if limit is not None:
        if limit < 1:
            raise DatasetError(f"limit must be at least 1, got {limit}")
        tasks = tasks[:limit]
    if not tasks:
        raise DatasetError(f"no task in split {split!r} matches scenarios={sorted(wanted_scenarios or [])} "
                           f"difficulty={sorted(wanted_difficulty or [])}")
    return tasks


def check_selection(split: str = "train", scenarios: Iterable[str] | str | None = None,
                    difficulty: Iterable[str] | str | None = None, data_dir: str | Path | None = None,
                    cases_dir: str | Path | None = None) -> None:
    """Fail early, in one line, on what a run's config names wrongly: a data folder that is missing or
    not built by `invoice-env build`, a cases folder with no valid case, an unknown scenario or
    difficulty, filters no task matches. Raises ValueError (so a config validator, such as the
    verifiers Taskset config's, reports it as a config error instead of a traceback from inside the
    run). The shipped split with no filter needs no check; the rest loads what the run would (cached)."""
    if not (scenarios or difficulty or data_dir or cases_dir):
        return
    for name, folder in (("data_dir", data_dir), ("cases_dir", cases_dir)):
        if folder and not Path(folder).is_dir():
            raise ValueError(f"{name} {str(folder)!r} is not a folder"
                             + (": build one with `invoice-env build --seed N --out DIR`" if name == "data_dir"
                                else ": give a folder of cases (see `invoice-env case new`)"))
    try:
        select_tasks(split, scenarios or None, difficulty or None, data_dir=Path(data_dir) if data_dir else None,
                     cases_dir=Path(cases_dir) if cases_dir else None)
        if data_dir and not cases_dir:
            load_snapshot(Path(data_dir), split)  # the ERP the tool server will open
    except DatasetError as exc:
        raise ValueError(" ".join(str(exc).split())) from exc


__all__ = ["DIFFICULTIES", "check_selection", "select_tasks", "load_snapshot"]
