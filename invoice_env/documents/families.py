"""Document families: PDF writer x layout x wording set. The eval split uses only families train
never shows: its eval-only layouts in every wording, and every train layout in the eval-only
wording set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from invoice_env.documents.wordings import EVAL_WORDING

Writer = Literal["fpdf2", "reportlab", "typst"]

# layout -> (writer, shown in train?)
LAYOUTS: dict[str, tuple[Writer, bool]] = {
    "classic": ("fpdf2", True),      # supplier top left, customer right, label: value block
    "banner": ("fpdf2", True),       # coloured header band, zebra table
    "mono": ("fpdf2", True),         # dot-matrix print-out in Courier, whole rows as one string
    "din5008": ("fpdf2", True),      # DIN 5008 letter: window address, info block right, folding marks
    "grid": ("fpdf2", True),         # customer block right, header grid of labels over values
    "bankfooter": ("fpdf2", True),   # payment terms and bank details in a ruled footer
    "stacked": ("fpdf2", False),     # eval only: boxes with a small label above each value
    "recap": ("reportlab", True),    # VAT recap table (base, rate, VAT per rate)
    "cells": ("reportlab", True),    # ruled table, every cell its own text object
    "logo": ("reportlab", True),     # logo block, meta right, totals in a shaded box
    "compact": ("reportlab", True),  # small type, quantity-first table with a VAT % column
    "sidebar": ("reportlab", True),  # shaded left column with supplier details
    "twopage": ("reportlab", False), # eval only: lines over two pages, carry-forward, totals on page 2
    "ledger": ("typst", False),      # eval only, the held-out writer: meta grid right, ruled table
    "letter": ("typst", False),      # eval only, the held-out writer: centred letterhead, window address
}
WORDING_SETS = range(EVAL_WORDING + 1)


@dataclass(frozen=True)
class Family:
    writer: Writer
    layout: str
    wording: int

    @property
    def id(self) -> str:
        return f"{self.writer}/{self.layout}/w{self.wording}"

    @property
    def in_train(self) -> bool:
        return LAYOUTS[self.layout][1] and self.wording != EVAL_WORDING


ALL_FAMILIES: tuple[Family, ...] = tuple(Family(writer, layout, wording)
                                         for layout, (writer, _) in LAYOUTS.items() for wording in WORDING_SETS)
TRAIN_FAMILIES: tuple[Family, ...] = tuple(f for f in ALL_FAMILIES if f.in_train)
EVAL_FAMILIES: tuple[Family, ...] = tuple(f for f in ALL_FAMILIES if not f.in_train)
_BY_ID = {f.id: f for f in ALL_FAMILIES}


def family_by_id(text: str) -> Family:
    try:
        return _BY_ID[text]
    except (KeyError, TypeError):
        raise ValueError(f"unknown document family {text!r}; known families: {', '.join(_BY_ID)}") from None
