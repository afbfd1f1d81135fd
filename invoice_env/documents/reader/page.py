"""The text as the structure reader sees it: lines of cells (ligatures undone, dot leaders a cell break, a colon set
apart given back to its label), its number format, the labels each cell starts with, the language they are in, and
the values printed beside or below a label."""

from __future__ import annotations

import re
from collections import Counter

from invoice_env.documents.reader.shared import PAGE_BREAK, NumberFormat, join_wrapped_years, label_cells
from invoice_env.documents.reader.vocabulary import Reader


LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\ufb05": "st", "\ufb06": "st", "\u00a0": " ", "\u202f": " "})


LEADER = re.compile(r" ?\.{4,} ?")
"""Dot leaders between a label and its value ('Rechnungsnummer ........ DB-2026-04410'): a cell break."""


class Page(NumberFormat):
    """The text as lines of cells (page-break lines left out), with its number format and the labels each
    cell starts with."""

    def __init__(self, text: str, reader: Reader):
        clean = LEADER.sub("  ", text.translate(LIGATURES))
        super().__init__(clean)
        self.raw = [line for line in clean.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]
        self.lines = join_wrapped_years([label_cells(line) for line in self.raw])
        self.flat = " ".join(clean.split())
        self.strong, self.weak = reader.strong, reader.weak
        self.hits = [[self.strong.hit(cell) for cell in row] for row in self.lines]


def language_of(text: Page) -> str | None:
    """The language whose labels the text shows most; without any, English for a point decimal separator."""
    counts = Counter(hit[1] for hits in text.hits for hit in hits if hit)
    if counts:
        return max(sorted(counts), key=lambda k: counts[k])
    return "en" if text.dec == "." else None


def candidates(text: Page, field: str, weak: bool = False) -> list[str]:
    """Every value printed beside (or, in a grid, below) a label of `field`."""
    return [value for _, value in labelled_candidates(text, field, weak)]


def labelled_candidates(text: Page, field: str, weak: bool = False) -> list[tuple[str, str]]:
    """Every value printed beside (or, in a grid, below) a label of `field`, with the cell of its label."""
    table = text.weak if weak else text.strong
    out: list[tuple[str, str]] = []
    for index, cells in enumerate(text.lines):
        for position, cell in enumerate(cells):
            hit = table.hit(cell)
            if hit is None or hit[0] != field:
                continue
            if weak and hit[2] and _other_label(text, field, hit[2]):
                continue  # a weak label that begins another field's label: 'Invoice Date :' is not a number's
            if hit[2]:
                whole = field == "po_reference" and re.match(r"(?i)p\.?o\.?[- ]?\d", cell)
                out.append((cell, cell if whole else hit[2]))  # 'PO 45003613' is the number, not a label and a value
                if not re.search(r"\d", hit[2]) and position + 1 < len(cells) and re.search(r"\d", cells[position + 1]):
                    out.append((cell, cells[position + 1]))  # a label of more words ('Ordernummer klant'), a value
                continue
            following = cells[position + 1] if position + 1 < len(cells) else None
            again = text.strong.hit(following) if following is not None else None
            if following is not None and (again is None or (again[0] == field and again[2])):
                out.append((cell, following))  # a value, or one that starts like a label of its field ('PO 4500...')
            below = text.lines[index + 1] if index + 1 < len(text.lines) else []
            if len(below) == len(cells) and len(cells) > 1 and text.strong.hit(below[position]) is None:
                out.append((cell, below[position]))
                after = text.lines[index + 2] if index + 2 < len(text.lines) else []
                if _address_between(below, after, position, text):
                    out.append((cell, after[position]))
            elif (beside := _under_label_beside_column(text, index, position)) is not None:
                out.append((cell, beside))
            elif (across := _under_label_across_one_row(text, index, position)) is not None:
                out.append((cell, across))
    return out


def _under_label_across_one_row(text: Page, index: int, position: int) -> str | None:
    """The cell under a label in a grid of labels over their values, where the text puts one row of another
    column (the sender's VAT number or phone) between the two ('Vertegenw.  Uw ref.  Leverbon' over 'BTW BE...' over
    '12 - K. Verbist  BB45771414  LB 2711207'): the labels print no figure, the row after the one-cell row is as wide,
    prints no label and a figure under the label; else None."""
    cells = text.lines[index]
    between = text.lines[index + 1] if index + 1 < len(text.lines) else []
    after = text.lines[index + 2] if index + 2 < len(text.lines) else []
    if (len(cells) < 2 or len(between) != 1 or len(after) != len(cells)
            or any(re.search(r"\d", cell) for cell in cells) or any(text.strong.hit(cell) for cell in after)):
        return None
    return after[position] if re.search(r"\d", after[position]) else None


def _under_label_beside_column(text: Page, index: int, position: int) -> str | None:
    """The cell under a label in a grid of labels over their values printed beside another column (the sender's
    address) that the text puts first on the labels' row and between the two rows (Gestimum's 'Numéro  Date  Code
    client  Page' after '215 avenue de Dunkerque', over '59160 Lomme', over 'FA004873  03/12/2027  411TECHNI  1/1'):
    the values' row is the next, or the one after a row of one cell, as wide as the labels from the first of them
    on; the labels print no figure, each cell before them does (a street and its number, a postcode), the values'
    row prints no label and the value a figure; else None."""
    cells = text.lines[index]
    for below in text.lines[index + 1: index + 3]:
        offset = len(cells) - len(below)
        if (1 <= offset <= position and len(below) >= 2
                and all(re.search(r"\d", cell) for cell in cells[:offset])
                and not any(re.search(r"\d", cell) for cell in cells[offset:])
                and not any(text.strong.hit(cell) for cell in below)
                and re.search(r"\d", below[position - offset])):
            return below[position - offset]
        if len(below) != 1:
            return None
    return None


def _address_between(below: list[str], after: list[str], position: int, text: Page) -> bool:
    """A grid of labels beside an address column that the text interleaves: the row below the labels prints
    letters only (address lines, no figure in any cell), and the row after it is as wide, prints no label and under
    the label one word with a figure (a number below 'Uw ordernummer' past the address line 'Technibouw NV'; never
    a postcode and its town, '9000 Gent', which is the address column's)."""
    return (len(after) == len(below) and not any(re.search(r"\d", cell) for cell in below)
            and re.fullmatch(r"\S*\d\S*", after[position].strip()) is not None
            and not any(text.strong.hit(cell) for cell in after))


def _other_label(text: Page, field: str, rest: str) -> bool:
    """The rest of a cell after a label starts with a label of another field (strong or weak)."""
    return any(hit is not None and hit[0] != field for hit in (text.strong.hit(rest), text.weak.hit(rest)))


def below_lone_label(text: Page, field: str, rows: int) -> list[str]:
    """The cells of the `rows` rows below a label of `field` that stands alone on its row, without a value (a
    column of labels each over its value, beside a column of address lines that the text interleaves)."""
    out = []
    for index, cells in enumerate(text.lines):
        hit = text.strong.hit(cells[0]) if len(cells) == 1 else None
        if hit is None or hit[0] != field or re.search(r"\d", hit[2]):
            continue
        for below in text.lines[index + 1: index + 1 + rows]:
            if text.strong.hit(below[0]) is not None:
                break  # the next label: its value is not this one's
            out += below if len(below) == 1 else []
    return out
