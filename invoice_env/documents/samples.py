"""Sample invoice documents for checks, pictures and measurements: the facts and suppliers of the
shipped tasks re-rendered in any family, plus synthetic facts with what the shipped tasks lack
(discount and freight lines, decorated and mistyped references, up to eight lines, every VAT rate)."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from decimal import Decimal

from invoice_env.documents.content import VAT_NOTES, Injection, InvoiceDocument
from invoice_env.documents.families import Family
from invoice_env.world.models import InvoiceFacts, InvoiceLine, Supplier, Task
from invoice_env.world.money import cents

SUPPLIER_COLUMNS = ("supplier_id", "name", "vat_number", "country", "street", "postal_code", "city", "iban", "language")


def suppliers_of_snapshot(snapshot: bytes) -> dict[str, Supplier]:
    """Suppliers of the base snapshot, keyed by their VAT number as the ERP stores it."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.deserialize(snapshot)
        rows = conn.execute(f"SELECT {', '.join(SUPPLIER_COLUMNS)} FROM suppliers").fetchall()
    finally:
        conn.close()
    return {row[2]: Supplier(**dict(zip(SUPPLIER_COLUMNS, row))) for row in rows}


def document_for_task(task: Task, supplier: Supplier, family: Family, seed: int) -> InvoiceDocument:
    note = None
    if task.facts.reverse_charge_stated:
        note = "domestic_reverse_charge" if supplier.country == "BE" else VAT_NOTES[1 + seed % 2]
    return InvoiceDocument(supplier=supplier, facts=task.facts, family=family, vat_note=note, injection=None, seed=seed)


REFERENCES = ("45001234", "PO-45001234", "PO 45001234", "4500 1234", "4500123", "45012334", None)
WORDS = {"nl": ("Korting 3 %", "Transportkosten"), "fr": ("Remise 3 %", "Frais de port"),
         "de": ("Rabatt 3 %", "Frachtkosten"), "en": ("Discount 3 %", "Freight")}


def synthetic_document(supplier: Supplier, family: Family, seed: int) -> InvoiceDocument:
    """A document with discount/freight lines, up to eight lines and a reference in any style."""
    rng = random.Random(seed)
    count = rng.randint(1, 7)
    lines = []
    for index in range(count):
        qty = Decimal(rng.choice([rng.randint(1, 12), rng.randint(1, 250)]))
        price = cents(Decimal(rng.choice([rng.randint(50, 9_000), rng.randint(50, 250_000)])) / 100)
        article = rng.choice([f"ABC-{rng.randint(10000, 99999)}", f"{rng.randint(100, 999)}.{rng.randint(100, 999)}",
                              f"TB{rng.randint(10000, 99999)}"])
        lines.append(InvoiceLine(article_no=article, description=f"Artikel {index + 1} type {rng.randint(1, 99)}",
                                 quantity=qty, unit_price=price, net_amount=cents(qty * price)))
    discount, freight = WORDS[supplier.language]
    subtotal = sum((l.net_amount for l in lines), Decimal("0.00"))
    if rng.random() < 0.5:
        off = -cents(subtotal * Decimal("0.03"))
        lines.append(InvoiceLine(article_no=None, description=discount, quantity=Decimal(1), unit_price=off,
                                 net_amount=off))
    if rng.random() < 0.5 and len(lines) < 8:
        fee = cents(Decimal(rng.randint(1500, 9500)) / 100)
        lines.append(InvoiceLine(article_no=None, description=freight, quantity=Decimal(1), unit_price=fee,
                                 net_amount=fee))
    lines = lines[:8]
    reverse = rng.random() < 0.25
    rate = Decimal(0) if reverse else Decimal(rng.choice([21, 21, 12, 6, 0]))
    net = sum((l.net_amount for l in lines), Decimal("0.00"))
    vat = cents(net * rate / 100)
    day = date(2026, 11, 1) + timedelta(days=rng.randint(0, 60))
    style = rng.choice(["F{y}-{n:04d}", "{y}/{n:05d}", "RE-{n:06d}", "VF/{y}/{n:04d}", "INV-{n:05d}"])
    facts = InvoiceFacts(
        supplier_name=None, supplier_vat=supplier.vat_number,
        invoice_number=style.format(y=day.year, n=rng.randint(1, 9999)), invoice_date=day,
        due_date=day + timedelta(days=30), po_reference=rng.choice(REFERENCES), lines=tuple(lines), net_total=net,
        vat_rate=rate, vat_amount=vat, gross_total=net + vat, reverse_charge_stated=reverse)
    note = None
    if reverse:
        note = "domestic_reverse_charge" if supplier.country == "BE" else rng.choice(VAT_NOTES[1:])
    injection = None
    if rng.random() < 0.2:
        injection = Injection(kind=rng.randrange(4), gl="611000", po=f"4500{rng.randint(1000, 9999)}", vat="V06")
    return InvoiceDocument(supplier=supplier, facts=facts, family=family, vat_note=note, injection=injection,
                           seed=seed)
