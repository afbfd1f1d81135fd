"""The totals block an invoice prints, read by its arithmetic (for `case new` only; issue 38, item 8): the net total
and VAT rate its amounts support (`totals_chain`, `reached_chain`), whether the line amounts lead to that net
(`lines_reach_net`), and the row tests those need. `prefill_checks`, `prefill_totals`, `lines_by_arithmetic` and
`case check` (`text.py`) read them; nothing here imports another module of `tasks/cases`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from invoice_env.documents.labels import REVERSE_CHARGE, VAT_WORD
from invoice_env.documents.reader import item_row
from invoice_env.documents.reader.item_rows import price_cell
from invoice_env.documents.reader.shared import KNOWN_RATES, PAGE_BREAK, NumberFormat, split_cells
from invoice_env.world.money import cents

REVERSE_CHARGE_HINT = re.compile(
    r"(?i)verleg|reverse[- ]?charg|autoliquid|steuerschuld|13 ?b\b|medecontract|co-?contract"
    r"|\bart(?:icle|ikel|\.)? ?(?:196|138)\b")
"""A word of a reverse-charge statement, looser than the reader's: where one is printed and the reader read no
statement, 'no reverse charge' is not pre-filled. Not 'intracommunautaire' alone: 'TVA intracommunautaire' labels a
VAT number."""
_ROWS_ABOVE = 8   # how far above the VAT line the net total and its subtotal may stand
_ROWS_BELOW = 4   # how far below it the gross total may stand
_CENT = Decimal("0.01")


@dataclass(frozen=True)
class TotalsChain:
    """The totals the printed amounts support: the net total, the VAT rate and the row index of the net."""

    net_total: Decimal
    vat_rate: Decimal
    net_row: int


def _last_amounts(rows: list[str], fmt: NumberFormat) -> list[Decimal | None]:
    return [(amounts[-1] if (amounts := fmt.signed_amounts(row)) else None) for row in rows]


def _vat_rows(rows: list[str], fmt: NumberFormat) -> list[tuple[int, Decimal, Decimal]]:
    """(row, rate, VAT amount) of each row that names VAT with a rate and an amount, discounts left out."""
    found = []
    for index, row in enumerate(rows):
        if not VAT_WORD.search(row) or re.search(r"(?i)korting|remise|rabatt|discount|skonto", row):
            continue
        rates = [m for m in re.finditer(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?%", row)]
        amounts = fmt.amounts(row[rates[-1].end():]) if rates else []
        if rates and amounts:
            found.append((index, Decimal(rates[-1].group(1).replace(",", ".")), amounts[-1]))
    return found


def _reverse_charge_tax_row(row: str, fmt: NumberFormat) -> bool:
    """A tax line named by the reverse charge, at 0 % and of 0 ('Reverse charge 0%  €0.00': Invoice Ninja prints a
    tax by the name it was given): a label of a few words and its amount, every rate on it 0."""
    cells = split_cells(row)
    rates = re.findall(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?%", row)
    return (len(cells) == 2 and REVERSE_CHARGE.search(cells[0].casefold()) is not None
            and len(cells[0].split()) <= 6 and bool(rates) and all(Decimal(r.replace(",", ".")) == 0 for r in rates)
            and fmt.amounts(cells[1]) == [Decimal(0)])


def names_vat_amount(text: str) -> bool:
    """Some row names VAT and prints an amount (whatever its rate)."""
    fmt = NumberFormat(text)
    return any(VAT_WORD.search(row) and fmt.amounts(row) for row in text.splitlines())


def totals_rows(text: str, fmt: NumberFormat) -> list[str]:
    """The text's rows, with a totals grid read as rows: a row of labels over a row of as many amounts
    ('Totaal werken  Korting 2 %  Maatstaf van heffing  Btw 0 %' over '5.981,60  -119,63  5.861,97  0,00')
    becomes one row per column, 'label  amount'."""
    rows = [line for line in text.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]
    out, index = [], 0
    while index < len(rows):
        labels = split_cells(rows[index])
        below = split_cells(rows[index + 1]) if index + 1 < len(rows) else []
        if (len(labels) >= 2 and len(below) == len(labels) and not fmt.amounts(rows[index])
                and all(fmt.amount_cell(cell) is not None for cell in below)):
            out += [f"{label}  {amount}" for label, amount in zip(labels, below)]
            index += 2
            continue
        out.append(rows[index])
        index += 1
    return out


def totals_chain(text: str) -> tuple[TotalsChain | None, str]:
    """The net total and rate the totals block supports, or None and why not."""
    fmt = NumberFormat(text)
    rows = totals_rows(text, fmt)
    vat_rows = _vat_rows(rows, fmt)
    if not vat_rows:
        return None, "no VAT line with a rate and an amount"
    if len({rate for _, rate, _ in vat_rows}) > 1:
        return None, "the VAT lines print several rates"
    last = _last_amounts(rows, fmt)
    for vat_row, rate, vat in reversed(vat_rows):
        for net_row in range(vat_row - 1, max(-1, vat_row - 1 - _ROWS_ABOVE), -1):
            net = last[net_row]
            if net is None or net <= 0 or abs(cents(net * rate / 100) - vat) > _CENT:
                continue
            below = last[vat_row + 1: vat_row + 1 + _ROWS_BELOW]
            if any(gross is not None and gross == net + vat for gross in below):
                return TotalsChain(net, rate, net_row), ""
    return None, "no net total whose VAT is the VAT line's amount and which plus that VAT is the printed gross"


def _vat_rows_any_rate(rows: list[str], fmt: NumberFormat) -> list[tuple[int, Decimal | None, Decimal]]:
    """(row, printed rate or None, VAT amount) of each row that names VAT (or is a tax line named by the reverse
    charge at 0 %) and prints an amount, discounts left out."""
    found = []
    for index, row in enumerate(rows):
        if not (VAT_WORD.search(row) or _reverse_charge_tax_row(row, fmt)) \
                or re.search(r"(?i)korting|remise|rabatt|discount|skonto", row):
            continue
        rates = list(re.finditer(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?%", row))
        amounts = fmt.amounts(row[rates[-1].end():] if rates else row)
        if amounts:
            found.append((index, Decimal(rates[-1].group(1).replace(",", ".")) if rates else None, amounts[-1]))
    return found


def reached_chain(text: str, subtotals: set[Decimal]) -> TotalsChain | None:
    """The net total reached through all the amounts: a subtotal printed above the VAT line (one of `subtotals`:
    the line amounts' sum, or a printed subtotal), plus every amount printed on the rows between it and the VAT
    line (charges, discounts; a row printing the running sum is a printed net, not added again); its VAT at the
    printed rate (else at the one known rate that gives it) is the VAT line's amount, and it plus that VAT is an
    amount printed below (the gross). 'Sub Total 2,113.70  Shipping charge 45.00  VAT (0%) 0.00  Total 2,158.70'.
    A row of the line table (quantity x unit price = its amount) is neither that subtotal nor a charge: the lines
    read short of the table do not reach the net through the rows of the lines left unread."""
    fmt = NumberFormat(text)
    rows = totals_rows(text, fmt)
    vat_rows = _vat_rows_any_rate(rows, fmt)
    if len({rate for _, rate, _ in vat_rows if rate is not None}) > 1:
        return None
    last = _last_amounts(rows, fmt)
    for vat_row, printed_rate, vat in vat_rows:
        for sub_row in range(vat_row - 1, max(-1, vat_row - 1 - _ROWS_ABOVE), -1):
            if last[sub_row] not in subtotals or last[sub_row] <= 0:
                continue
            if any(is_item_row(row) for row in rows[sub_row: vat_row]):
                break  # a line of the table is neither the subtotal nor a charge after it
            net = last[sub_row]
            for amount in last[sub_row + 1: vat_row]:
                if amount is not None and amount != net:
                    net += amount
            rates = [printed_rate] if printed_rate is not None else [
                r for r in KNOWN_RATES if cents(net * r / 100) == vat]
            below = last[vat_row + 1: vat_row + 1 + _ROWS_BELOW]
            if (len(rates) == 1 and net > 0 and abs(cents(net * rates[0] / 100) - vat) <= _CENT
                    and any(gross is not None and gross == net + vat for gross in below)):
                return TotalsChain(net, rates[0], vat_row)
            break  # the nearest subtotal above this VAT line decides
    return None


def untaxed_total(text: str, lines) -> Decimal | None:
    """The line amounts' sum, where the invoice prints no VAT amount and prints that sum on a row and again as the
    last amount of a row below it, no other amount between ('Subtotal  €11,932.10', 'Amount Due  €11,932.10'): the
    net total is the amount due, without VAT (the invoice states the reverse charge); else None."""
    if names_vat_amount(text):
        return None
    fmt = NumberFormat(text)
    line_sum = sum((line.net_amount for line in lines), Decimal(0))
    printed = [amount for amount in _last_amounts(totals_rows(text, fmt), fmt) if amount is not None]
    at = [k for k, amount in enumerate(printed) if amount == line_sum]
    return line_sum if line_sum > 0 and len(at) >= 2 and at[-1] - at[0] == len(at) - 1 else None


def gross_printed_below_vat(text: str, net: Decimal, vat: Decimal) -> bool:
    """A row that prints the VAT amount last has the net printed on a row above it and net + VAT (the gross) on a
    row below it ('Zwischensumme 24.579,30', '24.579,30  0 %  0,00', 'Zu zahlen 24.579,30'): where the VAT is 0,
    not the net itself taken for the gross (a subtotal before a shipping charge that is not the net)."""
    fmt = NumberFormat(text)
    last = _last_amounts(totals_rows(text, fmt), fmt)
    return any(amount == vat and net in last[max(0, row - _ROWS_ABOVE): row]
               and net + vat in last[row + 1: row + 1 + _ROWS_BELOW] for row, amount in enumerate(last))


def lines_reach_net(line_sum: Decimal, chain: TotalsChain, text: str) -> bool:
    """The line amounts add up to the net total, or to a subtotal above it from which the amounts on the rows
    between (discounts, charges; never a row of the line table, a second group's line after the first group's
    subtotal: 'Total honoraires 6.142,50', 'Frais', 'Frais de déplacement  2  forfait  65,00  130,00') lead to it."""
    if line_sum == chain.net_total:
        return True
    fmt = NumberFormat(text)
    rows = totals_rows(text, fmt)
    last = _last_amounts(rows, fmt)
    for sub_row in range(chain.net_row - 1, max(-1, chain.net_row - 1 - _ROWS_ABOVE), -1):
        if last[sub_row] == line_sum:
            if any(is_item_row(row) for row in rows[sub_row + 1: chain.net_row]):
                return False  # a line of the table after the subtotal (a second group's) is no charge
            between = [amount for amount in last[sub_row + 1: chain.net_row] if amount is not None]
            return any(line_sum + sum(subset, Decimal(0)) == chain.net_total for subset in _subsets(between))
    return False


def _subsets(amounts: list[Decimal]) -> list[tuple[Decimal, ...]]:
    """Every selection of the amounts printed between a subtotal and the net total: the discounts and charges
    that lead from one to the other, where a note beside them prints an amount of its own (a share capital)."""
    return [tuple(a for bit, a in enumerate(amounts) if mask >> bit & 1) for mask in range(1, 2 ** len(amounts))]


def is_item_row(row: str) -> bool:
    """A row of the line table by its amounts: some quantity times a unit price is its last amount (any spelling);
    not a row of figures alone whose amount is 0, which any number times a 0 adds up to (a VAT recap row at 0 %:
    '1  3,853.50  0.00  0.00', its code, base, rate and VAT)."""
    cells = split_cells(row)
    found = item_row(0, cells)
    return found is not None and (bool(found.texts) or not _zero_amount(cells))


def _zero_amount(cells: list[str]) -> bool:
    """The row's last amount is 0 (the amount an item row ends with)."""
    amounts = [amount for cell in cells if (amount := price_cell(cell)) is not None]
    return bool(amounts) and amounts[-1] == 0


__all__ = ["REVERSE_CHARGE_HINT", "TotalsChain", "gross_printed_below_vat", "is_item_row", "lines_reach_net",
           "names_vat_amount", "reached_chain", "totals_chain", "totals_rows", "untaxed_total"]
