"""`invoice-env case new INVOICE.pdf DIR`: a case folder started from a PDF. The `[invoice]` facts
that can be read from the text are filled in and marked `# CHECK`; what only the user knows (the
expected answer, the ERP rows) is marked `# TODO` and fails `invoice-env case check` until filled."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from invoice_env.documents.reader import UnreadableInvoice, read_invoice
from invoice_env.tasks.cases.files import CASE_FILE, is_pdf_name
from invoice_env.tasks.cases.rows import ErpIndex
from invoice_env.tasks.cases.text import pdf_text
from invoice_env.tasks.dataset import load_snapshot
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import VAT_PREFIX, normalize_po_number, normalize_vat, vat_country, vat_problem
from invoice_env.world.models import InvoiceFacts

_VAT_CANDIDATE = re.compile(rf"\b(?:{'|'.join(sorted(set(VAT_PREFIX.values())))})\s?[0-9A-Z][0-9A-Z.\- ]{{6,16}}")


class ScaffoldError(ValueError):
    """The PDF or the target folder cannot be used; the message says why."""


@dataclass
class Scaffold:
    folder: Path
    toml_path: Path
    facts_read: bool
    todo: list[str] = field(default_factory=list)


def _q(value: object) -> str:
    return json.dumps(str(value), ensure_ascii=False)  # a JSON string is a valid TOML basic string


def find_supplier_vat(text: str) -> str | None:
    """The first valid EU VAT number in the text that is not our own company's."""
    own = normalize_vat(COMPANY_VAT)
    for match in _VAT_CANDIDATE.finditer(text.upper()):
        candidate = match.group(0)
        for end in range(len(candidate), 3, -1):  # the number may run into the next word
            key = normalize_vat(candidate[:end])
            if key != own and vat_problem(key) is None:
                return candidate[:end].strip(" .-")
    return None


def _invoice_table(facts: InvoiceFacts | None, vat: str | None) -> list[str]:
    if facts is None:
        return ["[invoice]                  # TODO: the facts printed on the invoice; each is checked against the PDF",
                f"supplier_vat = {_q(vat or '')}" + ("     # CHECK" if vat else "     # TODO"),
                'invoice_number = ""       # TODO',
                "invoice_date = 2000-01-01 # TODO",
                'net_total = "0.00"        # TODO: the net total excluding VAT, e.g. "4182.30"',
                'vat_rate = "21"           # TODO',
                '# po_reference = ""       # TODO: the PO number the invoice states, if any',
                "reverse_charge_stated = false  # TODO: true when the invoice says the VAT is reverse-charged",
                "",
                "[[invoice.lines]]          # TODO: one per invoice line with an article number",
                'article_no = ""',
                'quantity = "1"']
    out = ["[invoice]                  # read from the PDF's text: CHECK every value",
           f"supplier_vat = {_q(facts.supplier_vat)}",
           f"invoice_number = {_q(facts.invoice_number)}",
           f"invoice_date = {facts.invoice_date.isoformat()}",
           f"net_total = {_q(f'{facts.net_total:.2f}')}",
           f"vat_rate = {_q(f'{facts.vat_rate.normalize():f}')}",
           (f"po_reference = {_q(facts.po_reference)}" if facts.po_reference
            else "# po_reference = \"\"       # none found; CHECK"),
           f"reverse_charge_stated = {'true' if facts.reverse_charge_stated else 'false'}"]
    for line in facts.lines:
        out += ["", "[[invoice.lines]]"]
        out += [f"article_no = {_q(line.article_no)}"] if line.article_no else []
        out += [f"quantity = {_q(f'{line.quantity.normalize():f}')}", f"description = {_q(line.description)}"]
    return out


def _erp_tables(facts: InvoiceFacts | None, vat: str | None, erp: ErpIndex) -> tuple[list[str], list[str]]:
    out, todo = [], []
    key = normalize_vat(vat) if vat else None
    if key and key in erp.suppliers:
        out.append(f"# The supplier {vat} is in the shipped ERP: no [[suppliers]] entry needed.")
    else:
        todo.append("the supplier's name and address ([[suppliers]])")
        out += ["[[suppliers]]              # TODO: the supplier, unless the shipped ERP has it",
                'name = ""                  # TODO',
                f"vat_number = {_q(vat or '')}",
                f"country = {_q(vat_country(vat) or '') if vat else _q('')}",
                'language = "en"            # nl, fr, de or en', ""]
    po = normalize_po_number(facts.po_reference) if facts and facts.po_reference else None
    if po and po in erp.orders:
        out.append(f"# PO {po} is in the shipped ERP: no [[purchase_orders]] entry needed.")
        return out, todo
    todo.append("the purchase order as it was ordered ([[purchase_orders]]) or none, if the case has no PO")
    out += ["[[purchase_orders]]        # TODO: the PO as it was ordered (remove it when the case has none)",
            f"po_number = {_q(po or '')}",
            f"supplier_vat = {_q(vat or '')}",
            "order_date = 2000-01-01   # TODO",
            'status = "open"',
            'gl_account = ""            # TODO: e.g. 604000 (goods for resale)']
    for line in (facts.lines if facts else ()):
        out += ["", "[[purchase_orders.lines]]  # CHECK: copied from the invoice; the PO may differ",
                *([f"article_no = {_q(line.article_no)}"] if line.article_no else []),
                f"description = {_q(line.description)}", f"quantity = {_q(f'{line.quantity.normalize():f}')}",
                f"unit_price = {_q(f'{line.unit_price:.2f}')}",
                f"vat_rate = {_q(f'{facts.vat_rate.normalize():f}')}"]
    return out, todo


def new_case(pdf_path: Path, folder: Path) -> Scaffold:
    """Copy the PDF into a new case folder and write a `case.toml` to complete."""
    if not pdf_path.is_file():
        raise ScaffoldError(f"{pdf_path} is not a file")
    if not is_pdf_name(pdf_path):
        raise ScaffoldError(f"{pdf_path} is not a .pdf file")
    if folder.exists() and any(folder.iterdir()):
        raise ScaffoldError(f"{folder} already exists and is not empty; choose a new folder for the case")
    pdf = pdf_path.read_bytes()
    try:
        text = pdf_text(pdf)
    except ValueError as exc:
        raise ScaffoldError(f"{pdf_path} {exc}") from exc
    try:
        facts: InvoiceFacts | None = read_invoice(text)
        vat = facts.supplier_vat
    except (UnreadableInvoice, ValueError, IndexError, AttributeError):
        facts, vat = None, find_supplier_vat(text)
    erp_lines, todo = _erp_tables(facts, vat, ErpIndex.of(load_snapshot(None, "cases")))
    if facts is None:
        todo.insert(0, "the [invoice] facts (this PDF's layout is not one the reader knows)")
    todo.append("the answer you expect ([expected])")
    lines = [f"# A case made by `invoice-env case new` from {pdf_path.name}.",
             "# Fill in every TODO, CHECK every value, then run `invoice-env case check` on the cases folder.",
             "# Optional: id, scenario, difficulty (any text), tags = [\"...\"]; policy_check = false with",
             "# policy_check_reason = \"...\" when your answer deliberately differs from the policy.",
             "tags = []", "", *_invoice_table(facts, vat), "",
             "[expected]                 # TODO: what a careful clerk does with this invoice",
             'action = ""                # TODO: "book" or "flag"',
             '# book: po_number = "", gl_account = "", vat_code = "" (V21 V12 V06 VRC ICG ICS), net_amount = ""',
             '# flag: reason = "" (no_matching_po, duplicate_invoice, amount_out_of_tolerance, supplier_mismatch)',
             "", *erp_lines,
             "# [[booked_invoices]]      # invoices the ERP already holds: supplier_vat, invoice_number,",
             "#                          # invoice_date, net_amount, po_number"]
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(pdf_path, folder / pdf_path.name)
    toml_path = folder / CASE_FILE
    toml_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return Scaffold(folder, toml_path, facts is not None, todo)


__all__ = ["Scaffold", "ScaffoldError", "find_supplier_vat", "new_case"]
