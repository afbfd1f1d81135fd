"""What the invoice carries before it is placed on a side: its dates, the delivered quantities, the
lines the PO does not have, an earlier invoice on the PO."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.lines import (
    extra_line,
    fewer,
    more,
    same_rate_articles,
    total,
    with_article_line,
    with_price,
    with_quantity,
)
from invoice_env.tasks.traits import Trait
from invoice_env.world.build import TODAY
from invoice_env.world.catalogue import DISCOUNTS, SURCHARGES, step_of
from invoice_env.world.models import InvoiceLine, PurchaseOrder
from invoice_env.world.money import cents


def invoice_dates(rng: random.Random) -> tuple[date, date]:
    """(invoice date, arrival date): most invoices are recent, some arrive late; never dated after arrival."""
    arrival = TODAY - timedelta(days=rng.randint(0, 3))
    age = rng.randint(0, 10) if rng.random() < 0.7 else rng.randint(11, 100)
    return arrival - timedelta(days=age), arrival


def deliver(lines: list[InvoiceLine], rng: random.Random, traits: set[Trait]) -> list[InvoiceLine]:
    """Which quantities arrive: mostly what was ordered, sometimes less, a line left out, or more."""
    out = []
    for line in lines:
        roll = rng.random()
        if roll < 0.14 and len(lines) > 1:
            traits.add(Trait.LINE_LEFT_OUT)
            continue
        if roll < 0.36 and line.quantity > step_of(line.description):
            traits.add(Trait.PARTIAL_QUANTITY)
            out.append(with_quantity(line, fewer(line, rng)))
        elif roll < 0.42:
            traits.add(Trait.OVER_DELIVERED)
            out.append(with_quantity(line, more(line, rng)))
        else:
            out.append(line)
    return out or lines[:1]


def earlier_invoice(b: Builder, po: PurchaseOrder) -> bool:
    """On 30 % of uninvoiced POs, an earlier invoice for 30-60 % of the order; whether one was booked."""
    if b.invoiced(po) > 0 or b.rng.random() >= 0.3:
        return False
    day = b.history_day(po)
    part = cents(po.net_total * Decimal(b.rng.choice(["0.3", "0.4", "0.5", "0.6"])))
    return day is not None and b.book_invoice(po, part, day) is not None


def make_partial(lines: list[InvoiceLine], rng: random.Random) -> list[InvoiceLine] | None:
    """Fewer of the articles: the invoice net falls clearly below what was ordered."""
    for _ in range(10):
        out = []
        for line in lines:
            if line.article_no is None:
                out.append(line)
            elif line.quantity > step_of(line.description) and rng.random() < 0.7:
                out.append(with_quantity(line, fewer(line, rng)))
            elif len(lines) > 1 and rng.random() < 0.3:
                continue
            else:
                out.append(line)
        if out and total(out) < total(lines) * Decimal("0.97"):
            return out
    return None


def decorate(b: Builder, lines: list[InvoiceLine], po: PurchaseOrder) -> list[InvoiceLine]:
    """Lines the PO does not have: surcharges, discounts, an unordered article; and price changes."""
    rng, language = b.rng, b.profile.supplier.language
    if rng.random() < 0.15:
        b.traits.add(Trait.PRICE_CHANGED)
        i = rng.randrange(len(lines))
        factor = 1 + Decimal(rng.choice([-3, -2, -1, 1, 2, 3, 4])) / 100
        lines[i] = with_price(lines[i], cents(lines[i].unit_price * factor))
    if rng.random() < 0.06:
        ordered = {l.article_no for l in po.lines}
        spare = [a for a in same_rate_articles(b.profile, po) if a.article_no not in ordered]
        if spare:
            b.traits.add(Trait.UNORDERED_ARTICLE)
            article = rng.choice(spare)
            qty = step_of(article.description) * rng.choice([1, 2, 5])
            lines = with_article_line(lines, InvoiceLine(
                article_no=article.article_no, description=article.description, quantity=qty,
                unit_price=article.unit_price, net_amount=cents(qty * article.unit_price)), rng)
    if rng.random() < 0.25:
        b.traits.add(Trait.SURCHARGE)
        share = Decimal(rng.randint(3, 45)) / 1000
        names = SURCHARGES[rng.choice(sorted(SURCHARGES))]
        lines.append(extra_line(names[language], max(cents(total(lines) * share), Decimal("1.00"))))
    if rng.random() < 0.12:
        b.traits.add(Trait.DISCOUNT)
        pct = rng.choice([2, 3, 5])
        lines.append(extra_line(DISCOUNTS[language].format(pct=pct), -cents(total(lines) * pct / 100)))
    return lines
