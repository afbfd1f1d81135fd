"""One line of the shortcut suite's table: how many tasks an attempt solves per split, and the
ceiling it is held to on each split it is held on."""

from __future__ import annotations

from dataclasses import dataclass

TRAIN, EVAL = "train", "eval"


@dataclass(frozen=True)
class Line:
    name: str
    kind: str
    solved: dict[str, int]
    total: dict[str, int]
    ceiling: dict[str, float]
    """Per split the line is held to; a split not here is shown for information only."""
    exact: bool = False
    """The ceiling is a floor: the line must score exactly 100 % (the careful policy, the oracle)."""
    note: str = ""

    def rate(self, split: str) -> float:
        return self.solved[split] / self.total[split] if self.total.get(split) else 0.0

    def within(self, split: str) -> bool:
        if split not in self.ceiling:
            return True
        if self.exact:
            return self.rate(split) == 1.0
        return self.rate(split) <= self.ceiling[split] + 1e-12

    @property
    def ok(self) -> bool:
        return all(self.within(split) for split in self.ceiling)

    def margin(self, split: str) -> float:
        """How far over its ceiling the line is on a split (negative: under)."""
        if split not in self.ceiling:
            return float("-inf")
        if self.exact:
            return 1.0 - self.rate(split)
        return self.rate(split) - self.ceiling[split]

    def worst(self, splits: list[str]) -> str | None:
        """Of these splits, the one where the line comes closest to (or furthest over) its ceiling."""
        held = [s for s in splits if s in self.solved]
        return max(held, key=lambda s: (self.margin(s), self.rate(s), s)) if held else None
