"""verifiers 0.3.x (v0 API, `import verifiers as vf`) integration.

`load_environment(split=...)` returns a `vf.StatefulToolEnv`: the chosen split as a Hugging Face
dataset of prompts, the four tools with bare names, and a `vf.Rubric` whose reward is the database
grader. `vf-eval invoice-env -m MODEL` (verifiers 0.3.x) calls it through `invoice_env.load_environment`.

One rollout's life:
  setup_state       opens a fresh RolloutSession (snapshot + the task's fixtures), looked up by
                    `info["task_id"]`;
  update_tool_args  injects that session into each tool call (the `session` argument is hidden
                    from the schema); every call runs through `InvoiceTools.call`, so a bad call
                    comes back as "Error: ..." text, is counted, and the rollout goes on;
  scoring           grades the session once (`grade_session`): reward, weight-0 metrics, and the
                    verdict line and rows written into `info` (always saved in results) and state;
  rubric cleanup    closes the session, after scoring (an environment cleanup would run before).
Rollouts share nothing but the read-only snapshot bytes and the task table.

verifiers >= 0.4 has no v0 API: this module still imports, and `load_environment` raises a
RuntimeError that points at the v1 path (`invoice_env.InvoiceTaskset`).

No `from __future__ import annotations` here: verifiers builds the tool schemas from the tool
functions' annotations with another module's globals, where string annotations would not resolve."""

import inspect
import itertools
import json
import logging
import weakref
from collections.abc import Callable
from typing import Any

from datasets import Dataset
from invoice_env.episode.grader import METRICS, Verdict, grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tool_docs import google_docstring
from invoice_env.episode.tool_spec import ToolSpec
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools
from invoice_env.episode.tools import TOOLS as TOOL_SPECS
from invoice_env.tasks.dataset import INBOX_SPLITS, DatasetError
from invoice_env.tasks.selection import load_snapshot, select_tasks
from invoice_env.world.models import Task

logger = logging.getLogger(__name__)

HIDDEN_ARG = "session"  # the tool functions' session parameter, hidden from the schema
SESSION_KEY = "invoice_session"  # state key of the rollout's RolloutSession (never saved)
VERDICT_KEY = "invoice_verdict"  # state key of the cached Verdict (never saved)

V1_HINT = ("invoice_env.load_environment is the verifiers 0.3.x (v0 API) entry point, but the installed verifiers "
           "{version} has no v0 API (`import verifiers as vf` has no StatefulToolEnv). Use the v1 path: with "
           "verifiers >= 0.4, `vf-eval invoice-env -m MODEL` loads the exported Taskset (invoice_env.InvoiceTaskset) "
           "and prime-rl trains on it. To use this entry point instead, install verifiers>=0.3.1,<0.4.")


def _v0_api():
    """The `verifiers` module if it has the v0 API, else None."""
    try:
        import verifiers
    except ImportError:
        return None
    return verifiers if hasattr(verifiers, "StatefulToolEnv") else None


vf = _v0_api()


def require_v0():
    """The v0 `verifiers` module, or a RuntimeError that says to use the v1 path."""
    if vf is None:
        try:
            from importlib.metadata import version
            installed = version("verifiers")
        except Exception:
            installed = "(not installed)"
        raise RuntimeError(V1_HINT.format(version=installed))
    return vf


# ---------------------------------------------------------------------------------------------
# The tools as the model sees them: one function per declared tool (`episode/tools.py`), derived from
# its declaration: the declared signature with plain types plus the hidden `session`, and the Google-
# style docstring of tool_docs, from which verifiers 0.3.x builds the schema. The calls go straight
# to InvoiceTools.call (see InvoiceEnv.call_tool), which validates the raw arguments, so missing,
# extra or mistyped arguments become error text, never exceptions.


def run_tool(session: RolloutSession | None, name: str, args: Any) -> str:
    """One tool call of a rollout, as text. Never raises."""
    if session is None:
        return "Error: this rollout has no ERP session"
    try:
        return InvoiceTools(session).call(name, args)[1]
    except Exception:  # a bug must cost this call, not the rollout, and must not leak internals
        logger.exception("tool %s failed", name)
        session.tool_errors += 1
        return f"Error: {name} failed internally; nothing was written"


def _tool_function(spec: ToolSpec) -> Callable[..., str]:
    """`name(<the declared arguments>, session=None) -> str`: runs the call on the session."""
    declared = spec.signature(described=False)
    hidden = inspect.Parameter(HIDDEN_ARG, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
                               annotation=RolloutSession | None)
    signature = declared.replace(parameters=[*declared.parameters.values(), hidden])

    def function(*args: Any, **kwargs: Any) -> str:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        session = arguments.pop(HIDDEN_ARG)
        return run_tool(session, spec.name, arguments)

    function.__name__ = function.__qualname__ = spec.name
    function.__doc__ = google_docstring(spec.name)
    function.__signature__ = signature  # type: ignore[attr-defined]
    function.__annotations__ = {**{name: p.annotation for name, p in signature.parameters.items()}, "return": str}
    return function


TOOLS = tuple(_tool_function(spec) for spec in TOOL_SPECS.values())  # in TOOL_NAMES order


class _Injected:
    """The key update_tool_args files the session under. Not a string, so no argument a model sends
    (a JSON object's keys are strings) can collide with it: a model's own "session" argument stays
    in the arguments and is refused as unexpected."""

    def __repr__(self) -> str:
        return "<injected session>"


_INJECTED = _Injected()


def _is_json_object(arguments: Any) -> bool:
    """Whether a tool call's arguments parse as a JSON object, as StatefulToolEnv requires."""
    try:
        return isinstance(json.loads(arguments), dict)
    except (TypeError, ValueError):
        return False


def _arguments_error(exc: Exception) -> str:
    return f"Error: the tool call's arguments are not a JSON object ({exc})"


# ---------------------------------------------------------------------------------------------
# Sessions, grading and the dataset: plain Python, no verifiers types.


class Sessions:
    """The rollout sessions of one environment: opened in setup_state, closed by the rubric after
    scoring. Held weakly (a rollout that dies drops its session with its state); any still open at
    environment teardown are closed then. The counters let tests check that every one was released."""

    def __init__(self) -> None:
        self._live: weakref.WeakValueDictionary[int, RolloutSession] = weakref.WeakValueDictionary()
        self._ids = itertools.count()
        self.started = 0
        self.released = 0

    def start(self, snapshot: bytes, task: Task) -> RolloutSession:
        session = RolloutSession.start(snapshot, task)
        self._live[next(self._ids)] = session
        self.started += 1
        return session

    def release(self, session: RolloutSession) -> None:
        if not session.closed:
            session.close()
            self.released += 1

    def open_count(self) -> int:
        return sum(not session.closed for session in list(self._live.values()))

    def close_all(self) -> None:
        for session in list(self._live.values()):
            self.release(session)


def grade_state(state: Any) -> Verdict:
    """The rollout's verdict, graded once and cached in its state; also recorded for the results:
    `info["verdict"]` (one line), `info["rows_written"]`, `info["scenario"]`, `info["difficulty"]`
    (info is always saved), and state columns `verdict` / `rows_written` (saved with -C)."""
    verdict = state.get(VERDICT_KEY)
    if verdict is not None:
        return verdict
    session: RolloutSession | None = state.get(SESSION_KEY)
    if session is None or session.closed:
        why = state.get("error") or "no ERP session"
        verdict = Verdict(0.0, {name: 0.0 for name in METRICS}, f"not graded: {why}", [])
    else:
        verdict = grade_session(session)
    state[VERDICT_KEY] = verdict
    state["verdict"] = verdict.line
    state["rows_written"] = verdict.rows
    info = state.get("info")
    if isinstance(info, dict):
        info["verdict"] = verdict.line
        info["rows_written"] = verdict.rows
        if session is not None:  # hidden task fields: recorded only after the rollout, never in its input
            info["scenario"] = session.task.scenario
            info["difficulty"] = session.task.difficulty
            info["tags"] = list(session.task.tags)
    return verdict


def build_dataset(tasks: list[Task]) -> Dataset:
    """One row per task: the user message and `info` {task_id, split}. No answer column and no
    hidden field: the goal and the scenario stay with the task table, looked up by task_id."""
    return Dataset.from_list([{"question": task.prompt, "info": {"task_id": task.task_id, "split": task.split}}
                              for task in tasks])


def _contract_schema(tool_def: Any, tool: Any) -> Any:
    """The tool's JSON schema as the contract states it: required = the parameters without a
    default, optional ones nullable with their default, no other properties; not `strict` (the
    strict form would mark every parameter required)."""
    from agents.function_schema import function_schema  # verifiers 0.3.x builds its schemas with this
    from verifiers.legacy.envs.stateful_tool_env import filter_signature

    schema = function_schema(filter_signature(tool, [HIDDEN_ARG]), strict_json_schema=False).params_json_schema
    schema["additionalProperties"] = False
    return tool_def.model_copy(update={"parameters": schema, "strict": False})


if vf is not None:

    class InvoiceRubric(vf.Rubric):
        """Reward = the database grader's 0/1; the grader's metrics at weight 0; the session is
        closed by this rubric's cleanup, which verifiers runs after scoring."""

        def __init__(self, sessions: Sessions, **kwargs: Any):
            super().__init__(**kwargs)
            self.sessions = sessions
            self.add_reward_func(self.booked_correctly, weight=1.0)
            for name in METRICS:
                self.add_metric(_metric(name), weight=0.0)

        async def booked_correctly(self, state: vf.State) -> float:
            """1.0 iff the ERP ends with exactly the goal booking or flag and nothing else."""
            return grade_state(state).reward

        @vf.cleanup
        async def release_session(self, state: vf.State) -> None:
            session = state.get(SESSION_KEY)
            if session is not None:
                del state[SESSION_KEY]
                self.sessions.release(session)

    def _metric(name: str):
        async def metric(state: vf.State) -> float:
            return grade_state(state).metrics[name]

        metric.__name__ = name
        return metric

    class InvoiceEnv(vf.StatefulToolEnv):
        """The four tools over a private ERP session per rollout."""

        def __init__(self, tasks: list[Task], snapshot: bytes, sessions: Sessions, **kwargs: Any):
            super().__init__(**kwargs)
            self.tasks = {task.task_id: task for task in tasks}
            self.snapshot = snapshot
            self.sessions = sessions
            for tool in TOOLS:
                self.add_tool(tool, args_to_skip=[HIDDEN_ARG])
                self.tool_defs[-1] = _contract_schema(self.tool_defs[-1], tool)

        async def setup_state(self, state: vf.State) -> vf.State:
            info = state.get("info")
            task_id = info.get("task_id") if isinstance(info, dict) else None
            task = self.tasks.get(task_id) if isinstance(task_id, str) else None
            if task is None:
                raise vf.Error(f"task_id {task_id!r} is not one of this environment's {len(self.tasks)} tasks")
            state[SESSION_KEY] = self.sessions.start(self.snapshot, task)
            return await super().setup_state(state)

        def update_tool_args(self, tool_name: str, tool_args: dict, messages: vf.Messages, state: vf.State,
                             **kwargs: Any) -> dict:
            # Synchronous and outside StatefulToolEnv's try block: it must not raise.
            args = dict(tool_args) if isinstance(tool_args, dict) else {}
            args[_INJECTED] = state.get(SESSION_KEY)
            return args

        async def call_tool(self, tool_name: str, tool_args: dict, tool_call_id: str, **kwargs: Any):
            # The model's raw arguments go to InvoiceTools.call, not through Python's argument binding:
            # an unknown tool, a missing, extra or mistyped argument is an error text that is counted.
            args = dict(tool_args)
            session = args.pop(_INJECTED, None)
            return vf.ToolMessage(role="tool", content=run_tool(session, tool_name, args), tool_call_id=tool_call_id)

        async def env_response(self, messages: vf.Messages, state: vf.State, **kwargs: Any) -> vf.Messages:
            # Calls whose arguments are not a JSON object never reach call_tool (StatefulToolEnv answers
            # them with error_formatter); count them here as the core counts a non-object call.
            session = state.get(SESSION_KEY)
            calls = (getattr(messages[-1], "tool_calls", None) or []) if messages else []
            if session is not None:
                for call in calls:
                    if not _is_json_object(call.arguments):
                        session.tool_calls[call.name if call.name in TOOL_NAMES else "unknown"] += 1
                        session.tool_errors += 1
            return await super().env_response(messages, state, **kwargs)

        @vf.teardown
        async def close_sessions(self) -> None:
            self.sessions.close_all()


def load_environment(split: str = "train", scenarios: list[str] | str | None = None,
                     difficulty: list[str] | str | None = None, seed: int | None = None,
                     num_examples: int | None = None, max_turns: int = 16, cases_dir: str | None = None,
                     **kwargs: Any):
    """A `vf.StatefulToolEnv` over the chosen tasks (verifiers 0.3.x only).

    split: "train" (800 tasks) or "eval" (240, held out); it serves as both dataset and eval_dataset.
    scenarios / difficulty: keep only these (a list or a comma-separated string); seed: shuffle the
    tasks with it; num_examples: keep the first n; max_turns: model turns per rollout; cases_dir: run
    your own cases (see docs/cases.md) instead of the split. Other keyword arguments go to the environment's
    constructor."""
    require_v0()
    if split in INBOX_SPLITS:
        raise DatasetError(f"split {split!r}: the verifiers 0.3 adapter serves single invoices, split 'train' or "
                         "'eval'; inbox tasks run under verifiers v1 (--env.taskset.mode inbox), Gymnasium, OpenEnv "
                         "and SkyRL (docs/inbox.md)")
    tasks = select_tasks(split, scenarios, difficulty, seed, limit=num_examples, cases_dir=cases_dir)
    dataset = build_dataset(tasks)
    sessions = Sessions()
    return InvoiceEnv(tasks=tasks, snapshot=load_snapshot(None, "cases" if cases_dir else split), sessions=sessions, dataset=dataset,
                      eval_dataset=dataset, system_prompt=SYSTEM_PROMPT, rubric=InvoiceRubric(sessions),
                      max_turns=max_turns, error_formatter=_arguments_error, **kwargs)


__all__ = ["load_environment", "require_v0", "run_tool", "grade_state", "build_dataset", "Sessions", "METRICS",
           "TOOLS"]
