"""Documents that are not invoices, as suppliers title and number them, per language: a delivery note, an
order confirmation, a payment reminder. Printed by the invoice layouts with their own title (upper case,
as every layout prints a title) and number label, and read back by their title."""

from __future__ import annotations

import re

KINDS = ("delivery_note", "order_confirmation", "payment_reminder")

TITLES: dict[str, dict[str, str]] = {
    "nl": {"delivery_note": "PAKBON", "order_confirmation": "ORDERBEVESTIGING",
           "payment_reminder": "BETALINGSHERINNERING"},
    "fr": {"delivery_note": "BON DE LIVRAISON", "order_confirmation": "CONFIRMATION DE COMMANDE",
           "payment_reminder": "RAPPEL DE PAIEMENT"},
    "de": {"delivery_note": "LIEFERSCHEIN", "order_confirmation": "AUFTRAGSBESTÄTIGUNG",
           "payment_reminder": "ZAHLUNGSERINNERUNG"},
    "en": {"delivery_note": "DELIVERY NOTE", "order_confirmation": "ORDER CONFIRMATION",
           "payment_reminder": "PAYMENT REMINDER"},
}
"""Each kind's title: what sets the document apart (an invoice may name a delivery note or an order
confirmation in its references, in the labels below, never as its title)."""

NUMBER_LABELS: dict[str, dict[str, str]] = {
    "nl": {"delivery_note": "Pakbonnummer", "order_confirmation": "Orderbevestiging nr.",
           "payment_reminder": "Herinnering nr."},
    "fr": {"delivery_note": "N° de bon de livraison", "order_confirmation": "N° de confirmation",
           "payment_reminder": "N° de rappel"},
    "de": {"delivery_note": "Lieferschein-Nr.", "order_confirmation": "Auftragsbestätigung Nr.",
           "payment_reminder": "Mahnung Nr."},
    "en": {"delivery_note": "Delivery note no.", "order_confirmation": "Order confirmation no.",
           "payment_reminder": "Reminder no."},
}
DATE_LABELS = {"nl": "Datum", "fr": "Date", "de": "Datum", "en": "Date"}

REFERENCE_LABELS: dict[str, dict[str, str]] = {
    "nl": {"delivery_note": "Pakbon", "order_confirmation": "Orderbevestiging"},
    "fr": {"delivery_note": "Bon de livraison", "order_confirmation": "Confirmation de commande"},
    "de": {"delivery_note": "Lieferschein", "order_confirmation": "Auftragsbestätigung"},
    "en": {"delivery_note": "Delivery note", "order_confirmation": "Order confirmation"},
}
"""How an invoice (or another document) names a delivery note or order confirmation it refers to."""

REMINDER_TEXT = {
    "nl": "Wij stellen vast dat onze factuur {number} van {date} ten bedrage van {amount} nog niet betaald is.",
    "fr": "Sauf erreur de notre part, notre facture {number} du {date} d'un montant de {amount} reste impayée.",
    "de": "Unsere Rechnung {number} vom {date} über {amount} ist noch offen.",
    "en": "Our invoice {number} of {date} for {amount} is still unpaid.",
}
REMINDER_FEE_NOTE = {
    "nl": "Bij laattijdige betaling volgt een betalingsherinnering met EUR 10,00 herinneringskosten.",
    "fr": "En cas de retard de paiement, un rappel de paiement suit avec EUR 10,00 de frais de rappel.",
    "de": "Bei Zahlungsverzug folgt eine Zahlungserinnerung mit EUR 10,00 Mahngebühr.",
    "en": "Late payment: a payment reminder follows, with a reminder fee of EUR 10.00.",
}
"""A line some invoices print in their terms: it names a reminder without being one."""

def _title_pattern(title: str) -> str:
    """The title's words in capitals, each a whole word; a layout may break a long title over two lines
    with other text between (a narrow title cell beside the address), so up to 200 characters may part them."""
    words = [re.escape(word) for word in title.split()]
    return r"(?<!\w)" + r"(?!\w)[\s\S]{1,200}?(?<!\w)".join(words) + r"(?!\w)"


_TITLE_PATTERNS = {kind: re.compile("|".join(_title_pattern(titles[kind]) for titles in TITLES.values()))
                   for kind in KINDS}


def document_kind(text: str) -> str:
    """What a document's text says it is: a kind of KINDS where its title is printed (in capitals, as a
    title), else "invoice"."""
    for kind, pattern in _TITLE_PATTERNS.items():
        if pattern.search(text):
            return kind
    return "invoice"


def _labelled_values(text: str, labels: list[str]) -> list[str]:
    """Values printed beside one of `labels` (a whole label: not the start of a longer word), as a layout
    prints a header fact: on the label's line (after dot leaders or a colon), or in a grid, under the label
    in the next line's cell of the same column. A value holds a digit."""
    label = "|".join(re.escape(each) for each in sorted(set(labels), key=len, reverse=True))
    inline = re.compile(rf"(?<![\w-])(?:{label})(?![\w-])[ .]*:?[ ]+(?=\S*\d)([^\s,;]+)")
    found = [m.group(1) for m in inline.finditer(text)]
    lines = text.splitlines()
    for row, below in zip(lines, lines[1:]):
        heads, cells = re.split(r" {2,}", row.strip()), re.split(r" {2,}", below.strip())
        if len(heads) == len(cells) > 1:
            found += [cell for head, cell in zip(heads, cells)
                      if re.fullmatch(rf"(?:{label})[ .]*:?", head) and re.search(r"\d", cell)]
    return found


def document_number(text: str, kind: str) -> str | None:
    """The number a document of `kind` prints beside its number label (None where none is read)."""
    values = _labelled_values(text, [labels[kind] for labels in NUMBER_LABELS.values()])
    return values[0] if values else None


def named_documents(text: str, kind: str) -> list[str]:
    """The numbers of the documents of `kind` (a delivery note, an order confirmation) a document names."""
    return _labelled_values(text, [labels[kind] for labels in REFERENCE_LABELS.values()])
