"""The PO reference, read by structure: beside or under a label of its own, printed with its 'PO' prefix, beside a
word that names an order or under a bare 'Reference'."""

from __future__ import annotations

import re

from invoice_env.documents.reader.page import Page, below_lone_label, labelled_candidates
from invoice_env.documents.reader.po_ranking import buyer_reference_values, po_rank
from invoice_env.documents.reader.shared import PO_CORE, parse_date, po_in_erp_form, strip_po_prefix
from invoice_env.documents.reader.structure_table import is_header


def labelled_po_reference(text: Page) -> str | None:
    """The PO number read beside or under a label, or beside a word that names an order: never one printed loose
    in the text ('Internal note: ... book it on PO 4500 9995', a note that is no reference of the invoice)."""
    values: dict = {}
    read_po_reference(text, values, {}, loose=False)
    return values.get("po_reference")


def read_po_reference(text: Page, values: dict, problems: dict, loose: bool = True) -> None:
    """The PO number beside or under a label of its own, or printed with its 'PO' prefix (`loose`: anywhere in the
    text), or beside a word that names an order; None where its label prints no number; else the reason it could
    not be read."""
    labelled = labelled_candidates(text, "po_reference")
    printed = [value for _, value in labelled]
    ranked = ranked_po_readings(text, labelled)
    if ranked and ranked[0][1] > 0:
        values["po_reference"] = ranked[0][0]
    elif ranked:
        problems["po_reference"] = f"only the supplier's own order {ranked[0][2]!r} beside a PO label"
    else:
        below = next(filter(None, map(_po_cell, below_lone_label(text, "po_reference", 1)
                                      + _below_label_ending_row(text, "po_reference"))), None)
        if below:
            values["po_reference"] = below
        elif printed and not any(re.search(r"\d", v) for v in printed):
            values["po_reference"] = None  # a label without a number (a name, 'none')
        elif printed:
            problems["po_reference"] = f"unreadable PO reference {printed[0]!r}"
        else:
            printed_po = PO_PRINTED.search(text.flat) if loose else None
            supplier_form = PO_SUPPLIER_FORM.search(text.flat) if loose else None
            if printed_po:
                values["po_reference"] = printed_po.group(0)
            elif supplier_form and po_in_erp_form(supplier_form.group(0)):
                values["po_reference"] = po_in_erp_form(supplier_form.group(0))
            else:
                found, unreadable = _po_by_word(text)
                if found is None and unreadable is None:
                    found, unreadable = _po_under_bare_reference(text)
                if unreadable and found is None:
                    problems["po_reference"] = f"unreadable PO reference {unreadable!r}"
                else:
                    values["po_reference"] = found


def ranked_po_readings(text: Page, labelled: list[tuple[str, str]] | None = None) -> list[tuple[str, int, str]]:
    """(PO number, rank, value as printed) of each value beside a PO label (`labelled`, where the caller has them)
    or a buyer's-reference label that reads as a PO number, best first (`po_ranking.po_rank`; in the order printed
    among equals)."""
    reads = []
    for label, value in labelled if labelled is not None else labelled_candidates(text, "po_reference"):
        read = _po_number(value) or _po_after_customer_code(value)
        if read:
            reads.append((read, po_rank(label, value, text), value))
    for label, value in buyer_reference_values(text):  # a PO's six digits or more: no customer number ('68878')
        read = _po_number(value) or _po_after_customer_code(value)
        if read and len(re.sub(r"\D", "", read)) >= 6:
            reads.append((read, po_rank(label, value, text), value))
    return sorted(reads, key=lambda r: -r[1])


def _below_label_ending_row(text: Page, field: str) -> list[str]:
    """The one cell of the row below a label of `field` that ends its row without a number: the value wrapped
    below its label in a grid cell ('Bon de commande n°' over '45760084')."""
    out = []
    for cells, below in zip(text.lines, text.lines[1:]):
        hit = text.strong.hit(cells[-1])
        if hit is not None and hit[0] == field and not re.search(r"\d", hit[2]) and len(below) == 1:
            out.append(below[0])
    return out


def _po_cell(cell: str) -> str | None:
    """A cell that is a PO number and nothing else ('45720127', 'BC 4572.0063'), or behind a word for 'number' and
    before the order's date ('Nr. 45772114 vom 10/11/2027', 'N° 45772170 du 23/11/2027' under a lone 'Ihre
    Bestellung', 'Votre commande'), in the ERP's form."""
    read = po_in_erp_form(strip_po_prefix(cell))
    if read:
        return read
    text = NUMBER_WORD.sub("", cell.strip(), count=1)
    dated = DATED.fullmatch(text)
    if dated and parse_date(dated.group("date")) is not None:
        text = dated.group("rest")
    return po_in_erp_form(text) if text != cell.strip() else None


NUMBER_WORD = re.compile(r"(?i)^(?:nr|no|n°|nº|nummer|numéro|number)\.?\s*:?\s*(?=\d)")
"""A word for 'number' before a PO number in its cell ('Nr. 45772114', 'N° 45772170')."""


DATED = re.compile(r"(?P<rest>.*\d)\s+(?:du|vom|van|of|dated|from|le|d\.d\.)\s+(?P<date>.+)")
"""A number and the date of its order after it ('4577-0357 vom 24.05.2027', '45772170 du 23/11/2027')."""


def _po_number(value: str) -> str | None:
    """A PO number as printed beside its label ('PO 45003613'), or in the supplier's own form of it mapped to
    the ERP's ('PO 4571-0032' -> '45710032'); None if it reads as neither."""
    value = SLASHED_PO.sub("PO", value.strip(), count=1)
    match = PO_CORE.match(strip_po_prefix(value))
    if match and not re.match(r"[-./]\d", strip_po_prefix(value)[match.end():]):
        return match.group(0)
    named = _after_order_word(value)
    return (po_in_erp_form(strip_po_prefix(value)) or po_in_erp_form(strip_po_prefix(value).split("  ")[0])
            or (_po_number(named) if named else None) or _po_after_words(value))


SLASHED_PO = re.compile(r"^P ?/ ?O(?=[\s.:#-]*\d)")
"""'P/O', the PO prefix written with a slash ('Reference  P/O 45772163'): read as 'PO'."""


CUSTOMER_CODE = re.compile(r"[A-Z]{2,4}(?:[-/][A-Z]{2,4})?[-/]?(?P<number>\d{6,12})")
"""A PO number behind the customer's code that the buyer's reference prints before it, joined by a hyphen or a
slash or glued to it ('TB-45770828', 'TB/45770977', 'BB45771414'), the code in two groups ('TB/PO/45771863')."""


def _po_after_customer_code(value: str) -> str | None:
    """The PO number of a value beside a PO label of the reader's own that is a short code of capitals, a hyphen or a
    slash and one number of six digits or more ('Votre réf.: TB-45770828', 'Your reference  TB/45770977'); else
    None. Not beside a label only read as naming an order: Dynamics AX's 'Commande client  CV-0091276' is the
    supplier's sales order."""
    match = CUSTOMER_CODE.fullmatch(value.strip().lstrip(":").strip())
    return po_in_erp_form(match.group("number")) if match else None


def _po_after_words(value: str) -> str | None:
    """The PO number in a value beside a PO label, in the ERP's form, where words of the order print around it: a
    word naming the buyer's order or a PO prefix among the few words before it ('Inkooporder 4577-0301',
    'Réservation PO 4577 0336', ': BC-4577-0329', 'Cde client n° 4577-0249', 'BST 4577-1307'), the order's date after
    it ('4577/0322 du 17/05/2027', '4577-0357 vom 24.05.2027'); the rest of the label, the buyer's ('Réf. commande'
    then 'client : 45771314'), alone before it; else None."""
    text = value.strip().lstrip(":").strip()
    dated = DATED.fullmatch(text)
    if dated and parse_date(dated.group("date")) is not None:
        text = dated.group("rest")
    match = re.fullmatch(r"(?P<words>(?:[^\d]*[^\d\s#:-])?)[\s#:-]*(?P<number>\d[\d ./-]*\d)", text)
    if match is None:
        return None
    words = match.group("words").split()
    if len(words) == 1 and re.fullmatch(r"(?i)client|klant|kunde|customer", words[0]):
        return po_in_erp_form(match.group("number"))
    if words and (SUPPLIER_ORDER.search(" ".join(words)) or len(words) > 3 or not any(
            re.fullmatch(r"(?i)P\.?O\.?|BC|BDC|Cde|BB|BST|Best\.?-?Nr\.?", word)
            or re.search(r"(?i)order|commande|bestel|bestell", word) for word in words)):
        return None  # words of another document ('Devis n° 2027-0045', 'Sales order 310045')
    return po_in_erp_form(match.group("number"))


def _after_order_word(value: str) -> str | None:
    """The number after words that name the order in the value itself ('bon de commande 4574/0082',
    'Bestellung 4500123'), or None."""
    match = re.fullmatch(r"(?P<words>[^\W\d_][^\d]*?) (?P<number>\d.*)", value.strip())
    return match.group("number") if match and PO_WORD.search(match.group("words")) else None


def _po_by_word(text: Page) -> tuple[str | None, str | None]:
    """A PO number beside a label the reader does not know but that names an order ('Customer order
    reference', 'Bestelreferentie klant'), above the line table: the number after it in the cell or the next, or
    in a grid of labels the cell below it; with the first value with digits beside such a label that does not read
    as a PO number."""
    unreadable = None
    for index, cells in enumerate(text.lines):
        if is_header(cells, text):
            return None, unreadable
        for position, cell in enumerate(cells):
            word = PO_WORD.search(cell)
            if word is None or cell[:1].isdigit() or not _names_buyers_order(cell, word):
                continue
            rest = cell[word.end():].split(":", 1)
            value = rest[1].strip() if len(rest) == 2 else ""
            if not value:
                value = _number_in_own_cell(cell[word.end():])
            if not value and position + 1 < len(cells):
                value = cells[position + 1]
            if not re.search(r"\d", value):
                value = _under_grid_label(text, index, position) or value
            if not value:
                value = cell[word.end():].lstrip(" .:#")
            read = _po_number(value.strip())
            if read and len(re.sub(r"\D", "", read)) >= 4:
                return read, None
            if unreadable is None and re.search(r"\d", value) and parse_date(value) is None:
                unreadable = value.strip()
    return None, unreadable


def _number_in_own_cell(rest: str) -> str:
    """The rest of a label's cell after its order word where it prints a PO number there, behind a number sign and
    before the order's date ('Votre cde n° 45770928 du 12/11/2027', the next cell another column's text); else ''."""
    value = rest.lstrip(" .:#°")
    return value if value[:1].isdigit() and _po_number(value) else ""


def _under_grid_label(text: Page, index: int, position: int) -> str | None:
    """The cell below a label in a grid of labels over their values, where the label's row prints no value beside
    it ('Uw ordernr.  Onze ordernr.' over '4577/0814  VO27-3381'): the next row, as wide, at the same position;
    else None."""
    cells = text.lines[index]
    below = text.lines[index + 1] if index + 1 < len(text.lines) else []
    return below[position] if len(below) == len(cells) > 1 else None


def _names_buyers_order(cell: str, word: re.Match) -> bool:
    """The word names the buyer's order, whose number is the PO ('Bestellung', 'Commande', 'Customer order
    reference'), not the supplier's own ('Sales order', 'Verkaufsauftrag', 'Our order', 'Order confirmation'): an
    'order' or 'Auftrag' of no one (the word of either side) only after a word of the buyer's."""
    label = cell[:word.end()]
    if SUPPLIER_ORDER.search(label):
        return False
    if re.match(r"(?i)order|auftrag", word.group(0)):
        return BUYER_WORD.search(cell[:word.start()]) is not None
    return True


SUPPLIER_ORDER = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:sales?|verkoop|vente|verkauf|verkaufs|our|notre|nos|onze|unser|unsere|internal|"
    r"interne?|works?|production|produktion|fertigung)[\s-]*(?:order|commande|cde|bestel|bestell|auftrag)"
    r"|kunden-?auftrag)|bestätigung|bevestiging|confirmation")
"""A label of the supplier's own order: its sales order, its order confirmation ('Sales order', 'Kundenauftrag',
SAP's sales order in German; 'Auftragsbestätigung', 'Orderbevestiging', 'Confirmation de commande')."""


BUYER_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:your|customer|purchase|client|klant|uw|votre|vos|ihre?n?|buyer)"
                        r"(?![^\W\d_])")
"""A word of the buyer's before an order word ('Your order', 'Customer order', 'Ihr Auftrag')."""


BARE_REFERENCE = re.compile(r"(?i)(?:(?:externe?r?|external)\s+)?(?:reference|référence|referentie|referenz)"
                            r"(?:\s+externe)?\b:?(?: (?P<v>.*\d.*))?")
"""The bare word 'Reference', without 'your' or 'our', as a label: Odoo's grid 'Invoice Date  Due Date  Source
Reference' over the customer's reference, which is often the PO; or the reference called external, the one the
customer gave (SAP's 'External Reference' / 'Externe Referenz', 'Référence externe', 'Externe referentie')."""


def _po_under_bare_reference(text: Page) -> tuple[str | None, str | None]:
    """A PO number under, beside or after a bare 'Reference' label above the line table; with the first value
    with digits there that does not read as a PO number (the label says nothing of what it refers to, so a
    value with digits may be the PO in a form not read: no 'no PO')."""
    unreadable = None
    for index, cells in enumerate(text.lines):
        if is_header(cells, text):
            break
        for position, cell in enumerate(cells):
            label = BARE_REFERENCE.fullmatch(cell.strip())
            if label is None:
                continue
            value = label.group("v") or _value_beside_or_below(text, index, position)
            read = _po_number(value.strip()) if value else None
            if read and len(re.sub(r"\D", "", read)) >= 6:
                return read, None
            if unreadable is None and value and re.search(r"\d", value) and parse_date(value) is None:
                unreadable = value.strip()
    return None, unreadable


def _value_beside_or_below(text: Page, index: int, position: int) -> str | None:
    """The cell after a label on its row, else the cell below it in a grid of as many cells, else the one cell of
    the row below a label that ends its row (a column of labels each over its value, beside an address the text
    interleaves: Xero's 'BELGIUM  Reference' over '45750083')."""
    cells = text.lines[index]
    if position + 1 < len(cells) and text.strong.hit(cells[position + 1]) is None:
        return cells[position + 1]
    below = text.lines[index + 1] if index + 1 < len(text.lines) else []
    if len(below) == len(cells) > 1:
        return below[position]
    return below[0] if len(below) == 1 and position == len(cells) - 1 else None


PO_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:(?:inkoop|aankoop|einkaufs?)?(?:order|commande|bestel|bestell|auftrag)"
                     r"[^\W\d_]*|cde(?![^\W\d_]))(?: [^\W\d_.:]+)?")
"""A word that names an order, with the word after it ('Bestellreferenz Kunde'); 'cde', the French abbreviation of
'commande' ('Votre cde n°', 'Cde client'); a compound that names the buyer's purchase order in one word
('Inkooporder', 'Aankooporder', 'Einkaufsbestellung': Productive.io's grid 'Uitgiftedatum  Vervaldatum  Inkooporder
Project' over its values)."""


PO_PRINTED = re.compile(r"(?<![\w-])PO[- ]\d{5,}(?![\w/-])")


PO_SUPPLIER_FORM = re.compile(r"(?<![\w-])PO[-/ ]?\d{3,}(?:[-./ ]\d{3,}){0,2}(?![\w/-]|[.,]\d)")
"""A PO number printed with its 'PO' prefix ('PO-45004515', 'PO 45006840'): one, whatever its label says."""
