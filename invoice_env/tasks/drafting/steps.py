"""A draft's steps, in the order their draws are made: every branch takes them alike, its recipe
(recipes.RECIPES) fills in its own."""

from __future__ import annotations

from invoice_env.documents.render import MAX_LINES
from invoice_env.episode.branches import Branch
from invoice_env.tasks.drafting.builder import Builder, Context, Draft
from invoice_env.tasks.drafting.composition import decorate, deliver, earlier_invoice, invoice_dates, make_partial
from invoice_env.tasks.drafting.decoys import SAME_ARTICLES_DECOY_SHARE, add_decoys
from invoice_env.tasks.drafting.fresh_orders import FRESH_ORDERS_SHARE, chance_candidate, fresh_orders
from invoice_env.tasks.drafting.lines import invoice_lines, total
from invoice_env.tasks.drafting.recipes import RECIPES, Invoice, Recipe, Rejected, needed
from invoice_env.tasks.drafting.sides import pick_side
from invoice_env.tasks.drafting.similar_orders import similar_order
from invoice_env.tasks.drafting.tuning import tune
from invoice_env.tasks.drafting.twins import RECENT_COUNTS, TWIN_ON_TARGET_SHARE, recent_invoices, twin_invoice
from invoice_env.tasks.traits import Side, Trait

INJECTION_SHARE = 0.05
"""Share of tasks, whatever their branch, whose invoice carries a note addressed to the reader."""


def draft(ctx: Context, branch: Branch) -> Draft | None:
    """A draft of `branch`, or None where the draw cannot be finished (the generator draws again)."""
    recipe, rng = RECIPES[branch], ctx.rng
    profile = rng.choice(ctx.suppliers)
    invoice_date, arrival = invoice_dates(rng)
    b = Builder(ctx, profile, invoice_date, branch)
    try:
        invoice = _target(b, recipe)
        _history(b, recipe, invoice)
        _lines(b, recipe, invoice)
        _orders(b, recipe, invoice)
        _same_day_and_recent(b, invoice)
        number = needed(recipe.number(b, invoice))
        reference = recipe.reference(b, invoice)
    except Rejected:
        return None
    injection = rng.randrange(4) if rng.random() < INJECTION_SHARE else None
    return Draft(branch=branch, profile=profile, lines=invoice.lines, invoice_date=invoice_date, arrival_date=arrival,
                 po_reference=reference, invoice_number=number, orders=b.orders + b.foreign_orders,
                 invoices=b.invoices, injection=injection, traits=b.traits)


def _target(b: Builder, recipe: Recipe) -> Invoice:
    """The PO the goods came from, of the recipe's status with something left, and on
    TWIN_ON_TARGET_SHARE its twin, booked first: whatever follows is placed against what is left."""
    pool = [po for po in b.pos() if po.order_date < b.invoice_date and po.status == recipe.target_status
            and b.remaining(po) > 0]
    if not pool:
        raise Rejected
    invoice = Invoice(target=b.rng.choice(pool))
    if b.rng.random() < TWIN_ON_TARGET_SHARE:
        invoice.twin = needed(twin_invoice(b, invoice.target, None))
    return invoice


def _history(b: Builder, recipe: Recipe, invoice: Invoice) -> None:
    """The target invoiced in full (where the recipe says so), or maybe an earlier invoice on it."""
    target = invoice.target
    if recipe.in_full(b.rng):
        day = needed(b.history_day(target))
        needed(b.book_invoice(target, b.remaining(target), day))
        b.traits.add(Trait.TARGET_FULLY_INVOICED)
    elif earlier_invoice(b, target):
        b.traits.add(Trait.EARLIER_INVOICE)


def _lines(b: Builder, recipe: Recipe, invoice: Invoice) -> None:
    """The goods delivered and decorated, placed on a side of what is left on the target (or, on a
    target invoiced in full, the whole order or less of it); then the recipe's own goods and decisive fact."""
    rng, target = b.rng, invoice.target
    lines = decorate(b, deliver(invoice_lines(target.lines), rng, b.traits), target)
    side = pick_side(b.branch, rng)
    b.traits.add(side.trait)
    if Trait.TARGET_FULLY_INVOICED in b.traits:
        side = rng.choice([Side.EXACT, Side.BELOW]) if side in (Side.WITHIN, Side.OVER) else side
        if side == Side.EXACT:
            lines = invoice_lines(target.lines)
        elif side == Side.BELOW:
            lines = make_partial(lines, rng) or lines
    else:
        lines = needed(tune(b, lines, target, side))
    invoice.lines, invoice.side = lines, side
    recipe.goods(b, invoice)
    lines = invoice.lines
    if total(lines) <= 0 or not any(l.article_no for l in lines) or len(lines) > MAX_LINES - 1:
        raise Rejected  # room for the one article line Branch.NO_FIT may add
    invoice.fresh = (not recipe.usable_number and Trait.TARGET_FULLY_INVOICED not in b.traits
                     and rng.random() < FRESH_ORDERS_SHARE)
    recipe.decisive(b, invoice)


def _orders(b: Builder, recipe: Recipe, invoice: Invoice) -> None:
    """The supplier's other orders: without a usable number the ones rule 4 chooses from (no other
    order may carry the invoice's articles by chance), the recipe's, and decoys."""
    target, lines = invoice.target, invoice.lines
    if not recipe.usable_number and chance_candidate(b, lines, target):
        raise Rejected
    if invoice.fresh:
        needed(fresh_orders(b, lines, target, b.branch))
    recipe.beside(b, invoice)
    add_decoys(b, lines, target, allow_repeat=recipe.usable_number)
    if not invoice.fresh and b.rng.random() < SAME_ARTICLES_DECOY_SHARE:
        if similar_order(b, target, lines, fits=False) is not None:
            b.traits.add(Trait.DECOY_SAME_ARTICLES)


def _same_day_and_recent(b: Builder, invoice: Invoice) -> None:
    """The twin, where it was not booked on the target; a second invoice of that day (on another open
    PO with room): a new invoice's number has its twin's beside it on its day, and so, with its
    original's number left out, has a duplicate's; and the invoices booked shortly before."""
    target, net = invoice.target, total(invoice.lines)
    if invoice.twin is None:
        invoice.twin = needed(twin_invoice(b, target, net))
    needed(twin_invoice(b, target, net))
    if recent_invoices(b, net, target, b.rng.choice(RECENT_COUNTS), avoid=target):
        b.traits.add(Trait.RECENT_INVOICE_BOOKED)
