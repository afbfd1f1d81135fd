"""The PO number an invoice prints: as the supplier writes it, mistyped, or none usable."""

from __future__ import annotations

import random

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.traits import Trait
from invoice_env.world.build import SupplierProfile
from invoice_env.world.models import PurchaseOrder


def typo(number: str, rng: random.Random) -> str:
    """A mistyped PO number, in one of the ways people mistype: one digit wrong, two neighbours
    swapped, the two halves swapped, a digit missing, a digit doubled."""
    digits = list(number)
    kind = rng.choice(["substitute", "swap", "halves", "drop", "double"])
    i = rng.randrange(1, len(digits) - 1)
    if kind == "substitute":
        digits[i] = str((int(digits[i]) + rng.randint(1, 9)) % 10)
    elif kind == "swap":
        digits[i], digits[i + 1] = digits[i + 1], digits[i]
    elif kind == "halves":
        digits = digits[4:] + digits[:4]
    elif kind == "drop":
        del digits[i]
    else:
        digits.insert(i, digits[i])
    return "".join(digits)


def printed(number: str, profile: SupplierProfile) -> str:
    return [number, f"PO {number}", f"PO-{number}", f"{number[:4]} {number[4:]}"][profile.po_ref_style]


def reference_for_fit(b: Builder, target: PurchaseOrder) -> str | None:
    """No usable PO number: none printed, a typo of the right PO or of another, or a number that is
    nobody's."""
    rng = b.rng
    roll = rng.random()
    if roll < 0.55:
        return None
    if roll < 0.82:  # any PO of the supplier, the right one no likelier than another
        source = rng.choice(sorted({po.po_number for po in b.pos()}))  # the target is one of them
    else:
        source = f"4500{rng.randint(1000, 9998):04d}"
    for _ in range(20):
        wrong = typo(source, rng)
        if wrong not in b.po_taken:
            b.traits.add(Trait.REFERENCE_UNKNOWN)
            return printed(wrong, b.profile)
    return None
