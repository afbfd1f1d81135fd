"""What a scripted agent is: a generator that yields tool calls, receives each call's result text
and returns its final message. Shared by scripted.py and the shortcut suite's observer."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generator


@dataclass(frozen=True)
class ToolCall:
    name: str
    arguments: dict


Agent = Generator[ToolCall, str, str]
DOCUMENT_ID = re.compile(r"inbox/[\w.\-]+\.pdf")


def document_id_from(prompt: str) -> str:
    """The last document id the prompt names: the task message comes last, and a text episode's first
    observation names the tool descriptions' example id before it."""
    found = DOCUMENT_ID.findall(prompt)
    if not found:
        raise ValueError("the prompt names no inbox document")
    return found[-1]
