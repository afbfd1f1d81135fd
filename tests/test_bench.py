"""The benchmark runs and reports every figure (no timing targets asserted: machines are noisy),
and the speed-ups it motivated keep the outputs they replaced."""

import json
import math
import sqlite3

import pytest

from invoice_env.bench.figures import REQUIRED, VF_KEYS
from invoice_env.bench.run import main
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for
from invoice_env.world import erp
from invoice_env.world.erp import COMPACT, search_orders, search_orders_json, state_hash


def test_quick_bench_reports_every_figure_as_a_number(tmp_path, capsys):
    out = tmp_path / "bench.json"
    assert main(["--quick", "--skip-vf-eval", "--json", "--out", str(out)]) == 0
    printed = json.loads(capsys.readouterr().out)
    data = json.loads(out.read_text())
    assert printed == data
    for key in REQUIRED:
        for name in (key, f"{key}_min", f"{key}_max"):
            assert name in data, name
            value = data[name]
            if key in VF_KEYS:
                assert value is None and key in data["skipped"]
            else:
                assert isinstance(value, (int, float)) and not isinstance(value, bool), (name, value)
                assert math.isfinite(value) and value > 0, (name, value)
        if key not in VF_KEYS:
            assert data[f"{key}_min"] <= data[key] <= data[f"{key}_max"], key
    for field in ("cpu", "cores", "ram_gb", "python", "sqlite", "verifiers", "date"):
        assert data["machine"][field], field
    assert set(data["met"]) >= set(data["targets"])


def test_search_json_is_the_models_json(snapshot, train_tasks, eval_tasks):
    """The tool's search text is built from cached parts; it must equal json.dumps of the models."""
    queries = [{"supplier_name": "a", "status": "all"}, {"supplier_name": "GmbH"}, {"supplier_name": "_"},
               {"po_number": "nope", "status": "all"}]
    for task in list(train_tasks[::40]) + list(eval_tasks[::20]):
        vat = task.facts.supplier_vat if task.facts else None
        mine = [{"supplier_vat": vat, "status": status} for status in ("open", "closed", "all")] if vat else []
        mine += [{"po_number": task.goal.po_number, "status": "all"}] if task.goal.kind == "booking" else []
        session = RolloutSession.start(snapshot_for(task), task)
        try:
            for query in queries + mine:
                for limit in (None, 3):
                    views, total = search_orders(session.conn, limit=limit, **query)
                    texts, count = search_orders_json(session.conn, limit=limit, **query)
                    assert count == total
                    assert texts == [json.dumps(v.model_dump(mode="json"), **COMPACT) for v in views]
            ok, text = InvoiceTools(session).call("search_purchase_order", {"supplier_name": "e", "status": "all"})
            views, total = search_orders(session.conn, supplier_name="e", status="all", limit=20)
            assert ok and text == json.dumps({"results": [v.model_dump(mode="json") for v in views],
                                              "count": len(views), "truncated": total > len(views)},
                                             **COMPACT)
        finally:
            session.close()


def test_a_reused_connection_starts_from_the_snapshot(snapshot, train_tasks):
    first, second = train_tasks[0], train_tasks[1]
    session = RolloutSession.start(snapshot_for(first), first)
    tools = InvoiceTools(session)
    tools.call("flag_for_review", {"document_id": first.document_id, "reason": "no_matching_po", "note": "x"})
    with session.borrowed() as conn:  # borrowed, not handed out: a handed-out connection is never reused
        used = id(conn)
    session.close()
    assert erp._IDLE and id(erp._IDLE[-1]) == used  # kept for reuse
    again = RolloutSession.start(snapshot_for(second), second)
    assert id(again.conn) == used
    assert state_hash(again.conn) == second.start_hash
    assert again.changes_since_start == 0
    again.close()


def test_a_connection_still_referenced_when_its_session_ends_is_closed_not_reused(snapshot, train_tasks):
    session = RolloutSession.start(snapshot_for(train_tasks[0]), train_tasks[0])
    held = session.conn  # e.g. a thread still inside a tool call of this rollout
    session.close()
    assert all(conn is not held for conn in erp._IDLE)
    with pytest.raises(sqlite3.ProgrammingError):
        held.execute("SELECT 1")
    with pytest.raises(sqlite3.ProgrammingError):
        session.conn.execute("SELECT 1")


def test_a_session_closed_during_a_call_hands_its_connection_back_when_the_call_returns(train_tasks):
    session = RolloutSession.start(snapshot_for(train_tasks[0]), train_tasks[0])
    conn = session.borrow()  # a tool call in progress
    session.close()
    assert all(idle is not conn for idle in erp._IDLE)
    assert session.borrow() is None
    assert conn.execute("SELECT 1").fetchone() == (1,)  # the call in progress finishes on its own database
    session.give_back()
    assert erp._IDLE[-1] is conn


def test_the_control_taskset_loads_by_its_vf_id_with_our_tasks_and_tools(monkeypatch):
    import inspect

    from verifiers.v1.utils.loaders import environment_class, taskset_class

    from invoice_env.adapters.v1_tools import InvoiceToolset
    from invoice_env.adapters.verifiers_v1 import InvoiceEnv, InvoiceTaskset, InvoiceTasksetConfig
    from invoice_env.bench.control import CONTROL_ID, CONTROL_PATH, ControlTaskset
    from invoice_env.bench.control.tools import ControlToolset

    monkeypatch.syspath_prepend(str(CONTROL_PATH))
    assert taskset_class(CONTROL_ID) is ControlTaskset
    assert environment_class(CONTROL_ID) is InvoiceEnv
    config = InvoiceTasksetConfig(split="eval")
    ours = [t.data for t in InvoiceTaskset(config).load()]
    control = [t.data for t in ControlTaskset(config).load()]
    assert control == ours
    for name in ("search_purchase_order", "read_document", "create_booking", "flag_for_review"):
        assert inspect.signature(getattr(ControlToolset, name)) == inspect.signature(getattr(InvoiceToolset, name))
