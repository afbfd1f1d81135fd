"""The verifiers 0.3.x (v0 API) adapter: `invoice_env.load_environment`.

These tests need a venv with verifiers>=0.3.1,<0.4 (`bash .ci/v0.sh` builds one and runs them).
Under verifiers >= 0.4 they are skipped, except the last one, which checks that the v0 entry point
then refuses with a pointer to the v1 path.

In-process runs drive `env.evaluate` through `vf.OpenAIChatCompletionsClient` over an
httpx.MockTransport whose "model" is a scripted agent (`invoice_env.agents.scripted.next_action`) that sees
only the request, as a model would. The end-to-end test runs the real `vf-eval` CLI against the
policy server on 127.0.0.1 with no API key."""

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

verifiers = pytest.importorskip("verifiers")

import httpx  # noqa: E402
from openai import AsyncOpenAI  # noqa: E402

import invoice_env  # noqa: E402
from invoice_env.adapters import verifiers_v0 as v0  # noqa: E402
from invoice_env.agents.scripted import ToolCall, document_id_from, next_action  # noqa: E402
from invoice_env.episode.policy import REASONS  # noqa: E402
from invoice_env.tasks.scenarios import SCENARIOS  # noqa: E402
from invoice_env.tasks.selection import select_tasks  # noqa: E402

HAS_V0 = hasattr(verifiers, "StatefulToolEnv")
needs_v0 = pytest.mark.skipif(not HAS_V0, reason="verifiers >= 0.4 has no v0 API; run bash .ci/v0.sh")

if HAS_V0:
    import verifiers as vf

GOALS = {task.task_id: task for split in ("train", "eval") for task in select_tasks(split)}

# A mix of booking and flag goals on both splits.
SCENARIO_MIX = "exact_match,partial_delivery,no_po_reference,duplicate_invoice,just_over_tolerance,supplier_mismatch"


# --------------------------------------------------------------------------- scripted model


def _text(content):
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content or ""


def agent(name):
    """A scripted agent as the model: the user prompt and the tool results in, its next step out."""
    def script(messages):
        prompt = next(_text(m["content"]) for m in messages if m["role"] == "user")
        results = [_text(m["content"]) for m in messages if m["role"] == "tool"]
        return next_action(name, prompt, results)
    return script


class ScriptedModel:
    """An OpenAI-compatible chat endpoint inside httpx.MockTransport. `script(messages)` returns a
    ToolCall, a (name, raw arguments text) pair, or the final message. Every request is kept."""

    def __init__(self, script):
        self.script = script
        self.requests: list[dict] = []

    async def handle(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/models"):
            return httpx.Response(200, json={"object": "list", "data": [{"id": "scripted", "object": "model"}]})
        body = json.loads(request.content)
        self.requests.append(body)
        await asyncio.sleep(random.random() / 500)  # let concurrent rollouts interleave
        action = self.script(body["messages"])
        if isinstance(action, ToolCall):
            action = (action.name, json.dumps(action.arguments))
        if isinstance(action, tuple):
            call = {"id": f"call_{uuid.uuid4().hex[:8]}", "type": "function",
                    "function": {"name": action[0], "arguments": action[1]}}
            message, finish = {"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls"
        else:
            message, finish = {"role": "assistant", "content": action}, "stop"
        return httpx.Response(200, json={
            "id": "chatcmpl-x", "object": "chat.completion", "created": 0, "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})

    def client(self):
        oai = AsyncOpenAI(api_key="test", base_url="http://scripted.invalid/v1",
                          http_client=httpx.AsyncClient(transport=httpx.MockTransport(self.handle)))
        return vf.OpenAIChatCompletionsClient(oai)


def evaluate(env, script, **kwargs):
    model = ScriptedModel(script)
    kwargs.setdefault("max_concurrent", -1)
    out = asyncio.run(env.evaluate(client=model.client(), model="scripted", **kwargs))
    return out["outputs"], model


def tool_messages(output):
    return [m for m in output["completion"] if m["role"] == "tool"]


def tool_calls(output):
    """The rollout's tool calls as {id, name, arguments (JSON text)}; results carry each as JSON text."""
    return [json.loads(call) if isinstance(call, str) else dict(call)
            for m in output["completion"] if m["role"] == "assistant" for call in (m.get("tool_calls") or [])]


# --------------------------------------------------------------------------- the tool schemas

CONTRACT = {
    "search_purchase_order": {
        "properties": {"po_number": "string?", "supplier_name": "string?", "supplier_vat": "string?",
                       "status": ["open", "closed", "all"]},
        "required": [], "defaults": {"po_number": None, "supplier_name": None, "supplier_vat": None,
                                     "status": "open"}},
    "read_document": {"properties": {"document_id": "string"}, "required": ["document_id"], "defaults": {}},
    "create_booking": {
        "properties": {"document_id": "string", "po_number": "string", "gl_account": "string", "vat_code": "string",
                       "net_amount": "string"},
        "required": ["document_id", "po_number", "gl_account", "vat_code", "net_amount"], "defaults": {}},
    "flag_for_review": {
        "properties": {"document_id": "string",
                       "reason": ["no_matching_po", "duplicate_invoice", "amount_out_of_tolerance",
                                  "supplier_mismatch"],
                       "note": "string"},
        "required": ["document_id", "reason", "note"], "defaults": {}},
}


def _kind(prop):
    if "enum" in prop:
        assert prop["type"] == "string"
        return prop["enum"]
    if "anyOf" in prop:
        types = sorted(option["type"] for option in prop["anyOf"])
        assert types == ["null", "string"], prop
        return "string?"
    return prop["type"]


@needs_v0
def test_tool_schemas_are_the_contract():
    env = v0.load_environment(split="eval", num_examples=2)
    assert isinstance(env, vf.StatefulToolEnv)
    assert [tool.name for tool in env.tool_defs] == list(CONTRACT)
    for tool in env.tool_defs:
        want, params = CONTRACT[tool.name], tool.parameters
        assert params["type"] == "object"
        assert list(params["properties"]) == list(want["properties"])  # names and order; no hidden `session`
        assert {name: _kind(prop) for name, prop in params["properties"].items()} == want["properties"]
        assert sorted(params.get("required", [])) == sorted(want["required"])
        assert {name: prop["default"] for name, prop in params["properties"].items() if "default" in prop} \
            == want["defaults"]
        assert params["additionalProperties"] is False
        assert tool.strict is False  # strict mode would make every parameter required
        assert "return" in tool.description.lower(), tool.name  # tells the model what comes back
        for name, prop in params["properties"].items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"
    assert set(CONTRACT["flag_for_review"]["properties"]["reason"]) == set(REASONS)
    from invoice_env.world.chart import VAT_CODES

    vat_text = next(t for t in env.tool_defs if t.name == "create_booking").parameters["properties"]["vat_code"]
    assert set(re.findall(r"\b[A-Z]{1,3}\d{0,2}\b", vat_text["description"].split(":", 1)[1])) == set(VAT_CODES)
    # and these are exactly the definitions the model receives
    _, model = evaluate(env, agent("noop"), num_examples=1)
    (request,) = model.requests
    assert [t["type"] for t in request["tools"]] == ["function"] * 4
    assert [t["function"]["name"] for t in request["tools"]] == list(CONTRACT)
    for sent, tool in zip(request["tools"], env.tool_defs):
        assert sent["function"]["parameters"] == tool.parameters
        assert sent["function"]["description"] == tool.description


@needs_v0
def test_dataset_carries_no_goal_and_no_hidden_field():
    env = v0.load_environment(split="train", seed=5, num_examples=20)
    rows = env.get_eval_dataset().to_list()
    assert len(rows) == 20
    for row in rows:
        assert set(row) == {"question", "info", "example_id", "prompt"}
        assert set(row["info"]) == {"task_id", "split"}
        task = GOALS[row["info"]["task_id"]]
        assert [m["role"] for m in row["prompt"]] == ["system", "user"]
        assert row["prompt"][0]["content"] == v0.SYSTEM_PROMPT
        assert row["prompt"][1]["content"] == row["question"] == task.prompt


# --------------------------------------------------------------------------- scoring


def _check_recorded(output):
    task = GOALS[output["info"]["task_id"]]
    assert set(v0.METRICS) | {"booked_correctly"} <= set(output["metrics"])
    assert output["metrics"]["booked_correctly"] == output["reward"]
    assert isinstance(output["info"]["verdict"], str) and "\n" not in output["info"]["verdict"]
    assert isinstance(output["info"]["rows_written"], list)
    assert output["info"]["scenario"] == task.scenario
    assert output.get("answer", "") == ""  # no goal in the dataset, so none in the results
    return task


def _seed_with_both_kinds(split: str) -> int:
    """The first shuffle seed from 11 whose six tasks of SCENARIO_MIX hold a booking and a flag (which
    seed that is depends on the data; the adapter shuffles with select_tasks)."""
    return next(seed for seed in range(11, 111)
                if {t.goal.kind for t in select_tasks(split, SCENARIO_MIX, None, seed, limit=6)} == {"booking", "flag"})


@needs_v0
@pytest.mark.parametrize("split", ["train", "eval"])
def test_reference_agent_scores_one(split):
    env = v0.load_environment(split=split, scenarios=SCENARIO_MIX, seed=_seed_with_both_kinds(split), num_examples=6)
    outputs, _ = evaluate(env, agent("reference"), state_columns=["verdict", "rows_written"])
    assert len(outputs) == 6
    kinds = set()
    for output in outputs:
        task = _check_recorded(output)
        kinds.add(task.goal.kind)
        assert output["reward"] == 1.0, output["info"]["verdict"]
        assert output["info"]["verdict"].startswith("correct:")
        assert output["verdict"] == output["info"]["verdict"]
        assert output["rows_written"] == output["info"]["rows_written"]
        metrics = output["metrics"]
        for name in ("decision_correct", "po_correct", "gl_correct", "vat_code_correct", "amount_correct",
                     "reason_correct"):
            assert metrics[name] == 1.0, name
        assert metrics["num_bookings"] + metrics["num_flags"] == 1.0
        assert metrics["tool_errors"] == 0.0
        assert metrics["calls_read_document"] == 1.0
        assert metrics["calls_create_booking"] == metrics["num_bookings"]
        assert metrics["calls_flag_for_review"] == metrics["num_flags"]
        assert metrics["calls_search_purchase_order"] == metrics["search_purchase_order_calls"] >= 1
        (row,) = output["info"]["rows_written"]
        assert row["table"] == ("bookings" if task.goal.kind == "booking" else "review_flags")
        assert row["document_id"] == task.document_id
        assert output["stop_condition"] == "no_tools_called"
    assert kinds == {"booking", "flag"}
    assert env.sessions.open_count() == 0


@needs_v0
@pytest.mark.parametrize("name, bookings_plus_flags", [("noop", 0), ("double-book", 2)])
def test_noop_and_double_book_score_zero(name, bookings_plus_flags):
    env = v0.load_environment(split="eval", scenarios=SCENARIO_MIX, seed=11, num_examples=6)
    outputs, _ = evaluate(env, agent(name))
    assert len(outputs) == 6
    for output in outputs:
        _check_recorded(output)
        assert output["reward"] == 0.0
        assert not output["info"]["verdict"].startswith("correct")
        metrics = output["metrics"]
        assert metrics["num_bookings"] + metrics["num_flags"] == bookings_plus_flags
        assert len(output["info"]["rows_written"]) == bookings_plus_flags
    if name == "noop":
        assert all(o["info"]["verdict"].startswith("nothing") for o in outputs)


@needs_v0
def test_model_requests_carry_no_hidden_task_field():
    env = v0.load_environment(split="eval", scenarios=SCENARIO_MIX, seed=3, num_examples=6)
    outputs, model = evaluate(env, agent("reference"))
    assert all(o["reward"] == 1.0 for o in outputs)
    seen = json.dumps(model.requests)
    assert len(model.requests) >= 6 * 4
    for word in ("task_id", "scenario", "difficulty", "rows_written", "verdict", *(o["info"]["task_id"] for o in outputs),
                 *(s for s in SCENARIOS if s not in REASONS)):
        assert word not in seen, word
    for request in model.requests:
        assert [t["function"]["name"] for t in request["tools"]] == list(CONTRACT)


# --------------------------------------------------------------------------- bad calls


BAD_CALLS = [
    ("search_purchase_order", "{}", "needs at least one of"),
    ("search_purchase_order", json.dumps({"supplier_vat": "BE0123.456.789", "status": "pending"}), "'status'"),
    ("read_document", json.dumps({"document_id": "inbox/nope.pdf"}), "not in this task's inbox"),
    ("read_document", json.dumps({"document_id": 42}), "must be a string"),
    ("create_booking", json.dumps({"document_id": "x"}), "missing argument"),
    ("flag_for_review", json.dumps({"reason": "too_expensive", "note": "n", "document_id": "x"}), "'reason'"),
    ("read_document", json.dumps({"document_id": "x", "session": "mine"}), "unexpected argument(s) session"),
    ("read_document", json.dumps({"document_id": "x", "verbose": True}), "unexpected argument"),
    ("delete_everything", json.dumps({}), "unknown tool"),
    ("read_document", "{not json", "not a JSON object"),
    ("read_document", json.dumps(["inbox/x.pdf"]), "not a JSON object"),
]


def bad_then_reference(messages):
    """Make every bad call first (one per turn), then behave like the reference agent."""
    prompt = next(_text(m["content"]) for m in messages if m["role"] == "user")
    results = [_text(m["content"]) for m in messages if m["role"] == "tool"]
    if len(results) < len(BAD_CALLS):
        name, raw, _ = BAD_CALLS[len(results)]
        return name, raw.replace('"x"', json.dumps(document_id_from(prompt)))
    return next_action("reference", prompt, results[len(BAD_CALLS):])


@needs_v0
def test_bad_tool_calls_return_error_text_and_the_rollout_goes_on():
    env = v0.load_environment(split="train", scenarios=SCENARIO_MIX, seed=2, num_examples=3, max_turns=30)
    outputs, _ = evaluate(env, bad_then_reference)
    assert len(outputs) == 3
    for output in outputs:
        results = [_text(m["content"]) for m in tool_messages(output)]
        assert len(results) >= len(BAD_CALLS) + 3
        for (name, _, expected), text in zip(BAD_CALLS, results):
            assert text.startswith("Error:"), (name, text)
            if expected:
                assert expected in text, (name, text)
        assert not any(text.startswith("Error:") for text in results[len(BAD_CALLS):])
        assert output["error"] is None
        assert output["stop_condition"] == "no_tools_called"
        assert output["reward"] == 1.0, output["info"]["verdict"]  # bad calls write nothing
        assert output["metrics"]["tool_errors"] == len(BAD_CALLS)
        assert output["metrics"]["calls_read_document"] == 1 + sum(c[0] == "read_document" for c in BAD_CALLS)


# --------------------------------------------------------------------------- isolation and release


def unique_writer(messages):
    """Writes one to three rows that carry a mark unique to this conversation, then stops. The mark is
    chosen at the first turn and read back from its own earlier calls, so the script stays stateless."""
    prompt = next(_text(m["content"]) for m in messages if m["role"] == "user")
    own = [json.loads(call["function"]["arguments"]) for m in messages if m["role"] == "assistant"
           for call in (m.get("tool_calls") or [])]
    if not own:
        mark, count = uuid.uuid4().hex, random.randint(1, 3)
    else:
        mark, count = own[0]["note"].split(":")[0], int(own[0]["note"].split(":")[1])
    doc = document_id_from(prompt)
    if len(own) >= count:
        return f"wrote {count}"
    if len(own) % 2 == 0:
        return ToolCall("flag_for_review", {"document_id": doc, "reason": random.choice(REASONS),
                                            "note": f"{mark}:{count}:{len(own)}"})
    cents = random.randint(1, 99)
    return ToolCall("create_booking", {"document_id": doc, "po_number": PO_OF[doc],
                                       "gl_account": "604000", "vat_code": "V21", "net_amount": f"{len(own)}.{cents:02d}"})


PO_OF: dict[str, str] = {}


@needs_v0
def test_concurrent_rollouts_of_one_task_see_only_their_own_rows(monkeypatch):
    env = v0.load_environment(split="train", scenarios="exact_match", num_examples=1)
    task = GOALS[env.get_eval_dataset()[0]["info"]["task_id"]]
    PO_OF[task.document_id] = task.goal.po_number
    graded = []
    real_grade = v0.grade_session

    def spy(session):
        graded.append((session, session.closed, env.sessions.open_count()))
        return real_grade(session)

    monkeypatch.setattr(v0, "grade_session", spy)
    n = 24
    outputs, _ = evaluate(env, unique_writer, rollouts_per_example=n, state_columns=["rows_written"])
    assert len(outputs) == n
    marks = set()
    for output in outputs:
        written = [json.loads(call["arguments"]) for call in tool_calls(output)]
        rows = output["info"]["rows_written"]
        assert len(written) >= 1
        for table in ("bookings", "review_flags"):  # exactly this rollout's writes, table by table
            mine = [args for args in written if ("note" in args) == (table == "review_flags")]
            theirs = [{k: v for k, v in row.items() if k != "table"} for row in rows if row["table"] == table]
            assert theirs == mine
        marks.add(written[0]["note"].split(":")[0])
        assert output["metrics"]["num_flags"] + output["metrics"]["num_bookings"] == len(written)
    assert len(marks) == n
    # graded once per rollout, while its session was open; every session released afterwards
    assert len(graded) == n and len({id(s) for s, _, _ in graded}) == n
    assert not any(closed for _, closed, _ in graded)
    assert graded[0][2] == n  # all n databases were open at once: the rollouts really overlapped
    assert all(session.closed for session, _, _ in graded)
    assert env.sessions.started == env.sessions.released == n
    assert env.sessions.open_count() == 0


@needs_v0
def test_each_rollout_starts_from_the_snapshot(monkeypatch):
    from invoice_env.world.erp import state_hash

    starts = []
    real_start = v0.RolloutSession.start

    def spy(snapshot, task):
        session = real_start(snapshot, task)
        starts.append(state_hash(session.conn) == task.start_hash)
        return session

    monkeypatch.setattr(v0.RolloutSession, "start", staticmethod(spy))
    env = v0.load_environment(split="eval", scenarios="exact_match", num_examples=1)
    outputs, _ = evaluate(env, agent("double-book"), rollouts_per_example=4)
    outputs2, _ = evaluate(env, agent("reference"), rollouts_per_example=4)
    assert [o["reward"] for o in outputs] == [0.0] * 4 and [o["reward"] for o in outputs2] == [1.0] * 4
    assert starts == [True] * 8


@needs_v0
def test_unknown_task_id_fails_the_rollout_not_the_run():
    env = v0.load_environment(split="eval", num_examples=1)
    row = dict(env.get_eval_dataset()[0])
    row["info"] = {"task_id": "eval-9999", "split": "eval"}
    model = ScriptedModel(agent("reference"))
    out = asyncio.run(env.generate([row], client=model.client(), model="scripted"))
    (output,) = out["outputs"]
    assert output["reward"] == 0.0
    assert "eval-9999" in str(output["error"])
    assert output["info"]["verdict"].startswith("not graded")
    assert model.requests == []


@needs_v0
def test_unknown_selection_fails_at_load():
    from invoice_env.tasks.dataset import DatasetError

    with pytest.raises(DatasetError):
        v0.load_environment(split="test")
    with pytest.raises(DatasetError):
        v0.load_environment(scenarios="no_such_scenario")
    with pytest.raises(DatasetError, match="serves single invoices.*inbox tasks run under verifiers v1"):
        v0.load_environment(split="inbox-eval")


@needs_v0
def test_package_entry_point_returns_the_v0_env():
    env = invoice_env.load_environment(split="eval", num_examples=2, max_turns=5)
    assert isinstance(env, v0.InvoiceEnv) and env.max_turns == 5
    assert len(env.get_eval_dataset()) == 2


# --------------------------------------------------------------------------- vf-eval end to end


@needs_v0
def test_vf_eval_cli_end_to_end(tmp_path):
    from invoice_env.agents.policy_server import running_server

    vf_eval = Path(sys.executable).with_name("vf-eval")
    assert vf_eval.exists(), f"{vf_eval} is missing"
    env = dict(os.environ, NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    env.pop("INVOICE_ENV_NO_KEY", None)  # no API key at all
    with running_server("reference") as base_url:
        proc = subprocess.run(
            [str(vf_eval), "invoice-env", "-m", "reference", "-b", base_url, "-k", "INVOICE_ENV_NO_KEY",
             "-n", "4", "-r", "2", "-c", "8", "-s", "-d", "-A", "-a", json.dumps({"split": "eval"}),
             "-C", "verdict,rows_written", "-o", str(tmp_path)],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
    (results,) = tmp_path.glob("evals/invoice-env--reference/*/results.jsonl")
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(rows) == 8
    assert sorted(r["info"]["task_id"] for r in rows) == sorted(["eval-0000", "eval-0001", "eval-0002",
                                                                 "eval-0003"] * 2)
    assert {GOALS[r["info"]["task_id"]].goal.kind for r in rows} == {"booking", "flag"}
    for row in rows:
        assert row["reward"] == 1.0, row["info"]
        assert row["error"] is None
        for name in (*v0.METRICS, "booked_correctly"):
            assert name in row["metrics"], name
        assert row["metrics"]["decision_correct"] == 1.0
        assert row["info"]["verdict"].startswith("correct:") and row["verdict"] == row["info"]["verdict"]
        assert len(row["info"]["rows_written"]) == 1 and row["rows_written"] == row["info"]["rows_written"]
        assert row.get("answer", "") == ""  # no goal column, so no answer in the results
    metadata = json.loads(results.with_name("metadata.json").read_text())
    assert metadata["avg_reward"] == 1.0


# --------------------------------------------------------------------------- verifiers >= 0.4


@pytest.mark.skipif(HAS_V0, reason="checks the refusal under verifiers >= 0.4")
def test_v0_entry_point_points_at_v1_under_verifiers_0_4():
    with pytest.raises(RuntimeError, match=r"v1 path.*vf-eval invoice-env -m MODEL"):
        invoice_env.load_environment(split="eval")


@needs_v0
def test_own_cases_run_as_a_split():
    cases = Path(__file__).resolve().parents[2] / "evals" / "cases"
    env = v0.load_environment(cases_dir=str(cases))
    outputs, _ = evaluate(env, agent("reference"))
    assert sorted(o["info"]["task_id"] for o in outputs) == ["case-led-0001", "case-led-0002"]
    assert [o["reward"] for o in outputs] == [1.0, 1.0]


@needs_v0
def test_report_reads_real_v0_results(tmp_path):
    from invoice_env.agents.local_eval import run_vf_eval_v0
    from invoice_env.report.build import Report, load_rollouts

    run = run_vf_eval_v0("reference", tmp_path, split="train", num_examples=3, rollouts=2, concurrency=6)
    report = Report(load_rollouts(tmp_path))
    assert len(report.rollouts) == 6 and report.success == 1.0
    assert {r.scenario for r in report.rollouts} <= set(SCENARIOS)
    assert "pass^k  k=1: 1.000  k=2: 1.000" in report.text()
    assert run.traces_path.name == "results.jsonl"
