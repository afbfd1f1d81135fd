"""Which input of the policy decides each task: the counterfactual table.

For every input a rule reads, the task's decision is taken again with that input alone left out
(or, for the VAT-code inputs, turned to its other value); the input decides the task when the
decision changes. A rule whose input never decides can be skipped for free by a model, so each
input must decide a documented share of the tasks that reach its rule (`MINIMUM_SHARE`), on every
split and on private seeds alike (tests/test_counterfactuals.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from invoice_env.episode.branches import BOOKED, BY_FIT, ON_STATED_PO, Branch
from invoice_env.episode.checks import Part, Rule
from invoice_env.episode.policy import Decision, ErpView, decide
from invoice_env.world.chart import GOODS_ACCOUNTS
from invoice_env.world.erp import DatabaseErpView, open_task_database, release_database
from invoice_env.world.models import InvoiceFacts, PurchaseOrderView, Task

STATED_OWN = (Branch.CLOSED, Branch.FULLY_INVOICED, *ON_STATED_PO)
STATED = (Branch.SUPPLIER_MISMATCH, *STATED_OWN)
SELECTED = (Branch.OVER_TOLERANCE_STATED, Branch.OVER_TOLERANCE_FIT, *BOOKED)


class _SwappedPos:
    """The ERP as the policy sees it, with every PO turned by `change` (a counterfactual ERP)."""

    def __init__(self, erp: ErpView, change: Callable[[PurchaseOrderView], PurchaseOrderView]):
        self.erp, self.change = erp, change

    def find_po(self, po_number: str):
        po = self.erp.find_po(po_number)
        return self.change(po) if po is not None else None

    def supplier_pos(self, vat_number: str):
        return [self.change(po) for po in self.erp.supplier_pos(vat_number)]


def _other_country(po: PurchaseOrderView) -> PurchaseOrderView:
    country = "NL" if po.supplier.country == "BE" else "BE"
    return po.model_copy(update={"supplier": po.supplier.model_copy(update={"country": country})})


def _other_kind_of_account(po: PurchaseOrderView) -> PurchaseOrderView:
    return po.model_copy(update={"gl_account": "611000" if po.gl_account in GOODS_ACCOUNTS else "604000"})


def _skipping(*parts: str) -> Callable[[InvoiceFacts, ErpView], Decision]:
    return lambda facts, erp: decide(facts, erp, frozenset(parts))


@dataclass(frozen=True)
class Input:
    name: str
    rule: str
    reads: str
    counterfactual: str
    reaches: tuple[Branch, ...] | None
    """The branches whose tasks reach this input's rule (None: every task)."""
    decision: Callable[[InvoiceFacts, ErpView], Decision]
    vat_code_only: bool = False
    """Compare the VAT code only (the input is read for it, the rest of the booking is the PO's)."""


INPUTS: tuple[Input, ...] = (
    Input("invoice_number", "2", "the invoice number against the supplier's booked ones",
          "not compared", None, _skipping(Rule.DUPLICATE)),
    Input("po_supplier", "3a", "the stated PO's supplier", "taken as the invoicing one", STATED,
          _skipping(Rule.SUPPLIER)),
    Input("po_status", "3b", "the stated PO's status", "taken as open", STATED_OWN, _skipping(Part.CLOSED)),
    Input("po_remaining", "3b", "whether the stated PO has anything left", "taken as having room", STATED_OWN,
          _skipping(Part.NOTHING_LEFT)),
    Input("articles", "4", "each line's article number against the ordered ones", "every open PO fits", BY_FIT,
          _skipping(Rule.FIT)),
    Input("quantities", "4", "each line's quantity against the ordered one", "any quantity fits", BY_FIT,
          _skipping(Part.QUANTITY)),
    Input("net_vs_remaining", "5", "the net against remaining x 1.02", "never over", SELECTED,
          _skipping(Rule.TOLERANCE)),
    Input("reverse_charge_statement", "VAT", "the printed reverse-charge statement", "the other way", BOOKED,
          lambda facts, erp: decide(facts.model_copy(update={"reverse_charge_stated": not facts.reverse_charge_stated}),
                                    erp), vat_code_only=True),
    Input("supplier_country", "VAT", "the supplier's country (BE or another EU state)", "the other one", BOOKED,
          lambda facts, erp: decide(facts, _SwappedPos(erp, _other_country)), vat_code_only=True),
    Input("gl_account", "VAT", "the PO's GL account (goods or services)", "the other kind", BOOKED,
          lambda facts, erp: decide(facts, _SwappedPos(erp, _other_kind_of_account)), vat_code_only=True),
)

MINIMUM_SHARE: dict[str, float] = {
    "invoice_number": 0.10, "po_supplier": 0.12, "po_status": 0.08, "po_remaining": 0.03, "articles": 0.65,
    "quantities": 0.55, "net_vs_remaining": 0.18, "reverse_charge_statement": 0.25, "supplier_country": 0.95,
    "gl_account": 0.40,
}
"""The share of the tasks reaching its rule that each input must decide, on every split. The
reverse-charge statement's is 25 %: on eval splits (held-out suppliers, fewer of them reverse-charged
Belgian co-contractors) it decides 28-34 % of the bookings."""


def _key(decision: Decision, vat_code_only: bool) -> tuple:
    return (decision.vat_code,) if vat_code_only else decision.outcome


@dataclass(frozen=True)
class TaskInputs:
    task_id: str
    branch: Branch
    reached: frozenset[str]
    decided: frozenset[str]


def task_inputs(snapshot: bytes, task: Task) -> TaskInputs:
    """Which inputs reach and which decide this task, on its start database."""
    conn = open_task_database(snapshot, task.fixtures, task.document_id, task.pdf)
    try:
        erp = DatabaseErpView(conn)
        actual = decide(task.facts, erp)
        reached, decided = set(), set()
        for spec in INPUTS:
            if spec.reaches is not None and actual.branch not in spec.reaches:
                continue
            reached.add(spec.name)
            if _key(spec.decision(task.facts, erp), spec.vat_code_only) != _key(actual, spec.vat_code_only):
                decided.add(spec.name)
        return TaskInputs(task.task_id, actual.branch, frozenset(reached), frozenset(decided))
    finally:
        release_database(conn)


@dataclass(frozen=True)
class Share:
    reached: int
    decided: int
    total: int

    @property
    def of_reached(self) -> float:
        return self.decided / self.reached if self.reached else 0.0


def shares(snapshot: bytes, tasks: Iterable[Task]) -> dict[str, Share]:
    rows = [task_inputs(snapshot, task) for task in tasks]
    return {spec.name: Share(sum(spec.name in r.reached for r in rows), sum(spec.name in r.decided for r in rows),
                             len(rows)) for spec in INPUTS}


def markdown(by_split: dict[str, dict[str, Share]]) -> str:
    """The inputs x share-decided table, one column pair per split."""
    splits: Sequence[str] = list(by_split)
    head = "| input | rule | left out as | " + " | ".join(f"{s}: decides / reaches" for s in splits) + " | at least |"
    out = [head, "|---|---|---|" + "---|" * len(splits) + "---|"]
    for spec in INPUTS:
        cells = []
        for split in splits:
            share = by_split[split][spec.name]
            cells.append(f"{share.of_reached * 100:.1f} % ({share.decided}/{share.reached})")
        out.append(f"| {spec.name}: {spec.reads} | {spec.rule} | {spec.counterfactual} | " + " | ".join(cells)
                   + f" | {MINIMUM_SHARE[spec.name] * 100:.0f} % |")
    return "\n".join(out) + "\n"
