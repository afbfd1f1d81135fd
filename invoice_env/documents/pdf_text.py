"""The text `read_document` returns: what stands on one visual line of a page is one line of
text, whatever the PDF writer (one text object per cell or one per row), cells apart by two
spaces, pages apart by a visible "--- page 2 of 2 ---" line. Built on pypdf's text visitor; the
document's metadata is never read."""

from __future__ import annotations

import io
import re
from collections import OrderedDict

from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

STANDARD_FONTS = {
    "Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman", "Times-Bold",
    "Times-Italic", "Times-BoldItalic", "Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique",
}
_FPDF_NAMES = {"Helvetica-Italic": "Helvetica-Oblique", "Helvetica-BoldItalic": "Helvetica-BoldOblique",
               "Times": "Times-Roman", "Courier-Italic": "Courier-Oblique", "Courier-BoldItalic": "Courier-BoldOblique"}
SAME_LINE = 2.5        # points: baselines closer than this are one visual line
CELL_GAP = 0.25        # in font sizes: a wider gap between two text pieces is a cell boundary
NO_TEXT_LAYER = ("this document has no text layer: it is a scanned image, and OCR is not supported, "
                 "so its content cannot be read as text")

_CACHE: OrderedDict[bytes, str] = OrderedDict()
_CACHE_SIZE = 4096


def _width(text: str, font_dict, size: float) -> float:
    name = ""
    if font_dict is not None:
        name = str(font_dict.get("/BaseFont", "")).lstrip("/")
    name = _FPDF_NAMES.get(name, name)
    if name in STANDARD_FONTS:
        try:
            return stringWidth(text, name, size)
        except (KeyError, UnicodeError):
            pass
    return 0.5 * size * len(text)


def _pieces(page) -> list[tuple[float, float, float, str, float]]:
    """(baseline y, x start, x end, text, font size) of every piece of text on the page."""
    out: list[tuple[float, float, float, str, float]] = []

    def visit(text, cm, tm, font_dict, font_size):
        if not text or not text.strip():
            return
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        scale = (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5
        size = (font_size or 1) * (scale or 1)
        for index, part in enumerate(text.split("\n")):
            if part.strip():
                start = x + _width(part[: len(part) - len(part.lstrip())], font_dict, size)
                body = part.strip()
                out.append((y - index * size * 1.2, start, start + _width(body, font_dict, size), body, size))

    page.extract_text(visitor_text=visit)
    return out


def _lines(pieces) -> list[str]:
    rows: list[list[tuple[float, float, float, str, float]]] = []
    for piece in sorted(pieces, key=lambda p: (-p[0], p[1])):
        if rows and abs(rows[-1][0][0] - piece[0]) <= SAME_LINE:
            rows[-1].append(piece)
        else:
            rows.append([piece])
    lines = []
    for row in rows:
        row.sort(key=lambda p: p[1])
        text, end, size = "", None, 0.0
        for _, start, stop, body, piece_size in row:
            if end is None:
                text = body
            else:
                text += ("  " if start - end > CELL_GAP * max(size, piece_size) else " ") + body
            end, size = stop, piece_size
        lines.append(re.sub(" {3,}", "  ", text))
    return lines


def _extract(pdf: bytes) -> str:
    """The pages' lines, pages apart by a page-break line; "" when no page carries any text (a scan,
    however many pages: page-break lines alone are not text)."""
    reader = PdfReader(io.BytesIO(pdf))
    count = len(reader.pages)
    parts: list[str] = []
    any_text = False
    for number, page in enumerate(reader.pages, start=1):
        if number > 1:
            parts.append(f"--- page {number} of {count} ---")
        lines = _lines(_pieces(page))
        any_text = any_text or any(line.strip() for line in lines)
        parts.extend(lines)
    return "\n".join(parts) if any_text else ""


def extract_text(pdf: bytes) -> str:
    """The rows-kept text of a PDF, extracted once per distinct document in this process."""
    cached = _CACHE.get(pdf)
    if cached is not None:
        _CACHE.move_to_end(pdf)
        return cached
    text = _extract(pdf)
    _CACHE[pdf] = text
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return text


def text_layer_problem(pdf: bytes) -> str | None:
    """None if the PDF carries text; else why `read_document` cannot give any (a scan)."""
    if extract_text(pdf).strip():
        return None
    return NO_TEXT_LAYER

