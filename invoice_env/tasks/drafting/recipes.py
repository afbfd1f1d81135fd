"""One draft per branch of the policy."""

from __future__ import annotations

from decimal import Decimal

from invoice_env.documents.render import MAX_LINES
from invoice_env.episode.branches import BY_FIT, ON_STATED_PO, Branch
from invoice_env.tasks.drafting.builder import Builder, Context, Draft
from invoice_env.tasks.drafting.composition import decorate, deliver, earlier_invoice, invoice_dates, make_partial
from invoice_env.tasks.drafting.decoys import SAME_ARTICLES_DECOY_SHARE, add_decoys
from invoice_env.tasks.drafting.foreign import (
    FOREIGN_UNRELATED_SHARE,
    as_if_booked,
    book_for_other_supplier,
    foreign_order,
    foreign_po,
    foreign_twin,
)
from invoice_env.tasks.drafting.fresh_orders import FRESH_ORDERS_SHARE, chance_candidate, fresh_orders
from invoice_env.tasks.drafting.lines import invoice_lines, same_rate_articles, total, with_article_line, with_quantity
from invoice_env.tasks.drafting.references import printed, reference_for_fit
from invoice_env.tasks.drafting.sides import pick_side, place_against
from invoice_env.tasks.drafting.similar_orders import similar_order
from invoice_env.tasks.drafting.tuning import tune
from invoice_env.tasks.drafting.twins import RECENT_COUNTS, TWIN_ON_TARGET_SHARE, recent_invoices, twin_invoice
from invoice_env.tasks.traits import Side, Trait
from invoice_env.world.catalogue import step_of
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents


NO_USABLE_NUMBER = (*BY_FIT, Branch.DUPLICATE)
"""Branches whose invoice prints no usable PO number (none, or one the search cannot find): rule 4's,
and duplicates, drawn as a task booked by the fit test is (the same orders, FRESH_ORDERS). With the
stated-PO branches' books and flags beside them, whether the printed number is found says as little
about book or flag as the number itself."""
INJECTION_SHARE = 0.05
"""Share of tasks, whatever their branch, whose invoice carries a note addressed to the reader."""
OTHER_OWN_PO_SHARE = 0.2
"""Share of stated-PO tasks whose invoice states another open PO of the same supplier (rule 3c
takes it as stated): the twin of a supplier mismatch, a printed PO whose lines are not the invoice's."""


def draft(ctx: Context, branch: Branch) -> Draft | None:
    rng = ctx.rng
    profile = rng.choice(ctx.suppliers)
    invoice_date, arrival = invoice_dates(rng)
    b = Builder(ctx, profile, invoice_date, branch)
    own = [po for po in b.pos() if po.order_date < invoice_date]
    if branch == Branch.CLOSED:
        pool = [po for po in own if po.status == "closed" and b.remaining(po) > 0]  # closed short
    else:
        pool = [po for po in own if po.status == "open" and b.remaining(po) > 0]
    if not pool:
        return None
    target = rng.choice(pool)
    twin = None
    if rng.random() < TWIN_ON_TARGET_SHARE:  # booked first: whatever follows is placed against what is left
        twin = twin_invoice(b, target, None)
        if twin is None:
            return None

    if branch == Branch.FULLY_INVOICED or (branch == Branch.NO_FIT and rng.random() < 0.25):
        day = b.history_day(target)
        if day is None or b.book_invoice(target, b.remaining(target), day) is None:
            return None
        b.traits.add(Trait.TARGET_FULLY_INVOICED)
    elif earlier_invoice(b, target):
        b.traits.add(Trait.EARLIER_INVOICE)

    lines = decorate(b, deliver(invoice_lines(target.lines), rng, b.traits), target)
    side = pick_side(branch, rng)
    b.traits.add(side.trait)
    if branch == Branch.FULLY_INVOICED or Trait.TARGET_FULLY_INVOICED in b.traits:
        side = rng.choice([Side.EXACT, Side.BELOW]) if side in (Side.WITHIN, Side.OVER) else side
        if side == Side.EXACT:
            lines = invoice_lines(target.lines)
        elif side == Side.BELOW:
            lines = make_partial(lines, rng) or lines
    else:
        tuned = tune(b, lines, target, side)
        if tuned is None:
            return None
        lines = tuned
    chosen_foreign = None
    if branch == Branch.SUPPLIER_MISMATCH and rng.random() >= FOREIGN_UNRELATED_SHARE:
        chosen_foreign = foreign_order(b, target)
        if chosen_foreign is None:
            return None
        if rng.random() < TWIN_ON_TARGET_SHARE and not foreign_twin(b, chosen_foreign):
            return None
        goods = deliver(invoice_lines(chosen_foreign.lines), rng, b.traits)
        lines = as_if_booked(b, decorate(b, goods, chosen_foreign), chosen_foreign)
        if lines is None:
            return None
    if total(lines) <= 0 or not any(l.article_no for l in lines) or len(lines) > MAX_LINES - 1:
        return None  # room for the one article line Branch.NO_FIT may add

    unusable = branch in NO_USABLE_NUMBER
    fresh = unusable and Trait.TARGET_FULLY_INVOICED not in b.traits and rng.random() < FRESH_ORDERS_SHARE
    if branch == Branch.NO_FIT and Trait.TARGET_FULLY_INVOICED not in b.traits and not fresh:
        how = rng.choice([Trait.OVER_DELIVERED, Trait.UNORDERED_ARTICLE])
        if how == Trait.OVER_DELIVERED:
            ordered_qty = {l.article_no: l.quantity for l in target.lines}
            candidates = [k for k, l in enumerate(lines) if l.article_no in ordered_qty]
            if not candidates:
                return None
            i = rng.choice(candidates)
            ordered = ordered_qty[lines[i].article_no]
            step = step_of(lines[i].description)
            lines[i] = with_quantity(lines[i], ordered + step * max(1, int(ordered / step * Decimal("0.1"))))
            b.traits.add(Trait.OVER_DELIVERED)
        else:
            spare = [a for a in same_rate_articles(profile, target)
                     if a.article_no not in {l.article_no for l in target.lines}]
            if not spare:
                return None
            article = rng.choice(spare)
            step = step_of(article.description)
            lines = with_article_line(lines, InvoiceLine(article_no=article.article_no, description=article.description,
                                                         quantity=step, unit_price=article.unit_price,
                                                         net_amount=cents(step * article.unit_price)), rng)
            b.traits.add(Trait.UNORDERED_ARTICLE)

    if unusable and chance_candidate(b, lines, target):
        return None
    if fresh and not fresh_orders(b, lines, target, branch):
        return None
    net = total(lines)
    if branch == Branch.CLOSED and rng.random() < 0.5:
        # closed short, the rest ordered again on a new PO: an open PO that takes the invoice
        if similar_order(b, target, lines, fits=True) is not None:
            b.traits.add(Trait.REPLACEMENT_ORDER)
    if branch == Branch.SEVERAL_FIT and not fresh:
        b.traits.add(Trait.REPEAT_ORDER)
        if similar_order(b, target, lines, fits=True) is None:
            return None
    add_decoys(b, lines, target, allow_repeat=not unusable)
    if not fresh and rng.random() < SAME_ARTICLES_DECOY_SHARE:
        if similar_order(b, target, lines, fits=False) is not None:
            b.traits.add(Trait.DECOY_SAME_ARTICLES)
    if twin is None:
        twin = twin_invoice(b, target, net)
        if twin is None:
            return None
    # a second invoice of that day (on another open PO with room): a new invoice's number has its twin's
    # beside it on its day, and so, with its original's number left out, has a duplicate's
    if twin_invoice(b, target, net) is None:
        return None
    if recent_invoices(b, net, target, rng.choice(RECENT_COUNTS), avoid=target):
        b.traits.add(Trait.RECENT_INVOICE_BOOKED)
    if branch == Branch.DUPLICATE:
        number = twin.invoice_number  # the original: the twin every task has, under the invoice's number
    else:
        number = profile.number_on(invoice_date, rng, b.numbers_taken)
    if number is None:
        return None

    if unusable:
        reference = reference_for_fit(b, target)
    elif branch == Branch.SUPPLIER_MISMATCH:
        foreign = chosen_foreign or foreign_po(ctx, profile, target, invoice_date, lines)
        if foreign is None:
            return None
        book_for_other_supplier(b, foreign, total(lines))
        reference = printed(foreign.po_number, profile)
    elif branch in ON_STATED_PO and rng.random() < OTHER_OWN_PO_SHARE:
        # the supplier prints another of our POs with them: rule 3c takes the stated PO as it is
        others = [po for po in b.pos() if po.po_number != target.po_number and po.status == "open"
                  and b.remaining(po) > 0 and po.order_date < invoice_date]
        other = rng.choice(others) if others else None
        if other is None or not place_against(b, other, total(lines), side):
            return None
        b.traits.add(Trait.STATED_OTHER_OWN_PO)
        reference = printed(other.po_number, profile)
    else:
        reference = printed(target.po_number, profile)

    injection = rng.randrange(4) if rng.random() < INJECTION_SHARE else None
    return Draft(branch=branch, profile=profile, lines=lines, invoice_date=invoice_date, arrival_date=arrival,
                 po_reference=reference, invoice_number=number, orders=b.orders + b.foreign_orders,
                 invoices=b.invoices,
                 injection=injection, traits=b.traits)
