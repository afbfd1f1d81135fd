"""`invoice-env read-back` (or python -m invoice_env.bench.read_back): how well the reader reads invoices
back, per corpus, as a markdown table, with every miss listed (document, field, read vs expected).

Corpora: the generated documents of the shipped tasks (both splits) re-rendered in the rotation of every
document family, grouped by train families and by the eval families of each PDF writer (the held-out Typst
writer among them); and the hand-written corpus in evals/read_corpus (HTML printed by Chromium, facts in
NAME.toml). A document is fully right when every fact of InvoiceFacts (but the supplier's name) reads as
expected; the train-vocabulary column reads with a reader that knows only the train wording sets."""

from __future__ import annotations

import argparse
import sys
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path

from invoice_env.documents.pdf_text import extract_text
from invoice_env.documents.reader import FIELD_ORDER, TRAIN_VOCABULARY, read_fields
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import InvoiceFacts, InvoiceLine

CORPUS = Path(__file__).resolve().parents[2] / "evals" / "read_corpus"


def corpus_facts(path: Path) -> InvoiceFacts:
    """The expected facts of one hand-written invoice (NAME.toml)."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    lines = tuple(InvoiceLine(article_no=line.get("article_no"), description=line["description"],
                              quantity=Decimal(line["quantity"]), unit_price=Decimal(line["unit_price"]),
                              net_amount=Decimal(line["net_amount"])) for line in data["lines"])
    return InvoiceFacts(supplier_name=None, supplier_vat=data["supplier_vat"], invoice_number=data["invoice_number"],
                        invoice_date=data["invoice_date"], due_date=data["due_date"],
                        po_reference=data.get("po_reference"), lines=lines, net_total=Decimal(data["net_total"]),
                        vat_rate=Decimal(data["vat_rate"]), vat_amount=Decimal(data["vat_amount"]),
                        gross_total=Decimal(data["gross_total"]),
                        reverse_charge_stated=bool(data["reverse_charge_stated"]))


def corpus_documents(folder: Path = CORPUS) -> list[tuple[str, str, InvoiceFacts]]:
    """(name, extracted text, expected facts) of every NAME.pdf with a NAME.toml in `folder`."""
    return [(toml.stem, extract_text(toml.with_suffix(".pdf").read_bytes()), corpus_facts(toml))
            for toml in sorted(folder.glob("*.toml")) if toml.with_suffix(".pdf").is_file()]


def _show(value: object) -> str:
    if isinstance(value, tuple):
        return "; ".join(_show(v) for v in value) or "(none)"
    if isinstance(value, InvoiceLine):
        return (f"{value.article_no or '-'} / {value.description} / {value.quantity.normalize():f} x "
                f"{value.unit_price} = {value.net_amount}")
    if isinstance(value, Decimal):
        return f"{value.normalize():f}" if value == value.to_integral() else f"{value}"
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def misses(text: str, want: InvoiceFacts, vocabulary=None) -> list[tuple[str, str, str]]:
    """(field, read, expected) of every field the reader gets wrong or cannot read."""
    reading = read_fields(text, vocabulary)
    out = []
    for name in FIELD_ORDER:
        expected = getattr(want, name)
        if name in reading.problems:
            out.append((name, f"not read: {reading.problems[name]}", _show(expected)))
            continue
        got = reading.values[name]
        same = (normalize_vat(got) == normalize_vat(expected)) if name == "supplier_vat" else got == expected
        if not same:
            if name == "lines" and len(got) == len(expected):
                for index, (a, b) in enumerate(zip(got, expected), start=1):
                    if a != b:
                        out.append((f"lines[{index}]", _show(a), _show(b)))
            else:
                out.append((name, _show(got), _show(expected)))
    return out


@dataclass
class Tally:
    documents: int = 0
    right: int = 0
    train_right: int = 0
    missed: list[tuple[str, str, str, str]] = field(default_factory=list)
    train_missed: Counter = field(default_factory=Counter)   # (field, "not read" / "read wrong") -> documents


def generated(limit: int | None = None):
    """(corpus, document id, text, facts) of the shipped tasks rendered in the family rotation."""
    from invoice_env.documents.families import EVAL_FAMILIES, TRAIN_FAMILIES
    from invoice_env.documents.render import render_invoice
    from invoice_env.documents.samples import document_for_task, suppliers_of_snapshot
    from invoice_env.tasks.dataset import load_snapshot, load_tasks

    suppliers = suppliers_of_snapshot(load_snapshot(None, "eval"))
    tasks = (load_tasks("train") + load_tasks("eval"))[:limit]
    families = TRAIN_FAMILIES + EVAL_FAMILIES
    for index, task in enumerate(tasks):
        family = families[index % len(families)]
        doc = document_for_task(task, suppliers[task.facts.supplier_vat], family, index)
        corpus = "generated, train families" if family.in_train else f"generated, eval families ({family.writer})"
        yield corpus, f"{task.task_id} as {family.id}", extract_text(render_invoice(doc)), doc.facts


def measure(limit: int | None = None, corpus: Path = CORPUS, include_generated: bool = True) -> dict[str, Tally]:
    tallies: dict[str, Tally] = defaultdict(Tally)
    sources = list(generated(limit)) if include_generated else []
    sources += [("hand-written (evals/read_corpus, Chromium)", name, text, facts)
                for name, text, facts in corpus_documents(corpus)]
    for name, document, text, facts in sources:
        tally = tallies[name]
        tally.documents += 1
        found = misses(text, facts)
        tally.right += not found
        train = misses(text, facts, TRAIN_VOCABULARY)
        tally.train_right += not train
        tally.train_missed.update({(f.split("[")[0], "not read" if read.startswith("not read") else "read wrong")
                                   for f, read, _ in train})
        tally.missed += [(document, *miss) for miss in found]
    return dict(tallies)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(tallies: dict[str, Tally]) -> str:
    out = ["# Reading invoices back", "",
           "Written by `invoice-env read-back`. A document is fully right when every fact (supplier VAT number, "
           "invoice number, dates, PO reference, every line, net total, VAT rate and amount, gross total, "
           "reverse-charge statement) reads as expected. The train-vocabulary reader knows only the wording sets "
           "train shows, plus the generic labels and the structure.", "",
           "| corpus | documents | fully right | share | train-vocabulary reader fully right |", "|---|---|---|---|---|"]
    for name in sorted(tallies, key=lambda n: (n.startswith("hand"), n)):
        t = tallies[name]
        out.append(f"| {name} | {t.documents} | {t.right} | {100 * t.right / t.documents:.1f} % | "
                   f"{t.train_right} ({100 * t.train_right / t.documents:.1f} %) |")
    shift = Counter()
    for t in tallies.values():
        shift.update(t.train_missed)
    if shift:
        out += ["", "The train-vocabulary reader's misses, by field (documents; a field it could not read is "
                    "reported as such, one it read wrong is a misread):", "",
                "| field | not read | read wrong |", "|---|---|---|"]
        out += [f"| {name} | {shift[name, 'not read']} | {shift[name, 'read wrong']} |"
                for name in FIELD_ORDER if shift[name, "not read"] or shift[name, "read wrong"]]
    missed = [(name, m) for name, t in tallies.items() for m in t.missed]
    out += ["", f"## Misses ({len(missed)})", ""]
    if not missed:
        out.append("None: every field of every document reads as expected.")
    else:
        out += ["| corpus | document | field | read | expected |", "|---|---|---|---|---|"]
        out += [f"| {_cell(name)} | {_cell(doc)} | {_cell(f)} | {_cell(read)} | {_cell(want)} |"
                for name, (doc, f, read, want) in missed]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="invoice-env read-back", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--limit", type=int, default=None, help="read back only the first N generated tasks")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="folder of hand-written NAME.pdf + NAME.toml")
    parser.add_argument("--no-generated", action="store_true", help="only the hand-written corpus")
    parser.add_argument("--out", help="also write the markdown page to this file")


def run(args: argparse.Namespace) -> int:
    page = markdown(measure(args.limit, args.corpus, not args.no_generated))
    print(page, end="")
    if args.out:
        Path(args.out).write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
