"""Your own cases: the examples solve through the core path; every defect found by trying the cases
folder as a new user would has a test here (each fails on the loader before issue 11)."""

import logging
import shutil
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from fpdf import FPDF

from invoice_env import cli
from invoice_env.agents.policy_server import completion
from invoice_env.agents.scripted import document_id_from, run_agent
from invoice_env.documents.render import InvoiceDocument, family_by_id, render_invoice
from invoice_env.episode.grader import grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.cases.loader import CaseError, check_cases, load_cases
from invoice_env.tasks.dataset import load_snapshot
from invoice_env.tasks.selection import select_tasks
from invoice_env.world.models import InvoiceFacts, InvoiceLine, Supplier

EXAMPLES = Path(__file__).resolve().parent.parent / "evals" / "cases"
def _first_shipped_po() -> str:
    """A PO of the shipped (train) ERP: the examples' supplier is a case fixture, so it is another supplier's."""
    import sqlite3

    conn = sqlite3.connect(":memory:")
    conn.deserialize(load_snapshot(None, "cases"))
    try:
        return conn.execute("SELECT po_number FROM purchase_orders ORDER BY po_number LIMIT 1").fetchone()[0]
    finally:
        conn.close()


OTHER_SUPPLIERS_PO = _first_shipped_po()


def _copy(tmp_path: Path, name: str = "cases") -> Path:
    target = tmp_path / name
    shutil.copytree(EXAMPLES, target, ignore=shutil.ignore_patterns("*.py"))
    return target


def _edit(path: Path, old: str, new: str, count: int = -1) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, count))


def _error(folder: Path) -> str:
    with pytest.raises(CaseError) as info:
        load_cases(folder)
    message = str(info.value)
    assert "nothing was run" in message
    return message


def _solve(snapshot: bytes, task) -> float:
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        run_agent("reference", task.prompt, lambda name, args: tools.call(name, args)[1])
        return grade_session(session).reward
    finally:
        session.close()


def test_the_example_cases_load_and_the_reference_policy_solves_them(snapshot):
    tasks = load_cases(EXAMPLES)
    assert [t.task_id for t in tasks] == ["case-led-0001", "case-led-0002"]
    assert [t.goal.kind for t in tasks] == ["booking", "flag"]
    assert [_solve(snapshot, t) for t in tasks] == [1.0, 1.0]


def test_cases_are_not_in_the_dataset(all_tasks):
    assert not {t.task_id for t in load_cases(EXAMPLES)} & {t.task_id for t in all_tasks}
    assert select_tasks(cases_dir=EXAMPLES)[0].split == "cases"


@pytest.mark.parametrize("edit,needle", [
    (('vat_code = "V21"', 'vat_code = "V99"'), "field expected.vat_code: unknown code 'V99'"),
    (('net_amount = "1236.00"', 'net_amount = "12,36"'), "field expected.net_amount"),
    (('action = "book"', 'action = "pay"'), "field expected.action"),
    (('gl_account = "604000"\n\n[[purchase_orders.lines]]', 'gl_account = "999"\n\n[[purchase_orders.lines]]'),
     "field purchase_orders.1.gl_account"),
    (('po_number = "45700001"\ngl_account', 'po_number = "45799999"\ngl_account'),
     "field expected.po_number: PO 45799999 is neither in the ERP"),
    (("tags = [", "colour = 'red'\ntags = ["), "field colour: Extra inputs are not permitted"),
    (("[expected]", "[expected"), "not valid TOML"),
    (("[expected]\naction", "[outcome]\naction"), "field expected: Field required; add an [expected] table"),
])
def test_an_invalid_case_names_file_and_field_and_nothing_runs(tmp_path, edit, needle):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    _edit(path, *edit)
    message = _error(folder)
    assert str(path) in message and needle in message


def test_missing_pdf_and_empty_folders_are_reported(tmp_path):
    folder = _copy(tmp_path)
    (folder / "led-0002" / "invoice.pdf").unlink()
    with pytest.raises(CaseError, match="expected exactly one invoice PDF next to it, found 0"):
        load_cases(folder)
    with pytest.raises(CaseError, match="has no case sub-folders"):
        load_cases(tmp_path / "cases" / "led-0002")
    with pytest.raises(CaseError, match="does not exist"):
        load_cases(tmp_path / "nowhere")


# --- defect: supplier VAT numbers were not checked ---------------------------------------------

@pytest.mark.parametrize("vat,country,needle", [
    ("BE0811.223.382", "BE", "not a valid BE VAT number"),  # wrong check digits (the old example's number)
    ("hello", "BE", "does not start with an EU country prefix"),
    ("BE0811.223.371", "DE", "is a BE number, but the supplier's country is DE"),
])
def test_a_supplier_vat_number_is_checked_with_its_check_digits_and_country(tmp_path, vat, country, needle):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    _edit(path, 'vat_number = "BE0811.223.371"\ncountry = "BE"', f'vat_number = "{vat}"\ncountry = "{country}"')
    message = _error(folder)
    assert f"{path}: field suppliers.1.vat_number: " in message and needle in message


def test_a_wrong_iban_is_reported(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "led-0001" / "case.toml", "BE68 5390 0754 7034", "BE68 5390 0754 7035")
    assert "field suppliers.1.iban: IBAN 'BE68 5390 0754 7035' is not valid" in _error(folder)


# --- defect: foreign keys declared but not enforced ----------------------------------------------

def test_a_booked_invoice_on_a_po_that_exists_nowhere_is_rejected(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "led-0002" / "case.toml", 'net_amount = "1236.00"\npo_number = "45700001"',
          'net_amount = "1236.00"\npo_number = "45799999"')
    assert ("field booked_invoices.1.po_number: PO 45799999 is neither in the ERP nor in [[purchase_orders]]"
            in _error(folder))


def test_a_booked_invoice_on_another_suppliers_po_is_rejected(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "led-0002" / "case.toml", 'net_amount = "1236.00"\npo_number = "45700001"',
          f'net_amount = "1236.00"\npo_number = "{OTHER_SUPPLIERS_PO}"')
    assert (f"field booked_invoices.1.po_number: PO {OTHER_SUPPLIERS_PO} belongs to another supplier"
            in _error(folder))


# --- defect: the expected answer was never checked against the case's own data --------------------

@pytest.mark.parametrize("edit,needles", [
    (('gl_account = "604000"\nvat_code', 'gl_account = "611000"\nvat_code'),
     ["field expected.gl_account: 611000 is not the GL account of PO 45700001 (604000)",
      "the policy decides book on PO 45700001, GL 604000"]),
    (('vat_code = "V21"', 'vat_code = "ICS"'),
     ["field expected.vat_code: ICS (intra_eu_services) does not apply to a supplier in BE"]),
    (('po_number = "45700001"\ngl_account = "604000"\nvat_code', f'po_number = "{OTHER_SUPPLIERS_PO}"\n'
                                                                 'gl_account = "604000"\nvat_code'),
     [f"field expected.po_number: PO {OTHER_SUPPLIERS_PO} belongs to"]),
    (('net_amount = "1236.00"\n\n[[suppliers]]', 'net_amount = "99999.00"\n\n[[suppliers]]'),
     ["field expected.net_amount: 99999.00 is not the invoice's net total 1236.00"]),
])
def test_an_expected_booking_that_contradicts_the_cases_own_data_is_rejected(tmp_path, edit, needles):
    folder = _copy(tmp_path)
    _edit(folder / "led-0001" / "case.toml", *edit)
    message = _error(folder)
    assert all(needle in message for needle in needles), message


def test_an_invoice_over_the_remaining_amount_cannot_be_expected_booked(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"  # 1,236.00 invoiced on a PO with 1,026.00 remaining: 20.5 % over
    _edit(path, 'article_no = "VC-10977"\ndescription = "LED-driver 700mA"\nquantity = "12"\nunit_price = "18.00"',
          'article_no = "VC-10977"\ndescription = "LED-driver 700mA"\nquantity = "12"\nunit_price = "0.50"')
    message = _error(folder)
    assert (f"{path}: [expected] says book on PO 45700001, GL 604000, VAT V21, net 1236.00, but the policy decides "
            "flag amount_out_of_tolerance (rule 5: over the 2 % tolerance of the stated PO: 1236.00 exceeds the "
            "remaining 1026.00") in message


def test_a_case_may_opt_out_of_the_policy_check_with_a_reason_that_is_recorded(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "led-0002" / "case.toml"
    _edit(path, 'reason = "duplicate_invoice"', 'reason = "no_matching_po"')
    assert "the policy decides flag duplicate_invoice (rule 2" in _error(folder)
    _edit(path, "tags = [", "policy_check = false\ntags = [")
    assert "field policy_check_reason: required when policy_check = false" in _error(folder)
    _edit(path, "policy_check = false", 'policy_check = false\npolicy_check_reason = "our clerks flag re-sends as no PO"')
    result = check_cases(folder).results[1]
    assert result.policy_check_reason == "our clerks flag re-sends as no PO"
    assert "policy_check:off" in result.task.tags and result.task.goal.reason == "no_matching_po"


# --- the [invoice] facts must be printed in the PDF ----------------------------------------------

@pytest.mark.parametrize("old,new,needle", [
    ('invoice_number = "2026-0151"', 'invoice_number = "2026-0999"', "field invoice.invoice_number: '2026-0999'"),
    ('supplier_vat = "BE0811.223.371"\ninvoice', 'supplier_vat = "BE0123.456.749"\ninvoice',
     "field invoice.supplier_vat: BE0123.456.749 is not in the PDF's text"),
    ('net_total = "1236.00"', 'net_total = "1263.00"', "field invoice.net_total: 1263.00 is not in the PDF's text"),
    ('po_reference = "45700001"', 'po_reference = "45700002"', "field invoice.po_reference: '45700002'"),
    ('article_no = "VC-10977"\nquantity', 'article_no = "VC-10978"\nquantity', "field invoice.lines.2.article_no"),
])
def test_facts_that_the_pdf_does_not_show_are_rejected(tmp_path, old, new, needle):
    folder = _copy(tmp_path)
    _edit(folder / "led-0001" / "case.toml", old, new)
    assert needle in _error(folder)


def test_a_net_total_is_found_in_any_locale_spelling():
    from invoice_env.tasks.cases.spec import InvoiceFactsSpec
    from invoice_env.tasks.cases.text import facts_not_in_text

    facts = InvoiceFactsSpec(supplier_vat="BE0811.223.371", invoice_number="F-1", invoice_date=date(2026, 11, 1),
                             net_total=Decimal("4182.30"), vat_rate=Decimal(21))
    def text(amount: str) -> str:
        return f"F-1  01-11-2026  BE 0811 223 371\nNet total  {amount}\nVAT 21 %  878,28\n"

    for spelling in ("4.182,30", "4 182,30", "4\u202f182,30", "4,182.30", "4182.30", "EUR 4182,30"):
        assert facts_not_in_text(facts, text(spelling)) == [], spelling
    for wrong in ("14.182,30", "4.182,31", "4.182,305"):
        assert any(p.startswith("field invoice.net_total") for p in facts_not_in_text(facts, text(wrong))), wrong


# --- defect: clashes were raw database errors -------------------------------------------------

def test_clashes_name_the_file_the_field_and_the_value(tmp_path, snapshot):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    _edit(path, 'po_number = "45700001"\nsupplier_vat', f'po_number = "{OTHER_SUPPLIERS_PO}"\nsupplier_vat')
    message = _error(folder)
    assert (f"{path}: field purchase_orders.1.po_number: PO {OTHER_SUPPLIERS_PO} already exists in the ERP"
            in message)
    assert "UNIQUE constraint" not in message
    path2 = folder / "led-0002" / "case.toml"
    _edit(path2, "[[booked_invoices]]", "[[booked_invoices]]\nsupplier_vat = \"BE0811.223.371\"\ninvoice_number = "
          "\"2026-0142\"\ninvoice_date = 2026-11-01\nnet_amount = \"10.00\"\npo_number = \"45700001\"\n\n"
          "[[booked_invoices]]")
    message = _error(folder)
    assert f"{path2}: field booked_invoices.2.invoice_number: '2026-0142' of BE0811.223.371 is already booked" in message
    assert str(path) in message  # every problem of the set at once


# --- defect: the folder name became the document id ----------------------------------------------

@pytest.mark.parametrize("name", ["duplicate-lievens", "met spatie", "dossier été ✓"])
def test_no_folder_name_reaches_the_model_and_any_name_works(tmp_path, snapshot, name):
    folder = _copy(tmp_path, "my cases")
    (folder / "led-0002").rename(folder / name)
    (folder / name / "invoice.pdf").rename(folder / name / f"{name}.pdf")
    task = next(t for t in load_cases(folder) if t.goal.kind == "flag")
    assert task.document_id == next(t for t in load_cases(EXAMPLES) if t.goal.kind == "flag").document_id
    assert name not in task.prompt and "lievens" not in task.prompt and "duplicate" not in task.prompt
    assert document_id_from(task.prompt) == task.document_id
    assert _solve(snapshot, task) == 1.0
    answer = completion({"model": "reference", "messages": [{"role": "system", "content": SYSTEM_PROMPT},
                                                            {"role": "user", "content": task.prompt}]}, "reference")
    call = answer["choices"][0]["message"]["tool_calls"][0]["function"]
    assert call["name"] == "read_document" and task.document_id in call["arguments"]


# --- defect: ordinary files tripped the loader ----------------------------------------------------

def test_an_upper_case_pdf_extension_loads(tmp_path):
    folder = _copy(tmp_path)
    (folder / "led-0001" / "invoice.pdf").rename(folder / "led-0001" / "Invoice.PDF")
    assert len(load_cases(folder)) == 2


def test_a_case_toml_with_a_byte_order_mark_loads(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert len(load_cases(folder)) == 2
    path.write_bytes(path.read_bytes().replace(b"Kortrijk", b"Kortr\xffjk"))
    assert "not UTF-8 text" in _error(folder)


def test_hidden_and_stray_folders_are_skipped_with_a_warning(tmp_path, caplog):
    folder = _copy(tmp_path)
    (folder / ".git" / "objects").mkdir(parents=True)
    (folder / "__MACOSX" / "led-0001").mkdir(parents=True)
    (folder / "__MACOSX" / "led-0001" / "._invoice.pdf").write_bytes(b"\x00\x05\x16\x07")
    (folder / "notes").mkdir()
    (folder / "notes" / "todo.txt").write_text("ask Jan")
    shutil.copy(folder / "led-0001" / "invoice.pdf", folder / "loose.pdf")
    with caplog.at_level(logging.WARNING, logger="invoice_env.tasks.cases.loader"):
        assert len(load_cases(folder)) == 2
    warned = caplog.text
    assert ".git: skipped" in warned and "__MACOSX: skipped" in warned and "notes: skipped (no case.toml" in warned
    assert "loose.pdf: skipped (a PDF outside a case folder" in warned


def test_a_folder_with_a_pdf_but_no_case_toml_is_an_error(tmp_path):
    folder = _copy(tmp_path)
    (folder / "new-one").mkdir()
    shutil.copy(folder / "led-0001" / "invoice.pdf", folder / "new-one" / "scan.pdf")
    assert "new-one: holds scan.pdf but no case.toml; write one with `invoice-env case new" in _error(folder)


def test_a_pdf_without_a_text_layer_is_rejected_with_the_file_named(tmp_path):
    folder = _copy(tmp_path)
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 60, style="F")  # a scanned page: pixels, no text
    (folder / "led-0001" / "invoice.pdf").write_bytes(bytes(pdf.output()))
    assert f"{folder / 'led-0001' / 'case.toml'}: invoice.pdf has no text layer" in _error(folder)


def test_a_reload_sees_an_edited_case(tmp_path):
    folder = _copy(tmp_path)
    assert load_cases(folder)[0].goal.vat_code == "V21"
    path = folder / "led-0001" / "case.toml"
    _edit(path, 'vat_code = "V21"', 'vat_code = "V06"')
    assert "the policy decides book on PO 45700001, GL 604000, VAT V21" in _error(folder)
    _edit(path, 'vat_code = "V06"', 'vat_code = "V21"')
    _edit(path, "Kortrijk", "Kortrijk-Heule")
    assert load_cases(folder)[0].goal.vat_code == "V21"
    assert load_cases(folder)[0].fixtures.suppliers[0].city == "Kortrijk-Heule"


# --- defect: only five supplier countries; no user labels ------------------------------------------

def _austrian_case(folder: Path) -> None:
    supplier = Supplier(supplier_id="X", name="Tiroler Leuchten GmbH", vat_number="ATU13585627", country="AT",
                        street="Museumstrasse 5", postal_code="6020", city="Innsbruck",
                        iban="AT61 1904 3002 3457 3201", language="de")
    lines = (InvoiceLine(article_no="TL-20001", description="Wandleuchte", quantity=Decimal(10),
                         unit_price=Decimal("31.00"), net_amount=Decimal("310.00")),)
    facts = InvoiceFacts(supplier_name=supplier.name, supplier_vat=supplier.vat_number, invoice_number="RE-77",
                         invoice_date=date(2026, 11, 20), due_date=date(2026, 12, 20), po_reference="45700002",
                         lines=lines, net_total=Decimal("310.00"), vat_rate=Decimal(0), vat_amount=Decimal("0.00"),
                         gross_total=Decimal("310.00"), reverse_charge_stated=True)
    doc = InvoiceDocument(supplier=supplier, facts=facts, family=family_by_id("fpdf2/classic/w0"),
                          vat_note="intra_eu_goods", injection=None, seed=1)
    (folder / "tirol").mkdir()
    (folder / "tirol" / "RE-77.pdf").write_bytes(render_invoice(doc))
    (folder / "tirol" / "case.toml").write_text('''scenario = "intra_eu"
difficulty = "tricky"
tags = ["austria", "reverse_charge"]

[invoice]
supplier_vat = "ATU13585627"
invoice_number = "RE-77"
invoice_date = 2026-11-20
net_total = "310.00"
vat_rate = "0"
po_reference = "45700002"
reverse_charge_stated = true
[[invoice.lines]]
article_no = "TL-20001"
quantity = "10"

[expected]
action = "book"
po_number = "45700002"
gl_account = "604000"
vat_code = "ICG"
net_amount = "310.00"

[[suppliers]]
name = "Tiroler Leuchten GmbH"
vat_number = "ATU13585627"
country = "AT"
iban = "AT61 1904 3002 3457 3201"
language = "de"

[[purchase_orders]]
po_number = "45700002"
supplier_vat = "ATU13585627"
order_date = 2026-11-02
gl_account = "604000"
[[purchase_orders.lines]]
article_no = "TL-20001"
description = "Wandleuchte"
quantity = "10"
unit_price = "31.00"
vat_rate = "0"
''')


def test_a_supplier_from_any_eu_country_with_user_labels(tmp_path, snapshot):
    folder = _copy(tmp_path)
    _austrian_case(folder)
    tasks = load_cases(folder)
    task = next(t for t in tasks if t.task_id == "case-tirol")
    assert (task.scenario, task.difficulty, task.tags) == ("intra_eu", "tricky", ("austria", "reverse_charge"))
    assert task.goal.vat_code == "ICG" and task.fixtures.suppliers[0].country == "AT"
    assert [t.task_id for t in select_tasks(cases_dir=folder, scenarios="intra_eu", difficulty="tricky")] == [
        "case-tirol"]
    session = RolloutSession.start(snapshot, task)
    try:
        tools = InvoiceTools(session)
        tools.call("create_booking", {"document_id": task.document_id, "po_number": "45700002",
                                      "gl_account": "604000", "vat_code": "ICG", "net_amount": "310.00"})
        assert grade_session(session).reward == 1.0
    finally:
        session.close()


def test_tags_reach_the_v1_task_data():
    pytest.importorskip("verifiers.v1")
    from invoice_env.adapters.verifiers_v1 import InvoiceTaskset, InvoiceTasksetConfig

    taskset = InvoiceTaskset(InvoiceTasksetConfig(cases_dir=str(EXAMPLES)))
    data = {task.data.id: task.data for task in taskset.load()}
    assert data["case-led-0001"].tags == ["lighting", "stated_po"]
    assert (data["case-led-0002"].scenario, data["case-led-0002"].difficulty) == ("own_case", "hard")


# --- case new / case check ---------------------------------------------------------------------

def test_case_new_prefills_the_facts_and_case_check_reports_the_policy(tmp_path, capsys):
    cases = tmp_path / "mijn cases"
    target = cases / "nieuw één"
    assert cli.main(["case", "new", str(EXAMPLES / "led-0001" / "invoice.pdf"), str(target)]) == 0
    text = (target / "case.toml").read_text()
    for fact in ('supplier_vat = "BE0811.223.371"', 'invoice_number = "2026-0151"', "invoice_date = 2026-11-24",
                 'net_total = "1236.00"', 'po_reference = "45700001"', 'article_no = "VC-10977"'):
        assert fact in text
    assert cli.main(["case", "check", str(cases)]) == 2
    err = capsys.readouterr().err
    assert "field expected.action" in err and "field suppliers.1.name" in err and "purchase_orders.1.gl_account" in err
    text = text.replace('action = ""                # TODO: "book" or "flag"',
                        'action = "book"\npo_number = "45700001"\ngl_account = "604000"\nvat_code = "V21"\n'
                        'net_amount = "1236.00"')
    text = text.replace('name = ""                  # TODO', 'name = "Verlichting Claeys BV"')
    text = text.replace("order_date = 2000-01-01   # TODO", "order_date = 2026-10-20")
    text = text.replace('gl_account = ""            # TODO: e.g. 604000 (goods for resale)', 'gl_account = "604000"')
    (target / "case.toml").write_text(text)
    assert cli.main(["case", "check", str(cases)]) == 0
    out = capsys.readouterr().out
    assert "case-nieuw één" in out and "policy decides: book on PO 45700001, GL 604000, VAT V21, net 1236.00" in out
    assert "agrees with the policy" in out and "1 case valid" in out
    assert cli.main(["case", "new", str(EXAMPLES / "led-0001" / "invoice.pdf"), str(target)]) == 2
    assert "already exists and is not empty" in capsys.readouterr().err


def test_case_check_lists_every_independent_problem_of_a_case_at_once(tmp_path, capsys):
    """Issue 38: one invalid field hid every other check of its case, and the answer was held against the
    case's rows and the policy only once every fact matched the PDF, so problems came to light one round of
    fixes after another. Now each check runs on the parts of the file it needs that are valid; a difference
    from the policy that a disputed fact explains is still left out (it follows from that fact)."""
    folder = _copy(tmp_path)
    one, two = folder / "led-0001" / "case.toml", folder / "led-0002" / "case.toml"
    _edit(one, 'tags = ["lighting", "stated_po"]', 'tags = "lighting"')                  # a field of the wrong type
    _edit(one, 'vat_rate = "21"\npo_reference', 'vat_rate = "6"\npo_reference', 1)      # a fact the PDF does not show
    _edit(one, 'po_number = "45700001"\ngl_account = "604000"', 'po_number = "45700001"\ngl_account = "611000"', 1)
    _edit(two, 'gl_account = "604000"', 'gl_account = "999"')                           # a PO row invalid
    _edit(two, 'reason = "duplicate_invoice"\n', "")                                    # the answer incomplete
    _edit(two, 'invoice_number = "2026-0142"\ninvoice_date', 'invoice_number = "2026-014"\ninvoice_date', 1)
    _edit(two, 'language = "nl"', 'language = "nl"\niban = "BE68 5390 0754 7035"')       # wrong check digits
    _edit(two, "invoice_date = 2026-11-05\nnet_amount", "invoice_date = 2000-01-01\nnet_amount")  # a placeholder
    assert cli.main(["case", "check", str(folder)]) == 2
    err = capsys.readouterr().err
    wanted = {one: ["field tags: Input should be a valid list",
                    'field invoice.vat_rate = 6, but the PDF prints 21 % VAT (line "Btw 21% 259,56")',
                    "field expected.gl_account: 611000 is not the GL account of PO 45700001 (604000)",
                    "[expected] says book on PO 45700001, GL 611000, VAT V21, net 1236.00, but the policy decides "
                    "book on PO 45700001, GL 604000, VAT V06, net 1236.00"],
              two: ["field purchase_orders.1.gl_account: Value error, unknown GL account '999'",
                    'field expected.reason: required when action = "flag"',
                    "field booked_invoices.1.invoice_date = 2000-01-01: that is the placeholder",
                    "field invoice.invoice_number = '2026-014', but the PDF prints it only inside the longer "
                    "'2026-0142'",
                    "field suppliers.1.iban:"]}
    for path, needles in wanted.items():
        mine = [line.strip() for line in err.splitlines() if line.strip().startswith(f"{path}: ")]
        assert len(mine) == len(needles), "\n".join(mine)
        for needle in needles:
            assert any(needle in line for line in mine), (needle, mine)
    assert "the PDF disputes invoice.vat_rate above" in err  # the policy's difference in GL is no follow-on
    assert "(9 problems)" in err and "nothing was run" in err


def test_case_check_shows_an_opted_out_case(tmp_path, capsys):
    folder = _copy(tmp_path)
    path = folder / "led-0002" / "case.toml"
    _edit(path, "tags = [", 'policy_check = false\npolicy_check_reason = "kept as an odd one"\ntags = [')
    assert cli.main(["case", "check", str(folder)]) == 0
    assert "policy check off: kept as an odd one" in capsys.readouterr().out


def test_case_new_on_a_layout_the_reader_does_not_know_prefills_what_it_reads_and_marks_the_rest(tmp_path, capsys):
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    for line in ("An: Technibouw Distributie NV, BE0456.789.133", "Rechnung R-2026-77", "USt-IdNr.: ATU 13585627",
                 "Summe netto 1.234,50 EUR"):
        pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    source = tmp_path / "Rechnung.PDF"
    source.write_bytes(bytes(pdf.output()))
    target = tmp_path / "cases" / "tirol"
    assert cli.main(["case", "new", str(source), str(target)]) == 0
    out = capsys.readouterr().out
    assert "not read: invoice_date, lines, vat_rate (marked TODO)" in out  # issue 21: field by field
    assert "invoice.invoice_date: not read from the PDF (no invoice date beside a known label)" in out
    text = (target / "case.toml").read_text()
    assert 'supplier_vat = "ATU 13585627"     # CHECK' in text and 'country = "AT"' in text
    assert 'invoice_number = "R-2026-77"' in text and 'net_total = "1234.50"' in text
    assert "invoice_date = 2000-01-01  # TODO: not read from the PDF" in text
    assert (target / "Rechnung.PDF").read_bytes() == source.read_bytes()
    assert cli.main(["case", "check", str(tmp_path / "cases")]) == 2
    assert "field expected.action" in capsys.readouterr().err


def test_case_new_writes_the_invoices_language_when_its_labels_tell_it_else_a_todo(tmp_path, capsys):
    """Issue 38: `case new` wrote language = "en" for every new supplier, a Dutch one too, with no TODO."""
    cases = tmp_path / "cases"
    assert cli.main(["case", "new", str(EXAMPLES / "led-0001" / "invoice.pdf"), str(cases / "dutch")]) == 0
    text = (cases / "dutch" / "case.toml").read_text()
    assert 'language = "nl"            # CHECK: the supplier\'s language, read from its labels (8 Dutch)' in text
    assert "its language" not in capsys.readouterr().out
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    for line in ("Verlichting Claeys BV, BE0811.223.371", "Factuur 2026-0151", "Te betalen 1.495,56 EUR"):
        pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    source = tmp_path / "kort.pdf"
    source.write_bytes(bytes(pdf.output()))
    assert cli.main(["case", "new", str(source), str(cases / "short")]) == 0
    assert "the supplier's name and address ([[suppliers]]), and its language (not read with confidence)" in (
        capsys.readouterr().out)
    text = (cases / "short" / "case.toml").read_text()
    assert ('language = ""               # TODO: the supplier\'s language, nl, fr, de or en; not read with confidence '
            "from the PDF: too few labels to tell (1 Dutch)") in text
    assert cli.main(["case", "check", str(cases)]) == 2
    assert f"{cases / 'short' / 'case.toml'}: field suppliers.1.language: Input should be 'nl', 'fr', 'de' or 'en'" in (
        capsys.readouterr().err)


def test_case_new_refuses_a_pdf_without_text(tmp_path, capsys):
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 60, style="F")
    source = tmp_path / "scan.pdf"
    source.write_bytes(bytes(pdf.output()))
    assert cli.main(["case", "new", str(source), str(tmp_path / "case")]) == 2
    assert "scan.pdf has no text layer" in capsys.readouterr().err
    assert not (tmp_path / "case").exists()
    source.write_bytes(_image_only_pdf(2))  # a scan of two pages is a scan too
    assert cli.main(["case", "new", str(source), str(tmp_path / "case")]) == 2
    assert "scan.pdf has no text layer" in capsys.readouterr().err
    assert not (tmp_path / "case").exists()



# --- issue 21: case check verifies the facts by what the PDF says, not by their text appearing ------

def _led_pdf(**changes) -> bytes:
    """The example invoice of led-0001 rendered anew with `changes` to its facts (e.g. no PO stated)."""
    supplier = Supplier(supplier_id="X", name="Verlichting Claeys BV", vat_number="BE0811.223.371", country="BE",
                        street="Kanaalweg 9", postal_code="8500", city="Kortrijk", iban="BE68 5390 0754 7034",
                        language="nl")
    lines = (InvoiceLine(article_no="VC-10420", description="LED-paneel 60x60 36W", quantity=Decimal(24),
                         unit_price=Decimal("42.50"), net_amount=Decimal("1020.00")),
             InvoiceLine(article_no="VC-10977", description="LED-driver 700mA", quantity=Decimal(12),
                         unit_price=Decimal("18.00"), net_amount=Decimal("216.00")))
    facts = InvoiceFacts(supplier_name=supplier.name, supplier_vat=supplier.vat_number, invoice_number="2026-0151",
                         invoice_date=date(2026, 11, 24), due_date=date(2026, 12, 24), po_reference="45700001",
                         lines=lines, net_total=Decimal("1236.00"), vat_rate=Decimal(21), vat_amount=Decimal("259.56"),
                         gross_total=Decimal("1495.56"), reverse_charge_stated=False).model_copy(update=changes)
    return render_invoice(InvoiceDocument(supplier=supplier, facts=facts, family=family_by_id("fpdf2/classic/w0"),
                                          vat_note=None, injection=None, seed=1))


def _policy_agrees_with_expected(path: Path) -> bool:
    """What the project's policy decides on the case's own [invoice] facts equals its [expected]: only the
    check of the facts against the PDF can tell such a case is wrong."""
    import tomllib

    from invoice_env.tasks.cases.policy_check import agrees, policy_decision
    from invoice_env.tasks.cases.rows import ErpIndex, case_fixtures
    from invoice_env.tasks.cases.spec import CaseFile
    from invoice_env.world.erp import open_task_database

    spec = CaseFile.model_validate(tomllib.loads(path.read_text()))
    base = load_snapshot(None, "cases")
    fixtures, problems = case_fixtures(spec, ErpIndex.of(base))
    assert problems == []
    pdf = next(path.parent.glob("*.pdf")).read_bytes()
    conn = open_task_database(base, fixtures, "inbox/x.pdf", pdf)
    try:
        return agrees(policy_decision(spec, conn), spec.expected)
    finally:
        conn.close()


_BOOK = 'action = "book"\npo_number = "45700001"\ngl_account = "604000"\nvat_code = "V21"\nnet_amount = "1236.00"'
# name -> (case, PDF facts changed or None, [(old, new) edits of case.toml], the message)
HOSTILE = {
    "vat_rate_6_on_a_21_percent_invoice": (
        "led-0001", None, [('vat_rate = "21"\npo_reference', 'vat_rate = "6"\npo_reference'),
                           ('vat_code = "V21"', 'vat_code = "V06"')],
        'field invoice.vat_rate = 6, but the PDF prints 21 % VAT (line "Btw 21% 259,56")'),
    "reverse_charge_declared_but_not_printed": (
        "led-0001", None, [("reverse_charge_stated = false", "reverse_charge_stated = true"),
                           ('vat_code = "V21"', 'vat_code = "VRC"')],
        "field invoice.reverse_charge_stated = true, but the PDF prints no reverse-charge statement"),
    "quantity_90_where_12_is_printed": (
        "led-0001", {"po_reference": None}, [('po_reference = "45700001"\n', ""),
                                             ('article_no = "VC-10977"\nquantity = "12"',
                                              'article_no = "VC-10977"\nquantity = "90"'),
                                             (_BOOK, 'action = "flag"\nreason = "no_matching_po"')],
        'field invoice.lines.2.quantity = 90, but the PDF\'s row for article VC-10977 does not show that quantity '
        '(row "VC-10977 LED-driver 700mA 12 18,00 216,00")'),
    "po_reference_left_out_although_printed": (
        "led-0001", None, [('po_reference = "45700001"\n', "")],
        'field invoice.po_reference is left out (no PO stated), but the PDF prints the PO reference 45700001 '
        '(line "Uw bestelbon: 45700001"); add po_reference = "45700001"'),
    "net_total_set_to_one_lines_amount": (
        "led-0001", None, [('net_total = "1236.00"', 'net_total = "1020.00"'),
                           ('net_amount = "1236.00"', 'net_amount = "1020.00"')],
        'field invoice.net_total = 1020.00, but the PDF prints the net total 1.236,00 '
        '(line "Totaal excl. btw 1.236,00")'),
    "net_total_set_to_the_gross": (
        "led-0001", None, [('net_total = "1236.00"', 'net_total = "1495.56"'),
                           (_BOOK, 'action = "flag"\nreason = "amount_out_of_tolerance"')],
        'field invoice.net_total = 1495.56 (that is the gross total), but the PDF prints the net total 1.236,00 '
        '(line "Totaal excl. btw 1.236,00")'),
    "invoice_number_a_substring_of_the_printed_one": (
        "led-0002", None, [('invoice_number = "2026-0142"\ninvoice_date', 'invoice_number = "2026-014"\ninvoice_date'),
                           ('reason = "duplicate_invoice"', 'reason = "no_matching_po"')],
        "field invoice.invoice_number = '2026-014', but the PDF prints it only inside the longer '2026-0142' "
        '(line "Factuurnummer: 2026-0142"); give the whole invoice number'),
    "the_scaffolds_placeholder_date": (
        "led-0001", None, [("invoice_date = 2026-11-24", "invoice_date = 2000-01-01 # TODO")],
        "field invoice.invoice_date = 2000-01-01: that is the placeholder `invoice-env case new` writes (marked "
        'TODO); put the real date; the PDF prints the invoice date 24-11-2026 (line "Factuurdatum: 24-11-2026")'),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_case_fails_case_check_with_its_message(tmp_path, capsys, name):
    case, pdf_changes, edits, message = HOSTILE[name]
    folder = _copy(tmp_path)
    path = folder / case / "case.toml"
    if pdf_changes is not None:
        (folder / case / "invoice.pdf").write_bytes(_led_pdf(**pdf_changes))
    for old, new in edits:
        _edit(path, old, new, 1)  # the first: [invoice] comes before the rows
    assert _policy_agrees_with_expected(path)  # the policy agrees with the wrong [expected]: only the facts tell
    assert cli.main(["case", "check", str(folder)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: {message}" in err, err
    assert err.count(str(path)) == 1, err  # one problem, the fact, for that case
    assert "nothing was run" in err


def test_the_untouched_variants_of_the_hostile_cases_pass(tmp_path, capsys):
    """The no-PO invoice with its printed quantity, and the examples, pass: the checks refuse lies only."""
    folder = _copy(tmp_path)
    (folder / "led-0001" / "invoice.pdf").write_bytes(_led_pdf(po_reference=None))
    _edit(folder / "led-0001" / "case.toml", 'po_reference = "45700001"\n', "")
    assert cli.main(["case", "check", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "policy decides: book on PO 45700001, GL 604000, VAT V21, net 1236.00 (rule 6" in out
    assert "2 cases valid" in out
    assert cli.main(["case", "check", str(EXAMPLES)]) == 0


def test_a_placeholder_outside_the_invoice_facts_is_refused(tmp_path, capsys):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    _edit(path, "order_date = 2026-10-20", "order_date = 2000-01-01   # TODO")
    _edit(path, 'city = "Kortrijk"', 'city = "TODO"')
    assert cli.main(["case", "check", str(folder)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: field purchase_orders.1.order_date = 2000-01-01: that is the placeholder" in err
    assert f"{path}: field suppliers.1.city = 'TODO': a placeholder, not a value" in err


@pytest.mark.parametrize("edit,message", [
    (('article_no = "VC-10977"\nquantity', 'article_no = ""\nquantity'),
     "field invoice.lines.2.article_no = '': empty; give the article number printed on the row"),
    (('po_reference = "45700001"', 'po_reference = "4570000"'),
     "field invoice.po_reference = '4570000', but the PDF prints the PO reference 45700001 "
     '(line "Uw bestelbon: 45700001")'),
    (('supplier_vat = "BE0811.223.371"\ninvoice', 'supplier_vat = "BE0456.789.133"\ninvoice'),
     "field invoice.supplier_vat = BE0456.789.133: that is the buyer's own VAT number"),
    (("invoice_date = 2026-11-24", "invoice_date = 2026-11-25"),
     'field invoice.invoice_date = 2026-11-25, but the PDF prints the invoice date 24-11-2026 '
     '(line "Factuurdatum: 24-11-2026")'),
])
def test_other_facts_the_pdf_does_not_say_are_refused_with_what_it_shows(tmp_path, capsys, edit, message):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    _edit(path, *edit)
    assert cli.main(["case", "check", str(folder)]) == 2
    assert f"{path}: {message}" in capsys.readouterr().err


def _image_only_pdf(pages: int) -> bytes:
    """A scanner's PDF: every page one picture of the invoice, no text layer."""
    from PIL import Image, ImageDraw

    pdf = FPDF()
    for number in range(1, pages + 1):
        image = Image.new("L", (420, 594), 255)
        draw = ImageDraw.Draw(image)
        draw.text((30, 30), f"FACTUUR 2026-0151  page {number}/{pages}", fill=0)
        draw.rectangle((30, 80, 390, 300), outline=0)
        pdf.add_page()
        pdf.image(image, x=10, y=10, w=190)
    return bytes(pdf.output())


@pytest.mark.parametrize("pages", [1, 2, 3])
def test_an_image_only_pdf_of_any_page_count_is_one_clear_error_in_case_check(tmp_path, capsys, pages):
    folder = _copy(tmp_path)
    path = folder / "led-0001" / "case.toml"
    (folder / "led-0001" / "invoice.pdf").write_bytes(_image_only_pdf(pages))
    assert cli.main(["case", "check", str(folder)]) == 2
    err = capsys.readouterr().err
    mine = [line.strip() for line in err.splitlines() if str(path) in line]
    assert len(mine) == 1, err
    assert mine[0].startswith(f"{path}: invoice.pdf has no text layer (an image-only scan?)")
    assert "not in the PDF's text" not in err and "--- page" not in err and "(1 problem)" in err


def test_case_check_on_a_two_page_scan_through_the_installed_command(tmp_path):
    import subprocess
    import sys

    folder = _copy(tmp_path)
    (folder / "led-0002" / "invoice.pdf").write_bytes(_image_only_pdf(2))
    command = Path(sys.executable).parent / "invoice-env"
    run = subprocess.run([str(command), "case", "check", str(folder)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 2
    assert "(1 problem)" in run.stderr and "led-0002/case.toml: invoice.pdf has no text layer" in run.stderr
    assert "not in the PDF's text" not in run.stderr


def test_an_image_only_pdf_of_any_page_count_is_one_clear_error_in_read_document(snapshot):
    from invoice_env.documents.pdf_text import NO_TEXT_LAYER

    task = load_cases(EXAMPLES)[0]
    for pages in (1, 2, 3):
        scan = task.model_copy(update={"pdf": _image_only_pdf(pages)})
        session = RolloutSession.start(snapshot, scan)
        try:
            ok, text = InvoiceTools(session).call("read_document", {"document_id": scan.document_id})
        finally:
            session.close()
        assert not ok and text == f"Error: {scan.document_id}: {NO_TEXT_LAYER}", (pages, text)


def test_every_document_family_passes_with_its_printed_facts_and_fails_with_a_wrong_one():
    """Every layout x wording the project renders: the facts as printed pass the check; each wrong fact of
    issue 21's kinds is refused. (The check of the facts alone, on synthetic documents of each family.)"""
    from invoice_env.documents.families import ALL_FAMILIES
    from invoice_env.documents.pdf_text import extract_text
    from invoice_env.documents.samples import suppliers_of_snapshot, synthetic_document
    from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec
    from invoice_env.tasks.cases.text import facts_not_in_text

    suppliers = list(suppliers_of_snapshot(load_snapshot(None, "cases")).values())
    escaped = []
    for index, family in enumerate(ALL_FAMILIES):
        doc = synthetic_document(suppliers[index * 7 % len(suppliers)], family, index * 1000 + 1)
        text, f = extract_text(render_invoice(doc)), doc.facts
        lines = [FactLine(article_no=l.article_no, quantity=l.quantity, description=l.description) for l in f.lines]
        base = dict(supplier_vat=f.supplier_vat, invoice_number=f.invoice_number, invoice_date=f.invoice_date,
                    net_total=f.net_total, vat_rate=f.vat_rate, po_reference=f.po_reference,
                    reverse_charge_stated=f.reverse_charge_stated, lines=lines)
        assert facts_not_in_text(InvoiceFactsSpec(**base), text) == [], (family.id, text)
        wrong = {"vat_rate": dict(vat_rate=Decimal(6) if f.vat_rate != 6 else Decimal(12)),
                 "reverse_charge": dict(reverse_charge_stated=not f.reverse_charge_stated),
                 "number_cut": dict(invoice_number=f.invoice_number[:-1]),
                 "date": dict(invoice_date=f.invoice_date.replace(day=1 if f.invoice_date.day != 1 else 2))}
        if f.gross_total != f.net_total:
            wrong["net_is_gross"] = dict(net_total=f.gross_total)
        if len(f.lines) > 1:
            wrong["net_is_a_line"] = dict(net_total=f.lines[0].net_amount)
        if f.po_reference:
            wrong["po_left_out"] = dict(po_reference=None)
        first = next((k for k, l in enumerate(f.lines) if l.article_no), None)
        if first is not None:
            more = list(lines)
            more[first] = FactLine(article_no=lines[first].article_no, quantity=lines[first].quantity + 7)
            wrong["quantity"] = dict(lines=more)
        escaped += [(family.id, kind) for kind, change in wrong.items()
                    if not facts_not_in_text(InvoiceFactsSpec(**{**base, **change}), text)]
    assert escaped == []


def _own_layout_pdf() -> bytes:
    """led-0001's invoice as other software prints it: labels the project's invoices never use, no known
    net-total label, a quantity heading the reader does not know."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=10)
    for cells in (("Verlichting Claeys BV",), ("Ondernemingsnummer BE 0811.223.371",),
                  ("Aan: Technibouw Distributie NV, BE0456.789.133",), ("Rekening 2026-0151 van 24/11/2026",),
                  ("Referentie klant", "45700001"), ("Art", "Tekst", "Stuk", "Prijs", "Totaal"),
                  ("VC-10420", "Paneel 60x60", "24", "42,50", "1.020,00"),
                  ("VC-10977", "Driver 12 V", "12", "18,00", "216,00"), ("Goederen", "1.236,00"),
                  ("BTW-tarief 21 %", "259,56"), ("Samen", "1.495,56")):
        y = pdf.get_y()
        for column, cell in enumerate(cells):
            pdf.set_xy(15 + 38 * column, y)
            pdf.cell(36, 6, cell)
        pdf.ln(6)
    return bytes(pdf.output())


def test_a_layout_the_reader_does_not_know_is_checked_line_by_line(tmp_path, capsys):
    from invoice_env.documents.reader import UnreadableInvoice, read_invoice
    from invoice_env.tasks.cases.text import pdf_text

    own = _own_layout_pdf()
    with pytest.raises(UnreadableInvoice):
        read_invoice(pdf_text(own))
    folder = _copy(tmp_path)
    (folder / "led-0002").rename(tmp_path / "spare")
    (folder / "led-0001" / "invoice.pdf").write_bytes(own)
    assert cli.main(["case", "check", str(folder)]) == 0, capsys.readouterr().err
    assert "1 case valid" in capsys.readouterr().out
    wrong = {"qty": ('article_no = "VC-10977"\nquantity = "12"', 'article_no = "VC-10977"\nquantity = "13"'),
             "po": ('po_reference = "45700001"\n', ""),
             "net": ('net_total = "1236.00"', 'net_total = "1020.00"'),
             "vat": ('vat_rate = "21"\npo', 'vat_rate = "6"\npo')}
    for name, edit in wrong.items():
        shutil.copytree(folder / "led-0001", folder / name)
        _edit(folder / name / "case.toml", *edit, 1)
    assert cli.main(["case", "check", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "(4 problems)" in err, err
    for needle in (f"{folder / 'qty' / 'case.toml'}: field invoice.lines.2.quantity = 13, but the PDF's row for "
                   'article VC-10977 does not show that quantity (row "VC-10977 Driver 12 V 12 18,00 216,00")',
                   f"{folder / 'po' / 'case.toml'}: field invoice.po_reference is left out (no PO stated), but the "
                   "PDF prints the number of the supplier's PO 45700001 (line \"Referentie klant 45700001\")",
                   f"{folder / 'net' / 'case.toml'}: field invoice.net_total = 1020.00: the PDF has no net-total "
                   "line this check recognises, and no printed amount is that net total plus 21 % VAT (1234.20)",
                   f"{folder / 'vat' / 'case.toml'}: field invoice.vat_rate = 6, but the PDF prints 21 % VAT "
                   '(line "BTW-tarief 21 % 259,56")'):
        assert needle in err, (needle, err)


def test_an_invoice_printing_several_vat_rates_is_refused_with_each_rate_shown():
    from invoice_env.documents.pdf_text import extract_text
    from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec
    from invoice_env.tasks.cases.text import facts_not_in_text

    text = extract_text((EXAMPLES / "led-0001" / "invoice.pdf").read_bytes())
    facts = InvoiceFactsSpec(supplier_vat="BE0811.223.371", invoice_number="2026-0151", invoice_date=date(2026, 11, 24),
                             net_total=Decimal("1236.00"), vat_rate=Decimal(21), po_reference="45700001",
                             reverse_charge_stated=False,
                             lines=[FactLine(article_no="VC-10420", quantity=Decimal(24)),
                                    FactLine(article_no="VC-10977", quantity=Decimal(12))])
    assert facts_not_in_text(facts, text) == []
    two_rates = text.replace("Btw 21%  259,56", "Btw 21%  214,20\nBtw 6%  12,96")
    problems = facts_not_in_text(facts, two_rates)
    assert len(problems) == 1 and problems[0].startswith(
        'field invoice.vat_rate = 21: the PDF prints several VAT rates (6 %, 21 %: line "Btw 6% 12,96"; line "Btw 21% 214,20")'), problems
    assert "an invoice is booked at one rate" in problems[0]


def test_an_article_line_the_case_leaves_out_is_refused_with_its_row():
    from invoice_env.documents.pdf_text import extract_text
    from invoice_env.tasks.cases.spec import FactLine, InvoiceFactsSpec
    from invoice_env.tasks.cases.text import facts_not_in_text

    text = extract_text((EXAMPLES / "led-0001" / "invoice.pdf").read_bytes())
    facts = InvoiceFactsSpec(supplier_vat="BE0811.223.371", invoice_number="2026-0151", invoice_date=date(2026, 11, 24),
                             net_total=Decimal("1236.00"), vat_rate=Decimal(21), po_reference="45700001",
                             reverse_charge_stated=False, lines=[FactLine(article_no="VC-10420", quantity=Decimal(24))])
    assert facts_not_in_text(facts, text) == [
        '[[invoice.lines]]: the PDF prints an article line that is not listed (row "VC-10977 LED-driver 700mA 12 st '
        '18,0000 216,00"); add it with article_no = "VC-10977" and its quantity: the fit test compares every invoiced '
        'article with the PO']


# --- rule 4 as the policy text states it: lines without an article number are left out of the fit ------------

def _service_case(folder: Path, open_pos: int) -> Path:
    """A Belgian service invoice with no PO number and no article numbers; the supplier has `open_pos` open POs."""
    supplier = Supplier(supplier_id="X", name="Adviesbureau Leieoever BV", vat_number="BE0999999823", country="BE",
                        street="Kortrijksesteenweg 9", postal_code="9000", city="Gent",
                        iban="BE71 0961 2345 6769", language="nl")
    lines = (InvoiceLine(article_no=None, description="Advies magazijninrichting", quantity=Decimal(8),
                         unit_price=Decimal("95.00"), net_amount=Decimal("760.00")),)
    facts = InvoiceFacts(supplier_name=supplier.name, supplier_vat=supplier.vat_number, invoice_number="2026-118",
                         invoice_date=date(2026, 11, 20), due_date=date(2026, 12, 20), po_reference=None,
                         lines=lines, net_total=Decimal("760.00"), vat_rate=Decimal(21), vat_amount=Decimal("159.60"),
                         gross_total=Decimal("919.60"), reverse_charge_stated=False)
    doc = InvoiceDocument(supplier=supplier, facts=facts, family=family_by_id("fpdf2/classic/w0"),
                          vat_note=None, injection=None, seed=1)
    (folder / "advies").mkdir()
    (folder / "advies" / "2026-118.pdf").write_bytes(render_invoice(doc))
    orders = "".join(f'''
[[purchase_orders]]
po_number = "4570001{n}"
supplier_vat = "BE0999999823"
order_date = 2026-11-0{n}
gl_account = "613000"
[[purchase_orders.lines]]
description = "Advies magazijninrichting"
quantity = "8"
unit_price = "95.00"
vat_rate = "21"
''' for n in range(1, open_pos + 1))
    path = folder / "advies" / "case.toml"
    path.write_text(f'''[invoice]
supplier_vat = "BE0999999823"
invoice_number = "2026-118"
invoice_date = 2026-11-20
net_total = "760.00"
vat_rate = "21"
reverse_charge_stated = false
[[invoice.lines]]
description = "Advies magazijninrichting"
quantity = "8"

[expected]
action = "book"
po_number = "45700011"
gl_account = "613000"
vat_code = "V21"
net_amount = "760.00"

[[suppliers]]
name = "Adviesbureau Leieoever BV"
vat_number = "BE0999999823"
country = "BE"
street = "Kortrijksesteenweg 9"
postal_code = "9000"
city = "Gent"
language = "nl"
{orders}''')
    return path


def test_an_invoice_without_po_and_article_numbers_fits_the_suppliers_one_open_po(tmp_path):
    """Rule 4 leaves lines without an article number out of the fit: with none left, every open PO fits, so the
    supplier's one open PO is booked and two are ambiguous (flag). Before, such an invoice fitted no PO."""
    folder = tmp_path / "one"
    folder.mkdir()
    _service_case(folder, open_pos=1)
    [task] = load_cases(folder)
    assert (type(task.goal).__name__, task.goal.po_number, task.goal.vat_code) == ("BookingGoal", "45700011", "V21")
    folder = tmp_path / "two"
    folder.mkdir()
    _service_case(folder, open_pos=2)
    assert "the policy decides flag no_matching_po" in _error(folder)
