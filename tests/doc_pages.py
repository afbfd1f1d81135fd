"""The project's documents: the README (the Hub's first page) and the pages under docs/ it links to.
Tests that check a documented command read it from the page it lives on, or from all of them."""

from __future__ import annotations

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
