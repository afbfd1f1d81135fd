"""The invoice number and the invoice date of `case new` where the reader left them unread or read a neighbour's
value (made on corpora 41 to 48, the twenty-sixth change): a grid of labels over values with an address line
between or beside, a label alone on its row over its value, a number on the document title's row or just under or
above it, a '#' before a number, a label of two dates; and a PO number in a buyer's note at a web shop's checkout.
For `case new` only (called by `prefill_checks.supported_reading` after `prefill_guards.guarded`); the agent's reader
is unchanged."""

from __future__ import annotations

import re
from datetime import date, timedelta

from invoice_env.documents.reader import parse_date
from invoice_env.documents.reader.shared import begins_with_date, identifier_as_printed, label_cells, split_cells
from invoice_env.documents.reader.structure_number import BARE_NUMBER
from invoice_env.tasks.cases.po_by_form import ORDER_WORD, printed_in_form
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.world.identifiers import normalize_po_number

NUMBER_LABEL = re.compile(
    r"(?i)(?:(?:tax\s+)?invoice|inv\.?)\s*(?:no\.?|nr\.?|number|#)|factuur\s*(?:nr\.?|nummer|no\.?)|factuurnr\.?"
    r"|rechnungs?-?\s*(?:nr\.?|nummer|no\.?)|n[°º]\.?\s*(?:de\s+)?(?:facture|factura|document|doc\.?)"
    r"|num[ée]ro\s+(?:de\s+)?(?:facture|documento|fattura|factura|document)|número\s+(?:de\s+)?factura"
    r"|számlaszám|document\s+(?:no\.?|number)")
"""A label of the invoice's number, whole (one half of a bilingual label: 'Számlaszám / Invoice number')."""

BARE_NUMBER_LABEL = re.compile(r"(?i)nr\.?|n[°º]\.?|no\.?|nummer|num[ée]ro|número")
"""A label of a number that names no document ('Nr.', 'N°'): the invoice's only in a grid beside its date."""

DATE_LABEL = re.compile(
    r"(?i)(?:invoice|issue|inv\.?)\s*date|date\s+of\s+issue|date\s+(?:de\s+)?(?:la\s+)?facture|date\s+d'émission"
    r"|factuurdatum|rechnungsdatum|ausstellungsdatum|fecha\s+(?:de\s+)?(?:factura|emisión)"
    r"|data\s+(?:documento|fattura|emissione)|számla\s+kelte|datum\s+(?:vystavení|vyhotovenia)|document\s+date")
"""A label of the date the invoice was issued, whole (one half of a bilingual label; an e-invoice rendition's
'Document date')."""

BARE_DATE_LABEL = re.compile(r"(?i)date|datum|fecha|data|dátum")
"""A label of a date that names no other (not a due date, a delivery's, an order's)."""

TITLE = (r"(?:(?:tax\s+)?invoice|rechnung|steuerbeleg|faktura|faktúra|factuur|facture|factura|fattura|számla"
         r"|da[nň]ov[ýy]\s+doklad)")
TITLE_CELL = re.compile(rf"(?i){TITLE}(?:\s*[-/]\s*{TITLE})*")
"""A cell that is a document's title only, in one language or two ('Faktura - daňový doklad / Rechnung -
Steuerbeleg')."""

TITLE_WITH_NUMBER = re.compile(rf"(?i)(?:VAT\s+)?{TITLE}(?:\s*[-/]\s*{TITLE})*(?:\s+VAT)?\s+"
                               rf"(?:nr\.?|no\.?|č\.|n[°º]\.?|#)\s*(?P<v>\S.*)")
"""A title with its number after a number word ('RECHNUNG - STEUERBELEG Nr. 270318'; a Polish 'Faktura VAT nr
FVE/0417/10/27')."""

ADDRESS_HEADING = re.compile(r"(?i)klant|client|customer|kunde|bill(?:ed)?\s+to|invoice\s+to|factuuradres"
                             r"|adresse\s+de\s+facturation|rechnungsadresse|destinataire")
"""The heading of the buyer's address block, last in a grid of labels whose values row does not hold it ('KLANT')."""

ISSUED_LABEL = re.compile(r"(?i)issued(?:\s+on)?|date\s+issued|ausgestellt(?:\s+am)?|émise?\s+le|uitgegeven\s+op")
"""A label of the date the invoice was issued, in a verb's form ('Issued  Dec 3, 2027')."""

LETTER_DATE = re.compile(r"(?P<place>[A-ZÀ-Ý][^\W\d_]+(?:[ -][^\W\d_]+){0,3}),\s+(?:le\s+|den\s+|am\s+|op\s+)?"
                         r"(?P<date>\d.*)")
"""The place and date a letter is written on, alone on its row ('Anderlecht, 4 novembre 2027')."""

COMMA_DATE = re.compile(r"(?P<day>\d{1,2})\s+(?P<month>[^\W\d_]{3,}\.?),\s+(?P<year>\d{4})")
"""A day, a month in words and a comma before the year ('14 Oct, 2027'), a spelling the reader does not parse."""

PORTUGUESE_NUMBER = re.compile(r"(?:N\.?[º°]\s*)?(?P<v>F[TRSA]\s[A-Z0-9]{1,10}/\d{1,8})")
"""A Portuguese invoice's number: its document type, its series and its sequence ('FT 2027/1184', 'N.º FT
2027/356')."""
ATCUD = re.compile(r"ATCUD:?\s*[A-Z0-9]{8,}-(?P<seq>\d{1,8})")
"""The Portuguese document code, the sequence number of the invoice after its dash ('ATCUD: JJ4TR7KM-1184')."""

ORDER_NUMBER = re.compile(r"(?i)(?:commande|bestelling|order|bestellung|pedido|ordine)\s*(?:n[°º]\.?|nr\.?|no\.?|#)"
                          r"\s*(?P<v>\d[\w/-]*)")
"""A web shop's order number on its own row ('Commande n° 01047', 'Bestelling #01288', 'Order #1001')."""
PLACED_ON = re.compile(r"(?i)(?:passée?\s+le|geplaatst\s+op|placed\s+on|aufgegeben\s+am|bestellt\s+am)\s+(?P<d>.+)")
"""The date the web shop's order was placed, on its own row ('Passée le 12 octobre 2027 à 10:42')."""

STAMPED_DATE = re.compile(r"(?P<d>\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2})\s+\d{1,2}:\d{2}(?::\d{2})?")
"""A date and a time alone on a row, a till receipt's stamp ('09/11/2027 15:21:07')."""

HASH_NUMBER = re.compile(r"#\s?(?P<v>[A-Z0-9][A-Z0-9/.\-]*\d[A-Z0-9/.\-]*)")
"""A number after '#', a sign that is no part of it ('#FA012874', '#20713')."""


def _parts(cell: str) -> list[str]:
    """A label cell's halves, each without a colon ('Számlaszám / Invoice number')."""
    return [part.strip().rstrip(":").strip() for part in cell.split("/")]


def _is_label(cell: str, label: re.Pattern, bare: re.Pattern | None = None) -> bool:
    return any(label.fullmatch(part) or (bare is not None and bare.fullmatch(part)) for part in _parts(cell))


def _identifier(value: str) -> str | None:
    """The value as an invoice number: whole, with a figure, not a date ('FPR 58/27', '28/000112', '1245')."""
    value = " ".join(value.split())
    if not re.search(r"\d", value) or begins_with_date(value) or len(value) > 30:
        return None
    return value if identifier_as_printed(value) == value else None


def without_hash(number: str) -> str:
    """The number without a '#' printed before it."""
    match = HASH_NUMBER.fullmatch(number.strip())
    return match.group("v") if match else number


def _grid(rows: list[list[str]]):
    """Each grid of labels over values: (labels, values aligned to them), the values row up to three rows below the
    labels (an address line or a label's second line between). Aligned one to one where the rows have as many cells,
    else by the one date among the values under the one date label (an address cell before or after the values,
    a label over no value)."""
    for index, labels in enumerate(rows):
        if len(labels) < 2 or not any(_is_label(c, DATE_LABEL, BARE_DATE_LABEL) for c in labels):
            continue
        if any(begins_with_date(cell) for cell in labels):
            continue
        for values in rows[index + 1: index + 4]:
            if any(begins_with_date(cell) for cell in values):
                break
        else:
            continue
        if len(values) == len(labels):
            yield labels, dict(enumerate(values))
            continue
        if len(values) < len(labels) and all(ADDRESS_HEADING.fullmatch(c.strip().rstrip(":"))
                                             for c in labels[len(values):]):
            yield labels, dict(enumerate(values))  # the address block's heading last, its lines not on the row
            continue
        dated = [i for i, cell in enumerate(values) if begins_with_date(cell)]
        date_labels = [i for i, cell in enumerate(labels) if _is_label(cell, DATE_LABEL, BARE_DATE_LABEL)]
        if len(dated) == 1 and len(date_labels) == 1:
            offset = dated[0] - date_labels[0]
            yield labels, {i: values[i + offset] for i in range(len(labels)) if 0 <= i + offset < len(values)}


def number_in_grid(rows: list[list[str]]) -> str | None:
    """The value under the invoice number's label in a grid beside a date ('Invoice no.  Invoice date' over
    '027418  2027-11-22'; 'Nr.  Datum  Seite' over '1245  20.12.2027  1  9000 GENT (BE)')."""
    for labels, values in _grid(rows):
        for i, cell in enumerate(labels):
            if _is_label(cell, NUMBER_LABEL, BARE_NUMBER_LABEL) and i in values:
                value = _identifier(values[i])
                if value:
                    return value
    return None


def date_in_grid(rows: list[list[str]], strong_only: bool = False, beside=None):
    """The date under the invoice date's label in such a grid; `strong_only`: under a label that names the invoice's
    date ('Rechnungsdatum', 'Számla kelte / Invoice date'), not a bare 'Datum'; `beside`: only where that date
    is printed under another label of the grid (the date the reader took of a neighbour's label)."""
    for labels, values in _grid(rows):
        for i, cell in enumerate(labels):
            strong = _is_label(cell, DATE_LABEL)
            if (strong or (not strong_only and _is_label(cell, BARE_DATE_LABEL))) and i in values:
                if begins_with_date(values[i]) and (found := parse_date(values[i])):
                    others = {parse_date(v) for k, v in values.items() if k != i and begins_with_date(v)}
                    if beside is None or beside in others:
                        return found
    return None


def _number_under_its_label(rows: list[list[str]]) -> str | None:
    """A label of the number alone on its row over a value alone on the next ('Számlaszám / Invoice number' over
    'RTT-2027-1184')."""
    for labels, values in zip(rows, rows[1:]):
        if len(labels) == 1 and len(values) == 1 and _is_label(labels[0], NUMBER_LABEL):
            return _identifier(values[0])
    return None


def _number_on_title_row(rows: list[list[str]]) -> str | None:
    """The number on the document title's row: after a number word in the title's cell ('RECHNUNG - STEUERBELEG
    Nr. 270318') or alone in the cell after the title ('Faktura - daňový doklad / Rechnung - Steuerbeleg
    FAV0947/2027', four digits in a row and a capital or a slash)."""
    for cells in rows:
        if not cells:
            continue
        match = TITLE_WITH_NUMBER.fullmatch(cells[0].strip())
        if match and len(cells) == 1 and (value := _identifier(match.group("v"))):
            return value
        if (len(cells) == 2 and TITLE_CELL.fullmatch(cells[0].strip())
                and BARE_NUMBER.fullmatch(cells[1].strip()) and not begins_with_date(cells[1])):
            return cells[1].strip()
    return None


def _number_near_title_ending_first_row(rows: list[list[str]]) -> str | None:
    """Under the title that ends the first row, the first of the next two rows that is one number alone, a line of
    the address beside it (four digits in a row and a capital or a slash, or a number after '#': 'RE-5884',
    '#20713')."""
    if len(rows) < 3 or not TITLE_CELL.fullmatch(rows[0][-1].strip()) or len(rows[0]) < 2:
        return None
    for cells in rows[1:3]:
        if len(cells) != 1:
            continue
        value = cells[0].strip()
        if HASH_NUMBER.fullmatch(value):
            return without_hash(value)
        if BARE_NUMBER.fullmatch(value) and not begins_with_date(value):
            return value
    return None


def _number_above_bare_title(rows: list[list[str]]) -> str | None:
    """The number alone on the first row over the document's title alone on the second ('FV27-011532' over
    'FACTUUR')."""
    if len(rows) < 2 or len(rows[0]) != 1 or len(rows[1]) != 1 or not TITLE_CELL.fullmatch(rows[1][0].strip()):
        return None
    value = rows[0][0].strip()
    return value if BARE_NUMBER.fullmatch(value) and not begins_with_date(value) else None


def _date_after_two_dates_label(rows: list[list[str]]):
    """The date after a label of the invoice's date and another date ('Rechnungsdatum/Lieferdatum  20.12.2027')."""
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            parts = _parts(label)
            if len(parts) == 2 and DATE_LABEL.fullmatch(parts[0]) and re.search(r"(?i)dat(?:um|e)$", parts[1]):
                if begins_with_date(value) and (found := parse_date(value)):
                    return found
    return None


def _date_beside_issued(rows: list[list[str]]):
    """The date after a label of its issue in a verb's form, the two alone on their row ('Issued  Dec 3, 2027')."""
    for cells in rows:
        if len(cells) == 2 and ISSUED_LABEL.fullmatch(cells[0].strip().rstrip(":")) and begins_with_date(cells[1]):
            if found := parse_date(cells[1]):
                return found
    return None


def _date_with_comma(rows: list[list[str]]):
    """The date after the invoice date's label spelt with a comma before its year ('Invoice date  14 Oct, 2027')."""
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            if _is_label(label, DATE_LABEL) and (match := COMMA_DATE.fullmatch(value.strip())):
                if found := parse_date(f"{match.group('day')} {match.group('month')} {match.group('year')}"):
                    return found
    return None


def _letter_date(rows: list[list[str]]):
    """The one place-and-date row of a letter ('Anderlecht, 4 novembre 2027'), its date whole after the comma."""
    found = {parse_date(m.group("date")) for cells in rows if len(cells) == 1
             and (m := LETTER_DATE.fullmatch(cells[0].strip())) and begins_with_date(m.group("date"))}
    found.discard(None)
    return found.pop() if len(found) == 1 else None


def _receipt_stamp(rows: list[list[str]], due):
    """The one date-and-time row of a till receipt ('09/11/2027 15:21:07'), no later than the due date read."""
    found = {parse_date(m.group("d")) for cells in rows
             if len(cells) == 1 and (m := STAMPED_DATE.fullmatch(cells[0].strip()))}
    found.discard(None)
    if len(found) == 1 and (stamp := found.pop()) and (due is None or stamp <= due):
        return stamp
    return None


def _portuguese_number(text: str) -> str | None:
    """The one Portuguese invoice number printed ('FT 2027/1184') whose sequence the ATCUD code repeats after its
    dash ('ATCUD: JJ4TR7KM-1184'; 'FT 2027/0877' and '-877' agree)."""
    numbers = {m.group("v") for m in PORTUGUESE_NUMBER.finditer(text)}
    codes = {int(m.group("seq")) for m in ATCUD.finditer(text)}
    if len(numbers) == 1 and len(codes) == 1:
        number = numbers.pop()
        if int(number.rsplit("/", 1)[1]) in codes:
            return number
    return None


def _web_shop_order(rows: list[list[str]]):
    """A web shop's order printed as the invoice: under the document's bare title ('Facture', 'Factuur') near the
    top, the order's number alone on the next row and the date it was placed alone on the row after ('Commande n°
    01047' over 'Passée le 12 octobre 2027 à 10:42'): (number, date), else None."""
    for index, cells in enumerate(rows[:4]):
        if len(cells) != 1 or not TITLE_CELL.fullmatch(cells[0].strip()) or len(rows) < index + 3:
            continue
        number, placed = rows[index + 1], rows[index + 2]
        if len(number) == 1 and len(placed) == 1 and (n := ORDER_NUMBER.fullmatch(number[0].strip())):
            if (p := PLACED_ON.fullmatch(placed[0].strip())) and begins_with_date(p.group("d")):
                if found := parse_date(p.group("d")):
                    return n.group("v"), found
    return None


_SERIES_WORD = r"(?:seria|series|série|serie)"
_NUMBER_WORD = r"(?:nr\.?|no\.?|n[°º]\.?|num[ăa]r(?:ul)?)"
SERIES_NUMBER = re.compile(rf"(?<![^\W\d_]){_SERIES_WORD}(?:\s*/\s*{_SERIES_WORD})?\s+(?P<s>[A-Z]{{1,6}})\s+"
                           rf"{_NUMBER_WORD}(?:\s*/\s*{_NUMBER_WORD})?\s*(?P<n>\d[\w/-]*)", re.IGNORECASE)
"""A series printed apart from its number ('Seria TMC nr. 0412', 'Seria / Series TCE nr. / no. 0457'; a Romanian
invoice's)."""

SERIES_TITLE_NUMBER = re.compile(r"[A-Z]{1,4} \d{2,4}[A-Z]?/\d{1,8}")
"""An invoice's number as a document type, its series and its sequence ('FA 2027/764')."""

NUMBER_WORD_ONLY = re.compile(r"(?i)č\.|n[°º]\.?|no\.?|nr\.?|číslo|number")
"""A number word alone, no document named ('č. / No.')."""


def _series_apart(number: str, text: str) -> str | None:
    """Why the number read is left to the user where the invoice prints its series apart from its number ('Seria TMC
    nr. 0412'): some write it joined ('TMC0412', corpus 37), others apart ('TMC 0412', corpus 56); else None."""
    for match in SERIES_NUMBER.finditer(text):
        series, sequence = match.group("s"), match.group("n")
        if number.replace(" ", "") in (series + sequence, sequence):
            return (f"the invoice prints series {series!r} apart from number {sequence!r} ({match.group(0)!r}): "
                    f"booked joined ({series + sequence!r}) by some, apart ({series + ' ' + sequence!r}) by others;"
                    f" write it as your books do")
    return None


def _number_under_bare_title(rows: list[list[str]]) -> str | None:
    """Under the document's bare title alone on its row ('FACTURE', 'FACTUUR'), the first row that is one cell in the
    next three, where that cell is a number in a type-series-sequence form ('FA 2027/764'; the address lines between
    are no number); the only such number printed."""
    found = {cells[0].strip() for cells in rows if len(cells) == 1 and SERIES_TITLE_NUMBER.fullmatch(cells[0].strip())}
    if len(found) != 1:
        return None
    for index, cells in enumerate(rows):
        if len(cells) != 1 or not TITLE_CELL.fullmatch(cells[0].strip()):
            continue
        for below in rows[index + 1: index + 4]:
            if len(below) == 1 and SERIES_TITLE_NUMBER.fullmatch(below[0].strip()):
                return below[0].strip()
    return None


def _number_between_label_and_title(rows: list[list[str]]) -> str | None:
    """A number word alone on its row ('č. / No.') over the title alone on the next ('Faktura - daňový doklad') and
    the number alone on the row after ('2027-0219'): a label and its value split by the title between them."""
    for label, title, value in zip(rows, rows[1:], rows[2:]):
        if len(label) != 1 or len(title) != 1 or len(value) != 1:
            continue
        parts = [part.strip() for part in label[0].split("/")]
        if (all(NUMBER_WORD_ONLY.fullmatch(part) for part in parts) and TITLE_CELL.fullmatch(title[0].strip())
                and not begins_with_date(value[0]) and (number := _identifier(value[0].strip()))):
            return number if number == value[0].strip() else None
    return None


def _date_under_titled_number(rows: list[list[str]], number: str | None):
    """The date alone on its row in the three rows under the title printed with the number read ('Facture n° 1187'
    over an e-mail address over '25 novembre 2027', a web shop's invoice in two columns); the only such row there."""
    if not number:
        return None
    for index, cells in enumerate(rows):
        titled = [m for cell in cells if (m := TITLE_WITH_NUMBER.fullmatch(cell.strip()))]
        if not any(m.group("v").strip() == number for m in titled):
            continue
        dates = {parse_date(below[0].strip()) for below in rows[index + 1: index + 4]
                 if len(below) == 1 and begins_with_date(below[0].strip())
                 and _whole_date(below[0].strip())}
        dates.discard(None)
        return dates.pop() if len(dates) == 1 else None
    return None


def _whole_date(cell: str) -> bool:
    """The cell is a date and nothing else (no label, no time, no words after it)."""
    return bool(re.fullmatch(r"\d{1,2}\.?\s*[^\W\d_]+\.?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2}"
                             r"|[^\W\d_]+\.?\s+\d{1,2},?\s+\d{4}", cell))


def identified(values: dict, problems: dict, text: str) -> None:
    """Each rule in turn on the invoice number and date `supported_reading` kept."""
    rows = [label_cells(line) for line in text.splitlines() if line.strip()]
    number = values.get("invoice_number")
    if isinstance(number, str) and without_hash(number) != number:
        values["invoice_number"] = without_hash(number)
    if isinstance(number, str) and (amount := number_is_an_amount(number, rows)):
        del values["invoice_number"]
        problems["invoice_number"] = amount
    if not values.get("invoice_number") and (found := (number_in_grid(rows) or _number_under_its_label(rows)
                                                       or _number_beside_its_label(rows)
                                                       or _reference_under_bare_title(rows)
                                                       or _number_on_title_row(rows)
                                                       or _number_near_title_ending_first_row(rows)
                                                       or _number_above_bare_title(rows)
                                                       or _portuguese_number(text)
                                                       or _number_under_bare_title(rows)
                                                       or _number_between_label_and_title(rows)
                                                       or _number_right_after_title(rows)
                                                       or _hash_number_beside_title(rows)
                                                       or _date_shaped_number_after_title(
                                                           rows, values.get("invoice_date")))):
        values["invoice_number"] = found
        problems.pop("invoice_number", None)
    shop = _web_shop_order(rows) if not values.get("invoice_number") and values.get("invoice_date") is None else None
    if shop:
        values["invoice_number"], values["invoice_date"] = shop  # the order printed as the invoice (a web shop's)
        problems.pop("invoice_number", None)
        problems.pop("invoice_date", None)
    if isinstance(number := values.get("invoice_number"), str) and (apart := _series_apart(number, text)):
        del values["invoice_number"]
        problems["invoice_number"] = apart
    till = (receipt_stamp_and_number(rows, values.get("due_date"))
            if not values.get("invoice_number") and values.get("invoice_date") is None else None)
    if till:
        values["invoice_number"], values["invoice_date"] = till  # '21-10-2027 15:42  #1-1047': a till receipt's
        problems.pop("invoice_number", None)
        problems.pop("invoice_date", None)
    if us_date := month_first_date(rows, text, values.get("invoice_date")):
        values["invoice_date"] = us_date  # 'Invoice Date  10/19/27': month first, as the text's dates settle
        problems.pop("invoice_date", None)
    read = values.get("invoice_date")
    if read is not None and read == values.get("due_date") and (letter := _letter_date(rows)) and letter < read:
        values["invoice_date"] = letter  # the reader took the due date: the letter's date is the invoice's
    elif read is None:
        found = (date_in_grid(rows) or _date_after_two_dates_label(rows) or _date_beside_issued(rows)
                 or _date_with_comma(rows) or _receipt_stamp(rows, values.get("due_date"))
                 or _date_under_titled_number(rows, values.get("invoice_number"))
                 or _date_tied_to_number(rows, values.get("invoice_number"))
                 or _date_by_terms(rows, text, values.get("due_date"), values.get("invoice_number")))
        if found:
            values["invoice_date"] = found
            problems.pop("invoice_date", None)
    elif (strong := date_in_grid(rows, strong_only=True, beside=read)) and strong != read:
        values["invoice_date"] = strong  # the reader took the date of a neighbour's label in the grid


NOTE_HEADING = re.compile(r"(?i)(?:customer|client|buyer|order)\s+notes?|opmerkingen?\s+(?:klant|bestelling)"
                          r"|votre\s+message|your\s+message|uw\s+bericht|ihre\s+nachricht"
                          r"|kundenhinweis|kundennotiz|anmerkungen|remarques?\s+(?:du\s+)?client"
                          r"|note\s+(?:du\s+)?client")
"""The heading of a note the buyer typed at the checkout of a web shop ('Customer Notes', WooCommerce's)."""

PO_IN_NOTE = re.compile(r"(?i)(?<![^\W\d_])(?:PO|P\.O\.|purchase\s+order|bestelbon|bestellnummer|bon\s+de\s+commande"
                        r"|BC)"
                        r"(?:\s+(?:no\.?|nr\.?|number|n°))?[\s:#]*(?P<v>\d[\d .\-/]*\d)")
"""A purchase order's number in the buyer's words ('Please quote our purchase order PO 4577-3807')."""


def po_in_customer_note(text: str, shapes: PoShapes) -> str | None:
    """The PO number a buyer's note prints, in the first two rows under the note's heading ('Customer Notes' over
    'Please quote our purchase order PO 4577-3807'), in the ERP's PO form, where the text prints no other number in
    that form ('our' is the buyer's word there, not the supplier's)."""
    if not shapes.shapes:
        return None
    rows = [split_cells(line) for line in text.splitlines() if line.strip()]
    keys = {p.key for p in printed_in_form(rows, shapes)}
    for index, cells in enumerate(rows):
        if not any(NOTE_HEADING.fullmatch(cell.strip().rstrip(":")) for cell in cells):
            continue
        for below in rows[index + 1: index + 3]:
            for cell in below:
                match = PO_IN_NOTE.search(cell)
                value = match.group("v").strip() if match else ""
                if value and shapes.fits(value) and keys == {normalize_po_number(value)}:
                    return value
    return None


# The twenty-ninth change (corpora 57 to 60).

TITLE_THEN_NUMBER = re.compile(rf"(?i)(?:VAT\s+)?{TITLE}(?:\s+VAT)?\s+(?P<v>\S+)")
"""A title with its number right after it, no number word between ('Faktura VAT FS/1187/2027')."""


def _number_right_after_title(rows: list[list[str]]) -> str | None:
    """The number right after the title, the two alone on their row ('Faktura VAT FS/1187/2027', four digits in a
    row and a capital or a slash, not a date; 'Faktura VAT korekta FVE/0417' has a word between: not this); the
    only such number printed."""
    found = {m.group("v") for cells in rows if len(cells) == 1
             and (m := TITLE_THEN_NUMBER.fullmatch(cells[0].strip()))
             and BARE_NUMBER.fullmatch(m.group("v")) and not begins_with_date(m.group("v"))}
    return found.pop() if len(found) == 1 else None


def _hash_number_beside_title(rows: list[list[str]]) -> str | None:
    """A number after '#' in the cell after the title, the two alone on their row ('Invoice  #10482'); the only such
    number printed."""
    found = {without_hash(cells[1].strip()) for cells in rows if len(cells) == 2
             and TITLE_CELL.fullmatch(cells[0].strip()) and HASH_NUMBER.fullmatch(cells[1].strip())}
    return found.pop() if len(found) == 1 else None


def _date_shaped_number_after_title(rows: list[list[str]], read_date) -> str | None:
    """A number shaped like a date after the title and a number word, first on its row ('Faktura nr 14/11/2027' and
    'Invoice no. 14/11/2027', a Polish sequence/month/year): the number, where every such printing is the same value,
    one token, and the invoice date was read and is another date (the number never written as the date, the date
    never as the number: 'Faktura nr 30/11/2027' issued 2027-11-30 stays a TODO)."""
    if read_date is None:
        return None
    found = {m.group("v").strip() for cells in rows if cells and (m := TITLE_WITH_NUMBER.fullmatch(cells[0].strip()))
             and begins_with_date(m.group("v").strip())}
    if len(found) != 1:
        return None
    value = found.pop()
    return value if " " not in value and parse_date(value) != read_date else None


DATED_OF = re.compile(r"(?i)(?:du|vom|van|del|dated|of|z\s+dnia|ze\s+dne)\s+(?P<d>\S.*)")
"""A date after a word that ties it to the number before it ('du 05/10/2027', 'vom 05.10.2027', 'dated ...')."""


def _date_tied_to_number(rows: list[list[str]], number: str | None):
    """The date tied to the number read by 'du' ('N° FA270412' over 'du 05/10/2027' in the same column, or 'N°
    FA270412 du 05/10/2027' in one cell): the only such date, a whole date that is not the number."""
    if not number:
        return None
    own = re.compile(rf"(?i)(?:{TITLE}\s+)?(?:n[°º]\.?|no\.?|nr\.?|#)?\s*{re.escape(number)}(?:\s+(?P<after>\S.*))?")
    found = set()
    for index, cells in enumerate(rows):
        for position, cell in enumerate(cells):
            if not (match := own.fullmatch(cell.strip())):
                continue
            tied = [match.group("after")] if match.group("after") else []
            if index + 1 < len(rows) and position < len(rows[index + 1]):
                tied.append(rows[index + 1][position])
            for candidate in tied:
                dated = DATED_OF.fullmatch(candidate.strip())
                if dated and _whole_date(dated.group("d").strip()) and dated.group("d").strip() != number:
                    found.add(parse_date(dated.group("d").strip()))
    found.discard(None)
    return found.pop() if len(found) == 1 else None


NET_TERMS = re.compile(r"(?i)(?<![^\W\d_])(?:net|netto)\s+(?P<n>\d{1,3})(?!\d|[.,]\d)"
                       r"|(?<![\d.,])(?P<m>\d{1,3})\s+(?:days?|dagen|tage|jours|dni)\s+(?:net|netto)(?![^\W\d_])")
"""Payment terms of a number of days net ('Net 30', '30 Tage netto')."""


def _date_by_terms(rows: list[list[str]], text: str, due, number: str | None):
    """The one date printed after a date's label ('Service date  Oct 1, 2027') that the payment terms' days net
    ('Net 30', the only terms printed) take to the due date read ('Due  Oct 31, 2027'): the date the terms run
    from, the invoice's."""
    if due is None:
        return None
    days = {int(m.group("n") or m.group("m")) for m in NET_TERMS.finditer(text)}
    if len(days) != 1 or not (terms := days.pop()):
        return None
    dates = set()
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            value = value.strip()
            if (re.search(r"(?i)dat(?:e|um|a)(?![^\W\d_])", label) and value != number and _whole_date(value)
                    and (found := parse_date(value))):
                dates.add(found)
    fitting = {found for found in dates if found + timedelta(days=terms) == due}
    return fitting.pop() if len(fitting) == 1 else None


# The thirty-first change (corpora 65 to 68).

AMOUNT = re.compile(r"-?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}|-?\d+[.,]\d{2}")
"""A sum of money as printed, two decimals after its separator ('923.16', '1.284,40')."""

AMOUNT_LABEL = re.compile(r"(?i)(?<![^\W\d_])(?:total\w*|totaal|summe|gesamt\w*|montant|amount|betrag|bedrag|due"
                          r"|balance|saldo|à\s+payer|te\s+betalen|importe|net|netto|ht|ttc)(?![^\W\d_])")
"""A word in a label of a sum of money ('Invoice total', 'Amount due', 'Total HT')."""


def number_is_an_amount(number: str, rows: list[list[str]]) -> str | None:
    """Why the invoice number read is left to the user where it is a sum of money printed after a label of a total
    ('Invoice total  923.16': the reader took the total's row for the number's label); else None. A number shaped so
    but printed after no such label ('Invoice no.  2027.11') is kept."""
    if not AMOUNT.fullmatch(number.strip()):
        return None
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            if value.strip() == number.strip() and AMOUNT_LABEL.search(label):
                return f"{number!r} was read as the invoice number, but it is the amount of {label.strip()!r}"
    return None


def _number_beside_its_label(rows: list[list[str]]) -> str | None:
    """The value in the cell after a label of the invoice's number, on one row with other labels and values
    ('Document No:  ARI-10471  Date Invoiced:  Oct 19, 2027'); the only such value printed."""
    found = {value for cells in rows for label, cell in zip(cells, cells[1:])
             if _is_label(label, NUMBER_LABEL) and (value := _identifier(cell))}
    return found.pop() if len(found) == 1 else None


BARE_REFERENCE = re.compile(r"(?i)r[ée]f[ée]rence|referentie|referenz|r[ée]f\.?")
"""A label of a reference that names no one's ('Référence', 'Reference'; not 'Votre référence')."""


def _reference_under_bare_title(rows: list[list[str]]) -> str | None:
    """The value of a bare 'Reference' label, the two alone on their row, in the four rows under the document's bare
    title alone on its row near the top ('Facture' over the address over 'Référence  FA-2027-10-0041'): the
    invoice's own reference, where the value has letters and figures and names no order ('CDE 4577 5800' does), the
    invoice prints no label of its number and prints its date's label."""
    if any(_is_label(cell, NUMBER_LABEL) for cells in rows for cell in cells):
        return None
    if not any(_is_label(cell, DATE_LABEL) for cells in rows for cell in cells):
        return None
    for index, cells in enumerate(rows[:3]):
        if len(cells) != 1 or not TITLE_CELL.fullmatch(cells[0].strip()):
            continue
        for below in rows[index + 1: index + 5]:
            if len(below) == 2 and BARE_REFERENCE.fullmatch(below[0].strip().rstrip(":").strip()):
                value = _identifier(below[1])
                if value and re.search(r"[^\W\d_]", value) and not ORDER_WORD.search(value):
                    return value
    return None


__all__ = ["identified", "number_is_an_amount", "number_in_grid", "date_in_grid", "without_hash", "po_in_customer_note"]


# The thirty-third change (corpora 73 to 76).

SLASH_DATE = re.compile(r"(?<![\d/.])(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<y>\d{4}|\d{2})(?![\d/])")
"""A date printed with slashes, its year of four digits or two ('10/19/27', '7/15/2027')."""


def _slash_order(text: str) -> str | None:
    """The order the text's slash dates print day and month in: 'md' where one has a second number over 12 and none
    a first number over 12 ('10/19/27' beside '10/05/27'), 'dm' the other way round, else None (every one ambiguous,
    or the two orders both printed)."""
    found = [(int(m.group("a")), int(m.group("b"))) for m in SLASH_DATE.finditer(text)]
    month_first, day_first = any(b > 12 for _, b in found), any(a > 12 for a, _ in found)
    if month_first != day_first:
        return "md" if month_first else "dm"
    return None


def _slash_date(value: str, order: str):
    """The date of a slash date cell in the order given, a two-digit year in this century ('10/19/27', 'md':
    2027-10-19), or None (not a whole slash date, no such day)."""
    match = SLASH_DATE.fullmatch(value.strip())
    if not match:
        return None
    a, b, year = int(match.group("a")), int(match.group("b")), int(match.group("y"))
    month, day = (a, b) if order == "md" else (b, a)
    try:
        return date(year + 2000 if year < 100 else year, month, day)
    except ValueError:
        return None


def month_first_date(rows: list[list[str]], text: str, read):
    """The invoice date printed month first after its label ('Invoice Date  10/19/27', a US layout): where the text's
    slash dates settle that order (`_slash_order`: '10/19/27' has a day over 12), the date the label's value is in it,
    if the reader read no date or read this value day first ('10/05/27' as 10 May); the only such value. Nothing
    settles the order ('Invoice Date  10/05/27' with no other slash date over 12): None."""
    if _slash_order(text) != "md":
        return None
    found = set()
    for cells in rows:
        for label, value in zip(cells, cells[1:]):
            if _is_label(label, DATE_LABEL) and (found_date := _slash_date(value, "md")):
                if read is None or read == _slash_date(value, "dm"):
                    found.add(found_date)
    return found.pop() if len(found) == 1 else None


RECEIPT_STAMP = re.compile(r"(?P<d>\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2}|[^\W\d_]{3,9}\.?\s+\d{1,2},\s+\d{4})"
                           r"\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?")
"""A till's date and time, as a receipt prints them ('21-10-2027 15:42', 'Dec 02, 2027 11:05 AM')."""


def receipt_stamp_and_number(rows: list[list[str]], due):
    """A till receipt's stamp: the date and time and, after them on the row, the receipt's number after '#' ('21-10-
    2027 15:42  #1-1047', the till and its sequence), the two alone on their row: (number, date), the only such row,
    the date no later than the due date read; else None. A '#' number with no date and time beside it is not this."""
    found = set()
    for cells in rows:
        if len(cells) == 2 and (stamp := RECEIPT_STAMP.fullmatch(cells[0].strip())):
            if HASH_NUMBER.fullmatch(cells[1].strip()) and (day := parse_date(stamp.group("d"))):
                found.add((without_hash(cells[1].strip()), day))
    if len(found) != 1:
        return None
    number, day = found.pop()
    return (number, day) if due is None or day <= due else None
