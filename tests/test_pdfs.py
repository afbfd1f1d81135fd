import io
import re

from pypdf import PdfReader

from invoice_env.invoice_reader import read_invoice
from invoice_env.tools import extract_text


def test_pypdf_extracts_every_amount_and_reference_of_every_invoice(all_tasks):
    """Every generated PDF reads back, through pypdf text alone, to exactly the facts it was made from."""
    mismatches = []
    for task in all_tasks:
        facts = read_invoice(extract_text(task.pdf))
        if facts != task.facts.model_copy(update={"supplier_name": None}):
            mismatches.append(task.task_id)
    assert not mismatches, mismatches[:10]


def test_invoices_show_what_a_clerk_sees(all_tasks):
    for task in all_tasks[::7]:
        text = extract_text(task.pdf)
        assert task.facts.supplier_vat in text
        assert re.search(r"\b[A-Z]{2}\d{2}(?: [0-9A-Z]{4}){2,}", text), "no IBAN"
        assert "Technibouw Distributie NV" in text
        assert task.facts.invoice_number in text


def test_number_formats_follow_the_language(train_tasks):
    samples = {"nl": r"\d\.\d{3},\d{2}", "de": r"\d\.\d{3},\d{2}", "fr": "\\d\u00a0\\d{3},\\d{2}", "en": r"\d,\d{3}\.\d{2}"}
    for language, pattern in samples.items():
        texts = [extract_text(t.pdf) for t in train_tasks if t.language == language and t.facts.gross_total >= 1000]
        assert texts and all(re.search(pattern, text) for text in texts[:20]), language


def test_pdf_metadata_is_fixed_and_reveals_no_hidden_field(all_tasks):
    for task in all_tasks:
        meta = PdfReader(io.BytesIO(task.pdf)).metadata
        values = " ".join(str(v) for v in meta.values())
        assert task.scenario not in values and task.task_id not in values
        assert "/CreationDate" in meta and meta["/Producer"] == "invoicing"
        if task.goal.kind == "flag":
            assert task.goal.reason not in values


def test_rendering_is_byte_reproducible():
    from invoice_env.generator import generate_split
    from invoice_env.erp import snapshot_bytes_from_sql
    from invoice_env.dataset import load_tasks
    from invoice_env.world import build_world

    world = build_world()
    snapshot = snapshot_bytes_from_sql(world.snapshot_sql("eval"))
    fresh = generate_split("eval", world, snapshot)
    shipped = load_tasks("eval")
    for task, again in zip(shipped[:25], fresh):
        assert task.pdf == again.pdf
