"""What share of the real-model replies recorded in evals/real_models.md the text episode now reads as a
tool call. Each per-rollout table row there ends with the model's final text (the reply that ended the
rollout, quoted as Python text and cut at 160 characters by scripts/smoke_summary.py); this feeds each
one to `parse_action`, as Gymnasium, OpenEnv and SkyRL do, and counts the kinds.

    python scripts/text_call_share.py [evals/real_models.md]
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path

from invoice_env.adapters.text_episode import parse_action

EXCERPT = 160
_FINAL = re.compile(r"; final text [^|]*?: ('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\") \|\s*$")


def final_texts(markdown: str) -> list[str]:
    return [ast.literal_eval(match.group(1)) for line in markdown.splitlines() if (match := _FINAL.search(line))]


def share(texts: list[str]) -> dict[str, int]:
    """Counts by what `parse_action` makes of each text; a cut one counts apart when it is not a call."""
    counts: Counter[str] = Counter()
    for text in texts:
        kind = parse_action(text).kind
        cut = len(text) >= EXCERPT and kind != "tool"
        counts[f"{kind} (cut at {EXCERPT} characters)" if cut else kind] += 1
    return dict(counts)


def main(argv: list[str]) -> int:
    path = Path(argv[0] if argv else "evals/real_models.md")
    texts = final_texts(path.read_text(encoding="utf-8"))
    if not texts:
        print(f"{path} holds no final texts", file=sys.stderr)
        return 1
    counts = share(texts)
    whole = [text for text in texts if len(text) < EXCERPT]
    calls_whole = sum(parse_action(text).kind == "tool" for text in whole)
    print(f"{path}: {len(texts)} recorded final texts; parsed as a tool call: {counts.get('tool', 0)} "
          f"({100 * counts.get('tool', 0) / len(texts):.0f} %)")
    print(f"  of the {len(whole)} not cut by the report: {calls_whole} ({100 * calls_whole / max(len(whole), 1):.0f} %)")
    for kind, n in sorted(counts.items()):
        print(f"  {kind}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
