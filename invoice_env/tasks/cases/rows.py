"""A case's ERP rows checked with the ERP's own rules before any database sees them: VAT numbers and
IBANs with their check digits, unique numbers, foreign keys (a booked invoice on an existing PO of
its own supplier). Every problem names the field and the value."""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass

from invoice_env.tasks.cases.spec import CaseFile, CaseInvoice, CaseOrder, CaseSupplier
from invoice_env.world.identifiers import iban_problem, normalize_po_number, normalize_vat, vat_problem
from invoice_env.world.models import PoLine, PurchaseOrder, Supplier, SupplierInvoice, TaskFixtures
from invoice_env.world.money import cents


@dataclass(frozen=True)
class ErpIndex:
    """What the shipped snapshot already holds, by the keys the ERP keeps unique."""

    suppliers: dict[str, str]  # vat_key -> supplier_id
    orders: dict[str, str]  # po_number -> supplier_id
    invoices: frozenset[tuple[str, str]]  # (supplier_id, invoice_number)

    @classmethod
    def of(cls, snapshot: bytes) -> "ErpIndex":
        conn = sqlite3.connect(":memory:")
        try:
            conn.deserialize(snapshot)
            return cls(dict(conn.execute("SELECT vat_key, supplier_id FROM suppliers")),
                       dict(conn.execute("SELECT po_number, supplier_id FROM purchase_orders")),
                       frozenset(conn.execute("SELECT supplier_id, invoice_number FROM supplier_invoices")))
        finally:
            conn.close()


def new_supplier_id(vat_key: str) -> str:
    return f"C{hashlib.sha256(vat_key.encode()).hexdigest()[:8].upper()}"


def case_fixtures(spec: CaseFile, erp: ErpIndex) -> tuple[TaskFixtures | None, list[str]]:
    """The case's rows as fixtures, or None and every problem found."""
    return rows_fixtures(spec.suppliers, spec.purchase_orders, spec.booked_invoices, spec.invoice.supplier_vat, erp)


def rows_fixtures(spec_suppliers: list[CaseSupplier] | None, spec_orders: list[CaseOrder] | None,
                  spec_booked: list[CaseInvoice] | None, invoice_vat: str | None,
                  erp: ErpIndex) -> tuple[TaskFixtures | None, list[str]]:
    """The rows as fixtures, or None and every problem found. A table given as None did not validate (its
    problems are reported already): the tables that refer to it (purchase orders to suppliers, booked invoices
    to purchase orders) are not checked either, since every reference into it would be a problem that is
    not one."""
    problems: list[str] = []
    ids = dict(erp.suppliers)
    suppliers = []
    if spec_suppliers is None:
        spec_orders = spec_booked = None
    if spec_orders is None:
        spec_booked = None
    for n, s in enumerate(spec_suppliers or (), start=1):
        where = f"field suppliers.{n}"
        key = normalize_vat(s.vat_number)
        checks = {"vat_number": vat_problem(s.vat_number, s.country),
                  "iban": iban_problem(s.iban, s.country) if s.iban else None}
        problems += [f"{where}.{name}: {problem}" for name, problem in checks.items() if problem]
        if key in ids:
            source = "the ERP" if key in erp.suppliers else "an earlier [[suppliers]] entry"
            problems.append(f"{where}.vat_number: supplier {s.vat_number} is already in {source} (VAT numbers are "
                            "unique); leave it out to use that supplier")
            continue
        ids[key] = new_supplier_id(key)
        suppliers.append(Supplier(supplier_id=ids[key], **s.model_dump()))

    def supplier_of(vat: str, where: str) -> str | None:
        found = ids.get(normalize_vat(vat))
        if found is None:
            problems.append(f"field {where}: supplier {vat} is neither in the ERP nor in [[suppliers]]")
        return found

    owner = dict(erp.orders)
    orders = []
    for n, o in enumerate(spec_orders or (), start=1):
        supplier_id = supplier_of(o.supplier_vat, f"purchase_orders.{n}.supplier_vat")
        number = normalize_po_number(o.po_number)
        if not number:
            problems.append(f"field purchase_orders.{n}.po_number: {o.po_number!r} holds no PO number")
            continue
        if number in owner:
            source = "the ERP" if number in erp.orders else "an earlier [[purchase_orders]] entry"
            problems.append(f"field purchase_orders.{n}.po_number: PO {number} already exists in {source} "
                            "(PO numbers are unique)")
            continue
        if supplier_id:
            owner[number] = supplier_id
            lines = tuple(PoLine(line_no=i, article_no=l.article_no, description=l.description, quantity=l.quantity,
                                 unit_price=l.unit_price, net_amount=cents(l.quantity * l.unit_price),
                                 vat_rate=l.vat_rate) for i, l in enumerate(o.lines, start=1))
            orders.append(PurchaseOrder(po_number=number, supplier_id=supplier_id, order_date=o.order_date,
                                        status=o.status, gl_account=o.gl_account, lines=lines))

    booked = set(erp.invoices)
    invoices = []
    for n, i in enumerate(spec_booked or (), start=1):
        where = f"field booked_invoices.{n}"
        supplier_id = supplier_of(i.supplier_vat, f"booked_invoices.{n}.supplier_vat")
        number = normalize_po_number(i.po_number)
        if number not in owner:
            problems.append(f"{where}.po_number: PO {i.po_number} is neither in the ERP nor in [[purchase_orders]]; "
                            "a booked invoice must be on an existing PO")
        elif supplier_id and owner[number] != supplier_id:
            problems.append(f"{where}.po_number: PO {number} belongs to another supplier than {i.supplier_vat}; "
                            "a booked invoice must be on a PO of its own supplier")
        if supplier_id and (supplier_id, i.invoice_number) in booked:
            problems.append(f"{where}.invoice_number: {i.invoice_number!r} of {i.supplier_vat} is already booked "
                            "(invoice numbers are unique per supplier)")
        if supplier_id and number in owner and owner[number] == supplier_id:
            booked.add((supplier_id, i.invoice_number))
            invoices.append(SupplierInvoice(supplier_id=supplier_id, invoice_number=i.invoice_number,
                                            invoice_date=i.invoice_date, net_amount=i.net_amount, po_number=number))

    problem = vat_problem(invoice_vat) if invoice_vat is not None else None
    if problem:
        problems.append(f"field invoice.supplier_vat: {problem}")
    if problems or None in (spec_suppliers, spec_orders, spec_booked):
        return None, problems
    return TaskFixtures(suppliers=tuple(suppliers), orders=tuple(orders), invoices=tuple(invoices)), []
