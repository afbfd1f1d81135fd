"""Every input a rule of the policy reads decides its documented share of the tasks that reach the
rule, on both shipped splits and on a private split drawn with another seed: no rule input can be
skipped for free (issue 20)."""

import pytest

from invoice_env.episode.policy import decide, po_fits_invoice
from invoice_env.tasks.counterfactuals import INPUTS, MINIMUM_SHARE, markdown, shares, task_inputs
from invoice_env.tasks.dataset import load_snapshot, load_tasks
from invoice_env.tasks.generator import generate_all
from invoice_env.world.erp import DatabaseErpView, open_task_database, release_database

PRIVATE_SEED = 4711


@pytest.fixture(scope="module")
def by_split():
    out = {split: shares(load_snapshot(None, split), load_tasks(split)) for split in ("train", "eval")}
    sql, tasks = generate_all(seed=PRIVATE_SEED, splits=("eval",))
    out[f"eval seed {PRIVATE_SEED}"] = shares(load_snapshot(None, "eval"), tasks["eval"])
    return out


@pytest.mark.parametrize("name", [spec.name for spec in INPUTS])
def test_every_rule_input_decides_its_documented_share_on_every_split(by_split, name):
    for split, table in by_split.items():
        share = table[name]
        assert share.reached > 0, f"no {split} task reaches the rule that reads {name}"
        assert share.of_reached >= MINIMUM_SHARE[name], (
            f"{name} decides {share.decided} of {share.reached} {split} tasks that reach its rule "
            f"({share.of_reached:.1%}); documented: at least {MINIMUM_SHARE[name]:.0%}")


def test_a_closed_po_with_money_left_is_where_the_status_decides():
    """The class the review found: every closed PO had nothing left, so `status` never decided."""
    snapshot, tasks = load_snapshot(None, "train"), load_tasks("train")
    closed = [t for t in tasks if "branch:3b_closed" in t.tags]
    assert closed
    for task in closed:
        inputs = task_inputs(snapshot, task)
        assert "po_status" in inputs.decided and "po_remaining" not in inputs.decided, task.task_id


def test_quantities_decide_between_open_pos_that_carry_the_same_articles():
    snapshot, tasks = load_snapshot(None, "train"), load_tasks("train")
    deciding = 0
    for task in tasks:
        if "branch:6_book_fit" not in task.tags:
            continue
        conn = open_task_database(snapshot, task.fixtures, task.document_id, task.pdf)
        try:
            erp = DatabaseErpView(conn)
            own = [p for p in erp.supplier_pos(task.facts.supplier_vat) if p.status == "open" and p.remaining_net > 0]
            carrying = [p for p in own if po_fits_invoice(p, task.facts, quantities=False)]
            fitting = [p for p in carrying if po_fits_invoice(p, task.facts)]
            assert [p.po_number for p in fitting] == [decide(task.facts, erp).po_number]
            deciding += len(carrying) > 1
        finally:
            release_database(conn)
    fit_bookings = sum("branch:6_book_fit" in t.tags for t in tasks)
    assert deciding >= 0.55 * fit_bookings, (deciding, fit_bookings)


def test_the_table_names_every_input_once_per_row(by_split):
    text = markdown(by_split)
    for spec in INPUTS:
        assert sum(line.startswith(f"| {spec.name}:") for line in text.splitlines()) == 1
    assert all(f"{split}: decides / reaches" in text for split in by_split)
