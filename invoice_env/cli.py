"""`invoice-env` command line: build the data, score the cheap rules, and (later issues) serve
policies, report and benchmark."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from invoice_env.dataset import DatasetError


def _build(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from invoice_env.dataset import build
    from invoice_env.generator import SPLIT_SIZES

    with tqdm(total=sum(SPLIT_SIZES.values()), unit="task", desc="generating", file=sys.stderr) as bar:
        manifest = build(Path(args.out), progress=bar.update)
    print(f"wrote {args.out}: " + ", ".join(f"{k} {v} tasks" for k, v in manifest["splits"].items())
          + f", snapshot {manifest['files']['erp_snapshot.sql']['bytes']} bytes")
    return 0


def _rules(args: argparse.Namespace) -> int:
    from invoice_env.cheap_rules import markdown_table, score_rules
    from invoice_env.dataset import SPLITS, load_snapshot, load_tasks

    folder = Path(args.data) if args.data else None
    scores = []
    for split in SPLITS:
        scores += score_rules(load_snapshot(folder), load_tasks(split, folder), split)
    table = markdown_table(scores)
    text = ("# Cheap rules against the goal states\n\n"
            "Regenerate with `invoice-env rules --out evals/cheap_rules.md`. Each rule is scored by the real\n"
            "grader on every task of both splits; where a rule books, GL account and VAT code are right for\n"
            "the PO it picked, so only its shortcut is measured.\n\n" + table)
    print(table, end="")
    if args.out:
        Path(args.out).write_text(text)
    return 0 if all(s.ok for s in scores) else 1


def _serve_policy(args: argparse.Namespace) -> int:
    from invoice_env.policy_server import PolicyServer, serve_until_signalled

    try:
        server = PolicyServer(args.policy, args.host, args.port, args.verbose)
    except ValueError as exc:
        print(f"invoice-env: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"invoice-env: error: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    print(server.base_url, flush=True)
    serve_until_signalled(server)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="invoice-env", description="invoice-env: book supplier invoices in an ERP")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="regenerate the dataset and ERP snapshot from the seeded generator")
    b.add_argument("--out", default="datasets", help="folder to write (default: ./datasets)")
    b.set_defaults(func=_build)
    r = sub.add_parser("rules", help="score the cheap rules against the goal states of both splits")
    r.add_argument("--data", help="dataset folder (default: the installed one)")
    r.add_argument("--out", help="also write the markdown table to this file")
    r.set_defaults(func=_rules)
    s = sub.add_parser("serve-policy", help="serve a scripted agent as an OpenAI-compatible endpoint (no API key)")
    s.add_argument("--policy", default="reference", help="agent answering requests whose model is not an agent name "
                                                         "(default: reference)")
    s.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    s.add_argument("--port", type=int, default=8000, help="port to listen on; 0 picks a free one (default: 8000)")
    s.add_argument("--verbose", action="store_true", help="log every request to stderr")
    s.set_defaults(func=_serve_policy)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except DatasetError as exc:
        print(f"invoice-env: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
