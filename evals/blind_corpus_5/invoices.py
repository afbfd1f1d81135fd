"""The fifth blind corpus's invoices as data: the fourth corpus's `Invoice` and `Line`
(evals/blind_corpus_4/invoices.py, itself on the third's, second's and first's, all imported, not copied) and a
Belgian structured communication computed from its ten digits. The truth is still derived from this data alone
(never from the reader)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_FOURTH = Path(__file__).resolve().parents[1] / "blind_corpus_4" / "invoices.py"
if "blind_corpus_4_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_4_invoices", _FOURTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_4_invoices"] = _module
    _spec.loader.exec_module(_module)
fourth = sys.modules["blind_corpus_4_invoices"]

D, MONTHS, Supplier, money, Line, Invoice = (fourth.D, fourth.MONTHS, fourth.Supplier, fourth.money, fourth.Line,
                                             fourth.Invoice)


def ogm(base: int) -> str:
    """A Belgian structured communication on ten digits: +++123/4567/89012+++ (check digits: mod 97, 97 for 0)."""
    digits = f"{base:010d}{base % 97 or 97:02d}"
    return f"+++{digits[:3]}/{digits[3:7]}/{digits[7:]}+++"
