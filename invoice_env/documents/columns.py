"""The line table of an invoice: which columns it prints and what each printed row holds.

What varies from one supplier's software to the next, drawn from the document's seed and never
from the task's outcome: a unit column (or the unit beside the quantity), a VAT % column, a line
discount in % (the list price printed, the net amount what the line costs), unit prices with three
or four decimals, and descriptions wrapped over two rows. The facts stay what they are: the line's
net unit price and amount are what a reader must get back."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from invoice_env.world.models import InvoiceLine

COLUMNS = ("article", "description", "quantity", "unit", "unit_price", "discount", "vat", "amount")
ALIGN = {"article": "L", "description": "L", "quantity": "R", "unit": "L", "unit_price": "R", "discount": "R",
         "vat": "R", "amount": "R"}
EXTRA_WIDTH = {"unit": 12.0, "discount": 13.0, "vat": 11.0}
"""Millimetres an extra column takes from the description column of a layout's five-column table."""
MIN_DESCRIPTION_WIDTH = 34.0

UNIT_COLUMN_SHARE = 0.35
UNIT_BESIDE_QUANTITY_SHARE = 0.15
VAT_COLUMN_SHARE = 0.3
DISCOUNT_COLUMN_SHARE = 0.2
DISCOUNTED_LINE_SHARE = 0.6
WRAP_SHARE = 0.3
PRICE_DECIMALS = ((2, 0.7), (3, 0.15), (4, 0.15))
DISCOUNTS = tuple(Decimal(d) for d in ("3", "5", "7.5", "10", "12.5", "15", "20", "25", "30", "33", "40"))

LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "unit": {"nl": ("Eenh.", "Eenheid"), "fr": ("Unité", "U."), "de": ("Einheit", "ME"), "en": ("Unit", "UoM")},
    "discount": {"nl": ("Korting", "Kort. %"), "fr": ("Remise", "Rem. %"), "de": ("Rabatt", "Rab. %"),
                 "en": ("Discount", "Disc. %")},
    "vat": {"nl": ("Btw %", "Btw"), "fr": ("TVA %", "Taux"), "de": ("MwSt. %", "USt %"), "en": ("VAT %", "Tax")},
}
UNITS: dict[str, dict[str, tuple[str, ...]]] = {
    "piece": {"nl": ("st", "stuk"), "fr": ("pce", "pc"), "de": ("Stk", "St."), "en": ("pcs", "ea")},
    "m2": {"nl": ("m²", "m2"), "fr": ("m²", "m2"), "de": ("m²", "qm"), "en": ("m²", "sqm")},
    "m3": {"nl": ("m³", "m3"), "fr": ("m³", "m3"), "de": ("m³", "cbm"), "en": ("m³", "m3")},
    "hour": {"nl": ("u", "uur"), "fr": ("h", "heure"), "de": ("Std", "h"), "en": ("h", "hr")},
    "tonne": {"nl": ("ton", "t"), "fr": ("t", "tonne"), "de": ("t", "To"), "en": ("t", "tonne")},
    "box": {"nl": ("doos", "ds"), "fr": ("boîte", "bte"), "de": ("Karton", "Ktn"), "en": ("box", "bx")},
    "roll": {"nl": ("rol", "rl"), "fr": ("rouleau", "rl"), "de": ("Rolle", "Rl"), "en": ("roll", "rl")},
    "pack": {"nl": ("pak", "pk"), "fr": ("paquet", "pq"), "de": ("Pack", "Pk"), "en": ("pack", "pk")},
    "pallet": {"nl": ("pallet", "pal"), "fr": ("palette", "pal"), "de": ("Palette", "Pal"), "en": ("pallet", "plt")},
    "lump": {"nl": ("forfait", "fft"), "fr": ("forfait", "fft"), "de": ("pauschal", "psch"), "en": ("lump sum", "ls")},
    "set": {"nl": ("set", "set"), "fr": ("lot", "lot"), "de": ("Satz", "Sz"), "en": ("set", "set")},
}


@dataclass(frozen=True)
class Table:
    """The printed rows of a line table. `rows` hold one cell per column; a wrapped description's
    second row holds only the rest of the description. `line_of_row[i]` is the invoice line row i
    belongs to."""

    columns: tuple[str, ...]
    labels: dict[str, str]
    rows: tuple[dict[str, str], ...]
    line_of_row: tuple[int, ...]
    style: "TableStyle"
    units: tuple[str, ...]   # each invoice line's unit (a UNITS key)
    price_places: tuple[int, ...]  # each invoice line's unit-price decimals as printed (a list price may need more)

    def header(self, columns: tuple[str, ...] | None = None) -> tuple[str, ...]:
        return tuple(self.labels[key] for key in columns or self.columns)

    def cells(self, columns: tuple[str, ...] | None = None) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(row.get(key, "") for key in columns or self.columns) for row in self.rows)

    def aligns(self, columns: tuple[str, ...] | None = None) -> tuple[str, ...]:
        return tuple(ALIGN[key] for key in columns or self.columns)

    def widths(self, base: tuple[float, ...] | list[float], columns: tuple[str, ...] | None = None) -> list[float]:
        """A layout's widths for (article, description, quantity, unit price, amount), with the
        extra columns cut from the description."""
        keys = columns or self.columns
        width = dict(zip(("article", "description", "quantity", "unit_price", "amount"), base))
        extra = {key: EXTRA_WIDTH[key] for key in keys if key in EXTRA_WIDTH}
        room = width["description"] - MIN_DESCRIPTION_WIDTH
        scale = min(1.0, room / sum(extra.values())) if extra else 1.0
        width.update({key: w * scale for key, w in extra.items()})
        width["description"] -= sum(width[key] for key in extra)
        return [width[key] for key in keys]


@dataclass(frozen=True)
class TableStyle:
    unit: str            # "column", "beside" (after the quantity, one cell) or "none"
    vat: bool
    discount: bool
    price_decimals: int
    wrap_at: int | None  # wrap descriptions longer than this many characters
    label_variant: int
    unit_variant: int


def draw_style(rng: random.Random) -> TableStyle:
    roll = rng.random()
    unit = "column" if roll < UNIT_COLUMN_SHARE else "beside" if roll < UNIT_COLUMN_SHARE + UNIT_BESIDE_QUANTITY_SHARE else "none"
    decimals = rng.choices([d for d, _ in PRICE_DECIMALS], weights=[w for _, w in PRICE_DECIMALS])[0]
    return TableStyle(unit=unit, vat=rng.random() < VAT_COLUMN_SHARE, discount=rng.random() < DISCOUNT_COLUMN_SHARE,
                      price_decimals=decimals, wrap_at=rng.randint(18, 26) if rng.random() < WRAP_SHARE else None,
                      label_variant=rng.randrange(2), unit_variant=rng.randrange(2))


def list_price(unit_price: Decimal, discount: Decimal) -> tuple[Decimal, int] | None:
    """The list price a supplier prints before `discount` % so that the net unit price it bills is
    `unit_price` to the cent, with the fewest decimals (2 to 4) that do it; None if none does."""
    keep = 1 - discount / 100
    for places in (2, 3, 4):
        price = (unit_price / keep).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
        if (price * keep).quantize(Decimal("0.01"), ROUND_HALF_UP) == unit_price:
            return price, places
    return None


def wrap(text: str, width: int) -> tuple[str, ...]:
    """`text` in two rows at the last space within `width` characters (as it is if it fits or cannot be cut)."""
    if len(text) <= width:
        return (text,)
    cut = text.rfind(" ", 0, width + 1)
    return (text,) if cut <= 0 else (text[:cut], text[cut + 1:])


def build_table(lines: tuple[InvoiceLine, ...], units: tuple[str, ...], style: TableStyle, language: str,
                base_labels: dict[str, str], rate: Decimal, qty, money, rng: random.Random) -> Table:
    """`units`: each line's unit key (UNITS); `qty` formats a quantity (and a percentage) in the document's
    locale, `money(value, places)` an amount or a price with that many decimals."""
    columns = ["article", "description", "quantity"]
    if style.unit == "column":
        columns.append("unit")
    columns.append("unit_price")
    if style.discount:
        columns.append("discount")
    if style.vat:
        columns.append("vat")
    columns.append("amount")
    labels = dict(base_labels)
    for key in ("unit", "discount", "vat"):
        labels[key] = LABELS[key][language][style.label_variant]
    rows: list[dict[str, str]] = []
    line_of_row: list[int] = []
    price_places: list[int] = []
    for index, (line, unit_key) in enumerate(zip(lines, units)):
        unit = UNITS[unit_key][language][style.unit_variant]
        shown_qty = qty(line.quantity) + (f" {unit}" if style.unit == "beside" else "")
        price, places, off = line.unit_price, style.price_decimals, None
        if style.discount and line.article_no and line.unit_price > 0 and rng.random() < DISCOUNTED_LINE_SHARE:
            off = rng.choice(DISCOUNTS)
            listed = list_price(line.unit_price, off)
            if listed is None:
                off = None
            else:
                price, places = listed[0], max(places, listed[1])
        description = wrap(line.description, style.wrap_at) if style.wrap_at else (line.description,)
        row = {"article": line.article_no or "", "description": description[0], "quantity": shown_qty,
               "unit": unit, "unit_price": money(price, places), "amount": money(line.net_amount, 2)}
        if off is not None:
            row["discount"] = f"-{qty(off)} %"
        if style.vat:
            row["vat"] = f"{qty(rate)} %"
        rows.append(row)
        line_of_row.append(index)
        price_places.append(places)
        for rest in description[1:]:
            rows.append({"description": rest})
            line_of_row.append(index)
    return Table(tuple(columns), labels, tuple(rows), tuple(line_of_row), style, units, tuple(price_places))
