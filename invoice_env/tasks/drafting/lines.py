"""Invoice and PO lines: made from a PO's, changed in quantity or price, added, summed."""

from __future__ import annotations

import random
from decimal import Decimal

from invoice_env.world.build import Article, SupplierProfile, order_quantities
from invoice_env.world.catalogue import step_of
from invoice_env.world.models import InvoiceLine, PoLine, PurchaseOrder
from invoice_env.world.money import cents


def invoice_lines(po_lines) -> list[InvoiceLine]:
    return [InvoiceLine(article_no=l.article_no, description=l.description, quantity=l.quantity,
                        unit_price=l.unit_price, net_amount=l.net_amount) for l in po_lines]


def total(lines: list[InvoiceLine]) -> Decimal:
    return sum((l.net_amount for l in lines), Decimal("0.00"))


def with_quantity(line: InvoiceLine, qty: Decimal) -> InvoiceLine:
    return line.model_copy(update={"quantity": qty, "net_amount": cents(qty * line.unit_price)})


def with_price(line: InvoiceLine, price: Decimal) -> InvoiceLine:
    return line.model_copy(update={"unit_price": price, "net_amount": cents(price * line.quantity)})


def extra_line(description: str, amount: Decimal) -> InvoiceLine:
    return InvoiceLine(article_no=None, description=description, quantity=Decimal(1), unit_price=amount,
                       net_amount=amount)


def with_article_line(lines: list[InvoiceLine], line: InvoiceLine, rng: random.Random) -> list[InvoiceLine]:
    """`lines` with an article line put among the article lines, before any surcharge or discount."""
    articles = [l for l in lines if l.article_no]
    free = [l for l in lines if not l.article_no]
    articles.insert(rng.randint(0, len(articles)), line)
    return articles + free


def po_lines(articles: list[tuple[Article, Decimal]], rate: Decimal) -> tuple[PoLine, ...]:
    return tuple(PoLine(line_no=i, article_no=a.article_no, description=a.description, quantity=q,
                        unit_price=a.unit_price, net_amount=cents(q * a.unit_price), vat_rate=rate)
                 for i, (a, q) in enumerate(articles, start=1))


def same_rate_articles(profile: SupplierProfile, po: PurchaseOrder) -> list[Article]:
    rate = po.lines[0].vat_rate
    if rate == 0:
        ordered_families = {a.family.vat_rate for a in profile.articles if a.article_no in
                            {l.article_no for l in po.lines}}
        return [a for a in profile.articles if a.family.vat_rate in ordered_families]
    return [a for a in profile.articles if a.family.vat_rate == rate]


def order_quantities_of(article) -> tuple[Decimal, ...]:
    return order_quantities(article.unit_price, article.description)


def fewer(line: InvoiceLine, rng: random.Random) -> Decimal:
    """A quantity below the line's, in whole steps of the article (catalogue.STEPS; a piece otherwise)."""
    step = step_of(line.description)
    steps = int(line.quantity / step)
    if steps < 2 or line.quantity % step:
        raise ValueError(f"{line.quantity} of {line.description!r} is not at least two whole steps of {step}")
    return (step * rng.randint(1, steps - 1)).normalize()


def more(line: InvoiceLine, rng: random.Random) -> Decimal:
    step = step_of(line.description)
    extra = int(line.quantity / step * Decimal(rng.choice(["0.05", "0.1", "0.2"])))
    return (line.quantity + step * max(1, extra)).normalize()
