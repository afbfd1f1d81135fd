"""Measurements behind the document choices (run: python -m invoice_env.bench.doc_measure).

1. Text extraction: pypdf's default mode, pypdf's layout mode (raw and with runs of spaces
   squeezed to two), and the visitor-based extraction `read_document` uses; per writer the share
   of table rows whose cells come back on one line, the share of documents the reader reads,
   characters and pre-tokens (a rough lower bound on tokens), ms per document.
2. The held-out shift: the share of eval-family documents the train-vocabulary reader reads,
   against the full reader.
The documents are the facts and suppliers of the shipped tasks, re-rendered one family each."""

from __future__ import annotations

import io
import re
import time
from collections import defaultdict

from pypdf import PdfReader

from invoice_env.documents.content import build_content
from invoice_env.documents.families import EVAL_FAMILIES, TRAIN_FAMILIES
from invoice_env.documents.pdf_text import _extract
from invoice_env.documents.reader import TRAIN_VOCABULARY, read_invoice
from invoice_env.documents.render import render_invoice
from invoice_env.documents.samples import document_for_task, suppliers_of_snapshot
from invoice_env.tasks.dataset import load_snapshot, load_tasks
from invoice_env.world.identifiers import normalize_vat

# A rough lower bound on a model's tokens: words, digit groups of up to three, punctuation, whitespace runs.
PRE_TOKEN = re.compile(r"[^\W\d_]+|\d{1,3}|[^\w\s]|\s+")


def _pypdf(pdf: bytes, mode: str) -> str:
    pages = PdfReader(io.BytesIO(pdf)).pages
    return "\n".join(page.extract_text(extraction_mode=mode) for page in pages)


METHODS = {
    "pypdf plain": lambda pdf: _pypdf(pdf, "plain"),
    "pypdf layout": lambda pdf: _pypdf(pdf, "layout"),
    "pypdf layout, squeezed": lambda pdf: "\n".join(re.sub(" {3,}", "  ", l).strip()
                                                   for l in _pypdf(pdf, "layout").splitlines() if l.strip()),
    "visitor (read_document)": _extract,
}


def _rows_kept(text: str, rows) -> tuple[int, int]:
    lines = [" ".join(line.replace("\u00a0", " ").split()) for line in text.splitlines()]
    kept = 0
    for row in rows:
        cells = [" ".join(c.replace("\u00a0", " ").split()) for c in row if c]
        kept += any(all(cell in line for cell in cells) for line in lines)
    return kept, len(rows)


def _reads(text: str, facts, vocabulary=None) -> bool:
    try:
        got = read_invoice(text, vocabulary)
    except ValueError:
        return False
    want = facts.model_copy(update={"supplier_name": None, "supplier_vat": normalize_vat(facts.supplier_vat)})
    return got.model_copy(update={"supplier_vat": normalize_vat(got.supplier_vat)}) == want


def documents():
    suppliers = suppliers_of_snapshot(load_snapshot(None, "eval"))
    tasks = load_tasks("train") + load_tasks("eval")
    families = TRAIN_FAMILIES + EVAL_FAMILIES
    for index, task in enumerate(tasks):
        family = families[index % len(families)]
        yield family, document_for_task(task, suppliers[task.facts.supplier_vat], family, index)


def main() -> None:
    stats: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0.0, 0])
    shift = defaultdict(lambda: [0, 0, 0])
    for family, doc in documents():
        pdf = render_invoice(doc)
        rows = build_content(doc).rows
        for name, method in METHODS.items():
            start = time.perf_counter()
            text = method(pdf)
            elapsed = time.perf_counter() - start
            kept, total = _rows_kept(text, rows)
            s = stats[(name, family.writer)]
            s[0] += kept; s[1] += total; s[2] += _reads(text, doc.facts); s[3] += len(text)
            s[4] += len(PRE_TOKEN.findall(text)); s[5] += elapsed; s[6] += 1
            if name.startswith("visitor") and not family.in_train:
                shift[family.id][0] += 1
                shift[family.id][1] += _reads(text, doc.facts, TRAIN_VOCABULARY)
                shift[family.id][2] += _reads(text, doc.facts)
    print("| extraction | writer | rows on one line | reader reads | chars/doc | pre-tokens/doc | ms/doc |")
    print("|---|---|---|---|---|---|---|")
    for (name, writer), s in stats.items():
        docs = s[6]
        print(f"| {name} | {writer} | {100 * s[0] / s[1]:.1f} % | {100 * s[2] / docs:.1f} % | {s[3] / docs:.0f} | "
              f"{s[4] / docs:.0f} | {1000 * s[5] / docs:.1f} |")
    docs = sum(v[0] for v in shift.values())
    print(f"\neval-family documents: {docs}; train-vocabulary reader reads "
          f"{100 * sum(v[1] for v in shift.values()) / docs:.1f} %, full reader {100 * sum(v[2] for v in shift.values()) / docs:.1f} %")
    for family_id, (n, train, full) in sorted(shift.items()):
        print(f"  {family_id}: {n} docs, train reader {train}, full reader {full}")


if __name__ == "__main__":
    main()
