"""One runaway turn is bounded: every model request carries `max_tokens`, derived from the rollout's
output-token bound (`--env.agent.max-output-tokens`, default 16384), unless the run already asks
for less. Checked on the requests the real vf-eval sends to the policy server."""

import threading

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "SingleAgentEnv"):
    pytest.skip("needs verifiers' v1 single-agent env", allow_module_level=True)

from invoice_env.adapters.verifiers_v1 import MAX_OUTPUT_TOKENS, bounded_turns  # noqa: E402
from invoice_env.agents import policy_server  # noqa: E402
from invoice_env.agents.local_eval import run_vf_eval  # noqa: E402


def _ctx(max_tokens):
    return vf.ModelContext(model="m", client=vf.EvalClientConfig(), sampling=vf.SamplingConfig(max_tokens=max_tokens))


@pytest.mark.parametrize(("run", "bound", "sent"), [(None, 16384, 16384), (512, 16384, 512), (20000, 16384, 16384),
                                                    (None, None, None), (700, None, 700), (300, 300, 300)])
def test_the_turn_cap_is_the_smaller_of_the_runs_and_the_rollout_bound(run, bound, sent):
    ctx = bounded_turns(_ctx(run), bound)
    assert ctx.sampling.max_tokens == sent
    assert (ctx.model, ctx.client) == ("m", vf.EvalClientConfig())


@pytest.fixture
def recorded(monkeypatch):
    """The `max_tokens` of every chat request the in-process policy server answers."""
    seen: list = []
    lock = threading.Lock()
    original = policy_server.completion

    def recording(body, default_policy):
        with lock:
            seen.append(body.get("max_tokens", body.get("max_completion_tokens")) if isinstance(body, dict) else None)
        return original(body, default_policy)

    monkeypatch.setattr(policy_server, "completion", recording)
    return seen


def test_vf_eval_sends_the_rollout_bound_as_max_tokens_on_every_turn(recorded, tmp_path):
    run = run_vf_eval("reference", tmp_path, split="eval", num_examples=2, concurrency=2)
    assert [t["rewards"]["booked_correctly"]["score"] for t in run.traces()] == [1.0, 1.0]
    assert len(recorded) >= 8 and set(recorded) == {MAX_OUTPUT_TOKENS}


def test_a_lower_output_bound_lowers_every_turns_max_tokens(recorded, tmp_path):
    run_vf_eval("reference", tmp_path, split="eval", num_examples=1, concurrency=1,
                extra=["--env.agent.max-output-tokens", "3000"])
    assert recorded and set(recorded) == {3000}
