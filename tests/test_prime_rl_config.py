import tomllib
from pathlib import Path

import pytest

vf = pytest.importorskip("verifiers.v1")
if not hasattr(vf, "resolve_env_config"):
    pytest.skip("needs verifiers >= 0.4", allow_module_level=True)

from invoice_env.adapters.verifiers_v1 import InvoiceEnvConfig, InvoiceTasksetConfig  # noqa: E402

CONFIG = Path(__file__).resolve().parent.parent / "evals" / "prime-rl" / "rl.toml"


def _sources():
    data = tomllib.loads(CONFIG.read_text())
    orchestrator = data["orchestrator"]
    return orchestrator["train"]["source"] + orchestrator["eval"]["source"]


def test_every_source_env_block_parses_with_verifiers_own_config():
    splits = []
    for source in _sources():
        config = vf.resolve_env_config(source["env"])
        assert isinstance(config, InvoiceEnvConfig)
        assert isinstance(config.taskset, InvoiceTasksetConfig)
        assert config.agent.harness.id == "null" and config.agent.runtime.type == "subprocess"
        splits.append(config.taskset.split)
    assert splits == ["train", "eval"]


def test_a_typo_in_a_source_is_caught_by_the_same_parser():
    source = _sources()[0]["env"] | {"taskset": {"id": "invoice-env", "splitt": "train"}}
    with pytest.raises(Exception, match="splitt"):
        vf.resolve_env_config(source)
