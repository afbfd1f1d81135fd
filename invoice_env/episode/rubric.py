"""The grading policy as data (rubrics/grading.toml), loaded and checked once."""

from __future__ import annotations

import decimal
import tomllib
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from invoice_env.world.resources import data_dir

BOOKING_FIELDS = {"document_id", "po_number", "gl_account", "vat_code", "net_amount"}
FLAG_FIELDS = {"document_id", "reason"}


class RubricError(ValueError):
    pass


@dataclass(frozen=True)
class GradingSpec:
    booking_fields: tuple[str, ...]
    flag_fields: tuple[str, ...]
    max_bookings: int
    max_flags: int
    forbid_other_changes: bool
    quantum: Decimal
    rounding: str

    def amount(self, value: Decimal | str) -> Decimal:
        return Decimal(value).quantize(self.quantum, rounding=self.rounding)


def parse_spec(data: dict, source: str) -> GradingSpec:
    try:
        booking = tuple(data["booking"]["compare"])
        flag = tuple(data["flag"]["compare"])
        reward = data["reward"]
        amounts = data["amounts"]
        spec = GradingSpec(booking, flag, int(reward["max_bookings"]), int(reward["max_flags"]),
                           bool(reward["forbid_other_changes"]), Decimal(amounts["quantum"]), amounts["rounding"])
    except (KeyError, TypeError, ValueError, decimal.InvalidOperation) as exc:
        raise RubricError(f"{source}: missing or malformed entry {exc}; expected the sections [reward], "
                          "[booking] compare, [flag] compare and [amounts] quantum/rounding") from exc
    if not set(booking) <= BOOKING_FIELDS or not set(flag) <= FLAG_FIELDS:
        raise RubricError(f"{source}: compare lists may only name {sorted(BOOKING_FIELDS)} / {sorted(FLAG_FIELDS)}")
    if spec.rounding not in {"ROUND_HALF_UP", "ROUND_HALF_EVEN"}:
        raise RubricError(f"{source}: rounding must be ROUND_HALF_UP or ROUND_HALF_EVEN, got {spec.rounding!r}")
    return spec


def load_spec(path: Path | None = None) -> GradingSpec:
    path = path or data_dir("rubrics") / "grading.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RubricError(f"grading spec {path} is missing") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RubricError(f"grading spec {path} is not valid TOML: {exc}") from exc
    return parse_spec(data, str(path))


@lru_cache(maxsize=1)
def default_spec() -> GradingSpec:
    return load_spec()
