"""Issue 35: one Reader per vocabulary, keyed by what the vocabulary says (no id() caches)."""

from invoice_env.documents.reader import FULL_VOCABULARY, TRAIN_VOCABULARY, reader_for


def test_one_reader_per_vocabulary_and_equal_vocabularies_share_it():
    assert reader_for() is reader_for(FULL_VOCABULARY) is reader_for(dict(FULL_VOCABULARY))
    assert reader_for(TRAIN_VOCABULARY) is reader_for(dict(TRAIN_VOCABULARY))
    assert reader_for(TRAIN_VOCABULARY) is not reader_for()


def test_a_reader_remembers_what_a_cell_starts_with():
    table = reader_for().strong
    first = table.hit("Factuurnummer: 2026-0151")
    assert first == ("invoice_number", "nl", "2026-0151") and table.hit("Factuurnummer: 2026-0151") is first
