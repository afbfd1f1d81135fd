"""Other POs of the supplier that look like candidates for the invoice."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.lines import order_quantities_of, po_lines, same_rate_articles, total
from invoice_env.tasks.drafting.similar_orders import similar_order
from invoice_env.tasks.traits import Trait
from invoice_env.world.models import InvoiceLine, PurchaseOrder


SAME_ARTICLES_DECOY_SHARE = 0.9
"""Share of tasks, whatever their branch, with an open PO of the same articles in other quantities,
short of the invoice on at least one of them: where no PO number is usable, the quantities decide
between it and the PO that fits."""


def add_decoys(b: Builder, lines: list[InvoiceLine], target: PurchaseOrder, allow_repeat: bool) -> None:
    """Other POs of the supplier that look like candidates: a colour variant of the same lines (equal
    total, other article numbers), one with a total just above or below, another order of the same
    articles short of the invoice, or one that takes it too (`similar_order`)."""
    rng = b.rng
    rate = target.lines[0].vat_rate
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        kind = rng.choice([Trait.DECOY_EQUAL_TOTAL, Trait.DECOY_NEAR_AMOUNT, Trait.DECOY_FEWER]
                          + ([Trait.REPEAT_ORDER] if allow_repeat else []))
        if kind == Trait.REPEAT_ORDER:
            b.traits.add(Trait.REPEAT_ORDER)
            similar_order(b, target, lines, fits=True)
            continue
        if kind == Trait.DECOY_FEWER:
            if similar_order(b, target, lines, fits=False) is not None:
                b.traits.add(Trait.DECOY_FEWER)
            continue
        pool = [a for a in same_rate_articles(b.profile, target) if a.article_no not in
                {l.article_no for l in lines}]
        if not pool:
            continue
        if kind == Trait.DECOY_EQUAL_TOTAL:
            by_price = {}
            for a in pool:
                by_price.setdefault(a.unit_price, a)
            swapped = [(by_price.get(l.unit_price), l.quantity) for l in target.lines]
            if all(a is not None for a, _ in swapped):
                b.traits.add(Trait.DECOY_EQUAL_TOTAL)
                b.new_po(po_lines(swapped, rate))
            continue
        base = total(lines) if rng.random() < 0.5 else b.remaining(target)
        net = base * (1 + Decimal(rng.choice([-3, -2, -1, 1, 2, 3])) / 100)
        article = rng.choice(pool)
        qty = min(order_quantities_of(article), key=lambda q: (abs(q * article.unit_price - net), q))
        b.traits.add(Trait.DECOY_NEAR_AMOUNT)
        b.new_po(po_lines([(article, Decimal(qty))], rate))
