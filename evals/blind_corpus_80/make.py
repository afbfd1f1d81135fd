"""Write the eightieth blind corpus (issue 38, item 8): each invoice of corpus.py as pdf/NAME.pdf, its correct case
(cases/NAME/case.toml, the truth written from the invoice's data, never from the reader) and two hostile
variants (hostile/NAME--KIND/case.toml: one wrong fact each) that `invoice-env case check` must refuse.

    python evals/blind_corpus_80/make.py

The writing (case format, hostile kinds) is evals/blind_corpus/write_corpus.py, shared by corpora 2 and later;
this folder holds the invoices (corpus.py), their truth (invoices.py) and its writers (draw.py)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "blind_corpus"))

from write_corpus import write  # noqa: E402

if __name__ == "__main__":
    sys.exit(write(HERE))
