"""The README's content table: how often each content feature appears per split, and that it
appears as often on invoices to book as on invoices to flag (so none of it tells the outcome).

Measured by generating the splits again with the generator's content log (`invoice-env content`):
the dataset keeps no record of how each PDF's table was drawn."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from invoice_env.documents.content_features import shares
from invoice_env.report.stats import newcombe
from invoice_env.tasks.generator import SPLIT_SIZES, generate_split
from invoice_env.world.build import build_world
from invoice_env.world.erp import snapshot_bytes_from_sql
from invoice_env.world.models import BookingGoal


def measure(splits: tuple[str, ...] = tuple(SPLIT_SIZES), seed: int | None = None, limit: int | None = None,
            progress: Callable[[int], None] | None = None) -> dict[str, tuple[Counter, Counter]]:
    """Per split: (documents per outcome, documents per (feature, outcome)); outcome "book" or "flag".
    `limit`: only the first tasks of each split."""
    world = build_world()
    out = {}
    for split in splits:
        log: dict[str, frozenset[str]] = {}
        outcomes = []
        for index, task in enumerate(generate_split(split, world, snapshot_bytes_from_sql(world.snapshot_sql(split)),
                                                    progress, seed, log)):
            outcomes.append(("book" if isinstance(task.goal, BookingGoal) else "flag", log[task.task_id]))
            if limit is not None and index + 1 >= limit:
                break
        out[split] = shares(outcomes)
    return out


def _pct(count: int, total: int) -> str:
    return f"{100 * count / total:.1f} %" if total else "-"


def markdown(measured: dict[str, tuple[Counter, Counter]]) -> str:
    features = sorted({feature for _, per_feature in measured.values() for feature, _ in per_feature},
                      key=lambda f: (f.startswith("article numbers"), f))
    splits = list(measured)
    head = ["content feature"] + [f"{s} (all)" for s in splits] + [f"{s} book / flag (difference, 95 % CI)" for s in splits]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for feature in features:
        cells = [feature]
        for split in splits:
            per_outcome, per_feature = measured[split]
            cells.append(_pct(per_feature[(feature, "book")] + per_feature[(feature, "flag")], sum(per_outcome.values())))
        for split in splits:
            per_outcome, per_feature = measured[split]
            book, flag = per_feature[(feature, "book")], per_feature[(feature, "flag")]
            nb, nf = per_outcome["book"], per_outcome["flag"]
            low, high = newcombe([1.0] * book + [0.0] * (nb - book), [1.0] * flag + [0.0] * (nf - flag))
            cells.append(f"{_pct(book, nb)} / {_pct(flag, nf)} ({100 * (flag / nf - book / nb):+.1f}, "
                         f"{100 * low:+.1f} to {100 * high:+.1f})")
        lines.append("| " + " | ".join(cells) + " |")
    counts = ", ".join(f"{s}: {sum(measured[s][0].values())} documents ({measured[s][0]['book']} to book, "
                       f"{measured[s][0]['flag']} to flag)" for s in splits)
    return "\n".join(lines) + f"\n\n{counts}.\n"
