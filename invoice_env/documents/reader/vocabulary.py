"""What a reader knows: a vocabulary (wording sets per language) and the `Reader` built from it once:
the wording reader's lexicons, the structure reader's label tables (the wording sets' labels and other
software's, documents/labels.py) and what each table has found at the start of a cell."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from invoice_env.documents.labels import all_labels
from invoice_env.documents.locales import LOCALES
from invoice_env.documents.wordings import EVAL_WORDING, WORDINGS, Wording

Vocabulary = dict[str, tuple[Wording, ...]]
FULL_VOCABULARY: Vocabulary = dict(WORDINGS)
# What train documents show: wording sets 0-3, and no carry-forward line (only the eval-only
# two-page layout prints one).
TRAIN_VOCABULARY: Vocabulary = {language: tuple(replace(w, carry_forward="") for w in sets[:EVAL_WORDING])
                                for language, sets in WORDINGS.items()}


@dataclass(frozen=True)
class Lexicon:
    """One language's vocabulary, flattened for reading."""

    language: str
    labels: dict[str, tuple[str, ...]]   # field -> labels, longest first
    vat_patterns: tuple[re.Pattern[str], ...]
    headers: tuple[tuple[str, ...], ...]
    recaps: tuple[tuple[str, str, str], ...]
    notes: tuple[str, ...]
    date_styles: tuple[str, ...]
    money: str

    @cached_property
    def all_labels(self) -> list[tuple[str, str]]:
        pairs = [(label, name) for name, labels in self.labels.items() for label in labels]
        return sorted(pairs, key=lambda p: (-len(p[0]), p))

    @cached_property
    def labels_by_initial(self) -> dict[str, list[tuple[str, str]]]:
        """`all_labels` by their first character, in the same order (a cell can only start with those)."""
        index: dict[str, list[tuple[str, str]]] = {}
        for label, name in self.all_labels:
            index.setdefault(label[:1], []).append((label, name))
        return index


def lexicon(language: str, wordings: tuple[Wording, ...]) -> Lexicon:
    loc = LOCALES[language]
    fields = wordings[0].labels().keys()
    labels = {name: tuple(sorted({w.labels()[name] for w in wordings} - {""}, key=lambda t: (-len(t), t)))
              for name in fields}
    vats = []
    for template in sorted({w.vat for w in wordings}, key=lambda t: (-len(t), t)):
        before, after = template.split("{rate}")
        vats.append(re.compile(rf"^{re.escape(before)}(?P<rate>\d+(?:[.,]\d+)?){re.escape(after)}(?=$| )"))
    groups = "".join(sorted({re.escape(loc.group_seps[w.group]) for w in wordings if loc.group_seps[w.group]}))
    if "\\\xa0" in groups or "\xa0" in groups:
        groups += " "  # a non-breaking space may come out of a PDF as a plain one
    dec = re.escape(loc.decimal_sep)
    grouped = rf"\d{{1,3}}(?:[{groups}]\d{{3}})+{dec}\d{{2}}" if groups else None
    money = rf"-?(?:{grouped + '|' if grouped else ''}\d+{dec}\d{{2}})"
    notes = tuple(" ".join(n.split()) for w in wordings for n in w.reverse_charge)
    styles = tuple(dict.fromkeys(w.date_style for w in wordings))
    return Lexicon(language, labels, tuple(vats),
                   tuple(sorted({(w.article, w.description, w.quantity, w.unit_price, w.amount) for w in wordings})),
                   tuple(sorted({w.recap for w in wordings})), notes, styles, money)


Hit = tuple[str, str, str]
"""(field, language, the rest of the cell after the label)."""


class LabelTable:
    """Labels matched at the start of a cell, case-insensitively, longest first; what each cell starts
    with is remembered (the same cells come back in every document of a layout)."""

    MEMO_LIMIT = 100_000

    def __init__(self, triples: list[tuple[str, str, str]]):
        self.labels = [(label.casefold(), name, language) for label, name, language in triples]
        self._memo: dict[str, Hit | None] = {}

    def hit(self, cell: str) -> Hit | None:
        """(field, language, rest of the cell) if the cell starts with a label."""
        if cell not in self._memo:
            if len(self._memo) > self.MEMO_LIMIT:
                self._memo.clear()
            self._memo[cell] = self._find(cell)
        return self._memo[cell]

    def _find(self, cell: str) -> Hit | None:
        folded = cell.casefold()
        for label, name, language in self.labels:
            if folded.startswith(label):
                rest = cell[len(label):]
                if rest == "" or rest[0] in ": #" or (rest[0] == "." and not label.endswith(".")):
                    value = rest.lstrip(":.# ").strip()
                    if value.startswith("/"):  # a bilingual label: 'Datum / Date', 'Bestelbon / Bon de commande'
                        other = self.hit(value.lstrip("/ "))
                        if other is not None:
                            value = other[2]
                    return name, language, value
        return self._second_of_two_languages(cell)

    def _second_of_two_languages(self, cell: str) -> Hit | None:
        """A bilingual label whose first language no table knows and whose second does ('Számla kelte / Invoice
        date', 'Sorszám / Rechnungsnummer'): the first part words alone (no figure, at most three words), the
        second a label."""
        first, slash, second = cell.partition(" / ")
        if not slash or re.search(r"\d", first) or not 1 <= len(first.split()) <= 3 or "/" in first:
            return None
        return self.hit(second.strip())


class Reader:
    """One vocabulary's reading equipment, built once: a lexicon per language for the wording reader,
    the strong and weak label tables and the reverse-charge statements for the structure reader."""

    def __init__(self, vocabulary: Vocabulary):
        self.lexicons = {language: lexicon(language, sets) for language, sets in vocabulary.items()}
        self.strong = LabelTable(all_labels(dict(vocabulary)))
        self.weak = LabelTable(all_labels(dict(vocabulary), weak=True))
        self.notes = [" ".join(n.split()).casefold() for sets in vocabulary.values() for w in sets
                      for n in w.reverse_charge]


def reader_for(vocabulary: Vocabulary | None = None) -> Reader:
    """The Reader of a vocabulary (the full one by default), one per distinct vocabulary."""
    return _reader(_VocabularyKey(FULL_VOCABULARY if vocabulary is None else vocabulary))


class _VocabularyKey:
    """A vocabulary's content as a cache key: equal vocabularies are equal keys. The hash covers only
    the languages and how many wording sets each has; hashing every wording on every call cost more
    than the rest of the lookup, while comparing a vocabulary with its cached twin is nearly free
    (tuples compare their items by identity first)."""

    __slots__ = ("items", "_hash")

    def __init__(self, vocabulary: Vocabulary):
        self.items = tuple(vocabulary.items())
        self._hash = hash(tuple((language, len(sets)) for language, sets in self.items))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _VocabularyKey) and self.items == other.items


@lru_cache(maxsize=16)
def _reader(key: _VocabularyKey) -> Reader:
    return Reader(dict(key.items))
