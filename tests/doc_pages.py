"""The project's documents: the README (the Hub's first page) and the pages under docs/ it links to.
Tests that check a documented command read it from the page it lives on, or from all of them."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"


def pages() -> list[Path]:
    """README.md first, then every docs/*.md in name order."""
    return [README, *sorted(DOCS.glob("*.md"))]


def pages_containing(text: str) -> list[Path]:
    """Which documents contain `text` (e.g. a command), in the order of `pages()`."""
    return [page for page in pages() if text in page.read_text(encoding="utf-8")]


_FENCE_LINE = re.compile(r"^[ \t]*(```|~~~)")
_INLINE_CODE = re.compile(r"`([^`]+)`")


def _blocks(text: str) -> tuple[list[str], str]:
    """(the fenced code blocks, each as its text; the prose with those blocks left out). A fence may be
    indented (a block inside a list item)."""
    blocks, prose, current, fence = [], [], None, None
    for line in text.splitlines():
        match = _FENCE_LINE.match(line)
        if current is None and match:
            current, fence = [], match.group(1)
        elif current is not None and line.strip().startswith(fence):
            blocks.append("\n".join(current))
            current = None
        elif current is not None:
            current.append(line)
        else:
            prose.append(line)
    return blocks, "\n".join(prose)


def commands_in(page: Path, program: str = "vf-eval") -> list[str]:
    """Every `program` command a page shows, as one line each: in its fenced code blocks (a line ending in
    `\\` continues on the next; a command may follow `&&` or `;`) and in the prose's inline code spans
    (`vf-eval ...`, which may wrap over a line break)."""
    blocks, prose = _blocks(page.read_text(encoding="utf-8"))
    start = re.compile(rf"(?:^|&&|\|\||;|\$ )\s*({re.escape(program)}\s.*)$")
    found = []
    for block in blocks:
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            match = start.search(line.strip())
            if match:
                found.append(" ".join(match.group(1).split()))
    for span in _INLINE_CODE.findall(prose):
        span = " ".join(span.split())
        if span.startswith(program + " "):
            found.append(span)
    return found
