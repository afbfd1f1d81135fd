"""`invoice-env case new INVOICE.pdf DIR`: a case folder started from a PDF. The `[invoice]` facts
that can be read from the text are filled in and marked `# CHECK`; what only the user knows (the
expected answer, the ERP rows) is marked `# TODO` and fails `invoice-env case check` until filled."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from decimal import Decimal
from dataclasses import dataclass, field
from pathlib import Path

from invoice_env.documents.labels import all_labels
from invoice_env.documents.reader import Reading, read_fields
from invoice_env.tasks.cases.files import CASE_FILE, is_pdf_name
from invoice_env.tasks.cases.prefill_checks import supported_reading
from invoice_env.tasks.cases.rows import ErpIndex
from invoice_env.tasks.cases.text import pdf_text
from invoice_env.tasks.dataset import load_snapshot
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import VAT_PREFIX, normalize_po_number, normalize_vat, vat_country, vat_problem

_VAT_CANDIDATE = re.compile(rf"\b(?:{'|'.join(sorted(set(VAT_PREFIX.values())))})\s?[0-9A-Z][0-9A-Z.\- ]{{6,16}}")


class ScaffoldError(ValueError):
    """The PDF or the target folder cannot be used; the message says why."""


@dataclass
class Scaffold:
    folder: Path
    toml_path: Path
    facts_read: bool                                       # every [invoice] fact read from the PDF
    todo: list[str] = field(default_factory=list)
    unread: dict[str, str] = field(default_factory=dict)   # [invoice] field -> why it could not be read

    @property
    def summary(self) -> str:
        if self.facts_read:
            return "facts read from the PDF: check them"
        if set(self.unread) >= set(_CASE_FIELDS) - {"supplier_vat", "reverse_charge_stated"}:
            return "facts not read"
        return (f"facts read from the PDF where it could: check them; not read: {', '.join(self.unread)} "
                "(marked TODO)")


_CASE_FIELDS = ("supplier_vat", "invoice_number", "invoice_date", "po_reference", "lines", "net_total", "vat_rate",
               "reverse_charge_stated")


@dataclass(frozen=True)
class _Partial:
    """What the ERP tables need of the facts read: the PO reference, the lines, the VAT rate."""

    po_reference: str | None
    lines: tuple
    vat_rate: object

    @classmethod
    def of(cls, reading: Reading) -> "_Partial | None":
        values = reading.values
        return cls(values.get("po_reference"), tuple(values.get("lines") or ()), values.get("vat_rate", Decimal(21)))


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


_CELL = re.compile(r" {2,}")
_LANGUAGE_NAMES = {"nl": "Dutch", "fr": "French", "de": "German", "en": "English"}
_LANGUAGE_LABELS: list[tuple[str, str]] | None = None


def invoice_language(text: str) -> tuple[str | None, str]:
    """(the language the invoice's labels are written in, how sure) or (None, why not): a language counts as
    read when at least three cells start with one of its labels and it has at least twice the hits of any other
    (labels two languages share count for both)."""
    global _LANGUAGE_LABELS
    if _LANGUAGE_LABELS is None:
        _LANGUAGE_LABELS = [(label.casefold(), language) for label, _, language in all_labels()]
    hits: Counter[str] = Counter()
    for line in text.splitlines():
        for cell in _CELL.split(line.strip()):
            folded = cell.casefold()
            hits.update({language for label, language in _LANGUAGE_LABELS if folded.startswith(label) and (
                len(folded) == len(label) or folded[len(label)] in ": #.")})
    ranked = hits.most_common()
    if not ranked:
        return None, "no label of any language found"
    (best, count), runner_up = ranked[0], (ranked[1][1] if len(ranked) > 1 else 0)
    counted = ", ".join(f"{n} {_LANGUAGE_NAMES.get(language, language)}" for language, n in ranked)
    if count < 3 or count < 2 * runner_up:
        return None, f"too few labels to tell ({counted})"
    return best, f"from its labels ({counted})"


_PLACEHOLDERS = {
    "supplier_vat": 'supplier_vat = ""', "invoice_number": 'invoice_number = ""',
    "invoice_date": "invoice_date = 2000-01-01", "net_total": 'net_total = "0.00"', "vat_rate": 'vat_rate = "21"',
    "po_reference": '# po_reference = ""', "reverse_charge_stated": "reverse_charge_stated = false",
}
_HINTS = {"net_total": 'the net total excluding VAT, e.g. "4182.30"',
          "po_reference": "the PO number the invoice states, if any",
          "reverse_charge_stated": "true when the invoice says the VAT is reverse-charged"}


def _money(value: Decimal) -> str:
    return f"{value:.2f}"


def _rate(value: Decimal) -> str:
    return f"{value.normalize():f}"


def _invoice_table(reading: Reading, vat: str | None) -> list[str]:
    """The [invoice] table: every fact the reader read (to CHECK), every other one a TODO with the reason."""
    values, problems = reading.values, dict(reading.problems)
    if vat and "supplier_vat" in problems:
        del problems["supplier_vat"]
    read = {
        "supplier_vat": f"supplier_vat = {_q(vat)}" if vat else None,
        "invoice_number": f"invoice_number = {_q(values['invoice_number'])}" if "invoice_number" in values else None,
        "invoice_date": f"invoice_date = {values['invoice_date'].isoformat()}" if "invoice_date" in values else None,
        "net_total": f"net_total = {_q(_money(values['net_total']))}" if "net_total" in values else None,
        "vat_rate": f"vat_rate = {_q(_rate(values['vat_rate']))}" if "vat_rate" in values else None,
        "po_reference": ((f"po_reference = {_q(values['po_reference'])}" if values["po_reference"]
                          else '# po_reference = ""       # none found; CHECK') if "po_reference" in values else None),
        "reverse_charge_stated": (f"reverse_charge_stated = {'true' if values['reverse_charge_stated'] else 'false'}"
                                  if "reverse_charge_stated" in values else None),
    }
    complete = all(read[name] for name in read) and "lines" in values
    out = ["[invoice]                  # read from the PDF's text: CHECK every value" if complete else
           "[invoice]                  # read from the PDF's text where it could: CHECK every value, fill in each TODO"]
    for name, line in read.items():
        if line is not None:
            out.append(line + ("     # CHECK" if name == "supplier_vat" and "supplier_vat" in reading.problems else ""))
        else:
            reason = problems.get(name, "not read")
            hint = f"{_HINTS[name]}; " if name in _HINTS else ""
            out.append(f"{_PLACEHOLDERS[name]}  # TODO: {hint}not read from the PDF: {reason}")
    if "lines" in values and values["lines"]:
        for line in values["lines"]:
            out += ["", "[[invoice.lines]]"]
            out += [f"article_no = {_q(line.article_no)}"] if line.article_no else []
            out += [f"quantity = {_q(f'{line.quantity.normalize():f}')}", f"description = {_q(line.description)}"]
    else:
        out += ["", f"[[invoice.lines]]          # TODO: one per invoice line with an article number; not read from "
                    f"the PDF: {problems.get('lines', 'no lines')}", 'article_no = ""', 'quantity = "1"']
    return out


def _language_line(language: str | None, how: str) -> str:
    if language:
        return f"language = {_q(language)}            # CHECK: the supplier's language, read {how}"
    return (f'language = ""               # TODO: the supplier\'s language, nl, fr, de or en; not read with '
            f"confidence from the PDF: {how}")


def _erp_tables(facts: _Partial | None, vat: str | None, erp: ErpIndex,
                language: tuple[str | None, str] = (None, "not read")) -> tuple[list[str], list[str]]:
    out, todo = [], []
    key = normalize_vat(vat) if vat else None
    if key and key in erp.suppliers:
        out.append(f"# The supplier {vat} is in the shipped ERP: no [[suppliers]] entry needed.")
    else:
        todo.append("the supplier's name and address ([[suppliers]])"
                    + ("" if language[0] else ", and its language (not read with confidence)"))
        out += ["[[suppliers]]              # TODO: the supplier, unless the shipped ERP has it",
                'name = ""                  # TODO',
                f"vat_number = {_q(vat or '')}",
                f"country = {_q(vat_country(vat) or '') if vat else _q('')}",
                _language_line(*language), ""]
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
    erp = ErpIndex.of(load_snapshot(None, "cases"))
    reading = supported_reading(read_fields(text), text, erp.orders)
    vat = reading.values.get("supplier_vat") or find_supplier_vat(text)
    language = invoice_language(text)
    if language[0] and reading.language and reading.language != language[0]:
        language = (None, f"its labels say {language[0]}, the reader {reading.language}")
    erp_lines, todo = _erp_tables(_Partial.of(reading), vat, erp, language)
    unread = {name: why for name, why in reading.problems.items() if name in _CASE_FIELDS and not (
        name == "supplier_vat" and vat)}
    todo[:0] = [f"invoice.{name}: not read from the PDF ({why})" for name, why in unread.items()]
    todo.append("the answer you expect ([expected])")
    lines = [f"# A case made by `invoice-env case new` from {pdf_path.name}.",
             "# Fill in every TODO, CHECK every value, then run `invoice-env case check` on the cases folder.",
             "# Optional: id, scenario, difficulty (any text), tags = [\"...\"]; policy_check = false with",
             "# policy_check_reason = \"...\" when your answer deliberately differs from the policy.",
             "tags = []", "", *_invoice_table(reading, vat), "",
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
    return Scaffold(folder, toml_path, not unread, todo, unread)


__all__ = ["Scaffold", "ScaffoldError", "find_supplier_vat", "invoice_language", "new_case"]
