"""What varies in an invoice's content: article numbering schemes with real check digits, decimal
quantities, unit and VAT % columns, line discounts, wrapped descriptions; and the reader reads
every one of them back from the PDF."""

import random
import sqlite3
from decimal import Decimal

import pytest
from stdnum import ean, isbn
from stdnum.be import vat as be_vat

from invoice_env.documents.columns import DISCOUNTS, list_price, wrap
from invoice_env.documents.content import build_content
from invoice_env.documents.content_features import features
from invoice_env.documents.pdf_text import extract_text
from invoice_env.documents.reader import UnreadableInvoice, read_invoice
from invoice_env.documents.render import render_invoice
from invoice_env.documents.samples import document_for_task, suppliers_of_snapshot
from invoice_env.report.content_table import markdown, measure
from invoice_env.tasks.dataset import load_snapshot, load_tasks
from invoice_env.world.article_numbers import SCHEMES, article_number, scheme_of
from invoice_env.world.company import COMPANY_VAT

FEATURES = ("VAT % column", "a quantity with decimals", "description wrapped over two rows", "line discount %",
            "unit column", "unit beside the quantity", "no unit printed", "unit prices with 3-4 decimals",
            "packaging units (box, roll, pack, pallet, set)", "sold by the m², h, t or m³")


@pytest.mark.parametrize("scheme", SCHEMES)
def test_each_numbering_scheme_is_recognised_and_gtins_carry_valid_check_digits(scheme):
    rng = random.Random(3)
    for _ in range(200):
        number = article_number(scheme, "LD", "BE", rng)
        assert scheme_of(number) == scheme, number
        if scheme == "ean13":
            assert ean.is_valid(number), number
        if scheme == "isbn13":
            assert isbn.is_valid(number) and isbn.isbn_type(number) == "ISBN13", number


def test_an_unknown_scheme_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown article numbering scheme 'x'; known: letters-dash"):
        article_number("x", "LD", "BE", random.Random(1))


def test_every_article_number_in_both_snapshots_has_a_scheme_and_valid_check_digits():
    seen = set()
    for split in ("train", "eval"):
        conn = sqlite3.connect(":memory:")
        conn.deserialize(load_snapshot(None, split))
        numbers = [row[0] for row in conn.execute("SELECT DISTINCT article_no FROM po_lines WHERE article_no IS NOT NULL")]
        conn.close()
        for number in numbers:
            scheme = scheme_of(number)
            assert scheme is not None, number
            seen.add(scheme)
            if scheme == "ean13":
                assert ean.is_valid(number), number
            if scheme == "isbn13":
                assert isbn.is_valid(number), number
    assert seen >= {"ean13", "isbn13", "spaced-digits", "letters-spaced-dotted", "letters-pair", "manufacturer"}


def test_the_buyers_own_vat_number_passes_the_belgian_check():
    assert be_vat.is_valid(COMPANY_VAT)


@pytest.mark.parametrize("discount", DISCOUNTS)
def test_a_list_price_before_a_discount_bills_the_net_unit_price_to_the_cent(discount):
    rng = random.Random(int(discount * 10))
    for _ in range(300):
        price = Decimal(rng.randint(5, 500_000)) / 100
        found = list_price(price, discount)
        if found is None:
            continue
        listed, places = found
        assert 2 <= places <= 4 and -listed.as_tuple().exponent == places
        assert (listed * (1 - discount / 100)).quantize(Decimal("0.01"), rounding="ROUND_HALF_UP") == price


def test_wrapping_cuts_at_a_space_and_joins_back():
    assert wrap("Houtschroeven 5x60 doos 200", 18) == ("Houtschroeven 5x60", "doos 200")
    assert wrap("Kort", 18) == ("Kort",)
    assert wrap("Ononderbrokenlangewoordzonderspatie", 10) == ("Ononderbrokenlangewoordzonderspatie",)


def test_the_reader_reads_every_content_feature_back_from_the_pdfs():
    """Each feature on at least three documents of the shipped train split, every such document read
    back to exactly the facts it was made from (the facts the task records)."""
    suppliers = suppliers_of_snapshot(load_snapshot(None, "eval"))
    from invoice_env.documents.families import family_by_id

    read_with: dict[str, int] = {feature: 0 for feature in FEATURES}
    for index, task in enumerate(load_tasks("train")[:160]):
        doc = document_for_task(task, suppliers[task.facts.supplier_vat], family_by_id(task.layout), index)
        found = features(build_content(doc).table, [line.article_no for line in task.facts.lines])
        got = read_invoice(extract_text(render_invoice(doc)))
        assert got.lines == task.facts.lines, (task.task_id, found)
        assert (got.net_total, got.vat_rate, got.gross_total) == (task.facts.net_total, task.facts.vat_rate,
                                                                  task.facts.gross_total)
        for feature in found & set(FEATURES):
            read_with[feature] += 1
    assert all(count >= 3 for count in read_with.values()), read_with


def test_a_row_whose_amounts_do_not_add_up_is_not_read_as_a_line():
    text = "\n".join(["FACTUUR", "Factuurnummer  F-1", "Factuurdatum  01/11/2026", "Vervaldatum  01/12/2026",
                      "Btw-nr. BE0811.223.371",
                      "Artikel  Omschrijving  Aantal  Eenheidsprijs  Bedrag",
                      "VC-10420  LED-paneel  24  42,50  1.000,00",
                      "Totaal excl. btw  1.000,00", "Btw 21%  210,00", "Totaal incl. btw  1.210,00"])
    with pytest.raises(UnreadableInvoice, match="unreadable table row 'VC-10420  LED-paneel  24  42,50  1.000,00'"):
        read_invoice(text)
    read = read_invoice(text.replace("1.000,00", "1.020,00").replace("210,00", "214,20").replace("1.210,00", "1.234,20"))
    assert read.lines[0].quantity == 24 and read.lines[0].net_amount == Decimal("1020.00")


def test_the_content_table_counts_every_feature_on_both_outcomes():
    measured = measure(splits=("train",), limit=120)
    per_outcome, per_feature = measured["train"]
    assert sum(per_outcome.values()) == 120 and per_outcome["book"] > 20 and per_outcome["flag"] > 20
    present = {feature for feature, _ in per_feature}
    assert set(FEATURES) <= present
    table = markdown(measured)
    assert table.count("\n| ") == len(present) and "train: 120 documents" in table
