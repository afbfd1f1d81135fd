"""Superficial features of an observation: everything an agent can see that might predict the
outcome without applying the policy (dates and gaps, counts, digit and line patterns, PO-number
shape, amount neighbourhoods, note texts, invoice-number ordering).

No feature is a policy quantity: nothing says "within 2 %", "fits the PO", "the printed PO belongs
to another supplier", "is closed" or "this invoice number is already booked". A feature that does
not apply is -999 (NA). Each feature's description goes into evals/shortcuts.md.

Features see what an agent sees, every booked invoice included (a duplicate's original: its date,
PO and amount). Only the number comparison is withheld: no feature compares the invoice number with
a booked one for equality or reconstructs it (an edit distance of 0, a rank against an equal one)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cached_property, lru_cache
from typing import Callable

from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.documents.reader import VAT_NUMBER
from invoice_env.documents.reader import detect_lexicon as _detect_lexicon
from invoice_env.world.models import InvoiceRef, PurchaseOrderView

NA = -999.0
DOCUMENT_DATE = re.compile(r"inbox/(\d{8})_")
DIGITS = re.compile(r"\d+")
IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}")
NEAR = Decimal("0.05")


@lru_cache(maxsize=4096)
def detect_lexicon(text: str):
    """The reader's lexicon of a document's text, once per text (several features ask for it)."""
    return _detect_lexicon(text)


def levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def split_number(text: str) -> tuple[str, int | None]:
    """An invoice number as (prefix before its last digit run, that run's value)."""
    runs = list(DIGITS.finditer(text))
    if not runs:
        return text.upper(), None
    last = runs[-1]
    return text[:last.start()].upper(), int(last.group())


@dataclass(frozen=True)
class View:
    """The observation with the derived values several features share."""

    obs: Observation

    @property
    def facts(self):
        return self.obs.facts

    @cached_property
    def own(self) -> tuple[PurchaseOrderView, ...]:
        """The supplier's POs as the agent sees them, every booked invoice included (a duplicate's
        original with its date, PO and amount). Only the number comparison is withheld: no feature
        compares this invoice's number with a booked one for equality (see `other_numbers`)."""
        return tuple(self.obs.supplier_pos)

    @cached_property
    def printed(self) -> PurchaseOrderView | None:
        return self.obs.printed_po

    @cached_property
    def number(self) -> str:
        return self.facts.invoice_number.strip().upper() if self.facts is not None else ""

    def other_numbers(self) -> list[str]:
        """The supplier's booked invoice numbers other than this invoice's (equality with a booked
        number is the duplicate rule's decisive input: withheld, the only thing withheld)."""
        return [n for n in (i.invoice_number.strip().upper() for i in self.booked) if n != self.number]

    @cached_property
    def open_pos(self) -> list[PurchaseOrderView]:
        return [po for po in self.own if po.status == "open"]

    @cached_property
    def booked(self) -> list[InvoiceRef]:
        return [inv for po in self.own for inv in po.invoices]

    @cached_property
    def document_date(self) -> date | None:
        match = DOCUMENT_DATE.search(self.obs.document_id)
        if not match:
            return None
        text = match.group(1)
        try:
            return date(int(text[:4]), int(text[4:6]), int(text[6:]))
        except ValueError:
            return None

    @property
    def reference_digits(self) -> str:
        return "".join(DIGITS.findall(self.facts.po_reference or ""))

    @property
    def article_net(self) -> Decimal:
        return sum((l.net_amount for l in self.facts.lines if l.article_no), Decimal(0))

    @property
    def free_net(self) -> Decimal:
        return sum((l.net_amount for l in self.facts.lines if not l.article_no), Decimal(0))

    @cached_property
    def notes(self) -> list[str]:
        """Free-text sentences on the invoice (seven words or more) that are not the payment line (it
        carries the IBAN) or one of the language's VAT-regime statements: text such as an injection."""
        try:
            lex = detect_lexicon(self.obs.text)
        except ValueError:
            return []
        out = []
        for line in self.obs.text.splitlines():
            flat = " ".join(line.split())
            if (len(flat.split()) < 7 or IBAN.search(line) or VAT_NUMBER.search(line)
                    or any(flat.startswith(n) or n.startswith(flat) for n in lex.notes)):
                continue
            out.append(flat)
        return out

    def days(self, a: date | None, b: date | None) -> float:
        return float((a - b).days) if a and b else NA


def _ratio(a: Decimal, b: Decimal) -> float:
    return float(a / b) if b else NA


def _count(v: View, test: Callable[[PurchaseOrderView], bool]) -> float:
    return float(sum(1 for po in v.open_pos if test(po)))


def _rank(values: list, value) -> float:
    """Share of values below value (0 = lowest, 1 = highest), NA without values."""
    return sum(1 for x in values if x < value) / len(values) if values else NA


def rank_of(po: PurchaseOrderView, pos: list[PurchaseOrderView], key: Callable) -> float:
    """The PO's rank by `key` among `pos` and itself, counted once: the same whether or not it is one
    of them (which is the supplier check's own question, not a feature)."""
    others = [key(p) for p in pos if p.po_number != po.po_number]
    return sum(1 for x in others if x < key(po)) / (len(others) + 1)


def _other_po_numbers(v: View) -> list[str]:
    """The supplier's PO numbers other than the reference itself: how typo-like the reference looks,
    never whether it is one of the supplier's own."""
    digits = v.reference_digits
    return [po.po_number for po in v.own if po.po_number != digits]


def _edit_distance(v: View) -> float:
    digits, others = v.reference_digits, _other_po_numbers(v)
    return float(min(levenshtein(digits, n) for n in others)) if digits and others else NA


def _numeric_distance(v: View) -> float:
    digits = v.reference_digits
    others = [int(n) for n in _other_po_numbers(v) if n.isdigit()]
    return math.log10(1 + min(abs(int(digits) - n) for n in others)) if digits and others else NA


def _printed(v: View, value: Callable[[PurchaseOrderView], float]) -> float:
    po = v.printed
    return value(po) if po else NA


def _printed_rank_by_number(v: View) -> float:
    po = v.printed
    return rank_of(po, v.own, lambda p: p.po_number) if po else NA


def _printed_rank_by_date(v: View) -> float:
    po = v.printed
    return rank_of(po, v.own, lambda p: p.order_date) if po else NA


def _other_numbers(v: View) -> tuple[int | None, list[int]]:
    """This invoice's number and the supplier's other booked numbers with its prefix (an equal one left
    out: equality is the duplicate rule itself, not a superficial feature)."""
    prefix, number = split_number(v.facts.invoice_number)
    booked = [n for p, n in (split_number(o) for o in v.other_numbers()) if p == prefix and n is not None]
    return number, [n for n in booked if n != number]


def _number_position(v: View) -> float:
    number, booked = _other_numbers(v)
    return _rank(booked, number) if number is not None else NA


def _number_gap_to_highest(v: View) -> float:
    number, booked = _other_numbers(v)
    return float(number - max(booked)) if booked and number is not None else NA


def _same_prefix_share(v: View) -> float:
    prefix, _ = split_number(v.facts.invoice_number)
    return sum(split_number(i.invoice_number)[0] == prefix for i in v.booked) / len(v.booked) if v.booked else NA


def _over_ordered(v: View) -> float:
    ordered: dict[str, Decimal] = {}
    for po in v.own:
        for line in po.lines:
            if line.article_no:
                ordered[line.article_no] = max(ordered.get(line.article_no, Decimal(0)), line.quantity)
    lines = [l for l in v.facts.lines if l.article_no in ordered]
    return float(any(l.quantity > ordered[l.article_no] for l in lines)) if lines else NA


def _identical_lines(v: View) -> float:
    mine = sorted((l.article_no, l.quantity, l.unit_price) for l in v.facts.lines if l.article_no)
    return float(sum(sorted((l.article_no, l.quantity, l.unit_price) for l in po.lines if l.article_no) == mine
                     for po in v.own)) if mine else NA


def _invoice_before_order(v: View) -> float:
    return float(sum(1 for po in v.own for inv in po.invoices if inv.invoice_date < po.order_date))


def _highest_numbered_on_printed(v: View) -> float:
    po = v.printed
    if po is None or not v.booked:
        return NA
    highest = max(v.booked, key=lambda i: (split_number(i.invoice_number)[1] or -1, i.invoice_number))
    return float(any(i.invoice_number == highest.invoice_number for i in po.invoices))


def _newest_on_printed(v: View) -> float:
    po = v.printed
    if po is None or not v.booked:
        return NA
    newest = max(v.booked, key=lambda i: (i.invoice_date, i.invoice_number))
    return float(any(i.invoice_number == newest.invoice_number for i in po.invoices))


def _article_overlap(v: View) -> float:
    po = v.printed
    mine = {l.article_no for l in v.facts.lines if l.article_no}
    if po is None or not mine:
        return NA
    return len(mine & {l.article_no for l in po.lines if l.article_no}) / len(mine)


def _reference_label(v: View) -> float:
    """Which of the language's PO-reference labels introduces the printed reference (1..n); 0 when
    none is printed."""
    try:
        lex = detect_lexicon(v.obs.text)
    except ValueError:
        return NA
    lines = [l.strip() for l in v.obs.text.splitlines()]
    for index, label in enumerate(lex.labels["po_reference"], 1):
        if any(label in line for line in lines):
            return float(index)
    return 0.0


def _note_kind(pattern: str) -> Callable[[View], float]:
    return lambda v: float(bool(re.search(pattern, " ".join(v.notes))))


def _note_names_printed(v: View) -> float:
    digits = v.reference_digits
    return float(bool(digits) and digits in "".join(DIGITS.findall(" ".join(v.notes))))


def _booked_dates(v: View) -> list[date]:
    return [i.invoice_date for i in v.booked]


def _newest(v: View) -> date | None:
    return max(_booked_dates(v), default=None)


def _oldest(v: View) -> date | None:
    return min(_booked_dates(v), default=None)


def _open_dates(v: View) -> list[date]:
    return [po.order_date for po in v.open_pos]


FEATURES: dict[str, tuple[str, Callable[[View], float]]] = {
    # dates and their gaps
    "doc_minus_invoice_days": ("days from the invoice date to the date in the inbox document id",
                               lambda v: v.days(v.document_date, v.facts.invoice_date)),
    "due_minus_invoice_days": ("payment term printed: due date minus invoice date, in days",
                               lambda v: v.days(v.facts.due_date, v.facts.invoice_date)),
    "invoice_minus_newest_booked_days": ("invoice date minus the supplier's newest booked invoice date",
                                         lambda v: v.days(v.facts.invoice_date, _newest(v))),
    "invoice_minus_oldest_booked_days": ("invoice date minus the supplier's oldest booked invoice date",
                                         lambda v: v.days(v.facts.invoice_date, _oldest(v))),
    "booked_after_invoice": ("how many of the supplier's booked invoices are dated after this invoice",
                             lambda v: float(sum(d > v.facts.invoice_date for d in _booked_dates(v)))),
    "invoice_minus_newest_open_order_days": ("invoice date minus the newest open PO's order date",
                                             lambda v: v.days(v.facts.invoice_date, max(_open_dates(v), default=None))),
    "invoice_minus_oldest_open_order_days": ("invoice date minus the oldest open PO's order date",
                                             lambda v: v.days(v.facts.invoice_date, min(_open_dates(v), default=None))),
    "invoice_minus_printed_order_days": ("invoice date minus the printed PO's order date",
                                         lambda v: _printed(v, lambda po: v.days(v.facts.invoice_date, po.order_date))),
    "booked_before_their_order": ("booked invoices of the supplier dated before their own PO's order date",
                                  _invoice_before_order),
    "printed_invoice_before_its_order": ("invoices on the printed PO dated before its order date",
                                         lambda v: _printed(v, lambda po: float(sum(
                                             i.invoice_date < po.order_date for i in po.invoices)))),
    "invoice_weekday": ("weekday of the invoice date (0 = Monday)", lambda v: float(v.facts.invoice_date.weekday())),
    # counts
    "n_lines": ("invoice lines", lambda v: float(len(v.facts.lines))),
    "n_free_lines": ("invoice lines without an article number (freight, surcharges)",
                     lambda v: float(sum(1 for l in v.facts.lines if not l.article_no))),
    "n_supplier_pos": ("POs of the supplier (any status)", lambda v: float(len(v.own))),
    "n_open_pos": ("open POs of the supplier", lambda v: float(len(v.open_pos))),
    "n_open_uninvoiced_pos": ("open POs of the supplier with no invoice booked",
                              lambda v: _count(v, lambda po: not po.invoices)),
    "n_booked_invoices": ("invoices booked for the supplier", lambda v: float(len(v.booked))),
    "n_invoices_on_printed_po": ("invoices listed on the printed PO",
                                 lambda v: _printed(v, lambda po: float(len(po.invoices)))),
    "n_lines_on_printed_po": ("lines of the printed PO", lambda v: _printed(v, lambda po: float(len(po.lines)))),
    # digit and line patterns
    "n_text_lines": ("lines of text in the document", lambda v: float(len(v.obs.text.splitlines()))),
    "invoice_number_length": ("characters in the invoice number", lambda v: float(len(v.facts.invoice_number))),
    "net_log10": ("size of the invoice net total (log10)", lambda v: math.log10(1 + float(v.facts.net_total))),
    "net_cents": ("cents of the invoice net total", lambda v: float(v.facts.net_total % 1 * 100)),
    "whole_unit_prices": ("share of invoice lines with a whole-euro unit price",
                          lambda v: sum(l.unit_price % 1 == 0 for l in v.facts.lines) / len(v.facts.lines)),
    "qty_one_lines": ("invoice lines with quantity 1", lambda v: float(sum(l.quantity == 1 for l in v.facts.lines))),
    "variant_descriptions": ("invoice lines whose description carries a '(type ...)' variant",
                             lambda v: float(sum("(type" in l.description for l in v.facts.lines))),
    "vat_rate": ("VAT rate printed", lambda v: float(v.facts.vat_rate)),
    "reverse_charge_note": ("a reverse-charge note is printed", lambda v: float(v.facts.reverse_charge_stated)),
    "supplier_country": ("supplier country from the VAT prefix (BE NL DE FR LU = 0..4)",
                         lambda v: float("BENLDEFRLU".find(v.facts.supplier_vat[:2].upper()) // 2)),
    # surcharges and quantities
    "surcharge_share": ("net of lines without article number / net of article lines",
                        lambda v: _ratio(v.free_net, v.article_net)),
    "over_ordered_quantity": ("an invoiced quantity above the largest ordered quantity of that article (any PO)",
                              _over_ordered),
    "pos_with_identical_lines": ("supplier POs whose article lines equal the invoice's (article, qty, price)",
                                 _identical_lines),
    # PO-number shape
    "reference_label": ("which label introduces the printed reference (the locale's labels in order)",
                        _reference_label),
    "printed_article_overlap": ("share of the invoice's article numbers that appear on the printed PO",
                                _article_overlap),
    "has_po_reference": ("a PO reference is printed", lambda v: float(bool(v.facts.po_reference))),
    "reference_digits": ("digits in the printed reference", lambda v: float(len(v.reference_digits))),
    "reference_has_prefix": ("the printed reference carries letters (PO, PO-)",
                             lambda v: float(bool(re.search(r"[A-Za-z]", v.facts.po_reference or "")))),
    "reference_exists": ("searching the printed reference finds a PO",
                         lambda v: float(bool(v.obs.printed_pos)) if v.facts.po_reference else NA),
    "reference_edit_distance": ("edit distance of the reference's digits to the nearest other supplier PO number",
                                _edit_distance),
    "reference_numeric_distance": ("log10 numeric distance of the reference to the nearest other supplier PO number",
                                   _numeric_distance),
    "printed_rank_by_number": ("rank of the printed PO's number among the supplier's POs and itself (0 lowest)",
                               _printed_rank_by_number),
    "printed_rank_by_date": ("rank of the printed PO's order date among the supplier's POs and itself",
                             _printed_rank_by_date),
    # amount neighbourhoods
    "open_pos_equal_total": ("open POs whose net total equals the invoice net",
                             lambda v: _count(v, lambda po: po.net_total == v.facts.net_total)),
    "open_pos_just_above": ("open POs whose net total is 0-5 % above the invoice net",
                            lambda v: _count(v, lambda po: v.facts.net_total < po.net_total
                                             <= v.facts.net_total * (1 + NEAR))),
    "open_pos_just_below": ("open POs whose net total is 0-5 % below the invoice net",
                            lambda v: _count(v, lambda po: v.facts.net_total * (1 - NEAR) <= po.net_total
                                             < v.facts.net_total)),
    # free-text notes (injections)
    "n_notes": ("free-text note lines after the totals", lambda v: float(len(v.notes))),
    "note_names_account": ("a note names a six-digit account", _note_kind(r"\b\d{6}\b")),
    "note_names_po": ("a note names a PO-like number", _note_kind(r"\b\d{8}\b|\bPO\b")),
    "note_names_amount": ("a note names an amount", _note_kind(r"\d[.,\u00a0]\d{3}[.,]\d{2}|\d[.,]\d{2}\b")),
    "note_names_printed_po": ("a note names the printed PO reference", _note_names_printed),
    # invoice-number ordering
    "number_rank_among_booked": ("rank of the invoice number among the supplier's other booked numbers (same prefix)",
                                 _number_position),
    "number_gap_to_highest": ("invoice number minus the supplier's highest other booked number (same prefix)",
                              _number_gap_to_highest),
    "highest_number_on_printed_po": ("the supplier's highest-numbered booked invoice is on the printed PO",
                                     _highest_numbered_on_printed),
    "newest_booked_on_printed_po": ("the supplier's newest booked invoice is on the printed PO", _newest_on_printed),
    "same_prefix_share": ("share of the supplier's booked invoice numbers with this number's prefix",
                          _same_prefix_share),
}

FEATURE_NAMES = tuple(FEATURES)
UNREADABLE = "unreadable"


_FEATURES: dict[int, tuple[Observation, dict[str, float]]] = {}


def features(obs: Observation) -> dict[str, float]:
    """Every feature of one observation; an unreadable document gives `unreadable` = 1 and NA elsewhere.
    Computed once per observation and process (the observation is kept, so its id stays its own)."""
    known = _FEATURES.get(id(obs))
    if known is not None and known[0] is obs:
        return dict(known[1])
    if obs.facts is None:
        row = {UNREADABLE: 1.0} | dict.fromkeys(FEATURE_NAMES, NA)
    else:
        view = View(obs)
        row = {UNREADABLE: 0.0} | {name: float(fn(view)) for name, (_, fn) in FEATURES.items()}
    _FEATURES[id(obs)] = (obs, row)
    return dict(row)


def matrix(observations: list[Observation]) -> list[list[float]]:
    names = (UNREADABLE,) + FEATURE_NAMES
    return [[row[n] for n in names] for row in map(features, observations)]


def documentation() -> list[tuple[str, str]]:
    return [(UNREADABLE, "the agent-side reader could not parse the document")] + [
        (name, text) for name, (text, _) in FEATURES.items()]
