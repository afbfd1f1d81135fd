"""`invoice-env` command line: build and measure the data, serve the built-in policies, run them through
vf-eval, report on runs, benchmark, check your own cases, export training rows and run the shortcut suite."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from invoice_env.agents.progress import CommandTimeout
from invoice_env.adapters.arguments import seconds, whole_number
from invoice_env.report.build import ReportError
from invoice_env.tasks.dataset import ALL_SPLITS, SPLITS, DatasetError


def _build(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from invoice_env.tasks.dataset import SNAPSHOT_FILES, SPLITS, base_split, build
    from invoice_env.tasks.generator import SPLIT_SIZES
    from invoice_env.tasks.inbox.generate import INBOX_SPLIT_SIZES

    splits = tuple(dict.fromkeys(args.splits))
    total = sum({**SPLIT_SIZES, **INBOX_SPLIT_SIZES}[s] for s in splits)
    with tqdm(total=total, unit="task", desc="generating", file=sys.stderr) as bar:
        manifest = build(Path(args.out), progress=bar.update, seed=args.seed, splits=splits)
    bases = [s for s in SPLITS if s in {base_split(split) for split in splits}]
    snapshots = [f"{SNAPSHOT_FILES[s]} {manifest['files'][SNAPSHOT_FILES[s]]['bytes']} bytes" for s in bases]
    print(f"wrote {args.out}: " + ", ".join(f"{k} {v} tasks" for k, v in manifest["splits"].items())
          + ", " + ", ".join(snapshots))
    return 0


def _print_page(table: str, heading: str, out: str | None) -> None:
    """Print a measurement's markdown table; with --out also write it as a page under `heading`."""
    print(table, end="")
    if out:
        Path(out).write_text(heading + table)


def _rules(args: argparse.Namespace) -> int:
    from invoice_env.agents.cheap_rules import markdown_table, score_rules
    from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks

    folder = Path(args.data) if args.data else None
    scores = []
    for split in SPLITS:
        scores += score_rules(load_snapshot(folder, split), load_tasks(split, folder), split)
    table = markdown_table(scores)
    _print_page(table, "# Cheap rules against the goal states\n\n"
                "Regenerate with `invoice-env rules --out evals/cheap_rules.md`. Each rule is scored by the real\n"
                "grader on every task of both splits; where a rule books, GL account and VAT code are right for\n"
                "the PO it picked, so only its shortcut is measured.\n\n", args.out)
    return 0 if all(s.ok for s in scores) else 1


def _read_back(args: argparse.Namespace) -> int:
    from invoice_env.bench import read_back

    if args.corpus is None:
        args.corpus = read_back.CORPUS
    return read_back.run(args)


def _content(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from invoice_env.report.content_table import markdown, measure
    from invoice_env.tasks.generator import SPLIT_SIZES

    with tqdm(total=sum(SPLIT_SIZES.values()), unit="task", desc="generating", file=sys.stderr) as bar:
        table = markdown(measure(seed=args.seed, progress=bar.update))
    _print_page(table, "# What the invoices contain\n\n"
                "Regenerate with `invoice-env content --out evals/content.md`. Each feature's share of the documents\n"
                "of each split, and on invoices to book against invoices to flag: every feature is drawn from the\n"
                "document's seed, never from the task's outcome, so the difference stays within chance.\n\n", args.out)
    return 0


def _serve_policy(args: argparse.Namespace) -> int:
    from invoice_env.agents.policy_server import PolicyServer, serve_until_signalled

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


def _report(args: argparse.Namespace) -> int:
    from invoice_env.report.build import report_dirs

    report, page = report_dirs([Path(d) for d in args.output_dirs], Path(args.html) if args.html else None)
    print(report.text(), end="")
    print(f"\nHTML report: {page}")
    errored = [s for s in report.summaries if s.errored]
    for s in errored:
        print(f"invoice-env: {s.label}: {len(s.errored)} of {len(s.rollouts)} rollouts ended in an error of the "
              "framework or the endpoint (left out of success); exit code 1", file=sys.stderr)
    return 1 if errored else 0


def _quickstart(args: argparse.Namespace) -> int:
    import shlex

    from invoice_env.agents.local_eval import free_run_name, run_vf_eval
    from invoice_env.report.build import report_dir

    out = Path(args.out)
    name = free_run_name(out, "quickstart")
    what = f"{args.split} tasks" if args.mode == "single" else f"inbox-{args.split} inbox tasks"
    print(f"running vf-eval invoice-env on {args.num} {what} against the built-in '{args.policy}' "
          f"policy on 127.0.0.1 (no API key), into {out / name} ...", file=sys.stderr, flush=True)
    extra = ["--env.taskset.seed", str(args.seed)] + (["--env.taskset.mode", "inbox"] if args.mode == "inbox" else [])
    run = run_vf_eval(args.policy, out, split=args.split, num_examples=args.num, rollouts=args.rollouts,
                      concurrency=args.concurrency, extra=extra, run_name=name,
                      timeout=args.timeout, progress=sys.stderr)
    report, page = report_dir(run.traces_path.parent)
    print(report.text(), end="")
    print(f"\nvf-eval took {run.seconds:.0f} s; traces: {run.traces_path}\nHTML report: {page}")
    print(f"the vf-eval command it ran (against `invoice-env serve-policy --policy {args.policy}`):\n  "
          + shlex.join(run.command))
    return 0


def _baselines(args: argparse.Namespace) -> int:
    from invoice_env.agents.baselines import baseline_table

    table = baseline_table(progress=lambda line: print(line, file=sys.stderr, flush=True))
    print(table, end="")
    if args.out:
        Path(args.out).write_text(
            "# Built-in policies on both splits\n\nRegenerate with `invoice-env baselines --out evals/baselines.md`.\n"
            "Every task of each split, through the environment's tools and grader (the code the verifiers\n"
            "adapters call). `reference` is the policy-following agent; the rest are the cheap strategies.\n\n"
            + table)
    return 0


def _eval_all(args: argparse.Namespace) -> int:
    """A built-in policy (default: reference) through the real vf-eval on every task of both splits, with
    the verifiers generation installed (v1 or v0); exit code 1 when the reference misses a task."""
    import verifiers

    from invoice_env.agents.local_eval import (default_timeout, free_run_name, run_vf_eval, run_vf_eval_v0,
                                               verifiers_generation)
    from invoice_env.report.build import Report, load_rollouts
    from invoice_env.tasks.dataset import SPLITS, load_tasks

    generation = verifiers_generation()
    lines = ["| split | tasks | rollouts | success | not solved | vf-eval seconds |", "|---|---|---|---|---|---|"]
    failed = 0
    for split in SPLITS:
        total = len(load_tasks(split))
        out = Path(args.work) / generation / split
        timeout = args.timeout or default_timeout(total)
        print(f"{generation}: vf-eval on all {total} {split} tasks (timeout {timeout:.0f} s) ...", file=sys.stderr,
              flush=True)
        if generation == "v1":
            run = run_vf_eval(args.policy, out, split=split, num_examples=total, concurrency=args.concurrency,
                              run_name=free_run_name(out, split), timeout=timeout, progress=sys.stderr)
        else:
            run = run_vf_eval_v0(args.policy, out, split=split, num_examples=total, concurrency=args.concurrency,
                                 timeout=timeout, progress=sys.stderr)
        report = Report(load_rollouts(run.traces_path))
        missed = sorted(r.task_id for r in report.rollouts if r.reward < 1.0)
        failed += len(missed)
        lines.append(f"| {split} | {len({r.task_id for r in report.rollouts})} | {len(report.rollouts)} | "
                     f"{report.success:.1%} | {', '.join(missed) or 'none'} | {run.seconds:.0f} |")
    table = "\n".join(lines) + "\n"
    print(table, end="")
    if args.out:
        Path(args.out).write_text(
            f"# `{args.policy}` through the real vf-eval, every task (verifiers {verifiers.__version__}, {generation})\n\n"
            f"Regenerate with `invoice-env eval-all --out {args.out}` in an environment with that verifiers version.\n\n"
            + table)
    return 0 if failed == 0 or args.policy != "reference" else 1


def _bench(args: argparse.Namespace) -> int:
    from invoice_env.bench.run import main as bench_main

    flags = [flag for flag, on in (("--json", args.json), ("--quick", args.quick),
                                   ("--skip-vf-eval", args.skip_vf_eval)) if on]
    return bench_main(flags + (["--out", args.out] if args.out else []))


def _case_new(args: argparse.Namespace) -> int:
    from invoice_env.tasks.cases.scaffold import ScaffoldError, new_case

    try:
        made = new_case(Path(args.pdf), Path(args.dir))
    except ScaffoldError as exc:
        print(f"invoice-env: error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {made.toml_path} ({made.summary})")
    print("to do before `invoice-env case check " + str(made.folder.parent) + "`:")
    for item in made.todo:
        print(f"  - {item}")
    return 0


def _case_check(args: argparse.Namespace) -> int:
    from invoice_env.episode.policy import BRANCHES
    from invoice_env.tasks.cases.loader import check_cases
    from invoice_env.tasks.cases.policy_check import describe

    checked = check_cases(Path(args.dir))
    for warning in checked.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    for result in checked.results:
        task, decision = result.task, result.decision
        print(f"{task.task_id}  ({result.toml_path.parent.name}; {task.document_id}; scenario {task.scenario}, "
              f"difficulty {task.difficulty}" + (f", tags {', '.join(task.tags)}" if task.tags else "") + ")")
        print(f"  policy decides: {describe(decision)} ({BRANCHES[decision.branch]})")
        if result.policy_check_reason is None:
            print("  [expected]: agrees with the policy")
        else:
            print(f"  [expected]: policy check off: {result.policy_check_reason}")
    print(f"{len(checked.results)} case{'s' * (len(checked.results) != 1)} valid")
    return 0


def _serve_openenv(args: argparse.Namespace) -> int:
    """The environment as an OpenEnv HTTP/WebSocket server (needs the [openenv] extra)."""
    from invoice_env.adapters.openenv_settings import serve

    return serve(args)


def _export_skyrl(args: argparse.Namespace) -> int:
    """SkyRL training rows (its parquet shape) for a split; plain data, no extra needed."""
    import datasets
    from invoice_env.adapters.skyrl_rows import skyrl_rows
    from invoice_env.tasks.selection import select_tasks

    tasks = select_tasks(args.split, seed=args.seed, limit=args.limit)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    datasets.Dataset.from_list(skyrl_rows(tasks)).to_parquet(str(out))
    print(f"wrote {out}: {len(tasks)} SkyRL rows of the {args.split} split (env_class invoice-env)")
    return 0


def _export_sft(args: argparse.Namespace) -> int:
    """The reference agent's episodes on a train split as an SFT dataset (parquet + save_to_disk)."""
    from tqdm import tqdm

    from invoice_env.training.sft_export import export_sft, train_tasks

    data_dir = Path(args.data_dir) if args.data_dir else None
    total = len(train_tasks(args.split, data_dir)[0])
    with tqdm(total=total, unit="episode", desc="exporting", file=sys.stderr) as bar:
        done = export_sft(Path(args.out), args.split, data_dir, progress=bar.update)
    print(f"wrote {done.out}: {done.rows} SFT rows of the {args.split} split (every episode graded 1.0): "
          f"{done.parquet} and {done.disk} (datasets.load_from_disk)")
    return 0


def _inbox_shortcuts(run_seed: int, draws: int, out: str | None) -> int:
    """`invoice-env shortcuts --mode inbox`: the inbox lines on inbox-eval and fresh private draws, pooled."""
    import time

    from invoice_env.agents.shortcuts import inbox_suite

    start = time.monotonic()
    results, lines = inbox_suite.run(run_seed, draws, say=lambda text: print(text, file=sys.stderr, flush=True))
    text = inbox_suite.table(run_seed, results, lines)
    print(text, end="")
    print(f"took {time.monotonic() - start:.0f} s", file=sys.stderr)
    if out:
        _write_atomically(Path(out), text)
    everything = all(r.reference == r.tasks for r in results)
    return 0 if everything and all(line.within for line in lines) else 1


def _shortcuts(args: argparse.Namespace) -> int:
    """The shortcut suite on the shipped splits and fresh private draws of a run seed, pooled: the run
    seed first, progress on stderr, one line per attempt, the markdown table with --out, exit code 1
    when a line's pooled figure is over its pooled ceiling."""
    try:
        import sklearn  # noqa: F401
    except ImportError as exc:
        print(f"invoice-env: error: the shortcut suite needs scikit-learn ({exc}); "
              "install it with: pip install 'invoice-env[test]'", file=sys.stderr)
        return 2
    from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS, default_cache, new_run_seed
    from invoice_env.agents.shortcuts.pool import suite_for
    from invoice_env.agents.shortcuts.table import console, markdown

    if args.draws is None:
        args.draws = DEFAULT_DRAWS
    if args.draws < 1:
        print(f"invoice-env: error: --draws {args.draws}: give 1 or more private draws (default {DEFAULT_DRAWS})",
              file=sys.stderr)
        return 2
    if args.jobs is not None and args.jobs < 1:
        print(f"invoice-env: error: --jobs {args.jobs}: give 1 or more processes", file=sys.stderr)
        return 2
    if args.run_seed is not None and args.run_seed < 0:
        print(f"invoice-env: error: --run-seed {args.run_seed}: give a whole number >= 0", file=sys.stderr)
        return 2
    if args.out and not Path(args.out).resolve().parent.is_dir():
        print(f"invoice-env: error: --out {args.out}: no such folder {Path(args.out).resolve().parent}",
              file=sys.stderr)
        return 2
    run_seed = new_run_seed() if args.run_seed is None else args.run_seed
    print(f"invoice-env shortcuts: run seed {run_seed}, the shipped splits and {args.draws} private draws "
          f"(--run-seed {run_seed} draws them again)", file=sys.stderr, flush=True)
    if args.mode == "inbox":
        return _inbox_shortcuts(run_seed, args.draws, args.out)
    cache = None if args.no_cache else default_cache()
    result = suite_for(run_seed, args.draws, Path(args.data) if args.data else None, cache, args.jobs,
                       progress=lambda text: print(text, file=sys.stderr, flush=True))
    print(console(result), end="")
    print(f"took {result.seconds:.0f} s", file=sys.stderr)
    if args.out:
        _write_atomically(Path(args.out), markdown(result))
    return 0 if result.ok else 1


def _write_atomically(path: Path, text: str) -> None:
    partial = path.with_name(f".{path.name}.partial")
    partial.write_text(text)
    partial.replace(path)


def _doctor(args: argparse.Namespace) -> int:
    import os

    from invoice_env.agents.doctor import diagnose

    api_key = None
    if args.api_key_var:
        api_key = os.environ.get(args.api_key_var)
        if api_key is None:
            print(f"invoice-env: error: --api-key-var {args.api_key_var}: no such environment variable is set",
                  file=sys.stderr)
            return 2
    if not args.base_url.startswith(("http://", "https://")):
        print(f"invoice-env: error: --base-url {args.base_url!r} must start with http:// or https:// "
              "(e.g. http://127.0.0.1:8080/v1)", file=sys.stderr)
        return 2
    diagnosis = diagnose(args.base_url, args.model, api_key, timeout=args.timeout)
    print(diagnosis.text(), end="")
    return 0 if diagnosis.usable else 1


def _policy(name: str) -> str:
    """argparse type: a built-in policy's name, or a clear error listing them (exit 2, no traceback)."""
    from invoice_env.agents.scripted import AGENTS

    if name not in AGENTS:
        raise argparse.ArgumentTypeError(f"unknown policy {name!r}; the policies are: {', '.join(AGENTS)}")
    return name


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("invoice-env")
    except PackageNotFoundError:
        return "unknown (not installed)"


def main(argv: list[str] | None = None) -> int:
    from invoice_env.adapters import openenv_settings
    from invoice_env.agents.scripted import AGENTS

    policies = ", ".join(AGENTS)
    parser = argparse.ArgumentParser(prog="invoice-env", description="invoice-env: book supplier invoices in an ERP")
    parser.add_argument("--version", action="version", version=f"invoice-env {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="regenerate the dataset and the ERP snapshots from the seeded generator")
    b.add_argument("--out", default="datasets", help="folder to write (default: ./datasets)")
    b.add_argument("--seed", type=int, default=None,
                   help="draw a private set of tasks with this seed (keep it to yourself; default: the shipped "
                        "splits). Run them with --env.taskset.data-dir OUT")
    b.add_argument("--splits", nargs="+", choices=ALL_SPLITS, default=list(ALL_SPLITS),
                   help="which splits to generate (default: all four: train, eval and the inbox splits "
                        "inbox-train, inbox-eval)")
    b.set_defaults(func=_build)
    r = sub.add_parser("rules", help="score the cheap rules against the goal states of both splits")
    r.add_argument("--data", help="dataset folder (default: the installed one)")
    r.add_argument("--out", help="also write the markdown table to this file")
    r.set_defaults(func=_rules)
    ct = sub.add_parser("content", help="measure what the generated invoices contain, per split and per outcome")
    ct.add_argument("--seed", type=int, default=None, help="measure the private splits drawn with this seed (default: the shipped ones)")
    ct.add_argument("--out", help="also write the markdown page to this file")
    ct.set_defaults(func=_content)
    rb = sub.add_parser("read-back", help="measure how well the reader reads invoices back (generated families and "
                                          "the hand-written corpus), every miss listed")
    rb.add_argument("--limit", type=int, default=None, help="read back only the first N generated tasks")
    rb.add_argument("--corpus", type=Path, default=None, help="folder of hand-written NAME.pdf + NAME.toml "
                                                              "(default: evals/read_corpus)")
    rb.add_argument("--no-generated", action="store_true", help="only the hand-written corpus")
    rb.add_argument("--out", help="also write the markdown page to this file")
    rb.set_defaults(func=_read_back)
    s = sub.add_parser("serve-policy", help="serve a scripted agent as an OpenAI-compatible endpoint (no API key)")
    s.add_argument("--policy", type=_policy, default="reference",
                   help=f"agent answering requests whose model is not an agent name (default: reference; one of "
                        f"{policies})")
    s.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    s.add_argument("--port", type=int, default=8000, help="port to listen on; 0 picks a free one (default: 8000)")
    s.add_argument("--verbose", action="store_true", help="log every request to stderr")
    s.set_defaults(func=_serve_policy)
    rep = sub.add_parser("report", help="summarise vf-eval runs (v1 traces.jsonl or v0 results.jsonl); several "
                                        "runs side by side, in the order they started, the first as the base",
                         description="Exit code: 0 when every rollout was scored; 1 when a run had rollouts that an "
                                     "error of the framework or the endpoint ended (provider errors, timeouts: left "
                                     "out of success, counted at the top); 2 when the input is not a vf-eval output.")
    rep.add_argument("output_dirs", nargs="+", metavar="DIR",
                     help="a folder vf-eval wrote (or one traces.jsonl / results.jsonl); one per run")
    rep.add_argument("--html", help="where to write the HTML page (default: the first DIR/report.html)")
    rep.set_defaults(func=_report)
    q = sub.add_parser("quickstart", help="run vf-eval on a sample of a split (default: eval) against a built-in "
                                          "policy (default: reference) on 127.0.0.1 and print the report")
    q.add_argument("--policy", type=_policy, default="reference",
                   help=f"built-in policy to serve (default: reference; one of {policies})")
    q.add_argument("--split", default="eval", choices=SPLITS)
    q.add_argument("--mode", default="single", choices=("single", "inbox"),
                   help="single invoices (default) or inbox tasks (docs/inbox.md)")
    q.add_argument("--num", type=whole_number, default=24, help="tasks to run (default: 24)")
    q.add_argument("--rollouts", type=whole_number, default=1, help="rollouts per task (default: 1)")
    q.add_argument("--concurrency", type=whole_number, default=8)
    q.add_argument("--seed", type=int, default=0, help="which sample of tasks (default: 0)")
    q.add_argument("--out", default="outputs", help="where vf-eval writes (default: ./outputs)")
    q.add_argument("--timeout", type=seconds, help="stop vf-eval after this many seconds (default: 600 + 6 per "
                                                    "rollout)")
    q.set_defaults(func=_quickstart)
    bl = sub.add_parser("baselines", help="score the reference and the cheap built-in policies on both splits")
    bl.add_argument("--out", help="also write the markdown table to this file")
    bl.set_defaults(func=_baselines)
    ea = sub.add_parser("eval-all", help="run a built-in policy through the real vf-eval on every task of both splits")
    ea.add_argument("--policy", type=_policy, default="reference",
                   help=f"built-in policy to run (default: reference; one of {policies})")
    ea.add_argument("--concurrency", type=whole_number, default=32, help="vf-eval's concurrent rollouts (default: 32)")
    ea.add_argument("--work", default="outputs/eval-all", help="where vf-eval writes its traces")
    ea.add_argument("--out", help="write the summary table to this markdown file")
    ea.add_argument("--timeout", type=seconds, help="stop each split's vf-eval after this many seconds (default: "
                                                     "600 + 6 per task: 2,040 s for eval, 5,400 s for train)")
    ea.set_defaults(func=_eval_all)
    be = sub.add_parser("bench", help="benchmark reset, tools, grading, memory, build, load and vf-eval throughput "
                                      "against a no-op control taskset")
    be.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    be.add_argument("--quick", action="store_true", help="few repetitions and rollouts (a smoke test)")
    be.add_argument("--skip-vf-eval", action="store_true", help="skip the vf-eval throughput runs")
    be.add_argument("--out", help="also write the JSON to this file (e.g. evals/bench.json)")
    be.set_defaults(func=_bench)
    case = sub.add_parser("case", help="your own cases: start one from a PDF, check a folder of them")
    case_sub = case.add_subparsers(dest="case_command", required=True)
    cn = case_sub.add_parser("new", help="start a case folder from an invoice PDF (facts pre-filled, TODOs marked)")
    cn.add_argument("pdf", metavar="INVOICE.pdf", help="the invoice PDF (with a text layer)")
    cn.add_argument("dir", metavar="DIR", help="the new case folder, inside your cases folder")
    cn.set_defaults(func=_case_new)
    cc = case_sub.add_parser("check", help="validate a cases folder and print what the policy decides for each case")
    cc.add_argument("dir", metavar="DIR", help="the cases folder (one sub-folder per case)")
    cc.set_defaults(func=_case_check)
    oe = sub.add_parser("serve-openenv", help="serve the environment as an OpenEnv server (HTTP + WebSocket; "
                                              "needs the [openenv] extra)")
    openenv_settings.add_arguments(oe)
    oe.set_defaults(func=_serve_openenv)
    sk = sub.add_parser("export-skyrl", help="write SkyRL training rows (parquet) for a split")
    sk.add_argument("--split", default="train", choices=SPLITS)
    sk.add_argument("--limit", type=whole_number, help="only this many tasks (default: the whole split)")
    sk.add_argument("--seed", type=int, help="shuffle the tasks with this seed first")
    sk.add_argument("--out", required=True, help="the parquet file to write, e.g. skyrl/train.parquet")
    sk.set_defaults(func=_export_skyrl)
    sf = sub.add_parser("export-sft", help="write the reference agent's train episodes as an SFT dataset "
                                           "(prompt/completion/tools, parquet and save_to_disk) for prime-rl")
    sf.add_argument("--split", default="train", help="only train: the eval split and case folders are refused")
    sf.add_argument("--data-dir", help="a private build's folder (invoice-env build --seed N); default: the "
                                       "shipped data")
    sf.add_argument("--out", required=True, help="folder to write: OUT/train.parquet and OUT/dataset/")
    sf.set_defaults(func=_export_sft)
    sc = sub.add_parser("shortcuts", help="try to learn the generator (classifiers, skip-rule stand-ins, written proxies, "
                                          "combined agents) on the shipped splits and fresh private draws, and "
                                          "check every line's pooled figure against its pooled ceiling")
    sc.add_argument("--data", help="dataset folder of the first draw (default: the installed one)")
    sc.add_argument("--run-seed", type=int, help="draw the private seeds from this run seed (default: a new one, "
                                                 "printed first; give it again to reproduce a run)")
    sc.add_argument("--draws", type=int,
                    help="private draws besides the shipped splits, each a train and an eval split (default 10)")
    sc.add_argument("--jobs", type=int, help="draws measured at a time, one process each (default: one per core)")
    sc.add_argument("--no-cache", action="store_true",
                    help="build every draw anew (default: reuse draws built by the same code, in invoice-env/draws "
                         "under $INVOICE_ENV_CACHE, else $XDG_CACHE_HOME or ~/.cache)")
    sc.add_argument("--out", help="also write the markdown table to this file (e.g. evals/shortcuts.md)")
    sc.add_argument("--mode", default="single", choices=("single", "inbox"),
                    help="single invoices (default) or the inbox lines on inbox-eval (docs/inbox.md; --data, --jobs "
                         "and the cache apply to single invoices only)")
    sc.set_defaults(func=_shortcuts)
    dr = sub.add_parser("doctor", help="check that an OpenAI-compatible endpoint can run the environment "
                                       "(tool schemas, structured tool calls, role=tool turns, context size)")
    dr.add_argument("--base-url", required=True, help="the endpoint, e.g. http://127.0.0.1:8080/v1")
    dr.add_argument("--model", help="model id to send (default: the first one the endpoint lists)")
    dr.add_argument("--api-key-var", help="environment variable holding the API key (default: none sent)")
    dr.add_argument("--timeout", type=seconds, default=600.0, help="seconds to wait for each answer (default: 600)")
    dr.set_defaults(func=_doctor)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except (DatasetError, ReportError) as exc:
        print(f"invoice-env: error: {exc}", file=sys.stderr)
        return 2
    except CommandTimeout as exc:
        print(f"invoice-env: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
