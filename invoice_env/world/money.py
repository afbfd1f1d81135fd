"""Money as decimal.Decimal: strict parsing of model input, rounding, locale formatting."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")
ZERO = Decimal("0.00")

_PLAIN_AMOUNT = re.compile(r"^[0-9]{1,12}(\.[0-9]{1,2})?$")


class AmountFormatError(ValueError):
    """An amount string that is not a plain positive decimal with at most two places."""


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def to_decimal(text: str) -> Decimal:
    """Parse a stored amount (always written by us as a plain decimal string)."""
    try:
        return Decimal(text)
    except (InvalidOperation, TypeError) as exc:
        raise ValueError(f"not a decimal amount: {text!r}") from exc


def parse_plain_amount(text: object) -> Decimal:
    """Parse an amount given by a model: digits, optionally '.' and one or two decimals, > 0."""
    if not isinstance(text, str):
        raise AmountFormatError(
            f"net_amount must be a string such as \"4182.30\", got {type(text).__name__}"
        )
    candidate = text.strip()
    if not _PLAIN_AMOUNT.match(candidate):
        shown = text if len(text) <= 40 else text[:40] + "..."
        raise AmountFormatError(
            f"net_amount {shown!r} is not a plain decimal amount: expected digits with an optional "
            "'.' and at most two decimals, no currency sign, no thousands separator, e.g. \"4182.30\""
        )
    value = Decimal(candidate)
    if value <= 0:
        raise AmountFormatError(f"net_amount must be greater than 0, got {candidate!r}")
    return cents(value)


def plain(value: Decimal) -> str:
    """Two-place plain string, the ERP's and the tools' amount format: '4182.30'."""
    return f"{cents(value):.2f}"


def format_localized(value: Decimal, decimal_sep: str, group_sep: str, places: int = 2) -> str:
    """Format with a locale's separators: 4.182,30 / 4,182.30 / 4 182,30 (`places` decimals, rounded half up)."""
    sign = "-" if value < 0 else ""
    whole, frac = f"{abs(value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)):.{places}f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{group_sep.join(groups)}{decimal_sep}{frac}"


def parse_localized(text: str, decimal_sep: str) -> Decimal:
    """Inverse of format_localized for a known decimal separator."""
    body = text.strip()
    group_chars = {".", ",", " ", "'", "\u00a0", "\u202f"} - {decimal_sep}
    for char in group_chars:
        body = body.replace(char, "")
    body = body.replace(decimal_sep, ".")
    try:
        return Decimal(body)
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {text!r}") from exc
