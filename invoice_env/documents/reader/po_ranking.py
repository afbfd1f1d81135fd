"""The PO reference among several printed values, ranked rather than the first taken: the buyer's reference (a
value with a PO mark, 'PO45772000'; with a word naming the buyer's order, 'Bestelbon 4577.2049', 'Cde n° 45772056';
beside a label of the buyer's, 'Customer ref.', 'Your order', 'Réf. client') over a plain labelled number, and that
over the supplier's own order (a web-shop number behind a number sign, 'Order number #104532'; a number behind a code
of letters beside a label that names no buyer, 'Order Number  SO-00005512')."""

from __future__ import annotations

import re

from invoice_env.documents.reader.page import Page

BUYER_REFERENCE = re.compile(
    r"(?i)(?:(?:customer|client|klant|kunden?|buyer)[\s-]*(?:ref(?:erence)?|referentie|referenz|réf(?:érence)?)"
    r"|r[ée]f(?:érence)?\.? ?client)\.?(?![^\W\d_])")
"""A label of the buyer's own reference that the label tables do not hold ('Customer Reference', 'Customer ref.',
'Klantreferentie', 'Kundenreferenz', 'Réf. client'): the value beside it is the buyer's, often the PO."""

BUYER_LABEL = re.compile(r"(?i)(?<![^\W\d_])(?:your|customer|purchase|client|klant|uw|votre|vos|v/|ihre?n?|buyer|"
                         r"p\.?o\.?)(?![^\W\d_])|klant|kunden|einkauf|inkoop|aankoop")
"""A word of the buyer's in a label ('Your order', 'Uw referentie', 'Ihre Bestellung', 'PO number')."""

PO_MARK = re.compile(r"(?i)P\.? ?/? ?O\.?[\s#:.-]*\d")
"""A value that starts with its PO prefix, glued or not ('PO45772000', 'PO-4577-2007', 'P.O. 45772070',
'P/O 45772163')."""

BUYER_ORDER_WORD = re.compile(r"(?i)^(?:[^\d]*?(?<![^\W\d_]))?(?:bestelbon|bestelling|bestellung|bestellnr|"
                              r"commande|cde|order|purchase|inkooporder|aankooporder|bon de commande|bc)(?![^\W\d_])"
                              r"[^\d]*\d")
"""A value whose words before its number name an order ('Bestelbon 4577.2049', 'Cde n° 45772056', 'Bestellung
45772042'): a reference that says it is an order's number."""

SUPPLIER_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:sales?|verkoop|vente|verkauf|our|notre|onze|unser|unsere|"
                           r"internal|interne?)(?![^\W\d_])|verkaufs|auftragsbest")


def buyer_reference_values(text: Page) -> list[tuple[str, str]]:
    """(label cell, value) of each value beside a buyer's-reference label the label tables do not know: the rest
    of its cell, else the next cell, else in a grid of labels over values the cell below."""
    out = []
    for index, cells in enumerate(text.lines):
        for position, cell in enumerate(cells):
            label = BUYER_REFERENCE.match(cell.strip())
            if label is None:
                continue
            rest = cell.strip()[label.end():].lstrip(" :.").strip()
            if rest:
                out.append((cell, rest))
            elif position + 1 < len(cells):
                out.append((cell, cells[position + 1]))
            else:
                below = text.lines[index + 1] if index + 1 < len(text.lines) else []
                if len(below) == len(cells) > 1:
                    out.append((cell, below[position]))
    return out


def po_rank(label: str, value: str, text: Page) -> int:
    """2 for the buyer's reference (a PO mark, a word naming an order in the value, a buyer's label), 0 for the
    supplier's own order (a number behind a number sign, or behind a code of letters beside a label of no one's),
    1 for any other labelled value."""
    value = value.strip().lstrip(":").strip()
    digits = re.search(r"\d", value)
    if digits is None:
        return 1
    if _after_number_sign(value, text):
        return 0
    head = label.strip()
    if value and head.endswith(value):
        head = head[: len(head) - len(value)]  # the label's own words, without the value in its cell
    if SUPPLIER_WORD.search(head):
        return 0
    if PO_MARK.match(value) or BUYER_ORDER_WORD.match(value) or BUYER_REFERENCE.match(head) or BUYER_LABEL.search(head):
        return 2
    if re.match(r"[A-Z]{1,4}[-/]?\d", value):
        return 0  # 'SO-00005512' under a label of no one's: the supplier's own order's code
    return 1


def _after_number_sign(value: str, text: Page) -> bool:
    """The value is printed as a number behind a number sign of its own ('#104532'), not a 'PO #' label's."""
    if value.startswith("#"):
        return True
    number = re.match(r"\d[\d-]*", value)
    return number is not None and re.search(r"(?<![Pp][Oo] )(?<![Pp][Oo])#\s?" + re.escape(number.group(0))
                                            + r"(?![\w])", text.flat) is not None
