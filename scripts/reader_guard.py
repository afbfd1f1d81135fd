"""Guard a change to the reader (invoice_env/documents/reader/, tasks/cases/prefill_checks.py): what it reads
on every PDF the project ships, and whether the reference agent still handles fresh private draws.

    python scripts/reader_guard.py dump BEFORE.tsv          # on the commit before the change
    python scripts/reader_guard.py dump AFTER.tsv           # on the change
    diff BEFORE.tsv AFTER.tsv                               # each line: a PDF, read_fields, supported_reading
    python scripts/reader_guard.py reference --draws 10     # fresh private draws, single and inbox eval splits

`dump` reads the single splits (eval, train), every document of the inbox splits and evals/read_corpus: a
change meant for `case new` should leave it byte-identical, since the reference agent reads the same way.
`reference` generates private draws the shipped splits do not hold (a seed drawn at random unless --seed is
given, printed so a failure can be rerun) and runs the reference agent on each task: it must solve all.
The shipped splits alone missed a change once (a PO printed loose in an injected note, only in a private draw)."""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SINGLE_SPLITS = ("eval", "train")
INBOX_SPLITS = ("inbox-eval", "inbox-train")


def shipped_pdfs() -> dict[str, bytes]:
    """Every PDF the project ships, by a stable key."""
    import pyarrow.parquet as pq

    pdfs = {}
    for split in SINGLE_SPLITS:
        for row in pq.read_table(ROOT / "datasets" / f"{split}.parquet", columns=["task_id", "pdf"]).to_pylist():
            pdfs[f"{split}/{row['task_id']}"] = row["pdf"]
    for split in INBOX_SPLITS:
        for row in pq.read_table(ROOT / "datasets" / f"{split}.parquet", columns=["task_id", "pdfs"]).to_pylist():
            for number, pdf in enumerate(row["pdfs"], 1):
                pdfs[f"{split}/{row['task_id']}/{number}"] = pdf
    for path in sorted((ROOT / "evals" / "read_corpus").glob("*.pdf")):
        pdfs[f"read_corpus/{path.name}"] = path.read_bytes()
    return pdfs


def dump(out: Path) -> int:
    from invoice_env.documents.reader import read_fields
    from invoice_env.tasks.cases.prefill_checks import supported_reading
    from invoice_env.tasks.cases.text import pdf_text

    pdfs = shipped_pdfs()
    started = time.perf_counter()
    partial = out.with_name(out.name + ".partial")
    with partial.open("w", encoding="utf-8") as f:
        for number, (key, pdf) in enumerate(sorted(pdfs.items()), 1):
            text = pdf_text(pdf)
            reading = read_fields(text)
            f.write(f"{key}\t{reading!r}\t{supported_reading(reading, text)!r}\n")
            if number % 200 == 0:
                print(f"{number} of {len(pdfs)} read, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    partial.replace(out)
    print(f"{len(pdfs)} PDFs read into {out} in {time.perf_counter() - started:.0f} s")
    return 0


def reference(draws: int, seed: int | None) -> int:
    from invoice_env.agents.baselines import solve_count
    from invoice_env.agents.shortcuts.draws import SEED_RANGE, new_run_seed
    from invoice_env.tasks.generator import generate_split
    from invoice_env.tasks.inbox.generate import generate_inbox_split
    from invoice_env.world.build import build_world
    from invoice_env.world.erp import snapshot_bytes_from_sql

    run_seed = new_run_seed() if seed is None else seed
    seeds = random.Random(run_seed).sample(range(*SEED_RANGE), draws)
    print(f"run seed {run_seed}: {draws} private draws of the single and inbox eval splits")
    world = build_world()
    snapshot = snapshot_bytes_from_sql(world.snapshot_sql("eval"))
    failed = total = 0
    for number, draw in enumerate(seeds, 1):
        for kind, tasks in (("single", generate_split("eval", world, snapshot, None, draw)),
                            ("inbox", generate_inbox_split("inbox-eval", world, snapshot, seed=draw))):
            for task in tasks:
                total += 1
                if solve_count("reference", snapshot, [task]) != 1:
                    failed += 1
                    print(f"FAILED draw {draw} {kind} {task.task_id}", flush=True)
        print(f"draw {number} of {draws} (seed {draw}): {total} tasks so far, {failed} failed", flush=True)
    print(f"the reference agent solved {total - failed} of {total} tasks")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    dumping = commands.add_parser("dump", help="what the reader makes of every shipped PDF, one line each")
    dumping.add_argument("out", type=Path, help="the file to write (tab-separated)")
    referencing = commands.add_parser("reference", help="the reference agent on fresh private draws")
    referencing.add_argument("--draws", type=int, default=10, help="private draws to run (default 10)")
    referencing.add_argument("--seed", type=int, help="the run seed that picks the draws (default: a new one)")
    args = parser.parse_args(argv)
    if args.command == "dump":
        return dump(args.out)
    if args.draws < 1:
        parser.error(f"--draws must be at least 1, not {args.draws}")
    return reference(args.draws, args.seed)


if __name__ == "__main__":
    sys.exit(main())
