"""How suppliers number their articles: each supplier keeps one scheme, drawn with the supplier and
never from a task, so the shape of a number tells nothing but who made it. EAN-13 and ISBN-13
numbers carry valid check digits."""

from __future__ import annotations

import random
import re

SCHEMES = ("letters-dash", "letters", "art-dash", "dotted", "letters-pair", "letters-spaced-dotted",
           "spaced-digits", "ean13", "isbn13", "internal")
EAN_PREFIXES = {"BE": "54", "LU": "54", "NL": "87", "DE": "40", "FR": "30"}
"""GS1 prefixes of the countries the suppliers are in."""


def gtin_check_digit(body: str) -> str:
    """The GS1 (EAN-13, ISBN-13) check digit of 12 digits."""
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return str(-total % 10)


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(count))


def article_number(scheme: str, letters: str, country: str, rng: random.Random) -> str:
    """One article number in `scheme`; `letters` are the supplier's initials (two capitals)."""
    if scheme == "letters-dash":
        return f"{letters}-{rng.randint(10000, 99999)}"
    if scheme == "letters":
        return f"{letters}{rng.randint(10000, 99999)}"
    if scheme == "art-dash":
        return f"ART-{rng.randint(10000, 99999)}"
    if scheme == "dotted":
        return f"{rng.randint(100, 999)}.{rng.randint(100, 999)}"
    if scheme == "letters-pair":
        return f"{letters}-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"
    if scheme == "letters-spaced-dotted":
        return f"{letters}{chr(ord('A') + rng.randrange(26))} {rng.randint(10, 99)}.{rng.randint(100, 999)}"
    if scheme == "spaced-digits":
        return f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(10, 99)}"
    if scheme == "ean13":
        body = EAN_PREFIXES.get(country, "54") + _digits(rng, 10)
        return body + gtin_check_digit(body)
    if scheme == "isbn13":
        publisher, title = f"{rng.randint(1000, 9999)}", _digits(rng, 3)
        return f"978-90-{publisher}-{title}-{gtin_check_digit('97890' + publisher + title)}"
    if scheme == "internal":
        return f"{letters[0]}/{rng.randint(10000, 99999)}"
    raise ValueError(f"unknown article numbering scheme {scheme!r}; known: {', '.join(SCHEMES)}")


SHAPES = {
    "letters-dash": r"[A-Z]{2}-\d{5}", "letters": r"[A-Z]{2}\d{5}", "art-dash": r"ART-\d{5}", "dotted": r"\d{3}\.\d{3}",
    "letters-pair": r"[A-Z]{2}-\d{4}-\d{2}", "letters-spaced-dotted": r"[A-Z]{3} \d{2}\.\d{3}",
    "spaced-digits": r"\d{3} \d{3} \d{2}", "ean13": r"\d{13}", "isbn13": r"978-90-\d{4}-\d{3}-\d",
    "internal": r"[A-Z]/\d{5}", "manufacturer": r"[A-Z]{3}-\d{5}",
}


def scheme_of(number: str) -> str | None:
    """The scheme an article number is written in (`manufacturer`: the maker's number that every
    supplier of the article lists it under); None if it is none of them."""
    return next((name for name, shape in SHAPES.items() if re.fullmatch(shape, number)), None)
