"""A framework-free text episode: the reset/step loop that the Gymnasium, OpenEnv and SkyRL adapters
wrap. The agent sees the system prompt and the task message, then one tool result per action; an
action is one tool call as JSON text (`{"name": ..., "arguments": {...}}`, after any reasoning or prose of
the model's; the first observation says so and lists the tools) or a final answer. The
episode ends on a final answer or at the turn cap, and is graded by the same grader as every other
path (`grade_session`), so a score means the same thing in every framework.

A bad action (broken JSON, an unknown tool, wrong arguments, acting after the end) comes back as an
error observation and never raises."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from invoice_env.episode.grader import grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT, user_prompt
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.text_calls import find_calls, without_reasoning
from invoice_env.episode.tool_docs import tools_text
from invoice_env.episode.tools import TOOL_NAMES, InvoiceTools
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.tasks.inbox.prompt import INBOX_SYSTEM_PROMPT
from invoice_env.world.models import InboxTask, Task

DEFAULT_MAX_TURNS = 20
"""Actions per episode (per document of an inbox); the last one still runs, then the episode is
truncated and graded."""

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)
_TOOL_CALL_TAG = re.compile(r"^<tool_call>\s*(.*?)\s*</tool_call>$", re.DOTALL)
_CALL_LIKE = re.compile(r'\{\s*"(?:name|function)"\s*:|<tool_call>|<function=', re.IGNORECASE)

ACTION_FORMAT = ('one tool call as a JSON object {"name": "<tool>", "arguments": {...}} with a tool among '
                 f"{', '.join(TOOL_NAMES)} (your own reasoning or text may come before it), or a final answer "
                 "in plain text with no tool call")

TEXT_PROTOCOL = f"""HOW TO ACT. Each message you send is one action. To use a tool, write one tool call as a JSON object {{"name": "<tool name>", "arguments": {{"<argument name>": <value>, ...}}}}, for example {{"name": "read_document", "arguments": {{"document_id": "<the document id of the task message>"}}}}. You may think or explain first (in <think>...</think> or in plain text) and put the call after it: bare, in a ```json block or in <tool_call>...</tool_call> tags. One call per message: only the first call in a message runs, and its result comes back as the next message. A message with no tool call is your final answer: it ends the task, so send it only when you are done.

TOOLS (name: description; then each argument: type; required or its default: description)
{tools_text()}"""
"""How to act, stated in the first observation: the action format and every tool with its arguments,
rendered from tool_docs (the source of the v0 and v1 tool schemas too)."""


class EpisodeError(ValueError):
    """Reset was asked for something that does not exist (a task id, an index, an empty pool)."""


@dataclass(frozen=True)
class ParsedAction:
    kind: str  # "tool", "final" or "invalid"
    name: str = ""
    arguments: Any = None
    text: str = ""
    more_calls: int = 0  # calls after the first in the same text; they do not run


def _invalid(problem: str) -> ParsedAction:
    return ParsedAction("invalid", text=f"{problem}; expected " + ACTION_FORMAT)


def parse_action(text: Any) -> ParsedAction:
    """One action from the model's text. The first tool call written anywhere after the model's own
    reasoning or prose (bare JSON, a ```json fence, <tool_call> tags, `Action: {...}`, the other shapes
    `text_calls` reads) is the action; text with no call is a final answer; text that holds only
    reasoning, or a call that does not parse, is invalid (an error observation, the episode goes on)."""
    if not isinstance(text, str):
        return _invalid(f"the action must be text, got {type(text).__name__}")
    if not text.strip():
        return _invalid("the action is empty")
    calls, _ = find_calls(text, TOOL_NAMES)
    if calls:
        return ParsedAction("tool", name=calls[0]["name"], arguments=calls[0]["arguments"],
                            more_calls=len(calls) - 1)
    visible = without_reasoning(text).strip()
    if not visible:
        return _invalid("the action holds only reasoning (<think>...</think>), no tool call and no answer")
    body = visible
    for pattern in (_FENCE, _TOOL_CALL_TAG):
        match = pattern.match(body)
        if match:
            body = match.group(1).strip()
            break
    if body.startswith(("{", "[")):
        return _json_action(body)
    attempt = _failed_call(visible)
    if attempt:
        return _invalid(f"the text holds something like a tool call ({attempt}) but no call that parses")
    return ParsedAction("final", text=text.strip())


def _failed_call(text: str) -> str | None:
    """Why a text that holds no call still holds an attempt at one (tool-call tags, or a JSON object that
    opens with "name" and does not parse or carries arguments), or None."""
    for like in _CALL_LIKE.finditer(text):
        brace = text.find("{", like.start())
        if not like.group(0).startswith("{"):
            return "no JSON object in it" if brace < 0 else _why_not(text, brace) or "no name and arguments in it"
        reason = _why_not(text, brace)
        if reason:
            return reason
    return None


def _why_not(text: str, brace: int) -> str | None:
    try:
        obj, _ = json.JSONDecoder().raw_decode(text, brace)
    except json.JSONDecodeError as exc:
        return f"its JSON does not parse: {exc.msg} at character {exc.pos}"
    if not isinstance(obj, dict) or not {"arguments", "parameters", "function"} & set(obj):
        return None
    return f"it names no tool among {', '.join(TOOL_NAMES)}: {obj.get('name')!r}"


def _json_action(body: str) -> ParsedAction:
    """A text that is one JSON value and holds no call of a known tool: a call of an unknown tool (the
    tools answer it with an error), or what is wrong with it."""
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        return _invalid(f"the action looks like JSON but does not parse ({exc.msg} at character {exc.pos})")
    if not isinstance(data, dict):
        return _invalid(f"the action is a JSON {type(data).__name__}, not an object")
    extra = sorted(str(key) for key in data if key not in ("name", "arguments"))
    if extra:
        return _invalid(f"the tool call has unexpected key(s) {', '.join(extra)}")
    name = data.get("name")
    if not isinstance(name, str) or not name:
        return _invalid("the tool call has no \"name\" string")
    arguments = data.get("arguments", {})
    if isinstance(arguments, str):  # OpenAI-style tool calls carry their arguments as a JSON string
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError as exc:
            return ParsedAction("invalid", text=f"the \"arguments\" string of {name} is not valid JSON ({exc.msg}); "
                                                "expected a JSON object of named arguments")
    return ParsedAction("tool", name=name, arguments=arguments)


def tool_call_text(name: str, arguments: dict) -> str:
    """The action text for one tool call, as the episode expects it."""
    return json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)


def first_messages(task: Task | InboxTask) -> list[dict[str, str]]:
    """What the agent sees at reset: the booking policy with the text protocol, and the task message
    (an inbox: the policy with its inbox rules, and the documents in arrival order)."""
    if isinstance(task, InboxTask):
        return [{"role": "system", "content": f"{INBOX_SYSTEM_PROMPT}\n\n{TEXT_PROTOCOL}"},
                {"role": "user", "content": task.prompt}]
    return [{"role": "system", "content": f"{SYSTEM_PROMPT}\n\n{TEXT_PROTOCOL}"},
            {"role": "user", "content": user_prompt(task.document_id)}]


def document_ids(task: Task | InboxTask) -> list[str]:
    """The task's documents in arrival order (one for a single invoice)."""
    return [item.document_id for item in task.items] if isinstance(task, InboxTask) else [task.document_id]


def turn_cap(max_turns: int, task: Task | InboxTask) -> int:
    """The episode's actions: `max_turns` per document (a single invoice is one)."""
    return max_turns * (len(task.items) if isinstance(task, InboxTask) else 1)


def first_observation(task: Task | InboxTask) -> str:
    """The first observation as one text, for frameworks whose observation is a single string."""
    return "\n\n".join(message["content"] for message in first_messages(task))


@dataclass(frozen=True)
class StepOutcome:
    observation: str
    reward: float
    terminated: bool  # a final answer ended the episode
    truncated: bool  # the turn cap ended it
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return self.terminated or self.truncated


class TaskPool:
    """The tasks an environment can reset to, chosen by id, by index, or by a seeded draw."""

    def __init__(self, tasks: Sequence[Task], name: str):
        if not tasks:
            raise EpisodeError(f"the task pool {name!r} is empty")
        self.tasks = tuple(tasks)
        self.name = name
        self._by_id = {task.task_id: i for i, task in enumerate(self.tasks)}

    def __len__(self) -> int:
        return len(self.tasks)

    def pick(self, draw: int | None = None, task_id: str | None = None, index: int | None = None) -> Task:
        """By task_id, else by index, else tasks[draw % len] (draw comes from the caller's seeded RNG)."""
        if task_id is not None:
            if not isinstance(task_id, str) or task_id not in self._by_id:
                raise EpisodeError(f"task id {task_id!r} is not in {self.name} ({len(self)} tasks, ids like "
                                   f"{self.tasks[0].task_id!r})")
            return self.tasks[self._by_id[task_id]]
        if index is not None:
            if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self):
                raise EpisodeError(f"index {index!r} is out of range for {self.name}: expected a whole number "
                                   f"from 0 to {len(self) - 1}")
            return self.tasks[index]
        if draw is None:
            draw = random.randrange(len(self))
        return self.tasks[draw % len(self)]


class TextEpisode:
    """One environment instance: at most one live rollout at a time, each on its own RolloutSession."""

    def __init__(self, snapshot_of: Callable[[Task], bytes] | None = None, max_turns: int = DEFAULT_MAX_TURNS):
        """`snapshot_of` gives the ERP a task starts from (default: its split's shipped snapshot)."""
        if isinstance(max_turns, bool) or not isinstance(max_turns, int) or max_turns < 1:
            raise EpisodeError(f"max_turns must be a whole number >= 1, got {max_turns!r}")
        self.snapshot_of = snapshot_of or snapshot_for
        self.max_turns = max_turns
        self.task: Task | None = None
        self.session: RolloutSession | None = None
        self.tools: InvoiceTools | None = None
        self.turns = 0
        self.done = False
        self.final_info: dict[str, Any] | None = None

    def reset(self, task: Task | InboxTask) -> str:
        self.close()
        self.session = RolloutSession.start(self.snapshot_of(task), task)
        self.tools = InvoiceTools(self.session)
        self.task = task
        self.turns = 0
        self.done = False
        self.final_info = None
        return first_observation(task)

    def step(self, action: Any) -> StepOutcome:
        if self.session is None or self.tools is None:
            return StepOutcome("Error: no episode is running; reset the environment first.", 0.0, True, False,
                               {"error": "not_started"})
        if self.done:
            return StepOutcome("Error: this episode has ended; reset the environment to start another.", 0.0,
                               True, False, {"error": "episode_over"})
        self.turns += 1
        parsed = parse_action(action)
        if parsed.kind == "final":
            return self._finish("The episode has ended with your final answer.", terminated=True)
        if parsed.kind == "invalid":
            self.session.tool_errors += 1
            observation, info = f"Error: {parsed.text}", {"turn": self.turns, "tool": None, "tool_ok": False}
        else:
            ok, observation = self.tools.call(parsed.name, parsed.arguments)
            if parsed.more_calls:
                observation = (f"Note: your message held {parsed.more_calls + 1} tool calls; only the first "
                               f"({parsed.name}) ran, one call per message. Its result:\n{observation}")
            info = {"turn": self.turns, "tool": parsed.name, "tool_ok": ok}
        if self.turns >= turn_cap(self.max_turns, self.task):
            return self._finish(observation, terminated=False)
        return StepOutcome(observation, 0.0, False, False, info)

    def _finish(self, observation: str, terminated: bool) -> StepOutcome:
        assert self.session is not None and self.task is not None
        verdict = grade_session(self.session)
        self.done = True
        self.final_info = {"task_id": self.task.task_id, "reward": verdict.reward, "metrics": dict(verdict.metrics),
                           "verdict": verdict.line, "rows_written": verdict.rows, "turns": self.turns,
                           "ended_by": "final_answer" if terminated else "turn_cap"}
        self.session.close()
        return StepOutcome(observation, verdict.reward, terminated, not terminated, dict(self.final_info))

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
        self.session = None
        self.tools = None
