"""The blind corpora (evals/blind_corpus_N) as the tests of `case new` and `case check` meet them: an invoice's
text, what `case new` pre-fills from it, and `case check` on a case with one fact rewritten."""

from __future__ import annotations

import sys
from decimal import Decimal
from functools import cache
from pathlib import Path

from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.printed import PrintedText
from invoice_env.tasks.cases.rows import ErpIndex
from invoice_env.tasks.cases.text import pdf_text
from invoice_env.tasks.dataset import load_snapshot
from invoice_env.world.models import InvoiceLine

EVALS = Path(__file__).resolve().parents[1] / "evals"
sys.path.insert(0, str(EVALS / "blind_corpus"))
import measure  # noqa: E402


@cache
def shipped_orders() -> tuple[str, ...]:
    """The PO numbers of the ERP the cases are checked against."""
    return tuple(ErpIndex.of(load_snapshot(None, "cases")).orders)


@cache
def corpus_text(corpus: int, name: str) -> str:
    """The text of invoice `name` of blind corpus `corpus`, as `case new` reads it."""
    return pdf_text((EVALS / f"blind_corpus_{corpus}" / "pdf" / f"{name}.pdf").read_bytes())


def prefilled(text: str) -> Reading:
    """What `case new` keeps of the reader's reading of `text`: values and the TODOs' reasons."""
    return supported_reading(read_fields(text), text, shipped_orders())


def check_case(tmp_path: Path, corpus: int, name: str, kind: str = "cases", old: str = "", new: str = "") -> str | None:
    """case check on a case of a corpus, its [invoice] fact `old` written `new` (the first time it stands)."""
    return measure.check_edited(EVALS / f"blind_corpus_{corpus}" / kind / name, tmp_path, old, new)


def vat_rates(text: str) -> list[Decimal]:
    """The VAT rates `case check` finds printed in `text`."""
    return sorted({rate for rate, _ in PrintedText(text).vat_rates()})


def invoice_line(article, description, quantity, price, amount) -> InvoiceLine:
    return InvoiceLine(article_no=article, description=description, quantity=Decimal(quantity),
                       unit_price=Decimal(price), net_amount=Decimal(amount))
