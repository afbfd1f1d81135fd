"""The thirty-sixth blind corpus's invoices as data: the sixth corpus's small model (evals/blind_corpus_6/invoices.py),
imported as it is (the lines, the totals block, how a tool spells numbers and dates, and the truth computed from
that data alone, never from the reader), with one addition: a line may say how its discount is printed
(`discount_text`, Italian cascade discounts such as `10+5`, whose effective percentage is the line's `discount`)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "invoices.py"
if "blind_corpus_6_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_invoices", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_invoices"] = _module
    _spec.loader.exec_module(_module)
_m6 = sys.modules["blind_corpus_6_invoices"]
D, MONTHS, Invoice, Supplier, money, ogm = _m6.D, _m6.MONTHS, _m6.Invoice, _m6.Supplier, _m6.money, _m6.ogm


@dataclass(frozen=True)
class Line(_m6.Line):
    discount_text: str = ""      # the discount as printed ("10+5": 14.5 % in `discount`); empty: the percentage

__all__ = ["D", "MONTHS", "Invoice", "Line", "Supplier", "money", "ogm"]
