"""Another supplier's PO printed on the invoice (a supplier mismatch) and what that supplier invoices on it."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from invoice_env.episode.branches import Branch
from invoice_env.tasks.drafting.builder import Builder, Context
from invoice_env.tasks.drafting.composition import earlier_invoice
from invoice_env.tasks.drafting.lines import order_quantities_of, po_lines, total, with_quantity
from invoice_env.tasks.drafting.sides import pick_side
from invoice_env.tasks.drafting.tuning import tune
from invoice_env.world.build import Article, SupplierProfile
from invoice_env.world.models import InvoiceLine, PurchaseOrder, SupplierInvoice
from invoice_env.world.money import cents


FOREIGN_SAME_STYLE_SHARE = 0.95
"""Share of supplier-mismatch tasks whose foreign PO belongs to a supplier that numbers its invoices
in the same style as the invoicing one (the style of the PO's booked invoices says nothing)."""
FOREIGN_UNRELATED_SHARE = 0.1
"""Share of supplier-mismatch tasks whose foreign PO shares no article with the invoice (a wrong
number that happens to be another supplier's PO); the others invoice a foreign PO's goods, delivered
as our own POs' are, so how much of the printed PO the invoice carries says nothing."""


def other_suppliers(ctx: Context, profile: SupplierProfile, same_category: bool = True) -> list[SupplierProfile]:
    """Other suppliers a foreign PO may belong to: on FOREIGN_SAME_STYLE_SHARE of the draws only ones
    numbering their invoices in this supplier's style, else any; of those, the ones of its category
    when `same_category` and there are any."""
    others = [p for p in ctx.visible if p is not profile]
    if ctx.rng.random() < FOREIGN_SAME_STYLE_SHARE:
        others = [p for p in others if p.invoice_style == profile.invoice_style]
    if same_category:
        return [p for p in others if p.category == profile.category] or others
    return others


def foreign_po(ctx: Context, profile: SupplierProfile, target: PurchaseOrder, day: date,
               lines: list[InvoiceLine]) -> PurchaseOrder | None:
    """A PO of another supplier that buys the same kind of thing at the same VAT rate, if possible,
    and carries none of the articles invoiced (FOREIGN_UNRELATED_SHARE)."""
    rng = ctx.rng
    rate = target.lines[0].vat_rate
    invoiced, net = {l.article_no for l in lines if l.article_no}, total(lines)

    def unrelated(po: PurchaseOrder) -> bool:
        return (po.status == "open" and po.order_date < day and po.net_total >= net
                and not invoiced & {l.article_no for l in po.lines})

    def of(suppliers: list[SupplierProfile]) -> list[PurchaseOrder]:
        return [po for p in suppliers for po in ctx.orders_by_supplier.get(p.supplier.supplier_id, []) if unrelated(po)]

    close = [po for po in of(other_suppliers(ctx, profile)) if po.lines[0].vat_rate == rate]
    pool = close or of(other_suppliers(ctx, profile, same_category=False))
    return rng.choice(pool) if pool else None


def foreign_order(b: Builder, target: PurchaseOrder) -> PurchaseOrder | None:
    """An order we placed with another supplier for goods this one sells too (manufacturer article
    numbers are shared): the articles of one of our open orders with this supplier (`target`), in
    whole steps never above what we order of them here, at list prices, open, ordered before the
    invoice; the other supplier numbers its invoices in this one's style (FOREIGN_SAME_STYLE_SHARE)."""
    rng = b.rng
    other = rng.choice(other_suppliers(b.ctx, b.profile))
    if not b.ctx.orders_by_supplier.get(other.supplier.supplier_id):
        return None
    sold = {article.article_no: article for article in b.profile.articles}
    picks = [sold[l.article_no] for l in target.lines if l.article_no in sold]
    most: dict[str, Decimal] = {}
    for po in b.pos():
        for line in po.lines:
            most[line.article_no] = max(most.get(line.article_no, Decimal(0)), line.quantity)

    def quantity(article: Article) -> Decimal:  # never more than we order of it from this supplier
        options = order_quantities_of(article)
        return rng.choice([q for q in options if q <= most.get(article.article_no, q)] or options[:1])

    lines = po_lines([(a, quantity(a)) for a in picks], target.lines[0].vat_rate)
    return b.new_po(lines, other=other)


def as_if_booked(b: Builder, lines: list[InvoiceLine], po: PurchaseOrder) -> list[InvoiceLine] | None:
    """A foreign PO's goods invoiced the way our own stated POs are: never above the ordered
    quantities, placed against the PO's remaining net by `tune` on a side drawn as for a booked one."""
    ordered = {l.article_no: l.quantity for l in po.lines}
    lines = [with_quantity(l, min(l.quantity, ordered[l.article_no])) if l.article_no in ordered else l
             for l in lines]
    earlier_invoice(b, po)
    return tune(b, lines, po, pick_side(Branch.BOOK_STATED, b.rng))


def foreign_twin(b: Builder, po: PurchaseOrder) -> bool:
    """An invoice of the foreign order's supplier dated on the invoice date, booked on it before the
    invoice is placed against what is left: the printed PO of a supplier mismatch holds one of that day
    as often as the printed PO of a booked invoice holds its twin."""
    amount = cents(po.net_total * Decimal(b.rng.choice(["0.2", "0.3", "0.5", "1"])))
    if b.invoiced(po) + amount >= po.net_total:
        return False
    return b.book_invoice(po, amount, b.invoice_date) is not None


def book_for_other_supplier(b: Builder, po: PurchaseOrder, net: Decimal) -> None:
    """The other supplier invoices us too: its PO carries booked invoices as often as our own do,
    never so many that the invoice's net would stand out against what is left on it."""
    rng = b.rng
    other = b.ctx.world.by_id[po.supplier_id]
    taken = {inv.invoice_number for inv in b.ctx.invoices_by_supplier.get(po.supplier_id, [])}
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        day = b.invoice_date - timedelta(days=rng.randint(0, 25))
        number = other.number_on(day, rng, taken) if day > po.order_date else None
        amount = cents(po.net_total * Decimal(rng.choice(["0.2", "0.3", "0.5"])))
        if number is None or number in b.numbers_of(po.supplier_id) or b.invoiced(po) + amount > po.net_total - net:
            continue  # no free number that day, one the draft already gave (its foreign order's), or no room
        taken.add(number)
        b.invoices.append(SupplierInvoice(supplier_id=po.supplier_id, invoice_number=number, invoice_date=day,
                                          net_amount=amount, po_number=po.po_number))
