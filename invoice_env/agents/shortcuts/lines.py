"""One line of the shortcut suite's table: how many tasks an attempt solves on each split, and the
ceiling it is held to there. Its verdict is pooled over every split it is held on (the eval splits
of all draws): the pooled figure against the ceiling pooled the same way. One 240-task split moves
a line by about three points on its own, so a single split decides nothing."""

from __future__ import annotations

from dataclasses import dataclass

TRAIN, EVAL = "train", "eval"
CONFIDENCE = 0.95


@dataclass(frozen=True)
class Line:
    name: str
    kind: str
    solved: dict[str, int]
    total: dict[str, int]
    ceiling: dict[str, float]
    """Per split the line is held on; a split not here is shown for information only."""
    exact: bool = False
    """The ceiling is a floor: the line must score exactly 100 % on every split (the written policy,
    the reference agent, the oracle)."""
    note: str = ""

    def rate(self, split: str) -> float:
        return self.solved[split] / self.total[split] if self.total.get(split) else 0.0

    def within(self, split: str) -> bool:
        """On one split alone (for information: the verdict is pooled)."""
        if split not in self.ceiling:
            return True
        if self.exact:
            return self.rate(split) == 1.0
        return self.rate(split) <= self.ceiling[split] + 1e-12

    @property
    def held(self) -> list[str]:
        return list(self.ceiling)

    @property
    def pooled_solved(self) -> int:
        return sum(self.solved[split] for split in self.held)

    @property
    def pooled_total(self) -> int:
        return sum(self.total[split] for split in self.held)

    @property
    def pooled_rate(self) -> float:
        return self.pooled_solved / self.pooled_total if self.pooled_total else 0.0

    @property
    def pooled_ceiling(self) -> float:
        """Each split's ceiling weighted by its tasks: a share + margin ceiling pooled is the pooled
        share + the margin, as if the splits were one."""
        if not self.pooled_total:
            return 1.0
        return sum(self.ceiling[split] * self.total[split] for split in self.held) / self.pooled_total

    @property
    def interval(self) -> tuple[float, float]:
        """The pooled figure's 95 % Wilson interval."""
        if not self.pooled_total:
            return 0.0, 1.0
        from scipy.stats import binomtest

        ci = binomtest(self.pooled_solved, self.pooled_total).proportion_ci(CONFIDENCE, method="wilson")
        return float(ci.low), float(ci.high)

    @property
    def ok(self) -> bool:
        if self.exact:
            return all(self.within(split) for split in self.held)
        return self.pooled_rate <= self.pooled_ceiling + 1e-12

    @property
    def margin(self) -> float:
        """How far the pooled figure is over its pooled ceiling (negative: under)."""
        if self.exact:
            return 1.0 - min((self.rate(split) for split in self.held), default=1.0)
        return self.pooled_rate - self.pooled_ceiling

    def split_margin(self, split: str) -> float:
        if split not in self.ceiling:
            return float("-inf")
        if self.exact:
            return 1.0 - self.rate(split)
        return self.rate(split) - self.ceiling[split]

    def worst(self, splits: list[str] | None = None) -> str | None:
        """Of these splits (default: the held ones), the one where the line comes closest to (or
        furthest over) its ceiling: shown for information, it decides nothing."""
        held = [s for s in (self.held if splits is None else splits) if s in self.solved]
        return max(held, key=lambda s: (self.split_margin(s), self.rate(s), s)) if held else None

    def merged(self, other: Line) -> Line:
        """This line with another draw's splits beside its own (same name and kind)."""
        if (other.name, other.kind, other.exact) != (self.name, self.kind, self.exact):
            raise ValueError(f"cannot merge line {other.name!r} ({other.kind}) into {self.name!r} ({self.kind})")
        clash = set(self.solved) & set(other.solved)
        if clash:
            raise ValueError(f"line {self.name!r}: split(s) {sorted(clash)} measured twice")
        return Line(self.name, self.kind, self.solved | other.solved, self.total | other.total,
                    self.ceiling | other.ceiling, self.exact, self.note if self.note == other.note else "")
