"""Other orders of the target's articles for about the same amount: ones that take the invoice too,
and ones short of it."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Callable

from invoice_env.tasks.drafting.builder import Builder
from invoice_env.tasks.drafting.lines import order_quantities_of, po_lines, same_rate_articles, total
from invoice_env.tasks.drafting.sides import lands_on, pick_side, ratio_between, side_ratio
from invoice_env.tasks.traits import Side
from invoice_env.world.catalogue import step_of
from invoice_env.world.models import InvoiceLine, PoLine, PurchaseOrder
from invoice_env.world.money import cents


KEEP_UNINVOICED = 0.5
"""Share of the target's ordered articles the invoice does not carry that a similar order has too."""
SIMILAR_TRIES = 30
"""How often a similar order is drawn again before the draft is given up."""
MAKE_UP_WITHIN = Decimal("0.01")
"""A similar order's amount lands within this share of the amount drawn for it, or is drawn again: a
loose landing would leave the orders short of the invoice (whose quantities reach less) below it."""
SPARE_AT_MOST = Decimal("0.5")
"""A similar order's one more article (on FRESH_SPARE_SHARE of the sets) is worth at most this share of
the order."""
MIRROR_SPREAD = Decimal("0.03")
RATIO_EDGES = (Decimal(1), Decimal("1.02"), Decimal("1.04"), Decimal("1.10"), Decimal("1.50"))
"""Where the 2 % rule and the coarse overshoot buckets cut: a similar order of an open target lands
the invoice net in the same bucket as the target does, within MIRROR_SPREAD of its ratio."""


def _bucket(ratio: Decimal) -> int:
    return sum(ratio > edge for edge in RATIO_EDGES)


def _lands_near(mirror: Decimal, ratio: Decimal) -> bool:
    return _bucket(ratio) == _bucket(mirror) and abs(ratio / mirror - 1) <= MIRROR_SPREAD


UNINVOICED_SIMILAR = 0.5
"""Where a similar order cannot mirror a target that is invoiced in full, the share of drafts whose
similar orders are uninvoiced; the others' are invoiced for 10-70 % (as an earlier invoice leaves one)."""
MIRROR_SHARE_AT_MOST = Decimal("0.8")
"""A target invoiced further than this lends its share to no similar order (one drawn for the draft instead)."""


def similar_share(b: Builder, target: PurchaseOrder) -> Decimal:
    """The invoiced share of a similar order, the same for every similar order of a draft whether it
    takes the invoice or not: the target's as it stands (`fresh_orders` fixes it for the draft before
    it invoices the target in full), or one drawn for the draft where the target is invoiced further
    than MIRROR_SHARE_AT_MOST (a fully invoiced target's share, capped, marked every order after it: 90 %)."""
    if b.similar_share is not None:
        return b.similar_share
    share = b.invoiced(target) / target.net_total
    if b.remaining(target) > 0 and share <= MIRROR_SHARE_AT_MOST:
        return share
    b.similar_share = (Decimal(0) if b.rng.random() < UNINVOICED_SIMILAR
                       else Decimal(b.rng.randint(100, 700)) / 1000)
    return b.similar_share


def similar_order(b: Builder, target: PurchaseOrder, lines: list[InvoiceLine], fits: bool,
                  with_spare: bool | None = None, lands: tuple[Side, Decimal | None] | None = None
                  ) -> PurchaseOrder | None:
    """`_similar_order`, drawn again where the quantities cannot reach the amount drawn. `with_spare`:
    the order carries one more article (True) or not (False, None). `lands`: the side and the ratio to
    mirror (None: any ratio of that side) where the invoice net lands against the order, in place of
    the target's."""
    left = b.remaining(target)
    mirror = total(lines) / left if left > 0 and target.status == "open" else None
    side = pick_side(b.branch, b.rng)
    if lands is not None:
        side, mirror = lands
    for _ in range(SIMILAR_TRIES):
        po = _similar_order(b, target, lines, fits, side, mirror, with_spare)
        if po is not None:
            return po
    return None


def _similar_order(b: Builder, target: PurchaseOrder, lines: list[InvoiceLine], fits: bool, side: Side,
                   mirror: Decimal | None, with_spare: bool | None) -> PurchaseOrder | None:
    """Another order of the target's articles for about the same amount, as a wholesaler places them
    again and again: one that takes the invoice too (`fits`: every invoiced quantity at most the
    ordered one), or one short of it on one invoiced article (another article in place of an invoice's
    only one), the difference made up on another of the invoice's articles. What it holds beside them
    (ordered articles the invoice does not carry, one more article) is drawn alike whether or not it
    takes the invoice, and it is invoiced as far as the target is (or as far as every similar order of
    the draft, `similar_share`), so neither its amount, its spare value nor its history tells them apart."""
    rng = b.rng
    invoiced: dict[str, Decimal] = {}
    for line in lines:
        if line.article_no:
            invoiced[line.article_no] = invoiced.get(line.article_no, Decimal(0)) + line.quantity
    by_number = {a.article_no: a for a in b.profile.articles}
    if any(l.article_no not in by_number for l in target.lines):
        return None
    spare = [a for a in same_rate_articles(b.profile, target)
             if a.article_no not in {l.article_no for l in target.lines} | set(invoiced)]
    shortable = [l.article_no for l in target.lines if invoiced.get(l.article_no, 0) > step_of(l.description)]
    # an invoice of one article: an order that does not take it carries another article in its place (short
    # on the only article, its value would be the invoice's less a step, and what makes up the amount the rest)
    swap = rng.choice(spare) if not fits and len(invoiced) == 1 and spare else None
    if not fits and not shortable and swap is None:
        return None
    short = None if fits or swap is not None else rng.choice(shortable)
    # the invoice's net against what is left is the target's ratio (an open target) or drawn on the
    # target's side: that fixes the order's amount
    share = similar_share(b, target)
    ratio = (mirror * (1 + ratio_between(-MIRROR_SPREAD, MIRROR_SPREAD, rng)) if mirror is not None
             else side_ratio(side, rng))
    wanted = total(lines) / ratio / (1 - share)
    # what an order that takes the invoice has room for beside the invoice's articles: every order, whether
    # it takes the invoice or not, holds at most that much of other articles (else the ones that take it
    # would be the ones holding little else)
    room = wanted - sum((by_number[a].unit_price
                         * min((q for q in order_quantities_of(by_number[a]) if q >= need), default=need)
                         for a, need in invoiced.items() if a in by_number), Decimal(0))
    order: list[list] = []
    for line in target.lines:
        need = invoiced.get(line.article_no)
        choices = order_quantities_of(line)
        if need is None:
            quantity = rng.choice(choices)
            if rng.random() >= KEEP_UNINVOICED or quantity * line.unit_price > room:
                continue
            room -= quantity * line.unit_price
        elif swap is not None:
            quantity = rng.choice(order_quantities_of(swap))
            order.append([swap, quantity])
            continue
        elif line.article_no == short:
            quantity = rng.choice(tuple(q for q in choices if q < need) or (need - step_of(line.description),))
        else:
            quantity = rng.choice(tuple(q for q in choices if q >= need) or (need,))
        order.append([by_number[line.article_no], quantity])
    if with_spare:  # one more article, in a quantity drawn whether or not the order takes the invoice
        extra = [(a, q) for a in spare if swap is None or a is not swap for q in order_quantities_of(a)
                 if a.unit_price * q <= min(wanted * SPARE_AT_MOST, room)]
        if extra:
            article, q = rng.choice(extra)
            order.insert(rng.randint(0, len(order)), [article, q])
    # the difference is made up on one line of the invoice's articles (or of the one in their place), never
    # on the others: what the order holds beside the invoice's articles is drawn alike for every order
    total_now = sum((a.unit_price * q for a, q in order), Decimal(0))
    options = []
    for index, (article, quantity) in enumerate(order):
        if article.article_no == short or not (article.article_no in invoiced or article is swap):
            continue
        floor = invoiced.get(article.article_no, Decimal(1))
        for q in order_quantities_of(article):
            if q >= floor:
                options.append((abs(total_now + article.unit_price * (q - quantity) - wanted), index, article, q))
    if not options:
        return None
    best = min(option[0] for option in options)
    if best > wanted * MAKE_UP_WITHIN:
        return None  # an order that cannot come close to the amount drawn would sit off it one way (short ones low)
    _, index, article, q = rng.choice([option for option in options if option[0] <= best * Decimal("1.01")])
    order[index][1] = q
    net = total(lines)

    def lands(left: Decimal) -> bool:
        return _lands_near(mirror, net / left) if mirror is not None else lands_on(side, net / left)

    ordered = po_lines([(a, q) for a, q in order], target.lines[0].vat_rate)
    return b.attempt(lambda: _placed(b, ordered, target.order_date, share, lands))


def _placed(b: Builder, lines: tuple[PoLine, ...], near: date, share: Decimal,
            lands: Callable[[Decimal], bool]) -> PurchaseOrder | None:
    """The order placed near `near` and invoiced for `share` of it, if the invoice net then `lands`
    against what is left on it."""
    po = b.new_po(lines, near=near)
    if po is None:
        return None
    if share > 0:
        day = b.history_day(po)
        if day is None or b.book_invoice(po, cents(po.net_total * share), day) is None:
            return None
    left = b.remaining(po)
    if left <= 0 or not lands(left):
        return None  # the quantities it may be placed in do not reach the amount drawn
    b.placed.add(po.po_number)
    return po
