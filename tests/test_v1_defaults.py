"""The defaults a trainer expects are in the resolved config, and each can be overridden."""

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "SingleAgentEnv"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.adapters.verifiers_v1 import InvoiceEnv, InvoiceEnvConfig  # noqa: E402


def test_the_env_is_the_single_agent_kind_the_replay_and_gepa_tools_accept():
    assert vf.environment_class("invoice-env") is InvoiceEnv
    assert issubclass(InvoiceEnv, vf.SingleAgentEnv) and issubclass(InvoiceEnvConfig, vf.SingleAgentEnvConfig)


def test_the_resolved_config_bounds_every_rollout_and_runs_locally():
    agent = vf.resolve_env_config({"taskset": {"id": "invoice-env"}}).agent
    assert (agent.max_turns, agent.max_output_tokens, agent.timeout.rollout) == (10, 16384, 600.0)
    assert agent.harness.id == "null" and agent.runtime.type == "subprocess"


def test_each_default_can_be_overridden_without_losing_the_others():
    agent = vf.resolve_env_config({"taskset": {"id": "invoice-env"},
                                   "agent": {"max_turns": 4, "timeout": {"rollout": 30}}}).agent
    assert (agent.max_turns, agent.max_output_tokens, agent.timeout.rollout) == (4, 16384, 30.0)
    assert agent.harness.id == "null" and agent.runtime.type == "subprocess"
    agent = vf.resolve_env_config({"taskset": {"id": "invoice-env"},
                                   "agent": {"max_output_tokens": None, "max_turns": None}}).agent
    assert agent.max_output_tokens is None and agent.max_turns is None


def test_the_taskset_default_split_is_train_and_eval_is_one_flag_away():
    assert vf.resolve_env_config({"taskset": {"id": "invoice-env"}}).taskset.split == "train"
    assert vf.resolve_env_config({"taskset": {"id": "invoice-env", "split": "eval"}}).taskset.split == "eval"


def test_the_vf_eval_command_the_project_runs_never_uploads_and_names_its_endpoint(tmp_path):
    import subprocess

    from invoice_env.agents.local_eval import v1_command, vf_eval_command

    command = vf_eval_command("reference", "http://127.0.0.1:1/v1", tmp_path, "eval", 2, 1, 1, "run")
    assert "--no-push" in command
    assert command[command.index("--client.base-url") + 1] == "http://127.0.0.1:1/v1"
    assert command[command.index("--env.taskset.split") + 1] == "eval"
    help_text = subprocess.run([v1_command("eval"), "--help"], capture_output=True, text=True, timeout=120).stdout
    assert "--no-push" in help_text and "--client.base-url" in help_text and "--client.api-key-var" in help_text


def test_the_turn_cap_ends_a_real_rollout(tmp_path):
    from invoice_env.agents.local_eval import run_vf_eval

    run = run_vf_eval("reference", tmp_path, num_examples=1, concurrency=1, extra=["--env.agent.max-turns", "2"])
    (trace,) = run.traces()
    assert trace["stop_condition"] != "agent_completed"
    assert sum(1 for node in trace["nodes"] if node["message"]["role"] == "assistant") == 2
    assert trace["rewards"]["booked_correctly"]["score"] == 0.0
