"""Writes the two example cases next to this file (run: python evals/cases/make_examples.py).

Real cases are your own invoices; these two are rendered with the package's invoice writer so the
example is self-contained. They are not in the dataset."""

from datetime import date
from decimal import Decimal
from pathlib import Path

from invoice_env.documents.content import build_content
from invoice_env.documents.render import InvoiceDocument, family_by_id, render_invoice
from invoice_env.world.models import InvoiceFacts, InvoiceLine, Supplier

HERE = Path(__file__).resolve().parent

SUPPLIER = Supplier(supplier_id="X", name="Verlichting Claeys BV", vat_number="BE0811.223.371", country="BE",
                    street="Kanaalweg 9", postal_code="8500", city="Kortrijk", iban="BE68 5390 0754 7034",
                    language="nl")

CASE_TOML = {
    "led-0001": '''# A booking: the invoice matches open PO 45700001 of a supplier this case adds to the ERP.
tags = ["lighting", "stated_po"]

[invoice]                  # what the PDF says; each fact is checked against its text
supplier_vat = "BE0811.223.371"
invoice_number = "2026-0151"
invoice_date = 2026-11-24
net_total = "1236.00"
vat_rate = "21"
po_reference = "45700001"
reverse_charge_stated = false

[[invoice.lines]]
article_no = "VC-10420"
quantity = "24"

[[invoice.lines]]
article_no = "VC-10977"
quantity = "12"

[expected]
action = "book"
po_number = "45700001"
gl_account = "604000"
vat_code = "V21"
net_amount = "1236.00"

[[suppliers]]
name = "Verlichting Claeys BV"
vat_number = "BE0811.223.371"
country = "BE"
street = "Kanaalweg 9"
postal_code = "8500"
city = "Kortrijk"
iban = "BE68 5390 0754 7034"
language = "nl"

[[purchase_orders]]
po_number = "45700001"
supplier_vat = "BE0811.223.371"
order_date = 2026-10-20
status = "open"
gl_account = "604000"

[[purchase_orders.lines]]
article_no = "VC-10420"
description = "LED-paneel 60x60 36W"
quantity = "24"
unit_price = "42.50"
vat_rate = "21"

[[purchase_orders.lines]]
article_no = "VC-10977"
description = "LED-driver 700mA"
quantity = "12"
unit_price = "18.00"
vat_rate = "21"
''',
    "led-0002": '''# A flag: the same supplier sends invoice 2026-0142 again; the ERP already holds it.
tags = ["lighting", "duplicate"]

[invoice]                  # what the PDF says; each fact is checked against its text
supplier_vat = "BE0811.223.371"
invoice_number = "2026-0142"
invoice_date = 2026-11-05
net_total = "1236.00"
vat_rate = "21"
po_reference = "45700001"
reverse_charge_stated = false

[[invoice.lines]]
article_no = "VC-10420"
quantity = "24"

[[invoice.lines]]
article_no = "VC-10977"
quantity = "12"

[expected]
action = "flag"
reason = "duplicate_invoice"

[[suppliers]]
name = "Verlichting Claeys BV"
vat_number = "BE0811.223.371"
country = "BE"
language = "nl"

[[purchase_orders]]
po_number = "45700001"
supplier_vat = "BE0811.223.371"
order_date = 2026-10-20
gl_account = "604000"

[[purchase_orders.lines]]
article_no = "VC-10420"
description = "LED-paneel 60x60 36W"
quantity = "24"
unit_price = "42.50"
vat_rate = "21"

[[purchase_orders.lines]]
article_no = "VC-10977"
description = "LED-driver 700mA"
quantity = "12"
unit_price = "18.00"
vat_rate = "21"

[[booked_invoices]]
supplier_vat = "BE0811.223.371"
invoice_number = "2026-0142"
invoice_date = 2026-11-05
net_amount = "1236.00"
po_number = "45700001"
''',
}


def facts(number: str, day: date) -> InvoiceFacts:
    lines = (InvoiceLine(article_no="VC-10420", description="LED-paneel 60x60 36W", quantity=Decimal(24),
                         unit_price=Decimal("42.50"), net_amount=Decimal("1020.00")),
             InvoiceLine(article_no="VC-10977", description="LED-driver 700mA", quantity=Decimal(12),
                         unit_price=Decimal("18.00"), net_amount=Decimal("216.00")))
    net = Decimal("1236.00")
    return InvoiceFacts(supplier_name=SUPPLIER.name, supplier_vat=SUPPLIER.vat_number, invoice_number=number,
                        invoice_date=day, due_date=date(day.year, 12, day.day), po_reference="45700001",
                        lines=lines, net_total=net, vat_rate=Decimal(21), vat_amount=Decimal("259.56"),
                        gross_total=Decimal("1495.56"), reverse_charge_stated=False)


def plain_seed(facts: InvoiceFacts, start: int) -> int:
    """The first seed from `start` whose document prints the VAT and PO numbers plainly (the tests quote them)."""
    family = family_by_id("fpdf2/classic/w0")
    for seed in range(start, start + 1000):
        content = build_content(InvoiceDocument(supplier=SUPPLIER, facts=facts, family=family, vat_note=None,
                                                injection=None, seed=seed))
        if content.vat_line.endswith(SUPPLIER.vat_number) and (content.wording.po_reference, "45700001") in content.meta:
            return seed
    raise RuntimeError("no seed prints the VAT and PO numbers plainly")


def main() -> None:
    for name, number, day in (("led-0001", "2026-0151", date(2026, 11, 24)), ("led-0002", "2026-0142", date(2026, 11, 5))):
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        printed = facts(number, day)
        doc = InvoiceDocument(supplier=SUPPLIER, facts=printed, family=family_by_id("fpdf2/classic/w0"),
                              vat_note=None, injection=None, seed=plain_seed(printed, int(number.replace("-", ""))))
        (folder / "invoice.pdf").write_bytes(render_invoice(doc))
        (folder / "case.toml").write_text(CASE_TOML[name])


if __name__ == "__main__":
    main()
