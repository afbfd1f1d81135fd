"""Check evals/prime-rl/ with prime-rl's own config classes (run where prime-rl's configs import; see
README.md here): load rl.toml and the curriculum stages rl-easy.toml and rl-medium.toml with
RLConfig, eval.toml with EvalsConfig and sft.toml with SFTConfig the way the `rl`, `evals` and `sft`
entry points do, and confirm every key of schema.toml names a field of those classes. Exits
non-zero, naming the problem, on any failure."""

from __future__ import annotations

import sys
import tomllib
import typing
from pathlib import Path

from pydantic import BaseModel

HERE = Path(__file__).resolve().parent


def _models(annotation) -> list[type[BaseModel]]:
    """The pydantic models an annotation can hold (through Optional, unions, lists, Annotated)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation, *_subclasses(annotation)]
    found = []
    for arg in typing.get_args(annotation):
        found += _models(arg)
    return found


def _subclasses(cls: type) -> list[type]:
    return [sub for direct in cls.__subclasses__() for sub in (direct, *_subclasses(direct))]


def field_exists(root: type[BaseModel], path: str) -> bool:
    """Whether the dotted `path` (with `[]` for list items) names a field, through any model a
    field's annotation can hold."""
    models = [root]
    parts = path.replace("[]", "").split(".")
    for depth, part in enumerate(parts):
        fields = [model.model_fields[part] for model in models if part in model.model_fields]
        if not fields:
            return False
        if depth == len(parts) - 1:
            return True
        models = [model for field in fields for model in _models(field.annotation)]
    return True


def load(entry: str, config_cls, path: Path):
    from prime_rl.utils.config import cli

    sys.argv = [entry, "@", str(path)]
    return cli(config_cls)


def main() -> int:
    from prime_rl.configs.evals import EvalsConfig
    from prime_rl.configs.rl import RLConfig
    from prime_rl.configs.sft import SFTConfig

    schema = tomllib.loads((HERE / "schema.toml").read_text())
    failures = []
    sft = load("sft", SFTConfig, HERE / "sft.toml")
    print(f"sft.toml: loads in {SFTConfig.__module__}.{SFTConfig.__name__}; model {sft.model.name}, renderer "
          f"{type(sft.renderer).__name__}, data {sft.data.type} {sft.data.name!r} seq_len {sft.data.seq_len} "
          f"batch_size {sft.data.batch_size}, loss on assistant {sft.data.loss_mask.assistant} only "
          f"{not (sft.data.loss_mask.system or sft.data.loss_mask.user or sft.data.loss_mask.tool)}, "
          f"max_steps {sft.max_steps}")
    for key in schema["sft"]["keys"]:
        if not field_exists(SFTConfig, key):
            failures.append(f"schema.toml [sft.keys] {key!r} is not a field of SFTConfig")
    for kind, cls in (("rl", RLConfig), ("rl-easy", RLConfig), ("rl-medium", RLConfig), ("eval", EvalsConfig)):
        config = load(kind.split("-")[0], cls, HERE / f"{kind}.toml")
        sources = config.orchestrator.train.source if kind != "eval" else config.eval.source
        print(f"{kind}.toml: loads in {cls.__module__}.{cls.__name__}; sources:",
              ", ".join(f"{s.name} ({type(s.env).__name__}, split {s.env.taskset.split}, "
                        f"difficulty {s.env.taskset.difficulty or 'all'}, max_turns {s.env.agent.max_turns})" for s in sources))
        for key in schema[kind]["keys"] if kind in schema else ():
            if not field_exists(cls, key):
                failures.append(f"schema.toml [{kind}.keys] {key!r} is not a field of {cls.__name__}")
    print(f"schema.toml: {sum(len(schema[k]['keys']) for k in ('rl', 'eval', 'sft'))} keys checked against "
          f"prime-rl's classes (schema names commit {schema['prime_rl_commit']})")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
