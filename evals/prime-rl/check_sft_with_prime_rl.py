"""The SFT export through prime-rl's own SFT data code (see README.md here for the setup): sft.toml
loaded with SFTConfig as `uv run sft` loads it, the export folder loaded by prime-rl's
`load_sft_dataset` (its `data.name` pointed at the folder), every row processed by prime-rl's
`SFTDataset._process` with the renderer `create_renderer` makes for the config (Qwen3Renderer) over
an offline Qwen3 tokenizer (sft_tokens.py), and a few packed rows through its `CatDataset`.

Checked for every row: the loss mask covers exactly the assistant turns (each trained run decodes
to one assistant message as Qwen3 writes it, nothing else), no row is skipped, and prime-rl's sample
equals sft_tokens.process_like_prime_rl (the reproduction tests/test_sft_tokens.py runs in CI)
token for token. Prints the token lengths per difficulty and the share of rows seq_len keeps whole.

prime-rl needs Python 3.12 by its metadata, but its SFT data code imports and runs on 3.11 from a
checkout's `src/` (with torch, torchdata, jaxtyping, transformers, renderers installed).

    python evals/prime-rl/check_sft_with_prime_rl.py EXPORT_DIR   (from invoice-env export-sft)
"""

from __future__ import annotations

import sys
from collections import defaultdict
from itertools import islice
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from check_with_prime_rl import load  # noqa: E402
from sft_tokens import length_table, mask_problems, process_like_prime_rl, qwen3_tokenizer  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    export = Path(argv[0]).resolve()
    from prime_rl.configs.sft import SFTConfig
    from prime_rl.trainer.sft.data import CatDataset, SFTDataset, load_sft_dataset
    from renderers.base import create_renderer

    config = load("sft", SFTConfig, HERE / "sft.toml")
    data = config.data.model_copy(update={"name": str(export)})
    raw = load_sft_dataset(data)
    tokenizer = qwen3_tokenizer()
    renderer = create_renderer(tokenizer, config.renderer)
    dataset = SFTDataset(raw, renderer, shuffle=False, seq_len=data.seq_len, loss_mask_config=data.loss_mask)
    print(f"prime-rl SFTDataset over {export}: {len(raw)} rows, renderer {type(renderer).__name__} "
          f"({config.renderer.name}) for {config.model.name}, seq_len {data.seq_len}")
    failures: list[str] = []
    lengths: dict[str, list[int]] = defaultdict(list)
    trained = []
    for index in range(len(raw)):
        example = raw[index]
        sample = dataset._process(example)
        if sample is None:
            failures.append(f"row {index} ({example['task_id']}): skipped by SFTDataset")
            continue
        failures += [f"row {index} ({example['task_id']}): {p}" for p in mask_problems(example, sample, tokenizer)]
        mine = process_like_prime_rl(example, renderer, data.seq_len)
        if any(sample[key] != mine[key] for key in ("input_ids", "target_ids", "loss_mask")):
            failures.append(f"row {index} ({example['task_id']}): sft_tokens.process_like_prime_rl differs")
        lengths[example["difficulty"]].append(len(sample["input_ids"]))
        trained.append(sum(sample["loss_mask"]))
    packs = list(islice(iter(CatDataset(dataset, data.seq_len)), 3))
    print(f"loss mask = the assistant turns on {len(raw) - len({f.split(':')[0] for f in failures})} of {len(raw)} "
          f"rows; trained tokens per row {min(trained)}-{max(trained)} (median {sorted(trained)[len(trained) // 2]}); "
          f"CatDataset packs: {[len(p['input_ids']) for p in packs]} tokens, "
          f"{[len(p['seq_lens']) for p in packs]} rows each")
    print(length_table(lengths, data.seq_len), end="")
    for failure in failures[:20]:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
