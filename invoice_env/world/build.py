"""The seeded base world: 60 suppliers, their catalogues, 400 open POs plus closed ones (fully
invoiced or closed short) and fully invoiced open ones, and the supplier invoices already booked.
Everything every task shares."""

from __future__ import annotations

import hashlib
import random
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from functools import lru_cache

from invoice_env.world.article_numbers import SCHEMES, article_number
from invoice_env.world.catalogue import step_of
from invoice_env.world.catalogue import CATEGORIES, LEGAL_FORMS, NAME_PATTERNS, PLACES, STREETS, SURNAMES, ArticleFamily
from invoice_env.world.chart import GL_ACCOUNTS, VAT_CODES
from invoice_env.world.erp import snapshot_sql
from invoice_env.world.identifiers import VAT_GENERATORS, iban
from invoice_env.world.models import PoLine, PurchaseOrder, Supplier, SupplierInvoice
from invoice_env.world.money import cents

WORLD_SEED = 20261129
SUPPLIER_COUNT = 60
OPEN_PO_COUNT = 400
TODAY = date(2026, 11, 27)
NUMBERING_EPOCH = date(2025, 6, 1)
OPEN_ORDER_AGE = (3, 300)
CLOSED_ORDER_AGE = (10, 300)
"""Ordered up to as long ago as open POs: a PO's age says nothing of its status."""
CLOSED_SHORT_SHARE = 0.5
"""Share of closed POs closed short: closed with part of the order never delivered, so money is
left on them (some cancelled before anything was invoiced); the others are closed fully invoiced."""
QUANTITIES = (1, 2, 4, 5, 6, 8, 10, 12, 15, 20, 24, 25, 30, 40, 50, 60, 80, 100)
"""The quantities POs are placed in (1-3 for articles of 1,000 or more)."""
BIG_QUANTITIES = (1, 2, 3)


@lru_cache(maxsize=None)
def order_quantities(article_price: Decimal, description: str) -> tuple[Decimal, ...]:
    """The quantities an article is ordered in: a whole number of its steps (catalogue.STEPS: 1,44 m² of
    tiles, half hours), few of them for articles of 1,000 or more."""
    step = step_of(description)
    counts = BIG_QUANTITIES if article_price * step >= 1000 else QUANTITIES
    return tuple((step * count).normalize() for count in counts)
REPEAT_ORDER_SHARE = 0.15

COUNTRY_PLAN = ["BE"] * 26 + ["NL"] * 12 + ["DE"] * 10 + ["FR"] * 7 + ["LU"] * 5
LANGUAGES = {"BE": ["nl", "nl", "fr"], "NL": ["nl", "nl", "en"], "DE": ["de", "de", "en"], "FR": ["fr"], "LU": ["fr", "de", "en"]}
CATEGORY_PLAN = {
    "BE": ["building"] * 7 + ["raw"] * 3 + ["subcontract"] * 6 + ["maintenance"] * 3 + ["utilities"] * 3 + ["fees"] * 2 + ["transport"] * 2,
    "foreign": ["building"] * 4 + ["raw"] * 3 + ["subcontract"] * 2 + ["maintenance"] * 2 + ["fees"] * 1 + ["transport"] * 1,
}
INVOICE_NUMBER_STYLES = ("F{y}-{n:04d}", "{y}/{n:05d}", "RE-{n:06d}", "FA{yy}-{n:05d}", "INV-{n:05d}", "{yy}{n:06d}", "VF/{y}/{n:04d}")


@dataclass(frozen=True)
class Article:
    article_no: str
    family: ArticleFamily
    description: str
    unit_price: Decimal


@dataclass
class SupplierProfile:
    supplier: Supplier
    category: str
    held_out: bool
    articles: list[Article]
    invoice_style: str
    numbering_start: int
    numbering_rate: float
    po_ref_style: int

    @property
    def reverse_charged(self) -> bool:
        """Its invoices carry no VAT: a supplier abroad, or a Belgian subcontractor (co-contractor rule)."""
        return self.supplier.country != "BE" or self.category == "subcontract"

    def invoice_number(self, counter: int, year: int = 2026) -> str:
        return self.invoice_style.format(y=year, yy=year % 100, n=counter)

    def counters_on(self, day: date) -> range:
        """The supplier numbers its invoices (to every customer) in date order: the counters it
        uses on `day`. Every invoice of the world and of every task is numbered from this, so a
        task's rows are numbered exactly like the base history."""
        t = (day - NUMBERING_EPOCH).days
        low = self.numbering_start + int(self.numbering_rate * t)
        high = self.numbering_start + int(self.numbering_rate * (t + 1))
        return range(low, max(high, low + 1))

    def number_on(self, day: date, rng: random.Random, taken: set[str]) -> str | None:
        """A free invoice number of this supplier dated `day`, or None when that day's are taken."""
        free = [n for n in self.counters_on(day) if self.invoice_number(n, day.year) not in taken]
        if not free:
            return None
        return self.invoice_number(rng.choice(free), day.year)


@dataclass
class World:
    profiles: list[SupplierProfile]
    orders: list[PurchaseOrder]
    invoices: list[SupplierInvoice]
    by_id: dict[str, SupplierProfile] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {p.supplier.supplier_id: p for p in self.profiles}

    def snapshot_sql(self, split: str = "train") -> str:
        """The ERP a split's rollouts start from. The held-out suppliers of the eval split, their
        POs and invoices are in the eval snapshot only: no train rollout can see them."""
        visible = {p.supplier.supplier_id for p in self.profiles if split == "eval" or not p.held_out}
        return snapshot_sql([p.supplier for p in self.profiles if p.supplier.supplier_id in visible], GL_ACCOUNTS,
                            VAT_CODES, [po for po in self.orders if po.supplier_id in visible],
                            [inv for inv in self.invoices if inv.supplier_id in visible])

    def orders_of(self, supplier_id: str) -> list[PurchaseOrder]:
        return [po for po in self.orders if po.supplier_id == supplier_id]


def _supplier_name(rng: random.Random, country: str, language: str, category: str, used: set[str]) -> str:
    pool_key = f"BE_{language}" if country == "BE" else country
    forms = LEGAL_FORMS[(country, language)]
    while True:
        pattern = rng.choice(NAME_PATTERNS[language][category])
        name = pattern.format(s=rng.choice(SURNAMES[pool_key]), f=rng.choice(forms))
        if name not in used:
            used.add(name)
            return name


def _initials(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    letters = [w[0] for w in ascii_name.replace("&", " ").split() if w[:1].isalpha()]
    return ("".join(letters[:2]).upper() + "AR")[:2]


SHARED_ARTICLE_SHARE = 0.35
"""Share of a supplier's articles listed under the manufacturer's number, the same at every
supplier that sells it (so another supplier's PO can carry the very articles of an invoice)."""


def manufacturer_number(family_key: str, variant: int) -> str:
    digest = hashlib.sha256(f"{family_key}:{variant}".encode()).digest()
    brand = "".join(chr(ord("A") + b % 26) for b in digest[:3])
    return f"{brand}-{10000 + int.from_bytes(digest[3:6], 'big') % 90000}"


def _catalogue(rng: random.Random, category: str, language: str, initials: str, country: str) -> list[Article]:
    families = list(CATEGORIES[category].families)
    rng.shuffle(families)
    articles = []
    used_numbers: set[str] = set()
    scheme = rng.choice(SCHEMES)
    for family in families:
        for variant in range(rng.randint(1, 2)):
            while True:
                number = article_number(scheme, initials, country, rng)
                if rng.random() < SHARED_ARTICLE_SHARE:
                    number = manufacturer_number(family.key, variant)
                if number not in used_numbers:
                    used_numbers.add(number)
                    break
            lo, hi = family.price_range
            if variant == 0 or rng.random() < 0.5:
                price_cents = rng.randint(lo, hi)
                if rng.random() < 0.5:
                    price_cents = max(50, price_cents - price_cents % 50)
            # else: a variant (colour, size) at the same list price as the first one
            description = family.names[language] + ("" if variant == 0 else f" ({'B' if language == 'en' else 'type B'})")
            articles.append(Article(number, family, description, cents(Decimal(price_cents) / 100)))
    return articles


def _make_suppliers(rng: random.Random) -> list[SupplierProfile]:
    countries = list(COUNTRY_PLAN)
    rng.shuffle(countries)
    used_names: set[str] = set()
    profiles = []
    for index, country in enumerate(countries):
        language = rng.choice(LANGUAGES[country])
        plan = CATEGORY_PLAN["BE" if country == "BE" else "foreign"]
        category = rng.choice(plan)
        name = _supplier_name(rng, country, language, category, used_names)
        city, postal = rng.choice(PLACES[country])
        supplier = Supplier(
            supplier_id=f"S{index + 1:03d}", name=name, vat_number=VAT_GENERATORS[country](rng), country=country,
            street=f"{rng.choice(STREETS[language])} {rng.randint(1, 250)}", postal_code=postal, city=city,
            iban=iban(country, rng), language=language)
        profiles.append(SupplierProfile(
            supplier=supplier, category=category, held_out=False,
            articles=_catalogue(rng, category, language, _initials(name), country),
            invoice_style=rng.choice(INVOICE_NUMBER_STYLES), numbering_start=rng.randint(20, 900),
            numbering_rate=round(rng.uniform(1.2, 4.0), 3), po_ref_style=rng.randint(0, 3)))
    _hold_out(profiles)
    return profiles


HELD_OUT_MUST_COVER = (("BE", "subcontract"), ("BE", "utilities"), ("NL", "building"), ("DE", "building"))


def _kind(profile: SupplierProfile) -> tuple[str, str]:
    return profile.supplier.country, profile.category


def _hold_out(profiles: list[SupplierProfile]) -> None:
    """Every fifth supplier is held out for the eval split, swapped where needed so the held-out
    suppliers still cover every VAT situation."""
    held = [p for i, p in enumerate(profiles) if i % 5 == 4]
    for need in HELD_OUT_MUST_COVER:
        incoming = next((p for p in profiles if p not in held and _kind(p) == need), None)
        if incoming is None or any(_kind(p) == need for p in held):
            continue
        kinds = Counter(map(_kind, held))
        outgoing = next((p for p in reversed(held) if kinds[_kind(p)] > 1 and _kind(p) not in HELD_OUT_MUST_COVER),
                        None)
        if outgoing is not None:
            held[held.index(outgoing)] = incoming
    held.sort(key=lambda p: p.supplier.supplier_id)
    for profile in held:
        profile.held_out = True


def make_po_lines(rng: random.Random, profile: SupplierProfile, count: int) -> tuple[PoLine, ...]:
    by_rate: dict[Decimal, list[Article]] = {}
    for article in profile.articles:
        by_rate.setdefault(article.family.vat_rate, []).append(article)
    rate = rng.choice(sorted(by_rate))
    reverse_charged = profile.reverse_charged
    chosen = rng.sample(by_rate[rate], min(count, len(by_rate[rate])))
    lines = []
    for line_no, article in enumerate(chosen, start=1):
        quantity = rng.choice(order_quantities(article.unit_price, article.description))
        net = cents(quantity * article.unit_price)
        lines.append(PoLine(line_no=line_no, article_no=article.article_no, description=article.description,
                            quantity=quantity, unit_price=article.unit_price, net_amount=net,
                            vat_rate=Decimal(0) if reverse_charged else rate))
    return tuple(lines)


def _history_invoices(rng: random.Random, profile: SupplierProfile, po: PurchaseOrder, fraction: Decimal,
                      start: date, taken: set[str]) -> list[SupplierInvoice]:
    """Invoices already booked on a PO: one or two, together `fraction` of its net total."""
    total = cents(po.net_total * fraction)
    parts = [total] if rng.random() < 0.6 or total < 100 else [cents(total * Decimal("0.4")), total - cents(total * Decimal("0.4"))]
    out, day = [], start
    for amount in parts:
        day = min(day + timedelta(days=rng.randint(5, 30)), TODAY - timedelta(days=3))
        number = None
        while number is None:
            number = profile.number_on(day, rng, taken)
            if number is None:
                day += timedelta(days=1)
        taken.add(number)
        out.append(SupplierInvoice(supplier_id=profile.supplier.supplier_id, invoice_number=number,
                                   invoice_date=day, net_amount=amount, po_number=po.po_number))
    return out


def build_world(seed: int = WORLD_SEED) -> World:
    rng = random.Random(seed)
    profiles = _make_suppliers(rng)
    weights = [rng.uniform(0.6, 1.6) for _ in profiles]
    open_counts = [2] * len(profiles)
    for index in rng.choices(range(len(profiles)), weights=weights, k=OPEN_PO_COUNT - sum(open_counts)):
        open_counts[index] += 1
    numbers = rng.sample(range(1000, 9999), OPEN_PO_COUNT + 3 * len(profiles))
    orders: list[PurchaseOrder] = []
    invoices: list[SupplierInvoice] = []
    plan: list[tuple[SupplierProfile, str, date]] = []
    for profile, open_count in zip(profiles, open_counts):
        closed_count = rng.randint(1, 4)
        for _ in range(closed_count):
            plan.append((profile, "closed", TODAY - timedelta(days=rng.randint(*CLOSED_ORDER_AGE))))
        for _ in range(open_count):
            plan.append((profile, "open", TODAY - timedelta(days=rng.randint(*OPEN_ORDER_AGE))))
    plan.sort(key=lambda item: item[2])
    taken: dict[str, set[str]] = {p.supplier.supplier_id: set() for p in profiles}
    previous: dict[str, PurchaseOrder] = {}
    for (profile, status, order_date) in plan:
        supplier_id = profile.supplier.supplier_id
        earlier = previous.get(supplier_id)
        if earlier is not None and rng.random() < REPEAT_ORDER_SHARE:
            lines = earlier.lines  # a repeat order: the same lines again
        else:
            lines = make_po_lines(rng, profile, rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6]))
        po = PurchaseOrder(po_number=f"4500{numbers.pop():04d}", supplier_id=supplier_id,
                           order_date=order_date, status=status, gl_account=CATEGORIES[profile.category].gl_account,
                           lines=lines)
        orders.append(po)
        previous[supplier_id] = po
        roll = rng.random()
        if status == "closed" and rng.random() < CLOSED_SHORT_SHARE:
            if rng.random() < 0.25:
                invoices += _history_invoices(rng, profile, po, Decimal(rng.choice(["0.3", "0.4", "0.5", "0.6"])),
                                              order_date, taken[supplier_id])
        elif status == "closed":
            invoices += _history_invoices(rng, profile, po, Decimal(1), order_date, taken[supplier_id])
        elif roll < 0.08:
            invoices += _history_invoices(rng, profile, po, Decimal(1), order_date, taken[supplier_id])  # fully invoiced, still open
        elif roll < 0.22 and len(po.lines) > 1:
            invoices += _history_invoices(rng, profile, po, Decimal(rng.choice(["0.3", "0.4", "0.5", "0.6"])),
                                          order_date, taken[supplier_id])
    orders.sort(key=lambda po: po.po_number)
    invoices.sort(key=lambda inv: (inv.invoice_date, inv.supplier_id, inv.invoice_number))
    return World(profiles=profiles, orders=orders, invoices=invoices)
