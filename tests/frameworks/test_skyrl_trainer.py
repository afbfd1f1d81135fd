"""The committed SkyRL trainer config (configs/skyrl/invoice_env.yaml) against SkyRL's own trainer code
(`skyrl`, its training package, not only skyrl-gym): `SkyRLTrainConfig` takes it, `PromptDataset` keeps
every exported row under its max_prompt_length, and `SkyRLGymGenerator.generate` plays multi-turn
episodes to reward 1 with its generator settings, on trainer-built input (`prepare_generator_input`).
SkyRL's defaults do neither, which is why the config exists. The model is a scripted agent behind the
inference-engine interface: it reads the last message of the prompt tokens SkyRL sends and answers as
a reasoning model would (text, then the call); the tokenizer is Qwen2.5's, built offline."""

import asyncio
import contextlib
import re
import typing
from pathlib import Path

import pytest

from .support import CI_HINT, ReasoningPolicy

pytest.importorskip("skyrl.train.dataset.dataset", reason=CI_HINT + ' and SkyRL itself: pip install "skyrl==0.3.*"')
yaml = pytest.importorskip("yaml")

from skyrl.train.config.config import SkyRLTrainConfig  # noqa: E402
from skyrl.train.dataset.dataset import PromptDataset  # noqa: E402

from invoice_env.adapters import skyrl_env  # noqa: E402,F401  (registers invoice-env)
from invoice_env.cli import main  # noqa: E402
from invoice_env.tasks.dataset import load_tasks  # noqa: E402

from .qwen_tokens import qwen25_tokenizer  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
CONFIG = REPO / "configs" / "skyrl" / "invoice_env.yaml"


@contextlib.contextmanager
def _typed_dicts_for_pydantic():
    """skyrl 0.3 declares Python >= 3.11, but its generator imports classes built on typing.TypedDict,
    which pydantic refuses below Python 3.12; typing_extensions' TypedDict is the one pydantic takes."""
    import typing_extensions

    original = typing.TypedDict
    typing.TypedDict = typing_extensions.TypedDict
    try:
        yield
    finally:
        typing.TypedDict = original


with _typed_dicts_for_pydantic():
    from skyrl.backends.skyrl_train.inference_servers.engine_utils import get_sampling_params_for_backend
    from skyrl.train.generators.skyrl_gym_generator import SkyRLGymGenerator
    from skyrl.train.generators.utils import prepare_generator_input


def overrides(config: dict, prefix: str = "") -> list[str]:
    """The YAML's settings as SkyRL's command-line overrides (`key.path=value`)."""
    out = []
    for key, value in config.items():
        if isinstance(value, dict):
            out += overrides(value, f"{prefix}{key}.")
        else:
            out.append(f"{prefix}{key}={value!r}" if isinstance(value, list) else f"{prefix}{key}={value}")
    return out


def committed_config(data_dir: Path) -> SkyRLTrainConfig:
    settings = yaml.safe_load(CONFIG.read_text())
    settings["data"] = {"train_data": [str(data_dir / "train.parquet")], "val_data": [str(data_dir / "eval.parquet")]}
    return SkyRLTrainConfig.from_cli_overrides(overrides(settings))


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    folder = tmp_path_factory.mktemp("skyrl")
    for split in ("train", "eval"):
        assert main(["export-skyrl", "--split", split, "--out", str(folder / f"{split}.parquet")]) == 0
    return folder


class ScriptedEngine:
    """SkyRL's inference-engine interface with a scripted agent per trajectory as the model."""

    def __init__(self, tokenizer, agent: str = "reference"):
        self.tokenizer, self.agent, self.agents, self.finished, self.replies = tokenizer, agent, {}, [], 0

    async def generate(self, engine_input, model=None):
        text = self.tokenizer.decode(engine_input["prompt_token_ids"][0])
        last = re.findall(r"<\|im_start\|>user\n(.*?)<\|im_end\|>", text, re.S)[-1]
        policy = self.agents.setdefault(engine_input["session_ids"][0], ReasoningPolicy(self.agent))
        reply = policy.act(last)
        self.replies += 1
        ids = self.tokenizer.encode(reply, add_special_tokens=False) + [self.tokenizer.eos_token_id]
        return {"responses": [reply], "response_ids": [ids], "stop_reasons": ["stop"],
                "response_logprobs": [[0.0] * len(ids)]}

    async def finish_session(self, session_id):
        self.finished.append(session_id)


def generate(cfg: SkyRLTrainConfig, dataset: PromptDataset, rows: list[int], engine: ScriptedEngine):
    generator = SkyRLGymGenerator(cfg.generator, cfg.environment.skyrl_gym, engine, qwen25_tokenizer())
    prompts = dataset.collate_fn([dataset[i] for i in rows])
    sampling = get_sampling_params_for_backend(cfg.generator.inference_engine.backend, cfg.generator.sampling_params)
    batch, _ = prepare_generator_input(prompts, cfg.generator.n_samples_per_prompt, sampling,
                                       cfg.environment.env_class, "train", 1)
    return asyncio.run(generator.generate(batch, disable_tqdm=True))


def test_the_config_sets_what_skyrl_defaults_get_wrong(exported):
    cfg, defaults = committed_config(exported), SkyRLTrainConfig.from_cli_overrides([])
    assert (defaults.trainer.max_prompt_length, defaults.generator.max_turns) == (512, 1)
    assert defaults.generator.max_input_length == defaults.trainer.max_prompt_length
    assert cfg.environment.env_class == "invoice-env" and cfg.generator.max_turns == 20
    assert cfg.generator.max_input_length > cfg.trainer.max_prompt_length
    assert cfg.trainer.train_batch_size <= len(load_tasks("train"))


@pytest.mark.parametrize("split", ["train", "eval"])
def test_prompt_dataset_keeps_every_exported_row(exported, split):
    cfg = committed_config(exported)
    path = cfg.data.train_data[0] if split == "train" else cfg.data.val_data[0]
    dataset = PromptDataset(path, qwen25_tokenizer(), cfg.trainer.max_prompt_length, num_workers=1)
    assert len(dataset) == len(load_tasks(split))
    messages, env_class, extras, _ = dataset[0]
    assert env_class == "invoice-env" and [m["role"] for m in messages] == ["system", "user"]
    assert extras["extra_info"]["task_id"] == extras["reward_spec"]["ground_truth"]


def test_prompt_dataset_with_skyrl_default_prompt_length_keeps_no_row(exported):
    dataset = PromptDataset(str(exported / "eval.parquet"), qwen25_tokenizer(),
                            SkyRLTrainConfig().trainer.max_prompt_length, num_workers=1)
    assert len(dataset) == 0


def test_the_generator_plays_multi_turn_episodes_to_reward_one_with_the_config(exported):
    cfg = committed_config(exported)
    dataset = PromptDataset(cfg.data.val_data[0], qwen25_tokenizer(), cfg.trainer.max_prompt_length, num_workers=1)
    tasks = load_tasks("eval")
    rows = [next(i for i, t in enumerate(tasks) if t.goal.kind == kind) for kind in ("booking", "flag")]
    engine = ScriptedEngine(qwen25_tokenizer())
    out = generate(cfg, dataset, rows, engine)
    trajectories = len(rows) * cfg.generator.n_samples_per_prompt
    assert [sum(per_token) for per_token in out["rewards"]] == [1.0] * trajectories  # on each last token
    assert out["stop_reasons"] == ["stop"] * trajectories
    assert engine.replies >= 3 * trajectories and len(engine.finished) == trajectories
    assert all(len(p) < cfg.trainer.max_prompt_length for p in out["prompt_token_ids"])
    assert all(sum(mask) < len(mask) for mask in out["loss_masks"])  # tool results are in, and not trained on


def test_with_skyrl_defaults_the_episode_ends_early_and_scores_zero(exported):
    """generator.max_turns 1: one action, then the env's turn cap; max_input_length left at its default
    (the prompt length): the loop stops once the context outgrows it, before the task is done."""
    cfg = committed_config(exported)
    dataset = PromptDataset(cfg.data.val_data[0], qwen25_tokenizer(), cfg.trainer.max_prompt_length, num_workers=1)
    one_turn = committed_config(exported)
    one_turn.generator.max_turns, one_turn.generator.n_samples_per_prompt = 1, 1
    engine = ScriptedEngine(qwen25_tokenizer())
    assert sum(generate(one_turn, dataset, [0], engine)["rewards"][0]) == 0.0 and engine.replies == 1
    short = committed_config(exported)
    short.generator.max_input_length, short.generator.n_samples_per_prompt = cfg.trainer.max_prompt_length, 1
    engine = ScriptedEngine(qwen25_tokenizer())
    out = generate(short, dataset, [0], engine)
    assert out["stop_reasons"] == ["length"] and sum(out["rewards"][0]) == 0.0 and 1 <= engine.replies < 5


def test_the_docs_show_the_committed_settings():
    """docs/frameworks.md's SkyRL paragraph (the README links it) shows exactly the committed overrides."""
    import shlex

    section = (REPO / "docs" / "frameworks.md").read_text().split("**SkyRL**", 1)[1].split("```python", 1)[0]
    shown = section.split("# SkyRL's trainer, with:\n", 1)[1].split("```", 1)[0].replace("\\\n", " ")
    assert sorted(shlex.split(shown)) == sorted(overrides(yaml.safe_load(CONFIG.read_text())))
    assert "configs/skyrl/invoice_env.yaml" in section
