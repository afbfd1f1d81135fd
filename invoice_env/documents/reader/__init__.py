"""Reads an invoice's extracted text back into facts, the way a careful clerk does.

It is the reference agent's reader (it sees only what `read_document` returns) and the check
that every generated PDF carries its amounts and references in extractable text. Two readers:
the wording reader (by_wording.py) reads by the project's wording sets, the structure reader
(by_structure.py) by labels as hints and amounts that add up; `read_fields` picks. Their vocabulary
is a parameter: `TRAIN_VOCABULARY` knows only the wording sets the train split shows."""

from __future__ import annotations

from invoice_env.documents.reader.by_structure import read_by_structure
from invoice_env.documents.reader.by_wording import language_lexicon, read_by_wording
from invoice_env.documents.reader.line_items import ItemRow, item_row, quantity_glued_row
from invoice_env.documents.reader.page import Page
from invoice_env.documents.reader.reading import FIELD_ORDER, Reading
from invoice_env.documents.reader.structure_po import labelled_po_reference
from invoice_env.documents.reader.shared import (OTHER_EU_VAT, VAT_NUMBER, UnreadableInvoice, parse_date,
                                                 strip_po_prefix, supplier_vat)
from invoice_env.documents.reader.vocabulary import (FULL_VOCABULARY, TRAIN_VOCABULARY, Lexicon, Reader, Vocabulary,
                                                     reader_for)
from invoice_env.world.models import InvoiceFacts

__all__ = ["FIELD_ORDER", "FULL_VOCABULARY", "OTHER_EU_VAT", "TRAIN_VOCABULARY", "VAT_NUMBER", "ItemRow", "Lexicon",
           "Reader", "Reading", "UnreadableInvoice", "Vocabulary", "detect_lexicon", "item_row", "parse_date",
           "quantity_glued_row", "read_fields", "read_invoice", "reader_for", "strip_po_prefix", "supplier_vat"]


def read_fields(text: str, vocabulary: Vocabulary | None = None) -> Reading:
    """Read what can be read: by the wording sets when they cover the invoice (so every generated document
    reads exactly as its wording prints it), else by structure, field by field, with a reason for each
    field that could not be read."""
    reader = reader_for(vocabulary)
    try:
        facts, language = read_by_wording(text, reader)
    except UnreadableInvoice:
        return read_by_structure(text, reader)
    known = Reading({name: getattr(facts, name) for name in FIELD_ORDER}, {}, language, "wording")
    if known.adds_up:
        return _with_po_by_structure(known, text, reader)
    # the wording read something, but its amounts do not add up (a subtotal carried forward taken for the
    # net total): the structure decides when it reads the whole invoice and its amounts add up
    structure = read_by_structure(text, reader)
    return structure if structure.complete and structure.adds_up else known


def _with_po_by_structure(known: Reading, text: str, reader: Reader) -> Reading:
    """The wording's reading with the PO the structure reads beside a label where the wording reads none: a label
    the wording sets do not know ('Referentie: bestelbon 45770914'); never a PO number printed loose in the text."""
    if known.values["po_reference"] is not None:
        return known
    po = labelled_po_reference(Page(text, reader))
    return known if po is None else Reading({**known.values, "po_reference": po}, known.problems, known.language,
                                            known.how)


def read_invoice(text: str, vocabulary: Vocabulary | None = None) -> InvoiceFacts:
    """All of an invoice's facts; UnreadableInvoice with the first field that could not be read."""
    return read_fields(text, vocabulary).facts()


def detect_lexicon(text: str, vocabulary: Vocabulary | None = None) -> Lexicon:
    """The vocabulary of the language the invoice is written in; UnreadableInvoice if none fits."""
    return language_lexicon(text, reader_for(vocabulary))
