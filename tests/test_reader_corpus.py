"""Issue 21, real invoices: the reader reads structure, not the generator's vocabulary. Each hand-written
invoice of evals/read_corpus (HTML printed by Chromium, not by the project's writers) reads to the facts in
its NAME.toml; a damaged text still gives every field but the damaged one, with a reason; `case new` on a
hand-written PDF pre-fills what it read. The figures themselves are printed by `invoice-env read-back`."""

from __future__ import annotations

import pytest

from invoice_env import cli
from invoice_env.bench.read_back import CORPUS, corpus_documents, misses
from invoice_env.documents.labels import GENERIC_LABELS
from invoice_env.documents.reader import TRAIN_VOCABULARY, UnreadableInvoice, read_fields, read_invoice
from invoice_env.tasks.cases.printed import LABELS

DOCUMENTS = {name: (text, facts) for name, text, facts in corpus_documents()}

# The hand-written invoices the reader does not read fully right, each with the fields it gets wrong. Empty
# today; a regression (a new miss) and an improvement (a miss gone) both fail the test below.
KNOWN_MISSES: dict[str, list[str]] = {}


def test_the_corpus_is_what_the_issue_asks_for():
    assert len(DOCUMENTS) >= 20
    html = sorted(CORPUS.glob("*.html"))
    assert [p.stem for p in html] == sorted(DOCUMENTS)
    assert len({p.read_text(encoding="utf-8").split('href="css/')[1].split('"')[0] for p in html}) >= 6
    languages = {p.stem.split("-")[1] for p in html}
    assert languages == {"nl", "fr", "de", "en"}
    assert sum(facts.reverse_charge_stated for _, facts in DOCUMENTS.values()) >= 3
    assert sum(facts.po_reference is None for _, facts in DOCUMENTS.values()) >= 3
    assert any(line.quantity != line.quantity.to_integral() for _, f in DOCUMENTS.values() for line in f.lines)


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_a_hand_written_invoice_reads_to_its_facts(name):
    text, facts = DOCUMENTS[name]
    assert [field for field, _, _ in misses(text, facts)] == KNOWN_MISSES.get(name, [])


@pytest.mark.parametrize("name", ["03-fr-quincaillerie", "12-de-werkzeug"])
def test_the_train_vocabulary_reader_reads_a_hand_written_invoice_by_its_structure(name):
    text, facts = DOCUMENTS[name]
    assert misses(text, facts, TRAIN_VOCABULARY) == []
    assert read_fields(text, TRAIN_VOCABULARY).how == "structure"


def test_a_damaged_field_is_reported_and_the_others_are_still_read():
    text, facts = DOCUMENTS["07-de-stahlhandel"]
    damaged = text.replace("Rechnungsdatum:  03.11.2026", "Rechnungsdatum:  siehe Lieferschein")
    assert damaged != text
    reading = read_fields(damaged)
    assert set(reading.problems) == {"invoice_date"}
    assert "unreadable invoice date 'siehe Lieferschein'" in reading.problems["invoice_date"]
    for field in ("supplier_vat", "invoice_number", "due_date", "po_reference", "lines", "net_total", "vat_rate",
                  "vat_amount", "gross_total", "reverse_charge_stated"):
        assert reading.values[field] == getattr(facts, field), field
    with pytest.raises(UnreadableInvoice, match="invoice_date: unreadable invoice date"):
        read_invoice(damaged)


def test_a_row_that_does_not_add_up_is_reported_as_the_lines_problem():
    text, facts = DOCUMENTS["05-en-brightline"]
    damaged = text.replace("907.20", "970.20")
    reading = read_fields(damaged)
    assert "lines" in reading.problems and "unreadable table row" in reading.problems["lines"]
    assert "970.20" in reading.problems["lines"]
    assert reading.values["invoice_number"] == facts.invoice_number
    assert reading.values["due_date"] == facts.due_date
    assert reading.values["gross_total"] == facts.gross_total


def test_without_a_labelled_net_total_the_amount_equal_to_the_lines_is_the_net():
    text, facts = DOCUMENTS["01-nl-lumen"]
    renamed = text.replace("Subtotaal  739,00", "Goederen  739,00").replace("Totaal EUR  894,19", "Saldo  894,19")
    reading = read_fields(renamed)
    assert reading.complete
    assert (reading.values["net_total"], reading.values["vat_amount"], reading.values["gross_total"]) == (
        facts.net_total, facts.vat_amount, facts.gross_total)


def test_one_label_list_for_the_reader_and_case_check():
    pairs = set(LABELS)
    for fields in GENERIC_LABELS.values():
        for name, labels in fields.items():
            assert {(label, name) for label in labels} <= pairs


def test_case_new_prefills_the_facts_of_a_hand_written_invoice(tmp_path, capsys):
    target = tmp_path / "cases" / "brightline"
    assert cli.main(["case", "new", str(CORPUS / "05-en-brightline.pdf"), str(target)]) == 0
    out = capsys.readouterr().out
    assert "facts read from the PDF: check them" in out and "facts not read" not in out
    text = (target / "case.toml").read_text(encoding="utf-8")
    for fact in ('supplier_vat = "BE0341.352.896"', 'invoice_number = "INV-3381"', "invoice_date = 2026-11-09",
                 'net_total = "3088.20"', 'vat_rate = "21"', 'po_reference = "PO-45009017"',
                 "reverse_charge_stated = false", 'article_no = "BL-DRV-36"', 'quantity = "48"'):
        assert fact in text, fact
    assert "# TODO: not read" not in text
