"""evals/prime-rl/*.toml against prime-rl's config schema as the repo keeps it (schema.toml, which
names the prime-rl commit it was taken from), and their env blocks with verifiers' own parser.
prime-rl itself (Python 3.12, not on PyPI) is checked by evals/prime-rl/check_with_prime_rl.py; the SFT
data by check_sft_with_prime_rl.py there and, in CI, tests/test_sft_tokens.py."""

import tomllib
from pathlib import Path

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "resolve_env_config"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.adapters.verifiers_v1 import InvoiceEnvConfig, InvoiceTasksetConfig  # noqa: E402

HERE = Path(__file__).resolve().parent.parent / "evals" / "prime-rl"
SCHEMA = tomllib.loads((HERE / "schema.toml").read_text())
TYPES = {"int": int, "float": (int, float), "str": str, "bool": bool, "table": dict}


def leaves(data: dict, prefix: str = "") -> list[tuple[str, object]]:
    """Every set key as a dotted path (`[]` for array-of-tables items); an `env` block is one leaf."""
    found = []
    for key, value in data.items():
        path = f"{prefix}{key}"
        if key == "env" and isinstance(value, dict):
            found.append((path, value))
        elif isinstance(value, dict) and value:
            found += leaves(value, path + ".")
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for item in value:
                found += leaves(item, path + "[].")
        else:
            found.append((path, value))
    return found


def schema_errors(kind: str, data: dict) -> list[str]:
    keys = SCHEMA[kind]["keys"]
    errors = []
    for path, value in leaves(data):
        expected = keys.get(path)
        if expected is None:
            errors.append(f"{path}: not a key of prime-rl's config (schema.toml [{kind}.keys])")
        elif expected == "env":
            if not isinstance(value, dict):
                errors.append(f"{path}: must be an env table")
        elif not isinstance(value, TYPES[expected]) or (expected != "bool" and isinstance(value, bool)):
            errors.append(f"{path}: expected {expected}, got {type(value).__name__} {value!r}")
    set_paths = {path for path, _ in leaves(data)}
    env_paths = {f"{path}.{inner}" for path, value in leaves(data) if path.endswith(".env") or path == "env"
                 for inner, _ in leaves(value)}
    every = set_paths | env_paths
    for required in SCHEMA[kind]["required"]:
        if not any(p == required or p.startswith(required + ".") for p in every):
            errors.append(f"{required}: required by prime-rl but not set")
    return errors


def load(kind: str) -> dict:
    return tomllib.loads((HERE / f"{kind}.toml").read_text())


def sources(kind: str) -> list[dict]:
    data = load(kind)
    if kind == "eval":
        return data["eval"]["source"]
    return data["orchestrator"]["train"]["source"] + data["orchestrator"]["eval"]["source"]


@pytest.mark.parametrize("kind", ["rl", "eval", "sft"])
def test_every_key_is_in_prime_rls_schema_and_the_required_ones_are_set(kind):
    assert schema_errors(kind, load(kind)) == []


@pytest.mark.parametrize("kind", ["rl", "eval", "sft"])
def test_each_config_names_the_prime_rl_commit_its_schema_was_checked_against(kind):
    commit = SCHEMA["prime_rl_commit"]
    assert len(commit) == 40 and commit in (HERE / f"{kind}.toml").read_text()


def test_the_schema_check_catches_the_keys_prime_rl_renamed_or_requires():
    old = {"orchestrator": {"rollouts_per_example": 8, "sampling": {"max_tokens": 1024},
                            "train": {"source": [{"name": "x", "env": {"taskset": {"id": "invoice-env"}}}]}}}
    errors = schema_errors("rl", old)
    assert any(e.startswith("orchestrator.rollouts_per_example: not a key") for e in errors)
    assert any(e.startswith("orchestrator.sampling.max_tokens: not a key") for e in errors)
    assert "trainer: required by prime-rl but not set" in errors
    assert "orchestrator.group_size: required by prime-rl but not set" in errors
    assert any(e.startswith("orchestrator.train.source[].env.agent.harness.id: required") for e in errors)
    bad_type = load("rl") | {"max_steps": "300"}
    assert schema_errors("rl", bad_type) == ["max_steps: expected int, got str '300'"]


@pytest.mark.parametrize("kind", ["rl", "eval"])
def test_every_source_env_block_parses_with_verifiers_own_config(kind):
    splits = []
    for source in sources(kind):
        config = vf.resolve_env_config(source["env"])
        assert isinstance(config, InvoiceEnvConfig)
        assert isinstance(config.taskset, InvoiceTasksetConfig)
        assert config.agent.harness.id == "null" and config.agent.runtime.type == "subprocess"
        assert config.agent.max_turns == 10 and config.agent.timeout.rollout == 600.0
        splits.append(config.taskset.split)
    assert splits == (["train", "eval"] if kind == "rl" else ["eval"])


def test_a_typo_in_a_source_is_caught_by_the_same_parser():
    source = sources("rl")[0]["env"] | {"taskset": {"id": "invoice-env", "splitt": "train"}}
    with pytest.raises(Exception, match="splitt"):
        vf.resolve_env_config(source)


def test_the_sft_schema_check_catches_a_misplaced_or_mistyped_key():
    sft = load("sft")
    assert schema_errors("sft", sft | {"seq_len": 8192}) == ["seq_len: not a key of prime-rl's config (schema.toml "
                                                             "[sft.keys])"]
    assert schema_errors("sft", sft | {"data": {**sft["data"], "seq_len": "8192"}}) == [
        "data.seq_len: expected int, got str '8192'"]
    assert "data.name: required by prime-rl but not set" in schema_errors(
        "sft", sft | {"data": {k: v for k, v in sft["data"].items() if k != "name"}})


def test_sft_trains_the_model_rl_and_eval_use_on_the_exported_folder():
    sft, rl, evals = load("sft"), load("rl"), load("eval")
    assert sft["model"]["name"] == rl["model"]["name"] == evals["model"]
    assert sft["data"]["name"] == "invoice-env-sft"  # the folder docs/training.md exports to
    assert sft["data"]["seq_len"] <= rl["seq_len"]


CURRICULUM = {"rl-easy": ["easy"], "rl-medium": ["easy", "medium"]}
"""The curriculum's first two stages (docs/training.md); the third is rl.toml on every task."""


@pytest.mark.parametrize("stage", sorted(CURRICULUM))
def test_each_curriculum_stage_is_an_rl_config_on_its_slices_of_train_and_eval(stage):
    from invoice_env.tasks.selection import select_tasks

    data = tomllib.loads((HERE / f"{stage}.toml").read_text())
    assert schema_errors("rl", data) == []
    assert SCHEMA["prime_rl_commit"] in (HERE / f"{stage}.toml").read_text()
    rl = load("rl")
    assert data["model"] == rl["model"] and data["seq_len"] == rl["seq_len"]
    assert data["orchestrator"]["batch_size"] % data["orchestrator"]["group_size"] == 0
    train, evals = data["orchestrator"]["train"]["source"], data["orchestrator"]["eval"]["source"]
    for source, split in ((train[0], "train"), (evals[0], "eval")):
        config = vf.resolve_env_config(source["env"])
        assert isinstance(config.taskset, InvoiceTasksetConfig)
        assert (config.taskset.split, config.taskset.difficulty) == (split, CURRICULUM[stage])
        tasks = select_tasks(split, None, CURRICULUM[stage], 0)
        assert tasks and {t.difficulty for t in tasks} == set(CURRICULUM[stage])
        assert f"({len(tasks)} tasks)" in (HERE / f"{stage}.toml").read_text().splitlines()[0]
    training_doc = (HERE.parent.parent / "docs" / "training.md").read_text()
    assert f"evals/prime-rl/{stage}.toml" in training_doc
