"""Cheap rules that do not do the job, scored directly against the goal states: the proof that
the tasks cannot be solved by learning the generator. Wherever a rule books, GL account and
VAT code are the right ones for the PO it picked, so only its shortcut is measured."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from invoice_env.episode.grader import BookingRow, FlagRow, Outcome, grade
from invoice_env.episode.policy import REASONS, decide, vat_code_for, vat_regime
from invoice_env.world.erp import DatabaseErpView, open_database
from invoice_env.world.models import InboxDocument, InvoiceFacts, PurchaseOrderView, Task
from invoice_env.world.money import plain

Rule = Callable[[InvoiceFacts, DatabaseErpView, str], Outcome]

CEILINGS = {"always_flag": 0.15, "newest_open_po": 0.25, "printed_reference": 0.55, "closest_amount": 0.55,
            "oracle": 1.0}


def book(po: PurchaseOrderView, facts: InvoiceFacts, document_id: str) -> Outcome:
    code = vat_code_for(facts.vat_rate, vat_regime(po.supplier.country, po.gl_account, facts.reverse_charge_stated))
    return Outcome(bookings=(BookingRow(document_id, po.po_number, po.gl_account, code, plain(facts.net_total)),))


def flag(reason: str, document_id: str) -> Outcome:
    return Outcome(flags=(FlagRow(document_id, reason),))


def _open(erp: DatabaseErpView, facts: InvoiceFacts) -> list[PurchaseOrderView]:
    return [po for po in erp.supplier_pos(facts.supplier_vat) if po.status == "open"]


def always_flag(reason: str) -> Rule:
    return lambda facts, erp, doc: flag(reason, doc)


def newest_open_po(facts: InvoiceFacts, erp: DatabaseErpView, doc: str) -> Outcome:
    pos = _open(erp, facts)
    if not pos:
        return flag("no_matching_po", doc)
    return book(max(pos, key=lambda po: (po.order_date, po.po_number)), facts, doc)


def printed_reference(facts: InvoiceFacts, erp: DatabaseErpView, doc: str) -> Outcome:
    po = erp.find_po(facts.po_reference) if facts.po_reference else None
    return book(po, facts, doc) if po else flag("no_matching_po", doc)


def closest_amount(facts: InvoiceFacts, erp: DatabaseErpView, doc: str) -> Outcome:
    pos = [po for po in _open(erp, facts) if po.remaining_net > 0]
    if not pos:
        return flag("no_matching_po", doc)
    return book(min(pos, key=lambda po: (abs(po.remaining_net - facts.net_total), po.po_number)), facts, doc)


def oracle(facts: InvoiceFacts, erp: DatabaseErpView, doc: str) -> Outcome:
    decision = decide(facts, erp)
    if decision.action == "book":
        return Outcome(bookings=(BookingRow(doc, decision.po_number, decision.gl_account, decision.vat_code,
                                            plain(decision.net_amount)),))
    return flag(decision.reason, doc)


def rules() -> dict[str, tuple[str, Rule]]:
    """name -> (ceiling key, rule)"""
    table: dict[str, tuple[str, Rule]] = {f"always_flag:{r}": ("always_flag", always_flag(r)) for r in REASONS}
    table["newest_open_po"] = ("newest_open_po", newest_open_po)
    table["printed_reference"] = ("printed_reference", printed_reference)
    table["closest_amount"] = ("closest_amount", closest_amount)
    table["oracle"] = ("oracle", oracle)
    return table


@dataclass(frozen=True)
class RuleScore:
    rule: str
    split: str
    solved: int
    total: int
    ceiling: float

    @property
    def rate(self) -> float:
        return self.solved / self.total if self.total else 0.0

    @property
    def ok(self) -> bool:
        return self.rate == 1.0 if self.ceiling == 1.0 else self.rate <= self.ceiling


def score_rules(snapshot: bytes, tasks: Iterable[Task], split: str) -> list[RuleScore]:
    table = rules()
    solved = dict.fromkeys(table, 0)
    total = 0
    for task in tasks:
        total += 1
        conn = open_database(snapshot, task.fixtures, InboxDocument(document_id=task.document_id, pdf=task.pdf))
        try:
            erp = DatabaseErpView(conn)
            for name, (_, rule) in table.items():
                solved[name] += int(grade(rule(task.facts, erp, task.document_id), task.goal).reward)
        finally:
            conn.close()
    return [RuleScore(name, split, solved[name], total, CEILINGS[key]) for name, (key, _) in table.items()]


def markdown_table(scores: list[RuleScore]) -> str:
    splits = sorted({s.split for s in scores}, key=lambda s: (s != "train", s))
    names = list(dict.fromkeys(s.rule for s in scores))
    by = {(s.rule, s.split): s for s in scores}
    head = "| rule | " + " | ".join(f"{sp} score" for sp in splits) + " | ceiling | within |"
    out = [head, "|" + "---|" * (len(splits) + 3)]
    for name in names:
        cells = [f"{by[(name, sp)].rate * 100:.1f} % ({by[(name, sp)].solved}/{by[(name, sp)].total})" for sp in splits]
        ceiling = by[(name, splits[0])].ceiling
        ok = all(by[(name, sp)].ok for sp in splits)
        limit = "= 100 %" if ceiling == 1.0 else f"<= {ceiling * 100:.0f} %"
        out.append(f"| {name} | " + " | ".join(cells) + f" | {limit} | {'yes' if ok else 'NO'} |")
    return "\n".join(out) + "\n"
