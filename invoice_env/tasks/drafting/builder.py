"""A draft in the making: the ERP rows it adds (orders, booked invoices) and the numbers they take."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Callable, TypeVar

from invoice_env.episode.branches import Branch
from invoice_env.tasks.traits import Trait
from invoice_env.world.build import OPEN_ORDER_AGE, TODAY, SupplierProfile, World
from invoice_env.world.models import InvoiceLine, PoLine, PurchaseOrder, SupplierInvoice


T = TypeVar("T")

ORDER_NEAR_DAYS = 30
"""A similar order is ordered within this many days of the order it repeats."""


@dataclass
class Draft:
    branch: Branch
    profile: SupplierProfile
    lines: list[InvoiceLine]
    invoice_date: date
    arrival_date: date
    po_reference: str | None
    invoice_number: str
    orders: list[PurchaseOrder] = field(default_factory=list)
    invoices: list[SupplierInvoice] = field(default_factory=list)
    injection: int | None = None
    traits: set[Trait] = field(default_factory=set)


class Context:
    """The world as drafts see it: the suppliers of this split, their POs and booked invoices."""

    def __init__(self, world: World, split: str, rng: random.Random):
        self.world = world
        self.rng = rng
        self.split = split
        self.suppliers = [p for p in world.profiles if p.held_out == (split == "eval")]
        self.visible = [p for p in world.profiles if not p.held_out or split == "eval"]
        self.invoiced: dict[str, Decimal] = {}
        self.invoices_by_supplier: dict[str, list[SupplierInvoice]] = {}
        for inv in world.invoices:
            self.invoiced[inv.po_number] = self.invoiced.get(inv.po_number, Decimal(0)) + inv.net_amount
            self.invoices_by_supplier.setdefault(inv.supplier_id, []).append(inv)
        self.orders_by_supplier: dict[str, list[PurchaseOrder]] = {}
        for po in world.orders:
            self.orders_by_supplier.setdefault(po.supplier_id, []).append(po)
        self.all_numbers = {po.po_number for po in world.orders}


class Builder:
    """One draft in the making: its fixture rows and the identifiers they take."""

    def __init__(self, ctx: Context, profile: SupplierProfile, invoice_date: date, branch: Branch):
        self.ctx = ctx
        self.rng = ctx.rng
        self.profile = profile
        self.sid = profile.supplier.supplier_id
        self.invoice_date = invoice_date
        self.orders: list[PurchaseOrder] = []
        self.foreign_orders: list[PurchaseOrder] = []
        """Orders the draft placed with other suppliers (not among `pos()`)."""
        self.invoices: list[SupplierInvoice] = []
        self.numbers_taken = {inv.invoice_number for inv in ctx.invoices_by_supplier.get(self.sid, [])}
        self.po_taken = set(ctx.all_numbers)
        self.traits: set[Trait] = set()
        self.branch = branch
        self.similar_share: Decimal | None = None
        """The invoiced share of every similar order of this draft once drawn (`similar_share`)."""
        self.placed: set[str] = set()
        """POs whose remaining net was placed against the invoice (similar orders): no later
        invoice may move it."""

    # ---- what the ERP holds for this draft
    def pos(self) -> list[PurchaseOrder]:
        return self.ctx.orders_by_supplier.get(self.sid, []) + self.orders

    def invoiced(self, po: PurchaseOrder) -> Decimal:
        extra = sum((i.net_amount for i in self.invoices if i.po_number == po.po_number), Decimal(0))
        return self.ctx.invoiced.get(po.po_number, Decimal(0)) + extra

    def remaining(self, po: PurchaseOrder) -> Decimal:
        return po.net_total - self.invoiced(po)

    def booked(self) -> list[SupplierInvoice]:
        return self.ctx.invoices_by_supplier.get(self.sid, []) + self.invoices

    # ---- a step tried whole
    def attempt(self, step: Callable[[], T | None]) -> T | None:
        """Run `step`; where it gives up (returns None), take back the orders, invoices, traits and
        placed POs it added. The numbers it took stay taken: releasing them would change later draws."""
        orders, foreign, invoices = list(self.orders), list(self.foreign_orders), list(self.invoices)
        traits, placed = set(self.traits), set(self.placed)
        result = step()
        if result is None:
            self.orders[:], self.foreign_orders[:], self.invoices[:] = orders, foreign, invoices
            self.traits.intersection_update(traits)
            self.placed.intersection_update(placed)
        return result

    # ---- new rows, numbered and dated like the base history
    def book_invoice(self, po: PurchaseOrder, amount: Decimal, day: date) -> SupplierInvoice | None:
        """An invoice of the PO's supplier (this one's, or another's on a foreign order) booked on it."""
        if day <= po.order_date or amount <= 0 or self.invoiced(po) + amount > po.net_total:
            return None  # never invoiced beyond the order: the base history never is
        profile, taken = self.profile, self.numbers_taken
        if po.supplier_id != self.sid:
            profile = self.ctx.world.by_id[po.supplier_id]
            taken = self.numbers_of(po.supplier_id)
        number = profile.number_on(day, self.rng, taken)
        if number is None:
            return None
        taken.add(number)
        row = SupplierInvoice(supplier_id=po.supplier_id, invoice_number=number, invoice_date=day, net_amount=amount,
                              po_number=po.po_number)
        self.invoices.append(row)
        return row

    def numbers_of(self, supplier_id: str) -> set[str]:
        """The invoice numbers another supplier has used: its booked history and this draft's rows."""
        return {i.invoice_number for i in self.ctx.invoices_by_supplier.get(supplier_id, []) + self.invoices
                if i.supplier_id == supplier_id}

    def history_day(self, po: PurchaseOrder) -> date | None:
        start, end = po.order_date + timedelta(days=3), self.invoice_date - timedelta(days=1)
        if end < start:
            return None
        return start + timedelta(days=self.rng.randint(0, (end - start).days))

    def new_po(self, lines: tuple[PoLine, ...], near: date | None = None,
               other: SupplierProfile | None = None) -> PurchaseOrder | None:
        """`near`: ordered within ORDER_NEAR_DAYS of that date (another order of the same goods);
        `other`: an order placed with that supplier instead, kept apart in `foreign_orders`."""
        latest = (TODAY - self.invoice_date).days + 2
        low, high = max(OPEN_ORDER_AGE[0], latest), OPEN_ORDER_AGE[1]
        if near is not None:
            age = (TODAY - near).days
            low, high = max(low, age - ORDER_NEAR_DAYS), min(high, age + ORDER_NEAR_DAYS)
        if low > high:
            return None
        while True:
            number = f"4500{self.rng.randint(1000, 9998):04d}"
            if number not in self.po_taken:
                break
        self.po_taken.add(number)
        sid = other.supplier.supplier_id if other else self.sid
        po = PurchaseOrder(po_number=number, supplier_id=sid,
                           order_date=TODAY - timedelta(days=self.rng.randint(low, high)), status="open",
                           gl_account=self.ctx.orders_by_supplier[sid][0].gl_account if other
                           else self.pos()[0].gl_account, lines=lines)
        (self.foreign_orders if other else self.orders).append(po)
        return po
