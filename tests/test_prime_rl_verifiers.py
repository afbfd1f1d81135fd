"""Rollouts on the verifiers that prime-rl pins, through that version's own v1 eval entry point
(`eval`; its `vf-eval` is the legacy v0 CLI) against the built-in reference policy server.

prime-rl 559b44772e471d1538537b8805cc77f3824a5e64 pins verifiers as the git submodule
`deps/verifiers` at a60a606ecc4d309247edf9ff92c3eabca362781f, which its build numbers 0.3.1.dev62.
PyPI's verifiers 0.3.1.dev62 wheel holds the same `verifiers/` tree, file for file (checked against
`git archive a60a606`), so CI installs it from PyPI: `bash .ci/prime_rl_verifiers.sh`. On any other
verifiers version this module is skipped (the v1 tests cover 0.4)."""

import pytest

verifiers = pytest.importorskip("verifiers")

PRIME_RL_COMMIT = "559b44772e471d1538537b8805cc77f3824a5e64"
VERIFIERS_COMMIT = "a60a606ecc4d309247edf9ff92c3eabca362781f"
PINNED = "0.3.1.dev62"

if verifiers.__version__ != PINNED:
    pytest.skip(f"needs verifiers {PINNED} (prime-rl {PRIME_RL_COMMIT[:7]}'s pin); this is {verifiers.__version__}",
                allow_module_level=True)

from invoice_env.agents.local_eval import run_vf_eval, v1_command  # noqa: E402
from invoice_env.tasks.dataset import load_tasks  # noqa: E402

SAMPLE = 6


def test_the_v1_eval_entry_point_of_that_version_is_eval_not_the_legacy_vf_eval():
    assert v1_command("eval").endswith("/eval")
    assert v1_command("replay").endswith("/replay") and v1_command("validate").endswith("/validate")


def test_task_data_keeps_the_id_and_source_that_version_has_no_field_for():
    from verifiers.v1 import TaskData

    from invoice_env.adapters.verifiers_v1 import InvoiceData, InvoiceTaskset, InvoiceTasksetConfig

    assert "id" not in TaskData.model_fields  # the cause of the setup AttributeError this guards against
    task = next(iter(InvoiceTaskset(InvoiceTasksetConfig(split="eval")).load()))
    rebuilt = InvoiceData.model_validate(task.data.model_dump(mode="json"))  # what an env server does
    assert (rebuilt.id, rebuilt.source) == (task.data.id, "") and rebuilt.id.startswith("eval-")


@pytest.mark.parametrize("split", ["train", "eval"])
def test_the_reference_policy_scores_one_on_a_sample_of_each_split(split, tmp_path):
    run = run_vf_eval("reference", tmp_path, split=split, num_examples=SAMPLE, concurrency=SAMPLE,
                      extra=["--env.taskset.seed", "11"])
    traces = run.traces()
    ids = {t["task"]["data"]["id"] for t in traces}
    assert len(traces) == SAMPLE and len(ids) == SAMPLE
    assert ids <= {task.task_id for task in load_tasks(split)}
    assert sorted(ids) != sorted(task.task_id for task in load_tasks(split))[:SAMPLE]  # the seed shuffled them
    for trace in traces:
        assert trace["errors"] == [], trace["errors"]
        assert trace["rewards"]["booked_correctly"]["score"] == 1.0, trace["info"].get("verdict")
        assert trace["info"]["verdict"].startswith("correct: ") and trace["info"]["rows_written"]
        assert trace["metrics"]["num_bookings"] + trace["metrics"]["num_flags"] == 1


def test_a_cheap_policy_scores_zero_there_too(tmp_path):
    run = run_vf_eval("double-book", tmp_path, split="eval", num_examples=2, concurrency=2)
    assert [t["rewards"]["booked_correctly"]["score"] for t in run.traces()] == [0.0, 0.0]
