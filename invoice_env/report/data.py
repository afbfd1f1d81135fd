"""Load what vf-eval wrote into one rollout model: verifiers v1 `traces.jsonl` (one episode per
line, its traces inside) and v0 `results.jsonl` (one rollout per line, `metadata.json` beside it).

A rollout keeps what the report shows: the task's hidden fields, reward, metrics, the verdict line
and the rows it wrote (recorded by the grader in `info`), the conversation without the system prompt
(kept once per distinct text), timings, and the run it belongs to."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from invoice_env.report.outcomes import document_goals, goal_label
from invoice_env.world.models import InboxTask
from invoice_env.report.runinfo import DataSource, data_source, is_replay
from invoice_env.report.usage import Usage, v0_metadata, v0_usage, v1_usage


class ReportError(ValueError):
    pass


@dataclass(frozen=True)
class Rollout:
    task_id: str
    scenario: str
    difficulty: str
    reward: float
    metrics: dict[str, float]
    verdict: str
    turns: int
    rows: tuple[dict, ...] | None = ()
    """The rows the rollout wrote (`info.rows_written`): each a dict with its `table`; None when the
    result does not record them."""
    tags: tuple[str, ...] = ()
    messages: tuple[dict, ...] = ()
    """The conversation after the system prompt: {role, content, calls: [{name, arguments}], t}."""
    system_prompt: str = ""
    timing: dict[str, float] = field(default_factory=dict)
    """Seconds: total, setup, agent, model, scoring (those the framework recorded)."""
    errors: tuple[str, ...] = ()
    stop: str = ""
    run: str = ""
    dataset_key: str = ""
    """What tells this task from one of the same id in another dataset (a private split also has
    `eval-0000`...): the task's inbox document id, or its prompt."""
    usage: Usage = field(default_factory=lambda: Usage())
    """The model, sampling settings, tokens, cost and wall-clock span the framework recorded."""
    trace_id: str = ""
    """vf-eval's id of the trace (a vf-replay of a run keeps its traces' ids)."""
    started: float | None = None
    """When the rollout started (epoch seconds), as the framework recorded it."""
    split: str = ""
    source: str = ""
    """Where the task came from, as the task data records it: "" shipped, "data:<dir>", "cases:<dir>"."""
    goal: str = ""
    """The expected outcome read from the task itself ('book', 'flag REASON'), for a rollout whose
    verdict line is missing (an errored one); "" when the task cannot be found again."""
    documents: tuple[tuple[str, str, str], ...] = ()
    """An inbox rollout: (document id, expected outcome, expected PO or "") per document, read from the task
    found again with the same documents; () for a single invoice or an inbox that cannot be found."""

    @property
    def errored(self) -> bool:
        """Ended in an error of the framework or the endpoint (a provider error, a timeout, a crashed
        harness): it measures nothing of the model."""
        return bool(self.errors)

    @property
    def task(self) -> str:
        """The task's identity across runs: its id within its dataset."""
        return f"{self.task_id}@{self.dataset_key}" if self.dataset_key else self.task_id

    @property
    def tool_calls(self) -> int:
        return sum(len(m.get("calls") or ()) for m in self.messages)

    @property
    def final_text(self) -> str:
        for message in reversed(self.messages):
            if message["role"] == "assistant":
                return message.get("content") or ""
        return ""


@dataclass(frozen=True)
class Run:
    label: str
    files: tuple[Path, ...]
    rollouts: list[Rollout]
    wall_seconds: float | None = None
    """vf-eval's own wall time where it wrote one (verifiers 0.3's metadata.json `time`); else the
    report takes the span from the first rollout's start to the last one's end."""
    data: DataSource = field(default_factory=DataSource)
    """The tasks the run used: the shipped split, a private data-dir or a cases-dir."""
    replay: bool = False
    """A vf-replay output (its saved config is replay.json): the traces of another run, re-scored."""
    replay_of: str | None = None
    """The label of the run a replay re-scored, when that run is in the report."""

    @property
    def started(self) -> float | None:
        """When the run started: its first rollout's start as the framework recorded it."""
        starts = [r.started for r in self.rollouts if r.started is not None]
        return min(starts) if starts else None


def _text(content) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "\n".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
    return str(content)


def _calls(message: dict) -> list[dict]:
    calls = []
    for call in message.get("tool_calls") or []:
        if isinstance(call, str):  # v0 stores each call as a JSON string
            call = json.loads(call)
        function = call.get("function") or {}
        calls.append({"name": call.get("name") or function.get("name") or "?",
                      "arguments": _text(call.get("arguments", function.get("arguments", "")))})
    return calls


def _conversation(raw: list[dict], start: float | None) -> tuple[str, tuple[dict, ...]]:
    """Split off the system prompt; keep role, text, tool calls and the time since `start`."""
    system, messages = [], []
    for item in raw:
        message = item.get("message", item) if isinstance(item, dict) else {}
        role = message.get("role")
        if role == "system":
            system.append(_text(message.get("content")))
            continue
        if role is None:
            continue
        entry = {"role": role, "content": _text(message.get("content"))}
        if role == "assistant":
            entry["calls"] = _calls(message)
        stamp = item.get("timestamp") if isinstance(item, dict) else None
        if stamp is not None and start is not None:
            entry["t"] = round(stamp - start, 3)
        messages.append(entry)
    return "\n\n".join(system), tuple(messages)


def _span(part) -> float | None:
    if isinstance(part, dict) and isinstance(part.get("start"), (int, float)) and isinstance(part.get("end"), (int, float)):
        return part["end"] - part["start"]
    return None


def _timing(timing: dict) -> dict[str, float]:
    """Seconds per phase from v1 `timing` (setup, agent, scoring; agent.model.duration) or v0 `timing`
    (setup, generation, scoring; start_time)."""
    out = {}
    start = timing.get("start", timing.get("start_time"))
    ends = [p["end"] for p in timing.values() if isinstance(p, dict) and isinstance(p.get("end"), (int, float))]
    if isinstance(start, (int, float)) and ends:
        out["total"] = max(ends) - start
    for name, shown in (("setup", "setup"), ("agent", "agent"), ("generation", "agent"), ("scoring", "scoring")):
        if (span := _span(timing.get(name))) is not None:
            out[shown] = span
    model = (timing.get("agent") or {}).get("model") or {}
    if isinstance(model.get("duration"), (int, float)):
        out["model"] = model["duration"]
    return {k: round(v, 3) for k, v in out.items()}


def _hidden_fields(task_id: str) -> tuple[str, str, tuple[str, ...]]:
    """Scenario, difficulty and tags of a shipped task, for results that did not record them."""
    from invoice_env.tasks.sources import resolve_task

    try:
        task, _ = resolve_task(task_id)
    except Exception:
        return "unknown", "unknown", ()
    return task.scenario, task.difficulty, tuple(getattr(task, "tags", ()) or ())


def _tags(value) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"task tags must be a list of strings, got {value!r}")
    return tuple(value)


def _rows(value) -> tuple[dict, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(r, dict) for r in value):
        raise ValueError(f"rows_written must be a list of row objects, got {value!r}")
    return tuple(value)


def _metrics(raw) -> dict[str, float]:
    return {k: float(v) for k, v in (raw or {}).items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


def _from_v1(episode: dict, label: str) -> list[Rollout]:
    data = episode["task"]["data"]
    task_id = data["id"]
    scenario, difficulty, tags = data.get("scenario"), data.get("difficulty"), _tags(data.get("tags"))
    if not scenario:
        scenario, difficulty, tags = _hidden_fields(task_id)
    split, source, document = str(data.get("split") or ""), str(data.get("source") or ""), data.get("document_id")
    out = []
    for trace in episode["traces"]:
        info = trace.get("info") or {}
        reward = sum(r["score"] * r.get("weight", 1.0) for r in (trace.get("rewards") or {}).values() if r)
        nodes = trace.get("nodes") or []
        stamps = [n["timestamp"] for n in nodes if isinstance(n.get("timestamp"), (int, float))]
        system, messages = _conversation(nodes, min(stamps) if stamps else None)
        if not system and data.get("system_prompt"):
            system = data["system_prompt"]
        errors = _trace_errors(trace, episode)
        goal = _task_goal(task_id, source, str(document or "")) if errors and not info.get("verdict") else ""
        documents = _inbox_goals(task_id, source, data.get("documents")) if data.get("documents") else ()
        out.append(Rollout(
            task_id, scenario, difficulty or "unknown", float(reward), _metrics(trace.get("metrics")),
            str(info.get("verdict", "")), sum(1 for m in messages if m["role"] == "assistant"),
            _rows(info.get("rows_written")), tags, messages, system, _timing(trace.get("timing") or {}),
            errors, str(trace.get("stop_condition") or ""), label,
            str(document or data.get("prompt") or ""), v1_usage(trace), str(trace.get("id") or ""),
            _start((trace.get("timing") or {}).get("start")), split, source, goal, documents))
    return out


def _start(value) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0 else None


def _task_found_again(task_id: str, source: str):
    """The task as its source holds it now, or None (the data folder is gone, or another version's)."""
    from invoice_env.tasks.sources import load_task_index

    try:
        return load_task_index(source).get(task_id)
    except Exception:  # whatever the folder holds, the task stays unknown
        return None


def _task_goal(task_id: str, source: str, document_id: str) -> str:
    """The expected outcome read from the task itself, for a rollout the grader never judged (it
    errored): "" unless the task is found again in its source and is the same inbox document."""
    task = _task_found_again(task_id, source)
    if task is None or isinstance(task, InboxTask) or (document_id and task.document_id != document_id):
        return ""  # an inbox has one expected outcome per document: its rollouts are grouped by scenario only
    return goal_label(task.goal)


def _inbox_goals(task_id: str, source: str, documents) -> tuple[tuple[str, str, str], ...]:
    """Each document's expected outcome, from the inbox task found again with the same documents."""
    task = _task_found_again(task_id, source)
    if not isinstance(task, InboxTask) or [item.document_id for item in task.items] != list(documents):
        return ()
    return document_goals(task)


def _trace_errors(trace: dict, episode: dict) -> tuple[str, ...]:
    """The trace's errors, else its episode's; a stage deadline that expired without an error recorded
    is one too."""
    errors = tuple(_error_text(e) for e in trace.get("errors") or episode.get("errors") or ())
    if not errors and (trace.get("is_timeout") or episode.get("is_timeout")):
        errors = ("Timeout: a stage deadline (setup, agent, finalize or scoring) expired",)
    return errors


def _error_text(error) -> str:
    """An error as vf-eval records it on a trace ({'type', 'message', 'status_code'} or a string), as
    one line: 'ProviderError: All connection attempts failed (status 503)'."""
    if isinstance(error, dict):
        text = f"{error.get('type') or 'Error'}: {error.get('message') or ''}".strip()
        return text + (f" (status {error['status_code']})" if error.get("status_code") is not None else "")
    return str(error)


def _from_v0(row: dict, label: str, metadata: dict | None = None) -> list[Rollout]:
    info = row.get("info") or {}
    if isinstance(info, str):
        info = json.loads(info)
    task_id = str(info.get("task_id", row.get("example_id")))
    scenario, difficulty, tags = info.get("scenario"), info.get("difficulty"), _tags(info.get("tags"))
    if not scenario:
        scenario, difficulty, tags = _hidden_fields(task_id)
    metrics = _metrics(row.get("metrics"))
    prompt = row.get("prompt") or []
    completion = row.get("completion") or []
    if isinstance(completion, str):
        completion = [{"role": "assistant", "content": completion}]
    system, messages = _conversation([*prompt, *completion] if isinstance(prompt, list) else completion, None)
    turns = sum(1 for m in messages if m["role"] == "assistant")
    timing = _timing(row.get("timing") or {})
    error = row.get("error")
    verdict = str(row.get("verdict") or info.get("verdict", ""))
    document = str(info.get("document_id") or "")
    goal = _task_goal(task_id, "", document) if error and not verdict else ""
    return [Rollout(task_id, scenario, difficulty or "unknown", float(row["reward"]), metrics, verdict, turns,
                    _rows(info.get("rows_written", row.get("rows_written"))), tags, messages, system, timing,
                    (str(error),) if error else (), str(row.get("stop_condition") or ""), label,
                    document or _user_prompt(prompt), v0_usage(row, metadata or {}), "",
                    _start((row.get("timing") or {}).get("start_time")), str(info.get("split") or ""), "", goal)]


def _user_prompt(prompt) -> str:
    if isinstance(prompt, str):
        return prompt
    return next((str(m.get("content") or "") for m in prompt if isinstance(m, dict) and m.get("role") == "user"), "")


def _result_files(path: Path) -> list[Path]:
    if not path.exists():
        raise ReportError(f"{path} does not exist: give a vf-eval output folder or a traces.jsonl / results.jsonl")
    files = [path] if path.is_file() else sorted([*path.rglob("traces.jsonl"), *path.rglob("results.jsonl")])
    if not files:
        raise ReportError(f"no traces.jsonl (verifiers v1) or results.jsonl (verifiers v0) under {path}")
    return files


def _read_file(file: Path) -> tuple[list[Rollout], set[str]]:
    """The rollouts of one file, each labelled 'model / run name'; returns the labels seen."""
    rollouts: list[Rollout] = []
    labels: set[str] = set()
    v0_label, metadata = None, None
    with file.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                if "traces" in record:
                    traces = record["traces"]
                    model = ((traces[0].get("agent") or {}).get("config") or {}).get("model") if traces else None
                    label = f"{model or 'model?'} / {(record.get('run') or {}).get('name') or file.parent.name}"
                    rollouts += _from_v1(record, label)
                else:
                    metadata = v0_metadata(file) if metadata is None else metadata
                    v0_label = v0_label or f"{metadata.get('model') or 'model?'} / {file.parent.name}"
                    label = v0_label
                    rollouts += _from_v0(record, label, metadata)
                labels.add(label)
            except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise ReportError(f"{file}:{number}: not a vf-eval trace or result row ({type(exc).__name__}: {exc}); "
                                  "expected one JSON object per line as vf-eval writes them") from exc
    return rollouts, labels


def load_run(path: Path) -> Run:
    """Every result file under `path` as one run, labelled by its model and run name, with the data it
    ran on and whether it is a vf-replay output (from the config saved beside the traces)."""
    path = Path(path)
    files = _result_files(path)
    rollouts: list[Rollout] = []
    labels: set[str] = set()
    for file in files:
        found, seen = _read_file(file)
        rollouts += found
        labels |= seen
    if not rollouts:
        raise ReportError(f"{path}: the result files hold no rollouts")
    label = " + ".join(sorted(labels))
    if len(labels) > 1:
        rollouts = [_relabel(r, label) for r in rollouts]
    times = [v0_metadata(f).get("time") for f in files if f.name == "results.jsonl"]
    wall = sum(times) if times and all(isinstance(t, (int, float)) for t in times) else None
    data = data_source(files[0].parent, rollouts)
    if data.key:  # a task is its id within its dataset: runs on other data share no task
        rollouts = [replace(r, dataset_key=f"{data.key}|{r.dataset_key}") for r in rollouts]
    return Run(label, tuple(files), rollouts, wall, data, is_replay(files[0].parent))


def _relabel(rollout: Rollout, label: str) -> Rollout:
    return replace(rollout, run=label)


def _with_label(run: Run, label: str, **changes) -> Run:
    return replace(run, label=label, rollouts=[_relabel(r, label) for r in run.rollouts], **changes)


def run_folders(path: Path) -> list[Path]:
    """The runs under `path`: itself when its result files are in one folder (one vf-eval run), else
    each folder that holds result files (a folder with two runs in it is two runs, never one blend)."""
    path = Path(path)
    folders = sorted({file.parent for file in _result_files(path)})
    return [path] if len(folders) == 1 else folders


def replayed_run(replay: Run, runs: list[Run]) -> Run | None:
    """The run a vf-replay output re-scored: the run (not itself a replay) whose traces it holds."""
    ids = {r.trace_id for r in replay.rollouts if r.trace_id}
    sources = [run for run in runs if not run.replay and ids & {r.trace_id for r in run.rollouts}]
    return max(sources, key=lambda run: len(ids & {r.trace_id for r in run.rollouts}), default=None)


def _mark_replays(runs: list[Run]) -> list[Run]:
    """A replay is labelled after the run it re-scored ('model / run (replay 2ec97026)'), not by the
    uuid folder vf-replay writes."""
    out = []
    for run in runs:
        source = replayed_run(run, runs) if run.replay else None
        if source is not None:
            folder = run.files[0].parent.name
            run = _with_label(run, f"{source.label} (replay {folder[:8]})", replay_of=source.label)
        out.append(run)
    return out


def by_start(runs: list[Run]) -> list[Run]:
    """The runs in the order they started (the first is the base the others are compared with); a
    replay right after the run it re-scored; a run without a recorded start last, as given."""
    def key(item: tuple[int, Run]):
        index, run = item
        return run.started is None, run.started or 0.0, run.replay, index

    return [run for _, run in sorted(enumerate(runs), key=key)]


def _unique_labels(runs: list[Run]) -> list[Run]:
    """A suffix #2, #3 ... when two runs share model and name."""
    seen: dict[str, int] = {}
    out = []
    for run in runs:
        seen[run.label] = seen.get(run.label, 0) + 1
        out.append(_with_label(run, f"{run.label} #{seen[run.label]}") if seen[run.label] > 1 else run)
    return out


def load_runs(paths: list[Path]) -> list[Run]:
    """Several runs, each folder of results its own, labels made unique, replays marked, in the order
    they started."""
    return by_start(_mark_replays(_unique_labels([load_run(folder) for p in paths for folder in run_folders(p)])))


def load_rollouts(path: Path) -> list[Rollout]:
    return load_run(path).rollouts
