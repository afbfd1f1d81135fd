"""Where no PO number is usable: the orders rule 4 chooses from, all placed by the draft."""

from __future__ import annotations

import random
from decimal import Decimal

from invoice_env.episode.branches import Branch
from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.decoys import SAME_ARTICLES_DECOY_SHARE
from invoice_env.tasks.drafting.sides import pick_side, side_ratio
from invoice_env.tasks.drafting.similar_orders import similar_order, similar_share
from invoice_env.tasks.traits import Side, Trait
from invoice_env.world.models import InvoiceLine, PurchaseOrder


FRESH_ORDERS_SHARE = 1.0
"""Share of tasks without a usable PO number where every order rule 4 chooses from is placed by the
draft, by one process: the order the invoice was made from is fully invoiced, and later orders of the
same goods, each drawn like the others against the invoice, are the candidates (one that takes it,
mostly with short ones beside it; two that take it; only short ones). Which of them is the right one
is then a matter of the quantities alone."""
FRESH_CANDIDATES = 4
"""Orders short of the invoice fill every branch's set up to this many beside the one that lands over the
tolerance (on SAME_ARTICLES_DECOY_SHARE of them, `short_sides`): a guess among them is right once in four,
and as many sets hold no right one."""
FRESH_SPARE_SHARE = 0.3
"""Share of the sets on invoices of several articles whose orders carry one more article."""
FRESH_ORDERS = {Branch.BOOK_FIT: (True,), Branch.OVER_TOLERANCE_FIT: (True,), Branch.SEVERAL_FIT: (True, True),
                Branch.NO_FIT: (False,), Branch.DUPLICATE: (True,)}
"""branch -> the similar orders placed (True: takes the invoice), before the short ones."""


def fresh_orders(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder, branch: Branch) -> bool:
    made = FRESH_ORDERS[branch]
    decoys = b.rng.random() < SAME_ARTICLES_DECOY_SHARE
    if decoys:
        made += (False,) * (FRESH_CANDIDATES + 1 - len(made))  # + 1: the one that lands over (short_sides)
    with_spare = b.rng.random() < FRESH_SPARE_SHARE  # one more article on every order of the set, or on none
    b.similar_share = similar_share(b, target)  # the set's, and every later similar order's
    shorts = short_sides(b.rng, branch, made.count(False), decoys)
    for fits in b.rng.sample(made, len(made)):
        if similar_order(b, target, lines, fits, with_spare, None if fits else shorts.pop()) is None:
            return False
    day = b.history_day(target)
    if day is None or b.book_invoice(target, b.remaining(target), day) is None:
        return False
    b.traits.add(Trait.FRESH_ORDERS)
    return True


def short_sides(rng: random.Random, branch: Branch, count: int, decoys: bool
                ) -> list[tuple[Side, Decimal | None] | None]:
    """Where each short order of a set lands (None: mirroring the target, as the orders that take the
    invoice do). A set filled with short orders (`decoys`) holds one order over the tolerance: in an
    over-tolerance set that is the right one, and its short orders land together on a side a booked fit
    set's orders land on; in every other set one more short order lands over. Were the over-tolerance
    sets the only ones with an order over, the one over would be the right one, and a set with one over
    an over-tolerance one; as it is, an order over is a guess among the others' short ones."""
    if branch == Branch.OVER_TOLERANCE_FIT:
        side = pick_side(Branch.BOOK_FIT, rng)
        return [(side, side_ratio(side, rng))] * count
    over = decoys and count > 0
    return [None] * (count - over) + [(Side.OVER, None)] * over


def chance_candidate(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder) -> bool:
    """Another open order of the supplier with something left that carries every invoiced article:
    rule 4 is to choose among the orders a draft places, drawn alike, not among ones that share the
    articles by chance (whose amounts, drawn without the invoice, would tell them from the right one)."""
    wanted = {l.article_no for l in lines if l.article_no}
    return any(po is not target and po.status == "open" and b.remaining(po) > 0
               and wanted <= {l.article_no for l in po.lines} for po in b.pos())
