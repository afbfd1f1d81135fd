"""OpenEnv: both of OpenEnv's own checkers (the package manifest, and a running `invoice-env serve-openenv`
on 127.0.0.1), concurrent sessions each with its own rollout, and an action interface that reaches
nothing but the four tools."""

import asyncio
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .support import CI_HINT

pytest.importorskip("openenv", reason=CI_HINT)

import requests  # noqa: E402
from openenv.cli._validation import validate_running_environment  # noqa: E402
from openenv.core.generic_client import GenericEnvClient  # noqa: E402
from openenv.validation.runner import run_validation  # noqa: E402
from openenv.validation.types import Level  # noqa: E402

from invoice_env.adapters.openenv_env import InvoiceAction, InvoiceOpenEnv, build_app  # noqa: E402
from invoice_env.adapters.text_episode import first_observation  # noqa: E402

from .openenv_server import async_episodes, running_server, serve_openenv  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


def test_package_passes_openenv_static_validation(tmp_path):
    """On the files the Docker image is built from, copied, so that a local venv or cache in the
    checkout (a venv holds symlinks, which the checker refuses) cannot change the outcome."""
    package = tmp_path / "invoice-env"
    package.mkdir()
    for name in ("openenv.yaml", "Dockerfile", "pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, package / name)
    for name in ("invoice_env", "datasets", "rubrics"):
        shutil.copytree(REPO / name, package / name, ignore=shutil.ignore_patterns("__pycache__"))
    report = run_validation(package, max_level=Level.STATIC)
    assert report.verdict.value == "pass", [(r.check_id, r.status, r.evidence) for r in report.results]
    assert report.manifest.name == "invoice_env" and report.manifest.reward.range == (0.0, 1.0)
    assert (REPO / "Dockerfile").read_text().count('"invoice_env.server.app:app"') == 1


@pytest.fixture(scope="module")
def served():
    """The real command, as a user runs it."""
    with serve_openenv("--split", "eval", "--sessions", "3") as url:
        yield url


def test_running_server_passes_openenv_runtime_validation(served):
    report = validate_running_environment(served)
    assert report["passed"], json.dumps(report["criteria"], indent=1)
    assert {c["id"] for c in report["criteria"]} >= {"health_endpoint", "schema_endpoint", "mcp_endpoint"}


def test_served_on_localhost_by_default():
    help_text = subprocess.run([sys.executable, "-m", "invoice_env.cli", "serve-openenv", "--help"],
                               capture_output=True, text=True).stdout
    assert "(default: 127.0.0.1," in " ".join(help_text.split()) and "--sessions" in help_text


def test_sessions_are_capped_at_the_number_asked(served):
    async def run():
        clients = [GenericEnvClient(base_url=served) for _ in range(4)]
        opened = []
        for client in clients[:3]:
            await client.reset(index=0)
            opened.append(client)
        with pytest.raises(Exception, match="(?i)capacity"):
            await clients[3].reset(index=0)
        for client in opened:
            await client.close()
        await clients[3].close()
        async with GenericEnvClient(base_url=served) as again:  # a closed session frees its place
            assert (await again.reset(index=1)).observation["task_id"]
    asyncio.run(run())


def test_concurrent_sessions_each_have_their_own_rollout():
    """Twelve sessions on the same task at once: six double-book, six follow the policy; none sees another."""
    with running_server("train", sessions=12) as url:
        task_id = "train-0000"
        bad = asyncio.run(async_episodes("double-book", [(url, task_id)] * 6))
        good = asyncio.run(async_episodes("reference", [(url, task_id)] * 6))
        mixed = asyncio.run(_mixed(url, task_id))
    assert all(r == 0.0 and info["metrics"]["num_bookings"] + info["metrics"]["num_flags"] == 2 for r, info in bad)
    assert all(r == 1.0 for r, _ in good)
    assert mixed == [0.0, 1.0] * 3


async def _mixed(url, task_id):
    double, reference = await asyncio.gather(async_episodes("double-book", [(url, task_id)] * 3),
                                             async_episodes("reference", [(url, task_id)] * 3))
    return [x for pair in zip(double, reference) for x in (pair[0][0], pair[1][0])]


def test_reset_seed_is_reproducible_over_http(served):
    first = requests.post(f"{served}/reset", json={"seed": 7}, timeout=10).json()
    again = requests.post(f"{served}/reset", json={"seed": 7}, timeout=10).json()
    assert first == again and first["done"] is False
    by_id = requests.post(f"{served}/reset", json={"task_id": first["observation"]["task_id"]}, timeout=10).json()
    assert by_id["observation"]["text"] == first["observation"]["text"]


def test_bad_reset_and_stateless_step_are_error_observations(served):
    bad = requests.post(f"{served}/reset", json={"task_id": "train-0000"}, timeout=10)  # server runs eval
    assert bad.status_code == 200 and bad.json()["done"] is True
    assert bad.json()["observation"]["text"].startswith("Error: task id 'train-0000' is not in split 'eval'")
    unknown = requests.post(f"{served}/reset", json={"goal": True}, timeout=10).json()
    assert unknown["observation"]["text"].startswith("Error: unknown reset argument")
    step = requests.post(f"{served}/step", json={"action": {"message": "hi"}}, timeout=10)
    assert step.status_code == 200 and step.json()["observation"]["text"].startswith("Error: no episode")


def test_the_action_reaches_only_the_tools(eval_tasks):
    env = InvoiceOpenEnv("eval")
    task = eval_tasks[0]
    observation = env.reset(task_id=task.task_id)
    assert observation.text == first_observation(task)
    for message in ('{"name": "reset", "arguments": {}}', '{"name": "state", "arguments": {}}',
                    '{"name": "_finish", "arguments": {}}', '{"name": "close", "arguments": {}}'):
        result = env.step(InvoiceAction(message=message))
        assert result.text.startswith("Error: unknown tool") and not result.done
    assert env.state.task_id == task.task_id and env.state.step_count == 4
    with pytest.raises(ValueError):
        InvoiceAction(message="x", reset=True)  # the action has exactly one field
    state = json.dumps(env.state.model_dump())
    goal = task.goal.model_dump(mode="json")
    assert set(env.state.model_dump()) == {"episode_id", "step_count", "task_id", "split", "max_turns", "done"}
    assert task.scenario not in state and str(goal.get("reason", goal.get("po_number"))) not in state
    env.close()


def test_schema_names_the_action_format(served):
    schema = requests.get(f"{served}/schema", timeout=10).json()
    assert "message" in schema["action"]["required"]
    assert "tool call" in schema["action"]["properties"]["message"]["description"]


def test_build_app_rejects_bad_settings():
    with pytest.raises(ValueError, match="sessions"):
        build_app("eval", sessions=0)
    with pytest.raises(Exception, match="unknown split"):
        build_app("test")


def test_task_api_lists_ids_and_indices_only(served, eval_tasks):
    splits = requests.get(f"{served}/invoice_env/splits", timeout=10).json()
    assert [split["name"] for split in splits] == ["eval"]
    count = requests.post(f"{served}/invoice_env/num_tasks", json={"split": "eval"}, timeout=10).json()
    assert count == {"num_tasks": len(eval_tasks)}
    task = requests.post(f"{served}/invoice_env/task", json={"split": "eval", "index": 5}, timeout=10).json()
    assert task == {"task": {"id": eval_tasks[5].task_id, "index": 5}}
    page = requests.post(f"{served}/invoice_env/task_range", json={"split": "eval", "start": 2, "stop": 4},
                         timeout=10).json()
    assert page == {"tasks": [{"id": eval_tasks[i].task_id, "index": i} for i in (2, 3)]}
    missing = requests.post(f"{served}/invoice_env/task", json={"split": "eval", "index": 10**6}, timeout=10)
    assert missing.status_code == 400
    assert requests.post(f"{served}/invoice_env/num_tasks", json={"split": "train"}, timeout=10).json() == \
        {"num_tasks": 0}
    reset = requests.post(f"{served}/reset", json={"split": "eval", "index": 5}, timeout=10).json()
    assert reset["observation"]["task_id"] == eval_tasks[5].task_id
    other = requests.post(f"{served}/reset", json={"split": "train", "index": 5}, timeout=10).json()
    assert other["done"] and "serves the 'eval' split" in other["observation"]["text"]
