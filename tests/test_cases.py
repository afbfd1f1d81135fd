import shutil
from pathlib import Path

import pytest

from invoice_env.agents import run_agent
from invoice_env.cases import CaseError, load_cases
from invoice_env.grader import grade_session
from invoice_env.selection import select_tasks
from invoice_env.session import RolloutSession
from invoice_env.tools import InvoiceTools

EXAMPLES = Path(__file__).resolve().parent.parent / "evals" / "cases"


def test_the_example_cases_load_and_the_reference_policy_solves_them(snapshot):
    tasks = load_cases(EXAMPLES)
    assert [t.task_id for t in tasks] == ["case-led-0001", "case-led-0002"]
    assert [t.goal.kind for t in tasks] == ["booking", "flag"]
    for task in tasks:
        session = RolloutSession.start(snapshot, task)
        tools = InvoiceTools(session)
        run_agent("reference", task.prompt, lambda name, args: tools.call(name, args)[1])
        assert grade_session(session).reward == 1.0
        session.close()


def test_cases_are_not_in_the_dataset(all_tasks):
    assert not {t.task_id for t in load_cases(EXAMPLES)} & {t.task_id for t in all_tasks}
    assert select_tasks(cases_dir=EXAMPLES)[0].split == "cases"


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "cases"
    shutil.copytree(EXAMPLES, target, ignore=shutil.ignore_patterns("*.py"))
    return target


@pytest.mark.parametrize("edit,needle", [
    (lambda t: t.replace('vat_code = "V21"', 'vat_code = "V99"'), "field expected.vat_code: unknown code 'V99'"),
    (lambda t: t.replace('net_amount = "1236.00"', 'net_amount = "12,36"'), "field expected.net_amount"),
    (lambda t: t.replace('action = "book"', 'action = "pay"'), "field expected.action"),
    (lambda t: t.replace('gl_account = "604000"\n\n[[purchase_orders.lines]]', 'gl_account = "999"\n\n[[purchase_orders.lines]]'),
     "field purchase_orders.0.gl_account"),
    (lambda t: t.replace('po_number = "45700001"\ngl_account', 'po_number = "45799999"\ngl_account'),
     "field expected.po_number: PO 45799999 is neither in the ERP"),
    (lambda t: "colour = 'red'\n" + t, "field colour: Extra inputs are not permitted"),
    (lambda t: t.replace("[expected]", "[expected"), "not valid TOML"),
])
def test_an_invalid_case_names_file_and_field_and_nothing_runs(tmp_path, edit, needle):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    path.write_text(edit(path.read_text()))
    with pytest.raises(CaseError) as info:
        load_cases(folder)
    message = str(info.value)
    assert "nothing was run" in message and str(path) in message and needle in message


def test_missing_pdf_and_empty_folders_are_reported(tmp_path):
    folder = _copy(tmp_path)
    (folder / "led-0002" / "invoice.pdf").unlink()
    with pytest.raises(CaseError, match="expected exactly one invoice PDF, found 0"):
        load_cases(folder)
    with pytest.raises(CaseError, match="has no case sub-folders"):
        load_cases(tmp_path / "cases" / "led-0002")
    with pytest.raises(CaseError, match="does not exist"):
        load_cases(tmp_path / "nowhere")
