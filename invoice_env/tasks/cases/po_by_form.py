"""The PO read by the form of the ERP's PO numbers, where the reader read none (issue 38, item 8; `case new` only).

A supplier prints the buyer's PO in its own way ('4577 0145', '4577.0221', 'TB-PO-45772670', 'Best. 45772849',
'BC45771414') beside a label the reader does not take ('Uw ordernummer' over it in a grid interleaved with the
address, 'Opmerking: Inkooporder 45772207', 'Ihrem Auftrag Nr. 45772528 vom'). Where the ERP's PO numbers have a
known form (`po_shapes.PoShapes`: the shipped ERP's are eight digits from 45), such a number is the PO when:
- it is the only value in that form the text prints (the same value printed again, on every line of a table, is one
  value), leaving out a number inside a longer one (an IBAN, a VAT or company number: the whole run of digit groups
  must have the form) or behind a phone, account or bank word in its cell, and amounts and dates (digit groups of
  fewer than three digits: '45.772.000,00', '45 772 000');
- a word naming an order, a reference or a public buyer's commitment ('Ordernr.', 'Bestellung', 'commande', 'PO',
  'BC', 'Best.', 'Referenz', 'Marché n°', 'Numéro d'engagement') is
  printed on its row or one of the two rows above (a grid's label row, with an address line or a wrapped
  description between: measured on blind corpora 1 to 36, every PO so read has one there);
- it is not the invoice number read, and no printing of it stands beside or under a label of another number of
  its own (a customer, delivery note, invoice number; the supplier's own order, 'Notre n° de commande', 'Sales
  order').
Anything else is left as it was (a TODO): a wrong PO is much worse than a TODO. The agent's reader is not changed:
this runs in `supported_reading` only. The value is written as printed, without its prefix ('4577 0145')."""

from __future__ import annotations

import re
from dataclasses import dataclass

from invoice_env.documents.reader.po_ranking import SUPPLIER_WORD
from invoice_env.documents.reader.shared import split_cells
from invoice_env.documents.reader.structure_po import SUPPLIER_ORDER
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.world.identifiers import normalize_po_number

ORDER_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:(?:inkoop|aankoop|einkaufs?)?(?:order|purchase|commande|bestel|bestell|auftrag|ordine|pedido)[^\W\d_]*"
                        r"|cde|best\.|(?-i:PO|P\.O\.|BC))(?![^\W\d_])")
"""A word that names a purchase order: where one is printed, 'no PO' is not pre-filled (the number was not read)."""

REFERENCE_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:reference|référence|referentie|referenz|kenmerk|réf\.?|ref\.?)"
                            r"(?![^\W\d_])[\s.:#°n]*")
"""A word that names a reference, of the buyer's or of no one ('Externe Referenz', 'Uw kenmerk', 'Réf.')."""

NUMBER_RUN = re.compile(r"(?<![\d.,])\d+(?:[ .\-/]\d+)*(?!\d|[.,]\d)")
"""A run of digit groups, each one separator (a space, a dot, a dash, a slash) from the next: the whole number a
PO-form value must be (not a part of an IBAN's or a phone number's groups)."""

NOT_A_PO = re.compile(r"(?i)(?<![^\W\d_])(?:iban|bic|swift|konto\w*|account|rekening\w*|compte|bank\w*|banque|"
                      r"tel|tél|tele\w*|tél[ée]\w*|phone|fax|gsm|mobile?|mob|handy|[TFM]|"
                      r"btw|vat|tva|ust|mwst|ust-?id\w*|steuer\w*|kvk|siret|siren|rcs|hrb|hra|ondernemings\w*|"
                      r"kbo|rpr|ape|naf|eori|gln|ean|blz|sort)(?![^\W\d_])")
"""A word before a number in its cell that makes it no PO: a bank account, a phone, a tax or company number."""

OTHER_NUMBER_LABEL = re.compile(
    r"(?i)(?:kunden|klant|customer|client|debiteur|debitor|cliente)[\s.-]*(?:n[or°º]\b|nr|nummer|number|num[ée]ro|"
    r"code|id\b|account|konto)|(?:code|n[°º]|num[ée]ro)\s*(?:de\s+)?client|"
    r"liefer\w*|delivery|levering\w*|pakbon|livraison|(?<![^\W\d_])bl(?![^\W\d_])|despatch|dispatch|"
    r"rechnungs?-?\s*n|invoice\s*(?:n|#)|factuurn|facture\s*n|n[°º]\s*(?:de\s+)?facture|"
    r"angebot|offerte|devis|quot\w*")
"""A label of another number than the PO: the customer's number, a delivery note's, the invoice's, a quotation's."""

COMMITMENT_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:march[ée]|engagement)(?![^\W\d_])")
"""A word of a public buyer's commitment, its purchase order ('Marché n° 4577-5142', a public works contract; 'Numéro
d'engagement  45775156', the commitment number a Chorus Pro-style portal's invoice prints; twenty-ninth change)."""

_LOOK_ABOVE = 2  # rows above a number where its label may stand (a grid's label row, an address line between)


@dataclass(frozen=True)
class _Printed:
    value: str   # as printed, without its prefix ('4577 0145')
    key: str     # its ERP form ('45770145')
    row: int
    cell: int
    before: str  # the text of its cell before it


def printed_in_form(rows: list[list[str]], shapes: PoShapes) -> list[_Printed]:
    """Every printing of a number in the ERP's PO form in the rows' cells, whole (not a part of a longer number), not
    behind a phone, account or tax word in its cell."""
    found = []
    for index, cells in enumerate(rows):
        for position, cell in enumerate(cells):
            for run in NUMBER_RUN.finditer(cell):
                number = run.group(0)
                groups = re.split(r"[ .\-/]", number)
                if any(len(group) < 3 for group in groups) or not shapes.fits(number):
                    continue
                before = cell[:run.start()]
                if NOT_A_PO.search(before):
                    continue
                found.append(_Printed(number, normalize_po_number(number), index, position, before))
    return found


def _labels_of(rows: list[list[str]], printed: _Printed) -> list[str]:
    """The labels a printing of the number may stand beside or under: the text of its cell before it, the cell
    before it on its row, the cell above it in a grid of rows of as many cells."""
    cells = rows[printed.row]
    labels = [printed.before]
    if printed.cell > 0:
        labels.append(cells[printed.cell - 1])
    if printed.row > 0 and len(rows[printed.row - 1]) == len(cells) > 1:
        labels.append(rows[printed.row - 1][printed.cell])
    return labels


def _names_order_near(rows: list[list[str]], printed: _Printed) -> bool:
    near = rows[max(0, printed.row - _LOOK_ABOVE): printed.row + 1]
    return any(ORDER_WORD.search(cell) or REFERENCE_WORD.search(cell) or COMMITMENT_WORD.search(cell)
               for cells in near for cell in cells)


def po_by_form(text: str, shapes: PoShapes, invoice_number: str | None = None) -> str | None:
    """The PO number the text prints in the form of the ERP's PO numbers, as printed ('4577 0145'), where the rules
    above hold; else None (nothing known of the form: None)."""
    if not shapes.shapes:
        return None
    rows = [split_cells(line) for line in text.splitlines()]
    printed = printed_in_form(rows, shapes)
    if len({p.key for p in printed}) != 1:
        return None
    if invoice_number and normalize_po_number(invoice_number) == printed[0].key:
        return None
    for one in printed:
        labels = _labels_of(rows, one)
        if any(OTHER_NUMBER_LABEL.search(label) or SUPPLIER_ORDER.search(label) or SUPPLIER_WORD.search(label)
               for label in labels):
            return None
    near = [one for one in printed if _names_order_near(rows, one)]
    return near[0].value if near else None


BUYER_ORDER_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:your\s+(?:order|ref)|uw\s+(?:bestel|order|ref|kenmerk)|je\s+bestel\w*\s+(?:n|#)"
    r"|votre\s+(?:commande|r[ée]f)|vos\s+r[ée]f|ihre?[mnr]?\s+(?:bestell|auftrag|zeichen|ref)|unser\w*\s+zeichen"
    r"|(?-i:PO|P\.O\.|BC)|purchase|inkoop|aankoop|einkauf|bestelbon|bon\s+de\s+commande|buyer|acheteur|besteller"
    r"|customer\s+ref|client\s+r[ée]f|kunden\s*ref"
    r"|(?:order|bestel|commande|bestell|auftrag)\w*\s+(?:klant|client|customer|kunde)"
    r"|cost\s+cent|kostenplaats|kostenstelle)")
"""Words that name the buyer's own order or reference ('Your order', 'Uw bestelbon', 'PO', 'purchase', 'bon de
commande'): where one is printed, an order word may name the buyer's PO."""

THANKS = re.compile(r"(?i)thank|merci|bedankt|dank(?:e|en)?\b|vielen\s+dank|grazie|gracias|obrigad")
"""A row thanking for the order ('Vielen Dank für Ihre Bestellung!'): its order is the buyer's purchase, no PO."""


ORDER_NUMBER_LABEL = re.compile(
    r"(?i)(?:nummer|number|nr\.?|no\.?|n[°º]\.?|id)?(?![^\W\d_])[\s:.#]*(?P<v>[^\s:]+)")
"""After an order word, its number ('Auftragsnummer  A-27-5521', 'Bestelnummer  #10582', 'Sales order  310045',
'Order ID  22418'): the first token, after a number word if one is printed (three digits at least, no percentage:
'Orderkorting 2 %' is a discount)."""

ORDER_DATE = re.compile(r"(?i)\s*(?:date|datum)(?![^\W\d_])")
"""A date word after an order word ('Order date'; 'Bestelldatum' is one word): the order's date, no number."""


ORDER_IN_PROSE = re.compile(
    r" (?!(?:nummer|number|nr|no|n[°º]|id|ref|reference|référence|referenz|date|datum)(?![^\W\d_]))"
    r"[^\W\d_A-ZÀ-Þ]+(?: [^\W\d_]+)+[^\d]*$")
"""After an order word, two words or more of a sentence, the first in lower case and not a number or date word, and
no digit to the row's end ('commande de novembre', 'for this order and sells LabelForge under licence'): the word
is prose that names no order number ('Order no 4412', 'Bestellung vom 03.11.2027' are not)."""


def order_in_prose(line: str, word: re.Match) -> bool:
    """Whether the order word `word` found in `line` is prose naming no order number (`ORDER_IN_PROSE`)."""
    return ORDER_IN_PROSE.match(line, word.end()) is not None


ADDRESS = re.compile(r"\S+@\S+|(?:https?://|www\.)\S+")
"""An e-mail or web address, whose words name no order."""


def order_in_address(line: str, word: re.Match) -> bool:
    """Whether the order word `word` found in `line` is part of an e-mail or web address ('orders@scheldeboek.be',
    'www.bestel-online.be'): a mailbox's or a site's name, naming no order number."""
    return any(address.start() <= word.start() and word.end() <= address.end() for address in ADDRESS.finditer(line))


PURCHASE_WORD = re.compile(r"(?i)purchase|inkoop|aankoop|einkauf")
"""A word of a purchase, the buyer's, that names an order only with an order word or a number after it."""


def _purchase_in_prose(line: str, word: re.Match) -> bool:
    """Whether the buyer's word `word` found in `line` is a purchase named in a sentence with no number ('Btw-factuur
    voor een aankoop via eBay', 'for a purchase on our web shop'): no buyer's order; 'aankooporder 45772207', 'purchase
    order 4577' are (thirty-third change, corpus 75)."""
    return PURCHASE_WORD.fullmatch(word.group(0)) is not None and order_in_prose(line, word)


def _holds_po_form(value: str, shapes: PoShapes) -> bool:
    """A run of the value's digits has the ERP's PO form ('4577-2000-11' holds 45772000)."""
    digits = re.sub(r"\D", "", value)
    return any(shapes.fits(digits[start:end]) for start in range(len(digits))
               for end in range(start + 1, len(digits) + 1))


def supplier_order_only(text: str, shapes: PoShapes) -> str | None:
    """The order number's label where every order the invoice names is the supplier's own (a web shop's order
    number, 'Bestelnummer  #10582', 'Auftragsnummer  A-27-5521'), so 'no PO' may be pre-filled: the ERP's PO form is
    known, no number in that form is printed anywhere (nor inside the order's number), every row naming an order but
    a thanks is an order number's label and its number, and no row names the buyer's order, a PO, a purchase or the
    buyer's reference; else None."""
    if not shapes.shapes or shapes.printed_in(text) is not None:
        return None
    if printed_in_form([split_cells(line) for line in text.splitlines()], shapes):
        return None
    order = None
    for line in text.splitlines():
        line = ADDRESS.sub(" ", line)  # 'bestellingen@bouwkennis.be' names no order
        if THANKS.search(line):
            continue
        if any(not _purchase_in_prose(line, word) for word in BUYER_ORDER_WORD.finditer(line)):
            return None
        for word in ORDER_WORD.finditer(line):
            if word.group(0).lower().endswith(("datum", "date")) or ORDER_DATE.match(line, word.end()):
                continue  # the order's date
            if order_in_prose(line, word):
                continue  # 'for this order and sells ...': a sentence, no order number
            label = ORDER_NUMBER_LABEL.match(line, word.end())
            if (not label or len(re.sub(r"\D", "", label.group("v"))) < 3 or line[label.end():].lstrip().startswith("%")
                    or _holds_po_form(label.group("v"), shapes)):
                return None
            order = order or line[word.start():label.end()].strip()
    return order


__all__ = ["ORDER_WORD", "REFERENCE_WORD", "order_in_address", "order_in_prose", "po_by_form", "printed_in_form",
           "supplier_order_only"]
