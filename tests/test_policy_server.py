"""The scripted-agent endpoint, driven by the official openai SDK against real tasks and graded
by the real grader; plus its error answers and the `serve-policy` command."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request

import openai
import pytest

import invoice_env
from invoice_env import cli
from invoice_env.agents.policy_server import running_server
from invoice_env.agents.scripted import AGENTS
from invoice_env.episode.grader import grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.world.models import Task

MAX_TURNS = 12


@pytest.fixture(scope="module")
def base_url():
    with running_server("reference") as url:
        yield url


@pytest.fixture(scope="module")
def client(base_url):
    with openai.OpenAI(base_url=base_url, api_key="x", max_retries=0, timeout=30) as c:
        yield c


CASES = {  # a few tasks of the eval split, chosen by their goal
    "booking": lambda g: g.kind == "booking" and g.vat_code == "V21",
    "reverse-charge": lambda g: g.kind == "booking" and g.vat_code in ("ICG", "ICS", "VRC"),
    "duplicate": lambda g: g.kind == "flag" and g.reason == "duplicate_invoice",
    "over-tolerance": lambda g: g.kind == "flag" and g.reason == "amount_out_of_tolerance",
}


@pytest.fixture(scope="module")
def tasks(eval_tasks) -> dict[str, Task]:
    return {name: next(t for t in eval_tasks if wanted(t.goal)) for name, wanted in CASES.items()}


def _ask(client: openai.OpenAI, model: str, messages: list[dict], stream: bool) -> dict:
    """One assistant turn as a plain message dict; streamed turns are accumulated from the chunks."""
    if not stream:
        response = client.chat.completions.create(model=model, messages=messages)
        choice = response.choices[0]
        assert choice.finish_reason == ("tool_calls" if choice.message.tool_calls else "stop")
        assert response.usage.total_tokens == response.usage.prompt_tokens + response.usage.completion_tokens > 0
        return choice.message.model_dump(exclude_none=True)
    with client.chat.completions.stream(model=model, messages=messages,
                                        stream_options={"include_usage": True}) as stream_:
        for _ in stream_:
            pass
        final = stream_.get_final_completion()
    assert final.usage is not None and final.usage.total_tokens > 0
    choice = final.choices[0]
    assert choice.finish_reason == ("tool_calls" if choice.message.tool_calls else "stop")
    message = choice.message.model_dump(exclude_none=True)
    message.pop("parsed", None)
    for call in message.get("tool_calls", []):
        call["function"].pop("parsed_arguments", None)
    return message


def run_conversation(client: openai.OpenAI, model: str, task: Task, snapshot: bytes, stream: bool
                     ) -> tuple[float, list[dict]]:
    session = RolloutSession.start(snapshot, task)
    tools = InvoiceTools(session)
    messages: list[dict] = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": task.prompt}]
    try:
        for _ in range(MAX_TURNS):
            message = _ask(client, model, messages, stream)
            messages.append(message)
            if not message.get("tool_calls"):
                assert message["content"]
                return grade_session(session).reward, messages
            for call in message["tool_calls"]:
                _, text = tools.call(call["function"]["name"], json.loads(call["function"]["arguments"]))
                messages.append({"role": "tool", "tool_call_id": call["id"], "content": text})
        raise AssertionError(f"no final answer after {MAX_TURNS} turns")
    finally:
        session.close()


def _http(url: str, data: bytes | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def test_models_lists_every_agent(client):
    listed = [m.id for m in client.models.list()]
    assert listed == list(AGENTS)
    assert all(m.owned_by == "invoice-env" for m in client.models.list())


@pytest.mark.parametrize("name", list(CASES))
def test_reference_scores_one_non_streaming(client, snapshot, tasks, name):
    reward, messages = run_conversation(client, "reference", tasks[name], snapshot_for(tasks[name]), stream=False)
    assert reward == 1.0
    writes = [m for m in messages if m["role"] == "assistant"
              for c in m.get("tool_calls", []) if c["function"]["name"] in ("create_booking", "flag_for_review")]
    assert len(writes) == 1


@pytest.mark.parametrize("name", ["booking", "duplicate"])
def test_reference_scores_one_streaming(client, snapshot, tasks, name):
    reward, messages = run_conversation(client, "reference", tasks[name], snapshot_for(tasks[name]), stream=True)
    assert reward == 1.0
    ids = [c["id"] for m in messages for c in m.get("tool_calls", [])]
    assert ids == [f"call_{i}" for i in range(len(ids))]


@pytest.mark.parametrize("stream", [False, True])
def test_noop_scores_zero(client, snapshot, tasks, stream):
    reward, messages = run_conversation(client, "noop", tasks["booking"], snapshot_for(tasks["booking"]), stream=stream)
    assert reward == 0.0
    assert [m["role"] for m in messages] == ["system", "user", "assistant"]


def test_unknown_model_uses_the_default_policy(client, snapshot, tasks):
    reward, _ = run_conversation(client, "gpt-4.1", tasks["over-tolerance"], snapshot_for(tasks["over-tolerance"]), stream=True)
    assert reward == 1.0


def test_same_conversation_same_answer(client, tasks):
    messages = [{"role": "user", "content": [{"type": "text", "text": tasks["booking"].prompt}]}]
    tool = {"type": "function", "function": {"name": "read_document", "parameters": {"type": "object"}}}
    first = client.chat.completions.create(  # shaped like a verifiers 0.3 (v0) request
        model="reference", messages=messages, n=1, tools=[tool], extra_headers={"x-session-id": "s1"}
    ).choices[0].message
    second = client.chat.completions.create(model="reference", messages=messages).choices[0].message
    assert first.tool_calls == second.tool_calls
    call = first.tool_calls[0]
    assert (call.id, call.function.name) == ("call_0", "read_document")
    assert json.loads(call.function.arguments) == {"document_id": tasks["booking"].document_id}


def test_raw_stream_chunks(client, tasks):
    messages = [{"role": "user", "content": tasks["booking"].prompt}]
    chunks = list(client.chat.completions.create(model="reference", messages=messages, stream=True,
                                                 stream_options={"include_usage": True}))
    assert all(c.object == "chat.completion.chunk" for c in chunks)
    assert chunks[0].choices[0].delta.role == "assistant"
    [call] = chunks[1].choices[0].delta.tool_calls
    assert (call.index, call.id, call.type, call.function.name) == (0, "call_0", "function", "read_document")
    assert chunks[-2].choices[0].finish_reason == "tool_calls"
    assert chunks[-1].choices == [] and chunks[-1].usage.total_tokens > 0
    without_usage = list(client.chat.completions.create(model="reference", messages=messages, stream=True))
    assert without_usage[-1].choices[0].finish_reason == "tool_calls"
    assert all(c.usage is None for c in without_usage)


def test_bad_json_is_400(base_url):
    status, body = _http(f"{base_url}/chat/completions", b"{not json")
    assert status == 400
    assert "not valid JSON" in body["error"]["message"]


@pytest.mark.parametrize("payload, message", [
    ({"model": "reference"}, "'messages' must be a non-empty list"),
    ({"model": "reference", "messages": [{"role": "system", "content": "hi"}]}, "no user message"),
    (["not", "an", "object"], "must be a JSON object"),
])
def test_bad_requests_are_400(base_url, payload, message):
    status, body = _http(f"{base_url}/chat/completions", json.dumps(payload).encode())
    assert status == 400
    assert message in body["error"]["message"]


def test_unknown_path_is_404(base_url):
    assert _http(f"{base_url}/completions", b"{}")[0] == 404
    status, body = _http(f"{base_url}/nothing-here")
    assert status == 404
    assert "no such endpoint" in body["error"]["message"]


def test_agent_failure_is_500_and_server_keeps_serving(client):
    with pytest.raises(openai.InternalServerError, match="names no inbox document"):
        client.chat.completions.create(model="reference", messages=[{"role": "user", "content": "hello"}])
    assert len(client.models.list().data) == len(AGENTS)


@pytest.mark.parametrize("command", [["serve-policy", "--port", "0"], ["quickstart"], ["eval-all"]])
def test_cli_rejects_unknown_policy_with_the_list_of_policies(capsys, command):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(command + ["--policy", "gpt-4.1"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "unknown policy 'gpt-4.1'" in err and "Traceback" not in err
    assert all(name in err for name in AGENTS)


def test_cli_help_lists_the_policies_and_version_prints_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["quickstart", "--help"])
    assert exit_info.value.code == 0
    text = "".join(capsys.readouterr().out.split())  # argparse wraps the list, also at hyphens
    assert all(name in text for name in AGENTS)
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--version"])
    assert exit_info.value.code == 0 and capsys.readouterr().out.startswith("invoice-env ")


def test_cli_serves_until_sigterm():
    root = os.path.dirname(os.path.dirname(invoice_env.__file__))
    env = {**os.environ, "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}
    process = subprocess.Popen([sys.executable, "-m", "invoice_env.cli", "serve-policy", "--policy", "noop",
                                "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/v1")
        status, body = _http(f"{url}/chat/completions", json.dumps(
            {"model": "any", "messages": [{"role": "user", "content": "inbox/x.pdf"}]}).encode())
        assert status == 200
        assert body["choices"][0]["message"]["content"] == "Nothing to do."
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
