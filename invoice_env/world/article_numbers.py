"""How suppliers number their articles: each supplier keeps one scheme, drawn with the supplier and
never from a task, so the shape of a number tells nothing but who made it. EAN-13 and ISBN-13
numbers carry valid check digits."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Callable

EAN_PREFIXES = {"BE": "54", "LU": "54", "NL": "87", "DE": "40", "FR": "30"}
"""GS1 prefixes of the countries the suppliers are in."""


def gtin_check_digit(body: str) -> str:
    """The GS1 (EAN-13, ISBN-13) check digit of 12 digits."""
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return str(-total % 10)


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(count))


@dataclass(frozen=True)
class Scheme:
    """One way of numbering articles: how a number is made up and the shape that recognises it."""

    name: str
    pattern: str
    """The regular expression every number of the scheme matches in full."""
    make: Callable[[str, str, random.Random], str] | None
    """One number from the supplier's initials (two capitals), its country and the stream; None for a
    scheme no supplier draws from."""


SCHEME_TABLE = (
    Scheme("letters-dash", r"[A-Z]{2}-\d{5}", lambda letters, country, rng: f"{letters}-{rng.randint(10000, 99999)}"),
    Scheme("letters", r"[A-Z]{2}\d{5}", lambda letters, country, rng: f"{letters}{rng.randint(10000, 99999)}"),
    Scheme("art-dash", r"ART-\d{5}", lambda letters, country, rng: f"ART-{rng.randint(10000, 99999)}"),
    Scheme("dotted", r"\d{3}\.\d{3}", lambda letters, country, rng: f"{rng.randint(100, 999)}.{rng.randint(100, 999)}"),
    Scheme("letters-pair", r"[A-Z]{2}-\d{4}-\d{2}",
           lambda letters, country, rng: f"{letters}-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"),
    Scheme("letters-spaced-dotted", r"[A-Z]{3} \d{2}\.\d{3}",
           lambda letters, country, rng:
           f"{letters}{chr(ord('A') + rng.randrange(26))} {rng.randint(10, 99)}.{rng.randint(100, 999)}"),
    Scheme("spaced-digits", r"\d{3} \d{3} \d{2}",
           lambda letters, country, rng: f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(10, 99)}"),
    Scheme("ean13", r"\d{13}", lambda letters, country, rng: _ean13(country, rng)),
    Scheme("isbn13", r"978-90-\d{4}-\d{3}-\d", lambda letters, country, rng: _isbn13(rng)),
    Scheme("internal", r"[A-Z]/\d{5}", lambda letters, country, rng: f"{letters[0]}/{rng.randint(10000, 99999)}"),
    Scheme("manufacturer", r"[A-Z]{3}-\d{5}", None),
)
"""Every scheme, in the order `scheme_of` tries them; `manufacturer` is the maker's number that every
supplier of the article lists it under (world.build.manufacturer_number), drawn by no supplier's scheme."""

_BY_NAME = {scheme.name: scheme for scheme in SCHEME_TABLE}
SCHEMES = tuple(scheme.name for scheme in SCHEME_TABLE if scheme.make is not None)
"""The schemes a supplier's own article numbers are drawn in."""


def _ean13(country: str, rng: random.Random) -> str:
    body = EAN_PREFIXES.get(country, "54") + _digits(rng, 10)
    return body + gtin_check_digit(body)


def _isbn13(rng: random.Random) -> str:
    publisher, title = f"{rng.randint(1000, 9999)}", _digits(rng, 3)
    return f"978-90-{publisher}-{title}-{gtin_check_digit('97890' + publisher + title)}"


def article_number(scheme: str, letters: str, country: str, rng: random.Random) -> str:
    """One article number in `scheme`; `letters` are the supplier's initials (two capitals)."""
    known = _BY_NAME.get(scheme)
    if known is None or known.make is None:
        raise ValueError(f"unknown article numbering scheme {scheme!r}; known: {', '.join(SCHEMES)}")
    return known.make(letters, country, rng)


def scheme_of(number: str) -> str | None:
    """The scheme an article number is written in (`manufacturer`: the maker's number that every
    supplier of the article lists it under); None if it is none of them."""
    return next((scheme.name for scheme in SCHEME_TABLE if re.fullmatch(scheme.pattern, number)), None)
