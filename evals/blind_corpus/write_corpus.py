"""Write one blind corpus from its folder's corpus.py, draw.py and invoices.py (corpora 2 and later; the
first corpus keeps its own make.py): each invoice as pdf/NAME.pdf, its correct case (cases/NAME/case.toml, the
truth written from the invoice's data, never from the reader) and two hostile variants (hostile/NAME--KIND/
case.toml: one wrong fact each, the kinds chosen by the invoice's index) that `invoice-env case check` must refuse.

The POs also order the invoice's fixed charges (freight, packing) as lines without an article number, and a PO's
lines carry the VAT rate the buyer ordered at (0 % from a supplier abroad or under reverse charge, whatever rate
the supplier then printed); an invoice that prints no PO reference leaves `po_reference` out and is booked on the
one PO that fits. Deterministic: the same bytes every run (the writers fix their creation dates)."""

from __future__ import annotations

import json
import shutil
import sys
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

HOSTILE_KINDS = ("wrong_net_total", "wrong_vat_rate", "wrong_invoice_number", "line_left_out", "wrong_po")


def _q(value: object) -> str:
    return json.dumps(str(value), ensure_ascii=False)


def _rate(value: Decimal) -> str:
    return f"{value.normalize():f}"


def invoice_facts(inv) -> dict:
    """The [invoice] facts of the case, as the invoice prints them."""
    lines = []
    for line in inv.lines:
        entry = {"article_no": line.article} if line.article else {"description": line.description}
        entry["quantity"] = _rate(line.quantity)
        lines.append(entry)
    facts = {"supplier_vat": inv.supplier.vat, "invoice_number": inv.invoice_no, "invoice_date": inv.issued,
             "net_total": f"{inv.net_total:.2f}", "vat_rate": _rate(inv.vat_rate),
             "reverse_charge_stated": inv.reverse_charge, "lines": lines}
    if inv.po_printed:
        facts["po_reference"] = inv.po_number
    return facts


def ordered_rate(inv) -> Decimal:
    """The VAT rate of the PO's lines: what the buyer ordered at (the Belgian rate at home, 0 % abroad or
    under reverse charge)."""
    return inv.vat_rate if inv.supplier.country == "BE" and not inv.reverse_charge else Decimal(0)


TOLERANCE = Decimal("0.02")
"""The policy's tolerance over a PO's remaining net (invoice_env/episode/policy.py)."""


def po_lines(inv, net_total: Decimal) -> list[tuple[object, Decimal, Decimal]]:
    """(invoice line, quantity, unit price) of each PO line: the line's quantity at its unit price after the line
    discount, in cents (a PO's prices are). Where that rounding leaves the PO short of the invoice's net beyond the
    policy's tolerance (prices in tenths of a cent: a kWh at 0,1285), each line whose price is no whole number of cents
    is ordered as one lot at the line's amount, so the correct case agrees with the policy."""
    priced = [(line, line.price * (1 - (line.discount or Decimal(0)) / 100)) for line in inv.lines]
    rounded = [(line, line.quantity, price.quantize(Decimal("0.01"))) for line, price in priced]
    ordered = sum(q * p for _, q, p in rounded) + (sum(a for _, a in inv.charges()) if inv.po_charges else 0)
    if net_total <= ordered * (1 + TOLERANCE):
        return rounded
    return [(line, line.quantity, price.quantize(Decimal("0.01"))) if price == price.quantize(Decimal("0.01"))
            else (line, Decimal(1), line.amount) for line, price in priced]


def case_toml(inv, facts: dict, expected: dict, po_number: str, comment: str, tag: str) -> str:
    out = [f"# {comment}", f'tags = ["{tag}"]', "", "[invoice]"]
    for key in ("supplier_vat", "invoice_number", "invoice_date", "net_total", "vat_rate", "po_reference",
                "reverse_charge_stated"):
        if key not in facts:
            continue
        value = facts[key]
        if key == "invoice_date":
            text = value.isoformat()
        elif isinstance(value, bool):
            text = str(value).lower()
        else:
            text = _q(value)
        out.append(f"{key} = {text}")
    for line in facts["lines"]:
        out += ["", "[[invoice.lines]]"] + [f"{k} = {_q(v)}" for k, v in line.items()]
    out += ["", "[expected]"] + [f"{k} = {_q(v)}" for k, v in expected.items()]
    s = inv.supplier
    out += ["", "[[suppliers]]", f"name = {_q(s.name)}", f"vat_number = {_q(s.vat)}", f"country = {_q(s.country)}",
            f"street = {_q(s.street)}", f"postal_code = {_q(s.postal_code)}", f"city = {_q(s.city)}",
            f"language = {_q(inv.language)}"]
    out += ["", "[[purchase_orders]]", f"po_number = {_q(po_number)}", f"supplier_vat = {_q(s.vat)}",
            f"order_date = {(inv.issued - timedelta(days=21)).isoformat()}", 'status = "open"',
            f"gl_account = {_q(inv.gl_account)}"]
    rate = _q(_rate(ordered_rate(inv)))
    for line, quantity, unit_price in po_lines(inv, Decimal(facts["net_total"])):
        out += ["", "[[purchase_orders.lines]]", *([f"article_no = {_q(line.article)}"] if line.article else []),
                f"description = {_q(line.description)}", f"quantity = {_q(_rate(quantity))}",
                f"unit_price = {_q(f'{unit_price:.2f}')}", f"vat_rate = {rate}"]
    if inv.po_charges:
        for label, amount in inv.charges():
            out += ["", "[[purchase_orders.lines]]", f"description = {_q(label)}", 'quantity = "1"',
                    f"unit_price = {_q(f'{amount:.2f}')}", f"vat_rate = {rate}"]
    return "\n".join(out) + "\n"


def expected_booking(inv, facts: dict) -> dict:
    return {"action": "book", "po_number": inv.po_number, "gl_account": inv.gl_account, "vat_code": inv.vat_code,
            "net_amount": facts["net_total"]}


def hostile(inv, kind: str) -> tuple[dict, dict, str, str]:
    """(facts, expected, PO number, what is wrong): one fact wrong, the rest of the case consistent with it."""
    facts = invoice_facts(inv)
    expected = expected_booking(inv, facts)
    po = inv.po_number
    if kind == "wrong_net_total":
        facts["net_total"] = f"{inv.net_total - Decimal('10.00'):.2f}"
        expected["net_amount"] = facts["net_total"]
        what = f"net total {facts['net_total']} (printed {inv.net_total:.2f})"
    elif kind == "wrong_vat_rate":
        facts["vat_rate"] = "21" if inv.vat_rate in (0, 12) else "12"   # never the printed rate
        if inv.vat_code in ("V21", "V12"):
            expected["vat_code"] = f"V{facts['vat_rate']}"
        what = f"VAT rate {facts['vat_rate']} (printed {_rate(inv.vat_rate)})"
    elif kind == "wrong_invoice_number":
        number = inv.invoice_no
        last = max(i for i, ch in enumerate(number) if ch.isdigit())
        facts["invoice_number"] = number[:last] + str((int(number[last]) + 1) % 10) + number[last + 1:]
        what = f"invoice number {facts['invoice_number']} (printed {number})"
    elif kind == "line_left_out":
        facts["lines"] = facts["lines"][:-1]
        what = "the last invoice line left out"
    else:
        po = po[:-2] + f"{(int(po[-2:]) + 7) % 100:02d}"
        expected["po_number"] = po
        facts["po_reference"] = po   # where the invoice prints none: a PO reference it does not state
        what = f"PO {po} (printed {inv.po_printed or 'none'})"
    return facts, expected, po, what


def write(here: Path) -> int:
    """Write the corpus of folder `here` (its corpus.py, draw.py, invoices.py) into it."""
    sys.path.insert(0, str(here))
    from corpus import CORPUS
    from draw import WRITERS
    for folder in ("pdf", "cases", "hostile"):
        shutil.rmtree(here / folder, ignore_errors=True)
        (here / folder).mkdir()
    for index, inv in enumerate(CORPUS):
        pdf = WRITERS[inv.writer](inv)
        (here / "pdf" / f"{inv.name}.pdf").write_bytes(pdf)
        facts = invoice_facts(inv)
        case = here / "cases" / inv.name
        case.mkdir()
        (case / f"{inv.name}.pdf").write_bytes(pdf)
        truth = f"{inv.name}: the truth, written from the invoice's data."
        (case / "case.toml").write_text(case_toml(inv, facts, expected_booking(inv, facts), inv.po_number, truth,
                                                  here.name),
                                        encoding="utf-8")
        for kind in (HOSTILE_KINDS[index % 5], HOSTILE_KINDS[(index + 2) % 5]):
            wrong, expected, po, what = hostile(inv, kind)
            if (wrong, expected, po) == (facts, expected_booking(inv, facts), inv.po_number):
                raise ValueError(f"{inv.name}: the {kind} variant states nothing wrong ({what})")
            folder = here / "hostile" / f"{inv.name}--{kind}"
            folder.mkdir()
            (folder / f"{inv.name}.pdf").write_bytes(pdf)
            (folder / "case.toml").write_text(case_toml(inv, wrong, expected, po, f"HOSTILE: {what}; case check "
                                                        "must refuse it.", here.name), encoding="utf-8")
        print(f"wrote {inv.name}: {inv.writer}, {len(pdf)} bytes")
    return 0

