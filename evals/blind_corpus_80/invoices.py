"""The eightieth blind corpus's invoices as data: the sixth corpus's small model (evals/blind_corpus_6/invoices.py),
imported as it is: the lines, the totals block (line discounts, an invoice discount in % or a freight charge before
the net total), how a tool spells numbers and dates, and the truth computed from that data alone (never from the
reader)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_SIXTH = Path(__file__).resolve().parents[1] / "blind_corpus_6" / "invoices.py"
if "blind_corpus_6_invoices" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("blind_corpus_6_invoices", _SIXTH)
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["blind_corpus_6_invoices"] = _module
    _spec.loader.exec_module(_module)
_m6 = sys.modules["blind_corpus_6_invoices"]
D, MONTHS, Invoice, Line, Supplier, money, ogm = _m6.D, _m6.MONTHS, _m6.Invoice, _m6.Line, _m6.Supplier, _m6.money, _m6.ogm

__all__ = ["D", "MONTHS", "Invoice", "Line", "Supplier", "money", "ogm"]
