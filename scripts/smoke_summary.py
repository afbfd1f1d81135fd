"""What a real-model run's traces say about the model and the server: reward with its 95 % interval,
seconds per rollout, prompt tokens as the server counted them (first call, last call), tool calls,
and why a rollout scored 0 (no tool call at all; a final text that looks like a tool call).

    python scripts/smoke_summary.py OUTPUT_DIR/RUN/traces.jsonl [...]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from invoice_env.agents.doctor import text_tool_call
from invoice_env.report.build import wilson

_SHORT = {"read_document": "R", "search_purchase_order": "S", "create_booking": "B", "flag_for_review": "F"}


def _prompt(call: dict) -> int:
    """The whole prompt of one model call: llama.cpp reports the cached part separately."""
    usage = call["usage"]
    return (usage.get("prompt_tokens") or 0) + (usage.get("cached_input_tokens") or 0)


def rollouts(path: Path) -> list[dict]:
    rows = []
    for line in path.read_text().splitlines():
        for trace in json.loads(line)["traces"]:
            calls = [c for c in trace.get("calls", []) if isinstance(c.get("usage"), dict)]
            assistant = [n["message"] for n in trace.get("nodes", [])
                         if isinstance(n.get("message"), dict) and n["message"].get("role") == "assistant"]
            final = assistant[-1].get("content") if assistant else None
            agent = trace["timing"]["agent"]
            rows.append({
                "task": trace["task"]["data"]["id"],
                "reward": sum(r["score"] * r.get("weight", 1.0) for r in trace.get("rewards", {}).values()),
                "seconds": agent["end"] - agent["start"],
                "turns": len(calls),
                "tool_calls": sum(len(m.get("tool_calls") or []) for m in assistant),
                "sequence": _sequence(trace),
                "first_prompt": _prompt(calls[0]) if calls else None,
                "last_prompt": _prompt(calls[-1]) if calls else None,
                "text_call": text_tool_call(final if isinstance(final, str) else None),
                "final": (final or "")[:160] if isinstance(final, str) else "",
                # what the rollout did, without the goal ("; expected ...") of a held-out task
                "verdict": trace.get("info", {}).get("verdict", "").split("; expected")[0],
                "stop": trace.get("stop_condition"),
            })
    return rows


def _sequence(trace: dict) -> str:
    """The tool calls in order, one letter each (R read, S search, B book, F flag, ? other), lower case
    when the tool answered with an error."""
    messages = [n["message"] for n in trace.get("nodes", []) if isinstance(n.get("message"), dict)]
    failed = {m.get("tool_call_id") for m in messages
              if m.get("role") == "tool" and str(m.get("content", "")).startswith("Error")}
    letters = []
    for m in messages:
        for c in (m.get("tool_calls") or []) if m.get("role") == "assistant" else []:
            letter = _SHORT.get(c.get("name") or (c.get("function") or {}).get("name"), "?")
            letters.append(letter.lower() if c.get("id") in failed else letter)
    return "".join(letters)


def _read_first(sequence: str) -> bool:
    """Whether the invoice was read (successfully) before the first booking or flag that went through."""
    outcome = min((sequence.find(c) for c in "BF" if c in sequence), default=-1)
    return outcome >= 0 and "R" in sequence[:outcome]


def summary(rows: list[dict]) -> str:
    if not rows:
        return "no rollouts\n"
    solved = sum(r["reward"] for r in rows)
    low, high = wilson(solved, len(rows))
    def mm(key):
        values = [r[key] for r in rows if r[key] is not None]
        return f"{statistics.median(values):.0f} / {max(values):.0f}" if values else "n/a"
    lines = [f"rollouts {len(rows)}; reward {solved:.0f}/{len(rows)} = {solved / len(rows):.1%} "
             f"(95 % interval {low:.1%} - {high:.1%})",
             f"seconds per rollout median / max: {mm('seconds')}; model turns: {mm('turns')}; tool calls: {mm('tool_calls')}",
             f"prompt tokens (server's count) first call: {mm('first_prompt')}; last call: {mm('last_prompt')}",
             f"rollouts with no tool call at all: {sum(r['tool_calls'] == 0 for r in rows)}; "
             f"final text that looks like a tool call: {sum(bool(r['text_call']) for r in rows)}",
             f"rollouts that read the invoice before their first booking/flag: "
             f"{sum(_read_first(r['sequence']) for r in rows)}; with more than one booking/flag that went through: "
             f"{sum(sum(c in 'BF' for c in r['sequence']) > 1 for r in rows)}",
             "", "calls: R read_document, S search_purchase_order, B create_booking, F flag_for_review; lower case: "
             "the tool answered with an error", "",
             "| task | reward | s | turns | calls | stop | verdict / final text |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        said = r["verdict"] + (f"; final text {r['text_call']}: {r['final']!r}" if r["text_call"] else "")
        lines.append(f"| {r['task']} | {r['reward']:.0f} | {r['seconds']:.0f} | {r['turns']} | {r['sequence'] or '-'} | "
                     f"{r['stop']} | {said.replace('|', '/')} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    for name in argv:
        print(f"## {name}\n")
        print(summary(rollouts(Path(name))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
